/* tav-tiebreak.c — tie-breakers any ruleset uses, over a neutral record
 *
 * Each function reads what the players met and fills one value per
 * player; the ruleset decides what a score is and in which order the
 * values break a tie. Sums run in the order the meetings are given, so a
 * ruleset that moved here keeps its figures to the last bit.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tavolo-tiebreak"

#include <stdlib.h>

#include "tav-tiebreak.h"

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* What a meeting adds to Buchholz: the opponent's score, and for a round
 * without an opponent the player's own (FIDE 2023: a game against
 * himself), so a bye neither helps nor hurts. */
static double
contribution (const TavTiebreakPlayer *players,
              guint                    n_players,
              guint                    player,
              const TavTiebreakGame   *game)
{
  if (game->opponent == TAV_TIEBREAK_NO_OPPONENT || game->opponent >= n_players)
    return players[player].score;
  return players[game->opponent].score;
}

static double
outcome_share (TavTiebreakOutcome outcome)
{
  return outcome == TAV_TIEBREAK_WIN ? 1 : outcome == TAV_TIEBREAK_DRAW ? 0.5 : 0;
}

void
tav_tiebreak_buchholz (const TavTiebreakPlayer *players,
                       guint                    n_players,
                       TavTiebreakCut           cut,
                       double                  *out)
{
  guint n_cut = cut == TAV_TIEBREAK_CUT_MEDIAN ? 2 : cut == TAV_TIEBREAK_CUT_1 ? 1 : 0;

  g_return_if_fail (players != NULL || n_players == 0);
  g_return_if_fail (out != NULL || n_players == 0);

  for (guint i = 0; i < n_players; i++)
    {
      const TavTiebreakPlayer *p = &players[i];
      g_autofree double *values = NULL;
      guint lo, hi;
      double sum = 0;

      if (n_cut == 0)
        {
          for (guint k = 0; k < p->n_games; k++)
            sum += contribution (players, n_players, i, &p->games[k]);
          out[i] = sum;
          continue;
        }
      if (p->n_games <= n_cut)
        {
          out[i] = 0;
          continue;
        }
      values = g_new (double, p->n_games);
      for (guint k = 0; k < p->n_games; k++)
        values[k] = contribution (players, n_players, i, &p->games[k]);
      qsort (values, p->n_games, sizeof (double), compare_doubles);
      /* Cut-1 drops the lowest; the median drops the highest as well. */
      lo = 1;
      hi = cut == TAV_TIEBREAK_CUT_MEDIAN ? p->n_games - 1 : p->n_games;
      for (guint k = lo; k < hi; k++)
        sum += values[k];
      out[i] = sum;
    }
}

/* The opponents' scores weighted by the result against each (1, ½, 0);
 * an unplayed round weighs the player's own score by its result. */
void
tav_tiebreak_sonneborn_berger (const TavTiebreakPlayer *players,
                               guint                    n_players,
                               double                  *out)
{
  g_return_if_fail (players != NULL || n_players == 0);
  g_return_if_fail (out != NULL || n_players == 0);

  for (guint i = 0; i < n_players; i++)
    {
      double sum = 0;

      for (guint k = 0; k < players[i].n_games; k++)
        {
          const TavTiebreakGame *game = &players[i].games[k];

          sum += outcome_share (game->outcome) * contribution (players, n_players, i, game);
        }
      out[i] = sum;
    }
}

/* The mean of @values over the opponents met (byes are not opponents),
 * each value raised to @at_least first: OMW%, OGW%, Destiny's SoS and eSoS. */
void
tav_tiebreak_opponents_average (const TavTiebreakPlayer *players,
                                guint                    n_players,
                                const double            *values,
                                double                   at_least,
                                double                  *out)
{
  g_return_if_fail (players != NULL || n_players == 0);
  g_return_if_fail (values != NULL || n_players == 0);
  g_return_if_fail (out != NULL || n_players == 0);

  for (guint i = 0; i < n_players; i++)
    {
      double sum = 0;
      guint n = 0;

      for (guint k = 0; k < players[i].n_games; k++)
        {
          guint o = players[i].games[k].opponent;

          if (o == TAV_TIEBREAK_NO_OPPONENT || o >= n_players)
            continue;
          sum += MAX (values[o], at_least);
          n++;
        }
      out[i] = n ? sum / n : 0;
    }
}

/* Points earned over the points of a win in every round, byes included
 * (they are wins for the player), no lower than @at_least. */
void
tav_tiebreak_match_win (const TavTiebreakPlayer *players,
                        guint                    n_players,
                        double                   points_per_win,
                        double                   at_least,
                        double                  *out)
{
  g_return_if_fail (players != NULL || n_players == 0);
  g_return_if_fail (out != NULL || n_players == 0);
  g_return_if_fail (points_per_win > 0);

  for (guint i = 0; i < n_players; i++)
    {
      double sum = 0;

      for (guint k = 0; k < players[i].n_games; k++)
        sum += players[i].games[k].points;
      out[i] = players[i].n_games ? MAX (sum / (points_per_win * players[i].n_games), at_least) : at_least;
    }
}

/* Game points (3 a game won, 1 drawn) over 3 a game played,
 * no lower than @at_least; a bye counts as the games the ruleset gives it. */
void
tav_tiebreak_game_win (const TavTiebreakPlayer *players,
                       guint                    n_players,
                       double                   at_least,
                       double                  *out)
{
  g_return_if_fail (players != NULL || n_players == 0);
  g_return_if_fail (out != NULL || n_players == 0);

  for (guint i = 0; i < n_players; i++)
    {
      guint points = 0, games = 0;

      for (guint k = 0; k < players[i].n_games; k++)
        {
          const TavTiebreakGame *game = &players[i].games[k];

          points += 3 * game->games_won + game->games_drawn;
          games += game->games_won + game->games_lost + game->games_drawn;
        }
      out[i] = games ? MAX ((double) points / (3 * games), at_least) : at_least;
    }
}
