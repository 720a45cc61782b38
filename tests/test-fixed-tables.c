/* test-fixed-tables.c — every draw numbers its tables to fit the room:
 * players fixed to a table, players who need an accessible one; what
 * cannot be honoured is counted and told, and never fails a draw
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tav-event.h"
#include "tav-event-private.h"
#include "tav-test-bang.h"
#include "tav-test-catan.h"
#include "tav-test-destiny.h"
#include "tav-test-locale.h"

/* Players "Player 01", "Player 02", …: ids p1, p2, … */
static TavEvent *
new_event (const char *ruleset,
           guint       n_players,
           guint64     seed)
{
  TavEvent *event = tav_event_new (ruleset, "Fixed");

  tav_event_set_seed (event, seed);
  for (guint i = 1; i <= n_players; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %02u", i);

      g_assert_nonnull (tav_event_add_player (event, name, NULL));
    }
  return event;
}

/* Destiny with @rounds Swiss rounds. */
static TavEvent *
swiss_event (guint   n_players,
             guint64 seed,
             guint   rounds)
{
  TavEvent *event = new_event ("destiny", n_players, seed);
  g_autofree char *value = g_strdup_printf ("%u", rounds);

  g_assert_true (tav_event_set_param (event, "structure", "custom", NULL));
  g_assert_true (tav_event_set_param (event, "rounds", value, NULL));
  return event;
}

static void
fix (TavEvent   *event,
     const char *id,
     guint       table)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (tav_event_change_fixed_table (event, id, table, &error));
  g_assert_no_error (error);
}

static void
needs_accessible (TavEvent   *event,
                  const char *id)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (tav_event_change_needs_accessible (event, id, TRUE, &error));
  g_assert_no_error (error);
}

static void
set_accessible (TavEvent    *event,
                const guint *numbers,
                guint        n)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (tav_event_change_accessible_tables (event, numbers, n, &error));
  g_assert_no_error (error);
}

static void
draw (TavEvent *event)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
}

static guint
table_of (TavRound   *round,
          const char *id)
{
  TavTable *table = tav_round_find_player (round, id, NULL);

  g_assert_nonnull (table);
  return tav_table_get_number (table);
}

/* The tables in the order of their numbers, each number once. */
static void
assert_in_order (TavRound *round)
{
  for (guint t = 1; t < tav_round_get_n_tables (round); t++)
    g_assert_cmpuint (tav_table_get_number (tav_round_get_table (round, t - 1)), <,
                      tav_table_get_number (tav_round_get_table (round, t)));
}

static GPtrArray *
describe (TavEvent *event,
          TavStage *stage,
          TavRound *round)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);

  tav_event_describe_seat_breaches (event, stage, tav_round_get_number (round), out);
  return out;
}

/* A plan drawn for every round at once is kept to its end: the tables
 * renumbered for the room are still the plan's tables. */
static void
check_seated_rounds (TavEvent   *event,
                     const char *stage_id,
                     guint       n_rounds,
                     void      (*play) (TavEvent *, TavRandom *))
{
  static const guint accessible[] = { 4, 3 };
  TavRandom rng;

  tav_random_init (&rng, 3);
  set_accessible (event, accessible, G_N_ELEMENTS (accessible));
  fix (event, "p7", 3);
  needs_accessible (event, "p20");

  for (guint r = 1; r <= n_rounds; r++)
    {
      TavStage *stage;
      TavRound *round;
      g_autoptr(GPtrArray) told = NULL;
      guint at;

      draw (event);
      stage = tav_event_find_stage (event, stage_id);
      round = tav_stage_get_last_round (stage);
      g_assert_cmpuint (tav_round_get_number (round), ==, r);
      g_assert_cmpuint (table_of (round, "p7"), ==, 3);
      at = table_of (round, "p20");
      /* With p7 unless their tables must differ: then the other one. */
      g_assert_true (at == 3 || at == 4);
      g_assert_cmpuint (tav_event_count_seat_breaches (event, round), ==, 0);
      told = describe (event, stage, round);
      g_assert_cmpuint (told->len, ==, 0);
      g_assert_cmpuint (tav_round_get_plan_start (round), ==, 1);
      assert_in_order (round);
      play (event, &rng);
    }
}

/* 48 players at 12 tables of 4, the ruleset's three rounds. */
static void
test_catan (void)
{
  g_autoptr(TavEvent) event = tav_test_catan_event ("Fixed", 48, 11);

  g_assert_true (tav_event_set_param (event, "rounds", "3", NULL));
  check_seated_rounds (event, "ranking", 3, tav_test_catan_play_round);
}

/* 48 players at tables of 6 and 7, five rounds: one plan for all five. */
static void
test_bang_2011 (void)
{
  g_autoptr(TavEvent) event = new_event ("bang-2011", 48, 5);

  check_seated_rounds (event, "elimination", 5, tav_test_bang_play_round);
}

/* 64 players, five Swiss rounds: the pair of each of two players who need
 * an accessible table sits at one, and two such pairs at two. */
static void
test_destiny (void)
{
  static const guint accessible[] = { 1, 2 };
  g_autoptr(TavEvent) event = swiss_event (64, 8, 5);

  set_accessible (event, accessible, G_N_ELEMENTS (accessible));
  needs_accessible (event, "p10");
  needs_accessible (event, "p41");

  for (guint r = 1; r <= 5; r++)
    {
      TavStage *stage;
      TavRound *round;
      guint a, b;

      tav_test_destiny_play_round (event, FALSE);
      stage = tav_event_find_stage (event, "swiss");
      round = tav_stage_get_round (stage, r);
      a = table_of (round, "p10");
      b = table_of (round, "p41");
      g_assert_true (a == 1 || a == 2);
      g_assert_true (b == 1 || b == 2);
      /* Two pairs, two tables; one pair, one table. */
      g_assert_true ((a != b) == (tav_round_find_player (round, "p10", NULL) !=
                                  tav_round_find_player (round, "p41", NULL)));
      g_assert_cmpuint (tav_round_get_n_tables (round), ==, 32);
      assert_in_order (round);
      g_assert_cmpuint (tav_table_get_number (tav_round_get_table (round, 31)), ==, 32);
      g_assert_cmpuint (tav_event_count_seat_breaches (event, round), ==, 0);
    }
}

/* A round drawn again is numbered by the same rules: Catan, then Swiss. */
static void
test_redraw (void)
{
  static const guint accessible[] = { 2 };
  const char *rulesets[] = { "catan-bg", "destiny" };

  for (guint k = 0; k < G_N_ELEMENTS (rulesets); k++)
    {
      g_autoptr(TavEvent) event = k == 0 ? new_event (rulesets[k], 14, 6) : swiss_event (14, 6, 3);

      set_accessible (event, accessible, G_N_ELEMENTS (accessible));
      fix (event, "p5", 4);
      needs_accessible (event, "p6");
      draw (event);
      for (guint again = 0; again < 3; again++)
        {
          TavRound *round = tav_stage_get_round (tav_event_get_current_stage (event), 1);
          g_autoptr(GError) error = NULL;

          g_assert_cmpuint (table_of (round, "p5"), ==, 4);
          g_assert_true (table_of (round, "p6") == 2 ||
                         tav_round_find_player (round, "p6", NULL) == tav_round_find_player (round, "p5", NULL));
          g_assert_true (tav_event_redraw_round (event, &error));
          g_assert_no_error (error);
        }
    }
}

/* An odd field: the pair of a fixed player takes his table, the bye comes
 * after the last table, and the player with the bye (p1, with this seed)
 * is not counted as away from his table: a bye is played at no table. */
static void
test_swiss_bye (void)
{
  g_autoptr(TavEvent) event = swiss_event (9, 4, 3);
  TavRound *round;
  TavTable *last;

  fix (event, "p2", 12);
  fix (event, "p1", 3);
  draw (event);

  round = tav_stage_get_round (tav_event_find_stage (event, "swiss"), 1);
  g_assert_cmpuint (tav_round_get_n_tables (round), ==, 5);
  last = tav_round_get_table (round, 4);
  g_assert_cmpuint (tav_table_get_n_seats (last), ==, 1);
  g_assert_cmpstr (tav_table_get_seat (last, 0), ==, "p1");
  g_assert_cmpuint (tav_table_get_number (last), ==, 13);
  g_assert_cmpuint (table_of (round, "p2"), ==, 12);
  g_assert_cmpuint (tav_table_get_number (tav_round_get_table (round, 2)), ==, 3);
  g_assert_cmpuint (tav_event_count_seat_breaches (event, round), ==, 0);
  assert_in_order (round);
}

/* Clubs kept apart in round 1 by swapping players after the draw: the
 * players whose table was chosen for them stay. */
static void
test_clubs_pass (void)
{
  static const guint accessible[] = { 3 };
  g_autoptr(TavEvent) event = tav_test_catan_event ("Clubs", 12, 4);
  TavRound *round;

  for (guint i = 0; i < 9; i++)
    tav_player_set_club (tav_event_get_player (event, i), i < 6 ? "Alfa" : "Beta");
  set_accessible (event, accessible, G_N_ELEMENTS (accessible));
  fix (event, "p1", 2);
  needs_accessible (event, "p2");
  draw (event);
  round = tav_stage_get_round (tav_event_get_current_stage (event), 1);
  g_assert_cmpuint (table_of (round, "p1"), ==, 2);
  g_assert_cmpuint (table_of (round, "p2"), ==, 3);
  g_assert_cmpuint (tav_event_count_seat_breaches (event, round), ==, 0);
  g_assert_cmpuint (tav_event_count_club_meetings (event, round), <=, 4);
}

/* BANG! 2007: the first game's tables are numbered for the room, and the
 * later games keep them. */
static void
test_bang_2007 (void)
{
  g_autoptr(TavEvent) event = new_event ("bang-2007", 16, 9);
  TavStage *stage;
  TavRandom rng;

  tav_random_init (&rng, 2);
  fix (event, "p3", 2);
  draw (event);
  stage = tav_event_find_stage (event, "elimination");
  g_assert_cmpuint (table_of (tav_stage_get_round (stage, 1), "p3"), ==, 2);
  assert_in_order (tav_stage_get_round (stage, 1));
  tav_test_bang_play_game (event, &rng);
  draw (event);
  g_assert_cmpuint (table_of (tav_stage_get_round (stage, 2), "p3"), ==, 2);
}

/* BGL: the rounds' tables, then the final table, take the fixed table. */
static void
test_bgl (void)
{
  g_autoptr(TavEvent) event = new_event ("bgl", 8, 12);
  TavStage *stage;
  TavRound *round;

  g_assert_true (tav_event_set_param (event, "game", "Catan", NULL));
  g_assert_true (tav_event_set_param (event, "band", "c", NULL));
  fix (event, "p5", 6);
  for (guint r = 1; r <= 2; r++)
    {
      draw (event);
      stage = tav_event_find_stage (event, "rounds");
      round = tav_stage_get_round (stage, r);
      g_assert_cmpuint (table_of (round, "p5"), ==, 6);
      assert_in_order (round);
      g_assert_cmpuint (tav_table_get_number (tav_round_get_table (round, 0)), ==, 1);
      for (guint t = 0; t < 2; t++)
        {
          g_autoptr(JsonObject) result = json_object_new ();
          g_autoptr(JsonArray) seats = json_array_new ();
          g_autoptr(GError) error = NULL;

          for (guint s = 0; s < 4; s++)
            {
              JsonObject *seat = json_object_new ();

              json_object_set_int_member (seat, "points", 40 - 10 * s);
              json_array_add_object_element (seats, seat);
            }
          json_object_set_array_member (result, "seats", json_array_ref (seats));
          g_assert_true (tav_event_set_result (event, stage, r,
                                               tav_table_get_number (tav_round_get_table (round, t)),
                                               result, &error));
          g_assert_no_error (error);
        }
    }

  /* Whoever reaches the final: every player is fixed to table 7 now. */
  for (guint i = 1; i <= 8; i++)
    {
      g_autofree char *id = g_strdup_printf ("p%u", i);

      fix (event, id, 7);
    }
  draw (event);
  round = tav_stage_get_round (tav_event_find_stage (event, "final"), 1);
  g_assert_cmpuint (tav_table_get_number (tav_round_get_table (round, 0)), ==, 7);
}

/* Two players fixed to one table, seated apart by the draw: the draw is
 * made, one of them sits elsewhere, counted and told with the reason. */
static void
test_conflict (void)
{
  g_autoptr(TavEvent) event = tav_test_catan_event ("Conflict", 14, 21);
  TavRandom rng;
  gboolean seen = FALSE;

  tav_random_init (&rng, 1);
  fix (event, "p1", 2);
  fix (event, "p2", 2);
  for (guint r = 1; r <= 3; r++)
    {
      TavStage *stage;
      TavRound *round;
      g_autoptr(GPtrArray) told = NULL;
      guint a, b;

      draw (event);
      stage = tav_event_find_stage (event, "ranking");
      round = tav_stage_get_round (stage, r);
      a = table_of (round, "p1");
      b = table_of (round, "p2");
      told = describe (event, stage, round);
      if (a == b)
        {
          g_assert_cmpuint (a, ==, 2);
          g_assert_cmpuint (tav_event_count_seat_breaches (event, round), ==, 0);
          g_assert_cmpuint (told->len, ==, 0);
        }
      else
        {
          g_autofree char *expected = NULL;
          gboolean first_placed = a == 2;

          g_assert_true (a == 2 || b == 2);
          g_assert_cmpuint (tav_event_count_seat_breaches (event, round), ==, 1);
          g_assert_cmpuint (told->len, ==, 1);
          expected = g_strdup_printf ("Player %02u is fixed to table 2 but sits at table %u: Player %02u is fixed to table 2 too.",
                                      first_placed ? 2 : 1, first_placed ? b : a,
                                      first_placed ? 1 : 2);
          g_assert_cmpstr (told->pdata[0], ==, expected);
          seen = TRUE;
        }
      tav_test_catan_play_round (event, &rng);
    }
  g_assert_true (seen);
}

/* Swiss: two players fixed to one table and not paired together. */
static void
test_swiss_conflict (void)
{
  g_autoptr(TavEvent) event = swiss_event (8, 4, 3);
  g_autoptr(GPtrArray) told = NULL;
  g_autofree char *expected = NULL;
  TavStage *stage;
  TavRound *round;
  guint a, b;

  fix (event, "p1", 3);
  fix (event, "p2", 3);
  draw (event);
  stage = tav_event_find_stage (event, "swiss");
  round = tav_stage_get_round (stage, 1);
  a = table_of (round, "p1");
  b = table_of (round, "p2");
  g_assert_cmpuint (a, !=, b);
  g_assert_true (a == 3 || b == 3);
  g_assert_cmpuint (tav_event_count_seat_breaches (event, round), ==, 1);
  told = describe (event, stage, round);
  g_assert_cmpuint (told->len, ==, 1);
  expected = g_strdup_printf ("Player %02u is fixed to table 3 but sits at table %u: Player %02u is fixed to table 3 too.",
                              a == 3 ? 2 : 1, a == 3 ? b : a, a == 3 ? 1 : 2);
  g_assert_cmpstr (told->pdata[0], ==, expected);
}

/* A bracket keeps its match numbers, which are not the room's tables:
 * nobody is counted away from his table there (docs/seating.md). */
static void
test_bracket (void)
{
  g_autoptr(TavEvent) event = swiss_event (8, 4, 3);
  g_autoptr(GPtrArray) told = NULL;
  TavStage *playoffs;
  TavRound *round;

  g_assert_true (tav_event_set_param (event, "cut", "4", NULL));
  for (guint i = 1; i <= 8; i++)
    {
      g_autofree char *id = g_strdup_printf ("p%u", i);

      fix (event, id, 9);
    }
  for (guint r = 1; r <= 3; r++)
    tav_test_destiny_play_round (event, FALSE);
  draw (event);
  playoffs = tav_event_find_stage (event, "playoffs");
  round = tav_stage_get_round (playoffs, 1);
  g_assert_cmpuint (tav_round_get_n_tables (round), ==, 2);
  g_assert_cmpuint (tav_table_get_number (tav_round_get_table (round, 0)), ==, 1);
  g_assert_cmpuint (tav_table_get_number (tav_round_get_table (round, 1)), ==, 2);
  g_assert_cmpuint (tav_event_count_seat_breaches (event, round), ==, 0);
  told = describe (event, playoffs, round);
  g_assert_cmpuint (told->len, ==, 0);
}

/* A swap by hand moves the player who needs an accessible table: counted
 * and told, with the event's accessible tables. */
static void
test_accessible_told (void)
{
  static const guint accessible[] = { 2, 1 };
  static const struct {
    const char *language, *locale, *text;
  } in_language[] = {
    { "ru", "ru_RU.UTF-8",
      "Player 03: нужен доступный стол, но место за столом 4; доступные столы турнира: 1 и 2." },
    { "it", "it_IT.UTF-8",
      "Player 03 ha bisogno di un tavolo accessibile ma siede al tavolo 4: i tavoli accessibili dell’evento sono 1 e 2." },
    { "bg", "bg_BG.UTF-8",
      "Player 03: нужна е достъпна маса, но седи на маса 4; достъпните маси на събитието са 1 и 2." },
  };
  g_autoptr(TavEvent) event = swiss_event (8, 4, 3);
  g_autoptr(GPtrArray) told = NULL;
  g_autofree char *expected = NULL;
  const char *seats[3] = { NULL };
  TavStage *stage;
  TavRound *round;
  TavTable *first, *other;

  needs_accessible (event, "p3");
  draw (event);
  stage = tav_event_find_stage (event, "swiss");
  round = tav_stage_get_round (stage, 1);
  /* No accessible table yet: the lowest number, and told so. */
  g_assert_cmpuint (tav_event_count_seat_breaches (event, round), ==, 1);
  told = describe (event, stage, round);
  g_assert_cmpuint (told->len, ==, 1);
  expected = g_strdup_printf ("Player 03 needs an accessible table but sits at table %u: the event has no accessible table.",
                              table_of (round, "p3"));
  g_assert_cmpstr (told->pdata[0], ==, expected);

  set_accessible (event, accessible, G_N_ELEMENTS (accessible));
  g_assert_cmpuint (tav_event_count_seat_breaches (event, round), ==, 1 - (table_of (round, "p3") <= 2));
  /* p3's pair moves to table 4 by hand. */
  first = tav_round_find_player (round, "p3", NULL);
  other = tav_round_find_table (round, 4);
  if (first != other)
    {
      g_auto(GStrv) kept = g_strdupv ((char **) tav_table_get_seats (first));

      tav_table_set_seats (first, tav_table_get_seats (other));
      seats[0] = kept[0], seats[1] = kept[1];
      tav_table_set_seats (other, seats);
    }
  g_assert_cmpuint (tav_event_count_seat_breaches (event, round), ==, 1);
  g_ptr_array_set_size (told, 0);
  tav_event_describe_seat_breaches (event, stage, 1, told);
  g_assert_cmpuint (told->len, ==, 1);
  g_assert_cmpstr (told->pdata[0], ==,
                   "Player 03 needs an accessible table but sits at table 4: the event's accessible tables are 1 and 2.");

  /* In the reader's language. */
  for (guint i = 0; i < G_N_ELEMENTS (in_language); i++)
    {
      g_assert_true (tav_test_use_language (in_language[i].language, in_language[i].locale));
      g_ptr_array_set_size (told, 0);
      tav_event_describe_seat_breaches (event, stage, 1, told);
      g_assert_cmpuint (told->len, ==, 1);
      g_assert_cmpstr (told->pdata[0], ==, in_language[i].text);
    }
  tav_test_use_language ("C", "C.UTF-8");
}

int
main (int   argc,
      char *argv[])
{
  tav_test_require_translations ();
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/fixed-tables/catan", test_catan);
  g_test_add_func ("/fixed-tables/bang-2011", test_bang_2011);
  g_test_add_func ("/fixed-tables/destiny", test_destiny);
  g_test_add_func ("/fixed-tables/redraw", test_redraw);
  g_test_add_func ("/fixed-tables/swiss-bye", test_swiss_bye);
  g_test_add_func ("/fixed-tables/clubs-pass", test_clubs_pass);
  g_test_add_func ("/fixed-tables/bang-2007", test_bang_2007);
  g_test_add_func ("/fixed-tables/bgl", test_bgl);
  g_test_add_func ("/fixed-tables/conflict", test_conflict);
  g_test_add_func ("/fixed-tables/swiss-conflict", test_swiss_conflict);
  g_test_add_func ("/fixed-tables/bracket", test_bracket);
  g_test_add_func ("/fixed-tables/accessible-told", test_accessible_told);

  return g_test_run ();
}
