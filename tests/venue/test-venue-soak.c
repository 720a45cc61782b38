/* test-venue-soak.c — a room's day on the venue network, in a minute
 *
 * Three hundred phones, each on an address of its own on the loopback
 * network, hold their live stream and reload their page at every change
 * of the event (a result every 300 ms: a day's worth), on a fresh
 * connection each time; a third of them also revalidate the style. Meanwhile
 * slow phones send their requests a byte at a time, and hostile ones hold
 * idle connections by the dozen, send 1 GiB forms, forms with made-up
 * codes and garbage. Afterwards every phone is served, and the server's
 * connections, the process's descriptors and (without a sanitizer) its
 * memory are back near where they started.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <sys/resource.h>

#include <gio/gio.h>

#include "tav-event.h"
#include "tav-test-destiny.h"
#include "tav-test-wait.h"
#include "tav-venue-server.h"
#include "tav-event-private.h"

#define N_PHONES       300
#define N_SLOW         20
#define N_HOGS         6
#define HOG_CONNECTIONS 24
#define N_PLAYERS      40
#define CHANGES        100
#define CHANGE_MS      300

typedef struct Soak Soak;

typedef void (*FetchDone) (gpointer data, guint status);

/* One request on a fresh connection, read to the end of its answer. */
typedef struct
{
  Soak         *soak;
  GSocketClient *client;
  GSocketConnection *connection;
  char         *request;
  GString      *answer;
  char          buffer[8192];
  FetchDone     done;
  gpointer      data;
} Fetch;

typedef struct
{
  Soak         *soak;
  guint         index;
  char         *address;
  GSocketConnection *stream;
  GString      *events;
  char          buffer[4096];
  guint64       version;
  gboolean      loading;
  gboolean      again;
  guint         served;
  guint         failed;
} Phone;

struct Soak
{
  TavEvent       *event;
  TavVenueServer *server;
  guint           port;
  Phone           phones[N_PHONES];
  guint           n_streams;
  guint           fetches;     /* under way */
  gboolean        hostile;     /* the slow and hostile phones still at it */
  guint           hostile_sent;
  guint           slow_cut;
  guint           hog_cut;
  guint           refused_forms;
  guint           final_served;
  guint           final_failed;
};

/* How many descriptors the process has open; what they are, logged. */
static int
count_descriptors (void)
{
  g_autoptr(GDir) dir = g_dir_open ("/proc/self/fd", 0, NULL);
  g_autoptr(GString) what = g_string_new (NULL);
  const char *name;
  int n = 0;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename ("/proc/self/fd", name, NULL);
      g_autofree char *target = g_file_read_link (path, NULL);

      g_string_append_printf (what, " %s=%s", name, target ? target : "?");
      n++;
    }
  g_test_message ("%d descriptors:%s", n, what->str);
  return n;
}

static glong
resident_kb (void)
{
  g_autofree char *status = NULL;
  const char *line;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL) ||
      !(line = strstr (status, "\nVmRSS:")))
    return 0;
  return strtol (line + strlen ("\nVmRSS:"), NULL, 10);
}

static GSocketClient *
client_from (const char *address)
{
  g_autoptr(GInetAddress) inet = g_inet_address_new_from_string (address);
  g_autoptr(GSocketAddress) local = g_inet_socket_address_new (inet, 0);
  GSocketClient *client = g_socket_client_new ();

  g_socket_client_set_local_address (client, local);
  g_socket_client_set_timeout (client, TAV_TEST_DEFAULT_TIMEOUT_S);
  return client;
}

/* The status of a complete answer, 0 while it is not complete. */
static guint
complete_status (GString *answer)
{
  g_autofree char *head = NULL;
  const char *end = strstr (answer->str, "\r\n\r\n");
  const char *length_at;
  guint status = 0;

  if (end == NULL)
    return 0;
  head = g_ascii_strdown (answer->str, end - answer->str + 2);
  if (sscanf (head, "http/1.1 %u", &status) != 1)
    return 0;
  length_at = strstr (head, "\r\ncontent-length:");
  if (length_at != NULL &&
      answer->len - (end + 4 - answer->str) < g_ascii_strtoull (length_at + 17, NULL, 10))
    return 0;
  return status;
}

static void
fetch_finish (Fetch *fetch,
              guint  status)
{
  fetch->soak->fetches--;
  if (fetch->connection != NULL)
    g_io_stream_close (G_IO_STREAM (fetch->connection), NULL, NULL);
  fetch->done (fetch->data, status);
  g_clear_object (&fetch->connection);
  g_object_unref (fetch->client);
  g_string_free (fetch->answer, TRUE);
  g_free (fetch->request);
  g_free (fetch);
}

static void
fetch_read_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      data)
{
  Fetch *fetch = data;
  gssize n = g_input_stream_read_finish (G_INPUT_STREAM (source), result, NULL);
  guint status;

  if (n > 0)
    g_string_append_len (fetch->answer, fetch->buffer, n);
  status = complete_status (fetch->answer);
  if (status != 0 || n <= 0)
    {
      fetch_finish (fetch, status);
      return;
    }
  g_input_stream_read_async (G_INPUT_STREAM (source), fetch->buffer, sizeof fetch->buffer,
                             G_PRIORITY_DEFAULT, NULL, fetch_read_cb, fetch);
}

static void
fetch_written_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      data)
{
  Fetch *fetch = data;

  if (!g_output_stream_write_all_finish (G_OUTPUT_STREAM (source), result, NULL, NULL))
    {
      fetch_finish (fetch, 0);
      return;
    }
  g_input_stream_read_async (g_io_stream_get_input_stream (G_IO_STREAM (fetch->connection)),
                             fetch->buffer, sizeof fetch->buffer, G_PRIORITY_DEFAULT, NULL,
                             fetch_read_cb, fetch);
}

static void
fetch_connected_cb (GObject      *source,
                    GAsyncResult *result,
                    gpointer      data)
{
  Fetch *fetch = data;

  fetch->connection = g_socket_client_connect_finish (G_SOCKET_CLIENT (source), result, NULL);
  if (fetch->connection == NULL)
    {
      fetch_finish (fetch, 0);
      return;
    }
  g_output_stream_write_all_async (g_io_stream_get_output_stream (G_IO_STREAM (fetch->connection)),
                                   fetch->request, strlen (fetch->request), G_PRIORITY_DEFAULT,
                                   NULL, fetch_written_cb, fetch);
}

static void
fetch (Soak       *soak,
       const char *from,
       const char *request,
       FetchDone   done,
       gpointer    data)
{
  Fetch *fetch = g_new0 (Fetch, 1);
  g_autoptr(GInetAddress) loopback = g_inet_address_new_loopback (G_SOCKET_FAMILY_IPV4);
  g_autoptr(GSocketAddress) server = g_inet_socket_address_new (loopback, soak->port);

  fetch->soak = soak;
  fetch->client = client_from (from);
  fetch->request = g_strdup (request);
  fetch->answer = g_string_new (NULL);
  fetch->done = done;
  fetch->data = data;
  soak->fetches++;
  g_socket_client_connect_async (fetch->client, G_SOCKET_CONNECTABLE (server), NULL,
                                 fetch_connected_cb, fetch);
}

/* ---- Phones ------------------------------------------------------------ */

static void phone_reload (Phone *phone);

static void
phone_loaded (gpointer data,
              guint    status)
{
  Phone *phone = data;

  phone->loading = FALSE;
  if (status == 200 || status == 304)
    phone->served++;
  else
    {
      phone->failed++;
      g_test_message ("phone %u: status %u", phone->index, status);
    }
  if (phone->again)
    phone_reload (phone);
}

/* What the page's script does at news of a change: load the page again
 * (a third of the phones also ask whether the style changed). */
static void
phone_reload (Phone *phone)
{
  g_autofree char *request = NULL;

  if (phone->loading)
    {
      phone->again = TRUE;
      return;
    }
  phone->loading = TRUE;
  phone->again = FALSE;
  if (phone->index % 3 == 0 && phone->served % 2 == 1)
    request = g_strdup ("GET /static/venue.css HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                        "If-None-Match: \"0123\"\r\n\r\n");
  else
    request = g_strdup_printf ("GET /?q=Player+%u HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                               "Accept-Language: %s\r\n\r\n",
                               phone->index % N_PLAYERS + 1,
                               (const char *[]) { "ru", "it", "bg", "en" }[phone->index % 4]);
  fetch (phone->soak, phone->address, request, phone_loaded, phone);
}

static void
stream_read_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      data)
{
  Phone *phone = data;
  gssize n = g_input_stream_read_finish (G_INPUT_STREAM (source), result, NULL);
  const char *at;

  if (n <= 0)
    {
      g_clear_object (&phone->stream);
      phone->soak->n_streams--;
      return;
    }
  g_string_append_len (phone->events, phone->buffer, n);
  while ((at = strstr (phone->events->str, "event: version\ndata: ")) != NULL)
    {
      guint64 version = g_ascii_strtoull (at + strlen ("event: version\ndata: "), NULL, 10);
      const char *end = strstr (at, "\n\n");

      if (end == NULL)
        break;
      if (phone->version != 0 && version != phone->version)
        phone_reload (phone);
      phone->version = version;
      g_string_erase (phone->events, 0, end + 2 - phone->events->str);
    }
  g_input_stream_read_async (G_INPUT_STREAM (source), phone->buffer, sizeof phone->buffer,
                             G_PRIORITY_DEFAULT, NULL, stream_read_cb, phone);
}

static void
stream_connected_cb (GObject      *source,
                     GAsyncResult *result,
                     gpointer      data)
{
  Phone *phone = data;
  static const char request[] = "GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";

  phone->stream = g_socket_client_connect_finish (G_SOCKET_CLIENT (source), result, NULL);
  g_object_unref (source);
  g_assert_nonnull (phone->stream);
  phone->soak->n_streams++;
  g_output_stream_write_all (g_io_stream_get_output_stream (G_IO_STREAM (phone->stream)),
                             request, strlen (request), NULL, NULL, NULL);
  g_input_stream_read_async (g_io_stream_get_input_stream (G_IO_STREAM (phone->stream)),
                             phone->buffer, sizeof phone->buffer, G_PRIORITY_DEFAULT, NULL,
                             stream_read_cb, phone);
}

static void
phone_start (Soak  *soak,
             Phone *phone,
             guint  index)
{
  g_autoptr(GInetAddress) loopback = g_inet_address_new_loopback (G_SOCKET_FAMILY_IPV4);
  g_autoptr(GSocketAddress) server = g_inet_socket_address_new (loopback, soak->port);

  phone->soak = soak;
  phone->index = index;
  phone->address = g_strdup_printf ("127.1.%u.%u", index / 200, index % 200 + 1);
  phone->events = g_string_new (NULL);
  g_socket_client_connect_async (client_from (phone->address), G_SOCKET_CONNECTABLE (server), NULL,
                                 stream_connected_cb, phone);
}

/* ---- The slow and the hostile ------------------------------------------ */

typedef struct
{
  Soak              *soak;
  GSocketConnection *connection;
  char              *address;
  guint              sent;
} Slow;

static void slow_start (Slow *slow);

/* A request a byte at a time, never ended: cut off at the deadline, then
 * started again while the soak lasts. */
static gboolean
slow_tick_cb (gpointer data)
{
  Slow *slow = data;
  GSocket *socket = g_socket_connection_get_socket (slow->connection);
  char byte;
  gssize n = g_socket_receive_with_blocking (socket, &byte, 1, FALSE, NULL, NULL);
  static const char request[] = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ";

  if (n == 0 || (n < 0 && !g_socket_condition_check (socket, G_IO_OUT)) ||
      g_socket_send_with_blocking (socket, slow->sent < sizeof request - 1 ? request + slow->sent : "a",
                                   1, FALSE, NULL, NULL) < 0)
    {
      slow->soak->slow_cut++;
      g_io_stream_close (G_IO_STREAM (slow->connection), NULL, NULL);
      g_clear_object (&slow->connection);
      if (slow->soak->hostile)
        slow_start (slow);
      else
        {
          g_free (slow->address);
          g_free (slow);
        }
      return G_SOURCE_REMOVE;
    }
  slow->sent++;
  return G_SOURCE_CONTINUE;
}

static void
slow_start (Slow *slow)
{
  g_autoptr(GSocketClient) client = client_from (slow->address);
  g_autoptr(GError) error = NULL;

  slow->sent = 0;
  slow->connection = g_socket_client_connect_to_host (client, "127.0.0.1", slow->soak->port, NULL, &error);
  g_assert_no_error (error);
  g_timeout_add (200, slow_tick_cb, slow);
}

typedef struct
{
  Soak              *soak;
  char              *address;
  GSocketConnection *idle[HOG_CONNECTIONS];
} Hog;

/* Holds more connections than an address may, saying nothing on them;
 * opens again what the server cuts. */
static gboolean
hog_tick_cb (gpointer data)
{
  Hog *hog = data;
  g_autoptr(GSocketClient) client = client_from (hog->address);

  for (guint i = 0; i < HOG_CONNECTIONS; i++)
    {
      char byte;

      if (hog->idle[i] != NULL &&
          g_socket_receive_with_blocking (g_socket_connection_get_socket (hog->idle[i]), &byte, 1,
                                          FALSE, NULL, NULL) == 0)
        {
          hog->soak->hog_cut++;
          g_clear_object (&hog->idle[i]);
        }
      if (hog->soak->hostile && hog->idle[i] == NULL)
        hog->idle[i] = g_socket_client_connect_to_host (client, "127.0.0.1", hog->soak->port, NULL, NULL);
      else if (!hog->soak->hostile)
        g_clear_object (&hog->idle[i]);
    }
  if (hog->soak->hostile)
    return G_SOURCE_CONTINUE;
  g_free (hog->address);
  g_free (hog);
  return G_SOURCE_REMOVE;
}

static void
hostile_done (gpointer data,
              guint    status)
{
  Soak *soak = data;

  if (status >= 400 && status < 500)
    soak->refused_forms++;
}

/* 1 GiB forms, made-up codes, a body where none belongs, garbage. */
static gboolean
hostile_tick_cb (gpointer data)
{
  Soak *soak = data;
  static const char *const requests[] = {
    "POST /t/1/1/1/AAAAAAAAAAAAAAAAAAAAAAAAAA HTTP/1.1\r\nHost: 127.0.0.1\r\n"
    "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1073741824\r\n\r\n"
    "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
    "POST /t/1/1/2/BBBBBBBBBBBBBBBBBBBBBBBBBB HTTP/1.1\r\nHost: 127.0.0.1\r\n"
    "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 11\r\n\r\nwinner=1&x=",
    "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 17\r\n\r\n",
    "BLAH / HTTP/9.9\r\n\r\n",
    "GET /t?table=3&code=WRONG-CODE HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
  };
  g_autofree char *from = g_strdup_printf ("127.3.0.%u", soak->hostile_sent % 50 + 1);

  if (!soak->hostile)
    return G_SOURCE_REMOVE;
  fetch (soak, from, requests[soak->hostile_sent % G_N_ELEMENTS (requests)], hostile_done, soak);
  soak->hostile_sent++;
  return G_SOURCE_CONTINUE;
}

/* ---- The organiser ------------------------------------------------------ */

static gboolean
change_cb (gpointer data)
{
  Soak *soak = data;
  static guint change;
  g_autofree char *text = g_strdup_printf ("Change %u of the day", ++change);

  /* Announcements and results alike bump the public version. */
  if (change % 2 == 0 && change / 2 <= N_PLAYERS / 2)
    {
      TavStage *swiss = tav_event_find_stage (soak->event, "swiss");
      TavTable *table = tav_round_get_table (tav_stage_get_last_round (swiss), change / 2 - 1);

      tav_test_destiny_set_winner (soak->event, swiss, 1, change / 2, tav_table_get_seat (table, 0));
    }
  tav_venue_server_set_announcement (soak->server, text);
  return change < CHANGES ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;
}

static gboolean
all_streams_open (gpointer data)
{
  Soak *soak = data;

  return soak->n_streams == N_PHONES;
}

static gboolean
quiet (gpointer data)
{
  Soak *soak = data;

  for (guint i = 0; i < N_PHONES; i++)
    if (soak->phones[i].loading)
      return FALSE;
  return soak->fetches == 0;
}

static gboolean
only_streams_left (gpointer data)
{
  Soak *soak = data;

  return quiet (soak) && tav_venue_server_get_n_connections (soak->server) == N_PHONES;
}

static gboolean
no_connections_left (gpointer data)
{
  Soak *soak = data;

  return tav_venue_server_get_n_connections (soak->server) == 0;
}

static gboolean
nothing_left (gpointer data)
{
  Soak *soak = data;

  return soak->n_streams == 0 && tav_venue_server_get_n_connections (soak->server) == 0;
}

static void
final_done (gpointer data,
            guint    status)
{
  Soak *soak = data;

  if (status == 200)
    soak->final_served++;
  else
    soak->final_failed++;
}

static gboolean
final_visits_done (gpointer data)
{
  Soak *soak = data;

  return soak->final_served + soak->final_failed == N_PHONES;
}

static void
test_soak (void)
{
  Soak *soak = g_new0 (Soak, 1);
  g_autoptr(GError) error = NULL;
  struct rlimit limit;
  int descriptors_before;
  glong memory_before;
  guint timer, served = 0, failed = 0;

  /* Both ends of every connection are in this process. */
  g_assert_cmpint (getrlimit (RLIMIT_NOFILE, &limit), ==, 0);
  limit.rlim_cur = limit.rlim_max;
  setrlimit (RLIMIT_NOFILE, &limit);
  if (getrlimit (RLIMIT_NOFILE, &limit) != 0 || limit.rlim_cur < 4 * N_PHONES)
    {
      g_test_skip ("too few descriptors allowed for the soak");
      return;
    }

  soak->event = tav_event_new ("destiny", "Soak");
  tav_event_set_seed (soak->event, 11);
  for (guint i = 1; i <= N_PLAYERS; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %u", i);

      g_assert_nonnull (tav_event_add_player (soak->event, name, NULL));
    }
  g_assert_true (tav_event_draw_round (soak->event, &error));
  g_assert_no_error (error);
  soak->server = tav_venue_server_new ();
  tav_venue_server_set_event (soak->server, soak->event);
  /* A day's changes come in half a minute: the rate per address so much
   * higher. */
  tav_venue_server_set_limits (soak->server, 2048, 16, 1000);
  /* The deadlines short, so that the slow are cut off several times. */
  tav_venue_server_set_deadlines (soak->server, 2, 10);
  g_assert_true (tav_venue_server_start (soak->server, "127.0.0.1", 0, &error));
  g_assert_no_error (error);
  soak->port = tav_venue_server_get_port (soak->server);
  /* GIO opens what it keeps for all clients (the resolver's threads, the
   * network monitor) at the first connection: counted before. */
  fetch (soak, "127.1.255.1", "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", final_done, soak);
  tav_test_wait_until (quiet, soak, "a first visit");
  g_assert_cmpuint (soak->final_served, ==, 1);
  soak->final_served = 0;
  tav_test_wait_until (no_connections_left, soak, "the first visit's connection freed");
  descriptors_before = count_descriptors ();

  for (guint i = 0; i < N_PHONES; i++)
    phone_start (soak, &soak->phones[i], i);
  tav_test_wait_until (all_streams_open, soak, "every phone's live stream open");
  memory_before = resident_kb ();

  soak->hostile = TRUE;
  for (guint i = 0; i < N_SLOW; i++)
    {
      Slow *slow = g_new0 (Slow, 1);

      slow->soak = soak;
      slow->address = g_strdup_printf ("127.2.0.%u", i + 1);
      slow_start (slow);
    }
  for (guint i = 0; i < N_HOGS; i++)
    {
      Hog *hog = g_new0 (Hog, 1);

      hog->soak = soak;
      hog->address = g_strdup_printf ("127.2.1.%u", i + 1);
      g_timeout_add (500, hog_tick_cb, hog);
    }
  g_timeout_add (50, hostile_tick_cb, soak);

  timer = g_timeout_add (CHANGE_MS, change_cb, soak);
  while (g_main_context_find_source_by_id (NULL, timer) != NULL)
    g_main_context_iteration (NULL, TRUE);
  soak->hostile = FALSE;

  tav_test_wait_until (only_streams_left, soak, "the hostile and slow gone, every reload done");
  for (guint i = 0; i < N_PHONES; i++)
    {
      served += soak->phones[i].served;
      failed += soak->phones[i].failed;
    }
  g_test_message ("%u reloads served, %u failed; %u slow senders and %u idle connections cut off; "
                  "%u hostile requests, %u of them refused with 4xx",
                  served, failed, soak->slow_cut, soak->hog_cut, soak->hostile_sent, soak->refused_forms);
  g_assert_cmpuint (failed, ==, 0);
  g_assert_cmpuint (served, >=, N_PHONES * 10);
  g_assert_cmpuint (soak->slow_cut, >=, N_SLOW);
  g_assert_cmpuint (soak->hog_cut, >, 0);

  /* Every phone is still served. */
  for (guint i = 0; i < N_PHONES; i++)
    fetch (soak, soak->phones[i].address, "GET /round HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", final_done, soak);
  tav_test_wait_until (final_visits_done, soak, "a last visit of every phone");
  g_assert_cmpuint (soak->final_served, ==, N_PHONES);

  if (!tav_test_under_sanitizer ())
    {
      glong grown = resident_kb () - memory_before;

      g_test_message ("memory: %ld KB, then %+ld KB", memory_before, grown);
      g_assert_cmpint (grown, <, 64 * 1024);
    }

  for (guint i = 0; i < N_PHONES; i++)
    {
      Phone *phone = &soak->phones[i];

      /* Its read under way then ends, and lets the stream go. */
      if (phone->stream != NULL)
        g_socket_shutdown (g_socket_connection_get_socket (phone->stream), TRUE, TRUE, NULL);
    }
  tav_test_wait_until (nothing_left, soak, "every connection closed and freed");
  g_test_message ("descriptors: %d before, %d after", descriptors_before, count_descriptors ());
  g_assert_cmpint (count_descriptors (), <=, descriptors_before + 2);

  tav_venue_server_stop (soak->server);
  g_assert_finalize_object (soak->server);
  g_object_unref (soak->event);
  for (guint i = 0; i < N_PHONES; i++)
    {
      g_string_free (soak->phones[i].events, TRUE);
      g_free (soak->phones[i].address);
    }
  tav_test_run_pending ();
  g_free (soak);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/venue-soak/day", test_soak);

  return g_test_run ();
}
