/* test-inbox-window.c — “Results from the Tables” in the app: the badge
 * counts what waits, Enter accepts, a rejection keeps its reason, and undo
 * in the main window takes both back
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include <adwaita.h>
#include <glib/gstdio.h>

#include "tav-document.h"
#include "tav-inbox-window.h"
#include "tav-recovery.h"
#include "tav-session.h"
#include "tav-table-token.h"
#include "tav-test-app.h"
#include "tav-test-wait.h"
#include "tav-window.h"
#include "tav-event-private.h"

#define KEY "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"
#define wait_until(condition, data) tav_test_wait_until (condition, data, #condition)

static char *tmp_dir;

static TavTable *
table_of (TavEvent *event,
          guint     number)
{
  return tav_round_find_table (tav_stage_get_round (tav_event_get_current_stage (event), 1), number);
}

/* A result for @table: seat 1 wins; @seats say who agrees. */
static void
send (TavEvent   *event,
      guint       table,
      const char *id,
      guint       seat)
{
  const char *stage = tav_stage_get_id (tav_event_get_current_stage (event));
  /* A seat agrees with the code printed under its name. */
  g_autofree char *token = seat ? tav_token_for_seat (KEY, stage, 1, table, seat)
                                : tav_token_for_table (KEY, stage, 1, table);
  g_autoptr(JsonObject) result = json_object_new ();
  g_autoptr(TavSubmission) s = NULL;
  g_autoptr(GError) error = NULL;

  json_object_set_string_member (result, "winner", tav_table_get_seat (table_of (event, table), 0));
  s = tav_inbox_submit (tav_event_get_inbox (event), token, stage, 1, table, id, seat, result,
                        NULL, &error);
  g_assert_no_error (error);
}

/* Eight players at two tables of round 1, the venue key set. */
static void
draw_eight (TavEvent *event)
{
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < 8; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %u", i + 1);

      g_assert_nonnull (tav_event_add_player (event, name, NULL));
    }
  g_assert_true (tav_event_draw_round (event, &error));
  tav_inbox_set_key (tav_event_get_inbox (event), KEY);
}

static void
test_inbox_window (void)
{
  g_autoptr(TavEvent) event = tav_event_new ("destiny", "Inbox Cup");
  g_autoptr(GError) error = NULL;
  TavWindow *window;
  TavInboxWindow *inbox_window;
  GtkButton *badge;
  GtkListBox *list;
  TavEvent *current;

  tav_event_set_seed (event, 3);
  draw_eight (event);
  send (event, 1, "one", 1);
  send (event, 1, "one-b", 2);
  send (event, 3, "three", 2);

  window = g_object_ref (tav_window_new (NULL));
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 900);
  gtk_window_present (GTK_WINDOW (window));
  wait_until (tav_test_is_mapped, window);
  tav_window_set_event (window, event, NULL);
  tav_test_run_pending ();

  badge = GTK_BUTTON (gtk_widget_get_template_child (GTK_WIDGET (window), TAV_TYPE_WINDOW, "inbox_button"));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (badge)));
  g_assert_cmpstr (gtk_button_get_label (badge), ==, "2 Results");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.inbox", NULL));
  inbox_window = tav_test_find_toplevel (TAV_TYPE_INBOX_WINDOW);
  g_assert_nonnull (inbox_window);
  wait_until (tav_test_is_mapped, inbox_window);
  list = tav_inbox_window_get_list (inbox_window);
  g_assert_cmpuint (tav_test_n_rows (list), ==, 2);
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (gtk_list_box_get_row_at_index (list, 0))),
                            "Winner: Player"));

  /* Enter on the first row: table 1's result is entered. */
  gtk_widget_grab_focus (GTK_WIDGET (gtk_list_box_get_row_at_index (list, 0)));
  g_assert_true (gtk_widget_activate (GTK_WIDGET (gtk_list_box_get_row_at_index (list, 0))));
  tav_test_run_pending ();
  current = tav_window_get_event (window);
  g_assert_true (tav_table_has_result (table_of (current, 1)));
  g_assert_cmpuint (tav_test_n_rows (list), ==, 1);
  g_assert_cmpstr (gtk_button_get_label (badge), ==, "1 Result");

  /* Table 3 is rejected, with the reason the phone will show. */
  g_assert_true (tav_inbox_window_reject (inbox_window, "three", "Come to the desk"));
  tav_test_run_pending ();
  g_assert_cmpuint (tav_test_n_rows (list), ==, 0);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (badge)));
  g_assert_cmpstr (tav_submission_get_reason (tav_inbox_find (tav_event_get_inbox (current), "three")),
                   ==, "Come to the desk");

  /* Undo twice: the rejection, then the accepted result. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  tav_test_run_pending ();
  g_assert_cmpuint (tav_test_n_rows (list), ==, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  tav_test_run_pending ();
  current = tav_window_get_event (window);
  g_assert_false (tav_table_has_result (table_of (current, 1)));
  g_assert_cmpuint (tav_test_n_rows (list), ==, 2);
  g_assert_cmpstr (gtk_button_get_label (badge), ==, "2 Results");

  gtk_window_destroy (GTK_WINDOW (window));
  tav_test_wait_for_finalize (window);
}

static TavSubmissionState
state_of (TavWindow  *window,
          const char *id)
{
  TavSubmission *s = tav_inbox_find (tav_event_get_inbox (tav_window_get_event (window)), id);

  g_assert_nonnull (s);
  return tav_submission_get_state (s);
}

/* The requests turned away: the inbox's log, not the event's. */
static guint
n_refused (TavWindow *window)
{
  TavInbox *inbox = tav_event_get_inbox (tav_window_get_event (window));

  return g_list_model_get_n_items (tav_refusal_log_get_model (tav_inbox_get_refusals (inbox)));
}

static void
undo (TavWindow  *window,
      const char *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
  tav_test_run_pending ();
}

/* What the phones send is no step of the organiser's: undo and redo take
 * back the organiser's accepts and leave every arrival where it is. */
static void
test_arrivals_survive_undo (void)
{
  g_autoptr(TavEvent) event = tav_event_new ("destiny", "Undo Cup");
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) nothing = json_object_new ();
  TavInbox *inbox;
  TavWindow *window;

  tav_event_set_seed (event, 5);
  draw_eight (event);
  send (event, 1, "one", 1);

  window = g_object_ref (tav_window_new (NULL));
  gtk_window_present (GTK_WINDOW (window));
  wait_until (tav_test_is_mapped, window);
  tav_window_set_event (window, event, NULL);
  tav_test_run_pending ();

  /* The organiser accepts table 1; then table 2's phone sends, and a
   * forged link is turned away. */
  g_assert_true (tav_inbox_accept (tav_event_get_inbox (tav_window_get_event (window)), "one", &error));
  g_assert_no_error (error);
  tav_test_run_pending ();
  send (tav_window_get_event (window), 2, "two", 1);
  inbox = tav_event_get_inbox (tav_window_get_event (window));
  g_assert_null (tav_inbox_submit (inbox, "forged", tav_stage_get_id (tav_event_get_current_stage (tav_window_get_event (window))),
                                   1, 3, "x", 1, nothing, "10.0.0.9", &error));
  g_assert_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_FORBIDDEN);
  g_clear_error (&error);
  tav_test_run_pending ();
  g_assert_cmpuint (n_refused (window), ==, 1);

  /* Ctrl+Z right after the phone: the accept is undone, not the arrival. */
  undo (window, "win.undo");
  g_assert_cmpint (state_of (window, "one"), ==, TAV_SUBMISSION_PENDING);
  g_assert_false (tav_table_has_result (table_of (tav_window_get_event (window), 1)));
  g_assert_cmpint (state_of (window, "two"), ==, TAV_SUBMISSION_PENDING);
  g_assert_cmpuint (n_refused (window), ==, 1);
  /* Nothing is left to undo: the arrivals stay. */
  undo (window, "win.undo");
  g_assert_cmpint (state_of (window, "two"), ==, TAV_SUBMISSION_PENDING);
  g_assert_cmpuint (n_refused (window), ==, 1);

  /* Redo brings the accept back and keeps the arrival. */
  undo (window, "win.redo");
  g_assert_cmpint (state_of (window, "one"), ==, TAV_SUBMISSION_ACCEPTED);
  g_assert_true (tav_table_has_result (table_of (tav_window_get_event (window), 1)));
  g_assert_cmpint (state_of (window, "two"), ==, TAV_SUBMISSION_PENDING);
  g_assert_cmpuint (n_refused (window), ==, 1);

  /* Accepting table 2 and undoing it: waiting again, no result. */
  g_assert_true (tav_inbox_accept (tav_event_get_inbox (tav_window_get_event (window)), "two", &error));
  tav_test_run_pending ();
  g_assert_true (tav_table_has_result (table_of (tav_window_get_event (window), 2)));
  undo (window, "win.undo");
  g_assert_cmpint (state_of (window, "two"), ==, TAV_SUBMISSION_PENDING);
  g_assert_false (tav_table_has_result (table_of (tav_window_get_event (window), 2)));
  g_assert_cmpint (state_of (window, "one"), ==, TAV_SUBMISSION_ACCEPTED);
  g_assert_cmpuint (n_refused (window), ==, 1);

  /* A crash now would leave the recovery copy, arrivals in it: another
   * window takes it up with table 2 still waiting. */
  {
    g_autoptr(GPtrArray) items = tav_recovery_list ();
    const char *id = tav_session_get_recovery_id (tav_window_get_session (window));
    TavRecoveryItem *item = NULL;
    TavWindow *other;

    for (guint i = 0; i < items->len; i++)
      if (g_strcmp0 (((TavRecoveryItem *) items->pdata[i])->id, id) == 0)
        item = items->pdata[i];
    g_assert_nonnull (item);
    other = g_object_ref (tav_window_new (NULL));
    g_assert_true (tav_window_recover (other, item, &error));
    g_assert_no_error (error);
    g_assert_cmpint (state_of (other, "two"), ==, TAV_SUBMISSION_PENDING);
    g_assert_cmpint (state_of (other, "one"), ==, TAV_SUBMISSION_ACCEPTED);
    /* The refusal log was the first window's, never the file's. */
    g_assert_cmpuint (n_refused (other), ==, 0);
    gtk_window_destroy (GTK_WINDOW (other));
    tav_test_wait_for_finalize (other);
  }

  gtk_window_destroy (GTK_WINDOW (window));
  tav_test_wait_for_finalize (window);
}

static AdwMessageDialog *
find_dialog (void)
{
  AdwMessageDialog *dialog = tav_test_shown_message_dialog ();

  g_assert_nonnull (dialog);
  return dialog;
}

/* A main window on @event, and its "Results from the Tables" opened from
 * the menu action. */
static TavInboxWindow *
open_inbox (TavEvent   *event,
            TavWindow **window)
{
  TavInboxWindow *inbox_window;

  *window = g_object_ref (tav_window_new (NULL));
  gtk_window_present (GTK_WINDOW (*window));
  wait_until (tav_test_is_mapped, *window);
  tav_window_set_event (*window, event, NULL);
  tav_test_run_pending ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (*window), "win.inbox", NULL));
  inbox_window = tav_test_find_toplevel (TAV_TYPE_INBOX_WINDOW);
  wait_until (tav_test_is_mapped, inbox_window);
  return inbox_window;
}

/* As a click on the button does: the answer, then the dialog goes. */
static void
respond (AdwMessageDialog *dialog,
         const char       *response)
{
  adw_message_dialog_response (dialog, response);
  gtk_window_destroy (GTK_WINDOW (dialog));
  tav_test_run_pending ();
}

static const char *
subtitle_of (GtkListBox *list,
             int         index)
{
  return adw_action_row_get_subtitle (ADW_ACTION_ROW (gtk_list_box_get_row_at_index (list, index)));
}

/* Table 1 was entered by the organiser while its phone's result still
 * waited: the row says what is entered, accepting asks with both
 * results; "Keep Entered" changes nothing, "Replace" enters the one
 * sent (undone in the main window), "Reject Sent" sets it aside. */
static void
test_replace (void)
{
  g_autoptr(TavEvent) event = tav_event_new ("destiny", "Replace Cup");
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) entered = json_object_new ();
  g_autofree char *expected = NULL;
  TavInboxWindow *inbox_window;
  AdwMessageDialog *dialog;
  GtkListBox *list;
  TavWindow *window;
  TavEvent *current;
  TavTable *table;
  const char *a, *b;

  tav_event_set_seed (event, 3);
  draw_eight (event);
  send (event, 1, "one", 1);
  send (event, 3, "three", 1);
  inbox_window = open_inbox (event, &window);
  list = tav_inbox_window_get_list (inbox_window);

  /* The organiser enters table 1 with the other player winning. */
  current = tav_window_get_event (window);
  table = table_of (current, 1);
  a = tav_table_get_seat (table, 0);
  b = tav_table_get_seat (table, 1);
  json_object_set_string_member (entered, "winner", b);
  g_assert_true (tav_event_set_result (current, tav_event_get_current_stage (current), 1, 1, entered, &error));
  g_assert_no_error (error);
  tav_test_run_pending ();
  expected = g_strdup_printf ("Already entered: %s wins", tav_player_get_name (tav_event_find_player (current, b)));
  g_assert_nonnull (strstr (subtitle_of (list, 0), expected));
  g_assert_null (strstr (subtitle_of (list, 1), "Already entered"));

  /* Accept: a question, both results in it; kept, nothing changes. */
  g_assert_false (tav_inbox_window_accept (inbox_window, "one"));
  dialog = find_dialog ();
  g_clear_pointer (&expected, g_free);
  expected = g_strdup_printf ("Entered: %s wins\nSent from the table: %s wins\n\n"
                              "Replace the result entered with the one sent?",
                              tav_player_get_name (tav_event_find_player (current, b)),
                              tav_player_get_name (tav_event_find_player (current, a)));
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==, expected);
  g_assert_cmpstr (adw_message_dialog_get_default_response (dialog), ==, "keep");
  respond (dialog, "keep");
  current = tav_window_get_event (window);
  g_assert_cmpstr (tav_result_get_string (tav_table_get_result (table_of (current, 1)), "winner"), ==, b);
  g_assert_cmpint (state_of (window, "one"), ==, TAV_SUBMISSION_PENDING);

  /* Replace: the one sent is entered; undo brings back the one entered. */
  g_assert_true (gtk_widget_activate (GTK_WIDGET (gtk_list_box_get_row_at_index (list, 0))));
  tav_test_run_pending ();
  respond (find_dialog (), "replace");
  current = tav_window_get_event (window);
  g_assert_cmpstr (tav_result_get_string (tav_table_get_result (table_of (current, 1)), "winner"), ==, a);
  g_assert_cmpint (state_of (window, "one"), ==, TAV_SUBMISSION_ACCEPTED);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  tav_test_run_pending ();
  current = tav_window_get_event (window);
  g_assert_cmpstr (tav_result_get_string (tav_table_get_result (table_of (current, 1)), "winner"), ==, b);
  g_assert_cmpint (state_of (window, "one"), ==, TAV_SUBMISSION_PENDING);

  /* Reject Sent: set aside with a reason; the result entered stays. */
  g_assert_false (tav_inbox_window_accept (inbox_window, "one"));
  respond (find_dialog (), "reject");
  current = tav_window_get_event (window);
  g_assert_cmpint (state_of (window, "one"), ==, TAV_SUBMISSION_REJECTED);
  g_assert_cmpstr (tav_submission_get_reason (tav_inbox_find (tav_event_get_inbox (current), "one")),
                   ==, "The organiser kept the result entered");
  g_assert_cmpstr (tav_result_get_string (tav_table_get_result (table_of (current, 1)), "winner"), ==, b);

  /* Table 3 replaces nothing: accepted at once. */
  g_assert_true (tav_inbox_window_accept (inbox_window, "three"));
  tav_test_run_pending ();
  g_assert_null (tav_test_shown_message_dialog ());

  gtk_window_destroy (GTK_WINDOW (window));
  tav_test_wait_for_finalize (window);
}

/* A forged code is listed under "Requests Turned Away" with its address
 * and leaves the event unmodified: nothing to save, nothing to undo. */
static void
test_refusals_listed (void)
{
  g_autoptr(TavEvent) event = tav_event_new ("destiny", "Refusals Cup");
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) nothing = json_object_new ();
  TavInboxWindow *inbox_window;
  GtkListBox *refusals;
  TavInbox *inbox;
  TavWindow *window;

  tav_event_set_seed (event, 4);
  draw_eight (event);
  inbox_window = open_inbox (event, &window);
  refusals = tav_inbox_window_get_refusals_list (inbox_window);
  g_assert_cmpuint (tav_test_n_rows (refusals), ==, 0);

  inbox = tav_event_get_inbox (tav_window_get_event (window));
  for (guint i = 0; i < 3; i++)
    {
      g_assert_null (tav_inbox_submit (inbox, "forged", "swiss", 1, 2, "x", 1, nothing, "10.0.0.9", &error));
      g_assert_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_FORBIDDEN);
      g_clear_error (&error);
    }
  tav_test_run_pending ();
  g_assert_cmpuint (tav_test_n_rows (refusals), ==, 3);
  g_assert_cmpstr (subtitle_of (refusals, 0), ==, "This code does not open table 2 of round 1 (10.0.0.9)");
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (gtk_list_box_get_row_at_index (refusals, 0))),
                   ==, "Round 1, table 2");
  g_assert_false (tav_session_get_modified (tav_window_get_session (window)));
  g_assert_cmpuint (tav_session_get_n_undo (tav_window_get_session (window)), ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
  tav_test_wait_for_finalize (window);
}

static gboolean
event_replaced (gpointer data)
{
  gpointer *pair = data;

  return tav_session_get_event (pair[0]) != pair[1];
}

/* Another program saves the file the app has open: the app reads it
 * again, and the requests turned away so far are still listed (they were
 * never in the file). */
static void
test_refusals_survive_reload (void)
{
  g_autoptr(TavEvent) event = tav_event_new ("destiny", "Reload Cup");
  g_autoptr(TavEvent) theirs = NULL;
  g_autoptr(TavSession) session = tav_session_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) nothing = json_object_new ();
  g_autofree char *path = g_build_filename (tmp_dir, "reload.tavolo", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  TavRefusalLog *log;
  gpointer pair[2];

  tav_event_set_seed (event, 6);
  draw_eight (event);
  g_assert_true (tav_document_save_file (event, path, FALSE, &error));
  g_assert_no_error (error);
  tav_session_load (session, event, file, FALSE);
  g_assert_null (tav_inbox_submit (tav_event_get_inbox (event), "forged", "swiss", 1, 2, "x", 1,
                                   nothing, "10.0.0.7", &error));
  g_clear_error (&error);
  log = tav_inbox_get_refusals (tav_event_get_inbox (event));
  g_assert_cmpuint (g_list_model_get_n_items (tav_refusal_log_get_model (log)), ==, 1);

  theirs = tav_document_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_true (tav_event_rename_player (theirs, "p3", "Carla Saved-By-CLI", &error));
  g_assert_true (tav_document_save_file (theirs, path, TRUE, &error));
  g_assert_no_error (error);
  pair[0] = session;
  pair[1] = event;
  wait_until (event_replaced, pair);

  g_assert_cmpstr (tav_player_get_name (tav_event_find_player (tav_session_get_event (session), "p3")),
                   ==, "Carla Saved-By-CLI");
  g_assert_true (tav_inbox_get_refusals (tav_event_get_inbox (tav_session_get_event (session))) == log);
  g_assert_cmpuint (g_list_model_get_n_items (tav_refusal_log_get_model (log)), ==, 1);
  g_remove (path);
}

static GtkWidget *
find_revoke (GtkWidget  *widget,
             const char *judge)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (g_object_get_data (G_OBJECT (widget), "judge"), judge) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_revoke (child, judge);

      if (found)
        return found;
    }
  return NULL;
}

/* The dialog showing a new judge's code, closed once read. */
static char *
read_code_dialog (void)
{
  AdwMessageDialog *dialog = tav_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  char *text;

  g_assert_nonnull (dialog);
  text = g_strdup (gtk_label_get_text (GTK_LABEL (adw_message_dialog_get_extra_child (dialog))));
  gtk_window_destroy (GTK_WINDOW (dialog));
  return text;
}

/* A judge's code made in the inbox window opens the tables, is shown once
 * and never kept in the clear, and stops working when revoked. */
static void
test_judges (void)
{
  g_autoptr(TavEvent) event = tav_event_new ("destiny", "Judges Cup");
  g_autofree char *code = NULL;
  AdwMessageDialog *dialog;
  TavInboxWindow *inbox_window;
  GtkWidget *entry, *auto_switch, *revoke;
  GtkListBox *judges;
  TavInbox *inbox;
  const char *hash;
  gboolean auto_accept;

  tav_event_set_seed (event, 7);
  draw_eight (event);
  inbox_window = g_object_ref (tav_inbox_window_new (event));
  gtk_window_present (GTK_WINDOW (inbox_window));
  wait_until (tav_test_is_mapped, inbox_window);
  inbox = tav_event_get_inbox (event);
  entry = (GtkWidget *) gtk_widget_get_template_child (GTK_WIDGET (inbox_window), TAV_TYPE_INBOX_WINDOW, "judge_entry");
  auto_switch = (GtkWidget *) gtk_widget_get_template_child (GTK_WIDGET (inbox_window), TAV_TYPE_INBOX_WINDOW, "judge_auto_switch");
  judges = GTK_LIST_BOX (gtk_widget_get_template_child (GTK_WIDGET (inbox_window), TAV_TYPE_INBOX_WINDOW, "judges_list"));
  g_assert_cmpuint (tav_test_n_rows (judges), ==, 2);

  /* Typed in and applied: a row with the name, the code shown once. */
  gtk_editable_set_text (GTK_EDITABLE (entry), "Marta Rossi");
  gtk_switch_set_active (GTK_SWITCH (auto_switch), TRUE);
  g_signal_emit_by_name (entry, "apply");
  tav_test_run_pending ();
  code = read_code_dialog ();
  g_assert_cmpuint (strlen (code), >=, 8);
  g_assert_cmpstr (tav_inbox_check_judge (inbox, code), ==, "Marta Rossi");
  g_assert_cmpuint (tav_inbox_get_n_judges (inbox), ==, 1);
  g_assert_cmpstr (tav_inbox_get_judge (inbox, 0, &hash, &auto_accept), ==, "Marta Rossi");
  g_assert_true (auto_accept);
  g_assert_null (strstr (hash, code));
  g_assert_cmpuint (tav_test_n_rows (judges), ==, 3);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "");
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (auto_switch)));
  g_assert_null (tav_inbox_check_judge (inbox, "not-a-code"));

  /* The same name again: refused with a message, nothing added. */
  g_assert_null (tav_inbox_window_add_judge (inbox_window, "Marta Rossi", FALSE));
  tav_test_run_pending ();
  dialog = tav_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_null (adw_message_dialog_get_extra_child (dialog));
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==, "There is already a judge named “Marta Rossi”");
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_cmpuint (tav_inbox_get_n_judges (inbox), ==, 1);

  /* Revoked: the row goes and the code opens nothing. */
  revoke = find_revoke (GTK_WIDGET (judges), "Marta Rossi");
  g_assert_nonnull (revoke);
  g_signal_emit_by_name (revoke, "clicked");
  tav_test_run_pending ();
  g_assert_cmpuint (tav_inbox_get_n_judges (inbox), ==, 0);
  g_assert_null (tav_inbox_check_judge (inbox, code));
  g_assert_cmpuint (tav_test_n_rows (judges), ==, 2);

  gtk_window_destroy (GTK_WINDOW (inbox_window));
  tav_test_wait_for_finalize (inbox_window);
}

static gboolean
is_close_button (GtkWidget     *widget,
                 gconstpointer  data)
{
  return GTK_IS_BUTTON (widget) &&
         g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (widget)), "window-close-symbolic") == 0;
}

/* A late registration and a deck from phones: listed with their kind,
 * the registration corrected then accepted (its code shown to hand over),
 * the deck accepted into the player. */
static void
test_requests (void)
{
  g_autoptr(TavEvent) event = tav_event_new ("destiny", "Requests Cup");
  g_autoptr(TavSubmission) r = NULL;
  g_autoptr(TavSubmission) d = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) fixed = json_object_new ();
  g_autofree char *code = NULL;
  g_autofree char *printed = NULL;
  g_autofree char *body = NULL;
  TavInboxWindow *inbox_window;
  AdwMessageDialog *dialog;
  GtkListBox *list;
  TavInbox *inbox;
  TavPlayer *ada;

  for (guint i = 0; i < 4; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %u", i + 1);

      g_assert_nonnull (tav_event_add_player (event, name, &error));
    }
  inbox = tav_event_get_inbox (event);
  tav_inbox_set_key (inbox, KEY);
  tav_inbox_set_registration_open (inbox, TRUE);
  r = tav_inbox_request_registration (inbox, "r1", "Ada King", "Roma", "Rey\nPoe", NULL, &error);
  g_assert_no_error (error);
  d = tav_inbox_submit_deck (inbox, "p2", "d1", "Han Solo", NULL, &error);
  g_assert_no_error (error);

  inbox_window = g_object_ref (tav_inbox_window_new (event));
  gtk_window_present (GTK_WINDOW (inbox_window));
  wait_until (tav_test_is_mapped, inbox_window);
  list = tav_inbox_window_get_list (inbox_window);
  g_assert_cmpuint (tav_test_n_rows (list), ==, 2);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (gtk_list_box_get_row_at_index (list, 0))), ==,
                   "Request to Register");
  /* A deck of lines is listed by its first. */
  g_assert_cmpstr (subtitle_of (list, 0), ==, "Ada King (Roma) — deck: Rey …");
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (gtk_list_box_get_row_at_index (list, 1))), ==,
                   "Deck of Player 2");

  json_object_set_string_member (fixed, "name", "Ada Lovelace");
  json_object_set_string_member (fixed, "club", "Roma");
  json_object_set_string_member (fixed, "deck", "Rey; Poe");
  g_assert_true (tav_inbox_edit (inbox, "r1", fixed, &error));
  tav_test_run_pending ();
  g_assert_cmpstr (subtitle_of (list, 0), ==, "Ada Lovelace (Roma) — deck: Rey; Poe");

  /* A name a player has already is taken from the phone, and its row
   * warns the organiser. */
  {
    g_autoptr(TavSubmission) taken = tav_inbox_request_registration (inbox, "r2", "player 4", "", NULL, NULL, &error);

    g_assert_no_error (error);
    tav_test_run_pending ();
    g_assert_cmpuint (tav_test_n_rows (list), ==, 3);
    g_assert_cmpstr (subtitle_of (list, 2), ==,
                     "player 4\nA player named “Player 4” is already registered (p4): "
                     "edit the name or refuse the request");
    g_assert_true (tav_inbox_reject (inbox, "r2", "Already registered", &error));
    g_assert_no_error (error);
    tav_test_run_pending ();
    g_assert_cmpuint (tav_test_n_rows (list), ==, 2);
  }

  g_assert_true (tav_inbox_window_accept (inbox_window, "r1"));
  tav_test_run_pending ();
  ada = tav_event_find_player (event, "p5");
  g_assert_cmpstr (tav_player_get_name (ada), ==, "Ada Lovelace");
  code = tav_event_get_player_code (event, "p5");
  printed = tav_token_format_code (code);
  dialog = find_dialog ();
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Ada Lovelace Is Registered");
  body = g_strdup_printf ("Personal code: %s\n\nHand it over: the player signs with it on the venue’s pages.", printed);
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==, body);
  respond (dialog, "close");

  /* Refusing asks for a reason the phone shows. */
  {
    GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, 0);
    GtkWidget *refuse = tav_test_find_widget (GTK_WIDGET (row), is_close_button, NULL);

    g_assert_nonnull (refuse);
    g_signal_emit_by_name (refuse, "clicked");
    tav_test_run_pending ();
    dialog = find_dialog ();
    g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Refuse the Request?");
    respond (dialog, "cancel");
  }
  g_assert_true (tav_inbox_window_accept (inbox_window, "d1"));
  tav_test_run_pending ();
  g_assert_null (tav_test_shown_message_dialog ());
  g_assert_cmpstr (tav_player_get_deck (tav_event_find_player (event, "p2")), ==, "Han Solo");
  g_assert_cmpuint (tav_test_n_rows (list), ==, 0);
  tav_test_close_window (inbox_window);
  tav_test_wait_for_finalize (inbox_window);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data_home = NULL;

  tmp_dir = g_dir_make_tmp ("tavolo-test-inbox-XXXXXX", &error);
  g_assert_no_error (error);
  data_home = g_build_filename (tmp_dir, "data", NULL);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);

  tav_test_gtk_init (&argc, &argv);
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-cursor-blink", FALSE, NULL);

  g_test_add_func ("/workflow/inbox", test_inbox_window);
  g_test_add_func ("/workflow/inbox/arrivals-survive-undo", test_arrivals_survive_undo);
  g_test_add_func ("/workflow/inbox/judges", test_judges);
  g_test_add_func ("/workflow/inbox/requests", test_requests);
  g_test_add_func ("/workflow/inbox/replace", test_replace);
  g_test_add_func ("/workflow/inbox/refusals-listed", test_refusals_listed);
  g_test_add_func ("/workflow/inbox/refusals-survive-reload", test_refusals_survive_reload);
  return g_test_run ();
}
