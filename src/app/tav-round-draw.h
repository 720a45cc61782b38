/* tav-round-draw.h — the next round drawn, or the last one drawn again
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "tav-rounds-page.h"

G_BEGIN_DECLS

gboolean tav_round_draw_is_open       (TavEvent      *event);
char    *tav_round_draw_describe_wait (TavEvent      *event);
void     tav_round_draw_next          (TavRoundsPage *page,
                                       GtkWidget     *focus);
void     tav_round_draw_again_ask     (TavRoundsPage *page);

G_END_DECLS
