/* test-bgl.c — the Boardgame League ruleset: every worked example of the
 * source, a 26-player event against a computation written out here, 2-player
 * rematches, teams and the league formula
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <locale.h>
#include <math.h>
#include <string.h>

#include "tav-event-private.h"
#include "tav-event.h"
#include "tav-player-list.h"
#include "tav-season.h"
#include "rulesets/tav-bgl.h"
#include "rulesets/tav-bgl-score.h"

#define U TAV_BGL_UNIT

/* ---- Helpers --------------------------------------------------------------- */

static TavEvent *
make_event (guint        n_players,
            guint64      seed,
            const char  *first_param,
            ...)
{
  TavEvent *event = tav_event_new ("bgl", "Test");
  const char *key;
  va_list args;

  tav_event_set_seed (event, seed);
  va_start (args, first_param);
  for (key = first_param; key; key = va_arg (args, const char *))
    {
      const char *value = va_arg (args, const char *);
      g_autoptr(GError) error = NULL;

      g_assert_true (tav_event_set_param (event, key, value, &error));
      g_assert_no_error (error);
    }
  va_end (args);
  for (guint i = 1; i <= n_players; i++)
    {
      g_autofree char *name = g_strdup_printf ("P%u", i);

      g_assert_nonnull (tav_event_add_player (event, name, NULL));
    }
  return event;
}

static void
draw (TavEvent *event)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
}

static TavStage *
rounds_stage (TavEvent *event)
{
  return tav_event_find_stage (event, "rounds");
}

static TavRound *
round_of (TavEvent *event,
          guint     number)
{
  return tav_stage_get_round (rounds_stage (event), number);
}

static JsonObject *
points_result (guint         n,
               const gint64 *points)
{
  JsonObject *result = json_object_new ();
  JsonArray *seats = json_array_new ();

  for (guint s = 0; s < n; s++)
    {
      JsonObject *seat = json_object_new ();

      json_object_set_int_member (seat, "points", points[s]);
      json_array_add_object_element (seats, seat);
    }
  json_object_set_array_member (result, "seats", seats);
  return result;
}

static void
enter (TavEvent     *event,
       TavStage     *stage,
       guint         round,
       guint         table,
       guint         n,
       const gint64 *points)
{
  g_autoptr(JsonObject) result = points_result (n, points);
  g_autoptr(GError) error = NULL;

  g_assert_true (tav_event_set_result (event, stage, round, table, result, &error));
  g_assert_no_error (error);
}

static void
seat (TavEvent   *event,
      guint       round,
      guint       table,
      const char *first,
      ...)
{
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();
  const char *name;
  va_list args;

  va_start (args, first);
  for (name = first; name; name = va_arg (args, const char *))
    g_ptr_array_add (ids, (gpointer) tav_player_get_id (tav_event_lookup_player (event, name, NULL)));
  va_end (args);
  g_ptr_array_add (ids, NULL);
  tav_table_set_seats (tav_round_get_table (round_of (event, round), table - 1),
                       (const char * const *) ids->pdata);
}

static TavBglScore
score_of (TavEvent   *event,
          const char *name)
{
  TavBglScore score;
  TavPlayer *player = tav_event_lookup_player (event, name, NULL);

  g_assert_nonnull (player);
  g_assert_true (tav_bgl_player_score (event, tav_player_get_id (player), G_MAXUINT, &score));
  return score;
}

static void
assert_2dp (double value,
            double expected)
{
  g_assert_cmpfloat_with_epsilon (value, expected, 0.005);
}

/* ---- Tables of the rules --------------------------------------------------- */

static void
test_place_points (void)
{
  static const guint expected[7][6] = {
    [2] = { 100, 10 },
    [3] = { 100, 55, 15 },
    [4] = { 100, 55, 35, 15 },
    [5] = { 100, 70, 50, 30, 10 },
    [6] = { 100, 70, 55, 40, 25, 10 },
  };

  for (guint size = 2; size <= 6; size++)
    for (guint place = 1; place <= size; place++)
      g_assert_cmpuint (tav_bgl_place_points (size, place), ==, expected[size][place - 1]);
  g_assert_cmpuint (tav_bgl_place_points (4, 5), ==, 0);
  g_assert_cmpuint (tav_bgl_place_points (7, 1), ==, 0);
  g_assert_cmpuint (tav_bgl_place_points (1, 1), ==, 0);
}

static void
test_min_rounds (void)
{
  static const guint cases[][3] = {
    { 2, 8, 3 }, { 2, 9, 4 }, { 2, 16, 4 }, { 2, 32, 5 }, { 2, 64, 6 }, { 2, 65, 7 },
    { 3, 9, 2 }, { 3, 10, 3 }, { 3, 18, 3 }, { 3, 36, 4 }, { 3, 72, 5 }, { 3, 73, 6 },
    { 4, 16, 2 }, { 4, 17, 3 }, { 4, 26, 3 }, { 4, 32, 3 }, { 4, 64, 4 }, { 4, 65, 5 },
    { 5, 25, 2 }, { 5, 50, 3 }, { 5, 100, 4 }, { 5, 101, 5 },
    { 6, 36, 2 }, { 6, 72, 3 }, { 6, 144, 4 }, { 6, 145, 5 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    g_assert_cmpuint (tav_bgl_min_rounds (cases[i][0], cases[i][1]), ==, cases[i][2]);
}

static char *
sizes_text (guint n,
            guint k)
{
  g_autoptr(GArray) sizes = NULL;
  g_autoptr(GString) text = g_string_new (NULL);

  if (!tav_bgl_table_sizes (n, k, &sizes))
    return g_strdup ("none");
  for (guint i = 0; i < sizes->len; i++)
    g_string_append_printf (text, "%s%u", i ? " " : "", g_array_index (sizes, guint, i));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
test_table_sizes (void)
{
  static const struct { guint n, k; const char *sizes; } cases[] = {
    { 26, 4, "4 4 4 4 4 3 3" },   /* the source's example */
    { 32, 4, "4 4 4 4 4 4 4 4" },
    { 5, 4, "none" },
    { 9, 4, "3 3 3" },
    { 10, 6, "5 5" },
    { 8, 2, "2 2 2 2" },
    { 7, 2, "none" },
    { 3, 4, "none" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = sizes_text (cases[i].n, cases[i].k);

      g_assert_cmpstr (text, ==, cases[i].sizes);
    }
}

/* ---- One game ---------------------------------------------------------------- */

static void
score (guint          k,
       guint          n,
       const gint64  *game,
       TavBglOutcome *out,
       TavBglTable   *info)
{
  TavBglSeat seats[6];

  memset (seats, 0, sizeof seats);
  for (guint s = 0; s < n; s++)
    {
      seats[s].game = game[s];
      seats[s].side = -1;
    }
  tav_bgl_score_table (k, n, seats, out, info);
}

static void
test_examples (void)
{
  TavBglOutcome out[6];
  TavBglTable info;

  /* 3.7.2 and 3.7.6: Andrea 52, Bruno 50, Carlo 47, Davide 45. */
  score (4, 4, (gint64[]) { 52, 50, 47, 45 }, out, &info);
  g_assert_cmpuint (out[0].points, ==, 100 * U);
  g_assert_cmpuint (out[1].points, ==, 55 * U);
  g_assert_cmpuint (out[2].points, ==, 35 * U);
  g_assert_cmpuint (out[3].points, ==, 15 * U);
  assert_2dp (out[0].pbg, 26.80);
  assert_2dp (out[1].pbg, 25.77);
  assert_2dp (out[2].pbg, 24.23);
  assert_2dp (out[3].pbg, 23.20);
  g_assert_false (info.has_virtual);

  /* 3.8: 52, 52, 47, 45 — both first get 77.5. */
  score (4, 4, (gint64[]) { 52, 52, 47, 45 }, out, &info);
  g_assert_cmpuint (out[0].points, ==, 155 * U / 2);
  g_assert_cmpuint (out[1].points, ==, 155 * U / 2);
  g_assert_cmpuint (out[2].points, ==, 35 * U);
  g_assert_cmpuint (out[3].points, ==, 15 * U);
  g_assert_cmpuint (out[1].position, ==, 1);

  /* 3.8: 52, 47, 47, 45 — 2nd and 3rd share 45. */
  score (4, 4, (gint64[]) { 52, 47, 47, 45 }, out, &info);
  g_assert_cmpuint (out[0].points, ==, 100 * U);
  g_assert_cmpuint (out[1].points, ==, 45 * U);
  g_assert_cmpuint (out[2].points, ==, 45 * U);
  g_assert_cmpuint (out[3].points, ==, 15 * U);

  /* Three tied at a table of 4: (100 + 55 + 35) / 3 = 63.33…, exactly. */
  score (4, 4, (gint64[]) { 9, 9, 9, 1 }, out, &info);
  g_assert_cmpuint (out[0].points, ==, 190 * U / 3);

  /* 3.10: Andrea 35, Bruno 27, Carlo 25 at a table of 4: a virtual
   * player with 26 takes 3rd place; his 35 points go to nobody. */
  score (4, 3, (gint64[]) { 35, 27, 25 }, out, &info);
  g_assert_true (info.has_virtual);
  g_assert_cmpint (info.virtual_points, ==, 26);
  g_assert_cmpuint (info.virtual_position, ==, 3);
  g_assert_cmpuint (out[0].points, ==, 100 * U);
  g_assert_cmpuint (out[1].points, ==, 55 * U);
  g_assert_cmpuint (out[2].points, ==, 15 * U);
  assert_2dp (out[0].pbg, 30.97);
  assert_2dp (out[1].pbg, 23.89);
  assert_2dp (out[2].pbg, 22.12);

  /* 30, 30, 20: the virtual player has floor (0.9 × 80 / 3) = 24 and takes
   * 3rd place between them. At 10, 10, 10 he has 9 and is last: the three
   * share places 1–3. */
  score (4, 3, (gint64[]) { 30, 30, 20 }, out, &info);
  g_assert_cmpint (info.virtual_points, ==, 24);
  g_assert_cmpuint (out[0].points, ==, 155 * U / 2);
  g_assert_cmpuint (out[2].points, ==, 15 * U);
  score (4, 3, (gint64[]) { 10, 10, 10 }, out, &info);
  g_assert_cmpint (info.virtual_points, ==, 9);
  g_assert_cmpuint (out[0].points, ==, 190 * U / 3);

  /* 3.9: 9, −2, −7 count as 17, 6, 1 (here at a full table of 3). */
  score (3, 3, (gint64[]) { 9, -2, -7 }, out, &info);
  g_assert_cmpint (info.shift, ==, 8);
  g_assert_cmpuint (out[0].points, ==, 100 * U);
  g_assert_cmpuint (out[1].points, ==, 55 * U);
  g_assert_cmpuint (out[2].points, ==, 15 * U);
  assert_2dp (out[0].pbg, 100.0 * 17 / 24);
  assert_2dp (out[1].pbg, 100.0 * 6 / 24);
  assert_2dp (out[2].pbg, 100.0 * 1 / 24);

  /* 3.8.1: a draw at a 2-player table is 40 each, a win 100 and 10. */
  score (2, 2, (gint64[]) { 10, 10 }, out, &info);
  g_assert_cmpuint (out[0].points, ==, 40 * U);
  g_assert_cmpuint (out[1].points, ==, 40 * U);
  score (2, 2, (gint64[]) { 3, 10 }, out, &info);
  g_assert_cmpuint (out[0].points, ==, 10 * U);
  g_assert_cmpuint (out[1].points, ==, 100 * U);

  /* Nobody scored: everybody tied, PBG 0. */
  score (4, 4, (gint64[]) { 0, 0, 0, 0 }, out, &info);
  g_assert_cmpuint (out[0].points, ==, 205 * U / 4);
  g_assert_cmpfloat (out[0].pbg, ==, 0);
}

static void
test_places_penalties (void)
{
  TavBglOutcome out[6];
  TavBglTable info;
  TavBglSeat seats[4];

  /* The game's own tie-break: 50, 50 placed 2nd and 1st. */
  memset (seats, 0, sizeof seats);
  seats[0] = (TavBglSeat) { 50, 2, FALSE, 0, -1 };
  seats[1] = (TavBglSeat) { 50, 1, FALSE, 0, -1 };
  seats[2] = (TavBglSeat) { 40, 3, FALSE, 0, -1 };
  seats[3] = (TavBglSeat) { 30, 4, FALSE, 0, -1 };
  tav_bgl_score_table (4, 4, seats, out, &info);
  g_assert_cmpuint (out[0].points, ==, 55 * U);
  g_assert_cmpuint (out[1].points, ==, 100 * U);

  /* "Last in the game": the winner on points is moved last. */
  seats[0] = (TavBglSeat) { 52, 0, TRUE, 0, -1 };
  seats[1] = (TavBglSeat) { 50, 0, FALSE, 0, -1 };
  seats[2] = (TavBglSeat) { 47, 0, FALSE, 0, -1 };
  seats[3] = (TavBglSeat) { 45, 0, FALSE, 0, -1 };
  tav_bgl_score_table (4, 4, seats, out, &info);
  g_assert_cmpuint (out[0].points, ==, 15 * U);
  g_assert_cmpuint (out[1].points, ==, 100 * U);
  g_assert_cmpuint (out[2].points, ==, 55 * U);
  g_assert_cmpuint (out[3].points, ==, 35 * U);
  assert_2dp (out[0].pbg, 26.80);

  /* 3.12: the first to leave is last, the second the one before. */
  seats[0] = (TavBglSeat) { 30, 0, FALSE, 1, -1 };
  seats[1] = (TavBglSeat) { 20, 0, FALSE, 2, -1 };
  seats[2] = (TavBglSeat) { 50, 0, FALSE, 0, -1 };
  seats[3] = (TavBglSeat) { 40, 0, FALSE, 0, -1 };
  tav_bgl_score_table (4, 4, seats, out, &info);
  g_assert_cmpuint (out[0].points, ==, 15 * U);
  g_assert_cmpuint (out[1].points, ==, 35 * U);
  g_assert_cmpuint (out[2].points, ==, 100 * U);
  g_assert_cmpuint (out[3].points, ==, 55 * U);
}

static void
test_winners_losers (void)
{
  TavBglOutcome out[6];
  TavBglTable info;
  TavBglSeat seats[6];

  /* 3.7.4: at a 4-table the winners get 77.5 each, the losers 25. */
  memset (seats, 0, sizeof seats);
  seats[0] = (TavBglSeat) { 30, 0, FALSE, 0, 0 };
  seats[1] = (TavBglSeat) { 20, 0, FALSE, 0, 0 };
  seats[2] = (TavBglSeat) { 10, 0, FALSE, 0, 1 };
  seats[3] = (TavBglSeat) { 15, 0, FALSE, 0, 1 };
  tav_bgl_score_table (4, 4, seats, out, &info);
  g_assert_cmpint (info.winner_side, ==, 0);
  g_assert_cmpuint (out[0].points, ==, 155 * U / 2);
  g_assert_cmpuint (out[1].points, ==, 155 * U / 2);
  g_assert_cmpuint (out[2].points, ==, 25 * U);
  g_assert_cmpuint (out[3].points, ==, 25 * U);

  /* A draw: everybody the average of all places, 51.25. */
  seats[3].game = 40;
  tav_bgl_score_table (4, 4, seats, out, &info);
  g_assert_cmpint (info.winner_side, ==, -1);
  for (guint s = 0; s < 4; s++)
    g_assert_cmpuint (out[s].points, ==, 205 * U / 4);

  /* At a 6-table: 75 and 25. */
  for (guint s = 0; s < 6; s++)
    seats[s] = (TavBglSeat) { s < 3 ? 1 : 9, 0, FALSE, 0, s < 3 ? 0 : 1 };
  tav_bgl_score_table (6, 6, seats, out, &info);
  g_assert_cmpint (info.winner_side, ==, 1);
  g_assert_cmpuint (out[0].points, ==, 25 * U);
  g_assert_cmpuint (out[5].points, ==, 75 * U);
}

static void
test_league_formula (void)
{
  /* 3.13: band A, PM = 155 / 3, PF = 100. */
  g_assert_cmpfloat (round (tav_bgl_league_points (155.0 / 3, 100, 20, 10, 0.5, 10, 2.5)), ==, 2198);
  g_assert_cmpfloat (round (tav_bgl_league_points (155.0 / 3, 100, 10, 10, 0.5, 10, 2.5)), ==, 1607);
  g_assert_cmpfloat (round (tav_bgl_league_points (155.0 / 3, 100, 40, 10, 0.5, 10, 2.5)), ==, 2495);
  /* Without the multiplier: 87.91 × 10 at N = 20. */
  assert_2dp (tav_bgl_league_points (155.0 / 3, 100, 20, 1, 0.5, 10, 1), 87.91);
  assert_2dp (tav_bgl_league_weight (10, 10), 1 - exp (-1));

  /* 3.18: last year's points → starting bonus. */
  g_assert_cmpuint (tav_bgl_last_year_bonus (0), ==, 0);
  g_assert_cmpuint (tav_bgl_last_year_bonus (100), ==, 0);
  g_assert_cmpuint (tav_bgl_last_year_bonus (101), ==, 25);
  g_assert_cmpuint (tav_bgl_last_year_bonus (250), ==, 25);
  g_assert_cmpuint (tav_bgl_last_year_bonus (251), ==, 50);
  g_assert_cmpuint (tav_bgl_last_year_bonus (500), ==, 50);
  g_assert_cmpuint (tav_bgl_last_year_bonus (501), ==, 100);
  g_assert_cmpuint (tav_bgl_last_year_bonus (1000), ==, 100);
  g_assert_cmpuint (tav_bgl_last_year_bonus (1001), ==, 150);
}

/* ---- The PBA example of 3.7.5 ------------------------------------------------- */

static void
test_pba_example (void)
{
  g_autoptr(TavEvent) event = tav_event_new ("bgl", "PBA");
  static const char * const names[] = { "Luca", "Miro", "Danilo", "Sirio", "Elisa", "Anna", "Bea", "Ciro" };
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    g_assert_nonnull (tav_event_add_player (event, names[i], NULL));

  /* Round 1: Luca 100, Miro 55, Danilo 35, Sirio 15; Elisa 55 elsewhere. */
  draw (event);
  seat (event, 1, 1, "Luca", "Miro", "Danilo", "Sirio", NULL);
  seat (event, 1, 2, "Anna", "Elisa", "Bea", "Ciro", NULL);
  enter (event, rounds_stage (event), 1, 1, 4, (gint64[]) { 52, 50, 47, 45 });
  enter (event, rounds_stage (event), 1, 2, 4, (gint64[]) { 60, 50, 40, 30 });
  g_assert_cmpuint (score_of (event, "Luca").pba, ==, 105 * U);
  g_assert_cmpuint (score_of (event, "Miro").pba, ==, 150 * U);
  g_assert_cmpuint (score_of (event, "Danilo").pba, ==, 170 * U);
  g_assert_cmpuint (score_of (event, "Sirio").pba, ==, 190 * U);

  /* Round 2: Luca, Elisa and Sirio at a table of 3 with the virtual
   * player; Miro wins elsewhere, Danilo is second there. */
  g_assert_true (tav_event_withdraw (event, tav_player_get_id (tav_event_lookup_player (event, "Ciro", NULL)),
                                     TAV_PLAYER_WITHDRAWN, NULL, &error));
  g_assert_no_error (error);
  /* 3.12: he is not seated again; only a judge's override brings back a
   * player withdrawn by mistake. */
  g_assert_false (tav_event_reinstate (event, tav_player_get_id (tav_event_lookup_player (event, "Ciro", NULL)),
                                       &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_NO_REENTRY);
  g_assert_cmpstr (error->message, ==,
                   "Ciro cannot return: the rules (3.12) say a player who withdraws “is excluded from the "
                   "pairings of the following rounds”");
  g_clear_error (&error);
  draw (event);
  g_assert_cmpuint (tav_round_get_n_tables (round_of (event, 2)), ==, 2);
  seat (event, 2, 1, "Miro", "Danilo", "Anna", "Bea", NULL);
  seat (event, 2, 2, "Luca", "Elisa", "Sirio", NULL);
  enter (event, rounds_stage (event), 2, 1, 4, (gint64[]) { 40, 30, 20, 10 });
  enter (event, rounds_stage (event), 2, 2, 3, (gint64[]) { 30, 20, 10 });

  g_assert_cmpuint (score_of (event, "Luca").points, ==, 200 * U);
  g_assert_cmpuint (score_of (event, "Miro").points, ==, 155 * U);
  g_assert_cmpuint (score_of (event, "Elisa").points, ==, 110 * U);
  g_assert_cmpuint (score_of (event, "Danilo").points, ==, 90 * U);
  g_assert_cmpuint (score_of (event, "Sirio").points, ==, 30 * U);
  /* Miro 155 + Danilo 90 + Sirio 30 + Sirio 30 + Elisa 110. */
  g_assert_cmpuint (score_of (event, "Luca").pba, ==, 415 * U);
  /* Luca's PBG: 26.80 + 100 × 30 / (60 + floor (0.9 × 60 / 3) = 18). */
  assert_2dp (score_of (event, "Luca").pbg, 100.0 * 52 / 194 + 100.0 * 30 / 78);

  g_assert_true (tav_event_reinstate_full (event, tav_player_get_id (tav_event_lookup_player (event, "Ciro", NULL)),
                                           TRUE, &error));
  g_assert_no_error (error);
  g_assert_cmpint (tav_player_get_status (tav_event_lookup_player (event, "Ciro", NULL)), ==, TAV_PLAYER_ACTIVE);
}

/* ---- A 26-player event ---------------------------------------------------------- */

/* Game points that never tie at a table: the seat and the player decide. */
static gint64
game_points (guint player,
             guint round,
             guint seat_number)
{
  return 10 + ((player * 7 + round * 5) % 13) * 4 + seat_number;
}

typedef struct
{
  double points, pbg, pba;
} Expect;

/* The standings written out here, independently of the ruleset: places
 * by game points (never tied), the points table of a 4-table, and a
 * virtual player with floor (0.9 × sum / 3) at the tables of 3. */
static void
expect_after (TavEvent *event,
              guint     rounds,
              Expect   *expect)
{
  static const double four[] = { 100, 55, 35, 15 };
  guint n = tav_event_get_n_players (event);
  g_autoptr(GArray) met = g_array_new (FALSE, FALSE, sizeof (guint) * 2);

  memset (expect, 0, sizeof (Expect) * n);
  for (guint r = 1; r <= rounds; r++)
    {
      TavRound *round = round_of (event, r);

      for (guint t = 0; t < tav_round_get_n_tables (round); t++)
        {
          TavTable *table = tav_round_get_table (round, t);
          guint size = tav_table_get_n_seats (table);
          JsonObject *result = tav_table_get_result (table);
          gint64 game[5], sum = 0, virtual = -1;

          for (guint s = 0; s < size; s++)
            {
              game[s] = tav_result_get_int (tav_result_get_seat (result, s), "points");
              sum += game[s];
            }
          if (size == 3)
            {
              virtual = (sum * 9) / 30;
              sum += virtual;
            }
          for (guint s = 0; s < size; s++)
            {
              guint index = (guint) atoi (tav_table_get_seat (table, s) + 1) - 1;
              guint place = 1;

              for (guint o = 0; o < size; o++)
                place += game[o] > game[s];
              place += virtual > game[s];
              expect[index].points += four[place - 1];
              expect[index].pbg += 100.0 * game[s] / sum;
              for (guint o = 0; o < size; o++)
                if (o != s)
                  {
                    guint pair[2] = { index, (guint) atoi (tav_table_get_seat (table, o) + 1) - 1 };

                    g_array_append_val (met, pair);
                  }
            }
        }
    }
  for (guint m = 0; m < met->len; m++)
    {
      guint *pair = &g_array_index (met, guint, m * 2);

      expect[pair[0]].pba += expect[pair[1]].points;
    }
}

static void
play_round (TavEvent *event,
            guint     number)
{
  TavRound *round = round_of (event, number);

  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    {
      TavTable *table = tav_round_get_table (round, t);
      gint64 points[6];

      for (guint s = 0; s < tav_table_get_n_seats (table); s++)
        points[s] = game_points ((guint) atoi (tav_table_get_seat (table, s) + 1), number, s);
      enter (event, rounds_stage (event), number, t + 1, tav_table_get_n_seats (table), points);
    }
}

static int
compare_seating (const Expect *a,
                 const Expect *b)
{
  if (fabs (a->points - b->points) > 1e-6)
    return a->points > b->points ? -1 : 1;
  if (fabs (a->pba - b->pba) > 1e-6)
    return a->pba < b->pba ? -1 : 1;
  if (fabs (a->pbg - b->pbg) > 1e-6)
    return a->pbg > b->pbg ? -1 : 1;
  return 0;
}

static int
compare_ranking (const Expect *a,
                 const Expect *b)
{
  if (fabs (a->points - b->points) > 1e-6)
    return a->points > b->points ? -1 : 1;
  if (fabs (a->pbg - b->pbg) > 1e-6)
    return a->pbg > b->pbg ? -1 : 1;
  if (fabs (a->pba - b->pba) > 1e-6)
    return a->pba > b->pba ? -1 : 1;
  return 0;
}

static void
test_26_players (void)
{
  g_autoptr(TavEvent) event = make_event (26, 2026, "players_per_table", "4", "game", "Catan", NULL);
  g_autoptr(TavStandings) standings = NULL;
  g_autofree char *plan = tav_ruleset_describe_plan (tav_event_get_ruleset (event), event);
  Expect expect[26];
  TavStage *final;
  TavTable *table;
  g_autoptr(GError) error = NULL;

  g_assert_cmpstr (plan, ==, "26 players: 3 rounds at tables of 4 4 4 4 4 3 3, then a final table of 4");

  for (guint r = 1; r <= 3; r++)
    {
      TavRound *round;
      guint seated = 0;

      draw (event);
      round = round_of (event, r);
      g_assert_cmpuint (tav_round_get_n_tables (round), ==, 7);
      for (guint t = 0; t < 7; t++)
        {
          table = tav_round_get_table (round, t);
          g_assert_cmpuint (tav_table_get_n_seats (table), ==, t < 5 ? 4 : 3);
          seated += tav_table_get_n_seats (table);
        }
      g_assert_cmpuint (seated, ==, 26);

      /* From round 2 the tables are filled in the seating order. */
      if (r > 1)
        {
          const Expect *previous = NULL;

          expect_after (event, r - 1, expect);
          for (guint t = 0; t < 7; t++)
            {
              table = tav_round_get_table (round, t);
              for (guint s = 0; s < tav_table_get_n_seats (table); s++)
                {
                  const Expect *e = &expect[atoi (tav_table_get_seat (table, s) + 1) - 1];

                  if (previous)
                    g_assert_cmpint (compare_seating (previous, e), <=, 0);
                  previous = e;
                }
            }
        }
      play_round (event, r);

      expect_after (event, r, expect);
      for (guint i = 0; i < 26; i++)
        {
          TavBglScore got;

          tav_bgl_player_score (event, tav_player_get_id (tav_event_get_player (event, i)), r, &got);
          g_assert_cmpfloat_with_epsilon (got.points / (double) U, expect[i].points, 1e-9);
          g_assert_cmpfloat_with_epsilon (got.pbg, expect[i].pbg, 1e-9);
          g_assert_cmpfloat_with_epsilon (got.pba / (double) U, expect[i].pba, 1e-9);
          g_assert_cmpuint (got.games, ==, r);
        }
    }

  /* No fourth round: the next draw seats the final table, the top 4 by
   * points, PBG and PBA. */
  draw (event);
  final = tav_event_find_stage (event, "final");
  g_assert_nonnull (final);
  table = tav_round_get_table (tav_stage_get_round (final, 1), 0);
  g_assert_cmpuint (tav_table_get_n_seats (table), ==, 4);
  for (guint s = 0; s < 4; s++)
    {
      const Expect *e = &expect[atoi (tav_table_get_seat (table, s) + 1) - 1];
      guint ahead = 0;

      for (guint i = 0; i < 26; i++)
        ahead += compare_ranking (&expect[i], e) < 0;
      g_assert_cmpuint (ahead, <=, s);
    }
  g_assert_false (tav_event_draw_round (event, &error));
  g_assert_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE);
  g_clear_error (&error);

  /* The final decides the top places: the 4th of the standings wins it. */
  enter (event, final, 1, 1, 4, (gint64[]) { 10, 20, 30, 40 });
  standings = tav_event_compute_standings (event);
  g_assert_true (tav_standings_get_final (standings));
  for (guint s = 0; s < 4; s++)
    {
      TavStandingsRow *row = tav_standings_get_row (standings, s);

      g_assert_cmpstr (tav_player_get_id (tav_standings_row_get_player (row)), ==,
                       tav_table_get_seat (table, 3 - s));
      g_assert_cmpuint (tav_standings_row_get_rank (row), ==, s + 1);
    }
  g_assert_cmpuint (tav_standings_row_get_rank (tav_standings_get_row (standings, 4)), ==, 5);
}

/* ---- 2-player tables -------------------------------------------------------------- */

static gboolean
met_before (TavEvent   *event,
            guint       round,
            const char *a,
            const char *b)
{
  for (guint r = 1; r < round; r++)
    {
      TavTable *table = tav_round_find_player (round_of (event, r), a, NULL);

      if (table && tav_table_find_seat (table, b) >= 0)
        return TRUE;
    }
  return FALSE;
}

static void
test_two_player_rematches (void)
{
  for (guint64 seed = 1; seed <= 24; seed++)
    {
      g_autoptr(TavEvent) event = make_event (8, seed, "players_per_table", "2", NULL);
      TavRound *round;

      draw (event);
      /* Two draws and two wins: the four who drew are tied on every figure
       * and would meet again by lot two times in three. */
      seat (event, 1, 1, "P1", "P2", NULL);
      seat (event, 1, 2, "P3", "P4", NULL);
      seat (event, 1, 3, "P5", "P6", NULL);
      seat (event, 1, 4, "P7", "P8", NULL);
      enter (event, rounds_stage (event), 1, 1, 2, (gint64[]) { 50, 50 });
      enter (event, rounds_stage (event), 1, 2, 2, (gint64[]) { 50, 50 });
      enter (event, rounds_stage (event), 1, 3, 2, (gint64[]) { 70, 30 });
      enter (event, rounds_stage (event), 1, 4, 2, (gint64[]) { 60, 40 });
      draw (event);
      round = round_of (event, 2);
      for (guint t = 0; t < 4; t++)
        {
          TavTable *table = tav_round_get_table (round, t);

          g_assert_false (met_before (event, 2, tav_table_get_seat (table, 0), tav_table_get_seat (table, 1)));
        }
      /* P5 and P7 won: they head the standings and meet. */
      g_assert_cmpstr (tav_table_get_seat (tav_round_get_table (round, 0), 0), ==, "p5");
      g_assert_cmpstr (tav_table_get_seat (tav_round_get_table (round, 0), 1), ==, "p7");
    }
}

/* ---- Results refused ------------------------------------------------------------- */

static void
expect_refused (TavEvent   *event,
                const char *json,
                const char *message)
{
  g_autoptr(JsonNode) node = json_from_string (json, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_false (tav_event_set_result (event, rounds_stage (event), 1, 1, json_node_get_object (node), &error));
  g_assert_nonnull (error);
  if (strstr (error->message, message) == NULL)
    g_error ("“%s” does not contain “%s”", error->message, message);
}

static void
test_validation (void)
{
  g_autoptr(TavEvent) event = make_event (8, 7, NULL);

  draw (event);
  expect_refused (event, "{\"seats\":[{\"points\":5,\"place\":1},{\"points\":9,\"place\":2},{\"points\":3,\"place\":3},{\"points\":1,\"place\":4}]}",
                  "place 2 with 9 game points, behind seat 1");
  expect_refused (event, "{\"seats\":[{\"points\":5,\"place\":1},{\"points\":5},{\"points\":3},{\"points\":1}]}",
                  "give a place to every player who finished the game, or to none");
  expect_refused (event, "{\"seats\":[{\"points\":5,\"place\":1},{\"points\":5,\"place\":1},{\"points\":3,\"place\":2},{\"points\":1,\"place\":4}]}",
                  "place 2, but 2 players are ahead of him");
  expect_refused (event, "{\"seats\":[{\"points\":5,\"left\":2},{\"points\":5},{\"points\":3},{\"points\":1}]}",
                  "left the game as number 2, but 1 player left it");
  expect_refused (event, "{\"seats\":[{\"points\":5,\"left\":1},{\"points\":5,\"left\":1},{\"points\":3},{\"points\":1}]}",
                  "cannot both be number 1 to leave");
  expect_refused (event, "{\"seats\":[{\"points\":5,\"left\":1,\"place\":4},{\"points\":5},{\"points\":3},{\"points\":1}]}",
                  "leave his place at 0");
  expect_refused (event, "{\"seats\":[{\"points\":5},{\"points\":5},{\"points\":3}]}", "3 entries for 4 seats");
}

static void
test_too_few (void)
{
  g_autoptr(TavEvent) event = make_event (7, 1, NULL);
  g_autoptr(TavEvent) odd = make_event (9, 1, "players_per_table", "2", NULL);
  g_autoptr(GError) error = NULL;

  g_assert_false (tav_event_draw_round (event, &error));
  g_assert_cmpstr (error->message, ==, "A Boardgame League tournament needs at least 8 players; 7 are registered");
  g_clear_error (&error);
  g_assert_false (tav_event_draw_round (odd, &error));
  g_assert_nonnull (strstr (error->message, "a table of 1 is not a game"));
}

/* ---- Teams ---------------------------------------------------------------------------- */

static TavEvent *
team_event (guint        per_table,
            const char  *pairing,
            const char  *scoring,
            guint64      seed)
{
  g_autofree char *k = g_strdup_printf ("%u", per_table);
  TavEvent *event = make_event (0, seed, "players_per_table", k, "teams", "fixed", "team_size", "4",
                                "team_pairing", pairing, "team_scoring", scoring, NULL);
  static const char * const teams[] = { "Red", "Blue", "Green" };

  for (guint t = 0; t < 3; t++)
    for (guint m = 1; m <= 4; m++)
      {
        g_autofree char *name = g_strdup_printf ("%s %u", teams[t], m);
        TavPlayer *player = tav_event_add_player (event, name, NULL);

        tav_player_set_team (player, teams[t]);
      }
  return event;
}

static const char *
team_at (TavEvent *event,
         TavTable *table,
         guint     s)
{
  return tav_player_get_team (tav_event_find_player (event, tav_table_get_seat (table, s)));
}

/* 12 players, 3 teams of 4, united at tables of 4, winners and losers:
 * every table is 2 of a team against 2 of another, the winners get 77.5
 * each, the losers 25, and the team standings add them up. */
static void
test_teams_united (void)
{
  g_autoptr(TavEvent) event = team_event (4, "united", "winners_losers", 12);
  g_autoptr(TavStandings) teams = NULL;
  g_autoptr(GHashTable) expected = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint r = 1; r <= 2; r++)
    {
      TavRound *round;

      draw (event);
      round = round_of (event, r);
      g_assert_cmpuint (tav_round_get_n_tables (round), ==, 3);
      for (guint t = 0; t < 3; t++)
        {
          TavTable *table = tav_round_get_table (round, t);
          const char *winners = team_at (event, table, 0), *losers = team_at (event, table, 2);
          double *sum;

          g_assert_cmpstr (team_at (event, table, 1), ==, winners);
          g_assert_cmpstr (team_at (event, table, 3), ==, losers);
          g_assert_cmpstr (winners, !=, losers);
          /* The first pair wins on game points: 30 + 20 against 10 + 15. */
          enter (event, rounds_stage (event), r, t + 1, 4, (gint64[]) { 30, 20, 10, 15 });
          if (!(sum = g_hash_table_lookup (expected, winners)))
            g_hash_table_insert (expected, (gpointer) winners, (sum = g_new0 (double, 1)));
          *sum += 155;
          if (!(sum = g_hash_table_lookup (expected, losers)))
            g_hash_table_insert (expected, (gpointer) losers, (sum = g_new0 (double, 1)));
          *sum += 50;
        }
    }

  teams = tav_ruleset_compute_team_standings (tav_event_get_ruleset (event), event);
  g_assert_nonnull (teams);
  g_assert_true (tav_standings_get_final (teams));
  g_assert_cmpuint (tav_standings_get_n_rows (teams), ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      TavStandingsRow *row = tav_standings_get_row (teams, i);
      double *sum = g_hash_table_lookup (expected, tav_player_get_name (tav_standings_row_get_player (row)));

      g_assert_nonnull (sum);
      g_assert_cmpfloat_with_epsilon (tav_standings_row_get_value (row, 0), *sum, 1e-9);
      if (i > 0)
        g_assert_cmpfloat (tav_standings_row_get_value (tav_standings_get_row (teams, i - 1), 0), >=,
                           tav_standings_row_get_value (row, 0));
      g_free (sum);
    }
  /* Every player's points: 77.5 or 25 per game. */
  for (guint i = 0; i < 12; i++)
    {
      TavBglScore score;

      tav_bgl_player_score (event, tav_player_get_id (tav_event_get_player (event, i)), 2, &score);
      g_assert_true (score.points == 155 * U || score.points == 50 * U || score.points == (155 + 50) * U / 2);
    }
}

static void
test_teams_divided (void)
{
  g_autoptr(TavEvent) event = team_event (3, "divided", "individual", 5);

  for (guint r = 1; r <= 3; r++)
    {
      TavRound *round;

      draw (event);
      round = round_of (event, r);
      g_assert_cmpuint (tav_round_get_n_tables (round), ==, 4);
      for (guint t = 0; t < 4; t++)
        {
          TavTable *table = tav_round_get_table (round, t);

          g_assert_cmpuint (tav_table_get_n_seats (table), ==, 3);
          g_assert_cmpstr (team_at (event, table, 0), !=, team_at (event, table, 1));
          g_assert_cmpstr (team_at (event, table, 0), !=, team_at (event, table, 2));
          g_assert_cmpstr (team_at (event, table, 1), !=, team_at (event, table, 2));
          enter (event, rounds_stage (event), r, t + 1, 3, (gint64[]) { 9 + t, 5, r });
        }
    }
}

/* After the first draw, the reserve takes a member's place by name; the
 * refusals say the rule. */
static void
test_replace_by_reserve (void)
{
  g_autoptr(TavEvent) event = team_event (4, "united", "individual", 3);
  TavPlayer *reserve = tav_event_add_player (event, "Red R", NULL);
  TavPlayer *red2 = tav_event_lookup_player (event, "Red 2", NULL);
  TavPlayer *replacement = NULL;
  g_autoptr(GError) error = NULL;
  TavTable *table;
  guint seat = 0;

  tav_player_set_team (reserve, "Red");
  tav_player_set_reserve (reserve, TRUE);
  g_assert_true (tav_event_get_team_reserve (event, red2) == reserve);
  g_assert_null (tav_event_get_team_reserve (event, reserve));

  /* Before the draw the teams themselves change. */
  g_assert_false (tav_event_replace_by_reserve (event, "Red 2", NULL, &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE);
  g_assert_cmpstr (error->message, ==, "The first round is not drawn yet: the teams can still be changed");
  g_clear_error (&error);

  draw (event);
  table = tav_round_find_player (round_of (event, 1), tav_player_get_id (red2), &seat);
  g_assert_false (tav_event_replace_by_reserve (event, "Red R", NULL, &error));
  g_assert_cmpstr (error->message, ==, "Red R is the reserve of “Red”: he plays when a member leaves");
  g_clear_error (&error);

  g_assert_true (tav_event_replace_by_reserve (event, "red 2", &replacement, &error));
  g_assert_no_error (error);
  g_assert_true (replacement == reserve);
  g_assert_false (tav_player_get_reserve (reserve));
  g_assert_true (tav_player_is_active (reserve));
  g_assert_cmpint (tav_player_get_status (red2), ==, TAV_PLAYER_WITHDRAWN);
  g_assert_cmpstr (tav_player_get_note (red2), ==, "Replaced by the reserve Red R");
  /* His seat at the table not played yet is the reserve's. */
  g_assert_cmpstr (tav_table_get_seat (table, seat), ==, tav_player_get_id (reserve));
  g_assert_true (tav_event_validate (event, &error));
  g_assert_no_error (error);

  /* One reserve a team: none left. */
  g_assert_false (tav_event_replace_by_reserve (event, "Red 3", NULL, &error));
  g_assert_cmpstr (error->message, ==,
                   "“Red” has no reserve left: the rules say a member who leaves without a reserve withdraws the whole team");
  g_clear_error (&error);
  g_assert_true (tav_player_is_active (tav_event_lookup_player (event, "Red 3", NULL)));
  g_assert_false (tav_event_replace_by_reserve (event, "Red 2", NULL, &error));
  g_assert_nonnull (strstr (error->message, "has already left the event"));
}

static void
test_team_leaving (void)
{
  g_autoptr(TavEvent) event = team_event (4, "united", "individual", 3);
  TavPlayer *reserve = tav_event_add_player (event, "Red R", NULL);
  TavPlayer *red1 = tav_event_lookup_player (event, "Red 1", NULL);
  g_autoptr(GError) error = NULL;
  TavTable *table;
  guint seat_number = 0;

  tav_player_set_team (reserve, "Red");
  tav_player_set_reserve (reserve, TRUE);
  draw (event);
  /* The reserve is not seated... */
  g_assert_null (tav_round_find_player (round_of (event, 1), tav_player_get_id (reserve), NULL));
  table = tav_round_find_player (round_of (event, 1), tav_player_get_id (red1), &seat_number);

  /* ...until a member leaves: he takes his seat. */
  g_assert_true (tav_event_withdraw (event, tav_player_get_id (red1), TAV_PLAYER_WITHDRAWN, NULL, &error));
  g_assert_no_error (error);
  g_assert_false (tav_player_get_reserve (reserve));
  g_assert_cmpstr (tav_table_get_seat (table, seat_number), ==, tav_player_get_id (reserve));
  /* Every other seat of the table still names its player. */
  for (guint s = 0; s < tav_table_get_n_seats (table); s++)
    g_assert_nonnull (tav_event_find_player (event, tav_table_get_seat (table, s)));
  g_assert_true (tav_event_validate (event, &error));
  g_assert_no_error (error);
  g_assert_true (tav_player_is_active (tav_event_lookup_player (event, "Red 2", NULL)));

  /* Without a reserve, the whole team withdraws. */
  g_assert_true (tav_event_withdraw (event, tav_player_get_id (tav_event_lookup_player (event, "Blue 3", NULL)),
                                     TAV_PLAYER_WITHDRAWN, NULL, &error));
  for (guint m = 1; m <= 4; m++)
    {
      g_autofree char *name = g_strdup_printf ("Blue %u", m);

      g_assert_false (tav_player_is_active (tav_event_lookup_player (event, name, NULL)));
    }
  g_assert_true (tav_player_is_active (tav_event_lookup_player (event, "Green 1", NULL)));

  /* An expelled member has his whole team expelled (5.1.3). */
  g_assert_true (tav_event_withdraw (event, tav_player_get_id (tav_event_lookup_player (event, "Green 2", NULL)),
                                     TAV_PLAYER_EJECTED, "Cheating", &error));
  g_assert_no_error (error);
  g_assert_cmpint (tav_player_get_status (tav_event_lookup_player (event, "Green 4", NULL)), ==, TAV_PLAYER_EJECTED);

  /* In the team standings, as for its members: the expelled team keeps its
   * line without a rank; the team that withdrew keeps its rank. */
  {
    g_autoptr(TavStandings) teams =
      tav_ruleset_compute_team_standings (tav_event_get_ruleset (event), event);
    g_autoptr(TavStandings) players = tav_event_compute_standings (event);
    gboolean seen_green = FALSE, seen_blue = FALSE;

    for (guint i = 0; i < tav_standings_get_n_rows (teams); i++)
      {
        TavStandingsRow *row = tav_standings_get_row (teams, i);
        const char *team = tav_player_get_name (tav_standings_row_get_player (row));

        if (g_str_equal (team, "Green"))
          {
            seen_green = TRUE;
            g_assert_cmpuint (tav_standings_row_get_rank (row), ==, 0);
            g_assert_cmpstr (tav_standings_row_get_note (row), ==, "The team was expelled");
          }
        else
          g_assert_cmpuint (tav_standings_row_get_rank (row), >, 0);
        if (g_str_equal (team, "Blue"))
          {
            seen_blue = TRUE;
            g_assert_cmpstr (tav_standings_row_get_note (row), ==, "The team withdrew");
          }
      }
    g_assert_true (seen_green && seen_blue);
    for (guint i = 0; i < tav_standings_get_n_rows (players); i++)
      {
        TavStandingsRow *row = tav_standings_get_row (players, i);

        if (g_str_equal (tav_player_get_team (tav_standings_row_get_player (row)), "Green"))
          g_assert_cmpuint (tav_standings_row_get_rank (row), ==, 0);
      }
  }
}


/* Conduct found out after a player withdrew: the judge may still expel
 * him, and he then loses his place and any prize. */
static void
test_disqualify_after_withdrawal (void)
{
  g_autoptr(TavEvent) event = make_event (8, 3, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TavStandings) standings = NULL;
  g_autoptr(TavPenalty) penalty = NULL;
  TavPlayer *p2 = tav_event_find_player (event, "p2");
  GListModel *penalties = tav_event_get_penalties (event);
  gboolean seen = FALSE;

  draw (event);
  g_assert_true (tav_event_withdraw (event, "p2", TAV_PLAYER_WITHDRAWN, NULL, &error));
  g_assert_cmpuint (tav_player_get_left_round (p2), ==, 1);
  g_assert_true (tav_event_withdraw (event, "p2", TAV_PLAYER_DISQUALIFIED, "Marked cards", &error));
  g_assert_no_error (error);
  g_assert_cmpint (tav_player_get_status (p2), ==, TAV_PLAYER_DISQUALIFIED);
  g_assert_cmpuint (tav_player_get_left_round (p2), ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (penalties), ==, 1);
  penalty = g_list_model_get_item (penalties, 0);
  g_assert_cmpint (tav_penalty_get_kind (penalty), ==, TAV_PENALTY_DISQUALIFICATION);
  g_assert_cmpstr (tav_penalty_get_reason (penalty), ==, "Marked cards");

  standings = tav_event_compute_standings (event);
  for (guint i = 0; i < tav_standings_get_n_rows (standings); i++)
    {
      TavStandingsRow *row = tav_standings_get_row (standings, i);

      if (tav_standings_row_get_player (row) == p2)
        {
          seen = TRUE;
          g_assert_cmpuint (tav_standings_row_get_rank (row), ==, 0);
          g_assert_cmpstr (tav_standings_row_get_note (row), ==, "Expelled: loses any prize");
        }
    }
  g_assert_true (seen);

  /* Once is enough; a withdrawal is not made twice. */
  g_assert_false (tav_event_withdraw (event, "p2", TAV_PLAYER_DISQUALIFIED, "again", &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE);
  g_clear_error (&error);
  g_assert_true (tav_event_withdraw (event, "p3", TAV_PLAYER_WITHDRAWN, NULL, &error));
  g_assert_false (tav_event_withdraw (event, "p3", TAV_PLAYER_EJECTED, "x", &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE);
}

static void
test_variable_teams (void)
{
  g_autoptr(TavEvent) event = make_event (8, 9, "teams", "variable", "team_scoring", "winners_losers", NULL);
  g_autoptr(TavEvent) odd = make_event (9, 9, "teams", "variable", NULL);
  g_autoptr(GError) error = NULL;

  draw (event);
  /* Seats 1–2 against 3–4. */
  enter (event, rounds_stage (event), 1, 1, 4, (gint64[]) { 1, 2, 30, 1 });
  {
    TavTable *table = tav_round_get_table (round_of (event, 1), 0);
    TavBglScore score;

    tav_bgl_player_score (event, tav_table_get_seat (table, 0), 1, &score);
    g_assert_cmpuint (score.points, ==, 25 * U);
    tav_bgl_player_score (event, tav_table_get_seat (table, 3), 1, &score);
    g_assert_cmpuint (score.points, ==, 155 * U / 2);
  }
  g_assert_false (tav_event_draw_round (odd, &error));
  g_assert_nonnull (strstr (error->message, "Variable teams are the two halves of every table"));
  g_clear_error (&error);

  /* The final table is played by players: no shared places there. */
  enter (event, rounds_stage (event), 1, 2, 4, (gint64[]) { 1, 2, 30, 1 });
  draw (event);
  enter (event, rounds_stage (event), 2, 1, 4, (gint64[]) { 1, 2, 30, 1 });
  enter (event, rounds_stage (event), 2, 2, 4, (gint64[]) { 1, 2, 30, 1 });
  draw (event);
  g_assert_nonnull (tav_event_find_stage (event, "final"));
  enter (event, tav_event_find_stage (event, "final"), 1, 1, 4, (gint64[]) { 40, 30, 20, 10 });
  {
    TavTable *final = tav_round_get_table (tav_stage_get_round (tav_event_find_stage (event, "final"), 1), 0);
    TavBglScore score;

    tav_bgl_player_score (event, tav_table_get_seat (final, 0), 2, &score);
    g_assert_cmpuint (score.final_points, ==, 100 * U);
    g_assert_cmpuint (score.final_position, ==, 1);
    tav_bgl_player_score (event, tav_table_get_seat (final, 1), 2, &score);
    g_assert_cmpuint (score.final_points, ==, 55 * U);
  }
}

/* A registration list with the teams and their reserves. */
static void
test_team_import (void)
{
  static const char csv[] = "name;squadra;riserva\nAda;Rossi;\nBea;Rossi;sì\nCarlo;Blu;no\nDino;;x\n";
  g_autoptr(TavEvent) event = tav_event_new ("bgl", "Import");
  g_autoptr(GPtrArray) rows = NULL;
  g_autoptr(GError) error = NULL;

  rows = tav_player_list_parse (csv, strlen (csv), TRUE, &error);
  g_assert_no_error (error);
  g_assert_true (tav_event_import_players (event, rows, &error));
  g_assert_cmpstr (tav_player_get_team (tav_event_get_player (event, 0)), ==, "Rossi");
  g_assert_false (tav_player_get_reserve (tav_event_get_player (event, 0)));
  g_assert_true (tav_player_get_reserve (tav_event_get_player (event, 1)));
  g_assert_cmpstr (tav_player_get_team (tav_event_get_player (event, 2)), ==, "Blu");
  g_assert_false (tav_player_get_reserve (tav_event_get_player (event, 2)));
  /* A reserve of no team is just a player. */
  g_assert_cmpstr (tav_player_get_team (tav_event_get_player (event, 3)), ==, "");
  g_assert_false (tav_player_get_reserve (tav_event_get_player (event, 3)));
}

/* ---- The league ---------------------------------------------------------------------- */

/* 8 players at tables of 4, 2 rounds and a final: seat 1 always wins, so
 * the winner of the final won both rounds: PM 100, PF 100. */
static TavEvent *
finished_event (const char *game,
                const char *band,
                guint64     seed)
{
  TavEvent *event = make_event (8, seed, "game", game, "band", band, NULL);

  for (guint r = 1; r <= 2; r++)
    {
      draw (event);
      for (guint t = 1; t <= 2; t++)
        enter (event, rounds_stage (event), r, t, 4, (gint64[]) { 40, 30, 20, 10 });
    }
  draw (event);
  enter (event, tav_event_find_stage (event, "final"), 1, 1, 4, (gint64[]) { 40, 30, 20, 10 });
  return event;
}

static const char *
champion (TavEvent *event)
{
  TavTable *table = tav_round_get_table (tav_stage_get_round (tav_event_find_stage (event, "final"), 1), 0);

  return tav_player_get_name (tav_event_find_player (event, tav_table_get_seat (table, 0)));
}

static void
test_league (void)
{
  g_autoptr(TavSeason) season = tav_season_new ("bgl", "BGL 2026");
  g_autoptr(TavEvent) catan = finished_event ("Catan", "c", 11);
  g_autoptr(TavEvent) agricola = finished_event ("Agricola", "a", 12);
  g_autoptr(TavStandings) standings = NULL;
  g_autoptr(GError) error = NULL;
  /* 10 × (100 + 0.5 × 100) × (1 − e^(−8/10)) × 1, and × 2.5 for band A. */
  double catan_points = 1500 * (1 - exp (-0.8));
  double agricola_points = catan_points * 2.5;
  double weight = 1 - exp (-0.1);

  g_assert_cmpfloat_with_epsilon (catan_points, 826.007, 0.001);
  g_assert_cmpint (tav_season_add_event (season, catan, "catan.tavolo", FALSE, NULL, &error), ==, TAV_SEASON_IMPORT_ADDED);
  g_assert_no_error (error);
  g_assert_cmpint (tav_season_add_event (season, agricola, "agricola.tavolo", FALSE, NULL, &error), ==, TAV_SEASON_IMPORT_ADDED);
  g_assert_no_error (error);

  standings = tav_season_compute_standings (season);
  for (guint i = 0; i < tav_standings_get_n_rows (standings); i++)
    {
      TavStandingsRow *row = tav_standings_get_row (standings, i);
      const char *name = tav_player_get_name (tav_standings_row_get_player (row));
      double league = tav_standings_row_get_value (row, 0);

      if (g_strcmp0 (name, champion (catan)) == 0 && g_strcmp0 (name, champion (agricola)) == 0)
        g_assert_cmpfloat (league, ==, round (catan_points * weight + agricola_points * weight));
      else if (g_strcmp0 (name, champion (agricola)) == 0)
        g_assert_cmpfloat (league, >=, round (agricola_points * weight));
      else if (g_strcmp0 (name, champion (catan)) == 0)
        g_assert_cmpfloat (league, >=, round (catan_points * weight));
      g_assert_cmpfloat (tav_standings_row_get_value (row, 2), ==, 2);
    }
  /* The Agricola champion leads: 196 or more (band A). */
  g_assert_cmpstr (tav_player_get_name (tav_standings_row_get_player (tav_standings_get_row (standings, 0))), ==,
                   champion (agricola));

  /* Every tournament's points follow the formula from PM and PF. */
  for (guint t = 0; t < tav_season_get_n_tournaments (season); t++)
    {
      const TavSeasonTournament *tournament = tav_season_get_tournament (season, t);
      double multiplier = t == 0 ? 1 : 2.5;

      for (guint r = 0; r < tournament->results->len; r++)
        {
          const TavSeasonResult *result = tournament->results->pdata[r];
          double pm = json_object_get_double_member (result->values, "average");
          double pf = json_object_get_double_member (result->values, "final");

          g_assert_cmpfloat_with_epsilon (tav_bgl_tournament_points (season, tournament, result),
                                          10 * (pm + 0.5 * pf) * (1 - exp (-0.8)) * multiplier, 1e-9);
          if (g_strcmp0 (result->name, t == 0 ? champion (catan) : champion (agricola)) == 0)
            {
              g_assert_cmpfloat (pm, ==, 100);
              g_assert_cmpfloat (pf, ==, 100);
            }
        }
    }

  /* The same game and band twice: the average, weighted by 1 − e^(−2/10). */
  {
    g_autoptr(TavSeason) two = tav_season_new ("bgl", "Two");
    g_autoptr(TavEvent) again = finished_event ("Catan", "c", 11);
    g_autoptr(TavStandings) ranking = NULL;

    tav_event_set_seed (again, 99);
    g_assert_cmpint (tav_season_add_event (two, catan, "a.tavolo", FALSE, NULL, NULL), ==, TAV_SEASON_IMPORT_ADDED);
    g_assert_cmpint (tav_season_add_event (two, again, "b.tavolo", FALSE, NULL, NULL), ==, TAV_SEASON_IMPORT_ADDED);
    ranking = tav_season_compute_standings (two);
    /* Same seed for the seating, same champion: PM 100, PF 100 twice. */
    g_assert_cmpstr (tav_player_get_name (tav_standings_row_get_player (tav_standings_get_row (ranking, 0))), ==,
                     champion (catan));
    g_assert_cmpfloat (tav_standings_row_get_value (tav_standings_get_row (ranking, 0), 0), ==,
                       round (catan_points * (1 - exp (-0.2))));
  }
}

int
main (int    argc,
      char **argv)
{
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/bgl/place-points", test_place_points);
  g_test_add_func ("/bgl/min-rounds", test_min_rounds);
  g_test_add_func ("/bgl/table-sizes", test_table_sizes);
  g_test_add_func ("/bgl/examples", test_examples);
  g_test_add_func ("/bgl/places-penalties", test_places_penalties);
  g_test_add_func ("/bgl/winners-losers", test_winners_losers);
  g_test_add_func ("/bgl/league-formula", test_league_formula);
  g_test_add_func ("/bgl/pba-example", test_pba_example);
  g_test_add_func ("/bgl/26-players", test_26_players);
  g_test_add_func ("/bgl/two-player-rematches", test_two_player_rematches);
  g_test_add_func ("/bgl/validation", test_validation);
  g_test_add_func ("/bgl/too-few", test_too_few);
  g_test_add_func ("/bgl/teams-united", test_teams_united);
  g_test_add_func ("/bgl/teams-divided", test_teams_divided);
  g_test_add_func ("/bgl/team-leaving", test_team_leaving);
  g_test_add_func ("/bgl/replace-by-reserve", test_replace_by_reserve);
  g_test_add_func ("/bgl/disqualify-after-withdrawal", test_disqualify_after_withdrawal);
  g_test_add_func ("/bgl/variable-teams", test_variable_teams);
  g_test_add_func ("/bgl/team-import", test_team_import);
  g_test_add_func ("/bgl/league", test_league);

  return g_test_run ();
}
