/* test-print-operation.c — the printer gets what the PDF export writes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "tav-print-operation.h"
#include "tav-test-bang.h"

static char *
pdf_text (const char *path)
{
  const char *argv[] = { "pdftotext", "-layout", path, "-", NULL };
  g_autofree char *out = NULL;
  int status = 0;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL,
                               G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                               NULL, NULL, &out, NULL, &status, NULL));
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return g_steal_pointer (&out);
}

static TavEvent *
make_event (void)
{
  TavEvent *event = tav_event_new ("bang-2011", "Torneo di Prova");
  g_autoptr(GError) error = NULL;
  TavRandom rng;

  tav_event_set_seed (event, 11);
  tav_event_set_date (event, "2026-11-22");
  for (guint i = 0; i < 27; i++)
    {
      g_autofree char *name = g_strdup_printf ("Игрок %02u", i + 1);

      g_assert_nonnull (tav_event_add_player (event, name, &error));
    }
  tav_random_init (&rng, 3);
  g_assert_true (tav_event_draw_round (event, &error));
  tav_test_bang_play_round (event, &rng);
  g_assert_true (tav_event_draw_round (event, &error));
  return event;
}

static void
test_same_as_pdf (gconstpointer data)
{
  TavPrintKind kind = GPOINTER_TO_UINT (data);
  g_autoptr(TavEvent) event = make_event ();
  g_autoptr(TavPrintDocument) document = NULL;
  g_autoptr(TavPrintOperation) operation = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tavolo-print-XXXXXX", NULL);
  g_autofree char *printed = g_build_filename (dir, "printed.pdf", NULL);
  g_autofree char *exported = g_build_filename (dir, "exported.pdf", NULL);
  g_autofree char *printed_text = NULL;
  g_autofree char *exported_text = NULL;
  g_autofree char *pdftotext = g_find_program_in_path ("pdftotext");

  if (pdftotext == NULL)
    {
      g_test_skip ("pdftotext is not installed");
      return;
    }

  tav_event_set_published (event, TRUE);
  document = tav_print_document_new (event, kind, NULL, 0);
  g_assert_true (tav_print_document_export_pdf (document, exported, &error));
  g_assert_no_error (error);

  /* The print dialog's "Print to File" path, without the dialog. */
  operation = tav_print_operation_new (document);
  gtk_print_operation_set_export_filename (GTK_PRINT_OPERATION (operation), printed);
  g_assert_cmpint (gtk_print_operation_run (GTK_PRINT_OPERATION (operation),
                                            GTK_PRINT_OPERATION_ACTION_EXPORT, NULL, &error),
                   ==, GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_no_error (error);

  printed_text = pdf_text (printed);
  exported_text = pdf_text (exported);
  g_assert_cmpstr (printed_text, ==, exported_text);
  g_assert_nonnull (strstr (printed_text, "Игрок 01"));

  g_unlink (printed);
  g_unlink (exported);
  g_rmdir (dir);
}

static void
test_kinds (void)
{
  TavPrintKind kind;
  gboolean judge = TRUE;

  g_assert_true (tav_print_kind_from_string ("seating", &kind, &judge));
  g_assert_cmpint (kind, ==, TAV_PRINT_SEATING);
  g_assert_false (judge);
  g_assert_true (tav_print_kind_from_string ("standings-judge", &kind, &judge));
  g_assert_cmpint (kind, ==, TAV_PRINT_STANDINGS);
  g_assert_true (judge);
  g_assert_false (tav_print_kind_from_string ("menu", &kind, &judge));
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/print-operation/kinds", test_kinds);
  g_test_add_data_func ("/print-operation/record-sheets", GUINT_TO_POINTER (TAV_PRINT_RECORD_SHEETS),
                        test_same_as_pdf);
  g_test_add_data_func ("/print-operation/seating", GUINT_TO_POINTER (TAV_PRINT_SEATING),
                        test_same_as_pdf);
  g_test_add_data_func ("/print-operation/standings", GUINT_TO_POINTER (TAV_PRINT_STANDINGS),
                        test_same_as_pdf);

  return g_test_run ();
}
