/* tav-bgl-score.c — Boardgame League arithmetic
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-bgl"

#include "config.h"

#include <math.h>
#include <string.h>

#include "tav-bgl-score.h"

/* Placement points by table size (rows) and place (columns). */
static const guint place_points[TAV_BGL_MAX_TABLE + 1][TAV_BGL_MAX_TABLE] = {
  [2] = { 100, 10 },
  [3] = { 100, 55, 15 },
  [4] = { 100, 55, 35, 15 },
  [5] = { 100, 70, 50, 30, 10 },
  [6] = { 100, 70, 55, 40, 25, 10 },
};

guint
tav_bgl_place_points (guint table_size,
                      guint place)
{
  if (table_size < TAV_BGL_MIN_TABLE || table_size > TAV_BGL_MAX_TABLE ||
      place < 1 || place > table_size)
    return 0;
  return place_points[table_size][place - 1];
}

/* The minimum rounds before the final, by players per table and
 * registered players. */
guint
tav_bgl_min_rounds (guint per_table,
                    guint n_players)
{
  static const struct { guint per_table; guint up_to[5]; guint rounds[6]; } chart[] = {
    { 2, { 8, 16, 32, 64, 0 }, { 3, 4, 5, 6, 7 } },
    { 3, { 9, 18, 36, 72, 0 }, { 2, 3, 4, 5, 6 } },
    { 4, { 16, 32, 64, 0 }, { 2, 3, 4, 5 } },
    { 5, { 25, 50, 100, 0 }, { 2, 3, 4, 5 } },
    { 6, { 36, 72, 144, 0 }, { 2, 3, 4, 5 } },
  };

  for (guint c = 0; c < G_N_ELEMENTS (chart); c++)
    {
      guint i;

      if (chart[c].per_table != per_table)
        continue;
      for (i = 0; chart[c].up_to[i] != 0; i++)
        if (n_players <= chart[c].up_to[i])
          return chart[c].rounds[i];
      return chart[c].rounds[i];
    }
  return 0;
}

/* Tables of @per_table, the last ones one short when the players do not
 * divide (26 at 4: 4 4 4 4 4 3 3). FALSE when even that cannot seat them
 * (5 at 4), or for a table of 1 at 2-player tables. */
gboolean
tav_bgl_table_sizes (guint    n_players,
                     guint    per_table,
                     GArray **sizes)
{
  guint n_tables, n_short;

  *sizes = g_array_new (FALSE, FALSE, sizeof (guint));
  if (per_table < TAV_BGL_MIN_TABLE || per_table > TAV_BGL_MAX_TABLE || n_players < per_table)
    return FALSE;
  n_tables = (n_players + per_table - 1) / per_table;
  n_short = n_tables * per_table - n_players;
  if (n_short > n_tables || (n_short > 0 && per_table == 2))
    return FALSE;
  for (guint t = 0; t < n_tables; t++)
    {
      guint size = t < n_tables - n_short ? per_table : per_table - 1;

      g_array_append_val (*sizes, size);
    }
  return TRUE;
}

/* floor (0.9 × sum / players), on the shifted (never negative) scores. */
gint64
tav_bgl_virtual_points (gint64 sum,
                        guint  n_players)
{
  if (n_players == 0 || sum <= 0)
    return 0;
  return (9 * sum) / (10 * (gint64) n_players);
}

typedef struct
{
  int    seat;     /* -1: the virtual player */
  int    class;    /* 0 ranked, 1 "last in the game", 2 left the game */
  gint64 calc;
  guint  place;
  guint  left;
} Entry;

static int
compare_entries (gconstpointer a,
                 gconstpointer b)
{
  const Entry *ea = a, *eb = b;

  if (ea->class != eb->class)
    return ea->class < eb->class ? -1 : 1;
  if (ea->class == 2)
    /* The first to leave takes the last place, the next the one before. */
    return ea->left == eb->left ? ea->seat - eb->seat : (ea->left > eb->left ? -1 : 1);
  if (ea->class == 0 && ea->place && eb->place && ea->place != eb->place)
    return ea->place < eb->place ? -1 : 1;
  if (ea->calc != eb->calc)
    return ea->calc > eb->calc ? -1 : 1;
  /* Real players ahead of the virtual one on equal points: the rules
   * (3.9 of 3.00) dropped the note that placed him, and he must never
   * take a share of a real player's points. */
  if ((ea->seat < 0) != (eb->seat < 0))
    return ea->seat < 0 ? 1 : -1;
  return ea->seat - eb->seat;
}

static gboolean
same_rank (const Entry *a,
           const Entry *b)
{
  if (a->seat < 0 || b->seat < 0 || a->class != b->class || a->class == 2)
    return FALSE;
  if (a->class == 0 && a->place && b->place)
    return a->place == b->place;
  return a->calc == b->calc;
}

/* The average of the places first..last, in TAV_BGL_UNIT; a draw between
 * the two players of a 2-player table is worth 40 each instead. */
static guint
average_points (guint size,
                guint first,
                guint last)
{
  guint sum = 0;

  if (size == 2 && first == 1 && last == 2)
    return 40 * TAV_BGL_UNIT;
  for (guint p = first; p <= last; p++)
    sum += tav_bgl_place_points (size, p);
  return sum * TAV_BGL_UNIT / (last - first + 1);
}

static void
score_sides (guint             n_seats,
             const TavBglSeat *seats,
             const Entry      *calc,
             TavBglOutcome    *outcomes,
             TavBglTable      *table)
{
  gint64 sum[2] = { 0, 0 };
  guint count[2] = { 0, 0 };
  guint size = table->size;

  for (guint s = 0; s < n_seats; s++)
    if (seats[s].side == 0 || seats[s].side == 1)
      {
        sum[seats[s].side] += calc[s].calc;
        count[seats[s].side]++;
      }
  table->winner_side = sum[0] == sum[1] ? -1 : (sum[0] > sum[1] ? 0 : 1);

  for (guint s = 0; s < n_seats; s++)
    {
      int side = seats[s].side;

      if (seats[s].last || seats[s].left)
        {
          /* A penalty or a withdrawal is the player's own: the last place. */
          outcomes[s].points = tav_bgl_place_points (size, size) * TAV_BGL_UNIT;
          outcomes[s].position = size;
        }
      else if (table->winner_side < 0)
        {
          outcomes[s].points = average_points (size, 1, size);
          outcomes[s].position = 1;
        }
      else if (side == table->winner_side)
        {
          outcomes[s].points = average_points (size, 1, MAX (count[side], 1));
          outcomes[s].position = 1;
        }
      else
        {
          guint first = count[table->winner_side] + 1;

          outcomes[s].points = average_points (size, MIN (first, size), size);
          outcomes[s].position = MIN (first, size);
        }
    }
}

/* One game: every seat's placement points and PBG share. Scores are shifted
 * when one is negative (9, −2, −7 count as 17, 6, 1); a table one short of
 * @per_table gets a virtual player with floor (0.9 × sum / players) who
 * takes his place in the order, whose points go to nobody and whose score
 * counts in the PBG. */
void
tav_bgl_score_table (guint             per_table,
                     guint             n_seats,
                     const TavBglSeat *seats,
                     TavBglOutcome    *outcomes,
                     TavBglTable      *table)
{
  g_autofree Entry *entries = g_new0 (Entry, n_seats + 1);
  g_autofree Entry *by_seat = g_new0 (Entry, n_seats + 1);
  gint64 lowest = G_MAXINT64, sum = 0;
  gboolean sides = FALSE;
  guint n = 0;

  memset (table, 0, sizeof *table);
  table->winner_side = -1;
  if (n_seats == 0)
    return;

  for (guint s = 0; s < n_seats; s++)
    {
      lowest = MIN (lowest, seats[s].game);
      sides |= seats[s].side >= 0;
    }
  table->shift = lowest < 0 ? 1 - lowest : 0;

  for (guint s = 0; s < n_seats; s++)
    {
      Entry *e = &entries[n++];

      e->seat = (int) s;
      e->calc = seats[s].game + table->shift;
      e->place = seats[s].place;
      e->left = seats[s].left;
      e->class = seats[s].left ? 2 : (seats[s].last ? 1 : 0);
      sum += e->calc;
      by_seat[s] = *e;
    }
  table->has_virtual = per_table >= 3 && n_seats == per_table - 1;
  if (table->has_virtual)
    {
      Entry *e = &entries[n++];

      table->virtual_points = tav_bgl_virtual_points (sum, n_seats);
      e->seat = -1;
      e->calc = table->virtual_points;
      e->class = 0;
      sum += e->calc;
    }
  table->size = n;
  qsort (entries, n, sizeof (Entry), compare_entries);

  for (guint s = 0; s < n_seats; s++)
    outcomes[s].pbg = sum > 0 ? 100.0 * (double) by_seat[s].calc / (double) sum : 0.0;

  for (guint i = 0; i < n;)
    {
      guint j = i + 1;
      guint points;

      while (j < n && same_rank (&entries[i], &entries[j]))
        j++;
      points = average_points (n, i + 1, j);
      for (guint e = i; e < j; e++)
        {
          if (entries[e].seat < 0)
            {
              table->virtual_position = i + 1;
              continue;
            }
          outcomes[entries[e].seat].points = points;
          outcomes[entries[e].seat].position = i + 1;
        }
      i = j;
    }

  if (sides)
    score_sides (n_seats, seats, by_seat, outcomes, table);
}

/* A0 · (PM + k · PF) · (1 − e^(−N/τ)) · band multiplier. */
double
tav_bgl_league_points (double average,
                       double final_points,
                       guint  n_players,
                       double a0,
                       double final_weight,
                       double tau,
                       double multiplier)
{
  double reach = tau > 0 ? 1.0 - exp (-(double) n_players / tau) : 1.0;

  return a0 * (average + final_weight * final_points) * reach * multiplier;
}

/* 1 − e^(−n/τ): how much an average over n tournaments of one game and
 * band is worth in the multi-game league. */
double
tav_bgl_league_weight (guint  n_tournaments,
                       double tau)
{
  return tau > 0 ? 1.0 - exp (-(double) n_tournaments / tau) : 1.0;
}

guint
tav_bgl_last_year_bonus (gint64 last_year_points)
{
  if (last_year_points > 1000)
    return 150;
  if (last_year_points > 500)
    return 100;
  if (last_year_points > 250)
    return 50;
  if (last_year_points > 100)
    return 25;
  return 0;
}
