/* tav-table-clock.h — a table's own clock: the round timer and the time
 * added to that table, in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "tav-event.h"
#include "tav-round-timer.h"

G_BEGIN_DECLS

char  *tav_table_clock_describe        (TavTable            *table,
                                        const TavTimerState *state,
                                        gint64               now);
char  *tav_table_clock_describe_reasons (TavTable           *table);
guint  tav_table_clock_count_extra_time (TavRound           *round,
                                         const TavTimerState *state,
                                         gint64              now);
gint64 tav_table_clock_last_remaining_us (TavRound          *round,
                                          const TavTimerState *state,
                                          gint64             now);
char  *tav_table_clock_describe_round  (TavRound            *round,
                                        const TavTimerState *state,
                                        gint64               now);

void   tav_table_clock_show            (GtkLabel            *label,
                                        TavTable            *table,
                                        TavRoundTimer       *timer);

G_END_DECLS
