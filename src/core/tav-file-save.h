/* tav-file-save.h — saving an event or season file without ever losing it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "tav-file-lock.h"

G_BEGIN_DECLS

gboolean  tav_file_save          (const char   *path,
                                  const char   *data,
                                  gsize         length,
                                  gboolean      keep_backup,
                                  TavFileLock  *lock,
                                  GError      **error);
void      tav_file_remove_stale  (const char   *path);
char     *tav_file_resolve       (const char   *path);

G_END_DECLS
