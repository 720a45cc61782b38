/* tav-print-standings.c — the ranking with all its columns
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-print"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tav-print-private.h"

#define ROW_HEIGHT 16.0
#define HEAD_HEIGHT 22.0
#define CELL_SIZE 10.0
#define HEAD_SIZE 7.5
#define PAD 7.0
#define TIGHT_PAD 3.0
#define MIN_NAME 150.0
#define MIN_CELL_SIZE 7.0
#define NAME_MIN_SIZE 6.5

typedef struct
{
  TavStandings *standings;
  guint         n_columns;
  guint         n_shown;        /* the first columns, all but at a wall size */
  double        k;              /* the type's scale: 1, 1.5 or 2 */
  GPtrArray    *cells;          /* row × column, formatted once */
  double       *widths;         /* of the value columns */
  double        rank_width;
  double        name_width;
  double        note_width;
  double        pad;            /* inside the value columns */
  double        cell_size;      /* of the values: smaller on a crowded page */
  gboolean      has_notes;
  double        table_top;
  guint         rows_per_page;
} StandingsData;

static void
standings_data_free (gpointer data)
{
  StandingsData *self = data;

  g_clear_object (&self->standings);
  g_clear_pointer (&self->cells, g_ptr_array_unref);
  g_free (self->widths);
  g_free (self);
}

static gboolean
standings_check (TavPrintJob  *job,
                 GError      **error)
{
  if (job->season)
    {
      TavRuleset *ruleset = tav_season_get_ruleset (job->season);

      if (ruleset == NULL || !tav_ruleset_has_season (ruleset))
        {
          g_set_error (error, TAV_PRINT_ERROR, TAV_PRINT_ERROR_NOT_FOUND,
                       _("The season’s ruleset “%s” has no season ranking"),
                       tav_season_get_ruleset_id (job->season));
          return FALSE;
        }
      return TRUE;
    }
  if (tav_event_get_ruleset (job->event) == NULL)
    {
      g_set_error (error, TAV_PRINT_ERROR, TAV_PRINT_ERROR_NOT_FOUND,
                   _("The event’s ruleset “%s” is not known: there are no standings"),
                   tav_event_get_ruleset_id (job->event));
      return FALSE;
    }
  if (job->secret && !job->judge_copy)
    {
      g_set_error (error, TAV_PRINT_ERROR, TAV_PRINT_ERROR_SECRET,
                   _("The ranking is secret until it is published: "
                     "publish it first, or print the judge’s copy"));
      return FALSE;
    }
  return TRUE;
}

/* A column title on two lines at most, in capitals as drawn. */
static double
title_width (PangoContext *context,
             const char   *title,
             double        k)
{
  return tav_print_two_line_width (context, title, HEAD_SIZE * k, TAV_TEXT_BOLD | TAV_TEXT_CAPS);
}

static guint
standings_paginate (TavPrintJob  *job,
                    GError      **error)
{
  StandingsData *data = g_new0 (StandingsData, 1);
  PangoContext *context = job->context;
  TavStandings *standings;
  guint n_rows, n_columns;
  double values_w = 0, bottom, min_name;
  g_autofree guint *longest = NULL;

  job->data = data;
  job->data_free = standings_data_free;
  data->k = job->list_scale;

  if (job->kind == TAV_PRINT_SEASON)
    standings = data->standings = tav_season_compute_standings (job->season);
  else if (job->kind == TAV_PRINT_PERMANENT)
    standings = data->standings = tav_season_compute_permanent (job->season);
  else
    standings = data->standings = tav_event_compute_standings (job->event);
  if (standings == NULL)
    {
      g_set_error (error, TAV_PRINT_ERROR, TAV_PRINT_ERROR_NOT_FOUND,
                   _("The ruleset computes no standings"));
      return 0;
    }
  n_rows = tav_standings_get_n_rows (standings);
  n_columns = data->n_columns = tav_standings_get_n_columns (standings);
  data->cells = g_ptr_array_new_full (n_rows * n_columns, g_free);
  data->widths = g_new0 (double, n_columns);
  longest = g_new0 (guint, n_columns);

  /* Digits are all as wide, so only the longest texts of a column can be
   * its widest: few measurements rather than one per cell. */
  for (guint r = 0; r < n_rows; r++)
    {
      TavStandingsRow *row = tav_standings_get_row (standings, r);
      const char *note = tav_standings_row_get_note (row);

      for (guint c = 0; c < n_columns; c++)
        {
          char *text = tav_standings_format_value (standings, c,
                                                   tav_standings_row_get_value (row, c));
          guint len = (guint) g_utf8_strlen (text, -1);

          longest[c] = MAX (longest[c], len);
          g_ptr_array_add (data->cells, text);
        }
      if (note && note[0])
        {
          data->has_notes = TRUE;
          data->note_width = MAX (data->note_width,
                                  tav_print_text_width (context, note, 9 * data->k, TAV_TEXT_ITALIC));
        }
    }
  /* The cells as long as the longest, measured as drawn (the first
   * column is bold); a title wraps between words, so its longest word
   * counts. */
  for (guint c = 0; c < n_columns; c++)
    {
      TavTextFlags flags = c == 0 ? TAV_TEXT_BOLD : 0;
      double w = title_width (context, _(tav_standings_get_column (standings, c)->label), data->k);

      for (guint r = 0; r < n_rows; r++)
        {
          const char *text = data->cells->pdata[r * n_columns + c];

          if ((guint) g_utf8_strlen (text, -1) + 1 >= longest[c])
            w = MAX (w, tav_print_text_width (context, text, CELL_SIZE * data->k, flags));
        }
      data->widths[c] = w + 2 * PAD + 6;
      values_w += data->widths[c];
    }
  data->rank_width = MAX (40 * data->k,
                          tav_print_text_width (context, C_("standings", "Rank"), HEAD_SIZE * data->k,
                                                TAV_TEXT_BOLD | TAV_TEXT_CAPS) + 2 * PAD);
  if (data->has_notes)
    data->note_width = CLAMP (data->note_width + 2 * PAD, 70, job->width * 0.18);
  data->pad = PAD;
  data->name_width = job->width - data->rank_width - values_w - data->note_width;
  /* The player keeps a third of the width, or at least MIN_NAME, */
  min_name = MIN (job->width / 3, MIN_NAME * data->k);
  /* but no more than the longest name needs: short names leave the
   * values their room. */
  {
    double longest_name = 0;

    for (guint r = 0; r < n_rows; r++)
      {
        TavPlayer *player = tav_standings_row_get_player (tav_standings_get_row (standings, r));

        if (player)
          longest_name = MAX (longest_name, tav_print_text_width (context, tav_player_get_name (player),
                                                                  CELL_SIZE * data->k, 0));
      }
    min_name = MIN (min_name, longest_name + 2 * PAD + 1);
  }
  /* Too many columns for the paper. For the wall, first the last columns
   * (the least telling tie-breakers) are left out rather than the type
   * made smaller: the score stays. Then the cells get tighter, then the
   * columns narrower. */
  data->n_shown = n_columns;
  while (data->k > 1 && data->name_width < min_name && data->n_shown > 1)
    {
      data->n_shown--;
      values_w -= data->widths[data->n_shown];
      data->name_width += data->widths[data->n_shown];
    }
  n_columns = data->n_shown;
  if (data->name_width < min_name)
    {
      data->pad = TIGHT_PAD;
      for (guint c = 0; c < n_columns; c++)
        {
          /* A point to spare: a text exactly as wide as its box may be
           * cut by the rounding to Pango units. */
          data->widths[c] -= 2 * (PAD - TIGHT_PAD) + 5;
          values_w -= 2 * (PAD - TIGHT_PAD) + 5;
        }
      data->name_width = job->width - data->rank_width - values_w - data->note_width;
    }
  /* Still too wide: the values get smaller, and their columns with them,
   * rather than cut. */
  data->cell_size = CELL_SIZE * data->k;
  if (data->name_width < min_name)
    {
      double text_w = values_w - n_columns * 2 * data->pad;
      double scale = (job->width - min_name - data->rank_width - data->note_width -
                      n_columns * 2 * data->pad) / text_w;

      scale = MAX (scale, MIN_CELL_SIZE / CELL_SIZE);
      for (guint c = 0; c < n_columns; c++)
        /* Text widths are nearly, not exactly, proportional to the size. */
        data->widths[c] = (data->widths[c] - 2 * data->pad) * scale + 2 * data->pad + 1;
      data->cell_size *= scale;
      data->name_width = MAX (job->width - data->rank_width - data->note_width -
                              text_w * scale - n_columns * (2 * data->pad + 1), 0);
    }

  data->table_top = tav_print_header_height (context);
  if (job->secret)
    data->table_top += tav_print_banner_height (context);
  bottom = job->height - tav_print_footer_height (context);
  data->rows_per_page = MAX (1, (guint) ((bottom - data->table_top - HEAD_HEIGHT * data->k) /
                                         (ROW_HEIGHT * data->k)));

  return MAX (1, (n_rows + data->rows_per_page - 1) / data->rows_per_page);
}

static void
standings_draw_page (TavPrintJob  *job,
                     cairo_t      *cr,
                     PangoContext *context,
                     guint         page)
{
  StandingsData *data = job->data;
  TavStandings *standings = data->standings;
  guint n_rows = tav_standings_get_n_rows (standings);
  guint first = page * data->rows_per_page;
  guint last = MIN (n_rows, first + data->rows_per_page);
  const char *document = job->kind == TAV_PRINT_SEASON ? _("Ranking")
                         : job->kind == TAV_PRINT_PERMANENT ? _("Permanent ranking")
                         : _("Standings");
  double y = tav_print_page_header (job, cr, context, document,
                                    tav_standings_get_title (standings));
  double k = data->k, head_h = HEAD_HEIGHT * k, row_h = ROW_HEIGHT * k;
  double x;

  if (job->secret)
    y = tav_print_judge_banner (job, cr, context, y);
  y = data->table_top;

  /* The column titles, again on every page. */
  tav_print_fill_rect (cr, 0, y, job->width, head_h, TAV_FILL);
  tav_print_set_grey (cr, TAV_INK);
  tav_print_text (cr, context, C_("standings", "Rank"), HEAD_SIZE * k,
                  TAV_TEXT_BOLD | TAV_TEXT_CAPS | TAV_TEXT_RIGHT | TAV_TEXT_MIDDLE,
                  0, y + head_h / 2, data->rank_width - PAD);
  tav_print_text (cr, context, C_("standings", "Player"), HEAD_SIZE * k,
                  TAV_TEXT_BOLD | TAV_TEXT_CAPS | TAV_TEXT_MIDDLE,
                  data->rank_width + PAD, y + head_h / 2, data->name_width - 2 * PAD);
  x = data->rank_width + data->name_width;
  for (guint c = 0; c < data->n_shown; c++)
    {
      tav_print_fit_text (cr, context, _(tav_standings_get_column (standings, c)->label), HEAD_SIZE * k,
                          HEAD_SIZE * k * 0.8, TAV_TEXT_BOLD | TAV_TEXT_CAPS | TAV_TEXT_RIGHT | TAV_TEXT_MIDDLE,
                          x + data->pad, y + head_h / 2, data->widths[c] - 2 * data->pad,
                          head_h - 2);
      x += data->widths[c];
    }
  if (data->has_notes)
    tav_print_fit_text (cr, context, C_("standings", "Note"), HEAD_SIZE * k, HEAD_SIZE * k * 0.8,
                        TAV_TEXT_BOLD | TAV_TEXT_CAPS | TAV_TEXT_MIDDLE,
                        x + PAD, y + head_h / 2, data->note_width - 2 * PAD, head_h - 2);
  tav_print_hline (cr, 0, job->width, y + head_h, 1.0, TAV_INK);
  y += head_h;

  for (guint r = first; r < last; r++)
    {
      TavStandingsRow *row = tav_standings_get_row (standings, r);
      TavPlayer *player = tav_standings_row_get_player (row);
      const char *note = tav_standings_row_get_note (row);
      /* Grey for those out of the ranking only: a note may just explain a
       * score ("× 1.15 (table of 5)"). */
      gboolean out = tav_standings_row_get_rank (row) == 0 ||
                     (player && tav_player_get_status (player) == TAV_PLAYER_WITHDRAWN);
      /* Rank 0: listed but out of the ranking. */
      g_autofree char *rank = tav_standings_row_get_rank (row) > 0 ?
                              g_strdup_printf ("%u", tav_standings_row_get_rank (row)) :
                              g_strdup ("—");
      double mid = y + row_h / 2;

      if ((r - first) % 2 == 1)
        tav_print_fill_rect (cr, 0, y, job->width, row_h, TAV_ZEBRA);
      /* A rule every five rows keeps a finger on the line. */
      if ((r - first) % 5 == 0 && r > first)
        tav_print_hline (cr, 0, job->width, y, 0.4, TAV_GRID);

      tav_print_set_grey (cr, out ? TAV_FAINT_INK : TAV_INK);
      tav_print_text (cr, context, rank, CELL_SIZE * k, TAV_TEXT_BOLD | TAV_TEXT_RIGHT | TAV_TEXT_MIDDLE,
                      0, mid, data->rank_width - PAD);
      tav_print_fit_text (cr, context, player ? tav_player_get_name (player) : "", CELL_SIZE * k,
                          NAME_MIN_SIZE * k, TAV_TEXT_MIDDLE | TAV_TEXT_NAME, data->rank_width + PAD, mid,
                          data->name_width - 2 * PAD, row_h);
      x = data->rank_width + data->name_width;
      for (guint c = 0; c < data->n_shown; c++)
        {
          tav_print_text (cr, context, data->cells->pdata[r * data->n_columns + c], data->cell_size,
                          TAV_TEXT_RIGHT | TAV_TEXT_MIDDLE | (c == 0 ? TAV_TEXT_BOLD : 0),
                          x + data->pad, mid, data->widths[c] - 2 * data->pad);
          x += data->widths[c];
        }
      if (note && note[0])
        tav_print_fit_text (cr, context, note, 9 * k, NAME_MIN_SIZE * k, TAV_TEXT_ITALIC | TAV_TEXT_MIDDLE,
                            x + PAD, mid, data->note_width - 2 * PAD, row_h);
      y += row_h;
    }
  tav_print_hline (cr, 0, job->width, y, 1.0, TAV_INK);

  tav_print_page_footer (job, cr, context, page);
}

const TavPrintRenderer tav_print_standings_renderer = {
  standings_check,
  standings_paginate,
  standings_draw_page,
};
