/* test-json-writer.c — the text writer against json-glib's generator
 *
 * Every file Tavolo wrote came from json-glib 1.6's generator (pretty,
 * indent 2, then U+001F escaped after it); files are now written straight
 * into a buffer (tav-json-writer.c). The same values, the same documents
 * (the bundled examples, events made here with results, penalties,
 * withdrawals, teams, Cyrillic names and control characters), written both
 * ways, must give the very same bytes, and the text must read back to the
 * same event.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <string.h>

#include "tav-event-private.h"
#include "tav-document.h"
#include "tav-json-check.h"
#include "tav-json-writer.h"
#include "tav-random.h"
#include "tav-test-bang.h"
#include "tav-test-destiny.h"

/* What the files held before the writer: json-glib's text, with the raw
 * U+001F it leaves in strings escaped, and a final newline. */
static char *
generator_text (JsonNode *root)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *data = NULL;
  GString *out;

  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  json_generator_set_indent (generator, 2);
  data = json_generator_to_data (generator, NULL);
  out = g_string_new (NULL);
  for (const char *p = data; *p; p++)
    if ((guchar) *p < 0x20 && *p != '\n')
      g_string_append_printf (out, "\\u%04x", (guchar) *p);
    else
      g_string_append_c (out, *p);
  g_string_append_c (out, '\n');
  return g_string_free (out, FALSE);
}

static char *
writer_text (JsonNode *root)
{
  TavJsonWriter *writer = tav_json_writer_new (0);

  tav_json_writer_node (writer, root);
  return tav_json_writer_free_to_text (writer, NULL);
}

static void
assert_same_as_generator (JsonNode *root)
{
  g_autofree char *expected = generator_text (root);
  g_autofree char *text = writer_text (root);

  g_assert_cmpstr (text, ==, expected);
}

static JsonNode *
parse (const char *text)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);
  return json_node_copy (json_parser_get_root (parser));
}

/* ---- Values ------------------------------------------------------------ */

/* Every ASCII byte, alone and among others, as a value and as a member
 * name; UTF-8 of two, three and four bytes, U+2028, '/'. */
static void
test_strings (void)
{
  static const char * const texts[] = {
    "", "plain", "\"quoted\"", "back\\slash", "a/b </script>", "line\nbreak\r\n\ttab",
    "\b\f", "Иван Петров", "Ελένη", "山田 太郎", "🤠 Zoë", "sep\xe2\x80\xa8" "ara\xe2\x80\xa9tor",
    "\x7f" "del", "unit\x1fsep", "\x01\x02\x1e\x1f\x20",
  };
  g_autoptr(JsonArray) array = json_array_new ();
  g_autoptr(JsonObject) object = json_object_new ();
  g_autoptr(JsonNode) root = json_node_new (JSON_NODE_OBJECT);

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      json_array_add_string_element (array, texts[i]);
      json_object_set_string_member (object, texts[i], texts[i]);
    }
  for (int c = 1; c < 0x80; c++)
    {
      char one[2] = { (char) c, 0 };
      g_autofree char *among = g_strdup_printf ("x%cy", c);

      json_array_add_string_element (array, one);
      json_array_add_string_element (array, among);
      json_object_set_string_member (object, among, one);
    }
  json_object_set_array_member (object, "all", json_array_ref (array));
  json_node_set_object (root, object);
  assert_same_as_generator (root);

  /* And the escapes spelled out, lest both be wrong the same way. */
  {
    g_autoptr(JsonNode) node = json_node_new (JSON_NODE_VALUE);
    g_autofree char *text = NULL;

    json_node_set_string (node, "q\"b\\s/\b\f\n\r\t\x01\x1f\x7f\xd0\x98\xe2\x80\xa8");
    text = writer_text (node);
    g_assert_cmpstr (text, ==,
                     "\"q\\\"b\\\\s/\\b\\f\\n\\r\\t\\u0001\\u001f\\u007f\xd0\x98\xe2\x80\xa8\"\n");
  }
}

static void
test_numbers (void)
{
  static const gint64 ints[] = { 0, 1, -1, 9, 10, -10, 99, 100, 2026, 1234567890123,
                                 G_MAXINT64, G_MININT64, G_MININT64 + 1, (gint64) 1 << 53 };
  static const double doubles[] = {
    0.0, -0.0, 1.0, -1.0, 0.5, 0.1, 1.15, 2.5, 1.0 / 3, 2.0 / 3, 100.0, 12345.71, 1e15, 1e16,
    123456789012345678.0, 1.5e22, 1e-5, 1e-7, 1.5e-300, 5e-324, 2.2250738585072014e-308,
    1.7976931348623157e308, -1.7976931348623157e308, 1.0000000000000002, 0.30000000000000004,
  };
  g_autoptr(JsonArray) array = json_array_new ();
  g_autoptr(JsonNode) root = json_node_new (JSON_NODE_ARRAY);

  for (guint i = 0; i < G_N_ELEMENTS (ints); i++)
    json_array_add_int_element (array, ints[i]);
  for (guint i = 0; i < G_N_ELEMENTS (doubles); i++)
    json_array_add_double_element (array, doubles[i]);
  json_array_add_boolean_element (array, TRUE);
  json_array_add_boolean_element (array, FALSE);
  json_array_add_null_element (array);
  json_node_set_array (root, array);
  assert_same_as_generator (root);

  /* Read back: the same values, doubles still doubles. */
  {
    g_autofree char *text = writer_text (root);
    g_autoptr(JsonNode) back = parse (text);

    g_assert_true (json_node_equal (back, root));
  }
}

/* Where json-glib's text is not JSON, the writer's is: an exponent with no
 * point gets no ".0", and what is not finite is refused. */
static void
test_not_json_glib (void)
{
  static const struct { double value; const char *text; } cases[] = {
    { 1e22, "1e+22\n" }, { 1e17, "1e+17\n" }, { -2e17, "-2e+17\n" }, { 1e-300, "1e-300\n" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(JsonNode) node = json_node_new (JSON_NODE_VALUE);
      g_autofree char *text = NULL;
      g_autoptr(JsonNode) back = NULL;

      /* json-glib before 1.10 wrote "1e+22.0" here; the writer must not,
       * whichever json-glib the program is linked with. */
      json_node_set_double (node, cases[i].value);
      text = writer_text (node);
      g_assert_cmpstr (text, ==, cases[i].text);
      back = parse (text);
      g_assert_cmpint (json_node_get_value_type (back), ==, G_TYPE_DOUBLE);
      g_assert_cmpfloat (json_node_get_double (back), ==, cases[i].value);
    }

  /* A programming error, reported; the text stays JSON. */
  {
    TavJsonWriter *writer = tav_json_writer_new (0);
    g_autofree char *text = NULL;

    g_test_expect_message ("tavolo-json", G_LOG_LEVEL_CRITICAL, "*nan is not a number JSON can hold*");
    g_test_expect_message ("tavolo-json", G_LOG_LEVEL_CRITICAL, "*inf is not a number JSON can hold*");
    tav_json_writer_begin_array (writer);
    tav_json_writer_double (writer, NAN);
    tav_json_writer_double (writer, INFINITY);
    tav_json_writer_end_array (writer);
    text = tav_json_writer_free_to_text (writer, NULL);
    g_test_assert_expected_messages ();
    g_assert_cmpstr (text, ==, "[\n  null,\n  null\n]\n");
  }
}

/* Empty and nested arrays and objects at every depth, member order kept
 * (also after a member is replaced), a bare value at the top. */
static void
test_shapes (void)
{
  static const char * const texts[] = {
    "{}", "[]", "0", "\"x\"", "null", "true", "2.5",
    "{\"a\": {}, \"b\": [], \"c\": [{}], \"d\": [[]], \"e\": {\"f\": {\"g\": {}}}}",
    "[[[[]]], [{}, {\"x\": []}], {\"y\": {\"z\": [1, [2, [3, {}]]]}}]",
    "{\"z\": 1, \"a\": 2, \"m\": {\"b\": null, \"a\": false}, \"é\": \"é\"}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(JsonNode) root = parse (texts[i]);

      g_test_message ("%s", texts[i]);
      assert_same_as_generator (root);
    }

  {
    g_autoptr(JsonNode) root = parse ("{\"c\": 1, \"b\": 2, \"a\": 3}");
    JsonObject *object = json_node_get_object (root);

    json_object_set_int_member (object, "b", 20);
    json_object_remove_member (object, "c");
    json_object_set_int_member (object, "c", 30);
    assert_same_as_generator (root);
  }
}

/* The calls of the API, not only through a node. */
static void
test_calls (void)
{
  TavJsonWriter *writer = tav_json_writer_new (0);
  g_autofree char *text = NULL;
  gsize length = 0;

  tav_json_writer_begin_object (writer);
  tav_json_writer_string_member (writer, "name", "Иван \"Ваня\"");
  tav_json_writer_int_member (writer, "round", -3);
  tav_json_writer_boolean_member (writer, "published", FALSE);
  tav_json_writer_member (writer, "empty");
  tav_json_writer_begin_object (writer);
  tav_json_writer_end_object (writer);
  tav_json_writer_member (writer, "list");
  tav_json_writer_begin_array (writer);
  tav_json_writer_double (writer, 1.0);
  tav_json_writer_null (writer);
  tav_json_writer_begin_array (writer);
  tav_json_writer_end_array (writer);
  tav_json_writer_end_array (writer);
  tav_json_writer_end_object (writer);
  text = tav_json_writer_free_to_text (writer, &length);

  g_assert_cmpstr (text, ==,
                   "{\n"
                   "  \"name\" : \"Иван \\\"Ваня\\\"\",\n"
                   "  \"round\" : -3,\n"
                   "  \"published\" : false,\n"
                   "  \"empty\" : {  },\n"
                   "  \"list\" : [\n"
                   "    1.0,\n"
                   "    null,\n"
                   "    []\n"
                   "  ]\n"
                   "}\n");
  g_assert_cmpuint (length, ==, strlen (text));
}

/* ---- Documents ---------------------------------------------------------- */

/* The text of @event's file is json-glib's text of the same tree, and
 * reads back to an event that writes the same text. */
static void
assert_document (TavEvent *event)
{
  gsize length = 0;
  g_autofree char *text = tav_document_to_data (event, &length);
  g_autoptr(JsonNode) tree = parse (text);
  g_autofree char *expected = generator_text (tree);
  g_autoptr(GError) error = NULL;
  g_autoptr(TavEvent) back = NULL;
  g_autofree char *again = NULL;

  g_assert_cmpuint (length, ==, strlen (text));
  g_assert_cmpstr (text, ==, expected);
  g_assert_null (strstr (text, "nan"));
  g_assert_null (strstr (text, "inf"));

  back = tav_document_load_data (text, length, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tav_event_get_n_players (back), ==, tav_event_get_n_players (event));
  for (guint i = 0; i < tav_event_get_n_players (event); i++)
    {
      TavPlayer *a = tav_event_get_player (event, i);
      TavPlayer *b = tav_event_get_player (back, i);

      g_assert_cmpstr (tav_player_get_name (a), ==, tav_player_get_name (b));
      g_assert_cmpstr (tav_player_get_note (a), ==, tav_player_get_note (b));
      g_assert_cmpstr (tav_player_get_team (a), ==, tav_player_get_team (b));
      g_assert_cmpint (tav_player_get_status (a), ==, tav_player_get_status (b));
    }
  g_assert_true (json_object_equal (tav_event_get_params (event), tav_event_get_params (back)));
  for (guint s = 0; s < tav_event_get_n_stages (event); s++)
    {
      TavStage *stage = tav_event_get_stage (event, s);
      TavStage *stage_back = tav_event_get_stage (back, s);

      for (guint r = 1; r <= tav_stage_get_n_rounds (stage); r++)
        {
          TavRound *round = tav_stage_get_round (stage, r);
          TavRound *round_back = tav_stage_get_round (stage_back, r);

          g_assert_cmpuint (tav_round_get_n_tables (round), ==, tav_round_get_n_tables (round_back));
          for (guint t = 0; t < tav_round_get_n_tables (round); t++)
            {
              JsonObject *a = tav_table_get_result (tav_round_get_table (round, t));
              JsonObject *b = tav_table_get_result (tav_round_get_table (round_back, t));

              g_assert_true ((a == NULL) == (b == NULL));
              g_assert_true (a == NULL || json_object_equal (a, b));
            }
        }
    }
  again = tav_document_to_data (back, NULL);
  g_assert_cmpstr (again, ==, text);
}

static void
test_examples (void)
{
  g_autofree char *dir = g_test_build_filename (G_TEST_DIST, "..", "data", "examples", NULL);
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;
  guint n = 0;

  g_assert_nonnull (listing);
  while ((name = g_dir_read_name (listing)))
    if (g_str_has_suffix (name, ".tavolo"))
      {
        g_autofree char *path = g_build_filename (dir, name, NULL);
        g_autofree char *original = NULL;
        g_autofree char *text = NULL;
        g_autoptr(GError) error = NULL;
        g_autoptr(TavEvent) event = tav_document_load_file (path, &error);

        g_test_message ("%s", path);
        g_assert_no_error (error);
        assert_document (event);
        /* The bundled files were written by json-glib: the same bytes. */
        g_assert_true (g_file_get_contents (path, &original, NULL, NULL));
        text = tav_document_to_data (event, NULL);
        g_assert_cmpstr (text, ==, original);
        n++;
      }
  g_assert_cmpuint (n, ==, 3);
}

static const char * const names[] = {
  "Иван Петров", "Мария Иванова-Смирнова", "Ελένη Παπαδοπούλου", "Zoë \"Z\" O'Brien",
  "Back\\slash", "a/b", "山田 太郎", "Şule Ørjan", "Chiara 🤠", "Luca", "Anna", "Dario",
};

/* Every control character in a note and the venue, which may hold them. */
static char *
control_text (void)
{
  GString *text = g_string_new ("ctrl:");

  for (int c = 1; c < 0x20; c++)
    g_string_append_c (text, (char) c);
  g_string_append (text, "\x7f end \xe2\x80\xa8 /");
  return g_string_free (text, FALSE);
}

static TavEvent *
bang_event (const char *ruleset)
{
  TavEvent *event = tav_event_new (ruleset, "Турнир «Бэнг» — \"Кубок\"");
  g_autoptr(GError) error = NULL;
  g_autofree char *control = control_text ();
  TavRandom rng;

  tav_random_init (&rng, 2026);
  tav_event_set_seed (event, 2026);
  tav_event_set_venue (event, control);
  for (guint i = 0; i < 24; i++)
    {
      g_autofree char *name = g_strdup_printf ("%s %u", names[i % G_N_ELEMENTS (names)], i + 1);
      TavPlayer *player = tav_event_add_player (event, name, &error);

      g_assert_no_error (error);
      tav_player_set_note (player, i % 3 ? "" : control);
      tav_player_set_club (player, i % 2 ? "Клуб «Шериф»" : "");
      if (i % 5 == 0)
        tav_player_set_team (player, i % 10 ? "Команда А" : "Team \"B\"");
    }
  tav_event_draw_round (event, &error);
  g_assert_no_error (error);
  if (g_str_equal (ruleset, "bang-2007"))
    tav_test_bang_play_game (event, &rng);
  else
    tav_test_bang_play_round (event, &rng);
  tav_event_warn (event, "p3", "Говорил о своей роли — «дважды»\t(\"twice\")", NULL, &error);
  g_assert_no_error (error);
  tav_event_withdraw (event, "p7", TAV_PLAYER_WITHDRAWN, "Ушёл домой", &error);
  g_assert_no_error (error);
  tav_event_draw_round (event, &error);
  g_assert_no_error (error);
  return event;
}

static void
test_events (void)
{
  g_autoptr(TavEvent) bang = bang_event ("bang-2011");
  g_autoptr(TavEvent) bang_2007 = bang_event ("bang-2007");
  g_autoptr(TavEvent) destiny = tav_event_new ("destiny", "Destiny");
  g_autoptr(GError) error = NULL;

  assert_document (bang);

  /* A double among the parameters: 1.15 is written 1.1499999999999999. */
  g_assert_true (tav_event_set_param (bang_2007, "five_factor", "1.15", &error));
  g_assert_no_error (error);
  assert_document (bang_2007);
  {
    g_autofree char *text = tav_document_to_data (bang_2007, NULL);

    g_assert_nonnull (strstr (text, "\"five_factor\" : 1.1499999999999999"));
  }
  g_assert_true (tav_event_set_param (bang_2007, "five_factor", "2", &error));
  g_assert_no_error (error);
  assert_document (bang_2007);

  /* Decks, a team event's reserves, check-in, two rounds of results. */
  for (guint i = 0; i < 16; i++)
    {
      g_autofree char *name = g_strdup_printf ("%s %u", names[i % G_N_ELEMENTS (names)], i + 1);
      TavPlayer *player = tav_event_add_player (destiny, name, &error);

      g_assert_no_error (error);
      tav_player_set_deck (player, i % 2 ? "Rey / Kylo — «синие»" : "");
      tav_player_set_checked_in (player, i % 3 == 0);
      tav_player_set_reserve (player, i == 15);
    }
  tav_test_destiny_play_round (destiny, TRUE);  /* draws, then plays */
  tav_event_draw_round (destiny, &error);
  g_assert_no_error (error);
  assert_document (destiny);
}

/* Names with control characters cannot come in through the model's
 * checks; the writer still escapes them as json-glib did. */
static void
test_control_names (void)
{
  g_autoptr(TavEvent) event = tav_event_new ("bang-2011", "x");
  g_autofree char *control = control_text ();
  g_autofree char *text = NULL;
  g_autoptr(JsonNode) tree = NULL;
  g_autofree char *expected = NULL;
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < 5; i++)
    {
      TavPlayer *player = tav_event_add_player (event, names[i], &error);

      g_assert_no_error (error);
      tav_player_set_name (player, control);
    }
  tav_event_set_name (event, control);
  text = tav_document_to_data (event, NULL);
  tree = parse (text);
  expected = generator_text (tree);
  g_assert_cmpstr (text, ==, expected);
  g_assert_nonnull (strstr (text, "\"name\" : \"ctrl:\\u0001\\u0002\\u0003\\u0004\\u0005\\u0006\\u0007"
                                  "\\b\\t\\n\\u000b\\f\\r\\u000e"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/json-writer/strings", test_strings);
  g_test_add_func ("/core/json-writer/numbers", test_numbers);
  g_test_add_func ("/core/json-writer/not-json-glib", test_not_json_glib);
  g_test_add_func ("/core/json-writer/shapes", test_shapes);
  g_test_add_func ("/core/json-writer/calls", test_calls);
  g_test_add_func ("/core/json-writer/examples", test_examples);
  g_test_add_func ("/core/json-writer/events", test_events);
  g_test_add_func ("/core/json-writer/control-names", test_control_names);

  return g_test_run ();
}
