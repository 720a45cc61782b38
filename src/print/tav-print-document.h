/* tav-print-document.h — the printed documents of an event
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <pango/pango.h>

#include "tav-event.h"
#include "tav-season.h"

G_BEGIN_DECLS

typedef enum
{
  TAV_PRINT_RECORD_SHEETS,
  TAV_PRINT_SEATING,
  TAV_PRINT_STANDINGS,
  TAV_PRINT_BRACKET,
  TAV_PRINT_SEASON,       /* the ranking of a season */
  TAV_PRINT_PERMANENT,    /* the players who left it for the permanent ranking */
  TAV_PRINT_PLAYER_CODES, /* each active player's personal code, on slips to cut */
  TAV_PRINT_DECK_CHECKS,  /* a page per registered deck, for the judge */
} TavPrintKind;

typedef enum
{
  TAV_PRINT_PAPER_A4,
  TAV_PRINT_PAPER_LETTER,
} TavPrintPaper;

typedef enum
{
  TAV_PRINT_ORIENTATION_AUTO,
  TAV_PRINT_ORIENTATION_PORTRAIT,
  TAV_PRINT_ORIENTATION_LANDSCAPE,
} TavPrintOrientation;

/* The type of the lists for the wall (the seating and the standings): LARGE
 * is 1.5 times NORMAL (names of 21 pt on the seating list), WALL twice
 * (28 pt), to be read from 2 m. */
typedef enum
{
  TAV_PRINT_SIZE_NORMAL,
  TAV_PRINT_SIZE_LARGE,
  TAV_PRINT_SIZE_WALL,
} TavPrintSize;

typedef enum
{
  TAV_PRINT_MARGIN_TOP,
  TAV_PRINT_MARGIN_RIGHT,
  TAV_PRINT_MARGIN_BOTTOM,
  TAV_PRINT_MARGIN_LEFT,
} TavPrintMargin;

#define TAV_PRINT_DEFAULT_MARGIN 36.0 /* points: half an inch */
#define TAV_PRINT_SHEETS_AUTO 0       /* sheets per page: what fits best */

#define TAV_TYPE_PRINT_DOCUMENT (tav_print_document_get_type ())

G_DECLARE_FINAL_TYPE (TavPrintDocument, tav_print_document, TAV, PRINT_DOCUMENT, GObject)

TavPrintDocument    *tav_print_document_new                 (TavEvent            *event,
                                                             TavPrintKind         kind,
                                                             TavStage            *stage,
                                                             guint                round);
TavPrintDocument    *tav_print_document_new_for_season      (TavSeason           *season,
                                                             TavPrintKind         kind);
TavEvent            *tav_print_document_get_event           (TavPrintDocument    *self);
TavSeason           *tav_print_document_get_season          (TavPrintDocument    *self);
TavPrintKind         tav_print_document_get_kind            (TavPrintDocument    *self);
char                *tav_print_document_get_title           (TavPrintDocument    *self);

TavPrintPaper        tav_print_document_get_paper           (TavPrintDocument    *self);
void                 tav_print_document_set_paper           (TavPrintDocument    *self,
                                                             TavPrintPaper        paper);
TavPrintOrientation  tav_print_document_get_orientation     (TavPrintDocument    *self);
void                 tav_print_document_set_orientation     (TavPrintDocument    *self,
                                                             TavPrintOrientation  orientation);
double               tav_print_document_get_margin          (TavPrintDocument    *self,
                                                             TavPrintMargin       side);
void                 tav_print_document_set_margins         (TavPrintDocument    *self,
                                                             double               top,
                                                             double               right,
                                                             double               bottom,
                                                             double               left);
guint                tav_print_document_get_sheets_per_page (TavPrintDocument    *self);
void                 tav_print_document_set_sheets_per_page (TavPrintDocument    *self,
                                                             guint                sheets);
TavPrintSize         tav_print_document_get_size            (TavPrintDocument    *self);
void                 tav_print_document_set_size            (TavPrintDocument    *self,
                                                             TavPrintSize         size);
gboolean             tav_print_document_get_judge_copy      (TavPrintDocument    *self);
void                 tav_print_document_set_judge_copy      (TavPrintDocument    *self,
                                                             gboolean             judge_copy);
const char          *tav_print_document_get_venue_url       (TavPrintDocument    *self);
void                 tav_print_document_set_venue_url       (TavPrintDocument    *self,
                                                             const char          *url);
const char          *tav_print_document_get_player         (TavPrintDocument    *self);
void                 tav_print_document_set_player          (TavPrintDocument    *self,
                                                             const char          *player_id);
void                 tav_print_document_get_page_size       (TavPrintDocument    *self,
                                                             double              *width,
                                                             double              *height);

gboolean             tav_print_document_check               (TavPrintDocument    *self,
                                                             GError             **error);
guint                tav_print_document_paginate            (TavPrintDocument    *self,
                                                             PangoContext        *context,
                                                             double               width,
                                                             double               height,
                                                             GError             **error);
guint                tav_print_document_get_n_pages         (TavPrintDocument    *self);
void                 tav_print_document_draw_page           (TavPrintDocument    *self,
                                                             cairo_t             *cr,
                                                             PangoContext        *context,
                                                             guint                page);
guint                tav_print_document_get_n_cut           (TavPrintDocument    *self,
                                                             guint               *ellipsized,
                                                             guint               *overflowed);
double               tav_print_document_get_smallest_name   (TavPrintDocument    *self);
char               **tav_print_document_dup_cuts            (TavPrintDocument    *self);
gboolean             tav_print_document_export_pdf          (TavPrintDocument    *self,
                                                             const char          *path,
                                                             GError             **error);

PangoContext        *tav_print_create_context               (void);

#define TAV_PRINT_ERROR (tav_print_error_quark ())
GQuark tav_print_error_quark (void);

typedef enum
{
  TAV_PRINT_ERROR_NOT_FOUND,
  TAV_PRINT_ERROR_SECRET,
  TAV_PRINT_ERROR_PAGE,
  TAV_PRINT_ERROR_WRITE,
} TavPrintError;

G_END_DECLS
