/* tav-destiny.h — Star Wars: Destiny (Swiss rounds, top cut, playoffs)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-ruleset.h"

G_BEGIN_DECLS

#define TAV_TYPE_DESTINY (tav_destiny_get_type ())

G_DECLARE_FINAL_TYPE (TavDestiny, tav_destiny, TAV, DESTINY, TavRuleset)

gboolean tav_destiny_structure     (gboolean   advanced,
                                    guint      n_players,
                                    guint     *rounds,
                                    guint     *cut);
gboolean tav_destiny_best_of_three (TavEvent  *event);
GStrv    tav_destiny_explain_round (TavEvent  *event,
                                    guint      round,
                                    GError   **error);
GHashTable *tav_destiny_points_before (TavEvent *event,
                                       guint     round);

G_END_DECLS
