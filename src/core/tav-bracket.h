/* tav-bracket.h — single elimination: duel finals and playoffs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-event.h"

G_BEGIN_DECLS

const TavFieldSpec *tav_bracket_get_result_fields (guint              *n_fields);
JsonObject         *tav_bracket_make_result       (const char         *winner_id,
                                                   const char         *kind);
gboolean            tav_bracket_validate_result   (TavEvent           *event,
                                                   TavTable           *table,
                                                   JsonObject         *result,
                                                   GError            **error);
gboolean            tav_bracket_check_left_players (TavEvent          *event,
                                                   TavStage           *stage,
                                                   TavRound           *round,
                                                   TavTable           *table,
                                                   JsonObject         *result,
                                                   GError            **error);
TavTable           *tav_bracket_find_last_win     (TavStage           *stage,
                                                   const char         *player_id);
TavStage           *tav_bracket_create            (TavEvent           *event,
                                                   const char         *stage_id,
                                                   const char         *name,
                                                   const char * const *seeds,
                                                   gboolean            third_place,
                                                   GError            **error);
void                tav_bracket_advance           (TavEvent           *event,
                                                   TavStage           *stage);
void                tav_bracket_forfeit           (TavEvent           *event,
                                                   TavStage           *stage,
                                                   const char         *player_id);
const char         *tav_bracket_get_winner        (TavTable           *match);
const char         *tav_bracket_get_loser         (TavTable           *match);
GHashTable         *tav_bracket_get_places        (TavStage           *stage);
char               *tav_bracket_round_name        (guint               n_matches);
char       *tav_bracket_match_label      (guint             n_matches,
                                          guint             index,
                                          gboolean          alone);
char               *tav_bracket_derive_round_name (TavStage           *stage,
                                                   guint               number);
char               *tav_bracket_derive_match_label (TavStage          *stage,
                                                    guint              number,
                                                    guint              index);
gboolean            tav_bracket_is_bye            (TavTable           *match);
GStrv               tav_bracket_seed_with_byes    (const char * const *players,
                                                   guint64             seed,
                                                   GError            **error);

G_END_DECLS
