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
          tav_cli_add_seat_json (builder, event, player);
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
    g_autoptr(TavCliGrid) grid = NULL;
    g_autoptr(GPtrArray) marks = g_ptr_array_new_with_free_func (g_free);
    gboolean teams = FALSE;
    gboolean seating = FALSE;

    /* A team tournament lists each player's team where the club would be;
     * the seating column is there only when someone has a mark. */
    for (guint i = 0; i < n; i++)
      {
        TavPlayer *player = tav_event_get_player (event, i);
        char *mark = tav_cli_seat_marks (event, player);

        teams = teams || tav_player_get_team (player)[0] != '\0';
        seating = seating || mark != NULL;
        g_ptr_array_add (marks, mark);
      }
    grid = tav_cli_grid_new (seating ? 6 : 5);
    tav_cli_grid_set_right (grid, 4, TRUE);
    /* Without marks the first NULL ends the row at five columns.
     * Translators: a column of the players' list: fixed tables, players kept apart */
    tav_cli_grid_add (grid, _("Id"), _("Name"), teams ? _("Team") : _("Club"), _("Status"),
                      _("Warnings"), seating ? _("Seating") : NULL, NULL);
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

        const char *mark = marks->pdata[i];

        tav_cli_grid_add (grid, id, tav_player_get_name (player),
                          teams ? team : tav_player_get_club (player),
                          tav_player_status_get_label (status), warnings,
                          seating ? (mark ? mark : "") : NULL, NULL);
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

/* ---- The actions ------------------------------------------------------ */

/* What one run of “players” was given, for its action's handler. */
typedef struct
{
  char         *reason;
  char         *format_text;
  char         *club;
  char         *season_path;
  char         *team;
  gboolean      reserve;
  gboolean      judge_override;
  char         *table_text;
  gboolean      accessible;
  gboolean      clear;
  gboolean      list;
  gboolean      renew;
  TavCliFormat  format;
  TavSeason    *season;
  TavEvent     *event;
  const char   *action;
  char        **args;      /* the action's own arguments */
  guint         n_args;
  char         *where;     /* "players ACTION", for messages */
  GString      *out;
} PlayersCall;

static void
players_call_clear (PlayersCall *call)
{
  g_clear_pointer (&call->reason, g_free);
  g_clear_pointer (&call->format_text, g_free);
  g_clear_pointer (&call->club, g_free);
  g_clear_pointer (&call->season_path, g_free);
  g_clear_pointer (&call->team, g_free);
  g_clear_pointer (&call->table_text, g_free);
  g_clear_object (&call->season);
  g_clear_object (&call->event);
  g_clear_pointer (&call->where, g_free);
  if (call->out)
    g_string_free (g_steal_pointer (&call->out), TRUE);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (PlayersCall, players_call_clear)

/* The options an action takes (PlayersAction.options). */
enum
{
  OPT_REASON = 1 << 0,
  OPT_JUDGE  = 1 << 1,
  OPT_CLUB   = 1 << 2,
  OPT_TEAM   = 1 << 3,
  OPT_RESERVE = 1 << 4,
  OPT_SEASON = 1 << 5,
  OPT_FORMAT = 1 << 6,
  OPT_TABLE  = 1 << 7,
  OPT_ACCESSIBLE = 1 << 8,
  OPT_CLEAR  = 1 << 9,
  OPT_LIST   = 1 << 10,
  OPT_RENEW  = 1 << 11,
};

static int
players_list (PlayersCall *call)
{
  list_players (call->event, call->format ? call->format : TAV_CLI_FORMAT_TEXT);
  return TAV_CLI_OK;
}

static int
players_absent (PlayersCall *call)
{
  list_absent (call->event);
  return TAV_CLI_OK;
}

/* Every name is checked against the season before anyone is added; the
 * core checks each name, club and team before adding him. */
static int
players_add (PlayersCall *call)
{
  int status;

  for (guint i = 0; call->season && i < call->n_args; i++)
    if ((status = check_season (call->season, call->event, call->where, call->args[i])) != TAV_CLI_OK)
      return status;
  for (guint i = 0; i < call->n_args; i++)
    {
      g_autoptr(GError) error = NULL;
      TavPlayer *added = tav_event_register_player (call->event, call->args[i], call->club,
                                                    call->team, call->reserve, &error);

      if (added == NULL)
        return tav_cli_fail (call->where, _("%s; nothing was added"), error->message);
      g_string_append_printf (call->out, _("Added %s (%s)\n"), tav_player_get_name (added),
                              tav_player_get_id (added));
      describe_late_entry (call->out, call->event, added);
    }
  return TAV_CLI_OK;
}

static int
players_import (PlayersCall *call)
{
  guint n_added = 0;
  int status;

  if ((status = import_players (call->event, call->season, call->args[0], call->format,
                                &n_added)) != TAV_CLI_OK)
    return status;
  g_string_append_printf (call->out,
                          ngettext ("Imported %u player from %s; %u registered in all\n",
                                    "Imported %u players from %s; %u registered in all\n",
                                    n_added),
                          n_added, call->args[0], tav_event_get_n_players (call->event));
  return TAV_CLI_OK;
}

static int
players_check_in (PlayersCall *call)
{
  gboolean present = strcmp (call->action, "check-in") == 0;

  for (guint i = 0; i < call->n_args; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *label = NULL;
      TavPlayer *player;

      if (!(player = tav_cli_lookup_player (call->where, call->event, call->args[i])))
        return TAV_CLI_FAILED;
      if (!tav_event_check_in (call->event, tav_player_get_id (player), present, &error))
        return tav_cli_fail (call->where, _("%s; nobody was checked in or out"), error->message);
      label = tav_cli_player_label (call->event, tav_player_get_id (player));
      g_string_append_printf (call->out, present ? _("%s is checked in\n")
                                                 : _("%s is no longer checked in\n"), label);
    }
  describe_check_in (call->out, call->event);
  return TAV_CLI_OK;
}

static int
players_end_check_in (PlayersCall *call)
{
  tav_event_clear_check_in (call->event);
  describe_check_in (call->out, call->event);
  return TAV_CLI_OK;
}

/* The actions on one player, named by the first argument. */
typedef int (*PlayerHandler) (PlayersCall *call,
                              TavPlayer   *player,
                              const char  *label,
                              GError     **error);

static int
player_leave (PlayersCall *call,
              TavPlayer   *player,
              const char  *label,
              GError     **error)
{
  TavPlayerStatus status = strcmp (call->action, "eject") == 0 ? TAV_PLAYER_EJECTED :
                           strcmp (call->action, "disqualify") == 0 ? TAV_PLAYER_DISQUALIFIED :
                           TAV_PLAYER_WITHDRAWN;

  if (!tav_event_withdraw (call->event, tav_player_get_id (player), status, call->reason, error))
    return TAV_CLI_FAILED;
  if (status == TAV_PLAYER_EJECTED)
    g_string_append_printf (call->out, _("%s is ejected from the event\n"), label);
  else if (status == TAV_PLAYER_DISQUALIFIED)
    g_string_append_printf (call->out, _("%s is disqualified\n"), label);
  else
    g_string_append_printf (call->out, _("%s has withdrawn from the event\n"), label);
  return TAV_CLI_OK;
}

static int
player_reinstate (PlayersCall *call,
                  TavPlayer   *player,
                  const char  *label,
                  GError     **error)
{
  const char *rule = tav_ruleset_get_no_reentry (tav_event_get_ruleset (call->event));

  if (!tav_event_reinstate_full (call->event, tav_player_get_id (player), call->judge_override,
                                 error))
    {
      int status;

      if (!g_error_matches (*error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_NO_REENTRY))
        return TAV_CLI_FAILED;
      status = tav_cli_fail (call->where, _("%s (a judge correcting a mistake may use --judge-override)"),
                             (*error)->message);
      g_clear_error (error);
      return status;
    }
  if (rule)
    /* TRANSLATORS: %s is the rule, e.g. "the rules say …" */
    g_string_append_printf (call->out, _("Judge override: %s\n"), rule);
  g_string_append_printf (call->out, _("%s is back in the event\n"), label);
  return TAV_CLI_OK;
}

static int
player_deck (PlayersCall *call,
             TavPlayer   *player,
             const char  *label,
             GError     **error)
{
  g_autoptr(GString) deck = NULL;

  if (!tav_event_change_deck (call->event, tav_player_get_id (player), call->args[1], error))
    return TAV_CLI_FAILED;
  /* The lines after the first indented under it, as a list reads; a
   * blank one stays blank. */
  deck = g_string_new (tav_player_get_deck (player));
  g_string_replace (deck, "\n", "\n    ", 0);
  g_string_replace (deck, "\n    \n", "\n\n", 0);
  g_string_append_printf (call->out, _("Deck of %s: %s\n"), label, deck->str);
  return TAV_CLI_OK;
}

static int
player_team (PlayersCall *call,
             TavPlayer   *player,
             const char  *label,
             GError     **error)
{
  const char *name;

  if (!tav_event_change_team (call->event, tav_player_get_id (player), call->args[1],
                              call->reserve, error))
    return TAV_CLI_FAILED;
  name = tav_player_get_team (player);
  if (name[0] == '\0')
    g_string_append_printf (call->out, _("%s has no team\n"), label);
  else if (call->reserve)
    g_string_append_printf (call->out, _("%s is the reserve of team %s\n"), label, name);
  else
    g_string_append_printf (call->out, _("%s plays for team %s\n"), label, name);
  return TAV_CLI_OK;
}

static int
player_club (PlayersCall *call,
             TavPlayer   *player,
             const char  *label,
             GError     **error)
{
  const char *club;

  if (!tav_event_change_club (call->event, tav_player_get_id (player), call->args[1], error))
    return TAV_CLI_FAILED;
  club = tav_player_get_club (player);
  if (club[0])
    g_string_append_printf (call->out, _("Club of %s: %s\n"), label, club);
  else
    g_string_append_printf (call->out, _("%s has no club\n"), label);
  return TAV_CLI_OK;
}

static int
player_remove (PlayersCall *call,
               TavPlayer   *player,
               const char  *label,
               GError     **error)
{
  if (!tav_event_remove_player (call->event, tav_player_get_id (player), error))
    return TAV_CLI_FAILED;
  g_string_append_printf (call->out, _("Removed %s\n"), label);
  return TAV_CLI_OK;
}

static int
player_rename (PlayersCall *call,
               TavPlayer   *player,
               const char  *label,
               GError     **error)
{
  g_autofree char *old = g_strdup (tav_player_get_name (player));

  if (!tav_event_rename_player (call->event, tav_player_get_id (player), call->args[1], error))
    return TAV_CLI_FAILED;
  g_string_append_printf (call->out, _("Renamed %s: %s → %s\n"), tav_player_get_id (player),
                          old, tav_player_get_name (player));
  return TAV_CLI_OK;
}

/* Exactly one of --table N, --accessible and --clear. */
static int
player_seat (PlayersCall *call,
             TavPlayer   *player,
             const char  *label,
             GError     **error)
{
  guint table = 0;
  int status = TAV_CLI_OK;

  if ((call->table_text != NULL) + call->accessible + call->clear != 1)
    return tav_cli_usage ("players", _("seat: give one of --table N, --accessible and --clear"));
  if (call->table_text != NULL &&
      !tav_cli_parse_number ("players", "--table", call->table_text, 1, &table, &status))
    return status;
  if (table > TAV_TABLE_MAX_NUMBER)
    return tav_cli_usage ("players", _("--table: %u is above the highest table number, %u"),
                          table, TAV_TABLE_MAX_NUMBER);
  return tav_cli_players_seat (call->where, call->event, player, label, table, call->accessible,
                               call->out, error);
}

static int
player_code (PlayersCall *call,
             TavPlayer   *player,
             const char  *label,
             GError     **error)
{
  return tav_cli_players_code (call->event, player, call->renew, call->out, error);
}

static int
players_codes (PlayersCall *call)
{
  tav_cli_players_codes (call->event, call->format ? call->format : TAV_CLI_FORMAT_TEXT, call->out);
  return TAV_CLI_OK;
}

static int
players_self_check_in (PlayersCall *call)
{
  return tav_cli_players_self_check_in (call->event, call->args[0], call->out);
}

/* PLAYER PLAYER…, --clear PLAYER or --list. */
static int
players_apart (PlayersCall *call)
{
  if (call->list && call->clear)
    return tav_cli_usage ("players", _("apart: --list and --clear exclude each other"));
  if (call->list && call->n_args > 0)
    return tav_cli_usage ("players", _("apart: unexpected argument “%s”"), call->args[0]);
  if (call->clear && call->n_args != 1)
    return call->n_args == 0 ? tav_cli_usage ("players", _("apart: missing PLAYER"))
                             : tav_cli_usage ("players", _("apart: unexpected argument “%s”"),
                                              call->args[1]);
  if (!call->list && !call->clear && call->n_args < 2)
    return tav_cli_usage ("players", _("apart: give two or more players, --clear PLAYER or --list"));
  return tav_cli_players_apart (call->where, call->event, call->args, call->n_args, call->clear,
                                call->list, call->out);
}

typedef struct
{
  const char    *name;
  guint          min;
  guint          max;
  const char    *what;
  guint          options;
  gboolean       writes;
  int          (*handler) (PlayersCall *call);
  PlayerHandler  player_handler;
} PlayersAction;

static const PlayersAction actions[] = {
  { "add", 1, G_MAXUINT, "NAME", OPT_CLUB | OPT_TEAM | OPT_RESERVE | OPT_SEASON, TRUE, players_add },
  { "import", 1, 1, "LIST", OPT_SEASON | OPT_FORMAT, TRUE, players_import },
  { "list", 0, 0, "", OPT_FORMAT, FALSE, players_list },
  { "withdraw", 1, 1, "PLAYER", OPT_REASON, TRUE, NULL, player_leave },
  { "eject", 1, 1, "PLAYER", OPT_REASON, TRUE, NULL, player_leave },
  { "disqualify", 1, 1, "PLAYER", OPT_REASON, TRUE, NULL, player_leave },
  { "reinstate", 1, 1, "PLAYER", OPT_JUDGE, TRUE, NULL, player_reinstate },
  { "deck", 2, 2, "PLAYER DECK", 0, TRUE, NULL, player_deck },
  { "team", 2, 2, "PLAYER TEAM", OPT_RESERVE, TRUE, NULL, player_team },
  { "remove", 1, 1, "PLAYER", 0, TRUE, NULL, player_remove },
  { "rename", 2, 2, "PLAYER NAME", 0, TRUE, NULL, player_rename },
  { "club", 2, 2, "PLAYER CLUB", 0, TRUE, NULL, player_club },
  { "seat", 1, 1, "PLAYER", OPT_TABLE | OPT_ACCESSIBLE | OPT_CLEAR, TRUE, NULL, player_seat },
  { "apart", 0, G_MAXUINT, "PLAYER", OPT_CLEAR | OPT_LIST, TRUE, players_apart },
  { "check-in", 1, G_MAXUINT, "PLAYER", 0, TRUE, players_check_in },
  { "check-out", 1, G_MAXUINT, "PLAYER", 0, TRUE, players_check_in },
  { "absent", 0, 0, "", 0, FALSE, players_absent },
  { "end-check-in", 0, 0, "", 0, TRUE, players_end_check_in },
  /* They save the file: the first code asked for makes the venue key. */
  { "code", 1, 1, "PLAYER", OPT_RENEW, TRUE, NULL, player_code },
  { "codes", 0, 0, "", OPT_FORMAT, TRUE, players_codes },
  { "self-check-in", 1, 1, "on|off", 0, TRUE, players_self_check_in },
};

/* An option given to an action that does not take it is a usage error,
 * one message each as translated. */
static int
refuse_option (guint       flag,
               const char *action)
{
  switch (flag)
    {
    case OPT_REASON:
      return tav_cli_usage ("players", _("--reason does not apply to “%s”"), action);
    case OPT_JUDGE:
      return tav_cli_usage ("players", _("--judge-override does not apply to “%s”"), action);
    case OPT_CLUB:
      return tav_cli_usage ("players", _("--club does not apply to “%s”"), action);
    case OPT_TEAM:
      return tav_cli_usage ("players", _("--team does not apply to “%s”"), action);
    case OPT_RESERVE:
      return tav_cli_usage ("players", _("--reserve does not apply to “%s”"), action);
    case OPT_SEASON:
      return tav_cli_usage ("players", _("--season does not apply to “%s”"), action);
    case OPT_TABLE:
      return tav_cli_usage ("players", _("--table does not apply to “%s”"), action);
    case OPT_ACCESSIBLE:
      return tav_cli_usage ("players", _("--accessible does not apply to “%s”"), action);
    case OPT_CLEAR:
      return tav_cli_usage ("players", _("--clear does not apply to “%s”"), action);
    case OPT_LIST:
      return tav_cli_usage ("players", _("--list does not apply to “%s”"), action);
    case OPT_RENEW:
      return tav_cli_usage ("players", _("--renew does not apply to “%s”"), action);
    default:
      return tav_cli_usage ("players", _("--format does not apply to “%s”"), action);
    }
}

static int
check_options (PlayersCall         *call,
               const PlayersAction *spec)
{
  const struct
  {
    guint    flag;
    gboolean given;
  } options[] = {
    { OPT_REASON, call->reason != NULL },
    { OPT_JUDGE, call->judge_override },
    { OPT_CLUB, call->club != NULL },
    { OPT_TEAM, call->team != NULL },
    { OPT_RESERVE, call->reserve },
    { OPT_SEASON, call->season_path != NULL },
    { OPT_FORMAT, call->format_text != NULL },
    { OPT_TABLE, call->table_text != NULL },
    { OPT_ACCESSIBLE, call->accessible },
    { OPT_CLEAR, call->clear },
    { OPT_LIST, call->list },
    { OPT_RENEW, call->renew },
  };
  int status = TAV_CLI_OK;

  for (guint i = 0; i < G_N_ELEMENTS (options); i++)
    if (options[i].given && !(spec->options & options[i].flag))
      return refuse_option (options[i].flag, spec->name);
  if (call->format_text &&
      !tav_cli_parse_format ("players", call->format_text,
                             strcmp (spec->name, "list") == 0 || strcmp (spec->name, "codes") == 0 ?
                             TAV_CLI_FORMAT_TEXT | TAV_CLI_FORMAT_CSV | TAV_CLI_FORMAT_JSON :
                             TAV_CLI_FORMAT_TEXT | TAV_CLI_FORMAT_CSV,
                             &call->format, &status))
    return status;
  if (!tav_cli_clean_option ("players", "--reason", &call->reason, &status))
    return status;
  if (strcmp (spec->name, "eject") == 0 && (call->reason == NULL || call->reason[0] == '\0'))
    return tav_cli_usage ("players", _("eject: missing --reason"));
  if (call->n_args < spec->min)
    {
      g_auto(GStrv) words = g_strsplit (spec->what, " ", -1);

      return tav_cli_usage ("players", _("%s: missing %s"), spec->name,
                            words[MIN (call->n_args, g_strv_length (words) - 1)]);
    }
  if (call->n_args > spec->max)
    return tav_cli_usage ("players", _("%s: unexpected argument “%s”"), spec->name,
                          call->args[spec->max]);
  return TAV_CLI_OK;
}

static int
run_player_action (PlayersCall         *call,
                   const PlayersAction *spec)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *label = NULL;
  TavPlayer *player;
  int status;

  if (!(player = tav_cli_lookup_player (call->where, call->event, call->args[0])))
    return TAV_CLI_FAILED;
  label = tav_cli_player_label (call->event, tav_player_get_id (player));
  status = spec->player_handler (call, player, label, &error);
  if (status != TAV_CLI_OK && error != NULL)
    return tav_cli_fail_error (call->where, error);
  return status;
}

static int
load_files (PlayersCall         *call,
            const char          *path,
            const PlayersAction *spec)
{
  g_autoptr(GError) error = NULL;

  if (!(call->event = spec->writes ? tav_cli_load_for_writing (path) : tav_cli_load (path)))
    return TAV_CLI_FAILED;
  if (call->season_path && !(call->season = tav_season_load_file (call->season_path, &error)))
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        return tav_cli_fail (call->season_path, _("no such file"));
      return tav_cli_fail_error (call->season_path, error);
    }
  return TAV_CLI_OK;
}

int
tav_cli_players (int    argc,
                 char **argv)
{
  g_auto(PlayersCall) call = { 0 };
  const GOptionEntry entries[] = {
    { "reason", 0, 0, G_OPTION_ARG_FILENAME, &call.reason,
      N_("Why the player leaves (withdraw, eject)"), N_("TEXT") },
    { "format", 0, 0, G_OPTION_ARG_FILENAME, &call.format_text,
      N_("list, codes: text, csv or json; import: csv or text (default: CSV for a .csv file)"),
      N_("FORMAT") },
    { "club", 0, 0, G_OPTION_ARG_FILENAME, &call.club, N_("The club of the players added (add)"),
      N_("CLUB") },
    { "team", 0, 0, G_OPTION_ARG_FILENAME, &call.team,
      N_("The team of the players added, in a tournament with fixed teams (add)"), N_("TEAM") },
    { "reserve", 0, 0, G_OPTION_ARG_NONE, &call.reserve,
      N_("The players join their team as its reserve (add, team)"), NULL },
    { "judge-override", 0, 0, G_OPTION_ARG_NONE, &call.judge_override,
      N_("A judge brings back a player withdrawn by mistake where the rules forbid re-entry (reinstate)"),
      NULL },
    { "season", 0, 0, G_OPTION_ARG_FILENAME, &call.season_path,
      N_("The season of the event: refuse its excluded and permanent players (add, import)"),
      N_("SEASON") },
    { "table", 0, 0, G_OPTION_ARG_FILENAME, &call.table_text,
      N_("The table the player always sits at (seat)"), N_("N") },
    { "accessible", 0, 0, G_OPTION_ARG_NONE, &call.accessible,
      N_("The player sits at one of the event's accessible tables (seat)"), NULL },
    { "clear", 0, 0, G_OPTION_ARG_NONE, &call.clear,
      N_("Take the player's seat rule away (seat), or every group he is kept apart in (apart)"),
      NULL },
    { "list", 0, 0, G_OPTION_ARG_NONE, &call.list, N_("List the groups kept apart (apart)"),
      NULL },
    { "renew", 0, 0, G_OPTION_ARG_NONE, &call.renew,
      N_("Make the player a new code; the old one stops working (code)"), NULL },
    { NULL }
  };
  g_auto(GStrv) args = NULL;
  const PlayersAction *spec = NULL;
  int status = TAV_CLI_OK;

  if (!tav_cli_parse_options (tav_cli_find_command ("players"), entries, argc, argv, &args,
                              &status) ||
      !tav_cli_check_args ("players", args, 2, G_MAXINT, "FILE ACTION", &status))
    return status;
  call.action = args[2];
  call.args = args + 3;
  call.n_args = g_strv_length (call.args);
  call.where = g_strdup_printf ("players %s", call.action);
  call.out = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    if (strcmp (call.action, actions[i].name) == 0)
      spec = &actions[i];
  if (spec == NULL)
    return tav_cli_usage ("players", _("unknown action “%s”"), call.action);

  /* The arguments are checked before the file is touched. */
  if ((status = check_options (&call, spec)) != TAV_CLI_OK ||
      (status = load_files (&call, args[1], spec)) != TAV_CLI_OK)
    return status;
  status = spec->handler ? spec->handler (&call) : run_player_action (&call, spec);
  if (status != TAV_CLI_OK)
    return status;
  if (spec->writes && !tav_cli_save (call.event, args[1]))
    return TAV_CLI_FAILED;
  tav_cli_write (call.out->str);
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
      tav_csv_ejections (out, event);
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
