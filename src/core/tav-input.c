/* tav-input.c
 *
 * Everything read from outside is read to a limit: a source that is
 * endless (/dev/zero, a pipe that never closes) is refused once the limit
 * is passed instead of filling memory. Files must be regular files: a FIFO
 * without a writer would block forever, a device never ends, a directory
 * has no text; they are refused before the first read. The data returned
 * always ends in a NUL byte past @length.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-input"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "tav-input.h"

char *
tav_input_read_fd (int          fd,
                   gsize        max,
                   gsize       *length,
                   GError     **error)
{
  g_autofree char *data = NULL;
  gsize size = MIN (max + 1, 64 * 1024);
  gsize used = 0;

  data = g_malloc (size + 1);
  for (;;)
    {
      gssize n;

      if (used == size)
        {
          if (used > max)
            {
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE,
                           _("longer than %u KiB, the most that is read"),
                           (guint) (max / 1024));
              return NULL;
            }
          size = MIN (size * 2, max + 1);
          data = g_realloc (data, size + 1);
        }
      n = read (fd, data + used, size - used);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int saved = errno;

          g_set_error_literal (error, G_IO_ERROR, g_io_error_from_errno (saved),
                               g_strerror (saved));
          return NULL;
        }
      if (n == 0)
        break;
      used += (gsize) n;
    }
  if (used > max)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE,
                   _("longer than %u KiB, the most that is read"),
                   (guint) (max / 1024));
      return NULL;
    }
  data[used] = '\0';
  if (length)
    *length = used;
  return g_steal_pointer (&data);
}

char *
tav_input_read_file (const char  *path,
                     gsize        max,
                     gsize       *length,
                     GError     **error)
{
  struct stat st;
  int fd;
  char *data;

  g_return_val_if_fail (path != NULL, NULL);

  /* O_NONBLOCK: opening a FIFO without a writer returns at once. */
  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0);
  if (fd < 0)
    {
      int saved = errno;

      if (saved == ENOENT)
        g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("no such file"));
      else
        g_set_error_literal (error, G_IO_ERROR, g_io_error_from_errno (saved),
                             g_strerror (saved));
      return NULL;
    }
  if (fstat (fd, &st) != 0)
    {
      int saved = errno;

      g_set_error_literal (error, G_IO_ERROR, g_io_error_from_errno (saved), g_strerror (saved));
      close (fd);
      return NULL;
    }
  if (!S_ISREG (st.st_mode))
    {
      g_set_error_literal (error, G_IO_ERROR,
                           S_ISDIR (st.st_mode) ? G_IO_ERROR_IS_DIRECTORY
                                                : G_IO_ERROR_NOT_REGULAR_FILE,
                           tav_input_describe_kind (st.st_mode));
      close (fd);
      return NULL;
    }
  fcntl (fd, F_SETFL, fcntl (fd, F_GETFL) & ~O_NONBLOCK);
  data = tav_input_read_fd (fd, max, length, error);
  close (fd);
  return data;
}

const char *
tav_input_describe_kind (guint mode)
{
  if (S_ISREG (mode))
    return NULL;
  if (S_ISDIR (mode))
    return _("a folder, not a file");
  if (S_ISFIFO (mode))
    return _("a pipe, not a regular file");
  return _("a device or special file, not a regular file");
}
