/* tav-venue-hall.c
 *
 * One address for every event of the venue: a hall serves several events
 * on one port, each under a prefix of its own ("/e/SLUG/"), and its first
 * page lists them and finds a player's table across them
 * (tav-venue-hall-page.c).
 *
 * Each event keeps its TavVenueServer: its snapshot, timer, forms, judge
 * console, season and live streams. What is the venue's is the host's, a
 * server without an event that the hall starts: the worker thread, the
 * socket, the connections and their limits, the rate counts by address,
 * the doors' lockouts (tav-venue-lockout.c reads them from the host) and
 * the catalogs. Reusing the server for the host, rather than a second
 * copy of its thread and routes, keeps one way of a request for a server
 * alone and a hall: the limits before the body, then the event's pages.
 *
 * An event is mounted and taken out on the host's thread, while the app
 * waits: no request sees it half there, and once out its streams are
 * ended and no page of it is answered.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-venue-hall"

#include "config.h"

#include <string.h>

#include "tav-venue-hall.h"
#include "tav-venue-server-private.h"

struct _TavVenueHall
{
  GObject         parent_instance;

  TavVenueServer *host;
  GPtrArray      *servers;      /* TavVenueServer, in the order they came */
  gboolean        started;
};

G_DEFINE_FINAL_TYPE (TavVenueHall, tav_venue_hall, G_TYPE_OBJECT)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

#define MAX_SLUG 32

/* A call on the host's thread, waited for. */
typedef struct
{
  TavVenueServer *host;
  TavVenueServer *server;
  GMutex          lock;
  GCond           cond;
  gboolean        done;
} Call;

/* Cyrillic letters in Latin, as Bulgarian and Russian road signs write
 * them: a Plovdiv tournament's slug says "turnir-plovdiv", not "event". */
static const char *
latin_of_cyrillic (gunichar c)
{
  static const char * const letters[] = {
    "a", "b", "v", "g", "d", "e", "zh", "z", "i", "y", "k", "l", "m", "n", "o", "p",
    "r", "s", "t", "u", "f", "h", "ts", "ch", "sh", "sht", "a", "y", "", "e", "yu", "ya",
  };

  if (c >= 0x0430 && c <= 0x044F)   /* а … я */
    return letters[c - 0x0430];
  switch (c)
    {
    case 0x0451: return "yo";        /* ё */
    case 0x0454: return "ye";        /* є */
    case 0x0456: return "i";         /* і */
    case 0x0457: return "yi";        /* ї */
    case 0x0491: return "g";         /* ґ */
    default: return NULL;
    }
}

/* "Catan — Room B" → "catan-room-b", "Турнир Пловдив" → "turnir-plovdiv":
 * letters and digits of ASCII (others in their nearest ASCII), the rest
 * one dash; a name of none is "event". */
static char *
slug_of (const char *name)
{
  g_autoptr(GString) slug = g_string_new (NULL);

  for (const char *p = name ? name : ""; *p && slug->len < MAX_SLUG; p = g_utf8_next_char (p))
    {
      gunichar c = g_unichar_tolower (g_utf8_get_char (p));
      const char *latin = latin_of_cyrillic (c);
      g_autofree char *ascii = NULL;
      char one[8] = { 0, };

      if (latin == NULL)
        {
          g_unichar_to_utf8 (c, one);
          ascii = g_str_to_ascii (one, "C");
          latin = ascii;
        }
      if (latin[0] != '\0' && g_ascii_isalnum (latin[0]))
        {
          for (const char *l = latin; *l; l++)
            if (g_ascii_isalnum (*l))
              g_string_append_c (slug, g_ascii_tolower (*l));
        }
      else if (latin[0] != '\0' && slug->len > 0 && slug->str[slug->len - 1] != '-')
        g_string_append_c (slug, '-');
    }
  g_string_truncate (slug, MIN (slug->len, MAX_SLUG));
  while (slug->len > 0 && slug->str[slug->len - 1] == '-')
    g_string_truncate (slug, slug->len - 1);
  if (slug->len == 0)
    g_string_append (slug, "event");
  return g_string_free (g_steal_pointer (&slug), FALSE);
}

static gboolean
prefix_taken (TavVenueHall *self,
              const char   *prefix)
{
  for (guint i = 0; i < self->servers->len; i++)
    if (strcmp (((TavVenueServer *) self->servers->pdata[i])->prefix, prefix) == 0)
      return TRUE;
  return FALSE;
}

/* Unique in the hall: "catan", then "catan-2", "catan-3". */
static char *
unique_prefix (TavVenueHall   *self,
               TavVenueServer *server)
{
  TavEvent *event = tav_venue_server_get_event (server);
  g_autofree char *slug = slug_of (event ? tav_event_get_name (event) : NULL);
  char *prefix = g_strconcat ("/e/", slug, NULL);

  for (guint n = 2; prefix_taken (self, prefix); n++)
    {
      g_free (prefix);
      prefix = g_strdup_printf ("/e/%s-%u", slug, n);
    }
  return prefix;
}

static void
call_on_host (TavVenueHall   *self,
              TavVenueServer *server,
              GSourceFunc     func)
{
  Call call = { self->host, server, };

  g_mutex_init (&call.lock);
  g_cond_init (&call.cond);
  /* After what was asked of it before (a timer, a new version). */
  g_main_context_invoke_full (self->host->context, G_PRIORITY_LOW, func, &call, NULL);
  g_mutex_lock (&call.lock);
  while (!call.done)
    g_cond_wait (&call.cond, &call.lock);
  g_mutex_unlock (&call.lock);
  g_mutex_clear (&call.lock);
  g_cond_clear (&call.cond);
}

static void
call_done (Call *call)
{
  g_mutex_lock (&call->lock);
  call->done = TRUE;
  g_cond_signal (&call->cond);
  g_mutex_unlock (&call->lock);
}

static gboolean
attach_cb (gpointer data)
{
  Call *call = data;
  TavVenueServer *server = call->server;

  server->streams = g_ptr_array_new ();
  server->pages = tav_venue_server_page_cache_new ();
  g_ptr_array_add (call->host->mounts, g_object_ref (server));
  call_done (call);
  return G_SOURCE_REMOVE;
}

static gboolean
detach_cb (gpointer data)
{
  Call *call = data;
  TavVenueServer *server = call->server;

  /* The hall keeps its own reference: the last is never dropped here. */
  g_ptr_array_remove (call->host->mounts, server);
  tav_venue_server_end_streams (server);
  g_clear_pointer (&server->streams, g_ptr_array_unref);
  g_clear_pointer (&server->pages, g_hash_table_unref);
  g_clear_object (&server->pages_of);
  /* The host's, which it keeps: read on this thread only. */
  server->connections = NULL;
  server->clients = NULL;
  memset (server->catalogs, 0, sizeof server->catalogs);
  call_done (call);
  return G_SOURCE_REMOVE;
}

/* The server answers on the host's thread with the host's connections,
 * rate counts and catalogs; its own pages and streams are made there. */
static void
mount (TavVenueHall   *self,
       TavVenueServer *server)
{
  TavVenueServer *host = self->host;

  if (server->snapshot == NULL)
    tav_venue_server_rebuild (server);
  server->host = host;
  server->context = g_main_context_ref (host->context);
  server->connections = host->connections;
  server->clients = host->clients;
  memcpy (server->catalogs, host->catalogs, sizeof server->catalogs);
  server->max_connections = host->max_connections;
  server->max_per_client = host->max_per_client;
  call_on_host (self, server, attach_cb);
  /* The judges' streams are checked against the event as it is now. */
  tav_venue_server_rebuild (server);
}

static void
unmount (TavVenueHall   *self,
         TavVenueServer *server)
{
  call_on_host (self, server, detach_cb);
  g_clear_pointer (&server->context, g_main_context_unref);
  server->host = NULL;
  g_atomic_int_set (&server->n_live, 0);
}

static void
tav_venue_hall_dispose (GObject *object)
{
  TavVenueHall *self = TAV_VENUE_HALL (object);

  tav_venue_hall_stop (self);
  g_clear_pointer (&self->servers, g_ptr_array_unref);
  g_clear_object (&self->host);

  G_OBJECT_CLASS (tav_venue_hall_parent_class)->dispose (object);
}

static void
tav_venue_hall_class_init (TavVenueHallClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tav_venue_hall_dispose;

  /**
   * TavVenueHall::changed:
   *
   * An event was added or removed, or the hall started or stopped: what
   * each event's window says of the venue's address is to be said again.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tav_venue_hall_init (TavVenueHall *self)
{
  self->host = tav_venue_server_new ();
  self->host->front = tav_venue_hall_front;
  self->host->front_data = self->host;
  self->servers = g_ptr_array_new_with_free_func (g_object_unref);
}

TavVenueHall *
tav_venue_hall_new (void)
{
  return g_object_new (TAV_TYPE_VENUE_HALL, NULL);
}

/* The venue's limits, for every event at once (see
 * tav_venue_server_set_limits ()). */
void
tav_venue_hall_set_limits (TavVenueHall *self,
                           guint         max_connections,
                           guint         max_per_client,
                           guint         requests_per_minute)
{
  g_return_if_fail (TAV_IS_VENUE_HALL (self));
  tav_venue_server_set_limits (self->host, max_connections, max_per_client, requests_per_minute);
}

void
tav_venue_hall_set_deadlines (TavVenueHall *self,
                              guint         receive,
                              guint         answer)
{
  g_return_if_fail (TAV_IS_VENUE_HALL (self));
  tav_venue_server_set_deadlines (self->host, receive, answer);
}

/* As tav_venue_server_start (); the events added before are mounted. */
gboolean
tav_venue_hall_start (TavVenueHall  *self,
                      const char    *address,
                      guint          port,
                      GError       **error)
{
  g_return_val_if_fail (TAV_IS_VENUE_HALL (self), FALSE);

  self->host->mounts = g_ptr_array_new_with_free_func (g_object_unref);
  if (!tav_venue_server_start (self->host, address, port, error))
    {
      g_clear_pointer (&self->host->mounts, g_ptr_array_unref);
      return FALSE;
    }
  self->started = TRUE;
  for (guint i = 0; i < self->servers->len; i++)
    mount (self, self->servers->pdata[i]);
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

void
tav_venue_hall_stop (TavVenueHall *self)
{
  g_return_if_fail (TAV_IS_VENUE_HALL (self));

  if (!self->started)
    return;
  for (guint i = 0; i < self->servers->len; i++)
    unmount (self, self->servers->pdata[i]);
  tav_venue_server_stop (self->host);
  g_clear_pointer (&self->host->mounts, g_ptr_array_unref);
  self->started = FALSE;
  g_signal_emit (self, signals[CHANGED], 0);
}

/* Whether the hall listens: started and not stopped since. */
gboolean
tav_venue_hall_is_on (TavVenueHall *self)
{
  g_return_val_if_fail (TAV_IS_VENUE_HALL (self), FALSE);
  return self->started;
}

/**
 * tav_venue_hall_add:
 * @server: an event's server, not started on its own
 *
 * Serves @server's event under "/e/SLUG/", the slug made from its name
 * and kept while it is in the hall; listed on the first page at once.
 *
 * Returns: the event's path in the hall, "/e/SLUG/"
 */
const char *
tav_venue_hall_add (TavVenueHall   *self,
                    TavVenueServer *server)
{
  g_return_val_if_fail (TAV_IS_VENUE_HALL (self), NULL);
  g_return_val_if_fail (TAV_IS_VENUE_SERVER (server), NULL);
  g_return_val_if_fail (server->thread == NULL && server->host == NULL, NULL);

  if (g_ptr_array_find (self->servers, server, NULL))
    return tav_venue_hall_get_path (self, server);
  g_free (server->prefix);
  server->prefix = unique_prefix (self, server);
  tav_venue_results_set_prefix (server->results, server->prefix);
  g_ptr_array_add (self->servers, g_object_ref (server));
  if (self->started)
    mount (self, server);
  g_signal_emit (self, signals[CHANGED], 0);
  return tav_venue_hall_get_path (self, server);
}

/* The event's pages are answered no more; its open streams end. */
void
tav_venue_hall_remove (TavVenueHall   *self,
                       TavVenueServer *server)
{
  g_autoptr(TavVenueServer) kept = NULL;
  guint index;

  g_return_if_fail (TAV_IS_VENUE_HALL (self));
  g_return_if_fail (TAV_IS_VENUE_SERVER (server));

  if (!g_ptr_array_find (self->servers, server, &index))
    return;
  kept = g_object_ref (server);
  if (self->started)
    unmount (self, server);
  g_ptr_array_remove_index (self->servers, index);
  g_free (server->prefix);
  server->prefix = g_strdup ("");
  tav_venue_results_set_prefix (server->results, NULL);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* "/e/SLUG/", or NULL when @server is not in the hall. The string lives
 * while it is. */
const char *
tav_venue_hall_get_path (TavVenueHall   *self,
                         TavVenueServer *server)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (TAV_IS_VENUE_HALL (self), NULL);

  if (!g_ptr_array_find (self->servers, server, NULL))
    return NULL;
  /* Kept on the server, as its prefix is. */
  path = g_strconcat (server->prefix, "/", NULL);
  g_object_set_data_full (G_OBJECT (server), "tav-venue-hall-path", g_steal_pointer (&path), g_free);
  return g_object_get_data (G_OBJECT (server), "tav-venue-hall-path");
}

guint
tav_venue_hall_get_n_events (TavVenueHall *self)
{
  g_return_val_if_fail (TAV_IS_VENUE_HALL (self), 0);
  return self->servers->len;
}

/* The @index-th event's server, in the order they were added. */
TavVenueServer *
tav_venue_hall_get_server (TavVenueHall *self,
                           guint         index)
{
  g_return_val_if_fail (TAV_IS_VENUE_HALL (self), NULL);
  g_return_val_if_fail (index < self->servers->len, NULL);
  return self->servers->pdata[index];
}

guint
tav_venue_hall_get_port (TavVenueHall *self)
{
  g_return_val_if_fail (TAV_IS_VENUE_HALL (self), 0);
  return tav_venue_server_get_port (self->host);
}

/* The venue's addresses: the ones its QR code and paper show. */
char **
tav_venue_hall_get_urls (TavVenueHall *self)
{
  g_return_val_if_fail (TAV_IS_VENUE_HALL (self), NULL);
  return tav_venue_server_get_urls (self->host);
}

guint
tav_venue_hall_get_n_connections (TavVenueHall *self)
{
  g_return_val_if_fail (TAV_IS_VENUE_HALL (self), 0);
  return tav_venue_server_get_n_connections (self->host);
}
