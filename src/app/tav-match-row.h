/* tav-match-row.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tav-event.h"
#include "tav-round-timer.h"

G_BEGIN_DECLS

#define TAV_TYPE_MATCH_ROW (tav_match_row_get_type ())

G_DECLARE_FINAL_TYPE (TavMatchRow, tav_match_row, TAV, MATCH_ROW, AdwBin)

GtkWidget *tav_match_row_new      (void);
void       tav_match_row_set_table (TavMatchRow        *self,
                                    TavEvent           *event,
                                    TavStage           *stage,
                                    TavTable           *table);
TavTable  *tav_match_row_get_table (TavMatchRow        *self);
void       tav_match_row_set_notes (TavMatchRow        *self,
                                    GHashTable         *points,
                                    const char         *reason,
                                    GHashTable         *found);
const char *tav_match_row_get_players (TavMatchRow     *self);
const char *tav_match_row_get_result  (TavMatchRow     *self);
const char *tav_match_row_get_reason  (TavMatchRow     *self);

void       tav_match_row_set_timer (TavMatchRow        *self,
                                    TavRoundTimer      *timer);

G_END_DECLS
