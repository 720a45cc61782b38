/* tav-file-lock.c
 *
 * The lock is an open-file-description lock (F_OFD_SETLK) on the file
 * itself, not on a lock file beside it: nothing is left behind when a
 * writer is killed, and two names of one file (a symbolic link, a hard
 * link) share one lock. A save replaces the file by renaming a new one over
 * it, so the saver locks the new file before the rename and lets go of the
 * old one only after it (tav_file_lock_adopt_fd, tav_file_lock_commit); a
 * writer that was waiting on the old file then sees that the name leads
 * elsewhere and waits on the new one.
 *
 * Byte 0 is the write lock. The app also locks byte 1 and a tavolo-cli
 * command byte 2, so that whoever waits in vain can tell who holds it.
 * OFD locks, unlike fcntl (F_SETLK) locks, are not dropped when the same
 * process closes some other descriptor of the file (as every load does).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-file-lock"
#define _GNU_SOURCE

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "tav-file-lock.h"
#include "tav-input.h"

#define WRITE_BYTE 0
#define OWNER_BYTE(owner) ((owner) == TAV_FILE_LOCK_APP ? 1 : 2)

struct _TavFileLock
{
  char             *path;
  int               fd;
  int               previous_fd;   /* the replaced file, until the rename is done */
  TavFileLockOwner  owner;
};

G_DEFINE_QUARK (tav-file-error-quark, tav_file_error)

static int
lock_byte (int   fd,
           int   command,
           short type,
           off_t byte)
{
  struct flock fl = { .l_type = type, .l_whence = SEEK_SET, .l_start = byte, .l_len = 1 };

  return fcntl (fd, command, &fl);
}

static gboolean
try_lock (int              fd,
          TavFileLockOwner owner)
{
  if (lock_byte (fd, F_OFD_SETLK, F_WRLCK, WRITE_BYTE) != 0)
    return FALSE;
  lock_byte (fd, F_OFD_SETLK, F_RDLCK, OWNER_BYTE (owner));
  return TRUE;
}

/* Whether some app holds the file: its owner byte is locked. */
static gboolean
held_by_app (int fd)
{
  struct flock fl = { .l_type = F_WRLCK, .l_whence = SEEK_SET, .l_start = 1, .l_len = 1 };

  return fcntl (fd, F_OFD_GETLK, &fl) == 0 && fl.l_type != F_UNLCK;
}

static void
set_busy_error (GError **error,
                int      fd)
{
  if (held_by_app (fd))
    g_set_error_literal (error, TAV_FILE_ERROR, TAV_FILE_ERROR_BUSY_APP,
                         _("the file is open for writing in Tavolo on this computer; save or close it there and try again"));
  else
    g_set_error_literal (error, TAV_FILE_ERROR, TAV_FILE_ERROR_BUSY_CLI,
                         _("the file is being changed by another tavolo-cli command; try again"));
}

static gboolean
set_errno_error (GError **error,
                 int      saved_errno)
{
  if (saved_errno == ENOENT)
    g_set_error_literal (error, TAV_FILE_ERROR, TAV_FILE_ERROR_NOT_FOUND, _("no such file"));
  else
    g_set_error (error, TAV_FILE_ERROR, TAV_FILE_ERROR_FAILED,
                 _("could not open the file for writing: %s"), g_strerror (saved_errno));
  return FALSE;
}

/* A file may be changed only when it is a regular file its owner may write:
 * root could write a 0444 file, but the mode says the organiser froze it. */
gboolean
tav_file_check_writable (GStatBuf  *st,
                         GError   **error)
{
  if (!S_ISREG (st->st_mode))
    {
      g_set_error_literal (error, TAV_FILE_ERROR, TAV_FILE_ERROR_NOT_REGULAR,
                           tav_input_describe_kind (st->st_mode));
      return FALSE;
    }
  if ((st->st_mode & 0222) == 0)
    {
      g_set_error_literal (error, TAV_FILE_ERROR, TAV_FILE_ERROR_READ_ONLY,
                           _("the file is read-only; make it writable (chmod u+w) to change it"));
      return FALSE;
    }
  return TRUE;
}

static int
open_for_lock (const char  *path,
               GError     **error)
{
  GStatBuf st;
  int fd;

  /* O_NONBLOCK: a FIFO given as the file must not hang the command. */
  if ((fd = g_open (path, O_RDWR | O_NONBLOCK | O_CLOEXEC | O_NOCTTY, 0)) < 0)
    {
      int saved_errno = errno;

      /* A folder cannot be opened for writing: say what it is. */
      if ((saved_errno == EACCES || saved_errno == EISDIR) && g_stat (path, &st) == 0 &&
          (!S_ISREG (st.st_mode) || (st.st_mode & 0222) == 0))
        tav_file_check_writable (&st, error);
      else
        set_errno_error (error, saved_errno);
      return -1;
    }
  if (fstat (fd, &st) != 0 || !tav_file_check_writable (&st, error))
    {
      if (error && !*error)
        set_errno_error (error, errno);
      close (fd);
      return -1;
    }
  return fd;
}

/* Whether PATH still names the file open as FD (a save may have renamed a
 * new file over it while we waited). */
static gboolean
still_named (const char *path,
             int         fd)
{
  GStatBuf by_name;
  struct stat by_fd;

  return g_stat (path, &by_name) == 0 && fstat (fd, &by_fd) == 0 &&
         by_name.st_dev == by_fd.st_dev && by_name.st_ino == by_fd.st_ino;
}

/* How long a writer waits for the lock: TAVOLO_LOCK_WAIT_MS, else 5 s. */
guint
tav_file_lock_wait_ms (void)
{
  const char *text = g_getenv ("TAVOLO_LOCK_WAIT_MS");
  guint64 value;

  if (text && g_ascii_string_to_unsigned (text, 10, 0, 10 * 60 * 1000, &value, NULL))
    return (guint) value;
  return TAV_FILE_LOCK_DEFAULT_WAIT_MS;
}

TavFileLock *
tav_file_lock_acquire (const char        *path,
                       TavFileLockOwner   owner,
                       guint              wait_ms,
                       GError           **error)
{
  gint64 deadline;
  gulong pause_us = 2000;
  int fd = -1;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  deadline = g_get_monotonic_time () + (gint64) wait_ms * 1000;
  for (;;)
    {
      if (fd < 0 && (fd = open_for_lock (path, error)) < 0)
        return NULL;
      if (try_lock (fd, owner))
        {
          TavFileLock *lock;

          if (!still_named (path, fd))
            {
              /* Renamed over while we waited: lock the new file instead. */
              close (fd);
              fd = -1;
              continue;
            }
          lock = g_new0 (TavFileLock, 1);
          lock->path = g_strdup (path);
          lock->fd = fd;
          lock->previous_fd = -1;
          lock->owner = owner;
          return lock;
        }
      if (errno != EAGAIN && errno != EACCES && errno != EINTR)
        {
          int saved_errno = errno;

          close (fd);
          return set_errno_error (error, saved_errno), NULL;
        }
      if (g_get_monotonic_time () >= deadline)
        {
          set_busy_error (error, fd);
          close (fd);
          return NULL;
        }
      /* Back off from 2 ms to 50 ms: a command holds the lock for a few ms. */
      g_usleep (pause_us);
      pause_us = MIN (pause_us * 2, 50000);
      if (!still_named (path, fd))
        {
          close (fd);
          fd = -1;
        }
    }
}

const char *
tav_file_lock_get_path (TavFileLock *lock)
{
  g_return_val_if_fail (lock != NULL, NULL);

  return lock->path;
}

/* Locks FD, the file about to be renamed over the locked one. The old file
 * stays locked until tav_file_lock_commit() (after the rename): let go
 * before, a waiting writer would take it and read it while its name still
 * leads to it, and the save about to happen would be lost. */
gboolean
tav_file_lock_adopt_fd (TavFileLock  *lock,
                        int           fd,
                        GError      **error)
{
  g_return_val_if_fail (lock != NULL, FALSE);
  g_return_val_if_fail (fd >= 0, FALSE);
  g_return_val_if_fail (lock->previous_fd < 0, FALSE);

  if (!try_lock (fd, lock->owner))
    return set_errno_error (error, errno);
  lock->previous_fd = lock->fd;
  lock->fd = fd;
  return TRUE;
}

/* The rename is done: the replaced file is let go. */
void
tav_file_lock_commit (TavFileLock *lock)
{
  g_return_if_fail (lock != NULL);

  if (lock->previous_fd >= 0)
    close (lock->previous_fd);
  lock->previous_fd = -1;
}

/* The rename failed: the lock stays on the file that keeps the name. */
void
tav_file_lock_revert (TavFileLock *lock)
{
  g_return_if_fail (lock != NULL);

  if (lock->previous_fd < 0)
    return;
  close (lock->fd);
  lock->fd = lock->previous_fd;
  lock->previous_fd = -1;
}

void
tav_file_lock_release (TavFileLock *lock)
{
  if (lock == NULL)
    return;
  if (lock->fd >= 0)
    close (lock->fd);
  if (lock->previous_fd >= 0)
    close (lock->previous_fd);
  g_free (lock->path);
  g_free (lock);
}
