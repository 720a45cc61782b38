/* tav-venue-qr.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-venue-qr"

#include "config.h"

#include <errno.h>
#include <string.h>

#include <glib/gi18n.h>
#include <qrencode.h>

#include "tav-venue-qr.h"

G_DEFINE_QUARK (tav-venue-qr-error-quark, tav_venue_qr_error)

#define QUIET_ZONE 4   /* modules of white around the code, as the standard asks */

/* Draws the QR code of @text as a square of @size at (@x, @y), quiet zone
 * included, in black on white. Medium error correction: a printed code
 * survives a fold or a smudge. */
gboolean
tav_venue_qr_draw (cairo_t     *cr,
                   const char  *text,
                   double       x,
                   double       y,
                   double       size,
                   GError     **error)
{
  QRcode *code;
  double module;
  int width;

  g_return_val_if_fail (cr != NULL, FALSE);
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  code = QRcode_encodeString8bit (text, 0, QR_ECLEVEL_M);
  if (code == NULL)
    {
      int saved = errno;

      g_set_error (error, TAV_VENUE_QR_ERROR, TAV_VENUE_QR_ERROR_ENCODE,
                   _("Cannot make a QR code of “%s”: %s"), text, g_strerror (saved));
      return FALSE;
    }

  width = code->width;
  module = size / (width + 2 * QUIET_ZONE);

  cairo_save (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_rectangle (cr, x, y, size, size);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  /* One rectangle per dark module, filled at once; no antialiasing
   * between modules, which would leave hairlines a scanner may misread. */
  cairo_set_antialias (cr, CAIRO_ANTIALIAS_NONE);
  for (int row = 0; row < width; row++)
    for (int col = 0; col < width; col++)
      if (code->data[row * width + col] & 1)
        cairo_rectangle (cr, x + (col + QUIET_ZONE) * module, y + (row + QUIET_ZONE) * module,
                         module, module);
  cairo_fill (cr);
  cairo_restore (cr);

  QRcode_free (code);
  return TRUE;
}
