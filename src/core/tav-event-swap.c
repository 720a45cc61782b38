/* tav-event-swap.c — swapping two players' seats by hand, and what it costs
 *
 * The organiser may move any two players of a round whose tables have no
 * result yet. The draw weighed every meeting, seat and table; a swap by
 * hand does not, so what it would give up is said before it is made:
 * tav_event_swap_costs () changes nothing and lists it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-event"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tav-apart.h"
#include "tav-draw.h"
#include "tav-event.h"

typedef struct
{
  TavRound *round;
  TavTable *table_a;
  TavTable *table_b;
  guint     seat_a;
  guint     seat_b;
} Swap;

/* Finds the two seats of a swap; refuses what tav_event_swap_seats ()
 * refuses. */
static gboolean
find_swap (TavStage    *stage,
           guint        round_number,
           const char  *player_a,
           const char  *player_b,
           Swap        *swap,
           GError     **error)
{
  swap->round = tav_stage_get_round (stage, round_number);
  if (swap->round == NULL)
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_NOT_FOUND,
                   _("There is no round %u"), round_number);
      return FALSE;
    }
  swap->table_a = tav_round_find_player (swap->round, player_a, &swap->seat_a);
  swap->table_b = tav_round_find_player (swap->round, player_b, &swap->seat_b);
  if (swap->table_a == NULL || swap->table_b == NULL)
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_NOT_FOUND,
                   _("“%s” is not seated in round %u"), swap->table_a ? player_b : player_a,
                   round_number);
      return FALSE;
    }
  if (tav_table_has_result (swap->table_a) || tav_table_has_result (swap->table_b))
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE,
                   _("Seats cannot change at a table whose result is entered"));
      return FALSE;
    }
  return TRUE;
}

/* Swaps two players' seats (at one table or between tables) in a round
 * with no results yet at those tables; @problems receives the rules the new
 * seating breaks, for the organiser to judge. */
gboolean
tav_event_swap_seats (TavEvent    *self,
                      TavStage    *stage,
                      guint        round_number,
                      const char  *player_a,
                      const char  *player_b,
                      GPtrArray  **problems,
                      GError     **error)
{
  TavRuleset *ruleset;
  Swap swap;
  g_auto(GStrv) seats_a = NULL;
  g_auto(GStrv) seats_b = NULL;

  g_return_val_if_fail (TAV_IS_EVENT (self), FALSE);

  if ((ruleset = tav_event_get_ruleset (self)) == NULL)
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID,
                   _("Unknown ruleset “%s”"), tav_event_get_ruleset_id (self));
      return FALSE;
    }
  if (!find_swap (stage, round_number, player_a, player_b, &swap, error))
    return FALSE;

  seats_a = g_strdupv ((char **) tav_table_get_seats (swap.table_a));
  if (swap.table_a == swap.table_b)
    {
      char *tmp = seats_a[swap.seat_a];

      seats_a[swap.seat_a] = seats_a[swap.seat_b];
      seats_a[swap.seat_b] = tmp;
      tav_table_set_seats (swap.table_a, (const char * const *) seats_a);
    }
  else
    {
      seats_b = g_strdupv ((char **) tav_table_get_seats (swap.table_b));
      g_free (seats_a[swap.seat_a]);
      seats_a[swap.seat_a] = g_strdup (player_b);
      g_free (seats_b[swap.seat_b]);
      seats_b[swap.seat_b] = g_strdup (player_a);
      tav_table_set_seats (swap.table_a, (const char * const *) seats_a);
      tav_table_set_seats (swap.table_b, (const char * const *) seats_b);
    }

  if (problems)
    *problems = tav_ruleset_check_round (ruleset, self, stage, swap.round);
  tav_event_changed (self);
  return TRUE;
}

/* ---- Costs ------------------------------------------------------------ */

static const char *
name_of (TavEvent   *self,
         const char *player_id)
{
  TavPlayer *player = tav_event_find_player (self, player_id);

  return player ? tav_player_get_name (player) : player_id;
}

/* How often @a and @b sat at one table in the stage before @round_number,
 * and the last of those rounds. */
static guint
earlier_meetings (TavStage   *stage,
                  guint       round_number,
                  const char *a,
                  const char *b,
                  guint      *last)
{
  guint times = 0;

  for (guint r = 1; r < round_number; r++)
    {
      TavRound *round = tav_stage_get_round (stage, r);
      TavTable *table = round ? tav_round_find_player (round, a, NULL) : NULL;

      if (table && tav_table_find_seat (table, b) >= 0)
        {
          times++;
          *last = r;
        }
    }
  return times;
}

static void
add_repeat (GPtrArray  *costs,
            gboolean    two_seats,
            const char *a,
            const char *b,
            guint       times,
            guint       last)
{
  if (two_seats && times == 1)
    g_ptr_array_add (costs, g_strdup_printf (_("Rematch: %s and %s played each other in round %u."),
                                             a, b, last));
  else if (two_seats)
    g_ptr_array_add (costs, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                          "Rematch: %s and %s have played each other %u time, last in round %u.",
                                                          "Rematch: %s and %s have played each other %u times, last in round %u.",
                                                          times),
                                             a, b, times, last));
  else if (times == 1)
    g_ptr_array_add (costs, g_strdup_printf (_("Repeated meeting: %s and %s met in round %u."),
                                             a, b, last));
  else
    g_ptr_array_add (costs, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                          "Repeated meeting: %s and %s have met %u time, last in round %u.",
                                                          "Repeated meeting: %s and %s have met %u times, last in round %u.",
                                                          times),
                                             a, b, times, last));
}

/* What @mover meets anew on taking @leaver's seat at @table: players
 * kept apart and clubs in @costs, earlier meetings in @repeats. */
static void
add_meetings (TavEvent   *self,
              TavStage   *stage,
              guint       round_number,
              TavTable   *table,
              const char *mover,
              const char *leaver,
              GPtrArray  *costs,
              GPtrArray  *repeats)
{
  gboolean clubs = tav_apart_club_rule_holds (self, stage, round_number);
  guint n = tav_table_get_n_seats (table);

  for (guint s = 0; s < n; s++)
    {
      const char *other = tav_table_get_seat (table, s);
      guint times, last = 0;

      if (g_strcmp0 (other, leaver) == 0)
        continue;
      times = earlier_meetings (stage, round_number, mover, other, &last);
      if (times > 0)
        add_repeat (repeats, n == 2, name_of (self, mover), name_of (self, other), times, last);
      if (tav_event_are_kept_apart (self, mover, other))
        g_ptr_array_add (costs, g_strdup_printf (_("Kept-apart meeting: %s and %s are kept apart and would meet at table %u."),
                                                 name_of (self, mover), name_of (self, other),
                                                 tav_table_get_number (table)));
      if (clubs && tav_apart_same_club (tav_event_find_player (self, mover),
                                        tav_event_find_player (self, other)))
        g_ptr_array_add (costs, g_strdup_printf (_("Club meeting: %s and %s, both of %s, would meet at table %u."),
                                                 name_of (self, mover), name_of (self, other),
                                                 tav_player_get_club (tav_event_find_player (self, mover)),
                                                 tav_table_get_number (table)));
    }
}

/* @player takes seat 1 of a table, which the ruleset gives a role. */
static void
add_head (TavEvent   *self,
          TavStage   *stage,
          guint       round_number,
          const char *player,
          GPtrArray  *costs)
{
  TavRuleset *ruleset = tav_event_get_ruleset (self);
  const char *label = ruleset ? tav_ruleset_get_head_seat_label (ruleset, stage) : NULL;
  guint before;

  if (label == NULL || (before = tav_draw_count_heads (stage, player, round_number)) == 0)
    return;
  /* TRANSLATORS: the player, then seat 1's role (“Sheriff”), then how
   * often the player had it before this round */
  g_ptr_array_add (costs, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                        "Second first seat: %s would take seat 1 (%s) again, already taken %u time.",
                                                        "Second first seat: %s would take seat 1 (%s) again, already taken %u times.",
                                                        before),
                                           name_of (self, player), label, before));
}

/* @player moves from @from to @to: off the table he is fixed to, or off
 * an accessible table he needs. */
static void
add_place (TavEvent   *self,
           const char *player_id,
           TavTable   *from,
           TavTable   *to,
           GPtrArray  *costs)
{
  TavPlayer *player = tav_event_find_player (self, player_id);
  guint now = tav_table_get_number (from);
  guint then = tav_table_get_number (to);
  guint fixed;

  if (player == NULL || now == then)
    return;
  fixed = tav_player_get_fixed_table (player);
  if (fixed != 0)
    {
      if (fixed == now)
        g_ptr_array_add (costs, g_strdup_printf (_("Fixed table left: %s is fixed to table %u and would move to table %u."),
                                                 tav_player_get_name (player), fixed, then));
    }
  else if (tav_player_get_needs_accessible (player) &&
           tav_event_is_table_accessible (self, now) && !tav_event_is_table_accessible (self, then))
    g_ptr_array_add (costs, g_strdup_printf (_("Fixed table left: %s needs an accessible table and would move to table %u, which is not one."),
                                             tav_player_get_name (player), then));
}

/**
 * tav_event_swap_costs:
 * @self: an event
 * @stage: the stage of the round
 * @round_number: the round
 * @player_a: a seated player's id
 * @player_b: another
 * @error: why the swap cannot be made
 *
 * What swapping the seats of @player_a and @player_b would cost, compared
 * with the seating now, in this order: each player moved off his fixed or
 * accessible table, second turn in the ruleset's first seat, meeting of
 * players kept apart or of one club's players while the clubs rule holds,
 * and rematch or repeated meeting in the stage. Changes nothing.
 *
 * Returns: (transfer full): one sentence each in the reader's language,
 *   empty when the swap costs nothing; NULL when tav_event_swap_seats ()
 *   would refuse it
 */
GPtrArray *
tav_event_swap_costs (TavEvent    *self,
                      TavStage    *stage,
                      guint        round_number,
                      const char  *player_a,
                      const char  *player_b,
                      GError     **error)
{
  g_autoptr(GPtrArray) costs = NULL;
  g_autoptr(GPtrArray) repeats = NULL;
  Swap swap;

  g_return_val_if_fail (TAV_IS_EVENT (self), NULL);
  g_return_val_if_fail (TAV_IS_STAGE (stage), NULL);
  g_return_val_if_fail (player_a != NULL && player_b != NULL, NULL);

  if (!find_swap (stage, round_number, player_a, player_b, &swap, error))
    return NULL;
  costs = g_ptr_array_new_with_free_func (g_free);
  if (g_strcmp0 (player_a, player_b) == 0)
    return g_steal_pointer (&costs);

  /* The rarest first: at large tables the repeated meetings run long. */
  add_place (self, player_a, swap.table_a, swap.table_b, costs);
  add_place (self, player_b, swap.table_b, swap.table_a, costs);
  /* Whoever lands in seat 1 takes its role, unless he leaves it already. */
  if (swap.seat_a == 0 && swap.seat_b != 0)
    add_head (self, stage, round_number, player_b, costs);
  if (swap.seat_b == 0 && swap.seat_a != 0)
    add_head (self, stage, round_number, player_a, costs);
  repeats = g_ptr_array_new_with_free_func (g_free);
  if (swap.table_a != swap.table_b)
    {
      add_meetings (self, stage, round_number, swap.table_a, player_b, player_a, costs, repeats);
      add_meetings (self, stage, round_number, swap.table_b, player_a, player_b, costs, repeats);
    }
  g_ptr_array_extend_and_steal (costs, g_steal_pointer (&repeats));
  return g_steal_pointer (&costs);
}
