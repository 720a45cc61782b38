/* test-venue-hall.c — several events at one address (TavVenueHall)
 *
 * Three events in one hall, asked over HTTP on 127.0.0.1: the venue's
 * list, "find my table" across the events, each event's pages, forms,
 * judges and streams under its own prefix, events taken out and added
 * while it runs.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <libsoup/soup.h>

#include "tav-event-private.h"
#include "tav-table-token.h"
#include "tav-test-http.h"
#include "tav-test-wait.h"
#include "tav-venue-hall.h"

#define KEY_A "a00102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"
#define KEY_B "b00102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"

typedef struct
{
  TavEvent       *events[3];
  TavVenueServer *servers[3];
  TavVenueHall   *hall;
  SoupSession    *session;
  char           *base;
} Fixture;

/* @first names the players: "Anna 01", "Anna 02", …; @odd, when given,
 * is the last one's name. */
static TavEvent *
make_event (const char *ruleset,
            const char *name,
            const char *key,
            const char *first,
            guint       n_players,
            const char *odd)
{
  TavEvent *event = tav_event_new (ruleset, name);
  g_autoptr(GError) error = NULL;

  tav_event_set_seed (event, 7);
  for (guint i = 0; i < n_players; i++)
    {
      g_autofree char *player = odd && i == n_players - 1 ? g_strdup (odd)
                                                           : g_strdup_printf ("%s %02u", first, i + 1);

      g_assert_nonnull (tav_event_add_player (event, player, NULL));
    }
  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
  tav_inbox_set_key (tav_event_get_inbox (event), key);
  return event;
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  f->events[0] = make_event ("destiny", "Destiny Side Event", KEY_A, "Anna", 8, NULL);
  f->events[1] = make_event ("destiny", "Catan & Friends", KEY_B, "Bruno", 8, "Zelda Quinta");
  f->events[2] = make_event ("bang-2011", "BANG! Qualifier", KEY_A, "Carla", 10, NULL);
  tav_event_set_venue (f->events[1], "Room B");

  f->hall = tav_venue_hall_new ();
  for (guint i = 0; i < 3; i++)
    {
      f->servers[i] = tav_venue_server_new ();
      tav_venue_server_set_event (f->servers[i], f->events[i]);
      tav_venue_hall_add (f->hall, f->servers[i]);
    }
  g_assert_true (tav_venue_hall_start (f->hall, "127.0.0.1", 0, &error));
  g_assert_no_error (error);
  f->base = g_strdup_printf ("http://127.0.0.1:%u", tav_venue_hall_get_port (f->hall));
  f->session = soup_session_new ();
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_clear_object (&f->session);
  tav_venue_hall_stop (f->hall);
  g_assert_finalize_object (f->hall);
  for (guint i = 0; i < 3; i++)
    {
      g_assert_finalize_object (f->servers[i]);
      g_clear_object (&f->events[i]);
    }
  g_free (f->base);
}

/* The base of event @i: the hall's address and the event's prefix. */
static char *
event_base (Fixture *f,
            guint    i)
{
  const char *path = tav_venue_hall_get_path (f->hall, f->servers[i]);

  g_assert_nonnull (path);
  /* Without the trailing slash: the tests' paths start with one. */
  return g_strndup (g_strconcat (f->base, path, NULL), strlen (f->base) + strlen (path) - 1);
}

static char *
get (Fixture    *f,
     const char *base,
     const char *path,
     guint      *status)
{
  return tav_test_http_send (f->session, base, path, NULL, "en", status);
}

/* Slugs from the names, unique and stable; the list names every event,
 * its game, room and round, and no player. */
static void
test_list (Fixture       *f,
           gconstpointer  data)
{
  g_autofree char *page = NULL;
  g_auto(GStrv) urls = tav_venue_hall_get_urls (f->hall);
  g_auto(GStrv) event_urls = tav_venue_server_get_urls (f->servers[1]);
  guint status = 0;

  g_assert_cmpstr (tav_venue_hall_get_path (f->hall, f->servers[0]), ==, "/e/destiny-side-event/");
  g_assert_cmpstr (tav_venue_hall_get_path (f->hall, f->servers[1]), ==, "/e/catan-friends/");
  g_assert_cmpstr (tav_venue_hall_get_path (f->hall, f->servers[2]), ==, "/e/bang-qualifier/");
  g_assert_cmpuint (tav_venue_hall_get_n_events (f->hall), ==, 3);
  /* The QR code of an event in the hall is the venue's. */
  g_assert_cmpstr (urls[0], ==, event_urls[0]);
  g_assert_cmpuint (tav_venue_server_get_port (f->servers[1]), ==, tav_venue_hall_get_port (f->hall));

  page = get (f, f->base, "/", &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_nonnull (strstr (page, "<a href=\"/e/destiny-side-event/\">Destiny Side Event</a>"));
  g_assert_nonnull (strstr (page, "<a href=\"/e/catan-friends/\">Catan &amp; Friends</a>"));
  g_assert_nonnull (strstr (page, "<a href=\"/e/bang-qualifier/\">BANG! Qualifier</a>"));
  g_assert_nonnull (strstr (page, "<span class=\"room\">Room B</span>"));
  g_assert_cmpuint (tav_test_count (page, "<span class=\"round\">Round 1</span>"), ==, 3);
  g_assert_cmpuint (tav_test_count (page, "<li class=\"hall-event\">"), ==, 3);
  /* No names without a search: the list of players is not readable. */
  g_assert_null (strstr (page, "Anna"));
  g_assert_null (strstr (page, "Zelda"));

  /* The time left, once a timer runs in one event. */
  tav_venue_server_set_timer (f->servers[2], 1800, 1500, FALSE);
  g_free (page);
  page = get (f, f->base, "/", &status);
  /* Counted down by the page's script, from the figures it is given. */
  g_assert_nonnull (strstr (page, "<span class=\"timer\" role=\"timer\" data-duration=\"1800\" "
                                  "data-remaining-ms=\"1500000\" data-running=\"false\">"
                                  "Time left: <span class=\"clock\">25:00</span></span>"));
  g_assert_nonnull (strstr (page, "<script src=\"/static/venue.js\" defer></script>"));
  g_assert_cmpuint (tav_test_count (page, "Time left"), ==, 1);

  /* In the phone's language: the venue's words, the game's name. */
  {
    static const char *said[][3] = {
      { "ru", "<h1>Турниры на этой площадке</h1>", "Осталось: <span class=\"clock\">25:00</span>" },
      { "it", "<h1>Eventi in questa sede</h1>", "Tempo rimasto: <span class=\"clock\">25:00</span>" },
      { "bg", "<h1>Събития на това място</h1>", "Оставащо време: <span class=\"clock\">25:00</span>" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (said); i++)
      {
        g_autofree char *translated = tav_test_http_send (f->session, f->base, "/", NULL, said[i][0], &status);

        g_assert_cmpuint (status, ==, 200);
        g_assert_nonnull (strstr (translated, said[i][1]));
        g_assert_nonnull (strstr (translated, said[i][2]));
      }
  }

  g_free (page);
  page = get (f, f->base, "/round", &status);
  g_assert_cmpuint (status, ==, 404);
  g_free (page);
  page = get (f, f->base, "/e/nobody/", &status);
  g_assert_cmpuint (status, ==, 404);
}

/* A name of event B found from the venue's page, linked under B's
 * prefix; a part of a name of two events finds both. */
static void
test_find (Fixture       *f,
           gconstpointer  data)
{
  g_autofree char *page = NULL;
  g_autofree char *b = event_base (f, 1);
  g_autofree char *own = NULL;
  guint status = 0;

  page = get (f, f->base, "/?q=zelda", &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_cmpuint (tav_test_count (page, "<article class=\"found\">"), ==, 1);
  g_assert_nonnull (strstr (page, "<h2>Zelda Quinta</h2>\n<p class=\"event\">Catan &amp; Friends</p>"));
  g_assert_nonnull (strstr (page, "<a href=\"/e/catan-friends/?q=Zelda%20Quinta\">"));
  g_assert_null (strstr (page, "Anna 01"));

  /* "nn" is in every Anna and no Bruno or Carla; "a 0" in the 8 Annas
   * and in Carla 01 to 09, not Carla 10. */
  g_free (page);
  page = get (f, f->base, "/?q=nn", &status);
  g_assert_cmpuint (tav_test_count (page, "<article class=\"found\">"), ==, 8);
  g_free (page);
  page = get (f, f->base, "/?q=a%200", &status);
  g_assert_cmpuint (tav_test_count (page, "<article class=\"found\">"), ==, 17);
  g_assert_cmpuint (tav_test_count (page, "<p class=\"event\">BANG! Qualifier</p>"), ==, 9);
  g_free (page);
  page = get (f, f->base, "/?q=nobody-here", &status);
  g_assert_nonnull (strstr (page, "Nobody playing this round has “nobody-here” in their name."));

  /* The link found opens B's own page, with her table. */
  own = get (f, b, "/?q=Zelda%20Quinta", &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_nonnull (strstr (own, "<h2>Zelda Quinta</h2>"));
}

/* Each event's pages under its prefix, their links and stream too. */
static void
test_pages (Fixture       *f,
            gconstpointer  data)
{
  g_autofree char *a = event_base (f, 0);
  g_autofree char *c = event_base (f, 2);
  g_autofree char *round = NULL;
  g_autofree char *find = NULL;
  g_autofree char *asset = NULL;
  TavTestLive *live;
  guint status = 0;

  round = get (f, c, "/round", &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_nonnull (strstr (round, "<p class=\"event\">BANG! Qualifier</p>"));
  g_assert_nonnull (strstr (round, "Carla 01"));
  g_assert_null (strstr (round, "Anna 01"));
  g_assert_nonnull (strstr (round, "<a href=\"/e/bang-qualifier/standings\">"));
  g_assert_nonnull (strstr (round, "<a href=\"/e/bang-qualifier/round?lang=ru\""));
  g_assert_null (strstr (round, "href=\"/round"));

  find = get (f, a, "/", &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_nonnull (strstr (find, "action=\"/e/destiny-side-event/\""));
  g_assert_null (strstr (find, "Carla"));

  /* The assets are the venue's, at its root and under each prefix. */
  asset = get (f, f->base, "/static/venue.js", &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_nonnull (strstr (asset, "'/events'"));

  live = tav_test_live_open (f->session, c);
  tav_test_live_wait (live, "event: version");
  tav_test_live_close (live);
}

/* A result sent to B's table 1 lands in B only, though A has a table 1
 * of the same stage id; A's link is refused on B's prefix. */
static void
test_forms (Fixture       *f,
            gconstpointer  data)
{
  g_autofree char *a = event_base (f, 0);
  g_autofree char *b = event_base (f, 1);
  TavStage *stage_a = tav_event_get_current_stage (f->events[0]);
  TavStage *stage_b = tav_event_get_current_stage (f->events[1]);
  const char *id = tav_stage_get_id (stage_b);
  TavTable *table = tav_round_find_table (tav_stage_get_round (stage_b, 1), 1);
  g_autofree char *seat = tav_token_for_seat (KEY_B, id, 1, 1, 2);
  g_autofree char *path = g_strdup_printf ("/t/%s/1/1/%s", id, seat);
  g_autofree char *seat_a = tav_token_for_seat (KEY_A, id, 1, 1, 2);
  g_autofree char *path_a = g_strdup_printf ("/t/%s/1/1/%s", id, seat_a);
  g_autofree char *form_id = tav_token_new_form_id (KEY_B, id, 1, 1);
  g_autofree char *form = g_strdup_printf ("id=%s&winner=%s&seat=2", form_id, tav_table_get_seat (table, 1));
  g_autofree char *page = NULL;
  g_autofree char *sent = NULL;
  g_autofree char *refused = NULL;
  g_autofree char *action = g_strdup_printf ("action=\"/e/catan-friends/t/%s/1/1/%s\"", id, seat);
  guint status = 0;

  g_assert_cmpstr (tav_stage_get_id (stage_a), ==, id);

  page = get (f, b, path, &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_nonnull (strstr (page, action));

  sent = tav_test_http_send (f->session, b, path, form, "en", &status);
  g_assert_cmpuint (status, ==, 202);
  g_assert_cmpuint (tav_inbox_get_n_pending (tav_event_get_inbox (f->events[1])), ==, 1);
  g_assert_cmpuint (tav_inbox_get_n_pending (tav_event_get_inbox (f->events[0])), ==, 0);
  g_assert_cmpuint (tav_inbox_get_n_pending (tav_event_get_inbox (f->events[2])), ==, 0);

  /* A's link is no link of B's, and B's none of A's. */
  refused = get (f, b, path_a, &status);
  g_assert_cmpuint (status, ==, 403);
  g_free (refused);
  refused = get (f, a, path, &status);
  g_assert_cmpuint (status, ==, 403);
}

/* A judge of A is refused in B; revoked in A, only A's console stream
 * closes: B's phones keep theirs. */
static void
test_judges (Fixture       *f,
             gconstpointer  data)
{
  g_autofree char *a = event_base (f, 0);
  g_autofree char *b = event_base (f, 1);
  g_autoptr(GError) error = NULL;
  g_autofree char *code = tav_inbox_add_judge (tav_event_get_inbox (f->events[0]), "Marco", FALSE, &error);
  g_autofree char *console = g_strdup_printf ("/judge?code=%s", code);
  g_autofree char *stream = g_strdup_printf ("/judge/events?code=%s", code);
  g_autofree char *page = NULL;
  TavTestLive *judge;
  TavTestLive *phone_b;
  guint status = 0;

  g_assert_no_error (error);
  tav_venue_server_refresh (f->servers[0]);
  page = get (f, a, console, &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_nonnull (strstr (page, "action=\"/e/destiny-side-event/judge\""));
  g_assert_nonnull (strstr (page, "href=\"/e/destiny-side-event/judge?code="));
  g_free (page);
  page = get (f, b, console, &status);
  g_assert_cmpuint (status, ==, 403);

  judge = tav_test_live_open_at (f->session, a, stream);
  phone_b = tav_test_live_open (f->session, b);
  tav_test_live_wait (judge, "event: version");
  tav_test_live_wait (phone_b, "event: version");

  g_assert_true (tav_inbox_revoke_judge (tav_event_get_inbox (f->events[0]), "Marco", &error));
  g_assert_no_error (error);
  tav_venue_server_refresh (f->servers[0]);
  tav_test_live_wait (judge, "event: revoked");
  /* B's stream still hears B's news. */
  tav_venue_server_refresh (f->servers[1]);
  tav_test_live_wait (phone_b, "event: version\ndata: 3\n");
  g_assert_false (tav_test_live_ended (phone_b));
  tav_test_live_close (judge);
  tav_test_live_close (phone_b);
}

static gboolean
live_ended (gpointer data)
{
  return tav_test_live_ended (data);
}

/* An event taken out: its pages answer no more, its streams end and no
 * other's; one added while the hall runs is on the list at once. */
static void
count_change (guint *n)
{
  (*n)++;
}

static void
test_add_remove (Fixture       *f,
                 gconstpointer  data)
{
  g_autofree char *a = event_base (f, 0);
  g_autofree char *c = event_base (f, 2);
  g_autofree char *page = NULL;
  g_autoptr(TavEvent) late = make_event ("bang-2011", "BANG! Qualifier", KEY_A, "Dario", 10, NULL);
  g_autoptr(TavVenueServer) late_server = tav_venue_server_new ();
  g_autofree char *late_page = NULL;
  TavTestLive *phone_a = tav_test_live_open (f->session, a);
  TavTestLive *phone_c = tav_test_live_open (f->session, c);
  guint status = 0;
  guint n_changes = 0;

  tav_test_live_wait (phone_a, "event: version");
  tav_test_live_wait (phone_c, "event: version");
  g_signal_connect_swapped (f->hall, "changed", G_CALLBACK (count_change), &n_changes);
  tav_venue_hall_remove (f->hall, f->servers[2]);
  g_assert_cmpuint (n_changes, ==, 1);
  g_assert_true (tav_venue_hall_is_on (f->hall));
  g_assert_true (tav_venue_hall_get_server (f->hall, 1) == f->servers[1]);
  tav_test_wait_until (live_ended, phone_c, "the end of the removed event's stream");
  g_assert_false (tav_test_live_ended (phone_a));
  /* Its connection back to the session (two to a host). */
  tav_test_live_close (phone_c);
  g_assert_null (tav_venue_hall_get_path (f->hall, f->servers[2]));
  g_assert_cmpuint (tav_venue_hall_get_n_events (f->hall), ==, 2);

  page = get (f, c, "/round", &status);
  g_assert_cmpuint (status, ==, 404);
  g_free (page);
  page = get (f, f->base, "/", &status);
  g_assert_null (strstr (page, "BANG! Qualifier"));
  g_assert_cmpuint (tav_test_count (page, "<li class=\"hall-event\">"), ==, 2);

  /* Added while it runs, with the name of the one gone: its slug is free again. */
  tav_venue_server_set_event (late_server, late);
  g_assert_cmpstr (tav_venue_hall_add (f->hall, late_server), ==, "/e/bang-qualifier/");
  /* Each window that shows the venue's events is told (tav-venue-window.c). */
  g_assert_cmpuint (n_changes, ==, 2);
  g_assert_true (tav_venue_hall_get_server (f->hall, 2) == late_server);
  g_free (page);
  page = get (f, f->base, "/", &status);
  g_assert_cmpuint (tav_test_count (page, "<li class=\"hall-event\">"), ==, 3);
  g_assert_nonnull (strstr (page, "<a href=\"/e/bang-qualifier/\">BANG! Qualifier</a>"));
  late_page = get (f, c, "/round", &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_nonnull (strstr (late_page, "Dario 01"));
  g_assert_null (strstr (late_page, "Carla 01"));

  /* A second one of that name gets a slug of its own. */
  {
    g_autoptr(TavVenueServer) twin = tav_venue_server_new ();

    tav_venue_server_set_event (twin, late);
    g_assert_cmpstr (tav_venue_hall_add (f->hall, twin), ==, "/e/bang-qualifier-2/");
    tav_venue_hall_remove (f->hall, twin);
  }
  g_assert_cmpuint (n_changes, ==, 4);
  g_signal_handlers_disconnect_by_data (f->hall, &n_changes);

  /* Names in Cyrillic or with accents still make a slug that says them. */
  {
    static const char * const names[][2] = {
      { "Катан — турнир Пловдив", "/e/katan-turnir-plovdiv/" },
      { "Щит и Ёж: Мъжки кръг", "/e/shtit-i-yozh-mazhki-krag/" },
      { "Città di Lucca 2026", "/e/citta-di-lucca-2026/" },
      { "???", "/e/event/" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (names); i++)
      {
        g_autoptr(TavEvent) named = tav_event_new ("bgl", names[i][0]);
        g_autoptr(TavVenueServer) server = tav_venue_server_new ();

        tav_venue_server_set_event (server, named);
        g_assert_cmpstr (tav_venue_hall_add (f->hall, server), ==, names[i][1]);
        tav_venue_hall_remove (f->hall, server);
      }
  }
  tav_venue_hall_remove (f->hall, late_server);
  g_assert_false (tav_test_live_ended (phone_a));
  tav_test_live_close (phone_a);
}

/* A door's check-in under an event's prefix: its link, its form's action
 * and its answer's way back carry the prefix, and the player checked in
 * is that event's. The event is added while the hall runs, before its
 * first draw (a drawn round takes no check-in from phones). */
static void
test_check_in (Fixture       *f,
               gconstpointer  data)
{
  g_autoptr(TavEvent) event = tav_event_new ("destiny", "Door Event");
  g_autoptr(TavVenueServer) server = tav_venue_server_new ();
  g_autofree char *base = NULL;
  g_autofree char *page = NULL;
  g_autofree char *answer = NULL;
  g_autofree char *form = NULL;
  g_autofree char *id = NULL;
  g_autofree char *code = NULL;
  g_autofree char *printed = NULL;
  TavPlayer *player;
  guint status = 0;

  for (guint i = 0; i < 4; i++)
    {
      g_autofree char *name = g_strdup_printf ("Dora %02u", i + 1);

      g_assert_nonnull (tav_event_add_player (event, name, NULL));
    }
  tav_inbox_set_key (tav_event_get_inbox (event), KEY_B);
  tav_event_set_self_check_in (event, TRUE);
  tav_venue_server_set_event (server, event);
  tav_venue_hall_add (f->hall, server);
  g_assert_cmpstr (tav_venue_hall_get_path (f->hall, server), ==, "/e/door-event/");
  base = g_strconcat (f->base, "/e/door-event", NULL);

  page = get (f, base, "/", &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_nonnull (strstr (page, "<a href=\"/e/door-event/check-in\">"));
  g_clear_pointer (&page, g_free);

  page = get (f, base, "/check-in", &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_nonnull (strstr (page, "action=\"/e/door-event/check-in\""));
  g_assert_nonnull (strstr (page, "<a href=\"/e/door-event/\">"));
  id = tav_test_form_id (page);

  player = tav_event_get_player (event, 2);
  code = tav_event_get_player_code (event, tav_player_get_id (player));
  printed = tav_token_format_code (code);
  form = g_strdup_printf ("id=%s&lang=en&name=Dora%%2003&code=%s", id, printed);
  answer = tav_test_http_send (f->session, base, "/check-in", form, "en", &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_nonnull (strstr (answer, "Dora 03, you are checked in for the first round"));
  g_assert_true (tav_player_get_checked_in (player));
  g_assert_false (tav_player_get_checked_in (tav_event_get_player (event, 1)));

  /* Another event's door is its own, closed there. */
  g_clear_pointer (&page, g_free);
  g_clear_pointer (&base, g_free);
  base = event_base (f, 1);
  page = get (f, base, "/check-in", &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_null (strstr (page, "check-in-form"));
  g_assert_nonnull (strstr (page, "Check-in from phones is closed"));
  tav_venue_hall_remove (f->hall, server);
}

/* A check-in sent from event @base's door with a form of its own; @name
 * form-encoded. Returns the answer. */
static char *
post_check_in (Fixture    *f,
               const char *base,
               const char *name,
               const char *code,
               guint      *status)
{
  g_autofree char *page = get (f, base, "/check-in", status);
  g_autofree char *id = tav_test_form_id (page);
  g_autofree char *form = g_strdup_printf ("id=%s&lang=en&name=%s&code=%s", id, name, code);

  return tav_test_http_send (f->session, base, "/check-in", form, "en", status);
}

/* A wrong name or code at event @i's door, as a new phone would type it:
 * each try another name and code, so that only the address adds up. */
static guint
fail_check_in (Fixture    *f,
               guint       i,
               guint       try)
{
  g_autofree char *base = event_base (f, i);
  g_autofree char *name = g_strdup_printf ("Nobody+%u", try);
  g_autofree char *code = g_strdup_printf ("WRONG%uCODE", try);
  guint status = 0;
  g_autofree char *answer = post_check_in (f, base, name, code, &status);

  return status;
}

/* The lockout at the doors is the venue's: three wrong tries at one
 * event's door and two at another's lock the address at both, and the
 * decks' door too. */
static void
test_lockout (Fixture       *f,
              gconstpointer  data)
{
  TavPlayer *player = tav_event_get_player (f->events[1], 0);
  g_autofree char *base = event_base (f, 1);
  g_autofree char *code = tav_event_get_player_code (f->events[1], tav_player_get_id (player));
  g_autofree char *printed = tav_token_format_code (code);
  g_autofree char *answer = NULL;
  g_autofree char *form = NULL;
  guint status = 0;

  tav_event_set_self_check_in (f->events[0], TRUE);
  tav_event_set_self_check_in (f->events[1], TRUE);
  for (guint k = 0; k < 3; k++)
    g_assert_cmpuint (fail_check_in (f, 0, k), ==, 403);
  for (guint k = 3; k < 5; k++)
    g_assert_cmpuint (fail_check_in (f, 1, k), ==, 403);

  /* Locked now at B's door, even with a right name and code. */
  answer = post_check_in (f, base, "Bruno+01", printed, &status);
  g_assert_cmpuint (status, ==, 429);
  g_assert_nonnull (strstr (answer, "Too many failed check-ins from this phone"));
  g_assert_false (tav_player_get_checked_in (player));
  /* At A's door, and at the decks' of either. */
  g_assert_cmpuint (fail_check_in (f, 0, 6), ==, 429);
  g_clear_pointer (&answer, g_free);
  form = g_strdup_printf ("id=x&lang=en&name=Bruno+01&code=%s", printed);
  answer = tav_test_http_send (f->session, base, "/deck", form, "en", &status);
  g_assert_cmpuint (status, ==, 429);
  g_assert_nonnull (strstr (answer, "Too many wrong names or codes from this phone"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/venue-hall/list", test_list);
  ADD ("/venue-hall/find", test_find);
  ADD ("/venue-hall/pages", test_pages);
  ADD ("/venue-hall/forms", test_forms);
  ADD ("/venue-hall/judges", test_judges);
  ADD ("/venue-hall/add-remove", test_add_remove);
  ADD ("/venue-hall/check-in", test_check_in);
  ADD ("/venue-hall/lockout", test_lockout);
#undef ADD

  return g_test_run ();
}
