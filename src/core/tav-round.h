/* tav-round.h — one round of a stage: its tables and how they were drawn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "tav-table.h"

G_BEGIN_DECLS

#define TAV_TYPE_ROUND (tav_round_get_type ())

G_DECLARE_FINAL_TYPE (TavRound, tav_round, TAV, ROUND, GObject)

TavRound   *tav_round_new            (guint       number);
guint       tav_round_get_number     (TavRound   *self);
const char *tav_round_get_name       (TavRound   *self);
const char *tav_round_get_stored_name (TavRound  *self);
gboolean    tav_round_has_generic_name (TavRound *self);
void        tav_round_set_name       (TavRound   *self,
                                      const char *name);
GListModel *tav_round_get_tables     (TavRound   *self);
guint       tav_round_get_n_tables   (TavRound   *self);
TavTable   *tav_round_get_table      (TavRound   *self,
                                      guint       position);
TavTable   *tav_round_find_table     (TavRound   *self,
                                      guint       number);
void        tav_round_add_table      (TavRound   *self,
                                      TavTable   *table);
guint       tav_round_get_n_entered  (TavRound   *self);
gboolean    tav_round_is_complete    (TavRound   *self);
gboolean    tav_round_has_any_result (TavRound   *self);
guint       tav_round_get_n_missing  (TavRound   *self);
char       *tav_round_list_missing   (TavRound   *self);
TavTable   *tav_round_find_player    (TavRound   *self,
                                      const char *player_id,
                                      guint      *seat);
gboolean    tav_round_get_released   (TavRound   *self);
guint       tav_round_get_extra_minutes (TavRound *self);
guint       tav_round_get_plan_start (TavRound   *self);
guint       tav_round_get_plan_salt  (TavRound   *self);
void        tav_round_set_plan       (TavRound   *self,
                                      guint       start,
                                      guint       salt);

G_END_DECLS
