/* test-room.c — the room's constraints in the app (issue #36): a player's
 * table and the players kept apart from him, from his row's menu; the
 * accessible tables and the clubs rule in Event Details; the marks on his
 * row; what a draw could not honour, on the round's heading
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "tav-apart-prompt.h"
#include "tav-breaches-banner.h"
#include "tav-event-dialog.h"
#include "tav-event-private.h"
#include "tav-player-menu.h"
#include "tav-players-page.h"
#include "tav-rounds-page.h"
#include "tav-seat-prompt.h"
#include "tav-test-app.h"
#include "tav-test-wait.h"
#include "tav-window.h"

#define iterate() tav_test_run_pending ()

/* A Catan event of @n players, "Player 01"… , nothing drawn. */
static TavEvent *
catan_event (guint n)
{
  TavEvent *event = tav_event_new ("catan-bg", "Room");
  g_autoptr(GError) error = NULL;

  tav_event_set_seed (event, 36);
  for (guint i = 1; i <= n; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %02u", i);

      g_assert_nonnull (tav_event_add_player (event, name, &error));
    }
  return event;
}

static gpointer
window_child (TavWindow  *window,
              const char *name)
{
  return tav_test_child (window, TAV_TYPE_WINDOW, name);
}

/* Opens the dialog of @action for @id, lets @fill answer it, accepts. */
static void
answer_prompt (GtkWidget  *page,
               const char *action,
               const char *id,
               const char *heading,
               void      (*fill) (GtkWidget *child))
{
  AdwMessageDialog *dialog;

  g_assert_true (gtk_widget_activate_action (page, action, "s", id));
  dialog = tav_test_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, heading);
  fill (adw_message_dialog_get_extra_child (dialog));
  tav_test_answer (dialog, "accept");
  iterate ();
  dialog = tav_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  if (dialog != NULL)
    g_error ("the app says: %s — %s", adw_message_dialog_get_heading (dialog),
             adw_message_dialog_get_body (dialog));
}

static void
choose_table_4 (GtkWidget *child)
{
  g_assert_true (TAV_IS_SEAT_PROMPT (child));
  gtk_check_button_set_active (tav_test_child (child, TAV_TYPE_SEAT_PROMPT, "table_check"), TRUE);
  gtk_spin_button_set_value (tav_test_child (child, TAV_TYPE_SEAT_PROMPT, "table_spin"), 4);
}

static void
choose_accessible (GtkWidget *child)
{
  /* The table is chosen already: the prompt starts from his rule. */
  g_assert_true (gtk_check_button_get_active (tav_test_child (child, TAV_TYPE_SEAT_PROMPT, "table_check")));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (tav_test_child (child, TAV_TYPE_SEAT_PROMPT, "table_spin")),
                   ==, 4);
  gtk_check_button_set_active (tav_test_child (child, TAV_TYPE_SEAT_PROMPT, "accessible_check"), TRUE);
}

/* The name cell of @player's row: the box whose first line is his name. */
static GtkWidget *
find_name_cell (GtkWidget *widget,
                TavPlayer *player)
{
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found;

      if (GTK_IS_BOX (c) && g_object_get_data (G_OBJECT (c), "player") == player &&
          GTK_IS_LABEL (gtk_widget_get_first_child (c)) &&
          g_strcmp0 (gtk_label_get_label (GTK_LABEL (gtk_widget_get_first_child (c))),
                     tav_player_get_name (player)) == 0)
        return c;
      if ((found = find_name_cell (c, player)))
        return found;
    }
  return NULL;
}

/* Under his name, @player's row shows @marks (NULL: none). */
static gboolean
row_marks_are (GtkWidget  *page,
               TavPlayer  *player,
               const char *marks)
{
  GtkWidget *cell = find_name_cell (page, player);
  GtkWidget *label;

  g_assert_nonnull (cell);
  label = gtk_widget_get_next_sibling (gtk_widget_get_first_child (cell));
  if (marks == NULL)
    return !gtk_widget_get_visible (label);
  return gtk_widget_get_visible (label) &&
         g_strcmp0 (gtk_label_get_label (GTK_LABEL (label)), marks) == 0;
}

/* Always at Table…: a table, then an accessible one, each one step of
 * the undo history; the menu offers it and the row shows it. */
static void
test_seat (void)
{
  g_autoptr(TavEvent) event = catan_event (12);
  TavWindow *window = tav_test_show_event (event, 1280, "players");
  GtkWidget *page = window_child (window, "players_page");
  g_autoptr(GMenuModel) menu = tav_player_menu_new (tav_event_find_player (event, "p3"),
                                                    tav_event_get_ruleset (event), FALSE, FALSE);
  TavEvent *now;

  g_assert_true (tav_test_menu_has_action (menu, "players.seat"));
  g_assert_true (tav_test_menu_has_action (menu, "players.apart"));

  answer_prompt (page, "players.seat", "p3", "Table of Player 03", choose_table_4);
  now = tav_window_get_event (window);
  g_assert_cmpuint (tav_player_get_fixed_table (tav_event_find_player (now, "p3")), ==, 4);
  g_assert_false (tav_player_get_needs_accessible (tav_event_find_player (now, "p3")));
  g_assert_true (row_marks_are (page, tav_event_find_player (now, "p3"), "Table 4"));
  g_assert_true (row_marks_are (page, tav_event_find_player (now, "p4"), NULL));

  answer_prompt (page, "players.seat", "p3", "Table of Player 03", choose_accessible);
  now = tav_window_get_event (window);
  g_assert_cmpuint (tav_player_get_fixed_table (tav_event_find_player (now, "p3")), ==, 0);
  g_assert_true (tav_player_get_needs_accessible (tav_event_find_player (now, "p3")));

  /* One undo step takes the whole answer back: table 4 again. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  iterate ();
  now = tav_window_get_event (window);
  g_assert_cmpuint (tav_player_get_fixed_table (tav_event_find_player (now, "p3")), ==, 4);
  g_assert_false (tav_player_get_needs_accessible (tav_event_find_player (now, "p3")));

  tav_test_close_window (window);
}

static void
tick_p2_and_p5 (GtkWidget *child)
{
  GtkWidget *list = tav_test_child (child, TAV_TYPE_APART_PROMPT, "players_list");
  GtkWidget *groups = tav_test_child (child, TAV_TYPE_APART_PROMPT, "groups_box");
  guint n = 0;

  g_assert_false (gtk_widget_get_visible (groups));
  for (GtkWidget *row = gtk_widget_get_first_child (list); row; row = gtk_widget_get_next_sibling (row))
    {
      GtkWidget *check = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row));
      const char *label = gtk_label_get_label (GTK_LABEL (gtk_check_button_get_child (GTK_CHECK_BUTTON (check))));

      /* Everyone but the player himself. */
      g_assert_cmpstr (label, !=, "Player 01");
      if (g_str_equal (label, "Player 02") || g_str_equal (label, "Player 05"))
        gtk_check_button_set_active (GTK_CHECK_BUTTON (check), TRUE);
      n++;
    }
  g_assert_cmpuint (n, ==, 7);
}

/* Keep Apart From…: the players ticked make one group with him; opened
 * again, the group is listed and its button removes it. */
static void
test_apart (void)
{
  g_autoptr(TavEvent) event = catan_event (8);
  TavWindow *window = tav_test_show_event (event, 1280, "players");
  GtkWidget *page = window_child (window, "players_page");
  AdwMessageDialog *dialog;
  GtkWidget *prompt;
  GtkWidget *groups;
  const char * const *group;
  TavEvent *now;

  answer_prompt (page, "players.apart", "p1", "Keep Player 01 Apart From…", tick_p2_and_p5);
  now = tav_window_get_event (window);
  g_assert_cmpuint (tav_event_get_n_apart_groups (now), ==, 1);
  group = tav_event_get_apart_group (now, 0);
  g_assert_cmpuint (g_strv_length ((char **) group), ==, 3);
  g_assert_cmpstr (group[0], ==, "p1");
  g_assert_cmpstr (group[1], ==, "p2");
  g_assert_cmpstr (group[2], ==, "p5");
  g_assert_true (tav_event_are_kept_apart (now, "p2", "p5"));
  g_assert_true (row_marks_are (page, tav_event_find_player (now, "p5"), "Apart from Player 01, Player 02"));

  /* From Player 05's menu: the group, removed by its button. */
  g_assert_true (gtk_widget_activate_action (page, "players.apart", "s", "p5"));
  dialog = tav_test_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  prompt = adw_message_dialog_get_extra_child (dialog);
  groups = tav_test_child (prompt, TAV_TYPE_APART_PROMPT, "groups_list");
  g_assert_true (gtk_widget_get_visible (tav_test_child (prompt, TAV_TYPE_APART_PROMPT, "groups_box")));
  g_assert_cmpuint (tav_test_n_rows (GTK_LIST_BOX (groups)), ==, 1);
  g_signal_emit_by_name (tav_test_find_descendant (groups, GTK_TYPE_BUTTON), "clicked");
  iterate ();
  g_assert_cmpuint (tav_event_get_n_apart_groups (tav_window_get_event (window)), ==, 0);
  g_assert_cmpuint (tav_test_n_rows (GTK_LIST_BOX (groups)), ==, 0);
  tav_test_answer (dialog, "cancel");
  iterate ();
  g_assert_true (row_marks_are (page, tav_event_find_player (tav_window_get_event (window), "p5"), NULL));

  tav_test_close_window (window);
}

/* Event Details: the accessible tables typed, checked as typed, and the
 * clubs rule of three. */
static void
test_event_details (void)
{
  g_autoptr(TavEvent) event = catan_event (8);
  TavWindow *window = tav_test_show_event (event, 1280, "players");
  TavEventDialog *dialog;
  GtkWidget *tables_row;
  GtkWidget *clubs_row;
  const guint *tables;
  guint n = 0;
  TavEvent *now;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.event-details", NULL));
  dialog = tav_test_wait_for_toplevel (TAV_TYPE_EVENT_DIALOG);
  tables_row = tav_test_child (dialog, TAV_TYPE_EVENT_DIALOG, "accessible_row");
  clubs_row = tav_test_child (dialog, TAV_TYPE_EVENT_DIALOG, "clubs_row");
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (clubs_row)), ==, 0);

  gtk_editable_set_text (GTK_EDITABLE (tables_row), "5, x");
  g_assert_true (gtk_widget_has_css_class (tables_row, "error"));
  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (dialog), "event-dialog.accept", NULL) &&
                  tav_test_find_toplevel (TAV_TYPE_EVENT_DIALOG) == NULL);
  gtk_editable_set_text (GTK_EDITABLE (tables_row), "5, 5");
  g_assert_true (gtk_widget_has_css_class (tables_row, "error"));
  gtk_editable_set_text (GTK_EDITABLE (tables_row), "5 2");
  g_assert_false (gtk_widget_has_css_class (tables_row, "error"));
  adw_combo_row_set_selected (ADW_COMBO_ROW (clubs_row), 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "event-dialog.accept", NULL));
  tav_test_wait_for_no_toplevel (TAV_TYPE_EVENT_DIALOG);

  now = tav_window_get_event (window);
  tables = tav_event_get_accessible_tables (now, &n);
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpuint (tables[0], ==, 2);
  g_assert_cmpuint (tables[1], ==, 5);
  g_assert_true (tav_event_get_clubs_every_round (now));
  g_assert_true (tav_event_get_keep_clubs_apart (now));

  /* Opened again, it shows them; "Never" clears both. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.event-details", NULL));
  dialog = tav_test_wait_for_toplevel (TAV_TYPE_EVENT_DIALOG);
  tables_row = tav_test_child (dialog, TAV_TYPE_EVENT_DIALOG, "accessible_row");
  clubs_row = tav_test_child (dialog, TAV_TYPE_EVENT_DIALOG, "clubs_row");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (tables_row)), ==, "2, 5");
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (clubs_row)), ==, 1);
  adw_combo_row_set_selected (ADW_COMBO_ROW (clubs_row), 2);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "event-dialog.accept", NULL));
  tav_test_wait_for_no_toplevel (TAV_TYPE_EVENT_DIALOG);
  now = tav_window_get_event (window);
  g_assert_false (tav_event_get_clubs_every_round (now));
  g_assert_false (tav_event_get_keep_clubs_apart (now));

  tav_test_close_window (window);
}

/* Five players kept apart at two tables of four: the round's heading
 * says how many constraints its draw could not meet, and Details says
 * which; a redraw without the group hides it. */
static void
test_breaches_banner (void)
{
  g_autoptr(TavEvent) event = catan_event (8);
  const char *group[] = { "p1", "p2", "p3", "p4", "p5", NULL };
  g_autoptr(GError) error = NULL;
  TavWindow *window;
  GtkWidget *page;
  GtkWidget *banner;
  GtkLabel *count;
  GtkLabel *details;

  g_assert_true (tav_event_keep_apart (event, group, &error));
  g_assert_no_error (error);
  window = tav_test_show_event (event, 1280, "rounds");
  page = window_child (window, "rounds_page");
  banner = tav_test_child (page, TAV_TYPE_ROUNDS_PAGE, "breaches_banner");
  count = tav_test_child (banner, TAV_TYPE_BREACHES_BANNER, "count_label");
  details = tav_test_child (banner, TAV_TYPE_BREACHES_BANNER, "details_label");
  g_assert_false (gtk_widget_get_visible (banner));

  g_assert_true (gtk_widget_activate_action (page, "rounds.draw", NULL));
  iterate ();
  g_assert_true (gtk_widget_get_visible (banner));
  g_assert_nonnull (strstr (gtk_label_get_label (count), "constraints of the room could not be met"));
  g_assert_nonnull (strstr (gtk_label_get_label (details), "Player 0"));

  /* The group gone, the same round honours everything. */
  g_assert_true (tav_event_remove_apart_group (tav_window_get_event (window), 0, &error));
  iterate ();
  g_assert_false (gtk_widget_get_visible (banner));

  tav_test_close_window (window);
}

/* ---- Screenshots (docs/seating.md), with TAV_TEST_SCREENSHOT_DIR ------- */

/* A club day: names, clubs, a player at an accessible table, one at
 * table 2, a couple kept apart. */
static TavEvent *
club_day (void)
{
  static const char *names[] = { "Anna Rossi", "Bruno Neri", "Carla Blu", "Dario Verdi", "Elena Galli",
                                 "Fabio Conti", "Gina Greco", "Hugo Marino", "Irene Russo", "Luca Ferri",
                                 "Marta Costa", "Nico Riva" };
  static const guint accessible[] = { 1, 2 };
  const char *couple[] = { "p1", "p2", NULL };
  TavEvent *event = tav_event_new ("catan-bg", "Club Day");
  g_autoptr(GError) error = NULL;

  tav_event_set_seed (event, 36);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      TavPlayer *player = tav_event_add_player (event, names[i], &error);

      g_assert_nonnull (player);
      g_assert_true (tav_event_change_club (event, tav_player_get_id (player), i % 3 ? "Dadi" : "Meeple", &error));
    }
  g_assert_true (tav_event_change_accessible_tables (event, accessible, 2, &error));
  g_assert_true (tav_event_change_needs_accessible (event, "p3", TRUE, &error));
  g_assert_true (tav_event_change_fixed_table (event, "p6", 2, &error));
  g_assert_true (tav_event_keep_apart (event, couple, &error));
  tav_event_change_clubs_every_round (event, TRUE);
  g_assert_no_error (error);
  return event;
}

/* The player's menu open on his row, Keep Apart From…, the New Event
 * dialog's Seating, and the breaches of a draw on the round's heading. */
static void
test_screenshots (void)
{
  g_autoptr(TavEvent) event = NULL;
  g_autofree char *menu_shot = tav_test_shot_name ("room-player-menu");
  g_autofree char *apart_shot = tav_test_shot_name ("room-keep-apart");
  g_autofree char *new_shot = tav_test_shot_name ("new-event-seating");
  g_autofree char *breaches_shot = tav_test_shot_name ("room-breaches");
  TavWindow *window;
  GtkWidget *page;
  GtkWidget *button;
  GtkWidget *dialog;

  if (g_getenv ("TAV_TEST_SCREENSHOT_DIR") == NULL)
    {
      g_test_skip ("TAV_TEST_SCREENSHOT_DIR is not set");
      return;
    }
  event = club_day ();
  window = tav_test_show_event (event, 1100, "players");
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 700);
  page = window_child (window, "players_page");
  tav_test_wait_for_frame (GTK_WIDGET (window));
  button = tav_test_find_cell (page, GTK_TYPE_MENU_BUTTON, tav_event_find_player (event, "p1"));
  g_assert_nonnull (button);
  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  /* The whole screen: the menu reaches past the window's right edge. */
  tav_test_wait_for_frame (GTK_WIDGET (window));
  tav_test_screenshot (NULL, menu_shot);
  gtk_menu_button_popdown (GTK_MENU_BUTTON (button));

  g_assert_true (gtk_widget_activate_action (page, "players.apart", "s", "p1"));
  dialog = tav_test_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  tav_test_screenshot (GTK_WIDGET (window), apart_shot);
  tav_test_answer (ADW_MESSAGE_DIALOG (dialog), "cancel");
  iterate ();

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new", NULL));
  dialog = tav_test_wait_for_toplevel (TAV_TYPE_EVENT_DIALOG);
  gtk_window_set_default_size (GTK_WINDOW (dialog), 580, 700);
  gtk_editable_set_text (tav_test_child (dialog, TAV_TYPE_EVENT_DIALOG, "name_row"), "Catan Club Day");
  adw_combo_row_set_selected (tav_test_child (dialog, TAV_TYPE_EVENT_DIALOG, "clubs_row"), 1);
  {
    GtkWidget *row = tav_test_child (dialog, TAV_TYPE_EVENT_DIALOG, "accessible_row");
    GtkAdjustment *scroll;

    gtk_editable_set_text (GTK_EDITABLE (row), "1, 2");
    tav_test_wait_for_frame (dialog);
    /* Scrolled down to the Seating group. */
    scroll = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (tav_test_find_descendant (dialog, GTK_TYPE_SCROLLED_WINDOW)));
    gtk_adjustment_set_value (scroll, gtk_adjustment_get_upper (scroll) - gtk_adjustment_get_page_size (scroll));
    tav_test_wait_for_frame (dialog);
    tav_test_screenshot (GTK_WIDGET (window), new_shot);
  }
  gtk_window_destroy (GTK_WINDOW (dialog));
  iterate ();

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "rounds"));
  {
    TavEvent *now = tav_window_get_event (window);
    const char *five[] = { "p4", "p7", "p8", "p9", "p10", NULL };
    GtkWidget *rounds = window_child (window, "rounds_page");
    GtkWidget *banner = tav_test_child (rounds, TAV_TYPE_ROUNDS_PAGE, "breaches_banner");

    g_assert_true (tav_event_keep_apart (now, five, NULL));
    g_assert_true (gtk_widget_activate_action (rounds, "rounds.draw", NULL));
    iterate ();
    gtk_menu_button_popup (tav_test_child (banner, TAV_TYPE_BREACHES_BANNER, "details_button"));
    tav_test_wait_for_frame (GTK_WIDGET (window));
    tav_test_screenshot (NULL, breaches_shot);
  }
  tav_test_close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  tav_test_gtk_init (&argc, &argv);
  adw_init ();
  tav_test_bind_translations ();

  g_test_add_func ("/room/seat", test_seat);
  g_test_add_func ("/room/apart", test_apart);
  g_test_add_func ("/room/event-details", test_event_details);
  g_test_add_func ("/room/breaches-banner", test_breaches_banner);
  g_test_add_func ("/room/screenshots", test_screenshots);

  return g_test_run ();
}
