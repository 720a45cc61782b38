/* tav-season-public.c — what the room may see of a season during an event
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-season"

#include "config.h"

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

static TavSeasonPlayer *
copy_player (const TavSeasonPlayer *player)
{
  TavSeasonPlayer *copy = g_new0 (TavSeasonPlayer, 1);

  copy->id = g_strdup (player->id);
  copy->name = g_strdup (player->name);
  copy->aliases = g_strdupv (player->aliases);
  copy->carried_participations = player->carried_participations;
  copy->carried = player->carried ? json_object_ref (player->carried) : NULL;
  return copy;
}

static TavSeasonTournament *
copy_tournament (const TavSeasonTournament *tournament)
{
  TavSeasonTournament *copy = g_new0 (TavSeasonTournament, 1);

  copy->id = g_strdup (tournament->id);
  copy->event_id = g_strdup (tournament->event_id);
  copy->seed = tournament->seed;
  copy->file = g_strdup (tournament->file);
  copy->name = g_strdup (tournament->name);
  copy->date = g_strdup (tournament->date);
  copy->venue = g_strdup (tournament->venue);
  copy->n_players = tournament->n_players;
  copy->params = tournament->params ? json_object_ref (tournament->params) : NULL;
  copy->imported = g_strdup (tournament->imported);
  copy->results = g_ptr_array_new_full (tournament->results->len, (GDestroyNotify) tav_season_result_free);
  for (guint i = 0; i < tournament->results->len; i++)
    {
      const TavSeasonResult *result = tournament->results->pdata[i];
      TavSeasonResult *r = g_new0 (TavSeasonResult, 1);

      r->player = g_strdup (result->player);
      r->event_player = g_strdup (result->event_player);
      r->name = g_strdup (result->name);
      r->rank = result->rank;
      r->values = json_object_ref (result->values);
      g_ptr_array_add (copy->results, r);
    }
  return copy;
}

/* @self without the tournament @left_out, and without whoever is left
 * with nothing in it. The figures (JSON objects) are shared, not copied:
 * the copy is for reading. */
static TavSeason *
copy_without (TavSeason                 *self,
              const TavSeasonTournament *left_out)
{
  TavSeason *copy = tav_season_new (tav_season_get_ruleset_id (self), tav_season_get_name (self));
  JsonObject *params = tav_season_get_params (self);
  g_autoptr(GList) members = json_object_get_members (params);
  g_autoptr(GError) error = NULL;

  for (GList *m = members; m != NULL; m = m->next)
    tav_season_set_param_node (copy, m->data, json_object_get_member (params, m->data));
  for (guint i = 0; i < tav_season_get_n_players (self); i++)
    tav_season_insert_player (copy, copy_player (tav_season_get_player (self, i)));
  for (guint i = 0; i < tav_season_get_n_tournaments (self); i++)
    tav_season_insert_tournament (copy, copy_tournament (tav_season_get_tournament (self, i)));
  for (guint i = 0; i < tav_season_get_n_exclusions (self); i++)
    {
      const TavSeasonExclusion *exclusion = tav_season_get_exclusion (self, i);
      TavSeasonExclusion *e = g_new0 (TavSeasonExclusion, 1);

      e->player = g_strdup (exclusion->player);
      e->reason = g_strdup (exclusion->reason);
      e->date = g_strdup (exclusion->date);
      tav_season_insert_exclusion (copy, e);
    }
  /* Removing it drops whoever played only there, as `season remove` does. */
  if (!tav_season_remove_tournament (copy, left_out->id, &error))
    g_error ("The copy of “%s” has no tournament %s: %s", tav_season_get_name (self), left_out->id,
             error->message);
  return copy;
}

/* @self (a new reference) when all of it may be shown while @event is
 * open, else a copy of it without the tournament of tav_season_find_secret ()
 * (and without whoever played only there): the season as the room saw it
 * before that event. The copy shares the figures of @self: read it only. */
TavSeason *
tav_season_dup_public (TavSeason *self,
                       TavEvent  *event)
{
  const TavSeasonTournament *secret;

  g_return_val_if_fail (TAV_IS_SEASON (self), NULL);
  g_return_val_if_fail (event == NULL || TAV_IS_EVENT (event), NULL);

  if ((secret = tav_season_find_secret (self, event)) == NULL)
    return g_object_ref (self);
  return copy_without (self, secret);
}
