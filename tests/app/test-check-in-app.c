/* test-check-in-app.c — players checking in from their phones, in the
 * app: the organiser's switch in the venue window and the door's code; a
 * phone checks a player in and the Players page says so, with an Undo
 * that checks her out again (issue 37)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <adwaita.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <libsoup/soup.h>

#include "tav-check-in-bar.h"
#include "tav-check-in-door.h"
#include "tav-document.h"
#include "tav-event-log.h"
#include "tav-i18n.h"
#include "tav-test-app.h"
#include "tav-test-http.h"
#include "tav-test-wait.h"
#include "tav-ui.h"
#include "tav-venue-window.h"
#include "tav-window.h"

#define wait_until(condition, data) tav_test_wait_until (condition, data, #condition)

static const char * const names[] = { "Anna Rossi", "Bruno Verdi", "Carla Neri", "Dario Bianchi" };

static gboolean
has_event (gpointer data)
{
  return tav_window_get_event (data) != NULL;
}

static gboolean
toplevel_shown (gpointer data)
{
  return tav_test_find_toplevel (GPOINTER_TO_SIZE (data)) != NULL;
}

typedef struct
{
  GtkWidget  *bar;
  const char *text;
} Toast;

static gboolean
toast_says (gpointer data)
{
  Toast *toast = data;

  return g_strcmp0 (tav_ui_get_last_toast (toast->bar), toast->text) == 0;
}

static gboolean
anna_out (gpointer data)
{
  return !tav_player_get_checked_in (tav_event_get_player (data, 0));
}

/* The event of @names saved into a new folder and opened in a main window. */
static TavWindow *
open_event (char **dir)
{
  g_autoptr(TavEvent) event = tav_event_new ("destiny", "Door Cup");
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *path = NULL;
  TavWindow *window;

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    g_assert_nonnull (tav_event_add_player (event, names[i], NULL));
  *dir = g_dir_make_tmp ("tavolo-check-in-app-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (*dir, "event.tavolo", NULL);
  g_assert_true (tav_document_save_file (event, path, FALSE, &error));
  g_assert_no_error (error);

  window = g_object_ref (tav_window_new (NULL));
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  wait_until (tav_test_is_mapped, window);
  file = g_file_new_for_path (path);
  tav_window_open_file (window, file);
  wait_until (has_event, window);
  return window;
}

static void
test_phone (void)
{
  g_autofree char *dir = NULL;
  g_autoptr(TavWindow) window = open_event (&dir);
  TavEvent *event = tav_window_get_event (window);
  TavPlayer *anna = tav_event_get_player (event, 0);
  g_autoptr(SoupSession) session = soup_session_new ();
  g_autofree char *code = NULL;
  g_autofree char *base = NULL;
  g_autofree char *page = NULL;
  g_autofree char *form = NULL;
  g_autofree char *id = NULL;
  g_autofree char *told = NULL;
  g_autofree char *shot = NULL;
  g_autofree char *escaped = NULL;
  g_autoptr(TavLogEntry) last = NULL;
  TavVenueWindow *venue;
  TavCheckInDoor *door;
  GtkWidget *bar;
  AdwToast *toast;
  GListModel *log;
  const char *language;
  guint status = 0;
  Toast expected;

  /* The venue network on, from the menu; the switch off until turned on. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.venue-network", NULL));
  wait_until (toplevel_shown, GSIZE_TO_POINTER (TAV_TYPE_VENUE_WINDOW));
  venue = tav_test_find_toplevel (TAV_TYPE_VENUE_WINDOW);
  wait_until (tav_test_is_mapped, venue);
  door = TAV_CHECK_IN_DOOR (tav_test_find_descendant (GTK_WIDGET (venue), TAV_TYPE_CHECK_IN_DOOR));
  g_assert_false (gtk_switch_get_active (tav_check_in_door_get_switch (door)));
  g_assert_false (tav_event_get_self_check_in (event));
  gtk_switch_set_active (tav_check_in_door_get_switch (door), TRUE);
  g_assert_true (tav_event_get_self_check_in (event));
  g_assert_true (g_str_has_suffix (tav_check_in_door_get_url (door), "/check-in"));
  g_assert_true (g_str_has_prefix (tav_check_in_door_get_url (door), tav_venue_window_get_url (venue)));

  /* The window at a phone's width, scrolled down to the door's code. */
  gtk_window_set_default_size (GTK_WINDOW (venue), 360, 740);
  tav_test_wait_for_frame (GTK_WIDGET (venue));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (venue)), <=, 360);
  g_assert_true (gtk_widget_get_visible (gtk_widget_get_parent (GTK_WIDGET (tav_check_in_door_get_switch (door)))));
  {
    GtkWidget *scrolled = tav_test_find_descendant (GTK_WIDGET (venue), GTK_TYPE_SCROLLED_WINDOW);
    GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));

    gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  }
  language = g_getenv ("LANGUAGE");
  shot = g_strdup_printf ("venue-window-check-in-%s.png",
                          language && strcmp (language, "C") != 0 ? language : "en");
  tav_test_screenshot (GTK_WIDGET (venue), shot);

  /* Anna at the door, on her phone, on this computer's loopback. */
  /* The event's pages: "…:PORT/e/SLUG/" on the venue's address. */
  base = g_strdup_printf ("http://127.0.0.1:%s", strrchr (tav_venue_window_get_url (venue), ':') + 1);
  if (g_str_has_suffix (base, "/"))
    base[strlen (base) - 1] = '\0';
  code = tav_event_get_player_code (event, tav_player_get_id (anna));
  page = tav_test_http_send (session, base, "/check-in", NULL, "en", &status);
  g_assert_cmpuint (status, ==, 200);
  id = tav_test_form_id (page);
  escaped = g_uri_escape_string (code, NULL, FALSE);
  form = g_strdup_printf ("id=%s&lang=en&name=Anna+Rossi&code=%s", id, escaped);
  g_clear_pointer (&page, g_free);
  page = tav_test_http_send (session, base, "/check-in", form, "en", &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_nonnull (strstr (page, "Anna Rossi, you are checked in for the first round"));

  /* The Players page: the toast, and its check-in line. */
  bar = tav_test_find_descendant (GTK_WIDGET (window), TAV_TYPE_CHECK_IN_BAR);
  told = g_strdup_printf (_("%s checked in from a phone"), "Anna Rossi");
  expected = (Toast) { bar, told };
  wait_until (toast_says, &expected);
  g_assert_true (tav_player_get_checked_in (anna));
  log = tav_event_get_log (event);
  last = g_list_model_get_item (log, g_list_model_get_n_items (log) - 1);
  g_assert_cmpint (tav_log_entry_get_hand (last)->kind, ==, TAV_HAND_PLAYER);
  {
    g_autofree char *line = g_strdup_printf (_("Check-in: %u of %u present; not checked in, sitting the next round out: %s"),
                                             1, 4, "Bruno Verdi, Carla Neri, Dario Bianchi");

    tav_test_wait_for_frame (bar);
    g_assert_cmpstr (gtk_label_get_label (tav_check_in_bar_get_label (TAV_CHECK_IN_BAR (bar))), ==, line);
  }

  /* Undo on the toast: Anna is no longer checked in, by the organiser. */
  toast = tav_ui_get_toast (bar);
  g_assert_nonnull (toast);
  g_assert_cmpstr (adw_toast_get_button_label (toast), ==, _("_Undo"));
  g_signal_emit_by_name (toast, "button-clicked");
  wait_until (anna_out, event);
  g_assert_false (tav_event_is_checking_in (event));

  gtk_window_destroy (GTK_WINDOW (venue));
  tav_test_close_window (window);
  tav_test_app_remove_folder (g_steal_pointer (&dir));
}

/* An event of @names opened in a window, on its Players page. */
typedef struct
{
  char          *dir;
  TavWindow     *window;
  TavEvent      *event;
  TavSession    *session;
  TavCheckInBar *bar;
} Door;

static void
door_open (Door *door)
{
  door->window = open_event (&door->dir);
  door->event = tav_window_get_event (door->window);
  door->session = tav_window_get_session (door->window);
  door->bar = TAV_CHECK_IN_BAR (tav_test_find_descendant (GTK_WIDGET (door->window), TAV_TYPE_CHECK_IN_BAR));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (door->window), "win.show-page", "s", "players"));
}

static void
door_close (Door *door)
{
  tav_test_close_window (door->window);
  g_object_unref (door->window);
  tav_test_app_remove_folder (g_steal_pointer (&door->dir));
}

/* As the venue's check-in page does (tav-venue-check-in-page.c): in the
 * player's hand, committed at once as the host's request would be. */
static void
phone_checks_in (TavWindow *window,
                 guint      index)
{
  TavEvent *event = tav_window_get_event (window);
  TavPlayer *player = tav_event_get_player (event, index);
  TavHand hand = { TAV_HAND_PLAYER, (char *) tav_player_get_name (player) };
  g_autoptr(GError) error = NULL;

  tav_event_set_hand (event, &hand);
  g_assert_true (tav_event_check_in (event, tav_player_get_id (player), TRUE, &error));
  g_assert_no_error (error);
  tav_session_flush (tav_window_get_session (window));
}

static gboolean
none_checked_in (gpointer data)
{
  return !tav_event_is_checking_in (data);
}

/* Four phones one after the other, while the toast is shown: one toast,
 * the same one, names them (all three, then the last and three others),
 * and its Undo checks all four out in one step of the history, each
 * logged in the organiser's hand. A phone after the Undo starts anew. */
static void
test_burst (void)
{
  Door door;
  g_autofree char *one = g_strdup_printf (_("%s checked in from a phone"), "Anna Rossi");
  g_autofree char *three = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u player checked in from phones: %s",
                                                         "%u players checked in from phones: %s", 3),
                                            3, "Anna Rossi, Bruno Verdi, Carla Neri");
  g_autofree char *others = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s and %u other", "%s and %u others", 3),
                                             "Dario Bianchi", 3);
  g_autofree char *four = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u player checked in from phones: %s",
                                                        "%u players checked in from phones: %s", 4),
                                           4, others);
  TavWindow *window;
  TavSession *session;
  TavEvent *event;
  GtkWidget *bar;
  GListModel *log;
  AdwToast *toast;
  guint n_undo, n_log;

  door_open (&door);
  window = door.window;
  session = door.session;
  event = door.event;
  bar = GTK_WIDGET (door.bar);
  phone_checks_in (window, 0);
  g_assert_cmpstr (tav_ui_get_last_toast (bar), ==, one);
  toast = tav_ui_get_toast (bar);
  g_assert_nonnull (toast);
  g_assert_cmpstr (adw_toast_get_button_label (toast), ==, _("_Undo"));
  phone_checks_in (window, 1);
  phone_checks_in (window, 2);
  g_assert_cmpstr (tav_ui_get_last_toast (bar), ==, three);
  /* The toast on screen, retitled: none dismissed, none queued. */
  g_assert_true (tav_ui_get_toast (bar) == toast);
  g_assert_cmpstr (adw_toast_get_title (toast), ==, three);
  phone_checks_in (window, 3);
  g_assert_cmpstr (tav_ui_get_last_toast (bar), ==, four);
  g_assert_true (tav_ui_get_toast (bar) == toast);
  g_assert_cmpstr (adw_toast_get_button_label (toast), ==, _("_Undo"));

  n_undo = tav_session_get_n_undo (session);
  log = tav_event_get_log (event);
  n_log = g_list_model_get_n_items (log);
  g_signal_emit_by_name (toast, "button-clicked");
  wait_until (none_checked_in, event);
  tav_session_flush (session);
  g_assert_cmpuint (tav_session_get_n_undo (session), ==, n_undo + 1);
  g_assert_cmpuint (g_list_model_get_n_items (log), ==, n_log + 4);
  for (guint i = n_log; i < n_log + 4; i++)
    {
      g_autoptr(TavLogEntry) entry = g_list_model_get_item (log, i);

      g_assert_cmpstr (tav_log_entry_get_act (entry), ==, "player-checked-out");
      g_assert_cmpint (tav_log_entry_get_hand (entry)->kind, ==, TAV_HAND_APP);
    }

  /* Anna again: told alone, not added to what was undone. */
  phone_checks_in (window, 0);
  g_assert_cmpstr (tav_ui_get_last_toast (bar), ==, one);

  door_close (&door);
}

static gboolean
self_check_in_off (gpointer data)
{
  TavEvent *event = tav_window_get_event (data);

  return event != NULL && !tav_event_get_self_check_in (event);
}

/* The check-in bar's switch lets players check in from their phones as
 * the venue window's does: through the event, logged in the organiser's
 * hand, undone as one step; it follows the event undone. */
static void
test_bar_switch (void)
{
  g_autoptr(TavLogEntry) last = NULL;
  g_autofree char *shot = NULL;
  const char *language;
  GtkWidget *button;
  GtkSwitch *toggle;
  GListModel *log;
  guint n_undo;
  Door door;

  door_open (&door);
  toggle = tav_check_in_bar_get_self_check_in_switch (door.bar);
  g_assert_false (gtk_switch_get_active (toggle));
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (toggle)));

  /* In the menu of the bar's phone button, where the organiser finds it. */
  button = tav_test_find_descendant (GTK_WIDGET (door.bar), GTK_TYPE_MENU_BUTTON);
  g_assert_true (gtk_widget_get_visible (button));
  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  wait_until (tav_test_is_mapped, toggle);
  language = g_getenv ("LANGUAGE");
  shot = g_strdup_printf ("check-in-bar-phones-%s.png", language && strcmp (language, "C") != 0 ? language : "en");
  tav_test_screenshot (NULL, shot);
  gtk_menu_button_popdown (GTK_MENU_BUTTON (button));
  n_undo = tav_session_get_n_undo (door.session);
  gtk_switch_set_active (toggle, TRUE);
  g_assert_true (tav_event_get_self_check_in (door.event));
  tav_session_flush (door.session);
  g_assert_cmpuint (tav_session_get_n_undo (door.session), ==, n_undo + 1);
  log = tav_event_get_log (door.event);
  last = g_list_model_get_item (log, g_list_model_get_n_items (log) - 1);
  g_assert_cmpstr (tav_log_entry_get_act (last), ==, "self-check-in-on");
  g_assert_cmpint (tav_log_entry_get_hand (last)->kind, ==, TAV_HAND_APP);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (door.window), "win.undo", NULL));
  wait_until (self_check_in_off, door.window);
  tav_test_run_pending ();
  g_assert_false (gtk_switch_get_active (toggle));

  door_close (&door);
}

int
main (int   argc,
      char *argv[])
{
  /* In another language (LANGUAGE, and TAV_LOCALE_DIR the build
   * directory's catalogs) the app's words are checked as translated. */
  if (g_getenv ("TAV_LOCALE_DIR") != NULL)
    tav_i18n_init ();
  tav_test_gtk_init (&argc, &argv);
  adw_init ();

  g_test_add_func ("/check-in-app/phone", test_phone);
  g_test_add_func ("/check-in-app/burst", test_burst);
  g_test_add_func ("/check-in-app/bar-switch", test_bar_switch);

  return g_test_run ();
}
