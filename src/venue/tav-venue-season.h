/* tav-venue-season.h — what the room may see of the event's season
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-season.h"

G_BEGIN_DECLS

typedef struct _TavVenueSeason TavVenueSeason;

TavVenueSeason *tav_venue_season_new   (TavSeason      *season,
                                        TavEvent       *event);
TavVenueSeason *tav_venue_season_ref   (TavVenueSeason *self);
void            tav_venue_season_unref (TavVenueSeason *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TavVenueSeason, tav_venue_season_unref)

G_END_DECLS
