/* tav-file-save.c
 *
 * How a file is saved (docs/file-format.md, "Saving"):
 *  1. The new text and, when asked, a copy of the current file are written
 *     to temporary files beside the target (FILE.tmp-XXXXXX and
 *     FILE~.tmp-XXXXXX) and flushed to disk. Any failure up to here (a full
 *     disk, say) removes both and leaves FILE and FILE~ as they were.
 *  2. The copy is renamed to FILE~, then the new text to FILE.
 * A symbolic link is followed: the file it leads to is the one replaced,
 * and the link stays. A file with several hard links cannot be replaced by
 * a rename without splitting them, so it is rewritten in place once its
 * backup is safe and the space it needs is reserved. Temporary files left by
 * a save that was killed are removed by the next save of the same file,
 * through any of its names in that folder, which holds the file's lock and
 * so cannot remove a living save's files (tav_file_remove_stale () does the
 * same for a writer that holds the lock and does not save).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-file-save"
#define _GNU_SOURCE

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "tav-file-save.h"

#define TEMP_INFIX ".tmp-"
#define MAX_LINKS  40

typedef enum
{
  STEP_CREATE,
  STEP_WRITE,
  STEP_RENAME,
  STEP_OPEN,
} Step;

static gboolean
fail_errno (GError     **error,
            Step         step,
            const char  *path,
            int          saved_errno)
{
  g_autofree char *name = g_filename_display_name (path);
  const char *reason = g_strerror (saved_errno);
  int code = g_file_error_from_errno (saved_errno);

  switch (step)
    {
    case STEP_CREATE:
      g_set_error (error, G_FILE_ERROR, code, _("could not create %s: %s"), name, reason);
      break;
    case STEP_WRITE:
      g_set_error (error, G_FILE_ERROR, code, _("could not write %s: %s"), name, reason);
      break;
    case STEP_RENAME:
      g_set_error (error, G_FILE_ERROR, code, _("could not rename %s: %s"), name, reason);
      break;
    case STEP_OPEN:
    default:
      g_set_error (error, G_FILE_ERROR, code, _("could not open %s: %s"), name, reason);
      break;
    }
  return FALSE;
}

/* The file a path leads to, following symbolic links (relative ones from
 * the link's own folder); the path itself when it is no link. */
char *
tav_file_resolve (const char *path)
{
  g_autofree char *current = g_strdup (path);

  g_return_val_if_fail (path != NULL, NULL);

  for (guint i = 0; i < MAX_LINKS; i++)
    {
      g_autofree char *target = g_file_read_link (current, NULL);
      g_autofree char *dir = NULL;

      if (target == NULL)
        break;
      if (g_path_is_absolute (target))
        {
          g_free (current);
          current = g_steal_pointer (&target);
          continue;
        }
      dir = g_path_get_dirname (current);
      g_free (current);
      current = g_build_filename (dir, target, NULL);
    }
  return g_steal_pointer (&current);
}

static gboolean
write_all (int          fd,
           const char  *data,
           gsize        length,
           off_t        offset)
{
  while (length > 0)
    {
      ssize_t n = pwrite (fd, data, length, offset);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        {
          if (n == 0)
            errno = ENOSPC;
          return FALSE;
        }
      data += n;
      length -= (gsize) n;
      offset += n;
    }
  return TRUE;
}

/* The name a temporary file was made for: NAME from "NAME.tmp-XXXXXX" or
 * "NAME~.tmp-XXXXXX" (six characters from g_mkstemp), else NULL. */
static char *
temp_owner (const char *name)
{
  const char *infix = g_strrstr (name, TEMP_INFIX);
  const char *rest;
  gsize length;

  if (infix == NULL || infix == name)
    return NULL;
  rest = infix + strlen (TEMP_INFIX);
  if (strlen (rest) != 6)
    return NULL;
  for (guint i = 0; i < 6; i++)
    if (!g_ascii_isalnum (rest[i]))
      return NULL;
  length = (gsize) (infix - name);
  if (name[length - 1] == '~')
    length--;
  return length ? g_strndup (name, length) : NULL;
}

/* Whether NAME in DIR_NAME is one more name (a hard link) of the file ST. */
static gboolean
is_other_name (const char     *dir_name,
               const char     *name,
               const GStatBuf *st)
{
  g_autofree char *path = g_build_filename (dir_name, name, NULL);
  GStatBuf other;

  return st != NULL && g_lstat (path, &other) == 0 && S_ISREG (other.st_mode) &&
         other.st_dev == st->st_dev && other.st_ino == st->st_ino;
}

/* Removes the temporary files that saves of TARGET killed midway left: of
 * its name, and of the other names the same file has in its folder. Saved
 * through a hard link, a file is one file with one lock, but each name
 * makes temporaries of its own, and a save through one name must clean up
 * after a save killed through another (issue #31). ST is the file's, or
 * NULL when it does not exist yet. The caller holds the file's lock, so no
 * running save owns any of them. */
static void
remove_stale_temps (const char     *target,
                    const GStatBuf *st)
{
  g_autofree char *dir_name = g_path_get_dirname (target);
  g_autofree char *base = g_path_get_basename (target);
  g_autoptr(GDir) dir = g_dir_open (dir_name, 0, NULL);
  const char *name;

  if (dir == NULL)
    return;
  while ((name = g_dir_read_name (dir)))
    {
      g_autofree char *owner = temp_owner (name);
      g_autofree char *path = NULL;

      if (owner == NULL ||
          (!g_str_equal (owner, base) && !is_other_name (dir_name, owner, st)))
        continue;
      path = g_build_filename (dir_name, name, NULL);
      if (g_file_test (path, G_FILE_TEST_IS_REGULAR) &&
          !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
        g_unlink (path);
    }
}

/* For a command that holds PATH's lock and may end without saving (nothing
 * changed, or it failed): what killed saves left goes all the same. */
void
tav_file_remove_stale (const char *path)
{
  g_autofree char *target = NULL;
  GStatBuf st;

  g_return_if_fail (path != NULL);

  target = tav_file_resolve (path);
  remove_stale_temps (target, g_stat (target, &st) == 0 ? &st : NULL);
}

/* Writes DATA to a new FINAL.tmp-XXXXXX, flushed to disk; returns its
 * descriptor (the name in *temp_path) or -1 with nothing left behind. */
static int
write_temp (const char  *final,
            const char  *data,
            gsize        length,
            int          mode,
            char       **temp_path,
            GError     **error)
{
  g_autofree char *path = g_strconcat (final, TEMP_INFIX, "XXXXXX", NULL);
  int fd = g_mkstemp_full (path, O_RDWR | O_CLOEXEC, 0600);
  int saved_errno;

  if (fd < 0)
    return fail_errno (error, STEP_CREATE, path, errno), -1;
  if (write_all (fd, data, length, 0) && fchmod (fd, mode) == 0 && fsync (fd) == 0)
    {
      *temp_path = g_steal_pointer (&path);
      return fd;
    }
  saved_errno = errno;
  close (fd);
  g_unlink (path);
  fail_errno (error, STEP_WRITE, path, saved_errno);
  return -1;
}

static void
sync_folder (const char *target)
{
  g_autofree char *dir_name = g_path_get_dirname (target);
  int fd = g_open (dir_name, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0);

  if (fd >= 0)
    {
      fsync (fd);
      close (fd);
    }
}

/* Several hard links: the same file takes the new text, so that every name
 * sees it. The space is reserved first, so a full disk fails before any
 * byte of the file changes. */
static gboolean
rewrite_in_place (const char  *target,
                  const char  *data,
                  gsize        length,
                  const char  *backup_temp,
                  const char  *backup,
                  GError     **error)
{
  int fd = g_open (target, O_RDWR | O_CLOEXEC, 0);
  int saved_errno;
  Step what = STEP_WRITE;

  if (fd < 0)
    return fail_errno (error, STEP_OPEN, target, errno);
  if (length > 0 && fallocate (fd, FALLOC_FL_KEEP_SIZE, 0, (off_t) length) != 0 &&
      errno != EOPNOTSUPP)
    goto failed;
  if (backup_temp && g_rename (backup_temp, backup) != 0)
    {
      what = STEP_RENAME;
      goto failed;
    }
  if (write_all (fd, data, length, 0) && ftruncate (fd, (off_t) length) == 0 && fsync (fd) == 0)
    return close (fd) == 0 || fail_errno (error, what, target, errno);

failed:
  saved_errno = errno;
  close (fd);
  return fail_errno (error, what, target, saved_errno);
}

static gboolean
save_locked (const char   *target,
             gboolean      exists,
             GStatBuf     *st,
             const char   *data,
             gsize         length,
             gboolean      keep_backup,
             TavFileLock  *lock,
             GError      **error)
{
  g_autofree char *backup = g_strconcat (target, "~", NULL);
  g_autofree char *backup_temp = NULL;
  g_autofree char *temp = NULL;
  int mode = exists ? (int) (st->st_mode & 07777) : 0644;
  gboolean adopted;
  int fd;

  remove_stale_temps (target, exists ? st : NULL);

  if (keep_backup && exists)
    {
      g_autofree char *old = NULL;
      gsize old_length = 0;

      if (!g_file_get_contents (target, &old, &old_length, error))
        return FALSE;
      if ((fd = write_temp (backup, old, old_length, mode, &backup_temp, error)) < 0)
        return FALSE;
      close (fd);
    }

  if (exists && st->st_nlink > 1)
    {
      gboolean ok = rewrite_in_place (target, data, length, backup_temp, backup, error);

      if (!ok && backup_temp)
        g_unlink (backup_temp);
      return ok;
    }

  if ((fd = write_temp (target, data, length, mode, &temp, error)) < 0)
    {
      if (backup_temp)
        g_unlink (backup_temp);
      return FALSE;
    }
  if (backup_temp && g_rename (backup_temp, backup) != 0)
    {
      int saved_errno = errno;

      g_unlink (backup_temp);
      g_unlink (temp);
      close (fd);
      return fail_errno (error, STEP_RENAME, backup_temp, saved_errno);
    }
  /* The new file is locked before it takes the name, the old one let go
   * only after: no other writer can slip in between. */
  adopted = lock != NULL && tav_file_lock_adopt_fd (lock, fd, NULL);
  if (!adopted)
    close (fd);
  if (g_rename (temp, target) != 0)
    {
      int saved_errno = errno;

      if (adopted)
        tav_file_lock_revert (lock);
      g_unlink (temp);
      return fail_errno (error, STEP_RENAME, temp, saved_errno);
    }
  if (adopted)
    tav_file_lock_commit (lock);
  sync_folder (target);
  return TRUE;
}

/* Saves DATA as PATH (see the comment at the top). LOCK, when given, is the
 * caller's lock on PATH and follows the new file; without one the file is
 * locked for the time of the save. */
gboolean
tav_file_save (const char   *path,
               const char   *data,
               gsize         length,
               gboolean      keep_backup,
               TavFileLock  *lock,
               GError      **error)
{
  g_autofree char *target = NULL;
  g_autoptr(TavFileLock) own_lock = NULL;
  GStatBuf st;
  gboolean exists;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (data != NULL || length == 0, FALSE);

  target = tav_file_resolve (path);
  exists = g_stat (target, &st) == 0;
  if (exists && !tav_file_check_writable (&st, error))
    return FALSE;
  if (exists && lock == NULL)
    {
      own_lock = tav_file_lock_acquire (target, TAV_FILE_LOCK_CLI, tav_file_lock_wait_ms (),
                                        error);
      if (own_lock == NULL)
        return FALSE;
      lock = own_lock;
    }
  return save_locked (target, exists, &st, data, length, keep_backup, lock, error);
}
