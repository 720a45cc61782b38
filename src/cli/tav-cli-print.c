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


/* One run of `print`, or one document of `export`: its options, then what
 * they name. */
typedef struct
{
  const char       *command;        /* "print" or "export", for messages */
  char             *what;
  char             *round_text;
  char             *stage_id;
  char             *paper;
  char             *orientation;
  char             *per_page_text;
  char             *size;
  char             *output;
  char             *venue_url;
  gboolean          judge_copy;
  gboolean          force;
  TavPrintKind      kind;
  guint             round;
  guint             per_page;
  TavEvent         *event;
  TavStage         *stage;
  TavPrintDocument *document;
} PrintCall;

static void
print_call_clear (PrintCall *call)
{
  g_clear_pointer (&call->what, g_free);
  g_clear_pointer (&call->round_text, g_free);
  g_clear_pointer (&call->stage_id, g_free);
  g_clear_pointer (&call->paper, g_free);
  g_clear_pointer (&call->orientation, g_free);
  g_clear_pointer (&call->per_page_text, g_free);
  g_clear_pointer (&call->size, g_free);
  g_clear_pointer (&call->output, g_free);
  g_clear_pointer (&call->venue_url, g_free);
  g_clear_object (&call->document);
  g_clear_object (&call->event);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (PrintCall, print_call_clear)

/* What to print, where to, and which round: checked before the file is
 * read, in this order. */
static int
check_document (PrintCall *call)
{
  gboolean found = FALSE;
  int status = TAV_CLI_OK;

  if (call->what == NULL)
    return tav_cli_usage ("print", _("missing --what"));
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (strcmp (call->what, kinds[i].name) == 0)
      {
        call->kind = kinds[i].kind;
        found = TRUE;
      }
  if (!found)
    return tav_cli_usage ("print", _("--what: “%s” is not record-sheets, seating, standings or bracket"),
                          call->what);
  if (call->output == NULL)
    return tav_cli_usage ("print", _("missing -o OUT.pdf"));
  /* Only a ranking can be secret: elsewhere the option would say nothing. */
  if (call->judge_copy && call->kind != TAV_PRINT_STANDINGS)
    return tav_cli_usage ("print", _("--judge-copy: only the standings have a judge’s copy"));
  if (!tav_cli_check_output (call->output, call->force))
    return TAV_CLI_FAILED;
  if (call->round_text &&
      !tav_cli_parse_number ("print", "--round", call->round_text, 1, &call->round, &status))
    return status;
  return TAV_CLI_OK;
}

/* The page: sheets per page, size, paper and orientation. */
static int
check_layout (PrintCall *call)
{
  const char *per_page = call->per_page_text;
  const char *size = call->size;
  int status = TAV_CLI_OK;

  if (per_page && call->kind != TAV_PRINT_RECORD_SHEETS)
    return tav_cli_usage ("print", _("--per-page: only Record Sheets are printed several to a page"));
  if (per_page && strcmp (per_page, "auto") != 0 &&
      (!tav_cli_parse_number ("print", "--per-page", per_page, 1, &call->per_page, &status) ||
       (call->per_page != 1 && call->per_page != 2 && call->per_page != 4 && call->per_page != 6)))
    return status == TAV_CLI_OK ? tav_cli_usage ("print", _("--per-page: “%s” is not 1, 2, 4, 6 or auto"),
                                                 per_page)
                                : status;
  if (size && call->kind != TAV_PRINT_SEATING && call->kind != TAV_PRINT_STANDINGS)
    return tav_cli_usage ("print", _("--size: only the seating and the standings have a size for the wall"));
  if (size && strcmp (size, "normal") != 0 && strcmp (size, "large") != 0 &&
      strcmp (size, "wall") != 0)
    return tav_cli_usage ("print", _("--size: “%s” is not normal, large or wall"), size);
  if (call->paper && strcmp (call->paper, "a4") != 0 && strcmp (call->paper, "letter") != 0)
    return tav_cli_usage ("print", _("--paper: “%s” is not a4 or letter"), call->paper);
  if (call->orientation && strcmp (call->orientation, "portrait") != 0 &&
      strcmp (call->orientation, "landscape") != 0 && strcmp (call->orientation, "auto") != 0)
    return tav_cli_usage ("print", _("--orientation: “%s” is not portrait, landscape or auto"),
                          call->orientation);
  return TAV_CLI_OK;
}

/* Record Sheets with the venue address carry the result links, and the
 * players' codes are made from the same key: the event's key is made the
 * first time, and saved (under the lock) once the pages are known to
 * print, so that a refusal leaves FILE as it was.
 * *new_key says it must be saved. */
static int
open_event (PrintCall  *call,
            const char *path,
            gboolean   *new_key)
{
  TavRuleset *ruleset;

  /* A player's code is made from the same key (tav-player-codes.h). */
  if ((call->kind == TAV_PRINT_RECORD_SHEETS && call->venue_url != NULL) ||
      call->kind == TAV_PRINT_PLAYER_CODES)
    {
      if (!(call->event = tav_cli_load_for_writing (path)))
        return TAV_CLI_FAILED;
      *new_key = tav_inbox_get_key (tav_event_get_inbox (call->event)) == NULL;
      tav_inbox_ensure_key (tav_event_get_inbox (call->event));
      if (!*new_key)
        tav_cli_unlock ();
    }
  else if (!(call->event = tav_cli_load (path)))
    return TAV_CLI_FAILED;
  if (call->stage_id && !(call->stage = tav_cli_find_stage (call->command, call->event, call->stage_id)))
    return TAV_CLI_FAILED;

  ruleset = tav_event_get_ruleset (call->event);
  if (call->judge_copy && (ruleset == NULL || !tav_ruleset_is_ranking_secret (ruleset, call->event)))
    return tav_cli_usage (call->command, _("--judge-copy: the ranking is public; print the standings "
                                           "without it"));
  return TAV_CLI_OK;
}

/* The document as the options set it, checked against the event. */
static int
make_document (PrintCall *call)
{
  TavPrintDocument *document;
  const char *url = call->venue_url;
  g_autoptr(GError) error = NULL;

  document = call->document = tav_print_document_new (call->event, call->kind, call->stage,
                                                      call->round);
  if (call->paper && strcmp (call->paper, "letter") == 0)
    tav_print_document_set_paper (document, TAV_PRINT_PAPER_LETTER);
  if (call->orientation && strcmp (call->orientation, "portrait") == 0)
    tav_print_document_set_orientation (document, TAV_PRINT_ORIENTATION_PORTRAIT);
  else if (call->orientation && strcmp (call->orientation, "landscape") == 0)
    tav_print_document_set_orientation (document, TAV_PRINT_ORIENTATION_LANDSCAPE);
  tav_print_document_set_sheets_per_page (document, call->per_page);
  if (call->size && strcmp (call->size, "large") == 0)
    tav_print_document_set_size (document, TAV_PRINT_SIZE_LARGE);
  else if (call->size && strcmp (call->size, "wall") == 0)
    tav_print_document_set_size (document, TAV_PRINT_SIZE_WALL);
  tav_print_document_set_judge_copy (document, call->judge_copy);
  tav_print_document_set_venue_url (document, url);
  if (!tav_print_document_check (document, &error))
    return tav_cli_fail_error (call->command, error);
  return TAV_CLI_OK;
}

static int
write_pdf (PrintCall *call)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *title = NULL;
  g_autofree char *line = NULL;
  guint pages;

  if (!tav_print_document_export_pdf (call->document, call->output, &error))
    return tav_cli_fail_error (call->command, error);
  title = tav_print_document_get_title (call->document);
  pages = tav_print_document_get_n_pages (call->document);
  line = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %u page written to %s\n",
                                       "%s: %u pages written to %s\n", pages),
                          title, pages, call->output);
  tav_cli_write (line);
  return TAV_CLI_OK;
}

/* The address printed with a QR code: an http:// address of the room. */
static gboolean
check_address (const char *command,
               const char *option,
               const char *url,
               int        *status)
{
  if (url == NULL ||
      ((g_str_has_prefix (url, "http://") || g_str_has_prefix (url, "https://")) &&
       strlen (url) <= 200))
    return TRUE;
  /* TRANSLATORS: "--venue-url: “ftp://x” is not an http:// address of at most 200 characters" */
  *status = tav_cli_usage (command, _("%s: “%s” is not an http:// address of at most 200 characters"),
                           option, url);
  return FALSE;
}

/* Reads FILE, checks the document, saves a new key, writes the PDF. */
static int
run_call (PrintCall  *call,
          const char *path)
{
  gboolean new_key = FALSE;
  int status;

  if ((status = open_event (call, path, &new_key)) != TAV_CLI_OK ||
      (status = make_document (call)) != TAV_CLI_OK)
    {
      tav_cli_unlock ();
      return status;
    }
  if (new_key && !tav_cli_save (call->event, path))
    return TAV_CLI_FAILED;
  tav_cli_unlock ();
  return write_pdf (call);
}

int
tav_cli_print (int    argc,
               char **argv)
{
  g_auto(PrintCall) call = { .command = "print", .kind = TAV_PRINT_RECORD_SHEETS,
                             .per_page = TAV_PRINT_SHEETS_AUTO };
  const GOptionEntry entries[] = {
    { "what", 0, 0, G_OPTION_ARG_FILENAME, &call.what,
      N_("record-sheets, seating, standings or bracket"), N_("DOCUMENT") },
    { "round", 'r', 0, G_OPTION_ARG_FILENAME, &call.round_text,
      N_("The round (default: the current one)"), N_("N") },
    { "stage", 0, 0, G_OPTION_ARG_FILENAME, &call.stage_id,
      N_("The stage (default: the current one; the finals for a bracket)"), N_("ID") },
    { "paper", 0, 0, G_OPTION_ARG_FILENAME, &call.paper, N_("a4 (default) or letter"), N_("PAPER") },
    { "orientation", 0, 0, G_OPTION_ARG_FILENAME, &call.orientation,
      N_("portrait, landscape or auto (default)"), N_("ORIENTATION") },
    { "per-page", 0, 0, G_OPTION_ARG_FILENAME, &call.per_page_text,
      N_("Record Sheets per page: 1, 2, 4 or 6 (4 and 6: two-player slips) or auto (default: "
         "the most that fit with nothing cut, leaving an inch for notes at a table of players)"),
      N_("N") },
    { "size", 0, 0, G_OPTION_ARG_FILENAME, &call.size,
      N_("The type of the seating and the standings, for the wall: normal (default), large "
         "(1.5 times) or wall (twice, to be read from 2 m)"), N_("SIZE") },
    { "judge-copy", 0, 0, G_OPTION_ARG_NONE, &call.judge_copy,
      N_("Print a secret ranking anyway, marked confidential"), NULL },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &call.output, N_("The PDF file to write"), N_("OUT.pdf") },
    { "force", 'f', 0, G_OPTION_ARG_NONE, &call.force,
      N_("Replace OUT.pdf even if it is not a PDF"), NULL },
    { "venue-url", 0, 0, G_OPTION_ARG_STRING, &call.venue_url,
      N_("The address of the venue network: the seating and the standings carry its QR code"),
      N_("URL") },
    { NULL }
  };
  g_auto(GStrv) args = NULL;
  int status = TAV_CLI_OK;

  if (!tav_cli_parse_options (tav_cli_find_command ("print"), entries, argc, argv, &args,
                              &status) ||
      !tav_cli_check_args ("print", args, 1, 1, "FILE", &status))
    return status;
  if ((status = check_document (&call)) != TAV_CLI_OK ||
      (status = check_layout (&call)) != TAV_CLI_OK ||
      !check_address ("print", "--venue-url", call.venue_url, &status))
    return status;
  return run_call (&call, args[1]);
}

/* One document of `export`; @output and @address are taken. */
static int
export_one (const char    *path,
            TavPrintKind   kind,
            char          *output,
            char          *address,
            const char    *paper,
            gboolean       force)
{
  g_auto(PrintCall) call = { .command = "export", .kind = kind, .output = output,
                             .venue_url = address, .paper = g_strdup (paper),
                             .force = force, .per_page = TAV_PRINT_SHEETS_AUTO };

  if (!tav_cli_check_output (call.output, call.force))
    return TAV_CLI_FAILED;
  return run_call (&call, path);
}

/* `export FILE --codes OUT.pdf --deck-checks OUT.pdf`: the papers of the
 * players rather than of the rounds, through the same documents as
 * `print` and the app's Print menu. */
int
tav_cli_export (int    argc,
                char **argv)
{
  g_autofree char *codes = NULL;
  g_autofree char *decks = NULL;
  g_autofree char *address = NULL;
  g_autofree char *paper = NULL;
  gboolean force = FALSE;
  const GOptionEntry entries[] = {
    { "codes", 0, 0, G_OPTION_ARG_FILENAME, &codes,
      N_("Write each active player's personal code, on slips to cut"), N_("OUT.pdf") },
    { "deck-checks", 0, 0, G_OPTION_ARG_FILENAME, &decks,
      N_("Write a deck-check sheet for each player who registered a deck"), N_("OUT.pdf") },
    { "address", 0, 0, G_OPTION_ARG_STRING, &address,
      N_("The venue’s check-in address: each code’s slip carries it and its QR code"), N_("URL") },
    { "paper", 0, 0, G_OPTION_ARG_FILENAME, &paper, N_("a4 (default) or letter"), N_("PAPER") },
    { "force", 'f', 0, G_OPTION_ARG_NONE, &force,
      N_("Replace an OUT.pdf even if it is not a PDF"), NULL },
    { NULL }
  };
  g_auto(GStrv) args = NULL;
  int status = TAV_CLI_OK;

  if (!tav_cli_parse_options (tav_cli_find_command ("export"), entries, argc, argv, &args,
                              &status) ||
      !tav_cli_check_args ("export", args, 1, 1, "FILE", &status))
    return status;
  if (codes == NULL && decks == NULL)
    return tav_cli_usage ("export", _("missing --codes OUT.pdf or --deck-checks OUT.pdf"));
  if (address && codes == NULL)
    return tav_cli_usage ("export", _("--address: only the codes’ slips carry the check-in address"));
  if (paper && strcmp (paper, "a4") != 0 && strcmp (paper, "letter") != 0)
    return tav_cli_usage ("export", _("--paper: “%s” is not a4 or letter"), paper);
  if (!check_address ("export", "--address", address, &status))
    return status;
  if (codes &&
      (status = export_one (args[1], TAV_PRINT_PLAYER_CODES, g_steal_pointer (&codes),
                            g_steal_pointer (&address), paper, force)) != TAV_CLI_OK)
    return status;
  if (decks)
    return export_one (args[1], TAV_PRINT_DECK_CHECKS, g_steal_pointer (&decks), NULL, paper, force);
  return TAV_CLI_OK;
}
