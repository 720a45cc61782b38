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
  gboolean ended;             /* it ran out while running: */
  gint64   over_ms;           /* that long ago */
} TavVenueTimer;

/* Where a page's clocks go: the round timer, or a table's own clock (the
 * round timer and the table's extensions). Put in for each request. */
typedef struct
{
  gsize    at;
  gboolean table;
  guint    number;            /* the table's */
  guint    extra_minutes;
  guint    n_extensions;
} TavVenueClockSlot;

#define TAV_VENUE_MAX_QUERY 100   /* characters of a searched name */
#define TAV_VENUE_MAX_FOUND 20    /* players listed for one search */

GBytes *tav_venue_page_render_template (TavVenuePage      page,
                                        TavVenueSnapshot *snapshot,
                                        TavVenueCatalog  *catalog,
                                        gboolean          language_asked,
                                        const char       *query,
                                        const char       *prefix,
                                        GArray           *slots);
GBytes *tav_venue_page_fill     (GBytes              *template,
                                 GArray              *slots,
                                 TavVenueCatalog     *catalog,
                                 const TavVenueTimer *timer);
char   *tav_venue_timer_to_json (const TavVenueTimer *timer);
void    tav_venue_timer_for_table (const TavVenueTimer *round,
                                   guint                extra_minutes,
                                   TavVenueTimer       *table);
void    tav_venue_table_clock   (GString             *out,
                                 TavVenueCatalog     *catalog,
                                 const TavVenueTimer *round,
                                 const TavVenueClockSlot *slot);
void    tav_venue_prepared_notice (GString         *out,
                                   TavVenueCatalog *catalog,
                                   guint            round_number);

G_END_DECLS
