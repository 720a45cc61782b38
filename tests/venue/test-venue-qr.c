/* test-venue-qr.c — a QR code drawn with Cairo reads back as its address
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <cairo.h>
#include <gio/gio.h>
#include <glib/gstdio.h>

#include "tav-venue-qr.h"

/* Draws @text at @size pixels into a PNG and decodes it with zbarimg. */
static char *
decode (const char *text,
        int         size,
        double      offset)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, "venue-qr.png", NULL);
  g_autoptr(GSubprocess) process = NULL;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, size + 40, size + 40);
  cairo_t *cr = cairo_create (surface);
  char *out = NULL;

  /* A grey page around it, as on paper. */
  cairo_set_source_rgb (cr, 0.8, 0.8, 0.8);
  cairo_paint (cr);
  g_assert_true (tav_venue_qr_draw (cr, text, 20 + offset, 20 + offset, size, &error));
  g_assert_no_error (error);
  cairo_destroy (cr);
  g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);

  process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_SILENCE, &error,
                              "zbarimg", "--quiet", "--raw", path, NULL);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate_utf8 (process, NULL, NULL, &out, NULL, &error));
  g_assert_no_error (error);
  g_remove (path);
  return g_strchomp (out);
}

static void
test_decodes (void)
{
  static const char * const urls[] = {
    "http://192.168.1.20:8642/",
    "http://[fe80::1]:8642/?lang=bg",
    "http://10.0.0.7:8650/round",
  };

  g_autofree char *zbarimg = g_find_program_in_path ("zbarimg");

  if (zbarimg == NULL)
    {
      g_test_skip ("zbarimg (zbar-tools) is not installed");
      return;
    }

  for (guint i = 0; i < G_N_ELEMENTS (urls); i++)
    {
      /* The size of the printouts (3 cm at 300 dpi: 354 px), a small one,
       * and one not on whole pixels. */
      g_autofree char *big = decode (urls[i], 354, 0);
      g_autofree char *small = decode (urls[i], 120, 0);
      g_autofree char *odd = decode (urls[i], 201, 0.5);

      g_assert_cmpstr (big, ==, urls[i]);
      g_assert_cmpstr (small, ==, urls[i]);
      g_assert_cmpstr (odd, ==, urls[i]);
    }
}

static void
test_too_long (void)
{
  g_autofree char *text = g_strnfill (8000, 'x');
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 10, 10);
  cairo_t *cr = cairo_create (surface);
  g_autoptr(GError) error = NULL;

  /* Past the capacity of the largest QR code: an error, not a crash. */
  g_assert_false (tav_venue_qr_draw (cr, text, 0, 0, 10, &error));
  g_assert_error (error, TAV_VENUE_QR_ERROR, TAV_VENUE_QR_ERROR_ENCODE);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/venue/qr/decodes", test_decodes);
  g_test_add_func ("/venue/qr/too-long", test_too_long);

  return g_test_run ();
}
