/* tav-log-window.h — “Event Log”: every change to the event, by whose hand
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tav-event.h"

G_BEGIN_DECLS

#define TAV_TYPE_LOG_WINDOW (tav_log_window_get_type ())

G_DECLARE_FINAL_TYPE (TavLogWindow, tav_log_window, TAV, LOG_WINDOW, AdwWindow)

TavLogWindow *tav_log_window_new         (TavEvent     *event);
void          tav_log_window_set_event   (TavLogWindow *self,
                                          TavEvent     *event);
GtkListBox   *tav_log_window_get_list    (TavLogWindow *self);
void          tav_log_window_set_search  (TavLogWindow *self,
                                          const char   *text);
void          tav_log_window_set_hand    (TavLogWindow *self,
                                          int           kind);
gboolean      tav_log_window_export_to   (TavLogWindow *self,
                                          GFile        *file,
                                          GError      **error);

G_END_DECLS
