/* test-app-walk.c — random sequences of the window's own acts, for every
 * ruleset, with the event checked after each one
 *
 * An event of each ruleset is opened in the window, then the walk picks
 * acts at random and does them as the organiser does: through the pages'
 * and the window's actions, the result dialog and its form, the players'
 * prompts, the check-in bar, the swap chooser and the finals page. The
 * acts: enter a result (as read from a sheet, or with mistakes), correct
 * it, clear it (in any round, an earlier one too), withdraw, eject,
 * disqualify or warn a player, bring one back, replace a member of a
 * fixed team by the reserve, check players in (by name, by their box,
 * End Check-in, Withdraw Absent), add a player, draw, draw again, swap
 * two seats, build the finals, edit the event's details, look at the
 * standings, and Undo and Redo.
 *
 * After every step (tests/app/tav-test-walk.c): the event the window
 * holds, saved with its Save action, loads, validates and is written back
 * byte for byte; the standings can be computed and the next draw is made
 * or refused by a rule, never by the loader; every page shows the event;
 * an act the app refused (an error dialog, a form or prompt that stays,
 * a toast) changed nothing, the undo history included, and an act that
 * changed the event made exactly one step of it, which Undo takes back to
 * the very text it had. From time to time, and at the end, the walk undoes
 * all the way back and redoes all the way forward, checking each state.
 * GLib criticals and warnings are fatal, as in every test.
 *
 * The seed is new at every run and printed (a "#" line of the TAP output);
 * on a failure the acts so far are printed too. To replay a walk, or to
 * walk longer than the suite does:
 *
 *   TAVOLO_WALK_SEED=1234 TAVOLO_WALK_STEPS=2000 \
 *     meson test -C _build app-walk --print-errorlogs --timeout-multiplier 0
 *
 * (one ruleset: add `--test-args '-p /app-walk/destiny'`). See
 * docs/app-walk.md.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include <adwaita.h>

#include "tav-event-private.h"
#include "tav-check-in-bar.h"
#include "tav-display.h"
#include "tav-event-dialog.h"
#include "tav-match-form.h"
#include "tav-result-dialog.h"
#include "tav-result-form.h"
#include "tav-swap-chooser.h"
#include "tav-test-app.h"
#include "tav-test-bang.h"
#include "tav-test-catan.h"
#include "tav-test-walk.h"
#include "tav-test-wait.h"
#include "tav-ui.h"

#define SWEEP_EVERY 100
#define EPISODE 200

static char *tmp_dir;
static guint32 walk_seed;

/* ---- The rulesets ------------------------------------------------------- */

typedef struct
{
  const char *path;            /* of the test: /app-walk/PATH */
  const char *id;
  guint       team_size;       /* fixed teams of this many, and a reserve or two */
  guint       min_players;
  guint       max_players;
  const char *params[4][2];
  JsonObject *(*result) (TavWalk  *walk,
                         TavTable *table);
  guint       steps;           /* in the suite's run */
} Ruleset;

static JsonObject *
bang_2011_result (TavWalk  *walk,
                  TavTable *table)
{
  return tav_test_bang_random (&walk->rng, tav_table_get_n_seats (table));
}

static JsonObject *
bang_2007_result (TavWalk  *walk,
                  TavTable *table)
{
  guint n = tav_table_get_n_seats (table);

  /* The builder knows the tables of 4 to 7 the rules play. */
  return n >= 4 && n <= 7 ? tav_test_bang_game_random (&walk->rng, n) : NULL;
}

static JsonObject *
destiny_result (TavWalk  *walk,
                TavTable *table)
{
  JsonObject *result = json_object_new ();

  json_object_set_string_member (result, "winner",
                                 tav_table_get_seat (table, tav_walk_pick (walk, tav_table_get_n_seats (table))));
  return result;
}

static JsonObject *
catan_result (TavWalk  *walk,
              TavTable *table)
{
  guint n = tav_table_get_n_seats (table);

  return n <= 4 ? tav_test_catan_random (&walk->rng, n) : NULL;
}

/* Game points as any game gives them, negative ones and ties included. */
static JsonObject *
bgl_result (TavWalk  *walk,
            TavTable *table)
{
  JsonObject *result = json_object_new ();
  JsonArray *seats = json_array_new ();

  for (guint s = 0; s < tav_table_get_n_seats (table); s++)
    {
      JsonObject *seat = json_object_new ();

      json_object_set_int_member (seat, "points", g_rand_int_range (walk->rand, -5, 60));
      json_array_add_object_element (seats, seat);
    }
  json_object_set_array_member (result, "seats", seats);
  return result;
}

static const Ruleset rulesets[] = {
  { "bang-2011", "bang-2011", 0, 10, 15, { { NULL } }, bang_2011_result, 50 },
  { "bang-2007", "bang-2007", 0, 10, 12, { { "layout", "mixed-5-6" } }, bang_2007_result, 45 },
  { "destiny", "destiny", 0, 6, 9, { { "structure", "custom" }, { "rounds", "3" }, { "cut", "4" } },
    destiny_result, 50 },
  { "catan-bg", "catan-bg", 0, 9, 14, { { "rounds", "3" } }, catan_result, 45 },
  { "bgl", "bgl", 0, 8, 12, { { "players_per_table", "3" }, { "rounds", "2" } }, bgl_result, 45 },
  { "bgl-teams", "bgl", 2, 12, 14, { { "teams", "fixed" }, { "team_size", "2" }, { "rounds", "2" } },
    bgl_result, 30 },
};

/* A winner of the match, and a random pick for its other choices. */
static JsonObject *
match_result (TavWalk  *walk,
              TavStage *stage,
              TavTable *table)
{
  TavEvent *event = tav_window_get_event (walk->window);
  JsonObject *result = json_object_new ();
  const TavFieldSpec *fields;
  guint n_fields = 0;

  json_object_set_string_member (result, "winner", tav_table_get_seat (table, tav_walk_pick (walk, 2)));
  fields = tav_ruleset_get_result_fields (tav_event_get_ruleset (event), event, stage, &n_fields);
  for (guint f = 0; f < n_fields; f++)
    if (fields[f].kind == TAV_FIELD_CHOICE && fields[f].choices != NULL)
      {
        guint n = 0;

        while (fields[f].choices[n].id != NULL)
          n++;
        json_object_set_string_member (result, fields[f].id, fields[f].choices[tav_walk_pick (walk, n)].id);
      }
  return result;
}

static TavEvent *
create_event (const Ruleset *ruleset,
              GRand         *rand)
{
  TavEvent *event = tav_event_new (ruleset->id, "Walk");
  guint n = g_rand_int_range (rand, ruleset->min_players, ruleset->max_players + 1);
  g_autoptr(GError) error = NULL;

  tav_event_set_seed (event, g_rand_int (rand));
  for (guint i = 0; i < G_N_ELEMENTS (ruleset->params) && ruleset->params[i][0]; i++)
    g_assert_true (tav_event_set_param (event, ruleset->params[i][0], ruleset->params[i][1], &error));
  for (guint i = 1; i <= n; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %02u", i);
      TavPlayer *player = tav_event_add_player (event, name, &error);

      g_assert_nonnull (player);
      /* Teams of team_size in order (12 players); the others are the
       * reserves of the first teams. */
      if (ruleset->team_size > 0)
        {
          guint team = i <= 12 ? (i - 1) / ruleset->team_size : i - 13;
          g_autofree char *team_name = g_strdup_printf ("Team %u", team + 1);

          tav_player_set_team (player, team_name);
          tav_player_set_reserve (player, i > 12);
        }
    }
  g_assert_no_error (error);
  return event;
}

/* ---- Where acts apply ----------------------------------------------------- */

typedef struct
{
  TavStage *stage;
  TavRound *round;
  TavTable *table;
} Place;

/* The tables (or matches) ready for a result, with one or without. */
static GArray *
find_tables (TavWalk  *walk,
             gboolean  with_result)
{
  TavEvent *event = tav_window_get_event (walk->window);
  GArray *places = g_array_new (FALSE, FALSE, sizeof (Place));

  for (guint s = 0; s < tav_event_get_n_stages (event); s++)
    {
      TavStage *stage = tav_event_get_stage (event, s);

      for (guint r = 1; r <= tav_stage_get_n_rounds (stage); r++)
        {
          TavRound *round = tav_stage_get_round (stage, r);

          for (guint t = 0; t < tav_round_get_n_tables (round); t++)
            {
              Place place = { stage, round, tav_round_get_table (round, t) };

              /* A table of one is a bye, which the draw records. */
              if (tav_table_is_ready (place.table) && tav_table_get_n_seats (place.table) > 1 &&
                  tav_table_has_result (place.table) == with_result)
                g_array_append_val (places, place);
            }
        }
    }
  return places;
}

static GPtrArray *
find_players (TavWalk  *walk,
              gboolean (*applies) (TavPlayer *player))
{
  TavEvent *event = tav_window_get_event (walk->window);
  GPtrArray *players = g_ptr_array_new ();

  for (guint i = 0; i < tav_event_get_n_players (event); i++)
    if (applies == NULL || applies (tav_event_get_player (event, i)))
      g_ptr_array_add (players, tav_event_get_player (event, i));
  return players;
}

/* The players' menu offers Withdraw, Eject and Warn to the active, and
 * Reinstate to those who withdrew or dropped (tav-players-page.c). */
static gboolean
is_active (TavPlayer *player)
{
  return tav_player_get_status (player) == TAV_PLAYER_ACTIVE;
}

static gboolean
has_left (TavPlayer *player)
{
  return tav_player_get_status (player) == TAV_PLAYER_WITHDRAWN ||
         tav_player_get_status (player) == TAV_PLAYER_DROPPED;
}

/* ---- Results ------------------------------------------------------------ */

static gboolean
result_dialog_gone (gpointer data)
{
  return tav_test_find_toplevel (TAV_TYPE_RESULT_DIALOG) == NULL;
}

/* The result dialog of @place, opened from its card on the Rounds page or,
 * for a match, from the Finals page as well. */
static TavResultDialog *
open_result (TavWalk *walk,
             Place   *place)
{
  TavResultDialog *dialog;

  if (tav_stage_get_kind (place->stage) == TAV_STAGE_BRACKET && tav_walk_chance (walk, 0.5))
    {
      tav_walk_show_page (walk, "finals");
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (walk->finals_page), "finals.record", "u",
                                                 tav_table_get_number (place->table)));
    }
  else
    {
      tav_walk_show_page (walk, "rounds");
      g_assert_true (tav_rounds_page_select_round (walk->rounds_page, place->round));
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (walk->rounds_page), "rounds.edit-result", "u",
                                                 tav_table_get_number (place->table)));
    }
  tav_test_run_pending ();
  dialog = tav_test_find_toplevel (TAV_TYPE_RESULT_DIALOG);
  g_assert_nonnull (dialog);
  tav_walk_note (walk, "%s, round %u, table %u:", tav_stage_get_id (place->stage),
                 tav_round_get_number (place->round), tav_table_get_number (place->table));
  return dialog;
}

static const char *
form_message (GtkWidget *form)
{
  const char *message;

  if (TAV_IS_MATCH_FORM (form))
    message = tav_match_form_get_message (TAV_MATCH_FORM (form));
  else if (!(message = tav_result_form_get_message (TAV_RESULT_FORM (form))))
    for (guint s = 0; s < 8 && !message; s++)
      message = tav_result_form_get_seat_error (TAV_RESULT_FORM (form), s);
  return message ? message : "a field marked in the form";
}

/* Escape, and Discard if the form asks. */
static void
close_result (TavResultDialog *dialog)
{
  AdwMessageDialog *question;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "result.cancel", NULL));
  tav_test_run_pending ();
  if ((question = tav_walk_dialog ()) != NULL)
    {
      g_assert_cmpstr (adw_message_dialog_get_heading (question), ==, "Discard the Entered Result?");
      tav_test_answer (question, "discard");
    }
  tav_test_wait_until (result_dialog_gone, NULL, "the result dialog to close");
  tav_test_run_pending ();
}

/* Save (or Clear): a dialog still open kept what the core refused. */
static void
press (TavWalk         *walk,
       TavResultDialog *dialog,
       const char      *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), action, NULL));
  tav_test_run_pending ();
  if (tav_test_find_toplevel (TAV_TYPE_RESULT_DIALOG) == dialog)
    {
      tav_walk_refused (walk, form_message (tav_result_dialog_get_form (dialog)));
      close_result (dialog);
    }
}

static void
fill_and_save (TavWalk         *walk,
               const Ruleset   *ruleset,
               TavResultDialog *dialog,
               Place           *place)
{
  GtkWidget *form = tav_result_dialog_get_form (dialog);
  g_autoptr(JsonObject) result = NULL;

  if (tav_walk_chance (walk, 0.85))
    result = tav_stage_get_kind (place->stage) == TAV_STAGE_BRACKET ?
             match_result (walk, place->stage, place->table) : ruleset->result (walk, place->table);
  if (result != NULL)
    {
      tav_walk_note (walk, "from the sheet");
      tav_walk_fill_result (walk, form, place->stage, place->table, result);
    }
  else
    {
      tav_walk_note (walk, "with mistakes");
      tav_walk_fill_junk (walk, form, place->stage, place->table);
    }
  /* Now and then the judge thinks better of it. */
  if (tav_walk_chance (walk, 0.05))
    {
      tav_walk_note (walk, "then Escape");
      close_result (dialog);
      return;
    }
  press (walk, dialog, "result.save");
}

/* A result typed into the form of a table waiting for one (enter), or of
 * one that has one (correct). */
static gboolean
fill_table (TavWalk       *walk,
            const Ruleset *ruleset,
            gboolean       with_result)
{
  g_autoptr(GArray) places = find_tables (walk, with_result);
  Place *place;

  if (places->len == 0)
    return FALSE;
  place = &g_array_index (places, Place, tav_walk_pick (walk, places->len));
  fill_and_save (walk, ruleset, open_result (walk, place), place);
  return TRUE;
}

static gboolean
act_enter (TavWalk       *walk,
           const Ruleset *ruleset)
{
  return fill_table (walk, ruleset, FALSE);
}

static gboolean
act_correct (TavWalk       *walk,
             const Ruleset *ruleset)
{
  return fill_table (walk, ruleset, TRUE);
}

static gboolean
act_clear (TavWalk       *walk,
           const Ruleset *ruleset)
{
  g_autoptr(GArray) places = find_tables (walk, TRUE);
  Place *place;

  if (places->len == 0)
    return FALSE;
  place = &g_array_index (places, Place, tav_walk_pick (walk, places->len));
  press (walk, open_result (walk, place), "result.clear");
  return TRUE;
}

/* A question answered as the organiser mostly does (@yes, with
 * @probability), else Cancel. */
static void
answer (TavWalk          *walk,
        AdwMessageDialog *dialog,
        const char       *yes,
        double            probability)
{
  const char *response = tav_walk_chance (walk, probability) ? yes : "cancel";

  tav_walk_note (walk, "%s", response);
  tav_test_answer (dialog, response);
}

/* @action of @widget (with @target, floating or NULL), the question it
 * asks (its heading starts with @heading) answered, and what the app then
 * said read. */
static void
ask (TavWalk    *walk,
     gpointer    widget,
     const char *action,
     GVariant   *target,
     const char *heading,
     const char *yes,
     double      probability)
{
  g_autoptr(GVariant) sunk = target ? g_variant_ref_sink (target) : NULL;
  AdwMessageDialog *dialog;

  g_assert_true (gtk_widget_activate_action_variant (widget, action, target));
  tav_test_run_pending ();
  if ((dialog = tav_walk_dialog ()) != NULL && g_str_has_prefix (adw_message_dialog_get_heading (dialog), heading))
    answer (walk, dialog, yes, probability);
  else if (dialog == NULL)
    tav_walk_note (walk, "(no question)");
  tav_walk_take_error (walk);
}

/* ---- Players ------------------------------------------------------------ */

/* A question of the player's menu answered: @accept with @text typed in
 * its entry, or Cancel. Asked again (with the reason) when refused. */
static void
answer_prompt (TavWalk    *walk,
               const char *heading,
               const char *text,
               gboolean    accept)
{
  AdwMessageDialog *dialog = tav_walk_expect (walk, heading);
  GtkWidget *extra;

  if (dialog == NULL)
    return;
  extra = adw_message_dialog_get_extra_child (dialog);
  if (GTK_IS_EDITABLE (extra))
    gtk_editable_set_text (GTK_EDITABLE (extra), text);
  tav_walk_note (walk, "“%s” %s", text, accept ? "accept" : "cancel");
  tav_test_answer (dialog, accept ? "accept" : "cancel");
  if ((dialog = tav_walk_dialog ()) != NULL)
    {
      g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, heading);
      tav_walk_refused (walk, adw_message_dialog_get_body (dialog));
      tav_test_answer (dialog, "cancel");
    }
}

static gboolean
act_judge (TavWalk       *walk,
           const Ruleset *ruleset)
{
  static const struct {
    const char *action;
    const char *verb;     /* of the question: "Withdraw NAME?" */
  } decisions[] = {
    { "players.withdraw", "Withdraw" },
    { "players.withdraw", "Withdraw" },
    { "players.eject", "Eject" },
    { "players.disqualify", "Disqualify" },
    { "players.warn", "Warn" },
  };
  static const char *reasons[] = { "", "Left early", "Late at the table" };
  g_autoptr(GPtrArray) players = find_players (walk, is_active);
  TavPlayer *player = tav_walk_pick_from (walk, players);
  guint d = tav_walk_pick (walk, G_N_ELEMENTS (decisions));
  g_autofree char *heading = NULL;

  if (player == NULL)
    return FALSE;
  heading = g_strdup_printf ("%s %s?", decisions[d].verb, tav_player_get_name (player));
  tav_walk_note (walk, "%s %s", decisions[d].action, tav_player_get_id (player));
  tav_walk_show_page (walk, "players");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (walk->players_page), decisions[d].action, "s",
                                             tav_player_get_id (player)));
  answer_prompt (walk, heading, reasons[tav_walk_pick (walk, G_N_ELEMENTS (reasons))],
                 tav_walk_chance (walk, 0.9));
  return TRUE;
}

/* An act of the player's menu on one of the players @applies accepts
 * (none: nothing to do), the question it asks answered. */
static gboolean
menu_act (TavWalk     *walk,
          gboolean   (*applies) (TavPlayer *player),
          const char  *action,
          const char  *heading,
          const char  *yes,
          double       probability)
{
  g_autoptr(GPtrArray) players = find_players (walk, applies);
  TavPlayer *player = tav_walk_pick_from (walk, players);

  if (player == NULL)
    return FALSE;
  tav_walk_note (walk, "%s", tav_player_get_id (player));
  tav_walk_show_page (walk, "players");
  ask (walk, walk->players_page, action, g_variant_new_string (tav_player_get_id (player)),
       heading, yes, probability);
  return TRUE;
}

/* Where the rules forbid a return, the judge corrects a mistake. */
static gboolean
act_reinstate (TavWalk       *walk,
               const Ruleset *ruleset)
{
  return menu_act (walk, has_left, "players.reinstate", "Bring ", "override", 0.8);
}

/* A member of a fixed team replaced by the reserve, once the event has
 * begun (the player's menu offers it then). */
static gboolean
is_member (TavPlayer *player)
{
  return is_active (player) && tav_player_get_team (player)[0] != '\0' && !tav_player_get_reserve (player);
}

static gboolean
act_replace (TavWalk       *walk,
             const Ruleset *ruleset)
{
  return tav_event_has_started (tav_window_get_event (walk->window)) &&
         menu_act (walk, is_member, "players.replace", "Replace ", "replace", 0.9);
}

/* A name typed in the check-in bar (a player's, whatever his status, or
 * nobody's), a player's box ticked or unticked, or one of the bar's
 * buttons. */
static gboolean
act_check_in (TavWalk       *walk,
              const Ruleset *ruleset)
{
  GtkWidget *bar = tav_players_page_get_check_in_bar (walk->players_page);
  GtkEntry *entry = tav_check_in_bar_get_entry (TAV_CHECK_IN_BAR (bar));
  g_autoptr(GPtrArray) players = find_players (walk, NULL);
  TavPlayer *player = tav_walk_pick_from (walk, players);
  guint how = tav_walk_pick (walk, 10);
  GtkWidget *widget;

  /* Withdraw Absent empties a room that has barely begun its check-in:
   * rarely pressed, or the walk would soon have nobody to seat. */
  if (how == 9 && tav_walk_chance (walk, 0.7))
    how = 8;
  tav_walk_show_page (walk, "players");
  if (!gtk_widget_get_mapped (bar))
    {
      tav_walk_note (walk, "(no check-in now)");
      return FALSE;
    }
  if (how < 5)
    {
      g_autofree char *name = g_utf8_strdown (how == 0 ? "Nobody Here" : tav_player_get_name (player), -1);

      tav_walk_note (walk, "typed “%s”", name);
      tav_test_check_in_typed (bar, name);
      if (gtk_widget_has_css_class (GTK_WIDGET (entry), "error"))
        tav_walk_refused (walk, gtk_widget_get_tooltip_text (GTK_WIDGET (entry)));
      return TRUE;
    }
  if (how < 7)
    {
      GtkWidget *column_view = tav_test_child (walk->players_page, TAV_TYPE_PLAYERS_PAGE, "column_view");
      gboolean wanted;

      if (!(widget = tav_test_find_cell (column_view, GTK_TYPE_CHECK_BUTTON, player)))
        {
          tav_walk_note (walk, "(%s's box not on screen)", tav_player_get_id (player));
          return FALSE;
        }
      wanted = !gtk_check_button_get_active (GTK_CHECK_BUTTON (widget));
      tav_walk_note (walk, "%s's box %s", tav_player_get_id (player), wanted ? "ticked" : "unticked");
      gtk_check_button_set_active (GTK_CHECK_BUTTON (widget), wanted);
      tav_test_run_pending ();
      /* Refused, the box goes back and a toast says why. */
      if (gtk_check_button_get_active (GTK_CHECK_BUTTON (widget)) != wanted)
        tav_walk_refused (walk, tav_ui_get_last_toast (GTK_WIDGET (walk->window)));
      return TRUE;
    }
  widget = tav_test_find_button (bar, how < 9 ? "_End Check-in" : "_Withdraw Absent");
  if (widget == NULL || !gtk_widget_get_mapped (widget))
    {
      tav_walk_note (walk, "(no %s button)", how < 9 ? "End Check-in" : "Withdraw Absent");
      return FALSE;
    }
  tav_walk_note (walk, "%s", gtk_button_get_label (GTK_BUTTON (widget)));
  /* A click: activating a button (Enter) clicks it only 250 ms later. */
  g_signal_emit_by_name (widget, "clicked");
  tav_test_run_pending ();
  tav_walk_take_error (walk);
  return TRUE;
}

/* A player typed on the Players page (late, once the event has begun):
 * a new name, one taken, or one with nothing visible in it. */
static gboolean
act_add (TavWalk       *walk,
         const Ruleset *ruleset)
{
  GtkWidget *entry = tav_test_child (walk->players_page, TAV_TYPE_PLAYERS_PAGE, "add_entry");
  GtkWidget *team = tav_test_child (walk->players_page, TAV_TYPE_PLAYERS_PAGE, "add_team_entry");
  GtkWidget *error = tav_test_child (walk->players_page, TAV_TYPE_PLAYERS_PAGE, "add_error_label");
  g_autofree char *name = tav_walk_chance (walk, 0.1) ? g_strdup ("\u200b")
                                                      : g_strdup_printf ("Late %02u", tav_walk_pick (walk, 30));

  tav_walk_show_page (walk, "players");
  /* Registration closed: the field is greyed. */
  if (!gtk_widget_is_sensitive (entry))
    return FALSE;
  tav_walk_note (walk, "“%s”", name);
  gtk_editable_set_text (GTK_EDITABLE (entry), name);
  if (gtk_widget_get_mapped (team))
    {
      /* Now and then a name pasted with what names may not hold. */
      g_autofree char *team_name = tav_walk_chance (walk, 0.2) ? g_strdup ("Red\u202eBlue")
                                                                 : g_strdup_printf ("Team %u", tav_walk_pick (walk, 8));

      tav_walk_note (walk, "of “%s”", team_name);
      gtk_editable_set_text (GTK_EDITABLE (team), team_name);
    }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (walk->players_page), "players.add", NULL));
  tav_test_run_pending ();
  if (gtk_widget_get_visible (error))
    {
      tav_walk_refused (walk, gtk_label_get_label (GTK_LABEL (error)));
      gtk_editable_set_text (GTK_EDITABLE (entry), "");
    }
  return TRUE;
}

/* ---- Rounds ------------------------------------------------------------- */

/* The button of @action on the page @name (@page), shown and sensitive;
 * NULL where the page offers none now. */
static GtkWidget *
offered (TavWalk    *walk,
         const char *name,
         gpointer    page,
         const char *action)
{
  GtkWidget *button;

  tav_walk_show_page (walk, name);
  button = tav_test_find_action_button (page, action);
  return button != NULL && gtk_widget_is_sensitive (button) ? button : NULL;
}

static gboolean
act_draw (TavWalk       *walk,
          const Ruleset *ruleset)
{
  GtkWidget *button = offered (walk, "rounds", walk->rounds_page, "rounds.draw");

  if (button == NULL)
    return FALSE;
  g_signal_emit_by_name (button, "clicked");
  tav_test_run_pending ();
  tav_walk_take_error (walk);
  return TRUE;
}

static TavRound *
current_round (TavWalk *walk)
{
  TavStage *stage = tav_event_get_current_stage (tav_window_get_event (walk->window));

  return stage ? tav_stage_get_last_round (stage) : NULL;
}

static gboolean
act_redraw (TavWalk       *walk,
            const Ruleset *ruleset)
{
  TavRound *round = current_round (walk);
  g_autofree char *title = NULL;
  g_autofree char *heading = NULL;

  if (round == NULL)
    return FALSE;
  tav_walk_show_page (walk, "rounds");
  g_assert_true (tav_rounds_page_select_round (walk->rounds_page, round));
  title = tav_display_round_title (round);
  heading = g_strdup_printf ("Draw %s Again?", title);
  ask (walk, walk->rounds_page, "rounds.redraw", NULL, heading, "redraw", 0.85);
  return TRUE;
}

/* Two players of a round still open change seats (now and then one
 * player twice, which the chooser refuses). */
static gboolean
act_swap (TavWalk       *walk,
          const Ruleset *ruleset)
{
  g_autoptr(GArray) open_tables = find_tables (walk, FALSE);
  g_autoptr(GPtrArray) seated = g_ptr_array_new ();
  AdwMessageDialog *dialog;
  Place *place;
  const char *first, *second;

  for (guint i = 0; i < open_tables->len; i++)
    if (tav_stage_get_kind (g_array_index (open_tables, Place, i).stage) != TAV_STAGE_TABLES)
      g_array_remove_index (open_tables, i--);
  if (open_tables->len == 0)
    return FALSE;
  place = &g_array_index (open_tables, Place, tav_walk_pick (walk, open_tables->len));
  for (guint t = 0; t < tav_round_get_n_tables (place->round); t++)
    for (guint s = 0; s < tav_table_get_n_seats (tav_round_get_table (place->round, t)); s++)
      g_ptr_array_add (seated, (gpointer) tav_table_get_seat (tav_round_get_table (place->round, t), s));
  first = tav_walk_pick_from (walk, seated);
  second = tav_walk_chance (walk, 0.05) ? first : tav_walk_pick_from (walk, seated);

  tav_walk_show_page (walk, "rounds");
  g_assert_true (tav_rounds_page_select_round (walk->rounds_page, place->round));
  tav_walk_note (walk, "round %u: %s and %s", tav_round_get_number (place->round), first, second);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (walk->rounds_page), "rounds.swap", NULL));
  tav_test_run_pending ();
  if ((dialog = tav_walk_expect (walk, "Swap Seats")) == NULL)
    return TRUE;
  tav_swap_chooser_select (TAV_SWAP_CHOOSER (adw_message_dialog_get_extra_child (dialog)), first, second);
  answer (walk, dialog, "swap", 0.9);
  /* The seating stands, with what it breaks said (and listed). */
  if ((dialog = tav_walk_dialog ()) != NULL &&
      g_str_equal (adw_message_dialog_get_heading (dialog), "The New Seating Breaks a Rule"))
    {
      tav_walk_note (walk, "(breaks: %s)", adw_message_dialog_get_body (dialog));
      tav_test_answer (dialog, "close");
    }
  tav_walk_take_error (walk);
  return TRUE;
}

static gboolean
act_finals (TavWalk       *walk,
            const Ruleset *ruleset)
{
  if (offered (walk, "finals", walk->finals_page, "finals.build") == NULL)
    return FALSE;
  ask (walk, walk->finals_page, "finals.build", NULL, "Build the Finals?", "build", 0.9);
  return TRUE;
}

static gboolean
event_dialog_gone (gpointer data)
{
  return tav_test_find_toplevel (TAV_TYPE_EVENT_DIALOG) == NULL;
}

/* Event Details: the name, the date and the venue typed again, as the
 * organiser types them (a date with one digit, a space before it, in
 * another order; a name or a venue pasted with what names may not hold),
 * then Apply where the dialog offers it, else the dialog closed. */
static gboolean
act_details (TavWalk       *walk,
             const Ruleset *ruleset)
{
  static const char *dates[] = { "2026-11-22", "", "2026-1-5", " 2026-11-22", "22/11/2026", "2026-02-30" };
  static const char *texts[] = { "Walk", "Sala Grande", "", "  Spaced  ", "Bell\a", "Red\u202eBlue" };
  TavEventDialog *dialog;
  GtkWidget *apply;
  const char *date = dates[tav_walk_pick (walk, G_N_ELEMENTS (dates))];
  const char *name = texts[tav_walk_pick (walk, G_N_ELEMENTS (texts))];
  const char *venue = texts[tav_walk_pick (walk, G_N_ELEMENTS (texts))];

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (walk->window), "win.event-details", NULL));
  dialog = tav_test_wait_for_toplevel (TAV_TYPE_EVENT_DIALOG);
  tav_walk_note (walk, "name “%s”, date “%s”, venue “%s”", name, date, venue);
  gtk_editable_set_text (tav_test_child (dialog, TAV_TYPE_EVENT_DIALOG, "name_row"), name);
  gtk_editable_set_text (tav_test_child (dialog, TAV_TYPE_EVENT_DIALOG, "date_row"), date);
  gtk_editable_set_text (tav_test_child (dialog, TAV_TYPE_EVENT_DIALOG, "venue_row"), venue);
  apply = tav_test_child (dialog, TAV_TYPE_EVENT_DIALOG, "accept_button");
  if (gtk_widget_is_sensitive (apply))
    {
      tav_walk_note (walk, "Apply");
      g_signal_emit_by_name (apply, "clicked");
      tav_test_run_pending ();
    }
  /* Not offered, or kept open with the reason: the dialog says no. */
  if ((dialog = tav_test_find_toplevel (TAV_TYPE_EVENT_DIALOG)) != NULL)
    {
      tav_walk_refused (walk, "the dialog does not apply it");
      tav_test_close_window (dialog);
    }
  tav_test_wait_until (event_dialog_gone, NULL, "the event dialog to close");
  return TRUE;
}

/* The standings, shown and unlocked: the page computes and lists them. */
static gboolean
act_look (TavWalk       *walk,
          const Ruleset *ruleset)
{
  tav_walk_show_page (walk, "standings");
  if (tav_standings_page_get_locked (walk->standings_page))
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (walk->standings_page), "standings.unlock", NULL));
  tav_test_run_pending ();
  tav_test_wait_for_frame (GTK_WIDGET (walk->window));
  tav_walk_show_page (walk, "finals");
  return TRUE;
}

/* ---- The walk ----------------------------------------------------------- */

typedef struct
{
  const char *name;
  /* FALSE: nothing to do it on now (no table waiting, no button), and
   * nothing done. */
  gboolean  (*run) (TavWalk       *walk,
                    const Ruleset *ruleset);
  guint       weight;
} Act;

static const Act acts[] = {
  { "enter", act_enter, 30 },
  { "correct", act_correct, 6 },
  { "clear", act_clear, 5 },
  { "judge", act_judge, 4 },
  { "reinstate", act_reinstate, 4 },
  { "replace", act_replace, 2 },
  { "check-in", act_check_in, 6 },
  { "add", act_add, 2 },
  { "draw", act_draw, 10 },
  { "redraw", act_redraw, 3 },
  { "swap", act_swap, 4 },
  { "finals", act_finals, 4 },
  { "look", act_look, 2 },
  { "details", act_details, 2 },
  { "undo", NULL, 7 },
  { "redo", NULL, 4 },
};

static const Act *
choose_act (TavWalk *walk)
{
  guint total = 0, pick;

  for (guint i = 0; i < G_N_ELEMENTS (acts); i++)
    total += acts[i].weight;
  pick = tav_walk_pick (walk, total);
  for (guint i = 0; i < G_N_ELEMENTS (acts); i++)
    {
      if (pick < acts[i].weight)
        return &acts[i];
      pick -= acts[i].weight;
    }
  g_assert_not_reached ();
}

static guint
env_uint (const char *name,
          guint       fallback)
{
  const char *text = g_getenv (name);
  guint64 value;

  if (text == NULL || !g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT32, &value, NULL))
    return fallback;
  return value;
}

/* One walk of @steps on a new event of @ruleset. */
static void
walk_event (const Ruleset *ruleset,
            GRand         *rand,
            guint32        seed,
            guint          steps,
            const char    *replay)
{
  g_autoptr(TavEvent) event = create_event (ruleset, rand);
  g_autofree char *name = g_strdup_printf ("%s.tavolo", ruleset->path);
  g_autofree char *path = g_build_filename (tmp_dir, name, NULL);
  TavWalk *walk;
  guint sweep_at;

  g_test_message ("%s: %u players, %u steps; %s", ruleset->path, tav_event_get_n_players (event),
                  steps, replay);
  walk = tav_walk_new (event, path, seed, replay);
  tav_walk_check (walk);

  /* A sweep of the history at a random step of every hundred, and one at
   * the end: each state costs the window a rebuild. */
  sweep_at = 1 + tav_walk_pick (walk, MIN (steps, SWEEP_EVERY));
  while (walk->step < steps)
    {
      const Act *act = choose_act (walk);

      if (act->run == NULL)
        tav_walk_history_act (walk, g_str_equal (act->name, "undo"));
      else
        {
          tav_walk_begin (walk, act->name);
          if (act->run (walk, ruleset))
            tav_walk_end (walk);
          else
            tav_walk_skip (walk);
        }
      if (walk->step == sweep_at)
        {
          tav_walk_sweep (walk);
          sweep_at = (walk->step / SWEEP_EVERY + 1) * SWEEP_EVERY + 1 + tav_walk_pick (walk, SWEEP_EVERY);
        }
    }
  tav_walk_sweep (walk);
  tav_walk_report (walk, ruleset->path);
  tav_walk_free (walk);
}

/* A long walk (TAVOLO_WALK_STEPS) goes on a new event every EPISODE steps:
 * an event soon reaches its finals, where few acts are left to do. */
static void
test_walk (gconstpointer data)
{
  const Ruleset *ruleset = data;
  guint32 seed = walk_seed + (guint32) (ruleset - rulesets);
  guint steps = env_uint ("TAVOLO_WALK_STEPS", ruleset->steps);
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed ^ 0x9e3779b9);

  for (guint done = 0, episode = 0; done < steps; episode++)
    {
      guint these = MIN (steps - done, EPISODE);
      g_autofree char *replay = g_strdup_printf ("TAVOLO_WALK_SEED=%" G_GUINT32_FORMAT
                                                 " TAVOLO_WALK_STEPS=%u, -p /app-walk/%s, event %u",
                                                 walk_seed, steps, ruleset->path, episode + 1);

      walk_event (ruleset, rand, seed + episode * 7919, these, replay);
      done += these;
    }
}

int
main (int   argc,
      char *argv[])
{
  int status;

  tmp_dir = tav_test_app_init (&argc, &argv, "app-walk");
  walk_seed = env_uint ("TAVOLO_WALK_SEED", g_random_int ());
  g_test_message ("TAVOLO_WALK_SEED=%" G_GUINT32_FORMAT, walk_seed);

  for (guint i = 0; i < G_N_ELEMENTS (rulesets); i++)
    {
      g_autofree char *path = g_strdup_printf ("/app-walk/%s", rulesets[i].path);

      g_test_add_data_func (path, &rulesets[i], test_walk);
    }

  status = g_test_run ();
  tav_test_app_remove_folder (tmp_dir);
  return status;
}
