/* tav-bang-2011.h — BANG! Italian Championship 2011
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-bang-common.h"
#include "tav-ruleset.h"

G_BEGIN_DECLS

#define TAV_TYPE_BANG_2011 (tav_bang_2011_get_type ())

G_DECLARE_FINAL_TYPE (TavBang2011, tav_bang_2011, TAV, BANG_2011, TavRuleset)

gboolean tav_bang_2011_table_sizes (guint           n_players,
                                    gboolean        allow_small,
                                    GArray        **sizes,
                                    GError        **error);
guint    tav_bang_2011_rounds_for  (guint           n_players);
int      tav_bang_2011_winnings    (guint           table_size,
                                    TavBangOutcome  outcome,
                                    TavBangRole     role,
                                    gboolean        alive,
                                    gboolean        renegade_killed_last);
int      tav_bang_2011_award       (guint           rounds,
                                    guint           place);
gint64   tav_bang_2011_balance     (TavEvent       *event,
                                    const char     *player_id,
                                    guint           before_round);

G_END_DECLS
