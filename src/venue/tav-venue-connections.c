/* tav-venue-connections.c — the phones' connections: admitted, timed, freed
 *
 * A room's day is tens of thousands of connections from a few hundred
 * phones, some of them slow, a few hostile. What this keeps true:
 *
 *  - Only live connections count against the limits (in all, and per
 *    address), and a connection is freed as soon as libsoup lets it go.
 *  - A connection must bring its whole request within `receive` seconds of
 *    being opened or of its previous answer (a slow sender, or an idle
 *    keep-alive, is cut off), and its answer must be sent within `answer`
 *    seconds; only the live streams (/events) have no deadline.
 *  - At a limit, a newcomer is not refused while an older connection only
 *    waits: the one that has waited longest is cut off for it. A phone is
 *    refused only when every connection in the way is busy answering.
 *  - A refused request's body is never read: the connection is taken from
 *    libsoup, the refusal written on it and the socket closed after a short
 *    drain (so that the phone reads the answer, not a reset).
 *
 * libsoup 3.2 (Debian 12) leaks a kept-alive connection that the phone
 * closes between two requests (fixed in 3.3 by "server: do not leak idle
 * connections closed by the client"): its descriptor stays in CLOSE_WAIT
 * and the address's count never falls. There, connections are not kept
 * alive: libsoup closes each after its answer, which it frees.
 *
 * Everything here runs on the server's own thread.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-venue-connections"

#include "config.h"

#include <netinet/in.h>
#include <netinet/tcp.h>
#include <string.h>
#include <sys/socket.h>

#include "tav-venue-connections.h"

#define SWEEP_MS          500
#define FORCE_CLOSE_US    (30 * G_USEC_PER_SEC)  /* after a cut libsoup did not finish */
#define LINGER_US         (2 * G_USEC_PER_SEC)
#define LINGER_BYTES      (256 * 1024)
#define SPARE_DESCRIPTORS 32                     /* for connections cut and not yet freed */

typedef enum
{
  STATE_WAITING,    /* for a request, or for the rest of one */
  STATE_ANSWERING,
  STATE_STREAMING,
  STATE_REFUSING,   /* taken from libsoup: its refusal written, then drained */
} State;

typedef struct
{
  guint n;          /* live connections not cut */
} Address;

typedef struct
{
  TavVenueConnections *owner;
  GSocketConnection   *connection;  /* libsoup's: watched, not held */
  GSocket             *socket;
  GSocketAddress      *remote;      /* carries the way back from a message */
  char                *host;
  State                state;
  gint64               since;
  gint64               deadline;    /* monotonic µs; 0: none */
  gboolean             cut;
  GIOStream           *taken;       /* STATE_REFUSING: what libsoup gave back */
  SoupServerMessage   *stream;      /* STATE_STREAMING: its message, until finished */
  GSource             *drain;
  gsize                drained;
  GList                link;
} Connection;

struct _TavVenueConnections
{
  SoupServer        *soup;
  guint              max_connections;
  guint              max_per_address;
  TavVenueDeadlines  deadlines;
  int               *counter;       /* every connection not yet freed, atomic */
  guint              n_uncut;
  GQueue             all;
  GHashTable        *addresses;     /* host → Address */
  GSource           *sweep;
  gulong             handlers[3];
};

static G_DEFINE_QUARK (tav-venue-connection, connection)

gboolean
tav_venue_connections_keep_alive (void)
{
  return soup_check_version (3, 3, 0);
}

static Connection *
connection_of (SoupServerMessage *msg)
{
  GSocketAddress *remote = soup_server_message_get_remote_address (msg);

  return remote ? g_object_get_qdata (G_OBJECT (remote), connection_quark ()) : NULL;
}

static void
set_state (Connection *connection,
           State       state,
           guint       seconds)
{
  connection->state = state;
  connection->since = g_get_monotonic_time ();
  connection->deadline = seconds ? connection->since + seconds * G_USEC_PER_SEC : 0;
}

/* Takes @connection out of the counts of what the limits allow. */
static void
uncount (Connection *connection)
{
  TavVenueConnections *self = connection->owner;
  Address *address = g_hash_table_lookup (self->addresses, connection->host);

  self->n_uncut--;
  if (address != NULL && --address->n == 0)
    g_hash_table_remove (self->addresses, connection->host);
}

/* Its socket is shut: libsoup then reads the end, finishes the request as
 * interrupted and drops the connection. Closed outright later if not. */
static void
cut (Connection *connection)
{
  if (connection->cut)
    return;
  connection->cut = TRUE;
  connection->deadline = g_get_monotonic_time () + FORCE_CLOSE_US;
  uncount (connection);
  g_socket_shutdown (connection->socket, TRUE, TRUE, NULL);
}

static void
connection_free (Connection *connection)
{
  if (connection->stream != NULL)
    g_signal_handlers_disconnect_by_data (connection->stream, connection);
  g_clear_weak_pointer (&connection->stream);
  if (connection->drain != NULL)
    {
      g_source_destroy (connection->drain);
      g_source_unref (connection->drain);
    }
  g_clear_object (&connection->taken);
  g_object_set_qdata (G_OBJECT (connection->remote), connection_quark (), NULL);
  g_object_unref (connection->remote);
  g_free (connection->host);
  g_free (connection);
}

static void
connection_gone (gpointer  data,
                 GObject  *where_the_object_was)
{
  Connection *connection = data;
  TavVenueConnections *self = connection->owner;

  if (!connection->cut)
    uncount (connection);
  g_queue_unlink (&self->all, &connection->link);
  g_atomic_int_add (self->counter, -1);
  connection_free (connection);
}

/* The connection that has only waited longest, from @host or any. */
static Connection *
oldest_waiting (TavVenueConnections *self,
                const char          *host)
{
  Connection *oldest = NULL;

  for (GList *l = self->all.head; l != NULL; l = l->next)
    {
      Connection *connection = l->data;

      if (connection->cut || connection->state != STATE_WAITING ||
          (host != NULL && strcmp (connection->host, host) != 0))
        continue;
      if (oldest == NULL || connection->since < oldest->since)
        oldest = connection;
    }
  return oldest;
}

/* Room for one more, from @host: made by cutting off a connection that
 * only waits, when a limit is reached. */
static gboolean
make_room (TavVenueConnections *self,
           const char          *host)
{
  Address *address = g_hash_table_lookup (self->addresses, host);
  Connection *victim;

  if ((guint) g_atomic_int_get (self->counter) >= self->max_connections + SPARE_DESCRIPTORS)
    return FALSE;
  if (address != NULL && address->n >= self->max_per_address)
    {
      if (!(victim = oldest_waiting (self, host)))
        return FALSE;
      cut (victim);
    }
  if (self->n_uncut >= self->max_connections)
    {
      if (!(victim = oldest_waiting (self, NULL)))
        return FALSE;
      cut (victim);
    }
  return TRUE;
}

static char *
host_of (GSocketAddress *address)
{
  if (G_IS_INET_SOCKET_ADDRESS (address))
    return g_inet_address_to_string (g_inet_socket_address_get_address (G_INET_SOCKET_ADDRESS (address)));
  return g_strdup ("");
}

/* Every connection passes here before libsoup sees it: one over the limits
 * is closed before a byte is read. */
void
tav_venue_connections_admit (TavVenueConnections *self,
                             GSocketConnection   *socket_connection)
{
  g_autoptr(GSocketAddress) local = g_socket_connection_get_local_address (socket_connection, NULL);
  g_autoptr(GSocketAddress) remote = g_socket_connection_get_remote_address (socket_connection, NULL);
  g_autofree char *host = NULL;
  g_autoptr(GError) error = NULL;
  Connection *connection;
  Address *address;

  if (local == NULL || remote == NULL || !make_room (self, (host = host_of (remote))))
    {
      g_io_stream_close (G_IO_STREAM (socket_connection), NULL, NULL);
      return;
    }

  connection = g_new0 (Connection, 1);
  connection->owner = self;
  connection->connection = socket_connection;
  connection->socket = g_socket_connection_get_socket (socket_connection);
  connection->remote = g_object_ref (remote);
  connection->host = g_steal_pointer (&host);
  connection->link.data = connection;
  set_state (connection, STATE_WAITING, self->deadlines.receive);
  g_object_set_qdata (G_OBJECT (remote), connection_quark (), connection);
  g_queue_push_tail_link (&self->all, &connection->link);
  if (!(address = g_hash_table_lookup (self->addresses, connection->host)))
    g_hash_table_insert (self->addresses, g_strdup (connection->host), (address = g_new0 (Address, 1)));
  address->n++;
  self->n_uncut++;
  g_atomic_int_inc (self->counter);
  /* Freed when libsoup lets the connection go. */
  g_object_weak_ref (G_OBJECT (socket_connection), connection_gone, connection);

  /* A page's answer is written in a few pieces: not held back by Nagle. */
  g_socket_set_option (connection->socket, IPPROTO_TCP, TCP_NODELAY, TRUE, NULL);
  if (!soup_server_accept_iostream (self->soup, G_IO_STREAM (socket_connection), local, remote, &error))
    g_debug ("A connection could not be accepted: %s", error->message);
}

static void
request_read_cb (SoupServer          *soup,
                 SoupServerMessage   *msg,
                 TavVenueConnections *self)
{
  Connection *connection = connection_of (msg);

  if (connection != NULL && !connection->cut && connection->state == STATE_WAITING)
    set_state (connection, STATE_ANSWERING, self->deadlines.answer);
}

/* Answered (or given up): the next request, if the connection is kept,
 * must come within the receive deadline. */
static void
request_done_cb (SoupServer          *soup,
                 SoupServerMessage   *msg,
                 TavVenueConnections *self)
{
  Connection *connection = connection_of (msg);

  if (connection != NULL && !connection->cut && connection->state != STATE_REFUSING)
    set_state (connection, STATE_WAITING, self->deadlines.receive);
}

static void
stream_finished_cb (SoupServerMessage *msg,
                    Connection        *connection)
{
  g_clear_weak_pointer (&connection->stream);
}

/* A live stream (/events): no deadline. A phone that closes it (its page
 * reloads) is noticed by the sweep. */
void
tav_venue_connections_streaming (TavVenueConnections *self,
                                 SoupServerMessage   *msg)
{
  Connection *connection = connection_of (msg);

  if (connection == NULL || connection->cut)
    return;
  set_state (connection, STATE_STREAMING, 0);
  g_set_weak_pointer (&connection->stream, msg);
  g_signal_connect (msg, "finished", G_CALLBACK (stream_finished_cb), connection);
}

/* libsoup only writes on a live stream, so it sees the phone's end only at
 * the next news it sends (up to 20 s): a stream whose phone has closed it
 * is given a last line at once, which cannot be written, and ends. */
static void
end_stream_if_closed (Connection *connection)
{
  char byte;
  gssize n = recv (g_socket_get_fd (connection->socket), &byte, 1, MSG_PEEK | MSG_DONTWAIT);
  SoupServerMessage *msg = connection->stream;

  if (n != 0 || msg == NULL)
    return;
  cut (connection);
  soup_message_body_append (soup_server_message_get_response_body (msg), SOUP_MEMORY_STATIC,
                            ": closed\n\n", strlen (": closed\n\n"));
  soup_server_message_unpause (msg);
}

static void
finish_refusal (Connection *connection)
{
  if (connection->drain != NULL)
    {
      g_source_destroy (connection->drain);
      g_clear_pointer (&connection->drain, g_source_unref);
    }
  connection->deadline = 0;
  g_io_stream_close (G_IO_STREAM (connection->connection), NULL, NULL);
  /* The last reference to the socket's connection: connection_gone (). */
  g_clear_object (&connection->taken);
}

/* What the phone still sends after the refusal is read and dropped, a
 * little of it, so that closing does not reset the connection before the
 * phone has read the answer. */
static gboolean
drain_cb (GSocket      *socket,
          GIOCondition  condition,
          gpointer      data)
{
  Connection *connection = data;
  char buffer[16384];
  gssize n = g_socket_receive_with_blocking (socket, buffer, sizeof buffer, FALSE, NULL, NULL);

  if (n > 0 && (connection->drained += n) < LINGER_BYTES)
    return G_SOURCE_CONTINUE;
  if (n < 0 && !(condition & (G_IO_HUP | G_IO_ERR)))
    return G_SOURCE_CONTINUE;
  g_clear_pointer (&connection->drain, g_source_unref);
  finish_refusal (connection);
  return G_SOURCE_REMOVE;
}

static GString *
refusal_text (guint               status,
              const char * const *headers,
              const char         *text)
{
  GString *out = g_string_new (NULL);

  /* libsoup 3.2 has no phrase for 429 and says "Unknown Error". */
  g_string_append_printf (out, "HTTP/1.1 %u %s\r\n", status,
                          status == 429 ? "Too Many Requests" : soup_status_get_phrase (status));
  g_string_append (out,
                   "Content-Type: text/plain; charset=utf-8\r\n"
                   "Content-Security-Policy: default-src 'none'\r\n"
                   "X-Content-Type-Options: nosniff\r\n"
                   "Cache-Control: no-store\r\n"
                   "Connection: close\r\n");
  for (guint i = 0; headers != NULL && headers[i] != NULL; i++)
    g_string_append_printf (out, "%s\r\n", headers[i]);
  g_string_append_printf (out, "Content-Length: %zu\r\n\r\n%s", strlen (text), text);
  return out;
}

/* Refuses @msg without reading its body: the connection is taken from
 * libsoup, the answer written (a few hundred bytes: the socket's buffer
 * takes them at once) and the connection closed after a short drain. */
void
tav_venue_connections_refuse (TavVenueConnections *self,
                              SoupServerMessage   *msg,
                              guint                status,
                              const char * const  *headers,
                              const char          *text)
{
  Connection *connection = connection_of (msg);
  g_autoptr(GString) answer = refusal_text (status, headers, text);
  GIOStream *taken;

  if (connection == NULL || connection->state == STATE_REFUSING)
    return;
  /* @msg may be gone after this. */
  taken = soup_server_message_steal_connection (msg);
  if (taken == NULL)
    return;

  connection->taken = taken;
  set_state (connection, STATE_REFUSING, 0);
  connection->deadline = connection->since + LINGER_US;
  g_socket_send_with_blocking (connection->socket, answer->str, answer->len, FALSE, NULL, NULL);
  g_socket_shutdown (connection->socket, FALSE, TRUE, NULL);
  connection->drain = g_socket_create_source (connection->socket, G_IO_IN | G_IO_HUP | G_IO_ERR, NULL);
  g_source_set_callback (connection->drain, G_SOURCE_FUNC (drain_cb), connection, NULL);
  g_source_attach (connection->drain, g_main_context_get_thread_default ());
}

typedef struct
{
  TavVenueConnections *self;
  gsize                max_bytes;
  gsize                received;
  char                *text;
} BodyLimit;

static void
body_limit_free (BodyLimit *limit)
{
  g_free (limit->text);
  g_free (limit);
}

static void
got_chunk_cb (SoupServerMessage *msg,
              GBytes            *chunk,
              BodyLimit         *limit)
{
  limit->received += g_bytes_get_size (chunk);
  if (limit->received > limit->max_bytes)
    {
      g_autofree char *text = g_strdup (limit->text);

      g_signal_handlers_disconnect_by_data (msg, limit);
      tav_venue_connections_refuse (limit->self, msg, SOUP_STATUS_REQUEST_ENTITY_TOO_LARGE, NULL, text);
    }
}

/* A body longer than @max_bytes is refused before it is read: from its
 * Content-Length, or when its chunks pass the limit. */
void
tav_venue_connections_limit_body (TavVenueConnections *self,
                                  SoupServerMessage   *msg,
                                  gsize                max_bytes,
                                  const char          *text)
{
  SoupMessageHeaders *headers = soup_server_message_get_request_headers (msg);
  BodyLimit *limit;

  if (soup_message_headers_get_encoding (headers) == SOUP_ENCODING_CONTENT_LENGTH)
    {
      if ((guint64) soup_message_headers_get_content_length (headers) > max_bytes)
        tav_venue_connections_refuse (self, msg, SOUP_STATUS_REQUEST_ENTITY_TOO_LARGE, NULL, text);
      return;
    }
  limit = g_new0 (BodyLimit, 1);
  limit->self = self;
  limit->max_bytes = max_bytes;
  limit->text = g_strdup (text);
  g_object_set_data_full (G_OBJECT (msg), "tav-body-limit", limit, (GDestroyNotify) body_limit_free);
  g_signal_connect (msg, "got-chunk", G_CALLBACK (got_chunk_cb), limit);
}

/* Every half second: whoever is past a deadline is cut off; a connection
 * cut long ago that libsoup still holds is closed. */
static gboolean
sweep_cb (gpointer data)
{
  TavVenueConnections *self = data;
  gint64 now = g_get_monotonic_time ();
  GList *l = self->all.head;

  while (l != NULL)
    {
      Connection *connection = l->data;

      l = l->next;
      if (connection->state == STATE_STREAMING && !connection->cut)
        end_stream_if_closed (connection);
      if (connection->deadline == 0 || now < connection->deadline)
        continue;
      if (connection->state == STATE_REFUSING)
        finish_refusal (connection);
      else if (!connection->cut)
        cut (connection);
      else
        {
          connection->deadline = 0;
          g_socket_close (connection->socket, NULL);
        }
    }
  return G_SOURCE_CONTINUE;
}

TavVenueConnections *
tav_venue_connections_new (SoupServer              *soup,
                           guint                    max_connections,
                           guint                    max_per_address,
                           const TavVenueDeadlines *deadlines,
                           int                     *counter)
{
  TavVenueConnections *self = g_new0 (TavVenueConnections, 1);

  self->soup = soup;
  self->max_connections = max_connections;
  self->max_per_address = max_per_address;
  self->deadlines = *deadlines;
  self->counter = counter;
  g_queue_init (&self->all);
  self->addresses = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->handlers[0] = g_signal_connect (soup, "request-read", G_CALLBACK (request_read_cb), self);
  self->handlers[1] = g_signal_connect (soup, "request-finished", G_CALLBACK (request_done_cb), self);
  self->handlers[2] = g_signal_connect (soup, "request-aborted", G_CALLBACK (request_done_cb), self);
  self->sweep = g_timeout_source_new (SWEEP_MS);
  g_source_set_callback (self->sweep, sweep_cb, self, NULL);
  g_source_attach (self->sweep, g_main_context_get_thread_default ());
  return self;
}

/* After the server is disconnected: what libsoup still holds is let go
 * without being followed any more. */
void
tav_venue_connections_free (TavVenueConnections *self)
{
  GList *link;

  g_source_destroy (self->sweep);
  g_source_unref (self->sweep);
  for (guint i = 0; i < G_N_ELEMENTS (self->handlers); i++)
    g_signal_handler_disconnect (self->soup, self->handlers[i]);
  while ((link = g_queue_pop_head_link (&self->all)) != NULL)
    {
      Connection *connection = link->data;

      g_object_weak_unref (G_OBJECT (connection->connection), connection_gone, connection);
      g_atomic_int_add (self->counter, -1);
      if (connection->taken != NULL)
        g_io_stream_close (G_IO_STREAM (connection->connection), NULL, NULL);
      connection_free (connection);
    }
  g_hash_table_unref (self->addresses);
  g_free (self);
}
