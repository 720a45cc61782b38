/* tav-catan-bg.h — Catan ranking tournaments of Bulgaria ("Ранглиста Турнири")
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-event.h"
#include "tav-ruleset.h"

G_BEGIN_DECLS

#define TAV_TYPE_CATAN_BG (tav_catan_bg_get_type ())

G_DECLARE_FINAL_TYPE (TavCatanBg, tav_catan_bg, TAV, CATAN_BG, TavRuleset)

/* A player's "7 figures" over one game, one event or a season. */
typedef struct
{
  guint tp;               /* tournament points */
  guint vp;               /* victory points, each game's capped at the target */
  guint vp_share_bp;      /* VP share in hundredths of a percent: 4063 is 40.63 % */
  guint places[3];        /* 1st, 2nd and 3rd places */
  guint games;
  guint participations;   /* tournaments */
} TavCatanScore;

gboolean  tav_catan_bg_table_sizes     (guint                n_players,
                                        GArray             **sizes,
                                        GError             **error);
guint     tav_catan_bg_points          (guint                table_size,
                                        guint                place);
guint     tav_catan_bg_vp_share        (guint                vp,
                                        guint                table_vp,
                                        guint                table_size);
gboolean  tav_catan_bg_score_table     (TavEvent            *event,
                                        TavTable            *table,
                                        TavCatanScore       *scores);
gboolean  tav_catan_bg_player_score    (TavEvent            *event,
                                        const char          *player_id,
                                        TavCatanScore       *score);
void      tav_catan_bg_score_add       (TavCatanScore       *total,
                                        const TavCatanScore *more);
int       tav_catan_bg_score_compare   (const TavCatanScore *a,
                                        const TavCatanScore *b);
char     *tav_catan_bg_format_score    (const TavCatanScore *score);
gboolean  tav_catan_bg_seat_absentees  (TavEvent            *event,
                                        GPtrArray          **moves,
                                        GError             **error);

G_END_DECLS
