/* tav-print-draw.c — text, shapes and page furniture shared by the documents
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-print"

#include "config.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "tav-bracket.h"
#include "tav-date.h"
#include "tav-print-private.h"

#define HEADER_TITLE_SIZE 14.0
#define HEADER_DETAIL_SIZE 8.5
#define FOOTER_SIZE 7.5
#define BANNER_SIZE 9.5

/* ---- Text ---------------------------------------------------------------- */

/* Sizes are absolute (user units, i.e. points), so that a layout measures
 * the same whatever resolution the context was made for: a PDF surface and
 * a printer's GtkPrintContext give identical pages. */
PangoLayout *
tav_print_layout (PangoContext *context,
                  const char   *text,
                  double        size,
                  TavTextFlags  flags,
                  double        width)
{
  PangoLayout *layout = pango_layout_new (context);
  PangoFontDescription *desc = pango_font_description_new ();
  g_autofree char *upper = NULL;

  pango_font_description_set_family_static (desc, "Sans");
  pango_font_description_set_absolute_size (desc, size * PANGO_SCALE);
  if (flags & TAV_TEXT_BOLD)
    pango_font_description_set_weight (desc, PANGO_WEIGHT_BOLD);
  if (flags & TAV_TEXT_ITALIC)
    pango_font_description_set_style (desc, PANGO_STYLE_ITALIC);
  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);

  if (width > 0)
    {
      pango_layout_set_width (layout, pango_units_from_double (width));
      if (flags & TAV_TEXT_WRAP)
        pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
      else
        pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
      if (flags & TAV_TEXT_CENTER)
        pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
      else if (flags & TAV_TEXT_RIGHT)
        pango_layout_set_alignment (layout, PANGO_ALIGN_RIGHT);
    }

  /* Capitals only, no letter spacing: spaced letters read as separate
   * words to PDF text extraction, and to whoever searches the file. */
  if (flags & TAV_TEXT_CAPS)
    {
      upper = g_utf8_strup (text ? text : "", -1);
      text = upper;
    }
  pango_layout_set_text (layout, text ? text : "", -1);
  return layout;
}

/* ---- What was cut -------------------------------------------------------- */

static G_DEFINE_QUARK (tav-print-cuts, cuts)

/* The counts go with the context for the time a page is drawn: every
 * helper is given the context, and a GtkPrintContext's is per job. */
void
tav_print_cuts_begin (PangoContext *context,
                      TavPrintCuts *cuts,
                      cairo_t      *cr,
                      double        width,
                      double        height)
{
  cuts->page_width = width;
  cuts->page_height = height;
  cairo_get_matrix (cr, &cuts->page_matrix);
  g_object_set_qdata (G_OBJECT (context), cuts_quark (), cuts);
}

void
tav_print_cuts_end (PangoContext *context)
{
  g_object_set_qdata (G_OBJECT (context), cuts_quark (), NULL);
}

#define MAX_CUT_TEXTS 64

void
tav_print_note_cut (PangoContext *context,
                    gboolean      ellipsized,
                    const char   *text)
{
  TavPrintCuts *cuts = g_object_get_qdata (G_OBJECT (context), cuts_quark ());

  if (cuts == NULL)
    return;
  if (ellipsized)
    cuts->ellipsized++;
  else
    cuts->overflowed++;
  if (cuts->texts && cuts->texts->len < MAX_CUT_TEXTS)
    g_ptr_array_add (cuts->texts, g_strdup_printf ("page %u, %s: %s", cuts->page + 1,
                                                   ellipsized ? "ellipsized" : "overflows", text));
}

/* A word of @layout broken with fewer than three letters on a line
 * ("РЕЗУЛТА-Т"): whole, but not to be read. */
static void
note_breaks (PangoContext *context,
             PangoLayout  *layout,
             const char   *text)
{
  TavPrintCuts *cuts = g_object_get_qdata (G_OBJECT (context), cuts_quark ());
  guint short_parts = 0;

  if (cuts == NULL || pango_layout_get_line_count (layout) < 2)
    return;
  tav_print_layout_breaks (layout, NULL, &short_parts);
  if (short_parts == 0)
    return;
  cuts->broken++;
  if (cuts->texts && cuts->texts->len < MAX_CUT_TEXTS)
    g_ptr_array_add (cuts->texts, g_strdup_printf ("page %u, broken: %s", cuts->page + 1, text));
}

/* A name (TAV_TEXT_NAME) drawn at @size: the document keeps the least. */
static void
note_size (PangoContext *context,
           TavTextFlags  flags,
           double        size)
{
  TavPrintCuts *cuts = g_object_get_qdata (G_OBJECT (context), cuts_quark ());

  if (cuts && (flags & TAV_TEXT_NAME) && (cuts->smallest_name == 0 || size < cuts->smallest_name))
    cuts->smallest_name = size;
}

/* Whether the rectangle (user space) leaves the printable area; half a
 * point is tolerated for the rounding of extents. */
static gboolean
off_page (cairo_t      *cr,
          PangoContext *context,
          double        x,
          double        y,
          double        w,
          double        h)
{
  TavPrintCuts *cuts = g_object_get_qdata (G_OBJECT (context), cuts_quark ());
  cairo_matrix_t to_page;
  double xs[2] = { x, x + w }, ys[2] = { y, y + h };

  if (cuts == NULL)
    return FALSE;
  to_page = cuts->page_matrix;
  if (cairo_matrix_invert (&to_page) != CAIRO_STATUS_SUCCESS)
    return FALSE;
  for (guint i = 0; i < 2; i++)
    for (guint j = 0; j < 2; j++)
      {
        double px = xs[i], py = ys[j];

        cairo_user_to_device (cr, &px, &py);
        cairo_matrix_transform_point (&to_page, &px, &py);
        if (px < -0.5 || py < -0.5 || px > cuts->page_width + 0.5 || py > cuts->page_height + 0.5)
          return TRUE;
      }
  return FALSE;
}

/* TAVOLO_PRINT_TRACE=FILE appends every text drawn to FILE, one line each
 * (page, where on the page, font, width, wrapping, text): what a bare
 * Cairo+Pango program needs to draw the same runs (bench/print-bare.c). */
static FILE *
trace_file (void)
{
  static gsize file;

  if (g_once_init_enter (&file))
    {
      const char *path = g_getenv ("TAVOLO_PRINT_TRACE");
      FILE *opened = path ? fopen (path, "a") : NULL;

      /* stderr stands for "no trace": 0 is "not decided yet". */
      g_once_init_leave (&file, (gsize) (opened ? opened : stderr));
    }
  return (FILE *) file == stderr ? NULL : (FILE *) file;
}

static void
trace_layout (cairo_t      *cr,
              PangoContext *context,
              PangoLayout  *layout,
              double        x,
              double        y)
{
  TavPrintCuts *cuts = g_object_get_qdata (G_OBJECT (context), cuts_quark ());
  FILE *file = trace_file ();
  g_autofree char *font = NULL;
  g_autofree char *text = NULL;

  if (file == NULL)
    return;
  cairo_user_to_device (cr, &x, &y);
  font = pango_font_description_to_string (pango_layout_get_font_description (layout));
  text = g_strescape (pango_layout_get_text (layout), NULL);
  fprintf (file, "%u\t%.3f\t%.3f\t%s\t%d\t%d\t%d\t%d\t%d\t%s\n", cuts ? cuts->page : 0, x, y, font,
           pango_layout_get_width (layout), pango_layout_get_wrap (layout),
           pango_layout_get_ellipsize (layout), pango_layout_get_height (layout),
           pango_layout_get_alignment (layout), text);
}

/* Shows @layout at (@x, @y) and counts it if Pango cut it, if it is wider
 * than @width (when bounded), or if it leaves the page. */
static void
show_layout (cairo_t      *cr,
             PangoContext *context,
             PangoLayout  *layout,
             const char   *text,
             double        x,
             double        y,
             double        width)
{
  PangoRectangle ink, logical;

  pango_layout_get_extents (layout, &ink, &logical);
  if (pango_layout_is_ellipsized (layout))
    tav_print_note_cut (context, TRUE, text);
  else if ((width != TAV_PRINT_NO_LIMIT && pango_units_to_double (logical.width) > width + 0.5) ||
           off_page (cr, context, x + pango_units_to_double (ink.x), y + pango_units_to_double (ink.y),
                     pango_units_to_double (ink.width), pango_units_to_double (ink.height)))
    tav_print_note_cut (context, FALSE, text);
  note_breaks (context, layout, text);
  trace_layout (cr, context, layout, x, y);
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
}

/* Draws @text with its top left corner at (@x, @y), inside @width; with
 * TAV_PRINT_NO_LIMIT a right-aligned text ends at @x and a centred one is
 * centred on it. A width ≤ 0 leaves no room: nothing is drawn, and the text
 * counts as cut. Returns the height of the text. */
double
tav_print_text (cairo_t      *cr,
                PangoContext *context,
                const char   *text,
                double        size,
                TavTextFlags  flags,
                double        x,
                double        y,
                double        width)
{
  g_autoptr(PangoLayout) layout = NULL;
  gboolean unbounded = width == TAV_PRINT_NO_LIMIT;
  PangoRectangle logical;
  double w, h;

  if (text == NULL || text[0] == '\0')
    return 0;
  if (!unbounded && width <= 0)
    {
      tav_print_note_cut (context, FALSE, text);
      return 0;
    }

  layout = tav_print_layout (context, text, size, flags, unbounded ? -1 : width);
  pango_layout_get_extents (layout, NULL, &logical);
  w = pango_units_to_double (logical.width);
  h = pango_units_to_double (logical.height);

  if (unbounded && (flags & TAV_TEXT_RIGHT))
    x -= w;
  else if (unbounded && (flags & TAV_TEXT_CENTER))
    x -= w / 2;
  if (flags & TAV_TEXT_MIDDLE)
    y -= h / 2;

  show_layout (cr, context, layout, text, x, y, width);
  return h;
}

/* ---- Text that fits ------------------------------------------------------- */

#define FIT_STEP 0.25

/* The largest size from @size down to @min_size at which @text fits on
 * one line of @width; 0 if it does not fit even at @min_size. */
double
tav_print_fit_size (PangoContext *context,
                    const char   *text,
                    double        size,
                    double        min_size,
                    TavTextFlags  flags,
                    double        width)
{
  double natural = tav_print_text_width (context, text, size, flags);
  double s;

  if (natural <= width)
    return size;
  if (width <= 0)
    return 0;
  /* Widths grow with the size (metrics are not hinted): start from the
   * proportional guess, and step down from there. */
  s = MIN (size, floor (size * width / natural / FIT_STEP) * FIT_STEP);
  for (; s >= min_size - 1e-9; s -= FIT_STEP)
    if (tav_print_text_width (context, text, s, flags) <= width)
      return s;
  /* The steps may pass over the smallest size itself. */
  if (s > min_size - FIT_STEP && tav_print_text_width (context, text, min_size, flags) <= width)
    return min_size;
  return 0;
}

static PangoLayout *
wrapped_layout (PangoContext *context,
                const char   *text,
                double        size,
                TavTextFlags  flags,
                double        width)
{
  PangoLayout *layout = tav_print_layout (context, text, size, flags | TAV_TEXT_WRAP, width);

  /* Between words only; a word longer than the line is the last resort. */
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD);
  return layout;
}

/* The lines a text may wrap to before it is cut. */
static guint
max_lines (TavTextFlags flags)
{
  return flags & TAV_TEXT_FOUR_LINES ? 4 : flags & TAV_TEXT_THREE_LINES ? 3 : 2;
}

static gboolean
wrapped_fits (PangoLayout  *layout,
              TavTextFlags  flags,
              double        width,
              double        height)
{
  PangoRectangle logical;

  if (pango_layout_get_line_count (layout) > (int) max_lines (flags))
    return FALSE;
  pango_layout_get_extents (layout, NULL, &logical);
  return pango_units_to_double (logical.width) <= width + 0.01 &&
         (height <= 0 || pango_units_to_double (logical.height) <= height + 0.01);
}

/* Whether @text fits @width at @min_size or larger, on one line or broken
 * between words on the lines @flags allow: drawn there, nothing is cut. */
gboolean
tav_print_text_fits (PangoContext *context,
                     const char   *text,
                     double        min_size,
                     TavTextFlags  flags,
                     double        width)
{
  g_autoptr(PangoLayout) layout = NULL;

  if (tav_print_fit_size (context, text, min_size, min_size, flags, width) > 0)
    return TRUE;
  layout = wrapped_layout (context, text, min_size, flags, width);
  return wrapped_fits (layout, flags, width, 0);
}

/* @text wrapped between words in @width at the largest size from @size
 * down to @least at which it fits (the lines allowed, @height); NULL if
 * none. */
static PangoLayout *
wrapped_largest (PangoContext *context,
                 const char   *text,
                 double        size,
                 double        least,
                 TavTextFlags  flags,
                 double        width,
                 double        height,
                 double       *found)
{
  gboolean last = FALSE;

  if (least > size)
    return NULL;
  /* The steps from @size, then @least itself if they passed over it. */
  for (double s = size; !last; s -= FIT_STEP)
    {
      PangoLayout *layout;

      if (s < least - 1e-9)
        {
          if (s <= least - FIT_STEP + 1e-9)
            break;
          s = least;
          last = TRUE;
        }
      layout = wrapped_layout (context, text, s, flags, width);
      if (wrapped_fits (layout, flags, width, height))
        {
          *found = s;
          return layout;
        }
      g_object_unref (layout);
    }
  return NULL;
}

/**
 * tav_print_fit_text:
 * @size: the size wanted
 * @min_size: the smallest size allowed
 * @height: the height of the box, for two lines; ≤ 0: unbounded
 *
 * Draws @text in a box of @width × @height: on one line at the largest size
 * from @size down to @min_size that fits (but on two lines if the box has
 * the height for them at a size 15 % larger); else on two lines, broken
 * between words, at the largest size that fits them; only then ellipsised
 * on two lines at @min_size, which counts as a cut. TAV_TEXT_MIDDLE centres
 * the text on @y. Returns the height drawn.
 */
double
tav_print_fit_text (cairo_t      *cr,
                    PangoContext *context,
                    const char   *text,
                    double        size,
                    double        min_size,
                    TavTextFlags  flags,
                    double        x,
                    double        y,
                    double        width,
                    double        height)
{
  g_autoptr(PangoLayout) layout = NULL;
  PangoRectangle logical;
  double one_line, s, h;

  if (text == NULL || text[0] == '\0')
    return 0;
  if (width <= 0)
    {
      tav_print_note_cut (context, FALSE, text);
      return 0;
    }

  /* Most texts fit as they are: one layout, measured and drawn. */
  layout = tav_print_layout (context, text, size, flags & ~TAV_TEXT_WRAP, -1);
  pango_layout_get_extents (layout, NULL, &logical);
  if (pango_units_to_double (logical.width) <= width &&
      (height <= 0 || pango_units_to_double (logical.height) <= height + 0.01))
    {
      double w = pango_units_to_double (logical.width);

      h = pango_units_to_double (logical.height);
      if (flags & TAV_TEXT_RIGHT)
        x += width - w;
      else if (flags & TAV_TEXT_CENTER)
        x += (width - w) / 2;
      if (flags & TAV_TEXT_MIDDLE)
        y -= h / 2;
      show_layout (cr, context, layout, text, x, y, width);
      note_size (context, flags, size);
      return h;
    }
  g_clear_object (&layout);

  one_line = tav_print_fit_size (context, text, size, min_size, flags & ~TAV_TEXT_WRAP, width);
  if (one_line > 0 && (height <= 0 || tav_print_line_height (context, one_line, flags) <= height + 0.01))
    {
      /* In a box tall enough for two lines, a text that would shrink on
       * one line takes two at a clearly larger size (by 15 % or more):
       * a name in a row of two-line names is not the only small one. */
      if (height > 0 && one_line < size)
        layout = wrapped_largest (context, text, size, one_line * 1.15, flags, width, height, &s);
      if (layout == NULL)
        {
          note_size (context, flags, one_line);
          return tav_print_text (cr, context, text, one_line, flags & ~TAV_TEXT_WRAP, x, y, width);
        }
    }
  else if ((layout = wrapped_largest (context, text, size, min_size, flags, width, height, &s)) == NULL)
    {
      /* Nothing fits: two lines at the smallest size, cut at the end. */
      s = min_size;
      layout = tav_print_layout (context, text, min_size, flags & ~TAV_TEXT_WRAP, width);
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
      pango_layout_set_height (layout, height > 0 && tav_print_line_height (context, min_size, flags) * 2 > height
                                       ? -1 : -2);
      /* Ellipsised, or a word broken inside ("Signatu-re"): either way
       * not the whole text as written. */
      if (!pango_layout_is_ellipsized (layout))
        tav_print_note_cut (context, FALSE, text);
    }
  pango_layout_get_extents (layout, NULL, &logical);
  h = pango_units_to_double (logical.height);
  if (flags & TAV_TEXT_MIDDLE)
    y -= h / 2;
  show_layout (cr, context, layout, text, x, y, width);
  note_size (context, flags, MAX (s, min_size));
  return h;
}

/* Measures are asked again and again (the same captions on every sheet,
 * a name at each size tried): the context keeps them, a layout each. */
static G_DEFINE_QUARK (tav-print-measures, measures)

static double *
measure_cached (PangoContext *context,
                const char   *text,
                double        size,
                TavTextFlags  flags,
                char        **key)
{
  GHashTable *cache = g_object_get_qdata (G_OBJECT (context), measures_quark ());

  if (cache == NULL)
    {
      cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
      g_object_set_qdata_full (G_OBJECT (context), measures_quark (), cache,
                               (GDestroyNotify) g_hash_table_unref);
    }
  /* Only what changes the shape of the text is in the key. */
  *key = g_strdup_printf ("%x %.4f %s",
                          flags & (TAV_TEXT_BOLD | TAV_TEXT_ITALIC | TAV_TEXT_CAPS), size, text);
  return g_hash_table_lookup (cache, *key);
}

static double
measure_store (PangoContext *context,
               char         *key,
               double        value)
{
  GHashTable *cache = g_object_get_qdata (G_OBJECT (context), measures_quark ());

  g_hash_table_insert (cache, key, g_memdup2 (&value, sizeof value));
  return value;
}

double
tav_print_text_width (PangoContext *context,
                      const char   *text,
                      double        size,
                      TavTextFlags  flags)
{
  g_autoptr(PangoLayout) layout = NULL;
  PangoRectangle logical;
  char *key;
  double *known;

  if (text == NULL || text[0] == '\0')
    return 0;
  known = measure_cached (context, text, size, flags, &key);
  if (known)
    {
      g_free (key);
      return *known;
    }
  layout = tav_print_layout (context, text, size, flags & ~TAV_TEXT_WRAP, -1);
  pango_layout_get_extents (layout, NULL, &logical);
  return measure_store (context, key, pango_units_to_double (logical.width));
}

double
tav_print_line_height (PangoContext *context,
                       double        size,
                       TavTextFlags  flags)
{
  g_autoptr(PangoLayout) layout = NULL;
  PangoRectangle logical;
  char *key;
  /* "\n" is no text of ours: the key of the line height. */
  double *known = measure_cached (context, "\n", size, flags, &key);

  if (known)
    {
      g_free (key);
      return *known;
    }
  layout = tav_print_layout (context, "Ág", size, flags, -1);
  pango_layout_get_extents (layout, NULL, &logical);
  return measure_store (context, key, pango_units_to_double (logical.height));
}

/* The narrowest width in which @text fits on two lines broken at a space,
 * or on one line if it has no space. */
double
tav_print_two_line_width (PangoContext *context,
                          const char   *text,
                          double        size,
                          TavTextFlags  flags)
{
  double best = tav_print_text_width (context, text, size, flags);

  for (const char *p = strchr (text, ' '); p; p = strchr (p + 1, ' '))
    {
      g_autofree char *first = g_strndup (text, p - text);
      double w = MAX (tav_print_text_width (context, first, size, flags),
                      tav_print_text_width (context, p + 1, size, flags));

      best = MIN (best, w);
    }
  return best;
}

/* The narrowest width in which @text wraps between words to at most
 * @lines lines (the width of its longest word at least). */
double
tav_print_lines_width (PangoContext *context,
                       const char   *text,
                       double        size,
                       TavTextFlags  flags,
                       guint         lines)
{
  double lo = 0, hi = tav_print_text_width (context, text, size, flags);
  g_auto(GStrv) words = g_strsplit (text, " ", -1);

  for (guint i = 0; words[i]; i++)
    lo = MAX (lo, tav_print_text_width (context, words[i], size, flags));
  /* Halving the interval down to a quarter of a point. */
  while (hi - lo > 0.25)
    {
      double mid = (lo + hi) / 2;
      g_autoptr(PangoLayout) layout = wrapped_layout (context, text, size, flags, mid);

      if (pango_layout_get_line_count (layout) <= (int) lines)
        hi = mid;
      else
        lo = mid;
    }
  return hi;
}

/* ---- A name and its tag --------------------------------------------------- */

#define TAG_SIZE 7.0
#define TAG_UNDER_SIZE 6.5
#define SEED_SIZE 8.0

/* Tags grow with names bigger than 12 pt (a seating list for the wall);
 * up to 12 pt they keep their size. */
#define TAG_SCALE(name_size) MAX (1.0, (name_size) / 12.0)

static double
tag_width (PangoContext *context,
           const char   *tag,
           gboolean      pill,
           double        size)
{
  if (pill)
    return tav_print_text_width (context, tag, size, TAV_TEXT_BOLD | TAV_TEXT_CAPS) + size * 1.2;
  return tav_print_text_width (context, tag, size, 0);
}

/* A tag stays beside the name while the name fits on one line next to it
 * at its full size; else it goes under the name, which keeps the whole
 * width: a tag never leaves a name no room, nor makes it smaller than the
 * names around it. */
static gboolean
tag_beside (PangoContext *context,
            const char   *name,
            double        size,
            TavTextFlags  flags,
            const char   *tag,
            gboolean      pill,
            double        width)
{
  return tav_print_text_width (context, name, size, flags) <=
         width - tag_width (context, tag, pill, (pill ? TAG_SIZE : SEED_SIZE) * TAG_SCALE (size)) - 6;
}

/* The height a name with @tag (NULL: none) needs in @width. */
double
tav_print_name_height (PangoContext *context,
                       const char   *name,
                       double        size,
                       double        min_size,
                       TavTextFlags  flags,
                       const char   *tag,
                       gboolean      pill,
                       double        width)
{
  gboolean one_line = tav_print_fit_size (context, name, size, min_size, flags, width) > 0;
  guint lines = 2;
  double h;

  /* As many lines as the name wraps to at its smallest, within the limit:
   * past it, it is cut anyway. */
  if (!one_line && max_lines (flags) > 2)
    {
      g_autoptr(PangoLayout) layout = wrapped_layout (context, name, min_size, flags, width);

      lines = CLAMP ((guint) pango_layout_get_line_count (layout), 2, max_lines (flags));
    }
  h = one_line ? tav_print_line_height (context, size, flags)
               : lines * tav_print_line_height (context, min_size, flags);

  if (tag && !tag_beside (context, name, size, flags, tag, pill, width))
    h += TAG_UNDER_SIZE * TAG_SCALE (size) * 1.6 + 2;
  return h;
}

/**
 * tav_print_name:
 * @tag: (nullable): "Sheriff", "seed 3"
 * @pill: the tag is a black pill (a role) rather than grey text (a seed)
 *
 * A name that fills the box @width × @height (top left at @x, @y), with its
 * tag beside it at the right end while they fit, else under it.
 */
void
tav_print_name (cairo_t      *cr,
                PangoContext *context,
                const char   *name,
                double        size,
                double        min_size,
                TavTextFlags  flags,
                const char   *tag,
                gboolean      pill,
                double        x,
                double        y,
                double        width,
                double        height)
{
  double name_w = width;

  if (tag && tag_beside (context, name, size, flags, tag, pill, width))
    {
      double tag_size = (pill ? TAG_SIZE : SEED_SIZE) * TAG_SCALE (size);
      double tag_w = tag_width (context, tag, pill, tag_size);

      if (pill)
        tav_print_pill (cr, context, tag, tag_size, x + width - tag_w, y + height / 2);
      else
        {
          cairo_save (cr);
          tav_print_set_grey (cr, TAV_SOFT_INK);
          tav_print_text (cr, context, tag, tag_size, TAV_TEXT_RIGHT | TAV_TEXT_MIDDLE,
                          x + width, y + height / 2, TAV_PRINT_NO_LIMIT);
          cairo_restore (cr);
        }
      name_w -= tag_w + 6;
    }
  else if (tag)
    {
      double under = TAG_UNDER_SIZE * TAG_SCALE (size);
      double tag_h = under * 1.6 + 2;

      if (pill)
        tav_print_pill (cr, context, tag, under, x, y + height - tag_h / 2 - 1);
      else
        {
          cairo_save (cr);
          tav_print_set_grey (cr, TAV_SOFT_INK);
          tav_print_text (cr, context, tag, under, TAV_TEXT_MIDDLE,
                          x, y + height - tag_h / 2 - 1, width);
          cairo_restore (cr);
        }
      height -= tag_h;
    }
  tav_print_fit_text (cr, context, name, size, min_size, flags | TAV_TEXT_MIDDLE,
                      x, y + height / 2, name_w, height);
}

/* ---- Shapes -------------------------------------------------------------- */

void
tav_print_set_grey (cairo_t *cr,
                    double   grey)
{
  cairo_set_source_rgb (cr, grey, grey, grey);
}

void
tav_print_hline (cairo_t *cr,
                 double   x0,
                 double   x1,
                 double   y,
                 double   line_width,
                 double   grey)
{
  cairo_save (cr);
  cairo_set_line_width (cr, line_width);
  tav_print_set_grey (cr, grey);
  cairo_move_to (cr, x0, y);
  cairo_line_to (cr, x1, y);
  cairo_stroke (cr);
  cairo_restore (cr);
}

void
tav_print_vline (cairo_t *cr,
                 double   x,
                 double   y0,
                 double   y1,
                 double   line_width,
                 double   grey)
{
  cairo_save (cr);
  cairo_set_line_width (cr, line_width);
  tav_print_set_grey (cr, grey);
  cairo_move_to (cr, x, y0);
  cairo_line_to (cr, x, y1);
  cairo_stroke (cr);
  cairo_restore (cr);
}

void
tav_print_rect (cairo_t *cr,
                double   x,
                double   y,
                double   width,
                double   height,
                double   line_width,
                double   grey)
{
  cairo_save (cr);
  cairo_set_line_width (cr, line_width);
  tav_print_set_grey (cr, grey);
  cairo_rectangle (cr, x, y, width, height);
  cairo_stroke (cr);
  cairo_restore (cr);
}

void
tav_print_fill_rect (cairo_t *cr,
                     double   x,
                     double   y,
                     double   width,
                     double   height,
                     double   grey)
{
  cairo_save (cr);
  tav_print_set_grey (cr, grey);
  cairo_rectangle (cr, x, y, width, height);
  cairo_fill (cr);
  cairo_restore (cr);
}

/* A square a judge ticks or circles; @ticked draws the tick for facts the
 * sheet already knows (seat 1 is the Sheriff). */
void
tav_print_tick_box (cairo_t  *cr,
                    double    x,
                    double    y,
                    double    size,
                    gboolean  ticked)
{
  cairo_save (cr);
  tav_print_set_grey (cr, TAV_INK);
  cairo_set_line_width (cr, 0.8);
  cairo_rectangle (cr, x, y, size, size);
  cairo_stroke (cr);
  if (ticked)
    {
      cairo_set_line_width (cr, size * 0.16);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_move_to (cr, x + size * 0.2, y + size * 0.55);
      cairo_line_to (cr, x + size * 0.42, y + size * 0.78);
      cairo_line_to (cr, x + size * 0.85, y + size * 0.22);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

/* A small rounded tag such as "SHERIFF"; returns its width. */
double
tav_print_pill (cairo_t      *cr,
                PangoContext *context,
                const char   *text,
                double        size,
                double        x,
                double        y_middle)
{
  double w = tav_print_text_width (context, text, size, TAV_TEXT_BOLD | TAV_TEXT_CAPS);
  double h = size * 1.6;
  double pad = size * 0.6;
  double r = h / 2;

  cairo_save (cr);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + r, y_middle, r, G_PI / 2, 3 * G_PI / 2);
  cairo_arc (cr, x + w + 2 * pad - r, y_middle, r, -G_PI / 2, G_PI / 2);
  cairo_close_path (cr);
  tav_print_set_grey (cr, TAV_INK);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  tav_print_text (cr, context, text, size, TAV_TEXT_BOLD | TAV_TEXT_CAPS | TAV_TEXT_MIDDLE,
                  x + pad, y_middle, TAV_PRINT_NO_LIMIT);
  cairo_restore (cr);
  return w + 2 * pad;
}

/* ---- Names and dates ----------------------------------------------------- */

/* "22 November 2026 · Circolo Ludico, Milano", or whichever part is known. */
char *
tav_print_event_details (TavEvent *event)
{
  g_autofree char *date = tav_date_format (tav_event_get_date (event));
  const char *venue = tav_event_get_venue (event);
  GString *out = g_string_new (NULL);

  if (date)
    g_string_append (out, date);
  if (venue && venue[0])
    {
      if (out->len)
        g_string_append (out, "  ·  ");
      g_string_append (out, venue);
    }
  return g_string_free (out, FALSE);
}

/* A bracket's round names and match labels come from its structure, in
 * the reader's language: the stored ones are in the language of whoever
 * drew the bracket. So do generic round names. */
char *
tav_print_round_title (TavStage *stage,
                       TavRound *round)
{
  if (stage && tav_stage_get_kind (stage) == TAV_STAGE_BRACKET)
    return tav_bracket_derive_round_name (stage, tav_round_get_number (round));
  if (tav_round_has_generic_name (round))
    return g_strdup_printf (_("Round %u"), tav_round_get_number (round));
  return g_strdup (tav_round_get_name (round));
}

char *
tav_print_table_title (TavStage *stage,
                       TavRound *round,
                       TavTable *table)
{
  const char *label = tav_table_get_label (table);

  if (stage && tav_stage_get_kind (stage) == TAV_STAGE_BRACKET)
    for (guint i = 0; i < tav_round_get_n_tables (round); i++)
      if (tav_round_get_table (round, i) == table)
        return tav_bracket_derive_match_label (stage, tav_round_get_number (round), i);
  if (label && label[0])
    return g_strdup (label);
  return g_strdup_printf (_("Table %u"), tav_table_get_number (table));
}

/* A bye: a player alone at a table of a duel, or a bracket match with
 * one seat empty. He goes through without playing; there is nothing to
 * record, so no sheet, and no table to go to. */
gboolean
tav_print_table_is_bye (TavStage *stage,
                        TavTable *table)
{
  guint filled = 0;

  if (tav_stage_get_kind (stage) == TAV_STAGE_BRACKET)
    return tav_bracket_is_bye (table);
  for (guint s = 0; s < tav_table_get_n_seats (table); s++)
    filled += tav_table_get_seat (table, s)[0] != '\0';
  return filled == 1;
}

/* A seat not filled yet ("") prints as a blank to write on; an id that is
 * not in the event prints as the id rather than nothing. */
const char *
tav_print_player_name (TavEvent   *event,
                       const char *player_id)
{
  TavPlayer *player;

  if (player_id == NULL || player_id[0] == '\0')
    return "";
  player = tav_event_find_player (event, player_id);
  return player ? tav_player_get_name (player) : player_id;
}

/* "3 tournaments  ·  14 March – 20 June 2026": what a season's ranking is
 * made of. */
char *
tav_print_season_details (TavSeason *season)
{
  guint n = tav_season_get_n_tournaments (season);
  const char *first = NULL, *last = NULL;
  GString *out = g_string_new (NULL);

  for (guint t = 0; t < n; t++)
    {
      const char *date = tav_season_get_tournament (season, t)->date;

      if (date == NULL || date[0] == '\0')
        continue;
      if (first == NULL || strcmp (date, first) < 0)
        first = date;
      if (last == NULL || strcmp (date, last) > 0)
        last = date;
    }
  g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%u tournament", "%u tournaments", n), n);
  if (first)
    {
      g_autofree char *from = tav_date_format (first);
      g_autofree char *to = tav_date_format (last);

      if (strcmp (first, last) == 0)
        g_string_append_printf (out, "  ·  %s", from);
      else
        /* TRANSLATORS: a span of dates, "14 March 2026 – 20 June 2026" */
        g_string_append_printf (out, _("  ·  %s – %s"), from, to);
    }
  return g_string_free (out, FALSE);
}

/* ---- Page furniture ------------------------------------------------------ */

double
tav_print_header_height (PangoContext *context)
{
  return tav_print_line_height (context, HEADER_TITLE_SIZE, TAV_TEXT_BOLD) +
         tav_print_line_height (context, HEADER_DETAIL_SIZE, 0) + 2 + 6 + 14;
}

double
tav_print_footer_height (PangoContext *context)
{
  return tav_print_line_height (context, FOOTER_SIZE, 0) + 10;
}

double
tav_print_banner_height (PangoContext *context)
{
  return tav_print_line_height (context, BANNER_SIZE, TAV_TEXT_BOLD) + 12 + 10;
}

/* The event on the left, the document on the right, a rule under both.
 * Returns where the page's own content starts. */
double
tav_print_page_header (TavPrintJob  *job,
                       cairo_t      *cr,
                       PangoContext *context,
                       const char   *title,
                       const char   *subtitle)
{
  g_autofree char *details = job->event ? tav_print_event_details (job->event)
                                        : tav_print_season_details (job->season);
  double title_h = tav_print_line_height (context, HEADER_TITLE_SIZE, TAV_TEXT_BOLD);
  double detail_h = tav_print_line_height (context, HEADER_DETAIL_SIZE, 0);
  /* The document's title and subtitle take what they need, up to half the
   * width; the event's name and details have the rest, shrinking a little
   * before anything is cut. */
  double title_w = MIN (tav_print_text_width (context, title, HEADER_TITLE_SIZE, TAV_TEXT_BOLD),
                        job->width * 0.45);
  double subtitle_w = MIN (tav_print_text_width (context, subtitle, HEADER_DETAIL_SIZE, 0),
                           job->width * 0.5);
  double rule_y = title_h + 2 + detail_h + 6;

  tav_print_set_grey (cr, TAV_INK);
  tav_print_fit_text (cr, context, job->event ? tav_event_get_name (job->event)
                                             : tav_season_get_name (job->season),
                      HEADER_TITLE_SIZE, HEADER_TITLE_SIZE * 0.6, TAV_TEXT_BOLD | TAV_TEXT_MIDDLE,
                      0, title_h / 2, job->width - title_w - 18, title_h);
  tav_print_fit_text (cr, context, title, HEADER_TITLE_SIZE, HEADER_TITLE_SIZE * 0.6,
                      TAV_TEXT_BOLD | TAV_TEXT_RIGHT | TAV_TEXT_MIDDLE,
                      job->width - title_w, title_h / 2, title_w, title_h);
  tav_print_set_grey (cr, TAV_SOFT_INK);
  tav_print_fit_text (cr, context, details, HEADER_DETAIL_SIZE, 6.5, TAV_TEXT_MIDDLE,
                      0, title_h + 2 + detail_h / 2, job->width - subtitle_w - 18, detail_h);
  tav_print_fit_text (cr, context, subtitle, HEADER_DETAIL_SIZE, 6.5,
                      TAV_TEXT_RIGHT | TAV_TEXT_MIDDLE,
                      job->width - subtitle_w, title_h + 2 + detail_h / 2, subtitle_w, detail_h);
  tav_print_hline (cr, 0, job->width, rule_y, 1.2, TAV_INK);
  return rule_y + 14;
}

/* "JUDGE'S COPY" across the page, faint enough to read the ranking
 * through, plain enough that nobody pins it on the wall by mistake. */
static void
judge_watermark (TavPrintJob  *job,
                 cairo_t      *cr,
                 PangoContext *context)
{
  const char *text = _("Judge’s copy");
  double diagonal = sqrt (job->width * job->width + job->height * job->height);
  double size = 60, w;

  w = tav_print_text_width (context, text, size, TAV_TEXT_BOLD | TAV_TEXT_CAPS);
  size = MIN (size, size * diagonal * 0.7 / w);
  cairo_save (cr);
  cairo_translate (cr, job->width / 2, job->height / 2);
  cairo_rotate (cr, -atan2 (job->height, job->width));
  cairo_set_source_rgba (cr, 0, 0, 0, 0.07);
  tav_print_text (cr, context, text, size, TAV_TEXT_BOLD | TAV_TEXT_CAPS | TAV_TEXT_CENTER | TAV_TEXT_MIDDLE,
                  0, 0, TAV_PRINT_NO_LIMIT);
  cairo_restore (cr);
}

void
tav_print_page_footer (TavPrintJob  *job,
                       cairo_t      *cr,
                       PangoContext *context,
                       guint         page)
{
  TavRuleset *ruleset = job->event ? tav_event_get_ruleset (job->event)
                                   : tav_season_get_ruleset (job->season);
  double y = job->height - tav_print_line_height (context, FOOTER_SIZE, 0);
  g_autofree char *left = NULL;
  g_autofree char *right = NULL;

  left = ruleset ? g_strdup_printf ("Tavolo  ·  %s", _(tav_ruleset_get_name (ruleset)))
                 : g_strdup ("Tavolo");
  right = g_strdup_printf (_("Page %u of %u"), page + 1, job->n_pages);

  if (job->judge_copy && job->secret)
    {
      judge_watermark (job, cr, context);
      /* Every page says it, also at the foot, where a cut banner would not. */
      g_free (left);
      left = g_strdup (_("Judge’s copy — confidential"));
    }
  tav_print_hline (cr, 0, job->width, y - 5, 0.5, TAV_GRID);
  tav_print_set_grey (cr, job->judge_copy && job->secret ? TAV_INK : TAV_FAINT_INK);
  tav_print_fit_text (cr, context, left, FOOTER_SIZE, FOOTER_SIZE * 0.8,
                      job->judge_copy && job->secret ? TAV_TEXT_BOLD | TAV_TEXT_CAPS : 0,
                      0, y, job->width * 0.6, 0);
  tav_print_text (cr, context, right, FOOTER_SIZE, TAV_TEXT_RIGHT, job->width, y, TAV_PRINT_NO_LIMIT);
}

/* On every page printed while the ranking is still secret. */
double
tav_print_judge_banner (TavPrintJob  *job,
                        cairo_t      *cr,
                        PangoContext *context,
                        double        y)
{
  double h = tav_print_line_height (context, BANNER_SIZE, TAV_TEXT_BOLD) + 12;
  double title_w;

  tav_print_rect (cr, 0.75, y + 0.75, job->width - 1.5, h - 1.5, 1.5, TAV_INK);
  tav_print_set_grey (cr, TAV_INK);
  title_w = tav_print_text_width (context, _("Judge’s copy — confidential"), BANNER_SIZE,
                                  TAV_TEXT_BOLD | TAV_TEXT_CAPS);
  tav_print_text (cr, context, _("Judge’s copy — confidential"), BANNER_SIZE,
                  TAV_TEXT_BOLD | TAV_TEXT_CAPS | TAV_TEXT_MIDDLE, 10, y + h / 2, TAV_PRINT_NO_LIMIT);
  tav_print_set_grey (cr, TAV_SOFT_INK);
  tav_print_fit_text (cr, context, _("The ranking is secret until it is published. Do not display."),
                      BANNER_SIZE - 1, 6.5, TAV_TEXT_RIGHT | TAV_TEXT_MIDDLE,
                      title_w + 30, y + h / 2, job->width - title_w - 40, h - 2);
  return y + h + 10;
}
