/* tav-cli-timer.c — tavolo-cli timer: the round timer without the app
 *
 * The timer is kept where the app keeps it (timers.ini, see
 * tav-timer-state.c), under FILE's name and the round in play, so that
 * `tavolo-cli serve` shows it on the phones, and the app finds it when it
 * opens FILE. FILE itself is only read.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tavolo-cli"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "tav-cli.h"
#include "tav-timer-state.h"

#define MAX_MINUTES (TAV_TIMER_MAX_DURATION / 60)

/* "Round 2: 42:17 left, running" and the like. */
static char *
describe (TavRound            *round,
          const TavTimerState *state,
          gint64               now)
{
  g_autofree char *title = tav_round_get_name (round) && tav_round_get_name (round)[0]
                             ? g_strdup (tav_round_get_name (round))
                             : g_strdup_printf (_("Round %u"), tav_round_get_number (round));
  gint64 left = tav_timer_state_get_remaining_us (state, now);
  g_autofree char *clock = tav_timer_state_format ((guint) ((left + G_USEC_PER_SEC - 1) / G_USEC_PER_SEC));

  if (tav_timer_state_is_finished (state, now))
    {
      g_autofree char *over = tav_timer_state_format ((guint) ((now - state->end) / G_USEC_PER_SEC));

      /* TRANSLATORS: a round and how long ago its time ran out */
      return g_strdup_printf (_("%s: the time is up (%s ago)\n"), title, over);
    }
  if (state->running)
    /* TRANSLATORS: a round and the time left, e.g. “Round 2: 42:17 left, running” */
    return g_strdup_printf (_("%s: %s left, running\n"), title, clock);
  if (left == (gint64) state->duration * G_USEC_PER_SEC)
    /* TRANSLATORS: a round and the length of its timer */
    return g_strdup_printf (_("%s: %s, not started\n"), title, clock);
  return g_strdup_printf (_("%s: %s left, paused\n"), title, clock);
}

int
tav_cli_timer (int    argc,
               char **argv)
{
  const GOptionEntry entries[] = { { NULL } };
  g_auto(GStrv) args = NULL;
  g_autoptr(TavEvent) event = NULL;
  g_autofree char *key = NULL;
  g_autofree char *round_key = NULL;
  g_autofree char *out = NULL;
  TavTimerState state = { 0, };
  const char *action;
  TavStage *stage;
  TavRound *round;
  gboolean kept;
  guint minutes = 0;
  gint64 now;
  int status = TAV_CLI_OK;

  if (!tav_cli_parse_options (tav_cli_find_command ("timer"), entries, argc, argv, &args, &status) ||
      !tav_cli_check_args ("timer", args, 1, 3, "FILE", &status))
    return status;
  action = args[2] ? args[2] : "show";
  if (strcmp (action, "set") == 0)
    {
      if (args[3] == NULL)
        return tav_cli_usage ("timer", _("“set” needs the length of the round in minutes"));
      if (!tav_cli_parse_number ("timer", "set", args[3], 1, &minutes, &status))
        return status;
      if (minutes > MAX_MINUTES)
        return tav_cli_usage ("timer", _("set: a round lasts at most %u minutes"), MAX_MINUTES);
    }
  else if (strcmp (action, "show") && strcmp (action, "start") && strcmp (action, "pause"))
    return tav_cli_usage ("timer", _("unknown action “%s”"), action);
  else if (args[2] && args[3])
    return tav_cli_usage ("timer", _("“%s” takes no argument"), action);

  if (!(event = tav_cli_load (args[1])))
    return TAV_CLI_FAILED;
  stage = tav_event_get_current_stage (event);
  if (!(round = stage ? tav_stage_get_last_round (stage) : NULL))
    return tav_cli_fail ("timer", _("no round has been drawn"));

  key = tav_timer_store_key_for_path (args[1]);
  round_key = tav_timer_store_round_key (event);
  now = g_get_real_time ();
  /* Nothing kept for this round: the timer the round gets, not started. */
  if (!(kept = tav_timer_store_read (key, round_key, &state)))
    {
      state.duration = tav_timer_store_round_length (event);
      state.remaining_us = (gint64) state.duration * G_USEC_PER_SEC;
    }

  if (strcmp (action, "set") == 0)
    {
      /* A new length starts the round's time again, stopped, as in the app. */
      state = (TavTimerState) { minutes * 60, FALSE, 0, (gint64) minutes * 60 * G_USEC_PER_SEC };
      kept = TRUE;
    }
  else if (strcmp (action, "start") == 0 && tav_timer_state_is_finished (&state, now))
    return tav_cli_fail ("timer", _("The time of this round is up; “timer FILE set MINUTES” sets it again"));
  else if (strcmp (action, "start") == 0 && !state.running)
    {
      state.running = TRUE;
      state.end = now + state.remaining_us;
      state.remaining_us = 0;
      kept = TRUE;
    }
  else if (strcmp (action, "pause") == 0 && state.running && !tav_timer_state_is_finished (&state, now))
    {
      state.remaining_us = tav_timer_state_get_remaining_us (&state, now);
      state.running = FALSE;
      state.end = 0;
    }
  if (strcmp (action, "show") != 0 && kept)
    tav_timer_store_write (key, round_key, &state);

  out = describe (round, &state, now);
  tav_cli_write (out);
  return TAV_CLI_OK;
}
