/* tav-venue-watch.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-venue-watch"

#include "config.h"

#include "tav-venue-watch.h"

/* What the pages show comes from files other programs save (the event for
 * `tavolo-cli serve`, the season for both it and the app): they save by
 * writing a new file and renaming it over the old one, a few events of
 * the monitor. The file is read once they are over. */
struct _TavVenueWatch
{
  GFileMonitor      *monitor;
  TavVenueWatchFunc  changed;
  gpointer           data;
  guint              timeout_id;
};

#define SETTLE_MS 200

static gboolean
settled_cb (gpointer user_data)
{
  TavVenueWatch *watch = user_data;

  watch->timeout_id = 0;
  watch->changed (watch->data);
  return G_SOURCE_REMOVE;
}

static void
monitor_changed_cb (GFileMonitor      *monitor,
                    GFile             *file,
                    GFile             *other,
                    GFileMonitorEvent  event_type,
                    TavVenueWatch     *watch)
{
  if (event_type == G_FILE_MONITOR_EVENT_ATTRIBUTE_CHANGED)
    return;
  g_clear_handle_id (&watch->timeout_id, g_source_remove);
  watch->timeout_id = g_timeout_add (SETTLE_MS, settled_cb, watch);
}

/* @changed is called on the thread-default main context of the caller. */
TavVenueWatch *
tav_venue_watch_new (const char         *path,
                     TavVenueWatchFunc   changed,
                     gpointer            data,
                     GError            **error)
{
  g_autoptr(GFile) file = NULL;
  TavVenueWatch *watch;
  GFileMonitor *monitor;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (changed != NULL, NULL);

  file = g_file_new_for_commandline_arg (path);
  monitor = g_file_monitor_file (file, G_FILE_MONITOR_WATCH_MOVES, NULL, error);
  if (monitor == NULL)
    return NULL;

  watch = g_new0 (TavVenueWatch, 1);
  watch->monitor = monitor;
  watch->changed = changed;
  watch->data = data;
  g_signal_connect (monitor, "changed", G_CALLBACK (monitor_changed_cb), watch);
  return watch;
}

void
tav_venue_watch_free (TavVenueWatch *watch)
{
  if (watch == NULL)
    return;
  g_clear_handle_id (&watch->timeout_id, g_source_remove);
  g_signal_handlers_disconnect_by_data (watch->monitor, watch);
  g_file_monitor_cancel (watch->monitor);
  g_object_unref (watch->monitor);
  g_free (watch);
}
