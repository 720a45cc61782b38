/* tav-timer-store.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-timer-store"

#include "config.h"

#include "tav-timer-store.h"

/* The app's timer in the store it shares with tavolo-cli (see
 * tav-timer-state.c): timers.ini, one group per event, with the round it
 * was set for. */

void
tav_timer_store_save (const char    *key,
                      const char    *round_key,
                      TavRoundTimer *timer)
{
  TavTimerState state;

  g_return_if_fail (key != NULL && round_key != NULL);

  tav_round_timer_get_state (timer, &state);
  tav_timer_store_write (key, round_key, &state);
}

gboolean
tav_timer_store_restore (const char    *key,
                         const char    *round_key,
                         TavRoundTimer *timer)
{
  TavTimerState state;

  g_return_val_if_fail (key != NULL && round_key != NULL, FALSE);

  if (!tav_timer_store_read (key, round_key, &state))
    return FALSE;
  tav_round_timer_set_state (timer, &state);
  return TRUE;
}
