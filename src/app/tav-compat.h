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

typedef enum
{
  TAV_RESPONSE_DEFAULT,
  TAV_RESPONSE_SUGGESTED,
  TAV_RESPONSE_DESTRUCTIVE,
} TavResponseAppearance;

typedef struct
{
  const char            *id;
  const char            *label;      /* translated, with a mnemonic */
  TavResponseAppearance  appearance;
} TavResponse;

/* What a file chooser asks for (tav_compat_ask_file ()). */
typedef enum
{
  TAV_FILE_OPEN_EVENT,
  TAV_FILE_SAVE_EVENT,
  TAV_FILE_ADD_EVENTS,        /* several files */
  TAV_FILE_OPEN_SEASON,
  TAV_FILE_SAVE_SEASON,
  TAV_FILE_EXPORT_PDF,
  TAV_FILE_EXPORT_CSV,
  TAV_FILE_IMPORT_PLAYERS,
} TavFileKind;

/* A choice the file chooser offers beside the file (a GtkFileChooser
 * choice): a list of @options, named by @labels, or a switch when
 * @options is NULL. */
typedef struct
{
  const char         *id;
  const char         *label;
  const char * const *options;
  const char * const *labels;
  const char         *selected;
} TavCompatChoice;

void        tav_compat_ask_file         (GtkWindow             *parent,
                                         TavFileKind            kind,
                                         const char            *name,
                                         GFile                 *folder,
                                         const TavCompatChoice *choices,
                                         guint                  n_choices,
                                         GCancellable          *cancellable,
                                         GAsyncReadyCallback    callback,
                                         gpointer               user_data);
GFile      *tav_compat_ask_file_finish  (GAsyncResult          *result,
                                         GError               **error);
GListModel *tav_compat_ask_files_finish (GAsyncResult          *result,
                                         GError               **error);
const char *tav_compat_get_choice       (GAsyncResult          *result,
                                         const char            *id);
GtkWidget *tav_compat_message_dialog_new (GtkWindow            *parent,
                                          const char           *heading,
                                          const char           *body);
void   tav_compat_show_error             (GtkWindow            *parent,
                                          const char           *heading,
                                          const char           *body);
void   tav_compat_choose                 (GtkWindow            *parent,
                                          const char           *heading,
                                          const char           *body,
                                          GtkWidget            *extra_child,
                                          const TavResponse    *responses,
                                          guint                 n_responses,
                                          const char           *default_response,
                                          const char           *close_response,
                                          GCancellable         *cancellable,
                                          GAsyncReadyCallback   callback,
                                          gpointer              user_data);
char  *tav_compat_choose_finish          (GAsyncResult         *result,
                                          GError              **error);

G_END_DECLS
