/* tav-print-sheets.c — Record Sheets for tables, match slips for duels
 *
 * The renderer of Record Sheets for tables and match slips for duels: which
 * tables get one (a bye does not), how many share a page (one, two, four or
 * six, the most that fit with nothing cut when left to it) and the cut
 * lines between them. Each sheet is drawn by tav-print-sheet.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-print"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tav-print-sheet-private.h"

#define CUT_GAP 28.0            /* between two sheets on one page */
#define CUT_GAP_SIX 18.0        /* between six slips on one page */

static guint
most_seats (TavPrintJob *job)
{
  guint most = 0;

  for (guint t = 0; t < tav_round_get_n_tables (job->round); t++)
    most = MAX (most, tav_table_get_n_seats (tav_round_get_table (job->round, t)));
  return most;
}

/* Whether some sheet carries its seats' own result links. */
static gboolean
has_seat_links (TavPrintJob *job)
{
  for (guint t = 0; t < tav_round_get_n_tables (job->round); t++)
    if (tav_print_seat_qr_size (job, tav_round_get_table (job->round, t)) > 0)
      return TRUE;
  return FALSE;
}

/* Four or six to a page leave a quarter or a sixth of it: room for the
 * two names of a duel's slip, not for a table of players. A sixth has no
 * room for two QR codes a phone reads beside long names (a landscape
 * sixth is about 8 cm wide): with the seats' own links, four at most. What
 * fits best (TAV_PRINT_SHEETS_AUTO) is settled by sheets_paginate (). */
static gboolean
sheets_check (TavPrintJob  *job,
              GError      **error)
{
  guint most = most_seats (job);

  if (job->sheets_per_page > 4 && has_seat_links (job))
    {
      g_set_error (error, TAV_PRINT_ERROR, TAV_PRINT_ERROR_PAGE,
                   /* TRANSLATORS: "6 slips a page leave no room for each player's own result code: choose 1, 2 or 4" */
                   _("%u slips a page leave no room for each player’s own result code: choose 1, 2 or 4"),
                   job->sheets_per_page);
      return FALSE;
    }

  if (job->sheets_per_page > 2 && most > 2)
    {
      g_autofree char *title = tav_print_round_title (job->stage, job->round);

      g_set_error (error, TAV_PRINT_ERROR, TAV_PRINT_ERROR_PAGE,
                   /* TRANSLATORS: "6 sheets a page fit two-player slips only: Round 2 has tables of 5; choose 1 or 2" */
                   _("%u sheets a page fit two-player slips only: %s has tables of %u; choose 1 or 2"),
                   job->sheets_per_page, title, most);
      return FALSE;
    }
  return TRUE;
}

void
tav_print_cut_line (cairo_t  *cr,
                    double    x0,
                    double    y0,
                    double    x1,
                    double    y1)
{
  static const double dash[] = { 4, 3 };

  cairo_save (cr);
  cairo_set_line_width (cr, 0.5);
  tav_print_set_grey (cr, TAV_FAINT_INK);
  cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
  cairo_move_to (cr, x0, y0);
  cairo_line_to (cr, x1, y1);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* How @per_page sheets share a page: 2 are cut in half across the long
 * side (one above the other on portrait paper), 4 in quarters, 6 in two
 * columns of three on portrait paper (three columns of two across). */
static void
sheet_grid (TavPrintJob *job,
            guint        per_page,
            guint       *columns,
            guint       *rows)
{
  gboolean across = job->orientation == TAV_PRINT_ORIENTATION_LANDSCAPE;
  guint many = per_page == 1 ? 1 : per_page == 6 ? 3 : 2;
  guint few = per_page / many;

  *columns = across ? many : few;
  *rows = across ? few : many;
}

static double
cut_gap (guint per_page)
{
  return per_page == 6 ? CUT_GAP_SIX : CUT_GAP;
}

/* The size of each sheet's part of the page. */
static void
sheet_size (TavPrintJob *job,
            guint        per_page,
            double      *width,
            double      *height)
{
  guint columns, rows;

  sheet_grid (job, per_page, &columns, &rows);
  *width = (job->width - cut_gap (per_page) * (columns - 1)) / columns;
  *height = (job->height - cut_gap (per_page) * (rows - 1)) / rows;
}

/* Whether every sheet of @tables fits @per_page to a page with nothing
 * cut and a notes box of @notes at least: each is drawn, where nothing is
 * kept, and what was cut counted. */
static gboolean
all_fit (TavPrintJob *job,
         GArray      *tables,
         guint        per_page,
         double       notes)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_A8, 1, 1);
  cairo_t *cr = cairo_create (surface);
  TavPrintCuts cuts = { 0, };
  double w, h;
  gboolean fit = TRUE;

  job->sheets_per_page = per_page;
  sheet_size (job, per_page, &w, &h);
  tav_print_cuts_begin (job->context, &cuts, cr, job->width, job->height);
  for (guint i = 0; i < tables->len && fit; i++)
    {
      double drawn = tav_print_sheet_draw (job, cr, job->context,
                                 tav_round_get_table (job->round, g_array_index (tables, guint, i)),
                                 0, 0, w, h);

      fit = cuts.ellipsized + cuts.overflowed == 0 && drawn >= notes;
    }
  tav_print_cuts_end (job->context);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return fit;
}

/* job->data: the indices of the tables that get a sheet, byes left out.
 * The automatic choice is settled here, where the page is known. Two-player
 * slips: six a page if every slip fits a sixth with nothing cut, else four,
 * else two, else one (a 70-player Swiss round: 6 pages rather than 9, 18
 * or 35); four at most with the seats' own links (sheets_check ()).
 * Tables of players: two a page if every sheet fits half a page with
 * nothing cut and an inch of notes (tables of four), else one. */
static guint
sheets_paginate (TavPrintJob  *job,
                 GError      **error)
{
  GArray *tables = g_array_new (FALSE, FALSE, sizeof (guint));

  job->data = tables;
  job->data_free = (GDestroyNotify) g_array_unref;
  for (guint t = 0; t < tav_round_get_n_tables (job->round); t++)
    if (!tav_print_table_is_bye (job->stage, tav_round_get_table (job->round, t)))
      g_array_append_val (tables, t);
  if (tables->len == 0)
    {
      g_autofree char *title = tav_print_round_title (job->stage, job->round);

      g_set_error (error, TAV_PRINT_ERROR, TAV_PRINT_ERROR_NOT_FOUND,
                   _("%s has only byes: there is nothing to record"), title);
      return 0;
    }
  if (job->sheets_per_page == TAV_PRINT_SHEETS_AUTO)
    {
      static const guint densest_first[] = { 6, 4, 2 };
      gboolean slips = most_seats (job) <= 2;
      guint chosen = 1;

      for (guint i = !slips ? 2 : has_seat_links (job) ? 1 : 0;
           i < G_N_ELEMENTS (densest_first) && chosen == 1; i++)
        if (all_fit (job, tables, densest_first[i], slips ? 0 : NOTES_LEAST))
          chosen = densest_first[i];
      job->sheets_per_page = chosen;
    }
  return (tables->len + job->sheets_per_page - 1) / job->sheets_per_page;
}

static void
sheets_draw_page (TavPrintJob  *job,
                  cairo_t      *cr,
                  PangoContext *context,
                  guint         page)
{
  GArray *tables = job->data;
  guint per_page = job->sheets_per_page;
  guint n_tables = tables->len;
  guint columns, rows;
  double gap = cut_gap (per_page);
  double w, h;

  sheet_grid (job, per_page, &columns, &rows);
  sheet_size (job, per_page, &w, &h);
  for (guint c = 1; c < columns; c++)
    {
      double cx = c * (w + gap) - gap / 2;

      tav_print_cut_line (cr, cx, -12, cx, job->height + 12);
    }
  for (guint r = 1; r < rows; r++)
    {
      double cy = r * (h + gap) - gap / 2;

      tav_print_cut_line (cr, -12, cy, job->width + 12, cy);
    }

  /* Row by row, as one reads. */
  for (guint i = 0; i < per_page; i++)
    {
      guint index = page * per_page + i;

      if (index >= n_tables)
        break;
      tav_print_sheet_draw (job, cr, context,
                  tav_round_get_table (job->round, g_array_index (tables, guint, index)),
                  (i % columns) * (w + gap), (i / columns) * (h + gap), w, h);
    }
}

const TavPrintRenderer tav_print_sheets_renderer = {
  sheets_check,
  sheets_paginate,
  sheets_draw_page,
};
