/* tav-inbox-window.h — “Results from the Tables”: the venue inbox
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tav-event.h"

G_BEGIN_DECLS

#define TAV_TYPE_INBOX_WINDOW (tav_inbox_window_get_type ())

G_DECLARE_FINAL_TYPE (TavInboxWindow, tav_inbox_window, TAV, INBOX_WINDOW, AdwWindow)

TavInboxWindow *tav_inbox_window_new        (TavEvent       *event);
void            tav_inbox_window_set_event  (TavInboxWindow *self,
                                             TavEvent       *event);
GtkListBox     *tav_inbox_window_get_list   (TavInboxWindow *self);
GtkListBox     *tav_inbox_window_get_refusals_list (TavInboxWindow *self);
gboolean        tav_inbox_window_accept     (TavInboxWindow *self,
                                             const char     *id);
gboolean        tav_inbox_window_reject     (TavInboxWindow *self,
                                             const char     *id,
                                             const char     *reason);
char           *tav_inbox_window_add_judge  (TavInboxWindow *self,
                                             const char     *name,
                                             gboolean        auto_accept);
void            tav_inbox_window_set_venue_url (TavInboxWindow *self,
                                                const char     *url);
char           *tav_inbox_describe          (TavEvent       *event,
                                             TavSubmission  *submission);

G_END_DECLS
