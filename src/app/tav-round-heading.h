/* tav-round-heading.h — what the rounds page says at the head of a round
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "tav-event.h"

G_BEGIN_DECLS

char *tav_round_heading_describe          (TavEvent  *event,
                                           TavStage  *stage,
                                           TavRound  *round);
char *tav_round_heading_describe_problems (TavEvent  *event,
                                           TavStage  *stage,
                                           TavRound  *round);
char *tav_round_heading_describe_breaches (TavEvent  *event,
                                           TavStage  *stage,
                                           TavRound  *round,
                                           guint     *count);
char *tav_round_heading_describe_waiting  (TavEvent  *event);
void  tav_round_heading_name_tools        (GtkWidget *find_entry,
                                           GtkWidget *waiting_button,
                                           GtkWidget *compact_button,
                                           gboolean   bracket);

G_END_DECLS
