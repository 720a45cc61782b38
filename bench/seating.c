/* seating.c — benchmark of the seating solver
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Prints a Markdown table: the BANG! 2011 chart for 10–50 players, the three
 * shapes with a known zero-repeat solution, social golfer schedules, and one
 * large event. Usage:
 *   bench-seating [SEED]
 */
#define G_LOG_DOMAIN "bench-seating"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "tav-random.h"
#include "tav-seating.h"

#define RANDOM_SAMPLES 20
#define UNKNOWN        G_MAXUINT

/* The BANG! 2011 tables chart: table sizes for 10–50 players. This is data of
 * the benchmark; the ruleset keeps its own copy. */
static const char *const bang_chart[] = {
  "5 5", "6 5", "6 6", "7 6", "7 7",                                /* 10–14 */
  "5 5 5", "6 5 5", "6 6 5", "6 6 6", "6 6 7",                      /* 15–19 */
  "5 5 5 5", "6 5 5 5", "6 6 5 5", "6 6 6 5", "6 6 6 6",            /* 20–24 */
  "5 5 5 5 5", "6 5 5 5 5", "6 6 5 5 5", "6 6 6 5 5", "6 6 6 6 5",  /* 25–29 */
  "6 6 6 6 6", "6 5 5 5 5 5", "6 6 5 5 5 5", "6 6 6 5 5 5",         /* 30–33 */
  "6 6 6 6 5 5", "6 6 6 6 6 5", "6 6 6 6 6 6",                      /* 34–36 */
  "6 6 5 5 5 5 5", "6 6 6 5 5 5 5", "6 6 6 6 5 5 5",               /* 37–39 */
  "5 5 5 5 5 5 5 5", "6 5 5 5 5 5 5 5", "6 6 5 5 5 5 5 5",         /* 40–42 */
  "6 6 6 5 5 5 5 5", "6 6 6 6 5 5 5 5", "6 6 6 6 6 5 5 5",         /* 43–45 */
  "6 6 6 6 6 6 5 5", "6 6 6 6 6 6 6 5", "6 6 6 6 6 6 6 6",         /* 46–48 */
  "6 6 6 6 5 5 5 5 5", "5 5 5 5 5 5 5 5 5 5",                      /* 49–50 */
};

/* The fewest repeats known for each chart event, UNKNOWN where nobody looked
 * harder than this solver. 10–14: exhaustive search; 17–30, 37 and 40–50:
 * the lower bound, reached; 33, 35: the best of a 60 s search (issue #19);
 * 31, 38, 39: the lower bound, which this solver reaches with seed 2011. */
static const guint bang_best[] = {
  18, 20, 24, 30, 39,                                               /* 10–14 */
  UNKNOWN, UNKNOWN, 24, 27, 33,                                     /* 15–19 */
  12, 15, 18, 21, 24,                                               /* 20–24 */
  0, 4, 8, 12, 16,                                                  /* 25–29 */
  20, 0, UNKNOWN, 7,                                                /* 30–33 */
  UNKNOWN, 10, UNKNOWN,                                             /* 34–36 */
  0, 0, 0,                                                          /* 37–39 */
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,                                  /* 40–50 */
};

/* Process CPU time, over both of the solver's threads: the figures stay
 * meaningful on a busy machine. */
static double
cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

static guint
bang_rounds (guint players)
{
  return players < 15 ? 3 : players < 25 ? 4 : 5;
}

/* Solves one event, prints its row, and returns whether it met the targets:
 * time, no avoidable head repeat, zero repeats where known possible, and at
 * least half of the gap between random draws and the lower bound closed. */
static gboolean
run (const char  *label,
     guint        n_players,
     const guint *sizes,
     guint        n_tables,
     guint        n_rounds,
     gboolean     heads,
     guint        best_known,
     guint64      seed)
{
  g_autoptr(TavSeatingRequest) req = tav_seating_request_new (n_players);
  g_autoptr(TavSeating) seating = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) shape = g_string_new (NULL);
  g_autofree char *best = NULL;
  guint64 bound, repeats;
  double random, ms, limit, start;
  guint head_bound;
  gboolean ok;

  for (guint r = 0; r < n_rounds; r++)
    tav_seating_request_add_round (req, sizes, n_tables);
  tav_seating_request_set_heads (req, heads);

  start = cpu_ms ();
  seating = tav_seating_solve (req, seed, &error);
  ms = cpu_ms () - start;
  if (seating == NULL)
    g_error ("%s: %s", label, error->message);

  bound = tav_seating_request_lower_bound (req);
  random = tav_seating_request_random_repeats (req, seed, RANDOM_SAMPLES);
  repeats = tav_seating_get_repeats (seating);
  limit = n_players >= 1000 ? 2000 : 1000;
  /* with more table-rounds than players some must be head twice */
  head_bound = heads && n_tables * n_rounds > n_players ? n_tables * n_rounds - n_players : 0;

  ok = ms <= limit &&
       tav_seating_get_head_repeats (seating) == head_bound &&
       (best_known != 0 || repeats == 0) &&
       (repeats - bound) <= (random - bound) / 2;

  for (guint t = 0; t < n_tables; t++)
    {
      guint same = 1;

      while (t + same < n_tables && sizes[t + same] == sizes[t])
        same++;
      g_string_append_printf (shape, "%s%u", shape->len ? " " : "", sizes[t]);
      if (same > 2)
        {
          g_string_append_printf (shape, "×%u", same);
          t += same - 1;
        }
    }

  best = best_known == UNKNOWN ? g_strdup ("–") : g_strdup_printf ("%u", best_known);
  printf ("| %s | %u | %s | %u | %s | %" G_GUINT64_FORMAT " | %s | %" G_GUINT64_FORMAT
          " | %.1f | %u | %.0f | %s |\n",
          label, n_players, shape->str, n_rounds, heads ? "yes" : "no",
          repeats, best, bound, random, tav_seating_get_head_repeats (seating), ms,
          ok ? "ok" : "**missed**");

  return ok;
}

static gboolean
run_uniform (const char *label,
             guint       size,
             guint       n_tables,
             guint       n_rounds,
             gboolean    heads,
             guint       best_known,
             guint64     seed)
{
  guint sizes[250];

  for (guint t = 0; t < n_tables; t++)
    sizes[t] = size;
  return run (label, size * n_tables, sizes, n_tables, n_rounds, heads, best_known, seed);
}

/* A plan's meetings counted again: repeats (a pair's meetings after its
 * first) and meetings of pairs in @apart (n × n, every one counted). */
static void
count_meetings (const TavSeating *seating,
                guint             n_players,
                const guint8     *apart,
                guint64          *repeats,
                guint64          *apart_meetings)
{
  g_autofree guint *met = g_new0 (guint, n_players * n_players);

  *repeats = *apart_meetings = 0;
  for (guint r = 0; r < tav_seating_get_n_rounds (seating); r++)
    for (guint t = 0; t < tav_seating_get_n_tables (seating, r); t++)
      for (guint i = 0; i < tav_seating_get_table_size (seating, r, t); i++)
        for (guint j = i + 1; j < tav_seating_get_table_size (seating, r, t); j++)
          {
            guint a = tav_seating_get_player (seating, r, t, i);
            guint b = tav_seating_get_player (seating, r, t, j);

            *repeats += met[a * n_players + b]++ > 0;
            met[b * n_players + a]++;
            *apart_meetings += apart[a * n_players + b];
          }
}

static TavSeating *
solve_timed (const TavSeatingRequest *req,
             guint64                  seed,
             double                  *ms)
{
  g_autoptr(GError) error = NULL;
  double start = cpu_ms ();
  TavSeating *seating = tav_seating_solve (req, seed, &error);

  *ms = cpu_ms () - start;
  if (seating == NULL)
    g_error ("%s", error->message);
  return seating;
}

/* Players kept apart (docs/seating.md): @n_pairs couples and @n_clubs
 * clubs of @club_size, drawn from the seed, go to the solver as earlier
 * meetings, as a draw gives them. The row shows the plan without them and
 * with them; the target: within the time, and no pair kept apart meets
 * when @avoidable. */
static gboolean
run_apart (const char *label,
           guint       size,
           guint       n_tables,
           guint       n_rounds,
           guint       n_pairs,
           guint       n_clubs,
           guint       club_size,
           gboolean    avoidable,
           guint64     seed)
{
  guint n = size * n_tables, sizes[250], next = 0, n_apart = 0;
  g_autofree guint *order = g_new (guint, n);
  g_autofree guint8 *apart = g_new0 (guint8, n * n);
  g_autoptr(TavSeatingRequest) plain = tav_seating_request_new (n);
  g_autoptr(TavSeatingRequest) req = tav_seating_request_new (n);
  g_autoptr(TavSeating) before = NULL;
  g_autoptr(TavSeating) after = NULL;
  guint64 repeats_before, repeats, apart_before, apart_meetings;
  double ms_before, ms;
  TavRandom rng;
  gboolean ok;

  g_assert (2 * n_pairs + n_clubs * club_size <= n);
  for (guint t = 0; t < n_tables; t++)
    sizes[t] = size;
  for (guint i = 0; i < n; i++)
    order[i] = i;
  tav_random_init (&rng, tav_random_derive (seed, "bench-apart", n, n_rounds));
  tav_random_shuffle (&rng, order, n, sizeof (guint));
  for (guint p = 0; p < n_pairs; p++, next += 2)
    apart[order[next] * n + order[next + 1]] = apart[order[next + 1] * n + order[next]] = 1;
  for (guint c = 0; c < n_clubs; c++, next += club_size)
    for (guint i = 0; i < club_size; i++)
      for (guint j = i + 1; j < club_size; j++)
        apart[order[next + i] * n + order[next + j]] = apart[order[next + j] * n + order[next + i]] = 1;

  for (guint r = 0; r < n_rounds; r++)
    {
      tav_seating_request_add_round (plain, sizes, n_tables);
      tav_seating_request_add_round (req, sizes, n_tables);
    }
  for (guint a = 0; a < n; a++)
    for (guint b = a + 1; b < n; b++)
      if (apart[a * n + b])
        {
          tav_seating_request_add_met (req, a, b, 1);
          n_apart++;
        }

  before = solve_timed (plain, seed, &ms_before);
  after = solve_timed (req, seed, &ms);
  count_meetings (before, n, apart, &repeats_before, &apart_before);
  count_meetings (after, n, apart, &repeats, &apart_meetings);
  ok = ms <= 1000 && (!avoidable || apart_meetings == 0);

  printf ("| %s | %u | %u×%u | %u | %u | %" G_GUINT64_FORMAT " | %" G_GUINT64_FORMAT
          " | %.0f | %" G_GUINT64_FORMAT " | %" G_GUINT64_FORMAT " | %.0f | %s |\n",
          label, n, size, n_tables, n_rounds, n_apart, repeats_before, apart_before, ms_before,
          repeats, apart_meetings, ms, ok ? "ok" : "**missed**");
  return ok;
}

/* Instances g-k-w of the social golfer problem (g tables of k for w rounds)
 * with a known schedule that repeats no meeting: 8-4-10 (Aguado, 2004),
 * Kirkman's schoolgirls (5-3-7), those of our constructions, and every
 * other resolvable design up to 64 players with a full round count:
 * Kirkman triple systems exist for every n ≡ 3 (mod 6) (Ray-Chaudhuri and
 * Wilson, 1971), resolvable designs with tables of 4 for every n ≡ 4
 * (mod 12) (Hanani, Ray-Chaudhuri and Wilson, 1972); 18 players at
 * tables of 3 for 8 rounds is a nearly Kirkman triple system (Kotzig and
 * Rosa, 1974). 45 players at tables of 5 have the 9 rounds of the affine
 * plane of order 9; 11 rounds are open (the row after these). */
static const struct
{
  guint tables, size, rounds;
} golfers[] = {
  { 8, 4, 10 },
  { 5, 3, 7 },
  { 9, 3, 13 },
  { 16, 4, 21 },
  { 16, 2, 31 },
  { 8, 8, 9 },
  /* affine planes of order 3, 4, 5 and 7 (8 is above): every pair meets
   * exactly once */
  { 3, 3, 4 },
  { 4, 4, 5 },
  { 5, 5, 6 },
  { 7, 7, 8 },
  /* Kirkman triple systems: 21, 33, 39, 45, 51, 57 and 63 players */
  { 7, 3, 10 },
  { 11, 3, 16 },
  { 13, 3, 19 },
  { 15, 3, 22 },
  { 17, 3, 25 },
  { 19, 3, 28 },
  { 21, 3, 31 },
  /* tables of 4: 28, 40 and 52 players (3q + 1, q = 9, 13, 17); tables
   * of 5: 45 players, 9 rounds of the affine plane of order 9 */
  { 7, 4, 9 },
  { 10, 4, 13 },
  { 13, 4, 17 },
  { 9, 5, 9 },
  /* a nearly Kirkman triple system: 18 players, each misses one */
  { 6, 3, 8 },
};

int
main (int   argc,
      char *argv[])
{
  guint64 seed = argc > 1 ? g_ascii_strtoull (argv[1], NULL, 10) : 2011;
  guint sizes[250], missed = 0;

  printf ("| event | players | tables | rounds | heads | repeats | best known | lower bound"
          " | random (avg of %u) | head repeats | cpu ms | target |\n",
          RANDOM_SAMPLES);
  printf ("|---|---:|---|---:|---|---:|---:|---:|---:|---:|---:|---|\n");

  for (guint players = 10; players <= 50; players++)
    {
      g_auto(GStrv) parts = g_strsplit (bang_chart[players - 10], " ", -1);
      guint n_tables = g_strv_length (parts);

      for (guint t = 0; t < n_tables; t++)
        sizes[t] = atoi (parts[t]);
      missed += !run ("BANG!", players, sizes, n_tables, bang_rounds (players),
                      TRUE, bang_best[players - 10], seed);
    }

  missed += !run_uniform ("known", 6, 8, 5, TRUE, 0, seed);
  missed += !run_uniform ("known", 5, 7, 7, TRUE, 0, seed);
  missed += !run_uniform ("known", 4, 9, 9, TRUE, 0, seed);

  /* social golfers: the most rounds known to have a schedule with no
   * repeat, without and with a construction of ours */
  for (guint i = 0; i < G_N_ELEMENTS (golfers); i++)
    missed += !run_uniform ("golfer", golfers[i].size, golfers[i].tables,
                            golfers[i].rounds, FALSE, 0, seed);

  /* 45 at tables of 5 for 11 rounds: whether a resolvable (45, 5, 1)
   * design exists is open (a possible exception of the theorems on
   * block size 5, docs/seating.md), so only the half-gap target applies */
  missed += !run_uniform ("open", 5, 9, 11, FALSE, UNKNOWN, seed);

  missed += !run_uniform ("large", 4, 250, 10, FALSE, UNKNOWN, seed);

  /* Kept apart: 2 couples and 3 parents with a child, then clubs too. */
  printf ("\n| kept apart | players | tables | rounds | pairs apart | repeats without"
          " | apart met without | cpu ms without | repeats | apart met | cpu ms | target |\n");
  printf ("|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---|\n");
  missed += !run_apart ("family", 4, 12, 5, 5, 0, 0, TRUE, seed);
  missed += !run_apart ("family + clubs", 4, 12, 5, 5, 3, 6, TRUE, seed);
  missed += !run_apart ("family + clubs", 5, 8, 5, 5, 4, 5, TRUE, seed);
  missed += !run_apart ("family + clubs", 6, 8, 5, 5, 4, 6, TRUE, seed);
  /* every pair meets once in 9 rounds: the pairs apart cannot all be avoided */
  missed += !run_apart ("design", 4, 7, 9, 5, 0, 0, FALSE, seed);

  if (missed > 0)
    printf ("\n%u targets missed (seed %" G_GUINT64_FORMAT ").\n", missed, seed);
  else
    printf ("\nAll targets met (seed %" G_GUINT64_FORMAT ").\n", seed);

  return missed > 0 ? EXIT_FAILURE : EXIT_SUCCESS;
}
