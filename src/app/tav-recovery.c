/* tav-recovery.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-recovery"

#include "config.h"

#include <errno.h>
#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "tav-recovery.h"

/* Each window with unsaved changes keeps two files in the recovery folder:
 * ID.tavolo, the event as it is now, and ID.source, the URI of the file it
 * came from (empty for a new event). They are removed when the event is
 * saved or its changes are discarded, so whatever is left at start-up was
 * left by a crash. */

#define DATA_SUFFIX ".tavolo"
#define SOURCE_SUFFIX ".source"

void
tav_recovery_item_free (TavRecoveryItem *item)
{
  if (item == NULL)
    return;

  g_free (item->id);
  g_free (item->data_path);
  g_clear_object (&item->source);
  g_clear_pointer (&item->modified, g_date_time_unref);
  g_free (item);
}

char *
tav_recovery_get_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "tavolo", "recovery", NULL);
}

/* Unique among the windows of this and earlier runs. */
char *
tav_recovery_new_id (void)
{
  static guint counter;
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");

  return g_strdup_printf ("%s-%d-%u-%08x", stamp, (int) getpid (), ++counter, g_random_int ());
}

static char *
build_path (const char *id,
            const char *suffix)
{
  g_autofree char *dir = tav_recovery_get_dir ();
  g_autofree char *name = g_strconcat (id, suffix, NULL);

  return g_build_filename (dir, name, NULL);
}

gboolean
tav_recovery_write (const char  *id,
                    const char  *data,
                    gsize        length,
                    GFile       *source,
                    GError     **error)
{
  g_autofree char *dir = tav_recovery_get_dir ();
  g_autofree char *data_path = build_path (id, DATA_SUFFIX);
  g_autofree char *source_path = build_path (id, SOURCE_SUFFIX);
  g_autofree char *uri = source ? g_file_get_uri (source) : g_strdup ("");

  g_return_val_if_fail (id != NULL, FALSE);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   "%s: %s", dir, g_strerror (saved_errno));
      return FALSE;
    }

  /* Not durable: the copy is written after every edit, and a crash of the
   * application (not of the system) is what it is for. */
  return g_file_set_contents_full (source_path, uri, -1, G_FILE_SET_CONTENTS_CONSISTENT,
                                   0600, error) &&
         g_file_set_contents_full (data_path, data, (gssize) length,
                                   G_FILE_SET_CONTENTS_CONSISTENT, 0600, error);
}

void
tav_recovery_remove (const char *id)
{
  g_autofree char *data_path = NULL;
  g_autofree char *source_path = NULL;

  if (id == NULL)
    return;

  data_path = build_path (id, DATA_SUFFIX);
  source_path = build_path (id, SOURCE_SUFFIX);
  g_unlink (data_path);
  g_unlink (source_path);
}

/* A copy that cannot be read (cut short by the crash, or written by a newer
 * Tavolo) is still the only trace of that work: it moves to the folder
 * “unreadable” beside the copies, out of the way of the next start, and
 * the new path of the event copy is returned for the user to be told. */
char *
tav_recovery_set_aside (const char  *id,
                        GError     **error)
{
  g_autofree char *dir = tav_recovery_get_dir ();
  g_autofree char *aside_dir = g_build_filename (dir, "unreadable", NULL);
  g_autofree char *data_name = g_strconcat (id, DATA_SUFFIX, NULL);
  g_autofree char *source_name = g_strconcat (id, SOURCE_SUFFIX, NULL);
  g_autofree char *data_path = build_path (id, DATA_SUFFIX);
  g_autofree char *source_path = build_path (id, SOURCE_SUFFIX);
  g_autofree char *aside_data = g_build_filename (aside_dir, data_name, NULL);
  g_autofree char *aside_source = g_build_filename (aside_dir, source_name, NULL);

  g_return_val_if_fail (id != NULL, NULL);

  if (g_mkdir_with_parents (aside_dir, 0700) != 0 || g_rename (data_path, aside_data) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   "%s: %s", aside_dir, g_strerror (saved_errno));
      return NULL;
    }
  g_rename (source_path, aside_source);
  return g_steal_pointer (&aside_data);
}

/* The ids start with the time they were made. */
static int
compare_items (gconstpointer a,
               gconstpointer b)
{
  const TavRecoveryItem *item_a = *(TavRecoveryItem **) a;
  const TavRecoveryItem *item_b = *(TavRecoveryItem **) b;

  return strcmp (item_a->id, item_b->id);
}

/**
 * tav_recovery_list:
 *
 * Returns: (transfer full) (element-type TavRecoveryItem): the events left
 *   unsaved, oldest first
 */
GPtrArray *
tav_recovery_list (void)
{
  GPtrArray *items = g_ptr_array_new_with_free_func ((GDestroyNotify) tav_recovery_item_free);
  g_autofree char *dir_path = tav_recovery_get_dir ();
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autoptr(TavRecoveryItem) item = NULL;
      g_autofree char *source_path = NULL;
      g_autofree char *uri = NULL;
      GStatBuf buf;

      if (!g_str_has_suffix (name, DATA_SUFFIX))
        continue;

      item = g_new0 (TavRecoveryItem, 1);
      item->id = g_strndup (name, strlen (name) - strlen (DATA_SUFFIX));
      item->data_path = g_build_filename (dir_path, name, NULL);

      source_path = build_path (item->id, SOURCE_SUFFIX);
      if (g_file_get_contents (source_path, &uri, NULL, NULL) && uri[0] != '\0')
        item->source = g_file_new_for_uri (g_strstrip (uri));

      if (g_stat (item->data_path, &buf) == 0)
        item->modified = g_date_time_new_from_unix_local (buf.st_mtime);
      else
        item->modified = g_date_time_new_now_local ();

      g_ptr_array_add (items, g_steal_pointer (&item));
    }

  g_ptr_array_sort (items, compare_items);

  return items;
}
