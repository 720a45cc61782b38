/* tav-json-check.c
 *
 * json-glib 1.6's parser reads more than JSON: hexadecimal and "$ff"
 * numbers, comments, single-quoted strings, unknown escapes, a second value
 * after the root, and numbers with leading zeros (as octal); it also
 * recurses once per nesting level and crashes on very deep input. Files are
 * therefore read here, against the JSON grammar (RFC 8259), without
 * recursion and within a depth limit, straight into json-glib's nodes: one
 * pass over the text, where checking it and then giving it to json-glib's
 * parser took two.
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

/* An open object or list: its node, its closing bracket, and where the
 * reader is in it, for the path in messages. */
typedef struct
{
  char        closing;
  gboolean    has_member;       /* objects: a member name was read */
  guint       index;            /* lists: the element being read */
  GString    *member;           /* objects: the member being read (the
                                 * buffer stays for the next frame at
                                 * this depth) */
  JsonNode   *node;
  JsonObject *object;           /* the node's object, or NULL */
  JsonArray  *array;            /* the node's list, or NULL */
} Frame;

typedef struct
{
  const char *p;
  const char *end;
  const char *line_start;
  guint       line;
  Frame      *frames;
  guint       depth;            /* containers open */
  guint       n_frames;         /* frames allocated */
  GString    *text;             /* a text value being decoded */
  JsonNode   *root;             /* everything read so far hangs from it */
  GError    **error;
} Reader;

/* "stages[0].rounds[2].tables" — where the reader is, as the loaders name
 * fields. */
static char *
reader_path (Reader *r)
{
  GString *path = g_string_new (NULL);

  for (guint i = 0; i < r->depth; i++)
    {
      Frame *frame = &r->frames[i];

      if (frame->closing == ']')
        g_string_append_printf (path, "[%u]", frame->index);
      else if (frame->has_member)
        g_string_append_printf (path, "%s%s", path->len ? "." : "", frame->member->str);
    }
  return g_string_free (path, FALSE);
}

/* Columns count characters, not bytes, as an editor shows them. */
static guint
reader_column (Reader *r)
{
  const char *p = r->line_start;
  guint column = 1;

  while (p < r->p)
    {
      p = g_utf8_find_next_char (p, r->p);
      column++;
      if (p == NULL)
        break;
    }
  return column;
}

static gboolean G_GNUC_PRINTF (2, 3)
fail (Reader     *r,
      const char *format,
      ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (r->error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_SYNTAX,
               _("line %u, column %u: not valid JSON: %s"), r->line,
               reader_column (r), message);
  return FALSE;
}

/* The whole character at the reader, for messages (the text is valid
 * UTF-8, checked before), escaped when it cannot be shown. */
static char *
current_char (Reader *r)
{
  gunichar c = g_utf8_get_char (r->p);

  if (!g_unichar_isgraph (c))
    return g_strdup_printf ("U+%04X", c);
  return g_ucs4_to_utf8 (&c, 1, NULL, NULL, NULL);
}

static void
skip_space (Reader *r)
{
  while (r->p < r->end)
    {
      char c = *r->p;

      if (c == '\n')
        {
          r->line++;
          r->line_start = r->p + 1;
        }
      else if (c != ' ' && c != '\t' && c != '\r')
        return;
      r->p++;
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
read_unicode_escape (Reader  *r,
                     GString *out)
{
  const char *u = r->p;
  gunichar c, low;

  r->p--;
  if (!read_hex4 (u, r->end, &c))
    return fail (r, "%s", _("\\u must be followed by four hexadecimal digits"));
  /* A NUL would silently cut the text short. */
  if (c == 0)
    return fail (r, "%s", _("a text may not contain \\u0000"));
  if (c >= 0xDC00 && c <= 0xDFFF)
    return fail (r, _("\\u%04X is the second half of a surrogate pair without its first half"), c);
  if (c >= 0xD800 && c <= 0xDBFF)
    {
      const char *next = u + 5;

      if (r->end - next < 6 || next[0] != '\\' || next[1] != 'u' ||
          !read_hex4 (next + 1, r->end, &low) || low < 0xDC00 || low > 0xDFFF)
        return fail (r, _("\\u%04X is the first half of a surrogate pair without its second half"), c);
      c = 0x10000 + ((c - 0xD800) << 10) + (low - 0xDC00);
      u = next + 1;
    }
  g_string_append_unichar (out, c);
  r->p = u + 5;
  return TRUE;
}

/* A string at its opening quote; its decoded text is appended to @out. */
static gboolean
read_string (Reader  *r,
             GString *out)
{
  r->p++;                       /* the opening quote */
  while (r->p < r->end)
    {
      const char *run = r->p;
      guchar c;

      /* Most of a text is plain characters, copied in one go. */
      while (r->p < r->end && (guchar) *r->p >= 0x20 && *r->p != '"' && *r->p != '\\')
        r->p++;
      g_string_append_len (out, run, r->p - run);
      if (r->p >= r->end)
        break;
      c = (guchar) *r->p;
      if (c == '"')
        {
          r->p++;
          return TRUE;
        }
      if (c < 0x20)
        return fail (r, "%s", _("a control character inside a text (write it as \\n, \\t, …)"));
      /* A backslash. */
      {
        static const char escapes[] = "\"\\/bfnrt";
        static const char decoded[] = "\"\\/\b\f\n\r\t";
        const char *e;

        if (++r->p >= r->end)
          break;
        if (*r->p == 'u')
          {
            if (!read_unicode_escape (r, out))
              return FALSE;
            continue;
          }
        if (*r->p == '\0' || !(e = strchr (escapes, *r->p)))
          {
            g_autofree char *ch = current_char (r);

            r->p--;
            return fail (r, _("unknown escape “\\%s”"), ch);
          }
        g_string_append_c (out, decoded[e - escapes]);
        r->p++;
      }
    }
  return fail (r, "%s", _("a text is never closed"));
}

/* -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)? ; whole numbers must fit in
 * 64 bits, because json-glib silently wraps larger ones. As in json-glib,
 * a number with neither a fraction nor an exponent is a whole number
 * (gint64), any other a double (correctly rounded, the sign included:
 * "-0.0" is -0.0, "-0" is 0). */
static gboolean
read_number (Reader    *r,
             JsonNode **node)
{
  const char *start = r->p;
  gboolean whole = TRUE, negative = FALSE;
  guint digits = 0;
  guint64 value = 0;

  if (*r->p == '-')
    {
      negative = TRUE;
      r->p++;
    }
  if (r->p >= r->end || !g_ascii_isdigit (*r->p))
    return fail (r, "%s", _("a number must start with a digit"));
  if (*r->p == '0')
    {
      r->p++;
      if (r->p < r->end && g_ascii_isdigit (*r->p))
        return fail (r, "%s", _("a number with a leading zero"));
      digits = 1;
    }
  else
    while (r->p < r->end && g_ascii_isdigit (*r->p))
      {
        /* 19 digits always fit in 64 bits unsigned; more are too many. */
        if (digits < 19)
          value = value * 10 + (guint64) (*r->p - '0');
        r->p++;
        digits++;
      }
  if (r->p < r->end && *r->p == '.')
    {
      whole = FALSE;
      r->p++;
      if (r->p >= r->end || !g_ascii_isdigit (*r->p))
        return fail (r, "%s", _("a digit must follow the decimal point"));
      while (r->p < r->end && g_ascii_isdigit (*r->p))
        r->p++;
    }
  if (r->p < r->end && (*r->p == 'e' || *r->p == 'E'))
    {
      whole = FALSE;
      r->p++;
      if (r->p < r->end && (*r->p == '+' || *r->p == '-'))
        r->p++;
      if (r->p >= r->end || !g_ascii_isdigit (*r->p))
        return fail (r, "%s", _("a digit must follow the exponent"));
      while (r->p < r->end && g_ascii_isdigit (*r->p))
        r->p++;
    }
  if (whole)
    {
      if (digits > 19 || value > (guint64) G_MAXINT64 + (negative ? 1 : 0))
        {
          r->p = start;
          return fail (r, "%s", _("the number is too large"));
        }
      /* -(value - 1) - 1 reaches G_MININT64 without overflow. */
      *node = json_node_init_int (json_node_alloc (),
                                  negative ? -(gint64) (value - 1) - 1 : (gint64) value);
    }
  else
    {
      gsize n = r->p - start;
      char buffer[64];
      g_autofree char *copy = NULL;
      const char *text = buffer;

      /* The text is not NUL-terminated: the number is copied out. */
      if (n < sizeof buffer)
        {
          memcpy (buffer, start, n);
          buffer[n] = '\0';
        }
      else
        text = copy = g_strndup (start, n);
      *node = json_node_init_double (json_node_alloc (), g_ascii_strtod (text, NULL));
    }
  return TRUE;
}

static gboolean
read_literal (Reader     *r,
              const char *word)
{
  gsize n = strlen (word);

  if ((gsize) (r->end - r->p) < n || memcmp (r->p, word, n) != 0)
    return FALSE;
  r->p += n;
  return TRUE;
}

/* @node becomes the root, the next element of the innermost list, or the
 * value of the member just named in the innermost object. */
static void
attach (Reader   *r,
        JsonNode *node)
{
  Frame *top;

  if (r->depth == 0)
    {
      r->root = node;
      return;
    }
  top = &r->frames[r->depth - 1];
  json_node_set_parent (node, top->node);
  if (top->object)
    json_object_set_member (top->object, top->member->str, node);
  else
    json_array_add_element (top->array, node);
}

static void
push_frame (Reader   *r,
            JsonNode *node)
{
  Frame *frame;

  if (r->depth == r->n_frames)
    {
      guint n = MAX (8, r->n_frames * 2);

      r->frames = g_renew (Frame, r->frames, n);
      memset (r->frames + r->n_frames, 0, (n - r->n_frames) * sizeof (Frame));
      r->n_frames = n;
    }
  frame = &r->frames[r->depth++];
  frame->node = node;
  frame->has_member = FALSE;
  frame->index = 0;
  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      frame->closing = '}';
      frame->object = json_node_get_object (node);
      frame->array = NULL;
      if (frame->member == NULL)
        frame->member = g_string_sized_new (32);
    }
  else
    {
      frame->closing = ']';
      frame->object = NULL;
      frame->array = json_node_get_array (node);
    }
}

/* A value; it is attached to its container at once, and a container
 * becomes the innermost frame. */
static gboolean
read_value (Reader *r,
            guint   max_depth)
{
  JsonNode *node = NULL;
  char c;

  skip_space (r);
  if (r->p >= r->end)
    return fail (r, "%s", _("a value is missing at the end of the text"));
  c = *r->p;
  if (c == '{' || c == '[')
    {
      if (r->depth >= max_depth)
        return fail (r, _("nested more than %u levels deep"), max_depth);
      node = json_node_alloc ();
      if (c == '{')
        {
          json_node_init (node, JSON_NODE_OBJECT);
          json_node_take_object (node, json_object_new ());
        }
      else
        {
          json_node_init (node, JSON_NODE_ARRAY);
          json_node_take_array (node, json_array_new ());
        }
      attach (r, node);
      push_frame (r, node);
      r->p++;
      return TRUE;
    }
  if (c == '"')
    {
      g_string_truncate (r->text, 0);
      if (!read_string (r, r->text))
        return FALSE;
      node = json_node_init_string (json_node_alloc (), r->text->str);
    }
  else if (c == '-' || g_ascii_isdigit (c))
    {
      if (!read_number (r, &node))
        return FALSE;
    }
  else if (read_literal (r, "true"))
    node = json_node_init_boolean (json_node_alloc (), TRUE);
  else if (read_literal (r, "false"))
    node = json_node_init_boolean (json_node_alloc (), FALSE);
  else if (read_literal (r, "null"))
    node = json_node_init_null (json_node_alloc ());
  else
    {
      g_autofree char *ch = current_char (r);

      return fail (r, _("unexpected “%s”"), ch);
    }
  attach (r, node);
  return TRUE;
}

/* A member name and its colon, in the innermost (object) frame. json-glib
 * keeps the last of two equal members, which silently drops data; they are
 * refused, naming the member. */
static gboolean
read_member_name (Reader *r)
{
  Frame *frame = &r->frames[r->depth - 1];
  const char *start, *line_start;
  guint line;

  skip_space (r);
  if (r->p >= r->end || *r->p != '"')
    return fail (r, "%s", _("a member name in double quotes expected"));
  start = r->p;
  line = r->line;
  line_start = r->line_start;
  g_string_truncate (frame->member, 0);
  if (!read_string (r, frame->member))
    return FALSE;
  frame->has_member = TRUE;
  if (json_object_has_member (frame->object, frame->member->str))
    {
      g_autofree char *path = reader_path (r);

      r->p = start;
      r->line = line;
      r->line_start = line_start;
      return fail (r, _("“%s” appears twice; keep only one of them"), path);
    }
  skip_space (r);
  if (r->p >= r->end || *r->p != ':')
    return fail (r, "%s", _("“:” expected after the member name"));
  r->p++;
  return TRUE;
}

/* UTF-8 is checked first, so that every later message can quote the text. */
static gboolean
check_utf8 (Reader *r)
{
  const char *bad = NULL;

  if (g_utf8_validate_len (r->p, r->end - r->p, &bad))
    return TRUE;
  for (const char *p = r->p; p < bad; p++)
    if (*p == '\n')
      {
        r->line++;
        r->line_start = p + 1;
      }
  /* Columns are counted over the valid text before the bad byte. */
  r->p = bad;
  if (*bad == '\0')
    g_set_error (r->error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_NOT_TAVOLO,
                 _("line %u, column %u: a NUL byte; a text never holds one"),
                 r->line, reader_column (r));
  else
    g_set_error (r->error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_NOT_TAVOLO,
                 _("line %u, column %u: the text is not UTF-8 (save it as UTF-8)"),
                 r->line, reader_column (r));
  return FALSE;
}

/* The text, read in one pass without recursion. */
static gboolean
read_text (Reader *r,
           guint   max_depth)
{
  gboolean expect_value = TRUE;

  if (!check_utf8 (r))
    return FALSE;

  /* A byte-order mark is allowed before the text (RFC 8259 §8.1). */
  if (r->end - r->p >= 3 && memcmp (r->p, "\xEF\xBB\xBF", 3) == 0)
    r->p += 3;

  for (;;)
    {
      Frame *top;

      if (expect_value)
        {
          guint depth = r->depth;

          if (!read_value (r, max_depth))
            return FALSE;
          expect_value = FALSE;
          if (r->depth > depth)
            {
              /* Just opened a container: it may be empty. */
              top = &r->frames[r->depth - 1];
              skip_space (r);
              if (r->p < r->end && *r->p == top->closing)
                {
                  r->p++;
                  r->depth--;
                }
              else if (top->closing == '}')
                {
                  if (!read_member_name (r))
                    return FALSE;
                  expect_value = TRUE;
                }
              else
                expect_value = TRUE;
              continue;
            }
        }

      /* After a value: the end, a comma, or a closing bracket. */
      skip_space (r);
      if (r->depth == 0)
        {
          if (r->p < r->end)
            return fail (r, "%s", _("more text after the end of the document"));
          return TRUE;
        }
      top = &r->frames[r->depth - 1];
      if (r->p >= r->end)
        return fail (r, "%s", _("the text ends inside a list or an object"));
      if (*r->p == top->closing)
        {
          r->p++;
          r->depth--;
          continue;
        }
      if (*r->p != ',')
        return fail (r, _("“,” or “%c” expected"), top->closing);
      r->p++;
      if (top->closing == '}')
        {
          if (!read_member_name (r))
            return FALSE;
        }
      else
        top->index++;
      expect_value = TRUE;
    }
}

/* Strict JSON (RFC 8259) to a json-glib tree, in one pass: syntax errors
 * (TAV_DOCUMENT_ERROR_SYNTAX) name the line and column, bad UTF-8 and NUL
 * bytes are TAV_DOCUMENT_ERROR_NOT_TAVOLO. The tree is the one
 * json_parser_load_from_data() builds from the same text (the same value
 * types and numbers, parents set); @sealed seals it, as
 * json_parser_new_immutable() does. */
JsonNode *
tav_json_read (const char  *data,
               gsize        length,
               guint        max_depth,
               gboolean     sealed,
               GError     **error)
{
  Reader r = { data, data + length, data, 1, NULL, 0, 0, NULL, NULL, error };
  gboolean ok;

  g_return_val_if_fail (data != NULL || length == 0, NULL);

  r.text = g_string_sized_new (256);
  ok = read_text (&r, max_depth);
  for (guint i = 0; i < r.n_frames; i++)
    if (r.frames[i].member)
      g_string_free (r.frames[i].member, TRUE);
  g_free (r.frames);
  g_string_free (r.text, TRUE);
  if (!ok)
    {
      g_clear_pointer (&r.root, json_node_unref);
      return NULL;
    }
  if (sealed)
    json_node_seal (r.root);
  return r.root;
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
