/* bare-window.c — the yardstick of the start-up benchmark
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench-bare-window
 *
 * A bare GTK 4 + libadwaita program: an AdwApplication opens an
 * AdwApplicationWindow with a header bar and a status page, and quits
 * after its first frame is drawn. Timed as a whole process beside
 * bench-first-frame (see docs/benchmarks.md), it is what any libadwaita
 * program pays to start, so that the ratio measures Tavolo's own cost.
 */
#define G_LOG_DOMAIN "bench-bare-window"

#include <adwaita.h>

#include "bench-trace.h"

static void
after_paint_cb (GdkFrameClock  *clock,
                GtkApplication *app)
{
  bench_trace ("frame drawn");
  g_signal_handlers_disconnect_by_func (clock, after_paint_cb, app);
  g_application_quit (G_APPLICATION (app));
}

static void
realize_cb (GtkWidget      *window,
            GtkApplication *app)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (after_paint_cb), app);
}

static void
startup_cb (GApplication *app)
{
  bench_trace ("application started");
}

static void
map_cb (GtkWidget *window)
{
  bench_trace ("window shown");
}

static void
activate_cb (GtkApplication *app)
{
  GtkWidget *window = adw_application_window_new (app);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *page = adw_status_page_new ();

  adw_status_page_set_title (ADW_STATUS_PAGE (page), "Bare");
  adw_status_page_set_icon_name (ADW_STATUS_PAGE (page), "view-grid-symbolic");
  gtk_widget_set_vexpand (page, TRUE);
  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  gtk_box_append (GTK_BOX (box), page);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  g_signal_connect_after (window, "realize", G_CALLBACK (realize_cb), app);
  g_signal_connect_after (window, "map", G_CALLBACK (map_cb), NULL);
  bench_trace ("window made");
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(AdwApplication) app = adw_application_new ("io.github.tavolo.BenchBare",
                                                       G_APPLICATION_DEFAULT_FLAGS);

  bench_trace_start ();
  g_signal_connect (app, "activate", G_CALLBACK (activate_cb), NULL);
  g_signal_connect_after (app, "startup", G_CALLBACK (startup_cb), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
