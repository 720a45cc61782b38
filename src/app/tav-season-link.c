/* tav-season-link.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-season-link"

#include "config.h"

#include "tav-season-link.h"
#include "tav-state-file.h"

/* Which season file the venue network shows with an event. It is a path
 * on this computer, not a fact about the tournament: the event file goes
 * to other computers (a judge's, the league's) where that path means
 * nothing, and `tavolo-cli serve` is told it with --season. So it is kept
 * in seasons.ini beside the recovery copies, one group per event: the
 * event's id (which a copy or a “Save As” keeps), or for a file older
 * than ids the file's URI. */

#define STORE "seasons.ini"

static char *
link_key (TavEvent *event,
          GFile    *file)
{
  const char *id = tav_event_get_event_id (event);

  if (id[0] != '\0')
    return g_strconcat ("event ", id, NULL);
  return file ? g_file_get_uri (file) : NULL;
}

/* The season file linked to @event (read from @file, or never saved), or
 * NULL. */
char *
tav_season_link_get (TavEvent *event,
                     GFile    *file)
{
  g_autofree char *key = NULL;
  g_autofree char *uri = NULL;
  g_autoptr(GKeyFile) key_file = NULL;

  g_return_val_if_fail (TAV_IS_EVENT (event), NULL);
  g_return_val_if_fail (file == NULL || G_IS_FILE (file), NULL);

  if ((key = link_key (event, file)) == NULL)
    return NULL;
  key_file = tav_state_file_read (STORE);
  uri = g_key_file_get_string (key_file, key, "season", NULL);
  return uri ? g_filename_from_uri (uri, NULL, NULL) : NULL;
}

/* @season_path: NULL to forget the link. */
void
tav_season_link_set (TavEvent   *event,
                     GFile      *file,
                     const char *season_path)
{
  g_autofree char *key = NULL;
  g_autofree char *uri = NULL;
  g_autoptr(GKeyFile) key_file = NULL;

  g_return_if_fail (TAV_IS_EVENT (event));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  if ((key = link_key (event, file)) == NULL)
    return;
  key_file = tav_state_file_read (STORE);
  if (season_path == NULL)
    {
      if (!g_key_file_remove_group (key_file, key, NULL))
        return;
    }
  else
    {
      g_autofree char *absolute = g_canonicalize_filename (season_path, NULL);

      if ((uri = g_filename_to_uri (absolute, NULL, NULL)) == NULL)
        return;
      g_key_file_set_string (key_file, key, "season", uri);
    }
  tav_state_file_write (STORE, key_file);
}
