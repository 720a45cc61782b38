/* tav-qr-area.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-qr-area"

#include "config.h"

#include "tav-qr-area.h"
#include "tav-venue-qr.h"

/* The venue window's address and a judge's link are shown as QR codes to
 * scan: the largest square the area has, centred, drawn by
 * tav-venue-qr.c. The area keeps its own copy of the text, and reads it
 * out to a screen reader. */

static void
draw_qr (GtkDrawingArea *area,
         cairo_t        *cr,
         int             width,
         int             height,
         gpointer        user_data)
{
  const char *text = user_data;
  double size = MIN (width, height);

  if (text != NULL)
    tav_venue_qr_draw (cr, text, (width - size) / 2, (height - size) / 2, size, NULL);
}

/**
 * tav_qr_area_set_text:
 * @area: a drawing area
 * @text: (nullable): what its QR code says, or %NULL to show nothing
 *
 * Draws @text as a QR code in @area from now on.
 */
void
tav_qr_area_set_text (GtkDrawingArea *area,
                      const char     *text)
{
  g_return_if_fail (GTK_IS_DRAWING_AREA (area));

  /* Setting the function frees the text before and draws again. */
  gtk_drawing_area_set_draw_func (area, draw_qr, g_strdup (text), g_free);
  if (text != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (area), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (area), GTK_ACCESSIBLE_PROPERTY_LABEL);
}
