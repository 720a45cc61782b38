/* tav-seat-result-row.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TAV_TYPE_SEAT_RESULT_ROW (tav_seat_result_row_get_type ())

G_DECLARE_FINAL_TYPE (TavSeatResultRow, tav_seat_result_row, TAV, SEAT_RESULT_ROW, GtkListBoxRow)

GtkWidget  *tav_seat_result_row_new        (guint             seat,
                                            const char       *player_name,
                                            const char       *head_seat);
guint       tav_seat_result_row_get_seat   (TavSeatResultRow *self);
void        tav_seat_result_row_add_editor (TavSeatResultRow *self,
                                            GtkWidget        *editor);
GtkWidget  *tav_seat_result_row_get_editor (TavSeatResultRow *self,
                                            const char       *field_id);
const char *tav_seat_result_row_get_error  (TavSeatResultRow *self);
void        tav_seat_result_row_set_error  (TavSeatResultRow *self,
                                            const char       *message,
                                            const char       *field_id);
GtkWidget  *tav_seat_result_row_get_invalid_editor (TavSeatResultRow *self);

G_END_DECLS
