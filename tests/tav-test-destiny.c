/* tav-test-destiny.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tav-test-destiny.h"

void
tav_test_destiny_set_winner (TavEvent   *event,
                             TavStage   *stage,
                             guint       round,
                             guint       table,
                             const char *winner)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) result = json_object_new ();

  json_object_set_string_member (result, "winner", winner);
  g_assert_true (tav_event_set_result (event, stage, round, table, result, &error));
  g_assert_no_error (error);
}

/* Draws the next Swiss round and plays it: the lower id wins every game
 * (he is the stronger player), or with @seat_one seat 1 of every table. */
void
tav_test_destiny_play_round (TavEvent *event,
                             gboolean  seat_one)
{
  g_autoptr(GError) error = NULL;
  TavStage *swiss;
  TavRound *round;

  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
  swiss = tav_event_find_stage (event, "swiss");
  round = tav_stage_get_last_round (swiss);
  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    {
      TavTable *table = tav_round_get_table (round, t);
      const char *a, *b;

      if (tav_table_has_result (table))
        continue;
      a = tav_table_get_seat (table, 0);
      b = tav_table_get_seat (table, 1);
      tav_test_destiny_set_winner (event, swiss, tav_round_get_number (round),
                                   tav_table_get_number (table),
                                   seat_one || g_ascii_strtoull (a + 1, NULL, 10) <
                                               g_ascii_strtoull (b + 1, NULL, 10) ? a : b);
    }
}
