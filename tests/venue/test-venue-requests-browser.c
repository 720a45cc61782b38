/* test-venue-requests-browser.c — a phone's flows in headless Chromium
 * at a phone's size: a late registration asked in Russian and accepted,
 * and a deck sent in Italian then accepted (skipped without Chromium)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <libsoup/soup.h>

#include "tav-table-token.h"
#include "tav-test-browser.h"
#include "tav-test-http.h"
#include "tav-venue-server.h"

#define KEY "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"

typedef struct
{
  TavEvent       *event;
  TavVenueServer *server;
  SoupSession    *session;
  char           *base;
  char           *chromium;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  f->chromium = tav_test_find_chromium ();
  f->event = tav_event_new ("destiny", "Cup");
  for (guint i = 0; i < 4; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %02u", i + 1);

      g_assert_nonnull (tav_event_add_player (f->event, name, NULL));
    }
  tav_inbox_set_key (tav_event_get_inbox (f->event), KEY);
  f->server = tav_venue_server_new ();
  tav_venue_server_set_event (f->server, f->event);
  g_assert_true (tav_venue_server_start (f->server, "127.0.0.1", 0, &error));
  g_assert_no_error (error);
  f->base = g_strdup_printf ("http://127.0.0.1:%u", tav_venue_server_get_port (f->server));
  f->session = soup_session_new ();
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_clear_object (&f->session);
  tav_venue_server_stop (f->server);
  g_assert_finalize_object (f->server);
  g_clear_object (&f->event);
  g_free (f->base);
  g_free (f->chromium);
}

/* @path as served (GET, or POST of @form), filled and sent by @script in
 * Chromium: the DOM of the answer. */
static char *
thumbs (Fixture    *f,
        const char *path,
        const char *form,
        const char *language,
        const char *script)
{
  guint status = 0;
  g_autofree char *html = tav_test_http_send (f->session, f->base, path, form, language, &status);

  g_assert_cmpuint (status, ==, 200);
  return tav_test_browse_html (f->chromium, html, f->base, script, language, 360, 740);
}

static void
test_register (Fixture       *f,
               gconstpointer  data)
{
  TavInbox *inbox = tav_event_get_inbox (f->event);
  g_autoptr(GError) error = NULL;
  g_autofree char *dom = NULL;
  TavSubmission *s;

  if (f->chromium == NULL)
    {
      g_test_skip ("Chromium is not installed");
      return;
    }
  g_assert_true (tav_event_draw_round (f->event, &error));
  g_assert_no_error (error);
  tav_inbox_set_registration_open (inbox, TRUE);
  dom = thumbs (f, "/register", NULL, "ru",
                "var f = document.querySelector ('form');"
                "f.name.value = 'Ада Кинг'; f.club.value = 'Рома';"
                "f.deck.value = 'Рей\\nПо Дэмерон'; f.submit ();");
  g_assert_nonnull (strstr (dom, "Ваша заявка ждёт решения организатора"));
  s = g_list_model_get_item (tav_inbox_get_submissions (inbox), 0);
  g_object_unref (s);
  g_assert_cmpint (tav_submission_get_kind (s), ==, TAV_SUBMISSION_REGISTRATION);
  g_assert_cmpstr (json_object_get_string_member (tav_submission_get_result (s), "deck"), ==, "Рей; По Дэмерон");
  g_assert_true (tav_inbox_accept (inbox, tav_submission_get_id (s), &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tav_player_get_name (tav_event_find_player (f->event, "p5")), ==, "Ада Кинг");
}

static void
test_deck (Fixture       *f,
           gconstpointer  data)
{
  TavInbox *inbox = tav_event_get_inbox (f->event);
  g_autofree char *code = tav_event_get_player_code (f->event, "p3");
  g_autofree char *printed = tav_token_format_code (code);
  g_autofree char *script = NULL;
  g_autofree char *dom = NULL;
  g_autoptr(GError) error = NULL;
  TavSubmission *s;

  if (f->chromium == NULL)
    {
      g_test_skip ("Chromium is not installed");
      return;
    }
  /* Signed as a person types: lower case, the code as printed. */
  script = g_strdup_printf ("var f = document.querySelector ('form');"
                            "f.name.value = 'player 03'; f.code.value = '%s';"
                            "f.submit ();", printed);
  dom = thumbs (f, "/deck", NULL, "it", script);
  g_assert_nonnull (strstr (dom, "Il mio mazzo"));
  g_assert_nonnull (strstr (dom, "Player 03"));
  g_assert_nonnull (strstr (dom, "<textarea"));
  g_clear_pointer (&dom, g_free);
  /* The form he got: his deck typed in and sent. */
  {
    g_autofree char *sign = g_strdup_printf ("lang=it&name=player+03&code=%s", printed);

    dom = thumbs (f, "/deck", sign, "it",
                  "var f = document.querySelector ('form');"
                  "f.deck.value = 'Kylo Ren\\nFN-2199\\n'; f.submit ();");
  }
  g_assert_nonnull (strstr (dom, "Il tuo mazzo attende l’organizzatore"));
  s = tav_inbox_find_deck_request (inbox, "p3");
  g_assert_nonnull (s);
  g_assert_true (tav_inbox_accept (inbox, tav_submission_get_id (s), &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tav_player_get_deck (tav_event_find_player (f->event, "p3")), ==, "Kylo Ren; FN-2199");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/venue/requests-browser/register-ru", Fixture, NULL, fixture_set_up, test_register,
              fixture_tear_down);
  g_test_add ("/venue/requests-browser/deck-it", Fixture, NULL, fixture_set_up, test_deck, fixture_tear_down);

  return g_test_run ();
}
