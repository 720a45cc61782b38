/* tav-player-import.h — a list of players imported from a file or pasted
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "tav-players-page.h"

G_BEGIN_DECLS

void tav_player_import_file  (TavPlayersPage *page);
void tav_player_import_paste (TavPlayersPage *page,
                              const char     *text,
                              const char     *error);

G_END_DECLS
