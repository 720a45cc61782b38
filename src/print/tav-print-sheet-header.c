/* tav-print-sheet-header.c — the header of a Record Sheet
 *
 * The top of a Record Sheet or match slip: the event, the round, the
 * settings the table needs (target, time limits) and the details, beside
 * the table's number in a box big enough to find it at a glance and the
 * table's result link.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-print"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tav-print-sheet-private.h"

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

double
tav_print_sheet_header (Sheet      *sheet,
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
