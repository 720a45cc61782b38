/* tav-print-sheets.c — Record Sheets for tables, match slips for duels
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-print"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tav-print-private.h"

/* A sheet is a blank form built from the ruleset's declared result fields:
 * one row per seat with a column per per-seat field, then the table-level
 * fields, notes and the judge's signature. Results, scores and balances are
 * never printed: the sheet goes to the table before the game. */

#define CUT_GAP 28.0            /* between two sheets on one page */
#define CUT_GAP_SIX 18.0        /* between six slips on one page */
#define ROW_MIN 22.0
#define ROW_MIN_COMPACT 18.0
#define ROW_MAX 32.0
#define BOX 8.5                 /* tick boxes in the grid */
#define RESULT_BOX 10.0         /* tick boxes in the result rows */
#define GRID_TITLE_SIZE 8.0
#define TITLE_LEAST 0.85        /* a column's title shrinks to this much */
#define CHOICE_SIZE 8.5
#define RESULT_SIZE 9.5
#define NAME_SIZE 11.0
#define NAME_MIN 130.0
#define SIGN_MIN 80.0

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

static void
clear_column (gpointer data)
{
  Column *column = data;

  g_clear_pointer (&column->labels, g_ptr_array_unref);
  g_clear_pointer (&column->abbrevs, g_ptr_array_unref);
}

#define NOTES_LEAST 72.0       /* an inch of notes on a half page chosen by itself */

static guint
most_seats (TavPrintJob *job)
{
  guint most = 0;

  for (guint t = 0; t < tav_round_get_n_tables (job->round); t++)
    most = MAX (most, tav_table_get_n_seats (tav_round_get_table (job->round, t)));
  return most;
}

/* Whether some sheet carries its seats' own result links. */
static gboolean
has_seat_links (TavPrintJob *job)
{
  for (guint t = 0; t < tav_round_get_n_tables (job->round); t++)
    if (tav_print_seat_qr_size (job, tav_round_get_table (job->round, t)) > 0)
      return TRUE;
  return FALSE;
}

/* Four or six to a page leave a quarter or a sixth of it: room for the
 * two names of a duel's slip, not for a table of players. A sixth has no
 * room for two QR codes a phone reads beside long names (a landscape
 * sixth is about 8 cm wide): with the seats' own links, four at most. What
 * fits best (TAV_PRINT_SHEETS_AUTO) is settled by sheets_paginate (). */
static gboolean
sheets_check (TavPrintJob  *job,
              GError      **error)
{
  guint most = most_seats (job);

  if (job->sheets_per_page > 4 && has_seat_links (job))
    {
      g_set_error (error, TAV_PRINT_ERROR, TAV_PRINT_ERROR_PAGE,
                   /* TRANSLATORS: "6 slips a page leave no room for each player's own result code: choose 1, 2 or 4" */
                   _("%u slips a page leave no room for each player’s own result code: choose 1, 2 or 4"),
                   job->sheets_per_page);
      return FALSE;
    }

  if (job->sheets_per_page > 2 && most > 2)
    {
      g_autofree char *title = tav_print_round_title (job->stage, job->round);

      g_set_error (error, TAV_PRINT_ERROR, TAV_PRINT_ERROR_PAGE,
                   /* TRANSLATORS: "6 sheets a page fit two-player slips only: Round 2 has tables of 5; choose 1 or 2" */
                   _("%u sheets a page fit two-player slips only: %s has tables of %u; choose 1 or 2"),
                   job->sheets_per_page, title, most);
      return FALSE;
    }
  return TRUE;
}

/* ---- Columns ------------------------------------------------------------- */

/* "S", "D", "O", "R" for Sheriff, Deputy, Outlaw, Renegade: the shortest
 * prefixes that tell the choices apart, so they fit in a narrow column. */
static GPtrArray *
abbreviate (GPtrArray *labels)
{
  GPtrArray *abbrevs = g_ptr_array_new_with_free_func (g_free);
  glong longest = 0;

  for (guint i = 0; i < labels->len; i++)
    longest = MAX (longest, g_utf8_strlen (labels->pdata[i], -1));

  for (glong len = 1; len <= longest; len++)
    {
      gboolean distinct = TRUE;

      g_ptr_array_set_size (abbrevs, 0);
      for (guint i = 0; i < labels->len; i++)
        {
          g_autofree char *prefix = g_utf8_substring (labels->pdata[i], 0,
                                                      MIN (len, g_utf8_strlen (labels->pdata[i], -1)));
          char *upper = g_utf8_strup (prefix, -1);

          for (guint j = 0; j < abbrevs->len && distinct; j++)
            distinct = g_strcmp0 (abbrevs->pdata[j], upper) != 0;
          g_ptr_array_add (abbrevs, upper);
        }
      if (distinct)
        return abbrevs;
    }
  /* Some label is a prefix of another: print them whole. */
  g_ptr_array_set_size (abbrevs, 0);
  for (guint i = 0; i < labels->len; i++)
    g_ptr_array_add (abbrevs, g_strdup (labels->pdata[i]));
  return abbrevs;
}

/* @gap: between one choice and the next box, in ems. */
static double
choices_width (PangoContext *context,
               GPtrArray    *texts,
               double        size,
               double        box,
               double        gap)
{
  double w = 0;

  for (guint i = 0; i < texts->len; i++)
    w += box + size * 0.3 + tav_print_text_width (context, texts->pdata[i], size, 0) +
         (i + 1 < texts->len ? size * gap : 0);
  return w;
}

/* A seat of a two-player table has its own result link: its QR code right
 * of the name with the short code under the name, or, where the name needs
 * the row's width, the QR code under the name with the short code beside
 * it. The code's white quiet zone stands in for the cell's padding. */
static double
link_beside_width (Sheet    *sheet,
                   TavTable *table)
{
  double qr = tav_print_seat_qr_size (sheet->job, table);

  return qr > 0 && !sheet->links_under ? qr - 2 : 0;
}

/* The width what goes under a name needs: the short code, or the QR code
 * and the short code beside it. */
static double
link_under_width (Sheet    *sheet,
                  TavTable *table)
{
  double qr = tav_print_seat_qr_size (sheet->job, table);
  double code_w = tav_print_seat_code_width (sheet->job, sheet->context, table);

  return qr > 0 && sheet->links_under ? qr - 2 + code_w : code_w;
}

static void
add_column (Sheet      *sheet,
            ColumnKind  kind,
            const char *title)
{
  Column column = { 0, };

  column.kind = kind;
  column.title = title;
  g_array_append_val (sheet->columns, column);
}

/* The width the names of @table need at @size on one to four @lines
 * (on one, with the head seat's tag beside it), padding and the seats'
 * own result links (link_beside_width (), link_under_width ()) included. */
static double
names_width (Sheet    *sheet,
             TavTable *table,
             double    size,
             guint     lines)
{
  double w = 0;

  for (guint s = 0; s < tav_table_get_n_seats (table); s++)
    {
      const char *name = tav_print_player_name (sheet->job->event, tav_table_get_seat (table, s));

      w = MAX (w, lines >= 3 ? tav_print_lines_width (sheet->context, name, size, TAV_TEXT_BOLD, lines)
                  : lines == 2 ? tav_print_two_line_width (sheet->context, name, size, TAV_TEXT_BOLD)
                  : tav_print_text_width (sheet->context, name, size, TAV_TEXT_BOLD));
    }
  w = MAX (w, link_under_width (sheet, table));
  if (sheet->head_label && lines == 1)
    w += tav_print_text_width (sheet->context, sheet->head_label, 7,
                               TAV_TEXT_BOLD | TAV_TEXT_CAPS) + 7 * 1.2 + 6;
  return w + 14 + 1 + link_beside_width (sheet, table);
}

/* Narrows the columns of tick boxes down to their titles at the smallest
 * size they are drawn at, by up to @wanted in all; returns what they gave. */
static double
squeeze_columns (Sheet  *sheet,
                 double  wanted,
                 double  pad)
{
  double spare = 0, given;

  for (guint c = 0; c < sheet->columns->len; c++)
    {
      Column *column = &g_array_index (sheet->columns, Column, c);

      if (column->kind == COL_PICK || column->kind == COL_DROP ||
          (column->kind == COL_FIELD && column->spec->kind == TAV_FIELD_BOOLEAN))
        {
          column->short_width = MAX (tav_print_two_line_width (sheet->context, column->title,
                                                               sheet->title_size * TITLE_LEAST,
                                                               TAV_TEXT_BOLD) + pad,
                                     RESULT_BOX + 8);
          spare += MAX (column->width - column->short_width, 0);
        }
    }
  given = MIN (spare, wanted);
  if (given <= 0)
    return 0;
  for (guint c = 0; c < sheet->columns->len; c++)
    {
      Column *column = &g_array_index (sheet->columns, Column, c);

      if (column->kind == COL_PICK || column->kind == COL_DROP ||
          (column->kind == COL_FIELD && column->spec->kind == TAV_FIELD_BOOLEAN))
        column->width -= MAX (column->width - column->short_width, 0) * given / spare;
    }
  return given;
}

static void
build_columns (Sheet    *sheet,
               TavTable *table,
               double    width)
{
  PangoContext *context = sheet->context;
  double fixed_full = 0, fixed_short = 0, rest;
  gboolean abbreviated;
  Column *name_col = NULL, *sign_col = NULL;
  /* Half an A4 turned sideways is A5: every column gives a little. */
  gboolean narrow = sheet->narrow = width < 450;
  /* A quarter of a page: the tick boxes' titles give the names room. */
  gboolean quarter = width < 300;
  double pad = quarter ? 6 : narrow ? 8 : 12;

  sheet->title_size = quarter ? 6.0 : narrow ? 7.0 : GRID_TITLE_SIZE;
  sheet->choice_gap = narrow ? 0.55 : 0.9;

  sheet->columns = g_array_new (FALSE, TRUE, sizeof (Column));
  g_array_set_clear_func (sheet->columns, clear_column);

  /* A bracket's slip has no seats: the seeds help the judge find the
   * match in the bracket. */
  if (!sheet->bracket)
    add_column (sheet, COL_SEAT, C_("record sheet", "Seat"));
  else if (tav_stage_get_seeds (sheet->job->stage))
    /* TRANSLATORS: the column of a match slip with each player's place in the bracket's seeding */
    add_column (sheet, COL_SEED, C_("record sheet", "Seed"));
  add_column (sheet, COL_NAME, C_("record sheet", "Player"));

  for (guint f = 0; f < sheet->n_fields; f++)
    {
      const TavFieldSpec *spec = &sheet->fields[f];
      Column column = { 0, };

      if (spec->flags & TAV_FIELD_PER_SEAT)
        column.kind = COL_FIELD;
      else if (spec->kind == TAV_FIELD_PLAYER)
        column.kind = COL_PICK;
      else
        continue;
      column.spec = spec;
      column.title = _(spec->label);
      g_array_append_val (sheet->columns, column);
    }
  /* Where the rules let a player drop between rounds (a Swiss stage),
   * the sheet is where he says so. */
  if (!sheet->bracket && tav_event_get_ruleset (sheet->job->event) &&
      tav_ruleset_may_drop_between_rounds (tav_event_get_ruleset (sheet->job->event),
                                           sheet->job->stage))
    add_column (sheet, COL_DROP, C_("record sheet", "Drops"));
  add_column (sheet, COL_SIGN, C_("record sheet", "Signature"));

  /* The natural width of every column but the name and the signature,
   * with the choices spelled out and abbreviated. */
  for (guint c = 0; c < sheet->columns->len; c++)
    {
      Column *column = &g_array_index (sheet->columns, Column, c);
      /* A title wraps between words, on two lines at most. */
      double title_w = tav_print_two_line_width (context, column->title, sheet->title_size,
                                                 TAV_TEXT_BOLD) + pad;

      switch (column->kind)
        {
        case COL_SEAT:
        case COL_SEED:
          column->full_width = column->short_width = MAX (title_w, quarter ? 20 : narrow ? 26 : 32);
          break;
        case COL_NAME:
          name_col = column;
          continue;
        case COL_SIGN:
          sign_col = column;
          continue;
        case COL_PICK:
        case COL_DROP:
          column->full_width = column->short_width = MAX (title_w, quarter ? 28 : narrow ? 40 : 50);
          break;
        case COL_FIELD:
        default:
          switch (column->spec->kind)
            {
            case TAV_FIELD_CHOICE:
              column->labels = g_ptr_array_new ();
              for (const TavChoice *choice = column->spec->choices; choice && choice->id; choice++)
                g_ptr_array_add (column->labels, (gpointer) _(choice->label));
              column->abbrevs = abbreviate (column->labels);
              column->full_width = MAX (title_w, choices_width (context, column->labels,
                                                                CHOICE_SIZE, BOX,
                                                                sheet->choice_gap) + pad + 2);
              column->short_width = MAX (title_w, choices_width (context, column->abbrevs,
                                                                 CHOICE_SIZE, BOX,
                                                                 sheet->choice_gap) + pad + 2);
              break;
            case TAV_FIELD_BOOLEAN:
              column->full_width = column->short_width = MAX (title_w, narrow ? 34 : 40);
              break;
            case TAV_FIELD_INTEGER:
            case TAV_FIELD_NUMBER:
              column->full_width = column->short_width = MAX (title_w, narrow ? 48 : 62);
              break;
            case TAV_FIELD_STRING:
            case TAV_FIELD_PLAYER:
            default:
              column->full_width = column->short_width = MAX (title_w, narrow ? 70 : 90);
              break;
            }
          break;
        }
      fixed_full += column->full_width;
      fixed_short += column->short_width;
    }

  abbreviated = width - fixed_full < NAME_MIN + SIGN_MIN;
  rest = width - (abbreviated ? fixed_short : fixed_full);
  for (guint c = 0; c < sheet->columns->len; c++)
    {
      Column *column = &g_array_index (sheet->columns, Column, c);

      column->abbreviate = abbreviated && column->labels != NULL;
      column->width = abbreviated ? column->short_width : column->full_width;
    }
  /* The names get what they need on one line, up to what leaves a
   * signature room to sign in; never less than on two lines at their
   * smallest, even if the signature must then narrow. */
  sheet->name_size = narrow ? 10 : NAME_SIZE;
  {
    double sign_min = narrow ? 56 : SIGN_MIN;
    double need = names_width (sheet, table, sheet->name_size * 0.75, 2);
    /* The narrowest a signature gets: its title at its smallest, on one
     * line, and room for initials at least. */
    double initials = MAX (quarter ? 30 : 48,
                           tav_print_text_width (context, sign_col->title,
                                                 sheet->title_size * TITLE_LEAST, TAV_TEXT_BOLD) + pad + 1);

    name_col->width = CLAMP (names_width (sheet, table, sheet->name_size, 1),
                             MIN (NAME_MIN, rest - sign_min), MAX (rest - sign_min, 0));
    name_col->width = MAX (name_col->width, rest * (narrow ? 0.5 : 0.55));
    name_col->width = MAX (name_col->width, MIN (need, rest - initials));
    /* A quarter of a page or less: the signature may shrink to initials,
     * and the names take a third line, or a fourth on the narrowest
     * (name_flags ()). */
    if (quarter && name_col->width < need)
      {
        double three = names_width (sheet, table, sheet->name_size * 0.75, 3);
        double four = names_width (sheet, table, sheet->name_size * 0.75, 4);

        name_col->width = need <= rest - initials ? need
                        : MAX (name_col->width,
                               MIN (three <= rest - initials ? three : four, rest - initials));
        /* Still short of a long word's width: the tick boxes' titles
         * shrink (as they may when drawn) to give it room. */
        if (name_col->width < four)
          rest += squeeze_columns (sheet, four - name_col->width, pad);
        name_col->width = MAX (name_col->width, MIN (four, rest - initials));
      }
  }
  sign_col->width = MAX (rest - name_col->width, 0);
  sheet->pad = pad;
  sheet->grid_width = width;
}

/* ---- Pieces -------------------------------------------------------------- */

/* The event's settings a table needs, as its ruleset says: the target and
 * the time limits, the game. A parameter left at 0 or empty is no limit:
 * left out. */
static void
append_setting (GString    *out,
                TavEvent   *event,
                const char *id)
{
  TavRuleset *ruleset = tav_event_get_ruleset (event);
  JsonObject *params = tav_event_get_params (event);
  const TavFieldSpec *specs;
  const TavFieldSpec *spec = NULL;
  g_autofree char *value = NULL;
  guint n;

  if (ruleset == NULL)
    return;
  specs = tav_ruleset_get_params (ruleset, &n);
  for (guint i = 0; i < n; i++)
    if (g_str_equal (specs[i].id, id))
      spec = &specs[i];
  if (spec == NULL)
    return;
  if (params && json_object_has_member (params, id))
    {
      JsonNode *node = json_object_get_member (params, id);

      if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
        value = g_strdup (json_node_get_string (node));
      else if (JSON_NODE_HOLDS_VALUE (node))
        value = g_strdup_printf ("%g", json_node_get_double (node));
    }
  else if (spec->default_value)
    value = g_strdup (spec->default_value);
  if (value == NULL || value[0] == '\0' || g_str_equal (value, "0"))
    return;
  if (out->len)
    g_string_append (out, "  ·  ");
  /* TRANSLATORS: an event's setting on a Record Sheet, "Victory points to win: 10" */
  g_string_append_printf (out, _("%s: %s"), _(spec->label), value);
}

static char *
settings_text (TavPrintJob *job)
{
  TavRuleset *ruleset = tav_event_get_ruleset (job->event);
  const char * const *params;
  GString *out = g_string_new (NULL);

  params = ruleset ? tav_ruleset_get_sheet_params (ruleset, job->event, job->stage, job->round)
                   : NULL;
  for (guint p = 0; params && params[p]; p++)
    append_setting (out, job->event, params[p]);
  return g_string_free (out, FALSE);
}

static double
sheet_header (Sheet      *sheet,
              cairo_t    *cr,
              TavTable   *table,
              double      x,
              double      y,
              double      width)
{
  TavPrintJob *job = sheet->job;
  PangoContext *context = sheet->context;
  g_autofree char *details = tav_print_event_details (job->event);
  g_autofree char *round_title = tav_print_round_title (job->stage, job->round);
  g_autofree char *number = g_strdup_printf ("%u", tav_table_get_number (table));
  g_autoptr(GString) where = g_string_new (NULL);
  const char *stage_name = tav_stage_get_name (job->stage);
  g_autofree char *label = tav_print_table_title (job->stage, job->round, table);
  guint planned = tav_stage_get_planned_rounds (job->stage);
  double link_w = tav_print_table_link_width (job, table);
  double box_w = sheet->mini ? 50 : sheet->tiny ? 58 : sheet->compact ? 72 : 82;
  double text_w = width - box_w - link_w - (sheet->mini ? 10 : 16);
  double small = sheet->mini ? 0.68 : sheet->tiny ? 0.72 : sheet->narrow ? 0.82 : sheet->compact ? 0.88 : 1.0;
  double top = y, box_h;
  /* Beside a result link the title's column is narrow: a third line rather
   * than a cut. */
  TavTextFlags lines = link_w > 0 || sheet->mini ? TAV_TEXT_THREE_LINES : 0;
  /* A sixth of a page is short: two lines at a smaller size before a
   * third (a third only at the smallest). */
  double name_h = sheet->mini ? 3 * tav_print_line_height (context, 10 * small, TAV_TEXT_BOLD) : 0;

  /* A match's label names its round too ("Semi-finals 2", "3rd place"). */
  if (sheet->bracket && label && label[0])
    g_string_append (where, label);
  else if (!sheet->bracket && planned > 0 && tav_round_has_generic_name (job->round))
    g_string_append_printf (where, _("Round %u of %u"), tav_round_get_number (job->round), planned);
  else
    g_string_append (where, round_title);
  /* A one-round stage often shares its round's name ("Final table"): say
   * it once. */
  if (stage_name && stage_name[0] && g_strcmp0 (stage_name, where->str) != 0)
    g_string_prepend (g_string_prepend (where, "  ·  "), stage_name);

  /* On a sixth of a page the box's "Match" or "Table" says what it is. */
  tav_print_set_grey (cr, TAV_SOFT_INK);
  if (!sheet->mini)
    y += tav_print_text (cr, context,
                         sheet->bracket ? C_("document", "Match slip") : C_("document", "Record Sheet"),
                         7.5 * small, TAV_TEXT_BOLD | TAV_TEXT_CAPS, x, y, text_w) + 1;
  tav_print_set_grey (cr, TAV_INK);
  y += tav_print_fit_text (cr, context, tav_event_get_name (job->event), 14 * small, 10 * small,
                           TAV_TEXT_BOLD | lines, x, y, text_w, name_h) + 1;
  y += tav_print_fit_text (cr, context, where->str, 10.5 * small, 8 * small, TAV_TEXT_BOLD | lines,
                           x, y, text_w, 0) + 1;
  {
    g_autofree char *settings = settings_text (job);

    y += tav_print_fit_text (cr, context, settings, 9 * small, 7 * small, TAV_TEXT_BOLD | lines,
                             x, y, text_w, 0);
  }
  tav_print_set_grey (cr, TAV_SOFT_INK);
  y += tav_print_fit_text (cr, context, details, 8.5 * small, 7 * small, lines, x, y, text_w, 0);

  /* The table number, big enough to find the right sheet at a glance. */
  box_h = MAX (MAX (y - top, (sheet->mini ? 40 : sheet->tiny ? 44 : 52) * small),
               tav_print_table_link_height (job, table));
  tav_print_table_link_draw (job, cr, context, table, x + width - box_w - link_w, top);
  tav_print_rect (cr, x + width - box_w + 0.75, top + 0.75, box_w - 1.5, box_h - 1.5, 1.5, TAV_INK);
  tav_print_set_grey (cr, TAV_INK);
  tav_print_fit_text (cr, context, sheet->bracket ? C_("record sheet", "Match") : C_("record sheet", "Table"),
                      sheet->mini ? 6.5 : 7.5, 5.5, TAV_TEXT_BOLD | TAV_TEXT_CAPS | TAV_TEXT_CENTER,
                      x + width - box_w + 2, top + 5, box_w - 4, 0);
  /* A tall box (a three-line title) would make the number wider than it. */
  tav_print_fit_text (cr, context, number, box_h * 0.5, 14, TAV_TEXT_BOLD | TAV_TEXT_CENTER | TAV_TEXT_MIDDLE,
                      x + width - box_w, top + 5 + (box_h - 5) / 2 + 4, box_w, 0);

  y = MAX (y, top + box_h) + (sheet->tiny ? 3 : sheet->compact ? 5 : 8);
  tav_print_hline (cr, x, x + width, y, 1.2, TAV_INK);
  return y + (sheet->mini ? 3 : sheet->tiny ? 4 : sheet->compact ? 7 : 10);
}

/* Two lines when some title is wider than its column. */
static double
grid_title_height (Sheet *sheet)
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
static int
head_choice (Sheet  *sheet,
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
  double needed = choices_width (context, texts, CHOICE_SIZE, BOX, gap);
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
      return g_array_index (sheet->columns, Column, c).width - 14 - link_beside_width (sheet, table);
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
static gboolean
links_fit_beside (Sheet    *sheet,
                  TavTable *table)
{
  if (link_beside_width (sheet, table) == 0)
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
 * result link where it has one (link_beside_width ()). */
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

static double
seat_grid (Sheet        *sheet,
           cairo_t      *cr,
           TavTable     *table,
           double        x,
           double        y,
           const double *rows)
{
  PangoContext *context = sheet->context;
  guint n_seats = tav_table_get_n_seats (table);
  double title_h = grid_title_height (sheet);
  double cx, ry = y + title_h;

  /* Titles on a grey band. */
  tav_print_fill_rect (cr, x, y, sheet->grid_width, title_h, TAV_FILL);
  cx = x;
  for (guint c = 0; c < sheet->columns->len; c++)
    {
      Column *column = &g_array_index (sheet->columns, Column, c);
      TavTextFlags align = column->kind == COL_NAME || column->kind == COL_SIGN ? 0 : TAV_TEXT_CENTER;

      /* On two lines at its size rather than one smaller, as the other
       * titles of the band; smaller only where a name took the room. */
      double least = tav_print_two_line_width (context, column->title, sheet->title_size, TAV_TEXT_BOLD) <=
                     column->width - sheet->pad ? sheet->title_size : sheet->title_size * TITLE_LEAST;

      tav_print_set_grey (cr, TAV_INK);
      tav_print_fit_text (cr, context, column->title, sheet->title_size, least,
                          TAV_TEXT_BOLD | TAV_TEXT_MIDDLE | align,
                          cx + sheet->pad / 2, y + title_h / 2, column->width - sheet->pad,
                          title_h - 2);
      cx += column->width;
    }

  for (guint s = 0; s < n_seats; s++)
    {
      double row_h = rows[s];
      double mid = ry + row_h / 2;
      const char *id = tav_table_get_seat (table, s);
      gboolean head = s == 0 && sheet->head_label != NULL;

      if (s % 2 == 1)
        tav_print_fill_rect (cr, x, ry, sheet->grid_width, row_h, TAV_ZEBRA);

      cx = x;
      for (guint c = 0; c < sheet->columns->len; c++)
        {
          Column *column = &g_array_index (sheet->columns, Column, c);
          g_autofree char *text = NULL;

          tav_print_set_grey (cr, TAV_INK);
          switch (column->kind)
            {
            case COL_SEAT:
              text = g_strdup_printf ("%u", s + 1);
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
              draw_name (sheet, cr, column, table, s, cx, ry, row_h);
              break;

            case COL_PICK:
            case COL_DROP:
              tav_print_tick_box (cr, cx + (column->width - RESULT_BOX) / 2, mid - RESULT_BOX / 2,
                                  RESULT_BOX, FALSE);
              break;

            case COL_FIELD:
              if (head && head_choice (sheet, column) >= 0)
                {
                  /* The head seat's role is known: say it, leave no box. */
                  double pill_w = tav_print_text_width (context, sheet->head_label, 7,
                                                        TAV_TEXT_BOLD | TAV_TEXT_CAPS) + 7 * 1.2;

                  tav_print_pill (cr, context, sheet->head_label, 7,
                                  cx + (column->width - pill_w) / 2, mid);
                }
              else if (column->spec->kind == TAV_FIELD_CHOICE)
                draw_choices (cr, context, column->abbreviate ? column->abbrevs : column->labels,
                              sheet->choice_gap, cx, mid, column->width);
              else if (column->spec->kind == TAV_FIELD_BOOLEAN)
                tav_print_tick_box (cr, cx + (column->width - BOX) / 2, mid - BOX / 2, BOX, FALSE);
              /* Numbers and text: the cell is the box to write in. */
              break;

            case COL_SIGN:
            default:
              break;
            }
          cx += column->width;
        }
      ry += row_h;
    }

  /* The grid over the fills: thin inside, firm outside. */
  {
    double bottom = ry;

    cx = x;
    for (guint c = 0; c + 1 < sheet->columns->len; c++)
      {
        cx += g_array_index (sheet->columns, Column, c).width;
        tav_print_vline (cr, cx, y, bottom, 0.5, TAV_GRID);
      }
    ry = y + title_h;
    for (guint s = 0; s <= n_seats; s++)
      {
        tav_print_hline (cr, x, x + sheet->grid_width, ry, s == 0 ? 0.9 : 0.5,
                         s == 0 ? TAV_INK : TAV_GRID);
        if (s < n_seats)
          ry += rows[s];
      }
    tav_print_rect (cr, x, y, sheet->grid_width, bottom - y, 1.1, TAV_INK);
    return bottom;
  }
}

/* "Role: S Sheriff · D Deputy · …" under the grid, for abbreviated columns. */
static char *
legend_text (Sheet *sheet)
{
  GString *out = g_string_new (NULL);

  for (guint c = 0; c < sheet->columns->len; c++)
    {
      Column *column = &g_array_index (sheet->columns, Column, c);

      if (!column->abbreviate)
        continue;
      if (out->len)
        g_string_append (out, "     ");
      g_string_append_printf (out, "%s:", column->title);
      for (guint i = 0; i < column->labels->len; i++)
        g_string_append_printf (out, "%s %s = %s", i ? " ·" : "",
                                (char *) column->abbrevs->pdata[i], (char *) column->labels->pdata[i]);
    }
  if (out->len == 0)
    return g_string_free (out, TRUE);
  return g_string_free (out, FALSE);
}

/* The table-level fields as rows of a second grid: a label, then boxes. */
typedef struct
{
  const TavFieldSpec *spec;
  double              height;
  guint               lines;    /* of choices */
} ResultRow;

/* Between two lines of choices in a result row. */
static double
choice_lead (Sheet *sheet)
{
  return sheet->mini ? 2 : sheet->tiny ? 3 : 8;
}

static GArray *
result_rows (Sheet  *sheet,
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

static double
result_label_width (Sheet *sheet)
{
  double w = 0;

  for (guint f = 0; f < sheet->n_fields; f++)
    w = MAX (w, tav_print_text_width (sheet->context, _(sheet->fields[f].label), sheet->result_size,
                                      TAV_TEXT_BOLD));
  return CLAMP (w + 18, sheet->mini ? 64 : 96, sheet->grid_width * 0.34);
}

static double
result_grid (Sheet   *sheet,
             cairo_t *cr,
             GArray  *rows,
             double   x,
             double   y)
{
  PangoContext *context = sheet->context;
  double label_w = result_label_width (sheet);
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

/* Room above the line for a signature. */
static double
judge_line (Sheet *sheet)
{
  return sheet->mini ? 12 : sheet->tiny ? 14 : sheet->compact ? 20 : 26;
}

static double
judge_block_height (Sheet *sheet)
{
  return judge_line (sheet) + tav_print_line_height (sheet->context, 7, TAV_TEXT_CAPS) + 2;
}

/* Lines to sign on, captioned underneath as on a paper form. */
static void
judge_block (Sheet   *sheet,
             cairo_t *cr,
             double   x,
             double   y,
             double   width)
{
  const char *captions[] = {
    C_("record sheet", "Judge"),
    C_("record sheet", "Judge’s signature"),
    C_("record sheet", "Time"),
  };
  const double shares[] = { 0.38, 0.42, 0.20 };
  double gap = 16, lx = x;

  for (guint i = 0; i < G_N_ELEMENTS (captions); i++)
    {
      double w = (width - gap * 2) * shares[i];

      tav_print_hline (cr, lx, lx + w, y + judge_line (sheet), 0.8, TAV_INK);
      tav_print_set_grey (cr, TAV_SOFT_INK);
      tav_print_fit_text (cr, sheet->context, captions[i], 7, 5.5, TAV_TEXT_CAPS, lx,
                          y + judge_line (sheet) + 2, w, 0);
      lx += w + gap;
    }
}

/* The height of each seat's row, in a new array: what its name needs (on
 * two lines or more, with a tag under it if it must) and its own result
 * link, at least @least;
 * then, as far as @room allows, the rows share it evenly up to ROW_MAX.
 * Only the rows whose names need it are taller: on a crowded half page,
 * one two-line name does not make every row two lines tall. */
static double *
row_heights (Sheet    *sheet,
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

/* Returns the height of the notes box, 0 if there was no room for one. */
static double
draw_sheet (TavPrintJob  *job,
            cairo_t      *cr,
            PangoContext *context,
            TavTable     *table,
            double        x,
            double        y,
            double        width,
            double        height)
{
  TavRuleset *ruleset = tav_event_get_ruleset (job->event);
  Sheet sheet = { 0, };
  g_autoptr(GArray) rows = NULL;
  g_autofree double *seat_rows = NULL;
  g_autofree char *legend = NULL;
  double bottom = y + height;
  double fixed, legend_h = 0, result_h = 0, notes_h;
  double header_end;

  sheet.job = job;
  sheet.context = context;
  sheet.bracket = tav_stage_get_kind (job->stage) == TAV_STAGE_BRACKET;
  sheet.compact = height < 450;
  sheet.tiny = height < 300;
  sheet.mini = height < 265;
  sheet.gap = sheet.mini ? 4 : sheet.tiny ? 5 : sheet.compact ? 9 : 14;
  sheet.result_size = sheet.mini ? 8.5 : RESULT_SIZE;
  if (ruleset)
    {
      sheet.fields = tav_ruleset_get_result_fields (ruleset, job->event, job->stage,
                                                    &sheet.n_fields);
      sheet.head_label = tav_ruleset_get_head_seat_label (ruleset, job->stage);
    }
  build_columns (&sheet, table, width);
  if (!links_fit_beside (&sheet, table))
    {
      /* The names need the row's width: the seats' links go under them. */
      g_array_unref (sheet.columns);
      sheet.links_under = TRUE;
      build_columns (&sheet, table, width);
    }
  for (guint c = 0; c < sheet.columns->len; c++)
    sheet.head_in_choice |= head_choice (&sheet, &g_array_index (sheet.columns, Column, c)) >= 0;

  header_end = sheet_header (&sheet, cr, table, x, y, width);

  legend = legend_text (&sheet);
  if (legend)
    legend_h = tav_print_line_height (context, 7.5, 0) + 5;
  rows = result_rows (&sheet, width - result_label_width (&sheet) - 20);
  for (guint r = 0; r < rows->len; r++)
    result_h += g_array_index (rows, ResultRow, r).height;

  /* Rows as tall as the space allows, within what a hand needs. */
  fixed = (header_end - y) + grid_title_height (&sheet) + legend_h + sheet.gap +
          (result_h > 0 ? result_h + sheet.gap : 0) + judge_block_height (&sheet) + sheet.gap;
  /* The rows grow past their least height only while an inch is left
   * for the judge's notes (half an inch on a duel's slip, whose two rows
   * then take the same height). Never below what the names need: a cut
   * name is worse than a smaller notes box. */
  seat_rows = row_heights (&sheet, table, sheet.compact ? ROW_MIN_COMPACT : ROW_MIN,
                           height - fixed - (tav_table_get_n_seats (table) <= 2 ? 36 : NOTES_LEAST));

  y = seat_grid (&sheet, cr, table, x, header_end, seat_rows);
  if (legend)
    {
      tav_print_set_grey (cr, TAV_SOFT_INK);
      tav_print_text (cr, context, legend, 7.5, 0, x, y + 4, width);
      y += legend_h;
    }
  y += sheet.gap;
  if (rows->len)
    y = result_grid (&sheet, cr, rows, x, y) + sheet.gap;

  /* Whatever is left is for the judge's notes: warnings, a late player. A
   * match slip stays a slip rather than a page of empty notes. */
  notes_h = bottom - judge_block_height (&sheet) - sheet.gap - y;
  if (sheet.bracket)
    notes_h = MIN (notes_h, 96);
  if (notes_h < 36)
    notes_h = 0;
  else
    {
      tav_print_rect (cr, x, y, width, notes_h, 0.8, TAV_GRID);
      tav_print_set_grey (cr, TAV_SOFT_INK);
      tav_print_text (cr, context, C_("record sheet", "Notes, warnings, penalties"), 7,
                      TAV_TEXT_CAPS, x + 7, y + 6, width - 14);
      y += notes_h;
    }
  y += sheet.gap;
  if (!sheet.bracket)
    y = MAX (y, bottom - judge_block_height (&sheet));
  judge_block (&sheet, cr, x, y, width);
  /* A sheet taller than its part of the page runs into the next one. */
  if (y + judge_block_height (&sheet) > bottom + 0.5)
    {
      g_autofree char *what = g_strdup_printf ("sheet of table %u is %.0f pt too tall",
                                               tav_table_get_number (table),
                                               y + judge_block_height (&sheet) - bottom);

      tav_print_note_cut (context, FALSE, what);
    }

  g_array_unref (sheet.columns);
  return notes_h;
}

static void
cut_line (cairo_t  *cr,
          double    x0,
          double    y0,
          double    x1,
          double    y1)
{
  static const double dash[] = { 4, 3 };

  cairo_save (cr);
  cairo_set_line_width (cr, 0.5);
  tav_print_set_grey (cr, TAV_FAINT_INK);
  cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
  cairo_move_to (cr, x0, y0);
  cairo_line_to (cr, x1, y1);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* How @per_page sheets share a page: 2 are cut in half across the long
 * side (one above the other on portrait paper), 4 in quarters, 6 in two
 * columns of three on portrait paper (three columns of two across). */
static void
sheet_grid (TavPrintJob *job,
            guint        per_page,
            guint       *columns,
            guint       *rows)
{
  gboolean across = job->orientation == TAV_PRINT_ORIENTATION_LANDSCAPE;
  guint many = per_page == 1 ? 1 : per_page == 6 ? 3 : 2;
  guint few = per_page / many;

  *columns = across ? many : few;
  *rows = across ? few : many;
}

static double
cut_gap (guint per_page)
{
  return per_page == 6 ? CUT_GAP_SIX : CUT_GAP;
}

/* The size of each sheet's part of the page. */
static void
sheet_size (TavPrintJob *job,
            guint        per_page,
            double      *width,
            double      *height)
{
  guint columns, rows;

  sheet_grid (job, per_page, &columns, &rows);
  *width = (job->width - cut_gap (per_page) * (columns - 1)) / columns;
  *height = (job->height - cut_gap (per_page) * (rows - 1)) / rows;
}

/* Whether every sheet of @tables fits @per_page to a page with nothing
 * cut and a notes box of @notes at least: each is drawn, where nothing is
 * kept, and what was cut counted. */
static gboolean
all_fit (TavPrintJob *job,
         GArray      *tables,
         guint        per_page,
         double       notes)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_A8, 1, 1);
  cairo_t *cr = cairo_create (surface);
  TavPrintCuts cuts = { 0, };
  double w, h;
  gboolean fit = TRUE;

  job->sheets_per_page = per_page;
  sheet_size (job, per_page, &w, &h);
  tav_print_cuts_begin (job->context, &cuts, cr, job->width, job->height);
  for (guint i = 0; i < tables->len && fit; i++)
    {
      double drawn = draw_sheet (job, cr, job->context,
                                 tav_round_get_table (job->round, g_array_index (tables, guint, i)),
                                 0, 0, w, h);

      fit = cuts.ellipsized + cuts.overflowed == 0 && drawn >= notes;
    }
  tav_print_cuts_end (job->context);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return fit;
}

/* job->data: the indices of the tables that get a sheet, byes left out.
 * The automatic choice is settled here, where the page is known. Two-player
 * slips: six a page if every slip fits a sixth with nothing cut, else four,
 * else two, else one (a 70-player Swiss round: 6 pages rather than 9, 18
 * or 35); four at most with the seats' own links (sheets_check ()).
 * Tables of players: two a page if every sheet fits half a page with
 * nothing cut and an inch of notes (tables of four), else one. */
static guint
sheets_paginate (TavPrintJob  *job,
                 GError      **error)
{
  GArray *tables = g_array_new (FALSE, FALSE, sizeof (guint));

  job->data = tables;
  job->data_free = (GDestroyNotify) g_array_unref;
  for (guint t = 0; t < tav_round_get_n_tables (job->round); t++)
    if (!tav_print_table_is_bye (job->stage, tav_round_get_table (job->round, t)))
      g_array_append_val (tables, t);
  if (tables->len == 0)
    {
      g_autofree char *title = tav_print_round_title (job->stage, job->round);

      g_set_error (error, TAV_PRINT_ERROR, TAV_PRINT_ERROR_NOT_FOUND,
                   _("%s has only byes: there is nothing to record"), title);
      return 0;
    }
  if (job->sheets_per_page == TAV_PRINT_SHEETS_AUTO)
    {
      static const guint densest_first[] = { 6, 4, 2 };
      gboolean slips = most_seats (job) <= 2;
      guint chosen = 1;

      for (guint i = !slips ? 2 : has_seat_links (job) ? 1 : 0;
           i < G_N_ELEMENTS (densest_first) && chosen == 1; i++)
        if (all_fit (job, tables, densest_first[i], slips ? 0 : NOTES_LEAST))
          chosen = densest_first[i];
      job->sheets_per_page = chosen;
    }
  return (tables->len + job->sheets_per_page - 1) / job->sheets_per_page;
}

static void
sheets_draw_page (TavPrintJob  *job,
                  cairo_t      *cr,
                  PangoContext *context,
                  guint         page)
{
  GArray *tables = job->data;
  guint per_page = job->sheets_per_page;
  guint n_tables = tables->len;
  guint columns, rows;
  double gap = cut_gap (per_page);
  double w, h;

  sheet_grid (job, per_page, &columns, &rows);
  sheet_size (job, per_page, &w, &h);
  for (guint c = 1; c < columns; c++)
    {
      double cx = c * (w + gap) - gap / 2;

      cut_line (cr, cx, -12, cx, job->height + 12);
    }
  for (guint r = 1; r < rows; r++)
    {
      double cy = r * (h + gap) - gap / 2;

      cut_line (cr, -12, cy, job->width + 12, cy);
    }

  /* Row by row, as one reads. */
  for (guint i = 0; i < per_page; i++)
    {
      guint index = page * per_page + i;

      if (index >= n_tables)
        break;
      draw_sheet (job, cr, context,
                  tav_round_get_table (job->round, g_array_index (tables, guint, index)),
                  (i % columns) * (w + gap), (i / columns) * (h + gap), w, h);
    }
}

const TavPrintRenderer tav_print_sheets_renderer = {
  sheets_check,
  sheets_paginate,
  sheets_draw_page,
};
