/* tav-cell-lines-layout.h — lines of text in a list cell, one under another
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TAV_TYPE_CELL_LINES_LAYOUT (tav_cell_lines_layout_get_type ())

G_DECLARE_FINAL_TYPE (TavCellLinesLayout, tav_cell_lines_layout, TAV, CELL_LINES_LAYOUT, GtkLayoutManager)

GtkLayoutManager *tav_cell_lines_layout_new (void);

G_END_DECLS
