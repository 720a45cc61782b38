/* tav-venue-qr.h — QR codes of the venue pages, drawn with Cairo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

#define TAV_VENUE_QR_ERROR (tav_venue_qr_error_quark ())

typedef enum
{
  TAV_VENUE_QR_ERROR_ENCODE,
} TavVenueQrError;

GQuark   tav_venue_qr_error_quark (void);
gboolean tav_venue_qr_draw        (cairo_t     *cr,
                                   const char  *text,
                                   double       x,
                                   double       y,
                                   double       size,
                                   GError     **error);

G_END_DECLS
