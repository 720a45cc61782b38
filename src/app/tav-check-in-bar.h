/* tav-check-in-bar.h — marking players present before a round
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "tav-event.h"

G_BEGIN_DECLS

#define TAV_TYPE_CHECK_IN_BAR (tav_check_in_bar_get_type ())

G_DECLARE_FINAL_TYPE (TavCheckInBar, tav_check_in_bar, TAV, CHECK_IN_BAR, GtkBox)

GtkWidget *tav_check_in_bar_new       (void);
void       tav_check_in_bar_set_event (TavCheckInBar *self,
                                       TavEvent      *event);
GtkEntry  *tav_check_in_bar_get_entry (TavCheckInBar *self);
GtkSwitch *tav_check_in_bar_get_self_check_in_switch (TavCheckInBar *self);
GtkLabel  *tav_check_in_bar_get_label (TavCheckInBar *self);
char      *tav_check_in_describe_absent (TavEvent    *event);

G_END_DECLS
