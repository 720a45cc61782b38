/* venue-results.c — T tables send their results from phones within S seconds
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench-venue-results [TABLES [SECONDS]]  (defaults: 200 tables, 60 s)
 *
 * The venue server runs in this process as in the app: its answers to the
 * tables' forms are made in the main thread, which owns the event (a
 * Destiny round of 2 × TABLES players). The phones are libsoup clients in
 * a thread of their own; table i sends its result (the form as a phone
 * posts it, with the table's link) at i × SECONDS / TABLES, each from a new
 * connection. The server answers once the result is in the inbox, so the
 * time from sending to the answer is the time into the inbox. Reported: the
 * answers by status, the results in the inbox (none may be lost), and the
 * latency p50, p99 and max. The limits per address are raised: the phones
 * all come from 127.0.0.1 here.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libsoup/soup.h>

#include "tav-table-token.h"
#include "tav-venue-server.h"
#include "tav-event-private.h"

/* Any key will do: the phones make their links from it, as printed. */
#define TAV_BENCH_KEY "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"

typedef struct
{
  char        *base;
  char        *stage;
  guint        n_tables;
  guint        seconds;
  GPtrArray   *forms;         /* the form body of each table */
  GArray      *latencies;     /* double ms; written by the phones' thread */
  guint        accepted;
  guint        failed;
  guint        answered;
  gint         done;          /* atomic */
} Bench;

typedef struct
{
  Bench       *bench;
  SoupSession *session;
  guint        table;
  gint64       sent_at;
} Send;

static void
answered_cb (GObject      *source,
             GAsyncResult *result,
             gpointer      data)
{
  Send *send = data;
  Bench *bench = send->bench;
  SoupMessage *msg = soup_session_get_async_result_message (SOUP_SESSION (source), result);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) body = soup_session_send_and_read_finish (SOUP_SESSION (source), result, &error);
  double ms = (g_get_monotonic_time () - send->sent_at) / 1000.0;

  if (body && soup_message_get_status (msg) == SOUP_STATUS_ACCEPTED)
    bench->accepted++;
  else
    {
      bench->failed++;
      g_printerr ("table %u: %s\n", send->table, error ? error->message : soup_message_get_reason_phrase (msg));
    }
  g_array_append_val (bench->latencies, ms);
  bench->answered++;
  g_object_unref (send->session);
  g_free (send);
}

static gboolean
send_cb (gpointer data)
{
  Send *send = data;
  Bench *bench = send->bench;
  g_autofree char *token = tav_token_for_table (TAV_BENCH_KEY, bench->stage, 1, send->table);
  g_autofree char *uri = g_strdup_printf ("%s/t/%s/1/%u/%s", bench->base, bench->stage, send->table, token);
  g_autoptr(SoupMessage) msg = soup_message_new ("POST", uri);
  const char *form = g_ptr_array_index (bench->forms, send->table - 1);
  g_autoptr(GBytes) bytes = g_bytes_new (form, strlen (form));

  /* A phone of its own: a new connection, as in the room. */
  send->session = soup_session_new ();
  soup_message_set_request_body_from_bytes (msg, "application/x-www-form-urlencoded", bytes);
  send->sent_at = g_get_monotonic_time ();
  soup_session_send_and_read_async (send->session, msg, G_PRIORITY_DEFAULT, NULL, answered_cb, send);
  return G_SOURCE_REMOVE;
}

static gpointer
phones (gpointer data)
{
  Bench *bench = data;
  g_autoptr(GMainContext) context = g_main_context_new ();

  g_main_context_push_thread_default (context);
  for (guint t = 1; t <= bench->n_tables; t++)
    {
      Send *send = g_new0 (Send, 1);
      g_autoptr(GSource) source = g_timeout_source_new ((guint) ((t - 1) * 1000.0 * bench->seconds / bench->n_tables));

      send->bench = bench;
      send->table = t;
      g_source_set_callback (source, send_cb, send, NULL);
      g_source_attach (source, context);
    }
  while (bench->answered < bench->n_tables)
    g_main_context_iteration (context, TRUE);
  g_main_context_pop_thread_default (context);
  g_atomic_int_set (&bench->done, 1);
  g_main_context_wakeup (NULL);
  return NULL;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static double
percentile (GArray *values,
            double  p)
{
  if (values->len == 0)
    return 0;
  g_array_sort (values, compare_doubles);
  return g_array_index (values, double, MIN (values->len - 1, (guint) (p * values->len)));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TavEvent) event = tav_event_new ("destiny", "Bench");
  g_autoptr(TavVenueServer) server = tav_venue_server_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GThread) thread = NULL;
  Bench bench = { NULL, };
  TavStage *stage;
  TavRound *round;
  guint n_in_inbox;

  bench.n_tables = argc > 1 ? (guint) atoi (argv[1]) : 200;
  bench.seconds = argc > 2 ? (guint) atoi (argv[2]) : 60;
  if (bench.n_tables == 0 || bench.seconds == 0)
    {
      g_printerr ("Usage: bench-venue-results [TABLES [SECONDS]]\n");
      return 2;
    }

  tav_event_set_seed (event, 1);
  for (guint i = 0; i < 2 * bench.n_tables; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %u", i + 1);

      tav_event_add_player (event, name, NULL);
    }
  if (!tav_event_draw_round (event, &error))
    g_error ("%s", error->message);
  tav_inbox_set_key (tav_event_get_inbox (event), TAV_BENCH_KEY);
  stage = tav_event_get_current_stage (event);
  round = tav_stage_get_last_round (stage);
  bench.stage = g_strdup (tav_stage_get_id (stage));
  bench.forms = g_ptr_array_new_with_free_func (g_free);
  for (guint t = 1; t <= bench.n_tables; t++)
    g_ptr_array_add (bench.forms, g_strdup_printf ("id=bench-%u&winner=%s&seat=1", t,
                                                   tav_table_get_seat (tav_round_find_table (round, t), 0)));
  bench.latencies = g_array_new (FALSE, FALSE, sizeof (double));

  tav_venue_server_set_limits (server, 4096, 4096, 1000000);
  tav_venue_server_set_event (server, event);
  if (!tav_venue_server_start (server, "127.0.0.1", 0, &error))
    g_error ("%s", error->message);
  bench.base = g_strdup_printf ("http://127.0.0.1:%u", tav_venue_server_get_port (server));

  thread = g_thread_new ("phones", phones, &bench);
  while (!g_atomic_int_get (&bench.done))
    g_main_context_iteration (NULL, TRUE);
  g_thread_join (g_steal_pointer (&thread));
  tav_venue_server_stop (server);

  n_in_inbox = tav_inbox_get_n_pending (tav_event_get_inbox (event));
  printf ("%u tables in %u s: %u answered 202, %u failed; %u results in the inbox (%u lost)\n",
          bench.n_tables, bench.seconds, bench.accepted, bench.failed, n_in_inbox,
          bench.n_tables - MIN (n_in_inbox, bench.n_tables));
  printf ("into the inbox: p50 %.1f ms, p99 %.1f ms, max %.1f ms\n",
          percentile (bench.latencies, 0.50), percentile (bench.latencies, 0.99),
          percentile (bench.latencies, 1.0));
  return n_in_inbox == bench.n_tables && bench.failed == 0 ? 0 : 1;
}
