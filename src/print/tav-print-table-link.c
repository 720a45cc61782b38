/* tav-print-table-link.c — the result links on a Record Sheet or match slip
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-print-table-link"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "tav-print-private.h"
#include "tav-table-token.h"
#include "tav-venue-qr.h"

/* While the venue network is on, a sheet carries the QR codes of the links
 * that open a result form on a phone (see docs/venue.md), each with its
 * short code to type by hand. A table of players has one, left of the
 * table number, its code under it. At a two-player table each player has
 * his own in his row (tav-print-sheet-grid.c lays them out); the table's is
 * left out, since a result sent with it counts as nobody's agreement and
 * would only lead a player astray. All need the event's key, made when the
 * network is first used; without it the sheet is as before. The code is
 * 2.2 cm wide: a link of about 70 characters has modules of about 0.5 mm. */

#define QR_SIZE 62.0
#define GAP     8.0

/* Two or more sheets a page leave less room: the code shrinks to 1.55 cm
 * (modules of about 0.35 mm, which a phone reads from 10 to 20 cm). */
static double
qr_size (TavPrintJob *job)
{
  return job->sheets_per_page >= 2 ? 44.0 : QR_SIZE;
}

/* The short code's type: a full page has room to make it easy to read. */
static double
code_size (TavPrintJob *job)
{
  return job->sheets_per_page >= 2 ? 7.5 : 9.0;
}

static gboolean
has_link (TavPrintJob *job)
{
  return job->table_link_url && job->event && job->stage && job->round &&
         tav_inbox_get_key (tav_event_get_inbox (job->event)) != NULL;
}

static gboolean
has_seat_links (TavPrintJob *job,
                TavTable    *table)
{
  return has_link (job) && tav_token_seats_have_codes (tav_table_get_n_seats (table));
}

static gboolean
has_table_link (TavPrintJob *job,
                TavTable    *table)
{
  return has_link (job) && !tav_token_seats_have_codes (tav_table_get_n_seats (table));
}

/* The width the header keeps for the table's link, 0 without one. */
double
tav_print_table_link_width (TavPrintJob *job,
                            TavTable    *table)
{
  return has_table_link (job, table) ? qr_size (job) + GAP : 0.0;
}

/* The height the header needs for the table's link, 0 without one. */
double
tav_print_table_link_height (TavPrintJob *job,
                             TavTable    *table)
{
  return has_table_link (job, table) ? qr_size (job) + code_size (job) + 6 : 0.0;
}

/* The size of a seat's QR code, quiet zone included; 0 without one. */
double
tav_print_seat_qr_size (TavPrintJob *job,
                        TavTable    *table)
{
  return has_seat_links (job, table) ? qr_size (job) : 0.0;
}

/* The token of @seat's link (1-based; 0: the table's), or its short
 * code if @code. */
static char *
token_of (TavPrintJob *job,
          TavTable    *table,
          guint        seat,
          gboolean     code)
{
  const char *key = tav_inbox_get_key (tav_event_get_inbox (job->event));
  const char *stage_id = tav_stage_get_id (job->stage);
  guint round = tav_round_get_number (job->round);
  guint number = tav_table_get_number (table);

  if (seat)
    return code ? tav_token_code_for_seat (key, stage_id, round, number, seat)
                : tav_token_for_seat (key, stage_id, round, number, seat);
  return code ? tav_token_code_for_table (key, stage_id, round, number)
              : tav_token_for_table (key, stage_id, round, number);
}

static char *
link_url (TavPrintJob *job,
          TavTable    *table,
          guint        seat)
{
  g_autofree char *token = token_of (job, table, seat, FALSE);
  gsize len = strlen (job->table_link_url);

  /* The venue address ends with "/" or not: one slash either way. */
  return g_strdup_printf ("%.*s/t/%s/%u/%u/%s", (int) (len && job->table_link_url[len - 1] == '/' ? len - 1 : len),
                          job->table_link_url, tav_stage_get_id (job->stage),
                          tav_round_get_number (job->round), tav_table_get_number (table), token);
}

/* The short code as printed, "97AT-6E73". */
static char *
short_code (TavPrintJob *job,
            TavTable    *table,
            guint        seat)
{
  g_autofree char *code = token_of (job, table, seat, TRUE);

  return tav_token_format_code (code);
}

/* The height of a seat's short code, 0 without one. */
double
tav_print_seat_code_height (TavPrintJob  *job,
                            PangoContext *context,
                            TavTable     *table)
{
  return has_seat_links (job, table) ? tav_print_line_height (context, code_size (job), TAV_TEXT_BOLD) : 0.0;
}

/* The width the widest of the seats' short codes needs, 0 without them. */
double
tav_print_seat_code_width (TavPrintJob  *job,
                           PangoContext *context,
                           TavTable     *table)
{
  double w = 0;

  for (guint seat = 1; has_seat_links (job, table) && seat <= tav_table_get_n_seats (table); seat++)
    {
      g_autofree char *printed = short_code (job, table, seat);

      w = MAX (w, tav_print_text_width (context, printed, code_size (job), TAV_TEXT_BOLD));
    }
  return w;
}

static void
draw_code (TavPrintJob  *job,
           cairo_t      *cr,
           PangoContext *context,
           const char   *code,
           TavTextFlags  flags,
           double        x,
           double        y,
           double        width)
{
  tav_print_set_grey (cr, TAV_INK);
  tav_print_fit_text (cr, context, code, code_size (job), 5.5, TAV_TEXT_BOLD | flags, x, y, width, 0);
}

/* Draws the table's link at (@x, @y), its short code under it, if it has
 * one. */
void
tav_print_table_link_draw (TavPrintJob  *job,
                           cairo_t      *cr,
                           PangoContext *context,
                           TavTable     *table,
                           double        x,
                           double        y)
{
  g_autofree char *url = NULL;
  g_autofree char *printed = NULL;

  if (!has_table_link (job, table))
    return;
  url = link_url (job, table, 0);
  printed = short_code (job, table, 0);
  cairo_save (cr);
  if (tav_venue_qr_draw (cr, url, x, y, qr_size (job), NULL))
    draw_code (job, cr, context, printed, TAV_TEXT_CENTER, x - GAP / 2, y + qr_size (job) + 2,
               qr_size (job) + GAP);
  cairo_restore (cr);
}

/* Draws @seat's QR code (1-based) with its top left corner at (@x, @y). */
void
tav_print_seat_link_draw (TavPrintJob  *job,
                          cairo_t      *cr,
                          TavTable     *table,
                          guint         seat,
                          double        x,
                          double        y)
{
  g_autofree char *url = NULL;

  if (!has_seat_links (job, table))
    return;
  url = link_url (job, table, seat);
  cairo_save (cr);
  tav_venue_qr_draw (cr, url, x, y, qr_size (job), NULL);
  cairo_restore (cr);
}

/* Draws @seat's short code (1-based) at (@x, @y) in @width. */
void
tav_print_seat_code_draw (TavPrintJob  *job,
                          cairo_t      *cr,
                          PangoContext *context,
                          TavTable     *table,
                          guint         seat,
                          TavTextFlags  flags,
                          double        x,
                          double        y,
                          double        width)
{
  g_autofree char *printed = NULL;

  if (!has_seat_links (job, table))
    return;
  printed = short_code (job, table, seat);
  cairo_save (cr);
  draw_code (job, cr, context, printed, flags, x, y, width);
  cairo_restore (cr);
}
