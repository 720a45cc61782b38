/* tav-cli-codes.c — players' personal codes and self check-in
 * ("players … code", "players … codes", "players … self-check-in")
 *
 * A code is printed as a player types it at the door (K7QM-3XPA). Asking
 * for one makes the event's venue key when it has none, so the commands
 * that print codes save the file: a code printed from a file that was
 * not saved with its key would never work. The switch sits beside
 * check-in and end-check-in, the other acts of the door.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tavolo-cli"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "tav-cli.h"
#include "tav-csv.h"
#include "tav-table-token.h"

/* The player's code as printed, "K7QM-3XPA". */
static char *
printed_code (TavEvent  *event,
              TavPlayer *player)
{
  g_autofree char *code = tav_event_get_player_code (event, tav_player_get_id (player));

  return tav_token_format_code (code);
}

/* Prints the code of @player, renewed first when @renew (which makes the
 * old one useless). Only the code goes to the standard output, so that a
 * script can take it as it is. */
int
tav_cli_players_code (TavEvent   *event,
                      TavPlayer  *player,
                      gboolean    renew,
                      GString    *out,
                      GError    **error)
{
  g_autofree char *code = NULL;

  if (renew && !tav_event_renew_player_code (event, tav_player_get_id (player), error))
    return TAV_CLI_FAILED;
  code = printed_code (event, player);
  g_string_append_printf (out, "%s\n", code);
  return TAV_CLI_OK;
}

static void
codes_json (TavEvent  *event,
            GPtrArray *players)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;

  json_builder_begin_array (builder);
  for (guint i = 0; i < players->len; i++)
    {
      TavPlayer *player = players->pdata[i];
      g_autofree char *code = printed_code (event, player);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "id");
      json_builder_add_string_value (builder, tav_player_get_id (player));
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, tav_player_get_name (player));
      json_builder_set_member_name (builder, "code");
      json_builder_add_string_value (builder, code);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  root = json_builder_get_root (builder);
  tav_cli_write_json (root);
}

/* Every active player's id, name and code, in registration order: the
 * organiser's list for a badge sheet or a mail merge. A player who left
 * has no code that works, so none is listed. */
void
tav_cli_players_codes (TavEvent     *event,
                       TavCliFormat  format,
                       GString      *out)
{
  g_autoptr(GPtrArray) players = g_ptr_array_new ();
  g_autoptr(TavCliGrid) grid = NULL;

  for (guint i = 0; i < tav_event_get_n_players (event); i++)
    if (tav_player_is_active (tav_event_get_player (event, i)))
      g_ptr_array_add (players, tav_event_get_player (event, i));
  if (format == TAV_CLI_FORMAT_JSON)
    {
      codes_json (event, players);
      return;
    }
  if (format == TAV_CLI_FORMAT_CSV)
    g_string_append (out, "id,name,code\n");
  grid = tav_cli_grid_new (3);
  /* TRANSLATORS: columns of the players' codes (tavolo-cli players FILE codes) */
  tav_cli_grid_add (grid, _("Id"), _("Name"), _("Code"), NULL);
  for (guint i = 0; i < players->len; i++)
    {
      TavPlayer *player = players->pdata[i];
      g_autofree char *code = printed_code (event, player);

      if (format != TAV_CLI_FORMAT_CSV)
        {
          tav_cli_grid_add (grid, tav_player_get_id (player), tav_player_get_name (player), code, NULL);
          continue;
        }
      tav_csv_append_cell (out, tav_player_get_id (player), TRUE);
      tav_csv_append_cell (out, tav_player_get_name (player), FALSE);
      tav_csv_append_cell (out, code, FALSE);
      g_string_append_c (out, '\n');
    }
  if (format != TAV_CLI_FORMAT_CSV && players->len > 0)
    tav_cli_grid_print (grid, out, NULL);
}

/* "on" or "off". */
int
tav_cli_players_self_check_in (TavEvent   *event,
                               const char *text,
                               GString    *out)
{
  gboolean allowed = g_strcmp0 (text, "on") == 0;

  if (!allowed && g_strcmp0 (text, "off") != 0)
    return tav_cli_usage ("players", _("self-check-in: “%s” is neither “on” nor “off”"), text);
  tav_event_set_self_check_in (event, allowed);
  g_string_append (out, allowed ? _("Players may check in from their phones\n")
                                : _("Players may no longer check in from their phones\n"));
  return TAV_CLI_OK;
}
