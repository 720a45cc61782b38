/* tav-seat-prompt.h — where a player always sits (his menu's Always at Table…)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "tav-event.h"

G_BEGIN_DECLS

#define TAV_TYPE_SEAT_PROMPT (tav_seat_prompt_get_type ())

G_DECLARE_FINAL_TYPE (TavSeatPrompt, tav_seat_prompt, TAV, SEAT_PROMPT, GtkBox)

void tav_seat_prompt_ask (GtkWidget  *widget,
                          TavEvent   *event,
                          const char *player_id);

G_END_DECLS
