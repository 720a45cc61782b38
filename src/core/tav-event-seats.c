/* tav-event-seats.c — the players a round could not seat where they must sit
 *
 * The draws number their tables to fit fixed and accessible tables
 * (tav-table-places.c); what no numbering could honour, or what a swap by
 * hand broke afterwards, is counted and told here from the round as it
 * stands. A bracket's numbers are its matches', not the room's tables
 * (docs/seating.md), and a bye is played at no table: neither is counted.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-event-seats"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tav-event.h"

static TavStage *
stage_of_round (TavEvent *self,
                TavRound *round)
{
  for (guint i = 0; i < tav_event_get_n_stages (self); i++)
    {
      TavStage *stage = tav_event_get_stage (self, i);

      if (tav_stage_get_round (stage, tav_round_get_number (round)) == round)
        return stage;
    }
  return NULL;
}

static gboolean
is_seated_table (TavTable *table)
{
  return tav_table_get_n_seats (table) >= 2;
}

/* Is @player where his table must be? */
static gboolean
is_placed (TavEvent  *self,
           TavPlayer *player,
           guint      number)
{
  guint fixed = tav_player_get_fixed_table (player);

  /* A fixed table says where he sits, accessible or not
   * (tav_table_places_number ()). */
  if (fixed > 0)
    return fixed == number;
  return !tav_player_get_needs_accessible (player) || tav_event_is_table_accessible (self, number);
}

typedef struct
{
  TavTable  *table;
  TavPlayer *player;
} Breach;

/* The players of @round not where they must sit, in the order of the
 * tables and seats. */
static GArray *
find_breaches (TavEvent *self,
               TavRound *round)
{
  GArray *breaches = g_array_new (FALSE, FALSE, sizeof (Breach));

  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    {
      TavTable *table = tav_round_get_table (round, t);

      if (!is_seated_table (table))
        continue;
      for (guint s = 0; s < tav_table_get_n_seats (table); s++)
        {
          Breach breach = { table, tav_event_find_player (self, tav_table_get_seat (table, s)) };

          if (breach.player && !is_placed (self, breach.player, tav_table_get_number (table)))
            g_array_append_val (breaches, breach);
        }
    }
  return breaches;
}

guint
tav_event_count_seat_breaches (TavEvent *self,
                               TavRound *round)
{
  g_autoptr(GArray) breaches = NULL;
  TavStage *stage;

  g_return_val_if_fail (TAV_IS_EVENT (self), 0);
  g_return_val_if_fail (round == NULL || TAV_IS_ROUND (round), 0);

  if (round == NULL || !(stage = stage_of_round (self, round)) ||
      tav_stage_get_kind (stage) == TAV_STAGE_BRACKET)
    return 0;
  breaches = find_breaches (self, round);
  return breaches->len;
}

/* The first player at @table (may be NULL), other than @except, who is
 * fixed to table @fixed. */
static TavPlayer *
find_fixed (TavEvent   *self,
            TavTable   *table,
            guint       fixed,
            TavPlayer  *except)
{
  for (guint s = 0; table && s < tav_table_get_n_seats (table); s++)
    {
      TavPlayer *other = tav_event_find_player (self, tav_table_get_seat (table, s));

      if (other && other != except && tav_player_get_fixed_table (other) == fixed)
        return other;
    }
  return NULL;
}

static char *
describe_fixed (TavEvent  *self,
                TavRound  *round,
                TavTable  *table,
                TavPlayer *player)
{
  guint fixed = tav_player_get_fixed_table (player);
  guint number = tav_table_get_number (table);
  TavPlayer *other;

  if ((other = find_fixed (self, tav_round_find_table (round, fixed), fixed, player)))
    /* TRANSLATORS: e.g. "Carla is fixed to table 5 but sits at table 2:
     * Dario is fixed to table 5 too." */
    return g_strdup_printf (_("%s is fixed to table %u but sits at table %u: %s is fixed to table %u too."),
                            tav_player_get_name (player), fixed, number,
                            tav_player_get_name (other), fixed);
  if ((other = find_fixed (self, table, number, player)))
    /* TRANSLATORS: e.g. "Carla is fixed to table 5 but sits at table 7
     * with Dario, who is fixed to table 7." */
    return g_strdup_printf (_("%s is fixed to table %u but sits at table %u with %s, who is fixed to table %u."),
                            tav_player_get_name (player), fixed, number,
                            tav_player_get_name (other), number);
  return g_strdup_printf (_("%s is fixed to table %u but sits at table %u."),
                          tav_player_get_name (player), fixed, number);
}

/* "1, 2 and 3" */
static char *
join_numbers (const guint *numbers,
              guint        n)
{
  g_autoptr(GString) list = g_string_new (NULL);

  for (guint i = 0; i + 1 < n; i++)
    g_string_append_printf (list, "%s%u", i ? ", " : "", numbers[i]);
  /* TRANSLATORS: the end of a list of table numbers: "1, 2" and "3" */
  return g_strdup_printf (_("%s and %u"), list->str, numbers[n - 1]);
}

static char *
describe_accessible (TavEvent  *self,
                     TavTable  *table,
                     TavPlayer *player)
{
  guint n;
  const guint *numbers = tav_event_get_accessible_tables (self, &n);
  const char *name = tav_player_get_name (player);
  guint number = tav_table_get_number (table);
  g_autofree char *list = NULL;

  if (n == 0)
    return g_strdup_printf (_("%s needs an accessible table but sits at table %u: the event has no accessible table."),
                            name, number);
  if (n == 1)
    return g_strdup_printf (_("%s needs an accessible table but sits at table %u: the event's only accessible table is %u."),
                            name, number, numbers[0]);
  list = join_numbers (numbers, n);
  /* TRANSLATORS: e.g. "Elio needs an accessible table but sits at table
   * 7: the event's accessible tables are 1 and 2." */
  return g_strdup_printf (_("%s needs an accessible table but sits at table %u: the event's accessible tables are %s."),
                          name, number, list);
}

/**
 * tav_event_describe_seat_breaches:
 * @self: an event
 * @stage: a stage of @self
 * @round: the number of a round of @stage
 * @out: (element-type utf8): where each breach is added, one sentence in
 *   the reader's language, in the order of the tables
 *
 * Tells every player of the round who is not at his fixed table, or needs
 * an accessible table and is not at one, and why when the round shows it.
 */
void
tav_event_describe_seat_breaches (TavEvent  *self,
                                  TavStage  *stage,
                                  guint      round,
                                  GPtrArray *out)
{
  g_autoptr(GArray) breaches = NULL;
  TavRound *r;

  g_return_if_fail (TAV_IS_EVENT (self));
  g_return_if_fail (TAV_IS_STAGE (stage));
  g_return_if_fail (out != NULL);

  r = tav_stage_get_round (stage, round);
  if (r == NULL || tav_stage_get_kind (stage) == TAV_STAGE_BRACKET)
    return;
  breaches = find_breaches (self, r);
  for (guint i = 0; i < breaches->len; i++)
    {
      Breach *b = &g_array_index (breaches, Breach, i);

      g_ptr_array_add (out, tav_player_get_fixed_table (b->player) > 0
                            ? describe_fixed (self, r, b->table, b->player)
                            : describe_accessible (self, b->table, b->player));
    }
}
