/* tav-result-dialog.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-result-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-compat.h"
#include "tav-display.h"
#include "tav-match-form.h"
#include "tav-page-fold-layout.h"
#include "tav-result-dialog.h"
#include "tav-result-form.h"
#include "tav-ui.h"

/* Enters, corrects or clears the result of one table or match. The form
 * depends on the shape of the result: a bracket match has its own, every
 * table of any ruleset the one built from the declared fields. The core
 * checks the result; when it refuses, the dialog stays open with the
 * message next to the field at fault. */
struct _TavResultDialog
{
  AdwWindow       parent_instance;

  TavEvent       *event;
  TavStage       *stage;
  TavRound       *round;
  TavTable       *table;
  GtkWidget      *form;
  gboolean        asking;
  guint           reveal_tick;
  guint           reveal_frames;

  /* Template widgets */
  GtkScrolledWindow *scrolled_window;
  GtkWidget      *title_bin;
  GtkLabel       *title_label;
  GtkLabel       *subtitle_label;
  GtkWidget      *heading_box;
  AdwBin         *form_bin;
  GtkWidget      *clear_button;
};

G_DEFINE_FINAL_TYPE (TavResultDialog, tav_result_dialog, ADW_TYPE_WINDOW)

/* Brings the error into view and the focus onto it: a Save refused with
 * the banner scrolled away out of sight looked as if it did nothing. */
static void
reveal_error (TavResultDialog *self)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->scrolled_window);
  GtkWidget *content = gtk_scrolled_window_get_child (self->scrolled_window);
  GtkWidget *focus = NULL;
  GtkWidget *target = NULL;
  graphene_rect_t bounds;
  double top, bottom, value, page;

  if (TAV_IS_RESULT_FORM (self->form))
    target = tav_result_form_get_error_widget (TAV_RESULT_FORM (self->form), &focus);
  else
    target = tav_match_form_get_error_widget (TAV_MATCH_FORM (self->form));
  if (target == NULL || !gtk_widget_compute_bounds (target, content, &bounds))
    return;

  /* (Two players' buttons are a box: its first button.) */
  if (focus != NULL && !gtk_widget_grab_focus (focus))
    gtk_widget_child_focus (focus, GTK_DIR_TAB_FORWARD);

  /* A margin above and below, and the top of it when it is taller than
   * the view. */
  top = MAX (bounds.origin.y - 12, 0);
  bottom = bounds.origin.y + bounds.size.height + 12;
  value = gtk_adjustment_get_value (adjustment);
  page = gtk_adjustment_get_page_size (adjustment);
  if (top < value || bottom - top > page)
    gtk_adjustment_set_value (adjustment, top);
  else if (bottom > value + page)
    gtk_adjustment_set_value (adjustment, bottom - page);
}

/* The marks are put in the frame after Save; they are laid out by the
 * next, and only then are they where they will be seen. */
static gboolean
reveal_tick_cb (GtkWidget     *widget,
                GdkFrameClock *clock,
                gpointer       data)
{
  TavResultDialog *self = TAV_RESULT_DIALOG (widget);

  if (++self->reveal_frames < 2)
    return G_SOURCE_CONTINUE;

  self->reveal_tick = 0;
  reveal_error (self);
  return G_SOURCE_REMOVE;
}

static void
queue_reveal_error (TavResultDialog *self)
{
  self->reveal_frames = 0;
  if (self->reveal_tick == 0)
    self->reveal_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), reveal_tick_cb, NULL, NULL);
}

/* Each change checks the form again once Save has been refused, so that
 * the marks go as soon as what they mark is mended. */
static void
form_changed_cb (TavResultDialog *self)
{
  g_autoptr(JsonObject) result = NULL;
  g_autoptr(GError) error = NULL;
  gboolean checked = FALSE;

  result = tav_result_form_recheck (TAV_RESULT_FORM (self->form), &checked);
  if (result == NULL || !checked)
    return;

  if (!tav_event_check_result (self->event, self->stage, tav_round_get_number (self->round),
                               tav_table_get_number (self->table), result, &error))
    tav_result_form_show_error (TAV_RESULT_FORM (self->form), error);
}

/**
 * tav_result_dialog_new:
 * @parent: (nullable): the window it belongs to
 * @event: the event
 * @stage: the stage of @round
 * @round: the round of @table
 * @table: the table or match, with all its players known
 */
TavResultDialog *
tav_result_dialog_new (GtkWindow *parent,
                       TavEvent  *event,
                       TavStage  *stage,
                       TavRound  *round,
                       TavTable  *table)
{
  TavResultDialog *self;
  g_autofree char *title = NULL;
  g_autofree char *round_title = NULL;

  g_return_val_if_fail (TAV_IS_EVENT (event), NULL);
  g_return_val_if_fail (TAV_IS_STAGE (stage), NULL);
  g_return_val_if_fail (TAV_IS_ROUND (round), NULL);
  g_return_val_if_fail (TAV_IS_TABLE (table), NULL);

  self = g_object_new (TAV_TYPE_RESULT_DIALOG,
                       "transient-for", parent,
                       NULL);
  self->event = g_object_ref (event);
  self->stage = g_object_ref (stage);
  self->round = g_object_ref (round);
  self->table = g_object_ref (table);

  /* A match has two players and a field or two: a smaller window. */
  if (tav_stage_get_kind (stage) == TAV_STAGE_BRACKET)
    {
      self->form = tav_match_form_new (event, stage, table);
      gtk_window_set_default_size (GTK_WINDOW (self), 560, 460);
    }
  else
    {
      self->form = tav_result_form_new (event, stage, table);
      g_signal_connect_object (self->form, "changed", G_CALLBACK (form_changed_cb), self, G_CONNECT_SWAPPED);
    }
  adw_bin_set_child (self->form_bin, self->form);

  title = tav_display_table_title (table);
  round_title = tav_display_round_title (round);
  gtk_label_set_label (self->title_label, title);
  gtk_label_set_label (self->subtitle_label, round_title);
  gtk_window_set_title (GTK_WINDOW (self), title);

  gtk_widget_set_visible (self->clear_button, tav_table_has_result (table));

  return self;
}

GtkWidget *
tav_result_dialog_get_form (TavResultDialog *self)
{
  g_return_val_if_fail (TAV_IS_RESULT_DIALOG (self), NULL);

  return self->form;
}

static void
tav_result_dialog_save (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  TavResultDialog *self = TAV_RESULT_DIALOG (widget);
  g_autoptr(JsonObject) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *title = NULL;
  g_autofree char *toast = NULL;
  GtkWindow *parent;
  gboolean corrected = tav_table_has_result (self->table);

  if (TAV_IS_MATCH_FORM (self->form))
    result = tav_match_form_get_result (TAV_MATCH_FORM (self->form));
  else
    result = tav_result_form_get_result (TAV_RESULT_FORM (self->form));

  if (result == NULL)
    {
      queue_reveal_error (self);
      return;
    }

  if (!tav_event_set_result (self->event, self->stage, tav_round_get_number (self->round),
                             tav_table_get_number (self->table), result, &error))
    {
      if (TAV_IS_MATCH_FORM (self->form))
        tav_match_form_show_error (TAV_MATCH_FORM (self->form), error);
      else
        tav_result_form_show_error (TAV_RESULT_FORM (self->form), error);
      queue_reveal_error (self);
      return;
    }

  title = tav_display_table_title (self->table);
  /* Translators: %s is a table, e.g. “Table 3” */
  toast = g_strdup_printf (corrected ? _("%s: result corrected") : _("%s: result saved"), title);

  parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  if (parent != NULL)
    tav_ui_toast (GTK_WIDGET (parent), toast);

  gtk_window_destroy (GTK_WINDOW (self));
}

static void
tav_result_dialog_clear (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  TavResultDialog *self = TAV_RESULT_DIALOG (widget);
  g_autoptr(GError) error = NULL;
  g_autofree char *title = NULL;
  g_autofree char *toast = NULL;
  GtkWindow *parent;

  /* No question first: the result comes back with Undo. */
  if (!tav_event_clear_result (self->event, self->stage, tav_round_get_number (self->round),
                               tav_table_get_number (self->table), &error))
    {
      if (TAV_IS_MATCH_FORM (self->form))
        tav_match_form_show_error (TAV_MATCH_FORM (self->form), error);
      else
        tav_result_form_show_error (TAV_RESULT_FORM (self->form), error);
      return;
    }

  title = tav_display_table_title (self->table);
  /* Translators: %s is a table, e.g. “Table 3” */
  toast = g_strdup_printf (_("%s: result cleared"), title);

  parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  if (parent != NULL)
    tav_ui_toast (GTK_WIDGET (parent), toast);

  gtk_window_destroy (GTK_WINDOW (self));
}

static gboolean
form_is_changed (TavResultDialog *self)
{
  if (TAV_IS_MATCH_FORM (self->form))
    return tav_match_form_is_changed (TAV_MATCH_FORM (self->form));
  return tav_result_form_is_changed (TAV_RESULT_FORM (self->form));
}

static void
discard_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr(TavResultDialog) self = user_data;
  g_autofree char *response = tav_compat_choose_finish (result, NULL);

  self->asking = FALSE;
  if (g_strcmp0 (response, "discard") == 0)
    gtk_window_destroy (GTK_WINDOW (self));
}

/* Escape: a slip of the finger must not throw away a half-typed result. */
static void
tav_result_dialog_cancel (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  TavResultDialog *self = TAV_RESULT_DIALOG (widget);
  const TavResponse responses[] = {
    { "keep", _("_Keep Editing"), TAV_RESPONSE_DEFAULT },
    { "discard", _("_Discard"), TAV_RESPONSE_DESTRUCTIVE },
  };

  if (self->form == NULL || !form_is_changed (self))
    {
      gtk_window_destroy (GTK_WINDOW (self));
      return;
    }
  if (self->asking)
    return;

  self->asking = TRUE;
  tav_compat_choose (GTK_WINDOW (self), _("Discard the Entered Result?"),
                     _("What was entered in this form has not been saved."),
                     NULL, responses, G_N_ELEMENTS (responses), "keep", "keep",
                     NULL, discard_cb, g_object_ref (self));
}

/* Straight to the first field: results are typed from the sheet. */
static void
tav_result_dialog_map (GtkWidget *widget)
{
  TavResultDialog *self = TAV_RESULT_DIALOG (widget);

  GTK_WIDGET_CLASS (tav_result_dialog_parent_class)->map (widget);

  if (self->form != NULL)
    gtk_widget_child_focus (self->form, GTK_DIR_TAB_FORWARD);
}

static void
tav_result_dialog_dispose (GObject *object)
{
  TavResultDialog *self = (TavResultDialog *)object;

  g_clear_object (&self->event);
  g_clear_object (&self->stage);
  g_clear_object (&self->round);
  g_clear_object (&self->table);
  self->form = NULL;
  if (self->reveal_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->reveal_tick);
  self->reveal_tick = 0;

  gtk_widget_dispose_template (GTK_WIDGET (self), TAV_TYPE_RESULT_DIALOG);

  G_OBJECT_CLASS (tav_result_dialog_parent_class)->dispose (object);
}

/* A title too wide for the header beside its buttons (a long word, as
 * “Четвертьфинал”, is not broken) shows over the form instead. */
static void
title_folded_cb (TavResultDialog   *self,
                 GParamSpec        *pspec,
                 TavPageFoldLayout *layout)
{
  gtk_widget_set_visible (self->heading_box, tav_page_fold_layout_get_folded (layout));
}

static void
tav_result_dialog_class_init (TavResultDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tav_result_dialog_dispose;

  widget_class->map = tav_result_dialog_map;

  gtk_widget_class_install_action (widget_class, "result.save", NULL, tav_result_dialog_save);
  gtk_widget_class_install_action (widget_class, "result.clear", NULL, tav_result_dialog_clear);
  gtk_widget_class_install_action (widget_class, "result.cancel", NULL, tav_result_dialog_cancel);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "result.cancel", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK, "result.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "result.save", NULL);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tavolo/Tavolo/tav-result-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TavResultDialog, scrolled_window);
  gtk_widget_class_bind_template_child (widget_class, TavResultDialog, title_bin);
  gtk_widget_class_bind_template_child (widget_class, TavResultDialog, title_label);
  gtk_widget_class_bind_template_child (widget_class, TavResultDialog, subtitle_label);
  gtk_widget_class_bind_template_child (widget_class, TavResultDialog, heading_box);
  gtk_widget_class_bind_template_child (widget_class, TavResultDialog, form_bin);
  gtk_widget_class_bind_template_child (widget_class, TavResultDialog, clear_button);
}

static void
tav_result_dialog_init (TavResultDialog *self)
{
  GtkLayoutManager *layout = tav_page_fold_layout_new_fit ();

  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_set_layout_manager (self->title_bin, layout);
  g_signal_connect_object (layout, "notify::folded", G_CALLBACK (title_folded_cb), self, G_CONNECT_SWAPPED);
}
