/* test-venue-release.c — the venue under round release, and the tables'
 * own clocks: no page, live message or table link names a table of a round
 * the organiser has not released; a table's clock is the round timer and
 * the minutes the judges added to it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <signal.h>
#include <string.h>
#include <sys/prctl.h>

#include <json-glib/json-glib.h>
#include <libsoup/soup.h>

#include "tav-event-private.h"
#include "tav-table-token.h"
#include "tav-test-browser.h"
#include "tav-test-destiny.h"
#include "tav-test-http.h"
#include "tav-test-venue.h"
#include "tav-test-wait.h"

#define N_PLAYERS 39   /* odd: a bye, won when drawn, in every round */

static const char * const languages[] = { "en", "ru", "it", "bg" };

/* "Round 2 is being prepared", as each language's catalog says it. */
static const char * const prepared[] = {
  "Round 2 is being prepared",
  "Раунд 2 готовится",
  "Il turno 2 è in preparazione",
  "Рунд 2 се подготвя",
};

typedef struct
{
  TavTestVenue    venue;
  TavStage       *swiss;
  TavTable       *browsed;    /* the table whose form the browser has open */
} Fixture;

/* A Destiny event, its round 1 played and published, released by hand
 * from now on. */
static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  f->venue.event = tav_event_new ("destiny", "Destiny Open");
  tav_event_set_seed (f->venue.event, 11);
  for (guint i = 0; i < N_PLAYERS; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %02u", i + 1);

      g_assert_nonnull (tav_event_add_player (f->venue.event, name, NULL));
    }
  tav_inbox_set_key (tav_event_get_inbox (f->venue.event), TAV_TEST_VENUE_KEY);
  tav_test_destiny_play_round (f->venue.event, FALSE);
  f->swiss = tav_event_find_stage (f->venue.event, "swiss");
  tav_event_set_published (f->venue.event, TRUE);
  g_assert_true (tav_event_change_release (f->venue.event, TRUE, &error));
  g_assert_no_error (error);
  g_assert_false (tav_event_is_round_waiting (f->venue.event));

  tav_test_venue_prepare (&f->venue);
  /* Every page of every player in four languages: more than a phone's
   * rate. */
  tav_venue_server_set_limits (f->venue.server, 2048, 16, 1000000);
  tav_test_venue_start (&f->venue);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  tav_test_venue_tear_down (&f->venue, NULL);
}

static char *
get_ok (Fixture    *f,
        const char *path,
        const char *language)
{
  guint status = 0;
  char *body = tav_test_http_send (f->venue.session, f->venue.base, path, NULL, language, &status);

  g_assert_cmpuint (status, ==, 200);
  return body;
}

/* The page without what may differ between two versions of the same
 * public state: the version, the clocks' figures and the notice of the
 * round being prepared. */
static char *
comparable (const char *page)
{
  g_autoptr(GRegex) version = g_regex_new ("data-version=\"[0-9]+\"", 0, 0, NULL);
  g_autoptr(GRegex) notice = g_regex_new ("<p class=\"prepared\" role=\"status\">[^<]*</p>\n", 0, 0, NULL);
  g_autofree char *a = g_regex_replace_literal (version, page, -1, 0, "", 0, NULL);

  return g_regex_replace_literal (notice, a, -1, 0, "", 0, NULL);
}

/* Every page the room can open: each one, and each player's "where do I
 * sit", in every language. */
static GPtrArray *
public_pages (void)
{
  static const char * const paths[] = { "/", "/round", "/standings", "/finals", "/season" };
  GPtrArray *pages = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    g_ptr_array_add (pages, g_strdup (paths[i]));
  for (guint i = 0; i < N_PLAYERS; i++)
    g_ptr_array_add (pages, g_strdup_printf ("/?q=Player+%02u", i + 1));
  return pages;
}

static GPtrArray *
fetch_all (Fixture   *f,
           GPtrArray *paths,
           guint      language)
{
  GPtrArray *bodies = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < paths->len; i++)
    g_ptr_array_add (bodies, get_ok (f, paths->pdata[i], languages[language]));
  return bodies;
}

static char *
version_event (Fixture *f)
{
  return g_strdup_printf ("event: version\ndata: %" G_GUINT64_FORMAT "\n\n",
                          tav_venue_server_get_version (f->venue.server));
}

/* The link printed under seat 1's name on round @round's sheet of @table. */
static char *
seat_link (Fixture *f,
           guint    round,
           guint    table)
{
  g_autofree char *token = tav_token_for_seat (TAV_TEST_VENUE_KEY, "swiss", round, table, 1);

  return g_strdup_printf ("/t/swiss/%u/%u/%s", round, table, token);
}

static void
draw_round_2 (Fixture *f)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (tav_event_draw_round (f->venue.event, &error));
  g_assert_no_error (error);
  g_assert_true (tav_event_is_round_waiting (f->venue.event));
  tav_venue_server_refresh (f->venue.server);
}

/* A table of round 2 with two players (not the bye). */
static TavTable *
round_2_table (Fixture *f)
{
  TavRound *round = tav_stage_get_round (f->swiss, 2);

  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    if (tav_table_get_n_seats (tav_round_get_table (round, t)) == 2)
      return tav_round_get_table (round, t);
  g_assert_not_reached ();
}

static const char *
seat_name (Fixture  *f,
           TavTable *table,
           guint     seat)
{
  return tav_player_get_name (tav_event_find_player (f->venue.event, tav_table_get_seat (table, seat)));
}

/* With "after I release it", drawing round 2 changes nothing the room
 * sees but a line saying that it is being prepared: every page of every
 * player, in four languages, is the page of round 1; the live stream
 * carries nothing of round 2; a sheet's link of round 2 shows no seat and
 * takes no result. Released, round 2 is everywhere. */
static void
test_prepared (Fixture       *f,
               gconstpointer  data)
{
  g_autoptr(GPtrArray) paths = public_pages ();
  GPtrArray *before[G_N_ELEMENTS (languages)] = { NULL, };
  g_autoptr(GError) error = NULL;
  g_autofree char *link = NULL;
  g_autofree char *link_page = NULL;
  g_autofree char *posted = NULL;
  g_autofree char *released = NULL;
  g_autofree char *where = NULL;
  g_autofree char *first_version = NULL;
  g_autofree char *last_version = NULL;
  g_autofree char *found = NULL;
  TavTable *table;
  guint status = 0, seat = 0;
  TavTestLive *live = NULL;

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    before[l] = fetch_all (f, paths, l);

  live = tav_test_live_open (f->venue.session, f->venue.base);
  first_version = version_event (f);
  tav_test_live_wait (live, first_version);
  draw_round_2 (f);
  last_version = version_event (f);
  tav_test_live_wait (live, last_version);
  table = round_2_table (f);

  /* Judges may extend a table of the round they check: not shown yet. */
  g_assert_true (tav_event_extend_table (f->venue.event, f->swiss, 2, tav_table_get_number (table), 5,
                                         "Deck check", &error));
  g_assert_no_error (error);
  tav_venue_server_refresh (f->venue.server);
  g_clear_pointer (&last_version, g_free);
  last_version = version_event (f);
  tav_test_live_wait (live, last_version);

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_autoptr(GPtrArray) after = fetch_all (f, paths, l);

      for (guint i = 0; i < paths->len; i++)
        {
          g_autofree char *was = comparable (before[l]->pdata[i]);
          g_autofree char *is = comparable (after->pdata[i]);

          g_test_message ("%s %s", languages[l], (char *) paths->pdata[i]);
          g_assert_cmpstr (is, ==, was);
          g_assert_nonnull (strstr (after->pdata[i], prepared[l]));
        }
      g_ptr_array_unref (before[l]);
    }

  /* What the stream sent since the draw: versions and round 1's clocks. */
  g_test_message ("%s", tav_test_live_received (live));
  g_assert_null (strstr (tav_test_live_received (live), "\"round\":2"));
  g_assert_null (strstr (tav_test_live_received (live), "\"tables\":{\""));
  g_assert_nonnull (strstr (tav_test_live_received (live), "event: clocks\ndata: {\"stage\":\"swiss\",\"round\":1,"
                                                "\"tables\":{},\"counts\":{}}\n\n"));

  /* The sheet of round 2, printed before its release. */
  link = seat_link (f, 2, tav_table_get_number (table));
  link_page = get_ok (f, link, "it");
  g_assert_nonnull (strstr (link_page, "Il turno 2 è in preparazione"));
  g_assert_null (strstr (link_page, seat_name (f, table, 0)));
  g_assert_null (strstr (link_page, seat_name (f, table, 1)));
  g_assert_null (strstr (link_page, "<form"));
  g_assert_null (strstr (link_page, "data-remaining-ms"));
  posted = tav_test_http_send (f->venue.session, f->venue.base, link, "winner=p1&id=0123456789abcdef0123456789abcdef",
                                  NULL, &status);
  g_assert_cmpuint (status, ==, 409);
  g_assert_nonnull (strstr (posted, "Round 2 is being prepared"));
  g_assert_cmpuint (g_list_model_get_n_items (tav_inbox_get_submissions (tav_event_get_inbox (f->venue.event))), ==, 0);

  /* Released: everywhere at once. */
  g_assert_true (tav_event_release_round (f->venue.event, &error));
  g_assert_no_error (error);
  tav_venue_server_refresh (f->venue.server);
  g_clear_pointer (&last_version, g_free);
  last_version = version_event (f);
  tav_test_live_wait (live, last_version);
  tav_test_live_wait (live, "\"round\":2,");
  g_assert_false (tav_event_is_round_waiting (f->venue.event));

  released = get_ok (f, "/round", "en");
  g_assert_null (strstr (released, "being prepared"));
  g_assert_nonnull (strstr (released, "<h1>Round 2</h1>"));
  g_clear_pointer (&link_page, g_free);
  link_page = get_ok (f, link, "en");
  g_assert_nonnull (strstr (link_page, "<form"));
  g_assert_nonnull (strstr (link_page, seat_name (f, table, 1)));
  g_assert_null (strstr (link_page, "being prepared"));

  g_assert_nonnull (tav_round_find_player (tav_stage_get_round (f->swiss, 2), tav_table_get_seat (table, 1), &seat));
  where = g_strdup_printf ("Table %u, seat %u", tav_table_get_number (table), seat + 1);
  {
    g_autofree char *query = g_uri_escape_string (seat_name (f, table, 1), NULL, FALSE);
    g_autofree char *path = g_strconcat ("/?q=", query, NULL);

    found = get_ok (f, path, "en");
  }
  g_assert_nonnull (strstr (found, where));
  g_assert_nonnull (strstr (found, seat_name (f, table, 0)));

  tav_test_live_close (live);
}

/* The clock of one table: the round timer and the minutes its judges
 * added, on its own pages; the tables page marks it; a new extension
 * reaches an open page through the live stream. */
static void
test_table_clock (Fixture       *f,
                  gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *link = NULL;
  g_autofree char *form = NULL;
  g_autofree char *found = NULL;
  g_autofree char *other = NULL;
  g_autofree char *round = NULL;
  g_autofree char *mark = NULL;
  g_autofree char *clocks = NULL;
  g_autofree char *find_path = NULL;
  TavTable *table, *plain = NULL;
  TavRound *r;
  guint number;
  TavTestLive *live = NULL;

  draw_round_2 (f);
  g_assert_true (tav_event_release_round (f->venue.event, &error));
  g_assert_no_error (error);
  table = round_2_table (f);
  number = tav_table_get_number (table);
  r = tav_stage_get_round (f->swiss, 2);
  for (guint t = 0; t < tav_round_get_n_tables (r) && plain == NULL; t++)
    if (tav_round_get_table (r, t) != table && tav_table_get_n_seats (tav_round_get_table (r, t)) == 2)
      plain = tav_round_get_table (r, t);

  /* 50 minutes, 25 left, paused; table's 5 minutes for a deck check. */
  tav_venue_server_set_timer (f->venue.server, 3000, 1500, FALSE);
  g_assert_true (tav_event_extend_table (f->venue.event, f->swiss, 2, number, 5, "Deck check", &error));
  g_assert_no_error (error);
  tav_venue_server_refresh (f->venue.server);

  {
    g_autofree char *query = g_uri_escape_string (seat_name (f, table, 0), NULL, FALSE);

    find_path = g_strconcat ("/?q=", query, NULL);
  }
  found = get_ok (f, find_path, "en");
  g_test_message ("%s", found);
  /* The round's timer stays the round's; the table's own runs 5 min on. */
  g_assert_nonnull (strstr (found, "<p id=\"timer\" class=\"timer\" role=\"timer\" data-duration=\"3000\" "
                                   "data-remaining-ms=\"1500000\""));
  mark = g_strdup_printf ("<p class=\"timer table-clock\" data-table=\"%u\" data-extra-ms=\"300000\" "
                          "role=\"timer\" data-duration=\"3300\" data-remaining-ms=\"1800000\" "
                          "data-running=\"false\">", number);
  g_assert_nonnull (strstr (found, mark));
  g_assert_nonnull (strstr (found, "<span class=\"clock\">30:00</span>"));
  g_assert_nonnull (strstr (found, "<span class=\"minutes\">+5 min</span> (<span class=\"count\">extensions: 1</span>)"));

  {
    g_autofree char *query = g_uri_escape_string (seat_name (f, plain, 0), NULL, FALSE);
    g_autofree char *path = g_strconcat ("/?q=", query, NULL);

    other = get_ok (f, path, "ru");
  }
  /* A table without added time: its clock is the round's, shown once. */
  g_assert_null (strstr (other, "table-clock"));
  g_assert_nonnull (strstr (other, "До конца раунда"));

  /* The tables page marks the extended table only. */
  round = get_ok (f, "/round", "bg");
  g_clear_pointer (&mark, g_free);
  mark = g_strdup_printf ("<h2>Маса %u <span class=\"extension\">+5 мин</span></h2>", number);
  g_assert_nonnull (strstr (round, mark));
  {
    g_auto(GStrv) parts = g_strsplit (round, "class=\"extension\"", -1);

    g_assert_cmpuint (g_strv_length (parts), ==, 2);
  }

  /* The table's form, opened from its sheet. */
  link = seat_link (f, 2, number);
  form = get_ok (f, link, "it");
  g_test_message ("%s", form);
  g_assert_nonnull (strstr (form, "data-stage=\"swiss\" data-round=\"2\""));
  g_assert_nonnull (strstr (form, "<script src=\"/static/venue.js\" defer></script>"));
  g_assert_nonnull (strstr (form, "data-remaining-ms=\"1800000\""));
  g_assert_nonnull (strstr (form, "Tempo rimasto a questo tavolo"));
  g_assert_nonnull (strstr (form, "<span class=\"clock\">30:00</span>"));
  g_assert_nonnull (strstr (form, "+5 min"));
  g_assert_nonnull (strstr (form, "<form method=\"post\""));

  /* A second extension while the page is open: the stream tells it. */
  live = tav_test_live_open (f->venue.session, f->venue.base);
  clocks = g_strdup_printf ("event: clocks\ndata: {\"stage\":\"swiss\",\"round\":2,\"tables\":{\"%u\":5},"
                            "\"counts\":{\"%u\":1}}\n\n", number, number);
  tav_test_live_wait (live, clocks);
  g_assert_true (tav_event_extend_table (f->venue.event, f->swiss, 2, number, 2, "Judge call", &error));
  g_assert_no_error (error);
  g_clear_pointer (&clocks, g_free);
  clocks = g_strdup_printf ("event: clocks\ndata: {\"stage\":\"swiss\",\"round\":2,\"tables\":{\"%u\":7},"
                            "\"counts\":{\"%u\":2}}\n\n", number, number);
  /* No refresh: the server follows the event by itself. */
  tav_test_live_wait (live, clocks);
  tav_test_live_close (live);

  /* The round timer ran out: the table's 7 minutes run on from then. */
  tav_venue_server_set_timer (f->venue.server, 3000, 0, TRUE);
  g_clear_pointer (&found, g_free);
  found = get_ok (f, find_path, "en");
  g_test_message ("%s", found);
  {
    g_autofree char *start = g_strdup_printf ("data-table=\"%u\" data-extra-ms=\"420000\" role=\"timer\" "
                                              "data-duration=\"3420\" data-remaining-ms=\"", number);
    const char *at = strstr (found, start);
    guint64 left;

    g_assert_nonnull (at);
    left = g_ascii_strtoull (at + strlen (start), NULL, 10);
    g_assert_cmpuint (left, <=, 420000);
    g_assert_cmpuint (left, >, 360000);
    g_assert_nonnull (strstr (at, "data-running=\"true\""));
  }
  /* The round's own timer says it is over. */
  g_assert_nonnull (strstr (found, "<p id=\"timer\" class=\"timer\" role=\"timer\" data-duration=\"3000\" "
                                   "data-remaining-ms=\"0\" data-running=\"false\">"));
}

/* Released by hand from the start: round 1 drawn is not shown at all. */
static void
test_first_round (void)
{
  g_autoptr(TavEvent) event = tav_event_new ("destiny", "Destiny Open");
  g_autoptr(TavVenueServer) server = tav_venue_server_new ();
  g_autoptr(SoupSession) session = soup_session_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *base = NULL;
  g_autofree char *page = NULL;
  g_autofree char *found = NULL;
  guint status = 0;

  for (guint i = 0; i < 8; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %02u", i + 1);

      g_assert_nonnull (tav_event_add_player (event, name, NULL));
    }
  g_assert_true (tav_event_change_release (event, TRUE, &error));
  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
  tav_venue_server_set_event (server, event);
  g_assert_true (tav_venue_server_start (server, "127.0.0.1", 0, &error));
  g_assert_no_error (error);
  base = g_strdup_printf ("http://127.0.0.1:%u", tav_venue_server_get_port (server));

  page = tav_test_http_send (session, base, "/round", NULL, "ru", &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_nonnull (strstr (page, "Раунд 1 готовится"));
  g_assert_null (strstr (page, "Player"));
  /* Not "no round has been drawn": one has. */
  g_assert_null (strstr (page, "class=\"empty\""));
  found = tav_test_http_send (session, base, "/?q=Player", NULL, "en", &status);
  g_assert_nonnull (strstr (found, "Round 1 is being prepared"));
  g_assert_null (strstr (found, "<h2>Player"));
  tav_venue_server_stop (server);
}

/* ---- In a real browser --------------------------------------------------- */

typedef struct
{
  guint       width, height;
  const char *name;
} Screen;

static const Screen screens[] = { { 360, 740, "phone" }, { 1366, 768, "laptop" } };

/* What each language's page says (the catalogs are checked by the
 * translations test; here, that the page is in the reader's language). */
static const char * const table_clock_label[] = {
  "Time left at this table", "Осталось времени за этим столом",
  "Tempo rimasto a questo tavolo", "Оставащо време на тази маса",
};
static const char * const seven_minutes[] = { "+7 min", "+7 мин", "+7 min", "+7 мин" };
static const char * const two_extensions[] = {
  "extensions: 2", "продлений: 2", "estensioni: 2", "удължавания: 2",
};

/* The DOM Chromium made of @path once loaded (its script run), at
 * @screen's size, logged; with @shot, a screenshot in the build directory
 * too. (A page holds its live stream open: Chromium's virtual time would
 * never run out, so what the stream brings later is tested on its bytes.) */
static char *
browse (Fixture      *f,
        const char   *chromium,
        const char   *path,
        guint         language,
        const Screen *screen,
        const char   *shot)
{
  /* Headless Chromium sends no Accept-Language of its --lang: the page's
   * own switch asks. */
  g_autofree char *url = g_strdup_printf ("%s%s?lang=%s", f->venue.base, path, languages[language]);

  g_test_message ("%s %s %s", languages[language], screen->name, path);
  return tav_test_browse_at (chromium, url, languages[language], screen->width, screen->height, shot);
}

/* In four languages, at a phone's and a laptop's size: the room is told
 * that round 2 is being prepared, and a table's form shows its clock (the
 * round's and its extensions), which the script took over. */
static void
test_browser (Fixture       *f,
              gconstpointer  data)
{
  g_autofree char *chromium = tav_test_find_chromium ();
  g_autoptr(GError) error = NULL;
  TavRound *round;
  guint t = 0;

  if (chromium == NULL)
    {
      g_test_skip ("Chromium is not installed");
      return;
    }

  draw_round_2 (f);
  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    for (guint s = 0; s < G_N_ELEMENTS (screens); s++)
      {
        /* For docs/screenshots: Italian and Bulgarian phones. */
        g_autofree char *shot = l >= 2 && s == 0 ? g_strdup_printf ("venue-round-prepared-%s.png", languages[l]) : NULL;
        g_autofree char *dom = browse (f, chromium, "/round", l, &screens[s], shot);

        g_assert_nonnull (strstr (dom, prepared[l]));
      }

  g_assert_true (tav_event_release_round (f->venue.event, &error));
  g_assert_no_error (error);
  round = tav_stage_get_round (f->swiss, 2);
  tav_venue_server_set_timer (f->venue.server, 3000, 1500, FALSE);
  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    for (guint s = 0; s < G_N_ELEMENTS (screens); s++)
      {
        g_autofree char *dom = NULL;
        g_autofree char *link = NULL;
        g_autofree char *shot = l >= 2 && s == 0 ? g_strdup_printf ("venue-table-clock-%s.png", languages[l]) : NULL;

        /* A table of its own for each: 5 minutes for a deck check and 2
         * for a judge call. */
        f->browsed = tav_round_get_table (round, t++);
        g_assert_cmpuint (tav_table_get_n_seats (f->browsed), ==, 2);
        g_assert_true (tav_event_extend_table (f->venue.event, f->swiss, 2, tav_table_get_number (f->browsed), 5,
                                               "Deck check", &error));
        g_assert_no_error (error);
        g_assert_true (tav_event_extend_table (f->venue.event, f->swiss, 2, tav_table_get_number (f->browsed), 2,
                                               "Judge call", &error));
        g_assert_no_error (error);
        tav_venue_server_refresh (f->venue.server);
        link = seat_link (f, 2, tav_table_get_number (f->browsed));

        dom = browse (f, chromium, link, l, &screens[s], shot);
        g_assert_nonnull (strstr (dom, table_clock_label[l]));
        /* 25 minutes of the round, paused, and 5 + 2 of the table's. */
        g_assert_nonnull (strstr (dom, "<span class=\"clock\">32:00</span>"));
        g_assert_nonnull (strstr (dom, seven_minutes[l]));
        g_assert_nonnull (strstr (dom, two_extensions[l]));
        /* The script counts it (paused: it marks it stopped). */
        g_assert_nonnull (strstr (dom, "class=\"timer table-clock stopped\""));
        g_assert_nonnull (strstr (dom, "data-remaining-ms=\"1920000\""));
        g_assert_nonnull (strstr (dom, "<form method=\"post\""));
      }
}

/* ---- A page left open, driven over Chromium's DevTools protocol -------- */

typedef struct
{
  SoupWebsocketConnection *ws;
  guint                    id;
  char                    *value;     /* the answer to request @id */
  gboolean                 answered;
} Devtools;

static void
devtools_message_cb (SoupWebsocketConnection *ws,
                     int                      type,
                     GBytes                  *message,
                     Devtools                *devtools)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *object;

  if (!json_parser_load_from_data (parser, g_bytes_get_data (message, NULL), g_bytes_get_size (message), NULL))
    return;
  object = json_node_get_object (json_parser_get_root (parser));
  if (!json_object_has_member (object, "id") || json_object_get_int_member (object, "id") != devtools->id)
    return;
  object = json_object_get_object_member (json_object_get_object_member (object, "result"), "result");
  g_free (devtools->value);
  devtools->value = g_strdup (json_object_get_string_member_with_default (object, "value", ""));
  devtools->answered = TRUE;
}

static char *
devtools_evaluate (Devtools   *devtools,
                   const char *expression)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *text = NULL;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "id");
  json_builder_add_int_value (builder, ++devtools->id);
  json_builder_set_member_name (builder, "method");
  json_builder_add_string_value (builder, "Runtime.evaluate");
  json_builder_set_member_name (builder, "params");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "expression");
  json_builder_add_string_value (builder, expression);
  json_builder_set_member_name (builder, "returnByValue");
  json_builder_add_boolean_value (builder, TRUE);
  json_builder_end_object (builder);
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  text = json_to_string (root, FALSE);

  devtools->answered = FALSE;
  soup_websocket_connection_send_text (devtools->ws, text);
  tav_test_wait_for_flag (&devtools->answered, "Chromium's answer");
  return g_strdup (devtools->value);
}

/* Asks @expression again until it gives @expected. */
static void
devtools_wait (Devtools   *devtools,
               const char *expression,
               const char *expected)
{
  const char *timeout = g_getenv ("TAV_TEST_TIMEOUT");
  gint64 seconds = timeout ? g_ascii_strtoll (timeout, NULL, 10) : TAV_TEST_DEFAULT_TIMEOUT_S;
  gint64 deadline = g_get_monotonic_time () + MAX (seconds, 1) * G_USEC_PER_SEC;

  for (;;)
    {
      g_autofree char *value = devtools_evaluate (devtools, expression);

      if (g_strcmp0 (value, expected) == 0)
        return;
      if (g_get_monotonic_time () > deadline)
        g_error ("%s stayed “%s”, never “%s”", expression, value, expected);
      g_usleep (50 * 1000);
    }
}

static void
end_with_parent (gpointer data)
{
  prctl (PR_SET_PDEATHSIG, SIGKILL);
}

static gboolean
file_exists (gpointer path)
{
  return g_file_test (path, G_FILE_TEST_IS_REGULAR);
}

static gboolean
page_listens (gpointer data)
{
  Fixture *f = data;

  return tav_venue_server_get_n_live (f->venue.server) > 0;
}

static void
connected_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      data)
{
  Devtools *devtools = data;
  g_autoptr(GError) error = NULL;

  devtools->ws = soup_session_websocket_connect_finish (SOUP_SESSION (source), result, &error);
  g_assert_no_error (error);
  devtools->answered = TRUE;
}

/* The page's own DevTools connection, from the port Chromium wrote in
 * its profile. */
static void
devtools_connect (Fixture    *f,
                  const char *profile,
                  Devtools   *devtools)
{
  g_autofree char *port_file = g_build_filename (profile, "DevToolsActivePort", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *base = NULL;
  g_autofree char *list = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(SoupMessage) msg = NULL;
  g_autoptr(GError) error = NULL;
  JsonArray *targets;
  const char *url = NULL;

  tav_test_wait_until (file_exists, port_file, "Chromium's DevTools port");
  g_assert_true (g_file_get_contents (port_file, &contents, NULL, NULL));
  base = g_strdup_printf ("http://127.0.0.1:%u", (guint) g_ascii_strtoull (contents, NULL, 10));
  list = tav_test_http_get (f->venue.session, base, "/json/list", NULL);
  g_assert_true (json_parser_load_from_data (parser, list, -1, &error));
  targets = json_node_get_array (json_parser_get_root (parser));
  for (guint i = 0; i < json_array_get_length (targets) && url == NULL; i++)
    {
      JsonObject *target = json_array_get_object_element (targets, i);

      if (g_strcmp0 (json_object_get_string_member (target, "type"), "page") == 0)
        url = json_object_get_string_member (target, "webSocketDebuggerUrl");
    }
  g_assert_nonnull (url);
  msg = soup_message_new ("GET", url);
  devtools->answered = FALSE;
  soup_session_websocket_connect_async (f->venue.session, msg, NULL, NULL, G_PRIORITY_DEFAULT, NULL,
                                        connected_cb, devtools);
  tav_test_wait_for_flag (&devtools->answered, "the DevTools connection");
  soup_websocket_connection_set_max_incoming_payload_size (devtools->ws, 0);
  g_signal_connect (devtools->ws, "message", G_CALLBACK (devtools_message_cb), devtools);
}

/* A judge adds time while a player has the table's form open on his
 * phone: within seconds its clock moves by the minutes and says "+7 min"
 * in the page's language, and the form is not reloaded under his thumb. */
static void
test_browser_live (Fixture       *f,
                   gconstpointer  data)
{
  g_autofree char *chromium = tav_test_find_chromium ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDERR_SILENCE);
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GSubprocess) rm = NULL;
  g_autofree char *profile = NULL;
  g_autofree char *user_dir = NULL;
  g_autofree char *url = NULL;
  g_autofree char *link = NULL;
  g_autofree char *clock = NULL;
  Devtools devtools = { NULL, };
  TavTable *table;

  if (chromium == NULL)
    {
      g_test_skip ("Chromium is not installed");
      return;
    }

  draw_round_2 (f);
  g_assert_true (tav_event_release_round (f->venue.event, &error));
  g_assert_no_error (error);
  table = round_2_table (f);
  tav_venue_server_set_timer (f->venue.server, 3000, 1500, FALSE);
  g_assert_true (tav_event_extend_table (f->venue.event, f->swiss, 2, tav_table_get_number (table), 5,
                                         "Deck check", &error));
  g_assert_no_error (error);
  tav_venue_server_refresh (f->venue.server);

  profile = g_dir_make_tmp ("tavolo-chromium-XXXXXX", &error);
  g_assert_no_error (error);
  user_dir = g_strconcat ("--user-data-dir=", profile, NULL);
  link = seat_link (f, 2, tav_table_get_number (table));
  url = g_strdup_printf ("%s%s?lang=it", f->venue.base, link);
  /* A test that fails must not leave Chromium running. */
  g_subprocess_launcher_set_child_setup (launcher, end_with_parent, NULL, NULL);
  process = g_subprocess_launcher_spawn (launcher, &error, chromium, "--headless", "--no-sandbox",
                                         "--disable-gpu", "--no-first-run", "--disable-extensions",
                                         "--window-size=360,740", "--remote-debugging-port=0", user_dir, url, NULL);
  g_assert_no_error (error);
  tav_test_wait_until (page_listens, f, "the page's live stream");
  devtools_connect (f, profile, &devtools);

  devtools_wait (&devtools, "document.querySelector ('.table-clock .clock').textContent", "30:00");
  g_free (devtools_evaluate (&devtools, "window.untouched = 'yes'"));
  g_assert_true (tav_event_extend_table (f->venue.event, f->swiss, 2, tav_table_get_number (table), 2,
                                         "Judge call", &error));
  g_assert_no_error (error);
  devtools_wait (&devtools, "document.querySelector ('.table-clock .clock').textContent", "32:00");
  devtools_wait (&devtools, "document.querySelector ('.table-clock .extension').textContent",
                 "+7 min (estensioni: 2)");
  clock = devtools_evaluate (&devtools, "String (window.untouched)");
  g_assert_cmpstr (clock, ==, "yes");

  soup_websocket_connection_close (devtools.ws, SOUP_WEBSOCKET_CLOSE_NORMAL, NULL);
  g_clear_object (&devtools.ws);
  g_free (devtools.value);
  g_subprocess_force_exit (process);
  g_assert_true (g_subprocess_wait (process, NULL, NULL));
  rm = g_subprocess_new (G_SUBPROCESS_FLAGS_NONE, NULL, "rm", "-rf", profile, NULL);
  g_subprocess_wait (rm, NULL, NULL);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/venue-release/prepared", Fixture, NULL, fixture_set_up, test_prepared, fixture_tear_down);
  g_test_add ("/venue-release/table-clock", Fixture, NULL, fixture_set_up, test_table_clock, fixture_tear_down);
  g_test_add_func ("/venue-release/first-round", test_first_round);
  g_test_add ("/venue-release/browser", Fixture, NULL, fixture_set_up, test_browser, fixture_tear_down);
  g_test_add ("/venue-release/browser-live", Fixture, NULL, fixture_set_up, test_browser_live, fixture_tear_down);

  return g_test_run ();
}
