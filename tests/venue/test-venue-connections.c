/* test-venue-connections.c — the phones' connections: freed when closed,
 * cut off when too slow, made room for at the limits, refused bodies
 * never read
 *
 * Each simulated phone is a socket bound to an address of its own on the
 * loopback network (127.0.0.0/8 is all loopback on Linux).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include <gio/gio.h>

#include "tav-event.h"
#include "tav-test-wait.h"
#include "tav-venue-connections.h"
#include "tav-venue-server.h"

typedef struct
{
  TavEvent       *event;
  TavVenueServer *server;
  guint           port;
} Fixture;

/* A server for @event with these limits and deadlines (seconds). */
static void
start (Fixture *f,
       guint    max_connections,
       guint    max_per_address,
       guint    receive,
       guint    answer)
{
  g_autoptr(GError) error = NULL;

  f->event = tav_event_new ("destiny", "Connections");
  for (guint i = 1; i <= 8; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %u", i);

      g_assert_nonnull (tav_event_add_player (f->event, name, NULL));
    }
  g_assert_true (tav_event_draw_round (f->event, &error));
  g_assert_no_error (error);

  f->server = tav_venue_server_new ();
  tav_venue_server_set_limits (f->server, max_connections, max_per_address, G_MAXUINT);
  tav_venue_server_set_deadlines (f->server, receive, answer);
  tav_venue_server_set_event (f->server, f->event);
  g_assert_true (tav_venue_server_start (f->server, "127.0.0.1", 0, &error));
  g_assert_no_error (error);
  f->port = tav_venue_server_get_port (f->server);
}

static void
stop (Fixture *f)
{
  tav_venue_server_stop (f->server);
  g_assert_finalize_object (f->server);
  g_clear_object (&f->event);
}

/* A connection from @from (such as "127.0.9.9"), blocking, each wait
 * bounded so that a hang fails rather than stalls. */
static GSocket *
open_from (Fixture    *f,
           const char *from)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GInetAddress) local = g_inet_address_new_from_string (from);
  g_autoptr(GInetAddress) loopback = g_inet_address_new_loopback (G_SOCKET_FAMILY_IPV4);
  g_autoptr(GSocketAddress) bind_to = g_inet_socket_address_new (local, 0);
  g_autoptr(GSocketAddress) server = g_inet_socket_address_new (loopback, f->port);
  GSocket *socket = g_socket_new (G_SOCKET_FAMILY_IPV4, G_SOCKET_TYPE_STREAM, G_SOCKET_PROTOCOL_TCP, &error);

  g_assert_no_error (error);
  g_socket_set_timeout (socket, TAV_TEST_DEFAULT_TIMEOUT_S);
  g_assert_true (g_socket_bind (socket, bind_to, FALSE, &error));
  g_assert_true (g_socket_connect (socket, server, NULL, &error));
  g_assert_no_error (error);
  return socket;
}

static void
send_text (GSocket    *socket,
           const char *text)
{
  g_autoptr(GError) error = NULL;
  gsize length = strlen (text);

  for (gsize sent = 0; sent < length;)
    {
      gssize n = g_socket_send (socket, text + sent, length - sent, NULL, &error);

      g_assert_no_error (error);
      sent += n;
    }
}

/* Everything the server sends until it closes the connection (or resets
 * it: what was read before is kept). */
static char *
read_to_end (GSocket *socket)
{
  GString *out = g_string_new (NULL);
  char buffer[8192];
  gssize n;

  while ((n = g_socket_receive (socket, buffer, sizeof buffer, NULL, NULL)) > 0)
    g_string_append_len (out, buffer, n);
  return g_string_free (out, FALSE);
}

/* One answer read by its Content-Length: its status; *@closes when it
 * says the connection ends. */
static guint
read_answer (GSocket  *socket,
             gboolean *closes)
{
  GString *head = g_string_new (NULL);
  g_autofree char *text = NULL;
  const char *length_at;
  gsize length, have;
  guint status = 0;
  char byte;

  while (!g_str_has_suffix (head->str, "\r\n\r\n"))
    {
      g_assert_cmpint (g_socket_receive (socket, &byte, 1, NULL, NULL), ==, 1);
      g_string_append_c (head, byte);
    }
  text = g_ascii_strdown (head->str, -1);
  g_string_free (head, TRUE);
  g_assert_true (sscanf (text, "http/1.1 %u", &status) == 1);
  length_at = strstr (text, "\r\ncontent-length:");
  g_assert_nonnull (length_at);
  length = g_ascii_strtoull (length_at + strlen ("\r\ncontent-length:"), NULL, 10);
  for (have = 0; have < length;)
    {
      char block[4096];
      gssize n = g_socket_receive (socket, block, MIN (sizeof block, length - have), NULL, NULL);

      g_assert_cmpint (n, >, 0);
      have += n;
    }
  if (closes != NULL)
    *closes = strstr (text, "\r\nconnection: close\r\n") != NULL;
  return status;
}

static guint
get (GSocket    *socket,
     const char *path,
     gboolean   *closes)
{
  g_autofree char *request = g_strdup_printf ("GET %s HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", path);

  send_text (socket, request);
  return read_answer (socket, closes);
}

static gboolean
closed_by_server (gpointer data)
{
  char byte;

  return g_socket_receive_with_blocking (data, &byte, 1, FALSE, NULL, NULL) == 0;
}

static gboolean
no_connections (gpointer data)
{
  return tav_venue_server_get_n_connections (data) == 0;
}

/* Twenty visits from one phone, each on a connection it closes: every one
 * is served (the per-address limit counts live connections), and the
 * server frees them all. */
static void
test_freed (void)
{
  Fixture f = { 0, };

  start (&f, 100, 16, TAV_VENUE_RECEIVE_SECONDS, TAV_VENUE_ANSWER_SECONDS);
  for (guint i = 0; i < 40; i++)
    {
      g_autoptr(GSocket) socket = open_from (&f, "127.0.9.9");

      g_test_message ("visit %u", i + 1);
      g_assert_cmpuint (get (socket, "/round", NULL), ==, 200);
      g_socket_close (socket, NULL);
    }
  tav_test_wait_until (no_connections, f.server, "every closed connection freed");
  stop (&f);
}

/* Where libsoup frees a kept connection that the phone closes (3.3 on),
 * one connection carries a phone's next requests; with libsoup 3.2 each
 * answer says the connection ends, and it does. */
static void
test_keepalive (void)
{
  static const char *const paths[] = { "/", "/round", "/static/venue.css", "/standings" };
  Fixture f = { 0, };
  g_autoptr(GSocket) socket = NULL;

  start (&f, 100, 16, TAV_VENUE_RECEIVE_SECONDS, TAV_VENUE_ANSWER_SECONDS);
  socket = open_from (&f, "127.0.9.10");
  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      gboolean closes = TRUE;

      g_assert_cmpuint (get (socket, paths[i], &closes), ==, 200);
      if (!tav_venue_connections_keep_alive ())
        {
          g_assert_true (closes);
          tav_test_wait_until (closed_by_server, socket, "the connection closed after its answer");
          break;
        }
      g_assert_false (closes);
      g_assert_cmpuint (tav_venue_server_get_n_connections (f.server), ==, 1);
    }
  g_socket_close (socket, NULL);
  tav_test_wait_until (no_connections, f.server, "the connection freed");
  stop (&f);
}

/* At its limit of two, an address's third connection is served: the
 * one that has waited longest without a request is cut off for it. When
 * both are busy (live streams), the third is refused. */
static void
test_room_made (void)
{
  Fixture f = { 0, };
  GSocket *c[3];
  GSocket *busy[2] = { NULL, };
  g_autoptr(GSocket) refused = NULL;

  start (&f, 100, 2, TAV_VENUE_RECEIVE_SECONDS, TAV_VENUE_ANSWER_SECONDS);
  c[0] = open_from (&f, "127.0.9.11");
  c[1] = open_from (&f, "127.0.9.11");
  c[2] = open_from (&f, "127.0.9.11");
  g_assert_cmpuint (get (c[2], "/round", NULL), ==, 200);
  tav_test_wait_until (closed_by_server, c[0], "the oldest waiting connection cut off");
  g_assert_false (closed_by_server (c[1]));
  for (guint i = 0; i < 3; i++)
    g_object_unref (c[i]);
  tav_test_wait_until (no_connections, f.server, "the connections freed");

  for (guint i = 0; i < 2; i++)
    {
      busy[i] = open_from (&f, "127.0.9.11");
      send_text (busy[i], "GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
      while (tav_venue_server_get_n_live (f.server) < i + 1)
        tav_test_run_pending ();
    }
  refused = open_from (&f, "127.0.9.11");
  tav_test_wait_until (closed_by_server, refused, "the third connection refused");
  g_assert_false (closed_by_server (busy[0]));
  g_assert_false (closed_by_server (busy[1]));
  for (guint i = 0; i < 2; i++)
    g_object_unref (busy[i]);
  stop (&f);
}

/* The same in all: with room for three, a fourth phone is served and the
 * phone that has waited longest is cut off. */
static void
test_room_made_in_all (void)
{
  Fixture f = { 0, };
  GSocket *c[4];

  start (&f, 3, 16, TAV_VENUE_RECEIVE_SECONDS, TAV_VENUE_ANSWER_SECONDS);
  for (guint i = 0; i < 4; i++)
    {
      g_autofree char *from = g_strdup_printf ("127.0.10.%u", i + 1);

      c[i] = open_from (&f, from);
      if (i < 3)
        while (tav_venue_server_get_n_connections (f.server) < i + 1)
          tav_test_run_pending ();
    }
  g_assert_cmpuint (get (c[3], "/", NULL), ==, 200);
  tav_test_wait_until (closed_by_server, c[0], "the oldest waiting connection cut off");
  g_assert_false (closed_by_server (c[1]));
  g_assert_false (closed_by_server (c[2]));
  for (guint i = 0; i < 4; i++)
    g_object_unref (c[i]);
  tav_test_wait_until (no_connections, f.server, "the connections freed");
  stop (&f);
}

typedef struct
{
  GSocket *socket;
  gboolean cut;
  guint    id;
} Trickle;

/* One more byte of a request that never ends, until the server closes. */
static gboolean
trickle_cb (gpointer data)
{
  Trickle *trickle = data;
  g_autoptr(GError) error = NULL;

  if (closed_by_server (trickle->socket) ||
      g_socket_send_with_blocking (trickle->socket, "a", 1, FALSE, NULL, &error) < 0)
    {
      trickle->cut = TRUE;
      trickle->id = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

/* A phone that sends its request a byte at a time is cut off at the
 * receive deadline (1 s here), with nothing answered; a phone that opens
 * a connection and says nothing, too. */
static void
test_slow_sender (void)
{
  Fixture f = { 0, };
  Trickle trickle = { 0, };
  g_autoptr(GSocket) silent = NULL;
  g_autofree char *answer = NULL;

  start (&f, 100, 16, 1, TAV_VENUE_ANSWER_SECONDS);
  trickle.socket = open_from (&f, "127.0.9.12");
  silent = open_from (&f, "127.0.9.13");
  send_text (trickle.socket, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ");
  trickle.id = g_timeout_add (100, trickle_cb, &trickle);
  tav_test_wait_for_flag (&trickle.cut, "the slow sender cut off");
  g_clear_handle_id (&trickle.id, g_source_remove);
  answer = read_to_end (trickle.socket);
  g_assert_cmpstr (answer, ==, "");
  tav_test_wait_until (closed_by_server, silent, "the silent connection cut off");
  g_object_unref (trickle.socket);
  tav_test_wait_until (no_connections, f.server, "the connections freed");
  stop (&f);
}

/* Where connections are kept, one left idle after its answer is closed
 * at the receive deadline. */
static void
test_idle_closed (void)
{
  Fixture f = { 0, };
  g_autoptr(GSocket) socket = NULL;

  if (!tav_venue_connections_keep_alive ())
    {
      g_test_skip ("libsoup 3.2 keeps no connection (see /venue-connections/keepalive)");
      return;
    }
  start (&f, 100, 16, 1, TAV_VENUE_ANSWER_SECONDS);
  socket = open_from (&f, "127.0.9.14");
  g_assert_cmpuint (get (socket, "/", NULL), ==, 200);
  tav_test_wait_until (closed_by_server, socket, "the idle connection closed");
  tav_test_wait_until (no_connections, f.server, "the connection freed");
  stop (&f);
}

static gboolean
no_streams (gpointer data)
{
  return tav_venue_server_get_n_live (data) == 0;
}

/* The stream's first news has come to its end: the timer, its blank line
 * and the end of its chunk. */
static gboolean
stream_says_timer (const char *received)
{
  const char *timer = strstr (received, "event: timer\ndata:");

  return timer != NULL && strstr (timer, "\n\n\r\n") != NULL;
}

/* A phone whose page reloads closes its live stream: the stream is ended
 * and its connection freed at once, not at the next news the server sends
 * every 20 s (the address has 16 of them). Waited for 10 s at most. */
static void
test_stream_closed (void)
{
  Fixture f = { 0, };
  g_autoptr(GSocket) socket = NULL;
  g_autoptr(GString) received = g_string_new (NULL);
  gint64 deadline;
  char buffer[256];

  start (&f, 100, 16, TAV_VENUE_RECEIVE_SECONDS, TAV_VENUE_ANSWER_SECONDS);
  socket = open_from (&f, "127.0.9.16");
  send_text (socket, "GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
  /* All the stream says at first, read: closed then, the phone's end is a
   * plain FIN, not a reset that libsoup would notice by itself. Reads end
   * where the writes did: the last news (the timer) and the CRLF that ends
   * its chunk may come in one read or in two. */
  while (!stream_says_timer (received->str))
    {
      gssize n = g_socket_receive (socket, buffer, sizeof buffer, NULL, NULL);

      g_assert_cmpint (n, >, 0);
      g_string_append_len (received, buffer, n);
    }
  tav_test_wait_until ((TavTestCondition) tav_venue_server_get_n_live, f.server, "the stream open");
  g_socket_close (socket, NULL);

  deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (!no_streams (f.server) && g_get_monotonic_time () < deadline)
    g_usleep (10000);
  g_assert_cmpuint (tav_venue_server_get_n_live (f.server), ==, 0);
  tav_test_wait_until (no_connections, f.server, "the connection freed");
  stop (&f);
}

/* Sends @head, then body bytes until the server stops taking them: how
 * many it took. */
static gsize
send_until_refused (GSocket    *socket,
                    const char *head,
                    gsize       limit)
{
  g_autofree char *block = g_malloc0 (65536);
  gsize sent = 0;

  memset (block, 'a', 65536);
  send_text (socket, head);
  while (sent < limit)
    {
      gssize n = g_socket_send (socket, block, 65536, NULL, NULL);

      if (n <= 0)
        break;
      sent += n;
    }
  return sent;
}

/* A 1 GiB form is refused from its Content-Length, a chunked one when it
 * passes 16 KB, and a page asked for with a body that never comes at
 * once: none of them is read (the server drains at most 256 KB so that
 * the phone reads the answer), and the phone reads the 413. */
static void
test_body_not_read (void)
{
  static const char *const heads[] = {
    "POST /t/1/1/1/AAAAAAAAAAAAAAAAAAAAAAAAAA HTTP/1.1\r\nHost: 127.0.0.1\r\n"
    "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1073741824\r\n\r\n",
    "POST /t/1/1/1/AAAAAAAAAAAAAAAAAAAAAAAAAA HTTP/1.1\r\nHost: 127.0.0.1\r\n"
    "Content-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n"
    "10000\r\n",
    "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 17\r\n\r\n",
  };
  Fixture f = { 0, };

  /* A deadline longer than a test: an answer that waited for the body
   * would fail the test rather than pass at the deadline. */
  start (&f, 100, 16, 600, 600);
  for (guint i = 0; i < G_N_ELEMENTS (heads); i++)
    {
      g_autoptr(GSocket) socket = open_from (&f, "127.0.9.15");
      gsize sent = i < 2 ? send_until_refused (socket, heads[i], (gsize) 1 << 30) : 0;
      g_autofree char *answer = NULL;

      g_test_message ("request %u: %zu bytes of body taken", i + 1, sent);
      if (i == 2)
        send_text (socket, heads[i]);
      else
        g_assert_cmpuint (sent, <, 64 << 20);
      answer = read_to_end (socket);
      g_assert_true (g_str_has_prefix (answer, "HTTP/1.1 413 "));
      g_assert_nonnull (strstr (answer, "\r\nConnection: close\r\n"));
    }
  tav_test_wait_until (no_connections, f.server, "the connections freed");
  stop (&f);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/venue-connections/freed", test_freed);
  g_test_add_func ("/venue-connections/keepalive", test_keepalive);
  g_test_add_func ("/venue-connections/room-made", test_room_made);
  g_test_add_func ("/venue-connections/room-made-in-all", test_room_made_in_all);
  g_test_add_func ("/venue-connections/slow-sender", test_slow_sender);
  g_test_add_func ("/venue-connections/idle-closed", test_idle_closed);
  g_test_add_func ("/venue-connections/stream-closed", test_stream_closed);
  g_test_add_func ("/venue-connections/body-not-read", test_body_not_read);

  return g_test_run ();
}
