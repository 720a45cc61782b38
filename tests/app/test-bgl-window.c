/* test-bgl-window.c — a Boardgame League event in the window: the final
 * table, the team standings and the players' teams
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include <adwaita.h>

#include "tav-event-private.h"
#include "tav-finals-page.h"
#include "tav-players-page.h"
#include "tav-rounds-page.h"
#include "tav-standings-page.h"
#include "tav-test-app.h"
#include "tav-test-wait.h"
#include "tav-ui.h"
#include "tav-window.h"

/* ---- Main loop helpers ------------------------------------------------ */

#define wait_until(condition, data) tav_test_wait_until (condition, data, #condition)

/* Runs what the last step left pending: the changes these tests make
 * reach the pages at once or from idle callbacks, never from a timer. */
#define iterate() tav_test_run_pending ()

static AdwMessageDialog *
find_message_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) toplevel = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (toplevel))
        return ADW_MESSAGE_DIALOG (toplevel);
    }

  return NULL;
}

static gboolean
message_dialog_shown (gpointer data)
{
  return find_message_dialog () != NULL;
}

static AdwMessageDialog *
wait_for_message_dialog (const char *heading)
{
  AdwMessageDialog *dialog;

  wait_until (message_dialog_shown, NULL);
  dialog = find_message_dialog ();
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, heading);
  return dialog;
}

/* Answers @dialog as its button would, and closes it: a response alone
 * leaves the window among the toplevels. */
static void
respond (AdwMessageDialog *dialog,
         const char       *response)
{
  g_object_ref (dialog);
  adw_message_dialog_response (dialog, response);
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);
  iterate ();
}

static gpointer
child (gpointer    widget,
       GType       type,
       const char *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (widget), type, name);

  g_assert_nonnull (object);
  return object;
}

static TavWindow *
create_window (TavEvent *event)
{
  TavWindow *window = tav_window_new (NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 900);
  gtk_window_present (GTK_WINDOW (window));
  wait_until (tav_test_is_mapped, window);
  tav_window_set_event (window, event, NULL);
  iterate ();

  return g_object_ref (window);
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
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", name);
  iterate ();
}

/* An action that is disabled does nothing: no dialog comes up. */
static void
assert_no_dialog_from (gpointer    widget,
                       const char *action,
                       GVariant   *target)
{
  gtk_widget_activate_action_variant (GTK_WIDGET (widget), action, target);
  iterate ();
  g_assert_null (find_message_dialog ());
}

/* ---- Events ------------------------------------------------------------ */

/* 8 players at tables of 4; with @teams, Red (p1–p4) and Blue (p5–p8)
 * play together as fixed teams. */
static TavEvent *
create_event (gboolean teams)
{
  TavEvent *event = tav_event_new ("bgl", "League Night");
  g_autoptr(GError) error = NULL;

  tav_event_set_seed (event, 11);
  if (teams)
    {
      g_assert_true (tav_event_set_param (event, "teams", "fixed", &error));
      g_assert_true (tav_event_set_param (event, "team_size", "4", &error));
      g_assert_true (tav_event_set_param (event, "team_pairing", "united", &error));
      g_assert_no_error (error);
    }

  for (guint i = 1; i <= 8; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %u", i);
      TavPlayer *player = tav_event_add_player (event, name, &error);

      g_assert_no_error (error);
      if (teams)
        tav_player_set_team (player, i <= 4 ? "Red" : "Blue");
    }

  return event;
}

/* Every table of the current stage's last round gets a result. */
static void
play_round (TavEvent *event)
{
  TavStage *stage = tav_event_get_current_stage (event);
  TavRound *round = tav_stage_get_last_round (stage);

  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    {
      TavTable *table = tav_round_get_table (round, t);
      g_autoptr(JsonNode) node = NULL;
      g_autoptr(GError) error = NULL;

      g_assert_cmpuint (tav_table_get_n_seats (table), ==, 4);
      node = json_from_string ("{\"seats\":[{\"points\":52},{\"points\":50},{\"points\":47},{\"points\":45}]}",
                               &error);
      g_assert_no_error (error);
      g_assert_true (tav_event_set_result (event, stage, tav_round_get_number (round),
                                           tav_table_get_number (table),
                                           json_node_get_object (node), &error));
      g_assert_no_error (error);
    }
}

/* The elimination rounds drawn and played, the final table not built. */
static TavEvent *
create_played_event (gboolean teams)
{
  TavEvent *event = create_event (teams);
  g_autoptr(GError) error = NULL;
  TavStage *stage;

  do
    {
      g_assert_true (tav_event_draw_round (event, &error));
      g_assert_no_error (error);
      play_round (event);
      stage = tav_event_get_current_stage (event);
    }
  while (tav_stage_get_n_rounds (stage) < tav_stage_get_planned_rounds (stage));

  g_assert_cmpuint (tav_event_get_n_stages (event), ==, 1);
  g_assert_true (tav_stage_is_complete (stage));
  return event;
}

/* ---- Tests ------------------------------------------------------------- */

/* Built once, the final table is a tables stage: the finals page says
 * where its result goes instead of offering to build the finals again. */
static void
test_final_table (void)
{
  g_autoptr(TavEvent) played = create_played_event (FALSE);
  TavWindow *window = create_window (played);
  TavFinalsPage *finals_page = child (window, TAV_TYPE_WINDOW, "finals_page");
  TavRoundsPage *rounds_page = child (window, TAV_TYPE_WINDOW, "rounds_page");
  GtkStack *stack = child (finals_page, TAV_TYPE_FINALS_PAGE, "stack");
  GtkWidget *build_button = child (finals_page, TAV_TYPE_FINALS_PAGE, "build_button");
  GtkWidget *table_button = child (finals_page, TAV_TYPE_FINALS_PAGE, "table_button");
  AdwStatusPage *table_page = child (finals_page, TAV_TYPE_FINALS_PAGE, "table_page");
  GtkWidget *finalists = child (finals_page, TAV_TYPE_FINALS_PAGE, "finalists_list");
  AdwViewStack *view_stack = child (window, TAV_TYPE_WINDOW, "view_stack");
  TavEvent *event = tav_window_get_event (window);
  TavStage *final;
  guint n_rows = 0;

  /* The rounds are complete: the final table can be built. */
  show_page (window, "finals");
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "none");
  g_assert_true (gtk_widget_get_visible (build_button));
  g_assert_true (gtk_widget_is_sensitive (build_button));

  gtk_widget_activate_action (GTK_WIDGET (finals_page), "finals.build", NULL);
  respond (wait_for_message_dialog ("Build the Finals?"), "build");

  final = tav_event_find_stage (event, "final");
  g_assert_nonnull (final);
  g_assert_cmpint (tav_stage_get_kind (final), ==, TAV_STAGE_TABLES);
  g_assert_null (tav_finals_page_get_stage (finals_page));

  /* Not offered again: the page lists the finalists and sends the judge
   * to the rounds page. */
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "tables");
  g_assert_cmpstr (adw_status_page_get_title (table_page), ==, "The Final Table Is Seated");
  assert_no_dialog_from (finals_page, "finals.build", NULL);
  g_assert_cmpuint (tav_event_get_n_stages (event), ==, 2);

  for (GtkWidget *row = gtk_widget_get_first_child (finalists); row; row = gtk_widget_get_next_sibling (row))
    n_rows++;
  g_assert_cmpuint (n_rows, ==, 4);
  g_assert_cmpstr (g_variant_get_string (gtk_actionable_get_action_target_value (GTK_ACTIONABLE (table_button)), NULL),
                   ==, "rounds");

  /* The rounds page follows the event to the final table, which is
   * seated from the standings and so not drawn again. */
  g_signal_emit_by_name (table_button, "clicked");
  iterate ();
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (view_stack), ==, "rounds");
  g_assert_true (tav_rounds_page_get_round (rounds_page) == tav_stage_get_round (final, 1));
  assert_no_dialog_from (rounds_page, "rounds.redraw", NULL);

  /* Its result makes the standings final. */
  play_round (event);
  iterate ();
  g_assert_cmpstr (adw_status_page_get_title (table_page), ==, "The Final Standings Are Ready");
  g_assert_cmpstr (g_variant_get_string (gtk_actionable_get_action_target_value (GTK_ACTIONABLE (table_button)), NULL),
                   ==, "standings");
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "tables");

  destroy_window (window);
}

/* Without a final table, the standings after the last round are final:
 * nothing to build. */
static void
test_no_final_table (void)
{
  g_autoptr(TavEvent) event = create_event (FALSE);
  g_autoptr(GError) error = NULL;
  TavWindow *window;
  TavFinalsPage *finals_page;
  TavStage *stage;

  g_assert_true (tav_event_set_param (event, "final_table", "false", &error));
  g_assert_no_error (error);
  do
    {
      g_assert_true (tav_event_draw_round (event, &error));
      play_round (event);
      stage = tav_event_get_current_stage (event);
    }
  while (tav_stage_get_n_rounds (stage) < tav_stage_get_planned_rounds (stage));

  window = create_window (event);
  finals_page = child (window, TAV_TYPE_WINDOW, "finals_page");
  show_page (window, "finals");
  g_assert_cmpstr (gtk_stack_get_visible_child_name (child (finals_page, TAV_TYPE_FINALS_PAGE, "stack")),
                   ==, "none");
  g_assert_cmpstr (adw_status_page_get_title (child (finals_page, TAV_TYPE_FINALS_PAGE, "none_page")),
                   ==, "No Finals");
  g_assert_false (gtk_widget_get_visible (child (finals_page, TAV_TYPE_FINALS_PAGE, "build_button")));
  assert_no_dialog_from (finals_page, "finals.build", NULL);

  destroy_window (window);
}

static gboolean
has_row_named (TavStandings *standings,
               const char   *name)
{
  for (guint i = 0; i < tav_standings_get_n_rows (standings); i++)
    if (g_strcmp0 (tav_player_get_name (tav_standings_row_get_player (tav_standings_get_row (standings, i))),
                   name) == 0)
      return TRUE;

  return FALSE;
}

/* Fixed teams: a switch shows the teams' standings with their columns. */
static void
test_team_standings (void)
{
  g_autoptr(TavEvent) played = create_played_event (TRUE);
  g_autoptr(TavEvent) solo = create_played_event (FALSE);
  TavWindow *window = create_window (played);
  TavStandingsPage *page = child (window, TAV_TYPE_WINDOW, "standings_page");
  GtkWidget *view_switch = child (page, TAV_TYPE_STANDINGS_PAGE, "view_switch");
  GtkToggleButton *players_toggle = GTK_TOGGLE_BUTTON (gtk_widget_get_first_child (view_switch));
  GtkToggleButton *teams_toggle = child (page, TAV_TYPE_STANDINGS_PAGE, "teams_toggle");
  GtkColumnView *view = child (page, TAV_TYPE_STANDINGS_PAGE, "column_view");
  g_autoptr(GtkColumnViewColumn) name_column = NULL;
  TavStandings *standings;

  show_page (window, "standings");
  g_assert_true (gtk_widget_get_visible (view_switch));
  g_assert_true (gtk_toggle_button_get_active (players_toggle));
  g_assert_cmpuint (g_list_model_get_n_items (tav_standings_page_get_model (page)), ==, 8);

  gtk_toggle_button_set_active (teams_toggle, TRUE);
  iterate ();
  standings = tav_standings_page_get_standings (page);
  g_assert_cmpuint (tav_standings_get_n_rows (standings), ==, 2);
  g_assert_true (has_row_named (standings, "Red"));
  g_assert_true (has_row_named (standings, "Blue"));
  g_assert_cmpint (tav_standings_find_column (standings, "members"), >=, 0);
  g_assert_cmpuint (g_list_model_get_n_items (tav_standings_page_get_model (page)), ==, 2);
  /* Rank, team, the team standings' own columns and the note. */
  g_assert_cmpuint (g_list_model_get_n_items (gtk_column_view_get_columns (view)), ==,
                    tav_standings_get_n_columns (standings) + 3);
  name_column = g_list_model_get_item (gtk_column_view_get_columns (view), 1);
  g_assert_cmpstr (gtk_column_view_column_get_title (name_column), ==, "Team");
  g_clear_object (&name_column);

  gtk_toggle_button_set_active (players_toggle, TRUE);
  iterate ();
  g_assert_cmpuint (g_list_model_get_n_items (tav_standings_page_get_model (page)), ==, 8);
  g_assert_true (has_row_named (tav_standings_page_get_standings (page), "Player 1"));
  name_column = g_list_model_get_item (gtk_column_view_get_columns (view), 1);
  g_assert_cmpstr (gtk_column_view_column_get_title (name_column), ==, "Name");

  /* Without teams, no switch. */
  tav_window_set_event (window, solo, NULL);
  iterate ();
  g_assert_false (gtk_widget_get_visible (view_switch));
  g_assert_cmpuint (g_list_model_get_n_items (tav_standings_page_get_model (page)), ==, 8);

  destroy_window (window);
}

/* Players register with their team, and change it until the first draw. */
static void
test_players_teams (void)
{
  g_autoptr(TavEvent) created = tav_event_new ("bgl", "Team Cup");
  g_autoptr(GError) error = NULL;
  TavWindow *window;
  TavPlayersPage *page;
  GtkEditable *name_entry, *team_entry;
  GtkToggleButton *reserve_toggle;
  TavEvent *event;
  TavPlayer *player;

  g_assert_true (tav_event_set_param (created, "teams", "fixed", &error));
  g_assert_no_error (error);
  window = create_window (created);
  page = child (window, TAV_TYPE_WINDOW, "players_page");
  name_entry = child (page, TAV_TYPE_PLAYERS_PAGE, "add_entry");
  team_entry = child (page, TAV_TYPE_PLAYERS_PAGE, "add_team_entry");
  reserve_toggle = child (page, TAV_TYPE_PLAYERS_PAGE, "add_reserve_toggle");
  event = tav_window_get_event (window);

  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (team_entry)));
  g_assert_true (gtk_column_view_column_get_visible (child (page, TAV_TYPE_PLAYERS_PAGE, "team_column")));

  /* The team stays for the next member. */
  gtk_editable_set_text (name_entry, "Anna");
  gtk_editable_set_text (team_entry, " Red ");
  gtk_widget_activate_action (GTK_WIDGET (page), "players.add", NULL);
  iterate ();
  player = tav_event_find_player (event, "p1");
  g_assert_nonnull (player);
  g_assert_cmpstr (tav_player_get_team (player), ==, "Red");
  g_assert_false (tav_player_get_reserve (player));
  g_assert_cmpstr (gtk_editable_get_text (team_entry), ==, " Red ");
  g_assert_cmpstr (gtk_editable_get_text (name_entry), ==, "");

  /* A reserve needs a team: the core's words, as in the command line
   * (tests/cli/test-cli-bgl.c). */
  gtk_editable_set_text (name_entry, "Bruno");
  gtk_editable_set_text (team_entry, " ");
  gtk_toggle_button_set_active (reserve_toggle, TRUE);
  gtk_widget_activate_action (GTK_WIDGET (page), "players.add", NULL);
  iterate ();
  g_assert_cmpuint (tav_event_get_n_players (event), ==, 1);
  g_assert_true (gtk_widget_get_visible (child (page, TAV_TYPE_PLAYERS_PAGE, "add_error_label")));
  g_assert_cmpstr (gtk_label_get_label (child (page, TAV_TYPE_PLAYERS_PAGE, "add_error_label")), ==,
                   "A reserve needs the name of his team");

  /* A team name refused adds nobody (the walk of tests/app/test-app-walk.c
   * found the player added, and the error shown, all the same). */
  gtk_toggle_button_set_active (reserve_toggle, FALSE);
  gtk_editable_set_text (team_entry, "Red\u202eBlue");
  gtk_widget_activate_action (GTK_WIDGET (page), "players.add", NULL);
  iterate ();
  g_assert_cmpuint (tav_event_get_n_players (event), ==, 1);
  g_assert_nonnull (strstr (gtk_label_get_label (child (page, TAV_TYPE_PLAYERS_PAGE, "add_error_label")),
                            "text-direction control"));
  gtk_toggle_button_set_active (reserve_toggle, TRUE);

  /* Spelt as the team already is. */
  gtk_editable_set_text (team_entry, "red");
  gtk_widget_activate_action (GTK_WIDGET (page), "players.add", NULL);
  iterate ();
  player = tav_event_find_player (event, "p2");
  g_assert_cmpstr (tav_player_get_team (player), ==, "Red");
  g_assert_true (tav_player_get_reserve (player));
  g_assert_false (gtk_toggle_button_get_active (reserve_toggle));

  /* Changed from the player's menu. */
  {
    AdwMessageDialog *dialog;
    GtkWidget *box;

    gtk_widget_activate_action (GTK_WIDGET (page), "players.team", "s", "p1");
    dialog = wait_for_message_dialog ("Team of Anna");
    box = adw_message_dialog_get_extra_child (dialog);
    g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (gtk_widget_get_first_child (box))), ==, "Red");
    gtk_editable_set_text (GTK_EDITABLE (gtk_widget_get_first_child (box)), "Blue");
    gtk_check_button_set_active (GTK_CHECK_BUTTON (gtk_widget_get_last_child (box)), TRUE);
    respond (dialog, "accept");
    player = tav_event_find_player (tav_window_get_event (window), "p1");
    g_assert_cmpstr (tav_player_get_team (player), ==, "Blue");
    g_assert_true (tav_player_get_reserve (player));

    /* A reserve of no team: asked again with the core's reason, as the
     * command line refuses it (tests/cli/test-cli-bgl.c). */
    gtk_widget_activate_action (GTK_WIDGET (page), "players.team", "s", "p1");
    dialog = wait_for_message_dialog ("Team of Anna");
    box = adw_message_dialog_get_extra_child (dialog);
    gtk_editable_set_text (GTK_EDITABLE (box), " ");
    respond (dialog, "accept");
    dialog = wait_for_message_dialog ("Team of Anna");
    g_assert_true (g_str_has_prefix (adw_message_dialog_get_body (dialog), "A reserve needs the name of his team\n\n"));
    box = adw_message_dialog_get_extra_child (dialog);
    g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (box)), ==, " ");
    g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (gtk_widget_get_last_child (box))));
    respond (dialog, "cancel");
    g_assert_cmpstr (tav_player_get_team (player), ==, "Blue");
    g_assert_true (tav_player_get_reserve (player));
  }

  /* Once the event has started, teams stay as they are. */
  {
    g_autoptr(TavEvent) started = create_event (TRUE);

    g_assert_true (tav_event_draw_round (started, &error));
    g_assert_no_error (error);
    tav_window_set_event (window, started, NULL);
    iterate ();
    /* No late entry into fixed teams: the field stays, greyed, with why. */
    g_assert_true (gtk_widget_get_visible (child (page, TAV_TYPE_PLAYERS_PAGE, "add_box")));
    g_assert_false (gtk_widget_get_sensitive (child (page, TAV_TYPE_PLAYERS_PAGE, "add_box")));
    g_assert_cmpstr (gtk_label_get_label (child (page, TAV_TYPE_PLAYERS_PAGE, "late_label")), ==,
                     "Registration is closed since the first draw: the fixed teams were registered before it");
    g_assert_true (gtk_column_view_column_get_visible (child (page, TAV_TYPE_PLAYERS_PAGE, "team_column")));
    assert_no_dialog_from (page, "players.team", g_variant_new_string ("p1"));
  }

  /* Other rulesets have no teams. */
  {
    g_autoptr(TavEvent) bang = tav_event_new ("bang-2011", "No Teams");

    tav_window_set_event (window, bang, NULL);
    iterate ();
    g_assert_false (gtk_widget_get_visible (GTK_WIDGET (team_entry)));
    g_assert_false (gtk_column_view_column_get_visible (child (page, TAV_TYPE_PLAYERS_PAGE, "team_column")));
  }

  /* Set aside, the window would ask about the unsaved changes. */
  tav_window_set_event (window, NULL, NULL);
  destroy_window (window);
}

/* The player's menu, opened, offers @action. */
static gboolean
menu_offers (TavPlayersPage *page,
             const char     *id,
             const char     *action)
{
  TavPlayer *player = tav_event_find_player (tav_players_page_get_event (page), id);
  GtkWidget *button = tav_test_find_cell (GTK_WIDGET (child (page, TAV_TYPE_PLAYERS_PAGE, "column_view")),
                                          GTK_TYPE_MENU_BUTTON, player);

  g_assert_nonnull (button);
  return tav_test_menu_has_action (tav_test_opened_menu (GTK_MENU_BUTTON (button)), action);
}

/* The body of the Withdraw… question for @id, asked and cancelled. */
static char *
withdraw_question (TavPlayersPage *page,
                   const char     *id)
{
  AdwMessageDialog *dialog;
  char *body;

  gtk_widget_activate_action (GTK_WIDGET (page), "players.withdraw", "s", id);
  dialog = tav_test_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  body = g_strdup (adw_message_dialog_get_body (dialog));
  tav_test_answer (dialog, "cancel");
  return body;
}

/* Once the teams are fixed, the reserve takes a member's place from the
 * player's menu; Withdraw… says what follows for the team; the rule is
 * said when no reserve is left. */
static void
test_replace_by_reserve (void)
{
  g_autoptr(TavEvent) created = create_event (TRUE);
  g_autoptr(GError) error = NULL;
  TavPlayer *reserve = tav_event_add_player (created, "Red Reserve", &error);
  TavWindow *window;
  TavPlayersPage *page;
  TavEvent *event;
  TavTable *table;
  guint seat = 0;

  g_assert_no_error (error);
  tav_player_set_team (reserve, "Red");
  tav_player_set_reserve (reserve, TRUE);
  window = create_window (created);
  page = child (window, TAV_TYPE_WINDOW, "players_page");
  show_page (window, "players");

  /* Before the first draw the teams are edited: no replacing. */
  g_assert_false (menu_offers (page, "p2", "players.replace"));
  g_assert_true (menu_offers (page, "p2", "players.team"));

  g_assert_true (tav_event_draw_round (tav_window_get_event (window), &error));
  g_assert_no_error (error);
  iterate ();
  event = tav_window_get_event (window);
  table = tav_round_find_player (tav_stage_get_last_round (tav_event_get_current_stage (event)), "p2", &seat);
  g_assert_nonnull (table);

  /* For a member; not for the reserve himself. */
  g_assert_true (menu_offers (page, "p2", "players.replace"));
  g_assert_false (menu_offers (page, "p9", "players.replace"));

  /* What a withdrawal would do to each team. */
  {
    g_autofree char *red = withdraw_question (page, "p1");
    g_autofree char *blue = withdraw_question (page, "p5");

    g_assert_true (g_str_has_suffix (red, " The reserve of “Red”, Red Reserve, takes his place."));
    g_assert_true (g_str_has_suffix (blue, " “Blue” has no reserve left: the whole team withdraws with him (Player 6, Player 7, Player 8)."));
  }

  /* Asked, then done: Player 2 leaves, the reserve sits in his seat. */
  gtk_widget_activate_action (GTK_WIDGET (page), "players.replace", "s", "p2");
  {
    AdwMessageDialog *dialog = wait_for_message_dialog ("Replace Player 2 by Red Reserve?");

    tav_test_wait_for_frame (GTK_WIDGET (dialog));
    tav_test_screenshot (GTK_WIDGET (window), "players-replace-by-reserve.png");

    g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==,
                     "Red Reserve, the reserve of “Red”, plays in the place of Player 2 from now on, at the table of this round too if its result is not in. Player 2 leaves the event.");
    tav_test_answer (dialog, "replace");
  }
  event = tav_window_get_event (window);
  g_assert_cmpint (tav_player_get_status (tav_event_find_player (event, "p2")), ==, TAV_PLAYER_WITHDRAWN);
  g_assert_false (tav_player_get_reserve (tav_event_find_player (event, "p9")));
  table = tav_round_find_table (tav_stage_get_last_round (tav_event_get_current_stage (event)),
                                tav_table_get_number (table));
  g_assert_cmpstr (tav_table_get_seat (table, seat), ==, "p9");
  g_assert_cmpstr (tav_ui_get_last_toast (GTK_WIDGET (window)), ==, "Red Reserve takes the place of Player 2");
  g_assert_false (menu_offers (page, "p2", "players.replace"));

  /* No reserve left: the rule, and nothing changes. */
  gtk_widget_activate_action (GTK_WIDGET (page), "players.replace", "s", "p3");
  {
    AdwMessageDialog *dialog = wait_for_message_dialog ("The Reserve Cannot Take His Place");

    g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==,
                     "“Red” has no reserve left: the rules say a member who leaves without a reserve withdraws the whole team");
    tav_test_answer (dialog, "close");
  }
  g_assert_true (tav_player_is_active (tav_event_find_player (tav_window_get_event (window), "p3")));

  /* Undone, Player 2 plays again and the reserve waits. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  iterate ();
  event = tav_window_get_event (window);
  g_assert_true (tav_player_is_active (tav_event_find_player (event, "p2")));
  g_assert_true (tav_player_get_reserve (tav_event_find_player (event, "p9")));

  tav_window_set_event (window, NULL, NULL);
  destroy_window (window);
}

/* The first absent member of a team without a reserve takes his team
 * along: Withdraw Absent goes on with the others, and is one step to
 * undo (it stopped with an error at the teammate, the first withdrawals
 * kept: the walk of tests/app/test-app-walk.c found it). */
static void
test_withdraw_absent_team (void)
{
  g_autoptr(TavEvent) created = create_event (TRUE);
  g_autoptr(GError) error = NULL;
  TavWindow *window;
  TavPlayersPage *page;
  GtkWidget *bar, *button;
  TavSession *session;
  TavEvent *event;
  guint n_undo;

  g_assert_true (tav_event_draw_round (created, &error));
  g_assert_no_error (error);
  play_round (created);
  window = create_window (created);
  session = tav_window_get_session (window);
  page = child (window, TAV_TYPE_WINDOW, "players_page");
  bar = tav_players_page_get_check_in_bar (page);
  show_page (window, "players");

  /* Red and one of Blue present; three of Blue are not. */
  for (guint i = 1; i <= 5; i++)
    {
      g_autofree char *id = g_strdup_printf ("p%u", i);

      tav_test_check_in_typed (bar, id);
    }
  button = tav_test_find_button (bar, "_Withdraw Absent");
  g_assert_nonnull (button);
  tav_session_flush (session);
  n_undo = tav_session_get_n_undo (session);

  g_signal_emit_by_name (button, "clicked");
  iterate ();
  g_assert_null (tav_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  event = tav_window_get_event (window);
  for (guint i = 5; i <= 8; i++)
    {
      g_autofree char *id = g_strdup_printf ("p%u", i);

      g_assert_cmpint (tav_player_get_status (tav_event_find_player (event, id)), ==, TAV_PLAYER_WITHDRAWN);
    }
  g_assert_true (tav_player_is_active (tav_event_find_player (event, "p1")));
  g_assert_cmpstr (tav_ui_get_last_toast (GTK_WIDGET (window)), ==, "3 absent players withdrawn");
  tav_session_flush (session);
  g_assert_cmpuint (tav_session_get_n_undo (session), ==, n_undo + 1);

  tav_window_set_event (window, NULL, NULL);
  destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autofree char *tmp_dir = NULL;
  g_autofree char *command = NULL;
  int status;

  /* Recovery copies go to a folder of our own. */
  tmp_dir = g_dir_make_tmp ("tavolo-test-bgl-window-XXXXXX", &error);
  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", tmp_dir, TRUE);

  tav_test_gtk_init (&argc, &argv);
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-cursor-blink", FALSE, NULL);

  g_test_add_func ("/bgl-window/final-table", test_final_table);
  g_test_add_func ("/bgl-window/no-final-table", test_no_final_table);
  g_test_add_func ("/bgl-window/team-standings", test_team_standings);
  g_test_add_func ("/bgl-window/players-teams", test_players_teams);
  g_test_add_func ("/bgl-window/replace-by-reserve", test_replace_by_reserve);
  g_test_add_func ("/bgl-window/withdraw-absent-team", test_withdraw_absent_team);

  status = g_test_run ();

  command = g_strdup_printf ("rm -rf '%s'", tmp_dir);
  g_spawn_command_line_sync (command, NULL, NULL, NULL, NULL);

  return status;
}
