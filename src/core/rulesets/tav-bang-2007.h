/* tav-bang-2007.h — BANG! Campionato Nazionale 2007 (regional qualifiers)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-bang-common.h"
#include "tav-ruleset.h"

G_BEGIN_DECLS

#define TAV_TYPE_BANG_2007 (tav_bang_2007_get_type ())

G_DECLARE_FINAL_TYPE (TavBang2007, tav_bang_2007, TAV, BANG_2007, TavRuleset)

gboolean  tav_bang_2007_layout_sizes     (const char     *layout,
                                          guint           n_players,
                                          GArray        **sizes);
GStrv     tav_bang_2007_feasible_layouts (guint           n_players);
int       tav_bang_2007_winnings         (guint           n_players,
                                          guint           n_outlaws,
                                          TavBangOutcome  outcome,
                                          TavBangRole     role,
                                          gboolean        alive,
                                          gboolean        renegade_final_duel);
gint64    tav_bang_2007_balance          (TavEvent       *event,
                                          const char     *player_id,
                                          guint           before_round);

G_END_DECLS
