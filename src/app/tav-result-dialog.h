/* tav-result-dialog.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tav-event.h"

G_BEGIN_DECLS

#define TAV_TYPE_RESULT_DIALOG (tav_result_dialog_get_type ())

G_DECLARE_FINAL_TYPE (TavResultDialog, tav_result_dialog, TAV, RESULT_DIALOG, AdwWindow)

TavResultDialog *tav_result_dialog_new      (GtkWindow       *parent,
                                             TavEvent        *event,
                                             TavStage        *stage,
                                             TavRound        *round,
                                             TavTable        *table);
GtkWidget       *tav_result_dialog_get_form (TavResultDialog *self);

G_END_DECLS
