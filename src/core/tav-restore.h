/* tav-restore.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-file-lock.h"

G_BEGIN_DECLS

char     *tav_restore_backup_path (const char   *path);
gboolean  tav_restore_can         (const char   *path);
char     *tav_restore_backup      (const char   *path,
                                   TavFileLock  *lock,
                                   GError      **error);

G_END_DECLS
