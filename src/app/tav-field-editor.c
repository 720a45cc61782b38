/* tav-field-editor.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-field-editor"

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "tav-field-editor.h"
#include "tav-ui.h"

/* Rulesets declare their parameters and the fields of a result as
 * TavFieldSpec; these functions make the widget that edits one, so that a
 * new ruleset needs no new forms. Values go in and out as JsonNode, the
 * text typed is read with tav_field_parse_value() so that the rules are
 * the core's. A choice or a player is a GtkDropDown (an AdwComboRow in a
 * row), a yes/no a GtkSwitch (a GtkCheckButton where space is short), a
 * number a GtkSpinButton, a text a GtkEntry.
 *
 * A choice that may be left unchosen (TAV_FIELD_EDITOR_UNCHOSEN) has an
 * item of its own for that, first in its list: a drop-down with no item
 * selected cannot be relied on, GTK 4.18 and later select the first item
 * instead, and the judge could not go back to nothing chosen anyway. */

#define SPEC_KEY "tav-field-spec"
#define IDS_KEY "tav-field-ids"
#define EDITOR_KEY "tav-field-editor"
#define DESCRIPTION_KEY "tav-field-description"

/* The id of the item saying that nothing is chosen: no choice nor player
 * has it, and it is what tav_field_editor_get_text() gives for nothing. */
#define UNCHOSEN_ID ""

const TavFieldSpec *
tav_field_editor_get_spec (GtkWidget *editor)
{
  return g_object_get_data (G_OBJECT (editor), SPEC_KEY);
}

/* The choice ids (or player ids) in the order of the drop-down's items,
 * after UNCHOSEN_ID where nothing may be chosen. */
static GStrv
list_choices (const TavFieldSpec   *spec,
              const char * const   *player_ids,
              const char * const   *player_names,
              TavFieldEditorFlags   flags,
              GtkStringList       **labels)
{
  g_autoptr(GStrvBuilder) ids = g_strv_builder_new ();

  *labels = gtk_string_list_new (NULL);

  if (flags & TAV_FIELD_EDITOR_UNCHOSEN)
    {
      g_strv_builder_add (ids, UNCHOSEN_ID);
      /* Translators: the first item of a choice in a result form (a
       * winner, a role), shown and read out while the judge has chosen
       * nothing; choosing it takes a choice back */
      gtk_string_list_append (*labels, _("Not chosen"));
    }

  if (spec->kind == TAV_FIELD_PLAYER)
    {
      for (guint i = 0; player_ids != NULL && player_ids[i] != NULL; i++)
        {
          g_strv_builder_add (ids, player_ids[i]);
          gtk_string_list_append (*labels, player_names ? player_names[i] : player_ids[i]);
        }
    }
  else
    {
      for (const TavChoice *choice = spec->choices; choice && choice->id; choice++)
        {
          g_strv_builder_add (ids, choice->id);
          gtk_string_list_append (*labels, _(choice->label));
        }
    }

  return g_strv_builder_end (ids);
}

static GtkWidget *
create_spin_button (const TavFieldSpec *spec)
{
  double step = spec->step > 0 ? spec->step : 1;
  GtkWidget *spin;

  spin = gtk_spin_button_new_with_range (spec->min, spec->max, step);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), FALSE);
  gtk_spin_button_set_digits (GTK_SPIN_BUTTON (spin),
                              spec->kind == TAV_FIELD_NUMBER ? 2 : 0);
  gtk_editable_set_width_chars (GTK_EDITABLE (spin), 6);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);

  return spin;
}

/**
 * tav_field_editor_new:
 * @spec: the field
 * @player_ids: (nullable): for a player field, whom to choose from
 * @player_names: (nullable): their names, in the same order
 * @flags: whether a choice or a player may be left unchosen
 *
 * Returns: (transfer floating): a compact widget editing @spec, for a form
 *   with many fields in a row (the seats of a table)
 */
GtkWidget *
tav_field_editor_new (const TavFieldSpec  *spec,
                      const char * const  *player_ids,
                      const char * const  *player_names,
                      TavFieldEditorFlags  flags)
{
  GtkWidget *editor;

  g_return_val_if_fail (spec != NULL, NULL);

  switch (spec->kind)
    {
    case TAV_FIELD_BOOLEAN:
      /* The label is the column heading above it. */
      editor = gtk_check_button_new ();
      gtk_widget_set_halign (editor, GTK_ALIGN_CENTER);
      break;

    case TAV_FIELD_INTEGER:
    case TAV_FIELD_NUMBER:
      editor = create_spin_button (spec);
      break;

    case TAV_FIELD_CHOICE:
    case TAV_FIELD_PLAYER:
      {
        g_autoptr(GtkStringList) labels = NULL;
        g_autoptr(GtkListItemFactory) rows = tav_ui_named_rows_factory (TRUE);
        GStrv ids = list_choices (spec, player_ids, player_names, flags, &labels);

        editor = gtk_drop_down_new (G_LIST_MODEL (g_steal_pointer (&labels)), NULL);
        gtk_drop_down_set_list_factory (GTK_DROP_DOWN (editor), rows);
        g_object_set_data_full (G_OBJECT (editor), IDS_KEY, ids, (GDestroyNotify) g_strfreev);
        gtk_widget_set_valign (editor, GTK_ALIGN_CENTER);
      }
      break;

    case TAV_FIELD_STRING:
    default:
      editor = gtk_entry_new ();
      gtk_widget_set_valign (editor, GTK_ALIGN_CENTER);
      break;
    }

  g_object_set_data (G_OBJECT (editor), SPEC_KEY, (gpointer) spec);
  gtk_widget_set_tooltip_text (editor, _(spec->description));
  gtk_accessible_update_property (GTK_ACCESSIBLE (editor),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _(spec->label),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, _(spec->description),
                                  -1);

  tav_field_editor_set_value (editor, NULL);

  return editor;
}

/**
 * tav_field_editor_find_choice:
 * @editor: a choice or a player
 * @id: a choice's id, or a player's
 *
 * Returns: the position of @id in the list of @editor (its "selected"
 *   when @id is chosen), or %GTK_INVALID_LIST_POSITION
 */
guint
tav_field_editor_find_choice (GtkWidget  *editor,
                              const char *id)
{
  const char * const *ids = g_object_get_data (G_OBJECT (editor), IDS_KEY);

  for (guint i = 0; ids != NULL && ids[i] != NULL; i++)
    if (g_strcmp0 (ids[i], id) == 0)
      return i;

  return GTK_INVALID_LIST_POSITION;
}

/* Shows @value, or the field's default when @value is %NULL. */
void
tav_field_editor_set_value (GtkWidget *editor,
                            JsonNode  *value)
{
  const TavFieldSpec *spec = tav_field_editor_get_spec (editor);
  g_autoptr(JsonNode) fallback = NULL;
  GType type;

  g_return_if_fail (spec != NULL);

  if (value == NULL || !JSON_NODE_HOLDS_VALUE (value))
    value = fallback = tav_field_default_node (spec);

  type = value ? json_node_get_value_type (value) : G_TYPE_INVALID;

  if (GTK_IS_SWITCH (editor))
    gtk_switch_set_active (GTK_SWITCH (editor), type == G_TYPE_BOOLEAN && json_node_get_boolean (value));
  else if (GTK_IS_CHECK_BUTTON (editor))
    gtk_check_button_set_active (GTK_CHECK_BUTTON (editor),
                                 type == G_TYPE_BOOLEAN && json_node_get_boolean (value));
  else if (GTK_IS_SPIN_BUTTON (editor))
    {
      double v = type == G_TYPE_INT64 ? (double) json_node_get_int (value)
               : type == G_TYPE_DOUBLE ? json_node_get_double (value)
               : spec->min;

      gtk_spin_button_set_value (GTK_SPIN_BUTTON (editor), v);
    }
  else if (GTK_IS_DROP_DOWN (editor) || ADW_IS_COMBO_ROW (editor))
    {
      guint position = GTK_INVALID_LIST_POSITION;

      if (type == G_TYPE_STRING)
        position = tav_field_editor_find_choice (editor, json_node_get_string (value));
      /* No such choice: nothing chosen where the editor can say so, else
       * the first choice. */
      if (position == GTK_INVALID_LIST_POSITION)
        position = tav_field_editor_find_choice (editor, UNCHOSEN_ID);
      g_object_set (editor, "selected", position == GTK_INVALID_LIST_POSITION ? 0 : position, NULL);
    }
  else if (GTK_IS_EDITABLE (editor))
    gtk_editable_set_text (GTK_EDITABLE (editor), type == G_TYPE_STRING ? json_node_get_string (value) : "");
}

/* Leaves a choice or a player made with TAV_FIELD_EDITOR_UNCHOSEN with
 * nothing chosen: a result form shows only what the judge entered, never
 * a guess. Other editors keep the value they show. */
void
tav_field_editor_clear_choice (GtkWidget *editor)
{
  guint position;

  g_return_if_fail (tav_field_editor_get_spec (editor) != NULL);

  if (!GTK_IS_DROP_DOWN (editor) && !ADW_IS_COMBO_ROW (editor))
    return;

  position = tav_field_editor_find_choice (editor, UNCHOSEN_ID);
  if (position != GTK_INVALID_LIST_POSITION)
    g_object_set (editor, "selected", position, NULL);
}

/**
 * tav_field_editor_get_text:
 *
 * Returns: (transfer full): what the editor shows, as the core reads it
 *   (a choice's id, "" when nothing is chosen, the text typed)
 */
char *
tav_field_editor_get_text (GtkWidget *editor)
{
  g_return_val_if_fail (tav_field_editor_get_spec (editor) != NULL, NULL);

  if (GTK_IS_SWITCH (editor))
    return g_strdup (gtk_switch_get_active (GTK_SWITCH (editor)) ? "true" : "false");
  if (GTK_IS_CHECK_BUTTON (editor))
    return g_strdup (gtk_check_button_get_active (GTK_CHECK_BUTTON (editor)) ? "true" : "false");
  if (GTK_IS_DROP_DOWN (editor) || ADW_IS_COMBO_ROW (editor))
    {
      const char * const *ids = g_object_get_data (G_OBJECT (editor), IDS_KEY);
      guint selected = GTK_INVALID_LIST_POSITION;

      g_object_get (editor, "selected", &selected, NULL);
      if (ids != NULL && selected < g_strv_length ((char **) ids))
        return g_strdup (ids[selected]);
      return g_strdup ("");
    }
  /* A spin button too: what is typed, not the adjustment, so that a value
   * out of range is an error to show, not something corrected silently. */
  if (GTK_IS_EDITABLE (editor))
    return g_strdup (gtk_editable_get_text (GTK_EDITABLE (editor)));

  return g_strdup ("");
}

/* Whether a choice or a player is left unchosen. */
gboolean
tav_field_editor_is_unchosen (GtkWidget *editor)
{
  g_autofree char *text = NULL;

  if (!GTK_IS_DROP_DOWN (editor) && !ADW_IS_COMBO_ROW (editor))
    return FALSE;

  text = tav_field_editor_get_text (editor);
  return text[0] == '\0';
}

/**
 * tav_field_editor_get_value:
 *
 * Returns: (transfer full) (nullable): the value, or %NULL with @error set
 *   when the text typed is not a value of the field
 */
JsonNode *
tav_field_editor_get_value (GtkWidget  *editor,
                            GError    **error)
{
  const TavFieldSpec *spec = tav_field_editor_get_spec (editor);
  g_autofree char *text = NULL;

  g_return_val_if_fail (spec != NULL, NULL);

  text = tav_field_editor_get_text (editor);
  return tav_field_parse_value (spec, text, error);
}

void
tav_field_editor_set_invalid (GtkWidget *editor,
                              gboolean   invalid)
{
  if (invalid)
    gtk_widget_add_css_class (editor, "error");
  else
    gtk_widget_remove_css_class (editor, "error");

  gtk_accessible_update_state (GTK_ACCESSIBLE (editor),
                               GTK_ACCESSIBLE_STATE_INVALID,
                               invalid ? GTK_ACCESSIBLE_INVALID_TRUE : GTK_ACCESSIBLE_INVALID_FALSE,
                               -1);
}

/**
 * tav_field_row_new:
 * @spec: the field
 * @player_ids: (nullable): for a player field, whom to choose from
 * @player_names: (nullable): their names, in the same order
 * @flags: whether a choice or a player may be left unchosen
 *
 * Returns: (transfer floating): an #AdwPreferencesRow editing @spec, titled
 *   with its label and explained by its description
 */
GtkWidget *
tav_field_row_new (const TavFieldSpec  *spec,
                   const char * const  *player_ids,
                   const char * const  *player_names,
                   TavFieldEditorFlags  flags)
{
  GtkWidget *row;
  GtkWidget *editor;

  g_return_val_if_fail (spec != NULL, NULL);

  if (spec->kind == TAV_FIELD_CHOICE || spec->kind == TAV_FIELD_PLAYER)
    {
      g_autoptr(GtkStringList) labels = NULL;
      g_autoptr(GtkListItemFactory) rows = tav_ui_named_rows_factory (TRUE);
      g_autoptr(GtkListItemFactory) chosen = tav_ui_named_rows_factory (FALSE);
      GStrv ids = list_choices (spec, player_ids, player_names, flags, &labels);

      row = adw_combo_row_new ();
      adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (labels));
      adw_combo_row_set_factory (ADW_COMBO_ROW (row), chosen);
      adw_combo_row_set_list_factory (ADW_COMBO_ROW (row), rows);
      g_object_set_data_full (G_OBJECT (row), IDS_KEY, ids, (GDestroyNotify) g_strfreev);
      g_object_set_data (G_OBJECT (row), SPEC_KEY, (gpointer) spec);
      editor = row;
    }
  else
    {
      row = adw_action_row_new ();

      if (spec->kind == TAV_FIELD_BOOLEAN)
        {
          editor = gtk_switch_new ();
          gtk_widget_set_valign (editor, GTK_ALIGN_CENTER);
          g_object_set_data (G_OBJECT (editor), SPEC_KEY, (gpointer) spec);
        }
      else
        editor = tav_field_editor_new (spec, player_ids, player_names, flags);

      adw_action_row_add_suffix (ADW_ACTION_ROW (row), editor);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), editor);
    }

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(spec->label));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _(spec->description));
  g_object_set_data (G_OBJECT (row), EDITOR_KEY, editor);
  g_object_set_data (G_OBJECT (row), DESCRIPTION_KEY, (gpointer) _(spec->description));

  tav_field_editor_set_value (editor, NULL);

  return row;
}

GtkWidget *
tav_field_row_get_editor (GtkWidget *row)
{
  return g_object_get_data (G_OBJECT (row), EDITOR_KEY);
}

/* The message takes the place of the description, in the error colour;
 * %NULL brings the description back. */
void
tav_field_row_set_error (GtkWidget  *row,
                         const char *message)
{
  const char *description = g_object_get_data (G_OBJECT (row), DESCRIPTION_KEY);

  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), message ? message : description);

  if (message != NULL)
    gtk_widget_add_css_class (row, "field-error");
  else
    gtk_widget_remove_css_class (row, "field-error");

  if (tav_field_row_get_editor (row) != row)
    tav_field_editor_set_invalid (tav_field_row_get_editor (row), message != NULL);
}
