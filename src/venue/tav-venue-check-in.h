/* tav-venue-check-in.h — players checking themselves in from their
 * phones, /check-in
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-venue-server-private.h"

G_BEGIN_DECLS

#define TAV_VENUE_CHECK_IN_PATH "/check-in"

gboolean tav_venue_check_in_is_path    (const char        *path);
gboolean tav_venue_check_in_takes_post (const char        *method,
                                        const char        *path);
void     tav_venue_check_in_handle     (TavVenueServer    *server,
                                        SoupServerMessage *msg,
                                        GHashTable        *query);

G_END_DECLS
