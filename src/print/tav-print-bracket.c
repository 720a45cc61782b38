/* tav-print-bracket.c — the diagram of a single-elimination bracket
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-print"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tav-bracket.h"
#include "tav-print-private.h"

/* One column per round, a box per match, lines from each match to the one
 * its winner plays next, and the champion above the final. Rounds not
 * created yet are drawn from the ones before, with the winners known so far
 * and blanks for the rest, so the whole tree is on the wall from the start.
 *
 * The engine pairs the winner of match i with the winner of match n−1−i of
 * the round before (see tav-bracket.c), so the boxes of a round are not in
 * match order: each round is ordered so that the two matches feeding a box
 * sit right beside it. */

#define COLUMN_HEAD 20.0
#define COLUMN_GAP 24.0
#define COLUMN_MAX 190.0
#define BOX_MAX 46.0

typedef struct
{
  guint       number;
  char       *label;
  char       *seats[2];     /* player ids; "" not known yet; NULL a bye */
  char       *winner;       /* NULL: not decided */
  gboolean    forfeit;
  double      x;
  double      y;            /* top of the box */
} Match;

typedef struct
{
  guint       n_rounds;
  guint      *n_matches;    /* per round */
  Match     **matches;      /* [round][index], index as in the engine */
  guint     **order;        /* [round][position from the top] = index */
  char      **round_names;
  Match      *third;        /* the 3rd place match, or NULL */
  const char *champion;     /* the final's winner */
  GHashTable *seeds;        /* player id → seed number */

  double      column_width;
  double      box_height;
  double      font;
  double      tab_width;    /* the match number */
  double      champion_y;   /* the top of the champion's box */
  double      champion_height;
  double      seed_width;
} BracketData;

/* Copies, not the tables' own strings: the event may change before the
 * page is drawn. */
static void
free_match (Match *match)
{
  g_free (match->label);
  g_free (match->seats[0]);
  g_free (match->seats[1]);
  g_free (match->winner);
}

static void
bracket_data_free (gpointer data)
{
  BracketData *self = data;

  for (guint r = 0; r < self->n_rounds; r++)
    {
      for (guint i = 0; i < self->n_matches[r]; i++)
        free_match (&self->matches[r][i]);
      g_free (self->matches[r]);
      g_free (self->order[r]);
      g_free (self->round_names[r]);
    }
  if (self->third)
    free_match (self->third);
  g_free (self->third);
  g_free (self->n_matches);
  g_free (self->matches);
  g_free (self->order);
  g_free (self->round_names);
  g_clear_pointer (&self->seeds, g_hash_table_unref);
  g_free (self);
}

static gboolean
bracket_check (TavPrintJob  *job,
               GError      **error)
{
  return TRUE;
}

static const char *
loser_of (Match *match)
{
  if (match->winner == NULL)
    return "";
  if (g_strcmp0 (match->seats[0], match->winner) == 0)
    return match->seats[1] ? match->seats[1] : "";
  return match->seats[0] ? match->seats[0] : "";
}

static void
fill_from_table (Match    *match,
                 TavStage *stage,
                 TavRound *round,
                 TavTable *table,
                 gboolean  first_round)
{
  JsonObject *result = tav_table_get_result (table);
  const char *winner = tav_bracket_get_winner (table);

  match->number = tav_table_get_number (table);
  match->label = tav_print_table_title (stage, round, table);
  for (guint s = 0; s < 2; s++)
    {
      const char *id = s < tav_table_get_n_seats (table) ? tav_table_get_seat (table, s) : NULL;

      /* Only the first round's seats come from the seeds: an empty one there
       * has no opponent to wait for. */
      if (id == NULL || id[0] == '\0')
        id = first_round ? NULL : "";
      match->seats[s] = g_strdup (id);
    }
  match->winner = winner && winner[0] ? g_strdup (winner) : NULL;
  match->forfeit = result && tav_result_get_bool (result, "forfeit");
}

/* A bye: the one player present goes through, whatever was recorded. */
static void
apply_bye (Match *match)
{
  if (match->winner != NULL)
    return;
  if (match->seats[0] == NULL && match->seats[1] && match->seats[1][0])
    match->winner = g_strdup (match->seats[1]);
  else if (match->seats[1] == NULL && match->seats[0] && match->seats[0][0])
    match->winner = g_strdup (match->seats[0]);
}

static void
build_model (TavPrintJob *job,
             BracketData *data)
{
  TavStage *stage = job->stage;
  TavRound *first = tav_stage_get_round (stage, 1);
  const char * const *seeds = tav_stage_get_seeds (stage);
  guint m, number = 1;

  data->seeds = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (guint i = 0; seeds && seeds[i]; i++)
    if (seeds[i][0] && !g_hash_table_contains (data->seeds, seeds[i]))
      g_hash_table_insert (data->seeds, g_strdup (seeds[i]), GUINT_TO_POINTER (i + 1));

  m = first ? tav_round_get_n_tables (first) : (seeds ? g_strv_length ((char **) seeds) / 2 : 1);
  m = MAX (m, 1);
  for (guint k = m; ; k = (k + 1) / 2)
    {
      data->n_rounds++;
      if (k == 1)
        break;
    }

  data->n_matches = g_new0 (guint, data->n_rounds);
  data->matches = g_new0 (Match *, data->n_rounds);
  data->order = g_new0 (guint *, data->n_rounds);
  data->round_names = g_new0 (char *, data->n_rounds);

  for (guint r = 0; r < data->n_rounds; r++, m = (m + 1) / 2)
    {
      TavRound *round = tav_stage_get_round (stage, r + 1);

      data->n_matches[r] = m;
      data->matches[r] = g_new0 (Match, m);
      data->round_names[r] = tav_bracket_round_name (m);

      for (guint i = 0; i < m; i++)
        {
          Match *match = &data->matches[r][i];

          if (round && i < tav_round_get_n_tables (round))
            fill_from_table (match, stage, round, tav_round_get_table (round, i), r == 0);
          else
            {
              match->number = number + i;
              /* A match not drawn yet, named as the draw will name it. */
              match->label = tav_bracket_match_label (m, i, FALSE);
              if (r == 0)
                match->seats[0] = match->seats[1] = NULL;
              else
                {
                  guint prev = data->n_matches[r - 1];
                  Match *a = &data->matches[r - 1][i];
                  Match *b = prev - 1 - i != i ? &data->matches[r - 1][prev - 1 - i] : NULL;

                  match->seats[0] = g_strdup (a->winner ? a->winner : "");
                  match->seats[1] = b ? g_strdup (b->winner ? b->winner : "") : NULL;
                }
            }
          if (r == 0 || match->seats[1] == NULL)
            apply_bye (match);
        }
      number += m;

      if (m == 1 && r >= 1 && tav_stage_get_third_place (stage))
        {
          Match *third = data->third = g_new0 (Match, 1);

          if (round && tav_round_get_n_tables (round) > 1)
            fill_from_table (third, stage, round, tav_round_get_table (round, 1), FALSE);
          else
            {
              third->number = number;
              third->label = g_strdup (_("3rd place"));
              third->seats[0] = g_strdup (loser_of (&data->matches[r - 1][0]));
              third->seats[1] = g_strdup (data->n_matches[r - 1] > 1
                                          ? loser_of (&data->matches[r - 1][1]) : "");
            }
        }
    }
  data->champion = data->matches[data->n_rounds - 1][0].winner;

  /* Top to bottom: the final, then each box's two feeders in turn. */
  data->order[data->n_rounds - 1] = g_new0 (guint, 1);
  for (guint r = data->n_rounds - 1; r > 0; r--)
    {
      guint prev = data->n_matches[r - 1];
      guint k = 0;

      data->order[r - 1] = g_new0 (guint, prev);
      for (guint p = 0; p < data->n_matches[r]; p++)
        {
          guint i = data->order[r][p];

          data->order[r - 1][k++] = i;
          if (prev - 1 - i != i && k < prev)
            data->order[r - 1][k++] = prev - 1 - i;
        }
    }
}

static double
slot_middle (BracketData *data,
             Match       *match,
             guint        seat)
{
  return match->y + data->box_height * (seat == 0 ? 0.25 : 0.75);
}

/* Where a match's line leaves it: from its winner's name once decided. */
static double
exit_middle (BracketData *data,
             Match       *match)
{
  if (match->winner && g_strcmp0 (match->winner, match->seats[0]) == 0)
    return slot_middle (data, match, 0);
  if (match->winner && g_strcmp0 (match->winner, match->seats[1]) == 0)
    return slot_middle (data, match, 1);
  return match->y + data->box_height / 2;
}

static guint
bracket_paginate (TavPrintJob  *job,
                  GError      **error)
{
  BracketData *data = g_new0 (BracketData, 1);
  PangoContext *context = job->context;
  double top, bottom, avail, pitch, left, total_w, diagram_top;
  guint columns;

  job->data = data;
  job->data_free = bracket_data_free;
  build_model (job, data);

  top = tav_print_header_height (context) + COLUMN_HEAD + 6;
  bottom = job->height - tav_print_footer_height (context);
  avail = bottom - top;
  /* Small brackets keep their boxes together, in the middle of the page. */
  pitch = MIN (avail / data->n_matches[0], BOX_MAX * 3.5);
  data->box_height = MIN (pitch * 0.86, BOX_MAX);
  diagram_top = top + (avail - pitch * data->n_matches[0]) / 2;

  columns = data->n_rounds;
  data->column_width = MIN ((job->width - data->n_rounds * COLUMN_GAP) / columns, COLUMN_MAX);
  /* As big as the slot allows, yet some twenty letters to a name. */
  data->font = CLAMP (MIN (data->box_height * 0.3, data->column_width / 16), 5.5, 10.5);
  data->tab_width = tav_print_text_width (context, "88", data->font * 0.85, TAV_TEXT_BOLD) +
                    data->font * 0.9;
  data->seed_width = tav_print_text_width (context, "88", data->font * 0.8, 0) + data->font * 0.5;
  total_w = columns * data->column_width + data->n_rounds * COLUMN_GAP;
  left = (job->width - total_w) / 2;

  for (guint r = 0; r < data->n_rounds; r++)
    for (guint p = 0; p < data->n_matches[r]; p++)
      {
        Match *match = &data->matches[r][data->order[r][p]];
        double middle;

        if (r == 0)
          middle = diagram_top + (p + 0.5) * pitch;
        else
          {
            guint prev = data->n_matches[r - 1];
            Match *a = &data->matches[r - 1][data->order[r - 1][MIN (2 * p, prev - 1)]];
            Match *b = &data->matches[r - 1][data->order[r - 1][MIN (2 * p + 1, prev - 1)]];

            middle = (a->y + b->y) / 2 + data->box_height / 2;
          }
        match->x = left + r * (data->column_width + COLUMN_GAP);
        match->y = middle - data->box_height / 2;
      }

  if (data->third)
    {
      Match *final = &data->matches[data->n_rounds - 1][0];
      double label_h = tav_print_line_height (context, MAX (data->font * 0.8, 6), TAV_TEXT_CAPS);

      data->third->x = final->x;
      data->third->y = MAX (diagram_top + pitch * data->n_matches[0] * 0.78 - data->box_height / 2,
                            final->y + data->box_height * 2.4 + label_h);
      data->third->y = MIN (data->third->y, bottom - data->box_height - 4);
    }

  /* The champion stands over the final, where that column is empty. */
  {
    Match *final = &data->matches[data->n_rounds - 1][0];
    double label_h = tav_print_line_height (context, 8, TAV_TEXT_BOLD | TAV_TEXT_CAPS);

    data->champion_height = MAX (data->box_height * 0.75, 22);
    data->champion_y = final->y - MAX (data->box_height, 24) - data->champion_height;
    data->champion_y = MAX (data->champion_y, top + label_h + 4);
  }
  return 1;
}

static void
draw_match (TavPrintJob  *job,
            cairo_t      *cr,
            PangoContext *context,
            BracketData  *data,
            Match        *match)
{
  double x = match->x, y = match->y;
  double w = data->column_width, h = data->box_height, slot = h / 2;
  double f = data->font;
  double tab = data->tab_width, seed_w = data->seed_width;
  g_autofree char *number = g_strdup_printf ("%u", match->number);

  for (guint s = 0; s < 2; s++)
    {
      const char *id = match->seats[s];
      double sy = y + s * slot, mid = sy + slot / 2;
      double name_x = x + tab + seed_w + f * 0.5;
      double name_w = x + w - name_x - f * 0.5;
      gboolean won = match->winner && g_strcmp0 (match->winner, id) == 0;
      gboolean lost = match->winner && !won && id && id[0];
      gpointer seed = id ? g_hash_table_lookup (data->seeds, id) : NULL;

      if (won)
        tav_print_fill_rect (cr, x + tab, sy, w - tab,  slot,
                             g_strcmp0 (id, data->champion) == 0 ? 0.80 : 0.88);
      if (seed)
        {
          g_autofree char *text = g_strdup_printf ("%u", GPOINTER_TO_UINT (seed));

          tav_print_set_grey (cr, TAV_FAINT_INK);
          tav_print_text (cr, context, text, f * 0.8, TAV_TEXT_RIGHT | TAV_TEXT_MIDDLE,
                          x + tab + seed_w, mid, TAV_PRINT_NO_LIMIT);
        }
      if (id == NULL)
        {
          tav_print_set_grey (cr, TAV_FAINT_INK);
          /* TRANSLATORS: a bracket seat with no opponent; the other player goes through */
          tav_print_fit_text (cr, context, _("bye"), f, f * 0.7, TAV_TEXT_ITALIC | TAV_TEXT_MIDDLE,
                              name_x, mid, name_w, slot);
          continue;
        }
      if (lost && match->forfeit)
        {
          /* TRANSLATORS: beside the loser of a match he did not play */
          const char *tag = _("forfeit");
          double tag_w = tav_print_text_width (context, tag, f * 0.8, TAV_TEXT_ITALIC);

          tav_print_set_grey (cr, TAV_FAINT_INK);
          tav_print_text (cr, context, tag, f * 0.8, TAV_TEXT_ITALIC | TAV_TEXT_RIGHT | TAV_TEXT_MIDDLE,
                          x + w - f * 0.5, mid, TAV_PRINT_NO_LIMIT);
          name_w -= tag_w + f * 0.5;
        }
      tav_print_set_grey (cr, lost ? TAV_FAINT_INK : TAV_INK);
      tav_print_fit_text (cr, context, tav_print_player_name (job->event, id), f, f * 0.65,
                          TAV_TEXT_MIDDLE | (won ? TAV_TEXT_BOLD : 0), name_x, mid, name_w, slot);
    }

  /* The match number in a tab on the left: "record match 12". */
  tav_print_fill_rect (cr, x, y, tab, h, TAV_FILL);
  tav_print_set_grey (cr, TAV_SOFT_INK);
  tav_print_text (cr, context, number, f * 0.85, TAV_TEXT_BOLD | TAV_TEXT_CENTER | TAV_TEXT_MIDDLE,
                  x, y + h / 2, tab);
  tav_print_vline (cr, x + tab, y, y + h, 0.5, TAV_GRID);
  tav_print_hline (cr, x + tab, x + w, y + slot, 0.5, TAV_GRID);
  tav_print_rect (cr, x, y, w, h, 0.9, TAV_INK);
}

static void
connector (cairo_t *cr,
           double   x0,
           double   y0,
           double   x1,
           double   y1,
           double   line_width,
           double   grey)
{
  double xm = (x0 + x1) / 2;

  cairo_save (cr);
  cairo_set_line_width (cr, line_width);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_MITER);
  tav_print_set_grey (cr, grey);
  cairo_move_to (cr, x0, y0);
  cairo_line_to (cr, xm, y0);
  cairo_line_to (cr, xm, y1);
  cairo_line_to (cr, x1, y1);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* Decided matches lead on in black, the champion's own path thicker still;
 * what is still to be played stays thin and grey. */
static void
draw_connector (cairo_t     *cr,
                BracketData *data,
                Match       *from,
                Match       *to,
                guint        seat)
{
  double width = 0.6, grey = TAV_GRID;

  if (from->winner)
    {
      width = g_strcmp0 (from->winner, data->champion) == 0 ? 2.4 : 1.3;
      grey = TAV_INK;
    }
  connector (cr, from->x + data->column_width, exit_middle (data, from),
             to->x, slot_middle (data, to, seat), width, grey);
}

static void
bracket_draw_page (TavPrintJob  *job,
                   cairo_t      *cr,
                   PangoContext *context,
                   guint         page)
{
  BracketData *data = job->data;
  Match *final = &data->matches[data->n_rounds - 1][0];
  const char *stage_name = tav_stage_get_name (job->stage);
  guint n_players = 0;
  g_autofree char *players = NULL;
  g_autofree char *subtitle = NULL;
  double head_y = tav_print_header_height (context);
  double champion_mid = data->champion_y + data->champion_height / 2;
  double final_mid = final->x + data->column_width / 2;
  double label_h;

  /* The players in it, not its seats: a bye is nobody. */
  for (guint i = 0; i < data->n_matches[0]; i++)
    for (guint s = 0; s < 2; s++)
      n_players += data->matches[0][i].seats[s] != NULL;
  players = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u player", "%u players", n_players),
                             n_players);
  /* TRANSLATORS: under the bracket's title, e.g. "Single elimination · 8 players" */
  subtitle = g_strdup_printf (_("Single elimination  ·  %s"), players);
  /* TRANSLATORS: the title of the printed finals bracket of a stage without a name */
  tav_print_page_header (job, cr, context,
                         stage_name && stage_name[0] ? stage_name : _("Bracket"), subtitle);

  /* Round names over the columns. */
  for (guint r = 0; r < data->n_rounds; r++)
    {
      double x = data->matches[0][0].x + r * (data->column_width + COLUMN_GAP);

      tav_print_set_grey (cr, TAV_SOFT_INK);
      tav_print_fit_text (cr, context, data->round_names[r], 8, 6.5,
                          TAV_TEXT_BOLD | TAV_TEXT_CAPS | TAV_TEXT_CENTER | TAV_TEXT_MIDDLE,
                          x, head_y + COLUMN_HEAD / 2, data->column_width, COLUMN_HEAD);
      tav_print_hline (cr, x, x + data->column_width, head_y + COLUMN_HEAD, 0.8, TAV_GRID);
    }

  for (guint r = 1; r < data->n_rounds; r++)
    for (guint i = 0; i < data->n_matches[r]; i++)
      {
        guint prev = data->n_matches[r - 1];
        Match *to = &data->matches[r][i];

        draw_connector (cr, data, &data->matches[r - 1][i], to, 0);
        if (prev - 1 - i != i)
          draw_connector (cr, data, &data->matches[r - 1][prev - 1 - i], to, 1);
      }
  tav_print_vline (cr, final_mid, data->champion_y + data->champion_height, final->y,
                   final->winner ? 2.4 : 0.6, final->winner ? TAV_INK : TAV_GRID);

  for (guint r = 0; r < data->n_rounds; r++)
    for (guint i = 0; i < data->n_matches[r]; i++)
      draw_match (job, cr, context, data, &data->matches[r][i]);

  if (data->third)
    {
      tav_print_set_grey (cr, TAV_SOFT_INK);
      tav_print_fit_text (cr, context, data->third->label, MAX (data->font * 0.8, 6), 5.5,
                          TAV_TEXT_BOLD | TAV_TEXT_CAPS, data->third->x, data->third->y -
                          tav_print_line_height (context, MAX (data->font * 0.8, 6), TAV_TEXT_CAPS) - 2,
                          data->column_width, 0);
      draw_match (job, cr, context, data, data->third);
    }

  /* The champion, or the box to write him in. */
  label_h = tav_print_line_height (context, 8, TAV_TEXT_BOLD | TAV_TEXT_CAPS);
  tav_print_set_grey (cr, TAV_SOFT_INK);
  tav_print_fit_text (cr, context, _("Champion"), 8, 6, TAV_TEXT_BOLD | TAV_TEXT_CAPS | TAV_TEXT_CENTER,
                      final->x, data->champion_y - label_h - 3, data->column_width, label_h);
  if (data->champion)
    tav_print_fill_rect (cr, final->x, data->champion_y, data->column_width, data->champion_height, 0.80);
  tav_print_rect (cr, final->x, data->champion_y, data->column_width, data->champion_height,
                  data->champion ? 2.0 : 0.9, TAV_INK);
  if (data->champion)
    {
      tav_print_set_grey (cr, TAV_INK);
      double size = MIN (data->font * 1.3, data->champion_height * 0.5);

      tav_print_set_grey (cr, TAV_INK);
      tav_print_fit_text (cr, context, tav_print_player_name (job->event, data->champion),
                          size, MIN (size, data->font * 0.8),
                          TAV_TEXT_BOLD | TAV_TEXT_CENTER | TAV_TEXT_MIDDLE,
                          final->x + 6, champion_mid, data->column_width - 12,
                          data->champion_height - 2);
    }

  tav_print_page_footer (job, cr, context, page);
}

const TavPrintRenderer tav_print_bracket_renderer = {
  bracket_check,
  bracket_paginate,
  bracket_draw_page,
};
