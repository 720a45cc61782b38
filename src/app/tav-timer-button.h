/* tav-timer-button.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tav-event.h"
#include "tav-round-timer.h"

G_BEGIN_DECLS

#define TAV_TYPE_TIMER_BUTTON (tav_timer_button_get_type ())

G_DECLARE_FINAL_TYPE (TavTimerButton, tav_timer_button, TAV, TIMER_BUTTON, AdwBin)

TavRoundTimer *tav_timer_button_get_timer (TavTimerButton *self);
const char    *tav_timer_button_get_round_key (TavTimerButton *self);
guint          tav_timer_button_get_round_length (TavTimerButton *self);
void           tav_timer_button_set_timer (TavTimerButton *self,
                                           TavRoundTimer  *timer);
TavEvent      *tav_timer_button_get_event (TavTimerButton *self);
void           tav_timer_button_set_event (TavTimerButton *self,
                                           TavEvent       *event);

guint          tav_timer_button_get_n_extra      (TavTimerButton *self);

G_END_DECLS
