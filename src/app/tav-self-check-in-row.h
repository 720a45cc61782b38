/* tav-self-check-in-row.h — the organiser's switch for players checking
 * in from their phones
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tav-event.h"

G_BEGIN_DECLS

#define TAV_TYPE_SELF_CHECK_IN_ROW (tav_self_check_in_row_get_type ())

G_DECLARE_FINAL_TYPE (TavSelfCheckInRow, tav_self_check_in_row, TAV, SELF_CHECK_IN_ROW, AdwActionRow)

GtkWidget *tav_self_check_in_row_new        (void);
void       tav_self_check_in_row_set_event  (TavSelfCheckInRow *self,
                                             TavEvent          *event);
GtkSwitch *tav_self_check_in_row_get_switch (TavSelfCheckInRow *self);

G_END_DECLS
