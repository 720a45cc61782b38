/* tav-print-sheet-columns.c — the columns of a Record Sheet's seat grid
 *
 * The seat grid's columns: one for the seat (or a bracket's seed), the
 * name, each per-seat field and table-level player field, a player's drop
 * and the signature, and their widths. The names get what they need first;
 * choices are abbreviated, with a legend, where the row is too narrow.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-print"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tav-print-sheet-private.h"

#define GRID_TITLE_SIZE 8.0
#define NAME_SIZE 11.0
#define NAME_MIN 130.0
#define SIGN_MIN 80.0

static void
clear_column (gpointer data)
{
  Column *column = data;

  g_clear_pointer (&column->labels, g_ptr_array_unref);
  g_clear_pointer (&column->abbrevs, g_ptr_array_unref);
}

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
double
tav_print_sheet_choices_width (PangoContext *context,
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
double
tav_print_sheet_link_beside_width (Sheet    *sheet,
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
 * own result links (tav_print_sheet_link_beside_width (), link_under_width ()) included. */
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
  return w + 14 + 1 + tav_print_sheet_link_beside_width (sheet, table);
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

/* The columns in their order, with their titles and no width yet. A
 * bracket's slip has no seats: the seeds help the judge find the match in
 * the bracket. */
static void
add_columns (Sheet *sheet)
{
  TavRuleset *ruleset = tav_event_get_ruleset (sheet->job->event);

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
  if (!sheet->bracket && ruleset &&
      tav_ruleset_may_drop_between_rounds (ruleset, sheet->job->stage))
    add_column (sheet, COL_DROP, C_("record sheet", "Drops"));
  add_column (sheet, COL_SIGN, C_("record sheet", "Signature"));
}

/* A per-seat field's natural widths, at least its title's @title_w: its
 * choices spelled out and abbreviated, or the room a hand needs. */
static void
measure_field (Sheet  *sheet,
               Column *column,
               double  title_w,
               double  pad)
{
  switch (column->spec->kind)
    {
    case TAV_FIELD_CHOICE:
      column->labels = g_ptr_array_new ();
      for (const TavChoice *choice = column->spec->choices; choice && choice->id; choice++)
        g_ptr_array_add (column->labels, (gpointer) _(choice->label));
      column->abbrevs = abbreviate (column->labels);
      column->full_width = MAX (title_w, tav_print_sheet_choices_width (sheet->context, column->labels,
                                                                        CHOICE_SIZE, BOX,
                                                                        sheet->choice_gap) + pad + 2);
      column->short_width = MAX (title_w, tav_print_sheet_choices_width (sheet->context, column->abbrevs,
                                                                         CHOICE_SIZE, BOX,
                                                                         sheet->choice_gap) + pad + 2);
      break;
    case TAV_FIELD_BOOLEAN:
      column->full_width = column->short_width = MAX (title_w, sheet->narrow ? 34 : 40);
      break;
    case TAV_FIELD_INTEGER:
    case TAV_FIELD_NUMBER:
      column->full_width = column->short_width = MAX (title_w, sheet->narrow ? 48 : 62);
      break;
    case TAV_FIELD_STRING:
    case TAV_FIELD_PLAYER:
    default:
      column->full_width = column->short_width = MAX (title_w, sheet->narrow ? 70 : 90);
      break;
    }
}

/* The natural widths of a column but the name and the signature (which
 * share what the others leave: share_the_rest ()). */
static void
measure_column (Sheet    *sheet,
                Column   *column,
                gboolean  quarter,
                double    pad)
{
  /* A title wraps between words, on two lines at most. */
  double title_w = tav_print_two_line_width (sheet->context, column->title, sheet->title_size,
                                             TAV_TEXT_BOLD) + pad;

  switch (column->kind)
    {
    case COL_SEAT:
    case COL_SEED:
      column->full_width = column->short_width = MAX (title_w, quarter ? 20 : sheet->narrow ? 26 : 32);
      break;
    case COL_NAME:
    case COL_SIGN:
      break;
    case COL_PICK:
    case COL_DROP:
      column->full_width = column->short_width = MAX (title_w, quarter ? 28 : sheet->narrow ? 40 : 50);
      break;
    case COL_FIELD:
    default:
      measure_field (sheet, column, title_w, pad);
      break;
    }
}

/* Every column's width but the name's and the signature's: spelled out,
 * or abbreviated where that leaves the name and the signature too little.
 * Returns what is left for those two. */
static double
choose_widths (Sheet  *sheet,
               double  width)
{
  double fixed_full = 0, fixed_short = 0;
  gboolean abbreviated;

  for (guint c = 0; c < sheet->columns->len; c++)
    {
      Column *column = &g_array_index (sheet->columns, Column, c);

      if (column->kind == COL_NAME || column->kind == COL_SIGN)
        continue;
      fixed_full += column->full_width;
      fixed_short += column->short_width;
    }
  abbreviated = width - fixed_full < NAME_MIN + SIGN_MIN;
  for (guint c = 0; c < sheet->columns->len; c++)
    {
      Column *column = &g_array_index (sheet->columns, Column, c);

      column->abbreviate = abbreviated && column->labels != NULL;
      column->width = abbreviated ? column->short_width : column->full_width;
    }
  return width - (abbreviated ? fixed_short : fixed_full);
}

/* The column of @kind; each kind but a field's is there once at most. */
static Column *
find_column (Sheet      *sheet,
             ColumnKind  kind)
{
  for (guint c = 0; c < sheet->columns->len; c++)
    if (g_array_index (sheet->columns, Column, c).kind == kind)
      return &g_array_index (sheet->columns, Column, c);
  return NULL;
}

/* The names share @rest with the signature: they get what they need on
 * one line, up to what leaves a signature room to sign in; never less
 * than on two lines at their smallest, even if the signature must then
 * narrow. */
static void
share_the_rest (Sheet    *sheet,
                TavTable *table,
                double    rest,
                gboolean  quarter,
                double    pad)
{
  Column *name_col = find_column (sheet, COL_NAME);
  Column *sign_col = find_column (sheet, COL_SIGN);
  double sign_min = sheet->narrow ? 56 : SIGN_MIN;
  double need = names_width (sheet, table, sheet->name_size * 0.75, 2);
  /* The narrowest a signature gets: its title at its smallest, on one
   * line, and room for initials at least. */
  double initials = MAX (quarter ? 30 : 48,
                         tav_print_text_width (sheet->context, sign_col->title,
                                               sheet->title_size * TITLE_LEAST, TAV_TEXT_BOLD) + pad + 1);

  name_col->width = CLAMP (names_width (sheet, table, sheet->name_size, 1),
                           MIN (NAME_MIN, rest - sign_min), MAX (rest - sign_min, 0));
  name_col->width = MAX (name_col->width, rest * (sheet->narrow ? 0.5 : 0.55));
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
  sign_col->width = MAX (rest - name_col->width, 0);
}

void
tav_print_sheet_build_columns (Sheet    *sheet,
                               TavTable *table,
                               double    width)
{
  /* Half an A4 turned sideways is A5: every column gives a little. */
  gboolean narrow = sheet->narrow = width < 450;
  /* A quarter of a page: the tick boxes' titles give the names room. */
  gboolean quarter = width < 300;
  double pad = quarter ? 6 : narrow ? 8 : 12;
  double rest;

  sheet->title_size = quarter ? 6.0 : narrow ? 7.0 : GRID_TITLE_SIZE;
  sheet->choice_gap = narrow ? 0.55 : 0.9;
  sheet->name_size = narrow ? 10 : NAME_SIZE;

  sheet->columns = g_array_new (FALSE, TRUE, sizeof (Column));
  g_array_set_clear_func (sheet->columns, clear_column);
  add_columns (sheet);
  for (guint c = 0; c < sheet->columns->len; c++)
    measure_column (sheet, &g_array_index (sheet->columns, Column, c), quarter, pad);
  rest = choose_widths (sheet, width);
  share_the_rest (sheet, table, rest, quarter, pad);
  sheet->pad = pad;
  sheet->grid_width = width;
}

/* "Role: S Sheriff · D Deputy · …" under the grid, for abbreviated columns. */
char *
tav_print_sheet_legend_text (Sheet *sheet)
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
