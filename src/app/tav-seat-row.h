/* tav-seat-row.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TAV_TYPE_SEAT_ROW (tav_seat_row_get_type ())

G_DECLARE_FINAL_TYPE (TavSeatRow, tav_seat_row, TAV, SEAT_ROW, AdwBin)

GtkWidget  *tav_seat_row_new           (guint       seat,
                                        const char *player_name,
                                        const char *head_seat);
guint       tav_seat_row_get_seat      (TavSeatRow *self);
const char *tav_seat_row_get_player    (TavSeatRow *self);
const char *tav_seat_row_get_head_seat (TavSeatRow *self);
void        tav_seat_row_update        (TavSeatRow *self,
                                        const char *player_name,
                                        const char *head_seat);
gboolean    tav_seat_row_get_found     (TavSeatRow *self);
void        tav_seat_row_set_found     (TavSeatRow *self,
                                        gboolean    found);

G_END_DECLS
