/* tav-fields-layout.h — fields on one line, or wrapped with a caption each
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TAV_TYPE_FIELDS_LAYOUT (tav_fields_layout_get_type ())

G_DECLARE_FINAL_TYPE (TavFieldsLayout, tav_fields_layout, TAV, FIELDS_LAYOUT, GtkLayoutManager)

GtkLayoutManager *tav_fields_layout_new        (void);
gboolean          tav_fields_layout_is_wrapped (TavFieldsLayout *self,
                                              GtkWidget     *widget);

G_END_DECLS
