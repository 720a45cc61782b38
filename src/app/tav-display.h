/* tav-display.h — how the application names and formats things
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-event.h"

G_BEGIN_DECLS

char       *tav_display_round_title (TavRound   *round);
char       *tav_display_table_title (TavTable   *table);
const char *tav_display_head_seat   (TavEvent   *event,
                                     TavStage   *stage);
TavStage   *tav_display_find_stage  (TavEvent   *event,
                                     TavRound   *round);
const TavStageSpec *tav_display_next_stage (TavEvent *event);
gboolean    tav_display_has_teams   (TavEvent   *event);
TavRound   *tav_display_waiting_round (TavEvent *event);

G_END_DECLS
