/* tav-state-file.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-state-file"

#include "config.h"

#include <errno.h>

#include <glib/gstdio.h>

#include "tav-state-file.h"

/* Some of what is known about an event is not the event's: the round
 * timer (the room's clock), the season file the venue network shows (a
 * path on this computer), the requests the venue server turned away. It
 * is kept in small files beside the app's recovery copies,
 * $XDG_DATA_HOME/tavolo/NAME, never in the event file, and shared by the
 * app and tavolo-cli. */

char *
tav_state_file_path (const char *name)
{
  g_return_val_if_fail (name != NULL, NULL);
  return g_build_filename (g_get_user_data_dir (), "tavolo", name, NULL);
}

/* Missing or damaged: empty, and nothing else is lost. */
GKeyFile *
tav_state_file_read (const char *name)
{
  g_autofree char *path = tav_state_file_path (name);
  GKeyFile *key_file = g_key_file_new ();

  g_key_file_load_from_file (key_file, path, G_KEY_FILE_NONE, NULL);
  return key_file;
}

void
tav_state_file_write (const char *name,
                      GKeyFile   *key_file)
{
  g_autofree char *path = tav_state_file_path (name);
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GError) error = NULL;

  if (g_mkdir_with_parents (dir, 0700) != 0 ||
      !g_key_file_save_to_file (key_file, path, &error))
    g_warning ("Could not write %s: %s", path, error ? error->message : g_strerror (errno));
}
