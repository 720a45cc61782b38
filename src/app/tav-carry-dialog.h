/* tav-carry-dialog.h — what a player brings from earlier seasons
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "tav-season.h"

G_BEGIN_DECLS

void tav_carry_dialog_show (GtkWidget *parent,
                            TavSeason *season);

G_END_DECLS
