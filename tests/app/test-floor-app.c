/* test-floor-app.c — the judges' floor in the app: time added to a table (its
 * dialog, its clock on the card and the compact line, the round timer's
 * extra time), a round released when checked (the event's setting, the
 * banner, Release Round) and the public display under both
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "tav-event-private.h"
#include "tav-display-pager.h"
#include "tav-event-dialog.h"
#include "tav-extend-dialog.h"
#include "tav-i18n.h"
#include "tav-inbox-window.h"
#include "tav-judge-link.h"
#include "tav-match-row.h"
#include "tav-public-display.h"
#include "tav-release-banner.h"
#include "tav-round-row.h"
#include "tav-round-timer.h"
#include "tav-rounds-page.h"
#include "tav-table-card.h"
#include "tav-table-clock.h"
#include "tav-test-app.h"
#include "tav-test-destiny.h"
#include "tav-test-wait.h"
#include "tav-timer-button.h"
#include "tav-ui.h"
#include "tav-window.h"

#define wait_until(condition, data) tav_test_wait_until (condition, data, #condition)
#define iterate() tav_test_run_pending ()

#define MINUTE ((gint64) 60 * G_USEC_PER_SEC)

/* ---- Helpers ---------------------------------------------------------- */

static TavEvent *
make_event (gboolean draw)
{
  TavEvent *event = tav_event_new ("destiny", "Destiny Floor");
  g_autoptr(GError) error = NULL;

  tav_event_set_seed (event, 35);
  for (guint i = 1; i <= 40; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %02u", i);

      g_assert_nonnull (tav_event_add_player (event, name, &error));
    }
  if (draw)
    g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
  return event;
}

static TavRound *
last_round (TavEvent *event)
{
  return tav_stage_get_last_round (tav_event_get_current_stage (event));
}

/* Seat 1 wins every table of the round being played still waiting. */
static void
finish_round (TavEvent *event)
{
  TavStage *stage = tav_event_get_current_stage (event);
  TavRound *round = tav_stage_get_last_round (stage);

  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    {
      TavTable *table = tav_round_get_table (round, t);

      if (!tav_table_has_result (table))
        tav_test_destiny_set_winner (event, stage, tav_round_get_number (round),
                                     tav_table_get_number (table), tav_table_get_seat (table, 0));
    }
}

static gpointer
template_child (gpointer    widget,
                GType       type,
                const char *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (widget), type, name);

  g_assert_nonnull (object);
  return object;
}

#define window_child(window, name) template_child (window, TAV_TYPE_WINDOW, name)
#define page_child(page, name) template_child (page, TAV_TYPE_ROUNDS_PAGE, name)
#define display_child(display, name) template_child (display, TAV_TYPE_PUBLIC_DISPLAY, name)

static void
destroy_window (gpointer window)
{
  /* The reference the test waits to see go. */
  g_object_ref (window);
  gtk_window_destroy (GTK_WINDOW (window));
  tav_test_wait_for_finalize (window);
}

static void
collect (GtkWidget *widget,
         GType      type,
         GPtrArray *found)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    g_ptr_array_add (found, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    collect (child, type, found);
}

typedef struct
{
  GtkWidget *root;
  TavTable  *table;
  GType      type;
} Lookup;

static GtkWidget *
find_shown (GtkWidget *root,
            GType      type,
            TavTable  *table)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new ();

  collect (root, type, found);
  for (guint i = 0; i < found->len; i++)
    {
      TavTable *shown = type == TAV_TYPE_TABLE_CARD ? tav_table_card_get_table (found->pdata[i])
                                                    : tav_match_row_get_table (found->pdata[i]);

      if (shown == table && gtk_widget_get_mapped (found->pdata[i]))
        return found->pdata[i];
    }
  return NULL;
}

static gboolean
is_shown (gpointer data)
{
  Lookup *lookup = data;

  return find_shown (lookup->root, lookup->type, lookup->table) != NULL;
}

static GtkWidget *
wait_for_shown (GtkWidget *root,
                GType      type,
                TavTable  *table)
{
  Lookup lookup = { root, table, type };

  wait_until (is_shown, &lookup);
  return find_shown (root, type, table);
}

static GtkLabel *
clock_of (GtkWidget *widget)
{
  GType type = G_OBJECT_TYPE (widget);

  return GTK_LABEL (gtk_widget_get_template_child (widget, type, "clock_label"));
}

/* Every label's text under @widget, one a line. */
static void
collect_text (GtkWidget *widget,
              GString   *text)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget))
    g_string_append_printf (text, "%s\n", gtk_label_get_label (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    collect_text (child, text);
}

/* Adds time to @table through its dialog, as the organiser does. */
static void
extend_through_dialog (TavWindow  *window,
                       TavTable   *table,
                       guint       minutes,
                       const char *reason)
{
  TavRoundsPage *page = window_child (window, "rounds_page");
  TavExtendDialog *dialog;
  GtkWidget *add;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "rounds.extend", "u",
                                             tav_table_get_number (table)));
  dialog = tav_test_wait_for_toplevel (TAV_TYPE_EXTEND_DIALOG);
  add = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (dialog), TAV_TYPE_EXTEND_DIALOG, "add_button"));

  /* No reason, no time added. */
  g_assert_false (gtk_widget_is_sensitive (add));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (gtk_widget_get_template_child (GTK_WIDGET (dialog), TAV_TYPE_EXTEND_DIALOG,
                                                                             "minutes_spin")), minutes);
  gtk_editable_set_text (GTK_EDITABLE (gtk_widget_get_template_child (GTK_WIDGET (dialog), TAV_TYPE_EXTEND_DIALOG,
                                                                      "reason_row")), reason);
  g_assert_true (gtk_widget_is_sensitive (add));
  g_signal_emit_by_name (add, "clicked");
  tav_test_wait_for_no_toplevel (TAV_TYPE_EXTEND_DIALOG);
}

/* ---- Time added to a table --------------------------------------------- */

/* Add Time… on a card: the dialog gives the table 5 minutes with its
 * reason; the card and the compact line show “+5 min”, with the reason in
 * the tooltip, and the table's own clock once the round timer runs. */
static void
test_extend_card (void)
{
  g_autoptr(TavEvent) event = make_event (TRUE);
  TavRound *round = last_round (event);
  TavTable *table = tav_round_get_table (round, 2);
  TavWindow *window = tav_test_show_event (event, 1280, "rounds");
  TavRoundsPage *page = window_child (window, "rounds_page");
  TavRoundTimer *timer = tav_window_get_timer (window);
  GtkWidget *card;
  GtkWidget *row;
  GtkLabel *clock;
  g_autofree char *expected = NULL;
  guint remaining;

  card = wait_for_shown (GTK_WIDGET (page), TAV_TYPE_TABLE_CARD, table);
  clock = clock_of (card);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (clock)));

  extend_through_dialog (window, table, 5, "deck check");
  g_assert_cmpuint (tav_table_get_extra_minutes (table), ==, 5);
  g_assert_cmpstr (tav_table_get_extension_reason (table, 0), ==, "deck check");
  /* Another table is left as it was. */
  g_assert_cmpuint (tav_table_get_extra_minutes (tav_round_get_table (round, 3)), ==, 0);

  /* The event after the dialog is the one shown (the session may have
   * replaced nothing): the same card says it. */
  card = wait_for_shown (GTK_WIDGET (page), TAV_TYPE_TABLE_CARD, table);
  clock = clock_of (card);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (clock)));
  g_assert_cmpstr (gtk_label_get_label (clock), ==, "+5 min");
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (GTK_WIDGET (clock)), "+5 min: deck check ("));

  /* The timer runs: the table's clock is the round's plus its 5 minutes. */
  tav_round_timer_set_duration (timer, 50 * 60);
  tav_round_timer_start (timer);
  iterate ();
  remaining = tav_round_timer_get_remaining (timer);
  expected = g_strdup_printf ("%u:%02u · +5 min", (remaining + 300) / 60, (remaining + 300) % 60);
  g_assert_true (g_str_has_suffix (gtk_label_get_label (clock), " · +5 min"));
  /* Within the second the timer may have ticked meanwhile. */
  if (g_strcmp0 (gtk_label_get_label (clock), expected) != 0)
    {
      g_free (expected);
      remaining = tav_round_timer_get_remaining (timer);
      expected = g_strdup_printf ("%u:%02u · +5 min", (remaining + 300) / 60, (remaining + 300) % 60);
      g_assert_cmpstr (gtk_label_get_label (clock), ==, expected);
    }
  tav_round_timer_reset (timer);

  /* The compact line says it too, and offers Add Time… as well. */
  gtk_toggle_button_set_active (page_child (page, "compact_button"), TRUE);
  row = wait_for_shown (GTK_WIDGET (page), TAV_TYPE_MATCH_ROW, table);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (clock_of (row))));
  g_assert_cmpstr (gtk_label_get_label (clock_of (row)), ==, "+5 min");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gtk_widget_get_template_child (row, TAV_TYPE_MATCH_ROW,
                                                                                    "time_button"))));

  gtk_toggle_button_set_active (page_child (page, "compact_button"), FALSE);
  iterate ();

  /* A table with its result takes no more time: no button. */
  tav_test_destiny_set_winner (event, tav_event_get_current_stage (event), 1, tav_table_get_number (table),
                               tav_table_get_seat (table, 0));
  card = wait_for_shown (GTK_WIDGET (page), TAV_TYPE_TABLE_CARD, table);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (gtk_widget_get_template_child (card, TAV_TYPE_TABLE_CARD,
                                                                                     "time_button"))));

  destroy_window (window);
}

/* The words of the clocks, read at moments chosen by the test: the round
 * over only once the last table given time is out of it. */
static void
test_clock_words (void)
{
  g_autoptr(TavEvent) event = make_event (TRUE);
  TavStage *stage = tav_event_get_current_stage (event);
  TavRound *round = last_round (event);
  TavTable *seven = tav_round_find_table (round, 7);
  TavTable *nine = tav_round_find_table (round, 9);
  gint64 end = (gint64) 1800000000 * G_USEC_PER_SEC;
  TavTimerState state = { 50 * 60, TRUE, end, 0 };
  g_autoptr(GError) error = NULL;
  g_autofree char *at_end = NULL;
  g_autofree char *later = NULL;
  g_autofree char *paused = NULL;
  g_autofree char *round_words = NULL;

  g_assert_true (tav_event_extend_table (event, stage, 1, 7, 5, "deck check", &error));
  g_assert_true (tav_event_extend_table (event, stage, 1, 9, 3, "judge call", &error));
  g_assert_no_error (error);

  /* Ten minutes before the end: no table in extra time yet. */
  g_assert_cmpuint (tav_table_clock_count_extra_time (round, &state, end - 10 * MINUTE), ==, 0);
  at_end = tav_table_clock_describe (seven, &state, end);
  g_assert_cmpstr (at_end, ==, "5:00 · +5 min");
  /* A minute after the end: both still play. */
  g_assert_cmpuint (tav_table_clock_count_extra_time (round, &state, end + MINUTE), ==, 2);
  g_assert_cmpint (tav_table_clock_last_remaining_us (round, &state, end + MINUTE), ==, 4 * MINUTE);
  round_words = tav_table_clock_describe_round (round, &state, end + MINUTE);
  g_assert_cmpstr (round_words, ==, "Table 7 · +5 min · 4:00\nTable 9 · +3 min · 2:00");
  /* Four minutes after: table 9 is out of time, table 7 plays on. */
  later = tav_table_clock_describe (nine, &state, end + 4 * MINUTE);
  g_assert_cmpstr (later, ==, "0:00 · +3 min");
  g_assert_cmpuint (tav_table_clock_count_extra_time (round, &state, end + 4 * MINUTE), ==, 1);
  /* Six minutes after: the round is over. */
  g_assert_cmpuint (tav_table_clock_count_extra_time (round, &state, end + 6 * MINUTE), ==, 0);

  /* Its result in, table 7 plays no more. */
  tav_test_destiny_set_winner (event, stage, 1, 7, tav_table_get_seat (seven, 0));
  g_assert_cmpuint (tav_table_clock_count_extra_time (round, &state, end + MINUTE), ==, 1);

  /* A timer not started: the minutes only. */
  state.running = FALSE;
  state.remaining_us = 50 * MINUTE;
  paused = tav_table_clock_describe (nine, &state, end);
  g_assert_cmpstr (paused, ==, "+3 min");
  g_assert_null (tav_table_clock_describe (tav_round_find_table (round, 1), &state, end));
}

/* The round timer in the header: its own time up a minute ago, one
 * table given 5 minutes still plays; the button counts down that table's
 * time and says so. */
static void
test_timer_extra_time (void)
{
  g_autoptr(TavEvent) event = make_event (TRUE);
  TavStage *stage = tav_event_get_current_stage (event);
  TavWindow *window = tav_test_show_event (event, 1280, "rounds");
  TavTimerButton *button = window_child (window, "timer_button");
  TavRoundTimer *timer = tav_window_get_timer (window);
  GtkWidget *menu_button = tav_test_find_descendant (GTK_WIDGET (button), GTK_TYPE_MENU_BUTTON);
  GtkLabel *label = GTK_LABEL (gtk_widget_get_template_child (GTK_WIDGET (button), TAV_TYPE_TIMER_BUTTON,
                                                              "button_label"));
  TavTimerState state = { 50 * 60, TRUE, g_get_real_time () - MINUTE, 0 };
  g_autoptr(GError) error = NULL;
  TavPublicDisplay *display;
  GtkLabel *clocks;

  g_assert_true (tav_event_extend_table (event, stage, 1, 4, 5, "missing card", &error));
  g_assert_no_error (error);
  tav_round_timer_set_state (timer, &state);
  iterate ();

  g_assert_true (tav_round_timer_get_finished (timer));
  g_assert_cmpuint (tav_timer_button_get_n_extra (button), ==, 1);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (menu_button), ==, "1 table in extra time");
  /* 4:00 left to table 4, less the moments the test took. */
  g_assert_true (g_str_has_prefix (gtk_label_get_label (label), "3:5") ||
                 g_str_equal (gtk_label_get_label (label), "4:00"));
  g_assert_false (gtk_widget_has_css_class (menu_button, "timer-finished"));

  /* The projector shows table 4's own clock under the round's. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.public-display", NULL));
  display = tav_test_wait_for_toplevel (TAV_TYPE_PUBLIC_DISPLAY);
  clocks = display_child (display, "clocks_label");
  iterate ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (clocks)));
  g_assert_true (g_str_has_prefix (gtk_label_get_label (clocks), "Table 4 · +5 min · "));

  /* Its result in: the round is over, the button says the time is up. */
  tav_test_destiny_set_winner (event, stage, 1, 4, tav_table_get_seat (tav_round_find_table (last_round (event), 4), 0));
  iterate ();
  g_assert_cmpuint (tav_timer_button_get_n_extra (button), ==, 0);
  g_assert_true (gtk_widget_has_css_class (menu_button, "timer-finished"));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (menu_button), ==, "Round Timer");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (clocks)));

  tav_round_timer_reset (timer);
  gtk_window_destroy (GTK_WINDOW (display));
  destroy_window (window);
}

/* The card of table @number on the display's page of tables, as its
 * labels read, one a line; NULL when no card shows that table. */
static char *
display_card_text (TavPublicDisplay *display,
                   guint             number)
{
  TavDisplayPager *tables = display_child (display, "tables_box");
  g_autofree char *title = g_strdup_printf ("Table %u\n", number);

  for (guint i = 0; i < tav_display_pager_get_n_items (tables); i++)
    {
      GString *text = g_string_new (NULL);

      collect_text (tav_display_pager_get_item (tables, i), text);
      if (g_str_has_prefix (text->str, title))
        return g_string_free (text, FALSE);
      g_string_free (text, TRUE);
    }
  return NULL;
}

/* On the projector, a table given time shows it on its own card: the
 * minutes while the timer waits, its clock with them while it runs, the
 * minutes alone once its result is in. The other cards say nothing of
 * time. */
static void
test_display_card_clock (void)
{
  g_autoptr(TavEvent) event = make_event (TRUE);
  TavStage *stage = tav_event_get_current_stage (event);
  TavWindow *window = tav_test_show_event (event, 1280, "rounds");
  TavRoundTimer *timer = tav_window_get_timer (window);
  TavTimerState state = { 50 * 60, TRUE, g_get_real_time () + 12 * MINUTE, 0 };
  g_autoptr(GError) error = NULL;
  TavPublicDisplay *display;
  char *card;

  g_assert_true (tav_event_extend_table (event, stage, 1, 4, 5, "missing card", &error));
  g_assert_no_error (error);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.public-display", NULL));
  display = tav_test_wait_for_toplevel (TAV_TYPE_PUBLIC_DISPLAY);
  iterate ();

  /* The timer not started: the minutes. */
  card = display_card_text (display, 4);
  g_assert_nonnull (card);
  g_assert_true (g_str_has_prefix (card, "Table 4\n+5 min\n"));
  g_free (card);
  card = display_card_text (display, 3);
  g_assert_nonnull (card);
  g_assert_null (strstr (card, "min"));
  g_free (card);

  /* 12 minutes left to the round: 17 to table 4, less the moments the
   * test took. */
  tav_round_timer_set_state (timer, &state);
  iterate ();
  card = display_card_text (display, 4);
  g_assert_true (g_str_has_prefix (card, "Table 4\n17:00 · +5 min\n") ||
                 g_str_has_prefix (card, "Table 4\n16:5"));
  g_assert_nonnull (strstr (card, " · +5 min\n"));
  g_free (card);

  /* Time given to another table while the display is open. */
  g_assert_true (tav_event_extend_table (event, stage, 1, 3, 2, "judge call", &error));
  g_assert_no_error (error);
  iterate ();
  card = display_card_text (display, 3);
  g_assert_nonnull (strstr (card, " · +2 min\n"));
  g_free (card);

  /* Its result in, table 4 plays no more: no clock. */
  tav_test_destiny_set_winner (event, stage, 1, 4, tav_table_get_seat (tav_round_find_table (last_round (event), 4), 0));
  iterate ();
  card = display_card_text (display, 4);
  g_assert_true (g_str_has_prefix (card, "Table 4\n+5 min\n"));
  g_free (card);

  tav_round_timer_reset (timer);
  gtk_window_destroy (GTK_WINDOW (display));
  destroy_window (window);
}

static gboolean
timer_finished (gpointer timer)
{
  return tav_round_timer_get_finished (timer);
}

/* The timer runs out for real (a round of one second): with a table
 * still on time added to it, the round is not over yet and the toast
 * says how many tables play on; “Time is up” comes with that table's
 * result. */
static void
test_time_up_after_extra_time (void)
{
  g_autoptr(TavEvent) event = make_event (TRUE);
  TavStage *stage = tav_event_get_current_stage (event);
  TavWindow *window = tav_test_show_event (event, 1280, "rounds");
  TavRoundTimer *timer = tav_window_get_timer (window);
  g_autoptr(GError) error = NULL;

  g_assert_true (tav_event_extend_table (event, stage, 1, 6, 2, "judge call", &error));
  g_assert_no_error (error);
  tav_round_timer_set_duration (timer, 1);
  tav_round_timer_start (timer);
  wait_until (timer_finished, timer);
  iterate ();
  g_assert_cmpstr (tav_ui_get_last_toast (GTK_WIDGET (window)), ==,
                   "The round's time is up; 1 table in extra time");

  tav_test_destiny_set_winner (event, stage, 1, 6, tav_table_get_seat (tav_round_find_table (last_round (event), 6), 0));
  iterate ();
  g_assert_cmpstr (tav_ui_get_last_toast (GTK_WIDGET (window)), ==, "Time is up");

  tav_round_timer_reset (timer);
  destroy_window (window);
}

/* ---- A round released when checked ------------------------------------ */

/* Where each player sits in @round: “Table 3, seat 2”. */
static char *
where_in (TavEvent   *event,
          TavRound   *round,
          const char *name)
{
  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    {
      TavTable *table = tav_round_get_table (round, t);

      for (guint s = 0; s < tav_table_get_n_seats (table); s++)
        {
          TavPlayer *player = tav_event_find_player (event, tav_table_get_seat (table, s));

          if (g_strcmp0 (tav_player_get_name (player), name) == 0)
            return g_strdup_printf ("Table %u, seat %u", tav_table_get_number (table), s + 1);
        }
    }
  return NULL;
}

/* The display's list of players (name, where) reads @round's seating,
 * player by player; returns how many lines it has. */
static guint
assert_display_seats (TavPublicDisplay *display,
                      TavEvent         *event,
                      TavRound         *round)
{
  TavDisplayPager *players = display_child (display, "players_box");
  guint n = tav_display_pager_get_n_items (players);

  for (guint i = 0; i < n; i++)
    {
      GtkWidget *line = tav_display_pager_get_item (players, i);
      GtkWidget *name = gtk_widget_get_first_child (line);
      g_autofree char *where = where_in (event, round, gtk_label_get_label (GTK_LABEL (name)));

      g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (gtk_widget_get_next_sibling (name))), ==, where);
    }
  return n;
}

static gboolean
differs_between (TavEvent *event,
                 TavRound *one,
                 TavRound *two)
{
  for (guint i = 0; i < tav_event_get_n_players (event); i++)
    {
      const char *name = tav_player_get_name (tav_event_get_player (event, i));
      g_autofree char *a = where_in (event, one, name);
      g_autofree char *b = where_in (event, two, name);

      if (g_strcmp0 (a, b) != 0)
        return TRUE;
    }
  return FALSE;
}

/* Whether the sidebar's row of @round marks it as not shown to the room,
 * by its icon, its tooltip and what a screen reader reads. */
static gboolean
sidebar_says_waiting (TavRoundsPage *page,
                      TavRound      *round)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  collect (GTK_WIDGET (page), TAV_TYPE_ROUND_ROW, rows);
  for (guint i = 0; i < rows->len; i++)
    if (tav_round_row_get_round (rows->pdata[i]) == round)
      {
        GtkWidget *icon = GTK_WIDGET (gtk_widget_get_template_child (rows->pdata[i], TAV_TYPE_ROUND_ROW,
                                                                     "waiting_icon"));
        gboolean waiting = gtk_widget_get_visible (icon);
        g_autofree char *progress = tav_round_is_complete (round)
          ? g_strdup ("All results entered")
          : g_strdup_printf ("%u/%u", tav_round_get_n_entered (round), tav_round_get_n_tables (round));
        g_autofree char *name = g_strdup_printf ("Round %u, %s%s", tav_round_get_number (round), progress,
                                                 waiting ? ", Not shown to the room yet" : "");
        g_autofree char *wrong = gtk_test_accessible_check_property (GTK_ACCESSIBLE (gtk_widget_get_parent (rows->pdata[i])),
                                                                     GTK_ACCESSIBLE_PROPERTY_LABEL, name);

        g_assert_cmpstr (gtk_widget_get_tooltip_text (icon), ==, "Not shown to the room yet");
        g_assert_null (wrong);
        return waiting;
      }
  g_assert_not_reached ();
}

/* “After I release it”, chosen in the event's dialog: a round drawn shows
 * a banner on the rounds page and stays off the public display until
 * Release Round; undo takes the release back. The display keeps the round
 * before it meanwhile, and says the next is being prepared. */
static void
test_release (void)
{
  g_autoptr(TavEvent) event = make_event (FALSE);
  TavWindow *window = tav_test_show_event (event, 1280, "rounds");
  TavRoundsPage *page = window_child (window, "rounds_page");
  GtkWidget *banner = page_child (page, "release_box");
  GtkLabel *banner_label = GTK_LABEL (gtk_widget_get_template_child (banner, TAV_TYPE_RELEASE_BANNER, "label"));
  TavEventDialog *dialog;
  TavPublicDisplay *display;
  g_autoptr(GString) text = g_string_new (NULL);
  TavRound *one;
  TavRound *two;

  /* The setting, in Event Details. */
  g_assert_false (tav_event_get_manual_release (event));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.event-details", NULL));
  dialog = tav_test_wait_for_toplevel (TAV_TYPE_EVENT_DIALOG);
  adw_combo_row_set_selected (ADW_COMBO_ROW (gtk_widget_get_template_child (GTK_WIDGET (dialog), TAV_TYPE_EVENT_DIALOG,
                                                                            "release_row")), 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "event-dialog.accept", NULL));
  tav_test_wait_for_no_toplevel (TAV_TYPE_EVENT_DIALOG);
  g_assert_true (tav_event_get_manual_release (tav_window_get_event (window)));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.public-display", NULL));
  display = tav_test_wait_for_toplevel (TAV_TYPE_PUBLIC_DISPLAY);

  /* Round 1 drawn: not shown to the room. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "rounds.draw", NULL));
  iterate ();
  one = last_round (tav_window_get_event (window));
  g_assert_false (tav_round_get_released (one));
  g_assert_true (gtk_widget_get_visible (banner));
  g_assert_true (sidebar_says_waiting (page, one));
  g_assert_cmpstr (gtk_label_get_label (banner_label), ==,
                   "Round 1 is not shown to the room yet: check it, then release it");
  g_assert_cmpuint (tav_display_pager_get_n_items (display_child (display, "tables_box")), ==, 0);
  g_assert_cmpuint (assert_display_seats (display, tav_window_get_event (window), one), ==, 0);
  g_assert_cmpstr (gtk_label_get_label (display_child (display, "round_label")), ==,
                   "Registration — Round 1 is being prepared");
  collect_text (GTK_WIDGET (display), text);
  g_assert_null (strstr (text->str, "Table "));

  /* Released, from the banner's button. */
  g_signal_emit_by_name (tav_test_find_action_button (banner, "win.release-round"), "clicked");
  iterate ();
  g_assert_true (tav_round_get_released (last_round (tav_window_get_event (window))));
  g_assert_false (gtk_widget_get_visible (banner));
  g_assert_false (sidebar_says_waiting (page, last_round (tav_window_get_event (window))));
  g_assert_cmpuint (assert_display_seats (display, tav_window_get_event (window),
                                          last_round (tav_window_get_event (window))), ==, 40);
  g_assert_cmpstr (gtk_label_get_label (display_child (display, "round_label")), ==, "Round 1");

  /* Undo takes it back, redo releases it again. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  iterate ();
  g_assert_false (tav_round_get_released (last_round (tav_window_get_event (window))));
  g_assert_true (gtk_widget_get_visible (banner));
  g_assert_true (sidebar_says_waiting (page, last_round (tav_window_get_event (window))));
  g_assert_cmpuint (tav_display_pager_get_n_items (display_child (display, "tables_box")), ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  iterate ();
  g_assert_true (tav_round_get_released (last_round (tav_window_get_event (window))));

  /* Round 2 drawn: the room keeps round 1, player by player. */
  one = last_round (tav_window_get_event (window));
  finish_round (tav_window_get_event (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "rounds.draw", NULL));
  iterate ();
  two = last_round (tav_window_get_event (window));
  g_assert_true (two != one);
  g_assert_true (differs_between (tav_window_get_event (window), one, two));
  g_assert_true (gtk_widget_get_visible (banner));
  g_assert_true (sidebar_says_waiting (page, two));
  g_assert_false (sidebar_says_waiting (page, one));
  g_assert_cmpuint (assert_display_seats (display, tav_window_get_event (window), one), ==, 40);
  g_assert_cmpstr (gtk_label_get_label (display_child (display, "round_label")), ==,
                   "Round 1 — Round 2 is being prepared");

  /* The shortcut's action releases it too. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.release-round", NULL));
  iterate ();
  g_assert_false (gtk_widget_get_visible (banner));
  g_assert_cmpuint (assert_display_seats (display, tav_window_get_event (window),
                                          last_round (tav_window_get_event (window))), ==, 40);

  gtk_window_destroy (GTK_WINDOW (display));
  destroy_window (window);
}

/* ---- The judge's link ---------------------------------------------------- */

static gboolean
is_judge_link (GtkWidget     *widget,
               gconstpointer  data)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_widget_get_name (widget), "judge-link") == 0;
}

/* Add Judge while the venue network runs: the code's dialog shows the
 * judge console's link (and its QR code), once; with the network off,
 * the code alone. */
static void
test_judge_link (void)
{
  g_autoptr(TavEvent) event = make_event (TRUE);
  TavInboxWindow *inbox = tav_inbox_window_new (event);
  g_autofree char *url = tav_judge_link_url ("http://192.168.1.20:8080/", "AB CD/12");
  g_autofree char *code = NULL;
  g_autofree char *expected = NULL;
  AdwMessageDialog *dialog;
  GtkWidget *link;

  g_assert_cmpstr (url, ==, "http://192.168.1.20:8080/judge?code=AB%20CD%2F12");
  g_free (url);
  url = tav_judge_link_url ("http://10.0.0.2:8080", "x");
  g_assert_cmpstr (url, ==, "http://10.0.0.2:8080/judge?code=x");

  gtk_window_present (GTK_WINDOW (inbox));
  tav_inbox_window_set_venue_url (inbox, "http://192.168.1.20:8080/");
  code = tav_inbox_window_add_judge (inbox, "Marco", FALSE);
  g_assert_nonnull (code);
  dialog = tav_test_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  link = tav_test_find_widget (GTK_WIDGET (dialog), is_judge_link, NULL);
  g_assert_nonnull (link);
  expected = g_strdup_printf ("http://192.168.1.20:8080/judge?code=%s", code);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (link)), ==, expected);
  g_assert_nonnull (tav_test_find_descendant (GTK_WIDGET (dialog), GTK_TYPE_DRAWING_AREA));
  gtk_window_destroy (GTK_WINDOW (dialog));
  tav_test_wait_for_no_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_clear_pointer (&code, g_free);

  /* The network off: no link to show. */
  tav_inbox_window_set_venue_url (inbox, NULL);
  code = tav_inbox_window_add_judge (inbox, "Lucia", FALSE);
  dialog = tav_test_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_null (tav_test_find_widget (GTK_WIDGET (dialog), is_judge_link, NULL));
  gtk_window_destroy (GTK_WINDOW (dialog));
  tav_test_wait_for_no_toplevel (ADW_TYPE_MESSAGE_DIALOG);

  destroy_window (inbox);
}

/* ---- Screenshots in the language of the run ------------------------------ */

/* “NAME.png” in English, “NAME-ru.png” in Russian. */
static void
screenshot (GtkWidget  *window,
            const char *name)
{
  g_autofree char *file = g_getenv ("TAV_LOCALE_DIR") ? g_strdup_printf ("%s-%s.png", name, g_getenv ("LANGUAGE"))
                                                      : g_strdup_printf ("%s.png", name);

  tav_test_screenshot (window, file);
}

/* For docs/screenshots, in the language of the run (LANGUAGE and
 * TAV_LOCALE_DIR), no text checked: the cards of tables given time while
 * the timer runs; the projector once the round's time is up, with the
 * extended tables' clocks; a round waiting to be released; a judge's
 * link. */
static void
test_screenshots (void)
{
  g_autoptr(TavEvent) event = make_event (TRUE);
  TavStage *stage = tav_event_get_current_stage (event);
  TavWindow *window;
  TavRoundTimer *timer;
  TavPublicDisplay *display;
  TavInboxWindow *inbox;
  TavTimerState state = { 50 * 60, TRUE, g_get_real_time () + 12 * MINUTE, 0 };
  g_autoptr(GError) error = NULL;
  g_autofree char *code = NULL;

  if (g_getenv ("TAV_TEST_SCREENSHOT_DIR") == NULL)
    {
      g_test_skip ("no TAV_TEST_SCREENSHOT_DIR");
      return;
    }
  g_assert_true (tav_event_extend_table (event, stage, 1, 2, 5, "deck check", &error));
  g_assert_true (tav_event_extend_table (event, stage, 1, 5, 3, "judge call", &error));
  g_assert_no_error (error);
  window = tav_test_show_event (event, 1280, "rounds");
  timer = tav_window_get_timer (window);
  tav_round_timer_set_state (timer, &state);
  iterate ();
  screenshot (GTK_WIDGET (window), "floor-card-extension");

  /* The round's own time up a minute ago: tables 2 and 5 play on. */
  state.end = g_get_real_time () - MINUTE;
  tav_round_timer_set_state (timer, &state);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.public-display", NULL));
  display = tav_test_wait_for_toplevel (TAV_TYPE_PUBLIC_DISPLAY);
  gtk_window_set_default_size (GTK_WINDOW (display), 1280, 720);
  iterate ();
  screenshot (GTK_WIDGET (display), "floor-display-extra-time");
  gtk_window_destroy (GTK_WINDOW (display));
  tav_round_timer_reset (timer);

  g_assert_true (tav_event_change_release (tav_window_get_event (window), TRUE, &error));
  finish_round (tav_window_get_event (window));
  g_assert_true (tav_event_draw_round (tav_window_get_event (window), &error));
  g_assert_no_error (error);
  tav_rounds_page_select_round (window_child (window, "rounds_page"), last_round (tav_window_get_event (window)));
  iterate ();
  screenshot (GTK_WIDGET (window), "floor-release-banner");

  inbox = tav_inbox_window_new (tav_window_get_event (window));
  gtk_window_present (GTK_WINDOW (inbox));
  tav_inbox_window_set_venue_url (inbox, "http://192.168.1.20:8080/");
  code = tav_inbox_window_add_judge (inbox, "Marco", FALSE);
  screenshot (tav_test_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG), "floor-judge-link");
  gtk_window_destroy (GTK_WINDOW (tav_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG)));
  destroy_window (inbox);

  destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  /* Screenshots in another language: LANGUAGE, and TAV_LOCALE_DIR the
   * build directory's catalogs. The other checks read English. */
  if (g_getenv ("TAV_LOCALE_DIR") != NULL)
    tav_i18n_init ();
  tav_test_gtk_init (&argc, &argv);
  adw_init ();
  tav_test_load_style ();

  g_test_add_func ("/floor-app/clock-words", test_clock_words);
  g_test_add_func ("/floor-app/extend-card", test_extend_card);
  g_test_add_func ("/floor-app/timer-extra-time", test_timer_extra_time);
  g_test_add_func ("/floor-app/time-up-after-extra-time", test_time_up_after_extra_time);
  g_test_add_func ("/floor-app/display-card-clock", test_display_card_clock);
  g_test_add_func ("/floor-app/release", test_release);
  g_test_add_func ("/floor-app/judge-link", test_judge_link);
  g_test_add_func ("/floor-app/screenshots", test_screenshots);

  return g_test_run ();
}
