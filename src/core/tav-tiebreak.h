/* tav-tiebreak.h — tie-breakers any ruleset uses, over a neutral record
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The opponent of a bye or of a round the player did not play. */
#define TAV_TIEBREAK_NO_OPPONENT G_MAXUINT

/* The match-win floor of the Magic Tournament Rules (appendix C). */
#define TAV_TIEBREAK_MTR_FLOOR 0.33

typedef enum
{
  TAV_TIEBREAK_LOSS,
  TAV_TIEBREAK_DRAW,
  TAV_TIEBREAK_WIN,
} TavTiebreakOutcome;

typedef enum
{
  TAV_TIEBREAK_CUT_NONE,
  TAV_TIEBREAK_CUT_1,        /* drop the lowest contribution */
  TAV_TIEBREAK_CUT_MEDIAN,   /* drop the highest and the lowest */
} TavTiebreakCut;

/* One meeting of a player: a two-player match, one opponent of a
 * multiplayer table, or a bye / unplayed round (no opponent). */
typedef struct
{
  guint              opponent;     /* player index or TAV_TIEBREAK_NO_OPPONENT */
  TavTiebreakOutcome outcome;
  double             points;       /* what the round gave the player */
  guint              games_won;
  guint              games_lost;
  guint              games_drawn;
} TavTiebreakGame;

typedef struct
{
  const TavTiebreakGame *games;
  guint                  n_games;
  double                 score;    /* the player's score as the ruleset counts it */
} TavTiebreakPlayer;

void tav_tiebreak_buchholz           (const TavTiebreakPlayer *players,
                                      guint                    n_players,
                                      TavTiebreakCut           cut,
                                      double                  *out);
void tav_tiebreak_sonneborn_berger   (const TavTiebreakPlayer *players,
                                      guint                    n_players,
                                      double                  *out);
void tav_tiebreak_opponents_average  (const TavTiebreakPlayer *players,
                                      guint                    n_players,
                                      const double            *values,
                                      double                   at_least,
                                      double                  *out);
void tav_tiebreak_match_win          (const TavTiebreakPlayer *players,
                                      guint                    n_players,
                                      double                   points_per_win,
                                      double                   at_least,
                                      double                  *out);
void tav_tiebreak_game_win           (const TavTiebreakPlayer *players,
                                      guint                    n_players,
                                      double                   at_least,
                                      double                  *out);

G_END_DECLS
