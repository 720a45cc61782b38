/* tav-breaches-banner.h — what a round could not honour of the room's constraints
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tav-event.h"

G_BEGIN_DECLS

#define TAV_TYPE_BREACHES_BANNER (tav_breaches_banner_get_type ())

G_DECLARE_FINAL_TYPE (TavBreachesBanner, tav_breaches_banner, TAV, BREACHES_BANNER, AdwBin)

void tav_breaches_banner_update (TavBreachesBanner *self,
                                 TavEvent          *event,
                                 TavStage          *stage,
                                 TavRound          *round);

G_END_DECLS
