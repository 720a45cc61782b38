/* tav-seating-design.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-seating"

#include "tav-gf.h"
#include "tav-seating-design.h"

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

  if (size == 1 || rounds == 0)
    for (guint r = 0; r < MAX (rounds, 1); r++)
      for (guint p = 0; p < n; p++)
        table[(gsize) r * n + p] = p / size;

  return MAX (rounds, 1);
}
