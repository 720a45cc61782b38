/* tav-headings-layout.h — column headings, shown only where they fit
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TAV_TYPE_HEADINGS_LAYOUT (tav_headings_layout_get_type ())

G_DECLARE_FINAL_TYPE (TavHeadingsLayout, tav_headings_layout, TAV, HEADINGS_LAYOUT, GtkLayoutManager)

GtkLayoutManager *tav_headings_layout_new (void);

G_END_DECLS
