/* tav-application.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tav-venue-hall.h"

G_BEGIN_DECLS

#define TAV_TYPE_APPLICATION (tav_application_get_type ())

G_DECLARE_FINAL_TYPE (TavApplication, tav_application, TAV, APPLICATION, AdwApplication)

TavApplication *tav_application_new            (void);
TavVenueHall   *tav_application_get_venue_hall (TavApplication *self);

G_END_DECLS
