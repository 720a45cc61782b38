/* tav-venue-server-private.h — what the server's units share
 *
 * The server is one object in six files, one a concern: its state and the
 * app's side (tav-venue-server.c), the season it follows
 * (tav-venue-server-season.c), the worker thread and its sockets
 * (tav-venue-server-thread.c), the way of a request to its answer
 * (tav-venue-server-routes.c), the pages and assets
 * (tav-venue-server-pages.c) and the live stream of news
 * (tav-venue-server-live.c). Fields marked "worker thread" are touched by
 * that thread only, once it runs.
 *
 * A server mounted in a hall (tav-venue-hall.c) runs no thread of its
 * own: it answers on its host's (a server without an event that the hall
 * starts), under its prefix ("/e/SLUG"), with the host's connections,
 * rate counts, lockouts and catalogs, and its own pages, streams and
 * forms.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <libsoup/soup.h>

#include "tav-venue-catalog.h"
#include "tav-venue-connections.h"
#include "tav-venue-pages.h"
#include "tav-venue-server.h"
#include "tav-venue-snapshot.h"
#include "tav-venue-watch.h"

G_BEGIN_DECLS

/* The hall's answer to a path no event has; FALSE: not the hall's. */
typedef gboolean (*TavVenueFront) (gpointer           data,
                                   SoupServerMessage *msg,
                                   const char        *path,
                                   GHashTable        *query);

struct _TavVenueServer
{
  GObject           parent_instance;

  /* Main thread */
  TavEvent         *event;
  GSignalGroup     *event_signals;
  char             *announcement;
  guint64           version;
  guint             rebuild_id;
  GThread          *thread;
  char             *prefix;           /* "" alone, "/e/SLUG" in a hall; fixed while served */
  TavVenueResults  *results;          /* the tables' forms (tav-venue-results.c) */

  /* The season the event is part of, read from its file and followed */
  char             *season_path;
  TavSeason        *season;
  TavVenueWatch    *season_watch;
  GCancellable     *season_cancellable;  /* a reading of the file under way */
  TavVenueSeason   *season_view;      /* what the room may see of it, */
  const TavSeasonTournament *season_view_secret;  /* with this left out */

  /* Shared, under lock */
  GMutex            lock;
  GCond             cond;
  TavVenueSnapshot *snapshot;
  guint             timer_duration;
  gint64            timer_end;        /* monotonic µs, when running */
  gint64            timer_remaining;  /* µs, when paused */
  gboolean          timer_running;
  gboolean          started;
  GError           *start_error;

  /* Worker thread; fixed before it starts */
  GMainContext     *context;
  GMainLoop        *loop;
  SoupServer       *soup;
  GSocketService   *service;
  char             *address;
  guint             port;
  guint             max_connections;
  guint             max_per_client;
  guint             requests_per_minute;
  TavVenueDeadlines deadlines;
  TavVenueConnections *connections;
  TavVenueCatalog  *catalogs[4];
  GPtrArray        *streams;          /* SoupServerMessage, live */
  GHashTable       *clients;          /* address → TavVenueClient */
  GHashTable       *pages;            /* CachedPage by reader, for pages_of */
  TavVenueSnapshot *pages_of;
  guint             keepalive_id;
  int               n_connections;    /* atomic */
  int               n_live;           /* atomic */

  /* A hall's host: the servers mounted (worker thread), in the order they
   * came, and the hall's own pages (the events' list, the search across
   * them). */
  GPtrArray        *mounts;
  TavVenueFront     front;
  gpointer          front_data;
  TavVenueServer   *host;             /* mounted: the host it answers on */
};

typedef struct
{
  guint  streams;
  guint  requests;         /* in the current minute */
  gint64 minute_start;
} TavVenueClient;

/* tav-venue-server.c */
void              tav_venue_server_read_timer           (TavVenueServer    *self,
                                                         TavVenueTimer     *timer);
TavVenueSnapshot *tav_venue_server_get_snapshot         (TavVenueServer    *self,
                                                         TavVenueTimer     *timer);
void              tav_venue_server_rebuild              (TavVenueServer    *self);
guint64           tav_venue_server_publish_pending      (TavVenueServer    *self);
void              tav_venue_server_season_error         (TavVenueServer    *self,
                                                         const char        *message);

/* tav-venue-server-season.c */
TavVenueSeason   *tav_venue_server_season_view          (TavVenueServer    *self);

/* tav-venue-server-routes.c */
void              tav_venue_server_add_handlers         (TavVenueServer    *self);
gboolean          tav_venue_server_takes_body           (const char        *method,
                                                         const char        *path);
void              tav_venue_server_dispatch             (TavVenueServer    *self,
                                                         SoupServerMessage *msg,
                                                         const char        *path,
                                                         GHashTable        *query);
TavVenueCatalog  *tav_venue_server_catalog_of_request   (TavVenueServer    *self,
                                                         SoupServerMessage *msg,
                                                         GHashTable        *query);
TavVenueClient   *tav_venue_server_client_for           (TavVenueServer    *self,
                                                         const char        *host);
TavVenueCatalog  *tav_venue_server_catalog_for          (TavVenueServer    *self,
                                                         const char        *language);
void              tav_venue_set_security_headers        (SoupServerMessage *msg);
void              tav_venue_respond_html                (SoupServerMessage *msg,
                                                         guint              status,
                                                         const char        *language,
                                                         GString           *body);
void              tav_venue_respond_text                (SoupServerMessage *msg,
                                                         guint              status,
                                                         const char        *text);

/* tav-venue-server-pages.c */
GHashTable       *tav_venue_server_page_cache_new       (void);
void              tav_venue_server_serve_page           (TavVenueServer    *self,
                                                         SoupServerMessage *msg,
                                                         TavVenuePage       page,
                                                         GHashTable        *query);
void              tav_venue_respond_page                (SoupServerMessage *msg,
                                                         const char        *language,
                                                         GBytes            *body);
void              tav_venue_serve_asset                 (SoupServerMessage *msg,
                                                         const char        *name);

/* tav-venue-hall-page.c: the front of a hall's host */
gboolean          tav_venue_hall_front                  (gpointer           data,
                                                         SoupServerMessage *msg,
                                                         const char        *path,
                                                         GHashTable        *query);

/* tav-venue-server-live.c */
void              tav_venue_server_serve_live           (TavVenueServer    *self,
                                                         SoupServerMessage *msg);
void              tav_venue_server_stream_ended         (TavVenueServer    *self,
                                                         SoupServerMessage *msg);
void              tav_venue_server_end_streams          (TavVenueServer    *self);
gboolean          tav_venue_server_broadcast_version_cb (gpointer           data);
gboolean          tav_venue_server_broadcast_timer_cb   (gpointer           data);
gboolean          tav_venue_server_keepalive_cb         (gpointer           data);

G_END_DECLS
