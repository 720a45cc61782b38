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
#define COLUMN_GAP_LEAST 12.0
#define COLUMN_MAX 190.0
#define BOX_MAX 46.0
/* Names are never printed smaller than this on a bracket whose boxes
 * allow it: a first round with more boxes than a page has room for at this
 * size (on two lines) is split over pages, a section a page, and the
 * rounds after them get a page of their own. */
#define NAME_LEAST 9.0

typedef struct
{
  guint       number;
  char       *label;
  char       *seats[2];     /* player ids; "" not known yet; NULL a bye */
  char       *winner;       /* NULL: not decided */
  gboolean    forfeit;
  double      x;
  double      y;            /* top of the box */
  guint       page;
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
  guint       n_sections;   /* pages the first rounds are split over */
  guint       n_split;      /* rounds split over them; the rest: one more page */

  double      column_width;
  double      gap;          /* between two columns, for the connectors */
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

/* The first column's boxes of a part of the diagram: a page's share. */
typedef struct
{
  double top;       /* the middle of the first box is top + pitch / 2 */
  double pitch;
  double left;
} Part;

static Part
part_layout (TavPrintJob *job,
             BracketData *data,
             guint        n_boxes,
             guint        n_columns,
             double       top,
             double       avail)
{
  Part part;

  /* Small brackets keep their boxes together, in the middle of the page. */
  part.pitch = MIN (avail / n_boxes, BOX_MAX * 3.5);
  part.top = top + (avail - part.pitch * n_boxes) / 2;
  part.left = (job->width - n_columns * (data->column_width + data->gap)) / 2;
  return part;
}

/* The boxes of rounds @from to @to (excluded), position @first_pos and the
 * @n_boxes after it in round @from, and the boxes they feed, on @page. */
static void
place_part (BracketData *data,
            Part        *part,
            guint        from,
            guint        to,
            guint        first_pos,
            guint        n_boxes,
            guint        page)
{
  for (guint r = from; r < to; r++)
    {
      guint scale = 1u << (r - from);
      guint lo = first_pos / scale, hi = (first_pos + n_boxes + scale - 1) / scale;

      for (guint p = lo; p < MIN (hi, data->n_matches[r]); p++)
        {
          Match *match = &data->matches[r][data->order[r][p]];
          double middle;

          if (r == from)
            middle = part->top + (p - first_pos + 0.5) * part->pitch;
          else
            {
              guint prev = data->n_matches[r - 1];
              Match *a = &data->matches[r - 1][data->order[r - 1][MIN (2 * p, prev - 1)]];
              Match *b = &data->matches[r - 1][data->order[r - 1][MIN (2 * p + 1, prev - 1)]];

              middle = (a->y + b->y) / 2 + data->box_height / 2;
            }
          match->x = part->left + (r - from) * (data->column_width + data->gap);
          match->y = middle - data->box_height / 2;
          match->page = page;
        }
    }
}

/* No wider than COLUMN_MAX, unless the names need it (@need). */
static double
column_width (TavPrintJob *job,
              guint        columns,
              double       gap,
              double       need)
{
  return MIN ((job->width - columns * gap) / columns, MAX (COLUMN_MAX, need));
}

/* The width of a box whose names fit on one line (@two_lines: on two) at
 * the least size: the widest of them, the tab, the seed and the margins at
 * the largest size. */
static double
names_need (TavPrintJob *job,
            BracketData *data,
            gboolean     two_lines)
{
  double need = 0;

  for (guint i = 0; i < data->n_matches[0]; i++)
    for (guint k = 0; k < 2; k++)
      if (data->matches[0][i].seats[k])
        {
          const char *name = tav_print_player_name (job->event, data->matches[0][i].seats[k]);

          need = MAX (need, two_lines ? tav_print_two_line_width (job->context, name, NAME_LEAST,
                                                                  TAV_TEXT_BOLD)
                                      : tav_print_text_width (job->context, name, NAME_LEAST,
                                                              TAV_TEXT_BOLD));
        }
  return need + 4.5 * 10.5;
}

static guint
bracket_paginate (TavPrintJob  *job,
                  GError      **error)
{
  BracketData *data = g_new0 (BracketData, 1);
  PangoContext *context = job->context;
  double top, bottom, avail, one_need, two_need, line, box_need, need;
  guint n0, per_page, columns;
  Part part;
  Match *final;

  job->data = data;
  job->data_free = bracket_data_free;
  build_model (job, data);

  top = tav_print_header_height (context) + COLUMN_HEAD + 6;
  bottom = job->height - tav_print_footer_height (context);
  avail = bottom - top;
  n0 = data->n_matches[0];

  /* The names at the least size, on one line if the columns are wide
   * enough, else on two, in boxes tall enough for that size: the bracket
   * is split over pages until a page has the height for its boxes and the
   * width for its columns. */
  one_need = names_need (job, data, FALSE);
  two_need = names_need (job, data, TRUE);
  line = tav_print_line_height (context, NAME_LEAST, TAV_TEXT_BOLD);
  data->n_sections = 1;
  data->n_split = data->n_rounds;
  for (;;)
    {
      double col;

      columns = MAX (data->n_split, data->n_rounds - data->n_split);
      col = column_width (job, columns, COLUMN_GAP_LEAST, two_need);
      box_need = MAX (NAME_LEAST / 0.3, 2 * (col >= one_need ? 1 : 2) * line + 1);
      per_page = MAX (1, (guint) (avail / (box_need / 0.86)));
      if ((n0 / data->n_sections <= per_page && col >= MAX (two_need, 16 * NAME_LEAST)) ||
          (n0 & (n0 - 1)) != 0 || data->n_sections * 2 > n0 / 2)
        break;
      data->n_sections *= 2;
      data->n_split = 0;
      while (data->n_split < data->n_rounds && data->n_matches[data->n_split] >= data->n_sections)
        data->n_split++;
    }
  need = two_need;

  columns = MAX (data->n_split, data->n_rounds - data->n_split);
  data->gap = COLUMN_GAP;
  data->column_width = column_width (job, columns, data->gap, need);
  /* The connectors give up some room where the names need it. */
  if (data->column_width < need)
    {
      data->gap = CLAMP ((job->width - columns * need) / columns, COLUMN_GAP_LEAST, COLUMN_GAP);
      data->column_width = column_width (job, columns, data->gap, need);
    }
  part = part_layout (job, data, n0 / data->n_sections, data->n_split, top, avail);
  data->box_height = MIN (part.pitch * 0.86, BOX_MAX);
  /* Room for the names at the least size, if the pitch has it. */
  if (data->box_height < box_need && part.pitch * 0.94 >= box_need)
    data->box_height = box_need;
  /* As big as the slot allows, yet some twenty letters to a name. */
  data->font = CLAMP (MIN (data->box_height * 0.3, data->column_width / 16), 5.5, 10.5);
  data->tab_width = tav_print_text_width (context, "88", data->font * 0.85, TAV_TEXT_BOLD) +
                    data->font * 0.9;
  data->seed_width = tav_print_text_width (context, "88", data->font * 0.8, 0) + data->font * 0.5;

  for (guint s = 0; s < data->n_sections; s++)
    place_part (data, &part, 0, data->n_split, s * (n0 / data->n_sections),
                n0 / data->n_sections, s);
  if (data->n_split < data->n_rounds)
    {
      part = part_layout (job, data, data->n_matches[data->n_split],
                          data->n_rounds - data->n_split, top, avail);
      place_part (data, &part, data->n_split, data->n_rounds, 0,
                  data->n_matches[data->n_split], data->n_sections);
    }

  final = &data->matches[data->n_rounds - 1][0];
  if (data->third)
    {
      double label_h = tav_print_line_height (context, MAX (data->font * 0.8, 6), TAV_TEXT_CAPS);
      guint boxes = data->n_split < data->n_rounds ? data->n_matches[data->n_split]
                                                   : n0;

      data->third->x = final->x;
      data->third->page = final->page;
      data->third->y = MAX (part.top + part.pitch * boxes * 0.78 - data->box_height / 2,
                            final->y + data->box_height * 2.4 + label_h);
      data->third->y = MIN (data->third->y, bottom - data->box_height - 4);
    }

  /* The champion stands over the final, where that column is empty. */
  {
    double label_h = tav_print_line_height (context, 8, TAV_TEXT_BOLD | TAV_TEXT_CAPS);

    data->champion_height = MAX (data->box_height * 0.75, 22);
    data->champion_y = final->y - MAX (data->box_height, 24) - data->champion_height;
    data->champion_y = MAX (data->champion_y, top + label_h + 4);
  }
  return data->n_sections + (data->n_split < data->n_rounds ? 1 : 0);
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
      tav_print_fit_text (cr, context, tav_print_player_name (job->event, id), f,
                          MAX (f * 0.65, MIN (f, NAME_LEAST)),
                          TAV_TEXT_MIDDLE | TAV_TEXT_NAME | (won ? TAV_TEXT_BOLD : 0),
                          name_x, mid, name_w, slot);
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

/* The stage's name over "Single elimination · 8 players", and which part
 * of a bracket split over pages this is. */
static void
bracket_title (TavPrintJob  *job,
               cairo_t      *cr,
               PangoContext *context,
               guint         page)
{
  BracketData *data = job->data;
  const char *stage_name = tav_stage_get_name (job->stage);
  guint n_players = 0;
  g_autofree char *players = NULL;
  g_autofree char *subtitle = NULL;

  /* The players in it, not its seats: a bye is nobody. */
  for (guint i = 0; i < data->n_matches[0]; i++)
    for (guint s = 0; s < 2; s++)
      n_players += data->matches[0][i].seats[s] != NULL;
  players = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u player", "%u players", n_players),
                             n_players);
  /* TRANSLATORS: under the bracket's title, e.g. "Single elimination · 8 players" */
  subtitle = g_strdup_printf (_("Single elimination  ·  %s"), players);
  if (data->n_sections > 1 && page < data->n_sections)
    {
      g_autofree char *whole = g_steal_pointer (&subtitle);

      /* TRANSLATORS: a bracket split over pages: "Single elimination · 32 players · part 1 of 2" */
      subtitle = g_strdup_printf (_("%s  ·  part %u of %u"), whole, page + 1, data->n_sections);
    }
  /* TRANSLATORS: the title of the printed finals bracket of a stage without a name */
  tav_print_page_header (job, cr, context,
                         stage_name && stage_name[0] ? stage_name : _("Bracket"), subtitle);
}

/* Round names over the columns of this page. */
static void
round_heads (TavPrintJob  *job,
             cairo_t      *cr,
             PangoContext *context,
             guint         page)
{
  BracketData *data = job->data;
  double head_y = tav_print_header_height (context);

  for (guint r = 0; r < data->n_rounds; r++)
    {
      double x = 0;
      gboolean here = FALSE;

      for (guint i = 0; i < data->n_matches[r] && !here; i++)
        if (data->matches[r][i].page == page)
          {
            x = data->matches[r][i].x;
            here = TRUE;
          }
      if (!here)
        continue;

      tav_print_set_grey (cr, TAV_SOFT_INK);
      tav_print_fit_text (cr, context, data->round_names[r], 8, 6.5,
                          TAV_TEXT_BOLD | TAV_TEXT_CAPS | TAV_TEXT_CENTER | TAV_TEXT_MIDDLE,
                          x, head_y + COLUMN_HEAD / 2, data->column_width, COLUMN_HEAD);
      tav_print_hline (cr, x, x + data->column_width, head_y + COLUMN_HEAD, 0.8, TAV_GRID);
    }
}

/* The matches of this page, over the lines that lead each winner on. */
static void
draw_matches (TavPrintJob  *job,
              cairo_t      *cr,
              PangoContext *context,
              guint         page)
{
  BracketData *data = job->data;

  for (guint r = 1; r < data->n_rounds; r++)
    for (guint i = 0; i < data->n_matches[r]; i++)
      {
        guint prev = data->n_matches[r - 1];
        Match *to = &data->matches[r][i];
        Match *a = &data->matches[r - 1][i];
        Match *b = &data->matches[r - 1][prev - 1 - i];

        if (a->page == page && to->page == page)
          draw_connector (cr, data, a, to, 0);
        if (b != a && b->page == page && to->page == page)
          draw_connector (cr, data, b, to, 1);
      }

  for (guint r = 0; r < data->n_rounds; r++)
    for (guint i = 0; i < data->n_matches[r]; i++)
      if (data->matches[r][i].page == page)
        draw_match (job, cr, context, data, &data->matches[r][i]);
}

/* A section's last box: where its winner plays on. */
static void
section_ends (TavPrintJob  *job,
              cairo_t      *cr,
              PangoContext *context,
              guint         page)
{
  BracketData *data = job->data;

  if (data->n_split >= data->n_rounds || page >= data->n_sections)
    return;
  for (guint i = 0; i < data->n_matches[data->n_split - 1]; i++)
    {
      Match *last = &data->matches[data->n_split - 1][i];
      /* TRANSLATORS: beside the last match of a part of a bracket split over pages */
      g_autofree char *next = g_strdup_printf (_("The winner plays on page %u"),
                                               data->n_sections + 1);

      if (last->page != page)
        continue;
      tav_print_set_grey (cr, TAV_SOFT_INK);
      tav_print_fit_text (cr, context, next, 8, 6.5, TAV_TEXT_ITALIC | TAV_TEXT_WRAP,
                          last->x, last->y + data->box_height + 4, data->column_width, 0);
    }
}

/* On the final's page: the 3rd place match, and over the final the
 * champion, or the box to write him in. */
static void
draw_champion (TavPrintJob  *job,
               cairo_t      *cr,
               PangoContext *context)
{
  BracketData *data = job->data;
  Match *final = &data->matches[data->n_rounds - 1][0];
  double champion_mid = data->champion_y + data->champion_height / 2;
  double final_mid = final->x + data->column_width / 2;
  double label_h;

  tav_print_vline (cr, final_mid, data->champion_y + data->champion_height, final->y,
                   final->winner ? 2.4 : 0.6, final->winner ? TAV_INK : TAV_GRID);

  if (data->third)
    {
      tav_print_set_grey (cr, TAV_SOFT_INK);
      tav_print_fit_text (cr, context, data->third->label, MAX (data->font * 0.8, 6), 5.5,
                          TAV_TEXT_BOLD | TAV_TEXT_CAPS, data->third->x, data->third->y -
                          tav_print_line_height (context, MAX (data->font * 0.8, 6), TAV_TEXT_CAPS) - 2,
                          data->column_width, 0);
      draw_match (job, cr, context, data, data->third);
    }

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
      double size = MIN (data->font * 1.3, data->champion_height * 0.5);

      tav_print_set_grey (cr, TAV_INK);
      tav_print_fit_text (cr, context, tav_print_player_name (job->event, data->champion),
                          size, MIN (size, data->font * 0.8),
                          TAV_TEXT_BOLD | TAV_TEXT_CENTER | TAV_TEXT_MIDDLE,
                          final->x + 6, champion_mid, data->column_width - 12,
                          data->champion_height - 2);
    }
}

static void
bracket_draw_page (TavPrintJob  *job,
                   cairo_t      *cr,
                   PangoContext *context,
                   guint         page)
{
  BracketData *data = job->data;

  bracket_title (job, cr, context, page);
  round_heads (job, cr, context, page);
  draw_matches (job, cr, context, page);
  section_ends (job, cr, context, page);
  if (data->matches[data->n_rounds - 1][0].page == page)
    draw_champion (job, cr, context);
  tav_print_page_footer (job, cr, context, page);
}

const TavPrintRenderer tav_print_bracket_renderer = {
  bracket_check,
  bracket_paginate,
  bracket_draw_page,
};
