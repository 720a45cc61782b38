/* test-venue-requests.c — /register and /deck over HTTP: registration
 * closed until the organiser opens it; a request sent once, waiting,
 * then the organiser's answer read back; a deck only for the player who
 * signs with his code (a wrong code refused and logged), locked by the
 * first draw; the answers in the phone's language; and a phone's
 * registration (ru) and deck (it) in headless Chromium at a phone's size
 * (skipped without it)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <libsoup/soup.h>

#include "tav-table-token.h"
#include "tav-test-browser.h"
#include "tav-test-http.h"
#include "tav-test-venue.h"

typedef TavTestVenue Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->chromium = tav_test_find_chromium ();
  f->event = tav_event_new ("destiny", "Cup");
  for (guint i = 0; i < 4; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %02u", i + 1);

      g_assert_nonnull (tav_event_add_player (f->event, name, NULL));
    }
  tav_inbox_set_key (tav_event_get_inbox (f->event), TAV_TEST_VENUE_KEY);
  tav_test_venue_serve (f);
}

/* The one-time id of the form in @page. */
static char *
form_id (const char *page)
{
  const char *at = strstr (page, "name=\"id\" value=\"");

  g_assert_nonnull (at);
  at += strlen ("name=\"id\" value=\"");
  return g_strndup (at, strchr (at, '"') - at);
}

static void
test_register (Fixture       *f,
               gconstpointer  data)
{
  TavInbox *inbox = tav_event_get_inbox (f->event);
  g_autofree char *closed = NULL;
  g_autofree char *page = NULL;
  g_autofree char *id = NULL;
  g_autofree char *form = NULL;
  g_autofree char *sent = NULL;
  g_autofree char *again = NULL;
  g_autofree char *path = NULL;
  g_autofree char *answer = NULL;
  g_autofree char *russian = NULL;
  g_autoptr(GError) error = NULL;
  TavSubmission *s;
  guint status = 0;

  closed = tav_test_http_send (f->session, f->base, "/register", NULL, "en", &status);
  g_assert_cmpuint (status, ==, 403);
  g_assert_nonnull (strstr (closed, "Registration from phones is closed; ask the organiser"));

  tav_inbox_set_registration_open (inbox, TRUE);
  page = tav_test_http_send (f->session, f->base, "/register", NULL, "en", &status);
  g_assert_cmpuint (status, ==, 200);
  /* Destiny registers decks: the form asks for one. */
  g_assert_nonnull (strstr (page, "<textarea name=\"deck\""));
  id = form_id (page);
  form = g_strdup_printf ("id=%s&lang=en&name=Ada+King&club=Roma&deck=Rey%%0D%%0APoe+Dameron", id);
  sent = tav_test_http_send (f->session, f->base, "/register", form, "en", &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_nonnull (strstr (sent, "Your request waits for the organiser"));
  s = tav_inbox_find (inbox, id);
  g_assert_nonnull (s);
  g_assert_cmpint (tav_submission_get_kind (s), ==, TAV_SUBMISSION_REGISTRATION);
  g_assert_cmpstr (json_object_get_string_member (tav_submission_get_result (s), "deck"), ==,
                   "Rey\nPoe Dameron");
  g_assert_cmpint (tav_event_get_hand (f->event)->kind, ==, TAV_HAND_PLAYER);
  g_assert_cmpstr (tav_event_get_hand (f->event)->name, ==, "Ada King");
  g_assert_cmpuint (tav_event_get_n_players (f->event), ==, 4);

  /* The same form again is refused. */
  again = tav_test_http_send (f->session, f->base, "/register", form, "en", &status);
  g_assert_cmpuint (status, ==, 409);
  g_assert_nonnull (strstr (again, "This request was received before"));

  /* The phone reads what the organiser decided, in its language. */
  path = g_strdup_printf ("/register?id=%s", id);
  g_assert_true (tav_inbox_reject (inbox, id, "Come to the desk", &error));
  g_assert_no_error (error);
  answer = tav_test_http_send (f->session, f->base, path, NULL, "en", &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_nonnull (strstr (answer, "Refused by the organiser: Come to the desk"));
  russian = tav_test_http_send (f->session, f->base, path, NULL, "ru", &status);
  g_assert_nonnull (strstr (russian, "Организатор отказал: Come to the desk"));
}

/* The first round drawn, a phone registers late; accepted, the player
 * is in the event and the phone reads it. */
static void
test_late_registration (Fixture       *f,
                        gconstpointer  data)
{
  TavInbox *inbox = tav_event_get_inbox (f->event);
  g_autofree char *page = NULL;
  g_autofree char *id = NULL;
  g_autofree char *form = NULL;
  g_autofree char *sent = NULL;
  g_autofree char *path = NULL;
  g_autofree char *answer = NULL;
  g_autoptr(GError) error = NULL;
  guint status = 0;

  g_assert_true (tav_event_draw_round (f->event, &error));
  g_assert_no_error (error);
  tav_inbox_set_registration_open (inbox, TRUE);
  page = tav_test_http_send (f->session, f->base, "/register", NULL, "it", &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_nonnull (strstr (page, "Iscriviti a questo evento"));
  id = form_id (page);
  form = g_strdup_printf ("id=%s&lang=it&name=Bea+Tardi&club=", id);
  sent = tav_test_http_send (f->session, f->base, "/register", form, "it", &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_nonnull (strstr (sent, "La tua richiesta attende l’organizzatore"));
  g_assert_true (tav_inbox_accept (inbox, id, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tav_player_get_name (tav_event_find_player (f->event, "p5")), ==, "Bea Tardi");
  path = g_strdup_printf ("/register?id=%s&lang=it", id);
  answer = tav_test_http_send (f->session, f->base, path, NULL, "it", &status);
  g_assert_nonnull (strstr (answer, "Sei iscritto: l’organizzatore ti darà il tuo codice personale"));
}

/* What a phone's registration answers, with every one-time id in it
 * replaced: the page of a request. */
static char *
register_answer (Fixture    *f,
                 const char *name,
                 guint      *status,
                 char      **id)
{
  g_autofree char *page = tav_test_http_send (f->session, f->base, "/register", NULL, "en", status);
  g_autofree char *form = NULL;
  g_autofree char *escaped = g_uri_escape_string (name, NULL, FALSE);
  g_autofree char *answer = NULL;
  g_autoptr(GString) same = NULL;

  g_assert_cmpuint (*status, ==, 200);
  *id = form_id (page);
  form = g_strdup_printf ("id=%s&lang=en&name=%s&club=Roma", *id, escaped);
  answer = tav_test_http_send (f->session, f->base, "/register", form, "en", status);
  same = g_string_new (answer);
  g_string_replace (same, *id, "ID", 0);
  return g_string_free (g_steal_pointer (&same), FALSE);
}

/* A phone cannot probe which names are registered: a registered name and
 * an unknown one get the same page, both wait in the inbox, the organiser
 * is warned of the first, and accepting it as it is stays refused. */
static void
test_register_probe (Fixture       *f,
                     gconstpointer  data)
{
  TavInbox *inbox = tav_event_get_inbox (f->event);
  guint known_status = 0, unknown_status = 0;
  g_autofree char *known_id = NULL;
  g_autofree char *known = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *unknown_id = NULL;
  g_autofree char *unknown = NULL;
  TavSubmission *asked;
  g_autofree char *warning = NULL;
  g_autofree char *none = NULL;

  tav_inbox_set_registration_open (inbox, TRUE);
  /* Typed as the core compares names: case and spaces aside. */
  known = register_answer (f, " player 02", &known_status, &known_id);
  unknown = register_answer (f, "Player 22", &unknown_status, &unknown_id);
  g_assert_cmpuint (known_status, ==, 200);
  g_assert_cmpuint (unknown_status, ==, 200);
  g_assert_cmpstr (known, ==, unknown);
  g_assert_nonnull (strstr (known, "Your request waits for the organiser"));

  g_assert_nonnull (tav_inbox_find (inbox, known_id));
  g_assert_nonnull (tav_inbox_find (inbox, unknown_id));
  asked = tav_inbox_find (inbox, known_id);
  warning = tav_inbox_request_warning (inbox, asked);
  g_assert_cmpstr (warning, ==, "A player named “Player 02” is already registered (p2): "
                                "edit the name or refuse the request");
  none = tav_inbox_request_warning (inbox, tav_inbox_find (inbox, unknown_id));
  g_assert_null (none);

  g_assert_false (tav_inbox_accept (inbox, known_id, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "is already registered"));
  g_assert_cmpuint (tav_event_get_n_players (f->event), ==, 4);
  g_clear_error (&error);
  g_assert_true (tav_inbox_accept (inbox, unknown_id, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tav_event_get_n_players (f->event), ==, 5);
}

/* A registration sent from a form read in @language; @name form-encoded. */
static char *
register_in (Fixture    *f,
             const char *language,
             const char *name,
             guint      *status)
{
  g_autofree char *page = tav_test_http_send (f->session, f->base, "/register", NULL, language, status);
  g_autofree char *id = form_id (page);
  g_autofree char *form = g_strdup_printf ("id=%s&lang=%s&name=%s&club=", id, language, name);

  return tav_test_http_send (f->session, f->base, "/register", form, language, status);
}

/* A name refused by the rules of names is told in the phone's language,
 * while the process runs in C. */
static void
test_register_refusal_language (Fixture       *f,
                                gconstpointer  data)
{
  guint status = 0;
  g_autofree char *ru = NULL;
  g_autofree char *bg = NULL;

  tav_inbox_set_registration_open (tav_event_get_inbox (f->event), TRUE);
  /* A zero-width space alone: nothing visible. */
  ru = register_in (f, "ru", "%E2%80%8B", &status);
  g_assert_cmpuint (status, ==, 422);
  g_assert_nonnull (strstr (ru, "В имени должен быть хотя бы один видимый символ"));
  g_assert_null (strstr (ru, "visible character"));

  bg = register_in (f, "bg", "Ana%07Bell", &status);
  g_assert_cmpuint (status, ==, 422);
  g_assert_nonnull (strstr (bg, "съдържа управляващ знак (U+0007); въведете го без него"));
  g_assert_null (strstr (bg, "control character"));
  g_assert_cmpuint (g_list_model_get_n_items (tav_inbox_get_submissions (tav_event_get_inbox (f->event))), ==, 0);
}

static void
test_deck (Fixture       *f,
           gconstpointer  data)
{
  TavInbox *inbox = tav_event_get_inbox (f->event);
  g_autofree char *code = tav_event_get_player_code (f->event, "p1");
  g_autofree char *other = tav_event_get_player_code (f->event, "p2");
  g_autofree char *wrong = NULL;
  g_autofree char *signed_in = NULL;
  g_autofree char *id = NULL;
  g_autofree char *form = NULL;
  g_autofree char *sent = NULL;
  g_autofree char *back = NULL;
  g_autofree char *theirs = NULL;
  g_autofree char *locked = NULL;
  g_autofree char *too_long = NULL;
  g_autoptr(GString) lines = g_string_new (NULL);
  g_autofree char *sign = g_strdup_printf ("lang=en&name=Player+01&code=%s", code);
  g_autofree char *sign_other = g_strdup_printf ("lang=en&name=Player+02&code=%s", other);
  g_autoptr(GError) error = NULL;
  TavSubmission *s;
  guint status = 0;

  wrong = tav_test_http_send (f->session, f->base, "/deck", "lang=en&name=Player+01&code=AAAAAAAA", "en",
                              &status);
  g_assert_cmpuint (status, ==, 403);
  g_assert_nonnull (strstr (wrong, "This name and code do not match a player of this event"));
  g_assert_cmpuint (g_list_model_get_n_items (tav_refusal_log_get_model (tav_inbox_get_refusals (inbox))), ==, 1);

  signed_in = tav_test_http_send (f->session, f->base, "/deck", sign, "en", &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_nonnull (strstr (signed_in, "<textarea name=\"deck\""));
  id = form_id (signed_in);
  /* A deck of 101 lines is refused, with the line and the limit. */
  for (guint i = 1; i <= 101; i++)
    g_string_append_printf (lines, "%sCard+%u", i > 1 ? "%0D%0A" : "", i);
  form = g_strdup_printf ("%s&id=%s&deck=%s", sign, id, lines->str);
  too_long = tav_test_http_send (f->session, f->base, "/deck", form, "en", &status);
  g_assert_cmpuint (status, ==, 422);
  g_assert_nonnull (strstr (too_long, "line 101: at most 100 lines are allowed"));
  g_assert_null (tav_inbox_find (inbox, id));
  g_clear_pointer (&form, g_free);
  g_clear_pointer (&id, g_free);
  id = form_id (too_long);
  /* Told in the phone's language, whatever the computer's. */
  {
    g_autofree char *sign_it = g_strdup_printf ("lang=it&name=Player+01&code=%s", code);
    g_autofree char *form_it = g_strdup_printf ("%s&id=%s&deck=%s", sign_it, id, lines->str);
    g_autofree char *refused_it = tav_test_http_send (f->session, f->base, "/deck", form_it, "it", &status);

    g_assert_cmpuint (status, ==, 422);
    g_assert_nonnull (strstr (refused_it, "riga 101: sono ammesse al massimo 100 righe"));
    g_clear_pointer (&id, g_free);
    id = form_id (refused_it);
  }
  /* Team, battlefield and list, a blank line between them kept as one,
   * the browser's CRLF read as LF. */
  form = g_strdup_printf ("%s&id=%s&deck=Kylo+Ren%%2C+FN-2199%%0D%%0A%%0D%%0A%%0D%%0A"
                          "Command+Center+%%0D%%0A2x+Force+Choke%%0D%%0A", sign, id);
  sent = tav_test_http_send (f->session, f->base, "/deck", form, "en", &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_nonnull (strstr (sent, "Your deck waits for the organiser"));
  s = tav_inbox_find (inbox, id);
  g_assert_cmpstr (tav_submission_get_player_id (s), ==, "p1");
  g_assert_cmpstr (tav_event_get_hand (f->event)->name, ==, "Player 01");

  g_assert_true (tav_inbox_accept (inbox, id, &error));
  g_assert_no_error (error);
  back = tav_test_http_send (f->session, f->base, "/deck", sign, "en", &status);
  g_assert_nonnull (strstr (back, "Your deck is registered"));
  g_assert_nonnull (strstr (back, ">Kylo Ren, FN-2199\n\nCommand Center\n2x Force Choke</textarea>"));
  /* Another player sees nothing of it. */
  theirs = tav_test_http_send (f->session, f->base, "/deck", sign_other, "en", &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_null (strstr (theirs, "Kylo"));

  g_assert_true (tav_event_draw_round (f->event, &error));
  g_assert_no_error (error);
  locked = tav_test_http_send (f->session, f->base, "/deck", sign, "en", &status);
  g_assert_nonnull (strstr (locked, "Decks are locked: the first round is drawn"));
  g_assert_null (strstr (locked, "<textarea"));

  /* A judge sees it at the player's table. */
  {
    g_autofree char *judge = tav_inbox_add_judge (inbox, "Marco", FALSE, &error);
    TavRound *round = tav_stage_get_last_round (tav_event_get_current_stage (f->event));
    g_autofree char *path = NULL;
    g_autofree char *console = NULL;

    g_assert_no_error (error);
    for (guint t = 0; t < tav_round_get_n_tables (round); t++)
      {
        TavTable *table = tav_round_get_table (round, t);

        if (g_strcmp0 (tav_table_get_seat (table, 0), "p1") == 0 ||
            g_strcmp0 (tav_table_get_seat (table, 1), "p1") == 0)
          path = g_strdup_printf ("/judge?code=%s&table=%u", judge, tav_table_get_number (table));
      }
    g_assert_nonnull (path);
    console = tav_test_http_send (f->session, f->base, path, NULL, "en", &status);
    g_assert_cmpuint (status, ==, 200);
    /* In its lines, which the console's style keeps (white-space: pre-line). */
    g_assert_nonnull (strstr (console, "<span class=\"deck\">Deck: Kylo Ren, FN-2199\n\nCommand Center\n2x Force Choke</span>"));
  }
}

static void
test_browser_register (Fixture       *f,
               gconstpointer  data)
{
  TavInbox *inbox = tav_event_get_inbox (f->event);
  g_autoptr(GError) error = NULL;
  g_autofree char *dom = NULL;
  TavSubmission *s;

  if (!tav_test_venue_need_chromium (f))
    return;
  g_assert_true (tav_event_draw_round (f->event, &error));
  g_assert_no_error (error);
  tav_inbox_set_registration_open (inbox, TRUE);
  dom = tav_test_venue_thumbs (f, "/register", NULL, "ru",
                "var f = document.querySelector ('form');"
                "f.name.value = 'Ада Кинг'; f.club.value = 'Рома';"
                "f.deck.value = 'Рей\\nПо Дэмерон'; f.submit ();");
  g_assert_nonnull (strstr (dom, "Ваша заявка ждёт решения организатора"));
  s = g_list_model_get_item (tav_inbox_get_submissions (inbox), 0);
  g_object_unref (s);
  g_assert_cmpint (tav_submission_get_kind (s), ==, TAV_SUBMISSION_REGISTRATION);
  g_assert_cmpstr (json_object_get_string_member (tav_submission_get_result (s), "deck"), ==, "Рей\nПо Дэмерон");
  g_assert_true (tav_inbox_accept (inbox, tav_submission_get_id (s), &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tav_player_get_name (tav_event_find_player (f->event, "p5")), ==, "Ада Кинг");
}

static void
test_browser_deck (Fixture       *f,
           gconstpointer  data)
{
  TavInbox *inbox = tav_event_get_inbox (f->event);
  g_autofree char *code = tav_event_get_player_code (f->event, "p3");
  g_autofree char *printed = tav_token_format_code (code);
  g_autofree char *script = NULL;
  g_autofree char *dom = NULL;
  g_autoptr(GError) error = NULL;
  TavSubmission *s;

  if (!tav_test_venue_need_chromium (f))
    return;
  /* Signed as a person types: lower case, the code as printed. */
  script = g_strdup_printf ("var f = document.querySelector ('form');"
                            "f.name.value = 'player 03'; f.code.value = '%s';"
                            "f.submit ();", printed);
  dom = tav_test_venue_thumbs (f, "/deck", NULL, "it", script);
  g_assert_nonnull (strstr (dom, "Il mio mazzo"));
  g_assert_nonnull (strstr (dom, "Player 03"));
  g_assert_nonnull (strstr (dom, "<textarea"));
  g_clear_pointer (&dom, g_free);
  /* The form he got: his deck typed in and sent. */
  {
    g_autofree char *sign = g_strdup_printf ("lang=it&name=player+03&code=%s", printed);

    dom = tav_test_venue_thumbs (f, "/deck", sign, "it",
                  "var f = document.querySelector ('form');"
                  "f.deck.value = 'Kylo Ren\\nFN-2199\\n'; f.submit ();");
  }
  g_assert_nonnull (strstr (dom, "Il tuo mazzo attende l’organizzatore"));
  s = tav_inbox_find_deck_request (inbox, "p3");
  g_assert_nonnull (s);
  g_assert_true (tav_inbox_accept (inbox, tav_submission_get_id (s), &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tav_player_get_deck (tav_event_find_player (f->event, "p3")), ==, "Kylo Ren\nFN-2199");
}

/* A deck near the longest the core takes, in Cyrillic (100 lines of 77 bytes):
 * percent-encoded it is three times its size, past the tables' 16 KB
 * forms; the requests' forms take it. */
static void
test_deck_long (Fixture       *f,
                gconstpointer  data)
{
  g_autofree char *code = tav_event_get_player_code (f->event, "p1");
  g_autofree char *sign = g_strdup_printf ("lang=ru&name=Player+01&code=%s", code);
  g_autofree char *page = NULL;
  g_autofree char *id = NULL;
  g_autofree char *form = NULL;
  g_autofree char *sent = NULL;
  g_autofree char *encoded = NULL;
  g_autoptr(GString) deck = g_string_new (NULL);
  TavSubmission *s;
  guint status = 0;

  for (guint i = 0; i < 100; i++)
    {
      g_string_append (deck, i ? "\n" : "");
      for (guint j = 0; j < 5; j++)
        g_string_append (deck, "Дэмерон");   /* 7 letters, 14 bytes */
      g_string_append (deck, " Рей");         /* 7 bytes */
    }
  g_assert_cmpuint (deck->len, ==, 100 * 77 + 99);
  encoded = g_uri_escape_string (deck->str, NULL, FALSE);
  g_assert_cmpuint (strlen (encoded), >, 16 * 1024);

  page = tav_test_http_send (f->session, f->base, "/deck", sign, "ru", &status);
  g_assert_cmpuint (status, ==, 200);
  id = form_id (page);
  form = g_strdup_printf ("%s&id=%s&deck=%s", sign, id, encoded);
  sent = tav_test_http_send (f->session, f->base, "/deck", form, "ru", &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_nonnull (s = tav_inbox_find (tav_event_get_inbox (f->event), id));
  g_assert_cmpstr (json_object_get_string_member (tav_submission_get_result (s), "deck"), ==, deck->str);
}

/* Wrong names or codes at /deck count towards the door's lockout: after
 * five from one address, the right pair is refused too (429). */
static void
test_deck_lockout (Fixture       *f,
                   gconstpointer  data)
{
  g_autofree char *code = tav_event_get_player_code (f->event, "p1");
  g_autofree char *printed = tav_token_format_code (code);
  g_autofree char *form = NULL;
  g_autofree char *locked = NULL;
  guint status = 0;

  for (guint k = 0; k < 5; k++)
    {
      g_autofree char *wrong = g_strdup_printf ("id=w%u&lang=en&name=Nobody+%u&code=WRONG%uCODE", k, k, k);
      g_autofree char *answer = tav_test_http_send (f->session, f->base, "/deck", wrong, "en", &status);

      g_assert_cmpuint (status, ==, 403);
      g_assert_nonnull (strstr (answer, "This name and code do not match a player of this event"));
    }
  form = g_strdup_printf ("id=right&lang=ru&name=Player+01&code=%s", printed);
  locked = tav_test_http_send (f->session, f->base, "/deck", form, "ru", &status);
  g_assert_cmpuint (status, ==, 429);
  g_assert_nonnull (strstr (locked, "Слишком много неверных имён или кодов с этого телефона"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/venue/requests/register", Fixture, NULL, fixture_set_up, test_register,
              tav_test_venue_tear_down);
  g_test_add ("/venue/requests/late-registration", Fixture, NULL, fixture_set_up, test_late_registration,
              tav_test_venue_tear_down);
  g_test_add ("/venue/requests/register-probe", Fixture, NULL, fixture_set_up, test_register_probe,
              tav_test_venue_tear_down);
  g_test_add ("/venue/requests/register-refusal-language", Fixture, NULL, fixture_set_up,
              test_register_refusal_language, tav_test_venue_tear_down);
  g_test_add ("/venue/requests/deck", Fixture, NULL, fixture_set_up, test_deck, tav_test_venue_tear_down);
  g_test_add ("/venue/requests/deck-lockout", Fixture, NULL, fixture_set_up, test_deck_lockout,
              tav_test_venue_tear_down);
  g_test_add ("/venue/requests/deck-long", Fixture, NULL, fixture_set_up, test_deck_long, tav_test_venue_tear_down);
  g_test_add ("/venue/requests/browser-register-ru", Fixture, NULL, fixture_set_up, test_browser_register,
              tav_test_venue_tear_down);
  g_test_add ("/venue/requests/browser-deck-it", Fixture, NULL, fixture_set_up, test_browser_deck,
              tav_test_venue_tear_down);

  return g_test_run ();
}
