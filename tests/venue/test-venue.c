/* test-venue.c — the venue server, asked over HTTP on 127.0.0.1
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include <libsoup/soup.h>

#include "tav-event-private.h"
#include "tav-bracket.h"
#include "tav-venue-catalog.h"
#include "tav-venue-snapshot.h"
#include "tav-test-bang.h"
#include "tav-test-destiny.h"
#include "tav-test-http.h"
#include "tav-test-venue.h"

#define EVIL "<script>alert(1)</script>"

typedef TavTestVenue Fixture;

static void
add_players (TavEvent *event,
             guint     n)
{
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = i == 4 ? g_strdup (EVIL) : g_strdup_printf ("Player %02u", i + 1);

      g_assert_nonnull (tav_event_add_player (event, name, NULL));
    }
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  f->event = tav_event_new ("bang-2011", "Spring <Cup> & Co");
  tav_event_set_seed (f->event, 7);
  add_players (f->event, 11);
  g_assert_true (tav_event_draw_round (f->event, &error));
  g_assert_no_error (error);

  tav_test_venue_serve (f);
  g_assert_cmpuint (tav_venue_server_get_port (f->server), >, 0);
}

/* The body of GET @path, with its status and headers. */
static char *
fetch (Fixture     *f,
       const char  *method,
       const char  *path,
       const char  *language,
       guint       *status,
       SoupMessageHeaders **headers)
{
  g_autofree char *uri = g_strconcat (f->base, path, NULL);
  g_autoptr(SoupMessage) msg = soup_message_new (method, uri);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) body = NULL;

  g_assert_nonnull (msg);
  if (language != NULL)
    soup_message_headers_replace (soup_message_get_request_headers (msg), "Accept-Language", language);
  body = soup_session_send_and_read (f->session, msg, NULL, &error);
  g_assert_no_error (error);
  *status = soup_message_get_status (msg);
  if (headers != NULL)
    *headers = soup_message_headers_ref (soup_message_get_response_headers (msg));
  if (g_bytes_get_size (body) == 0)
    return g_strdup ("");
  return g_strndup (g_bytes_get_data (body, NULL), g_bytes_get_size (body));
}

static char *
get_ok (Fixture    *f,
        const char *path,
        const char *language)
{
  guint status = 0;
  char *body = fetch (f, "GET", path, language, &status, NULL);

  g_assert_cmpuint (status, ==, 200);
  return body;
}

static TavTable *
table_of (TavEvent   *event,
          const char *id,
          int        *seat)
{
  TavRound *round = tav_stage_get_last_round (tav_event_get_current_stage (event));
  guint found = 0;
  TavTable *table = tav_round_find_player (round, id, &found);

  *seat = (int) found;
  return table;
}

static void
test_find (Fixture       *f,
           gconstpointer  data)
{
  int seat;
  TavTable *table = table_of (f->event, "p3", &seat);
  g_autofree char *where = g_strdup_printf ("Table %u, seat %d", tav_table_get_number (table), seat + 1);
  g_autofree char *body = get_ok (f, "/?q=layer%2003", NULL);
  g_autofree char *none = get_ok (f, "/?q=Nobody", NULL);

  g_assert_nonnull (strstr (body, "<h2>Player 03</h2>"));
  g_assert_nonnull (strstr (body, where));
  g_assert_null (strstr (body, "<h2>Player 04</h2>"));
  /* The Sheriff's hint only for the one at seat 1. */
  g_assert_true ((strstr (body, "Your role at seat 1: Sheriff") != NULL) == (seat == 0));
  g_assert_nonnull (strstr (body, "At your table:"));
  g_assert_nonnull (strstr (none, "Nobody playing this round has “Nobody” in their name."));

  /* Case does not matter: "PLAYER 0" finds 01 to 09 but the fifth. */
  g_clear_pointer (&body, g_free);
  body = get_ok (f, "/?q=PLAYER%200", NULL);
  for (guint i = 1; i <= 11; i++)
    {
      g_autofree char *h2 = g_strdup_printf ("<h2>Player %02u</h2>", i);

      g_assert_true ((strstr (body, h2) != NULL) == (i != 5 && i < 10));
    }
}

static void
test_find_sheriff (Fixture       *f,
                   gconstpointer  data)
{
  TavRound *round = tav_stage_get_last_round (tav_event_get_current_stage (f->event));
  TavTable *table = tav_round_get_table (round, 0);
  TavPlayer *sheriff = tav_event_find_player (f->event, tav_table_get_seat (table, 0));
  g_autofree char *escaped = g_uri_escape_string (tav_player_get_name (sheriff), NULL, FALSE);
  g_autofree char *path = g_strdup_printf ("/?q=%s", escaped);
  g_autofree char *body = get_ok (f, path, NULL);
  g_autofree char *ru = get_ok (f, path, "ru-RU,ru;q=0.9,en;q=0.5");

  g_assert_nonnull (strstr (body, "Your role at seat 1: Sheriff<"));
  g_assert_nonnull (strstr (ru, "<html lang=\"ru\">"));
  g_assert_nonnull (strstr (ru, "Шериф"));
  g_assert_null (strstr (ru, "Sheriff"));
}

static void
test_escaping (Fixture       *f,
               gconstpointer  data)
{
  g_autofree char *round = get_ok (f, "/round", NULL);
  g_autofree char *found = get_ok (f, "/?q=%3Cscript", NULL);
  g_autofree char *echo = get_ok (f, "/?q=%22%3E%3Cb%3Ex", NULL);

  /* The event's name, the player's and what the reader typed: all text. */
  g_assert_nonnull (strstr (round, "Spring &lt;Cup&gt; &amp; Co"));
  g_assert_nonnull (strstr (round, "&lt;script&gt;alert(1)&lt;/script&gt;"));
  g_assert_null (strstr (round, EVIL));
  g_assert_nonnull (strstr (found, "<h2>&lt;script&gt;alert(1)&lt;/script&gt;</h2>"));
  g_assert_null (strstr (found, EVIL));
  g_assert_null (strstr (echo, "\"><b>"));
  g_assert_nonnull (strstr (echo, "value=\"&quot;&gt;&lt;b&gt;x\""));
}

/* BANG! 2011: the ranking is secret until the finals; not a rank, not a
 * score, not a name in ranking order reaches a phone. */
static void
test_secret_standings (Fixture       *f,
                       gconstpointer  data)
{
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  TavRandom rng;

  tav_random_init (&rng, 3);
  tav_test_bang_play_round (f->event, &rng);
  tav_venue_server_refresh (f->server);
  g_assert_false (tav_event_is_ranking_public (f->event));

  before = get_ok (f, "/standings", NULL);
  g_assert_nonnull (strstr (before, "The standings are not public yet"));
  g_assert_null (strstr (before, "<table"));
  g_assert_null (strstr (before, "$"));
  for (guint i = 1; i <= 11; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %02u", i);

      g_assert_null (strstr (before, name));
    }

  tav_event_set_published (f->event, TRUE);
  tav_venue_server_refresh (f->server);
  after = get_ok (f, "/standings", NULL);
  g_assert_null (strstr (after, "not public"));
  g_assert_nonnull (strstr (after, "<table class=\"standings\">"));
  g_assert_nonnull (strstr (after, "Player 01"));
  g_assert_nonnull (strstr (after, " $</td>"));
}

static char *
escaped_name (TavEvent   *event,
              const char *id)
{
  return g_markup_escape_text (tav_player_get_name (tav_event_find_player (event, id)), -1);
}

static void
win (TavEvent *event,
     TavStage *stage,
     guint     round,
     guint     index,
     guint     seat)
{
  TavTable *match = tav_round_get_table (tav_stage_get_round (stage, round), index);

  tav_test_destiny_set_winner (event, stage, round, tav_table_get_number (match),
                               tav_table_get_seat (match, seat));
}

/* BANG! 2011's duel finals: listed once built, with their duels and
 * winners while the ranking is public; nothing of them once it is not. */
static void
test_finals_bang (Fixture       *f,
                  gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *none = NULL;
  g_autofree char *semis = NULL;
  g_autofree char *done = NULL;
  g_autofree char *russian = NULL;
  g_autofree char *secret = NULL;
  g_autofree char *semi1 = NULL, *semi2 = NULL, *champion = NULL;
  g_autofree char *won = NULL, *champion_line = NULL;
  const char * const *seeds;
  TavStage *finals;
  TavRandom rng;

  tav_random_init (&rng, 5);
  tav_test_bang_play_round (f->event, &rng);
  while (tav_event_draw_round (f->event, NULL))
    tav_test_bang_play_round (f->event, &rng);
  tav_venue_server_refresh (f->server);
  none = get_ok (f, "/finals", NULL);
  g_assert_nonnull (strstr (none, "The finals have not been built yet."));
  g_assert_null (strstr (none, "href=\"/finals\""));

  g_assert_true (tav_event_build_finals (f->event, &error));
  g_assert_no_error (error);
  finals = tav_event_find_stage (f->event, "finals");
  seeds = tav_stage_get_seeds (finals);
  g_assert_cmpuint (g_strv_length ((char **) seeds), ==, 4);
  tav_venue_server_refresh (f->server);
  semis = get_ok (f, "/finals", NULL);
  g_assert_nonnull (strstr (semis, "<a href=\"/finals\" aria-current=\"page\">Finals</a>"));
  g_assert_nonnull (strstr (semis, "<h2>Finals</h2>"));
  g_assert_nonnull (strstr (semis, "<h3>Semi-finals</h3>"));
  g_assert_nonnull (strstr (semis, "<h4>Semi-final 1</h4>"));
  g_assert_nonnull (strstr (semis, "<h4>Semi-final 2</h4>"));
  g_assert_cmpuint (tav_test_count (semis, "<article class=\"match\">"), ==, 2);
  g_assert_cmpuint (tav_test_count (semis, "class=\"winner\""), ==, 0);
  for (guint i = 0; i < 4; i++)
    {
      g_autofree char *name = escaped_name (f->event, seeds[i]);

      g_assert_cmpuint (tav_test_count (semis, name), ==, 1);
    }
  g_assert_null (strstr (semis, EVIL));

  win (f->event, finals, 1, 0, 0);
  win (f->event, finals, 1, 1, 1);
  g_assert_cmpuint (tav_stage_get_n_rounds (finals), ==, 2);
  win (f->event, finals, 2, 0, 1);
  g_assert_true (tav_stage_is_complete (finals));
  semi1 = escaped_name (f->event, tav_table_get_seat (tav_round_get_table (tav_stage_get_round (finals, 1), 0), 0));
  semi2 = escaped_name (f->event, tav_table_get_seat (tav_round_get_table (tav_stage_get_round (finals, 1), 1), 1));
  champion = escaped_name (f->event, tav_table_get_seat (tav_round_get_table (tav_stage_get_round (finals, 2), 0), 1));
  /* The final is the two semi-final winners; seat 2 won it. */
  g_assert_cmpstr (champion, ==, semi2);
  tav_venue_server_refresh (f->server);
  done = get_ok (f, "/finals", NULL);
  champion_line = g_strdup_printf ("<p class=\"champion\"><span>Champion</span> <strong>%s</strong></p>", champion);
  g_assert_nonnull (strstr (done, champion_line));
  g_assert_nonnull (strstr (done, "<h3>Final</h3>"));
  g_assert_nonnull (strstr (done, "<h4>Final</h4>"));
  g_assert_cmpuint (tav_test_count (done, "<li class=\"winner\">"), ==, 3);
  won = g_strdup_printf ("<p class=\"won\">Won by %s</p>", semi1);
  g_assert_nonnull (strstr (done, won));

  russian = get_ok (f, "/finals", "ru");
  g_assert_nonnull (strstr (russian, "<h3>Полуфиналы</h3>"));
  g_assert_nonnull (strstr (russian, "<span>Чемпион</span>"));

  /* Unpublished again: secret again, and not a finalist is named. */
  tav_event_set_published (f->event, FALSE);
  tav_venue_server_refresh (f->server);
  secret = get_ok (f, "/finals", NULL);
  g_assert_nonnull (strstr (secret, "The finals are shown with the standings, once the organiser publishes them."));
  g_assert_null (strstr (secret, "<article"));
  g_assert_null (strstr (secret, "Champion"));
  for (guint i = 0; i < 4; i++)
    {
      g_autofree char *name = escaped_name (f->event, seeds[i]);

      g_assert_null (strstr (secret, name));
    }
}

/* Star Wars: Destiny's top cut of 4 after three Swiss rounds, the lower
 * id winning every game: Player 1 wins all and is the champion. */
static void
test_finals_destiny (void)
{
  g_autoptr(TavEvent) event = tav_event_new ("destiny", "Destiny Cup");
  g_autoptr(TavVenueServer) server = tav_venue_server_new ();
  g_autoptr(GError) error = NULL;
  Fixture f = { event, server, NULL, NULL };
  g_autofree char *secret = NULL;
  g_autofree char *bracket = NULL;
  TavStage *playoffs;

  tav_event_set_seed (event, 42);
  g_assert_true (tav_event_set_param (event, "structure", "custom", &error));
  g_assert_true (tav_event_set_param (event, "rounds", "3", &error));
  g_assert_true (tav_event_set_param (event, "cut", "4", &error));
  for (guint i = 0; i < 8; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %u", i + 1);

      g_assert_nonnull (tav_event_add_player (event, name, NULL));
    }
  for (guint r = 0; r < 3; r++)
    tav_test_destiny_play_round (event, FALSE);
  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
  playoffs = tav_event_get_current_stage (event);
  g_assert_cmpint (tav_stage_get_kind (playoffs), ==, TAV_STAGE_BRACKET);

  tav_venue_server_set_event (server, event);
  g_assert_true (tav_venue_server_start (server, "127.0.0.1", 0, &error));
  f.base = g_strdup_printf ("http://127.0.0.1:%u", tav_venue_server_get_port (server));
  f.session = soup_session_new ();

  /* Not published: the bracket stays off the page. */
  secret = get_ok (&f, "/finals", "it");
  g_assert_nonnull (strstr (secret, "<h1>Finali</h1>"));
  g_assert_null (strstr (secret, "Player 1<"));

  tav_event_set_published (event, TRUE);
  win (event, playoffs, 1, 0, g_strcmp0 (tav_table_get_seat (tav_round_get_table (tav_stage_get_round (playoffs, 1), 0), 0), "p1") == 0 ? 0 : 1);
  g_assert_cmpstr (tav_bracket_get_winner (tav_round_get_table (tav_stage_get_round (playoffs, 1), 0)), ==, "p1");
  win (event, playoffs, 1, 1, 0);
  win (event, playoffs, 2, 0, g_strcmp0 (tav_table_get_seat (tav_round_get_table (tav_stage_get_round (playoffs, 2), 0), 0), "p1") == 0 ? 0 : 1);
  g_assert_true (tav_stage_is_complete (playoffs));
  tav_venue_server_refresh (server);
  bracket = get_ok (&f, "/finals", "it");
  g_assert_nonnull (strstr (bracket, "<h3>Semifinali</h3>"));
  g_assert_nonnull (strstr (bracket, "<h3>Finale</h3>"));
  g_assert_nonnull (strstr (bracket, "<p class=\"champion\"><span>Campione</span> <strong>Player 1</strong></p>"));
  g_assert_cmpuint (tav_test_count (bracket, "<p class=\"won\">Vinto da Player 1</p>"), ==, 2);

  g_clear_object (&f.session);
  g_free (f.base);
  tav_venue_server_stop (server);
}

/* Points at a Boardgame League table: seat 1 first, by 10 points a seat. */
static void
play_bgl_tables (TavEvent *event)
{
  TavStage *stage = tav_event_get_current_stage (event);
  TavRound *round = tav_stage_get_last_round (stage);

  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    {
      TavTable *table = tav_round_get_table (round, t);
      g_autoptr(JsonObject) result = json_object_new ();
      JsonArray *seats = json_array_new ();
      g_autoptr(GError) error = NULL;

      for (guint s = 0; s < tav_table_get_n_seats (table); s++)
        {
          JsonObject *seat = json_object_new ();

          json_object_set_int_member (seat, "points", 50 - 10 * (gint64) s);
          json_array_add_object_element (seats, seat);
        }
      json_object_set_array_member (result, "seats", seats);
      g_assert_true (tav_event_set_result (event, stage, tav_round_get_number (round),
                                           tav_table_get_number (table), result, &error));
      g_assert_no_error (error);
    }
}

/* The Boardgame League's final table: its seats once the standings are
 * public, then a link to them once it has its result. */
static void
test_finals_bgl (void)
{
  g_autoptr(TavEvent) event = tav_event_new ("bgl", "League night");
  g_autoptr(TavVenueServer) server = tav_venue_server_new ();
  g_autoptr(GError) error = NULL;
  Fixture f = { event, server, NULL, NULL };
  g_autofree char *waiting = NULL;
  g_autofree char *secret = NULL;
  g_autofree char *seated = NULL;
  g_autofree char *russian = NULL;
  g_autofree char *played = NULL;
  g_autoptr(GString) expected = g_string_new ("<section class=\"table\">\n<h3>Table 1</h3>\n<ol>\n");
  TavTable *final;

  tav_event_set_seed (event, 3);
  g_assert_true (tav_event_set_param (event, "game", "Carcassonne", &error));
  g_assert_true (tav_event_set_param (event, "final_table", "true", &error));
  g_assert_no_error (error);
  add_players (event, 8);
  for (guint r = 0; r < 2; r++)
    {
      g_assert_true (tav_event_draw_round (event, &error));
      g_assert_no_error (error);
      play_bgl_tables (event);
    }
  /* The final table is drawn for the organiser's eyes first. */
  g_assert_true (tav_event_change_release (event, TRUE, &error));
  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tav_stage_get_id (tav_event_get_current_stage (event)), ==, "final");
  final = tav_round_get_table (tav_stage_get_round (tav_event_get_current_stage (event), 1), 0);
  g_assert_cmpuint (tav_table_get_n_seats (final), ==, 4);
  for (guint s = 0; s < 4; s++)
    {
      g_autofree char *name = escaped_name (event, tav_table_get_seat (final, s));

      g_string_append_printf (expected, "<li>%s</li>\n", name);
    }
  g_string_append (expected, "</ol>\n</section>\n");

  tav_venue_server_set_event (server, event);
  g_assert_true (tav_venue_server_start (server, "127.0.0.1", 0, &error));
  f.base = g_strdup_printf ("http://127.0.0.1:%u", tav_venue_server_get_port (server));
  f.session = soup_session_new ();

  /* Not released: not even its name, nor the page's link. */
  waiting = get_ok (&f, "/finals", NULL);
  g_assert_null (strstr (waiting, "<a href=\"/finals\""));
  g_assert_null (strstr (waiting, "Final table"));
  g_assert_nonnull (strstr (waiting, "The finals have not been built yet."));
  for (guint s = 0; s < 4; s++)
    g_assert_null (strstr (waiting, tav_player_get_name (tav_event_find_player (event, tav_table_get_seat (final, s)))));
  g_assert_true (tav_event_release_round (event, &error));
  g_assert_no_error (error);
  tav_venue_server_refresh (server);

  secret = get_ok (&f, "/finals", NULL);
  g_assert_nonnull (strstr (secret, "The finals are shown with the standings"));
  g_assert_null (strstr (secret, "<ol>"));

  tav_event_set_published (event, TRUE);
  tav_venue_server_refresh (server);
  seated = get_ok (&f, "/finals", NULL);
  g_assert_nonnull (strstr (seated, "<h2>Final table</h2>"));
  g_assert_nonnull (strstr (seated, expected->str));
  g_assert_null (strstr (seated, "the standings are final"));
  russian = get_ok (&f, "/finals", "ru");
  g_assert_nonnull (strstr (russian, "<h2>Финальный стол</h2>"));

  play_bgl_tables (event);
  tav_venue_server_refresh (server);
  played = get_ok (&f, "/finals", NULL);
  g_assert_nonnull (strstr (played, expected->str));
  g_assert_nonnull (strstr (played, "<a href=\"/standings\">The final table has its result: the standings are final</a>"));

  g_clear_object (&f.session);
  g_free (f.base);
  tav_venue_server_stop (server);
}

/* The same page for the same version of the event, but each with the
 * timer as it is when asked: a page is kept without its timer. */
static void
test_cached_timer (Fixture       *f,
                   gconstpointer  data)
{
  g_autofree char *before = get_ok (f, "/round?lang=ru", NULL);
  g_autofree char *set = NULL;
  g_autofree char *paused = NULL;
  g_autofree char *other = NULL;
  g_autofree char *without = NULL;
  const char *timer;

  g_assert_nonnull (strstr (before, "data-duration=\"0\" data-remaining-ms=\"0\" data-running=\"false\" hidden>"));

  tav_venue_server_set_timer (f->server, 3000, 1500, FALSE);
  set = get_ok (f, "/round?lang=ru", NULL);
  g_assert_nonnull (strstr (set, "data-duration=\"3000\" data-remaining-ms=\"1500000\" data-running=\"false\">"));
  g_assert_nonnull (strstr (set, "<span class=\"clock\">25:00</span>"));
  /* The rest of the page as before, timer aside. */
  timer = strstr (set, "<p id=\"timer\"");
  g_assert_nonnull (timer);
  g_assert_cmpint (strncmp (set, before, timer - set), ==, 0);
  g_assert_cmpstr (strstr (strstr (set, "</p>\n<main>"), "<main>"), ==, strstr (before, "<main>"));

  tav_venue_server_set_timer (f->server, 3000, 61, FALSE);
  paused = get_ok (f, "/round?lang=ru", NULL);
  g_assert_nonnull (strstr (paused, "<span class=\"clock\">1:01</span>"));
  /* Another reader's language is another page. */
  other = get_ok (f, "/round?lang=it", NULL);
  g_assert_nonnull (strstr (other, "<html lang=\"it\">"));
  g_assert_nonnull (strstr (other, "<span class=\"clock\">1:01</span>"));

  tav_venue_server_set_timer (f->server, 0, 0, FALSE);
  without = get_ok (f, "/round?lang=ru", NULL);
  g_assert_cmpstr (without, ==, before);
}

static void
test_security_headers (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(SoupMessageHeaders) headers = NULL;
  guint status = 0;
  g_autofree char *body = fetch (f, "GET", "/", NULL, &status, &headers);
  g_autofree char *css = NULL;
  g_autofree char *head = NULL;

  g_assert_cmpuint (status, ==, 200);
  g_assert_cmpstr (soup_message_headers_get_one (headers, "Content-Security-Policy"), ==,
                   "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
                   "connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'");
  g_assert_cmpstr (soup_message_headers_get_one (headers, "X-Content-Type-Options"), ==, "nosniff");
  /* No script or style inline, nothing from elsewhere. */
  g_assert_null (strstr (body, "<script>"));
  g_assert_null (strstr (body, "<style"));
  g_assert_null (strstr (body, "http"));
  g_assert_cmpuint (strlen (body), <, 100 * 1024);

  css = get_ok (f, "/static/venue.css", NULL);
  g_assert_nonnull (strstr (css, "prefers-color-scheme: dark"));

  g_clear_pointer (&headers, soup_message_headers_unref);
  head = fetch (f, "HEAD", "/round", NULL, &status, &headers);
  g_assert_cmpuint (status, ==, 200);
  g_assert_cmpstr (head, ==, "");
}

/* A reloading page asks for its style again: the same one is answered
 * 304 without a body, a stale one in full. */
static void
test_asset_revalidated (Fixture       *f,
                        gconstpointer  data)
{
  g_autoptr(SoupMessageHeaders) headers = NULL;
  g_autofree char *uri = g_strconcat (f->base, "/static/venue.css", NULL);
  g_autofree char *etag = NULL;
  guint status = 0;
  g_autofree char *css = fetch (f, "GET", "/static/venue.css", NULL, &status, &headers);
  const char *tags[] = { NULL, "\"0123456789abcdef0123456789abcdef\"" };

  g_assert_cmpuint (status, ==, 200);
  etag = g_strdup (soup_message_headers_get_one (headers, "ETag"));
  g_assert_nonnull (etag);
  g_assert_cmpuint (strlen (etag), ==, 34);
  tags[0] = etag;

  for (guint i = 0; i < G_N_ELEMENTS (tags); i++)
    {
      g_autoptr(SoupMessage) msg = soup_message_new ("GET", uri);
      g_autoptr(GError) error = NULL;
      g_autoptr(GBytes) body = NULL;

      soup_message_headers_replace (soup_message_get_request_headers (msg), "If-None-Match", tags[i]);
      body = soup_session_send_and_read (f->session, msg, NULL, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (soup_message_get_status (msg), ==, i == 0 ? 304 : 200);
      g_assert_cmpuint (g_bytes_get_size (body), ==, i == 0 ? 0 : strlen (css));
      g_assert_cmpstr (soup_message_headers_get_one (soup_message_get_response_headers (msg), "ETag"), ==, etag);
    }
}

static void
test_refused (Fixture       *f,
              gconstpointer  data)
{
  static const char * const not_found[] = {
    "/../../etc/passwd", "/static/../../etc/passwd", "/static/%2e%2e/%2e%2e/etc/passwd",
    "/static/", "/static/venue.gresource.xml", "/static/venue.css/x", "/etc/passwd", "/round/",
  };
  g_autofree char *long_path = g_strnfill (3000, 'a');
  g_autofree char *long_uri = g_strconcat ("/?q=", long_path, NULL);
  guint status = 0;

  for (guint i = 0; i < G_N_ELEMENTS (not_found); i++)
    {
      g_autofree char *body = fetch (f, "GET", not_found[i], NULL, &status, NULL);

      g_test_message ("%s", not_found[i]);
      g_assert_cmpuint (status, ==, 404);
      g_assert_null (strstr (body, "root:"));
    }
  for (guint i = 0; i < 3; i++)
    {
      const char *method = (const char *[]) { "POST", "PUT", "DELETE" }[i];
      g_autoptr(SoupMessageHeaders) headers = NULL;
      g_autofree char *body = NULL;

      g_test_message ("%s /", method);
      body = fetch (f, method, "/", NULL, &status, &headers);

      g_assert_cmpuint (status, ==, 405);
      g_assert_cmpstr (soup_message_headers_get_one (headers, "Allow"), ==, "GET, HEAD");
    }
  g_test_message ("a long URI");
  g_free (fetch (f, "GET", long_uri, NULL, &status, NULL));
  g_assert_cmpuint (status, ==, 414);

  {
    g_autofree char *uri = g_strconcat (f->base, "/", NULL);
    g_autoptr(SoupMessage) msg = soup_message_new ("GET", uri);
    g_autoptr(GBytes) payload = g_bytes_new_static ("x=1", 3);
    g_autoptr(GBytes) body = NULL;

    soup_message_set_request_body_from_bytes (msg, "application/x-www-form-urlencoded", payload);
    g_autoptr(GError) error = NULL;

    body = soup_session_send_and_read (f->session, msg, NULL, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (soup_message_get_status (msg), ==, 413);
  }
}

static void
test_rate_limit (void)
{
  g_autoptr(TavEvent) event = tav_event_new ("destiny", "Limits");
  g_autoptr(TavVenueServer) server = tav_venue_server_new ();
  g_autoptr(SoupSession) session = soup_session_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *uri = NULL;

  tav_venue_server_set_limits (server, 100, 100, 5);
  tav_venue_server_set_event (server, event);
  g_assert_true (tav_venue_server_start (server, "127.0.0.1", 0, &error));
  uri = g_strdup_printf ("http://127.0.0.1:%u/round", tav_venue_server_get_port (server));

  for (guint i = 1; i <= 7; i++)
    {
      g_autoptr(SoupMessage) msg = soup_message_new ("GET", uri);
      g_autoptr(GBytes) body = NULL;

      /* The refusal is said in the phone's language, with its own phrase
       * (libsoup 3.2 knows none for 429: "Unknown Error"). */
      soup_message_headers_replace (soup_message_get_request_headers (msg), "Accept-Language", "ru-RU,ru;q=0.9");
      body = soup_session_send_and_read (session, msg, NULL, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (soup_message_get_status (msg), ==, i <= 5 ? 200 : 429);
      if (i > 5)
        {
          g_assert_cmpstr (soup_message_get_reason_phrase (msg), ==, "Too Many Requests");
          g_assert_cmpmem (g_bytes_get_data (body, NULL), g_bytes_get_size (body),
                           "Слишком много запросов с этого телефона: попробуйте через минуту.\n",
                           strlen ("Слишком много запросов с этого телефона: попробуйте через минуту.\n"));
        }
    }
}

/* ---- Live updates ---------------------------------------------------- */

static void
test_live (Fixture       *f,
           gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *page = NULL;
  TavTestLive *live = tav_test_live_open (f->session, f->base);

  first = g_strdup_printf ("event: version\ndata: %" G_GUINT64_FORMAT "\n\n",
                           tav_venue_server_get_version (f->server));
  tav_test_live_wait (live, first);
  tav_test_live_wait (live, "event: timer\ndata: {\"duration\":0,\"remaining_ms\":0,\"running\":false}\n\n");
  g_assert_cmpuint (tav_venue_server_get_n_live (f->server), ==, 1);

  /* An edit in the app: the snapshot follows by itself, and the stream
   * tells the phones. */
  g_assert_true (tav_event_rename_player (f->event, "p1", "Renamed One", &error));
  second = g_strdup_printf ("event: version\ndata: %" G_GUINT64_FORMAT "\n\n",
                            tav_venue_server_get_version (f->server) + 1);
  tav_test_live_wait (live, second);
  page = get_ok (f, "/round", NULL);
  g_assert_nonnull (strstr (page, "Renamed One"));

  tav_venue_server_set_timer (f->server, 3000, 1500, FALSE);
  tav_test_live_wait (live, "event: timer\ndata: {\"duration\":3000,\"remaining_ms\":1500000,\"running\":false}\n\n");
  g_clear_pointer (&page, g_free);
  page = get_ok (f, "/", NULL);
  g_assert_nonnull (strstr (page, "data-duration=\"3000\" data-remaining-ms=\"1500000\" data-running=\"false\""));
  g_assert_nonnull (strstr (page, "<span class=\"clock\">25:00</span>"));

  tav_venue_server_set_announcement (f->server, "Lunch <at> 13:00");
  g_clear_pointer (&page, g_free);
  page = get_ok (f, "/", NULL);
  g_assert_nonnull (strstr (page, "<p>Lunch &lt;at&gt; 13:00</p>"));

  tav_test_live_close (live);
}

static void
test_languages (void)
{
  g_assert_cmpstr (tav_venue_catalog_pick ("it-IT,it;q=0.9,en;q=0.8", NULL), ==, "it");
  g_assert_cmpstr (tav_venue_catalog_pick ("fr-FR, de;q=0.9, bg;q=0.5, ru;q=0.4", NULL), ==, "bg");
  g_assert_cmpstr (tav_venue_catalog_pick ("en;q=0.2, ru;q=0.8", NULL), ==, "ru");
  g_assert_cmpstr (tav_venue_catalog_pick ("de, fr", NULL), ==, "en");
  g_assert_cmpstr (tav_venue_catalog_pick (NULL, NULL), ==, "en");
  g_assert_cmpstr (tav_venue_catalog_pick ("ru", "bg"), ==, "bg");
  g_assert_cmpstr (tav_venue_catalog_pick ("ru", "xx"), ==, "ru");
  g_assert_cmpstr (tav_venue_catalog_pick ("rus, ru_RU", NULL), ==, "ru");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, tav_test_venue_tear_down)
  ADD ("/venue/find", test_find);
  ADD ("/venue/find-sheriff-ru", test_find_sheriff);
  ADD ("/venue/escaping", test_escaping);
  ADD ("/venue/secret-standings", test_secret_standings);
  ADD ("/venue/security-headers", test_security_headers);
  ADD ("/venue/finals-bang", test_finals_bang);
  ADD ("/venue/cached-timer", test_cached_timer);
  ADD ("/venue/asset-revalidated", test_asset_revalidated);
  ADD ("/venue/refused", test_refused);
  ADD ("/venue/live", test_live);
#undef ADD
  g_test_add_func ("/venue/rate-limit", test_rate_limit);
  g_test_add_func ("/venue/languages", test_languages);
  g_test_add_func ("/venue/finals-destiny", test_finals_destiny);
  g_test_add_func ("/venue/finals-bgl", test_finals_bgl);

  return g_test_run ();
}
