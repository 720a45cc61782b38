/* test-cli-timer.c — tavolo-cli timer: the round timer kept where the app
 * keeps it, for `serve` to show; FILE only read
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "tav-test-cli.h"

static char *
timers_ini (Fixture *f)
{
  return g_build_filename (f->dir, "data", "tavolo", "timers.ini", NULL);
}

static void
set_up (Fixture       *f,
        gconstpointer  data)
{
  fixture_setup (f, data);
  new_event_of (f, "destiny", 8);
}

/* show, set, start, pause, start: each answer says the state, the store
 * holds it under FILE's URI and the round, and FILE keeps every byte. */
static void
test_set_start_pause (Fixture       *f,
                      gconstpointer  data)
{
  g_autofree char *ini = timers_ini (f);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *out = NULL;
  g_autofree char *kept = NULL;
  g_autofree char *uri = NULL;
  g_autoptr(GKeyFile) key_file = g_key_file_new ();

  cli_fails (f->file, 1, "tavolo-cli: timer: no round has been drawn", "timer", f->file, NULL);
  g_free (cli_ok ("draw", f->file, NULL));
  before = read_or_null (f->file);

  /* Nothing kept yet: the ruleset's length, and nothing written. */
  out = cli_ok ("timer", f->file, NULL);
  g_assert_cmpstr (out, ==, "Round 1: 35:00, not started\n");
  g_assert_false (g_file_test (ini, G_FILE_TEST_EXISTS));

  g_clear_pointer (&out, g_free);
  out = cli_ok ("timer", f->file, "set", "50", NULL);
  g_assert_cmpstr (out, ==, "Round 1: 50:00, not started\n");
  g_assert_true (g_key_file_load_from_file (key_file, ini, G_KEY_FILE_NONE, NULL));
  uri = g_filename_to_uri (f->file, NULL, NULL);
  kept = g_key_file_get_string (key_file, uri, "round", NULL);
  g_assert_cmpstr (kept, ==, "swiss/1");
  g_assert_cmpuint (g_key_file_get_uint64 (key_file, uri, "duration", NULL), ==, 3000);
  g_assert_false (g_key_file_get_boolean (key_file, uri, "running", NULL));

  g_clear_pointer (&out, g_free);
  out = cli_ok ("timer", f->file, "start", NULL);
  g_assert_true (g_str_equal (out, "Round 1: 50:00 left, running\n") ||
                 g_str_equal (out, "Round 1: 49:59 left, running\n"));
  g_assert_true (g_key_file_load_from_file (key_file, ini, G_KEY_FILE_NONE, NULL));
  g_assert_true (g_key_file_get_boolean (key_file, uri, "running", NULL));
  /* The end, in wall-clock time, 50 minutes from now. */
  g_assert_cmpint (ABS (g_key_file_get_int64 (key_file, uri, "end", NULL) -
                        (g_get_real_time () + (gint64) 3000 * G_USEC_PER_SEC)), <, (gint64) 60 * G_USEC_PER_SEC);

  g_clear_pointer (&out, g_free);
  out = cli_ok ("timer", f->file, "pause", NULL);
  assert_contains (out, " left, paused\n");
  g_assert_true (g_key_file_load_from_file (key_file, ini, G_KEY_FILE_NONE, NULL));
  g_assert_false (g_key_file_get_boolean (key_file, uri, "running", NULL));
  g_assert_cmpint (g_key_file_get_int64 (key_file, uri, "remaining-us", NULL), >, (gint64) 2900 * G_USEC_PER_SEC);
  g_assert_cmpint (g_key_file_get_int64 (key_file, uri, "remaining-us", NULL), <=, (gint64) 3000 * G_USEC_PER_SEC);

  g_clear_pointer (&out, g_free);
  out = cli_ok ("timer", f->file, "show", NULL);
  assert_contains (out, " left, paused\n");
  g_clear_pointer (&out, g_free);
  out = cli_ok ("timer", f->file, "start", NULL);
  assert_contains (out, " left, running\n");

  after = read_or_null (f->file);
  g_assert_cmpstr (after, ==, before);
}

/* A timer that ran out (as the app keeps it: running, its end past) says
 * so and is not started again; the next round does not inherit it. */
static void
test_time_up_next_round (Fixture       *f,
                         gconstpointer  data)
{
  g_autofree char *ini = timers_ini (f);
  g_autofree char *uri = g_filename_to_uri (f->file, NULL, NULL);
  g_autofree char *text = NULL;
  g_autofree char *out = NULL;
  g_autoptr(JsonNode) shown = NULL;

  g_free (cli_ok ("draw", f->file, NULL));
  g_free (cli_ok ("timer", f->file, "set", "30", NULL));
  text = g_strdup_printf ("[%s]\nround=swiss/1\nduration=1800\nrunning=true\nend=%" G_GINT64_FORMAT "\n",
                          uri, g_get_real_time () - (gint64) 125 * G_USEC_PER_SEC);
  write_file (ini, text);
  out = cli_ok ("timer", f->file, NULL);
  g_assert_cmpstr (out, ==, "Round 1: the time is up (2:05 ago)\n");
  cli_fails (f->file, 1, "tavolo-cli: timer: The time of this round is up; “timer FILE set MINUTES” sets it again",
             "timer", f->file, "start", NULL);

  shown = show_round (f, "1");
  for (guint t = 0; t < json_array_get_length (round_tables (shown)); t++)
    {
      g_autofree char *table = g_strdup_printf ("%u", t + 1);
      g_autofree char *json = g_strdup_printf ("{\"winner\": \"%s\"}", table_seat (round_tables (shown), t, 0));

      g_free (cli_ok ("result", f->file, "--round", "1", "--table", table, "--json", json, NULL));
    }
  g_free (cli_ok ("draw", f->file, NULL));
  g_clear_pointer (&out, g_free);
  out = cli_ok ("timer", f->file, NULL);
  g_assert_cmpstr (out, ==, "Round 2: 35:00, not started\n");
}

static void
test_usage (Fixture       *f,
            gconstpointer  data)
{
  g_free (cli_ok ("draw", f->file, NULL));
  cli_fails (f->file, 2, "tavolo-cli: timer: set: “0” is not a whole number of at least 1 (see “tavolo-cli timer --help”)",
             "timer", f->file, "set", "0", NULL);
  cli_fails (f->file, 2, "tavolo-cli: timer: set: a round lasts at most 1440 minutes (see “tavolo-cli timer --help”)",
             "timer", f->file, "set", "1441", NULL);
  cli_fails (f->file, 2, "tavolo-cli: timer: “set” needs the length of the round in minutes (see “tavolo-cli timer --help”)",
             "timer", f->file, "set", NULL);
  cli_fails (f->file, 2, "tavolo-cli: timer: unknown action “stop” (see “tavolo-cli timer --help”)",
             "timer", f->file, "stop", NULL);
  cli_fails (f->file, 2, "tavolo-cli: timer: “start” takes no argument (see “tavolo-cli timer --help”)",
             "timer", f->file, "start", "5", NULL);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/cli/timer/set-start-pause", Fixture, NULL, set_up, test_set_start_pause, fixture_teardown);
  g_test_add ("/cli/timer/time-up-next-round", Fixture, NULL, set_up, test_time_up_next_round, fixture_teardown);
  g_test_add ("/cli/timer/usage", Fixture, NULL, set_up, test_usage, fixture_teardown);

  return g_test_run ();
}
