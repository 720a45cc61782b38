/* tav-width-first-layout.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TAV_TYPE_WIDTH_FIRST_LAYOUT (tav_width_first_layout_get_type ())

G_DECLARE_FINAL_TYPE (TavWidthFirstLayout, tav_width_first_layout, TAV, WIDTH_FIRST_LAYOUT, GtkLayoutManager)

GtkLayoutManager *tav_width_first_layout_new (void);

G_END_DECLS
