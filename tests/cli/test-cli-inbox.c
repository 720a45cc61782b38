/* test-cli-inbox.c — tavolo-cli inbox: accepting never silently replaces
 * a result (--replace does, saying so), the requests turned away are kept
 * apart from FILE, a judge is one judge however the name is typed, and
 * judge-add prints the judge's console link (and its QR code)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "tav-test-cli.h"

/* The short code of @which ("5" for table 5, "5.2" for its seat 2) in
 * `inbox FILE codes`. */
static char *
code_of (Fixture    *f,
         const char *which)
{
  g_autofree char *codes = cli_ok ("inbox", f->file, "codes", NULL);
  g_auto(GStrv) lines = g_strsplit (codes, "\n", -1);
  g_autofree char *prefix = g_strdup_printf ("%s\t", which);

  for (guint i = 0; lines[i]; i++)
    if (g_str_has_prefix (lines[i], prefix))
      {
        g_auto(GStrv) fields = g_strsplit (lines[i], "\t", -1);

        return g_strdup (fields[1]);
      }
  g_assert_not_reached ();
}

/* "p3" is "Player 03". */
static char *
name_of (const char *id)
{
  return player_name (player_number (id));
}

static char *
winner_json (const char *id)
{
  return g_strdup_printf ("{\"winner\": \"%s\"}", id);
}

/* The id `inbox submit` printed: "… waiting in the inbox (ID)". Sent
 * with @seat's own code, as that seat's phone sends it. */
static char *
submit (Fixture    *f,
        guint       table,
        const char *winner,
        const char *seat)
{
  g_autofree char *which = g_strdup_printf ("%u.%s", table, seat);
  g_autofree char *code = code_of (f, which);
  g_autofree char *table_text = g_strdup_printf ("%u", table);
  g_autofree char *json = winner_json (winner);
  g_autofree char *out = cli_ok ("inbox", f->file, "submit", "--table", table_text, "--code", code,
                                 "--json", json, NULL);
  const char *open = strrchr (out, '(');

  g_assert_nonnull (open);
  return g_strndup (open + 1, strchr (open, ')') - open - 1);
}

static void
set_up (Fixture       *f,
        gconstpointer  data)
{
  fixture_setup (f, data);
  new_event_of (f, "destiny", 12);
  g_free (cli_ok ("draw", f->file, NULL));
}

/* Table 5 entered with `result` while a submission still waits for it:
 * `inbox accept` refuses, naming both results, and leaves FILE as it was;
 * `--replace` enters the one sent and says what it replaced. Then round 2
 * is drawn: a disputed round-1 submission cannot change table 2. */
static void
test_accept_replace (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(JsonNode) shown = show_round (f, "1");
  JsonArray *tables = round_tables (shown);
  g_autofree char *a = g_strdup (table_seat (tables, 4, 0));
  g_autofree char *b = g_strdup (table_seat (tables, 4, 1));
  g_autofree char *name_a = name_of (a);
  g_autofree char *name_b = name_of (b);
  g_autofree char *entered = winner_json (a);
  g_autofree char *id = submit (f, 5, b, "2");
  g_autofree char *out = NULL;
  g_autofree char *expected = NULL;
  g_autoptr(JsonNode) after = NULL;

  g_free (cli_ok ("result", f->file, "--round", "1", "--table", "5", "--json", entered, NULL));
  expected = g_strdup_printf ("tavolo-cli: %s: Table 5 of round 1 already has a result: %s wins; "
                              "the submission says: %s wins; “inbox accept --replace” enters the one sent",
                              id, name_a, name_b);
  cli_fails (f->file, 1, expected, "inbox", f->file, "accept", id, NULL);
  cli_fails (f->file, 2, "tavolo-cli: inbox: --replace does not apply to “reject”",
             "inbox", f->file, "reject", id, "--replace", NULL);

  out = cli_ok ("inbox", f->file, "accept", id, "--replace", NULL);
  g_clear_pointer (&expected, g_free);
  expected = g_strdup_printf ("Round 1, table 5: result accepted, in place of “%s wins”\n", name_a);
  g_assert_cmpstr (out, ==, expected);
  after = show_round (f, "1");
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (
                     json_array_get_object_element (round_tables (after), 4), "result"), "winner"), ==, b);
}

static void
test_accept_closed_round (Fixture       *f,
                          gconstpointer  data)
{
  g_autoptr(JsonNode) shown = show_round (f, "1");
  JsonArray *tables = round_tables (shown);
  g_autofree char *a = g_strdup (table_seat (tables, 1, 0));
  g_autofree char *b = g_strdup (table_seat (tables, 1, 1));
  g_autofree char *name_a = name_of (a);
  g_autofree char *name_b = name_of (b);
  g_autofree char *first = submit (f, 2, a, "1");
  g_autofree char *second = submit (f, 2, b, "2");
  g_autofree char *expected = NULL;
  g_autofree char *list = NULL;

  for (guint t = 1; t <= 6; t++)
    {
      g_autofree char *table_text = g_strdup_printf ("%u", t);
      g_autofree char *json = winner_json (table_seat (tables, t - 1, 0));

      g_free (cli_ok ("result", f->file, "--round", "1", "--table", table_text, "--json", json, NULL));
    }
  g_free (cli_ok ("draw", f->file, NULL));
  expected = g_strdup_printf ("tavolo-cli: %s: Round 1 is closed and table 2 has a result: %s wins; "
                              "the submission says: %s wins; “inbox accept --replace” enters the one sent",
                              second, name_a, name_b);
  cli_fails (f->file, 1, expected, "inbox", f->file, "accept", second, NULL);
  {
    g_autofree char *first_then = g_strdup_printf ("tavolo-cli: %s: The submission for table 2 was already "
                                                   "accepted, rejected or refused", second);

    /* All or nothing: accepting the first (what was entered) sets the
     * second aside, which then cannot be accepted: neither is. */
    cli_fails (f->file, 1, first_then, "inbox", f->file, "accept", first, second, NULL);
  }
  list = cli_ok ("inbox", f->file, "list", NULL);
  assert_contains (list, "2 results waiting");
}

/* A wrong code is turned away and logged apart: FILE keeps every byte;
 * `inbox FILE refusals` and `list --all` show it with its table. */
static void
test_refusals (Fixture       *f,
               gconstpointer  data)
{
  g_autofree char *wrong = code_of (f, "3");
  g_autofree char *json = winner_json ("p1");
  g_autofree char *refusals = NULL;
  g_autofree char *all = NULL;
  g_autofree char *log = NULL;
  g_autofree char *log_dir = g_build_filename (f->dir, "data", "tavolo", "refusals", NULL);
  GDir *dir;
  const char *name;

  g_free (cli_ok ("inbox", f->file, "codes", NULL));
  for (guint i = 0; i < 3; i++)
    cli_fails (f->file, 1, "tavolo-cli: inbox: This code does not open table 1 of round 1",
               "inbox", f->file, "submit", "--table", "1", "--code", wrong, "--json", json, NULL);
  refusals = cli_ok ("inbox", f->file, "refusals", NULL);
  g_assert_cmpuint (count_lines (refusals), ==, 3 * 2 + 1);
  assert_contains (refusals, "round 1, table 1  refused ");
  assert_contains (refusals, "    This code does not open table 1 of round 1\n");
  assert_contains (refusals, "3 requests refused\n");
  all = cli_ok ("inbox", f->file, "list", "--all", NULL);
  assert_contains (all, "This code does not open table 1 of round 1");
  assert_contains (all, "0 results waiting");

  /* One file, in the data folder, not beside the event. */
  dir = g_dir_open (log_dir, 0, NULL);
  g_assert_nonnull (dir);
  name = g_dir_read_name (dir);
  g_assert_nonnull (name);
  g_assert_true (g_str_has_suffix (name, ".json"));
  g_assert_null (g_dir_read_name (dir));
  g_dir_close (dir);

  /* A damaged log is named. */
  {
    g_autofree char *path = NULL;

    dir = g_dir_open (log_dir, 0, NULL);
    path = g_build_filename (log_dir, g_dir_read_name (dir), NULL);
    g_dir_close (dir);
    write_file (path, "{\"format\": \"tavolo-refusals\", \"version\": 7, \"refusals\": []}");
    log = g_strdup_printf ("tavolo-cli: inbox: %s: not a log of refused requests of version 1 "
                           "(format “tavolo-refusals”, version 7)", path);
    cli_fails (f->file, 1, log, "inbox", f->file, "refusals", NULL);
  }
}

/* "Marco <i>Judge</i>" and "marco <i>judge</i>" are one judge: the
 * second is refused, and either revokes the code. */
static void
test_judge_names (Fixture       *f,
                  gconstpointer  data)
{
  g_autofree char *added = cli_ok ("inbox", f->file, "judge-add", "Marco <i>Judge</i>", NULL);
  g_autofree char *revoked = NULL;

  assert_contains (added, "Judge Marco <i>Judge</i>: code ");
  cli_fails (f->file, 1, "tavolo-cli: inbox: There is already a judge named “Marco <i>Judge</i>”",
             "inbox", f->file, "judge-add", "marco <i>judge</i>", NULL);
  revoked = cli_ok ("inbox", f->file, "judge-revoke", " MARCO <I>JUDGE</I>", NULL);
  g_assert_cmpstr (revoked, ==, "Judge Marco <i>Judge</i>: code revoked\n");
  cli_fails (f->file, 1, "tavolo-cli: inbox: There is no judge named “marco <i>judge</i>”",
             "inbox", f->file, "judge-revoke", "marco <i>judge</i>", NULL);
}

/* judge-add prints the judge's console link beside the code, the whole
 * link with --url, and --qr writes it as a QR code that scans back. */
static void
test_judge_link (Fixture       *f,
                 gconstpointer  data)
{
  g_autofree char *png = fixture_path (f, "marco.png");
  g_autofree char *zbarimg = g_find_program_in_path ("zbarimg");
  g_autofree char *plain = cli_ok ("inbox", f->file, "judge-add", "Anna", NULL);
  g_autofree char *added = NULL;
  g_autofree char *scanned = NULL;
  g_autofree char *link = NULL;
  const char *start;

  assert_contains (plain, "Judge’s console: /judge?code=");
  assert_contains (plain, " on the venue’s address\n");
  cli_fails (f->file, 2, "inbox: --qr needs --url, the venue’s address",
             "inbox", f->file, "judge-add", "Marco", "--qr", png, NULL);
  cli_fails (f->file, 2, "inbox: --url: “javascript:alert(1)” is not an address such as http://192.168.1.20:8642",
             "inbox", f->file, "judge-add", "Marco", "--url", "javascript:alert(1)", NULL);
  g_assert_false (g_file_test (png, G_FILE_TEST_EXISTS));

  added = cli_ok ("inbox", f->file, "judge-add", "Marco", "--url", "http://192.168.1.20:8642/", "--qr", png, NULL);
  start = strstr (added, "http://192.168.1.20:8642/judge?code=");
  g_assert_nonnull (start);
  link = g_strndup (start, strchr (start, '\n') - start);
  g_assert_cmpuint (strlen (link), ==, strlen ("http://192.168.1.20:8642/judge?code=") + 10);
  g_assert_true (g_file_test (png, G_FILE_TEST_IS_REGULAR));
  if (zbarimg == NULL)
    {
      g_test_skip ("zbarimg (zbar-tools) is not installed");
      return;
    }
  {
    const char *argv[] = { zbarimg, "--quiet", "--raw", png, NULL };

    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                                 &scanned, NULL, NULL, NULL));
  }
  g_assert_cmpstr (g_strchomp (scanned), ==, link);
}

/* Each action's arguments are checked before FILE is read, in this order:
 * --replace (even for an unknown action), the action, its arguments.
 * The listings pass over the other actions' options. */
static void
test_usage (Fixture       *f,
            gconstpointer  data)
{
  g_autofree char *missing = fixture_path (f, "missing.tavolo");
  g_autofree char *out = NULL;

  cli_fails (f->file, 2, "inbox: “list” takes no argument", "inbox", f->file, "list", "x", NULL);
  cli_fails (f->file, 2, "inbox: “refusals” takes no argument", "inbox", f->file, "refusals", "x",
             NULL);
  out = cli_ok ("inbox", f->file, "list", "--replace", "--reason", "r", "--table", "1", NULL);
  g_assert_cmpstr (out, ==, "0 results waiting\n");
  cli_fails (f->file, 2, "inbox: --replace does not apply to “foo”", "inbox", f->file, "foo",
             "--replace", NULL);
  cli_fails (f->file, 2, "inbox: unknown action “foo”", "inbox", f->file, "foo", NULL);
  cli_fails (f->file, 2, "inbox: --replace does not apply to “codes”", "inbox", f->file, "codes",
             "--replace", NULL);
  cli_fails (f->file, 2, "inbox: “edit” needs the id of a submission and --json", "inbox", f->file,
             "edit", "X", NULL);
  cli_fails (f->file, 2, "inbox: “accept” needs the id of a submission (see “list”)", "inbox",
             f->file, "accept", "--reason", "r", NULL);
  cli_fails (f->file, 2, "inbox: --reason does not apply to “accept”", "inbox", f->file, "accept",
             "X", "--reason", "r", NULL);
  cli_fails (f->file, 2, "inbox: “submit” needs --table, --code and --json", "inbox", f->file,
             "submit", "--table", "1", "--json", "{}", NULL);
  cli_fails (f->file, 2, "inbox: “judge-revoke” needs the judge’s name", "inbox", f->file,
             "judge-revoke", "A", "B", NULL);
  cli_fails (f->file, 2, "inbox: “auto-accept” needs “on” or “off”", "inbox", f->file,
             "auto-accept", "maybe", NULL);
  cli_fails (NULL, 2, "inbox: “auto-accept” needs “on” or “off”", "inbox", missing,
             "auto-accept", NULL);
  cli_fails (NULL, 1, "missing.tavolo: no such file", "inbox", missing, "auto-accept", "on", NULL);
  cli_fails (f->file, 1, "X: There is no submission “X” in the inbox", "inbox", f->file, "reject",
             "X", NULL);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/cli/inbox/accept-replace", Fixture, NULL, set_up, test_accept_replace, fixture_teardown);
  g_test_add ("/cli/inbox/accept-closed-round", Fixture, NULL, set_up, test_accept_closed_round,
              fixture_teardown);
  g_test_add ("/cli/inbox/refusals", Fixture, NULL, set_up, test_refusals, fixture_teardown);
  g_test_add ("/cli/inbox/judge-names", Fixture, NULL, set_up, test_judge_names, fixture_teardown);
  g_test_add ("/cli/inbox/judge-link", Fixture, NULL, set_up, test_judge_link, fixture_teardown);
  g_test_add ("/cli/inbox/usage", Fixture, NULL, set_up, test_usage, fixture_teardown);

  return g_test_run ();
}
