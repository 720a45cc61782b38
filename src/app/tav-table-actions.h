/* tav-table-actions.h — the rounds page's actions on one table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void tav_table_actions_install (GtkWidgetClass *widget_class);

G_END_DECLS
