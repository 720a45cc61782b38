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

void   tav_compat_open_event_file        (GtkWindow            *parent,
                                          GCancellable         *cancellable,
                                          GAsyncReadyCallback   callback,
                                          gpointer              user_data);
GFile *tav_compat_open_event_file_finish (GAsyncResult         *result,
                                          GError              **error);
void   tav_compat_save_event_file        (GtkWindow            *parent,
                                          const char           *name,
                                          GFile                *folder,
                                          GCancellable         *cancellable,
                                          GAsyncReadyCallback   callback,
                                          gpointer              user_data);
GFile *tav_compat_save_event_file_finish (GAsyncResult         *result,
                                          GError              **error);
void   tav_compat_open_event_files       (GtkWindow            *parent,
                                          GCancellable         *cancellable,
                                          GAsyncReadyCallback   callback,
                                          gpointer              user_data);
GListModel *tav_compat_open_event_files_finish (GAsyncResult   *result,
                                          GError              **error);
void   tav_compat_open_season_file       (GtkWindow            *parent,
                                          GCancellable         *cancellable,
                                          GAsyncReadyCallback   callback,
                                          gpointer              user_data);
GFile *tav_compat_open_season_file_finish (GAsyncResult        *result,
                                          GError              **error);
void   tav_compat_save_season_file       (GtkWindow            *parent,
                                          const char           *name,
                                          GCancellable         *cancellable,
                                          GAsyncReadyCallback   callback,
                                          gpointer              user_data);
GFile *tav_compat_save_season_file_finish (GAsyncResult        *result,
                                          GError              **error);
void   tav_compat_save_pdf_file          (GtkWindow            *parent,
                                          const char           *name,
                                          GCancellable         *cancellable,
                                          GAsyncReadyCallback   callback,
                                          gpointer              user_data);
GFile *tav_compat_save_pdf_file_finish   (GAsyncResult         *result,
                                          GError              **error);

/* A choice the file chooser offers beside the file (a GtkFileChooser
 * choice): a list of @options, named by @labels. */
typedef struct
{
  const char         *id;
  const char         *label;
  const char * const *options;
  const char * const *labels;
  const char         *selected;
} TavCompatChoice;

void        tav_compat_save_pdf_file_with_choices (GtkWindow             *parent,
                                                   const char            *name,
                                                   const TavCompatChoice *choices,
                                                   guint                  n_choices,
                                                   GCancellable          *cancellable,
                                                   GAsyncReadyCallback    callback,
                                                   gpointer               user_data);
const char *tav_compat_get_choice                 (GAsyncResult          *result,
                                                   const char            *id);
void   tav_compat_save_csv_file          (GtkWindow            *parent,
                                          const char           *name,
                                          GCancellable         *cancellable,
                                          GAsyncReadyCallback   callback,
                                          gpointer              user_data);
GFile *tav_compat_save_csv_file_finish   (GAsyncResult         *result,
                                          gboolean             *bom,
                                          GError              **error);
void   tav_compat_open_player_list       (GtkWindow            *parent,
                                          GCancellable         *cancellable,
                                          GAsyncReadyCallback   callback,
                                          gpointer              user_data);
GFile *tav_compat_open_player_list_finish (GAsyncResult        *result,
                                          GError              **error);
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
