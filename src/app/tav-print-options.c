/* tav-print-options.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-print-options"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-compat.h"
#include "tav-print-options.h"
#include "tav-settings.h"
#include "tav-ui.h"

/* The layout choices that mean something for a document, in the print
 * dialog's own tab and beside the file of a PDF export: how many Record
 * Sheets to a page, and the type size of the lists that go on the wall
 * (the seating and the standings). The last choices are remembered in
 * GSettings and used again where they fit. */
struct _TavPrintOptions
{
  AdwBin            parent_instance;

  TavPrintDocument *document;
  GArray           *sheets;       /* guint: the dropdown's choices, in order */

  /* Template widgets */
  GtkWidget        *per_page_label;
  GtkDropDown      *per_page_dropdown;
  GtkWidget        *per_page_hint;
  GtkWidget        *size_label;
  GtkDropDown      *size_dropdown;
  GtkWidget        *size_hint;
};

G_DEFINE_FINAL_TYPE (TavPrintOptions, tav_print_options, ADW_TYPE_BIN)

/* As GSettings and the file chooser spell the choices. */
static const struct
{
  const char *id;
  guint       sheets;
} per_page_choices[] = {
  { "auto", TAV_PRINT_SHEETS_AUTO },
  { "1", 1 },
  { "2", 2 },
  { "4", 4 },
  { "6", 6 },
};

static const struct
{
  const char   *id;
  TavPrintSize  size;
} size_choices[] = {
  { "normal", TAV_PRINT_SIZE_NORMAL },
  { "large", TAV_PRINT_SIZE_LARGE },
  { "wall", TAV_PRINT_SIZE_WALL },
};

static gboolean
has_per_page (TavPrintDocument *document)
{
  return tav_print_document_get_kind (document) == TAV_PRINT_RECORD_SHEETS;
}

static gboolean
has_size (TavPrintDocument *document)
{
  switch (tav_print_document_get_kind (document))
    {
    case TAV_PRINT_SEATING:
    case TAV_PRINT_STANDINGS:
    case TAV_PRINT_SEASON:
    case TAV_PRINT_PERMANENT:
      return TRUE;
    case TAV_PRINT_RECORD_SHEETS:
    case TAV_PRINT_BRACKET:
    default:
      return FALSE;
    }
}

/* Whether @document's round can be printed @sheets to a page: four and
 * six are for two-player slips only. */
static gboolean
fits_per_page (TavPrintDocument *document,
               guint             sheets)
{
  guint was = tav_print_document_get_sheets_per_page (document);
  g_autoptr(GError) error = NULL;
  gboolean fits;

  tav_print_document_set_sheets_per_page (document, sheets);
  fits = tav_print_document_check (document, &error) ||
         !g_error_matches (error, TAV_PRINT_ERROR, TAV_PRINT_ERROR_PAGE);
  tav_print_document_set_sheets_per_page (document, was);
  return fits;
}

/* Whether the @i-th number of sheets a page is offered for @document:
 * one and two always, four and six for two-player slips. */
static gboolean
offered (TavPrintDocument *document,
         guint             i)
{
  return per_page_choices[i].sheets <= 2 || fits_per_page (document, per_page_choices[i].sheets);
}

static char *
per_page_label (guint sheets)
{
  if (sheets == TAV_PRINT_SHEETS_AUTO)
    return g_strdup (C_("sheets per page", "Automatic: as many as fit"));
  return g_strdup_printf (ngettext ("%u sheet a page", "%u sheets a page", sheets), sheets);
}

static const char *
size_label (TavPrintSize size)
{
  switch (size)
    {
    case TAV_PRINT_SIZE_LARGE:
      return C_("type size", "Large: 1.5 times");
    case TAV_PRINT_SIZE_WALL:
      return C_("type size", "Wall: twice, read from 2 m");
    case TAV_PRINT_SIZE_NORMAL:
    default:
      return C_("type size", "Normal");
    }
}

static guint
parse_sheets (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (per_page_choices); i++)
    if (g_strcmp0 (id, per_page_choices[i].id) == 0)
      return per_page_choices[i].sheets;
  return TAV_PRINT_SHEETS_AUTO;
}

static const char *
sheets_id (guint sheets)
{
  for (guint i = 0; i < G_N_ELEMENTS (per_page_choices); i++)
    if (per_page_choices[i].sheets == sheets)
      return per_page_choices[i].id;
  return "auto";
}

static TavPrintSize
parse_size (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (size_choices); i++)
    if (g_strcmp0 (id, size_choices[i].id) == 0)
      return size_choices[i].size;
  return TAV_PRINT_SIZE_NORMAL;
}

/* The choices made, for the next printout. */
static void
remember (TavPrintDocument *document)
{
  g_autoptr(GSettings) settings = tav_settings_new ();

  if (settings == NULL)
    return;
  if (has_per_page (document))
    g_settings_set_string (settings, "print-sheets-per-page",
                           sheets_id (tav_print_document_get_sheets_per_page (document)));
  if (has_size (document))
    g_settings_set_string (settings, "print-size",
                           size_choices[tav_print_document_get_size (document)].id);
}

/**
 * tav_print_options_recall:
 *
 * Gives @document the choices made last time, where they fit it (six a
 * page chosen for a Swiss round does not fit a round of tables of five).
 */
void
tav_print_options_recall (TavPrintDocument *document)
{
  g_autoptr(GSettings) settings = tav_settings_new ();

  g_return_if_fail (TAV_IS_PRINT_DOCUMENT (document));

  if (settings == NULL)
    return;
  if (has_per_page (document))
    {
      g_autofree char *id = g_settings_get_string (settings, "print-sheets-per-page");
      guint sheets = parse_sheets (id);

      if (fits_per_page (document, sheets))
        tav_print_document_set_sheets_per_page (document, sheets);
    }
  if (has_size (document))
    {
      g_autofree char *id = g_settings_get_string (settings, "print-size");

      tav_print_document_set_size (document, parse_size (id));
    }
}

static void
tav_print_options_dispose (GObject *object)
{
  TavPrintOptions *self = (TavPrintOptions *)object;

  gtk_widget_dispose_template (GTK_WIDGET (self), TAV_TYPE_PRINT_OPTIONS);
  g_clear_object (&self->document);
  g_clear_pointer (&self->sheets, g_array_unref);

  G_OBJECT_CLASS (tav_print_options_parent_class)->dispose (object);
}

static void
tav_print_options_class_init (TavPrintOptionsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tav_print_options_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tavolo/Tavolo/tav-print-options.ui");
  gtk_widget_class_bind_template_child (widget_class, TavPrintOptions, per_page_label);
  gtk_widget_class_bind_template_child (widget_class, TavPrintOptions, per_page_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TavPrintOptions, per_page_hint);
  gtk_widget_class_bind_template_child (widget_class, TavPrintOptions, size_label);
  gtk_widget_class_bind_template_child (widget_class, TavPrintOptions, size_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TavPrintOptions, size_hint);
}

static void
tav_print_options_init (TavPrintOptions *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->sheets = g_array_new (FALSE, FALSE, sizeof (guint));

  tav_ui_label_drop_down (self->per_page_dropdown, self->per_page_label);
  tav_ui_label_drop_down (self->size_dropdown, self->size_label);
}

/**
 * tav_print_options_new:
 *
 * The choices for @document, showing its present ones; %NULL when none
 * means anything for it (a bracket).
 *
 * Returns: (transfer floating) (nullable): the widget
 */
GtkWidget *
tav_print_options_new (TavPrintDocument *document)
{
  TavPrintOptions *self;
  g_autoptr(GtkStringList) per_page = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) sizes = gtk_string_list_new (NULL);

  g_return_val_if_fail (TAV_IS_PRINT_DOCUMENT (document), NULL);

  if (!has_per_page (document) && !has_size (document))
    return NULL;

  self = g_object_new (TAV_TYPE_PRINT_OPTIONS, NULL);
  self->document = g_object_ref (document);

  for (guint i = 0; has_per_page (document) && i < G_N_ELEMENTS (per_page_choices); i++)
    if (offered (document, i))
      {
        g_autofree char *label = per_page_label (per_page_choices[i].sheets);

        gtk_string_list_append (per_page, label);
        g_array_append_val (self->sheets, per_page_choices[i].sheets);
      }
  /* A long choice wraps rather than widening the tab past a narrow
   * screen, and each row is named for screen readers. */
  for (guint i = 0; i < 2; i++)
    {
      GtkDropDown *dropdown = i ? self->size_dropdown : self->per_page_dropdown;
      g_autoptr(GtkListItemFactory) chosen = tav_ui_named_rows_factory (FALSE);
      g_autoptr(GtkListItemFactory) rows = tav_ui_named_rows_factory (TRUE);

      gtk_drop_down_set_factory (dropdown, chosen);
      gtk_drop_down_set_list_factory (dropdown, rows);
    }
  gtk_drop_down_set_model (self->per_page_dropdown, G_LIST_MODEL (per_page));
  tav_print_options_set_sheets_per_page (self, tav_print_document_get_sheets_per_page (document));

  for (guint i = 0; i < G_N_ELEMENTS (size_choices); i++)
    gtk_string_list_append (sizes, size_label (size_choices[i].size));
  gtk_drop_down_set_model (self->size_dropdown, G_LIST_MODEL (sizes));
  tav_print_options_set_size (self, tav_print_document_get_size (document));

  gtk_widget_set_visible (self->per_page_label, has_per_page (document));
  gtk_widget_set_visible (GTK_WIDGET (self->per_page_dropdown), has_per_page (document));
  gtk_widget_set_visible (self->per_page_hint, has_per_page (document) && self->sheets->len > 3);
  gtk_widget_set_visible (self->size_label, has_size (document));
  gtk_widget_set_visible (GTK_WIDGET (self->size_dropdown), has_size (document));
  gtk_widget_set_visible (self->size_hint, has_size (document));
  return GTK_WIDGET (self);
}

guint
tav_print_options_get_sheets_per_page (TavPrintOptions *self)
{
  guint selected;

  g_return_val_if_fail (TAV_IS_PRINT_OPTIONS (self), TAV_PRINT_SHEETS_AUTO);

  selected = gtk_drop_down_get_selected (self->per_page_dropdown);
  return selected < self->sheets->len ? g_array_index (self->sheets, guint, selected)
                                      : TAV_PRINT_SHEETS_AUTO;
}

/* A number the round cannot take (four for tables of five) selects the
 * automatic choice. */
void
tav_print_options_set_sheets_per_page (TavPrintOptions *self,
                                       guint            sheets)
{
  g_return_if_fail (TAV_IS_PRINT_OPTIONS (self));

  gtk_drop_down_set_selected (self->per_page_dropdown, 0);
  for (guint i = 0; i < self->sheets->len; i++)
    if (g_array_index (self->sheets, guint, i) == sheets)
      gtk_drop_down_set_selected (self->per_page_dropdown, i);
}

TavPrintSize
tav_print_options_get_size (TavPrintOptions *self)
{
  guint selected;

  g_return_val_if_fail (TAV_IS_PRINT_OPTIONS (self), TAV_PRINT_SIZE_NORMAL);

  selected = gtk_drop_down_get_selected (self->size_dropdown);
  return selected < G_N_ELEMENTS (size_choices) ? size_choices[selected].size : TAV_PRINT_SIZE_NORMAL;
}

void
tav_print_options_set_size (TavPrintOptions *self,
                            TavPrintSize     size)
{
  g_return_if_fail (TAV_IS_PRINT_OPTIONS (self));
  g_return_if_fail (size <= TAV_PRINT_SIZE_WALL);

  gtk_drop_down_set_selected (self->size_dropdown, size);
}

/* The choices to the document, and remembered for the next printout. */
void
tav_print_options_apply (TavPrintOptions *self)
{
  g_return_if_fail (TAV_IS_PRINT_OPTIONS (self));

  if (has_per_page (self->document))
    tav_print_document_set_sheets_per_page (self->document,
                                            tav_print_options_get_sheets_per_page (self));
  if (has_size (self->document))
    tav_print_document_set_size (self->document, tav_print_options_get_size (self));
  remember (self->document);
}

/* ---- In the file chooser of a PDF export --------------------------------- */

/**
 * tav_print_options_choose_pdf:
 *
 * Asks where to export @document, with its choices beside the file (in
 * the file chooser, which may be the desktop's own). The callback gets the
 * result for tav_compat_ask_file_finish() and
 * tav_print_options_apply_choices().
 */
void
tav_print_options_choose_pdf (GtkWindow           *parent,
                              TavPrintDocument    *document,
                              const char          *name,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  g_autoptr(GPtrArray) sheet_ids = g_ptr_array_new ();
  g_autoptr(GPtrArray) sheet_labels = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) size_ids = g_ptr_array_new ();
  g_autoptr(GPtrArray) size_labels = g_ptr_array_new ();
  TavCompatChoice choices[2];
  guint n = 0;

  g_return_if_fail (TAV_IS_PRINT_DOCUMENT (document));

  if (has_per_page (document))
    {
      for (guint i = 0; i < G_N_ELEMENTS (per_page_choices); i++)
        if (offered (document, i))
          {
            g_ptr_array_add (sheet_ids, (gpointer) per_page_choices[i].id);
            g_ptr_array_add (sheet_labels, per_page_label (per_page_choices[i].sheets));
          }
      g_ptr_array_add (sheet_ids, NULL);
      g_ptr_array_add (sheet_labels, NULL);
      choices[n++] = (TavCompatChoice) {
        "per-page", C_("print dialog", "Sheets per page"),
        (const char * const *) sheet_ids->pdata, (const char * const *) sheet_labels->pdata,
        sheets_id (tav_print_document_get_sheets_per_page (document)),
      };
    }
  if (has_size (document))
    {
      for (guint i = 0; i < G_N_ELEMENTS (size_choices); i++)
        {
          g_ptr_array_add (size_ids, (gpointer) size_choices[i].id);
          g_ptr_array_add (size_labels, (gpointer) size_label (size_choices[i].size));
        }
      g_ptr_array_add (size_ids, NULL);
      g_ptr_array_add (size_labels, NULL);
      choices[n++] = (TavCompatChoice) {
        "size", C_("print dialog", "Type size"),
        (const char * const *) size_ids->pdata, (const char * const *) size_labels->pdata,
        size_choices[tav_print_document_get_size (document)].id,
      };
    }
  tav_compat_ask_file (parent, TAV_FILE_EXPORT_PDF, name, NULL, choices, n, NULL, callback, user_data);
}

/* What was chosen beside the file, to @document and remembered. */
void
tav_print_options_apply_choices (TavPrintDocument *document,
                                 GAsyncResult     *result)
{
  const char *sheets, *size;

  g_return_if_fail (TAV_IS_PRINT_DOCUMENT (document));

  sheets = has_per_page (document) ? tav_compat_get_choice (result, "per-page") : NULL;
  size = has_size (document) ? tav_compat_get_choice (result, "size") : NULL;
  if (sheets && fits_per_page (document, parse_sheets (sheets)))
    tav_print_document_set_sheets_per_page (document, parse_sheets (sheets));
  if (size)
    tav_print_document_set_size (document, parse_size (size));
  remember (document);
}
