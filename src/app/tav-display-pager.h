/* tav-display-pager.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TAV_TYPE_DISPLAY_PAGER (tav_display_pager_get_type ())

G_DECLARE_FINAL_TYPE (TavDisplayPager, tav_display_pager, TAV, DISPLAY_PAGER, GtkWidget)

/* Names are set at 1/34 of the window's height (32 px on a 1080-line
 * screen) and never smaller than this on such a screen. */
#define TAV_DISPLAY_PAGER_LINES_PER_SCREEN 34

GtkWidget *tav_display_pager_new              (void);
void       tav_display_pager_append           (TavDisplayPager *self,
                                               GtkWidget       *child);
void       tav_display_pager_remove_all       (TavDisplayPager *self);
void       tav_display_pager_reorder          (TavDisplayPager *self,
                                               GPtrArray       *items);
guint      tav_display_pager_get_n_items      (TavDisplayPager *self);
GtkWidget *tav_display_pager_get_item         (TavDisplayPager *self,
                                               guint            position);
guint      tav_display_pager_get_item_page    (TavDisplayPager *self,
                                               guint            position);
guint      tav_display_pager_get_page         (TavDisplayPager *self);
void       tav_display_pager_set_page         (TavDisplayPager *self,
                                               guint            page);
guint      tav_display_pager_get_n_pages      (TavDisplayPager *self);
guint      tav_display_pager_get_n_columns    (TavDisplayPager *self);
int        tav_display_pager_get_font_px      (TavDisplayPager *self);
void       tav_display_pager_set_min_column_em (TavDisplayPager *self,
                                                double           em);
void       tav_display_pager_set_even_rows    (TavDisplayPager *self,
                                               gboolean         even_rows);

G_END_DECLS
