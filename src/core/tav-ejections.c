/* tav-ejections.c — the report of ejected and disqualified players
 *
 * What the organiser sends to the publisher (BANG!: "export a report of
 * ejected players with reasons"): every player ejected or disqualified,
 * when and why, and the warnings he had. `tavolo-cli ejected` prints it;
 * the app exports its CSV.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-ejections"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tav-csv.h"
#include "tav-ejections.h"

static void
ejection_free (TavEjection *ejection)
{
  g_clear_object (&ejection->removal);
  g_free (ejection->reasons);
  g_ptr_array_unref (ejection->warnings);
  g_free (ejection);
}

/**
 * tav_ejections_list:
 *
 * Returns: (transfer full): a #TavEjection for each player ejected or
 *   disqualified, in registration order
 */
GPtrArray *
tav_ejections_list (TavEvent *event)
{
  GPtrArray *list = g_ptr_array_new_with_free_func ((GDestroyNotify) ejection_free);
  GListModel *penalties;

  g_return_val_if_fail (TAV_IS_EVENT (event), list);

  penalties = tav_event_get_penalties (event);
  for (guint i = 0; i < tav_event_get_n_players (event); i++)
    {
      TavPlayer *player = tav_event_get_player (event, i);
      TavPlayerStatus status = tav_player_get_status (player);
      g_autoptr(GString) reasons = g_string_new (NULL);
      TavEjection *ejection;

      if (status != TAV_PLAYER_EJECTED && status != TAV_PLAYER_DISQUALIFIED)
        continue;
      ejection = g_new0 (TavEjection, 1);
      ejection->player = player;
      ejection->warnings = g_ptr_array_new_with_free_func (g_object_unref);
      for (guint p = 0; p < g_list_model_get_n_items (penalties); p++)
        {
          g_autoptr(TavPenalty) penalty = g_list_model_get_item (penalties, p);
          TavPenaltyKind kind = tav_penalty_get_kind (penalty);
          const char *why = tav_penalty_get_reason (penalty);

          if (g_strcmp0 (tav_penalty_get_player_id (penalty), tav_player_get_id (player)) != 0)
            continue;
          if (kind == TAV_PENALTY_WARNING)
            g_ptr_array_add (ejection->warnings, g_object_ref (penalty));
          else if (kind == TAV_PENALTY_EJECTION || kind == TAV_PENALTY_DISQUALIFICATION)
            {
              g_string_append_printf (reasons, "%s%s", reasons->len ? "; " : "",
                                      why && why[0] ? why : _("(no reason given)"));
              g_set_object (&ejection->removal, penalty);
            }
        }
      ejection->reasons = g_string_free (g_steal_pointer (&reasons), FALSE);
      g_ptr_array_add (list, ejection);
    }
  return list;
}

/* When @penalty was given: "Elimination Round, round 2". */
char *
tav_ejections_describe_when (TavEvent   *event,
                             TavPenalty *penalty)
{
  TavStage *stage = tav_event_find_stage (event, tav_penalty_get_stage_id (penalty));
  guint round = tav_penalty_get_round (penalty);

  if (round == 0)
    return g_strdup (_("before the first round"));
  if (stage)
    /* TRANSLATORS: e.g. "Elimination Round, round 2" */
    return g_strdup_printf (_("%s, round %u"), tav_stage_get_name (stage), round);
  return g_strdup_printf (_("round %u"), round);
}

/* The round he was put out in. */
guint
tav_ejections_round (TavEjection *ejection)
{
  return ejection->removal ? tav_penalty_get_round (ejection->removal)
                           : tav_player_get_left_round (ejection->player);
}

/* His warnings in one line: "Elimination Round, round 2: slow play; …". */
char *
tav_ejections_join_warnings (TavEvent    *event,
                             TavEjection *ejection)
{
  g_autoptr(GString) warnings = g_string_new (NULL);

  for (guint w = 0; w < ejection->warnings->len; w++)
    {
      TavPenalty *penalty = ejection->warnings->pdata[w];
      const char *why = tav_penalty_get_reason (penalty);
      g_autofree char *when = tav_ejections_describe_when (event, penalty);

      g_string_append_printf (warnings, "%s%s: %s", warnings->len ? "; " : "", when,
                              why && why[0] ? why : _("(no reason given)"));
    }
  return g_string_free (g_steal_pointer (&warnings), FALSE);
}
