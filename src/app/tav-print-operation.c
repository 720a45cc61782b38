/* tav-print-operation.c
 *
 * The printer gets exactly what "Export PDF" writes: both draw with the
 * TavPrintDocument renderers, here on the GtkPrintContext's cairo context.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-print-operation"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-compat.h"
#include "tav-export.h"
#include "tav-print-operation.h"
#include "tav-print-options.h"
#include "tav-print-preview.h"
#include "tav-window.h"

struct _TavPrintOperation
{
  GtkPrintOperation  parent_instance;
  TavPrintDocument  *document;
  PangoContext      *pango;
  TavPrintPreview   *preview;       /* being filled, until the preview ends */
};

G_DEFINE_FINAL_TYPE (TavPrintOperation, tav_print_operation, GTK_TYPE_PRINT_OPERATION)

static void
tav_print_operation_begin_print (GtkPrintOperation *operation,
                                 GtkPrintContext   *context)
{
  TavPrintOperation *self = TAV_PRINT_OPERATION (operation);
  g_autoptr(GError) error = NULL;
  guint n_pages;

  g_clear_object (&self->pango);
  self->pango = gtk_print_context_create_pango_context (context);
  /* As tav_print_create_context (): glyphs not rounded to whole points, so
   * that the printed pages are laid out as the exported PDF. */
  pango_context_set_round_glyph_positions (self->pango, FALSE);
  n_pages = tav_print_document_paginate (self->document, self->pango,
                                         gtk_print_context_get_width (context),
                                         gtk_print_context_get_height (context),
                                         &error);
  if (n_pages == 0)
    {
      g_warning_once ("Could not lay out the document: %s", error ? error->message : "");
      gtk_print_operation_cancel (operation);
      return;
    }
  gtk_print_operation_set_n_pages (operation, (int) n_pages);
}

static void
tav_print_operation_draw_page (GtkPrintOperation *operation,
                               GtkPrintContext   *context,
                               int                page_nr)
{
  TavPrintOperation *self = TAV_PRINT_OPERATION (operation);

  tav_print_document_draw_page (self->document, gtk_print_context_get_cairo_context (context),
                                self->pango, (guint) page_nr);
}

/* The dialog's own tab: sheets per page, type size, where they mean
 * something for the document (none for a bracket). */
static GtkWidget *
tav_print_operation_create_custom_widget (GtkPrintOperation *operation)
{
  TavPrintOperation *self = TAV_PRINT_OPERATION (operation);

  return tav_print_options_new (self->document);
}

static void
tav_print_operation_custom_widget_apply (GtkPrintOperation *operation,
                                         GtkWidget         *widget)
{
  if (TAV_IS_PRINT_OPTIONS (widget))
    tav_print_options_apply (TAV_PRINT_OPTIONS (widget));
}

/* Each page of the preview on a surface of its own, the paper's size:
 * GTK asks for one before it draws the page. */
static void
preview_got_page_size_cb (GtkPrintOperationPreview *preview,
                          GtkPrintContext          *context,
                          GtkPageSetup             *setup,
                          gpointer                  user_data)
{
  TavPrintOperation *self = user_data;
  double width = gtk_page_setup_get_paper_width (setup, GTK_UNIT_POINTS);
  double height = gtk_page_setup_get_paper_height (setup, GTK_UNIT_POINTS);
  cairo_rectangle_t extents = { 0, 0, width, height };
  cairo_surface_t *surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, &extents);
  cairo_t *cr = cairo_create (surface);

  gtk_print_context_set_cairo_context (context, cr, 72, 72);
  tav_print_preview_add_page (self->preview, surface, width, height);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* Laid out: every page chosen in the dialog is drawn, the operation
 * ends, and the window shows what it got. */
static void
preview_ready_cb (GtkPrintOperationPreview *preview,
                  GtkPrintContext          *context,
                  gpointer                  user_data)
{
  TavPrintOperation *self = user_data;
  g_autoptr(TavPrintPreview) window = NULL;
  guint n_pages = tav_print_document_get_n_pages (self->document);

  for (guint page = 0; page < n_pages; page++)
    if (gtk_print_operation_preview_is_selected (preview, (int) page))
      gtk_print_operation_preview_render_page (preview, (int) page);
  window = g_steal_pointer (&self->preview);
  g_signal_handlers_disconnect_by_data (preview, self);
  gtk_print_operation_preview_end_preview (preview);
  gtk_window_present (GTK_WINDOW (window));
}

/* Our own preview rather than GTK's, which needs an external viewer and,
 * without one, closes the dialog and shows nothing. */
static gboolean
tav_print_operation_preview (GtkPrintOperation        *operation,
                             GtkPrintOperationPreview *preview,
                             GtkPrintContext          *context,
                             GtkWindow                *parent)
{
  TavPrintOperation *self = TAV_PRINT_OPERATION (operation);
  cairo_surface_t *surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cairo_t *cr = cairo_create (surface);

  /* GTK wants a cairo context before the layout; the pages get theirs. */
  gtk_print_context_set_cairo_context (context, cr, 72, 72);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);

  g_clear_object (&self->preview);
  self->preview = g_object_ref_sink (tav_print_preview_new (parent, self->document));
  g_signal_connect_object (preview, "got-page-size", G_CALLBACK (preview_got_page_size_cb), self, 0);
  g_signal_connect_object (preview, "ready", G_CALLBACK (preview_ready_cb), self, 0);
  return TRUE;
}

static void
tav_print_operation_finalize (GObject *object)
{
  TavPrintOperation *self = (TavPrintOperation *)object;

  g_clear_object (&self->document);
  g_clear_object (&self->pango);
  if (self->preview)
    gtk_window_destroy (GTK_WINDOW (self->preview));
  g_clear_object (&self->preview);

  G_OBJECT_CLASS (tav_print_operation_parent_class)->finalize (object);
}

static void
tav_print_operation_class_init (TavPrintOperationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkPrintOperationClass *operation_class = GTK_PRINT_OPERATION_CLASS (klass);

  object_class->finalize = tav_print_operation_finalize;
  operation_class->begin_print = tav_print_operation_begin_print;
  operation_class->draw_page = tav_print_operation_draw_page;
  operation_class->create_custom_widget = tav_print_operation_create_custom_widget;
  operation_class->custom_widget_apply = tav_print_operation_custom_widget_apply;
  operation_class->preview = tav_print_operation_preview;
}

static void
tav_print_operation_init (TavPrintOperation *self)
{
}

/* The page setup follows the document (paper, orientation, margins) so that
 * the printed pages match the PDF; the dialog can still change it. */
TavPrintOperation *
tav_print_operation_new (TavPrintDocument *document)
{
  TavPrintOperation *self;
  g_autoptr(GtkPageSetup) setup = gtk_page_setup_new ();
  g_autoptr(GtkPaperSize) paper = NULL;
  g_autofree char *title = NULL;

  g_return_val_if_fail (TAV_IS_PRINT_DOCUMENT (document), NULL);

  self = g_object_new (TAV_TYPE_PRINT_OPERATION, NULL);
  self->document = g_object_ref (document);

  paper = gtk_paper_size_new (tav_print_document_get_paper (document) == TAV_PRINT_PAPER_LETTER ?
                              GTK_PAPER_NAME_LETTER : GTK_PAPER_NAME_A4);
  gtk_page_setup_set_paper_size (setup, paper);
  gtk_page_setup_set_orientation (setup,
                                  tav_print_document_get_orientation (document) ==
                                  TAV_PRINT_ORIENTATION_LANDSCAPE ?
                                  GTK_PAGE_ORIENTATION_LANDSCAPE : GTK_PAGE_ORIENTATION_PORTRAIT);
  gtk_page_setup_set_top_margin (setup, tav_print_document_get_margin (document, TAV_PRINT_MARGIN_TOP), GTK_UNIT_POINTS);
  gtk_page_setup_set_right_margin (setup, tav_print_document_get_margin (document, TAV_PRINT_MARGIN_RIGHT), GTK_UNIT_POINTS);
  gtk_page_setup_set_bottom_margin (setup, tav_print_document_get_margin (document, TAV_PRINT_MARGIN_BOTTOM), GTK_UNIT_POINTS);
  gtk_page_setup_set_left_margin (setup, tav_print_document_get_margin (document, TAV_PRINT_MARGIN_LEFT), GTK_UNIT_POINTS);

  title = tav_print_document_get_title (document);
  gtk_print_operation_set_unit (GTK_PRINT_OPERATION (self), GTK_UNIT_POINTS);
  gtk_print_operation_set_default_page_setup (GTK_PRINT_OPERATION (self), setup);
  gtk_print_operation_set_job_name (GTK_PRINT_OPERATION (self), title);
  gtk_print_operation_set_embed_page_setup (GTK_PRINT_OPERATION (self), TRUE);
  /* The dialog's tab with the sheets per page and the type size, named
   * after the application as GNOME's editors name theirs: GTK's own
   * "Page Setup" tab already has a "Layout". */
  gtk_print_operation_set_custom_tab_label (GTK_PRINT_OPERATION (self), "Tavolo");

  return self;
}

gboolean
tav_print_kind_from_string (const char   *what,
                            TavPrintKind *kind,
                            gboolean     *judge_copy)
{
  *judge_copy = FALSE;
  if (g_strcmp0 (what, "record-sheets") == 0)
    *kind = TAV_PRINT_RECORD_SHEETS;
  else if (g_strcmp0 (what, "seating") == 0)
    *kind = TAV_PRINT_SEATING;
  else if (g_strcmp0 (what, "standings") == 0)
    *kind = TAV_PRINT_STANDINGS;
  else if (g_strcmp0 (what, "standings-judge") == 0)
    {
      *kind = TAV_PRINT_STANDINGS;
      *judge_copy = TRUE;
    }
  else if (g_strcmp0 (what, "bracket") == 0)
    *kind = TAV_PRINT_BRACKET;
  else if (g_strcmp0 (what, "player-codes") == 0)
    *kind = TAV_PRINT_PLAYER_CODES;
  else if (g_strcmp0 (what, "deck-checks") == 0)
    *kind = TAV_PRINT_DECK_CHECKS;
  else
    return FALSE;
  return TRUE;
}

/* NULL with the reason shown to the organiser when there is nothing to
 * print (no round yet, a secret ranking, no bracket). */
static TavPrintDocument *
make_document (GtkWindow  *parent,
               TavEvent   *event,
               const char *what)
{
  g_autoptr(TavPrintDocument) document = NULL;
  g_autoptr(GError) error = NULL;
  TavPrintKind kind;
  gboolean judge_copy;

  if (event == NULL || !tav_print_kind_from_string (what, &kind, &judge_copy))
    return NULL;
  document = tav_print_document_new (event, kind, NULL, 0);
  tav_print_document_set_judge_copy (document, judge_copy);
  /* While the venue network is on, the room's printouts point to it. */
  if (TAV_IS_WINDOW (parent))
    tav_print_document_set_venue_url (document, tav_window_get_venue_url (TAV_WINDOW (parent)));
  /* The sheets per page and the type size chosen last time, where they
   * fit (the seats' own result links leave no room for six a page): the
   * page setup then starts in the orientation they want. */
  tav_print_options_recall (document);
  if (!tav_print_document_check (document, &error))
    {
      tav_compat_show_error (parent, _("Nothing to Print"), error->message);
      return NULL;
    }
  return g_steal_pointer (&document);
}

void
tav_print_run (GtkWindow  *parent,
               TavEvent   *event,
               const char *what)
{
  g_autoptr(TavPrintDocument) document = make_document (parent, event, what);

  if (document != NULL)
    tav_print_run_document (parent, document);
}

/* The print dialog for @document; its Preview shows the pages in a
 * window of ours (tav-print-preview.c). */
void
tav_print_run_document (GtkWindow        *parent,
                        TavPrintDocument *document)
{
  g_autoptr(TavPrintOperation) operation = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (TAV_IS_PRINT_DOCUMENT (document));

  operation = tav_print_operation_new (document);
  if (gtk_print_operation_run (GTK_PRINT_OPERATION (operation),
                               GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG,
                               parent, &error) == GTK_PRINT_OPERATION_RESULT_ERROR)
    tav_compat_show_error (parent, _("Could Not Print"), error->message);
}

static void
export_chosen_cb (GObject      *object,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(TavPrintDocument) document = user_data;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  GtkWindow *parent = GTK_IS_WINDOW (object) ? GTK_WINDOW (object) : NULL;

  if (!(file = tav_compat_ask_file_finish (result, &error)))
    return;
  tav_print_options_apply_choices (document, result);
  path = g_file_get_path (file);
  if (path == NULL || !tav_print_document_export_pdf (document, path, &error))
    {
      tav_compat_show_error (parent, _("Could Not Export the PDF"),
                             error ? error->message : _("The file is not on this computer"));
      return;
    }
  tav_export_toast (parent, file);
}

void
tav_print_export_pdf (GtkWindow  *parent,
                      TavEvent   *event,
                      const char *what)
{
  g_autoptr(TavPrintDocument) document = make_document (parent, event, what);

  if (document != NULL)
    tav_print_export_document_pdf (parent, document);
}

/* The one way to a PDF, for the event's printouts and the season's: the
 * file chooser carries the print options, which the PDF then follows. */
void
tav_print_export_document_pdf (GtkWindow        *parent,
                               TavPrintDocument *document)
{
  g_autofree char *title = NULL;
  g_autofree char *name = NULL;

  g_return_if_fail (TAV_IS_PRINT_DOCUMENT (document));

  title = tav_print_document_get_title (document);
  g_strdelimit (title, "/\\:", '-');
  name = g_strconcat (title, ".pdf", NULL);
  /* The callback owns the document. */
  tav_print_options_choose_pdf (parent, document, name, export_chosen_cb, g_object_ref (document));
}
