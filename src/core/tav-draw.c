/* tav-draw.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-draw"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tav-apart.h"
#include "tav-draw.h"
#include "tav-random.h"
#include "tav-seating.h"
#include "tav-table-places.h"

/* Why plans: the seating engine does best when it sees every remaining
 * round at once (48 players at 8 tables of 6 can meet nobody twice over 5
 * rounds only if the 5 rounds are designed together). So a draw computes a
 * plan for all remaining rounds and keeps only the next one; the round
 * records the plan's start and salt, and the following draw recomputes the
 * same plan — a pure function of the seed and the earlier rounds — and
 * continues it, unless a withdrawal, a swap or a re-draw made the event
 * leave it, in which case a new plan starts there. */

typedef struct
{
  GPtrArray  *players;   /* TavPlayer*, index = seating index */
  GHashTable *index;     /* id → index + 1 */
} Roster;

static void
roster_clear (Roster *roster)
{
  g_clear_pointer (&roster->players, g_ptr_array_unref);
  g_clear_pointer (&roster->index, g_hash_table_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Roster, roster_clear)

static void
roster_init (Roster    *roster,
             GPtrArray *players)
{
  roster->players = g_ptr_array_ref (players);
  roster->index = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < players->len; i++)
    g_hash_table_insert (roster->index, (gpointer) tav_player_get_id (players->pdata[i]),
                         GUINT_TO_POINTER (i + 1));
}

static int
roster_lookup (Roster     *roster,
               const char *id)
{
  return GPOINTER_TO_INT (g_hash_table_lookup (roster->index, id)) - 1;
}

guint
tav_draw_count_heads (TavStage   *stage,
                      const char *player_id,
                      guint       before_round)
{
  guint count = 0;

  for (guint r = 1; r < before_round && r <= tav_stage_get_n_rounds (stage); r++)
    {
      TavRound *round = tav_stage_get_round (stage, r);

      for (guint t = 0; t < tav_round_get_n_tables (round); t++)
        {
          TavTable *table = tav_round_get_table (round, t);

          if (tav_table_get_n_seats (table) > 0 &&
              g_strcmp0 (tav_table_get_seat (table, 0), player_id) == 0)
            count++;
        }
    }
  return count;
}

/* How many rounds one plan may cover. The plan's Sheriffs are matched over
 * all its rounds at once, which says nothing about their order: when the
 * remaining rounds hold more heads than there are players with the fewest
 * turns, a plan only covers the rounds those players can fill, so every
 * round gives the head seats to the players with the fewest turns so far
 * (10 players at 2 tables for 7 rounds: 5 rounds of first turns, then 2). */
static guint
plan_length (TavStage *stage,
             Roster   *roster,
             guint     n_tables,
             guint     start,
             guint     last_round,
             gboolean  heads)
{
  guint remaining = last_round - start + 1;
  guint fewest = G_MAXUINT, n_fewest = 0;

  if (!heads || n_tables == 0)
    return remaining;
  for (guint i = 0; i < roster->players->len; i++)
    {
      guint count = tav_draw_count_heads (stage, tav_player_get_id (roster->players->pdata[i]),
                                          start);

      if (count < fewest)
        fewest = count, n_fewest = 0;
      n_fewest += count == fewest;
    }
  if (remaining * n_tables <= n_fewest)
    return remaining;
  return MAX (1, n_fewest / n_tables);
}

/* Players kept apart, and players of one club when clubs are kept apart
 * in every round, weigh as a meeting before the plan: a plan avoids them
 * as it avoids repeats. */
static void
add_apart_pairs (TavSeatingRequest *request,
                 TavEvent          *event,
                 Roster            *roster)
{
  g_autoptr(GArray) pairs = tav_apart_pairs (event, roster->players);

  for (guint i = 0; i < pairs->len; i++)
    {
      const TavApartPair *pair = &g_array_index (pairs, TavApartPair, i);

      tav_seating_request_add_met (request, pair->a, pair->b, 1);
    }
}

static TavSeating *
compute_plan (TavEvent     *event,
              TavStage     *stage,
              Roster       *roster,
              const guint  *sizes,
              guint         n_tables,
              guint         start,
              guint         n_rounds,
              guint         salt,
              gboolean      heads,
              GError      **error)
{
  g_autoptr(TavSeatingRequest) request = tav_seating_request_new (roster->players->len);
  guint64 seed;

  for (guint r = 0; r < n_rounds; r++)
    tav_seating_request_add_round (request, sizes, n_tables);

  /* Who already met whom, in the rounds before the plan. */
  for (guint r = 1; r < start; r++)
    {
      TavRound *round = tav_stage_get_round (stage, r);

      for (guint t = 0; t < tav_round_get_n_tables (round); t++)
        {
          const char * const *seats = tav_table_get_seats (tav_round_get_table (round, t));

          for (guint a = 0; seats[a]; a++)
            for (guint b = a + 1; seats[b]; b++)
              {
                int ia = roster_lookup (roster, seats[a]);
                int ib = roster_lookup (roster, seats[b]);

                if (ia >= 0 && ib >= 0)
                  tav_seating_request_add_met (request, ia, ib, 1);
              }
        }
    }

  add_apart_pairs (request, event, roster);

  tav_seating_request_set_heads (request, heads);
  if (heads)
    for (guint i = 0; i < roster->players->len; i++)
      tav_seating_request_set_head_count (request, i,
                                          tav_draw_count_heads (stage,
                                                                tav_player_get_id (roster->players->pdata[i]),
                                                                start));

  seed = tav_random_derive (tav_event_get_seed (event), tav_stage_get_id (stage), start, salt);
  return tav_seating_solve (request, seed, error);
}

/* The draw numbers a solved round's tables to fit the room
 * (tav_draw_add_tables ()), so plan table t is not round table t: each
 * round table is compared with the plan table that holds its first
 * player. */
static gboolean
round_matches_plan (TavRound   *round,
                    TavSeating *plan,
                    guint       plan_round,
                    Roster     *roster)
{
  guint n_tables = tav_round_get_n_tables (round);
  g_autofree guint *table_of = NULL;

  if (plan_round >= tav_seating_get_n_rounds (plan) ||
      n_tables != tav_seating_get_n_tables (plan, plan_round))
    return FALSE;
  table_of = g_new (guint, roster->players->len);
  for (guint i = 0; i < roster->players->len; i++)
    table_of[i] = G_MAXUINT;
  for (guint t = 0; t < n_tables; t++)
    for (guint s = 0; s < tav_seating_get_table_size (plan, plan_round, t); s++)
      table_of[tav_seating_get_player (plan, plan_round, t, s)] = t;

  for (guint t = 0; t < n_tables; t++)
    {
      TavTable *table = tav_round_get_table (round, t);
      guint n_seats = tav_table_get_n_seats (table);
      int first = n_seats > 0 ? roster_lookup (roster, tav_table_get_seat (table, 0)) : -1;
      guint p;

      if (first < 0 || (p = table_of[first]) == G_MAXUINT ||
          n_seats != tav_seating_get_table_size (plan, plan_round, p))
        return FALSE;
      for (guint s = 0; s < n_seats; s++)
        if (roster_lookup (roster, tav_table_get_seat (table, s)) !=
            (int) tav_seating_get_player (plan, plan_round, p, s))
          return FALSE;
    }
  return TRUE;
}

/* Can round @number continue the plan that round @number - 1 came from? */
static TavSeating *
continue_plan (TavEvent    *event,
               TavStage    *stage,
               Roster      *roster,
               const guint *sizes,
               guint        n_tables,
               guint        number,
               guint        planned_rounds,
               gboolean     heads,
               guint       *start_out,
               guint       *salt_out)
{
  TavRound *previous = tav_stage_get_round (stage, number - 1);
  guint start, salt, length;
  g_autoptr(TavSeating) plan = NULL;

  if (previous == NULL || tav_round_get_plan_start (previous) == 0)
    return NULL;
  start = tav_round_get_plan_start (previous);
  salt = tav_round_get_plan_salt (previous);
  if (start >= number || planned_rounds < number)
    return NULL;
  length = plan_length (stage, roster, n_tables, start, planned_rounds, heads);
  if (number >= start + length)
    return NULL;

  plan = compute_plan (event, stage, roster, sizes, n_tables, start, length, salt, heads, NULL);
  if (plan == NULL)
    return NULL;
  for (guint r = start; r < number; r++)
    if (!round_matches_plan (tav_stage_get_round (stage, r), plan, r - start, roster))
      return NULL;

  *start_out = start;
  *salt_out = salt;
  return g_steal_pointer (&plan);
}

gboolean
tav_draw_tables_round (TavEvent     *event,
                       TavStage     *stage,
                       const guint  *sizes,
                       guint         n_tables,
                       guint         planned_rounds,
                       gboolean      heads,
                       gboolean      redraw,
                       GError      **error)
{
  g_autoptr(GPtrArray) active = tav_event_get_active_players (event);
  g_auto(Roster) roster = { NULL, NULL };
  g_autoptr(TavSeating) plan = NULL;
  g_autoptr(TavRound) removed = NULL;
  g_autoptr(TavRound) round = NULL;
  g_autoptr(GPtrArray) tables = NULL;
  guint number, start = 0, salt = 0, total = 0;

  for (guint t = 0; t < n_tables; t++)
    total += sizes[t];
  g_return_val_if_fail (total == active->len, FALSE);

  roster_init (&roster, active);

  if (redraw)
    {
      removed = g_object_ref (tav_stage_get_last_round (stage));
      number = tav_round_get_number (removed);
      start = number;
      salt = tav_round_get_plan_start (removed) == number ? tav_round_get_plan_salt (removed) + 1 : 1;
      tav_stage_remove_last_round (stage);
    }
  else
    {
      number = tav_stage_get_n_rounds (stage) + 1;
      plan = continue_plan (event, stage, &roster, sizes, n_tables, number, planned_rounds,
                            heads, &start, &salt);
    }

  if (plan == NULL)
    {
      if (!redraw)
        {
          start = number;
          salt = 0;
        }
      plan = compute_plan (event, stage, &roster, sizes, n_tables, start,
                           plan_length (stage, &roster, n_tables, start,
                                        MAX (planned_rounds, number), heads),
                           salt, heads, error);
      if (plan == NULL)
        {
          if (removed)
            tav_stage_add_round (stage, removed);
          return FALSE;
        }
    }

  round = tav_round_new (number);
  tav_round_set_plan (round, start, salt);
  tables = g_ptr_array_new_with_free_func (g_free);
  for (guint t = 0; t < n_tables; t++)
    {
      guint n_seats = tav_seating_get_table_size (plan, number - start, t);
      const char **seats = g_new0 (const char *, n_seats + 1);

      for (guint s = 0; s < n_seats; s++)
        seats[s] = tav_player_get_id (roster.players->pdata[tav_seating_get_player (plan, number - start, t, s)]);
      g_ptr_array_add (tables, seats);
    }
  tav_draw_add_tables (event, round, tables);
  tav_stage_add_round (stage, round);
  return TRUE;
}

/* Splits players into tables of min..max players, sizes differing by at most
 * one, as few tables as possible; larger tables first. */
gboolean
tav_draw_split_tables (guint    n_players,
                       guint    min_size,
                       guint    max_size,
                       GArray **sizes)
{
  guint n_tables = (n_players + max_size - 1) / max_size;

  if (n_players < min_size || n_tables == 0)
    return FALSE;
  if (n_players < n_tables * min_size)
    return FALSE;

  *sizes = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint t = 0; t < n_tables; t++)
    {
      guint size = n_players / n_tables + (t < n_players % n_tables ? 1 : 0);

      g_array_append_val (*sizes, size);
    }
  return TRUE;
}

/* "4 4 3 3": the table sizes of a plan, as the rulesets describe it. */
char *
tav_draw_format_sizes (GArray *sizes)
{
  g_autoptr(GString) s = g_string_new (NULL);

  for (guint i = 0; i < sizes->len; i++)
    g_string_append_printf (s, "%s%u", i ? " " : "", g_array_index (sizes, guint, i));
  return g_string_free (g_steal_pointer (&s), FALSE);
}

static int
compare_places (gconstpointer a,
                gconstpointer b,
                gpointer      numbers)
{
  guint x = ((const guint *) numbers)[*(const guint *) a];
  guint y = ((const guint *) numbers)[*(const guint *) b];

  return x < y ? -1 : x > y;
}

/**
 * tav_draw_add_tables:
 * @event: the event, for its players' fixed and accessible tables
 * @round: the round being drawn, with no table yet
 * @tables: (element-type utf8*): one NULL-terminated array of player ids
 *   per table ("" for an empty seat), in the plan's order
 *
 * Numbers a solved round's tables to fit the room (tav-table-places.h)
 * and adds them to @round in the order of their numbers. Who sits with
 * whom does not change; what cannot be honoured is counted after the draw
 * (tav_event_count_seat_breaches ()).
 */
void
tav_draw_add_tables (TavEvent  *event,
                     TavRound  *round,
                     GPtrArray *tables)
{
  g_autofree guint *sizes = g_new0 (guint, tables->len);
  g_autoptr(GArray) wishes = g_array_new (FALSE, FALSE, sizeof (TavPlaceWish));
  g_autoptr(GArray) order = g_array_sized_new (FALSE, FALSE, sizeof (guint), tables->len);
  g_autofree guint *numbers = NULL;
  const guint *accessible;
  guint n_accessible;

  for (guint t = 0; t < tables->len; t++)
    {
      const char * const *seats = tables->pdata[t];

      for (; seats[sizes[t]]; sizes[t]++)
        {
          TavPlayer *player = tav_event_find_player (event, seats[sizes[t]]);
          TavPlaceWish wish = { 0, FALSE };

          if (player)
            wish = (TavPlaceWish) { tav_player_get_fixed_table (player),
                                    tav_player_get_needs_accessible (player) };
          g_array_append_val (wishes, wish);
        }
      g_array_append_val (order, t);
    }
  accessible = tav_event_get_accessible_tables (event, &n_accessible);
  numbers = tav_table_places_number (sizes, tables->len, (const TavPlaceWish *) wishes->data,
                                     accessible, n_accessible, NULL);

  g_array_sort_with_data (order, compare_places, numbers);
  for (guint i = 0; i < order->len; i++)
    {
      guint t = g_array_index (order, guint, i);
      g_autoptr(TavTable) table = tav_table_new (numbers[t], tables->pdata[t]);

      tav_round_add_table (round, table);
    }
}
