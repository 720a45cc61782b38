/* test-floor.c — the judges' floor in the model: rounds released by hand,
 * time added to one table, and the table clocks that follow
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "tav-document.h"
#include "tav-event.h"
#include "tav-test-destiny.h"
#include "tav-timer-state.h"

#define MINUTE (G_GINT64_CONSTANT (60) * G_USEC_PER_SEC)

static TavEvent *
new_destiny (guint n_players)
{
  g_autoptr(TavEvent) event = tav_event_new ("destiny", "Floor");

  for (guint i = 1; i <= n_players; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %u", i);

      g_assert_nonnull (tav_event_add_player (event, name, NULL));
    }
  return g_steal_pointer (&event);
}

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

static void
win_all (TavEvent *event)
{
  TavStage *stage = tav_event_get_current_stage (event);
  TavRound *round = tav_stage_get_last_round (stage);

  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    {
      TavTable *table = tav_round_get_table (round, t);

      if (!tav_table_has_result (table))
        tav_test_destiny_set_winner (event, stage, tav_round_get_number (round),
                                     tav_table_get_number (table), tav_table_get_seat (table, 0));
    }
}

/* At once (the default), a drawn round is public; by hand, it waits until
 * released, and the room keeps seeing the round before it. */
static void
test_release (void)
{
  g_autoptr(TavEvent) event = new_destiny (8);
  g_autoptr(TavEvent) back = NULL;
  g_autoptr(GError) error = NULL;
  TavStage *stage = NULL;
  TavRound *first, *second;

  g_assert_null (tav_event_get_public_round (event, &stage));
  g_assert_null (stage);
  g_assert_true (tav_event_draw_round (event, &error));
  first = tav_stage_get_last_round (tav_event_get_current_stage (event));
  g_assert_true (tav_event_get_public_round (event, &stage) == first);
  g_assert_false (tav_event_is_round_waiting (event));
  g_assert_false (tav_event_release_round (event, &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE);
  g_clear_error (&error);

  g_assert_true (tav_event_change_release (event, TRUE, &error));
  g_assert_true (tav_event_get_manual_release (event));
  g_assert_true (tav_event_get_public_round (event, NULL) == first);
  win_all (event);
  g_assert_true (tav_event_draw_round (event, &error));
  second = tav_stage_get_last_round (stage);
  g_assert_true (second != first);
  g_assert_true (tav_event_is_round_waiting (event));
  g_assert_false (tav_round_get_released (second));
  g_assert_true (tav_event_get_public_round (event, NULL) == first);
  g_assert_false (tav_event_is_round_public (event, stage, second));

  /* Kept in the file, as version 3. */
  back = reload (event);
  g_assert_true (tav_event_get_manual_release (back));
  g_assert_true (tav_event_is_round_waiting (back));
  g_assert_cmpuint (tav_round_get_number (tav_event_get_public_round (back, NULL)), ==, 1);

  /* A redraw waits again; releasing shows it. */
  g_assert_true (tav_event_redraw_round (event, &error));
  g_assert_true (tav_event_is_round_waiting (event));
  g_assert_true (tav_event_release_round (event, &error));
  g_assert_no_error (error);
  g_assert_false (tav_event_is_round_waiting (event));
  g_assert_cmpuint (tav_round_get_number (tav_event_get_public_round (event, NULL)), ==, 2);

  /* Back to "at once": a waiting round is shown, nothing stays hidden. */
  win_all (event);
  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_true (tav_event_is_round_waiting (event));
  g_assert_true (tav_event_change_release (event, FALSE, &error));
  g_assert_false (tav_event_is_round_waiting (event));
  g_assert_cmpuint (tav_round_get_number (tav_event_get_public_round (event, NULL)), ==, 3);
}

/* Minutes add up per table, are checked, kept in the file, and make that
 * table's clock and the round's end. */
static void
test_extensions (void)
{
  g_autoptr(TavEvent) event = new_destiny (8);
  g_autoptr(TavEvent) back = NULL;
  g_autoptr(GError) error = NULL;
  TavTimerState running = { 3000, TRUE, 100 * MINUTE, 0 };
  TavTimerState paused = { 3000, FALSE, 0, 0 };
  TavStage *stage;
  TavRound *round;
  TavTable *two, *three;

  g_assert_true (tav_event_draw_round (event, &error));
  stage = tav_event_get_current_stage (event);
  round = tav_stage_get_last_round (stage);
  two = tav_round_find_table (round, 2);
  three = tav_round_find_table (round, 3);

  g_assert_true (tav_event_extend_table (event, stage, 1, 2, 5, "  deck check ", &error));
  g_assert_no_error (error);
  g_assert_true (tav_event_extend_table (event, stage, 1, 2, 3, "judge call", &error));
  g_assert_true (tav_event_extend_table (event, stage, 1, 3, 2, "missing card", &error));
  g_assert_cmpuint (tav_table_get_n_extensions (two), ==, 2);
  g_assert_cmpstr (tav_table_get_extension_reason (two, 0), ==, "deck check");
  g_assert_cmpuint (tav_table_get_extension_minutes (two, 1), ==, 3);
  g_assert_cmpuint (tav_table_get_extra_minutes (two), ==, 8);
  g_assert_cmpuint (tav_round_get_extra_minutes (round), ==, 8);

  /* Refused: no reason, 0 or 61 minutes, no such table, past 240 in all. */
  g_assert_false (tav_event_extend_table (event, stage, 1, 2, 5, " ", &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (tav_event_extend_table (event, stage, 1, 2, 0, "x", &error));
  g_clear_error (&error);
  g_assert_false (tav_event_extend_table (event, stage, 1, 2, 61, "x", &error));
  g_clear_error (&error);
  g_assert_false (tav_event_extend_table (event, stage, 1, 9, 5, "x", &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_NOT_FOUND);
  g_clear_error (&error);
  for (guint i = 0; i < 3; i++)
    g_assert_true (tav_event_extend_table (event, stage, 1, 4, 60, "long ruling", &error));
  g_assert_false (tav_event_extend_table (event, stage, 1, 4, 61 - 60 + 60, "more", &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_true (tav_event_extend_table (event, stage, 1, 4, 60, "last hour", &error));
  g_assert_cmpuint (tav_table_get_extra_minutes (tav_round_find_table (round, 4)), ==, 240);

  /* Clocks: the round's time plus the table's minutes. */
  g_assert_cmpint (tav_timer_state_get_table_remaining_us (&running, two, 90 * MINUTE), ==, 18 * MINUTE);
  g_assert_cmpint (tav_timer_state_get_table_remaining_us (&running, three, 90 * MINUTE), ==, 12 * MINUTE);
  g_assert_cmpint (tav_timer_state_get_table_remaining_us (&running, two, 109 * MINUTE), ==, 0);
  g_assert_cmpint (tav_timer_state_get_table_remaining_us (&paused, two, 0), ==, 8 * MINUTE);

  /* The round is over when its last extended table is: table 4 plays 240
   * minutes on, then only table 2 once 4 has its result. */
  g_assert_false (tav_timer_state_is_round_over (&running, round, 101 * MINUTE));
  win_all (event);
  g_assert_cmpuint (tav_round_get_extra_minutes (round), ==, 0);
  g_assert_true (tav_timer_state_is_round_over (&running, round, 100 * MINUTE));
  g_assert_false (tav_event_extend_table (event, stage, 1, 2, 5, "late", &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE);
  g_clear_error (&error);

  back = reload (event);
  two = tav_round_find_table (tav_stage_get_last_round (tav_event_get_current_stage (back)), 2);
  g_assert_cmpuint (tav_table_get_n_extensions (two), ==, 2);
  g_assert_cmpstr (tav_table_get_extension_reason (two, 1), ==, "judge call");
  g_assert_true (g_date_time_equal (tav_table_get_extension_time (two, 0),
                                    tav_table_get_extension_time (tav_round_find_table (round, 2), 0)));
}

static void
test_round_over_with_extension (void)
{
  g_autoptr(TavEvent) event = new_destiny (4);
  g_autoptr(GError) error = NULL;
  TavTimerState running = { 3000, TRUE, 50 * MINUTE, 0 };
  TavStage *stage;
  TavRound *round;

  g_assert_true (tav_event_draw_round (event, &error));
  stage = tav_event_get_current_stage (event);
  round = tav_stage_get_last_round (stage);
  g_assert_true (tav_timer_state_is_round_over (&running, round, 50 * MINUTE));
  g_assert_true (tav_event_extend_table (event, stage, 1, 1, 4, "deck check", &error));
  g_assert_false (tav_timer_state_is_round_over (&running, round, 50 * MINUTE));
  g_assert_false (tav_timer_state_is_round_over (&running, round, 53 * MINUTE));
  g_assert_true (tav_timer_state_is_round_over (&running, round, 54 * MINUTE));
}

/* What an older file cannot hold is refused there, and bad members name
 * their place. */
static void
test_file (void)
{
  static const struct {
    const char *from;
    const char *to;
    const char *message;
  } cases[] = {
    { "\"version\" : 3", "\"version\" : 2", "version 2 cannot hold" },
    { "\"release\" : \"manual\"", "\"release\" : \"later\"", "event.release" },
    { "\"minutes\" : 5", "\"minutes\" : 0", "extensions[0].minutes" },
    { "\"minutes\" : 5", "\"minutes\" : 61", "extensions[0].minutes" },
    { "\"reason\" : \"deck check\"", "\"reason\" : \"deck\\ncheck\"", "extensions[0].reason" },
    { "\"reason\" : \"deck check\"", "\"reason\" : \"\"", "extensions[0].reason" },
    { "\"time\" : \"", "\"time\" : \"x", "extensions[0].time" },
    { "\"minutes\" : 5", "\"minutes\" : 5, \"by\" : 1", "extensions[0]" },
    { "\"released\" : false", "\"released\" : 0", "released" },
  };
  g_autoptr(TavEvent) event = new_destiny (4);
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  TavStage *stage;

  g_assert_true (tav_event_change_release (event, TRUE, &error));
  g_assert_true (tav_event_draw_round (event, &error));
  stage = tav_event_get_current_stage (event);
  g_assert_true (tav_event_extend_table (event, stage, 1, 1, 5, "deck check", &error));
  data = tav_document_to_data (event, NULL);
  g_assert_nonnull (strstr (data, "\"version\" : 3"));

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(GStrv) parts = g_strsplit (data, cases[i].from, 2);
      g_autofree char *bad = NULL;
      g_autoptr(TavEvent) loaded = NULL;
      g_autoptr(GError) local_error = NULL;

      g_assert_cmpuint (g_strv_length (parts), ==, 2);
      bad = g_strjoin (cases[i].to, parts[0], parts[1], NULL);
      loaded = tav_document_load_data (bad, strlen (bad), &local_error);
      g_test_message ("%s → %s", cases[i].to, local_error ? local_error->message : "loaded");
      g_assert_null (loaded);
      g_assert_error (local_error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_INVALID);
      g_assert_nonnull (strstr (local_error->message, cases[i].message));
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/floor/release", test_release);
  g_test_add_func ("/floor/extensions", test_extensions);
  g_test_add_func ("/floor/round-over", test_round_over_with_extension);
  g_test_add_func ("/floor/file", test_file);

  return g_test_run ();
}
