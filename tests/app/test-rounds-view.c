/* test-rounds-view.c — finding tables in a big round, and the compact view
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include <adwaita.h>

#include "tav-destiny.h"
#include "tav-display.h"
#include "tav-match-row.h"
#include "tav-result-dialog.h"
#include "tav-rounds-page.h"
#include "tav-seat-row.h"
#include "tav-table-card.h"
#include "tav-test-bang.h"
#include "tav-test-destiny.h"
#include "tav-test-app.h"
#include "tav-test-wait.h"
#include "tav-width-first-layout.h"
#include "tav-window.h"
#include "tav-event-private.h"

#define wait_until(condition, data) tav_test_wait_until (condition, data, #condition)
#define iterate() tav_test_run_pending ()

/* ---- Helpers ---------------------------------------------------------- */

static gpointer
child (gpointer    widget,
       GType       type,
       const char *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (widget), type, name);

  g_assert_nonnull (object);
  return object;
}

static gpointer
page_child (TavRoundsPage *page,
            const char    *name)
{
  return child (page, TAV_TYPE_ROUNDS_PAGE, name);
}

static TavWindow *
show_event (TavEvent       *event,
            TavRoundsPage **page)
{
  TavWindow *window = tav_window_new (NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 900);
  gtk_window_present (GTK_WINDOW (window));
  wait_until (tav_test_is_mapped, window);
  tav_window_set_event (window, event, NULL);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "rounds"));
  *page = child (window, TAV_TYPE_WINDOW, "rounds_page");
  iterate ();

  return g_object_ref (window);
}

static void
destroy_window (TavWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  tav_test_wait_for_finalize (window);
}

/* The view on screen: the whole round's cards or lines, or those of a
 * short list found by the search. */
static GtkWidget *
view_shown (TavRoundsPage *page)
{
  GtkWidget *scrolled = gtk_stack_get_visible_child (page_child (page, "view_stack"));

  return gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled));
}

/* The tables the page shows now, as cards or as lines. */
static GListModel *
shown (TavRoundsPage *page)
{
  GtkWidget *view = view_shown (page);
  GtkSelectionModel *selection = GTK_IS_GRID_VIEW (view) ? gtk_grid_view_get_model (GTK_GRID_VIEW (view))
                                                         : gtk_list_view_get_model (GTK_LIST_VIEW (view));

  return gtk_no_selection_get_model (GTK_NO_SELECTION (selection));
}

static TavTable *
shown_table (TavRoundsPage *page,
             guint          position)
{
  g_autoptr(TavTable) table = g_list_model_get_item (shown (page), position);

  return table;
}

static void
search (TavRoundsPage *page,
        const char    *text)
{
  gtk_editable_set_text (GTK_EDITABLE (page_child (page, "find_entry")), text);
  /* The entry reports a change after a pause: ask for it at once. */
  g_signal_emit_by_name (page_child (page, "find_entry"), "search-changed");
  iterate ();
}

static void
painted_cb (GdkFrameClock *clock,
            gboolean      *painted)
{
  *painted = TRUE;
}

/* Searches @text and waits for the window's next frame. */
static void
search_and_draw (TavWindow     *window,
                 TavRoundsPage *page,
                 const char    *text)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  gboolean painted = FALSE;
  gulong handler = g_signal_connect (clock, "after-paint", G_CALLBACK (painted_cb), &painted);

  search (page, text);
  gtk_widget_queue_draw (page_child (page, "find_entry"));
  tav_test_wait_for_flag (&painted, "a frame");
  g_signal_handler_disconnect (clock, handler);
}

static void
collect (GtkWidget *widget,
         GType      type,
         GPtrArray *found)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    g_ptr_array_add (found, widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    collect (c, type, found);
}

typedef struct {
  TavRoundsPage *page;
  TavTable      *table;
} OnScreen;

/* The card or line of a table is built and on screen. */
static gboolean
table_on_screen (gpointer data)
{
  OnScreen *on = data;
  GtkWidget *view = view_shown (on->page);
  g_autoptr(GPtrArray) widgets = g_ptr_array_new ();

  collect (view, TAV_TYPE_TABLE_CARD, widgets);
  collect (view, TAV_TYPE_MATCH_ROW, widgets);
  for (guint i = 0; i < widgets->len; i++)
    {
      GtkWidget *w = widgets->pdata[i];
      TavTable *table = TAV_IS_TABLE_CARD (w) ? tav_table_card_get_table (TAV_TABLE_CARD (w))
                                              : tav_match_row_get_table (TAV_MATCH_ROW (w));
      graphene_rect_t bounds;

      if (table == on->table && gtk_widget_get_mapped (w) &&
          gtk_widget_compute_bounds (w, view, &bounds) &&
          bounds.origin.y >= 0 && bounds.origin.y < gtk_widget_get_height (view))
        return TRUE;
    }
  return FALSE;
}

static gboolean
toplevel_shown (gpointer data)
{
  return tav_test_find_toplevel (GPOINTER_TO_SIZE (data)) != NULL;
}

static void
close_result_dialog (void)
{
  GtkWindow *dialog = tav_test_find_toplevel (TAV_TYPE_RESULT_DIALOG);

  g_object_ref (dialog);
  gtk_window_destroy (dialog);
  tav_test_wait_for_finalize (dialog);
}

/* ---- A room of 250 ---------------------------------------------------- */

static TavEvent *
make_bang_event (guint n_players)
{
  TavEvent *event = tav_event_new ("bang-2011", "Big Room");
  g_autoptr(GError) error = NULL;

  tav_event_set_seed (event, 16);
  for (guint i = 1; i <= n_players; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %03u", i);

      g_assert_nonnull (tav_event_add_player (event, name, &error));
    }
  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
  return event;
}

/* The first table where someone whose name starts with @prefix sits. */
static TavTable *
first_table_of (TavRound   *round,
                const char *prefix)
{
  TavEvent *event = g_object_get_data (G_OBJECT (round), "event");

  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    {
      TavTable *table = tav_round_get_table (round, t);

      for (guint s = 0; s < tav_table_get_n_seats (table); s++)
        if (g_str_has_prefix (tav_player_get_name (tav_event_find_player (event, tav_table_get_seat (table, s))),
                              prefix))
          return table;
    }
  return NULL;
}

/* The card of @table on screen. */
static TavTableCard *
card_for (TavRoundsPage *page,
          TavTable      *table)
{
  g_autoptr(GPtrArray) cards = g_ptr_array_new ();

  collect (view_shown (page), TAV_TYPE_TABLE_CARD, cards);
  for (guint i = 0; i < cards->len; i++)
    if (tav_table_card_get_table (cards->pdata[i]) == table && gtk_widget_get_mapped (cards->pdata[i]))
      return cards->pdata[i];
  return NULL;
}

/* Whether @node draws, somewhere in it, a colour in rounded corners. */
static gboolean
has_rounded_colour (GskRenderNode *node)
{
  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        if (has_rounded_colour (gsk_container_node_get_child (node, i)))
          return TRUE;
      return FALSE;
    case GSK_TRANSFORM_NODE:
      return has_rounded_colour (gsk_transform_node_get_child (node));
    case GSK_OPACITY_NODE:
      return has_rounded_colour (gsk_opacity_node_get_child (node));
    case GSK_CLIP_NODE:
      return has_rounded_colour (gsk_clip_node_get_child (node));
    case GSK_DEBUG_NODE:
      return has_rounded_colour (gsk_debug_node_get_child (node));
    case GSK_ROUNDED_CLIP_NODE:
      return gsk_render_node_get_node_type (gsk_rounded_clip_node_get_child (node)) == GSK_COLOR_NODE ||
             has_rounded_colour (gsk_rounded_clip_node_get_child (node));
    default:
      return FALSE;
    }
}

/* Whether @row, as its card draws it, shows the mark of a player found
 * (nothing else in a seat is drawn in rounded corners). */
static gboolean
draws_found_mark (GtkWidget *row)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;

  gtk_widget_snapshot_child (gtk_widget_get_parent (row), row, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  return node != NULL && has_rounded_colour (node);
}

/* How many seats the card of @table marks as found (and draws so). */
static guint
seats_marked (TavRoundsPage *page,
              TavTable      *table)
{
  TavTableCard *card = card_for (page, table);
  g_autoptr(GPtrArray) seats = g_ptr_array_new ();
  guint n = 0;

  g_assert_nonnull (card);
  collect (GTK_WIDGET (card), TAV_TYPE_SEAT_ROW, seats);
  g_assert_cmpuint (seats->len, ==, tav_table_get_n_seats (table));
  for (guint i = 0; i < seats->len; i++)
    {
      gboolean found = tav_seat_row_get_found (seats->pdata[i]);

      g_assert_cmpint (draws_found_mark (seats->pdata[i]), ==, found);
      n += found;
    }
  return n;
}

/* The first seat @card marks as found. */
static GtkWidget *
first_marked_seat (TavTableCard *card)
{
  g_autoptr(GPtrArray) seats = g_ptr_array_new ();

  collect (GTK_WIDGET (card), TAV_TYPE_SEAT_ROW, seats);
  for (guint i = 0; i < seats->len; i++)
    if (tav_seat_row_get_found (seats->pdata[i]))
      return seats->pdata[i];
  g_assert_not_reached ();
}

/* How many players of @table have a name starting with @prefix. */
static guint
players_named (TavEvent   *event,
               TavTable   *table,
               const char *prefix)
{
  guint n = 0;

  for (guint s = 0; s < tav_table_get_n_seats (table); s++)
    n += g_str_has_prefix (tav_player_get_name (tav_event_find_player (event, tav_table_get_seat (table, s))),
                           prefix);
  return n;
}

/* A name typed shows the player's table alone, brought into view, and
 * Enter opens its result. */
static void
test_search_scroll_enter (void)
{
  g_autoptr(TavEvent) event = make_bang_event (250);
  TavRound *round = tav_stage_get_last_round (tav_event_get_current_stage (event));
  guint n_tables = tav_round_get_n_tables (round);
  TavTable *last = tav_round_get_table (round, n_tables - 1);
  const char *id = tav_table_get_seat (last, 2);
  TavPlayer *player = tav_event_find_player (event, id);
  g_autofree char *where = NULL;
  TavRoundsPage *page;
  TavWindow *window = show_event (event, &page);
  OnScreen on = { page, last };

  g_object_set_data (G_OBJECT (round), "event", event);
  g_assert_cmpuint (n_tables, >, 40);
  g_assert_cmpuint (g_list_model_get_n_items (shown (page)), ==, n_tables);
  /* The last table is far below: no card is built for it yet. */
  g_assert_false (table_on_screen (&on));

  search (page, tav_player_get_name (player));
  g_assert_cmpuint (g_list_model_get_n_items (shown (page)), ==, 1);
  g_assert_true (shown_table (page, 0) == last);
  where = g_strdup_printf ("%s: Table %u, seat 3", tav_player_get_name (player), n_tables);
  g_assert_cmpstr (gtk_label_get_label (page_child (page, "found_label")), ==, where);
  wait_until (table_on_screen, &on);

  /* Enter opens the result of the table found. */
  g_signal_emit_by_name (page_child (page, "find_entry"), "activate");
  wait_until (toplevel_shown, GSIZE_TO_POINTER (TAV_TYPE_RESULT_DIALOG));
  close_result_dialog ();

  /* Enter before the main loop turned after the last key (a fast typist,
   * a barcode reader) opens the table of what is typed: the search entry
   * reports a change still pending before its Enter. */
  {
    TavTable *first = tav_round_get_table (round, 0);
    const char *first_name = tav_player_get_name (tav_event_find_player (event, tav_table_get_seat (first, 0)));
    g_autofree char *first_title = tav_display_table_title (first);

    gtk_editable_set_text (GTK_EDITABLE (page_child (page, "find_entry")), first_name);
    g_signal_emit_by_name (page_child (page, "find_entry"), "activate");
    wait_until (toplevel_shown, GSIZE_TO_POINTER (TAV_TYPE_RESULT_DIALOG));
    g_assert_cmpstr (gtk_window_get_title (tav_test_find_toplevel (TAV_TYPE_RESULT_DIALOG)), ==,
                     first_title);
    close_result_dialog ();
    search (page, tav_player_get_name (player));
  }

  /* Ctrl+F again, the field still focused: what it holds is selected, so
   * the next name or number typed replaces it. */
  {
    GtkEditable *entry = GTK_EDITABLE (page_child (page, "find_entry"));
    int start = -1, end = -1;

    gtk_editable_select_region (entry, 0, 0);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "rounds.find", NULL));
    g_assert_true (gtk_editable_get_selection_bounds (entry, &start, &end));
    g_assert_cmpint (start, ==, 0);
    g_assert_cmpint (end, ==, (int) g_utf8_strlen (gtk_editable_get_text (entry), -1));
  }

  /* Part of a name that many hold (Player 100 to 199): the list of names
   * stays short, every table stays, and the first one found comes into
   * view. */
  search (page, "");
  g_assert_false (table_on_screen (&on));
  search (page, "player 1");
  g_assert_cmpuint (g_list_model_get_n_items (shown (page)), ==, n_tables);
  g_assert_nonnull (strstr (gtk_label_get_label (page_child (page, "found_label")),
                            "… and 90 more players"));
  on.table = first_table_of (round, "Player 1");
  g_assert_true (on.table != tav_round_get_table (round, 0));
  wait_until (table_on_screen, &on);
  /* Its card marks the players found, and only them. */
  g_assert_cmpuint (seats_marked (page, on.table), ==, players_named (event, on.table, "Player 1"));
  g_assert_cmpuint (seats_marked (page, on.table), >, 0);
  tav_test_screenshot (GTK_WIDGET (window), "rounds-cards-found.png");

  /* The search emptied, the seats are drawn again without their marks
   * (what a seat draws is kept until it is told to draw again). */
  {
    GtkWidget *marked = first_marked_seat (card_for (page, on.table));

    search_and_draw (window, page, "");
    g_assert_false (tav_seat_row_get_found (TAV_SEAT_ROW (marked)));
    g_assert_false (draws_found_mark (marked));
  }

  /* A name is found however its accents were typed: composed or not,
   * upper or lower case. A name changed is found by its new name. */
  g_assert_true (tav_event_rename_player (event, id, "Zoë Ærø", NULL));
  search (page, "ZOE\xcc\x88 æ");
  g_assert_cmpuint (g_list_model_get_n_items (shown (page)), ==, 1);
  g_assert_true (shown_table (page, 0) == last);

  search (page, "nobody here");
  g_assert_cmpuint (g_list_model_get_n_items (shown (page)), ==, n_tables);
  g_assert_cmpstr (gtk_label_get_label (page_child (page, "found_label")), ==,
                   "Nobody with that name plays in this round");

  search (page, "");
  g_assert_cmpuint (g_list_model_get_n_items (shown (page)), ==, n_tables);
  g_assert_false (gtk_widget_get_visible (page_child (page, "found_label")));

  destroy_window (window);
}

static void
count_cb (guint *count)
{
  (*count)++;
}

/* The page's width is asked without its height: a label that wraps
 * answers from one layout, not from a search over widths (the list of
 * players found was laid out ~30 times a key). Asked at the height of one
 * line, a wrapping label alone needs its whole text's width; inside the
 * page's layout it needs only its longest word's, as at any height. */
static void
test_width_first_layout (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *bin = g_object_new (ADW_TYPE_BIN, "layout-manager", tav_width_first_layout_new (), NULL);
  GtkWidget *label = gtk_label_new ("Chiara Vasilev 367: Table 1000, seat 1\nLuca Ferri 456: Table 3, seat 2");
  int line = 0, label_min = 0, bin_min = 0, free_min = 0, free_nat = 0, bin_nat = 0;

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  adw_bin_set_child (ADW_BIN (bin), label);
  gtk_window_set_child (GTK_WINDOW (window), bin);

  gtk_widget_measure (label, GTK_ORIENTATION_VERTICAL, 10000, NULL, &line, NULL, NULL);
  gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, line, &label_min, NULL, NULL, NULL);
  gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, &free_min, &free_nat, NULL, NULL);
  gtk_widget_measure (bin, GTK_ORIENTATION_HORIZONTAL, line, &bin_min, &bin_nat, NULL, NULL);
  g_assert_cmpint (label_min, >, free_min);
  g_assert_cmpint (bin_min, ==, free_min);
  g_assert_cmpint (bin_nat, ==, free_nat);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A number goes to that table. */
static void
test_go_to_table (void)
{
  g_autoptr(TavEvent) event = make_bang_event (250);
  TavRound *round = tav_stage_get_last_round (tav_event_get_current_stage (event));
  TavRoundsPage *page;
  TavWindow *window = show_event (event, &page);
  OnScreen on = { page, tav_round_find_table (round, 38) };

  g_assert_false (table_on_screen (&on));
  search (page, "38");
  g_assert_cmpuint (g_list_model_get_n_items (shown (page)), ==, 1);
  g_assert_cmpuint (tav_table_get_number (shown_table (page, 0)), ==, 38);
  wait_until (table_on_screen, &on);
  g_assert_false (gtk_widget_get_visible (page_child (page, "found_label")));

  /* The card's button opens the result of its table. */
  {
    g_autoptr(GPtrArray) cards = g_ptr_array_new ();
    g_autofree char *title = tav_display_table_title (on.table);

    collect (view_shown (page), TAV_TYPE_TABLE_CARD, cards);
    g_assert_cmpuint (cards->len, ==, 1);
    g_signal_emit_by_name (child (cards->pdata[0], TAV_TYPE_TABLE_CARD, "result_button"), "clicked");
    wait_until (toplevel_shown, GSIZE_TO_POINTER (TAV_TYPE_RESULT_DIALOG));
    g_assert_cmpstr (gtk_window_get_title (tav_test_find_toplevel (TAV_TYPE_RESULT_DIALOG)), ==, title);
    close_result_dialog ();
  }

  /* Back to the whole round: the short list's view builds no card for it
   * on the way (it did, ~180, only to destroy them). */
  {
    GtkListItemFactory *factory = gtk_grid_view_get_factory (page_child (page, "found_tables_view"));
    guint n_built = 0;
    gulong handler = g_signal_connect_swapped (factory, "setup", G_CALLBACK (count_cb), &n_built);

    search (page, "");
    g_assert_cmpuint (g_list_model_get_n_items (shown (page)), ==, tav_round_get_n_tables (round));
    g_assert_cmpuint (n_built, ==, 0);
    /* (The check can fail: the short list's view builds its card.) */
    search (page, "38");
    g_assert_cmpuint (n_built, >, 0);
    g_signal_handler_disconnect (factory, handler);
  }

  search (page, "#7");
  g_assert_cmpuint (tav_table_get_number (shown_table (page, 0)), ==, 7);

  search (page, "99");
  g_assert_cmpuint (g_list_model_get_n_items (shown (page)), ==, 0);
  g_assert_cmpstr (gtk_label_get_label (page_child (page, "found_label")), ==,
                   "This round has no table 99");

  destroy_window (window);
}

static void
enter_result (TavEvent *event,
              TavRound *round,
              guint     number,
              TavRandom *rng)
{
  TavTable *table = tav_round_find_table (round, number);
  g_autoptr(JsonObject) result = tav_test_bang_random (rng, tav_table_get_n_seats (table));
  g_autoptr(GError) error = NULL;

  g_assert_true (tav_event_set_result (event, tav_event_get_current_stage (event),
                                       tav_round_get_number (round), number, result, &error));
  g_assert_no_error (error);
}

/* "Waiting only" keeps the tables with no result, as results come in. */
static void
test_waiting_only (void)
{
  g_autoptr(TavEvent) event = make_bang_event (60);
  TavRandom rng;
  TavRound *round = tav_stage_get_last_round (tav_event_get_current_stage (event));
  guint n_tables = tav_round_get_n_tables (round);
  TavRoundsPage *page;
  TavWindow *window = show_event (event, &page);

  tav_random_init (&rng, 3);
  g_assert_cmpuint (n_tables, ==, 10);
  enter_result (event, round, 2, &rng);
  enter_result (event, round, 5, &rng);
  iterate ();
  g_assert_cmpuint (g_list_model_get_n_items (shown (page)), ==, 10);

  gtk_toggle_button_set_active (page_child (page, "waiting_button"), TRUE);
  g_assert_cmpuint (g_list_model_get_n_items (shown (page)), ==, 8);
  for (guint i = 0; i < 8; i++)
    g_assert_false (tav_table_has_result (shown_table (page, i)));

  enter_result (event, round, 9, &rng);
  iterate ();
  g_assert_cmpuint (g_list_model_get_n_items (shown (page)), ==, 7);

  /* With a number typed as well, a table entered is not shown. */
  search (page, "5");
  g_assert_cmpuint (g_list_model_get_n_items (shown (page)), ==, 0);
  search (page, "6");
  g_assert_cmpuint (g_list_model_get_n_items (shown (page)), ==, 1);

  gtk_toggle_button_set_active (page_child (page, "waiting_button"), FALSE);
  search (page, "");
  g_assert_cmpuint (g_list_model_get_n_items (shown (page)), ==, 10);

  destroy_window (window);
}

/* ---- A Swiss round at a glance ---------------------------------------- */

static TavMatchRow *
row_for (TavRoundsPage *page,
         TavTable      *table)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  collect (page_child (page, "matches_view"), TAV_TYPE_MATCH_ROW, rows);
  collect (page_child (page, "found_matches_view"), TAV_TYPE_MATCH_ROW, rows);
  for (guint i = 0; i < rows->len; i++)
    if (tav_match_row_get_table (rows->pdata[i]) == table)
      return rows->pdata[i];
  return NULL;
}

static gboolean
row_built (gpointer data)
{
  gpointer *args = data;

  return row_for (args[0], args[1]) != NULL;
}

/* How many players a line marks as found. */
static guint
players_marked (TavMatchRow *row)
{
  GtkWidget *box = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (row), TAV_TYPE_MATCH_ROW,
                                                               "players_box"));
  guint n = 0;

  for (GtkWidget *c = gtk_widget_get_first_child (box); c; c = gtk_widget_get_next_sibling (c))
    n += gtk_widget_has_css_class (c, "found");
  return n;
}

/* One line per match: the table, the players with the points they were
 * paired on, the result in words and why they meet. */
static void
test_compact_swiss (void)
{
  g_autoptr(TavEvent) event = tav_event_new ("destiny", "Swiss");
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) reasons = NULL;
  g_autoptr(GHashTable) points = NULL;
  TavStage *swiss;
  TavRound *round;
  TavTable *first, *bye = NULL;
  TavRoundsPage *page;
  TavWindow *window;
  TavMatchRow *row;
  gpointer args[2];
  g_autofree char *players = NULL;
  g_autofree char *winner = NULL;
  guint n_tables;

  tav_event_set_seed (event, 21);
  for (guint i = 1; i <= 21; i++)
    {
      g_autofree char *name = g_strdup_printf ("Duelist %02u", i);

      g_assert_nonnull (tav_event_add_player (event, name, &error));
    }
  tav_test_destiny_play_round (event, TRUE);
  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
  swiss = tav_event_find_stage (event, "swiss");
  round = tav_stage_get_round (swiss, 2);
  n_tables = tav_round_get_n_tables (round);
  g_assert_cmpuint (n_tables, ==, 11);
  first = tav_round_get_table (round, 0);
  for (guint t = 0; t < n_tables; t++)
    if (tav_table_get_n_seats (tav_round_get_table (round, t)) == 1)
      bye = tav_round_get_table (round, t);
  g_assert_nonnull (bye);
  reasons = tav_destiny_explain_round (event, 2, &error);
  g_assert_no_error (error);
  points = tav_destiny_points_before (event, 2);
  /* 10 games and a bye: 11 players on 1 point, 10 on 0. */
  {
    guint on_one = 0;
    GHashTableIter iter;
    gpointer value;

    g_assert_cmpuint (g_hash_table_size (points), ==, 21);
    g_hash_table_iter_init (&iter, points);
    while (g_hash_table_iter_next (&iter, NULL, &value))
      on_one += GPOINTER_TO_UINT (value);
    g_assert_cmpuint (on_one, ==, 11);
  }

  window = show_event (event, &page);
  g_assert_true (tav_rounds_page_get_round (page) == round);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (page_child (page, "view_stack")), ==, "cards");
  gtk_toggle_button_set_active (page_child (page, "compact_button"), TRUE);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (page_child (page, "view_stack")), ==, "list");

  args[0] = page;
  args[1] = first;
  wait_until (row_built, args);
  row = row_for (page, first);
  /* Round 1 gave 1 point to each winner and the bye: the top table pairs
   * two of them. */
  players = g_strdup_printf ("%s (1) – %s (1)",
                             tav_player_get_name (tav_event_find_player (event, tav_table_get_seat (first, 0))),
                             tav_player_get_name (tav_event_find_player (event, tav_table_get_seat (first, 1))));
  g_assert_cmpstr (tav_match_row_get_players (row), ==, players);
  g_assert_cmpstr (tav_match_row_get_result (row), ==, "Waiting");
  g_assert_cmpstr (tav_match_row_get_reason (row), ==, reasons[0]);
  g_assert_cmpstr (reasons[0], ==, "same score group (1 point)");

  /* A result entered shows in words on its line. */
  tav_test_destiny_set_winner (event, swiss, 2, tav_table_get_number (first), tav_table_get_seat (first, 1));
  iterate ();
  winner = g_strdup_printf ("%s wins",
                            tav_player_get_name (tav_event_find_player (event, tav_table_get_seat (first, 1))));
  g_assert_cmpstr (tav_match_row_get_result (row_for (page, first)), ==, winner);

  /* The bye's line says so, and why him. */
  search (page, tav_player_get_name (tav_event_find_player (event, tav_table_get_seat (bye, 0))));
  args[1] = bye;
  wait_until (row_built, args);
  row = row_for (page, bye);
  g_assert_nonnull (strstr (tav_match_row_get_result (row), ": bye"));
  g_assert_nonnull (strstr (tav_match_row_get_reason (row), "bye: "));
  g_assert_true (players_marked (row) == 1);

  /* A name all of them share: every line stays and marks both players;
   * the search cleared, no line marks anyone, and the text is as it was. */
  search (page, "Duelist");
  args[1] = first;
  wait_until (row_built, args);
  g_assert_cmpuint (g_list_model_get_n_items (shown (page)), ==, n_tables);
  g_assert_true (players_marked (row_for (page, first)) == 2);
  search (page, "Duelist 0");
  tav_test_screenshot (GTK_WIDGET (window), "rounds-compact-found.png");
  g_assert_true (players_marked (row_for (page, first)) ==
                 (guint) (strstr (tav_player_get_name (tav_event_find_player (event, tav_table_get_seat (first, 0))), "Duelist 0") != NULL) +
                 (guint) (strstr (tav_player_get_name (tav_event_find_player (event, tav_table_get_seat (first, 1))), "Duelist 0") != NULL));
  search (page, "");
  g_assert_true (players_marked (row_for (page, first)) == 0);
  g_assert_cmpstr (tav_match_row_get_players (row_for (page, first)), ==, players);

  destroy_window (window);
}

/* ---- Corrections in the toolbar's menu --------------------------------- */

/* Swap Seats and Draw Again, out of the way in a menu so that the toolbar
 * fits 360 px, are still one click from the round shown. */
static void
test_corrections_menu (void)
{
  static const char *expected[][2] = { { "S_wap Seats…", "rounds.swap" }, { "Draw _Again…", "rounds.redraw" } };
  g_autoptr(TavEvent) event = make_bang_event (60);
  TavRoundsPage *page;
  TavWindow *window = show_event (event, &page);
  GtkMenuButton *button = page_child (page, "actions_button");
  GMenuModel *menu = gtk_menu_button_get_menu_model (button);
  GMenuModel *section;

  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (button)));
  g_assert_nonnull (menu);
  g_assert_cmpint (g_menu_model_get_n_items (menu), ==, 1);
  section = g_menu_model_get_item_link (menu, 0, G_MENU_LINK_SECTION);
  g_assert_cmpint (g_menu_model_get_n_items (section), ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_autofree char *label = NULL;
      g_autofree char *action = NULL;

      g_assert_true (g_menu_model_get_item_attribute (section, i, G_MENU_ATTRIBUTE_LABEL, "s", &label));
      g_assert_true (g_menu_model_get_item_attribute (section, i, G_MENU_ATTRIBUTE_ACTION, "s", &action));
      g_assert_cmpstr (label, ==, expected[i][0]);
      g_assert_cmpstr (action, ==, expected[i][1]);
    }
  g_object_unref (section);

  destroy_window (window);
}

/* A label of the sidebar's headings under @widget, or NULL. */
static GtkWidget *
find_sidebar_heading (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, "sidebar-heading"))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *heading = find_sidebar_heading (c);

      if (heading != NULL)
        return heading;
    }
  return NULL;
}

static gboolean
has_sidebar_heading (gpointer page)
{
  return find_sidebar_heading (page) != NULL;
}

/* The sidebar lists a stage's name, then its rounds; a round drawn from
 * the page joins them and is shown. */
static void
test_sidebar (void)
{
  g_autoptr(TavEvent) event = make_bang_event (60);
  TavStage *stage = tav_event_get_stage (event, 0);
  TavRoundsPage *page;
  TavWindow *window = show_event (event, &page);
  GListModel *sidebar = G_LIST_MODEL (page_child (page, "sidebar_selection"));
  GtkWidget *heading;
  TavRandom rng;

  g_assert_cmpuint (g_list_model_get_n_items (sidebar), ==, 2);
  g_assert_true (g_list_model_get_object (sidebar, 0) == G_OBJECT (stage));
  g_object_unref (stage);
  g_assert_true (g_list_model_get_object (sidebar, 1) == G_OBJECT (tav_stage_get_round (stage, 1)));
  g_object_unref (tav_stage_get_round (stage, 1));
  g_assert_true (tav_rounds_page_get_round (page) == tav_stage_get_round (stage, 1));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (page_child (page, "stack")), ==, "rounds");

  wait_until (has_sidebar_heading, page);
  heading = find_sidebar_heading (GTK_WIDGET (page));
  g_assert_cmpstr (tav_stage_get_name (stage), !=, "");
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (heading)), ==, tav_stage_get_name (stage));

  tav_random_init (&rng, 3);
  tav_test_bang_play_round (event, &rng);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "rounds.draw", NULL));
  iterate ();
  g_assert_cmpuint (g_list_model_get_n_items (sidebar), ==, 3);
  g_assert_true (tav_rounds_page_get_round (page) == tav_stage_get_round (stage, 2));
  g_assert_cmpuint (gtk_single_selection_get_selected (page_child (page, "sidebar_selection")), ==, 2);

  destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  tav_test_gtk_init (&argc, &argv);
  adw_init ();
  tav_test_load_style ();

  g_test_add_func ("/rounds-view/search-scroll-enter", test_search_scroll_enter);
  g_test_add_func ("/rounds-view/go-to-table", test_go_to_table);
  g_test_add_func ("/rounds-view/width-first-layout", test_width_first_layout);
  g_test_add_func ("/rounds-view/waiting-only", test_waiting_only);
  g_test_add_func ("/rounds-view/compact-swiss", test_compact_swiss);
  g_test_add_func ("/rounds-view/corrections-menu", test_corrections_menu);
  g_test_add_func ("/rounds-view/sidebar", test_sidebar);

  return g_test_run ();
}
