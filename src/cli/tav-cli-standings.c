/* tav-cli-standings.c — standings, balance, finals, duel
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tavolo-cli"

#include "config.h"

#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>

#include "tav-bracket.h"
#include "tav-cli.h"
#include "tav-csv.h"

/* A text column's cell as its text, a number as a JSON number. */
static JsonNode *
cell_node (TavStandings *standings,
           guint         column,
           double        value)
{
  JsonNode *node;

  if (tav_standings_get_column (standings, column)->kind != TAV_COLUMN_TEXT)
    return tav_cli_number_node (value);
  node = json_node_new (JSON_NODE_VALUE);
  json_node_set_string (node, tav_standings_get_text (standings, value));
  return node;
}

void
tav_cli_write_standings_json (TavStandings *standings)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  guint n_rows = tav_standings_get_n_rows (standings);
  guint n_columns = tav_standings_get_n_columns (standings);
  gboolean has_score = tav_standings_find_column (standings, "score") >= 0;

  json_builder_begin_array (builder);
  for (guint i = 0; i < n_rows; i++)
    {
      TavStandingsRow *row = tav_standings_get_row (standings, i);
      TavPlayer *player = tav_standings_row_get_player (row);
      const char *note = tav_standings_row_get_note (row);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "rank");
      json_builder_add_int_value (builder, tav_standings_row_get_rank (row));
      json_builder_set_member_name (builder, "id");
      json_builder_add_string_value (builder, tav_player_get_id (player));
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, tav_player_get_name (player));
      /* Every ruleset's JSON has a "score": its first column if none is. */
      if (!has_score && n_columns > 0)
        {
          json_builder_set_member_name (builder, "score");
          json_builder_add_value (builder,
                                  tav_cli_number_node (tav_standings_row_get_value (row, 0)));
        }
      for (guint c = 0; c < n_columns; c++)
        {
          json_builder_set_member_name (builder, tav_standings_get_column (standings, c)->id);
          json_builder_add_value (builder,
                                  cell_node (standings, c, tav_standings_row_get_value (row, c)));
        }
      json_builder_set_member_name (builder, "status");
      json_builder_add_string_value (builder,
                                     tav_player_status_to_string (tav_player_get_status (player)));
      json_builder_set_member_name (builder, "note");
      json_builder_add_string_value (builder, note ? note : "");
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  root = json_builder_get_root (builder);
  tav_cli_write_json (root);
}

/* The same columns as the app's CSV export: one writer for both. */
void
tav_cli_append_standings_csv (GString      *out,
                              TavStandings *standings)
{
  tav_csv_standings (out, standings);
}

void
tav_cli_append_standings_text (GString      *out,
                               TavStandings *standings)
{
  guint n_rows = tav_standings_get_n_rows (standings);
  guint n_columns = tav_standings_get_n_columns (standings);
  g_autoptr(TavCliGrid) grid = tav_cli_grid_new (n_columns + 4);
  g_autoptr(GPtrArray) header = g_ptr_array_new ();

  g_string_append_printf (out, "%s\n", tav_standings_get_title (standings));

  g_ptr_array_add (header, (gpointer) _("Rank"));
  g_ptr_array_add (header, (gpointer) _("Player"));
  g_ptr_array_add (header, (gpointer) _("Id"));
  for (guint c = 0; c < n_columns; c++)
    {
      g_ptr_array_add (header, (gpointer) _(tav_standings_get_column (standings, c)->label));
      tav_cli_grid_set_right (grid, c + 3, TRUE);
    }
  g_ptr_array_add (header, (gpointer) _("Note"));
  g_ptr_array_add (header, NULL);
  tav_cli_grid_set_right (grid, 0, TRUE);
  tav_cli_grid_add_strv (grid, (char **) header->pdata);

  for (guint i = 0; i < n_rows; i++)
    {
      TavStandingsRow *row = tav_standings_get_row (standings, i);
      TavPlayer *player = tav_standings_row_get_player (row);
      g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);
      const char *note = tav_standings_row_get_note (row);

      /* Rank 0: out of the ranking (a BANG! 2007 player who left). */
      if (tav_standings_row_get_rank (row) > 0)
        g_ptr_array_add (cells, g_strdup_printf ("%u", tav_standings_row_get_rank (row)));
      else
        g_ptr_array_add (cells, g_strdup ("—"));
      g_ptr_array_add (cells, g_strdup (tav_player_get_name (player)));
      g_ptr_array_add (cells, g_strdup (tav_player_get_id (player)));
      for (guint c = 0; c < n_columns; c++)
        g_ptr_array_add (cells, tav_standings_format_value (standings, c,
                                                            tav_standings_row_get_value (row, c)));
      g_ptr_array_add (cells, g_strdup (note ? note : ""));
      g_ptr_array_add (cells, NULL);
      tav_cli_grid_add_strv (grid, (char **) cells->pdata);
    }
  tav_cli_grid_print (grid, out, NULL);
}

int
tav_cli_standings (int    argc,
                   char **argv)
{
  g_autofree char *format_text = NULL;
  gboolean teams = FALSE;
  const GOptionEntry entries[] = {
    { "format", 0, 0, G_OPTION_ARG_FILENAME, &format_text, N_("text, csv or json"), N_("FORMAT") },
    { "teams", 0, 0, G_OPTION_ARG_NONE, &teams, N_("The standings of the teams (team tournaments)"),
      NULL },
    { NULL }
  };
  g_auto(GStrv) args = NULL;
  g_autoptr(TavEvent) event = NULL;
  g_autoptr(TavStandings) standings = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  TavCliFormat format;
  gboolean secret;
  int status = TAV_CLI_OK;

  if (!tav_cli_parse_options (tav_cli_find_command ("standings"), entries, argc, argv, &args,
                              &status) ||
      !tav_cli_check_args ("standings", args, 1, 1, "FILE", &status) ||
      !tav_cli_parse_format ("standings", format_text,
                             TAV_CLI_FORMAT_TEXT | TAV_CLI_FORMAT_CSV | TAV_CLI_FORMAT_JSON,
                             &format, &status))
    return status;
  if (!(event = tav_cli_load (args[1])))
    return TAV_CLI_FAILED;

  if (teams)
    {
      standings = tav_ruleset_compute_team_standings (tav_event_get_ruleset (event), event);
      if (standings == NULL)
        return tav_cli_fail ("standings", _("%s: this event is not played in teams"), args[1]);
    }
  else
    standings = tav_event_compute_standings (event);
  secret = tav_ruleset_is_ranking_secret (tav_event_get_ruleset (event), event);

  /* The judge may see a secret ranking, but must not hand it out by
   * mistake: say so first, where the text is read, and on stderr where
   * stdout is for a program. */
  if (secret && format == TAV_CLI_FORMAT_TEXT)
    g_string_append_printf (out, "%s\n", _("secret: only the judge may see this ranking"));
  else if (secret)
    {
      fputs (_("secret: only the judge may see this ranking"), stderr);
      fputc ('\n', stderr);
    }

  if (format == TAV_CLI_FORMAT_JSON)
    {
      tav_cli_write_standings_json (standings);
      return TAV_CLI_OK;
    }
  if (format == TAV_CLI_FORMAT_CSV)
    tav_cli_append_standings_csv (out, standings);
  else
    tav_cli_append_standings_text (out, standings);
  tav_cli_write (out->str);
  return TAV_CLI_OK;
}

int
tav_cli_balance (int    argc,
                 char **argv)
{
  g_auto(GStrv) args = NULL;
  g_autoptr(TavEvent) event = NULL;
  g_autofree char *text = NULL;
  TavPlayer *player;
  int status = TAV_CLI_OK;

  if (!tav_cli_parse_options (tav_cli_find_command ("balance"), NULL, argc, argv, &args,
                              &status) ||
      !tav_cli_check_args ("balance", args, 2, 2, "FILE PLAYER", &status))
    return status;
  if (!(event = tav_cli_load (args[1])))
    return TAV_CLI_FAILED;
  if (!(player = tav_cli_lookup_player ("balance", event, args[2])))
    return TAV_CLI_FAILED;

  text = tav_ruleset_describe_player (tav_event_get_ruleset (event), event, player);
  if (text == NULL || text[0] == '\0')
    return tav_cli_fail ("balance", _("the ruleset “%s” keeps no balance for players"),
                         tav_event_get_ruleset_id (event));
  tav_cli_write (text);
  tav_cli_write ("\n");
  return TAV_CLI_OK;
}

static TavStage *
find_bracket (TavEvent *event)
{
  for (guint i = tav_event_get_n_stages (event); i > 0; i--)
    {
      TavStage *stage = tav_event_get_stage (event, i - 1);

      if (tav_stage_get_kind (stage) == TAV_STAGE_BRACKET)
        return stage;
    }
  return NULL;
}

int
tav_cli_finals (int    argc,
                char **argv)
{
  g_auto(GStrv) args = NULL;
  g_autoptr(TavEvent) event = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  g_autofree char *prizes = NULL;
  gboolean was_published;
  TavStage *stage;
  int status = TAV_CLI_OK;

  if (!tav_cli_parse_options (tav_cli_find_command ("finals"), NULL, argc, argv, &args,
                              &status) ||
      !tav_cli_check_args ("finals", args, 1, 1, "FILE", &status))
    return status;
  if (!(event = tav_cli_load_for_writing (args[1])))
    return TAV_CLI_FAILED;

  was_published = tav_event_get_published (event);
  if (!tav_event_build_finals (event, &error))
    return tav_cli_fail_error ("finals", error);
  if (!tav_cli_save (event, args[1]))
    return TAV_CLI_FAILED;

  /* A bracket, or a final table (bgl): the stage just built. */
  stage = find_bracket (event);
  if (stage == NULL)
    stage = tav_event_get_current_stage (event);
  for (guint r = 1; stage && r <= tav_stage_get_n_rounds (stage); r++)
    {
      if (r > 1)
        g_string_append_c (out, '\n');
      tav_cli_append_round (out, event, stage, tav_stage_get_round (stage, r));
    }
  if (!was_published && tav_event_get_published (event))
    g_string_append_printf (out, "\n%s\n", _("The ranking is now published."));
  prizes = tav_ruleset_describe_finals (tav_event_get_ruleset (event), event);
  if (prizes)
    g_string_append_printf (out, "%s\n", prizes);
  tav_cli_write (out->str);
  return TAV_CLI_OK;
}

static void
append_match (GString  *out,
              TavEvent *event,
              TavTable *match)
{
  g_autofree char *a = tav_cli_player_label (event, tav_table_get_seat (match, 0));
  g_autofree char *b = tav_cli_player_label (event, tav_table_get_seat (match, 1));
  const char *label = tav_table_get_label (match);

  /* TRANSLATORS: "Match 3 (Final): Anna (p3) v Bruno (p7)" */
  g_string_append_printf (out, _("Match %u (%s): %s v %s\n"), tav_table_get_number (match),
                          label && label[0] ? label : "", a, b);
}

int
tav_cli_duel (int    argc,
              char **argv)
{
  g_autofree char *match_text = NULL;
  g_autofree char *winner_text = NULL;
  g_autofree char *kind = NULL;
  g_autofree char *score = NULL;
  const GOptionEntry entries[] = {
    { "match", 'm', 0, G_OPTION_ARG_FILENAME, &match_text,
      N_("The match number, as “show” prints it (with four players: 1 and 2 semi-finals, 3 final); required"), N_("N") },
    { "winner", 'w', 0, G_OPTION_ARG_FILENAME, &winner_text,
      N_("The winner, by id or name; required"), N_("PLAYER") },
    { "kind", 'k', 0, G_OPTION_ARG_FILENAME, &kind, N_("long or short duel"), N_("KIND") },
    { "score", 0, 0, G_OPTION_ARG_FILENAME, &score,
      N_("The game score of a best-of-three match: 2-0, 2-1 or 1-0 (win on time)"), N_("SCORE") },
    { NULL }
  };
  g_auto(GStrv) args = NULL;
  g_autoptr(TavEvent) event = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  g_autofree char *winner_label = NULL;
  g_autofree char *loser_label = NULL;
  TavPlayer *winner;
  TavStage *stage;
  TavTable *match;
  TavRound *last;
  guint number = 0;
  int status = TAV_CLI_OK;

  if (!tav_cli_parse_options (tav_cli_find_command ("duel"), entries, argc, argv, &args,
                              &status) ||
      !tav_cli_check_args ("duel", args, 1, 1, "FILE", &status))
    return status;
  if (match_text == NULL)
    return tav_cli_usage ("duel", _("missing --match"));
  if (!tav_cli_parse_number ("duel", "--match", match_text, 1, &number, &status))
    return status;
  if (winner_text == NULL)
    return tav_cli_usage ("duel", _("missing --winner"));
  if (kind && strcmp (kind, "long") != 0 && strcmp (kind, "short") != 0)
    return tav_cli_usage ("duel", _("--kind: “%s” is not long or short"), kind);
  if (score && strcmp (score, "2-0") != 0 && strcmp (score, "2-1") != 0 &&
      strcmp (score, "1-0") != 0)
    return tav_cli_usage ("duel", _("--score: “%s” is not 2-0, 2-1 or 1-0"), score);
  if (!(event = tav_cli_load_for_writing (args[1])))
    return TAV_CLI_FAILED;
  if (!(winner = tav_cli_lookup_player ("duel", event, winner_text)))
    return TAV_CLI_FAILED;

  stage = tav_event_get_current_stage (event);
  if (score && stage && tav_stage_get_kind (stage) == TAV_STAGE_BRACKET &&
      tav_stage_find_match (stage, number, &last))
    {
      /* The game score is a field of the result: enter the whole result. */
      g_autoptr(JsonObject) result = tav_bracket_make_result (tav_player_get_id (winner), kind);

      json_object_set_string_member (result, "score", score);
      if (!tav_event_set_result (event, stage, tav_round_get_number (last), number, result,
                                 &error))
        return tav_cli_fail_error ("duel", error);
    }
  else if (!tav_event_record_match (event, number, tav_player_get_id (winner), kind, &error))
    return tav_cli_fail_error ("duel", error);
  if (!tav_cli_save (event, args[1]))
    return TAV_CLI_FAILED;

  match = tav_stage_find_match (stage, number, NULL);
  winner_label = tav_cli_player_label (event, tav_player_get_id (winner));
  loser_label = tav_cli_player_label (event, g_strcmp0 (tav_table_get_seat (match, 0),
                                                        tav_player_get_id (winner)) == 0 ?
                                             tav_table_get_seat (match, 1) :
                                             tav_table_get_seat (match, 0));
  /* TRANSLATORS: "Match 1: Anna (p3) beats Dario (p9)" */
  g_string_append_printf (out, _("Match %u: %s beats %s\n"), number, winner_label, loser_label);
  if (score)
    /* TRANSLATORS: the game score of a best-of-three match, e.g. "Games: 2-1" */
    g_string_append_printf (out, _("Games: %s\n"), score);

  if (tav_stage_is_complete (stage))
    {
      TavRound *final_round = tav_stage_get_last_round (stage);
      const char *champion = tav_result_get_string (
        tav_table_get_result (tav_round_get_table (final_round, 0)), "winner");
      g_autofree char *champion_label = tav_cli_player_label (event, champion);

      g_string_append_printf (out, _("Champion: %s\n"), champion_label);
    }
  else
    {
      last = tav_stage_get_last_round (stage);
      g_string_append (out, _("Still to play:\n"));
      for (guint t = 0; t < tav_round_get_n_tables (last); t++)
        {
          TavTable *table = tav_round_get_table (last, t);

          if (tav_table_has_result (table))
            continue;
          g_string_append (out, "  ");
          append_match (out, event, table);
        }
    }
  tav_cli_write (out->str);
  return TAV_CLI_OK;
}
