/* tav-timer-state.h — the round timer as kept in timers.ini, shared by the
 * app, `tavolo-cli timer` and `tavolo-cli serve`
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-event.h"

G_BEGIN_DECLS

#define TAV_TIMER_MAX_DURATION (24 * 3600)  /* seconds */

/* Wall-clock time, not the monotonic clock: the state outlives the
 * process (and the computer's uptime) that wrote it. */
typedef struct
{
  guint    duration;      /* seconds, the round's length */
  gboolean running;       /* counting down, or ran out: then @end is when */
  gint64   end;           /* g_get_real_time () µs, when @running */
  gint64   remaining_us;  /* when not @running */
} TavTimerState;

gint64    tav_timer_state_get_remaining_us (const TavTimerState *state,
                                            gint64               now);
gboolean  tav_timer_state_is_finished      (const TavTimerState *state,
                                            gint64               now);
gint64    tav_timer_state_get_table_remaining_us (const TavTimerState *state,
                                                  TavTable            *table,
                                                  gint64               now);
gboolean  tav_timer_state_is_round_over    (const TavTimerState *state,
                                            TavRound            *round,
                                            gint64               now);
void      tav_timer_state_save             (const TavTimerState *state,
                                            GKeyFile            *key_file,
                                            const char          *group);
gboolean  tav_timer_state_load             (TavTimerState       *state,
                                            GKeyFile            *key_file,
                                            const char          *group);
char     *tav_timer_state_format           (guint                seconds);

/* The store, timers.ini beside the app's state: one group per event. */
char     *tav_timer_store_path             (void);
char     *tav_timer_store_key_for_path     (const char          *event_path);
char     *tav_timer_store_round_key        (TavEvent            *event);
guint     tav_timer_store_round_length     (TavEvent            *event);
gboolean  tav_timer_store_read             (const char          *key,
                                            const char          *round_key,
                                            TavTimerState       *state);
void      tav_timer_store_write            (const char          *key,
                                            const char          *round_key,
                                            const TavTimerState *state);
void      tav_timer_store_forget           (const char          *key);

G_END_DECLS
