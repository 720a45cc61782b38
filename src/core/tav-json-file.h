/* tav-json-file.h — the envelope every Tavolo document shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "tav-file-lock.h"
#include "tav-json-check.h"

G_BEGIN_DECLS

/* A kind of document (event, season): its format, limits, error codes in
 * its own domain and the words of its errors (msgids marked with N_()). */
typedef struct
{
  const char *format;           /* the "format" member */
  gint64      newest;           /* the newest version this Tavolo reads */
  gsize       max_size;         /* bytes */
  guint       max_depth;        /* nesting of arrays and objects */

  GQuark    (*domain) (void);
  int         too_large;
  int         syntax;
  int         not_kind;
  int         newer;
  int         invalid;

  const char *too_large_msg;    /* %d: the limit in MiB */
  const char *empty_msg;
  const char *not_object_msg;
  const char *format_msg;       /* %s: the format expected */
  const char *other_format;     /* a format often opened here by mistake, or NULL */
  const char *other_format_msg;
  const char *newer_msg;        /* %lld: the file's version, %d: @newest */

  /* The kind's whole loader, for reading back what is about to be saved;
   * returns a new GObject. */
  gpointer  (*load_data) (const char  *data,
                          gsize        length,
                          GError     **error);
} TavJsonFileKind;

TavJsonDoc *tav_json_file_parse          (const TavJsonFileKind  *kind,
                                          const char             *data,
                                          gsize                   length,
                                          gint64                 *version,
                                          GError                **error);
char       *tav_json_file_read           (const TavJsonFileKind  *kind,
                                          const char             *path,
                                          gsize                  *length,
                                          GError                **error);
void        tav_json_file_set_invalid    (const TavJsonFileKind  *kind,
                                          GError                 *local_error,
                                          GError                **error);
gboolean    tav_json_file_check_readable (const TavJsonFileKind  *kind,
                                          const char             *data,
                                          gsize                   length,
                                          GError                **error);
gboolean    tav_json_file_save           (const TavJsonFileKind  *kind,
                                          const char             *path,
                                          const char             *data,
                                          gsize                   length,
                                          gboolean                keep_backup,
                                          TavFileLock            *lock,
                                          GError                **error);

G_END_DECLS
