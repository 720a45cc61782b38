/* tav-seat-result-row.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-seat-result-row"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-field-editor.h"
#include "tav-seat-fold-layout.h"
#include "tav-seat-result-row.h"
#include "tav-fields-layout.h"

/* One seat in a result form: who sits there, an editor for each per-seat
 * field the ruleset declares, and below them the message about this seat
 * when the result is refused. */
struct _TavSeatResultRow
{
  GtkListBoxRow  parent_instance;

  guint          seat;
  GPtrArray     *editors;

  /* Template widgets */
  GtkLabel      *number_label;
  GtkLabel      *name_label;
  GtkLabel      *head_label;
  GtkBox        *fields_box;
  GtkLabel      *error_label;
};

G_DEFINE_FINAL_TYPE (TavSeatResultRow, tav_seat_result_row, GTK_TYPE_LIST_BOX_ROW)

/**
 * tav_seat_result_row_new:
 * @seat: the seat, from 0
 * @player_name: who sits there
 * @head_seat: (nullable): the role of the seat, if the game gives it one
 */
GtkWidget *
tav_seat_result_row_new (guint       seat,
                         const char *player_name,
                         const char *head_seat)
{
  TavSeatResultRow *self = g_object_new (TAV_TYPE_SEAT_RESULT_ROW, NULL);
  g_autofree char *number = g_strdup_printf ("%u", seat + 1);
  /* Translators: how a seat is named to screen readers, e.g. “Seat 3, Anna Rossi” */
  g_autofree char *accessible = g_strdup_printf (_("Seat %u, %s"), seat + 1, player_name);

  self->seat = seat;
  gtk_label_set_label (self->number_label, number);
  gtk_label_set_label (self->name_label, player_name);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->name_label), player_name);
  gtk_label_set_label (self->head_label, head_seat ? head_seat : "");
  gtk_widget_set_visible (GTK_WIDGET (self->head_label), head_seat != NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, accessible,
                                  -1);

  return GTK_WIDGET (self);
}

guint
tav_seat_result_row_get_seat (TavSeatResultRow *self)
{
  g_return_val_if_fail (TAV_IS_SEAT_RESULT_ROW (self), 0);

  return self->seat;
}

/* @editor is a tav_field_editor_new() widget for a per-seat field. */
void
tav_seat_result_row_add_editor (TavSeatResultRow *self,
                                GtkWidget        *editor)
{
  const TavFieldSpec *spec;
  g_autofree char *label = NULL;
  GtkWidget *caption;

  g_return_if_fail (TAV_IS_SEAT_RESULT_ROW (self));
  g_return_if_fail (tav_field_editor_get_spec (editor) != NULL);

  /* A screen reader says whose field it is, not only which. A drop-down
   * is reached through its button, which is named the same. */
  spec = tav_field_editor_get_spec (editor);
  /* Translators: a result field named to screen readers, e.g. “Role, seat 3, Anna Rossi” */
  label = g_strdup_printf (_("%s, seat %u, %s"), _(spec->label), self->seat + 1,
                           gtk_label_get_label (self->name_label));
  gtk_accessible_update_property (GTK_ACCESSIBLE (editor), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  if (GTK_IS_DROP_DOWN (editor) && gtk_widget_get_first_child (editor) != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_first_child (editor)),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);

  /* Amounts of a few thousand: a narrower field, for 360 px. */
  if (GTK_IS_SPIN_BUTTON (editor))
    gtk_editable_set_width_chars (GTK_EDITABLE (editor), 5);

  /* Shown only when the fields wrap, out from under the headings. */
  caption = gtk_label_new (_(spec->label));
  gtk_label_set_xalign (GTK_LABEL (caption), 0.0);
  gtk_label_set_wrap (GTK_LABEL (caption), TRUE);
  gtk_widget_add_css_class (caption, "caption");
  gtk_widget_add_css_class (caption, "dim-label");
  gtk_box_append (self->fields_box, caption);
  gtk_box_append (self->fields_box, editor);
  g_ptr_array_add (self->editors, editor);
}

GtkWidget *
tav_seat_result_row_get_editor (TavSeatResultRow *self,
                                const char       *field_id)
{
  g_return_val_if_fail (TAV_IS_SEAT_RESULT_ROW (self), NULL);

  for (guint i = 0; i < self->editors->len; i++)
    if (g_strcmp0 (tav_field_editor_get_spec (self->editors->pdata[i])->id, field_id) == 0)
      return self->editors->pdata[i];

  return NULL;
}

const char *
tav_seat_result_row_get_error (TavSeatResultRow *self)
{
  g_return_val_if_fail (TAV_IS_SEAT_RESULT_ROW (self), NULL);

  if (!gtk_widget_get_visible (GTK_WIDGET (self->error_label)))
    return NULL;

  return gtk_label_get_label (self->error_label);
}

/**
 * tav_seat_result_row_set_error:
 * @self: a #TavSeatResultRow
 * @message: (nullable): what is wrong with this seat, %NULL when nothing
 * @field_id: (nullable): the field at fault, when it is known
 */
void
tav_seat_result_row_set_error (TavSeatResultRow *self,
                               const char       *message,
                               const char       *field_id)
{
  g_return_if_fail (TAV_IS_SEAT_RESULT_ROW (self));

  /* An empty message marks the seat without explaining: the explanation
   * is under another seat in the same conflict. */
  gtk_label_set_label (self->error_label, message ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), message != NULL && message[0] != '\0');

  for (guint i = 0; i < self->editors->len; i++)
    {
      GtkWidget *editor = self->editors->pdata[i];

      tav_field_editor_set_invalid (editor,
                                    message != NULL &&
                                    g_strcmp0 (tav_field_editor_get_spec (editor)->id, field_id) == 0);
    }

  if (message != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (self), "seat-error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "seat-error");
}

/* The first of the fields marked by tav_seat_result_row_set_error(), or
 * the seat's first field when the message is about the seat. */
GtkWidget *
tav_seat_result_row_get_invalid_editor (TavSeatResultRow *self)
{
  g_return_val_if_fail (TAV_IS_SEAT_RESULT_ROW (self), NULL);

  for (guint i = 0; i < self->editors->len; i++)
    if (gtk_widget_has_css_class (self->editors->pdata[i], "error"))
      return self->editors->pdata[i];

  return self->editors->len > 0 ? self->editors->pdata[0] : NULL;
}

static void
tav_seat_result_row_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), TAV_TYPE_SEAT_RESULT_ROW);

  G_OBJECT_CLASS (tav_seat_result_row_parent_class)->dispose (object);
}

static void
tav_seat_result_row_finalize (GObject *object)
{
  TavSeatResultRow *self = (TavSeatResultRow *)object;

  g_clear_pointer (&self->editors, g_ptr_array_unref);

  G_OBJECT_CLASS (tav_seat_result_row_parent_class)->finalize (object);
}

static void
tav_seat_result_row_class_init (TavSeatResultRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tav_seat_result_row_dispose;
  object_class->finalize = tav_seat_result_row_finalize;

  g_type_ensure (TAV_TYPE_SEAT_FOLD_LAYOUT);
  g_type_ensure (TAV_TYPE_FIELDS_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tavolo/Tavolo/tav-seat-result-row.ui");
  gtk_widget_class_bind_template_child (widget_class, TavSeatResultRow, number_label);
  gtk_widget_class_bind_template_child (widget_class, TavSeatResultRow, name_label);
  gtk_widget_class_bind_template_child (widget_class, TavSeatResultRow, head_label);
  gtk_widget_class_bind_template_child (widget_class, TavSeatResultRow, fields_box);
  gtk_widget_class_bind_template_child (widget_class, TavSeatResultRow, error_label);
}

static void
tav_seat_result_row_init (TavSeatResultRow *self)
{
  self->editors = g_ptr_array_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
}
