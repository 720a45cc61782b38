/* tav-catan-bg-private.h — what the two halves of catan-bg share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-catan-bg.h"

G_BEGIN_DECLS

#define TAV_CATAN_BG_STAGE "ranking"

/* A row of a ranking: the figures, and whether the player is ranked at all
 * (a player in the permanent ranking is listed at the end, unranked). */
typedef struct
{
  TavCatanScore score;
  gboolean      unranked;
} TavCatanRow;

void  tav_catan_bg_season_class_init  (TavRulesetClass     *klass);
void  tav_catan_bg_score_to_values    (const TavCatanScore *score,
                                       JsonObject          *values);
void  tav_catan_bg_score_from_values  (TavCatanScore       *score,
                                       JsonObject          *values);
void  tav_catan_bg_rank_rows          (TavStandings        *standings,
                                       GHashTable          *rows,
                                       guint                result_column);

G_END_DECLS
