/* tav-print-decks.c — the deck-check sheets: a page per registered deck
 *
 * A judge who checks a deck at the table takes its player's page: the
 * player, the event and the round, the deck as it was registered (the
 * core's free text, whole: it shrinks to fit its box rather than lose a
 * card), and boxes to fill in: who checked it, when, and whether it was in
 * order. Only players who registered a deck get a page; a withdrawn,
 * dropped or disqualified player's deck is not checked.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-print"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tav-print-private.h"

#define NAME_SIZE      22.0
#define NAME_MIN_SIZE  12.0
#define LABEL_SIZE     7.5
#define VALUE_SIZE     11.0
#define DECK_SIZE      11.0
#define DECK_MIN_SIZE  6.0
#define DECK_PAD       8.0
#define BOXES_HEIGHT   150.0  /* the judge's boxes at the foot */

static gboolean
has_deck (TavPrintJob *job,
          TavPlayer   *player)
{
  if (tav_player_get_deck (player)[0] == '\0')
    return FALSE;
  if (job->player_id)
    return g_strcmp0 (job->player_id, tav_player_get_id (player)) == 0;
  return tav_player_is_active (player);
}

static gboolean
decks_check (TavPrintJob  *job,
             GError      **error)
{
  for (guint i = 0; i < tav_event_get_n_players (job->event); i++)
    if (has_deck (job, tav_event_get_player (job->event, i)))
      return TRUE;
  g_set_error (error, TAV_PRINT_ERROR, TAV_PRINT_ERROR_NOT_FOUND,
               _("No active player has registered a deck"));
  return FALSE;
}

/* job->data: the players with a deck, in the order of the player list. */
static guint
decks_paginate (TavPrintJob  *job,
                GError      **error)
{
  GPtrArray *players = g_ptr_array_new_with_free_func (g_object_unref);

  job->data = players;
  job->data_free = (GDestroyNotify) g_ptr_array_unref;
  for (guint i = 0; i < tav_event_get_n_players (job->event); i++)
    {
      TavPlayer *player = tav_event_get_player (job->event, i);

      if (has_deck (job, player))
        g_ptr_array_add (players, g_object_ref (player));
    }
  /* The event may have changed since check (): say why there is nothing. */
  if (players->len == 0)
    decks_check (job, error);
  return players->len;
}

/* A caption over a value, or over a line to write on when @value is NULL.
 * Returns the height used. */
static double
field (cairo_t      *cr,
       PangoContext *context,
       const char   *label,
       const char   *value,
       double        x,
       double        y,
       double        width)
{
  double label_h, value_h = tav_print_line_height (context, VALUE_SIZE, TAV_TEXT_BOLD);

  tav_print_set_grey (cr, TAV_SOFT_INK);
  label_h = tav_print_text (cr, context, label, LABEL_SIZE, TAV_TEXT_CAPS, x, y, width);
  tav_print_set_grey (cr, TAV_INK);
  if (value)
    tav_print_fit_text (cr, context, value, VALUE_SIZE, 7.0, TAV_TEXT_BOLD, x, y + label_h + 2,
                        width, value_h);
  else
    tav_print_hline (cr, x, x + width, y + label_h + 2 + value_h + 4, 0.6, TAV_RULE);
  return label_h + 2 + value_h + 6;
}

/* The deck's text wrapped in its box, at the largest size that shows it
 * whole; at the smallest, what still sticks out is clipped and counted. */
static void
draw_deck (cairo_t      *cr,
           PangoContext *context,
           const char   *deck,
           double        x,
           double        y,
           double        width,
           double        height)
{
  g_autoptr(PangoLayout) layout = NULL;
  PangoRectangle logical;
  double inner_w = width - 2 * DECK_PAD, inner_h = height - 2 * DECK_PAD;

  tav_print_rect (cr, x, y, width, height, 0.8, TAV_RULE);
  for (double size = DECK_SIZE; size >= DECK_MIN_SIZE; size -= 0.5)
    {
      g_clear_object (&layout);
      layout = tav_print_layout (context, deck, size, TAV_TEXT_WRAP, inner_w);
      pango_layout_get_extents (layout, NULL, &logical);
      if (pango_units_to_double (logical.height) <= inner_h)
        break;
    }
  if (pango_units_to_double (logical.height) > inner_h)
    tav_print_note_cut (context, FALSE, deck);
  cairo_save (cr);
  cairo_rectangle (cr, x, y, width, height);
  cairo_clip (cr);
  tav_print_set_grey (cr, TAV_INK);
  cairo_move_to (cr, x + DECK_PAD, y + DECK_PAD);
  pango_cairo_show_layout (cr, layout);
  cairo_restore (cr);
}

/* Who checked the deck and when, and what he found. */
static void
draw_boxes (TavPrintJob  *job,
            cairo_t      *cr,
            PangoContext *context,
            double        y)
{
  double third = (job->width - 24) / 3;
  double box = 12, x, h;

  /* TRANSLATORS: on a deck-check sheet, the judge's name goes under it */
  h = field (cr, context, _("Checked by"), NULL, 0, y, third);
  /* TRANSLATORS: on a deck-check sheet, when the deck was checked */
  field (cr, context, _("Time"), NULL, third + 12, y, third);
  x = 2 * (third + 12);
  tav_print_set_grey (cr, TAV_SOFT_INK);
  /* TRANSLATORS: on a deck-check sheet, above the boxes “OK” and “Issue” */
  tav_print_text (cr, context, _("Result"), LABEL_SIZE, TAV_TEXT_CAPS, x, y, third);
  tav_print_tick_box (cr, x, y + 16, box, FALSE);
  tav_print_set_grey (cr, TAV_INK);
  /* TRANSLATORS: a box the judge ticks: the deck is as registered */
  tav_print_text (cr, context, C_("deck check", "OK"), VALUE_SIZE, 0, x + box + 4, y + 15,
                  TAV_PRINT_NO_LIMIT);
  x += box + 4 + tav_print_text_width (context, C_("deck check", "OK"), VALUE_SIZE, 0) + 16;
  tav_print_tick_box (cr, x, y + 16, box, FALSE);
  /* TRANSLATORS: a box the judge ticks: the deck differs from the list */
  tav_print_text (cr, context, C_("deck check", "Issue"), VALUE_SIZE, 0, x + box + 4, y + 15,
                  job->width - x - box - 4);
  y += h + 8;
  tav_print_set_grey (cr, TAV_SOFT_INK);
  tav_print_text (cr, context, _("Notes"), LABEL_SIZE, TAV_TEXT_CAPS, 0, y, job->width);
  for (guint line = 1; line <= 3; line++)
    tav_print_hline (cr, 0, job->width, y + line * 24, 0.5, TAV_GRID);
}

static void
decks_draw_page (TavPrintJob  *job,
                 cairo_t      *cr,
                 PangoContext *context,
                 guint         page)
{
  TavPlayer *player = g_ptr_array_index ((GPtrArray *) job->data, page);
  g_autofree char *round = job->round ? tav_print_round_title (job->stage, job->round) : NULL;
  const char *club = tav_player_get_club (player);
  double half = (job->width - 12) / 2;
  double y, bottom = job->height - tav_print_footer_height (context);

  /* TRANSLATORS: the title of a printed page a judge fills in */
  y = tav_print_page_header (job, cr, context, _("Deck Check"), round ? round : "");
  tav_print_set_grey (cr, TAV_INK);
  y += tav_print_fit_text (cr, context, tav_player_get_name (player), NAME_SIZE, NAME_MIN_SIZE,
                           TAV_TEXT_BOLD | TAV_TEXT_NAME, 0, y, job->width,
                           tav_print_line_height (context, NAME_SIZE, TAV_TEXT_BOLD) * 2) + 8;
  /* The round is printed when one is drawn, else left to the judge. */
  field (cr, context, _("Event"), tav_event_get_name (job->event), 0, y, half);
  y += field (cr, context, _("Round"), round, half + 12, y, half);
  if (club && club[0])
    y += field (cr, context, _("Club"), club, 0, y, job->width);
  y += 6;
  tav_print_set_grey (cr, TAV_SOFT_INK);
  y += tav_print_text (cr, context, _("Deck as registered"), LABEL_SIZE, TAV_TEXT_CAPS, 0, y, job->width) + 3;
  draw_deck (cr, context, tav_player_get_deck (player), 0, y, job->width,
             bottom - BOXES_HEIGHT - y - 14);
  draw_boxes (job, cr, context, bottom - BOXES_HEIGHT);
  tav_print_page_footer (job, cr, context, page);
}

const TavPrintRenderer tav_print_decks_renderer = {
  decks_check,
  decks_paginate,
  decks_draw_page,
};
