/* test-tiebreak.c — the shared tie-breakers against worked examples
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tav-tiebreak.h"

#define NO TAV_TIEBREAK_NO_OPPONENT
#define W TAV_TIEBREAK_WIN
#define D TAV_TIEBREAK_DRAW
#define L TAV_TIEBREAK_LOSS
#define EPS 1e-9

/* Sensei's Library, "Sonneborn-Berger" (a double round robin of four,
 * no draws): A and B score 4, C 3, D 1; their Sonneborn-Berger scores
 * are printed as 11, 9, 6 and 4. The Buchholz figures are worked by
 * hand: everyone meets everyone twice, so each is twice the other
 * three's scores (12 points in all less his own). */
static const TavTiebreakGame sensei_a[] = {
  { 1, W, 1, 0, 0, 0 }, { 2, W, 1, 0, 0, 0 }, { 3, W, 1, 0, 0, 0 },
  { 1, L, 0, 0, 0, 0 }, { 2, W, 1, 0, 0, 0 }, { 3, L, 0, 0, 0, 0 },
};
static const TavTiebreakGame sensei_b[] = {
  { 0, L, 0, 0, 0, 0 }, { 2, W, 1, 0, 0, 0 }, { 3, W, 1, 0, 0, 0 },
  { 0, W, 1, 0, 0, 0 }, { 2, L, 0, 0, 0, 0 }, { 3, W, 1, 0, 0, 0 },
};
static const TavTiebreakGame sensei_c[] = {
  { 0, L, 0, 0, 0, 0 }, { 1, L, 0, 0, 0, 0 }, { 3, W, 1, 0, 0, 0 },
  { 0, L, 0, 0, 0, 0 }, { 1, W, 1, 0, 0, 0 }, { 3, W, 1, 0, 0, 0 },
};
static const TavTiebreakGame sensei_d[] = {
  { 0, L, 0, 0, 0, 0 }, { 1, L, 0, 0, 0, 0 }, { 2, L, 0, 0, 0, 0 },
  { 0, W, 1, 0, 0, 0 }, { 1, L, 0, 0, 0, 0 }, { 2, L, 0, 0, 0, 0 },
};

static void
test_sonneborn_berger_published (void)
{
  const TavTiebreakPlayer players[] = {
    { sensei_a, G_N_ELEMENTS (sensei_a), 4 },
    { sensei_b, G_N_ELEMENTS (sensei_b), 4 },
    { sensei_c, G_N_ELEMENTS (sensei_c), 3 },
    { sensei_d, G_N_ELEMENTS (sensei_d), 1 },
  };
  const double sb[] = { 11, 9, 6, 4 };
  const double buchholz[] = { 16, 16, 18, 22 };
  double out[4];

  tav_tiebreak_sonneborn_berger (players, 4, out);
  for (guint i = 0; i < 4; i++)
    g_assert_cmpfloat_with_epsilon (out[i], sb[i], EPS);
  tav_tiebreak_buchholz (players, 4, TAV_TIEBREAK_CUT_NONE, out);
  for (guint i = 0; i < 4; i++)
    g_assert_cmpfloat_with_epsilon (out[i], buchholz[i], EPS);
}

/* Magic Tournament Rules, appendix C: three players of an eight-round
 * event; 5-2-1 has 16 match points of 24 (0.667), 1-3-0 then dropping
 * has 3 of 12, raised to 0.33, and 3-2-0 with a first-round bye then
 * dropping has 9 of 15 (0.60): the bye counts as a win. */
static void
test_match_win_published (void)
{
  const TavTiebreakGame first[] = {
    { 1, W, 3, 0, 0, 0 }, { 1, W, 3, 0, 0, 0 }, { 1, W, 3, 0, 0, 0 }, { 1, W, 3, 0, 0, 0 },
    { 1, W, 3, 0, 0, 0 }, { 1, L, 0, 0, 0, 0 }, { 1, L, 0, 0, 0, 0 }, { 1, D, 1, 0, 0, 0 },
  };
  const TavTiebreakGame second[] = {
    { 0, W, 3, 0, 0, 0 }, { 0, L, 0, 0, 0, 0 }, { 0, L, 0, 0, 0, 0 }, { 0, L, 0, 0, 0, 0 },
  };
  const TavTiebreakGame third[] = {
    { NO, W, 3, 0, 0, 0 }, { 0, W, 3, 0, 0, 0 }, { 0, W, 3, 0, 0, 0 },
    { 0, L, 0, 0, 0, 0 }, { 0, L, 0, 0, 0, 0 },
  };
  const TavTiebreakPlayer players[] = {
    { first, G_N_ELEMENTS (first), 16 },
    { second, G_N_ELEMENTS (second), 3 },
    { third, G_N_ELEMENTS (third), 9 },
  };
  double out[3];

  tav_tiebreak_match_win (players, 3, 3, TAV_TIEBREAK_MTR_FLOOR, out);
  g_assert_cmpfloat_with_epsilon (out[0], 16.0 / 24, EPS);
  g_assert_cmpfloat_with_epsilon (out[1], 0.33, EPS);
  g_assert_cmpfloat_with_epsilon (out[2], 0.60, EPS);
  /* Without the floor the figure is the plain share. */
  tav_tiebreak_match_win (players, 3, 3, 0, out);
  g_assert_cmpfloat_with_epsilon (out[1], 0.25, EPS);
}

/* Magic Tournament Rules, appendix C, game points: a match won 2-0-0
 * gives 6 of 6 and the loser none; 2-1-0 gives 6 and 3 of 9; 2-0-1
 * gives 7 and 1 of 9. Below 0.33 the floor is used (3 of 9 is above it). */
static void
test_game_win_published (void)
{
  const TavTiebreakGame g[] = {
    { 1, W, 3, 2, 0, 0 }, { 0, L, 0, 0, 2, 0 },
    { 3, W, 3, 2, 1, 0 }, { 2, L, 0, 1, 2, 0 },
    { 5, W, 3, 2, 0, 1 }, { 4, L, 0, 0, 2, 1 },
  };
  TavTiebreakPlayer players[6];
  const double expect[] = { 1, 0.33, 6.0 / 9, 3.0 / 9, 7.0 / 9, 0.33 };
  double out[6];

  for (guint i = 0; i < 6; i++)
    players[i] = (TavTiebreakPlayer) { &g[i], 1, 0 };
  tav_tiebreak_game_win (players, 6, TAV_TIEBREAK_MTR_FLOOR, out);
  for (guint i = 0; i < 6; i++)
    g_assert_cmpfloat_with_epsilon (out[i], expect[i], EPS);
  tav_tiebreak_game_win (players, 6, 0, out);
  g_assert_cmpfloat_with_epsilon (out[1], 0, EPS);
  g_assert_cmpfloat_with_epsilon (out[5], 1.0 / 9, EPS);
}

/* Worked by hand: five players, three rounds, 3/1/0 match points, a bye
 * each round worth a win and 2-0 in games.
 *   R1: P0 beats P1 2-0, P2 and P3 draw 1-1, P4 has the bye
 *   R2: P0 and P4 draw 1-1-1, P2 beats P1 2-1, P3 has the bye
 *   R3: P0 beats P2 2-1, P4 beats P3 2-0, P1 has the bye
 * Scores: P0 7, P1 3, P2 4, P3 4, P4 7. */
static const TavTiebreakGame p0[] = { { 1, W, 3, 2, 0, 0 }, { 4, D, 1, 1, 1, 1 }, { 2, W, 3, 2, 1, 0 } };
static const TavTiebreakGame p1[] = { { 0, L, 0, 0, 2, 0 }, { 2, L, 0, 1, 2, 0 }, { NO, W, 3, 2, 0, 0 } };
static const TavTiebreakGame p2[] = { { 3, D, 1, 1, 1, 0 }, { 1, W, 3, 2, 1, 0 }, { 0, L, 0, 1, 2, 0 } };
static const TavTiebreakGame p3[] = { { 2, D, 1, 1, 1, 0 }, { NO, W, 3, 2, 0, 0 }, { 4, L, 0, 0, 2, 0 } };
static const TavTiebreakGame p4[] = { { NO, W, 3, 2, 0, 0 }, { 0, D, 1, 1, 1, 1 }, { 3, W, 3, 2, 0, 0 } };
static const TavTiebreakPlayer small[] = {
  { p0, 3, 7 }, { p1, 3, 3 }, { p2, 3, 4 }, { p3, 3, 4 }, { p4, 3, 7 },
};

static void
assert_values (const double *out,
               const double *expect)
{
  for (guint i = 0; i < G_N_ELEMENTS (small); i++)
    g_assert_cmpfloat_with_epsilon (out[i], expect[i], EPS);
}

static void
test_buchholz_cuts (void)
{
  /* Contributions (a bye adds the player's own score):
   * P0 {3 7 4}, P1 {7 4 3}, P2 {4 3 7}, P3 {4 4 7}, P4 {7 7 4}. */
  const double full[] = { 14, 14, 14, 15, 18 };
  const double cut1[] = { 11, 11, 11, 11, 14 };
  const double median[] = { 4, 4, 4, 4, 7 };
  double out[5];

  tav_tiebreak_buchholz (small, 5, TAV_TIEBREAK_CUT_NONE, out);
  assert_values (out, full);
  tav_tiebreak_buchholz (small, 5, TAV_TIEBREAK_CUT_1, out);
  assert_values (out, cut1);
  tav_tiebreak_buchholz (small, 5, TAV_TIEBREAK_CUT_MEDIAN, out);
  assert_values (out, median);
}

static void
test_sonneborn_berger_bye (void)
{
  /* P0 3 + 7/2 + 4; P1 only his bye, 1 × 3; P2 4/2 + 3; P3 4/2 + 4 (bye);
   * P4 7 (bye) + 7/2 + 4. */
  const double expect[] = { 10.5, 3, 5, 6, 14.5 };
  double out[5];

  tav_tiebreak_sonneborn_berger (small, 5, out);
  assert_values (out, expect);
}

static void
test_opponents_percentages (void)
{
  /* MW%: 7/9, 3/9, 4/9, 4/9, 7/9 (3/9 is above the floor). OMW% leaves
   * the byes out: P1 met P0 and P2 only. */
  const double mw[] = { 7.0 / 9, 3.0 / 9, 4.0 / 9, 4.0 / 9, 7.0 / 9 };
  const double omw[] = { 14.0 / 27, 11.0 / 18, 14.0 / 27, 11.0 / 18, 11.0 / 18 };
  /* GW%: games won-lost-drawn 5-2-1, 3-4-0, 4-4-0, 3-3-0, 5-1-1. */
  const double gw[] = { 16.0 / 24, 9.0 / 21, 12.0 / 24, 9.0 / 18, 16.0 / 21 };
  const double ogw[] = {
    (9.0 / 21 + 16.0 / 21 + 0.5) / 3,
    (16.0 / 24 + 0.5) / 2,
    (0.5 + 9.0 / 21 + 16.0 / 24) / 3,
    (0.5 + 16.0 / 21) / 2,
    (16.0 / 24 + 0.5) / 2,
  };
  double out[5], values[5];

  tav_tiebreak_match_win (small, 5, 3, TAV_TIEBREAK_MTR_FLOOR, values);
  assert_values (values, mw);
  tav_tiebreak_opponents_average (small, 5, values, TAV_TIEBREAK_MTR_FLOOR, out);
  assert_values (out, omw);
  tav_tiebreak_game_win (small, 5, TAV_TIEBREAK_MTR_FLOOR, values);
  assert_values (values, gw);
  tav_tiebreak_opponents_average (small, 5, values, TAV_TIEBREAK_MTR_FLOOR, out);
  assert_values (out, ogw);
}

/* The floor applies to the opponents' figures: an opponent at 0.25 counts
 * as 0.33; a player who met nobody has 0. */
static void
test_opponents_floor (void)
{
  const TavTiebreakGame a[] = { { 1, W, 3, 0, 0, 0 } };
  const TavTiebreakGame b[] = { { 0, L, 0, 0, 0, 0 } };
  const TavTiebreakGame c[] = { { NO, W, 3, 0, 0, 0 } };
  const TavTiebreakPlayer players[] = { { a, 1, 3 }, { b, 1, 0 }, { c, 1, 3 } };
  const double values[] = { 1, 0.25, 1 };
  double out[3];

  tav_tiebreak_opponents_average (players, 3, values, TAV_TIEBREAK_MTR_FLOOR, out);
  g_assert_cmpfloat_with_epsilon (out[0], 0.33, EPS);
  g_assert_cmpfloat_with_epsilon (out[1], 1, EPS);
  g_assert_cmpfloat_with_epsilon (out[2], 0, EPS);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/tiebreak/sonneborn-berger-published", test_sonneborn_berger_published);
  g_test_add_func ("/core/tiebreak/match-win-published", test_match_win_published);
  g_test_add_func ("/core/tiebreak/game-win-published", test_game_win_published);
  g_test_add_func ("/core/tiebreak/buchholz-cuts", test_buchholz_cuts);
  g_test_add_func ("/core/tiebreak/sonneborn-berger-bye", test_sonneborn_berger_bye);
  g_test_add_func ("/core/tiebreak/opponents-percentages", test_opponents_percentages);
  g_test_add_func ("/core/tiebreak/opponents-floor", test_opponents_floor);
  return g_test_run ();
}
