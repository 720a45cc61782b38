/* tav-cli-print.c — tavolo-cli print: the documents as PDF
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tavolo-cli"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "tav-cli.h"
#include "tav-print-document.h"

static const struct {
  const char   *name;
  TavPrintKind  kind;
} kinds[] = {
  { "record-sheets", TAV_PRINT_RECORD_SHEETS },
  { "seating", TAV_PRINT_SEATING },
  { "standings", TAV_PRINT_STANDINGS },
  { "bracket", TAV_PRINT_BRACKET },
};

int
tav_cli_print (int    argc,
               char **argv)
{
  g_autofree char *what = NULL;
  g_autofree char *round_text = NULL;
  g_autofree char *stage_id = NULL;
  g_autofree char *paper = NULL;
  g_autofree char *orientation = NULL;
  g_autofree char *per_page_text = NULL;
  g_autofree char *size = NULL;
  g_autofree char *output = NULL;
  g_autofree char *venue_url = NULL;
  gboolean judge_copy = FALSE;
  gboolean force = FALSE;
  gboolean new_key = FALSE;
  const GOptionEntry entries[] = {
    { "what", 0, 0, G_OPTION_ARG_FILENAME, &what,
      N_("record-sheets, seating, standings or bracket"), N_("DOCUMENT") },
    { "round", 'r', 0, G_OPTION_ARG_FILENAME, &round_text,
      N_("The round (default: the current one)"), N_("N") },
    { "stage", 0, 0, G_OPTION_ARG_FILENAME, &stage_id,
      N_("The stage (default: the current one; the finals for a bracket)"), N_("ID") },
    { "paper", 0, 0, G_OPTION_ARG_FILENAME, &paper, N_("a4 (default) or letter"), N_("PAPER") },
    { "orientation", 0, 0, G_OPTION_ARG_FILENAME, &orientation,
      N_("portrait, landscape or auto (default)"), N_("ORIENTATION") },
    { "per-page", 0, 0, G_OPTION_ARG_FILENAME, &per_page_text,
      N_("Record Sheets per page: 1, 2, 4 or 6 (4 and 6: two-player slips) or auto (default: "
         "the most that fit with nothing cut, leaving an inch for notes at a table of players)"),
      N_("N") },
    { "size", 0, 0, G_OPTION_ARG_FILENAME, &size,
      N_("The type of the seating and the standings, for the wall: normal (default), large "
         "(1.5 times) or wall (twice, to be read from 2 m)"), N_("SIZE") },
    { "judge-copy", 0, 0, G_OPTION_ARG_NONE, &judge_copy,
      N_("Print a secret ranking anyway, marked confidential"), NULL },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("The PDF file to write"), N_("OUT.pdf") },
    { "force", 'f', 0, G_OPTION_ARG_NONE, &force,
      N_("Replace OUT.pdf even if it is not a PDF"), NULL },
    { "venue-url", 0, 0, G_OPTION_ARG_STRING, &venue_url,
      N_("The address of the venue network: the seating and the standings carry its QR code"),
      N_("URL") },
    { NULL }
  };
  g_auto(GStrv) args = NULL;
  g_autoptr(TavEvent) event = NULL;
  g_autoptr(TavPrintDocument) document = NULL;
  g_autoptr(GError) error = NULL;
  TavStage *stage = NULL;
  TavPrintKind kind = TAV_PRINT_RECORD_SHEETS;
  gboolean found = FALSE;
  guint round = 0, per_page = TAV_PRINT_SHEETS_AUTO;
  int status = TAV_CLI_OK;

  if (!tav_cli_parse_options (tav_cli_find_command ("print"), entries, argc, argv, &args,
                              &status) ||
      !tav_cli_check_args ("print", args, 1, 1, "FILE", &status))
    return status;
  if (what == NULL)
    return tav_cli_usage ("print", _("missing --what"));
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (strcmp (what, kinds[i].name) == 0)
      {
        kind = kinds[i].kind;
        found = TRUE;
      }
  if (!found)
    return tav_cli_usage ("print", _("--what: “%s” is not record-sheets, seating, standings or bracket"),
                          what);
  if (output == NULL)
    return tav_cli_usage ("print", _("missing -o OUT.pdf"));
  /* Only a ranking can be secret: elsewhere the option would say nothing. */
  if (judge_copy && kind != TAV_PRINT_STANDINGS)
    return tav_cli_usage ("print", _("--judge-copy: only the standings have a judge’s copy"));
  if (!tav_cli_check_output (output, force))
    return TAV_CLI_FAILED;
  if (round_text && !tav_cli_parse_number ("print", "--round", round_text, 1, &round, &status))
    return status;
  if (per_page_text && kind != TAV_PRINT_RECORD_SHEETS)
    return tav_cli_usage ("print", _("--per-page: only Record Sheets are printed several to a page"));
  if (per_page_text && strcmp (per_page_text, "auto") != 0 &&
      (!tav_cli_parse_number ("print", "--per-page", per_page_text, 1, &per_page, &status) ||
       (per_page != 1 && per_page != 2 && per_page != 4 && per_page != 6)))
    return status == TAV_CLI_OK ? tav_cli_usage ("print", _("--per-page: “%s” is not 1, 2, 4, 6 or auto"),
                                                 per_page_text)
                                : status;
  if (size && kind != TAV_PRINT_SEATING && kind != TAV_PRINT_STANDINGS)
    return tav_cli_usage ("print", _("--size: only the seating and the standings have a size for the wall"));
  if (size && strcmp (size, "normal") != 0 && strcmp (size, "large") != 0 &&
      strcmp (size, "wall") != 0)
    return tav_cli_usage ("print", _("--size: “%s” is not normal, large or wall"), size);
  if (paper && strcmp (paper, "a4") != 0 && strcmp (paper, "letter") != 0)
    return tav_cli_usage ("print", _("--paper: “%s” is not a4 or letter"), paper);
  if (orientation && strcmp (orientation, "portrait") != 0 &&
      strcmp (orientation, "landscape") != 0 && strcmp (orientation, "auto") != 0)
    return tav_cli_usage ("print", _("--orientation: “%s” is not portrait, landscape or auto"),
                          orientation);

  /* Record Sheets with the venue address carry the result links: the
   * event's key is made the first time, and saved (under the lock) once
   * the sheets are known to print, so that a refusal leaves FILE as it was. */
  if (kind == TAV_PRINT_RECORD_SHEETS && venue_url != NULL)
    {
      if (!(event = tav_cli_load_for_writing (args[1])))
        return TAV_CLI_FAILED;
      new_key = tav_inbox_get_key (tav_event_get_inbox (event)) == NULL;
      tav_inbox_ensure_key (tav_event_get_inbox (event));
      if (!new_key)
        tav_cli_unlock ();
    }
  else if (!(event = tav_cli_load (args[1])))
    return TAV_CLI_FAILED;
  if (stage_id && !(stage = tav_cli_find_stage ("print", event, stage_id)))
    return TAV_CLI_FAILED;

  if (judge_copy && (tav_event_get_ruleset (event) == NULL ||
                     !tav_ruleset_is_ranking_secret (tav_event_get_ruleset (event), event)))
    return tav_cli_usage ("print", _("--judge-copy: the ranking is public; print the standings "
                                     "without it"));

  document = tav_print_document_new (event, kind, stage, round);
  if (paper && strcmp (paper, "letter") == 0)
    tav_print_document_set_paper (document, TAV_PRINT_PAPER_LETTER);
  if (orientation && strcmp (orientation, "portrait") == 0)
    tav_print_document_set_orientation (document, TAV_PRINT_ORIENTATION_PORTRAIT);
  else if (orientation && strcmp (orientation, "landscape") == 0)
    tav_print_document_set_orientation (document, TAV_PRINT_ORIENTATION_LANDSCAPE);
  tav_print_document_set_sheets_per_page (document, per_page);
  if (size && strcmp (size, "large") == 0)
    tav_print_document_set_size (document, TAV_PRINT_SIZE_LARGE);
  else if (size && strcmp (size, "wall") == 0)
    tav_print_document_set_size (document, TAV_PRINT_SIZE_WALL);
  tav_print_document_set_judge_copy (document, judge_copy);
  if (venue_url != NULL &&
      (!(g_str_has_prefix (venue_url, "http://") || g_str_has_prefix (venue_url, "https://")) ||
       strlen (venue_url) > 200))
    return tav_cli_usage ("print", _("--venue-url: “%s” is not an http:// address of at most 200 characters"),
                          venue_url);
  tav_print_document_set_venue_url (document, venue_url);
  if (!tav_print_document_check (document, &error))
    return tav_cli_fail_error ("print", error);
  if (new_key && !tav_cli_save (event, args[1]))
    return TAV_CLI_FAILED;
  tav_cli_unlock ();

  if (!tav_print_document_export_pdf (document, output, &error))
    return tav_cli_fail_error ("print", error);

  {
    g_autofree char *title = tav_print_document_get_title (document);
    guint pages = tav_print_document_get_n_pages (document);
    g_autofree char *line =
      g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %u page written to %s\n",
                                    "%s: %u pages written to %s\n", pages),
                       title, pages, output);

    tav_cli_write (line);
  }
  return TAV_CLI_OK;
}
