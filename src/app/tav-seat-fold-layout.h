/* tav-seat-fold-layout.h — a seat's fields beside its name, or folded under it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TAV_TYPE_SEAT_FOLD_LAYOUT (tav_seat_fold_layout_get_type ())

G_DECLARE_FINAL_TYPE (TavSeatFoldLayout, tav_seat_fold_layout, TAV, SEAT_FOLD_LAYOUT, GtkLayoutManager)

GtkLayoutManager *tav_seat_fold_layout_new       (void);
gboolean          tav_seat_fold_layout_is_folded (TavSeatFoldLayout *self,
                                                  GtkWidget         *widget);

G_END_DECLS
