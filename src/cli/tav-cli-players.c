/* tav-cli-players.c — players, warn, ejected
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tavolo-cli"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "tav-cli.h"
#include "tav-csv.h"
#include "tav-ejections.h"
#include "tav-input.h"
#include "tav-text.h"
#include "tav-player-list.h"
#include "tav-season-document.h"

/* An event of a season registers nobody the season refuses: the whole
 * command fails on the first such name. */
static int
check_season (TavSeason  *season,
              TavEvent   *event,
              const char *where,
              const char *name)
{
  g_autoptr(GError) error = NULL;

  if (!tav_season_check_ruleset (season, event, &error) ||
      !tav_season_check_player (season, name, &error))
    return tav_cli_fail (where, _("%s; nothing was added"), error->message);
  return TAV_CLI_OK;
}

/* The core checks every line before adding anyone, so the file is only
 * saved when the whole list is good. */
static int
import_players (TavEvent     *event,
                TavSeason    *season,
                const char   *path,
                TavCliFormat  format,
                guint        *n_added)
{
  g_autoptr(GPtrArray) rows = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  gsize length = 0;
  gboolean csv;

  if (format == TAV_CLI_FORMAT_CSV)
    csv = TRUE;
  else if (format == TAV_CLI_FORMAT_TEXT)
    csv = FALSE;
  else
    {
      g_autofree char *lower = g_ascii_strdown (path, -1);

      csv = g_str_has_suffix (lower, ".csv");
    }

  if (!(data = tav_input_read_file (path, TAV_INPUT_MAX_PLAYER_LIST, &length, &error)))
    return tav_cli_fail_error (path, error);
  if (!(rows = tav_player_list_parse (data, length, csv, &error)))
    return tav_cli_fail_error (path, error);
  for (guint i = 0; season && i < rows->len; i++)
    {
      TavPlayerListRow *row = rows->pdata[i];
      g_autofree char *where = g_strdup_printf ("%s:%u", path, row->line);
      int status;

      if ((status = check_season (season, event, where, row->name)) != TAV_CLI_OK)
        return status;
    }
  if (!tav_event_import_players (event, rows, &error))
    return tav_cli_fail_error (path, error);
  *n_added = rows->len;
  return TAV_CLI_OK;
}

static void
list_players (TavEvent     *event,
              TavCliFormat  format)
{
  guint n = tav_event_get_n_players (event);
  g_autoptr(GString) out = g_string_new (NULL);

  if (format == TAV_CLI_FORMAT_JSON)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();
      g_autoptr(JsonNode) root = NULL;

      json_builder_begin_array (builder);
      for (guint i = 0; i < n; i++)
        {
          TavPlayer *player = tav_event_get_player (event, i);
          const char *id = tav_player_get_id (player);

          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "id");
          json_builder_add_string_value (builder, id);
          json_builder_set_member_name (builder, "name");
          json_builder_add_string_value (builder, tav_player_get_name (player));
          json_builder_set_member_name (builder, "club");
          json_builder_add_string_value (builder, tav_player_get_club (player));
          if (tav_player_get_team (player)[0])
            {
              json_builder_set_member_name (builder, "team");
              json_builder_add_string_value (builder, tav_player_get_team (player));
              json_builder_set_member_name (builder, "reserve");
              json_builder_add_boolean_value (builder, tav_player_get_reserve (player));
            }
          json_builder_set_member_name (builder, "status");
          json_builder_add_string_value (builder,
                                         tav_player_status_to_string (tav_player_get_status (player)));
          json_builder_set_member_name (builder, "warnings");
          json_builder_add_int_value (builder,
                                      tav_event_count_penalties (event, id, TAV_PENALTY_WARNING));
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      root = json_builder_get_root (builder);
      tav_cli_write_json (root);
      return;
    }

  /* The same columns as the app's CSV export: one writer for both. */
  if (format == TAV_CLI_FORMAT_CSV)
    {
      tav_csv_players (out, event);
      tav_cli_write (out->str);
      return;
    }

  {
    g_autoptr(TavCliGrid) grid = tav_cli_grid_new (5);
    gboolean teams = FALSE;

    /* A team tournament lists each player's team where the club would be. */
    for (guint i = 0; i < n && !teams; i++)
      teams = tav_player_get_team (tav_event_get_player (event, i))[0] != '\0';
    tav_cli_grid_set_right (grid, 4, TRUE);
    tav_cli_grid_add (grid, _("Id"), _("Name"), teams ? _("Team") : _("Club"), _("Status"),
                      _("Warnings"), NULL);
    for (guint i = 0; i < n; i++)
      {
        TavPlayer *player = tav_event_get_player (event, i);
        const char *id = tav_player_get_id (player);
        TavPlayerStatus status = tav_player_get_status (player);
        g_autofree char *warnings =
          g_strdup_printf ("%u", tav_event_count_penalties (event, id, TAV_PENALTY_WARNING));
        g_autofree char *team = tav_player_get_reserve (player) ?
                                /* TRANSLATORS: a team's reserve player, e.g. "Red (reserve)" */
                                g_strdup_printf (_("%s (reserve)"), tav_player_get_team (player)) :
                                g_strdup (tav_player_get_team (player));

        tav_cli_grid_add (grid, id, tav_player_get_name (player),
                          teams ? team : tav_player_get_club (player),
                          tav_player_status_get_label (status), warnings, NULL);
      }
    g_string_append_printf (out, ngettext ("%u player, %u active\n",
                                           "%u players, %u active\n", n),
                            n, tav_event_count_players (event, TRUE));
    if (n > 0)
      tav_cli_grid_print (grid, out, NULL);
  }
  tav_cli_write (out->str);
}

/* What a late entry was charged: the rounds already drawn that count as
 * missed (destiny: a loss each). */
static void
describe_late_entry (GString   *out,
                     TavEvent  *event,
                     TavPlayer *player)
{
  guint n_missed;
  const guint *missed = tav_player_get_missed_rounds (player, &n_missed);
  g_autoptr(GString) rounds = g_string_new (NULL);

  if (!tav_event_has_started (event))
    return;
  for (guint i = 0; i < n_missed; i++)
    g_string_append_printf (rounds, "%s%u", i ? ", " : "", missed[i]);
  if (n_missed)
    g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE,
                                              "Late entry: round %s counts as missed\n",
                                              "Late entry: rounds %s count as missed\n",
                                              n_missed),
                            rounds->str);
  else
    g_string_append (out, _("Late entry: seated from the next draw\n"));
}

/* "Not checked in (2): Anna (p1), Bruno (p2)", or that nobody is. */
static void
describe_check_in (GString  *out,
                   TavEvent *event)
{
  g_autoptr(GPtrArray) absent = tav_event_get_not_checked_in (event);

  if (!tav_event_is_checking_in (event))
    {
      g_string_append (out, _("No check-in under way: the next draw seats every active player\n"));
      return;
    }
  if (absent->len == 0)
    {
      g_string_append (out, _("Every active player is checked in\n"));
      return;
    }
  g_string_append_printf (out, _("Not checked in (%u):"), absent->len);
  for (guint i = 0; i < absent->len; i++)
    {
      g_autofree char *label = tav_cli_player_label (event, tav_player_get_id (absent->pdata[i]));

      g_string_append_printf (out, "%s %s", i ? "," : "", label);
    }
  g_string_append_c (out, '\n');
}

static void
list_absent (TavEvent *event)
{
  g_autoptr(GString) out = g_string_new (NULL);

  describe_check_in (out, event);
  tav_cli_write (out->str);
}

typedef struct
{
  const char *name;
  guint       min;
  guint       max;
  const char *what;
} PlayersAction;

static const PlayersAction actions[] = {
  { "add", 1, G_MAXUINT, "NAME" },
  { "import", 1, 1, "LIST" },
  { "list", 0, 0, "" },
  { "withdraw", 1, 1, "PLAYER" },
  { "eject", 1, 1, "PLAYER" },
  { "disqualify", 1, 1, "PLAYER" },
  { "reinstate", 1, 1, "PLAYER" },
  { "deck", 2, 2, "PLAYER DECK" },
  { "team", 2, 2, "PLAYER TEAM" },
  { "remove", 1, 1, "PLAYER" },
  { "rename", 2, 2, "PLAYER NAME" },
  { "club", 2, 2, "PLAYER CLUB" },
  { "check-in", 1, G_MAXUINT, "PLAYER" },
  { "check-out", 1, G_MAXUINT, "PLAYER" },
  { "absent", 0, 0, "" },
  { "end-check-in", 0, 0, "" },
};

int
tav_cli_players (int    argc,
                 char **argv)
{
  g_autofree char *reason = NULL;
  g_autofree char *format_text = NULL;
  g_autofree char *club = NULL;
  g_autofree char *season_path = NULL;
  g_autofree char *team = NULL;
  gboolean reserve = FALSE;
  gboolean judge_override = FALSE;
  const GOptionEntry entries[] = {
    { "reason", 0, 0, G_OPTION_ARG_FILENAME, &reason,
      N_("Why the player leaves (withdraw, eject)"), N_("TEXT") },
    { "format", 0, 0, G_OPTION_ARG_FILENAME, &format_text,
      N_("list: text, csv or json; import: csv or text (default: CSV for a .csv file)"),
      N_("FORMAT") },
    { "club", 0, 0, G_OPTION_ARG_FILENAME, &club, N_("The club of the players added (add)"),
      N_("CLUB") },
    { "team", 0, 0, G_OPTION_ARG_FILENAME, &team,
      N_("The team of the players added, in a tournament with fixed teams (add)"), N_("TEAM") },
    { "reserve", 0, 0, G_OPTION_ARG_NONE, &reserve,
      N_("The players join their team as its reserve (add, team)"), NULL },
    { "judge-override", 0, 0, G_OPTION_ARG_NONE, &judge_override,
      N_("A judge brings back a player withdrawn by mistake where the rules forbid re-entry (reinstate)"),
      NULL },
    { "season", 0, 0, G_OPTION_ARG_FILENAME, &season_path,
      N_("The season of the event: refuse its excluded and permanent players (add, import)"),
      N_("SEASON") },
    { NULL }
  };
  g_autoptr(TavSeason) season = NULL;
  g_auto(GStrv) args = NULL;
  g_autoptr(TavEvent) event = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  TavCliFormat format = 0;
  const char *path, *action;
  guint n_args;
  int status = TAV_CLI_OK;
  TavPlayer *player = NULL;
  const PlayersAction *spec = NULL;

  if (!tav_cli_parse_options (tav_cli_find_command ("players"), entries, argc, argv, &args,
                              &status) ||
      !tav_cli_check_args ("players", args, 2, G_MAXINT, "FILE ACTION", &status))
    return status;
  path = args[1];
  action = args[2];
  n_args = g_strv_length (args) - 3;

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    if (strcmp (action, actions[i].name) == 0)
      spec = &actions[i];
  if (spec == NULL)
    return tav_cli_usage ("players", _("unknown action “%s”"), action);
  if (reason && strcmp (action, "withdraw") && strcmp (action, "eject") &&
      strcmp (action, "disqualify"))
    return tav_cli_usage ("players", _("--reason does not apply to “%s”"), action);
  if (judge_override && strcmp (action, "reinstate"))
    return tav_cli_usage ("players", _("--judge-override does not apply to “%s”"), action);
  if (club && strcmp (action, "add"))
    return tav_cli_usage ("players", _("--club does not apply to “%s”"), action);
  if (team && strcmp (action, "add"))
    return tav_cli_usage ("players", _("--team does not apply to “%s”"), action);
  if (reserve && strcmp (action, "add") && strcmp (action, "team"))
    return tav_cli_usage ("players", _("--reserve does not apply to “%s”"), action);
  if (reserve && strcmp (action, "add") == 0 && (team == NULL || g_strstrip (team)[0] == '\0'))
    return tav_cli_usage ("players", _("add: --reserve needs --team"));
  if (season_path && strcmp (action, "add") && strcmp (action, "import"))
    return tav_cli_usage ("players", _("--season does not apply to “%s”"), action);
  if (format_text && strcmp (action, "list") && strcmp (action, "import"))
    return tav_cli_usage ("players", _("--format does not apply to “%s”"), action);
  if (format_text &&
      !tav_cli_parse_format ("players", format_text,
                             strcmp (action, "list") == 0 ?
                             TAV_CLI_FORMAT_TEXT | TAV_CLI_FORMAT_CSV | TAV_CLI_FORMAT_JSON :
                             TAV_CLI_FORMAT_TEXT | TAV_CLI_FORMAT_CSV,
                             &format, &status))
    return status;
  if (!tav_cli_clean_option ("players", "--reason", &reason, &status))
    return status;
  if (strcmp (action, "eject") == 0 && (reason == NULL || reason[0] == '\0'))
    return tav_cli_usage ("players", _("eject: missing --reason"));

  /* Check the arguments before touching the file. */
  if (n_args < spec->min)
    {
      g_auto(GStrv) words = g_strsplit (spec->what, " ", -1);

      return tav_cli_usage ("players", _("%s: missing %s"), action,
                            words[MIN (n_args, g_strv_length (words) - 1)]);
    }
  if (n_args > spec->max)
    return tav_cli_usage ("players", _("%s: unexpected argument “%s”"), action,
                          args[3 + spec->max]);

  if (!(event = strcmp (action, "list") == 0 || strcmp (action, "absent") == 0 ?
                tav_cli_load (path) : tav_cli_load_for_writing (path)))
    return TAV_CLI_FAILED;
  if (season_path)
    {
      g_autoptr(GError) error = NULL;

      if (!(season = tav_season_load_file (season_path, &error)))
        {
          if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
            return tav_cli_fail (season_path, _("no such file"));
          return tav_cli_fail_error (season_path, error);
        }
    }

  if (strcmp (action, "list") == 0)
    {
      list_players (event, format ? format : TAV_CLI_FORMAT_TEXT);
      return TAV_CLI_OK;
    }
  if (strcmp (action, "absent") == 0)
    {
      list_absent (event);
      return TAV_CLI_OK;
    }

  if (strcmp (action, "add") == 0)
    {
      for (guint i = 0; season && i < n_args; i++)
        if ((status = check_season (season, event, "players add", args[3 + i])) != TAV_CLI_OK)
          return status;
      for (guint i = 0; i < n_args; i++)
        {
          g_autoptr(GError) error = NULL;
          TavPlayer *added = tav_event_add_player (event, args[3 + i], &error);

          g_autofree char *clean_club = NULL;
          g_autofree char *spelling = NULL;

          if (added == NULL ||
              !(clean_club = tav_text_clean_optional (club, &error)) ||
              !(spelling = tav_event_team_spelling (event, team, &error)))
            return tav_cli_fail ("players add", _("%s; nothing was added"), error->message);
          tav_player_set_club (added, clean_club);
          if (spelling[0])
            tav_player_set_team (added, spelling);
          tav_player_set_reserve (added, reserve);
          g_string_append_printf (out, _("Added %s (%s)\n"), tav_player_get_name (added),
                                  tav_player_get_id (added));
          describe_late_entry (out, event, added);
        }
    }
  else if (strcmp (action, "import") == 0)
    {
      guint n_added = 0;

      if ((status = import_players (event, season, args[3], format, &n_added)) != TAV_CLI_OK)
        return status;
      g_string_append_printf (out, ngettext ("Imported %u player from %s; %u registered in all\n",
                                             "Imported %u players from %s; %u registered in all\n",
                                             n_added),
                              n_added, args[3], tav_event_get_n_players (event));
    }
  else if (strcmp (action, "check-in") == 0 || strcmp (action, "check-out") == 0)
    {
      gboolean present = strcmp (action, "check-in") == 0;
      g_autofree char *where = g_strdup_printf ("players %s", action);

      for (guint i = 0; i < n_args; i++)
        {
          g_autoptr(GError) error = NULL;
          g_autofree char *label = NULL;

          if (!(player = tav_cli_lookup_player (where, event, args[3 + i])))
            return TAV_CLI_FAILED;
          if (!tav_event_check_in (event, tav_player_get_id (player), present, &error))
            return tav_cli_fail (where, _("%s; nobody was checked in or out"), error->message);
          label = tav_cli_player_label (event, tav_player_get_id (player));
          g_string_append_printf (out, present ? _("%s is checked in\n")
                                               : _("%s is no longer checked in\n"), label);
        }
      describe_check_in (out, event);
    }
  else if (strcmp (action, "end-check-in") == 0)
    {
      tav_event_clear_check_in (event);
      describe_check_in (out, event);
    }
  else
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *label = NULL;
      g_autofree char *where = g_strdup_printf ("players %s", action);

      if (!(player = tav_cli_lookup_player (where, event, args[3])))
        return TAV_CLI_FAILED;
      label = tav_cli_player_label (event, tav_player_get_id (player));

      if (strcmp (action, "withdraw") == 0 || strcmp (action, "eject") == 0)
        {
          gboolean eject = strcmp (action, "eject") == 0;

          if (!tav_event_withdraw (event, tav_player_get_id (player),
                                   eject ? TAV_PLAYER_EJECTED : TAV_PLAYER_WITHDRAWN,
                                   reason, &error))
            return tav_cli_fail_error (where, error);
          g_string_append_printf (out, eject ? _("%s is ejected from the event\n")
                                             : _("%s has withdrawn from the event\n"),
                                  label);
        }
      else if (strcmp (action, "disqualify") == 0)
        {
          if (!tav_event_withdraw (event, tav_player_get_id (player), TAV_PLAYER_DISQUALIFIED,
                                   reason, &error))
            return tav_cli_fail_error (where, error);
          g_string_append_printf (out, _("%s is disqualified\n"), label);
        }
      else if (strcmp (action, "reinstate") == 0)
        {
          const char *rule = tav_ruleset_get_no_reentry (tav_event_get_ruleset (event));

          if (!tav_event_reinstate_full (event, tav_player_get_id (player), judge_override,
                                         &error))
            {
              if (rule && !judge_override && g_str_has_suffix (error->message, rule))
                return tav_cli_fail (where, _("%s (a judge correcting a mistake may use --judge-override)"),
                                     error->message);
              return tav_cli_fail_error (where, error);
            }
          if (rule)
            /* TRANSLATORS: %s is the rule, e.g. "the rules say …" */
            g_string_append_printf (out, _("Judge override: %s\n"), rule);
          g_string_append_printf (out, _("%s is back in the event\n"), label);
        }
      else if (strcmp (action, "deck") == 0)
        {
          g_autofree char *deck = NULL;

          if (!(deck = tav_text_clean_optional (args[4], &error)))
            return tav_cli_fail_error (where, error);
          tav_player_set_deck (player, deck);
          g_string_append_printf (out, _("Deck of %s: %s\n"), label, deck);
        }
      else if (strcmp (action, "team") == 0)
        {
          g_autofree char *name = NULL;

          if (tav_event_has_started (event))
            return tav_cli_fail (where, _("the tournament has started: teams can no longer change"));
          /* Cleared first, or his own old team would give the spelling. */
          tav_player_set_team (player, "");
          if (!(name = tav_event_team_spelling (event, args[4], &error)))
            return tav_cli_fail_error (where, error);
          tav_player_set_team (player, name);
          tav_player_set_reserve (player, name[0] && reserve);
          if (name[0] == '\0')
            g_string_append_printf (out, _("%s has no team\n"), label);
          else if (reserve)
            g_string_append_printf (out, _("%s is the reserve of team %s\n"), label, name);
          else
            g_string_append_printf (out, _("%s plays for team %s\n"), label, name);
        }
      else if (strcmp (action, "club") == 0)
        {
          g_autofree char *clean_club = NULL;

          if (!(clean_club = tav_text_clean_optional (args[4], &error)))
            return tav_cli_fail_error (where, error);
          tav_player_set_club (player, clean_club);
          if (clean_club[0])
            g_string_append_printf (out, _("Club of %s: %s\n"), label, clean_club);
          else
            g_string_append_printf (out, _("%s has no club\n"), label);
        }
      else if (strcmp (action, "remove") == 0)
        {
          if (!tav_event_remove_player (event, tav_player_get_id (player), &error))
            return tav_cli_fail_error (where, error);
          g_string_append_printf (out, _("Removed %s\n"), label);
        }
      else
        {
          g_autofree char *old = g_strdup (tav_player_get_name (player));

          if (!tav_event_rename_player (event, tav_player_get_id (player), args[4], &error))
            return tav_cli_fail_error (where, error);
          g_string_append_printf (out, _("Renamed %s: %s → %s\n"), tav_player_get_id (player),
                                  old, tav_player_get_name (player));
        }
    }

  if (!tav_cli_save (event, path))
    return TAV_CLI_FAILED;
  tav_cli_write (out->str);
  return TAV_CLI_OK;
}

int
tav_cli_warn (int    argc,
              char **argv)
{
  g_autofree char *reason = NULL;
  const GOptionEntry entries[] = {
    { "reason", 0, 0, G_OPTION_ARG_FILENAME, &reason, N_("Why the player is warned; required"),
      N_("TEXT") },
    { NULL }
  };
  g_auto(GStrv) args = NULL;
  g_autoptr(TavEvent) event = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  g_autofree char *label = NULL;
  TavPlayer *player;
  gboolean ejected = FALSE;
  guint count;
  int status = TAV_CLI_OK;

  if (!tav_cli_parse_options (tav_cli_find_command ("warn"), entries, argc, argv, &args,
                              &status) ||
      !tav_cli_check_args ("warn", args, 2, 2, "FILE PLAYER", &status))
    return status;
  if (!tav_cli_clean_option ("warn", "--reason", &reason, &status))
    return status;
  if (reason == NULL || reason[0] == '\0')
    return tav_cli_usage ("warn", _("missing --reason"));
  if (!(event = tav_cli_load_for_writing (args[1])))
    return TAV_CLI_FAILED;
  if (!(player = tav_cli_lookup_player ("warn", event, args[2])))
    return TAV_CLI_FAILED;

  if (!tav_event_warn (event, tav_player_get_id (player), reason, &ejected, &error))
    return tav_cli_fail_error ("warn", error);
  if (!tav_cli_save (event, args[1]))
    return TAV_CLI_FAILED;

  label = tav_cli_player_label (event, tav_player_get_id (player));
  count = tav_event_count_penalties (event, tav_player_get_id (player), TAV_PENALTY_WARNING);
  g_string_append_printf (out, _("Warning for %s: %s\n"), label, reason);
  if (ejected)
    g_string_append_printf (out, ngettext ("%s now has %u warning and is ejected from the event\n",
                                           "%s now has %u warnings and is ejected from the event\n",
                                           count),
                            label, count);
  else
    g_string_append_printf (out, ngettext ("%s now has %u warning\n",
                                           "%s now has %u warnings\n", count),
                            label, count);
  tav_cli_write (out->str);
  return TAV_CLI_OK;
}

int
tav_cli_ejected (int    argc,
                 char **argv)
{
  g_autofree char *format_text = NULL;
  const GOptionEntry entries[] = {
    { "format", 0, 0, G_OPTION_ARG_FILENAME, &format_text, N_("text or csv"), N_("FORMAT") },
    { NULL }
  };
  g_auto(GStrv) args = NULL;
  g_autoptr(TavEvent) event = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GPtrArray) ejections = NULL;
  TavCliFormat format;
  int status = TAV_CLI_OK;

  if (!tav_cli_parse_options (tav_cli_find_command ("ejected"), entries, argc, argv, &args,
                              &status) ||
      !tav_cli_check_args ("ejected", args, 1, 1, "FILE", &status) ||
      !tav_cli_parse_format ("ejected", format_text, TAV_CLI_FORMAT_TEXT | TAV_CLI_FORMAT_CSV,
                             &format, &status))
    return status;
  if (!(event = tav_cli_load (args[1])))
    return TAV_CLI_FAILED;

  /* The CSV is the app's export. */
  if (format == TAV_CLI_FORMAT_CSV)
    {
      tav_ejections_csv (out, event);
      tav_cli_write (out->str);
      return TAV_CLI_OK;
    }

  {
    const char *date = tav_event_get_date (event);
    const char *venue = tav_event_get_venue (event);

    g_string_append_printf (out, _("Ejected players — %s"), tav_event_get_name (event));
    if (date[0])
      g_string_append_printf (out, ", %s", date);
    if (venue[0])
      g_string_append_printf (out, ", %s", venue);
    g_string_append_c (out, '\n');
  }

  ejections = tav_ejections_list (event);
  for (guint i = 0; i < ejections->len; i++)
    {
      TavEjection *ejection = ejections->pdata[i];
      TavPlayer *player = ejection->player;
      g_autofree char *when = ejection->removal ? tav_ejections_describe_when (event, ejection->removal)
                                                : g_strdup_printf (_("round %u"),
                                                                   tav_player_get_left_round (player));

      g_string_append_printf (out, "\n%s (%s): %s, %s\n", tav_player_get_name (player),
                              tav_player_get_id (player),
                              tav_player_status_get_label (tav_player_get_status (player)), when);
      g_string_append_printf (out, _("  Reason: %s\n"),
                              ejection->reasons[0] ? ejection->reasons : _("(no reason given)"));
      {
        g_autoptr(GString) lines = g_string_new (NULL);

        for (guint w = 0; w < ejection->warnings->len; w++)
          {
            TavPenalty *penalty = ejection->warnings->pdata[w];
            const char *why = tav_penalty_get_reason (penalty);
            g_autoptr(GDateTime) local = g_date_time_to_local (tav_penalty_get_time (penalty));
            g_autofree char *time = g_date_time_format (local, "%Y-%m-%d %H:%M");
            g_autofree char *at = tav_ejections_describe_when (event, penalty);

            g_string_append_printf (lines, "    %s (%s): %s\n", at, time,
                                    why && why[0] ? why : _("(no reason given)"));
          }
        if (lines->len)
          g_string_append_printf (out, _("  Warnings:\n%s"), lines->str);
        else
          g_string_append (out, _("  Warnings: none\n"));
      }
    }

  if (ejections->len == 0)
    g_string_append (out, _("No player has been ejected.\n"));
  tav_cli_write (out->str);
  return TAV_CLI_OK;
}
