/* tav-season-public.c — what the room may see of a season during an event
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-season"

#include "config.h"

#include "tav-season-document.h"
#include "tav-season.h"

/* The one rule of what players may see of a season while one of its
 * events is open, as tav_event_is_ranking_public () is the rule for the
 * event itself: a finished event may be added to its season before its
 * own ranking is published (or while its rules keep it secret), and the
 * season's figures would then tell that ranking. Until it is public the
 * season is shown as it was without that event. */

/* The tournament of @event in @self whose results the room may not see
 * yet, or NULL when the whole season may be shown. */
const TavSeasonTournament *
tav_season_find_secret (TavSeason *self,
                        TavEvent  *event)
{
  g_return_val_if_fail (TAV_IS_SEASON (self), NULL);
  g_return_val_if_fail (event == NULL || TAV_IS_EVENT (event), NULL);

  if (event == NULL || tav_event_is_ranking_public (event))
    return NULL;
  return tav_season_find_event (self, event);
}

/* @self (a new reference) when all of it may be shown while @event is
 * open, else a copy of it without the tournament of tav_season_find_secret ()
 * (and without whoever played only there): the season as the room saw it
 * before that event. Never a part of what is secret: should the copy fail,
 * an empty season of the same name. */
TavSeason *
tav_season_dup_public (TavSeason *self,
                       TavEvent  *event)
{
  const TavSeasonTournament *secret;
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  TavSeason *copy;
  gsize length = 0;

  g_return_val_if_fail (TAV_IS_SEASON (self), NULL);
  g_return_val_if_fail (event == NULL || TAV_IS_EVENT (event), NULL);

  if ((secret = tav_season_find_secret (self, event)) == NULL)
    return g_object_ref (self);

  data = tav_season_to_data (self, &length);
  copy = tav_season_load_data (data, length, &error);
  if (copy == NULL || !tav_season_remove_tournament (copy, secret->id, &error))
    {
      g_warning ("The season “%s” could not be shown without “%s”: %s", tav_season_get_name (self),
                 secret->name, error ? error->message : "");
      g_clear_object (&copy);
      return tav_season_new (tav_season_get_ruleset_id (self), tav_season_get_name (self));
    }
  return copy;
}
