/* tav-stage.h — a stage of an event (elimination rounds, Swiss, finals)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "tav-round.h"

G_BEGIN_DECLS

typedef enum
{
  TAV_STAGE_TABLES,
  TAV_STAGE_BRACKET,
} TavStageKind;

#define TAV_TYPE_STAGE (tav_stage_get_type ())

G_DECLARE_FINAL_TYPE (TavStage, tav_stage, TAV, STAGE, GObject)

TavStage           *tav_stage_new                (const char         *id,
                                                  TavStageKind        kind);
const char         *tav_stage_get_id             (TavStage           *self);
TavStageKind        tav_stage_get_kind           (TavStage           *self);
const char         *tav_stage_get_name           (TavStage           *self);
const char         *tav_stage_get_stored_name    (TavStage           *self);
void                tav_stage_set_name           (TavStage           *self,
                                                  const char         *name);
guint               tav_stage_get_planned_rounds (TavStage           *self);
void                tav_stage_set_planned_rounds (TavStage           *self,
                                                  guint               rounds);
const char * const *tav_stage_get_seeds          (TavStage           *self);
void                tav_stage_set_seeds          (TavStage           *self,
                                                  const char * const *seeds);
gboolean            tav_stage_get_third_place    (TavStage           *self);
void                tav_stage_set_third_place    (TavStage           *self,
                                                  gboolean            third_place);
GListModel         *tav_stage_get_rounds         (TavStage           *self);
guint               tav_stage_get_n_rounds       (TavStage           *self);
TavRound           *tav_stage_get_round          (TavStage           *self,
                                                  guint               number);
TavRound           *tav_stage_get_last_round     (TavStage           *self);
void                tav_stage_add_round          (TavStage           *self,
                                                  TavRound           *round);
void                tav_stage_remove_last_round  (TavStage           *self);
gboolean            tav_stage_is_complete        (TavStage           *self);
guint               tav_stage_count_complete_rounds (TavStage      *self);
TavRound           *tav_stage_find_round_with_gap (TavStage        *self);
char               *tav_stage_describe_gap       (TavStage           *self);
char               *tav_stage_progress_title     (TavStage           *stage,
                                                  const char         *name,
                                                  guint               planned);
TavTable           *tav_stage_find_match         (TavStage           *self,
                                                  guint               number,
                                                  TavRound          **round);

const char         *tav_stage_kind_to_string     (TavStageKind        kind);
gboolean            tav_stage_kind_from_string   (const char         *str,
                                                  TavStageKind       *kind);

G_END_DECLS
