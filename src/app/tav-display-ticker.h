/* tav-display-ticker.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TAV_TYPE_DISPLAY_TICKER (tav_display_ticker_get_type ())

G_DECLARE_FINAL_TYPE (TavDisplayTicker, tav_display_ticker, TAV, DISPLAY_TICKER, GtkWidget)

GtkWidget  *tav_display_ticker_new       (void);
void        tav_display_ticker_set_items (TavDisplayTicker  *self,
                                          const char *const *items);
guint       tav_display_ticker_get_first (TavDisplayTicker  *self);
void        tav_display_ticker_advance   (TavDisplayTicker  *self,
                                          double             pixels);

G_END_DECLS
