/* tav-compat.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-compat"

#include "config.h"

/* This file alone calls what is newer than the GTK 4.8 floor, each time
 * behind GTK_CHECK_VERSION: the cap that meson.build sets is lifted here
 * (the floor, GDK_VERSION_MIN_REQUIRED, stays). */
#undef GDK_VERSION_MAX_ALLOWED
#define GDK_VERSION_MAX_ALLOWED GDK_VERSION_CUR_STABLE

#include <glib/gi18n.h>
#include <adwaita.h>

#include "tav-compat.h"

/* GTK 4.10's GtkFileDialog replaces GtkFileChooserNative (deprecated
 * since) and asks through the file chooser portal where there is one, as
 * in the Flatpak sandbox. It offers no choices beside the file: the CSV
 * export (the byte order mark) and the PDF export with a layout keep the
 * native chooser. See docs/platforms.md, “Deprecations”. */
#if GTK_CHECK_VERSION (4, 10, 0)
# define TAV_FILE_DIALOG 1
#else
# define TAV_FILE_DIALOG 0
#endif

typedef enum
{
  ASK_OPEN,
  ASK_OPEN_MULTIPLE,
  ASK_SAVE,
} AskAction;

/* What a file chooser asks for: files of @patterns (and any file, after
 * them, if @all_files); when saving, @name is offered in @folder. The
 * words are msgids in requests[], translated in what ask_file () gets. */
typedef struct
{
  AskAction           action;
  const char         *title;
  const char         *accept_label;
  const char         *filter_name;
  const char * const *patterns;
  gboolean            all_files;
  const char         *name;
  GFile              *folder;
} FileRequest;

static const char * const event_patterns[] = { "*.tavolo", NULL };
static const char * const season_patterns[] = { "*.json", NULL };
static const char * const pdf_patterns[] = { "*.pdf", NULL };
static const char * const csv_patterns[] = { "*.csv", "*.CSV", NULL };
static const char * const player_list_patterns[] = { "*.csv", "*.CSV", "*.txt", "*.TXT", NULL };
static const char * const any_pattern[] = { "*", NULL };

/* Each kind of file the app asks for; the words are msgids. */
static const FileRequest requests[] = {
  [TAV_FILE_OPEN_EVENT] = { ASK_OPEN, N_("Open Event"), N_("_Open"), N_("Tavolo Events"), event_patterns },
  [TAV_FILE_SAVE_EVENT] = { ASK_SAVE, N_("Save Event"), N_("_Save"), N_("Tavolo Events"), event_patterns },
  [TAV_FILE_ADD_EVENTS] = { ASK_OPEN_MULTIPLE, N_("Add Tournaments"), N_("_Add"), N_("Tavolo Events"),
                            event_patterns },
  [TAV_FILE_OPEN_SEASON] = { ASK_OPEN, N_("Open Season"), N_("_Open"), N_("Seasons"), season_patterns },
  [TAV_FILE_SAVE_SEASON] = { ASK_SAVE, N_("Save Season"), N_("_Save"), N_("Seasons"), season_patterns },
  [TAV_FILE_EXPORT_PDF] = { ASK_SAVE, N_("Export PDF"), N_("_Export"), N_("PDF Documents"), pdf_patterns },
  [TAV_FILE_EXPORT_CSV] = { ASK_SAVE, N_("Export CSV"), N_("_Export"), N_("CSV Files"), csv_patterns },
  [TAV_FILE_IMPORT_PLAYERS] = { ASK_OPEN, N_("Import Players"), N_("_Import"), N_("Player Lists"),
                                player_list_patterns, TRUE },
};

static GtkFileFilter *
filter_new (const char         *name,
            const char * const *patterns)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, name);
  for (guint i = 0; patterns[i] != NULL; i++)
    gtk_file_filter_add_pattern (filter, patterns[i]);

  return filter;
}

/* Returns: (transfer full): the filters of @request, as a GListModel of
 * GtkFileFilter */
static GListStore *
filters_new (const FileRequest *request)
{
  GListStore *filters = g_list_store_new (GTK_TYPE_FILE_FILTER);
  g_autoptr(GtkFileFilter) filter = filter_new (request->filter_name, request->patterns);

  g_list_store_append (filters, filter);
  if (request->all_files)
    {
      g_autoptr(GtkFileFilter) all = filter_new (_("All Files"), any_pattern);

      g_list_store_append (filters, all);
    }

  return filters;
}

/* ---- GtkFileChooserNative (GTK 4.8, and wherever choices are offered) -- */

static void
file_chooser_free (gpointer data)
{
  GtkFileChooserNative *native = data;

  gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (native));
  g_object_unref (native);
}

/* The answer is a GFile, or with select-multiple every file chosen, as a
 * GListModel of GFile. */
static void
file_chooser_response_cb (GtkNativeDialog *native,
                          int              response,
                          gpointer         user_data)
{
  GtkFileChooser *chooser = GTK_FILE_CHOOSER (native);
  g_autoptr(GTask) task = user_data;
  gpointer chosen = NULL;

  g_signal_handlers_disconnect_by_data (native, task);

  if (response != GTK_RESPONSE_ACCEPT)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                               "The file chooser was dismissed");
      return;
    }

  if (gtk_file_chooser_get_select_multiple (chooser))
    {
      g_autoptr(GListModel) files = gtk_file_chooser_get_files (chooser);

      if (files != NULL && g_list_model_get_n_items (files) > 0)
        chosen = g_steal_pointer (&files);
    }
  else
    {
      chosen = gtk_file_chooser_get_file (chooser);
    }

  if (chosen != NULL)
    g_task_return_pointer (task, chosen, g_object_unref);
  else
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                             _("No file was chosen"));
}

/* The task owns the chooser and destroys it when it goes; the response
 * handler owns the task's reference and drops it with the answer. */
static GtkFileChooser *
file_chooser_new (GtkWindow           *parent,
                  const FileRequest   *request,
                  gpointer             source_tag,
                  GCancellable        *cancellable,
                  GAsyncReadyCallback  callback,
                  gpointer             user_data)
{
  g_autoptr(GListStore) filters = filters_new (request);
  GtkFileChooserNative *native;
  GtkFileChooser *chooser;
  GTask *task;

  task = g_task_new (parent, cancellable, callback, user_data);
  g_task_set_source_tag (task, source_tag);

  native = gtk_file_chooser_native_new (request->title, parent,
                                        request->action == ASK_SAVE ? GTK_FILE_CHOOSER_ACTION_SAVE
                                                                    : GTK_FILE_CHOOSER_ACTION_OPEN,
                                        request->accept_label, _("_Cancel"));
  chooser = GTK_FILE_CHOOSER (native);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  g_task_set_task_data (task, native, file_chooser_free);

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (filters)); i++)
    {
      g_autoptr(GtkFileFilter) filter = g_list_model_get_item (G_LIST_MODEL (filters), i);

      gtk_file_chooser_add_filter (chooser, filter);
    }
  if (request->action == ASK_OPEN_MULTIPLE)
    gtk_file_chooser_set_select_multiple (chooser, TRUE);
  if (request->folder != NULL)
    gtk_file_chooser_set_current_folder (chooser, request->folder, NULL);

  g_signal_connect (native, "response",
                    G_CALLBACK (file_chooser_response_cb),
                    task);

  return chooser;
}

/* A save chooser opens on the name offered, if any. */
static void
file_chooser_show (GtkFileChooser    *chooser,
                   const FileRequest *request)
{
  if (request->name != NULL)
    gtk_file_chooser_set_current_name (chooser, request->name);

  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* ---- GtkFileDialog (GTK 4.10 and later) -------------------------------- */

#if TAV_FILE_DIALOG
/* Takes @chosen and @error: the same answers as the native chooser's. */
static void
file_dialog_return (GTask    *task,
                    gpointer  chosen,
                    GError   *error)
{
  if (chosen != NULL)
    g_task_return_pointer (task, chosen, g_object_unref);
  else if (g_error_matches (error, GTK_DIALOG_ERROR, GTK_DIALOG_ERROR_DISMISSED) ||
           g_error_matches (error, GTK_DIALOG_ERROR, GTK_DIALOG_ERROR_CANCELLED))
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                             "The file chooser was dismissed");
  else if (error != NULL)
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                             _("No file was chosen"));

  g_clear_error (&error);
}

static void
file_dialog_open_cb (GObject      *object,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  GError *error = NULL;
  GFile *file = gtk_file_dialog_open_finish (GTK_FILE_DIALOG (object), result, &error);

  file_dialog_return (task, file, error);
}

static void
file_dialog_open_multiple_cb (GObject      *object,
                              GAsyncResult *result,
                              gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  GError *error = NULL;
  GListModel *files = gtk_file_dialog_open_multiple_finish (GTK_FILE_DIALOG (object), result, &error);

  if (files != NULL && g_list_model_get_n_items (files) == 0)
    g_clear_object (&files);
  file_dialog_return (task, files, error);
}

static void
file_dialog_save_cb (GObject      *object,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  GError *error = NULL;
  GFile *file = gtk_file_dialog_save_finish (GTK_FILE_DIALOG (object), result, &error);

  file_dialog_return (task, file, error);
}

/* The dialog keeps itself while it asks; the callback owns the task. */
static void
file_dialog_ask (GtkWindow           *parent,
                 const FileRequest   *request,
                 gpointer             source_tag,
                 GCancellable        *cancellable,
                 GAsyncReadyCallback  callback,
                 gpointer             user_data)
{
  g_autoptr(GtkFileDialog) dialog = gtk_file_dialog_new ();
  g_autoptr(GListStore) filters = filters_new (request);
  GTask *task;

  task = g_task_new (parent, cancellable, callback, user_data);
  g_task_set_source_tag (task, source_tag);

  gtk_file_dialog_set_title (dialog, request->title);
  gtk_file_dialog_set_accept_label (dialog, request->accept_label);
  gtk_file_dialog_set_modal (dialog, TRUE);
  gtk_file_dialog_set_filters (dialog, G_LIST_MODEL (filters));
  if (request->folder != NULL)
    gtk_file_dialog_set_initial_folder (dialog, request->folder);
  if (request->name != NULL)
    gtk_file_dialog_set_initial_name (dialog, request->name);

  switch (request->action)
    {
    case ASK_OPEN:
      gtk_file_dialog_open (dialog, parent, cancellable, file_dialog_open_cb, task);
      break;
    case ASK_OPEN_MULTIPLE:
      gtk_file_dialog_open_multiple (dialog, parent, cancellable, file_dialog_open_multiple_cb, task);
      break;
    case ASK_SAVE:
      gtk_file_dialog_save (dialog, parent, cancellable, file_dialog_save_cb, task);
      break;
    default:
      g_assert_not_reached ();
    }
}
#endif

/* Asks for what @request describes, with GtkFileDialog where there is one. */
static void
ask_file (GtkWindow           *parent,
          const FileRequest   *request,
          gpointer             source_tag,
          GCancellable        *cancellable,
          GAsyncReadyCallback  callback,
          gpointer             user_data)
{
#if TAV_FILE_DIALOG
  file_dialog_ask (parent, request, source_tag, cancellable, callback, user_data);
#else
  file_chooser_show (file_chooser_new (parent, request, source_tag, cancellable, callback, user_data),
                     request);
#endif
}

/* The native chooser, with @choices beside the file. */
static void
ask_with_choices (GtkWindow             *parent,
                  const FileRequest     *request,
                  const TavCompatChoice *choices,
                  guint                  n_choices,
                  GCancellable          *cancellable,
                  GAsyncReadyCallback    callback,
                  gpointer               user_data)
{
  GtkFileChooser *chooser = file_chooser_new (parent, request, tav_compat_ask_file,
                                              cancellable, callback, user_data);

  for (guint i = 0; i < n_choices; i++)
    {
      gtk_file_chooser_add_choice (chooser, choices[i].id, choices[i].label,
                                   (const char **) choices[i].options,
                                   (const char **) choices[i].labels);
      if (choices[i].selected)
        gtk_file_chooser_set_choice (chooser, choices[i].id, choices[i].selected);
    }
  file_chooser_show (chooser, request);
}

/**
 * tav_compat_ask_file:
 * @kind: what is asked for: its title, button, file types and whether one
 *   file is opened, several, or one saved
 * @name: (nullable): when saving, the name offered
 * @folder: (nullable): the folder the chooser opens in
 * @choices: (array length=n_choices): offered beside the file; a chooser
 *   with choices is always the native one (GtkFileDialog has none)
 *
 * Asks for a file with GtkFileDialog where GTK has it (4.10), the native
 * chooser otherwise. The answer (tav_compat_ask_file_finish (), or
 * tav_compat_ask_files_finish () for %TAV_FILE_ADD_EVENTS) is the file, or
 * an error in G_IO_ERROR_CANCELLED when the chooser was dismissed (or
 * @cancellable was cancelled before the answer).
 */
void
tav_compat_ask_file (GtkWindow             *parent,
                     TavFileKind            kind,
                     const char            *name,
                     GFile                 *folder,
                     const TavCompatChoice *choices,
                     guint                  n_choices,
                     GCancellable          *cancellable,
                     GAsyncReadyCallback    callback,
                     gpointer               user_data)
{
  FileRequest request;

  g_return_if_fail (!parent || GTK_IS_WINDOW (parent));
  g_return_if_fail (kind < G_N_ELEMENTS (requests));
  g_return_if_fail (!folder || G_IS_FILE (folder));
  g_return_if_fail (!cancellable || G_IS_CANCELLABLE (cancellable));

  request = requests[kind];
  request.title = _(request.title);
  request.accept_label = _(request.accept_label);
  request.filter_name = _(request.filter_name);
  request.name = name;
  request.folder = folder;

  if (n_choices > 0)
    ask_with_choices (parent, &request, choices, n_choices, cancellable, callback, user_data);
  else
    ask_file (parent, &request, tav_compat_ask_file, cancellable, callback, user_data);
}

GFile *
tav_compat_ask_file_finish (GAsyncResult  *result,
                            GError       **error)
{
  g_return_val_if_fail (G_IS_TASK (result), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == tav_compat_ask_file, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

/* Returns: (transfer full): the files chosen, a GListModel of GFile */
GListModel *
tav_compat_ask_files_finish (GAsyncResult  *result,
                             GError       **error)
{
  return (GListModel *) tav_compat_ask_file_finish (result, error);
}

/* What was chosen for the choice @id of a file chooser, in its callback
 * ("true" or "false" for a choice without options); NULL if it had no such
 * choice (or was a GtkFileDialog, which has none). */
const char *
tav_compat_get_choice (GAsyncResult *result,
                       const char   *id)
{
  GtkFileChooser *chooser;

  g_return_val_if_fail (G_IS_TASK (result), NULL);

  chooser = g_task_get_task_data (G_TASK (result));
  return chooser ? gtk_file_chooser_get_choice (chooser, id) : NULL;
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
