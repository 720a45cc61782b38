/* test-field.c — declared fields: values, results and parameters checked
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <locale.h>

#include "tav-field.h"

static const TavChoice roles[] = {
  { "sheriff", "Sheriff" },
  { "outlaw", "Outlaw" },
  { NULL, NULL },
};

/* A table-level choice, a per-seat whole number in steps of 5, an optional
 * per-seat flag: the shapes the rulesets declare. */
static const TavFieldSpec specs[] = {
  { "winner", "Winner", NULL, TAV_FIELD_CHOICE, TAV_FIELD_TABLE, 0, 0, 0, "sheriff", roles },
  { "vp", "Points", NULL, TAV_FIELD_INTEGER, TAV_FIELD_PER_SEAT, 0, 100, 5, "0", NULL },
  { "alive", "Alive", NULL, TAV_FIELD_BOOLEAN, TAV_FIELD_PER_SEAT | TAV_FIELD_OPTIONAL,
    0, 0, 0, "true", NULL },
};

static const TavFieldSpec ratio = {
  "ratio", "Ratio", NULL, TAV_FIELD_NUMBER, TAV_FIELD_TABLE, -1.5, 2.5, 0, "0.5", NULL,
};

static JsonObject *
parse_object (const char *json)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = json_from_string (json, &error);

  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (node));
  return json_object_ref (json_node_get_object (node));
}

/* @ok and @error as a check gives them: refused with @message, or
 * accepted when @message is NULL. */
static void
assert_outcome (gboolean    ok,
                GError     *error,
                const char *message)
{
  g_assert_cmpint (ok, ==, message == NULL);
  if (message)
    {
      g_assert_error (error, TAV_FIELD_ERROR, TAV_FIELD_ERROR_INVALID);
      g_assert_cmpstr (error->message, ==, message);
    }
  else
    g_assert_no_error (error);
}

static void
test_find (void)
{
  g_assert_true (tav_field_find (specs, G_N_ELEMENTS (specs), "vp") == &specs[1]);
  g_assert_null (tav_field_find (specs, G_N_ELEMENTS (specs), "VP"));
  g_assert_cmpstr (tav_field_choice_label (&specs[0], "outlaw"), ==, "Outlaw");
  g_assert_null (tav_field_choice_label (&specs[0], "renegade"));
  g_assert_null (tav_field_choice_label (&specs[1], "0"));
}

static void
test_value (void)
{
  static const struct {
    const TavFieldSpec *spec;
    const char *json;
    const char *message;    /* NULL: accepted */
  } cases[] = {
    { &specs[1], "0", NULL },
    { &specs[1], "100", NULL },
    { &specs[1], "35", NULL },
    { &specs[1], "-5", "v: -5 is out of range (0 to 100)" },
    { &specs[1], "105", "v: 105 is out of range (0 to 100)" },
    { &specs[1], "7", "v: 7 is not a multiple of 5" },
    { &specs[1], "7.5", "v: expected a whole number" },
    { &specs[1], "\"7\"", "v: expected a whole number" },
    { &ratio, "2.5", NULL },
    { &ratio, "-1", NULL },
    { &ratio, "2.75", "v: 2.75 is out of range (-1.5 to 2.5)" },
    { &ratio, "true", "v: expected a number" },
    { &specs[2], "false", NULL },
    { &specs[2], "1", "v: expected true or false" },
    { &specs[0], "\"outlaw\"", NULL },
    { &specs[0], "\"renegade\"", "v: expected one of \"sheriff\", \"outlaw\"" },
    { &specs[0], "3", "v: expected one of \"sheriff\", \"outlaw\"" },
    { &specs[0], "[]", "v: expected one of \"sheriff\", \"outlaw\"" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(JsonNode) node = json_from_string (cases[i].json, NULL);
      gboolean ok = tav_field_validate_value (cases[i].spec, node, "v", &error);

      g_test_message ("%s: %s", cases[i].spec->id, cases[i].json);
      assert_outcome (ok, error, cases[i].message);
    }
}

static void
test_parse (void)
{
  static const struct {
    const TavFieldSpec *spec;
    const char *text;
    const char *json;       /* NULL: refused with @message */
    const char *message;
  } cases[] = {
    { &specs[2], " yes ", "true", NULL },
    { &specs[2], "0", "false", NULL },
    { &specs[2], "maybe", NULL, "alive: \"maybe\" is not true or false" },
    { &specs[1], "15", "15", NULL },
    { &specs[1], "1 5", NULL, "vp: \"1 5\" is not a whole number" },
    { &specs[1], "12", NULL, "vp: 12 is not a multiple of 5" },
    { &ratio, "1,25", "1.25", NULL },
    { &ratio, "", NULL, "ratio: \"\" is not a number" },
    { &ratio, "nan", NULL, "ratio: \"nan\" is not a number" },
    { &ratio, "3", NULL, "ratio: 3 is out of range (-1.5 to 2.5)" },
    { &specs[0], "outlaw", "\"outlaw\"", NULL },
    { &specs[0], "Outlaw", NULL, "winner: expected one of \"sheriff\", \"outlaw\"" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(JsonNode) node = tav_field_parse_value (cases[i].spec, cases[i].text, &error);

      g_test_message ("%s: \"%s\"", cases[i].spec->id, cases[i].text);
      if (cases[i].json)
        {
          g_autofree char *json = json_to_string (node, FALSE);

          g_assert_no_error (error);
          g_assert_cmpstr (json, ==, cases[i].json);
        }
      else
        {
          g_assert_null (node);
          g_assert_error (error, TAV_FIELD_ERROR, TAV_FIELD_ERROR_INVALID);
          g_assert_cmpstr (error->message, ==, cases[i].message);
        }
    }
}

static void
test_default (void)
{
  g_autoptr(JsonNode) winner = tav_field_default_node (&specs[0]);
  g_autoptr(JsonNode) alive = tav_field_default_node (&specs[2]);
  g_autoptr(JsonNode) half = tav_field_default_node (&ratio);

  g_assert_cmpstr (json_node_get_string (winner), ==, "sheriff");
  g_assert_true (json_node_get_boolean (alive));
  g_assert_cmpfloat (json_node_get_double (half), ==, 0.5);
}

static void
test_result (void)
{
  static const struct {
    const char *json;
    guint n_seats;
    const char *message;    /* NULL: accepted */
  } cases[] = {
    { "{\"winner\":\"outlaw\",\"seats\":[{\"vp\":10},{\"vp\":0,\"alive\":false}]}", 2, NULL },
    { "{\"winner\":\"outlaw\",\"seats\":[{\"vp\":10,\"alive\":null}]}", 1, NULL },
    { "{\"seats\":[{\"vp\":10}]}", 1, "table 3.winner: missing" },
    { "{\"winner\":\"outlaw\"}", 1, "table 3.seats: missing (one entry per seat expected)" },
    { "{\"winner\":\"outlaw\",\"seats\":{}}", 1, "table 3.seats: missing (one entry per seat expected)" },
    { "{\"winner\":\"outlaw\",\"seats\":[{\"vp\":10}]}", 2, "table 3.seats: 1 entries for 2 seats" },
    { "{\"winner\":\"outlaw\",\"seats\":[{\"vp\":10},5]}", 2, "table 3.seats[1]: expected an object" },
    { "{\"winner\":\"outlaw\",\"seats\":[{\"vp\":10},{}]}", 2, "table 3.seats[1].vp: missing" },
    { "{\"winner\":\"outlaw\",\"seats\":[{\"vp\":11}]}", 1, "table 3.seats[0].vp: 11 is not a multiple of 5" },
    { "{\"winner\":\"outlaw\",\"seats\":[{\"vp\":10,\"hp\":2}]}", 1, "table 3.seats[0].hp: unknown field" },
    { "{\"winner\":\"outlaw\",\"vp\":5,\"seats\":[{\"vp\":10}]}", 1, "table 3.vp: unknown field" },
    { "{\"winner\":\"outlaw\",\"seats\":[{\"vp\":10,\"winner\":\"outlaw\"}]}", 1,
      "table 3.seats[0].winner: unknown field" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(JsonObject) result = parse_object (cases[i].json);
      gboolean ok = tav_field_validate_result (specs, G_N_ELEMENTS (specs), result,
                                               cases[i].n_seats, "table 3", &error);

      g_test_message ("%s", cases[i].json);
      assert_outcome (ok, error, cases[i].message);
    }
}

/* A result of table fields only may not carry seats. */
static void
test_result_no_seats (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) plain = parse_object ("{\"winner\":\"sheriff\"}");
  g_autoptr(JsonObject) seated = parse_object ("{\"winner\":\"sheriff\",\"seats\":[]}");

  g_assert_true (tav_field_validate_result (specs, 1, plain, 4, "r", &error));
  g_assert_no_error (error);
  g_assert_false (tav_field_validate_result (specs, 1, seated, 0, "r", &error));
  g_assert_error (error, TAV_FIELD_ERROR, TAV_FIELD_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "r.seats: unknown field");
}

static void
test_params (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) good = parse_object ("{\"ratio\":-1.5}");
  g_autoptr(JsonObject) unknown = parse_object ("{\"ratio\":1,\"rounds\":5}");
  g_autoptr(JsonObject) bad = parse_object ("{\"ratio\":\"1\"}");
  g_autoptr(JsonObject) empty = parse_object ("{}");

  g_assert_true (tav_field_validate_params (&ratio, 1, good, "params", &error));
  g_assert_no_error (error);
  g_assert_true (tav_field_validate_params (&ratio, 1, empty, "params", &error));
  g_assert_no_error (error);
  g_assert_false (tav_field_validate_params (&ratio, 1, unknown, "params", &error));
  g_assert_error (error, TAV_FIELD_ERROR, TAV_FIELD_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "params.rounds: unknown parameter");
  g_clear_error (&error);
  g_assert_false (tav_field_validate_params (&ratio, 1, bad, "params", &error));
  g_assert_error (error, TAV_FIELD_ERROR, TAV_FIELD_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "params.ratio: expected a number");
}

static void
test_result_access (void)
{
  g_autoptr(JsonObject) result = parse_object ("{\"winner\":\"outlaw\",\"turns\":7.9,\"done\":true,"
                                               "\"seats\":[{\"vp\":10},3]}");

  g_assert_cmpstr (tav_result_get_string (result, "winner"), ==, "outlaw");
  g_assert_null (tav_result_get_string (result, "turns"));
  g_assert_null (tav_result_get_string (NULL, "winner"));
  g_assert_cmpint (tav_result_get_int (result, "turns"), ==, 7);
  g_assert_cmpint (tav_result_get_int (result, "winner"), ==, 0);
  g_assert_true (tav_result_get_bool (result, "done"));
  g_assert_false (tav_result_get_bool (result, "winner"));
  g_assert_cmpuint (tav_result_get_n_seats (result), ==, 2);
  g_assert_cmpuint (tav_result_get_n_seats (NULL), ==, 0);
  g_assert_cmpint (tav_result_get_int (tav_result_get_seat (result, 0), "vp"), ==, 10);
  g_assert_null (tav_result_get_seat (result, 1));
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/field/find", test_find);
  g_test_add_func ("/field/value", test_value);
  g_test_add_func ("/field/parse", test_parse);
  g_test_add_func ("/field/default", test_default);
  g_test_add_func ("/field/result", test_result);
  g_test_add_func ("/field/result-no-seats", test_result_no_seats);
  g_test_add_func ("/field/params", test_params);
  g_test_add_func ("/field/result-access", test_result_access);

  return g_test_run ();
}
