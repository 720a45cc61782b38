/* tav-table-clock.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-table-clock"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-display.h"
#include "tav-table-clock.h"

/* What the table card, the compact line, the round timer and the public
 * display say of the time a judge added to a table. The clock itself is
 * the core's (tav_timer_state_get_table_remaining_us ()); here it is put
 * in words. Every function takes the moment to read the clock at, so that
 * a test reads it at a moment of its choosing. */

/* A table still playing on time of its own: extended, no result yet. */
static gboolean
is_extended (TavTable *table)
{
  return tav_table_get_extra_minutes (table) > 0 && !tav_table_has_result (table);
}

static char *
format_remaining (gint64 remaining_us)
{
  /* Rounded up, as the round timer is: 0:00 only when the time is up. */
  return tav_timer_state_format ((guint) ((MAX (0, remaining_us) + G_USEC_PER_SEC - 1) / G_USEC_PER_SEC));
}

/**
 * tav_table_clock_describe:
 * @table: a table
 * @state: (nullable): the round timer, or %NULL when there is none
 * @now: the wall-clock time to read the timer at (g_get_real_time ())
 *
 * Returns: (nullable): “12:40 · +5 min” while the round timer runs (or
 *   ran out), “+5 min” otherwise; %NULL for a table with no time added
 */
char *
tav_table_clock_describe (TavTable            *table,
                          const TavTimerState *state,
                          gint64               now)
{
  guint extra;
  g_autofree char *minutes = NULL;
  g_autofree char *clock = NULL;

  g_return_val_if_fail (TAV_IS_TABLE (table), NULL);

  extra = tav_table_get_extra_minutes (table);
  if (extra == 0)
    return NULL;

  /* Translators: minutes a judge added to a table's time, e.g. “+5 min” */
  minutes = g_strdup_printf (_("+%u min"), extra);
  if (state == NULL || !state->running || tav_table_has_result (table))
    return g_steal_pointer (&minutes);

  clock = format_remaining (tav_timer_state_get_table_remaining_us (state, table, now));
  /* Translators: a table's own clock, then the minutes added to it:
   * “12:40 · +5 min” */
  return g_strdup_printf (_("%s · %s"), clock, minutes);
}

/**
 * tav_table_clock_describe_reasons:
 * @table: a table
 *
 * Returns: (nullable): each time added to @table, one a line, with its
 *   reason and the time it was added; %NULL when none was
 */
char *
tav_table_clock_describe_reasons (TavTable *table)
{
  GString *text;
  guint n;

  g_return_val_if_fail (TAV_IS_TABLE (table), NULL);

  n = tav_table_get_n_extensions (table);
  if (n == 0)
    return NULL;

  text = g_string_new (NULL);
  for (guint i = 0; i < n; i++)
    {
      GDateTime *time = tav_table_get_extension_time (table, i);
      g_autoptr(GDateTime) local = time ? g_date_time_to_local (time) : NULL;
      g_autofree char *at = local ? g_date_time_format (local, "%H:%M") : g_strdup ("");

      if (i > 0)
        g_string_append_c (text, '\n');
      /* Translators: one time extension of a table: minutes, reason, and
       * the time it was given, e.g. “+5 min: deck check (10:42)” */
      g_string_append_printf (text, _("+%u min: %s (%s)"),
                              tav_table_get_extension_minutes (table, i),
                              tav_table_get_extension_reason (table, i), at);
    }
  return g_string_free (text, FALSE);
}

/**
 * tav_table_clock_count_extra_time:
 * @round: a round
 * @state: the round timer
 * @now: the wall-clock time to read the timer at
 *
 * Returns: how many tables of @round still play on time added to them
 *   while the round's own time is up (0 while it is not)
 */
guint
tav_table_clock_count_extra_time (TavRound            *round,
                                  const TavTimerState *state,
                                  gint64               now)
{
  guint n = 0;

  g_return_val_if_fail (TAV_IS_ROUND (round), 0);
  g_return_val_if_fail (state != NULL, 0);

  if (!tav_timer_state_is_finished (state, now))
    return 0;
  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    {
      TavTable *table = tav_round_get_table (round, t);

      if (is_extended (table) && tav_timer_state_get_table_remaining_us (state, table, now) > 0)
        n++;
    }
  return n;
}

/**
 * tav_table_clock_last_remaining_us:
 * @round: a round
 * @state: the round timer
 * @now: the wall-clock time to read the timer at
 *
 * Returns: the time left to the last table of @round still playing: the
 *   round timer's, or more when a table has time added
 */
gint64
tav_table_clock_last_remaining_us (TavRound            *round,
                                   const TavTimerState *state,
                                   gint64               now)
{
  gint64 last;

  g_return_val_if_fail (TAV_IS_ROUND (round), 0);
  g_return_val_if_fail (state != NULL, 0);

  last = tav_timer_state_get_remaining_us (state, now);
  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    {
      TavTable *table = tav_round_get_table (round, t);

      if (is_extended (table))
        last = MAX (last, tav_timer_state_get_table_remaining_us (state, table, now));
    }
  return last;
}

/**
 * tav_table_clock_describe_round:
 * @round: the round shown to the room
 * @state: (nullable): the round timer
 * @now: the wall-clock time to read the timer at
 *
 * Returns: (nullable): the tables of @round still playing with time
 *   added, each with its own clock, for the public display: “Table 7 ·
 *   +5 min · 3:12”, one a line; %NULL when there is none
 */
char *
tav_table_clock_describe_round (TavRound            *round,
                                const TavTimerState *state,
                                gint64               now)
{
  GString *text = NULL;

  g_return_val_if_fail (TAV_IS_ROUND (round), NULL);

  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    {
      TavTable *table = tav_round_get_table (round, t);
      g_autofree char *title = NULL;
      g_autofree char *minutes = NULL;

      if (!is_extended (table))
        continue;
      if (text == NULL)
        text = g_string_new (NULL);
      else
        g_string_append_c (text, '\n');

      title = tav_display_table_title (table);
      minutes = g_strdup_printf (_("+%u min"), tav_table_get_extra_minutes (table));
      if (state != NULL && state->running)
        {
          g_autofree char *clock = format_remaining (tav_timer_state_get_table_remaining_us (state, table, now));

          /* Translators: on the public display, a table with time added:
           * “Table 7 · +5 min · 3:12” */
          g_string_append_printf (text, _("%s · %s · %s"), title, minutes, clock);
        }
      else
        g_string_append_printf (text, _("%s · %s"), title, minutes);
    }
  return text ? g_string_free (text, FALSE) : NULL;
}

/**
 * tav_table_clock_show:
 * @label: the label of a table's clock (a card's, a compact line's)
 * @table: (nullable): the table shown
 * @timer: (nullable): the round timer
 *
 * Shows @table's clock in @label, with the reasons in its tooltip, or
 * hides @label for a table given no time. The text is given only when
 * it changes: a label given a text is laid out again.
 */
void
tav_table_clock_show (GtkLabel      *label,
                      TavTable      *table,
                      TavRoundTimer *timer)
{
  g_autofree char *clock = NULL;
  g_autofree char *reasons = NULL;
  TavTimerState state;

  g_return_if_fail (GTK_IS_LABEL (label));

  if (table != NULL && tav_table_get_n_extensions (table) > 0)
    {
      if (timer != NULL)
        tav_round_timer_get_state (timer, &state);
      clock = tav_table_clock_describe (table, timer ? &state : NULL, g_get_real_time ());
      reasons = tav_table_clock_describe_reasons (table);
    }

  gtk_widget_set_visible (GTK_WIDGET (label), clock != NULL);
  if (clock == NULL)
    return;
  if (g_strcmp0 (gtk_label_get_label (label), clock) != 0)
    gtk_label_set_label (label, clock);
  if (g_strcmp0 (gtk_widget_get_tooltip_text (GTK_WIDGET (label)), reasons) != 0)
    gtk_widget_set_tooltip_text (GTK_WIDGET (label), reasons);
}
