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
 * For each step it times the main loop's work from the step until the
 * frame that shows the change is drawn (the frame clock's after-paint):
 * the handlers that run at once, whatever the main loop runs before the
 * frame (idle callbacks such as the undo history's commit), and the frame
 * itself (layout, snapshot and drawing). The work is the main thread's CPU
 * time over that span (CLOCK_THREAD_CPUTIME_ID): on a shared machine the
 * wall clock also counts the time other programs had the processor, which
 * is printed beside it. What the main loop still does after that frame
 * (the undo history's copy of the event, rows given to a view a step per
 * frame) is timed apart, until it has been idle for 50 ms; each step
 * starts on an idle main loop. BENCH_ONLY=search, =cards (the card view's search) or =results
 * runs only those steps; BENCH_STEPS=1 prints each search key's and each result's figures.
 * BENCH_DISPLAY=1 enters the results with the public display open,
 * =standings with the ranking published there as well.
 * BENCH_PROFILE_KEY=TEXT is for a profiler: the keys that leave TEXT in
 * the search run through run_profiled_step() (callgrind's
 * --toggle-collect), and animations are off (under valgrind, the frames
 * that fade a scroll bar would take minutes a key).
 * Prints one Markdown row per measure
 * (median and worst); exits 1 when a search key takes more than 16 ms of
 * work or a result more than 50 ms, at worst.
 */
#define G_LOG_DOMAIN "bench-rounds-ui"

#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "tav-public-display.h"
#include "tav-rounds-page.h"
#include "tav-window.h"

/* Microseconds of CPU the calling thread has used. */
static gint64
thread_cpu_us (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

/* A step's work (main-thread CPU) and its wall time up to its frame, and
 * the work after it, in microseconds. */
typedef struct {
  gint64 cpu;
  gint64 wall;
  gint64 after;
  gint64 drawing;  /* of cpu: the frame's snapshot and drawing */
} Step;

typedef struct {
  gint64   laid_out; /* CPU when the frame's layout is done */
  gint64   cpu;      /* at the after-paint */
  gint64   wall;
  gboolean painted;
} Frame;

/* Runs after GTK's own layout handler: what follows is drawing. */
static void
layout_done_cb (GdkFrameClock *clock,
                Frame         *frame)
{
  frame->laid_out = thread_cpu_us ();
}

static void
after_paint_cb (GdkFrameClock *clock,
                Frame         *frame)
{
  frame->cpu = thread_cpu_us ();
  frame->wall = g_get_monotonic_time ();
  frame->painted = TRUE;
}

/* Runs the main loop until the next frame is drawn, with @redrawn drawn
 * again in it; returns when. */
static Frame
next_frame (GtkWidget *window,
            GtkWidget *redrawn)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);
  Frame frame = { 0, };
  gulong after = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &frame);
  gulong layout = g_signal_connect_after (clock, "layout", G_CALLBACK (layout_done_cb), &frame);

  gtk_widget_queue_draw (redrawn);
  while (!frame.painted)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handler_disconnect (clock, after);
  g_signal_handler_disconnect (clock, layout);
  return frame;
}

static gboolean
quiet_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until nothing has come for 50 ms; returns the CPU
 * time it took. */
/* Not inlined: `--toggle-collect=settle` counts what follows the frames. */
static gboolean display_open;

G_GNUC_NO_INLINE static gint64
settle (void)
{
  gint64 cpu = thread_cpu_us ();

  /* The public display's ticker draws a frame after frame: the main loop
   * is never quiet while it is open, and half a second has to do. */
  if (display_open)
    {
      gint64 until = g_get_monotonic_time () + 500000;

      while (g_get_monotonic_time () < until)
        g_main_context_iteration (NULL, TRUE);
      return thread_cpu_us () - cpu;
    }

  for (;;)
    {
      gboolean quiet = FALSE;
      guint id;

      while (g_main_context_iteration (NULL, FALSE))
        ;
      id = g_timeout_add (50, quiet_cb, &quiet);
      g_main_context_iteration (NULL, TRUE);
      if (quiet)
        break;
      g_source_remove (id);
    }
  return thread_cpu_us () - cpu;
}

/* @step and the frame drawn after it; a function of its own, so that
 * `valgrind --tool=callgrind --toggle-collect=run_step` counts the
 * instructions of the steps alone (a measure the machine's load does not
 * change). */
G_GNUC_NO_INLINE static Frame
run_step (void     (*step) (gpointer data),
          gpointer   data,
          GtkWidget *window,
          GtkWidget *redrawn)
{
  step (data);
  return next_frame (window, redrawn);
}

/* run_step() under another name: with BENCH_PROFILE_KEY=TEXT, the search
 * keys that leave TEXT in the entry run through it, so that
 * `--toggle-collect=run_profiled_step` counts those keys alone. */
G_GNUC_NO_INLINE static Frame
run_profiled_step (void     (*step) (gpointer data),
                   gpointer   data,
                   GtkWidget *window,
                   GtkWidget *redrawn)
{
  step (data);
  return next_frame (window, redrawn);
}

/* Times @step, up to the frame drawn after it, then what follows. */
static Step
timed (void     (*step) (gpointer data),
       gpointer   data,
       GtkWidget *window,
       GtkWidget *redrawn,
       gboolean   profiled)
{
  gint64 cpu, wall;
  Frame frame;
  Step took;

  settle ();
  cpu = thread_cpu_us ();
  wall = g_get_monotonic_time ();
  if (profiled)
    {
      struct timespec start, end;

      /* For `perf report --time`, recorded with `perf record -k CLOCK_MONOTONIC`. */
      clock_gettime (CLOCK_MONOTONIC, &start);
      frame = run_profiled_step (step, data, window, redrawn);
      clock_gettime (CLOCK_MONOTONIC, &end);
      fprintf (stderr, "profiled step: %ld.%06ld,%ld.%06ld\n", (long) start.tv_sec, start.tv_nsec / 1000,
               (long) end.tv_sec, end.tv_nsec / 1000);
    }
  else
    frame = run_step (step, data, window, redrawn);
  took.cpu = frame.cpu - cpu;
  took.wall = frame.wall - wall;
  took.drawing = frame.laid_out > 0 ? frame.cpu - frame.laid_out : 0;
  took.after = settle ();
  return took;
}

static int
compare_cpu (gconstpointer a,
             gconstpointer b)
{
  gint64 x = ((const Step *) a)->cpu, y = ((const Step *) b)->cpu;

  return x < y ? -1 : x > y;
}

static int
compare_before_drawing (gconstpointer a,
                        gconstpointer b)
{
  const Step *p = a, *q = b;
  gint64 x = p->cpu - p->drawing, y = q->cpu - q->drawing;

  return x < y ? -1 : x > y;
}

static int
compare_after (gconstpointer a,
               gconstpointer b)
{
  gint64 x = ((const Step *) a)->after, y = ((const Step *) b)->after;

  return x < y ? -1 : x > y;
}

static int
compare_wall (gconstpointer a,
              gconstpointer b)
{
  gint64 x = ((const Step *) a)->wall, y = ((const Step *) b)->wall;

  return x < y ? -1 : x > y;
}

/* Prints a row; returns whether the worst work is within @target_ms. */
static gboolean
report (const char *what,
        GArray     *steps,
        double      target_ms)
{
  double median, worst, wall, after, median_before, worst_before;
  guint n_over = 0;

  g_array_sort (steps, compare_before_drawing);
  median_before = (g_array_index (steps, Step, steps->len / 2).cpu -
                   g_array_index (steps, Step, steps->len / 2).drawing) / 1000.0;
  worst_before = (g_array_index (steps, Step, steps->len - 1).cpu -
                  g_array_index (steps, Step, steps->len - 1).drawing) / 1000.0;
  g_array_sort (steps, compare_wall);
  wall = g_array_index (steps, Step, steps->len / 2).wall / 1000.0;
  g_array_sort (steps, compare_after);
  after = g_array_index (steps, Step, steps->len / 2).after / 1000.0;
  for (guint i = 0; i < steps->len; i++)
    n_over += g_array_index (steps, Step, i).cpu > target_ms * 1000;
  g_array_sort (steps, compare_cpu);
  median = g_array_index (steps, Step, steps->len / 2).cpu / 1000.0;
  worst = g_array_index (steps, Step, steps->len - 1).cpu / 1000.0;
  printf ("| %s | %u | %.1f | %.1f | %u | %.1f / %.1f | %.1f | %.1f | ≤ %.0f | %s |\n", what, steps->len, median, worst,
          n_over, median_before, worst_before, wall, after, target_ms, worst <= target_ms ? "ok" : "**missed**");
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

/* The passes of a search measured after the first. */
#define MEASURED_PASSES 3

typedef struct {
  GtkWidget  *entry;
  const char *text;
} Key;

/* One key, as a key press edits the entry: the character typed is added
 * at the end, or Backspace takes the last one away. (Setting the whole
 * text would first empty the entry, and a search entry emptied searches
 * at once: two searches a key.) The rounds page's search entry searches
 * at every key (its search delay is 0): the search runs before the next
 * frame. */
static void
type_key (gpointer data)
{
  Key *key = data;
  const char *now = gtk_editable_get_text (GTK_EDITABLE (key->entry));
  int n_now = g_utf8_strlen (now, -1);
  int n_then = g_utf8_strlen (key->text, -1);

  if (n_then > n_now)
    {
      int position = n_now;
      const char *typed = g_utf8_offset_to_pointer (key->text, n_now);

      gtk_editable_insert_text (GTK_EDITABLE (key->entry), typed,
                                g_utf8_next_char (typed) - typed, &position);
    }
  else
    gtk_editable_delete_text (GTK_EDITABLE (key->entry), n_then, n_now);
}

static gboolean
bench_search (GtkWidget     *window,
              TavRoundsPage *page,
              const char    *name,
              const char    *view)
{
  GtkWidget *entry = template_child (page, TAV_TYPE_ROUNDS_PAGE, "find_entry");
  g_autoptr(GArray) steps = g_array_new (FALSE, FALSE, sizeof (Step));
  g_autoptr(GArray) passes = g_array_new (FALSE, FALSE, sizeof (Step));
  glong n_chars = g_utf8_strlen (name, -1);
  gint64 slowest = 0;
  g_autofree char *what = NULL;

  g_assert (gtk_search_entry_get_search_delay (GTK_SEARCH_ENTRY (entry)) == 0);
  /* Typed, then erased; four times. The first time costs more once per run
   * of the app (the renderer compiles what it draws for the first time,
   * such as a player's mark, and takes in glyphs it has not shown yet): it
   * is reported apart, as "the first pass". A key's figure is the median of
   * its next three passes: on a virtual machine a step now and then takes
   * twice its time (the host runs something else; the thread's CPU clock
   * counts it), and a key that is slow every time still shows. The slowest
   * single pass is printed too. */
  for (int pass = 0; pass <= MEASURED_PASSES; pass++)
    {
      Step first_worst = { 0, };
      const char *first_worst_prefix = "";
      g_autofree char *first_worst_copy = NULL;

      for (glong k = 1; k <= 2 * n_chars; k++)
        {
          g_autofree char *prefix = g_utf8_substring (name, 0, k <= n_chars ? k : 2 * n_chars - k);
          Key key = { entry, prefix };
          /* The frame draws what the key changed, and the entry (which a
           * key always changes): a frame of the whole window drawn again
           * would count what GTK does not draw after a key. */
          Step took = timed (type_key, &key, window, entry,
                             g_strcmp0 (prefix, g_getenv ("BENCH_PROFILE_KEY")) == 0);

          if (g_getenv ("BENCH_STEPS") != NULL)
            printf ("  %s%s “%s”: %.1f ms of work (%.1f drawing), %.1f ms wall, %.1f ms after\n",
                    pass == 0 ? "first pass, " : "", view, prefix,
                    took.cpu / 1000.0, took.drawing / 1000.0, took.wall / 1000.0, took.after / 1000.0);
          if (pass > 0)
            g_array_append_val (passes, took);
          else if (took.cpu > first_worst.cpu)
            {
              first_worst = took;
              g_free (first_worst_copy);
              first_worst_prefix = first_worst_copy = g_strdup (prefix);
            }
        }
      if (pass == 0)
        printf ("  (%s, the first pass: worst key “%s”, %.1f ms of work, %.1f of it drawing)\n", view,
                first_worst_prefix, first_worst.cpu / 1000.0, first_worst.drawing / 1000.0);
    }

  /* Each key's median pass. */
  for (glong k = 0; k < 2 * n_chars; k++)
    {
      Step three[MEASURED_PASSES];

      for (int pass = 0; pass < MEASURED_PASSES; pass++)
        {
          three[pass] = g_array_index (passes, Step, pass * 2 * n_chars + k);
          slowest = MAX (slowest, three[pass].cpu);
        }
      qsort (three, MEASURED_PASSES, sizeof (Step), compare_cpu);
      g_array_append_val (steps, three[MEASURED_PASSES / 2]);
    }
  printf ("  (%s: the slowest single pass of a key, %.1f ms of work)\n", view, slowest / 1000.0);
  what = g_strdup_printf ("search key, %s", view);
  return report (what, steps, 16);
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

/* Destiny: the first seat wins, entered as the result dialog enters it. */
static void
enter_result (gpointer data)
{
  TavEvent *event = tav_window_get_event (data);
  TavRound *round = NULL;
  TavTable *table = waiting_table (event, &round);
  g_autoptr(JsonObject) result = json_object_new ();
  g_autoptr(GError) error = NULL;

  json_object_set_string_member (result, "winner", tav_table_get_seat (table, 0));
  if (!tav_event_set_result (event, tav_event_get_current_stage (event),
                             tav_round_get_number (round), tav_table_get_number (table),
                             result, &error))
    g_error ("bench-rounds-ui: %s", error->message);
}

static gboolean
bench_result (GtkWidget *window,
              guint      n_results)
{
  g_autoptr(GArray) steps = g_array_new (FALSE, FALSE, sizeof (Step));
  TavRound *round;

  gtk_widget_activate_action (window, "win.show-page", "s", "standings");
  next_frame (window, window);
  for (guint i = 0; i < n_results; i++)
    {
      Step took;

      if (waiting_table (tav_window_get_event (TAV_WINDOW (window)), &round) == NULL)
        break;
      took = timed (enter_result, window, window, window, FALSE);
      if (g_getenv ("BENCH_STEPS") != NULL)
        printf ("  result %u: %.1f ms of work (%.1f drawing), %.1f ms wall, %.1f ms after\n", i + 1,
                took.cpu / 1000.0, took.drawing / 1000.0, took.wall / 1000.0, took.after / 1000.0);
      g_array_append_val (steps, took);
    }
  if (steps->len == 0)
    return TRUE;
  return report ("result → standings shown", steps, 50);
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
  const char *only;
  gboolean ok = TRUE;

  if (argc != 2)
    {
      fprintf (stderr, "usage: bench-rounds-ui FILE\n");
      return 2;
    }
  adw_init ();
  /* A blinking cursor draws a frame after frame for ten seconds after each
   * key (GTK 4.8 fades it with a tick callback): the main loop would never
   * be idle between steps. */
  g_object_set (gtk_settings_get_default (), "gtk-cursor-blink", FALSE, NULL);
  if (g_getenv ("BENCH_PROFILE_KEY") != NULL)
    g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

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
  printf ("| measure | steps | median ms of work | worst ms of work | steps over the target | of which before drawing: median / worst | median ms wall | median ms of work after the frame | target | |\n"
          "|---|---:|---:|---:|---:|---:|---:|---:|---|---|\n");

  only = g_getenv ("BENCH_ONLY") ? g_getenv ("BENCH_ONLY") : "";
  page = template_child (window, TAV_TYPE_WINDOW, "rounds_page");
  if (g_strcmp0 (only, "results") != 0)
    {
      gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "rounds");
      next_frame (GTK_WIDGET (window), GTK_WIDGET (window));
      ok &= bench_search (GTK_WIDGET (window), page, name, "cards");
    }
  if (g_strcmp0 (only, "results") != 0 && g_strcmp0 (only, "cards") != 0)
    {
      gtk_toggle_button_set_active (template_child (page, TAV_TYPE_ROUNDS_PAGE, "compact_button"), TRUE);
      next_frame (GTK_WIDGET (window), GTK_WIDGET (window));
      ok &= bench_search (GTK_WIDGET (window), page, name, "compact");
    }
  if (g_strcmp0 (only, "search") != 0 && g_strcmp0 (only, "cards") != 0)
    {
      /* The room's screen open beside the window, as during a round. */
      if (g_getenv ("BENCH_DISPLAY") != NULL)
        {
          gint64 cpu, wall;
          GtkWidget *display = NULL;
          Frame shown;

          /* BENCH_DISPLAY=standings: the ranking published, on the display too. */
          if (g_strcmp0 (g_getenv ("BENCH_DISPLAY"), "standings") == 0)
            tav_event_publish (tav_window_get_event (window), TRUE);
          settle ();
          cpu = thread_cpu_us ();
          wall = g_get_monotonic_time ();
          gtk_widget_activate_action (GTK_WIDGET (window), "win.public-display", NULL);
          /* Up to its first frame, the room's lists laid out. */
          while (display == NULL || !gtk_widget_get_mapped (display))
            {
              g_autoptr(GListModel) toplevels = NULL;

              g_main_context_iteration (NULL, TRUE);
              toplevels = g_object_ref (gtk_window_get_toplevels ());
              for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
                {
                  g_autoptr(GObject) toplevel = g_list_model_get_item (toplevels, i);

                  if (TAV_IS_PUBLIC_DISPLAY (toplevel))
                    display = GTK_WIDGET (toplevel);
                }
            }
          shown = next_frame (display, display);
          printf ("  (opening the public display: %.1f ms of work, %.1f ms wall)\n",
                  (shown.cpu - cpu) / 1000.0, (shown.wall - wall) / 1000.0);
          display_open = TRUE;
          next_frame (GTK_WIDGET (window), GTK_WIDGET (window));
          printf ("  (with the public display open)\n");
        }
      ok &= bench_result (GTK_WIDGET (window), 20);
    }

  gtk_window_destroy (GTK_WINDOW (window));
  return ok ? EXIT_SUCCESS : EXIT_FAILURE;
}
