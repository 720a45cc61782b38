/* first-frame.c — Tavolo from its start to the first frame of an event
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench-first-frame FILE
 *
 * Runs the application as `tavolo FILE` does (the same TavApplication,
 * the same opening of the file in the background) and quits after the
 * first frame drawn once the window holds the event. Prints the time
 * from main() to that frame; the whole process is timed from outside
 * beside bench-bare-window (see docs/benchmarks.md).
 */
#define G_LOG_DOMAIN "bench-first-frame"

#include "config.h"

#include <stdio.h>

#include "bench-trace.h"
#include "tav-application.h"
#include "tav-i18n.h"
#include "tav-window.h"

typedef struct {
  GApplication *app;
  TavWindow    *window;
  gboolean      armed;
} Watch;

/* The frame is laid out after the event arrived: it shows the event. */
static void
update_cb (GdkFrameClock *clock,
           Watch         *watch)
{
  if (tav_window_get_event (watch->window) != NULL)
    watch->armed = TRUE;
}

static void
after_paint_cb (GdkFrameClock *clock,
                Watch         *watch)
{
  bench_trace ("frame drawn");
  if (!watch->armed)
    return;
  g_signal_handlers_disconnect_by_data (clock, watch);
  printf ("first frame with the event: %.1f ms after main()\n", bench_trace_elapsed_ms ());
  g_application_quit (watch->app);
}

static void
realize_cb (GtkWidget *window,
            Watch     *watch)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);

  g_signal_connect (clock, "update", G_CALLBACK (update_cb), watch);
  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), watch);
}

/* An event arriving later still needs a frame drawn. */
static void
event_cb (TavWindow *window,
          GParamSpec *pspec,
          Watch     *watch)
{
  bench_trace (tav_window_get_event (window) ? "event shown" : "no event");
  gtk_widget_queue_draw (GTK_WIDGET (window));
}

static void
startup_cb (GApplication *app)
{
  bench_trace ("application started");
}

static void
present_cb (GtkWidget *window)
{
  bench_trace ("window shown");
}

static void
window_added_cb (GtkApplication *app,
                 GtkWindow      *window,
                 Watch          *watch)
{
  if (!TAV_IS_WINDOW (window) || watch->window != NULL)
    return;
  watch->window = TAV_WINDOW (window);
  bench_trace ("window made");
  g_signal_connect_after (window, "realize", G_CALLBACK (realize_cb), watch);
  g_signal_connect_after (window, "map", G_CALLBACK (present_cb), NULL);
  g_signal_connect (window, "notify::event", G_CALLBACK (event_cb), watch);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TavApplication) app = NULL;
  Watch watch = { NULL, };

  bench_trace_start ();
  if (argc != 2)
    {
      fprintf (stderr, "usage: bench-first-frame FILE\n");
      return 2;
    }

  tav_i18n_init ();
  app = tav_application_new ();
  watch.app = G_APPLICATION (app);
  g_signal_connect (app, "window-added", G_CALLBACK (window_added_cb), &watch);
  g_signal_connect_after (app, "startup", G_CALLBACK (startup_cb), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
