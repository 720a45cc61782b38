/* venue.c — N phones on the venue network while the organiser enters results
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench-venue [N [SECONDS [follow|app|fresh|hall]]]  (defaults: 100 phones, 40 s)
 *
 * With "hall", one `tavolo-cli serve` serves three 300-player events at one
 * address (a hall, /e/open-1/ to /e/open-3/): the phones are shared among
 * them, each finding its name in its own event; the organiser enters the
 * results of the first.
 *
 * With "app", the server runs in this process as in the app: a thread of
 * its own, the snapshots built on the main loop from the edited event.
 * Reported then as well: the main thread's work per second besides the
 * edits themselves (what serving costs the app's frames), and how late a
 * 60 Hz tick on the main loop ran (a frame clock without GTK).
 *
 * With "fresh", every page load opens a connection of its own (the phone
 * keeps none between two loads), as where the server keeps no connection
 * alive (libsoup 3.2) or a phone's browser lets it go.
 *
 * With "follow", every phone also reloads its page as soon as the news of
 * a save reaches it, as the page's script does: the room's worst moment,
 * a thousand reloads at once every 5 s. TAVOLO_CLI in the environment
 * names another tavolo-cli to serve (an older build, to compare).
 *
 * `tavolo-cli serve` serves a 40-player Destiny event on 127.0.0.1 in a
 * process of its own. N simulated phones (libsoup async clients in this
 * process) each hold a live connection (/events) and reload their find-my-
 * table page every 10 s, at phases spread over the 10 s. Every 5 s the
 * organiser enters one table's result and saves the file. Reported: the
 * latency of the page loads (p50, p99, max), failed requests, the delay
 * from a save to its news on the live connections, the server's CPU and
 * peak memory, and the main-loop time one snapshot costs the app.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include <libsoup/soup.h>

#include "tav-document.h"
#include "tav-venue-server.h"
#include "tav-venue-snapshot.h"
#include "tav-event-private.h"

#define RELOAD_SECONDS 10
#define RESULT_SECONDS 5
#define N_PLAYERS      40
#define HALL_EVENTS    3
#define HALL_PLAYERS   300

typedef struct Bench Bench;

typedef struct
{
  Bench        *bench;
  SoupSession  *session;      /* each phone its own client, as in the room */
  guint         index;
  GInputStream *live;
  char          buffer[2048];
  GString      *pending;
  guint64       version;
  char         *base;         /* its event's pages: the server's, or a hall's event's */
} Phone;

struct Bench
{
  char         *base;
  char         *path;
  TavEvent     *event;
  GArray       *latencies;      /* double ms, page loads */
  GArray       *news;           /* double ms, save → version on a phone */
  guint         failed;
  guint         live_failed;
  guint         n_live;
  gint64        saved_at;
  guint64       saved_version;
  guint         next_table;
  gboolean      measuring;
  gboolean      follow;         /* reload on news, as the page's script */
  gboolean      fresh;          /* a new connection for each page */
  gboolean      hall;           /* three events at one address */
  GMainLoop    *loop;
  GArray       *saves;          /* double monotonic µs */
  gint64        edit_cpu;       /* ns of the main thread in the edits */
  GArray       *lateness;       /* double ms, of the 60 Hz tick */
  gint64        last_tick;
};

#define TICK_MS 16
#define IDLE_SECONDS 3

static void
page_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      data)
{
  gint64 *started = data;
  Bench *bench = *(Bench **) (started + 1);
  SoupMessage *msg = soup_session_get_async_result_message (SOUP_SESSION (source), result);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) body = soup_session_send_and_read_finish (SOUP_SESSION (source), result, &error);
  double ms = (g_get_monotonic_time () - started[0]) / 1000.0;

  if (bench->measuring)
    {
      if (body == NULL || soup_message_get_status (msg) != SOUP_STATUS_OK ||
          g_bytes_get_size (body) < 500)
        bench->failed++;
      else
        g_array_append_val (bench->latencies, ms);
    }
  g_free (started);
}

static gboolean
reload_cb (gpointer data)
{
  Phone *phone = data;
  Bench *bench = phone->bench;
  guint n_players = bench->hall ? HALL_PLAYERS : N_PLAYERS;
  g_autofree char *uri = g_strdup_printf ("%s/?q=Player+%u", phone->base, phone->index / (bench->hall ? HALL_EVENTS : 1) % n_players + 1);
  g_autoptr(SoupMessage) msg = soup_message_new ("GET", uri);
  gint64 *started = g_malloc (sizeof (gint64) + sizeof (Bench *));

  if (bench->fresh)
    soup_message_add_flags (msg, SOUP_MESSAGE_NEW_CONNECTION);
  started[0] = g_get_monotonic_time ();
  *(Bench **) (started + 1) = bench;
  soup_session_send_and_read_async (phone->session, msg, G_PRIORITY_DEFAULT, NULL, page_done_cb, started);
  return G_SOURCE_CONTINUE;
}

/* Not g_timeout_add_seconds (): GLib moves every such timer of a process
 * (and of every process with the same session bus) to one instant of the
 * second, so the phones would reload in bursts rather than at the phases
 * spread over the 10 s. */
static gboolean
first_reload_cb (gpointer data)
{
  reload_cb (data);
  g_timeout_add (RELOAD_SECONDS * 1000, reload_cb, data);
  return G_SOURCE_REMOVE;
}

static void
live_read_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      data)
{
  Phone *phone = data;
  Bench *bench = phone->bench;
  gssize n = g_input_stream_read_finish (G_INPUT_STREAM (source), result, NULL);
  const char *line;

  if (n <= 0)
    {
      bench->live_failed++;
      return;
    }
  g_string_append_len (phone->pending, phone->buffer, n);
  while ((line = strstr (phone->pending->str, "\n\n")))
    {
      g_autofree char *event = g_strndup (phone->pending->str, line - phone->pending->str);
      const char *data_line = strstr (event, "event: version\ndata: ");

      g_string_erase (phone->pending, 0, line - phone->pending->str + 2);
      if (data_line != NULL)
        {
          guint64 version = g_ascii_strtoull (data_line + strlen ("event: version\ndata: "), NULL, 10);

          if (phone->version == 0)
            bench->n_live++;
          else if (bench->measuring && version > phone->version)
            {
              double at = (double) g_get_monotonic_time ();

              g_array_append_val (bench->news, at);
              if (bench->follow)
                reload_cb (phone);
            }
          phone->version = version;
        }
    }
  g_input_stream_read_async (phone->live, phone->buffer, sizeof phone->buffer, G_PRIORITY_DEFAULT,
                             NULL, live_read_cb, phone);
}

static void
live_sent_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      data)
{
  Phone *phone = data;
  g_autoptr(GError) error = NULL;

  phone->live = soup_session_send_finish (SOUP_SESSION (source), result, &error);
  if (phone->live == NULL)
    {
      phone->bench->live_failed++;
      g_printerr ("live connection %u: %s\n", phone->index, error->message);
      return;
    }
  g_input_stream_read_async (phone->live, phone->buffer, sizeof phone->buffer, G_PRIORITY_DEFAULT,
                             NULL, live_read_cb, phone);
}

/* The organiser enters the winner of the next table and saves. */
static gboolean
enter_result_cb (gpointer data)
{
  Bench *bench = data;
  TavStage *stage = tav_event_get_current_stage (bench->event);
  TavRound *round = tav_stage_get_last_round (stage);
  g_autoptr(JsonObject) result = json_object_new ();
  g_autoptr(GError) error = NULL;
  TavTable *table;

  if (bench->next_table >= tav_round_get_n_tables (round))
    return G_SOURCE_CONTINUE;
  table = tav_round_get_table (round, bench->next_table++);
  json_object_set_string_member (result, "winner", tav_table_get_seat (table, 0));
  if (!tav_event_set_result (bench->event, stage, tav_round_get_number (round),
                             tav_table_get_number (table), result, &error) ||
      !tav_document_save_file (bench->event, bench->path, FALSE, &error))
    g_error ("Entering a result: %s", error->message);
  bench->saved_at = g_get_monotonic_time ();
  return G_SOURCE_CONTINUE;
}

static gint64
thread_cpu_ns (void)
{
  struct timespec now;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  return (gint64) now.tv_sec * G_GINT64_CONSTANT (1000000000) + now.tv_nsec;
}

/* The organiser's edit and save, timed apart: the app does them whether
 * it serves or not. */
static gboolean
result_tick_cb (gpointer data)
{
  Bench *bench = data;
  gint64 start = thread_cpu_ns ();
  double at;

  enter_result_cb (bench);
  bench->edit_cpu += thread_cpu_ns () - start;
  at = (double) bench->saved_at;
  g_array_append_val (bench->saves, at);
  return G_SOURCE_CONTINUE;
}

static gboolean
frame_tick_cb (gpointer data)
{
  Bench *bench = data;
  gint64 now = g_get_monotonic_time ();
  double late = (now - bench->last_tick) / 1000.0 - TICK_MS;

  g_array_append_val (bench->lateness, late);
  bench->last_tick = now;
  return G_SOURCE_CONTINUE;
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

/* utime + stime of @pid, in seconds. */
static double
cpu_seconds (GPid pid)
{
  g_autofree char *path = g_strdup_printf ("/proc/%d/stat", pid);
  g_autofree char *text = NULL;
  g_auto(GStrv) fields = NULL;
  const char *after;

  if (!g_file_get_contents (path, &text, NULL, NULL) || !(after = strrchr (text, ')')))
    return 0;
  fields = g_strsplit (after + 2, " ", 0);
  return (g_ascii_strtod (fields[11], NULL) + g_ascii_strtod (fields[12], NULL)) / sysconf (_SC_CLK_TCK);
}

static long
peak_kib (GPid pid)
{
  g_autofree char *path = g_strdup_printf ("/proc/%d/status", pid);
  g_autofree char *text = NULL;
  const char *line;

  if (!g_file_get_contents (path, &text, NULL, NULL) || !(line = strstr (text, "VmHWM:")))
    return 0;
  return strtol (line + 6, NULL, 10);
}

static gboolean
quit_cb (gpointer data)
{
  g_main_loop_quit (data);
  return G_SOURCE_REMOVE;
}

static TavEvent *
make_event (const char *name,
            guint       n_players)
{
  TavEvent *event = tav_event_new ("destiny", name);
  g_autoptr(GError) error = NULL;

  tav_event_set_seed (event, 11);
  for (guint i = 0; i < n_players; i++)
    {
      g_autofree char *player = g_strdup_printf ("Player %u", i + 1);

      tav_event_add_player (event, player, NULL);
    }
  if (!tav_event_draw_round (event, &error))
    g_error ("%s", error->message);
  return event;
}

/* The app's side: what one change of the event costs its main loop. */
static double
snapshot_us (TavEvent *event)
{
  gint64 start = g_get_monotonic_time ();
  guint n = 2000;

  for (guint i = 0; i < n; i++)
    g_object_unref (tav_venue_snapshot_new (event, NULL, i + 1, NULL));
  return (g_get_monotonic_time () - start) / (double) n;
}

/* A worker process: phones FIRST to FIRST + COUNT − 1 of TOTAL. One
 * process cannot keep up with a thousand phones on a busy machine, so
 * the phones are spread over several, as they are over several radios in
 * the room. Prints "ready", waits for "go" on stdin, runs for SECONDS,
 * then prints one line per page load ("load MS" or "fail") and per news
 * received ("news MONOTONIC_US"). */
static int
run_worker (const char *base,
            guint       first,
            guint       count,
            guint       total,
            guint       seconds,
            const char *mode)
{
  g_autofree Phone *phones = g_new0 (Phone, count);
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  Bench bench = { NULL, };
  char go[16];

  bench.base = g_strdup (base);
  bench.hall = strcmp (mode, "hall") == 0;
  bench.latencies = g_array_new (FALSE, FALSE, sizeof (double));
  bench.news = g_array_new (FALSE, FALSE, sizeof (double));
  for (guint i = 0; i < count; i++)
    {
      g_autofree char *uri = NULL;
      g_autoptr(SoupMessage) msg = NULL;

      /* In a hall, phone k is in event k mod 3: /e/open-1/ … */
      phones[i].base = bench.hall ? g_strdup_printf ("%s/e/open-%u", base, (first + i) % HALL_EVENTS + 1)
                                  : g_strdup (base);
      uri = g_strconcat (phones[i].base, "/events", NULL);
      msg = soup_message_new ("GET", uri);
      phones[i].bench = &bench;
      phones[i].index = first + i;
      phones[i].pending = g_string_new (NULL);
      phones[i].session = soup_session_new_with_options ("timeout", 30, NULL);
      soup_session_send_async (phones[i].session, msg, G_PRIORITY_DEFAULT, NULL, live_sent_cb, &phones[i]);
    }
  while (bench.n_live + bench.live_failed < count)
    g_main_context_iteration (NULL, TRUE);
  printf ("ready\n");
  fflush (stdout);
  if (fgets (go, sizeof go, stdin) == NULL)
    return 1;

  bench.measuring = TRUE;
  bench.follow = strcmp (mode, "follow") == 0;
  bench.fresh = strcmp (mode, "fresh") == 0;
  for (guint i = 0; i < count; i++)
    g_timeout_add ((guint) ((guint64) (first + i) * RELOAD_SECONDS * 1000 / total), first_reload_cb, &phones[i]);
  g_timeout_add_seconds (seconds, quit_cb, loop);
  g_main_loop_run (loop);

  for (guint i = 0; i < bench.latencies->len; i++)
    printf ("load %.3f\n", g_array_index (bench.latencies, double, i));
  for (guint i = 0; i < bench.failed + bench.live_failed; i++)
    printf ("fail\n");
  for (guint i = 0; i < bench.news->len; i++)
    printf ("news %.0f\n", g_array_index (bench.news, double, i));
  return 0;
}

#define PHONES_PER_WORKER 100

int
main (int   argc,
      char *argv[])
{
  guint n_phones, seconds, n_workers;
  gboolean follow;
  gboolean fresh;
  gboolean hall;
  g_autoptr(GStrvBuilder) files = g_strv_builder_new ();
  g_auto(GStrv) serve_argv = NULL;
  const char *cli = g_getenv ("TAVOLO_CLI") ? g_getenv ("TAVOLO_CLI") : TAVOLO_CLI;
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocess) serve = NULL;
  g_autoptr(GDataInputStream) out = NULL;
  g_autofree char *dir = NULL;
  g_autoptr(GPtrArray) workers = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) outputs = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GArray) saves = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(TavVenueServer) server = NULL;
  gboolean app;
  gint64 main_cpu = 0;
  gint64 idle_cpu = 0;
  struct rlimit limit;
  Bench bench = { NULL, };
  GPid pid;
  double cpu_start, cpu_end;
  char self_path[4096];
  gssize self_len;

  if (argc == 8 && strcmp (argv[1], "--worker") == 0)
    return run_worker (argv[2], atoi (argv[3]), atoi (argv[4]), atoi (argv[5]), atoi (argv[6]),
                       argv[7]);

  n_phones = argc > 1 ? (guint) atoi (argv[1]) : 100;
  seconds = argc > 2 ? (guint) atoi (argv[2]) : 40;
  follow = argc > 3 && strcmp (argv[3], "follow") == 0;
  app = argc > 3 && strcmp (argv[3], "app") == 0;
  fresh = argc > 3 && strcmp (argv[3], "fresh") == 0;
  hall = argc > 3 && strcmp (argv[3], "hall") == 0;
  n_workers = (n_phones + PHONES_PER_WORKER - 1) / PHONES_PER_WORKER;
  dir = g_dir_make_tmp ("tavolo-bench-venue-XXXXXX", NULL);
  self_len = readlink ("/proc/self/exe", self_path, sizeof self_path - 1);
  g_assert (self_len > 0);
  self_path[self_len] = '\0';

  /* Each phone holds two connections; so does the server for it. */
  if (getrlimit (RLIMIT_NOFILE, &limit) == 0)
    {
      limit.rlim_cur = limit.rlim_max;
      setrlimit (RLIMIT_NOFILE, &limit);
    }

  bench.event = hall ? make_event ("Open 1", HALL_PLAYERS) : make_event ("Destiny Open", N_PLAYERS);
  bench.path = g_build_filename (dir, "open.tavolo", NULL);
  bench.latencies = g_array_new (FALSE, FALSE, sizeof (double));
  bench.news = g_array_new (FALSE, FALSE, sizeof (double));
  if (!tav_document_save_file (bench.event, bench.path, FALSE, &error))
    g_error ("%s", error->message);
  g_strv_builder_add_many (files, cli, "serve", bench.path, NULL);
  for (guint e = 2; hall && e <= HALL_EVENTS; e++)
    {
      g_autofree char *name = g_strdup_printf ("Open %u", e);
      g_autofree char *file = g_strdup_printf ("%s/open-%u.tavolo", dir, e);
      g_autoptr(TavEvent) other = make_event (name, HALL_PLAYERS);

      if (!tav_document_save_file (other, file, FALSE, &error))
        g_error ("%s", error->message);
      g_strv_builder_add (files, file);
    }
  g_strv_builder_add_many (files, "--address", "127.0.0.1", "--port", "0", "--max-connections", "4000",
                           "--max-per-address", "4000", "--requests-per-minute", "1000000", NULL);
  serve_argv = g_strv_builder_end (files);

  if (app)
    {
      server = tav_venue_server_new ();
      tav_venue_server_set_limits (server, 4000, 4000, 1000000);
      tav_venue_server_set_event (server, bench.event);
      if (!tav_venue_server_start (server, "127.0.0.1", 0, &error))
        g_error ("%s", error->message);
      bench.base = g_strdup_printf ("http://127.0.0.1:%u", tav_venue_server_get_port (server));
      pid = getpid ();
    }
  else
    {
      serve = g_subprocess_newv ((const char * const *) serve_argv, G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error);
      if (serve == NULL)
        g_error ("%s", error->message);
      pid = atoi (g_subprocess_get_identifier (serve));
      out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (serve));
    }
  while (bench.base == NULL)
    {
      g_autofree char *line = g_data_input_stream_read_line_utf8 (out, NULL, NULL, &error);
      char *url;

      if (line == NULL)
        g_error ("tavolo-cli serve did not start");
      if ((url = strstr (line, "http://127.0.0.1:")))
        bench.base = g_strndup (url, strlen (url) - 1);
    }

  for (guint w = 0; w < n_workers; w++)
    {
      guint first = w * PHONES_PER_WORKER;
      g_autofree char *first_text = g_strdup_printf ("%u", first);
      g_autofree char *count_text = g_strdup_printf ("%u", MIN (PHONES_PER_WORKER, n_phones - first));
      g_autofree char *total_text = g_strdup_printf ("%u", n_phones);
      g_autofree char *seconds_text = g_strdup_printf ("%u", seconds);
      GSubprocess *worker = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE,
                                              &error, self_path, "--worker", bench.base, first_text,
                                              count_text, total_text, seconds_text,
                                              follow ? "follow" : fresh ? "fresh" : hall ? "hall" : "steady",
                                              NULL);

      if (worker == NULL)
        g_error ("%s", error->message);
      g_ptr_array_add (workers, worker);
      g_ptr_array_add (outputs, g_data_input_stream_new (g_subprocess_get_stdout_pipe (worker)));
    }
  /* Every phone connected before the clock starts. */
  for (guint w = 0; w < n_workers; w++)
    {
      g_autofree char *line = g_data_input_stream_read_line_utf8 (outputs->pdata[w], NULL, NULL, NULL);

      if (g_strcmp0 (line, "ready") != 0)
        g_error ("worker %u did not start", w);
    }

  bench.loop = g_main_loop_new (NULL, FALSE);
  bench.saves = saves;
  bench.lateness = g_array_new (FALSE, FALSE, sizeof (double));
  /* What the main loop costs with the tick alone, phones connected but
   * quiet and nothing edited: the part of main_cpu that is not serving. */
  {
    guint frames = g_timeout_add (TICK_MS, frame_tick_cb, &bench);
    gint64 start = thread_cpu_ns ();

    bench.last_tick = g_get_monotonic_time ();
    g_timeout_add (IDLE_SECONDS * 1000, quit_cb, bench.loop);
    g_main_loop_run (bench.loop);
    idle_cpu = thread_cpu_ns () - start;
    g_source_remove (frames);
    g_array_set_size (bench.lateness, 0);
  }
  cpu_start = cpu_seconds (pid);
  for (guint w = 0; w < n_workers; w++)
    g_output_stream_write_all (g_subprocess_get_stdin_pipe (workers->pdata[w]), "go\n", 3, NULL, NULL, NULL);
  {
    guint results = g_timeout_add (RESULT_SECONDS * 1000, result_tick_cb, &bench);
    guint frames = g_timeout_add (TICK_MS, frame_tick_cb, &bench);
    gint64 start = thread_cpu_ns ();

    bench.last_tick = g_get_monotonic_time ();
    g_timeout_add (seconds * 1000, quit_cb, bench.loop);
    g_main_loop_run (bench.loop);
    main_cpu = thread_cpu_ns () - start;
    g_source_remove (results);
    g_source_remove (frames);
  }
  for (guint w = 0; w < n_workers; w++)
    {
      char *line;

      while ((line = g_data_input_stream_read_line_utf8 (outputs->pdata[w], NULL, NULL, NULL)))
        {
          if (g_str_has_prefix (line, "load "))
            {
              double ms = g_ascii_strtod (line + 5, NULL);

              g_array_append_val (bench.latencies, ms);
            }
          else if (strcmp (line, "fail") == 0)
            bench.failed++;
          else if (g_str_has_prefix (line, "news "))
            {
              double at = g_ascii_strtod (line + 5, NULL), last = -1;

              /* From the last save before the news. */
              for (guint i = 0; i < saves->len; i++)
                if (g_array_index (saves, double, i) <= at)
                  last = g_array_index (saves, double, i);
              if (last >= 0)
                {
                  double ms = (at - last) / 1000.0;

                  g_array_append_val (bench.news, ms);
                }
            }
          g_free (line);
        }
      g_subprocess_wait (workers->pdata[w], NULL, NULL);
    }
  cpu_end = cpu_seconds (pid);

  printf ("phones %u%s in %u processes, %u s: page loads %u, p50 %.1f ms, p99 %.1f ms, max %.1f ms, "
          "failed %u; save→news p50 %.0f ms, p99 %.0f ms (%u deliveries); "
          "server CPU %.1f %% of one core, peak RSS %.1f MiB; snapshot %.0f µs\n",
          n_phones, follow ? " (reloading on news)" : fresh ? " (a new connection for each page)" :
          hall ? " (3 events × 300 players at one address)" : "", n_workers, seconds, bench.latencies->len, percentile (bench.latencies, 0.50),
          percentile (bench.latencies, 0.99), percentile (bench.latencies, 1.0), bench.failed,
          percentile (bench.news, 0.5), percentile (bench.news, 0.99), bench.news->len,
          100.0 * (cpu_end - cpu_start) / seconds, peak_kib (pid) / 1024.0, snapshot_us (bench.event));

  if (app)
    /* Besides the edits: snapshots, their hand-over, the main loop's
     * own wake-ups (the 60 Hz tick included, a few µs each). */
    printf ("app main thread: %.2f ms of work a second besides the edits (%.1f ms a second in them; "
            "%.2f ms a second with the tick alone, before the phones start); "
            "60 Hz tick late p50 %.2f ms, p99 %.2f ms, max %.2f ms\n",
            (main_cpu - bench.edit_cpu) / 1e6 / seconds, bench.edit_cpu / 1e6 / seconds,
            idle_cpu / 1e6 / IDLE_SECONDS,
            percentile (bench.lateness, 0.5), percentile (bench.lateness, 0.99),
            percentile (bench.lateness, 1.0));

  if (app)
    tav_venue_server_stop (server);
  else
    {
      g_subprocess_send_signal (serve, SIGTERM);
      g_subprocess_wait (serve, NULL, NULL);
    }
  g_remove (bench.path);
  for (guint e = 2; hall && e <= HALL_EVENTS; e++)
    {
      g_autofree char *file = g_strdup_printf ("%s/open-%u.tavolo", dir, e);

      g_remove (file);
    }
  g_rmdir (dir);
  return bench.failed == 0 ? 0 : 1;
}
