/* test-venue-print.c — `tavolo-cli print --venue-url`: the seating and the
 * standings carry a QR code that scans back to the address
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

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

/* The codes zbarimg finds on the first page of @pdf, rendered at 300 dpi
 * as the plainest office laser printer prints (two or four sheets a page
 * carry 1.55 cm codes, modules of 0.47 mm); "" when none. */
static char *
scan_first_page (const char *dir,
                 const char *pdf)
{
  g_autofree char *prefix = g_build_filename (dir, "page", NULL);
  g_autofree char *png = g_strconcat (prefix, "-1.png", NULL);
  const char *render[] = { "pdftoppm", "-r", "300", "-png", "-f", "1", "-l", "1", pdf, prefix, NULL };
  const char *scan[] = { "zbarimg", "--quiet", "--raw", png, NULL };
  g_autofree char *ignored = NULL;
  char *out = NULL;

  g_assert_cmpint (run (render, &ignored), ==, 0);
  run (scan, &out);
  g_remove (png);
  return g_strchomp (out);
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

/* Record Sheets printed with the address carry each table's result link
 * and, beside it, the short code: both those of `inbox codes`. */
static void
test_table_links (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tavolo-venue-links-XXXXXX", NULL);
  g_autofree char *file = g_build_filename (dir, "cup.tavolo", NULL);
  g_autofree char *sheets = g_build_filename (dir, "sheets.pdf", NULL);
  g_autofree char *code = NULL;
  g_autofree char *codes = NULL;
  g_autofree char *text = NULL;
  g_auto(GStrv) scanned = NULL;
  g_auto(GStrv) lines = NULL;
  g_auto(GStrv) first = NULL;
  const char *list[] = { g_getenv ("TAVOLO_CLI"), "inbox", file, "codes", NULL };
  const char *to_text[] = { "pdftotext", "-f", "1", "-l", "1", sheets, "-", NULL };
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
  cli ("print", file, "--what", "record-sheets", "--venue-url", URL, "-o", sheets, NULL);

  /* The key was made and saved by print: codes gives the same tokens. */
  g_assert_cmpint (run (list, &codes), ==, 0);
  lines = g_strsplit (codes, "\n", 0);
  first = g_strsplit (lines[0], "\t", 3);
  g_assert_cmpstr (first[0], ==, "1");
  /* Two-seat slips print four to a page: page 1 holds the three tables,
   * each with its own link, in any order zbarimg finds them. */
  code = scan_first_page (dir, sheets);
  for (guint i = 0; i < 3; i++)
    {
      g_auto(GStrv) table = g_strsplit (lines[i], "\t", 3);
      g_autofree char *link = g_strdup_printf ("%st/swiss/1/%s/%s", URL, table[0], table[2]);
      g_autofree char *with_end = g_strconcat (code, "\n", NULL);
      g_autofree char *wanted = g_strconcat (link, "\n", NULL);

      g_assert_nonnull (strstr (with_end, wanted));
    }
  scanned = g_strsplit (code, "\n", 0);
  g_assert_cmpuint (g_strv_length (scanned), ==, 3);
  g_assert_cmpint (run (to_text, &text), ==, 0);
  g_assert_nonnull (strstr (text, first[1]));

  g_remove (sheets);
  g_remove (file);
  {
    g_autofree char *backup = g_strconcat (file, "~", NULL);

    g_remove (backup);
  }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/venue/print/qr", test_printed_qr);
  g_test_add_func ("/venue/print/table-links", test_table_links);

  return g_test_run ();
}
