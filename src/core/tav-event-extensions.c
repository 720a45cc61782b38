/* tav-event-extensions.c — time added to one table's clock
 *
 * A judge call, a deck check or a card to replace stops one table while
 * the others play on: its clock gets minutes of its own, kept with the
 * table so that every hand (the app, the CLI, a judge's phone) sees the
 * same clock. The room's clock stays the round timer; a table's clock is
 * that timer plus its minutes (tav-timer-state.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-event"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tav-event-private.h"
#include "tav-round-private.h"
#include "tav-text.h"

#define MAX_REASON_CHARS 200

static char *
clean_reason (const char  *reason,
              GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *stripped = g_strstrip (g_strdup (reason != NULL ? reason : ""));
  g_autofree char *clean = NULL;

  if (*stripped == '\0')
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID,
                   _("Added time needs a reason"));
      return NULL;
    }
  clean = tav_text_clean_name (reason, &local_error);
  if (clean == NULL)
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID,
                   _("The reason for added time: %s"), local_error->message);
      return NULL;
    }
  if (g_utf8_strlen (clean, -1) > MAX_REASON_CHARS)
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID,
                   _("The reason for added time is longer than %d characters"),
                   MAX_REASON_CHARS);
      return NULL;
    }

  return g_steal_pointer (&clean);
}

static gboolean
check_table (TavStage  *stage,
             guint      round_number,
             TavTable  *table,
             guint      minutes,
             GError   **error)
{
  guint number = tav_table_get_number (table);
  guint extra = tav_table_get_extra_minutes (table);

  if (tav_stage_get_last_round (stage) != tav_stage_get_round (stage, round_number))
    g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE,
                 _("Round %u is over: time is added only to the tables of the round being played"),
                 round_number);
  else if (tav_table_get_n_seats (table) < 2)
    g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE,
                 _("Table %u is a bye: there is no game to add time to"), number);
  else if (tav_table_has_result (table))
    g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE,
                 _("Table %u already has its result"), number);
  else if (minutes < 1 || minutes > TAV_EXTENSION_MAX_MINUTES)
    g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID,
                 _("Added time must be 1 to %d minutes, not %u"),
                 TAV_EXTENSION_MAX_MINUTES, minutes);
  else if (extra + minutes > TAV_TABLE_MAX_EXTRA_MINUTES)
    g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID,
                 _("Table %u already has %u added minutes: at most %d in all"),
                 number, extra, TAV_TABLE_MAX_EXTRA_MINUTES);
  else
    return TRUE;

  return FALSE;
}

/* Adds @minutes to the clock of @table in round @round of @stage, with
 * the judge's @reason; the table must still be playing. */
gboolean
tav_event_extend_table (TavEvent    *self,
                        TavStage    *stage,
                        guint        round,
                        guint        table,
                        guint        minutes,
                        const char  *reason,
                        GError     **error)
{
  g_autoptr(GDateTime) now = NULL;
  g_autofree char *clean = NULL;
  TavRound *found_round;
  TavTable *found;

  g_return_val_if_fail (TAV_IS_EVENT (self), FALSE);
  g_return_val_if_fail (TAV_IS_STAGE (stage), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  found_round = tav_stage_get_round (stage, round);
  if (found_round == NULL)
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_NOT_FOUND,
                   _("%s: there is no round %u (%u drawn)"), tav_stage_get_name (stage),
                   round, tav_stage_get_n_rounds (stage));
      return FALSE;
    }
  found = tav_round_find_table (found_round, table);
  if (found == NULL)
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_NOT_FOUND,
                   _("Round %u has no table %u"), round, table);
      return FALSE;
    }
  if (stage != tav_event_get_current_stage (self))
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE,
                   _("Round %u is over: time is added only to the tables of the round being played"),
                   round);
      return FALSE;
    }
  if (!check_table (stage, round, found, minutes, error))
    return FALSE;
  if (!(clean = clean_reason (reason, error)))
    return FALSE;

  now = g_date_time_new_now_utc ();
  tav_table_add_extension (found, minutes, clean, now);
  tav_event_changed (self);

  return TRUE;
}
