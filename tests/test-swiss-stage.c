/* test-swiss-stage.c — the shared stage of two-player Swiss rounds
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The stage is driven through its own API with points of 3/1/0 and a bye
 * worth a win, as a chess or card-game ruleset would set it; the event is
 * a Destiny one only because an event needs a ruleset. Every figure below
 * is worked out by hand from the two rounds of five_players ().
 */
#include "tav-swiss-stage.h"
#include "tav-event-private.h"

static const TavColumn columns[] = {
  { "points", "Points", TAV_COLUMN_INTEGER },
};

/* The order of the standings the cut is seeded from. */
static TavStandings *
standings_in_order (TavEvent *event,
                    gpointer  user_data)
{
  const char * const *order = user_data;
  TavStandings *standings = tav_standings_new (columns, G_N_ELEMENTS (columns));

  for (guint i = 0; order[i]; i++)
    {
      g_autoptr(TavStandingsRow) row =
        tav_standings_row_new (tav_event_find_player (event, order[i]), G_N_ELEMENTS (columns));

      tav_standings_add_row (standings, row);
    }
  return standings;
}

static const char *by_points[] = { "p5", "p1", "p4", "p3", "p2", NULL };

static void
spec_init (TavSwissStageSpec *spec)
{
  *spec = (TavSwissStageSpec) {
    .stage = "swiss",
    .stage_name = "Swiss rounds",
    .random_label = "test-swiss-stage",
    .win_points = 3,
    .draw_points = 1,
    .loss_points = 0,
    .bye_points = 3,
    .missed_points = 0,
    .planned_rounds = 3,
    .objective = TAV_SWISS_SMALLEST_GAPS,
    .cut_stage = "playoffs",
    .cut_name = "Playoffs",
    .standings = standings_in_order,
    .user_data = by_points,
  };
}

static void
add_table (TavRound   *round,
           guint       number,
           const char *a,
           const char *b,
           const char *winner)
{
  const char *seats[] = { a, b, NULL };
  g_autoptr(TavTable) table = tav_table_new (number, seats);
  g_autoptr(JsonObject) result = json_object_new ();

  if (b == NULL)
    json_object_set_boolean_member (result, "bye", TRUE);
  if (winner)
    json_object_set_string_member (result, "winner", winner);
  else
    json_object_set_boolean_member (result, "draw", TRUE);
  tav_table_set_result (table, result);
  tav_round_add_table (round, table);
}

/* Round 1: p1 beats p2, p3 and p4 draw, p5 has the bye.
 * Round 2: p1 and p3 draw, p5 beats p2, p4 has the bye. */
static TavEvent *
five_players (void)
{
  TavEvent *event = tav_event_new ("destiny", "Stage");
  g_autoptr(TavStage) swiss = tav_stage_new ("swiss", TAV_STAGE_TABLES);
  g_autoptr(TavRound) r1 = tav_round_new (1);
  g_autoptr(TavRound) r2 = tav_round_new (2);

  tav_event_set_seed (event, 7);
  for (guint i = 1; i <= 5; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %u", i);

      g_assert_nonnull (tav_event_add_player (event, name, NULL));
    }
  tav_stage_set_planned_rounds (swiss, 3);
  add_table (r1, 1, "p1", "p2", "p1");
  add_table (r1, 2, "p3", "p4", NULL);
  add_table (r1, 3, "p5", NULL, "p5");
  add_table (r2, 1, "p1", "p3", NULL);
  add_table (r2, 2, "p2", "p5", "p5");
  add_table (r2, 3, "p4", NULL, "p4");
  tav_stage_add_round (swiss, r1);
  tav_stage_add_round (swiss, r2);
  tav_event_add_stage (event, swiss);
  return event;
}

static guint
opponent (const TavSwissRecord *rec,
          guint                 i,
          guint                 k)
{
  return g_array_index (rec->opponents[i], guint, k);
}

static void
test_record (void)
{
  g_autoptr(TavEvent) event = five_players ();
  g_autoptr(TavSwissRecord) rec = NULL;
  TavSwissStageSpec spec;
  const TavSwissGame *game;
  /* p1 W D, p2 L L, p3 D D, p4 D bye, p5 bye W. */
  const guint points[] = { 4, 0, 2, 4, 6 };
  const guint wins[] = { 1, 0, 0, 1, 2 };
  const guint draws[] = { 1, 0, 2, 1, 0 };
  const guint losses[] = { 0, 2, 0, 0, 0 };
  const guint byes[] = { 0, 0, 0, 1, 1 };

  spec_init (&spec);
  rec = tav_swiss_record_compute (&spec, event, G_MAXUINT);
  g_assert_cmpuint (rec->n, ==, 5);
  g_assert_cmpuint (rec->n_rounds, ==, 2);
  for (guint i = 0; i < 5; i++)
    {
      g_assert_cmpuint (rec->points[i], ==, points[i]);
      g_assert_cmpuint (rec->wins[i], ==, wins[i]);
      g_assert_cmpuint (rec->draws[i], ==, draws[i]);
      g_assert_cmpuint (rec->losses[i], ==, losses[i]);
      g_assert_cmpuint (rec->byes[i], ==, byes[i]);
      g_assert_cmpuint (rec->played[i], ==, 2);
      g_assert_cmpuint (rec->missed[i], ==, 0);
      g_assert_cmpuint (rec->games[i]->len, ==, 2);
    }
  /* Byes are no opponents. */
  g_assert_cmpuint (rec->opponents[0]->len, ==, 2);
  g_assert_cmpuint (opponent (rec, 0, 0), ==, 1);
  g_assert_cmpuint (opponent (rec, 0, 1), ==, 2);
  g_assert_cmpuint (rec->opponents[3]->len, ==, 1);
  g_assert_cmpuint (opponent (rec, 3, 0), ==, 2);
  game = &g_array_index (rec->games[3], TavSwissGame, 1);
  g_assert_cmpuint (game->round, ==, 2);
  g_assert_cmpint (game->opponent, ==, TAV_SWISS_GAME_BYE);
  g_assert_cmpint (game->result.outcome, ==, TAV_SWISS_WIN);
  g_assert_cmpuint (game->points, ==, 3);
  game = &g_array_index (rec->games[2], TavSwissGame, 1);
  g_assert_cmpint (game->opponent, ==, 0);
  g_assert_cmpint (game->result.outcome, ==, TAV_SWISS_DRAW);
  g_assert_cmpuint (game->points, ==, 1);

  /* As the tie-breakers read it: the bye has no opponent. */
  g_assert_cmpuint (rec->tiebreak[3].n_games, ==, 2);
  g_assert_cmpuint (rec->tiebreak[3].games[0].opponent, ==, 2);
  g_assert_cmpint (rec->tiebreak[3].games[0].outcome, ==, TAV_TIEBREAK_DRAW);
  g_assert_cmpfloat (rec->tiebreak[3].games[0].points, ==, 1);
  g_assert_cmpuint (rec->tiebreak[3].games[1].opponent, ==, TAV_TIEBREAK_NO_OPPONENT);
  g_assert_cmpfloat (rec->tiebreak[3].games[1].points, ==, 3);
  g_assert_cmpfloat (rec->tiebreak[4].score, ==, 6);

  /* Win ratios 1/2, 0, 0, 1/2, 1: SoS p1 (0 + 0) / 2, p2 (½ + 1) / 2,
   * p3 (½ + ½) / 2, p4 0 / 1; eSoS p1 (¾ + ½) / 2. */
  g_assert_cmpfloat_with_epsilon (tav_swiss_record_win_ratio (rec, 0), 0.5, 1e-12);
  g_assert_cmpfloat_with_epsilon (tav_swiss_record_sos (rec, 0), 0.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (tav_swiss_record_sos (rec, 1), 0.75, 1e-12);
  g_assert_cmpfloat_with_epsilon (tav_swiss_record_sos (rec, 2), 0.5, 1e-12);
  g_assert_cmpfloat_with_epsilon (tav_swiss_record_sos (rec, 3), 0.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (tav_swiss_record_esos (rec, 0), 0.625, 1e-12);
  g_assert_cmpfloat_with_epsilon (tav_swiss_record_esos (rec, 1), 0.0, 1e-12);

  /* Before round 2 only round 1 counts. */
  g_clear_pointer (&rec, tav_swiss_record_free);
  rec = tav_swiss_record_compute (&spec, event, 2);
  g_assert_cmpuint (rec->n_rounds, ==, 1);
  g_assert_cmpuint (rec->points[4], ==, 3);
  g_assert_cmpuint (rec->points[2], ==, 1);
  g_assert_cmpuint (rec->points[1], ==, 0);
}

/* A late entry loses the rounds drawn before him: missed_points each. */
static void
test_missed (void)
{
  g_autoptr(TavEvent) event = five_players ();
  g_autoptr(TavSwissRecord) rec = NULL;
  g_autofree char *note = NULL;
  TavSwissStageSpec spec;
  int late;

  spec_init (&spec);
  spec.missed_points = 1;
  g_assert_nonnull (tav_event_add_player (event, "Player 6", NULL));
  rec = tav_swiss_record_compute (&spec, event, G_MAXUINT);
  late = tav_swiss_record_find (rec, event, "p6");
  g_assert_cmpint (late, ==, 5);
  g_assert_cmpint (tav_swiss_record_find (rec, event, "nobody"), ==, -1);
  g_assert_cmpuint (rec->missed[late], ==, 2);
  g_assert_cmpuint (rec->losses[late], ==, 2);
  g_assert_cmpuint (rec->played[late], ==, 2);
  g_assert_cmpuint (rec->points[late], ==, 2);
  g_assert_true (rec->late[late]);
  g_assert_cmpint (g_array_index (rec->games[late], TavSwissGame, 0).opponent, ==,
                   TAV_SWISS_GAME_MISSED);
  note = tav_swiss_record_note (rec, event, late);
  g_assert_cmpstr (note, ==, "late entry: 2 missed rounds lost");
  g_assert_null (tav_swiss_record_note (rec, event, 0));

  /* Charged for good when he comes back. */
  tav_swiss_stage_charge_missed (&spec, event, tav_event_find_player (event, "p6"));
  {
    guint n;
    const guint *missed = tav_player_get_missed_rounds (tav_event_find_player (event, "p6"), &n);

    g_assert_cmpuint (n, ==, 2);
    g_assert_cmpuint (missed[0], ==, 1);
    g_assert_cmpuint (missed[1], ==, 2);
  }
}

static gboolean
seats_are (TavTable   *table,
           const char *a,
           const char *b)
{
  const char *s0 = tav_table_get_seat (table, 0);
  const char *s1 = tav_table_get_seat (table, 1);

  return (g_str_equal (s0, a) && g_str_equal (s1, b)) ||
         (g_str_equal (s0, b) && g_str_equal (s1, a));
}

/* Round 3: of those without a bye (p1 4, p2 0, p3 2) p2 is lowest; the
 * only pairing of the other four without a rematch is p1–p4, p3–p5. */
static void
test_bye_choice (void)
{
  g_autoptr(TavEvent) event = five_players ();
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) reasons = NULL;
  TavSwissStageSpec spec;
  TavRound *round;
  TavTable *bye;
  gboolean over = TRUE;

  spec_init (&spec);
  g_assert_true (tav_swiss_stage_draw_round (&spec, event, FALSE, &over, &error));
  g_assert_no_error (error);
  g_assert_false (over);
  round = tav_stage_get_last_round (tav_event_find_stage (event, "swiss"));
  g_assert_cmpuint (tav_round_get_number (round), ==, 3);
  g_assert_cmpuint (tav_round_get_n_tables (round), ==, 3);
  bye = tav_round_get_table (round, 2);
  g_assert_cmpuint (tav_table_get_n_seats (bye), ==, 1);
  g_assert_cmpstr (tav_table_get_seat (bye, 0), ==, "p2");
  g_assert_cmpstr (tav_result_get_string (tav_table_get_result (bye), "winner"), ==, "p2");
  g_assert_true (tav_result_get_bool (tav_table_get_result (bye), "bye"));
  g_assert_true (seats_are (tav_round_get_table (round, 0), "p1", "p4") ||
                 seats_are (tav_round_get_table (round, 1), "p1", "p4"));
  g_assert_true (seats_are (tav_round_get_table (round, 0), "p3", "p5") ||
                 seats_are (tav_round_get_table (round, 1), "p3", "p5"));

  reasons = tav_swiss_stage_explain_round (&spec, event, 3, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_strv_length (reasons), ==, 3);
  g_assert_cmpstr (reasons[2], ==, "bye: lowest score without a bye");
  for (guint t = 0; t < 2; t++)
    g_assert_cmpstr (reasons[t], ==,
                     seats_are (tav_round_get_table (round, t), "p1", "p4") ?
                     "same score group (4 points)" : "pair-down from 6 to 2 points");
  {
    g_autoptr(GHashTable) points = tav_swiss_stage_points_before (&spec, event, 3);

    g_assert_cmpuint (GPOINTER_TO_UINT (g_hash_table_lookup (points, "p5")), ==, 6);
    g_assert_cmpuint (GPOINTER_TO_UINT (g_hash_table_lookup (points, "p2")), ==, 0);
  }

  /* Round 3 unplayed: no fourth round. */
  g_assert_false (tav_swiss_stage_draw_round (&spec, event, FALSE, &over, &error));
  g_assert_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE);
}

/* The three planned rounds played: nothing more is drawn, and the top 2
 * of the standings still in the event go to the bracket. */
static void
test_cut (void)
{
  g_autoptr(TavEvent) event = five_players ();
  g_autoptr(GError) error = NULL;
  TavSwissStageSpec spec;
  TavStage *swiss, *playoffs;
  TavRound *round;
  gboolean over = FALSE;

  spec_init (&spec);
  g_assert_false (tav_swiss_stage_build_cut (&spec, event, &error));
  g_assert_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE);
  g_assert_cmpstr (error->message, ==, "The Swiss rounds are not over: 2 of 3 played");
  g_clear_error (&error);

  g_assert_true (tav_swiss_stage_draw_round (&spec, event, FALSE, &over, &error));
  g_assert_no_error (error);
  swiss = tav_event_find_stage (event, "swiss");
  round = tav_stage_get_last_round (swiss);
  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    {
      TavTable *table = tav_round_get_table (round, t);
      g_autoptr(JsonObject) result = json_object_new ();

      if (tav_table_has_result (table))
        continue;
      json_object_set_boolean_member (result, "draw", TRUE);
      tav_table_set_result (table, result);
    }
  g_assert_true (tav_swiss_stage_draw_round (&spec, event, FALSE, &over, &error));
  g_assert_no_error (error);
  g_assert_true (over);
  g_assert_cmpuint (tav_stage_get_n_rounds (swiss), ==, 3);

  g_assert_false (tav_swiss_stage_build_cut (&spec, event, &error));
  g_assert_cmpstr (error->message, ==, "This event has no cut: it ends with the Swiss rounds");
  g_clear_error (&error);

  /* p5 leads but has left: p1 and p4 make the top 2. */
  spec.cut = 2;
  g_assert_true (tav_event_withdraw (event, "p5", TAV_PLAYER_WITHDRAWN, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (tav_swiss_stage_build_cut (&spec, event, &error));
  g_assert_no_error (error);
  playoffs = tav_event_find_stage (event, "playoffs");
  g_assert_nonnull (playoffs);
  g_assert_cmpint (tav_stage_get_kind (playoffs), ==, TAV_STAGE_BRACKET);
  round = tav_stage_get_round (playoffs, 1);
  g_assert_cmpuint (tav_round_get_n_tables (round), ==, 1);
  g_assert_true (seats_are (tav_round_get_table (round, 0), "p1", "p4"));

  g_assert_false (tav_swiss_stage_build_cut (&spec, event, &error));
  g_assert_cmpstr (error->message, ==, "The playoffs are already built");
}

/* The ids of a ruleset's "cut" choices, space-separated. */
static char *
cut_choice_ids (TavRuleset *ruleset)
{
  guint n_params = 0;
  const TavFieldSpec *params = tav_ruleset_get_params (ruleset, &n_params);
  const TavFieldSpec *cut = tav_field_find (params, n_params, "cut");
  g_autoptr(GString) ids = g_string_new (NULL);

  g_assert_nonnull (cut);
  g_assert_cmpint (cut->kind, ==, TAV_FIELD_CHOICE);
  for (guint i = 0; cut->choices[i].id; i++)
    g_string_append_printf (ids, "%s%s", i ? " " : "", cut->choices[i].id);
  return g_string_free (g_steal_pointer (&ids), FALSE);
}

/* Both two-player rulesets offer the stage's cuts (Destiny with its own
 * around them) and give a match of the cut the stage's fields: one table
 * of fields, a winner, the game score of a best of three (2–0 unless
 * entered) and a forfeit. */
static void
test_shared_specs (void)
{
  static const char *rulesets[] = { "destiny", "swiss" };
  static const char *cuts[] = { "auto none 2 4 8 16 32 64", "none 2 4 8 16 32" };
  g_autoptr(TavStage) bracket = tav_stage_new ("top-cut", TAV_STAGE_BRACKET);
  guint n_shared = 0;
  const TavFieldSpec *shared = tav_swiss_stage_match_fields (&n_shared);

  g_assert_cmpuint (n_shared, ==, 3);
  g_assert_cmpstr (shared[0].id, ==, "winner");
  g_assert_cmpint (shared[0].kind, ==, TAV_FIELD_PLAYER);
  g_assert_cmpstr (shared[1].id, ==, "score");
  g_assert_cmpint (shared[1].kind, ==, TAV_FIELD_CHOICE);
  g_assert_cmpstr (shared[1].default_value, ==, "2-0");
  g_assert_cmpstr (shared[1].choices[0].id, ==, "2-0");
  g_assert_cmpstr (shared[1].choices[1].id, ==, "2-1");
  g_assert_cmpstr (shared[1].choices[2].id, ==, "1-0");
  g_assert_null (shared[1].choices[3].id);
  g_assert_cmpstr (shared[2].id, ==, "forfeit");
  g_assert_cmpint (shared[2].kind, ==, TAV_FIELD_BOOLEAN);

  for (guint r = 0; r < G_N_ELEMENTS (rulesets); r++)
    {
      g_autoptr(TavEvent) event = tav_event_new (rulesets[r], "Shared");
      TavRuleset *ruleset = tav_event_get_ruleset (event);
      g_autofree char *ids = cut_choice_ids (ruleset);
      guint n_fields = 0;

      g_assert_cmpstr (ids, ==, cuts[r]);
      g_assert_true (tav_ruleset_get_result_fields (ruleset, event, bracket, &n_fields) == shared);
      g_assert_cmpuint (n_fields, ==, n_shared);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/swiss-stage/record", test_record);
  g_test_add_func ("/swiss-stage/missed", test_missed);
  g_test_add_func ("/swiss-stage/bye-choice", test_bye_choice);
  g_test_add_func ("/swiss-stage/cut", test_cut);
  g_test_add_func ("/swiss-stage/shared-specs", test_shared_specs);

  return g_test_run ();
}
