/* tav-bracket-view.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tav-event.h"

G_BEGIN_DECLS

#define TAV_TYPE_BRACKET_VIEW (tav_bracket_view_get_type ())

G_DECLARE_FINAL_TYPE (TavBracketView, tav_bracket_view, TAV, BRACKET_VIEW, AdwBin)

GtkWidget *tav_bracket_view_new             (void);
TavEvent  *tav_bracket_view_get_event       (TavBracketView *self);
void       tav_bracket_view_set_event       (TavBracketView *self,
                                             TavEvent       *event);
TavStage  *tav_bracket_view_get_stage       (TavBracketView *self);
void       tav_bracket_view_set_stage       (TavBracketView *self,
                                             TavStage       *stage);
void       tav_bracket_view_set_scale       (TavBracketView *self,
                                             double          scale);
TavTable  *tav_bracket_view_get_match_at    (TavBracketView *self,
                                             double          x,
                                             double          y);

G_END_DECLS
