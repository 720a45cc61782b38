/* tav-event-dialog.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tav-event.h"

G_BEGIN_DECLS

#define TAV_TYPE_EVENT_DIALOG (tav_event_dialog_get_type ())

G_DECLARE_FINAL_TYPE (TavEventDialog, tav_event_dialog, TAV, EVENT_DIALOG, AdwWindow)

TavEventDialog *tav_event_dialog_new       (GtkWindow      *parent,
                                            TavEvent       *event);
TavEvent       *tav_event_dialog_get_event (TavEventDialog *self);

G_END_DECLS
