/* tav-json-check.c — the strict JSON reader
 *
 * json-glib 1.6's parser reads more than JSON: hexadecimal and "$ff"
 * numbers, comments, single-quoted strings, unknown escapes, a second value
 * after the root, and numbers with leading zeros (as octal); it also
 * recurses once per nesting level and crashes on very deep input. Texts are
 * therefore read here, against the JSON grammar (RFC 8259), without
 * recursion and within a depth limit, in one pass.
 *
 * What is read is a TavJsonDoc: plain values in a few blocks of memory,
 * which the loaders read fields from (tav-json-get.c). A json-glib tree
 * costs a dozen allocations per object (its hash table, member list, a node
 * and a value per member) and was most of the time taken to load a big
 * event; json-glib nodes are now made only for what the model keeps as
 * nodes (results, parameters) and for callers that want a whole tree
 * (tav_json_read()), the same tree json-glib's parser makes of the text.
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
#include "tav-json-writer.h"

/* The readers report in the document's domain; it is defined here, below
 * the document (tav-document.c), which calls them. */
G_DEFINE_QUARK (tav-document-error-quark, tav_document_error)

/* ---- The document: values in blocks of memory ------------------------ */

/* Every value, member list and text of a document lives in a few large
 * blocks freed together, rather than an allocation or more per value. */
struct _TavJsonDoc
{
  TavJsonValue  root;
  GPtrArray    *blocks;
  char         *next;           /* the free end of the last block */
  gsize         left;
};

#define FIRST_BLOCK (64 * 1024)
#define LAST_BLOCK  (4 * 1024 * 1024)

static gpointer
doc_alloc (TavJsonDoc *doc,
           gsize       size,
           gsize       align)
{
  gsize pad = (align - ((guintptr) doc->next & (align - 1))) & (align - 1);
  char *p;

  if (size == 0)
    return NULL;
  if (doc->next == NULL || pad + size > doc->left)
    {
      gsize block = MIN ((gsize) FIRST_BLOCK << MIN (doc->blocks->len, 6), (gsize) LAST_BLOCK);

      block = MAX (block, size);
      doc->next = g_malloc (block);
      doc->left = block;
      g_ptr_array_add (doc->blocks, doc->next);
      pad = 0;                  /* malloc aligns for any value */
    }
  p = doc->next + pad;
  doc->next = p + size;
  doc->left -= pad + size;
  return p;
}

static const char *
doc_strdup (TavJsonDoc *doc,
            GString    *text)
{
  char *copy = doc_alloc (doc, text->len + 1, 1);

  memcpy (copy, text->str, text->len + 1);
  return copy;
}

void
tav_json_doc_free (TavJsonDoc *doc)
{
  if (doc == NULL)
    return;
  g_ptr_array_unref (doc->blocks);
  g_free (doc);
}

const TavJsonValue *
tav_json_doc_get_root (TavJsonDoc *doc)
{
  g_return_val_if_fail (doc != NULL, NULL);

  return &doc->root;
}

/* NULL when @object has no such member. Members are looked through in
 * order: the loaders ask for a few known names per object. */
const TavJsonValue *
tav_json_value_get_member (const TavJsonValue *object,
                           const char         *name)
{
  g_return_val_if_fail (object != NULL && object->kind == TAV_JSON_OBJECT, NULL);

  for (guint i = 0; i < object->length; i++)
    if (strcmp (object->v.members[i].name, name) == 0)
      return &object->v.members[i].value;
  return NULL;
}

/* ---- Reading ------------------------------------------------------------ */

/* Objects of more members than this find a repeated name in a hash
 * table; smaller ones look through the names read. */
#define FEW_MEMBERS 8

/* An open object or list: its closing bracket, where the reader is in it
 * (for the path in messages), and where its values start on the stack. */
typedef struct
{
  char        closing;
  guint       index;            /* lists: the element being read */
  const char *member;           /* objects: the member being read */
  guint       start;
  GHashTable *names;            /* objects of many members: names read */
} Frame;

typedef struct
{
  const char    *p;
  const char    *end;
  const char    *line_start;
  guint          line;
  GArray        *frames;
  TavJsonMember *stack;         /* values read in the open containers */
  guint          n_stack;
  guint          stack_size;
  GString       *text;          /* the text being decoded */
  TavJsonDoc    *doc;
  GError       **error;
} Reader;

static void
frame_clear (Frame *frame)
{
  g_clear_pointer (&frame->names, g_hash_table_unref);
}

/* "stages[0].rounds[2].tables" — where the reader is, as the loaders name
 * fields. */
static char *
reader_path (Reader *r)
{
  GString *path = g_string_new (NULL);

  for (guint i = 0; i < r->frames->len; i++)
    {
      Frame *frame = &g_array_index (r->frames, Frame, i);

      if (frame->closing == ']')
        g_string_append_printf (path, "[%u]", frame->index);
      else if (frame->member)
        g_string_append_printf (path, "%s%s", path->len ? "." : "", frame->member);
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

/* A string at its opening quote, decoded into r->text. */
static gboolean
read_string (Reader *r)
{
  GString *out = r->text;

  g_string_truncate (out, 0);
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
 * 64 bits, because json-glib silently wraps larger ones. As json-glib
 * reads them, a number with neither a fraction nor an exponent is a whole
 * number (gint64), any other a double (correctly rounded, the sign
 * included: "-0.0" is -0.0, "-0" is 0). */
static gboolean
read_number (Reader       *r,
             TavJsonValue *value)
{
  const char *start = r->p;
  gboolean whole = TRUE, negative = FALSE;
  guint digits = 0;
  guint64 n = 0;

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
          n = n * 10 + (guint64) (*r->p - '0');
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
      if (digits > 19 || n > (guint64) G_MAXINT64 + (negative ? 1 : 0))
        {
          r->p = start;
          return fail (r, "%s", _("the number is too large"));
        }
      value->kind = TAV_JSON_INT;
      /* -(n - 1) - 1 reaches G_MININT64 without overflow. */
      value->v.integer = negative ? -(gint64) (n - 1) - 1 : (gint64) n;
    }
  else
    {
      gsize length = r->p - start;
      char buffer[64];
      g_autofree char *copy = NULL;
      const char *text = buffer;

      /* The text need not end in NUL: the number is copied out. */
      if (length < sizeof buffer)
        {
          memcpy (buffer, start, length);
          buffer[length] = '\0';
        }
      else
        text = copy = g_strndup (start, length);
      value->kind = TAV_JSON_DOUBLE;
      value->v.number = g_ascii_strtod (text, NULL);
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

/* A value read: the root, or the next of the innermost container's. */
static void
add_value (Reader             *r,
           const TavJsonValue *value)
{
  Frame *top;

  if (r->frames->len == 0)
    {
      r->doc->root = *value;
      return;
    }
  top = &g_array_index (r->frames, Frame, r->frames->len - 1);
  if (r->n_stack == r->stack_size)
    {
      r->stack_size *= 2;
      r->stack = g_renew (TavJsonMember, r->stack, r->stack_size);
    }
  r->stack[r->n_stack].name = top->member;
  r->stack[r->n_stack].value = *value;
  r->n_stack++;
}

static void
open_container (Reader *r,
                char    opening)
{
  Frame frame = { opening == '{' ? '}' : ']', 0, NULL, r->n_stack, NULL };

  g_array_append_val (r->frames, frame);
}

/* The innermost container is complete: its values move from the stack to
 * the document, and it becomes a value of its own container. */
static void
close_container (Reader *r)
{
  Frame *top = &g_array_index (r->frames, Frame, r->frames->len - 1);
  TavJsonMember *values = r->stack + top->start;
  TavJsonValue container;

  container.length = r->n_stack - top->start;
  if (top->closing == '}')
    {
      container.kind = TAV_JSON_OBJECT;
      container.v.members = doc_alloc (r->doc, container.length * sizeof (TavJsonMember),
                                       G_ALIGNOF (TavJsonMember));
      if (container.length)
        memcpy (container.v.members, values, container.length * sizeof (TavJsonMember));
    }
  else
    {
      container.kind = TAV_JSON_ARRAY;
      container.v.elements = doc_alloc (r->doc, container.length * sizeof (TavJsonValue),
                                        G_ALIGNOF (TavJsonValue));
      for (guint i = 0; i < container.length; i++)
        container.v.elements[i] = values[i].value;
    }
  r->n_stack = top->start;
  g_array_set_size (r->frames, r->frames->len - 1);
  add_value (r, &container);
}

/* A value; a container becomes the innermost frame. */
static gboolean
read_value (Reader *r,
            guint   max_depth)
{
  TavJsonValue value = { TAV_JSON_NULL, 0, { 0 } };
  char c;

  skip_space (r);
  if (r->p >= r->end)
    return fail (r, "%s", _("a value is missing at the end of the text"));
  c = *r->p;
  if (c == '{' || c == '[')
    {
      if (r->frames->len >= max_depth)
        return fail (r, _("nested more than %u levels deep"), max_depth);
      open_container (r, c);
      r->p++;
      return TRUE;
    }
  if (c == '"')
    {
      if (!read_string (r))
        return FALSE;
      value.kind = TAV_JSON_STRING;
      value.v.string = doc_strdup (r->doc, r->text);
    }
  else if (c == '-' || g_ascii_isdigit (c))
    {
      if (!read_number (r, &value))
        return FALSE;
    }
  else if (read_literal (r, "true"))
    {
      value.kind = TAV_JSON_BOOLEAN;
      value.v.boolean = TRUE;
    }
  else if (read_literal (r, "false"))
    value.kind = TAV_JSON_BOOLEAN;
  else if (!read_literal (r, "null"))
    {
      g_autofree char *ch = current_char (r);

      return fail (r, _("unexpected “%s”"), ch);
    }
  add_value (r, &value);
  return TRUE;
}

/* Whether @name is among the members read so far in @frame. */
static gboolean
seen_member (Reader     *r,
             Frame      *frame,
             const char *name)
{
  guint n = r->n_stack - frame->start;

  if (frame->names == NULL && n < FEW_MEMBERS)
    {
      for (guint i = frame->start; i < r->n_stack; i++)
        if (strcmp (r->stack[i].name, name) == 0)
          return TRUE;
      return FALSE;
    }
  if (frame->names == NULL)
    {
      frame->names = g_hash_table_new (g_str_hash, g_str_equal);
      for (guint i = frame->start; i < r->n_stack; i++)
        g_hash_table_add (frame->names, (gpointer) r->stack[i].name);
    }
  return !g_hash_table_add (frame->names, (gpointer) name);
}

/* A member name and its colon, in the innermost (object) frame. json-glib
 * keeps the last of two equal members, which silently drops data; they are
 * refused, naming the member. */
static gboolean
read_member_name (Reader *r)
{
  Frame *frame = &g_array_index (r->frames, Frame, r->frames->len - 1);
  const char *start, *line_start;
  guint line;

  skip_space (r);
  if (r->p >= r->end || *r->p != '"')
    return fail (r, "%s", _("a member name in double quotes expected"));
  start = r->p;
  line = r->line;
  line_start = r->line_start;
  if (!read_string (r))
    return FALSE;
  frame->member = doc_strdup (r->doc, r->text);
  if (seen_member (r, frame, frame->member))
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
          guint depth = r->frames->len;

          if (!read_value (r, max_depth))
            return FALSE;
          expect_value = FALSE;
          if (r->frames->len > depth)
            {
              /* Just opened a container: it may be empty. */
              top = &g_array_index (r->frames, Frame, r->frames->len - 1);
              skip_space (r);
              if (r->p < r->end && *r->p == top->closing)
                {
                  r->p++;
                  close_container (r);
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
      if (r->frames->len == 0)
        {
          if (r->p < r->end)
            return fail (r, "%s", _("more text after the end of the document"));
          return TRUE;
        }
      top = &g_array_index (r->frames, Frame, r->frames->len - 1);
      if (r->p >= r->end)
        return fail (r, "%s", _("the text ends inside a list or an object"));
      if (*r->p == top->closing)
        {
          r->p++;
          close_container (r);
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

/* Strict JSON (RFC 8259) in one pass: syntax errors
 * (TAV_DOCUMENT_ERROR_SYNTAX) name the line and column, bad UTF-8 and NUL
 * bytes are TAV_DOCUMENT_ERROR_NOT_TAVOLO. */
TavJsonDoc *
tav_json_doc_read (const char  *data,
                   gsize        length,
                   guint        max_depth,
                   GError     **error)
{
  g_autoptr(TavJsonDoc) doc = g_new0 (TavJsonDoc, 1);
  Reader r = { data, data + length, data, 1, NULL, NULL, 0, 0, NULL, doc, error };
  gboolean ok;

  g_return_val_if_fail (data != NULL || length == 0, NULL);

  doc->blocks = g_ptr_array_new_with_free_func (g_free);
  r.frames = g_array_new (FALSE, FALSE, sizeof (Frame));
  g_array_set_clear_func (r.frames, (GDestroyNotify) frame_clear);
  r.text = g_string_sized_new (256);
  /* Never NULL: a container closed before any value was read takes its
   * (empty) values from there. */
  r.stack_size = 64;
  r.stack = g_new (TavJsonMember, r.stack_size);
  ok = read_text (&r, max_depth);
  g_array_unref (r.frames);
  g_string_free (r.text, TRUE);
  g_free (r.stack);
  return ok ? g_steal_pointer (&doc) : NULL;
}

/* ---- As json-glib nodes ------------------------------------------------- */

/* Recursive: depth is bounded by the reader's limit. */
static JsonNode *
to_node (const TavJsonValue *value)
{
  JsonNode *node = json_node_alloc ();

  switch (value->kind)
    {
    case TAV_JSON_NULL:
      return json_node_init_null (node);
    case TAV_JSON_BOOLEAN:
      return json_node_init_boolean (node, value->v.boolean);
    case TAV_JSON_INT:
      return json_node_init_int (node, value->v.integer);
    case TAV_JSON_DOUBLE:
      return json_node_init_double (node, value->v.number);
    case TAV_JSON_STRING:
      return json_node_init_string (node, value->v.string);
    case TAV_JSON_ARRAY:
      {
        JsonArray *array = json_array_sized_new (value->length);

        json_node_init (node, JSON_NODE_ARRAY);
        for (guint i = 0; i < value->length; i++)
          {
            JsonNode *element = to_node (&value->v.elements[i]);

            json_node_set_parent (element, node);
            json_array_add_element (array, element);
          }
        json_node_take_array (node, array);
        return node;
      }
    case TAV_JSON_OBJECT:
      {
        JsonObject *object = json_object_new ();

        json_node_init (node, JSON_NODE_OBJECT);
        for (guint i = 0; i < value->length; i++)
          {
            JsonNode *member = to_node (&value->v.members[i].value);

            json_node_set_parent (member, node);
            json_object_set_member (object, value->v.members[i].name, member);
          }
        json_node_take_object (node, object);
        return node;
      }
    default:
      g_assert_not_reached ();
    }
}

/* The tree json_parser_load_from_data() builds from the same text: the
 * same node and value types and values, members in the text's order,
 * parents set; @sealed seals it, as json_parser_new_immutable() does. */
JsonNode *
tav_json_value_to_node (const TavJsonValue *value,
                        gboolean            sealed)
{
  JsonNode *node;

  g_return_val_if_fail (value != NULL, NULL);

  node = to_node (value);
  if (sealed)
    json_node_seal (node);
  return node;
}

/* Strict JSON to json-glib nodes, for texts read whole as nodes (results
 * typed on the command line, the documents of a merge). */
JsonNode *
tav_json_read (const char  *data,
               gsize        length,
               guint        max_depth,
               gboolean     sealed,
               GError     **error)
{
  g_autoptr(TavJsonDoc) doc = tav_json_doc_read (data, length, max_depth, error);

  if (doc == NULL)
    return NULL;
  return tav_json_value_to_node (&doc->root, sealed);
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

/* Pretty JSON with two-space indents and a final newline, as every file
 * Tavolo writes (tav-json-writer.c). */
char *
tav_json_to_text (JsonNode *root,
                  gsize    *length)
{
  TavJsonWriter *writer = tav_json_writer_new (4096);

  g_return_val_if_fail (root != NULL, NULL);

  tav_json_writer_node (writer, root);
  return tav_json_writer_free_to_text (writer, length);
}
