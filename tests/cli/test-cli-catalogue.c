/* test-cli-catalogue.c — a catalogue of bad inputs through tavolo-cli
 *
 * Each case spoils a good event (the bundled BANG! example: 27 players,
 * three rounds, the third without results) by a text edit, a field edit or
 * a whole replacement, or gives a bad --json text or player list. Every
 * case must fail with its exit status and a one-line message holding the
 * expected words, and leave FILE and FILE~ byte for byte as they were.
 * Mismatches are collected, so one run lists all of them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>
#include <sys/stat.h>

#include <glib/gstdio.h>

#include "tav-test-cli.h"

typedef enum
{
  TEXT,     /* replace the first @where in the file's text by @value */
  FIELD,    /* set the field at path @where to the JSON @value (NULL: remove it) */
  WHOLE,    /* the file is @value */
} EditKind;

typedef struct
{
  EditKind    kind;
  const char *where;
  const char *value;
  const char *expected;
} EditCase;

#define NFD_ANDRE "Andre\\u0301"

static const EditCase document_cases[] = {
  /* Text that json-glib would take or mangle. */
  { TEXT, "\"Marco Rossi\"", "\"Marco \\ud800Rossi\"",
    "line 17, column 23: not valid JSON: \\uD800 is the first half of a surrogate pair without its second half" },
  { TEXT, "\"Marco Rossi\"", "\"Marco \\udc00Rossi\"", "\\uDC00 is the second half of a surrogate pair" },
  { TEXT, "\"Marco Rossi\"", "\"\\udc00\\ud800\"", "\\uDC00 is the second half" },
  { TEXT, "\"Marco Rossi\"", "\"\\ud800\\u0041\"", "\\uD800 is the first half" },
  { TEXT, "\"Marco Rossi\"", "\"\\ud83c\"", "\\uD83C is the first half" },
  { TEXT, "\"Marco Rossi\"", "\"Marco\\u0000\"", "a text may not contain \\u0000" },
  { TEXT, "\"seed\" : 20261121,", "\"seed\" : 42, \"seed\" : 43,",
    "line 11, column 18: not valid JSON: “event.seed” appears twice; keep only one of them" },
  { TEXT, "\"penalties\" : [", "\"stages\" : [], \"penalties\" : [", "“stages” appears twice" },
  { TEXT, "\"club\" : \"\",", "\"club\" : \"\", \"club\" : \"x\",", "“players[0].club” appears twice" },
  { TEXT, "\"note\" : \"\",", "\"note\" : \"\", \"n\\u006fte\" : \"\",", "“players[0].note” appears twice" },
  { TEXT, "\"outcome\" : \"law\",", "\"outcome\" : \"law\", \"outcome\" : \"law\",",
    "“stages[0].rounds[0].tables[0].result.outcome” appears twice" },
  { TEXT, "\"published\" : false", "\"published\" : false,", "a member name in double quotes expected" },
  { TEXT, "\"name\" : \"Torneo", "'name' : \"Torneo", "line 6, column 5: not valid JSON: a member name in double quotes expected" },
  { TEXT, "\"ruleset\" : \"bang-2011\"", "\"ruleset\" : bang", "line 9, column 17: not valid JSON: unexpected “b”" },
  { TEXT, "\"version\" : 1,", "\"version\" : 1, // comment", "line 3, column 18: not valid JSON: a member name in double quotes expected" },
  { TEXT, "\"seed\" : 20261121", "\"seed\" : 0x1", "“,” or “}” expected" },
  { TEXT, "\"seed\" : 20261121", "\"seed\" : 020261121", "a number with a leading zero" },
  { TEXT, "\"seed\" : 20261121", "\"seed\" : NaN", "unexpected “N”" },
  { TEXT, "\"seed\" : 20261121", "\"seed\" : Infinity", "unexpected “I”" },
  { TEXT, "\"seed\" : 20261121", "\"seed\" : +1", "unexpected “+”" },
  { TEXT, "\"seed\" : 20261121", "\"seed\" : 1.", "a digit must follow the decimal point" },
  { TEXT, "\"seed\" : 20261121", "\"seed\" : .5", "unexpected “.”" },
  { TEXT, "\"seed\" : 20261121", "\"seed\" : 1e", "a digit must follow the exponent" },
  { TEXT, "\"seed\" : 20261121", "\"seed\" : 99999999999999999999", "the number is too large" },
  { TEXT, "\"seed\" : 20261121", "\"seed\" : 1e999", "event.seed: the number is too large" },
  { TEXT, "\"Marco Rossi\"", "\"Marco\\xRossi\"", "unknown escape “\\x”" },
  { TEXT, "\"Marco Rossi\"", "\"Marco\tRossi\"", "a control character inside a text" },
  { TEXT, "\"Marco Rossi\"", "\"Marco\nRossi\"", "a control character inside a text" },
  { TEXT, "\"Marco Rossi\"", "\"Marco \\u12\"", "\\u must be followed by four hexadecimal digits" },
  { TEXT, "\"Marco Rossi\"", "\"Marco \xff Rossi\"", "line 17, column 23: the text is not UTF-8" },
  { TEXT, "\"Marco Rossi\"", "\"Marco \xc0\xaf Rossi\"", "the text is not UTF-8" },
  { TEXT, "\"Marco Rossi\"", "\"Marco \xed\xa0\x80 Rossi\"", "the text is not UTF-8" },
  { TEXT, "\"Marco Rossi\"", "\"Marco \xe2\x82\"", "the text is not UTF-8" },
  { TEXT, "\"params\" : {    }",
    "\"params\" : [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]",
    "nested more than 64 levels deep" },
  { TEXT, "\"penalties\"", "\"penalties\" : [] }{ \"x\"", "more text after the end of the document" },
  { WHOLE, NULL, "", "Not a Tavolo event: the file is empty" },
  { WHOLE, NULL, " \n\t\n", "Not a Tavolo event: the file is empty" },
  { WHOLE, NULL, "[]", "Not a Tavolo event: the file must hold a JSON object" },
  { WHOLE, NULL, "{\"format\": \"tavolo\"", "the text ends inside a list or an object" },
  { WHOLE, NULL, "{\"format\": \"tavolo\", \"version\": 1, \"event\": {\"name\": \"x", "a text is never closed" },
  { WHOLE, NULL, "{\"format\":", "a value is missing at the end of the text" },
  { WHOLE, NULL, "%PDF-1.7\n", "unexpected “%”" },
  /* The document. */
  { FIELD, "format", "\"tavola\"", "Not a Tavolo event: “format” must be “tavolo”" },
  { FIELD, "format", NULL, "Not a Tavolo event: “format” must be “tavolo”" },
  { FIELD, "version", "6", "This file was saved by a newer Tavolo (file format version 6)" },
  { FIELD, "version", "\"1\"", "version: expected a whole number of at least 1" },
  { FIELD, "version", "0", "version: expected a whole number of at least 1" },
  { FIELD, "extra", "1", "extra: unknown field" },
  { FIELD, "event", "[]", "event: expected an object" },
  { FIELD, "event", NULL, "event: missing" },
  { FIELD, "event.name", "5", "event.name: expected a text" },
  { FIELD, "event.date", "\"2026-13-45\"", "event.date: “2026-13-45” is not a date like 2026-11-22" },
  { FIELD, "event.venue", "1", "event.venue: expected a text" },
  { FIELD, "event.ruleset", "\"chess\"", "event.ruleset: unknown ruleset “chess”" },
  { FIELD, "event.seed", "-1", "event.seed: -1 is out of range (0 to 9007199254740991)" },
  { FIELD, "event.seed", "1.5", "event.seed: expected a whole number" },
  { FIELD, "event.published", "\"yes\"", "event.published: expected true or false" },
  { FIELD, "event.colour", "\"red\"", "event.colour: unknown field" },
  { FIELD, "event.params", "{\"bogus\": 1}", "event.params.bogus" },
  { FIELD, "players", "{}", "players: expected a list" },
  { FIELD, "players[0]", "\"x\"", "players[0]: expected an object" },
  { FIELD, "players[0].id", "\"\"", "players[0].id: empty" },
  { FIELD, "players[1].id", "\"p1\"", "players[1].id: “p1” is used twice" },
  { FIELD, "players[0].name", "\"\"", "players[0].name: A name needs at least one visible character" },
  { FIELD, "players[0].name", "\"\\u200b\"", "players[0].name: A name needs at least one visible character" },
  { FIELD, "players[0].name", "\"\\u200b \\u00a0\"", "A name needs at least one visible character" },
  { FIELD, "players[0].name", "\"Marco \\u001b[31mRossi\"",
    "players[0].name: The name “Marco <U+001B>[31mRossi” holds a control character (U+001B); type it without one" },
  { FIELD, "players[0].name", "\"Marco\\u0007\"", "holds a control character (U+0007)" },
  { FIELD, "players[0].name", "\"Marco\\tRossi\"", "holds a control character (U+0009)" },
  { FIELD, "players[0].name", "\"Marco\\u0085\"", "holds a control character (U+0085)" },
  { FIELD, "players[0].name", "\"Marco\\u2028Rossi\"", "holds a control character (U+2028)" },
  { FIELD, "players[0].name", "\"Marco \\u202eissoR\"", "holds a text-direction control (U+202E)" },
  { FIELD, "players[0].name", "\"\\u2066Marco\"", "holds a text-direction control (U+2066)" },
  { FIELD, "players[1].name", "\"MARCO ROSSI\"",
    "players[1].name: “MARCO ROSSI” is the name of players[0] as well (names are compared ignoring case); rename one of them" },
  { FIELD, "players[2].name", "\" marco rossi \"", "players[2].name: “marco rossi” is the name of players[0] as well" },
  { FIELD, "players[0].club", "\"Club\\u001b]0;x\\u0007\"", "players[0].club: The name “Club<U+001B>]0;x<U+0007>” holds a control character" },
  { FIELD, "players[0].team", "\"\\u202eRed\"", "players[0].team: The name “<U+202E>Red” holds a text-direction control" },
  { FIELD, "players[0].team", "1", "players[0].team: expected a text" },
  { FIELD, "players[0].status", "\"gone\"", "players[0].status: unknown status “gone”" },
  { FIELD, "players[0].left_round", "2",
    "players[0].left_round: 2 for a player who is still active; set it to 0 or give the status he left with" },
  { FIELD, "players[0].left_round", "-1", "players[0].left_round: -1 is out of range (0 to 1000)" },
  { FIELD, "players[0].age", "3", "players[0].age: unknown field" },
  { FIELD, "players[0].reserve", "\"no\"", "players[0].reserve: expected true or false" },
  { FIELD, "stages", "{}", "stages: expected a list" },
  { FIELD, "stages[0].kind", "\"league\"", "stages[0].kind: unknown kind “league”" },
  { FIELD, "stages[0].id", "\"\"", "stages[0].id: “” is empty or used twice" },
  { FIELD, "stages[0].rounds", NULL, "stages[0].rounds: missing" },
  { FIELD, "stages[0].weather", "1", "stages[0].weather: unknown field" },
  { FIELD, "stages[0].planned_rounds", "0",
    "stages[0].planned_rounds: 0, but 3 rounds are drawn; set it to the number of rounds the stage plays (at least 3)" },
  { FIELD, "stages[0].planned_rounds", "2", "stages[0].planned_rounds: 2, but 3 rounds are drawn" },
  { FIELD, "stages[0].rounds[0]", "5", "stages[0].rounds[0]: expected an object" },
  { FIELD, "stages[0].rounds[0].number", "2", "stages[0].rounds[0].number: expected 1, found 2" },
  { FIELD, "stages[0].rounds[1].plan_start", "9", "stages[0].rounds[1].plan_start: a plan cannot start after its round" },
  { FIELD, "stages[0].rounds[0].extra", "1", "stages[0].rounds[0].extra: unknown field" },
  { FIELD, "stages[0].rounds[0].tables", "\"x\"", "stages[0].rounds[0].tables: expected a list" },
  { FIELD, "stages[0].rounds[0].tables[0].number", "0", "stages[0].rounds[0].tables[0].number: 0 is missing or used twice" },
  { FIELD, "stages[0].rounds[0].tables[1].number", "1", "stages[0].rounds[0].tables[1].number: 1 is missing or used twice" },
  { FIELD, "stages[0].rounds[0].tables[0].label", "5", "stages[0].rounds[0].tables[0].label: expected a text" },
  { FIELD, "stages[0].rounds[0].tables[0].seats[0]", "\"p99\"",
    "stages[0].rounds[0].tables[0].seats[0]: unknown player id “p99”" },
  { FIELD, "stages[0].rounds[0].tables[0].seats[1]", "\"p12\"",
    "stages[0].rounds[0].tables[0].seats[1]: player “p12” is seated twice in this round" },
  { FIELD, "stages[0].rounds[0].tables[0].seats[0]", "1", "stages[0].rounds[0].tables[0].seats[0]: expected a player id" },
  { FIELD, "stages[0].rounds[0].tables[0].spare", "1", "stages[0].rounds[0].tables[0].spare: unknown field" },
  { FIELD, "stages[0].rounds[0].tables[0].result.outcome", "\"draw\"", "stages[0].rounds[0].tables[0].result.outcome" },
  { FIELD, "stages[0].rounds[0].tables[0].result.bogus", "1", "stages[0].rounds[0].tables[0].result.bogus" },
  { FIELD, "penalties", "5", "penalties: expected a list" },
  { FIELD, "penalties[0].player", "\"p99\"", "penalties[0].player: unknown player id “p99”" },
  { FIELD, "penalties[0].kind", "\"slap\"", "penalties[0].kind: unknown penalty “slap”" },
  { FIELD, "penalties[0].time", "\"yesterday\"", "penalties[0].time: “yesterday” is not a date and time" },
  { FIELD, "penalties[0].stage", "\"nowhere\"", "penalties[0].stage: unknown stage “nowhere”" },
  { FIELD, "penalties[0].round", "\"3\"", "penalties[0].round: expected a whole number" },
  { FIELD, "penalties[0].kind", "\"ejection\"",
    "penalties[0].kind: ejection for p9, who is still active; set the player's status to ejected or remove the penalty" },
  { FIELD, "penalties[0].kind", "\"disqualification\"", "penalties[0].kind: disqualification for p9, who is still active" },
};

/* ---- Editing the good event ---------------------------------------------- */

/* Sets (or removes, @value NULL) the member or element at @path, such as
 * "stages[0].rounds[1].tables[0].result". */
static void
set_field (JsonNode   *root,
           const char *path,
           const char *value)
{
  g_auto(GStrv) parts = g_strsplit (path, ".", -1);
  JsonNode *node = root;
  guint n = g_strv_length (parts);
  g_autoptr(JsonNode) parsed = value ? parse_json (value) : NULL;

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *member = g_strdup (parts[i]);
      char *bracket = strchr (member, '[');
      gboolean last = i + 1 == n;
      guint index = 0;

      if (bracket)
        {
          index = (guint) g_ascii_strtoull (bracket + 1, NULL, 10);
          *bracket = '\0';
        }
      if (bracket == NULL && last)
        {
          if (parsed)
            json_object_set_member (json_node_get_object (node), member, json_node_copy (parsed));
          else
            json_object_remove_member (json_node_get_object (node), member);
          return;
        }
      node = json_object_get_member (json_node_get_object (node), member);
      g_assert_nonnull (node);
      if (bracket)
        {
          JsonArray *array = json_node_get_array (node);

          g_assert_cmpuint (index, <, json_array_get_length (array));
          if (last)
            {
              /* JsonArray has no setter: rebuild it. */
              JsonArray *copy = json_array_new ();

              for (guint e = 0; e < json_array_get_length (array); e++)
                json_array_add_element (copy, e == index && parsed ? json_node_copy (parsed)
                                              : json_node_copy (json_array_get_element (array, e)));
              json_node_take_array (node, copy);
              return;
            }
          node = json_array_get_element (array, index);
        }
    }
}

static char *
edited_text (const char     *good,
             const EditCase *c)
{
  if (c->kind == WHOLE)
    return g_strdup (c->value);
  if (c->kind == TEXT)
    {
      const char *at = strstr (good, c->where);
      GString *s;

      g_assert_nonnull (at);
      s = g_string_new_len (good, at - good);
      g_string_append (s, c->value);
      g_string_append (s, at + strlen (c->where));
      return g_string_free (s, FALSE);
    }
  {
    g_autoptr(JsonNode) root = parse_json (good);

    set_field (root, c->where, c->value);
    return json_to_string (root, TRUE);
  }
}

/* ---- Running a case -------------------------------------------------------- */

static char *
contents (const char *path,
          gsize      *length)
{
  char *data = NULL;

  *length = 0;
  if (!g_file_get_contents (path, &data, length, NULL))
    return NULL;
  return data;
}

/* Runs @args; appends to @mismatches what differs from the expectation. */
static void
expect_failure (GString            *mismatches,
                const char         *label,
                const char         *file,
                int                 status,
                const char         *expected,
                const char * const *args)
{
  g_auto(Run) run = { 0, };
  g_autofree char *backup = g_strconcat (file, "~", NULL);
  gsize length_before, backup_length_before, length_after, backup_length_after;
  g_autofree char *before = contents (file, &length_before);
  g_autofree char *backup_before = contents (backup, &backup_length_before);
  g_autofree char *after = NULL;
  g_autofree char *backup_after = NULL;
  const char *newline;

  run_argv (&run, args);
  after = contents (file, &length_after);
  backup_after = contents (backup, &backup_length_after);
  newline = strchr (run.err, '\n');

  if (run.status != status)
    g_string_append_printf (mismatches, "%s: %s: exit status %d, expected %d (%s)\n",
                            label, args[0], run.status, status, run.err);
  if (!g_str_has_prefix (run.err, "tavolo-cli: ") || newline == NULL || newline[1] != '\0' ||
      !g_utf8_validate (run.err, -1, NULL))
    g_string_append_printf (mismatches, "%s: %s: not one UTF-8 line: %s\n", label, args[0], run.err);
  else if (strstr (run.err, expected) == NULL)
    g_string_append_printf (mismatches, "%s: %s: “%s” does not hold “%s”\n",
                            label, args[0], g_strchomp (run.err), expected);
  if (strstr (run.err, "Parse error") || strstr (run.err, "<data>"))
    g_string_append_printf (mismatches, "%s: json-glib's words: %s\n", label, run.err);
  if (length_before != length_after || (before && memcmp (before, after, length_before) != 0) ||
      (before == NULL) != (after == NULL))
    g_string_append_printf (mismatches, "%s: %s: FILE changed\n", label, args[0]);
  if (backup_length_before != backup_length_after ||
      (backup_before == NULL) != (backup_after == NULL) ||
      (backup_before && memcmp (backup_before, backup_after, backup_length_before) != 0))
    g_string_append_printf (mismatches, "%s: %s: FILE~ changed\n", label, args[0]);
}

static char *
good_event (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "examples",
                                                 "bang-2011-27-players.tavolo", NULL);
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

/* A backup that differs from FILE, to see that neither is touched. */
static void
write_pair (Fixture    *f,
            const char *text,
            gsize       length)
{
  g_autofree char *backup = g_strconcat (f->file, "~", NULL);
  g_autoptr(GError) error = NULL;

  g_file_set_contents (f->file, text, (gssize) length, &error);
  g_assert_no_error (error);
  g_file_set_contents (backup, "the previous version\n", -1, &error);
  g_assert_no_error (error);
}

static void
test_documents (Fixture       *f,
                gconstpointer  data)
{
  g_autofree char *good = good_event ();
  g_autoptr(GString) mismatches = g_string_new (NULL);

  /* The base is good: every failure below comes from its edit. */
  {
    g_autofree char *out = cli_ok ("validate", f->file, NULL);
  }

  for (guint i = 0; i < G_N_ELEMENTS (document_cases); i++)
    {
      const EditCase *c = &document_cases[i];
      g_autofree char *text = edited_text (good, c);
      g_autofree char *label = g_strdup_printf ("case %u (%s)", i, c->where ? c->where : "whole file");
      const char *validate[] = { "validate", f->file, NULL };
      const char *publish[] = { "publish", f->file, NULL };
      const char *result[] = { "result", f->file, "--round", "3", "--table", "1", "--json",
                               "{\"outcome\": \"law\"}", NULL };

      write_pair (f, text, strlen (text));
      expect_failure (mismatches, label, f->file, 1, c->expected, validate);
      /* Commands that would save: the bad file must stop them first. */
      expect_failure (mismatches, label, f->file, 1, c->expected, publish);
      expect_failure (mismatches, label, f->file, 1, c->expected, result);
    }
  g_assert_cmpstr (mismatches->str, ==, "");
}

static void
fixture_with_good_event (Fixture       *f,
                         gconstpointer  data)
{
  g_autofree char *good = good_event ();

  fixture_setup (f, data);
  write_pair (f, good, strlen (good));
}

/* ---- --json and the files the program is pointed at ------------------------ */

static void
test_inputs (Fixture       *f,
             gconstpointer  data)
{
  g_autofree char *dir = fixture_path (f, "a-folder");
  g_autofree char *fifo = fixture_path (f, "a-pipe");
  g_autofree char *nul = fixture_path (f, "nul.json");
  g_autofree char *big = fixture_path (f, "big.json");
  g_autofree char *missing = fixture_path (f, "missing.json");
  g_autofree char *at_dir = NULL, *at_fifo = NULL, *at_nul = NULL, *at_big = NULL, *at_missing = NULL;
  g_autoptr(GString) mismatches = g_string_new (NULL);
  g_autoptr(GString) large = g_string_new ("{\"outcome\": \"");
  const struct {
    const char *json;
    const char *expected;
  } json_cases[] = {
    { "{outcome: law", "--json: line 1, column 2: not valid JSON: a member name in double quotes expected" },
    { "{\"outcome\": law}", "--json: line 1, column 13: not valid JSON: unexpected “l”" },
    { "{\"outcome\":\"law\",\"outcome\":\"x\"}", "--json: line 1, column 18: not valid JSON: “outcome” appears twice" },
    { "{\"outcome\":\"law\",\"announcement\":\"13 VP \\ud800in turn 40\"}",
      "--json: line 1, column 40: not valid JSON: \\uD800 is the first half of a surrogate pair" },
    { "{\"seats\":[{\"alive\":true,\"alive\":false}]}", "“seats[0].alive” appears twice" },
    { "[1, 2]", "--json: expected a JSON object" },
    { "{\"a\":1}x", "more text after the end of the document" },
    { "{\"a\":\"\xff\"}", "--json: not valid UTF-8 text" },
    { "{\"a\":01}", "a number with a leading zero" },
    { "", "a value is missing at the end of the text" },
    { NULL, "a folder, not a file" },
    { NULL, "a pipe, not a regular file" },
    { NULL, "a device or special file, not a regular file" },
    { NULL, "line 1, column 15: a NUL byte; a text never holds one" },
    { NULL, "longer than 1024 KiB, the most that is read" },
    { NULL, "no such file" },
  };

  g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_true (g_file_set_contents (nul, "{\"outcome\": \"l\0aw\"}", 19, NULL));
  while (large->len <= 1024 * 1024)
    g_string_append (large, "xxxxxxxxxxxxxxxx");
  g_string_append (large, "\"}");
  g_assert_true (g_file_set_contents (big, large->str, (gssize) large->len, NULL));
  at_dir = g_strconcat ("@", dir, NULL);
  at_fifo = g_strconcat ("@", fifo, NULL);
  at_nul = g_strconcat ("@", nul, NULL);
  at_big = g_strconcat ("@", big, NULL);
  at_missing = g_strconcat ("@", missing, NULL);
  {
    const char *files[] = { at_dir, at_fifo, "@/dev/zero", at_nul, at_big, at_missing };

    for (guint i = 0; i < G_N_ELEMENTS (json_cases); i++)
      {
        const char *json = json_cases[i].json ? json_cases[i].json
                                              : files[i - (G_N_ELEMENTS (json_cases) - G_N_ELEMENTS (files))];
        g_autofree char *label = g_strdup_printf ("--json case %u", i);
        const char *args[] = { "result", f->file, "--round", "3", "--table", "1", "--json", json, NULL };

        expect_failure (mismatches, label, f->file, 2, json_cases[i].expected, args);
      }
  }

  /* FILE itself must be a regular file, refused at once (a FIFO without a
   * writer would block the command for ever). */
  {
    const char *targets[] = { dir, fifo, "/dev/zero" };
    const char *expected[] = { "a folder, not a file", "a pipe, not a regular file",
                               "a device or special file, not a regular file" };

    for (guint i = 0; i < G_N_ELEMENTS (targets); i++)
      {
        g_autofree char *label = g_strdup_printf ("FILE case %u", i);
        const char *validate[] = { "validate", targets[i], NULL };
        const char *add[] = { "players", targets[i], "add", "Zed", NULL };

        expect_failure (mismatches, label, f->file, 1, expected[i], validate);
        expect_failure (mismatches, label, f->file, 1, expected[i], add);
      }
  }
  g_assert_cmpstr (mismatches->str, ==, "");
}

/* ---- Player lists and names ---------------------------------------------- */

static void
test_names (Fixture       *f,
            gconstpointer  data)
{
  g_autofree char *list = fixture_path (f, "list.txt");
  g_autofree char *fifo = fixture_path (f, "list-pipe");
  g_autofree char *big = fixture_path (f, "big.txt");
  g_autoptr(GString) mismatches = g_string_new (NULL);
  g_autoptr(GString) large = g_string_new (NULL);
  const struct {
    const char *text;
    gssize      length;
    const char *expected;
  } lists[] = {
    { "Bea\nX\x1b]0;pwn\x07\n", -1,
      "line 2: The name “X<U+001B>]0;pwn<U+0007>” holds a control character (U+001B)" },
    { "Bea\nab\xe2\x80\xae" "cd\n", -1, "line 2: The name “ab<U+202E>cd” holds a text-direction control (U+202E)" },
    { "Bea\n\xe2\x80\x8b\n", -1, "line 2: A name needs at least one visible character" },
    { "A\na\n", -1, "line 2: “a” is in the list twice; nothing was imported" },
    { "Andr\xc3\xa9\nAndre\xcc\x81\n", -1, "line 2: “Andr\xc3\xa9” is in the list twice" },
    { "Anna\nMarco\n", -1, "line 1: A player named “Anna” is already registered (p1)" },
    { "Bea\n\xff\n", -1, "line 2: not UTF-8 text" },
    { "Bea\nC\0arlo\n", 11, "not a text file (it holds a zero byte)" },
  };

  g_free (cli_ok ("new", f->file, "--ruleset", "bang-2011", "--name", "Names", NULL));
  g_free (cli_ok ("players", f->file, "add", "Anna", NULL));
  {
    gsize length;
    g_autofree char *text = contents (f->file, &length);

    write_pair (f, text, length);
  }

  for (guint i = 0; i < G_N_ELEMENTS (lists); i++)
    {
      g_autofree char *label = g_strdup_printf ("list case %u", i);
      const char *args[] = { "players", f->file, "import", list, NULL };

      g_assert_true (g_file_set_contents (list, lists[i].text, lists[i].length, NULL));
      expect_failure (mismatches, label, f->file, 1, lists[i].expected, args);
    }

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  while (large->len <= 8 * 1024 * 1024)
    g_string_append (large, "A player with a long name\n");
  g_assert_true (g_file_set_contents (big, large->str, (gssize) large->len, NULL));
  {
    const char *sources[] = { fifo, "/dev/zero", big };
    const char *expected[] = { "a pipe, not a regular file", "a device or special file, not a regular file",
                               "longer than 8192 KiB, the most that is read" };

    for (guint i = 0; i < G_N_ELEMENTS (sources); i++)
      {
        g_autofree char *label = g_strdup_printf ("list source %u", i);
        const char *args[] = { "players", f->file, "import", sources[i], NULL };

        expect_failure (mismatches, label, f->file, 1, expected[i], args);
      }
  }

  /* Typed names follow the same rules. */
  {
    const struct {
      const char *name;
      const char *expected;
    } typed[] = {
      { "anna", "A player named “anna” is already registered (p1)" },
      { "ANNA", "A player named “ANNA” is already registered (p1)" },
      { "\xe2\x80\x8b", "A name needs at least one visible character" },
      { "X\x1b[2J", "The name “X<U+001B>[2J” holds a control character (U+001B)" },
      { "\xe2\x81\xa7" "evil", "holds a text-direction control (U+2067)" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (typed); i++)
      {
        g_autofree char *label = g_strdup_printf ("typed name %u", i);
        const char *args[] = { "players", f->file, "add", typed[i].name, NULL };

        expect_failure (mismatches, label, f->file, 1, typed[i].expected, args);
      }
  }
  /* Clubs and teams follow the rules of names, from a list or typed. */
  {
    g_autofree char *csv = fixture_path (f, "list.csv");
    const char *club_list = "name,club,team\nBea,\"C\x1b[2J\",\nCarlo,,Red\xe2\x80\xae\n";
    const char *import[] = { "players", f->file, "import", csv, NULL };
    const char *club[] = { "players", f->file, "add", "Dora", "--club", "\x07", NULL };
    const char *team[] = { "players", f->file, "add", "Dora", "--team", "\xe2\x80\x8b", NULL };
    const char *rename[] = { "players", f->file, "team", "Anna", "A\x1b", NULL };

    g_assert_true (g_file_set_contents (csv, club_list, -1, NULL));
    expect_failure (mismatches, "club in a list", f->file, 1,
                    "line 2: The name “C<U+001B>[2J” holds a control character (U+001B); type it without one; 1 more bad line (3)",
                    import);
    expect_failure (mismatches, "typed club", f->file, 1,
                    "The name “<U+0007>” holds a control character (U+0007); type it without one; nothing was added", club);
    expect_failure (mismatches, "typed team", f->file, 1,
                    "A name needs at least one visible character; nothing was added", team);
    expect_failure (mismatches, "changed team", f->file, 1,
                    "The name “A<U+001B>” holds a control character (U+001B)", rename);
  }
  /* So do the other texts typed that the event or the season keeps: the
   * escape sequences of issue #31 would reach every printout, page and
   * terminal that shows them, and bytes that are not UTF-8 would make the
   * file unreadable. */
  {
    g_autofree char *other = fixture_path (f, "other.tavolo");
    g_autofree char *season = fixture_path (f, "season.json");
    const char *name[] = { "new", other, "--ruleset", "bang-2011", "--name", "Cup\x1b]0;pwned\x07", NULL };
    const char *venue[] = { "new", other, "--ruleset", "bang-2011", "--name", "Cup", "--venue", "\xe2\x80\xaeX", NULL };
    const char *season_name[] = { "season", "new", season, "--name", "S\x1b[2J", NULL };
    const char *deck[] = { "players", f->file, "deck", "Anna", "\xff", NULL };
    const char *deck_escape[] = { "players", f->file, "deck", "Anna", "D\x1b[31m", NULL };
    const char *withdraw[] = { "players", f->file, "withdraw", "Anna", "--reason", "Ill\x07", NULL };
    const char *warn[] = { "warn", f->file, "Anna", "--reason", "Late\x1b[2J", NULL };

    expect_failure (mismatches, "event name", other, 2,
                    "new: --name: The name “Cup<U+001B>]0;pwned<U+0007>” holds a control character (U+001B)",
                    name);
    expect_failure (mismatches, "venue", other, 2,
                    "new: --venue: The name “<U+202E>X” holds a text-direction control (U+202E)", venue);
    expect_failure (mismatches, "season name", season, 2,
                    "season: --name: The name “S<U+001B>[2J” holds a control character (U+001B)",
                    season_name);
    expect_failure (mismatches, "deck not UTF-8", f->file, 1,
                    "players deck: The text is not valid UTF-8", deck);
    /* A deck is checked line by line: the message names the line. */
    expect_failure (mismatches, "deck", f->file, 1,
                    "players deck: line 1: “D<U+001B>[31m” holds a control character (U+001B)",
                    deck_escape);
    expect_failure (mismatches, "withdrawal reason", f->file, 2,
                    "players: --reason: The name “Ill<U+0007>” holds a control character (U+0007)",
                    withdraw);
    expect_failure (mismatches, "warning reason", f->file, 2,
                    "warn: --reason: The name “Late<U+001B>[2J” holds a control character (U+001B)",
                    warn);
  }
  g_assert_cmpstr (mismatches->str, ==, "");

  /* The name is found whatever its case or normal form. */
  {
    g_autofree char *out = NULL;

    g_free (cli_ok ("players", f->file, "add", "Andre\xcc\x81", NULL));
    out = cli_ok ("players", f->file, "list", "--format", "csv", NULL);
    assert_contains (out, "p2,Andr\xc3\xa9,");
  }

  /* CSV: a text cell a spreadsheet would run gets an apostrophe; a
   * number stays data. */
  {
    g_autofree char *out = NULL;

    g_free (cli_ok ("players", f->file, "add", "--", "=1+1", "-11", "@A1", NULL));
    out = cli_ok ("players", f->file, "list", "--format", "csv", NULL);
    assert_contains (out, "p3,'=1+1,");
    assert_contains (out, "p4,-11,");
    assert_contains (out, "p5,'@A1,");
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/cli/catalogue/documents", Fixture, NULL, fixture_with_good_event, test_documents,
              fixture_teardown);
  g_test_add ("/cli/catalogue/inputs", Fixture, NULL, fixture_with_good_event, test_inputs,
              fixture_teardown);
  g_test_add ("/cli/catalogue/names", Fixture, NULL, fixture_setup, test_names, fixture_teardown);

  return g_test_run ();
}
