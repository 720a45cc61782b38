/* tav-print-table-link.c — each table's result link on its Record Sheet
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

/* While the venue network is on, a Record Sheet or match slip carries, left
 * of the table number, the QR code of the link that opens that table's
 * result form on a phone (see docs/venue.md), and under it the short code
 * to type by hand. Both need the event's key, made when the network is
 * first used; without it the sheet is as before. The code is 2.2 cm wide:
 * a link of about 80 characters has modules of about 0.5 mm. */

#define QR_SIZE   62.0
#define CODE_SIZE 7.5
#define GAP       8.0

/* Two or four sheets a page leave less room beside the title: the code
 * shrinks to 1.55 cm (modules of about 0.4 mm, which phone cameras read
 * at arm's length). */
static double
qr_size (TavPrintJob *job)
{
  return job->sheets_per_page >= 2 ? 44.0 : QR_SIZE;
}

static gboolean
has_link (TavPrintJob *job)
{
  return job->table_link_url && job->event && job->stage && job->round &&
         tav_inbox_get_key (tav_event_get_inbox (job->event)) != NULL;
}

/* The width the header keeps for the link, 0 without one. */
double
tav_print_table_link_width (TavPrintJob *job)
{
  return has_link (job) ? qr_size (job) + GAP : 0.0;
}

/* The height the header needs for the link, 0 without one. */
double
tav_print_table_link_height (TavPrintJob *job)
{
  return has_link (job) ? qr_size (job) + CODE_SIZE + 6 : 0.0;
}

char *
tav_print_table_link_url (TavPrintJob *job,
                          TavTable    *table)
{
  const char *key = tav_inbox_get_key (tav_event_get_inbox (job->event));
  g_autofree char *token = tav_token_for_table (key, tav_stage_get_id (job->stage),
                                                tav_round_get_number (job->round),
                                                tav_table_get_number (table));
  gsize len = strlen (job->table_link_url);

  /* The venue address ends with "/" or not: one slash either way. */
  return g_strdup_printf ("%.*s/t/%s/%u/%u/%s", (int) (len && job->table_link_url[len - 1] == '/' ? len - 1 : len),
                          job->table_link_url, tav_stage_get_id (job->stage),
                          tav_round_get_number (job->round), tav_table_get_number (table), token);
}

/* Draws the link's QR code at (@x, @y), its short code under it. */
void
tav_print_table_link_draw (TavPrintJob  *job,
                           cairo_t      *cr,
                           PangoContext *context,
                           TavTable     *table,
                           double        x,
                           double        y)
{
  g_autofree char *url = NULL;
  g_autofree char *code = NULL;
  g_autofree char *printed = NULL;

  if (!has_link (job))
    return;
  url = tav_print_table_link_url (job, table);
  code = tav_token_code_for_table (tav_inbox_get_key (tav_event_get_inbox (job->event)),
                                   tav_stage_get_id (job->stage), tav_round_get_number (job->round),
                                   tav_table_get_number (table));
  printed = tav_token_format_code (code);
  cairo_save (cr);
  if (tav_venue_qr_draw (cr, url, x, y, qr_size (job), NULL))
    {
      tav_print_set_grey (cr, TAV_INK);
      tav_print_fit_text (cr, context, printed, CODE_SIZE, 5.5, TAV_TEXT_BOLD | TAV_TEXT_CENTER,
                          x - GAP / 2, y + qr_size (job) + 2, qr_size (job) + GAP, 0);
    }
  cairo_restore (cr);
}
