/* tav-json-writer.c — JSON text written straight into a buffer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The files Tavolo writes were written by json-glib 1.6's generator
 * (pretty, indent 2) from a tree built for the purpose; at 2,000 players
 * building, writing and freeing that tree took 40 ms after each edit. This
 * writer appends the same text as the values come, so the format is the
 * generator's, quirks included:
 *   - a member is `"name" : value`; each value or member on its own line,
 *     indented two spaces per level; a comma ends every line but the last;
 *   - an empty array is `[]`, an empty object `{` then the indentation of
 *     its own level then `}`;
 *   - integers in decimal; doubles as g_ascii_dtostr() writes them ("%.17g"),
 *     with ".0" added when that has no point;
 *   - in strings `"` and `\` get a backslash, \b \f \n \r \t their short
 *     escapes, the other bytes below 0x20 and 0x7f \u00xx (lower case); all
 *     else, '/', U+2028 and every non-ASCII character, is written as is.
 * Two departures, where json-glib's text was not JSON: U+001F, which
 * json-glib 1.6 leaves raw (tav_json_to_text used to escape it after the
 * generator), is \u001f; a double that g_ascii_dtostr() writes with an
 * exponent and no point (1e+22) keeps that form, where json-glib added
 * ".0". A double that is not finite is never written: it is a programming
 * error, reported, and written as null.
 */
#define G_LOG_DOMAIN "tavolo-json"

#include "tav-json-writer.h"

#include <math.h>
#include <string.h>

enum
{
  OPEN_OBJECT    = 1 << 0,
  OPEN_HAS_ITEMS = 1 << 1,
};

struct _TavJsonWriter
{
  GString    *out;
  GByteArray *open;   /* one OPEN_* set per open array or object */
  gboolean    named;  /* a member name was written: its value follows */
};

/* g_string_append_len() of GLib 2.74 goes through g_string_insert_len()
 * and its checks: 40 % of the writer's instructions. The short copies the
 * writer makes are done here when they fit, as g_string_append_c() does. */
static inline void
append (GString    *out,
        const char *bytes,
        gsize       n)
{
  if (G_LIKELY (out->len + n < out->allocated_len))
    {
      memcpy (out->str + out->len, bytes, n);
      out->len += n;
      out->str[out->len] = '\0';
    }
  else
    g_string_append_len (out, bytes, n);
}

static const char spaces[] = "                                                                ";

TavJsonWriter *
tav_json_writer_new (gsize reserve)
{
  TavJsonWriter *self = g_new0 (TavJsonWriter, 1);

  self->out = g_string_sized_new (MAX (reserve, 64));
  self->open = g_byte_array_sized_new (16);
  return self;
}

void
tav_json_writer_free (TavJsonWriter *self)
{
  if (self == NULL)
    return;
  g_string_free (self->out, TRUE);
  g_byte_array_unref (self->open);
  g_free (self);
}

/* The text, ended by a newline. */
char *
tav_json_writer_free_to_text (TavJsonWriter *self,
                              gsize         *length)
{
  GString *out;
  gsize out_len;

  g_return_val_if_fail (self != NULL, NULL);
  if (self->open->len != 0 || self->named)
    g_critical ("%s: %u arrays or objects still open", G_STRFUNC, self->open->len);

  out = self->out;
  g_string_append_c (out, '\n');
  out_len = out->len;
  g_byte_array_unref (self->open);
  g_free (self);
  if (length)
    *length = out_len;
  /* The texts are kept (the app's undo history): no room to spare. */
  return g_realloc (g_string_free (out, FALSE), out_len + 1);
}

static void
indent (GString *out,
        guint    level)
{
  gsize n = level * 2;

  while (n > 0)
    {
      gsize chunk = MIN (n, sizeof spaces - 1);

      append (out, spaces, chunk);
      n -= chunk;
    }
}

/* The separator, new line and indentation before an item of the array or
 * object open, or nothing for the value of a member. */
static gboolean
begin_item (TavJsonWriter *self,
            gboolean       member)
{
  guint8 *top;

  if (self->named)
    {
      if (G_UNLIKELY (member))
        {
          g_critical ("%s: a member name where its value was expected", G_STRFUNC);
          return FALSE;
        }
      self->named = FALSE;
      return TRUE;
    }
  if (self->open->len == 0)
    {
      if (G_UNLIKELY (member || self->out->len != 0))
        {
          g_critical ("%s: a second value at the top level", G_STRFUNC);
          return FALSE;
        }
      return TRUE;
    }

  top = &self->open->data[self->open->len - 1];
  if (G_UNLIKELY (((*top & OPEN_OBJECT) != 0) != member))
    {
      g_critical (member ? "%s: a member name inside an array" : "%s: a value without a member name",
                  G_STRFUNC);
      return FALSE;
    }
  if (*top & OPEN_HAS_ITEMS)
    append (self->out, ",\n", 2);
  else
    g_string_append_c (self->out, '\n');
  *top |= OPEN_HAS_ITEMS;
  indent (self->out, self->open->len);
  return TRUE;
}

static void
append_escaped (GString    *out,
                const char *text)
{
  const guchar *run = (const guchar *) text;
  const guchar *p;

  for (p = run; *p; p++)
    {
      guchar c = *p;

      if (G_LIKELY (c >= 0x20 && c != '"' && c != '\\' && c != 0x7f))
        continue;
      append (out, (const char *) run, p - run);
      run = p + 1;
      switch (c)
        {
        case '"':  append (out, "\\\"", 2); break;
        case '\\': append (out, "\\\\", 2); break;
        case '\b': append (out, "\\b", 2); break;
        case '\f': append (out, "\\f", 2); break;
        case '\n': append (out, "\\n", 2); break;
        case '\r': append (out, "\\r", 2); break;
        case '\t': append (out, "\\t", 2); break;
        default:
          {
            static const char hex[] = "0123456789abcdef";
            char u[6] = { '\\', 'u', '0', '0', hex[c >> 4], hex[c & 0xf] };

            append (out, u, sizeof u);
          }
          break;
        }
    }
  append (out, (const char *) run, p - run);
}

static void
append_string (GString    *out,
               const char *text)
{
  g_string_append_c (out, '"');
  append_escaped (out, text);
  g_string_append_c (out, '"');
}

void
tav_json_writer_member (TavJsonWriter *self,
                        const char    *name)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (name != NULL);

  if (!begin_item (self, TRUE))
    return;
  append_string (self->out, name);
  append (self->out, " : ", 3);
  self->named = TRUE;
}

void
tav_json_writer_begin_object (TavJsonWriter *self)
{
  g_return_if_fail (self != NULL);

  begin_item (self, FALSE);
  g_string_append_c (self->out, '{');
  g_byte_array_append (self->open, (const guint8[]) { OPEN_OBJECT }, 1);
}

void
tav_json_writer_begin_array (TavJsonWriter *self)
{
  g_return_if_fail (self != NULL);

  begin_item (self, FALSE);
  g_string_append_c (self->out, '[');
  g_byte_array_append (self->open, (const guint8[]) { 0 }, 1);
}

static void
end_open (TavJsonWriter *self,
          gboolean       object)
{
  guint8 top;

  g_return_if_fail (self != NULL);
  if (G_UNLIKELY (self->open->len == 0 || self->named ||
                  ((self->open->data[self->open->len - 1] & OPEN_OBJECT) != 0) != object))
    {
      g_critical ("%s: no %s to end here", G_STRFUNC, object ? "object" : "array");
      return;
    }
  top = self->open->data[self->open->len - 1];
  g_byte_array_set_size (self->open, self->open->len - 1);
  if (top & OPEN_HAS_ITEMS)
    g_string_append_c (self->out, '\n');
  if (object || (top & OPEN_HAS_ITEMS))
    indent (self->out, self->open->len);
  g_string_append_c (self->out, object ? '}' : ']');
}

void
tav_json_writer_end_object (TavJsonWriter *self)
{
  end_open (self, TRUE);
}

void
tav_json_writer_end_array (TavJsonWriter *self)
{
  end_open (self, FALSE);
}

void
tav_json_writer_string (TavJsonWriter *self,
                        const char    *text)
{
  g_return_if_fail (self != NULL);

  if (!begin_item (self, FALSE))
    return;
  if (G_UNLIKELY (text == NULL))
    {
      g_critical ("%s: a NULL string, written as \"\"", G_STRFUNC);
      text = "";
    }
  append_string (self->out, text);
}

void
tav_json_writer_int (TavJsonWriter *self,
                     gint64         value)
{
  char digits[24];
  char *p = digits + sizeof digits;
  guint64 magnitude = value < 0 ? -(guint64) value : (guint64) value;

  g_return_if_fail (self != NULL);

  if (!begin_item (self, FALSE))
    return;
  do
    {
      *--p = '0' + magnitude % 10;
      magnitude /= 10;
    }
  while (magnitude);
  if (value < 0)
    *--p = '-';
  append (self->out, p, digits + sizeof digits - p);
}

void
tav_json_writer_double (TavJsonWriter *self,
                        double         value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  g_return_if_fail (self != NULL);

  if (!begin_item (self, FALSE))
    return;
  if (G_UNLIKELY (!isfinite (value)))
    {
      g_critical ("%s: %g is not a number JSON can hold, written as null", G_STRFUNC, value);
      append (self->out, "null", 4);
      return;
    }
  g_ascii_dtostr (buffer, sizeof buffer, value);
  append (self->out, buffer, strlen (buffer));
  if (strpbrk (buffer, ".e") == NULL)
    append (self->out, ".0", 2);
}

void
tav_json_writer_boolean (TavJsonWriter *self,
                         gboolean       value)
{
  g_return_if_fail (self != NULL);

  if (!begin_item (self, FALSE))
    return;
  if (value)
    append (self->out, "true", 4);
  else
    append (self->out, "false", 5);
}

void
tav_json_writer_null (TavJsonWriter *self)
{
  g_return_if_fail (self != NULL);

  if (begin_item (self, FALSE))
    append (self->out, "null", 4);
}

void
tav_json_writer_node (TavJsonWriter *self,
                      JsonNode      *node)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (node != NULL);

  switch (JSON_NODE_TYPE (node))
    {
    case JSON_NODE_OBJECT:
      tav_json_writer_object (self, json_node_get_object (node));
      break;

    case JSON_NODE_ARRAY:
      {
        JsonArray *array = json_node_get_array (node);
        guint n = json_array_get_length (array);

        tav_json_writer_begin_array (self);
        for (guint i = 0; i < n; i++)
          tav_json_writer_node (self, json_array_get_element (array, i));
        tav_json_writer_end_array (self);
      }
      break;

    case JSON_NODE_VALUE:
      switch (json_node_get_value_type (node))
        {
        case G_TYPE_INT64:
          tav_json_writer_int (self, json_node_get_int (node));
          break;
        case G_TYPE_DOUBLE:
          tav_json_writer_double (self, json_node_get_double (node));
          break;
        case G_TYPE_BOOLEAN:
          tav_json_writer_boolean (self, json_node_get_boolean (node));
          break;
        case G_TYPE_STRING:
          tav_json_writer_string (self, json_node_get_string (node));
          break;
        default:
          tav_json_writer_null (self);
          break;
        }
      break;

    case JSON_NODE_NULL:
    default:
      tav_json_writer_null (self);
      break;
    }
}

/* The members in the order they were added, as json-glib writes them. */
void
tav_json_writer_object (TavJsonWriter *self,
                        JsonObject    *object)
{
  JsonObjectIter iter;
  const char *name;
  JsonNode *value;

  g_return_if_fail (self != NULL);
  g_return_if_fail (object != NULL);

  tav_json_writer_begin_object (self);
  json_object_iter_init_ordered (&iter, object);
  while (json_object_iter_next_ordered (&iter, &name, &value))
    {
      tav_json_writer_member (self, name);
      tav_json_writer_node (self, value);
    }
  tav_json_writer_end_object (self);
}

void
tav_json_writer_string_member (TavJsonWriter *self,
                               const char    *name,
                               const char    *text)
{
  tav_json_writer_member (self, name);
  tav_json_writer_string (self, text);
}

void
tav_json_writer_int_member (TavJsonWriter *self,
                            const char    *name,
                            gint64         value)
{
  tav_json_writer_member (self, name);
  tav_json_writer_int (self, value);
}

void
tav_json_writer_boolean_member (TavJsonWriter *self,
                                const char    *name,
                                gboolean       value)
{
  tav_json_writer_member (self, name);
  tav_json_writer_boolean (self, value);
}
