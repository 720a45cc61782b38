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
open_event_file_free (gpointer data)
{
  GtkFileChooserNative *native = data;

  gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (native));
  g_object_unref (native);
}

static void
open_event_file_response_cb (GtkNativeDialog *native,
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

/* Asks for one *.tavolo file to open. The result is a GFile, or an error in
 * G_IO_ERROR_CANCELLED when the chooser was dismissed (or @cancellable was
 * cancelled before the answer). */
void
tav_compat_open_event_file (GtkWindow           *parent,
                            GCancellable        *cancellable,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  g_autoptr(GtkFileFilter) filter = NULL;
  GtkFileChooserNative *native;
  GTask *task;

  g_return_if_fail (!parent || GTK_IS_WINDOW (parent));
  g_return_if_fail (!cancellable || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (parent, cancellable, callback, user_data);
  g_task_set_source_tag (task, tav_compat_open_event_file);

  native = gtk_file_chooser_native_new (_("Open Event"),
                                        parent,
                                        GTK_FILE_CHOOSER_ACTION_OPEN,
                                        _("_Open"),
                                        _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  g_task_set_task_data (task, native, open_event_file_free);

  filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _("Tavolo Events"));
  gtk_file_filter_add_pattern (filter, "*.tavolo");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), filter);

  /* The handler owns the task's reference and drops it with the answer;
   * the task owns the dialog and destroys it when it goes. */
  g_signal_connect (native, "response",
                    G_CALLBACK (open_event_file_response_cb),
                    task);

  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

GFile *
tav_compat_open_event_file_finish (GAsyncResult  *result,
                                   GError       **error)
{
  g_return_val_if_fail (G_IS_TASK (result), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == tav_compat_open_event_file, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

/* A modal message with one button. @body is shown as it is: it is usually
 * the message of a GError, which already explains what went wrong. */
void
tav_compat_show_error (GtkWindow  *parent,
                       const char *heading,
                       const char *body)
{
  GtkWidget *dialog;

  g_return_if_fail (!parent || GTK_IS_WINDOW (parent));
  g_return_if_fail (heading != NULL);

  dialog = adw_message_dialog_new (parent, heading, body);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "close");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");

  gtk_window_present (GTK_WINDOW (dialog));
}
