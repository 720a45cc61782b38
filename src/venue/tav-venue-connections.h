/* tav-venue-connections.h — the phones' connections: admitted, timed, freed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <libsoup/soup.h>

G_BEGIN_DECLS

typedef struct _TavVenueConnections TavVenueConnections;

/* How long a connection may take, in seconds. */
typedef struct
{
  guint receive;   /* to send a whole request (headers and body), or idle between two */
  guint answer;    /* for its answer to be made and sent (not a live stream) */
} TavVenueDeadlines;

#define TAV_VENUE_RECEIVE_SECONDS 10
#define TAV_VENUE_ANSWER_SECONDS  60

TavVenueConnections *tav_venue_connections_new        (SoupServer              *soup,
                                                        guint                    max_connections,
                                                        guint                    max_per_address,
                                                        const TavVenueDeadlines *deadlines,
                                                        int                     *counter);
void                 tav_venue_connections_free       (TavVenueConnections     *self);
void                 tav_venue_connections_admit      (TavVenueConnections     *self,
                                                        GSocketConnection       *connection);
void                 tav_venue_connections_refuse     (TavVenueConnections     *self,
                                                        SoupServerMessage       *msg,
                                                        guint                    status,
                                                        const char * const      *headers,
                                                        const char              *text);
void                 tav_venue_connections_limit_body (TavVenueConnections     *self,
                                                        SoupServerMessage       *msg,
                                                        gsize                    max_bytes,
                                                        const char              *text);
void                 tav_venue_connections_streaming  (TavVenueConnections     *self,
                                                        SoupServerMessage       *msg);
gboolean             tav_venue_connections_keep_alive (void);

G_END_DECLS
