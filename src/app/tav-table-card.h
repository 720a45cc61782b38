/* tav-table-card.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tav-event.h"
#include "tav-round-timer.h"

G_BEGIN_DECLS

#define TAV_TYPE_TABLE_CARD (tav_table_card_get_type ())

G_DECLARE_FINAL_TYPE (TavTableCard, tav_table_card, TAV, TABLE_CARD, AdwBin)

GtkWidget  *tav_table_card_new           (void);
TavEvent   *tav_table_card_get_event     (TavTableCard *self);
void        tav_table_card_set_event     (TavTableCard *self,
                                          TavEvent     *event);
void        tav_table_card_set_stage     (TavTableCard *self,
                                          TavStage     *stage);
TavTable   *tav_table_card_get_table     (TavTableCard *self);
void        tav_table_card_set_table     (TavTableCard *self,
                                          TavTable     *table);
const char *tav_table_card_get_head_seat (TavTableCard *self);
void        tav_table_card_set_head_seat (TavTableCard *self,
                                          const char   *head_seat);
void        tav_table_card_set_found     (TavTableCard *self,
                                          GHashTable   *player_ids);
void        tav_table_card_set_timer     (TavTableCard  *self,
                                          TavRoundTimer *timer);

G_END_DECLS
