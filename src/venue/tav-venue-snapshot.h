/* tav-venue-snapshot.h — what the room may see of an event, frozen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-event.h"
#include "tav-venue-season.h"

G_BEGIN_DECLS

#define TAV_TYPE_VENUE_SNAPSHOT (tav_venue_snapshot_get_type ())

G_DECLARE_FINAL_TYPE (TavVenueSnapshot, tav_venue_snapshot, TAV, VENUE_SNAPSHOT, GObject)

TavVenueSnapshot *tav_venue_snapshot_new         (TavEvent         *event,
                                                  const char       *announcement,
                                                  guint64           version,
                                                  TavVenueSeason   *season);
guint64           tav_venue_snapshot_get_version (TavVenueSnapshot *self);
gboolean          tav_venue_snapshot_get_standings_public (TavVenueSnapshot *self);
char             *tav_venue_snapshot_clocks_to_json (TavVenueSnapshot *self);

G_END_DECLS
