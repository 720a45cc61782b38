/* tav-ruleset-views.c — what views, printouts and the CLI ask of a ruleset
 *
 * The record sheets, the pairings, the teams and the words of an ejection
 * come from the ruleset's class, so that no code outside the core names a
 * ruleset.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-ruleset"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tav-event.h"
#include "tav-ruleset.h"

/* The event's settings a record sheet of @round shows in its header (the
 * target, the time limits, the game), as parameter ids; NULL: none. */
const char * const *
tav_ruleset_get_sheet_params (TavRuleset *self,
                              TavEvent   *event,
                              TavStage   *stage,
                              TavRound   *round)
{
  TavRulesetClass *klass;

  g_return_val_if_fail (TAV_IS_RULESET (self), NULL);

  klass = TAV_RULESET_GET_CLASS (self);
  if (klass->get_sheet_params)
    return klass->get_sheet_params (self, event, stage, round);
  return klass->sheet_params;
}

/* Whether a player may drop between the rounds of @stage (a Swiss stage),
 * which a record sheet then asks; never in the finals. */
gboolean
tav_ruleset_may_drop_between_rounds (TavRuleset *self,
                                     TavStage   *stage)
{
  g_return_val_if_fail (TAV_IS_RULESET (self), FALSE);

  return TAV_RULESET_GET_CLASS (self)->drop_between_rounds &&
         (stage == NULL || tav_stage_get_kind (stage) != TAV_STAGE_BRACKET);
}

/* The stage of @event whose rounds are paired by points, or NULL. */
TavStage *
tav_ruleset_get_paired_stage (TavRuleset *self,
                              TavEvent   *event)
{
  const char *id;

  g_return_val_if_fail (TAV_IS_RULESET (self), NULL);

  id = TAV_RULESET_GET_CLASS (self)->paired_stage;
  return id ? tav_event_find_stage (event, id) : NULL;
}

/* Whether the rounds of @stage are paired by points: their seating then
 * shows each player's points, so that he can check his pairing. */
gboolean
tav_ruleset_pairs_by_points (TavRuleset *self,
                             TavStage   *stage)
{
  g_return_val_if_fail (TAV_IS_RULESET (self), FALSE);

  return stage != NULL &&
         g_strcmp0 (TAV_RULESET_GET_CLASS (self)->paired_stage, tav_stage_get_id (stage)) == 0;
}

/**
 * tav_ruleset_explain_round:
 * @round: a round of the paired stage (tav_ruleset_get_paired_stage ())
 *
 * One explanation per table of @round, in table order: why these two meet,
 * or why this player has the bye.
 *
 * Returns: (transfer full): the explanations, or NULL with @error set
 */
GStrv
tav_ruleset_explain_round (TavRuleset  *self,
                           TavEvent    *event,
                           guint        round,
                           GError     **error)
{
  TavRulesetClass *klass;

  g_return_val_if_fail (TAV_IS_RULESET (self), NULL);

  klass = TAV_RULESET_GET_CLASS (self);
  if (klass->explain_round == NULL)
    {
      /* TRANSLATORS: %s is a ruleset's id, e.g. "bang-2011" */
      g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_UNSUPPORTED,
                   _("the ruleset “%s” has no Swiss pairings to explain"), klass->id);
      return NULL;
    }
  return klass->explain_round (self, event, round, error);
}

/* The points each player had when @round of the paired stage was paired
 * (player id → GUINT_TO_POINTER), or NULL where rounds are not paired. */
GHashTable *
tav_ruleset_points_before (TavRuleset *self,
                           TavEvent   *event,
                           guint       round)
{
  g_return_val_if_fail (TAV_IS_RULESET (self), NULL);

  if (TAV_RULESET_GET_CLASS (self)->points_before == NULL)
    return NULL;
  return TAV_RULESET_GET_CLASS (self)->points_before (self, event, round);
}

/* Whether @event is played in fixed teams, each player registered with
 * his own. */
gboolean
tav_ruleset_has_fixed_teams (TavRuleset *self,
                             TavEvent   *event)
{
  g_return_val_if_fail (TAV_IS_RULESET (self), FALSE);

  if (TAV_RULESET_GET_CLASS (self)->has_fixed_teams == NULL)
    return FALSE;
  return TAV_RULESET_GET_CLASS (self)->has_fixed_teams (self, event);
}

/* The reason recorded for an ejection by the warning limit, with @reason
 * the last warning's. */
char *
tav_ruleset_ejection_reason (TavRuleset *self,
                             const char *reason)
{
  g_return_val_if_fail (TAV_IS_RULESET (self), NULL);

  if (TAV_RULESET_GET_CLASS (self)->ejection_reason)
    return TAV_RULESET_GET_CLASS (self)->ejection_reason (self, reason);
  /* TRANSLATORS: the reason recorded for an automatic ejection; %s is
   * the reason of the last warning */
  return g_strdup_printf (_("Last warning: %s"), reason);
}

/* What the organiser is told when a warning ejects @name. */
char *
tav_ruleset_ejection_notice (TavRuleset *self,
                             const char *name)
{
  g_return_val_if_fail (TAV_IS_RULESET (self), NULL);

  if (TAV_RULESET_GET_CLASS (self)->ejection_notice)
    return TAV_RULESET_GET_CLASS (self)->ejection_notice (self, name);
  /* TRANSLATORS: %s is a player's name */
  return g_strdup_printf (_("%s is ejected: this was the last warning"), name);
}
