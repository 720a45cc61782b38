/* test-cli-print.c — tavolo-cli print
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tav-test-cli.h"

static void
assert_pdf (const char *path,
            const char *expected_text)
{
  g_autofree char *data = read_or_null (path);
  g_autofree char *pdftotext = g_find_program_in_path ("pdftotext");

  g_assert_nonnull (data);
  g_assert_true (g_str_has_prefix (data, "%PDF-"));
  if (pdftotext && expected_text)
    {
      const char *argv[] = { pdftotext, path, "-", NULL };
      g_autofree char *out = NULL;
      int wait_status = 0;

      g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL,
                                   NULL, NULL, &out, NULL, &wait_status, NULL));
      assert_contains (out, expected_text);
    }
  else if (expected_text)
    g_test_skip ("pdftotext (poppler-utils) is not installed: the text of the PDF is not read back");
}

static void
test_print (Fixture       *f,
            gconstpointer  data)
{
  g_autofree char *sheets = fixture_path (f, "sheets.pdf");
  g_autofree char *seating = fixture_path (f, "seating.pdf");
  g_autofree char *standings = fixture_path (f, "standings.pdf");
  g_autofree char *out = NULL;
  g_autofree char *name = player_name (1);

  new_event (f, 12);
  g_free (cli_ok ("draw", f->file, NULL));

  out = cli_ok ("print", f->file, "--what", "record-sheets", "-o", sheets, NULL);
  assert_contains (out, "2 pages written to");
  assert_pdf (sheets, name);
  g_clear_pointer (&out, g_free);

  out = cli_ok ("print", f->file, "--what", "seating", "--paper", "letter", "-o", seating, NULL);
  assert_pdf (seating, name);
  g_clear_pointer (&out, g_free);

  /* The ranking is secret: refused unless the judge asks for his copy. */
  cli_fails (f->file, 1, "print: The ranking is secret", "print", f->file, "--what", "standings",
             "-o", standings, NULL);
  g_assert_false (g_file_test (standings, G_FILE_TEST_EXISTS));
  out = cli_ok ("print", f->file, "--what", "standings", "--judge-copy", "-o", standings, NULL);
  assert_pdf (standings, name);
  /* Anything else has no judge's copy to ask for. */
  cli_fails (f->file, 2, "--judge-copy: only the standings", "print", f->file, "--what",
             "seating", "--judge-copy", "-o", seating, NULL);

  cli_fails (f->file, 1, "There is no bracket to print yet", "print", f->file, "--what",
             "bracket", "-o", standings, NULL);
  cli_fails (f->file, 2, "--what: “menu” is not", "print", f->file, "--what", "menu", "-o",
             standings, NULL);
  cli_fails (f->file, 2, "missing -o", "print", f->file, "--what", "seating", NULL);
  cli_fails (f->file, 2, "--per-page: “3” is not 1, 2, 4, 6 or auto", "print", f->file, "--what", "record-sheets",
             "--per-page", "3", "-o", sheets, NULL);
  /* Four a page is for duels' slips; a table of players needs more room. */
  cli_fails (f->file, 1, "4 sheets a page fit two-player slips only", "print", f->file, "--what",
             "record-sheets", "--per-page", "4", "-o", sheets, NULL);
  cli_fails (f->file, 2, "--per-page: only Record Sheets", "print", f->file, "--what", "seating",
             "--per-page", "2", "-o", seating, NULL);
  /* The seating and the standings for the wall; nothing else has a size. */
  g_free (cli_ok ("print", f->file, "--what", "seating", "--size", "wall", "-o", seating, NULL));
  g_free (cli_ok ("print", f->file, "--what", "standings", "--judge-copy", "--size", "large", "-o",
                  standings, NULL));
  cli_fails (f->file, 2, "--size: “huge” is not normal, large or wall", "print", f->file,
             "--what", "seating", "--size", "huge", "-o", seating, NULL);
  cli_fails (f->file, 2, "--size: only the seating and the standings", "print", f->file, "--what",
             "record-sheets", "--size", "large", "-o", sheets, NULL);
  cli_fails (f->file, 1, "Could not write", "print", f->file, "--what", "seating", "-o",
             "/nonexistent/dir/x.pdf", NULL);
}

/* With the venue's address, a duel's slip carries each seat's own code
 * (tests/venue/test-venue-print.c scans them): six a page have no room for
 * them, refused with what to choose; four print. */
static void
test_print_seat_codes (Fixture       *f,
                       gconstpointer  data)
{
  g_autofree char *sheets = fixture_path (f, "slips.pdf");
  g_autofree char *out = NULL;

  new_event_of (f, "destiny", 16);
  g_free (cli_ok ("draw", f->file, NULL));
  cli_fails (f->file, 1, "6 slips a page leave no room for each player’s own result code: choose 1, 2 or 4",
             "print", f->file, "--what", "record-sheets", "--venue-url", "http://192.168.1.20:8642/",
             "--per-page", "6", "-o", sheets, NULL);
  g_assert_false (g_file_test (sheets, G_FILE_TEST_EXISTS));
  out = cli_ok ("print", f->file, "--what", "record-sheets", "--venue-url", "http://192.168.1.20:8642/",
                "--per-page", "4", "-o", sheets, NULL);
  assert_contains (out, "2 pages written to");
  g_clear_pointer (&out, g_free);
  /* Without the address, six a page as before. */
  out = cli_ok ("print", f->file, "--what", "record-sheets", "--per-page", "6", "-o", sheets, NULL);
  assert_contains (out, "2 pages written to");
}

/* The options are checked before FILE is read, in this order: the
 * document, the output, the round, then the page; then what needs the
 * event. A refused --venue-url leaves FILE without the key it would have
 * made. */
static void
test_print_usage (Fixture       *f,
                  gconstpointer  data)
{
  g_autofree char *pdf = fixture_path (f, "out.pdf");
  g_autofree char *text = fixture_path (f, "notes.txt");
  g_autofree char *missing = fixture_path (f, "missing.tavolo");

  new_event_of (f, "destiny", 8);
  g_free (cli_ok ("draw", f->file, NULL));
  write_file (text, "notes");
  cli_fails (f->file, 2, "print: missing --what", "print", f->file, "-o", pdf, "--round", "x", NULL);
  cli_fails (f->file, 1, "notes.txt: exists and is not a PDF", "print", f->file, "--what", "seating",
             "-o", text, "--round", "x", NULL);
  cli_fails (f->file, 2, "print: --round: “x” is not a whole number of at least 1", "print", f->file,
             "--what", "seating", "-o", pdf, "--round", "x", "--paper", "legal", NULL);
  cli_fails (f->file, 2, "print: --paper: “legal” is not a4 or letter", "print", f->file, "--what",
             "seating", "-o", pdf, "--paper", "legal", "--orientation", "up", NULL);
  cli_fails (NULL, 2, "print: --orientation: “up” is not portrait, landscape or auto", "print",
             missing, "--what", "seating", "-o", pdf, "--orientation", "up", NULL);
  cli_fails (NULL, 1, "missing.tavolo: no such file", "print", missing, "--what", "seating", "-o",
             pdf, NULL);
  cli_fails (f->file, 1, "print: there is no stage “nosuch”", "print", f->file, "--what", "seating",
             "--stage", "nosuch", "-o", pdf, NULL);
  cli_fails (f->file, 2, "print: --judge-copy: the ranking is public", "print", f->file, "--what",
             "standings", "--judge-copy", "-o", pdf, NULL);
  cli_fails (f->file, 2, "print: --venue-url: “ftp://x” is not an http:// address", "print", f->file,
             "--what", "record-sheets", "--venue-url", "ftp://x", "-o", pdf, NULL);
  g_assert_false (g_file_test (pdf, G_FILE_TEST_EXISTS));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/cli/print", Fixture, NULL, fixture_setup, test_print, fixture_teardown);
  g_test_add ("/cli/print/seat-codes", Fixture, NULL, fixture_setup, test_print_seat_codes, fixture_teardown);
  g_test_add ("/cli/print/usage", Fixture, NULL, fixture_setup, test_print_usage, fixture_teardown);

  return g_test_run ();
}
