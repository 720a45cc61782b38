/* tav-venue-requests.h — the pages where players ask from their phones:
 * /register and /deck
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <libsoup/soup.h>

#include "tav-venue-catalog.h"
#include "tav-venue-server.h"

G_BEGIN_DECLS

#define TAV_VENUE_REGISTER_PATH "/register"
#define TAV_VENUE_DECK_PATH     "/deck"
/* Bytes of a sent request: a deck of 8 KB (TAV_PLAYER_DECK_MAX_BYTES) of
 * Cyrillic card names is three times longer once percent-encoded. */
#define TAV_VENUE_MAX_REQUEST_BODY (40 * 1024)

gboolean tav_venue_requests_is_path    (const char        *path);
gboolean tav_venue_requests_takes_post (const char        *method,
                                        const char        *path);
void     tav_venue_requests_handle     (TavVenueServer    *server,
                                        SoupServerMessage *msg,
                                        const char        *path,
                                        GHashTable        *query,
                                        TavVenueCatalog   *catalog);

G_END_DECLS
