/* tav-bgl-score.h — Boardgame League arithmetic: placement points, PBG,
 * the virtual player, the minimum rounds and the league formula
 *
 * Pure functions of their arguments, so that every worked example of the
 * source is a unit test.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Placement points are kept in 60ths of a point: the average of any run of
 * up to 6 places (77.5, 63.33…) is then a whole number and rankings never
 * depend on rounding. */
#define TAV_BGL_UNIT 60

#define TAV_BGL_MIN_TABLE 2
#define TAV_BGL_MAX_TABLE 6

typedef struct
{
  gint64   game;     /* the game points, as the game reports them */
  guint    place;    /* the game's own placing (1 first, ties equal); 0: by game points */
  gboolean last;     /* penalty "last in the game" */
  guint    left;     /* 0, or the order in which he left the game (1 first) */
  int      side;     /* winners/losers scoring: his team at the table (0 or 1); -1 otherwise */
} TavBglSeat;

typedef struct
{
  guint    points;   /* placement points, in TAV_BGL_UNIT */
  double   pbg;      /* 100 × own game points / the table's (virtual player included) */
  guint    position; /* place at the table, the virtual player counted; ties share the best */
} TavBglOutcome;

typedef struct
{
  gint64   shift;           /* added to every score for the calculations (negative scores) */
  gboolean has_virtual;
  gint64   virtual_points;  /* the virtual player's game points, shifted */
  guint    virtual_position;
  guint    size;            /* places at the table, the virtual player counted */
  int      winner_side;     /* winners/losers: 0 or 1, -1 for a draw */
} TavBglTable;

guint     tav_bgl_place_points   (guint              table_size,
                                  guint              place);
guint     tav_bgl_min_rounds     (guint              per_table,
                                  guint              n_players);
gboolean  tav_bgl_table_sizes    (guint              n_players,
                                  guint              per_table,
                                  GArray           **sizes);
gint64    tav_bgl_virtual_points (gint64             sum,
                                  guint              n_players);
void      tav_bgl_score_table    (guint              per_table,
                                  guint              n_seats,
                                  const TavBglSeat  *seats,
                                  TavBglOutcome     *outcomes,
                                  TavBglTable       *table);

double    tav_bgl_league_points  (double             average,
                                  double             final_points,
                                  guint              n_players,
                                  double             a0,
                                  double             final_weight,
                                  double             tau,
                                  double             multiplier);
double    tav_bgl_league_weight  (guint              n_tournaments,
                                  double             tau);
guint     tav_bgl_last_year_bonus (gint64            last_year_points);

G_END_DECLS
