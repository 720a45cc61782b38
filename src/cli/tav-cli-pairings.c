/* tav-cli-pairings.c — why the players of a Swiss round meet
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tavolo-cli"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-cli.h"

int
tav_cli_pairings (int    argc,
                  char **argv)
{
  g_autofree char *round_text = NULL;
  const GOptionEntry entries[] = {
    { "round", 'r', 0, G_OPTION_ARG_FILENAME, &round_text,
      N_("The Swiss round (default: the last one drawn)"), N_("N") },
    { NULL }
  };
  g_auto(GStrv) args = NULL;
  g_auto(GStrv) reasons = NULL;
  g_autoptr(TavEvent) event = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(TavCliGrid) grid = tav_cli_grid_new (3);
  TavRuleset *ruleset;
  TavStage *swiss;
  TavRound *round;
  guint number = 0;
  int status = TAV_CLI_OK;

  if (!tav_cli_parse_options (tav_cli_find_command ("pairings"), entries, argc, argv, &args,
                              &status) ||
      !tav_cli_check_args ("pairings", args, 1, 1, "FILE", &status))
    return status;
  if (round_text && !tav_cli_parse_number ("pairings", "--round", round_text, 1, &number, &status))
    return status;
  if (!(event = tav_cli_load (args[1])))
    return TAV_CLI_FAILED;
  /* Only Swiss rounds have pairings to explain; BANG! tables are seated:
   * the ruleset says so. */
  ruleset = tav_event_get_ruleset (event);
  swiss = tav_ruleset_get_paired_stage (ruleset, event);
  if (number == 0)
    number = swiss ? tav_stage_get_n_rounds (swiss) : 0;
  if (!(reasons = tav_ruleset_explain_round (ruleset, event, number, &error)))
    return tav_cli_fail_error ("pairings", error);

  round = tav_stage_get_round (swiss, number);
  g_string_append_printf (out, "%s\n", tav_round_get_name (round) ? tav_round_get_name (round) : "");
  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    {
      TavTable *table = tav_round_get_table (round, t);
      g_autofree char *where = NULL;
      g_autofree char *who = NULL;
      g_autofree char *a = tav_cli_player_label (event, tav_table_get_seat (table, 0));

      if (tav_table_get_n_seats (table) == 1)
        {
          where = g_strdup (_("Bye"));
          who = g_steal_pointer (&a);
        }
      else
        {
          g_autofree char *b = tav_cli_player_label (event, tav_table_get_seat (table, 1));

          /* TRANSLATORS: a table number */
          where = g_strdup_printf (_("Table %u"), tav_table_get_number (table));
          /* TRANSLATORS: "Anna (p3) v Dario (p9)" */
          who = g_strdup_printf (_("%s v %s"), a, b);
        }
      tav_cli_grid_add (grid, where, who, reasons[t], NULL);
    }
  tav_cli_grid_print (grid, out, "  ");
  tav_cli_write (out->str);
  return TAV_CLI_OK;
}
