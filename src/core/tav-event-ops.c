/* tav-event-ops.c — the operations an organiser performs on an event
 *
 * Every operation either succeeds completely or leaves the event as it was
 * and explains why. The rules themselves live in the ruleset; this file only
 * finds things, checks state and keeps the penalties log.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-event"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tav-bracket.h"
#include "tav-event-private.h"
#include "tav-json-check.h"
#include "tav-text.h"

static TavRuleset *
require_ruleset (TavEvent  *self,
                 GError   **error)
{
  TavRuleset *ruleset = tav_event_get_ruleset (self);

  if (ruleset == NULL)
    g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID,
                 _("Unknown ruleset “%s”"), tav_event_get_ruleset_id (self));
  return ruleset;
}

gboolean
tav_event_draw_round (TavEvent  *self,
                      GError   **error)
{
  TavRuleset *ruleset;

  g_return_val_if_fail (TAV_IS_EVENT (self), FALSE);

  if (!(ruleset = require_ruleset (self, error)))
    return FALSE;
  if (!tav_event_draw_checked_in (self, FALSE, error))
    return FALSE;
  tav_event_hold_drawn_round (self);
  tav_event_changed (self);
  return TRUE;
}

/* A one-seat table is a bye, won when drawn: not a result anyone entered. */
static gboolean
round_has_entered_result (TavRound *round)
{
  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    {
      TavTable *table = tav_round_get_table (round, t);

      if (tav_table_has_result (table) && tav_table_get_n_seats (table) > 1)
        return TRUE;
    }
  return FALSE;
}

gboolean
tav_event_redraw_round (TavEvent  *self,
                        GError   **error)
{
  TavRuleset *ruleset;
  TavStage *stage;
  TavRound *last;

  g_return_val_if_fail (TAV_IS_EVENT (self), FALSE);

  if (!(ruleset = require_ruleset (self, error)))
    return FALSE;
  stage = tav_event_get_current_stage (self);
  last = stage ? tav_stage_get_last_round (stage) : NULL;
  if (last == NULL || tav_stage_get_kind (stage) != TAV_STAGE_TABLES)
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE,
                   _("There is no drawn round to draw again"));
      return FALSE;
    }
  if (!tav_ruleset_check_earlier_rounds (stage, error))
    return FALSE;
  if (round_has_entered_result (last))
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE,
                   _("Round %u cannot be drawn again: %u of its tables already have a result"),
                   tav_round_get_number (last), tav_round_get_n_entered (last));
      return FALSE;
    }
  if (!tav_event_draw_checked_in (self, TRUE, error))
    return FALSE;
  tav_event_hold_drawn_round (self);
  tav_event_changed (self);
  return TRUE;
}

static TavTable *
find_table (TavEvent   *self,
            TavStage   *stage,
            guint       round_number,
            guint       table_number,
            TavRound  **round_out,
            GError    **error)
{
  TavRound *round = tav_stage_get_round (stage, round_number);
  TavTable *table;

  if (round == NULL)
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_NOT_FOUND,
                   _("%s: there is no round %u (%u drawn)"), tav_stage_get_name (stage),
                   round_number, tav_stage_get_n_rounds (stage));
      return NULL;
    }
  table = tav_round_find_table (round, table_number);
  if (table == NULL)
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_NOT_FOUND,
                   _("Round %u has no table %u"), round_number, table_number);
      return NULL;
    }
  *round_out = round;
  return table;
}

/* @path names the result in the document when loading; NULL when a person
 * enters it, then messages name the round and the table instead. */
static gboolean
validate_table_result (TavEvent    *self,
                       TavRuleset  *ruleset,
                       TavStage    *stage,
                       TavRound    *round,
                       TavTable    *table,
                       JsonObject  *result,
                       const char  *path,
                       GError     **error)
{
  const TavFieldSpec *fields;
  guint n_fields = 0;
  g_autofree char *field_path = NULL;

  field_path = path ? g_strdup (path)
                    : g_strdup_printf (_("round %u, table %u: result"), tav_round_get_number (round),
                                       tav_table_get_number (table));
  fields = tav_ruleset_get_result_fields (ruleset, self, stage, &n_fields);
  if (!tav_field_validate_result (fields, n_fields, result, tav_table_get_n_seats (table),
                                  field_path, error))
    {
      if (error)
        tav_rule_error_place_table (*error, tav_stage_get_id (stage), tav_round_get_number (round),
                                    tav_table_get_number (table));
      return FALSE;
    }
  if (!tav_ruleset_validate_result (ruleset, self, stage, round, table, result, error) ||
      (tav_stage_get_kind (stage) == TAV_STAGE_BRACKET &&
       !tav_bracket_check_left_players (self, stage, round, table, result, error)))
    {
      /* The ruleset's message already names the table. */
      if (path)
        g_prefix_error (error, "%s: ", path);
      else
        tav_rule_error_prefix (error, N_("round %u: "), tav_round_get_number (round));
      if (error)
        tav_rule_error_place_table (*error, tav_stage_get_id (stage), tav_round_get_number (round),
                                    tav_table_get_number (table));
      return FALSE;
    }
  return TRUE;
}

/* A later result may depend on this one (a BANG! bid is limited by the
 * balance), so after a change every later result of the stage is checked
 * again and the change is refused if one of them no longer holds. */
static gboolean
revalidate_from (TavEvent    *self,
                 TavRuleset  *ruleset,
                 TavStage    *stage,
                 guint        from_round,
                 GError     **error)
{
  guint n_rounds = tav_stage_get_n_rounds (stage);

  for (guint r = from_round; r <= n_rounds; r++)
    {
      TavRound *round = tav_stage_get_round (stage, r);
      guint n_tables = tav_round_get_n_tables (round);

      for (guint t = 0; t < n_tables; t++)
        {
          TavTable *table = tav_round_get_table (round, t);
          JsonObject *result = tav_table_get_result (table);

          if (result == NULL)
            continue;
          if (!validate_table_result (self, ruleset, stage, round, table, result, NULL, error))
            return FALSE;
        }
    }
  return TRUE;
}

/* Every check a new result of @table must pass, by any route; the event
 * is not touched. A NULL @result checks that the result may be cleared. */
static gboolean
check_result (TavEvent    *self,
              TavStage    *stage,
              TavRound    *round,
              TavTable    *table,
              JsonObject  *result,
              GError     **error)
{
  TavRuleset *ruleset = require_ruleset (self, error);

  if (ruleset == NULL)
    return FALSE;
  if (!tav_table_is_ready (table))
    {
      tav_rule_error_set (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE,
                          N_("Table %u does not have all its players yet"), tav_table_get_number (table));
      return FALSE;
    }

  /* Later rounds of a bracket were built from this match's winner: it may
   * be corrected (the duel kind, say) but not changed or removed. */
  if (tav_stage_get_kind (stage) == TAV_STAGE_BRACKET &&
      tav_round_get_number (round) < tav_stage_get_n_rounds (stage) &&
      (result == NULL ||
       g_strcmp0 (tav_result_get_string (result, "winner"),
                  tav_result_get_string (tav_table_get_result (table), "winner")) != 0))
    {
      tav_rule_error_set (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE,
                          N_("Match %u cannot change: the next round of the bracket is already drawn"),
                          tav_table_get_number (table));
      return FALSE;
    }

  /* Whoever has left cannot be entered as a new winner, by any route. */
  if (result && tav_stage_get_kind (stage) == TAV_STAGE_BRACKET &&
      g_strcmp0 (tav_result_get_string (result, "winner"),
                 tav_bracket_get_winner (table)) != 0)
    {
      TavPlayer *winner = tav_event_find_player (self, tav_result_get_string (result, "winner"));

      if (winner && !tav_player_is_active (winner))
        {
          tav_rule_error_set (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE,
                              N_("%s has left the event (%s) and cannot be recorded as the winner of match %u"),
                              tav_player_get_name (winner),
                              tav_player_status_get_label (tav_player_get_status (winner)),
                              tav_table_get_number (table));
          return FALSE;
        }
    }

  if (result &&
      !validate_table_result (self, ruleset, stage, round, table, result, NULL, error))
    return FALSE;

  return TRUE;
}

static gboolean
store_result (TavEvent    *self,
              TavStage    *stage,
              TavRound    *round,
              TavTable    *table,
              JsonObject  *result,
              GError     **error)
{
  TavRuleset *ruleset;
  g_autoptr(JsonObject) previous = NULL;
  g_autoptr(JsonNode) copy = NULL;

  if (!check_result (self, stage, round, table, result, error))
    return FALSE;
  ruleset = tav_event_get_ruleset (self);
  previous = tav_table_get_result (table) ? json_object_ref (tav_table_get_result (table)) : NULL;
  if (result)
    {
      /* Keep our own deep copy: the caller's object may be edited later. */
      g_autoptr(JsonNode) wrapper = json_node_new (JSON_NODE_OBJECT);

      json_node_set_object (wrapper, result);
      copy = tav_json_deep_copy (wrapper);
    }
  tav_table_set_result (table, copy ? json_node_get_object (copy) : NULL);

  if (!revalidate_from (self, ruleset, stage, tav_round_get_number (round) + 1, error))
    {
      tav_table_set_result (table, previous);
      return FALSE;
    }

  tav_ruleset_result_changed (ruleset, self, stage, round, table);
  tav_event_changed (self);
  return TRUE;
}

gboolean
tav_event_set_result (TavEvent    *self,
                      TavStage    *stage,
                      guint        round_number,
                      guint        table_number,
                      JsonObject  *result,
                      GError     **error)
{
  TavRound *round = NULL;
  TavTable *table;

  g_return_val_if_fail (TAV_IS_EVENT (self), FALSE);
  g_return_val_if_fail (TAV_IS_STAGE (stage), FALSE);
  g_return_val_if_fail (result != NULL, FALSE);

  table = find_table (self, stage, round_number, table_number, &round, error);
  if (table == NULL)
    return FALSE;
  return store_result (self, stage, round, table, result, error);
}

/* The checks of tav_event_set_result () without the change: what the
 * venue inbox runs on a result sent from a table. */
gboolean
tav_event_check_result (TavEvent    *self,
                        TavStage    *stage,
                        guint        round_number,
                        guint        table_number,
                        JsonObject  *result,
                        GError     **error)
{
  TavRound *round = NULL;
  TavTable *table;

  g_return_val_if_fail (TAV_IS_EVENT (self), FALSE);
  g_return_val_if_fail (TAV_IS_STAGE (stage), FALSE);
  g_return_val_if_fail (result != NULL, FALSE);

  table = find_table (self, stage, round_number, table_number, &round, error);
  return table != NULL && check_result (self, stage, round, table, result, error);
}

gboolean
tav_event_clear_result (TavEvent  *self,
                        TavStage  *stage,
                        guint      round_number,
                        guint      table_number,
                        GError   **error)
{
  TavRound *round = NULL;
  TavTable *table;

  g_return_val_if_fail (TAV_IS_EVENT (self), FALSE);

  table = find_table (self, stage, round_number, table_number, &round, error);
  if (table == NULL)
    return FALSE;
  return store_result (self, stage, round, table, NULL, error);
}

gboolean
tav_event_withdraw (TavEvent         *self,
                    const char       *player_id,
                    TavPlayerStatus   status,
                    const char       *reason,
                    GError          **error)
{
  TavPlayer *player;
  TavRuleset *ruleset;
  TavStage *stage;
  TavTable *won;
  gboolean was_active;

  g_return_val_if_fail (TAV_IS_EVENT (self), FALSE);
  g_return_val_if_fail (status != TAV_PLAYER_ACTIVE, FALSE);

  if (!(ruleset = require_ruleset (self, error)))
    return FALSE;
  player = tav_event_find_player (self, player_id);
  if (player == NULL)
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_NOT_FOUND,
                   _("No player with id “%s”"), player_id);
      return FALSE;
    }
  was_active = tav_player_is_active (player);
  if (!was_active &&
      !(status == TAV_PLAYER_DISQUALIFIED && tav_ruleset_get_disqualify_left (ruleset) &&
        (tav_player_get_status (player) == TAV_PLAYER_WITHDRAWN ||
         tav_player_get_status (player) == TAV_PLAYER_DROPPED)))
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE,
                   _("%s has already left the event (%s)"), tav_player_get_name (player),
                   tav_player_status_get_label (tav_player_get_status (player)));
      return FALSE;
    }

  stage = tav_event_get_current_stage (self);
  if (stage && tav_stage_get_kind (stage) == TAV_STAGE_BRACKET &&
      (won = tav_bracket_find_last_win (stage, player_id)) != NULL)
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE,
                   _("%s has already won match %u, his last: his place in the finals is settled"),
                   tav_player_get_name (player), tav_table_get_number (won));
      return FALSE;
    }

  /* Disqualified after withdrawing: he left when he withdrew. */
  if (was_active)
    tav_player_set_left_round (player, tav_event_get_round_position (self));
  tav_player_set_status (player, status);
  if (status == TAV_PLAYER_EJECTED || status == TAV_PLAYER_DISQUALIFIED)
    {
      g_autoptr(TavPenalty) penalty =
        tav_penalty_new (player_id,
                         status == TAV_PLAYER_EJECTED ? TAV_PENALTY_EJECTION
                                                      : TAV_PENALTY_DISQUALIFICATION,
                         stage ? tav_stage_get_id (stage) : NULL,
                         tav_event_get_round_position (self), reason, NULL);
      tav_event_add_penalty (self, penalty);
    }
  else if (reason != NULL && reason[0] != '\0')
    {
      /* A withdrawal is no penalty: its reason goes in the player's note. */
      g_autofree char *clean = g_strstrip (g_strdup (reason));
      const char *note = tav_player_get_note (player);
      g_autofree char *joined = note[0] && clean[0] ? g_strdup_printf ("%s; %s", note, clean)
                                                    : g_strdup (note[0] ? note : clean);

      tav_player_set_note (player, joined);
    }
  tav_ruleset_player_left (ruleset, self, player);
  tav_event_changed (self);
  return TRUE;
}

gboolean
tav_event_reinstate (TavEvent    *self,
                     const char  *player_id,
                     GError     **error)
{
  return tav_event_reinstate_full (self, player_id, FALSE, error);
}

/* A player who dropped comes back into the event. The ruleset decides
 * what the rounds he missed are worth (a loss each in destiny); a player
 * disqualified or ejected by a judge cannot return, and nobody joins a
 * knockout bracket in progress. Where the rules keep a player who withdrew
 * out (BANG!), only a judge correcting a mistake (@judge_override) brings
 * him back. */
gboolean
tav_event_reinstate_full (TavEvent    *self,
                          const char  *player_id,
                          gboolean     judge_override,
                          GError     **error)
{
  TavRuleset *ruleset;
  TavPlayer *player;
  TavStage *stage;
  TavPlayerStatus status;

  g_return_val_if_fail (TAV_IS_EVENT (self), FALSE);

  if (!(ruleset = require_ruleset (self, error)))
    return FALSE;
  player = tav_event_find_player (self, player_id);
  if (player == NULL)
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_NOT_FOUND,
                   _("No player with id “%s”"), player_id);
      return FALSE;
    }
  status = tav_player_get_status (player);
  if (status == TAV_PLAYER_ACTIVE)
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE,
                   _("%s has not left the event"), tav_player_get_name (player));
      return FALSE;
    }
  if (status == TAV_PLAYER_DISQUALIFIED || status == TAV_PLAYER_EJECTED)
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE,
                   _("%s cannot return: %s"), tav_player_get_name (player),
                   tav_player_status_get_label (status));
      return FALSE;
    }
  if (tav_ruleset_get_no_reentry (ruleset) && !judge_override)
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_NO_REENTRY,
                   _("%s cannot return: %s"), tav_player_get_name (player),
                   tav_ruleset_get_no_reentry (ruleset));
      return FALSE;
    }
  stage = tav_event_get_current_stage (self);
  if (stage && tav_stage_get_kind (stage) == TAV_STAGE_BRACKET)
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE,
                   _("%s cannot return during %s: a knockout bracket takes no new players"),
                   tav_player_get_name (player), tav_stage_get_name (stage));
      return FALSE;
    }

  tav_player_set_status (player, TAV_PLAYER_ACTIVE);
  tav_player_set_left_round (player, 0);
  tav_ruleset_player_returned (ruleset, self, player);
  tav_event_check_in_arrival (self, player);
  tav_event_changed (self);
  return TRUE;
}

gboolean
tav_event_warn (TavEvent    *self,
                const char  *player_id,
                const char  *reason,
                gboolean    *ejected,
                GError     **error)
{
  TavRuleset *ruleset;
  TavPlayer *player;
  TavStage *stage;
  g_autoptr(TavPenalty) penalty = NULL;
  g_autofree char *clean = NULL;
  guint limit;

  g_return_val_if_fail (TAV_IS_EVENT (self), FALSE);

  if (ejected)
    *ejected = FALSE;
  if (!(ruleset = require_ruleset (self, error)))
    return FALSE;
  player = tav_event_find_player (self, player_id);
  if (player == NULL)
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_NOT_FOUND,
                   _("No player with id “%s”"), player_id);
      return FALSE;
    }
  clean = g_strstrip (g_strdup (reason ? reason : ""));
  if (clean[0] == '\0')
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID,
                   _("A warning needs a reason"));
      return FALSE;
    }
  if (!tav_player_is_active (player))
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE,
                   _("%s is no longer in the event (%s)"), tav_player_get_name (player),
                   tav_player_status_get_label (tav_player_get_status (player)));
      return FALSE;
    }

  stage = tav_event_get_current_stage (self);
  limit = tav_ruleset_get_warnings_to_eject (ruleset);
  /* The warning that ejects must be one an ejection could follow: a
   * finalist who has won his last match keeps his place, as he would if
   * he withdrew (tav_event_withdraw), and the file would say otherwise. */
  if (limit > 0 && tav_event_count_penalties (self, player_id, TAV_PENALTY_WARNING) + 1 >= limit &&
      stage && tav_stage_get_kind (stage) == TAV_STAGE_BRACKET)
    {
      TavTable *won = tav_bracket_find_last_win (stage, player_id);

      if (won != NULL)
        {
          g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE,
                       _("%s has already won match %u, his last: his place in the finals is settled, and this warning would eject him"),
                       tav_player_get_name (player), tav_table_get_number (won));
          return FALSE;
        }
    }
  penalty = tav_penalty_new (player_id, TAV_PENALTY_WARNING,
                             stage ? tav_stage_get_id (stage) : NULL,
                             tav_event_get_round_position (self), clean, NULL);
  tav_event_add_penalty (self, penalty);

  if (limit > 0 && tav_event_count_penalties (self, player_id, TAV_PENALTY_WARNING) >= limit)
    {
      g_autofree char *why = tav_ruleset_ejection_reason (ruleset, clean);

      tav_player_set_left_round (player, tav_event_get_round_position (self));
      tav_player_set_status (player, TAV_PLAYER_EJECTED);
      g_clear_object (&penalty);
      penalty = tav_penalty_new (player_id, TAV_PENALTY_EJECTION,
                                 stage ? tav_stage_get_id (stage) : NULL,
                                 tav_event_get_round_position (self), why, NULL);
      tav_event_add_penalty (self, penalty);
      tav_ruleset_player_left (ruleset, self, player);
      if (ejected)
        *ejected = TRUE;
    }

  tav_event_changed (self);
  return TRUE;
}

gboolean
tav_event_build_finals (TavEvent  *self,
                        GError   **error)
{
  TavRuleset *ruleset;

  g_return_val_if_fail (TAV_IS_EVENT (self), FALSE);

  if (!(ruleset = require_ruleset (self, error)))
    return FALSE;
  if (!tav_ruleset_build_finals (ruleset, self, error))
    return FALSE;
  tav_event_changed (self);
  return TRUE;
}

gboolean
tav_event_record_match (TavEvent    *self,
                        guint        match,
                        const char  *winner_id,
                        const char  *kind,
                        GError     **error)
{
  TavStage *stage = tav_event_get_current_stage (self);
  TavRound *round = NULL;
  TavTable *table;
  g_autoptr(JsonObject) result = NULL;

  g_return_val_if_fail (TAV_IS_EVENT (self), FALSE);

  if (stage == NULL || tav_stage_get_kind (stage) != TAV_STAGE_BRACKET)
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE,
                   _("The finals have not been built yet"));
      return FALSE;
    }
  table = tav_stage_find_match (stage, match, &round);
  if (table == NULL)
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_NOT_FOUND,
                   _("There is no match %u in the finals yet"), match);
      return FALSE;
    }
  result = tav_bracket_make_result (winner_id, kind);
  return store_result (self, stage, round, table, result, error);
}

TavStandings *
tav_event_compute_standings (TavEvent *self)
{
  TavRuleset *ruleset;

  g_return_val_if_fail (TAV_IS_EVENT (self), NULL);

  ruleset = tav_event_get_ruleset (self);
  g_return_val_if_fail (ruleset != NULL, NULL);
  return tav_ruleset_compute_standings (ruleset, self);
}

/* ---- Whole-document validation (after loading) ------------------------ */

static gboolean
validate_players (TavEvent  *self,
                  GError   **error)
{
  g_autoptr(GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) keys = g_hash_table_new (g_str_hash, g_str_equal);
  guint n = tav_event_get_n_players (self);

  for (guint i = 0; i < n; i++)
    {
      TavPlayer *player = tav_event_get_player (self, i);
      const char *id = tav_player_get_id (player);

      if (id[0] == '\0')
        {
          g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID,
                       _("players[%u].id: empty"), i);
          return FALSE;
        }
      if (!g_hash_table_add (ids, (gpointer) id))
        {
          g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID,
                       _("players[%u].id: “%s” is used twice"), i, id);
          return FALSE;
        }
      if (tav_player_get_name (player)[0] == '\0')
        {
          g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID,
                       _("players[%u].name: empty"), i);
          return FALSE;
        }
      /* "A" and "a", or "André" in two normal forms, would make a lookup
       * by name pick one of them silently. */
      {
        const char *key = tav_player_get_name_key (player);
        gpointer first;

        if (g_hash_table_lookup_extended (keys, key, NULL, &first))
          {
            g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID,
                         _("players[%u].name: “%s” is the name of players[%u] as well (names are compared ignoring case); rename one of them"),
                         i, tav_player_get_name (player), GPOINTER_TO_UINT (first));
            return FALSE;
          }
        g_hash_table_insert (keys, (gpointer) key, GUINT_TO_POINTER (i));
      }
    }
  return TRUE;
}

/* A bye of a bracket's first round, won by the other seat as a walkover. */
static gboolean
is_bye_walkover (TavRound *round,
                 TavTable *table)
{
  JsonObject *result = tav_table_get_result (table);
  const char *winner = tav_result_get_string (result, "winner");

  return tav_round_get_number (round) == 1 && tav_bracket_is_bye (table) &&
         tav_result_get_bool (result, "forfeit") && winner && winner[0] &&
         tav_table_find_seat (table, winner) >= 0;
}

static gboolean
validate_round_seats (TavEvent   *self,
                      TavStage   *stage,
                      TavRound   *round,
                      const char *round_path,
                      GHashTable *match_numbers,
                      GError    **error)
{
  g_autoptr(GHashTable) seated = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) numbers = g_hash_table_new (NULL, NULL);
  guint n_tables = tav_round_get_n_tables (round);
  gboolean bracket = tav_stage_get_kind (stage) == TAV_STAGE_BRACKET;

  for (guint t = 0; t < n_tables; t++)
    {
      TavTable *table = tav_round_get_table (round, t);
      const char * const *seats = tav_table_get_seats (table);
      guint number = tav_table_get_number (table);
      GHashTable *used = bracket ? match_numbers : numbers;

      if (number == 0 || !g_hash_table_add (used, GUINT_TO_POINTER (number)))
        {
          g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID,
                       _("%s.tables[%u].number: %u is missing or used twice"),
                       round_path, t, number);
          return FALSE;
        }
      for (guint s = 0; seats[s]; s++)
        {
          /* An empty seat in a bracket: still to be decided, or a bye. */
          if (seats[s][0] == '\0' && bracket &&
              (!tav_table_has_result (table) || is_bye_walkover (round, table)))
            continue;
          if (tav_event_find_player (self, seats[s]) == NULL)
            {
              g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID,
                           _("%s.tables[%u].seats[%u]: unknown player id “%s”"),
                           round_path, t, s, seats[s]);
              return FALSE;
            }
          if (!g_hash_table_add (seated, (gpointer) seats[s]))
            {
              g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID,
                           _("%s.tables[%u].seats[%u]: player “%s” is seated twice in this round"),
                           round_path, t, s, seats[s]);
              return FALSE;
            }
        }
    }
  return TRUE;
}

/* A stage of tables plans at least the rounds it has drawn. A round
 * before the last may lack results: one cleared after the next draw, to be
 * entered again (docs/file-format.md); the next draw waits for it. */
static gboolean
validate_stage_progress (TavStage   *stage,
                         const char *stage_path,
                         GError    **error)
{
  guint n_rounds = tav_stage_get_n_rounds (stage);
  guint planned = tav_stage_get_planned_rounds (stage);

  if (tav_stage_get_kind (stage) == TAV_STAGE_BRACKET || n_rounds == 0)
    return TRUE;
  if (planned < n_rounds)
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID,
                   g_dngettext (GETTEXT_PACKAGE,
                                "%s.planned_rounds: %u, but %u round is drawn; set it to the number of rounds the stage plays (at least %u)",
                                "%s.planned_rounds: %u, but %u rounds are drawn; set it to the number of rounds the stage plays (at least %u)",
                                n_rounds),
                   stage_path, planned, n_rounds, n_rounds);
      return FALSE;
    }
  return TRUE;
}

/* Who has left the event and who has not must agree with the penalties:
 * an ejected or disqualified player can never return, so such a penalty for
 * an active player contradicts his status; and only a player who left has
 * a round he left in. */
static gboolean
validate_departures (TavEvent  *self,
                     GError   **error)
{
  GListModel *penalties = tav_event_get_penalties (self);
  guint n_players = tav_event_get_n_players (self);

  for (guint i = 0; i < g_list_model_get_n_items (penalties); i++)
    {
      g_autoptr(TavPenalty) penalty = g_list_model_get_item (penalties, i);
      TavPenaltyKind kind = tav_penalty_get_kind (penalty);
      TavPlayer *player = tav_event_find_player (self, tav_penalty_get_player_id (penalty));
      const char *stage_id = tav_penalty_get_stage_id (penalty);

      if (player && tav_player_is_active (player) &&
          (kind == TAV_PENALTY_EJECTION || kind == TAV_PENALTY_DISQUALIFICATION))
        {
          g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID,
                       _("penalties[%u].kind: %s for %s, who is still active; set the player's status to %s or remove the penalty"),
                       i, tav_penalty_kind_to_string (kind), tav_player_get_id (player),
                       kind == TAV_PENALTY_EJECTION ? "ejected" : "disqualified");
          return FALSE;
        }
      if (stage_id && stage_id[0] && tav_event_find_stage (self, stage_id) == NULL)
        {
          g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID,
                       _("penalties[%u].stage: unknown stage “%s”"), i, stage_id);
          return FALSE;
        }
    }
  for (guint i = 0; i < n_players; i++)
    {
      TavPlayer *player = tav_event_get_player (self, i);

      if (tav_player_is_active (player) && tav_player_get_left_round (player) != 0)
        {
          g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID,
                       _("players[%u].left_round: %u for a player who is still active; set it to 0 or give the status he left with"),
                       i, tav_player_get_left_round (player));
          return FALSE;
        }
    }
  return TRUE;
}

/* Checks what the loader cannot see field by field: references between
 * parts of the document, and every result against the ruleset, in the
 * order they were played. */
gboolean
tav_event_validate (TavEvent  *self,
                    GError   **error)
{
  TavRuleset *ruleset;
  guint n_stages, n_penalties;

  g_return_val_if_fail (TAV_IS_EVENT (self), FALSE);

  if (!(ruleset = tav_event_get_ruleset (self)))
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID,
                   _("event.ruleset: unknown ruleset “%s”"), tav_event_get_ruleset_id (self));
      return FALSE;
    }
  if (!validate_players (self, error) ||
      !tav_ruleset_check_stages (ruleset, self, error) ||
      !validate_departures (self, error))
    return FALSE;

  n_stages = tav_event_get_n_stages (self);
  for (guint i = 0; i < n_stages; i++)
    {
      TavStage *stage = tav_event_get_stage (self, i);
      guint n_rounds = tav_stage_get_n_rounds (stage);
      g_autoptr(GHashTable) match_numbers = g_hash_table_new (NULL, NULL);
      g_autofree char *stage_path = g_strdup_printf ("stages[%u]", i);

      if (!validate_stage_progress (stage, stage_path, error))
        return FALSE;
      for (guint r = 1; r <= n_rounds; r++)
        {
          TavRound *round = tav_stage_get_round (stage, r);
          g_autofree char *round_path = g_strdup_printf ("stages[%u].rounds[%u]", i, r - 1);
          guint n_tables = tav_round_get_n_tables (round);

          if (!validate_round_seats (self, stage, round, round_path, match_numbers, error))
            return FALSE;
          for (guint t = 0; t < n_tables; t++)
            {
              TavTable *table = tav_round_get_table (round, t);
              JsonObject *result = tav_table_get_result (table);
              g_autofree char *path = NULL;

              if (result == NULL)
                continue;
              path = g_strdup_printf ("%s.tables[%u].result", round_path, t);
              if (!validate_table_result (self, ruleset, stage, round, table, result, path, error))
                return FALSE;
            }
        }
    }

  n_penalties = g_list_model_get_n_items (tav_event_get_penalties (self));
  for (guint i = 0; i < n_penalties; i++)
    {
      g_autoptr(TavPenalty) penalty = g_list_model_get_item (tav_event_get_penalties (self), i);

      if (tav_event_find_player (self, tav_penalty_get_player_id (penalty)) == NULL)
        {
          g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID,
                       _("penalties[%u].player: unknown player id “%s”"), i,
                       tav_penalty_get_player_id (penalty));
          return FALSE;
        }
    }
  return TRUE;
}
