/* tav-page-fold-layout.h — a page that folds its columns into rows below a
 * width, or a child shown only where it fits
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TAV_TYPE_PAGE_FOLD_LAYOUT (tav_page_fold_layout_get_type ())

G_DECLARE_FINAL_TYPE (TavPageFoldLayout, tav_page_fold_layout, TAV, PAGE_FOLD_LAYOUT, GtkLayoutManager)

GtkLayoutManager *tav_page_fold_layout_new        (int            fold_width);
GtkLayoutManager *tav_page_fold_layout_new_fit    (void);
gboolean          tav_page_fold_layout_get_folded (TavPageFoldLayout *self);
void              tav_page_fold_layout_wrap_box   (GtkBox        *box,
                                              gboolean       wrap);
void              tav_page_fold_layout_fold_column (GtkColumnViewColumn *column,
                                               gboolean             folded);

G_END_DECLS
