/* test-translated-print.c — a Record Sheet in the language of LANGUAGE
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Renders a BANG! Record Sheet with the message catalogs compiled in the
 * build directory (TAV_LOCALE_DIR) for the language in LANGUAGE, and looks
 * for the translated headings in the text of the PDF (PDFTOTEXT). The
 * expected translations are read from the language's .po file (TAV_PO_DIR)
 * when the test runs, so the test follows the translators; a language whose
 * catalog does not translate them yet is skipped.
 */
#include "config.h"

#include <locale.h>
#include <string.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "tav-event.h"
#include "tav-print-document.h"
#include "tav-test-locale.h"
#include "tav-event-private.h"

/* ---- A minimal reader of .po files ---------------------------------------- */

typedef struct
{
  char     *context;
  char     *id;
  char     *str;
  gboolean  fuzzy;
} PoEntry;

static void
po_entry_free (PoEntry *entry)
{
  g_free (entry->context);
  g_free (entry->id);
  g_free (entry->str);
  g_free (entry);
}

/* The C string in the quotes of @line ("…" with escapes), or NULL. */
static char *
po_string (const char *line)
{
  const char *start = strchr (line, '"');
  const char *end = strrchr (line, '"');
  g_autofree char *quoted = NULL;

  if (start == NULL || end == start)
    return NULL;
  quoted = g_strndup (start + 1, end - start - 1);
  return g_strcompress (quoted);
}

static void
po_append (char       **field,
           const char  *line)
{
  g_autofree char *piece = po_string (line);
  char *joined;

  if (field == NULL || piece == NULL)
    return;
  joined = g_strconcat (*field ? *field : "", piece, NULL);
  g_free (*field);
  *field = joined;
}

/* The entries of @path (obsolete ones left out; msgstr[0] of a plural). */
static GPtrArray *
po_read (const char *path)
{
  g_autoptr(GPtrArray) entries = g_ptr_array_new_with_free_func ((GDestroyNotify) po_entry_free);
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  PoEntry *entry = NULL;
  char **field = NULL;
  gboolean fuzzy = FALSE;

  if (!g_file_get_contents (path, &contents, NULL, &error))
    g_error ("%s: %s", path, error->message);
  lines = g_strsplit (contents, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *line = g_strstrip (lines[i]);

      /* An entry ends where the next one's comments or keywords begin. */
      if (entry != NULL && entry->str != NULL &&
          (line[0] == '\0' || line[0] == '#' ||
           g_str_has_prefix (line, "msgctxt") || g_str_has_prefix (line, "msgid ")))
        {
          g_ptr_array_add (entries, entry);
          entry = NULL;
          field = NULL;
        }

      if (line[0] == '\0' || g_str_has_prefix (line, "#~"))
        continue;
      if (line[0] == '#')
        {
          if (g_str_has_prefix (line, "#,") && strstr (line, "fuzzy") != NULL)
            fuzzy = TRUE;
          continue;
        }

      if (entry == NULL)
        {
          entry = g_new0 (PoEntry, 1);
          entry->fuzzy = fuzzy;
          fuzzy = FALSE;
        }

      if (g_str_has_prefix (line, "msgctxt"))
        field = &entry->context;
      else if (g_str_has_prefix (line, "msgid_plural"))
        field = NULL;
      else if (g_str_has_prefix (line, "msgid"))
        field = &entry->id;
      else if (g_str_has_prefix (line, "msgstr[0]") || g_str_has_prefix (line, "msgstr "))
        {
          field = &entry->str;
          entry->str = g_strdup ("");
        }
      else if (g_str_has_prefix (line, "msgstr["))
        field = NULL;
      else if (line[0] != '"')
        field = NULL;
      po_append (field, line);
    }
  if (entry != NULL && entry->str != NULL)
    g_ptr_array_add (entries, entry);
  else if (entry != NULL)
    po_entry_free (entry);

  return g_steal_pointer (&entries);
}

/* The translation of @id in @context, or NULL if untranslated or fuzzy. */
static const char *
po_lookup (GPtrArray  *entries,
           const char *context,
           const char *id)
{
  for (guint i = 0; i < entries->len; i++)
    {
      PoEntry *entry = g_ptr_array_index (entries, i);

      if (g_strcmp0 (entry->context, context) == 0 && g_strcmp0 (entry->id, id) == 0)
        return !entry->fuzzy && entry->str != NULL && entry->str[0] != '\0' ? entry->str : NULL;
    }
  return NULL;
}

/* ---- Comparing text -------------------------------------------------------- */

/* @text case-folded, normalized, with every run of white space one space:
 * the sheets print some headings in capitals, and pdftotext may break a
 * heading in two lines. */
static char *
simplify (const char *text)
{
  g_autofree char *normalized = g_utf8_normalize (text, -1, G_NORMALIZE_ALL_COMPOSE);
  g_autofree char *folded = g_utf8_casefold (normalized, -1);
  g_auto(GStrv) words = g_strsplit_set (folded, " \t\n\r\f", -1);
  GString *out = g_string_new (NULL);

  for (guint i = 0; words[i] != NULL; i++)
    {
      if (words[i][0] == '\0')
        continue;
      if (out->len > 0)
        g_string_append_c (out, ' ');
      g_string_append (out, words[i]);
    }
  return g_string_free (out, FALSE);
}

static char *
pdf_text (const char *path)
{
  const char *argv[] = { g_getenv ("PDFTOTEXT"), "-enc", "UTF-8", path, "-", NULL };
  g_autoptr(GError) error = NULL;
  char *out = NULL;
  int status;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               &out, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return out;
}

/* ---- The test -------------------------------------------------------------- */

static void
test_record_sheet (void)
{
  static const char *const names[] = {
    "Иван Петров", "Roberta Mancini", "Zoë Ångström", "Йордан Христов",
    "François Lefèvre", "Десислава Димитрова", "Łukasz Żółkiewski",
    "Stefania Bruno", "Мария Смирнова", "Giulia Ricci",
  };
  const char *language = g_getenv ("LANGUAGE");
  const char *po_dir = g_getenv ("TAV_PO_DIR");
  const char *locale_dir = g_getenv ("TAV_LOCALE_DIR");
  const struct {
    const char *context;
    const char *id;
  } headings[] = {
    { "document", "Record Sheet" },
    { NULL, "Sheriff" },
  };
  g_autofree char *po_path = NULL;
  g_autofree char *mo_path = NULL;
  g_autofree char *tmp_dir = NULL;
  g_autofree char *pdf_path = NULL;
  g_autofree char *text = NULL;
  g_autofree char *simple_text = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(TavEvent) event = NULL;
  g_autoptr(TavPrintDocument) doc = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (language);
  g_assert_nonnull (po_dir);
  g_assert_nonnull (locale_dir);

  if (g_getenv ("PDFTOTEXT") == NULL)
    {
      g_test_skip ("pdftotext not found");
      return;
    }

  po_path = g_strdup_printf ("%s/%s.po", po_dir, language);
  entries = po_read (po_path);
  for (guint i = 0; i < G_N_ELEMENTS (headings); i++)
    if (po_lookup (entries, headings[i].context, headings[i].id) == NULL)
      {
        g_autofree char *message = g_strdup_printf ("%s does not translate “%s” yet",
                                                    po_path, headings[i].id);
        g_test_skip (message);
        return;
      }

  mo_path = g_build_filename (locale_dir, language, "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);
  if (!g_file_test (mo_path, G_FILE_TEST_IS_REGULAR))
    g_error ("%s was not compiled", mo_path);

  event = tav_event_new ("bang-2011", "Campionato Italiano BANG!");
  tav_event_set_date (event, "2026-11-22");
  tav_event_set_seed (event, 2011);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_assert_nonnull (tav_event_add_player (event, names[i], &error));
      g_assert_no_error (error);
    }
  /* Ten players: the fewest a BANG! championship is drawn for. */
  tav_event_draw_round (event, &error);
  g_assert_no_error (error);

  tmp_dir = g_dir_make_tmp ("tavolo-i18n-XXXXXX", &error);
  g_assert_no_error (error);
  pdf_path = g_build_filename (tmp_dir, "record-sheet.pdf", NULL);
  doc = tav_print_document_new (event, TAV_PRINT_RECORD_SHEETS, NULL, 0);
  g_assert_true (tav_print_document_export_pdf (doc, pdf_path, &error));
  g_assert_no_error (error);

  text = pdf_text (pdf_path);
  simple_text = simplify (text);
  g_unlink (pdf_path);
  g_rmdir (tmp_dir);

  for (guint i = 0; i < G_N_ELEMENTS (headings); i++)
    {
      const char *expected = po_lookup (entries, headings[i].context, headings[i].id);
      g_autofree char *simple_expected = simplify (expected);

      g_test_message ("%s: “%s” → “%s”", language, headings[i].id, expected);
      if (strstr (simple_text, simple_expected) == NULL)
        g_error ("“%s” (the %s translation of “%s”) is not on the Record Sheet:\n%s",
                 expected, language, headings[i].id, text);
    }
}

int
main (int   argc,
      char *argv[])
{
  /* The language comes from LANGUAGE and LC_ALL (a real locale: glibc
   * ignores LANGUAGE under C.UTF-8); the catalogs from the build
   * directory. */
  tav_test_require_locale (NULL);
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("TAV_LOCALE_DIR"));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/i18n/record-sheet", test_record_sheet);
  return g_test_run ();
}
