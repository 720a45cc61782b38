/* tav-table-places.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-table-places"

#include "config.h"

#include <stdlib.h>

#include "tav-table-places.h"

/* The tables with a wish given to the assignment; cubic in them. */
#define MAX_ASSIGNED 64

/* Why an assignment and not a greedy pass: a table may hold two players
 * fixed to two numbers, and two tables may want one number; taking the
 * first wish first can cost a table that had no other choice. The tables
 * with a wish are the rows, the wished numbers the columns (and one "no
 * wished number" column per row), and the Hungarian method (shortest
 * augmenting paths) finds the numbering that honours the most players;
 * among those, the most fixed tables (an order the organiser gave for one
 * player), then the lowest numbers, to the first tables. Cubic in the
 * tables with a wish, which a room counts on one hand (past MAX_ASSIGNED,
 * the rest take their first free wish). Every choice follows the plan's
 * order: deterministic. */

typedef struct
{
  guint   n_rows;
  guint   n_cols;
  gint64 *cost;   /* n_rows × n_cols */
} Problem;

static int
compare_numbers (gconstpointer a,
                 gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return x < y ? -1 : x > y;
}

/* @accessible: sorted */
static gboolean
is_accessible (const GArray *accessible,
               guint         number)
{
  return bsearch (&number, accessible->data, accessible->len, sizeof (guint), compare_numbers) != NULL;
}

static void
sort_unique (GArray *numbers)
{
  guint kept = 0;

  g_array_sort (numbers, compare_numbers);
  for (guint i = 0; i < numbers->len; i++)
    if (kept == 0 || g_array_index (numbers, guint, i) != g_array_index (numbers, guint, kept - 1))
      g_array_index (numbers, guint, kept++) = g_array_index (numbers, guint, i);
  g_array_set_size (numbers, kept);
}

/* The numbers the players of @rows name: their fixed tables and, when one
 * of them needs an accessible table, the lowest accessible numbers, as
 * many as there are rows (no more can be taken), ascending. */
static GArray *
wished_numbers (const guint        *sizes,
                const guint        *first,
                const GArray       *rows,
                const TavPlaceWish *wishes,
                const GArray       *accessible)
{
  GArray *numbers = g_array_new (FALSE, FALSE, sizeof (guint));
  gboolean any_accessible = FALSE;

  for (guint r = 0; r < rows->len; r++)
    {
      guint t = g_array_index (rows, guint, r);

      for (guint s = 0; s < sizes[t]; s++)
        {
          const TavPlaceWish *wish = &wishes[first[t] + s];

          if (wish->table > 0)
            g_array_append_val (numbers, wish->table);
          any_accessible |= wish->accessible;
        }
    }
  if (any_accessible)
    g_array_append_vals (numbers, accessible->data, MIN (accessible->len, rows->len));
  sort_unique (numbers);
  return numbers;
}

/* Minimum-cost assignment of every row to a distinct column (rows ≤
 * columns): col_of[r]. Potentials and shortest augmenting paths, one row
 * at a time (Kuhn–Munkres in its O(n²m) form). */
static void
assign (const Problem *pb,
        guint         *col_of)
{
  guint n = pb->n_rows, m = pb->n_cols;
  g_autofree gint64 *u = g_new0 (gint64, n + 1);
  g_autofree gint64 *v = g_new0 (gint64, m + 1);
  g_autofree gint64 *minv = g_new (gint64, m + 1);
  g_autofree guint *row_at = g_new0 (guint, m + 1);   /* column → row + 1; 0: free */
  g_autofree guint *way = g_new0 (guint, m + 1);
  g_autofree gboolean *used = g_new (gboolean, m + 1);

  for (guint i = 1; i <= n; i++)
    {
      guint j0 = 0;

      row_at[0] = i;
      for (guint j = 0; j <= m; j++)
        minv[j] = G_MAXINT64, used[j] = FALSE;
      do
        {
          guint i0 = row_at[j0], j1 = 0;
          gint64 delta = G_MAXINT64;

          used[j0] = TRUE;
          for (guint j = 1; j <= m; j++)
            if (!used[j])
              {
                gint64 cur = pb->cost[(i0 - 1) * m + (j - 1)] - u[i0] - v[j];

                if (cur < minv[j])
                  minv[j] = cur, way[j] = j0;
                if (minv[j] < delta)
                  delta = minv[j], j1 = j;
              }
          for (guint j = 0; j <= m; j++)
            if (used[j])
              u[row_at[j]] += delta, v[j] -= delta;
            else
              minv[j] -= delta;
          j0 = j1;
        }
      while (row_at[j0] != 0);
      do
        {
          guint j1 = way[j0];

          row_at[j0] = row_at[j1];
          j0 = j1;
        }
      while (j0 != 0);
    }
  for (guint j = 1; j <= m; j++)
    if (row_at[j] != 0)
      col_of[row_at[j] - 1] = j - 1;
}

/* How many of table @t's players number @number honours, and how many of
 * them by their fixed table. */
static guint
honoured (const TavPlaceWish *wishes,
          guint               size,
          guint               number,
          gboolean            accessible,
          guint              *fixed)
{
  guint count = 0;

  *fixed = 0;
  for (guint s = 0; s < size; s++)
    if (wishes[s].table == number)
      count++, (*fixed)++;
    else if (wishes[s].table == 0 && wishes[s].accessible && accessible)
      count++;
  return count;
}

static gboolean
has_wish (const TavPlaceWish *wishes,
          guint               size)
{
  for (guint s = 0; s < size; s++)
    if (wishes[s].table > 0 || wishes[s].accessible)
      return TRUE;
  return FALSE;
}

/* The numbers of @rows (at most MAX_ASSIGNED of them): col_of[] read
 * back, G_MAXUINT where no wished number could be given. */
static void
solve_wishes (const guint        *sizes,
              const guint        *first,
              const GArray       *rows,
              const TavPlaceWish *wishes,
              const GArray       *accessible,
              guint              *numbers)
{
  g_autoptr(GArray) cand = wished_numbers (sizes, first, rows, wishes, accessible);
  guint n = rows->len, c = cand->len, n_wishes = 0;
  Problem pb = { n, c + n, NULL };
  g_autofree guint *col_of = g_new0 (guint, n);
  gint64 order_unit, tie, fixed_weight, player_weight;

  for (guint r = 0; r < n; r++)
    n_wishes += sizes[g_array_index (rows, guint, r)];
  /* Lexicographic, summed over the rows: players honoured, then fixed
   * ones, then the lowest numbers (k·unit), then the earlier tables first
   * (r·(c + 1 − k) is least when the numbers go in the plan's order, and
   * gives a contested number to the earlier table). */
  order_unit = (gint64) n * n * (c + 1) + 1;
  tie = (gint64) n * c * order_unit + order_unit;
  fixed_weight = tie;
  player_weight = tie * ((gint64) n_wishes + 1);

  pb.cost = g_new0 (gint64, (gsize) pb.n_rows * pb.n_cols);
  for (guint r = 0; r < n; r++)
    {
      guint t = g_array_index (rows, guint, r);

      for (guint k = 0; k < c; k++)
        {
          guint number = g_array_index (cand, guint, k), fixed;
          guint count = honoured (wishes + first[t], sizes[t], number,
                                  is_accessible (accessible, number), &fixed);

          /* A number nobody at the table asked for is never worth taking:
           * a "no wished number" column costs nothing. */
          pb.cost[r * pb.n_cols + k] =
            count == 0 ? 1 : -(count * player_weight + fixed * fixed_weight)
                             + k * order_unit + (gint64) r * (c + 1 - k);
        }
    }
  assign (&pb, col_of);
  for (guint r = 0; r < n; r++)
    numbers[g_array_index (rows, guint, r)] =
      col_of[r] < c && pb.cost[r * pb.n_cols + col_of[r]] < 0 ? g_array_index (cand, guint, col_of[r])
                                                              : G_MAXUINT;
  g_free (pb.cost);
}

/* Past MAX_ASSIGNED tables with a wish (a room seldom has so many), each
 * takes the first free number it wishes, in the plan's order. */
static void
take_first_free (const TavPlaceWish *wishes,
                 guint               size,
                 const GArray       *accessible,
                 GHashTable         *taken,
                 guint              *number)
{
  for (guint s = 0; s < size && *number == G_MAXUINT; s++)
    if (wishes[s].table > 0 && !g_hash_table_contains (taken, GUINT_TO_POINTER (wishes[s].table)))
      *number = wishes[s].table;
  for (guint s = 0; s < size && *number == G_MAXUINT; s++)
    for (guint i = 0; wishes[s].accessible && i < accessible->len && *number == G_MAXUINT; i++)
      if (!g_hash_table_contains (taken, GUINT_TO_POINTER (g_array_index (accessible, guint, i))))
        *number = g_array_index (accessible, guint, i);
  if (*number != G_MAXUINT)
    g_hash_table_add (taken, GUINT_TO_POINTER (*number));
}

static void
list_breaches (const guint        *sizes,
               guint               n_tables,
               const guint        *first,
               const TavPlaceWish *wishes,
               const GArray       *accessible,
               const guint        *numbers,
               GArray             *breaches)
{
  for (guint t = 0; t < n_tables; t++)
    for (guint s = 0; s < sizes[t]; s++)
      {
        const TavPlaceWish *wish = &wishes[first[t] + s];
        TavPlaceBreach breach = { t, s, FALSE };

        if (wish->table > 0 && wish->table != numbers[t])
          g_array_append_val (breaches, breach);
        else if (wish->table == 0 && wish->accessible &&
                 !is_accessible (accessible, numbers[t]))
          {
            breach.accessible = TRUE;
            g_array_append_val (breaches, breach);
          }
      }
}

/**
 * tav_table_places_number:
 * @sizes: the seats of each table, in the plan's order
 * @n_tables: their count
 * @wishes: one per seat, table after table
 * @accessible: the accessible table numbers, distinct, any order
 * @n_accessible: their count
 * @breaches: (out) (optional): a #GArray of #TavPlaceBreach, the players
 *   whose wish no numbering could honour
 *
 * Numbers the tables of a solved round: the tables with a wish take the
 * numbers that honour the most players (a fixed table before an accessible
 * one), the others the lowest free numbers in the plan's order. A fixed
 * number above the count of tables is taken as it is (the room has it).
 * A player who is fixed to a table is not also asked for an accessible
 * one: his number says where he sits.
 *
 * Returns: (transfer full): one distinct number per table, from 1
 */
guint *
tav_table_places_number (const guint        *sizes,
                         guint               n_tables,
                         const TavPlaceWish *wishes,
                         const guint        *accessible,
                         guint               n_accessible,
                         GArray            **breaches)
{
  guint *numbers = g_new (guint, n_tables);
  g_autofree guint *first = g_new0 (guint, n_tables + 1);
  g_autoptr(GArray) rows = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) sorted = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GHashTable) taken = g_hash_table_new (NULL, NULL);
  guint next = 1;

  g_array_append_vals (sorted, accessible, n_accessible);
  sort_unique (sorted);
  for (guint t = 0; t < n_tables; t++)
    {
      first[t + 1] = first[t] + sizes[t];
      numbers[t] = G_MAXUINT;
      if (has_wish (wishes + first[t], sizes[t]))
        g_array_append_val (rows, t);
    }
  if (rows->len > 0)
    {
      guint n_assigned = MIN (rows->len, MAX_ASSIGNED);
      g_autoptr(GArray) assigned = g_array_new (FALSE, FALSE, sizeof (guint));

      g_array_append_vals (assigned, rows->data, n_assigned);
      solve_wishes (sizes, first, assigned, wishes, sorted, numbers);
      for (guint t = 0; t < n_tables; t++)
        if (numbers[t] != G_MAXUINT)
          g_hash_table_add (taken, GUINT_TO_POINTER (numbers[t]));
      for (guint r = n_assigned; r < rows->len; r++)
        {
          guint t = g_array_index (rows, guint, r);

          take_first_free (wishes + first[t], sizes[t], sorted, taken, &numbers[t]);
        }
    }

  for (guint t = 0; t < n_tables; t++)
    if (numbers[t] == G_MAXUINT)
      {
        while (g_hash_table_contains (taken, GUINT_TO_POINTER (next)))
          next++;
        numbers[t] = next++;
      }

  if (breaches)
    {
      *breaches = g_array_new (FALSE, FALSE, sizeof (TavPlaceBreach));
      list_breaches (sizes, n_tables, first, wishes, sorted, numbers, *breaches);
    }
  return numbers;
}
