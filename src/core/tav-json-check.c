/* tav-json-check.c
 *
 * json-glib 1.6 reads more than JSON: hexadecimal and "$ff" numbers,
 * comments, single-quoted strings, unknown escapes, a second value after the
 * root, and numbers with leading zeros (as octal); it also recurses once per
 * nesting level and crashes on very deep input. Files are therefore checked
 * against the JSON grammar (RFC 8259) here first, without recursion, and
 * only valid JSON within the depth limit reaches json-glib.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-json-check"

#include "config.h"

#include <stdio.h>
#include <string.h>

#include <glib/gstdio.h>

#include <glib/gi18n-lib.h>

#include "tav-document.h"
#include "tav-json-check.h"

typedef struct
{
  const char *p;
  const char *end;
  const char *line_start;
  guint       line;
  GError    **error;
} Scanner;

static gboolean G_GNUC_PRINTF (2, 3)
fail (Scanner    *s,
      const char *format,
      ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (s->error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_SYNTAX,
               _("line %u, column %u: not valid JSON: %s"), s->line,
               (guint) (s->p - s->line_start) + 1, message);
  return FALSE;
}

/* The whole character at the scanner, for messages (the text is valid
 * UTF-8, checked before). */
static char *
current_char (Scanner *s)
{
  const char *next = g_utf8_find_next_char (s->p, s->end);

  return g_strndup (s->p, (next ? next : s->end) - s->p);
}

static void
skip_space (Scanner *s)
{
  while (s->p < s->end)
    {
      char c = *s->p;

      if (c == '\n')
        {
          s->line++;
          s->line_start = s->p + 1;
        }
      else if (c != ' ' && c != '\t' && c != '\r')
        return;
      s->p++;
    }
}

static gboolean
scan_string (Scanner *s)
{
  s->p++;                       /* the opening quote */
  while (s->p < s->end)
    {
      guchar c = (guchar) *s->p;

      if (c == '"')
        {
          s->p++;
          return TRUE;
        }
      if (c < 0x20)
        return fail (s, "%s", _("a control character inside a text (write it as \\n, \\t, …)"));
      if (c == '\\')
        {
          if (++s->p >= s->end)
            break;
          switch (*s->p)
            {
            case '"': case '\\': case '/': case 'b': case 'f': case 'n': case 'r': case 't':
              s->p++;
              break;
            case 'u':
              for (guint i = 1; i <= 4; i++)
                if (s->p + i >= s->end || !g_ascii_isxdigit (s->p[i]))
                  return fail (s, "%s", _("\\u must be followed by four hexadecimal digits"));
              /* A NUL would silently cut the text short in json-glib. */
              if (strncmp (s->p + 1, "0000", 4) == 0)
                return fail (s, "%s", _("a text may not contain \\u0000"));
              s->p += 5;
              break;
            default:
              {
                g_autofree char *ch = current_char (s);

                return fail (s, _("unknown escape “\\%s”"), ch);
              }
            }
          continue;
        }
      s->p++;
    }
  return fail (s, "%s", _("a text is never closed"));
}

/* -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)? ; whole numbers must fit in
 * 64 bits, because json-glib silently wraps larger ones. */
static gboolean
scan_number (Scanner *s)
{
  const char *start = s->p;
  gboolean whole = TRUE;
  guint digits = 0;

  if (*s->p == '-')
    s->p++;
  if (s->p >= s->end || !g_ascii_isdigit (*s->p))
    return fail (s, "%s", _("a number must start with a digit"));
  if (*s->p == '0')
    {
      s->p++;
      if (s->p < s->end && g_ascii_isdigit (*s->p))
        return fail (s, "%s", _("a number with a leading zero"));
      digits = 1;
    }
  else
    while (s->p < s->end && g_ascii_isdigit (*s->p))
      {
        s->p++;
        digits++;
      }
  if (s->p < s->end && *s->p == '.')
    {
      whole = FALSE;
      s->p++;
      if (s->p >= s->end || !g_ascii_isdigit (*s->p))
        return fail (s, "%s", _("a digit must follow the decimal point"));
      while (s->p < s->end && g_ascii_isdigit (*s->p))
        s->p++;
    }
  if (s->p < s->end && (*s->p == 'e' || *s->p == 'E'))
    {
      whole = FALSE;
      s->p++;
      if (s->p < s->end && (*s->p == '+' || *s->p == '-'))
        s->p++;
      if (s->p >= s->end || !g_ascii_isdigit (*s->p))
        return fail (s, "%s", _("a digit must follow the exponent"));
      while (s->p < s->end && g_ascii_isdigit (*s->p))
        s->p++;
    }
  if (whole && digits >= 19)
    {
      g_autofree char *text = g_strndup (start, s->p - start);
      gint64 v;

      if (!g_ascii_string_to_signed (text, 10, G_MININT64, G_MAXINT64, &v, NULL))
        {
          s->p = start;
          return fail (s, "%s", _("the number is too large"));
        }
    }
  return TRUE;
}

static gboolean
scan_literal (Scanner    *s,
              const char *word)
{
  gsize n = strlen (word);

  if ((gsize) (s->end - s->p) < n || memcmp (s->p, word, n) != 0)
    return FALSE;
  s->p += n;
  return TRUE;
}

/* A value; containers push their closing bracket on @stack. */
static gboolean
scan_value (Scanner *s,
            GString *stack,
            guint    max_depth)
{
  char c;

  skip_space (s);
  if (s->p >= s->end)
    return fail (s, "%s", _("a value is missing at the end of the file"));
  c = *s->p;
  if (c == '{' || c == '[')
    {
      if (stack->len >= max_depth)
        return fail (s, _("nested more than %u levels deep"), max_depth);
      g_string_append_c (stack, c == '{' ? '}' : ']');
      s->p++;
      return TRUE;
    }
  if (c == '"')
    return scan_string (s);
  if (c == '-' || g_ascii_isdigit (c))
    return scan_number (s);
  if (scan_literal (s, "true") || scan_literal (s, "false") || scan_literal (s, "null"))
    return TRUE;
  {
    g_autofree char *ch = current_char (s);

    return fail (s, _("unexpected “%s”"), ch);
  }
}

gboolean
tav_json_check_syntax (const char  *data,
                       gsize        length,
                       guint        max_depth,
                       GError     **error)
{
  Scanner s = { data, data + length, data, 1, error };
  g_autoptr(GString) stack = g_string_new (NULL);
  gboolean expect_value = TRUE;

  /* A byte-order mark is allowed before the text (RFC 8259 §8.1). */
  if (length >= 3 && memcmp (data, "\xEF\xBB\xBF", 3) == 0)
    s.p += 3;

  for (;;)
    {
      if (expect_value)
        {
          gsize depth = stack->len;
          char closing;

          if (!scan_value (&s, stack, max_depth))
            return FALSE;
          expect_value = FALSE;
          if (stack->len > depth)
            {
              /* Just opened a container: it may be empty. */
              closing = stack->str[stack->len - 1];
              skip_space (&s);
              if (s.p < s.end && *s.p == closing)
                {
                  s.p++;
                  g_string_truncate (stack, stack->len - 1);
                }
              else if (closing == '}')
                {
                  if (s.p >= s.end || *s.p != '"')
                    return fail (&s, "%s", _("a member name in double quotes expected"));
                  if (!scan_string (&s))
                    return FALSE;
                  skip_space (&s);
                  if (s.p >= s.end || *s.p != ':')
                    return fail (&s, "%s", _("“:” expected after the member name"));
                  s.p++;
                  expect_value = TRUE;
                }
              else
                expect_value = TRUE;
              continue;
            }
        }

      /* After a value: the end, a comma, or a closing bracket. */
      skip_space (&s);
      if (stack->len == 0)
        {
          if (s.p < s.end)
            return fail (&s, "%s", _("more text after the end of the document"));
          return TRUE;
        }
      if (s.p >= s.end)
        return fail (&s, "%s", _("the file ends inside a list or an object"));
      if (*s.p == stack->str[stack->len - 1])
        {
          s.p++;
          g_string_truncate (stack, stack->len - 1);
          continue;
        }
      if (*s.p != ',')
        return fail (&s, _("“,” or “%c” expected"), stack->str[stack->len - 1]);
      s.p++;
      if (stack->str[stack->len - 1] == '}')
        {
          skip_space (&s);
          if (s.p >= s.end || *s.p != '"')
            return fail (&s, "%s", _("a member name in double quotes expected"));
          if (!scan_string (&s))
            return FALSE;
          skip_space (&s);
          if (s.p >= s.end || *s.p != ':')
            return fail (&s, "%s", _("“:” expected after the member name"));
          s.p++;
        }
      expect_value = TRUE;
    }
}

/* Strict check, then json-glib; syntax errors (TAV_DOCUMENT_ERROR_SYNTAX)
 * name the line and column. */
gboolean
tav_json_parse (JsonParser  *parser,
                const char  *data,
                gsize        length,
                guint        max_depth,
                GError     **error)
{
  g_autoptr(GError) local_error = NULL;

  if (!tav_json_check_syntax (data, length, max_depth, error))
    return FALSE;
  if (!json_parser_load_from_data (parser, data, (gssize) length, &local_error))
    {
      /* json-glib says "<data>:3:7: Parse error: ..."; people read lines. */
      const char *message = local_error->message;
      guint line = 0, column = 0;

      if (g_str_has_prefix (message, "<data>:") &&
          sscanf (message, "<data>:%u:%u:", &line, &column) == 2 &&
          (message = strchr (strchr (message + 7, ':') + 1, ':')))
        g_set_error (error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_SYNTAX,
                     _("line %u, column %u: not valid JSON:%s"), line, column, message + 1);
      else
        g_set_error (error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_SYNTAX,
                     _("Not valid JSON: %s"), local_error->message);
      return FALSE;
    }
  return TRUE;
}

/* json_node_copy() shares objects and arrays; results handed to or taken
 * from an event must not be shared, or an edit behind the event's back
 * would bypass validation. Depth is bounded by the loader's check. */
JsonNode *
tav_json_deep_copy (JsonNode *node)
{
  JsonNode *copy;

  g_return_val_if_fail (node != NULL, NULL);

  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObject *source = json_node_get_object (node);
      JsonObject *object = json_object_new ();
      g_autoptr(GList) members = json_object_get_members (source);

      for (GList *l = members; l; l = l->next)
        json_object_set_member (object, l->data,
                                tav_json_deep_copy (json_object_get_member (source, l->data)));
      copy = json_node_new (JSON_NODE_OBJECT);
      json_node_take_object (copy, object);
    }
  else if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *source = json_node_get_array (node);
      JsonArray *array = json_array_sized_new (json_array_get_length (source));

      for (guint i = 0; i < json_array_get_length (source); i++)
        json_array_add_element (array, tav_json_deep_copy (json_array_get_element (source, i)));
      copy = json_node_new (JSON_NODE_ARRAY);
      json_node_take_array (copy, array);
    }
  else
    copy = json_node_copy (node);

  return copy;
}

/* Pretty JSON with two-space indents and a final newline. json-glib 1.6
 * writes U+001F unescaped, which is not JSON; outside strings it writes only
 * newlines and spaces, so any other control byte is inside a string and
 * gets its \u escape. */
char *
tav_json_to_text (JsonNode *root,
                  gsize    *length)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *data = NULL;
  g_autoptr(GString) out = NULL;

  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  json_generator_set_indent (generator, 2);
  data = json_generator_to_data (generator, NULL);

  out = g_string_sized_new (strlen (data) + 2);
  for (const char *p = data; *p; p++)
    {
      if ((guchar) *p < 0x20 && *p != '\n')
        g_string_append_printf (out, "\\u%04x", (guchar) *p);
      else
        g_string_append_c (out, *p);
    }
  g_string_append_c (out, '\n');
  if (length)
    *length = out->len;
  return g_string_free (g_steal_pointer (&out), FALSE);
}
