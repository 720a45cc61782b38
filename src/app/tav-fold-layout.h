/* tav-fold-layout.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TAV_TYPE_FOLD_LAYOUT (tav_fold_layout_get_type ())

G_DECLARE_FINAL_TYPE (TavFoldLayout, tav_fold_layout, TAV, FOLD_LAYOUT, GtkLayoutManager)

GtkLayoutManager *tav_fold_layout_new        (int            fold_width);
gboolean          tav_fold_layout_get_folded (TavFoldLayout *self);
void              tav_fold_layout_wrap_box   (GtkBox        *box,
                                              gboolean       wrap);
void              tav_fold_layout_fold_column (GtkColumnViewColumn *column,
                                               gboolean             folded);

G_END_DECLS
