/* tav-extend-dialog.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-extend-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-display.h"
#include "tav-extend-dialog.h"

/* “Add Time…” of a table: a judge call, a deck check or a missing card
 * gives one table minutes of its own. The minutes and a reason (kept in
 * the file and the event's log) go to the core, which checks them; when
 * it refuses, the dialog stays open and says why. One edit, one step of
 * the undo history. */
struct _TavExtendDialog
{
  AdwWindow      parent_instance;

  TavEvent      *event;
  TavStage      *stage;
  TavRound      *round;
  TavTable      *table;

  /* Template widgets */
  AdwWindowTitle *window_title;
  GtkButton     *add_button;
  GtkSpinButton *minutes_spin;
  AdwEntryRow   *reason_row;
  GtkLabel      *error_label;
};

G_DEFINE_FINAL_TYPE (TavExtendDialog, tav_extend_dialog, ADW_TYPE_WINDOW)

/**
 * tav_extend_dialog_new:
 * @parent: (nullable): the window it belongs to
 * @event: the event
 * @stage: the stage of @round
 * @round: the round of @table
 * @table: the table given more time
 */
TavExtendDialog *
tav_extend_dialog_new (GtkWindow *parent,
                       TavEvent  *event,
                       TavStage  *stage,
                       TavRound  *round,
                       TavTable  *table)
{
  TavExtendDialog *self;
  g_autofree char *title = NULL;
  g_autofree char *heading = NULL;

  g_return_val_if_fail (TAV_IS_EVENT (event), NULL);
  g_return_val_if_fail (TAV_IS_STAGE (stage), NULL);
  g_return_val_if_fail (TAV_IS_ROUND (round), NULL);
  g_return_val_if_fail (TAV_IS_TABLE (table), NULL);

  self = g_object_new (TAV_TYPE_EXTEND_DIALOG, "transient-for", parent, NULL);
  self->event = g_object_ref (event);
  self->stage = g_object_ref (stage);
  self->round = g_object_ref (round);
  self->table = g_object_ref (table);

  title = tav_display_table_title (table);
  /* Translators: the title of the dialog that adds time to a table, e.g.
   * “Add Time to Table 7” */
  heading = g_strdup_printf (_("Add Time to %s"), title);
  adw_window_title_set_title (self->window_title, heading);
  gtk_window_set_title (GTK_WINDOW (self), heading);

  return self;
}

static void
reason_changed_cb (TavExtendDialog *self)
{
  g_autofree char *reason = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->reason_row))));

  /* A reason is required: the log and the report say why. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "extend.add", reason[0] != '\0');
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);
}

static void
tav_extend_dialog_add (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  TavExtendDialog *self = TAV_EXTEND_DIALOG (widget);
  g_autofree char *reason = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->reason_row))));
  g_autoptr(GError) error = NULL;
  guint minutes;

  if (self->event == NULL)
    return;

  gtk_spin_button_update (self->minutes_spin);
  minutes = (guint) gtk_spin_button_get_value_as_int (self->minutes_spin);
  if (!tav_event_extend_table (self->event, self->stage, tav_round_get_number (self->round),
                               tav_table_get_number (self->table), minutes, reason, &error))
    {
      gtk_label_set_label (self->error_label, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->error_label), TRUE);
      return;
    }

  gtk_window_destroy (GTK_WINDOW (self));
}

static void
tav_extend_dialog_dispose (GObject *object)
{
  TavExtendDialog *self = (TavExtendDialog *)object;

  g_clear_object (&self->event);
  g_clear_object (&self->stage);
  g_clear_object (&self->round);
  g_clear_object (&self->table);
  gtk_widget_dispose_template (GTK_WIDGET (self), TAV_TYPE_EXTEND_DIALOG);

  G_OBJECT_CLASS (tav_extend_dialog_parent_class)->dispose (object);
}

static void
tav_extend_dialog_class_init (TavExtendDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tav_extend_dialog_dispose;

  gtk_widget_class_install_action (widget_class, "extend.add", NULL, tav_extend_dialog_add);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tavolo/Tavolo/tav-extend-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TavExtendDialog, window_title);
  gtk_widget_class_bind_template_child (widget_class, TavExtendDialog, add_button);
  gtk_widget_class_bind_template_child (widget_class, TavExtendDialog, minutes_spin);
  gtk_widget_class_bind_template_child (widget_class, TavExtendDialog, reason_row);
  gtk_widget_class_bind_template_child (widget_class, TavExtendDialog, error_label);
  gtk_widget_class_bind_template_callback (widget_class, reason_changed_cb);
}

static void
tav_extend_dialog_init (TavExtendDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_window_set_default_widget (GTK_WINDOW (self), GTK_WIDGET (self->add_button));
  reason_changed_cb (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->reason_row));
}
