/* tav-venue-server.c
 *
 * The server answers phones from a thread of its own, with its own main
 * context: the app's main loop only builds a snapshot of the public state
 * once per change of the event and hands it over; no request ever waits
 * for the app, and a slow phone never slows the app.
 *
 * It faces a room of strangers: read-only, GET and HEAD only, no request
 * body, bounded URIs and queries, limits on connections (in all and per
 * address) and on requests per address, and only the pages and the few
 * assets it knows.
 *
 * This file is the object and the app's side of it: the event, the
 * snapshot rebuilt from it, the announcement, the timer and the limits.
 * The other units are named in tav-venue-server-private.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-venue-server"

#include "config.h"

#include "tav-venue-judge.h"
#include "tav-venue-results.h"
#include "tav-venue-server-private.h"

G_DEFINE_FINAL_TYPE (TavVenueServer, tav_venue_server, G_TYPE_OBJECT)
G_DEFINE_QUARK (tav-venue-server-error-quark, tav_venue_server_error)

enum {
  SEASON_ERROR,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

#define REBUILD_DELAY_MS   100    /* a burst of edits makes one snapshot */

static gint64
timer_remaining_us (TavVenueServer *self)
{
  if (self->timer_running)
    return MAX (0, self->timer_end - g_get_monotonic_time ());
  return self->timer_remaining;
}

/* Under lock. */
void
tav_venue_server_read_timer (TavVenueServer *self,
                             TavVenueTimer  *timer)
{
  timer->duration = self->timer_duration;
  timer->remaining_ms = (timer_remaining_us (self) + 999) / 1000;
  timer->running = self->timer_running && timer->remaining_ms > 0;
  /* The tables a judge extended run on from there. */
  timer->ended = self->timer_running && timer->remaining_ms == 0;
  timer->over_ms = timer->ended ? MAX (0, g_get_monotonic_time () - self->timer_end) / 1000 : 0;
}

TavVenueSnapshot *
tav_venue_server_get_snapshot (TavVenueServer *self,
                               TavVenueTimer  *timer)
{
  TavVenueSnapshot *snapshot;

  g_mutex_lock (&self->lock);
  snapshot = g_object_ref (self->snapshot);
  tav_venue_server_read_timer (self, timer);
  g_mutex_unlock (&self->lock);

  return snapshot;
}

/* For the tables' forms, on the server's thread. */
static void
read_clock (gpointer       data,
            TavVenueTimer *timer)
{
  TavVenueServer *self = data;

  g_mutex_lock (&self->lock);
  tav_venue_server_read_timer (self, timer);
  g_mutex_unlock (&self->lock);
}

void
tav_venue_server_rebuild (TavVenueServer *self)
{
  g_autoptr(TavVenueSnapshot) snapshot = NULL;

  g_clear_handle_id (&self->rebuild_id, g_source_remove);
  snapshot = tav_venue_snapshot_new (self->event, self->announcement, ++self->version,
                                     tav_venue_server_season_view (self));

  g_mutex_lock (&self->lock);
  g_set_object (&self->snapshot, snapshot);
  g_mutex_unlock (&self->lock);

  /* A revoked judge's page hears "revoked" before the news that would
   * reload it. */
  tav_venue_judge_check_streams (self);
  /* Served alone or in a hall: the context it answers on. */
  if (self->context != NULL)
    g_main_context_invoke (self->context, tav_venue_server_broadcast_version_cb, self);
}

/* The snapshot of the edits made so far, built now if they wait for the
 * delay that gathers a burst: its version, which the page answering an
 * edit carries so that the news of its own edit does not reload it. In
 * the event's thread. */
guint64
tav_venue_server_publish_pending (TavVenueServer *self)
{
  if (self->rebuild_id != 0)
    tav_venue_server_rebuild (self);
  return self->version;
}

/* The season file changed but cannot be read: see "season-error". */
void
tav_venue_server_season_error (TavVenueServer *self,
                               const char     *message)
{
  g_signal_emit (self, signals[SEASON_ERROR], 0, message);
}

static gboolean
rebuild_cb (gpointer data)
{
  TavVenueServer *self = data;

  self->rebuild_id = 0;
  tav_venue_server_rebuild (self);
  return G_SOURCE_REMOVE;
}

static void
schedule_rebuild (TavVenueServer *self)
{
  if (self->rebuild_id == 0)
    self->rebuild_id = g_timeout_add (REBUILD_DELAY_MS, rebuild_cb, self);
}

static void
tav_venue_server_dispose (GObject *object)
{
  TavVenueServer *self = TAV_VENUE_SERVER (object);

  tav_venue_server_stop (self);
  g_clear_handle_id (&self->rebuild_id, g_source_remove);
  if (self->event_signals)
    g_signal_group_set_target (self->event_signals, NULL);
  g_clear_object (&self->event_signals);
  g_clear_object (&self->event);
  g_clear_pointer (&self->season_watch, tav_venue_watch_free);
  g_cancellable_cancel (self->season_cancellable);
  g_clear_object (&self->season_cancellable);
  g_clear_pointer (&self->season_view, tav_venue_season_unref);
  g_clear_object (&self->season);

  G_OBJECT_CLASS (tav_venue_server_parent_class)->dispose (object);
}

static void
tav_venue_server_finalize (GObject *object)
{
  TavVenueServer *self = TAV_VENUE_SERVER (object);

  g_clear_object (&self->snapshot);
  g_clear_pointer (&self->results, tav_venue_results_free);
  g_clear_error (&self->start_error);
  g_free (self->announcement);
  g_free (self->address);
  g_free (self->prefix);
  g_free (self->season_path);
  g_mutex_clear (&self->lock);
  g_cond_clear (&self->cond);

  G_OBJECT_CLASS (tav_venue_server_parent_class)->finalize (object);
}

static void
tav_venue_server_class_init (TavVenueServerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tav_venue_server_dispose;
  object_class->finalize = tav_venue_server_finalize;

  /**
   * TavVenueServer::season-error:
   * @message: what is wrong with the season file
   *
   * The season file changed but cannot be read: the pages keep showing
   * the last version read.
   */
  signals[SEASON_ERROR] =
    g_signal_new ("season-error", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
tav_venue_server_init (TavVenueServer *self)
{
  g_mutex_init (&self->lock);
  g_cond_init (&self->cond);
  self->prefix = g_strdup ("");
  self->max_connections = 2048;
  self->max_per_client = 16;
  self->requests_per_minute = 120;
  self->deadlines.receive = TAV_VENUE_RECEIVE_SECONDS;
  self->deadlines.answer = TAV_VENUE_ANSWER_SECONDS;
  self->results = tav_venue_results_new (g_main_context_get_thread_default () ?
                                         g_main_context_get_thread_default () :
                                         g_main_context_default ());
  tav_venue_results_set_clock (self->results, read_clock, self);
  self->event_signals = g_signal_group_new (TAV_TYPE_EVENT);
  /* Every edit emits "changed"; publishing and renaming notify. */
  g_signal_group_connect_swapped (self->event_signals, "changed",
                                  G_CALLBACK (schedule_rebuild), self);
  g_signal_group_connect_swapped (self->event_signals, "notify",
                                  G_CALLBACK (schedule_rebuild), self);
}

TavVenueServer *
tav_venue_server_new (void)
{
  return g_object_new (TAV_TYPE_VENUE_SERVER, NULL);
}

TavEvent *
tav_venue_server_get_event (TavVenueServer *self)
{
  g_return_val_if_fail (TAV_IS_VENUE_SERVER (self), NULL);
  return self->event;
}

void
tav_venue_server_set_event (TavVenueServer *self,
                            TavEvent       *event)
{
  g_return_if_fail (TAV_IS_VENUE_SERVER (self));
  g_return_if_fail (event == NULL || TAV_IS_EVENT (event));

  if (!g_set_object (&self->event, event))
    return;
  tav_venue_results_set_event (self->results, event);
  g_signal_group_set_target (self->event_signals, event);
  tav_venue_server_rebuild (self);
}

/* Where the results sent from the tables go: see TavVenueEditBegin. */
void
tav_venue_server_set_editor (TavVenueServer    *self,
                             TavVenueEditBegin  begin,
                             TavVenueEditEnd    end,
                             gpointer           data)
{
  g_return_if_fail (TAV_IS_VENUE_SERVER (self));
  tav_venue_results_set_editor (self->results, begin, end, data);
}

void
tav_venue_server_set_announcement (TavVenueServer *self,
                                   const char     *text)
{
  g_return_if_fail (TAV_IS_VENUE_SERVER (self));

  if (g_strcmp0 (self->announcement, text) == 0)
    return;
  g_free (self->announcement);
  self->announcement = g_strdup (text);
  tav_venue_server_rebuild (self);
}

/* What the app's round timer shows: the phones count down by themselves
 * from there. */
void
tav_venue_server_set_timer (TavVenueServer *self,
                            guint           duration,
                            guint           remaining,
                            gboolean        running)
{
  g_return_if_fail (TAV_IS_VENUE_SERVER (self));

  g_mutex_lock (&self->lock);
  self->timer_duration = duration;
  self->timer_running = running;
  self->timer_remaining = (gint64) remaining * G_USEC_PER_SEC;
  self->timer_end = g_get_monotonic_time () + self->timer_remaining;
  g_mutex_unlock (&self->lock);

  if (self->context != NULL)
    g_main_context_invoke (self->context, tav_venue_server_broadcast_timer_cb, self);
}

void
tav_venue_server_set_limits (TavVenueServer *self,
                             guint           max_connections,
                             guint           max_per_client,
                             guint           requests_per_minute)
{
  g_return_if_fail (TAV_IS_VENUE_SERVER (self));
  g_return_if_fail (self->thread == NULL);
  g_return_if_fail (max_connections > 0 && max_per_client > 0 && requests_per_minute > 0);

  self->max_connections = max_connections;
  self->max_per_client = max_per_client;
  self->requests_per_minute = requests_per_minute;
}

/* How long a phone may take to send a request, and to be answered (in
 * seconds; see tav-venue-connections.c). */
void
tav_venue_server_set_deadlines (TavVenueServer *self,
                                guint           receive,
                                guint           answer)
{
  g_return_if_fail (TAV_IS_VENUE_SERVER (self));
  g_return_if_fail (self->thread == NULL);
  g_return_if_fail (receive > 0 && answer > 0);

  self->deadlines.receive = receive;
  self->deadlines.answer = answer;
}

guint64
tav_venue_server_get_version (TavVenueServer *self)
{
  g_return_val_if_fail (TAV_IS_VENUE_SERVER (self), 0);
  return self->version;
}

/* Builds the snapshot now rather than after the short delay that gathers
 * a burst of edits. */
void
tav_venue_server_refresh (TavVenueServer *self)
{
  g_return_if_fail (TAV_IS_VENUE_SERVER (self));
  tav_venue_server_rebuild (self);
}
