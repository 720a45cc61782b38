/* tav-timer-store.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-timer-store"

#include "config.h"

#include "tav-state-file.h"
#include "tav-timer-store.h"

/* The timer is the room's clock, not part of the event: starting it is no
 * edit to save or undo, and tavolo-cli has none. So it is kept beside the
 * recovery copies, in timers.ini, one group per event: the key is the
 * event file's URI, or “recovery:ID” for the recovery copy of an event
 * never saved. The round it was set for is kept too: a state left from an
 * earlier round is not brought back. */

#define STORE "timers.ini"

void
tav_timer_store_save (const char    *key,
                      const char    *round_key,
                      TavRoundTimer *timer)
{
  g_autoptr(GKeyFile) key_file = tav_state_file_read (STORE);

  g_return_if_fail (key != NULL && round_key != NULL);

  g_key_file_remove_group (key_file, key, NULL);
  g_key_file_set_string (key_file, key, "round", round_key);
  tav_round_timer_save (timer, key_file, key);
  tav_state_file_write (STORE, key_file);
}

gboolean
tav_timer_store_restore (const char    *key,
                         const char    *round_key,
                         TavRoundTimer *timer)
{
  g_autoptr(GKeyFile) key_file = tav_state_file_read (STORE);
  g_autofree char *round = NULL;

  g_return_val_if_fail (key != NULL && round_key != NULL, FALSE);

  round = g_key_file_get_string (key_file, key, "round", NULL);
  if (g_strcmp0 (round, round_key) != 0)
    return FALSE;

  return tav_round_timer_restore (timer, key_file, key);
}

void
tav_timer_store_forget (const char *key)
{
  g_autoptr(GKeyFile) key_file = tav_state_file_read (STORE);

  if (g_key_file_remove_group (key_file, key, NULL))
    tav_state_file_write (STORE, key_file);
}
