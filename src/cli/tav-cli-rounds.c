/* tav-cli-rounds.c — draw, redraw, show, swap, result
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tavolo-cli"

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <glib/gi18n.h>

#include "tav-cli.h"
#include "tav-csv.h"
#include "tav-input.h"
#include "tav-json-check.h"

#define MAX_JSON_DEPTH 64

/* ---- Printing rounds ---------------------------------------------------- */

static char *
format_field (TavEvent           *event,
              const TavFieldSpec *spec,
              JsonObject         *object)
{
  JsonNode *node = object ? json_object_get_member (object, spec->id) : NULL;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node))
    return g_strdup ("");
  switch (spec->kind)
    {
    case TAV_FIELD_BOOLEAN:
      return g_strdup (tav_result_get_bool (object, spec->id) ? _("yes") : _("no"));
    case TAV_FIELD_INTEGER:
      return g_strdup_printf ("%" G_GINT64_FORMAT, tav_result_get_int (object, spec->id));
    case TAV_FIELD_NUMBER:
      return g_strdup_printf ("%g", json_node_get_double (node));
    case TAV_FIELD_CHOICE:
      {
        const char *value = tav_result_get_string (object, spec->id);
        const char *label = value ? tav_field_choice_label (spec, value) : NULL;

        return g_strdup (label ? _(label) : value ? value : "");
      }
    case TAV_FIELD_PLAYER:
      return tav_cli_player_label (event, tav_result_get_string (object, spec->id));
    case TAV_FIELD_STRING:
    default:
      return g_strdup (tav_result_get_string (object, spec->id));
    }
}

/* " — +8 min (deck check; judge call)": the time a judge added. */
static void
append_extensions (GString  *out,
                   TavTable *table)
{
  guint n = tav_table_get_n_extensions (table);

  if (n == 0)
    return;
  /* TRANSLATORS: minutes added to a table's clock, then their reasons */
  g_string_append_printf (out, _(" — +%u min ("), tav_table_get_extra_minutes (table));
  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, "%s%s", i ? "; " : "", tav_table_get_extension_reason (table, i));
  g_string_append_c (out, ')');
}

static void
append_table (GString  *out,
              TavEvent *event,
              TavStage *stage,
              TavTable *table)
{
  TavRuleset *ruleset = tav_event_get_ruleset (event);
  gboolean bracket = tav_stage_get_kind (stage) == TAV_STAGE_BRACKET;
  const char *head = tav_cli_head_seat_name (event, stage);
  const char *label = tav_table_get_label (table);
  JsonObject *result = tav_table_get_result (table);
  const TavFieldSpec *fields;
  guint n_fields = 0, n_seat_fields = 0, n_columns;
  guint n_seats = tav_table_get_n_seats (table);
  g_autoptr(TavCliGrid) grid = NULL;
  g_autoptr(GPtrArray) header = g_ptr_array_new ();

  fields = tav_ruleset_get_result_fields (ruleset, event, stage, &n_fields);
  for (guint f = 0; f < n_fields; f++)
    n_seat_fields += !!(fields[f].flags & TAV_FIELD_PER_SEAT);

  if (bracket)
    g_string_append_printf (out, _("Match %u"), tav_table_get_number (table));
  else
    g_string_append_printf (out, _("Table %u"), tav_table_get_number (table));
  if (label && label[0])
    g_string_append_printf (out, " — %s", label);
  append_extensions (out, table);
  g_string_append_c (out, '\n');

  /* Seat number, the head seat's name, the player, then per-seat results. */
  n_columns = 2 + (head ? 1 : 0) + (result ? n_seat_fields : 0);
  grid = tav_cli_grid_new (n_columns);
  tav_cli_grid_set_right (grid, 0, TRUE);
  if (result && n_seat_fields)
    {
      g_ptr_array_add (header, (gpointer) "#");
      if (head)
        g_ptr_array_add (header, (gpointer) "");
      g_ptr_array_add (header, (gpointer) _("Player"));
      for (guint f = 0; f < n_fields; f++)
        if (fields[f].flags & TAV_FIELD_PER_SEAT)
          g_ptr_array_add (header, (gpointer) _(fields[f].label));
      g_ptr_array_add (header, NULL);
      tav_cli_grid_add_strv (grid, (char **) header->pdata);
    }
  for (guint s = 0; s < n_seats; s++)
    {
      g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);
      JsonObject *seat = result && s < tav_result_get_n_seats (result) ?
                         tav_result_get_seat (result, s) : NULL;

      g_ptr_array_add (cells, g_strdup_printf ("%u", s + 1));
      if (head)
        g_ptr_array_add (cells, g_strdup (s == 0 ? head : ""));
      /* An empty seat of a decided match is a bye, not a player to come. */
      if (result && tav_table_get_seat (table, s)[0] == '\0')
        g_ptr_array_add (cells, g_strdup (_("(bye)")));
      else
        g_ptr_array_add (cells, tav_cli_player_label (event, tav_table_get_seat (table, s)));
      for (guint f = 0; result && f < n_fields; f++)
        if (fields[f].flags & TAV_FIELD_PER_SEAT)
          g_ptr_array_add (cells, format_field (event, &fields[f], seat));
      g_ptr_array_add (cells, NULL);
      tav_cli_grid_add_strv (grid, (char **) cells->pdata);
    }
  tav_cli_grid_print (grid, out, "  ");

  if (result == NULL)
    {
      g_string_append_printf (out, "  %s\n", _("No result yet"));
      return;
    }
  g_string_append_printf (out, "  %s", _("Result:"));
  for (guint f = 0, shown = 0; f < n_fields; f++)
    {
      g_autofree char *value = NULL;

      if ((fields[f].flags & TAV_FIELD_PER_SEAT) || !json_object_has_member (result, fields[f].id))
        continue;
      value = format_field (event, &fields[f], result);
      g_string_append_printf (out, "%s %s: %s", shown++ ? ";" : "", _(fields[f].label), value);
    }
  g_string_append_c (out, '\n');
}

void
tav_cli_append_round (GString  *out,
                      TavEvent *event,
                      TavStage *stage,
                      TavRound *round)
{
  guint number = tav_round_get_number (round);
  guint n_tables = tav_round_get_n_tables (round);
  guint planned = tav_stage_get_planned_rounds (stage);
  const char *name = tav_round_get_name (round);

  g_string_append_printf (out, "%s — ", tav_stage_get_name (stage));
  if (tav_stage_get_kind (stage) == TAV_STAGE_TABLES && planned)
    g_string_append_printf (out, _("round %u of %u"), number, planned);
  else
    g_string_append_printf (out, _("round %u"), number);
  if (name && name[0])
    g_string_append_printf (out, " (%s)", name);
  if (!tav_round_get_released (round))
    g_string_append (out, _(", not shown to the room yet"));
  if (tav_stage_get_kind (stage) == TAV_STAGE_BRACKET)
    g_string_append_printf (out, ngettext (": %u of %u match played\n",
                                           ": %u of %u matches played\n", n_tables),
                            tav_round_get_n_entered (round), n_tables);
  else
    g_string_append_printf (out, ngettext (": %u of %u table has a result\n",
                                           ": %u of %u tables have a result\n", n_tables),
                            tav_round_get_n_entered (round), n_tables);
  for (guint t = 0; t < n_tables; t++)
    {
      g_string_append_c (out, '\n');
      append_table (out, event, stage, tav_round_get_table (round, t));
    }
}

static void
build_extensions_json (JsonBuilder *builder,
                       TavTable    *table)
{
  if (tav_table_get_n_extensions (table) == 0)
    return;
  json_builder_set_member_name (builder, "extensions");
  json_builder_begin_array (builder);
  for (guint i = 0; i < tav_table_get_n_extensions (table); i++)
    {
      g_autofree char *time = g_date_time_format_iso8601 (tav_table_get_extension_time (table, i));

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "minutes");
      json_builder_add_int_value (builder, tav_table_get_extension_minutes (table, i));
      json_builder_set_member_name (builder, "reason");
      json_builder_add_string_value (builder, tav_table_get_extension_reason (table, i));
      json_builder_set_member_name (builder, "time");
      json_builder_add_string_value (builder, time);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
build_round_json (JsonBuilder *builder,
                  TavEvent    *event,
                  TavRound    *round)
{
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "number");
  json_builder_add_int_value (builder, tav_round_get_number (round));
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, tav_round_get_name (round));
  json_builder_set_member_name (builder, "complete");
  json_builder_add_boolean_value (builder, tav_round_is_complete (round));
  if (!tav_round_get_released (round))
    {
      json_builder_set_member_name (builder, "released");
      json_builder_add_boolean_value (builder, FALSE);
    }
  json_builder_set_member_name (builder, "tables");
  json_builder_begin_array (builder);
  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    {
      TavTable *table = tav_round_get_table (round, t);
      JsonObject *result = tav_table_get_result (table);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "number");
      json_builder_add_int_value (builder, tav_table_get_number (table));
      json_builder_set_member_name (builder, "label");
      json_builder_add_string_value (builder, tav_table_get_label (table));
      json_builder_set_member_name (builder, "seats");
      json_builder_begin_array (builder);
      for (guint s = 0; s < tav_table_get_n_seats (table); s++)
        {
          const char *id = tav_table_get_seat (table, s);
          TavPlayer *player = tav_event_find_player (event, id);

          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "seat");
          json_builder_add_int_value (builder, s + 1);
          json_builder_set_member_name (builder, "id");
          json_builder_add_string_value (builder, id);
          json_builder_set_member_name (builder, "name");
          json_builder_add_string_value (builder, player ? tav_player_get_name (player) : "");
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "result");
      if (result)
        {
          JsonNode *node = json_node_new (JSON_NODE_OBJECT);

          json_node_set_object (node, result);
          json_builder_add_value (builder, node);
        }
      else
        json_builder_add_null_value (builder);
      build_extensions_json (builder, table);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

static void
write_rounds_json (TavEvent *event,
                   TavStage *stage,
                   guint     first,
                   guint     last)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "stage");
  json_builder_add_string_value (builder, tav_stage_get_id (stage));
  json_builder_set_member_name (builder, "stage_name");
  json_builder_add_string_value (builder, tav_stage_get_name (stage));
  json_builder_set_member_name (builder, "kind");
  json_builder_add_string_value (builder, tav_stage_kind_to_string (tav_stage_get_kind (stage)));
  json_builder_set_member_name (builder, "planned_rounds");
  json_builder_add_int_value (builder, tav_stage_get_planned_rounds (stage));
  json_builder_set_member_name (builder, "rounds");
  json_builder_begin_array (builder);
  for (guint r = first; r <= last; r++)
    build_round_json (builder, event, tav_stage_get_round (stage, r));
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  tav_cli_write_json (root);
}

/* Rules the current seating breaks (a Sheriff for the second time...). */
static void
append_problems (GString  *out,
                 TavEvent *event,
                 TavStage *stage,
                 TavRound *round)
{
  g_autoptr(GPtrArray) problems =
    tav_ruleset_check_round (tav_event_get_ruleset (event), event, stage, round);

  if (problems == NULL || problems->len == 0)
    return;
  g_string_append_printf (out, "\n%s\n", _("This seating breaks a rule:"));
  for (guint i = 0; i < problems->len; i++)
    g_string_append_printf (out, "  %s\n", (const char *) problems->pdata[i]);
}

/* ---- draw, redraw -------------------------------------------------------- */

/* Parameters may still change until the first draw: the BANG! 2007 table
 * layout depends on how many players came. */
static int
set_params (TavEvent  *event,
            char     **params)
{
  g_autoptr(JsonObject) values = json_object_new ();
  TavEventDetails details = { NULL, };
  g_autoptr(GError) error = NULL;

  for (guint i = 0; params && params[i]; i++)
    {
      const char *equals = strchr (params[i], '=');
      g_autofree char *key = NULL;
      JsonNode *value;

      if (equals == NULL)
        return tav_cli_usage ("draw", _("--param: “%s” is not KEY=VALUE"), params[i]);
      if (tav_event_has_started (event))
        return tav_cli_fail ("draw", _("--param: the parameters cannot change once the first round is drawn"));
      key = g_strstrip (g_strndup (params[i], equals - params[i]));
      if (!(value = tav_event_parse_param (event, key, equals + 1, &error)))
        return tav_cli_usage ("draw", _("--param %s: %s"), params[i], error->message);
      json_object_set_member (values, key, value);
    }
  if (params == NULL || params[0] == NULL)
    return TAV_CLI_OK;
  details.params = values;
  if (!tav_event_edit_details (event, &details, &error))
    return tav_cli_fail ("draw", "%s", error->message);
  return TAV_CLI_OK;
}

static int
draw (int      argc,
      char   **argv,
      gboolean redraw)
{
  const char *name = redraw ? "redraw" : "draw";
  g_auto(GStrv) params = NULL;
  const GOptionEntry entries[] = {
    { "param", 'p', 0, G_OPTION_ARG_FILENAME_ARRAY, &params,
      N_("Set a ruleset parameter before the first draw; may be repeated"), N_("KEY=VALUE") },
    { NULL }
  };
  g_auto(GStrv) args = NULL;
  g_autoptr(TavEvent) event = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  g_autofree char *plan = NULL;
  g_autoptr(GPtrArray) absent = NULL;
  TavStage *stage;
  TavRound *round;
  int status = TAV_CLI_OK;

  if (!tav_cli_parse_options (tav_cli_find_command (name), redraw ? NULL : entries, argc, argv,
                              &args, &status) ||
      !tav_cli_check_args (name, args, 1, 1, "FILE", &status))
    return status;
  if (!(event = tav_cli_load_for_writing (args[1])))
    return TAV_CLI_FAILED;
  if ((status = set_params (event, params)) != TAV_CLI_OK)
    return status;

  absent = tav_event_get_not_checked_in (event);
  if (!(redraw ? tav_event_redraw_round (event, &error) : tav_event_draw_round (event, &error)))
    return tav_cli_fail_error (name, error);
  if (!tav_cli_save (event, args[1]))
    return TAV_CLI_FAILED;

  stage = tav_event_get_current_stage (event);
  round = tav_stage_get_last_round (stage);
  plan = tav_ruleset_describe_plan (tav_event_get_ruleset (event), event);
  if (plan && plan[0])
    g_string_append_printf (out, "%s\n", plan);
  if (absent->len)
    {
      g_string_append_printf (out, _("Not checked in, sitting round %u out:"), tav_round_get_number (round));
      for (guint i = 0; i < absent->len; i++)
        {
          g_autofree char *label = tav_cli_player_label (event, tav_player_get_id (absent->pdata[i]));

          g_string_append_printf (out, "%s %s", i ? "," : "", label);
        }
      g_string_append_c (out, '\n');
    }
  if (tav_round_get_number (round) == 1 && tav_stage_get_kind (stage) == TAV_STAGE_TABLES &&
      tav_event_has_clubs (event))
    {
      guint meetings = tav_event_count_club_meetings (event, round);

      if (!tav_event_get_keep_clubs_apart (event))
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE,
                                                  "Clubs not kept apart: %u same-club meeting in round 1\n",
                                                  "Clubs not kept apart: %u same-club meetings in round 1\n",
                                                  meetings), meetings);
      else
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE,
                                                  "Clubs kept apart in round 1: %u same-club meeting could not be avoided\n",
                                                  "Clubs kept apart in round 1: %u same-club meetings could not be avoided\n",
                                                  meetings), meetings);
    }
  tav_cli_append_round (out, event, stage, round);
  append_problems (out, event, stage, round);
  tav_cli_append_breaches (out, event, stage, round);
  tav_cli_write (out->str);
  return TAV_CLI_OK;
}

int
tav_cli_draw (int    argc,
              char **argv)
{
  return draw (argc, argv, FALSE);
}

int
tav_cli_redraw (int    argc,
                char **argv)
{
  return draw (argc, argv, TRUE);
}

/* ---- show -------------------------------------------------------------- */

static TavRound *
find_round (const char *command,
            TavStage   *stage,
            guint       number)
{
  TavRound *round = tav_stage_get_round (stage, number);

  if (round == NULL)
    tav_cli_fail (command, _("%s: there is no round %u (%u drawn)"), tav_stage_get_name (stage),
                  number, tav_stage_get_n_rounds (stage));
  return round;
}

int
tav_cli_show (int    argc,
              char **argv)
{
  g_autofree char *round_text = NULL;
  g_autofree char *stage_id = NULL;
  g_autofree char *format_text = NULL;
  const GOptionEntry entries[] = {
    { "round", 'r', 0, G_OPTION_ARG_FILENAME, &round_text, N_("The round to show"), N_("N") },
    { "stage", 's', 0, G_OPTION_ARG_FILENAME, &stage_id,
      N_("The stage, e.g. elimination or finals (default: the current one)"), N_("ID") },
    { "format", 0, 0, G_OPTION_ARG_FILENAME, &format_text, N_("text, csv or json"), N_("FORMAT") },
    { NULL }
  };
  g_auto(GStrv) args = NULL;
  g_autoptr(TavEvent) event = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  TavCliFormat format;
  TavStage *stage;
  guint number = 0, first, last;
  int status = TAV_CLI_OK;

  if (!tav_cli_parse_options (tav_cli_find_command ("show"), entries, argc, argv, &args,
                              &status) ||
      !tav_cli_check_args ("show", args, 1, 1, "FILE", &status) ||
      (round_text && !tav_cli_parse_number ("show", "--round", round_text, 1, &number, &status)) ||
      !tav_cli_parse_format ("show", format_text,
                             TAV_CLI_FORMAT_TEXT | TAV_CLI_FORMAT_CSV | TAV_CLI_FORMAT_JSON,
                             &format, &status))
    return status;
  if (!(event = tav_cli_load (args[1])))
    return TAV_CLI_FAILED;
  if (!(stage = tav_cli_find_stage ("show", event, stage_id)))
    return TAV_CLI_FAILED;
  if (tav_stage_get_n_rounds (stage) == 0)
    return tav_cli_fail ("show", _("%s: no round has been drawn yet"), tav_stage_get_name (stage));
  if (number && !find_round ("show", stage, number))
    return TAV_CLI_FAILED;

  /* A bracket is short and read as a whole; a table stage round by round. */
  last = number ? number : tav_stage_get_n_rounds (stage);
  first = number ? number : tav_stage_get_kind (stage) == TAV_STAGE_BRACKET ? 1 : last;

  if (format == TAV_CLI_FORMAT_JSON)
    {
      write_rounds_json (event, stage, first, last);
      return TAV_CLI_OK;
    }
  /* The pairings as the app exports them: a line per seat. */
  if (format == TAV_CLI_FORMAT_CSV)
    {
      tav_csv_pairings (out, event, stage, first, last);
      tav_cli_write (out->str);
      return TAV_CLI_OK;
    }
  for (guint r = first; r <= last; r++)
    {
      if (r > first)
        g_string_append_c (out, '\n');
      tav_cli_append_round (out, event, stage, tav_stage_get_round (stage, r));
      tav_cli_append_breaches (out, event, stage, tav_stage_get_round (stage, r));
    }
  tav_cli_write (out->str);
  return TAV_CLI_OK;
}

/* ---- swap -------------------------------------------------------------- */

/* What the swap would cost, a line each ("This swap costs nothing" when
 * nothing). */
static void
append_costs (GString   *out,
              GPtrArray *costs)
{
  if (costs->len == 0)
    {
      g_string_append_printf (out, "%s\n", _("This swap costs nothing."));
      return;
    }
  g_string_append_printf (out, "%s\n", _("This swap makes:"));
  for (guint i = 0; i < costs->len; i++)
    g_string_append_printf (out, "  %s\n", (const char *) costs->pdata[i]);
}

/* The swap is made when it costs nothing, or with --yes; its costs are
 * said first, and --dry-run only says them. */
int
tav_cli_swap (int    argc,
              char **argv)
{
  g_autofree char *round_text = NULL;
  g_autofree char *stage_id = NULL;
  gboolean yes = FALSE, dry_run = FALSE;
  const GOptionEntry entries[] = {
    { "round", 'r', 0, G_OPTION_ARG_FILENAME, &round_text,
      N_("The round (default: the last one drawn)"), N_("N") },
    { "stage", 's', 0, G_OPTION_ARG_FILENAME, &stage_id,
      N_("The stage (default: the current one)"), N_("ID") },
    { "yes", 'y', 0, G_OPTION_ARG_NONE, &yes,
      N_("Swap even when the swap has a cost (a rematch, a repeated meeting…)"), NULL },
    { "dry-run", 'n', 0, G_OPTION_ARG_NONE, &dry_run,
      N_("Only say what the swap would cost; change nothing"), NULL },
    { NULL }
  };
  g_auto(GStrv) args = NULL;
  g_autoptr(TavEvent) event = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) costs = NULL;
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  g_autofree char *label_a = NULL;
  g_autofree char *label_b = NULL;
  TavPlayer *a, *b;
  TavStage *stage;
  TavRound *round;
  TavTable *table_a, *table_b;
  guint number = 0;
  int status = TAV_CLI_OK;

  if (!tav_cli_parse_options (tav_cli_find_command ("swap"), entries, argc, argv, &args,
                              &status) ||
      !tav_cli_check_args ("swap", args, 3, 3, "FILE PLAYER_A PLAYER_B", &status) ||
      (round_text && !tav_cli_parse_number ("swap", "--round", round_text, 1, &number, &status)))
    return status;
  if (yes && dry_run)
    return tav_cli_usage ("swap", _("--yes and --dry-run cannot go together"));
  if (!(event = dry_run ? tav_cli_load (args[1]) : tav_cli_load_for_writing (args[1])))
    return TAV_CLI_FAILED;
  if (!(stage = tav_cli_find_stage ("swap", event, stage_id)))
    return TAV_CLI_FAILED;
  if (number == 0 && (number = tav_stage_get_n_rounds (stage)) == 0)
    return tav_cli_fail ("swap", _("%s: no round has been drawn yet"), tav_stage_get_name (stage));
  if (!(round = find_round ("swap", stage, number)))
    return TAV_CLI_FAILED;
  if (!(a = tav_cli_lookup_player ("swap", event, args[2])) ||
      !(b = tav_cli_lookup_player ("swap", event, args[3])))
    return TAV_CLI_FAILED;
  if (a == b)
    return tav_cli_fail ("swap", _("%s and %s are the same player"), args[2], args[3]);

  if (!(costs = tav_event_swap_costs (event, stage, number, tav_player_get_id (a),
                                      tav_player_get_id (b), &error)))
    return tav_cli_fail_error ("swap", error);
  label_a = tav_cli_player_label (event, tav_player_get_id (a));
  label_b = tav_cli_player_label (event, tav_player_get_id (b));
  if (dry_run)
    {
      append_costs (out, costs);
      tav_cli_write (out->str);
      return TAV_CLI_OK;
    }
  if (costs->len > 0 && !yes)
    {
      /* A refusal is one line on stderr and nothing on stdout, as every
       * command's: the costs are said in it. */
      for (guint i = 0; i < costs->len; i++)
        g_string_append_printf (out, "%s%s", i ? "; " : "", (const char *) costs->pdata[i]);
      return tav_cli_fail ("swap", _("%s and %s were not swapped: the swap has a cost (%s; add --yes to make it)"),
                           label_a, label_b, out->str);
    }

  if (!tav_event_swap_seats (event, stage, number, tav_player_get_id (a), tav_player_get_id (b),
                             &problems, &error))
    return tav_cli_fail_error ("swap", error);
  if (!tav_cli_save (event, args[1]))
    return TAV_CLI_FAILED;

  g_string_append_printf (out, _("Swapped %s and %s in round %u\n"), label_a, label_b, number);
  if (costs->len > 0)
    append_costs (out, costs);
  table_a = tav_round_find_player (round, tav_player_get_id (a), NULL);
  table_b = tav_round_find_player (round, tav_player_get_id (b), NULL);
  g_string_append_c (out, '\n');
  append_table (out, event, stage, table_a);
  if (table_b != table_a)
    {
      g_string_append_c (out, '\n');
      append_table (out, event, stage, table_b);
    }
  if (problems && problems->len)
    {
      g_string_append_printf (out, "\n%s\n", _("This seating breaks a rule:"));
      for (guint i = 0; i < problems->len; i++)
        g_string_append_printf (out, "  %s\n", (const char *) problems->pdata[i]);
    }
  tav_cli_write (out->str);
  return TAV_CLI_OK;
}

/* ---- result ------------------------------------------------------------ */

/* The result text goes through the loaders' strict reader (surrogate
 * halves, duplicate members, line and column in messages) and is read to a
 * limit from a file or standard input. */
JsonObject *
tav_cli_parse_result (const char  *argument,
                      GError     **error)
{
  g_autofree char *data = NULL;
  g_autoptr(JsonNode) root = NULL;
  gsize length;

  if (strcmp (argument, "@-") == 0)
    data = tav_input_read_fd (STDIN_FILENO, TAV_INPUT_MAX_JSON, &length, error);
  else if (argument[0] == '@')
    data = tav_input_read_file (argument + 1, TAV_INPUT_MAX_JSON, &length, error);
  else
    {
      data = g_strdup (argument);
      length = strlen (data);
    }
  if (data == NULL)
    return NULL;

  root = tav_json_read (data, length, MAX_JSON_DEPTH, TRUE, error);
  if (root == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("expected a JSON object {…}"));
      return NULL;
    }
  return json_object_ref (json_node_get_object (root));
}

int
tav_cli_result (int    argc,
                char **argv)
{
  g_autofree char *round_text = NULL;
  g_autofree char *table_text = NULL;
  g_autofree char *stage_id = NULL;
  g_autofree char *json = NULL;
  gboolean clear = FALSE;
  const GOptionEntry entries[] = {
    { "round", 'r', 0, G_OPTION_ARG_FILENAME, &round_text, N_("The round; required"), N_("N") },
    { "table", 't', 0, G_OPTION_ARG_FILENAME, &table_text, N_("The table; required"), N_("N") },
    { "json", 'j', 0, G_OPTION_ARG_FILENAME, &json,
      N_("The result: JSON text, @FILE or @- for the standard input"), N_("JSON") },
    { "clear", 0, 0, G_OPTION_ARG_NONE, &clear, N_("Remove the table's result"), NULL },
    { "stage", 's', 0, G_OPTION_ARG_FILENAME, &stage_id,
      N_("The stage (default: the current one)"), N_("ID") },
    { NULL }
  };
  g_auto(GStrv) args = NULL;
  g_autoptr(TavEvent) event = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) result = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  TavStage *stage;
  TavRound *round;
  guint round_number = 0, table_number = 0, n_tables;
  int status = TAV_CLI_OK;

  if (!tav_cli_parse_options (tav_cli_find_command ("result"), entries, argc, argv, &args,
                              &status) ||
      !tav_cli_check_args ("result", args, 1, 1, "FILE", &status))
    return status;
  if (round_text == NULL)
    return tav_cli_usage ("result", _("missing --round"));
  if (table_text == NULL)
    return tav_cli_usage ("result", _("missing --table"));
  if (!tav_cli_parse_number ("result", "--round", round_text, 1, &round_number, &status) ||
      !tav_cli_parse_number ("result", "--table", table_text, 1, &table_number, &status))
    return status;
  if (json && clear)
    return tav_cli_usage ("result", _("give either --json or --clear, not both"));
  if (!json && !clear)
    return tav_cli_usage ("result", _("missing --json (or --clear)"));
  if (json && !(result = tav_cli_parse_result (json, &error)))
    return tav_cli_usage ("result", "--json: %s", error->message);

  if (!(event = tav_cli_load_for_writing (args[1])))
    return TAV_CLI_FAILED;
  if (!(stage = tav_cli_find_stage ("result", event, stage_id)))
    return TAV_CLI_FAILED;

  if (clear ? !tav_event_clear_result (event, stage, round_number, table_number, &error)
            : !tav_event_set_result (event, stage, round_number, table_number, result, &error))
    return tav_cli_fail_error ("result", error);
  if (!tav_cli_save (event, args[1]))
    return TAV_CLI_FAILED;

  round = tav_stage_get_round (stage, round_number);
  n_tables = tav_round_get_n_tables (round);
  if (clear)
    g_string_append_printf (out, _("Round %u, table %u: result cleared\n"), round_number,
                            table_number);
  else
    g_string_append_printf (out, _("Round %u, table %u: result entered\n"), round_number,
                            table_number);
  g_string_append_printf (out, ngettext ("Round %u: %u of %u table has a result\n",
                                         "Round %u: %u of %u tables have a result\n", n_tables),
                          round_number, tav_round_get_n_entered (round), n_tables);
  if (round != tav_stage_get_last_round (stage) && !tav_round_is_complete (round))
    /* TRANSLATORS: %u is the round this result belongs to */
    g_string_append_printf (out, _("No other round can be drawn until round %u is complete\n"),
                            round_number);
  tav_cli_write (out->str);
  return TAV_CLI_OK;
}
