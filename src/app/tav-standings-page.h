/* tav-standings-page.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tav-event.h"

G_BEGIN_DECLS

#define TAV_TYPE_STANDINGS_PAGE (tav_standings_page_get_type ())

G_DECLARE_FINAL_TYPE (TavStandingsPage, tav_standings_page, TAV, STANDINGS_PAGE, AdwBin)

TavEvent     *tav_standings_page_get_event     (TavStandingsPage *self);
void          tav_standings_page_set_event     (TavStandingsPage *self,
                                                TavEvent         *event);
TavStandings *tav_standings_page_get_standings (TavStandingsPage *self);
GListModel   *tav_standings_page_get_model     (TavStandingsPage *self);
gboolean      tav_standings_page_get_locked    (TavStandingsPage *self);

G_END_DECLS
