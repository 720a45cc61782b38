/* tav-compat.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-compat"

#include "config.h"

#include <glib/gi18n.h>
#include <adwaita.h>

#include "tav-compat.h"

static void
file_chooser_free (gpointer data)
{
  GtkFileChooserNative *native = data;

  gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (native));
  g_object_unref (native);
}

static void
file_chooser_response_cb (GtkNativeDialog *native,
                          int              response,
                          gpointer         user_data)
{
  g_autoptr(GTask) task = user_data;

  g_signal_handlers_disconnect_by_data (native, task);

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));

      if (file != NULL)
        g_task_return_pointer (task, g_steal_pointer (&file), g_object_unref);
      else
        g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                                 _("No file was chosen"));
    }
  else
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                               "The file chooser was dismissed");
    }
}

static void
add_filter (GtkFileChooser *chooser,
            const char     *name,
            const char     *pattern,
            ...)
{
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  va_list args;

  gtk_file_filter_set_name (filter, name);

  va_start (args, pattern);
  for (; pattern != NULL; pattern = va_arg (args, const char *))
    gtk_file_filter_add_pattern (filter, pattern);
  va_end (args);

  gtk_file_chooser_add_filter (chooser, filter);
}

/* The task owns the chooser and destroys it when it goes; the response
 * handler owns the task's reference and drops it with the answer. */
static GtkFileChooser *
run_file_chooser (GtkWindow            *parent,
                  const char           *title,
                  GtkFileChooserAction  action,
                  const char           *accept_label,
                  gpointer              source_tag,
                  GCancellable         *cancellable,
                  GAsyncReadyCallback   callback,
                  gpointer              user_data)
{
  GtkFileChooserNative *native;
  GTask *task;

  task = g_task_new (parent, cancellable, callback, user_data);
  g_task_set_source_tag (task, source_tag);

  native = gtk_file_chooser_native_new (title, parent, action, accept_label, _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  g_task_set_task_data (task, native, file_chooser_free);
  g_object_set_data (G_OBJECT (native), "tav-compat-task", task);

  g_signal_connect (native, "response",
                    G_CALLBACK (file_chooser_response_cb),
                    task);

  return GTK_FILE_CHOOSER (native);
}

/* A save chooser opens on the name offered, if any. */
static void
show_save_chooser (GtkFileChooser *chooser,
                   const char     *name)
{
  if (name != NULL)
    gtk_file_chooser_set_current_name (chooser, name);

  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static GFile *
file_chooser_finish (GAsyncResult  *result,
                     gpointer       source_tag,
                     GError       **error)
{
  g_return_val_if_fail (G_IS_TASK (result), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == source_tag, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

/* Asks for one *.tavolo file to open. The result is a GFile, or an error in
 * G_IO_ERROR_CANCELLED when the chooser was dismissed (or @cancellable was
 * cancelled before the answer). */
void
tav_compat_open_event_file (GtkWindow           *parent,
                            GCancellable        *cancellable,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  GtkFileChooser *chooser;

  g_return_if_fail (!parent || GTK_IS_WINDOW (parent));
  g_return_if_fail (!cancellable || G_IS_CANCELLABLE (cancellable));

  chooser = run_file_chooser (parent, _("Open Event"), GTK_FILE_CHOOSER_ACTION_OPEN,
                              _("_Open"), tav_compat_open_event_file,
                              cancellable, callback, user_data);
  add_filter (chooser, _("Tavolo Events"), "*.tavolo", NULL);

  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

GFile *
tav_compat_open_event_file_finish (GAsyncResult  *result,
                                   GError       **error)
{
  return file_chooser_finish (result, tav_compat_open_event_file, error);
}

/* Asks where to save an event, offering @name (which should end in
 * “.tavolo”) in @folder. */
void
tav_compat_save_event_file (GtkWindow           *parent,
                            const char          *name,
                            GFile               *folder,
                            GCancellable        *cancellable,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  GtkFileChooser *chooser;

  g_return_if_fail (!parent || GTK_IS_WINDOW (parent));
  g_return_if_fail (!folder || G_IS_FILE (folder));

  chooser = run_file_chooser (parent, _("Save Event"), GTK_FILE_CHOOSER_ACTION_SAVE,
                              _("_Save"), tav_compat_save_event_file,
                              cancellable, callback, user_data);
  add_filter (chooser, _("Tavolo Events"), "*.tavolo", NULL);

  if (folder != NULL)
    gtk_file_chooser_set_current_folder (chooser, folder, NULL);
  show_save_chooser (chooser, name);
}

GFile *
tav_compat_save_event_file_finish (GAsyncResult  *result,
                                   GError       **error)
{
  return file_chooser_finish (result, tav_compat_save_event_file, error);
}

/* With GTK_FILE_CHOOSER_ACTION_OPEN and select-multiple: the answer is
 * every file chosen, as a GListModel of GFile. */
static void
files_chooser_response_cb (GtkNativeDialog *native,
                           int              response,
                           gpointer         user_data)
{
  g_autoptr(GTask) task = user_data;

  g_signal_handlers_disconnect_by_data (native, task);

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GListModel) files = gtk_file_chooser_get_files (GTK_FILE_CHOOSER (native));

      if (files != NULL && g_list_model_get_n_items (files) > 0)
        g_task_return_pointer (task, g_steal_pointer (&files), g_object_unref);
      else
        g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                                 _("No file was chosen"));
    }
  else
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                               "The file chooser was dismissed");
    }
}

/* Asks for one or more *.tavolo files, to add to a season. The result is a
 * GListModel of GFile. */
void
tav_compat_open_event_files (GtkWindow           *parent,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  GtkFileChooser *chooser;
  GTask *task;

  g_return_if_fail (!parent || GTK_IS_WINDOW (parent));
  g_return_if_fail (!cancellable || G_IS_CANCELLABLE (cancellable));

  chooser = run_file_chooser (parent, _("Add Tournaments"), GTK_FILE_CHOOSER_ACTION_OPEN,
                              _("_Add"), tav_compat_open_event_files,
                              cancellable, callback, user_data);
  add_filter (chooser, _("Tavolo Events"), "*.tavolo", NULL);
  gtk_file_chooser_set_select_multiple (chooser, TRUE);

  /* The same task, answered with every file. */
  task = g_object_get_data (G_OBJECT (chooser), "tav-compat-task");
  g_signal_handlers_disconnect_by_func (chooser, file_chooser_response_cb, task);
  g_signal_connect (chooser, "response", G_CALLBACK (files_chooser_response_cb), task);

  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* Returns: (transfer full): the files chosen */
GListModel *
tav_compat_open_event_files_finish (GAsyncResult  *result,
                                    GError       **error)
{
  g_return_val_if_fail (G_IS_TASK (result), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == tav_compat_open_event_files, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

/* Asks for a season file (JSON) to open. */
void
tav_compat_open_season_file (GtkWindow           *parent,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  GtkFileChooser *chooser;

  g_return_if_fail (!parent || GTK_IS_WINDOW (parent));

  chooser = run_file_chooser (parent, _("Open Season"), GTK_FILE_CHOOSER_ACTION_OPEN,
                              _("_Open"), tav_compat_open_season_file,
                              cancellable, callback, user_data);
  add_filter (chooser, _("Seasons"), "*.json", NULL);

  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

GFile *
tav_compat_open_season_file_finish (GAsyncResult  *result,
                                    GError       **error)
{
  return file_chooser_finish (result, tav_compat_open_season_file, error);
}

/* Asks where to save a season; @name should end in “.json”. */
void
tav_compat_save_season_file (GtkWindow           *parent,
                             const char          *name,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  GtkFileChooser *chooser;

  g_return_if_fail (!parent || GTK_IS_WINDOW (parent));

  chooser = run_file_chooser (parent, _("Save Season"), GTK_FILE_CHOOSER_ACTION_SAVE,
                              _("_Save"), tav_compat_save_season_file,
                              cancellable, callback, user_data);
  add_filter (chooser, _("Seasons"), "*.json", NULL);
  show_save_chooser (chooser, name);
}

GFile *
tav_compat_save_season_file_finish (GAsyncResult  *result,
                                    GError       **error)
{
  return file_chooser_finish (result, tav_compat_save_season_file, error);
}

/* Asks where to write a PDF; @name is the suggested file name. */
void
tav_compat_save_pdf_file (GtkWindow           *parent,
                          const char          *name,
                          GCancellable        *cancellable,
                          GAsyncReadyCallback  callback,
                          gpointer             user_data)
{
  tav_compat_save_pdf_file_with_choices (parent, name, NULL, 0, cancellable, callback, user_data);
}

/* The same, with @choices offered beside the file (the layout of a
 * printout); tav_compat_save_pdf_file_finish () gives the file and
 * tav_compat_get_choice () what was chosen. */
void
tav_compat_save_pdf_file_with_choices (GtkWindow             *parent,
                                       const char            *name,
                                       const TavCompatChoice *choices,
                                       guint                  n_choices,
                                       GCancellable          *cancellable,
                                       GAsyncReadyCallback    callback,
                                       gpointer               user_data)
{
  GtkFileChooser *chooser;

  g_return_if_fail (!parent || GTK_IS_WINDOW (parent));

  chooser = run_file_chooser (parent, _("Export PDF"), GTK_FILE_CHOOSER_ACTION_SAVE,
                              _("_Export"), tav_compat_save_pdf_file,
                              cancellable, callback, user_data);
  add_filter (chooser, _("PDF Documents"), "*.pdf", NULL);
  for (guint i = 0; i < n_choices; i++)
    {
      gtk_file_chooser_add_choice (chooser, choices[i].id, choices[i].label,
                                   (const char **) choices[i].options,
                                   (const char **) choices[i].labels);
      if (choices[i].selected)
        gtk_file_chooser_set_choice (chooser, choices[i].id, choices[i].selected);
    }
  show_save_chooser (chooser, name);
}

/* What was chosen for the choice @id of a file chooser, in its callback;
 * NULL if it had no such choice. */
const char *
tav_compat_get_choice (GAsyncResult *result,
                       const char   *id)
{
  GtkFileChooser *chooser;

  g_return_val_if_fail (G_IS_TASK (result), NULL);

  chooser = g_task_get_task_data (G_TASK (result));
  return chooser ? gtk_file_chooser_get_choice (chooser, id) : NULL;
}

GFile *
tav_compat_save_pdf_file_finish (GAsyncResult  *result,
                                 GError       **error)
{
  return file_chooser_finish (result, tav_compat_save_pdf_file, error);
}

/* Asks where to export a CSV file, with a switch for the byte order mark
 * some spreadsheets need to read UTF-8. */
void
tav_compat_save_csv_file (GtkWindow           *parent,
                          const char          *name,
                          GCancellable        *cancellable,
                          GAsyncReadyCallback  callback,
                          gpointer             user_data)
{
  GtkFileChooser *chooser;

  g_return_if_fail (!parent || GTK_IS_WINDOW (parent));

  chooser = run_file_chooser (parent, _("Export CSV"), GTK_FILE_CHOOSER_ACTION_SAVE,
                              _("_Export"), tav_compat_save_csv_file,
                              cancellable, callback, user_data);
  add_filter (chooser, _("CSV Files"), "*.csv", "*.CSV", NULL);
  gtk_file_chooser_add_choice (chooser, "bom", _("For spreadsheets (UTF-8 with BOM)"), NULL, NULL);
  show_save_chooser (chooser, name);
}

/* @bom: (out): whether the byte order mark was asked for */
GFile *
tav_compat_save_csv_file_finish (GAsyncResult  *result,
                                 gboolean      *bom,
                                 GError       **error)
{
  GtkFileChooser *chooser;
  const char *choice;

  g_return_val_if_fail (G_IS_TASK (result), NULL);

  chooser = g_task_get_task_data (G_TASK (result));
  choice = chooser ? gtk_file_chooser_get_choice (chooser, "bom") : NULL;
  *bom = g_strcmp0 (choice, "true") == 0;

  return file_chooser_finish (result, tav_compat_save_csv_file, error);
}

/* Asks for a list of players: a CSV export of a spreadsheet, or text with
 * one name a line. */
void
tav_compat_open_player_list (GtkWindow           *parent,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  GtkFileChooser *chooser;

  g_return_if_fail (!parent || GTK_IS_WINDOW (parent));

  chooser = run_file_chooser (parent, _("Import Players"), GTK_FILE_CHOOSER_ACTION_OPEN,
                              _("_Import"), tav_compat_open_player_list,
                              cancellable, callback, user_data);
  add_filter (chooser, _("Player Lists"), "*.csv", "*.CSV", "*.txt", "*.TXT", NULL);
  add_filter (chooser, _("All Files"), "*", NULL);

  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

GFile *
tav_compat_open_player_list_finish (GAsyncResult  *result,
                                    GError       **error)
{
  return file_chooser_finish (result, tav_compat_open_player_list, error);
}

/* The labels under @widget that show @heading. */
static void
find_heading_labels (GtkWidget  *widget,
                     const char *heading,
                     GPtrArray  *labels)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LABEL (child) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (child)), heading) == 0)
        g_ptr_array_add (labels, child);
      else
        find_heading_labels (child, heading, labels);
    }
}

/* AdwMessageDialog shows its heading on one line where it fits, else a
 * smaller one wrapped, and measures both for the narrower of their
 * minimum widths: libadwaita 1.7 (Debian 13) thus measures the one-line
 * label below the width it needs, which GTK 4.18 warns about at every
 * dialog whose heading is wider than 252 px. Both labels wrap, inside a
 * word too, and need the same width: the narrowest is then enough for
 * both. The dialog looks the same: it still shows the one-line heading
 * wherever it fits on one line. */
static void
let_heading_wrap (GtkWidget  *dialog,
                  const char *heading)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  int width = 0;

  find_heading_labels (dialog, heading, labels);

  for (guint i = 0; i < labels->len; i++)
    {
      int min;

      /* libadwaita 1.10 measures the one-line label's width for a height
       * as large as its minimum width: never less than a line. */
      gtk_widget_measure (labels->pdata[i], GTK_ORIENTATION_VERTICAL, -1, &min, NULL, NULL, NULL);
      width = MAX (width, min);

      gtk_label_set_wrap (labels->pdata[i], TRUE);
      gtk_label_set_wrap_mode (labels->pdata[i], PANGO_WRAP_WORD_CHAR);
      gtk_widget_measure (labels->pdata[i], GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
      width = MAX (width, min);
    }

  for (guint i = 0; i < labels->len; i++)
    gtk_widget_set_size_request (labels->pdata[i], width, -1);
}

/**
 * tav_compat_message_dialog_new:
 * @parent: (nullable): the window the message is about
 * @heading: the message
 * @body: (nullable): what it means
 *
 * Returns: (transfer none): a new #AdwMessageDialog, as
 *   adw_message_dialog_new() makes it, measured without a warning on
 *   every libadwaita
 */
GtkWidget *
tav_compat_message_dialog_new (GtkWindow  *parent,
                               const char *heading,
                               const char *body)
{
  GtkWidget *dialog;

  g_return_val_if_fail (!parent || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (heading != NULL, NULL);

  dialog = adw_message_dialog_new (parent, heading, body);
  let_heading_wrap (dialog, heading);

  return dialog;
}

/* A modal message with one button. @body is shown as it is: it is usually
 * the message of a GError, which already explains what went wrong. */
void
tav_compat_show_error (GtkWindow  *parent,
                       const char *heading,
                       const char *body)
{
  AdwMessageDialog *dialog;

  g_return_if_fail (!parent || GTK_IS_WINDOW (parent));
  g_return_if_fail (heading != NULL);

  dialog = ADW_MESSAGE_DIALOG (tav_compat_message_dialog_new (parent, heading, body));
  adw_message_dialog_add_response (dialog, "close", _("_Close"));
  adw_message_dialog_set_default_response (dialog, "close");
  adw_message_dialog_set_close_response (dialog, "close");

  gtk_window_present (GTK_WINDOW (dialog));
}

static void
choose_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    gpointer          user_data)
{
  g_autoptr(GTask) task = user_data;

  g_signal_handlers_disconnect_by_data (dialog, task);
  g_task_return_pointer (task, g_strdup (response), g_free);
}

/**
 * tav_compat_choose:
 * @parent: (nullable): the window the question is about
 * @heading: the question
 * @body: (nullable): what the answers mean
 * @extra_child: (nullable) (transfer floating): a widget below the body,
 *   for example an entry whose text the caller reads with the answer
 * @responses: the buttons, in order
 * @n_responses: how many
 * @default_response: (nullable): the button activated by Enter
 * @close_response: the answer when the dialog is dismissed with Escape
 *
 * Asks a question in a modal dialog. The result is the id of the button
 * chosen (or @close_response), as a string for tav_compat_choose_finish().
 */
void
tav_compat_choose (GtkWindow           *parent,
                   const char          *heading,
                   const char          *body,
                   GtkWidget           *extra_child,
                   const TavResponse   *responses,
                   guint                n_responses,
                   const char          *default_response,
                   const char          *close_response,
                   GCancellable        *cancellable,
                   GAsyncReadyCallback  callback,
                   gpointer             user_data)
{
  AdwMessageDialog *dialog;
  GTask *task;

  g_return_if_fail (!parent || GTK_IS_WINDOW (parent));
  g_return_if_fail (heading != NULL);
  g_return_if_fail (responses != NULL && n_responses > 0);
  g_return_if_fail (close_response != NULL);

  dialog = ADW_MESSAGE_DIALOG (tav_compat_message_dialog_new (parent, heading, body));

  for (guint i = 0; i < n_responses; i++)
    {
      adw_message_dialog_add_response (dialog, responses[i].id, responses[i].label);
      if (responses[i].appearance == TAV_RESPONSE_SUGGESTED)
        adw_message_dialog_set_response_appearance (dialog, responses[i].id,
                                                    ADW_RESPONSE_SUGGESTED);
      else if (responses[i].appearance == TAV_RESPONSE_DESTRUCTIVE)
        adw_message_dialog_set_response_appearance (dialog, responses[i].id,
                                                    ADW_RESPONSE_DESTRUCTIVE);
    }

  if (default_response != NULL)
    adw_message_dialog_set_default_response (dialog, default_response);
  adw_message_dialog_set_close_response (dialog, close_response);

  if (extra_child != NULL)
    adw_message_dialog_set_extra_child (dialog, extra_child);

  task = g_task_new (parent, cancellable, callback, user_data);
  g_task_set_source_tag (task, tav_compat_choose);

  /* The dialog closes itself after the response; the handler owns the
   * task's reference. */
  g_signal_connect (dialog, "response", G_CALLBACK (choose_response_cb), task);

  gtk_window_present (GTK_WINDOW (dialog));
}

char *
tav_compat_choose_finish (GAsyncResult  *result,
                          GError       **error)
{
  g_return_val_if_fail (G_IS_TASK (result), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == tav_compat_choose, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}
