/* tav-apart-prompt.h — whom a player must not meet (his menu's Keep Apart From…)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "tav-event.h"

G_BEGIN_DECLS

#define TAV_TYPE_APART_PROMPT (tav_apart_prompt_get_type ())

G_DECLARE_FINAL_TYPE (TavApartPrompt, tav_apart_prompt, TAV, APART_PROMPT, GtkBox)

void   tav_apart_prompt_ask         (GtkWidget  *widget,
                                     TavEvent   *event,
                                     const char *player_id);
char  *tav_apart_prompt_describe    (TavEvent   *event,
                                     TavPlayer  *player);

G_END_DECLS
