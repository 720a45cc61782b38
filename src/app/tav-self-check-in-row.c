/* tav-self-check-in-row.c
 *
 * Whether players may check themselves in from their phones
 * (tav_event_set_self_check_in (), off until the organiser turns it on):
 * one switch in a row, wherever he may want it — the venue window, beside
 * the door's code (tav-check-in-door.c), and the check-in bar of the
 * Players page. The change goes through the event, so it is logged in
 * his hand and undone as any edit; the switch follows the event, whoever
 * changed it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-self-check-in-row"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-self-check-in-row.h"

struct _TavSelfCheckInRow
{
  AdwActionRow  parent_instance;

  TavEvent     *event;
  GSignalGroup *event_signals;
  GtkSwitch    *toggle;
};

G_DEFINE_FINAL_TYPE (TavSelfCheckInRow, tav_self_check_in_row, ADW_TYPE_ACTION_ROW)

static void
update (TavSelfCheckInRow *self)
{
  gboolean on = self->event != NULL && tav_event_get_self_check_in (self->event);

  gtk_widget_set_sensitive (GTK_WIDGET (self->toggle), self->event != NULL);
  if (gtk_switch_get_active (self->toggle) != on)
    gtk_switch_set_active (self->toggle, on);
}

/* The organiser's hand, through the event: logged, and saved with it. */
static void
toggled_cb (TavSelfCheckInRow *self)
{
  gboolean on = gtk_switch_get_active (self->toggle);

  if (self->event != NULL && tav_event_get_self_check_in (self->event) != on)
    tav_event_set_self_check_in (self->event, on);
  update (self);
}

static void
tav_self_check_in_row_dispose (GObject *object)
{
  TavSelfCheckInRow *self = TAV_SELF_CHECK_IN_ROW (object);

  if (self->event_signals)
    g_signal_group_set_target (self->event_signals, NULL);
  g_clear_object (&self->event_signals);
  g_clear_object (&self->event);

  G_OBJECT_CLASS (tav_self_check_in_row_parent_class)->dispose (object);
}

static void
tav_self_check_in_row_class_init (TavSelfCheckInRowClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = tav_self_check_in_row_dispose;
}

static void
tav_self_check_in_row_init (TavSelfCheckInRow *self)
{
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self), _("Players may check in from their phones"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self), _("With their name and personal code, for the next round"));
  self->toggle = GTK_SWITCH (gtk_switch_new ());
  gtk_widget_set_valign (GTK_WIDGET (self->toggle), GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->toggle), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Players may check in from their phones"), -1);
  g_signal_connect_swapped (self->toggle, "notify::active", G_CALLBACK (toggled_cb), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (self), GTK_WIDGET (self->toggle));
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (self), GTK_WIDGET (self->toggle));

  self->event_signals = g_signal_group_new (TAV_TYPE_EVENT);
  g_signal_group_connect_swapped (self->event_signals, "changed", G_CALLBACK (update), self);
  update (self);
}

GtkWidget *
tav_self_check_in_row_new (void)
{
  return g_object_new (TAV_TYPE_SELF_CHECK_IN_ROW, NULL);
}

void
tav_self_check_in_row_set_event (TavSelfCheckInRow *self,
                                 TavEvent          *event)
{
  g_return_if_fail (TAV_IS_SELF_CHECK_IN_ROW (self));

  if (!g_set_object (&self->event, event))
    return;
  g_signal_group_set_target (self->event_signals, event);
  update (self);
}

GtkSwitch *
tav_self_check_in_row_get_switch (TavSelfCheckInRow *self)
{
  g_return_val_if_fail (TAV_IS_SELF_CHECK_IN_ROW (self), NULL);
  return self->toggle;
}
