/* document-write.c — writing an event out as the text of its file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench-document-write FILE [TIMES]
 *
 * Loads FILE, then writes it out with tav_document_to_data() TIMES times
 * (default 30): what the app does after each edit, for its undo history
 * and its recovery copy, and every save does. Prints the median and the
 * fastest time of one write, in the process's CPU time and in wall time.
 */
#define G_LOG_DOMAIN "bench-document-write"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "tav-document.h"

static double
now_ms (clockid_t clock)
{
  struct timespec ts;

  clock_gettime (clock, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TavEvent) event = NULL;
  g_autofree double *cpu = NULL;
  g_autofree double *wall = NULL;
  gsize length = 0;
  int times;

  if (argc < 2 || argc > 3)
    {
      fprintf (stderr, "usage: bench-document-write FILE [TIMES]\n");
      return 2;
    }
  times = argc == 3 ? atoi (argv[2]) : 30;
  if (times < 1)
    times = 1;
  event = tav_document_load_file (argv[1], &error);
  if (event == NULL)
    {
      fprintf (stderr, "bench-document-write: %s\n", error->message);
      return 1;
    }
  cpu = g_new (double, times);
  wall = g_new (double, times);
  for (int i = 0; i < times; i++)
    {
      double c = now_ms (CLOCK_PROCESS_CPUTIME_ID);
      double w = now_ms (CLOCK_MONOTONIC);
      g_autofree char *text = tav_document_to_data (event, &length);

      cpu[i] = now_ms (CLOCK_PROCESS_CPUTIME_ID) - c;
      wall[i] = now_ms (CLOCK_MONOTONIC) - w;
    }
  qsort (cpu, times, sizeof *cpu, compare_doubles);
  qsort (wall, times, sizeof *wall, compare_doubles);
  printf ("%s: %" G_GSIZE_FORMAT " bytes, %d writes\n", argv[1], length, times);
  printf ("  CPU  median %.2f ms, fastest %.2f ms\n", cpu[times / 2], cpu[0]);
  printf ("  wall median %.2f ms, fastest %.2f ms\n", wall[times / 2], wall[0]);
  return 0;
}
