/* test-venue-serve.c — `tavolo-cli serve`, asked by a SoupSession and by a
 * real browser (Chromium, headless) when one is installed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <signal.h>
#include <string.h>

#include <glib/gstdio.h>
#include <libsoup/soup.h>

#include "tav-event-private.h"
#include "tav-document.h"
#include "tav-event.h"
#include "tav-event-log.h"
#include "tav-test-browser.h"
#include "tav-test-catan.h"
#include "tav-test-files.h"
#include "tav-test-http.h"
#include "tav-test-destiny.h"
#include "tav-test-wait.h"
#include "tav-table-token.h"

typedef struct
{
  char        *dir;
  char        *path;
  GSubprocess *serve;
  GDataInputStream *out;      /* kept open: the program may still print */
  char        *base;
  SoupSession *session;
} Fixture;

#define N_PLAYERS 40
#define KEY "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"

/* `tavolo-cli serve` on @f->path (and @season, if given), on 127.0.0.1
 * and a free port: @f->base once it says where. */
static void
start_serve (Fixture    *f,
             const char *season)
{
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  g_autoptr(GError) error = NULL;
  const char *cli = g_getenv ("TAVOLO_CLI");

  g_assert_nonnull (cli);
  /* A test that fails must not leave the server behind, holding the
   * output that meson reads. */
  g_subprocess_launcher_set_child_setup (launcher, tav_test_end_with_parent, NULL, NULL);
  f->serve = g_subprocess_launcher_spawn (launcher, &error, cli, "serve", f->path,
                                          "--address", "127.0.0.1", "--port", "0",
                                          /* wait_page () polls: no limit (tested in test-venue.c) */
                                          "--requests-per-minute", "1000000",
                                          season ? "--season" : NULL, season, NULL);
  g_assert_no_error (error);
  f->out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (f->serve));
  while (f->base == NULL)
    {
      g_autofree char *line = g_data_input_stream_read_line_utf8 (f->out, NULL, NULL, &error);
      char *url;

      g_assert_no_error (error);
      g_assert_nonnull (line);
      if ((url = strstr (line, "http://127.0.0.1:")))
        f->base = g_strndup (url, strlen (url) - 1);  /* without the final "/" */
    }
  f->session = soup_session_new ();
}

/* A 40-player Destiny event with its first round drawn, served by
 * tavolo-cli on 127.0.0.1 and a free port. */
static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(TavEvent) event = tav_event_new ("destiny", "Destiny Open");
  g_autoptr(GError) error = NULL;

  tav_event_set_seed (event, 11);
  for (guint i = 0; i < N_PLAYERS; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %u", i + 1);

      g_assert_nonnull (tav_event_add_player (event, name, NULL));
    }
  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
  /* @data: the venue key, for tests whose tables send results. */
  if (data)
    g_assert_true (tav_inbox_set_key (tav_event_get_inbox (event), data));

  f->dir = g_dir_make_tmp ("tavolo-venue-XXXXXX", &error);
  g_assert_no_error (error);
  f->path = g_build_filename (f->dir, "open.tavolo", NULL);
  tav_test_save_event (event, f->path);
  start_serve (f, NULL);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  /* NULL when the test killed it. */
  if (f->serve)
    tav_test_stop_process (g_steal_pointer (&f->serve));
  g_clear_object (&f->out);
  g_clear_object (&f->session);
  g_remove (f->path);
  g_rmdir (f->dir);
  g_free (f->path);
  g_free (f->dir);
  g_free (f->base);
}

static char *
get (Fixture    *f,
     const char *path)
{
  return tav_test_http_get (f->session, f->base, path, NULL);
}

/* Waits, up to a timeout that only a hung server reaches, for @path to
 * show @text. */
static void
wait_page (Fixture    *f,
           const char *path,
           const char *text)
{
  gint64 deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  for (;;)
    {
      g_autofree char *page = get (f, path);

      if (strstr (page, text) != NULL)
        return;
      if (g_get_monotonic_time () > deadline)
        g_error ("%s never showed “%s”:\n%s", path, text, page);
      g_usleep (20 * 1000);
    }
}

/* Another program saves the file: the pages follow, and the standings
 * appear only once the ranking is published. */
static void
test_follows_file (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(TavEvent) event = tav_test_load_event (f->path);
  g_autoptr(GError) error = NULL;
  g_autofree char *standings = NULL;
  g_autofree char *round = get (f, "/round");

  g_assert_nonnull (strstr (round, "<li>Player 1</li>"));
  g_assert_nonnull (strstr (round, "Table 20"));
  g_assert_null (strstr (round, "Table 21"));
  standings = get (f, "/standings");
  g_assert_nonnull (strstr (standings, "The standings are not public yet"));

  g_assert_true (tav_event_rename_player (event, "p1", "Zoë Renamed", &error));
  tav_test_save_event (event, f->path);
  wait_page (f, "/round", "<li>Zoë Renamed</li>");

  tav_event_set_published (event, TRUE);
  tav_test_save_event (event, f->path);
  wait_page (f, "/standings", "<table class=\"standings\">");
  wait_page (f, "/standings", "Zoë Renamed");

  /* A file that cannot be read leaves the last good version on show. */
  g_assert_true (g_file_set_contents (f->path, "{\"format\": \"tavolo\", \"version\": 1, ", -1, NULL));
  g_usleep (300 * 1000);  /* not a wait for an event: nothing should change */
  g_clear_pointer (&round, g_free);
  round = get (f, "/round");
  g_assert_nonnull (strstr (round, "<li>Zoë Renamed</li>"));
}

/* The DOM Chromium builds for @path (in Italian unless the page is asked
 * in another language), and a screenshot at phone width, @shot_name, in
 * the test's build directory. */
static char *
browse (Fixture    *f,
        const char *chromium,
        const char *path,
        const char *shot_name)
{
  g_autofree char *url = g_strconcat (f->base, path, NULL);

  return tav_test_browse (chromium, url, "it", shot_name);
}

/* A real browser finds a player's table: the DOM it built after running
 * the page (script included) shows the table, and a screenshot at phone
 * width goes to the test's build directory. */
static void
test_browser (Fixture       *f,
              gconstpointer  data)
{
  g_autofree char *chromium = tav_test_find_chromium ();
  g_autoptr(TavEvent) event = tav_test_load_event (f->path);
  g_autofree char *dom = NULL;
  g_autofree char *where = NULL;
  TavRound *round = tav_stage_get_last_round (tav_event_get_current_stage (event));
  TavTable *table;
  guint seat = 0;

  if (chromium == NULL)
    {
      g_test_skip ("Chromium is not installed");
      return;
    }

  table = tav_round_find_player (round, "p12", &seat);
  g_assert_nonnull (table);
  /* Italian, as asked by the switch: “Tavolo 7, posto 2”. */
  where = g_strdup_printf ("Tavolo %u, posto %u", tav_table_get_number (table), seat + 1);

  dom = browse (f, chromium, "/?lang=it&q=player+12", "venue-find-my-table.png");
  g_assert_nonnull (strstr (dom, "<html lang=\"it\">"));
  g_assert_nonnull (strstr (dom, "<h1>Trova il mio tavolo — Turno 1</h1>"));
  g_assert_nonnull (strstr (dom, "<h2>Player 12</h2>"));
  g_assert_nonnull (strstr (dom, where));
  g_assert_nonnull (strstr (dom, "Avversario:"));
  g_assert_null (strstr (dom, "<h2>Player 1</h2>"));
}

/* A phone that reloads twenty times, as a page does at every change of
 * the event, is served every time: the connections the browser closes
 * are freed (libsoup 3.2 kept them, and after 16 the address was refused:
 * Chromium saw "connection reset"). All come from 127.0.0.1, one address. */
static void
test_browser_visits (Fixture       *f,
                     gconstpointer  data)
{
  g_autofree char *chromium = tav_test_find_chromium ();

  if (chromium == NULL)
    {
      g_test_skip ("Chromium is not installed");
      return;
    }
  for (guint i = 0; i < 20; i++)
    {
      g_autofree char *url = g_strconcat (f->base, "/?lang=it&q=player+12", NULL);
      g_autofree char *dom = tav_test_browse (chromium, url, "it", NULL);

      g_test_message ("visit %u", i + 1);
      g_assert_nonnull (strstr (dom, "<h2>Player 12</h2>"));
    }
}

/* Plays the Swiss rounds of the fixture's event, the lower id winning
 * every game, until the top cut is drawn. */
static TavStage *
play_to_playoffs (TavEvent *event)
{
  TavStage *stage;

  while (tav_stage_get_kind (stage = tav_event_get_current_stage (event)) == TAV_STAGE_TABLES)
    {
      TavRound *round = tav_stage_get_last_round (stage);
      g_autoptr(GError) error = NULL;

      for (guint t = 0; t < tav_round_get_n_tables (round); t++)
        {
          TavTable *table = tav_round_get_table (round, t);
          const char *a = tav_table_get_seat (table, 0);
          const char *b = tav_table_get_seat (table, 1);

          if (tav_table_has_result (table))
            continue;
          tav_test_destiny_set_winner (event, stage, tav_round_get_number (round), tav_table_get_number (table),
                                       g_ascii_strtoull (a + 1, NULL, 10) < g_ascii_strtoull (b + 1, NULL, 10) ? a : b);
        }
      g_assert_true (tav_event_draw_round (event, &error));
      g_assert_no_error (error);
    }
  return stage;
}

/* The 40-player event's top cut in a real browser, in Bulgarian: hidden
 * until the organiser publishes the standings, then the semi-finals of
 * its top 4 cut, seeded from the standings. */
static void
test_browser_finals (Fixture       *f,
                     gconstpointer  data)
{
  g_autofree char *chromium = tav_test_find_chromium ();
  g_autoptr(TavEvent) event = tav_test_load_event (f->path);
  g_autofree char *dom = NULL;
  g_autofree char *top = NULL;
  TavStage *playoffs;
  TavTable *first;

  if (chromium == NULL)
    {
      g_test_skip ("Chromium is not installed");
      return;
    }

  playoffs = play_to_playoffs (event);
  g_assert_cmpuint (tav_round_get_n_tables (tav_stage_get_round (playoffs, 1)), ==, 2);
  first = tav_round_get_table (tav_stage_get_round (playoffs, 1), 0);
  /* The first seed sits first at the first semi-final. */
  g_assert_cmpstr (tav_table_get_seat (first, 0), ==, tav_stage_get_seeds (playoffs)[0]);
  top = g_strdup_printf ("<h4>Полуфинал 1</h4>\n<ul>\n<li>Player %s</li>\n<li>Player %s</li>",
                         tav_table_get_seat (first, 0) + 1, tav_table_get_seat (first, 1) + 1);
  tav_test_save_event (event, f->path);
  wait_page (f, "/round", "Player 1<");
  wait_page (f, "/finals", "The finals are shown with the standings");

  tav_event_set_published (event, TRUE);
  tav_test_save_event (event, f->path);
  wait_page (f, "/finals", "<article class=\"match\">");

  dom = browse (f, chromium, "/finals?lang=bg", "venue-finals.png");
  g_assert_nonnull (strstr (dom, "<html lang=\"bg\">"));
  g_assert_nonnull (strstr (dom, "<h1>Финали</h1>"));
  g_assert_nonnull (strstr (dom, "<h3>Полуфинали</h3>"));
  g_assert_nonnull (strstr (dom, top));
  g_assert_null (strstr (dom, "class=\"winner\""));
}

/* The season page in a real browser, in Bulgarian: `serve --season` on the
 * Varna event of tests/venue/season-catan.json (see test-venue-season.c
 * for its figures by hand), published, so the whole season is shown. */
static void
test_browser_season (void)
{
  g_autofree char *chromium = tav_test_find_chromium ();
  g_autoptr(TavEvent) event = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *season = NULL;
  g_autofree char *dom = NULL;
  Fixture f = { NULL, };

  if (chromium == NULL)
    {
      g_test_skip ("Chromium is not installed");
      return;
    }

  event = tav_test_catan_varna (TAV_TEST_VARNA_ID);
  tav_event_set_published (event, TRUE);
  f.dir = g_dir_make_tmp ("tavolo-venue-XXXXXX", &error);
  g_assert_no_error (error);
  f.path = g_build_filename (f.dir, "varna.tavolo", NULL);
  tav_test_save_event (event, f.path);
  season = tav_test_copy_source (f.dir, "venue/season-catan.json");
  start_serve (&f, season);

  dom = browse (&f, chromium, "/season?lang=bg", "venue-season.png");
  g_assert_nonnull (strstr (dom, "<html lang=\"bg\">"));
  g_assert_nonnull (strstr (dom, "<h1>Ранглиста 2026</h1>"));
  g_assert_nonnull (strstr (dom, "aria-current=\"page\">Сезон</a>"));
  g_assert_nonnull (strstr (dom, "<tr><td>1</td><td>&lt;script&gt;alert(1)&lt;/script&gt;</td><td>21</td></tr>"));
  g_assert_nonnull (strstr (dom, "<tr><td>3</td><td>Elena Dimitrova</td><td>12</td></tr>"));
  g_assert_nonnull (strstr (dom, "<tr><td>—</td><td>Иван Петров <span class=\"note\">Вечна ранглиста</span></td>"
                                 "<td>303</td></tr>"));
  g_assert_nonnull (strstr (dom, "<summary>Турнири в ранглистата: 2</summary>"));

  g_remove (season);
  fixture_tear_down (&f, NULL);
}

/* A phone's form sent to @table of round 1: seat 1 wins. Returns: the
 * form's id, as the server signed it. */
static char *
post_result (Fixture    *f,
             TavEvent   *event,
             guint       table)
{
  const char *stage = tav_stage_get_id (tav_event_get_current_stage (event));
  TavTable *t = tav_round_find_table (tav_stage_get_round (tav_event_get_current_stage (event), 1), table);
  g_autofree char *token = tav_token_for_table (KEY, stage, 1, table);
  g_autofree char *uri = g_strdup_printf ("%s/t/%s/1/%u/%s", f->base, stage, table, token);
  g_autofree char *signed_id = tav_token_new_form_id (KEY, stage, 1, table);
  g_autofree char *form = g_strdup_printf ("id=%s&winner=%s", signed_id, tav_table_get_seat (t, 0));
  g_autoptr(SoupMessage) msg = soup_message_new ("POST", uri);
  g_autoptr(GBytes) bytes = g_bytes_new (form, strlen (form));
  g_autoptr(GBytes) body = NULL;
  g_autoptr(GError) error = NULL;

  soup_message_set_request_body_from_bytes (msg, "application/x-www-form-urlencoded", bytes);
  body = soup_session_send_and_read (f->session, msg, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (soup_message_get_status (msg), ==, 202);
  return g_steal_pointer (&signed_id);
}

static char *
run_cli (const char *first,
         ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  char *out = NULL;
  const char *arg;
  va_list args;

  g_ptr_array_add (argv, (gpointer) g_getenv ("TAVOLO_CLI"));
  va_start (args, first);
  for (arg = first; arg; arg = va_arg (args, const char *))
    g_ptr_array_add (argv, (gpointer) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);
  process = g_subprocess_newv ((const char * const *) argv->pdata, G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, &out, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);
  return out;
}

/* The server is killed (SIGKILL) right after two tables were answered
 * "received": both results wait in the file, listed and accepted by
 * tavolo-cli inbox as if nothing had happened. */
static void
test_killed_with_pending (Fixture       *f,
                          gconstpointer  data)
{
  g_autoptr(TavEvent) before = tav_test_load_event (f->path);
  g_autoptr(TavEvent) after = NULL;
  g_autoptr(TavEvent) accepted = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *list = NULL;
  TavInbox *inbox;
  TavRound *round;

  g_autofree char *kill_3 = post_result (f, before, 3);
  g_autofree char *kill_7 = post_result (f, before, 7);
  g_subprocess_send_signal (f->serve, SIGKILL);
  g_assert_true (g_subprocess_wait (f->serve, NULL, &error));
  g_assert_no_error (error);
  g_assert_false (g_subprocess_get_if_exited (f->serve));
  g_assert_cmpint (g_subprocess_get_term_sig (f->serve), ==, SIGKILL);
  g_clear_object (&f->serve);

  after = tav_test_load_event (f->path);
  inbox = tav_event_get_inbox (after);
  g_assert_cmpuint (tav_inbox_get_n_pending (inbox), ==, 2);
  round = tav_stage_get_round (tav_event_get_current_stage (after), 1);
  g_assert_cmpuint (tav_submission_get_table (tav_inbox_find (inbox, kill_3)), ==, 3);
  g_assert_cmpstr (json_object_get_string_member (tav_submission_get_result (tav_inbox_find (inbox, kill_7)), "winner"),
                   ==, tav_table_get_seat (tav_round_find_table (round, 7), 0));
  g_assert_false (tav_table_has_result (tav_round_find_table (round, 3)));

  list = run_cli ("inbox", f->path, "list", NULL);
  g_assert_nonnull (strstr (list, kill_3));
  g_assert_nonnull (strstr (list, kill_7));
  g_free (run_cli ("inbox", f->path, "accept", kill_3, kill_7, NULL));
  accepted = tav_test_load_event (f->path);
  round = tav_stage_get_round (tav_event_get_current_stage (accepted), 1);
  g_assert_cmpuint (tav_inbox_get_n_pending (tav_event_get_inbox (accepted)), ==, 0);
  g_assert_cmpstr (tav_result_get_string (tav_table_get_result (tav_round_find_table (round, 3)), "winner"),
                   ==, tav_table_get_seat (tav_round_find_table (round, 3), 0));
  g_assert_cmpstr (tav_result_get_string (tav_table_get_result (tav_round_find_table (round, 7)), "winner"),
                   ==, tav_table_get_seat (tav_round_find_table (round, 7), 0));
}

/* A table's result sent from its phone goes into the event's log by the
 * table's hand, at its place; the organiser's acceptance by tavolo-cli. */
static void
test_log_hands (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(TavEvent) before = tav_test_load_event (f->path);
  g_autoptr(TavEvent) after = NULL;
  g_autoptr(TavEvent) accepted = NULL;
  g_autofree char *id = post_result (f, before, 3);
  g_autoptr(TavLogEntry) sent = NULL;
  g_autoptr(TavLogEntry) entered = NULL;
  g_autofree char *text = NULL;
  GListModel *log;
  guint n;

  after = tav_test_load_event (f->path);
  log = tav_event_get_log (after);
  n = g_list_model_get_n_items (log);
  g_assert_cmpuint (n, ==, g_list_model_get_n_items (tav_event_get_log (before)) + 1);
  sent = g_list_model_get_item (log, n - 1);
  g_assert_cmpint (tav_log_entry_get_hand (sent)->kind, ==, TAV_HAND_TABLE);
  g_assert_cmpuint (tav_log_entry_get_round (sent), ==, 1);
  g_assert_cmpuint (tav_log_entry_get_table (sent), ==, 3);

  g_free (run_cli ("inbox", f->path, "accept", id, "--as", "Marco", NULL));
  accepted = tav_test_load_event (f->path);
  log = tav_event_get_log (accepted);
  entered = g_list_model_get_item (log, g_list_model_get_n_items (log) - 1);
  g_assert_cmpint (tav_log_entry_get_hand (entered)->kind, ==, TAV_HAND_CLI);
  g_assert_cmpstr (tav_log_entry_get_hand (entered)->name, ==, "Marco");
  g_assert_cmpuint (tav_log_entry_get_table (entered), ==, 3);

  text = run_cli ("log", f->path, "--table", "3", "--hand", "table", "--format", "csv", NULL);
  g_assert_nonnull (strstr (text, ",table,"));
}

/* The number in <body data-version="N"> of the page at @path. */
static guint64
page_version (Fixture    *f,
              const char *path)
{
  g_autofree char *page = get (f, path);
  const char *at = strstr (page, "data-version=\"");

  g_assert_nonnull (at);
  return g_ascii_strtoull (at + strlen ("data-version=\""), NULL, 10);
}

/* 230 wrong codes, each another: every one refused (403) and logged, but
 * FILE is not written (the same file, the same bytes) and the pages keep
 * their version, so no phone reloads; `inbox FILE refusals` shows the
 * newest 200, once `serve` has written its log (within 2 s). */
static void
test_refusals_apart (Fixture       *f,
                     gconstpointer  data)
{
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *listed = NULL;
  guint64 version = page_version (f, "/");
  gint64 deadline;
  GStatBuf st_before, st_after;
  GRand *rand = g_rand_new_with_seed (32);

  g_assert_true (g_file_get_contents (f->path, &before, NULL, NULL));
  g_assert_cmpint (g_stat (f->path, &st_before), ==, 0);
  for (guint i = 0; i < 230; i++)
    {
      g_autofree char *path = g_strdup_printf ("/t/swiss/1/%u/%08X%08X%08X", 1 + i % 20,
                                               g_rand_int (rand), g_rand_int (rand), g_rand_int (rand));
      g_autofree char *uri = g_strconcat (f->base, path, NULL);
      g_autoptr(SoupMessage) msg = soup_message_new ("GET", uri);
      g_autoptr(GBytes) body = NULL;
      g_autoptr(GError) error = NULL;

      body = soup_session_send_and_read (f->session, msg, NULL, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (soup_message_get_status (msg), ==, 403);
    }
  g_rand_free (rand);

  g_assert_true (g_file_get_contents (f->path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpint (g_stat (f->path, &st_after), ==, 0);
  g_assert_cmpuint (st_after.st_ino, ==, st_before.st_ino);
  g_assert_cmpint (st_after.st_mtime, ==, st_before.st_mtime);
  g_assert_cmpuint (page_version (f, "/"), ==, version);

  deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;
  for (;;)
    {
      g_clear_pointer (&listed, g_free);
      listed = run_cli ("inbox", f->path, "refusals", NULL);
      if (strstr (listed, "\n200 requests refused\n"))
        break;
      if (g_get_monotonic_time () > deadline)
        g_error ("the refusals never showed:\n%s", listed);
      g_usleep (50 * 1000);
    }
  g_assert_nonnull (strstr (listed, "This code does not open table 20 of round 1 (127.0.0.1)"));
  g_assert_cmpuint (page_version (f, "/"), ==, version);
}

static char *saved_data_home;

/* A data folder of the test's own (timers.ini is shared by every event
 * that uses a folder), then the fixture. */
static void
fixture_set_up_own_data (Fixture       *f,
                         gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *home = g_dir_make_tmp ("tavolo-data-XXXXXX", &error);

  g_assert_no_error (error);
  saved_data_home = g_strdup (g_getenv ("XDG_DATA_HOME"));
  g_setenv ("XDG_DATA_HOME", home, TRUE);
  fixture_set_up (f, data);
}

static void
fixture_tear_down_own_data (Fixture       *f,
                            gconstpointer  data)
{
  g_autofree char *home = g_strdup (g_getenv ("XDG_DATA_HOME"));

  fixture_tear_down (f, data);
  tav_test_remove_tree (home);
  if (saved_data_home)
    g_setenv ("XDG_DATA_HOME", saved_data_home, TRUE);
  else
    g_unsetenv ("XDG_DATA_HOME");
  g_clear_pointer (&saved_data_home, g_free);
}

typedef struct
{
  GDataInputStream *in;
  char             *line;
  gboolean          done;
} Line;

static void
line_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      data)
{
  Line *line = data;

  line->line = g_data_input_stream_read_line_finish_utf8 (line->in, result, NULL, NULL);
  line->done = TRUE;
}

/* The next "data:" line of the stream that holds @text. */
static char *
read_event (GDataInputStream *in,
            const char       *text)
{
  for (;;)
    {
      Line line = { in, NULL, FALSE };

      g_data_input_stream_read_line_async (in, G_PRIORITY_DEFAULT, NULL, line_cb, &line);
      tav_test_wait_for_flag (&line.done, text);
      g_assert_nonnull (line.line);
      if (g_str_has_prefix (line.line, "data:") && strstr (line.line, text))
        return line.line;
      g_free (line.line);
    }
}

/* `tavolo-cli timer` with no app: no timer shown until one is set; set
 * and started, the page shows it running; paused, the phones already on
 * /events are told at once. */
static void
test_timer_from_cli (Fixture       *f,
                     gconstpointer  data)
{
  g_autofree char *page = get (f, "/");
  g_autofree char *uri = g_strconcat (f->base, "/events", NULL);
  g_autoptr(SoupMessage) msg = soup_message_new ("GET", uri);
  g_autoptr(GInputStream) stream = NULL;
  g_autoptr(GDataInputStream) in = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;
  g_autofree char *event = NULL;

  g_assert_nonnull (strstr (page, "data-duration=\"0\" data-remaining-ms=\"0\" data-running=\"false\" hidden>"));

  out = run_cli ("timer", f->path, "set", "50", NULL);
  g_assert_cmpstr (out, ==, "Round 1: 50:00, not started\n");
  g_clear_pointer (&out, g_free);
  out = run_cli ("timer", f->path, "start", NULL);
  g_assert_true (g_str_has_prefix (out, "Round 1: 50:00 left, running\n") ||
                 g_str_has_prefix (out, "Round 1: 49:59 left, running\n"));
  wait_page (f, "/", "data-duration=\"3000\" data-remaining-ms=\"");
  wait_page (f, "/", "data-running=\"true\">");

  stream = soup_session_send (f->session, msg, NULL, &error);
  g_assert_no_error (error);
  in = g_data_input_stream_new (stream);
  event = read_event (in, "\"running\":true");
  g_assert_true (g_str_has_prefix (event, "data: {\"duration\":3000,\"remaining_ms\":"));
  g_clear_pointer (&event, g_free);

  g_clear_pointer (&out, g_free);
  out = run_cli ("timer", f->path, "pause", NULL);
  g_assert_nonnull (strstr (out, " left, paused\n"));
  event = read_event (in, "\"running\":false");
  g_assert_true (g_str_has_prefix (event, "data: {\"duration\":3000,\"remaining_ms\":"));
  wait_page (f, "/", "data-running=\"false\">");
  g_input_stream_close (G_INPUT_STREAM (in), NULL, NULL);
}

/* The organiser works from the command line while `serve` follows the
 * file: round 2 drawn waits for `tavolo-cli release`, then a judge's
 * `tavolo-cli extend` shows on the tables page and on the table's link,
 * whose clock is the round timer kept by `tavolo-cli timer` and the
 * table's minutes. */
static void
test_release_from_cli (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(TavEvent) event = tav_test_load_event (f->path);
  g_autoptr(TavEvent) drawn = NULL;
  g_autoptr(GError) error = NULL;
  TavStage *swiss = tav_event_find_stage (event, "swiss");
  TavRound *round = tav_stage_get_round (swiss, 1);
  g_autofree char *token = NULL;
  g_autofree char *link = NULL;
  g_autofree char *mark = NULL;
  g_autofree char *page = NULL;
  TavTable *table;

  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    {
      TavTable *played = tav_round_get_table (round, t);

      tav_test_destiny_set_winner (event, swiss, 1, tav_table_get_number (played), tav_table_get_seat (played, 0));
    }
  g_assert_true (tav_event_change_release (event, TRUE, &error));
  g_assert_no_error (error);
  tav_test_save_event (event, f->path);
  g_free (run_cli ("draw", f->path, NULL));
  wait_page (f, "/round", "Round 2 is being prepared");
  page = get (f, "/round");
  g_assert_nonnull (strstr (page, "<h1>Round 1</h1>"));

  drawn = tav_test_load_event (f->path);
  table = tav_round_get_table (tav_stage_get_round (tav_event_find_stage (drawn, "swiss"), 2), 2);
  token = tav_token_for_seat (KEY, "swiss", 2, tav_table_get_number (table), 1);
  link = g_strdup_printf ("/t/swiss/2/%u/%s", tav_table_get_number (table), token);
  g_clear_pointer (&page, g_free);
  page = get (f, link);
  g_assert_nonnull (strstr (page, "Round 2 is being prepared"));
  g_assert_null (strstr (page, "<form"));

  g_free (run_cli ("release", f->path, NULL));
  wait_page (f, "/round", "<h1>Round 2</h1>");
  g_free (run_cli ("timer", f->path, "set", "50", NULL));
  wait_page (f, "/", "data-duration=\"3000\"");
  {
    g_autofree char *number = g_strdup_printf ("%u", tav_table_get_number (table));

    g_free (run_cli ("extend", f->path, "--table", number, "--minutes", "5", "--reason", "Deck check", NULL));
  }
  mark = g_strdup_printf ("<h2>Table %u <span class=\"extension\">+5 min</span></h2>", tav_table_get_number (table));
  wait_page (f, "/round", mark);
  /* Asked once: a table's link answers a token 30 times a minute. */
  g_clear_pointer (&page, g_free);
  page = get (f, link);
  g_assert_nonnull (strstr (page, "data-remaining-ms=\"3300000\""));
  g_assert_nonnull (strstr (page, "<span class=\"clock\">55:00</span>"));
  g_assert_nonnull (strstr (page, "<form method=\"post\""));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/venue/serve/follows-file", Fixture, NULL, fixture_set_up, test_follows_file, fixture_tear_down);
  g_test_add ("/venue/serve/browser", Fixture, NULL, fixture_set_up, test_browser, fixture_tear_down);
  g_test_add ("/venue/serve/browser-visits", Fixture, NULL, fixture_set_up, test_browser_visits, fixture_tear_down);
  g_test_add ("/venue/serve/browser-finals", Fixture, NULL, fixture_set_up, test_browser_finals, fixture_tear_down);
  g_test_add_func ("/venue/serve/browser-season", test_browser_season);
  g_test_add ("/venue/serve/killed-with-pending", Fixture, KEY, fixture_set_up, test_killed_with_pending,
              fixture_tear_down);
  g_test_add ("/venue/serve/log-hands", Fixture, KEY, fixture_set_up, test_log_hands,
              fixture_tear_down);
  g_test_add ("/venue/serve/refusals-apart", Fixture, KEY, fixture_set_up, test_refusals_apart,
              fixture_tear_down);
  g_test_add ("/venue/serve/timer-from-cli", Fixture, NULL, fixture_set_up_own_data, test_timer_from_cli,
              fixture_tear_down_own_data);
  g_test_add ("/venue/serve/release-from-cli", Fixture, KEY, fixture_set_up_own_data, test_release_from_cli,
              fixture_tear_down_own_data);

  return g_test_run ();
}
