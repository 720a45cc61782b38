/* test-venue-print.c — `tavolo-cli print --venue-url`: the seating and the
 * standings carry a QR code that scans back to the address
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include <gio/gio.h>
#include <glib/gstdio.h>

#define URL "http://192.168.1.20:8642/"

/* Runs @argv; returns its exit status and, in @out, its standard output. */
static int
run (const char * const *argv,
     char              **out)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocess) process = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                                                      G_SUBPROCESS_FLAGS_STDERR_SILENCE, &error);

  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate_utf8 (process, NULL, NULL, out, NULL, &error));
  g_assert_no_error (error);
  return g_subprocess_get_exit_status (process);
}

static void
cli (const char *first,
     ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autofree char *out = NULL;
  va_list ap;

  g_ptr_array_add (argv, (gpointer) g_getenv ("TAVOLO_CLI"));
  va_start (ap, first);
  for (const char *arg = first; arg; arg = va_arg (ap, const char *))
    g_ptr_array_add (argv, (gpointer) arg);
  va_end (ap);
  g_ptr_array_add (argv, NULL);
  g_assert_cmpint (run ((const char * const *) argv->pdata, &out), ==, 0);
}

/* The codes zbarimg finds on page @page of @pdf, rendered at 300 dpi as
 * the plainest office laser printer prints (two or four sheets a page
 * carry 1.55 cm codes, modules of 0.35 mm), one a line; "" when none.
 * @box: x, y, width, height in points, the part of the page to scan, or
 * NULL for all of it. */
static char *
scan_page (const char   *dir,
           const char   *pdf,
           guint         page,
           const double *box)
{
  g_autofree char *prefix = g_build_filename (dir, "page", NULL);
  g_autofree char *png = g_strconcat (prefix, ".png", NULL);
  g_autofree char *number = g_strdup_printf ("%u", page);
  g_autofree char *x = g_strdup_printf ("%d", box ? (int) (box[0] * 300 / 72) : 0);
  g_autofree char *y = g_strdup_printf ("%d", box ? (int) (box[1] * 300 / 72) : 0);
  g_autofree char *w = g_strdup_printf ("%d", box ? (int) (box[2] * 300 / 72) : 0);
  g_autofree char *h = g_strdup_printf ("%d", box ? (int) (box[3] * 300 / 72) : 0);
  const char *render[] = { "pdftoppm", "-r", "300", "-png", "-singlefile", "-f", number, "-l", number,
                           "-x", x, "-y", y, "-W", w, "-H", h, pdf, prefix, NULL };
  const char *scan[] = { "zbarimg", "--quiet", "--raw", png, NULL };
  g_autofree char *ignored = NULL;
  char *out = NULL;

  g_assert_cmpint (run (render, &ignored), ==, 0);
  run (scan, &out);
  g_remove (png);
  return g_strchomp (out);
}

static char *
scan_first_page (const char *dir,
                 const char *pdf)
{
  return scan_page (dir, pdf, 1, NULL);
}

static void
test_printed_qr (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tavolo-venue-print-XXXXXX", NULL);
  g_autofree char *file = g_build_filename (dir, "cup.tavolo", NULL);
  g_autofree char *seating = g_build_filename (dir, "seating.pdf", NULL);
  g_autofree char *plain = g_build_filename (dir, "plain.pdf", NULL);
  g_autofree char *standings = g_build_filename (dir, "standings.pdf", NULL);
  g_autofree char *code = NULL;
  g_autofree char *none = NULL;
  g_autofree char *ranked = NULL;
  g_autofree char *out = NULL;
  const char *bad[] = { g_getenv ("TAVOLO_CLI"), "print", file, "--what", "seating",
                        "--venue-url", "javascript:alert(1)", "-o", plain, NULL };

  g_autofree char *zbarimg = g_find_program_in_path ("zbarimg");
  g_autofree char *pdftoppm = g_find_program_in_path ("pdftoppm");

  if (zbarimg == NULL || pdftoppm == NULL)
    {
      g_test_skip ("zbarimg (zbar-tools) or pdftoppm (poppler-utils) is not installed");
      return;
    }

  cli ("new", file, "--ruleset", "destiny", "--name", "QR Cup", NULL);
  cli ("players", file, "add", "Anna", "Boris", "Carla", "Dario", "Elena", "Fabio", NULL);
  cli ("draw", file, NULL);
  cli ("print", file, "--what", "seating", "--venue-url", URL, "-o", seating, NULL);
  cli ("print", file, "--what", "seating", "-o", plain, NULL);
  cli ("publish", file, NULL);
  cli ("print", file, "--what", "standings", "--venue-url", URL, "-o", standings, NULL);

  code = scan_first_page (dir, seating);
  g_assert_cmpstr (code, ==, URL);
  none = scan_first_page (dir, plain);
  g_assert_cmpstr (none, ==, "");
  ranked = scan_first_page (dir, standings);
  g_assert_cmpstr (ranked, ==, URL);

  g_assert_cmpint (run (bad, &out), ==, 2);

  g_remove (seating);
  g_remove (plain);
  g_remove (standings);
  g_remove (file);
  {
    g_autofree char *backup = g_strconcat (file, "~", NULL);

    g_remove (backup);
  }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* A word pdftotext found on a page: its box in points and its text. */
typedef struct
{
  double  x0, y0, x1, y1;
  char   *text;
} Word;

static void
clear_word (gpointer data)
{
  g_free (((Word *) data)->text);
}

/* The words of page @page of @pdf with their places (pdftotext -bbox). */
static GArray *
page_words (const char *pdf,
            guint       page)
{
  g_autofree char *number = g_strdup_printf ("%u", page);
  const char *argv[] = { "pdftotext", "-bbox", "-enc", "UTF-8", "-f", number, "-l", number, pdf, "-", NULL };
  g_autoptr(GRegex) regex = g_regex_new ("<word xMin=\"([0-9.]+)\" yMin=\"([0-9.]+)\" xMax=\"([0-9.]+)\" "
                                         "yMax=\"([0-9.]+)\">([^<]*)</word>", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  g_autofree char *out = NULL;
  GArray *words = g_array_new (FALSE, TRUE, sizeof (Word));

  g_array_set_clear_func (words, clear_word);
  g_assert_cmpint (run (argv, &out), ==, 0);
  for (g_regex_match (regex, out, 0, &match); g_match_info_matches (match); g_match_info_next (match, NULL))
    {
      Word word;
      g_autofree char *x0 = g_match_info_fetch (match, 1);
      g_autofree char *y0 = g_match_info_fetch (match, 2);
      g_autofree char *x1 = g_match_info_fetch (match, 3);
      g_autofree char *y1 = g_match_info_fetch (match, 4);

      word.x0 = g_ascii_strtod (x0, NULL);
      word.y0 = g_ascii_strtod (y0, NULL);
      word.x1 = g_ascii_strtod (x1, NULL);
      word.y1 = g_ascii_strtod (y1, NULL);
      word.text = g_match_info_fetch (match, 5);
      g_array_append_val (words, word);
    }
  return words;
}

/* The one word @text on the page. */
static const Word *
find_word (GArray     *words,
           const char *text)
{
  const Word *found = NULL;

  for (guint i = 0; i < words->len; i++)
    if (g_str_equal (g_array_index (words, Word, i).text, text))
      {
        g_assert_null (found);
        found = &g_array_index (words, Word, i);
      }
  if (found == NULL)
    g_test_message ("“%s” is not on the page", text);
  g_assert_nonnull (found);
  return found;
}

/* `inbox codes` as a table: "1" or "1.2" to its short code and token. */
static GHashTable *
list_codes (const char *file)
{
  const char *argv[] = { g_getenv ("TAVOLO_CLI"), "inbox", file, "codes", NULL };
  GHashTable *codes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) g_strfreev);
  g_autofree char *out = NULL;
  g_auto(GStrv) lines = NULL;

  g_assert_cmpint (run (argv, &out), ==, 0);
  lines = g_strsplit (out, "\n", 0);
  for (guint i = 0; lines[i] && lines[i][0]; i++)
    {
      g_auto(GStrv) fields = g_strsplit (lines[i], "\t", 3);

      g_assert_cmpuint (g_strv_length (fields), ==, 3);
      g_hash_table_insert (codes, g_strdup (fields[0]), g_strdupv (fields + 1));
    }
  return codes;
}

/* The first word of each seat's name at each table, "1.2" → "Anna", from
 * `tavolo-cli show`. */
static GHashTable *
list_seats (const char *file)
{
  const char *argv[] = { g_getenv ("TAVOLO_CLI"), "show", file, NULL };
  GHashTable *seats = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autofree char *out = NULL;
  g_auto(GStrv) lines = NULL;
  guint table = 0, seat;
  char name[64];

  g_assert_cmpint (run (argv, &out), ==, 0);
  lines = g_strsplit (out, "\n", 0);
  for (guint i = 0; lines[i]; i++)
    if (sscanf (lines[i], "Table %u", &table) == 1)
      continue;
    else if (table && sscanf (lines[i], " %u %63s", &seat, name) == 2)
      g_hash_table_insert (seats, g_strdup_printf ("%u.%u", table, seat), g_strdup (name));
  return seats;
}

static char *
seat_link (GHashTable *codes,
           guint       table,
           guint       seat)
{
  g_autofree char *key = g_strdup_printf ("%u.%u", table, seat);
  char **code = g_hash_table_lookup (codes, key);

  g_assert_nonnull (code);
  return g_strdup_printf ("%st/swiss/1/%u/%s", URL, table, code[1]);
}

static void
remove_event (const char *dir,
              const char *file)
{
  g_autofree char *backup = g_strconcat (file, "~", NULL);

  g_remove (file);
  g_remove (backup);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* A Swiss round of duels printed with the address: each slip carries,
 * under each player's name, the QR code of that seat's own link and its
 * short code, those of `inbox codes`, and not the table's (it counts as
 * nobody's agreement). One a page, each seat's part of the page scans to
 * its own link only; four a page, every seat's code is read at 300 dpi. */
static void
test_seat_links (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tavolo-venue-links-XXXXXX", NULL);
  g_autofree char *file = g_build_filename (dir, "cup.tavolo", NULL);
  g_autofree char *sheets = g_build_filename (dir, "sheets.pdf", NULL);
  g_autofree char *slips = g_build_filename (dir, "slips.pdf", NULL);
  g_autoptr(GHashTable) codes = NULL;
  g_autoptr(GHashTable) seats = NULL;
  g_autofree char *all = NULL;
  g_auto(GStrv) scanned = NULL;
  g_autofree char *zbarimg = g_find_program_in_path ("zbarimg");
  g_autofree char *pdftoppm = g_find_program_in_path ("pdftoppm");
  g_autofree char *pdftotext = g_find_program_in_path ("pdftotext");

  if (zbarimg == NULL || pdftoppm == NULL || pdftotext == NULL)
    {
      g_test_skip ("zbarimg (zbar-tools) or pdftoppm and pdftotext (poppler-utils) are not installed");
      return;
    }

  cli ("new", file, "--ruleset", "destiny", "--name", "QR Cup", NULL);
  cli ("players", file, "add", "Anna", "Boris", "Александра Константиновна Римская-Корсакова",
       "Святослав Всеволодович Преображенский", "Maximilian Wolfeschlegelsteinhausen", "Dario", NULL);
  cli ("draw", file, NULL);
  cli ("print", file, "--what", "record-sheets", "--venue-url", URL, "--per-page", "1", "-o", sheets, NULL);
  cli ("print", file, "--what", "record-sheets", "--venue-url", URL, "-o", slips, NULL);

  /* The key was made and saved by print: codes gives the same tokens. */
  codes = list_codes (file);
  seats = list_seats (file);
  g_assert_cmpuint (g_hash_table_size (codes), ==, 9);
  g_assert_cmpuint (g_hash_table_size (seats), ==, 6);

  for (guint t = 1; t <= 3; t++)
    {
      g_autoptr(GArray) words = page_words (sheets, t);
      g_autofree char *table = g_strdup_printf ("%u", t);
      const Word *name[2], *code[2];

      for (guint s = 1; s <= 2; s++)
        {
          g_autofree char *key = g_strdup_printf ("%u.%u", t, s);

          name[s - 1] = find_word (words, g_hash_table_lookup (seats, key));
          code[s - 1] = find_word (words, ((char **) g_hash_table_lookup (codes, key))[0]);
        }
      /* Seat N's code under seat N's name, above seat N + 1's. */
      g_assert_cmpfloat (name[0]->y0, <, code[0]->y0);
      g_assert_cmpfloat (code[0]->y1, <=, name[1]->y0);
      g_assert_cmpfloat (name[1]->y0, <, code[1]->y0);
      g_assert_cmpfloat (code[0]->x0, >=, name[0]->x0 - 0.5);
      for (guint i = 0; i < words->len; i++)
        g_assert_cmpstr (g_array_index (words, Word, i).text, !=,
                         ((char **) g_hash_table_lookup (codes, table))[0]);

      /* A seat's row holds its own link: above seat 2's name, seat 1's
       * code and nothing else; under seat 1's code, seat 2's. */
      for (guint s = 1; s <= 2; s++)
        {
          double top = s == 1 ? 0 : code[0]->y1;
          double bottom = s == 1 ? name[1]->y0 : 842;   /* A4 */
          double box[] = { 0, top, 595, bottom - top };
          g_autofree char *found = scan_page (dir, sheets, t, box);
          g_autofree char *wanted = seat_link (codes, t, s);

          g_assert_cmpstr (found, ==, wanted);
        }
    }

  /* Four slips a page: page 1 holds the three tables, each seat's code
   * read back, in any order, and no table's. */
  all = scan_page (dir, slips, 1, NULL);
  scanned = g_strsplit (all, "\n", 0);
  g_assert_cmpuint (g_strv_length (scanned), ==, 6);
  for (guint t = 1; t <= 3; t++)
    for (guint s = 1; s <= 2; s++)
      {
        g_autofree char *wanted = seat_link (codes, t, s);

        g_assert_true (g_strv_contains ((const char * const *) scanned, wanted));
      }

  g_remove (sheets);
  g_remove (slips);
  remove_event (dir, file);
}

/* A table of players keeps one code, the table's, beside its number. */
static void
test_table_link (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tavolo-venue-links-XXXXXX", NULL);
  g_autofree char *file = g_build_filename (dir, "cup.tavolo", NULL);
  g_autofree char *sheets = g_build_filename (dir, "sheets.pdf", NULL);
  g_autoptr(GHashTable) codes = NULL;
  g_autoptr(GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *zbarimg = g_find_program_in_path ("zbarimg");
  g_autofree char *pdftoppm = g_find_program_in_path ("pdftoppm");
  g_autofree char *out = NULL;

  if (zbarimg == NULL || pdftoppm == NULL)
    {
      g_test_skip ("zbarimg (zbar-tools) or pdftoppm (poppler-utils) is not installed");
      return;
    }

  g_ptr_array_add (argv, g_strdup (g_getenv ("TAVOLO_CLI")));
  g_ptr_array_add (argv, g_strdup ("players"));
  g_ptr_array_add (argv, g_strdup (file));
  g_ptr_array_add (argv, g_strdup ("add"));
  for (guint i = 1; i <= 14; i++)
    g_ptr_array_add (argv, g_strdup_printf ("Player %u", i));
  g_ptr_array_add (argv, NULL);

  cli ("new", file, "--ruleset", "bang-2011", "--name", "QR Cup", NULL);
  g_assert_cmpint (run ((const char * const *) argv->pdata, &out), ==, 0);
  cli ("draw", file, NULL);
  cli ("print", file, "--what", "record-sheets", "--venue-url", URL, "-o", sheets, NULL);
  codes = list_codes (file);
  /* Two tables of seven: no seat has a code of its own. */
  g_assert_cmpuint (g_hash_table_size (codes), ==, 2);
  for (guint t = 1; t <= 2; t++)
    {
      g_autofree char *table = g_strdup_printf ("%u", t);
      g_autofree char *found = scan_page (dir, sheets, t, NULL);
      g_autofree char *end = g_strdup_printf ("/1/%u/%s", t,
                                              ((char **) g_hash_table_lookup (codes, table))[1]);

      g_assert_true (g_str_has_prefix (found, URL "t/"));
      g_assert_true (g_str_has_suffix (found, end));
      g_assert_null (strchr (found, '\n'));
    }

  g_remove (sheets);
  remove_event (dir, file);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/venue/print/qr", test_printed_qr);
  g_test_add_func ("/venue/print/seat-links", test_seat_links);
  g_test_add_func ("/venue/print/table-link", test_table_link);

  return g_test_run ();
}
