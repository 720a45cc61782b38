/* tav-venue-pages.h — the HTML pages of the venue network
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-venue-catalog.h"
#include "tav-venue-snapshot.h"

G_BEGIN_DECLS

typedef enum
{
  TAV_VENUE_PAGE_FIND,        /* "/": find my table */
  TAV_VENUE_PAGE_ROUND,       /* "/round": every table of the round */
  TAV_VENUE_PAGE_STANDINGS,   /* "/standings": only when public */
  TAV_VENUE_PAGE_FINALS,      /* "/finals": brackets, final tables; only when public */
  TAV_VENUE_PAGE_SEASON,      /* "/season": the league ranking of the event's season */
} TavVenuePage;

/* The round timer as the app shows it; duration 0: no timer. */
typedef struct
{
  guint    duration;          /* seconds */
  gint64   remaining_ms;
  gboolean running;
} TavVenueTimer;

#define TAV_VENUE_MAX_QUERY 100   /* characters of a searched name */
#define TAV_VENUE_MAX_FOUND 20    /* players listed for one search */

GBytes *tav_venue_page_render_template (TavVenuePage      page,
                                        TavVenueSnapshot *snapshot,
                                        TavVenueCatalog  *catalog,
                                        gboolean          language_asked,
                                        const char       *query,
                                        gsize            *timer_at);
GBytes *tav_venue_page_fill     (GBytes              *template,
                                 gsize                timer_at,
                                 TavVenueCatalog     *catalog,
                                 const TavVenueTimer *timer);
char   *tav_venue_timer_to_json (const TavVenueTimer *timer);

G_END_DECLS
