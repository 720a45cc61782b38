/* test-venue-check-in-browser.c — a player checks in from a phone's
 * browser (Chromium, headless, 360×740), in Italian and in Bulgarian: the
 * check-in page opened, the name and the code typed as printed on the
 * slip, the answer read; and in English for the docs' screenshot
 * (skipped without Chromium)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <libsoup/soup.h>

#include "tav-table-token.h"
#include "tav-test-browser.h"
#include "tav-test-venue.h"

typedef struct
{
  const char *language;
  guint       player;
  const char *typed_name;
  const char *label;       /* of the code's field */
  const char *answer;
} Phone;

static const char * const names[] = { "Anna Rossi", "Борислав Тодоров", "Carla Neri" };

static const Phone phones[] = {
  { "it", 0, "anna rossi", "Il tuo codice personale", "Anna Rossi, la tua presenza è registrata per il primo turno" },
  { "bg", 1, "Тодоров", "Вашият личен код", "Борислав Тодоров, отбелязан сте за първия рунд" },
  { "en", 2, "Carla Neri", "Your personal code", "Carla Neri, you are checked in for the first round" },
};

typedef TavTestVenue Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->chromium = tav_test_find_chromium ();
  f->event = tav_event_new ("destiny", "Coppa della porta");
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    g_assert_nonnull (tav_event_add_player (f->event, names[i], NULL));
  tav_inbox_set_key (tav_event_get_inbox (f->event), TAV_TEST_VENUE_KEY);
  tav_event_set_self_check_in (f->event, TRUE);
  tav_test_venue_serve (f);
}

static void
test_phone (Fixture       *f,
            gconstpointer  data)
{
  const Phone *phone = data;
  TavPlayer *player = tav_event_get_player (f->event, phone->player);
  g_autofree char *code = tav_event_get_player_code (f->event, tav_player_get_id (player));
  g_autofree char *printed = NULL;
  g_autofree char *url = NULL;
  g_autofree char *shot = NULL;
  g_autofree char *dom = NULL;
  g_autofree char *script = NULL;
  g_autofree char *answer = NULL;

  if (!tav_test_venue_need_chromium (f))
    return;
  /* The page as the phone opens it (headless Chromium sends no
   * Accept-Language of its own: the language is the page's switch). */
  url = g_strdup_printf ("%s/check-in?lang=%s", f->base, phone->language);
  shot = g_strdup_printf ("check-in-%s.png", phone->language);
  dom = tav_test_browse_at (f->chromium, url, phone->language, 360, 740, shot);
  g_assert_nonnull (strstr (dom, phone->label));
  g_assert_nonnull (strstr (dom, "name=\"code\""));

  /* Typed by the player's thumbs: the code as printed on the slip. */
  printed = tav_token_format_code (code);
  script = g_strdup_printf ("var f = document.querySelector ('form.check-in-form');\n"
                            "f.elements.namedItem ('name').value = '%s';\n"
                            "f.elements.namedItem ('code').value = '%s';\n"
                            "f.submit ();", phone->typed_name, printed);
  answer = tav_test_venue_thumbs (f, "/check-in", NULL, phone->language, script);
  g_assert_nonnull (strstr (answer, phone->answer));
  g_assert_true (tav_player_get_checked_in (player));
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    g_assert_true (tav_player_get_checked_in (tav_event_get_player (f->event, i)) == (i == phone->player));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (phones); i++)
    {
      g_autofree char *path = g_strdup_printf ("/venue-check-in/browser/%s", phones[i].language);

      g_test_add (path, Fixture, &phones[i], fixture_set_up, test_phone, tav_test_venue_tear_down);
    }
  return g_test_run ();
}
