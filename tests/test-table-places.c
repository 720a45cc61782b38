/* test-table-places.c — the numbers of a solved round's tables: fixed and
 * accessible tables, by hand
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tav-table-places.h"

#define NONE { 0, FALSE }
#define FIXED(n) { n, FALSE }
#define ACCESSIBLE { 0, TRUE }

typedef struct
{
  guint         n_tables;
  guint         sizes[6];
  TavPlaceWish  wishes[24];
  guint         accessible[4];
  guint         n_accessible;
  guint         numbers[6];
  guint         n_breaches;
  TavPlaceBreach breaches[3];
} Case;

static void
check (const Case *c)
{
  g_autoptr(GArray) breaches = NULL;
  g_autofree guint *numbers = tav_table_places_number (c->sizes, c->n_tables, c->wishes,
                                                       c->accessible, c->n_accessible, &breaches);

  for (guint t = 0; t < c->n_tables; t++)
    g_assert_cmpuint (numbers[t], ==, c->numbers[t]);
  g_assert_cmpuint (breaches->len, ==, c->n_breaches);
  for (guint i = 0; i < c->n_breaches; i++)
    {
      TavPlaceBreach *b = &g_array_index (breaches, TavPlaceBreach, i);

      g_assert_cmpuint (b->table, ==, c->breaches[i].table);
      g_assert_cmpuint (b->seat, ==, c->breaches[i].seat);
      g_assert_cmpint (b->accessible, ==, c->breaches[i].accessible);
    }
}

/* Nobody asks anything: the plan's order, as before. */
static void
test_plain (void)
{
  static const Case c = { 3, { 2, 2, 2 }, { NONE, NONE, NONE, NONE, NONE, NONE },
                          { 1 }, 1, { 1, 2, 3 }, 0, { { 0 } } };

  check (&c);
}

/* The third table holds a player fixed to table 1: it takes 1, the others
 * the free numbers in the plan's order. */
static void
test_fixed (void)
{
  static const Case c = { 4, { 2, 2, 2, 2 },
                          { NONE, NONE, NONE, NONE, NONE, FIXED (1), NONE, NONE },
                          { 0 }, 0, { 2, 3, 1, 4 }, 0, { { 0 } } };

  check (&c);
}

/* A fixed number above the count of tables: the room has it. */
static void
test_above_count (void)
{
  static const Case c = { 3, { 2, 2, 2 }, { NONE, NONE, FIXED (20), NONE, NONE, NONE },
                          { 0 }, 0, { 1, 20, 2 }, 0, { { 0 } } };

  check (&c);
}

/* Two tables with a player each who needs an accessible table: two
 * accessible tables, the lowest first. */
static void
test_accessible (void)
{
  static const Case c = { 5, { 2, 2, 2, 2, 2 },
                          { NONE, NONE, NONE, ACCESSIBLE, NONE, NONE, ACCESSIBLE, NONE, NONE, NONE },
                          { 5, 2, 9 }, 3, { 1, 2, 3, 5, 4 }, 0, { { 0 } } };

  check (&c);
}

/* The first table needs any accessible table, the second needs table 1
 * (accessible) for a fixed player: taking the lowest accessible number
 * for the first table would cost the second its only choice. */
static void
test_not_greedy (void)
{
  static const Case c = { 3, { 2, 2, 2 },
                          { ACCESSIBLE, NONE, FIXED (1), ACCESSIBLE, NONE, NONE },
                          { 1, 2 }, 2, { 2, 1, 3 }, 0, { { 0 } } };

  check (&c);
}

/* Two players fixed to table 5 at different tables: the table with two of
 * them takes it, the third is told. */
static void
test_conflict (void)
{
  static const Case c = { 3, { 3, 3, 3 },
                          { NONE, FIXED (5), NONE, NONE, NONE, NONE, FIXED (5), NONE, FIXED (5) },
                          { 0 }, 0, { 1, 2, 5 }, 1, { { 0, 1, FALSE } } };

  check (&c);
}

/* Two tables want table 3 as much: the first in the plan's order has it. */
static void
test_tie (void)
{
  static const Case c = { 3, { 2, 2, 2 }, { NONE, NONE, NONE, FIXED (3), FIXED (3), NONE },
                          { 0 }, 0, { 1, 3, 2 }, 1, { { 2, 0, FALSE } } };

  check (&c);
}

/* Among numberings that honour as many, the lowest numbers: a fixed and
 * accessible table 4 for the first table, then 1, not 3, for the second. */
static void
test_lowest (void)
{
  static const Case c = { 3, { 2, 2, 2 }, { FIXED (4), ACCESSIBLE, ACCESSIBLE, NONE, NONE, NONE },
                          { 1, 3, 4 }, 3, { 4, 1, 2 }, 0, { { 0 } } };

  check (&c);
}

/* Two tables take accessible numbers 1 and 2: the lower to the earlier
 * table. The first table's fixed player yields table 5 to the last
 * table's, as both are one player and the first has a second wish. */
static void
test_plan_order (void)
{
  static const Case c = { 4, { 2, 2, 2, 2 },
                          { FIXED (5), ACCESSIBLE, NONE, NONE, NONE, ACCESSIBLE, FIXED (5), NONE },
                          { 2, 3, 1 }, 3, { 1, 3, 2, 5 }, 1, { { 0, 0, FALSE } } };

  check (&c);
}

/* One table, players fixed to two numbers: the number of the most. */
static void
test_two_numbers (void)
{
  static const Case c = { 2, { 3, 3 },
                          { FIXED (2), FIXED (3), FIXED (3), NONE, NONE, NONE },
                          { 0 }, 0, { 3, 1 }, 1, { { 0, 0, FALSE } } };

  check (&c);
}

/* More tables need an accessible table than there are: a fixed table
 * first (an order given for one player), the other told. */
static void
test_too_few_accessible (void)
{
  static const Case c = { 3, { 2, 2, 2 },
                          { ACCESSIBLE, NONE, FIXED (1), NONE, NONE, NONE },
                          { 1 }, 1, { 2, 1, 3 }, 1, { { 0, 0, TRUE } } };

  check (&c);
}

/* No accessible table at all: nothing to take, every such player told. */
static void
test_no_accessible (void)
{
  static const Case c = { 2, { 2, 2 }, { NONE, NONE, ACCESSIBLE, NONE },
                          { 0 }, 0, { 1, 2 }, 1, { { 1, 0, TRUE } } };

  check (&c);
}

/* More tables with a wish than the assignment takes: the later ones take
 * their first free wish, and every player is still honoured. */
static void
test_many (void)
{
  enum { N = 70 };
  guint sizes[N];
  TavPlaceWish wishes[2 * N] = { { 0 } };
  g_autoptr(GArray) breaches = NULL;
  g_autofree guint *numbers = NULL;

  for (guint t = 0; t < N; t++)
    {
      sizes[t] = 2;
      wishes[2 * t + 1].table = N - t;
    }
  numbers = tav_table_places_number (sizes, N, wishes, NULL, 0, &breaches);
  for (guint t = 0; t < N; t++)
    g_assert_cmpuint (numbers[t], ==, N - t);
  g_assert_cmpuint (breaches->len, ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/table-places/plain", test_plain);
  g_test_add_func ("/table-places/fixed", test_fixed);
  g_test_add_func ("/table-places/above-count", test_above_count);
  g_test_add_func ("/table-places/accessible", test_accessible);
  g_test_add_func ("/table-places/not-greedy", test_not_greedy);
  g_test_add_func ("/table-places/conflict", test_conflict);
  g_test_add_func ("/table-places/tie", test_tie);
  g_test_add_func ("/table-places/lowest", test_lowest);
  g_test_add_func ("/table-places/plan-order", test_plan_order);
  g_test_add_func ("/table-places/two-numbers", test_two_numbers);
  g_test_add_func ("/table-places/too-few-accessible", test_too_few_accessible);
  g_test_add_func ("/table-places/no-accessible", test_no_accessible);
  g_test_add_func ("/table-places/many", test_many);

  return g_test_run ();
}
