/* test-venue-check-in.c — players checking themselves in from their
 * phones (/check-in): a name and a personal code check the player in for
 * the next round, in the player's hand; a wrong name and a wrong code get
 * the same answer; five failures lock an address, a name or a code out;
 * the page is closed while the organiser's switch is off; a form is taken
 * once; a withdrawn player and a round already drawn are refused
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <libsoup/soup.h>

#include "tav-event-log.h"
#include "tav-table-token.h"
#include "tav-test-destiny.h"
#include "tav-test-http.h"
#include "tav-test-log.h"
#include "tav-test-venue.h"
#include "tav-event-private.h"

static const char * const names[] = { "Anna Rossi", "Bruno Verdi", "Carla Neri", "Dario Bianchi", "Elena Galli" };

typedef struct
{
  TavTestVenue    venue;
  TavEvent       *before;     /* what the host's recorder last saw */
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->venue.event = tav_event_new ("destiny", "Door Cup");
  tav_event_set_seed (f->venue.event, 5);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    g_assert_nonnull (tav_event_add_player (f->venue.event, names[i], NULL));
  tav_inbox_set_key (tav_event_get_inbox (f->venue.event), TAV_TEST_VENUE_KEY);
  tav_event_set_self_check_in (f->venue.event, TRUE);

  tav_test_venue_serve (&f->venue);
  f->before = tav_test_copy_event (f->venue.event);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  tav_test_venue_tear_down (&f->venue, NULL);
  g_clear_object (&f->before);
}

static TavPlayer *
player (Fixture *f,
        guint    i)
{
  return tav_event_get_player (f->venue.event, i);
}

/* The code as printed on the player's slip: "K7QM-3XPA". */
static char *
printed_code (Fixture *f,
              guint    i)
{
  g_autofree char *code = tav_event_get_player_code (f->venue.event, tav_player_get_id (player (f, i)));

  g_assert_nonnull (code);
  return tav_token_format_code (code);
}

static char *
form_of (const char *id,
         const char *language,
         const char *name,
         const char *code)
{
  g_autofree char *n = g_uri_escape_string (name, NULL, FALSE);
  g_autofree char *c = g_uri_escape_string (code, NULL, FALSE);

  return g_strdup_printf ("id=%s&lang=%s&name=%s&code=%s", id, language, n, c);
}

/* The page opened and its form sent, as a phone at the door does. */
static char *
check_in_from (Fixture     *f,
               SoupSession *session,
               const char  *language,
               const char  *name,
               const char  *code,
               guint       *status)
{
  g_autofree char *page = tav_test_http_send (session, f->venue.base, "/check-in", NULL, language, status);
  g_autofree char *id = NULL;
  g_autofree char *form = NULL;

  g_assert_cmpuint (*status, ==, 200);
  id = tav_test_form_id (page);
  form = form_of (id, language, name, code);
  return tav_test_http_send (session, f->venue.base, "/check-in", form, language, status);
}

static char *
check_in (Fixture    *f,
          const char *language,
          const char *name,
          const char *code,
          guint      *status)
{
  return check_in_from (f, f->venue.session, language, name, code, status);
}

/* The page's message, its only words that depend on what was sent. */
static char *
message_of (const char *page)
{
  g_autoptr(GRegex) regex = g_regex_new ("<p class=\"(?:error|message)\" role=\"(?:alert|status)\">([^<]*)</p>",
                                         0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;

  if (!g_regex_match (regex, page, 0, &match))
    g_error ("No message on the page: %s", page);
  return g_match_info_fetch (match, 1);
}

static void
assert_message (const char *page,
                const char *expected)
{
  g_autofree char *message = message_of (page);

  g_assert_cmpstr (message, ==, expected);
}

static void
test_success (Fixture       *f,
              gconstpointer  data)
{
  g_autofree char *anna = printed_code (f, 0);
  g_autofree char *bruno = printed_code (f, 1);
  g_autofree char *carla = printed_code (f, 2);
  g_autofree char *page = NULL;
  g_autofree char *lower = NULL;
  guint status = 0;

  /* The find page links the check-in while it is open. */
  page = tav_test_http_send (f->venue.session, f->venue.base, "/", NULL, "en", &status);
  g_assert_nonnull (strstr (page, "<a href=\"/check-in\">Check in</a>"));
  g_clear_pointer (&page, g_free);

  page = check_in (f, "en", "anna rossi", anna, &status);
  g_assert_cmpuint (status, ==, 200);
  assert_message (page, "Anna Rossi, you are checked in for the first round");
  g_assert_true (tav_player_get_checked_in (player (f, 0)));
  g_assert_false (tav_player_get_checked_in (player (f, 1)));
  g_clear_pointer (&page, g_free);

  /* In the phone's language; a surname alone, the code typed in lower
   * case without its dash. */
  lower = g_ascii_strdown (bruno, -1);
  g_assert_nonnull (strchr (lower, '-'));
  memmove (strchr (lower, '-'), strchr (lower, '-') + 1, strlen (strchr (lower, '-')));
  page = check_in (f, "it", "Verdi", lower, &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_nonnull (strstr (page, "<html lang=\"it\">"));
  assert_message (page, "Bruno Verdi, la tua presenza è registrata per il primo turno");
  g_assert_true (tav_player_get_checked_in (player (f, 1)));
  g_clear_pointer (&page, g_free);

  /* Twice: said so, nothing changed. */
  page = check_in (f, "en", "Anna Rossi", anna, &status);
  g_assert_cmpuint (status, ==, 409);
  assert_message (page, "You are already checked in");
  g_clear_pointer (&page, g_free);

  /* The check-in ended and round 1 played by all: the next round is
   * round 2. */
  tav_event_clear_check_in (f->venue.event);
  tav_test_destiny_play_round (f->venue.event, TRUE);
  page = check_in (f, "en", "Carla Neri", carla, &status);
  g_assert_cmpuint (status, ==, 200);
  assert_message (page, "Carla Neri, you are checked in for round 2");
}

/* A wrong name and a wrong code: one answer, word for word. */
static void
test_same_answer (Fixture       *f,
                  gconstpointer  data)
{
  g_autofree char *anna = printed_code (f, 0);
  g_autofree char *carla = printed_code (f, 2);
  g_autofree char *wrong_code = NULL;
  g_autofree char *wrong_name = NULL;
  g_autofree char *other_player = NULL;
  guint status_code = 0, status_name = 0, status_other = 0;

  wrong_code = check_in (f, "en", "Anna Rossi", carla, &status_code);
  wrong_name = check_in (f, "en", "Zora Zed", anna, &status_name);
  /* Carla's code with Anna's name: the name exists, the code too. */
  other_player = check_in (f, "en", "Anna", carla, &status_other);
  g_assert_cmpuint (status_code, ==, 403);
  g_assert_cmpuint (status_name, ==, 403);
  g_assert_cmpuint (status_other, ==, 403);
  assert_message (wrong_code, "No player with this name and code");
  assert_message (wrong_name, "No player with this name and code");
  assert_message (other_player, "No player with this name and code");
  /* The rest of the pages differs only in the id and the name typed. */
  {
    g_autoptr(GRegex) varying = g_regex_new ("name=\"(id|name)\"[^>]*value=\"[^\"]*\"", 0, 0, NULL);
    g_autofree char *a = g_regex_replace_literal (varying, wrong_code, -1, 0, "", 0, NULL);
    g_autofree char *b = g_regex_replace_literal (varying, wrong_name, -1, 0, "", 0, NULL);

    g_assert_cmpstr (a, ==, b);
  }
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    g_assert_false (tav_player_get_checked_in (player (f, i)));
  /* Nowhere a list of who is registered. */
  g_assert_null (strstr (wrong_name, "Rossi"));
  g_assert_null (strstr (wrong_code, "Verdi"));
}

static SoupSession *
session_from (const char *address)
{
  g_autoptr(GInetAddress) inet = g_inet_address_new_from_string (address);
  g_autoptr(GSocketAddress) local = g_inet_socket_address_new (inet, 0);

  return soup_session_new_with_options ("local-address", local, NULL);
}

/* Five failures in ten minutes lock out the phone's address, and the
 * name and the code typed, whatever the address. */
static void
test_lockout (Fixture       *f,
              gconstpointer  data)
{
  g_autofree char *anna = printed_code (f, 0);
  g_autofree char *bruno = printed_code (f, 1);
  g_autofree char *carla = printed_code (f, 2);
  g_autofree char *dario = printed_code (f, 3);
  g_autoptr(SoupSession) second = session_from ("127.0.0.2");
  g_autoptr(SoupSession) third = session_from ("127.0.0.3");
  g_autoptr(SoupSession) fourth = session_from ("127.0.0.4");
  guint status = 0;

  /* From 127.0.0.1, five guesses at Anna's code. */
  for (guint i = 0; i < 5; i++)
    {
      g_autofree char *page = check_in (f, "en", "Anna Rossi", i % 2 ? bruno : "AAAA-AAAA", &status);

      g_assert_cmpuint (status, ==, 403);
    }
  /* The sixth is refused before anything is checked, her right code too;
   * from another address, her name is still refused. */
  {
    g_autofree char *page = check_in (f, "en", "Anna Rossi", anna, &status);

    g_assert_cmpuint (status, ==, 429);
    assert_message (page,
                     "Too many failed check-ins from this phone, or with this name or code: try again in 10 min.");
  }
  {
    g_autofree char *page = check_in_from (f, second, "en", "Anna Rossi", anna, &status);

    g_assert_cmpuint (status, ==, 429);
  }
  g_assert_false (tav_player_get_checked_in (player (f, 0)));
  /* The address is locked for anyone: Carla too. */
  {
    g_autofree char *page = check_in (f, "en", "Carla Neri", carla, &status);

    g_assert_cmpuint (status, ==, 429);
  }
  /* From a third address, Dario checks in. */
  {
    g_autofree char *page = check_in_from (f, third, "en", "Dario Bianchi", dario, &status);

    g_assert_cmpuint (status, ==, 200);
  }
  /* One code tried with five names, from a fourth address: the code is
   * locked out, and the right name does not open it. */
  for (guint i = 0; i < 5; i++)
    {
      g_autofree char *name = g_strdup_printf ("Nobody %u", i);
      g_autofree char *page = check_in_from (f, fourth, "en", name, carla, &status);

      g_assert_cmpuint (status, ==, 403);
    }
  {
    g_autofree char *page = check_in_from (f, third, "en", "Carla Neri", carla, &status);

    g_assert_cmpuint (status, ==, 429);
  }
  g_assert_false (tav_player_get_checked_in (player (f, 2)));
  g_assert_true (tav_player_get_checked_in (player (f, 3)));
}

static void
test_closed (Fixture       *f,
             gconstpointer  data)
{
  g_autofree char *anna = printed_code (f, 0);
  g_autofree char *open_page = NULL;
  g_autofree char *page = NULL;
  g_autofree char *find = NULL;
  g_autofree char *form = NULL;
  g_autofree char *id = NULL;
  guint status = 0;

  open_page = tav_test_http_send (f->venue.session, f->venue.base, "/check-in", NULL, "en", &status);
  id = tav_test_form_id (open_page);
  tav_event_set_self_check_in (f->venue.event, FALSE);
  tav_venue_server_refresh (f->venue.server);

  /* The form opened before the switch went off is refused. */
  form = form_of (id, "en", "Anna Rossi", anna);
  page = tav_test_http_send (f->venue.session, f->venue.base, "/check-in", form, "en", &status);
  g_assert_cmpuint (status, ==, 403);
  assert_message (page, "Check-in from phones is closed: see the organiser");
  g_assert_false (tav_player_get_checked_in (player (f, 0)));
  g_clear_pointer (&page, g_free);

  /* The page says so, in the phone's language, with no form. */
  page = tav_test_http_send (f->venue.session, f->venue.base, "/check-in", NULL, "bg", &status);
  g_assert_cmpuint (status, ==, 200);
  assert_message (page, "Отбелязването от телефон е затворено: обърнете се към организатора");
  g_assert_null (strstr (page, "<form"));
  /* And the find page has no link to it. */
  find = tav_test_http_send (f->venue.session, f->venue.base, "/", NULL, "en", &status);
  g_assert_null (strstr (find, "/check-in"));
}

/* A form is taken once; a made-up one never. */
static void
test_form_once (Fixture       *f,
                gconstpointer  data)
{
  g_autofree char *anna = printed_code (f, 0);
  g_autofree char *page = NULL;
  g_autofree char *id = NULL;
  g_autofree char *form = NULL;
  g_autofree char *again = NULL;
  g_autofree char *made_up = NULL;
  guint status = 0;

  page = tav_test_http_send (f->venue.session, f->venue.base, "/check-in", NULL, "en", &status);
  id = tav_test_form_id (page);
  form = form_of (id, "en", "Anna Rossi", anna);
  g_clear_pointer (&page, g_free);
  page = tav_test_http_send (f->venue.session, f->venue.base, "/check-in", form, "en", &status);
  g_assert_cmpuint (status, ==, 200);

  /* Anna checked out at the desk; the same form sent again is refused. */
  g_assert_true (tav_event_check_in (f->venue.event, tav_player_get_id (player (f, 0)), FALSE, NULL));
  again = tav_test_http_send (f->venue.session, f->venue.base, "/check-in", form, "en", &status);
  g_assert_cmpuint (status, ==, 409);
  assert_message (again, "This form was sent before: nothing was changed. Here is a new one.");
  g_assert_false (tav_player_get_checked_in (player (f, 0)));

  made_up = tav_test_http_send (f->venue.session, f->venue.base, "/check-in",
                                "id=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA&name=Anna+Rossi&code=x", "en", &status);
  g_assert_cmpuint (status, ==, 400);
  g_assert_false (tav_player_get_checked_in (player (f, 0)));
}

/* A withdrawn player's code opens nothing; a round drawn and not
 * played is the organiser's to seat (four players left: the least a
 * Destiny draw takes). */
static void
test_refused (Fixture       *f,
              gconstpointer  data)
{
  g_autofree char *anna = printed_code (f, 0);
  g_autofree char *bruno = printed_code (f, 1);
  g_autofree char *page = NULL;
  g_autoptr(GError) error = NULL;
  guint status = 0;

  g_assert_true (tav_event_withdraw (f->venue.event, tav_player_get_id (player (f, 0)), TAV_PLAYER_WITHDRAWN,
                                     NULL, NULL));
  page = check_in (f, "en", "Anna Rossi", anna, &status);
  g_assert_cmpuint (status, ==, 403);
  assert_message (page, "No player with this name and code");
  g_assert_false (tav_player_get_checked_in (player (f, 0)));
  g_clear_pointer (&page, g_free);

  g_assert_true (tav_event_draw_round (f->venue.event, &error));
  g_assert_no_error (error);
  page = check_in (f, "ru", "Bruno Verdi", bruno, &status);
  g_assert_cmpuint (status, ==, 409);
  assert_message (page, "Жеребьёвка раунда уже проведена: обратитесь к организатору");
  g_assert_false (tav_player_get_checked_in (player (f, 1)));
}

/* The event's log names the player who checked in, by a code. */
static void
test_hand (Fixture       *f,
           gconstpointer  data)
{
  g_autofree char *carla = printed_code (f, 2);
  g_autofree char *page = NULL;
  GListModel *log = tav_event_get_log (f->venue.event);
  g_autoptr(TavLogEntry) entry = NULL;
  const TavHand *hand;
  guint status = 0;

  page = check_in (f, "en", "Carla Neri", carla, &status);
  g_assert_cmpuint (status, ==, 200);
  tav_test_record_log (f->venue.event, &f->before);
  g_assert_cmpuint (g_list_model_get_n_items (log), >=, 1);
  entry = g_list_model_get_item (log, g_list_model_get_n_items (log) - 1);
  g_assert_cmpstr (tav_log_entry_get_act (entry), ==, "player-checked-in");
  g_assert_true (tav_log_entry_concerns_player (entry, tav_player_get_id (player (f, 2))));
  hand = tav_log_entry_get_hand (entry);
  g_assert_cmpint (hand->kind, ==, TAV_HAND_PLAYER);
  g_assert_cmpstr (hand->name, ==, "Carla Neri");
}

/* The answer's headers: its language, the venue's security headers, and
 * a reason phrase for a locked door (libsoup has none for 429). */
static void
test_answer_headers (Fixture       *f,
                     gconstpointer  data)
{
  guint status = 0;

  for (guint i = 0; i < 6; i++)
    {
      g_autofree char *page = tav_test_http_send (f->venue.session, f->venue.base, "/check-in", NULL, "bg", &status);
      g_autofree char *id = tav_test_form_id (page);
      g_autofree char *form = form_of (id, "bg", "Anna Rossi", "AAAA-AAAA");
      g_autoptr(SoupMessage) msg = NULL;
      g_autofree char *answer = tav_test_http_send_full (f->venue.session, f->venue.base, "/check-in", form,
                                                         "bg", &msg);
      SoupMessageHeaders *headers = soup_message_get_response_headers (msg);

      g_assert_cmpuint (soup_message_get_status (msg), ==, i < 5 ? 403 : 429);
      g_assert_cmpstr (soup_message_headers_get_one (headers, "Content-Language"), ==, "bg");
      g_assert_nonnull (soup_message_headers_get_one (headers, "Content-Security-Policy"));
      g_assert_cmpstr (soup_message_headers_get_content_type (headers, NULL), ==, "text/html");
      if (i == 5)
        g_assert_cmpstr (soup_message_get_reason_phrase (msg), ==, "Too Many Requests");
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/venue-check-in/success", test_success);
  ADD ("/venue-check-in/same-answer", test_same_answer);
  ADD ("/venue-check-in/lockout", test_lockout);
  ADD ("/venue-check-in/closed", test_closed);
  ADD ("/venue-check-in/form-once", test_form_once);
  ADD ("/venue-check-in/refused", test_refused);
  ADD ("/venue-check-in/hand", test_hand);
  ADD ("/venue-check-in/answer-headers", test_answer_headers);
#undef ADD

  return g_test_run ();
}
