/* tav-extend-dialog.h — adds minutes to one table's time
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tav-event.h"

G_BEGIN_DECLS

#define TAV_TYPE_EXTEND_DIALOG (tav_extend_dialog_get_type ())

G_DECLARE_FINAL_TYPE (TavExtendDialog, tav_extend_dialog, TAV, EXTEND_DIALOG, AdwWindow)

TavExtendDialog *tav_extend_dialog_new (GtkWindow *parent,
                                        TavEvent  *event,
                                        TavStage  *stage,
                                        TavRound  *round,
                                        TavTable  *table);

G_END_DECLS
