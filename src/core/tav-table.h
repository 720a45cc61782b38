/* tav-table.h — one table (or one match) of a round
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

#define TAV_TYPE_TABLE (tav_table_get_type ())

G_DECLARE_FINAL_TYPE (TavTable, tav_table, TAV, TABLE, GObject)

TavTable    *tav_table_new          (guint               number,
                                     const char * const *seats);
guint        tav_table_get_number   (TavTable           *self);
const char  *tav_table_get_label    (TavTable           *self);
const char  *tav_table_get_stored_label (TavTable       *self);
void         tav_table_set_label    (TavTable           *self,
                                     const char         *label);
guint        tav_table_get_n_seats  (TavTable           *self);
const char  *tav_table_get_seat     (TavTable           *self,
                                     guint               seat);
const char * const *tav_table_get_seats (TavTable       *self);
void         tav_table_set_seats    (TavTable           *self,
                                     const char * const *seats);
int          tav_table_find_seat    (TavTable           *self,
                                     const char         *player_id);
gboolean     tav_table_is_ready     (TavTable           *self);
JsonObject  *tav_table_get_result   (TavTable           *self);
void         tav_table_set_result   (TavTable           *self,
                                     JsonObject         *result);
gboolean     tav_table_has_result   (TavTable           *self);

/* Minutes a judge added to this table's clock, oldest first. */
guint        tav_table_get_n_extensions       (TavTable     *self);
guint        tav_table_get_extension_minutes  (TavTable     *self,
                                               guint         i);
const char  *tav_table_get_extension_reason   (TavTable     *self,
                                               guint         i);
GDateTime   *tav_table_get_extension_time     (TavTable     *self,
                                               guint         i);
guint        tav_table_get_extra_minutes      (TavTable     *self);

G_END_DECLS
