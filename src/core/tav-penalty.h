/* tav-penalty.h — one entry of the event's penalties log
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

typedef enum
{
  TAV_PENALTY_WARNING,
  TAV_PENALTY_EJECTION,
  TAV_PENALTY_DISQUALIFICATION,
  TAV_PENALTY_GAME_LOSS,
  TAV_PENALTY_LAST_PLACE,
} TavPenaltyKind;

#define TAV_TYPE_PENALTY (tav_penalty_get_type ())

G_DECLARE_FINAL_TYPE (TavPenalty, tav_penalty, TAV, PENALTY, GObject)

TavPenalty     *tav_penalty_new                (const char     *player_id,
                                                TavPenaltyKind  kind,
                                                const char     *stage_id,
                                                guint           round,
                                                const char     *reason,
                                                GDateTime      *time);
const char     *tav_penalty_get_player_id      (TavPenalty     *self);
TavPenaltyKind  tav_penalty_get_kind           (TavPenalty     *self);
const char     *tav_penalty_get_stage_id       (TavPenalty     *self);
guint           tav_penalty_get_round          (TavPenalty     *self);
const char     *tav_penalty_get_reason         (TavPenalty     *self);
GDateTime      *tav_penalty_get_time           (TavPenalty     *self);

const char     *tav_penalty_kind_to_string     (TavPenaltyKind  kind);
gboolean        tav_penalty_kind_from_string   (const char     *str,
                                                TavPenaltyKind *kind);
const char     *tav_penalty_kind_get_label     (TavPenaltyKind  kind);

G_END_DECLS
