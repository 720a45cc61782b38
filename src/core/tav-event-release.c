/* tav-event-release.c — when the room sees a drawn round
 *
 * An organiser who checks a draw before the room sees it (a swap, a redraw,
 * the sheets printed first) sets the event to release rounds by hand: a
 * drawn round then waits, and everything players see — the projector, the
 * phones, the venue's streams — keeps showing the round before it. Which
 * round the room sees is decided here only (tav_event_get_public_round ()).
 * Brackets are shown as they are built: their matches are decided by
 * standings everybody has seen.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-event"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tav-event-private.h"
#include "tav-round-private.h"

/* Returns: whether a round of @stage was waiting; all of them are shown. */
static gboolean
release_stage (TavStage *stage)
{
  gboolean released = FALSE;

  for (guint r = 1; r <= tav_stage_get_n_rounds (stage); r++)
    {
      TavRound *round = tav_stage_get_round (stage, r);

      if (!tav_round_get_released (round))
        {
          tav_round_set_released (round, TRUE);
          released = TRUE;
        }
    }

  return released;
}

static gboolean
release_all (TavEvent *self)
{
  gboolean released = FALSE;

  for (guint s = 0; s < tav_event_get_n_stages (self); s++)
    released |= release_stage (tav_event_get_stage (self, s));

  return released;
}

/* After a draw or a redraw: in an event that releases rounds by hand, the
 * round just drawn waits (a redrawn one waits again: the room saw another
 * seating). */
void
tav_event_hold_drawn_round (TavEvent *self)
{
  TavStage *stage = tav_event_get_current_stage (self);
  TavRound *last = stage != NULL ? tav_stage_get_last_round (stage) : NULL;

  if (last != NULL && tav_event_get_manual_release (self) &&
      tav_stage_get_kind (stage) == TAV_STAGE_TABLES)
    tav_round_set_released (last, FALSE);
}

/* Switching to "at once" shows a waiting round: nothing may stay hidden
 * by a setting that no longer hides anything. */
gboolean
tav_event_change_release (TavEvent  *self,
                          gboolean   manual,
                          GError   **error)
{
  g_return_val_if_fail (TAV_IS_EVENT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  manual = !!manual;
  if (tav_event_get_manual_release (self) == manual)
    return TRUE;

  tav_event_set_manual_release (self, manual);
  if (!manual)
    release_all (self);
  tav_event_changed (self);

  return TRUE;
}

/* Shows the waiting round (and any earlier one left waiting) to the room. */
gboolean
tav_event_release_round (TavEvent  *self,
                         GError   **error)
{
  g_return_val_if_fail (TAV_IS_EVENT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!release_all (self))
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE,
                   _("No round is waiting to be shown to the room"));
      return FALSE;
    }

  tav_event_changed (self);
  return TRUE;
}

/* Returns: whether the last round drawn waits for Release Round. */
gboolean
tav_event_is_round_waiting (TavEvent *self)
{
  TavStage *stage;
  TavRound *last;

  g_return_val_if_fail (TAV_IS_EVENT (self), FALSE);

  stage = tav_event_get_current_stage (self);
  last = stage != NULL ? tav_stage_get_last_round (stage) : NULL;

  return last != NULL && !tav_round_get_released (last);
}

/* Returns: (transfer none) (nullable): the round the room sees: the last
 * released round of the latest stage that has one; %NULL before the
 * first. @stage, when given, is set to its stage. */
TavRound *
tav_event_get_public_round (TavEvent  *self,
                            TavStage **stage)
{
  g_return_val_if_fail (TAV_IS_EVENT (self), NULL);

  for (guint s = tav_event_get_n_stages (self); s-- > 0;)
    {
      TavStage *candidate = tav_event_get_stage (self, s);

      for (guint r = tav_stage_get_n_rounds (candidate); r > 0; r--)
        {
          TavRound *round = tav_stage_get_round (candidate, r);

          if (tav_round_get_released (round))
            {
              if (stage != NULL)
                *stage = candidate;
              return round;
            }
        }
    }

  if (stage != NULL)
    *stage = NULL;
  return NULL;
}

/* Returns: whether the room may see @round of @stage: a released round. */
gboolean
tav_event_is_round_public (TavEvent *self,
                           TavStage *stage,
                           TavRound *round)
{
  g_return_val_if_fail (TAV_IS_EVENT (self), FALSE);
  g_return_val_if_fail (TAV_IS_STAGE (stage), FALSE);
  g_return_val_if_fail (TAV_IS_ROUND (round), FALSE);

  return tav_round_get_released (round);
}
