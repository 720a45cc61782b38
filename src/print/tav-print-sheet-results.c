/* tav-print-sheet-results.c — the table-level fields of a Record Sheet
 *
 * The table-level result fields, as rows of a second grid under the seats:
 * a label, then the boxes to tick or write in.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-print"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tav-print-sheet-private.h"

/* Between two lines of choices in a result row. */
static double
choice_lead (Sheet *sheet)
{
  return sheet->mini ? 2 : sheet->tiny ? 3 : 8;
}

GArray *
tav_print_sheet_result_rows (Sheet  *sheet,
                             double  content_w)
{
  GArray *rows = g_array_new (FALSE, TRUE, sizeof (ResultRow));
  double line_h = tav_print_line_height (sheet->context, sheet->result_size, 0);

  for (guint f = 0; f < sheet->n_fields; f++)
    {
      const TavFieldSpec *spec = &sheet->fields[f];
      ResultRow row = { spec, sheet->mini ? 16 : sheet->compact ? 22 : 26, 1 };

      if ((spec->flags & TAV_FIELD_PER_SEAT) || spec->kind == TAV_FIELD_PLAYER)
        continue;
      /* "Bye" is recorded for the player alone at a table, who gets no
       * sheet: at a table with an opponent it means nothing. */
      if (g_str_equal (spec->id, "bye"))
        continue;
      /* A description beside a tick box may need two or three lines. */
      if (spec->kind == TAV_FIELD_BOOLEAN && spec->description)
        row.height = MAX (row.height,
                          tav_print_name_height (sheet->context, _(spec->description), 8, 6.5,
                                                 TAV_TEXT_ITALIC | TAV_TEXT_THREE_LINES, NULL, FALSE,
                                                 content_w - RESULT_BOX - 8) + 4);
      if (spec->kind == TAV_FIELD_CHOICE)
        {
          double lx = 0;
          guint lines = 1;

          for (const TavChoice *choice = spec->choices; choice && choice->id; choice++)
            {
              double item = RESULT_BOX + 4 + tav_print_text_width (sheet->context, _(choice->label),
                                                                   sheet->result_size, 0) + 18;

              if (lx > 0 && lx + item > content_w)
                {
                  lines++;
                  lx = 0;
                }
              lx += item;
            }
          row.lines = lines;
          row.height = MAX (row.height, lines * (line_h + choice_lead (sheet)) + choice_lead (sheet));
        }
      g_array_append_val (rows, row);
    }
  return rows;
}

double
tav_print_sheet_result_label_width (Sheet *sheet)
{
  double w = 0;

  for (guint f = 0; f < sheet->n_fields; f++)
    w = MAX (w, tav_print_text_width (sheet->context, _(sheet->fields[f].label), sheet->result_size,
                                      TAV_TEXT_BOLD));
  return CLAMP (w + 18, sheet->mini ? 64 : 96, sheet->grid_width * 0.34);
}

double
tav_print_sheet_result_grid (Sheet   *sheet,
                             cairo_t *cr,
                             GArray  *rows,
                             double   x,
                             double   y)
{
  PangoContext *context = sheet->context;
  double label_w = tav_print_sheet_result_label_width (sheet);
  double content_x = x + label_w + 10;
  double content_w = sheet->grid_width - label_w - 20;
  double line_h = tav_print_line_height (context, sheet->result_size, 0);
  double top = y;

  for (guint r = 0; r < rows->len; r++)
    {
      ResultRow *row = &g_array_index (rows, ResultRow, r);
      const TavFieldSpec *spec = row->spec;
      double mid = y + row->height / 2;

      tav_print_fill_rect (cr, x, y, label_w, row->height, TAV_FILL);
      tav_print_set_grey (cr, TAV_INK);
      tav_print_fit_text (cr, context, _(spec->label),
                          sheet->result_size, sheet->result_size * 0.8, TAV_TEXT_BOLD | TAV_TEXT_MIDDLE,
                          x + 8, mid, label_w - 14, row->height - 2);

      if (spec->kind == TAV_FIELD_CHOICE)
        {
          double lx = 0;
          double ly = row->lines > 1 ? y + choice_lead (sheet) / 2 + (line_h + choice_lead (sheet)) / 2 : mid;

          for (const TavChoice *choice = spec->choices; choice && choice->id; choice++)
            {
              const char *label = _(choice->label);
              double tw = tav_print_text_width (context, label, sheet->result_size, 0);
              double item = RESULT_BOX + 4 + tw + 18;

              if (lx > 0 && lx + item > content_w)
                {
                  lx = 0;
                  ly += line_h + choice_lead (sheet);
                }
              tav_print_tick_box (cr, content_x + lx, ly - RESULT_BOX / 2, RESULT_BOX, FALSE);
              tav_print_set_grey (cr, TAV_INK);
              tav_print_text (cr, context, label, sheet->result_size, TAV_TEXT_MIDDLE,
                              content_x + lx + RESULT_BOX + 4, ly, TAV_PRINT_NO_LIMIT);
              lx += item;
            }
        }
      else if (spec->kind == TAV_FIELD_BOOLEAN)
        {
          tav_print_tick_box (cr, content_x, mid - RESULT_BOX / 2, RESULT_BOX, FALSE);
          tav_print_set_grey (cr, TAV_SOFT_INK);
          if (spec->description)
            tav_print_fit_text (cr, context, _(spec->description), 8, 6.5,
                                TAV_TEXT_ITALIC | TAV_TEXT_THREE_LINES | TAV_TEXT_MIDDLE, content_x + RESULT_BOX + 8, mid,
                                content_w - RESULT_BOX - 8, row->height - 2);
        }
      else if (spec->kind == TAV_FIELD_INTEGER || spec->kind == TAV_FIELD_NUMBER)
        tav_print_rect (cr, content_x, mid - 9, 90, 18, 0.8, TAV_INK);
      else
        tav_print_hline (cr, content_x, content_x + content_w, mid + 7, 0.6, TAV_INK);

      y += row->height;
      if (r + 1 < rows->len)
        tav_print_hline (cr, x, x + sheet->grid_width, y, 0.5, TAV_GRID);
    }
  tav_print_vline (cr, x + label_w, top, y, 0.5, TAV_GRID);
  tav_print_rect (cr, x, top, sheet->grid_width, y - top, 1.1, TAV_INK);
  return y;
}
