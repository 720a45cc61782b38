/* tav-venue-server-live.c
 *
 * The live stream ("/events", Server-Sent Events) that keeps each open
 * page up to date: the version of the event, the tables' extensions of
 * the round the room sees and the timer, sent to every phone at once, and
 * a word now and then to keep the stream open. Nothing of a round waiting
 * for release: the snapshot holds none of it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-venue-server"

#include "config.h"

#include <string.h>

#include "tav-venue-server-private.h"

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

/* The tables' extensions of the round the room sees: a table's form
 * page, which never reloads, moves its clock by them. */
static char *
clocks_event (TavVenueSnapshot *snapshot)
{
  g_autofree char *json = tav_venue_snapshot_clocks_to_json (snapshot);

  return g_strdup_printf ("event: clocks\ndata: %s\n\n", json);
}

static char *
timer_event (const TavVenueTimer *timer)
{
  g_autofree char *json = tav_venue_timer_to_json (timer);

  return g_strdup_printf ("event: timer\ndata: %s\n\n", json);
}

/* One copy of the news for every phone: each stream holds a reference. */
static void
broadcast (TavVenueServer *self,
           const char     *text)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));

  /* A server taken out of its hall has no streams left. */
  if (self->streams == NULL)
    return;
  for (guint i = 0; i < self->streams->len; i++)
    {
      SoupServerMessage *msg = self->streams->pdata[i];

      soup_message_body_append_bytes (soup_server_message_get_response_body (msg), bytes);
      soup_server_message_unpause (msg);
    }
}

/* A comment line now and then: proxies keep the stream open, and a phone
 * that went away is noticed. */
static gboolean
client_is_idle (gpointer key,
                gpointer value,
                gpointer data)
{
  TavVenueClient *client = value;

  return client->streams == 0 && *(gint64 *) data - client->minute_start > 60 * G_USEC_PER_SEC;
}

static void
stream_finished_cb (SoupServerMessage *msg,
                    TavVenueServer    *self)
{
  TavVenueClient *client = g_hash_table_lookup (self->clients, soup_server_message_get_remote_host (msg));

  if (client != NULL && client->streams > 0)
    client->streams--;
  g_ptr_array_remove_fast (self->streams, msg);
  g_atomic_int_dec_and_test (&self->n_live);
}

/* Server-Sent Events: the version of the event at once and at every
 * change (the page reloads when it differs from its own), and the timer
 * when it is set, started or stopped. */
void
tav_venue_server_serve_live (TavVenueServer    *self,
                             SoupServerMessage *msg)
{
  SoupMessageHeaders *headers = soup_server_message_get_response_headers (msg);
  TavVenueClient *client = tav_venue_server_client_for (self, soup_server_message_get_remote_host (msg));
  g_autoptr(TavVenueSnapshot) snapshot = NULL;
  g_autofree char *version = NULL;
  g_autofree char *timer_text = NULL;
  g_autofree char *clocks = NULL;
  TavVenueTimer timer;

  /* Taken out of its hall while a judge's stream was being opened. */
  if (self->streams == NULL)
    {
      tav_venue_respond_text (msg, SOUP_STATUS_NOT_FOUND, "Not found.\n");
      return;
    }
  if (self->streams->len >= self->max_connections || client->streams >= self->max_per_client)
    {
      soup_message_headers_replace (headers, "Retry-After", "30");
      tav_venue_respond_text (msg, SOUP_STATUS_SERVICE_UNAVAILABLE, "Too many live connections.\n");
      return;
    }

  snapshot = tav_venue_server_get_snapshot (self, &timer);
  version = version_event (tav_venue_snapshot_get_version (snapshot));
  timer_text = timer_event (&timer);
  clocks = clocks_event (snapshot);

  tav_venue_set_security_headers (msg);
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
  stream_send (msg, clocks);
  stream_send (msg, version);
  stream_send (msg, timer_text);
}

/* A stream the server ends: counted out now, out of the news, though
 * its end is written later (when the server may be out of its hall).
 * Worker thread. */
void
tav_venue_server_stream_ended (TavVenueServer    *self,
                               SoupServerMessage *msg)
{
  stream_finished_cb (msg, self);
  g_signal_handlers_disconnect_by_func (msg, stream_finished_cb, self);
}

/* The server leaves its hall: its streams end (their phones see the end
 * of the stream), and no other event's. Worker thread. */
void
tav_venue_server_end_streams (TavVenueServer *self)
{
  while (self->streams != NULL && self->streams->len > 0)
    {
      SoupServerMessage *msg = self->streams->pdata[self->streams->len - 1];

      tav_venue_server_stream_ended (self, msg);
      soup_message_body_complete (soup_server_message_get_response_body (msg));
      soup_server_message_unpause (msg);
    }
}

gboolean
tav_venue_server_broadcast_version_cb (gpointer data)
{
  TavVenueServer *self = data;
  g_autoptr(TavVenueSnapshot) snapshot = NULL;
  g_autofree char *text = NULL;
  g_autofree char *clocks = NULL;

  g_mutex_lock (&self->lock);
  snapshot = g_object_ref (self->snapshot);
  g_mutex_unlock (&self->lock);

  clocks = clocks_event (snapshot);
  text = version_event (tav_venue_snapshot_get_version (snapshot));
  broadcast (self, clocks);
  broadcast (self, text);
  return G_SOURCE_REMOVE;
}

gboolean
tav_venue_server_broadcast_timer_cb (gpointer data)
{
  TavVenueServer *self = data;
  g_autofree char *text = NULL;
  TavVenueTimer timer;

  g_mutex_lock (&self->lock);
  tav_venue_server_read_timer (self, &timer);
  g_mutex_unlock (&self->lock);

  text = timer_event (&timer);
  broadcast (self, text);
  return G_SOURCE_REMOVE;
}

gboolean
tav_venue_server_keepalive_cb (gpointer data)
{
  TavVenueServer *self = data;
  gint64 now = g_get_monotonic_time ();

  broadcast (self, ": still here\n\n");
  /* A hall's host: the events' streams too. */
  for (guint i = 0; self->mounts != NULL && i < self->mounts->len; i++)
    broadcast (self->mounts->pdata[i], ": still here\n\n");
  /* The rates of addresses gone quiet: a day of phones is not kept. */
  g_hash_table_foreach_remove (self->clients, client_is_idle, &now);
  return G_SOURCE_CONTINUE;
}
