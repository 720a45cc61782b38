/* test-cli-destiny.c — a Star Wars: Destiny event run with tavolo-cli alone
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "tav-test-cli.h"

/* The lower id is the stronger player: he wins every Swiss game; or,
 * with @seat_one, seat 1 of every table wins. */
static char *
winner_json (const char    *a,
             const char    *b,
             gconstpointer  seat_one)
{
  return g_strdup_printf ("{\"winner\": \"%s\"}",
                          seat_one || player_number (a) < player_number (b) ? a : b);
}

static void
play_swiss_round (Fixture  *f,
                  guint     round,
                  gboolean  seat_one)
{
  play_matches (f, round, winner_json, GINT_TO_POINTER (seat_one));
}

/* Every percentage of the CSV reads back as the very double of the JSON:
 * no digit lost to rounding (two SoS of 66.67 % and 66.6667 % differ). */
static void
assert_csv_full_precision (Fixture    *f,
                           const char *csv,
                           const char *column)
{
  g_autofree char *out = cli_ok ("standings", f->file, "--format", "json", NULL);
  g_autoptr(JsonNode) node = parse_json (out);
  JsonArray *rows = json_node_get_array (node);
  g_auto(GStrv) lines = g_strsplit (csv, "\n", -1);
  g_auto(GStrv) header = g_strsplit (lines[0], ",", -1);
  guint index = 0, long_values = 0;

  while (header[index] && g_strcmp0 (header[index], column) != 0)
    index++;
  g_assert_nonnull (header[index]);
  g_assert_cmpuint (g_strv_length (lines), ==, json_array_get_length (rows) + 2);

  for (guint i = 0; i < json_array_get_length (rows); i++)
    {
      g_auto(GStrv) cells = g_strsplit (lines[i + 1], ",", -1);
      double expected = json_object_get_double_member (json_array_get_object_element (rows, i), column);

      /* Fifteen significant digits: the JSON's double to 1e-12. */
      g_assert_cmpfloat_with_epsilon (g_ascii_strtod (cells[index], NULL), expected, 1e-12 * MAX (1, expected));
      if (strlen (cells[index]) > 7)
        long_values++;
    }
  /* SoS of thirds and sixths: more digits than six. */
  g_assert_cmpuint (long_values, >, 0);
}

/* 40 players, Advanced: 6 Swiss rounds, top 8, best-of-3 playoffs. */
static void
test_advanced_40 (Fixture       *f,
                  gconstpointer  data)
{
  g_autofree char *out = NULL;
  g_autofree char *standings = NULL;
  guint n_playoff_rounds = 0;

  g_free (cli_ok ("new", f->file, "--ruleset", "destiny", "--name", "Destiny Open", "--seed", "11",
                  "--param", "structure=advanced", NULL));
  add_players (f, 40);

  for (guint r = 1; r <= 6; r++)
    {
      out = cli_ok ("draw", f->file, NULL);
      if (r == 1)
        assert_contains (out, "40 players: 6 Swiss rounds, top 8, best-of-3 playoffs");
      g_clear_pointer (&out, g_free);
      if (r == 3)
        {
          /* Two rounds in, the score groups are 2, 1 and 0 points. */
          out = cli_ok ("pairings", f->file, "--round", "3", NULL);
          assert_contains (out, "same score group (2 points)");
          g_clear_pointer (&out, g_free);
        }
      play_swiss_round (f, r, FALSE);
    }

  /* The draw after the last Swiss round builds the playoffs: 1st v 8th. */
  out = cli_ok ("draw", f->file, NULL);
  assert_contains (out, "Quarter-finals");
  g_clear_pointer (&out, g_free);
  standings = cli_ok ("standings", f->file, "--format", "csv", NULL);
  assert_contains (standings, "6-0");
  assert_csv_full_precision (f, standings, "sos");

  cli_fails (f->file, 1, "needs its game score", "duel", f->file, "--match", "1",
             "--winner", "p1", NULL);
  while (play_bracket_round (f, "playoffs"))
    n_playoff_rounds++;
  g_assert_cmpuint (n_playoff_rounds, ==, 3);

  g_free (standings);
  standings = cli_ok ("standings", f->file, NULL);
  assert_contains (standings, "Final standings");
  /* The strongest player won every game: champion. */
  out = cli_ok ("standings", f->file, "--format", "json", NULL);
  {
    g_autoptr(JsonNode) node = parse_json (out);
    JsonArray *rows = json_node_get_array (node);
    JsonObject *first = json_array_get_object_element (rows, 0);

    g_assert_cmpstr (json_object_get_string_member (first, "id"), ==, "p1");
  }
  cli_fails (f->file, 1, "the event is finished", "draw", f->file, NULL);
}

/* An odd field: the bye is explained; a drop, a return with a loss for
 * the missed round, and a disqualified player who cannot return. */
static void
test_drops_and_byes (Fixture       *f,
                     gconstpointer  data)
{
  g_autofree char *out = NULL;

  g_free (cli_ok ("new", f->file, "--ruleset", "destiny", "--name", "Destiny Night", "--seed", "5",
                  NULL));
  add_players (f, 9);
  /* A deck in lines: those after the first indented, a blank one kept. */
  out = cli_ok ("players", f->file, "deck", "p1", "Rey / Poe\r\nEcho Base\n\n\n2x Force Choke\n", NULL);
  g_assert_cmpstr (out, ==, "Deck of Player 01 (p1): Rey / Poe\n    Echo Base\n\n    2x Force Choke\n");
  g_clear_pointer (&out, g_free);
  out = read_or_null (f->file);
  assert_contains (out, "\"deck\" : \"Rey / Poe\\nEcho Base\\n\\n2x Force Choke\"");
  g_clear_pointer (&out, g_free);
  g_free (cli_ok ("draw", f->file, NULL));
  out = cli_ok ("pairings", f->file, NULL);
  assert_contains (out, "bye: drawn at random (first round)");
  g_clear_pointer (&out, g_free);
  play_swiss_round (f, 1, FALSE);

  g_free (cli_ok ("players", f->file, "withdraw", "p9", NULL));
  g_free (cli_ok ("players", f->file, "disqualify", "p8", "--reason", "marked cards", NULL));
  g_free (cli_ok ("draw", f->file, NULL));
  /* 7 players left: the bye goes down the standings. */
  out = cli_ok ("pairings", f->file, "--round", "2", NULL);
  g_test_message ("%s", out);
  assert_contains (out, "bye: lowest score without a bye");
  assert_contains (out, "pair-down from 1 to 0 points");
  g_clear_pointer (&out, g_free);
  play_swiss_round (f, 2, FALSE);
  out = cli_ok ("players", f->file, "reinstate", "p9", NULL);
  assert_contains (out, "back in the event");
  g_clear_pointer (&out, g_free);
  cli_fails (f->file, 1, "cannot return", "players", f->file, "reinstate", "p8", NULL);

  g_free (cli_ok ("draw", f->file, NULL));
  out = cli_ok ("standings", f->file, NULL);
  assert_contains (out, "returned: 1 missed round lost");
}

static JsonObject *
standings_row (JsonNode   *standings,
               const char *id)
{
  JsonArray *rows = json_node_get_array (standings);

  for (guint i = 0; i < json_array_get_length (rows); i++)
    {
      JsonObject *row = json_array_get_object_element (rows, i);

      if (g_strcmp0 (json_object_get_string_member (row, "id"), id) == 0)
        return row;
    }
  g_assert_not_reached ();
}

/* The line of the printed standings (pdftotext -layout) that starts with
 * @rank, or NULL without pdftotext. */
static char *
printed_standings_line (Fixture    *f,
                        const char *rank)
{
  g_autofree char *pdf = fixture_path (f, "standings.pdf");
  g_autofree char *pdftotext = g_find_program_in_path ("pdftotext");
  const char *argv[] = { pdftotext, "-layout", pdf, "-", NULL };
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  int wait_status = 0;

  if (pdftotext == NULL)
    {
      g_test_skip ("pdftotext (poppler-utils) is not installed: the text of the PDF is not read back");
      return NULL;
    }
  g_free (cli_ok ("print", f->file, "--what", "standings", "--output", pdf, NULL));
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL,
                               NULL, NULL, &text, NULL, &wait_status, NULL));
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      g_auto(GStrv) words = g_strsplit_set (g_strstrip (lines[i]), " ", 2);

      if (g_strcmp0 (words[0], rank) == 0)
        return g_strdup (lines[i]);
    }
  g_assert_not_reached ();
}

/* Issue #21: A comes back 1-1 (round 2 missed), withdraws again before
 * his next game and stays 1-1; his opponent F keeps SoS 75 % (A 1/2, E
 * 2/2) and E keeps eSoS 87.5 % (C 100 %, F 75 %). */
static void
test_leave_again (Fixture       *f,
                  gconstpointer  data)
{
  g_autofree char *out = NULL;
  g_autoptr(JsonNode) standings = NULL;
  JsonObject *a;
  guint64 wins, losses;
  char *end;

  g_free (cli_ok ("new", f->file, "--ruleset", "destiny", "--name", "R", "--seed", "42",
                  "--param", "structure=custom", "--param", "rounds=4", "--param", "cut=none",
                  NULL));
  g_free (cli_ok ("players", f->file, "add", "A", "B", "C", "D", "E", "F", "G", "H", NULL));
  g_free (cli_ok ("draw", f->file, NULL));
  play_swiss_round (f, 1, TRUE);
  g_free (cli_ok ("players", f->file, "withdraw", "p1", NULL));
  g_free (cli_ok ("draw", f->file, NULL));
  play_swiss_round (f, 2, TRUE);
  g_free (cli_ok ("players", f->file, "reinstate", "p1", NULL));
  out = cli_ok ("standings", f->file, NULL);
  assert_contains (out, "returned: 1 missed round lost");
  g_clear_pointer (&out, g_free);
  g_free (cli_ok ("players", f->file, "withdraw", "p1", NULL));

  out = cli_ok ("standings", f->file, "--format", "json", NULL);
  standings = parse_json (out);
  g_assert_cmpstr (json_object_get_string_member (standings_row (standings, "p1"), "record"), ==, "1-1");
  g_assert_cmpstr (json_object_get_string_member (standings_row (standings, "p1"), "status"), ==, "withdrawn");
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (standings_row (standings, "p6"), "sos"),
                                  75.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (standings_row (standings, "p5"), "esos"),
                                  87.5, 1e-9);
  g_assert_cmpint (json_object_get_int_member (standings_row (standings, "p1"), "rank"), ==, 6);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&standings, json_node_unref);
  /* The printout shows the same row: 6th, A, 1 TP, 1-1, SoS 0 %, eSoS 75 %. */
  out = printed_standings_line (f, "6");
  if (out)
    {
      g_auto(GStrv) cells = g_strsplit_set (out, " ", -1);
      g_autofree char *joined = NULL;
      guint n = 0;

      for (guint i = 0; cells[i]; i++)
        if (cells[i][0])
          cells[n++] = cells[i];
        else
          g_free (cells[i]);
      cells[n] = NULL;
      joined = g_strjoinv (" ", cells);
      g_assert_cmpstr (joined, ==, "6 A 1 1-1 0.00% 75.00% 7 Withdrawn");
    }
  g_clear_pointer (&out, g_free);
  out = read_or_null (f->file);
  assert_contains (out, "\"missed_rounds\" : [\n        2\n      ]");
  g_clear_pointer (&out, g_free);

  /* Back for round 3, disqualified after it: round 2 is still a loss. */
  g_free (cli_ok ("players", f->file, "reinstate", "p1", NULL));
  g_free (cli_ok ("draw", f->file, NULL));
  play_swiss_round (f, 3, TRUE);
  g_free (cli_ok ("players", f->file, "disqualify", "p1", "--reason", "marked cards", NULL));
  out = cli_ok ("standings", f->file, "--format", "json", NULL);
  standings = parse_json (out);
  a = standings_row (standings, "p1");
  wins = g_ascii_strtoull (json_object_get_string_member (a, "record"), &end, 10);
  g_assert_cmpint (*end, ==, '-');
  losses = g_ascii_strtoull (end + 1, NULL, 10);
  g_assert_cmpuint (wins + losses, ==, 3);
  g_assert_cmpuint (losses, >=, 1);
}

/* The organiser's day: two absent at the round 1 check-in sit it out with
 * a loss; a late entry into round 3 is charged rounds 1 to 3. Eight
 * players, 3 rounds (custom), the lower id winning every game. */
static void
test_check_in_late_entry (Fixture       *f,
                          gconstpointer  data)
{
  g_autofree char *out = NULL;
  g_autofree char *standings = NULL;

  g_free (cli_ok ("new", f->file, "--ruleset", "destiny", "--name", "Destiny Day", "--seed", "5",
                  "--param", "structure=custom", "--param", "rounds=4", "--param", "cut=none", NULL));
  add_players (f, 8);

  out = cli_ok ("players", f->file, "check-in", "p1", "p2", "p3", "p4", "p5", "p6", NULL);
  assert_contains (out, "Player 06 (p6) is checked in\n");
  assert_contains (out, "Not checked in (2): Player 07 (p7), Player 08 (p8)\n");
  g_clear_pointer (&out, g_free);
  out = cli_ok ("players", f->file, "absent", NULL);
  g_assert_cmpstr (out, ==, "Not checked in (2): Player 07 (p7), Player 08 (p8)\n");
  g_clear_pointer (&out, g_free);
  cli_fails (f->file, 1, "No player with id or name “Nobody”",
             "players", f->file, "check-in", "p1", "Nobody", NULL);

  out = cli_ok ("draw", f->file, NULL);
  assert_contains (out, "Not checked in, sitting round 1 out: Player 07 (p7), Player 08 (p8)\n");
  assert_contains (out, "0 of 3 tables have a result");
  g_clear_pointer (&out, g_free);
  /* The check-in goes on: they are left out of round 2 too. */
  out = cli_ok ("players", f->file, "absent", NULL);
  g_assert_cmpstr (out, ==, "Not checked in (2): Player 07 (p7), Player 08 (p8)\n");
  g_clear_pointer (&out, g_free);
  play_swiss_round (f, 1, FALSE);

  out = cli_ok ("draw", f->file, NULL);
  assert_contains (out, "Not checked in, sitting round 2 out: Player 07 (p7), Player 08 (p8)\n");
  g_clear_pointer (&out, g_free);
  play_swiss_round (f, 2, FALSE);

  /* p7 arrives for round 3; p8 never comes. */
  out = cli_ok ("players", f->file, "check-in", "p7", NULL);
  g_assert_cmpstr (out, ==, "Player 07 (p7) is checked in\nNot checked in (1): Player 08 (p8)\n");
  g_clear_pointer (&out, g_free);
  out = cli_ok ("draw", f->file, NULL);
  assert_contains (out, "Not checked in, sitting round 3 out: Player 08 (p8)\n");
  g_clear_pointer (&out, g_free);

  out = cli_ok ("players", f->file, "add", "Late Comer", NULL);
  g_assert_cmpstr (out, ==, "Added Late Comer (p9)\nLate entry: rounds 1, 2, 3 count as missed\n");
  g_clear_pointer (&out, g_free);
  play_swiss_round (f, 3, FALSE);

  /* p1 won rounds 1-3: 3-0. p8 lost the three rounds he was absent
   * from, and is said to be absent; p9 lost the three rounds drawn
   * before he came. */
  standings = cli_ok ("standings", f->file, "--format", "csv", NULL);
  assert_contains (standings, "\n1,p1,Player 01,3,3-0,");
  assert_contains (standings, ",p8,Player 08,0,0-3,");
  assert_contains (standings, "active,absent: 3 missed rounds lost\n");
  assert_contains (standings, ",p9,Late Comer,0,0-3,0,0,");
  assert_contains (standings, "active,late entry: 3 missed rounds lost\n");

  /* The late entry came during the check-in: checked in with it. The
   * organiser ends it: the next draw would seat every active player. */
  out = cli_ok ("players", f->file, "absent", NULL);
  g_assert_cmpstr (out, ==, "Not checked in (1): Player 08 (p8)\n");
  g_clear_pointer (&out, g_free);
  out = cli_ok ("players", f->file, "end-check-in", NULL);
  g_assert_cmpstr (out, ==, "No check-in under way: the next draw seats every active player\n");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/cli/destiny/advanced-40", Fixture, NULL, fixture_setup, test_advanced_40,
              fixture_teardown);
  g_test_add ("/cli/destiny/drops-and-byes", Fixture, NULL, fixture_setup, test_drops_and_byes,
              fixture_teardown);
  g_test_add ("/cli/destiny/check-in-late-entry", Fixture, NULL, fixture_setup,
              test_check_in_late_entry, fixture_teardown);
  g_test_add ("/cli/destiny/leave-again", Fixture, NULL, fixture_setup, test_leave_again,
              fixture_teardown);
  return g_test_run ();
}
