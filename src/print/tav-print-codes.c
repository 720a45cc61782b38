/* tav-print-codes.c — the players' personal codes, on slips to cut
 *
 * One slip per active player (or only the one the app asked for), as many
 * to a page as fit the paper: the event, the player's name, the personal
 * code as it is typed at the door, and, when the organiser gives the venue's
 * check-in address, that address with its QR code. The codes are the
 * core's (tav-player-codes.h); they are read once, when the pages are laid
 * out, so that drawing a page never changes the event.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-print"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tav-print-private.h"
#include "tav-table-token.h"
#include "tav-venue-qr.h"

/* A slip must hold a name of 10 pt, a code a phone user copies without
 * doubt (22 pt) and a QR code of 2 cm: about 8 × 4 cm at least. A4 in
 * portrait then takes 2 × 5 slips, in landscape 3 × 3. */
#define SLIP_MIN_WIDTH  230.0
#define SLIP_MIN_HEIGHT 115.0
#define CUT_GAP         20.0
#define PAD             10.0
#define QR_SIZE         60.0
#define EVENT_SIZE      8.5
#define NAME_SIZE       16.0
#define NAME_MIN_SIZE   10.0
#define CAPTION_SIZE    7.0
#define CODE_SIZE       24.0
#define CODE_MIN_SIZE   14.0
#define NOTE_SIZE       7.0
#define ADDRESS_SIZE    8.5

typedef struct
{
  char *name;
  char *code;       /* as printed, "K7QM-3XPA" */
} Slip;

typedef struct
{
  GArray *slips;
  guint   columns;
  guint   rows;
  double  slip_width;
  double  slip_height;
} Codes;

static void
slip_clear (Slip *slip)
{
  g_free (slip->name);
  g_free (slip->code);
}

static void
codes_free (Codes *codes)
{
  g_array_unref (codes->slips);
  g_free (codes);
}

/* Whom the slips are for: the one player asked for, else every active
 * player, in the order of the player list. */
static gboolean
wanted (TavPrintJob *job,
        TavPlayer   *player)
{
  if (job->player_id)
    return g_strcmp0 (job->player_id, tav_player_get_id (player)) == 0;
  return tav_player_is_active (player);
}

static gboolean
codes_check (TavPrintJob  *job,
             GError      **error)
{
  for (guint i = 0; i < tav_event_get_n_players (job->event); i++)
    if (wanted (job, tav_event_get_player (job->event, i)))
      return TRUE;
  if (job->player_id)
    g_set_error (error, TAV_PRINT_ERROR, TAV_PRINT_ERROR_NOT_FOUND,
                 _("There is no player “%s” in this event"), job->player_id);
  else
    g_set_error (error, TAV_PRINT_ERROR, TAV_PRINT_ERROR_NOT_FOUND,
                 _("No active player has a code to print"));
  return FALSE;
}

static guint
fit_count (double room,
           double least)
{
  return MAX (1, (guint) ((room + CUT_GAP) / (least + CUT_GAP)));
}

static guint
codes_paginate (TavPrintJob  *job,
                GError      **error)
{
  Codes *codes = g_new0 (Codes, 1);
  guint per_page;

  codes->slips = g_array_new (FALSE, TRUE, sizeof (Slip));
  g_array_set_clear_func (codes->slips, (GDestroyNotify) slip_clear);
  job->data = codes;
  job->data_free = (GDestroyNotify) codes_free;

  for (guint i = 0; i < tav_event_get_n_players (job->event); i++)
    {
      TavPlayer *player = tav_event_get_player (job->event, i);
      g_autofree char *code = NULL;
      Slip slip;

      if (!wanted (job, player) ||
          !(code = tav_event_get_player_code (job->event, tav_player_get_id (player))))
        continue;
      slip.name = g_strdup (tav_player_get_name (player));
      slip.code = tav_token_format_code (code);
      g_array_append_val (codes->slips, slip);
    }
  if (codes->slips->len == 0)
    {
      g_set_error (error, TAV_PRINT_ERROR, TAV_PRINT_ERROR_NOT_FOUND,
                   _("No active player has a code to print"));
      return 0;
    }

  codes->columns = fit_count (job->width, SLIP_MIN_WIDTH);
  codes->rows = fit_count (job->height, SLIP_MIN_HEIGHT);
  codes->slip_width = (job->width - CUT_GAP * (codes->columns - 1)) / codes->columns;
  codes->slip_height = (job->height - CUT_GAP * (codes->rows - 1)) / codes->rows;
  per_page = codes->columns * codes->rows;
  return (codes->slips->len + per_page - 1) / per_page;
}

/* The address at the foot of the slip, its QR code at the right. */
static void
draw_address (TavPrintJob  *job,
              cairo_t      *cr,
              PangoContext *context,
              double        x,
              double        width,
              double        bottom)
{
  double qr_x = x + width - QR_SIZE;
  double qr_y = bottom - QR_SIZE;
  double text_w = width - QR_SIZE - 8;
  double note_h = tav_print_line_height (context, NOTE_SIZE, 0);
  double address_h = tav_print_line_height (context, ADDRESS_SIZE, TAV_TEXT_BOLD);

  tav_venue_qr_draw (cr, job->table_link_url, qr_x, qr_y, QR_SIZE, NULL);
  tav_print_set_grey (cr, TAV_SOFT_INK);
  tav_print_fit_text (cr, context, _("Check in on your phone: scan the code or open"),
                      NOTE_SIZE, 6.0, 0, x, bottom - address_h - note_h - 1, text_w, note_h);
  tav_print_set_grey (cr, TAV_INK);
  tav_print_fit_text (cr, context, job->table_link_url, ADDRESS_SIZE, 6.0, TAV_TEXT_BOLD,
                      x, bottom - address_h, text_w, address_h);
}

static void
draw_slip (TavPrintJob  *job,
           cairo_t      *cr,
           PangoContext *context,
           const Slip   *slip,
           double        x,
           double        y,
           double        width,
           double        height)
{
  gboolean address = job->table_link_url != NULL;
  double inner = width - 2 * PAD;
  double name_h = tav_print_line_height (context, NAME_SIZE, TAV_TEXT_BOLD);
  double code_w = address ? inner - QR_SIZE - 8 : inner;
  double top = y + PAD;

  cairo_save (cr);
  tav_print_set_grey (cr, TAV_SOFT_INK);
  top += tav_print_fit_text (cr, context, tav_event_get_name (job->event), EVENT_SIZE, 6.5, 0,
                             x + PAD, top, inner, tav_print_line_height (context, EVENT_SIZE, 0));
  /* One line: a long name shrinks to 10 pt, then ends in “…” (counted). */
  tav_print_set_grey (cr, TAV_INK);
  tav_print_fit_text (cr, context, slip->name, NAME_SIZE, NAME_MIN_SIZE, TAV_TEXT_BOLD | TAV_TEXT_NAME,
                      x + PAD, top + 2, inner, name_h);
  top += name_h + 8;
  tav_print_set_grey (cr, TAV_FAINT_INK);
  /* TRANSLATORS: a caption on a printed slip, above the player's code */
  top += tav_print_text (cr, context, _("Personal code"), CAPTION_SIZE, TAV_TEXT_CAPS,
                         x + PAD, top, code_w);
  tav_print_set_grey (cr, TAV_INK);
  tav_print_fit_text (cr, context, slip->code, CODE_SIZE, CODE_MIN_SIZE, TAV_TEXT_BOLD,
                      x + PAD, top, code_w, tav_print_line_height (context, CODE_SIZE, TAV_TEXT_BOLD));
  if (address)
    draw_address (job, cr, context, x + PAD, inner, y + height - PAD);
  else
    {
      tav_print_set_grey (cr, TAV_SOFT_INK);
      tav_print_fit_text (cr, context, _("Keep it to yourself: it proves who you are at the door."),
                          NOTE_SIZE, 6.0, 0, x + PAD,
                          y + height - PAD - tav_print_line_height (context, NOTE_SIZE, 0), inner,
                          tav_print_line_height (context, NOTE_SIZE, 0));
    }
  cairo_restore (cr);
}

static void
codes_draw_page (TavPrintJob  *job,
                 cairo_t      *cr,
                 PangoContext *context,
                 guint         page)
{
  Codes *codes = job->data;
  guint per_page = codes->columns * codes->rows;
  double w = codes->slip_width, h = codes->slip_height;

  for (guint c = 1; c < codes->columns; c++)
    {
      double cx = c * (w + CUT_GAP) - CUT_GAP / 2;

      tav_print_cut_line (cr, cx, -12, cx, job->height + 12);
    }
  for (guint r = 1; r < codes->rows; r++)
    {
      double cy = r * (h + CUT_GAP) - CUT_GAP / 2;

      tav_print_cut_line (cr, -12, cy, job->width + 12, cy);
    }
  /* Row by row, as one reads. */
  for (guint i = 0; i < per_page && page * per_page + i < codes->slips->len; i++)
    draw_slip (job, cr, context, &g_array_index (codes->slips, Slip, page * per_page + i),
               (i % codes->columns) * (w + CUT_GAP), (i / codes->columns) * (h + CUT_GAP), w, h);
}

const TavPrintRenderer tav_print_codes_renderer = {
  codes_check,
  codes_paginate,
  codes_draw_page,
};
