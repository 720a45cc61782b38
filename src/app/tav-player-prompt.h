/* tav-player-prompt.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "tav-event.h"

G_BEGIN_DECLS

#define TAV_TYPE_PLAYER_PROMPT (tav_player_prompt_get_type ())

G_DECLARE_FINAL_TYPE (TavPlayerPrompt, tav_player_prompt, TAV, PLAYER_PROMPT, GtkBox)

gboolean  tav_player_prompt_ask (GtkWidget  *widget,
                                 TavEvent   *event,
                                 const char *action_name,
                                 const char *player_id);

/* A question whose answer is a widget of its own (@child), applied by
 * @apply once accepted; a refusal is shown under @error_heading. */
typedef gboolean (*TavPromptApply) (GtkWidget  *child,
                                    TavEvent   *event,
                                    TavPlayer  *player,
                                    GError    **error);

void      tav_player_prompt_ask_with (GtkWidget      *widget,
                                      TavEvent       *event,
                                      TavPlayer      *player,
                                      const char     *heading,
                                      const char     *body,
                                      const char     *accept,
                                      const char     *error_heading,
                                      GtkWidget      *child,
                                      TavPromptApply  apply);

G_END_DECLS
