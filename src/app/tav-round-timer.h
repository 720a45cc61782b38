/* tav-round-timer.h — the countdown of a round
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "tav-timer-state.h"

G_BEGIN_DECLS

#define TAV_TYPE_ROUND_TIMER (tav_round_timer_get_type ())

G_DECLARE_FINAL_TYPE (TavRoundTimer, tav_round_timer, TAV, ROUND_TIMER, GObject)

TavRoundTimer *tav_round_timer_new           (void);
guint          tav_round_timer_get_duration  (TavRoundTimer *self);
void           tav_round_timer_set_duration  (TavRoundTimer *self,
                                              guint          seconds);
guint          tav_round_timer_get_remaining (TavRoundTimer *self);
gboolean       tav_round_timer_get_running   (TavRoundTimer *self);
gboolean       tav_round_timer_get_finished  (TavRoundTimer *self);
guint          tav_round_timer_get_overtime  (TavRoundTimer *self);
void           tav_round_timer_start         (TavRoundTimer *self);
void           tav_round_timer_pause         (TavRoundTimer *self);
void           tav_round_timer_reset         (TavRoundTimer *self);
char          *tav_round_timer_format        (guint          seconds);
void           tav_round_timer_get_state     (TavRoundTimer       *self,
                                              TavTimerState       *state);
void           tav_round_timer_set_state     (TavRoundTimer       *self,
                                              const TavTimerState *state);

G_END_DECLS
