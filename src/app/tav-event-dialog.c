/* tav-event-dialog.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-event-dialog"

#include "config.h"

#include <stdio.h>

#include <glib/gi18n.h>

#include "tav-date.h"
#include "tav-document.h"
#include "tav-event-dialog.h"
#include "tav-field-editor.h"
#include "tav-text.h"
#include "tav-ui.h"

/* Creates an event (“New Event”), or edits the details of one (“Event
 * Details”): name, date, venue, the ruleset with its parameters, and the
 * seed of the draws. The parameters are the ruleset's declarations, one row
 * each, explained by their descriptions. Once the first round is drawn the
 * ruleset, its parameters and the seed stay as they are: the draws already
 * made follow from them. On success TavEventDialog::done is emitted with
 * the event, new or edited. The seating rows (accessible tables, clubs
 * kept apart) may change at any time: they weigh on the draws to come. */
struct _TavEventDialog
{
  AdwWindow        parent_instance;

  TavEvent        *event;      /* NULL when creating one */
  GPtrArray       *rulesets;
  GPtrArray       *param_rows;

  /* Template widgets */
  AdwWindowTitle  *window_title;
  GtkButton       *accept_button;
  AdwEntryRow     *name_row;
  AdwEntryRow     *date_row;
  GtkMenuButton   *calendar_button;
  GtkCalendar     *calendar;
  AdwEntryRow     *venue_row;
  AdwPreferencesGroup *rules_group;
  AdwComboRow     *ruleset_row;
  AdwPreferencesGroup *params_group;
  AdwEntryRow     *seed_row;
  GtkWidget       *seed_button;
  AdwComboRow     *release_row;
  AdwEntryRow     *accessible_row;
  AdwComboRow     *clubs_row;
  GtkWidget       *error_group;
  GtkLabel        *error_label;
};

G_DEFINE_FINAL_TYPE (TavEventDialog, tav_event_dialog, ADW_TYPE_WINDOW)

enum {
  PROP_0,
  PROP_EVENT,
  N_PROPS
};

enum {
  DONE,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/**
 * tav_event_dialog_new:
 * @parent: (nullable): the window it belongs to
 * @event: (nullable): the event to edit, %NULL to create one
 */
TavEventDialog *
tav_event_dialog_new (GtkWindow *parent,
                      TavEvent  *event)
{
  return g_object_new (TAV_TYPE_EVENT_DIALOG,
                       "transient-for", parent,
                       "event", event,
                       NULL);
}

TavEvent *
tav_event_dialog_get_event (TavEventDialog *self)
{
  g_return_val_if_fail (TAV_IS_EVENT_DIALOG (self), NULL);

  return self->event;
}

static TavRuleset *
get_ruleset (TavEventDialog *self)
{
  guint selected = adw_combo_row_get_selected (self->ruleset_row);

  if (selected >= self->rulesets->len)
    return NULL;

  return self->rulesets->pdata[selected];
}

/* A date as the file keeps it, YYYY-MM-DD and nothing around it: the
 * loader refuses "2026-1-5" and " 2026-11-22" (scanf took both). */
static gboolean
parse_seed (const char *text,
            guint64    *seed)
{
  return g_ascii_string_to_unsigned (text, 10, 0, TAV_DOCUMENT_MAX_SEED, seed, NULL);
}

/* The clubs row's items, in their order. */
enum
{
  CLUBS_FIRST_ROUND,
  CLUBS_EVERY_ROUND,
  CLUBS_NEVER,
};

/* "1, 2, 5" (commas or spaces between); "" for none. On error, says
 * which number is wrong. */
static GArray *
parse_tables (const char  *text,
              GError     **error)
{
  g_auto(GStrv) parts = g_regex_split_simple ("[\\s,;]+", text, 0, 0);
  g_autoptr(GArray) numbers = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; parts[i] != NULL; i++)
    {
      guint64 value = 0;
      guint number;

      if (parts[i][0] == '\0')
        continue;
      if (!g_ascii_string_to_unsigned (parts[i], 10, 1, TAV_TABLE_MAX_NUMBER, &value, NULL))
        {
          g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID,
                       /* Translators: %s is what was typed among the accessible tables */
                       _("Accessible tables: “%s” is not a table number from 1 to %u"),
                       parts[i], TAV_TABLE_MAX_NUMBER);
          return NULL;
        }
      number = (guint) value;
      for (guint j = 0; j < numbers->len; j++)
        if (g_array_index (numbers, guint, j) == number)
          {
            g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID,
                         _("Accessible tables: table %u is listed twice"), number);
            return NULL;
          }
      g_array_append_val (numbers, number);
    }
  return g_steal_pointer (&numbers);
}

static void
set_row_invalid (gpointer row,
                 gboolean invalid)
{
  if (invalid)
    gtk_widget_add_css_class (GTK_WIDGET (row), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (row), "error");
}

/* Create is possible once the name, the date and the seed make sense;
 * the rows that do not are marked. */
static void
entry_changed_cb (TavEventDialog *self)
{
  const char *name = gtk_editable_get_text (GTK_EDITABLE (self->name_row));
  const char *date = gtk_editable_get_text (GTK_EDITABLE (self->date_row));
  const char *seed = gtk_editable_get_text (GTK_EDITABLE (self->seed_row));
  g_autofree char *stripped = g_strstrip (g_strdup (name));
  guint64 value;
  gboolean date_ok = date[0] == '\0' || tav_date_is_valid (date);
  gboolean seed_ok = parse_seed (seed, &value);
  g_autoptr(GArray) tables = parse_tables (gtk_editable_get_text (GTK_EDITABLE (self->accessible_row)), NULL);

  set_row_invalid (self->date_row, !date_ok);
  set_row_invalid (self->seed_row, !seed_ok);
  set_row_invalid (self->accessible_row, tables == NULL);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "event-dialog.accept",
                                 stripped[0] != '\0' && date_ok && seed_ok && tables != NULL &&
                                 get_ruleset (self));
}

static void
calendar_day_selected_cb (TavEventDialog *self)
{
  g_autoptr(GDateTime) date = gtk_calendar_get_date (self->calendar);
  g_autofree char *text = g_date_time_format (date, "%Y-%m-%d");

  gtk_editable_set_text (GTK_EDITABLE (self->date_row), text);
  gtk_menu_button_popdown (self->calendar_button);
}

static void
show_error (TavEventDialog *self,
            const char     *message)
{
  gtk_label_set_label (self->error_label, message ? message : "");
  gtk_widget_set_visible (self->error_group, message != NULL);
}

/* One row per parameter of the ruleset, set to the event's values. */
static void
ruleset_selected_cb (TavEventDialog *self)
{
  TavRuleset *ruleset = get_ruleset (self);
  const TavFieldSpec *params = NULL;
  guint n_params = 0;

  for (guint i = 0; i < self->param_rows->len; i++)
    adw_preferences_group_remove (self->params_group, self->param_rows->pdata[i]);
  g_ptr_array_set_size (self->param_rows, 0);

  if (ruleset != NULL)
    {
      /* Said here, not under the title: at 360 px a sentence there would
       * push the header's buttons out of shape. */
      g_autofree char *description = self->event != NULL && tav_event_has_started (self->event)
        ? g_strdup_printf ("%s\n\n%s", tav_ruleset_get_description (ruleset),
                           _("The rules and the seed are fixed once a round is drawn"))
        : g_strdup (tav_ruleset_get_description (ruleset));

      adw_preferences_group_set_description (self->rules_group, description);
      params = tav_ruleset_get_params (ruleset, &n_params);
    }

  for (guint i = 0; i < n_params; i++)
    {
      GtkWidget *row = tav_field_row_new (&params[i], NULL, NULL, TAV_FIELD_EDITOR_DEFAULT);

      if (self->event != NULL)
        {
          JsonNode *value = json_object_get_member (tav_event_get_params (self->event), params[i].id);

          tav_field_editor_set_value (tav_field_row_get_editor (row), value);
          gtk_widget_set_sensitive (row, !tav_event_has_started (self->event));
        }

      adw_preferences_group_add (self->params_group, row);
      g_ptr_array_add (self->param_rows, row);
    }

  gtk_widget_set_visible (GTK_WIDGET (self->params_group), n_params > 0);
  show_error (self, NULL);
  entry_changed_cb (self);
}

static void
tav_event_dialog_new_seed (GtkWidget  *widget,
                           const char *action_name,
                           GVariant   *parameter)
{
  TavEventDialog *self = TAV_EVENT_DIALOG (widget);
  g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, tav_document_new_seed ());

  gtk_editable_set_text (GTK_EDITABLE (self->seed_row), seed);
}

/* Reads every parameter; the first one that is wrong is marked and the
 * whole dialog stays open. */
static gboolean
read_params (TavEventDialog  *self,
             JsonObject      *params)
{
  gboolean ok = TRUE;

  for (guint i = 0; i < self->param_rows->len; i++)
    {
      GtkWidget *row = self->param_rows->pdata[i];
      GtkWidget *editor = tav_field_row_get_editor (row);
      const TavFieldSpec *spec = tav_field_editor_get_spec (editor);
      g_autoptr(GError) error = NULL;
      JsonNode *value = tav_field_editor_get_value (editor, &error);

      tav_field_row_set_error (row, error ? error->message : NULL);
      if (value == NULL)
        {
          ok = FALSE;
          continue;
        }
      json_object_set_member (params, spec->id, value);
    }

  return ok;
}

static void
tav_event_dialog_accept (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  TavEventDialog *self = TAV_EVENT_DIALOG (widget);
  g_autoptr(TavEvent) created = NULL;
  g_autoptr(JsonObject) params = json_object_new ();
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->name_row))));
  g_autofree char *venue = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->venue_row))));
  g_autofree char *clean_name = NULL;
  g_autofree char *clean_venue = NULL;
  const char *date = gtk_editable_get_text (GTK_EDITABLE (self->date_row));
  TavRuleset *ruleset = get_ruleset (self);
  TavEvent *event = self->event;
  gboolean started = event != NULL && tav_event_has_started (event);
  guint64 seed = 0;
  TavEventDetails details = { NULL, };
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) tables = NULL;
  guint clubs = adw_combo_row_get_selected (self->clubs_row);

  if (ruleset == NULL || name[0] == '\0' || !parse_seed (gtk_editable_get_text (GTK_EDITABLE (self->seed_row)), &seed) ||
      (date[0] != '\0' && !tav_date_is_valid (date)))
    return;

  /* The rules of names, as for a player's (and `tavolo-cli new`): no
   * control character typed or pasted reaches the file. */
  if (!(clean_name = tav_text_clean_name (name, &error)) ||
      !(clean_venue = tav_text_clean_optional (venue, &error)))
    {
      show_error (self, error->message);
      return;
    }

  if (!(tables = parse_tables (gtk_editable_get_text (GTK_EDITABLE (self->accessible_row)), &error)))
    {
      show_error (self, error->message);
      return;
    }

  if (!started && !read_params (self, params))
    {
      show_error (self, _("A parameter is not valid; see the row marked above"));
      return;
    }

  if (event == NULL)
    event = created = tav_event_new (tav_ruleset_get_id (ruleset), clean_name);

  /* One checked edit, one step of the undo history. */
  details.name = clean_name;
  details.date = date;
  details.venue = clean_venue;
  details.set_seed = !started;
  details.seed = seed;
  details.params = started ? NULL : params;
  if (!tav_event_edit_details (event, &details, &error))
    {
      show_error (self, error->message);
      return;
    }
  /* Folded into the same step of the history (the session commits once
   * the dialog is gone). */
  if (!tav_event_change_release (event, adw_combo_row_get_selected (self->release_row) == 1, &error) ||
      !tav_event_change_accessible_tables (event, (const guint *) tables->data, tables->len, &error))
    {
      show_error (self, error->message);
      return;
    }
  tav_event_change_clubs_every_round (event, clubs == CLUBS_EVERY_ROUND);
  tav_event_change_clubs_apart (event, clubs != CLUBS_NEVER);

  g_signal_emit (self, signals[DONE], 0, event);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
tav_event_dialog_fill (TavEventDialog *self)
{
  g_autoptr(GDateTime) today = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (today, "%Y-%m-%d");
  g_autofree char *seed = NULL;
  gboolean started = FALSE;
  guint selected = 0;

  if (self->event != NULL)
    {
      started = tav_event_has_started (self->event);
      adw_window_title_set_title (self->window_title, _("Event Details"));
      gtk_window_set_title (GTK_WINDOW (self), _("Event Details"));
      gtk_button_set_label (self->accept_button, _("_Apply"));
      gtk_editable_set_text (GTK_EDITABLE (self->name_row), tav_event_get_name (self->event));
      gtk_editable_set_text (GTK_EDITABLE (self->date_row), tav_event_get_date (self->event));
      gtk_editable_set_text (GTK_EDITABLE (self->venue_row), tav_event_get_venue (self->event));
      seed = g_strdup_printf ("%" G_GUINT64_FORMAT, tav_event_get_seed (self->event));

      for (guint i = 0; i < self->rulesets->len; i++)
        if (self->rulesets->pdata[i] == tav_event_get_ruleset (self->event))
          selected = i;
    }
  else
    {
      adw_window_title_set_title (self->window_title, _("New Event"));
      gtk_window_set_title (GTK_WINDOW (self), _("New Event"));
      gtk_button_set_label (self->accept_button, _("C_reate"));
      gtk_editable_set_text (GTK_EDITABLE (self->date_row), date);
      seed = g_strdup_printf ("%" G_GUINT64_FORMAT, tav_document_new_seed ());
    }

  gtk_editable_set_text (GTK_EDITABLE (self->seed_row), seed);
  /* 0: at once, 1: after the organiser releases it. */
  adw_combo_row_set_selected (self->release_row,
                              self->event != NULL && tav_event_get_manual_release (self->event) ? 1 : 0);
  if (self->event != NULL)
    {
      guint n = 0;
      const guint *tables = tav_event_get_accessible_tables (self->event, &n);
      g_autoptr(GString) text = g_string_new (NULL);

      for (guint i = 0; i < n; i++)
        g_string_append_printf (text, "%s%u", i ? ", " : "", tables[i]);
      gtk_editable_set_text (GTK_EDITABLE (self->accessible_row), text->str);
      adw_combo_row_set_selected (self->clubs_row,
                                  tav_event_get_clubs_every_round (self->event) ? CLUBS_EVERY_ROUND :
                                  tav_event_get_keep_clubs_apart (self->event) ? CLUBS_FIRST_ROUND :
                                  CLUBS_NEVER);
    }

  /* What the draws already made follow from cannot change. */
  gtk_widget_set_sensitive (GTK_WIDGET (self->ruleset_row), self->event == NULL);
  gtk_widget_set_sensitive (GTK_WIDGET (self->seed_row), !started);

  adw_combo_row_set_selected (self->ruleset_row, selected);
  ruleset_selected_cb (self);
}

static void
tav_event_dialog_constructed (GObject *object)
{
  TavEventDialog *self = (TavEventDialog *)object;

  G_OBJECT_CLASS (tav_event_dialog_parent_class)->constructed (object);

  tav_event_dialog_fill (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->name_row));
}

static void
tav_event_dialog_dispose (GObject *object)
{
  TavEventDialog *self = (TavEventDialog *)object;

  g_clear_object (&self->event);
  gtk_widget_dispose_template (GTK_WIDGET (self), TAV_TYPE_EVENT_DIALOG);

  G_OBJECT_CLASS (tav_event_dialog_parent_class)->dispose (object);
}

static void
tav_event_dialog_finalize (GObject *object)
{
  TavEventDialog *self = (TavEventDialog *)object;

  g_clear_pointer (&self->rulesets, g_ptr_array_unref);
  g_clear_pointer (&self->param_rows, g_ptr_array_unref);

  G_OBJECT_CLASS (tav_event_dialog_parent_class)->finalize (object);
}

static void
tav_event_dialog_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TavEventDialog *self = TAV_EVENT_DIALOG (object);

  switch (prop_id)
    {
    case PROP_EVENT:
      g_value_set_object (value, self->event);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tav_event_dialog_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  TavEventDialog *self = TAV_EVENT_DIALOG (object);

  switch (prop_id)
    {
    case PROP_EVENT:
      self->event = g_value_dup_object (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tav_event_dialog_class_init (TavEventDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = tav_event_dialog_constructed;
  object_class->dispose = tav_event_dialog_dispose;
  object_class->finalize = tav_event_dialog_finalize;
  object_class->get_property = tav_event_dialog_get_property;
  object_class->set_property = tav_event_dialog_set_property;

  properties[PROP_EVENT] =
    g_param_spec_object ("event", NULL, NULL,
                         TAV_TYPE_EVENT,
                         (G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TavEventDialog::done:
   * @event: the event created or edited
   */
  signals[DONE] =
    g_signal_new ("done",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, TAV_TYPE_EVENT);

  gtk_widget_class_install_action (widget_class, "event-dialog.accept", NULL, tav_event_dialog_accept);
  gtk_widget_class_install_action (widget_class, "event-dialog.new-seed", NULL, tav_event_dialog_new_seed);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tavolo/Tavolo/tav-event-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TavEventDialog, window_title);
  gtk_widget_class_bind_template_child (widget_class, TavEventDialog, accept_button);
  gtk_widget_class_bind_template_child (widget_class, TavEventDialog, name_row);
  gtk_widget_class_bind_template_child (widget_class, TavEventDialog, date_row);
  gtk_widget_class_bind_template_child (widget_class, TavEventDialog, calendar_button);
  gtk_widget_class_bind_template_child (widget_class, TavEventDialog, calendar);
  gtk_widget_class_bind_template_child (widget_class, TavEventDialog, venue_row);
  gtk_widget_class_bind_template_child (widget_class, TavEventDialog, rules_group);
  gtk_widget_class_bind_template_child (widget_class, TavEventDialog, ruleset_row);
  gtk_widget_class_bind_template_child (widget_class, TavEventDialog, params_group);
  gtk_widget_class_bind_template_child (widget_class, TavEventDialog, seed_row);
  gtk_widget_class_bind_template_child (widget_class, TavEventDialog, seed_button);
  gtk_widget_class_bind_template_child (widget_class, TavEventDialog, release_row);
  gtk_widget_class_bind_template_child (widget_class, TavEventDialog, accessible_row);
  gtk_widget_class_bind_template_child (widget_class, TavEventDialog, clubs_row);
  gtk_widget_class_bind_template_child (widget_class, TavEventDialog, error_group);
  gtk_widget_class_bind_template_child (widget_class, TavEventDialog, error_label);
  gtk_widget_class_bind_template_callback (widget_class, entry_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, calendar_day_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, ruleset_selected_cb);
}

/* The rulesets' list: each name in full (two BANG! championships differ
 * only at their ends) with its description under it. */
static void
setup_ruleset_item_cb (GtkSignalListItemFactory *factory,
                       GtkListItem              *item)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *name = gtk_label_new (NULL);
  GtkWidget *description = gtk_label_new (NULL);

  for (GtkWidget *label = name; label != NULL; label = label == name ? description : NULL)
    {
      gtk_label_set_xalign (GTK_LABEL (label), 0.0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 52);
      gtk_box_append (GTK_BOX (box), label);
    }
  gtk_widget_add_css_class (description, "caption");
  gtk_widget_add_css_class (description, "dim-label");
  gtk_list_item_set_child (item, box);
}

static void
bind_ruleset_item_cb (GtkSignalListItemFactory *factory,
                      GtkListItem              *item,
                      TavEventDialog           *self)
{
  GtkWidget *name = gtk_widget_get_first_child (gtk_list_item_get_child (item));
  guint position = gtk_list_item_get_position (item);
  TavRuleset *ruleset = position < self->rulesets->len ? self->rulesets->pdata[position] : NULL;

  if (ruleset == NULL)
    return;
  gtk_label_set_label (GTK_LABEL (name), tav_ruleset_get_name (ruleset));
  gtk_label_set_label (GTK_LABEL (gtk_widget_get_next_sibling (name)), tav_ruleset_get_description (ruleset));
}

static void
tav_event_dialog_init (TavEventDialog *self)
{
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);

  self->param_rows = g_ptr_array_new ();
  self->rulesets = tav_ruleset_list ();

  gtk_widget_init_template (GTK_WIDGET (self));

  for (guint i = 0; i < self->rulesets->len; i++)
    gtk_string_list_append (names, tav_ruleset_get_name (self->rulesets->pdata[i]));
  adw_combo_row_set_model (self->ruleset_row, G_LIST_MODEL (names));
  /* The chosen name in full under the row's title, not cut short. */
  adw_combo_row_set_use_subtitle (self->ruleset_row, TRUE);
  g_signal_connect (factory, "setup", G_CALLBACK (setup_ruleset_item_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_ruleset_item_cb), self);
  adw_combo_row_set_list_factory (self->ruleset_row, factory);

  gtk_window_set_default_widget (GTK_WINDOW (self), GTK_WIDGET (self->accept_button));
}
