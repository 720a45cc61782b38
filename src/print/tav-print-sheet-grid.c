/* tav-print-sheet-grid.c — the seats' rows of a Record Sheet
 *
 * The seat grid's rows: each seat's number or seed, the player's name with
 * his seat's own result link, and the boxes of the per-seat fields, under
 * a band of the columns' titles. The rows are as tall as the names need
 * and the page allows.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-print"

#include "config.h"

#include "tav-print-sheet-private.h"

#define ROW_MAX 32.0

/* Two lines when some title is wider than its column. */
double
tav_print_sheet_grid_title_height (Sheet *sheet)
{
  guint lines = 1;

  for (guint c = 0; c < sheet->columns->len; c++)
    {
      Column *column = &g_array_index (sheet->columns, Column, c);

      if (tav_print_text_width (sheet->context, column->title, sheet->title_size, TAV_TEXT_BOLD) >
          column->width - sheet->pad)
        lines = 2;
    }
  return lines * tav_print_line_height (sheet->context, sheet->title_size, TAV_TEXT_BOLD) +
         (sheet->mini ? 3 : sheet->tiny ? 4 : sheet->compact ? 7 : 10);
}

/* The label of a choice a head seat always holds ("Sheriff"), if any. */
int
tav_print_sheet_head_choice (Sheet  *sheet,
                             Column *column)
{
  if (sheet->head_label == NULL || column->labels == NULL)
    return -1;
  for (guint i = 0; i < column->labels->len; i++)
    if (g_strcmp0 (column->labels->pdata[i], sheet->head_label) == 0)
      return (int) i;
  return -1;
}

static void
draw_choices (cairo_t      *cr,
              PangoContext *context,
              GPtrArray    *texts,
              double        gap,
              double        x,
              double        y_middle,
              double        width)
{
  double needed = tav_print_sheet_choices_width (context, texts, CHOICE_SIZE, BOX, gap);
  double cx = x + (width - needed) / 2;

  /* The choices are drawn where measured: count them if they spill. */
  if (needed > width)
    tav_print_note_cut (context, FALSE, texts->pdata[0]);

  for (guint i = 0; i < texts->len; i++)
    {
      tav_print_tick_box (cr, cx, y_middle - BOX / 2, BOX, FALSE);
      cx += BOX + CHOICE_SIZE * 0.3;
      tav_print_set_grey (cr, TAV_INK);
      tav_print_text (cr, context, texts->pdata[i], CHOICE_SIZE, TAV_TEXT_MIDDLE, cx, y_middle, TAV_PRINT_NO_LIMIT);
      cx += tav_print_text_width (context, texts->pdata[i], CHOICE_SIZE, 0) + CHOICE_SIZE * gap;
    }
}

/* A quarter of a page has the height for a third line of a name, not
 * the width for it; a sixth of a page turned sideways, for a fourth. */
static TavTextFlags
name_flags (Sheet    *sheet,
            gboolean  head)
{
  return TAV_TEXT_NAME | (head ? TAV_TEXT_BOLD : 0) |
         (sheet->grid_width < 300 ? TAV_TEXT_FOUR_LINES : 0);
}

/* The tag that goes with a seat's name: the head seat's label when no
 * choice column shows it. */
static char *
name_tag (Sheet      *sheet,
          const char *id,
          gboolean    head,
          gboolean   *pill)
{
  *pill = TRUE;
  if (head && !sheet->head_in_choice)
    return g_strdup (sheet->head_label);
  return NULL;
}

/* The player's place in the bracket's seeding, 0 if none. */
static guint
seed_of (Sheet      *sheet,
         const char *id)
{
  const char * const *seeds = tav_stage_get_seeds (sheet->job->stage);

  if (seeds && id && id[0])
    for (guint i = 0; seeds[i]; i++)
      if (g_str_equal (seeds[i], id))
        return i + 1;
  return 0;
}

/* The width of the names' box in a seat's row. */
static double
name_box_width (Sheet    *sheet,
                TavTable *table)
{
  for (guint c = 0; c < sheet->columns->len; c++)
    if (g_array_index (sheet->columns, Column, c).kind == COL_NAME)
      return g_array_index (sheet->columns, Column, c).width - 14 - tav_print_sheet_link_beside_width (sheet, table);
  return 0;
}

/* The height @seat's name (0-based) needs, its tag included. */
static double
name_height (Sheet    *sheet,
             TavTable *table,
             guint     seat)
{
  const char *id = tav_table_get_seat (table, seat);
  gboolean head = seat == 0 && sheet->head_label != NULL;
  gboolean pill;
  g_autofree char *tag = name_tag (sheet, id, head, &pill);

  return tav_print_name_height (sheet->context, tav_print_player_name (sheet->job->event, id),
                                sheet->name_size, sheet->name_size * 0.75, name_flags (sheet, head),
                                tag, pill, name_box_width (sheet, table));
}

/* Whether every name of @table fits beside its seat's QR code, at its
 * smallest on the lines it may take; TRUE without one. */
gboolean
tav_print_sheet_links_fit_beside (Sheet    *sheet,
                                  TavTable *table)
{
  if (tav_print_sheet_link_beside_width (sheet, table) == 0)
    return TRUE;
  for (guint s = 0; s < tav_table_get_n_seats (table); s++)
    if (!tav_print_text_fits (sheet->context,
                              tav_print_player_name (sheet->job->event, tav_table_get_seat (table, s)),
                              sheet->name_size * 0.75, name_flags (sheet, s == 0 && sheet->head_label),
                              name_box_width (sheet, table)))
      return FALSE;
  return TRUE;
}

/* The name of @seat (0-based) in its row from @y, and the seat's own
 * result link where it has one (tav_print_sheet_link_beside_width ()). */
static void
draw_name (Sheet      *sheet,
           cairo_t    *cr,
           Column     *column,
           TavTable   *table,
           guint       seat,
           double      x,
           double      y,
           double      row_h)
{
  const char *id = tav_table_get_seat (table, seat);
  gboolean head = seat == 0 && sheet->head_label != NULL;
  double width = name_box_width (sheet, table);
  double qr = tav_print_seat_qr_size (sheet->job, table);
  double code_h = tav_print_seat_code_height (sheet->job, sheet->context, table);
  double top = y + 1, height = row_h - 2;
  gboolean pill;
  g_autofree char *tag = name_tag (sheet, id, head, &pill);

  /* Under the name, the QR code (its dark modules in line with the name)
   * and the short code right of it; or the name and its short code
   * centred together, the QR code right of them. */
  if (qr > 0 && sheet->links_under)
    height = row_h - qr - 2;
  else if (qr > 0)
    {
      height = MIN (name_height (sheet, table, seat), row_h - 2 - code_h);
      top = y + (row_h - height - code_h) / 2;
    }
  tav_print_set_grey (cr, TAV_INK);
  tav_print_name (cr, sheet->context, tav_print_player_name (sheet->job->event, id),
                  sheet->name_size, sheet->name_size * 0.75, name_flags (sheet, head),
                  tag, pill, x + 7, top, width, height);
  if (qr > 0 && sheet->links_under)
    {
      tav_print_seat_link_draw (sheet->job, cr, table, seat + 1, x + 3, top + height);
      tav_print_seat_code_draw (sheet->job, cr, sheet->context, table, seat + 1, TAV_TEXT_MIDDLE,
                                x + 3 + qr + 1, top + height + qr / 2, column->width - qr - 11);
    }
  else if (qr > 0)
    {
      tav_print_seat_code_draw (sheet->job, cr, sheet->context, table, seat + 1, 0,
                                x + 7, top + height, width);
      tav_print_seat_link_draw (sheet->job, cr, table, seat + 1, x + column->width - 3 - qr,
                                y + (row_h - qr) / 2);
    }
}

/* The height of each seat's row, in a new array: what its name needs (on
 * two lines or more, with a tag under it if it must) and its own result
 * link, at least @least;
 * then, as far as @room allows, the rows share it evenly up to ROW_MAX.
 * Only the rows whose names need it are taller: on a crowded half page,
 * one two-line name does not make every row two lines tall. */
double *
tav_print_sheet_row_heights (Sheet    *sheet,
                             TavTable *table,
                             double    least,
                             double    room)
{
  guint n = MAX (tav_table_get_n_seats (table), 1);
  double *rows = g_new (double, n);
  double qr = tav_print_seat_qr_size (sheet->job, table);
  double code_h = tav_print_seat_code_height (sheet->job, sheet->context, table);
  double lo, hi;

  for (guint s = 0; s < n; s++)
    {
      double name_h = s < tav_table_get_n_seats (table) ? name_height (sheet, table, s) : 0;

      rows[s] = MAX (least, qr == 0 ? name_h + 4
                            : sheet->links_under ? name_h + qr + 2
                            : MAX (name_h + code_h + 4, qr + 1));
    }
  /* The largest even height within the room, by halving. */
  lo = least;
  hi = ROW_MAX;
  for (guint i = 0; i < 24 && hi > lo; i++)
    {
      double mid = (lo + hi) / 2, sum = 0;

      for (guint s = 0; s < n; s++)
        sum += MAX (mid, rows[s]);
      if (sum <= room)
        lo = mid;
      else
        hi = mid;
    }
  for (guint s = 0; s < n; s++)
    rows[s] = MAX (rows[s], lo);
  return rows;
}

/* The columns' titles on a grey band of @title_h from @y. */
static void
title_band (Sheet   *sheet,
            cairo_t *cr,
            double   x,
            double   y,
            double   title_h)
{
  double cx = x;

  tav_print_fill_rect (cr, x, y, sheet->grid_width, title_h, TAV_FILL);
  for (guint c = 0; c < sheet->columns->len; c++)
    {
      Column *column = &g_array_index (sheet->columns, Column, c);
      TavTextFlags align = column->kind == COL_NAME || column->kind == COL_SIGN ? 0 : TAV_TEXT_CENTER;

      /* On two lines at its size rather than one smaller, as the other
       * titles of the band; smaller only where a name took the room. */
      double least = tav_print_two_line_width (sheet->context, column->title, sheet->title_size,
                                               TAV_TEXT_BOLD) <= column->width - sheet->pad
                     ? sheet->title_size : sheet->title_size * TITLE_LEAST;

      tav_print_set_grey (cr, TAV_INK);
      tav_print_fit_text (cr, sheet->context, column->title, sheet->title_size, least,
                          TAV_TEXT_BOLD | TAV_TEXT_MIDDLE | align,
                          cx + sheet->pad / 2, y + title_h / 2, column->width - sheet->pad,
                          title_h - 2);
      cx += column->width;
    }
}

/* A per-seat field's cell, its middle at @mid: the choices or the box to
 * tick; numbers and text have the cell itself to write in. */
static void
field_cell (Sheet    *sheet,
            cairo_t  *cr,
            Column   *column,
            gboolean  head,
            double    cx,
            double    mid)
{
  if (head && tav_print_sheet_head_choice (sheet, column) >= 0)
    {
      /* The head seat's role is known: say it, leave no box. */
      double pill_w = tav_print_text_width (sheet->context, sheet->head_label, 7,
                                            TAV_TEXT_BOLD | TAV_TEXT_CAPS) + 7 * 1.2;

      tav_print_pill (cr, sheet->context, sheet->head_label, 7,
                      cx + (column->width - pill_w) / 2, mid);
    }
  else if (column->spec->kind == TAV_FIELD_CHOICE)
    draw_choices (cr, sheet->context, column->abbreviate ? column->abbrevs : column->labels,
                  sheet->choice_gap, cx, mid, column->width);
  else if (column->spec->kind == TAV_FIELD_BOOLEAN)
    tav_print_tick_box (cr, cx + (column->width - BOX) / 2, mid - BOX / 2, BOX, FALSE);
}

/* The row of @seat (0-based) from @ry, @row_h tall, cell by cell. */
static void
seat_row (Sheet    *sheet,
          cairo_t  *cr,
          TavTable *table,
          guint     seat,
          double    x,
          double    ry,
          double    row_h)
{
  PangoContext *context = sheet->context;
  double mid = ry + row_h / 2;
  const char *id = tav_table_get_seat (table, seat);
  gboolean head = seat == 0 && sheet->head_label != NULL;
  double cx = x;

  if (seat % 2 == 1)
    tav_print_fill_rect (cr, x, ry, sheet->grid_width, row_h, TAV_ZEBRA);

  for (guint c = 0; c < sheet->columns->len; c++)
    {
      Column *column = &g_array_index (sheet->columns, Column, c);
      g_autofree char *text = NULL;

      tav_print_set_grey (cr, TAV_INK);
      switch (column->kind)
        {
        case COL_SEAT:
          text = g_strdup_printf ("%u", seat + 1);
          tav_print_text (cr, context, text, 12, TAV_TEXT_BOLD | TAV_TEXT_CENTER | TAV_TEXT_MIDDLE,
                          cx, mid, column->width);
          break;

        case COL_SEED:
          if (seed_of (sheet, id) > 0)
            {
              text = g_strdup_printf ("%u", seed_of (sheet, id));
              tav_print_set_grey (cr, TAV_SOFT_INK);
              tav_print_text (cr, context, text, 11, TAV_TEXT_CENTER | TAV_TEXT_MIDDLE,
                              cx, mid, column->width);
            }
          break;

        case COL_NAME:
          draw_name (sheet, cr, column, table, seat, cx, ry, row_h);
          break;

        case COL_PICK:
        case COL_DROP:
          tav_print_tick_box (cr, cx + (column->width - RESULT_BOX) / 2, mid - RESULT_BOX / 2,
                              RESULT_BOX, FALSE);
          break;

        case COL_FIELD:
          field_cell (sheet, cr, column, head, cx, mid);
          break;

        case COL_SIGN:
        default:
          break;
        }
      cx += column->width;
    }
}

/* The grid over the fills, from @y to @bottom: thin inside, firm outside. */
static void
grid_rules (Sheet        *sheet,
            cairo_t      *cr,
            guint         n_seats,
            double        x,
            double        y,
            double        title_h,
            double        bottom,
            const double *rows)
{
  double cx = x, ry = y + title_h;

  for (guint c = 0; c + 1 < sheet->columns->len; c++)
    {
      cx += g_array_index (sheet->columns, Column, c).width;
      tav_print_vline (cr, cx, y, bottom, 0.5, TAV_GRID);
    }
  for (guint s = 0; s <= n_seats; s++)
    {
      tav_print_hline (cr, x, x + sheet->grid_width, ry, s == 0 ? 0.9 : 0.5,
                       s == 0 ? TAV_INK : TAV_GRID);
      if (s < n_seats)
        ry += rows[s];
    }
  tav_print_rect (cr, x, y, sheet->grid_width, bottom - y, 1.1, TAV_INK);
}

/* The seat grid from @y, its rows @rows tall; returns where it ends. */
double
tav_print_sheet_seat_grid (Sheet        *sheet,
                           cairo_t      *cr,
                           TavTable     *table,
                           double        x,
                           double        y,
                           const double *rows)
{
  guint n_seats = tav_table_get_n_seats (table);
  double title_h = tav_print_sheet_grid_title_height (sheet);
  double ry = y + title_h;

  title_band (sheet, cr, x, y, title_h);
  for (guint s = 0; s < n_seats; s++)
    {
      seat_row (sheet, cr, table, s, x, ry, rows[s]);
      ry += rows[s];
    }
  grid_rules (sheet, cr, n_seats, x, y, title_h, ry, rows);
  return ry;
}
