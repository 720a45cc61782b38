/* tav-event-teams.c — fixed teams once the event has started
 *
 * Fixed teams (Boardgame League) are registered with their members and
 * perhaps a reserve before the first draw; after it they stay as they are,
 * except that the reserve may take the place of a member, who then leaves
 * the event. Without a reserve, a member who leaves takes the whole team
 * with him (the ruleset's player_left does both). The final table is
 * played by players, not teams.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-event"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tav-event.h"

/**
 * tav_event_get_team_reserve:
 * @player: a member of a team
 *
 * Returns: (transfer none) (nullable): the reserve of @player's team still
 *   in the event, not @player himself
 */
TavPlayer *
tav_event_get_team_reserve (TavEvent  *self,
                            TavPlayer *player)
{
  const char *team;

  g_return_val_if_fail (TAV_IS_EVENT (self), NULL);
  g_return_val_if_fail (TAV_IS_PLAYER (player), NULL);

  team = tav_player_get_team (player);
  for (guint i = 0; team[0] && i < tav_event_get_n_players (self); i++)
    {
      TavPlayer *other = tav_event_get_player (self, i);

      if (other != player && tav_player_is_active (other) && tav_player_get_reserve (other) &&
          g_strcmp0 (tav_player_get_team (other), team) == 0)
        return other;
    }
  return NULL;
}

/* Whether the team rounds are under way: started, and still in the first
 * stage (the final table is played by players). */
static gboolean
team_rounds (TavEvent *self)
{
  TavStage *stage = tav_event_get_current_stage (self);

  return stage != NULL && stage == tav_event_get_stage (self, 0);
}

/**
 * tav_event_can_replace_by_reserve:
 *
 * Whether the reserve of @player's team may take his place now; if not,
 * @error says why, with the rule.
 */
gboolean
tav_event_can_replace_by_reserve (TavEvent   *self,
                                  TavPlayer  *player,
                                  GError    **error)
{
  const char *team;

  g_return_val_if_fail (TAV_IS_EVENT (self), FALSE);
  g_return_val_if_fail (TAV_IS_PLAYER (player), FALSE);

  team = tav_player_get_team (player);
  if (team[0] == '\0')
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID,
                   _("%s plays in no team"), tav_player_get_name (player));
      return FALSE;
    }
  if (!tav_player_is_active (player))
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE,
                   _("%s has already left the event (%s)"), tav_player_get_name (player),
                   tav_player_status_get_label (tav_player_get_status (player)));
      return FALSE;
    }
  if (tav_player_get_reserve (player))
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID,
                   _("%s is the reserve of “%s”: he plays when a member leaves"),
                   tav_player_get_name (player), team);
      return FALSE;
    }
  if (!tav_event_has_started (self))
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE,
                   _("The first round is not drawn yet: the teams can still be changed"));
      return FALSE;
    }
  if (!team_rounds (self))
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE,
                   _("The final table is played by players, not teams: no reserve takes a finalist's place"));
      return FALSE;
    }
  if (tav_event_get_team_reserve (self, player) == NULL)
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE,
                   _("“%s” has no reserve left: the rules say a member who leaves without a reserve withdraws the whole team"),
                   team);
      return FALSE;
    }
  return TRUE;
}

/**
 * tav_event_replace_by_reserve:
 * @reserve: (out) (optional) (transfer none): who took the place
 *
 * The reserve of the player's team takes his place, at his table of the
 * round drawn if it has no result yet, and in the rounds to come; the
 * player leaves the event (withdrawn, the reason in his note).
 */
gboolean
tav_event_replace_by_reserve (TavEvent    *self,
                              const char  *player_id,
                              TavPlayer  **reserve,
                              GError     **error)
{
  TavPlayer *player;
  TavPlayer *replacement;
  g_autofree char *reason = NULL;

  g_return_val_if_fail (TAV_IS_EVENT (self), FALSE);

  if (!(player = tav_event_lookup_player (self, player_id, error)) ||
      !tav_event_can_replace_by_reserve (self, player, error))
    return FALSE;

  replacement = tav_event_get_team_reserve (self, player);
  /* TRANSLATORS: a player's note: %s is the reserve who took his place */
  reason = g_strdup_printf (_("Replaced by the reserve %s"), tav_player_get_name (replacement));
  if (!tav_event_withdraw (self, tav_player_get_id (player), TAV_PLAYER_WITHDRAWN, reason, error))
    return FALSE;
  /* The ruleset made him a member; anything else is a bug of ours. */
  g_warn_if_fail (!tav_player_get_reserve (replacement));
  if (reserve)
    *reserve = replacement;
  return TRUE;
}
