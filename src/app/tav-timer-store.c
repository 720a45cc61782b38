/* tav-timer-store.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-timer-store"

#include "config.h"

#include <errno.h>

#include <glib/gstdio.h>

#include "tav-timer-store.h"

/* The timer is the room's clock, not part of the event: starting it is no
 * edit to save or undo, and tavolo-cli has none. So it is kept beside the
 * recovery copies, in timers.ini, one group per event: the key is the
 * event file's URI, or “recovery:ID” for the recovery copy of an event
 * never saved. The round it was set for is kept too: a state left from an
 * earlier round is not brought back. */

static char *
store_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "tavolo", "timers.ini", NULL);
}

static GKeyFile *
store_read (void)
{
  g_autofree char *path = store_path ();
  GKeyFile *key_file = g_key_file_new ();

  /* Missing or damaged: no timer to bring back, nothing else is lost. */
  g_key_file_load_from_file (key_file, path, G_KEY_FILE_NONE, NULL);
  return key_file;
}

static void
store_write (GKeyFile *key_file)
{
  g_autofree char *path = store_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GError) error = NULL;

  if (g_mkdir_with_parents (dir, 0700) != 0 ||
      !g_key_file_save_to_file (key_file, path, &error))
    g_warning ("Could not keep the round timer in %s: %s", path,
               error ? error->message : g_strerror (errno));
}

void
tav_timer_store_save (const char    *key,
                      const char    *round_key,
                      TavRoundTimer *timer)
{
  g_autoptr(GKeyFile) key_file = store_read ();

  g_return_if_fail (key != NULL && round_key != NULL);

  g_key_file_remove_group (key_file, key, NULL);
  g_key_file_set_string (key_file, key, "round", round_key);
  tav_round_timer_save (timer, key_file, key);
  store_write (key_file);
}

gboolean
tav_timer_store_restore (const char    *key,
                         const char    *round_key,
                         TavRoundTimer *timer)
{
  g_autoptr(GKeyFile) key_file = store_read ();
  g_autofree char *round = NULL;

  g_return_val_if_fail (key != NULL && round_key != NULL, FALSE);

  round = g_key_file_get_string (key_file, key, "round", NULL);
  if (g_strcmp0 (round, round_key) != 0)
    return FALSE;

  return tav_round_timer_restore (timer, key_file, key);
}

void
tav_timer_store_forget (const char *key)
{
  g_autoptr(GKeyFile) key_file = store_read ();

  if (g_key_file_remove_group (key_file, key, NULL))
    store_write (key_file);
}
