/* test-venue-window.c — “Share on the Venue Network”: the window serves
 * the open event and follows the app's round timer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include <adwaita.h>

#include "tav-test-http.h"
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

int
main (int   argc,
      char *argv[])
{
  tav_test_gtk_init (&argc, &argv);
  adw_init ();

  g_test_add_func ("/venue-window/serves-and-follows-timer", test_venue_window);

  return g_test_run ();
}
