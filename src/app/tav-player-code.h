/* tav-player-code.h — a player's personal code and deck, from his menu
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "tav-event.h"

G_BEGIN_DECLS

GtkWidget *tav_player_deck_editor_new      (const char *deck);
char      *tav_player_deck_editor_get_text (GtkWidget  *editor);

void  tav_player_code_show  (GtkWidget  *widget,
                             TavEvent   *event,
                             const char *player_id);
void  tav_player_deck_ask   (GtkWidget  *widget,
                             TavEvent   *event,
                             const char *player_id);

G_END_DECLS
