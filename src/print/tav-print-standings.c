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
#define TWO_LINE_SIZE 8.5   /* of names and notes in rows of two lines */

typedef struct
{
  TavStandings *standings;
  guint         n_columns;
  guint         n_shown;        /* the first columns, all but at a wall size */
  double        k;              /* the type's scale: 1, 1.5 or 2 */
  GPtrArray    *cells;          /* row × column, formatted once */
  GStrv         titles;         /* of the value columns: as written, or
                                   hyphenated where they need it */
  double       *widths;         /* of the value columns */
  double        rank_width;
  double        name_width;
  double        note_width;
  double        pad;            /* inside the value columns */
  double        cell_size;      /* of the values: smaller on a crowded page */
  gboolean      has_notes;
  double        head_height;    /* of the titles' row: their lines */
  double        row_height;     /* one line, or two for long names */
  double        table_top;
  guint         rows_per_page;
} StandingsData;

static void
standings_data_free (gpointer data)
{
  StandingsData *self = data;

  g_clear_object (&self->standings);
  g_clear_pointer (&self->cells, g_ptr_array_unref);
  g_clear_pointer (&self->titles, g_strfreev);
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

#define TITLE_FLAGS (TAV_TEXT_BOLD | TAV_TEXT_CAPS)
#define TITLE_LINES 3

/* The narrowest width in which a column title wraps to @lines lines at
 * most, in capitals as drawn, between words or at their hyphenation
 * points, never inside a word elsewhere. */
static double
title_width (PangoContext *context,
             const char   *title,
             double        k,
             guint         lines)
{
  double size = HEAD_SIZE * k;
  double lo = 0, hi = tav_print_text_width (context, title, size, TITLE_FLAGS);
  g_auto(GStrv) words = g_strsplit (title, " ", -1);

  if (lines < 2)
    return hi;
  /* The widest piece between spaces and hyphenation points (with the
   * hyphen shown there): none can be narrower. */
  for (guint i = 0; words[i]; i++)
    {
      g_auto(GStrv) pieces = g_strsplit (words[i], "\u00AD", -1);

      for (guint j = 0; pieces[j]; j++)
        {
          g_autofree char *piece = g_strconcat (pieces[j], pieces[j + 1] ? "-" : "", NULL);

          lo = MAX (lo, tav_print_text_width (context, piece, size, TITLE_FLAGS));
        }
    }
  lo = MIN (lo, hi);
  while (hi - lo > 0.25)
    {
      double mid = (lo + hi) / 2;
      g_autoptr(PangoLayout) layout = tav_print_layout (context, title, size, TITLE_FLAGS | TAV_TEXT_WRAP, mid);
      guint inside = 0;

      pango_layout_set_wrap (layout, PANGO_WRAP_WORD);
      tav_print_layout_breaks (layout, &inside, NULL);
      if (pango_layout_get_line_count (layout) <= (int) lines && inside == 0)
        hi = mid;
      else
        lo = mid;
    }
  return hi;
}

/* A column's title as drawn. */
static const char *
column_title (StandingsData *data,
              guint          c)
{
  return data->titles[c];
}

/* A column's title as written, and its long words' hyphenation points:
 * used only where the title needs them, as they stay in the PDF's text
 * and would split the words for whoever searches it. */
static const char *
plain_title (StandingsData *data,
             guint          c)
{
  return _(tav_standings_get_column (data->standings, c)->label);
}

static void
choose_titles (TavPrintJob   *job,
               StandingsData *data)
{
  for (guint c = 0; c < data->n_shown; c++)
    if (title_width (job->context, plain_title (data, c), data->k, TITLE_LINES) <=
        data->widths[c] - 2 * data->pad)
      {
        g_free (data->titles[c]);
        data->titles[c] = g_strdup (plain_title (data, c));
      }
}

/* What each column needs: @least is the width below which something is
 * cut or shrunk (the widest value, the title on three lines, a name at
 * four fifths of its size), @want the width at which all is at ease (the
 * title on two lines, the longest name and note at their full size). */
typedef struct
{
  double least;
  double want;
  double two_lines;   /* the least on two lines, in a row made taller */
} Need;

static void
measure_values (TavPrintJob   *job,
                StandingsData *data,
                Need          *needs)
{
  PangoContext *context = job->context;
  guint n_rows = tav_standings_get_n_rows (data->standings);
  g_autofree guint *longest = g_new0 (guint, data->n_columns);

  for (guint r = 0; r < n_rows; r++)
    for (guint c = 0; c < data->n_columns; c++)
      longest[c] = MAX (longest[c], (guint) g_utf8_strlen (data->cells->pdata[r * data->n_columns + c], -1));
  /* Digits are all as wide, so only the longest texts of a column can be
   * its widest: few measurements rather than one per cell. The first
   * column is bold. */
  for (guint c = 0; c < data->n_columns; c++)
    {
      TavTextFlags flags = c == 0 ? TAV_TEXT_BOLD : 0;
      double cell = 0;

      for (guint r = 0; r < n_rows; r++)
        {
          const char *text = data->cells->pdata[r * data->n_columns + c];

          if ((guint) g_utf8_strlen (text, -1) + 1 >= longest[c])
            cell = MAX (cell, tav_print_text_width (context, text, CELL_SIZE * data->k, flags));
        }
      needs[c].least = MAX (cell, title_width (context, column_title (data, c), data->k, TITLE_LINES)) +
                       2 * PAD + 2;
      needs[c].want = MAX (needs[c].least,
                           title_width (context, plain_title (data, c), data->k, 2) + 2 * PAD + 2);
    }
}

/* The player's and the note's columns. */
static void
measure_texts (TavPrintJob   *job,
               StandingsData *data,
               Need          *name,
               Need          *note)
{
  guint n_rows = tav_standings_get_n_rows (data->standings);
  double longest_name = 0, longest_note = 0, two_lines_name = 0, two_lines_note = 0;

  for (guint r = 0; r < n_rows; r++)
    {
      TavStandingsRow *row = tav_standings_get_row (data->standings, r);
      TavPlayer *player = tav_standings_row_get_player (row);
      const char *text = tav_standings_row_get_note (row);

      if (player)
        {
          const char *player_name = tav_player_get_name (player);

          longest_name = MAX (longest_name, tav_print_text_width (job->context, player_name,
                                                                  CELL_SIZE * data->k, 0));
          two_lines_name = MAX (two_lines_name, tav_print_two_line_width (job->context, player_name,
                                                                          TWO_LINE_SIZE * data->k, 0));
        }
      if (text && text[0])
        {
          data->has_notes = TRUE;
          longest_note = MAX (longest_note, tav_print_text_width (job->context, text, 9 * data->k,
                                                                  TAV_TEXT_ITALIC));
          two_lines_note = MAX (two_lines_note, tav_print_two_line_width (job->context, text,
                                                                          TWO_LINE_SIZE * data->k,
                                                                          TAV_TEXT_ITALIC));
        }
    }
  name->want = longest_name + 2 * PAD + 1;
  name->two_lines = MIN (name->want, two_lines_name + 2 * PAD + 1);
  /* At least MIN_NAME, or a third of the page, unless the names are
   * shorter; a long name may then shrink to four fifths. */
  name->least = MIN (name->want, MAX (longest_name * 0.8 + 2 * PAD + 1,
                                      MIN (job->width / 3, MIN_NAME * data->k)));
  note->want = data->has_notes ? longest_note + 2 * PAD + 1 : 0;
  note->least = MIN (note->want, MAX (70 * data->k, longest_note * 0.8 + 2 * PAD + 1));
  note->two_lines = MIN (note->least, MAX (70 * data->k, two_lines_note + 2 * PAD + 1));
}

/* The width left over the columns' least, shared by what each still
 * wants; what is left after that goes to the player. */
static void
share_width (TavPrintJob   *job,
             StandingsData *data,
             const Need    *needs,
             const Need    *name,
             const Need    *note)
{
  double least = data->rank_width + name->least + note->least;
  double wanted = (name->want - name->least) + (note->want - note->least);
  double part;

  for (guint c = 0; c < data->n_shown; c++)
    {
      least += needs[c].least;
      wanted += needs[c].want - needs[c].least;
    }
  part = wanted > 0 ? CLAMP ((job->width - least) / wanted, 0, 1) : 1;
  for (guint c = 0; c < data->n_shown; c++)
    data->widths[c] = needs[c].least + (needs[c].want - needs[c].least) * part;
  data->note_width = note->least + (note->want - note->least) * part;
  data->name_width = job->width - data->rank_width - data->note_width;
  for (guint c = 0; c < data->n_shown; c++)
    data->name_width -= data->widths[c];
}

/* The lines of the tallest column title, at the widths given. */
static guint
title_lines (TavPrintJob   *job,
             StandingsData *data)
{
  guint lines = 1;

  for (guint c = 0; c < data->n_shown; c++)
    {
      double room = data->widths[c] - 2 * data->pad;

      if (title_width (job->context, column_title (data, c), data->k, 1) > room)
        lines = MAX (lines, title_width (job->context, column_title (data, c), data->k, 2) > room ? 3 : 2);
    }
  return lines;
}

/* Too many columns for the paper even at their least: for the wall, the
 * last columns (the least telling tie-breakers) are left out rather than
 * the type made smaller, the score staying; then the cells get tighter,
 * then the values smaller, rather than cut. */
static void
squeeze (TavPrintJob   *job,
         StandingsData *data,
         Need          *needs,
         Need          *name,
         Need          *note)
{
  double values_w = 0;

  for (guint c = 0; c < data->n_shown; c++)
    values_w += needs[c].least;
  while (data->k > 1 && data->n_shown > 1 &&
         data->rank_width + name->least + note->least + values_w > job->width)
    values_w -= needs[--data->n_shown].least;
  share_width (job, data, needs, name, note);
  if (data->name_width >= name->least - 0.01)
    return;

  data->pad = TIGHT_PAD;
  for (guint c = 0; c < data->n_shown; c++)
    {
      /* A point to spare: a text exactly as wide as its box may be cut by
       * the rounding to Pango units. */
      needs[c].least -= 2 * (PAD - TIGHT_PAD) + 1;
      needs[c].want = needs[c].least;
    }
  share_width (job, data, needs, name, note);
  if (data->name_width >= name->least - 0.01)
    return;

  /* Names and notes on two lines, in taller rows, rather than small. */
  name->least = name->want = name->two_lines;
  note->least = note->want = note->two_lines;
  data->row_height = 2 * tav_print_line_height (job->context, TWO_LINE_SIZE * data->k, 0) + 3 * data->k;
  share_width (job, data, needs, name, note);
  if (data->name_width >= name->least - 0.01)
    return;

  {
    double text_w = 0, scale;

    for (guint c = 0; c < data->n_shown; c++)
      text_w += data->widths[c] - 2 * data->pad;
    scale = (job->width - name->least - data->rank_width - data->note_width -
             data->n_shown * 2 * data->pad) / text_w;
    scale = MAX (scale, MIN_CELL_SIZE / CELL_SIZE);
    for (guint c = 0; c < data->n_shown; c++)
      /* Text widths are nearly, not exactly, proportional to the size. */
      data->widths[c] = (data->widths[c] - 2 * data->pad) * scale + 2 * data->pad + 1;
    data->cell_size *= scale;
    data->name_width = MAX (job->width - data->rank_width - data->note_width -
                            text_w * scale - data->n_shown * (2 * data->pad + 1), 0);
  }
}

static guint
standings_paginate (TavPrintJob  *job,
                    GError      **error)
{
  StandingsData *data = g_new0 (StandingsData, 1);
  PangoContext *context = job->context;
  TavStandings *standings;
  guint n_rows, n_columns;
  double bottom;
  g_autofree Need *needs = NULL;
  Need name, note;

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
  n_columns = data->n_columns = data->n_shown = tav_standings_get_n_columns (standings);
  data->cells = g_ptr_array_new_full (n_rows * n_columns, g_free);
  data->widths = g_new0 (double, n_columns);
  needs = g_new0 (Need, n_columns);
  data->titles = g_new0 (char *, n_columns + 1);
  for (guint c = 0; c < n_columns; c++)
    data->titles[c] = tav_print_hyphenate (plain_title (data, c));
  for (guint r = 0; r < n_rows; r++)
    {
      TavStandingsRow *row = tav_standings_get_row (standings, r);

      for (guint c = 0; c < n_columns; c++)
        g_ptr_array_add (data->cells, tav_standings_format_value (standings, c,
                                                                 tav_standings_row_get_value (row, c)));
    }

  data->rank_width = MAX (40 * data->k,
                          tav_print_text_width (context, C_("standings", "Rank"), HEAD_SIZE * data->k,
                                                TITLE_FLAGS) + 2 * PAD);
  data->pad = PAD;
  data->cell_size = CELL_SIZE * data->k;
  data->row_height = ROW_HEIGHT * data->k;
  measure_values (job, data, needs);
  measure_texts (job, data, &name, &note);
  squeeze (job, data, needs, &name, &note);
  choose_titles (job, data);
  /* The titles' lines decide the height of the header row. */
  data->head_height = MAX (HEAD_HEIGHT * data->k,
                           title_lines (job, data) * tav_print_line_height (context, HEAD_SIZE * data->k,
                                                                             TITLE_FLAGS) + 6 * data->k);

  data->table_top = tav_print_header_height (context);
  if (job->secret)
    data->table_top += tav_print_banner_height (context);
  bottom = job->height - tav_print_footer_height (context);
  data->rows_per_page = MAX (1, (guint) ((bottom - data->table_top - data->head_height) /
                                         data->row_height));

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
  double k = data->k, head_h = data->head_height, row_h = data->row_height;
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
      tav_print_fit_text (cr, context, column_title (data, c), HEAD_SIZE * k, HEAD_SIZE * k * 0.8,
                          TITLE_FLAGS | TAV_TEXT_THREE_LINES | TAV_TEXT_RIGHT | TAV_TEXT_MIDDLE,
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
