/* tav-document.h — the .tavolo JSON file: load, validate, save atomically
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "tav-event.h"
#include "tav-file-lock.h"

G_BEGIN_DECLS

#define TAV_DOCUMENT_FORMAT   "tavolo"
#define TAV_DOCUMENT_VERSION  5   /* the newest read; see tav_document_to_data () */
#define TAV_DOCUMENT_MAX_SIZE (32 * 1024 * 1024)
#define TAV_DOCUMENT_MAX_DEPTH 64
#define TAV_DOCUMENT_MAX_SEED TAV_EVENT_MAX_SEED

TavEvent  *tav_document_load_data    (const char     *data,
                                      gsize           length,
                                      GError        **error);
TavEvent  *tav_document_load_file    (const char     *path,
                                      GError        **error);
char      *tav_document_to_data      (TavEvent       *event,
                                      gsize          *length);
gboolean   tav_document_write_stream (TavEvent       *event,
                                      GOutputStream  *stream,
                                      GCancellable   *cancellable,
                                      GError        **error);
gboolean   tav_document_save_file    (TavEvent       *event,
                                      const char     *path,
                                      gboolean        keep_backup,
                                      GError        **error);
gboolean   tav_document_save_file_locked (TavEvent   *event,
                                          const char *path,
                                          gboolean    keep_backup,
                                          TavFileLock *lock,
                                          GError    **error);
gboolean   tav_document_check_readable (const char *data,
                                        gsize       length,
                                        GError    **error);
guint64    tav_document_new_seed     (void);

#define TAV_DOCUMENT_ERROR (tav_document_error_quark ())
GQuark tav_document_error_quark (void);

typedef enum
{
  TAV_DOCUMENT_ERROR_TOO_LARGE,
  TAV_DOCUMENT_ERROR_SYNTAX,
  TAV_DOCUMENT_ERROR_NOT_TAVOLO,
  TAV_DOCUMENT_ERROR_NEWER_VERSION,
  TAV_DOCUMENT_ERROR_INVALID,
} TavDocumentError;

G_END_DECLS
