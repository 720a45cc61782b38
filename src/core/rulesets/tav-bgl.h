/* tav-bgl.h — Boardgame League: any game, placement points, PBA/PBG,
 * teams, a final table and the league across tournaments
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-event.h"
#include "tav-ruleset.h"
#include "tav-season.h"

G_BEGIN_DECLS

#define TAV_TYPE_BGL (tav_bgl_get_type ())

G_DECLARE_FINAL_TYPE (TavBgl, tav_bgl, TAV, BGL, TavRuleset)

/* A player's figures after some rounds, points and PBA in TAV_BGL_UNIT. */
typedef struct
{
  guint   points;
  double  pbg;
  guint64 pba;
  guint   games;
  guint   final_points;    /* at the final table, in TAV_BGL_UNIT */
  guint   final_position;  /* 0: not at the final table (or not played yet) */
} TavBglScore;

gboolean      tav_bgl_player_score        (TavEvent     *event,
                                           const char   *player_id,
                                           guint         after_round,
                                           TavBglScore  *score);
gboolean      tav_bgl_has_teams           (TavEvent     *event);
TavStandings *tav_bgl_compute_team_standings (TavEvent  *event,
                                              GError   **error);

/* The league (tav-bgl-season.c). */
double        tav_bgl_tournament_points   (TavSeason                 *season,
                                           const TavSeasonTournament *tournament,
                                           const TavSeasonResult     *result);
double        tav_bgl_player_league       (TavSeason    *season,
                                           const char   *player_id,
                                           guint        *n_tournaments,
                                           char        **detail);

G_END_DECLS
