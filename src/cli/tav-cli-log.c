/* tav-cli-log.c — tavolo-cli log: every change to the event, by whose hand
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tavolo-cli"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-cli.h"
#include "tav-event-log.h"

/* KIND as the file writes it (app, cli, table, judge, season). */
static gboolean
parse_hand (const char  *text,
            TavHandKind *kind,
            int         *status)
{
  g_autoptr(GString) names = g_string_new (NULL);

  if (tav_hand_kind_from_string (text, kind))
    return TRUE;
  for (guint i = 0; i <= TAV_HAND_LAST; i++)
    g_string_append_printf (names, "%s%s", i ? ", " : "", tav_hand_kind_to_string (i));
  *status = tav_cli_usage ("log", _("--hand: “%s” is not one of %s"), text, names->str);
  return FALSE;
}

static char *
format_log (TavEvent           *event,
            const TavLogFilter *filter,
            TavCliFormat        format)
{
  switch (format)
    {
    case TAV_CLI_FORMAT_CSV:
      return tav_event_log_to_csv (event, filter);
    case TAV_CLI_FORMAT_JSON:
      return tav_event_log_to_json (event, filter);
    case TAV_CLI_FORMAT_TEXT:
    default:
      return tav_event_log_to_text (event, filter);
    }
}

int
tav_cli_log (int    argc,
             char **argv)
{
  g_autofree char *table_text = NULL;
  g_autofree char *player_text = NULL;
  g_autofree char *hand_text = NULL;
  g_autofree char *format_text = NULL;
  const GOptionEntry entries[] = {
    { "table", 't', 0, G_OPTION_ARG_FILENAME, &table_text,
      N_("Only the changes of this table"), N_("N") },
    { "player", 'p', 0, G_OPTION_ARG_FILENAME, &player_text,
      N_("Only the changes that concern this player (an id or a name)"), N_("PLAYER") },
    { "hand", 0, 0, G_OPTION_ARG_FILENAME, &hand_text,
      N_("Only the changes of this hand: app, cli, table, judge or season"), N_("KIND") },
    { "format", 'f', 0, G_OPTION_ARG_FILENAME, &format_text,
      N_("text (the default), csv or json"), N_("FORMAT") },
    { NULL }
  };
  g_auto(GStrv) args = NULL;
  g_autoptr(TavEvent) event = NULL;
  g_autofree char *text = NULL;
  TavLogFilter filter = { 0, };
  TavCliFormat format;
  int status = TAV_CLI_OK;

  if (!tav_cli_parse_options (tav_cli_find_command ("log"), entries, argc, argv, &args,
                              &status) ||
      !tav_cli_check_args ("log", args, 1, 1, "FILE", &status) ||
      !tav_cli_parse_format ("log", format_text,
                             TAV_CLI_FORMAT_TEXT | TAV_CLI_FORMAT_CSV | TAV_CLI_FORMAT_JSON,
                             &format, &status) ||
      (table_text && !tav_cli_parse_number ("log", "--table", table_text, 1, &filter.table,
                                            &status)) ||
      (hand_text && !parse_hand (hand_text, &filter.hand, &status)))
    return status;
  filter.by_hand = hand_text != NULL;

  /* Read-only: no lock, so a log is read while a venue or the app writes. */
  if (!(event = tav_cli_load (args[1])))
    return TAV_CLI_FAILED;
  if (player_text)
    {
      TavPlayer *player = tav_cli_lookup_player ("log", event, player_text);

      if (player == NULL)
        return TAV_CLI_FAILED;
      filter.player_id = tav_player_get_id (player);
    }

  text = format_log (event, &filter, format);
  if (format == TAV_CLI_FORMAT_TEXT && (text == NULL || text[0] == '\0'))
    {
      g_free (text);
      if (g_list_model_get_n_items (tav_event_get_log (event)) == 0)
        text = g_strdup (_("The log is empty: no change has been recorded yet.\n"));
      else
        text = g_strdup (_("No change in the log matches.\n"));
    }
  tav_cli_write (text);
  return TAV_CLI_OK;
}
