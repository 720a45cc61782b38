/* tav-swap-chooser.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tav-event.h"

G_BEGIN_DECLS

#define TAV_TYPE_SWAP_CHOOSER (tav_swap_chooser_get_type ())

G_DECLARE_FINAL_TYPE (TavSwapChooser, tav_swap_chooser, TAV, SWAP_CHOOSER, AdwBin)

GtkWidget  *tav_swap_chooser_new        (TavEvent       *event,
                                         TavRound       *round);
const char *tav_swap_chooser_get_first  (TavSwapChooser *self);
const char *tav_swap_chooser_get_second (TavSwapChooser *self);
const char *tav_swap_chooser_get_costs  (TavSwapChooser *self);
void        tav_swap_chooser_select     (TavSwapChooser *self,
                                         const char     *first,
                                         const char     *second);
void        tav_swap_chooser_ask        (GtkWidget      *widget,
                                         TavEvent       *event,
                                         TavRound       *round,
                                         const char     *first,
                                         const char     *second);

G_END_DECLS
