/* test-window.c — the main window shows an event's players and seating
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include <adwaita.h>
#include <glib/gstdio.h>

#include "tav-document.h"
#include "tav-players-page.h"
#include "tav-rounds-page.h"
#include "tav-seat-row.h"
#include "tav-table-card.h"
#include "tav-test-bang.h"
#include "tav-test-wait.h"
#include "tav-ui.h"
#include "tav-window.h"
#include "tav-test-app.h"
#include "tav-event-private.h"

#define EXAMPLE_PATH TAV_EXAMPLES_DIR G_DIR_SEPARATOR_S "bang-2011-27-players.tavolo"

static char *tmp_dir;

/* ---- Main loop helpers ------------------------------------------------ */

#define wait_until(condition, data) tav_test_wait_until (condition, data, #condition)

static gboolean
window_has_event (gpointer data)
{
  return tav_window_get_event (data) != NULL;
}

static gboolean
window_is_mapped (gpointer data)
{
  return gtk_widget_get_mapped (data);
}

static AdwMessageDialog *
find_message_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint n = g_list_model_get_n_items (toplevels);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GObject) toplevel = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (toplevel))
        return ADW_MESSAGE_DIALOG (toplevel);
    }

  return NULL;
}

static gboolean
message_dialog_shown (gpointer data)
{
  return find_message_dialog () != NULL;
}

static gboolean
message_dialog_gone (gpointer data)
{
  return find_message_dialog () == NULL;
}

/* ---- Test events ------------------------------------------------------ */

/* A BANG! event of 27 players with round 1 played (the Law wins at every
 * table) and round 2 drawn, saved to a file. */
static char *
create_event_file (void)
{
  static const char *roles5[] = { "sheriff", "deputy", "outlaw", "outlaw", "renegade" };
  static const char *roles6[] = { "sheriff", "deputy", "outlaw", "outlaw", "outlaw", "renegade" };
  static const char *roles7[] = { "sheriff", "deputy", "deputy", "outlaw", "outlaw", "outlaw", "renegade" };
  g_autoptr(TavEvent) event = tav_event_new ("bang-2011", "Test Cup");
  g_autoptr(GError) error = NULL;
  char *path = g_build_filename (tmp_dir, "test-cup.tavolo", NULL);
  TavStage *stage;
  TavRound *round;

  tav_event_set_date (event, "2026-11-22");
  tav_event_set_venue (event, "Test Hall");
  tav_event_set_seed (event, 42);

  for (guint i = 1; i <= 27; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %02u", i);

      g_assert_nonnull (tav_event_add_player (event, name, &error));
      g_assert_no_error (error);
    }

  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);

  stage = tav_event_get_current_stage (event);
  round = tav_stage_get_last_round (stage);
  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    {
      TavTable *table = tav_round_get_table (round, t);
      guint n_seats = tav_table_get_n_seats (table);
      const char * const *roles = n_seats == 5 ? roles5 : n_seats == 6 ? roles6 : roles7;
      gboolean alive[7];
      g_autoptr(JsonObject) result = NULL;

      g_assert_cmpuint (n_seats, >=, 5);
      g_assert_cmpuint (n_seats, <=, 7);

      for (guint s = 0; s < n_seats; s++)
        alive[s] = g_str_equal (roles[s], "sheriff") || g_str_equal (roles[s], "deputy");

      result = tav_test_bang_result (roles, alive, NULL, n_seats, "law", FALSE);
      g_assert_true (tav_event_set_result (event, stage, tav_round_get_number (round),
                                           tav_table_get_number (table), result, &error));
      g_assert_no_error (error);
    }

  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);

  g_assert_true (tav_document_save_file (event, path, FALSE, &error));
  g_assert_no_error (error);

  return path;
}

static char *
create_bad_file (void)
{
  char *path = g_build_filename (tmp_dir, "bad.tavolo", NULL);
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, "{ \"format\": \"tavolo\", \"version\": 1, \"event\": [] }", -1, &error);
  g_assert_no_error (error);

  return path;
}

/* ---- Looking at widgets ----------------------------------------------- */

static GtkWidget *
get_template_child (gpointer    widget,
                    GType       type,
                    const char *name)
{
  GObject *child = gtk_widget_get_template_child (GTK_WIDGET (widget), type, name);

  g_assert_nonnull (child);
  return GTK_WIDGET (child);
}

static void
collect_cards (GtkWidget *widget,
               GPtrArray *cards)
{
  if (TAV_IS_TABLE_CARD (widget))
    {
      if (tav_table_card_get_table (TAV_TABLE_CARD (widget)) != NULL)
        g_ptr_array_add (cards, widget);
      return;
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_cards (child, cards);
}

/* The text of the labels below @widget that have @css_class, in order. */
static void
collect_labels (GtkWidget  *widget,
                const char *css_class,
                GPtrArray  *texts)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, css_class))
    g_ptr_array_add (texts, (gpointer) gtk_label_get_label (GTK_LABEL (widget)));

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_labels (child, css_class, texts);
}

static gboolean
has_descendant_label (GtkWidget  *widget,
                      const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0)
    return TRUE;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (has_descendant_label (child, text))
      return TRUE;

  return FALSE;
}

typedef struct {
  GtkWidget  *widget;
  const char *text;
} ShownLabel;

static gboolean
label_shown (gpointer data)
{
  ShownLabel *shown = data;

  return has_descendant_label (shown->widget, shown->text);
}

static void
collect_seat_rows (GtkWidget *widget,
                   GPtrArray *rows)
{
  if (TAV_IS_SEAT_ROW (widget))
    {
      g_ptr_array_add (rows, widget);
      return;
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_seat_rows (child, rows);
}

static int
compare_cards (gconstpointer a,
               gconstpointer b)
{
  TavTable *table_a = tav_table_card_get_table (*(TavTableCard **)a);
  TavTable *table_b = tav_table_card_get_table (*(TavTableCard **)b);

  return (int) tav_table_get_number (table_a) - (int) tav_table_get_number (table_b);
}

typedef struct
{
  TavRoundsPage *page;
  TavRound      *round;
} ShownRound;

static gboolean
round_cards_shown (gpointer data)
{
  ShownRound *shown = data;
  g_autoptr(GPtrArray) cards = g_ptr_array_new ();

  collect_cards (GTK_WIDGET (shown->page), cards);

  if (cards->len != tav_round_get_n_tables (shown->round))
    return FALSE;

  for (guint i = 0; i < cards->len; i++)
    {
      TavTable *table = tav_table_card_get_table (cards->pdata[i]);

      if (tav_round_find_table (shown->round, tav_table_get_number (table)) != table)
        return FALSE;
    }

  return TRUE;
}

/* The rounds page shows one card per table of @round, with the players'
 * names in seating order, the Sheriff marked and the state of the result. */
static void
check_round_shown (TavWindow *window,
                   TavRound  *round)
{
  TavEvent *event = tav_window_get_event (window);
  TavRoundsPage *page = TAV_ROUNDS_PAGE (get_template_child (window, TAV_TYPE_WINDOW, "rounds_page"));
  ShownRound shown = { page, round };
  g_autoptr(GPtrArray) cards = g_ptr_array_new ();

  /* The cards are built once the page is shown. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "rounds"));
  g_assert_true (tav_rounds_page_select_round (page, round));
  g_assert_true (tav_rounds_page_get_round (page) == round);
  wait_until (round_cards_shown, &shown);

  collect_cards (GTK_WIDGET (page), cards);
  g_ptr_array_sort (cards, compare_cards);
  g_assert_cmpuint (cards->len, ==, tav_round_get_n_tables (round));

  for (guint i = 0; i < cards->len; i++)
    {
      GtkWidget *card = cards->pdata[i];
      TavTable *table = tav_table_card_get_table (TAV_TABLE_CARD (card));
      g_autoptr(GPtrArray) names = g_ptr_array_new ();
      g_autoptr(GPtrArray) rows = g_ptr_array_new ();
      g_autofree char *title = g_strdup_printf ("Table %u", tav_table_get_number (table));

      g_assert_true (tav_round_get_table (round, i) == table);
      g_assert_true (has_descendant_label (card, title));

      collect_labels (card, "seat-player", names);
      collect_seat_rows (card, rows);
      g_assert_cmpuint (names->len, ==, tav_table_get_n_seats (table));
      g_assert_cmpuint (rows->len, ==, tav_table_get_n_seats (table));
      for (guint s = 0; s < names->len; s++)
        {
          TavPlayer *player = tav_event_find_player (event, tav_table_get_seat (table, s));
          TavSeatRow *row = rows->pdata[s];

          g_assert_nonnull (player);
          g_assert_cmpstr (names->pdata[s], ==, tav_player_get_name (player));
          g_assert_cmpuint (tav_seat_row_get_seat (row), ==, s);
          g_assert_cmpstr (tav_seat_row_get_player (row), ==, tav_player_get_name (player));

          /* BANG!: seat 1 of every elimination table is the Sheriff. */
          g_assert_cmpstr (tav_seat_row_get_head_seat (row), ==, s == 0 ? "Sheriff" : NULL);
        }
      g_assert_true (has_descendant_label (rows->pdata[0], "Sheriff"));

      /* A result says who won, in the words of the BANG! outcome. */
      if (tav_table_has_result (table))
        {
          const char *outcome = json_object_get_string_member (tav_table_get_result (table), "outcome");

          g_assert_true (has_descendant_label (card, g_str_equal (outcome, "law") ? "Law wins" :
                                                     g_str_equal (outcome, "outlaws") ? "Outlaws win" :
                                                     "Renegade wins"));
        }
      else
        g_assert_true (has_descendant_label (card, "Waiting"));
    }
}

/* ---- Tests ------------------------------------------------------------ */

static TavWindow *
create_window (void)
{
  TavWindow *window = tav_window_new (NULL);

  /* Big enough for every table of a round to be on screen at once. */
  gtk_window_set_default_size (GTK_WINDOW (window), 1400, 1100);
  gtk_window_present (GTK_WINDOW (window));
  wait_until (window_is_mapped, window);

  /* GTK owns the window until it is destroyed; the tests hold one more
   * reference to check that the window goes away with everything it holds. */
  return g_object_ref (window);
}

static void
destroy_window (TavWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  tav_test_wait_for_finalize (window);
}

static void
test_window_empty (void)
{
  TavWindow *window = create_window ();
  GtkStack *main_stack = GTK_STACK (get_template_child (window, TAV_TYPE_WINDOW, "main_stack"));

  g_assert_null (tav_window_get_event (window));
  g_assert_null (tav_window_get_file (window));
  g_assert_true (tav_window_is_empty (window));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (main_stack), ==, "welcome");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Tavolo");

  destroy_window (window);
}

static void
check_event_window (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TavEvent) expected = tav_document_load_file (path, &error);
  TavWindow *window;
  TavEvent *event;
  TavPlayersPage *players_page;
  TavRoundsPage *rounds_page;
  GtkColumnView *column_view;
  GtkStack *main_stack;
  AdwViewStack *view_stack;
  GListModel *stages;
  gpointer weak_event, weak_players_page, weak_rounds_page;

  g_assert_no_error (error);
  g_assert_nonnull (expected);

  window = create_window ();
  tav_window_open_file (window, file);
  g_assert_false (tav_window_is_empty (window));
  wait_until (window_has_event, window);

  event = tav_window_get_event (window);
  g_assert_true (g_file_equal (tav_window_get_file (window), file));
  g_assert_cmpstr (tav_event_get_name (event), ==, tav_event_get_name (expected));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, tav_event_get_name (expected));

  main_stack = GTK_STACK (get_template_child (window, TAV_TYPE_WINDOW, "main_stack"));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (main_stack), ==, "event");
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (get_template_child (window, TAV_TYPE_WINDOW, "event_name_label"))),
                   ==, tav_event_get_name (expected));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (get_template_child (window, TAV_TYPE_WINDOW, "ruleset_label"))),
                   ==, "BANG! Italian Championship 2011");
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (get_template_child (window, TAV_TYPE_WINDOW, "venue_label"))),
                   ==, tav_event_get_venue (expected));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (get_template_child (window, TAV_TYPE_WINDOW, "players_label"))),
                   ==, "27 players");

  /* Players: every one of them, in the list the page shows. */
  players_page = TAV_PLAYERS_PAGE (get_template_child (window, TAV_TYPE_WINDOW, "players_page"));
  g_assert_true (tav_players_page_get_event (players_page) == event);
  g_assert_cmpuint (g_list_model_get_n_items (tav_players_page_get_model (players_page)), ==, 27);
  column_view = GTK_COLUMN_VIEW (get_template_child (players_page, TAV_TYPE_PLAYERS_PAGE, "column_view"));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (gtk_column_view_get_model (column_view))), ==, 27);
  {
    ShownLabel first = { GTK_WIDGET (column_view), tav_player_get_name (tav_event_get_player (expected, 0)) };
    ShownLabel active = { GTK_WIDGET (column_view), "Active" };

    /* The rows are made when the list is laid out. */
    wait_until (label_shown, &first);
    wait_until (label_shown, &active);
  }

  /* Rounds: the current one is shown first, then each can be picked. */
  view_stack = ADW_VIEW_STACK (get_template_child (window, TAV_TYPE_WINDOW, "view_stack"));
  adw_view_stack_set_visible_child_name (view_stack, "rounds");
  rounds_page = TAV_ROUNDS_PAGE (get_template_child (window, TAV_TYPE_WINDOW, "rounds_page"));
  g_assert_true (tav_rounds_page_get_round (rounds_page) ==
                 tav_stage_get_last_round (tav_event_get_current_stage (event)));

  stages = tav_event_get_stages (event);
  g_assert_cmpuint (g_list_model_get_n_items (stages), >=, 1);
  for (guint i = 0; i < g_list_model_get_n_items (stages); i++)
    {
      g_autoptr(TavStage) stage = g_list_model_get_item (stages, i);

      for (guint number = 1; number <= tav_stage_get_n_rounds (stage); number++)
        check_round_shown (window, tav_stage_get_round (stage, number));
    }

  /* A file that cannot be read: the loader's message in a dialog, and the
   * event stays open. */
  {
    g_autofree char *bad_path = create_bad_file ();
    g_autoptr(GFile) bad_file = g_file_new_for_path (bad_path);
    g_autoptr(TavEvent) bad_event = NULL;
    g_autoptr(GError) bad_error = NULL;
    AdwMessageDialog *dialog;

    bad_event = tav_document_load_file (bad_path, &bad_error);
    g_assert_null (bad_event);
    g_assert_nonnull (bad_error);

    tav_window_open_file (window, bad_file);
    wait_until (message_dialog_shown, NULL);
    dialog = find_message_dialog ();
    g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Could Not Open “bad.tavolo”");
    g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==, bad_error->message);
    g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (window));

    g_assert_true (tav_window_get_event (window) == event);
    g_assert_true (g_file_equal (tav_window_get_file (window), file));
    g_assert_cmpstr (gtk_stack_get_visible_child_name (main_stack), ==, "event");
    g_assert_cmpuint (g_list_model_get_n_items (tav_players_page_get_model (players_page)), ==, 27);

    gtk_window_destroy (GTK_WINDOW (dialog));
    wait_until (message_dialog_gone, NULL);
  }

  /* Closing the window lets go of the pages and of the event. */
  weak_event = event;
  weak_players_page = players_page;
  weak_rounds_page = rounds_page;
  g_object_add_weak_pointer (G_OBJECT (event), &weak_event);
  g_object_add_weak_pointer (G_OBJECT (players_page), &weak_players_page);
  g_object_add_weak_pointer (G_OBJECT (rounds_page), &weak_rounds_page);

  destroy_window (window);

  g_assert_null (weak_players_page);
  g_assert_null (weak_rounds_page);
  g_assert_null (weak_event);
}

static void
test_window_example (void)
{
  if (!g_file_test (EXAMPLE_PATH, G_FILE_TEST_EXISTS))
    {
      g_test_skip ("The bundled example event is missing");
      return;
    }

  check_event_window (EXAMPLE_PATH);
}

static void
test_window_generated (void)
{
  g_autofree char *path = create_event_file ();

  check_event_window (path);
}

/* A window that never showed an event keeps the welcome page when a file
 * cannot be read. */
static void
test_window_missing_file (void)
{
  g_autofree char *path = g_build_filename (tmp_dir, "missing.tavolo", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  TavWindow *window = create_window ();
  GtkStack *main_stack = GTK_STACK (get_template_child (window, TAV_TYPE_WINDOW, "main_stack"));
  AdwMessageDialog *dialog;

  tav_window_open_file (window, file);
  wait_until (message_dialog_shown, NULL);
  dialog = find_message_dialog ();
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "missing.tavolo"));

  g_assert_null (tav_window_get_event (window));
  g_assert_true (tav_window_is_empty (window));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (main_stack), ==, "welcome");

  gtk_window_destroy (GTK_WINDOW (dialog));
  destroy_window (window);
}

/* Closing the window while a file loads drops the load quietly. */
static void
test_window_close_while_loading (void)
{
  g_autofree char *path = create_event_file ();
  g_autoptr(GFile) file = g_file_new_for_path (path);
  TavWindow *window = create_window ();

  tav_window_open_file (window, file);
  gtk_window_destroy (GTK_WINDOW (window));

  /* The load still holds the window until its callback has run: once the
   * window is gone, the callback has run, and it showed nothing. */
  tav_test_wait_for_finalize (window);
  g_assert_null (find_message_dialog ());
}

/* A damaged file with a readable FILE~: the error says so and offers it;
 * restoring keeps the damaged file as FILE.refused and opens the backup. */
static void
test_window_corrupt_with_backup (void)
{
  g_autofree char *path = g_build_filename (tmp_dir, "cup.tavolo", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autofree char *refused = g_strconcat (path, ".refused", NULL);
  g_autofree char *kept = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TavEvent) event = tav_event_new ("bang-2011", "Backup Cup");
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  TavWindow *window = create_window ();
  AdwMessageDialog *dialog;
  gsize half;

  for (guint i = 1; i <= 8; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %u", i);

      g_assert_nonnull (tav_event_add_player (event, name, NULL));
    }
  text = tav_document_to_data (event, NULL);
  half = strlen (text) / 2;
  g_assert_true (g_file_set_contents (backup, text, -1, &error));
  g_assert_true (g_file_set_contents (path, text, half, &error));
  g_assert_no_error (error);

  tav_window_open_file (window, file);
  wait_until (message_dialog_shown, NULL);
  dialog = find_message_dialog ();
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Could Not Open “cup.tavolo”");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog),
                            "The version saved before, “cup.tavolo~”, can be read."));
  g_assert_true (adw_message_dialog_has_response (dialog, "restore"));
  tav_test_answer (dialog, "restore");
  wait_until (window_has_event, window);

  g_assert_cmpstr (tav_event_get_name (tav_window_get_event (window)), ==, "Backup Cup");
  g_assert_true (g_file_equal (tav_window_get_file (window), file));
  g_assert_true (g_file_get_contents (refused, &kept, NULL, &error));
  g_assert_cmpuint (strlen (kept), ==, half);
  g_assert_cmpstr (tav_ui_get_last_toast (GTK_WIDGET (window)), ==,
                   "Backup restored; the refused file is kept as “cup.tavolo.refused”");

  destroy_window (window);
  g_unlink (path);
  g_unlink (backup);
  g_unlink (refused);
}

/* A toast's title is markup to libadwaita: a name with “&” or “<” in a
 * toast (an undo of its registration) is shown as it is, without the
 * warning (fatal in the tests) that the markup is broken. */
static void
test_window_toast_text (void)
{
  TavWindow *window = create_window ();
  const char *text = "Undone: new player “Rossi & Figli <Bologna>”";

  tav_ui_toast (GTK_WIDGET (window), text);
  tav_test_wait_for_frame (GTK_WIDGET (window));
  tav_test_run_pending ();
  g_assert_cmpstr (tav_ui_get_last_toast (GTK_WIDGET (window)), ==, text);
  g_assert_cmpstr (adw_toast_get_title (tav_ui_get_toast (GTK_WIDGET (window))), ==,
                   "Undone: new player “Rossi &amp; Figli &lt;Bologna&gt;”");
  destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  tav_test_gtk_init (&argc, &argv);
  adw_init ();

  tmp_dir = g_dir_make_tmp ("tavolo-test-window-XXXXXX", &error);
  g_assert_no_error (error);

  g_test_add_func ("/window/empty", test_window_empty);
  g_test_add_func ("/window/example", test_window_example);
  g_test_add_func ("/window/generated", test_window_generated);
  g_test_add_func ("/window/missing-file", test_window_missing_file);
  g_test_add_func ("/window/corrupt-with-backup", test_window_corrupt_with_backup);
  g_test_add_func ("/window/toast-text", test_window_toast_text);
  g_test_add_func ("/window/close-while-loading", test_window_close_while_loading);

  status = g_test_run ();

  {
    g_autoptr(GDir) dir = g_dir_open (tmp_dir, 0, NULL);
    const char *name;

    while (dir != NULL && (name = g_dir_read_name (dir)))
      {
        g_autofree char *child = g_build_filename (tmp_dir, name, NULL);
        g_unlink (child);
      }
    g_rmdir (tmp_dir);
    g_free (tmp_dir);
  }

  return status;
}
