/* tav-ruleset.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-ruleset"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tav-bracket.h"
#include "tav-event.h"
#include "tav-ruleset.h"

G_DEFINE_ABSTRACT_TYPE (TavRuleset, tav_ruleset, G_TYPE_OBJECT)

/* Defaults shared by all rulesets: a bracket stage is handled by the
 * bracket engine, so a ruleset only describes its own stages. */

static const TavFieldSpec *
tav_ruleset_real_get_result_fields (TavRuleset *self,
                                    TavEvent   *event,
                                    TavStage   *stage,
                                    guint      *n_fields)
{
  return tav_bracket_get_result_fields (n_fields);
}

static gboolean
tav_ruleset_real_validate_result (TavRuleset  *self,
                                  TavEvent    *event,
                                  TavStage    *stage,
                                  TavRound    *round,
                                  TavTable    *table,
                                  JsonObject  *result,
                                  GError     **error)
{
  if (tav_stage_get_kind (stage) == TAV_STAGE_BRACKET)
    return tav_bracket_validate_result (event, table, result, error);
  return TRUE;
}

static void
tav_ruleset_real_result_changed (TavRuleset *self,
                                 TavEvent   *event,
                                 TavStage   *stage,
                                 TavRound   *round,
                                 TavTable   *table)
{
  if (tav_stage_get_kind (stage) == TAV_STAGE_BRACKET)
    tav_bracket_advance (event, stage);
}

static void
tav_ruleset_real_player_left (TavRuleset *self,
                              TavEvent   *event,
                              TavPlayer  *player)
{
  TavStage *stage = tav_event_get_current_stage (event);

  if (stage && tav_stage_get_kind (stage) == TAV_STAGE_BRACKET)
    tav_bracket_forfeit (event, stage, tav_player_get_id (player));
}

static gboolean
tav_ruleset_real_is_ranking_secret (TavRuleset *self,
                                    TavEvent   *event)
{
  return FALSE;
}

static GPtrArray *
tav_ruleset_real_check_round (TavRuleset *self,
                              TavEvent   *event,
                              TavStage   *stage,
                              TavRound   *round)
{
  return g_ptr_array_new_with_free_func (g_free);
}

static gboolean
tav_ruleset_real_build_finals (TavRuleset  *self,
                               TavEvent    *event,
                               GError     **error)
{
  g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_UNSUPPORTED,
               _("The ruleset “%s” has no finals"), tav_ruleset_get_id (self));
  return FALSE;
}

static void
tav_ruleset_class_init (TavRulesetClass *klass)
{
  klass->get_result_fields = tav_ruleset_real_get_result_fields;
  klass->validate_result = tav_ruleset_real_validate_result;
  klass->result_changed = tav_ruleset_real_result_changed;
  klass->player_left = tav_ruleset_real_player_left;
  klass->is_ranking_secret = tav_ruleset_real_is_ranking_secret;
  klass->check_round = tav_ruleset_real_check_round;
  klass->build_finals = tav_ruleset_real_build_finals;
}

static void
tav_ruleset_init (TavRuleset *self)
{
}

const char *
tav_ruleset_get_id (TavRuleset *self)
{
  g_return_val_if_fail (TAV_IS_RULESET (self), NULL);
  return TAV_RULESET_GET_CLASS (self)->id;
}

const char *
tav_ruleset_get_name (TavRuleset *self)
{
  g_return_val_if_fail (TAV_IS_RULESET (self), NULL);
  return _(TAV_RULESET_GET_CLASS (self)->name);
}

const char *
tav_ruleset_get_description (TavRuleset *self)
{
  g_return_val_if_fail (TAV_IS_RULESET (self), NULL);
  return _(TAV_RULESET_GET_CLASS (self)->description);
}

const TavFieldSpec *
tav_ruleset_get_params (TavRuleset *self,
                        guint      *n_params)
{
  g_return_val_if_fail (TAV_IS_RULESET (self), NULL);
  *n_params = TAV_RULESET_GET_CLASS (self)->n_params;
  return TAV_RULESET_GET_CLASS (self)->params;
}

guint
tav_ruleset_get_warnings_to_eject (TavRuleset *self)
{
  g_return_val_if_fail (TAV_IS_RULESET (self), 0);
  return TAV_RULESET_GET_CLASS (self)->warnings_to_eject;
}

/* The rule, translated, that forbids a player who withdrew to return; NULL
 * when the ruleset lets him. */
const char *
tav_ruleset_get_no_reentry (TavRuleset *self)
{
  g_return_val_if_fail (TAV_IS_RULESET (self), NULL);
  return TAV_RULESET_GET_CLASS (self)->no_reentry ?
         _(TAV_RULESET_GET_CLASS (self)->no_reentry) : NULL;
}

/* Whether conduct discovered after a player withdrew can still get him
 * disqualified (it then changes the standings: no place, no prize). */
gboolean
tav_ruleset_get_disqualify_left (TavRuleset *self)
{
  g_return_val_if_fail (TAV_IS_RULESET (self), FALSE);
  return TAV_RULESET_GET_CLASS (self)->disqualify_left;
}

/* The rule, translated, that refuses a new player once the first round is
 * drawn; NULL when a late entry joins (charged by player_returned for the
 * rounds drawn without him, as a player coming back). */
const char *
tav_ruleset_get_no_late_entry (TavRuleset *self)
{
  g_return_val_if_fail (TAV_IS_RULESET (self), NULL);
  return TAV_RULESET_GET_CLASS (self)->no_late_entry ?
         _(TAV_RULESET_GET_CLASS (self)->no_late_entry) : NULL;
}

gboolean
tav_ruleset_get_registers_decks (TavRuleset *self)
{
  g_return_val_if_fail (TAV_IS_RULESET (self), FALSE);
  return TAV_RULESET_GET_CLASS (self)->registers_decks;
}

/* The rule, translated, that keeps an active player from sitting a round
 * out when he is not checked in; NULL when he may. */
const char *
tav_ruleset_get_no_sit_out (TavRuleset *self)
{
  g_return_val_if_fail (TAV_IS_RULESET (self), NULL);
  return TAV_RULESET_GET_CLASS (self)->no_sit_out ?
         _(TAV_RULESET_GET_CLASS (self)->no_sit_out) : NULL;
}

/* The rule, translated, for a round a player absent at the check-in sits
 * out, where he may: what it costs him. */
const char *
tav_ruleset_get_sit_out (TavRuleset *self)
{
  g_return_val_if_fail (TAV_IS_RULESET (self), NULL);
  return TAV_RULESET_GET_CLASS (self)->sit_out ?
         _(TAV_RULESET_GET_CLASS (self)->sit_out) :
         _("a round missed scores nothing");
}

/* Whether events of this ruleset can go on after their first stage (a
 * bracket, a final table): a ruleset without finals gets no Finals page. */
gboolean
tav_ruleset_has_finals (TavRuleset *self)
{
  g_return_val_if_fail (TAV_IS_RULESET (self), FALSE);

  return TAV_RULESET_GET_CLASS (self)->n_stages > 1;
}

gboolean
tav_ruleset_result_field_applies (TavRuleset         *self,
                                  TavEvent           *event,
                                  TavStage           *stage,
                                  TavTable           *table,
                                  const TavFieldSpec *field)
{
  TavRulesetClass *klass;

  g_return_val_if_fail (TAV_IS_RULESET (self), TRUE);
  g_return_val_if_fail (field != NULL, TRUE);

  klass = TAV_RULESET_GET_CLASS (self);
  if (klass->result_field_applies == NULL)
    return TRUE;
  return klass->result_field_applies (self, event, stage, table, field);
}

/* What seat 1 is at the tables of @stage ("Sheriff" in BANG!), for views
 * and printed sheets; NULL when seat 1 is nothing special. */
const char *
tav_ruleset_get_head_seat_label (TavRuleset *self,
                                 TavStage   *stage)
{
  const char *label;

  g_return_val_if_fail (TAV_IS_RULESET (self), NULL);

  label = TAV_RULESET_GET_CLASS (self)->head_seat_label;
  if (label == NULL || (stage && tav_stage_get_kind (stage) != TAV_STAGE_TABLES))
    return NULL;
  return _(label);
}

/* The default length of a round's timer in minutes (the organiser may
 * change it); a ruleset with a "round_minutes" parameter uses that. */
guint
tav_ruleset_get_round_minutes (TavRuleset *self,
                               TavEvent   *event,
                               TavStage   *stage)
{
  TavRulesetClass *klass;
  guint n_params = 0;
  const TavFieldSpec *params;

  g_return_val_if_fail (TAV_IS_RULESET (self), 0);

  klass = TAV_RULESET_GET_CLASS (self);
  if (klass->get_round_minutes)
    return klass->get_round_minutes (self, event, stage);
  params = tav_ruleset_get_params (self, &n_params);
  if (event && tav_field_find (params, n_params, "round_minutes"))
    return (guint) tav_event_get_param_int (event, "round_minutes");
  if (stage && tav_stage_get_kind (stage) == TAV_STAGE_BRACKET)
    return klass->match_minutes;
  return klass->round_minutes;
}

const TavFieldSpec *
tav_ruleset_get_result_fields (TavRuleset *self,
                               TavEvent   *event,
                               TavStage   *stage,
                               guint      *n_fields)
{
  g_return_val_if_fail (TAV_IS_RULESET (self), NULL);
  return TAV_RULESET_GET_CLASS (self)->get_result_fields (self, event, stage, n_fields);
}

gboolean
tav_ruleset_check_players (TavRuleset  *self,
                           TavEvent    *event,
                           GError     **error)
{
  g_return_val_if_fail (TAV_IS_RULESET (self), FALSE);
  if (TAV_RULESET_GET_CLASS (self)->check_players == NULL)
    return TRUE;
  return TAV_RULESET_GET_CLASS (self)->check_players (self, event, error);
}

char *
tav_ruleset_describe_plan (TavRuleset *self,
                           TavEvent   *event)
{
  g_return_val_if_fail (TAV_IS_RULESET (self), NULL);
  if (TAV_RULESET_GET_CLASS (self)->describe_plan == NULL)
    return g_strdup ("");
  return TAV_RULESET_GET_CLASS (self)->describe_plan (self, event);
}

/* NULL when the ruleset has nothing to say about the finals' prizes. */
char *
tav_ruleset_describe_finals (TavRuleset *self,
                             TavEvent   *event)
{
  g_return_val_if_fail (TAV_IS_RULESET (self), NULL);
  if (TAV_RULESET_GET_CLASS (self)->describe_finals == NULL)
    return NULL;
  return TAV_RULESET_GET_CLASS (self)->describe_finals (self, event);
}

gboolean
tav_ruleset_draw_round (TavRuleset  *self,
                        TavEvent    *event,
                        gboolean     redraw,
                        GError     **error)
{
  g_return_val_if_fail (TAV_IS_RULESET (self), FALSE);
  return TAV_RULESET_GET_CLASS (self)->draw_round (self, event, redraw, error);
}

gboolean
tav_ruleset_validate_result (TavRuleset  *self,
                             TavEvent    *event,
                             TavStage    *stage,
                             TavRound    *round,
                             TavTable    *table,
                             JsonObject  *result,
                             GError     **error)
{
  g_return_val_if_fail (TAV_IS_RULESET (self), FALSE);
  return TAV_RULESET_GET_CLASS (self)->validate_result (self, event, stage, round, table,
                                                        result, error);
}

void
tav_ruleset_result_changed (TavRuleset *self,
                            TavEvent   *event,
                            TavStage   *stage,
                            TavRound   *round,
                            TavTable   *table)
{
  g_return_if_fail (TAV_IS_RULESET (self));
  TAV_RULESET_GET_CLASS (self)->result_changed (self, event, stage, round, table);
}

GPtrArray *
tav_ruleset_check_round (TavRuleset *self,
                         TavEvent   *event,
                         TavStage   *stage,
                         TavRound   *round)
{
  g_return_val_if_fail (TAV_IS_RULESET (self), NULL);
  return TAV_RULESET_GET_CLASS (self)->check_round (self, event, stage, round);
}

TavStandings *
tav_ruleset_compute_standings (TavRuleset *self,
                               TavEvent   *event)
{
  g_return_val_if_fail (TAV_IS_RULESET (self), NULL);
  return TAV_RULESET_GET_CLASS (self)->compute_standings (self, event);
}

gboolean
tav_ruleset_is_ranking_secret (TavRuleset *self,
                               TavEvent   *event)
{
  g_return_val_if_fail (TAV_IS_RULESET (self), FALSE);
  return TAV_RULESET_GET_CLASS (self)->is_ranking_secret (self, event);
}

gboolean
tav_ruleset_build_finals (TavRuleset  *self,
                          TavEvent    *event,
                          GError     **error)
{
  g_return_val_if_fail (TAV_IS_RULESET (self), FALSE);
  return TAV_RULESET_GET_CLASS (self)->build_finals (self, event, error);
}

void
tav_ruleset_player_left (TavRuleset *self,
                         TavEvent   *event,
                         TavPlayer  *player)
{
  g_return_if_fail (TAV_IS_RULESET (self));
  TAV_RULESET_GET_CLASS (self)->player_left (self, event, player);
}

void
tav_ruleset_player_returned (TavRuleset *self,
                             TavEvent   *event,
                             TavPlayer  *player)
{
  g_return_if_fail (TAV_IS_RULESET (self));
  if (TAV_RULESET_GET_CLASS (self)->player_returned)
    TAV_RULESET_GET_CLASS (self)->player_returned (self, event, player);
}

gboolean
tav_ruleset_check_stages (TavRuleset  *self,
                          TavEvent    *event,
                          GError     **error)
{
  TavRulesetClass *klass;
  guint n;

  g_return_val_if_fail (TAV_IS_RULESET (self), FALSE);

  klass = TAV_RULESET_GET_CLASS (self);
  n = tav_event_get_n_stages (event);
  if (klass->stages == NULL)
    return TRUE;
  /* The stages played are the declared ones in order; an optional one may
   * be skipped (a destiny event may start with its playoffs). */
  for (guint i = 0, next = 0; i < n; i++, next++)
    {
      TavStage *stage = tav_event_get_stage (event, i);

      while (next + 1 < klass->n_stages && klass->stages[next].optional &&
             g_strcmp0 (tav_stage_get_id (stage), klass->stages[next].id) != 0)
        next++;
      if (next >= klass->n_stages ||
          g_strcmp0 (tav_stage_get_id (stage), klass->stages[next].id) != 0 ||
          tav_stage_get_kind (stage) != klass->stages[next].kind)
        {
          g_autoptr(GString) expected = g_string_new (NULL);

          for (guint k = 0; k < klass->n_stages; k++)
            g_string_append_printf (expected, "%s“%s” (%s)", k ? ", " : "", klass->stages[k].id,
                                    tav_stage_kind_to_string (klass->stages[k].kind));
          g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE,
                       _("stages[%u]: “%s” (%s) is not a stage of %s, which plays %s in this order"),
                       i, tav_stage_get_id (stage), tav_stage_kind_to_string (tav_stage_get_kind (stage)),
                       klass->id, expected->str);
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
tav_ruleset_check_event (TavRuleset  *self,
                         TavEvent    *event,
                         GError     **error)
{
  g_return_val_if_fail (TAV_IS_RULESET (self), FALSE);

  if (TAV_RULESET_GET_CLASS (self)->check_event == NULL)
    return TRUE;
  return TAV_RULESET_GET_CLASS (self)->check_event (self, event, error);
}

char *
tav_ruleset_describe_player (TavRuleset *self,
                             TavEvent   *event,
                             TavPlayer  *player)
{
  g_return_val_if_fail (TAV_IS_RULESET (self), NULL);
  if (TAV_RULESET_GET_CLASS (self)->describe_player == NULL)
    return NULL;
  return TAV_RULESET_GET_CLASS (self)->describe_player (self, event, player);
}

/* ---- Seasons ---------------------------------------------------------- */

gboolean
tav_ruleset_has_season (TavRuleset *self)
{
  g_return_val_if_fail (TAV_IS_RULESET (self), FALSE);
  return TAV_RULESET_GET_CLASS (self)->season_fields != NULL &&
         TAV_RULESET_GET_CLASS (self)->season_results != NULL &&
         TAV_RULESET_GET_CLASS (self)->season_standings != NULL;
}

/* An earlier round whose result was cleared: a draw would use standings
 * and meetings without it, so its tables are named. */
gboolean
tav_ruleset_check_earlier_rounds (TavStage  *stage,
                                  GError   **error)
{
  TavRound *round = tav_stage_find_round_with_gap (stage);
  g_autofree char *gap = tav_stage_describe_gap (stage);

  if (round == NULL)
    return TRUE;
  /* TRANSLATORS: %s says which tables, e.g. "Round 1 has no result at table 3" */
  g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE,
               g_dngettext (GETTEXT_PACKAGE, "%s: enter it before another round is drawn",
                            "%s: enter them before another round is drawn",
                            tav_round_get_n_missing (round)),
               gap);
  return FALSE;
}

/* The next round is drawn once every table of every round has a result. */
gboolean
tav_ruleset_check_complete (TavStage  *stage,
                            GError   **error)
{
  TavRound *last = tav_stage_get_last_round (stage);
  g_autofree char *tables = NULL;

  if (!tav_ruleset_check_earlier_rounds (stage, error))
    return FALSE;
  if (last == NULL || tav_round_is_complete (last))
    return TRUE;
  /* Which tables, so that the organiser knows where to go. */
  tables = tav_round_list_missing (last);
  g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE,
               /* TRANSLATORS: a round's number, then the numbers of its
                * tables without a result, e.g. "3, 7, 18" */
               g_dngettext (GETTEXT_PACKAGE,
                            "Round %u is not complete: waiting for the result of table %s",
                            "Round %u is not complete: waiting for the results of tables %s",
                            tav_round_get_n_missing (last)),
               tav_round_get_number (last), tables);
  return FALSE;
}

/* The standings of the teams, for an event played in teams; NULL when the
 * event has none. */
TavStandings *
tav_ruleset_compute_team_standings (TavRuleset *self,
                                    TavEvent   *event)
{
  g_return_val_if_fail (TAV_IS_RULESET (self), NULL);
  if (TAV_RULESET_GET_CLASS (self)->compute_team_standings == NULL)
    return NULL;
  return TAV_RULESET_GET_CLASS (self)->compute_team_standings (self, event);
}

/* Whether a season of this ruleset has a permanent ranking besides its own
 * (the 300 TP rule of catan-bg). */
gboolean
tav_ruleset_has_permanent_ranking (TavRuleset *self)
{
  g_return_val_if_fail (TAV_IS_RULESET (self), FALSE);
  return tav_ruleset_has_season (self) && TAV_RULESET_GET_CLASS (self)->has_permanent_ranking;
}

const TavFieldSpec *
tav_ruleset_get_season_fields (TavRuleset *self,
                               guint      *n_fields)
{
  g_return_val_if_fail (TAV_IS_RULESET (self), NULL);
  *n_fields = TAV_RULESET_GET_CLASS (self)->n_season_fields;
  return TAV_RULESET_GET_CLASS (self)->season_fields;
}

const TavFieldSpec *
tav_ruleset_get_season_params (TavRuleset *self,
                               guint      *n_params)
{
  g_return_val_if_fail (TAV_IS_RULESET (self), NULL);
  *n_params = TAV_RULESET_GET_CLASS (self)->n_season_params;
  return TAV_RULESET_GET_CLASS (self)->season_params;
}

/* What a finished @event gives its players: an object from each player id
 * to his values (the season_fields); players who did not play are left
 * out. Refused, with the reason, while the event is not finished. */
JsonObject *
tav_ruleset_season_results (TavRuleset  *self,
                            TavEvent    *event,
                            GError     **error)
{
  g_return_val_if_fail (TAV_IS_RULESET (self), NULL);
  if (!tav_ruleset_has_season (self))
    {
      g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_UNSUPPORTED,
                   _("The ruleset “%s” has no season ranking"), tav_ruleset_get_id (self));
      return NULL;
    }
  return TAV_RULESET_GET_CLASS (self)->season_results (self, event, error);
}

/* The season ranking, or with @permanent the players who left it for the
 * permanent ranking. */
TavStandings *
tav_ruleset_season_standings (TavRuleset *self,
                              TavSeason  *season,
                              gboolean    permanent)
{
  g_return_val_if_fail (TAV_IS_RULESET (self), NULL);
  g_return_val_if_fail (tav_ruleset_has_season (self), NULL);
  return TAV_RULESET_GET_CLASS (self)->season_standings (self, season, permanent);
}

/* The ruleset's own reasons to refuse a season player at registration
 * (the 300 TP of catan-bg); exclusions are checked by the season. */
gboolean
tav_ruleset_season_check_player (TavRuleset  *self,
                                 TavSeason   *season,
                                 const char  *player_id,
                                 GError     **error)
{
  g_return_val_if_fail (TAV_IS_RULESET (self), FALSE);
  if (TAV_RULESET_GET_CLASS (self)->season_check_player == NULL)
    return TRUE;
  return TAV_RULESET_GET_CLASS (self)->season_check_player (self, season, player_id, error);
}
