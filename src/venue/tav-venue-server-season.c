/* tav-venue-server-season.c
 *
 * The season the event is part of, for the "/season" page: read from its
 * file, off the app's main loop, and read again each time the file is
 * saved; what the room may see of it is built again only when needed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-venue-server"

#include "config.h"

#include "tav-season-document.h"
#include "tav-venue-server-private.h"

/* What the room may see of the season, built again only when the season
 * was read again or what of it is secret changed (the event's ranking
 * published, the event added to the season): not at every result. */
TavVenueSeason *
tav_venue_server_season_view (TavVenueServer *self)
{
  const TavSeasonTournament *secret;

  if (self->season == NULL)
    {
      g_clear_pointer (&self->season_view, tav_venue_season_unref);
      return NULL;
    }
  secret = tav_season_find_secret (self->season, self->event);
  if (self->season_view == NULL || self->season_view_secret != secret)
    {
      g_clear_pointer (&self->season_view, tav_venue_season_unref);
      self->season_view = tav_venue_season_new (self->season, self->event);
      self->season_view_secret = secret;
    }
  return self->season_view;
}

/* The season of @path, if it ranks tournaments of the event's ruleset. */
static TavSeason *
read_season (TavVenueServer  *self,
             const char      *path,
             GError         **error)
{
  g_autoptr(TavSeason) season = tav_season_load_file (path, error);

  if (season == NULL || (self->event != NULL && !tav_season_check_ruleset (season, self->event, error)))
    return NULL;
  return g_steal_pointer (&season);
}

static void
replace_season (TavVenueServer *self,
                TavSeason      *season)
{
  g_clear_pointer (&self->season_view, tav_venue_season_unref);
  g_set_object (&self->season, season);
  tav_venue_server_rebuild (self);
}

typedef struct
{
  GWeakRef  server;
  char     *path;
} SeasonLoad;

static void
season_load_free (SeasonLoad *load)
{
  g_weak_ref_clear (&load->server);
  g_free (load->path);
  g_free (load);
}

/* Reading a season file of a few hundred KB takes tens of milliseconds:
 * not on the app's main loop. */
static void
load_season_thread (GTask        *task,
                    gpointer      source,
                    gpointer      data,
                    GCancellable *cancellable)
{
  SeasonLoad *load = data;
  GError *error = NULL;
  TavSeason *season = tav_season_load_file (load->path, &error);

  if (season != NULL)
    g_task_return_pointer (task, season, g_object_unref);
  else
    g_task_return_error (task, error);
}

static void
season_loaded_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  SeasonLoad *load = g_task_get_task_data (G_TASK (result));
  g_autoptr(TavVenueServer) self = g_weak_ref_get (&load->server);
  g_autoptr(GError) error = NULL;
  g_autoptr(TavSeason) season = g_task_propagate_pointer (G_TASK (result), &error);

  /* Another season chosen since, or the server gone. */
  if (self == NULL || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  if (season != NULL && self->event != NULL && !tav_season_check_ruleset (season, self->event, &error))
    g_clear_object (&season);
  if (season == NULL)
    {
      tav_venue_server_season_error (self, error->message);
      return;
    }
  replace_season (self, season);
}

/* The season file was saved again: the pages follow it. A version that
 * cannot be read is reported ("season-error") and the last one kept. */
static void
season_changed_cb (gpointer data)
{
  TavVenueServer *self = data;
  g_autoptr(GTask) task = NULL;
  SeasonLoad *load = g_new0 (SeasonLoad, 1);

  g_cancellable_cancel (self->season_cancellable);
  g_set_object (&self->season_cancellable, g_cancellable_new ());
  g_weak_ref_init (&load->server, self);
  load->path = g_strdup (self->season_path);
  task = g_task_new (NULL, self->season_cancellable, season_loaded_cb, NULL);
  g_task_set_task_data (task, load, (GDestroyNotify) season_load_free);
  g_task_run_in_thread (task, load_season_thread);
}

/**
 * tav_venue_server_set_season_file:
 * @path: (nullable): the season file of the event, or %NULL for none
 *
 * Shows the season of @path on the "/season" page and follows the file
 * as it is saved. Fails, leaving the season shown as it was, when @path
 * cannot be read or is not a season of the event's ruleset.
 */
gboolean
tav_venue_server_set_season_file (TavVenueServer  *self,
                                  const char      *path,
                                  GError         **error)
{
  g_autoptr(TavSeason) season = NULL;
  g_autoptr(TavVenueWatch) watch = NULL;

  g_return_val_if_fail (TAV_IS_VENUE_SERVER (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (path != NULL &&
      (!(season = read_season (self, path, error)) ||
       !(watch = tav_venue_watch_new (path, season_changed_cb, self, error))))
    return FALSE;

  g_clear_pointer (&self->season_watch, tav_venue_watch_free);
  g_cancellable_cancel (self->season_cancellable);
  self->season_watch = g_steal_pointer (&watch);
  g_free (self->season_path);
  self->season_path = g_strdup (path);
  replace_season (self, season);
  return TRUE;
}

/* The season shown, as last read, or NULL. */
TavSeason *
tav_venue_server_get_season (TavVenueServer *self)
{
  g_return_val_if_fail (TAV_IS_VENUE_SERVER (self), NULL);
  return self->season;
}

/* The file of the season shown, or NULL. */
const char *
tav_venue_server_get_season_file (TavVenueServer *self)
{
  g_return_val_if_fail (TAV_IS_VENUE_SERVER (self), NULL);
  return self->season_path;
}
