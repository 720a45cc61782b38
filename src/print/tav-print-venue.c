/* tav-print-venue.c — the venue network's address on the room's printouts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-print-venue"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-print-private.h"
#include "tav-venue-qr.h"

/* While the venue network is on, the seating list and the standings on the
 * wall point to the live pages: a QR code at the bottom right and the
 * address in words beside it, for phones without a camera app. The code is
 * 2.5 cm wide: an address of the room (version 2 or 3) then has modules of
 * about 0.7 mm, which phones read from an arm's length. */

#define QR_SIZE   72.0   /* points: 2.54 cm */
#define BAND_GAP  10.0
#define URL_SIZE  13.0
#define NOTE_SIZE 9.5

double
tav_print_venue_band_height (TavPrintJob *job)
{
  return job->venue_url ? QR_SIZE + BAND_GAP : 0.0;
}

void
tav_print_venue_draw_band (TavPrintJob  *job,
                           cairo_t      *cr,
                           PangoContext *context)
{
  double top = job->height + BAND_GAP;
  double text_width = job->width - QR_SIZE - 12;
  double y;

  if (job->venue_url == NULL)
    return;

  cairo_save (cr);
  if (!tav_venue_qr_draw (cr, job->venue_url, job->width - QR_SIZE, top, QR_SIZE, NULL))
    {
      cairo_restore (cr);
      return;
    }
  tav_print_set_grey (cr, TAV_SOFT_INK);
  y = top + QR_SIZE / 2 - 14;
  y += tav_print_text (cr, context, _("Live tables and standings on your phone: scan the code or open"),
                       NOTE_SIZE, TAV_TEXT_RIGHT, 0, y, text_width);
  tav_print_set_grey (cr, TAV_INK);
  tav_print_text (cr, context, job->venue_url, URL_SIZE, TAV_TEXT_RIGHT | TAV_TEXT_BOLD,
                  0, y + 2, text_width);
  cairo_restore (cr);
}
