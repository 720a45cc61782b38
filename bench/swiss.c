/* swiss.c — benchmark of tav_swiss_pair() on whole simulated events
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench-swiss [--seed N] [--rounds R] [--drops PERCENT]
 *                    [--objective pair-downs|gaps] [--real-scores]
 *                    [--clubs SIZE] [PLAYERS...]
 *
 * Plays every round of an event per field size (default 64 512 1000 4096
 * 16384, 9 rounds): random winners, a bye counts as a win, and with --drops
 * each active player leaves before a round with that probability. With
 * --real-scores every player starts from a random real score in [0, 10), so
 * from round 2 every score group has one player: the worst case of the warm
 * start, far from Destiny's whole points. With --clubs the players are in
 * clubs of SIZE kept apart in every round (every pair of a club given as
 * kept apart); the rematches column then reads "rematches + apart
 * meetings". Prints one Markdown row per round.
 */
#define G_LOG_DOMAIN "bench-swiss"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "tav-random.h"
#include "tav-swiss.h"

typedef struct
{
  guint a;
  guint b;
} Met;

static const struct
{
  guint players;
  double seconds;
} targets[] = {
  { 1000, 0.2 },
  { 4096, 1.0 },
  { 16384, 10.0 },
};

static double
target_for (guint players)
{
  for (guint i = 0; i < G_N_ELEMENTS (targets); i++)
    if (players <= targets[i].players)
      return targets[i].seconds;
  return 10.0;
}

static double
cpu_seconds (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static gboolean
run_event (guint              n,
           guint              rounds,
           double             drop_rate,
           gboolean           real_scores,
           TavSwissObjective  objective,
           guint              club_size,
           guint64            seed,
           double            *worst)
{
  g_autofree double *score = g_new0 (double, n);
  g_autofree guint *byes = g_new0 (guint, n);
  g_autofree gboolean *active = g_new (gboolean, n);
  g_autoptr(GArray) met = g_array_new (FALSE, FALSE, sizeof (Met));
  gboolean all_ok = TRUE;
  TavRandom r;

  tav_random_init (&r, tav_random_derive (seed, "bench-swiss", n, 0));
  for (guint i = 0; i < n; i++)
    {
      active[i] = TRUE;
      if (real_scores)
        score[i] = 10 * tav_random_double (&r);
    }

  for (guint round = 0; round < rounds; round++)
    {
      g_autoptr(TavSwissRequest) req = tav_swiss_request_new (n);
      g_autoptr(TavSwissPairing) p = NULL;
      g_autoptr(GError) error = NULL;
      guint n_active = 0;
      gint64 t0, t1;
      double c0, c1, limit;
      guint mixed, bound;
      char rematches[32];
      int bye;
      gboolean ok;

      if (round > 0 && drop_rate > 0)
        for (guint i = 0; i < n; i++)
          if (active[i] && tav_random_double (&r) < drop_rate)
            active[i] = FALSE;
      for (guint i = 0; i < n; i++)
        {
          tav_swiss_request_set_score (req, i, score[i]);
          tav_swiss_request_set_byes (req, i, byes[i]);
          tav_swiss_request_set_active (req, i, active[i]);
          n_active += active[i];
        }
      for (guint i = 0; i < met->len; i++)
        {
          const Met *m = &g_array_index (met, Met, i);

          tav_swiss_request_add_played (req, m->a, m->b);
        }
      /* Clubs of consecutive players: every pair of one kept apart. */
      for (guint i = 0; club_size > 1 && i < n; i++)
        for (guint j = i + 1; j < n && j / club_size == i / club_size; j++)
          tav_swiss_request_add_apart (req, i, j);
      tav_swiss_request_set_first_round (req, round == 0);
      tav_swiss_request_set_objective (req, objective);

      t0 = g_get_monotonic_time ();
      c0 = cpu_seconds ();
      p = tav_swiss_pair (req, tav_random_derive (seed, "bench-swiss-round", n, round), &error);
      c1 = cpu_seconds ();
      t1 = g_get_monotonic_time ();
      if (p == NULL)
        {
          g_printerr ("%u players, round %u: %s\n", n, round + 1, error->message);
          return FALSE;
        }

      mixed = tav_swiss_pairing_get_mixed_pairs (p);
      bound = tav_swiss_pairing_get_parity_bound (p);
      limit = target_for (n);
      ok = (t1 - t0) / 1e6 <= limit && tav_swiss_pairing_is_certified (p);
      all_ok &= ok;
      *worst = MAX (*worst, (t1 - t0) / 1e6);
      if (club_size > 1)
        g_snprintf (rematches, sizeof rematches, "%u + %u", tav_swiss_pairing_get_rematches (p),
                    tav_swiss_pairing_get_apart_meetings (p));
      else
        g_snprintf (rematches, sizeof rematches, "%u", tav_swiss_pairing_get_rematches (p));
      printf ("| %u | %u | %u | %.1f | %.1f | %s | %u | %u | %u | %.0f | %u | %s | %s |\n",
               n, round + 1, n_active, (t1 - t0) / 1e3, (c1 - c0) * 1e3,
               rematches, mixed, bound, mixed - bound,
               tav_swiss_pairing_get_gap_cost (p), tav_swiss_pairing_get_attempts (p),
               tav_swiss_pairing_is_certified (p) ? "yes" : "NO",
               ok ? "ok" : "MISSED");

      for (guint i = 0; i < tav_swiss_pairing_get_n_pairs (p); i++)
        {
          const TavSwissPair *pair = tav_swiss_pairing_get_pair (p, i);
          Met m = { pair->a, pair->b };

          g_array_append_val (met, m);
          score[tav_random_range (&r, 2) ? pair->a : pair->b] += 1;
        }
      bye = tav_swiss_pairing_get_bye (p);
      if (bye >= 0)
        {
          score[bye] += 1;
          byes[bye]++;
        }
    }
  return all_ok;
}

int
main (int   argc,
      char *argv[])
{
  static const guint default_sizes[] = { 64, 512, 1000, 4096, 16384 };
  g_autoptr(GArray) sizes = g_array_new (FALSE, FALSE, sizeof (guint));
  guint64 seed = 1;
  guint rounds = 9;
  double drops = 0;
  TavSwissObjective objective = TAV_SWISS_FEWEST_PAIR_DOWNS;
  gboolean real_scores = FALSE;
  gboolean all_ok = TRUE;
  guint club_size = 0;

  for (int i = 1; i < argc; i++)
    {
      if (g_str_equal (argv[i], "--seed") && i + 1 < argc)
        seed = g_ascii_strtoull (argv[++i], NULL, 10);
      else if (g_str_equal (argv[i], "--rounds") && i + 1 < argc)
        rounds = (guint) g_ascii_strtoull (argv[++i], NULL, 10);
      else if (g_str_equal (argv[i], "--drops") && i + 1 < argc)
        drops = g_ascii_strtod (argv[++i], NULL) / 100.0;
      else if (g_str_equal (argv[i], "--real-scores"))
        real_scores = TRUE;
      else if (g_str_equal (argv[i], "--clubs") && i + 1 < argc)
        club_size = (guint) g_ascii_strtoull (argv[++i], NULL, 10);
      else if (g_str_equal (argv[i], "--objective") && i + 1 < argc)
        objective = g_str_equal (argv[++i], "gaps") ? TAV_SWISS_SMALLEST_GAPS
                                                    : TAV_SWISS_FEWEST_PAIR_DOWNS;
      else
        {
          guint n = (guint) g_ascii_strtoull (argv[i], NULL, 10);

          if (n == 0)
            {
              g_printerr ("usage: %s [--seed N] [--rounds R] [--drops PERCENT] "
                          "[--objective pair-downs|gaps] [--real-scores] [--clubs SIZE] "
                          "[PLAYERS...]\n",
                          argv[0]);
              return 2;
            }
          g_array_append_val (sizes, n);
        }
    }
  if (sizes->len == 0)
    g_array_append_vals (sizes, default_sizes, G_N_ELEMENTS (default_sizes));

  printf ("| players | round | active | wall ms | cpu ms | rematches | mixed pairs "
           "| parity bound | mixed − bound | Σ gap² | attempts | certified | target |\n");
  printf ("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|\n");
  for (guint i = 0; i < sizes->len; i++)
    {
      guint n = g_array_index (sizes, guint, i);
      double worst = 0;

      all_ok &= run_event (n, rounds, drops, real_scores, objective, club_size, seed, &worst);
      g_printerr ("%u players: slowest round %.3f s (target %.1f s)\n", n, worst, target_for (n));
    }
  return all_ok ? 0 : 1;
}
