/* test-swap-costs.c — what a swap by hand would cost, said before it is made
 *
 * Rounds are laid by hand, so every cost below is counted by hand: eight
 * players A…H (ids p1…p8), tables of four or of two. Then a swap in a
 * Swiss round, which the round's explanation says the organiser made.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "tav-destiny.h"
#include "tav-event.h"
#include "tav-event-private.h"
#include "tav-test-destiny.h"

#define END NULL

static const char *const names[] = { "Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio", "Gina", "Hugo" };

static TavEvent *
make_event (const char *ruleset)
{
  TavEvent *event = tav_event_new (ruleset, "Swaps");
  g_autoptr(TavStage) stage = tav_stage_new ("main", TAV_STAGE_TABLES);

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    g_assert_nonnull (tav_event_add_player (event, names[i], NULL));
  tav_event_add_stage (event, stage);
  return event;
}

/* Adds the next round: tables numbered from 1, their seats in order,
 * each table ended by END, the round by a second END. */
static void
add_round (TavEvent   *event,
           const char *first,
           ...)
{
  TavStage *stage = tav_event_get_stage (event, 0);
  g_autoptr(TavRound) round = tav_round_new (tav_stage_get_n_rounds (stage) + 1);
  g_autoptr(GPtrArray) seats = g_ptr_array_new ();
  const char *id = first;
  va_list args;

  va_start (args, first);
  while (id != NULL)
    {
      for (; id != NULL; id = va_arg (args, const char *))
        g_ptr_array_add (seats, (gpointer) id);
      g_ptr_array_add (seats, NULL);
      {
        g_autoptr(TavTable) table = tav_table_new (tav_round_get_n_tables (round) + 1,
                                                   (const char * const *) seats->pdata);

        tav_round_add_table (round, table);
      }
      g_ptr_array_set_size (seats, 0);
      id = va_arg (args, const char *);
    }
  va_end (args);
  tav_stage_add_round (stage, round);
}

/* The costs of swapping @a and @b in the last round, with the event left
 * as it was. */
static GPtrArray *
costs_of (TavEvent   *event,
          const char *a,
          const char *b)
{
  TavStage *stage = tav_event_get_stage (event, 0);
  guint number = tav_stage_get_n_rounds (stage);
  TavRound *round = tav_stage_get_round (stage, number);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) before = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  GPtrArray *costs;

  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    g_ptr_array_add (before, g_strdupv ((char **) tav_table_get_seats (tav_round_get_table (round, t))));
  costs = tav_event_swap_costs (event, stage, number, a, b, &error);
  g_assert_no_error (error);
  g_assert_nonnull (costs);
  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    g_assert_true (g_strv_equal ((const char * const *) before->pdata[t],
                                 tav_table_get_seats (tav_round_get_table (round, t))));
  return costs;
}

static void
assert_costs (GPtrArray  *costs,
              const char *first,
              ...)
{
  va_list args;
  guint i = 0;

  va_start (args, first);
  for (const char *text = first; text != NULL; text = va_arg (args, const char *), i++)
    {
      g_assert_cmpuint (i, <, costs->len);
      g_assert_cmpstr (costs->pdata[i], ==, text);
    }
  va_end (args);
  g_assert_cmpuint (costs->len, ==, i);
}

/* Tables of four: each new pair that met earlier in the stage, with how
 * often and when; the pairs the swap ends are no cost. */
static void
test_repeat (void)
{
  g_autoptr(TavEvent) event = make_event ("catan-bg");
  g_autoptr(GPtrArray) costs = NULL;

  add_round (event, "p1", "p2", "p3", "p4", END, "p5", "p6", "p7", "p8", END, END);
  add_round (event, "p1", "p2", "p5", "p6", END, "p3", "p4", "p7", "p8", END, END);
  add_round (event, "p1", "p5", "p3", "p7", END, "p2", "p6", "p4", "p8", END, END);

  /* Dario joins Elena (never met), Carla (rounds 1, 2), Gina (round 2);
   * Anna joins Bruno (rounds 1, 2), Fabio (round 2), Hugo (never). */
  costs = costs_of (event, "p1", "p4");
  assert_costs (costs,
                "Repeated meeting: Dario and Carla have met 2 times, last in round 2.",
                "Repeated meeting: Dario and Gina met in round 2.",
                "Repeated meeting: Anna and Bruno have met 2 times, last in round 2.",
                "Repeated meeting: Anna and Fabio met in round 2.",
                END);
  g_clear_pointer (&costs, g_ptr_array_unref);

  /* Within a table nobody meets anybody new; catan-bg's seat 1 is nothing. */
  costs = costs_of (event, "p1", "p5");
  assert_costs (costs, END);
}

/* Tables of two: a rematch; destiny gives seat 1 no role. */
static void
test_rematch (void)
{
  g_autoptr(TavEvent) event = make_event ("destiny");
  g_autoptr(GPtrArray) costs = NULL;

  add_round (event, "p1", "p2", END, "p3", "p4", END, "p5", "p6", END, "p7", "p8", END, END);
  add_round (event, "p1", "p3", END, "p2", "p4", END, "p5", "p7", END, "p6", "p8", END, END);
  add_round (event, "p1", "p4", END, "p2", "p3", END, "p5", "p8", END, "p6", "p7", END, END);
  add_round (event, "p1", "p5", END, "p2", "p6", END, "p3", "p7", END, "p4", "p8", END, END);

  costs = costs_of (event, "p5", "p2");
  assert_costs (costs,
                "Rematch: Bruno and Anna played each other in round 1.",
                "Rematch: Elena and Fabio played each other in round 1.",
                END);
  g_clear_pointer (&costs, g_ptr_array_unref);
  costs = costs_of (event, "p5", "p6");
  assert_costs (costs, END);
}

/* BANG!'s seat 1 is the Sheriff: a second turn is a cost, keeping the
 * Sheriff who sits there now is not. */
static void
test_head_seat (void)
{
  g_autoptr(TavEvent) event = make_event ("bang-2011");
  g_autoptr(GPtrArray) costs = NULL;

  add_round (event, "p1", "p2", "p3", "p4", END, "p5", "p6", "p7", "p8", END, END);
  add_round (event, "p2", "p1", "p5", "p6", END, "p3", "p4", "p7", "p8", END, END);

  /* Anna, Sheriff in round 1, takes Bruno's seat 1 at his own table. */
  costs = costs_of (event, "p2", "p1");
  assert_costs (costs, "Second first seat: Anna would take seat 1 (Sheriff) again, already taken 1 time.", END);
  g_clear_pointer (&costs, g_ptr_array_unref);

  /* Two Sheriffs change tables: each stays Sheriff; Carla joins Anna and
   * Bruno joins Dario, met in round 1. */
  costs = costs_of (event, "p2", "p3");
  assert_costs (costs,
                "Repeated meeting: Carla and Anna met in round 1.",
                "Repeated meeting: Bruno and Dario met in round 1.",
                END);
}

/* Players kept apart, and clubs while the clubs rule holds. */
static void
test_apart_and_clubs (void)
{
  g_autoptr(TavEvent) event = make_event ("catan-bg");
  g_autoptr(GPtrArray) costs = NULL;
  g_autoptr(GError) error = NULL;
  const char *couple[] = { "p1", "p8", NULL };

  g_assert_true (tav_event_keep_apart (event, couple, &error));
  g_assert_no_error (error);
  g_assert_true (tav_event_change_club (event, "p2", "Orsi", &error));
  g_assert_true (tav_event_change_club (event, "p7", "ORSI", &error));
  g_assert_no_error (error);
  add_round (event, "p1", "p2", "p3", "p4", END, "p5", "p6", "p7", "p8", END, END);

  /* Round 1 of the first stage: the clubs rule holds. */
  costs = costs_of (event, "p3", "p8");
  assert_costs (costs, "Kept-apart meeting: Hugo and Anna are kept apart and would meet at table 1.", END);
  g_clear_pointer (&costs, g_ptr_array_unref);
  costs = costs_of (event, "p3", "p7");
  assert_costs (costs, "Club meeting: Gina and Bruno, both of ORSI, would meet at table 1.", END);
  g_clear_pointer (&costs, g_ptr_array_unref);

  /* Turned off, no club meeting is a cost. */
  tav_event_change_clubs_apart (event, FALSE);
  costs = costs_of (event, "p3", "p7");
  assert_costs (costs, END);
  g_clear_pointer (&costs, g_ptr_array_unref);
  tav_event_change_clubs_apart (event, TRUE);

  /* Round 2: only when clubs are kept apart in every round. */
  add_round (event, "p1", "p5", "p3", "p7", END, "p2", "p4", "p6", "p8", END, END);
  costs = costs_of (event, "p3", "p2");
  assert_costs (costs,
                "Repeated meeting: Bruno and Anna met in round 1.",
                "Repeated meeting: Carla and Dario met in round 1.",
                END);
  g_clear_pointer (&costs, g_ptr_array_unref);
  tav_event_change_clubs_every_round (event, TRUE);
  costs = costs_of (event, "p3", "p2");
  assert_costs (costs,
                "Club meeting: Bruno and Gina, both of Orsi, would meet at table 1.",
                "Repeated meeting: Bruno and Anna met in round 1.",
                "Repeated meeting: Carla and Dario met in round 1.",
                END);
}

/* A player fixed to his table, or needing an accessible one, moved off
 * it; one not at his table already loses nothing. */
static void
test_fixed_tables (void)
{
  g_autoptr(TavEvent) event = make_event ("catan-bg");
  g_autoptr(GPtrArray) costs = NULL;
  g_autoptr(GError) error = NULL;
  const guint accessible[] = { 2 };

  add_round (event, "p1", "p2", "p3", "p4", END, "p5", "p6", "p7", "p8", END, END);
  g_assert_true (tav_event_change_fixed_table (event, "p1", 1, &error));
  g_assert_true (tav_event_change_fixed_table (event, "p8", 1, &error));
  g_assert_true (tav_event_change_accessible_tables (event, accessible, 1, &error));
  g_assert_true (tav_event_change_needs_accessible (event, "p5", TRUE, &error));
  g_assert_true (tav_event_change_needs_accessible (event, "p4", TRUE, &error));
  g_assert_no_error (error);

  costs = costs_of (event, "p1", "p6");
  assert_costs (costs, "Fixed table left: Anna is fixed to table 1 and would move to table 2.", END);
  g_clear_pointer (&costs, g_ptr_array_unref);
  costs = costs_of (event, "p5", "p2");
  assert_costs (costs,
                "Fixed table left: Elena needs an accessible table and would move to table 1, which is not one.",
                END);
  g_clear_pointer (&costs, g_ptr_array_unref);
  /* Hugo comes to his table 1 and Dario to an accessible one: gains. */
  costs = costs_of (event, "p8", "p4");
  assert_costs (costs, END);
}

/* What the swap itself refuses, refused alike, and nothing changed. */
static void
test_refused (void)
{
  g_autoptr(TavEvent) event = make_event ("catan-bg");
  TavStage *stage = tav_event_get_stage (event, 0);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) result = json_object_new ();

  add_round (event, "p1", "p2", "p3", "p4", END, "p5", "p6", "p7", END, END);
  g_assert_null (tav_event_swap_costs (event, stage, 2, "p1", "p5", &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_null (tav_event_swap_costs (event, stage, 1, "p1", "p8", &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "p8"));
  g_clear_error (&error);
  tav_table_set_result (tav_round_get_table (tav_stage_get_round (stage, 1), 1), result);
  g_assert_null (tav_event_swap_costs (event, stage, 1, "p1", "p5", &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE);
}

/* How many of @round's explanations name the organiser. */
static guint
count_organiser (TavEvent *event,
                 guint     round,
                 GStrv    *out)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) reasons = tav_destiny_explain_round (event, round, &error);
  guint n = 0;

  g_assert_no_error (error);
  for (guint i = 0; reasons[i]; i++)
    n += strstr (reasons[i], "organiser") != NULL;
  if (out)
    *out = g_steal_pointer (&reasons);
  return n;
}

/* Whether @a and @b sat at one table of two before @round. */
static gboolean
played_before (TavStage   *stage,
               guint       round,
               const char *a,
               const char *b)
{
  for (guint r = 1; r < round; r++)
    for (guint t = 0; t < tav_round_get_n_tables (tav_stage_get_round (stage, r)); t++)
      {
        const char * const *seats = tav_table_get_seats (tav_round_get_table (tav_stage_get_round (stage, r), t));

        if (g_strv_length ((char **) seats) == 2 && g_strv_contains (seats, a) && g_strv_contains (seats, b))
          return TRUE;
      }
  return FALSE;
}

/* The engine's own pairs are explained as ever, after a redraw and a
 * player's leaving too; the two pairs a swap made are the organiser's. */
static void
test_swiss_explanation (void)
{
  g_autoptr(TavEvent) event = tav_event_new ("destiny", "Destiny");
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) reasons = NULL;
  TavStage *swiss;
  TavRound *round;
  g_autofree char *a = NULL, *b = NULL, *partner_a = NULL, *partner_b = NULL;

  tav_event_set_seed (event, 7);
  for (guint i = 0; i < 9; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %u", i + 1);

      g_assert_nonnull (tav_event_add_player (event, name, NULL));
    }
  for (guint r = 1; r <= 2; r++)
    {
      tav_test_destiny_play_round (event, TRUE);
      g_assert_cmpuint (count_organiser (event, r, NULL), ==, 0);
    }
  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count_organiser (event, 3, NULL), ==, 0);
  g_assert_true (tav_event_redraw_round (event, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count_organiser (event, 3, NULL), ==, 0);
  /* A player who leaves after the draw was in the field it paired. */
  g_assert_true (tav_event_withdraw (event, "p4", TAV_PLAYER_DROPPED, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count_organiser (event, 3, NULL), ==, 0);

  swiss = tav_event_find_stage (event, "swiss");
  round = tav_stage_get_round (swiss, 3);
  /* Copies: a swap frees the seats it replaces. */
  a = g_strdup (tav_table_get_seat (tav_round_get_table (round, 0), 0));
  partner_a = g_strdup (tav_table_get_seat (tav_round_get_table (round, 0), 1));
  b = g_strdup (tav_table_get_seat (tav_round_get_table (round, 1), 1));
  partner_b = g_strdup (tav_table_get_seat (tav_round_get_table (round, 1), 0));
  g_assert_true (tav_event_swap_seats (event, swiss, 3, a, b, NULL, &error));
  g_assert_no_error (error);

  g_assert_cmpuint (count_organiser (event, 3, &reasons), ==, 2);
  g_assert_cmpstr (reasons[0], ==, played_before (swiss, 3, b, partner_a)
                   ? "set by the organiser (seats swapped); a rematch"
                   : "set by the organiser (seats swapped)");
  g_assert_cmpstr (reasons[1], ==, played_before (swiss, 3, a, partner_b)
                   ? "set by the organiser (seats swapped); a rematch"
                   : "set by the organiser (seats swapped)");
  g_clear_pointer (&reasons, g_strfreev);

  /* Swapped back, the engine's pairs again. */
  g_assert_true (tav_event_swap_seats (event, swiss, 3, a, b, NULL, &error));
  g_assert_cmpuint (count_organiser (event, 3, NULL), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/swap-costs/repeat", test_repeat);
  g_test_add_func ("/swap-costs/rematch", test_rematch);
  g_test_add_func ("/swap-costs/head-seat", test_head_seat);
  g_test_add_func ("/swap-costs/apart-and-clubs", test_apart_and_clubs);
  g_test_add_func ("/swap-costs/fixed-tables", test_fixed_tables);
  g_test_add_func ("/swap-costs/refused", test_refused);
  g_test_add_func ("/swap-costs/swiss-explanation", test_swiss_explanation);

  return g_test_run ();
}
