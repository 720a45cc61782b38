/* test-json-check.c — the strict JSON reader gives json-glib's own tree
 *
 * tav_json_read() builds json-glib nodes itself in its one pass over the
 * text. What it accepts must come out exactly as json_parser_load_from_data()
 * reads the same text: the same node and value types (a whole number is a
 * gint64, anything with a fraction or an exponent a double), the same
 * numbers to the bit (-0.0, the largest and the smallest), the same decoded
 * texts, the members in the same order, parents set, sealed when asked.
 * Compared on hand-made edge cases, on every example and fuzz-corpus file,
 * and on random documents.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <string.h>

#include "tav-document.h"
#include "tav-json-check.h"

#define MAX_DEPTH 64

/* The first difference between two trees, or NULL. @ours_parent and
 * @theirs_parent are the nodes the two are expected to hang from. */
static char *
diff_nodes (JsonNode   *ours,
            JsonNode   *theirs,
            JsonNode   *ours_parent,
            JsonNode   *theirs_parent,
            const char *path)
{
  if (json_node_get_node_type (ours) != json_node_get_node_type (theirs))
    return g_strdup_printf ("%s: node type %s, json-glib %s", path,
                            json_node_type_name (ours), json_node_type_name (theirs));
  if (json_node_get_parent (ours) != ours_parent || json_node_get_parent (theirs) != theirs_parent)
    return g_strdup_printf ("%s: the parent is not the container", path);
  if (json_node_is_immutable (ours) != json_node_is_immutable (theirs))
    return g_strdup_printf ("%s: sealed %d, json-glib %d", path,
                            json_node_is_immutable (ours), json_node_is_immutable (theirs));

  switch (json_node_get_node_type (ours))
    {
    case JSON_NODE_OBJECT:
      {
        JsonObject *a = json_node_get_object (ours);
        JsonObject *b = json_node_get_object (theirs);
        g_autoptr(GList) names_a = json_object_get_members (a);
        g_autoptr(GList) names_b = json_object_get_members (b);
        GList *la, *lb;

        if (json_object_is_immutable (a) != json_object_is_immutable (b))
          return g_strdup_printf ("%s: the object's seal differs", path);
        for (la = names_a, lb = names_b; la && lb; la = la->next, lb = lb->next)
          {
            g_autofree char *child = g_strdup_printf ("%s.%s", path, (char *) la->data);
            char *diff;

            if (strcmp (la->data, lb->data) != 0)
              return g_strdup_printf ("%s: member “%s”, json-glib “%s”", path,
                                      (char *) la->data, (char *) lb->data);
            diff = diff_nodes (json_object_get_member (a, la->data),
                               json_object_get_member (b, lb->data), ours, theirs, child);
            if (diff)
              return diff;
          }
        if (la || lb)
          return g_strdup_printf ("%s: %u members, json-glib %u", path,
                                  json_object_get_size (a), json_object_get_size (b));
        return NULL;
      }
    case JSON_NODE_ARRAY:
      {
        JsonArray *a = json_node_get_array (ours);
        JsonArray *b = json_node_get_array (theirs);

        if (json_array_get_length (a) != json_array_get_length (b))
          return g_strdup_printf ("%s: %u elements, json-glib %u", path,
                                  json_array_get_length (a), json_array_get_length (b));
        if (json_array_is_immutable (a) != json_array_is_immutable (b))
          return g_strdup_printf ("%s: the list's seal differs", path);
        for (guint i = 0; i < json_array_get_length (a); i++)
          {
            g_autofree char *child = g_strdup_printf ("%s[%u]", path, i);
            char *diff = diff_nodes (json_array_get_element (a, i), json_array_get_element (b, i),
                                     ours, theirs, child);

            if (diff)
              return diff;
          }
        return NULL;
      }
    case JSON_NODE_NULL:
      return NULL;
    case JSON_NODE_VALUE:
      break;
    default:
      g_assert_not_reached ();
    }

  if (json_node_get_value_type (ours) != json_node_get_value_type (theirs))
    return g_strdup_printf ("%s: a %s, json-glib a %s", path,
                            g_type_name (json_node_get_value_type (ours)),
                            g_type_name (json_node_get_value_type (theirs)));
  if (json_node_get_value_type (ours) == G_TYPE_INT64)
    {
      if (json_node_get_int (ours) != json_node_get_int (theirs))
        return g_strdup_printf ("%s: %" G_GINT64_FORMAT ", json-glib %" G_GINT64_FORMAT, path,
                                json_node_get_int (ours), json_node_get_int (theirs));
    }
  else if (json_node_get_value_type (ours) == G_TYPE_DOUBLE)
    {
      double a = json_node_get_double (ours), b = json_node_get_double (theirs);

      /* To the bit: -0.0 is not 0.0. */
      if (memcmp (&a, &b, sizeof a) != 0)
        return g_strdup_printf ("%s: %.17g, json-glib %.17g", path, a, b);
    }
  else if (json_node_get_value_type (ours) == G_TYPE_STRING)
    {
      if (strcmp (json_node_get_string (ours), json_node_get_string (theirs)) != 0)
        return g_strdup_printf ("%s: “%s”, json-glib “%s”", path,
                                json_node_get_string (ours), json_node_get_string (theirs));
    }
  else if (json_node_get_value_type (ours) == G_TYPE_BOOLEAN)
    {
      if (json_node_get_boolean (ours) != json_node_get_boolean (theirs))
        return g_strdup_printf ("%s: a different truth value", path);
    }
  else
    g_assert_not_reached ();
  return NULL;
}

/* @text must be read, sealed and not, as json-glib reads it. */
static void
assert_reads_as_json_glib (const char *text,
                           gsize       length)
{
  for (guint sealed = 0; sealed <= 1; sealed++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(JsonNode) ours = tav_json_read (text, length, MAX_DEPTH, sealed, &error);
      g_autoptr(JsonParser) parser = sealed ? json_parser_new_immutable () : json_parser_new ();
      g_autofree char *diff = NULL;

      if (error)
        g_error ("refused %.*s: %s", (int) MIN (length, 200), text, error->message);
      g_assert_nonnull (ours);
      if (!json_parser_load_from_data (parser, text, (gssize) length, &error))
        g_error ("json-glib refused %.*s: %s", (int) MIN (length, 200), text, error->message);
      diff = diff_nodes (ours, json_parser_get_root (parser), NULL, NULL, "$");
      if (diff)
        g_error ("%.*s: %s", (int) MIN (length, 200), text, diff);
    }
}

static void
assert_text_reads_as_json_glib (const char *text)
{
  assert_reads_as_json_glib (text, strlen (text));
}

/* Each number alone, in a list and as a member. */
static void
test_numbers (void)
{
  static const char * const numbers[] = {
    "0", "-0", "1", "-1", "7", "10", "1234567890",
    "922337203685477580", "-922337203685477580",                   /* 18 digits */
    "9223372036854775807", "-9223372036854775807",                  /* the limits */
    "-9223372036854775808", "1000000000000000000", "-1000000000000000000",
    "0.0", "-0.0", "0e0", "-0e0", "0E+0", "-0e-5", "0.000",
    "1.0", "1.5", "-1.5", "0.1", "0.30000000000000004", "3.141592653589793",
    "1e0", "1E2", "1e+2", "1e-2", "-1E-2", "2.5e3", "25e-1",
    "1.7976931348623157e308", "-1.7976931348623157e308",           /* the largest */
    "2.2250738585072014e-308", "2.2250738585072011e-308",          /* smallest normal, below */
    "4.9406564584124654e-324", "5e-324", "2e-324", "1e-400",       /* subnormal, underflow */
    "1e309", "-1e309", "1e99999",                                  /* beyond: infinite */
    "9007199254740993", "9007199254740993.0", "9007199254740993e0", /* above 2^53 */
    "9223372036854775808.0", "9223372036854775808e0",              /* doubles, not too large */
    "123456789012345678901234567890e-10",
    "0.1000000000000000055511151231257827021181583404541015625",
    /* Longer than the reader's stack buffer for a number. */
    "1.00000000000000000000000000000000000000000000000000000000000000000000000000001",
    "-0.000000000000000000000000000000000000000000000000000000000000000000000000000001e+80",
  };

  for (guint i = 0; i < G_N_ELEMENTS (numbers); i++)
    {
      g_autofree char *list = g_strdup_printf ("[%s, %s]", numbers[i], numbers[i]);
      g_autofree char *member = g_strdup_printf ("{\"n\":%s}", numbers[i]);

      assert_text_reads_as_json_glib (numbers[i]);
      assert_text_reads_as_json_glib (list);
      assert_text_reads_as_json_glib (member);
    }

  /* The values themselves, not only agreement. */
  {
    const char *text = "[-9223372036854775808, -0, -0.0, 1e0, 1e400]";
    g_autoptr(JsonNode) node = tav_json_read (text, strlen (text), MAX_DEPTH, FALSE, NULL);
    JsonArray *array = json_node_get_array (node);
    double negative_zero = json_array_get_double_element (array, 2);

    g_assert_cmpint (json_array_get_int_element (array, 0), ==, G_MININT64);
    g_assert_cmpuint (json_node_get_value_type (json_array_get_element (array, 1)), ==, G_TYPE_INT64);
    g_assert_cmpint (json_array_get_int_element (array, 1), ==, 0);
    g_assert_true (negative_zero == 0.0 && signbit (negative_zero));
    g_assert_cmpuint (json_node_get_value_type (json_array_get_element (array, 3)), ==, G_TYPE_DOUBLE);
    g_assert_cmpfloat (json_array_get_double_element (array, 3), ==, 1.0);
    g_assert_true (isinf (json_array_get_double_element (array, 4)));
  }
}

static void
test_strings (void)
{
  static const char * const strings[] = {
    "\"\"", "\"a\"", "\"Zoë Ørjan Şule Łukasz\"", "\"Иванова Петя\"", "\"🤠 and 𝄞\"",
    "\"\\\" \\\\ \\/ \\b \\f \\n \\r \\t\"",
    "\"\\u00e9\\u00E9 \\u20AC \\u0416 \\u0001 \\u001f \\u007F \\uFFFF \\uFEFF\"",
    "\"\\uD83E\\uDD20 \\ud834\\udd1e \\uDBFF\\uDFFF \\uD800\\uDC00\"",
    "\"a\\\\u0041\"",                          /* an escaped backslash, then text */
    "\"\\\\\\\\\\\\\"",                        /* three backslashes */
    "\"tab\\tin the middle\\n\"",
    "\"end with escape\\\"\"",
    "\"// not a comment /* nor this */\"",
    "\"'single' quotes\"",
    "\"\xc2\x80\xdf\xbf\xe0\xa0\x80\xef\xbf\xbd\xf4\x8f\xbf\xbf\"",  /* UTF-8 boundaries */
  };

  for (guint i = 0; i < G_N_ELEMENTS (strings); i++)
    {
      g_autofree char *list = g_strdup_printf ("[%s,%s]", strings[i], strings[i]);
      g_autofree char *member = g_strdup_printf ("{%s: %s, \"x\": %s}", strings[i], strings[i], strings[i]);

      assert_text_reads_as_json_glib (strings[i]);
      assert_text_reads_as_json_glib (list);
      assert_text_reads_as_json_glib (member);
    }

  {
    const char *text = "[\"\\uD83E\\uDD20\\u00e9\\/\"]";
    g_autoptr(JsonNode) node = tav_json_read (text, strlen (text), MAX_DEPTH, FALSE, NULL);

    g_assert_cmpstr (json_array_get_string_element (json_node_get_array (node), 0), ==,
                     "\xf0\x9f\xa4\xa0\xc3\xa9/");
  }
}

static void
test_structure (void)
{
  static const char * const texts[] = {
    "{}", "[]", "[[]]", "[{}]", "{\"a\":{}}", "{\"a\":[]}", "[[[[[[1]]]]]]",
    "true", "false", "null", "[true,false,null]",
    " \t\r\n{ \"a\" : 1 , \"b\" :\n[ 1 ,\r\n2 ] }\n\n",
    "\xEF\xBB\xBF{\"bom\": true}",
    "{\"\": 1, \"a\": {\"\": [null]}}",
    "{\"z\": 1, \"a\": 2, \"m\": 3, \"b\": {\"y\": 1, \"x\": 2}}",
    "[{\"a\": 1}, {\"a\": 2, \"b\": {\"a\": 3}}, [{\"c\": [{}, {\"d\": null}]}]]",
    "{\"a\\\"b\": 1, \"a\\\\b\": 2, \"a/b\": 3, \"a\\/b2\": 4}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    assert_text_reads_as_json_glib (texts[i]);

  /* The deepest nesting allowed. */
  {
    g_autoptr(GString) deep = g_string_new (NULL);

    for (guint i = 0; i < MAX_DEPTH; i++)
      g_string_append (deep, i % 2 ? "[" : "{\"k\":");
    g_string_append (deep, "1");
    for (guint i = MAX_DEPTH; i-- > 0;)
      g_string_append (deep, i % 2 ? "]" : "}");
    assert_reads_as_json_glib (deep->str, deep->len);
  }

  /* Length, not NUL, ends the text. */
  assert_reads_as_json_glib ("[1, 2]garbage", 6);

  /* Objects of many members (their names are then looked up in a hash
   * table while reading), nested in one another. */
  {
    g_autoptr(GString) wide = g_string_new ("{");

    for (guint i = 0; i < 40; i++)
      g_string_append_printf (wide, "%s\"m%u\": {\"a\": %u, \"b\": [%u], \"c\": {}, \"d\": 1, \"e\": 2, "
                              "\"f\": 3, \"g\": 4, \"h\": 5, \"i\": 6, \"j\": \"%u\"}",
                              i ? ", " : "", 39 - i, i, i, i);
    g_string_append (wide, "}");
    assert_reads_as_json_glib (wide->str, wide->len);
  }

  /* A list larger than the largest block the values are kept in. */
  {
    g_autoptr(GString) long_list = g_string_new ("[");

    for (guint i = 0; i < 300000; i++)
      g_string_append_printf (long_list, "%s%u", i ? "," : "", i % 10);
    g_string_append (long_list, "]");
    assert_reads_as_json_glib (long_list->str, long_list->len);
  }
}

/* The bundled examples, the fuzz corpus and any other JSON the project
 * keeps. */
static void
test_files (void)
{
  static const char * const dirs[][3] = {
    { "..", "data", "examples" },
    { "fuzz", "corpus", NULL },
    { "..", "flatpak", NULL },
  };
  guint n_files = 0;

  for (guint d = 0; d < G_N_ELEMENTS (dirs); d++)
    {
      g_autofree char *dir = g_test_build_filename (G_TEST_DIST, dirs[d][0], dirs[d][1], dirs[d][2], NULL);
      g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
      const char *name;

      g_assert_nonnull (listing);
      while ((name = g_dir_read_name (listing)))
        if (g_str_has_suffix (name, ".tavolo") || g_str_has_suffix (name, ".tavolo-season") ||
            g_str_has_suffix (name, ".json"))
          {
            g_autofree char *path = g_build_filename (dir, name, NULL);
            g_autofree char *text = NULL;
            gsize length;

            g_assert_true (g_file_get_contents (path, &text, &length, NULL));
            g_test_message ("%s", path);
            assert_reads_as_json_glib (text, length);
            n_files++;
          }
    }
  /* Three examples, five corpus files, the Flatpak manifest. */
  g_assert_cmpuint (n_files, >=, 9);
}

/* ---- Random documents --------------------------------------------------- */

static void
random_space (GRand   *rand,
              GString *out)
{
  static const char * const spaces[] = { "", "", "", " ", "\n", "\t", "\r\n", "  \n  " };

  g_string_append (out, spaces[g_rand_int_range (rand, 0, G_N_ELEMENTS (spaces))]);
}

static void
random_digits (GRand   *rand,
               GString *out,
               guint    n,
               gboolean leading_zero_ok)
{
  for (guint i = 0; i < n; i++)
    g_string_append_c (out, '0' + g_rand_int_range (rand, i == 0 && !leading_zero_ok ? 1 : 0, 10));
}

static void
random_number (GRand   *rand,
               GString *out)
{
  switch (g_rand_int_range (rand, 0, 4))
    {
    case 0:
      {
        /* A whole number of any size that fits. */
        guint64 bits = ((guint64) g_rand_int (rand) << 32) | g_rand_int (rand);

        g_string_append_printf (out, "%" G_GINT64_FORMAT,
                                (gint64) bits >> g_rand_int_range (rand, 0, 64));
        break;
      }
    case 1:
      {
        /* Any finite double, as C prints it ("5", "-0", "1e+300"). */
        guint64 bits = ((guint64) g_rand_int (rand) << 32) | g_rand_int (rand);
        double d;

        memcpy (&d, &bits, sizeof d);
        if (!isfinite (d))
          d = -0.0;
        g_string_append_printf (out, "%.*g", g_rand_int_range (rand, 1, 18), d);
        break;
      }
    default:
      /* Assembled: sign, digits, fraction, exponent. */
      if (g_rand_boolean (rand))
        g_string_append_c (out, '-');
      if (g_rand_int_range (rand, 0, 4) == 0)
        g_string_append_c (out, '0');
      else
        random_digits (rand, out, g_rand_int_range (rand, 1, 18), FALSE);
      if (g_rand_boolean (rand))
        {
          g_string_append_c (out, '.');
          random_digits (rand, out, g_rand_int_range (rand, 1, 30), TRUE);
        }
      if (g_rand_boolean (rand))
        {
          static const char * const signs[] = { "", "+", "-" };

          g_string_append_c (out, "eE"[g_rand_int_range (rand, 0, 2)]);
          g_string_append (out, signs[g_rand_int_range (rand, 0, G_N_ELEMENTS (signs))]);
          g_string_append_printf (out, "%d", g_rand_int_range (rand, 0, 400));
        }
      break;
    }
}

static void
random_string (GRand   *rand,
               GString *out)
{
  static const char * const pieces[] = {
    "a", "Z", " ", "0", "é", "Ж", "ğ", "Ł", "🤠", "𝄞", "'", "/", "<", "\x7f",
    "\\\"", "\\\\", "\\/", "\\b", "\\f", "\\n", "\\r", "\\t",
    "\\u0041", "\\u00e9", "\\u0416", "\\u2028", "\\uFFFD", "\\u001F", "\\uD83E\\uDD20",
  };
  guint n = g_rand_int_range (rand, 0, 12);

  g_string_append_c (out, '"');
  for (guint i = 0; i < n; i++)
    {
      if (g_rand_int_range (rand, 0, 8) == 0)
        {
          /* Any character of the Basic Multilingual Plane but NUL and the
           * surrogate halves, escaped. */
          gunichar c = g_rand_int_range (rand, 1, 0xD800 + 0x10000 - 0xE000);

          if (c >= 0xD800)
            c += 0xE000 - 0xD800;
          g_string_append_printf (out, "\\u%04X", c);
        }
      else
        g_string_append (out, pieces[g_rand_int_range (rand, 0, G_N_ELEMENTS (pieces))]);
    }
  g_string_append_c (out, '"');
}

static void
random_value (GRand   *rand,
              GString *out,
              guint    depth)
{
  guint n;

  random_space (rand, out);
  switch (g_rand_int_range (rand, 0, depth < 5 ? 8 : 5))
    {
    case 0:
      {
        static const char * const words[] = { "null", "true", "false" };

        g_string_append (out, words[g_rand_int_range (rand, 0, G_N_ELEMENTS (words))]);
      }
      break;
    case 1:
    case 2:
      random_number (rand, out);
      break;
    case 3:
    case 4:
      random_string (rand, out);
      break;
    case 5:
      n = g_rand_int_range (rand, 0, 6);
      g_string_append_c (out, '[');
      for (guint i = 0; i < n; i++)
        {
          if (i)
            g_string_append_c (out, ',');
          random_value (rand, out, depth + 1);
        }
      random_space (rand, out);
      g_string_append_c (out, ']');
      break;
    default:
      n = g_rand_int_range (rand, 0, 7);
      g_string_append_c (out, '{');
      for (guint i = 0; i < n; i++)
        {
          g_autoptr(GString) name = g_string_new (NULL);

          if (i)
            g_string_append_c (out, ',');
          random_space (rand, out);
          /* Distinct names: the member's index, then anything. */
          random_string (rand, name);
          g_string_append_printf (out, "\"%u%s", i, name->str + 1);
          random_space (rand, out);
          g_string_append_c (out, ':');
          random_value (rand, out, depth + 1);
        }
      random_space (rand, out);
      g_string_append_c (out, '}');
      break;
    }
  random_space (rand, out);
}

static void
test_random (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (2026);

  for (guint i = 0; i < 3000; i++)
    {
      g_autoptr(GString) text = g_string_new (NULL);

      random_value (rand, text, 0);
      assert_reads_as_json_glib (text->str, text->len);
    }
}

/* ---- Refused ------------------------------------------------------------ */

static void
test_refused (void)
{
  static const struct {
    const char *text;
    int         code;
    const char *message;
  } cases[] = {
    { "[9223372036854775808]", TAV_DOCUMENT_ERROR_SYNTAX,
      "line 1, column 2: not valid JSON: the number is too large" },
    { "[1, -9223372036854775809]", TAV_DOCUMENT_ERROR_SYNTAX,
      "line 1, column 5: not valid JSON: the number is too large" },
    { "{\"a\":\n  99999999999999999999}", TAV_DOCUMENT_ERROR_SYNTAX,
      "line 2, column 3: not valid JSON: the number is too large" },
    { "[012]", TAV_DOCUMENT_ERROR_SYNTAX,
      "line 1, column 3: not valid JSON: a number with a leading zero" },
    { "[1.]", TAV_DOCUMENT_ERROR_SYNTAX,
      "line 1, column 4: not valid JSON: a digit must follow the decimal point" },
    { "[1e+]", TAV_DOCUMENT_ERROR_SYNTAX,
      "line 1, column 5: not valid JSON: a digit must follow the exponent" },
    { "[-]", TAV_DOCUMENT_ERROR_SYNTAX,
      "line 1, column 3: not valid JSON: a number must start with a digit" },
    /* The path of a repeated member, through frames used before. */
    { "[{\"a\": {\"b\": 1}}, {\"c\": [0, {\"d\": 1, \"d\": 2}]}]", TAV_DOCUMENT_ERROR_SYNTAX,
      "line 1, column 38: not valid JSON: “[1].c[1].d” appears twice; keep only one of them" },
    { "{\"a\": 1, \"b\": {}, \"a\": 2}", TAV_DOCUMENT_ERROR_SYNTAX,
      "line 1, column 19: not valid JSON: “a” appears twice; keep only one of them" },
    { "{\"a\": 1, \"b\": 2, \"c\": 3, \"d\": 4, \"e\": 5, \"f\": 6, \"g\": 7, \"h\": 8, \"i\": 9, \"c\": 10}",
      TAV_DOCUMENT_ERROR_SYNTAX, "line 1, column 74: not valid JSON: “c” appears twice; keep only one of them" },
    { "{\"a\": 1, \"b\": 2, \"c\": 3, \"d\": 4, \"e\": 5, \"f\": 6, \"g\": 7, \"h\": 8, \"h\": 9}",
      TAV_DOCUMENT_ERROR_SYNTAX, "line 1, column 66: not valid JSON: “h” appears twice; keep only one of them" },
    { "{\"\\u0061\": 1, \"a\": 2}", TAV_DOCUMENT_ERROR_SYNTAX,
      "line 1, column 15: not valid JSON: “a” appears twice; keep only one of them" },
    { "[\"a\\u0000\"]", TAV_DOCUMENT_ERROR_SYNTAX,
      "line 1, column 4: not valid JSON: a text may not contain \\u0000" },
    { "[\"\\uDC00\"]", TAV_DOCUMENT_ERROR_SYNTAX,
      "line 1, column 3: not valid JSON: \\uDC00 is the second half of a surrogate pair without its first half" },
    { "[\"Ж\\uD83Ex\"]", TAV_DOCUMENT_ERROR_SYNTAX,
      "line 1, column 4: not valid JSON: \\uD83E is the first half of a surrogate pair without its second half" },
    { "[\"a\\x\"]", TAV_DOCUMENT_ERROR_SYNTAX,
      "line 1, column 4: not valid JSON: unknown escape “\\x”" },
    { "[\"a\tb\"]", TAV_DOCUMENT_ERROR_SYNTAX,
      "line 1, column 4: not valid JSON: a control character inside a text (write it as \\n, \\t, …)" },
    { "[\"never closed", TAV_DOCUMENT_ERROR_SYNTAX,
      "line 1, column 15: not valid JSON: a text is never closed" },
    { "[1] [2]", TAV_DOCUMENT_ERROR_SYNTAX,
      "line 1, column 5: not valid JSON: more text after the end of the document" },
    { "{\"a\": [1, 2}", TAV_DOCUMENT_ERROR_SYNTAX,
      "line 1, column 12: not valid JSON: “,” or “]” expected" },
    { "{\"a\" 1}", TAV_DOCUMENT_ERROR_SYNTAX,
      "line 1, column 6: not valid JSON: “:” expected after the member name" },
    { "{a: 1}", TAV_DOCUMENT_ERROR_SYNTAX,
      "line 1, column 2: not valid JSON: a member name in double quotes expected" },
    { "[1, 2", TAV_DOCUMENT_ERROR_SYNTAX,
      "line 1, column 6: not valid JSON: the text ends inside a list or an object" },
    { " \n ", TAV_DOCUMENT_ERROR_SYNTAX,
      "line 2, column 2: not valid JSON: a value is missing at the end of the text" },
    { "[tru]", TAV_DOCUMENT_ERROR_SYNTAX,
      "line 1, column 2: not valid JSON: unexpected “t”" },
    { "[1, \xff]", TAV_DOCUMENT_ERROR_NOT_TAVOLO,
      "line 1, column 5: the text is not UTF-8 (save it as UTF-8)" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    for (guint sealed = 0; sealed <= 1; sealed++)
      {
        g_autoptr(GError) error = NULL;
        JsonNode *node = tav_json_read (cases[i].text, strlen (cases[i].text), MAX_DEPTH, sealed, &error);

        g_assert_null (node);
        g_assert_error (error, TAV_DOCUMENT_ERROR, cases[i].code);
        g_assert_cmpstr (error->message, ==, cases[i].message);
      }

  /* One level too deep; the NUL byte that ends a C string is not the end. */
  {
    g_autoptr(GString) deep = g_string_new (NULL);
    g_autoptr(GError) error = NULL;

    for (guint i = 0; i <= MAX_DEPTH; i++)
      g_string_append_c (deep, '[');
    g_assert_null (tav_json_read (deep->str, deep->len, MAX_DEPTH, TRUE, &error));
    g_assert_cmpstr (error->message, ==, "line 1, column 65: not valid JSON: nested more than 64 levels deep");
    g_clear_error (&error);
    g_assert_null (tav_json_read ("[1]\0", 4, MAX_DEPTH, TRUE, &error));
    g_assert_cmpstr (error->message, ==, "line 1, column 4: a NUL byte; a text never holds one");
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/json-check/numbers", test_numbers);
  g_test_add_func ("/core/json-check/strings", test_strings);
  g_test_add_func ("/core/json-check/structure", test_structure);
  g_test_add_func ("/core/json-check/files", test_files);
  g_test_add_func ("/core/json-check/random", test_random);
  g_test_add_func ("/core/json-check/refused", test_refused);

  return g_test_run ();
}
