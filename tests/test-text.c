/* test-text.c — the rules names follow, terminal escaping, CSV cells
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <locale.h>
#include <string.h>

#include "tav-event.h"
#include "tav-rule-error.h"
#include "tav-text.h"

#define NFD_ANDRE "Andre\xcc\x81"       /* e + U+0301 COMBINING ACUTE */
#define NFC_ANDRE "Andr\xc3\xa9"        /* U+00E9 */

static void
test_clean_name (void)
{
  static const struct {
    const char *name;
    const char *clean;      /* NULL: refused with @message */
    const char *message;
  } cases[] = {
    { "  " NFD_ANDRE " ", NFC_ANDRE, NULL },
    { NFC_ANDRE, NFC_ANDRE, NULL },
    { "Chiara 🤠", "Chiara 🤠", NULL },
    { "X\x1b]0;pwn\x07", NULL,
      "The name “X<U+001B>]0;pwn<U+0007>” holds a control character (U+001B); type it without one" },
    { "a\tb", NULL, "The name “a\tb” holds a control character (U+0009); type it without one" },
    { "a\xc2\x85" "b", NULL, "The name “a<U+0085>b” holds a control character (U+0085); type it without one" },
    { "ab\xe2\x80\xae" "cd", NULL,
      "The name “ab<U+202E>cd” holds a text-direction control (U+202E); type it without one" },
    { "\xe2\x81\xa6x", NULL,
      "The name “<U+2066>x” holds a text-direction control (U+2066); type it without one" },
    { "a\xe2\x80\xa8" "b", NULL, "The name “a<U+2028>b” holds a control character (U+2028); type it without one" },
    { "\xe2\x80\x8b", NULL, "A name needs at least one visible character" },
    { "\xe2\x80\x8b\xe2\x80\x8b \xc2\xa0", NULL, "A name needs at least one visible character" },
    { "", NULL, "A name needs at least one visible character" },
    { "\xff", NULL, "The name is not valid UTF-8 text" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *clean = tav_text_clean_name (cases[i].name, &error);

      g_assert_cmpstr (clean, ==, cases[i].clean);
      if (cases[i].clean == NULL)
        {
          g_assert_error (error, TAV_TEXT_ERROR, TAV_TEXT_ERROR_INVALID);
          g_assert_cmpstr (error->message, ==, cases[i].message);
        }
      else
        g_assert_no_error (error);
    }
}

static void
test_name_key (void)
{
  g_autofree char *a = tav_text_name_key ("A");
  g_autofree char *b = tav_text_name_key ("a");
  g_autofree char *c = tav_text_name_key (NFD_ANDRE);
  g_autofree char *d = tav_text_name_key ("ANDR\xc3\x89");
  g_autofree char *e = tav_text_name_key ("Stra\xc3\x9f" "e");
  g_autofree char *f = tav_text_name_key ("STRASSE");

  g_assert_cmpstr (a, ==, b);
  g_assert_cmpstr (c, ==, d);
  g_assert_cmpstr (c, ==, "andr\xc3\xa9");
  g_assert_cmpstr (e, ==, f);
}

/* The search's key: what a reader types without the letters on his
 * keyboard finds the name; Cyrillic keeps its letters. */
static void
test_fold (void)
{
  static const struct {
    const char *typed;
    const char *name;
  } found[] = {
    { "lukasz zolkiewski", "Łukasz Żółkiewski" },        /* Polish: ł has no decomposition */
    { "LUKASZ", "łukasz" },
    { "soren kierkegaard", "Søren Kierkegaard" },        /* Danish */
    { "aero", "Ærø" },
    { "strasse", "Straße" },                              /* German */
    { "jurgen muller", "Jürgen Müller" },
    { "thorunn", "Þórunn" },                              /* Icelandic */
    { "dord", "Đorđe" },                                  /* Serbian, Croatian */
    { "oeuvre", "Œuvre" },
    { "istanbul", "İstanbul" },
    { "ayse kilic", "Ayşe Kılıç" },                       /* Turkish: dotless ı */
    { "hamrun", "Ħamrun" },                               /* Maltese */
    { "andre", "Andre\xcc\x81" },                        /* NFD */
    { "федор", "Фёдор" },                                 /* ё is е */
    { "андрей", "Андрей" },
    { "иван петров", "ИВАН ПЕТРОВ" },
    { "йордан", "Йордан" },                               /* Bulgarian */
  };

  for (guint i = 0; i < G_N_ELEMENTS (found); i++)
    {
      g_autofree char *typed = tav_text_fold (found[i].typed);
      g_autofree char *name = tav_text_fold (found[i].name);

      g_test_message ("%s in %s", found[i].typed, found[i].name);
      g_assert_nonnull (strstr (name, typed));
    }

  {
    g_autofree char *polish = tav_text_fold ("Łukasz Żółkiewski");
    g_autofree char *danish = tav_text_fold ("Søren Ærø");
    g_autofree char *russian = tav_text_fold ("Фёдор Жуков");
    g_autofree char *bulgarian = tav_text_fold ("Йордан Щерев");
    g_autofree char *bad = tav_text_fold ("\xff");

    g_assert_cmpstr (polish, ==, "lukasz zolkiewski");
    g_assert_cmpstr (danish, ==, "soren aero");
    /* Not transliterated: the Cyrillic letters stay, lower case. */
    g_assert_cmpstr (russian, ==, "федор жуков");
    g_assert_cmpstr (bulgarian, ==, "иордан щерев");
    g_assert_cmpstr (bad, ==, "");
  }
  /* Folding is for finding, never for telling names apart. */
  {
    g_autofree char *a = tav_text_name_key ("Lukasz");
    g_autofree char *b = tav_text_name_key ("Łukasz");

    g_assert_cmpstr (a, !=, b);
  }
}

static void
test_event_names (void)
{
  g_autoptr(TavEvent) event = tav_event_new ("bang-2011", "Names");
  g_autoptr(GError) error = NULL;
  TavPlayer *andre, *upper;

  andre = tav_event_add_player (event, NFD_ANDRE, &error);
  g_assert_no_error (error);
  /* Stored in NFC. */
  g_assert_cmpstr (tav_player_get_name (andre), ==, NFC_ANDRE);
  g_assert_null (tav_event_add_player (event, NFC_ANDRE, &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "A player named “" NFC_ANDRE "” is already registered (p1)");
  /* With its words as data, for a phone's catalog (tav-rule-error.h). */
  g_assert_cmpstr (tav_rule_error_get_msgid (error), ==, "A player named “%s” is already registered (%s)");
  g_clear_error (&error);
  g_assert_null (tav_event_add_player (event, "Zed\x01", &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID);
  g_assert_cmpstr (tav_rule_error_get_msgid (error), ==,
                   "The name “%s” holds a control character (U+%04X); type it without one");
  g_clear_error (&error);

  upper = tav_event_add_player (event, "A", &error);
  g_assert_no_error (error);
  g_assert_null (tav_event_add_player (event, "a", &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_true (tav_event_lookup_player (event, "a", NULL) == upper);
  g_assert_true (tav_event_lookup_player (event, "andr\xc3\xa9", NULL) == andre);
  g_assert_true (tav_event_lookup_player (event, "p1", NULL) == andre);

  /* A rename moves the name's key: the old name is free again. */
  g_assert_true (tav_event_rename_player (event, "p2", "Bea", &error));
  g_assert_true (tav_event_lookup_player (event, "BEA", NULL) == upper);
  g_assert_null (tav_event_lookup_player (event, "a", NULL));
  g_assert_nonnull (tav_event_add_player (event, "a", &error));

  g_assert_null (tav_event_add_player (event, "\xe2\x80\x8b", &error));
  g_assert_cmpstr (error->message, ==, "A name needs at least one visible character");
}

static void
test_csv_neutralise (void)
{
  static const struct {
    const char *cell;
    const char *written;
  } cases[] = {
    { "=HYPERLINK(\"http://x\")", "'=HYPERLINK(\"http://x\")" },
    { "+1+2", "'+1+2" },
    { "-1+2", "'-1+2" },
    { "@SUM(A1)", "'@SUM(A1)" },
    { "\t=1", "'\t=1" },
    { "-", "'-" },
    { "-11", "-11" },                 /* a number is data */
    { "-2.5", "-2.5" },
    { "12", "12" },
    { "Anna", "Anna" },
    { "", "" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *written = tav_text_csv_neutralise (cases[i].cell);

      g_assert_cmpstr (written, ==, cases[i].written);
    }
}

static void
test_escape (void)
{
  g_autofree char *a = tav_text_escape ("a\x1b[31mb\x07\n\tc\xe2\x80\xae" "d\xc2\x9b");
  g_autofree char *b = tav_text_escape ("ok \xff!");

  g_assert_cmpstr (a, ==, "a<U+001B>[31mb<U+0007>\n\tc<U+202E>d<U+009B>");
  g_assert_cmpstr (b, ==, "ok <0xFF>!");
}

/* A text of lines: each line as an optional text, CRLF and CR as LF,
 * blank lines at the ends dropped and a run of them inside kept as one. */
static void
test_clean_lines (void)
{
  static const struct {
    const char *text;
    const char *clean;      /* NULL: refused with @message */
    const char *message;
    guint       max_lines;  /* 0: 100 lines of at most 8192 bytes in all */
    gsize       max_bytes;
  } cases[] = {
    { "Kylo Ren, FN-2199\nCommand Center\n2x Force Choke", "Kylo Ren, FN-2199\nCommand Center\n2x Force Choke", NULL },
    { "\r\n \n  Rey  \r\n\r\n\r\n Poe \rBB-8 \n\n", "Rey\n\nPoe\nBB-8", NULL },
    { "a\n \t\n\nb", "a\n\nb", NULL },
    { "a\nx\ty\nb", NULL, "line 2: “x\ty” holds a control character (U+0009); type it without one" },
    { " " NFD_ANDRE " \n", NFC_ANDRE, NULL },
    { "", "", NULL },
    { " \r\n\n ", "", NULL },
    { NULL, "", NULL },
    { "Rey\nPo\x07" "e", NULL, "line 2: “Po<U+0007>e” holds a control character (U+0007); type it without one" },
    { "Rey\n\xe2\x80\xae" "Poe", NULL, "line 2: “<U+202E>Poe” holds a control character (U+202E); type it without one" },
    { "Rey\n\xe2\x80\x8b", NULL, "line 2: a line needs at least one visible character" },
    { "Rey\n\xff", NULL, "The text is not valid UTF-8" },
    /* Four lines, the fifth too many; the blank one is no line. */
    { "1\n2\n\n3\n4", "1\n2\n\n3\n4", NULL, 4, 20 },
    { "1\n2\n3\n4\n\n5", NULL, "line 6: at most 4 lines are allowed", 4, 20 },
    /* At most 20 bytes: 9 + 1 + 10 are kept, 9 + 1 + 11 are too many. */
    { "aaaaaaaaa\nbbbbbbbbbb", "aaaaaaaaa\nbbbbbbbbbb", NULL, 4, 20 },
    { "aaaaaaaaa\nbbbbbbbbbbb", NULL, "line 2: at most 20 bytes are allowed in all", 4, 20 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *clean = tav_text_clean_lines (cases[i].text,
                                                     cases[i].max_lines ? cases[i].max_lines : 100,
                                                     cases[i].max_lines ? cases[i].max_bytes : 8192,
                                                     &error);

      g_test_message ("case %u", i);
      g_assert_cmpstr (clean, ==, cases[i].clean);
      if (cases[i].clean)
        g_assert_no_error (error);
      else
        g_assert_cmpstr (error->message, ==, cases[i].message);
    }
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/text/clean-name", test_clean_name);
  g_test_add_func ("/text/name-key", test_name_key);
  g_test_add_func ("/text/fold", test_fold);
  g_test_add_func ("/text/event-names", test_event_names);
  g_test_add_func ("/text/csv-neutralise", test_csv_neutralise);
  g_test_add_func ("/text/escape", test_escape);
  g_test_add_func ("/text/clean-lines", test_clean_lines);

  return g_test_run ();
}
