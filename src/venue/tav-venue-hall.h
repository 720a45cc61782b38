/* tav-venue-hall.h — one address for every event of the venue
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-venue-server.h"

G_BEGIN_DECLS

#define TAV_TYPE_VENUE_HALL (tav_venue_hall_get_type ())

G_DECLARE_FINAL_TYPE (TavVenueHall, tav_venue_hall, TAV, VENUE_HALL, GObject)

TavVenueHall *tav_venue_hall_new             (void);
void          tav_venue_hall_set_limits      (TavVenueHall   *self,
                                              guint           max_connections,
                                              guint           max_per_client,
                                              guint           requests_per_minute);
void          tav_venue_hall_set_deadlines   (TavVenueHall   *self,
                                              guint           receive,
                                              guint           answer);
gboolean      tav_venue_hall_start           (TavVenueHall   *self,
                                              const char     *address,
                                              guint           port,
                                              GError        **error);
void          tav_venue_hall_stop            (TavVenueHall   *self);
gboolean      tav_venue_hall_is_on           (TavVenueHall   *self);
const char   *tav_venue_hall_add             (TavVenueHall   *self,
                                              TavVenueServer *server);
void          tav_venue_hall_remove          (TavVenueHall   *self,
                                              TavVenueServer *server);
const char   *tav_venue_hall_get_path        (TavVenueHall   *self,
                                              TavVenueServer *server);
guint         tav_venue_hall_get_n_events    (TavVenueHall   *self);
TavVenueServer *tav_venue_hall_get_server    (TavVenueHall   *self,
                                              guint           index);
guint         tav_venue_hall_get_port        (TavVenueHall   *self);
char        **tav_venue_hall_get_urls        (TavVenueHall   *self);
guint         tav_venue_hall_get_n_connections (TavVenueHall *self);

G_END_DECLS
