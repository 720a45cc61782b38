/* tav-window.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tav-event.h"

G_BEGIN_DECLS

#define TAV_TYPE_WINDOW (tav_window_get_type ())

G_DECLARE_FINAL_TYPE (TavWindow, tav_window, TAV, WINDOW, AdwApplicationWindow)

TavWindow *tav_window_new       (GtkApplication *application);
TavEvent  *tav_window_get_event (TavWindow      *self);
GFile     *tav_window_get_file  (TavWindow      *self);
void       tav_window_set_event (TavWindow      *self,
                                 TavEvent       *event,
                                 GFile          *file);
gboolean   tav_window_is_empty  (TavWindow      *self);
void       tav_window_open_file (TavWindow      *self,
                                 GFile          *file);

G_END_DECLS
