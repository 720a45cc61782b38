/* tav-player-menu.h — the menu of a player's row on the players page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "tav-player.h"
#include "tav-ruleset.h"

G_BEGIN_DECLS

GMenuModel *tav_player_menu_new (TavPlayer  *player,
                                 TavRuleset *ruleset,
                                 gboolean    teams,
                                 gboolean    started);

G_END_DECLS
