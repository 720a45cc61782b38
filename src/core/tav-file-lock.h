/* tav-file-lock.h — one writer at a time for an event or season file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#include <glib/gstdio.h>

G_BEGIN_DECLS

/* Who holds a lock, so that a writer kept waiting can say who it waits for. */
typedef enum
{
  TAV_FILE_LOCK_CLI,
  TAV_FILE_LOCK_APP,
} TavFileLockOwner;

#define TAV_FILE_LOCK_DEFAULT_WAIT_MS 5000

typedef struct _TavFileLock TavFileLock;

TavFileLock *tav_file_lock_acquire      (const char        *path,
                                         TavFileLockOwner   owner,
                                         guint              wait_ms,
                                         GError           **error);
guint        tav_file_lock_wait_ms      (void);
const char  *tav_file_lock_get_path     (TavFileLock       *lock);
gboolean     tav_file_lock_adopt_fd     (TavFileLock       *lock,
                                         int                fd,
                                         GError           **error);
void         tav_file_lock_commit       (TavFileLock       *lock);
void         tav_file_lock_revert       (TavFileLock       *lock);
void         tav_file_lock_release      (TavFileLock       *lock);
gboolean     tav_file_check_writable    (GStatBuf          *st,
                                         GError           **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TavFileLock, tav_file_lock_release)

#define TAV_FILE_ERROR (tav_file_error_quark ())
GQuark tav_file_error_quark (void);

typedef enum
{
  TAV_FILE_ERROR_BUSY_APP,
  TAV_FILE_ERROR_BUSY_CLI,
  TAV_FILE_ERROR_READ_ONLY,
  TAV_FILE_ERROR_NOT_REGULAR,
  TAV_FILE_ERROR_NOT_FOUND,
  TAV_FILE_ERROR_CHANGED,
  TAV_FILE_ERROR_FAILED,
} TavFileError;

G_END_DECLS
