/* test-venue-app.c — the app open on an event, the venue network turned on
 * from its own menu action, and a phone's browser (Chromium, headless) on
 * the app's server: issue 17's “done when”
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <adwaita.h>
#include <glib/gstdio.h>
#include <libsoup/soup.h>

#include "tav-document.h"
#include "tav-event-log.h"
#include "tav-i18n.h"
#include "tav-log-window.h"
#include "tav-public-display.h"
#include "tav-rounds-page.h"
#include "tav-season-document.h"
#include "tav-season-link.h"
#include "tav-test-app.h"
#include "tav-test-browser.h"
#include "tav-test-catan.h"
#include "tav-test-destiny.h"
#include "tav-test-files.h"
#include "tav-test-http.h"
#include "tav-test-wait.h"
#include "tav-venue-window.h"
#include "tav-window.h"
#include "tav-event-private.h"

#define wait_until(condition, data) tav_test_wait_until (condition, data, #condition)

#define N_PLAYERS 40

typedef struct
{
  char           *dir;
  char           *path;
  TavWindow      *window;
  TavVenueWindow *venue;
  char           *base;      /* http://127.0.0.1:PORT */
  SoupSession    *session;
} App;

static gboolean
has_event (gpointer data)
{
  return tav_window_get_event (data) != NULL;
}

static gboolean
toplevel_shown (gpointer data)
{
  return tav_test_find_toplevel (GPOINTER_TO_SIZE (data)) != NULL;
}

static gboolean
toplevel_gone (gpointer data)
{
  return tav_test_find_toplevel (GPOINTER_TO_SIZE (data)) == NULL;
}

/* @event saved into a new folder and opened in a new main window, as the
 * organiser opens a file. */
static void
app_open (App      *app,
          TavEvent *event)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = NULL;

  app->dir = g_dir_make_tmp ("tavolo-venue-app-XXXXXX", &error);
  g_assert_no_error (error);
  app->path = g_build_filename (app->dir, "event.tavolo", NULL);
  g_assert_true (tav_document_save_file (event, app->path, FALSE, &error));
  g_assert_no_error (error);

  app->window = g_object_ref (tav_window_new (NULL));
  gtk_window_set_default_size (GTK_WINDOW (app->window), 1280, 800);
  gtk_window_present (GTK_WINDOW (app->window));
  wait_until (tav_test_is_mapped, app->window);
  file = g_file_new_for_path (app->path);
  tav_window_open_file (app->window, file);
  wait_until (has_event, app->window);
  app->session = soup_session_new ();
}

/* The primary menu's “Share on the Venue Network”: its window, and the
 * address of the server on this computer's loopback (it listens on every
 * address, as in the room). */
static void
app_venue_on (App *app)
{
  const char *url;
  const char *colon;
  char *path;
  guint port;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (app->window), "win.venue-network", NULL));
  wait_until (toplevel_shown, GSIZE_TO_POINTER (TAV_TYPE_VENUE_WINDOW));
  app->venue = tav_test_find_toplevel (TAV_TYPE_VENUE_WINDOW);
  wait_until (tav_test_is_mapped, app->venue);
  url = tav_venue_window_get_url (app->venue);
  g_assert_nonnull (url);
  colon = strrchr (url, ':');
  g_assert_nonnull (colon);
  /* The event's pages are under the venue's address, "…:PORT/e/SLUG/". */
  port = (guint) g_ascii_strtoull (colon + 1, &path, 10);
  g_assert_true (g_str_has_prefix (path, "/e/") && g_str_has_suffix (path, "/"));
  g_free (app->base);
  app->base = g_strdup_printf ("http://127.0.0.1:%u%.*s", port, (int) strlen (path) - 1, path);
  g_test_message ("The venue network is on at %s (%s)", url, app->base);
}

static void
app_venue_off (App *app)
{
  gtk_window_destroy (GTK_WINDOW (app->venue));
  app->venue = NULL;
  wait_until (toplevel_gone, GSIZE_TO_POINTER (TAV_TYPE_VENUE_WINDOW));
}

static void
app_close (App *app)
{
  g_autofree char *command = g_strdup_printf ("rm -rf '%s'", app->dir);

  gtk_window_destroy (GTK_WINDOW (app->window));
  tav_test_wait_for_finalize (app->window);
  g_clear_object (&app->session);
  /* The event's folder also holds its lock: removed whole. */
  g_spawn_command_line_sync (command, NULL, NULL, NULL, NULL);
  g_free (app->dir);
  g_free (app->path);
  g_free (app->base);
}

static char *
get (App        *app,
     const char *path)
{
  return tav_test_http_get (app->session, app->base, path, NULL);
}

typedef struct
{
  App        *app;
  const char *path;
  const char *text;
  gint64      asked;
} PageShows;

/* Asked at most every 0.6 s: the app's server answers one address 120
 * requests a minute, as it would a phone. */
static gboolean
page_shows (gpointer data)
{
  PageShows *shows = data;
  g_autofree char *page = NULL;
  gint64 now = g_get_monotonic_time ();

  if (now - shows->asked < 600 * 1000)
    return FALSE;
  shows->asked = now;
  page = get (shows->app, shows->path);
  return strstr (page, shows->text) != NULL;
}

static char *
browse (App        *app,
        const char *chromium,
        const char *path,
        const char *shot_name)
{
  g_autofree char *url = g_strconcat (app->base, path, NULL);

  return tav_test_browse (chromium, url, "en", shot_name);
}

static gboolean
is_published (gpointer data)
{
  return tav_event_get_published (tav_window_get_event (data));
}

/* The Standings page's “Publish”, confirmed in its dialog. */
static void
publish (App *app)
{
  GtkWidget *page = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (app->window), TAV_TYPE_WINDOW,
                                                               "standings_page"));
  AdwMessageDialog *dialog;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (app->window), "win.show-page", "s", "standings"));
  g_assert_true (gtk_widget_activate_action (page, "standings.publish", NULL));
  wait_until (toplevel_shown, GSIZE_TO_POINTER (ADW_TYPE_MESSAGE_DIALOG));
  dialog = g_object_ref (tav_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Publish the Standings?");
  adw_message_dialog_response (dialog, "publish");
  gtk_window_destroy (GTK_WINDOW (dialog));
  wait_until (toplevel_gone, GSIZE_TO_POINTER (ADW_TYPE_MESSAGE_DIALOG));
  g_object_unref (dialog);
  wait_until (is_published, app->window);
}

/* ---- A 40-player Destiny event ------------------------------------------- */

/* Round 1 played (the lower id wins each game), round 2 drawn: the
 * standings have an order to keep secret. */
static TavEvent *
destiny_event (void)
{
  TavEvent *event = tav_event_new ("destiny", "Destiny Open");
  g_autoptr(GError) error = NULL;
  TavStage *stage;
  TavRound *round;

  tav_event_set_seed (event, 11);
  for (guint i = 0; i < N_PLAYERS; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %u", i + 1);

      g_assert_nonnull (tav_event_add_player (event, name, NULL));
    }
  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
  stage = tav_event_get_current_stage (event);
  round = tav_stage_get_last_round (stage);
  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    {
      TavTable *table = tav_round_get_table (round, t);
      const char *a = tav_table_get_seat (table, 0);
      const char *b = tav_table_get_seat (table, 1);

      tav_test_destiny_set_winner (event, stage, 1, tav_table_get_number (table),
                                   g_ascii_strtoull (a + 1, NULL, 10) < g_ascii_strtoull (b + 1, NULL, 10) ? a : b);
    }
  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
  return event;
}

/* The timer element as the page's script left it: shown, running, and
 * counting from the app's duration. */
static void
check_timer (const char *dom,
             guint       duration)
{
  g_autoptr(GRegex) regex = g_regex_new ("<p id=\"timer\" class=\"timer\" role=\"timer\" data-duration=\"([0-9]+)\" "
                                         "data-remaining-ms=\"[0-9]+\" data-running=\"true\"[^>]*>"
                                         "<span class=\"timer-label\">Time left in the round</span> "
                                         "<span class=\"clock\">([0-9]+):([0-9][0-9])</span>", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  g_autofree char *shown_duration = NULL;
  g_autofree char *minutes = NULL;
  g_autofree char *seconds = NULL;
  guint left;

  g_assert_true (g_regex_match (regex, dom, 0, &match));
  shown_duration = g_match_info_fetch (match, 1);
  minutes = g_match_info_fetch (match, 2);
  seconds = g_match_info_fetch (match, 3);
  g_assert_cmpuint (g_ascii_strtoull (shown_duration, NULL, 10), ==, duration);
  left = g_ascii_strtoull (minutes, NULL, 10) * 60 + g_ascii_strtoull (seconds, NULL, 10);
  g_assert_cmpuint (left, <=, duration);
  /* Counting down, not stuck at zero (a test slower than 5 minutes is hung). */
  g_assert_cmpuint (left, >, duration - 300);
}

/* Issue 17's “done when”: with the app open on a 40-player Destiny event
 * and the venue network on, a phone's browser finds a player's table,
 * sees the timer, and sees the standings only after they are public. */
static void
test_destiny_room (void)
{
  g_autofree char *chromium = tav_test_find_chromium ();
  g_autoptr(TavEvent) played = NULL;
  g_autoptr(TavStandings) standings = NULL;
  g_autofree char *where = NULL;
  g_autofree char *opponent = NULL;
  g_autofree char *find = NULL;
  g_autofree char *hidden = NULL;
  g_autofree char *shown = NULL;
  App app = { NULL, };
  TavRoundTimer *timer;
  TavEvent *event;
  TavRound *round;
  TavTable *table;
  guint seat = 0;
  PageShows published = { &app, "/standings", "<table class=\"standings\">" };

  if (chromium == NULL)
    {
      g_test_skip ("Chromium is not installed");
      return;
    }

  played = destiny_event ();
  app_open (&app, played);
  event = tav_window_get_event (app.window);
  g_assert_false (tav_event_is_ranking_public (event));
  app_venue_on (&app);
  /* Destiny has no season: no season to choose. */
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (gtk_widget_get_template_child (
    GTK_WIDGET (app.venue), TAV_TYPE_VENUE_WINDOW, "season_list"))));

  /* The round timer, started from the app's header bar action. */
  timer = tav_window_get_timer (app.window);
  g_assert_false (tav_round_timer_get_running (timer));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (app.window), "win.timer-toggle", NULL));
  g_assert_true (tav_round_timer_get_running (timer));
  g_assert_cmpuint (tav_round_timer_get_duration (timer), >, 0);

  /* Find my table: Player 12's table, seat and opponent in round 2. */
  round = tav_stage_get_last_round (tav_event_get_current_stage (event));
  g_assert_cmpuint (tav_round_get_number (round), ==, 2);
  table = tav_round_find_player (round, "p12", &seat);
  g_assert_nonnull (table);
  where = g_strdup_printf ("<p class=\"where\">Table %u, seat %u</p>", tav_table_get_number (table), seat + 1);
  opponent = g_strdup_printf ("<span>Opponent:</span> %s</p>",
                              tav_player_get_name (tav_event_find_player (event, tav_table_get_seat (table, 1 - seat))));
  find = browse (&app, chromium, "/?q=player+12", "venue-app-find.png");
  g_assert_nonnull (strstr (find, "<h1>Find my table — Round 2</h1>"));
  g_assert_nonnull (strstr (find, "<h2>Player 12</h2>"));
  g_assert_nonnull (strstr (find, where));
  g_assert_nonnull (strstr (find, opponent));
  g_assert_null (strstr (find, "<h2>Player 1</h2>"));
  check_timer (find, tav_round_timer_get_duration (timer));

  /* Not published: no ranking at all, not a name. */
  hidden = browse (&app, chromium, "/standings", NULL);
  g_assert_nonnull (strstr (hidden, "The standings are not public yet: the organiser publishes them."));
  g_assert_null (strstr (hidden, "<table"));
  g_assert_null (strstr (hidden, "Player "));
  check_timer (hidden, tav_round_timer_get_duration (timer));

  /* Published from the Standings page: the phones have them. */
  publish (&app);
  wait_until (page_shows, &published);
  shown = browse (&app, chromium, "/standings", "venue-app-standings.png");
  standings = tav_event_compute_standings (event);
  g_assert_cmpuint (tav_standings_get_n_rows (standings), ==, N_PLAYERS);
  g_assert_cmpint (tav_standings_get_column (standings, 0)->kind, ==, TAV_COLUMN_INTEGER);
  for (guint i = 0; i < N_PLAYERS; i++)
    {
      TavStandingsRow *row = tav_standings_get_row (standings, i);
      g_autofree char *expected = g_strdup_printf ("<tr><td>%u</td><td>%s</td><td>%.0f</td></tr>",
                                                   tav_standings_row_get_rank (row),
                                                   tav_player_get_name (tav_standings_row_get_player (row)),
                                                   tav_standings_row_get_value (row, 0));

      g_assert_nonnull (strstr (shown, expected));
    }
  /* Round 1's winners have 3 points: twenty of them lead. */
  g_assert_cmpfloat (tav_standings_row_get_value (tav_standings_get_row (standings, 19), 0), >,
                     tav_standings_row_get_value (tav_standings_get_row (standings, 20), 0));
  check_timer (shown, tav_round_timer_get_duration (timer));

  app_venue_off (&app);
  app_close (&app);
}

/* ---- The season, chosen in the venue window -------------------------- */

static const char *
season_subtitle (App *app)
{
  AdwActionRow *row = ADW_ACTION_ROW (gtk_widget_get_template_child (GTK_WIDGET (app->venue),
                                                                    TAV_TYPE_VENUE_WINDOW, "season_row"));

  return adw_action_row_get_subtitle (row);
}

/* The Varna event of tests/venue/season-catan.json (figures by hand in
 * tests/venue/test-venue-season.c): its season chosen in the venue window
 * is shown, remembered on this computer and not in the event file, held
 * back until the app publishes Varna's standings. */
static void
test_season (void)
{
  g_autoptr(TavEvent) varna = tav_test_catan_varna (TAV_TEST_VARNA_ID);
  g_autoptr(GError) error = NULL;
  g_autofree char *catan = NULL;
  g_autofree char *bgl = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *page = NULL;
  g_autofree char *again = NULL;
  g_autofree char *linked = NULL;
  App app = { NULL, };
  PageShows whole = { &app, "/season", "<summary>Tournaments in the ranking: 2</summary>" };
  PageShows none = { &app, "/season", "This tournament is not part of a season." };
  AdwMessageDialog *dialog;

  /* Nothing left from an earlier run. */
  tav_season_link_set (varna, NULL, NULL);
  app_open (&app, varna);
  catan = tav_test_copy_source (app.dir, "venue/season-catan.json");
  bgl = tav_test_copy_source (app.dir, "venue/season-bgl.json");
  g_assert_true (g_file_get_contents (app.path, &before, NULL, &error));

  app_venue_on (&app);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gtk_widget_get_template_child (
    GTK_WIDGET (app.venue), TAV_TYPE_VENUE_WINDOW, "season_list"))));
  g_assert_true (g_str_has_prefix (season_subtitle (&app), "None:"));

  g_assert_true (tav_venue_window_set_season_file (app.venue, catan));
  g_assert_nonnull (strstr (season_subtitle (&app), "“Ранглиста 2026” (season-catan.json)"));
  gtk_window_present (GTK_WINDOW (app.venue));
  tav_test_screenshot (NULL, "venue-window-season.png");
  page = get (&app, "/season");
  /* Varna is in the season, unpublished: the season before it. */
  g_assert_nonnull (strstr (page, "<tr><td>1</td><td>Иван Петров</td><td>296</td></tr>"));
  g_assert_nonnull (strstr (page, "The results of “Varna Open” count here once its standings are public."));
  g_assert_null (strstr (page, "Elena"));

  /* Remembered for the event on this computer, not in the event file. */
  linked = tav_season_link_get (varna, NULL);
  g_assert_cmpstr (linked, ==, catan);
  g_assert_true (g_file_get_contents (app.path, &after, NULL, &error));
  g_assert_cmpstr (after, ==, before);
  app_venue_off (&app);
  app_venue_on (&app);
  again = get (&app, "/season");
  g_assert_nonnull (strstr (again, "<tr><td>1</td><td>Иван Петров</td><td>296</td></tr>"));
  g_assert_nonnull (strstr (season_subtitle (&app), "“Ранглиста 2026” (season-catan.json)"));

  /* A season of another ruleset is refused, the one shown kept. */
  g_assert_false (tav_venue_window_set_season_file (app.venue, bgl));
  wait_until (toplevel_shown, GSIZE_TO_POINTER (ADW_TYPE_MESSAGE_DIALOG));
  dialog = tav_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Could Not Show the Season");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "ranks bgl tournaments"));
  gtk_window_destroy (GTK_WINDOW (dialog));
  wait_until (toplevel_gone, GSIZE_TO_POINTER (ADW_TYPE_MESSAGE_DIALOG));
  g_clear_pointer (&linked, g_free);
  linked = tav_season_link_get (varna, NULL);
  g_assert_cmpstr (linked, ==, catan);

  /* Published in the app: the phones get Varna's results in the season. */
  publish (&app);
  wait_until (page_shows, &whole);
  g_clear_pointer (&page, g_free);
  page = get (&app, "/season");
  g_assert_nonnull (strstr (page, "<tr><td>1</td><td>&lt;script&gt;alert(1)&lt;/script&gt;</td><td>21</td></tr>"));
  g_assert_nonnull (strstr (page, "<tr><td>—</td><td>Иван Петров <span class=\"note\">Permanent ranking</span>"
                                  "</td><td>303</td></tr>"));

  /* The file gone when the window opens (a disk not plugged in): said in
   * the row, still remembered, back once the file is. */
  {
    g_autofree char *moved = g_strconcat (catan, ".away", NULL);

    g_assert_cmpint (g_rename (catan, moved), ==, 0);
    app_venue_off (&app);
    app_venue_on (&app);
    g_assert_true (g_str_has_prefix (season_subtitle (&app), "Could not read the season file "));
    wait_until (page_shows, &none);
    g_clear_pointer (&linked, g_free);
    linked = tav_season_link_get (varna, NULL);
    g_assert_cmpstr (linked, ==, catan);
    g_assert_cmpint (g_rename (moved, catan), ==, 0);
    app_venue_off (&app);
    app_venue_on (&app);
    wait_until (page_shows, &whole);
  }

  /* Removed: forgotten, and the page says the event is in no season. */
  g_assert_true (tav_venue_window_set_season_file (app.venue, NULL));
  wait_until (page_shows, &none);
  g_clear_pointer (&linked, g_free);
  linked = tav_season_link_get (varna, NULL);
  g_assert_null (linked);
  g_assert_true (g_str_has_prefix (season_subtitle (&app), "None:"));

  app_venue_off (&app);
  app_close (&app);
}

/* ---- Issue 35: the judges' floor -------------------------------------- */

typedef struct
{
  App        *app;
  const char *code;
  const char *language;
} Judge;

/* A page the app's server makes on the app's main loop (a judge's):
 * asked while that loop runs. */
static char *
fetch_page (App        *app,
            const char *path,
            const char *language)
{
  guint status = 0;
  char *text = tav_test_http_send (app->session, app->base, path, NULL, language, &status);

  g_assert_cmpuint (status, ==, 200);
  return text;
}

/* The judge's page for @table (0: the console) as served to his phone,
 * opened in Chromium at a phone's size with @script filling the form of
 * class @form and sending it: the answer's DOM. */
static char *
judge_acts (Judge      *judge,
            const char *chromium,
            guint       table,
            const char *form,
            const char *fill)
{
  g_autofree char *code = g_uri_escape_string (judge->code, NULL, FALSE);
  g_autofree char *path = g_strdup_printf ("/judge?code=%s&table=%u&lang=%s", code, table, judge->language);
  g_autofree char *script = g_strdup_printf ("var f = document.querySelector ('form.%s');\n%s\nf.submit ();",
                                             form, fill);
  g_autofree char *html = fetch_page (judge->app, path, judge->language);

  return tav_test_browse_html (chromium, html, judge->app->base, script, judge->language, 360, 740);
}

static gboolean
is_released (gpointer data)
{
  TavEvent *event = tav_window_get_event (data);
  TavStage *stage = tav_event_get_current_stage (event);

  return stage != NULL && tav_round_get_released (tav_stage_get_last_round (stage));
}

typedef struct
{
  TavWindow  *window;
  const char *act;
  guint       n;
} LogHas;

static gboolean
log_has (gpointer data)
{
  LogHas *has = data;
  GListModel *log = tav_event_get_log (tav_window_get_event (has->window));
  guint found = 0;

  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr(TavLogEntry) entry = g_list_model_get_item (log, i);

      found += g_str_equal (tav_log_entry_get_act (entry), has->act);
    }
  return found >= has->n;
}

static const char *
winner (TavEvent *event,
        guint     table)
{
  TavRound *round = tav_stage_get_last_round (tav_event_get_current_stage (event));
  JsonObject *result = tav_table_get_result (tav_round_find_table (round, table));

  return result ? json_object_get_string_member (result, "winner") : NULL;
}

/* One CSV line of the log: the act at @table by @hand (kind,name). */
static void
assert_csv_line (const char *csv,
                 const char *hand,
                 const char *act,
                 guint       table)
{
  g_autofree char *where = table ? g_strdup_printf ("%u", table) : g_strdup ("");
  g_autofree char *pattern = g_strdup_printf ("^[^,]+,%s,%s,swiss,1,%s,", hand, act, where);

  if (!g_regex_match_simple (pattern, csv, G_REGEX_MULTILINE, 0))
    g_error ("no “%s” line in the log's CSV:\n%s", pattern, csv);
}

/* Issue 35's “done when”: a 40-player Destiny round drawn, checked and
 * released in the app; two judges on phone-sized browsers add time to two
 * tables, enter three results (one corrected) and record a warning; the
 * organiser sees it all in the log, the projector shows the extended
 * tables' clocks, and the log's CSV names every act with its hand. */
static void
test_judges_day (void)
{
  g_autofree char *chromium = tav_test_find_chromium ();
  g_autoptr(TavEvent) start = tav_event_new ("destiny", "Destiny Floor");
  g_autoptr(GError) error = NULL;
  g_autofree char *marco_code = NULL;
  g_autofree char *lucia_code = NULL;
  g_autofree char *console = NULL;
  g_autofree char *waiting = NULL;
  g_autofree char *csv = NULL;
  g_autofree char *csv_path = NULL;
  g_autoptr(GFile) csv_file = NULL;
  TavLogWindow *log_window;
  GtkListBox *list;
  guint n_entries;
  App app = { NULL, };
  Judge marco = { &app, NULL, "it" };
  Judge lucia = { &app, NULL, "ru" };
  LogHas extended = { NULL, "table-extended", 2 };
  LogHas corrected = { NULL, "result-corrected", 1 };
  LogHas warned = { NULL, "penalty", 1 };
  TavPublicDisplay *display;
  TavRoundsPage *page;
  TavEvent *event;
  TavRound *round;
  const char *clocks;
  const char *warned_player;
  char *dom;

  if (chromium == NULL)
    {
      g_test_skip ("Chromium is not installed");
      return;
    }

  /* The organiser's setup: rounds wait to be released; two floor judges
   * whose results go in at once. */
  tav_event_set_seed (start, 35);
  for (guint i = 0; i < N_PLAYERS; i++)
    {
      g_autofree char *name = g_strdup_printf (i % 2 ? "Giocatore %02u" : "Игрок %02u", i + 1);

      g_assert_nonnull (tav_event_add_player (start, name, NULL));
    }
  g_assert_true (tav_event_change_release (start, TRUE, &error));
  marco_code = tav_inbox_add_judge (tav_event_get_inbox (start), "Marco", TRUE, &error);
  g_assert_no_error (error);
  lucia_code = tav_inbox_add_judge (tav_event_get_inbox (start), "Лючия", TRUE, &error);
  g_assert_no_error (error);
  marco.code = marco_code;
  lucia.code = lucia_code;
  app_open (&app, start);
  extended.window = corrected.window = warned.window = app.window;
  app_venue_on (&app);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (app.window), "win.public-display", NULL));
  display = tav_test_wait_for_toplevel (TAV_TYPE_PUBLIC_DISPLAY);

  /* Drawn: the room and the judges see that it is being prepared. */
  page = TAV_ROUNDS_PAGE (gtk_widget_get_template_child (GTK_WIDGET (app.window), TAV_TYPE_WINDOW, "rounds_page"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (app.window), "win.show-page", "s", "rounds"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "rounds.draw", NULL));
  event = tav_window_get_event (app.window);
  round = tav_stage_get_last_round (tav_event_get_current_stage (event));
  g_assert_cmpuint (tav_round_get_n_tables (round), ==, N_PLAYERS / 2);
  g_assert_false (tav_round_get_released (round));
  {
    g_autofree char *code = g_uri_escape_string (marco.code, NULL, FALSE);
    g_autofree char *path = g_strdup_printf ("/judge?code=%s", code);

    waiting = fetch_page (&app, path, "en");
  }
  g_assert_nonnull (strstr (waiting, "The next round is being prepared"));
  g_assert_null (strstr (waiting, "Giocatore 02"));

  /* Checked (the seating read, round 1 whole) and released. */
  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    g_assert_cmpuint (tav_table_get_n_seats (tav_round_get_table (round, t)), ==, 2);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (app.window), "win.release-round", NULL));
  wait_until (is_released, app.window);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (app.window), "win.timer-toggle", NULL));
  g_assert_true (tav_round_timer_get_running (tav_window_get_timer (app.window)));

  /* The console on Marco's phone lists the twenty tables. */
  {
    g_autofree char *code = g_uri_escape_string (marco.code, NULL, FALSE);
    g_autofree char *path = g_strdup_printf ("/judge?code=%s&lang=it", code);

    console = browse (&app, chromium, path, NULL);
  }
  for (guint t = 1; t <= N_PLAYERS / 2; t++)
    {
      g_autofree char *row = g_strdup_printf ("<li data-filter=\"%u ", t);

      g_assert_nonnull (strstr (console, row));
    }

  /* Two judges add time to two tables. */
  dom = judge_acts (&marco, chromium, 3, "extend-form", "f.minutes.value = '5'; f.reason.value = 'Controllo mazzo';");
  g_free (dom);
  dom = judge_acts (&lucia, chromium, 8, "extend-form", "f.minutes.value = '3'; f.reason.value = 'Вызов судьи';");
  g_free (dom);
  wait_until (log_has, &extended);
  g_assert_cmpuint (tav_table_get_extra_minutes (tav_round_find_table (round, 3)), ==, 5);
  g_assert_cmpuint (tav_table_get_extra_minutes (tav_round_find_table (round, 8)), ==, 3);

  /* Three results, the first corrected by the other judge. */
  dom = judge_acts (&marco, chromium, 1, "result-form", "f.winner.selectedIndex = 1;");
  g_free (dom);
  dom = judge_acts (&marco, chromium, 2, "result-form", "f.winner.selectedIndex = 2;");
  g_free (dom);
  dom = judge_acts (&lucia, chromium, 5, "result-form", "f.winner.selectedIndex = 1;");
  g_free (dom);
  dom = judge_acts (&lucia, chromium, 1, "result-form", "f.winner.selectedIndex = 2;");
  g_free (dom);
  wait_until (log_has, &corrected);
  g_assert_cmpstr (winner (event, 1), ==, tav_table_get_seat (tav_round_find_table (round, 1), 1));
  g_assert_cmpstr (winner (event, 2), ==, tav_table_get_seat (tav_round_find_table (round, 2), 1));
  g_assert_cmpstr (winner (event, 5), ==, tav_table_get_seat (tav_round_find_table (round, 5), 0));
  g_assert_cmpuint (tav_round_get_n_entered (round), ==, 3);

  /* A warning at table 3, from Marco's phone. */
  warned_player = tav_table_get_seat (tav_round_find_table (round, 3), 0);
  dom = judge_acts (&marco, chromium, 3, "penalty-form",
                    "f.player.selectedIndex = 1; f.kind.value = 'warning'; f.reason.value = 'Gioco lento';");
  g_free (dom);
  wait_until (log_has, &warned);
  g_assert_cmpuint (tav_event_count_penalties (event, warned_player, TAV_PENALTY_WARNING), ==, 1);

  /* The projector: the two extended tables' own clocks. */
  clocks = gtk_label_get_label (GTK_LABEL (gtk_widget_get_template_child (GTK_WIDGET (display), TAV_TYPE_PUBLIC_DISPLAY,
                                                                            "clocks_label")));
  g_test_message ("The projector's clocks: %s", clocks);
  g_assert_nonnull (strstr (clocks, "Table 3 · +5 min · "));
  g_assert_nonnull (strstr (clocks, "Table 8 · +3 min · "));

  /* The organiser's Log window: the judges' acts, filtered by hand and by
   * table; its CSV export names every act with its hand. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (app.window), "win.log", NULL));
  log_window = tav_test_wait_for_toplevel (TAV_TYPE_LOG_WINDOW);
  wait_until (tav_test_is_mapped, log_window);
  list = tav_log_window_get_list (log_window);
  n_entries = g_list_model_get_n_items (tav_event_get_log (event));
  g_assert_cmpuint (tav_test_n_rows (list), ==, n_entries);
  tav_log_window_set_hand (log_window, TAV_HAND_JUDGE);
  /* Two extensions, four results sent and entered (one a correction), a
   * warning: every one of them a judge's. */
  g_assert_cmpuint (tav_test_n_rows (list), ==, n_entries - 2);
  tav_log_window_set_hand (log_window, -1);
  tav_log_window_set_search (log_window, "3");
  g_assert_cmpuint (tav_test_n_rows (list), ==, 2);
  tav_log_window_set_search (log_window, "");
  csv_path = g_build_filename (app.dir, "log.csv", NULL);
  csv_file = g_file_new_for_path (csv_path);
  g_assert_true (tav_log_window_export_to (log_window, csv_file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (csv_path, &csv, NULL, &error));
  g_test_message ("%s", csv);
  assert_csv_line (csv, "app,", "round-drawn", 0);
  assert_csv_line (csv, "app,", "round-released", 0);
  assert_csv_line (csv, "judge,Marco", "table-extended", 3);
  assert_csv_line (csv, "judge,Лючия", "table-extended", 8);
  assert_csv_line (csv, "judge,Marco", "result-entered", 1);
  assert_csv_line (csv, "judge,Marco", "result-entered", 2);
  assert_csv_line (csv, "judge,Лючия", "result-entered", 5);
  assert_csv_line (csv, "judge,Лючия", "result-corrected", 1);
  assert_csv_line (csv, "judge,Marco", "penalty", 3);

  tav_round_timer_reset (tav_window_get_timer (app.window));
  gtk_window_destroy (GTK_WINDOW (log_window));
  gtk_window_destroy (GTK_WINDOW (display));
  app_venue_off (&app);
  app_close (&app);
}

int
main (int   argc,
      char *argv[])
{
  /* For screenshots in another language (LANGUAGE, and TAV_LOCALE_DIR
   * the build directory's catalogs); the checks read English. */
  if (g_getenv ("TAV_LOCALE_DIR") != NULL)
    tav_i18n_init ();
  tav_test_gtk_init (&argc, &argv);
  adw_init ();

  g_test_add_func ("/venue-app/destiny-room", test_destiny_room);
  g_test_add_func ("/venue-app/season", test_season);
  g_test_add_func ("/venue-app/judges-day", test_judges_day);

  return g_test_run ();
}
