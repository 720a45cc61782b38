/* test-bang-2011.c — the BANG! Italian Championship 2011 ruleset
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "tav-event-private.h"
#include "tav-bracket.h"
#include "tav-document.h"
#include "tav-draw.h"
#include "tav-event.h"
#include "tav-test-bang.h"
#include "rulesets/tav-bang-2011.h"

/* The TABLES CHART exactly as printed in the rules, parsed here so the test
 * does not share a copy with the code it checks. */
static const char chart_text[] =
  "10 - 5 5 11 - 6 5 12 - 6 6 13 - 7 6 14 - 7 7 15 - 5 5 5 16 - 6 5 5 17 - 6 6 5 "
  "18 - 6 6 6 19 - 6 6 7 20 - 5 5 5 5 21 - 6 5 5 5 22 - 6 6 5 5 23 - 6 6 6 5 "
  "24 - 6 6 6 6 25 - 5 5 5 5 5 26 - 6 5 5 5 5 27 - 6 6 5 5 5 28 - 6 6 6 5 5 "
  "29 - 6 6 6 6 5 30 - 6 6 6 6 6 31 - 6 5 5 5 5 5 32 - 6 6 5 5 5 5 "
  "33 - 6 6 6 5 5 5 34 - 6 6 6 6 5 5 35 - 6 6 6 6 6 5 36 - 6 6 6 6 6 6 "
  "37 - 6 6 5 5 5 5 5 38 - 6 6 6 5 5 5 5 39 - 6 6 6 6 5 5 5 40 - 5 5 5 5 5 5 5 5 "
  "41 - 6 5 5 5 5 5 5 5 42 - 6 6 5 5 5 5 5 5 43 - 6 6 6 5 5 5 5 5 "
  "44 - 6 6 6 6 5 5 5 5 45 - 6 6 6 6 6 5 5 5 46 - 6 6 6 6 6 6 5 5 "
  "47 - 6 6 6 6 6 6 6 5 48 - 6 6 6 6 6 6 6 6 49 - 6 6 6 6 5 5 5 5 5 "
  "50 - 5 5 5 5 5 5 5 5 5 5";

static TavEvent *
make_event (guint   n_players,
            guint64 seed)
{
  TavEvent *event = tav_event_new ("bang-2011", "Test");

  tav_event_set_seed (event, seed);
  for (guint i = 0; i < n_players; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %02u", i + 1);
      g_autoptr(GError) error = NULL;

      tav_event_add_player (event, name, &error);
      g_assert_no_error (error);
    }
  return event;
}

static TavStage *
elimination (TavEvent *event)
{
  return tav_event_find_stage (event, "elimination");
}

/* ---- Winnings --------------------------------------------------------- */

static void
test_winnings (void)
{
  /* outcome, role, alive, killed last → 5 / 6 / 7, the table of the rules */
  static const struct {
    TavBangOutcome outcome;
    TavBangRole role;
    gboolean alive;
    gboolean killed_last;
    int expected[3];
  } cells[] = {
    { TAV_BANG_LAW, TAV_BANG_SHERIFF, TRUE, FALSE, { 1000, 1500, 1200 } },
    { TAV_BANG_LAW, TAV_BANG_DEPUTY, TRUE, FALSE, { 900, 1400, 1100 } },
    { TAV_BANG_LAW, TAV_BANG_DEPUTY, FALSE, FALSE, { 800, 1300, 1000 } },
    { TAV_BANG_LAW, TAV_BANG_RENEGADE_ROLE, FALSE, TRUE, { 600, 900, 1100 } },
    { TAV_BANG_LAW, TAV_BANG_RENEGADE_ROLE, FALSE, FALSE, { 0, 0, 0 } },
    { TAV_BANG_LAW, TAV_BANG_OUTLAW, FALSE, FALSE, { 0, 0, 0 } },
    { TAV_BANG_LAW, TAV_BANG_OUTLAW, FALSE, TRUE, { 0, 0, 0 } },
    { TAV_BANG_OUTLAWS, TAV_BANG_OUTLAW, TRUE, FALSE, { 2200, 1600, 1200 } },
    { TAV_BANG_OUTLAWS, TAV_BANG_OUTLAW, FALSE, FALSE, { 1800, 1200, 800 } },
    { TAV_BANG_OUTLAWS, TAV_BANG_RENEGADE_ROLE, TRUE, FALSE, { 500, 600, 700 } },
    { TAV_BANG_OUTLAWS, TAV_BANG_RENEGADE_ROLE, FALSE, FALSE, { 0, 0, 0 } },
    { TAV_BANG_OUTLAWS, TAV_BANG_SHERIFF, FALSE, FALSE, { 0, 0, 0 } },
    { TAV_BANG_OUTLAWS, TAV_BANG_DEPUTY, TRUE, FALSE, { 100, 500, 300 } },
    { TAV_BANG_OUTLAWS, TAV_BANG_DEPUTY, FALSE, FALSE, { 100, 500, 300 } },
    { TAV_BANG_RENEGADE, TAV_BANG_RENEGADE_ROLE, TRUE, FALSE, { 4000, 5000, 6000 } },
    { TAV_BANG_RENEGADE, TAV_BANG_SHERIFF, FALSE, FALSE, { 500, 600, 700 } },
    { TAV_BANG_RENEGADE, TAV_BANG_DEPUTY, FALSE, FALSE, { 0, 0, 0 } },
    { TAV_BANG_RENEGADE, TAV_BANG_OUTLAW, FALSE, FALSE, { 0, 0, 0 } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cells); i++)
    for (guint size = 5; size <= 7; size++)
      g_assert_cmpint (tav_bang_2011_winnings (size, cells[i].outcome, cells[i].role,
                                               cells[i].alive, cells[i].killed_last),
                       ==, cells[i].expected[size - 5]);
}

static void
test_award (void)
{
  static const int expected[3][4] = {
    { 2400, 1200, 600, 600 },
    { 3200, 1600, 800, 800 },
    { 4000, 2000, 1000, 1000 },
  };

  for (guint rounds = 3; rounds <= 5; rounds++)
    for (guint place = 1; place <= 4; place++)
      g_assert_cmpint (tav_bang_2011_award (rounds, place), ==, expected[rounds - 3][place - 1]);
  g_assert_cmpint (tav_bang_2011_award (5, 5), ==, 0);
}

/* ---- Chart and rounds ------------------------------------------------- */

static void
test_chart (void)
{
  g_auto(GStrv) words = g_strsplit (chart_text, " ", -1);
  guint checked = 0;

  for (guint i = 0; words[i]; )
    {
      guint64 n;
      g_autoptr(GArray) sizes = NULL;
      g_autoptr(GError) error = NULL;
      guint t = 0;

      g_assert_true (g_ascii_string_to_unsigned (words[i], 10, 10, 50, &n, NULL));
      g_assert_cmpstr (words[i + 1], ==, "-");
      i += 2;
      g_assert_true (tav_bang_2011_table_sizes ((guint) n, FALSE, &sizes, &error));
      g_assert_no_error (error);
      for (; words[i] && strlen (words[i]) == 1; i++, t++)
        {
          g_assert_cmpuint (t, <, sizes->len);
          g_assert_cmpuint (g_array_index (sizes, guint, t), ==, (guint) (words[i][0] - '0'));
        }
      g_assert_cmpuint (t, ==, sizes->len);
      checked++;
    }
  g_assert_cmpuint (checked, ==, 41);
}

static void
test_chart_extension (void)
{
  for (guint n = 51; n <= 400; n++)
    {
      g_autoptr(GArray) sizes = NULL;
      guint total = 0;

      g_assert_true (tav_bang_2011_table_sizes (n, FALSE, &sizes, NULL));
      for (guint t = 0; t < sizes->len; t++)
        {
          guint size = g_array_index (sizes, guint, t);

          g_assert_true (size == 5 || size == 6);
          total += size;
        }
      g_assert_cmpuint (total, ==, n);
      /* Nobody has to be Sheriff twice over 5 rounds. */
      g_assert_cmpuint (sizes->len * 5, <=, n);
    }
}

static void
test_chart_small (void)
{
  g_autoptr(GArray) sizes = NULL;
  g_autoptr(GError) error = NULL;

  for (guint n = 0; n < 10; n++)
    {
      g_assert_false (tav_bang_2011_table_sizes (n, FALSE, &sizes, &error));
      g_assert_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_PLAYERS);
      g_clear_error (&error);
    }
  g_assert_true (tav_bang_2011_table_sizes (7, TRUE, &sizes, &error));
  g_assert_cmpuint (sizes->len, ==, 1);
  g_assert_cmpuint (g_array_index (sizes, guint, 0), ==, 7);
  g_clear_pointer (&sizes, g_array_unref);
  g_assert_false (tav_bang_2011_table_sizes (9, TRUE, &sizes, &error));
  g_assert_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_PLAYERS);
}

static void
test_rounds (void)
{
  for (guint n = 10; n <= 14; n++)
    g_assert_cmpuint (tav_bang_2011_rounds_for (n), ==, 3);
  for (guint n = 15; n <= 24; n++)
    g_assert_cmpuint (tav_bang_2011_rounds_for (n), ==, 4);
  for (guint n = 25; n <= 60; n++)
    g_assert_cmpuint (tav_bang_2011_rounds_for (n), ==, 5);
}

static void
test_refuses_small_event (void)
{
  g_autoptr(TavEvent) event = make_event (9, 1);
  g_autoptr(GError) error = NULL;

  g_assert_false (tav_event_draw_round (event, &error));
  g_assert_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_PLAYERS);
  g_assert_nonnull (strstr (error->message, "9 active players"));
  g_assert_cmpuint (tav_event_get_n_stages (event), ==, 0);
}

/* ---- Whole events: Sheriffs, repeats, reproducibility ----------------- */

static void
assert_no_sheriff_twice (TavEvent *event)
{
  TavStage *stage = elimination (event);
  g_autoptr(GHashTable) sheriffs = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint r = 1; r <= tav_stage_get_n_rounds (stage); r++)
    {
      TavRound *round = tav_stage_get_round (stage, r);

      for (guint t = 0; t < tav_round_get_n_tables (round); t++)
        {
          const char *sheriff = tav_table_get_seat (tav_round_get_table (round, t), 0);

          if (!g_hash_table_add (sheriffs, (gpointer) sheriff))
            g_error ("%s is Sheriff twice (round %u)", sheriff, r);
        }
    }
}

static void
run_event (TavEvent *event,
           guint64   seed)
{
  TavRandom rng;
  TavStage *stage;
  guint rounds;

  tav_random_init (&rng, seed);
  for (;;)
    {
      g_autoptr(GError) error = NULL;

      if (!tav_event_draw_round (event, &error))
        {
          g_assert_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE);
          break;
        }
      tav_test_bang_play_round (event, &rng);
    }
  stage = elimination (event);
  rounds = tav_event_get_param_int (event, "rounds") ?
           (guint) tav_event_get_param_int (event, "rounds") :
           tav_bang_2011_rounds_for (tav_event_get_n_players (event));
  g_assert_cmpuint (tav_stage_get_n_rounds (stage), ==, rounds);
  g_assert_true (tav_stage_is_complete (stage));
}

static void
test_sheriff_unique (void)
{
  static const guint counts[] = { 10, 11, 12, 13, 14, 15, 19, 20, 24, 25, 27, 31, 37, 40, 48, 49, 50, 61 };

  for (guint i = 0; i < G_N_ELEMENTS (counts); i++)
    {
      g_autoptr(TavEvent) event = make_event (counts[i], 1000 + counts[i]);
      TavStage *stage;

      run_event (event, counts[i]);
      assert_no_sheriff_twice (event);

      /* Tables follow the chart in every round. */
      stage = elimination (event);
      for (guint r = 1; r <= tav_stage_get_n_rounds (stage); r++)
        {
          TavRound *round = tav_stage_get_round (stage, r);
          g_autoptr(GArray) sizes = NULL;
          g_autoptr(GPtrArray) problems = NULL;

          g_assert_true (tav_bang_2011_table_sizes (counts[i], FALSE, &sizes, NULL));
          g_assert_cmpuint (tav_round_get_n_tables (round), ==, sizes->len);
          for (guint t = 0; t < sizes->len; t++)
            g_assert_cmpuint (tav_table_get_n_seats (tav_round_get_table (round, t)), ==,
                              g_array_index (sizes, guint, t));
          problems = tav_ruleset_check_round (tav_event_get_ruleset (event), event, stage, round);
          g_assert_cmpuint (problems->len, ==, 0);
        }
    }
}


/* More rounds than the chart's (10 players, rounds=7: 14 Sheriff turns for
 * 10 players): every round gives the Sheriff's seat to players with the
 * fewest turns so far, so the first 5 rounds make 10 different Sheriffs. */
static void
test_sheriff_fewest_turns (void)
{
  for (guint64 seed = 1; seed <= 6; seed++)
    {
      g_autoptr(TavEvent) event = make_event (10, seed);
      g_autoptr(GError) error = NULL;
      TavStage *stage;
      TavRandom rng;

      g_assert_true (tav_event_set_param (event, "rounds", "7", &error));
      tav_random_init (&rng, seed);
      for (guint r = 1; r <= 7; r++)
        {
          g_assert_true (tav_event_draw_round (event, &error));
          g_assert_no_error (error);
          tav_test_bang_play_round (event, &rng);
        }
      stage = elimination (event);
      for (guint r = 1; r <= 7; r++)
        {
          TavRound *round = tav_stage_get_round (stage, r);
          guint most_sheriff = 0, fewest_other = G_MAXUINT;

          for (guint t = 0; t < tav_round_get_n_tables (round); t++)
            {
              TavTable *table = tav_round_get_table (round, t);

              for (guint s = 0; s < tav_table_get_n_seats (table); s++)
                {
                  guint before = tav_draw_count_heads (stage, tav_table_get_seat (table, s), r);

                  if (s == 0)
                    most_sheriff = MAX (most_sheriff, before);
                  else
                    fewest_other = MIN (fewest_other, before);
                }
            }
          if (most_sheriff > fewest_other)
            g_error ("seed %" G_GUINT64_FORMAT ", round %u: a Sheriff had %u turns while a player had %u",
                     seed, r, most_sheriff, fewest_other);
          /* Rounds 1–5 give first turns, rounds 6–7 second ones. */
          g_assert_cmpuint (most_sheriff, ==, r <= 5 ? 0 : 1);
        }
    }
}

static char *
seating_of (TavEvent *event)
{
  g_autoptr(GString) s = g_string_new (NULL);
  TavStage *stage = elimination (event);

  for (guint r = 1; r <= tav_stage_get_n_rounds (stage); r++)
    {
      TavRound *round = tav_stage_get_round (stage, r);

      for (guint t = 0; t < tav_round_get_n_tables (round); t++)
        {
          g_autofree char *seats = g_strjoinv (" ", (char **) tav_table_get_seats (tav_round_get_table (round, t)));

          g_string_append_printf (s, "%u.%u: %s\n", r, t + 1, seats);
        }
    }
  return g_string_free (g_steal_pointer (&s), FALSE);
}

static void
test_reproducible (void)
{
  g_autoptr(TavEvent) a = make_event (27, 77);
  g_autoptr(TavEvent) b = make_event (27, 77);
  g_autoptr(TavEvent) c = make_event (27, 78);
  g_autofree char *sa = NULL;
  g_autofree char *sb = NULL;
  g_autofree char *sc = NULL;

  run_event (a, 5);
  run_event (b, 5);
  run_event (c, 5);
  sa = seating_of (a);
  sb = seating_of (b);
  sc = seating_of (c);
  g_assert_cmpstr (sa, ==, sb);
  g_assert_cmpstr (sa, !=, sc);
}

static void
test_redraw (void)
{
  g_autoptr(TavEvent) event = make_event (27, 9);
  g_autoptr(TavEvent) twin = make_event (27, 9);
  g_autoptr(GError) error = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *twin_second = NULL;
  TavRandom rng;

  tav_random_init (&rng, 3);
  g_assert_true (tav_event_draw_round (event, &error));
  first = seating_of (event);
  g_assert_true (tav_event_redraw_round (event, &error));
  g_assert_no_error (error);
  second = seating_of (event);
  g_assert_cmpstr (first, !=, second);
  g_assert_cmpuint (tav_round_get_plan_salt (tav_stage_get_round (elimination (event), 1)), ==, 1);

  /* A re-draw is reproducible too. */
  g_assert_true (tav_event_draw_round (twin, &error));
  g_assert_true (tav_event_redraw_round (twin, &error));
  twin_second = seating_of (twin);
  g_assert_cmpstr (second, ==, twin_second);

  /* Not once a result is in. */
  tav_test_bang_play_round (event, &rng);
  g_assert_false (tav_event_redraw_round (event, &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE);
}

static void
test_draw_needs_complete_round (void)
{
  g_autoptr(TavEvent) event = make_event (12, 4);
  g_autoptr(GError) error = NULL;

  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_false (tav_event_draw_round (event, &error));
  g_assert_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE);
  g_assert_nonnull (strstr (error->message, "Round 1 is not complete: waiting for the results of tables 1, 2"));
}


/* A result of an earlier round cleared: the next draw would seat and rank
 * without it, so it is refused, naming the tables. */
static void
test_draw_needs_earlier_rounds (void)
{
  g_autoptr(TavEvent) event = make_event (15, 4);
  g_autoptr(GError) error = NULL;
  TavStage *stage;
  TavRandom rng;

  tav_random_init (&rng, 5);
  for (guint r = 1; r <= 2; r++)
    {
      g_assert_true (tav_event_draw_round (event, &error));
      tav_test_bang_play_round (event, &rng);
    }
  stage = elimination (event);
  g_assert_true (tav_event_clear_result (event, stage, 1, 3, &error));
  g_assert_no_error (error);
  g_assert_false (tav_event_draw_round (event, &error));
  g_assert_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE);
  g_assert_cmpstr (error->message, ==,
                   "Round 1 has no result at table 3: enter it before another round is drawn");
  g_clear_error (&error);
  g_assert_cmpuint (tav_stage_get_n_rounds (stage), ==, 2);
  g_assert_true (tav_event_clear_result (event, stage, 1, 1, &error));
  g_assert_false (tav_event_draw_round (event, &error));
  g_assert_cmpstr (error->message, ==,
                   "Round 1 has no results at tables 1, 3: enter them before another round is drawn");
}


/* 10 registered, one withdraws after round 1: 9 cannot sit at tables of
 * 5 to 7, so the Elimination Round ends with the round played and the
 * finals are built from it. */
static void
test_nine_active (void)
{
  g_autoptr(TavEvent) event = make_event (10, 12);
  g_autoptr(GError) error = NULL;
  g_autofree char *finals_text = NULL;
  TavStage *stage;
  TavRandom rng;

  tav_random_init (&rng, 12);
  g_assert_true (tav_event_draw_round (event, &error));
  tav_test_bang_play_round (event, &rng);
  g_assert_true (tav_event_withdraw (event, "p7", TAV_PLAYER_WITHDRAWN, NULL, &error));
  g_assert_false (tav_event_draw_round (event, &error));
  g_assert_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_PLAYERS);
  g_assert_cmpstr (error->message, ==,
                   "9 active players cannot be seated at tables of 5 to 7: build the finals from the 1 round played");
  g_clear_error (&error);

  g_assert_true (tav_event_build_finals (event, &error));
  g_assert_no_error (error);
  stage = elimination (event);
  g_assert_cmpuint (tav_stage_get_planned_rounds (stage), ==, 1);
  g_assert_true (tav_stage_is_complete (stage));
  g_assert_null (tav_round_find_player (tav_stage_get_round (tav_event_find_stage (event, "finals"), 1),
                                        "p7", NULL));
  finals_text = tav_ruleset_describe_finals (tav_event_get_ruleset (event), event);
  g_assert_cmpstr (finals_text, ==,
                   "No special award: the rules set it for 3, 4 or 5 rounds only (this event played 1 round).");
}

static void
test_withdrawal_replans (void)
{
  g_autoptr(TavEvent) event = make_event (27, 21);
  g_autoptr(GError) error = NULL;
  TavRound *round;
  TavRandom rng;

  tav_random_init (&rng, 8);
  g_assert_true (tav_event_draw_round (event, &error));
  tav_test_bang_play_round (event, &rng);
  g_assert_true (tav_event_withdraw (event, "p3", TAV_PLAYER_WITHDRAWN, NULL, &error));
  g_assert_true (tav_event_withdraw (event, "p20", TAV_PLAYER_WITHDRAWN, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tav_player_get_left_round (tav_event_find_player (event, "p3")), ==, 1);

  /* 25 players: the chart says five tables of 5. */
  g_assert_true (tav_event_draw_round (event, &error));
  round = tav_stage_get_round (elimination (event), 2);
  g_assert_cmpuint (tav_round_get_n_tables (round), ==, 5);
  for (guint t = 0; t < 5; t++)
    g_assert_cmpuint (tav_table_get_n_seats (tav_round_get_table (round, t)), ==, 5);
  g_assert_null (tav_round_find_player (round, "p3", NULL));
  g_assert_null (tav_round_find_player (round, "p20", NULL));
  /* The number of rounds does not change. */
  g_assert_cmpuint (tav_stage_get_planned_rounds (elimination (event)), ==, 5);

  for (guint r = 2; r <= 5; r++)
    {
      if (r > 2)
        g_assert_true (tav_event_draw_round (event, &error));
      tav_test_bang_play_round (event, &rng);
    }
  assert_no_sheriff_twice (event);
}

/* ---- Results: validation ---------------------------------------------- */

static const char *roles5[] = { "sheriff", "deputy", "outlaw", "outlaw", "renegade" };

static void
expect_invalid (TavEvent   *event,
                JsonObject *result,
                const char *message)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (tav_event_set_result (event, elimination (event), 1, 1, result, &error));
  g_assert_nonnull (error);
  if (strstr (error->message, message) == NULL)
    g_error ("expected “%s” in “%s”", message, error->message);
  g_assert_false (tav_table_has_result (tav_round_get_table (tav_stage_get_round (elimination (event), 1), 0)));
}

static void
test_validation (void)
{
  g_autoptr(TavEvent) event = make_event (10, 12);
  g_autoptr(GError) error = NULL;
  gboolean law_alive[] = { TRUE, TRUE, FALSE, FALSE, FALSE };
  gboolean out_alive[] = { FALSE, FALSE, TRUE, FALSE, FALSE };
  gboolean ren_alive[] = { FALSE, FALSE, FALSE, FALSE, TRUE };
  gboolean only_renegade[] = { FALSE, FALSE, FALSE, FALSE, TRUE };
  int spent[] = { 0, 100, 2000, 0, 0 };
  int too_much[] = { 0, 2100, 0, 0, 0 };
  int odd[] = { 0, 150, 0, 0, 0 };
  const char *two_sheriffs[] = { "sheriff", "deputy", "outlaw", "sheriff", "renegade" };
  const char *no_sheriff_first[] = { "deputy", "sheriff", "outlaw", "outlaw", "renegade" };
  const char *two_renegades[] = { "sheriff", "renegade", "outlaw", "outlaw", "renegade" };
  g_autoptr(JsonObject) ok = NULL;
  JsonObject *bad;

  g_assert_true (tav_event_draw_round (event, &error));

  bad = tav_test_bang_result (two_sheriffs, law_alive, NULL, 5, "law", FALSE);
  expect_invalid (event, bad, "table 1: two Sheriffs (seats 1 and 4)");
  json_object_unref (bad);
  bad = tav_test_bang_result (no_sheriff_first, law_alive, NULL, 5, "law", FALSE);
  expect_invalid (event, bad, "seat 1 is the Sheriff");
  json_object_unref (bad);
  bad = tav_test_bang_result (two_renegades, law_alive, NULL, 5, "law", FALSE);
  expect_invalid (event, bad, "a table of 5 needs Deputies 1, Outlaws 2, Renegade 1; the result has 0, 2 and 2");
  json_object_unref (bad);
  bad = tav_test_bang_result (roles5, out_alive, NULL, 5, "law", FALSE);
  expect_invalid (event, bad, "the Law cannot win with the Sheriff dead");
  json_object_unref (bad);
  bad = tav_test_bang_result (roles5, law_alive, NULL, 5, "outlaws", FALSE);
  expect_invalid (event, bad, "the Outlaws cannot win with the Sheriff alive");
  json_object_unref (bad);
  bad = tav_test_bang_result (roles5, only_renegade, NULL, 5, "outlaws", FALSE);
  expect_invalid (event, bad, "with only the Renegade alive, the Renegade wins");
  json_object_unref (bad);
  bad = tav_test_bang_result (roles5, out_alive, NULL, 5, "renegade", FALSE);
  expect_invalid (event, bad, "the Renegade wins only as the last player alive");
  json_object_unref (bad);
  bad = tav_test_bang_result (roles5, ren_alive, NULL, 5, "law", FALSE);
  expect_invalid (event, bad, "the Law cannot win");
  json_object_unref (bad);
  bad = tav_test_bang_result (roles5, out_alive, NULL, 5, "outlaws", TRUE);
  expect_invalid (event, bad, "only applies when the Law wins");
  json_object_unref (bad);
  bad = tav_test_bang_result (roles5, law_alive, too_much, 5, "law", FALSE);
  expect_invalid (event, bad, "seat 2 (Player");
  json_object_unref (bad);
  bad = tav_test_bang_result (roles5, law_alive, too_much, 5, "law", FALSE);
  expect_invalid (event, bad, "2100 $ spent in the auction, but the balance was only 2000 $");
  json_object_unref (bad);
  bad = tav_test_bang_result (roles5, law_alive, odd, 5, "law", FALSE);
  expect_invalid (event, bad, "seats[1].spent: 150 is not a multiple of 100");
  json_object_unref (bad);
  bad = tav_test_bang_result (roles5, law_alive, NULL, 4, "law", FALSE);
  expect_invalid (event, bad, "seats: 4 entries for 5 seats");
  json_object_unref (bad);
  bad = tav_test_bang_result (roles5, law_alive, NULL, 5, "draw", FALSE);
  expect_invalid (event, bad, "outcome: expected one of \"law\", \"outlaws\", \"renegade\"");
  json_object_unref (bad);
  bad = tav_test_bang_result (roles5, law_alive, NULL, 5, "law", FALSE);
  json_object_set_int_member (bad, "bonus", 3);
  expect_invalid (event, bad, "result.bonus: unknown field");
  json_object_unref (bad);

  /* Spending the whole balance is allowed. */
  ok = tav_test_bang_result (roles5, law_alive, spent, 5, "law", FALSE);
  g_assert_true (tav_event_set_result (event, elimination (event), 1, 1, ok, &error));
  g_assert_no_error (error);
}

/* ---- A hand-computed event: scores and Buchholz ----------------------- */

static void
seat_round (TavStage           *stage,
            guint               number,
            const char * const *t1,
            const char * const *t2)
{
  g_autoptr(TavRound) round = tav_round_new (number);
  g_autoptr(TavTable) a = tav_table_new (1, t1);
  g_autoptr(TavTable) b = tav_table_new (2, t2);

  tav_round_add_table (round, a);
  tav_round_add_table (round, b);
  tav_stage_add_round (stage, round);
}

static void
set_result (TavEvent           *event,
            guint               round,
            guint               table,
            const char * const *roles,
            const gboolean     *alive,
            const int          *spent,
            const char         *outcome,
            gboolean            killed_last)
{
  g_autoptr(JsonObject) result = tav_test_bang_result (roles, alive, spent, 5, outcome, killed_last);
  g_autoptr(GError) error = NULL;

  tav_event_set_result (event, elimination (event), round, table, result, &error);
  g_assert_no_error (error);
}

static TavEvent *
make_hand_event (void)
{
  TavEvent *event = make_event (10, 1);
  g_autoptr(TavStage) stage = tav_stage_new ("elimination", TAV_STAGE_TABLES);
  const char *r1t1[] = { "p1", "p2", "p3", "p4", "p5", NULL };
  const char *r1t2[] = { "p6", "p7", "p8", "p9", "p10", NULL };
  const char *r2t1[] = { "p7", "p1", "p6", "p3", "p9", NULL };
  const char *r2t2[] = { "p10", "p2", "p4", "p5", "p8", NULL };

  tav_stage_set_planned_rounds (stage, 3);
  tav_event_add_stage (event, stage);
  seat_round (stage, 1, r1t1, r1t2);
  seat_round (stage, 2, r2t1, r2t2);

  {
    /* Round 1, table 1: Law wins, the Renegade (p5) killed last. */
    const char *roles[] = { "sheriff", "deputy", "outlaw", "outlaw", "renegade" };
    gboolean alive[] = { TRUE, TRUE, FALSE, FALSE, FALSE };
    int spent[] = { 0, 100, 200, 0, 300 };

    set_result (event, 1, 1, roles, alive, spent, "law", TRUE);
  }
  {
    /* Round 1, table 2: Outlaws win; p7 alive, p10 dead, p9 Renegade alive. */
    const char *roles[] = { "sheriff", "outlaw", "deputy", "renegade", "outlaw" };
    gboolean alive[] = { FALSE, TRUE, FALSE, TRUE, FALSE };
    int spent[] = { 100, 0, 0, 500, 200 };

    set_result (event, 1, 2, roles, alive, spent, "outlaws", FALSE);
  }
  {
    /* Round 2, table 1: the Renegade (p1) wins after a 1000 $ bid. */
    const char *roles[] = { "sheriff", "renegade", "outlaw", "deputy", "outlaw" };
    gboolean alive[] = { FALSE, TRUE, FALSE, FALSE, FALSE };
    int spent[] = { 0, 1000, 0, 0, 0 };

    set_result (event, 2, 1, roles, alive, spent, "renegade", FALSE);
  }
  {
    /* Round 2, table 2: Law wins, Deputy p8 dead, the Renegade not last;
     * p2 bids his whole balance of 2800 $. */
    const char *roles[] = { "sheriff", "outlaw", "outlaw", "renegade", "deputy" };
    gboolean alive[] = { TRUE, FALSE, FALSE, FALSE, FALSE };
    int spent[] = { 100, 2800, 0, 0, 0 };

    set_result (event, 2, 2, roles, alive, spent, "law", FALSE);
  }
  return event;
}

static void
test_buchholz (void)
{
  g_autoptr(TavEvent) event = make_hand_event ();
  g_autoptr(TavStandings) standings = tav_event_compute_standings (event);
  /* Worked by hand: see the comments in make_hand_event(). */
  static const struct { const char *id; int score; int buchholz; } expected[] = {
    { "p1", 6000, 16500 },
    { "p7", 4700, 23000 },
    { "p10", 4500, 18700 },
    { "p8", 2900, 21900 },
    { "p5", 2300, 19200 },
    { "p9", 2000, 28400 },   /* ties with p4 on score, ahead on Buchholz */
    { "p4", 2000, 19800 },
    { "p6", 1900, 28600 },
    { "p3", 1800, 24900 },
    { "p2", 0, 23800 },
  };
  int score = tav_standings_find_column (standings, "score");
  int buchholz = tav_standings_find_column (standings, "buchholz");
  int games = tav_standings_find_column (standings, "games");

  g_assert_cmpuint (tav_standings_get_n_rows (standings), ==, 10);
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      TavStandingsRow *row = tav_standings_get_row (standings, i);

      g_assert_cmpstr (tav_player_get_id (tav_standings_row_get_player (row)), ==, expected[i].id);
      g_assert_cmpuint (tav_standings_row_get_rank (row), ==, i + 1);
      g_assert_cmpfloat (tav_standings_row_get_value (row, score), ==, expected[i].score);
      g_assert_cmpfloat (tav_standings_row_get_value (row, buchholz), ==, expected[i].buchholz);
      g_assert_cmpfloat (tav_standings_row_get_value (row, games), ==, 2);
    }
  g_assert_cmpint (tav_bang_2011_balance (event, "p2", 2), ==, 2800);
  g_assert_cmpint (tav_bang_2011_balance (event, "p2", 3), ==, 0);
}

static void
test_revalidates_later_rounds (void)
{
  g_autoptr(TavEvent) event = make_hand_event ();
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) result = NULL;
  const char *roles[] = { "sheriff", "deputy", "outlaw", "outlaw", "renegade" };
  gboolean alive[] = { TRUE, TRUE, FALSE, FALSE, FALSE };
  int spent[] = { 0, 200, 200, 0, 300 };
  JsonObject *stored;

  /* p2 spending 100 $ more in round 1 would make his round-2 bid of 2800 $
   * impossible: the correction is refused and nothing changes. */
  result = tav_test_bang_result (roles, alive, spent, 5, "law", TRUE);
  g_assert_false (tav_event_set_result (event, elimination (event), 1, 1, result, &error));
  g_assert_nonnull (strstr (error->message, "round 2: table 2, seat 2"));
  g_assert_nonnull (strstr (error->message, "2800 $ spent in the auction, but the balance was only 2700 $"));
  stored = tav_table_get_result (tav_round_get_table (tav_stage_get_round (elimination (event), 1), 0));
  g_assert_cmpint (tav_result_get_int (tav_result_get_seat (stored, 1), "spent"), ==, 100);
}

static void
test_lots (void)
{
  /* Nobody played: every score and Buchholz is equal, so the lots decide,
   * and they are a permutation fixed by the seed. */
  g_autoptr(TavEvent) event = make_event (12, 99);
  g_autoptr(TavStandings) a = tav_event_compute_standings (event);
  g_autoptr(TavStandings) b = tav_event_compute_standings (event);
  int lot = tav_standings_find_column (a, "lot");

  for (guint i = 0; i < 12; i++)
    {
      TavStandingsRow *ra = tav_standings_get_row (a, i);
      TavStandingsRow *rb = tav_standings_get_row (b, i);

      g_assert_cmpfloat (tav_standings_row_get_value (ra, lot), ==, i + 1);
      g_assert_true (tav_standings_row_get_player (ra) == tav_standings_row_get_player (rb));
    }
}

/* ---- Secrecy, balance look-up ----------------------------------------- */

static void
test_secret_and_balance (void)
{
  g_autoptr(TavEvent) event = make_hand_event ();
  TavRuleset *ruleset = tav_event_get_ruleset (event);
  g_autofree char *text = NULL;

  g_assert_true (tav_ruleset_is_ranking_secret (ruleset, event));
  text = tav_ruleset_describe_player (ruleset, event, tav_event_find_player (event, "p7"));
  g_assert_cmpstr (text, ==, "Player 07: 4700 $ after 2 games");
  tav_event_set_published (event, TRUE);
  g_assert_false (tav_ruleset_is_ranking_secret (ruleset, event));
}

/* ---- Warnings and ejection -------------------------------------------- */

static void
test_warnings (void)
{
  g_autoptr(TavEvent) event = make_event (11, 5);
  g_autoptr(GError) error = NULL;
  gboolean ejected = TRUE;
  TavRandom rng;
  GListModel *penalties = tav_event_get_penalties (event);
  g_autoptr(TavPenalty) last = NULL;

  tav_random_init (&rng, 1);
  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_false (tav_event_warn (event, "p4", "  ", &ejected, &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID);
  g_clear_error (&error);

  g_assert_true (tav_event_warn (event, "p4", "Showed his role card", &ejected, &error));
  g_assert_false (ejected);
  g_assert_true (tav_player_is_active (tav_event_find_player (event, "p4")));
  tav_test_bang_play_round (event, &rng);
  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_true (tav_event_warn (event, "p4", "Looked at another player's hand", &ejected, &error));
  g_assert_true (ejected);
  g_assert_cmpint (tav_player_get_status (tav_event_find_player (event, "p4")), ==, TAV_PLAYER_EJECTED);
  g_assert_cmpuint (tav_player_get_left_round (tav_event_find_player (event, "p4")), ==, 2);

  g_assert_cmpuint (g_list_model_get_n_items (penalties), ==, 3);
  last = g_list_model_get_item (penalties, 2);
  g_assert_cmpint (tav_penalty_get_kind (last), ==, TAV_PENALTY_EJECTION);
  g_assert_cmpuint (tav_penalty_get_round (last), ==, 2);
  g_assert_cmpstr (tav_penalty_get_reason (last), ==, "Second warning: Looked at another player's hand");

  /* Ejected during round 2: his game there still counts; not seated after. */
  tav_test_bang_play_round (event, &rng);
  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_null (tav_round_find_player (tav_stage_get_round (elimination (event), 3), "p4", NULL));
  g_assert_cmpuint (tav_round_get_n_tables (tav_stage_get_round (elimination (event), 3)), ==, 2);

  g_assert_false (tav_event_warn (event, "p4", "again", &ejected, &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE);
  g_clear_error (&error);

  /* The rules know no disqualification: ejection is a withdrawal, and a
   * player who has left is not ejected or disqualified afterwards. */
  g_assert_true (tav_event_withdraw (event, "p5", TAV_PLAYER_WITHDRAWN, NULL, &error));
  g_assert_false (tav_event_withdraw (event, "p5", TAV_PLAYER_DISQUALIFIED, "found out", &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE);
  g_assert_cmpstr (error->message, ==, "Player 05 has already left the event (Withdrawn)");
}

/* ---- Finals ----------------------------------------------------------- */

static void
test_finals (void)
{
  g_autoptr(TavEvent) event = make_event (10, 31);
  g_autoptr(GError) error = NULL;
  g_autoptr(TavStandings) before = NULL;
  g_autoptr(TavStandings) after = NULL;
  const char *seed_ids[4];
  TavStage *finals;
  TavRound *semis;
  TavTable *m1, *m2, *final;
  TavRandom rng;

  tav_random_init (&rng, 4);
  g_assert_true (tav_event_draw_round (event, &error));
  tav_test_bang_play_round (event, &rng);
  g_assert_false (tav_event_build_finals (event, &error));
  g_assert_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE);
  g_assert_nonnull (strstr (error->message, "1 of 3 rounds played"));
  g_clear_error (&error);
  for (guint r = 2; r <= 3; r++)
    {
      g_assert_true (tav_event_draw_round (event, &error));
      tav_test_bang_play_round (event, &rng);
    }

  before = tav_event_compute_standings (event);
  for (guint i = 0; i < 4; i++)
    seed_ids[i] = tav_player_get_id (tav_standings_row_get_player (tav_standings_get_row (before, i)));

  g_assert_true (tav_ruleset_is_ranking_secret (tav_event_get_ruleset (event), event));
  g_assert_true (tav_event_build_finals (event, &error));
  g_assert_no_error (error);
  g_assert_false (tav_ruleset_is_ranking_secret (tav_event_get_ruleset (event), event));
  g_assert_false (tav_event_build_finals (event, &error));
  g_clear_error (&error);
  g_assert_false (tav_event_draw_round (event, &error));
  g_clear_error (&error);

  finals = tav_event_find_stage (event, "finals");
  semis = tav_stage_get_round (finals, 1);
  g_assert_cmpuint (tav_round_get_n_tables (semis), ==, 2);
  m1 = tav_round_get_table (semis, 0);
  m2 = tav_round_get_table (semis, 1);
  /* 1st v 4th and 2nd v 3rd. */
  g_assert_cmpstr (tav_table_get_seat (m1, 0), ==, seed_ids[0]);
  g_assert_cmpstr (tav_table_get_seat (m1, 1), ==, seed_ids[3]);
  g_assert_cmpstr (tav_table_get_seat (m2, 0), ==, seed_ids[1]);
  g_assert_cmpstr (tav_table_get_seat (m2, 1), ==, seed_ids[2]);

  /* A winner who does not play the match is refused. */
  g_assert_false (tav_event_record_match (event, 1, seed_ids[1], "long", &error));
  g_assert_nonnull (strstr (error->message, "does not play match 1"));
  g_clear_error (&error);
  g_assert_false (tav_event_record_match (event, 1, seed_ids[3], "medium", &error));
  g_clear_error (&error);

  /* 4th beats 1st in a long duel; 3rd withdraws before his semi-final. */
  g_assert_true (tav_event_record_match (event, 1, seed_ids[3], "long", &error));
  g_assert_true (tav_event_withdraw (event, seed_ids[2], TAV_PLAYER_WITHDRAWN, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tav_bracket_get_winner (m2), ==, seed_ids[1]);
  g_assert_true (tav_result_get_bool (tav_table_get_result (m2), "forfeit"));

  g_assert_cmpuint (tav_stage_get_n_rounds (finals), ==, 2);
  final = tav_round_get_table (tav_stage_get_round (finals, 2), 0);
  g_assert_cmpuint (tav_table_get_number (final), ==, 3);
  g_assert_cmpstr (tav_table_get_seat (final, 0), ==, seed_ids[3]);
  g_assert_cmpstr (tav_table_get_seat (final, 1), ==, seed_ids[1]);
  g_assert_true (tav_event_record_match (event, 3, seed_ids[1], "short", &error));
  g_assert_true (tav_stage_is_complete (finals));

  /* The duels decide the top four; semi-final losers share 3rd place; the
   * award follows 3 rounds: 2400 / 1200 / 600 / 600. */
  after = tav_event_compute_standings (event);
  g_assert_true (tav_standings_get_final (after));
  {
    static const guint ranks[] = { 1, 2, 3, 3 };
    static const int awards[] = { 2400, 1200, 600, 600 };
    const char *ids[] = { seed_ids[1], seed_ids[3], seed_ids[0], seed_ids[2] };
    int award = tav_standings_find_column (after, "award");

    for (guint i = 0; i < 4; i++)
      {
        TavStandingsRow *row = tav_standings_get_row (after, i);

        g_assert_cmpstr (tav_player_get_id (tav_standings_row_get_player (row)), ==, ids[i]);
        g_assert_cmpuint (tav_standings_row_get_rank (row), ==, ranks[i]);
        g_assert_cmpfloat (tav_standings_row_get_value (row, award), ==, awards[i]);
      }
    g_assert_cmpuint (tav_standings_row_get_rank (tav_standings_get_row (after, 4)), ==, 5);
    g_assert_cmpstr (tav_player_get_id (tav_standings_row_get_player (tav_standings_get_row (after, 4))),
                     ==, tav_player_get_id (tav_standings_row_get_player (tav_standings_get_row (before, 4))));
  }
}

static void
test_finals_skip_withdrawn (void)
{
  g_autoptr(TavEvent) event = make_event (10, 32);
  g_autoptr(GError) error = NULL;
  g_autoptr(TavStandings) before = NULL;
  const char *gone;
  TavRandom rng;
  TavRound *semis;

  tav_random_init (&rng, 2);
  for (guint r = 1; r <= 3; r++)
    {
      g_assert_true (tav_event_draw_round (event, &error));
      tav_test_bang_play_round (event, &rng);
    }
  before = tav_event_compute_standings (event);
  gone = tav_player_get_id (tav_standings_row_get_player (tav_standings_get_row (before, 1)));
  g_assert_true (tav_event_withdraw (event, gone, TAV_PLAYER_WITHDRAWN, NULL, &error));
  g_assert_true (tav_event_build_finals (event, &error));
  semis = tav_stage_get_round (tav_event_find_stage (event, "finals"), 1);
  /* The 5th moves up into the top four. */
  g_assert_null (tav_round_find_player (semis, gone, NULL));
  g_assert_nonnull (tav_round_find_player (semis, tav_player_get_id (tav_standings_row_get_player (tav_standings_get_row (before, 4))), NULL));
}


/* A withdrawn player loses his duel and can never be recorded as its
 * winner: not with the duel command, not with a whole result (the app),
 * not in a file. */
static void
test_withdrawn_cannot_win (void)
{
  g_autoptr(TavEvent) event = make_event (10, 33);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) forged = NULL;
  g_autofree char *data = NULL;
  g_autoptr(TavEvent) loaded = NULL;
  TavStage *finals;
  TavTable *final;
  const char *a, *b;

  run_event (event, 5);
  g_assert_true (tav_event_build_finals (event, &error));
  finals = tav_event_find_stage (event, "finals");
  g_assert_true (tav_event_record_match (event, 1, tav_table_get_seat (tav_round_get_table (tav_stage_get_round (finals, 1), 0), 0), "long", &error));
  g_assert_true (tav_event_record_match (event, 2, tav_table_get_seat (tav_round_get_table (tav_stage_get_round (finals, 1), 1), 0), "long", &error));
  g_assert_no_error (error);
  final = tav_round_get_table (tav_stage_get_round (finals, 2), 0);
  a = tav_table_get_seat (final, 0);
  b = tav_table_get_seat (final, 1);

  /* The finalist a withdraws: b wins the final by forfeit. */
  g_assert_true (tav_event_withdraw (event, a, TAV_PLAYER_WITHDRAWN, NULL, &error));
  g_assert_cmpstr (tav_bracket_get_winner (final), ==, b);
  g_assert_true (tav_stage_is_complete (finals));

  g_assert_false (tav_event_record_match (event, 3, a, "long", &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE);
  g_assert_nonnull (strstr (error->message, "cannot be recorded as the winner of match 3"));
  g_clear_error (&error);
  forged = tav_bracket_make_result (a, "short");
  g_assert_false (tav_event_set_result (event, finals, 2, 3, forged, &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE);
  g_clear_error (&error);
  g_assert_cmpstr (tav_bracket_get_winner (final), ==, b);

  /* The champion has played his last duel: he can no longer withdraw. */
  g_assert_false (tav_event_withdraw (event, b, TAV_PLAYER_WITHDRAWN, NULL, &error));
  g_assert_nonnull (strstr (error->message, "has already won match 3"));
  g_clear_error (&error);
  /* Nor can a second warning eject him (issue #31: the loader refused the
   * file that made); the first is only a warning. */
  data = tav_document_to_data (event, NULL);
  g_assert_true (tav_event_warn (event, b, "slow play", NULL, &error));
  g_assert_no_error (error);
  g_free (data);
  data = tav_document_to_data (event, NULL);
  g_assert_false (tav_event_warn (event, b, "slow play again", NULL, &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE);
  g_assert_nonnull (strstr (error->message, "has already won match 3, his last: his place in the finals is settled, and this warning would eject him"));
  g_clear_error (&error);
  {
    g_autofree char *after = tav_document_to_data (event, NULL);

    g_assert_cmpstr (after, ==, data);
  }
  g_clear_pointer (&data, g_free);

  /* The file still loads as it is... */
  data = tav_document_to_data (event, NULL);
  loaded = tav_document_load_data (data, strlen (data), &error);
  g_assert_no_error (error);
  g_clear_object (&loaded);
  g_clear_pointer (&data, g_free);

  /* ...but not with the withdrawn player written in as the winner, with or
   * without the forfeit mark. */
  tav_table_set_result (final, forged);
  g_assert_false (tav_event_validate (event, &error));
  g_assert_nonnull (strstr (error->message, "stages[1].rounds[1].tables[0].result: "));
  g_assert_nonnull (strstr (error->message, "cannot win match 3"));
  g_clear_error (&error);
  json_object_set_boolean_member (forged, "forfeit", TRUE);
  tav_table_set_result (final, forged);
  g_assert_false (tav_event_validate (event, &error));
  g_assert_nonnull (strstr (error->message, "is recorded as a forfeit"));
  g_clear_error (&error);
  data = tav_document_to_data (event, NULL);
  loaded = tav_document_load_data (data, strlen (data), &error);
  g_assert_null (loaded);
  g_assert_nonnull (strstr (error->message, "stages[1].rounds[1].tables[0].result"));
}


/* The rules set the special award for 3, 4 and 5 rounds; with another
 * count none is paid, and the plan and the finals say so. */
static void
test_award_other_rounds (void)
{
  g_autoptr(TavEvent) event = make_event (10, 8);
  g_autoptr(TavEvent) usual = make_event (10, 8);
  g_autoptr(GError) error = NULL;
  g_autoptr(TavStandings) standings = NULL;
  g_autofree char *plan = NULL;
  g_autofree char *finals = NULL;
  g_autofree char *usual_finals = NULL;
  TavRuleset *ruleset = tav_event_get_ruleset (event);
  TavStage *stage;
  int award;

  g_assert_true (tav_event_set_param (event, "rounds", "6", &error));
  plan = tav_ruleset_describe_plan (ruleset, event);
  g_assert_cmpstr (plan, ==,
                   "10 players: 6 rounds at tables of 5 5. No special award: the rules set it for 3, 4 or 5 rounds only");
  g_clear_pointer (&plan, g_free);
  plan = tav_ruleset_describe_plan (ruleset, usual);
  g_assert_cmpstr (plan, ==, "10 players: 3 rounds at tables of 5 5");

  run_event (event, 6);
  run_event (usual, 6);
  g_assert_true (tav_event_build_finals (event, &error));
  g_assert_true (tav_event_build_finals (usual, &error));
  finals = tav_ruleset_describe_finals (ruleset, event);
  g_assert_cmpstr (finals, ==,
                   "No special award: the rules set it for 3, 4 or 5 rounds only (this event played 6 rounds).");
  usual_finals = tav_ruleset_describe_finals (ruleset, usual);
  g_assert_cmpstr (usual_finals, ==, "Special award for 3 rounds: 2400 / 1200 / 600 / 600 $");

  stage = tav_event_find_stage (event, "finals");
  for (guint m = 1; m <= 3; m++)
    {
      TavTable *match = tav_stage_find_match (stage, m, NULL);

      g_assert_true (tav_event_record_match (event, m, tav_table_get_seat (match, 0), "long", &error));
      g_assert_no_error (error);
    }
  standings = tav_event_compute_standings (event);
  g_assert_true (tav_standings_get_final (standings));
  award = tav_standings_find_column (standings, "award");
  for (guint i = 0; i < tav_standings_get_n_rows (standings); i++)
    g_assert_cmpfloat (tav_standings_row_get_value (tav_standings_get_row (standings, i), award), ==, 0);
}

/* The rules fix rounds and tables from the players at the start: no late
 * entry, and nobody sits a round out, with the rule quoted. */
static void
test_no_late_entry (void)
{
  g_autoptr(TavEvent) event = make_event (11, 5);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  /* Before the first draw, absentees are named and keep the draw out. */
  for (guint i = 1; i <= 10; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %02u", i);

      g_assert_true (tav_event_check_in (event, name, TRUE, &error));
    }
  g_assert_false (tav_event_draw_round (event, &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE);
  g_assert_cmpstr (error->message, ==,
                   "Not checked in: Player 11. Check the player in or withdraw him: "
                   "the rules seat every player still in the tournament at each round; "
                   "one who leaves “may not re-enter”");
  g_clear_error (&error);
  g_assert_null (elimination (event));

  g_assert_true (tav_event_withdraw (event, "p11", TAV_PLAYER_WITHDRAWN, NULL, &error));
  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tav_round_get_n_tables (tav_stage_get_round (elimination (event), 1)), ==, 2);

  /* The check-in goes on after the draw: a player checked out is not
   * left out of a draw, which waits for him, and says so before. */
  g_assert_true (tav_event_is_checking_in (event));
  g_assert_true (tav_event_check_in (event, "p1", FALSE, &error));
  {
    g_autofree char *said = tav_event_describe_absent (event);

    g_assert_cmpstr (said, ==,
                     "Not checked in: Player 01. Check the player in or withdraw him: "
                     "the rules seat every player still in the tournament at each round; "
                     "one who leaves “may not re-enter”");
  }
  g_assert_false (tav_event_redraw_round (event, &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE);
  g_clear_error (&error);
  g_assert_true (tav_event_check_in (event, "p1", TRUE, &error));
  g_assert_null (tav_event_describe_absent (event));

  g_assert_null (tav_event_add_player (event, "Late Comer", &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE);
  g_assert_true (g_str_has_prefix (error->message, "Cannot add “Late Comer” after the first draw: the rules"));
  g_assert_nonnull (strstr (error->message, "begins with random assignment to the gaming tables"));
  g_assert_cmpuint (tav_event_get_n_players (event), ==, 11);
}

/* Clubs kept apart in round 1 move players between tables after the draw:
 * the later rounds still seat nobody as Sheriff twice. 27 players, nine
 * clubs of three, tables 6 6 5 5 5: in round 1 no club meets itself. */
static void
test_clubs_apart_sheriffs (void)
{
  g_autoptr(TavEvent) event = make_event (27, 8);
  g_autoptr(GHashTable) sheriffs = g_hash_table_new (g_str_hash, g_str_equal);
  TavRandom rng;

  tav_random_init (&rng, 8);
  for (guint i = 0; i < 27; i++)
    {
      g_autofree char *club = g_strdup_printf ("Club %u", i % 9);

      tav_player_set_club (tav_event_get_player (event, i), club);
    }
  for (guint r = 1; r <= 5; r++)
    {
      g_autoptr(GError) error = NULL;
      TavRound *round;

      g_assert_true (tav_event_draw_round (event, &error));
      g_assert_no_error (error);
      round = tav_stage_get_round (elimination (event), r);
      if (r == 1)
        g_assert_cmpuint (tav_event_count_club_meetings (event, round), ==, 0);
      for (guint t = 0; t < tav_round_get_n_tables (round); t++)
        g_assert_true (g_hash_table_add (sheriffs, (gpointer) tav_table_get_seat (tav_round_get_table (round, t), 0)));
      tav_test_bang_play_round (event, &rng);
    }
  g_assert_cmpuint (g_hash_table_size (sheriffs), ==, 25);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/bang-2011/winnings", test_winnings);
  g_test_add_func ("/core/bang-2011/award", test_award);
  g_test_add_func ("/core/bang-2011/chart", test_chart);
  g_test_add_func ("/core/bang-2011/chart-extension", test_chart_extension);
  g_test_add_func ("/core/bang-2011/chart-small", test_chart_small);
  g_test_add_func ("/core/bang-2011/rounds", test_rounds);
  g_test_add_func ("/core/bang-2011/refuses-small-event", test_refuses_small_event);
  g_test_add_func ("/core/bang-2011/sheriff-unique", test_sheriff_unique);
  g_test_add_func ("/core/bang-2011/sheriff-fewest-turns", test_sheriff_fewest_turns);
  g_test_add_func ("/core/bang-2011/reproducible", test_reproducible);
  g_test_add_func ("/core/bang-2011/redraw", test_redraw);
  g_test_add_func ("/core/bang-2011/draw-needs-complete-round", test_draw_needs_complete_round);
  g_test_add_func ("/core/bang-2011/draw-needs-earlier-rounds", test_draw_needs_earlier_rounds);
  g_test_add_func ("/core/bang-2011/withdrawal-replans", test_withdrawal_replans);
  g_test_add_func ("/core/bang-2011/nine-active", test_nine_active);
  g_test_add_func ("/core/bang-2011/validation", test_validation);
  g_test_add_func ("/core/bang-2011/buchholz", test_buchholz);
  g_test_add_func ("/core/bang-2011/revalidates-later-rounds", test_revalidates_later_rounds);
  g_test_add_func ("/core/bang-2011/lots", test_lots);
  g_test_add_func ("/core/bang-2011/secret-and-balance", test_secret_and_balance);
  g_test_add_func ("/core/bang-2011/warnings", test_warnings);
  g_test_add_func ("/core/bang-2011/finals", test_finals);
  g_test_add_func ("/core/bang-2011/finals-skip-withdrawn", test_finals_skip_withdrawn);
  g_test_add_func ("/core/bang-2011/withdrawn-cannot-win", test_withdrawn_cannot_win);
  g_test_add_func ("/core/bang-2011/award-other-rounds", test_award_other_rounds);
  g_test_add_func ("/core/bang-2011/no-late-entry", test_no_late_entry);
  g_test_add_func ("/core/bang-2011/clubs-apart-sheriffs", test_clubs_apart_sheriffs);

  return g_test_run ();
}
