/* tav-print-seating.c — the seating list for the wall
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-print"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tav-print-private.h"

/* Two parts, each starting on a page of its own: the tables as cards in
 * table order (a two-player round's pairings), and every player in
 * alphabetical order with his table and seat, in big type for the crowd in
 * front of the wall. Both go on the wall: job->list_scale makes both
 * bigger (the large and the wall size). */

#define CARD_MIN_WIDTH 230.0
#define CARD_GAP 12.0
#define CARD_HEAD 24.0
#define CARD_ROW 17.5
#define CARD_NAME_SIZE 12.0
#define CARD_NAME_MIN 9.0

#define LIST_MIN_WIDTH 330.0
#define LIST_GAP 22.0
#define LIST_ROW 22.0
#define LIST_NAME_SIZE 14.0
#define LIST_NAME_MIN 8.0
#define LIST_TABLE_SIZE 16.0

typedef struct
{
  TavTable *table;
  guint     page;
  double    x;
  double    y;
  double    height;
  double   *rows;         /* each seat's: taller where a name needs two lines */
} Card;

typedef struct
{
  char       *name;
  char       *key;
  guint       table;
  guint       seat;
} Entry;

typedef struct
{
  GArray    *cards;
  double     card_width;
  GHashTable *points;     /* player id → "6 TP" on Swiss pairing cards */
  guint      n_card_pages;

  GArray    *entries;
  guint      list_columns;
  guint      rows_per_column;
  double     list_width;
  guint      n_list_pages;
  guint      list_first_page; /* the cards' last page when the list fits under them */
  double     list_top;        /* where the list starts on its first page */
} SeatingData;

static void
clear_entry (gpointer data)
{
  Entry *entry = data;

  g_free (entry->name);
  g_free (entry->key);
}

static void
clear_card (gpointer data)
{
  Card *card = data;

  g_clear_object (&card->table);
  g_clear_pointer (&card->rows, g_free);
}

static void
seating_data_free (gpointer data)
{
  SeatingData *self = data;

  g_clear_pointer (&self->cards, g_array_unref);
  g_clear_pointer (&self->entries, g_array_unref);
  g_clear_pointer (&self->points, g_hash_table_unref);
  g_free (self);
}

static gboolean
seating_check (TavPrintJob  *job,
               GError      **error)
{
  return TRUE;
}

/* Locale order, case aside; equal names keep table order. */
static int
compare_entries (gconstpointer a,
                 gconstpointer b)
{
  const Entry *ea = a, *eb = b;
  int cmp = strcmp (ea->key, eb->key);

  if (cmp != 0)
    return cmp;
  return ea->table != eb->table ? (ea->table < eb->table ? -1 : 1)
                                : (ea->seat < eb->seat ? -1 : ea->seat > eb->seat);
}

static double
content_top (TavPrintJob *job)
{
  return tav_print_header_height (job->context);
}

static double
content_bottom (TavPrintJob *job)
{
  return job->height - tav_print_footer_height (job->context);
}

/* In a Swiss round after the first, players are paired by their points:
 * the cards show them, so that a player can check his pairing. Only for a
 * public ranking, and only where the ranking has a "score" column. */
static GHashTable *
swiss_points (TavPrintJob *job)
{
  g_autoptr(TavStandings) standings = NULL;
  GHashTable *points;
  int column;

  if (tav_event_get_ruleset (job->event) == NULL ||
      !tav_ruleset_pairs_by_points (tav_event_get_ruleset (job->event), job->stage) ||
      tav_round_get_number (job->round) < 2 || job->secret)
    return NULL;
  standings = tav_event_compute_standings (job->event);
  column = standings ? tav_standings_find_column (standings, "score") : -1;
  if (column < 0)
    return NULL;
  points = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  for (guint r = 0; r < tav_standings_get_n_rows (standings); r++)
    {
      TavStandingsRow *row = tav_standings_get_row (standings, r);
      TavPlayer *player = tav_standings_row_get_player (row);
      g_autofree char *value = NULL;

      if (player == NULL)
        continue;
      value = tav_standings_format_value (standings, column,
                                          tav_standings_row_get_value (row, column));
      g_hash_table_insert (points, g_strdup (tav_player_get_id (player)),
                           g_strdup_printf ("%s %s", value,
                                            _(tav_standings_get_column (standings, column)->label)));
    }
  return points;
}

/* The tag of a seat on a card: the head seat's role, or the points. */
static const char *
card_tag (TavPrintJob *job,
          TavTable    *table,
          guint        seat,
          gboolean    *pill)
{
  SeatingData *data = job->data;
  TavRuleset *ruleset = tav_event_get_ruleset (job->event);
  const char *head = ruleset ? tav_ruleset_get_head_seat_label (ruleset, job->stage) : NULL;

  *pill = TRUE;
  if (seat == 0 && head)
    return head;
  *pill = FALSE;
  return data->points ? g_hash_table_lookup (data->points, tav_table_get_seat (table, seat)) : NULL;
}

/* Where a card's names start, after the seat numbers. */
static double
card_name_x (TavPrintJob *job)
{
  return 30 * job->list_scale;
}

static double
card_head (TavPrintJob *job)
{
  return CARD_HEAD * job->list_scale;
}

/* Each seat's row, in a new array: one line while its name fits on it;
 * else room for two, and for a tag under the name if it must. Returns the
 * rows' total height. */
static double
card_rows (TavPrintJob  *job,
           TavTable     *table,
           double        width,
           double      **rows)
{
  TavRuleset *ruleset = tav_event_get_ruleset (job->event);
  const char *head = ruleset ? tav_ruleset_get_head_seat_label (ruleset, job->stage) : NULL;
  guint n = tav_table_get_n_seats (table);
  double k = job->list_scale;
  double total = 0;

  *rows = g_new0 (double, MAX (n, 1));
  for (guint s = 0; s < n; s++)
    {
      gboolean pill;
      const char *tag = card_tag (job, table, s, &pill);
      double need = tav_print_name_height (job->context,
                                           tav_print_player_name (job->event, tav_table_get_seat (table, s)),
                                           CARD_NAME_SIZE * k, CARD_NAME_MIN * k,
                                           TAV_TEXT_NAME | (s == 0 && head ? TAV_TEXT_BOLD : 0),
                                           tag, pill, width - card_name_x (job) - 8);

      (*rows)[s] = MAX (CARD_ROW * k, need + 3);
      total += (*rows)[s];
    }
  return n ? total : CARD_ROW * k;
}

/* The heading of the list when it follows the cards on their page. */
static double
list_heading_height (TavPrintJob *job)
{
  return tav_print_line_height (job->context, 9 * job->list_scale, TAV_TEXT_BOLD) + 6;
}

static guint
seating_paginate (TavPrintJob  *job,
                  GError      **error)
{
  SeatingData *data = g_new0 (SeatingData, 1);
  guint n_tables = tav_round_get_n_tables (job->round);
  double top = content_top (job), bottom = content_bottom (job);
  guint columns, page = 0, per_page;
  double x = 0, y = top, row_h = 0;

  job->data = data;
  job->data_free = seating_data_free;
  data->points = swiss_points (job);

  /* Cards, left to right then down, a new page when a row does not fit. */
  data->cards = g_array_new (FALSE, TRUE, sizeof (Card));
  g_array_set_clear_func (data->cards, clear_card);
  /* Bigger type wants wider cards, not as much wider: the names may take
   * two lines, and a wall card stays two across a landscape page. */
  columns = MAX (1, (guint) ((job->width + CARD_GAP) /
                             (CARD_MIN_WIDTH * (1 + (job->list_scale - 1) * 0.6) + CARD_GAP)));
  data->card_width = (job->width - (columns - 1) * CARD_GAP) / columns;
  for (guint t = 0, c = 0; t < n_tables; t++)
    {
      TavTable *table = tav_round_get_table (job->round, t);
      Card card = { NULL, 0, 0, 0, 0, NULL };

      /* A bye has no table to sit at: the list says so. */
      if (tav_print_table_is_bye (job->stage, table))
        continue;
      card.height = card_head (job) + card_rows (job, table, data->card_width, &card.rows) + 6;

      if (c % columns == 0 && c > 0)
        {
          x = 0;
          y += row_h + CARD_GAP;
          row_h = 0;
        }
      /* Every card of a row starts on the same line; a row that would
       * cross the footer moves to the next page whole. */
      if (c % columns == 0 && y + card.height > bottom && y > top)
        {
          page++;
          y = top;
        }
      card.table = g_object_ref (table);
      card.page = page;
      card.x = x;
      card.y = y;
      row_h = MAX (row_h, card.height);
      x += data->card_width + CARD_GAP;
      g_array_append_val (data->cards, card);
      c++;
    }
  data->n_card_pages = page + 1;

  /* Who sits where. */
  data->entries = g_array_new (FALSE, TRUE, sizeof (Entry));
  g_array_set_clear_func (data->entries, clear_entry);
  for (guint t = 0; t < n_tables; t++)
    {
      TavTable *table = tav_round_get_table (job->round, t);

      for (guint s = 0; s < tav_table_get_n_seats (table); s++)
        {
          const char *id = tav_table_get_seat (table, s);
          g_autofree char *folded = NULL;
          Entry entry;

          if (id == NULL || id[0] == '\0')
            continue;
          entry.name = g_strdup (tav_print_player_name (job->event, id));
          folded = g_utf8_casefold (entry.name, -1);
          entry.key = g_utf8_collate_key (folded, -1);
          entry.table = tav_print_table_is_bye (job->stage, table) ? 0 : tav_table_get_number (table);
          entry.seat = s + 1;
          g_array_append_val (data->entries, entry);
        }
    }
  g_array_sort (data->entries, compare_entries);

  /* The list is for the crowd at the wall: job->list_scale makes it bigger. */
  data->list_columns = MAX (1, (guint) ((job->width + LIST_GAP) /
                                        (LIST_MIN_WIDTH * job->list_scale + LIST_GAP)));
  data->list_width = (job->width - (data->list_columns - 1) * LIST_GAP) / data->list_columns;
  data->rows_per_column = MAX (1, (guint) ((bottom - top - LIST_ROW * job->list_scale) /
                                           (LIST_ROW * job->list_scale)));
  per_page = data->rows_per_column * data->list_columns;
  data->n_list_pages = MAX (1, (data->entries->len + per_page - 1) / per_page);
  data->list_first_page = data->n_card_pages;
  data->list_top = top;

  /* A list short enough goes under the last cards rather than on a page
   * of its own (a final table, a small event). */
  {
    guint rows = (data->entries->len + data->list_columns - 1) / data->list_columns;
    double list_top = y + row_h + LIST_GAP + list_heading_height (job);

    if (list_top + (rows + 1) * LIST_ROW * job->list_scale <= bottom)
      {
        data->rows_per_column = MAX (rows, 1);
        data->n_list_pages = 0;
        data->list_first_page = data->n_card_pages - 1;
        data->list_top = list_top;
      }
  }
  return data->n_card_pages + data->n_list_pages;
}

static void
draw_card (TavPrintJob  *job,
           cairo_t      *cr,
           PangoContext *context,
           Card         *card,
           double        width)
{
  TavTable *table = card->table;
  TavRuleset *ruleset = tav_event_get_ruleset (job->event);
  const char *head = ruleset ? tav_ruleset_get_head_seat_label (ruleset, job->stage) : NULL;
  g_autofree char *title = tav_print_table_title (job->stage, job->round, table);
  g_autofree char *count = NULL;
  guint n = tav_table_get_n_seats (table);
  double x = card->x, y = card->y;
  double k = job->list_scale, head_h = card_head (job);

  count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u player", "%u players", n), n);
  tav_print_fill_rect (cr, x, y, width, head_h, TAV_FILL);
  tav_print_set_grey (cr, TAV_INK);
  tav_print_fit_text (cr, context, title, 13 * k, 8 * k, TAV_TEXT_BOLD | TAV_TEXT_MIDDLE,
                      x + 8, y + head_h / 2,
                      width - 16 - 8 - tav_print_text_width (context, count, 8 * k, 0), head_h - 2);
  tav_print_set_grey (cr, TAV_SOFT_INK);
  tav_print_text (cr, context, count, 8 * k, TAV_TEXT_RIGHT | TAV_TEXT_MIDDLE,
                  x + width - 8, y + head_h / 2, TAV_PRINT_NO_LIMIT);

  y += head_h + 3;
  for (guint s = 0; s < n; s++)
    {
      double row_h = card->rows[s];
      double mid = y + row_h / 2;
      g_autofree char *seat = g_strdup_printf ("%u", s + 1);

      if (s > 0)
        tav_print_hline (cr, x + 8, x + width - 8, mid - row_h / 2, 0.3, TAV_GRID);
      tav_print_set_grey (cr, TAV_SOFT_INK);
      tav_print_text (cr, context, seat, 10 * k, TAV_TEXT_RIGHT | TAV_TEXT_MIDDLE,
                      x + card_name_x (job) - 8, mid, TAV_PRINT_NO_LIMIT);
      tav_print_set_grey (cr, TAV_INK);
      {
        gboolean pill;
        const char *tag = card_tag (job, table, s, &pill);

        tav_print_name (cr, context, tav_print_player_name (job->event, tav_table_get_seat (table, s)),
                        CARD_NAME_SIZE * k, CARD_NAME_MIN * k,
                        TAV_TEXT_NAME | (s == 0 && head ? TAV_TEXT_BOLD : 0), tag, pill,
                        x + card_name_x (job), mid - row_h / 2 + 1, width - card_name_x (job) - 8,
                        row_h - 2);
      }
      y += row_h;
    }
  tav_print_rect (cr, x, card->y, width, card->height, 0.9, TAV_INK);
}

static void
draw_list_page (TavPrintJob  *job,
                cairo_t      *cr,
                PangoContext *context,
                guint         list_page,
                double        top)
{
  SeatingData *data = job->data;
  guint per_page = data->rows_per_column * data->list_columns;
  guint first = list_page * per_page;
  double k = job->list_scale;
  double seat_w = 40 * k, table_w = 54 * k, row = LIST_ROW * k;

  for (guint c = 0; c < data->list_columns; c++)
    {
      double x = c * (data->list_width + LIST_GAP);
      double name_w = data->list_width - table_w - seat_w - 8;
      guint start = first + c * data->rows_per_column;

      if (start >= data->entries->len)
        break;

      tav_print_set_grey (cr, TAV_SOFT_INK);
      tav_print_text (cr, context, C_("seating", "Player"), 7.5 * k,
                      TAV_TEXT_BOLD | TAV_TEXT_CAPS | TAV_TEXT_MIDDLE, x + 6, top + row / 2, name_w);
      /* A knock-out round's games are matches, not tables. */
      tav_print_text (cr, context, tav_stage_get_kind (job->stage) == TAV_STAGE_BRACKET ?
                                   C_("seating", "Match") : C_("seating", "Table"), 7.5 * k,
                      TAV_TEXT_BOLD | TAV_TEXT_CAPS | TAV_TEXT_CENTER | TAV_TEXT_MIDDLE,
                      x + name_w + 8, top + row / 2, table_w);
      tav_print_text (cr, context, C_("seating", "Seat"), 7.5 * k,
                      TAV_TEXT_BOLD | TAV_TEXT_CAPS | TAV_TEXT_CENTER | TAV_TEXT_MIDDLE,
                      x + name_w + 8 + table_w, top + row / 2, seat_w);
      tav_print_hline (cr, x, x + data->list_width, top + row - 1, 1.0, TAV_INK);

      for (guint r = 0; r < data->rows_per_column && start + r < data->entries->len; r++)
        {
          Entry *entry = &g_array_index (data->entries, Entry, start + r);
          double ry = top + row + r * row;
          double mid = ry + row / 2;
          /* Table 0: a bye, no table and no seat. */
          g_autofree char *table = entry->table ? g_strdup_printf ("%u", entry->table) : g_strdup (_("bye"));
          g_autofree char *seat = entry->table ? g_strdup_printf ("%u", entry->seat) : NULL;

          if (r % 2 == 1)
            tav_print_fill_rect (cr, x, ry, data->list_width, row, TAV_ZEBRA);
          tav_print_set_grey (cr, TAV_INK);
          tav_print_fit_text (cr, context, entry->name, LIST_NAME_SIZE * k, LIST_NAME_MIN * k,
                              TAV_TEXT_MIDDLE | TAV_TEXT_NAME,
                              x + 6, mid, name_w, row - 1);
          if (entry->table)
            tav_print_text (cr, context, table, LIST_TABLE_SIZE * k,
                            TAV_TEXT_BOLD | TAV_TEXT_CENTER | TAV_TEXT_MIDDLE,
                            x + name_w + 8, mid, table_w);
          else
            tav_print_fit_text (cr, context, table, LIST_NAME_SIZE * 0.8 * k, LIST_NAME_MIN * k,
                                TAV_TEXT_ITALIC | TAV_TEXT_CENTER | TAV_TEXT_MIDDLE,
                                x + name_w + 8, mid, table_w + seat_w, row - 1);
          tav_print_set_grey (cr, TAV_SOFT_INK);
          tav_print_text (cr, context, seat, LIST_NAME_SIZE * k, TAV_TEXT_CENTER | TAV_TEXT_MIDDLE,
                          x + name_w + 8 + table_w, mid, seat_w);
        }
    }
}

static void
seating_draw_page (TavPrintJob  *job,
                   cairo_t      *cr,
                   PangoContext *context,
                   guint         page)
{
  SeatingData *data = job->data;
  g_autofree char *round_title = tav_print_round_title (job->stage, job->round);
  g_autofree char *title = NULL;
  const char *subtitle;

  /* TRANSLATORS: the title of the seating list, e.g. "Seating — Round 2" */
  title = g_strdup_printf (_("Seating — %s"), round_title);
  if (page >= data->n_card_pages)
    subtitle = _("Who sits where: players in alphabetical order");
  else if (tav_stage_get_kind (job->stage) == TAV_STAGE_BRACKET)
    /* TRANSLATORS: the seating of a knock-out round, one card per match */
    subtitle = _("By match");
  else
    subtitle = _("By table");
  tav_print_page_header (job, cr, context, title, subtitle);

  for (guint i = 0; i < data->cards->len; i++)
    {
      Card *card = &g_array_index (data->cards, Card, i);

      if (card->page == page)
        draw_card (job, cr, context, card, data->card_width);
    }
  if (page == data->list_first_page && page < data->n_card_pages)
    {
      /* The list under the cards says what it is. */
      double heading = list_heading_height (job);

      tav_print_set_grey (cr, TAV_INK);
      tav_print_fit_text (cr, context, _("Who sits where: players in alphabetical order"),
                          9 * job->list_scale, 7 * job->list_scale, TAV_TEXT_BOLD,
                          0, data->list_top - heading, job->width, 0);
    }
  if (page >= data->list_first_page)
    draw_list_page (job, cr, context, page - data->list_first_page,
                    page == data->list_first_page ? data->list_top : content_top (job));

  tav_print_page_footer (job, cr, context, page);
}

const TavPrintRenderer tav_print_seating_renderer = {
  seating_check,
  seating_paginate,
  seating_draw_page,
};
