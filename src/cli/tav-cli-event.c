/* tav-cli-event.c — rulesets, new, validate, publish
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tavolo-cli"

#include "config.h"

#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>

#include "tav-cli.h"
#include "tav-date.h"

int
tav_cli_rulesets (int    argc,
                  char **argv)
{
  g_autoptr(GPtrArray) rulesets = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  g_auto(GStrv) args = NULL;
  int status = TAV_CLI_OK;

  if (!tav_cli_parse_options (tav_cli_find_command ("rulesets"), NULL, argc, argv, &args,
                              &status) ||
      !tav_cli_check_args ("rulesets", args, 0, 0, "", &status))
    return status;

  rulesets = tav_ruleset_list ();
  for (guint i = 0; i < rulesets->len; i++)
    {
      TavRuleset *ruleset = g_ptr_array_index (rulesets, i);
      const TavFieldSpec *params;
      guint n_params = 0;

      params = tav_ruleset_get_params (ruleset, &n_params);
      if (i > 0)
        g_string_append_c (out, '\n');
      g_string_append_printf (out, "%s  %s\n", tav_ruleset_get_id (ruleset),
                              tav_ruleset_get_name (ruleset));
      g_string_append_printf (out, "  %s\n", tav_ruleset_get_description (ruleset));
      if (n_params == 0)
        continue;

      g_string_append_printf (out, "  %s\n", _("Parameters (--param KEY=VALUE):"));
      {
        g_autoptr(TavCliGrid) grid = tav_cli_grid_new (2);

        for (guint p = 0; p < n_params; p++)
          {
            /* TRANSLATORS: a parameter's explanation and its default value */
            g_autofree char *text = g_strdup_printf (_("%s (default: %s)"),
                                                     _(params[p].description),
                                                     params[p].default_value);

            tav_cli_grid_add (grid, params[p].id, text, NULL);
            /* The values a choice takes, one a line under it. */
            for (const TavChoice *c = params[p].choices;
                 params[p].kind == TAV_FIELD_CHOICE && c && c->id; c++)
              {
                g_autofree char *choice = g_strdup_printf ("  %s: %s", c->id, _(c->label));

                tav_cli_grid_add (grid, "", choice, NULL);
              }
          }
        tav_cli_grid_print (grid, out, "    ");
      }
    }
  tav_cli_write (out->str);
  return TAV_CLI_OK;
}

int
tav_cli_new (int    argc,
             char **argv)
{
  g_autofree char *ruleset_id = NULL;
  g_autofree char *name = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *date = NULL;
  g_autofree char *venue = NULL;
  g_auto(GStrv) params = NULL;
  g_autofree char *tables_text = NULL;
  g_autofree char *clubs_text = NULL;
  gboolean force = FALSE;
  const GOptionEntry entries[] = {
    { "ruleset", 'r', 0, G_OPTION_ARG_FILENAME, &ruleset_id,
      N_("The ruleset (see “tavolo-cli rulesets”); required"), N_("ID") },
    { "name", 'n', 0, G_OPTION_ARG_FILENAME, &name, N_("The event's name; required"), N_("NAME") },
    { "seed", 0, 0, G_OPTION_ARG_FILENAME, &seed_text,
      N_("The seed of every draw and lot (default: a random one)"), N_("N") },
    { "date", 0, 0, G_OPTION_ARG_FILENAME, &date, N_("The date of the event"), N_("YYYY-MM-DD") },
    { "venue", 0, 0, G_OPTION_ARG_FILENAME, &venue, N_("Where the event is played"), N_("VENUE") },
    { "param", 'p', 0, G_OPTION_ARG_FILENAME_ARRAY, &params,
      N_("Set a ruleset parameter; may be repeated"), N_("KEY=VALUE") },
    { "force", 'f', 0, G_OPTION_ARG_NONE, &force,
      N_("Replace FILE if it exists (the old one is kept as FILE~)"), NULL },
    TAV_CLI_ROOM_ENTRIES (tables_text, clubs_text),
    { NULL }
  };
  g_auto(GStrv) args = NULL;
  g_autoptr(TavEvent) event = NULL;
  g_autoptr(JsonObject) values = json_object_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) tables = NULL;
  TavEventDetails details = { NULL, };
  TavCliClubs clubs = TAV_CLI_CLUBS_UNSET;
  guint64 seed;
  TavRuleset *ruleset;
  const char *path;
  int status = TAV_CLI_OK;

  if (!tav_cli_parse_options (tav_cli_find_command ("new"), entries, argc, argv, &args,
                              &status) ||
      !tav_cli_check_args ("new", args, 1, 1, "FILE", &status))
    return status;
  path = args[1];

  if (ruleset_id == NULL)
    return tav_cli_usage ("new", _("missing --ruleset"));
  if ((ruleset = tav_ruleset_lookup (ruleset_id)) == NULL)
    return tav_cli_usage ("new", _("--ruleset: unknown ruleset “%s”"), ruleset_id);
  if (!tav_cli_clean_option ("new", "--name", &name, &status) ||
      !tav_cli_clean_option ("new", "--venue", &venue, &status))
    return status;
  if (name == NULL || name[0] == '\0')
    return tav_cli_usage ("new", _("missing --name"));
  if (date && !tav_date_is_valid (date))
    return tav_cli_usage ("new", _("--date: “%s” is not a date written YYYY-MM-DD"), date);
  if (seed_text == NULL)
    seed = tav_document_new_seed ();
  else if (!g_ascii_string_to_unsigned (seed_text, 10, 0, TAV_DOCUMENT_MAX_SEED, &seed, NULL))
    return tav_cli_usage ("new", _("--seed: “%s” is not a whole number from 0 to %llu"),
                          seed_text, (unsigned long long) TAV_DOCUMENT_MAX_SEED);
  if ((tables_text && !tav_cli_parse_tables ("new", tables_text, &tables, &status)) ||
      (clubs_text && !tav_cli_parse_clubs ("new", clubs_text, &clubs, &status)))
    return status;

  event = tav_event_new (tav_ruleset_get_id (ruleset), name);
  details.date = date;
  details.venue = venue;
  details.set_seed = TRUE;
  details.seed = seed;
  details.params = values;
  for (guint i = 0; params && params[i]; i++)
    {
      const char *equals = strchr (params[i], '=');
      g_autofree char *key = NULL;
      JsonNode *value;

      if (equals == NULL)
        return tav_cli_usage ("new", _("--param: “%s” is not KEY=VALUE"), params[i]);
      key = g_strstrip (g_strndup (params[i], equals - params[i]));
      if (!(value = tav_event_parse_param (event, key, equals + 1, &error)))
        return tav_cli_usage ("new", _("--param %s: %s"), params[i], error->message);
      json_object_set_member (values, key, value);
    }
  if (!tav_event_edit_details (event, &details, &error))
    return tav_cli_fail ("new", "%s", error->message);
  if (!tav_cli_apply_room ("new", event, tables, clubs, &status))
    return status;

  if (!force && g_file_test (path, G_FILE_TEST_EXISTS))
    return tav_cli_fail (path, _("the file already exists; add --force to replace it"));
  if (!tav_cli_save (event, path))
    return TAV_CLI_FAILED;

  {
    g_autofree char *line =
      g_strdup_printf (_("Created %s: %s (%s, seed %llu)\n"), path,
                       tav_event_get_name (event), tav_ruleset_get_name (ruleset),
                       (unsigned long long) seed);
    tav_cli_write (line);
  }
  return TAV_CLI_OK;
}

int
tav_cli_validate (int    argc,
                  char **argv)
{
  g_auto(GStrv) args = NULL;
  g_autoptr(TavEvent) event = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *players = NULL;
  g_autofree char *rounds = NULL;
  g_autofree char *line = NULL;
  guint n_players, n_rounds = 0;
  int status = TAV_CLI_OK;

  if (!tav_cli_parse_options (tav_cli_find_command ("validate"), NULL, argc, argv, &args,
                              &status) ||
      !tav_cli_check_args ("validate", args, 1, 1, "FILE", &status))
    return status;
  if (!(event = tav_cli_load (args[1])))
    return TAV_CLI_FAILED;
  /* What the loader takes so that a command can mend it is still no valid
   * event (tav-ruleset.h, check_event). */
  if (!tav_ruleset_check_event (tav_event_get_ruleset (event), event, &error))
    return tav_cli_fail_error (args[1], error);

  n_players = tav_event_get_n_players (event);
  for (guint i = 0; i < tav_event_get_n_stages (event); i++)
    n_rounds += tav_stage_get_n_rounds (tav_event_get_stage (event, i));
  players = g_strdup_printf (ngettext ("%u player", "%u players", n_players), n_players);
  rounds = g_strdup_printf (ngettext ("%u round", "%u rounds", n_rounds), n_rounds);
  /* TRANSLATORS: e.g. "cup.tavolo: valid (bang-2011, 27 players, 5 rounds)" */
  line = g_strdup_printf (_("%s: valid (%s, %s, %s)\n"), args[1],
                          tav_event_get_ruleset_id (event), players, rounds);
  tav_cli_write (line);
  return TAV_CLI_OK;
}

int
tav_cli_publish (int    argc,
                 char **argv)
{
  g_auto(GStrv) args = NULL;
  g_autoptr(TavEvent) event = NULL;
  int status = TAV_CLI_OK;

  if (!tav_cli_parse_options (tav_cli_find_command ("publish"), NULL, argc, argv, &args,
                              &status) ||
      !tav_cli_check_args ("publish", args, 1, 1, "FILE", &status))
    return status;
  if (!(event = tav_cli_load_for_writing (args[1])))
    return TAV_CLI_FAILED;

  if (tav_event_get_published (event))
    {
      tav_cli_write (_("The ranking was already published.\n"));
      return TAV_CLI_OK;
    }
  tav_event_publish (event, TRUE);
  if (!tav_cli_save (event, args[1]))
    return TAV_CLI_FAILED;
  tav_cli_write (_("The ranking is published: anyone may see it now.\n"));
  return TAV_CLI_OK;
}
