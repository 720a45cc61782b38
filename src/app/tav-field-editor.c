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

#define KEEP_TEXT_KEY "tav-field-keep-text"

/* GtkSpinButton reads what is typed when it loses the focus: "abc" as 0,
 * "-50" clamped to the minimum, and the judge never learns. What is not a
 * value of the field stays as typed instead, for the form to say what is
 * wrong with it. */
static int
spin_input_cb (GtkSpinButton      *spin,
               double             *new_value,
               const TavFieldSpec *spec)
{
  g_autoptr(JsonNode) node = tav_field_parse_value (spec, gtk_editable_get_text (GTK_EDITABLE (spin)), NULL);

  if (node != NULL && json_node_get_value_type (node) == G_TYPE_INT64)
    *new_value = (double) json_node_get_int (node);
  else if (node != NULL && json_node_get_value_type (node) == G_TYPE_DOUBLE)
    *new_value = json_node_get_double (node);
  else
    {
      g_object_set_data (G_OBJECT (spin), KEEP_TEXT_KEY, GINT_TO_POINTER (TRUE));
      *new_value = gtk_spin_button_get_value (spin);
    }

  return TRUE;
}

/* Right after spin_input_cb() kept a text: the spin button would write
 * its old value over it. */
static gboolean
spin_output_cb (GtkSpinButton *spin)
{
  if (g_object_get_data (G_OBJECT (spin), KEEP_TEXT_KEY) == NULL)
    return FALSE;

  g_object_set_data (G_OBJECT (spin), KEEP_TEXT_KEY, NULL);
  return TRUE;
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
  g_signal_connect (spin, "input", G_CALLBACK (spin_input_cb), (gpointer) spec);
  g_signal_connect (spin, "output", G_CALLBACK (spin_output_cb), NULL);

  return spin;
}

#define BUTTONS_KEY "tav-field-buttons"
#define MESSAGE_KEY "tav-field-message"

/* One pressed at most; pressed again, none is: the judge can take a
 * choice back, as with a list's “Not chosen”. (A group of toggle buttons
 * would keep one pressed.) */
static void
player_button_toggled_cb (GtkToggleButton *button)
{
  GtkWidget *box = gtk_widget_get_parent (GTK_WIDGET (button));

  if (!gtk_toggle_button_get_active (button))
    return;
  for (GtkWidget *other = gtk_widget_get_first_child (box); other != NULL; other = gtk_widget_get_next_sibling (other))
    if (other != GTK_WIDGET (button))
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (other), FALSE);
}

/* Two players to choose from: both names on buttons, side by side, seen
 * without opening a list and chosen with Tab and Space. None is pressed
 * while nothing is chosen. */
static GtkWidget *
create_player_buttons (const TavFieldSpec *spec,
                       const char * const *player_ids,
                       const char * const *player_names)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  g_autoptr(GStrvBuilder) ids = g_strv_builder_new ();

  gtk_box_set_homogeneous (GTK_BOX (box), TRUE);
  gtk_widget_add_css_class (box, "linked");
  gtk_widget_add_css_class (box, "player-buttons");

  for (guint i = 0; player_ids[i] != NULL; i++)
    {
      const char *name = player_names ? player_names[i] : player_ids[i];
      GtkWidget *button = gtk_toggle_button_new ();
      GtkWidget *label = gtk_label_new (name);

      /* A long name takes two lines rather than being cut. */
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
      gtk_button_set_child (GTK_BUTTON (button), label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
      g_signal_connect (button, "toggled", G_CALLBACK (player_button_toggled_cb), NULL);
      gtk_box_append (GTK_BOX (box), button);
      g_strv_builder_add (ids, player_ids[i]);
    }

  g_object_set_data_full (G_OBJECT (box), IDS_KEY, g_strv_builder_end (ids), (GDestroyNotify) g_strfreev);
  g_object_set_data (G_OBJECT (box), BUTTONS_KEY, GINT_TO_POINTER (TRUE));
  g_object_set_data (G_OBJECT (box), SPEC_KEY, (gpointer) spec);
  gtk_accessible_update_property (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_PROPERTY_LABEL, _(spec->label), -1);

  return box;
}

static gboolean
is_player_buttons (GtkWidget *editor)
{
  return g_object_get_data (G_OBJECT (editor), BUTTONS_KEY) != NULL;
}

/* The button of @id, or with %NULL the one pressed. */
static GtkToggleButton *
find_player_button (GtkWidget  *editor,
                    const char *id)
{
  const char * const *ids = g_object_get_data (G_OBJECT (editor), IDS_KEY);
  guint i = 0;

  for (GtkWidget *button = gtk_widget_get_first_child (editor); button != NULL;
       button = gtk_widget_get_next_sibling (button), i++)
    if (id != NULL ? g_strcmp0 (ids[i], id) == 0 : gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)))
      return GTK_TOGGLE_BUTTON (button);

  return NULL;
}

/* The drop-down's button shows the chosen item in a stack of them all:
 * as wide as the widest, so that a column of drop-downs keeps its width
 * whatever is chosen (“Vice” after “Sceriffo”). The list keeps GTK's own
 * items, with the mark on the chosen one. */
static void
setup_button_item_cb (GtkSignalListItemFactory *factory,
                      GtkListItem              *item,
                      GListModel               *labels)
{
  GtkWidget *stack = gtk_stack_new ();

  for (guint i = 0; i < g_list_model_get_n_items (labels); i++)
    {
      GtkWidget *label = gtk_label_new (gtk_string_list_get_string (GTK_STRING_LIST (labels), i));

      gtk_label_set_xalign (GTK_LABEL (label), 0.0);
      gtk_stack_add_child (GTK_STACK (stack), label);
    }
  gtk_list_item_set_child (item, stack);
}

static void
bind_button_item_cb (GtkSignalListItemFactory *factory,
                     GtkListItem              *item,
                     GListModel               *labels)
{
  GtkWidget *stack = gtk_list_item_get_child (item);
  GtkWidget *label = gtk_widget_get_first_child (stack);

  for (guint i = 0; label != NULL && i < gtk_list_item_get_position (item); i++)
    label = gtk_widget_get_next_sibling (label);
  if (label != NULL)
    gtk_stack_set_visible_child (GTK_STACK (stack), label);
}

static void
unref_labels (gpointer  labels,
              GClosure *closure)
{
  g_object_unref (labels);
}

static GtkWidget *
create_drop_down (GtkStringList *labels)
{
  GtkWidget *drop_down = gtk_drop_down_new (g_object_ref (G_LIST_MODEL (labels)), NULL);
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

  gtk_drop_down_set_list_factory (GTK_DROP_DOWN (drop_down),
                                  gtk_drop_down_get_factory (GTK_DROP_DOWN (drop_down)));
  g_signal_connect_data (factory, "setup", G_CALLBACK (setup_button_item_cb),
                         g_object_ref (labels), unref_labels, 0);
  g_signal_connect_data (factory, "bind", G_CALLBACK (bind_button_item_cb),
                         g_object_ref (labels), unref_labels, 0);
  gtk_drop_down_set_factory (GTK_DROP_DOWN (drop_down), factory);

  return drop_down;
}

/* The row of @list showing @text. */
static GtkWidget *
find_list_row (GtkWidget  *list,
               const char *text)
{
  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    {
      GtkWidget *label = row;

      while (label != NULL && !GTK_IS_LABEL (label))
        label = gtk_widget_get_first_child (label);
      if (label != NULL && g_strcmp0 (gtk_label_get_label (GTK_LABEL (label)), text) == 0)
        return row;
    }

  return NULL;
}

static GtkWidget *
find_descendant (GtkWidget *widget,
                 GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_descendant (child, type);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* The list opens on the choice made, or on the first choice when none
 * is: Space then Enter chooses what the list shows highlighted. GTK
 * highlights the first item, “Not chosen”, and Enter took that (newer GTK
 * takes the item selected in the list, not the one with the focus: both
 * are set). */
static void
popover_map_cb (GtkWidget *popover,
                GtkWidget *editor)
{
  const char * const *ids = g_object_get_data (G_OBJECT (editor), IDS_KEY);
  GtkWidget *list = find_descendant (popover, GTK_TYPE_LIST_VIEW);
  g_autoptr(GListModel) labels = NULL;
  guint target = GTK_INVALID_LIST_POSITION;
  GtkWidget *row;

  g_object_get (editor, "selected", &target, "model", &labels, NULL);
  if (list == NULL || labels == NULL || ids == NULL || target >= g_list_model_get_n_items (labels))
    return;
  if (g_strcmp0 (ids[target], UNCHOSEN_ID) == 0 && target + 1 < g_list_model_get_n_items (labels))
    target++;

  gtk_selection_model_select_item (gtk_list_view_get_model (GTK_LIST_VIEW (list)), target, TRUE);
  row = find_list_row (list, gtk_string_list_get_string (GTK_STRING_LIST (labels), target));
  if (row != NULL)
    gtk_widget_grab_focus (row);
}

static void
watch_popover (GtkWidget *editor)
{
  GtkWidget *popover = find_descendant (editor, GTK_TYPE_POPOVER);

  if (popover != NULL)
    g_signal_connect_object (popover, "map", G_CALLBACK (popover_map_cb), editor, G_CONNECT_AFTER);
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

        editor = create_drop_down (labels);
        gtk_drop_down_set_list_factory (GTK_DROP_DOWN (editor), rows);
        g_object_set_data_full (G_OBJECT (editor), IDS_KEY, ids, (GDestroyNotify) g_strfreev);
        if (flags & TAV_FIELD_EDITOR_UNCHOSEN)
          watch_popover (editor);
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

  if (is_player_buttons (editor))
    {
      GtkToggleButton *button = find_player_button (editor, type == G_TYPE_STRING ? json_node_get_string (value) : NULL);

      if (type == G_TYPE_STRING && button != NULL)
        gtk_toggle_button_set_active (button, TRUE);
      else
        tav_field_editor_clear_choice (editor);
    }
  else if (GTK_IS_SWITCH (editor))
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

  if (is_player_buttons (editor))
    {
      GtkToggleButton *pressed = find_player_button (editor, NULL);

      if (pressed != NULL)
        gtk_toggle_button_set_active (pressed, FALSE);
      return;
    }
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

  if (is_player_buttons (editor))
    {
      GtkToggleButton *pressed = find_player_button (editor, NULL);
      const char * const *ids = g_object_get_data (G_OBJECT (editor), IDS_KEY);
      guint i = 0;

      if (pressed == NULL)
        return g_strdup (UNCHOSEN_ID);
      for (GtkWidget *b = gtk_widget_get_first_child (editor); b != GTK_WIDGET (pressed); b = gtk_widget_get_next_sibling (b))
        i++;
      return g_strdup (ids[i]);
    }
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

  if (!GTK_IS_DROP_DOWN (editor) && !ADW_IS_COMBO_ROW (editor) && !is_player_buttons (editor))
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

/**
 * tav_field_editor_connect_changed:
 * @callback: (scope notified): called with @data whenever what @editor
 *   shows changes, by the judge or not
 */
void
tav_field_editor_connect_changed (GtkWidget *editor,
                                  GCallback  callback,
                                  gpointer   data)
{
  g_return_if_fail (tav_field_editor_get_spec (editor) != NULL);

  if (is_player_buttons (editor))
    for (GtkWidget *b = gtk_widget_get_first_child (editor); b != NULL; b = gtk_widget_get_next_sibling (b))
      g_signal_connect_swapped (b, "toggled", callback, data);
  else if (GTK_IS_DROP_DOWN (editor) || ADW_IS_COMBO_ROW (editor))
    g_signal_connect_swapped (editor, "notify::selected", callback, data);
  else if (GTK_IS_SWITCH (editor) || GTK_IS_CHECK_BUTTON (editor))
    g_signal_connect_swapped (editor, "notify::active", callback, data);
  else if (GTK_IS_EDITABLE (editor))
    g_signal_connect_swapped (editor, "changed", callback, data);
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

/* A row with its title above the two names, and its description (or what
 * is wrong) under them: the names get the whole width. */
static GtkWidget *
create_player_buttons_row (const TavFieldSpec *spec,
                           GtkWidget          *editor)
{
  GtkWidget *row = adw_preferences_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *title = gtk_label_new (_(spec->label));
  GtkWidget *message = gtk_label_new (_(spec->description));

  gtk_widget_add_css_class (box, "player-buttons-row");
  /* As an AdwActionRow's own padding. */
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 8);
  gtk_widget_set_margin_bottom (box, 8);
  gtk_label_set_xalign (GTK_LABEL (title), 0.0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_xalign (GTK_LABEL (message), 0.0);
  gtk_label_set_wrap (GTK_LABEL (message), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (message), PANGO_WRAP_WORD_CHAR);
  gtk_widget_add_css_class (message, "caption");
  gtk_widget_add_css_class (message, "subtitle");
  gtk_widget_add_css_class (message, "dim-label");
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), editor);
  gtk_box_append (GTK_BOX (box), message);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_set_focusable (row, FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, _(spec->label), -1);
  g_object_set_data (G_OBJECT (row), MESSAGE_KEY, message);

  return row;
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

  if (spec->kind == TAV_FIELD_PLAYER && player_ids != NULL &&
      g_strv_length ((char **) player_ids) == 2)
    {
      editor = create_player_buttons (spec, player_ids, player_names);
      row = create_player_buttons_row (spec, editor);
    }
  else if (spec->kind == TAV_FIELD_CHOICE || spec->kind == TAV_FIELD_PLAYER)
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
      if (flags & TAV_FIELD_EDITOR_UNCHOSEN)
        watch_popover (row);
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
  if (ADW_IS_ACTION_ROW (row))
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

  if (ADW_IS_ACTION_ROW (row))
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), message ? message : description);
  else
    gtk_label_set_label (g_object_get_data (G_OBJECT (row), MESSAGE_KEY), message ? message : description);

  if (message != NULL)
    gtk_widget_add_css_class (row, "field-error");
  else
    gtk_widget_remove_css_class (row, "field-error");

  if (tav_field_row_get_editor (row) != row)
    tav_field_editor_set_invalid (tav_field_row_get_editor (row), message != NULL);
}
