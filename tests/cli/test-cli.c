/* test-cli.c — tavolo-cli, run the way an organiser runs it
 *
 * Every test spawns the real program (TAVOLO_CLI) in a temporary folder
 * and checks its exit status, stdout, stderr and the event file. Every
 * failing command must leave the file byte for byte as it was.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "tav-test-cli.h"

#define SECRET_LINE "secret: only the judge may see this ranking"

/* ---- Tests -------------------------------------------------------------- */

static void
test_help (void)
{
  static const char * const commands[] = {
    "rulesets", "new", "players", "warn", "draw", "redraw", "show", "swap", "result",
    "standings", "publish", "balance", "finals", "duel", "ejected", "validate", NULL
  };
  g_autofree char *help = cli_ok ("--help", NULL);
  g_autofree char *version = cli_ok ("--version", NULL);

  for (guint i = 0; commands[i]; i++)
    {
      g_autofree char *line = g_strdup_printf ("  %s ", commands[i]);
      g_autofree char *sub = cli_ok (commands[i], "--help", NULL);
      g_autofree char *usage = g_strdup_printf ("tavolo-cli %s [OPTION", commands[i]);

      assert_contains (help, line);
      assert_contains (sub, usage);
    }
  assert_contains (version, "tavolo-cli " PACKAGE_VERSION);
}

static void
test_rulesets (void)
{
  g_autofree char *out = cli_ok ("rulesets", NULL);

  assert_contains (out, "bang-2011");
  assert_contains (out, "BANG! Italian Championship 2011");
  assert_contains (out, "rounds");
  assert_contains (out, "allow_small");
  assert_contains (out, "(default: 0)");
  assert_contains (out, "(default: false)");
}

static void
test_new (Fixture       *f,
          gconstpointer  data)
{
  g_autofree char *out = NULL;
  g_autofree char *other = fixture_path (f, "other.tavolo");
  g_autofree char *backup = g_strconcat (f->file, "~", NULL);
  g_autofree char *validated = NULL;
  g_autofree char *expected = g_strconcat (f->file, ": valid (bang-2011, 0 players, 0 rounds)\n",
                                           NULL);

  out = cli_ok ("new", f->file, "--ruleset", "bang-2011", "--name", "Coppa Lucca",
                "--seed", "1234", "--date", "2011-05-14", "--venue", "Lucca",
                "--param", "rounds=4", NULL);
  assert_contains (out, "Coppa Lucca");
  validated = cli_ok ("validate", f->file, NULL);
  g_assert_cmpstr (validated, ==, expected);

  /* An existing file is never replaced by accident. */
  cli_fails (f->file, 1, "already exists",
             "new", f->file, "--ruleset", "bang-2011", "--name", "Other", NULL);
  g_clear_pointer (&out, g_free);
  out = cli_ok ("new", f->file, "--ruleset", "bang-2011", "--name", "Other", "--force", NULL);
  g_assert_true (g_file_test (backup, G_FILE_TEST_EXISTS));

  /* Usage errors create nothing. */
  cli_fails (other, 2, "missing --ruleset", "new", other, "--name", "X", NULL);
  cli_fails (other, 2, "missing --name", "new", other, "--ruleset", "bang-2011", NULL);
  cli_fails (other, 2, "unknown ruleset “chess”", "new", other, "--ruleset", "chess",
             "--name", "X", NULL);
  cli_fails (other, 2, "--date", "new", other, "--ruleset", "bang-2011", "--name", "X",
             "--date", "2011-02-30", NULL);
  cli_fails (other, 2, "--seed", "new", other, "--ruleset", "bang-2011", "--name", "X",
             "--seed", "-5", NULL);
  cli_fails (other, 2, "--param", "new", other, "--ruleset", "bang-2011", "--name", "X",
             "--param", "rounds=many", NULL);
  cli_fails (other, 2, "--param", "new", other, "--ruleset", "bang-2011", "--name", "X",
             "--param", "colour=red", NULL);
  cli_fails (other, 2, "missing FILE", "new", "--ruleset", "bang-2011", "--name", "X", NULL);
  g_assert_false (g_file_test (other, G_FILE_TEST_EXISTS));
}

/* What a command prints on a terminal, output or error, shows the escape
 * sequences of a typed text (here the file's name) as <U+001B>, never the
 * bytes a terminal would obey (issue #31); serve's first lines too. */
static void
test_terminal (Fixture       *f,
               gconstpointer  data)
{
  g_autofree char *file = fixture_path (f, "cup\x1b]0;pwned\x07.tavolo");
  const char *commands[][9] = {
    { "new", file, "--ruleset", "bang-2011", "--name", "Cup", NULL },
    { "validate", file, NULL },
    { "new", file, "--ruleset", "bang-2011", "--name", "Cup", NULL },
    { "players", file, "add", "Bo\x1b]0;pwned\x07", NULL },
    { "serve", file, "--address", "127.0.0.1", "--port", "0", NULL },
  };
  const char *expected[] = {
    "Created FILE: Cup", "FILE: valid", "FILE: the file already exists",
    "The name “Bo<U+001B>]0;pwned<U+0007>” holds a control character", "Serving FILE on",
  };
  g_autofree char *shown_file = fixture_path (f, "cup<U+001B>]0;pwned<U+0007>.tavolo");

  G_STATIC_ASSERT (G_N_ELEMENTS (commands) == G_N_ELEMENTS (expected));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      gboolean serve = g_str_equal (commands[i][0], "serve");
      g_autofree char *shown = run_cli_on_terminal (commands[i], serve ? "Press Ctrl+C" : NULL);
      g_autoptr(GString) line = g_string_new (expected[i]);

      g_string_replace (line, "FILE", shown_file, 0);
      assert_contains (shown, line->str);
      assert_lacks (shown, "\x1b");
      assert_lacks (shown, "\x07");
    }
}

static void
test_players_add_list (Fixture       *f,
                       gconstpointer  data)
{
  g_autofree char *out = NULL;
  g_autofree char *csv = NULL;
  g_autofree char *json = NULL;
  g_autoptr(JsonNode) root = NULL;
  JsonArray *array;

  new_event (f, 3);
  out = cli_ok ("players", f->file, "add", "Zoë Ünal", "--club", "BANG! Club", NULL);
  g_assert_cmpstr (out, ==, "Added Zoë Ünal (p4)\n");

  /* All or nothing: a duplicate name (any case) adds no one. */
  cli_fails (f->file, 1, "already registered", "players", f->file, "add", "New One",
             "player 02", NULL);
  cli_fails (f->file, 2, "missing NAME", "players", f->file, "add", NULL);
  cli_fails (f->file, 2, "unknown action", "players", f->file, "juggle", NULL);
  cli_fails (f->file, 2, "--reason does not apply", "players", f->file, "add", "X",
             "--reason", "why", NULL);

  g_clear_pointer (&out, g_free);
  out = cli_ok ("players", f->file, "list", NULL);
  assert_contains (out, "4 players, 4 active");
  assert_contains (out, "Zoë Ünal");
  assert_contains (out, "BANG! Club");

  csv = cli_ok ("players", f->file, "list", "--format", "csv", NULL);
  g_assert_true (g_str_has_prefix (csv, "id,name,club,status,warnings\n"
                                        "p1,Player 01,,active,0\n"));
  assert_contains (csv, "p4,Zoë Ünal,BANG! Club,active,0\n");

  json = cli_ok ("players", f->file, "list", "--format", "json", NULL);
  root = parse_json (json);
  array = json_node_get_array (root);
  g_assert_cmpuint (json_array_get_length (array), ==, 4);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (array, 3), "club"),
                   ==, "BANG! Club");
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (array, 0), "warnings"),
                   ==, 0);

  /* Rename checks that names stay unique; remove works before the draw. */
  g_clear_pointer (&out, g_free);
  out = cli_ok ("players", f->file, "rename", "p1", "Anna Rossi", NULL);
  g_assert_cmpstr (out, ==, "Renamed p1: Player 01 → Anna Rossi\n");
  cli_fails (f->file, 1, "is already registered", "players", f->file, "rename", "anna rossi",
             "Player 02", NULL);
  cli_fails (f->file, 1, "No player with id or name “Nobody”", "players", f->file, "rename",
             "Nobody", "Somebody", NULL);
  g_clear_pointer (&out, g_free);
  out = cli_ok ("players", f->file, "remove", "zoë ünal", NULL);
  g_assert_cmpstr (out, ==, "Removed Zoë Ünal (p4)\n");
}

static void
test_players_import_txt (Fixture       *f,
                         gconstpointer  data)
{
  g_autofree char *list = fixture_path (f, "names.txt");
  g_autofree char *out = NULL;
  g_autofree char *csv = NULL;

  new_event (f, 0);
  write_file (list, "Anna\r\n\n  Bruno  \nCarla\n\n");
  out = cli_ok ("players", f->file, "import", list, NULL);
  assert_contains (out, "Imported 3 players");
  csv = cli_ok ("players", f->file, "list", "--format", "csv", NULL);
  g_assert_cmpstr (csv, ==, "id,name,club,status,warnings\n"
                            "p1,Anna,,active,0\np2,Bruno,,active,0\np3,Carla,,active,0\n");

  /* A name already registered: nothing more is added. */
  write_file (list, "Dario\nanna\n");
  cli_fails (f->file, 1, "line 2:", "players", f->file, "import", list, NULL);
  cli_fails (f->file, 1, "no such file", "players", f->file, "import", "/nonexistent/x.txt",
             NULL);
}

static void
test_players_import_csv (Fixture       *f,
                         gconstpointer  data)
{
  g_autofree char *list = fixture_path (f, "players.csv");
  g_autofree char *semi = fixture_path (f, "semicolons.csv");
  g_autofree char *out = NULL;
  g_autofree char *csv = NULL;

  new_event (f, 0);
  /* A spreadsheet export: byte-order mark, quoted fields, a blank line. */
  write_file (list, "\xEF\xBB\xBF" "Surname,Name,Club\r\n"
                    "x,Anna,BANG Club\r\n"
                    "y,\"Rossi, Bruno\",\r\n"
                    ",,\r\n"
                    "z,\"Carla \"\"Calamity\"\"\",\"Club, Two\"\r\n");
  out = cli_ok ("players", f->file, "import", list, NULL);
  assert_contains (out, "Imported 3 players");
  csv = cli_ok ("players", f->file, "list", "--format", "csv", NULL);
  g_assert_cmpstr (csv, ==, "id,name,club,status,warnings\n"
                            "p1,Anna,BANG Club,active,0\n"
                            "p2,\"Rossi, Bruno\",,active,0\n"
                            "p3,\"Carla \"\"Calamity\"\"\",\"Club, Two\",active,0\n");

  /* Semicolons, and Italian headers. */
  write_file (semi, "Giocatore;Club\nDario;C1\nElena;C2\n");
  g_clear_pointer (&out, g_free);
  out = cli_ok ("players", f->file, "import", semi, NULL);
  assert_contains (out, "Imported 2 players");
  assert_contains (out, "5 registered in all");

  /* Headers in Bulgarian and Russian: the club is kept, and the name is
   * found in whatever column its header names. */
  write_file (semi, "Име,Клуб\nИван Петров,Пловдив\n");
  g_clear_pointer (&out, g_free);
  out = cli_ok ("players", f->file, "import", semi, NULL);
  write_file (semi, "Клуб;Имя\nЗенит;Олег Иванов\n");
  g_clear_pointer (&out, g_free);
  out = cli_ok ("players", f->file, "import", semi, NULL);
  g_clear_pointer (&csv, g_free);
  csv = cli_ok ("players", f->file, "list", "--format", "csv", NULL);
  assert_contains (csv, "\np6,Иван Петров,Пловдив,active,0\np7,Олег Иванов,Зенит,active,0\n");
}

static void
test_players_import_bad_row (Fixture       *f,
                             gconstpointer  data)
{
  g_autofree char *list = fixture_path (f, "players.csv");
  g_autofree char *out = NULL;

  new_event (f, 2);
  /* Line 3 has no name and line 5 repeats a registered player: the
   * first bad line is named, the others counted, and nobody is added. */
  write_file (list, "name,club\nAnna,C1\n,C2\nBruno,C3\nPLAYER 01,C4\n");
  cli_fails (f->file, 1, "line 3: A player needs a name; 1 more bad line (5); nothing was imported",
             "players", f->file, "import", list, NULL);
  write_file (list, "name\n\"Anna\nBruno\n");
  cli_fails (f->file, 1, "line 2: a quoted field is never closed",
             "players", f->file, "import", list, NULL);
  write_file (list, "name\nAnna\n\xff\xfe\n");
  cli_fails (f->file, 1, "line 3: not UTF-8", "players", f->file, "import", list, NULL);

  out = cli_ok ("players", f->file, "list", NULL);
  assert_contains (out, "2 players, 2 active");
}

static void
test_warn_eject (Fixture       *f,
                 gconstpointer  data)
{
  g_autofree char *out = NULL;
  g_autofree char *report = NULL;
  g_autofree char *csv = NULL;
  g_autofree char *list = NULL;

  new_event (f, 12);
  out = cli_ok ("warn", f->file, "Player 03", "--reason", "slow play", NULL);
  g_assert_cmpstr (out, ==, "Warning for Player 03 (p3): slow play\nPlayer 03 (p3) now has 1 warning\n");
  g_clear_pointer (&out, g_free);
  out = cli_ok ("warn", f->file, "p3", "--reason", "insults", NULL);
  assert_contains (out, "now has 2 warnings and is ejected from the event");
  cli_fails (f->file, 1, "no longer in the event", "warn", f->file, "p3", "--reason", "again",
             NULL);
  cli_fails (f->file, 2, "missing --reason", "warn", f->file, "p4", NULL);
  cli_fails (f->file, 1, "No player with id or name “p99”", "warn", f->file, "p99",
             "--reason", "x", NULL);

  g_clear_pointer (&out, g_free);
  out = cli_ok ("players", f->file, "eject", "p5", "--reason", "cheating", NULL);
  assert_contains (out, "Player 05 (p5) is ejected");
  cli_fails (f->file, 2, "eject: missing --reason", "players", f->file, "eject", "p6", NULL);
  g_clear_pointer (&out, g_free);
  out = cli_ok ("players", f->file, "withdraw", "p6", "--reason", "ill", NULL);
  assert_contains (out, "Player 06 (p6) has withdrawn");
  cli_fails (f->file, 1, "already left", "players", f->file, "withdraw", "p6", NULL);

  /* BANG!: a player who withdraws cannot re-enter, but a judge can correct
   * a withdrawal entered by mistake. */
  cli_fails (f->file, 1, "Player 06 cannot return: the rules say a player who abandons the tournament “may not re-enter that same tournament” (a judge correcting a mistake may use --judge-override)",
             "players", f->file, "reinstate", "p6", NULL);
  cli_fails (f->file, 2, "--judge-override does not apply to “withdraw”", "players", f->file,
             "withdraw", "p7", "--judge-override", NULL);
  g_clear_pointer (&out, g_free);
  out = cli_ok ("players", f->file, "reinstate", "p6", "--judge-override", NULL);
  g_assert_cmpstr (out, ==, "Judge override: the rules say a player who abandons the tournament “may not re-enter that same tournament”\n"
                   "Player 06 (p6) is back in the event\n");
  g_clear_pointer (&out, g_free);
  out = cli_ok ("players", f->file, "withdraw", "p6", "--reason", "ill", NULL);

  list = cli_ok ("players", f->file, "list", "--format", "csv", NULL);
  assert_contains (list, "p3,Player 03,,ejected,2\n");
  assert_contains (list, "p5,Player 05,,ejected,0\n");
  assert_contains (list, "p6,Player 06,,withdrawn,0\n");

  report = cli_ok ("ejected", f->file, NULL);
  assert_contains (report, "Ejected players — Test Cup");
  assert_contains (report, "Player 03 (p3): Ejected, before the first round");
  assert_contains (report, "Reason: Second warning: insults");
  assert_contains (report, "slow play");
  assert_contains (report, "Player 05 (p5): Ejected");
  assert_contains (report, "Reason: cheating");
  assert_lacks (report, "Player 06");

  csv = cli_ok ("ejected", f->file, "--format", "csv", NULL);
  g_assert_cmpstr (csv, ==,
                   "id,name,status,stage,round,reason,warnings\n"
                   "p3,Player 03,ejected,,0,Second warning: insults,"
                   "before the first round: slow play; before the first round: insults\n"
                   "p5,Player 05,ejected,,0,cheating,\n");
  cli_fails (f->file, 2, "--format", "ejected", f->file, "--format", "json", NULL);
}

static void
test_draw_show_redraw_swap (Fixture       *f,
                            gconstpointer  data)
{
  g_autofree char *draw = NULL;
  g_autofree char *show = NULL;
  g_autofree char *redraw = NULL;
  g_autofree char *swap = NULL;
  g_autofree char *result = NULL;
  g_autoptr(JsonNode) before = NULL;
  g_autoptr(JsonNode) after = NULL;
  g_autoptr(JsonNode) round2 = NULL;
  JsonArray *tables, *tables2;
  g_autofree char *sheriff1 = NULL;

  new_event (f, 12);
  cli_fails (f->file, 1, "no round has been drawn yet", "show", f->file, NULL);
  cli_fails (f->file, 1, "There is no drawn round", "redraw", f->file, NULL);

  draw = cli_ok ("draw", f->file, NULL);
  assert_contains (draw, "12 players: 3 rounds at tables of 6 6");
  assert_contains (draw, "Elimination Round — round 1 of 3: 0 of 2 tables have a result");
  assert_contains (draw, "Table 1\n  1  Sheriff  ");
  assert_contains (draw, "Table 2\n  1  Sheriff  ");

  show = cli_ok ("show", f->file, NULL);
  g_assert_true (g_str_has_prefix (show, "Elimination Round — round 1 of 3"));
  before = show_round (f, "1");
  tables = round_tables (before);
  g_assert_cmpuint (json_array_get_length (tables), ==, 2);
  g_assert_cmpuint (table_size (tables, 0), ==, 6);
  g_assert_cmpuint (table_size (tables, 1), ==, 6);

  cli_fails (f->file, 1, "draw: Round 1 is not complete: waiting for the results of tables 1, 2",
             "draw", f->file, NULL);
  cli_fails (f->file, 1, "there is no round 4", "show", f->file, "--round", "4", NULL);
  cli_fails (f->file, 2, "--round", "show", f->file, "--round", "0", NULL);
  cli_fails (f->file, 1, "there is no stage “finals”", "show", f->file, "--stage", "finals",
             NULL);

  redraw = cli_ok ("redraw", f->file, NULL);
  assert_contains (redraw, "round 1 of 3");

  /* Swap the two Sheriffs of round 1: both stay Sheriffs, no rule broken. */
  g_clear_pointer (&before, json_node_unref);
  before = show_round (f, "1");
  tables = round_tables (before);
  sheriff1 = g_strdup (table_seat (tables, 0, 0));
  /* In round 1 nobody met anybody: a swap that costs nothing needs no --yes. */
  swap = cli_ok ("swap", f->file, "--round", "1", "--dry-run", sheriff1, table_seat (tables, 1, 3), NULL);
  g_assert_cmpstr (swap, ==, "This swap costs nothing.\n");
  g_clear_pointer (&swap, g_free);
  swap = cli_ok ("swap", f->file, "--round", "1", sheriff1, table_seat (tables, 1, 3), NULL);
  assert_contains (swap, "Swapped");
  after = show_round (f, "1");
  g_assert_cmpstr (table_seat (round_tables (after), 0, 0), ==, table_seat (tables, 1, 3));
  g_assert_cmpstr (table_seat (round_tables (after), 1, 3), ==, sheriff1);
  cli_fails (f->file, 1, "same player", "swap", f->file, sheriff1, sheriff1, NULL);
  cli_fails (f->file, 2, "missing PLAYER_B", "swap", f->file, sheriff1, NULL);

  /* Once a table has a result its seats are fixed, and no redraw. */
  play_round (f, 1);
  cli_fails (f->file, 1, "cannot be drawn again", "redraw", f->file, NULL);
  cli_fails (f->file, 1, "result is entered", "swap", f->file, "--round", "1", "p1", "p2",
             NULL);

  /* A swap that makes a round-1 Sheriff Sheriff again is made, and said. */
  g_clear_pointer (&draw, g_free);
  draw = cli_ok ("draw", f->file, NULL);
  round2 = show_round (f, "2");
  tables2 = round_tables (round2);
  {
    const char *old_sheriff = table_seat (round_tables (after), 0, 0);
    g_autofree char *target = g_strdup (table_seat (tables2, 0, 0));
    g_autofree char *name = player_name (player_number (old_sheriff));
    g_autofree char *cost = NULL;
    g_autofree char *cost_said = NULL;
    g_autofree char *file_before = read_or_null (f->file);
    g_autofree char *file_after = NULL;
    g_auto(Run) refused = { 0, };

    /* The draw never makes anyone Sheriff twice. */
    g_assert_cmpstr (target, !=, old_sheriff);
    cost = g_strdup_printf ("\n  Second first seat: %s would take seat 1 (Sheriff) again, already taken 1 time.\n",
                            name);

    /* Said first; without --yes nothing changes, and --dry-run only says. */
    run_cli (&refused, "swap", f->file, old_sheriff, target, NULL);
    g_assert_cmpint (refused.status, ==, 1);
    /* Refused: one line on stderr that says the costs, nothing on stdout. */
    g_assert_cmpstr (refused.out, ==, "");
    cost_said = g_strdup_printf ("were not swapped: the swap has a cost (Second first seat: %s would take seat 1 (Sheriff) again, already taken 1 time.",
                                 name);
    assert_one_error_line (refused.err, cost_said);
    assert_contains (refused.err, "; add --yes to make it)");
    g_clear_pointer (&swap, g_free);
    swap = cli_ok ("swap", f->file, "--dry-run", old_sheriff, target, NULL);
    g_assert_true (g_str_has_prefix (swap, "This swap makes:\n"));
    assert_contains (swap, cost);
    file_after = read_or_null (f->file);
    g_assert_cmpstr (file_after, ==, file_before);
    cli_fails (f->file, 2, "--yes and --dry-run cannot go together",
               "swap", f->file, "--yes", "--dry-run", old_sheriff, target, NULL);

    g_clear_pointer (&swap, g_free);
    swap = cli_ok ("swap", f->file, "--yes", old_sheriff, target, NULL);
    assert_contains (swap, "Swapped");
    assert_contains (swap, cost);
    assert_contains (swap, "This seating breaks a rule:");
    assert_contains (swap, "is Sheriff again (already Sheriff 1 time)");
  }

  g_clear_pointer (&show, g_free);
  show = cli_ok ("show", f->file, "--round", "1", NULL);
  assert_contains (show, "2 of 2 tables have a result");
  assert_contains (show, "Role");
  assert_contains (show, "Result: Outcome: ");
  result = cli_ok ("show", f->file, "--round", "1", "--format", "json", NULL);
  assert_contains (result, "\"outcome\"");
}

static void
test_result (Fixture       *f,
             gconstpointer  data)
{
  g_autofree char *good = NULL;
  g_autofree char *out = NULL;
  g_autofree char *json_file = fixture_path (f, "result.json");
  g_autofree char *at_json_file = g_strconcat ("@", json_file, NULL);
  g_autoptr(JsonNode) shown = NULL;
  const char *file;
  static const struct
  {
    const char *json;
    const char *error;
  } invalid[] = {
    /* Two Sheriffs. */
    { "{\"outcome\":\"law\",\"seats\":[{\"role\":\"sheriff\",\"alive\":true,\"spent\":0},"
      "{\"role\":\"deputy\",\"alive\":true,\"spent\":0},{\"role\":\"outlaw\",\"alive\":false,\"spent\":0},"
      "{\"role\":\"sheriff\",\"alive\":false,\"spent\":0},{\"role\":\"renegade\",\"alive\":false,\"spent\":0}]}",
      "result: round 1: table 1: two Sheriffs (seats 1 and 4)" },
    /* Seat 1 is not the Sheriff. */
    { "{\"outcome\":\"law\",\"seats\":[{\"role\":\"deputy\",\"alive\":true,\"spent\":0},"
      "{\"role\":\"sheriff\",\"alive\":true,\"spent\":0},{\"role\":\"outlaw\",\"alive\":false,\"spent\":0},"
      "{\"role\":\"outlaw\",\"alive\":false,\"spent\":0},{\"role\":\"renegade\",\"alive\":false,\"spent\":0}]}",
      "seat 1 is the Sheriff" },
    /* Wrong roles for a table of 5. */
    { "{\"outcome\":\"law\",\"seats\":[{\"role\":\"sheriff\",\"alive\":true,\"spent\":0},"
      "{\"role\":\"deputy\",\"alive\":true,\"spent\":0},{\"role\":\"deputy\",\"alive\":false,\"spent\":0},"
      "{\"role\":\"outlaw\",\"alive\":false,\"spent\":0},{\"role\":\"renegade\",\"alive\":false,\"spent\":0}]}",
      "a table of 5 needs" },
    /* The outcome does not fit who is alive. */
    { "{\"outcome\":\"outlaws\",\"seats\":[{\"role\":\"sheriff\",\"alive\":true,\"spent\":0},"
      "{\"role\":\"deputy\",\"alive\":true,\"spent\":0},{\"role\":\"outlaw\",\"alive\":false,\"spent\":0},"
      "{\"role\":\"outlaw\",\"alive\":false,\"spent\":0},{\"role\":\"renegade\",\"alive\":false,\"spent\":0}]}",
      "the Outlaws cannot win with the Sheriff alive" },
    /* More spent than the balance. */
    { "{\"outcome\":\"law\",\"seats\":[{\"role\":\"sheriff\",\"alive\":true,\"spent\":2100},"
      "{\"role\":\"deputy\",\"alive\":true,\"spent\":0},{\"role\":\"outlaw\",\"alive\":false,\"spent\":0},"
      "{\"role\":\"outlaw\",\"alive\":false,\"spent\":0},{\"role\":\"renegade\",\"alive\":false,\"spent\":0}]}",
      "2100 $ spent in the auction, but the balance was only 2000 $" },
    /* Not a multiple of 100. */
    { "{\"outcome\":\"law\",\"seats\":[{\"role\":\"sheriff\",\"alive\":true,\"spent\":150},"
      "{\"role\":\"deputy\",\"alive\":true,\"spent\":0},{\"role\":\"outlaw\",\"alive\":false,\"spent\":0},"
      "{\"role\":\"outlaw\",\"alive\":false,\"spent\":0},{\"role\":\"renegade\",\"alive\":false,\"spent\":0}]}",
      "multiple of 100" },
    /* One seat too few, a missing field, an unknown field, a bad choice. */
    { "{\"outcome\":\"law\",\"seats\":[{\"role\":\"sheriff\",\"alive\":true,\"spent\":0}]}",
      "1 entries for 5 seats" },
    { "{\"seats\":[]}", "outcome: missing" },
    { "{\"outcome\":\"law\",\"winner\":\"p1\",\"seats\":[]}", "unknown field" },
    { "{\"outcome\":\"draw\",\"seats\":[]}", "outcome: expected one of" },
  };

  new_event (f, 10);
  file = f->file;
  g_free (cli_ok ("draw", file, NULL));
  shown = show_round (f, "1");
  g_assert_cmpuint (table_size (round_tables (shown), 0), ==, 5);

  for (guint i = 0; i < G_N_ELEMENTS (invalid); i++)
    cli_fails (file, 1, invalid[i].error, "result", file, "--round", "1", "--table", "1",
               "--json", invalid[i].json, NULL);

  /* Command-line mistakes. */
  good = make_result (5, "law", 0);
  cli_fails (file, 2, "--json: line 1, column 12: not valid JSON: a value is missing", "result", file, "--round", "1", "--table", "1",
             "--json", "{\"outcome\":", NULL);
  cli_fails (file, 2, "--json: expected a JSON object", "result", file, "--round", "1",
             "--table", "1", "--json", "[1, 2]", NULL);
  cli_fails (file, 2, "leading zero", "result", file, "--round", "1", "--table", "1",
             "--json", "{\"outcome\":\"law\",\"seats\":[{\"spent\":0100}]}", NULL);
  cli_fails (file, 2, "--round: “0”", "result", file, "--round", "0", "--table", "1",
             "--json", good, NULL);
  cli_fails (file, 2, "--round: “-1”", "result", file, "--round", "-1", "--table", "1",
             "--json", good, NULL);
  cli_fails (file, 2, "--round: “two”", "result", file, "--round", "two", "--table", "1",
             "--json", good, NULL);
  cli_fails (file, 2, "missing --table", "result", file, "--round", "1", "--json", good, NULL);
  cli_fails (file, 2, "missing --round", "result", file, "--table", "1", "--json", good, NULL);
  cli_fails (file, 2, "not both", "result", file, "--round", "1", "--table", "1",
             "--json", good, "--clear", NULL);
  cli_fails (file, 2, "missing --json", "result", file, "--round", "1", "--table", "1", NULL);
  cli_fails (file, 2, "--json", "result", file, "--round", "1", "--table", "1",
             "--json", "@/nonexistent/result.json", NULL);
  cli_fails (file, 2, "Unknown option --tabel", "result", file, "--round", "1", "--tabel", "1",
             "--json", good, NULL);
  /* Things that are not in the event. */
  cli_fails (file, 1, "Round 1 has no table 3", "result", file, "--round", "1", "--table", "3",
             "--json", good, NULL);
  cli_fails (file, 1, "there is no round 2", "result", file, "--round", "2", "--table", "1",
             "--json", good, NULL);
  cli_fails (file, 1, "there is no stage “finals”", "result", file, "--stage", "finals",
             "--round", "1", "--table", "1", "--json", good, NULL);

  /* A valid result, from the command line and from a file. */
  out = cli_ok ("result", file, "--round", "1", "--table", "1", "--json", good, NULL);
  g_assert_cmpstr (out, ==, "Round 1, table 1: result entered\nRound 1: 1 of 2 tables have a result\n");
  write_file (json_file, good);
  g_clear_pointer (&out, g_free);
  out = cli_ok ("result", file, "--round", "1", "--table", "2", "--json",
                at_json_file, NULL);
  assert_contains (out, "Round 1: 2 of 2 tables have a result");
  g_clear_pointer (&out, g_free);
  out = cli_ok ("result", file, "--round", "1", "--table", "2", "--clear", NULL);
  assert_contains (out, "result cleared");
  assert_contains (out, "1 of 2 tables");
}

/* An organiser clears a wrong result of round 1 while round 2 is played:
 * the file stays usable by every command, the standings say what is
 * missing, and only the next draw waits for the result. */
static void
test_clear_earlier_result (Fixture       *f,
                           gconstpointer  data)
{
  g_autofree char *out = NULL;
  g_autofree char *good = make_result (5, "law", 0);
  g_autofree char *pdf = fixture_path (f, "sheets.pdf");

  new_event (f, 10);
  g_free (cli_ok ("draw", f->file, NULL));
  play_round (f, 1);
  g_free (cli_ok ("draw", f->file, NULL));

  out = cli_ok ("result", f->file, "--round", "1", "--table", "2", "--clear", NULL);
  assert_contains (out, "Round 1: 1 of 2 tables have a result");
  assert_contains (out, "No other round can be drawn until round 1 is complete");
  g_clear_pointer (&out, g_free);
  out = cli_ok ("validate", f->file, NULL);
  assert_contains (out, "valid");
  g_clear_pointer (&out, g_free);
  out = cli_ok ("standings", f->file, NULL);
  assert_contains (out, "Elimination Round — Round 1 has no result at table 2");
  g_free (cli_ok ("show", f->file, "--round", "1", NULL));
  g_free (cli_ok ("print", f->file, "--what", "record-sheets", "-o", pdf, NULL));
  cli_fails (f->file, 1, "Round 1 has no result at table 2: enter it before another round is drawn",
             "redraw", f->file, NULL);
  play_round (f, 2);
  cli_fails (f->file, 1, "Round 1 has no result at table 2: enter it before another round is drawn",
             "draw", f->file, NULL);

  g_clear_pointer (&out, g_free);
  out = cli_ok ("result", f->file, "--round", "1", "--table", "2", "--json", good, NULL);
  assert_lacks (out, "No other round");
  g_clear_pointer (&out, g_free);
  out = cli_ok ("draw", f->file, NULL);
  assert_contains (out, "round 3 of 3");
}

/* A file refused by the loader (edited by hand) names the command that
 * mends it, and that command works: the version saved before comes back,
 * and the refused file is kept whole beside it. */
static void
test_restore (Fixture       *f,
              gconstpointer  data)
{
  g_autofree char *backup = g_strconcat (f->file, "~", NULL);
  g_autofree char *kept = g_strconcat (f->file, ".refused", NULL);
  g_autofree char *earlier = NULL;
  g_autofree char *good = NULL;
  g_autofree char *broken = NULL;
  g_autofree char *out = NULL;
  g_autofree char *hint = NULL;
  g_autofree char *restored = NULL;
  g_autofree char *refused = NULL;
  g_autofree char *quoted = g_shell_quote (f->file);

  new_event (f, 10);
  g_free (cli_ok ("draw", f->file, NULL));
  earlier = read_or_null (backup);
  good = read_or_null (f->file);

  /* By hand: the second player takes the first one's name. */
  broken = g_strdup (good);
  g_assert_nonnull (strstr (broken, "\"Player 02\""));
  memcpy (strstr (broken, "\"Player 02\""), "\"Player 01\"", strlen ("\"Player 01\""));
  write_file (f->file, broken);
  hint = g_strdup_printf ("is the name of players[0] as well (names are compared ignoring case); rename one of them; to go back to the version saved before: tavolo-cli restore %s",
                          quoted);
  cli_fails (f->file, 1, hint, "show", f->file, NULL);
  cli_fails (f->file, 1, hint, "validate", f->file, NULL);

  out = cli_ok ("restore", f->file, NULL);
  assert_contains (out, "the refused file is kept as");
  restored = read_or_null (f->file);
  refused = read_or_null (kept);
  g_assert_cmpstr (restored, ==, earlier);
  g_assert_cmpstr (refused, ==, broken);
  g_clear_pointer (&restored, g_free);
  restored = read_or_null (backup);
  g_assert_cmpstr (restored, ==, earlier);
  g_free (cli_ok ("validate", f->file, NULL));

  /* Nothing to mend, or nothing to mend it with: refused, files untouched. */
  cli_fails (f->file, 1, "the file is valid: there is nothing to restore", "restore", f->file, NULL);
  write_file (f->file, broken);
  write_file (backup, "{");
  cli_fails (f->file, 1, "the earlier version cannot be restored either", "restore", f->file, NULL);
  cli_fails (f->file, 1, "rename one of them", "show", f->file, NULL);
  g_unlink (backup);
  cli_fails (f->file, 1, "there is no earlier version", "restore", f->file, NULL);
}

static void
test_standings (Fixture       *f,
                gconstpointer  data)
{
  static const char * const keys[] = {
    "rank", "id", "name", "score", "buchholz", "lot", "games", "award", "status", "note", NULL
  };
  g_auto(Run) run = { 0, };
  g_autofree char *text = NULL;
  g_autofree char *published = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(JsonNode) root = NULL;
  JsonArray *rows;
  gsize score_end;

  new_event (f, 10);
  g_free (cli_ok ("draw", f->file, NULL));
  play_round (f, 1);

  /* Secret: said on the first line of the text... */
  text = cli_ok ("standings", f->file, NULL);
  lines = g_strsplit (text, "\n", -1);
  g_assert_cmpstr (lines[0], ==, SECRET_LINE);
  g_assert_cmpstr (lines[1], ==, "Elimination Round after round 1 of 3");
  g_assert_true (g_str_has_prefix (lines[2], "Rank  Player"));
  g_assert_cmpuint (g_strv_length (lines), ==, 3 + 10 + 1);
  /* ...with right-aligned money columns. */
  score_end = strstr (lines[2], "Score") - lines[2] + strlen ("Score");
  for (guint i = 3; i < 13; i++)
    {
      g_assert_cmpuint (strlen (lines[i]), >, score_end);
      g_assert_cmpint (lines[i][score_end - 1], ==, '$');
      g_assert_cmpint (lines[i][score_end], ==, ' ');
    }

  /* ...and on stderr when stdout is for a program. */
  run_cli (&run, "standings", f->file, "--format", "json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, SECRET_LINE "\n");
  root = parse_json (run.out);
  rows = json_node_get_array (root);
  g_assert_cmpuint (json_array_get_length (rows), ==, 10);
  for (guint i = 0; i < 10; i++)
    {
      JsonObject *row = json_array_get_object_element (rows, i);

      for (guint k = 0; keys[k]; k++)
        g_assert_true (json_object_has_member (row, keys[k]));
      g_assert_cmpint (json_node_get_value_type (json_object_get_member (row, "score")), ==,
                       G_TYPE_INT64);
      g_assert_cmpint (json_object_get_int_member (row, "rank"), ==, i + 1);
      g_assert_cmpint (json_object_get_int_member (row, "games"), ==, 1);
      if (i > 0)
        g_assert_cmpint (json_object_get_int_member (row, "score"), <=,
                         json_object_get_int_member (json_array_get_object_element (rows, i - 1),
                                                     "score"));
    }

  run_cli (&run, "standings", f->file, "--format", "csv", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, SECRET_LINE "\n");
  g_assert_true (g_str_has_prefix (run.out, "rank,id,name,score,buchholz,lot,games,award,status,note\n1,"));
  g_assert_cmpuint (count_lines (run.out), ==, 11);

  cli_fails (f->file, 2, "--format: “yaml”", "standings", f->file, "--format", "yaml", NULL);

  /* Published: no warning any more. */
  published = cli_ok ("publish", f->file, NULL);
  assert_contains (published, "published");
  g_clear_pointer (&text, g_free);
  text = cli_ok ("standings", f->file, NULL);
  g_assert_true (g_str_has_prefix (text, "Elimination Round after round 1 of 3\n"));
  g_free (cli_ok ("standings", f->file, "--format", "json", NULL));
}

static void
test_balance (Fixture       *f,
              gconstpointer  data)
{
  g_autofree char *out = NULL;

  new_event (f, 10);
  out = cli_ok ("balance", f->file, "p3", NULL);
  g_assert_cmpstr (out, ==, "Player 03: 2000 $ after 0 games\n");

  g_free (cli_ok ("draw", f->file, NULL));
  play_round (f, 1);
  g_clear_pointer (&out, g_free);
  out = cli_ok ("balance", f->file, "player 07", NULL);
  g_assert_cmpuint (count_lines (out), ==, 1);
  assert_contains (out, "Player 07: ");
  assert_contains (out, " $ after 1 game\n");
  /* Nobody else's name, nor any ranking. */
  for (guint i = 1; i <= 10; i++)
    {
      g_autofree char *name = player_name (i);

      if (i != 7)
        assert_lacks (out, name);
    }
  assert_lacks (out, "Rank");
  cli_fails (f->file, 1, "No player with id or name", "balance", f->file, "Player 77", NULL);
  cli_fails (f->file, 2, "missing PLAYER", "balance", f->file, NULL);
}

static void
test_finals (Fixture       *f,
             gconstpointer  data)
{
  g_autofree char *finals = NULL;
  g_autofree char *duel = NULL;
  g_autofree char *text = NULL;
  g_autoptr(JsonNode) bracket = NULL;
  g_autoptr(JsonNode) standings = NULL;
  JsonArray *matches, *rows;
  g_autofree char *a = NULL, *b = NULL, *c = NULL, *d = NULL;

  new_event (f, 10);
  cli_fails (f->file, 1, "finals: The Elimination Round is not complete: 0 of 3 rounds played",
             "finals", f->file, NULL);
  for (guint r = 1; r <= 3; r++)
    {
      g_free (cli_ok ("draw", f->file, NULL));
      play_round (f, r);
    }
  cli_fails (f->file, 1, "All 3 rounds", "draw", f->file, NULL);
  cli_fails (f->file, 1, "The finals have not been built yet", "duel", f->file, "--match", "1",
             "--winner", "p1", NULL);

  finals = cli_ok ("finals", f->file, NULL);
  assert_contains (finals, "Match 1 — Semi-final 1");
  assert_contains (finals, "Match 2 — Semi-final 2");
  assert_contains (finals, "The ranking is now published.");
  cli_fails (f->file, 1, "already built", "finals", f->file, NULL);

  text = cli_ok ("show", f->file, "--format", "json", NULL);
  bracket = parse_json (text);
  matches = round_tables (bracket);
  a = g_strdup (table_seat (matches, 0, 0));
  b = g_strdup (table_seat (matches, 0, 1));
  c = g_strdup (table_seat (matches, 1, 0));
  d = g_strdup (table_seat (matches, 1, 1));

  cli_fails (f->file, 1, "does not play match 1", "duel", f->file, "--match", "1",
             "--winner", c, NULL);
  cli_fails (f->file, 1, "no match 3", "duel", f->file, "--match", "3", "--winner", a, NULL);
  cli_fails (f->file, 2, "--kind", "duel", f->file, "--match", "1", "--winner", a,
             "--kind", "medium", NULL);
  cli_fails (f->file, 2, "missing --winner", "duel", f->file, "--match", "1", NULL);

  duel = cli_ok ("duel", f->file, "--match", "1", "--winner", b, "--kind", "short", NULL);
  assert_contains (duel, "Match 1: ");
  assert_contains (duel, "Still to play:\n  Match 2 (Semi-final 2): ");
  g_clear_pointer (&duel, g_free);
  duel = cli_ok ("duel", f->file, "--match", "2", "--winner", c, NULL);
  assert_contains (duel, "Match 3 (Final): ");
  /* The semi-final winners are in the final: their matches are settled. */
  cli_fails (f->file, 1, "cannot change: the next round of the bracket", "duel", f->file, "--match", "1",
             "--winner", a, NULL);
  cli_fails (f->file, 1, "cannot change: the next round of the bracket", "result", f->file, "--round", "1", "--table", "1",
             "--clear", NULL);
  g_clear_pointer (&duel, g_free);
  duel = cli_ok ("duel", f->file, "--match", "3", "--winner", c, "--kind", "long", NULL);
  {
    g_autofree char *champion = g_strdup_printf ("Champion: Player %02u (%s)\n",
                                                 (guint) g_ascii_strtoull (c + 1, NULL, 10), c);

    assert_contains (duel, champion);
  }

  g_clear_pointer (&text, g_free);
  text = cli_ok ("standings", f->file, NULL);
  g_assert_true (g_str_has_prefix (text, "Final standings\n"));
  g_clear_pointer (&text, g_free);
  text = cli_ok ("standings", f->file, "--format", "json", NULL);
  standings = parse_json (text);
  rows = json_node_get_array (standings);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (rows, 0), "id"),
                   ==, c);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (rows, 1), "id"),
                   ==, b);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (rows, 0), "award"),
                   ==, 800 * 3);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (rows, 2), "rank"),
                   ==, 3);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (rows, 3), "rank"),
                   ==, 3);
}

static void
test_validate (Fixture       *f,
               gconstpointer  data)
{
  g_autofree char *out = NULL;
  g_autofree char *data_text = NULL;
  g_autofree char *broken = fixture_path (f, "broken.tavolo");
  g_autofree char *truncated = fixture_path (f, "truncated.tavolo");
  g_autofree char *expected = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  JsonArray *seats;

  new_event (f, 10);
  g_free (cli_ok ("draw", f->file, NULL));
  play_round (f, 1);
  g_free (cli_ok ("draw", f->file, NULL));
  out = cli_ok ("validate", f->file, NULL);
  expected = g_strdup_printf ("%s: valid (bang-2011, 10 players, 2 rounds)\n", f->file);
  g_assert_cmpstr (out, ==, expected);

  /* A seat that names nobody: the loader's message, with its path. */
  g_assert_true (g_file_get_contents (f->file, &data_text, NULL, NULL));
  root = parse_json (data_text);
  seats = json_object_get_array_member (
    json_array_get_object_element (
      json_object_get_array_member (
        json_array_get_object_element (
          json_object_get_array_member (
            json_array_get_object_element (json_object_get_array_member (json_node_get_object (root),
                                                                         "stages"), 0),
            "rounds"), 1),
        "tables"), 0),
    "seats");
  json_array_remove_element (seats, 3);
  json_array_add_string_element (seats, "p41");
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  g_clear_pointer (&data_text, g_free);
  data_text = json_generator_to_data (generator, NULL);
  write_file (broken, data_text);

  g_clear_pointer (&expected, g_free);
  expected = g_strdup_printf ("tavolo-cli: %s: stages[0].rounds[1].tables[0].seats[4]: unknown player id “p41”\n",
                              broken);
  {
    g_auto(Run) run = { 0, };

    run_cli (&run, "validate", broken, NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_cmpstr (run.err, ==, expected);
    g_assert_cmpstr (run.out, ==, "");
  }
  /* Every command refuses the damaged file and leaves it alone. */
  cli_fails (broken, 1, "unknown player id “p41”", "draw", broken, NULL);
  cli_fails (broken, 1, "unknown player id “p41”", "standings", broken, NULL);
  cli_fails (broken, 1, "unknown player id “p41”", "players", broken, "add", "X", NULL);

  write_file (truncated, "{\"format\": \"tavolo\", \"version\": 1, \"event\": {");
  cli_fails (truncated, 1, "valid JSON", "validate", truncated, NULL);
  cli_fails (NULL, 1, "/nonexistent/event.tavolo: no such file", "validate",
             "/nonexistent/event.tavolo", NULL);
}

static void
test_errors_usage (void)
{
  cli_fails (NULL, 2, "missing COMMAND", NULL, NULL);
  cli_fails (NULL, 2, "unknown command “frobnicate”", "frobnicate", NULL);
  cli_fails (NULL, 2, "the command comes first", "--bogus", NULL);
  cli_fails (NULL, 2, "draw: missing FILE", "draw", NULL);
  cli_fails (NULL, 2, "draw: Unknown option --bogus", "draw", "x.tavolo", "--bogus", NULL);
  cli_fails (NULL, 2, "unexpected argument “b.tavolo”", "draw", "a.tavolo", "b.tavolo", NULL);
  cli_fails (NULL, 2, "rulesets: unexpected argument", "rulesets", "x", NULL);
  cli_fails (NULL, 1, "no such file", "draw", "/nonexistent/x.tavolo", NULL);
}

static void
test_errors_untouched (Fixture       *f,
                       gconstpointer  data)
{
  new_event (f, 9);
  /* Nine players cannot be seated: the draw fails, the file stays. */
  cli_fails (f->file, 1, "draw: 9 active players cannot be seated", "draw", f->file, NULL);
  cli_fails (f->file, 1, "no round has been drawn yet", "swap", f->file, "p1", "p2", NULL);
  cli_fails (f->file, 1, "no round has been drawn yet", "result", f->file, "--round", "1",
             "--table", "1", "--clear", NULL);
  cli_fails (f->file, 2, "--format does not apply", "players", f->file, "add", "X",
             "--format", "csv", NULL);
  g_free (cli_ok ("players", f->file, "add", "Player 10", NULL));
  g_free (cli_ok ("draw", f->file, NULL));
  cli_fails (f->file, 1, "Cannot add “Late”", "players", f->file, "add", "Late", NULL);
  cli_fails (f->file, 1, "withdraw them instead", "players", f->file, "remove", "p1", NULL);
}

/* The whole championship for 27 players with nothing but the CLI. */
static void
test_full_event (Fixture       *f,
                 gconstpointer  data)
{
  g_autofree char *list = fixture_path (f, "players.csv");
  g_autoptr(GString) csv = g_string_new ("name,club\n");
  g_autoptr(GHashTable) sheriffs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autofree char *out = NULL;
  g_autofree char *finals = NULL;
  g_autofree char *validated = NULL;
  g_autoptr(JsonNode) elimination = NULL;
  g_autoptr(JsonNode) bracket = NULL;
  g_autoptr(JsonNode) final_standings = NULL;
  JsonArray *rows;
  const char *top[4];
  g_auto(Run) run = { 0, };

  out = cli_ok ("new", f->file, "--ruleset", "bang-2011", "--name", "Campionato Italiano 2011",
                "--seed", "2011", "--date", "2011-10-29", "--venue", "Lucca Comics & Games",
                NULL);
  /* Every ninth name has a comma, so the CSV quotes it. */
  for (guint i = 1; i <= 27; i++)
    g_string_append_printf (csv, i % 9 == 0 ? "\"Pistolero, %02u\",Club %u\n"
                                            : "Giocatore %02u,Club %u\n", i, i % 4);
  write_file (list, csv->str);
  g_clear_pointer (&out, g_free);
  out = cli_ok ("players", f->file, "import", list, NULL);
  assert_contains (out, "Imported 27 players");
  g_clear_pointer (&out, g_free);
  out = cli_ok ("players", f->file, "list", "--format", "csv", NULL);
  assert_contains (out, "p9,\"Pistolero, 09\",Club 1,active,0\n");

  for (guint r = 1; r <= 5; r++)
    {
      g_autoptr(JsonNode) shown = NULL;
      JsonArray *tables;

      g_clear_pointer (&out, g_free);
      out = cli_ok ("draw", f->file, NULL);
      assert_contains (out, "27 players: 5 rounds at tables of 6 6 5 5 5");
      shown = show_round (f, NULL);
      tables = round_tables (shown);
      g_assert_cmpuint (json_array_get_length (tables), ==, 5);
      /* A new Sheriff at every table: 25 tables, 25 different players. */
      for (guint t = 0; t < 5; t++)
        g_assert_true (g_hash_table_add (sheriffs, g_strdup (table_seat (tables, t, 0))));
      play_round (f, r);
    }
  g_assert_cmpuint (g_hash_table_size (sheriffs), ==, 25);

  /* The judge alone sees the ranking before the finals. */
  run_cli (&run, "standings", f->file, "--format", "json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, SECRET_LINE "\n");
  elimination = parse_json (run.out);
  rows = json_node_get_array (elimination);
  g_assert_cmpuint (json_array_get_length (rows), ==, 27);
  for (guint i = 0; i < 4; i++)
    top[i] = json_object_get_string_member (json_array_get_object_element (rows, i), "id");
  for (guint i = 0; i < 27; i++)
    g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (rows, i), "games"),
                     ==, 5);

  finals = cli_ok ("finals", f->file, NULL);
  assert_contains (finals, "Finals — round 1 (Semi-finals)");
  bracket = show_round (f, NULL);
  {
    JsonArray *matches = round_tables (bracket);

    /* 1st v 4th, 2nd v 3rd. */
    g_assert_cmpstr (table_seat (matches, 0, 0), ==, top[0]);
    g_assert_cmpstr (table_seat (matches, 0, 1), ==, top[3]);
    g_assert_cmpstr (table_seat (matches, 1, 0), ==, top[1]);
    g_assert_cmpstr (table_seat (matches, 1, 1), ==, top[2]);
  }

  g_clear_pointer (&out, g_free);
  out = cli_ok ("duel", f->file, "--match", "1", "--winner", top[3], "--kind", "long", NULL);
  g_clear_pointer (&out, g_free);
  out = cli_ok ("duel", f->file, "--match", "2", "--winner", top[1], "--kind", "short", NULL);
  assert_contains (out, "Match 3 (Final)");
  g_clear_pointer (&out, g_free);
  out = cli_ok ("duel", f->file, "--match", "3", "--winner", top[1], NULL);
  assert_contains (out, "Champion: ");

  /* Final standings, public now. */
  run_cli (&run, "standings", f->file, "--format", "json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  final_standings = parse_json (run.out);
  rows = json_node_get_array (final_standings);
  g_assert_cmpuint (json_array_get_length (rows), ==, 27);
  {
    JsonObject *first = json_array_get_object_element (rows, 0);
    JsonObject *second = json_array_get_object_element (rows, 1);

    g_assert_cmpstr (json_object_get_string_member (first, "id"), ==, top[1]);
    g_assert_cmpint (json_object_get_int_member (first, "award"), ==, 800 * 5);
    g_assert_cmpstr (json_object_get_string_member (second, "id"), ==, top[3]);
    g_assert_cmpint (json_object_get_int_member (second, "award"), ==, 400 * 5);
    for (guint i = 2; i < 4; i++)
      {
        JsonObject *row = json_array_get_object_element (rows, i);

        g_assert_cmpint (json_object_get_int_member (row, "rank"), ==, 3);
        g_assert_cmpint (json_object_get_int_member (row, "award"), ==, 200 * 5);
      }
    for (guint i = 4; i < 27; i++)
      g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (rows, i),
                                                   "rank"), ==, i + 1);
  }
  g_clear_pointer (&out, g_free);
  out = cli_ok ("standings", f->file, NULL);
  g_assert_true (g_str_has_prefix (out, "Final standings\n"));

  validated = cli_ok ("validate", f->file, NULL);
  assert_contains (validated, ": valid (bang-2011, 27 players, 7 rounds)\n");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_setup, func, fixture_teardown)

  g_test_add_func ("/cli/help", test_help);
  g_test_add_func ("/cli/rulesets", test_rulesets);
  ADD ("/cli/new", test_new);
  ADD ("/cli/terminal", test_terminal);
  ADD ("/cli/players/add-list", test_players_add_list);
  ADD ("/cli/players/import-txt", test_players_import_txt);
  ADD ("/cli/players/import-csv", test_players_import_csv);
  ADD ("/cli/players/import-bad-row", test_players_import_bad_row);
  ADD ("/cli/players/warn-eject", test_warn_eject);
  ADD ("/cli/rounds/draw-show-redraw-swap", test_draw_show_redraw_swap);
  ADD ("/cli/rounds/result", test_result);
  ADD ("/cli/rounds/clear-earlier-result", test_clear_earlier_result);
  ADD ("/cli/restore", test_restore);
  ADD ("/cli/standings", test_standings);
  ADD ("/cli/balance", test_balance);
  ADD ("/cli/finals", test_finals);
  ADD ("/cli/validate", test_validate);
  g_test_add_func ("/cli/errors/usage", test_errors_usage);
  ADD ("/cli/errors/untouched", test_errors_untouched);
  ADD ("/cli/full-event", test_full_event);

#undef ADD
  return g_test_run ();
}
