/* tav-player-code.c — “Personal Code…” of a player, and “Deck…”
 *
 * The organiser shows a player his personal code (the one he signs with
 * at the door and for his deck), large and selectable, prints his slip, or
 * renews it when it was lost or seen by others: the old code then stops
 * working, which the organiser confirms first. The code is the core's
 * (tav-player-codes.h); nothing here makes or compares one. “Deck…” edits
 * the registered deck in a multi-line editor; the core says what it
 * refuses, and the refusal is shown as it says it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-player-code"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-compat.h"
#include "tav-player-code.h"
#include "tav-player-prompt.h"
#include "tav-print-operation.h"
#include "tav-table-token.h"
#include "tav-window.h"

typedef struct
{
  GtkWindow *parent;
  TavEvent  *event;
  char      *player_id;
} CodeAsk;

static void
code_ask_free (CodeAsk *ask)
{
  g_clear_object (&ask->parent);
  g_clear_object (&ask->event);
  g_free (ask->player_id);
  g_free (ask);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CodeAsk, code_ask_free)

static CodeAsk *
code_ask_new (GtkWindow  *parent,
              TavEvent   *event,
              const char *player_id)
{
  CodeAsk *ask = g_new0 (CodeAsk, 1);

  ask->parent = parent ? g_object_ref (parent) : NULL;
  ask->event = g_object_ref (event);
  ask->player_id = g_strdup (player_id);
  return ask;
}

static void show_code (CodeAsk *ask);

/* Asks with @responses (labels N_()), the first one cancelling. */
static void
choose (CodeAsk             *ask,
        const char          *heading,
        const char          *body,
        GtkWidget           *child,
        const TavResponse   *responses,
        guint                n_responses,
        const char          *cancel,
        GAsyncReadyCallback  callback)
{
  g_autofree TavResponse *translated = g_new (TavResponse, n_responses);

  for (guint i = 0; i < n_responses; i++)
    {
      translated[i] = responses[i];
      translated[i].label = _(responses[i].label);
    }
  tav_compat_choose (ask->parent, heading, body, child, translated, n_responses, cancel, cancel,
                     NULL, callback, ask);
}

/* The code as printed, large, to read out or copy. */
static GtkWidget *
code_label_new (const char *printed)
{
  GtkWidget *label = gtk_label_new (printed);
  g_autoptr(PangoAttrList) attrs = pango_attr_list_new ();

  pango_attr_list_insert (attrs, pango_attr_scale_new (2.2));
  pango_attr_list_insert (attrs, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
  pango_attr_list_insert (attrs, pango_attr_family_new ("Monospace"));
  gtk_label_set_attributes (GTK_LABEL (label), attrs);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_widget_set_name (label, "player-code");
  gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Personal code"), -1);
  return label;
}

static void
renew_chosen_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(CodeAsk) ask = user_data;
  g_autofree char *response = tav_compat_choose_finish (result, NULL);
  g_autoptr(GError) error = NULL;

  if (g_strcmp0 (response, "renew") != 0)
    return;
  if (!tav_event_renew_player_code (ask->event, ask->player_id, &error))
    {
      tav_compat_show_error (ask->parent, _("Could Not Renew the Code"), error->message);
      return;
    }
  show_code (g_steal_pointer (&ask));
}

static void
ask_renew (CodeAsk *ask)
{
  TavPlayer *player = tav_event_find_player (ask->event, ask->player_id);
  g_autofree char *heading = NULL;
  static const TavResponse responses[] = {
    { "cancel", N_("_Cancel"), TAV_RESPONSE_DEFAULT },
    { "renew", N_("_Renew Code"), TAV_RESPONSE_DESTRUCTIVE },
  };

  if (player == NULL)
    {
      code_ask_free (ask);
      return;
    }
  /* TRANSLATORS: %s is a player's name */
  heading = g_strdup_printf (_("Renew the Code of %s?"), tav_player_get_name (player));
  choose (ask, heading,
          _("The old code stops working at once: a slip already handed out no longer checks the player in or registers a deck. Give the player the new one."),
          NULL, responses, G_N_ELEMENTS (responses), "cancel", renew_chosen_cb);
}

static void
code_chosen_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(CodeAsk) ask = user_data;
  g_autofree char *response = tav_compat_choose_finish (result, NULL);

  if (g_strcmp0 (response, "renew") == 0)
    ask_renew (g_steal_pointer (&ask));
  else if (g_strcmp0 (response, "print") == 0)
    {
      g_autoptr(TavPrintDocument) document = tav_print_document_new (ask->event, TAV_PRINT_PLAYER_CODES,
                                                                     NULL, 0);
      g_autoptr(GError) error = NULL;

      tav_print_document_set_player (document, ask->player_id);
      if (TAV_IS_WINDOW (ask->parent))
        tav_print_document_set_venue_url (document, tav_window_get_venue_url (TAV_WINDOW (ask->parent)));
      if (!tav_print_document_check (document, &error))
        tav_compat_show_error (ask->parent, _("Nothing to Print"), error->message);
      else
        tav_print_run_document (ask->parent, document);
    }
}

static void
show_code (CodeAsk *ask)
{
  TavPlayer *player = tav_event_find_player (ask->event, ask->player_id);
  g_autofree char *code = player ? tav_event_get_player_code (ask->event, ask->player_id) : NULL;
  g_autofree char *printed = NULL;
  g_autofree char *heading = NULL;
  static const TavResponse responses[] = {
    { "renew", N_("_Renew Code…"), TAV_RESPONSE_DESTRUCTIVE },
    { "print", N_("_Print Slip…"), TAV_RESPONSE_DEFAULT },
    { "close", N_("_Close"), TAV_RESPONSE_SUGGESTED },
  };

  if (code == NULL)
    {
      code_ask_free (ask);
      return;
    }
  printed = tav_token_format_code (code);
  /* TRANSLATORS: %s is a player's name */
  heading = g_strdup_printf (_("Personal Code of %s"), tav_player_get_name (player));
  choose (ask, heading,
          _("The player signs with his name and this code on the venue’s pages: to check in at the door and to register his deck. Keep it from other players."),
          code_label_new (printed), responses, G_N_ELEMENTS (responses), "close", code_chosen_cb);
}

/**
 * tav_player_code_show:
 * @widget: the widget asking, whose window the dialog is over
 * @event: the event
 * @player_id: the player's id
 *
 * Shows the player's personal code, with Renew and Print Slip.
 */
void
tav_player_code_show (GtkWidget  *widget,
                      TavEvent   *event,
                      const char *player_id)
{
  GtkRoot *root;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (TAV_IS_EVENT (event));

  root = gtk_widget_get_root (widget);
  show_code (code_ask_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, event, player_id));
}

/* ---- Deck… ------------------------------------------------------------ */

/**
 * tav_player_deck_editor_new:
 * @deck: the deck shown
 *
 * A deck's editor, a line for each of its lines (team, battlefield, a
 * card a line): "Deck…" and the inbox's correction of a request use it.
 *
 * Returns: (transfer floating): the editor, a scrolled text view
 */
GtkWidget *
tav_player_deck_editor_new (const char *deck)
{
  GtkWidget *scrolled, *view = gtk_text_view_new ();

  gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (view), GTK_WRAP_WORD_CHAR);
  gtk_text_view_set_accepts_tab (GTK_TEXT_VIEW (view), FALSE);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (view)), deck ? deck : "", -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Deck"), -1);
  gtk_widget_add_css_class (view, "card");
  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scrolled), 120);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), view);
  return scrolled;
}

/* The text of an editor of tav_player_deck_editor_new (), as typed: the
 * core cleans it. */
char *
tav_player_deck_editor_get_text (GtkWidget *editor)
{
  GtkTextView *view = GTK_TEXT_VIEW (gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (editor)));
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
}

static gboolean
apply_deck (GtkWidget  *child,
            TavEvent   *event,
            TavPlayer  *player,
            GError    **error)
{
  g_autofree char *text = tav_player_deck_editor_get_text (child);

  return tav_event_change_deck (event, tav_player_get_id (player), text, error);
}

/**
 * tav_player_deck_ask:
 * @widget: the widget asking
 * @event: the event
 * @player_id: the player's id
 *
 * Edits the player's registered deck; the core's refusal is shown.
 */
void
tav_player_deck_ask (GtkWidget  *widget,
                     TavEvent   *event,
                     const char *player_id)
{
  TavPlayer *player;
  GtkWidget *scrolled;
  g_autofree char *heading = NULL;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (TAV_IS_EVENT (event));

  if ((player = tav_event_find_player (event, player_id)) == NULL)
    return;
  scrolled = tav_player_deck_editor_new (tav_player_get_deck (player));
  /* TRANSLATORS: %s is a player's name */
  heading = g_strdup_printf (_("Deck of %s"), tav_player_get_name (player));
  tav_player_prompt_ask_with (widget, event, player, heading,
                              _("The deck as the player registered it (team, battlefield, list); empty for none. Judges check it against this text."),
                              _("_Set"), _("Could Not Set the Deck"), scrolled, apply_deck);
}
