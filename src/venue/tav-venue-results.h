/* tav-venue-results.h — the tables' result forms and what they send
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <libsoup/soup.h>

#include "tav-event.h"
#include "tav-venue-catalog.h"
#include "tav-venue-pages.h"

G_BEGIN_DECLS

#define TAV_VENUE_MAX_BODY        (16 * 1024)  /* bytes of a sent form */
#define TAV_VENUE_TOKEN_PER_MIN   30           /* requests a minute for one token */

/* Who edits the event a submission goes into. Without one, the server's
 * own event (the app's) is changed in place. `tavolo-cli serve` locks and
 * reads the file in begin () and saves and unlocks it in end (). */
typedef TavEvent *(*TavVenueEditBegin) (gpointer   data,
                                        GError   **error);
typedef gboolean  (*TavVenueEditEnd)   (gpointer   data,
                                        TavEvent  *event,
                                        GError   **error);

typedef struct _TavVenueResults TavVenueResults;

/* The round timer now, read on the server's thread when a request comes. */
typedef void (*TavVenueReadClock) (gpointer       data,
                                   TavVenueTimer *timer);

TavVenueResults *tav_venue_results_new      (GMainContext      *main_context);
void             tav_venue_results_free     (TavVenueResults   *self);
void             tav_venue_results_set_editor (TavVenueResults *self,
                                               TavVenueEditBegin begin,
                                               TavVenueEditEnd   end,
                                               gpointer          data);
void             tav_venue_results_set_event (TavVenueResults  *self,
                                              TavEvent         *event);
void             tav_venue_results_set_clock (TavVenueResults  *self,
                                              TavVenueReadClock read,
                                              gpointer          data);
void             tav_venue_results_set_prefix (TavVenueResults *self,
                                              const char      *prefix);
gboolean         tav_venue_results_is_path  (const char        *path);
void             tav_venue_results_handle   (TavVenueResults   *self,
                                             SoupServerMessage *msg,
                                             const char        *path,
                                             GHashTable        *query,
                                             TavVenueCatalog   *catalog,
                                             GMainContext      *worker_context);

/* For the judge's console (tav-venue-judge.c): the same editor, main
 * context and rate per code as the tables' forms. */
GMainContext    *tav_venue_results_get_main_context (TavVenueResults *self);
TavEvent        *tav_venue_results_edit_begin (TavVenueResults  *self,
                                               GError          **error);
gboolean         tav_venue_results_edit_end (TavVenueResults  *self,
                                             TavEvent         *event,
                                             GError          **error);
gboolean         tav_venue_results_within_rate (TavVenueResults *self,
                                                const char      *credential);
GPtrArray       *tav_venue_results_pending  (TavEvent          *event,
                                             TavStage          *stage,
                                             guint              round,
                                             TavTable          *table);

char            *tav_venue_results_respond  (TavEvent          *event,
                                             const char        *path,
                                             GHashTable        *query,
                                             GHashTable        *form,
                                             TavVenueCatalog   *catalog,
                                             guint             *status);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TavVenueResults, tav_venue_results_free)

G_END_DECLS
