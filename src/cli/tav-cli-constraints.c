/* tav-cli-constraints.c — the room's constraints: fixed and accessible
 * tables, players kept apart, clubs apart in every round ("players … seat",
 * "players … apart", "new"/"edit" --accessible-tables and --clubs), and
 * what a draw could not honour of them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tavolo-cli"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "tav-cli.h"

/* ---- The event's settings (new, edit) --------------------------------- */

/* "1,2,5" (any order, spaces allowed); "" for none. Each number is
 * checked here, so the message names the one that is wrong. */
gboolean
tav_cli_parse_tables (const char  *command,
                      const char  *text,
                      GArray     **numbers,
                      int         *status)
{
  g_auto(GStrv) parts = g_strsplit (text, ",", -1);
  g_autoptr(GArray) result = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree char *whole = g_strstrip (g_strdup (text));

  for (guint i = 0; whole[0] != '\0' && parts[i] != NULL; i++)
    {
      g_autofree char *part = g_strstrip (g_strdup (parts[i]));
      guint64 value = 0;
      guint number;

      if (!g_ascii_string_to_unsigned (part, 10, 1, TAV_TABLE_MAX_NUMBER, &value, NULL))
        {
          *status = tav_cli_usage (command,
                                   _("--accessible-tables: “%s” is not a table number from 1 to %u"),
                                   part, TAV_TABLE_MAX_NUMBER);
          return FALSE;
        }
      for (guint j = 0; j < result->len; j++)
        if (g_array_index (result, guint, j) == value)
          {
            *status = tav_cli_usage (command, _("--accessible-tables: table %s is given twice"),
                                     part);
            return FALSE;
          }
      number = (guint) value;
      g_array_append_val (result, number);
    }
  *numbers = g_steal_pointer (&result);
  return TRUE;
}

gboolean
tav_cli_parse_clubs (const char    *command,
                     const char    *text,
                     TavCliClubs   *clubs,
                     int           *status)
{
  static const char *const names[] = { "mixed", "first-round", "every-round" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_strcmp0 (text, names[i]) == 0)
      {
        *clubs = (TavCliClubs) i;
        return TRUE;
      }
  *status = tav_cli_usage (command,
                           _("--clubs: “%s” is not every-round, first-round or mixed"), text);
  return FALSE;
}

/* Both edits, each checked; "changed" twice is no harm in one command. */
gboolean
tav_cli_apply_room (const char   *command,
                    TavEvent     *event,
                    GArray       *tables,
                    TavCliClubs   clubs,
                    int          *status)
{
  g_autoptr(GError) error = NULL;

  if (tables != NULL &&
      !tav_event_change_accessible_tables (event, (const guint *) tables->data, tables->len, &error))
    {
      *status = tav_cli_fail (command, "--accessible-tables: %s", error->message);
      return FALSE;
    }
  if (clubs != TAV_CLI_CLUBS_UNSET)
    {
      /* Every round implies round 1; mixed clears both. */
      tav_event_change_clubs_every_round (event, clubs == TAV_CLI_CLUBS_EVERY_ROUND);
      tav_event_change_clubs_apart (event, clubs != TAV_CLI_CLUBS_MIXED);
    }
  return TRUE;
}

/* "Accessible tables: 1, 2" and the clubs rule, a line each. */
void
tav_cli_append_room (GString  *out,
                     TavEvent *event)
{
  guint n = 0;
  const guint *tables = tav_event_get_accessible_tables (event, &n);

  if (n == 0)
    g_string_append (out, _("Accessible tables: none\n"));
  else
    {
      g_string_append (out, _("Accessible tables:"));
      for (guint i = 0; i < n; i++)
        g_string_append_printf (out, "%s %u", i ? "," : "", tables[i]);
      g_string_append_c (out, '\n');
    }
  if (tav_event_get_clubs_every_round (event))
    g_string_append (out, _("Clubs kept apart in every round\n"));
  else if (tav_event_get_keep_clubs_apart (event))
    g_string_append (out, _("Clubs kept apart in round 1\n"));
  else
    g_string_append (out, _("Clubs not kept apart\n"));
}

int
tav_cli_edit (int    argc,
              char **argv)
{
  g_autofree char *tables_text = NULL;
  g_autofree char *clubs_text = NULL;
  const GOptionEntry entries[] = {
    TAV_CLI_ROOM_ENTRIES (tables_text, clubs_text),
    { NULL }
  };
  g_auto(GStrv) args = NULL;
  g_autoptr(TavEvent) event = NULL;
  g_autoptr(GArray) tables = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  TavCliClubs clubs = TAV_CLI_CLUBS_UNSET;
  int status = TAV_CLI_OK;

  if (!tav_cli_parse_options (tav_cli_find_command ("edit"), entries, argc, argv, &args,
                              &status) ||
      !tav_cli_check_args ("edit", args, 1, 1, "FILE", &status) ||
      (tables_text && !tav_cli_parse_tables ("edit", tables_text, &tables, &status)) ||
      (clubs_text && !tav_cli_parse_clubs ("edit", clubs_text, &clubs, &status)))
    return status;
  if (tables == NULL && clubs == TAV_CLI_CLUBS_UNSET)
    return tav_cli_usage ("edit", _("nothing to change: give --accessible-tables or --clubs"));
  if (!(event = tav_cli_load_for_writing (args[1])))
    return TAV_CLI_FAILED;
  if (!tav_cli_apply_room ("edit", event, tables, clubs, &status))
    return status;
  if (!tav_cli_save (event, args[1]))
    return TAV_CLI_FAILED;
  tav_cli_append_room (out, event);
  tav_cli_write (out->str);
  return TAV_CLI_OK;
}

/* ---- A player's table (players … seat) --------------------------------- */

/* "table 3", "an accessible table", or NULL. */
static char *
describe_seat (TavPlayer *player)
{
  guint table = tav_player_get_fixed_table (player);

  if (table > 0)
    /* Translators: the table a player always sits at */
    return g_strdup_printf (_("table %u"), table);
  if (tav_player_get_needs_accessible (player))
    return g_strdup (_("an accessible table"));
  return NULL;
}

/* One of --table N, --accessible, --clear: the other one is cleared, so a
 * player has one seat rule at most. */
int
tav_cli_players_seat (const char  *where,
                      TavEvent    *event,
                      TavPlayer   *player,
                      const char  *label,
                      guint        table,
                      gboolean     accessible,
                      GString     *out,
                      GError     **error)
{
  const char *id = tav_player_get_id (player);

  if (tav_player_get_fixed_table (player) != table &&
      !tav_event_change_fixed_table (event, id, table, error))
    return TAV_CLI_FAILED;
  if (!tav_player_get_needs_accessible (player) != !accessible &&
      !tav_event_change_needs_accessible (event, id, accessible, error))
    return TAV_CLI_FAILED;
  if (table > 0)
    g_string_append_printf (out, _("%s always sits at table %u\n"), label, table);
  else if (accessible)
    g_string_append_printf (out, _("%s always sits at an accessible table\n"), label);
  else
    g_string_append_printf (out, _("%s sits at any table\n"), label);
  return TAV_CLI_OK;
}

/* ---- Players kept apart (players … apart) ------------------------------ */

static void
append_group (GString            *out,
              TavEvent           *event,
              const char * const *ids)
{
  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autofree char *label = tav_cli_player_label (event, ids[i]);

      g_string_append_printf (out, "%s%s", i ? ", " : "", label);
    }
}

static void
list_groups (GString  *out,
             TavEvent *event)
{
  guint n = tav_event_get_n_apart_groups (event);

  if (n == 0)
    {
      g_string_append (out, _("No players are kept apart\n"));
      return;
    }
  g_string_append_printf (out, _("Kept apart (%u):\n"), n);
  for (guint i = 0; i < n; i++)
    {
      g_string_append_printf (out, "  %u. ", i + 1);
      append_group (out, event, tav_event_get_apart_group (event, i));
      g_string_append_c (out, '\n');
    }
}

static gboolean
group_holds (const char * const *ids,
             const char         *id)
{
  return g_strv_contains (ids, id);
}

/* --clear PLAYER: every group that holds him, from the last one so that
 * the positions stay right. */
static int
clear_groups (const char *where,
              TavEvent   *event,
              const char *player_arg,
              GString    *out)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *label = NULL;
  TavPlayer *player;
  guint removed = 0;

  if (!(player = tav_cli_lookup_player (where, event, player_arg)))
    return TAV_CLI_FAILED;
  label = tav_cli_player_label (event, tav_player_get_id (player));
  for (guint i = tav_event_get_n_apart_groups (event); i-- > 0;)
    if (group_holds (tav_event_get_apart_group (event, i), tav_player_get_id (player)))
      {
        if (!tav_event_remove_apart_group (event, i, &error))
          return tav_cli_fail_error (where, error);
        removed++;
      }
  if (removed == 0)
    return tav_cli_fail (where, _("%s is not kept apart from anyone"), label);
  g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE,
                                            "%s: %u group kept apart removed\n",
                                            "%s: %u groups kept apart removed\n", removed),
                          label, removed);
  return TAV_CLI_OK;
}

int
tav_cli_players_apart (const char  *where,
                       TavEvent    *event,
                       char       **args,
                       guint        n_args,
                       gboolean     clear,
                       gboolean     list,
                       GString     *out)
{
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;

  if (list)
    {
      list_groups (out, event);
      return TAV_CLI_OK;
    }
  if (clear)
    return clear_groups (where, event, args[0], out);

  for (guint i = 0; i < n_args; i++)
    {
      TavPlayer *player = tav_cli_lookup_player (where, event, args[i]);

      if (player == NULL)
        return TAV_CLI_FAILED;
      g_ptr_array_add (ids, (gpointer) tav_player_get_id (player));
    }
  g_ptr_array_add (ids, NULL);
  if (!tav_event_keep_apart (event, (const char * const *) ids->pdata, &error))
    return tav_cli_fail_error (where, error);
  g_string_append (out, _("Kept apart: "));
  append_group (out, event, (const char * const *) ids->pdata);
  g_string_append_c (out, '\n');
  return TAV_CLI_OK;
}

/* ---- A player's marks (players … list) --------------------------------- */

/* The ids of the players kept apart from @player, in the groups' order,
 * each once. */
static GPtrArray *
apart_from (TavEvent  *event,
            TavPlayer *player)
{
  GPtrArray *others = g_ptr_array_new ();
  const char *id = tav_player_get_id (player);

  for (guint i = 0; i < tav_event_get_n_apart_groups (event); i++)
    {
      const char * const *group = tav_event_get_apart_group (event, i);

      if (!group_holds (group, id))
        continue;
      for (guint j = 0; group[j] != NULL; j++)
        if (strcmp (group[j], id) != 0 &&
            !g_ptr_array_find_with_equal_func (others, group[j], g_str_equal, NULL))
          g_ptr_array_add (others, (gpointer) group[j]);
    }
  return others;
}

/* "table 3; apart from p2, p5", or NULL. */
char *
tav_cli_seat_marks (TavEvent  *event,
                    TavPlayer *player)
{
  g_autofree char *seat = describe_seat (player);
  g_autoptr(GPtrArray) others = apart_from (event, player);
  GString *marks;

  if (seat == NULL && others->len == 0)
    return NULL;
  marks = g_string_new (seat);
  if (others->len > 0)
    {
      g_autofree char *joined = NULL;

      g_ptr_array_add (others, NULL);
      joined = g_strjoinv (", ", (char **) others->pdata);
      if (seat != NULL)
        g_string_append (marks, "; ");
      /* Translators: the ids of the players someone is kept apart from */
      g_string_append_printf (marks, _("apart from %s"), joined);
    }
  return g_string_free (marks, FALSE);
}

void
tav_cli_add_seat_json (JsonBuilder *builder,
                       TavEvent    *event,
                       TavPlayer   *player)
{
  g_autoptr(GPtrArray) others = apart_from (event, player);

  if (tav_player_get_fixed_table (player) > 0)
    {
      json_builder_set_member_name (builder, "table");
      json_builder_add_int_value (builder, tav_player_get_fixed_table (player));
    }
  if (tav_player_get_needs_accessible (player))
    {
      json_builder_set_member_name (builder, "accessible");
      json_builder_add_boolean_value (builder, TRUE);
    }
  if (others->len == 0)
    return;
  json_builder_set_member_name (builder, "apart");
  json_builder_begin_array (builder);
  for (guint i = 0; i < others->len; i++)
    json_builder_add_string_value (builder, others->pdata[i]);
  json_builder_end_array (builder);
}

/* ---- After a draw ------------------------------------------------------ */

/* What the round could not honour, a sentence a line; nothing when all. */
void
tav_cli_append_breaches (GString  *out,
                         TavEvent *event,
                         TavStage *stage,
                         TavRound *round)
{
  g_autoptr(GPtrArray) breaches =
    tav_event_describe_breaches (event, stage, tav_round_get_number (round));

  if (breaches == NULL || breaches->len == 0)
    return;
  g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE,
                                            "\n%u constraint could not be met:\n",
                                            "\n%u constraints could not be met:\n",
                                            breaches->len),
                          breaches->len);
  for (guint i = 0; i < breaches->len; i++)
    g_string_append_printf (out, "  %s\n", (const char *) breaches->pdata[i]);
}
