/* tav-cli-restore.c — tavolo-cli restore: back to the version saved before
 *
 * The mend every load refusal can name. A file Tavolo refuses can only come
 * from outside it (an editor, a damaged disk): every save reads its own
 * text back first (tav_document_check_readable). Its FILE~ is the version
 * the last save replaced; restore puts it back, and keeps the refused file
 * beside it, so that nothing is lost whatever was in it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tavolo-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "tav-cli.h"
#include "tav-file-save.h"

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

/* Whether the version before FILE's last save loads: the hint that the
 * loader's refusals add (tav_cli_load). */
gboolean
tav_cli_can_restore (const char *path)
{
  g_autofree char *target = tav_file_resolve (path);
  g_autofree char *backup = g_strconcat (target, "~", NULL);
  g_autoptr(TavEvent) event = tav_document_load_file (backup, NULL);

  return event != NULL;
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
  g_autofree char *target = NULL;
  g_autofree char *backup = NULL;
  g_autofree char *refused_text = NULL;
  g_autofree char *earlier_text = NULL;
  g_autofree char *kept = NULL;
  g_autofree char *message = NULL;
  gsize refused_length = 0, earlier_length = 0;
  const char *path;
  int status = TAV_CLI_OK;

  if (!tav_cli_parse_options (tav_cli_find_command ("restore"), entries, argc, argv, &args,
                              &status) ||
      !tav_cli_check_args ("restore", args, 1, 1, "FILE", &status))
    return status;
  path = args[1];
  /* Saves keep FILE~ beside the file a link leads to. */
  target = tav_file_resolve (path);
  backup = g_strconcat (target, "~", NULL);

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

  /* The refused file is kept first, so that nothing of it can be lost. */
  if (!g_file_get_contents (path, &refused_text, &refused_length, &error) ||
      !g_file_get_contents (backup, &earlier_text, &earlier_length, &error))
    return tav_cli_fail_error (path, error);
  kept = free_name_for (target);
  if (!tav_file_save (kept, refused_text, refused_length, FALSE, NULL, &error) ||
      !tav_file_save (path, earlier_text, earlier_length, FALSE, tav_cli_held_lock (path), &error))
    return tav_cli_fail (path, _("could not restore: %s"), error->message);

  /* TRANSLATORS: "Restored cup.tavolo from cup.tavolo~; the refused file is kept as cup.tavolo.refused" */
  message = g_strdup_printf (_("Restored %s from %s; the refused file is kept as %s\n"), path,
                             backup, kept);
  tav_cli_write (message);
  return TAV_CLI_OK;
}
