/* tav-wrap-layout.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TAV_TYPE_WRAP_LAYOUT (tav_wrap_layout_get_type ())

G_DECLARE_FINAL_TYPE (TavWrapLayout, tav_wrap_layout, TAV, WRAP_LAYOUT, GtkLayoutManager)

GtkLayoutManager *tav_wrap_layout_new (void);

G_END_DECLS
