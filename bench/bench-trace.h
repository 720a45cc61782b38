/* bench-trace.h — where the start-up benchmarks spend their time
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * With BENCH_TRACE set in the environment, bench_trace() prints when (ms
 * after bench_trace_start()) and how much CPU time the main thread had
 * used by then, so that the phases of two programs can be set side by side.
 */
#pragma once

#include <glib.h>
#include <stdio.h>
#include <time.h>

static gint64 bench_trace_start_us;

static inline void
bench_trace_start (void)
{
  bench_trace_start_us = g_get_monotonic_time ();
}

static inline double
bench_trace_elapsed_ms (void)
{
  return (g_get_monotonic_time () - bench_trace_start_us) / 1000.0;
}

static inline void
bench_trace (const char *what)
{
  struct timespec ts;

  if (!g_getenv ("BENCH_TRACE"))
    return;
  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  printf ("  %-28s at %7.1f ms, main thread CPU %7.1f ms\n", what,
          bench_trace_elapsed_ms (), ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6);
}
