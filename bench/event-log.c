/* event-log.c — recording one change in the event's log
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench-event-log [PLAYERS] [TIMES]
 *
 * Makes a Destiny event of PLAYERS (default 500) with three rounds played
 * and a full log, then times tav_event_log_record () TIMES times (default
 * 30) for one result entered at the fourth round: the comparison of the
 * event before and after that the app, the CLI and the venue server make
 * after each change. Prints the median and the fastest time in CPU time.
 */
#define G_LOG_DOMAIN "bench-event-log"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "tav-document.h"
#include "tav-event-log.h"

static double
now_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static TavEvent *
copy (TavEvent *event)
{
  gsize length = 0;
  g_autofree char *text = tav_document_to_data (event, &length);

  return tav_document_load_data (text, length, NULL);
}

/* Seat 1 wins at every table of the last round. */
static void
play (TavEvent *event)
{
  TavStage *stage = tav_event_get_current_stage (event);
  TavRound *round = tav_stage_get_last_round (stage);

  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    {
      TavTable *table = tav_round_get_table (round, t);
      g_autoptr(JsonObject) result = json_object_new ();

      if (tav_table_has_result (table))
        continue;
      json_object_set_string_member (result, "winner", tav_table_get_seat (table, 0));
      tav_event_set_result (event, stage, tav_round_get_number (round),
                            tav_table_get_number (table), result, NULL);
    }
}

int
main (int   argc,
      char *argv[])
{
  guint n_players = argc > 1 ? (guint) atoi (argv[1]) : 500;
  int times = argc > 2 ? atoi (argv[2]) : 30;
  g_autoptr(TavEvent) event = tav_event_new ("destiny", "Bench");
  g_autoptr(TavHand) app = tav_hand_new (TAV_HAND_APP, NULL);
  g_autofree double *cpu = NULL;
  TavStage *stage;
  TavTable *table;

  if (times < 1)
    times = 1;
  for (guint i = 0; i < n_players; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %04u", i + 1);

      tav_event_add_player (event, name, NULL);
    }
  for (guint r = 0; r < 3; r++)
    {
      g_autoptr(TavEvent) before = copy (event);

      if (!tav_event_draw_round (event, NULL))
        break;
      play (event);
      tav_event_log_record (event, before, app, NULL);
    }
  tav_event_draw_round (event, NULL);
  stage = tav_event_get_current_stage (event);
  table = tav_round_get_table (tav_stage_get_last_round (stage), 0);

  cpu = g_new (double, times);
  for (int i = 0; i < times; i++)
    {
      g_autoptr(TavEvent) before = copy (event);
      g_autoptr(TavEvent) after = copy (event);
      g_autoptr(JsonObject) result = json_object_new ();
      double c;

      json_object_set_string_member (result, "winner", tav_table_get_seat (table, 0));
      tav_event_set_result (after, tav_event_get_current_stage (after),
                            tav_stage_get_n_rounds (stage), tav_table_get_number (table), result, NULL);
      c = now_ms ();
      tav_event_log_record (after, before, app, NULL);
      cpu[i] = now_ms () - c;
    }
  qsort (cpu, times, sizeof *cpu, compare_doubles);
  printf ("%u players, %u rounds, %u log entries: one result recorded\n", n_players,
          tav_stage_get_n_rounds (stage), g_list_model_get_n_items (tav_event_get_log (event)));
  printf ("  CPU median %.3f ms, fastest %.3f ms (%d runs)\n", cpu[times / 2], cpu[0], times);
  return 0;
}
