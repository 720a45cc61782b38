/* tav-cli-floor.c — extend, release: the judges' floor from a script
 *
 * Time added to one table, and the waiting round shown to the room, as the
 * app's table card and Release Round do them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tavolo-cli"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-cli.h"

/* The round being played: time is added to no other. */
static TavRound *
current_round (TavEvent  *event,
               TavStage **stage)
{
  *stage = tav_event_get_current_stage (event);
  return *stage != NULL ? tav_stage_get_last_round (*stage) : NULL;
}

int
tav_cli_extend (int    argc,
                char **argv)
{
  g_autofree char *table_text = NULL;
  g_autofree char *minutes_text = NULL;
  g_autofree char *reason = NULL;
  const GOptionEntry entries[] = {
    { "table", 't', 0, G_OPTION_ARG_FILENAME, &table_text, N_("The table; required"), N_("N") },
    { "minutes", 'm', 0, G_OPTION_ARG_FILENAME, &minutes_text,
      N_("The minutes to add, 1 to 60; required"), N_("M") },
    { "reason", 0, 0, G_OPTION_ARG_FILENAME, &reason, N_("Why time is added; required"),
      N_("TEXT") },
    { NULL }
  };
  g_auto(GStrv) args = NULL;
  g_autoptr(TavEvent) event = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  guint table_number = 0, minutes = 0;
  TavStage *stage;
  TavRound *round;
  TavTable *table;
  int status = TAV_CLI_OK;

  if (!tav_cli_parse_options (tav_cli_find_command ("extend"), entries, argc, argv, &args,
                              &status) ||
      !tav_cli_check_args ("extend", args, 1, 1, "FILE", &status))
    return status;
  if (table_text == NULL)
    return tav_cli_usage ("extend", _("missing --table"));
  if (minutes_text == NULL)
    return tav_cli_usage ("extend", _("missing --minutes"));
  if (!tav_cli_parse_number ("extend", "--table", table_text, 1, &table_number, &status) ||
      !tav_cli_parse_number ("extend", "--minutes", minutes_text, 1, &minutes, &status) ||
      !tav_cli_clean_option ("extend", "--reason", &reason, &status))
    return status;
  if (reason == NULL || reason[0] == '\0')
    return tav_cli_usage ("extend", _("missing --reason"));

  if (!(event = tav_cli_load_for_writing (args[1])))
    return TAV_CLI_FAILED;
  if (!(round = current_round (event, &stage)))
    return tav_cli_fail ("extend", "%s", _("no round is drawn yet"));
  if (!tav_event_extend_table (event, stage, tav_round_get_number (round), table_number,
                               minutes, reason, &error))
    return tav_cli_fail_error ("extend", error);
  if (!tav_cli_save (event, args[1]))
    return TAV_CLI_FAILED;

  table = tav_round_find_table (round, table_number);
  g_string_append_printf (out, ngettext ("Round %u, table %u: %u minute added (%s)\n",
                                         "Round %u, table %u: %u minutes added (%s)\n", minutes),
                          tav_round_get_number (round), table_number, minutes, reason);
  g_string_append_printf (out, ngettext ("Table %u now plays %u minute after the round’s time\n",
                                         "Table %u now plays %u minutes after the round’s time\n",
                                         tav_table_get_extra_minutes (table)),
                          table_number, tav_table_get_extra_minutes (table));
  tav_cli_write (out->str);
  return TAV_CLI_OK;
}

static gboolean
parse_setting (const char *text,
               gboolean   *manual)
{
  if (g_strcmp0 (text, "manual") == 0)
    *manual = TRUE;
  else if (g_strcmp0 (text, "at-once") == 0)
    *manual = FALSE;
  else
    return FALSE;
  return TRUE;
}

static int
change_setting (TavEvent   *event,
                const char *path,
                gboolean    manual)
{
  g_autoptr(GError) error = NULL;

  if (!tav_event_change_release (event, manual, &error))
    return tav_cli_fail_error ("release", error);
  if (!tav_cli_save (event, path))
    return TAV_CLI_FAILED;
  tav_cli_write (manual ? _("New rounds wait until you release them (tavolo-cli release FILE).\n")
                        : _("New rounds are shown to the room as soon as they are drawn.\n"));
  return TAV_CLI_OK;
}

int
tav_cli_release (int    argc,
                 char **argv)
{
  g_autofree char *setting = NULL;
  const GOptionEntry entries[] = {
    { "setting", 0, 0, G_OPTION_ARG_FILENAME, &setting,
      N_("Instead, set when new rounds are shown: manual or at-once"), N_("WHEN") },
    { NULL }
  };
  g_auto(GStrv) args = NULL;
  g_autoptr(TavEvent) event = NULL;
  g_autoptr(GError) error = NULL;
  gboolean manual = FALSE;
  g_autofree char *line = NULL;
  TavStage *stage;
  TavRound *round;
  int status = TAV_CLI_OK;

  if (!tav_cli_parse_options (tav_cli_find_command ("release"), entries, argc, argv, &args,
                              &status) ||
      !tav_cli_check_args ("release", args, 1, 1, "FILE", &status))
    return status;
  if (setting != NULL && !parse_setting (setting, &manual))
    return tav_cli_usage ("release", _("--setting: expected manual or at-once, not “%s”"), setting);

  if (!(event = tav_cli_load_for_writing (args[1])))
    return TAV_CLI_FAILED;
  if (setting != NULL)
    return change_setting (event, args[1], manual);

  round = current_round (event, &stage);
  if (!tav_event_release_round (event, &error))
    return tav_cli_fail_error ("release", error);
  if (!tav_cli_save (event, args[1]))
    return TAV_CLI_FAILED;
  line = g_strdup_printf (_("Round %u is shown to the room.\n"), tav_round_get_number (round));
  tav_cli_write (line);
  return TAV_CLI_OK;
}
