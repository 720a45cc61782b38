/* tav-venue-retranslate.c
 *
 * The rules check a result in the core, whose messages come out in the
 * computer's language (gettext follows the process, not the phone). To
 * tell the phone in its own language, the English message is matched
 * against the catalog's message formats ("table %u: two Sheriffs (seats %d
 * and %u)"), the most specific one first, a prefix such as "round %u: "
 * peeled off and the rest matched again; the values found are put into the
 * translation, positions ("%2$u") respected. What matches nothing stays as
 * it was: a message is never lost, at worst untranslated.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-venue-retranslate"

#include "config.h"

#include <string.h>

#include "tav-venue-retranslate.h"

#define MIN_LITERAL 6     /* "%s: %s" would match anything */
#define MAX_DEPTH   4

typedef struct
{
  const char *text;
  gboolean    prefix;      /* match a prefix of @text (formats ending in ": ") */
  char       *best_msgid;
  char       *best_translation;
  GPtrArray  *best_values;
  gsize       best_literal;
  gsize       best_length; /* of the text matched */
} Search;

/* The length of the conversion at @p ("%u", "%2$s", "%lld", "%.1f"…), or 0. */
static gsize
conversion_length (const char *p)
{
  const char *q = p + 1;

  if (*q == '%')
    return 0;
  while (*q && strchr ("0123456789$.-+ #'", *q))
    q++;
  while (*q && strchr ("hlqjzt", *q))
    q++;
  if (*q && strchr ("diuxXsgfeEcp", *q))
    return (gsize) (q - p) + 1;
  return 0;
}

/* A regular expression for @format, and the length of its literal text. */
static char *
pattern_of (const char *format,
            gsize      *literal)
{
  GString *out = g_string_new ("^");

  *literal = 0;
  for (const char *p = format; *p; )
    {
      gsize n = *p == '%' ? conversion_length (p) : 0;

      if (n)
        {
          char kind = p[n - 1];

          g_string_append (out, kind == 's' ? "(.+?)" : "(-?[0-9][0-9.,]*)");
          p += n;
        }
      else if (p[0] == '%' && p[1] == '%')
        {
          g_string_append (out, "%");
          p += 2;
          (*literal)++;
        }
      else
        {
          const char *next = strchr (p + 1, '%');
          gsize len = next ? (gsize) (next - p) : strlen (p);
          g_autofree char *chunk = g_strndup (p, len);
          g_autofree char *escaped = g_regex_escape_string (chunk, -1);

          g_string_append (out, escaped);
          *literal += len;
          p += len;
        }
    }
  return g_string_free (out, FALSE);
}

static void
try_format (gpointer key,
            gpointer value,
            gpointer data)
{
  const char *msgid = key;
  Search *search = data;
  g_autofree char *pattern = NULL;
  g_autofree char *anchored = NULL;
  g_autoptr(GRegex) regex = NULL;
  g_autoptr(GMatchInfo) match = NULL;
  gsize literal, end;
  int start_pos, end_pos;

  if (strchr (msgid, '%') == NULL || strchr (msgid, '\004') ||
      (search->prefix && !g_str_has_suffix (msgid, ": ")))
    return;
  pattern = pattern_of (msgid, &literal);
  if (literal < MIN_LITERAL && !search->prefix)
    return;
  if (literal < search->best_literal)
    return;
  anchored = search->prefix ? g_strdup (pattern) : g_strconcat (pattern, "$", NULL);
  regex = g_regex_new (anchored, G_REGEX_DOTALL, 0, NULL);
  if (regex == NULL || !g_regex_match (regex, search->text, 0, &match))
    return;
  g_match_info_fetch_pos (match, 0, &start_pos, &end_pos);
  end = (gsize) end_pos;
  if (literal == search->best_literal && end <= search->best_length)
    return;
  g_free (search->best_msgid);
  g_free (search->best_translation);
  g_clear_pointer (&search->best_values, g_ptr_array_unref);
  search->best_msgid = g_strdup (msgid);
  search->best_translation = g_strdup (value);
  search->best_values = g_ptr_array_new_with_free_func (g_free);
  for (int i = 1; i < g_match_info_get_match_count (match); i++)
    g_ptr_array_add (search->best_values, g_match_info_fetch (match, i));
  search->best_literal = literal;
  search->best_length = end;
}

/* @translation with the values found, in the order of the original's
 * conversions unless a conversion names its position. */
static char *
fill (const char *translation,
      GPtrArray  *values)
{
  GString *out = g_string_new (NULL);
  guint next = 0;

  for (const char *p = translation; *p; )
    {
      gsize n = *p == '%' ? conversion_length (p) : 0;

      if (n)
        {
          guint index = next++;
          const char *dollar = memchr (p, '$', n);

          if (dollar)
            index = (guint) g_ascii_strtoull (p + 1, NULL, 10) - 1;
          g_string_append (out, index < values->len ? (const char *) g_ptr_array_index (values, index) : "");
          p += n;
        }
      else if (p[0] == '%' && p[1] == '%')
        {
          g_string_append_c (out, '%');
          p += 2;
        }
      else
        g_string_append_c (out, *p++);
    }
  return g_string_free (out, FALSE);
}

static char *
retranslate (TavVenueCatalog *catalog,
             const char      *message,
             guint            depth)
{
  Search search = { message, FALSE, NULL, NULL, NULL, 0, 0 };
  char *result = NULL;

  if (depth > MAX_DEPTH || message[0] == '\0')
    return g_strdup (message);
  tav_venue_catalog_foreach (catalog, try_format, &search);
  if (search.best_msgid)
    result = fill (search.best_translation, search.best_values);
  else
    {
      /* "round 1: " and the like, then the rest on its own. */
      search.prefix = TRUE;
      tav_venue_catalog_foreach (catalog, try_format, &search);
      if (search.best_msgid && search.best_length < strlen (message))
        {
          g_autofree char *head = fill (search.best_translation, search.best_values);
          g_autofree char *rest = retranslate (catalog, message + search.best_length, depth + 1);

          result = g_strconcat (head, rest, NULL);
        }
    }
  g_free (search.best_msgid);
  g_free (search.best_translation);
  g_clear_pointer (&search.best_values, g_ptr_array_unref);
  if (result == NULL)
    {
      const char *plain = tav_venue_catalog_gettext (catalog, message);

      result = g_strdup (plain ? plain : message);
    }
  return result;
}

/* @message, made by the core in English, in @catalog's language. */
char *
tav_venue_retranslate (TavVenueCatalog *catalog,
                       const char      *message)
{
  g_return_val_if_fail (TAV_IS_VENUE_CATALOG (catalog), NULL);
  g_return_val_if_fail (message != NULL, NULL);

  if (g_strcmp0 (tav_venue_catalog_get_language (catalog), "en") == 0)
    return g_strdup (message);
  return retranslate (catalog, message, 0);
}
