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

/* The first max_rounds of the n_rounds rounds `all` of a construction at
 * tables of k, copied to table once recounted: none if a round does not
 * seat k at every table or a meeting repeats, which would be a bug of the
 * construction. */
static guint
design_checked (const char  *name,
                guint        n,
                guint        k,
                guint        n_rounds,
                const guint *all,
                guint        max_rounds,
                guint       *table)
{
  g_autofree guint *fill = g_new (guint, n / k);

  for (guint r = 0; r < n_rounds; r++)
    {
      memset (fill, 0, sizeof (guint) * (n / k));
      for (guint p = 0; p < n; p++)
        if (all[(gsize) r * n + p] >= n / k || ++fill[all[(gsize) r * n + p]] > k)
          {
            g_critical ("The %s schedule of %u players does not seat %u at every table", name, n, k);
            return 0;
          }
    }
  if (tav_cyclic_repeats (n, n_rounds, all) != 0)
    {
      g_critical ("The %s schedule of %u players repeats a meeting", name, n);
      return 0;
    }
  n_rounds = MIN (n_rounds, max_rounds);
  memcpy (table, all, sizeof (guint) * n_rounds * n);

  return n_rounds;
}

/* The primitive element of GF(q) with the smallest label: the one whose
 * powers run through all q − 1 nonzero elements. */
static guint
gf_primitive (const TavGF *gf)
{
  for (guint w = 2; w < gf->order; w++)
    {
      guint x = w, order = 1;

      for (; x != 1; order++)
        x = tav_gf_mul (gf, x, w);
      if (order == gf->order - 1)
        return w;
    }

  return 1;  /* GF(2) */
}

static guint
gf_neg (const TavGF *gf,
        guint        x)
{
  guint y = 0;

  while (tav_gf_add (gf, x, y) != 0)
    y++;
  return y;
}

/* Tables of 4 for n = 3q + 1 players, q ≡ 1 (mod 4) a prime power: the
 * resolvable design of Beth, Jungnickel and Lenz (Design Theory, VII.7.5 (a))
 * on GF(q) × Z_3 and one more player ∞. With w a primitive element and
 * e = w^((q − 1)/4), so that e² = −1, the base round holds the table
 * {(0, 0), (0, 1), (0, 2), ∞} and, for i < (q − 1)/4 and j ∈ Z_3, the tables
 * {(w^i, j), (−w^i, j), (e·w^i, j + 1), (−e·w^i, j + 1)}; round g adds g to
 * the first coordinate and keeps ∞. Its differences take every nonzero
 * element once within each row and between any two rows, so the q rounds,
 * (n − 1)/3, meet every pair exactly once: 40 players for q = 13, 52 for
 * q = 17. Player (a, j) is j·q + a, ∞ is n − 1; recounted before use. */
static guint
design_3q1 (guint  n_tables,
            guint  size,
            guint  max_rounds,
            guint  rounds_known,
            guint *table)
{
  guint n = 4 * n_tables, q = (n - 1) / 3, quarter = (q - 1) / 4;
  g_autofree guint *base = NULL;
  g_autofree guint *all = NULL;
  guint w, e, power;
  TavGF gf;

  if (size != 4 || n % 3 != 1 || q % 4 != 1 || q <= rounds_known || !tav_gf_init (&gf, q))
    return 0;

  w = gf_primitive (&gf);
  e = 1;
  for (guint i = 0; i < quarter; i++)
    e = tav_gf_mul (&gf, e, w);

  /* base[p]: the table of player p in round 0; G_MAXUINT until seated,
   * which design_checked() refuses */
  base = g_new (guint, n);
  for (guint p = 0; p < n; p++)
    base[p] = G_MAXUINT;
  for (guint j = 0; j < 3; j++)
    base[j * q] = 0;
  base[n - 1] = 0;
  power = 1;
  for (guint i = 0; i < quarter; i++, power = tav_gf_mul (&gf, power, w))
    for (guint j = 0; j < 3; j++)
      {
        guint t = 1 + 3 * i + j, turned = tav_gf_mul (&gf, e, power);
        guint members[4] = {
          j * q + power,
          j * q + gf_neg (&gf, power),
          (j + 1) % 3 * q + turned,
          (j + 1) % 3 * q + gf_neg (&gf, turned),
        };

        for (guint m = 0; m < 4; m++)
          base[members[m]] = t;
      }

  all = g_new (guint, (gsize) q * n);
  for (guint g = 0; g < q; g++)
    {
      guint *row = all + (gsize) g * n, back = gf_neg (&gf, g);

      for (guint j = 0; j < 3; j++)
        for (guint a = 0; a < q; a++)
          row[j * q + a] = base[j * q + tav_gf_add (&gf, a, back)];
      row[n - 1] = 0;
    }

  return design_checked ("resolvable", n, 4, q, all, max_rounds, table);
}

/* 18 players at 6 tables of 3 for 8 rounds in which each player misses
 * one other: a nearly Kirkman triple system (Kotzig and Rosa, 1974).
 * Player (a, b, e) = 9e + 3a + b, with a, b ∈ Z_3 and e < 2, never meets
 * (a, b, 1 − e). The turn (a, b) → (a + 1, b + 1) keeps the schedule:
 * the two base rounds below, found by `bench-design-search halves18`
 * (6,112 units of work), give three rounds each, and the last two rounds
 * are turned into themselves: the players of one a and one e together,
 * then those of one b and one e. Recounted before use. */
static const guint8 nearly_18_base[2][18] = {
  { 0, 1, 2, 3, 4, 0, 1, 5, 3, 4, 2, 1, 5, 0, 4, 2, 3, 5 },
  { 0, 1, 2, 2, 0, 3, 4, 3, 5, 4, 3, 5, 5, 4, 1, 0, 1, 2 },
};

#define NEARLY_18_ROUNDS 8

static guint
design_nearly_18 (guint  n_tables,
                  guint  size,
                  guint  max_rounds,
                  guint  rounds_known,
                  guint *table)
{
  guint gen[18], base[2 * 18], all[NEARLY_18_ROUNDS * 18];
  TavCyclicModel model = { .n = 18, .k = 3, .m = 3, .n_base = 2, .gen = gen };

  if (n_tables != 6 || size != 3 || rounds_known >= NEARLY_18_ROUNDS)
    return 0;

  for (guint p = 0; p < 18; p++)
    {
      guint e = p / 9, a = p / 3 % 3, b = p % 3;

      gen[p] = 9 * e + 3 * ((a + 1) % 3) + (b + 1) % 3;
      base[p] = nearly_18_base[0][p];
      base[18 + p] = nearly_18_base[1][p];
      all[6 * 18 + p] = 3 * e + a;
      all[7 * 18 + p] = 3 * e + b;
    }
  tav_cyclic_develop (&model, base, all);

  return design_checked ("nearly Kirkman", 18, 3, NEARLY_18_ROUNDS, all, max_rounds, table);
}

/* Work the search below may do (tav_cyclic_search()): about 20 ms and
 * 5 MB. It finds 15 = 5 × 3 (7 rounds, 2,786) and 39 = 13 × 3 (19 rounds,
 * 66,561); 36 = 6 × 6, 40 = 10 × 4, 45 = 9 × 5 and 52 = 13 × 4 none
 * (40 and 52 come from design_3q1() instead). */
#define CYCLIC_BUDGET 150000

typedef enum
{
  MODEL_ROTATIONAL,
  MODEL_ORBITS
} ModelKind;

/* The two models of tav-seating-cyclic.h that the solver knows, for n
 * players at tables of k; FALSE when n and k do not fit the model.
 *
 * Rotational: n = (k − 1)·m + 1 players with m odd: player 0 and players
 * (i, x) = 1 + x·m + i for i ∈ Z_m and x < k − 1, turned by (i, x) →
 * (i + 1, x). Every pair orbit then has m pairs: the m orbits {0, (i, x)}
 * of each x, the (m − 1)/2 differences ±d within each x, and the m
 * differences between any two x: (k − 1)·n/2 orbits, as many as a round
 * has pairs. A base round that takes each orbit once develops into m
 * rounds in which every pair meets exactly once.
 *
 * Orbits: n = k·m players with m odd, (i, x) = x·m + i for x < k, turned
 * the same way: k·(m − 1)/2 orbits within the rows and k(k − 1)/2·m
 * between them. (m − 1)/(k − 1) fixed rounds, each the m turns of a table
 * through player 0 with one player of each row, and a base round developed
 * into m rounds take every orbit once: (n − 1)/(k − 1) rounds.
 *
 * Either way a round that takes every orbit once makes a resolvable
 * design, a Kirkman triple system for k = 3. */
static gboolean
model_init (TavCyclicModel *model,
            guint          *gen,
            ModelKind       kind,
            guint           n,
            guint           k)
{
  guint rows, first;

  memset (model, 0, sizeof *model);
  if (k < 3 || n > TAV_CYCLIC_MAX_PLAYERS || n % k != 0)
    return FALSE;
  if (kind == MODEL_ROTATIONAL)
    {
      if ((n - 1) % (k - 1) != 0)
        return FALSE;
      rows = k - 1;
      first = 1;
      model->m = (n - 1) / (k - 1);
      gen[0] = 0;
    }
  else
    {
      if ((n / k - 1) % (k - 1) != 0)
        return FALSE;
      rows = k;
      first = 0;
      model->m = n / k;
      model->n_fixed = (model->m - 1) / (k - 1);
    }
  if (model->m % 2 == 0)
    return FALSE;

  for (guint x = 0; x < rows; x++)
    for (guint i = 0; i < model->m; i++)
      gen[first + x * model->m + i] = first + x * model->m + (i + 1) % model->m;
  model->n = n;
  model->k = k;
  model->n_base = 1;
  model->gen = gen;

  return TRUE;
}

/* Rounds of the models above that the search finds only beyond its
 * budget, found by `bench-design-search rotational N K` or `orbits N K`
 * (the same search with more work, restarts for 57) and checked again
 * before use: base[p] is the table of player p in the base round, fixed[]
 * the partners of player 0 in each fixed round, k − 1 of them a round.
 * The work each took: 51 = 17 × 3 (by the depth-first search before this
 * one), 37,603,618 placements; 21 = 7 × 3, 15,958; 33 = 11 × 3, 169,818;
 * 57 = 19 × 3, 634,344 with restarts of 200,000. */
static const struct
{
  guint     n;
  guint     k;
  ModelKind kind;
  guint8    base[TAV_CYCLIC_MAX_PLAYERS];
  guint8    fixed[18];
} cyclic_known[] = {
  { 51, 3, MODEL_ROTATIONAL,
    { 0, 0, 1, 1, 2, 1, 3, 4, 2, 5, 6, 7, 3, 2, 8, 4, 9, 10, 11, 3, 5, 12, 13, 14, 15, 6,
      0, 4, 5, 7, 12, 6, 9, 16, 14, 7, 13, 15, 14, 13, 11, 16, 8, 16, 12, 11, 10, 10, 9,
      8, 15 },
    { 0 } },
  { 21, 3, MODEL_ORBITS,
    { 0, 0, 1, 0, 2, 3, 4, 2, 1, 1, 5, 6, 2, 5, 5, 4, 3, 3, 6, 4, 6 },
    { 9, 14, 11, 17, 12, 15 } },
  { 33, 3, MODEL_ORBITS,
    { 0, 0, 1, 0, 2, 3, 1, 4, 5, 2, 6, 1, 2, 7, 8, 3, 9, 10, 9, 9, 3, 10, 4, 8, 5, 10, 8, 7,
      6, 5, 6, 7, 4 },
    { 11, 28, 12, 22, 13, 24, 17, 30, 18, 23 } },
  { 57, 3, MODEL_ORBITS,
    { 0, 1, 2, 3, 4, 2, 5, 6, 7, 3, 0, 4, 6, 8, 5, 8, 1, 9, 9, 10, 11, 4, 8, 12, 0, 13, 10,
      10, 14, 13, 14, 1, 6, 12, 11, 15, 12, 16, 17, 15, 9, 17, 7, 18, 15, 13, 7, 16, 16, 5,
      17, 11, 14, 2, 18, 3, 18 },
    { 19, 44, 21, 39, 22, 55, 23, 49, 27, 40, 31, 50, 32, 47, 35, 56, 37, 45 } },
};

typedef struct
{
  guint     n;
  guint     k;
  ModelKind kind;
  gboolean  found;
  guint    *rounds;  /* (n_base + n_fixed) · n, as tav_cyclic_search() writes */
} CyclicResult;

/* The stored rounds of a model, checked: every table seats k and the
 * developed schedule repeats no meeting. */
static gboolean
cyclic_stored (const TavCyclicModel *model,
               ModelKind             kind,
               guint                *rounds)
{
  guint n = model->n, k = model->k;

  for (guint i = 0; i < G_N_ELEMENTS (cyclic_known); i++)
    if (cyclic_known[i].n == n && cyclic_known[i].k == k && cyclic_known[i].kind == kind)
      {
        guint total = model->m * model->n_base + model->n_fixed;
        g_autofree guint *table = g_new (guint, (gsize) total * n);
        g_autofree guint *fill = g_new0 (guint, n / k);
        gboolean seated = TRUE;

        for (guint p = 0; p < n; p++)
          {
            rounds[p] = cyclic_known[i].base[p];
            seated = seated && rounds[p] < n / k && ++fill[rounds[p]] <= k;
          }
        for (guint r = 0; r < model->n_fixed; r++)
          {
            guint members[TAV_CYCLIC_MAX_PLAYERS] = { 0 };
            guint *round = rounds + (gsize) (1 + r) * n;

            /* player 0 and his partners, one of each row */
            for (guint j = 1; j < k; j++)
              {
                members[j] = cyclic_known[i].fixed[r * (k - 1) + j - 1];
                seated = seated && members[j] / model->m == j;
              }
            for (guint p = 0; p < n; p++)
              round[p] = G_MAXUINT;
            if (seated)
              tav_cyclic_turn (model, members, round);
            for (guint p = 0; p < n; p++)
              seated = seated && round[p] < n / k;
          }
        if (seated && tav_cyclic_develop (model, rounds, table) == total &&
            tav_cyclic_repeats (n, total, table) == 0)
          return TRUE;
        g_critical ("The stored rounds for %u players at tables of %u repeat a meeting", n, k);
        return FALSE;
      }

  return FALSE;
}

/* The search is a pure function of the model: its results are kept, so
 * that a shape whose search runs out of budget costs that time once. */
G_LOCK_DEFINE_STATIC (cyclic_results);
static GArray *cyclic_results;

static gboolean
cyclic_rounds_once (const TavCyclicModel *model,
                    ModelKind             kind,
                    guint                *rounds)
{
  gsize size = sizeof (guint) * (model->n_base + model->n_fixed) * model->n;
  CyclicResult result = { model->n, model->k, kind, FALSE, NULL };

  G_LOCK (cyclic_results);
  if (cyclic_results == NULL)
    cyclic_results = g_array_new (FALSE, FALSE, sizeof (CyclicResult));
  for (guint i = 0; i < cyclic_results->len; i++)
    {
      const CyclicResult *known = &g_array_index (cyclic_results, CyclicResult, i);

      if (known->n == model->n && known->k == model->k && known->kind == kind)
        {
          memcpy (rounds, known->rounds, size);
          G_UNLOCK (cyclic_results);
          return known->found;
        }
    }
  G_UNLOCK (cyclic_results);

  /* the orbits model from stored rounds only: its searches take longer */
  result.found = cyclic_stored (model, kind, rounds) ||
                 (kind == MODEL_ROTATIONAL &&
                  tav_cyclic_search (model, CYCLIC_BUDGET, 0, rounds, NULL));
  result.rounds = g_memdup2 (rounds, size);

  G_LOCK (cyclic_results);
  g_array_append_val (cyclic_results, result);
  G_UNLOCK (cyclic_results);

  return result.found;
}

/* The rounds of the first model that gives more than rounds_known. */
static guint
design_cyclic (guint  n_tables,
               guint  k,
               guint  max_rounds,
               guint  rounds_known,
               guint *table)
{
  guint n = n_tables * k;
  guint gen[TAV_CYCLIC_MAX_PLAYERS];
  TavCyclicModel model;

  for (ModelKind kind = MODEL_ROTATIONAL; kind <= MODEL_ORBITS; kind++)
    {
      g_autofree guint *rounds = NULL;
      g_autofree guint *all = NULL;
      guint total;

      if (!model_init (&model, gen, kind, n, k))
        continue;
      total = model.m * model.n_base + model.n_fixed;
      if (total <= rounds_known)
        continue;

      rounds = g_new (guint, (gsize) (model.n_base + model.n_fixed) * n);
      if (!cyclic_rounds_once (&model, kind, rounds))
        continue;
      all = g_new (guint, (gsize) total * n);
      tav_cyclic_develop (&model, rounds, all);
      total = MIN (total, max_rounds);
      memcpy (table, all, sizeof (guint) * total * n);

      return total;
    }

  return 0;
}

/* A Kirkman triple system of 3v players from one of v (v ≡ 3 mod 6):
 * players (p, i) = i·v + p, p < v, on three levels i < 3. Each of the
 * (v − 1)/2 rounds of the system of v is played on the three levels at
 * once, which meets every pair within a level; then, for each b ∈ Z_v, the
 * round of the tables {(a, 0), (a + b, 1), (a + 2b, 2)}, a ∈ Z_v, which
 * meets every pair across levels once (v odd, so 2b determines b): the
 * tripling construction, (3v − 1)/2 rounds, recounted before use. */
static guint
design_triple (guint  n_tables,
               guint  size,
               guint  max_rounds,
               guint  rounds_known,
               guint *table)
{
  guint v = n_tables, n = 3 * v, inner = (v - 1) / 2, total = inner + v;
  g_autofree guint *sub = NULL;
  g_autofree guint *all = NULL;

  if (size != 3 || v % 6 != 3 || total <= rounds_known)
    return 0;
  sub = g_new (guint, (gsize) inner * v);
  if (tav_design_rounds (v / 3, 3, inner, sub) < inner)
    return 0;

  all = g_new (guint, (gsize) total * n);
  for (guint r = 0; r < inner; r++)
    for (guint i = 0; i < 3; i++)
      for (guint p = 0; p < v; p++)
        all[(gsize) r * n + i * v + p] = i * (v / 3) + sub[(gsize) r * v + p];
  for (guint b = 0; b < v; b++)
    for (guint i = 0; i < 3; i++)
      for (guint p = 0; p < v; p++)
        all[(gsize) (inner + b) * n + i * v + p] = (p + i * (v - b)) % v;

  return design_checked ("tripled", n, 3, total, all, max_rounds, table);
}

/* The constructions tried after the plane, each when the ones before
 * give fewer rounds than wanted: (n_tables, size, max_rounds, rounds
 * known, table) → rounds written to table. */
typedef guint (*Construction) (guint, guint, guint, guint, guint *);

static const Construction constructions[] = {
  design_3q1,
  design_nearly_18,
  design_triple,
  design_cyclic,
};

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
  g_autofree guint *other = NULL;

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

  /* each gives 0 when it does not fit the shape or gives no more */
  if (size >= 3 && rounds < max_rounds)
    other = g_new (guint, (gsize) max_rounds * n);
  for (guint i = 0; other != NULL && i < G_N_ELEMENTS (constructions) && rounds < max_rounds; i++)
    {
      guint more = constructions[i] (n_tables, size, max_rounds, rounds, other);

      if (more > rounds)
        {
          memcpy (table, other, sizeof (guint) * more * n);
          rounds = more;
        }
    }

  if (size == 1 || rounds == 0)
    for (guint r = 0; r < MAX (rounds, 1); r++)
      for (guint p = 0; p < n; p++)
        table[(gsize) r * n + p] = p / size;

  return MAX (rounds, 1);
}
