/* tav-rounds-page.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tav-event.h"
#include "tav-round-timer.h"

G_BEGIN_DECLS

#define TAV_TYPE_ROUNDS_PAGE (tav_rounds_page_get_type ())

G_DECLARE_FINAL_TYPE (TavRoundsPage, tav_rounds_page, TAV, ROUNDS_PAGE, AdwBin)

TavEvent *tav_rounds_page_get_event    (TavRoundsPage *self);
void      tav_rounds_page_set_event    (TavRoundsPage *self,
                                        TavEvent      *event);
TavRound *tav_rounds_page_get_round    (TavRoundsPage *self);
gboolean  tav_rounds_page_select_round (TavRoundsPage *self,
                                        TavRound      *round);
void      tav_rounds_page_set_timer    (TavRoundsPage *self,
                                        TavRoundTimer *timer);

G_END_DECLS
