/* bgl.c — benchmark of a whole Boardgame League event
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench-bgl [PLAYERS...]
 *
 * For each field size (default 100 1000 5000) and table size 2 and 4, plays
 * the rules' minimum rounds with random game points and times each draw
 * (seating by standings, PBA recomputed) and each computation of the
 * standings. Prints one Markdown row per round; exits non-zero when a
 * draw or the standings take longer than the target (0.5 s up to 1,000
 * players, 5 s above).
 */
#define G_LOG_DOMAIN "bench-bgl"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "tav-event.h"
#include "tav-random.h"
#include "tav-event-private.h"

static double
cpu_seconds (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static void
play (TavEvent  *event,
      TavRandom *rng,
      guint      number)
{
  TavStage *stage = tav_event_find_stage (event, "rounds");
  TavRound *round = tav_stage_get_round (stage, number);

  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    {
      g_autoptr(JsonObject) result = json_object_new ();
      JsonArray *seats = json_array_new ();
      g_autoptr(GError) error = NULL;

      for (guint s = 0; s < tav_table_get_n_seats (tav_round_get_table (round, t)); s++)
        {
          JsonObject *seat = json_object_new ();

          json_object_set_int_member (seat, "points", tav_random_range (rng, 100));
          json_array_add_object_element (seats, seat);
        }
      json_object_set_array_member (result, "seats", seats);
      if (!tav_event_set_result (event, stage, number, t + 1, result, &error))
        g_error ("%s", error->message);
    }
}

static gboolean
run_event (guint n,
           guint k)
{
  g_autoptr(TavEvent) event = tav_event_new ("bgl", "Bench");
  g_autofree char *per_table = g_strdup_printf ("%u", k);
  double target = n <= 1000 ? 0.5 : 5.0;
  gboolean ok = TRUE;
  TavStage *stage;
  TavRandom rng;

  tav_event_set_seed (event, n * 10 + k);
  tav_event_set_param (event, "players_per_table", per_table, NULL);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %u", i + 1);

      tav_event_add_player (event, name, NULL);
    }
  tav_random_init (&rng, n);
  for (guint r = 1;; r++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TavStandings) standings = NULL;
      double start = cpu_seconds (), drawn, ranked;

      if (!tav_event_draw_round (event, &error))
        g_error ("%s", error->message);
      drawn = cpu_seconds () - start;
      if (tav_event_find_stage (event, "final"))
        break;
      play (event, &rng, r);
      start = cpu_seconds ();
      standings = tav_event_compute_standings (event);
      ranked = cpu_seconds () - start;
      stage = tav_event_find_stage (event, "rounds");
      ok &= drawn < target && ranked < target;
      printf ("| %u | %u | %u of %u | %.1f | %.1f | %s |\n", n, k, r,
              tav_stage_get_planned_rounds (stage), drawn * 1000, ranked * 1000,
              drawn < target && ranked < target ? "ok" : "MISSED");
    }
  return ok;
}

int
main (int    argc,
      char **argv)
{
  static const guint sizes[] = { 100, 1000, 5000 };
  gboolean ok = TRUE;

  printf ("| players | per table | round | draw cpu ms | standings cpu ms | target |\n");
  printf ("|---:|---:|---|---:|---:|---|\n");
  for (guint k = 2; k <= 4; k += 2)
    {
      if (argc > 1)
        for (int i = 1; i < argc; i++)
          ok &= run_event ((guint) atoi (argv[i]), k);
      else
        for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
          ok &= run_event (sizes[i], k);
    }
  return ok ? 0 : 1;
}
