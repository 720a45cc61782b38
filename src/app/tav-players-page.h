/* tav-players-page.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tav-event.h"

G_BEGIN_DECLS

#define TAV_TYPE_PLAYERS_PAGE (tav_players_page_get_type ())

G_DECLARE_FINAL_TYPE (TavPlayersPage, tav_players_page, TAV, PLAYERS_PAGE, AdwBin)

TavEvent   *tav_players_page_get_event (TavPlayersPage *self);
void        tav_players_page_set_event (TavPlayersPage *self,
                                        TavEvent       *event);
GListModel *tav_players_page_get_model (TavPlayersPage *self);
GtkWidget  *tav_players_page_get_check_in_bar (TavPlayersPage *self);

G_END_DECLS
