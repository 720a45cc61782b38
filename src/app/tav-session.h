/* tav-session.h — the event a window edits: its file, history and copies
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "tav-event.h"
#include "tav-merge.h"
#include "tav-recovery.h"

G_BEGIN_DECLS

#define TAV_TYPE_SESSION (tav_session_get_type ())

G_DECLARE_FINAL_TYPE (TavSession, tav_session, TAV, SESSION, GObject)

TavSession *tav_session_new             (void);
TavEvent   *tav_session_get_event       (TavSession  *self);
GFile      *tav_session_get_file        (TavSession  *self);
gboolean    tav_session_get_modified    (TavSession  *self);
gboolean    tav_session_get_can_undo    (TavSession  *self);
gboolean    tav_session_get_can_redo    (TavSession  *self);
guint       tav_session_get_n_undo      (TavSession  *self);
guint       tav_session_get_n_redo      (TavSession  *self);
void        tav_session_load            (TavSession  *self,
                                         TavEvent    *event,
                                         GFile       *file,
                                         gboolean     modified);
void        tav_session_recover         (TavSession  *self,
                                         TavEvent    *event,
                                         GFile       *file,
                                         const char  *recovery_id);
void        tav_session_flush           (TavSession  *self);
gboolean    tav_session_undo            (TavSession  *self);
gboolean    tav_session_redo            (TavSession  *self);
const char *tav_session_get_last_step   (TavSession  *self);
gboolean    tav_session_save            (TavSession  *self,
                                         GFile       *file,
                                         GError     **error);
void        tav_session_discard         (TavSession  *self);
const char *tav_session_get_recovery_id (TavSession  *self);
TavMerge   *tav_session_get_merge       (TavSession  *self);
gboolean    tav_session_resolve_merge   (TavSession  *self,
                                         GError     **error);
gboolean    tav_session_recover_item    (TavSession       *self,
                                         TavRecoveryItem  *item,
                                         GError          **error);

void        tav_session_read_file_async    (GFile               *file,
                                            gpointer             source_object,
                                            GCancellable        *cancellable,
                                            GAsyncReadyCallback  callback,
                                            gpointer             user_data);
TavEvent   *tav_session_read_file_finish   (GAsyncResult        *result,
                                            GError             **error);
GFile      *tav_session_read_file_get_file (GAsyncResult        *result);

G_END_DECLS
