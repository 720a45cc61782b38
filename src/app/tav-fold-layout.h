/* tav-fold-layout.h — two children side by side, or one above the other
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TAV_TYPE_FOLD_LAYOUT (tav_fold_layout_get_type ())

G_DECLARE_FINAL_TYPE (TavFoldLayout, tav_fold_layout, TAV, FOLD_LAYOUT, GtkLayoutManager)

GtkLayoutManager *tav_fold_layout_new       (void);
gboolean          tav_fold_layout_is_folded (TavFoldLayout *self,
                                             GtkWidget     *widget);

G_END_DECLS
