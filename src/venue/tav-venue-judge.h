/* tav-venue-judge.h — the judge's console, /judge
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-venue-server-private.h"

G_BEGIN_DECLS

#define TAV_VENUE_JUDGE_PATH        "/judge"
#define TAV_VENUE_JUDGE_EVENTS_PATH "/judge/events"

gboolean tav_venue_judge_is_path        (const char        *path);
gboolean tav_venue_judge_takes_post     (const char        *method,
                                         const char        *path);
void     tav_venue_judge_handle         (TavVenueServer    *server,
                                         SoupServerMessage *msg,
                                         const char        *path,
                                         GHashTable        *query,
                                         TavVenueCatalog   *catalog);
void     tav_venue_judge_check_streams  (TavVenueServer    *server);

G_END_DECLS
