/* tav-venue-server.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-venue-server"

#include "config.h"

#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>
#include <string.h>
#include <sys/resource.h>

#include <gio/gunixsocketaddress.h>
#include <glib/gi18n.h>
#include <libsoup/soup.h>

#include "tav-i18n.h"
#include "tav-venue-catalog.h"
#include "tav-venue-connections.h"
#include "tav-venue-pages.h"
#include "tav-venue-resources.h"
#include "tav-venue-results.h"
#include "tav-venue-server.h"
#include "tav-season-document.h"
#include "tav-venue-watch.h"

/* The server answers phones from a thread of its own, with its own main
 * context: the app's main loop only builds a snapshot of the public state
 * once per change of the event and hands it over; no request ever waits
 * for the app, and a slow phone never slows the app.
 *
 * It faces a room of strangers: read-only, GET and HEAD only, no request
 * body, bounded URIs and queries, limits on connections (in all and per
 * address) and on requests per address, and only the pages and the few
 * assets it knows. */
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
  GHashTable       *clients;          /* address → Client */
  GHashTable       *pages;            /* CachedPage by reader, for pages_of */
  TavVenueSnapshot *pages_of;
  guint             keepalive_id;
  int               n_connections;    /* atomic */
  int               n_live;           /* atomic */
};

G_DEFINE_FINAL_TYPE (TavVenueServer, tav_venue_server, G_TYPE_OBJECT)

enum {
  SEASON_ERROR,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_QUARK (tav-venue-server-error-quark, tav_venue_server_error)

typedef struct
{
  guint  streams;
  guint  requests;         /* in the current minute */
  gint64 minute_start;
} Client;

/* A page as rendered for one kind of reader (page, language, search),
 * without its timer: a room reloading after a change asks for the same few
 * pages a thousand times. */
typedef struct
{
  GBytes *body;
  gsize   timer_at;
} CachedPage;

#define REBUILD_DELAY_MS   100    /* a burst of edits makes one snapshot */
#define MAX_CACHED_PAGES   4096   /* searches are many: a bound on memory */
#define KEEPALIVE_SECONDS  20
#define MAX_URI_LENGTH     2048
#define RESOURCE_PREFIX    "/io/github/tavolo/Tavolo/venue/"

static const char security_headers[][2][64] = {
  { "Content-Security-Policy", "" },   /* filled by set_security_headers () */
  { "X-Content-Type-Options", "nosniff" },
  { "Referrer-Policy", "no-referrer" },
  { "X-Frame-Options", "DENY" },
  { "Cache-Control", "no-store" },
};

static const char csp[] =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
  "connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

TavVenueServer *
tav_venue_server_new (void)
{
  return g_object_new (TAV_TYPE_VENUE_SERVER, NULL);
}

/* ---- The worker thread ------------------------------------------------- */

static Client *
client_for (TavVenueServer *self,
            const char     *host)
{
  Client *client = g_hash_table_lookup (self->clients, host ? host : "");

  if (client == NULL)
    {
      client = g_new0 (Client, 1);
      g_hash_table_insert (self->clients, g_strdup (host ? host : ""), client);
    }
  return client;
}

static void
set_security_headers (SoupServerMessage *msg)
{
  SoupMessageHeaders *headers = soup_server_message_get_response_headers (msg);

  soup_message_headers_replace (headers, security_headers[0][0], csp);
  for (guint i = 1; i < G_N_ELEMENTS (security_headers); i++)
    soup_message_headers_replace (headers, security_headers[i][0], security_headers[i][1]);
}

static void
respond_text (SoupServerMessage *msg,
              guint              status,
              const char        *text)
{
  set_security_headers (msg);
  /* libsoup 3.2 has no phrase for 429 and says "Unknown Error". */
  soup_server_message_set_status (msg, status, status == 429 ? "Too Many Requests" : NULL);
  soup_server_message_set_response (msg, "text/plain; charset=utf-8", SOUP_MEMORY_COPY,
                                    text, strlen (text));
}

static gint64
timer_remaining_us (TavVenueServer *self)
{
  if (self->timer_running)
    return MAX (0, self->timer_end - g_get_monotonic_time ());
  return self->timer_remaining;
}

/* Under lock. */
static void
read_timer (TavVenueServer *self,
            TavVenueTimer  *timer)
{
  timer->duration = self->timer_duration;
  timer->remaining_ms = (timer_remaining_us (self) + 999) / 1000;
  timer->running = self->timer_running && timer->remaining_ms > 0;
}

static char *
host_of (GSocketAddress *address)
{
  if (G_IS_INET_SOCKET_ADDRESS (address))
    return g_inet_address_to_string (g_inet_socket_address_get_address (G_INET_SOCKET_ADDRESS (address)));
  return g_strdup ("");
}

static gboolean
incoming_cb (GSocketService    *service,
             GSocketConnection *connection,
             GObject           *source,
             TavVenueServer    *self)
{
  tav_venue_connections_admit (self->connections, connection);
  return TRUE;
}

static TavVenueCatalog *catalog_for (TavVenueServer *self,
                                     const char     *language);

static gboolean
has_body (SoupMessageHeaders *headers)
{
  return soup_message_headers_get_encoding (headers) == SOUP_ENCODING_CHUNKED ||
         soup_message_headers_get_content_length (headers) > 0;
}

/* A refused request ends its connection. One that announced a body is
 * answered without reading it: the body could be a gigabyte, or never
 * come. */
static void
refuse (TavVenueServer     *self,
        SoupServerMessage  *msg,
        guint               status,
        const char * const *headers,
        TavVenueCatalog    *catalog,
        const char         *message)
{
  SoupMessageHeaders *response = soup_server_message_get_response_headers (msg);
  g_autofree char *text = g_strconcat (tav_venue_catalog_gettext (catalog, message), "\n", NULL);

  if (has_body (soup_server_message_get_request_headers (msg)))
    {
      tav_venue_connections_refuse (self->connections, msg, status, headers, text);
      return;
    }
  for (guint i = 0; headers != NULL && headers[i] != NULL; i++)
    {
      g_auto(GStrv) pair = g_strsplit (headers[i], ": ", 2);

      soup_message_headers_replace (response, pair[0], pair[1]);
    }
  soup_message_headers_replace (response, "Connection", "close");
  respond_text (msg, status, text);
}

/* Before the body is read: only GET and HEAD, without a body, with a URI
 * of sane length, from an address within its rate; a form's body only,
 * and bounded. */
static void
early_cb (SoupServer        *server,
          SoupServerMessage *msg,
          const char        *path,
          GHashTable        *query,
          gpointer           user_data)
{
  TavVenueServer *self = user_data;
  const char *method = soup_server_message_get_method (msg);
  SoupMessageHeaders *headers = soup_server_message_get_request_headers (msg);
  g_autofree char *uri = g_uri_to_string (soup_server_message_get_uri (msg));
  Client *client = client_for (self, soup_server_message_get_remote_host (msg));
  gint64 now = g_get_monotonic_time ();
  gboolean form = method == SOUP_METHOD_POST && tav_venue_results_is_path (path);
  /* A refusal is said in the phone's language: the phone shows it. */
  TavVenueCatalog *catalog = catalog_for (self, tav_venue_catalog_pick (soup_message_headers_get_one (headers, "Accept-Language"),
                                                                        query ? g_hash_table_lookup (query, "lang") : NULL));

  if (now - client->minute_start > 60 * G_USEC_PER_SEC)
    {
      client->minute_start = now;
      client->requests = 0;
    }
  if (++client->requests > self->requests_per_minute)
    {
      refuse (self, msg, 429 /* Too Many Requests */, (const char *[]) { "Retry-After: 60", NULL }, catalog,
              N_("Too many requests from this phone: try again in a minute."));
      return;
    }
  if (!form && method != SOUP_METHOD_GET && method != SOUP_METHOD_HEAD)
    {
      refuse (self, msg, SOUP_STATUS_METHOD_NOT_ALLOWED, (const char *[]) { "Allow: GET, HEAD", NULL }, catalog,
              N_("Only GET and HEAD are allowed here."));
      return;
    }
  if (!form && has_body (headers))
    {
      refuse (self, msg, SOUP_STATUS_REQUEST_ENTITY_TOO_LARGE, NULL, catalog, N_("A request here has no body."));
      return;
    }
  if (strlen (uri) > MAX_URI_LENGTH)
    {
      refuse (self, msg, SOUP_STATUS_REQUEST_URI_TOO_LONG, NULL, catalog, N_("The address is too long."));
      return;
    }

  if (form)
    {
      /* A result is answered from the app's thread after a pause, and
       * libsoup (3.2) then drops the connection without saying so: the
       * phone's next request on it would meet a broken pipe. Saying
       * "close" makes it open a new one; a table sends a result once. */
      soup_message_headers_replace (soup_server_message_get_response_headers (msg), "Connection", "close");
      g_autofree char *too_large = g_strconcat (tav_venue_catalog_gettext (catalog, N_("The form is too large.")),
                                                "\n", NULL);

      tav_venue_connections_limit_body (self->connections, msg, TAV_VENUE_MAX_BODY, too_large);
    }
  else if (!tav_venue_connections_keep_alive ())
    soup_message_headers_replace (soup_server_message_get_response_headers (msg), "Connection", "close");
}

static TavVenueSnapshot *
get_snapshot (TavVenueServer *self,
              TavVenueTimer  *timer)
{
  TavVenueSnapshot *snapshot;

  g_mutex_lock (&self->lock);
  snapshot = g_object_ref (self->snapshot);
  read_timer (self, timer);
  g_mutex_unlock (&self->lock);

  return snapshot;
}

static TavVenueCatalog *
catalog_for (TavVenueServer *self,
             const char     *language)
{
  const char * const *languages = tav_venue_catalog_languages ();

  for (guint i = 0; languages[i]; i++)
    if (strcmp (languages[i], language) == 0)
      return self->catalogs[i];
  return self->catalogs[0];
}

static void
cached_page_free (CachedPage *cached)
{
  g_bytes_unref (cached->body);
  g_free (cached);
}

/* The page from the cache of the current snapshot, rendered once for each
 * kind of reader; only the timer is put in for each request. */
static GBytes *
cached_page (TavVenueServer      *self,
             TavVenueSnapshot    *snapshot,
             TavVenuePage         page,
             TavVenueCatalog     *catalog,
             gboolean             language_asked,
             const char          *search,
             const TavVenueTimer *timer)
{
  g_autofree char *key = g_strdup_printf ("%d %s %d %s", page, tav_venue_catalog_get_language (catalog),
                                          language_asked, page == TAV_VENUE_PAGE_FIND && search ? search : "");
  CachedPage *cached;

  if (self->pages_of != snapshot || g_hash_table_size (self->pages) >= MAX_CACHED_PAGES)
    {
      g_hash_table_remove_all (self->pages);
      g_set_object (&self->pages_of, snapshot);
    }
  cached = g_hash_table_lookup (self->pages, key);
  if (cached == NULL)
    {
      cached = g_new0 (CachedPage, 1);
      cached->body = tav_venue_page_render_template (page, snapshot, catalog, language_asked,
                                                     search, &cached->timer_at);
      g_hash_table_insert (self->pages, g_steal_pointer (&key), cached);
    }
  return tav_venue_page_fill (cached->body, cached->timer_at, catalog, timer);
}

static void
serve_page (TavVenueServer    *self,
            SoupServerMessage *msg,
            TavVenuePage       page,
            GHashTable        *query)
{
  SoupMessageHeaders *headers = soup_server_message_get_response_headers (msg);
  const char *asked = query ? g_hash_table_lookup (query, "lang") : NULL;
  const char *q = query ? g_hash_table_lookup (query, "q") : NULL;
  const char *language = tav_venue_catalog_pick (soup_message_headers_get_one (
                                                   soup_server_message_get_request_headers (msg),
                                                   "Accept-Language"), asked);
  g_autofree char *search = NULL;
  g_autoptr(TavVenueSnapshot) snapshot = NULL;
  g_autoptr(GBytes) body = NULL;
  TavVenueTimer timer;

  /* A query that is not text, or too long, is cut or dropped rather than
   * refused: the page still helps. */
  if (q != NULL && g_utf8_validate (q, -1, NULL))
    search = g_strstrip (g_utf8_substring (q, 0, MIN (g_utf8_strlen (q, -1), TAV_VENUE_MAX_QUERY)));

  snapshot = get_snapshot (self, &timer);
  body = cached_page (self, snapshot, page, catalog_for (self, language),
                      asked != NULL && strcmp (asked, language) == 0, search, &timer);
  set_security_headers (msg);
  soup_message_headers_replace (headers, "Content-Language", language);
  soup_message_headers_replace (headers, "Vary", "Accept-Language");
  soup_server_message_set_status (msg, SOUP_STATUS_OK, NULL);
  soup_message_headers_set_content_type (headers, "text/html; charset=utf-8", NULL);
  soup_message_body_append_bytes (soup_server_message_get_response_body (msg), body);
}

static void
serve_asset (SoupServerMessage *msg,
             const char        *name)
{
  static const struct { const char *name, *type; } assets[] = {
    { "venue.css", "text/css; charset=utf-8" },
    { "venue.js", "text/javascript; charset=utf-8" },
  };

  static char *etags[G_N_ELEMENTS (assets)];

  /* Only the names listed: nothing else of the resource, or of the disk,
   * can be asked for. */
  for (guint i = 0; i < G_N_ELEMENTS (assets); i++)
    if (strcmp (name, assets[i].name) == 0)
      {
        g_autofree char *path = g_strconcat (RESOURCE_PREFIX, name, NULL);
        g_autoptr(GBytes) bytes = g_resource_lookup_data (tav_venue_get_resource (), path,
                                                         G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
        SoupMessageHeaders *headers = soup_server_message_get_response_headers (msg);
        const char *known;

        if (bytes == NULL)
          break;
        /* A reloading page asks again ("no-cache"): the same asset is
         * then answered without its body. */
        if (g_once_init_enter (&etags[i]))
          {
            g_autofree char *sum = g_compute_checksum_for_bytes (G_CHECKSUM_SHA256, bytes);

            g_once_init_leave (&etags[i], g_strdup_printf ("\"%.32s\"", sum));
          }
        set_security_headers (msg);
        soup_message_headers_replace (headers, "Cache-Control", "no-cache");
        soup_message_headers_replace (headers, "ETag", etags[i]);
        known = soup_message_headers_get_list (soup_server_message_get_request_headers (msg), "If-None-Match");
        if (known != NULL && strstr (known, etags[i]) != NULL)
          {
            soup_server_message_set_status (msg, SOUP_STATUS_NOT_MODIFIED, NULL);
            return;
          }
        soup_server_message_set_status (msg, SOUP_STATUS_OK, NULL);
        soup_message_headers_set_content_type (headers, assets[i].type, NULL);
        soup_message_body_append_bytes (soup_server_message_get_response_body (msg), bytes);
        return;
      }

  respond_text (msg, SOUP_STATUS_NOT_FOUND, "Not found.\n");
}

static void
stream_send (SoupServerMessage *msg,
             const char        *text)
{
  soup_message_body_append (soup_server_message_get_response_body (msg), SOUP_MEMORY_COPY,
                            text, strlen (text));
  soup_server_message_unpause (msg);
}

static char *
version_event (guint64 version)
{
  return g_strdup_printf ("event: version\ndata: %" G_GUINT64_FORMAT "\n\n", version);
}

static char *
timer_event (const TavVenueTimer *timer)
{
  g_autofree char *json = tav_venue_timer_to_json (timer);

  return g_strdup_printf ("event: timer\ndata: %s\n\n", json);
}

static void
stream_finished_cb (SoupServerMessage *msg,
                    TavVenueServer    *self)
{
  Client *client = g_hash_table_lookup (self->clients, soup_server_message_get_remote_host (msg));

  if (client != NULL && client->streams > 0)
    client->streams--;
  g_ptr_array_remove_fast (self->streams, msg);
  g_atomic_int_dec_and_test (&self->n_live);
}

/* Server-Sent Events: the version of the event at once and at every
 * change (the page reloads when it differs from its own), and the timer
 * when it is set, started or stopped. */
static void
serve_live (TavVenueServer    *self,
            SoupServerMessage *msg)
{
  SoupMessageHeaders *headers = soup_server_message_get_response_headers (msg);
  Client *client = client_for (self, soup_server_message_get_remote_host (msg));
  g_autoptr(TavVenueSnapshot) snapshot = NULL;
  g_autofree char *version = NULL;
  g_autofree char *timer_text = NULL;
  TavVenueTimer timer;

  if (self->streams->len >= self->max_connections || client->streams >= self->max_per_client)
    {
      soup_message_headers_replace (headers, "Retry-After", "30");
      respond_text (msg, SOUP_STATUS_SERVICE_UNAVAILABLE, "Too many live connections.\n");
      return;
    }

  snapshot = get_snapshot (self, &timer);
  version = version_event (tav_venue_snapshot_get_version (snapshot));
  timer_text = timer_event (&timer);

  set_security_headers (msg);
  soup_message_headers_replace (headers, "Content-Type", "text/event-stream; charset=utf-8");
  soup_message_headers_set_encoding (headers, SOUP_ENCODING_CHUNKED);
  soup_server_message_set_status (msg, SOUP_STATUS_OK, NULL);
  if (strcmp (soup_server_message_get_method (msg), SOUP_METHOD_HEAD) == 0)
    {
      soup_message_body_complete (soup_server_message_get_response_body (msg));
      return;
    }

  client->streams++;
  g_atomic_int_inc (&self->n_live);
  tav_venue_connections_streaming (self->connections, msg);
  g_ptr_array_add (self->streams, msg);
  g_signal_connect (msg, "finished", G_CALLBACK (stream_finished_cb), self);
  stream_send (msg, "retry: 3000\n\n");
  stream_send (msg, version);
  stream_send (msg, timer_text);
}

static void
handler_cb (SoupServer        *server,
            SoupServerMessage *msg,
            const char        *path,
            GHashTable        *query,
            gpointer           user_data)
{
  TavVenueServer *self = user_data;

  if (strcmp (path, "/") == 0)
    serve_page (self, msg, TAV_VENUE_PAGE_FIND, query);
  else if (strcmp (path, "/round") == 0)
    serve_page (self, msg, TAV_VENUE_PAGE_ROUND, query);
  else if (strcmp (path, "/standings") == 0)
    serve_page (self, msg, TAV_VENUE_PAGE_STANDINGS, query);
  else if (strcmp (path, "/finals") == 0)
    serve_page (self, msg, TAV_VENUE_PAGE_FINALS, query);
  else if (strcmp (path, "/season") == 0)
    serve_page (self, msg, TAV_VENUE_PAGE_SEASON, query);
  else if (strcmp (path, "/events") == 0)
    serve_live (self, msg);
  else if (tav_venue_results_is_path (path))
    {
      const char *language = tav_venue_catalog_pick (soup_message_headers_get_one (
                                                       soup_server_message_get_request_headers (msg),
                                                       "Accept-Language"),
                                                     query ? g_hash_table_lookup (query, "lang") : NULL);

      set_security_headers (msg);
      tav_venue_results_handle (self->results, msg, path, query, catalog_for (self, language),
                                self->context);
    }
  else if (g_str_has_prefix (path, "/static/"))
    serve_asset (msg, path + strlen ("/static/"));
  else
    respond_text (msg, SOUP_STATUS_NOT_FOUND, "Not found.\n");
}

/* One copy of the news for every phone: each stream holds a reference. */
static void
broadcast (TavVenueServer *self,
           const char     *text)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));

  for (guint i = 0; i < self->streams->len; i++)
    {
      SoupServerMessage *msg = self->streams->pdata[i];

      soup_message_body_append_bytes (soup_server_message_get_response_body (msg), bytes);
      soup_server_message_unpause (msg);
    }
}

static gboolean
broadcast_version_cb (gpointer data)
{
  TavVenueServer *self = data;
  g_autofree char *text = NULL;
  guint64 version;

  g_mutex_lock (&self->lock);
  version = tav_venue_snapshot_get_version (self->snapshot);
  g_mutex_unlock (&self->lock);

  text = version_event (version);
  broadcast (self, text);
  return G_SOURCE_REMOVE;
}

static gboolean
broadcast_timer_cb (gpointer data)
{
  TavVenueServer *self = data;
  g_autofree char *text = NULL;
  TavVenueTimer timer;

  g_mutex_lock (&self->lock);
  read_timer (self, &timer);
  g_mutex_unlock (&self->lock);

  text = timer_event (&timer);
  broadcast (self, text);
  return G_SOURCE_REMOVE;
}

/* A comment line now and then: proxies keep the stream open, and a phone
 * that went away is noticed. */
static gboolean
client_is_idle (gpointer key,
                gpointer value,
                gpointer data)
{
  Client *client = value;

  return client->streams == 0 && *(gint64 *) data - client->minute_start > 60 * G_USEC_PER_SEC;
}

static gboolean
keepalive_cb (gpointer data)
{
  TavVenueServer *self = data;
  gint64 now = g_get_monotonic_time ();

  broadcast (self, ": still here\n\n");
  /* The rates of addresses gone quiet: a day of phones is not kept. */
  g_hash_table_foreach_remove (self->clients, client_is_idle, &now);
  return G_SOURCE_CONTINUE;
}

static gboolean
quit_cb (gpointer data)
{
  TavVenueServer *self = data;

  g_main_loop_quit (self->loop);
  return G_SOURCE_REMOVE;
}

static gboolean
add_listener (TavVenueServer  *self,
              GInetAddress    *address,
              guint            port,
              guint           *bound,
              GError         **error)
{
  g_autoptr(GSocketAddress) wanted = g_inet_socket_address_new (address, port);
  g_autoptr(GSocketAddress) effective = NULL;

  if (!g_socket_listener_add_address (G_SOCKET_LISTENER (self->service), wanted,
                                      G_SOCKET_TYPE_STREAM, G_SOCKET_PROTOCOL_TCP,
                                      NULL, &effective, error))
    return FALSE;
  *bound = g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (effective));
  return TRUE;
}

/* All addresses (IPv4 and, where there is one, IPv6) or the one asked for.
 * A port in use is tried again on the next ones, so that a restarted app
 * usually keeps the address printed on paper; then any free port. */
static gboolean
listen_on (TavVenueServer  *self,
           GError         **error)
{
  g_autoptr(GInetAddress) address = NULL;
  g_autoptr(GError) local_error = NULL;
  guint candidates[11];
  guint n_candidates = 0;

  if (self->address != NULL)
    address = g_inet_address_new_from_string (self->address);
  else
    address = g_inet_address_new_any (G_SOCKET_FAMILY_IPV4);

  if (self->port == 0)
    candidates[n_candidates++] = 0;
  else
    {
      for (guint i = 0; i < 10 && self->port + i <= 65535; i++)
        candidates[n_candidates++] = self->port + i;
      candidates[n_candidates++] = 0;
    }

  for (guint i = 0; i < n_candidates; i++)
    {
      guint bound = 0;

      g_clear_error (&local_error);
      if (!add_listener (self, address, candidates[i], &bound, &local_error))
        {
          if (!g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_ADDRESS_IN_USE))
            break;
          continue;
        }
      self->port = bound;
      if (self->address == NULL)
        {
          g_autoptr(GInetAddress) any6 = g_inet_address_new_any (G_SOCKET_FAMILY_IPV6);
          guint bound6;

          /* Best effort: a machine without IPv6 serves IPv4 only. */
          add_listener (self, any6, bound, &bound6, NULL);
        }
      return TRUE;
    }

  g_set_error (error, TAV_VENUE_SERVER_ERROR, TAV_VENUE_SERVER_ERROR_LISTEN,
               _("Cannot listen on %s port %u: %s"),
               self->address ? self->address : _("all addresses"), self->port,
               local_error ? local_error->message : "");
  return FALSE;
}

/* libsoup keeps a connection open for the next request only when the
 * server has a listener of its own (request_finished () in soup-server.c).
 * Ours is the socket service, which applies the limits before libsoup sees
 * a connection: without a listener, every page load needs a new
 * connection. An abstract Unix socket under a random name, never told to
 * anyone, is that listener; only where libsoup frees a kept connection
 * that the phone closes (see tav-venue-connections.c). */
static gboolean
add_keepalive_listener (TavVenueServer  *self,
                        GError         **error)
{
  g_autoptr(GSocket) socket = NULL;
  g_autoptr(GSocketAddress) address = NULL;
  g_autofree char *uuid = g_uuid_string_random ();
  g_autofree char *name = g_strconcat ("tavolo-venue-", uuid, NULL);

  socket = g_socket_new (G_SOCKET_FAMILY_UNIX, G_SOCKET_TYPE_STREAM, G_SOCKET_PROTOCOL_DEFAULT, error);
  if (socket == NULL)
    return FALSE;
  address = g_unix_socket_address_new_with_type (name, -1, G_UNIX_SOCKET_ADDRESS_ABSTRACT);
  g_socket_set_listen_backlog (socket, 1);
  return g_socket_bind (socket, address, FALSE, error) &&
         g_socket_listen (socket, error) &&
         soup_server_listen_socket (self->soup, socket, 0, error);
}

static gpointer
worker (gpointer data)
{
  TavVenueServer *self = data;
  g_autoptr(GError) error = NULL;
  const char * const *languages = tav_venue_catalog_languages ();
  g_autoptr(GSource) keepalive = NULL;
  gboolean ok;

  g_main_context_push_thread_default (self->context);

  for (guint i = 0; languages[i]; i++)
    self->catalogs[i] = tav_venue_catalog_new (languages[i], tav_i18n_get_locale_dir ());
  self->streams = g_ptr_array_new ();
  self->clients = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->pages = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) cached_page_free);
  self->soup = soup_server_new ("server-header", NULL, NULL);
  soup_server_add_early_handler (self->soup, NULL, early_cb, self, NULL);
  soup_server_add_handler (self->soup, NULL, handler_cb, self, NULL);
  self->connections = tav_venue_connections_new (self->soup, self->max_connections, self->max_per_client,
                                                 &self->deadlines, &self->n_connections);
  self->service = g_socket_service_new ();
  /* GLib's default queue of 10 unanswered connections overflows when a
   * room of phones reloads at once; the kernel then makes them retry after
   * 1, 3, 7 s. The connection limits above still bound what is served. */
  g_socket_listener_set_backlog (G_SOCKET_LISTENER (self->service), 1024);
  g_signal_connect (self->service, "incoming", G_CALLBACK (incoming_cb), self);

  ok = listen_on (self, &error) &&
       (!tav_venue_connections_keep_alive () || add_keepalive_listener (self, &error));
  if (ok)
    g_socket_service_start (self->service);

  g_mutex_lock (&self->lock);
  self->started = TRUE;
  self->start_error = ok ? NULL : g_steal_pointer (&error);
  g_cond_broadcast (&self->cond);
  g_mutex_unlock (&self->lock);

  if (ok)
    {
      keepalive = g_timeout_source_new_seconds (KEEPALIVE_SECONDS);
      g_source_set_callback (keepalive, keepalive_cb, self, NULL);
      g_source_attach (keepalive, self->context);
      g_main_loop_run (self->loop);
      g_source_destroy (keepalive);
    }

  /* Ending: no stream may outlive the server. */
  g_socket_service_stop (self->service);
  g_socket_listener_close (G_SOCKET_LISTENER (self->service));
  soup_server_disconnect (self->soup);
  while (g_main_context_iteration (self->context, FALSE))
    ;
  g_clear_pointer (&self->connections, tav_venue_connections_free);
  g_clear_object (&self->service);
  g_clear_object (&self->soup);
  while (g_main_context_iteration (self->context, FALSE))
    ;
  g_clear_pointer (&self->streams, g_ptr_array_unref);
  g_clear_pointer (&self->clients, g_hash_table_unref);
  g_clear_pointer (&self->pages, g_hash_table_unref);
  g_clear_object (&self->pages_of);
  for (guint i = 0; i < G_N_ELEMENTS (self->catalogs); i++)
    g_clear_object (&self->catalogs[i]);

  g_main_context_pop_thread_default (self->context);
  return NULL;
}

/* ---- The main thread ------------------------------------------------- */

/* What the room may see of the season, built again only when the season
 * was read again or what of it is secret changed (the event's ranking
 * published, the event added to the season): not at every result. */
static TavVenueSeason *
season_view (TavVenueServer *self)
{
  const TavSeasonTournament *secret;

  if (self->season == NULL)
    {
      g_clear_pointer (&self->season_view, tav_venue_season_unref);
      return NULL;
    }
  secret = tav_season_find_secret (self->season, self->event);
  if (self->season_view == NULL || self->season_view_secret != secret)
    {
      g_clear_pointer (&self->season_view, tav_venue_season_unref);
      self->season_view = tav_venue_season_new (self->season, self->event);
      self->season_view_secret = secret;
    }
  return self->season_view;
}

static void
rebuild (TavVenueServer *self)
{
  g_autoptr(TavVenueSnapshot) snapshot = NULL;

  g_clear_handle_id (&self->rebuild_id, g_source_remove);
  snapshot = tav_venue_snapshot_new (self->event, self->announcement, ++self->version,
                                     season_view (self));

  g_mutex_lock (&self->lock);
  g_set_object (&self->snapshot, snapshot);
  g_mutex_unlock (&self->lock);

  if (self->thread != NULL)
    g_main_context_invoke (self->context, broadcast_version_cb, self);
}

static gboolean
rebuild_cb (gpointer data)
{
  TavVenueServer *self = data;

  self->rebuild_id = 0;
  rebuild (self);
  return G_SOURCE_REMOVE;
}

static void
schedule_rebuild (TavVenueServer *self)
{
  if (self->rebuild_id == 0)
    self->rebuild_id = g_timeout_add (REBUILD_DELAY_MS, rebuild_cb, self);
}

/* Builds the snapshot now rather than after the short delay that gathers
 * a burst of edits. */
void
tav_venue_server_refresh (TavVenueServer *self)
{
  g_return_if_fail (TAV_IS_VENUE_SERVER (self));
  rebuild (self);
}

TavEvent *
tav_venue_server_get_event (TavVenueServer *self)
{
  g_return_val_if_fail (TAV_IS_VENUE_SERVER (self), NULL);
  return self->event;
}

void
tav_venue_server_set_event (TavVenueServer *self,
                            TavEvent       *event)
{
  g_return_if_fail (TAV_IS_VENUE_SERVER (self));
  g_return_if_fail (event == NULL || TAV_IS_EVENT (event));

  if (!g_set_object (&self->event, event))
    return;
  tav_venue_results_set_event (self->results, event);
  g_signal_group_set_target (self->event_signals, event);
  rebuild (self);
}

/* Where the results sent from the tables go: see TavVenueEditBegin. */
void
tav_venue_server_set_editor (TavVenueServer    *self,
                             TavVenueEditBegin  begin,
                             TavVenueEditEnd    end,
                             gpointer           data)
{
  g_return_if_fail (TAV_IS_VENUE_SERVER (self));
  tav_venue_results_set_editor (self->results, begin, end, data);
}

/* The season of @path, if it ranks tournaments of the event's ruleset. */
static TavSeason *
read_season (TavVenueServer  *self,
             const char      *path,
             GError         **error)
{
  g_autoptr(TavSeason) season = tav_season_load_file (path, error);

  if (season == NULL || (self->event != NULL && !tav_season_check_ruleset (season, self->event, error)))
    return NULL;
  return g_steal_pointer (&season);
}

static void
replace_season (TavVenueServer *self,
                TavSeason      *season)
{
  g_clear_pointer (&self->season_view, tav_venue_season_unref);
  g_set_object (&self->season, season);
  rebuild (self);
}

typedef struct
{
  GWeakRef  server;
  char     *path;
} SeasonLoad;

static void
season_load_free (SeasonLoad *load)
{
  g_weak_ref_clear (&load->server);
  g_free (load->path);
  g_free (load);
}

/* Reading a season file of a few hundred KB takes tens of milliseconds:
 * not on the app's main loop. */
static void
load_season_thread (GTask        *task,
                    gpointer      source,
                    gpointer      data,
                    GCancellable *cancellable)
{
  SeasonLoad *load = data;
  GError *error = NULL;
  TavSeason *season = tav_season_load_file (load->path, &error);

  if (season != NULL)
    g_task_return_pointer (task, season, g_object_unref);
  else
    g_task_return_error (task, error);
}

static void
season_loaded_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  SeasonLoad *load = g_task_get_task_data (G_TASK (result));
  g_autoptr(TavVenueServer) self = g_weak_ref_get (&load->server);
  g_autoptr(GError) error = NULL;
  g_autoptr(TavSeason) season = g_task_propagate_pointer (G_TASK (result), &error);

  /* Another season chosen since, or the server gone. */
  if (self == NULL || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  if (season != NULL && self->event != NULL && !tav_season_check_ruleset (season, self->event, &error))
    g_clear_object (&season);
  if (season == NULL)
    {
      g_signal_emit (self, signals[SEASON_ERROR], 0, error->message);
      return;
    }
  replace_season (self, season);
}

/* The season file was saved again: the pages follow it. A version that
 * cannot be read is reported ("season-error") and the last one kept. */
static void
season_changed_cb (gpointer data)
{
  TavVenueServer *self = data;
  g_autoptr(GTask) task = NULL;
  SeasonLoad *load = g_new0 (SeasonLoad, 1);

  g_cancellable_cancel (self->season_cancellable);
  g_set_object (&self->season_cancellable, g_cancellable_new ());
  g_weak_ref_init (&load->server, self);
  load->path = g_strdup (self->season_path);
  task = g_task_new (NULL, self->season_cancellable, season_loaded_cb, NULL);
  g_task_set_task_data (task, load, (GDestroyNotify) season_load_free);
  g_task_run_in_thread (task, load_season_thread);
}

/**
 * tav_venue_server_set_season_file:
 * @path: (nullable): the season file of the event, or %NULL for none
 *
 * Shows the season of @path on the "/season" page and follows the file
 * as it is saved. Fails, leaving the season shown as it was, when @path
 * cannot be read or is not a season of the event's ruleset.
 */
gboolean
tav_venue_server_set_season_file (TavVenueServer  *self,
                                  const char      *path,
                                  GError         **error)
{
  g_autoptr(TavSeason) season = NULL;
  g_autoptr(TavVenueWatch) watch = NULL;

  g_return_val_if_fail (TAV_IS_VENUE_SERVER (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (path != NULL &&
      (!(season = read_season (self, path, error)) ||
       !(watch = tav_venue_watch_new (path, season_changed_cb, self, error))))
    return FALSE;

  g_clear_pointer (&self->season_watch, tav_venue_watch_free);
  g_cancellable_cancel (self->season_cancellable);
  self->season_watch = g_steal_pointer (&watch);
  g_free (self->season_path);
  self->season_path = g_strdup (path);
  replace_season (self, season);
  return TRUE;
}

/* The season shown, as last read, or NULL. */
TavSeason *
tav_venue_server_get_season (TavVenueServer *self)
{
  g_return_val_if_fail (TAV_IS_VENUE_SERVER (self), NULL);
  return self->season;
}

/* The file of the season shown, or NULL. */
const char *
tav_venue_server_get_season_file (TavVenueServer *self)
{
  g_return_val_if_fail (TAV_IS_VENUE_SERVER (self), NULL);
  return self->season_path;
}

void
tav_venue_server_set_announcement (TavVenueServer *self,
                                   const char     *text)
{
  g_return_if_fail (TAV_IS_VENUE_SERVER (self));

  if (g_strcmp0 (self->announcement, text) == 0)
    return;
  g_free (self->announcement);
  self->announcement = g_strdup (text);
  rebuild (self);
}

/* What the app's round timer shows: the phones count down by themselves
 * from there. */
void
tav_venue_server_set_timer (TavVenueServer *self,
                            guint           duration,
                            guint           remaining,
                            gboolean        running)
{
  g_return_if_fail (TAV_IS_VENUE_SERVER (self));

  g_mutex_lock (&self->lock);
  self->timer_duration = duration;
  self->timer_running = running;
  self->timer_remaining = (gint64) remaining * G_USEC_PER_SEC;
  self->timer_end = g_get_monotonic_time () + self->timer_remaining;
  g_mutex_unlock (&self->lock);

  if (self->thread != NULL)
    g_main_context_invoke (self->context, broadcast_timer_cb, self);
}

/* How long a phone may take to send a request, and to be answered (in
 * seconds; see tav-venue-connections.c). */
void
tav_venue_server_set_deadlines (TavVenueServer *self,
                                guint           receive,
                                guint           answer)
{
  g_return_if_fail (TAV_IS_VENUE_SERVER (self));
  g_return_if_fail (self->thread == NULL);
  g_return_if_fail (receive > 0 && answer > 0);

  self->deadlines.receive = receive;
  self->deadlines.answer = answer;
}

void
tav_venue_server_set_limits (TavVenueServer *self,
                             guint           max_connections,
                             guint           max_per_client,
                             guint           requests_per_minute)
{
  g_return_if_fail (TAV_IS_VENUE_SERVER (self));
  g_return_if_fail (self->thread == NULL);
  g_return_if_fail (max_connections > 0 && max_per_client > 0 && requests_per_minute > 0);

  self->max_connections = max_connections;
  self->max_per_client = max_per_client;
  self->requests_per_minute = requests_per_minute;
}

/* The connections the process may open bound the limit: past them, a
 * refused connection is better than a failing accept (). */
static void
fit_connections_to_files (TavVenueServer *self)
{
  struct rlimit limit;

  if (getrlimit (RLIMIT_NOFILE, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY)
    return;
  if (limit.rlim_cur < 128)
    self->max_connections = MIN (self->max_connections, 16);
  else
    self->max_connections = MIN (self->max_connections, (guint) MIN (limit.rlim_cur - 64, G_MAXUINT));
}

/* @address: NULL for every address of the machine; "127.0.0.1" for tests.
 * @port: the port wanted (then the next ones if it is taken), 0: any. */
gboolean
tav_venue_server_start (TavVenueServer  *self,
                        const char      *address,
                        guint            port,
                        GError         **error)
{
  g_autoptr(GInetAddress) parsed = NULL;

  g_return_val_if_fail (TAV_IS_VENUE_SERVER (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->thread != NULL)
    {
      g_set_error (error, TAV_VENUE_SERVER_ERROR, TAV_VENUE_SERVER_ERROR_STATE,
                   _("The venue network is already on"));
      return FALSE;
    }
  if (port > 65535)
    {
      g_set_error (error, TAV_VENUE_SERVER_ERROR, TAV_VENUE_SERVER_ERROR_ADDRESS,
                   _("Port %u is not a port: use 1 to 65535, or 0 for any free port"), port);
      return FALSE;
    }
  if (address != NULL && !(parsed = g_inet_address_new_from_string (address)))
    {
      g_set_error (error, TAV_VENUE_SERVER_ERROR, TAV_VENUE_SERVER_ERROR_ADDRESS,
                   _("“%s” is not an IP address such as 192.168.1.10"), address);
      return FALSE;
    }

  g_free (self->address);
  self->address = g_strdup (address);
  self->port = port;
  fit_connections_to_files (self);
  if (self->snapshot == NULL)
    rebuild (self);

  self->context = g_main_context_new ();
  self->loop = g_main_loop_new (self->context, FALSE);
  self->started = FALSE;
  self->thread = g_thread_new ("tav-venue", worker, self);

  g_mutex_lock (&self->lock);
  while (!self->started)
    g_cond_wait (&self->cond, &self->lock);
  g_mutex_unlock (&self->lock);

  if (self->start_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&self->start_error));
      tav_venue_server_stop (self);
      return FALSE;
    }

  return TRUE;
}

void
tav_venue_server_stop (TavVenueServer *self)
{
  g_return_if_fail (TAV_IS_VENUE_SERVER (self));

  if (self->thread == NULL)
    return;

  g_main_context_invoke (self->context, quit_cb, self);
  g_thread_join (g_steal_pointer (&self->thread));
  g_clear_pointer (&self->loop, g_main_loop_unref);
  g_clear_pointer (&self->context, g_main_context_unref);
  g_atomic_int_set (&self->n_live, 0);
}

guint
tav_venue_server_get_port (TavVenueServer *self)
{
  g_return_val_if_fail (TAV_IS_VENUE_SERVER (self), 0);
  return self->thread ? self->port : 0;
}

guint64
tav_venue_server_get_version (TavVenueServer *self)
{
  g_return_val_if_fail (TAV_IS_VENUE_SERVER (self), 0);
  return self->version;
}

guint
tav_venue_server_get_n_connections (TavVenueServer *self)
{
  g_return_val_if_fail (TAV_IS_VENUE_SERVER (self), 0);
  return (guint) g_atomic_int_get (&self->n_connections);
}

guint
tav_venue_server_get_n_live (TavVenueServer *self)
{
  g_return_val_if_fail (TAV_IS_VENUE_SERVER (self), 0);
  return (guint) g_atomic_int_get (&self->n_live);
}

/* The addresses phones can open: the one listened on, or every IPv4
 * address of the machine's interfaces that are up, loopback last. */
char **
tav_venue_server_get_urls (TavVenueServer *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  struct ifaddrs *addresses = NULL;

  g_return_val_if_fail (TAV_IS_VENUE_SERVER (self), NULL);

  if (self->thread == NULL)
    return g_strv_builder_end (builder);

  if (self->address != NULL)
    {
      g_autoptr(GInetAddress) address = g_inet_address_new_from_string (self->address);
      gboolean v6 = g_inet_address_get_family (address) == G_SOCKET_FAMILY_IPV6;

      g_autofree char *url = g_strdup_printf (v6 ? "http://[%s]:%u/" : "http://%s:%u/",
                                              self->address, self->port);

      g_strv_builder_add (builder, url);
      return g_strv_builder_end (builder);
    }

  if (getifaddrs (&addresses) == 0)
    {
      for (struct ifaddrs *a = addresses; a != NULL; a = a->ifa_next)
        {
          g_autoptr(GSocketAddress) socket_address = NULL;
          g_autofree char *host = NULL;
          g_autofree char *url = NULL;

          if (a->ifa_addr == NULL || a->ifa_addr->sa_family != AF_INET ||
              !(a->ifa_flags & IFF_UP) || (a->ifa_flags & IFF_LOOPBACK))
            continue;
          socket_address = g_socket_address_new_from_native (a->ifa_addr, sizeof (struct sockaddr_in));
          host = host_of (socket_address);
          url = g_strdup_printf ("http://%s:%u/", host, self->port);
          g_strv_builder_add (builder, url);
        }
      freeifaddrs (addresses);
    }
  {
    g_autofree char *loopback = g_strdup_printf ("http://127.0.0.1:%u/", self->port);

    g_strv_builder_add (builder, loopback);
  }

  return g_strv_builder_end (builder);
}

static void
tav_venue_server_dispose (GObject *object)
{
  TavVenueServer *self = TAV_VENUE_SERVER (object);

  tav_venue_server_stop (self);
  g_clear_handle_id (&self->rebuild_id, g_source_remove);
  if (self->event_signals)
    g_signal_group_set_target (self->event_signals, NULL);
  g_clear_object (&self->event_signals);
  g_clear_object (&self->event);
  g_clear_pointer (&self->season_watch, tav_venue_watch_free);
  g_cancellable_cancel (self->season_cancellable);
  g_clear_object (&self->season_cancellable);
  g_clear_pointer (&self->season_view, tav_venue_season_unref);
  g_clear_object (&self->season);

  G_OBJECT_CLASS (tav_venue_server_parent_class)->dispose (object);
}

static void
tav_venue_server_finalize (GObject *object)
{
  TavVenueServer *self = TAV_VENUE_SERVER (object);

  g_clear_object (&self->snapshot);
  g_clear_pointer (&self->results, tav_venue_results_free);
  g_clear_error (&self->start_error);
  g_free (self->announcement);
  g_free (self->address);
  g_free (self->season_path);
  g_mutex_clear (&self->lock);
  g_cond_clear (&self->cond);

  G_OBJECT_CLASS (tav_venue_server_parent_class)->finalize (object);
}

static void
tav_venue_server_class_init (TavVenueServerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tav_venue_server_dispose;
  object_class->finalize = tav_venue_server_finalize;

  /**
   * TavVenueServer::season-error:
   * @message: what is wrong with the season file
   *
   * The season file changed but cannot be read: the pages keep showing
   * the last version read.
   */
  signals[SEASON_ERROR] =
    g_signal_new ("season-error", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
tav_venue_server_init (TavVenueServer *self)
{
  g_mutex_init (&self->lock);
  g_cond_init (&self->cond);
  self->max_connections = 2048;
  self->max_per_client = 16;
  self->requests_per_minute = 120;
  self->deadlines.receive = TAV_VENUE_RECEIVE_SECONDS;
  self->deadlines.answer = TAV_VENUE_ANSWER_SECONDS;
  self->results = tav_venue_results_new (g_main_context_get_thread_default () ?
                                         g_main_context_get_thread_default () :
                                         g_main_context_default ());
  self->event_signals = g_signal_group_new (TAV_TYPE_EVENT);
  /* Every edit emits "changed"; publishing and renaming notify. */
  g_signal_group_connect_swapped (self->event_signals, "changed",
                                  G_CALLBACK (schedule_rebuild), self);
  g_signal_group_connect_swapped (self->event_signals, "notify",
                                  G_CALLBACK (schedule_rebuild), self);
}
