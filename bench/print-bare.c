/* print-bare.c — the yardstick of bench-print: a bare Cairo+Pango program
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Draws the text runs that Tavolo drew, read from a trace written with
 * TAVOLO_PRINT_TRACE=FILE (one run a line: page, position on the page,
 * font, width, wrapping, ellipsizing, height, alignment, text), onto an A4
 * PDF surface: a layout per run, as Tavolo makes one per run, with none of
 * its measuring and fitting. Usage:
 *   bench-print-bare TRACE OUT.pdf
 */
#define G_LOG_DOMAIN "bench-print-bare"

#include <stdlib.h>

#include <cairo-pdf.h>
#include <pango/pangocairo.h>

#define A4_WIDTH (210 / 25.4 * 72)
#define A4_HEIGHT (297 / 25.4 * 72)

int
main (int   argc,
      char *argv[])
{
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) lines = NULL;
  cairo_surface_t *surface;
  cairo_font_options_t *options;
  PangoContext *context;
  cairo_t *cr;
  guint page = 0, runs = 0;

  if (argc != 3)
    {
      g_printerr ("usage: bench-print-bare TRACE OUT.pdf\n");
      return 2;
    }
  if (!g_file_get_contents (argv[1], &contents, NULL, &error))
    g_error ("%s", error->message);
  lines = g_strsplit (contents, "\n", -1);

  surface = cairo_pdf_surface_create (argv[2], A4_WIDTH, A4_HEIGHT);
  cr = cairo_create (surface);
  /* As Tavolo's context: metrics hinting off, as on a printer. */
  context = pango_cairo_create_context (cr);
  options = cairo_font_options_create ();
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  pango_cairo_context_set_font_options (context, options);
  cairo_font_options_destroy (options);

  for (guint i = 0; lines[i]; i++)
    {
      g_auto(GStrv) f = g_strsplit (lines[i], "\t", 10);
      g_autoptr(PangoLayout) layout = NULL;
      PangoFontDescription *font;
      g_autofree char *text = NULL;

      if (g_strv_length (f) != 10)
        continue;
      if ((guint) atoi (f[0]) != page)
        {
          cairo_show_page (cr);
          page = atoi (f[0]);
        }
      layout = pango_layout_new (context);
      font = pango_font_description_from_string (f[3]);
      pango_layout_set_font_description (layout, font);
      pango_font_description_free (font);
      pango_layout_set_width (layout, atoi (f[4]));
      pango_layout_set_wrap (layout, atoi (f[5]));
      pango_layout_set_ellipsize (layout, atoi (f[6]));
      pango_layout_set_height (layout, atoi (f[7]));
      pango_layout_set_alignment (layout, atoi (f[8]));
      text = g_strcompress (f[9]);
      pango_layout_set_text (layout, text, -1);
      cairo_move_to (cr, g_ascii_strtod (f[1], NULL), g_ascii_strtod (f[2], NULL));
      pango_cairo_show_layout (cr, layout);
      runs++;
    }
  cairo_show_page (cr);
  g_object_unref (context);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  if (cairo_surface_status (surface) != CAIRO_STATUS_SUCCESS)
    g_error ("%s: %s", argv[2], cairo_status_to_string (cairo_surface_status (surface)));
  cairo_surface_destroy (surface);
  g_print ("%u runs on %u pages\n", runs, page + 1);
  return 0;
}
