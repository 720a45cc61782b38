/* tav-qr-area.h — a drawing area that shows a QR code
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void tav_qr_area_set_text (GtkDrawingArea *area,
                           const char     *text);

G_END_DECLS
