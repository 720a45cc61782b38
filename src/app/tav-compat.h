/* tav-compat.h — dialogs and file choosers of GTK 4.8 / libadwaita 1.2
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Newer GTK and libadwaita replace these widgets (GtkFileDialog,
 * AdwAlertDialog); the rest of the application only calls the functions
 * below, shaped like the newer asynchronous API, so that moving on is a
 * change to this file alone. */

void   tav_compat_open_event_file        (GtkWindow            *parent,
                                          GCancellable         *cancellable,
                                          GAsyncReadyCallback   callback,
                                          gpointer              user_data);
GFile *tav_compat_open_event_file_finish (GAsyncResult         *result,
                                          GError              **error);
void   tav_compat_show_error             (GtkWindow            *parent,
                                          const char           *heading,
                                          const char           *body);

G_END_DECLS
