/* tav-print-preview.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-print-preview"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-print-operation.h"
#include "tav-print-preview.h"
#include "tav-ui.h"

/* GTK's own preview hands the pages to an external viewer (Evince), and
 * without one the dialog just closes. The print operation draws them
 * here instead, each on a recording surface the size of the paper, and
 * this window shows them one at a time, scaled to fit, with the print
 * dialog a button away. */

#define PAPER_GAP 12.0

typedef struct
{
  cairo_surface_t *surface;
  double           width;    /* of the paper, in points */
  double           height;
} PreviewPage;

struct _TavPrintPreview
{
  AdwWindow         parent_instance;

  TavPrintDocument *document;
  GArray           *pages;
  guint             page;

  /* Template widgets */
  AdwWindowTitle   *window_title;
  GtkDrawingArea   *paper;
  GtkLabel         *page_label;
};

G_DEFINE_FINAL_TYPE (TavPrintPreview, tav_print_preview, ADW_TYPE_WINDOW)

static void
preview_page_clear (gpointer data)
{
  PreviewPage *page = data;

  g_clear_pointer (&page->surface, cairo_surface_destroy);
}

/* The sheet scaled to fit the area, centred, on white with a thin edge:
 * the same vector drawing the printer gets, so any zoom stays sharp. */
static void
draw_paper (GtkDrawingArea *area,
            cairo_t        *cr,
            int             width,
            int             height,
            gpointer        user_data)
{
  TavPrintPreview *self = user_data;
  PreviewPage *page;
  double scale, x, y;

  if (self->page >= self->pages->len)
    return;
  page = &g_array_index (self->pages, PreviewPage, self->page);
  scale = MIN ((width - 2 * PAPER_GAP) / page->width, (height - 2 * PAPER_GAP) / page->height);
  if (scale <= 0)
    return;
  x = (width - page->width * scale) / 2;
  y = (height - page->height * scale) / 2;

  cairo_rectangle (cr, x, y, page->width * scale, page->height * scale);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.3);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, scale, scale);
  cairo_rectangle (cr, 0, 0, page->width, page->height);
  cairo_clip (cr);
  cairo_set_source_surface (cr, page->surface, 0, 0);
  cairo_paint (cr);
  cairo_restore (cr);
}

static void
update_page (TavPrintPreview *self)
{
  guint n = self->pages->len;
  g_autofree char *text = NULL;

  /* Translators: the page shown in the print preview, "Page 2 of 5". */
  text = g_strdup_printf (_("Page %u of %u"), n ? self->page + 1 : 0, n);
  gtk_label_set_label (self->page_label, text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->paper),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "preview.previous", self->page > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "preview.next", self->page + 1 < n);
  gtk_widget_queue_draw (GTK_WIDGET (self->paper));
}

static void
previous_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  TavPrintPreview *self = TAV_PRINT_PREVIEW (widget);

  if (self->page > 0)
    tav_print_preview_set_page (self, self->page - 1);
}

static void
next_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TavPrintPreview *self = TAV_PRINT_PREVIEW (widget);

  tav_print_preview_set_page (self, self->page + 1);
}

/* The print dialog again, for the same document: the preview stays open
 * behind it, as the organiser may want to look again. */
static void
print_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  TavPrintPreview *self = TAV_PRINT_PREVIEW (widget);

  tav_print_run_document (GTK_WINDOW (self), self->document);
}

static void
tav_print_preview_dispose (GObject *object)
{
  TavPrintPreview *self = (TavPrintPreview *)object;

  gtk_widget_dispose_template (GTK_WIDGET (self), TAV_TYPE_PRINT_PREVIEW);
  g_clear_object (&self->document);
  g_clear_pointer (&self->pages, g_array_unref);

  G_OBJECT_CLASS (tav_print_preview_parent_class)->dispose (object);
}

static void
tav_print_preview_class_init (TavPrintPreviewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tav_print_preview_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tavolo/Tavolo/tav-print-preview.ui");
  gtk_widget_class_bind_template_child (widget_class, TavPrintPreview, window_title);
  gtk_widget_class_bind_template_child (widget_class, TavPrintPreview, paper);
  gtk_widget_class_bind_template_child (widget_class, TavPrintPreview, page_label);

  gtk_widget_class_install_action (widget_class, "preview.previous", NULL, previous_action);
  gtk_widget_class_install_action (widget_class, "preview.next", NULL, next_action);
  gtk_widget_class_install_action (widget_class, "preview.print", NULL, print_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, 0, "preview.previous", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK, "preview.previous", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, 0, "preview.next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, GDK_ALT_MASK, "preview.next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK, "preview.print", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
}

static void
tav_print_preview_init (TavPrintPreview *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->pages = g_array_new (FALSE, TRUE, sizeof (PreviewPage));
  g_array_set_clear_func (self->pages, preview_page_clear);
  gtk_drawing_area_set_draw_func (self->paper, draw_paper, self, NULL);
  update_page (self);
}

TavPrintPreview *
tav_print_preview_new (GtkWindow        *parent,
                       TavPrintDocument *document)
{
  TavPrintPreview *self;
  g_autofree char *title = NULL;

  g_return_val_if_fail (TAV_IS_PRINT_DOCUMENT (document), NULL);

  self = g_object_new (TAV_TYPE_PRINT_PREVIEW,
                       "transient-for", parent,
                       "application", parent ? gtk_window_get_application (parent) : NULL,
                       NULL);
  self->document = g_object_ref (document);
  title = tav_print_document_get_title (document);
  adw_window_title_set_subtitle (self->window_title, title);
  return self;
}

/* Takes a reference to @surface, a page of @width × @height points. */
void
tav_print_preview_add_page (TavPrintPreview *self,
                            cairo_surface_t *surface,
                            double           width,
                            double           height)
{
  PreviewPage page = { cairo_surface_reference (surface), width, height };

  g_return_if_fail (TAV_IS_PRINT_PREVIEW (self));
  g_return_if_fail (width > 0 && height > 0);

  g_array_append_val (self->pages, page);
  update_page (self);
}

guint
tav_print_preview_get_n_pages (TavPrintPreview *self)
{
  g_return_val_if_fail (TAV_IS_PRINT_PREVIEW (self), 0);

  return self->pages->len;
}

guint
tav_print_preview_get_page (TavPrintPreview *self)
{
  g_return_val_if_fail (TAV_IS_PRINT_PREVIEW (self), 0);

  return self->page;
}

/* The drawing of @page, and the size of its paper in points. */
cairo_surface_t *
tav_print_preview_get_surface (TavPrintPreview *self,
                               guint            page,
                               double          *width,
                               double          *height)
{
  PreviewPage *found;

  g_return_val_if_fail (TAV_IS_PRINT_PREVIEW (self), NULL);
  g_return_val_if_fail (page < self->pages->len, NULL);

  found = &g_array_index (self->pages, PreviewPage, page);
  if (width)
    *width = found->width;
  if (height)
    *height = found->height;
  return found->surface;
}

void
tav_print_preview_set_page (TavPrintPreview *self,
                            guint            page)
{
  g_return_if_fail (TAV_IS_PRINT_PREVIEW (self));

  if (page >= self->pages->len || page == self->page)
    return;
  self->page = page;
  update_page (self);
}
