/* tav-row-feed.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TAV_TYPE_ROW_FEED (tav_row_feed_get_type ())

G_DECLARE_FINAL_TYPE (TavRowFeed, tav_row_feed, TAV, ROW_FEED, GObject)

TavRowFeed *tav_row_feed_new         (GtkWidget         *view,
                                      GtkSliceListModel *slice,
                                      guint              row_height,
                                      guint              step);
void        tav_row_feed_restart     (TavRowFeed        *self);
void        tav_row_feed_finish      (TavRowFeed        *self);
gboolean    tav_row_feed_is_finished (TavRowFeed        *self);

G_END_DECLS
