/* test-log-window.c — the event's log in the app: each committed edit
 * recorded by the app's hand, undo and redo recorded as changes without
 * taking the log back, and the Event Log window (rows, filters, CSV)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include <adwaita.h>
#include <glib/gstdio.h>

#include "tav-document.h"
#include "tav-event-log.h"
#include "tav-event-private.h"
#include "tav-log-window.h"
#include "tav-session.h"
#include "tav-table-token.h"
#include "tav-test-app.h"
#include "tav-test-destiny.h"
#include "tav-test-wait.h"
#include "tav-window.h"

#define KEY "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"
#define wait_until(condition, data) tav_test_wait_until (condition, data, #condition)

static char *tmp_dir;

static const char *
row_title (GtkListBox *list,
           int         index)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, index);

  g_assert_nonnull (row);
  return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));
}

static TavLogEntry *
entry_at (TavEvent *event,
          guint     index)
{
  GListModel *log = tav_event_get_log (event);

  g_assert_cmpuint (index, <, g_list_model_get_n_items (log));
  return g_list_model_get_item (log, index);
}

static guint
n_entries (TavEvent *event)
{
  return g_list_model_get_n_items (tav_event_get_log (event));
}

static TavTable *
table_of (TavEvent *event,
          guint     number)
{
  return tav_round_find_table (tav_stage_get_round (tav_event_get_current_stage (event), 1), number);
}

/* Eight Destiny players, round 1 drawn: four tables. */
static TavEvent *
draw_eight (void)
{
  TavEvent *event = tav_event_new ("destiny", "Log Cup");
  g_autoptr(GError) error = NULL;

  tav_event_set_seed (event, 5);
  for (guint i = 0; i < 8; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %u", i + 1);

      g_assert_nonnull (tav_event_add_player (event, name, NULL));
    }
  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
  return event;
}

static void
assert_entry (TavEvent    *event,
              guint        index,
              const char  *act,
              guint        table)
{
  g_autoptr(TavLogEntry) entry = entry_at (event, index);

  g_assert_cmpstr (tav_log_entry_get_act (entry), ==, act);
  g_assert_cmpint (tav_log_entry_get_hand (entry)->kind, ==, TAV_HAND_APP);
  g_assert_cmpuint (tav_log_entry_get_table (entry), ==, table);
}

/* An edit, its undo and its redo: three entries by the app's hand, and
 * the result back. The log is never taken back by the undo. */
static void
test_session_undo_redo (void)
{
  g_autoptr(TavSession) session = tav_session_new ();
  g_autoptr(TavEvent) event = draw_eight ();
  TavEvent *shown;
  TavStage *stage;
  guint n;

  tav_session_load (session, event, NULL, FALSE);
  n = n_entries (tav_session_get_event (session));

  shown = tav_session_get_event (session);
  stage = tav_event_get_current_stage (shown);
  tav_test_destiny_set_winner (shown, stage, 1, 2, tav_table_get_seat (table_of (shown, 2), 0));
  tav_session_flush (session);
  g_assert_cmpuint (n_entries (tav_session_get_event (session)), ==, n + 1);
  assert_entry (tav_session_get_event (session), n, "result-entered", 2);

  g_assert_true (tav_session_undo (session));
  shown = tav_session_get_event (session);
  g_assert_false (tav_table_has_result (table_of (shown, 2)));
  g_assert_cmpuint (n_entries (shown), ==, n + 2);
  assert_entry (shown, n, "result-entered", 2);
  {
    g_autoptr(TavLogEntry) undo = entry_at (shown, n + 1);
    g_autofree char *words = tav_log_entry_describe (undo, shown);

    g_assert_cmpstr (tav_log_entry_get_act (undo), ==, "undo");
    g_assert_cmpstr (words, ==, "Round 1, table 2: last change undone");
    g_assert_cmpint (tav_log_entry_get_hand (undo)->kind, ==, TAV_HAND_APP);
    g_assert_cmpuint (tav_log_entry_get_table (undo), ==, 2);
  }

  g_assert_true (tav_session_redo (session));
  shown = tav_session_get_event (session);
  g_assert_true (tav_table_has_result (table_of (shown, 2)));
  g_assert_cmpuint (n_entries (shown), ==, n + 3);
  {
    g_autoptr(TavLogEntry) redo = entry_at (shown, n + 2);

    g_assert_cmpstr (tav_log_entry_get_act (redo), ==, "redo");
    g_assert_cmpint (tav_log_entry_get_hand (redo)->kind, ==, TAV_HAND_APP);
    g_assert_cmpuint (tav_log_entry_get_table (redo), ==, 2);
  }

  /* What is saved holds the three entries. */
  {
    g_autofree char *path = g_build_filename (tmp_dir, "undo.tavolo", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autoptr(TavEvent) saved = NULL;
    g_autoptr(GError) error = NULL;

    g_assert_true (tav_session_save (session, file, &error));
    g_assert_no_error (error);
    saved = tav_document_load_file (path, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (n_entries (saved), ==, n + 3);
    g_remove (path);
  }
}

/* A result sent from a table's phone comes into the app's event as an
 * arrival: recorded by a table's hand, not the app's. */
static void
test_session_arrival (void)
{
  g_autoptr(TavSession) session = tav_session_new ();
  g_autoptr(TavEvent) event = draw_eight ();
  g_autoptr(JsonObject) result = json_object_new ();
  g_autoptr(TavSubmission) submission = NULL;
  g_autoptr(TavLogEntry) entry = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *token = NULL;
  TavEvent *shown;
  const char *stage;
  guint n;

  tav_inbox_set_key (tav_event_get_inbox (event), KEY);
  tav_session_load (session, event, NULL, FALSE);
  shown = tav_session_get_event (session);
  n = n_entries (shown);
  stage = tav_stage_get_id (tav_event_get_current_stage (shown));
  token = tav_token_for_table (KEY, stage, 1, 3);
  json_object_set_string_member (result, "winner", tav_table_get_seat (table_of (shown, 3), 0));
  submission = tav_inbox_submit (tav_event_get_inbox (shown), token, stage, 1, 3, "t3", 0, result,
                                 NULL, &error);
  g_assert_no_error (error);
  tav_session_flush (session);

  g_assert_cmpuint (n_entries (shown), ==, n + 1);
  entry = entry_at (shown, n);
  g_assert_cmpint (tav_log_entry_get_hand (entry)->kind, ==, TAV_HAND_TABLE);
  g_assert_cmpuint (tav_log_entry_get_table (entry), ==, 3);
  /* No step of the organiser's history. */
  g_assert_false (tav_session_get_can_undo (session));
}

/* The window: the newest first, one row an entry, following the edits and
 * the undo (a new event); the search by table and by part of a name; the
 * hand's drop-down; the CSV written. */
static void
test_window (void)
{
  g_autoptr(TavEvent) event = draw_eight ();
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (tmp_dir, "log.csv", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *csv = NULL;
  g_autofree char *player = NULL;
  TavLogWindow *log_window;
  GtkListBox *list;
  TavWindow *window;
  TavEvent *shown;
  guint n;

  window = g_object_ref (tav_window_new (NULL));
  gtk_window_present (GTK_WINDOW (window));
  wait_until (tav_test_is_mapped, window);
  tav_window_set_event (window, event, NULL);
  tav_test_run_pending ();

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.log", NULL));
  log_window = tav_test_wait_for_toplevel (TAV_TYPE_LOG_WINDOW);
  wait_until (tav_test_is_mapped, log_window);
  list = tav_log_window_get_list (log_window);
  n = n_entries (tav_window_get_event (window));
  g_assert_cmpuint (tav_test_n_rows (list), ==, n);

  /* Two results: their rows come on top, the newest first. */
  shown = tav_window_get_event (window);
  tav_test_destiny_set_winner (shown, tav_event_get_current_stage (shown), 1, 1,
                               tav_table_get_seat (table_of (shown, 1), 0));
  tav_test_run_pending ();
  shown = tav_window_get_event (window);
  tav_test_destiny_set_winner (shown, tav_event_get_current_stage (shown), 1, 3,
                               tav_table_get_seat (table_of (shown, 3), 1));
  tav_test_run_pending ();
  g_assert_cmpuint (tav_test_n_rows (list), ==, n + 2);
  g_assert_nonnull (strstr (row_title (list, 0), "table 3"));
  g_assert_nonnull (strstr (row_title (list, 1), "table 1"));

  /* The undo replaces the event: the window follows it. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  tav_test_run_pending ();
  g_assert_cmpuint (tav_test_n_rows (list), ==, n + 3);

  tav_log_window_set_search (log_window, "1");
  g_assert_cmpuint (tav_test_n_rows (list), ==, 1);
  tav_log_window_set_search (log_window, "3");
  g_assert_cmpuint (tav_test_n_rows (list), ==, 2);
  /* Part of a name, any case: table 1's winner, in its result. */
  player = g_utf8_strdown (tav_player_get_name (tav_event_find_player (tav_window_get_event (window),
                                                                       tav_table_get_seat (table_of (tav_window_get_event (window), 1), 0))),
                           -1);
  tav_log_window_set_search (log_window, player + 1);
  g_assert_cmpuint (tav_test_n_rows (list), >=, 1);
  tav_log_window_set_search (log_window, "nobody by this name");
  g_assert_cmpuint (tav_test_n_rows (list), ==, 0);
  tav_log_window_set_search (log_window, "");
  tav_log_window_set_hand (log_window, TAV_HAND_JUDGE);
  g_assert_cmpuint (tav_test_n_rows (list), ==, 0);
  tav_log_window_set_hand (log_window, TAV_HAND_APP);
  g_assert_cmpuint (tav_test_n_rows (list), ==, 3);
  tav_log_window_set_hand (log_window, -1);
  g_assert_cmpuint (tav_test_n_rows (list), ==, n + 3);

  tav_test_screenshot (GTK_WIDGET (log_window), "log-window.png");
  g_assert_true (tav_log_window_export_to (log_window, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &csv, NULL, &error));
  {
    g_auto(GStrv) lines = g_strsplit (csv, "\n", -1);

    /* A header, a line an entry, and the final newline. */
    g_assert_cmpuint (g_strv_length (lines), ==, n + 3 + 2);
    g_assert_nonnull (strstr (csv, ",app,"));
    g_assert_nonnull (strstr (csv, "result-entered"));
  }
  g_remove (path);

  tav_test_close_window (log_window);
  tav_test_close_window (window);
  g_object_unref (window);
}

/* A copy of EVENT with table TABLE's result, recorded by HAND. */
static TavEvent *
judge_result (TavEvent      *event,
              guint          table,
              const TavHand *hand)
{
  g_autofree char *data = tav_document_to_data (event, NULL);
  g_autoptr(GError) error = NULL;
  TavEvent *after = tav_document_load_data (data, strlen (data), &error);
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();

  g_assert_no_error (error);
  tav_test_destiny_set_winner (after, tav_event_get_current_stage (after), 1, table,
                               tav_table_get_seat (table_of (after, table), 1));
  tav_event_log_record (after, event, hand, now);
  return after;
}

/* 360 px wide: the search, the drop-down and the export button in view,
 * the words wrapped. */
static void
test_narrow (void)
{
  g_autoptr(TavEvent) drawn = draw_eight ();
  g_autoptr(TavHand) judge = tav_hand_new (TAV_HAND_JUDGE, "Marco");
  g_autoptr(TavHand) table = tav_hand_new (TAV_HAND_TABLE, NULL);
  g_autoptr(TavEvent) one = judge_result (drawn, 1, table);
  g_autoptr(TavEvent) event = judge_result (one, 2, judge);
  TavLogWindow *log_window = tav_log_window_new (event);
  int min = 0;

  gtk_window_set_default_size (GTK_WINDOW (log_window), 360, 600);
  gtk_window_present (GTK_WINDOW (log_window));
  wait_until (tav_test_is_mapped, log_window);
  tav_test_wait_for_frame (GTK_WIDGET (log_window));
  gtk_widget_measure (gtk_window_get_child (GTK_WINDOW (log_window)), GTK_ORIENTATION_HORIZONTAL, -1,
                      &min, NULL, NULL, NULL);
  g_assert_cmpint (min, <=, 360);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (log_window)), <=, 360);
  g_assert_cmpuint (tav_test_n_rows (tav_log_window_get_list (log_window)), ==, 2);
  tav_test_screenshot (GTK_WIDGET (log_window), "log-window-360.png");
  tav_test_close_window (log_window);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data_home = NULL;
  int status;

  tmp_dir = g_dir_make_tmp ("tavolo-test-log-XXXXXX", &error);
  g_assert_no_error (error);
  data_home = g_build_filename (tmp_dir, "data", NULL);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);

  tav_test_gtk_init (&argc, &argv);
  tav_test_bind_translations ();
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-cursor-blink", FALSE, NULL);

  g_test_add_func ("/log-window/session-undo-redo", test_session_undo_redo);
  g_test_add_func ("/log-window/session-arrival", test_session_arrival);
  g_test_add_func ("/log-window/window", test_window);
  g_test_add_func ("/log-window/narrow", test_narrow);
  status = g_test_run ();
  tav_test_app_remove_folder (g_steal_pointer (&tmp_dir));
  return status;
}
