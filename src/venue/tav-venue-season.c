/* tav-venue-season.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-venue-season"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-venue-private.h"
#include "tav-venue-season.h"

/* The season page's data: plain copies, as the rest of a snapshot, of the
 * season the core says the room may see (tav_season_dup_public ()): its
 * ranking, with the same figures as `tavolo-cli season standings`, and
 * who has moved to the permanent ranking (catan-bg's 300 TP). Nothing of
 * the season file besides: no exclusions, no carried values. */

static void
tournament_free (TavVenueTournament *tournament)
{
  g_free (tournament->name);
  g_free (tournament->date);
  g_free (tournament);
}

static void
season_free (TavVenueSeason *self)
{
  g_free (self->name);
  g_ptr_array_unref (self->tournaments);
  tav_venue_ranking_clear (&self->ranking);
}

/* @event: the event served, whose results may be secret yet. */
TavVenueSeason *
tav_venue_season_new (TavSeason *season,
                      TavEvent  *event)
{
  g_autoptr(TavSeason) shown = NULL;
  g_autoptr(TavStandings) standings = NULL;
  g_autoptr(TavStandings) permanent = NULL;
  TavVenueSeason *self;

  g_return_val_if_fail (TAV_IS_SEASON (season), NULL);
  g_return_val_if_fail (event == NULL || TAV_IS_EVENT (event), NULL);

  shown = tav_season_dup_public (season, event);
  self = g_rc_box_new0 (TavVenueSeason);
  self->name = g_strdup (tav_season_get_name (shown));
  self->held_back = shown != season;
  self->tournaments = g_ptr_array_new_with_free_func ((GDestroyNotify) tournament_free);
  tav_venue_ranking_init (&self->ranking);

  for (guint i = 0; i < tav_season_get_n_tournaments (shown); i++)
    {
      const TavSeasonTournament *tournament = tav_season_get_tournament (shown, i);
      TavVenueTournament *copy = g_new0 (TavVenueTournament, 1);

      copy->name = g_strdup (tournament->name);
      copy->date = g_strdup (tournament->date ? tournament->date : "");
      g_ptr_array_add (self->tournaments, copy);
    }

  if (tav_season_get_ruleset (shown) == NULL)
    return self;
  standings = tav_season_compute_standings (shown);
  if (tav_ruleset_has_permanent_ranking (tav_season_get_ruleset (shown)))
    permanent = tav_season_compute_permanent (shown);
  tav_venue_ranking_fill (&self->ranking, standings, permanent, N_("Permanent ranking"));
  return self;
}

TavVenueSeason *
tav_venue_season_ref (TavVenueSeason *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return g_rc_box_acquire (self);
}

void
tav_venue_season_unref (TavVenueSeason *self)
{
  if (self != NULL)
    g_rc_box_release_full (self, (GDestroyNotify) season_free);
}
