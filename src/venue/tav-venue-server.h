/* tav-venue-server.h — the event's public pages over the room's network
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-event.h"
#include "tav-season.h"
#include "tav-venue-results.h"

G_BEGIN_DECLS

#define TAV_VENUE_DEFAULT_PORT 8642
#define TAV_VENUE_SERVER_ERROR (tav_venue_server_error_quark ())

typedef enum
{
  TAV_VENUE_SERVER_ERROR_ADDRESS,
  TAV_VENUE_SERVER_ERROR_LISTEN,
  TAV_VENUE_SERVER_ERROR_STATE,
} TavVenueServerError;

#define TAV_TYPE_VENUE_SERVER (tav_venue_server_get_type ())

G_DECLARE_FINAL_TYPE (TavVenueServer, tav_venue_server, TAV, VENUE_SERVER, GObject)

GQuark          tav_venue_server_error_quark     (void);
TavVenueServer *tav_venue_server_new             (void);
TavEvent       *tav_venue_server_get_event       (TavVenueServer *self);
void            tav_venue_server_set_event       (TavVenueServer *self,
                                                  TavEvent       *event);
void            tav_venue_server_set_editor      (TavVenueServer    *self,
                                                  TavVenueEditBegin  begin,
                                                  TavVenueEditEnd    end,
                                                  gpointer           data);
gboolean        tav_venue_server_set_season_file (TavVenueServer *self,
                                                  const char     *path,
                                                  GError        **error);
const char     *tav_venue_server_get_season_file (TavVenueServer *self);
TavSeason      *tav_venue_server_get_season      (TavVenueServer *self);
void            tav_venue_server_set_announcement (TavVenueServer *self,
                                                   const char     *text);
void            tav_venue_server_set_timer       (TavVenueServer *self,
                                                  guint           duration,
                                                  guint           remaining,
                                                  gboolean        running);
void            tav_venue_server_set_limits      (TavVenueServer *self,
                                                  guint           max_connections,
                                                  guint           max_per_client,
                                                  guint           requests_per_minute);
void            tav_venue_server_set_deadlines   (TavVenueServer *self,
                                                  guint           receive,
                                                  guint           answer);
gboolean        tav_venue_server_start           (TavVenueServer *self,
                                                  const char     *address,
                                                  guint           port,
                                                  GError        **error);
void            tav_venue_server_stop            (TavVenueServer *self);
guint           tav_venue_server_get_port        (TavVenueServer *self);
char          **tav_venue_server_get_urls        (TavVenueServer *self);
guint64         tav_venue_server_get_version     (TavVenueServer *self);
guint           tav_venue_server_get_n_connections (TavVenueServer *self);
guint           tav_venue_server_get_n_live      (TavVenueServer *self);
void            tav_venue_server_refresh         (TavVenueServer *self);

G_END_DECLS
