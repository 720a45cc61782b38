/* test-cli-swiss.c — a 40-player `swiss` event run with tavolo-cli alone,
 * from `new` to the final standings CSV
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "tav-test-cli.h"

/* The lower id is the stronger player and wins 2-0 (2-1 against a close
 * one); two players whose numbers add up to a multiple of 11 draw 1-1
 * with a drawn game. */
static char *
match_json (const char    *a,
            const char    *b,
            gconstpointer  data)
{
  guint na = player_number (a), nb = player_number (b);
  gboolean a_wins = na < nb;
  guint close = (a_wins ? nb - na : na - nb) < 5;

  if ((na + nb) % 11 == 0)
    return g_strdup ("{\"draw\": true, \"drawn_games\": 1, \"seats\": [{\"games\": 1}, {\"games\": 1}]}");
  return g_strdup_printf ("{\"winner\": \"%s\", \"seats\": [{\"games\": %u}, {\"games\": %u}]}",
                          a_wins ? a : b, a_wins ? 2 : close, a_wins ? close : 2);
}

/* Plays the round; a bye table is counted in @byes, which fails on a
 * second bye to the same player. */
static void
play_swiss_round (Fixture    *f,
                  guint       round,
                  GHashTable *byes)
{
  g_autofree char *round_text = g_strdup_printf ("%u", round);
  g_autoptr(JsonNode) shown = show_round (f, round_text);
  JsonArray *tables = round_tables (shown);

  for (guint t = 0; t < json_array_get_length (tables); t++)
    if (table_size (tables, t) == 1)
      {
        g_assert_false (g_hash_table_contains (byes, table_seat (tables, t, 0)));
        g_hash_table_add (byes, g_strdup (table_seat (tables, t, 0)));
      }
  play_matches (f, round, match_json, NULL);
}

/* 40 players, best of three, card-game tie-breakers, a drop after round
 * 2 (then a bye each round), 6 rounds, top 8 to the champion. */
static void
test_forty (Fixture       *f,
            gconstpointer  data)
{
  g_autoptr(GString) list = g_string_new (NULL);
  g_autoptr(GHashTable) byes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autofree char *list_path = fixture_path (f, "players.txt");
  g_autofree char *out = NULL;
  g_autofree char *csv = NULL;
  g_auto(GStrv) lines = NULL;
  guint n_cut_rounds = 0, n_drawn = 0;

  g_free (cli_ok ("new", f->file, "--ruleset", "swiss", "--name", "Open", "--seed", "3",
                  "--param", "best_of_3=true", "--param", "cut=8", "--param", "tiebreak_1=omw",
                  "--param", "tiebreak_2=gw", "--param", "tiebreak_3=ogw", NULL));
  for (guint i = 1; i <= 40; i++)
    g_string_append_printf (list, "Player %u\n", i);
  write_file (list_path, list->str);
  g_free (cli_ok ("players", f->file, "import", list_path, NULL));

  for (guint r = 1; r <= 6; r++)
    {
      out = cli_ok ("draw", f->file, NULL);
      if (r == 1)
        assert_contains (out, "40 players: 6 Swiss rounds, top 8");
      if (r == 3)
        assert_contains (out, "Bye");
      g_clear_pointer (&out, g_free);
      if (r == 1)
        {
          g_autoptr(JsonNode) shown = show_round (f, "1");
          g_autofree char *json =
            g_strdup_printf ("{\"winner\": \"%s\", \"seats\": [{\"games\": 1}, {\"games\": 1}]}",
                             table_seat (round_tables (shown), 0, 0));

          cli_fails (f->file, 1, "table 1, seat 1: the games are equal (1–1), so the match is a draw, not a win",
                     "result", f->file, "--round", "1", "--table", "1", "--json", json, NULL);
        }
      play_swiss_round (f, r, byes);
      if (r == 2)
        g_free (cli_ok ("players", f->file, "withdraw", "p40", NULL));
    }

  /* The draw after the last round builds the top cut: quarter-finals. */
  out = cli_ok ("draw", f->file, NULL);
  assert_contains (out, "Quarter-finals");
  g_clear_pointer (&out, g_free);
  cli_fails (f->file, 1, "needs its game score", "duel", f->file, "--match", "1", "--winner", "p1", NULL);
  while (play_bracket_round (f, "top-cut"))
    n_cut_rounds++;
  g_assert_cmpuint (n_cut_rounds, ==, 3);
  /* 39 players after round 2: four byes, to four players. */
  g_assert_cmpuint (g_hash_table_size (byes), ==, 4);
  cli_fails (f->file, 1, "the event is finished", "draw", f->file, NULL);

  csv = cli_ok ("standings", f->file, "--format", "csv", NULL);
  lines = g_strsplit (csv, "\n", -1);
  g_assert_cmpstr (lines[0], ==, "rank,id,name,score,record,omw,gw,ogw,lot,status,note");
  g_assert_cmpuint (g_strv_length (lines), ==, 42);   /* header, 40 rows, the last newline */
  /* The strongest player won every match, and the cut; some drew; p40
   * left after round 2 and is ranked with his 2 rounds. */
  {
    g_autofree char *first = g_strndup (lines[1], strlen ("1,p1,Player 1,18,6-0-0,"));

    g_assert_cmpstr (first, ==, "1,p1,Player 1,18,6-0-0,");
  }
  for (guint i = 1; lines[i] && lines[i][0]; i++)
    {
      g_auto(GStrv) cells = g_strsplit (lines[i], ",", -1);
      g_auto(GStrv) record = g_strsplit (cells[4], "-", -1);

      n_drawn += g_ascii_strtoull (record[2], NULL, 10) > 0;
    }
  g_assert_cmpuint (n_drawn, >, 0);
  assert_contains (csv, ",p40,Player 40,");
  assert_contains (csv, ",withdrawn,");
  out = cli_ok ("standings", f->file, NULL);
  assert_contains (out, "Final standings");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/cli/swiss/forty", Fixture, NULL, fixture_setup, test_forty, fixture_teardown);
  return g_test_run ();
}
