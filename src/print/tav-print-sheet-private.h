/* tav-print-sheet-private.h — what the parts of a Record Sheet share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A sheet is a blank form built from the ruleset's declared result fields:
 * a header (tav-print-sheet-header.c), one row per seat with a column per
 * per-seat field (its columns in tav-print-sheet-columns.c, its rows in
 * tav-print-sheet-grid.c), then the table-level fields
 * (tav-print-sheet-results.c), notes and the judge's signature
 * (tav-print-sheet.c). Results, scores and balances are never printed:
 * the sheet goes to the table before the game. How many go on a page is
 * tav-print-sheets.c's.
 */
#pragma once

#include "tav-print-private.h"

G_BEGIN_DECLS

#define BOX 8.5                 /* tick boxes in the grid */
#define RESULT_BOX 10.0         /* tick boxes in the result rows */
#define TITLE_LEAST 0.85        /* a column's title shrinks to this much */
#define CHOICE_SIZE 8.5
#define NOTES_LEAST 72.0       /* an inch of notes on a half page chosen by itself */

typedef enum
{
  COL_SEAT,
  COL_SEED,       /* a bracket's: the player's place in the seeding */
  COL_NAME,
  COL_FIELD,      /* a per-seat field */
  COL_PICK,       /* a table-level player field: tick the one */
  COL_DROP,       /* the player leaves the event after this game */
  COL_SIGN,
} ColumnKind;

typedef struct
{
  ColumnKind          kind;
  const TavFieldSpec *spec;
  const char         *title;
  double              width;
  double              full_width;
  double              short_width;
  gboolean            abbreviate;
  GPtrArray          *labels;       /* translated choice labels */
  GPtrArray          *abbrevs;      /* their shortest distinct prefixes */
} Column;

typedef struct
{
  TavPrintJob        *job;
  PangoContext       *context;
  const TavFieldSpec *fields;
  guint               n_fields;
  gboolean            bracket;
  const char         *head_label;
  gboolean            head_in_choice;   /* a per-seat choice is the head's */
  gboolean            compact;          /* half a page */
  gboolean            tiny;             /* a quarter of a landscape page */
  gboolean            mini;             /* a sixth of a page */
  gboolean            narrow;           /* half a page turned: an A5 */
  double              title_size;       /* of the grid's column titles */
  double              choice_gap;
  double              name_size;
  double              result_size;      /* of the table-level fields */
  double              pad;              /* inside a cell, both sides */
  double              gap;              /* between the blocks */
  GArray             *columns;
  double              grid_width;
  gboolean            links_under;      /* a seat's link under its name */
} Sheet;

/* The table-level fields as rows of a second grid: a label, then boxes. */
typedef struct
{
  const TavFieldSpec *spec;
  double              height;
  guint               lines;    /* of choices */
} ResultRow;

/* One sheet (tav-print-sheet.c); returns the height of its notes box, 0
 * if there was no room for one. */
double   tav_print_sheet_draw                (TavPrintJob  *job,
                                              cairo_t      *cr,
                                              PangoContext *context,
                                              TavTable     *table,
                                              double        x,
                                              double        y,
                                              double        width,
                                              double        height);

/* The title block (tav-print-sheet-header.c); returns where it ends. */
double   tav_print_sheet_header              (Sheet        *sheet,
                                              cairo_t      *cr,
                                              TavTable     *table,
                                              double        x,
                                              double        y,
                                              double        width);

/* The seat grid's columns (tav-print-sheet-columns.c). */
void     tav_print_sheet_build_columns       (Sheet        *sheet,
                                              TavTable     *table,
                                              double        width);
double   tav_print_sheet_choices_width       (PangoContext *context,
                                              GPtrArray    *texts,
                                              double        size,
                                              double        box,
                                              double        gap);
double   tav_print_sheet_link_beside_width   (Sheet        *sheet,
                                              TavTable     *table);
char    *tav_print_sheet_legend_text         (Sheet        *sheet);

/* The seat grid's rows (tav-print-sheet-grid.c). */
double   tav_print_sheet_grid_title_height   (Sheet        *sheet);
int      tav_print_sheet_head_choice         (Sheet        *sheet,
                                              Column       *column);
gboolean tav_print_sheet_links_fit_beside    (Sheet        *sheet,
                                              TavTable     *table);
double  *tav_print_sheet_row_heights         (Sheet        *sheet,
                                              TavTable     *table,
                                              double        least,
                                              double        room);
double   tav_print_sheet_seat_grid           (Sheet        *sheet,
                                              cairo_t      *cr,
                                              TavTable     *table,
                                              double        x,
                                              double        y,
                                              const double *rows);

/* The table-level fields (tav-print-sheet-results.c). */
GArray  *tav_print_sheet_result_rows         (Sheet        *sheet,
                                              double        content_w);
double   tav_print_sheet_result_label_width  (Sheet        *sheet);
double   tav_print_sheet_result_grid         (Sheet        *sheet,
                                              cairo_t      *cr,
                                              GArray       *rows,
                                              double        x,
                                              double        y);

G_END_DECLS
