/* tav-table-filter.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "tav-event.h"

G_BEGIN_DECLS

#define TAV_TYPE_TABLE_FILTER (tav_table_filter_get_type ())

G_DECLARE_FINAL_TYPE (TavTableFilter, tav_table_filter, TAV, TABLE_FILTER, GtkFilter)

TavTableFilter     *tav_table_filter_new              (void);
gboolean            tav_table_filter_get_waiting_only (TavTableFilter *self);
void                tav_table_filter_set_waiting_only (TavTableFilter *self,
                                                       gboolean        waiting_only);
char               *tav_table_filter_search           (TavTableFilter *self,
                                                       TavEvent       *event,
                                                       TavRound       *round,
                                                       const char     *head_seat,
                                                       const char     *text);
const char * const *tav_table_filter_get_found        (TavTableFilter *self);
GHashTable         *tav_table_filter_get_found_set    (TavTableFilter *self);
guint               tav_table_filter_get_table_number (TavTableFilter *self);
gboolean            tav_table_filter_get_narrows      (TavTableFilter *self);
guint               tav_table_filter_first_hit        (TavTableFilter *self,
                                                       GListModel     *shown);
void                tav_table_filter_results_changed  (TavTableFilter *self);

G_END_DECLS
