/* test-round-trip.c — load, save, load, save gives the same bytes
 *
 * For every bundled example, every season in the fuzz corpus, and events
 * generated with hostile texts (escapes, quotes, characters outside the
 * BMP, names in NFD, JSON-looking and formula-looking names), mid-event and
 * with penalties: the saved text is valid UTF-8, loads again, and saves to
 * the very same bytes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "tav-event-private.h"
#include "tav-document.h"
#include "tav-random.h"
#include "tav-season-document.h"
#include "tav-test-bang.h"

static void
assert_event_round_trip (const char *text,
                         gsize       length)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TavEvent) first = tav_document_load_data (text, length, &error);
  g_autoptr(TavEvent) second = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *saved_again = NULL;
  gsize saved_length = 0, again_length = 0;

  g_assert_no_error (error);
  saved = tav_document_to_data (first, &saved_length);
  g_assert_true (g_utf8_validate_len (saved, saved_length, NULL));
  second = tav_document_load_data (saved, saved_length, &error);
  g_assert_no_error (error);
  saved_again = tav_document_to_data (second, &again_length);
  g_assert_cmpuint (saved_length, ==, again_length);
  g_assert_true (memcmp (saved, saved_again, saved_length) == 0);
}

static void
assert_season_round_trip (const char *text,
                          gsize       length)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TavSeason) first = tav_season_load_data (text, length, &error);
  g_autoptr(TavSeason) second = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *saved_again = NULL;
  gsize saved_length = 0, again_length = 0;

  g_assert_no_error (error);
  saved = tav_season_to_data (first, &saved_length);
  g_assert_true (g_utf8_validate_len (saved, saved_length, NULL));
  second = tav_season_load_data (saved, saved_length, &error);
  g_assert_no_error (error);
  saved_again = tav_season_to_data (second, &again_length);
  g_assert_cmpuint (saved_length, ==, again_length);
  g_assert_true (memcmp (saved, saved_again, saved_length) == 0);
}

/* Every file of @dir ending in @suffix. */
static void
for_each_file (const char *dir,
               const char *suffix,
               void      (*check) (const char *, gsize))
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;
  guint n = 0;

  g_assert_nonnull (listing);
  while ((name = g_dir_read_name (listing)))
    if (g_str_has_suffix (name, suffix))
      {
        g_autofree char *path = g_build_filename (dir, name, NULL);
        g_autofree char *text = NULL;
        gsize length = 0;

        g_test_message ("%s", path);
        g_assert_true (g_file_get_contents (path, &text, &length, NULL));
        check (text, length);
        n++;
      }
  g_assert_cmpuint (n, >, 0);
}

static void
test_fixtures (void)
{
  g_autofree char *examples = g_test_build_filename (G_TEST_DIST, "..", "data", "examples", NULL);
  g_autofree char *corpus = g_test_build_filename (G_TEST_DIST, "fuzz", "corpus", NULL);

  for_each_file (examples, ".tavolo", assert_event_round_trip);
  for_each_file (corpus, ".tavolo", assert_event_round_trip);
  for_each_file (corpus, ".tavolo-season", assert_season_round_trip);
}

/* Texts that a writer could mangle: escapes, quotes, a pair of surrogates
 * once escaped, NFD (stored as NFC), JSON and formulas as names. */
static const char * const hostile[] = {
  "Ada \"la Sceriffa\" Neri", "Bruno D'Angelo \\ Coppola", "Chiara Costa 🤠",
  "Andre\xcc\x81 Mu\xcc\x88ller", "{\"seed\": 43}", "=HYPERLINK(\"x\")", "-11", "@SUM(A1)",
  "\xd0\x98\xd0\xb2\xd0\xb0\xd0\xbd \xd0\x9f\xd0\xb5\xd1\x82\xd1\x80\xd0\xbe\xd0\xb2",
  "\xe5\xb1\xb1\xe7\x94\xb0 \xe5\xa4\xaa\xe9\x83\x8e", "x/y", "\xd7\xa9\xd7\x9c\xd7\x95\xd7\x9d",
};

static TavEvent *
generated_event (guint64 seed,
                 guint   n_players,
                 guint   n_rounds)
{
  TavEvent *event = tav_event_new ("bang-2011", hostile[seed % G_N_ELEMENTS (hostile)]);
  g_autoptr(GError) error = NULL;
  TavRandom rng;

  tav_random_init (&rng, seed);
  tav_event_set_seed (event, seed);
  tav_event_set_venue (event, "Sala \"Grande\"\t— piano 2\n");
  for (guint i = 0; i < n_players; i++)
    {
      g_autofree char *name = g_strdup_printf ("%s %u", hostile[(i + seed) % G_N_ELEMENTS (hostile)], i);
      TavPlayer *player = tav_event_add_player (event, name, &error);

      g_assert_no_error (error);
      tav_player_set_note (player, "note with \"quotes\", a tab\tand \\ backslash");
    }
  for (guint r = 0; r < n_rounds; r++)
    {
      tav_event_draw_round (event, &error);
      g_assert_no_error (error);
      if (r + 1 < n_rounds || seed % 2)
        tav_test_bang_play_round (event, &rng);
      if (r == 0)
        {
          gboolean ejected = FALSE;

          tav_event_warn (event, "p3", "Spoke about his role — “twice”", &ejected, &error);
          g_assert_no_error (error);
        }
    }
  return event;
}

static void
test_generated (void)
{
  for (guint64 seed = 1; seed <= 12; seed++)
    {
      g_autoptr(TavEvent) event = generated_event (seed * 7919, 10 + (guint) seed * 3, (guint) (seed % 4));
      gsize length = 0;
      g_autofree char *text = tav_document_to_data (event, &length);

      g_test_message ("seed %" G_GUINT64_FORMAT ": %u players", seed * 7919, 10 + (guint) seed * 3);
      assert_event_round_trip (text, length);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/round-trip/fixtures", test_fixtures);
  g_test_add_func ("/round-trip/generated", test_generated);

  return g_test_run ();
}
