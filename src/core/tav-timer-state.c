/* tav-timer-state.c
 *
 * The timer is the room's clock, not part of the event: starting it is no
 * edit to save or undo. It is kept beside the app's recovery copies, in
 * timers.ini (tav_state_file_path ()), one group per event: the key is
 * the event file's URI (or “recovery:ID” for the app's recovery copy of
 * an event never saved). The round it was set for is kept too: a state
 * left from an earlier round is not brought back. The app, `tavolo-cli
 * timer` and `tavolo-cli serve` read and write the same groups.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-timer-state"

#include "config.h"

#include "tav-round.h"
#include "tav-ruleset.h"
#include "tav-state-file.h"
#include "tav-timer-state.h"

#define STORE "timers.ini"

/* Running, it counts down to @end; after @end it has run out. */
gint64
tav_timer_state_get_remaining_us (const TavTimerState *state,
                                  gint64               now)
{
  g_return_val_if_fail (state != NULL, 0);

  if (state->running)
    return MAX (0, state->end - now);
  return state->remaining_us;
}

/* The time ran out (and the timer was not set again since). */
gboolean
tav_timer_state_is_finished (const TavTimerState *state,
                             gint64               now)
{
  g_return_val_if_fail (state != NULL, FALSE);
  return state->duration > 0 && tav_timer_state_get_remaining_us (state, now) == 0;
}

/* A table's clock: the round's time and the minutes added to that table.
 * Running, it counts down to the round's end plus those minutes. */
gint64
tav_timer_state_get_table_remaining_us (const TavTimerState *state,
                                        TavTable            *table,
                                        gint64               now)
{
  gint64 extra;

  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (TAV_IS_TABLE (table), 0);

  extra = (gint64) tav_table_get_extra_minutes (table) * 60 * G_USEC_PER_SEC;
  if (state->running)
    return MAX (0, state->end + extra - now);
  return state->remaining_us + extra;
}

/* The round is over when the last table still playing with added time is
 * out of it, not when the round's own time runs out. */
gboolean
tav_timer_state_is_round_over (const TavTimerState *state,
                               TavRound            *round,
                               gint64               now)
{
  gint64 extra;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (TAV_IS_ROUND (round), FALSE);

  if (state->duration == 0)
    return FALSE;
  extra = (gint64) tav_round_get_extra_minutes (round) * 60 * G_USEC_PER_SEC;
  if (state->running)
    return state->end + extra <= now;
  return state->remaining_us + extra == 0;
}

void
tav_timer_state_save (const TavTimerState *state,
                      GKeyFile            *key_file,
                      const char          *group)
{
  g_return_if_fail (state != NULL);

  g_key_file_set_uint64 (key_file, group, "duration", state->duration);
  g_key_file_set_boolean (key_file, group, "running", state->running);
  if (state->running)
    g_key_file_set_int64 (key_file, group, "end", state->end);
  else
    g_key_file_set_int64 (key_file, group, "remaining-us", state->remaining_us);
}

/* FALSE (and @state untouched) when @group holds no timer's state, or
 * one that cannot be (longer than a day, more left than its length). */
gboolean
tav_timer_state_load (TavTimerState *state,
                      GKeyFile      *key_file,
                      const char    *group)
{
  g_autoptr(GError) error = NULL;
  guint64 duration;
  gboolean running = FALSE;
  gint64 value = 0;

  g_return_val_if_fail (state != NULL, FALSE);

  duration = g_key_file_get_uint64 (key_file, group, "duration", &error);
  if (error == NULL)
    running = g_key_file_get_boolean (key_file, group, "running", &error);
  if (error == NULL)
    value = g_key_file_get_int64 (key_file, group, running ? "end" : "remaining-us", &error);
  if (error != NULL || duration > TAV_TIMER_MAX_DURATION ||
      (!running && (value < 0 || value > (gint64) duration * G_USEC_PER_SEC)))
    return FALSE;

  state->duration = (guint) duration;
  state->running = running;
  state->end = running ? value : 0;
  state->remaining_us = running ? 0 : value;
  return TRUE;
}

/* “1:05:00”, “59:59”, “0:07”. */
char *
tav_timer_state_format (guint seconds)
{
  if (seconds >= 3600)
    return g_strdup_printf ("%u:%02u:%02u", seconds / 3600, (seconds / 60) % 60, seconds % 60);
  return g_strdup_printf ("%u:%02u", seconds / 60, seconds % 60);
}

/* ---- The store -------------------------------------------------------- */

char *
tav_timer_store_path (void)
{
  return tav_state_file_path (STORE);
}

/* As the app names the event it has open from that file. */
char *
tav_timer_store_key_for_path (const char *event_path)
{
  g_autoptr(GFile) file = NULL;

  g_return_val_if_fail (event_path != NULL, NULL);

  file = g_file_new_for_commandline_arg (event_path);
  return g_file_get_uri (file);
}

/* “STAGE/ROUND” of the round in play (the last drawn of the current
 * stage): undo or another writer give a new event, but the same round is
 * still the same round. */
char *
tav_timer_store_round_key (TavEvent *event)
{
  TavStage *stage;
  TavRound *round;

  g_return_val_if_fail (TAV_IS_EVENT (event), NULL);

  stage = tav_event_get_current_stage (event);
  round = stage ? tav_stage_get_last_round (stage) : NULL;
  return g_strdup_printf ("%s/%u", stage ? tav_stage_get_id (stage) : "",
                          round ? tav_round_get_number (round) : 0);
}

/* Seconds: the ruleset's length of a round of the current stage, else an
 * hour. */
guint
tav_timer_store_round_length (TavEvent *event)
{
  TavRuleset *ruleset;
  guint minutes = 0;

  g_return_val_if_fail (TAV_IS_EVENT (event), 0);

  ruleset = tav_event_get_ruleset (event);
  if (ruleset != NULL)
    minutes = tav_ruleset_get_round_minutes (ruleset, event, tav_event_get_current_stage (event));
  return (minutes ? minutes : 60) * 60;
}

/* FALSE when nothing is kept for @key, or it was kept for another round. */
gboolean
tav_timer_store_read (const char    *key,
                      const char    *round_key,
                      TavTimerState *state)
{
  g_autoptr(GKeyFile) key_file = tav_state_file_read (STORE);
  g_autofree char *round = NULL;

  g_return_val_if_fail (key != NULL && round_key != NULL, FALSE);

  round = g_key_file_get_string (key_file, key, "round", NULL);
  if (g_strcmp0 (round, round_key) != 0)
    return FALSE;
  return tav_timer_state_load (state, key_file, key);
}

void
tav_timer_store_write (const char          *key,
                       const char          *round_key,
                       const TavTimerState *state)
{
  g_autoptr(GKeyFile) key_file = tav_state_file_read (STORE);

  g_return_if_fail (key != NULL && round_key != NULL && state != NULL);

  g_key_file_remove_group (key_file, key, NULL);
  g_key_file_set_string (key_file, key, "round", round_key);
  tav_timer_state_save (state, key_file, key);
  tav_state_file_write (STORE, key_file);
}

void
tav_timer_store_forget (const char *key)
{
  g_autoptr(GKeyFile) key_file = tav_state_file_read (STORE);

  g_return_if_fail (key != NULL);

  if (g_key_file_remove_group (key_file, key, NULL))
    tav_state_file_write (STORE, key_file);
}
