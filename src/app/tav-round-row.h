/* tav-round-row.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tav-event.h"

G_BEGIN_DECLS

#define TAV_TYPE_ROUND_ROW (tav_round_row_get_type ())

G_DECLARE_FINAL_TYPE (TavRoundRow, tav_round_row, TAV, ROUND_ROW, AdwBin)

GtkWidget *tav_round_row_new       (void);
TavRound  *tav_round_row_get_round (TavRoundRow *self);
void       tav_round_row_set_round (TavRoundRow *self,
                                    TavRound    *round);
void       tav_round_row_set_event (TavRoundRow *self,
                                    TavEvent    *event);

G_END_DECLS
