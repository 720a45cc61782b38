/* tav-round-timer.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-round-timer"

#include "config.h"

#include "tav-round-timer.h"

/* The remaining time follows the monotonic clock, not the count of ticks: a
 * busy main loop makes the display late, never the timer. */
struct _TavRoundTimer
{
  GObject  parent_instance;

  guint    duration;     /* seconds */
  gint64   remaining_us; /* when paused */
  gint64   end_time;     /* monotonic, when running */
  guint    remaining;    /* seconds, as last notified */
  guint    tick_id;
  /* After 0:00 the players finish their turn: the time beyond is counted
   * from the moment the time ran out until the timer is reset. */
  gint64   finished_at;  /* monotonic */
  guint    overtime;     /* seconds, as last notified */
  guint    overtime_id;
};

G_DEFINE_FINAL_TYPE (TavRoundTimer, tav_round_timer, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_DURATION,
  PROP_REMAINING,
  PROP_RUNNING,
  PROP_FINISHED,
  PROP_OVERTIME,
  N_PROPS
};

enum {
  FINISHED,
  STATE_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

TavRoundTimer *
tav_round_timer_new (void)
{
  return g_object_new (TAV_TYPE_ROUND_TIMER, NULL);
}

/* “1:05:00”, “59:59”, “0:07”. */
char *
tav_round_timer_format (guint seconds)
{
  return tav_timer_state_format (seconds);
}

static gint64
remaining_us (TavRoundTimer *self)
{
  if (self->tick_id != 0)
    return MAX (0, self->end_time - g_get_monotonic_time ());

  return self->remaining_us;
}

static void
update_remaining (TavRoundTimer *self)
{
  /* Rounded up: the display shows 0:00 only when the time is up. */
  guint remaining = (guint) ((remaining_us (self) + G_USEC_PER_SEC - 1) / G_USEC_PER_SEC);

  if (remaining == self->remaining)
    return;

  self->remaining = remaining;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REMAINING]);
}

static void
stop_ticking (TavRoundTimer *self)
{
  if (self->tick_id == 0)
    return;

  self->remaining_us = remaining_us (self);
  g_clear_handle_id (&self->tick_id, g_source_remove);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
}

static gboolean
overtime_cb (gpointer user_data)
{
  TavRoundTimer *self = user_data;
  guint overtime = (guint) ((g_get_monotonic_time () - self->finished_at) / G_USEC_PER_SEC);

  if (overtime != self->overtime)
    {
      self->overtime = overtime;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_OVERTIME]);
    }
  return G_SOURCE_CONTINUE;
}

static void
stop_overtime (TavRoundTimer *self)
{
  g_clear_handle_id (&self->overtime_id, g_source_remove);
  if (self->overtime == 0)
    return;
  self->overtime = 0;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_OVERTIME]);
}

static gboolean
tick_cb (gpointer user_data)
{
  TavRoundTimer *self = user_data;

  update_remaining (self);

  if (remaining_us (self) > 0)
    return G_SOURCE_CONTINUE;

  self->remaining_us = 0;
  self->tick_id = 0;
  self->finished_at = self->end_time;
  self->overtime_id = g_timeout_add (200, overtime_cb, self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FINISHED]);
  g_signal_emit (self, signals[FINISHED], 0);

  return G_SOURCE_REMOVE;
}

void
tav_round_timer_start (TavRoundTimer *self)
{
  g_return_if_fail (TAV_IS_ROUND_TIMER (self));

  if (self->tick_id != 0 || self->remaining_us == 0)
    return;

  self->end_time = g_get_monotonic_time () + self->remaining_us;
  self->tick_id = g_timeout_add (200, tick_cb, self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
  g_signal_emit (self, signals[STATE_CHANGED], 0);
}

void
tav_round_timer_pause (TavRoundTimer *self)
{
  g_return_if_fail (TAV_IS_ROUND_TIMER (self));

  stop_ticking (self);
  update_remaining (self);
  g_signal_emit (self, signals[STATE_CHANGED], 0);
}

/* Back to the full length, stopped. */
void
tav_round_timer_reset (TavRoundTimer *self)
{
  gboolean was_finished;

  g_return_if_fail (TAV_IS_ROUND_TIMER (self));

  was_finished = tav_round_timer_get_finished (self);
  stop_ticking (self);
  stop_overtime (self);
  self->remaining_us = (gint64) self->duration * G_USEC_PER_SEC;
  update_remaining (self);

  if (was_finished != tav_round_timer_get_finished (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FINISHED]);
  g_signal_emit (self, signals[STATE_CHANGED], 0);
}

/* The state goes out as wall-clock time (see TavTimerState): the
 * monotonic clock starts again with the computer, and a crash or a
 * restart must not stop the round. A running timer and one that ran out
 * are both kept as the moment the time ends (the overtime counts from
 * it). */
void
tav_round_timer_get_state (TavRoundTimer *self,
                           TavTimerState *state)
{
  gint64 now = g_get_monotonic_time ();

  g_return_if_fail (TAV_IS_ROUND_TIMER (self));
  g_return_if_fail (state != NULL);

  state->duration = self->duration;
  state->running = FALSE;
  state->end = 0;
  state->remaining_us = self->remaining_us;
  if (self->tick_id != 0)
    {
      state->running = TRUE;
      state->end = g_get_real_time () + (self->end_time - now);
    }
  else if (tav_round_timer_get_finished (self))
    {
      state->running = TRUE;
      state->end = g_get_real_time () - (now - self->finished_at);
    }
}

/* The other way, as read by tav_timer_state_load (). */
void
tav_round_timer_set_state (TavRoundTimer       *self,
                           const TavTimerState *state)
{
  g_return_if_fail (TAV_IS_ROUND_TIMER (self));
  g_return_if_fail (state != NULL);

  tav_round_timer_set_duration (self, state->duration);
  if (state->running)
    {
      gint64 now = g_get_monotonic_time ();

      self->remaining_us = MAX (0, state->end - g_get_real_time ());
      if (self->remaining_us > 0)
        tav_round_timer_start (self);
      else
        {
          /* It ran out while the app was away: no “time is up” now, the
           * overtime goes on from the end. */
          self->finished_at = now - (g_get_real_time () - state->end);
          self->overtime_id = g_timeout_add (200, overtime_cb, self);
          overtime_cb (self);
          g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FINISHED]);
        }
    }
  else
    self->remaining_us = state->remaining_us;
  update_remaining (self);
  g_signal_emit (self, signals[STATE_CHANGED], 0);
}

guint
tav_round_timer_get_duration (TavRoundTimer *self)
{
  g_return_val_if_fail (TAV_IS_ROUND_TIMER (self), 0);

  return self->duration;
}

/* A new length also resets the timer. */
void
tav_round_timer_set_duration (TavRoundTimer *self,
                              guint          seconds)
{
  g_return_if_fail (TAV_IS_ROUND_TIMER (self));

  if (self->duration != seconds)
    {
      self->duration = seconds;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DURATION]);
    }

  tav_round_timer_reset (self);
}

guint
tav_round_timer_get_remaining (TavRoundTimer *self)
{
  g_return_val_if_fail (TAV_IS_ROUND_TIMER (self), 0);

  return self->remaining;
}

gboolean
tav_round_timer_get_running (TavRoundTimer *self)
{
  g_return_val_if_fail (TAV_IS_ROUND_TIMER (self), FALSE);

  return self->tick_id != 0;
}

/* Seconds since the time ran out; 0 until then and after a reset. */
guint
tav_round_timer_get_overtime (TavRoundTimer *self)
{
  g_return_val_if_fail (TAV_IS_ROUND_TIMER (self), 0);

  return self->overtime;
}

/* The time ran out (and the timer was not reset since). */
gboolean
tav_round_timer_get_finished (TavRoundTimer *self)
{
  g_return_val_if_fail (TAV_IS_ROUND_TIMER (self), FALSE);

  return self->tick_id == 0 && self->remaining_us == 0 && self->duration > 0;
}

static void
tav_round_timer_dispose (GObject *object)
{
  TavRoundTimer *self = (TavRoundTimer *)object;

  g_clear_handle_id (&self->tick_id, g_source_remove);
  g_clear_handle_id (&self->overtime_id, g_source_remove);

  G_OBJECT_CLASS (tav_round_timer_parent_class)->dispose (object);
}

static void
tav_round_timer_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  TavRoundTimer *self = TAV_ROUND_TIMER (object);

  switch (prop_id)
    {
    case PROP_DURATION:
      g_value_set_uint (value, self->duration);
      break;

    case PROP_REMAINING:
      g_value_set_uint (value, self->remaining);
      break;

    case PROP_RUNNING:
      g_value_set_boolean (value, tav_round_timer_get_running (self));
      break;

    case PROP_FINISHED:
      g_value_set_boolean (value, tav_round_timer_get_finished (self));
      break;

    case PROP_OVERTIME:
      g_value_set_uint (value, self->overtime);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tav_round_timer_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  TavRoundTimer *self = TAV_ROUND_TIMER (object);

  switch (prop_id)
    {
    case PROP_DURATION:
      tav_round_timer_set_duration (self, g_value_get_uint (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tav_round_timer_class_init (TavRoundTimerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tav_round_timer_dispose;
  object_class->get_property = tav_round_timer_get_property;
  object_class->set_property = tav_round_timer_set_property;

  properties[PROP_DURATION] =
    g_param_spec_uint ("duration", NULL, NULL,
                       0, 24 * 3600, 0,
                       (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_REMAINING] =
    g_param_spec_uint ("remaining", NULL, NULL,
                       0, 24 * 3600, 0,
                       (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_RUNNING] =
    g_param_spec_boolean ("running", NULL, NULL,
                          FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_FINISHED] =
    g_param_spec_boolean ("finished", NULL, NULL,
                          FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_OVERTIME] =
    g_param_spec_uint ("overtime", NULL, NULL,
                       0, G_MAXUINT, 0,
                       (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TavRoundTimer::finished:
   *
   * The time is up.
   */
  signals[FINISHED] =
    g_signal_new ("finished",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  /**
   * TavRoundTimer::state-changed:
   *
   * Started, paused, reset or restored: what tav_round_timer_save()
   * writes has changed (the ticking does not change it).
   */
  signals[STATE_CHANGED] =
    g_signal_new ("state-changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
tav_round_timer_init (TavRoundTimer *self)
{
}
