/* tav-cli-season.c — tavolo-cli season: a ranking across tournaments
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tavolo-cli"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "tav-cli.h"
#include "tav-print-document.h"
#include "tav-season-document.h"

typedef struct
{
  const char *name;
  guint       min;       /* arguments after SEASON */
  guint       max;
  const char *what;
} SeasonAction;

static const SeasonAction actions[] = {
  { "new", 0, 0, "" },
  { "add", 1, G_MAXUINT, "FILE" },
  { "remove", 1, 1, "FILE|ID" },
  { "show", 0, 0, "" },
  { "standings", 0, 0, "" },
  { "permanent", 0, 0, "" },
  { "exclude", 1, 1, "PLAYER" },
  { "alias", 2, 2, "PLAYER NAME" },
  { "carry", 2, G_MAXUINT, "PLAYER FIELD=VALUE" },
  { "print", 0, 0, "" },
};

typedef struct
{
  char     *name;
  char     *ruleset;
  char    **params;
  gboolean  force;
  char     *format;
  char     *reason;
  char     *date;
  gboolean  lift;
  char     *output;
  gboolean  permanent;
  char     *paper;
  char     *orientation;
  gboolean  replace;
} Options;

static void
options_clear (Options *o)
{
  g_free (o->name);
  g_free (o->ruleset);
  g_strfreev (o->params);
  g_free (o->format);
  g_free (o->reason);
  g_free (o->date);
  g_free (o->output);
  g_free (o->paper);
  g_free (o->orientation);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Options, options_clear)

/* ---- Files ------------------------------------------------------------- */

static TavSeason *
load_season (const char *path)
{
  g_autoptr(GError) error = NULL;
  TavSeason *season = tav_season_load_file (path, &error);

  if (season == NULL)
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        tav_cli_fail (path, _("no such file"));
      else
        tav_cli_fail_error (path, error);
    }
  return season;
}

static gboolean
save_season (TavSeason  *season,
             const char *path)
{
  g_autoptr(GError) error = NULL;

  if (!tav_season_save_file_locked (season, path, TRUE, tav_cli_held_lock (path), &error))
    {
      tav_cli_fail (path, _("could not save: %s"), error->message);
      return FALSE;
    }
  return TRUE;
}

/* show, standings, permanent and print leave the season file as it is. */
static gboolean
season_action_reads_only (const char *action)
{
  static const char * const readers[] = { "show", "standings", "permanent", "print", NULL };

  return g_strv_contains (readers, action);
}

/* "t2: Sofia Open, 2026-03-14 (14 players)" */
static char *
describe_tournament (const TavSeasonTournament *tournament)
{
  g_autoptr(GString) out = g_string_new (NULL);

  g_string_append_printf (out, "%s: %s", tournament->id, tournament->name);
  if (tournament->date[0])
    g_string_append_printf (out, ", %s", tournament->date);
  g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, " (%u player)", " (%u players)",
                                            tournament->results->len),
                          tournament->results->len);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* ---- Actions ----------------------------------------------------------- */

static int
season_new (const char *path,
            Options    *o)
{
  const char *name = o->name ? o->name : "";
  const char *ruleset_id = o->ruleset ? o->ruleset
                                      : tav_ruleset_get_id (tav_ruleset_get_default_season ());
  TavRuleset *ruleset = tav_ruleset_lookup (ruleset_id);
  g_autoptr(TavSeason) season = NULL;
  g_autoptr(GString) out = g_string_new (NULL);

  if (name[0] == '\0')
    return tav_cli_usage ("season", _("new: missing --name"));
  if (ruleset == NULL)
    return tav_cli_usage ("season", _("--ruleset: unknown ruleset “%s”"), ruleset_id);
  if (!tav_ruleset_has_season (ruleset))
    return tav_cli_usage ("season", _("--ruleset: the ruleset “%s” has no season ranking"),
                          ruleset_id);
  if (!o->force && g_file_test (path, G_FILE_TEST_EXISTS))
    return tav_cli_fail (path, _("the file exists; use --force to replace it"));

  season = tav_season_new (ruleset_id, name);
  for (guint i = 0; o->params && o->params[i]; i++)
    {
      g_autoptr(GError) error = NULL;
      const char *equals = strchr (o->params[i], '=');
      g_autofree char *key = NULL;

      if (equals == NULL)
        return tav_cli_usage ("season", _("--param: “%s” is not KEY=VALUE"), o->params[i]);
      key = g_strstrip (g_strndup (o->params[i], equals - o->params[i]));
      if (!tav_season_set_param (season, key, equals + 1, &error))
        return tav_cli_usage ("season", _("--param %s: %s"), o->params[i], error->message);
    }
  if (!save_season (season, path))
    return TAV_CLI_FAILED;
  g_string_append_printf (out, _("Created %s: %s (%s)\n"), path, name,
                          tav_ruleset_get_name (ruleset));
  tav_cli_write (out->str);
  return TAV_CLI_OK;
}

/* Every file or none: the season is saved only when all of them import. */
static int
season_add (TavSeason   *season,
            const char  *path,
            char       **files,
            gboolean     replace)
{
  g_autoptr(GString) out = g_string_new (NULL);
  gboolean changed = FALSE;

  for (guint i = 0; files[i]; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TavEvent) event = tav_cli_load (files[i]);
      const TavSeasonTournament *tournament = NULL;
      g_autofree char *label = NULL;
      TavSeasonImport outcome;

      if (event == NULL)
        return TAV_CLI_FAILED;
      outcome = tav_season_add_event (season, event, files[i], replace, &tournament, &error);
      if (g_error_matches (error, TAV_SEASON_ERROR, TAV_SEASON_ERROR_EXISTS))
        return tav_cli_fail (files[i], _("%s: add --replace to replace them; the season is unchanged"),
                             error->message);
      if (outcome == TAV_SEASON_IMPORT_FAILED)
        return tav_cli_fail (files[i], _("%s; the season is unchanged"), error->message);
      label = describe_tournament (tournament);
      switch (outcome)
        {
        case TAV_SEASON_IMPORT_ADDED:
          g_string_append_printf (out, _("Added %s\n"), label);
          changed = TRUE;
          break;
        case TAV_SEASON_IMPORT_REPLACED:
          /* TRANSLATORS: a corrected event file replaced its earlier import */
          g_string_append_printf (out, _("Replaced %s with the corrected file\n"), label);
          changed = TRUE;
          break;
        case TAV_SEASON_IMPORT_UNCHANGED:
        case TAV_SEASON_IMPORT_FAILED:
        default:
          g_string_append_printf (out, _("Already in the season, unchanged: %s\n"), label);
          break;
        }
    }
  if (changed && !save_season (season, path))
    return TAV_CLI_FAILED;
  tav_cli_write (out->str);
  return TAV_CLI_OK;
}

/* An event file names its tournament by its event id (its seed when older
 * than ids); otherwise an id, or the path it was imported from (the file
 * may be gone). */
static int
season_remove (TavSeason  *season,
               const char *path,
               const char *what)
{
  const TavSeasonTournament *tournament = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *label = NULL;
  g_autofree char *line = NULL;

  if (g_file_test (what, G_FILE_TEST_IS_REGULAR) && tav_season_find_tournament (season, what) == NULL)
    {
      g_autoptr(TavEvent) event = tav_cli_load (what);

      if (event == NULL)
        return TAV_CLI_FAILED;
      tournament = tav_season_find_event (season, event);
      if (tournament == NULL)
        return tav_cli_fail ("season remove", _("“%s” (%s) is not in the season"),
                             tav_event_get_name (event), what);
    }
  else if (!(tournament = tav_season_find_tournament (season, what)) &&
           !(tournament = tav_season_find_file (season, what)))
    return tav_cli_fail ("season remove", _("the season has no tournament “%s” (see “season show”)"),
                         what);

  label = describe_tournament (tournament);
  if (!tav_season_remove_tournament (season, tournament->id, &error))
    return tav_cli_fail_error ("season remove", error);
  if (!save_season (season, path))
    return TAV_CLI_FAILED;
  line = g_strdup_printf (_("Removed %s\n"), label);
  tav_cli_write (line);
  return TAV_CLI_OK;
}

static void
season_show (TavSeason *season)
{
  g_autoptr(GString) out = g_string_new (NULL);
  TavRuleset *ruleset = tav_season_get_ruleset (season);
  guint n_tournaments = tav_season_get_n_tournaments (season);
  guint n_excluded = tav_season_get_n_exclusions (season);

  g_string_append_printf (out, "%s (%s)\n", tav_season_get_name (season),
                          ruleset ? tav_ruleset_get_name (ruleset) : tav_season_get_ruleset_id (season));
  g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%u player\n", "%u players\n",
                                            tav_season_get_n_players (season)),
                          tav_season_get_n_players (season));

  g_string_append_printf (out, "\n%s\n", _("Tournaments:"));
  if (n_tournaments == 0)
    g_string_append_printf (out, "  %s\n", _("none yet"));
  else
    {
      g_autoptr(TavCliGrid) grid = tav_cli_grid_new (5);

      tav_cli_grid_set_right (grid, 3, TRUE);
      tav_cli_grid_add (grid, _("Id"), _("Date"), _("Name"), _("Players"), _("File"), NULL);
      for (guint t = 0; t < n_tournaments; t++)
        {
          const TavSeasonTournament *tournament = tav_season_get_tournament (season, t);
          g_autofree char *players = g_strdup_printf ("%u", tournament->results->len);

          tav_cli_grid_add (grid, tournament->id, tournament->date, tournament->name, players,
                            tournament->file, NULL);
        }
      tav_cli_grid_print (grid, out, "  ");
    }

  g_string_append_printf (out, "\n%s\n", _("Excluded players:"));
  if (n_excluded == 0)
    g_string_append_printf (out, "  %s\n", _("none"));
  for (guint i = 0; i < n_excluded; i++)
    {
      const TavSeasonExclusion *exclusion = tav_season_get_exclusion (season, i);
      const TavSeasonPlayer *player = tav_season_find_player (season, exclusion->player);

      g_string_append_printf (out, "  %s (%s)%s%s: %s\n", player ? player->name : exclusion->player,
                              exclusion->player, exclusion->date[0] ? ", " : "",
                              exclusion->date, exclusion->reason);
    }
  tav_cli_write (out->str);
}

static int
season_standings (TavSeason *season,
                  gboolean   permanent,
                  Options   *o)
{
  g_autoptr(TavStandings) standings = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  TavCliFormat format;
  int status = TAV_CLI_OK;

  if (!tav_cli_parse_format ("season", o->format,
                             TAV_CLI_FORMAT_TEXT | TAV_CLI_FORMAT_CSV | TAV_CLI_FORMAT_JSON,
                             &format, &status))
    return status;
  if (permanent && !tav_ruleset_has_permanent_ranking (tav_season_get_ruleset (season)))
    return tav_cli_fail ("season permanent", _("a season of the ruleset “%s” has no permanent ranking"),
                         tav_season_get_ruleset_id (season));
  standings = permanent ? tav_season_compute_permanent (season)
                        : tav_season_compute_standings (season);
  if (format == TAV_CLI_FORMAT_JSON)
    {
      tav_cli_write_standings_json (standings);
      return TAV_CLI_OK;
    }
  if (format == TAV_CLI_FORMAT_CSV)
    tav_cli_append_standings_csv (out, standings);
  else
    {
      g_string_append_printf (out, "%s — ", tav_season_get_name (season));
      if (tav_standings_get_n_rows (standings) == 0)
        g_string_append_printf (out, "%s\n%s\n", tav_standings_get_title (standings),
                                permanent ? _("Nobody is in the permanent ranking yet.")
                                          : _("No tournament has been added yet."));
      else
        tav_cli_append_standings_text (out, standings);
    }
  tav_cli_write (out->str);
  return TAV_CLI_OK;
}

static int
season_exclude (TavSeason  *season,
                const char *path,
                const char *player,
                Options    *o)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  const TavSeasonPlayer *person;

  if (o->lift)
    {
      if (o->reason || o->date)
        return tav_cli_usage ("season", _("exclude --lift takes no --reason or --date"));
      if (!tav_season_lift_exclusion (season, player, &error))
        return tav_cli_fail_error ("season exclude", error);
      person = tav_season_lookup_player (season, player);
      line = g_strdup_printf (_("%s may enter ranking tournaments again\n"),
                              person ? person->name : player);
    }
  else
    {
      if (o->reason == NULL || o->reason[0] == '\0')
        return tav_cli_usage ("season", _("exclude: missing --reason"));
      if (!tav_season_exclude (season, player, o->reason, o->date, &error))
        return tav_cli_fail_error ("season exclude", error);
      person = tav_season_lookup_player (season, player);
      line = g_strdup_printf (_("%s (%s) is excluded from the ranking tournaments: %s\n"),
                              person->name, person->id, o->reason);
    }
  if (!save_season (season, path))
    return TAV_CLI_FAILED;
  tav_cli_write (line);
  return TAV_CLI_OK;
}

static int
season_alias (TavSeason  *season,
              const char *path,
              const char *player,
              const char *alias)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  const TavSeasonPlayer *person;

  if (!tav_season_add_alias (season, player, alias, &error))
    return tav_cli_fail_error ("season alias", error);
  if (!save_season (season, path))
    return TAV_CLI_FAILED;
  person = tav_season_lookup_player (season, player);
  line = g_strdup_printf (_("“%s” is now a name of %s (%s)\n"), alias, person->name, person->id);
  tav_cli_write (line);
  return TAV_CLI_OK;
}

/* What a player brings from earlier seasons, one FIELD=VALUE at a time;
 * all or nothing. */
static int
season_carry (TavSeason   *season,
              const char  *path,
              const char  *player,
              char       **values)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  g_autofree char *text = NULL;
  g_autoptr(JsonNode) node = NULL;
  const TavSeasonPlayer *person;

  for (guint i = 0; values[i]; i++)
    if (!tav_season_carry (season, player, values[i], &error))
      return tav_cli_fail_error ("season carry", error);
  if (!save_season (season, path))
    return TAV_CLI_FAILED;
  person = tav_season_lookup_player (season, player);
  node = json_node_init_object (json_node_alloc (), person->carried);
  text = json_to_string (node, FALSE);
  /* TRANSLATORS: what a player carries from earlier seasons, as JSON */
  line = g_strdup_printf (_("%s (%s) carries %s\n"), person->name, person->id, text);
  tav_cli_write (line);
  return TAV_CLI_OK;
}

static int
season_print (TavSeason *season,
              Options   *o)
{
  g_autoptr(TavPrintDocument) document = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *title = NULL;
  g_autofree char *line = NULL;
  guint pages;

  if (o->output == NULL)
    return tav_cli_usage ("season", _("print: missing -o OUT.pdf"));
  if (!tav_cli_check_output (o->output, o->force))
    return TAV_CLI_FAILED;
  if (o->paper && strcmp (o->paper, "a4") != 0 && strcmp (o->paper, "letter") != 0)
    return tav_cli_usage ("season", _("--paper: “%s” is not a4 or letter"), o->paper);
  if (o->orientation && strcmp (o->orientation, "portrait") != 0 &&
      strcmp (o->orientation, "landscape") != 0 && strcmp (o->orientation, "auto") != 0)
    return tav_cli_usage ("season", _("--orientation: “%s” is not portrait, landscape or auto"),
                          o->orientation);

  document = tav_print_document_new_for_season (season, o->permanent ? TAV_PRINT_PERMANENT
                                                                     : TAV_PRINT_SEASON);
  if (o->paper && strcmp (o->paper, "letter") == 0)
    tav_print_document_set_paper (document, TAV_PRINT_PAPER_LETTER);
  if (o->orientation && strcmp (o->orientation, "portrait") == 0)
    tav_print_document_set_orientation (document, TAV_PRINT_ORIENTATION_PORTRAIT);
  else if (o->orientation && strcmp (o->orientation, "landscape") == 0)
    tav_print_document_set_orientation (document, TAV_PRINT_ORIENTATION_LANDSCAPE);
  if (!tav_print_document_export_pdf (document, o->output, &error))
    return tav_cli_fail_error ("season print", error);

  title = tav_print_document_get_title (document);
  pages = tav_print_document_get_n_pages (document);
  line = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %u page written to %s\n",
                                       "%s: %u pages written to %s\n", pages),
                          title, pages, o->output);
  tav_cli_write (line);
  return TAV_CLI_OK;
}

/* ---- The command ------------------------------------------------------- */

/* Which options an action takes; any other is a usage error. */
static int
check_options (const char *action,
               Options    *o)
{
  static const struct {
    const char *option;
    const char *actions;   /* space separated */
  } allowed[] = {
    { "--name", "new" }, { "--ruleset", "new" }, { "--param", "new" }, { "--force", "new print" },
    { "--format", "standings permanent" }, { "--reason", "exclude" }, { "--date", "exclude" },
    { "--lift", "exclude" }, { "--output", "print" }, { "--permanent", "print" },
    { "--paper", "print" }, { "--orientation", "print" }, { "--replace", "add" },
  };
  const gboolean given[] = {
    o->name != NULL, o->ruleset != NULL, o->params != NULL, o->force,
    o->format != NULL, o->reason != NULL, o->date != NULL,
    o->lift, o->output != NULL, o->permanent,
    o->paper != NULL, o->orientation != NULL, o->replace,
  };

  G_STATIC_ASSERT (G_N_ELEMENTS (allowed) == G_N_ELEMENTS (given));
  for (guint i = 0; i < G_N_ELEMENTS (allowed); i++)
    {
      g_auto(GStrv) names = g_strsplit (allowed[i].actions, " ", -1);

      if (given[i] && !g_strv_contains ((const char * const *) names, action))
        return tav_cli_usage ("season", _("%s does not apply to “%s”"), allowed[i].option, action);
    }
  return TAV_CLI_OK;
}

int
tav_cli_season (int    argc,
                char **argv)
{
  g_auto(Options) o = { 0, };
  const GOptionEntry entries[] = {
    { "name", 'n', 0, G_OPTION_ARG_FILENAME, &o.name, N_("new: the season's name; required"),
      N_("NAME") },
    { "ruleset", 'r', 0, G_OPTION_ARG_FILENAME, &o.ruleset,
      N_("new: the ruleset of its tournaments (default: catan-bg)"), N_("ID") },
    { "param", 'p', 0, G_OPTION_ARG_FILENAME_ARRAY, &o.params,
      N_("new: a season parameter, e.g. permanent_tp=300; may be repeated"), N_("KEY=VALUE") },
    { "force", 'f', 0, G_OPTION_ARG_NONE, &o.force,
      N_("new: replace SEASON if it exists (the old one is kept as SEASON~); print: replace OUT.pdf even if it is not a PDF"),
      NULL },
    { "format", 0, 0, G_OPTION_ARG_FILENAME, &o.format,
      N_("standings, permanent: text, csv or json"), N_("FORMAT") },
    { "reason", 0, 0, G_OPTION_ARG_FILENAME, &o.reason, N_("exclude: why; required"),
      N_("TEXT") },
    { "date", 0, 0, G_OPTION_ARG_FILENAME, &o.date, N_("exclude: since when"),
      N_("YYYY-MM-DD") },
    { "lift", 0, 0, G_OPTION_ARG_NONE, &o.lift, N_("exclude: take the exclusion back"), NULL },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &o.output, N_("print: the PDF file to write"),
      N_("OUT.pdf") },
    { "permanent", 0, 0, G_OPTION_ARG_NONE, &o.permanent,
      N_("print: the permanent ranking instead"), NULL },
    { "paper", 0, 0, G_OPTION_ARG_FILENAME, &o.paper, N_("print: a4 (default) or letter"),
      N_("PAPER") },
    { "orientation", 0, 0, G_OPTION_ARG_FILENAME, &o.orientation,
      N_("print: portrait, landscape or auto (default)"), N_("ORIENTATION") },
    { "replace", 0, 0, G_OPTION_ARG_NONE, &o.replace,
      N_("add: replace a tournament already in the season that has other results (a corrected file)"),
      NULL },
    { NULL }
  };
  g_auto(GStrv) args = NULL;
  g_autoptr(TavSeason) season = NULL;
  const SeasonAction *spec = NULL;
  const char *action, *path;
  guint n_args;
  int status = TAV_CLI_OK;

  if (!tav_cli_parse_options (tav_cli_find_command ("season"), entries, argc, argv, &args,
                              &status) ||
      !tav_cli_check_args ("season", args, 2, G_MAXINT, "ACTION SEASON", &status))
    return status;
  action = args[1];
  path = args[2];
  n_args = g_strv_length (args) - 3;

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    if (strcmp (action, actions[i].name) == 0)
      spec = &actions[i];
  if (spec == NULL)
    return tav_cli_usage ("season", _("unknown action “%s”"), action);
  if ((status = check_options (action, &o)) != TAV_CLI_OK)
    return status;
  if (!tav_cli_clean_option ("season", "--name", &o.name, &status) ||
      !tav_cli_clean_option ("season", "--reason", &o.reason, &status))
    return status;
  if (n_args < spec->min)
    {
      g_auto(GStrv) words = g_strsplit (spec->what, " ", -1);

      return tav_cli_usage ("season", _("%s: missing %s"), action,
                            words[MIN (n_args, g_strv_length (words) - 1)]);
    }
  if (n_args > spec->max)
    return tav_cli_usage ("season", _("%s: unexpected argument “%s”"), action,
                          args[3 + spec->max]);
  if (o.date && !g_regex_match_simple ("^[0-9]{4}-[0-9]{2}-[0-9]{2}$", o.date, 0, 0))
    return tav_cli_usage ("season", _("--date: “%s” is not a date written YYYY-MM-DD"), o.date);

  if (strcmp (action, "new") == 0)
    return season_new (path, &o);

  if (!season_action_reads_only (action) && !tav_cli_lock (path))
    return TAV_CLI_FAILED;
  if (!(season = load_season (path)))
    return TAV_CLI_FAILED;
  if (strcmp (action, "add") == 0)
    return season_add (season, path, args + 3, o.replace);
  if (strcmp (action, "remove") == 0)
    return season_remove (season, path, args[3]);
  if (strcmp (action, "show") == 0)
    {
      season_show (season);
      return TAV_CLI_OK;
    }
  if (strcmp (action, "standings") == 0 || strcmp (action, "permanent") == 0)
    return season_standings (season, strcmp (action, "permanent") == 0, &o);
  if (strcmp (action, "exclude") == 0)
    return season_exclude (season, path, args[3], &o);
  if (strcmp (action, "alias") == 0)
    return season_alias (season, path, args[3], args[4]);
  if (strcmp (action, "carry") == 0)
    return season_carry (season, path, args[3], &args[4]);
  return season_print (season, &o);
}
