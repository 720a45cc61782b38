/* tav-timer-button.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-timer-button"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-display.h"
#include "tav-table-clock.h"
#include "tav-timer-button.h"
#include "tav-ui.h"

/* The round timer in the header bar: the time left on the button, and in
 * its popover the controls and the length of a round. A new round of the
 * event sets the timer to the ruleset's length; when the time is up the
 * desktop is notified (the organiser may be in another room). */
struct _TavTimerButton
{
  AdwBin         parent_instance;

  TavRoundTimer *timer;
  GSignalGroup  *timer_signals;
  TavEvent      *event;
  GSignalGroup  *event_signals;
  char          *round_key;     /* the round the timer was set for */
  guint          round_length;  /* seconds, the ruleset's for that round */
  guint          n_extra;       /* tables in extra time, as last shown */
  gboolean       over_pending;  /* time up, extended tables still playing */

  /* Template widgets */
  GtkMenuButton *menu_button;
  GtkLabel      *button_label;
  GtkLabel      *big_label;
  GtkLabel      *extra_label;
  GtkButton     *start_button;
  GtkSpinButton *minutes_spin;
};

G_DEFINE_FINAL_TYPE (TavTimerButton, tav_timer_button, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_TIMER,
  PROP_EVENT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static TavRound *
current_round (TavTimerButton *self)
{
  TavStage *stage = self->event ? tav_event_get_current_stage (self->event) : NULL;

  return stage ? tav_stage_get_last_round (stage) : NULL;
}

static void send_time_up (TavTimerButton *self);

/* The round's own time is up, and tables given more time still play:
 * the round is over only when the last of them is out of time. The
 * button then counts down to that table's end. Returns whether it does. */
static gboolean
update_extra_time (TavTimerButton *self)
{
  TavRound *round = current_round (self);
  TavTimerState state;
  gint64 now = g_get_real_time ();
  g_autofree char *clock = NULL;
  g_autofree char *words = NULL;
  guint n = 0;

  if (self->timer != NULL && round != NULL)
    {
      tav_round_timer_get_state (self->timer, &state);
      n = tav_table_clock_count_extra_time (round, &state, now);
    }
  self->n_extra = n;
  gtk_widget_set_visible (GTK_WIDGET (self->extra_label), n > 0);
  if (n == 0)
    {
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->menu_button), _("Round Timer"));
      gtk_widget_remove_css_class (GTK_WIDGET (self->menu_button), "timer-extra");
      /* The last extended table is out of time: now the round is over. */
      if (self->over_pending)
        send_time_up (self);
      return FALSE;
    }

  clock = tav_round_timer_format ((guint) ((tav_table_clock_last_remaining_us (round, &state, now)
                                            + G_USEC_PER_SEC - 1) / G_USEC_PER_SEC));
  /* Translators: the round's own time is up, but tables given more time
   * by a judge still play */
  words = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u table in extra time",
                                        "%u tables in extra time", n), n);
  gtk_label_set_label (self->button_label, clock);
  gtk_label_set_label (self->big_label, clock);
  gtk_label_set_label (self->extra_label, words);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->menu_button), words);
  gtk_widget_add_css_class (GTK_WIDGET (self->menu_button), "timer-extra");
  return TRUE;
}

static void
tav_timer_button_update (TavTimerButton *self)
{
  g_autofree char *text = NULL;
  gboolean running = FALSE;
  gboolean finished = FALSE;
  guint remaining = 0;
  guint duration = 0;

  if (self->timer != NULL)
    {
      running = tav_round_timer_get_running (self->timer);
      finished = tav_round_timer_get_finished (self->timer);
      remaining = tav_round_timer_get_remaining (self->timer);
      duration = tav_round_timer_get_duration (self->timer);
    }

  /* After 0:00, the time beyond: “+1:25”. */
  if (finished && tav_round_timer_get_overtime (self->timer) > 0)
    {
      g_autofree char *overtime = tav_round_timer_format (tav_round_timer_get_overtime (self->timer));

      /* Translators: the time beyond the end of a round, e.g. “+1:25” */
      text = g_strdup_printf (_("+%s"), overtime);
    }
  else
    text = tav_round_timer_format (remaining);
  if (!finished || !update_extra_time (self))
    {
      gtk_label_set_label (self->button_label, text);
      gtk_label_set_label (self->big_label, text);
    }
  if (!finished)
    {
      self->n_extra = 0;
      self->over_pending = FALSE;
      gtk_widget_set_visible (GTK_WIDGET (self->extra_label), FALSE);
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->menu_button), _("Round Timer"));
      gtk_widget_remove_css_class (GTK_WIDGET (self->menu_button), "timer-extra");
    }

  if (running)
    gtk_button_set_label (self->start_button, _("_Pause"));
  else if (remaining < duration && remaining > 0)
    gtk_button_set_label (self->start_button, _("_Resume"));
  else
    gtk_button_set_label (self->start_button, _("_Start"));

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "timer.toggle",
                                 self->timer != NULL && remaining > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "timer.reset",
                                 self->timer != NULL && (running || remaining < duration));

  if (finished && self->n_extra == 0)
    gtk_widget_add_css_class (GTK_WIDGET (self->menu_button), "timer-finished");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->menu_button), "timer-finished");

  if (running)
    gtk_widget_add_css_class (GTK_WIDGET (self->menu_button), "timer-running");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->menu_button), "timer-running");

  /* Only touched when it differs: setting it resets a running timer. */
  if (duration > 0 && (guint) gtk_spin_button_get_value_as_int (self->minutes_spin) != duration / 60)
    {
      g_signal_handlers_block_matched (self->minutes_spin, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, self);
      gtk_spin_button_set_value (self->minutes_spin, duration / 60);
      g_signal_handlers_unblock_matched (self->minutes_spin, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, self);
    }
}

static void
minutes_changed_cb (TavTimerButton *self)
{
  if (self->timer != NULL)
    tav_round_timer_set_duration (self->timer, gtk_spin_button_get_value_as_int (self->minutes_spin) * 60);
}

static void
tav_timer_button_toggle (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  TavTimerButton *self = TAV_TIMER_BUTTON (widget);

  if (self->timer == NULL)
    return;

  if (tav_round_timer_get_running (self->timer))
    tav_round_timer_pause (self->timer);
  else
    tav_round_timer_start (self->timer);
}

static void
tav_timer_button_reset (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  TavTimerButton *self = TAV_TIMER_BUTTON (widget);

  if (self->timer != NULL)
    tav_round_timer_reset (self->timer);
}

/* A new round sets the timer to the ruleset's length, unless it is
 * running: the next round may be drawn while the last games end. Undo
 * gives a new event, but the same round is still the same round. */
static void
event_changed_cb (TavTimerButton *self)
{
  g_autofree char *key = NULL;

  if (self->event == NULL || self->timer == NULL)
    return;

  /* The same key and length as `tavolo-cli timer` (tav-timer-state.c). */
  key = tav_timer_store_round_key (self->event);
  if (g_strcmp0 (key, self->round_key) == 0)
    return;

  g_free (self->round_key);
  self->round_key = g_steal_pointer (&key);

  if (tav_round_timer_get_running (self->timer))
    return;

  self->round_length = tav_timer_store_round_length (self->event);
  tav_round_timer_set_duration (self->timer, self->round_length);
}

static void
send_time_up (TavTimerButton *self)
{
  GtkWindow *window = tav_ui_get_window (GTK_WIDGET (self));
  GApplication *app = window ? G_APPLICATION (gtk_window_get_application (window)) : NULL;
  TavStage *stage = self->event ? tav_event_get_current_stage (self->event) : NULL;
  TavRound *round = stage ? tav_stage_get_last_round (stage) : NULL;
  g_autofree char *title = round ? tav_display_round_title (round) : NULL;
  g_autofree char *body = NULL;

  if (title != NULL)
    /* Translators: %s is a round, e.g. “Round 2” */
    body = g_strdup_printf (_("%s is over: the players finish the turn they are playing"), title);
  else
    body = g_strdup (_("The round is over"));

  if (app != NULL)
    {
      g_autoptr(GNotification) notification = g_notification_new (_("Time Is Up"));

      g_notification_set_body (notification, body);
      g_notification_set_priority (notification, G_NOTIFICATION_PRIORITY_HIGH);
      g_application_send_notification (app, "round-timer", notification);
    }

  self->over_pending = FALSE;
  tav_ui_toast (GTK_WIDGET (self), _("Time is up"));
}

/* The round timer ran out: the round is over now (update_extra_time ()
 * says so at once), or when the last table given more time is out of
 * time too. */
static void
timer_finished_cb (TavTimerButton *self)
{
  self->over_pending = TRUE;
  if (update_extra_time (self))
    {
      g_autofree char *toast = NULL;

      /* Translators: %s is e.g. “2 tables in extra time” */
      toast = g_strdup_printf (_("The round's time is up; %s"),
                               gtk_label_get_label (self->extra_label));
      tav_ui_toast (GTK_WIDGET (self), toast);
    }
}

/**
 * tav_timer_button_get_n_extra:
 * @self: a #TavTimerButton
 *
 * Returns: how many tables play on time added to them while the round's
 *   own time is up, as the button shows it
 */
guint
tav_timer_button_get_n_extra (TavTimerButton *self)
{
  g_return_val_if_fail (TAV_IS_TIMER_BUTTON (self), 0);

  return self->n_extra;
}

TavEvent *
tav_timer_button_get_event (TavTimerButton *self)
{
  g_return_val_if_fail (TAV_IS_TIMER_BUTTON (self), NULL);

  return self->event;
}

void
tav_timer_button_set_event (TavTimerButton *self,
                            TavEvent       *event)
{
  g_return_if_fail (TAV_IS_TIMER_BUTTON (self));
  g_return_if_fail (!event || TAV_IS_EVENT (event));

  if (!g_set_object (&self->event, event))
    return;

  g_signal_group_set_target (self->event_signals, event);
  event_changed_cb (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EVENT]);
}

/* The length the ruleset gives that round, in seconds. */
guint
tav_timer_button_get_round_length (TavTimerButton *self)
{
  g_return_val_if_fail (TAV_IS_TIMER_BUTTON (self), 0);

  return self->round_length;
}

/* “stage/round”: the round the timer was last set for. */
const char *
tav_timer_button_get_round_key (TavTimerButton *self)
{
  g_return_val_if_fail (TAV_IS_TIMER_BUTTON (self), NULL);

  return self->round_key;
}

TavRoundTimer *
tav_timer_button_get_timer (TavTimerButton *self)
{
  g_return_val_if_fail (TAV_IS_TIMER_BUTTON (self), NULL);

  return self->timer;
}

void
tav_timer_button_set_timer (TavTimerButton *self,
                            TavRoundTimer  *timer)
{
  g_return_if_fail (TAV_IS_TIMER_BUTTON (self));
  g_return_if_fail (!timer || TAV_IS_ROUND_TIMER (timer));

  if (!g_set_object (&self->timer, timer))
    return;

  g_signal_group_set_target (self->timer_signals, timer);
  g_clear_pointer (&self->round_key, g_free);
  event_changed_cb (self);
  tav_timer_button_update (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TIMER]);
}

static void
tav_timer_button_dispose (GObject *object)
{
  TavTimerButton *self = (TavTimerButton *)object;

  g_signal_group_set_target (self->timer_signals, NULL);
  g_signal_group_set_target (self->event_signals, NULL);
  g_clear_object (&self->timer);
  g_clear_object (&self->event);

  /* The menu button is the bin's child: take it out first, or both the
   * template and the bin would unparent it. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), TAV_TYPE_TIMER_BUTTON);

  G_OBJECT_CLASS (tav_timer_button_parent_class)->dispose (object);
}

static void
tav_timer_button_finalize (GObject *object)
{
  TavTimerButton *self = (TavTimerButton *)object;

  g_clear_object (&self->timer_signals);
  g_clear_object (&self->event_signals);
  g_clear_pointer (&self->round_key, g_free);

  G_OBJECT_CLASS (tav_timer_button_parent_class)->finalize (object);
}

static void
tav_timer_button_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TavTimerButton *self = TAV_TIMER_BUTTON (object);

  switch (prop_id)
    {
    case PROP_TIMER:
      g_value_set_object (value, self->timer);
      break;

    case PROP_EVENT:
      g_value_set_object (value, self->event);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tav_timer_button_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  TavTimerButton *self = TAV_TIMER_BUTTON (object);

  switch (prop_id)
    {
    case PROP_TIMER:
      tav_timer_button_set_timer (self, g_value_get_object (value));
      break;

    case PROP_EVENT:
      tav_timer_button_set_event (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tav_timer_button_class_init (TavTimerButtonClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tav_timer_button_dispose;
  object_class->finalize = tav_timer_button_finalize;
  object_class->get_property = tav_timer_button_get_property;
  object_class->set_property = tav_timer_button_set_property;

  properties[PROP_TIMER] =
    g_param_spec_object ("timer", NULL, NULL,
                         TAV_TYPE_ROUND_TIMER,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_EVENT] =
    g_param_spec_object ("event", NULL, NULL,
                         TAV_TYPE_EVENT,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_install_action (widget_class, "timer.toggle", NULL, tav_timer_button_toggle);
  gtk_widget_class_install_action (widget_class, "timer.reset", NULL, tav_timer_button_reset);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tavolo/Tavolo/tav-timer-button.ui");
  gtk_widget_class_bind_template_child (widget_class, TavTimerButton, menu_button);
  gtk_widget_class_bind_template_child (widget_class, TavTimerButton, button_label);
  gtk_widget_class_bind_template_child (widget_class, TavTimerButton, big_label);
  gtk_widget_class_bind_template_child (widget_class, TavTimerButton, extra_label);
  gtk_widget_class_bind_template_child (widget_class, TavTimerButton, start_button);
  gtk_widget_class_bind_template_child (widget_class, TavTimerButton, minutes_spin);
  gtk_widget_class_bind_template_callback (widget_class, minutes_changed_cb);
}

static void
tav_timer_button_init (TavTimerButton *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->timer_signals = g_signal_group_new (TAV_TYPE_ROUND_TIMER);
  g_signal_group_connect_swapped (self->timer_signals, "notify",
                                  G_CALLBACK (tav_timer_button_update), self);
  g_signal_group_connect_swapped (self->timer_signals, "finished",
                                  G_CALLBACK (timer_finished_cb), self);

  self->event_signals = g_signal_group_new (TAV_TYPE_EVENT);
  g_signal_group_connect_swapped (self->event_signals, "changed",
                                  G_CALLBACK (event_changed_cb), self);
  /* Time added to a table, or its result, changes when the round ends. */
  g_signal_group_connect_swapped (self->event_signals, "changed",
                                  G_CALLBACK (tav_timer_button_update), self);

  tav_timer_button_update (self);
}
