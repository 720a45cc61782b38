/* tav-check-in-door.h — the organiser's switch for players checking in
 * from their phones, and the code to scan at the door
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "tav-event.h"

G_BEGIN_DECLS

#define TAV_TYPE_CHECK_IN_DOOR (tav_check_in_door_get_type ())

G_DECLARE_FINAL_TYPE (TavCheckInDoor, tav_check_in_door, TAV, CHECK_IN_DOOR, GtkBox)

GtkWidget  *tav_check_in_door_new       (void);
void        tav_check_in_door_set_event (TavCheckInDoor *self,
                                         TavEvent       *event);
void        tav_check_in_door_set_base  (TavCheckInDoor *self,
                                         const char     *base_url);
const char *tav_check_in_door_get_url   (TavCheckInDoor *self);
GtkSwitch  *tav_check_in_door_get_switch (TavCheckInDoor *self);

G_END_DECLS
