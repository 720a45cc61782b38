/* tav-finals-page.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tav-event.h"

G_BEGIN_DECLS

#define TAV_TYPE_FINALS_PAGE (tav_finals_page_get_type ())

G_DECLARE_FINAL_TYPE (TavFinalsPage, tav_finals_page, TAV, FINALS_PAGE, AdwBin)

TavEvent *tav_finals_page_get_event (TavFinalsPage *self);
void      tav_finals_page_set_event (TavFinalsPage *self,
                                     TavEvent      *event);
TavStage *tav_finals_page_get_stage (TavFinalsPage *self);

G_END_DECLS
