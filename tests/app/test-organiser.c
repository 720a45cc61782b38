/* test-organiser.c — result forms that invent nothing, and what leaves the
 * app as CSV
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include <adwaita.h>
#include <glib/gstdio.h>

#include "tav-document.h"
#include "tav-event-dialog.h"
#include "tav-export.h"
#include "tav-field-editor.h"
#include "tav-result-dialog.h"
#include "tav-result-form.h"
#include "tav-round-timer.h"
#include "tav-rounds-page.h"
#include "tav-session.h"
#include "tav-players-page.h"
#include "tav-standings-page.h"
#include "tav-test-bang.h"
#include "tav-test-destiny.h"
#include "tav-test-app.h"
#include "tav-test-wait.h"
#include "tav-timer-button.h"
#include "tav-ui.h"
#include "tav-window.h"
#include "tav-event-private.h"

#define wait_until(condition, data) tav_test_wait_until (condition, data, #condition)

/* A Destiny event of @n players with its first round drawn. */
static TavEvent *
destiny_event (guint n)
{
  TavEvent *event = tav_event_new ("destiny", "Forms");
  g_autoptr(GError) error = NULL;

  tav_event_set_seed (event, 7);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %c", 'A' + i);

      g_assert_nonnull (tav_event_add_player (event, name, &error));
    }
  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);

  return event;
}

static TavResultDialog *
open_table (TavEvent *event,
            guint     number)
{
  TavStage *swiss = tav_event_find_stage (event, "swiss");
  TavRound *round = tav_stage_get_last_round (swiss);
  TavResultDialog *dialog;

  dialog = tav_result_dialog_new (NULL, event, swiss, round, tav_round_find_table (round, number));
  gtk_window_present (GTK_WINDOW (dialog));
  tav_test_wait_for_toplevel (TAV_TYPE_RESULT_DIALOG);

  return dialog;
}

/* Presses @keyval as a key binding of @widget's class does. */
static void
press_key (GtkWidget       *widget,
           guint            keyval,
           GdkModifierType  modifiers)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;

      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger) &&
              gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval &&
              gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == modifiers)
            {
              g_assert_true (gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, widget,
                                                           gtk_shortcut_get_arguments (shortcut)));
              tav_test_run_pending ();
              return;
            }
        }
    }

  g_assert_not_reached ();
}

#define press_escape(widget) press_key (widget, GDK_KEY_Escape, 0)

/* ---- Result forms ----------------------------------------------------- */

static void
test_destiny_form_chooses_nothing (void)
{
  g_autoptr(TavEvent) event = destiny_event (5);
  TavStage *swiss = tav_event_find_stage (event, "swiss");
  TavRound *round = tav_stage_get_last_round (swiss);
  TavResultDialog *dialog;
  TavResultForm *form;
  GtkWidget *winner;
  guint paired = 0, bye = 0;

  /* 5 players: two games and a bye, which the draw records at once. */
  g_assert_cmpuint (tav_round_get_n_tables (round), ==, 3);
  for (guint t = 1; t <= 3; t++)
    {
      TavTable *table = tav_round_find_table (round, t);

      if (tav_table_get_n_seats (table) == 2)
        paired = paired ? paired : t;
      else
        bye = t;
    }
  g_assert_cmpuint (paired, >, 0);
  g_assert_cmpuint (bye, >, 0);

  dialog = open_table (event, paired);
  form = TAV_RESULT_FORM (tav_result_dialog_get_form (dialog));
  winner = tav_result_form_get_editor (form, -1, "winner");
  g_assert_nonnull (winner);
  g_assert_true (tav_field_editor_is_unchosen (winner));
  /* A paired table is never a bye: no switch for it. */
  g_assert_null (tav_result_form_get_editor (form, -1, "bye"));
  g_assert_false (tav_result_form_is_changed (form));

  /* Save at once records nothing. */
  gtk_widget_activate_action (GTK_WIDGET (dialog), "result.save", NULL);
  tav_test_run_pending ();
  g_assert_true (tav_test_find_toplevel (TAV_TYPE_RESULT_DIALOG) == dialog);
  g_assert_false (tav_table_has_result (tav_round_find_table (round, paired)));
  g_assert_cmpstr (tav_result_form_get_message (form), ==,
                   "Some values are not valid; see the fields marked below");
  tav_test_screenshot (NULL, "result-form-nothing-chosen.png");

  /* A choice can be taken back: the two players are buttons, none
   * pressed; the one pressed, pressed again, leaves none. */
  {
    GtkWidget *first = gtk_widget_get_first_child (winner);

    g_assert_true (GTK_IS_TOGGLE_BUTTON (first));
    g_signal_emit_by_name (first, "clicked");
    g_assert_false (tav_field_editor_is_unchosen (winner));
    g_assert_true (tav_result_form_is_changed (form));
    g_signal_emit_by_name (first, "clicked");
    g_assert_true (tav_field_editor_is_unchosen (winner));
    g_assert_false (tav_result_form_is_changed (form));
  }

  /* Seat 2 chosen: his win, and nothing else. */
  tav_test_choose (winner, tav_table_get_seat (tav_round_find_table (round, paired), 1));
  g_assert_true (tav_result_form_is_changed (form));
  gtk_widget_activate_action (GTK_WIDGET (dialog), "result.save", NULL);
  tav_test_wait_for_no_toplevel (TAV_TYPE_RESULT_DIALOG);
  {
    TavTable *table = tav_round_find_table (round, paired);
    JsonObject *result = tav_table_get_result (table);

    g_assert_cmpstr (tav_result_get_string (result, "winner"), ==, tav_table_get_seat (table, 1));
    g_assert_false (json_object_has_member (result, "bye"));
  }

  /* The bye table shows its recorded result, switch included. */
  dialog = open_table (event, bye);
  form = TAV_RESULT_FORM (tav_result_dialog_get_form (dialog));
  g_assert_nonnull (tav_result_form_get_editor (form, -1, "bye"));
  g_assert_false (tav_field_editor_is_unchosen (tav_result_form_get_editor (form, -1, "winner")));
  press_escape (GTK_WIDGET (dialog));
  tav_test_wait_for_no_toplevel (TAV_TYPE_RESULT_DIALOG);
}

static void
test_escape_asks (void)
{
  g_autoptr(TavEvent) event = destiny_event (4);
  TavRound *round = tav_stage_get_last_round (tav_event_find_stage (event, "swiss"));
  TavResultDialog *dialog;
  TavResultForm *form;

  /* Nothing entered: Escape closes at once. */
  dialog = open_table (event, 1);
  press_escape (GTK_WIDGET (dialog));
  tav_test_wait_for_no_toplevel (TAV_TYPE_RESULT_DIALOG);
  g_assert_null (tav_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));

  /* A winner chosen: Escape asks; Keep Editing keeps the choice. */
  dialog = open_table (event, 1);
  form = TAV_RESULT_FORM (tav_result_dialog_get_form (dialog));
  tav_test_choose (tav_result_form_get_editor (form, -1, "winner"),
                   tav_table_get_seat (tav_round_find_table (round, 1), 0));
  press_escape (GTK_WIDGET (dialog));
  tav_test_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  tav_test_screenshot (NULL, "result-discard-question.png");
  tav_test_respond ("Discard the Entered Result?", "keep");
  g_assert_true (tav_test_find_toplevel (TAV_TYPE_RESULT_DIALOG) == dialog);
  g_assert_false (tav_field_editor_is_unchosen (tav_result_form_get_editor (form, -1, "winner")));

  /* Discard closes it, and nothing is recorded. */
  press_escape (GTK_WIDGET (dialog));
  tav_test_respond ("Discard the Entered Result?", "discard");
  tav_test_wait_for_no_toplevel (TAV_TYPE_RESULT_DIALOG);
  g_assert_false (tav_table_has_result (tav_round_find_table (round, 1)));
}

/* ---- CSV export --------------------------------------------------------- */

static gboolean
has_event (gpointer data)
{
  return tav_window_get_event (data) != NULL;
}

/* A button bound to @action in the window's header bar: sensitive exactly
 * while the action is enabled, as the menu item is. */
static GtkWidget *
probe_action (TavWindow  *window,
              const char *action)
{
  GtkWidget *bar = tav_test_find_descendant (GTK_WIDGET (window), ADW_TYPE_HEADER_BAR);
  GtkWidget *button = gtk_button_new ();

  g_assert_nonnull (bar);
  gtk_actionable_set_detailed_action_name (GTK_ACTIONABLE (button), action);
  adw_header_bar_pack_end (ADW_HEADER_BAR (bar), button);
  tav_test_run_pending ();
  return button;
}

/* Six Destiny players, three rounds: strengths of schedule in thirds, which
 * six significant digits would round. The exported standings read back
 * as the very values of the standings shown. */
static void
test_export_csv (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tavolo-test-organiser-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "cup.tavolo", NULL);
  g_autofree char *csv_path = g_build_filename (dir, "standings.csv", NULL);
  g_autoptr(TavEvent) played = tav_event_new ("destiny", "Cup");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) csv_file = g_file_new_for_path (csv_path);
  g_autoptr(TavStandings) standings = NULL;
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  g_auto(GStrv) header = NULL;
  const char *actions[] = { "win.print::standings", "win.export-pdf::standings",
                            "win.export-csv::standings" };
  GtkWidget *probes[G_N_ELEMENTS (actions)];
  TavWindow *window;
  TavEvent *event;
  guint sos = 0, long_values = 0;

  g_assert_no_error (error);
  tav_event_set_seed (played, 11);
  for (char name[] = "A"; name[0] <= 'F'; name[0]++)
    g_assert_nonnull (tav_event_add_player (played, name, &error));
  tav_test_destiny_play_round (played, FALSE);
  tav_test_destiny_play_round (played, TRUE);
  tav_test_destiny_play_round (played, FALSE);
  g_assert_true (tav_document_save_file (played, path, FALSE, &error));
  g_assert_no_error (error);

  /* Our reference: the window must be seen finalized after its destroy. */
  window = g_object_ref (tav_window_new (NULL));
  gtk_window_present (GTK_WINDOW (window));
  /* The welcome screen: nothing to print or export. */
  for (guint i = 0; i < G_N_ELEMENTS (probes); i++)
    {
      probes[i] = probe_action (window, actions[i]);
      g_assert_false (gtk_widget_get_sensitive (probes[i]));
    }

  tav_window_open_file (window, file);
  wait_until (has_event, window);
  event = tav_window_get_event (window);
  for (guint i = 0; i < G_N_ELEMENTS (probes); i++)
    g_assert_true (gtk_widget_get_sensitive (probes[i]));

  g_assert_true (tav_export_csv_to_file (GTK_WINDOW (window), event, TAV_CSV_STANDINGS, csv_file, TRUE, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tav_ui_get_last_toast (GTK_WIDGET (window)), ==, "Exported “standings.csv”");

  g_assert_true (g_file_get_contents (csv_path, &contents, NULL, &error));
  g_assert_true (g_str_has_prefix (contents, "\xEF\xBB\xBF" "rank,id,name,"));
  lines = g_strsplit (contents + 3, "\n", -1);
  header = g_strsplit (lines[0], ",", -1);
  while (header[sos] && !g_str_equal (header[sos], "sos"))
    sos++;
  g_assert_nonnull (header[sos]);

  standings = tav_event_compute_standings (event);
  g_assert_cmpuint (g_strv_length (lines), ==, tav_standings_get_n_rows (standings) + 2);
  for (guint i = 0; i < tav_standings_get_n_rows (standings); i++)
    {
      TavStandingsRow *row = tav_standings_get_row (standings, i);
      g_auto(GStrv) cells = g_strsplit (lines[i + 1], ",", -1);
      double expected = tav_standings_row_get_value (row, tav_standings_find_column (standings, "sos"));

      g_assert_cmpstr (cells[1], ==, tav_player_get_id (tav_standings_row_get_player (row)));
      /* Fifteen digits: the value to its last meaningful digit, not 6. */
      g_assert_cmpfloat_with_epsilon (g_ascii_strtod (cells[sos], NULL), expected, 1e-12 * MAX (1, expected));
      if (strlen (cells[sos]) > 7)
        long_values++;
    }
  g_assert_cmpuint (long_values, >, 0);

  /* Ctrl+F with the focus outside the page (the window's own binding):
   * the page shown gets it. */
  {
    GtkWidget *rounds = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), TAV_TYPE_WINDOW,
                                                                   "rounds_page"));
    GtkWidget *find = GTK_WIDGET (gtk_widget_get_template_child (rounds, TAV_TYPE_ROUNDS_PAGE, "find_entry"));
    GtkWidget *focus;

    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "rounds"));
    tav_test_run_pending ();
    gtk_window_set_focus (GTK_WINDOW (window), NULL);
    press_key (GTK_WIDGET (window), GDK_KEY_f, GDK_CONTROL_MASK);
    focus = gtk_window_get_focus (GTK_WINDOW (window));
    g_assert_nonnull (focus);
    g_assert_true (focus == find || gtk_widget_is_ancestor (focus, find));
  }

  /* The details line: the file's name whole, “(unsaved changes)” apart. */
  {
    GtkLabel *file_label = GTK_LABEL (gtk_widget_get_template_child (GTK_WIDGET (window), TAV_TYPE_WINDOW,
                                                                     "file_label"));
    GtkWidget *modified = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), TAV_TYPE_WINDOW,
                                                                     "modified_label"));
    TavSession *session = tav_window_get_session (window);

    g_assert_cmpstr (gtk_label_get_label (file_label), ==, "cup.tavolo");
    g_assert_false (gtk_widget_get_visible (modified));
    g_assert_true (tav_event_withdraw (tav_session_get_event (session), "p6", TAV_PLAYER_WITHDRAWN, NULL, &error));
    g_assert_no_error (error);
    tav_session_flush (session);
    g_assert_cmpstr (gtk_label_get_label (file_label), ==, "cup.tavolo");
    g_assert_true (gtk_widget_get_visible (modified));
  }

  gtk_window_destroy (GTK_WINDOW (window));
  tav_test_wait_for_finalize (window);
  {
    /* The event's folder also holds its lock: removed whole. */
    g_autofree char *command = g_strdup_printf ("rm -rf '%s'", dir);

    g_spawn_command_line_sync (command, NULL, NULL, NULL, NULL);
  }
}

/* Deck checks are offered, in the Print and the Export PDF menus, only
 * for a ruleset whose players register decks (Destiny, not BANG!);
 * player codes for every ruleset. */
static void
test_deck_checks_offered (void)
{
  g_autoptr(TavEvent) bang = tav_event_new ("bang-2011", "No Decks");
  g_autoptr(TavEvent) destiny = tav_event_new ("destiny", "Decks");
  const char *actions[] = { "win.print-deck-checks", "win.export-pdf-deck-checks",
                            "win.print::player-codes", "win.export-pdf::player-codes" };
  GtkWidget *probes[G_N_ELEMENTS (actions)];
  TavWindow *window = tav_test_window_new ();

  for (guint i = 0; i < G_N_ELEMENTS (probes); i++)
    {
      probes[i] = probe_action (window, actions[i]);
      g_assert_false (gtk_widget_get_sensitive (probes[i]));
    }

  tav_window_set_event (window, bang, NULL);
  tav_test_run_pending ();
  g_assert_false (gtk_widget_get_sensitive (probes[0]));
  g_assert_false (gtk_widget_get_sensitive (probes[1]));
  g_assert_true (gtk_widget_get_sensitive (probes[2]));
  g_assert_true (gtk_widget_get_sensitive (probes[3]));

  tav_window_set_event (window, destiny, NULL);
  tav_test_run_pending ();
  for (guint i = 0; i < G_N_ELEMENTS (probes); i++)
    g_assert_true (gtk_widget_get_sensitive (probes[i]));

  tav_window_set_event (window, NULL, NULL);
  gtk_window_destroy (GTK_WINDOW (window));
  tav_test_wait_for_finalize (window);
}

/* ---- Penalties ----------------------------------------------------------- */

/* The Warnings cell of @id in the players list. */
static const char *
warnings_cell (TavPlayersPage *page,
               const char     *id)
{
  GtkWidget *view = tav_test_child (page, TAV_TYPE_PLAYERS_PAGE, "column_view");
  TavPlayer *player = tav_event_find_player (tav_players_page_get_event (page), id);

  /* Two labels are bound to the player, the club's and the warnings'. */
  for (GtkWidget *w = tav_test_find_cell (view, GTK_TYPE_LABEL, player); w != NULL;
       w = gtk_widget_get_next_sibling (gtk_widget_get_parent (w)) ?
           tav_test_find_cell (gtk_widget_get_next_sibling (gtk_widget_get_parent (w)), GTK_TYPE_LABEL, player) : NULL)
    if (gtk_widget_has_css_class (w, "numeric"))
      return gtk_label_get_label (GTK_LABEL (w));
  g_assert_not_reached ();
}

static const char *
standings_note (TavWindow  *window,
                const char *id)
{
  TavStandingsPage *page = tav_test_child (window, TAV_TYPE_WINDOW, "standings_page");

  return tav_standings_row_get_note (tav_standings_find_player (tav_standings_page_get_standings (page), id));
}

/* Every penalty the command line gives is in the app, with its effect in
 * the standings: BANG! warnings (the second ejects), an ejection and a
 * disqualification, and the report of ejected players exported as CSV. */
static void
test_penalties_bang (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tavolo-test-penalties-XXXXXX", &error);
  g_autoptr(TavEvent) created = tav_event_new ("bang-2011", "Penalty Cup");
  TavWindow *window;
  TavPlayersPage *page;
  TavRandom rng;
  g_autofree char *csv = NULL;
  g_auto(GStrv) lines = NULL;

  g_assert_no_error (error);
  tav_event_set_seed (created, 5);
  for (guint i = 1; i <= 10; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %02u", i);

      g_assert_nonnull (tav_event_add_player (created, name, &error));
    }
  g_assert_true (tav_event_draw_round (created, &error));
  tav_random_init (&rng, 5);
  tav_test_bang_play_round (created, &rng);
  window = tav_test_window_new ();
  tav_window_set_event (window, created, NULL);
  page = tav_test_child (window, TAV_TYPE_WINDOW, "players_page");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "players"));
  tav_test_run_pending ();

  /* A warning, counted in the list; the second one ejects. */
  tav_test_player_prompt (page, "players.warn", "p3", "Warn Player 03?", "Slow play");
  g_assert_cmpstr (tav_ui_get_last_toast (GTK_WIDGET (window)), ==, "Warning recorded for Player 03");
  g_assert_cmpstr (warnings_cell (page, "p3"), ==, "1");
  g_assert_cmpstr (standings_note (window, "p3"), ==, "");
  tav_test_player_prompt (page, "players.warn", "p3", "Warn Player 03?", "Insults");
  g_assert_cmpstr (tav_ui_get_last_toast (GTK_WIDGET (window)), ==,
                   "Player 03 is ejected: this was the second warning");
  g_assert_cmpstr (warnings_cell (page, "p3"), ==, "2");

  /* A judge's ejection and a disqualification. */
  tav_test_player_prompt (page, "players.eject", "p5", "Eject Player 05?", "Cheating");
  tav_test_player_prompt (page, "players.disqualify", "p7", "Disqualify Player 07?", "Marked cards");

  /* The standings say so for each; the others are untouched. */
  g_assert_cmpstr (standings_note (window, "p3"), ==, "Ejected");
  g_assert_cmpstr (standings_note (window, "p5"), ==, "Ejected");
  g_assert_cmpstr (standings_note (window, "p7"), ==, "Disqualified");
  g_assert_cmpstr (standings_note (window, "p1"), ==, "");

  /* Export CSV ▸ Ejected Players: what `tavolo-cli ejected --format csv`
   * writes, for the publisher. */
  csv = tav_test_export_csv (window, "ejected", dir, "ejected.csv", FALSE);
  lines = g_strsplit (csv, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 5);
  g_assert_cmpstr (lines[0], ==, "id,name,status,stage,round,reason,warnings");
  g_assert_cmpstr (lines[1], ==,
                   "p3,Player 03,ejected,elimination,1,Second warning: Insults,"
                   "\"Elimination Round, round 1: Slow play; Elimination Round, round 1: Insults\"");
  g_assert_cmpstr (lines[2], ==, "p5,Player 05,ejected,elimination,1,Cheating,");
  g_assert_cmpstr (lines[3], ==, "p7,Player 07,disqualified,elimination,1,Marked cards,");
  g_assert_cmpstr (lines[4], ==, "");

  tav_window_set_event (window, NULL, NULL);
  gtk_window_destroy (GTK_WINDOW (window));
  tav_test_wait_for_finalize (window);
  tav_test_app_remove_folder (g_steal_pointer (&dir));
}

/* A ruleset's penalty in a game is a field of the result form: Boardgame
 * League's "last in the game" moves the player to the last place of his
 * table (4-player table: 100, 55, 35, 15), the others up. */
static void
test_penalties_last_in_game (void)
{
  g_autoptr(TavEvent) created = tav_event_new ("bgl", "Last Place");
  g_autoptr(GError) error = NULL;
  const gint64 points[] = { 52, 50, 47, 45 };
  const double expected[] = { 15, 100, 55, 35 };
  TavWindow *window;
  TavRoundsPage *rounds;
  TavResultDialog *dialog;
  TavResultForm *form;
  TavTable *table;
  TavStandings *standings;

  tav_event_set_seed (created, 11);
  for (guint i = 1; i <= 8; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %u", i);

      g_assert_nonnull (tav_event_add_player (created, name, &error));
    }
  g_assert_true (tav_event_draw_round (created, &error));
  window = tav_test_window_new ();
  tav_window_set_event (window, created, NULL);
  rounds = tav_test_child (window, TAV_TYPE_WINDOW, "rounds_page");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "rounds"));
  tav_test_run_pending ();

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (rounds), "rounds.edit-result", "u", 1));
  dialog = tav_test_wait_for_toplevel (TAV_TYPE_RESULT_DIALOG);
  form = TAV_RESULT_FORM (tav_result_dialog_get_form (dialog));
  for (guint s = 0; s < 4; s++)
    {
      g_autofree char *text = g_strdup_printf ("%" G_GINT64_FORMAT, points[s]);

      gtk_editable_set_text (GTK_EDITABLE (tav_result_form_get_editor (form, s, "points")), text);
    }
  /* The winner on game points is put last. */
  gtk_check_button_set_active (GTK_CHECK_BUTTON (tav_result_form_get_editor (form, 0, "last")), TRUE);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "result.save", NULL);
  tav_test_wait_for_no_toplevel (TAV_TYPE_RESULT_DIALOG);

  table = tav_round_find_table (tav_stage_get_last_round (tav_event_get_current_stage (tav_window_get_event (window))), 1);
  g_assert_true (tav_table_has_result (table));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "standings"));
  tav_test_run_pending ();
  standings = tav_standings_page_get_standings (tav_test_child (window, TAV_TYPE_WINDOW, "standings_page"));
  for (guint s = 0; s < 4; s++)
    g_assert_cmpfloat (tav_standings_row_get_value (tav_standings_find_player (standings, tav_table_get_seat (table, s)),
                                                    tav_standings_find_column (standings, "points")),
                       ==, expected[s]);

  tav_window_set_event (window, NULL, NULL);
  gtk_window_destroy (GTK_WINDOW (window));
  tav_test_wait_for_finalize (window);
}

/* ---- Pages ------------------------------------------------------------- */

static gboolean
finals_page_visible (TavWindow *window)
{
  GtkWidget *page = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), TAV_TYPE_WINDOW,
                                                               "finals_page"));
  GtkWidget *stack = gtk_widget_get_ancestor (page, ADW_TYPE_VIEW_STACK);

  return adw_view_stack_page_get_visible (adw_view_stack_get_page (ADW_VIEW_STACK (stack), page));
}

/* Catan has no finals: no empty Finals page; BANG! 2011 has one. */
static void
test_finals_page (void)
{
  const char *examples[] = { "catan-bg-14-players.tavolo", "bang-2011-27-players.tavolo" };

  for (guint i = 0; i < G_N_ELEMENTS (examples); i++)
    {
      g_autofree char *path = g_build_filename (TAV_EXAMPLES_DIR, examples[i], NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      TavWindow *window = g_object_ref (tav_window_new (NULL));

      gtk_window_present (GTK_WINDOW (window));
      tav_window_open_file (window, file);
      wait_until (has_event, window);
      g_assert_cmpint (finals_page_visible (window), ==, i == 1);

      gtk_window_destroy (GTK_WINDOW (window));
      tav_test_wait_for_finalize (window);
    }
}

/* ---- New Event ---------------------------------------------------------- */

/* The two BANG! championships differ at the end of their names: the row
 * shows the chosen name in full, the list each name with its description. */
static void
test_new_event_rulesets (void)
{
  TavEventDialog *dialog = g_object_ref (tav_event_dialog_new (NULL, NULL));
  AdwComboRow *row = ADW_COMBO_ROW (gtk_widget_get_template_child (GTK_WIDGET (dialog), TAV_TYPE_EVENT_DIALOG,
                                                                   "ruleset_row"));
  GListModel *names = adw_combo_row_get_model (row);
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  gtk_window_present (GTK_WINDOW (dialog));
  tav_test_wait_for_toplevel (TAV_TYPE_EVENT_DIALOG);
  g_assert_true (adw_combo_row_get_use_subtitle (row));
  g_assert_nonnull (adw_combo_row_get_list_factory (row));

  for (guint i = 0; i < g_list_model_get_n_items (names); i++)
    {
      const char *name = gtk_string_list_get_string (GTK_STRING_LIST (names), i);

      adw_combo_row_set_selected (row, i);
      tav_test_run_pending ();
      g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, name);
      g_assert_false (g_hash_table_contains (seen, name));
      g_hash_table_add (seen, (gpointer) name);
    }
  g_assert_true (g_hash_table_contains (seen, "BANG! Italian Championship 2011"));
  g_assert_true (g_hash_table_contains (seen, "BANG! Italian Championship 2007 (qualifiers)"));

  if (g_getenv ("TAV_TEST_SCREENSHOT_DIR"))
    {
      adw_combo_row_set_selected (row, 0);
      gtk_widget_activate (GTK_WIDGET (row));
      tav_test_screenshot (NULL, "new-event-rulesets.png");
    }

  gtk_window_destroy (GTK_WINDOW (dialog));
  tav_test_wait_for_finalize (dialog);
}

static void
done_cb (TavEventDialog *dialog,
         TavEvent       *event,
         gboolean       *done)
{
  *done = TRUE;
}

/* Event Details keeps a date as the file does (YYYY-MM-DD, nothing
 * around it) and the name and the venue to the rules of names: the
 * window's random walk (test-app-walk.c) applied "2026-1-5", which the
 * loader refuses, and a control character. */
static void
test_event_details_checked (void)
{
  static const struct {
    const char *name;
    const char *date;
    const char *venue;
    gboolean    applied;
  } cases[] = {
    { "Cup", "2026-1-5", "", FALSE },
    { "Cup", " 2026-11-22", "", FALSE },
    { "Cup", "2026-02-30", "", FALSE },
    { "Cup\a", "2026-11-22", "", FALSE },
    { "Cup", "2026-11-22", "Hall\u202e", FALSE },
    { " Cup ", "2026-11-22", " Hall ", TRUE },
  };
  g_autoptr(TavEvent) event = tav_event_new ("destiny", "Before");

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      TavEventDialog *dialog = g_object_ref (tav_event_dialog_new (NULL, event));
      GtkWidget *apply = tav_test_child (dialog, TAV_TYPE_EVENT_DIALOG, "accept_button");
      gboolean done = FALSE;

      g_signal_connect (dialog, "done", G_CALLBACK (done_cb), &done);
      gtk_window_present (GTK_WINDOW (dialog));
      gtk_editable_set_text (tav_test_child (dialog, TAV_TYPE_EVENT_DIALOG, "name_row"), cases[i].name);
      gtk_editable_set_text (tav_test_child (dialog, TAV_TYPE_EVENT_DIALOG, "date_row"), cases[i].date);
      gtk_editable_set_text (tav_test_child (dialog, TAV_TYPE_EVENT_DIALOG, "venue_row"), cases[i].venue);
      g_signal_emit_by_name (apply, "clicked");
      tav_test_run_pending ();
      g_assert_cmpint (done, ==, cases[i].applied);
      if (!done)
        {
          g_assert_cmpstr (tav_event_get_name (event), ==, "Before");
          g_assert_cmpstr (tav_event_get_date (event), ==, "");
          gtk_window_destroy (GTK_WINDOW (dialog));
        }
      tav_test_wait_for_finalize (dialog);
    }
  g_assert_cmpstr (tav_event_get_name (event), ==, "Cup");
  g_assert_cmpstr (tav_event_get_date (event), ==, "2026-11-22");
  g_assert_cmpstr (tav_event_get_venue (event), ==, "Hall");
}

/* ---- The timer ------------------------------------------------------- */

static void
finished_cb (TavRoundTimer *timer,
             gboolean      *finished)
{
  *finished = TRUE;
}

static gboolean
has_overtime (gpointer data)
{
  return tav_round_timer_get_overtime (data) >= 1;
}

/* After 0:00 the button counts the time beyond, until a reset. */
static void
test_timer_overtime (void)
{
  g_autoptr(TavRoundTimer) timer = tav_round_timer_new ();
  GtkWidget *button = g_object_ref_sink (g_object_new (TAV_TYPE_TIMER_BUTTON, "timer", timer, NULL));
  GtkLabel *label = GTK_LABEL (gtk_widget_get_template_child (button, TAV_TYPE_TIMER_BUTTON, "button_label"));
  gboolean finished = FALSE;

  g_signal_connect (timer, "finished", G_CALLBACK (finished_cb), &finished);
  tav_round_timer_set_duration (timer, 1);
  g_assert_cmpstr (gtk_label_get_label (label), ==, "0:01");
  tav_round_timer_start (timer);
  tav_test_wait_for_flag (&finished, "the round timer to finish");
  g_assert_cmpuint (tav_round_timer_get_overtime (timer), ==, 0);
  g_assert_cmpstr (gtk_label_get_label (label), ==, "0:00");

  wait_until (has_overtime, timer);
  g_assert_true (tav_round_timer_get_finished (timer));
  g_assert_true (g_str_has_prefix (gtk_label_get_label (label), "+0:0"));

  tav_round_timer_reset (timer);
  g_assert_cmpuint (tav_round_timer_get_overtime (timer), ==, 0);
  g_assert_cmpstr (gtk_label_get_label (label), ==, "0:01");

  g_object_unref (button);
}

/* ---- Clubs -------------------------------------------------------------- */

/* The club is edited in place in the players list: the core takes a club
 * typed, and a refused one is put back. */
static void
test_club_in_place (void)
{
  g_autoptr(TavEvent) event = tav_event_new ("bang-2011", "Clubs");
  g_autoptr(GError) error = NULL;
  TavPlayer *player;
  TavWindow *window;
  GtkWidget *view;
  GtkWidget *label;

  for (guint i = 1; i <= 6; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %02u", i);

      g_assert_nonnull (tav_event_register_player (event, name, NULL, "", FALSE, &error));
      g_assert_no_error (error);
    }
  player = tav_event_find_player (event, "p2");
  window = g_object_ref (tav_test_show_event (event, 1280, "players"));
  view = tav_test_child (tav_test_child (window, TAV_TYPE_WINDOW, "players_page"),
                         TAV_TYPE_PLAYERS_PAGE, "column_view");
  label = tav_test_find_cell (view, GTK_TYPE_EDITABLE_LABEL, player);
  g_assert_nonnull (label);

  gtk_editable_label_start_editing (GTK_EDITABLE_LABEL (label));
  gtk_editable_set_text (GTK_EDITABLE (label), "Circolo Ludico");
  gtk_editable_label_stop_editing (GTK_EDITABLE_LABEL (label), TRUE);
  g_assert_cmpstr (tav_player_get_club (player), ==, "Circolo Ludico");

  /* A right-to-left override is refused: the club stays as it was. */
  gtk_editable_label_start_editing (GTK_EDITABLE_LABEL (label));
  gtk_editable_set_text (GTK_EDITABLE (label), "Circolo \u202E");
  gtk_editable_label_stop_editing (GTK_EDITABLE_LABEL (label), TRUE);
  g_assert_cmpstr (tav_player_get_club (player), ==, "Circolo Ludico");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (label)), ==, "Circolo Ludico");

  tav_window_set_event (window, NULL, NULL);
  gtk_window_destroy (GTK_WINDOW (window));
  tav_test_wait_for_finalize (window);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data_home = g_dir_make_tmp ("tavolo-test-organiser-data-XXXXXX", &error);
  g_autofree char *command = NULL;
  int status;

  /* Recovery copies of the edited event go to a folder of our own. */
  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);

  tav_test_gtk_init (&argc, &argv);
  adw_init ();

  g_test_add_func ("/organiser/destiny-form-chooses-nothing", test_destiny_form_chooses_nothing);
  g_test_add_func ("/organiser/escape-asks", test_escape_asks);
  g_test_add_func ("/organiser/export-csv", test_export_csv);
  g_test_add_func ("/organiser/deck-checks-offered", test_deck_checks_offered);
  g_test_add_func ("/organiser/finals-page", test_finals_page);
  g_test_add_func ("/organiser/new-event-rulesets", test_new_event_rulesets);
  g_test_add_func ("/organiser/event-details-checked", test_event_details_checked);
  g_test_add_func ("/organiser/timer-overtime", test_timer_overtime);
  g_test_add_func ("/organiser/penalties-bang", test_penalties_bang);
  g_test_add_func ("/organiser/penalties-last-in-game", test_penalties_last_in_game);
  g_test_add_func ("/organiser/club-in-place", test_club_in_place);

  status = g_test_run ();

  /* Nested folders: simplest removed by the shell. */
  command = g_strdup_printf ("rm -rf '%s'", data_home);
  g_spawn_command_line_sync (command, NULL, NULL, NULL, NULL);
  return status;
}
