/* check-in-ui.c — a queue at the door of a big event, in the app
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench-check-in-ui FILE [N]
 *
 * Opens FILE (an event with no round drawn, e.g. from make-event.sh with
 * 0 rounds) in a Tavolo window of a TavApplication (run it under a
 * display, e.g. xvfb-run), shows the Players page, lets players check
 * themselves in and shares the event on the venue network, as the
 * organiser does. Then a thread plays the phones at the door: for each of
 * the first N players (default: all), one after the other, it reads the
 * check-in page (its one-time form id) and sends the name and the code,
 * as a phone does, on the computer's loopback. The app does what it does
 * for a phone: the check-in, the log, the Players page's line, the undo
 * history, the venue's new snapshot.
 *
 * Prints one Markdown row: the players, the check-ins, the whole queue's
 * time, a check-in's time as the phone sees it (from the page asked to
 * the answer read: median, 99th percentile, worst), and the app's main
 * thread CPU per check-in (CLOCK_THREAD_CPUTIME_ID: on a shared machine
 * the wall clock also counts other programs' time). Exits 1 when the 99th
 * percentile passes 250 ms.
 */
#define G_LOG_DOMAIN "bench-check-in-ui"

#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <libsoup/soup.h>

#include "tav-application.h"
#include "tav-player-codes.h"
#include "tav-venue-hall.h"
#include "tav-venue-window.h"
#include "tav-window.h"

#define P99_LIMIT_MS 250.0

typedef struct
{
  char      *base;       /* http://127.0.0.1:PORT/e/SLUG */
  GPtrArray *forms;      /* "name=…&code=…", one a phone */
  gint64    *took_us;    /* each check-in, as the phone sees it */
  char      *failure;    /* what went wrong, or NULL */
  gboolean   done;
} Door;

static gint64
thread_cpu_us (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

static char *
fetch (SoupSession  *session,
       const char   *uri,
       const char   *form,
       GError      **error)
{
  g_autoptr(SoupMessage) msg = NULL;
  g_autoptr(GBytes) body = NULL;

  if (form != NULL)
    {
      g_autoptr(GBytes) sent = g_bytes_new (form, strlen (form));

      msg = soup_message_new ("POST", uri);
      soup_message_set_request_body_from_bytes (msg, "application/x-www-form-urlencoded", sent);
    }
  else
    msg = soup_message_new ("GET", uri);
  body = soup_session_send_and_read (session, msg, NULL, error);
  if (body == NULL)
    return NULL;
  if (soup_message_get_status (msg) != SOUP_STATUS_OK)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s answered %u", uri, soup_message_get_status (msg));
      return NULL;
    }
  return g_strndup (g_bytes_get_data (body, NULL), g_bytes_get_size (body));
}

/* The one-time form id in the check-in page. */
static char *
form_id (const char *page)
{
  const char *at = strstr (page, "name=\"id\" value=\"");
  const char *end;

  if (at == NULL)
    return NULL;
  at += strlen ("name=\"id\" value=\"");
  end = strchr (at, '"');
  return end ? g_strndup (at, end - at) : NULL;
}

/* The phones, one after the other (a thread: the app's main loop runs). */
static gpointer
phones (gpointer data)
{
  Door *door = data;
  g_autoptr(SoupSession) session = soup_session_new ();
  g_autofree char *uri = g_strconcat (door->base, "/check-in?lang=ru", NULL);

  for (guint i = 0; i < door->forms->len && door->failure == NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *page = NULL;
      g_autofree char *id = NULL;
      g_autofree char *form = NULL;
      g_autofree char *answer = NULL;
      gint64 start = g_get_monotonic_time ();

      if ((page = fetch (session, uri, NULL, &error)) == NULL || (id = form_id (page)) == NULL)
        {
          door->failure = g_strdup_printf ("phone %u: no check-in form (%s)", i, error ? error->message : "");
          break;
        }
      form = g_strdup_printf ("id=%s&lang=ru&%s", id, (char *) door->forms->pdata[i]);
      if ((answer = fetch (session, uri, form, &error)) == NULL || strstr (answer, "role=\"status\"") == NULL)
        {
          door->failure = g_strdup_printf ("phone %u: not checked in (%s)", i, error ? error->message : "");
          break;
        }
      door->took_us[i] = g_get_monotonic_time () - start;
    }
  g_atomic_int_set (&door->done, TRUE);
  return NULL;
}

static int
compare_us (gconstpointer a,
            gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

static TavVenueWindow *
find_venue_window (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) toplevel = g_list_model_get_item (toplevels, i);

      if (TAV_IS_VENUE_WINDOW (toplevel))
        return TAV_VENUE_WINDOW (toplevel);
    }
  return NULL;
}

static void
iterate_until (gboolean (*done) (gpointer), gpointer data)
{
  while (!done (data))
    g_main_context_iteration (NULL, TRUE);
}

static gboolean
has_event (gpointer window)
{
  return tav_window_get_event (window) != NULL;
}

static gboolean
venue_shown (gpointer data)
{
  return find_venue_window () != NULL && tav_venue_window_get_url (find_venue_window ()) != NULL;
}

static gboolean
door_done (gpointer data)
{
  return g_atomic_int_get (&((Door *) data)->done);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TavApplication) app = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GThread) thread = NULL;
  Door door = { NULL, };
  TavWindow *window;
  TavEvent *event;
  const char *url;
  char *after_port;
  guint port, n, n_players;
  gint64 start, cpu;
  double p50, p99, worst;

  if (argc < 2)
    {
      g_printerr ("Usage: %s FILE [N]\n", argv[0]);
      return 2;
    }
  gtk_init ();
  adw_init ();
  app = tav_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  if (!g_application_register (G_APPLICATION (app), NULL, &error))
    g_error ("%s", error->message);

  window = tav_window_new (GTK_APPLICATION (app));
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 900);
  gtk_window_present (GTK_WINDOW (window));
  file = g_file_new_for_commandline_arg (argv[1]);
  tav_window_open_file (window, file);
  iterate_until (has_event, window);
  event = tav_window_get_event (window);
  n_players = tav_event_count_players (event, TRUE);
  n = argc > 2 ? MIN ((guint) atoi (argv[2]), n_players) : n_players;
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "players");
  tav_event_set_self_check_in (event, TRUE);

  /* Every phone here comes from one address: the venue's limit for one
   * address (a router's) raised, as docs/venue.md says to. */
  tav_venue_hall_set_limits (tav_application_get_venue_hall (app), 2048, 64, 1000000);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.venue-network", NULL);
  iterate_until (venue_shown, NULL);
  url = tav_venue_window_get_url (find_venue_window ());
  port = (guint) g_ascii_strtoull (strrchr (url, ':') + 1, &after_port, 10);
  door.base = g_strdup_printf ("http://127.0.0.1:%u%.*s", port, (int) strlen (after_port) - 1, after_port);

  door.forms = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0, k = 0; k < n && i < tav_event_get_n_players (event); i++)
    {
      TavPlayer *player = tav_event_get_player (event, i);
      g_autofree char *code = NULL;
      g_autofree char *name = NULL;

      if (!tav_player_is_active (player))
        continue;
      code = tav_event_get_player_code (event, tav_player_get_id (player));
      name = g_uri_escape_string (tav_player_get_name (player), NULL, FALSE);
      g_ptr_array_add (door.forms, g_strdup_printf ("name=%s&code=%s", name, code));
      k++;
    }
  door.took_us = g_new0 (gint64, n);

  /* The window drawn and idle before the queue. */
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  start = g_get_monotonic_time ();
  cpu = thread_cpu_us ();
  thread = g_thread_new ("phones", phones, &door);
  iterate_until (door_done, &door);
  cpu = thread_cpu_us () - cpu;
  start = g_get_monotonic_time () - start;
  if (door.failure != NULL)
    {
      g_printerr ("%s\n", door.failure);
      return 1;
    }
  {
    g_autoptr(GPtrArray) absent = tav_event_get_not_checked_in (event);

    if (absent->len != n_players - n)
      g_error ("%u players checked in, not %u", n_players - absent->len, n);
  }

  qsort (door.took_us, n, sizeof (gint64), compare_us);
  p50 = door.took_us[n / 2] / 1000.0;
  p99 = door.took_us[MIN (n - 1, n * 99 / 100)] / 1000.0;
  worst = door.took_us[n - 1] / 1000.0;
  printf ("| players | check-ins | queue | p50 | p99 | worst | main thread CPU per check-in |\n");
  printf ("|---:|---:|---:|---:|---:|---:|---:|\n");
  printf ("| %u | %u | %.1f s | %.1f ms | %.1f ms | %.1f ms | %.1f ms |\n", n_players, n,
          start / 1e6, p50, p99, worst, cpu / 1000.0 / n);
  return p99 > P99_LIMIT_MS ? 1 : 0;
}
