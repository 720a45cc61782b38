/* tav-open-error.c — a file that could not be opened, and its backup
 *
 * Every save keeps the version it replaces as FILE~. When FILE is refused
 * (damaged by an editor or a disk) and FILE~ loads, the error says so and
 * offers to restore it, as `tavolo-cli restore` does: the refused file is
 * kept beside it as FILE.refused, so nothing is lost, and the restored
 * file is opened.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-open-error"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-compat.h"
#include "tav-open-error.h"
#include "tav-restore.h"

typedef struct
{
  TavWindow *window;
  GFile     *file;
} Offer;

static void
offer_free (Offer *offer)
{
  g_clear_object (&offer->window);
  g_clear_object (&offer->file);
  g_free (offer);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Offer, offer_free)

static void
restore (Offer *offer)
{
  g_autofree char *path = g_file_get_path (offer->file);
  g_autoptr(TavFileLock) lock = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *kept = NULL;
  g_autofree char *kept_name = NULL;
  g_autofree char *toast = NULL;

  if ((lock = tav_file_lock_acquire (path, TAV_FILE_LOCK_APP, tav_file_lock_wait_ms (), &error)))
    kept = tav_restore_backup (path, lock, &error);
  if (kept == NULL)
    {
      tav_compat_show_error (GTK_WINDOW (offer->window), _("Could Not Restore the Backup"),
                             error->message);
      return;
    }
  g_clear_pointer (&lock, tav_file_lock_release);

  kept_name = g_filename_display_basename (kept);
  /* Translators: %s is a file name, such as “cup.tavolo.refused” */
  toast = g_strdup_printf (_("Backup restored; the refused file is kept as “%s”"), kept_name);
  tav_window_add_toast (offer->window, toast);
  tav_window_open_file (offer->window, offer->file);
}

static void
chosen_cb (GObject      *object,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(Offer) offer = user_data;
  g_autofree char *response = tav_compat_choose_finish (result, NULL);

  if (g_strcmp0 (response, "restore") == 0)
    restore (offer);
}

/* Says why @file could not be opened; when its backup loads, offers it. */
void
tav_open_error_show (TavWindow    *window,
                     GFile        *file,
                     const GError *error)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *basename = g_file_get_basename (file);
  g_autofree char *display_name = g_filename_display_name (basename);
  g_autofree char *heading = NULL;
  g_autofree char *backup = NULL;
  g_autofree char *backup_name = NULL;
  g_autofree char *body = NULL;
  const TavResponse responses[] = {
    { "close", _("_Close"), TAV_RESPONSE_DEFAULT },
    { "restore", _("_Restore the Backup"), TAV_RESPONSE_SUGGESTED },
  };
  Offer *offer;

  g_return_if_fail (TAV_IS_WINDOW (window));

  /* Translators: %s is the name of a file */
  heading = g_strdup_printf (_("Could Not Open “%s”"), display_name);
  if (path == NULL ||
      g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT) ||
      g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND) ||
      !tav_restore_can (path))
    {
      tav_compat_show_error (GTK_WINDOW (window), heading, error->message);
      return;
    }

  backup = tav_restore_backup_path (path);
  backup_name = g_filename_display_basename (backup);
  /* Translators: the first %s is why the file was refused, the second the
   * backup's name, such as “cup.tavolo~” */
  body = g_strdup_printf (_("%s\n\nThe version saved before, “%s”, can be read. Restoring it puts "
                            "it back in place of this file, which is kept beside it as a "
                            ".refused file."),
                          error->message, backup_name);
  offer = g_new0 (Offer, 1);
  offer->window = g_object_ref (window);
  offer->file = g_object_ref (file);
  tav_compat_choose (GTK_WINDOW (window), heading, body, NULL, responses, G_N_ELEMENTS (responses),
                     "restore", "close", NULL, chosen_cb, offer);
}
