/* tav-text.c
 *
 * Every name that enters the model, from a file, a player list, the
 * command line or the app, goes through tav_text_clean_name(): trimmed,
 * NFC-normalised (so that "André" typed with a combining accent is the same
 * name as the precomposed one), and refused when it holds a control
 * character, a line separator or a bidirectional override (which would
 * reorder what a terminal or a printed sheet shows), or nothing visible.
 * Names are compared through tav_text_name_key(): NFC and case folding, so
 * "A" and "a" are one name.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-text"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tav-rule-error.h"
#include "tav-text.h"

/* TAV_TEXT_ERROR is defined with the domains whose errors carry their
 * words (tav-rule-error.c): a phone reads a deck's refusal in its own
 * language. */

/* Embeddings, overrides and isolates (U+202A–202E, U+2066–2069). */
static gboolean
is_bidi_control (gunichar c)
{
  return (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
}

/* What would change a terminal's state or the order and lines of what it
 * shows: C0 and C1 controls, DEL, line and paragraph separators, bidi
 * controls. */
static gboolean
is_unsafe (gunichar c)
{
  return g_unichar_type (c) == G_UNICODE_CONTROL || c == 0x2028 || c == 0x2029 ||
         is_bidi_control (c);
}

/* @text with every unsafe character written as <U+001B>; newlines and
 * tabs stay (they lay out the output). Bytes that are not UTF-8 are
 * written as <0xFF>. */
char *
tav_text_escape (const char *text)
{
  GString *out;
  const char *p, *end;

  if (text == NULL)
    return g_strdup ("");
  out = g_string_sized_new (strlen (text));
  end = text + strlen (text);
  for (p = text; p < end;)
    {
      gunichar c = g_utf8_get_char_validated (p, end - p);

      if (c == (gunichar) -1 || c == (gunichar) -2)
        {
          g_string_append_printf (out, "<0x%02X>", (guchar) *p);
          p++;
          continue;
        }
      if (is_unsafe (c) && c != '\n' && c != '\t')
        g_string_append_printf (out, "<U+%04X>", c);
      else
        g_string_append_len (out, p, g_utf8_next_char (p) - p);
      p = g_utf8_next_char (p);
    }
  return g_string_free (out, FALSE);
}

static gboolean
is_ascii (const char *text)
{
  for (const char *p = text; *p; p++)
    if ((guchar) *p >= 0x80)
      return FALSE;
  return TRUE;
}

/* @text trimmed and in NFC, or NULL with a message when it breaks a rule
 * of names; @line (1-based) tells a line of a text of lines, whose
 * message names the line rather than a name. */
static char *
clean_text (const char  *text,
            guint        line,
            GError     **error)
{
  g_autofree char *trimmed = NULL;
  g_autofree char *nfc = NULL;
  gboolean visible = FALSE;

  if (text == NULL || !g_utf8_validate (text, -1, NULL))
    {
      tav_rule_error_set (error, TAV_TEXT_ERROR, TAV_TEXT_ERROR_INVALID,
                          N_("The name is not valid UTF-8 text"));
      return NULL;
    }
  trimmed = g_strstrip (g_strdup (text));
  /* Plain ASCII is its own normal form: most names of a big room. */
  nfc = is_ascii (trimmed) ? g_strdup (trimmed) : g_utf8_normalize (trimmed, -1, G_NORMALIZE_NFC);
  for (const char *p = nfc; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (is_unsafe (c))
        {
          g_autofree char *shown = tav_text_escape (nfc);

          if (line > 0)
            tav_rule_error_set (error, TAV_TEXT_ERROR, TAV_TEXT_ERROR_INVALID,
                                /* TRANSLATORS: %u is a line's number, %s the line, U+%04X the character */
                                N_("line %u: “%s” holds a control character (U+%04X); type it without one"),
                                line, shown, c);
          else if (is_bidi_control (c))
            tav_rule_error_set (error, TAV_TEXT_ERROR, TAV_TEXT_ERROR_INVALID,
                                N_("The name “%s” holds a text-direction control (U+%04X); type it without one"),
                                shown, c);
          else
            tav_rule_error_set (error, TAV_TEXT_ERROR, TAV_TEXT_ERROR_INVALID,
                                N_("The name “%s” holds a control character (U+%04X); type it without one"),
                                shown, c);
          return NULL;
        }
      /* isgraph() is false for spaces and for invisible format characters
       * such as U+200B. */
      if (g_unichar_isgraph (c))
        visible = TRUE;
    }
  if (!visible && line > 0)
    {
      tav_rule_error_set (error, TAV_TEXT_ERROR, TAV_TEXT_ERROR_INVALID,
                          N_("line %u: a line needs at least one visible character"), line);
      return NULL;
    }
  if (!visible)
    {
      tav_rule_error_set (error, TAV_TEXT_ERROR, TAV_TEXT_ERROR_INVALID,
                          N_("A name needs at least one visible character"));
      return NULL;
    }
  return g_steal_pointer (&nfc);
}

/* The name as stored: trimmed and in NFC; NULL with a message when it
 * breaks a rule. The message quotes the name escaped. An empty name is
 * refused too; callers that allow one (a club) skip the call for it. */
char *
tav_text_clean_name (const char  *text,
                     GError     **error)
{
  return clean_text (text, 0, error);
}

/* For a club or a team: blank gives "", anything else follows the rules
 * of names. */
char *
tav_text_clean_optional (const char  *text,
                         GError     **error)
{
  g_autofree char *trimmed = g_strstrip (g_strdup (text ? text : ""));

  if (trimmed[0] == '\0')
    return g_strdup ("");
  return tav_text_clean_name (trimmed, error);
}

/**
 * tav_text_clean_lines:
 * @text: (nullable): what was typed, in lines
 * @max_lines: the most lines kept
 * @max_bytes: the most bytes of the text kept
 *
 * A text of lines, such as a deck (team, battlefield, a card a line):
 * CRLF and CR are read as LF, each line follows the rules of optional
 * texts (no control character, NFC) without its spaces at the ends, the
 * blank lines at the start and the end are dropped and a run of blank
 * lines inside is kept as one. Refused beyond @max_lines lines or
 * @max_bytes bytes, counted on what is kept, with the line where the
 * limit was passed.
 *
 * Returns: (transfer full): the text, "" for none, or %NULL with @error
 */
char *
tav_text_clean_lines (const char  *text,
                      guint        max_lines,
                      gsize        max_bytes,
                      GError     **error)
{
  g_autoptr(GString) out = g_string_new (NULL);
  g_auto(GStrv) lines = NULL;
  guint kept = 0;
  gboolean blank = FALSE;

  if (text == NULL)
    return g_strdup ("");
  if (!g_utf8_validate (text, -1, NULL))
    {
      tav_rule_error_set (error, TAV_TEXT_ERROR, TAV_TEXT_ERROR_INVALID,
                          N_("The text is not valid UTF-8"));
      return NULL;
    }
  /* CRLF is one break; a lone CR is one too. */
  {
    g_autoptr(GString) lf = g_string_new (text);

    g_string_replace (lf, "\r\n", "\n", 0);
    g_strdelimit (lf->str, "\r", '\n');
    lines = g_strsplit (lf->str, "\n", -1);
  }
  for (guint i = 0; lines[i]; i++)
    {
      g_strstrip (lines[i]);
      if (lines[i][0] == '\0')
        {
          blank = kept > 0;
          continue;
        }
      if (kept > 0)
        g_string_append (out, blank ? "\n\n" : "\n");
      blank = FALSE;
      if (++kept > max_lines)
        {
          tav_rule_error_set (error, TAV_TEXT_ERROR, TAV_TEXT_ERROR_INVALID,
                              N_("line %u: at most %u lines are allowed"), i + 1, max_lines);
          return NULL;
        }
      {
        g_autofree char *clean = clean_text (lines[i], i + 1, error);

        if (clean == NULL)
          return NULL;
        g_string_append (out, clean);
      }
      if (out->len > max_bytes)
        {
          tav_rule_error_set (error, TAV_TEXT_ERROR, TAV_TEXT_ERROR_INVALID,
                              N_("line %u: at most %u bytes are allowed in all"), i + 1, (guint) max_bytes);
          return NULL;
        }
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* The key names are compared by: NFC, case folded, NFC again (folding can
 * undo a composition). */
char *
tav_text_name_key (const char *name)
{
  g_autofree char *nfc = NULL;
  g_autofree char *folded = NULL;

  /* ASCII: normal already, and case folding is lower case. */
  if (name != NULL && is_ascii (name))
    return g_ascii_strdown (name, -1);
  nfc = g_utf8_normalize (name ? name : "", -1, G_NORMALIZE_NFC);

  if (nfc == NULL)
    return g_strdup (name ? name : "");
  folded = g_utf8_casefold (nfc, -1);
  return g_utf8_normalize (folded, -1, G_NORMALIZE_NFC);
}

/* Letters that no Unicode decomposition takes to a plain one, as a
 * reader without them on the keyboard types them: "lukasz" is Łukasz. */
static const char *
fold_letter (gunichar c)
{
  switch (c)
    {
    case 0x00DF: return "ss";   /* ß */
    case 0x00E6: return "ae";   /* æ */
    case 0x00F0: return "d";    /* ð */
    case 0x00F8: return "o";    /* ø */
    case 0x00FE: return "th";   /* þ */
    case 0x0111: return "d";    /* đ */
    case 0x0127: return "h";    /* ħ */
    case 0x0131: return "i";    /* ı */
    case 0x0142: return "l";    /* ł */
    case 0x0153: return "oe";   /* œ */
    case 0x0167: return "t";    /* ŧ */
    case 0x0180: return "b";    /* ƀ */
    case 0x01B6: return "z";    /* ƶ */
    case 0x0268: return "i";    /* ɨ */
    default: return NULL;
    }
}

/**
 * tav_text_fold:
 * @text: a name or what someone typed to find one
 *
 * The key of a search: compatibility decomposition, case folding, the
 * accents dropped and the letters without a decomposition written as
 * their plain spelling, so that "Ä" finds "ä" and "a", "lukasz" finds
 * "Łukasz" and "soren" finds "Søren". Cyrillic stays Cyrillic: only its
 * accents go ("ё" is "е"). Never for telling names apart: "André" and
 * "Andre" fold alike (tav_text_name_key () tells them apart).
 *
 * Returns: (transfer full): the folded text, "" for text that is not UTF-8
 */
char *
tav_text_fold (const char *text)
{
  g_autofree char *decomposed = NULL;
  g_autofree char *folded = NULL;
  GString *out;

  if (text == NULL || !(decomposed = g_utf8_normalize (text, -1, G_NORMALIZE_ALL)))
    return g_strdup ("");
  folded = g_utf8_casefold (decomposed, -1);
  out = g_string_sized_new (strlen (folded));
  for (const char *p = folded; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      const char *plain = fold_letter (c);

      if (plain != NULL)
        g_string_append (out, plain);
      else if (g_unichar_type (c) != G_UNICODE_NON_SPACING_MARK)
        g_string_append_unichar (out, c);
    }
  return g_string_free (out, FALSE);
}

/* -?[0-9]+(\.[0-9]+)? : a number as the program writes one. */
gboolean
tav_text_is_number (const char *text)
{
  const char *p = text;

  if (*p == '-')
    p++;
  if (!g_ascii_isdigit (*p))
    return FALSE;
  while (g_ascii_isdigit (*p))
    p++;
  if (*p == '.')
    {
      p++;
      if (!g_ascii_isdigit (*p))
        return FALSE;
      while (g_ascii_isdigit (*p))
        p++;
    }
  return *p == '\0';
}

/* A spreadsheet reads a cell starting with = + - @ (or a tab or carriage
 * return before one) as a formula: such a cell gets a leading apostrophe,
 * which spreadsheets show as text and do not run. A plain number like -11
 * is left alone: it is data, and no formula can hide in it. */
char *
tav_text_csv_neutralise (const char *cell)
{
  if (cell == NULL)
    return g_strdup ("");
  if (strchr ("=+-@\t\r", cell[0]) && cell[0] != '\0' && !tav_text_is_number (cell))
    return g_strconcat ("'", cell, NULL);
  return g_strdup (cell);
}
