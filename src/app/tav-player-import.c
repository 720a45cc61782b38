/* tav-player-import.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-player-import"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "tav-compat.h"
#include "tav-input.h"
#include "tav-player-import.h"
#include "tav-player-list.h"
#include "tav-ui.h"

/* A list of players brought into the players page's event at once, from
 * a file (a spreadsheet's CSV or one name a line) or pasted. The core
 * imports the whole list or nothing; a list pasted and refused comes back
 * with the reason, so nothing typed is lost. */

/* The list pasted, asked about. */
typedef struct
{
  TavPlayersPage *page;
  GtkWidget      *editor;      /* GtkTextView */
} Paste;

static void
paste_free (Paste *paste)
{
  g_clear_object (&paste->page);
  g_clear_object (&paste->editor);
  g_free (paste);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Paste, paste_free)

static gboolean
import_text (TavPlayersPage  *self,
             const char      *text,
             gsize            length,
             gboolean         csv,
             GError         **error)
{
  g_autoptr(GPtrArray) rows = NULL;
  g_autofree char *toast = NULL;

  rows = tav_player_list_parse (text, length, csv, error);
  if (rows == NULL || !tav_event_import_players (tav_players_page_get_event (self), rows, error))
    return FALSE;

  toast = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u player imported", "%u players imported", rows->len),
                           rows->len);
  tav_ui_toast (GTK_WIDGET (self), toast);
  return TRUE;
}

static void
import_file_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(TavPlayersPage) self = user_data;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *basename = NULL;
  g_autofree char *path = NULL;
  gsize length = 0;

  file = tav_compat_ask_file_finish (result, &error);
  if (file == NULL || tav_players_page_get_event (self) == NULL)
    return;

  path = g_file_get_path (file);
  if (path == NULL)
    g_set_error_literal (&error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                         _("Only files on this computer can be imported"));
  else
    data = tav_input_read_file (path, TAV_INPUT_MAX_PLAYER_LIST, &length, &error);
  if (data == NULL)
    {
      tav_ui_error (GTK_WIDGET (self), _("Could Not Import the Players"), error->message);
      return;
    }

  basename = g_file_get_basename (file);
  if (!import_text (self, data, length,
                    g_str_has_suffix (basename, ".csv") || g_str_has_suffix (basename, ".CSV") ||
                    tav_player_list_looks_like_csv (data), &error))
    tav_ui_error (GTK_WIDGET (self), _("Could Not Import the Players"), error->message);
}

/**
 * tav_player_import_file:
 * @page: the players page
 *
 * Asks for a file of players and imports it into the page's event.
 */
void
tav_player_import_file (TavPlayersPage *page)
{
  tav_compat_ask_file (tav_ui_get_window (GTK_WIDGET (page)), TAV_FILE_IMPORT_PLAYERS, NULL, NULL, NULL, 0,
                       NULL, import_file_cb, g_object_ref (page));
}

/* ---- Pasting ---------------------------------------------------------- */

static void
paste_cb (GObject      *object,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autoptr(Paste) paste = user_data;
  TavPlayersPage *self = paste->page;
  g_autofree char *response = tav_compat_choose_finish (result, NULL);
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (paste->editor));
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  GtkTextIter start, end;

  if (g_strcmp0 (response, "accept") != 0 || tav_players_page_get_event (self) == NULL)
    return;
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  /* Refused, the list comes back with the reason: nothing is lost. */
  if (!import_text (self, text, strlen (text), tav_player_list_looks_like_csv (text), &error))
    tav_player_import_paste (self, text, error->message);
}

/**
 * tav_player_import_paste:
 * @page: the players page
 * @text: (nullable): the list to show in the editor
 * @error: (nullable): why it was refused, said above it
 *
 * Asks for a list pasted (one name a line, or a spreadsheet's rows) and
 * imports it into the page's event.
 */
void
tav_player_import_paste (TavPlayersPage *page,
                         const char     *text,
                         const char     *error)
{
  g_autofree char *body = g_strdup (_("One name a line, or the rows of a spreadsheet with a header line naming the columns (name, club). Nothing is imported if one line is wrong."));
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *view = gtk_text_view_new ();
  TavResponse responses[2];
  Paste *paste;

  if (error != NULL)
    {
      g_autofree char *with_error = g_strdup_printf ("%s\n\n%s", error, body);

      g_free (body);
      body = g_steal_pointer (&with_error);
    }

  gtk_text_view_set_monospace (GTK_TEXT_VIEW (view), TRUE);
  gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (view), GTK_WRAP_WORD_CHAR);
  gtk_text_view_set_top_margin (GTK_TEXT_VIEW (view), 6);
  gtk_text_view_set_bottom_margin (GTK_TEXT_VIEW (view), 6);
  gtk_text_view_set_left_margin (GTK_TEXT_VIEW (view), 6);
  gtk_text_view_set_right_margin (GTK_TEXT_VIEW (view), 6);
  if (text != NULL)
    gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (view)), text, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (view),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Players"), -1);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), view);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scrolled), 180);
  gtk_widget_add_css_class (scrolled, "card");
  gtk_widget_set_overflow (scrolled, GTK_OVERFLOW_HIDDEN);

  paste = g_new0 (Paste, 1);
  paste->page = g_object_ref (page);
  paste->editor = g_object_ref (view);

  responses[0] = (TavResponse) { "cancel", _("_Cancel"), TAV_RESPONSE_DEFAULT };
  responses[1] = (TavResponse) { "accept", _("_Import"), TAV_RESPONSE_SUGGESTED };
  tav_compat_choose (tav_ui_get_window (GTK_WIDGET (page)), _("Paste a List of Players"), body,
                     scrolled, responses, G_N_ELEMENTS (responses), NULL, "cancel",
                     NULL, paste_cb, paste);
}
