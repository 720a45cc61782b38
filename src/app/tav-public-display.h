/* tav-public-display.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tav-display-pager.h"
#include "tav-display-ticker.h"
#include "tav-event.h"
#include "tav-round-timer.h"

G_BEGIN_DECLS

#define TAV_TYPE_PUBLIC_DISPLAY (tav_public_display_get_type ())

G_DECLARE_FINAL_TYPE (TavPublicDisplay, tav_public_display, TAV, PUBLIC_DISPLAY, AdwWindow)

TavPublicDisplay *tav_public_display_new            (TavEvent         *event,
                                                     TavRoundTimer    *timer);
TavEvent         *tav_public_display_get_event      (TavPublicDisplay *self);
void              tav_public_display_set_event      (TavPublicDisplay *self,
                                                     TavEvent         *event);
gboolean          tav_public_display_shows_standings (TavPublicDisplay *self);
GPtrArray        *tav_public_display_split          (TavPublicDisplay *self,
                                                     guint             n_windows);
TavDisplayPager  *tav_public_display_get_pager      (TavPublicDisplay *self,
                                                     const char       *name);
TavDisplayTicker *tav_public_display_get_ticker     (TavPublicDisplay *self);

G_END_DECLS
