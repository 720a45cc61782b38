/* test-venue-season.c — the season page: the league ranking of the event's
 * season, as the room may see it, asked over HTTP on 127.0.0.1
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>
#include <libsoup/soup.h>

#include "tav-event-private.h"
#include "tav-season-document.h"
#include "tav-test-catan.h"
#include "tav-test-files.h"
#include "tav-test-http.h"
#include "tav-test-venue.h"
#include "tav-test-wait.h"

#define EVIL "<script>alert(1)</script>"
#define ESCAPED "&lt;script&gt;alert(1)&lt;/script&gt;"
#define VARNA_ID TAV_TEST_VARNA_ID
#define OTHER_ID "cccccccccccccccccccccccccccccccc"   /* an event not in the season */

/* tests/venue/season-catan.json, a catan-bg season (permanent ranking at
 * 300 TP) of two tournaments, by hand:
 *
 *                     carried  Sofia (t1)  Varna (t2)   both   Sofia only
 *   Иван Петров         290        6           7        303      296
 *   Мария Смирнова       —        11           9         20       11
 *   <script>…            —         8          13         21        8
 *   Petar Vasilev        —        10           —         10       10
 *   Elena Dimitrova      —         —          12         12        —
 *
 * With both, Иван Петров has 303 TP: he has moved to the permanent ranking
 * and is listed last, outside the ranking: 1 <script>… 21, 2 Мария 20,
 * 3 Elena 12, 4 Petar 10, — Иван 303. Without Varna he leads with 296:
 * 1 Иван 296, 2 Мария 11, 3 Petar 10, 4 <script>… 8, and Elena has not
 * played. The event served is Varna (its event id is t2's).
 */
typedef struct
{
  TavTestVenue  venue;
  char         *dir;
  char         *season;
} Fixture;

/* @data: the event id of the event served (NULL: Varna's). */
static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  f->dir = g_dir_make_tmp ("tavolo-venue-season-XXXXXX", &error);
  g_assert_no_error (error);
  f->season = tav_test_copy_source (f->dir, "venue/season-catan.json");
  f->venue.event = tav_test_catan_varna (data ? data : VARNA_ID);
  tav_test_venue_prepare (&f->venue);
  /* The tests poll a page: no limit on requests (tested in test-venue.c). */
  tav_venue_server_set_limits (f->venue.server, 2048, 16, G_MAXUINT);
  g_assert_true (tav_venue_server_set_season_file (f->venue.server, f->season, &error));
  g_assert_no_error (error);
  tav_test_venue_start (&f->venue);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  tav_test_venue_tear_down (&f->venue, NULL);
  g_remove (f->season);
  g_rmdir (f->dir);
  g_free (f->season);
  g_free (f->dir);
}

static char *
get (Fixture    *f,
     const char *path,
     const char *language)
{
  return tav_test_http_get (f->venue.session, f->venue.base, path, language);
}

/* The rows of the page's ranking, “rank|name|value|note” a line. */
static char *
ranking_rows (const char *page)
{
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GRegex) row = g_regex_new ("<tr><td>([^<]*)</td><td>([^<]*)(?: <span class=\"note\">([^<]*)</span>)?"
                                       "</td><td>([^<]*)</td></tr>", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;

  for (g_regex_match (row, page, 0, &match); g_match_info_matches (match); g_match_info_next (match, NULL))
    {
      g_autofree char *rank = g_match_info_fetch (match, 1);
      g_autofree char *name = g_match_info_fetch (match, 2);
      g_autofree char *note = g_match_info_fetch (match, 3);
      g_autofree char *value = g_match_info_fetch (match, 4);

      g_string_append_printf (out, "%s|%s|%s|%s\n", rank, name, value, note ? note : "");
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static const char full_ranking[] =
  "1|" ESCAPED "|21|\n"
  "2|Мария Смирнова|20|\n"
  "3|Elena Dimitrova|12|\n"
  "4|Petar Vasilev|10|\n"
  "—|Иван Петров|303|Permanent ranking\n";

static const char before_varna[] =
  "1|Иван Петров|296|\n"
  "2|Мария Смирнова|11|\n"
  "3|Petar Vasilev|10|\n"
  "4|" ESCAPED "|8|\n";

/* Varna is in the season but its standings are not published: the page
 * shows the season as it was before Varna, and no figure of Varna; once
 * they are published, the whole season. */
static void
test_held_back (Fixture       *f,
                gconstpointer  data)
{
  g_autofree char *page = get (f, "/season", NULL);
  g_autofree char *rows = ranking_rows (page);
  g_autofree char *find = get (f, "/", NULL);
  g_autofree char *published = NULL;
  g_autofree char *published_rows = NULL;

  g_assert_false (tav_event_is_ranking_public (f->venue.event));
  g_assert_nonnull (strstr (find, "<a href=\"/season\">Season</a>"));
  g_assert_nonnull (strstr (page, "<h1>Ранглиста 2026</h1>"));
  g_assert_cmpstr (rows, ==, before_varna);
  g_assert_nonnull (strstr (page, "The results of “Varna Open” count here once its standings are public."));
  g_assert_nonnull (strstr (page, "<summary>Tournaments in the ranking: 1</summary>"));
  g_assert_nonnull (strstr (page, "<li><time>2026-03-14</time> Sofia &lt;Open&gt;</li>"));
  /* Nothing of Varna: no one who played only there, no total with it. */
  g_assert_null (strstr (page, "Elena"));
  g_assert_null (strstr (page, "303"));
  g_assert_null (strstr (page, ">21<"));
  g_assert_null (strstr (page, ">20<"));
  g_assert_null (strstr (page, "2026-04-18"));
  g_assert_null (strstr (page, "Permanent ranking"));
  g_assert_null (strstr (page, EVIL));

  tav_event_set_published (f->venue.event, TRUE);
  tav_venue_server_refresh (f->venue.server);
  published = get (f, "/season", NULL);
  published_rows = ranking_rows (published);
  g_assert_cmpstr (published_rows, ==, full_ranking);
  g_assert_null (strstr (published, "count here once"));
  g_assert_nonnull (strstr (published, "<summary>Tournaments in the ranking: 2</summary>"));
  g_assert_nonnull (strstr (published, "<li><time>2026-04-18</time> Varna Open</li>"));
  g_assert_null (strstr (published, EVIL));
}

/* An event the season has not imported yet hides nothing of it; the page
 * in Russian and Bulgarian, by Accept-Language. */
static void
test_not_imported (Fixture       *f,
                   gconstpointer  data)
{
  g_autofree char *page = get (f, "/season", NULL);
  g_autofree char *rows = ranking_rows (page);
  g_autofree char *ru = get (f, "/season", "ru-RU,ru;q=0.9");
  g_autofree char *bg = get (f, "/season", "bg");

  g_assert_false (tav_event_is_ranking_public (f->venue.event));
  g_assert_cmpstr (rows, ==, full_ranking);
  g_assert_null (strstr (page, "count here once"));

  g_assert_nonnull (strstr (ru, "<html lang=\"ru\">"));
  g_assert_nonnull (strstr (ru, "<a href=\"/season\" aria-current=\"page\">Сезон</a>"));
  g_assert_nonnull (strstr (ru, "<th scope=\"col\">ТО</th>"));
  g_assert_nonnull (strstr (ru, "<td>Иван Петров <span class=\"note\">Постоянный рейтинг</span></td><td>303</td>"));
  g_assert_nonnull (strstr (ru, "<summary>Турниров в рейтинге: 2</summary>"));
  g_assert_nonnull (strstr (bg, "<html lang=\"bg\">"));
  g_assert_nonnull (strstr (bg, "<summary>Турнири в ранглистата: 2</summary>"));
}

static gboolean
page_shows (gpointer data)
{
  gpointer *args = data;
  g_autofree char *page = get (args[0], "/season", NULL);

  return strstr (page, args[1]) != NULL;
}

static gboolean
is_set (gpointer data)
{
  return *(char **) data != NULL;
}

static void
season_error_cb (TavVenueServer *server,
                 const char     *message,
                 char          **told)
{
  g_free (*told);
  *told = g_strdup (message);
}

/* The season file saved again (a tournament removed, as `season remove`
 * does): the page follows. (The event served is not in the season.) A file that cannot be read is reported and
 * the last version read stays on show. */
static void
test_follows_file (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TavSeason) season = tav_season_load_file (f->season, &error);
  g_autofree char *told = NULL;
  g_autofree char *page = NULL;
  gpointer args[2] = { f, "<summary>Tournaments in the ranking: 1</summary>" };

  g_assert_no_error (error);
  g_signal_connect (f->venue.server, "season-error", G_CALLBACK (season_error_cb), &told);
  g_assert_true (tav_season_remove_tournament (season, "t1", &error));
  g_assert_true (tav_season_save_file (season, f->season, FALSE, &error));
  g_assert_no_error (error);
  tav_test_wait_until (page_shows, args, "the season page without Sofia");
  page = get (f, "/season", NULL);
  /* Varna alone: <script>… 13, Elena 12, Мария 9; Иван 297, still ranked. */
  g_assert_nonnull (strstr (page, "<tr><td>1</td><td>Иван Петров</td><td>297</td></tr>"));
  g_assert_nonnull (strstr (page, "<tr><td>2</td><td>" ESCAPED "</td><td>13</td></tr>"));
  g_assert_null (strstr (page, "Petar"));

  g_assert_true (g_file_set_contents (f->season, "{\"format\": \"tavolo-season\", ", -1, &error));
  tav_test_wait_until (is_set, &told, "the season file reported unreadable");
  g_assert_nonnull (strstr (told, "line"));
  g_clear_pointer (&page, g_free);
  page = get (f, "/season", NULL);
  g_assert_nonnull (strstr (page, "<tr><td>1</td><td>Иван Петров</td><td>297</td></tr>"));
  g_signal_handlers_disconnect_by_data (f->venue.server, &told);
}

/* The Boardgame League's formula (docs/season-format.md): Andrea Rossi
 * 10 × (85 + 0.5 × 100) × (1 − e^(−26/10)) × 2.5 × (1 − e^(−1/10)) = 297.3,
 * Bruno Gallo 10 × 60 × (1 − e^(−2.6)) × 2.5 × (1 − e^(−0.1)) = 132.1,
 * Elisa Marino only her bonus for last year's 1320: 150. In Italian. */
static void
test_bgl (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tavolo-venue-season-XXXXXX", &error);
  g_autofree char *path = tav_test_copy_source (dir, "venue/season-bgl.json");
  g_autofree char *catan = tav_test_copy_source (dir, "venue/season-catan.json");
  g_autoptr(TavEvent) event = tav_event_new ("bgl", "Coppa <Lucca>");
  g_autoptr(TavVenueServer) server = tav_venue_server_new ();
  Fixture f = { 0, };
  g_autofree char *page = NULL;
  g_autofree char *rows = NULL;

  tav_venue_server_set_event (server, event);
  /* A season of another ruleset, or a file that is none, is refused. */
  g_assert_false (tav_venue_server_set_season_file (server, catan, &error));
  g_assert_error (error, TAV_SEASON_ERROR, TAV_SEASON_ERROR_REFUSED);
  g_assert_nonnull (strstr (error->message, "ranks catan-bg tournaments"));
  g_clear_error (&error);
  g_assert_false (tav_venue_server_set_season_file (server, dir, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_null (tav_venue_server_get_season_file (server));

  g_assert_true (tav_venue_server_set_season_file (server, path, &error));
  g_assert_no_error (error);
  g_assert_true (tav_venue_server_start (server, "127.0.0.1", 0, &error));
  f.venue.base = g_strdup_printf ("http://127.0.0.1:%u", tav_venue_server_get_port (server));
  f.venue.session = soup_session_new ();
  page = get (&f, "/season?lang=it", NULL);
  rows = ranking_rows (page);
  g_assert_cmpstr (rows, ==,
                   "1|Andrea Rossi|297|\n"
                   "2|Elisa Marino|150|\n"
                   "3|Bruno Gallo|132|\n");
  g_assert_nonnull (strstr (page, "<th scope=\"col\">Punti BGL</th>"));
  g_assert_nonnull (strstr (page, "<title>Boardgame League 2026 — Coppa &lt;Lucca&gt;</title>"));

  tav_venue_server_stop (server);
  g_clear_object (&f.venue.session);
  g_free (f.venue.base);
  g_remove (path);
  g_remove (catan);
  g_rmdir (dir);
}

/* Without a season, no link to the page, and the page says so. */
static void
test_no_season (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TavEvent) event = tav_test_catan_varna (VARNA_ID);
  g_autoptr(TavVenueServer) server = tav_venue_server_new ();
  Fixture f = { 0, };
  g_autofree char *find = NULL;
  g_autofree char *page = NULL;

  tav_venue_server_set_event (server, event);
  g_assert_true (tav_venue_server_start (server, "127.0.0.1", 0, &error));
  f.venue.base = g_strdup_printf ("http://127.0.0.1:%u", tav_venue_server_get_port (server));
  f.venue.session = soup_session_new ();
  find = get (&f, "/", NULL);
  page = get (&f, "/season", NULL);
  g_assert_null (strstr (find, "/season"));
  g_assert_nonnull (strstr (page, "This tournament is not part of a season."));
  g_assert_null (strstr (page, "<table"));

  tav_venue_server_stop (server);
  g_clear_object (&f.venue.session);
  g_free (f.venue.base);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/venue/season/held-back", Fixture, NULL, fixture_set_up, test_held_back, fixture_tear_down);
  g_test_add ("/venue/season/not-imported", Fixture, OTHER_ID, fixture_set_up, test_not_imported,
              fixture_tear_down);
  g_test_add ("/venue/season/follows-file", Fixture, OTHER_ID, fixture_set_up, test_follows_file,
              fixture_tear_down);
  g_test_add_func ("/venue/season/bgl", test_bgl);
  g_test_add_func ("/venue/season/no-season", test_no_season);

  return g_test_run ();
}
