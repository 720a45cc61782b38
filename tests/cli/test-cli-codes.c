/* test-cli-codes.c — players' personal codes and self check-in from the
 * command line (issue #37): players … code [--renew], players … codes
 * (text, CSV, JSON) and players … self-check-in on|off
 *
 * The event's venue key is set to a fixed one after the first code made
 * it, so that the codes are known: those of tests/test-player-codes.c,
 * computed by hand with Python's hmac and base64 (see there).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "tav-test-cli.h"

#define KEY "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"

/* Four players; the first code asked for makes the key, which is then
 * replaced by KEY in the file. */
static void
event_with_key (Fixture *f)
{
  g_autofree char *out = NULL;
  g_autofree char *text = NULL;
  const char *key;

  new_event_of (f, "catan-bg", 4);
  text = read_or_null (f->file);
  assert_lacks (text, "\"key\"");
  out = cli_ok ("players", f->file, "code", "p1", NULL);
  /* "XXXX-XXXX\n" */
  g_assert_cmpuint (strlen (out), ==, 10);
  g_assert_cmpint (out[4], ==, '-');
  g_free (text);
  text = read_or_null (f->file);
  key = strstr (text, "\"key\" : \"");
  g_assert_nonnull (key);
  key += strlen ("\"key\" : \"");
  g_assert_cmpuint (strspn (key, "0123456789abcdef"), ==, 64);
  memcpy ((char *) key, KEY, 64);
  write_file (f->file, text);
}

static void
test_code (Fixture       *f,
           gconstpointer  data)
{
  g_autofree char *out = NULL;
  g_autofree char *text = NULL;
  g_autofree char *log = NULL;

  event_with_key (f);
  out = cli_ok ("players", f->file, "code", "p1", NULL);
  g_assert_cmpstr (out, ==, "GBAE-WQ58\n");
  g_free (out);
  out = cli_ok ("players", f->file, "code", "player 02", NULL);
  g_assert_cmpstr (out, ==, "EPGT-FZFD\n");
  /* Shown again, the same: nothing renewed, no version 5. */
  g_free (out);
  out = cli_ok ("players", f->file, "code", "p1", NULL);
  g_assert_cmpstr (out, ==, "GBAE-WQ58\n");
  text = read_or_null (f->file);
  assert_lacks (text, "code_renewals");

  g_free (out);
  out = cli_ok ("players", f->file, "code", "p1", "--renew", NULL);
  g_assert_cmpstr (out, ==, "12WM-88C7\n");
  g_free (out);
  out = cli_ok ("players", f->file, "code", "p1", NULL);
  g_assert_cmpstr (out, ==, "12WM-88C7\n");
  g_free (text);
  text = read_or_null (f->file);
  assert_contains (text, "\"code_renewals\" : 1");
  assert_contains (text, "\"version\" : 5");
  assert_lacks (text, "12WM");
  log = cli_ok ("log", f->file, NULL);
  assert_contains (log, "Player 01’s personal code renewed");
}

static void
test_codes (Fixture       *f,
            gconstpointer  data)
{
  g_autofree char *out = NULL;
  g_autoptr(JsonNode) json = NULL;
  JsonArray *array;
  JsonObject *first;

  event_with_key (f);
  out = cli_ok ("players", f->file, "codes", "--format", "csv", NULL);
  g_assert_cmpstr (out, ==,
                   "id,name,code\n"
                   "p1,Player 01,GBAE-WQ58\n"
                   "p2,Player 02,EPGT-FZFD\n"
                   "p3,Player 03,6ZCX-Q4J6\n"
                   "p4,Player 04,207D-6FHJ\n");
  /* A player who left has no code that works: not listed. */
  g_free (cli_ok ("players", f->file, "withdraw", "p3", NULL));
  g_free (cli_ok ("players", f->file, "code", "p1", "--renew", NULL));
  g_free (out);
  out = cli_ok ("players", f->file, "codes", NULL);
  g_assert_cmpstr (out, ==,
                   "Id  Name       Code\n"
                   "p1  Player 01  12WM-88C7\n"
                   "p2  Player 02  EPGT-FZFD\n"
                   "p4  Player 04  207D-6FHJ\n");
  g_free (out);
  out = cli_ok ("players", f->file, "codes", "--format", "json", NULL);
  json = parse_json (out);
  array = json_node_get_array (json);
  g_assert_cmpuint (json_array_get_length (array), ==, 3);
  first = json_array_get_object_element (array, 0);
  g_assert_cmpstr (json_object_get_string_member (first, "id"), ==, "p1");
  g_assert_cmpstr (json_object_get_string_member (first, "name"), ==, "Player 01");
  g_assert_cmpstr (json_object_get_string_member (first, "code"), ==, "12WM-88C7");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (array, 2), "code"),
                   ==, "207D-6FHJ");
}

static void
test_self_check_in (Fixture       *f,
                    gconstpointer  data)
{
  g_autofree char *out = NULL;
  g_autofree char *text = NULL;
  g_autofree char *log = NULL;

  new_event_of (f, "catan-bg", 4);
  out = cli_ok ("players", f->file, "self-check-in", "on", NULL);
  g_assert_cmpstr (out, ==, "Players may check in from their phones\n");
  text = read_or_null (f->file);
  assert_contains (text, "\"self_check_in\" : true");
  g_free (out);
  out = cli_ok ("players", f->file, "self-check-in", "off", NULL);
  g_assert_cmpstr (out, ==, "Players may no longer check in from their phones\n");
  g_free (text);
  text = read_or_null (f->file);
  assert_lacks (text, "self_check_in");
  log = cli_ok ("log", f->file, NULL);
  assert_contains (log, "players may check in from their phones");
  assert_contains (log, "players may no longer check in from their phones");
}

static void
test_refused (Fixture       *f,
              gconstpointer  data)
{
  new_event_of (f, "catan-bg", 4);
  cli_fails (f->file, 1, "players code: No player with id or name “Zed”",
             "players", f->file, "code", "Zed", NULL);
  cli_fails (f->file, 2, "code: missing PLAYER", "players", f->file, "code", NULL);
  cli_fails (f->file, 2, "code: unexpected argument “p2”", "players", f->file, "code", "p1", "p2", NULL);
  cli_fails (f->file, 2, "--renew does not apply to “codes”",
             "players", f->file, "codes", "--renew", NULL);
  cli_fails (f->file, 2, "--format does not apply to “code”",
             "players", f->file, "code", "p1", "--format", "csv", NULL);
  cli_fails (f->file, 2, "self-check-in: “yes” is neither “on” nor “off”",
             "players", f->file, "self-check-in", "yes", NULL);
  cli_fails (f->file, 2, "self-check-in: missing on|off", "players", f->file, "self-check-in", NULL);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("/cli/codes/code", test_code);
  ADD ("/cli/codes/codes", test_codes);
  ADD ("/cli/codes/self-check-in", test_self_check_in);
  ADD ("/cli/codes/refused", test_refused);
#undef ADD

  return g_test_run ();
}
