/* tav-test-catan.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "tav-test-catan.h"
#include "tav-event-private.h"

/* Three rounds for 14 players at tables of 4 4 3 3 in which nobody meets
 * anybody twice. */
const int tav_test_catan_seating[TAV_TEST_CATAN_ROUNDS][TAV_TEST_CATAN_TABLES][5] = {
  { { 0, 1, 2, 3, -1 }, { 4, 5, 6, 7, -1 }, { 8, 9, 10, -1 }, { 11, 12, 13, -1 } },
  { { 4, 8, 11, 0, -1 }, { 9, 12, 1, 5, -1 }, { 13, 2, 6, -1 }, { 3, 7, 10, -1 } },
  { { 12, 10, 6, 0, -1 }, { 13, 9, 3, 4, -1 }, { 7, 11, 1, -1 }, { 8, 5, 2, -1 } },
};

/* "Player 01", "Player 02", …: ids p1, p2, … in that order. */
TavEvent *
tav_test_catan_event (const char *name,
                      guint       n_players,
                      guint64     seed)
{
  TavEvent *event = tav_event_new ("catan-bg", name);

  tav_event_set_seed (event, seed);
  for (guint i = 0; i < n_players; i++)
    {
      g_autofree char *player = g_strdup_printf ("Player %02u", i + 1);
      g_autoptr(GError) error = NULL;

      tav_event_add_player (event, player, &error);
      g_assert_no_error (error);
    }
  return event;
}

JsonObject *
tav_test_catan_result (guint           n_seats,
                       const guint    *vp,
                       const guint    *place,
                       const gboolean *left,
                       const char     *substitute)
{
  JsonObject *result = json_object_new ();
  JsonArray *seats = json_array_new ();

  for (guint s = 0; s < n_seats; s++)
    {
      JsonObject *seat = json_object_new ();

      json_object_set_int_member (seat, "vp", vp[s]);
      json_object_set_int_member (seat, "place", place[s]);
      if (left && left[s])
        json_object_set_boolean_member (seat, "left", TRUE);
      json_array_add_object_element (seats, seat);
    }
  json_object_set_array_member (result, "seats", seats);
  if (substitute)
    json_object_set_string_member (result, "substitute", substitute);
  return result;
}

/* Seat 1 wins with 13, then 10, 8 and 6 in seat order. */
JsonObject *
tav_test_catan_by_seat (guint n_seats)
{
  static const guint vp[] = { 13, 10, 8, 6 };
  static const guint place[] = { 1, 2, 3, 4 };

  return tav_test_catan_result (n_seats, vp, place, NULL, NULL);
}

/* A possible game: a winner with 13 or 14 and the others below 13 in the
 * order of their points (ties broken by seat). */
JsonObject *
tav_test_catan_random (TavRandom *rng,
                       guint      n_seats)
{
  guint vp[4], place[4], order[4];
  guint winner = tav_random_range (rng, n_seats);

  for (guint s = 0; s < n_seats; s++)
    {
      vp[s] = s == winner ? 13 + tav_random_range (rng, 2) : 2 + tav_random_range (rng, 11);
      order[s] = s;
    }
  for (guint i = 0; i < n_seats; i++)
    for (guint j = i + 1; j < n_seats; j++)
      if (vp[order[j]] > vp[order[i]])
        {
          guint t = order[i];

          order[i] = order[j];
          order[j] = t;
        }
  for (guint i = 0; i < n_seats; i++)
    place[order[i]] = i + 1;
  return tav_test_catan_result (n_seats, vp, place, NULL, NULL);
}

/* Swaps seats until round @round holds @tables, where position k is the
 * player p(player_at[k] + 1); the draw made the table sizes already. */
void
tav_test_catan_arrange (TavEvent    *event,
                        guint        round,
                        const int  (*tables)[5],
                        guint        n_tables,
                        const guint *player_at)
{
  TavStage *stage = tav_event_find_stage (event, "ranking");
  TavRound *r = tav_stage_get_round (stage, round);

  g_assert_cmpuint (tav_round_get_n_tables (r), ==, n_tables);
  for (guint t = 0; t < n_tables; t++)
    {
      TavTable *table = tav_round_get_table (r, t);

      for (guint s = 0; tables[t][s] >= 0; s++)
        {
          g_autofree char *wanted = g_strdup_printf ("p%u", player_at[tables[t][s]] + 1);
          g_autoptr(GError) error = NULL;
          g_autoptr(GPtrArray) problems = NULL;

          g_assert_cmpuint (s, <, tav_table_get_n_seats (table));
          if (g_strcmp0 (tav_table_get_seat (table, s), wanted) == 0)
            continue;
          g_assert_true (tav_event_swap_seats (event, stage, round, tav_table_get_seat (table, s),
                                               wanted, &problems, &error));
          g_assert_no_error (error);
        }
    }
}

void
tav_test_catan_play_round (TavEvent  *event,
                           TavRandom *rng)
{
  TavStage *stage = tav_event_find_stage (event, "ranking");
  TavRound *round = tav_stage_get_last_round (stage);

  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    {
      TavTable *table = tav_round_get_table (round, t);
      g_autoptr(JsonObject) result = tav_test_catan_random (rng, tav_table_get_n_seats (table));
      g_autoptr(GError) error = NULL;

      tav_event_set_result (event, stage, tav_round_get_number (round),
                            tav_table_get_number (table), result, &error);
      g_assert_no_error (error);
    }
}

/* The three rounds of tav_test_catan_seating, seat 1 winning every game. */
void
tav_test_catan_play_seated (TavEvent    *event,
                            const guint *player_at)
{
  for (guint r = 1; r <= TAV_TEST_CATAN_ROUNDS; r++)
    {
      g_autoptr(GError) error = NULL;
      TavStage *stage;
      TavRound *round;

      g_assert_true (tav_event_draw_round (event, &error));
      g_assert_no_error (error);
      tav_test_catan_arrange (event, r, tav_test_catan_seating[r - 1], TAV_TEST_CATAN_TABLES,
                              player_at);
      stage = tav_event_find_stage (event, "ranking");
      round = tav_stage_get_round (stage, r);
      for (guint t = 0; t < tav_round_get_n_tables (round); t++)
        {
          TavTable *table = tav_round_get_table (round, t);
          g_autoptr(JsonObject) result = tav_test_catan_by_seat (tav_table_get_n_seats (table));

          g_assert_true (tav_event_set_result (event, stage, r, tav_table_get_number (table),
                                               result, &error));
          g_assert_no_error (error);
        }
    }
}

/* The Varna Open of tests/venue/season-catan.json (its tournament t2 when
 * @event_id is TAV_TEST_VARNA_ID): 8 players, round 1 drawn, unpublished. */
TavEvent *
tav_test_catan_varna (const char *event_id)
{
  TavEvent *event = tav_test_catan_event ("Varna Open", 8, 2);
  g_autoptr(GError) error = NULL;

  tav_event_set_event_id (event, event_id);
  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
  return event;
}
