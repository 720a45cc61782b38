/* tav-player-columns.h — the columns and cells of the players page's list
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "tav-players-page.h"

G_BEGIN_DECLS

void tav_player_columns_bind_template (GtkWidgetClass      *widget_class);
void tav_player_columns_set_sorters   (GtkColumnViewColumn *id_column,
                                       GtkColumnViewColumn *status_column);

G_END_DECLS
