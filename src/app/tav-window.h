/* tav-window.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tav-event.h"
#include "tav-recovery.h"
#include "tav-round-timer.h"
#include "tav-session.h"

G_BEGIN_DECLS

#define TAV_TYPE_WINDOW (tav_window_get_type ())

G_DECLARE_FINAL_TYPE (TavWindow, tav_window, TAV, WINDOW, AdwApplicationWindow)

TavWindow     *tav_window_new          (GtkApplication  *application);
TavEvent      *tav_window_get_event    (TavWindow       *self);
GFile         *tav_window_get_file     (TavWindow       *self);
TavSession    *tav_window_get_session  (TavWindow       *self);
TavRoundTimer *tav_window_get_timer    (TavWindow       *self);
const char    *tav_window_get_venue_url (TavWindow      *self);
void           tav_window_set_event    (TavWindow       *self,
                                        TavEvent        *event,
                                        GFile           *file);
gboolean       tav_window_is_empty     (TavWindow       *self);
void           tav_window_open_file    (TavWindow       *self,
                                        GFile           *file);
void           tav_window_request_open (TavWindow       *self,
                                        GFile           *file);
gboolean       tav_window_recover      (TavWindow       *self,
                                        TavRecoveryItem *item,
                                        GError         **error);
void           tav_window_add_toast    (TavWindow       *self,
                                        const char      *title);

G_END_DECLS
