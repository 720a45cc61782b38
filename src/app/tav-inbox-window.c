/* tav-inbox-window.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-inbox-window"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-inbox-requests.h"
#include "tav-inbox-window.h"
#include "tav-judge-link.h"

#include "tav-compat.h"
#include "tav-result-words.h"

/* The results sent from the tables' phones, one row each, for a queue
 * worked from the keyboard: arrows move, Enter accepts (an ordinary edit,
 * undone in the main window), the reject button asks for the reason the
 * phone shows. A result that would take the place of one the organiser
 * has (the table's, or one of a closed round) says so in its row and is
 * entered only once the organiser has seen both and chosen. Below, the
 * requests turned away (a wrong or closed code, a replay), newest first:
 * the inbox's refusal log, which is no part of the event. */
struct _TavInboxWindow
{
  AdwWindow   parent_instance;

  TavEvent   *event;
  char       *venue_url;  /* the venue server's, while it runs */
  GtkFilterListModel *pending;
  GtkSortListModel   *refused;

  /* Template widgets */
  GtkListBox *list;
  GtkListBox *refusals_list;
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

/* What the organiser has for the submission's table, in a few words, or
 * NULL when accepting it would replace nothing. */
static char *
describe_replaced (TavEvent      *event,
                   TavSubmission *s)
{
  TavStage *stage = tav_event_find_stage (event, tav_submission_get_stage_id (s));
  TavRound *round = stage ? tav_stage_get_round (stage, tav_submission_get_round (s)) : NULL;
  TavTable *table = round ? tav_round_find_table (round, tav_submission_get_table (s)) : NULL;
  g_autofree char *entered = NULL;

  if (table == NULL || !tav_inbox_accept_replaces (tav_event_get_inbox (event), s))
    return NULL;
  if ((entered = tav_result_describe (event, stage, table)))
    /* Translators: %s is a result in a few words, e.g. “Anna wins” */
    return g_strdup_printf (_("Already entered: %s"), entered);
  return g_strdup (_("Its round is closed: a later draw used the results without it"));
}

static char *
row_subtitle (TavEvent      *event,
              TavSubmission *s)
{
  g_autofree char *described = NULL;

  if (tav_submission_get_kind (s) != TAV_SUBMISSION_RESULT)
    {
      g_autofree char *warning = tav_inbox_request_warning (tav_event_get_inbox (event), s);

      described = tav_inbox_describe_request (s);
      return warning ? g_strconcat (described, "\n", warning, NULL) : g_steal_pointer (&described);
    }
  described = tav_inbox_describe (event, s);
  g_autofree char *replaced = describe_replaced (event, s);

  return replaced ? g_strconcat (described, "\n", replaced, NULL) : g_steal_pointer (&described);
}

static void
replace_response_cb (AdwMessageDialog *dialog,
                     const char       *response,
                     TavInboxWindow   *self)
{
  const char *id = g_object_get_data (G_OBJECT (dialog), "submission-id");
  g_autoptr(GError) error = NULL;

  if (self->event == NULL)
    return;
  if (g_strcmp0 (response, "replace") == 0 &&
      !tav_inbox_accept_replacing (tav_event_get_inbox (self->event), id, &error))
    show_error (self, error);
  else if (g_strcmp0 (response, "reject") == 0)
    tav_inbox_window_reject (self, id, _("The organiser kept the result entered"));
}

/* Both results side by side; keeping the one entered is the default. */
static void
ask_replace (TavInboxWindow *self,
             TavSubmission  *s)
{
  TavStage *stage = tav_event_find_stage (self->event, tav_submission_get_stage_id (s));
  TavTable *table = tav_round_find_table (tav_stage_get_round (stage, tav_submission_get_round (s)),
                                          tav_submission_get_table (s));
  g_autofree char *entered = tav_result_describe (self->event, stage, table);
  g_autofree char *sent = tav_result_describe_result (self->event, stage, table, tav_submission_get_result (s));
  g_autofree char *heading = g_strdup_printf (_("Round %u, table %u"), tav_submission_get_round (s),
                                              tav_submission_get_table (s));
  g_autofree char *body = NULL;
  const char *judge = tav_submission_get_judge (s);
  AdwMessageDialog *dialog;
  gboolean closed = stage != tav_event_get_current_stage (self->event) ||
                    tav_submission_get_round (s) != tav_stage_get_n_rounds (stage);

  if (entered && judge != NULL && judge[0] != '\0')
    body = g_strdup_printf (_("Entered: %s\nSent by judge %s: %s\n\nReplace the result entered with the one sent?"),
                            entered, judge, sent);
  else if (entered)
    body = g_strdup_printf (_("Entered: %s\nSent from the table: %s\n\nReplace the result entered with the one sent?"),
                            entered, sent);
  else
    body = g_strdup_printf (_("The table has no result.\nSent from the table: %s\n\nEnter it?"), sent);
  if (closed)
    {
      g_autofree char *notice = body;

      body = g_strconcat (_("The round is closed: the standings a later round was drawn from change."),
                          "\n\n", notice, NULL);
    }
  dialog = ADW_MESSAGE_DIALOG (tav_compat_message_dialog_new (GTK_WINDOW (self), heading, body));
  adw_message_dialog_add_responses (dialog, "keep", entered ? _("_Keep Entered") : _("_Not Now"),
                                    "reject", _("Re_ject Sent"),
                                    "replace", entered ? _("_Replace") : _("_Enter"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "replace", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "keep");
  adw_message_dialog_set_close_response (dialog, "keep");
  g_object_set_data_full (G_OBJECT (dialog), "submission-id", g_strdup (tav_submission_get_id (s)), g_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (replace_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/**
 * tav_inbox_window_accept:
 * @self: the window
 * @id: a submission waiting
 *
 * Enters the submission's result, or, when it would take the place of a
 * result the organiser has, asks first (keep, reject the one sent, or
 * replace).
 *
 * Returns: whether the result was entered now
 */
gboolean
tav_inbox_window_accept (TavInboxWindow *self,
                         const char     *id)
{
  TavInbox *inbox;
  TavSubmission *s;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (TAV_IS_INBOX_WINDOW (self), FALSE);

  inbox = tav_event_get_inbox (self->event);
  s = tav_inbox_find (inbox, id);
  if (s && tav_submission_get_state (s) == TAV_SUBMISSION_PENDING && tav_inbox_accept_replaces (inbox, s))
    {
      ask_replace (self, s);
      return FALSE;
    }
  if (!tav_inbox_accept (inbox, id, &error))
    {
      if (s && tav_submission_get_kind (s) != TAV_SUBMISSION_RESULT)
        show_error_with (self, _("The Request Was Not Accepted"), error);
      else
        show_error (self, error);
      return FALSE;
    }
  if (s)
    tav_inbox_request_show_code (GTK_WINDOW (self), self->event, s);
  return TRUE;
}

static void
accept (TavInboxWindow *self,
        const char     *id)
{
  tav_inbox_window_accept (self, id);
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
  TavSubmission *s = tav_inbox_find (tav_event_get_inbox (self->event), id);
  gboolean request = s && tav_submission_get_kind (s) != TAV_SUBMISSION_RESULT;
  AdwMessageDialog *dialog;
  GtkWidget *entry = gtk_entry_new ();

  dialog = ADW_MESSAGE_DIALOG (tav_compat_message_dialog_new (GTK_WINDOW (self),
                                                              request ? _("Refuse the Request?") : _("Reject the Result?"),
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

static void
edit_clicked_cb (GtkButton      *button,
                 TavInboxWindow *self)
{
  TavSubmission *s = tav_inbox_find (tav_event_get_inbox (self->event),
                                     g_object_get_data (G_OBJECT (button), "submission-id"));

  if (s)
    tav_inbox_request_edit (GTK_WINDOW (self), self->event, s);
}

static GtkWidget *
create_row (gpointer item,
            gpointer user_data)
{
  TavInboxWindow *self = user_data;
  TavSubmission *s = item;
  g_autofree char *title = tav_submission_get_kind (s) != TAV_SUBMISSION_RESULT
                           ? tav_inbox_request_title (self->event, s)
                           : g_strdup_printf (_("Round %u, table %u"), tav_submission_get_round (s),
                                              tav_submission_get_table (s));
  g_autofree char *subtitle = row_subtitle (self->event, s);
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
  g_object_set_data_full (G_OBJECT (row), "submission", g_object_ref (s), g_object_unref);
  g_signal_connect_object (accept_button, "clicked", G_CALLBACK (accept_clicked_cb), self, 0);
  g_signal_connect_object (reject_button, "clicked", G_CALLBACK (reject_clicked_cb), self, 0);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), reject_button);
  if (tav_submission_get_kind (s) != TAV_SUBMISSION_RESULT)
    {
      GtkWidget *edit_button = gtk_button_new_with_mnemonic (_("_Edit"));

      gtk_widget_set_valign (edit_button, GTK_ALIGN_CENTER);
      g_object_set_data_full (G_OBJECT (edit_button), "submission-id",
                              g_strdup (tav_submission_get_id (s)), g_free);
      g_signal_connect_object (edit_button, "clicked", G_CALLBACK (edit_clicked_cb), self, 0);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), edit_button);
    }
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

/**
 * tav_inbox_window_set_venue_url:
 * @self: a #TavInboxWindow
 * @url: (nullable): the venue server's address while it runs
 *
 * A judge added while the venue network runs is shown the link to the
 * judge console with the code.
 */
void
tav_inbox_window_set_venue_url (TavInboxWindow *self,
                                const char     *url)
{
  g_return_if_fail (TAV_IS_INBOX_WINDOW (self));

  g_free (self->venue_url);
  self->venue_url = g_strdup (url);
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
  /* With the venue network on, the judge console's link too, shown now
   * or never: only the code's hash is kept. */
  if (self->venue_url != NULL)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

      gtk_box_append (GTK_BOX (box), label);
      gtk_box_append (GTK_BOX (box), tav_judge_link_new (self->venue_url, code));
      adw_message_dialog_set_body (dialog, _("Give this code to the judge now: it is shown only this once. "
                                             "The judge types it into any table’s form, or opens the judge "
                                             "console from the link or its QR code on a phone or a laptop."));
      label = box;
    }
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

/* ---- Requests turned away ------------------------------------------ */

static GtkWidget *
create_refusal_row (gpointer item,
                    gpointer user_data)
{
  TavSubmission *s = item;
  g_autofree char *title = g_strdup_printf (_("Round %u, table %u"), tav_submission_get_round (s),
                                            tav_submission_get_table (s));
  g_autoptr(GDateTime) local = g_date_time_to_local (tav_submission_get_time (s));
  g_autofree char *when = g_date_time_format (local, "%H:%M:%S");
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *time = gtk_label_new (when);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), tav_submission_get_reason (s));
  gtk_widget_add_css_class (time, "dim-label");
  gtk_widget_add_css_class (time, "numeric");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), time);
  return row;
}

static int
newest_first (gconstpointer a,
              gconstpointer b,
              gpointer      user_data)
{
  return g_date_time_compare (tav_submission_get_time ((TavSubmission *) b),
                              tav_submission_get_time ((TavSubmission *) a));
}

GtkListBox *
tav_inbox_window_get_refusals_list (TavInboxWindow *self)
{
  g_return_val_if_fail (TAV_IS_INBOX_WINDOW (self), NULL);
  return self->refusals_list;
}

/* States change inside the list's items: filter again on each change,
 * and say again what each result would replace. */
static void
inbox_changed_cb (TavInboxWindow *self)
{
  GtkFilter *filter = gtk_filter_list_model_get_filter (self->pending);
  GtkListBoxRow *row;

  gtk_filter_changed (filter, GTK_FILTER_CHANGE_DIFFERENT);
  for (int i = 0; (row = gtk_list_box_get_row_at_index (self->list, i)); i++)
    {
      TavSubmission *s = g_object_get_data (G_OBJECT (row), "submission");
      g_autofree char *subtitle = s ? row_subtitle (self->event, s) : NULL;

      if (subtitle)
        adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
    }
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
  gtk_sort_list_model_set_model (self->refused,
                                 event ? tav_refusal_log_get_model (tav_inbox_get_refusals (tav_event_get_inbox (event)))
                                       : NULL);
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
  g_clear_object (&self->refused);
  g_clear_pointer (&self->judge_rows, g_ptr_array_unref);
  g_clear_pointer (&self->venue_url, g_free);
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
  gtk_widget_class_bind_template_child (widget_class, TavInboxWindow, refusals_list);
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

  self->refused = gtk_sort_list_model_new (NULL, GTK_SORTER (gtk_custom_sorter_new (newest_first, NULL, NULL)));
  gtk_list_box_bind_model (self->refusals_list, G_LIST_MODEL (self->refused), create_refusal_row, self, NULL);
  placeholder = gtk_label_new (_("No request was turned away."));
  gtk_widget_add_css_class (placeholder, "dim-label");
  gtk_widget_set_margin_top (placeholder, 12);
  gtk_widget_set_margin_bottom (placeholder, 12);
  gtk_list_box_set_placeholder (self->refusals_list, placeholder);
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
