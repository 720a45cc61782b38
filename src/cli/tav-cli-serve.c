/* tav-cli-serve.c — tavolo-cli serve: the venue pages without the app
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tavolo-cli"

#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <glib-unix.h>
#include <glib/gi18n.h>

#include "tav-cli.h"
#include "tav-timer-state.h"
#include "tav-venue-server.h"
#include "tav-venue-watch.h"

/* Serves FILE read-only and follows it: whoever edits it (the app, another
 * tavolo-cli) saves by replacing it, and the pages show the new version.
 * A version that cannot be read is reported and the last good one kept.
 * The requests turned away go to the log this process keeps (beside the
 * app's state, see TavRefusalLog), never into FILE. */
typedef struct
{
  TavVenueServer *server;
  char           *path;
  GMainLoop      *loop;
  TavRefusalLog  *refusals;
  TavEvent       *editing;    /* read for a request, until it is answered */
  gulong          changed_id;
  gboolean        changed;    /* ... and changed by it */
  char           *timer_key;  /* FILE's group in timers.ini */
  TavTimerState   timer;      /* what the pages show; duration 0: no timer */
  char           *shown_sum;  /* FILE's bytes the pages show (SHA-256) */
} Serve;

/* FILE's checksum, or NULL when it cannot be read now. */
static char *
file_sum (const char *path)
{
  g_autofree char *bytes = NULL;
  gsize length = 0;

  if (!g_file_get_contents (path, &bytes, &length, NULL))
    return NULL;
  return g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) bytes, length);
}

/* The round timer, as the app or `tavolo-cli timer` keep it for FILE and
 * the round in play (see tav-timer-state.c); none kept, none shown. The
 * phones are told only of a change. */
static void
update_timer (Serve    *serve,
              TavEvent *event)
{
  g_autofree char *round_key = tav_timer_store_round_key (event);
  TavTimerState state = { 0, };
  gint64 left;

  if (!tav_timer_store_read (serve->timer_key, round_key, &state))
    state = (TavTimerState) { 0, };
  if (memcmp (&state, &serve->timer, sizeof state) == 0)
    return;
  serve->timer = state;
  left = tav_timer_state_get_remaining_us (&state, g_get_real_time ());
  tav_venue_server_set_timer (serve->server, state.duration,
                              (guint) ((left + G_USEC_PER_SEC - 1) / G_USEC_PER_SEC),
                              state.running && left > 0);
}

static void
timers_changed_cb (gpointer data)
{
  Serve *serve = data;

  update_timer (serve, tav_venue_server_get_event (serve->server));
}

static void
editing_changed_cb (Serve *serve)
{
  serve->changed = TRUE;
}

/* Every copy of the event read logs its refusals in the one log. */
static void
adopt (Serve    *serve,
       TavEvent *event)
{
  tav_inbox_set_refusals (tav_event_get_inbox (event), serve->refusals);
}

static void
reload_cb (gpointer data)
{
  Serve *serve = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TavEvent) event = NULL;
  g_autofree char *sum = file_sum (serve->path);

  /* Our own save of a table's or a judge's act (the pages have it), or
   * the file touched unchanged: no new version, no phone reloads. */
  if (sum != NULL && g_strcmp0 (sum, serve->shown_sum) == 0)
    return;
  event = tav_document_load_file (serve->path, &error);
  if (event == NULL)
    {
      /* TRANSLATORS: the file could not be read again; the pages keep the last version */
      tav_cli_fail (serve->path, _("%s (the pages still show the last version read)"), error->message);
      return;
    }
  adopt (serve, event);
  g_free (serve->shown_sum);
  serve->shown_sum = g_steal_pointer (&sum);
  tav_venue_server_set_event (serve->server, event);
  update_timer (serve, event);
}

static void
season_error_cb (TavVenueServer *server,
                 const char     *message)
{
  tav_cli_fail (tav_venue_server_get_season_file (server),
                _("%s (the pages still show the last version read)"), message);
}

/* A result sent from a table: FILE is locked, read, changed and saved,
 * as by any other tavolo-cli command, so that the app or another command
 * editing it at the same time loses nothing. A request that changed
 * nothing (a wrong code, a replay, a form with a mistake) leaves FILE
 * unwritten and the pages' version as it was: no phone reloads. */
static TavEvent *
edit_begin_cb (gpointer   data,
               GError   **error)
{
  Serve *serve = data;
  TavEvent *event;

  if (!tav_cli_lock (serve->path))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_BUSY, "%s", serve->path);
      return NULL;
    }
  if (!(event = tav_cli_load (serve->path)))
    {
      tav_cli_unlock ();
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s", serve->path);
      return NULL;
    }
  adopt (serve, event);
  serve->editing = event;
  serve->changed = FALSE;
  serve->changed_id = g_signal_connect_swapped (event, "changed", G_CALLBACK (editing_changed_cb), serve);
  return event;
}

static gboolean
edit_end_cb (gpointer   data,
             TavEvent  *event,
             GError   **error)
{
  Serve *serve = data;
  gboolean saved;

  g_clear_signal_handler (&serve->changed_id, serve->editing);
  serve->editing = NULL;
  if (!serve->changed)
    {
      tav_cli_unlock ();
      return TRUE;
    }
  /* The venue names the judge or the table on the event; a change it
   * names no hand for came from a table's link. */
  saved = tav_cli_save_by (event, serve->path, TAV_HAND_TABLE);
  if (saved)
    {
      /* Read while FILE is still locked: no other writer in between. */
      g_free (serve->shown_sum);
      serve->shown_sum = file_sum (serve->path);
    }
  tav_cli_unlock ();
  if (!saved)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s", serve->path);
      return FALSE;
    }
  tav_venue_server_set_event (serve->server, event);
  return TRUE;
}

/* timers.ini is followed as FILE is: the app and `tavolo-cli timer`
 * replace it whole. Its folder is made first, for the monitor to see the
 * file come. Without a monitor the timer is read with FILE only. */
static TavVenueWatch *
watch_timers (Serve *serve)
{
  g_autofree char *path = tav_timer_store_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GError) error = NULL;
  TavVenueWatch *watch;

  if (g_mkdir_with_parents (dir, 0700) != 0 ||
      !(watch = tav_venue_watch_new (path, timers_changed_cb, serve, &error)))
    {
      g_debug ("The round timer is not followed: %s", error ? error->message : g_strerror (errno));
      return NULL;
    }
  return watch;
}

static gboolean
quit_cb (gpointer data)
{
  g_main_loop_quit (((Serve *) data)->loop);
  return G_SOURCE_REMOVE;
}

int
tav_cli_serve (int    argc,
               char **argv)
{
  g_autofree char *port_text = NULL;
  g_autofree char *address = NULL;
  g_autofree char *announcement = NULL;
  g_autofree char *max_connections_text = NULL;
  g_autofree char *max_per_address_text = NULL;
  g_autofree char *rate_text = NULL;
  g_autofree char *season = NULL;
  const GOptionEntry entries[] = {
    { "port", 'p', 0, G_OPTION_ARG_STRING, &port_text,
      N_("The port (default 8642, or the next free one; 0: any free port)"), N_("N") },
    { "address", 0, 0, G_OPTION_ARG_STRING, &address,
      N_("Listen on this address only (default: every address; 127.0.0.1: this computer only)"),
      N_("ADDRESS") },
    { "season", 0, 0, G_OPTION_ARG_FILENAME, &season,
      N_("The season file of the event: its ranking on a page of its own, followed as it is saved"),
      N_("SEASON") },
    { "announce", 0, 0, G_OPTION_ARG_STRING, &announcement,
      N_("A message shown on every page"), N_("TEXT") },
    { "max-connections", 0, 0, G_OPTION_ARG_STRING, &max_connections_text,
      N_("Connections open at once, in all (default 2048)"), N_("N") },
    { "max-per-address", 0, 0, G_OPTION_ARG_STRING, &max_per_address_text,
      N_("Connections open at once from one address (default 16)"), N_("N") },
    { "requests-per-minute", 0, 0, G_OPTION_ARG_STRING, &rate_text,
      N_("Requests a minute from one address (default 120)"), N_("N") },
    { NULL }
  };
  g_auto(GStrv) args = NULL;
  g_auto(GStrv) urls = NULL;
  g_autoptr(TavEvent) event = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TavVenueWatch) watch = NULL;
  g_autoptr(TavVenueWatch) timers_watch = NULL;
  g_autofree char *timer_key = NULL;
  g_autoptr(TavVenueServer) server = NULL;
  g_autoptr(GMainLoop) loop = NULL;
  g_autoptr(TavRefusalLog) refusals = NULL;
  g_autofree char *refusals_path = NULL;
  g_autofree char *first_sum = NULL;
  guint port = TAV_VENUE_DEFAULT_PORT;
  guint max_connections = 2048, max_per_address = 16, rate = 120;
  int status = TAV_CLI_OK;
  Serve serve = { NULL, };

  if (!tav_cli_parse_options (tav_cli_find_command ("serve"), entries, argc, argv, &args, &status) ||
      !tav_cli_check_args ("serve", args, 1, 1, "FILE", &status))
    return status;
  if ((port_text && !tav_cli_parse_number ("serve", "--port", port_text, 0, &port, &status)) ||
      (max_connections_text && !tav_cli_parse_number ("serve", "--max-connections",
                                                      max_connections_text, 1, &max_connections, &status)) ||
      (max_per_address_text && !tav_cli_parse_number ("serve", "--max-per-address",
                                                      max_per_address_text, 1, &max_per_address, &status)) ||
      (rate_text && !tav_cli_parse_number ("serve", "--requests-per-minute", rate_text, 1, &rate, &status)))
    return status;
  /* Before reading: a save in between then reads as a change. */
  first_sum = file_sum (args[1]);
  if (!(event = tav_cli_load (args[1])))
    return TAV_CLI_FAILED;
  /* Kept from an earlier run; one that cannot be read is set aside. */
  serve.refusals = refusals = tav_refusal_log_new ();
  refusals_path = tav_refusal_log_path_for_event (args[1]);
  if (!tav_refusal_log_keep_in (refusals, refusals_path, &error))
    {
      tav_cli_fail_error ("serve", error);
      g_clear_error (&error);
    }
  adopt (&serve, event);

  server = tav_venue_server_new ();
  tav_venue_server_set_event (server, event);
  tav_venue_server_set_announcement (server, announcement);
  tav_venue_server_set_limits (server, max_connections, max_per_address, rate);
  if (season != NULL && !tav_venue_server_set_season_file (server, season, &error))
    return tav_cli_fail_error (season, error);
  g_signal_connect (server, "season-error", G_CALLBACK (season_error_cb), NULL);
  if (!tav_venue_server_start (server, address, port, &error))
    return tav_cli_fail_error ("serve", error);

  watch = tav_venue_watch_new (args[1], reload_cb, &serve, &error);
  if (watch == NULL)
    return tav_cli_fail_error (args[1], error);
  serve.timer_key = timer_key = tav_timer_store_key_for_path (args[1]);
  timers_watch = watch_timers (&serve);

  loop = g_main_loop_new (NULL, FALSE);
  tav_venue_server_set_editor (server, edit_begin_cb, edit_end_cb, &serve);
  serve.server = server;
  serve.path = args[1];
  serve.loop = loop;
  serve.shown_sum = g_steal_pointer (&first_sum);
  update_timer (&serve, event);
  g_unix_signal_add (SIGINT, quit_cb, &serve);
  g_unix_signal_add (SIGTERM, quit_cb, &serve);

  urls = tav_venue_server_get_urls (server);
  /* Through tav_cli_write (), as every command's output: the file's name
   * is typed text, shown escaped on a terminal. */
  {
    g_autoptr(GString) out = g_string_new (NULL);

    /* TRANSLATORS: followed by the addresses, one a line */
    g_string_append_printf (out, _("Serving %s on the venue network at:\n"), args[1]);
    for (guint i = 0; urls[i]; i++)
      g_string_append_printf (out, "  %s\n", urls[i]);
    g_string_append (out, _("Press Ctrl+C to stop.\n"));
    tav_cli_write (out->str);
    fflush (stdout);
  }

  g_main_loop_run (loop);

  g_clear_pointer (&watch, tav_venue_watch_free);
  g_clear_pointer (&timers_watch, tav_venue_watch_free);
  tav_venue_server_stop (server);
  g_free (serve.shown_sum);
  if (!tav_refusal_log_flush (refusals, &error))
    tav_cli_fail_error ("serve", error);
  return TAV_CLI_OK;
}
