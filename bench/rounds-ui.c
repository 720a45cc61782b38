/* rounds-ui.c — typing a search and entering a result in a big event
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench-rounds-ui FILE
 *
 * Opens FILE in a Tavolo window (run it under a display, e.g. xvfb-run),
 * then:
 *  - types a player's name into the rounds page's search, one key at a
 *    time, and erases it again, in the card view and in the compact view;
 *  - with the standings page shown, enters the result of a table still
 *    waiting (as the result dialog does, through the event).
 * For each step it times the main loop's work: the handlers that run at
 * once, plus the frame that shows the change (from the frame clock's
 * before-paint to its after-paint: layout, snapshot and drawing). Prints
 * one Markdown row per measure (median and worst); exits 1 when a search
 * key takes more than 16 ms or a result more than 50 ms at worst.
 */
#define G_LOG_DOMAIN "bench-rounds-ui"

#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "tav-rounds-page.h"
#include "tav-window.h"

typedef struct {
  gint64   frame_start;
  gint64   frame_end;
  gboolean painted;
} Frame;

static void
before_paint_cb (GdkFrameClock *clock,
                 Frame         *frame)
{
  if (frame->frame_start == 0)
    frame->frame_start = g_get_monotonic_time ();
}

static void
after_paint_cb (GdkFrameClock *clock,
                Frame         *frame)
{
  if (frame->frame_start == 0)
    return;
  frame->frame_end = g_get_monotonic_time ();
  frame->painted = TRUE;
}

/* Runs the main loop until the next frame is drawn; returns its work in
 * microseconds. */
static gint64
next_frame (GtkWidget *window)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);
  Frame frame = { 0, };
  gulong before = g_signal_connect (clock, "before-paint", G_CALLBACK (before_paint_cb), &frame);
  gulong after = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &frame);

  gtk_widget_queue_draw (window);
  while (!frame.painted)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handler_disconnect (clock, before);
  g_signal_handler_disconnect (clock, after);
  return frame.frame_end - frame.frame_start;
}

static int
compare_gint64 (gconstpointer a,
                gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

/* Prints a row; returns whether the worst is within @target_ms. */
static gboolean
report (const char *what,
        GArray     *us,
        double      target_ms)
{
  double median, worst;

  g_array_sort (us, compare_gint64);
  median = g_array_index (us, gint64, us->len / 2) / 1000.0;
  worst = g_array_index (us, gint64, us->len - 1) / 1000.0;
  printf ("| %s | %u | %.1f | %.1f | ≤ %.0f | %s |\n", what, us->len, median, worst, target_ms,
          worst <= target_ms ? "ok" : "**missed**");
  return worst <= target_ms;
}

static gboolean
has_event (TavWindow *window)
{
  return tav_window_get_event (window) != NULL;
}

static gpointer
template_child (gpointer    widget,
                GType       type,
                const char *name)
{
  return gtk_widget_get_template_child (GTK_WIDGET (widget), type, name);
}

/* One key: the text grows or shrinks to @text, the search runs. */
static gint64
type_key (GtkWidget *window,
          GtkWidget *entry,
          const char *text)
{
  gint64 start = g_get_monotonic_time (), handlers;

  gtk_editable_set_text (GTK_EDITABLE (entry), text);
  /* What the entry emits once typing pauses, at once. */
  g_signal_emit_by_name (entry, "search-changed");
  handlers = g_get_monotonic_time () - start;
  return handlers + next_frame (window);
}

static gboolean
bench_search (GtkWidget     *window,
              TavRoundsPage *page,
              const char    *name,
              const char    *view)
{
  GtkWidget *entry = template_child (page, TAV_TYPE_ROUNDS_PAGE, "find_entry");
  g_autoptr(GArray) us = g_array_new (FALSE, FALSE, sizeof (gint64));
  glong n_chars = g_utf8_strlen (name, -1);
  g_autofree char *what = NULL;

  for (glong i = 1; i <= n_chars; i++)
    {
      g_autofree char *prefix = g_utf8_substring (name, 0, i);
      gint64 t = type_key (window, entry, prefix);

      g_array_append_val (us, t);
    }
  for (glong i = n_chars - 1; i >= 0; i--)
    {
      g_autofree char *prefix = g_utf8_substring (name, 0, i);
      gint64 t = type_key (window, entry, prefix);

      g_array_append_val (us, t);
    }
  what = g_strdup_printf ("search key, %s", view);
  return report (what, us, 16);
}

/* The first table of the round being played that waits for its result. */
static TavTable *
waiting_table (TavEvent  *event,
               TavRound **round)
{
  TavStage *stage = tav_event_get_current_stage (event);

  *round = stage ? tav_stage_get_last_round (stage) : NULL;
  for (guint t = 0; *round && t < tav_round_get_n_tables (*round); t++)
    {
      TavTable *table = tav_round_get_table (*round, t);

      if (!tav_table_has_result (table) && tav_table_get_n_seats (table) == 2)
        return table;
    }
  return NULL;
}

/* Destiny: the first seat wins. Other rulesets are not measured here. */
static gboolean
bench_result (GtkWidget *window,
              guint      n_results)
{
  g_autoptr(GArray) us = g_array_new (FALSE, FALSE, sizeof (gint64));

  gtk_widget_activate_action (window, "win.show-page", "s", "standings");
  next_frame (window);
  for (guint i = 0; i < n_results; i++)
    {
      TavEvent *event = tav_window_get_event (TAV_WINDOW (window));
      TavRound *round = NULL;
      TavTable *table = waiting_table (event, &round);
      g_autoptr(JsonObject) result = json_object_new ();
      g_autoptr(GError) error = NULL;
      gint64 start, t;

      if (table == NULL)
        break;
      json_object_set_string_member (result, "winner", tav_table_get_seat (table, 0));
      start = g_get_monotonic_time ();
      if (!tav_event_set_result (event, tav_event_get_current_stage (event),
                                 tav_round_get_number (round), tav_table_get_number (table),
                                 result, &error))
        {
          fprintf (stderr, "bench-rounds-ui: %s\n", error->message);
          return FALSE;
        }
      t = g_get_monotonic_time () - start;
      t += next_frame (window);
      g_array_append_val (us, t);
    }
  if (us->len == 0)
    return TRUE;
  return report ("result → standings shown", us, 50);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GFile) file = NULL;
  TavWindow *window;
  TavRoundsPage *page;
  TavEvent *event;
  TavRound *round;
  TavTable *table;
  const char *name;
  gboolean ok = TRUE;

  if (argc != 2)
    {
      fprintf (stderr, "usage: bench-rounds-ui FILE\n");
      return 2;
    }
  adw_init ();

  file = g_file_new_for_commandline_arg (argv[1]);
  window = tav_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  tav_window_open_file (window, file);
  while (!has_event (window))
    g_main_context_iteration (NULL, TRUE);
  event = tav_window_get_event (window);

  /* A name at the last table: the search has the whole round to go through. */
  round = tav_stage_get_last_round (tav_event_get_current_stage (event));
  table = tav_round_get_table (round, tav_round_get_n_tables (round) - 1);
  name = tav_player_get_name (tav_event_find_player (event, tav_table_get_seat (table, 0)));

  printf ("%s: %u players, %u tables in the round; searching “%s”\n\n", argv[1],
          tav_event_get_n_players (event), tav_round_get_n_tables (round), name);
  printf ("| measure | steps | median ms | worst ms | target | |\n|---|---:|---:|---:|---|---|\n");

  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "rounds");
  page = template_child (window, TAV_TYPE_WINDOW, "rounds_page");
  next_frame (GTK_WIDGET (window));
  ok &= bench_search (GTK_WIDGET (window), page, name, "cards");
  gtk_toggle_button_set_active (template_child (page, TAV_TYPE_ROUNDS_PAGE, "compact_button"), TRUE);
  next_frame (GTK_WIDGET (window));
  ok &= bench_search (GTK_WIDGET (window), page, name, "compact");
  ok &= bench_result (GTK_WIDGET (window), 20);

  gtk_window_destroy (GTK_WINDOW (window));
  return ok ? EXIT_SUCCESS : EXIT_FAILURE;
}
