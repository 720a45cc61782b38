/* test-apart.c — players kept apart and clubs apart in every round, in
 * whole events: a 48-player catan-bg day (seating plans) and a 64-player
 * Destiny event (Swiss)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-apart"


#include "tav-event.h"
#include "tav-player-private.h"
#include "tav-ruleset.h"
#include "tav-test-catan.h"
#include "tav-test-destiny.h"

/* Two couples and three parents with a child: p1–p2, p3–p4, p5–p6,
 * p7–p8, p9–p10; the last one a group of three (a parent, two children). */
static void
keep_families_apart (TavEvent *event)
{
  static const char *const groups[][4] = {
    { "p1", "p2", NULL }, { "p3", "p4", NULL }, { "p5", "p6", NULL },
    { "p7", "p8", NULL }, { "p9", "p10", "p11", NULL },
  };

  for (guint g = 0; g < G_N_ELEMENTS (groups); g++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_true (tav_event_keep_apart (event, groups[g], &error));
      g_assert_no_error (error);
    }
  g_assert_cmpuint (tav_event_get_n_apart_groups (event), ==, G_N_ELEMENTS (groups));
}

/* Clubs of @size from player @first on, named Club 1, Club 2, … */
static void
set_clubs (TavEvent *event,
           guint     first,
           guint     n_clubs,
           guint     size)
{
  for (guint c = 0; c < n_clubs; c++)
    for (guint i = 0; i < size; i++)
      {
        g_autofree char *club = g_strdup_printf ("Club %u", c + 1);

        tav_player_set_club (tav_event_get_player (event, first + c * size + i), club);
      }
}

/* Same-club pairs at one table of a round: tav_event_count_club_meetings. */
static guint
play_catan (TavEvent *event,
            guint     n_rounds,
            guint    *apart,
            guint    *clubs)
{
  TavRandom rng;
  guint plan_start = 0;

  tav_random_init (&rng, 48);
  *apart = *clubs = 0;
  for (guint r = 1; r <= n_rounds; r++)
    {
      g_autoptr(GError) error = NULL;
      TavRound *round;

      g_assert_true (tav_event_draw_round (event, &error));
      g_assert_no_error (error);
      round = tav_stage_get_round (tav_event_get_current_stage (event), r);
      g_assert_nonnull (round);
      *apart += tav_event_count_apart_meetings (event, round);
      *clubs += tav_event_count_club_meetings (event, round);
      /* One plan for the five rounds: the constraints do not restart it. */
      if (r == 1)
        plan_start = tav_round_get_plan_start (round);
      else if (plan_start != tav_round_get_plan_start (round))
        plan_start = G_MAXUINT;
      tav_test_catan_play_round (event, &rng);
    }
  return plan_start;
}

static void
test_catan (void)
{
  g_autoptr(TavEvent) plain = tav_test_catan_event ("Plain", 48, 36);
  g_autoptr(TavEvent) event = tav_test_catan_event ("Families", 48, 36);
  guint apart, clubs;

  /* Without the rule, the families and clubs meet. */
  set_clubs (plain, 12, 6, 6);
  keep_families_apart (plain);
  play_catan (plain, 5, &apart, &clubs);
  g_assert_cmpuint (apart + clubs, >, 0);

  set_clubs (event, 12, 6, 6);
  keep_families_apart (event);
  tav_event_change_clubs_every_round (event, TRUE);
  g_assert_cmpuint (play_catan (event, 5, &apart, &clubs), ==, 1);
  g_assert_cmpuint (apart, ==, 0);
  g_assert_cmpuint (clubs, ==, 0);
}

/* Destiny: the lower id wins every game, so p1 and p2 (a couple) lead
 * together; clubs of 8 among the first 48. */
static void
test_destiny (void)
{
  g_autoptr(TavEvent) event = tav_event_new ("destiny", "Families");
  TavStage *swiss;

  tav_event_set_seed (event, 64);
  for (guint i = 0; i < 64; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %u", i + 1);

      g_assert_nonnull (tav_event_add_player (event, name, NULL));
    }
  set_clubs (event, 16, 6, 8);
  keep_families_apart (event);
  tav_event_change_clubs_every_round (event, TRUE);
  for (guint r = 1; r <= 5; r++)
    {
      TavRound *round;

      tav_test_destiny_play_round (event, FALSE);
      swiss = tav_event_find_stage (event, "swiss");
      round = tav_stage_get_round (swiss, r);
      g_assert_cmpuint (tav_event_count_apart_meetings (event, round), ==, 0);
      g_assert_cmpuint (tav_event_count_club_meetings (event, round), ==, 0);
    }
}

/* Four players, three of them kept apart: one meeting cannot be avoided.
 * It is counted, described, and explained as kept apart, not a rematch. */
static void
test_unavoidable (void)
{
  g_autoptr(TavEvent) event = tav_event_new ("destiny", "Four");
  g_autoptr(GPtrArray) out = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) why = NULL;
  static const char *const group[] = { "p1", "p2", "p3", NULL };
  TavStage *swiss;
  TavRound *round;
  TavTable *table = NULL;
  g_autofree char *expected = NULL;
  const char *a, *b;

  tav_event_set_seed (event, 4);
  for (guint i = 0; i < 4; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %u", i + 1);

      g_assert_nonnull (tav_event_add_player (event, name, NULL));
    }
  g_assert_true (tav_event_keep_apart (event, group, &error));
  g_assert_no_error (error);
  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
  swiss = tav_event_find_stage (event, "swiss");
  round = tav_stage_get_round (swiss, 1);
  g_assert_cmpuint (tav_event_count_apart_meetings (event, round), ==, 1);

  /* p4 meets one of the three; the other two meet each other. */
  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    {
      TavTable *at = tav_round_get_table (round, t);

      if (!g_str_equal (tav_table_get_seat (at, 0), "p4") &&
          !g_str_equal (tav_table_get_seat (at, 1), "p4"))
        table = at;
    }
  g_assert_nonnull (table);
  a = tav_player_get_name (tav_event_find_player (event, tav_table_get_seat (table, 0)));
  b = tav_player_get_name (tav_event_find_player (event, tav_table_get_seat (table, 1)));

  tav_event_describe_apart_meetings (event, swiss, 1, out);
  g_assert_cmpuint (out->len, ==, 1);
  expected = g_strdup_printf ("%s and %s, kept apart, meet at table %u.", a, b,
                              tav_table_get_number (table));
  g_assert_cmpstr (out->pdata[0], ==, expected);

  why = tav_ruleset_explain_round (tav_event_get_ruleset (event), event, 1, &error);
  g_assert_no_error (error);
  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    if (tav_round_get_table (round, t) == table)
      g_assert_cmpstr (why[t], ==,
                       "paired at random (first round); kept apart, but no pairing avoided it");
    else
      g_assert_cmpstr (why[t], ==, "paired at random (first round)");
}

/* Clubs: described when their rule holds for the round (round 1 only, or
 * every round), with the club as the first player wrote it. All four of
 * one club: every pairing has two club meetings. */
static void
test_clubs_described (void)
{
  g_autoptr(TavEvent) event = tav_event_new ("destiny", "One club");
  g_autoptr(GPtrArray) out = g_ptr_array_new_with_free_func (g_free);
  static const char *const spelling[] = { "Orsi", "orsi", "ORSI ", "Orsi" };
  TavStage *swiss;
  TavTable *table;
  TavPlayer *a, *b;
  g_autofree char *expected = NULL;

  tav_event_set_seed (event, 2);
  for (guint i = 0; i < 4; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %u", i + 1);

      g_assert_nonnull (tav_event_add_player (event, name, NULL));
      tav_player_set_club (tav_event_get_player (event, i), spelling[i]);
    }
  tav_test_destiny_play_round (event, TRUE);
  tav_test_destiny_play_round (event, TRUE);
  swiss = tav_event_find_stage (event, "swiss");

  table = tav_round_get_table (tav_stage_get_round (swiss, 1), 0);
  a = tav_event_find_player (event, tav_table_get_seat (table, 0));
  b = tav_event_find_player (event, tav_table_get_seat (table, 1));
  expected = g_strdup_printf ("%s and %s, both of club %s, meet at table %u.",
                              tav_player_get_name (a), tav_player_get_name (b),
                              tav_player_get_club (a), tav_table_get_number (table));

  /* Round 1: the clubs rule holds; round 2: only with every round. */
  tav_event_describe_apart_meetings (event, swiss, 1, out);
  g_assert_cmpuint (out->len, ==, 2);
  g_assert_cmpstr (out->pdata[0], ==, expected);
  tav_event_describe_apart_meetings (event, swiss, 2, out);
  g_assert_cmpuint (out->len, ==, 2);
  tav_event_change_clubs_every_round (event, TRUE);
  tav_event_describe_apart_meetings (event, swiss, 2, out);
  g_assert_cmpuint (out->len, ==, 4);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/apart/catan-48", test_catan);
  g_test_add_func ("/core/apart/destiny-64", test_destiny);
  g_test_add_func ("/core/apart/unavoidable", test_unavoidable);
  g_test_add_func ("/core/apart/clubs-described", test_clubs_described);

  return g_test_run ();
}
