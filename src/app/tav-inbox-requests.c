/* tav-inbox-requests.c — players' requests in “Results from the Tables”
 *
 * A request to register or a deck sent from a phone waits in the inbox
 * beside the tables' results: its row says its kind and its texts; Edit
 * corrects them (checked as a new request, tav_inbox_edit ()); once a
 * registration is accepted the organiser is shown the new player's
 * personal code, to hand over at the desk.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-inbox-window"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-compat.h"
#include "tav-inbox-requests.h"
#include "tav-player-code.h"
#include "tav-table-token.h"

/* "Request to Register" or "Deck of Anna Rossi". */
char *
tav_inbox_request_title (TavEvent      *event,
                         TavSubmission *s)
{
  TavPlayer *player = tav_event_find_player (event, tav_submission_get_player_id (s));

  if (tav_submission_get_kind (s) == TAV_SUBMISSION_REGISTRATION)
    return g_strdup (_("Request to Register"));
  /* TRANSLATORS: the title of a deck sent from a phone, waiting in the inbox */
  return g_strdup_printf (_("Deck of %s"), player ? tav_player_get_name (player) : "?");
}

/* The new player's code, to hand over. */
void
tav_inbox_request_show_code (GtkWindow     *parent,
                             TavEvent      *event,
                             TavSubmission *s)
{
  TavPlayer *player = tav_event_find_player (event, tav_submission_get_player_id (s));
  g_autofree char *code = NULL;
  g_autofree char *printed = NULL;
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  AdwMessageDialog *dialog;

  if (player == NULL || tav_submission_get_kind (s) != TAV_SUBMISSION_REGISTRATION)
    return;
  code = tav_event_get_player_code (event, tav_player_get_id (player));
  printed = tav_token_format_code (code);
  heading = g_strdup_printf (_("%s Is Registered"), tav_player_get_name (player));
  /* TRANSLATORS: %s is the personal code, e.g. K7QM-3XPA */
  body = g_strdup_printf (_("Personal code: %s\n\nHand it over: the player signs with it on the venue’s pages."),
                          printed);
  dialog = ADW_MESSAGE_DIALOG (tav_compat_message_dialog_new (parent, heading, body));
  adw_message_dialog_add_response (dialog, "close", _("_Close"));
  g_object_set_data_full (G_OBJECT (dialog), "code", g_steal_pointer (&printed), g_free);
  gtk_window_present (GTK_WINDOW (dialog));
}

static GtkWidget *
add_entry (GtkWidget  *box,
           const char *label,
           const char *text)
{
  GtkWidget *entry = gtk_entry_new ();

  gtk_editable_set_text (GTK_EDITABLE (entry), text ? text : "");
  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  gtk_box_append (GTK_BOX (box), entry);
  return entry;
}

static const char *
member (TavSubmission *s,
        const char    *name)
{
  return json_object_get_string_member_with_default (tav_submission_get_result (s), name, "");
}

typedef struct
{
  TavEvent  *event;
  char      *id;
  GtkWidget *name;   /* NULL for a deck */
  GtkWidget *club;
  GtkWidget *deck;
} Edit;

static void
edit_free (gpointer data)
{
  Edit *edit = data;

  g_object_unref (edit->event);
  g_free (edit->id);
  g_free (edit);
}

static void
edit_response_cb (AdwMessageDialog *dialog,
                  const char       *response,
                  Edit             *edit)
{
  g_autoptr(JsonObject) payload = json_object_new ();
  g_autoptr(GError) error = NULL;

  if (g_strcmp0 (response, "save") != 0)
    return;
  if (edit->name)
    {
      json_object_set_string_member (payload, "name", gtk_editable_get_text (GTK_EDITABLE (edit->name)));
      json_object_set_string_member (payload, "club", gtk_editable_get_text (GTK_EDITABLE (edit->club)));
    }
  if (edit->deck)
    {
      g_autofree char *deck = tav_player_deck_editor_get_text (edit->deck);

      json_object_set_string_member (payload, "deck", deck);
    }
  if (!tav_inbox_edit (tav_event_get_inbox (edit->event), edit->id, payload, &error))
    {
      AdwMessageDialog *refused = ADW_MESSAGE_DIALOG (
        tav_compat_message_dialog_new (gtk_window_get_transient_for (GTK_WINDOW (dialog)),
                                       _("The Request Was Not Changed"), error->message));

      adw_message_dialog_add_response (refused, "close", _("_Close"));
      gtk_window_present (GTK_WINDOW (refused));
    }
}

/* The request's texts, corrected before accepting. */
void
tav_inbox_request_edit (GtkWindow     *parent,
                        TavEvent      *event,
                        TavSubmission *s)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gboolean decks = tav_ruleset_get_registers_decks (tav_event_get_ruleset (event));
  Edit *edit = g_new0 (Edit, 1);
  AdwMessageDialog *dialog;

  edit->event = g_object_ref (event);
  edit->id = g_strdup (tav_submission_get_id (s));
  if (tav_submission_get_kind (s) == TAV_SUBMISSION_REGISTRATION)
    {
      edit->name = add_entry (box, _("Name"), member (s, "name"));
      edit->club = add_entry (box, _("Club"), member (s, "club"));
    }
  if (decks)
    {
      edit->deck = tav_player_deck_editor_new (member (s, "deck"));
      gtk_box_append (GTK_BOX (box), edit->deck);
    }
  dialog = ADW_MESSAGE_DIALOG (tav_compat_message_dialog_new (parent, _("Edit the Request"),
                                                              _("Corrected here, it still waits to be accepted.")));
  adw_message_dialog_set_extra_child (dialog, box);
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "save", _("_Save"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "save");
  g_object_set_data_full (G_OBJECT (dialog), "edit", edit, edit_free);
  g_signal_connect (dialog, "response", G_CALLBACK (edit_response_cb), edit);
  gtk_window_present (GTK_WINDOW (dialog));
}
