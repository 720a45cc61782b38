/* tav-restore.c — back to the version saved before
 *
 * A file Tavolo refuses can only come from outside it (an editor, a
 * damaged disk): every save reads its own text back first. Its FILE~ is
 * the version the last save replaced; restoring puts it back and keeps
 * the refused file beside it, so that nothing of it is lost. Used by
 * `tavolo-cli restore` and by the app's “Restore the Backup”.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-restore"

#include "config.h"

#include "tav-document.h"
#include "tav-file-save.h"
#include "tav-restore.h"

/* FILE~, beside the file a link leads to, where saves keep it. */
char *
tav_restore_backup_path (const char *path)
{
  g_autofree char *target = tav_file_resolve (path);

  return g_strconcat (target, "~", NULL);
}

/* Whether the version before FILE's last save loads. */
gboolean
tav_restore_can (const char *path)
{
  g_autofree char *backup = tav_restore_backup_path (path);
  g_autoptr(TavEvent) event = tav_document_load_file (backup, NULL);

  return event != NULL;
}

/* FILE.refused, or FILE.refused-2, -3 … : a name not taken yet. */
static char *
free_name_for (const char *path)
{
  g_autofree char *name = g_strconcat (path, ".refused", NULL);

  for (guint i = 2; g_file_test (name, G_FILE_TEST_EXISTS | G_FILE_TEST_IS_SYMLINK); i++)
    {
      g_free (name);
      name = g_strdup_printf ("%s.refused-%u", path, i);
    }
  return g_steal_pointer (&name);
}

/* Keeps the refused @path as FILE.refused, then writes FILE~ over it,
 * under @lock (held on @path, or %NULL). The caller has checked that the
 * backup loads and the file does not.
 *
 * Returns: (transfer full): where the refused file is kept, or %NULL and
 * @error set when a file could not be read or written. */
char *
tav_restore_backup (const char   *path,
                    TavFileLock  *lock,
                    GError      **error)
{
  g_autofree char *target = tav_file_resolve (path);
  g_autofree char *backup = g_strconcat (target, "~", NULL);
  g_autofree char *refused_text = NULL;
  g_autofree char *earlier_text = NULL;
  g_autofree char *kept = NULL;
  gsize refused_length = 0, earlier_length = 0;

  g_return_val_if_fail (path != NULL, NULL);

  if (!g_file_get_contents (path, &refused_text, &refused_length, error) ||
      !g_file_get_contents (backup, &earlier_text, &earlier_length, error))
    return NULL;
  /* The refused file is kept first, so that nothing of it can be lost. */
  kept = free_name_for (target);
  if (!tav_file_save (kept, refused_text, refused_length, FALSE, NULL, error) ||
      !tav_file_save (path, earlier_text, earlier_length, FALSE, lock, error))
    return NULL;
  return g_steal_pointer (&kept);
}
