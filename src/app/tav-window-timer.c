/* tav-window-timer.c
 *
 * The window's round timer across a crash or a restart: kept in the timer
 * store under the event's file and under its recovery copy, and found
 * there again when the event is shown.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-window"

#include "config.h"

#include "tav-timer-store.h"
#include "tav-window-private.h"

static char *
timer_store_key (TavWindow *self,
                 gboolean   recovery)
{
  const char *id = tav_session_get_recovery_id (self->session);
  GFile *file = tav_session_get_file (self->session);

  if (recovery)
    return id ? g_strconcat ("recovery:", id, NULL) : NULL;

  return file ? g_file_get_uri (file) : NULL;
}

static gboolean
timer_is_fresh (TavWindow *self)
{
  guint duration = tav_round_timer_get_duration (self->timer);

  return !tav_round_timer_get_running (self->timer) &&
         tav_round_timer_get_remaining (self->timer) == duration &&
         duration == tav_timer_button_get_round_length (self->timer_button);
}

/* Under the file, for the next time it is opened, and under the recovery
 * copy while there is one (an event never saved has no file). A timer not
 * started or reset is the one the round gets anyway: nothing is kept. */
void
tav_window_save_timer (TavWindow *self)
{
  const char *round_key = tav_timer_button_get_round_key (self->timer_button);
  gboolean fresh = timer_is_fresh (self);

  if (self->restoring_timer || round_key == NULL ||
      tav_session_get_event (self->session) == NULL)
    return;

  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *key = timer_store_key (self, i == 0);

      if (key != NULL && fresh)
        tav_timer_store_forget (key);
      else if (key != NULL)
        tav_timer_store_save (key, round_key, self->timer);
    }
}

/* The recovery copy's timer is the newer when there is one. */
void
tav_window_restore_timer (TavWindow *self)
{
  const char *round_key = tav_timer_button_get_round_key (self->timer_button);

  if (round_key == NULL || tav_session_get_event (self->session) == NULL)
    return;

  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *key = timer_store_key (self, i == 0);

      if (key != NULL && tav_timer_store_restore (key, round_key, self->timer))
        break;
    }
}

/* The session names the file after the event: an event just opened finds
 * its timer now. A timer in use goes with the event to its new file
 * instead. */
void
tav_window_timer_follow_file (TavWindow *self)
{
  if (timer_is_fresh (self))
    {
      self->restoring_timer = TRUE;
      tav_window_restore_timer (self);
      self->restoring_timer = FALSE;
    }
  tav_window_save_timer (self);
}

/* Nothing is left to recover from this window. */
void
tav_window_forget_recovery_timer (TavWindow *self)
{
  g_autofree char *key = timer_store_key (self, TRUE);

  if (key != NULL)
    tav_timer_store_forget (key);
}
