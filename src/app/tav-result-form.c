/* tav-result-form.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-result-form"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "tav-field-editor.h"
#include "tav-headings-layout.h"
#include "tav-result-form.h"
#include "tav-seat-result-row.h"

/* The result of a table, as the ruleset declares it: a row per seat with
 * the per-seat fields (for BANG!: role, alive, $ spent), then the fields of
 * the game as a whole (outcome, Renegade killed last). Nothing here knows a
 * ruleset: a new one gets its form from its declarations.
 *
 * When the core refuses a result, its message is put next to what it is
 * about: the path of a field (“seats[2].spent: …”) or a seat named in the
 * message (“seat 3 (Anna): …”, “two Sheriffs (seats 1 and 4)”) goes under
 * that seat, a table-level field under its row, anything else above the
 * form. */
struct _TavResultForm
{
  AdwBin               parent_instance;

  TavEvent            *event;
  TavStage            *stage;
  TavTable            *table;
  const TavFieldSpec  *fields;
  guint                n_fields;
  GPtrArray           *seat_rows;
  GPtrArray           *field_rows;
  char                *initial_state;
  /* Save was pressed: from then on every mark follows each change. */
  gboolean             checked;

  /* Template widgets */
  GtkWidget           *message_box;
  GtkLabel            *message_label;
  AdwPreferencesGroup *seats_group;
  GtkBox              *header_box;
  GtkListBox          *seats_list;
  AdwPreferencesGroup *table_group;
};

G_DEFINE_FINAL_TYPE (TavResultForm, tav_result_form, ADW_TYPE_BIN)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
editor_changed_cb (TavResultForm *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

static const char *
player_name (TavResultForm *self,
             guint          seat)
{
  const char *id = tav_table_get_seat (self->table, seat);
  TavPlayer *player = tav_event_find_player (self->event, id);

  return player ? tav_player_get_name (player) : id;
}

/* A choice labelled like the head seat (“Sheriff”) is what seat 1 holds
 * when nothing is entered yet: the draw put him there. Any other choice
 * starts empty, for the judge to make. */
static void
preselect_head_seat (TavResultForm *self,
                     GtkWidget     *editor)
{
  const TavFieldSpec *spec = tav_field_editor_get_spec (editor);
  const char *head = tav_ruleset_get_head_seat_label (tav_event_get_ruleset (self->event), self->stage);
  g_autoptr(JsonNode) node = NULL;

  tav_field_editor_clear_choice (editor);
  if (head == NULL || spec->kind != TAV_FIELD_CHOICE)
    return;

  for (const TavChoice *choice = spec->choices; choice && choice->id; choice++)
    if (g_strcmp0 (_(choice->label), head) == 0)
      {
        node = json_node_new (JSON_NODE_VALUE);
        json_node_set_string (node, choice->id);
        tav_field_editor_set_value (editor, node);
        return;
      }
}

static gboolean
applies (TavResultForm      *self,
         const TavFieldSpec *spec)
{
  return tav_ruleset_result_field_applies (tav_event_get_ruleset (self->event), self->event,
                                           self->stage, self->table, spec);
}

static void
build (TavResultForm *self)
{
  JsonObject *result = tav_table_get_result (self->table);
  guint n_seats = tav_table_get_n_seats (self->table);
  g_autoptr(GPtrArray) size_groups = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GStrvBuilder) ids = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();
  g_auto(GStrv) seat_ids = NULL;
  g_auto(GStrv) seat_names = NULL;
  const char *head = tav_ruleset_get_head_seat_label (tav_event_get_ruleset (self->event), self->stage);
  gboolean has_seat_fields = FALSE;
  gboolean has_table_fields = FALSE;

  for (guint s = 0; s < n_seats; s++)
    {
      g_strv_builder_add (ids, tav_table_get_seat (self->table, s));
      g_strv_builder_add (names, player_name (self, s));
    }
  seat_ids = g_strv_builder_end (ids);
  seat_names = g_strv_builder_end (names);

  /* Column headings, kept as wide as the editors below them. */
  for (guint f = 0; f < self->n_fields; f++)
    {
      GtkSizeGroup *group = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
      GtkWidget *heading;

      g_ptr_array_add (size_groups, group);
      if (!(self->fields[f].flags & TAV_FIELD_PER_SEAT) || !applies (self, &self->fields[f]))
        continue;

      has_seat_fields = TRUE;
      heading = gtk_label_new (_(self->fields[f].label));
      gtk_label_set_xalign (GTK_LABEL (heading), 0.0);
      gtk_widget_add_css_class (heading, "caption-heading");
      gtk_widget_add_css_class (heading, "dim-label");
      gtk_widget_set_tooltip_text (heading, _(self->fields[f].description));
      gtk_size_group_add_widget (group, heading);
      gtk_box_append (self->header_box, heading);
    }

  for (guint s = 0; s < n_seats && has_seat_fields; s++)
    {
      GtkWidget *row = tav_seat_result_row_new (s, seat_names[s], s == 0 ? head : NULL);
      JsonObject *seat_result = NULL;

      if (result != NULL && s < tav_result_get_n_seats (result))
        seat_result = tav_result_get_seat (result, s);

      for (guint f = 0; f < self->n_fields; f++)
        {
          const TavFieldSpec *spec = &self->fields[f];
          GtkWidget *editor;

          if (!(spec->flags & TAV_FIELD_PER_SEAT) || !applies (self, spec))
            continue;

          editor = tav_field_editor_new (spec, (const char * const *) seat_ids,
                                         (const char * const *) seat_names,
                                         TAV_FIELD_EDITOR_UNCHOSEN);
          if (seat_result != NULL)
            tav_field_editor_set_value (editor, json_object_get_member (seat_result, spec->id));
          else if (s == 0)
            preselect_head_seat (self, editor);
          else
            tav_field_editor_clear_choice (editor);

          gtk_size_group_add_widget (size_groups->pdata[f], editor);
          tav_seat_result_row_add_editor (TAV_SEAT_RESULT_ROW (row), editor);
          tav_field_editor_connect_changed (editor, G_CALLBACK (editor_changed_cb), self);
        }

      gtk_list_box_append (self->seats_list, row);
      g_ptr_array_add (self->seat_rows, row);
    }

  for (guint f = 0; f < self->n_fields; f++)
    {
      const TavFieldSpec *spec = &self->fields[f];
      GtkWidget *row;

      if ((spec->flags & TAV_FIELD_PER_SEAT) || !applies (self, spec))
        continue;

      has_table_fields = TRUE;
      row = tav_field_row_new (spec, (const char * const *) seat_ids, (const char * const *) seat_names,
                               TAV_FIELD_EDITOR_UNCHOSEN);
      if (result != NULL)
        tav_field_editor_set_value (tav_field_row_get_editor (row), json_object_get_member (result, spec->id));
      else
        tav_field_editor_clear_choice (tav_field_row_get_editor (row));
      tav_field_editor_connect_changed (tav_field_row_get_editor (row), G_CALLBACK (editor_changed_cb), self);
      adw_preferences_group_add (self->table_group, row);
      g_ptr_array_add (self->field_rows, row);
    }

  gtk_widget_set_visible (GTK_WIDGET (self->seats_group), has_seat_fields);
  gtk_widget_set_visible (GTK_WIDGET (self->table_group), has_table_fields);
}

/* Everything the editors show, one line each, to tell a changed form. */
static char *
get_state (TavResultForm *self)
{
  g_autoptr(GString) state = g_string_new (NULL);

  for (guint s = 0; s < self->seat_rows->len; s++)
    for (guint f = 0; f < self->n_fields; f++)
      {
        GtkWidget *editor = tav_seat_result_row_get_editor (self->seat_rows->pdata[s], self->fields[f].id);
        g_autofree char *text = NULL;

        if (editor == NULL)
          continue;
        text = tav_field_editor_get_text (editor);
        g_string_append_printf (state, "%u.%s=%s\n", s, self->fields[f].id, text);
      }

  for (guint i = 0; i < self->field_rows->len; i++)
    {
      GtkWidget *editor = tav_field_row_get_editor (self->field_rows->pdata[i]);
      g_autofree char *text = tav_field_editor_get_text (editor);

      g_string_append_printf (state, "%s=%s\n", tav_field_editor_get_spec (editor)->id, text);
    }

  return g_string_free (g_steal_pointer (&state), FALSE);
}

/**
 * tav_result_form_new:
 * @event: the event
 * @stage: the stage the table is in
 * @table: the table, filled in with its result if it has one
 */
GtkWidget *
tav_result_form_new (TavEvent *event,
                     TavStage *stage,
                     TavTable *table)
{
  TavResultForm *self;

  g_return_val_if_fail (TAV_IS_EVENT (event), NULL);
  g_return_val_if_fail (TAV_IS_STAGE (stage), NULL);
  g_return_val_if_fail (TAV_IS_TABLE (table), NULL);
  g_return_val_if_fail (tav_event_get_ruleset (event) != NULL, NULL);

  self = g_object_new (TAV_TYPE_RESULT_FORM, NULL);
  self->event = g_object_ref (event);
  self->stage = g_object_ref (stage);
  self->table = g_object_ref (table);
  self->fields = tav_ruleset_get_result_fields (tav_event_get_ruleset (event), event, stage,
                                                &self->n_fields);
  build (self);
  self->initial_state = get_state (self);

  return GTK_WIDGET (self);
}

/**
 * tav_result_form_is_changed:
 *
 * Returns: whether anything differs from what the form showed when it
 *   opened, so that closing it would lose what the judge entered
 */
gboolean
tav_result_form_is_changed (TavResultForm *self)
{
  g_autofree char *state = NULL;

  g_return_val_if_fail (TAV_IS_RESULT_FORM (self), FALSE);

  state = get_state (self);
  return g_strcmp0 (state, self->initial_state) != 0;
}

static GtkWidget *
find_field_row (TavResultForm *self,
                const char    *field_id)
{
  for (guint i = 0; i < self->field_rows->len; i++)
    {
      GtkWidget *row = self->field_rows->pdata[i];

      if (g_strcmp0 (tav_field_editor_get_spec (tav_field_row_get_editor (row))->id, field_id) == 0)
        return row;
    }

  return NULL;
}

/**
 * tav_result_form_get_editor:
 * @seat: the seat, or -1 for a field of the whole table
 *
 * Returns: (transfer none) (nullable): the widget editing @field_id
 */
GtkWidget *
tav_result_form_get_editor (TavResultForm *self,
                            int            seat,
                            const char    *field_id)
{
  GtkWidget *row;

  g_return_val_if_fail (TAV_IS_RESULT_FORM (self), NULL);

  if (seat >= 0)
    return (guint) seat < self->seat_rows->len ?
           tav_seat_result_row_get_editor (self->seat_rows->pdata[seat], field_id) : NULL;

  row = find_field_row (self, field_id);
  return row ? tav_field_row_get_editor (row) : NULL;
}

static void
set_message (TavResultForm *self,
             const char    *message)
{
  gtk_label_set_label (self->message_label, message ? message : "");
  gtk_widget_set_visible (self->message_box, message != NULL);
}

const char *
tav_result_form_get_message (TavResultForm *self)
{
  g_return_val_if_fail (TAV_IS_RESULT_FORM (self), NULL);

  return gtk_widget_get_visible (self->message_box) ? gtk_label_get_label (self->message_label) : NULL;
}

const char *
tav_result_form_get_seat_error (TavResultForm *self,
                                guint          seat)
{
  g_return_val_if_fail (TAV_IS_RESULT_FORM (self), NULL);

  if (seat >= self->seat_rows->len)
    return NULL;

  return tav_seat_result_row_get_error (self->seat_rows->pdata[seat]);
}

void
tav_result_form_clear_errors (TavResultForm *self)
{
  g_return_if_fail (TAV_IS_RESULT_FORM (self));

  set_message (self, NULL);

  for (guint i = 0; i < self->seat_rows->len; i++)
    tav_seat_result_row_set_error (self->seat_rows->pdata[i], NULL, NULL);
  for (guint i = 0; i < self->field_rows->len; i++)
    tav_field_row_set_error (self->field_rows->pdata[i], NULL);
}

/* “spent: "abc" is not a whole number” → “Auction $: "abc" is not a whole
 * number”: the judge knows the field by its heading, which the error's
 * first value (the field) becomes. */
static char *
value_message (const TavFieldSpec *spec,
               const GError       *error)
{
  g_autoptr(GError) copy = g_error_copy (error);

  tav_rule_error_set_value (copy, 0, spec->label, TRUE);
  return g_strdup (copy->message);
}

/* Reads the form, marking what cannot be a value; with @all (Save, or
 * after it) a choice left empty too, and the banner above. */
static JsonObject *
check (TavResultForm *self,
       gboolean       all)
{
  g_autoptr(JsonObject) result = json_object_new ();
  g_autoptr(JsonArray) seats = json_array_new ();
  gboolean ok = TRUE;

  tav_result_form_clear_errors (self);

  for (guint s = 0; s < self->seat_rows->len; s++)
    {
      TavSeatResultRow *row = self->seat_rows->pdata[s];
      JsonObject *seat = json_object_new ();

      for (guint f = 0; f < self->n_fields; f++)
        {
          const TavFieldSpec *spec = &self->fields[f];
          g_autoptr(GError) error = NULL;
          GtkWidget *editor;
          JsonNode *value;

          if (!(spec->flags & TAV_FIELD_PER_SEAT) || !applies (self, spec))
            continue;

          editor = tav_seat_result_row_get_editor (row, spec->id);
          if (tav_field_editor_is_unchosen (editor))
            {
              if (spec->flags & TAV_FIELD_OPTIONAL)
                continue;
              if (all)
                /* Translators: a choice of a result form (a role, a winner) left empty */
                tav_seat_result_row_set_error (row, _("Nothing chosen yet"), spec->id);
              ok = FALSE;
              continue;
            }

          value = tav_field_editor_get_value (editor, &error);
          if (value == NULL)
            {
              g_autofree char *message = value_message (spec, error);

              tav_seat_result_row_set_error (row, message, spec->id);
              ok = FALSE;
              continue;
            }
          json_object_set_member (seat, spec->id, value);
        }

      json_array_add_object_element (seats, seat);
    }

  for (guint i = 0; i < self->field_rows->len; i++)
    {
      GtkWidget *row = self->field_rows->pdata[i];
      GtkWidget *editor = tav_field_row_get_editor (row);
      const TavFieldSpec *spec = tav_field_editor_get_spec (editor);
      g_autoptr(GError) error = NULL;
      JsonNode *value;

      if (tav_field_editor_is_unchosen (editor))
        {
          if (spec->flags & TAV_FIELD_OPTIONAL)
            continue;
          if (all)
            tav_field_row_set_error (row, _("Nothing chosen yet"));
          ok = FALSE;
          continue;
        }

      value = tav_field_editor_get_value (editor, &error);
      if (value == NULL)
        {
          g_autofree char *message = NULL;

          /* An optional text left empty is simply not there. */
          if ((spec->flags & TAV_FIELD_OPTIONAL) && spec->kind == TAV_FIELD_PLAYER)
            continue;
          message = value_message (spec, error);
          tav_field_row_set_error (row, message);
          ok = FALSE;
          continue;
        }
      json_object_set_member (result, spec->id, value);
    }

  if (self->seat_rows->len > 0)
    json_object_set_array_member (result, "seats", g_steal_pointer (&seats));

  if (!ok)
    {
      if (all)
        set_message (self, _("Some values are not valid; see the fields marked below"));
      return NULL;
    }

  return g_steal_pointer (&result);
}

/**
 * tav_result_form_get_result:
 *
 * What Save reads. From then on tav_result_form_recheck() marks what is
 * still wrong after each change.
 *
 * Returns: (transfer full) (nullable): the result as entered, or %NULL when
 *   a value cannot be read (the field says why)
 */
JsonObject *
tav_result_form_get_result (TavResultForm *self)
{
  g_return_val_if_fail (TAV_IS_RESULT_FORM (self), NULL);

  self->checked = TRUE;
  return check (self, TRUE);
}

/**
 * tav_result_form_recheck:
 * @checked: (out) (optional): whether Save was pressed before, so that the
 *   caller checks the result as Save would
 *
 * After a change: a value typed that is none is marked at once; after a
 * Save, the marks and the banner follow what is mended.
 *
 * Returns: (transfer full) (nullable): the result, if it can be read
 */
JsonObject *
tav_result_form_recheck (TavResultForm *self,
                         gboolean      *checked)
{
  g_return_val_if_fail (TAV_IS_RESULT_FORM (self), NULL);

  if (checked != NULL)
    *checked = self->checked;
  return check (self, self->checked);
}

/**
 * tav_result_form_get_error_widget:
 * @focus: (out) (transfer none) (nullable): where the focus goes: the
 *   field at fault, or the banner
 *
 * Returns: (transfer none) (nullable): what to bring into view after a
 *   refused Save: the first seat or field marked, else the banner above
 *   the form
 */
GtkWidget *
tav_result_form_get_error_widget (TavResultForm  *self,
                                  GtkWidget     **focus)
{
  g_return_val_if_fail (TAV_IS_RESULT_FORM (self), NULL);

  *focus = NULL;
  for (guint s = 0; s < self->seat_rows->len; s++)
    if (gtk_widget_has_css_class (self->seat_rows->pdata[s], "seat-error"))
      {
        *focus = tav_seat_result_row_get_invalid_editor (self->seat_rows->pdata[s]);
        return self->seat_rows->pdata[s];
      }
  for (guint i = 0; i < self->field_rows->len; i++)
    if (gtk_widget_has_css_class (self->field_rows->pdata[i], "field-error"))
      {
        *focus = tav_field_row_get_editor (self->field_rows->pdata[i]);
        return self->field_rows->pdata[i];
      }

  /* The banner alone says what is wrong. */
  if (gtk_widget_get_visible (self->message_box))
    {
      *focus = self->message_box;
      return self->message_box;
    }

  return NULL;
}

/* ---- Placing the core's messages -------------------------------------- */

/* The rules' message without "round 2: " (the form is about that round and
 * table already), a capital first as the form's sentences have. */
static char *
form_text (const GError *error)
{
  g_autofree char *text = tav_rule_error_render (error, NULL, NULL, FALSE);
  g_autofree char *first = NULL;

  if (!g_unichar_islower (g_utf8_get_char (text)))
    return g_steal_pointer (&text);
  first = g_utf8_strup (text, g_utf8_next_char (text) - text);
  return g_strconcat (first, g_utf8_next_char (text), NULL);
}

/**
 * tav_result_form_show_error:
 * @self: a #TavResultForm
 * @error: why the core refused the result
 *
 * Puts the message next to the field or the seat the error names, or
 * above the form when it is about the whole table.
 */
void
tav_result_form_show_error (TavResultForm *self,
                            const GError  *error)
{
  g_autofree char *text = NULL;
  TavRulePlace place;
  guint n_seats;
  GtkWidget *row;

  g_return_if_fail (TAV_IS_RESULT_FORM (self));

  tav_result_form_clear_errors (self);
  text = form_text (error);
  tav_rule_error_get_place (error, &place);
  n_seats = self->seat_rows->len;

  if (place.seat >= 1 && place.seat <= n_seats)
    {
      /* Two seats in conflict: both marked, the message under the one named. */
      if (place.other_seat >= 1 && place.other_seat <= n_seats && place.other_seat != place.seat)
        tav_seat_result_row_set_error (self->seat_rows->pdata[place.other_seat - 1], "", place.field);
      tav_seat_result_row_set_error (self->seat_rows->pdata[place.seat - 1], text, place.field);
      return;
    }
  if (place.field && (row = find_field_row (self, place.field)))
    {
      tav_field_row_set_error (row, text);
      return;
    }
  set_message (self, text);
}

static void
tav_result_form_dispose (GObject *object)
{
  TavResultForm *self = (TavResultForm *)object;

  g_clear_object (&self->event);
  g_clear_object (&self->stage);
  g_clear_object (&self->table);

  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), TAV_TYPE_RESULT_FORM);

  G_OBJECT_CLASS (tav_result_form_parent_class)->dispose (object);
}

static void
tav_result_form_finalize (GObject *object)
{
  TavResultForm *self = (TavResultForm *)object;

  g_clear_pointer (&self->seat_rows, g_ptr_array_unref);
  g_clear_pointer (&self->field_rows, g_ptr_array_unref);
  g_clear_pointer (&self->initial_state, g_free);

  G_OBJECT_CLASS (tav_result_form_parent_class)->finalize (object);
}

static void
tav_result_form_class_init (TavResultFormClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tav_result_form_dispose;
  object_class->finalize = tav_result_form_finalize;

  /**
   * TavResultForm::changed:
   *
   * Something the form shows was changed.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  g_type_ensure (TAV_TYPE_HEADINGS_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tavolo/Tavolo/tav-result-form.ui");
  gtk_widget_class_bind_template_child (widget_class, TavResultForm, message_box);
  gtk_widget_class_bind_template_child (widget_class, TavResultForm, message_label);
  gtk_widget_class_bind_template_child (widget_class, TavResultForm, seats_group);
  gtk_widget_class_bind_template_child (widget_class, TavResultForm, header_box);
  gtk_widget_class_bind_template_child (widget_class, TavResultForm, seats_list);
  gtk_widget_class_bind_template_child (widget_class, TavResultForm, table_group);
}

static void
tav_result_form_init (TavResultForm *self)
{
  self->seat_rows = g_ptr_array_new ();
  self->field_rows = g_ptr_array_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
}
