/* test-venue-window.c — “Share on the Venue Network”: the window serves
 * the open event and follows the app's round timer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include <adwaita.h>

#include "tav-test-http.h"
#include "tav-test-wait.h"
#include "tav-ui.h"
#include "tav-venue-window.h"
#include "tav-test-app.h"

/* What the window shows, as a PNG in the test's build directory. */
static void
save_screenshot (GtkWidget  *widget,
                 const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, name, NULL);
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (widget)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("Screenshot: %s", path);
}

static gboolean
mapped (GtkWidget *widget)
{
  gint64 deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;

  while (!gtk_widget_get_mapped (widget) || gtk_widget_get_width (widget) == 0)
    {
      if (g_get_monotonic_time () > deadline)
        return FALSE;
      g_main_context_iteration (NULL, TRUE);
    }
  while (g_main_context_iteration (NULL, FALSE))
    ;
  return TRUE;
}

static void
test_venue_window (void)
{
  g_autoptr(TavEvent) event = tav_event_new ("bang-2011", "Venue Cup");
  g_autoptr(TavRoundTimer) timer = tav_round_timer_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *round = NULL;
  g_autofree char *find = NULL;
  TavVenueWindow *window;
  const char *url;

  for (guint i = 0; i < 11; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %02u", i + 1);

      g_assert_nonnull (tav_event_add_player (event, name, NULL));
    }
  g_assert_true (tav_event_draw_round (event, &error));
  tav_round_timer_set_duration (timer, 50 * 60);

  window = tav_venue_window_new (event, NULL, timer);
  g_object_ref_sink (window);
  g_assert_true (tav_venue_window_start (window, "127.0.0.1"));
  url = tav_venue_window_get_url (window);
  g_assert_true (g_str_has_prefix (url, "http://127.0.0.1:"));

  round = tav_test_http_get (NULL, url, "round", NULL);
  g_assert_nonnull (strstr (round, "<li>Player "));
  g_assert_nonnull (strstr (round, "Table 2"));

  /* The app's timer, started: the pages say so. */
  tav_round_timer_start (timer);
  find = tav_test_http_get (NULL, url, "", NULL);
  g_assert_nonnull (strstr (find, "data-duration=\"3000\""));
  g_assert_nonnull (strstr (find, "data-running=\"true\""));
  tav_round_timer_pause (timer);

  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (mapped (GTK_WIDGET (window)));
  save_screenshot (GTK_WIDGET (window), "venue-window.png");

  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (window);
}

typedef struct
{
  GInputStream *stream;
  GCancellable *cancellable;
  char          buffer[4096];
  GString      *received;
  gboolean      ended;       /* no read pending: the phone may go */
} Phone;

static void
phone_read_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      data)
{
  Phone *phone = data;
  gssize n = g_input_stream_read_finish (G_INPUT_STREAM (source), result, NULL);

  if (n <= 0)
    {
      phone->ended = TRUE;
      return;
    }
  g_string_append_len (phone->received, phone->buffer, n);
  g_input_stream_read_async (phone->stream, phone->buffer, sizeof phone->buffer,
                             G_PRIORITY_DEFAULT, phone->cancellable, phone_read_cb, phone);
}

static gboolean
phone_heard (gpointer data)
{
  Phone *phone = data;

  return strstr (phone->received->str, "event: version") != NULL;
}

static gboolean
label_is (GtkWidget     *widget,
          gconstpointer  text)
{
  return GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget) &&
         g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0;
}

static void
announce (TavVenueWindow *window,
          const char     *text)
{
  GtkWidget *entry = tav_test_find_descendant (GTK_WIDGET (window), GTK_TYPE_ENTRY);

  g_assert_nonnull (entry);
  gtk_editable_set_text (GTK_EDITABLE (entry), text);
  g_signal_emit_by_name (entry, "activate");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "");
}

/* Enter in the announcement field: a toast says it went out and to how
 * many phones, the field is emptied, and a line keeps what is shown. */
static void
test_announcement_confirmed (void)
{
  g_autoptr(TavEvent) event = tav_event_new ("bang-2011", "Venue Cup");
  g_autoptr(SoupSession) session = soup_session_new ();
  g_autoptr(SoupMessage) msg = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *uri = NULL;
  g_autofree char *page = NULL;
  GCancellable *cancellable = g_cancellable_new ();
  Phone phone = { NULL, };
  TavVenueWindow *window;

  g_assert_nonnull (tav_event_add_player (event, "Player 01", NULL));
  window = tav_venue_window_new (event, NULL, NULL);
  g_object_ref_sink (window);
  g_assert_true (tav_venue_window_start (window, "127.0.0.1"));
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (mapped (GTK_WIDGET (window)));

  announce (window, "Lunch at 13:00");
  g_assert_cmpstr (tav_ui_get_last_toast (GTK_WIDGET (window)), ==,
                   "Announcement posted; no phone has a page open now");

  /* A phone with a page open follows the event's stream. */
  uri = g_strconcat (tav_venue_window_get_url (window), "events", NULL);
  msg = soup_message_new ("GET", uri);
  phone.received = g_string_new (NULL);
  phone.stream = soup_session_send (session, msg, cancellable, &error);
  g_assert_no_error (error);
  phone.cancellable = cancellable;
  g_input_stream_read_async (phone.stream, phone.buffer, sizeof phone.buffer,
                             G_PRIORITY_DEFAULT, cancellable, phone_read_cb, &phone);
  tav_test_wait_until (phone_heard, &phone, "the phone's stream to start");

  announce (window, "  Round 2 starts at 14:00  ");
  g_assert_cmpstr (tav_ui_get_last_toast (GTK_WIDGET (window)), ==, "Announcement sent to 1 phone");
  g_assert_nonnull (tav_test_find_widget (GTK_WIDGET (window), label_is,
                                          "On every phone: “Round 2 starts at 14:00”. Enter in the empty field takes it down."));
  page = tav_test_http_get (NULL, tav_venue_window_get_url (window), "", NULL);
  g_assert_nonnull (strstr (page, "Round 2 starts at 14:00"));

  announce (window, "");
  g_assert_cmpstr (tav_ui_get_last_toast (GTK_WIDGET (window)), ==, "Announcement taken down");
  g_clear_pointer (&page, g_free);
  page = tav_test_http_get (NULL, tav_venue_window_get_url (window), "", NULL);
  g_assert_null (strstr (page, "Round 2 starts at 14:00"));

  /* The read under way ends before the phone does (its buffer is here). */
  g_cancellable_cancel (cancellable);
  tav_test_wait_for_flag (&phone.ended, "the phone's last read to end");
  g_input_stream_close (phone.stream, NULL, NULL);
  g_clear_object (&phone.stream);
  g_string_free (phone.received, TRUE);
  g_object_unref (cancellable);
  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (window);
}

/* The window given another event (File → Open in its main window): the
 * phones find the new one under a path made from its name, the old path
 * answers no more. */
static void
test_another_event (void)
{
  g_autoptr(TavEvent) first = tav_event_new ("bang-2011", "Venue Cup");
  g_autoptr(TavEvent) second = tav_event_new ("catan-bg", "Турнир Пловдив");
  g_autoptr(SoupSession) session = soup_session_new ();
  g_autofree char *old_url = NULL;
  g_autofree char *page = NULL;
  guint status = 0;
  TavVenueWindow *window;

  g_assert_nonnull (tav_event_add_player (first, "Player 01", NULL));
  g_assert_nonnull (tav_event_add_player (second, "Мария Тодорова", NULL));
  window = tav_venue_window_new (first, NULL, NULL);
  g_object_ref_sink (window);
  g_assert_true (tav_venue_window_start (window, "127.0.0.1"));
  old_url = g_strdup (tav_venue_window_get_url (window));
  g_assert_true (g_str_has_suffix (old_url, "/e/venue-cup/"));

  tav_venue_window_set_event (window, second, NULL);
  g_assert_true (g_str_has_suffix (tav_venue_window_get_url (window), "/e/turnir-plovdiv/"));
  g_assert_true (g_str_has_prefix (old_url, tav_venue_window_get_venue_url (window)));
  g_assert_cmpuint (strlen (old_url), ==, strlen (tav_venue_window_get_venue_url (window)) + strlen ("e/venue-cup/"));
  page = tav_test_http_send (session, tav_venue_window_get_url (window), "?q=%D0%9C%D0%B0%D1%80%D0%B8%D1%8F",
                             NULL, "en", &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_nonnull (strstr (page, "Турнир Пловдив"));
  g_clear_pointer (&page, g_free);
  page = tav_test_http_send (session, old_url, "round", NULL, "en", &status);
  g_assert_cmpuint (status, ==, 404);

  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (window);
}

int
main (int   argc,
      char *argv[])
{
  tav_test_gtk_init (&argc, &argv);
  adw_init ();

  g_test_add_func ("/venue-window/serves-and-follows-timer", test_venue_window);
  g_test_add_func ("/venue-window/announcement-confirmed", test_announcement_confirmed);
  g_test_add_func ("/venue-window/another-event", test_another_event);

  return g_test_run ();
}
