/* tav-match-form.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-match-form"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "tav-field-editor.h"
#include "tav-match-form.h"

/* The result of a bracket match: which of the two players won, then the
 * other fields the bracket declares (for BANG!, the kind of duel). The
 * winner is picked from the two names; the other fields get their rows
 * from their declarations. A forfeit is the core's to record when a player
 * leaves, so it is kept as it is and not offered. */
struct _TavMatchForm
{
  AdwBin               parent_instance;

  TavEvent            *event;
  TavStage            *stage;
  TavTable            *match;
  GPtrArray           *field_rows;
  char                *initial_state;

  /* Template widgets */
  GtkWidget           *message_box;
  GtkLabel            *message_label;
  AdwPreferencesGroup *winner_group;
  AdwActionRow        *first_row;
  AdwActionRow        *second_row;
  GtkCheckButton      *first_check;
  GtkCheckButton      *second_check;
  AdwPreferencesGroup *details_group;
};

G_DEFINE_FINAL_TYPE (TavMatchForm, tav_match_form, ADW_TYPE_BIN)

static const char *
seat_name (TavMatchForm *self,
           guint         seat)
{
  const char *id = tav_table_get_seat (self->match, seat);
  TavPlayer *player = tav_event_find_player (self->event, id);

  return player ? tav_player_get_name (player) : id;
}

static void
build (TavMatchForm *self)
{
  JsonObject *result = tav_table_get_result (self->match);
  const char *winner = tav_result_get_string (result, "winner");
  const TavFieldSpec *fields;
  guint n_fields = 0;
  gboolean has_details = FALSE;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->first_row), seat_name (self, 0));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->second_row), seat_name (self, 1));

  if (winner != NULL)
    tav_match_form_set_winner (self, tav_table_find_seat (self->match, winner) == 1 ? 1 : 0);

  fields = tav_ruleset_get_result_fields (tav_event_get_ruleset (self->event), self->event,
                                          self->stage, &n_fields);
  for (guint f = 0; f < n_fields; f++)
    {
      const TavFieldSpec *spec = &fields[f];
      GtkWidget *row;

      if (g_str_equal (spec->id, "winner") || g_str_equal (spec->id, "forfeit") ||
          (spec->flags & TAV_FIELD_PER_SEAT) ||
          !tav_ruleset_result_field_applies (tav_event_get_ruleset (self->event), self->event,
                                             self->stage, self->match, spec))
        continue;

      /* Nothing chosen that the judge did not choose (a 2–0 nobody saw). */
      row = tav_field_row_new (spec, NULL, NULL, TAV_FIELD_EDITOR_UNCHOSEN);
      if (result != NULL)
        tav_field_editor_set_value (tav_field_row_get_editor (row), json_object_get_member (result, spec->id));
      else
        tav_field_editor_clear_choice (tav_field_row_get_editor (row));
      adw_preferences_group_add (self->details_group, row);
      g_ptr_array_add (self->field_rows, row);
      has_details = TRUE;
    }

  gtk_widget_set_visible (GTK_WIDGET (self->details_group), has_details);
}

/* The winner chosen and what each row shows, to tell a changed form. */
static char *
get_state (TavMatchForm *self)
{
  g_autoptr(GString) state = g_string_new (NULL);

  g_string_append_printf (state, "winner=%d%d\n",
                          gtk_check_button_get_active (self->first_check),
                          gtk_check_button_get_active (self->second_check));
  for (guint i = 0; i < self->field_rows->len; i++)
    {
      GtkWidget *editor = tav_field_row_get_editor (self->field_rows->pdata[i]);
      g_autofree char *text = tav_field_editor_get_text (editor);

      g_string_append_printf (state, "%s=%s\n", tav_field_editor_get_spec (editor)->id, text);
    }

  return g_string_free (g_steal_pointer (&state), FALSE);
}

/**
 * tav_match_form_new:
 * @event: the event
 * @stage: the bracket
 * @match: a match with both players known
 */
GtkWidget *
tav_match_form_new (TavEvent *event,
                    TavStage *stage,
                    TavTable *match)
{
  TavMatchForm *self;

  g_return_val_if_fail (TAV_IS_EVENT (event), NULL);
  g_return_val_if_fail (TAV_IS_STAGE (stage), NULL);
  g_return_val_if_fail (TAV_IS_TABLE (match), NULL);
  g_return_val_if_fail (tav_table_get_n_seats (match) == 2, NULL);

  self = g_object_new (TAV_TYPE_MATCH_FORM, NULL);
  self->event = g_object_ref (event);
  self->stage = g_object_ref (stage);
  self->match = g_object_ref (match);
  build (self);
  self->initial_state = get_state (self);

  return GTK_WIDGET (self);
}

/* Whether closing the form now would lose something the judge entered. */
gboolean
tav_match_form_is_changed (TavMatchForm *self)
{
  g_autofree char *state = NULL;

  g_return_val_if_fail (TAV_IS_MATCH_FORM (self), FALSE);

  state = get_state (self);
  return g_strcmp0 (state, self->initial_state) != 0;
}

void
tav_match_form_set_winner (TavMatchForm *self,
                           guint         seat)
{
  g_return_if_fail (TAV_IS_MATCH_FORM (self));

  gtk_check_button_set_active (seat == 0 ? self->first_check : self->second_check, TRUE);
}

static void
set_message (TavMatchForm *self,
             const char   *message)
{
  gtk_label_set_label (self->message_label, message ? message : "");
  gtk_widget_set_visible (self->message_box, message != NULL);
}

const char *
tav_match_form_get_message (TavMatchForm *self)
{
  g_return_val_if_fail (TAV_IS_MATCH_FORM (self), NULL);

  return gtk_widget_get_visible (self->message_box) ? gtk_label_get_label (self->message_label) : NULL;
}

/* What to bring into view after a refused Save: the first field marked,
 * else the message above the form. */
GtkWidget *
tav_match_form_get_error_widget (TavMatchForm *self)
{
  g_return_val_if_fail (TAV_IS_MATCH_FORM (self), NULL);

  for (guint i = 0; i < self->field_rows->len; i++)
    if (gtk_widget_has_css_class (self->field_rows->pdata[i], "field-error"))
      return self->field_rows->pdata[i];

  return gtk_widget_get_visible (self->message_box) ? self->message_box : NULL;
}

/**
 * tav_match_form_get_result:
 *
 * Returns: (transfer full) (nullable): the result, or %NULL when no winner
 *   is chosen or a field cannot be read (the form says which)
 */
JsonObject *
tav_match_form_get_result (TavMatchForm *self)
{
  g_autoptr(JsonObject) result = json_object_new ();
  JsonObject *previous = tav_table_get_result (self->match);
  const char *winner = NULL;
  gboolean ok = TRUE;

  g_return_val_if_fail (TAV_IS_MATCH_FORM (self), NULL);

  set_message (self, NULL);

  if (gtk_check_button_get_active (self->first_check))
    winner = tav_table_get_seat (self->match, 0);
  else if (gtk_check_button_get_active (self->second_check))
    winner = tav_table_get_seat (self->match, 1);

  if (winner == NULL)
    {
      set_message (self, _("Choose the winner of the match"));
      return NULL;
    }
  json_object_set_string_member (result, "winner", winner);

  for (guint i = 0; i < self->field_rows->len; i++)
    {
      GtkWidget *row = self->field_rows->pdata[i];
      GtkWidget *editor = tav_field_row_get_editor (row);
      const TavFieldSpec *spec = tav_field_editor_get_spec (editor);
      g_autoptr(GError) error = NULL;
      JsonNode *value;

      if (tav_field_editor_is_unchosen (editor))
        {
          /* Left out: the core says whether it was needed. */
          tav_field_row_set_error (row, (spec->flags & TAV_FIELD_OPTIONAL) ? NULL : _("Nothing chosen yet"));
          if (!(spec->flags & TAV_FIELD_OPTIONAL))
            ok = FALSE;
          continue;
        }

      value = tav_field_editor_get_value (editor, &error);
      tav_field_row_set_error (row, error ? error->message : NULL);
      if (value == NULL)
        {
          ok = FALSE;
          continue;
        }
      json_object_set_member (result, tav_field_editor_get_spec (editor)->id, value);
    }

  /* A forfeit stays a forfeit as long as the same player wins. */
  if (previous != NULL && tav_result_get_bool (previous, "forfeit") &&
      g_strcmp0 (tav_result_get_string (previous, "winner"), winner) == 0)
    json_object_set_boolean_member (result, "forfeit", TRUE);

  return ok ? g_steal_pointer (&result) : NULL;
}

/* A match has few fields: the message goes under the row the error
 * names, or above the form. */
void
tav_match_form_show_error (TavMatchForm *self,
                           const GError *error)
{
  g_autofree char *text = NULL;
  TavRulePlace place;

  g_return_if_fail (TAV_IS_MATCH_FORM (self));

  set_message (self, NULL);
  /* Without "round 2: ": the form is about that match. */
  text = tav_rule_error_render (error, NULL, NULL, FALSE);
  tav_rule_error_get_place (error, &place);

  for (guint i = 0; place.field && i < self->field_rows->len; i++)
    {
      GtkWidget *row = self->field_rows->pdata[i];
      const TavFieldSpec *spec = tav_field_editor_get_spec (tav_field_row_get_editor (row));

      if (g_strcmp0 (spec->id, place.field) == 0)
        {
          tav_field_row_set_error (row, text);
          return;
        }
    }

  set_message (self, text);
}

static void
tav_match_form_dispose (GObject *object)
{
  TavMatchForm *self = (TavMatchForm *)object;

  g_clear_object (&self->event);
  g_clear_object (&self->stage);
  g_clear_object (&self->match);

  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), TAV_TYPE_MATCH_FORM);

  G_OBJECT_CLASS (tav_match_form_parent_class)->dispose (object);
}

static void
tav_match_form_finalize (GObject *object)
{
  TavMatchForm *self = (TavMatchForm *)object;

  g_clear_pointer (&self->field_rows, g_ptr_array_unref);
  g_clear_pointer (&self->initial_state, g_free);

  G_OBJECT_CLASS (tav_match_form_parent_class)->finalize (object);
}

static void
tav_match_form_class_init (TavMatchFormClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tav_match_form_dispose;
  object_class->finalize = tav_match_form_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tavolo/Tavolo/tav-match-form.ui");
  gtk_widget_class_bind_template_child (widget_class, TavMatchForm, message_box);
  gtk_widget_class_bind_template_child (widget_class, TavMatchForm, message_label);
  gtk_widget_class_bind_template_child (widget_class, TavMatchForm, winner_group);
  gtk_widget_class_bind_template_child (widget_class, TavMatchForm, first_row);
  gtk_widget_class_bind_template_child (widget_class, TavMatchForm, second_row);
  gtk_widget_class_bind_template_child (widget_class, TavMatchForm, first_check);
  gtk_widget_class_bind_template_child (widget_class, TavMatchForm, second_check);
  gtk_widget_class_bind_template_child (widget_class, TavMatchForm, details_group);
}

static void
tav_match_form_init (TavMatchForm *self)
{
  self->field_rows = g_ptr_array_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
}
