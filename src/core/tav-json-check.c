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

#include <string.h>

#include <glib/gstdio.h>

#include <glib/gi18n-lib.h>

#include "tav-document.h"
#include "tav-json-check.h"

/* An open object or list: its closing bracket, and where the scanner is in
 * it, for the path in messages and for duplicate members. */
typedef struct
{
  char        closing;
  guint       index;            /* lists: the element being read */
  char       *member;           /* objects: the member being read */
  GHashTable *seen;             /* objects: member names read so far */
} Frame;

typedef struct
{
  const char *p;
  const char *end;
  const char *line_start;
  guint       line;
  GArray     *frames;
  GError    **error;
} Scanner;

static void
frame_clear (Frame *frame)
{
  g_clear_pointer (&frame->member, g_free);
  g_clear_pointer (&frame->seen, g_hash_table_unref);
}

/* "stages[0].rounds[2].tables" — where the scanner is, as the loaders name
 * fields. */
static char *
scanner_path (Scanner *s)
{
  GString *path = g_string_new (NULL);

  for (guint i = 0; i < s->frames->len; i++)
    {
      Frame *frame = &g_array_index (s->frames, Frame, i);

      if (frame->closing == ']')
        g_string_append_printf (path, "[%u]", frame->index);
      else if (frame->member)
        g_string_append_printf (path, "%s%s", path->len ? "." : "", frame->member);
    }
  return g_string_free (path, FALSE);
}

/* Columns count characters, not bytes, as an editor shows them. */
static guint
scanner_column (Scanner *s)
{
  const char *p = s->line_start;
  guint column = 1;

  while (p < s->p)
    {
      p = g_utf8_find_next_char (p, s->p);
      column++;
      if (p == NULL)
        break;
    }
  return column;
}

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
               scanner_column (s), message);
  return FALSE;
}

/* The whole character at the scanner, for messages (the text is valid
 * UTF-8, checked before), escaped when it cannot be shown. */
static char *
current_char (Scanner *s)
{
  gunichar c = g_utf8_get_char (s->p);

  if (!g_unichar_isgraph (c))
    return g_strdup_printf ("U+%04X", c);
  return g_ucs4_to_utf8 (&c, 1, NULL, NULL, NULL);
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

/* Four hex digits after the 'u' at @at. */
static gboolean
read_hex4 (const char *at,
           const char *end,
           gunichar   *value)
{
  *value = 0;
  for (guint i = 1; i <= 4; i++)
    {
      if (at + i >= end || !g_ascii_isxdigit (at[i]))
        return FALSE;
      *value = *value * 16 + g_ascii_xdigit_value (at[i]);
    }
  return TRUE;
}

/* A \uXXXX escape at the backslash's 'u'; a character outside the Basic
 * Multilingual Plane is a pair of them, high surrogate first. json-glib
 * turns a lone half into bytes that are not UTF-8, which would make the
 * next save unreadable, so halves are refused here. Errors point at the
 * backslash. */
static gboolean
scan_unicode_escape (Scanner  *s,
                     GString  *out)
{
  const char *u = s->p;
  gunichar c, low;

  s->p--;
  if (!read_hex4 (u, s->end, &c))
    return fail (s, "%s", _("\\u must be followed by four hexadecimal digits"));
  /* A NUL would silently cut the text short in json-glib. */
  if (c == 0)
    return fail (s, "%s", _("a text may not contain \\u0000"));
  if (c >= 0xDC00 && c <= 0xDFFF)
    return fail (s, _("\\u%04X is the second half of a surrogate pair without its first half"), c);
  if (c >= 0xD800 && c <= 0xDBFF)
    {
      const char *next = u + 5;

      if (s->end - next < 6 || next[0] != '\\' || next[1] != 'u' ||
          !read_hex4 (next + 1, s->end, &low) || low < 0xDC00 || low > 0xDFFF)
        return fail (s, _("\\u%04X is the first half of a surrogate pair without its second half"), c);
      c = 0x10000 + ((c - 0xD800) << 10) + (low - 0xDC00);
      u = next + 1;
    }
  if (out)
    g_string_append_unichar (out, c);
  s->p = u + 5;
  return TRUE;
}

/* A string at its opening quote; its decoded text goes to @out if given. */
static gboolean
scan_string (Scanner *s,
             GString *out)
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
          static const char escapes[] = "\"\\/bfnrt";
          static const char decoded[] = "\"\\/\b\f\n\r\t";
          const char *e;

          if (++s->p >= s->end)
            break;
          if (*s->p == 'u')
            {
              if (!scan_unicode_escape (s, out))
                return FALSE;
              continue;
            }
          if (*s->p == '\0' || !(e = strchr (escapes, *s->p)))
            {
              g_autofree char *ch = current_char (s);

              s->p--;
              return fail (s, _("unknown escape “\\%s”"), ch);
            }
          if (out)
            g_string_append_c (out, decoded[e - escapes]);
          s->p++;
          continue;
        }
      if (out)
        g_string_append_c (out, (char) c);
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

/* A value; containers push a frame. */
static gboolean
scan_value (Scanner *s,
            guint    max_depth)
{
  char c;

  skip_space (s);
  if (s->p >= s->end)
    return fail (s, "%s", _("a value is missing at the end of the text"));
  c = *s->p;
  if (c == '{' || c == '[')
    {
      Frame frame = { c == '{' ? '}' : ']', 0, NULL, NULL };

      if (s->frames->len >= max_depth)
        return fail (s, _("nested more than %u levels deep"), max_depth);
      if (c == '{')
        frame.seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      g_array_append_val (s->frames, frame);
      s->p++;
      return TRUE;
    }
  if (c == '"')
    return scan_string (s, NULL);
  if (c == '-' || g_ascii_isdigit (c))
    return scan_number (s);
  if (scan_literal (s, "true") || scan_literal (s, "false") || scan_literal (s, "null"))
    return TRUE;
  {
    g_autofree char *ch = current_char (s);

    return fail (s, _("unexpected “%s”"), ch);
  }
}

/* A member name and its colon, in the innermost (object) frame. json-glib
 * keeps the last of two equal members, which silently drops data; they are
 * refused, naming the member. */
static gboolean
scan_member_name (Scanner *s)
{
  Frame *frame = &g_array_index (s->frames, Frame, s->frames->len - 1);
  g_autoptr(GString) name = g_string_new (NULL);
  const char *start, *line_start;
  guint line;

  skip_space (s);
  if (s->p >= s->end || *s->p != '"')
    return fail (s, "%s", _("a member name in double quotes expected"));
  start = s->p;
  line = s->line;
  line_start = s->line_start;
  if (!scan_string (s, name))
    return FALSE;
  g_free (frame->member);
  frame->member = g_strdup (name->str);
  if (!g_hash_table_add (frame->seen, g_strdup (name->str)))
    {
      g_autofree char *path = scanner_path (s);

      s->p = start;
      s->line = line;
      s->line_start = line_start;
      return fail (s, _("“%s” appears twice; keep only one of them"), path);
    }
  skip_space (s);
  if (s->p >= s->end || *s->p != ':')
    return fail (s, "%s", _("“:” expected after the member name"));
  s->p++;
  return TRUE;
}

/* UTF-8 is checked first, so that every later message can quote the text. */
static gboolean
check_utf8 (Scanner *s)
{
  const char *bad = NULL;

  if (g_utf8_validate_len (s->p, s->end - s->p, &bad))
    return TRUE;
  for (const char *p = s->p; p < bad; p++)
    if (*p == '\n')
      {
        s->line++;
        s->line_start = p + 1;
      }
  /* Columns are counted over the valid text before the bad byte. */
  s->p = bad;
  if (*bad == '\0')
    g_set_error (s->error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_NOT_TAVOLO,
                 _("line %u, column %u: a NUL byte; a text never holds one"),
                 s->line, scanner_column (s));
  else
    g_set_error (s->error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_NOT_TAVOLO,
                 _("line %u, column %u: the text is not UTF-8 (save it as UTF-8)"),
                 s->line, scanner_column (s));
  return FALSE;
}

gboolean
tav_json_check_syntax (const char  *data,
                       gsize        length,
                       guint        max_depth,
                       GError     **error)
{
  Scanner s = { data, data + length, data, 1, NULL, error };
  g_autoptr(GArray) frames = g_array_new (FALSE, FALSE, sizeof (Frame));
  gboolean expect_value = TRUE;

  g_array_set_clear_func (frames, (GDestroyNotify) frame_clear);
  s.frames = frames;
  if (!check_utf8 (&s))
    return FALSE;

  /* A byte-order mark is allowed before the text (RFC 8259 §8.1). */
  if (length >= 3 && memcmp (data, "\xEF\xBB\xBF", 3) == 0)
    s.p += 3;

  for (;;)
    {
      Frame *top;

      if (expect_value)
        {
          guint depth = frames->len;

          if (!scan_value (&s, max_depth))
            return FALSE;
          expect_value = FALSE;
          if (frames->len > depth)
            {
              /* Just opened a container: it may be empty. */
              top = &g_array_index (frames, Frame, frames->len - 1);
              skip_space (&s);
              if (s.p < s.end && *s.p == top->closing)
                {
                  s.p++;
                  g_array_set_size (frames, frames->len - 1);
                }
              else if (top->closing == '}')
                {
                  if (!scan_member_name (&s))
                    return FALSE;
                  expect_value = TRUE;
                }
              else
                expect_value = TRUE;
              continue;
            }
        }

      /* After a value: the end, a comma, or a closing bracket. */
      skip_space (&s);
      if (frames->len == 0)
        {
          if (s.p < s.end)
            return fail (&s, "%s", _("more text after the end of the document"));
          return TRUE;
        }
      top = &g_array_index (frames, Frame, frames->len - 1);
      if (s.p >= s.end)
        return fail (&s, "%s", _("the text ends inside a list or an object"));
      if (*s.p == top->closing)
        {
          s.p++;
          g_array_set_size (frames, frames->len - 1);
          continue;
        }
      if (*s.p != ',')
        return fail (&s, _("“,” or “%c” expected"), top->closing);
      s.p++;
      if (top->closing == '}')
        {
          if (!scan_member_name (&s))
            return FALSE;
        }
      else
        top->index++;
      expect_value = TRUE;
    }
}

/* Strict check, then json-glib; syntax errors (TAV_DOCUMENT_ERROR_SYNTAX)
 * name the line and column. json-glib's own messages ("Parse error:
 * invalid string constant") never reach the user: whatever it refuses that
 * the check let through is reported in the program's words. */
gboolean
tav_json_parse (JsonParser  *parser,
                const char  *data,
                gsize        length,
                guint        max_depth,
                GError     **error)
{
  if (!tav_json_check_syntax (data, length, max_depth, error))
    return FALSE;
  if (!json_parser_load_from_data (parser, data, (gssize) length, NULL))
    {
      g_set_error_literal (error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_SYNTAX,
                           _("The text is valid JSON but could not be read; please report this file"));
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
