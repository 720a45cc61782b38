/* tav-print-breaks.c — where a text may break inside a word, and where it did
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-print"

#include "config.h"

#include <string.h>

#include "tav-print-private.h"

#define SOFT_HYPHEN 0x00AD
/* The least letters on either side of a break inside a word. */
#define LEAST_PART 3
/* Shorter words are not broken. */
#define LEAST_WORD (2 * LEAST_PART + 1)

static gboolean
is_vowel (gunichar c)
{
  /* Latin with the accents of the languages printed, and Cyrillic, where
   * Bulgarian's ъ is a vowel; the signs ь and ъ of Russian never begin a
   * syllable either, so counting them as vowels keeps them at its end. */
  static const char vowels[] = "aeiouyàáâäèéêëìíîïòóôöùúûüаеёиоуыэюяъь";

  c = g_unichar_tolower (c);
  return c < 0x80 ? strchr ("aeiouy", (int) c) != NULL && c != 0
                  : g_utf8_strchr (vowels, -1, c) != NULL;
}

/* Whether a syllable may begin at @letters[i] of a word: a consonant
 * before a vowel, after a vowel (ca-sa) or after a consonant that
 * follows one (pun-to); never leaving fewer than LEAST_PART letters on
 * either side, nor before й. */
static gboolean
syllable_starts (const gunichar *letters,
                 guint           n,
                 guint           i)
{
  if (i < LEAST_PART || n - i < LEAST_PART)
    return FALSE;
  if (is_vowel (letters[i]) || !is_vowel (letters[i + 1]) ||
      g_unichar_tolower (letters[i]) == 0x0439 /* й */)
    return FALSE;
  return is_vowel (letters[i - 1]) || (i >= 2 && is_vowel (letters[i - 2]));
}

static void
append_word (GString  *out,
             GArray   *word)
{
  const gunichar *letters = (const gunichar *) word->data;
  guint last = 0;

  for (guint i = 0; i < word->len; i++)
    {
      /* Never two points closer than LEAST_PART: a line of "фи-". */
      if (word->len >= LEAST_WORD && i + 1 < word->len && i - last >= LEAST_PART &&
          syllable_starts (letters, word->len, i))
        {
          g_string_append_unichar (out, SOFT_HYPHEN);
          last = i;
        }
      g_string_append_unichar (out, letters[i]);
    }
  g_array_set_size (word, 0);
}

/**
 * tav_print_hyphenate:
 *
 * @text with soft hyphens where its long words may break between
 * syllables, as a column title in a narrow column may: Pango breaks there
 * only if it must, and then shows a hyphen. A rough rule, not a
 * dictionary's, but it never leaves fewer than three letters on a line.
 */
char *
tav_print_hyphenate (const char *text)
{
  GString *out = g_string_sized_new (strlen (text) + 8);
  g_autoptr(GArray) word = g_array_new (FALSE, FALSE, sizeof (gunichar));

  for (const char *p = text; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_isalpha (c))
        {
          g_array_append_val (word, c);
          continue;
        }
      append_word (out, word);
      g_string_append_unichar (out, c);
    }
  append_word (out, word);
  return g_string_free (out, FALSE);
}

static gboolean
ends_part (gunichar c)
{
  return g_unichar_isspace (c) || c == '-' || c == 0x2010;
}

/* The letters of the word broken at byte @at, on the line before (back
 * from @left to @line_start) and on the line after (up to @line_end); a
 * space or a hyphen ends the part, an unused soft hyphen does not. */
static void
count_parts (const char *line_start,
             const char *left,
             const char *at,
             const char *line_end,
             guint      *before,
             guint      *after)
{
  *before = *after = 0;
  for (const char *p = left; p > line_start;)
    {
      gunichar c;

      p = g_utf8_prev_char (p);
      c = g_utf8_get_char (p);
      if (ends_part (c))
        break;
      *before += g_unichar_isalnum (c);
    }
  for (const char *p = at; p < line_end && *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (ends_part (c))
        break;
      *after += g_unichar_isalnum (c);
    }
}

/**
 * tav_print_layout_breaks:
 * @inside: (out) (optional): lines broken inside a word where it had no
 *   hyphenation point (a soft hyphen) nor a hyphen of its own
 * @short_parts: (out) (optional): breaks inside a word that leave fewer
 *   than three letters on either side ("РЕЗУЛТА-Т")
 *
 * How @layout broke its lines inside words.
 */
void
tav_print_layout_breaks (PangoLayout *layout,
                         guint       *inside,
                         guint       *short_parts)
{
  const char *text = pango_layout_get_text (layout);
  GSList *lines = pango_layout_get_lines_readonly (layout);
  guint n_inside = 0, n_short = 0;

  for (GSList *l = lines; l && l->next; l = l->next)
    {
      PangoLayoutLine *line = l->data, *following = l->next->data;
      const char *at = text + following->start_index;
      const char *end = text + following->start_index + following->length;
      gunichar before, next;
      guint left, right;

      if (at <= text || *at == '\0')
        continue;
      before = g_utf8_get_char (g_utf8_prev_char (at));
      next = g_utf8_get_char (at);
      /* Between words, or after a line break of the text's own. */
      if (g_unichar_isspace (before) || g_unichar_isspace (next))
        continue;
      /* A hyphen at the end of the line belongs to the part before it. */
      count_parts (text + line->start_index, ends_part (before) ? g_utf8_prev_char (at) : at,
                   at, end, &left, &right);
      if (before != SOFT_HYPHEN && before != '-' && before != 0x2010)
        n_inside++;
      if (left < LEAST_PART || right < LEAST_PART)
        n_short++;
    }
  if (inside)
    *inside = n_inside;
  if (short_parts)
    *short_parts = n_short;
}
