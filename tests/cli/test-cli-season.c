/* test-cli-season.c — catan-bg events and a season with tavolo-cli
 *
 * The same three 14-player tournaments as tests/test-season.c, played from
 * the command line: the standings and the season ranking must be the ones
 * computed by hand there.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include <glib/gstdio.h>

#include "tav-test-cli.h"

/* tests/tav-test-catan.c's seating: positions 0..13 in seat order. */
static const int seating[3][4][5] = {
  { { 0, 1, 2, 3, -1 }, { 4, 5, 6, 7, -1 }, { 8, 9, 10, -1 }, { 11, 12, 13, -1 } },
  { { 4, 8, 11, 0, -1 }, { 9, 12, 1, 5, -1 }, { 13, 2, 6, -1 }, { 3, 7, 10, -1 } },
  { { 12, 10, 6, 0, -1 }, { 13, 9, 3, 4, -1 }, { 7, 11, 1, -1 }, { 8, 5, 2, -1 } },
};

static const char by_seat_4[] =
  "{\"seats\":[{\"vp\":13,\"place\":1},{\"vp\":10,\"place\":2},{\"vp\":8,\"place\":3},{\"vp\":6,\"place\":4}]}";
static const char by_seat_3[] =
  "{\"seats\":[{\"vp\":13,\"place\":1},{\"vp\":10,\"place\":2},{\"vp\":8,\"place\":3}]}";

/* Event A's final standings, computed by hand in tests/test-catan-bg.c. */
static const struct {
  const char *id;
  guint       rank;
  const char *figures;
} event_a[] = {
  { "p9", 1, "13/36/90.45%/2/1/0/1" }, { "p14", 2, "11/34/86.36%/2/0/1/1" },
  { "p5", 3, "11/32/86.50%/2/0/0/1" }, { "p10", 4, "10/33/86.56%/1/2/0/1" },
  { "p13", 4, "10/33/86.56%/1/2/0/1" }, { "p12", 6, "9/31/77.72%/1/1/1/1" },
  { "p8", 7, "8/29/72.32%/1/1/0/1" }, { "p4", 8, "8/27/69.55%/1/0/1/1" },
  { "p1", 9, "7/25/67.58%/1/0/0/1" }, { "p2", 10, "6/26/68.16%/0/1/2/1" },
  { "p6", 11, "6/26/67.64%/0/2/0/1" }, { "p11", 12, "5/26/66.05%/0/1/2/1" },
  { "p3", 13, "5/26/65.52%/0/1/2/1" }, { "p7", 14, "5/24/62.75%/0/0/3/1" },
};

/* The season of events A, B and C, computed by hand in tests/test-season.c. */
static const struct {
  const char *id;
  const char *figures;
} season_abc[] = {
  { "s5", "31/98/259.62%/4/4/0/3" }, { "s9", "30/96/244.45%/4/3/1/3" },
  { "s14", "29/91/240.44%/5/0/1/3" }, { "s10", "28/90/240.64%/4/2/0/3" },
  { "s4", "26/89/226.05%/3/2/3/3" }, { "s6", "24/88/224.14%/2/4/2/3" },
  { "s13", "24/86/224.27%/2/3/3/3" }, { "s1", "24/85/221.58%/3/2/1/3" },
  { "s8", "23/86/221.63%/2/3/3/3" }, { "s3", "22/86/215.56%/2/3/3/3" },
  { "s7", "22/84/212.79%/2/2/4/3" }, { "s2", "21/83/217.47%/1/3/5/3" },
  { "s12", "19/83/208.76%/1/3/5/3" }, { "s11", "19/79/203.76%/1/2/5/3" },
};

/* Seats round @round as the seating above says, by swapping players. */
static void
arrange (const char  *file,
         guint        round,
         const guint *player_at)
{
  g_autofree char *round_text = g_strdup_printf ("%u", round);
  g_autofree char *out = cli_ok ("show", file, "--round", round_text, "--format", "json", NULL);
  g_autoptr(JsonNode) shown = parse_json (out);
  JsonArray *tables = round_tables (shown);
  char *seats[4][4] = { { NULL, } };

  for (guint t = 0; t < 4; t++)
    for (guint s = 0; s < table_size (tables, t); s++)
      seats[t][s] = g_strdup (table_seat (tables, t, s));

  for (guint t = 0; t < 4; t++)
    for (guint s = 0; seating[round - 1][t][s] >= 0; s++)
      {
        g_autofree char *wanted = g_strdup_printf ("p%u", player_at[seating[round - 1][t][s]] + 1);
        g_autofree char *swapped = NULL;

        g_assert_nonnull (seats[t][s]);
        if (strcmp (seats[t][s], wanted) == 0)
          continue;
        swapped = cli_ok ("swap", file, seats[t][s], wanted, "--round", round_text, "--yes", NULL);
        for (guint t2 = 0; t2 < 4; t2++)
          for (guint s2 = 0; s2 < 4; s2++)
            if (seats[t2][s2] && strcmp (seats[t2][s2], wanted) == 0 && (t2 != t || s2 != s))
              {
                char *tmp = seats[t2][s2];

                seats[t2][s2] = seats[t][s];
                seats[t][s] = tmp;
              }
        g_assert_cmpstr (seats[t][s], ==, wanted);
      }
  for (guint t = 0; t < 4; t++)
    for (guint s = 0; s < 4; s++)
      g_free (seats[t][s]);
}

static void
new_catan_event (const char *file,
                 const char *name,
                 const char *seed,
                 const char *date)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *out = cli_ok ("new", file, "--ruleset", "catan-bg", "--name", name, "--seed",
                                 seed, "--date", date, NULL);
  g_auto(Run) run = { 0, };

  assert_contains (out, "Catan ranking tournament (Bulgaria)");
  g_ptr_array_add (args, g_strdup ("players"));
  g_ptr_array_add (args, g_strdup (file));
  g_ptr_array_add (args, g_strdup ("add"));
  for (guint i = 1; i <= 14; i++)
    g_ptr_array_add (args, player_name (i));
  g_ptr_array_add (args, NULL);
  run_argv (&run, (const char * const *) args->pdata);
  g_assert_cmpint (run.status, ==, 0);
}

/* Three rounds seated by hand, seat 1 winning every game. */
static void
play_event (const char  *file,
            const guint *player_at)
{
  for (guint r = 1; r <= 3; r++)
    {
      g_autofree char *drawn = cli_ok ("draw", file, NULL);
      g_autofree char *round_text = g_strdup_printf ("%u", r);

      if (r == 1)
        assert_contains (drawn, "14 players: 3 rounds at tables of 4 4 3 3");
      assert_contains (drawn, "of 4 tables have a result");
      arrange (file, r, player_at);
      for (guint t = 1; t <= 4; t++)
        {
          g_autofree char *table_text = g_strdup_printf ("%u", t);
          g_autofree char *out = cli_ok ("result", file, "--round", round_text, "--table",
                                         table_text, "--json", t <= 2 ? by_seat_4 : by_seat_3,
                                         NULL);

          assert_contains (out, "result entered");
        }
    }
}

static void
make_event (Fixture    *f,
            const char *name,
            guint       which,
            char      **path)
{
  static const char *names[] = { "Sofia", "Plovdiv", "Varna" };
  static const char *seeds[] = { "1000", "1001", "1002" };
  static const char *dates[] = { "2026-03-14", "2026-04-18", "2026-05-23" };
  guint player_at[14];

  *path = fixture_path (f, name);
  new_catan_event (*path, names[which], seeds[which], dates[which]);
  for (guint i = 0; i < 14; i++)
    player_at[which == 0 ? i : which == 1 ? (i + 5) % 14 : 13 - i] = i;
  /* Varna wrote the names otherwise: the season still knows them. */
  if (which == 2)
    for (guint i = 1; i <= 14; i++)
      {
        g_autofree char *id = g_strdup_printf ("p%u", i);
        g_autofree char *upper = g_strdup_printf ("PLAYER %02u", i);

        g_free (cli_ok ("players", *path, "rename", id, upper, NULL));
      }
  play_event (*path, player_at);
}

/* ---- One event ------------------------------------------------------------ */

static void
test_event (Fixture       *f,
            gconstpointer  data)
{
  static const guint identity[14] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13 };
  g_autofree char *out = NULL;
  g_autoptr(JsonNode) standings = NULL;
  JsonArray *rows;

  new_catan_event (f->file, "Катан — Ранглиста", "14", "2026-03-14");

  /* Rounds are 2 or 3; a table of 2 never happens. */
  cli_fails (f->file, 2, "--param rounds=4", "draw", f->file, "--param", "rounds=4", NULL);
  play_event (f->file, identity);
  cli_fails (f->file, 1, "draw: All 3 rounds are drawn; there is no final", "draw", f->file, NULL);

  out = cli_ok ("standings", f->file, NULL);
  assert_contains (out, "Final standings");
  assert_contains (out, "13/36/90.45%/2/1/0/1");
  g_clear_pointer (&out, g_free);

  out = cli_ok ("standings", f->file, "--format", "json", NULL);
  standings = parse_json (out);
  rows = json_node_get_array (standings);
  g_assert_cmpuint (json_array_get_length (rows), ==, 14);
  for (guint i = 0; i < G_N_ELEMENTS (event_a); i++)
    {
      JsonObject *row = json_array_get_object_element (rows, i);

      g_assert_cmpstr (json_object_get_string_member (row, "id"), ==, event_a[i].id);
      g_assert_cmpint (json_object_get_int_member (row, "rank"), ==, event_a[i].rank);
      g_assert_cmpstr (json_object_get_string_member (row, "result"), ==, event_a[i].figures);
    }
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (rows, 0), "tp"), ==, 13);
  g_assert_cmpfloat (json_object_get_double_member (json_array_get_object_element (rows, 0), "vp_share"),
                     ==, 90.45);
  g_clear_pointer (&out, g_free);

  out = cli_ok ("standings", f->file, "--format", "csv", NULL);
  assert_contains (out, "rank,id,name,tp,vp,vp_share,first,second,third,games,result,status,note\n");
  assert_contains (out, "1,p9,Player 09,13,36,90.45,2,1,0,3,13/36/90.45%/2/1/0/1,active,\n");
  g_clear_pointer (&out, g_free);

  out = cli_ok ("balance", f->file, "Player 09", NULL);
  g_assert_cmpstr (out, ==, "Player 09: 13/36/90.45%/2/1/0/1 after 3 games\n");
  g_clear_pointer (&out, g_free);

  /* A result is checked with the table and seat named. */
  cli_fails (f->file, 1, "round 1: table 1, seat 1 (Player 01): the winner has 12 victory points",
             "result", f->file, "--round", "1", "--table", "1", "--json",
             "{\"seats\":[{\"vp\":12,\"place\":1},{\"vp\":10,\"place\":2},{\"vp\":8,\"place\":3},{\"vp\":6,\"place\":4}]}",
             NULL);
}

/* ---- The season ----------------------------------------------------------- */

static void
check_season (const char *season)
{
  g_autofree char *out = cli_ok ("season", "standings", season, "--format", "json", NULL);
  g_autoptr(JsonNode) node = parse_json (out);
  JsonArray *rows = json_node_get_array (node);

  g_assert_cmpuint (json_array_get_length (rows), ==, G_N_ELEMENTS (season_abc));
  for (guint i = 0; i < G_N_ELEMENTS (season_abc); i++)
    {
      JsonObject *row = json_array_get_object_element (rows, i);

      g_assert_cmpstr (json_object_get_string_member (row, "id"), ==, season_abc[i].id);
      g_assert_cmpint (json_object_get_int_member (row, "rank"), ==, i + 1);
      g_assert_cmpstr (json_object_get_string_member (row, "result"), ==, season_abc[i].figures);
      g_assert_cmpint (json_object_get_int_member (row, "participations"), ==, 3);
    }
}

static void
test_season (Fixture       *f,
             gconstpointer  data)
{
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;
  g_autofree char *c = NULL;
  g_autofree char *season = fixture_path (f, "ranking.json");
  g_autofree char *list = fixture_path (f, "players.txt");
  g_autofree char *pdf = fixture_path (f, "ranking.pdf");
  g_autofree char *out = NULL;

  make_event (f, "sofia.tavolo", 0, &a);
  make_event (f, "plovdiv.tavolo", 1, &b);
  make_event (f, "varna.tavolo", 2, &c);

  out = cli_ok ("season", "new", season, "--name", "Ранглиста 2026", NULL);
  assert_contains (out, "Created");
  g_clear_pointer (&out, g_free);
  cli_fails (season, 1, "the file exists", "season", "new", season, "--name", "Again", NULL);

  out = cli_ok ("season", "add", season, a, b, c, NULL);
  assert_contains (out, "Added t1: Sofia, 2026-03-14 (14 players)\n");
  assert_contains (out, "Added t3: Varna, 2026-05-23 (14 players)\n");
  g_clear_pointer (&out, g_free);
  check_season (season);

  out = cli_ok ("season", "standings", season, NULL);
  assert_contains (out, "Ранглиста 2026 — Ranking after 3 tournaments");
  assert_contains (out, "31/98/259.62%/4/4/0/3");
  g_clear_pointer (&out, g_free);
  out = cli_ok ("season", "show", season, NULL);
  assert_contains (out, "t2  2026-04-18  Plovdiv");
  g_clear_pointer (&out, g_free);

  /* The same file again: nothing changes. */
  out = cli_ok ("season", "add", season, b, NULL);
  assert_contains (out, "Already in the season, unchanged: t2: Plovdiv");
  g_clear_pointer (&out, g_free);

  /* A corrected Plovdiv replaces its import (tests/test-season.c), when
   * asked to. */
  g_free (cli_ok ("result", b, "--round", "3", "--table", "3", "--json",
                  "{\"seats\":[{\"vp\":13,\"place\":1},{\"vp\":8,\"place\":3},{\"vp\":10,\"place\":2}]}",
                  NULL));
  cli_fails (season, 1, "“Plovdiv” is already in the season as t2 (imported from “", "season", "add",
             season, b, NULL);
  cli_fails (season, 1, "”) with other results: replacing them needs a confirmation: add --replace to replace them; the season is unchanged",
             "season", "add", season, b, NULL);
  check_season (season);
  out = cli_ok ("season", "add", season, b, "--replace", NULL);
  assert_contains (out, "Replaced t2: Plovdiv, 2026-04-18 (14 players) with the corrected file");
  g_clear_pointer (&out, g_free);
  out = cli_ok ("season", "standings", season, "--format", "csv", NULL);
  assert_contains (out, ",s7,Player 07,21,82,207.91,2,1,5,3,21/82/207.91%/2/1/5/3,active,\n");
  assert_contains (out, ",s11,Player 11,20,81,208.64,1,3,4,3,20/81/208.64%/1/3/4/3,active,\n");
  g_clear_pointer (&out, g_free);

  /* Out by its file, in again; out by its id. */
  out = cli_ok ("season", "remove", season, b, NULL);
  g_assert_cmpstr (out, ==, "Removed t2: Plovdiv, 2026-04-18 (14 players)\n");
  g_clear_pointer (&out, g_free);
  cli_fails (season, 1, "is not in the season", "season", "remove", season, b, NULL);
  out = cli_ok ("season", "add", season, b, NULL);
  assert_contains (out, "Added t4: Plovdiv");
  g_clear_pointer (&out, g_free);
  out = cli_ok ("season", "remove", season, "t4", NULL);
  g_clear_pointer (&out, g_free);
  cli_fails (season, 1, "the season has no tournament “t9”", "season", "remove", season, "t9", NULL);
  out = cli_ok ("season", "add", season, b, NULL);
  g_clear_pointer (&out, g_free);

  /* All or nothing: an unfinished event stops the whole import. */
  {
    g_autofree char *unfinished = fixture_path (f, "burgas.tavolo");

    new_catan_event (unfinished, "Burgas", "1003", "2026-06-20");
    g_free (cli_ok ("draw", unfinished, NULL));
    cli_fails (season, 1, "“Burgas” is not finished: 0 of 3 rounds have all their results; the season is unchanged",
               "season", "add", season, a, unfinished, NULL);
    cli_fails (season, 1, "This is a Tavolo event, not a season", "season", "show", unfinished, NULL);
    cli_fails (season, 1, "no such file", "season", "show", list, NULL);
  }

  /* Excluded: refused at registration, by any spelling of the name. */
  out = cli_ok ("season", "exclude", season, "player 03", "--reason", "Left the tournament", NULL);
  assert_contains (out, "Player 03 (s3) is excluded from the ranking tournaments: Left the tournament");
  g_clear_pointer (&out, g_free);
  {
    g_autofree char *next = fixture_path (f, "next.tavolo");

    g_free (cli_ok ("new", next, "--ruleset", "catan-bg", "--name", "Next", NULL));
    cli_fails (next, 1, "players add: Player 03 is excluded from the ranking tournaments of “Ранглиста 2026” (Left the tournament) and cannot be registered; nothing was added",
               "players", next, "add", "Newcomer", "PLAYER 03", "--season", season, NULL);
    write_file (list, "Newcomer\nplayer 03\n");
    cli_fails (next, 1, "players.txt:2: Player 03 is excluded", "players", next, "import", list,
               "--season", season, NULL);
    g_free (cli_ok ("players", next, "add", "Newcomer", "--season", season, NULL));
    cli_fails (next, 2, "--season does not apply to “list”", "players", next, "list", "--season",
               season, NULL);
  }
  out = cli_ok ("season", "exclude", season, "Player 03", "--lift", NULL);
  assert_contains (out, "Player 03 may enter ranking tournaments again");
  g_clear_pointer (&out, g_free);
  cli_fails (season, 2, "exclude: missing --reason", "season", "exclude", season, "Player 04", NULL);

  /* An alias, then printed. */
  out = cli_ok ("season", "alias", season, "Player 05", "Петър Пети", NULL);
  assert_contains (out, "“Петър Пети” is now a name of Player 05 (s5)");
  g_clear_pointer (&out, g_free);
  out = cli_ok ("season", "print", season, "-o", pdf, NULL);
  assert_contains (out, "Ранглиста 2026 — Ranking: 1 page written to");
  g_assert_true (g_file_test (pdf, G_FILE_TEST_IS_REGULAR));

  /* Usage. */
  cli_fails (season, 2, "unknown action “list”", "season", "list", season, NULL);
  cli_fails (NULL, 2, "new: missing --name", "season", "new", list, NULL);
  cli_fails (season, 2, "--format does not apply to “add”", "season", "add", season, a, "--format",
             "csv", NULL);
  cli_fails (season, 2, "add: missing FILE", "season", "add", season, NULL);
  cli_fails (season, 2, "--ruleset: the ruleset “bang-2011” has no season ranking", "season", "new",
             list, "--name", "X", "--ruleset", "bang-2011", NULL);
}

/* Two tournaments given the same name, date and seed by hand are two
 * tournaments: each counts. Both are Plovdiv as played above, so every
 * player has twice his Plovdiv figures: Player 05 2 × 10 TP, 2 × 33 VP,
 * 2 × 86,56 %, 2 × 1 first and 2 × 2 second places. */
static void
test_same_seed (Fixture       *f,
                gconstpointer  data)
{
  g_autofree char *b = NULL;
  g_autofree char *again = NULL;
  g_autofree char *season = fixture_path (f, "ranking.json");
  g_autofree char *out = NULL;

  make_event (f, "plovdiv.tavolo", 1, &b);
  make_event (f, "plovdiv-again.tavolo", 1, &again);
  g_free (cli_ok ("season", "new", season, "--name", "Test", NULL));
  out = cli_ok ("season", "add", season, b, again, NULL);
  assert_contains (out, "Added t1: Plovdiv, 2026-04-18 (14 players)\nAdded t2: Plovdiv, 2026-04-18 (14 players)\n");
  g_clear_pointer (&out, g_free);
  out = cli_ok ("season", "standings", season, "--format", "csv", NULL);
  assert_contains (out, ",s5,Player 05,20,66,173.12,2,4,0,2,20/66/173.12%/2/4/0/2,active,\n");
  g_clear_pointer (&out, g_free);
  out = cli_ok ("season", "add", season, again, NULL);
  assert_contains (out, "Already in the season, unchanged: t2: Plovdiv");
}

/* Permanent ranking at 20 TP. After Sofia and Plovdiv Player 04 has 8 + 13,
 * Player 05 11 + 10, Player 09 13 + 11 and Player 14 11 + 11 TP: Varna,
 * where they played (registered without --season), is refused, naming the
 * four, and the season file stays as it was. */
static void
test_closed_entries (Fixture       *f,
                     gconstpointer  data)
{
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;
  g_autofree char *c = NULL;
  g_autofree char *season = fixture_path (f, "ranking.json");
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  make_event (f, "sofia.tavolo", 0, &a);
  make_event (f, "plovdiv.tavolo", 1, &b);
  make_event (f, "varna.tavolo", 2, &c);
  g_free (cli_ok ("season", "new", season, "--name", "Test", "--param", "permanent_tp=20", NULL));
  g_free (cli_ok ("season", "add", season, a, b, NULL));
  g_assert_true (g_file_get_contents (season, &before, NULL, NULL));
  cli_fails (season, 1,
             "“Varna” cannot count in “Test”: ranking tournaments are closed to players who played in it: "
             "Player 04 has 21 TP in the ranking of “Test” (20 or more) and has moved to the permanent ranking: ranking tournaments are closed to this player; "
             "Player 05 has 21 TP in the ranking of “Test” (20 or more) and has moved to the permanent ranking: ranking tournaments are closed to this player; "
             "Player 09 has 24 TP in the ranking of “Test” (20 or more) and has moved to the permanent ranking: ranking tournaments are closed to this player; "
             "Player 14 has 22 TP in the ranking of “Test” (20 or more) and has moved to the permanent ranking: ranking tournaments are closed to this player. "
             "Remove them from the event (players remove) or lift the exclusion first; the season is unchanged",
             "season", "add", season, c, NULL);
  g_assert_true (g_file_get_contents (season, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);

  /* An excluded player, likewise. */
  g_free (cli_ok ("season", "new", season, "--force", "--name", "Test", NULL));
  g_free (cli_ok ("season", "add", season, a, NULL));
  g_free (cli_ok ("season", "exclude", season, "Player 02", "--reason", "Left Sofia",
                  "--date", "2026-03-14", NULL));
  cli_fails (season, 1, "“Plovdiv” cannot count in “Test”: ranking tournaments are closed to players who played in it: Player 02 is excluded since 2026-03-14 (Left Sofia). ",
             "season", "add", season, b, NULL);
}

/* 30 TP for the permanent ranking: Player 05 (31) and Player 09 (30) move. */
static void
test_permanent (Fixture       *f,
                gconstpointer  data)
{
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;
  g_autofree char *c = NULL;
  g_autofree char *season = fixture_path (f, "ranking.json");
  g_autofree char *next = fixture_path (f, "next.tavolo");
  g_autofree char *pdf = fixture_path (f, "permanent.pdf");
  g_autofree char *out = NULL;
  g_autoptr(JsonNode) node = NULL;
  JsonArray *rows;

  make_event (f, "sofia.tavolo", 0, &a);
  make_event (f, "plovdiv.tavolo", 1, &b);
  make_event (f, "varna.tavolo", 2, &c);
  g_free (cli_ok ("season", "new", season, "--name", "Test", "--param", "permanent_tp=30", NULL));
  g_free (cli_ok ("season", "add", season, a, b, c, NULL));

  out = cli_ok ("season", "permanent", season, "--format", "json", NULL);
  node = parse_json (out);
  rows = json_node_get_array (node);
  g_assert_cmpuint (json_array_get_length (rows), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (rows, 0), "name"), ==, "Player 05");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (rows, 1), "name"), ==, "Player 09");
  g_clear_pointer (&out, g_free);

  out = cli_ok ("season", "standings", season, NULL);
  assert_contains (out, "   —  Player 05");
  assert_contains (out, "Permanent ranking");
  assert_contains (out, "   1  Player 14");
  g_clear_pointer (&out, g_free);

  g_free (cli_ok ("new", next, "--ruleset", "catan-bg", "--name", "Next", NULL));
  cli_fails (next, 1, "Player 09 has 30 TP in the ranking of “Test” (30 or more) and has moved to the permanent ranking",
             "players", next, "add", "Player 09", "--season", season, NULL);
  g_clear_pointer (&out, g_free);
  out = cli_ok ("season", "print", season, "--permanent", "-o", pdf, NULL);
  assert_contains (out, "Test — Permanent ranking: 1 page written to");
}

/* serve --season: a season of another ruleset, or no season, stops it
 * before it listens (tests/venue/test-venue-serve.c serves one). */
static void
test_serve_refused (Fixture       *f,
                    gconstpointer  data)
{
  g_autofree char *season = fixture_path (f, "ranking.json");
  g_autofree char *missing = fixture_path (f, "missing.json");
  g_autofree char *duel = fixture_path (f, "duel.tavolo");

  g_free (cli_ok ("season", "new", season, "--name", "Ранглиста", NULL));
  g_free (cli_ok ("new", duel, "--ruleset", "destiny", "--name", "Duel", NULL));
  cli_fails (season, 1, "ranking.json: The season “Ранглиста” ranks catan-bg tournaments; “Duel” is played under destiny",
             "serve", duel, "--season", season, "--address", "127.0.0.1", "--port", "0", NULL);
  cli_fails (duel, 1, "missing.json: ", "serve", duel, "--season", missing, "--address", "127.0.0.1",
             "--port", "0", NULL);
}

/* The 7 figures with the decimal comma of a Bulgarian user. */
static void
test_locale (Fixture       *f,
             gconstpointer  data)
{
  static const guint identity[14] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13 };
  g_autofree char *localedef = g_find_program_in_path ("localedef");
  g_autofree char *locpath = NULL;
  g_autofree char *numeric = NULL;
  g_autofree char *out = NULL;
  g_autofree char *old_all = g_strdup (g_getenv ("LC_ALL"));
  g_autofree char *old_path = g_strdup (g_getenv ("LOCPATH"));

  /* The tests' own locales (tests/make-test-locales.sh), else one built
   * here; what was built is judged by its files, not localedef's status. */
  locpath = g_strdup (old_path);
  numeric = locpath ? g_build_filename (locpath, "bg_BG.UTF-8", "LC_NUMERIC", NULL) : NULL;
  if (numeric == NULL || !g_file_test (numeric, G_FILE_TEST_IS_REGULAR))
    {
      g_autofree char *target = fixture_path (f, "bg_BG.UTF-8");
      const char *argv[] = { localedef, "-i", "bg_BG", "-f", "UTF-8", target, NULL };

      if (localedef == NULL)
        {
          g_test_skip ("localedef is not installed");
          return;
        }
      g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL,
                    NULL, NULL, NULL, NULL, NULL, NULL);
      g_free (locpath);
      locpath = g_strdup (f->dir);
      g_free (numeric);
      numeric = g_build_filename (target, "LC_NUMERIC", NULL);
      if (!g_file_test (numeric, G_FILE_TEST_IS_REGULAR))
        {
          g_test_skip ("the bg_BG.UTF-8 locale could not be built (package locales)");
          return;
        }
    }

  new_catan_event (f->file, "Sofia", "14", "2026-03-14");
  play_event (f->file, identity);
  g_setenv ("LOCPATH", locpath, TRUE);
  g_setenv ("LC_ALL", "bg_BG.UTF-8", TRUE);
  out = cli_ok ("standings", f->file, NULL);
  g_setenv ("LC_ALL", old_all ? old_all : "C.UTF-8", TRUE);
  if (old_path)
    g_setenv ("LOCPATH", old_path, TRUE);
  else
    g_unsetenv ("LOCPATH");

  assert_contains (out, "13/36/90,45%/2/1/0/1");
  assert_contains (out, "90,45%");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/cli/catan-bg/event", Fixture, NULL, fixture_setup, test_event, fixture_teardown);
  g_test_add ("/cli/season/season", Fixture, NULL, fixture_setup, test_season, fixture_teardown);
  g_test_add ("/cli/season/same-seed", Fixture, NULL, fixture_setup, test_same_seed,
              fixture_teardown);
  g_test_add ("/cli/season/closed-entries", Fixture, NULL, fixture_setup, test_closed_entries,
              fixture_teardown);
  g_test_add ("/cli/season/permanent", Fixture, NULL, fixture_setup, test_permanent,
              fixture_teardown);
  g_test_add ("/cli/season/locale", Fixture, NULL, fixture_setup, test_locale, fixture_teardown);
  g_test_add ("/cli/season/serve-refused", Fixture, NULL, fixture_setup, test_serve_refused, fixture_teardown);

  return g_test_run ();
}
