/* tav-cli-serve.c — tavolo-cli serve: the venue pages without the app
 *
 * One FILE is served alone, at the address's root, as it always was;
 * several are served by one hall (tav-venue-hall.c) at one address, each
 * under its own prefix, each followed, locked and written as one alone.
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
#include "tav-venue-hall.h"
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
  TavVenueWatch  *watch;      /* FILE */
  TavVenueWatch  *timers_watch;
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
  g_main_loop_quit (data);
  return G_SOURCE_REMOVE;
}

static void
serve_free (Serve *serve)
{
  g_autoptr(GError) error = NULL;

  g_clear_pointer (&serve->watch, tav_venue_watch_free);
  g_clear_pointer (&serve->timers_watch, tav_venue_watch_free);
  if (serve->server != NULL)
    tav_venue_server_stop (serve->server);
  g_clear_object (&serve->server);
  if (serve->refusals != NULL && !tav_refusal_log_flush (serve->refusals, &error))
    tav_cli_fail_error ("serve", error);
  g_clear_object (&serve->refusals);
  g_free (serve->shown_sum);
  g_free (serve->timer_key);
  g_free (serve);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Serve, serve_free)

/* FILE read, with its refusals' log and its server (not started yet).
 * NULL: it cannot be read (said on stderr). */
static Serve *
serve_open (char       *path,
            GMainLoop  *loop,
            const char *announcement)
{
  g_autoptr(Serve) serve = g_new0 (Serve, 1);
  g_autoptr(TavEvent) event = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *refusals_path = NULL;

  serve->path = path;
  serve->loop = loop;
  /* Before reading: a save in between then reads as a change. */
  serve->shown_sum = file_sum (path);
  if (!(event = tav_cli_load (path)))
    return NULL;
  /* Kept from an earlier run; one that cannot be read is set aside. */
  serve->refusals = tav_refusal_log_new ();
  refusals_path = tav_refusal_log_path_for_event (path);
  if (!tav_refusal_log_keep_in (serve->refusals, refusals_path, &error))
    {
      tav_cli_fail_error ("serve", error);
      g_clear_error (&error);
    }
  adopt (serve, event);

  serve->server = tav_venue_server_new ();
  tav_venue_server_set_event (serve->server, event);
  tav_venue_server_set_announcement (serve->server, announcement);
  return g_steal_pointer (&serve);
}

/* FILE and its timer followed, its tables' results saved into it. */
static gboolean
serve_follow (Serve *serve)
{
  g_autoptr(GError) error = NULL;

  serve->watch = tav_venue_watch_new (serve->path, reload_cb, serve, &error);
  if (serve->watch == NULL)
    {
      tav_cli_fail_error (serve->path, error);
      return FALSE;
    }
  serve->timer_key = tav_timer_store_key_for_path (serve->path);
  serve->timers_watch = watch_timers (serve);
  tav_venue_server_set_editor (serve->server, edit_begin_cb, edit_end_cb, serve);
  update_timer (serve, tav_venue_server_get_event (serve->server));
  return TRUE;
}

/* Where the phones go: the venue's addresses, and with several events
 * each one's path there. Through tav_cli_write (), as every command's
 * output: a file's name is typed text, shown escaped on a terminal. */
static void
say_where (GPtrArray    *serves,
           TavVenueHall *hall,
           char        **urls)
{
  g_autoptr(GString) out = g_string_new (NULL);

  if (hall == NULL)
    /* TRANSLATORS: followed by the addresses, one a line */
    g_string_append_printf (out, _("Serving %s on the venue network at:\n"),
                            ((Serve *) serves->pdata[0])->path);
  else
    g_string_append_printf (out, ngettext ("Serving %u event on the venue network at:\n",
                                           "Serving %u events on the venue network at:\n",
                                           serves->len), serves->len);
  for (guint i = 0; urls[i]; i++)
    g_string_append_printf (out, "  %s\n", urls[i]);
  if (hall != NULL)
    {
      /* TRANSLATORS: followed by each event's path at the venue's address and its file, one a line */
      g_string_append (out, _("Each event’s pages:\n"));
      for (guint i = 0; i < serves->len; i++)
        {
          Serve *serve = serves->pdata[i];

          g_string_append_printf (out, "  %s  %s\n", tav_venue_hall_get_path (hall, serve->server), serve->path);
        }
    }
  g_string_append (out, _("Press Ctrl+C to stop.\n"));
  tav_cli_write (out->str);
  fflush (stdout);
}

/* Several FILEs at one address: a hall of their servers. */
static TavVenueHall *
start_hall (GPtrArray   *serves,
            const char  *address,
            guint        port,
            guint        limits[3],
            GError     **error)
{
  g_autoptr(TavVenueHall) hall = tav_venue_hall_new ();

  tav_venue_hall_set_limits (hall, limits[0], limits[1], limits[2]);
  for (guint i = 0; i < serves->len; i++)
    tav_venue_hall_add (hall, ((Serve *) serves->pdata[i])->server);
  if (!tav_venue_hall_start (hall, address, port, error))
    return NULL;
  return g_steal_pointer (&hall);
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
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) serves = g_ptr_array_new_with_free_func ((GDestroyNotify) serve_free);
  g_autoptr(TavVenueHall) hall = NULL;
  g_autoptr(GMainLoop) loop = NULL;
  guint port = TAV_VENUE_DEFAULT_PORT;
  guint limits[3] = { 2048, 16, 120 };   /* connections, per address, requests a minute */
  int status = TAV_CLI_OK;
  TavVenueServer *alone;

  if (!tav_cli_parse_options (tav_cli_find_command ("serve"), entries, argc, argv, &args, &status) ||
      !tav_cli_check_args ("serve", args, 1, G_MAXUINT, "FILE", &status))
    return status;
  if ((port_text && !tav_cli_parse_number ("serve", "--port", port_text, 0, &port, &status)) ||
      (max_connections_text && !tav_cli_parse_number ("serve", "--max-connections",
                                                      max_connections_text, 1, &limits[0], &status)) ||
      (max_per_address_text && !tav_cli_parse_number ("serve", "--max-per-address",
                                                      max_per_address_text, 1, &limits[1], &status)) ||
      (rate_text && !tav_cli_parse_number ("serve", "--requests-per-minute", rate_text, 1, &limits[2], &status)))
    return status;
  for (guint i = 1; args[i]; i++)
    for (guint j = 1; j < i; j++)
      if (strcmp (args[i], args[j]) == 0)
        /* TRANSLATORS: one file named twice on the command line */
        return tav_cli_usage ("serve", _("“%s” is given twice"), args[i]);
  /* A season is one event's: with several, whose would it be? */
  if (season != NULL && g_strv_length (args) > 2)
    return tav_cli_usage ("serve", _("--season serves one event’s season: give one FILE with it"));

  loop = g_main_loop_new (NULL, FALSE);
  for (guint i = 1; args[i]; i++)
    {
      Serve *serve = serve_open (args[i], loop, announcement);

      if (serve == NULL)
        return TAV_CLI_FAILED;
      g_ptr_array_add (serves, serve);
    }

  alone = serves->len == 1 ? ((Serve *) serves->pdata[0])->server : NULL;
  if (alone != NULL)
    {
      tav_venue_server_set_limits (alone, limits[0], limits[1], limits[2]);
      if (season != NULL && !tav_venue_server_set_season_file (alone, season, &error))
        return tav_cli_fail_error (season, error);
      g_signal_connect (alone, "season-error", G_CALLBACK (season_error_cb), NULL);
      if (!tav_venue_server_start (alone, address, port, &error))
        return tav_cli_fail_error ("serve", error);
    }
  else if (!(hall = start_hall (serves, address, port, limits, &error)))
    return tav_cli_fail_error ("serve", error);

  for (guint i = 0; i < serves->len; i++)
    if (!serve_follow (serves->pdata[i]))
      return TAV_CLI_FAILED;
  g_unix_signal_add (SIGINT, quit_cb, loop);
  g_unix_signal_add (SIGTERM, quit_cb, loop);

  urls = hall ? tav_venue_hall_get_urls (hall) : tav_venue_server_get_urls (alone);
  say_where (serves, hall, urls);

  g_main_loop_run (loop);

  /* The events' watches and servers go before the hall they are in. */
  for (guint i = 0; i < serves->len; i++)
    {
      Serve *serve = serves->pdata[i];

      g_clear_pointer (&serve->watch, tav_venue_watch_free);
      g_clear_pointer (&serve->timers_watch, tav_venue_watch_free);
    }
  if (hall != NULL)
    tav_venue_hall_stop (hall);
  g_clear_pointer (&serves, g_ptr_array_unref);
  return TAV_CLI_OK;
}
