/* tav-seating-design.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-seating"

#include <string.h>

#include "tav-gf.h"
#include "tav-seating-cyclic.h"
#include "tav-seating-design.h"
#include "tav-seating-eight-fours.h"

/* Tables of two: the circle method. Player n − 1 meets player r in round r;
 * players i and j below n − 1 meet in the round r with i + j ≡ 2r
 * (mod n − 1), which is one round since n − 1 is odd. */
static guint
design_pairs (guint  n,
              guint  max_rounds,
              guint *table)
{
  guint m = n - 1, rounds = MIN (m, max_rounds);

  for (guint r = 0; r < rounds; r++)
    {
      guint *row = table + (gsize) r * n, next = 1;

      row[n - 1] = row[r] = 0;
      for (guint i = 0; i < m; i++)
        {
          guint j = (2 * r + m - i % m) % m;

          if (i < j && i != r)
            row[i] = row[j] = next++;
        }
    }

  return rounds;
}

/* g tables of k ≤ g seats, g a prime power: player (a, j), with a ∈ GF(g)
 * and j < k read as a field element, sits at table a + ρ·j in round ρ. Two
 * players meet when a − a' = ρ (j' − j), in one round at most. Players with
 * the same j never meet in these g rounds, so when k divides g each such
 * group of g can go on with a schedule of its own at g/k tables: the
 * groups play their rounds side by side. */
static guint
design_affine (guint  g,
               guint  k,
               guint  max_rounds,
               guint *table)
{
  guint n = g * k, rounds = MIN (g, max_rounds);
  TavGF gf;

  if (!tav_gf_init (&gf, g))
    return 0;

  for (guint rho = 0; rho < rounds; rho++)
    for (guint a = 0; a < g; a++)
      for (guint j = 0; j < k; j++)
        table[(gsize) rho * n + a * k + j] = tav_gf_add (&gf, a, tav_gf_mul (&gf, rho, j));

  if (rounds < max_rounds && g % k == 0)
    {
      g_autofree guint *sub = g_new (guint, (gsize) (max_rounds - rounds) * g);
      guint more = tav_design_rounds (g / k, k, max_rounds - rounds, sub);

      for (guint r = 0; r < more; r++)
        for (guint a = 0; a < g; a++)
          for (guint j = 0; j < k; j++)
            table[(gsize) (rounds + r) * n + a * k + j] = j * (g / k) + sub[(gsize) r * g + a];
      rounds += more;
    }

  return rounds;
}

/* Players placed at most by the search below: about 0.1 s. It finds
 * 15 = 5 × 3 (7 rounds), 28 = 7 × 4 (9) and 39 = 13 × 3 (19) within a
 * few million; 51 = 17 × 3 takes 38 million, and 40 = 10 × 4,
 * 45 = 9 × 5, 52 = 13 × 4 and 63 = 21 × 3 none within 200 million. */
#define CYCLIC_BUDGET 8000000

/* n = (k − 1)·m + 1 players with m odd: player 0 and players (i, x) =
 * 1 + x·m + i for i ∈ Z_m and x < k − 1, turned by (i, x) → (i + 1, x).
 * Every pair orbit then has m pairs: the m orbits {0, (i, x)} of each x,
 * the (m − 1)/2 differences ±d within each x, and the m differences
 * between any two x: (k − 1)·n/2 orbits, as many as a round has pairs.
 * A base round that takes each orbit once develops into m rounds in which
 * every pair meets exactly once: a resolvable design (a Kirkman triple
 * system for k = 3), found by tav_cyclic_search() when the budget allows. */
/* Base rounds of the model below that the search finds only beyond its
 * budget, found by `bench-design-search rotational N K` (the same search,
 * with more budget) and checked again before first use: base[p] is the
 * table of player p. 51 = 17 × 3, a Kirkman triple system: 37,603,618
 * placements. */
static const struct
{
  guint  n;
  guint  k;
  guint8 base[TAV_CYCLIC_MAX_PLAYERS];
} cyclic_known[] = {
  { 51, 3, { 0, 0, 1, 1, 2, 1, 3, 4, 2, 5, 6, 7, 3, 2, 8, 4, 9, 10, 11, 3, 5, 12, 13, 14, 15, 6,
             0, 4, 5, 7, 12, 6, 9, 16, 14, 7, 13, 15, 14, 13, 11, 16, 8, 16, 12, 11, 10, 10, 9,
             8, 15 } },
};

typedef struct
{
  guint    n;
  guint    k;
  gboolean found;
  guint    base[TAV_CYCLIC_MAX_PLAYERS];
} CyclicResult;

/* The search is a pure function of n and k: its results are kept, so that
 * a shape whose search runs out of budget costs that time once. */
G_LOCK_DEFINE_STATIC (cyclic_results);
static GArray *cyclic_results;

static gboolean
cyclic_search_once (const TavCyclicModel *model,
                    guint                *base)
{
  CyclicResult result = { model->n, model->k, FALSE, { 0 } };

  G_LOCK (cyclic_results);
  if (cyclic_results == NULL)
    cyclic_results = g_array_new (FALSE, FALSE, sizeof (CyclicResult));
  for (guint i = 0; i < cyclic_results->len; i++)
    {
      const CyclicResult *known = &g_array_index (cyclic_results, CyclicResult, i);

      if (known->n == model->n && known->k == model->k)
        {
          memcpy (base, known->base, sizeof (guint) * model->n);
          G_UNLOCK (cyclic_results);
          return known->found;
        }
    }
  G_UNLOCK (cyclic_results);

  for (guint i = 0; i < G_N_ELEMENTS (cyclic_known) && !result.found; i++)
    if (cyclic_known[i].n == model->n && cyclic_known[i].k == model->k)
      {
        g_autofree guint *table = g_new (guint, (gsize) model->m * model->n);
        g_autofree guint *fill = g_new0 (guint, model->n / model->k);
        gboolean seated = TRUE;

        for (guint p = 0; p < model->n; p++)
          {
            result.base[p] = cyclic_known[i].base[p];
            seated = seated && result.base[p] < model->n / model->k &&
                     ++fill[result.base[p]] <= model->k;
          }
        tav_cyclic_develop (model, result.base, table);
        result.found = seated && tav_cyclic_repeats (model->n, model->m, table) == 0;
        if (!result.found)
          g_critical ("The stored base round for %u players at tables of %u repeats a meeting",
                      model->n, model->k);
      }
  if (!result.found)
    result.found = tav_cyclic_search (model, CYCLIC_BUDGET, result.base, NULL);
  memcpy (base, result.base, sizeof (guint) * model->n);

  G_LOCK (cyclic_results);
  g_array_append_val (cyclic_results, result);
  G_UNLOCK (cyclic_results);

  return result.found;
}

static guint
design_cyclic (guint  n_tables,
               guint  k,
               guint  max_rounds,
               guint  rounds_known,
               guint *table)
{
  guint n = n_tables * k, m, rounds;
  g_autofree guint *gen = NULL;
  g_autofree guint *base = NULL;
  g_autofree guint *all = NULL;
  TavCyclicModel model = { 0 };

  if (k < 3 || n > TAV_CYCLIC_MAX_PLAYERS || (n - 1) % (k - 1) != 0)
    return 0;
  m = (n - 1) / (k - 1);
  if (m % 2 == 0 || m <= rounds_known)
    return 0;

  gen = g_new (guint, n);
  gen[0] = 0;
  for (guint x = 0; x < k - 1; x++)
    for (guint i = 0; i < m; i++)
      gen[1 + x * m + i] = 1 + x * m + (i + 1) % m;

  model.n = n;
  model.k = k;
  model.m = m;
  model.n_base = 1;
  model.gen = gen;
  base = g_new (guint, n);
  if (!cyclic_search_once (&model, base))
    return 0;

  all = g_new (guint, (gsize) m * n);
  tav_cyclic_develop (&model, base, all);
  rounds = MIN (m, max_rounds);
  memcpy (table, all, sizeof (guint) * rounds * n);

  return rounds;
}

/* Up to max_rounds rounds of n_tables tables of `size` seats in which no
 * two players meet twice, as many as the known constructions give:
 * table[r · n + p] is the table of player p in round r. Returns the number
 * of rounds filled, at least 1 when max_rounds is. */
guint
tav_design_rounds (guint  n_tables,
                   guint  size,
                   guint  max_rounds,
                   guint *table)
{
  guint n = n_tables * size, rounds = 0;

  if (max_rounds == 0 || n == 0)
    return 0;

  if (size == 1)
    rounds = max_rounds;
  else if (size == 2)
    rounds = design_pairs (n, max_rounds, table);
  else if (size <= n_tables)
    rounds = design_affine (n_tables, size, max_rounds, table);

  /* 32 at 8 tables of 4: the affine plane of order 8 gives 9 rounds, a
   * construction of its own all 10 there can be. */
  if (n_tables == 8 && size == 4 && rounds < MIN (max_rounds, TAV_EIGHT_FOURS_ROUNDS))
    {
      g_autofree guint *ten = g_new (guint, (gsize) TAV_EIGHT_FOURS_ROUNDS * n);

      if (tav_eight_fours_rounds (ten))
        {
          rounds = MIN (max_rounds, TAV_EIGHT_FOURS_ROUNDS);
          memcpy (table, ten, sizeof (guint) * rounds * n);
        }
    }

  if (size >= 3 && rounds < max_rounds)
    {
      g_autofree guint *cyclic = g_new (guint, (gsize) max_rounds * n);
      guint more = design_cyclic (n_tables, size, max_rounds, rounds, cyclic);

      if (more > rounds)
        {
          memcpy (table, cyclic, sizeof (guint) * more * n);
          rounds = more;
        }
    }

  if (size == 1 || rounds == 0)
    for (guint r = 0; r < MAX (rounds, 1); r++)
      for (guint p = 0; p < n; p++)
        table[(gsize) r * n + p] = p / size;

  return MAX (rounds, 1);
}
