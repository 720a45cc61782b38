/* tav-print-document.c — one printable document: pages for PDF or a printer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-print"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <unistd.h>

#include <cairo-pdf.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "tav-print-private.h"

/* The same two calls, paginate () and draw_page (), make the pages of an
 * exported PDF and of a GtkPrintOperation, so that what is exported is
 * exactly what is printed. Both work in points inside the margins: the PDF
 * export translates by its own margins, a GtkPrintContext already has. */

struct _TavPrintDocument
{
  GObject              parent_instance;

  TavEvent            *event;
  TavSeason           *season;
  TavPrintKind         kind;
  TavStage            *stage;          /* as asked; NULL: the usual one */
  guint                round;          /* as asked; 0: the last one */

  TavPrintPaper        paper;
  TavPrintOrientation  orientation;
  double               margins[4];
  guint                sheets_per_page;
  TavPrintSize         size;
  gboolean             judge_copy;
  char                *venue_url;
  char                *player_id;

  TavPrintJob          job;
  gboolean             paginated;
  TavPrintCuts         cuts;           /* of the pages drawn since paginate () */
};

G_DEFINE_FINAL_TYPE (TavPrintDocument, tav_print_document, G_TYPE_OBJECT)

G_DEFINE_QUARK (tav-print-error-quark, tav_print_error)

static const TavPrintRenderer *
get_renderer (TavPrintKind kind)
{
  switch (kind)
    {
    case TAV_PRINT_RECORD_SHEETS:
      return &tav_print_sheets_renderer;
    case TAV_PRINT_SEATING:
      return &tav_print_seating_renderer;
    case TAV_PRINT_STANDINGS:
    case TAV_PRINT_SEASON:
    case TAV_PRINT_PERMANENT:
      return &tav_print_standings_renderer;
    case TAV_PRINT_BRACKET:
      return &tav_print_bracket_renderer;
    case TAV_PRINT_PLAYER_CODES:
      return &tav_print_codes_renderer;
    case TAV_PRINT_DECK_CHECKS:
      return &tav_print_decks_renderer;
    default:
      g_return_val_if_reached (NULL);
    }
}

static void
clear_job (TavPrintJob *job)
{
  if (job->data_free && job->data)
    job->data_free (job->data);
  job->data = NULL;
  job->data_free = NULL;
  g_clear_object (&job->context);
  g_clear_object (&job->stage);
  g_clear_object (&job->round);
  job->n_pages = 0;
}

static void
tav_print_document_finalize (GObject *object)
{
  TavPrintDocument *self = (TavPrintDocument *)object;

  clear_job (&self->job);
  g_clear_pointer (&self->cuts.texts, g_ptr_array_unref);
  g_clear_object (&self->stage);
  g_clear_object (&self->event);
  g_clear_pointer (&self->venue_url, g_free);
  g_clear_pointer (&self->player_id, g_free);
  g_clear_object (&self->season);

  G_OBJECT_CLASS (tav_print_document_parent_class)->finalize (object);
}

static void
tav_print_document_class_init (TavPrintDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tav_print_document_finalize;
}

static void
tav_print_document_init (TavPrintDocument *self)
{
  self->paper = TAV_PRINT_PAPER_A4;
  self->orientation = TAV_PRINT_ORIENTATION_AUTO;
  for (guint i = 0; i < G_N_ELEMENTS (self->margins); i++)
    self->margins[i] = TAV_PRINT_DEFAULT_MARGIN;
  self->sheets_per_page = TAV_PRINT_SHEETS_AUTO;
  self->cuts.texts = g_ptr_array_new_with_free_func (g_free);
}

/**
 * tav_print_document_new:
 * @event: the event
 * @kind: what to print
 * @stage: (nullable): the stage; %NULL for the current one, or for
 *   %TAV_PRINT_BRACKET the "finals" stage (else the last bracket stage)
 * @round: the round of @stage for Record Sheets and seating; 0 for its last
 *   round. Ignored by the standings and the bracket.
 *
 * Nothing is checked here: tav_print_document_check() and
 * tav_print_document_paginate() say what is wrong, if anything.
 */
TavPrintDocument *
tav_print_document_new (TavEvent     *event,
                        TavPrintKind  kind,
                        TavStage     *stage,
                        guint         round)
{
  TavPrintDocument *self;

  g_return_val_if_fail (TAV_IS_EVENT (event), NULL);
  g_return_val_if_fail (stage == NULL || TAV_IS_STAGE (stage), NULL);
  g_return_val_if_fail (kind <= TAV_PRINT_BRACKET || kind == TAV_PRINT_PLAYER_CODES ||
                        kind == TAV_PRINT_DECK_CHECKS, NULL);

  self = g_object_new (TAV_TYPE_PRINT_DOCUMENT, NULL);
  self->event = g_object_ref (event);
  self->kind = kind;
  self->stage = stage ? g_object_ref (stage) : NULL;
  self->round = round;
  return self;
}

/**
 * tav_print_document_new_for_season:
 * @kind: %TAV_PRINT_SEASON or %TAV_PRINT_PERMANENT
 *
 * The ranking of a season, or its permanent ranking, laid out as the
 * standings of an event are.
 */
TavPrintDocument *
tav_print_document_new_for_season (TavSeason    *season,
                                   TavPrintKind  kind)
{
  TavPrintDocument *self;

  g_return_val_if_fail (TAV_IS_SEASON (season), NULL);
  g_return_val_if_fail (kind == TAV_PRINT_SEASON || kind == TAV_PRINT_PERMANENT, NULL);

  self = g_object_new (TAV_TYPE_PRINT_DOCUMENT, NULL);
  self->season = g_object_ref (season);
  self->kind = kind;
  return self;
}

/* NULL for a season's documents. */
TavEvent *
tav_print_document_get_event (TavPrintDocument *self)
{
  g_return_val_if_fail (TAV_IS_PRINT_DOCUMENT (self), NULL);
  return self->event;
}

/* NULL for an event's documents. */
TavSeason *
tav_print_document_get_season (TavPrintDocument *self)
{
  g_return_val_if_fail (TAV_IS_PRINT_DOCUMENT (self), NULL);
  return self->season;
}

TavPrintKind
tav_print_document_get_kind (TavPrintDocument *self)
{
  g_return_val_if_fail (TAV_IS_PRINT_DOCUMENT (self), TAV_PRINT_RECORD_SHEETS);
  return self->kind;
}

TavPrintPaper
tav_print_document_get_paper (TavPrintDocument *self)
{
  g_return_val_if_fail (TAV_IS_PRINT_DOCUMENT (self), TAV_PRINT_PAPER_A4);
  return self->paper;
}

void
tav_print_document_set_paper (TavPrintDocument *self,
                              TavPrintPaper     paper)
{
  g_return_if_fail (TAV_IS_PRINT_DOCUMENT (self));
  g_return_if_fail (paper <= TAV_PRINT_PAPER_LETTER);
  self->paper = paper;
}

static TavStage *
find_bracket_stage (TavEvent *event)
{
  TavStage *finals = tav_event_find_stage (event, "finals");

  if (finals && tav_stage_get_kind (finals) == TAV_STAGE_BRACKET)
    return finals;
  for (guint i = tav_event_get_n_stages (event); i > 0; i--)
    {
      TavStage *stage = tav_event_get_stage (event, i - 1);

      if (tav_stage_get_kind (stage) == TAV_STAGE_BRACKET)
        return stage;
    }
  return NULL;
}

static TavStage *
resolve_stage (TavPrintDocument *self)
{
  if (self->stage)
    return self->stage;
  if (self->event == NULL)
    return NULL;
  if (self->kind == TAV_PRINT_BRACKET)
    return find_bracket_stage (self->event);
  return tav_event_get_current_stage (self->event);
}

static guint
bracket_size (TavStage *stage)
{
  TavRound *first = tav_stage_get_round (stage, 1);
  const char * const *seeds = tav_stage_get_seeds (stage);

  if (first)
    return 2 * tav_round_get_n_tables (first);
  return seeds ? g_strv_length ((char **) seeds) : 0;
}

/* A ranking with many columns, or a text column such as the 7 figures of
 * catan-bg, needs the width of a landscape page. */
static gboolean
wide_standings (TavPrintDocument *self)
{
  g_autoptr(TavStandings) standings = NULL;
  guint n, width = 0;

  if (self->season)
    {
      TavRuleset *ruleset = tav_season_get_ruleset (self->season);

      if (ruleset && tav_ruleset_has_season (ruleset))
        standings = tav_season_compute_standings (self->season);
    }
  else if (tav_event_get_ruleset (self->event))
    standings = tav_event_compute_standings (self->event);
  if (standings == NULL)
    return FALSE;
  n = tav_standings_get_n_columns (standings);
  for (guint c = 0; c < n; c++)
    width += tav_standings_get_column (standings, c)->kind == TAV_COLUMN_TEXT ? 3 : 1;
  return width >= 8;
}

/* AUTO: the wall sheets, the wide brackets and wide rankings read better
 * across. */
TavPrintOrientation
tav_print_document_get_orientation (TavPrintDocument *self)
{
  TavStage *stage;

  g_return_val_if_fail (TAV_IS_PRINT_DOCUMENT (self), TAV_PRINT_ORIENTATION_PORTRAIT);

  if (self->orientation != TAV_PRINT_ORIENTATION_AUTO)
    return self->orientation;
  switch (self->kind)
    {
    case TAV_PRINT_SEATING:
      return TAV_PRINT_ORIENTATION_LANDSCAPE;
    case TAV_PRINT_BRACKET:
      stage = resolve_stage (self);
      return stage && bracket_size (stage) >= 8 ? TAV_PRINT_ORIENTATION_LANDSCAPE
                                                 : TAV_PRINT_ORIENTATION_PORTRAIT;
    case TAV_PRINT_STANDINGS:
    case TAV_PRINT_SEASON:
    case TAV_PRINT_PERMANENT:
      /* A list for the wall needs the width for its bigger type. */
      return self->size != TAV_PRINT_SIZE_NORMAL || wide_standings (self)
             ? TAV_PRINT_ORIENTATION_LANDSCAPE : TAV_PRINT_ORIENTATION_PORTRAIT;
    case TAV_PRINT_RECORD_SHEETS:
    case TAV_PRINT_PLAYER_CODES:
    case TAV_PRINT_DECK_CHECKS:
    default:
      return TAV_PRINT_ORIENTATION_PORTRAIT;
    }
}

void
tav_print_document_set_orientation (TavPrintDocument    *self,
                                    TavPrintOrientation  orientation)
{
  g_return_if_fail (TAV_IS_PRINT_DOCUMENT (self));
  g_return_if_fail (orientation <= TAV_PRINT_ORIENTATION_LANDSCAPE);
  self->orientation = orientation;
}

double
tav_print_document_get_margin (TavPrintDocument *self,
                               TavPrintMargin    side)
{
  g_return_val_if_fail (TAV_IS_PRINT_DOCUMENT (self), 0);
  g_return_val_if_fail (side <= TAV_PRINT_MARGIN_LEFT, 0);
  return self->margins[side];
}

/* Only the PDF export uses these: a GtkPrintOperation takes its margins
 * from its GtkPageSetup, which the application fills from them. */
void
tav_print_document_set_margins (TavPrintDocument *self,
                                double            top,
                                double            right,
                                double            bottom,
                                double            left)
{
  g_return_if_fail (TAV_IS_PRINT_DOCUMENT (self));
  g_return_if_fail (top >= 0 && right >= 0 && bottom >= 0 && left >= 0);

  self->margins[TAV_PRINT_MARGIN_TOP] = top;
  self->margins[TAV_PRINT_MARGIN_RIGHT] = right;
  self->margins[TAV_PRINT_MARGIN_BOTTOM] = bottom;
  self->margins[TAV_PRINT_MARGIN_LEFT] = left;
}

guint
tav_print_document_get_sheets_per_page (TavPrintDocument *self)
{
  g_return_val_if_fail (TAV_IS_PRINT_DOCUMENT (self), 1);
  return self->sheets_per_page;
}

/* Record Sheets and match slips only: 2 puts two on a page, to be cut in
 * half (one above the other in portrait, side by side in landscape); 4
 * (a quarter each) and 6 (a sixth) are for two-player slips: check ()
 * refuses them for larger tables.
 * TAV_PRINT_SHEETS_AUTO, the default, is the most to a page with nothing
 * cut, settled by paginate (): 6, 4, 2 or 1 for two-player slips, 2 or 1
 * for tables of players (2 where each keeps an inch of notes). */
void
tav_print_document_set_sheets_per_page (TavPrintDocument *self,
                                        guint             sheets)
{
  g_return_if_fail (TAV_IS_PRINT_DOCUMENT (self));
  g_return_if_fail (sheets == TAV_PRINT_SHEETS_AUTO || sheets == 1 || sheets == 2 ||
                    sheets == 4 || sheets == 6);
  self->sheets_per_page = sheets;
}

TavPrintSize
tav_print_document_get_size (TavPrintDocument *self)
{
  g_return_val_if_fail (TAV_IS_PRINT_DOCUMENT (self), TAV_PRINT_SIZE_NORMAL);
  return self->size;
}

/* The lists that go on the wall: the seating (its table cards, a
 * two-player round's pairings, and its alphabetical list) and the
 * standings (season rankings too), 1.5 or 2 times as big. The standings
 * then leave out their last columns rather than make the type smaller.
 * The Record Sheets and the bracket are read in the hand: no effect. */
void
tav_print_document_set_size (TavPrintDocument *self,
                             TavPrintSize      size)
{
  g_return_if_fail (TAV_IS_PRINT_DOCUMENT (self));
  g_return_if_fail (size <= TAV_PRINT_SIZE_WALL);
  self->size = size;
}

gboolean
tav_print_document_get_judge_copy (TavPrintDocument *self)
{
  g_return_val_if_fail (TAV_IS_PRINT_DOCUMENT (self), FALSE);
  return self->judge_copy;
}

/* The judge may print a ranking that is still secret: every page then says
 * so. Without it, the standings are refused while secret. */
void
tav_print_document_set_judge_copy (TavPrintDocument *self,
                                   gboolean          judge_copy)
{
  g_return_if_fail (TAV_IS_PRINT_DOCUMENT (self));
  self->judge_copy = !!judge_copy;
}

const char *
tav_print_document_get_venue_url (TavPrintDocument *self)
{
  g_return_val_if_fail (TAV_IS_PRINT_DOCUMENT (self), NULL);
  return self->venue_url;
}

/* The address of the venue network's pages, or NULL: the seating and the
 * standings then carry its QR code. */
void
tav_print_document_set_venue_url (TavPrintDocument *self,
                                  const char       *url)
{
  g_return_if_fail (TAV_IS_PRINT_DOCUMENT (self));
  g_free (self->venue_url);
  self->venue_url = url && url[0] ? g_strdup (url) : NULL;
}

const char *
tav_print_document_get_player (TavPrintDocument *self)
{
  g_return_val_if_fail (TAV_IS_PRINT_DOCUMENT (self), NULL);
  return self->player_id;
}

/* The player codes and the deck checks of one player (the app's “Print
 * Slip” of a personal code), or of all when NULL. */
void
tav_print_document_set_player (TavPrintDocument *self,
                               const char       *player_id)
{
  g_return_if_fail (TAV_IS_PRINT_DOCUMENT (self));
  g_free (self->player_id);
  self->player_id = player_id && player_id[0] ? g_strdup (player_id) : NULL;
}

/* The paper in points, turned for the orientation. */
void
tav_print_document_get_page_size (TavPrintDocument *self,
                                  double           *width,
                                  double           *height)
{
  double w, h;

  g_return_if_fail (TAV_IS_PRINT_DOCUMENT (self));

  if (self->paper == TAV_PRINT_PAPER_LETTER)
    {
      w = 8.5 * 72;
      h = 11 * 72;
    }
  else
    {
      w = 210 / 25.4 * 72;
      h = 297 / 25.4 * 72;
    }
  if (tav_print_document_get_orientation (self) == TAV_PRINT_ORIENTATION_LANDSCAPE)
    {
      double t = w;

      w = h;
      h = t;
    }
  if (width)
    *width = w;
  if (height)
    *height = h;
}

/* A name for the print job and the PDF's title. */
char *
tav_print_document_get_title (TavPrintDocument *self)
{
  const char *what;

  g_return_val_if_fail (TAV_IS_PRINT_DOCUMENT (self), NULL);

  switch (self->kind)
    {
    case TAV_PRINT_RECORD_SHEETS:
      what = _("Record Sheets");
      break;
    case TAV_PRINT_SEATING:
      what = _("Seating");
      break;
    case TAV_PRINT_STANDINGS:
      what = _("Standings");
      break;
    case TAV_PRINT_SEASON:
      what = _("Ranking");
      break;
    case TAV_PRINT_PERMANENT:
      what = _("Permanent ranking");
      break;
    case TAV_PRINT_PLAYER_CODES:
      what = _("Player Codes");
      break;
    case TAV_PRINT_DECK_CHECKS:
      what = _("Deck Checks");
      break;
    case TAV_PRINT_BRACKET:
    default:
      what = _("Bracket");
      break;
    }
  /* TRANSLATORS: a printed document: "Spring Open — Standings" */
  return g_strdup_printf (_("%s — %s"), self->event ? tav_event_get_name (self->event)
                                                    : tav_season_get_name (self->season),
                          what);
}

/* Fills @job's event, stage and round from what was asked. The job keeps
 * its stage and round alive: a page drawn after the event changed is out of
 * date, but never a crash. */
static gboolean
prepare_job (TavPrintDocument  *self,
             TavPrintJob       *job,
             GError           **error)
{
  TavStage *stage = resolve_stage (self);
  TavRound *round;

  clear_job (job);
  job->event = self->event;
  job->season = self->season;
  job->kind = self->kind;
  job->orientation = tav_print_document_get_orientation (self);
  job->sheets_per_page = self->sheets_per_page;
  job->list_scale = self->size == TAV_PRINT_SIZE_WALL ? 2.0
                  : self->size == TAV_PRINT_SIZE_LARGE ? 1.5 : 1.0;
  job->judge_copy = self->judge_copy;
  job->venue_url = self->kind == TAV_PRINT_SEATING || self->kind == TAV_PRINT_STANDINGS ?
                   self->venue_url : NULL;
  /* Record Sheets carry each table's result link instead (tav-print-table-link.c),
   * the codes' slips the check-in address (tav-print-codes.c). */
  job->table_link_url = self->kind == TAV_PRINT_RECORD_SHEETS ||
                        self->kind == TAV_PRINT_PLAYER_CODES ? self->venue_url : NULL;
  job->player_id = self->player_id;
  job->secret = self->event && tav_event_get_ruleset (self->event) &&
                tav_ruleset_is_ranking_secret (tav_event_get_ruleset (self->event), self->event);

  switch (self->kind)
    {
    case TAV_PRINT_RECORD_SHEETS:
    case TAV_PRINT_SEATING:
      if (stage == NULL || tav_stage_get_n_rounds (stage) == 0)
        {
          g_set_error (error, TAV_PRINT_ERROR, TAV_PRINT_ERROR_NOT_FOUND,
                       _("No round has been drawn yet"));
          return FALSE;
        }
      job->stage = g_object_ref (stage);
      round = self->round ? tav_stage_get_round (stage, self->round)
                          : tav_stage_get_last_round (stage);
      job->round = round ? g_object_ref (round) : NULL;
      if (job->round == NULL)
        {
          g_set_error (error, TAV_PRINT_ERROR, TAV_PRINT_ERROR_NOT_FOUND,
                       _("There is no round %u"), self->round);
          return FALSE;
        }
      if (tav_round_get_n_tables (job->round) == 0)
        {
          g_autofree char *title = tav_print_round_title (job->stage, job->round);

          g_set_error (error, TAV_PRINT_ERROR, TAV_PRINT_ERROR_NOT_FOUND,
                       _("%s has no tables"), title);
          return FALSE;
        }
      break;

    case TAV_PRINT_BRACKET:
      if (stage == NULL || tav_stage_get_kind (stage) != TAV_STAGE_BRACKET ||
          bracket_size (stage) < 2)
        {
          g_set_error (error, TAV_PRINT_ERROR, TAV_PRINT_ERROR_NOT_FOUND,
                       _("There is no bracket to print yet"));
          return FALSE;
        }
      job->stage = g_object_ref (stage);
      break;

    case TAV_PRINT_SEASON:
    case TAV_PRINT_PERMANENT:
      break;

    case TAV_PRINT_PLAYER_CODES:
    case TAV_PRINT_DECK_CHECKS:
      /* The round a deck is checked in, if any has been drawn. */
      job->stage = stage ? g_object_ref (stage) : NULL;
      round = stage ? tav_stage_get_last_round (stage) : NULL;
      job->round = round ? g_object_ref (round) : NULL;
      break;

    case TAV_PRINT_STANDINGS:
    default:
      job->stage = stage ? g_object_ref (stage) : NULL;
      break;
    }

  return get_renderer (self->kind)->check (job, error);
}

/**
 * tav_print_document_check:
 *
 * Whether the document can be printed now, and if not why, without laying
 * anything out: call it before showing a print dialog.
 */
gboolean
tav_print_document_check (TavPrintDocument  *self,
                          GError           **error)
{
  TavPrintJob job = { 0, };
  gboolean ok;

  g_return_val_if_fail (TAV_IS_PRINT_DOCUMENT (self), FALSE);

  /* On a job of its own: the pages laid out so far stay drawable. */
  ok = prepare_job (self, &job, error);
  clear_job (&job);
  return ok;
}

/**
 * tav_print_document_paginate:
 * @context: a context whose font sizes are in points: a GtkPrintContext's
 *   with GTK_UNIT_POINTS, or tav_print_create_context()
 * @width: the printable width in points (inside the margins)
 * @height: the printable height in points
 *
 * Lays the document out for that area and the event as it is now. Call it
 * again whenever the event or the area changes.
 *
 * Returns: the number of pages, or 0 with @error set
 */
guint
tav_print_document_paginate (TavPrintDocument  *self,
                             PangoContext      *context,
                             double             width,
                             double             height,
                             GError           **error)
{
  TavPrintJob *job = &self->job;

  g_return_val_if_fail (TAV_IS_PRINT_DOCUMENT (self), 0);
  g_return_val_if_fail (PANGO_IS_CONTEXT (context), 0);

  self->paginated = FALSE;
  self->cuts.ellipsized = self->cuts.overflowed = self->cuts.broken = 0;
  self->cuts.smallest_name = 0;
  g_ptr_array_set_size (self->cuts.texts, 0);
  if (!prepare_job (self, job, error))
    {
      clear_job (job);
      return 0;
    }
  /* Below this, not even a table header fits. */
  if (width < 200 || height < 200)
    {
      g_set_error (error, TAV_PRINT_ERROR, TAV_PRINT_ERROR_PAGE,
                   _("The printable area (%.0f × %.0f points) is too small"), width, height);
      clear_job (job);
      return 0;
    }

  job->context = g_object_ref (context);
  job->width = width;
  job->height = height - tav_print_venue_band_height (job);
  job->n_pages = get_renderer (self->kind)->paginate (job, error);
  if (job->n_pages == 0)
    {
      clear_job (job);
      return 0;
    }
  self->paginated = TRUE;
  return job->n_pages;
}

guint
tav_print_document_get_n_pages (TavPrintDocument *self)
{
  g_return_val_if_fail (TAV_IS_PRINT_DOCUMENT (self), 0);
  return self->paginated ? self->job.n_pages : 0;
}

/**
 * tav_print_document_draw_page:
 * @cr: a cairo context whose origin is the top left corner of the printable
 *   area and whose unit is the point
 * @context: the Pango context to lay text out with (the one given to
 *   tav_print_document_paginate(), or one made for @cr the same way)
 * @page: from 0 to the number of pages − 1
 *
 * Draws one page as laid out by the last tav_print_document_paginate().
 */
void
tav_print_document_draw_page (TavPrintDocument *self,
                              cairo_t          *cr,
                              PangoContext     *context,
                              guint             page)
{
  g_return_if_fail (TAV_IS_PRINT_DOCUMENT (self));
  g_return_if_fail (cr != NULL);
  g_return_if_fail (PANGO_IS_CONTEXT (context));
  g_return_if_fail (self->paginated);
  g_return_if_fail (page < self->job.n_pages);

  cairo_save (cr);
  tav_print_set_grey (cr, TAV_INK);
  self->cuts.page = page;
  tav_print_cuts_begin (context, &self->cuts, cr, self->job.width, self->job.height);
  get_renderer (self->kind)->draw_page (&self->job, cr, context, page);
  tav_print_venue_draw_band (&self->job, cr, context);
  tav_print_cuts_end (context);
  cairo_restore (cr);
}

/**
 * tav_print_document_get_n_cut:
 * @ellipsized: (out) (optional): texts Pango ended with "…"
 * @overflowed: (out) (optional): texts wider than their box, with no room
 *   at all, or off the printable area
 *
 * What the pages drawn since the last tav_print_document_paginate() could
 * not show whole. Returns the sum of both and of the words broken with
 * fewer than three letters on a line ("РЕЗУЛТА-Т").
 */
guint
tav_print_document_get_n_cut (TavPrintDocument *self,
                              guint            *ellipsized,
                              guint            *overflowed)
{
  g_return_val_if_fail (TAV_IS_PRINT_DOCUMENT (self), 0);

  if (ellipsized)
    *ellipsized = self->cuts.ellipsized;
  if (overflowed)
    *overflowed = self->cuts.overflowed;
  return self->cuts.ellipsized + self->cuts.overflowed + self->cuts.broken;
}

/**
 * tav_print_document_get_smallest_name:
 *
 * The size, in points, of the smallest player's name on the pages drawn
 * since the last tav_print_document_paginate(); 0 if none was drawn.
 */
double
tav_print_document_get_smallest_name (TavPrintDocument *self)
{
  g_return_val_if_fail (TAV_IS_PRINT_DOCUMENT (self), 0);
  return self->cuts.smallest_name;
}

/**
 * tav_print_document_dup_cuts:
 *
 * Which texts were cut, and on which page: the first few, for a message.
 *
 * Returns: (transfer full): a %NULL-terminated array
 */
char **
tav_print_document_dup_cuts (TavPrintDocument *self)
{
  GStrvBuilder *builder;
  char **out;

  g_return_val_if_fail (TAV_IS_PRINT_DOCUMENT (self), NULL);

  builder = g_strv_builder_new ();
  for (guint i = 0; i < self->cuts.texts->len; i++)
    g_strv_builder_add (builder, self->cuts.texts->pdata[i]);
  out = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return out;
}

/**
 * tav_print_create_context:
 *
 * A Pango context for laying out pages in points, with metrics hinting off
 * as on a printer, so that PDF pages break where printed pages do.
 */
PangoContext *
tav_print_create_context (void)
{
  PangoFontMap *font_map = pango_cairo_font_map_get_default ();
  PangoContext *context = pango_font_map_create_context (font_map);
  cairo_font_options_t *options = cairo_font_options_create ();

  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options (context, options);
  pango_cairo_context_set_resolution (context, 72);
  /* Glyphs where the font puts them, not on whole points: a text measured
   * at one size and drawn at a smaller one keeps its proportions. */
  pango_context_set_round_glyph_positions (context, FALSE);
  cairo_font_options_destroy (options);
  return context;
}

/* ---- PDF ----------------------------------------------------------------- */

typedef struct
{
  int fd;
  int saved_errno;
} PdfSink;

static cairo_status_t
write_pdf (void                *closure,
           const unsigned char *data,
           unsigned int         length)
{
  PdfSink *sink = closure;

  while (length > 0)
    {
      ssize_t n = write (sink->fd, data, length);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        {
          sink->saved_errno = n < 0 ? errno : EIO;
          return CAIRO_STATUS_WRITE_ERROR;
        }
      data += n;
      length -= (unsigned int) n;
    }
  return CAIRO_STATUS_SUCCESS;
}

static void
set_write_error (GError     **error,
                 const char  *path,
                 const char  *reason)
{
  g_autofree char *display = g_filename_display_name (path);

  g_set_error (error, TAV_PRINT_ERROR, TAV_PRINT_ERROR_WRITE,
               _("Could not write “%s”: %s"), display, reason);
}

static gboolean
render_pdf (TavPrintDocument  *self,
            PangoContext      *context,
            PdfSink           *sink,
            const char        *path,
            GError           **error)
{
  g_autofree char *title = tav_print_document_get_title (self);
  double page_w, page_h;
  double *m = self->margins;
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;
  guint n_pages;

  tav_print_document_get_page_size (self, &page_w, &page_h);
  n_pages = tav_print_document_paginate (self, context,
                                         page_w - m[TAV_PRINT_MARGIN_LEFT] - m[TAV_PRINT_MARGIN_RIGHT],
                                         page_h - m[TAV_PRINT_MARGIN_TOP] - m[TAV_PRINT_MARGIN_BOTTOM],
                                         error);
  if (n_pages == 0)
    return FALSE;

  surface = cairo_pdf_surface_create_for_stream (write_pdf, sink, page_w, page_h);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, title);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Tavolo " PACKAGE_VERSION);
  cr = cairo_create (surface);
  for (guint page = 0; page < n_pages && cairo_status (cr) == CAIRO_STATUS_SUCCESS; page++)
    {
      cairo_save (cr);
      cairo_translate (cr, m[TAV_PRINT_MARGIN_LEFT], m[TAV_PRINT_MARGIN_TOP]);
      tav_print_document_draw_page (self, cr, context, page);
      cairo_restore (cr);
      cairo_show_page (cr);
    }
  status = cairo_status (cr);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);

  if (status != CAIRO_STATUS_SUCCESS)
    {
      set_write_error (error, path, sink->saved_errno ? g_strerror (sink->saved_errno)
                                                      : cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}

/**
 * tav_print_document_export_pdf:
 *
 * Writes the document as a PDF of the configured paper, orientation and
 * margins. The file appears whole or not at all: the pages go to a hidden
 * temporary file next to @path, which then replaces @path.
 */
gboolean
tav_print_document_export_pdf (TavPrintDocument  *self,
                               const char        *path,
                               GError           **error)
{
  g_autofree char *dir = NULL;
  g_autofree char *base = NULL;
  g_autofree char *tmp_name = NULL;
  g_autofree char *tmp_path = NULL;
  PdfSink sink = { -1, 0 };
  g_autoptr(GError) local_error = NULL;
  PangoContext *context;
  gboolean rendered;

  g_return_val_if_fail (TAV_IS_PRINT_DOCUMENT (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  dir = g_path_get_dirname (path);
  base = g_path_get_basename (path);
  tmp_name = g_strdup_printf (".%s.XXXXXX", base);
  tmp_path = g_build_filename (dir, tmp_name, NULL);

  /* Check first, so that a refused document leaves nothing behind. */
  if (!tav_print_document_check (self, error))
    return FALSE;

  sink.fd = g_mkstemp_full (tmp_path, O_WRONLY | O_CLOEXEC, 0666);
  if (sink.fd < 0)
    {
      set_write_error (error, path, g_strerror (errno));
      return FALSE;
    }

  /* No g_autoptr for PangoContext before Pango 1.52. */
  context = tav_print_create_context ();
  rendered = render_pdf (self, context, &sink, path, error);
  g_object_unref (context);
  if (!rendered)
    {
      close (sink.fd);
      g_unlink (tmp_path);
      return FALSE;
    }
  if (g_fsync (sink.fd) != 0)
    {
      int saved_errno = errno;

      close (sink.fd);
      g_unlink (tmp_path);
      set_write_error (error, path, g_strerror (saved_errno));
      return FALSE;
    }
  if (!g_close (sink.fd, &local_error))
    {
      g_unlink (tmp_path);
      set_write_error (error, path, local_error->message);
      return FALSE;
    }
  if (g_rename (tmp_path, path) != 0)
    {
      int saved_errno = errno;

      g_unlink (tmp_path);
      set_write_error (error, path, g_strerror (saved_errno));
      return FALSE;
    }
  return TRUE;
}
