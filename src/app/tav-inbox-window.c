/* tav-inbox-window.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-inbox-window"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-inbox-window.h"

#include "tav-compat.h"

/* The results sent from the tables' phones, one row each, for a queue
 * worked from the keyboard: arrows move, Enter accepts (an ordinary edit,
 * undone in the main window), the reject button asks for the reason the
 * phone shows. Only waiting results are listed; refusals stay in the file
 * (tavolo-cli inbox --all). */
struct _TavInboxWindow
{
  AdwWindow   parent_instance;

  TavEvent   *event;
  GtkFilterListModel *pending;

  /* Template widgets */
  GtkListBox *list;
  GtkSwitch  *auto_accept_switch;
  GtkListBox *judges_list;
  AdwEntryRow *judge_entry;
  GtkSwitch  *judge_auto_switch;
  GPtrArray  *judge_rows;
};

G_DEFINE_FINAL_TYPE (TavInboxWindow, tav_inbox_window, ADW_TYPE_WINDOW)

static void
append_value (GString            *out,
              TavEvent           *event,
              TavTable           *table,
              const TavFieldSpec *spec,
              JsonNode           *node)
{
  if (spec->kind == TAV_FIELD_PLAYER)
    {
      int seat = table ? tav_table_find_seat (table, json_node_get_string (node)) : -1;

      g_string_append (out, seat >= 0 ? tav_event_seat_name (event, table, seat)
                                      : json_node_get_string (node));
    }
  else if (spec->kind == TAV_FIELD_CHOICE)
    g_string_append (out, _(tav_field_choice_label (spec, json_node_get_string (node))));
  else if (spec->kind == TAV_FIELD_BOOLEAN)
    g_string_append (out, json_node_get_boolean (node) ? _("yes") : _("no"));
  else
    {
      g_autofree char *text = json_to_string (node, FALSE);

      g_string_append (out, text);
    }
}

/* The result as the organiser reads it: "Winner: Anna" or, per seat,
 * "Anna: Role Sheriff, Alive yes…", then who sent it. */
char *
tav_inbox_describe (TavEvent      *event,
                    TavSubmission *submission)
{
  TavStage *stage = tav_event_find_stage (event, tav_submission_get_stage_id (submission));
  TavRound *round = stage ? tav_stage_get_round (stage, tav_submission_get_round (submission)) : NULL;
  TavTable *table = round ? tav_round_find_table (round, tav_submission_get_table (submission)) : NULL;
  JsonObject *result = tav_submission_get_result (submission);
  const TavFieldSpec *specs = NULL;
  guint n_specs = 0;
  g_autoptr(GString) out = g_string_new (NULL);

  if (stage)
    specs = tav_ruleset_get_result_fields (tav_event_get_ruleset (event), event, stage, &n_specs);
  for (guint s = 0; result && s < tav_result_get_n_seats (result); s++)
    {
      JsonObject *seat = tav_result_get_seat (result, s);

      g_string_append_printf (out, "%s%s:", out->len ? "\n" : "",
                              table && s < tav_table_get_n_seats (table)
                                ? tav_event_seat_name (event, table, s) : "?");
      for (guint f = 0; f < n_specs; f++)
        {
          JsonNode *node = json_object_get_member (seat, specs[f].id);

          if (!(specs[f].flags & TAV_FIELD_PER_SEAT) || node == NULL || !JSON_NODE_HOLDS_VALUE (node))
            continue;
          g_string_append_printf (out, " %s ", _(specs[f].label));
          append_value (out, event, table, &specs[f], node);
          g_string_append_c (out, ';');
        }
    }
  for (guint f = 0; result && f < n_specs; f++)
    {
      JsonNode *node = json_object_get_member (result, specs[f].id);

      if ((specs[f].flags & TAV_FIELD_PER_SEAT) || node == NULL || !JSON_NODE_HOLDS_VALUE (node))
        continue;
      g_string_append_printf (out, "%s%s: ", out->len ? "\n" : "", _(specs[f].label));
      append_value (out, event, table, &specs[f], node);
    }
  if (tav_submission_get_judge (submission)[0])
    g_string_append_printf (out, "\n%s", tav_submission_get_judge (submission));
  if (tav_submission_get_disputed (submission))
    g_string_append_printf (out, "\n%s", _("Disputed: the table sent different results"));
  else if (table && tav_table_get_n_seats (table) == 2 &&
           !tav_inbox_is_unanimous (tav_event_get_inbox (event), submission))
    g_string_append_printf (out, "\n%s", _("Only one player has confirmed it"));
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static void
show_error_with (TavInboxWindow *self,
                 const char     *heading,
                 const GError   *error)
{
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (tav_compat_message_dialog_new (GTK_WINDOW (self), heading,
                                                                                error->message));

  adw_message_dialog_add_response (dialog, "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
show_error (TavInboxWindow *self,
            const GError   *error)
{
  show_error_with (self, _("The Result Was Not Entered"), error);
}

static void
accept (TavInboxWindow *self,
        const char     *id)
{
  g_autoptr(GError) error = NULL;

  if (!tav_inbox_accept (tav_event_get_inbox (self->event), id, &error))
    show_error (self, error);
}

static void
accept_clicked_cb (GtkButton      *button,
                   TavInboxWindow *self)
{
  accept (self, g_object_get_data (G_OBJECT (button), "submission-id"));
}

/* Refused reasons (empty is allowed) never lose the submission. */
gboolean
tav_inbox_window_reject (TavInboxWindow *self,
                         const char     *id,
                         const char     *reason)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (TAV_IS_INBOX_WINDOW (self), FALSE);

  if (!tav_inbox_reject (tav_event_get_inbox (self->event), id, reason, &error))
    {
      show_error (self, error);
      return FALSE;
    }
  return TRUE;
}

static void
reject_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    TavInboxWindow   *self)
{
  GtkEditable *entry = g_object_get_data (G_OBJECT (dialog), "reason-entry");

  if (g_strcmp0 (response, "reject") == 0)
    tav_inbox_window_reject (self, g_object_get_data (G_OBJECT (dialog), "submission-id"),
                             gtk_editable_get_text (entry));
}

static void
reject_clicked_cb (GtkButton      *button,
                   TavInboxWindow *self)
{
  const char *id = g_object_get_data (G_OBJECT (button), "submission-id");
  AdwMessageDialog *dialog;
  GtkWidget *entry = gtk_entry_new ();

  dialog = ADW_MESSAGE_DIALOG (tav_compat_message_dialog_new (GTK_WINDOW (self), _("Reject the Result?"),
                                                              _("The phone that sent it shows your reason.")));
  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), _("Reason, such as “come to the desk”"));
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  adw_message_dialog_set_extra_child (dialog, entry);
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "reject", _("_Reject"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "reject", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "reject");
  g_object_set_data_full (G_OBJECT (dialog), "submission-id", g_strdup (id), g_free);
  g_object_set_data (G_OBJECT (dialog), "reason-entry", entry);
  g_signal_connect_object (dialog, "response", G_CALLBACK (reject_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static GtkWidget *
create_row (gpointer item,
            gpointer user_data)
{
  TavInboxWindow *self = user_data;
  TavSubmission *s = item;
  g_autofree char *title = g_strdup_printf (_("Round %u, table %u"), tav_submission_get_round (s),
                                            tav_submission_get_table (s));
  g_autofree char *subtitle = tav_inbox_describe (self->event, s);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *accept_button = gtk_button_new_with_mnemonic (_("_Accept"));
  GtkWidget *reject_button = gtk_button_new_from_icon_name ("window-close-symbolic");

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_valign (accept_button, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (reject_button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (accept_button, "suggested-action");
  gtk_widget_add_css_class (reject_button, "flat");
  gtk_widget_set_tooltip_text (reject_button, _("Reject, with a reason for the phone"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (reject_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Reject, with a reason for the phone"),
                                  -1);
  g_object_set_data_full (G_OBJECT (accept_button), "submission-id",
                          g_strdup (tav_submission_get_id (s)), g_free);
  g_object_set_data_full (G_OBJECT (reject_button), "submission-id",
                          g_strdup (tav_submission_get_id (s)), g_free);
  g_object_set_data_full (G_OBJECT (row), "submission-id", g_strdup (tav_submission_get_id (s)), g_free);
  g_signal_connect_object (accept_button, "clicked", G_CALLBACK (accept_clicked_cb), self, 0);
  g_signal_connect_object (reject_button, "clicked", G_CALLBACK (reject_clicked_cb), self, 0);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), reject_button);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), accept_button);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  return row;
}

/* Enter (or a click) on a row accepts it; the next row takes the focus. */
static void
row_activated_cb (GtkListBox     *list,
                  GtkListBoxRow  *row,
                  TavInboxWindow *self)
{
  int index = gtk_list_box_row_get_index (row);
  g_autofree char *id = g_strdup (g_object_get_data (G_OBJECT (row), "submission-id"));
  GtkListBoxRow *next;

  accept (self, id);
  next = gtk_list_box_get_row_at_index (list, index);
  if (next)
    {
      gtk_list_box_select_row (list, next);
      gtk_widget_grab_focus (GTK_WIDGET (next));
    }
}

static gboolean
is_pending (gpointer item,
            gpointer user_data)
{
  return tav_submission_get_state (item) == TAV_SUBMISSION_PENDING;
}

/* ---- Judges -------------------------------------------------------- */

static void
revoke_clicked_cb (GtkButton      *button,
                   TavInboxWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (!tav_inbox_revoke_judge (tav_event_get_inbox (self->event),
                               g_object_get_data (G_OBJECT (button), "judge"), &error))
    show_error_with (self, _("The Code Was Not Revoked"), error);
}

/* One row per judge, by name: the code itself was shown once and is kept
 * only as a hash. */
static void
update_judges (TavInboxWindow *self)
{
  TavInbox *inbox = self->event ? tav_event_get_inbox (self->event) : NULL;
  guint n = inbox ? tav_inbox_get_n_judges (inbox) : 0;

  for (guint i = 0; i < self->judge_rows->len; i++)
    gtk_list_box_remove (self->judges_list, g_ptr_array_index (self->judge_rows, i));
  g_ptr_array_set_size (self->judge_rows, 0);

  for (guint i = 0; i < n; i++)
    {
      gboolean auto_accept;
      const char *name = tav_inbox_get_judge (inbox, i, NULL, &auto_accept);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *revoke = gtk_button_new_with_mnemonic (_("_Revoke"));

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                                   auto_accept ? _("Their results are entered without asking")
                                               : _("Their results wait in this inbox"));
      gtk_widget_set_valign (revoke, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (revoke, _("The code stops working at once"));
      g_object_set_data_full (G_OBJECT (revoke), "judge", g_strdup (name), g_free);
      g_signal_connect_object (revoke, "clicked", G_CALLBACK (revoke_clicked_cb), self, 0);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), revoke);
      gtk_list_box_append (self->judges_list, row);
      g_ptr_array_add (self->judge_rows, row);
    }
}

/* Returns: (transfer full): the new judge's code, shown to the organiser
 * once, or %NULL when refused (the reason shown). */
char *
tav_inbox_window_add_judge (TavInboxWindow *self,
                            const char     *name,
                            gboolean        auto_accept)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *code = NULL;
  g_autofree char *heading = NULL;
  AdwMessageDialog *dialog;
  GtkWidget *label;

  g_return_val_if_fail (TAV_IS_INBOX_WINDOW (self), NULL);

  code = tav_inbox_add_judge (tav_event_get_inbox (self->event), name, auto_accept, &error);
  if (code == NULL)
    {
      show_error_with (self, _("The Judge Was Not Added"), error);
      return NULL;
    }
  heading = g_strdup_printf (_("Code for %s"), name);
  dialog = ADW_MESSAGE_DIALOG (tav_compat_message_dialog_new (GTK_WINDOW (self), heading,
                                                              _("Give this code to the judge now: it is shown only this once. "
                                                                "The judge types it into any table’s form.")));
  label = gtk_label_new (code);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, "title-1");
  gtk_widget_add_css_class (label, "monospace");
  adw_message_dialog_set_extra_child (dialog, label);
  adw_message_dialog_add_response (dialog, "close", _("_Close"));
  g_object_set_data_full (G_OBJECT (dialog), "judge-code", g_strdup (code), g_free);
  gtk_window_present (GTK_WINDOW (dialog));
  return g_steal_pointer (&code);
}

static void
judge_apply_cb (TavInboxWindow *self)
{
  g_autofree char *code = NULL;

  /* Enter on an empty row, or twice for one name: nothing to add. */
  if (gtk_editable_get_text (GTK_EDITABLE (self->judge_entry))[0] == '\0')
    return;
  code = tav_inbox_window_add_judge (self, gtk_editable_get_text (GTK_EDITABLE (self->judge_entry)),
                                     gtk_switch_get_active (self->judge_auto_switch));
  if (code)
    {
      gtk_editable_set_text (GTK_EDITABLE (self->judge_entry), "");
      gtk_switch_set_active (self->judge_auto_switch, FALSE);
    }
}

/* States change inside the list's items: filter again on each change. */
static void
inbox_changed_cb (TavInboxWindow *self)
{
  GtkFilter *filter = gtk_filter_list_model_get_filter (self->pending);

  gtk_filter_changed (filter, GTK_FILTER_CHANGE_DIFFERENT);
  update_judges (self);
}

void
tav_inbox_window_set_event (TavInboxWindow *self,
                            TavEvent       *event)
{
  g_return_if_fail (TAV_IS_INBOX_WINDOW (self));

  if (self->event == event)
    return;
  if (self->event)
    g_signal_handlers_disconnect_by_func (self->event, inbox_changed_cb, self);
  g_set_object (&self->event, event);
  gtk_filter_list_model_set_model (self->pending, event ? tav_inbox_get_submissions (tav_event_get_inbox (event)) : NULL);
  if (event)
    {
      g_signal_connect_object (event, "changed", G_CALLBACK (inbox_changed_cb), self, G_CONNECT_SWAPPED);
      gtk_switch_set_active (self->auto_accept_switch,
                             tav_inbox_get_auto_accept (tav_event_get_inbox (event)));
    }
  update_judges (self);
}

static void
auto_accept_cb (TavInboxWindow *self)
{
  if (self->event)
    tav_inbox_set_auto_accept (tav_event_get_inbox (self->event),
                               gtk_switch_get_active (self->auto_accept_switch));
}

GtkListBox *
tav_inbox_window_get_list (TavInboxWindow *self)
{
  g_return_val_if_fail (TAV_IS_INBOX_WINDOW (self), NULL);
  return self->list;
}

static void
tav_inbox_window_dispose (GObject *object)
{
  TavInboxWindow *self = TAV_INBOX_WINDOW (object);

  tav_inbox_window_set_event (self, NULL);
  g_clear_object (&self->pending);
  g_clear_pointer (&self->judge_rows, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), TAV_TYPE_INBOX_WINDOW);

  G_OBJECT_CLASS (tav_inbox_window_parent_class)->dispose (object);
}

static void
tav_inbox_window_class_init (TavInboxWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tav_inbox_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tavolo/Tavolo/tav-inbox-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TavInboxWindow, list);
  gtk_widget_class_bind_template_child (widget_class, TavInboxWindow, auto_accept_switch);
  gtk_widget_class_bind_template_child (widget_class, TavInboxWindow, judges_list);
  gtk_widget_class_bind_template_child (widget_class, TavInboxWindow, judge_entry);
  gtk_widget_class_bind_template_child (widget_class, TavInboxWindow, judge_auto_switch);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
tav_inbox_window_init (TavInboxWindow *self)
{
  GtkWidget *placeholder;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->judge_rows = g_ptr_array_new ();
  self->pending = gtk_filter_list_model_new (NULL, GTK_FILTER (gtk_custom_filter_new (is_pending, NULL, NULL)));
  gtk_list_box_bind_model (self->list, G_LIST_MODEL (self->pending), create_row, self, NULL);
  placeholder = gtk_label_new (_("No result is waiting. Results sent from the tables' phones appear here."));
  gtk_label_set_wrap (GTK_LABEL (placeholder), TRUE);
  gtk_widget_add_css_class (placeholder, "dim-label");
  gtk_widget_set_margin_top (placeholder, 24);
  gtk_widget_set_margin_bottom (placeholder, 24);
  gtk_list_box_set_placeholder (self->list, placeholder);
  g_signal_connect (self->list, "row-activated", G_CALLBACK (row_activated_cb), self);
  g_signal_connect_swapped (self->auto_accept_switch, "notify::active", G_CALLBACK (auto_accept_cb), self);
  g_signal_connect_swapped (self->judge_entry, "apply", G_CALLBACK (judge_apply_cb), self);
  g_signal_connect_swapped (self->judge_entry, "entry-activated", G_CALLBACK (judge_apply_cb), self);
}

TavInboxWindow *
tav_inbox_window_new (TavEvent *event)
{
  TavInboxWindow *self = g_object_new (TAV_TYPE_INBOX_WINDOW, NULL);

  tav_inbox_window_set_event (self, event);
  return self;
}
