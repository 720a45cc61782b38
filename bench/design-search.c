/* design-search.c — the cyclic search of the seating solver, by hand
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs tav_cyclic_search() (src/core/tav-seating-cyclic.c) on a model with a
 * larger budget than the solver allows itself, prints the base rounds it
 * finds and recounts the developed schedule pair by pair. Usage:
 *
 *   bench-design-search rotational N K [BUDGET [RESTART]]
 *       1 + (K − 1)·m = N players, (i, x) → (i + 1, x) on Z_m × {0..K−2}
 *       and a fixed player 0; one base round, m rounds.
 *   bench-design-search orbits N K [BUDGET [RESTART]]
 *       N = K·m players (i, x) = x·m + i, turned by (i, x) → (i + 1, x) on
 *       Z_m × {0..K−1}, m odd; one base round developed into m rounds and
 *       (m − 1)/(K − 1) fixed rounds, each the m turns of one table through
 *       player 0 that holds one player of each row: a resolvable design
 *       ((N − 1)/(K − 1) rounds).
 *   bench-design-search nearly N [BUDGET [RESTART]]
 *       N players at tables of 3, N a multiple of 6: players 0 and 1 fixed,
 *       2 + x·m + i turned on Z_m × {0, 1}, m = (N − 2)/2; one base round,
 *       m rounds; for m odd the orbit (i, 0) ~ (i, 1) stays unmet.
 *   bench-design-search halves18 [BUDGET [RESTART]]
 *       18 players at tables of 3 for 8 rounds, (a, b, e) = 9e + 3a + b with
 *       a, b ∈ Z_3 and e < 2, turned by (a, b) → (a + 1, b + 1); two base
 *       rounds, each developed into 3. The pairs left to other rounds
 *       are those of (a, b, 0) ~ (a, b, 1), unmet, and those of the two
 *       rounds the turn keeps that tav-seating-design.c adds: the players
 *       of one a and e together, and of one b and e.
 *   bench-design-search golfer32 [BUDGET]
 *       32 players at 8 tables of 4 for 10 rounds (issue #19): player 0
 *       and 1 fixed, (i, x) = 2 + 5x + i turned by i → i + 1 on Z_5 × {0..5};
 *       two base rounds, each developed into 5; the pairs left unmet are
 *       {0, 1} and (i, x) ~ (i, x + 3).
 *
 * BUDGET (default 10⁹) bounds the work, RESTART (default 0: none) is the
 * unit of the restarts with shuffled options (tav_cyclic_search()).
 * Exit status 0 when a schedule was found, 1 when none within the budget.
 */
#define G_LOG_DOMAIN "bench-design-search"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "tav-seating-cyclic.h"

static int
report (const TavCyclicModel *model,
        guint64               budget,
        guint64               restart)
{
  g_autofree guint *base = g_new (guint, (gsize) (model->n_base + model->n_fixed) * model->n);
  g_autofree guint *table = NULL;
  guint64 nodes;
  clock_t start = clock ();
  gboolean found = tav_cyclic_search (model, budget, restart, base, &nodes);
  double ms = (clock () - start) * 1000.0 / CLOCKS_PER_SEC;
  guint rounds;

  printf ("%u players, tables of %u, group of order %u, %u base round(s), %u fixed: %s after %"
          G_GUINT64_FORMAT " units of work, %.0f ms CPU\n",
          model->n, model->k, model->m, model->n_base, model->n_fixed,
          found ? "found" : nodes < budget ? "none (the search is complete)" : "none within the budget",
          nodes, ms);
  if (!found)
    return EXIT_FAILURE;

  for (guint r = 0; r < model->n_base + model->n_fixed; r++)
    {
      printf ("%s round %u:", r < model->n_base ? "base" : "fixed", r);
      for (guint t = 0; t < model->n / model->k; t++)
        {
          printf (" {");
          for (guint p = 0, first = 1; p < model->n; p++)
            if (base[r * model->n + p] == t)
              {
                printf ("%s%u", first ? "" : ",", p);
                first = 0;
              }
          printf ("}");
        }
      printf ("\n");
    }
  /* as src/core/tav-seating-design.c stores them: the base rounds, then
   * the partners of player 0 in each fixed round */
  printf ("as stored:");
  for (guint i = 0; i < model->n_base * model->n; i++)
    printf (" %u,", base[i]);
  printf ("\nfixed:");
  for (guint r = model->n_base; r < model->n_base + model->n_fixed; r++)
    for (guint p = 1; p < model->n; p++)
      if (base[r * model->n + p] == base[r * model->n])
        printf (" %u,", p);
  printf ("\n");

  table = g_new (guint, (gsize) (model->m * model->n_base + model->n_fixed) * model->n);
  rounds = tav_cyclic_develop (model, base, table);
  printf ("%u rounds, %" G_GUINT64_FORMAT " repeated meetings (recounted)\n",
          rounds, tav_cyclic_repeats (model->n, rounds, table));

  return EXIT_SUCCESS;
}

static guint64
arg (int      argc,
     char    *argv[],
     int      i,
     guint64  fallback)
{
  return argc > i ? g_ascii_strtoull (argv[i], NULL, 10) : fallback;
}

int
main (int   argc,
      char *argv[])
{
  guint gen[TAV_CYCLIC_MAX_PLAYERS];
  TavCyclicModel model = { 0 };

  model.gen = gen;
  model.n_base = 1;

  if (argc >= 4 && g_str_equal (argv[1], "rotational"))
    {
      guint64 budget = arg (argc, argv, 4, 1000000000), restart = arg (argc, argv, 5, 0);

      model.n = atoi (argv[2]);
      model.k = atoi (argv[3]);
      if (model.k < 2 || model.n < 2 || model.n > TAV_CYCLIC_MAX_PLAYERS ||
          model.n % model.k != 0 || (model.n - 1) % (model.k - 1) != 0)
        {
          fprintf (stderr, "N must be at most %u, a multiple of K, and 1 more than a multiple of K − 1\n",
                   TAV_CYCLIC_MAX_PLAYERS);
          return 2;
        }
      model.m = (model.n - 1) / (model.k - 1);
      gen[0] = 0;
      for (guint x = 0; x < model.k - 1; x++)
        for (guint i = 0; i < model.m; i++)
          gen[1 + x * model.m + i] = 1 + x * model.m + (i + 1) % model.m;

      return report (&model, budget, restart);
    }

  if (argc >= 4 && g_str_equal (argv[1], "orbits"))
    {
      guint64 budget = arg (argc, argv, 4, 1000000000), restart = arg (argc, argv, 5, 0);

      model.n = atoi (argv[2]);
      model.k = atoi (argv[3]);
      if (model.k < 2 || model.n < 2 || model.n > TAV_CYCLIC_MAX_PLAYERS ||
          model.n % model.k != 0)
        {
          fprintf (stderr, "N must be at most %u and a multiple of K\n", TAV_CYCLIC_MAX_PLAYERS);
          return 2;
        }
      model.m = model.n / model.k;
      model.n_fixed = (model.m - 1) / (model.k - 1);
      for (guint x = 0; x < model.k; x++)
        for (guint i = 0; i < model.m; i++)
          gen[x * model.m + i] = x * model.m + (i + 1) % model.m;

      return report (&model, budget, restart);
    }

  if (argc >= 3 && g_str_equal (argv[1], "nearly"))
    {
      guint64 budget = arg (argc, argv, 3, 1000000000), restart = arg (argc, argv, 4, 0);
      guint avoid[2] = { 2, 0 };

      model.n = atoi (argv[2]);
      model.k = 3;
      if (model.n < 6 || model.n > TAV_CYCLIC_MAX_PLAYERS || model.n % 6 != 0)
        {
          fprintf (stderr, "N must be a multiple of 6, at most %u\n", TAV_CYCLIC_MAX_PLAYERS);
          return 2;
        }
      model.m = (model.n - 2) / 2;
      gen[0] = 0;
      gen[1] = 1;
      for (guint x = 0; x < 2; x++)
        for (guint i = 0; i < model.m; i++)
          gen[2 + x * model.m + i] = 2 + x * model.m + (i + 1) % model.m;
      /* m odd: one orbit between the two rows, (i, 0) ~ (i, 1), stays unmet */
      avoid[1] = 2 + model.m;
      model.avoid = avoid;
      model.n_avoid = model.m % 2;

      return report (&model, budget, restart);
    }

  if (argc >= 2 && g_str_equal (argv[1], "halves18"))
    {
      guint64 budget = arg (argc, argv, 2, 1000000000), restart = arg (argc, argv, 3, 0);
      guint avoid[30], n_avoid = 0;

      model.n = 18;
      model.k = 3;
      model.m = 3;
      model.n_base = 2;
      for (guint p = 0; p < 18; p++)
        gen[p] = 9 * (p / 9) + 3 * ((p / 3 + 1) % 3) + (p + 1) % 3;
      /* one pair of each orbit: b → b + 1 and a → a + 1 within a half,
       * then the halves' twins */
      for (guint e = 0; e < 2; e++)
        for (guint i = 0; i < 3; i++)
          {
            avoid[2 * n_avoid] = 9 * e + i;
            avoid[2 * n_avoid++ + 1] = 9 * e + (i + 1) % 3;
            avoid[2 * n_avoid] = 9 * e + 3 * i;
            avoid[2 * n_avoid++ + 1] = 9 * e + 3 * ((i + 1) % 3);
          }
      for (guint i = 0; i < 3; i++)
        {
          avoid[2 * n_avoid] = i;
          avoid[2 * n_avoid++ + 1] = 9 + i;
        }
      model.avoid = avoid;
      model.n_avoid = n_avoid;

      return report (&model, budget, restart);
    }

  if (argc >= 2 && g_str_equal (argv[1], "golfer32"))
    {
      guint64 budget = arg (argc, argv, 2, 1000000000), restart = arg (argc, argv, 3, 0);
      guint avoid[8] = { 0, 1, 2, 17, 7, 22, 12, 27 };

      model.n = 32;
      model.k = 4;
      model.m = 5;
      model.n_base = 2;
      model.avoid = avoid;
      model.n_avoid = 4;
      gen[0] = 0;
      gen[1] = 1;
      for (guint x = 0; x < 6; x++)
        for (guint i = 0; i < 5; i++)
          gen[2 + 5 * x + i] = 2 + 5 * x + (i + 1) % 5;

      return report (&model, budget, restart);
    }

  fprintf (stderr, "usage: %s rotational N K [BUDGET [RESTART]] | orbits N K [BUDGET [RESTART]]"
           " | nearly N [BUDGET [RESTART]] | halves18 [BUDGET [RESTART]]"
           " | golfer32 [BUDGET [RESTART]]\n", argv[0]);
  return 2;
}
