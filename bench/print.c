/* print.c — benchmark of the printed documents
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Record Sheets for 100 tables (600 players) and the standings of 1,000
 * players, each laid out and written to a PDF; prints a Markdown table with
 * the median of five runs. Usage:
 *   bench-print [DIR]        (the PDFs go to DIR, default a temporary one)
 *   bench-print --once sheets|standings OUT.pdf
 *                            (one document written once, for a timer of
 *                             whole processes;
 *                             TAVOLO_PRINT_TRACE=FILE also traces its runs)
 */
#define G_LOG_DOMAIN "bench-print"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include <glib/gstdio.h>

#include "tav-event-private.h"
#include "tav-event.h"
#include "tav-print-document.h"
#include "tav-test-bang.h"

#define RUNS 5
#define TARGET_MS 1000.0

static double
cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

static double
wall_ms (void)
{
  return g_get_monotonic_time () / 1000.0;
}

static TavEvent *
make_event (guint n_players)
{
  TavEvent *event = tav_event_new ("bang-2011", "Benchmark Open");
  g_autoptr(GError) error = NULL;

  tav_event_set_date (event, "2026-11-22");
  tav_event_set_venue (event, "Fiera Milano, Hall 3");
  tav_event_set_seed (event, 2011);
  for (guint i = 0; i < n_players; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %04u", i + 1);

      tav_event_add_player (event, name, NULL);
    }
  if (!tav_event_draw_round (event, &error))
    g_error ("%s", error->message);
  return event;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

/* Returns whether the median met the target. */
static gboolean
run (const char       *label,
     TavPrintDocument *doc,
     const char       *path,
     guint             size)
{
  double wall[RUNS], cpu[RUNS];
  gboolean ok;

  for (guint i = 0; i < RUNS; i++)
    {
      g_autoptr(GError) error = NULL;
      double w0 = wall_ms (), c0 = cpu_ms ();

      if (!tav_print_document_export_pdf (doc, path, &error))
        g_error ("%s", error->message);
      wall[i] = wall_ms () - w0;
      cpu[i] = cpu_ms () - c0;
    }
  qsort (wall, RUNS, sizeof (double), compare_doubles);
  qsort (cpu, RUNS, sizeof (double), compare_doubles);
  ok = wall[RUNS / 2] < TARGET_MS;

  {
    GStatBuf st;

    g_stat (path, &st);
    printf ("| %s | %u | %u | %.0f | %.0f | %.0f | %s |\n", label, size,
            tav_print_document_get_n_pages (doc), (double) st.st_size / 1024,
            wall[RUNS / 2], cpu[RUNS / 2], ok ? "ok" : "SLOW");
  }
  return ok;
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *dir = NULL;
  g_autofree char *sheets_path = NULL;
  g_autofree char *standings_path = NULL;
  g_autoptr(TavEvent) tables = NULL;
  g_autoptr(TavEvent) thousand = NULL;
  g_autoptr(TavPrintDocument) sheets = NULL;
  g_autoptr(TavPrintDocument) standings = NULL;
  TavRandom rng;
  gboolean ok = TRUE;

  /* One document, once: the whole process is what is timed. */
  if (argc == 4 && g_str_equal (argv[1], "--once"))
    {
      g_autoptr(TavEvent) event = make_event (g_str_equal (argv[2], "sheets") ? 600 : 1000);
      g_autoptr(TavPrintDocument) doc = NULL;
      g_autoptr(GError) error = NULL;

      if (!g_str_equal (argv[2], "sheets"))
        {
          tav_random_init (&rng, 1000);
          tav_test_bang_play_round (event, &rng);
          tav_event_set_published (event, TRUE);
        }
      doc = tav_print_document_new (event, g_str_equal (argv[2], "sheets") ? TAV_PRINT_RECORD_SHEETS
                                                                         : TAV_PRINT_STANDINGS,
                                    NULL, 0);
      if (!tav_print_document_export_pdf (doc, argv[3], &error))
        g_error ("%s", error->message);
      return 0;
    }

  dir = argc > 1 ? g_strdup (argv[1]) : g_dir_make_tmp ("bench-print-XXXXXX", NULL);
  g_mkdir_with_parents (dir, 0755);
  sheets_path = g_build_filename (dir, "sheets-100-tables.pdf", NULL);
  standings_path = g_build_filename (dir, "standings-1000-players.pdf", NULL);

  tables = make_event (600);
  sheets = tav_print_document_new (tables, TAV_PRINT_RECORD_SHEETS, NULL, 0);

  thousand = make_event (1000);
  tav_random_init (&rng, 1000);
  tav_test_bang_play_round (thousand, &rng);
  tav_event_set_published (thousand, TRUE);
  standings = tav_print_document_new (thousand, TAV_PRINT_STANDINGS, NULL, 0);

  printf ("| document | tables / players | pages | PDF KiB | wall ms | cpu ms | target |\n");
  printf ("|---|---:|---:|---:|---:|---:|---|\n");
  ok &= run ("Record Sheets", sheets, sheets_path,
             tav_round_get_n_tables (tav_stage_get_last_round (tav_event_get_current_stage (tables))));
  ok &= run ("Standings", standings, standings_path, tav_event_get_n_players (thousand));
  printf ("\n%s (median of %d runs, target < %.0f ms each); PDFs in %s\n",
          ok ? "All targets met" : "Some targets missed", RUNS, TARGET_MS, dir);
  return ok ? 0 : 1;
}
