/* tav-print-sheet.c — one Record Sheet
 *
 * One Record Sheet (or a bracket's match slip) in its part of the page,
 * its blocks from top to bottom: the header, the seat grid and its legend,
 * the table-level fields, what is left for the judge's notes, and the
 * lines the judge signs on. Results, scores and balances are never
 * printed: the sheet goes to the table before the game.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-print"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tav-print-sheet-private.h"

#define ROW_MIN 22.0
#define ROW_MIN_COMPACT 18.0
#define RESULT_SIZE 9.5

/* Room above the line for a signature. */
static double
judge_line (Sheet *sheet)
{
  return sheet->mini ? 12 : sheet->tiny ? 14 : sheet->compact ? 20 : 26;
}

static double
judge_block_height (Sheet *sheet)
{
  return judge_line (sheet) + tav_print_line_height (sheet->context, 7, TAV_TEXT_CAPS) + 2;
}

/* Lines to sign on, captioned underneath as on a paper form. */
static void
judge_block (Sheet   *sheet,
             cairo_t *cr,
             double   x,
             double   y,
             double   width)
{
  const char *captions[] = {
    C_("record sheet", "Judge"),
    C_("record sheet", "Judge’s signature"),
    C_("record sheet", "Time"),
  };
  const double shares[] = { 0.38, 0.42, 0.20 };
  double gap = 16, lx = x;

  for (guint i = 0; i < G_N_ELEMENTS (captions); i++)
    {
      double w = (width - gap * 2) * shares[i];

      tav_print_hline (cr, lx, lx + w, y + judge_line (sheet), 0.8, TAV_INK);
      tav_print_set_grey (cr, TAV_SOFT_INK);
      tav_print_fit_text (cr, sheet->context, captions[i], 7, 5.5, TAV_TEXT_CAPS, lx,
                          y + judge_line (sheet) + 2, w, 0);
      lx += w + gap;
    }
}

/* The sheet's sizes for its part of the page, its fields and its columns. */
static void
begin_sheet (Sheet        *sheet,
             TavPrintJob  *job,
             PangoContext *context,
             TavTable     *table,
             double        width,
             double        height)
{
  TavRuleset *ruleset = tav_event_get_ruleset (job->event);

  sheet->job = job;
  sheet->context = context;
  sheet->bracket = tav_stage_get_kind (job->stage) == TAV_STAGE_BRACKET;
  sheet->compact = height < 450;
  sheet->tiny = height < 300;
  sheet->mini = height < 265;
  sheet->gap = sheet->mini ? 4 : sheet->tiny ? 5 : sheet->compact ? 9 : 14;
  sheet->result_size = sheet->mini ? 8.5 : RESULT_SIZE;
  if (ruleset)
    {
      sheet->fields = tav_ruleset_get_result_fields (ruleset, job->event, job->stage,
                                                     &sheet->n_fields);
      sheet->head_label = tav_ruleset_get_head_seat_label (ruleset, job->stage);
    }
  tav_print_sheet_build_columns (sheet, table, width);
  if (!tav_print_sheet_links_fit_beside (sheet, table))
    {
      /* The names need the row's width: the seats' links go under them. */
      g_array_unref (sheet->columns);
      sheet->links_under = TRUE;
      tav_print_sheet_build_columns (sheet, table, width);
    }
  for (guint c = 0; c < sheet->columns->len; c++)
    sheet->head_in_choice |= tav_print_sheet_head_choice (sheet, &g_array_index (sheet->columns,
                                                                                 Column, c)) >= 0;
}

/* Whatever is left above the judge's lines is for his notes: warnings, a
 * late player. A match slip stays a slip rather than a page of empty
 * notes. Returns the box's height, 0 if there was no room for one. */
static double
notes_box (Sheet   *sheet,
           cairo_t *cr,
           double   x,
           double   y,
           double   width,
           double   bottom)
{
  double notes_h = bottom - judge_block_height (sheet) - sheet->gap - y;

  if (sheet->bracket)
    notes_h = MIN (notes_h, 96);
  if (notes_h < 36)
    return 0;
  tav_print_rect (cr, x, y, width, notes_h, 0.8, TAV_GRID);
  tav_print_set_grey (cr, TAV_SOFT_INK);
  tav_print_text (cr, sheet->context, C_("record sheet", "Notes, warnings, penalties"), 7,
                  TAV_TEXT_CAPS, x + 7, y + 6, width - 14);
  return notes_h;
}

/* Returns the height of the notes box, 0 if there was no room for one. */
double
tav_print_sheet_draw (TavPrintJob  *job,
                      cairo_t      *cr,
                      PangoContext *context,
                      TavTable     *table,
                      double        x,
                      double        y,
                      double        width,
                      double        height)
{
  Sheet sheet = { 0, };
  g_autoptr(GArray) rows = NULL;
  g_autofree double *seat_rows = NULL;
  g_autofree char *legend = NULL;
  double bottom = y + height;
  double fixed, legend_h = 0, result_h = 0, notes_h;
  double header_end;

  begin_sheet (&sheet, job, context, table, width, height);
  header_end = tav_print_sheet_header (&sheet, cr, table, x, y, width);

  legend = tav_print_sheet_legend_text (&sheet);
  if (legend)
    legend_h = tav_print_line_height (context, 7.5, 0) + 5;
  rows = tav_print_sheet_result_rows (&sheet, width - tav_print_sheet_result_label_width (&sheet) - 20);
  for (guint r = 0; r < rows->len; r++)
    result_h += g_array_index (rows, ResultRow, r).height;

  /* Rows as tall as the space allows, within what a hand needs. */
  fixed = (header_end - y) + tav_print_sheet_grid_title_height (&sheet) + legend_h + sheet.gap +
          (result_h > 0 ? result_h + sheet.gap : 0) + judge_block_height (&sheet) + sheet.gap;
  /* The rows grow past their least height only while an inch is left
   * for the judge's notes (half an inch on a duel's slip, whose two rows
   * then take the same height). Never below what the names need: a cut
   * name is worse than a smaller notes box. */
  seat_rows = tav_print_sheet_row_heights (&sheet, table, sheet.compact ? ROW_MIN_COMPACT : ROW_MIN,
                                           height - fixed -
                                           (tav_table_get_n_seats (table) <= 2 ? 36 : NOTES_LEAST));

  y = tav_print_sheet_seat_grid (&sheet, cr, table, x, header_end, seat_rows);
  if (legend)
    {
      tav_print_set_grey (cr, TAV_SOFT_INK);
      tav_print_text (cr, context, legend, 7.5, 0, x, y + 4, width);
      y += legend_h;
    }
  y += sheet.gap;
  if (rows->len)
    y = tav_print_sheet_result_grid (&sheet, cr, rows, x, y) + sheet.gap;

  notes_h = notes_box (&sheet, cr, x, y, width, bottom);
  y += notes_h;
  y += sheet.gap;
  if (!sheet.bracket)
    y = MAX (y, bottom - judge_block_height (&sheet));
  judge_block (&sheet, cr, x, y, width);
  /* A sheet taller than its part of the page runs into the next one. */
  if (y + judge_block_height (&sheet) > bottom + 0.5)
    {
      g_autofree char *what = g_strdup_printf ("sheet of table %u is %.0f pt too tall",
                                               tav_table_get_number (table),
                                               y + judge_block_height (&sheet) - bottom);

      tav_print_note_cut (context, FALSE, what);
    }

  g_array_unref (sheet.columns);
  return notes_h;
}
