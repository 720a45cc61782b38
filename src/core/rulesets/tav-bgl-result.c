/* tav-bgl-result.c — Boardgame League results: the fields and their check
 *
 * A table's result is one game: each seat's game points, and only where
 * the game breaks a tie itself, the places; the penalty "last" and the
 * order in which players left. The check names the seat and the field of
 * each mistake, so the forms show it where it was made.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-bgl"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tav-bgl-private.h"

/* A row per seat, in turn order: the game points, the place when the game
 * breaks a tie itself, the penalty and leaving the game. */
static const TavFieldSpec result_fields[] = {
  { "points", N_("Game points"), N_("The points the game gives the player; negative when the game has them"),
    TAV_FIELD_INTEGER, TAV_FIELD_PER_SEAT, -1000000, 1000000, 1, "0", NULL },
  { "place", N_("Place"),
    N_("Only when the game's own rules break a tie in game points: the place at the table (1 first, equal places for a tie left unbroken); 0 to place by game points"),
    TAV_FIELD_INTEGER, TAV_FIELD_PER_SEAT | TAV_FIELD_OPTIONAL, 0, 6, 1, "0", NULL },
  { "last", N_("Last in the game"),
    N_("Penalty: the player is moved to the last place at his table and the others move up"),
    TAV_FIELD_BOOLEAN, TAV_FIELD_PER_SEAT | TAV_FIELD_OPTIONAL, 0, 0, 0, "false", NULL },
  { "left", N_("Left the game"),
    N_("The player withdrew during the game: 1 for the first to leave (last place), 2 for the next (the place before), …; 0 if he finished"),
    TAV_FIELD_INTEGER, TAV_FIELD_PER_SEAT | TAV_FIELD_OPTIONAL, 0, 6, 1, "0", NULL },
};

static const TavFieldSpec *
tav_bgl_get_result_fields (TavRuleset *ruleset,
                           TavEvent   *event,
                           TavStage   *stage,
                           guint      *n_fields)
{
  *n_fields = G_N_ELEMENTS (result_fields);
  return result_fields;
}

/* A result is one game: places, when given, rank the players who finished
 * as their game points do (the game only breaks ties); those who left the
 * game did so one after the other. */
static gboolean
tav_bgl_validate_result (TavRuleset  *ruleset,
                         TavEvent    *event,
                         TavStage    *stage,
                         TavRound    *round,
                         TavTable    *table,
                         JsonObject  *result,
                         GError     **error)
{
  guint n = tav_table_get_n_seats (table);
  guint number = tav_table_get_number (table);
  TavBglSeat seats[TAV_BGL_MAX_TABLE];
  guint n_placed = 0, n_finished = 0, n_left = 0;
  gboolean left_taken[TAV_BGL_MAX_TABLE + 1] = { FALSE };

  if (n < 1 || n > TAV_BGL_MAX_TABLE)
    TAV_RULE_REFUSE_AT (0, NULL, N_("table %u has %u players; a table has 2 to 6"), number, n);
  for (guint s = 0; s < n; s++)
    {
      JsonObject *seat = tav_result_get_seat (result, s);

      seats[s].game = tav_result_get_int (seat, "points");
      seats[s].place = (guint) tav_result_get_int (seat, "place");
      seats[s].last = tav_result_get_bool (seat, "last");
      seats[s].left = (guint) tav_result_get_int (seat, "left");
    }

  for (guint s = 0; s < n; s++)
    {
      if (seats[s].left)
        {
          if (seats[s].left > n)
            TAV_RULE_REFUSE_AT (s + 1, "left", N_("table %u, seat %u (%s): left the game as number %u at a table of %u"),
                                number, s + 1, tav_event_seat_name (event, table, s), seats[s].left, n);
          if (left_taken[seats[s].left])
            TAV_RULE_REFUSE_AT (s + 1, "left", N_("table %u, seat %u (%s): two players cannot both be number %u to leave the game"),
                                number, s + 1, tav_event_seat_name (event, table, s), seats[s].left);
          left_taken[seats[s].left] = TRUE;
          n_left++;
          if (seats[s].place)
            TAV_RULE_REFUSE_AT (s + 1, "place", N_("table %u, seat %u (%s): a player who left the game takes the last place; leave his place at 0"),
                                number, s + 1, tav_event_seat_name (event, table, s));
          continue;
        }
      if (seats[s].last && seats[s].place)
        TAV_RULE_REFUSE_AT (s + 1, "place", N_("table %u, seat %u (%s): the penalty puts the player last; leave his place at 0"),
                            number, s + 1, tav_event_seat_name (event, table, s));
      if (seats[s].last)
        continue;
      n_finished++;
      n_placed += seats[s].place > 0;
    }
  /* Numbered 1, 2, … in the order they left: none beyond the count. */
  for (guint s = 0; s < n; s++)
    if (seats[s].left > n_left)
      TAV_RULE_REFUSE_AT (s + 1, "left", g_dngettext (GETTEXT_PACKAGE,
                          "table %u, seat %u (%s): left the game as number %u, but %u player left it; number those who left 1, 2, … in the order they left",
                          "table %u, seat %u (%s): left the game as number %u, but %u players left it; number those who left 1, 2, … in the order they left",
                          n_left),
                          number, s + 1, tav_event_seat_name (event, table, s), seats[s].left, n_left);
  if (n_left == n)
    TAV_RULE_REFUSE_AT (0, NULL, N_("table %u: every player left the game"), number);

  if (n_placed > 0 && n_placed != n_finished)
    TAV_RULE_REFUSE_AT (0, NULL, N_("table %u: give a place to every player who finished the game, or to none"), number);
  for (guint s = 0; s < n && n_placed > 0; s++)
    {
      guint ahead = 0;

      if (seats[s].left || seats[s].last)
        continue;
      if (seats[s].place > n_finished)
        TAV_RULE_REFUSE_AT (s + 1, "place", N_("table %u, seat %u (%s): place %u, but %u players finished the game"),
                            number, s + 1, tav_event_seat_name (event, table, s), seats[s].place, n_finished);
      for (guint o = 0; o < n; o++)
        {
          if (o == s || seats[o].left || seats[o].last)
            continue;
          ahead += seats[o].place < seats[s].place;
          if (seats[o].place < seats[s].place && seats[o].game < seats[s].game)
            TAV_RULE_REFUSE_AT (s + 1, "place", N_("table %u, seat %u (%s): place %u with %lld game points, behind seat %u (%s) with %lld"),
                                number, s + 1, tav_event_seat_name (event, table, s), seats[s].place,
                                (long long) seats[s].game, o + 1, tav_event_seat_name (event, table, o),
                                (long long) seats[o].game);
          if (seats[o].place == seats[s].place && seats[o].game != seats[s].game)
            TAV_RULE_REFUSE_AT (MAX (s, o) + 1, "place", N_("table %u: seats %u (%s) and %u (%s) share place %u with different game points"),
                                number, MIN (s, o) + 1, tav_event_seat_name (event, table, MIN (s, o)),
                                MAX (s, o) + 1, tav_event_seat_name (event, table, MAX (s, o)), seats[s].place);
        }
      if (ahead != seats[s].place - 1)
        TAV_RULE_REFUSE_AT (s + 1, "place", N_("table %u, seat %u (%s): place %u, but %u players are ahead of him; tied players share a place and the next place is skipped (1, 1, 3)"),
                            number, s + 1, tav_event_seat_name (event, table, s), seats[s].place, ahead);
    }
  return TRUE;
}


void
tav_bgl_result_class_init (TavRulesetClass *klass)
{
  klass->get_result_fields = tav_bgl_get_result_fields;
  klass->validate_result = tav_bgl_validate_result;
}
