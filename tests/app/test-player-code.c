/* test-player-code.c — a player's personal code and deck from his menu
 * (issue #37): the code shown is the core's, Renew (after its warning)
 * makes a new one and undo brings the old one back; Deck… sets the deck,
 * and a deck the core refuses is refused with the core's own words.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "tav-document.h"
#include "tav-player-code.h"
#include "tav-player-menu.h"
#include "tav-players-page.h"
#include "tav-table-token.h"
#include "tav-test-app.h"
#include "tav-test-wait.h"
#include "tav-window.h"

#define iterate() tav_test_run_pending ()

static TavEvent *
destiny_event (void)
{
  TavEvent *event = tav_event_new ("destiny", "Destiny Cup");
  g_autoptr(GError) error = NULL;

  for (guint i = 1; i <= 8; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %02u", i);

      g_assert_nonnull (tav_event_add_player (event, name, &error));
    }
  return event;
}

static char *
core_code (TavWindow  *window,
           const char *id)
{
  g_autofree char *code = tav_event_get_player_code (tav_window_get_event (window), id);

  return tav_token_format_code (code);
}

/* The code dialog open: its heading, and the code it shows. */
static AdwMessageDialog *
wait_for_code (const char  *heading,
               const char **shown)
{
  AdwMessageDialog *dialog = tav_test_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  GtkWidget *label = adw_message_dialog_get_extra_child (dialog);

  if (heading != NULL)
    g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, heading);
  g_assert_true (GTK_IS_LABEL (label));
  g_assert_true (gtk_label_get_selectable (GTK_LABEL (label)));
  *shown = gtk_label_get_label (GTK_LABEL (label));
  return dialog;
}

/* Personal Code… shows the core's code; Renew Code…, confirmed, shows the
 * new one, which the core now has; undo brings the old one back. */
static void
test_code (void)
{
  g_autoptr(TavEvent) event = destiny_event ();
  TavWindow *window = tav_test_show_event (event, 1280, "players");
  GtkWidget *page = tav_test_child (window, TAV_TYPE_WINDOW, "players_page");
  g_autofree char *before = core_code (window, "p3");
  g_autofree char *after = NULL;
  g_autofree char *saved_before = NULL;
  g_autofree char *saved_after = NULL;
  AdwMessageDialog *dialog;
  const char *shown;

  g_assert_cmpuint (strlen (before), ==, 9);
  /* The code made the venue key: the file as it is before a renewal. */
  saved_before = tav_document_to_data (tav_window_get_event (window), NULL);
  g_assert_true (gtk_widget_activate_action (page, "players.code", "s", "p3"));
  dialog = wait_for_code ("Personal Code of Player 03", &shown);
  g_assert_cmpstr (shown, ==, before);
  tav_test_answer (dialog, "renew");
  iterate ();

  /* A warning first: Cancel leaves the code as it was. */
  tav_test_respond ("Renew the Code of Player 03?", "cancel");
  iterate ();
  tav_test_wait_for_no_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_cmpstr (core_code (window, "p3"), ==, before);

  g_assert_true (gtk_widget_activate_action (page, "players.code", "s", "p3"));
  dialog = wait_for_code ("Personal Code of Player 03", &shown);
  tav_test_answer (dialog, "renew");
  iterate ();
  tav_test_respond ("Renew the Code of Player 03?", "renew");
  iterate ();
  after = core_code (window, "p3");
  g_assert_cmpstr (after, !=, before);
  dialog = wait_for_code ("Personal Code of Player 03", &shown);
  g_assert_cmpstr (shown, ==, after);
  tav_test_answer (dialog, "close");
  iterate ();
  tav_test_wait_for_no_toplevel (ADW_TYPE_MESSAGE_DIALOG);

  /* The file keeps the renewal (the history is made of saved texts), and
   * undo restores the old code. */
  saved_after = tav_document_to_data (tav_window_get_event (window), NULL);
  g_assert_cmpstr (saved_before, !=, saved_after);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  iterate ();
  g_assert_cmpstr (core_code (window, "p3"), ==, before);

  tav_test_close_window (window);
}

static void
set_text (AdwMessageDialog *dialog,
          const char       *text)
{
  GtkWidget *scrolled = adw_message_dialog_get_extra_child (dialog);
  GtkTextView *view = GTK_TEXT_VIEW (gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled)));

  gtk_text_buffer_set_text (gtk_text_view_get_buffer (view), text, -1);
}

/* Deck… where the rules register decks (not in Catan); the deck set is
 * the core's; a deck the core refuses comes back with its message. */
static void
test_deck (void)
{
  g_autoptr(TavEvent) event = destiny_event ();
  g_autoptr(TavEvent) catan = tav_event_new ("catan-bg", "Catan");
  g_autoptr(TavEvent) scratch = destiny_event ();
  g_autoptr(GMenuModel) menu = tav_player_menu_new (tav_event_find_player (event, "p2"),
                                                    tav_event_get_ruleset (event), FALSE, FALSE);
  g_autoptr(GMenuModel) catan_menu = NULL;
  g_autoptr(GError) refusal = NULL;
  TavWindow *window;
  GtkWidget *page;
  AdwMessageDialog *dialog;

  g_assert_nonnull (tav_event_add_player (catan, "Anna", NULL));
  catan_menu = tav_player_menu_new (tav_event_find_player (catan, "p1"), tav_event_get_ruleset (catan),
                                    FALSE, FALSE);
  g_assert_true (tav_test_menu_has_action (menu, "players.deck"));
  g_assert_true (tav_test_menu_has_action (menu, "players.code"));
  g_assert_false (tav_test_menu_has_action (catan_menu, "players.deck"));
  g_assert_true (tav_test_menu_has_action (catan_menu, "players.code"));

  window = tav_test_show_event (event, 1280, "players");
  page = tav_test_child (window, TAV_TYPE_WINDOW, "players_page");
  g_assert_true (gtk_widget_activate_action (page, "players.deck", "s", "p2"));
  dialog = tav_test_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Deck of Player 02");
  /* Several lines, as typed (or pasted with CRLF): kept in lines, the
   * blank run inside as one, the spaces at the ends gone. */
  set_text (dialog, "Kylo Ren, Palpatine\r\nDeath Star  \n\n\n2x Force Choke\n\n");
  tav_test_answer (dialog, "accept");
  iterate ();
  tav_test_wait_for_no_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_cmpstr (tav_player_get_deck (tav_event_find_player (tav_window_get_event (window), "p2")), ==,
                   "Kylo Ren, Palpatine\nDeath Star\n\n2x Force Choke");

  /* What the core refuses, it says why; the deck stays. */
  g_assert_false (tav_event_change_deck (scratch, "p2", "Rey\x1b[2J", &refusal));
  g_assert_true (gtk_widget_activate_action (page, "players.deck", "s", "p2"));
  dialog = tav_test_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  /* The editor opens on the deck's lines. */
  {
    g_autofree char *shown = tav_player_deck_editor_get_text (adw_message_dialog_get_extra_child (dialog));

    g_assert_cmpstr (shown, ==, "Kylo Ren, Palpatine\nDeath Star\n\n2x Force Choke");
  }
  set_text (dialog, "Rey\x1b[2J");
  tav_test_answer (dialog, "accept");
  iterate ();
  dialog = tav_test_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Could Not Set the Deck");
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==, refusal->message);
  g_assert_cmpstr (tav_player_get_deck (tav_event_find_player (tav_window_get_event (window), "p2")), ==,
                   "Kylo Ren, Palpatine\nDeath Star\n\n2x Force Choke");
  tav_test_close_window (window);
}

/* At 360 px, with a long Cyrillic name, in each language: the code stays
 * whole on its line, and the deck editor opens; the screenshots of
 * docs/screenshots are taken when TAV_TEST_SCREENSHOT_DIR is set. */
static void
test_screenshots (void)
{
  g_autoptr(TavEvent) event = destiny_event ();
  g_autofree char *code_shot = tav_test_shot_name ("player-code-360");
  g_autofree char *deck_shot = tav_test_shot_name ("player-deck-360");
  TavWindow *window;
  GtkWidget *page;
  AdwMessageDialog *dialog;
  const char *shown;
  GtkWidget *label;

  g_assert_true (tav_event_rename_player (event, "p1", "Александра Константиновна Преображенская", NULL));
  g_assert_true (tav_event_change_deck (event, "p1", "Kylo Ren, Palpatine / Death Star / 2x Force Choke, Hidden Agenda", NULL));
  window = tav_test_show_event (event, 360, "players");
  page = tav_test_child (window, TAV_TYPE_WINDOW, "players_page");
  tav_test_wait_for_frame (GTK_WIDGET (window));
  g_assert_true (gtk_widget_activate_action (page, "players.code", "s", "p1"));
  dialog = wait_for_code (NULL, &shown);
  label = adw_message_dialog_get_extra_child (dialog);
  tav_test_wait_for_frame (GTK_WIDGET (dialog));
  g_assert_false (gtk_label_get_layout (GTK_LABEL (label)) &&
                  pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (label))));
  tav_test_screenshot (GTK_WIDGET (window), code_shot);
  tav_test_answer (dialog, "close");
  iterate ();

  g_assert_true (gtk_widget_activate_action (page, "players.deck", "s", "p1"));
  dialog = tav_test_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  tav_test_wait_for_frame (GTK_WIDGET (dialog));
  tav_test_screenshot (GTK_WIDGET (window), deck_shot);
  tav_test_answer (dialog, "cancel");
  iterate ();
  tav_test_close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  tav_test_gtk_init (&argc, &argv);
  adw_init ();
  tav_test_bind_translations ();

  g_test_add_func ("/player-code/code", test_code);
  g_test_add_func ("/player-code/deck", test_deck);
  g_test_add_func ("/player-code/screenshots", test_screenshots);

  return g_test_run ();
}
