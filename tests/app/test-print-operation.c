/* test-print-operation.c — the printer gets what the PDF export writes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "tav-event-private.h"
#include "tav-print-operation.h"
#include "tav-print-options.h"
#include "tav-print-preview.h"
#include "tav-settings.h"
#include "tav-test-bang.h"
#include "tav-test-app.h"

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

  printed_text = tav_test_pdf_text (printed);
  exported_text = tav_test_pdf_text (exported);
  g_assert_cmpstr (printed_text, ==, exported_text);
  g_assert_nonnull (strstr (printed_text, "Игрок 01"));

  g_unlink (printed);
  g_unlink (exported);
  g_rmdir (dir);
}

static gboolean
match_page_label (GtkWidget     *widget,
                  gconstpointer  data)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), data) == 0;
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

/* The pages of the PDF the operation writes, as pdftotext counts them
 * (a form feed after each); 0 without pdftotext. */
static guint
print_to_file (TavPrintOperation *operation)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tavolo-print-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "printed.pdf", NULL);
  g_autofree char *pdftotext = g_find_program_in_path ("pdftotext");
  g_autofree char *text = NULL;
  guint pages = 0;

  gtk_print_operation_set_export_filename (GTK_PRINT_OPERATION (operation), path);
  g_assert_cmpint (gtk_print_operation_run (GTK_PRINT_OPERATION (operation),
                                            GTK_PRINT_OPERATION_ACTION_EXPORT, NULL, &error),
                   ==, GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_no_error (error);
  if (pdftotext != NULL)
    {
      text = tav_test_pdf_text (path);
      for (const char *c = text; *c; c++)
        pages += *c == '\f';
    }
  g_unlink (path);
  g_rmdir (dir);
  return pages;
}

/* The dialog's own tab, as GTK makes and applies it. */
static GtkWidget *
custom_widget (TavPrintOperation *operation)
{
  GtkWidget *widget = NULL;

  g_signal_emit_by_name (operation, "create-custom-widget", &widget);
  return widget ? g_object_ref_sink (widget) : NULL;
}

static void
apply_custom_widget (TavPrintOperation *operation,
                     GtkWidget         *widget)
{
  g_signal_emit_by_name (operation, "custom-widget-apply", widget);
}

static char *
setting (const char *key)
{
  g_autoptr(GSettings) settings = tav_settings_new ();

  g_assert_nonnull (settings);
  return g_settings_get_string (settings, key);
}

/* A Destiny Swiss round of 23 players: 11 slips and a bye. The automatic
 * choice prints them six a page (2 pages); two a page chosen in the
 * dialog's tab reaches the document (6 pages) and is remembered for the
 * next printout. A round of BANG! tables is not offered four or six. */
static void
test_sheets_per_page (void)
{
  g_autoptr(TavEvent) event = tav_event_new ("destiny", "Torneo di Prova");
  g_autoptr(TavEvent) bang = make_event ();
  g_autoptr(TavPrintDocument) document = NULL;
  g_autoptr(TavPrintDocument) again = NULL;
  g_autoptr(TavPrintDocument) tables = NULL;
  g_autoptr(TavPrintOperation) automatic = NULL;
  g_autoptr(TavPrintOperation) operation = NULL;
  g_autoptr(TavPrintOperation) tables_operation = NULL;
  g_autoptr(GtkWidget) widget = NULL;
  g_autoptr(GtkWidget) tables_widget = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *remembered = NULL;
  guint pages;

  for (guint i = 0; i < 23; i++)
    {
      g_autofree char *name = g_strdup_printf ("Giocatore %02u", i + 1);

      g_assert_nonnull (tav_event_add_player (event, name, &error));
    }
  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);

  document = tav_print_document_new (event, TAV_PRINT_RECORD_SHEETS, NULL, 0);
  automatic = tav_print_operation_new (document);
  pages = print_to_file (automatic);
  g_assert_cmpuint (tav_print_document_get_n_pages (document), ==, 2);
  if (pages)
    g_assert_cmpuint (pages, ==, 2);

  /* An operation runs once: the next printout is another. */
  operation = tav_print_operation_new (document);
  widget = custom_widget (operation);
  g_assert_true (TAV_IS_PRINT_OPTIONS (widget));
  g_assert_cmpuint (tav_print_options_get_sheets_per_page (TAV_PRINT_OPTIONS (widget)), ==,
                    TAV_PRINT_SHEETS_AUTO);
  tav_print_options_set_sheets_per_page (TAV_PRINT_OPTIONS (widget), 2);
  apply_custom_widget (operation, widget);
  g_assert_cmpuint (tav_print_document_get_sheets_per_page (document), ==, 2);
  pages = print_to_file (operation);
  g_assert_cmpuint (tav_print_document_get_n_pages (document), ==, 6);
  if (pages)
    g_assert_cmpuint (pages, ==, 6);
  remembered = setting ("print-sheets-per-page");
  g_assert_cmpstr (remembered, ==, "2");

  /* The next printout starts from it. */
  again = tav_print_document_new (event, TAV_PRINT_RECORD_SHEETS, NULL, 0);
  tav_print_options_recall (again);
  g_assert_cmpuint (tav_print_document_get_sheets_per_page (again), ==, 2);

  /* Six chosen for the slips does not fit tables of players: not offered,
   * and the remembered six falls back to the automatic choice. */
  tav_print_options_set_sheets_per_page (TAV_PRINT_OPTIONS (widget), 6);
  g_assert_cmpuint (tav_print_options_get_sheets_per_page (TAV_PRINT_OPTIONS (widget)), ==, 6);
  apply_custom_widget (operation, widget);
  tables = tav_print_document_new (bang, TAV_PRINT_RECORD_SHEETS, NULL, 0);
  tav_print_options_recall (tables);
  g_assert_cmpuint (tav_print_document_get_sheets_per_page (tables), ==, TAV_PRINT_SHEETS_AUTO);
  tables_operation = tav_print_operation_new (tables);
  tables_widget = custom_widget (tables_operation);
  tav_print_options_set_sheets_per_page (TAV_PRINT_OPTIONS (tables_widget), 4);
  g_assert_cmpuint (tav_print_options_get_sheets_per_page (TAV_PRINT_OPTIONS (tables_widget)), ==,
                    TAV_PRINT_SHEETS_AUTO);
  tav_print_options_set_sheets_per_page (TAV_PRINT_OPTIONS (tables_widget), 2);
  g_assert_cmpuint (tav_print_options_get_sheets_per_page (TAV_PRINT_OPTIONS (tables_widget)), ==, 2);
}

/* The seating at the wall size, chosen in the tab: twice as big, on more
 * pages; remembered. A bracket has nothing to choose: no tab. */
static void
test_size (void)
{
  g_autoptr(TavEvent) event = make_event ();
  g_autoptr(TavPrintDocument) document = tav_print_document_new (event, TAV_PRINT_SEATING, NULL, 0);
  g_autoptr(TavPrintDocument) bracket = tav_print_document_new (event, TAV_PRINT_BRACKET, NULL, 0);
  g_autoptr(TavPrintOperation) plain = tav_print_operation_new (document);
  g_autoptr(TavPrintOperation) operation = tav_print_operation_new (document);
  g_autoptr(TavPrintOperation) bracket_operation = tav_print_operation_new (bracket);
  g_autoptr(GtkWidget) widget = custom_widget (operation);
  g_autofree char *remembered = NULL;
  guint normal, wall;

  g_assert_true (TAV_IS_PRINT_OPTIONS (widget));
  print_to_file (plain);
  normal = tav_print_document_get_n_pages (document);
  tav_print_options_set_size (TAV_PRINT_OPTIONS (widget), TAV_PRINT_SIZE_WALL);
  apply_custom_widget (operation, widget);
  g_assert_cmpint (tav_print_document_get_size (document), ==, TAV_PRINT_SIZE_WALL);
  print_to_file (operation);
  wall = tav_print_document_get_n_pages (document);
  /* 27 players: the cards on one page and the list on one, or the cards
   * two a page and the list nine names a page. */
  g_assert_cmpuint (normal, ==, 2);
  g_assert_cmpuint (wall, ==, 6);
  remembered = setting ("print-size");
  g_assert_cmpstr (remembered, ==, "wall");

  g_assert_null (custom_widget (bracket_operation));
}

/* The dialog's Preview, without an external previewer (none is
 * installed here): every page in a window of ours, drawn, on the paper
 * chosen, with the pages to turn and the print dialog a button away. */
static void
test_preview (void)
{
  g_autoptr(TavEvent) event = make_event ();
  g_autoptr(TavPrintDocument) document = tav_print_document_new (event, TAV_PRINT_RECORD_SHEETS,
                                                                 NULL, 0);
  g_autoptr(TavPrintOperation) operation = tav_print_operation_new (document);
  g_autoptr(GError) error = NULL;
  GtkWindow *parent = GTK_WINDOW (gtk_window_new ());
  TavPrintPreview *preview;
  GtkWidget *label;
  guint n_pages;

  gtk_window_present (parent);
  g_assert_cmpint (gtk_print_operation_run (GTK_PRINT_OPERATION (operation),
                                            GTK_PRINT_OPERATION_ACTION_PREVIEW, parent, &error),
                   !=, GTK_PRINT_OPERATION_RESULT_ERROR);
  g_assert_no_error (error);
  preview = tav_test_wait_for_toplevel (TAV_TYPE_PRINT_PREVIEW);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (preview)) == parent);
  n_pages = tav_print_document_get_n_pages (document);
  /* A round of 27 BANG! players: 5 tables, a sheet each. */
  g_assert_cmpuint (n_pages, ==, 5);
  g_assert_cmpuint (tav_print_preview_get_n_pages (preview), ==, n_pages);

  /* Each page drawn, inside an A4 sheet, well filled. */
  for (guint page = 0; page < n_pages; page++)
    {
      cairo_surface_t *surface;
      double width, height, x, y, w, h;

      surface = tav_print_preview_get_surface (preview, page, &width, &height);
      g_assert_cmpfloat_with_epsilon (width, 595.276, 0.01);
      g_assert_cmpfloat_with_epsilon (height, 841.89, 0.01);
      cairo_recording_surface_ink_extents (surface, &x, &y, &w, &h);
      g_assert_cmpfloat (x, >=, TAV_PRINT_DEFAULT_MARGIN - 1);
      g_assert_cmpfloat (y, >=, TAV_PRINT_DEFAULT_MARGIN - 1);
      g_assert_cmpfloat (x + w, <=, width - TAV_PRINT_DEFAULT_MARGIN + 1);
      g_assert_cmpfloat (w, >, width / 2);
      g_assert_cmpfloat (h, >, height / 2);
    }

  /* Turned with the keys' actions, said in the label and to a reader. */
  tav_test_wait_for_frame (GTK_WIDGET (preview));
  label = tav_test_find_widget (GTK_WIDGET (preview), match_page_label, "Page 1 of 5");
  g_assert_nonnull (label);
  gtk_widget_activate_action (GTK_WIDGET (preview), "preview.previous", NULL);
  g_assert_cmpuint (tav_print_preview_get_page (preview), ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (preview), "preview.next", NULL));
  g_assert_cmpuint (tav_print_preview_get_page (preview), ==, 1);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (label)), ==, "Page 2 of 5");
  g_assert_nonnull (tav_test_find_action_button (GTK_WIDGET (preview), "preview.print"));
  tav_test_screenshot (GTK_WIDGET (preview), "print-preview.png");

  tav_test_close_window (preview);
  gtk_window_destroy (parent);
}

int
main (int   argc,
      char *argv[])
{
  tav_test_gtk_init (&argc, &argv);

  g_test_add_func ("/print-operation/kinds", test_kinds);
  g_test_add_func ("/print-operation/sheets-per-page", test_sheets_per_page);
  g_test_add_func ("/print-operation/size", test_size);
  g_test_add_func ("/print-operation/preview", test_preview);
  g_test_add_data_func ("/print-operation/record-sheets", GUINT_TO_POINTER (TAV_PRINT_RECORD_SHEETS),
                        test_same_as_pdf);
  g_test_add_data_func ("/print-operation/seating", GUINT_TO_POINTER (TAV_PRINT_SEATING),
                        test_same_as_pdf);
  g_test_add_data_func ("/print-operation/standings", GUINT_TO_POINTER (TAV_PRINT_STANDINGS),
                        test_same_as_pdf);

  return g_test_run ();
}
