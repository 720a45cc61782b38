/* tav-display.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-display"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-display.h"

/* Strings shown by more than one widget live here, so that the sidebar, the
 * page headers and the table cards always agree on what a thing is called. */

char *
tav_display_round_title (TavRound *round)
{
  const char *name;

  g_return_val_if_fail (TAV_IS_ROUND (round), NULL);

  name = tav_round_get_name (round);
  if (name != NULL && name[0] != '\0')
    return g_strdup (name);

  return g_strdup_printf (_("Round %u"), tav_round_get_number (round));
}

char *
tav_display_table_title (TavTable *table)
{
  const char *label;

  g_return_val_if_fail (TAV_IS_TABLE (table), NULL);

  label = tav_table_get_label (table);
  if (label != NULL && label[0] != '\0')
    return g_strdup (label);

  return g_strdup_printf (_("Table %u"), tav_table_get_number (table));
}

/* The role printed on seat 1 of every table, when the game gives that seat a
 * role of its own. For now only BANG! does: its elimination tables seat the
 * Sheriff first. */
const char *
tav_display_head_seat (TavEvent *event,
                       TavStage *stage)
{
  g_return_val_if_fail (TAV_IS_EVENT (event), NULL);
  g_return_val_if_fail (TAV_IS_STAGE (stage), NULL);

  return tav_event_get_ruleset (event) ?
         tav_ruleset_get_head_seat_label (tav_event_get_ruleset (event), stage) : NULL;
}

TavStage *
tav_display_find_stage (TavEvent *event,
                        TavRound *round)
{
  GListModel *stages;
  guint n_stages;

  g_return_val_if_fail (TAV_IS_EVENT (event), NULL);
  g_return_val_if_fail (TAV_IS_ROUND (round), NULL);

  stages = tav_event_get_stages (event);
  n_stages = g_list_model_get_n_items (stages);

  for (guint i = 0; i < n_stages; i++)
    {
      g_autoptr(TavStage) stage = g_list_model_get_item (stages, i);
      GListModel *rounds = tav_stage_get_rounds (stage);
      guint n_rounds = g_list_model_get_n_items (rounds);

      for (guint j = 0; j < n_rounds; j++)
        {
          g_autoptr(TavRound) candidate = g_list_model_get_item (rounds, j);

          if (candidate == round)
            return stage;
        }
    }

  return NULL;
}

/* The stage the ruleset plays after the event's last one, not created yet:
 * what “Build the Finals” makes. NULL before the first draw, and once the
 * event is at the last stage its ruleset declares. */
const TavStageSpec *
tav_display_next_stage (TavEvent *event)
{
  TavRuleset *ruleset;
  TavStage *current;
  TavRulesetClass *klass;

  g_return_val_if_fail (TAV_IS_EVENT (event), NULL);

  ruleset = tav_event_get_ruleset (event);
  current = tav_event_get_current_stage (event);
  if (ruleset == NULL || current == NULL)
    return NULL;

  klass = TAV_RULESET_GET_CLASS (ruleset);
  for (guint i = 0; i + 1 < klass->n_stages; i++)
    if (g_strcmp0 (klass->stages[i].id, tav_stage_get_id (current)) == 0)
      return &klass->stages[i + 1];

  return NULL;
}

/* Whether the players register with a team of their own: where the
 * ruleset plays this event in fixed teams. */
gboolean
tav_display_has_teams (TavEvent *event)
{
  TavRuleset *ruleset;

  g_return_val_if_fail (TAV_IS_EVENT (event), FALSE);

  ruleset = tav_event_get_ruleset (event);
  return ruleset != NULL && tav_ruleset_has_fixed_teams (ruleset, event);
}

/**
 * tav_display_waiting_round:
 * @event: (nullable): an event
 *
 * Returns: (nullable) (transfer none): the round drawn and waiting for
 *   the organiser to release it to the room, or %NULL
 */
TavRound *
tav_display_waiting_round (TavEvent *event)
{
  TavStage *stage = event ? tav_event_get_current_stage (event) : NULL;

  if (stage == NULL || !tav_event_is_round_waiting (event))
    return NULL;
  return tav_stage_get_last_round (stage);
}
