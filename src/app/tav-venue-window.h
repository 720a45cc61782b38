/* tav-venue-window.h — the venue network, on and showing its address
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tav-event.h"
#include "tav-round-timer.h"
#include "tav-session.h"

G_BEGIN_DECLS

#define TAV_TYPE_VENUE_WINDOW (tav_venue_window_get_type ())

G_DECLARE_FINAL_TYPE (TavVenueWindow, tav_venue_window, TAV, VENUE_WINDOW, AdwWindow)

TavVenueWindow *tav_venue_window_new       (TavEvent       *event,
                                            GFile          *file,
                                            TavRoundTimer  *timer);
gboolean        tav_venue_window_start     (TavVenueWindow *self,
                                            const char     *address);
void            tav_venue_window_set_session (TavVenueWindow *self,
                                              TavSession     *session);
void            tav_venue_window_set_event (TavVenueWindow *self,
                                            TavEvent       *event,
                                            GFile          *file);
gboolean        tav_venue_window_set_season_file (TavVenueWindow *self,
                                                  const char     *path);
const char     *tav_venue_window_get_url   (TavVenueWindow *self);
const char     *tav_venue_window_get_venue_url (TavVenueWindow *self);

G_END_DECLS
