/* test-cli-log.c — tavolo-cli log, and the hand every saving command
 * leaves in the event's log (--as NAME)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "tav-document.h"
#include "tav-event-log.h"
#include "tav-file-lock.h"
#include "tav-test-cli.h"

static void
set_up (Fixture       *f,
        gconstpointer  data)
{
  fixture_setup (f, data);
  new_event (f, 10);
  g_free (cli_ok ("draw", f->file, NULL));
}

static char *
enter_result (Fixture    *f,
              const char *table,
              const char *outcome,
              const char *as)
{
  g_autoptr(JsonNode) shown = show_round (f, NULL);
  g_autofree char *json = make_result (table_size (round_tables (shown), atoi (table) - 1),
                                       outcome, 0);

  return cli_ok ("result", f->file, "--round", "1", "--table", table, "--json", json,
                 as ? "--as" : NULL, as, NULL);
}

/* The last entry of the file's log, read by the core. */
static TavLogEntry *
last_entry (Fixture *f,
            guint   *n_entries)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TavEvent) event = tav_document_load_file (f->file, &error);
  GListModel *log;

  g_assert_no_error (error);
  log = tav_event_get_log (event);
  *n_entries = g_list_model_get_n_items (log);
  g_assert_cmpuint (*n_entries, >, 0);
  return g_list_model_get_item (log, *n_entries - 1);
}

/* A result, then another over it: each is in the log with its place and
 * hand; --as names the hand, before the command or among its options. */
static void
test_result_hand (Fixture       *f,
                  gconstpointer  data)
{
  g_autoptr(TavLogEntry) entry = NULL;
  g_autofree char *text = NULL;
  guint n, n_before;

  g_free (enter_result (f, "1", "law", NULL));
  entry = last_entry (f, &n_before);
  g_assert_cmpstr (tav_log_entry_get_act (entry), ==, "result-entered");
  g_assert_cmpuint (tav_log_entry_get_round (entry), ==, 1);
  g_assert_cmpuint (tav_log_entry_get_table (entry), ==, 1);
  g_assert_cmpint (tav_log_entry_get_hand (entry)->kind, ==, TAV_HAND_CLI);
  g_assert_null (tav_log_entry_get_hand (entry)->name);
  g_clear_object (&entry);

  g_free (enter_result (f, "1", "outlaws", "Marco"));
  entry = last_entry (f, &n);
  g_assert_cmpuint (n, ==, n_before + 1);
  g_assert_cmpstr (tav_log_entry_get_act (entry), ==, "result-corrected");
  g_assert_cmpint (tav_log_entry_get_hand (entry)->kind, ==, TAV_HAND_CLI);
  g_assert_cmpstr (tav_log_entry_get_hand (entry)->name, ==, "Marco");
  g_clear_object (&entry);

  /* The global form, before the command. */
  g_free (cli_ok ("--as", "Night Script", "result", f->file, "--round", "1", "--table", "1",
                  "--clear", NULL));
  entry = last_entry (f, &n);
  g_assert_cmpuint (n, ==, n_before + 2);
  g_assert_cmpstr (tav_log_entry_get_act (entry), ==, "result-cleared");
  g_assert_cmpstr (tav_log_entry_get_hand (entry)->name, ==, "Night Script");

  text = cli_ok ("log", f->file, NULL);
  assert_contains (text, "tavolo-cli (Marco)");
  assert_contains (text, "tavolo-cli (Night Script)");
  assert_contains (text, "table 1");
  /* Oldest first, the draw before the results. */
  g_assert_cmpuint (count_lines (text), ==, n);
}

/* The same entries as CSV (a header, then a line each, with the hand's
 * kind and name in cells of their own) and as JSON (an array of objects). */
static void
test_formats (Fixture       *f,
              gconstpointer  data)
{
  g_autofree char *csv = NULL;
  g_autofree char *json = NULL;
  g_autoptr(JsonNode) root = NULL;
  JsonArray *entries;
  JsonObject *last;
  guint n;

  g_free (enter_result (f, "2", "law", "Marco"));
  g_object_unref (last_entry (f, &n));

  csv = cli_ok ("log", f->file, "--format", "csv", NULL);
  g_assert_cmpuint (count_lines (csv), ==, n + 1);
  assert_contains (csv, ",cli,Marco,result-entered,");

  json = cli_ok ("log", f->file, "--format", "json", NULL);
  root = parse_json (json);
  entries = JSON_NODE_HOLDS_ARRAY (root) ? json_node_get_array (root)
                                         : json_object_get_array_member (json_node_get_object (root), "log");
  g_assert_cmpuint (json_array_get_length (entries), ==, n);
  last = json_array_get_object_element (entries, n - 1);
  g_assert_cmpstr (json_object_get_string_member (last, "act"), ==, "result-entered");
  g_assert_cmpint (json_object_get_int_member (last, "table"), ==, 2);
  assert_contains (json, "\"Marco\"");
}

/* --table, --player and --hand keep their entries only; a filter that
 * keeps nothing says so. */
static void
test_filters (Fixture       *f,
              gconstpointer  data)
{
  g_autoptr(JsonNode) shown = NULL;
  g_autofree char *table_2 = NULL;
  g_autofree char *player = NULL;
  g_autofree char *by_app = NULL;
  const char *seated;

  g_free (enter_result (f, "1", "law", NULL));
  g_free (enter_result (f, "2", "law", NULL));
  shown = show_round (f, NULL);
  seated = table_seat (round_tables (shown), 1, 0);

  table_2 = cli_ok ("log", f->file, "--table", "2", "--format", "csv", NULL);
  /* The header, and table 2's result: not the draw, not table 1. */
  g_assert_cmpuint (count_lines (table_2), ==, 2);
  assert_contains (table_2, ",result-entered,");

  /* By id, as other commands take players; table 2's result concerns
   * its players. */
  player = cli_ok ("log", f->file, "--player", seated, "--format", "csv", NULL);
  assert_contains (player, "result-entered");
  g_assert_cmpuint (count_lines (player), >=, 2);

  by_app = cli_ok ("log", f->file, "--hand", "app", NULL);
  g_assert_cmpstr (by_app, ==, "No change in the log matches.\n");
}

static void
test_errors (Fixture       *f,
             gconstpointer  data)
{
  cli_fails (f->file, 2, "tavolo-cli: --as: missing NAME", "--as", NULL);
  cli_fails (f->file, 2, "tavolo-cli: players: --as: ", "players", f->file, "add", "Zed",
             "--as", "\x1b]0;x\x07", NULL);
  cli_fails (f->file, 2, "tavolo-cli: --as: ", "--as", "   ", "players", f->file, "add", "Zed", NULL);
  cli_fails (f->file, 2, "tavolo-cli: log: --hand: “robot” is not one of app, cli, table, judge, season",
             "log", f->file, "--hand", "robot", NULL);
  cli_fails (f->file, 2, "tavolo-cli: log: --table: “x” is not a whole number",
             "log", f->file, "--table", "x", NULL);
  cli_fails (f->file, 1, "tavolo-cli: log: No player with id or name “Nobody”",
             "log", f->file, "--player", "Nobody", NULL);
}

/* The log is read while another hand holds the file's lock: no wait. */
static void
test_no_lock (Fixture       *f,
              gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  TavFileLock *lock = tav_file_lock_acquire (f->file, TAV_FILE_LOCK_APP, 0, &error);
  gint64 start = g_get_monotonic_time ();
  g_autofree char *text = NULL;

  g_assert_no_error (error);
  g_setenv ("TAVOLO_LOCK_WAIT_MS", "20000", TRUE);
  text = cli_ok ("log", f->file, NULL);
  assert_contains (text, "tavolo-cli");
  g_assert_cmpint (g_get_monotonic_time () - start, <, 10 * G_USEC_PER_SEC);
  g_unsetenv ("TAVOLO_LOCK_WAIT_MS");
  tav_file_lock_release (lock);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/cli/log/result-hand", Fixture, NULL, set_up, test_result_hand, fixture_teardown);
  g_test_add ("/cli/log/formats", Fixture, NULL, set_up, test_formats, fixture_teardown);
  g_test_add ("/cli/log/filters", Fixture, NULL, set_up, test_filters, fixture_teardown);
  g_test_add ("/cli/log/errors", Fixture, NULL, set_up, test_errors, fixture_teardown);
  g_test_add ("/cli/log/no-lock", Fixture, NULL, set_up, test_no_lock, fixture_teardown);

  return g_test_run ();
}
