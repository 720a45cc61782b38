/* test-bang-2007.c — the BANG! Campionato Nazionale 2007 ruleset
 *
 * The expected numbers are worked by hand from the rules (the comments
 * show the sums), never computed with the code under test.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "tav-bracket.h"
#include "tav-event.h"
#include "tav-random.h"
#include "tav-test-bang.h"
#include "rulesets/tav-bang-2007.h"
#include "tav-event-private.h"

static TavEvent *
make_event (guint       n_players,
            guint64     seed,
            const char *layout)
{
  TavEvent *event = tav_event_new ("bang-2007", "Test");

  tav_event_set_seed (event, seed);
  if (layout)
    g_assert_true (tav_event_set_param (event, "layout", layout, NULL));
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

static void
set_game (TavEvent   *event,
          guint       round,
          guint       table,
          const char *roles,
          const char *alive,
          const int  *spent,
          const char *outcome,
          gboolean    final_duel)
{
  g_autoptr(JsonObject) result = tav_test_bang_game (roles, alive, spent, outcome, final_duel);
  g_autoptr(GError) error = NULL;

  tav_event_set_result (event, elimination (event), round, table, result, &error);
  g_assert_no_error (error);
}

static const char *
seats_of (TavEvent *event,
          guint     round,
          guint     table)
{
  TavTable *t = tav_round_find_table (tav_stage_get_round (elimination (event), round), table);
  static char *text;

  g_free (text);
  text = t ? g_strjoinv (" ", (char **) tav_table_get_seats (t)) : g_strdup ("none");
  return text;
}

static TavStandingsRow *
row_of (TavStandings *standings,
        const char   *id)
{
  TavStandingsRow *row = tav_standings_find_player (standings, id);

  g_assert_nonnull (row);
  return row;
}

static double
value_of (TavStandings *standings,
          const char   *id,
          const char   *column)
{
  int c = tav_standings_find_column (standings, column);

  g_assert_cmpint (c, >=, 0);
  return tav_standings_row_get_value (row_of (standings, id), c);
}

/* ---- Winnings: every cell of the table at 4, 5, 6 and 7 players -------- */

static void
test_winnings (void)
{
  /* n_out: 2 Outlaws at 4 and 5 players, 3 at 6 and 7. */
  static const guint outlaws[4] = { 2, 2, 3, 3 };
  static const struct {
    TavBangOutcome outcome;
    TavBangRole role;
    gboolean alive;
    gboolean duel;
    int expected[4];   /* 4, 5, 6, 7 players */
  } cells[] = {
    /* Law: Sheriff 1500 × n_out */
    { TAV_BANG_LAW, TAV_BANG_SHERIFF, TRUE, FALSE, { 3000, 3000, 4500, 4500 } },
    /* Deputy 1000 × n_out alive, 700 × n_out eliminated */
    { TAV_BANG_LAW, TAV_BANG_DEPUTY, TRUE, FALSE, { 2000, 2000, 3000, 3000 } },
    { TAV_BANG_LAW, TAV_BANG_DEPUTY, FALSE, FALSE, { 1400, 1400, 2100, 2100 } },
    /* Renegade 400 × n only after the final duel with the Sheriff */
    { TAV_BANG_LAW, TAV_BANG_RENEGADE_ROLE, FALSE, TRUE, { 1600, 2000, 2400, 2800 } },
    { TAV_BANG_LAW, TAV_BANG_RENEGADE_ROLE, FALSE, FALSE, { 0, 0, 0, 0 } },
    { TAV_BANG_LAW, TAV_BANG_OUTLAW, FALSE, FALSE, { 0, 0, 0, 0 } },
    { TAV_BANG_LAW, TAV_BANG_OUTLAW, FALSE, TRUE, { 0, 0, 0, 0 } },
    /* Outlaws: Outlaw 1000 × n_out alive, 700 × n_out eliminated */
    { TAV_BANG_OUTLAWS, TAV_BANG_OUTLAW, TRUE, FALSE, { 2000, 2000, 3000, 3000 } },
    { TAV_BANG_OUTLAWS, TAV_BANG_OUTLAW, FALSE, FALSE, { 1400, 1400, 2100, 2100 } },
    /* Renegade 200 × n only if alive */
    { TAV_BANG_OUTLAWS, TAV_BANG_RENEGADE_ROLE, TRUE, FALSE, { 800, 1000, 1200, 1400 } },
    { TAV_BANG_OUTLAWS, TAV_BANG_RENEGADE_ROLE, FALSE, FALSE, { 0, 0, 0, 0 } },
    { TAV_BANG_OUTLAWS, TAV_BANG_SHERIFF, FALSE, FALSE, { 0, 0, 0, 0 } },
    { TAV_BANG_OUTLAWS, TAV_BANG_DEPUTY, TRUE, FALSE, { 0, 0, 0, 0 } },
    { TAV_BANG_OUTLAWS, TAV_BANG_DEPUTY, FALSE, FALSE, { 0, 0, 0, 0 } },
    /* Renegade: 1300 × n; the Sheriff 100 × n */
    { TAV_BANG_RENEGADE, TAV_BANG_RENEGADE_ROLE, TRUE, FALSE, { 5200, 6500, 7800, 9100 } },
    { TAV_BANG_RENEGADE, TAV_BANG_SHERIFF, FALSE, FALSE, { 400, 500, 600, 700 } },
    { TAV_BANG_RENEGADE, TAV_BANG_DEPUTY, FALSE, FALSE, { 0, 0, 0, 0 } },
    { TAV_BANG_RENEGADE, TAV_BANG_OUTLAW, FALSE, FALSE, { 0, 0, 0, 0 } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cells); i++)
    for (guint n = 4; n <= 7; n++)
      {
        if (n == 4 && cells[i].role == TAV_BANG_DEPUTY)
          continue;   /* no Deputy at a table of 4 */
        g_assert_cmpint (tav_bang_2007_winnings (n, outlaws[n - 4], cells[i].outcome,
                                                 cells[i].role, cells[i].alive, cells[i].duel),
                         ==, cells[i].expected[n - 4]);
      }
}

/* ---- Layouts (Allegato 1) ----------------------------------------------- */

/* The two mixed columns of Allegato 1 as printed ("-": not offered).
 * "?": the source's text is unreadable for 30 "5 and 6" and 42 "6 and 7",
 * where both possible layouts are of one size. */
static const struct {
  guint n;
  const char *five_six;
  const char *six_seven;
} allegato[] = {
  { 10, "5 5", "-" }, { 11, "6 5", "-" }, { 12, "6 6", "6 6" }, { 13, "-", "7 6" },
  { 14, "-", "7 7" }, { 15, "5 5 5", "-" }, { 16, "6 5 5", "-" }, { 17, "6 6 5", "-" },
  { 18, "6 6 6", "6 6 6" }, { 19, "-", "7 6 6" }, { 20, "5 5 5 5", "7 7 6" },
  { 21, "6 5 5 5", "7 7 7" }, { 22, "6 6 5 5", "-" }, { 23, "6 6 6 5", "-" },
  { 24, "6 6 6 6", "6 6 6 6" }, { 25, "5 5 5 5 5", "7 6 6 6" }, { 26, "6 5 5 5 5", "7 7 6 6" },
  { 27, "6 6 5 5 5", "7 7 7 6" }, { 28, "6 6 6 5 5", "7 7 7 7" }, { 29, "6 6 6 6 5", "-" },
  { 30, "?", "6 6 6 6 6" }, { 31, "6 5 5 5 5 5", "7 6 6 6 6" }, { 32, "6 6 5 5 5 5", "7 7 6 6 6" },
  { 33, "6 6 6 5 5 5", "7 7 7 6 6" }, { 34, "6 6 6 6 5 5", "7 7 7 7 6" },
  { 35, "6 6 6 6 6 5", "7 7 7 7 7" }, { 36, "6 5 5 5 5 5 5", "6 6 6 6 6 6" },
  { 37, "6 6 5 5 5 5 5", "7 6 6 6 6 6" }, { 38, "6 6 6 5 5 5 5", "7 7 6 6 6 6" },
  { 39, "6 6 6 6 5 5 5", "7 7 7 6 6 6" }, { 40, "6 6 6 6 6 5 5", "7 7 7 7 6 6" },
  { 41, "6 6 6 6 6 6 5", "7 7 7 7 7 6" }, { 42, "6 6 5 5 5 5 5 5", "?" },
  { 43, "6 6 6 5 5 5 5 5", "7 6 6 6 6 6 6" }, { 44, "6 6 6 6 5 5 5 5", "7 7 6 6 6 6 6" },
  { 45, "6 6 6 6 6 5 5 5", "7 7 7 6 6 6 6" }, { 46, "6 6 6 6 6 6 5 5", "7 7 7 7 6 6 6" },
  { 47, "6 6 6 6 6 6 6 5", "7 7 7 7 7 6 6" }, { 48, "6 6 6 5 5 5 5 5 5", "7 7 7 7 7 7 6" },
  { 49, "6 6 6 6 5 5 5 5 5", "7 6 6 6 6 6 6 6" }, { 50, "6 6 6 6 6 5 5 5 5", "7 7 6 6 6 6 6 6" },
};

static char *
layout_text (const char *layout,
             guint       n)
{
  g_autoptr(GArray) sizes = NULL;
  g_autoptr(GString) s = g_string_new (NULL);

  if (!tav_bang_2007_layout_sizes (layout, n, &sizes))
    return g_strdup ("-");
  for (guint i = 0; i < sizes->len; i++)
    g_string_append_printf (s, "%s%u", i ? " " : "", g_array_index (sizes, guint, i));
  return g_string_free (g_steal_pointer (&s), FALSE);
}

static void
assert_feasible (guint       n,
                 const char *expected)
{
  g_auto(GStrv) feasible = tav_bang_2007_feasible_layouts (n);
  g_autofree char *joined = g_strjoinv (" ", feasible);

  g_assert_cmpstr (joined, ==, expected);
}

static void
test_layouts (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (allegato); i++)
    {
      g_autofree char *five_six = layout_text ("mixed-5-6", allegato[i].n);
      g_autofree char *six_seven = layout_text ("mixed-6-7", allegato[i].n);

      if (strcmp (allegato[i].five_six, "?") != 0)
        g_assert_cmpstr (five_six, ==, allegato[i].five_six);
      if (strcmp (allegato[i].six_seven, "?") != 0)
        g_assert_cmpstr (six_seven, ==, allegato[i].six_seven);
    }

  /* One size only: when it divides the players. */
  {
    g_autofree char *a = layout_text ("only-5", 20);
    g_autofree char *b = layout_text ("only-6", 18);
    g_autofree char *c = layout_text ("only-7", 21);
    g_autofree char *d = layout_text ("only-6", 13);

    g_assert_cmpstr (a, ==, "5 5 5 5");
    g_assert_cmpstr (b, ==, "6 6 6");
    g_assert_cmpstr (c, ==, "7 7 7");
    g_assert_cmpstr (d, ==, "-");
  }

  /* What the organiser is offered. */
  assert_feasible (13, "mixed-6-7");
  assert_feasible (22, "mixed-5-6");
  assert_feasible (10, "mixed-5-6 only-5");
  assert_feasible (12, "mixed-5-6 mixed-6-7 only-6");
  assert_feasible (14, "mixed-6-7 only-7");
  assert_feasible (35, "mixed-5-6 mixed-6-7 only-5 only-7");
  assert_feasible (7, "mixed-6-7 only-7");
  assert_feasible (9, "");
  assert_feasible (8, "");
  assert_feasible (4, "");
}

static void
test_check_players (void)
{
  g_autoptr(TavEvent) thirteen = make_event (13, 1, NULL);
  g_autoptr(TavEvent) seven = make_event (7, 1, "only-7");
  g_autoptr(TavEvent) nine = make_event (9, 1, NULL);
  g_autoptr(TavEvent) mixed = make_event (22, 1, NULL);
  TavRuleset *ruleset = tav_event_get_ruleset (thirteen);
  g_autoptr(GError) error = NULL;
  g_autofree char *plan13 = NULL;
  g_autofree char *plan7 = NULL;
  g_autofree char *plan22 = NULL;

  /* 13 players cannot sit at tables of 5 and 6 (the default). */
  g_assert_false (tav_ruleset_check_players (ruleset, thirteen, &error));
  g_assert_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_PLAYERS);
  g_assert_cmpstr (error->message, ==,
                   "13 active players cannot be seated with the layout “Tables of 5 and 6”; "
                   "possible layouts: Tables of 6 and 7 (mixed-6-7: 7 6)");
  g_clear_error (&error);
  g_assert_false (tav_event_draw_round (thirteen, &error));
  g_assert_cmpuint (tav_event_get_n_stages (thirteen), ==, 0);
  g_clear_error (&error);

  g_assert_true (tav_event_set_param (thirteen, "layout", "mixed-6-7", NULL));
  g_assert_true (tav_ruleset_check_players (ruleset, thirteen, &error));
  plan13 = tav_ruleset_describe_plan (ruleset, thirteen);
  g_assert_cmpstr (plan13, ==, "13 players: tables of 7 6");

  /* Fewer than 10: allowed, with a warning. */
  g_assert_true (tav_ruleset_check_players (ruleset, seven, &error));
  plan7 = tav_ruleset_describe_plan (ruleset, seven);
  g_assert_cmpstr (plan7, ==, "7 players: tables of 7; fewer than 10 players: not valid for the championship");

  g_assert_false (tav_ruleset_check_players (ruleset, nine, &error));
  g_assert_cmpstr (error->message, ==,
                   "9 active players cannot be seated at tables of 5 to 7 whose sizes differ by at most one");

  /* The 1.15 correction is announced with the plan. */
  plan22 = tav_ruleset_describe_plan (ruleset, mixed);
  g_assert_cmpstr (plan22, ==, "22 players: tables of 6 6 5 5; scores at tables of 5 × 1.15");
}

/* ---- The draw and the Sheriff's rotation ------------------------------- */

static void
test_rotation (void)
{
  g_autoptr(TavEvent) event = make_event (13, 7, "mixed-6-7");
  g_autoptr(TavEvent) twin = make_event (13, 7, "mixed-6-7");
  g_autoptr(GError) error = NULL;
  g_autoptr(GHashTable) sheriffs = g_hash_table_new (g_str_hash, g_str_equal);
  g_auto(GStrv) drawn1 = NULL;
  g_auto(GStrv) drawn2 = NULL;
  char **drawn[2];
  g_autofree char *first = NULL;
  TavStage *stage;
  TavRandom rng;

  tav_random_init (&rng, 3);
  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
  stage = elimination (event);
  g_assert_cmpuint (tav_stage_get_planned_rounds (stage), ==, 7);
  drawn[0] = drawn1 = g_strdupv ((char **) tav_table_get_seats (tav_round_get_table (tav_stage_get_round (stage, 1), 0)));
  drawn[1] = drawn2 = g_strdupv ((char **) tav_table_get_seats (tav_round_get_table (tav_stage_get_round (stage, 1), 1)));
  g_assert_cmpuint (g_strv_length (drawn[0]), ==, 7);
  g_assert_cmpuint (g_strv_length (drawn[1]), ==, 6);

  /* The same seed draws the same tables; a re-draw draws others. */
  g_assert_true (tav_event_draw_round (twin, &error));
  first = g_strdup (seats_of (event, 1, 1));
  g_assert_cmpstr (seats_of (twin, 1, 1), ==, first);
  g_assert_true (tav_event_redraw_round (twin, &error));
  g_assert_cmpstr (seats_of (twin, 1, 1), !=, first);
  g_assert_cmpuint (tav_round_get_plan_salt (tav_stage_get_round (elimination (twin), 1)), ==, 1);

  tav_test_bang_play_game (event, &rng);
  tav_test_bang_play_stage (event, &rng);
  g_assert_cmpuint (tav_stage_get_n_rounds (stage), ==, 7);

  /* Game k: seat 1 is the k-th drawn, the others follow to his left. */
  for (guint k = 1; k <= 7; k++)
    {
      TavRound *round = tav_stage_get_round (stage, k);

      g_assert_cmpuint (tav_round_get_n_tables (round), ==, k < 7 ? 2 : 1);
      for (guint t = 0; t < tav_round_get_n_tables (round); t++)
        {
          TavTable *table = tav_round_get_table (round, t);
          guint n = g_strv_length (drawn[t]);

          g_assert_cmpuint (tav_table_get_number (table), ==, t + 1);
          for (guint s = 0; s < n; s++)
            g_assert_cmpstr (tav_table_get_seat (table, s), ==, drawn[t][(k - 1 + s) % n]);
          g_assert_true (g_hash_table_add (sheriffs, (gpointer) tav_table_get_seat (table, 0)));
        }
    }
  /* Everybody was Sheriff once. */
  g_assert_cmpuint (g_hash_table_size (sheriffs), ==, 13);
}

static void
test_draw_needs_complete_game (void)
{
  g_autoptr(TavEvent) event = make_event (12, 4, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_false (tav_event_draw_round (event, &error));
  g_assert_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE);
  g_assert_cmpstr (error->message, ==, "Round 1 is not complete: waiting for the results of tables 1, 2");
}

static void
draw_ok (TavEvent *event)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
}

static void
withdraw_ok (TavEvent   *event,
             const char *id)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (tav_event_withdraw (event, id, TAV_PLAYER_WITHDRAWN, NULL, &error));
  g_assert_no_error (error);
}

/* ---- 13 players at tables of 7 and 6, with two withdrawals ------------- */

static TavEvent *
make_thirteen (void)
{
  TavEvent *event = make_event (13, 13, "mixed-6-7");
  const char *t1[] = { "p1", "p2", "p3", "p4", "p5", "p6", "p7", NULL };
  const char *t2[] = { "p8", "p9", "p10", "p11", "p12", "p13", NULL };
  TavStage *stage;

  tav_test_bang_seat_first (event, t1, t2);
  stage = elimination (event);

  /* Game 1. Table 1 (7 players, 3 Outlaws): Law wins, only the Sheriff p1
   * left, the Renegade p4 lost the final duel: p1 1500×3 = 4500, Deputies
   * p2 and p6 dead 700×3 = 2100, p4 400×7 = 2800. */
  {
    const int spent[] = { 500, 300, 100, 1000, 200, 100, 400 };

    set_game (event, 1, 1, "SDORODO", "A------", spent, "law", TRUE);
  }
  /* Table 2 (6 players, 3 Outlaws): the Outlaws win, p9 and p13 alive
   * 1000×3 = 3000, p12 dead 700×3 = 2100; the Renegade p10 dead: 0. */
  {
    const int spent[] = { 100, 100, 500, 200, 300, 100 };

    set_game (event, 1, 2, "SORDOO", "-A---A", spent, "outlaws", FALSE);
  }

  /* Game 2: the Sheriff moves left. */
  draw_ok (event);
  g_assert_cmpstr (seats_of (event, 2, 1), ==, "p2 p3 p4 p5 p6 p7 p1");
  g_assert_cmpstr (seats_of (event, 2, 2), ==, "p9 p10 p11 p12 p13 p8");
  /* Table 1: Outlaws win: p3 alive 3000, p6 and p1 dead 2100, the
   * Renegade p5 alive 200×7 = 1400. p1, alive after game 1, keeps his
   * character for the 500 $ he paid. */
  {
    const int spent[] = { 100, 200, 300, 100, 100, 200, 500 };

    set_game (event, 2, 1, "SODRODO", "-A-A-A-", spent, "outlaws", FALSE);
  }
  /* Table 2: Law wins: p9 4500, Deputy p10 dead 2100, Renegade p12 in the
   * final duel 400×6 = 2400. */
  {
    const int spent[] = { 1000, 100, 100, 100, 100, 100 };

    set_game (event, 2, 2, "SDOROO", "A-----", spent, "law", TRUE);
  }

  /* Game 3; p12 leaves during it: he is scored as still in play. */
  draw_ok (event);
  withdraw_ok (event, "p12");
  /* Table 2 has p11 and p13 still to be Sheriff: 5 games; table 1: 7. */
  g_assert_cmpuint (tav_stage_get_planned_rounds (stage), ==, 7);
  /* Table 1: the Renegade p6 wins 1300×7 = 9100, the Sheriff p3 100×7. */
  {
    const int spent[] = { 100, 100, 200, 1500, 100, 300, 100 };

    set_game (event, 3, 1, "SOORODD", "---A---", spent, "renegade", FALSE);
  }
  /* Table 2, still 6 players: Outlaws win, p8 and p9 alive 3000, p12 dead
   * 2100, the Renegade p11 alive 200×6 = 1200. */
  {
    const int spent[] = { 200, 300, 100, 100, 200, 1000 };

    set_game (event, 3, 2, "SRODOO", "-A--AA", spent, "outlaws", FALSE);
  }

  /* Game 4: table 2 without p12, Sheriff p11, 5 players, 2 Outlaws. */
  draw_ok (event);
  g_assert_cmpstr (seats_of (event, 4, 1), ==, "p4 p5 p6 p7 p1 p2 p3");
  g_assert_cmpstr (seats_of (event, 4, 2), ==, "p11 p13 p8 p9 p10");
  /* Table 1: Law wins: p4 4500, Deputy p5 alive 3000, Deputy p6 dead 2100. */
  {
    const int spent[] = { 200, 100, 3000, 100, 100, 400, 100 };

    set_game (event, 4, 1, "SDDOORO", "AA-----", spent, "law", FALSE);
  }
  /* Table 2: Law wins: p11 1500×2 = 3000, Deputy p8 alive 1000×2 = 2000. */
  {
    const int spent[] = { 100, 200, 300, 100, 100 };

    set_game (event, 4, 2, "SODRO", "A-A--", spent, "law", FALSE);
  }

  /* p3 leaves after game 4: table 1 plays on at 6 with 6-player values
   * until p5, p6 and p7 have been Sheriff. */
  withdraw_ok (event, "p3");
  draw_ok (event);
  g_assert_cmpstr (seats_of (event, 5, 1), ==, "p5 p6 p7 p1 p2 p4");
  g_assert_cmpstr (seats_of (event, 5, 2), ==, "p13 p8 p9 p10 p11");
  /* Table 1: Outlaws win: p6 alive 3000, p1 and p4 dead 2100, the
   * Renegade p2 alive 200×6 = 1200 (not 1400). */
  {
    const int spent[] = { 100, 300, 100, 200, 100, 500 };

    set_game (event, 5, 1, "SODORO", "-A--A-", spent, "outlaws", FALSE);
  }
  /* Table 2: the Renegade p8 wins 1300×5 = 6500, the Sheriff p13 500. */
  {
    const int spent[] = { 100, 400, 100, 100, 200 };

    set_game (event, 5, 2, "SRODO", "-A---", spent, "renegade", FALSE);
  }

  /* Games 6 and 7: table 2 is done. */
  draw_ok (event);
  g_assert_cmpuint (tav_round_get_n_tables (tav_stage_get_round (stage, 6)), ==, 1);
  g_assert_cmpstr (seats_of (event, 6, 1), ==, "p6 p7 p1 p2 p4 p5");
  g_assert_cmpstr (seats_of (event, 6, 2), ==, "none");
  /* Law wins: p6 4500, Deputy p2 dead 2100, Renegade p1 in the final duel
   * 400×6 = 2400 (not 2800). */
  {
    const int spent[] = { 100, 200, 100, 300, 100, 100 };

    set_game (event, 6, 1, "SORDOO", "A-----", spent, "law", TRUE);
  }
  draw_ok (event);
  g_assert_cmpstr (seats_of (event, 7, 1), ==, "p7 p1 p2 p4 p5 p6");
  /* The Renegade p5 wins 1300×6 = 7800 (not 9100), the Sheriff p7 600. */
  {
    const int spent[] = { 100, 100, 100, 100, 200, 100 };

    set_game (event, 7, 1, "SOODRO", "----A-", spent, "renegade", FALSE);
  }
  return event;
}

static void
test_withdrawals (void)
{
  g_autoptr(TavEvent) event = make_thirteen ();
  g_autoptr(TavStandings) standings = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  TavStage *stage = elimination (event);
  /* Balance = 5000 + winnings − spending, game by game:
   * p1  +4000 +1600  −300  −100 +1900 +2300  −100 = 9300 over 7
   * p2  +1800  −100  −100  −400 +1100 +1800  −100 = 4000 over 7
   * p3   −100 +2800  +600  −100                   = 3200 over 4 (left)
   * p4  +1800  −300  −100 +4300 +1600  −100  −100 = 7100 over 7
   * p5   −200 +1300  −200 +2900  −100  −100 +7600 = 11200 over 7
   * p6  +2000 +2000 +7600  −900 +2700 +4400  −100 = 17700 over 7
   * p7   −400  −200  −100  −100  −100  −200  +500 = −600 over 7
   * p8   −100  −100 +2800 +1700 +6100             = 10400 over 5
   * p9  +2900 +3500 +2000  −100  −100             = 8200 over 5
   * p10  −500 +2000  −200  −100  −100             = 1100 over 5
   * p11  −200  −100  +900 +2900  −200             = 3300 over 5
   * p12 +1800 +2300 +2000                         = 6100 over 3 (left)
   * p13 +2900  −100  −100  −200  +400             = 2900 over 5 */
  static const struct { const char *id; int balance; int games; double score; } expected[] = {
    { "p6", 22700, 7, 2528.571429 },
    { "p8", 15400, 5, 2080 },
    { "p9", 13200, 5, 1640 },
    { "p5", 16200, 7, 1600 },
    { "p1", 14300, 7, 1328.571429 },
    { "p4", 12100, 7, 1014.285714 },
    { "p11", 8300, 5, 660 },
    { "p13", 7900, 5, 580 },
    { "p2", 9000, 7, 571.428571 },
    { "p10", 6100, 5, 220 },
    { "p7", 4400, 7, -85.714286 },
    /* Out of the ranking: */
    { "p12", 11100, 3, 2033.333333 },
    { "p3", 8200, 4, 800 },
  };

  /* Every remaining player was Sheriff once: the stage is over. */
  g_assert_cmpuint (tav_stage_get_n_rounds (stage), ==, 7);
  g_assert_cmpuint (tav_stage_get_planned_rounds (stage), ==, 7);
  g_assert_true (tav_stage_is_complete (stage));
  g_assert_false (tav_event_draw_round (event, &error));
  g_assert_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE);

  /* The 6-player values from game 5 on: p2 had 1800 − 100 − 100 − 400 =
   * 1200 $ of profit before game 5, then +1200 − 100. */
  g_assert_cmpint (tav_bang_2007_balance (event, "p2", 5), ==, 6200);
  g_assert_cmpint (tav_bang_2007_balance (event, "p2", 6), ==, 7300);
  g_assert_cmpint (tav_bang_2007_balance (event, "p7", 7), ==, 3900);

  standings = tav_event_compute_standings (event);
  g_assert_cmpuint (tav_standings_get_n_rows (standings), ==, 13);
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      TavStandingsRow *row = tav_standings_get_row (standings, i);

      g_assert_cmpstr (tav_player_get_id (tav_standings_row_get_player (row)), ==, expected[i].id);
      g_assert_cmpuint (tav_standings_row_get_rank (row), ==, i < 11 ? i + 1 : 0);
      g_assert_cmpfloat (value_of (standings, expected[i].id, "balance"), ==, expected[i].balance);
      g_assert_cmpfloat (value_of (standings, expected[i].id, "games"), ==, expected[i].games);
      g_assert_cmpfloat_with_epsilon (value_of (standings, expected[i].id, "score"),
                                      expected[i].score, 1e-6);
      /* Tables of 7 and 6: no correction. */
      g_assert_cmpfloat (value_of (standings, expected[i].id, "factor"), ==, 1);
    }
  g_assert_cmpstr (tav_standings_row_get_note (row_of (standings, "p3")), ==,
                   "Withdrawn: out of the ranking");
  g_assert_cmpstr (tav_standings_row_get_note (row_of (standings, "p6")), ==, "");

  text = tav_ruleset_describe_player (tav_event_get_ruleset (event), event,
                                      tav_event_find_player (event, "p12"));
  g_assert_cmpstr (text, ==, "Player 12: 11100 $ after 3 games");
}

/* A table down to three players stops after the game being played. */
static void
test_three_stop (void)
{
  g_autoptr(TavEvent) event = make_event (10, 3, "only-5");
  g_autoptr(TavStandings) standings = NULL;
  g_autoptr(JsonObject) wrong = NULL;
  g_autoptr(GError) error = NULL;
  const char *t1[] = { "p1", "p2", "p3", "p4", "p5", NULL };
  const char *t2[] = { "p6", "p7", "p8", "p9", "p10", NULL };
  TavStage *stage;
  TavRandom rng;

  tav_random_init (&rng, 10);
  tav_test_bang_seat_first (event, t1, t2);
  stage = elimination (event);
  /* Law wins at a table of 5: p1 1500×2 = 3000, Deputy p2 alive 2000. */
  set_game (event, 1, 1, "SDOOR", "AA---", NULL, "law", FALSE);
  tav_test_bang_play_game (event, &rng);

  /* p2 leaves: his turn as Sheriff is skipped, p3 is next. */
  withdraw_ok (event, "p2");
  draw_ok (event);
  g_assert_cmpstr (seats_of (event, 2, 1), ==, "p3 p4 p5 p1");

  /* Four players: S R O O, no Deputy. */
  wrong = tav_test_bang_game ("SDOR", "A---", NULL, "law", FALSE);
  g_assert_false (tav_event_set_result (event, stage, 2, 1, wrong, &error));
  g_assert_nonnull (strstr (error->message, "a table of 4 needs Deputies 0, Outlaws 2, Renegade 1; the result has 1, 1 and 1"));

  /* p4 leaves during game 2, which is played to the end: then three are
   * left and the table stops. The Renegade p5 wins 1300×4 = 5200, the
   * Sheriff p3 100×4 = 400. */
  withdraw_ok (event, "p4");
  set_game (event, 2, 1, "SORO", "--A-", NULL, "renegade", FALSE);
  tav_test_bang_play_game (event, &rng);
  g_assert_cmpuint (tav_stage_get_planned_rounds (stage), ==, 5);

  draw_ok (event);
  g_assert_cmpstr (seats_of (event, 3, 1), ==, "none");
  g_assert_cmpstr (seats_of (event, 3, 2), ==, "p8 p9 p10 p6 p7");
  tav_test_bang_play_game (event, &rng);
  tav_test_bang_play_stage (event, &rng);
  g_assert_cmpuint (tav_stage_get_n_rounds (stage), ==, 5);

  /* Scores over the 2 games played: p1 3000 − 100 − 100 = 2800 → 1400;
   * p3 −100 + 400 − 100 = 200 → 100; p5 −100 + 5200 − 100 = 5000 → 2500. */
  standings = tav_event_compute_standings (event);
  g_assert_cmpfloat (value_of (standings, "p1", "games"), ==, 2);
  g_assert_cmpfloat (value_of (standings, "p1", "score"), ==, 1400);
  g_assert_cmpfloat (value_of (standings, "p3", "score"), ==, 100);
  g_assert_cmpfloat (value_of (standings, "p5", "score"), ==, 2500);
  g_assert_cmpfloat (value_of (standings, "p6", "games"), ==, 5);
}

/* Leaving after the next game is drawn but before it starts: the game is
 * drawn again without him. */
static void
test_redraw_after_leaving (void)
{
  g_autoptr(TavEvent) event = make_event (10, 4, "only-5");
  g_autoptr(GError) error = NULL;
  const char *t1[] = { "p1", "p2", "p3", "p4", "p5", NULL };
  const char *t2[] = { "p6", "p7", "p8", "p9", "p10", NULL };
  TavRandom rng;

  tav_random_init (&rng, 4);
  tav_test_bang_seat_first (event, t1, t2);
  tav_test_bang_play_game (event, &rng);
  draw_ok (event);
  g_assert_cmpstr (seats_of (event, 2, 1), ==, "p2 p3 p4 p5 p1");
  withdraw_ok (event, "p2");
  g_assert_true (tav_event_redraw_round (event, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (seats_of (event, 2, 1), ==, "p3 p4 p5 p1");
  g_assert_cmpstr (seats_of (event, 2, 2), ==, "p7 p8 p9 p10 p6");
  /* Table 1 now plays games 2–4 (p3, p4, p5 Sheriff), table 2 all 5. */
  g_assert_cmpuint (tav_stage_get_planned_rounds (elimination (event)), ==, 5);
}

/* ---- The 1.15 correction ------------------------------------------------ */

static void
test_five_factor (void)
{
  g_autoptr(TavEvent) event = make_event (11, 5, NULL);
  g_autoptr(TavStandings) standings = NULL;
  const char *t1[] = { "p1", "p2", "p3", "p4", "p5", "p6", NULL };
  const char *t2[] = { "p7", "p8", "p9", "p10", "p11", NULL };
  const int spent[] = { 100, 300, 100, 100, 100 };
  static const struct { const char *id; double score; double factor; } expected[] = {
    { "p1", 4400, 1 },      /* 1500×3 − 100 */
    { "p7", 3335, 1.15 },   /* (1500×2 − 100) × 1.15 */
    { "p6", 2300, 1 },      /* 400×6 − 100 */
    { "p2", 2000, 1 },      /* 700×3 − 100 */
    { "p8", 1955, 1.15 },   /* (1000×2 − 300) × 1.15 */
  };

  /* 11 players "5 and 6": a table of 6 and one of 5. */
  tav_test_bang_seat_first (event, t1, t2);
  set_game (event, 1, 1, "SDOOOR", "A-----", NULL, "law", TRUE);
  set_game (event, 1, 2, "SDOOR", "AA---", spent, "law", FALSE);

  standings = tav_event_compute_standings (event);
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      TavStandingsRow *row = tav_standings_get_row (standings, i);

      g_assert_cmpstr (tav_player_get_id (tav_standings_row_get_player (row)), ==, expected[i].id);
      g_assert_cmpfloat_with_epsilon (value_of (standings, expected[i].id, "score"),
                                      expected[i].score, 1e-6);
      g_assert_cmpfloat_with_epsilon (value_of (standings, expected[i].id, "factor"),
                                      expected[i].factor, 1e-9);
    }
  /* A loss grows too: −100 × 1.15. */
  g_assert_cmpfloat_with_epsilon (value_of (standings, "p9", "score"), -115, 1e-6);
  g_assert_cmpfloat_with_epsilon (value_of (standings, "p3", "score"), -100, 1e-6);
  g_assert_cmpstr (tav_standings_row_get_note (row_of (standings, "p9")), ==,
                   "score × 1.15 (table of 5)");
  g_assert_cmpstr (tav_standings_row_get_note (row_of (standings, "p3")), ==, "");

  /* The factor is a parameter. */
  g_clear_object (&standings);
  g_assert_true (tav_event_set_param (event, "five_factor", "1,2", NULL));
  standings = tav_event_compute_standings (event);
  g_assert_cmpfloat_with_epsilon (value_of (standings, "p7", "score"), 3480, 1e-6);
}

/* ---- Ties: the five criteria, then lots ---------------------------------- */

static void
test_tie_breaks (void)
{
  g_autoptr(TavEvent) event = make_event (10, 77, "only-5");
  g_autoptr(TavStandings) standings = NULL;
  const char *t1[] = { "p1", "p2", "p3", "p4", "p5", NULL };
  const char *t2[] = { "p6", "p7", "p8", "p9", "p10", NULL };
  const int last1[] = { 4500, 100, 7100, 12000, 4600 };
  const int spent24[] = { 100, 100, 600, 100, 100 };
  const int last2[] = { 24600, 100, 1500, 2600, 1600 };
  /* The last auction leaves everybody at 4500 $, a score of −100: only the
   * tie-breaks order them. Sheriff wins, games in play, Renegade, Deputy
   * and Outlaw wins, counted from the games below: */
  static const struct { const char *id; int sw, in_play, rw, dw, ow; } expected[] = {
    { "p10", 1, 5, 3, 0, 1 },
    { "p3", 1, 3, 1, 1, 0 },   /* 2. more games in play than p2… */
    { "p2", 1, 3, 0, 1, 1 },   /* 3. …and a Renegade win less than p3 */
    { "p5", 1, 1, 0, 0, 1 },   /* 2. in play */
    { "p4", 0, 2, 0, 1, 0 },   /* 1. no Sheriff win */
    { "p8", 0, 1, 0, 0, 1 },   /* 2. in play */
    { "p9", 0, 1, 0, 0, 0 },   /* 5. an Outlaw win less than p8 */
    { "p7", 0, 0, 0, 1, 0 },   /* 2. in play */
    /* 4. a Deputy win more than p1 and p6, who tie on everything: lots */
  };
  int lot;

  tav_test_bang_seat_first (event, t1, t2);
  set_game (event, 1, 1, "SORDO", "-AAA-", NULL, "outlaws", FALSE);
  set_game (event, 1, 2, "SODOR", "----A", NULL, "renegade", FALSE);
  draw_ok (event);
  set_game (event, 2, 1, "SDROO", "A----", NULL, "law", TRUE);
  set_game (event, 2, 2, "SOROD", "-AAA-", NULL, "outlaws", FALSE);
  draw_ok (event);
  set_game (event, 3, 1, "SDOOR", "AA---", NULL, "law", FALSE);
  set_game (event, 3, 2, "SDROO", "--A--", NULL, "renegade", FALSE);
  draw_ok (event);
  set_game (event, 4, 1, "SODOR", "----A", NULL, "renegade", FALSE);
  set_game (event, 4, 2, "SROOD", "-A---", spent24, "renegade", FALSE);
  draw_ok (event);
  g_assert_cmpstr (seats_of (event, 5, 1), ==, "p5 p1 p2 p3 p4");
  g_assert_cmpstr (seats_of (event, 5, 2), ==, "p10 p6 p7 p8 p9");
  set_game (event, 5, 1, "SODOR", "A-A--", last1, "law", FALSE);
  set_game (event, 5, 2, "SODRO", "A----", last2, "law", FALSE);

  standings = tav_event_compute_standings (event);
  for (guint i = 0; i < 10; i++)
    {
      TavStandingsRow *row = tav_standings_get_row (standings, i);
      const char *id = tav_player_get_id (tav_standings_row_get_player (row));

      g_assert_cmpfloat (value_of (standings, id, "balance"), ==, 4500);
      g_assert_cmpfloat (value_of (standings, id, "score"), ==, -100);
      g_assert_cmpuint (tav_standings_row_get_rank (row), ==, i + 1);
      if (i >= G_N_ELEMENTS (expected))
        continue;
      g_assert_cmpstr (id, ==, expected[i].id);
      g_assert_cmpfloat (value_of (standings, id, "sheriff_wins"), ==, expected[i].sw);
      g_assert_cmpfloat (value_of (standings, id, "in_play"), ==, expected[i].in_play);
      g_assert_cmpfloat (value_of (standings, id, "renegade_wins"), ==, expected[i].rw);
      g_assert_cmpfloat (value_of (standings, id, "deputy_wins"), ==, expected[i].dw);
      g_assert_cmpfloat (value_of (standings, id, "outlaw_wins"), ==, expected[i].ow);
    }
  g_assert_cmpfloat (value_of (standings, "p7", "deputy_wins"), ==, 1);
  g_assert_cmpfloat (value_of (standings, "p1", "deputy_wins"), ==, 0);
  /* p1 and p6: the lower lot comes first. */
  lot = tav_standings_find_column (standings, "lot");
  g_assert_cmpfloat (tav_standings_row_get_value (tav_standings_get_row (standings, 8), lot), <,
                     tav_standings_row_get_value (tav_standings_get_row (standings, 9), lot));
}

/* ---- Results: validation ----------------------------------------------- */

static void
expect_invalid (TavEvent   *event,
                guint       round,
                JsonObject *result,
                const char *message)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (tav_event_set_result (event, elimination (event), round, 1, result, &error));
  g_assert_nonnull (error);
  if (strstr (error->message, message) == NULL)
    g_error ("expected “%s” in “%s”", message, error->message);
  json_object_unref (result);
}

static void
test_validation (void)
{
  g_autoptr(TavEvent) event = make_event (10, 8, "only-5");
  g_autofree char *text = NULL;
  const char *t1[] = { "p1", "p2", "p3", "p4", "p5", NULL };
  const char *t2[] = { "p6", "p7", "p8", "p9", "p10", NULL };
  const int zero[] = { 100, 0, 100, 100, 100 };
  const int odd[] = { 100, 150, 100, 100, 100 };
  const int no_minimum[] = { 200, 200, 300, 200, 200 };
  const int too_much[] = { 100, 5100, 100, 100, 100 };
  const int all_in[] = { 100, 5000, 100, 100, 100 };
  const int over_debt[] = { 200, 100, 100, 100, 100 };
  const int minimum_in_debt[] = { 100, 100, 100, 100, 100 };

  tav_test_bang_seat_first (event, t1, t2);
  expect_invalid (event, 1, tav_test_bang_game ("SDOOR", "AA---", zero, "law", FALSE),
                  "seats[1].spent: 0 is out of range (100 to");
  expect_invalid (event, 1, tav_test_bang_game ("SDOOR", "AA---", odd, "law", FALSE),
                  "seats[1].spent: 150 is not a multiple of 100");
  expect_invalid (event, 1, tav_test_bang_game ("SDOOR", "AA---", no_minimum, "law", FALSE),
                  "table 1: nobody paid the minimum of 100 $ in the auction, but the last player always does");
  expect_invalid (event, 1, tav_test_bang_game ("SDOOR", "AA---", too_much, "law", FALSE),
                  "table 1, seat 2 (Player 02): 5100 $ spent in the auction, but the balance was only 5000 $");
  expect_invalid (event, 1, tav_test_bang_game ("SDOOR", "---A-", NULL, "outlaws", TRUE),
                  "table 1: “Renegade in the final duel” only applies when the Law wins");
  expect_invalid (event, 1, tav_test_bang_game ("SDOOR", "A---A", NULL, "law", FALSE),
                  "the Law wins only when every Outlaw and the Renegade are dead");
  expect_invalid (event, 1, tav_test_bang_game ("DSOOR", "-A---", NULL, "law", FALSE),
                  "seat 1 is the Sheriff");

  /* p2 spends everything and wins nothing: 0 $. He can still pay the
   * minimum for the last character, going into debt, but nothing more. */
  set_game (event, 1, 1, "SODOR", "A-A--", all_in, "law", FALSE);
  set_game (event, 1, 2, "SDOOR", "AA---", NULL, "law", FALSE);
  draw_ok (event);
  g_assert_cmpstr (seats_of (event, 2, 1), ==, "p2 p3 p4 p5 p1");
  expect_invalid (event, 2, tav_test_bang_game ("SDOOR", "-A---", over_debt, "outlaws", FALSE),
                  "table 1, seat 1 (Player 02): 200 $ spent in the auction, but the balance was only 0 $");
  set_game (event, 2, 1, "SOODR", "-A---", minimum_in_debt, "outlaws", FALSE);
  text = tav_ruleset_describe_player (tav_event_get_ruleset (event), event,
                                      tav_event_find_player (event, "p2"));
  g_assert_cmpstr (text, ==, "Player 02: -100 $ after 2 games");
}

/* ---- A whole qualifier: 22 players at 6 6 5 5, to the duels ------------ */

static void
test_qualifier_22 (void)
{
  g_autoptr(TavEvent) event = make_event (22, 2007, NULL);
  g_autoptr(TavStandings) before = NULL;
  g_autoptr(TavStandings) after = NULL;
  g_autoptr(GError) error = NULL;
  TavRuleset *ruleset = tav_event_get_ruleset (event);
  const char *seed_ids[4];
  TavStage *stage, *finals;
  TavRound *first;
  TavRandom rng;

  tav_random_init (&rng, 22);
  draw_ok (event);
  stage = elimination (event);
  first = tav_stage_get_round (stage, 1);
  g_assert_cmpuint (tav_round_get_n_tables (first), ==, 4);
  for (guint t = 0; t < 4; t++)
    g_assert_cmpuint (tav_table_get_n_seats (tav_round_get_table (first, t)), ==, t < 2 ? 6 : 5);
  g_assert_cmpuint (tav_stage_get_planned_rounds (stage), ==, 6);
  tav_test_bang_play_game (event, &rng);
  tav_test_bang_play_stage (event, &rng);
  g_assert_cmpuint (tav_round_get_n_tables (tav_stage_get_round (stage, 6)), ==, 2);

  /* The ranking is secret; each player may learn his own balance. */
  g_assert_true (tav_ruleset_is_ranking_secret (ruleset, event));
  before = tav_event_compute_standings (event);
  for (guint i = 0; i < 22; i++)
    {
      TavStandingsRow *row = tav_standings_get_row (before, i);
      const char *id = tav_player_get_id (tav_standings_row_get_player (row));
      TavTable *table = tav_round_find_player (first, id, NULL);
      gboolean five = tav_table_get_n_seats (table) == 5;
      double balance = tav_bang_2007_balance (event, id, G_MAXUINT);
      double games = five ? 5 : 6;
      g_autofree char *text = tav_ruleset_describe_player (ruleset, event,
                                                           tav_standings_row_get_player (row));
      g_autofree char *expected = g_strdup_printf ("%s: %.0f $ after %.0f games",
                                                   tav_player_get_name (tav_standings_row_get_player (row)),
                                                   balance, games);

      g_assert_cmpuint (tav_standings_row_get_rank (row), ==, i + 1);
      g_assert_cmpfloat (value_of (before, id, "games"), ==, games);
      g_assert_cmpfloat (value_of (before, id, "table"), ==, tav_table_get_number (table));
      g_assert_cmpfloat_with_epsilon (value_of (before, id, "factor"), five ? 1.15 : 1, 1e-9);
      g_assert_cmpfloat_with_epsilon (value_of (before, id, "score"),
                                      (balance - 5000) / games * (five ? 1.15 : 1), 1e-6);
      g_assert_cmpstr (tav_standings_row_get_note (row), ==,
                       five ? "score × 1.15 (table of 5)" : "");
      g_assert_cmpstr (text, ==, expected);
      if (i < 4)
        seed_ids[i] = id;
    }

  /* Four tables: the top 4 duel, 1st v 4th and 2nd v 3rd. */
  g_assert_true (tav_event_build_finals (event, &error));
  g_assert_no_error (error);
  g_assert_false (tav_ruleset_is_ranking_secret (ruleset, event));
  finals = tav_event_find_stage (event, "finals");
  {
    TavRound *semis = tav_stage_get_round (finals, 1);

    g_assert_cmpuint (tav_round_get_n_tables (semis), ==, 2);
    g_assert_cmpstr (tav_table_get_seat (tav_round_get_table (semis, 0), 0), ==, seed_ids[0]);
    g_assert_cmpstr (tav_table_get_seat (tav_round_get_table (semis, 0), 1), ==, seed_ids[3]);
    g_assert_cmpstr (tav_table_get_seat (tav_round_get_table (semis, 1), 0), ==, seed_ids[1]);
    g_assert_cmpstr (tav_table_get_seat (tav_round_get_table (semis, 1), 1), ==, seed_ids[2]);
  }
  g_assert_true (tav_event_record_match (event, 1, seed_ids[3], "long", &error));
  g_assert_true (tav_event_record_match (event, 2, seed_ids[1], "short", &error));
  /* The winners play the final (match 3), the losers for 3rd (match 4). */
  g_assert_cmpuint (tav_stage_get_n_rounds (finals), ==, 2);
  g_assert_true (tav_event_record_match (event, 3, seed_ids[1], NULL, &error));
  g_assert_false (tav_stage_is_complete (finals));
  g_assert_true (tav_event_record_match (event, 4, seed_ids[2], NULL, &error));
  g_assert_no_error (error);
  g_assert_true (tav_stage_is_complete (finals));

  after = tav_event_compute_standings (event);
  g_assert_true (tav_standings_get_final (after));
  {
    const char *ids[] = { seed_ids[1], seed_ids[3], seed_ids[2], seed_ids[0] };

    for (guint i = 0; i < 4; i++)
      {
        TavStandingsRow *row = tav_standings_get_row (after, i);

        g_assert_cmpstr (tav_player_get_id (tav_standings_row_get_player (row)), ==, ids[i]);
        g_assert_cmpuint (tav_standings_row_get_rank (row), ==, i + 1);
      }
    g_assert_true (tav_standings_row_get_player (tav_standings_get_row (after, 4)) ==
                   tav_standings_row_get_player (tav_standings_get_row (before, 4)));
    g_assert_cmpuint (tav_standings_row_get_rank (tav_standings_get_row (after, 4)), ==, 5);
  }
}

/* ---- Five tables: the top 8 and quarter-finals -------------------------- */

static void
test_top_eight (void)
{
  g_autoptr(TavEvent) event = make_event (25, 25, NULL);
  g_autoptr(TavStandings) before = NULL;
  g_autoptr(TavStandings) after = NULL;
  g_autoptr(GError) error = NULL;
  const char *seeds[8];
  TavStage *finals;
  TavRound *round;
  TavRandom rng;

  tav_random_init (&rng, 25);
  tav_test_bang_play_stage (event, &rng);
  g_assert_cmpuint (tav_round_get_n_tables (tav_stage_get_round (elimination (event), 1)), ==, 5);
  before = tav_event_compute_standings (event);
  /* Only tables of 5: no correction. */
  for (guint i = 0; i < 25; i++)
    g_assert_cmpfloat (tav_standings_row_get_value (tav_standings_get_row (before, i),
                                                    tav_standings_find_column (before, "factor")),
                       ==, 1);
  for (guint i = 0; i < 8; i++)
    seeds[i] = tav_player_get_id (tav_standings_row_get_player (tav_standings_get_row (before, i)));

  g_assert_true (tav_event_build_finals (event, &error));
  finals = tav_event_find_stage (event, "finals");
  round = tav_stage_get_round (finals, 1);
  /* Quarter-finals 1–8, 2–7, 3–6, 4–5. */
  g_assert_cmpuint (tav_round_get_n_tables (round), ==, 4);
  for (guint m = 0; m < 4; m++)
    {
      g_assert_cmpstr (tav_table_get_seat (tav_round_get_table (round, m), 0), ==, seeds[m]);
      g_assert_cmpstr (tav_table_get_seat (tav_round_get_table (round, m), 1), ==, seeds[7 - m]);
    }
  g_assert_true (tav_event_record_match (event, 1, seeds[0], NULL, &error));
  g_assert_true (tav_event_record_match (event, 2, seeds[1], NULL, &error));
  g_assert_true (tav_event_record_match (event, 3, seeds[2], NULL, &error));
  g_assert_true (tav_event_record_match (event, 4, seeds[4], NULL, &error));
  /* Semi-finals: winner QF1 v winner QF4, winner QF2 v winner QF3. */
  round = tav_stage_get_round (finals, 2);
  g_assert_cmpstr (tav_table_get_seat (tav_round_get_table (round, 0), 0), ==, seeds[0]);
  g_assert_cmpstr (tav_table_get_seat (tav_round_get_table (round, 0), 1), ==, seeds[4]);
  g_assert_cmpstr (tav_table_get_seat (tav_round_get_table (round, 1), 0), ==, seeds[1]);
  g_assert_cmpstr (tav_table_get_seat (tav_round_get_table (round, 1), 1), ==, seeds[2]);
  g_assert_true (tav_event_record_match (event, 5, seeds[0], NULL, &error));
  g_assert_true (tav_event_record_match (event, 6, seeds[1], NULL, &error));
  g_assert_no_error (error);

  /* The 1st seed leaves before the final: the 2nd wins the tournament. */
  withdraw_ok (event, seeds[0]);
  round = tav_stage_get_round (finals, 3);
  g_assert_cmpstr (tav_bracket_get_winner (tav_round_get_table (round, 0)), ==, seeds[1]);
  g_assert_true (tav_result_get_bool (tav_table_get_result (tav_round_get_table (round, 0)), "forfeit"));
  g_assert_true (tav_event_record_match (event, 8, seeds[2], NULL, &error));
  g_assert_true (tav_stage_is_complete (finals));

  after = tav_event_compute_standings (event);
  {
    const char *ids[] = { seeds[1], seeds[0], seeds[2], seeds[4] };

    for (guint i = 0; i < 4; i++)
      {
        TavStandingsRow *row = tav_standings_get_row (after, i);

        g_assert_cmpstr (tav_player_get_id (tav_standings_row_get_player (row)), ==, ids[i]);
        g_assert_cmpuint (tav_standings_row_get_rank (row), ==, i + 1);
      }
    /* The quarter-final losers share 5th place. */
    for (guint i = 4; i < 8; i++)
      g_assert_cmpuint (tav_standings_row_get_rank (tav_standings_get_row (after, i)), ==, 5);
    g_assert_cmpuint (tav_standings_row_get_rank (tav_standings_get_row (after, 8)), ==, 9);
  }
}

/* ---- Warnings: the second one ejects ----------------------------------- */

static void
test_warnings (void)
{
  g_autoptr(TavEvent) event = make_event (11, 6, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TavStandings) standings = NULL;
  gboolean ejected = FALSE;
  TavRandom rng;
  TavStage *stage;
  TavTable *table;
  guint seat = 0, size, other;

  tav_random_init (&rng, 6);
  draw_ok (event);
  stage = elimination (event);
  table = tav_round_find_player (tav_stage_get_round (stage, 1), "p4", &seat);
  size = tav_table_get_n_seats (table);
  other = 11 - size;
  g_assert_true (tav_event_warn (event, "p4", "Showed his role card", &ejected, &error));
  g_assert_false (ejected);
  tav_test_bang_play_game (event, &rng);
  draw_ok (event);
  g_assert_true (tav_event_warn (event, "p4", "Slow play", &ejected, &error));
  g_assert_true (ejected);
  g_assert_cmpint (tav_player_get_status (tav_event_find_player (event, "p4")), ==, TAV_PLAYER_EJECTED);
  tav_test_bang_play_game (event, &rng);
  tav_test_bang_play_stage (event, &rng);
  /* Ejected during game 2: his table plays on without him, until the
   * others have all been Sheriff (one game less if he had not been). */
  g_assert_null (tav_round_find_player (tav_stage_get_round (stage, 3), "p4", NULL));
  g_assert_cmpuint (tav_stage_get_n_rounds (stage), ==, MAX (other, seat < 2 ? size : size - 1));
  standings = tav_event_compute_standings (event);
  g_assert_cmpuint (tav_standings_row_get_rank (row_of (standings, "p4")), ==, 0);
  g_assert_cmpfloat (value_of (standings, "p4", "games"), ==, 2);
}


/* "ciò esclude ogni possibile rientro": no re-entry, except by a judge
 * correcting a withdrawal entered by mistake. */
static void
test_no_reentry (void)
{
  g_autoptr(TavEvent) event = make_event (12, 5, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_true (tav_event_withdraw (event, "p3", TAV_PLAYER_WITHDRAWN, NULL, &error));
  g_assert_false (tav_event_reinstate (event, "p3", &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_NO_REENTRY);
  g_assert_cmpstr (error->message, ==,
                   "Player 03 cannot return: the rules say leaving the tournament excludes any return during the same tournament");
  g_clear_error (&error);
  g_assert_false (tav_player_is_active (tav_event_find_player (event, "p3")));
  g_assert_true (tav_event_reinstate_full (event, "p3", TRUE, &error));
  g_assert_no_error (error);
  g_assert_true (tav_player_is_active (tav_event_find_player (event, "p3")));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/bang-2007/winnings", test_winnings);
  g_test_add_func ("/core/bang-2007/layouts", test_layouts);
  g_test_add_func ("/core/bang-2007/check-players", test_check_players);
  g_test_add_func ("/core/bang-2007/rotation", test_rotation);
  g_test_add_func ("/core/bang-2007/draw-needs-complete-game", test_draw_needs_complete_game);
  g_test_add_func ("/core/bang-2007/withdrawals", test_withdrawals);
  g_test_add_func ("/core/bang-2007/three-stop", test_three_stop);
  g_test_add_func ("/core/bang-2007/redraw-after-leaving", test_redraw_after_leaving);
  g_test_add_func ("/core/bang-2007/five-factor", test_five_factor);
  g_test_add_func ("/core/bang-2007/tie-breaks", test_tie_breaks);
  g_test_add_func ("/core/bang-2007/validation", test_validation);
  g_test_add_func ("/core/bang-2007/qualifier-22", test_qualifier_22);
  g_test_add_func ("/core/bang-2007/top-eight", test_top_eight);
  g_test_add_func ("/core/bang-2007/warnings", test_warnings);
  g_test_add_func ("/core/bang-2007/no-reentry", test_no_reentry);

  return g_test_run ();
}
