/* test-cli-constraints.c — the room's constraints from the command line
 * (issue #36): a player's fixed or accessible table (players … seat),
 * players kept apart (players … apart), the event's accessible tables and
 * clubs rule (new, edit), and what a draw could not honour of them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tav-test-cli.h"

/* The player @id of `players list --format json`. */
static JsonObject *
listed_player (JsonNode   *list,
               const char *id)
{
  JsonArray *array = json_node_get_array (list);

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonObject *player = json_array_get_object_element (array, i);

      if (g_strcmp0 (json_object_get_string_member (player, "id"), id) == 0)
        return player;
    }
  g_error ("no player %s listed", id);
}

static JsonNode *
list_json (Fixture *f)
{
  g_autofree char *out = cli_ok ("players", f->file, "list", "--format", "json", NULL);

  return parse_json (out);
}

static void
test_seat (Fixture       *f,
           gconstpointer  data)
{
  g_autofree char *out = NULL;
  g_autofree char *text = NULL;
  g_autoptr(JsonNode) list = NULL;
  JsonObject *p3, *p4;

  new_event_of (f, "catan-bg", 12);
  out = cli_ok ("players", f->file, "seat", "p3", "--table", "2", NULL);
  g_assert_cmpstr (out, ==, "Player 03 (p3) always sits at table 2\n");
  g_free (out);
  out = cli_ok ("players", f->file, "seat", "Player 04", "--accessible", NULL);
  g_assert_cmpstr (out, ==, "Player 04 (p4) always sits at an accessible table\n");

  /* Kept in the file, as the format says. */
  text = read_or_null (f->file);
  assert_contains (text, "\"table\" : 2");
  assert_contains (text, "\"accessible\" : true");

  list = list_json (f);
  p3 = listed_player (list, "p3");
  p4 = listed_player (list, "p4");
  g_assert_cmpint (json_object_get_int_member (p3, "table"), ==, 2);
  g_assert_false (json_object_has_member (p3, "accessible"));
  g_assert_true (json_object_get_boolean_member (p4, "accessible"));
  g_assert_false (json_object_has_member (listed_player (list, "p5"), "table"));

  g_free (out);
  out = cli_ok ("players", f->file, "list", NULL);
  assert_contains (out, "Seating");
  assert_contains (out, "table 2");
  assert_contains (out, "an accessible table");

  /* One rule at most: --accessible replaces the table, --clear both. */
  g_free (out);
  out = cli_ok ("players", f->file, "seat", "p3", "--accessible", NULL);
  g_free (out);
  out = cli_ok ("players", f->file, "seat", "p4", "--clear", NULL);
  g_assert_cmpstr (out, ==, "Player 04 (p4) sits at any table\n");
  g_clear_pointer (&list, json_node_unref);
  list = list_json (f);
  g_assert_false (json_object_has_member (listed_player (list, "p3"), "table"));
  g_assert_true (json_object_get_boolean_member (listed_player (list, "p3"), "accessible"));
  g_assert_false (json_object_has_member (listed_player (list, "p4"), "accessible"));

  /* Nobody marked: the list has its five columns again. */
  g_free (out);
  out = cli_ok ("players", f->file, "seat", "p3", "--clear", NULL);
  g_free (out);
  out = cli_ok ("players", f->file, "list", NULL);
  assert_lacks (out, "Seating");
}

/* Each wrong command line names what is wrong, and leaves the file. */
static void
test_seat_refused (Fixture       *f,
                   gconstpointer  data)
{
  new_event_of (f, "catan-bg", 8);
  cli_fails (f->file, 2, "seat: give one of --table N, --accessible and --clear",
             "players", f->file, "seat", "p3", NULL);
  cli_fails (f->file, 2, "seat: give one of --table N, --accessible and --clear",
             "players", f->file, "seat", "p3", "--table", "2", "--accessible", NULL);
  cli_fails (f->file, 2, "--table: “0” is not a whole number of at least 1",
             "players", f->file, "seat", "p3", "--table", "0", NULL);
  cli_fails (f->file, 2, "--table: “two” is not a whole number of at least 1",
             "players", f->file, "seat", "p3", "--table", "two", NULL);
  cli_fails (f->file, 2, "--table: 100001 is above the highest table number, 100000",
             "players", f->file, "seat", "p3", "--table", "100001", NULL);
  cli_fails (f->file, 2, "--table does not apply to “club”",
             "players", f->file, "club", "p3", "Red", "--table", "2", NULL);
  cli_fails (f->file, 2, "--accessible does not apply to “rename”",
             "players", f->file, "rename", "p3", "X", "--accessible", NULL);
  cli_fails (f->file, 2, "seat: missing PLAYER", "players", f->file, "seat", "--clear", NULL);
  cli_fails (f->file, 1, "Nobody", "players", f->file, "seat", "Nobody", "--clear", NULL);
}

static void
test_apart (Fixture       *f,
            gconstpointer  data)
{
  g_autofree char *out = NULL;
  g_autoptr(JsonNode) list = NULL;
  JsonArray *apart;

  new_event_of (f, "catan-bg", 12);
  out = cli_ok ("players", f->file, "apart", "--list", NULL);
  g_assert_cmpstr (out, ==, "No players are kept apart\n");
  g_free (out);
  out = cli_ok ("players", f->file, "apart", "p1", "Player 02", NULL);
  g_assert_cmpstr (out, ==, "Kept apart: Player 01 (p1), Player 02 (p2)\n");
  g_free (out);
  out = cli_ok ("players", f->file, "apart", "p3", "p4", "p5", NULL);
  g_free (out);
  out = cli_ok ("players", f->file, "apart", "--list", NULL);
  g_assert_cmpstr (out, ==,
                   "Kept apart (2):\n"
                   "  1. Player 01 (p1), Player 02 (p2)\n"
                   "  2. Player 03 (p3), Player 04 (p4), Player 05 (p5)\n");

  list = list_json (f);
  apart = json_object_get_array_member (listed_player (list, "p4"), "apart");
  g_assert_cmpuint (json_array_get_length (apart), ==, 2);
  g_assert_cmpstr (json_array_get_string_element (apart, 0), ==, "p3");
  g_assert_cmpstr (json_array_get_string_element (apart, 1), ==, "p5");
  g_assert_false (json_object_has_member (listed_player (list, "p6"), "apart"));
  g_free (out);
  out = cli_ok ("players", f->file, "list", NULL);
  assert_contains (out, "apart from p3, p5");

  /* --clear takes away every group that holds the player. */
  g_free (out);
  out = cli_ok ("players", f->file, "apart", "p6", "p4", NULL);
  g_free (out);
  out = cli_ok ("players", f->file, "apart", "--clear", "p4", NULL);
  g_assert_cmpstr (out, ==, "Player 04 (p4): 2 groups kept apart removed\n");
  g_free (out);
  out = cli_ok ("players", f->file, "apart", "--list", NULL);
  g_assert_cmpstr (out, ==, "Kept apart (1):\n  1. Player 01 (p1), Player 02 (p2)\n");
}

static void
test_apart_refused (Fixture       *f,
                    gconstpointer  data)
{
  new_event_of (f, "catan-bg", 8);
  g_free (cli_ok ("players", f->file, "apart", "p1", "p2", NULL));
  cli_fails (f->file, 2, "apart: give two or more players, --clear PLAYER or --list",
             "players", f->file, "apart", "p1", NULL);
  cli_fails (f->file, 2, "apart: unexpected argument “p1”",
             "players", f->file, "apart", "--list", "p1", NULL);
  cli_fails (f->file, 2, "apart: --list and --clear exclude each other",
             "players", f->file, "apart", "--list", "--clear", NULL);
  cli_fails (f->file, 2, "apart: missing PLAYER", "players", f->file, "apart", "--clear", NULL);
  cli_fails (f->file, 2, "--list does not apply to “seat”",
             "players", f->file, "seat", "p1", "--list", NULL);
  cli_fails (f->file, 1, "Player 05 (p5) is not kept apart from anyone",
             "players", f->file, "apart", "--clear", "p5", NULL);
  cli_fails (f->file, 1, "Nobody", "players", f->file, "apart", "p1", "Nobody", NULL);
  /* Already kept apart: the core says so, nothing changes. */
  cli_fails (f->file, 1, NULL, "players", f->file, "apart", "p2", "p1", NULL);
}

static void
test_edit (Fixture       *f,
           gconstpointer  data)
{
  g_autofree char *out = NULL;
  g_autofree char *text = NULL;

  g_free (cli_ok ("new", f->file, "--ruleset", "catan-bg", "--name", "Club day", "--seed", "3",
                  "--accessible-tables", "4, 2", "--clubs", "every-round", NULL));
  text = read_or_null (f->file);
  assert_contains (text, "\"clubs_apart\" : \"every-round\"");
  out = cli_ok ("edit", f->file, "--clubs", "first-round", NULL);
  g_assert_cmpstr (out, ==, "Accessible tables: 2, 4\nClubs kept apart in round 1\n");
  g_free (out);
  out = cli_ok ("edit", f->file, "--accessible-tables", "", "--clubs", "mixed", NULL);
  g_assert_cmpstr (out, ==, "Accessible tables: none\nClubs not kept apart\n");
  g_free (out);
  out = cli_ok ("edit", f->file, "--accessible-tables", "7", "--clubs", "every-round", NULL);
  g_assert_cmpstr (out, ==, "Accessible tables: 7\nClubs kept apart in every round\n");

  cli_fails (f->file, 2, "--accessible-tables: “x” is not a table number from 1 to 100000",
             "edit", f->file, "--accessible-tables", "1,x", NULL);
  cli_fails (f->file, 2, "--accessible-tables: “0” is not a table number from 1 to 100000",
             "edit", f->file, "--accessible-tables", "0", NULL);
  cli_fails (f->file, 2, "--accessible-tables: table 3 is given twice",
             "edit", f->file, "--accessible-tables", "3,3", NULL);
  cli_fails (f->file, 2, "--clubs: “sometimes” is not every-round, first-round or mixed",
             "edit", f->file, "--clubs", "sometimes", NULL);
  cli_fails (f->file, 2, "nothing to change: give --accessible-tables or --clubs",
             "edit", f->file, NULL);
  cli_fails (NULL, 2, "--clubs: “all” is not every-round, first-round or mixed",
             "new", f->file, "--ruleset", "catan-bg", "--name", "X", "--force", "--clubs", "all",
             NULL);
}

/* Five players of one group at two tables of four: three pairs at least
 * meet, and the draw says so, and so does `show`; a draw that honours
 * everything says nothing. */
static void
test_breaches (Fixture       *f,
               gconstpointer  data)
{
  g_autofree char *out = NULL;
  g_autofree char *shown = NULL;

  new_event_of (f, "catan-bg", 8);
  out = cli_ok ("draw", f->file, NULL);
  assert_lacks (out, "could not be met");
  g_free (out);
  out = cli_ok ("players", f->file, "apart", "p1", "p2", "p3", "p4", "p5", NULL);
  g_free (out);
  out = cli_ok ("redraw", f->file, NULL);
  assert_contains (out, "constraints could not be met:\n");
  assert_contains (out, "kept apart");
  shown = cli_ok ("show", f->file, NULL);
  assert_contains (shown, "constraints could not be met:\n");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("/cli/constraints/seat", test_seat);
  ADD ("/cli/constraints/seat-refused", test_seat_refused);
  ADD ("/cli/constraints/apart", test_apart);
  ADD ("/cli/constraints/apart-refused", test_apart_refused);
  ADD ("/cli/constraints/edit", test_edit);
  ADD ("/cli/constraints/breaches", test_breaches);
#undef ADD

  return g_test_run ();
}
