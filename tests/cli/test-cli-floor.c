/* test-cli-floor.c — `tavolo-cli extend` and `tavolo-cli release`: time
 * added to one table, and a drawn round kept from the room until released
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tav-test-cli.h"

static void
test_release (Fixture       *f,
              gconstpointer  data)
{
  g_autofree char *set = NULL;
  g_autofree char *shown = NULL;
  g_autofree char *released = NULL;
  g_autofree char *after = NULL;
  g_autofree char *text = NULL;

  new_event_of (f, "destiny", 8);
  cli_fails (f->file, 2, "tavolo-cli: release: --setting: expected manual or at-once, not “later” (see “tavolo-cli release --help”)",
             "release", f->file, "--setting", "later", NULL);
  set = cli_ok ("release", f->file, "--setting", "manual", NULL);
  g_assert_cmpstr (set, ==, "New rounds wait until you release them (tavolo-cli release FILE).\n");
  cli_fails (f->file, 1, "tavolo-cli: release: No round is waiting to be shown to the room",
             "release", f->file, NULL);

  g_free (cli_ok ("draw", f->file, NULL));
  shown = cli_ok ("show", f->file, NULL);
  assert_contains (shown, "round 1 of 3 (Round 1), not shown to the room yet:");
  text = read_or_null (f->file);
  assert_contains (text, "\"released\" : false");
  assert_contains (text, "\"version\" : 3");

  released = cli_ok ("release", f->file, NULL);
  g_assert_cmpstr (released, ==, "Round 1 is shown to the room.\n");
  g_free (text);
  text = read_or_null (f->file);
  assert_lacks (text, "\"released\"");
  g_free (shown);
  shown = cli_ok ("show", f->file, NULL);
  assert_lacks (shown, "not shown to the room");

  /* A redrawn round waits again; "at once" shows it. */
  g_free (cli_ok ("redraw", f->file, NULL));
  g_free (shown);
  shown = cli_ok ("show", f->file, NULL);
  assert_contains (shown, "not shown to the room yet");
  after = cli_ok ("release", f->file, "--setting", "at-once", NULL);
  g_assert_cmpstr (after, ==, "New rounds are shown to the room as soon as they are drawn.\n");
  g_free (shown);
  shown = cli_ok ("show", f->file, NULL);
  assert_lacks (shown, "not shown to the room");
}

static void
test_extend (Fixture       *f,
             gconstpointer  data)
{
  g_autofree char *added = NULL;
  g_autofree char *again = NULL;
  g_autofree char *shown = NULL;
  g_autoptr(JsonNode) json = NULL;
  JsonArray *tables;
  JsonArray *extensions;

  new_event_of (f, "destiny", 8);
  cli_fails (f->file, 1, "tavolo-cli: extend: no round is drawn yet",
             "extend", f->file, "--table", "2", "--minutes", "5", "--reason", "deck check", NULL);
  g_free (cli_ok ("draw", f->file, NULL));
  cli_fails (f->file, 2, "tavolo-cli: extend: missing --reason (see “tavolo-cli extend --help”)",
             "extend", f->file, "--table", "2", "--minutes", "5", NULL);
  cli_fails (f->file, 2, "tavolo-cli: extend: missing --table (see “tavolo-cli extend --help”)",
             "extend", f->file, "--minutes", "5", "--reason", "x", NULL);
  cli_fails (f->file, 1, "tavolo-cli: extend: Added time must be 1 to 60 minutes, not 61",
             "extend", f->file, "--table", "2", "--minutes", "61", "--reason", "x", NULL);
  cli_fails (f->file, 1, "tavolo-cli: extend: Round 1 has no table 9",
             "extend", f->file, "--table", "9", "--minutes", "5", "--reason", "x", NULL);
  cli_fails (f->file, 2, "tavolo-cli: extend: --reason: The name “a b” holds a control character (U+000A); type it without one (see “tavolo-cli extend --help”)",
             "extend", f->file, "--table", "2", "--minutes", "5", "--reason", "a\nb", NULL);

  added = cli_ok ("extend", f->file, "--table", "2", "--minutes", "5", "--reason", "deck check", NULL);
  g_assert_cmpstr (added, ==, "Round 1, table 2: 5 minutes added (deck check)\n"
                              "Table 2 now plays 5 minutes after the round’s time\n");
  again = cli_ok ("extend", f->file, "-t", "2", "-m", "1", "--reason", "judge call", NULL);
  g_assert_cmpstr (again, ==, "Round 1, table 2: 1 minute added (judge call)\n"
                              "Table 2 now plays 6 minutes after the round’s time\n");

  shown = cli_ok ("show", f->file, NULL);
  assert_contains (shown, "Table 2 — +6 min (deck check; judge call)\n");
  json = show_round (f, "1");
  tables = json_object_get_array_member (json_array_get_object_element (json_object_get_array_member (json_node_get_object (json), "rounds"), 0),
                                         "tables");
  extensions = json_object_get_array_member (json_array_get_object_element (tables, 1), "extensions");
  g_assert_cmpint (json_array_get_length (extensions), ==, 2);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (extensions, 1), "minutes"), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (extensions, 0), "reason"), ==, "deck check");
  g_assert_false (json_object_has_member (json_array_get_object_element (tables, 0), "extensions"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/cli/floor/release", Fixture, NULL, fixture_setup, test_release, fixture_teardown);
  g_test_add ("/cli/floor/extend", Fixture, NULL, fixture_setup, test_extend, fixture_teardown);

  return g_test_run ();
}
