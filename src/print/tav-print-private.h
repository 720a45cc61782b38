/* tav-print-private.h — what the renderers share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <pango/pangocairo.h>

#include "tav-print-document.h"

G_BEGIN_DECLS

/* Everything a renderer needs to lay out and draw its pages. Coordinates
 * are points, with (0, 0) at the top left corner of the printable area
 * (inside the margins), width × height. */
typedef struct
{
  TavEvent            *event;         /* NULL for a season's documents */
  TavSeason           *season;        /* NULL for an event's documents */
  TavPrintKind         kind;
  TavStage            *stage;
  TavRound            *round;
  TavPrintOrientation  orientation;   /* never AUTO here */
  guint                sheets_per_page;
  double               list_scale;    /* a wall list's type: 1, 1.5 or 2 */
  gboolean             judge_copy;
  gboolean             secret;        /* the ranking is not public yet */
  const char          *venue_url;     /* the live pages, on seating and standings */
  const char          *table_link_url; /* the same, for the tables' links on sheets */
  const char          *player_id;     /* codes and deck checks: only his; NULL: all */

  PangoContext        *context;       /* the one given to paginate () */
  double               width;
  double               height;
  guint                n_pages;

  gpointer             data;          /* the renderer's own */
  GDestroyNotify       data_free;
} TavPrintJob;

typedef struct
{
  gboolean (*check)     (TavPrintJob   *job,
                         GError       **error);
  guint    (*paginate)  (TavPrintJob   *job,
                         GError       **error);
  void     (*draw_page) (TavPrintJob   *job,
                         cairo_t       *cr,
                         PangoContext  *context,
                         guint          page);
} TavPrintRenderer;

extern const TavPrintRenderer tav_print_sheets_renderer;
extern const TavPrintRenderer tav_print_seating_renderer;
extern const TavPrintRenderer tav_print_standings_renderer;
extern const TavPrintRenderer tav_print_bracket_renderer;
extern const TavPrintRenderer tav_print_codes_renderer;
extern const TavPrintRenderer tav_print_decks_renderer;

/* The venue network's QR code and address, in a band under the page
 * (tav-print-venue.c): the renderers lay out above it. */
double       tav_print_venue_band_height (TavPrintJob   *job);
void         tav_print_venue_draw_band   (TavPrintJob   *job,
                                          cairo_t       *cr,
                                          PangoContext  *context);

/* The dashed line to cut along between slips (tav-print-sheets.c). */
void         tav_print_cut_line          (cairo_t       *cr,
                                          double         x0,
                                          double         y0,
                                          double         x1,
                                          double         y1);
/* ---- Text ---------------------------------------------------------------- */

typedef enum
{
  TAV_TEXT_BOLD   = 1 << 0,
  TAV_TEXT_ITALIC = 1 << 1,
  TAV_TEXT_CENTER = 1 << 2,
  TAV_TEXT_RIGHT  = 1 << 3,
  TAV_TEXT_WRAP   = 1 << 4,   /* wrap at @width instead of ellipsizing */
  TAV_TEXT_CAPS   = 1 << 5,   /* upper case: form captions */
  TAV_TEXT_MIDDLE = 1 << 6,   /* @y is the vertical centre, not the top */
  TAV_TEXT_THREE_LINES = 1 << 7, /* wrap to three lines, not two, before cutting */
  TAV_TEXT_NAME   = 1 << 8,   /* a player's name: its size is recorded */
  TAV_TEXT_FOUR_LINES = 1 << 9,  /* wrap to four lines before cutting */
} TavTextFlags;

/* The width of a text that has no box to fit in, as a form caption drawn
 * at a measured place. Any other width ≤ 0 is a box with no room, and
 * whatever is drawn in it counts as cut. */
#define TAV_PRINT_NO_LIMIT (-G_MAXDOUBLE)

/* What the helpers count while a page is drawn: texts that Pango
 * ellipsised, and texts that stick out of their box or off the page. */
typedef struct
{
  guint      ellipsized;
  guint      overflowed;
  guint      broken;        /* words broken leaving < 3 letters on a line */
  GPtrArray *texts;         /* "page 2, ellipsized: text", the first few */
  guint      page;          /* the page being drawn */
  double     page_width;    /* the printable area, in the user space */
  double     page_height;   /* that draw_page () was given */
  cairo_matrix_t page_matrix;
  double     smallest_name; /* the size of the smallest name drawn; 0: none */
} TavPrintCuts;

void         tav_print_cuts_begin     (PangoContext  *context,
                                       TavPrintCuts  *cuts,
                                       cairo_t       *cr,
                                       double         width,
                                       double         height);
void         tav_print_cuts_end       (PangoContext  *context);
void         tav_print_note_cut       (PangoContext  *context,
                                       gboolean       ellipsized,
                                       const char    *text);

/* Greys used on every document, 0 = black. Printers render greys well; no
 * colour is needed to read any of it. */
#define TAV_INK        0.0
#define TAV_SOFT_INK   0.35
#define TAV_FAINT_INK  0.55
#define TAV_RULE       0.45
#define TAV_GRID       0.62
#define TAV_FILL       0.90
#define TAV_ZEBRA      0.955

PangoLayout *tav_print_layout         (PangoContext  *context,
                                       const char    *text,
                                       double         size,
                                       TavTextFlags   flags,
                                       double         width);
double       tav_print_text           (cairo_t       *cr,
                                       PangoContext  *context,
                                       const char    *text,
                                       double         size,
                                       TavTextFlags   flags,
                                       double         x,
                                       double         y,
                                       double         width);
double       tav_print_text_width     (PangoContext  *context,
                                       const char    *text,
                                       double         size,
                                       TavTextFlags   flags);
double       tav_print_line_height    (PangoContext  *context,
                                       double         size,
                                       TavTextFlags   flags);
double       tav_print_fit_text       (cairo_t       *cr,
                                       PangoContext  *context,
                                       const char    *text,
                                       double         size,
                                       double         min_size,
                                       TavTextFlags   flags,
                                       double         x,
                                       double         y,
                                       double         width,
                                       double         height);
double       tav_print_two_line_width (PangoContext  *context,
                                       const char    *text,
                                       double         size,
                                       TavTextFlags   flags);
double       tav_print_lines_width    (PangoContext  *context,
                                       const char    *text,
                                       double         size,
                                       TavTextFlags   flags,
                                       guint          lines);
double       tav_print_name_height    (PangoContext  *context,
                                       const char    *name,
                                       double         size,
                                       double         min_size,
                                       TavTextFlags   flags,
                                       const char    *tag,
                                       gboolean       pill,
                                       double         width);
void         tav_print_name           (cairo_t       *cr,
                                       PangoContext  *context,
                                       const char    *name,
                                       double         size,
                                       double         min_size,
                                       TavTextFlags   flags,
                                       const char    *tag,
                                       gboolean       pill,
                                       double         x,
                                       double         y,
                                       double         width,
                                       double         height);
gboolean     tav_print_text_fits      (PangoContext  *context,
                                       const char    *text,
                                       double         min_size,
                                       TavTextFlags   flags,
                                       double         width);
double       tav_print_fit_size       (PangoContext  *context,
                                       const char    *text,
                                       double         size,
                                       double         min_size,
                                       TavTextFlags   flags,
                                       double         width);

/* Long words' hyphenation points, and the breaks a layout made inside
 * words (tav-print-breaks.c). */
char        *tav_print_hyphenate      (const char    *text);
void         tav_print_layout_breaks  (PangoLayout   *layout,
                                       guint         *inside,
                                       guint         *short_parts);

/* ---- Shapes -------------------------------------------------------------- */

void         tav_print_set_grey       (cairo_t       *cr,
                                       double         grey);
void         tav_print_hline          (cairo_t       *cr,
                                       double         x0,
                                       double         x1,
                                       double         y,
                                       double         line_width,
                                       double         grey);
void         tav_print_vline          (cairo_t       *cr,
                                       double         x,
                                       double         y0,
                                       double         y1,
                                       double         line_width,
                                       double         grey);
void         tav_print_rect           (cairo_t       *cr,
                                       double         x,
                                       double         y,
                                       double         width,
                                       double         height,
                                       double         line_width,
                                       double         grey);
void         tav_print_fill_rect      (cairo_t       *cr,
                                       double         x,
                                       double         y,
                                       double         width,
                                       double         height,
                                       double         grey);
void         tav_print_tick_box       (cairo_t       *cr,
                                       double         x,
                                       double         y,
                                       double         size,
                                       gboolean       ticked);
double       tav_print_pill           (cairo_t       *cr,
                                       PangoContext  *context,
                                       const char    *text,
                                       double         size,
                                       double         x,
                                       double         y_middle);

/* ---- Result links ------------------------------------------------------ */

/* The result links and short codes on a sheet (tav-print-table-link.c):
 * a table of players has its own beside the table number, each seat of a
 * two-player table its own in its row (tav-print-sheet-grid.c lays them out). */
double       tav_print_table_link_width  (TavPrintJob   *job,
                                          TavTable      *table);
double       tav_print_table_link_height (TavPrintJob   *job,
                                          TavTable      *table);
void         tav_print_table_link_draw   (TavPrintJob   *job,
                                          cairo_t       *cr,
                                          PangoContext  *context,
                                          TavTable      *table,
                                          double         x,
                                          double         y);
double       tav_print_seat_qr_size      (TavPrintJob   *job,
                                          TavTable      *table);
double       tav_print_seat_code_width   (TavPrintJob   *job,
                                          PangoContext  *context,
                                          TavTable      *table);
double       tav_print_seat_code_height  (TavPrintJob   *job,
                                          PangoContext  *context,
                                          TavTable      *table);
void         tav_print_seat_link_draw    (TavPrintJob   *job,
                                          cairo_t       *cr,
                                          TavTable      *table,
                                          guint          seat,
                                          double         x,
                                          double         y);
void         tav_print_seat_code_draw    (TavPrintJob   *job,
                                          cairo_t       *cr,
                                          PangoContext  *context,
                                          TavTable      *table,
                                          guint          seat,
                                          TavTextFlags   flags,
                                          double         x,
                                          double         y,
                                          double         width);

/* ---- Page furniture ------------------------------------------------------ */

char        *tav_print_event_details  (TavEvent      *event);
char        *tav_print_season_details (TavSeason     *season);
char        *tav_print_round_title    (TavStage      *stage,
                                       TavRound      *round);
char        *tav_print_table_title    (TavStage      *stage,
                                       TavRound      *round,
                                       TavTable      *table);
gboolean     tav_print_table_is_bye   (TavStage      *stage,
                                       TavTable      *table);
const char  *tav_print_player_name    (TavEvent      *event,
                                       const char    *player_id);

double       tav_print_header_height  (PangoContext  *context);
double       tav_print_footer_height  (PangoContext  *context);
double       tav_print_banner_height  (PangoContext  *context);
double       tav_print_page_header    (TavPrintJob   *job,
                                       cairo_t       *cr,
                                       PangoContext  *context,
                                       const char    *title,
                                       const char    *subtitle);
void         tav_print_page_footer    (TavPrintJob   *job,
                                       cairo_t       *cr,
                                       PangoContext  *context,
                                       guint          page);
double       tav_print_judge_banner   (TavPrintJob   *job,
                                       cairo_t       *cr,
                                       PangoContext  *context,
                                       double         y);

G_END_DECLS
