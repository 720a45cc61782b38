/* tav-seating-eight-fours.c — 32 players at 8 tables of 4 for 10 rounds
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The social golfer instance 8-4-10: every player meets 30 of the other 31,
 * so the ten rounds must leave a perfect matching unmet. Its first schedule
 * was published by A. Aguado (2004); this one is built here from the
 * structure below, which also says why it works.
 *
 * Players are (y, r): y in GF(8), read as three bits, and a row r < 4. The
 * additive group of GF(8) (bitwise xor) turns every row into itself, so a
 * pair of players has an orbit of 4 pairs (same row, difference h) or of 8
 * (rows r < s, difference d = y_s ⊕ y_r). A round made of whole orbits of
 * tables meets each pair of an orbit exactly once when its tables take the
 * orbit once, so it is enough to count orbits. Three kinds of rounds:
 *
 * - transversal: table g holds (g ⊕ x_r, r) for the four rows, x_0 = 0. It
 *   takes, for every two rows r < s, the cross orbit x_s ⊕ x_r;
 * - paired: rows split into two couples; for a couple (r, s) with h ≠ 0
 *   and d, the tables {(g, r), (g ⊕ h, r), (g ⊕ d, s), (g ⊕ d ⊕ h, s)}
 *   take the row orbits (r, h) and (s, h) and the cross orbits d and d ⊕ h
 *   of r < s;
 * - by halves: row r split into the two cosets of a plane K_r of GF(8),
 *   taking the row orbits of K_r's three non-zero elements.
 *
 * Six transversal rounds, three paired rounds (one for each way of
 * coupling the rows) and one round by halves: for every two rows the six
 * transversals must take six distinct differences, and the two left over
 * must be {d, d ⊕ h} for the couple's paired tables; in every row the
 * three h of its couples and the three elements of K_r must be six
 * distinct non-zero elements (the seventh is the row's unmet orbit, a
 * perfect matching of the row). The small search below finds such x, h,
 * d and K_r: the 25th set of transversals it completes fits, after 100
 * steps. The schedule is then checked pair by pair before it is used. */
#define G_LOG_DOMAIN "tav-seating"

#include <string.h>

#include "tav-seating-eight-fours.h"

#define ROWS        4
#define FIELD       8
#define TRANSVERSAL 6

/* The six couples of rows, in the order of the paired rounds: a couple and
 * its complement are neighbours (0 with 1, 2 with 3, 4 with 5). */
static const guint couple[6][2] = {
  { 0, 1 }, { 2, 3 }, { 0, 2 }, { 1, 3 }, { 0, 3 }, { 1, 2 },
};

typedef struct
{
  guint8 x[TRANSVERSAL][ROWS];
  guint8 h[6];
  guint8 d[6];
  guint8 plane[ROWS];   /* a functional: K_r = { y : parity (y & plane) = 0 } */
  guint8 used[6];       /* per couple: bit mask of the differences taken */
} Design;

static guint
parity (guint y)
{
  return __builtin_popcount (y) & 1;
}

/* Completes a design from six transversals: the couples' h and d, then a
 * plane per row among what its couples left. */
static gboolean
complete (Design *design)
{
  for (guint c = 0; c < 6; c++)
    {
      guint left = 0xff & ~design->used[c], e = __builtin_ctz (left);

      design->d[c] = e;
      design->h[c] = e ^ (31 - __builtin_clz (left));
    }

  for (guint r = 0; r < ROWS; r++)
    {
      guint taken = 1;   /* 0 is no difference */

      for (guint c = 0; c < 6; c++)
        if (couple[c][0] == r || couple[c][1] == r)
          {
            if (taken & (1u << design->h[c]))
              return FALSE;
            taken |= 1u << design->h[c];
          }

      design->plane[r] = 0;
      for (guint f = 1; f < FIELD && design->plane[r] == 0; f++)
        {
          gboolean free = TRUE;

          for (guint y = 1; y < FIELD; y++)
            if (parity (y & f) == 0 && (taken & (1u << y)))
              free = FALSE;
          if (free)
            design->plane[r] = f;
        }
      if (design->plane[r] == 0)
        return FALSE;
    }

  return TRUE;
}

/* Transversal t from the vectors after `from` (x_1, x_2, x_3 as 9 bits),
 * each taking a new difference for every couple. */
static gboolean
search (Design *design,
        guint   t,
        guint   from)
{
  if (t == TRANSVERSAL)
    return complete (design);

  for (guint v = from; v < FIELD * FIELD * FIELD; v++)
    {
      guint8 x[ROWS] = { 0, v >> 6, (v >> 3) & 7, v & 7 }, bit[6];
      gboolean fits = TRUE;

      for (guint c = 0; c < 6 && fits; c++)
        {
          bit[c] = 1u << (x[couple[c][0]] ^ x[couple[c][1]]);
          fits = (design->used[c] & bit[c]) == 0;
        }
      if (!fits)
        continue;

      memcpy (design->x[t], x, sizeof x);
      for (guint c = 0; c < 6; c++)
        design->used[c] |= bit[c];
      if (search (design, t + 1, v + 1))
        return TRUE;
      for (guint c = 0; c < 6; c++)
        design->used[c] &= ~bit[c];
    }

  return FALSE;
}

/* The table (< 4) of y's orbit of tables {g, g ⊕ h}: the element of
 * {y, y ⊕ h} without h's lowest bit, that bit then taken out. */
static guint
coset_of (guint y,
          guint h)
{
  guint low = h & -h, rep = (y & low) ? y ^ h : y;

  return (rep & (low - 1)) | ((rep >> 1) & ~(low - 1));
}

static void
seat (const Design *design,
      guint        *table)
{
  guint n = ROWS * FIELD, last = TAV_EIGHT_FOURS_ROUNDS - 1;

  for (guint t = 0; t < TRANSVERSAL; t++)
    for (guint r = 0; r < ROWS; r++)
      for (guint y = 0; y < FIELD; y++)
        table[t * n + r * FIELD + y] = y ^ design->x[t][r];

  /* A couple and its complement share a round, at tables 0–3 and 4–7. */
  for (guint c = 0; c < 6; c++)
    {
      guint round = TRANSVERSAL + c / 2, first = (c % 2) * 4;
      guint r = couple[c][0], s = couple[c][1], h = design->h[c], d = design->d[c];

      for (guint y = 0; y < FIELD; y++)
        {
          table[round * n + r * FIELD + y] = first + coset_of (y, h);
          table[round * n + s * FIELD + y] = first + coset_of (y ^ d, h);
        }
    }

  for (guint r = 0; r < ROWS; r++)
    for (guint y = 0; y < FIELD; y++)
      table[last * n + r * FIELD + y] = 2 * r + parity (y & design->plane[r]);
}

/* Whether the ten rounds seat four at every table and meet no pair twice. */
static gboolean
check (const guint *table)
{
  guint n = ROWS * FIELD;
  guint8 met[ROWS * FIELD][ROWS * FIELD] = { { 0 } };

  for (guint round = 0; round < TAV_EIGHT_FOURS_ROUNDS; round++)
    {
      const guint *row = table + round * n;
      guint seated[8] = { 0 };

      for (guint p = 0; p < n; p++)
        {
          if (row[p] >= 8 || ++seated[row[p]] > 4)
            return FALSE;
          for (guint q = p + 1; q < n; q++)
            if (row[p] == row[q] && met[p][q]++ > 0)
              return FALSE;
        }
    }

  return TRUE;
}

/* Fills table[r · 32 + p] with the table (< 8) of player p in round r for
 * the 10 rounds. Returns FALSE only if the construction failed its own
 * check, which the tests rule out. */
gboolean
tav_eight_fours_rounds (guint *table)
{
  Design design = { 0 };

  if (!search (&design, 0, 0))
    return FALSE;
  seat (&design, table);
  if (!check (table))
    {
      g_critical ("The 32-player schedule of 10 rounds repeats a meeting");
      return FALSE;
    }

  return TRUE;
}
