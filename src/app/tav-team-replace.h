/* tav-team-replace.h — the reserve of a fixed team takes a member's place
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "tav-event.h"

G_BEGIN_DECLS

char *tav_team_replace_describe_leaving (TavEvent   *event,
                                        TavPlayer  *player);
void  tav_team_replace_ask              (GtkWidget  *widget,
                                        TavEvent   *event,
                                        const char *player_id);

G_END_DECLS
