/* test-room-day.c — the day: a 48-player Catan event and a 64-player
 * Destiny event with a player at an accessible table, two couples and
 * three parent-and-child pairs kept apart and clubs apart in every round,
 * saved and read back between rounds as a day would: Destiny five rounds,
 * Catan the three its rules allow (catan-bg: 2 or 3 rounds).
 * Every constraint is met where it can be; an unavoidable breach (a club
 * too large for the tables) is counted and described.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "tav-document.h"
#include "tav-event.h"
#include "tav-event-private.h"
#include "tav-random.h"
#include "tav-test-catan.h"
#include "tav-test-destiny.h"

#define ROUNDS 5

static TavEvent *
reload (TavEvent *event)
{
  g_autofree char *data = tav_document_to_data (event, NULL);
  g_autoptr(GError) error = NULL;
  TavEvent *back = tav_document_load_data (data, strlen (data), &error);

  g_assert_no_error (error);
  g_assert_nonnull (back);
  return back;
}

static const char *
id_of (TavEvent *event,
       guint     position)
{
  return tav_player_get_id (tav_event_get_player (event, position));
}

/* Players 0–1 and 2–3: couples; 4–5, 6–7, 8–9: parent and child; player
 * 10 needs an accessible table (1 and 2); clubs of @club_size from player
 * 12 on, @n_clubs of them. */
static void
set_room (TavEvent *event,
          guint     n_clubs,
          guint     club_size)
{
  static const guint accessible[] = { 1, 2 };
  g_autoptr(GError) error = NULL;

  for (guint pair = 0; pair < 5; pair++)
    {
      const char *ids[] = { id_of (event, 2 * pair), id_of (event, 2 * pair + 1), NULL };

      g_assert_true (tav_event_keep_apart (event, ids, &error));
      g_assert_no_error (error);
    }
  g_assert_true (tav_event_change_accessible_tables (event, accessible, G_N_ELEMENTS (accessible), &error));
  g_assert_no_error (error);
  g_assert_true (tav_event_change_needs_accessible (event, id_of (event, 10), TRUE, &error));
  g_assert_no_error (error);
  for (guint c = 0; c < n_clubs; c++)
    for (guint i = 0; i < club_size; i++)
      {
        g_autofree char *club = g_strdup_printf ("Club %u", c + 1);

        g_assert_true (tav_event_change_club (event, id_of (event, 12 + c * club_size + i), club, &error));
        g_assert_no_error (error);
      }
  tav_event_change_clubs_every_round (event, TRUE);
  g_assert_true (tav_event_get_clubs_every_round (event));
}

/* The table of @player in @round. */
static guint
table_of (TavRound   *round,
          const char *player)
{
  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    {
      TavTable *table = tav_round_get_table (round, t);

      for (guint s = 0; s < tav_table_get_n_seats (table); s++)
        if (g_strcmp0 (tav_table_get_seat (table, s), player) == 0)
          return tav_table_get_number (table);
    }
  return 0;
}

static void
draw (TavEvent **event)
{
  g_autoptr(GError) error = NULL;
  TavEvent *back;

  g_assert_true (tav_event_draw_round (*event, &error));
  g_assert_no_error (error);
  back = reload (*event);
  g_object_unref (*event);
  *event = back;
}

/* Catan, 48 players at 12 tables of 4, three rounds: no couple or family
 * meets, the accessible player is always at table 1 or 2, the clubs of
 * four never meet, and one plan runs the day. */
static void
test_catan (void)
{
  g_autoptr(TavEvent) event = tav_test_catan_event ("Room", 48, 20261129);
  TavRandom rng;
  guint plan_start = 0;

  tav_random_init (&rng, 7);

  set_room (event, 6, 4);
  event = reload (event);
  g_assert_cmpuint (tav_event_get_n_apart_groups (event), ==, 5);
  for (guint r = 1; r <= TAV_TEST_CATAN_ROUNDS; r++)
    {
      TavStage *stage;
      TavRound *round;
      g_autoptr(GPtrArray) breaches = NULL;
      guint at;

      draw (&event);
      stage = tav_event_get_current_stage (event);
      round = tav_stage_get_last_round (stage);
      g_assert_cmpuint (tav_round_get_number (round), ==, r);
      g_assert_cmpuint (tav_event_count_apart_meetings (event, round), ==, 0);
      g_assert_cmpuint (tav_event_count_club_meetings (event, round), ==, 0);
      g_assert_cmpuint (tav_event_count_seat_breaches (event, round), ==, 0);
      at = table_of (round, id_of (event, 10));
      g_assert_true (at == 1 || at == 2);
      breaches = tav_event_describe_breaches (event, stage, r);
      g_assert_cmpuint (breaches->len, ==, 0);
      if (r == 1)
        plan_start = tav_round_get_plan_start (round);
      g_assert_cmpuint (tav_round_get_plan_start (round), ==, plan_start);
      tav_test_catan_play_round (event, &rng);
    }
}

/* A club of 13 at 12 tables meets at one table at least in every round:
 * counted, and described once for each meeting. */
static void
test_catan_unavoidable (void)
{
  g_autoptr(TavEvent) event = tav_test_catan_event ("Room", 48, 5);
  TavRandom rng;

  tav_random_init (&rng, 3);
  set_room (event, 1, 13);
  for (guint r = 1; r <= 3; r++)
    {
      TavStage *stage;
      TavRound *round;
      g_autoptr(GPtrArray) breaches = NULL;
      guint meetings;

      draw (&event);
      stage = tav_event_get_current_stage (event);
      round = tav_stage_get_last_round (stage);
      meetings = tav_event_count_club_meetings (event, round);
      g_assert_cmpuint (meetings, >=, 1);
      g_assert_cmpuint (tav_event_count_apart_meetings (event, round), ==, 0);
      breaches = tav_event_describe_breaches (event, stage, r);
      g_assert_cmpuint (breaches->len, ==, meetings);
      for (guint i = 0; i < breaches->len; i++)
        g_assert_nonnull (strstr (breaches->pdata[i], "Club 1"));
      tav_test_catan_play_round (event, &rng);
    }
}

/* Destiny, 64 players, five Swiss rounds: the same, the accessible
 * player's pair always at table 1 or 2. */
static void
test_destiny (void)
{
  g_autoptr(TavEvent) event = tav_event_new ("destiny", "Room");

  tav_event_set_seed (event, 20261129);
  for (guint i = 1; i <= 64; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %02u", i);

      g_assert_nonnull (tav_event_add_player (event, name, NULL));
    }
  set_room (event, 8, 4);
  for (guint r = 1; r <= ROUNDS; r++)
    {
      TavStage *stage;
      TavRound *round;
      g_autoptr(GPtrArray) breaches = NULL;
      guint at;

      draw (&event);
      stage = tav_event_get_current_stage (event);
      round = tav_stage_get_last_round (stage);
      g_assert_cmpuint (tav_event_count_apart_meetings (event, round), ==, 0);
      g_assert_cmpuint (tav_event_count_club_meetings (event, round), ==, 0);
      g_assert_cmpuint (tav_event_count_seat_breaches (event, round), ==, 0);
      at = table_of (round, id_of (event, 10));
      g_assert_true (at == 1 || at == 2);
      breaches = tav_event_describe_breaches (event, stage, r);
      g_assert_cmpuint (breaches->len, ==, 0);
      for (guint t = 0; t < tav_round_get_n_tables (round); t++)
        {
          TavTable *table = tav_round_get_table (round, t);

          tav_test_destiny_set_winner (event, stage, r, tav_table_get_number (table),
                                       tav_table_get_seat (table, r % 2));
        }
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/room-day/catan", test_catan);
  g_test_add_func ("/room-day/catan-unavoidable", test_catan_unavoidable);
  g_test_add_func ("/room-day/destiny", test_destiny);
  return g_test_run ();
}
