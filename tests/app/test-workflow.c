/* test-workflow.c — a tournament run through the window's actions and forms
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include <adwaita.h>
#include <glib/gstdio.h>

#include "tav-bracket.h"
#include "tav-check-in-bar.h"
#include "tav-document.h"
#include "tav-event-dialog.h"
#include "tav-field-editor.h"
#include "tav-finals-page.h"
#include "tav-match-form.h"
#include "tav-players-page.h"
#include "tav-public-display.h"
#include "tav-recovery.h"
#include "tav-result-dialog.h"
#include "tav-result-form.h"
#include "tav-round-timer.h"
#include "tav-rounds-page.h"
#include "tav-session.h"
#include "tav-settings.h"
#include "tav-standings-page.h"
#include "tav-swap-chooser.h"
#include "tav-test-bang.h"
#include "tav-test-destiny.h"
#include "tav-test-app.h"
#include "tav-test-wait.h"
#include "tav-ui.h"
#include "tav-window.h"
#include "tav-event-private.h"

#define EXAMPLE_PATH TAV_EXAMPLES_DIR G_DIR_SEPARATOR_S "bang-2011-27-players.tavolo"

static char *tmp_dir;

/* ---- Main loop helpers ------------------------------------------------ */

#define wait_until(condition, data) tav_test_wait_until (condition, data, #condition)

/* Runs what is pending, as between two key presses. */
#define iterate() tav_test_run_pending ()

static gboolean
pointer_is_null (gpointer data)
{
  return *(gpointer *) data == NULL;
}

typedef struct {
  GListModel *model;
  guint       n_items;
} ModelSize;

static gboolean
model_has_size (gpointer data)
{
  ModelSize *size = data;

  return g_list_model_get_n_items (size->model) == size->n_items;
}

typedef struct {
  GtkLabel   *label;
  const char *text;
} LabelText;

static gboolean
label_contains (gpointer data)
{
  LabelText *expected = data;

  return strstr (gtk_label_get_label (expected->label), expected->text) != NULL;
}

static gboolean
label_empty (gpointer data)
{
  return gtk_label_get_label (data)[0] == '\0';
}

static gboolean
has_event (gpointer data)
{
  return tav_window_get_event (data) != NULL;
}

static void
destroy_window (TavWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  tav_test_wait_for_finalize (window);
}

static void
show_page (TavWindow  *window,
           const char *name)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", name));
  iterate ();
}

/* ---- Results through the form ------------------------------------------ */

static const char *
role_for (guint n_seats,
          guint seat)
{
  static const char *roles5[] = { "sheriff", "deputy", "outlaw", "outlaw", "renegade" };
  static const char *roles6[] = { "sheriff", "deputy", "outlaw", "outlaw", "outlaw", "renegade" };
  static const char *roles7[] = { "sheriff", "deputy", "deputy", "outlaw", "outlaw", "outlaw", "renegade" };

  return n_seats == 5 ? roles5[seat] : n_seats == 6 ? roles6[seat] : roles7[seat];
}

/* A Law win: Sheriff and Deputies alive, everyone else dead. */
static void
fill_law_win (TavResultForm *form,
              guint          n_seats)
{
  for (guint s = 0; s < n_seats; s++)
    {
      const char *role = role_for (n_seats, s);

      tav_test_choose (tav_result_form_get_editor (form, s, "role"), role);
      gtk_check_button_set_active (GTK_CHECK_BUTTON (tav_result_form_get_editor (form, s, "alive")),
                                   g_str_equal (role, "sheriff") || g_str_equal (role, "deputy"));
      gtk_editable_set_text (GTK_EDITABLE (tav_result_form_get_editor (form, s, "spent")), "0");
    }

  tav_test_choose (tav_result_form_get_editor (form, -1, "outcome"), "law");
}

static TavResultDialog *
open_result (TavRoundsPage *page,
             guint          table)
{
  TavResultDialog *dialog;

  g_assert_null (tav_test_find_toplevel (TAV_TYPE_RESULT_DIALOG));
  gtk_widget_activate_action (GTK_WIDGET (page), "rounds.edit-result", "u", table);
  dialog = tav_test_wait_for_toplevel (TAV_TYPE_RESULT_DIALOG);
  g_assert_true (TAV_IS_RESULT_FORM (tav_result_dialog_get_form (dialog)));

  return dialog;
}

static gboolean
dialog_gone (gpointer data)
{
  return tav_test_find_toplevel (GPOINTER_TO_SIZE (data)) == NULL;
}

static void
save_result (TavResultDialog *dialog,
             gboolean         expect_ok)
{
  gtk_widget_activate_action (GTK_WIDGET (dialog), "result.save", NULL);
  iterate ();

  if (expect_ok)
    wait_until (dialog_gone, GSIZE_TO_POINTER (TAV_TYPE_RESULT_DIALOG));
  else
    g_assert_true (tav_test_find_toplevel (TAV_TYPE_RESULT_DIALOG) == dialog);
}

/* ---- The tournament ---------------------------------------------------- */

static void
test_workflow_full (void)
{
  TavWindow *window = tav_test_window_new ();
  TavPlayersPage *players_page = tav_test_child (window, TAV_TYPE_WINDOW, "players_page");
  TavRoundsPage *rounds_page = tav_test_child (window, TAV_TYPE_WINDOW, "rounds_page");
  TavStandingsPage *standings_page = tav_test_child (window, TAV_TYPE_WINDOW, "standings_page");
  TavSession *session = tav_window_get_session (window);
  TavEventDialog *event_dialog;
  TavResultDialog *dialog;
  TavResultForm *form;
  TavEvent *event;
  TavStage *stage;
  TavRound *round;
  TavTable *table;
  GListModel *model;
  gpointer weak_event, weak_dialog, weak_form;
  const char *error;

  /* New Event: the dialog, its name and its parameters. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new", NULL);
  event_dialog = tav_test_wait_for_toplevel (TAV_TYPE_EVENT_DIALOG);
  gtk_editable_set_text (tav_test_child (event_dialog, TAV_TYPE_EVENT_DIALOG, "name_row"), "Workflow Cup");
  gtk_editable_set_text (tav_test_child (event_dialog, TAV_TYPE_EVENT_DIALOG, "venue_row"), "Test Hall");
  gtk_editable_set_text (tav_test_child (event_dialog, TAV_TYPE_EVENT_DIALOG, "seed_row"), "42");
  gtk_widget_activate_action (GTK_WIDGET (event_dialog), "event-dialog.accept", NULL);
  wait_until (has_event, window);
  wait_until (dialog_gone, GSIZE_TO_POINTER (TAV_TYPE_EVENT_DIALOG));

  event = tav_window_get_event (window);
  g_assert_cmpstr (tav_event_get_name (event), ==, "Workflow Cup");
  g_assert_cmpstr (tav_event_get_venue (event), ==, "Test Hall");
  g_assert_cmpuint (tav_event_get_seed (event), ==, 42);
  g_assert_cmpstr (tav_event_get_ruleset_id (event), ==, "bang-2011");
  g_assert_true (tav_session_get_modified (session));
  g_assert_null (tav_window_get_file (window));

  /* 27 players, typed one by one; a name used twice is refused inline. */
  for (guint i = 1; i <= 27; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %02u", i);

      gtk_editable_set_text (tav_test_child (players_page, TAV_TYPE_PLAYERS_PAGE, "add_entry"), name);
      gtk_widget_activate_action (GTK_WIDGET (players_page), "players.add", NULL);
      iterate ();
    }
  gtk_editable_set_text (tav_test_child (players_page, TAV_TYPE_PLAYERS_PAGE, "add_entry"), "player 01");
  gtk_widget_activate_action (GTK_WIDGET (players_page), "players.add", NULL);
  g_assert_true (gtk_widget_get_visible (tav_test_child (players_page, TAV_TYPE_PLAYERS_PAGE, "add_error_label")));
  g_assert_nonnull (strstr (gtk_label_get_label (tav_test_child (players_page, TAV_TYPE_PLAYERS_PAGE, "add_error_label")),
                            "already registered"));
  iterate ();

  event = tav_window_get_event (window);
  g_assert_cmpuint (tav_event_get_n_players (event), ==, 27);
  g_assert_cmpuint (g_list_model_get_n_items (tav_players_page_get_model (players_page)), ==, 27);

  /* The search filters the list, once the typing pauses. */
  {
    ModelSize filtered = { tav_players_page_get_model (players_page), 8 };
    ModelSize all = { tav_players_page_get_model (players_page), 27 };

    gtk_editable_set_text (tav_test_child (players_page, TAV_TYPE_PLAYERS_PAGE, "search_entry"), "player 2");
    wait_until (model_has_size, &filtered);
    gtk_editable_set_text (tav_test_child (players_page, TAV_TYPE_PLAYERS_PAGE, "search_entry"), "");
    wait_until (model_has_size, &all);
  }

  /* Undo takes the last player away, redo brings them back. */
  g_assert_true (tav_session_get_can_undo (session));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  iterate ();
  g_assert_false (tav_window_get_event (window) == event);
  event = tav_window_get_event (window);
  g_assert_cmpuint (tav_event_get_n_players (event), ==, 26);
  g_assert_true (tav_players_page_get_event (players_page) == event);
  g_assert_cmpuint (g_list_model_get_n_items (tav_players_page_get_model (players_page)), ==, 26);
  g_assert_cmpstr (tav_ui_get_last_toast (GTK_WIDGET (window)), ==, "Undone: new player “Player 27”");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  iterate ();
  event = tav_window_get_event (window);
  g_assert_cmpuint (tav_event_get_n_players (event), ==, 27);
  g_assert_false (tav_session_get_can_redo (session));
  g_assert_cmpstr (tav_ui_get_last_toast (GTK_WIDGET (window)), ==, "Redone: new player “Player 27”");

  /* Round 1: 27 players sit at tables of 6 6 5 5 5. The toasts of undo
   * and redo say it was the draw. */
  show_page (window, "rounds");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (rounds_page), "rounds.draw", NULL));
  iterate ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  iterate ();
  g_assert_cmpstr (tav_ui_get_last_toast (GTK_WIDGET (window)), ==, "Undone: draw of round 1");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  iterate ();
  g_assert_cmpstr (tav_ui_get_last_toast (GTK_WIDGET (window)), ==, "Redone: draw of round 1");
  event = tav_window_get_event (window);
  stage = tav_event_get_current_stage (event);
  g_assert_nonnull (stage);
  round = tav_stage_get_last_round (stage);
  g_assert_cmpuint (tav_round_get_n_tables (round), ==, 5);
  g_assert_true (tav_rounds_page_get_round (rounds_page) == round);

  /* Drawn again before any result: a new seating from the same seed. */
  gtk_widget_activate_action (GTK_WIDGET (rounds_page), "rounds.redraw", NULL);
  tav_test_respond ("Draw Round 1 Again?", "redraw");
  round = tav_stage_get_last_round (stage);
  g_assert_cmpuint (tav_round_get_number (round), ==, 1);
  g_assert_true (tav_rounds_page_get_round (rounds_page) == round);
  g_assert_nonnull (strstr (gtk_label_get_label (tav_test_child (rounds_page, TAV_TYPE_ROUNDS_PAGE, "round_subtitle_label")),
                            "seed 42, drawn again 1×"));

  /* Find your table. */
  {
    TavPlayer *player = tav_event_find_player (event, tav_table_get_seat (tav_round_get_table (round, 2), 1));
    GtkLabel *found = tav_test_child (rounds_page, TAV_TYPE_ROUNDS_PAGE, "found_label");

    LabelText table_3 = { found, "Table 3, seat 2" };

    /* A search entry waits for the typing to pause. */
    gtk_editable_set_text (tav_test_child (rounds_page, TAV_TYPE_ROUNDS_PAGE, "find_entry"), tav_player_get_name (player));
    wait_until (label_contains, &table_3);
    gtk_editable_set_text (tav_test_child (rounds_page, TAV_TYPE_ROUNDS_PAGE, "find_entry"), "");
    wait_until (label_empty, found);
  }

  /* A result entered through the form. */
  dialog = open_result (rounds_page, 1);
  form = TAV_RESULT_FORM (tav_result_dialog_get_form (dialog));
  fill_law_win (form, 6);
  save_result (dialog, TRUE);
  table = tav_round_find_table (round, 1);
  g_assert_true (tav_table_has_result (table));
  g_assert_cmpuint (tav_round_get_n_entered (round), ==, 1);
  g_assert_nonnull (strstr (gtk_label_get_label (tav_test_child (rounds_page, TAV_TYPE_ROUNDS_PAGE, "round_subtitle_label")),
                            "1 of 5 tables entered"));

  /* Bad results: each message goes next to the field or seat at fault,
   * and nothing is stored. */
  dialog = open_result (rounds_page, 2);
  form = TAV_RESULT_FORM (tav_result_dialog_get_form (dialog));
  weak_dialog = dialog;
  weak_form = form;
  g_object_add_weak_pointer (G_OBJECT (dialog), &weak_dialog);
  g_object_add_weak_pointer (G_OBJECT (form), &weak_form);
  fill_law_win (form, 6);

  gtk_editable_set_text (GTK_EDITABLE (tav_result_form_get_editor (form, 2, "spent")), "150");
  save_result (dialog, FALSE);
  error = tav_result_form_get_seat_error (form, 2);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error, "not a multiple of 100"));
  g_assert_true (gtk_widget_has_css_class (tav_result_form_get_editor (form, 2, "spent"), "error"));
  g_assert_null (tav_result_form_get_seat_error (form, 1));
  g_assert_nonnull (strstr (tav_result_form_get_message (form), "fields marked below"));

  gtk_editable_set_text (GTK_EDITABLE (tav_result_form_get_editor (form, 2, "spent")), "2100");
  save_result (dialog, FALSE);
  error = tav_result_form_get_seat_error (form, 2);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error, "balance was only 2000"));

  gtk_editable_set_text (GTK_EDITABLE (tav_result_form_get_editor (form, 2, "spent")), "0");
  tav_test_choose (tav_result_form_get_editor (form, 3, "role"), "sheriff");
  save_result (dialog, FALSE);
  error = tav_result_form_get_seat_error (form, 3);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error, "Sheriffs"));
  g_assert_null (tav_result_form_get_seat_error (form, 2));

  fill_law_win (form, 6);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (tav_result_form_get_editor (form, 0, "alive")), FALSE);
  save_result (dialog, FALSE);
  g_assert_nonnull (tav_result_form_get_message (form));
  g_assert_nonnull (strstr (tav_result_form_get_message (form), "Sheriff dead"));
  g_assert_false (tav_table_has_result (tav_round_find_table (round, 2)));

  gtk_window_destroy (GTK_WINDOW (dialog));
  wait_until (pointer_is_null, &weak_dialog);
  wait_until (pointer_is_null, &weak_form);

  /* The standings: every player, ranked; the ranking is secret. */
  show_page (window, "standings");
  g_assert_true (tav_standings_page_get_locked (standings_page));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (standings_page), "standings.unlock", NULL));
  iterate ();
  g_assert_false (tav_standings_page_get_locked (standings_page));
  model = tav_standings_page_get_model (standings_page);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 27);
  {
    g_autoptr(TavStandingsRow) first = g_list_model_get_item (model, 0);
    TavStandings *standings = tav_standings_page_get_standings (standings_page);
    int score = tav_standings_find_column (standings, "score");
    const char *sheriff = tav_table_get_seat (table, 0);

    g_assert_cmpuint (tav_standings_row_get_rank (first), ==, 1);
    g_assert_cmpint (score, >=, 0);
    g_assert_cmpfloat (tav_standings_row_get_value (first, score), >, 2000);
    g_assert_cmpfloat (tav_standings_row_get_value (tav_standings_find_player (standings, sheriff), score), >, 2000);
  }

  /* Leaving the page locks it again. */
  show_page (window, "players");
  show_page (window, "standings");
  g_assert_true (tav_standings_page_get_locked (standings_page));

  /* Undo and redo the result: the pages follow the event. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  iterate ();
  event = tav_window_get_event (window);
  stage = tav_event_get_current_stage (event);
  round = tav_stage_get_last_round (stage);
  g_assert_false (tav_table_has_result (tav_round_find_table (round, 1)));
  g_assert_true (tav_rounds_page_get_event (rounds_page) == event);
  g_assert_true (tav_rounds_page_get_round (rounds_page) == round);
  g_assert_true (tav_standings_page_get_event (standings_page) == event);
  g_assert_cmpstr (tav_ui_get_last_toast (GTK_WIDGET (window)), ==, "Undone: result of table 1");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  iterate ();
  event = tav_window_get_event (window);
  round = tav_stage_get_last_round (tav_event_get_current_stage (event));
  g_assert_true (tav_table_has_result (tav_round_find_table (round, 1)));
  g_assert_cmpstr (tav_ui_get_last_toast (GTK_WIDGET (window)), ==, "Redone: result of table 1");
  g_assert_true (tav_rounds_page_get_round (rounds_page) == round);

  /* A result can be cleared, and comes back with undo. */
  show_page (window, "rounds");
  dialog = open_result (rounds_page, 1);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "result.clear", NULL);
  wait_until (dialog_gone, GSIZE_TO_POINTER (TAV_TYPE_RESULT_DIALOG));
  g_assert_false (tav_table_has_result (tav_round_find_table (round, 1)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  iterate ();
  event = tav_window_get_event (window);
  round = tav_stage_get_last_round (tav_event_get_current_stage (event));
  g_assert_true (tav_table_has_result (tav_round_find_table (round, 1)));

  /* Saving: the file is written and nothing is left to recover. */
  {
    g_autofree char *path = g_build_filename (tmp_dir, "workflow.tavolo", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autoptr(GError) save_error = NULL;
    g_autoptr(TavEvent) saved = NULL;
    g_autoptr(GPtrArray) left = NULL;
    g_autofree char *backup = NULL;

    g_assert_nonnull (tav_session_get_recovery_id (session));
    left = tav_recovery_list ();
    g_assert_cmpuint (left->len, ==, 1);
    g_clear_pointer (&left, g_ptr_array_unref);

    g_assert_true (tav_session_save (session, file, &save_error));
    g_assert_no_error (save_error);
    g_assert_false (tav_session_get_modified (session));
    left = tav_recovery_list ();
    g_assert_cmpuint (left->len, ==, 0);

    saved = tav_document_load_file (path, &save_error);
    g_assert_no_error (save_error);
    g_assert_cmpuint (tav_event_get_n_players (saved), ==, 27);

    /* A second save keeps the first as FILE~. */
    gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL);
    backup = g_strconcat (path, "~", NULL);
    g_assert_true (g_file_test (backup, G_FILE_TEST_EXISTS));
  }

  /* Closing lets go of the event and the pages. */
  weak_event = event;
  g_object_add_weak_pointer (G_OBJECT (event), &weak_event);
  destroy_window (window);
  g_assert_null (weak_event);
}

/* ---- Players: import, warnings ---------------------------------------- */

static void
answer_prompt (const char *text)
{
  AdwMessageDialog *dialog = tav_test_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG);

  gtk_editable_set_text (GTK_EDITABLE (adw_message_dialog_get_extra_child (dialog)), text);
  tav_test_answer (dialog, "accept");
}

static void
test_workflow_players (void)
{
  TavWindow *window = tav_test_window_new ();
  TavPlayersPage *page = tav_test_child (window, TAV_TYPE_WINDOW, "players_page");
  g_autoptr(TavEvent) created = tav_event_new ("bang-2011", "Import Cup");
  AdwMessageDialog *error_dialog;
  TavEvent *event;
  TavPlayer *player;

  tav_window_set_event (window, created, NULL);
  iterate ();

  /* All or nothing: a name twice in the list is named by its line, and
   * the list comes back as it was pasted, to be corrected. */
  tav_test_paste_players (page, "Anna\nAnna\nBruno\n");
  error_dialog = tav_test_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_cmpstr (adw_message_dialog_get_heading (error_dialog), ==, "Paste a List of Players");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (error_dialog), "line 2"));
  {
    GtkWidget *scrolled = adw_message_dialog_get_extra_child (error_dialog);
    GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled))));
    GtkTextIter start, end;
    g_autofree char *kept = NULL;

    gtk_text_buffer_get_bounds (buffer, &start, &end);
    kept = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
    g_assert_cmpstr (kept, ==, "Anna\nAnna\nBruno\n");
  }
  tav_test_answer (error_dialog, "cancel");
  g_assert_cmpuint (tav_event_get_n_players (tav_window_get_event (window)), ==, 0);

  /* A spreadsheet's rows, with their header. */
  tav_test_paste_players (page, "name;club\nAnna Rossi;Bologna\nBruno Bianchi;Modena\nCarla Verdi;\n");
  event = tav_window_get_event (window);
  g_assert_cmpuint (tav_event_get_n_players (event), ==, 3);
  g_assert_cmpstr (tav_player_get_club (tav_event_get_player (event, 0)), ==, "Bologna");

  /* The event's details, edited and undone. */
  {
    TavEventDialog *details;

    gtk_widget_activate_action (GTK_WIDGET (window), "win.event-details", NULL);
    details = tav_test_wait_for_toplevel (TAV_TYPE_EVENT_DIALOG);
    g_assert_true (tav_event_dialog_get_event (details) == event);
    gtk_editable_set_text (tav_test_child (details, TAV_TYPE_EVENT_DIALOG, "venue_row"), "Sala Grande");
    gtk_widget_activate_action (GTK_WIDGET (details), "event-dialog.accept", NULL);
    wait_until (dialog_gone, GSIZE_TO_POINTER (TAV_TYPE_EVENT_DIALOG));
    g_assert_cmpstr (tav_event_get_venue (event), ==, "Sala Grande");
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
    iterate ();
    event = tav_window_get_event (window);
    g_assert_cmpstr (tav_event_get_venue (event), ==, "");
    g_assert_cmpuint (tav_event_get_n_players (event), ==, 3);
  }

  /* Rename, and remove before the first round. */
  gtk_widget_activate_action (GTK_WIDGET (page), "players.rename", "s", "p3");
  answer_prompt ("Carla Neri");
  g_assert_cmpstr (tav_player_get_name (tav_event_find_player (event, "p3")), ==, "Carla Neri");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "players.remove", "s", "p3"));
  iterate ();
  g_assert_cmpuint (tav_event_get_n_players (event), ==, 2);

  /* The second warning ejects the player. */
  gtk_widget_activate_action (GTK_WIDGET (page), "players.warn", "s", "p1");
  answer_prompt ("Late at the table");
  player = tav_event_find_player (tav_window_get_event (window), "p1");
  g_assert_cmpint (tav_player_get_status (player), ==, TAV_PLAYER_ACTIVE);
  gtk_widget_activate_action (GTK_WIDGET (page), "players.warn", "s", "p1");
  answer_prompt ("Insulted a player");
  player = tav_event_find_player (tav_window_get_event (window), "p1");
  g_assert_cmpint (tav_player_get_status (player), ==, TAV_PLAYER_EJECTED);
  g_assert_nonnull (strstr (gtk_label_get_label (tav_test_child (page, TAV_TYPE_PLAYERS_PAGE, "counts_label")),
                            "1 withdrawn or ejected"));

  /* Withdrawing. */
  gtk_widget_activate_action (GTK_WIDGET (page), "players.withdraw", "s", "p2");
  answer_prompt ("");
  g_assert_cmpint (tav_player_get_status (tav_event_find_player (tav_window_get_event (window), "p2")),
                   ==, TAV_PLAYER_WITHDRAWN);

  /* Unsaved changes are asked about on close. */
  gtk_window_close (GTK_WINDOW (window));
  tav_test_respond ("Save Changes?", "cancel");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  g_assert_nonnull (tav_session_get_recovery_id (tav_window_get_session (window)));

  /* A crash here would leave the copy: another window can take it up. */
  {
    g_autoptr(GPtrArray) items = tav_recovery_list ();
    TavWindow *other = tav_test_window_new ();
    g_autoptr(GError) recover_error = NULL;

    g_assert_cmpuint (items->len, ==, 1);
    g_assert_true (tav_window_recover (other, items->pdata[0], &recover_error));
    g_assert_no_error (recover_error);
    g_assert_cmpstr (tav_event_get_name (tav_window_get_event (other)), ==, "Import Cup");
    g_assert_cmpuint (tav_event_get_n_players (tav_window_get_event (other)), ==, 2);
    g_assert_true (tav_session_get_modified (tav_window_get_session (other)));
    destroy_window (other);
  }

  gtk_window_close (GTK_WINDOW (window));
  tav_test_respond ("Save Changes?", "discard");
  tav_test_wait_for_finalize (window);

  /* Discarding took the copy away. */
  {
    g_autoptr(GPtrArray) items = tav_recovery_list ();

    g_assert_cmpuint (items->len, ==, 0);
  }
}

/* ---- Seats, finals and the public display ----------------------------- */

/* 12 players, every round played (the Law wins everywhere), saved. */
static char *
create_played_event (void)
{
  g_autoptr(TavEvent) event = tav_event_new ("bang-2011", "Finals Cup");
  g_autoptr(GError) error = NULL;
  char *path = g_build_filename (tmp_dir, "finals-cup.tavolo", NULL);

  tav_event_set_seed (event, 7);
  for (guint i = 1; i <= 12; i++)
    {
      g_autofree char *name = g_strdup_printf ("Finalist %02u", i);

      g_assert_nonnull (tav_event_add_player (event, name, &error));
    }

  for (guint r = 0; r < 3; r++)
    {
      TavStage *stage;
      TavRound *round;

      g_assert_true (tav_event_draw_round (event, &error));
      g_assert_no_error (error);
      stage = tav_event_get_current_stage (event);
      round = tav_stage_get_last_round (stage);

      for (guint t = 0; t < tav_round_get_n_tables (round); t++)
        {
          TavTable *table = tav_round_get_table (round, t);
          guint n_seats = tav_table_get_n_seats (table);
          const char *roles[7];
          gboolean alive[7];
          g_autoptr(JsonObject) result = NULL;

          for (guint s = 0; s < n_seats; s++)
            {
              roles[s] = role_for (n_seats, s);
              alive[s] = g_str_equal (roles[s], "sheriff") || g_str_equal (roles[s], "deputy");
            }
          result = tav_test_bang_result (roles, alive, NULL, n_seats, "law", FALSE);
          g_assert_true (tav_event_set_result (event, stage, tav_round_get_number (round),
                                               tav_table_get_number (table), result, &error));
          g_assert_no_error (error);
        }
    }

  g_assert_true (tav_document_save_file (event, path, FALSE, &error));
  g_assert_no_error (error);

  return path;
}

static void
record_match (TavFinalsPage *page,
              guint          match,
              guint          winner)
{
  TavResultDialog *dialog;
  TavMatchForm *form;

  gtk_widget_activate_action (GTK_WIDGET (page), "finals.record", "u", match);
  dialog = tav_test_wait_for_toplevel (TAV_TYPE_RESULT_DIALOG);
  form = TAV_MATCH_FORM (tav_result_dialog_get_form (dialog));

  /* Without a winner the form says so and stays. */
  save_result (dialog, FALSE);
  g_assert_nonnull (tav_match_form_get_message (form));

  tav_match_form_set_winner (form, winner);
  save_result (dialog, TRUE);
}

static void
test_workflow_finals (void)
{
  g_autofree char *path = create_played_event ();
  g_autoptr(GFile) file = g_file_new_for_path (path);
  TavWindow *window = tav_test_window_new ();
  TavRoundsPage *rounds_page = tav_test_child (window, TAV_TYPE_WINDOW, "rounds_page");
  TavFinalsPage *finals_page = tav_test_child (window, TAV_TYPE_WINDOW, "finals_page");
  TavStandingsPage *standings_page = tav_test_child (window, TAV_TYPE_WINDOW, "standings_page");
  TavPublicDisplay *display;
  g_autoptr(TavStandings) standings = NULL;
  TavStage *finals;
  TavEvent *event;
  const char *champion;

  tav_window_open_file (window, file);
  wait_until (has_event, window);
  event = tav_window_get_event (window);

  /* The public display keeps the secret ranking to itself. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.public-display", NULL);
  display = tav_test_wait_for_toplevel (TAV_TYPE_PUBLIC_DISPLAY);
  g_assert_true (tav_public_display_get_event (display) == event);
  g_assert_false (tav_public_display_shows_standings (display));

  /* The round is complete: no more draws of the Elimination Round. */
  show_page (window, "rounds");
  g_assert_false (gtk_widget_get_visible (tav_test_child (rounds_page, TAV_TYPE_ROUNDS_PAGE, "draw_button")));

  /* Build the finals, after a confirmation. */
  show_page (window, "finals");
  gtk_widget_activate_action (GTK_WIDGET (finals_page), "finals.build", NULL);
  tav_test_respond ("Build the Finals?", "build");
  event = tav_window_get_event (window);
  finals = tav_finals_page_get_stage (finals_page);
  g_assert_nonnull (finals);
  g_assert_cmpint (tav_stage_get_kind (finals), ==, TAV_STAGE_BRACKET);
  g_assert_true (tav_event_get_published (event));
  g_assert_true (tav_public_display_shows_standings (display));

  /* On the Rounds page the bracket's games are matches, not tables. */
  show_page (window, "rounds");
  g_assert_true (tav_rounds_page_select_round (rounds_page, tav_stage_get_round (finals, 1)));
  g_assert_cmpstr (gtk_label_get_label (tav_test_child (rounds_page, TAV_TYPE_ROUNDS_PAGE, "round_subtitle_label")),
                   ==, "Finals · 0 of 2 matches entered");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (tav_test_child (rounds_page, TAV_TYPE_ROUNDS_PAGE, "find_entry"))), ==, "");
  {
    g_autofree char *placeholder = NULL;

    g_object_get (tav_test_child (rounds_page, TAV_TYPE_ROUNDS_PAGE, "find_entry"), "placeholder-text", &placeholder, NULL);
    g_assert_cmpstr (placeholder, ==, "Find a player or a match number");
  }
  g_assert_cmpstr (gtk_widget_get_tooltip_text (tav_test_child (rounds_page, TAV_TYPE_ROUNDS_PAGE, "compact_button")),
                   ==, "One Line per Match");
  {
    GtkLabel *found = tav_test_child (rounds_page, TAV_TYPE_ROUNDS_PAGE, "found_label");
    LabelText no_match = { found, "This round has no match 3" };

    gtk_editable_set_text (tav_test_child (rounds_page, TAV_TYPE_ROUNDS_PAGE, "find_entry"), "3");
    wait_until (label_contains, &no_match);
    gtk_editable_set_text (tav_test_child (rounds_page, TAV_TYPE_ROUNDS_PAGE, "find_entry"), "");
    wait_until (label_empty, found);
  }
  /* Back on a round of tables, the tables come back. */
  g_assert_true (tav_rounds_page_select_round (rounds_page, tav_stage_get_round (tav_event_get_stage (event, 0), 1)));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (tav_test_child (rounds_page, TAV_TYPE_ROUNDS_PAGE, "compact_button")),
                   ==, "One Line per Table");
  show_page (window, "finals");

  record_match (finals_page, 1, 0);
  record_match (finals_page, 2, 1);
  g_assert_cmpuint (tav_stage_get_n_rounds (finals), ==, 2);
  record_match (finals_page, 3, 0);
  g_assert_true (tav_stage_is_complete (finals));
  champion = tav_bracket_get_winner (tav_stage_find_match (finals, 3, NULL));

  /* Final standings: the winner of the final first, shown to anyone. */
  show_page (window, "standings");
  g_assert_false (tav_standings_page_get_locked (standings_page));
  g_assert_true (tav_standings_get_final (tav_standings_page_get_standings (standings_page)));
  {
    g_autoptr(TavStandingsRow) first = g_list_model_get_item (tav_standings_page_get_model (standings_page), 0);

    g_assert_cmpstr (tav_player_get_id (tav_standings_row_get_player (first)), ==, champion);
  }

  tav_test_close_window (display);
  destroy_window (window);
}

static void
count_change (guint *changes)
{
  (*changes)++;
}

/* Two players change seats; a second Sheriff turn is said before the swap
 * and reported after it. */
static void
test_workflow_swap (void)
{
  g_autofree char *path = create_played_event ();
  g_autoptr(GFile) file = g_file_new_for_path (path);
  TavWindow *window;
  TavRoundsPage *page;
  TavStage *stage;
  TavRound *first, *second;
  const char *head, *again = NULL;
  AdwMessageDialog *dialog;
  guint seat = 0;

  window = tav_test_window_new ();
  page = tav_test_child (window, TAV_TYPE_WINDOW, "rounds_page");
  tav_window_open_file (window, file);
  wait_until (has_event, window);
  stage = tav_event_get_current_stage (tav_window_get_event (window));
  first = tav_stage_get_round (stage, 1);
  second = tav_stage_get_round (stage, 3);

  /* Round 3's results are cleared, so that its seats can change. */
  for (guint t = 0; t < tav_round_get_n_tables (second); t++)
    g_assert_true (tav_event_clear_result (tav_window_get_event (window), stage, 3,
                                           tav_table_get_number (tav_round_get_table (second, t)), NULL));
  iterate ();

  head = tav_table_get_seat (tav_round_get_table (second, 0), 0);
  for (guint t = 0; t < tav_round_get_n_tables (first) && again == NULL; t++)
    {
      const char *sheriff = tav_table_get_seat (tav_round_get_table (first, t), 0);
      TavTable *now = tav_round_find_player (second, sheriff, &seat);

      if (now != tav_round_get_table (second, 0) && seat > 0)
        again = sheriff;
    }
  g_assert_nonnull (again);

  show_page (window, "rounds");
  g_assert_true (tav_rounds_page_select_round (page, second));

  /* What the swap costs is shown as the players are chosen; cancelled,
   * nothing changes. */
  {
    TavEvent *event = tav_window_get_event (window);
    TavTable *table = tav_round_get_table (second, 1);
    g_autofree char *cost = g_strdup_printf ("\n• Second first seat: %s would take seat 1 (Sheriff) again, already taken 1 time.",
                                             tav_player_get_name (tav_event_find_player (event, again)));
    g_auto(GStrv) before = g_strdupv ((char **) tav_table_get_seats (tav_round_get_table (second, 0)));
    guint changes = 0;
    gulong handler = g_signal_connect_swapped (event, "changed", G_CALLBACK (count_change), &changes);
    TavSwapChooser *chooser;

    gtk_widget_activate_action (GTK_WIDGET (page), "rounds.swap", NULL);
    dialog = tav_test_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG);
    chooser = TAV_SWAP_CHOOSER (adw_message_dialog_get_extra_child (dialog));
    tav_swap_chooser_select (chooser, tav_table_get_seat (table, 1), tav_table_get_seat (table, 2));
    g_assert_cmpstr (tav_swap_chooser_get_costs (chooser), ==, "This swap costs nothing.");
    tav_swap_chooser_select (chooser, head, again);
    g_assert_true (g_str_has_prefix (tav_swap_chooser_get_costs (chooser), "This swap makes:\n• "));
    g_assert_nonnull (strstr (tav_swap_chooser_get_costs (chooser), cost));
    /* Eleven costs: five shown, the rest counted. */
    g_assert_true (g_str_has_suffix (tav_swap_chooser_get_costs (chooser), "\n• …and 6 more"));
    /* With TAV_TEST_SCREENSHOT_DIR, the screen with the question (cropped
     * to the dialog for docs/screenshots/swap-costs.png). */
    tav_test_wait_for_frame (GTK_WIDGET (dialog));
    tav_test_screenshot (NULL, "swap-costs-screen.png");
    tav_test_answer (dialog, "cancel");
    iterate ();
    g_assert_cmpuint (changes, ==, 0);
    g_assert_true (g_strv_equal ((const char * const *) before,
                                 tav_table_get_seats (tav_round_get_table (second, 0))));
    g_signal_handler_disconnect (event, handler);
  }

  gtk_widget_activate_action (GTK_WIDGET (page), "rounds.swap", NULL);
  dialog = tav_test_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Swap Seats");
  tav_swap_chooser_select (TAV_SWAP_CHOOSER (adw_message_dialog_get_extra_child (dialog)), head, again);
  tav_test_answer (dialog, "swap");

  second = tav_stage_get_round (tav_event_get_current_stage (tav_window_get_event (window)), 3);
  g_assert_cmpstr (tav_table_get_seat (tav_round_get_table (second, 0), 0), ==, again);
  tav_test_respond ("The New Seating Breaks a Rule", "close");
  g_assert_true (gtk_widget_get_visible (tav_test_child (page, TAV_TYPE_ROUNDS_PAGE, "problems_box")));
  g_assert_nonnull (strstr (gtk_label_get_label (tav_test_child (page, TAV_TYPE_ROUNDS_PAGE, "problems_label")),
                            "Sheriff again"));

  /* Undone, the rule holds again. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  iterate ();
  g_assert_false (gtk_widget_get_visible (tav_test_child (page, TAV_TYPE_ROUNDS_PAGE, "problems_box")));

  destroy_window (window);
}

/* ---- Drag and drop ---------------------------------------------------- */

static void
test_workflow_drop (void)
{
  TavWindow *window = tav_test_window_new ();
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));
  g_autoptr(GFile) file = g_file_new_for_path (EXAMPLE_PATH);
  GtkDropTarget *target = NULL;
  GValue value = G_VALUE_INIT;
  GSList files = { file, NULL };
  gboolean accepted = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_DROP_TARGET (controller))
        target = GTK_DROP_TARGET (controller);
    }
  g_assert_nonnull (target);

  g_value_init (&value, GDK_TYPE_FILE_LIST);
  g_value_take_boxed (&value, gdk_file_list_new_from_list (&files));
  g_signal_emit_by_name (target, "drop", &value, 10.0, 10.0, &accepted);
  g_value_unset (&value);
  g_assert_true (accepted);

  wait_until (has_event, window);
  g_assert_true (g_file_equal (tav_window_get_file (window), file));
  g_assert_false (tav_session_get_modified (tav_window_get_session (window)));

  g_clear_object (&controllers);

  /* Closed without changes: no question, and the size is remembered. */
  gtk_window_set_default_size (GTK_WINDOW (window), 1111, 777);
  gtk_window_close (GTK_WINDOW (window));
  iterate ();
  g_assert_null (tav_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  tav_test_wait_for_finalize (window);
  {
    g_autoptr(GSettings) settings = tav_settings_new ();
    g_auto(GStrv) recent = NULL;

    g_assert_nonnull (settings);
    g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 1111);
    g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 777);
    g_assert_false (g_settings_get_boolean (settings, "window-maximized"));
    recent = g_settings_get_strv (settings, "recent-files");
    g_assert_cmpstr (recent[0], !=, NULL);
  }
}

/* ---- Destiny: a returning player's missed round, through undo -------- */

static const char *
destiny_record (TavStandings *standings,
                const char   *id)
{
  TavStandingsRow *row = tav_standings_find_player (standings, id);

  g_assert_nonnull (row);
  return tav_standings_get_text (standings,
                                 tav_standings_row_get_value (row, tav_standings_find_column (standings,
                                                                                             "record")));
}

/* Undo and redo rebuild the event from its saved text: the round A took
 * as a loss on returning is part of it, whether he is back or gone again. */
static void
test_workflow_destiny_undo (void)
{
  g_autoptr(TavSession) session = tav_session_new ();
  g_autoptr(TavEvent) event = tav_event_new ("destiny", "R");
  g_autoptr(GError) error = NULL;
  const char *params[][2] = { { "structure", "custom" }, { "rounds", "4" }, { "cut", "none" } };

  tav_event_set_seed (event, 42);
  for (guint i = 0; i < G_N_ELEMENTS (params); i++)
    g_assert_true (tav_event_set_param (event, params[i][0], params[i][1], &error));
  for (char name[] = "A"; name[0] <= 'H'; name[0]++)
    g_assert_nonnull (tav_event_add_player (event, name, &error));
  tav_test_destiny_play_round (event, TRUE);
  g_assert_true (tav_event_withdraw (event, "p1", TAV_PLAYER_WITHDRAWN, NULL, &error));
  tav_test_destiny_play_round (event, TRUE);
  g_assert_true (tav_event_reinstate (event, "p1", &error));
  g_assert_no_error (error);
  tav_session_load (session, event, NULL, FALSE);

  g_assert_true (tav_event_withdraw (tav_session_get_event (session), "p1", TAV_PLAYER_WITHDRAWN,
                                     NULL, &error));
  tav_session_flush (session);
  for (guint step = 0; step < 3; step++)
    {
      TavEvent *shown = tav_session_get_event (session);
      g_autoptr(TavStandings) standings = tav_event_compute_standings (shown);
      TavPlayer *a = tav_event_find_player (shown, "p1");

      /* Withdrawn, back after the undo, withdrawn after the redo. */
      g_assert_cmpint (tav_player_is_active (a), ==, step == 1);
      g_assert_cmpstr (destiny_record (standings, "p1"), ==, "1-1");
      g_assert_cmpstr (tav_standings_row_get_note (tav_standings_find_player (standings, "p1")), ==,
                       step == 1 ? "returned: 1 missed round lost" : "Withdrawn");
      if (step == 0)
        g_assert_true (tav_session_undo (session));
      else if (step == 1)
        g_assert_true (tav_session_redo (session));
    }
}


/* ---- The organiser's day: check-in, late entry, reinstate ------------- */

/* A Destiny Swiss of 8 (4 rounds, no cut): at the round 1 check-in two
 * players are missing and sit the round out with a loss, and the next
 * ones, the check-in going on; a player comes
 * late into round 3 and is charged rounds 1 to 3; one withdraws, his menu
 * offers Reinstate instead of Withdraw, and he comes back. */
static void
test_workflow_day (void)
{
  TavWindow *window = tav_test_window_new ();
  TavPlayersPage *page = tav_test_child (window, TAV_TYPE_WINDOW, "players_page");
  TavRoundsPage *rounds_page = tav_test_child (window, TAV_TYPE_WINDOW, "rounds_page");
  TavCheckInBar *bar = TAV_CHECK_IN_BAR (tav_players_page_get_check_in_bar (page));
  g_autoptr(TavEvent) created = tav_event_new ("destiny", "Destiny Day");
  const char *params[][2] = { { "structure", "custom" }, { "rounds", "4" }, { "cut", "none" } };
  g_autoptr(GError) error = NULL;
  g_autoptr(TavStandings) standings = NULL;
  TavEvent *event;
  TavStage *swiss;
  GtkWidget *check;
  GtkMenuButton *menu;

  tav_event_set_seed (created, 9);
  for (guint i = 0; i < G_N_ELEMENTS (params); i++)
    g_assert_true (tav_event_set_param (created, params[i][0], params[i][1], &error));
  for (guint i = 1; i <= 8; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %u", i);

      g_assert_nonnull (tav_event_add_player (created, name, &error));
    }
  tav_window_set_event (window, created, NULL);
  show_page (window, "players");
  event = tav_window_get_event (window);

  /* Check-in: five typed by name, one clicked; a typo is refused. */
  g_assert_cmpstr (gtk_label_get_label (tav_check_in_bar_get_label (bar)), ==,
                   "No check-in: the next draw seats every active player");
  for (guint i = 1; i <= 5; i++)
    {
      g_autofree char *name = g_strdup_printf ("player %u", i);

      tav_test_check_in_typed (bar, name);
    }
  tav_test_check_in_typed (bar, "Player 99");
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (tav_check_in_bar_get_entry (bar)), "error"));
  check = tav_test_find_cell (GTK_WIDGET (tav_test_child (page, TAV_TYPE_PLAYERS_PAGE, "column_view")),
                     GTK_TYPE_CHECK_BUTTON, tav_event_find_player (event, "p6"));
  g_assert_nonnull (check);
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (check)));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (check), TRUE);
  iterate ();
  event = tav_window_get_event (window);
  g_assert_true (tav_player_get_checked_in (tav_event_find_player (event, "p6")));
  g_assert_cmpstr (gtk_label_get_label (tav_check_in_bar_get_label (bar)), ==,
                   "Check-in: 6 of 8 present; not checked in, sitting the next round out: Player 7, Player 8");

  /* The public display says how many are still expected, and shows
   * their names on a page of their own. */
  {
    TavPublicDisplay *display;
    TavDisplayPager *absent;

    gtk_widget_activate_action (GTK_WIDGET (window), "win.public-display", NULL);
    display = tav_test_wait_for_toplevel (TAV_TYPE_PUBLIC_DISPLAY);
    absent = tav_public_display_get_pager (display, "absent");
    g_assert_cmpstr (gtk_label_get_label (tav_test_child (display, TAV_TYPE_PUBLIC_DISPLAY, "round_label")), ==,
                     "Registration — 2 not checked in");
    g_assert_cmpstr (adw_view_stack_get_visible_child_name (tav_test_child (display, TAV_TYPE_PUBLIC_DISPLAY, "view_stack")),
                     ==, "absent");
    g_assert_cmpuint (tav_display_pager_get_n_items (absent), ==, 2);
    for (guint i = 0; i < 2; i++)
      {
        g_autofree char *name = g_strdup_printf ("Player %u", 7 + i);
        GtkWidget *label = gtk_widget_get_first_child (tav_display_pager_get_item (absent, i));

        g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (label)), ==, name);
      }
    tav_test_close_window (display);
  }

  /* The draw seats the six: three tables; the two take a loss. */
  show_page (window, "rounds");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (rounds_page), "rounds.draw", NULL));
  iterate ();
  event = tav_window_get_event (window);
  swiss = tav_event_find_stage (event, "swiss");
  g_assert_cmpuint (tav_round_get_n_tables (tav_stage_get_round (swiss, 1)), ==, 3);
  g_assert_null (tav_round_find_player (tav_stage_get_round (swiss, 1), "p7", NULL));
  /* The check-in goes on: the two are still left out, and the Rounds
   * page says so beside the next draw. */
  g_assert_true (tav_event_is_checking_in (event));
  g_assert_true (g_str_has_prefix (gtk_label_get_label (GTK_LABEL (gtk_widget_get_template_child (GTK_WIDGET (rounds_page), TAV_TYPE_ROUNDS_PAGE, "draw_note_label"))),
                                   "Round 1 is not complete: waiting for the results of tables 1, 2, 3"));
  for (guint t = 1; t <= 3; t++)
    tav_test_destiny_set_winner (event, swiss, 1, t,
                                 tav_table_get_seat (tav_round_get_table (tav_stage_get_round (swiss, 1), t - 1), 0));
  tav_test_destiny_play_round (event, TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (rounds_page), "rounds.draw", NULL));
  iterate ();
  event = tav_window_get_event (window);
  swiss = tav_event_find_stage (event, "swiss");
  g_assert_cmpuint (tav_stage_get_n_rounds (swiss), ==, 3);

  /* Late entry into round 3, from the Players page. */
  show_page (window, "players");
  g_assert_true (gtk_widget_get_sensitive (tav_test_child (page, TAV_TYPE_PLAYERS_PAGE, "add_box")));
  g_assert_cmpstr (gtk_label_get_label (tav_test_child (page, TAV_TYPE_PLAYERS_PAGE, "late_label")), ==,
                   "Late entries are open: a new player joins from the next draw, charged for the rounds he missed as the rules say.");
  gtk_editable_set_text (tav_test_child (page, TAV_TYPE_PLAYERS_PAGE, "add_entry"), "Late Comer");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "players.add", NULL));
  iterate ();
  event = tav_window_get_event (window);
  g_assert_nonnull (tav_event_find_player (event, "p9"));
  swiss = tav_event_find_stage (event, "swiss");
  for (guint t = 1; t <= tav_round_get_n_tables (tav_stage_get_round (swiss, 3)); t++)
    {
      TavTable *table = tav_round_get_table (tav_stage_get_round (swiss, 3), t - 1);

      if (!tav_table_has_result (table))
        tav_test_destiny_set_winner (event, swiss, 3, t, tav_table_get_seat (table, 0));
    }
  standings = tav_event_compute_standings (event);
  g_assert_cmpstr (destiny_record (standings, "p9"), ==, "0-3");
  g_assert_cmpstr (destiny_record (standings, "p7"), !=, "0-0");
  g_assert_true (g_str_has_suffix (destiny_record (standings, "p7"), "-1") ||
                 g_str_has_suffix (destiny_record (standings, "p7"), "-2") ||
                 g_str_has_suffix (destiny_record (standings, "p7"), "-3"));
  g_assert_cmpuint (strlen (destiny_record (standings, "p7")), ==, 3);

  /* Withdraw p3: his menu now offers Reinstate, not Withdraw. */
  gtk_widget_activate_action (GTK_WIDGET (page), "players.withdraw", "s", "p3");
  answer_prompt ("");
  event = tav_window_get_event (window);
  g_assert_cmpint (tav_player_get_status (tav_event_find_player (event, "p3")), ==, TAV_PLAYER_WITHDRAWN);
  iterate ();
  menu = GTK_MENU_BUTTON (tav_test_find_cell (GTK_WIDGET (tav_test_child (page, TAV_TYPE_PLAYERS_PAGE, "column_view")),
                                     GTK_TYPE_MENU_BUTTON, tav_event_find_player (event, "p3")));
  g_assert_nonnull (menu);
  g_assert_false (tav_test_menu_has_action (tav_test_opened_menu (menu), "players.withdraw"));
  g_assert_true (tav_test_menu_has_action (tav_test_opened_menu (menu), "players.reinstate"));
  /* Destiny: a player who dropped may still be disqualified? No: the
   * rules keep only re-entry; disqualification is for active players. */
  g_assert_false (tav_test_menu_has_action (tav_test_opened_menu (menu), "players.disqualify"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "players.reinstate", "s", "p3"));
  iterate ();
  event = tav_window_get_event (window);
  g_assert_true (tav_player_is_active (tav_event_find_player (event, "p3")));
  g_assert_true (tav_test_menu_has_action (tav_test_opened_menu (menu), "players.withdraw"));

  gtk_window_close (GTK_WINDOW (window));
  tav_test_respond ("Save Changes?", "discard");
  tav_test_wait_for_finalize (window);
}

/* BANG! 2011 refuses late entries after the draw: the field stays in
 * sight, greyed, with the rule; absentees must be checked in or
 * withdrawn, and one click withdraws them. */
static void
test_workflow_bang_registration (void)
{
  TavWindow *window = tav_test_window_new ();
  TavPlayersPage *page = tav_test_child (window, TAV_TYPE_WINDOW, "players_page");
  TavCheckInBar *bar = TAV_CHECK_IN_BAR (tav_players_page_get_check_in_bar (page));
  g_autoptr(TavEvent) created = tav_event_new ("bang-2011", "Bang Day");
  g_autoptr(GError) error = NULL;
  TavEvent *event;

  for (guint i = 1; i <= 12; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %u", i);

      g_assert_nonnull (tav_event_add_player (created, name, &error));
    }
  tav_window_set_event (window, created, NULL);
  show_page (window, "players");
  for (guint i = 1; i <= 10; i++)
    {
      g_autofree char *name = g_strdup_printf ("p%u", i);

      tav_test_check_in_typed (bar, name);
    }
  g_assert_true (g_str_has_prefix (gtk_label_get_label (tav_check_in_bar_get_label (bar)),
                                   "Check-in: 10 of 12 present; not checked in: Player 11, Player 12. Check them in or withdraw them before the draw: the rules"));
  /* The buttons: Withdraw Absent, then End Check-in. */
  g_signal_emit_by_name (tav_test_find_button (GTK_WIDGET (bar), "_Withdraw Absent"), "clicked");
  iterate ();
  event = tav_window_get_event (window);
  g_assert_cmpint (tav_player_get_status (tav_event_find_player (event, "p12")), ==, TAV_PLAYER_WITHDRAWN);
  g_assert_cmpuint (tav_event_count_players (event, TRUE), ==, 10);

  g_assert_true (tav_event_draw_round (event, &error));
  iterate ();
  g_assert_false (gtk_widget_get_sensitive (tav_test_child (page, TAV_TYPE_PLAYERS_PAGE, "add_box")));
  g_assert_true (gtk_widget_get_visible (tav_test_child (page, TAV_TYPE_PLAYERS_PAGE, "add_box")));
  g_assert_true (g_str_has_prefix (gtk_label_get_label (tav_test_child (page, TAV_TYPE_PLAYERS_PAGE, "late_label")),
                                   "Registration is closed since the first draw: the rules set the rounds and the tables"));

  gtk_window_close (GTK_WINDOW (window));
  tav_test_respond ("Save Changes?", "discard");
  tav_test_wait_for_finalize (window);
}

/* ---- The timer -------------------------------------------------------- */

static void
finished_cb (TavRoundTimer *timer,
             gboolean      *finished)
{
  *finished = TRUE;
}

static void
test_workflow_timer (void)
{
  g_autoptr(TavRoundTimer) timer = tav_round_timer_new ();
  gboolean finished = FALSE;
  g_autofree char *text = tav_round_timer_format (3600);

  g_assert_cmpstr (text, ==, "1:00:00");
  g_signal_connect (timer, "finished", G_CALLBACK (finished_cb), &finished);

  tav_round_timer_set_duration (timer, 1);
  g_assert_cmpuint (tav_round_timer_get_remaining (timer), ==, 1);
  tav_round_timer_start (timer);
  g_assert_true (tav_round_timer_get_running (timer));
  tav_test_wait_for_flag (&finished, "the round timer to finish");
  g_assert_true (tav_round_timer_get_finished (timer));
  g_assert_cmpuint (tav_round_timer_get_remaining (timer), ==, 0);

  tav_round_timer_reset (timer);
  g_assert_false (tav_round_timer_get_finished (timer));
  g_assert_cmpuint (tav_round_timer_get_remaining (timer), ==, 1);
}

/* The window that takes up @window's recovery copy, as after a crash. */
static TavWindow *
recover_window (TavWindow *window)
{
  g_autoptr(GPtrArray) items = tav_recovery_list ();
  const char *id = tav_session_get_recovery_id (tav_window_get_session (window));
  g_autoptr(GError) error = NULL;
  TavWindow *other = tav_test_window_new ();
  TavRecoveryItem *item = NULL;

  for (guint i = 0; i < items->len; i++)
    if (g_strcmp0 (((TavRecoveryItem *) items->pdata[i])->id, id) == 0)
      item = items->pdata[i];
  g_assert_nonnull (item);
  g_assert_true (tav_window_recover (other, item, &error));
  g_assert_no_error (error);
  return other;
}

static gboolean
below_full (gpointer data)
{
  return tav_round_timer_get_remaining (data) < tav_round_timer_get_duration (data);
}

static gboolean
has_overtime (gpointer data)
{
  return tav_round_timer_get_overtime (data) >= 1;
}

/* The running clock of a round survives a crash (the recovery copy) and
 * closing the app (the file opened again): the room went on playing. */
static void
test_workflow_timer_kept (void)
{
  g_autoptr(TavEvent) created = tav_event_new ("bang-2011", "Clock Cup");
  g_autofree char *path = g_build_filename (tmp_dir, "clock-cup.tavolo", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  TavWindow *window = tav_test_window_new ();
  TavRoundTimer *timer = tav_window_get_timer (window);
  TavWindow *other;
  guint remaining;
  gboolean finished = FALSE;

  for (guint i = 1; i <= 10; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %02u", i);

      g_assert_nonnull (tav_event_add_player (created, name, &error));
    }
  g_assert_true (tav_event_draw_round (created, &error));
  g_assert_no_error (error);
  tav_window_set_event (window, created, NULL);
  /* The ruleset's 60 minutes, not running. */
  g_assert_cmpuint (tav_round_timer_get_duration (timer), ==, 3600);
  g_assert_false (tav_round_timer_get_running (timer));

  /* An edit left unsaved: there is a recovery copy. */
  tav_event_set_venue (tav_window_get_event (window), "Hall B");
  tav_event_changed (tav_window_get_event (window));
  tav_session_flush (tav_window_get_session (window));
  g_assert_nonnull (tav_session_get_recovery_id (tav_window_get_session (window)));

  /* Running: the other window's timer goes on to the same end. */
  tav_round_timer_start (timer);
  remaining = tav_round_timer_get_remaining (timer);
  other = recover_window (window);
  g_assert_true (tav_round_timer_get_running (tav_window_get_timer (other)));
  g_assert_cmpuint (tav_round_timer_get_duration (tav_window_get_timer (other)), ==, 3600);
  g_assert_cmpuint (tav_round_timer_get_remaining (tav_window_get_timer (other)), <=, remaining);
  g_assert_cmpuint (tav_round_timer_get_remaining (tav_window_get_timer (other)), >=, remaining - 5);
  destroy_window (other);

  /* Paused at 50:00: paused at 50:00. */
  tav_round_timer_set_duration (timer, 3000);
  other = recover_window (window);
  g_assert_false (tav_round_timer_get_running (tav_window_get_timer (other)));
  g_assert_cmpuint (tav_round_timer_get_remaining (tav_window_get_timer (other)), ==, 3000);
  destroy_window (other);
  tav_round_timer_start (timer);
  wait_until (below_full, timer);
  tav_round_timer_pause (timer);
  remaining = tav_round_timer_get_remaining (timer);
  g_assert_cmpuint (remaining, <, 3000);
  other = recover_window (window);
  g_assert_false (tav_round_timer_get_running (tav_window_get_timer (other)));
  g_assert_cmpuint (tav_round_timer_get_remaining (tav_window_get_timer (other)), ==, remaining);
  destroy_window (other);

  /* Run out: still out, the overtime counting from the end. */
  g_signal_connect (timer, "finished", G_CALLBACK (finished_cb), &finished);
  tav_round_timer_set_duration (timer, 1);
  tav_round_timer_start (timer);
  tav_test_wait_for_flag (&finished, "the round timer to finish");
  other = recover_window (window);
  g_assert_true (tav_round_timer_get_finished (tav_window_get_timer (other)));
  g_assert_cmpuint (tav_round_timer_get_remaining (tav_window_get_timer (other)), ==, 0);
  wait_until (has_overtime, tav_window_get_timer (other));
  destroy_window (other);
  g_signal_handlers_disconnect_by_data (timer, &finished);

  /* Saved, running, the window closed: the file opened again has it
   * running. */
  tav_round_timer_set_duration (timer, 1800);
  tav_round_timer_start (timer);
  g_assert_true (tav_session_save (tav_window_get_session (window), file, &error));
  g_assert_no_error (error);
  remaining = tav_round_timer_get_remaining (timer);
  gtk_window_close (GTK_WINDOW (window));
  tav_test_wait_for_finalize (window);
  window = tav_test_window_new ();
  tav_window_open_file (window, file);
  wait_until (has_event, window);
  timer = tav_window_get_timer (window);
  g_assert_true (tav_round_timer_get_running (timer));
  g_assert_cmpuint (tav_round_timer_get_duration (timer), ==, 1800);
  g_assert_cmpuint (tav_round_timer_get_remaining (timer), <=, remaining);
  g_assert_cmpuint (tav_round_timer_get_remaining (timer), >=, remaining - 5);

  /* Reset there, the next opening finds it reset. */
  tav_round_timer_reset (timer);
  destroy_window (window);
  window = tav_test_window_new ();
  tav_window_open_file (window, file);
  wait_until (has_event, window);
  g_assert_false (tav_round_timer_get_running (tav_window_get_timer (window)));
  g_assert_cmpuint (tav_round_timer_get_remaining (tav_window_get_timer (window)), ==, 1800);
  destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  tmp_dir = tav_test_app_init (&argc, &argv, "workflow");

  g_test_add_func ("/workflow/full", test_workflow_full);
  g_test_add_func ("/workflow/players", test_workflow_players);
  g_test_add_func ("/workflow/finals", test_workflow_finals);
  g_test_add_func ("/workflow/swap", test_workflow_swap);
  g_test_add_func ("/workflow/drop", test_workflow_drop);
  g_test_add_func ("/workflow/destiny-undo", test_workflow_destiny_undo);
  g_test_add_func ("/workflow/day", test_workflow_day);
  g_test_add_func ("/workflow/bang-registration", test_workflow_bang_registration);
  g_test_add_func ("/workflow/timer", test_workflow_timer);
  g_test_add_func ("/workflow/timer-kept", test_workflow_timer_kept);

  status = g_test_run ();
  tav_test_app_remove_folder (tmp_dir);
  return status;
}
