/* tav-lots.c
 *
 * The lots that break the last ties (BANG!, Destiny). The players who
 * were registered when the first late entry came draw lots 1 to n among
 * them from the event's seed; each late entry takes the next lot, so a
 * player's lot never changes once the event has begun. An event without
 * late entries (and every older file) draws among all its players, as
 * before (docs/file-format.md, "lot_players").
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-lots"

#include "config.h"

#include "tav-lots.h"
#include "tav-random.h"

/* Returns: (transfer full): the lot of each player, by position in the
 * event's list; @purpose keeps the draws of different rulesets apart. */
guint *
tav_lots_draw (TavEvent   *event,
               const char *purpose)
{
  guint n, drawn;
  guint *order, *lots;
  TavRandom rng;

  g_return_val_if_fail (TAV_IS_EVENT (event), NULL);

  n = tav_event_get_n_players (event);
  drawn = tav_event_get_lot_players (event);
  order = g_new (guint, MAX (n, 1));
  lots = g_new (guint, MAX (n, 1));
  if (drawn == 0 || drawn > n)
    drawn = n;
  tav_random_init (&rng, tav_random_derive (tav_event_get_seed (event), purpose, 0, 0));
  for (guint i = 0; i < drawn; i++)
    order[i] = i;
  tav_random_shuffle (&rng, order, drawn, sizeof (guint));
  for (guint i = 0; i < drawn; i++)
    lots[order[i]] = i + 1;
  for (guint i = drawn; i < n; i++)
    lots[i] = i + 1;
  g_free (order);
  return lots;
}
