/* tav-test-cli.c — running tavolo-cli from the tests, BANG! results and
 * two-player matches
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define _GNU_SOURCE

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "tav-test-cli.h"

/* ---- Running the program ------------------------------------------------ */

void
run_clear (Run *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
  run->status = -1;
}

void
run_argv (Run                *run,
          const char * const *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  const char *program = g_getenv ("TAVOLO_CLI");
  int wait_status = 0;

  g_assert_nonnull (program);
  g_ptr_array_add (argv, (gpointer) program);
  for (guint i = 0; args[i]; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);

  run_clear (run);
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                &run->out, &run->err, &wait_status, &error);
  g_assert_no_error (error);
  if (g_spawn_check_wait_status (wait_status, &error))
    run->status = 0;
  else if (error->domain == G_SPAWN_EXIT_ERROR)
    run->status = error->code;
  else
    g_error ("tavolo-cli did not exit normally: %s\nstderr: %s", error->message, run->err);
}

static void
run_va (Run        *run,
        const char *first,
        va_list     ap)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();

  for (const char *arg = first; arg; arg = va_arg (ap, const char *))
    g_ptr_array_add (args, (gpointer) arg);
  g_ptr_array_add (args, NULL);
  run_argv (run, (const char * const *) args->pdata);
}

void
run_cli (Run        *run,
         const char *first,
         ...)
{
  va_list ap;

  va_start (ap, first);
  run_va (run, first, ap);
  va_end (ap);
}

/* A pseudo-terminal: *master for the test, *slave for the program. Raw, so
 * that "\n" is not written as "\r\n": what is read is what was written. */
static void
open_terminal (int *master,
               int *slave)
{
  struct termios raw;

  *master = posix_openpt (O_RDWR | O_NOCTTY | O_CLOEXEC);
  g_assert_cmpint (*master, >=, 0);
  g_assert_cmpint (grantpt (*master), ==, 0);
  g_assert_cmpint (unlockpt (*master), ==, 0);
  *slave = open (ptsname (*master), O_RDWR | O_NOCTTY | O_CLOEXEC);
  g_assert_cmpint (*slave, >=, 0);
  g_assert_cmpint (tcgetattr (*slave, &raw), ==, 0);
  cfmakeraw (&raw);
  g_assert_cmpint (tcsetattr (*slave, TCSANOW, &raw), ==, 0);
}

/* Runs the program with its standard output and error on a terminal, as a
 * person sees them; reads until @until appears (then ends the program, for
 * one that runs on, such as serve) or, when NULL, until it exits. */
char *
run_cli_on_terminal (const char * const *args,
                     const char         *until)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GString) seen = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  int master, slave, wait_status = 0;
  GPid pid;

  open_terminal (&master, &slave);
  g_ptr_array_add (argv, (gpointer) g_getenv ("TAVOLO_CLI"));
  for (guint i = 0; args[i]; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  g_spawn_async_with_fds (NULL, (char **) argv->pdata, NULL, G_SPAWN_DO_NOT_REAP_CHILD, NULL,
                          NULL, &pid, -1, slave, slave, &error);
  g_assert_no_error (error);
  close (slave);

  /* read() fails with EIO once the program has closed the terminal. */
  while (until == NULL || strstr (seen->str, until) == NULL)
    {
      char buffer[4096];
      ssize_t n = read (master, buffer, sizeof buffer);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        break;
      g_string_append_len (seen, buffer, n);
    }
  if (until)
    kill (pid, SIGTERM);
  g_assert_cmpint (waitpid (pid, &wait_status, 0), ==, pid);
  g_spawn_close_pid (pid);
  close (master);
  if (until)
    assert_contains (seen->str, until);
  return g_string_free (g_steal_pointer (&seen), FALSE);
}

/* A command that must succeed quietly; returns its stdout. */
char *
cli_ok (const char *first,
        ...)
{
  g_auto(Run) run = { 0, };
  va_list ap;

  va_start (ap, first);
  run_va (&run, first, ap);
  va_end (ap);
  if (run.status != 0 || run.err[0] != '\0')
    g_error ("“tavolo-cli %s …” failed with %d: %s", first, run.status, run.err);
  return g_steal_pointer (&run.out);
}

void
assert_contains (const char *text,
                 const char *expected)
{
  if (strstr (text, expected) == NULL)
    g_error ("expected “%s” in:\n%s", expected, text);
}

void
assert_lacks (const char *text,
              const char *unexpected)
{
  if (strstr (text, unexpected) != NULL)
    g_error ("did not expect “%s” in:\n%s", unexpected, text);
}

/* Exactly one line, naming the program. */
void
assert_one_error_line (const char *err,
                       const char *expected)
{
  const char *newline = strchr (err, '\n');

  if (!g_str_has_prefix (err, "tavolo-cli: ") || newline == NULL || newline[1] != '\0')
    g_error ("expected one “tavolo-cli: …” line on stderr, got:\n%s", err);
  if (expected)
    assert_contains (err, expected);
}

char *
read_or_null (const char *path)
{
  char *data = NULL;

  if (!g_file_get_contents (path, &data, NULL, NULL))
    return NULL;
  return data;
}

/* A command that must fail with @status and one line on stderr holding
 * @expected, leaving @file and its backup exactly as they were. */
void
cli_fails (const char *file,
           int         status,
           const char *expected,
           const char *first,
           ...)
{
  g_auto(Run) run = { 0, };
  g_autofree char *backup = file ? g_strconcat (file, "~", NULL) : NULL;
  g_autofree char *before = file ? read_or_null (file) : NULL;
  g_autofree char *backup_before = backup ? read_or_null (backup) : NULL;
  g_autofree char *after = NULL;
  g_autofree char *backup_after = NULL;
  va_list ap;

  va_start (ap, first);
  run_va (&run, first, ap);
  va_end (ap);

  if (run.status != status)
    g_error ("“tavolo-cli %s …”: expected exit status %d, got %d\nstdout: %s\nstderr: %s",
             first, status, run.status, run.out, run.err);
  assert_one_error_line (run.err, expected);
  g_assert_cmpstr (run.out, ==, "");
  if (file)
    {
      after = read_or_null (file);
      backup_after = read_or_null (backup);
      g_assert_cmpstr (after, ==, before);
      g_assert_cmpstr (backup_after, ==, backup_before);
    }
}

JsonNode *
parse_json (const char *text)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);
  return json_node_ref (json_parser_get_root (parser));
}

guint
count_lines (const char *text)
{
  guint n = 0;

  for (const char *p = text; *p; p++)
    n += *p == '\n';
  return n;
}

/* ---- Fixture: a temporary folder ----------------------------------------- */

void
fixture_setup (Fixture       *f,
               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  g_autofree char *data_home = NULL;

  f->dir = g_dir_make_tmp ("tavolo-cli-XXXXXX", &error);
  g_assert_no_error (error);
  f->file = g_build_filename (f->dir, "event.tavolo", NULL);
  /* What the program keeps beside the app's state (the round timers, the
   * requests `serve` turned away) is the test's own: f->dir/data. */
  data_home = g_build_filename (f->dir, "data", NULL);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
}

static void
remove_tree (const char *path)
{
  GDir *dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir && (name = g_dir_read_name (dir)))
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        remove_tree (child);
      else
        g_unlink (child);
    }
  g_clear_pointer (&dir, g_dir_close);
  g_rmdir (path);
}

void
fixture_teardown (Fixture       *f,
                  gconstpointer  data)
{
  remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->file);
}

char *
fixture_path (Fixture    *f,
              const char *name)
{
  return g_build_filename (f->dir, name, NULL);
}

void
write_file (const char *path,
            const char *text)
{
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, text, -1, &error);
  g_assert_no_error (error);
}

char *
player_name (guint i)
{
  return g_strdup_printf ("Player %02u", i);
}

/* An event with @n players named "Player 01"… and a fixed seed. */
void
new_event (Fixture *f,
           guint    n)
{
  new_event_of (f, "bang-2011", n);
}

/* The same, of @ruleset. */
void
new_event_of (Fixture    *f,
              const char *ruleset,
              guint       n)
{
  g_free (cli_ok ("new", f->file, "--ruleset", ruleset, "--name", "Test Cup", "--seed", "7",
                  NULL));
  if (n > 0)
    add_players (f, n);
}

/* Adds "Player 01"… "Player @n" in one `players add`. */
void
add_players (Fixture *f,
             guint    n)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new_with_free_func (g_free);
  g_auto(Run) run = { 0, };

  g_ptr_array_add (args, g_strdup ("players"));
  g_ptr_array_add (args, g_strdup (f->file));
  g_ptr_array_add (args, g_strdup ("add"));
  for (guint i = 1; i <= n; i++)
    g_ptr_array_add (args, player_name (i));
  g_ptr_array_add (args, NULL);
  run_argv (&run, (const char * const *) args->pdata);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpuint (count_lines (run.out), ==, n);
}

/* "p12" is 12: the order players were added in. */
guint
player_number (const char *id)
{
  return (guint) g_ascii_strtoull (id + 1, NULL, 10);
}

/* ---- Results ------------------------------------------------------------ */

const char *
role_of (guint n_seats,
         guint seat)
{
  static const char * const five[] = { "sheriff", "deputy", "outlaw", "outlaw", "renegade" };
  static const char * const six[] = { "sheriff", "deputy", "outlaw", "outlaw", "outlaw", "renegade" };
  static const char * const seven[] = { "sheriff", "deputy", "deputy", "outlaw", "outlaw", "outlaw",
                                        "renegade" };

  g_assert_cmpuint (n_seats, >=, 5);
  g_assert_cmpuint (n_seats, <=, 7);
  return n_seats == 5 ? five[seat] : n_seats == 6 ? six[seat] : seven[seat];
}

/* A consistent BANG! result: roles by table size, the winners alive. */
char *
make_result (guint       n_seats,
             const char *outcome,
             guint       deputy_spent)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "outcome");
  json_builder_add_string_value (builder, outcome);
  json_builder_set_member_name (builder, "renegade_killed_last");
  json_builder_add_boolean_value (builder, FALSE);
  json_builder_set_member_name (builder, "seats");
  json_builder_begin_array (builder);
  for (guint s = 0; s < n_seats; s++)
    {
      const char *role = role_of (n_seats, s);
      gboolean alive;

      if (g_str_equal (outcome, "law"))
        alive = g_str_equal (role, "sheriff") || g_str_equal (role, "deputy");
      else if (g_str_equal (outcome, "outlaws"))
        alive = g_str_equal (role, "outlaw");
      else
        alive = g_str_equal (role, "renegade");
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "role");
      json_builder_add_string_value (builder, role);
      json_builder_set_member_name (builder, "alive");
      json_builder_add_boolean_value (builder, alive);
      json_builder_set_member_name (builder, "spent");
      json_builder_add_int_value (builder, g_str_equal (role, "deputy") ? deputy_spent : 0);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  return json_generator_to_data (generator, NULL);
}

/* The round as `show --format json` prints it: a JsonObject per table. */
JsonNode *
show_round (Fixture    *f,
            const char *round)
{
  g_autofree char *out = NULL;

  if (round)
    out = cli_ok ("show", f->file, "--round", round, "--format", "json", NULL);
  else
    out = cli_ok ("show", f->file, "--format", "json", NULL);
  return parse_json (out);
}

JsonArray *
round_tables (JsonNode *shown)
{
  JsonArray *rounds = json_object_get_array_member (json_node_get_object (shown), "rounds");

  g_assert_cmpuint (json_array_get_length (rounds), ==, 1);
  return json_object_get_array_member (json_array_get_object_element (rounds, 0), "tables");
}

const char *
table_seat (JsonArray *tables,
            guint      table,
            guint      seat)
{
  JsonObject *t = json_array_get_object_element (tables, table);
  JsonArray *seats = json_object_get_array_member (t, "seats");

  return json_object_get_string_member (json_array_get_object_element (seats, seat), "id");
}

guint
table_size (JsonArray *tables,
            guint      table)
{
  JsonObject *t = json_array_get_object_element (tables, table);

  return json_array_get_length (json_object_get_array_member (t, "seats"));
}

/* Enters a result at every table of the current round. */
void
play_round (Fixture *f,
            guint    round)
{
  static const char * const outcomes[] = { "law", "outlaws", "renegade" };
  g_autoptr(JsonNode) shown = show_round (f, NULL);
  JsonArray *tables = round_tables (shown);
  g_autofree char *round_text = g_strdup_printf ("%u", round);

  for (guint t = 0; t < json_array_get_length (tables); t++)
    {
      g_autofree char *table_text = g_strdup_printf ("%u", t + 1);
      g_autofree char *json = make_result (table_size (tables, t), outcomes[(round + t) % 3],
                                           100 * ((round + t) % 2));
      g_autofree char *out = cli_ok ("result", f->file, "--round", round_text,
                                     "--table", table_text, "--json", json, NULL);

      assert_contains (out, "result entered");
    }
}

/* ---- Two-player matches ------------------------------------------------- */

/* Enters @match_json's result at every table of @round that has none. */
void
play_matches (Fixture       *f,
              guint          round,
              MatchJsonFunc  match_json,
              gconstpointer  data)
{
  g_autofree char *round_text = g_strdup_printf ("%u", round);
  g_autoptr(JsonNode) shown = show_round (f, round_text);
  JsonArray *tables = round_tables (shown);

  for (guint t = 0; t < json_array_get_length (tables); t++)
    {
      JsonObject *table = json_array_get_object_element (tables, t);
      g_autofree char *table_text = NULL;
      g_autofree char *json = NULL;

      if (!json_object_get_null_member (table, "result"))
        continue;
      table_text = g_strdup_printf ("%" G_GINT64_FORMAT, json_object_get_int_member (table, "number"));
      json = match_json (table_seat (tables, t, 0), table_seat (tables, t, 1), data);
      g_free (cli_ok ("result", f->file, "--round", round_text, "--table", table_text,
                      "--json", json, NULL));
    }
}

/* Plays every open match of the bracket of @stage, the higher seed (the
 * lower id) winning 2-1; FALSE once the bracket is over. */
gboolean
play_bracket_round (Fixture    *f,
                    const char *stage)
{
  g_autofree char *out = cli_ok ("show", f->file, "--format", "json", NULL);
  g_autoptr(JsonNode) shown = parse_json (out);
  JsonArray *rounds = json_object_get_array_member (json_node_get_object (shown), "rounds");
  gboolean played = FALSE;

  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (shown), "stage"), ==, stage);
  for (guint r = 0; r < json_array_get_length (rounds); r++)
    {
      JsonArray *tables = json_object_get_array_member (json_array_get_object_element (rounds, r),
                                                        "tables");

      for (guint t = 0; t < json_array_get_length (tables); t++)
        {
          JsonObject *table = json_array_get_object_element (tables, t);
          g_autofree char *match = NULL;
          const char *a, *b;

          if (!json_object_get_null_member (table, "result"))
            continue;
          a = table_seat (tables, t, 0);
          b = table_seat (tables, t, 1);
          match = g_strdup_printf ("%" G_GINT64_FORMAT, json_object_get_int_member (table, "number"));
          g_free (cli_ok ("duel", f->file, "--match", match, "--winner",
                          player_number (a) < player_number (b) ? a : b, "--score", "2-1", NULL));
          played = TRUE;
        }
    }
  return played;
}
