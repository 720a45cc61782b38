/* tav-cli-restore.c — tavolo-cli restore: back to the version saved before
 *
 * The mend every load refusal can name; the work is tav-restore.c's, which
 * the app's “Restore the Backup” shares.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tavolo-cli"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-cli.h"
#include "tav-restore.h"

/* Whether the version before FILE's last save loads: the hint that the
 * loader's refusals add (tav_cli_load). */
gboolean
tav_cli_can_restore (const char *path)
{
  return tav_restore_can (path);
}

int
tav_cli_restore (int    argc,
                 char **argv)
{
  const GOptionEntry entries[] = { { NULL } };
  g_auto(GStrv) args = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TavEvent) current = NULL;
  g_autoptr(TavEvent) earlier = NULL;
  g_autofree char *backup = NULL;
  g_autofree char *kept = NULL;
  g_autofree char *message = NULL;
  const char *path;
  int status = TAV_CLI_OK;

  if (!tav_cli_parse_options (tav_cli_find_command ("restore"), entries, argc, argv, &args,
                              &status) ||
      !tav_cli_check_args ("restore", args, 1, 1, "FILE", &status))
    return status;
  path = args[1];
  backup = tav_restore_backup_path (path);

  if (!tav_cli_lock (path))
    return TAV_CLI_FAILED;
  if ((current = tav_document_load_file (path, NULL)) != NULL)
    return tav_cli_fail (path, _("the file is valid: there is nothing to restore"));
  if (!(earlier = tav_document_load_file (backup, &error)))
    {
      if (g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT) ||
          g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        return tav_cli_fail (path, _("there is no earlier version (%s) to restore"), backup);
      return tav_cli_fail (backup, _("the earlier version cannot be restored either: %s"),
                           error->message);
    }

  if (!(kept = tav_restore_backup (path, tav_cli_held_lock (path), &error)))
    return tav_cli_fail (path, _("could not restore: %s"), error->message);

  /* TRANSLATORS: "Restored cup.tavolo from cup.tavolo~; the refused file is kept as cup.tavolo.refused" */
  message = g_strdup_printf (_("Restored %s from %s; the refused file is kept as %s\n"), path,
                             backup, kept);
  tav_cli_write (message);
  return TAV_CLI_OK;
}
