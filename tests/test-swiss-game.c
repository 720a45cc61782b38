/* test-swiss-game.c — the `swiss` ruleset: standings worked by hand,
 * results refused at their seat and field
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tav-event.h"
#include "tav-event-private.h"

#define EPS 1e-9

static TavEvent *
make_event (const char *first_param,
            ...)
{
  TavEvent *event = tav_event_new ("swiss", "Swiss");
  va_list ap;

  tav_event_set_seed (event, 42);
  va_start (ap, first_param);
  for (const char *key = first_param; key; key = va_arg (ap, const char *))
    {
      g_autoptr(GError) error = NULL;

      g_assert_true (tav_event_set_param (event, key, va_arg (ap, const char *), &error));
      g_assert_no_error (error);
    }
  va_end (ap);
  for (guint i = 0; i < 5; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %u", i + 1);

      g_assert_nonnull (tav_event_add_player (event, name, NULL));
    }
  return event;
}

static JsonObject *
match_result (const char *winner,
              int         games_1,
              int         games_2,
              int         drawn)
{
  JsonObject *result = json_object_new ();

  if (winner)
    json_object_set_string_member (result, "winner", winner);
  else
    json_object_set_boolean_member (result, "draw", TRUE);
  if (games_1 >= 0)
    {
      JsonArray *seats = json_array_new ();

      for (guint s = 0; s < 2; s++)
        {
          JsonObject *seat = json_object_new ();

          json_object_set_int_member (seat, "games", s == 0 ? games_1 : games_2);
          json_array_add_object_element (seats, seat);
        }
      json_object_set_array_member (result, "seats", seats);
      if (drawn)
        json_object_set_int_member (result, "drawn_games", drawn);
    }
  return result;
}

/* Five players, three rounds, a bye each round (worth a win, 2-0):
 *   R1: p1 beats p2 2-0, p3 and p4 draw 1-1, p5 has the bye
 *   R2: p1 and p5 draw 1-1 with a drawn game, p3 beats p2 2-1, p4 has the bye
 *   R3: p1 beats p3 2-1, p5 beats p4 2-0, p2 has the bye
 * The same event as tests/test-tiebreak.c's hand-worked one. */
static const struct {
  const char *a, *b, *bye, *winner;
  int games_a, games_b, drawn;
} schedule[3][2] = {
  { { "p1", "p2", "p5", "p1", 2, 0, 0 }, { "p3", "p4", NULL, NULL, 1, 1, 0 } },
  { { "p1", "p5", "p4", NULL, 1, 1, 1 }, { "p3", "p2", NULL, "p3", 2, 1, 0 } },
  { { "p1", "p3", "p2", "p1", 2, 1, 0 }, { "p5", "p4", NULL, "p5", 2, 0, 0 } },
};

static TavStage *
play_schedule (TavEvent *event,
               gboolean  games)
{
  g_autoptr(TavStage) swiss = tav_stage_new ("swiss", TAV_STAGE_TABLES);

  tav_stage_set_planned_rounds (swiss, 3);
  tav_event_add_stage (event, swiss);
  for (guint r = 0; r < 3; r++)
    {
      g_autoptr(TavRound) round = tav_round_new (r + 1);
      const char *bye[] = { schedule[r][0].bye, NULL };
      g_autoptr(TavTable) bye_table = tav_table_new (3, bye);
      g_autoptr(JsonObject) bye_result = json_object_new ();

      for (guint t = 0; t < 2; t++)
        {
          const char *seats[] = { schedule[r][t].a, schedule[r][t].b, NULL };
          g_autoptr(TavTable) table = tav_table_new (t + 1, seats);

          tav_round_add_table (round, table);
        }
      json_object_set_string_member (bye_result, "winner", bye[0]);
      json_object_set_boolean_member (bye_result, "bye", TRUE);
      if (games)
        {
          JsonArray *seats = json_array_new ();

          json_array_add_object_element (seats, json_object_new ());
          json_object_set_array_member (bye_result, "seats", seats);
        }
      tav_table_set_result (bye_table, bye_result);
      tav_round_add_table (round, bye_table);
      tav_stage_add_round (swiss, round);
      for (guint t = 0; t < 2; t++)
        {
          g_autoptr(GError) error = NULL;
          g_autoptr(JsonObject) result =
            match_result (schedule[r][t].winner, games ? schedule[r][t].games_a : -1,
                          schedule[r][t].games_b, schedule[r][t].drawn);

          g_assert_true (tav_event_set_result (event, swiss, r + 1, t + 1, result, &error));
          g_assert_no_error (error);
        }
    }
  return swiss;
}

static double
value_of (TavStandings *standings,
          const char   *id,
          const char   *column)
{
  TavStandingsRow *row = tav_standings_find_player (standings, id);
  int c = tav_standings_find_column (standings, column);

  g_assert_nonnull (row);
  g_assert_cmpint (c, >=, 0);
  return tav_standings_row_get_value (row, (guint) c);
}

static void
assert_order (TavStandings *standings,
              const char   *ids[5])
{
  for (guint i = 0; i < 5; i++)
    g_assert_cmpstr (tav_player_get_id (tav_standings_row_get_player (tav_standings_get_row (standings, i))),
                     ==, ids[i]);
}

static const char *ids[] = { "p1", "p2", "p3", "p4", "p5" };

/* Chess tie-breakers (the default): points 7 3 4 4 7; Buchholz cut 1,
 * Buchholz and Sonneborn-Berger as worked in tests/test-tiebreak.c. */
static void
test_chess_by_hand (void)
{
  g_autoptr(TavEvent) event = make_event (NULL);
  g_autoptr(TavStandings) standings = NULL;
  const double points[] = { 7, 3, 4, 4, 7 };
  const double cut1[] = { 11, 11, 11, 11, 14 };
  const double buchholz[] = { 14, 14, 14, 15, 18 };
  const double sb[] = { 10.5, 3, 5, 6, 14.5 };
  const char *order[] = { "p5", "p1", "p4", "p3", "p2" };
  const char *records[] = { "2-0-1", "1-2-0", "1-1-1", "1-1-1", "2-0-1" };

  play_schedule (event, FALSE);
  standings = tav_event_compute_standings (event);
  for (guint i = 0; i < 5; i++)
    {
      g_assert_cmpfloat_with_epsilon (value_of (standings, ids[i], "score"), points[i], EPS);
      g_assert_cmpfloat_with_epsilon (value_of (standings, ids[i], "buchholz-cut1"), cut1[i], EPS);
      g_assert_cmpfloat_with_epsilon (value_of (standings, ids[i], "buchholz"), buchholz[i], EPS);
      g_assert_cmpfloat_with_epsilon (value_of (standings, ids[i], "sonneborn-berger"), sb[i], EPS);
      g_assert_cmpstr (tav_standings_get_text (standings, value_of (standings, ids[i], "record")),
                       ==, records[i]);
    }
  /* p5 and p1 on 7 split by Buchholz cut 1 (14, 11); p4 and p3 on 4
   * equal on it (11), split by Buchholz (15, 14). */
  assert_order (standings, order);
  g_assert_true (tav_standings_get_final (standings));
  g_assert_cmpint (tav_standings_find_column (standings, "omw"), <, 0);
}

/* Card-game tie-breakers, best of three: OMW%, GW%, OGW% (MTR appendix
 * C), worked by hand in tests/test-tiebreak.c. */
static void
test_cards_by_hand (void)
{
  g_autoptr(TavEvent) event = make_event ("best_of_3", "true", "tiebreak_1", "omw",
                                          "tiebreak_2", "gw", "tiebreak_3", "ogw", NULL);
  g_autoptr(TavStandings) standings = NULL;
  const double omw[] = { 14.0 / 27, 11.0 / 18, 14.0 / 27, 11.0 / 18, 11.0 / 18 };
  const double gw[] = { 16.0 / 24, 9.0 / 21, 12.0 / 24, 9.0 / 18, 16.0 / 21 };
  const char *order[] = { "p5", "p1", "p4", "p3", "p2" };

  play_schedule (event, TRUE);
  standings = tav_event_compute_standings (event);
  for (guint i = 0; i < 5; i++)
    {
      g_assert_cmpfloat_with_epsilon (value_of (standings, ids[i], "omw"), 100 * omw[i], EPS);
      g_assert_cmpfloat_with_epsilon (value_of (standings, ids[i], "gw"), 100 * gw[i], EPS);
    }
  g_assert_cmpfloat_with_epsilon (value_of (standings, "p1", "ogw"),
                                  100 * (9.0 / 21 + 16.0 / 21 + 0.5) / 3, EPS);
  g_assert_cmpint (tav_standings_find_column (standings, "buchholz"), <, 0);
  assert_order (standings, order);
}

static void
assert_refused (TavEvent    *event,
                TavStage    *swiss,
                JsonObject  *result,
                guint        seat,
                const char  *field,
                const char  *message)
{
  g_autoptr(GError) error = NULL;
  guint error_seat = G_MAXUINT;
  const char *error_field = NULL;

  g_assert_false (tav_event_set_result (event, swiss, 1, 2, result, &error));
  g_assert_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_INVALID_RESULT);
  g_assert_cmpstr (error->message, ==, message);
  g_assert_true (tav_ruleset_error_get_field (error, &error_seat, &error_field));
  g_assert_cmpuint (error_seat, ==, seat);
  g_assert_cmpstr (error_field, ==, field);
}

/* Round 1, table 2 is p3 v p4: each broken rule is named at its seat. */
static void
test_refused_at_place (void)
{
  g_autoptr(TavEvent) event = make_event ("best_of_3", "true", NULL);
  TavStage *swiss = play_schedule (event, TRUE);
  g_autoptr(JsonObject) both = match_result ("p3", 1, 1, 0);
  g_autoptr(JsonObject) wrong = match_result ("p3", 1, 2, 0);
  g_autoptr(JsonObject) four = match_result ("p3", 2, 1, 1);
  g_autoptr(JsonObject) two_twos = match_result ("p3", 2, 2, 0);
  g_autoptr(JsonObject) none = json_object_new ();

  json_object_set_boolean_member (both, "draw", TRUE);
  assert_refused (event, swiss, both, 0, "draw",
                  "round 1: table 2: a match is either won or drawn, not both");
  assert_refused (event, swiss, wrong, 2, "games",
                  "round 1: table 2, seat 2: this player won more games (2–1), so the match is his");
  assert_refused (event, swiss, four, 0, "drawn_games",
                  "round 1: table 2: 3 games won and 1 drawn make more than the 3 of a best of three");
  assert_refused (event, swiss, two_twos, 2, "games",
                  "round 1: table 2, seat 2: both players won 2 games; a best-of-three match ends at 2");
  json_object_set_boolean_member (none, "draw", FALSE);
  json_object_set_array_member (none, "seats", json_array_new ());
  g_assert_false (tav_event_set_result (event, swiss, 1, 2, none, NULL));
}

/* Five players over three rounds, a bye worth nothing (so the player who
 * had it stays lowest): never twice the same bye, and the bye (entered by
 * the draw) does not block a redraw. */
static void
test_byes_and_redraw (void)
{
  g_autoptr(TavEvent) event = make_event ("rounds", "3", "bye", "loss", NULL);
  g_autoptr(GHashTable) had_bye = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GError) error = NULL;

  for (guint r = 1; r <= 3; r++)
    {
      TavStage *swiss;
      TavRound *round;
      TavTable *bye;

      g_assert_true (tav_event_draw_round (event, &error));
      g_assert_no_error (error);
      if (r == 2)
        {
          g_assert_true (tav_event_redraw_round (event, &error));
          g_assert_no_error (error);
        }
      swiss = tav_event_find_stage (event, "swiss");
      round = tav_stage_get_last_round (swiss);
      g_assert_cmpuint (tav_round_get_number (round), ==, r);
      bye = tav_round_get_table (round, 2);
      g_assert_cmpuint (tav_table_get_n_seats (bye), ==, 1);
      g_assert_true (tav_table_has_result (bye));
      g_assert_true (g_hash_table_add (had_bye, g_strdup (tav_table_get_seat (bye, 0))));
      for (guint t = 0; t < 2; t++)
        {
          TavTable *table = tav_round_get_table (round, t);
          g_autoptr(JsonObject) result = match_result (tav_table_get_seat (table, 0), -1, 0, 0);

          g_assert_true (tav_event_set_result (event, swiss, r, t + 1, result, &error));
          g_assert_no_error (error);
        }
    }
  g_assert_cmpuint (g_hash_table_size (had_bye), ==, 3);
  /* Swiss over, no cut: the event is finished. */
  g_assert_false (tav_event_draw_round (event, &error));
  g_assert_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/swiss-game/chess-by-hand", test_chess_by_hand);
  g_test_add_func ("/core/swiss-game/cards-by-hand", test_cards_by_hand);
  g_test_add_func ("/core/swiss-game/refused-at-place", test_refused_at_place);
  g_test_add_func ("/core/swiss-game/byes-and-redraw", test_byes_and_redraw);
  return g_test_run ();
}
