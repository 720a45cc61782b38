/* tav-catan-bg-season.c — the Bulgarian Catan ranking ("Ранглиста")
 *
 * A season sums each player's figures over every ranking tournament (TP,
 * VP capped at the target, VP share, places, participations) and ranks
 * them by the tie-breakers of a tournament. A player who reaches 300 TP
 * leaves it for the permanent ranking of Bulgaria and may not enter
 * another ranking tournament.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-catan-bg"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tav-catan-bg-private.h"
#include "tav-season.h"

#define MAX_VALUE 1000000

/* What one tournament gives a player: his figures over its games. */
static const TavFieldSpec season_fields[] = {
  { "tp", N_("TP"), N_("Tournament points"),
    TAV_FIELD_INTEGER, TAV_FIELD_TABLE, 0, MAX_VALUE, 1, "0", NULL },
  { "vp", N_("VP"), N_("Victory points, each game's capped at the target"),
    TAV_FIELD_INTEGER, TAV_FIELD_TABLE, 0, MAX_VALUE, 1, "0", NULL },
  { "vp_share_bp", N_("VP share"), N_("The VP shares of the games added up, in hundredths of a percent"),
    TAV_FIELD_INTEGER, TAV_FIELD_TABLE, 0, 100 * MAX_VALUE, 1, "0", NULL },
  { "first", N_("1st"), N_("1st places"),
    TAV_FIELD_INTEGER, TAV_FIELD_TABLE, 0, MAX_VALUE, 1, "0", NULL },
  { "second", N_("2nd"), N_("2nd places"),
    TAV_FIELD_INTEGER, TAV_FIELD_TABLE, 0, MAX_VALUE, 1, "0", NULL },
  { "third", N_("3rd"), N_("3rd places"),
    TAV_FIELD_INTEGER, TAV_FIELD_TABLE, 0, MAX_VALUE, 1, "0", NULL },
  { "games", N_("Games"), N_("Games played"),
    TAV_FIELD_INTEGER, TAV_FIELD_TABLE, 0, MAX_VALUE, 1, "0", NULL },
};

static const TavFieldSpec season_params[] = {
  { "permanent_tp", N_("TP for the permanent ranking"),
    N_("A player with this many tournament points moves to the permanent ranking and may not enter ranking tournaments any more; 0 for never"),
    TAV_FIELD_INTEGER, TAV_FIELD_OPTIONAL, 0, MAX_VALUE, 1, "300", NULL },
};

enum {
  COL_TP,
  COL_VP,
  COL_SHARE,
  COL_FIRST,
  COL_SECOND,
  COL_THIRD,
  COL_PARTICIPATIONS,
  COL_RESULT,
  N_COLUMNS
};

static const TavColumn columns[N_COLUMNS] = {
  { "tp", N_("TP"), TAV_COLUMN_INTEGER },
  { "vp", N_("VP"), TAV_COLUMN_INTEGER },
  { "vp_share", N_("VP share"), TAV_COLUMN_PERCENT },
  { "first", N_("1st"), TAV_COLUMN_INTEGER },
  { "second", N_("2nd"), TAV_COLUMN_INTEGER },
  { "third", N_("3rd"), TAV_COLUMN_INTEGER },
  /* TRANSLATORS: the number of tournaments a player took part in */
  { "participations", N_("Tournaments"), TAV_COLUMN_INTEGER },
  { "result", N_("Result"), TAV_COLUMN_TEXT },
};

void
tav_catan_bg_score_to_values (const TavCatanScore *score,
                              JsonObject          *values)
{
  json_object_set_int_member (values, "tp", score->tp);
  json_object_set_int_member (values, "vp", score->vp);
  json_object_set_int_member (values, "vp_share_bp", score->vp_share_bp);
  json_object_set_int_member (values, "first", score->places[0]);
  json_object_set_int_member (values, "second", score->places[1]);
  json_object_set_int_member (values, "third", score->places[2]);
  json_object_set_int_member (values, "games", score->games);
}

/* Adds @values (validated against season_fields) to @score. */
void
tav_catan_bg_score_from_values (TavCatanScore *score,
                                JsonObject    *values)
{
  score->tp += (guint) tav_result_get_int (values, "tp");
  score->vp += (guint) tav_result_get_int (values, "vp");
  score->vp_share_bp += (guint) tav_result_get_int (values, "vp_share_bp");
  score->places[0] += (guint) tav_result_get_int (values, "first");
  score->places[1] += (guint) tav_result_get_int (values, "second");
  score->places[2] += (guint) tav_result_get_int (values, "third");
  score->games += (guint) tav_result_get_int (values, "games");
}

/* Only a finished tournament counts: every announced round played. */
static JsonObject *
season_results (TavRuleset  *ruleset,
                TavEvent    *event,
                GError     **error)
{
  TavStage *stage = tav_event_find_stage (event, TAV_CATAN_BG_STAGE);
  guint planned = stage ? tav_stage_get_planned_rounds (stage) : 0;
  guint complete = 0;
  JsonObject *values;

  for (guint r = 1; stage && r <= tav_stage_get_n_rounds (stage); r++)
    if (tav_round_is_complete (tav_stage_get_round (stage, r)))
      complete++;
  if (stage == NULL || planned == 0 || complete < planned)
    {
      g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE,
                   _("“%s” is not finished: %u of %u rounds have all their results"),
                   tav_event_get_name (event), complete,
                   planned ? planned : (guint) tav_event_get_param_int (event, "rounds"));
      return NULL;
    }

  values = json_object_new ();
  for (guint i = 0; i < tav_event_get_n_players (event); i++)
    {
      TavPlayer *player = tav_event_get_player (event, i);
      TavCatanScore score;
      JsonObject *object;

      if (!tav_catan_bg_player_score (event, tav_player_get_id (player), &score))
        continue;
      object = json_object_new ();
      tav_catan_bg_score_to_values (&score, object);
      json_object_set_object_member (values, tav_player_get_id (player), object);
    }
  return values;
}

/* A season player's figures: what he carried over plus every tournament. */
static void
season_score (TavSeason     *season,
              const char    *player_id,
              TavCatanScore *score)
{
  const TavSeasonPlayer *player = tav_season_find_player (season, player_id);

  memset (score, 0, sizeof *score);
  if (player && player->carried)
    tav_catan_bg_score_from_values (score, player->carried);
  for (guint t = 0; t < tav_season_get_n_tournaments (season); t++)
    {
      const TavSeasonTournament *tournament = tav_season_get_tournament (season, t);

      for (guint r = 0; r < tournament->results->len; r++)
        {
          const TavSeasonResult *result = tournament->results->pdata[r];

          if (g_strcmp0 (result->player, player_id) == 0)
            tav_catan_bg_score_from_values (score, result->values);
        }
    }
  score->participations = tav_season_count_participations (season, player_id);
}

static gboolean
is_permanent (TavSeason           *season,
              const TavCatanScore *score)
{
  gint64 threshold = tav_season_get_param_int (season, "permanent_tp");

  return threshold > 0 && score->tp >= threshold;
}

static TavStandings *
season_standings (TavRuleset *ruleset,
                  TavSeason  *season,
                  gboolean    permanent)
{
  TavStandings *standings = tav_standings_new (columns, N_COLUMNS);
  g_autoptr(GHashTable) rows = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  guint n_tournaments = tav_season_get_n_tournaments (season);
  g_autofree char *title = NULL;

  for (guint i = 0; i < tav_season_get_n_players (season); i++)
    {
      const TavSeasonPlayer *person = tav_season_get_player (season, i);
      g_autoptr(TavPlayer) player = tav_player_new (person->id, person->name);
      g_autoptr(TavStandingsRow) row = NULL;
      TavCatanRow *entry = g_new0 (TavCatanRow, 1);
      TavCatanScore *score = &entry->score;
      gboolean moved;

      season_score (season, person->id, score);
      moved = is_permanent (season, score);
      /* Someone only excluded or named has nothing to rank yet. */
      if ((score->participations == 0 && person->carried == NULL) || (permanent && !moved))
        {
          g_free (entry);
          continue;
        }
      /* The season ranking still lists who moved: at the end, unranked. */
      entry->unranked = moved && !permanent;

      row = tav_standings_row_new (player, N_COLUMNS);
      tav_standings_row_set_value (row, COL_TP, score->tp);
      tav_standings_row_set_value (row, COL_VP, score->vp);
      tav_standings_row_set_value (row, COL_SHARE, score->vp_share_bp / 100.0);
      tav_standings_row_set_value (row, COL_FIRST, score->places[0]);
      tav_standings_row_set_value (row, COL_SECOND, score->places[1]);
      tav_standings_row_set_value (row, COL_THIRD, score->places[2]);
      tav_standings_row_set_value (row, COL_PARTICIPATIONS, score->participations);
      if (entry->unranked)
        tav_standings_row_set_note (row, _("Permanent ranking"));
      else if (tav_season_find_exclusion (season, person->id))
        tav_standings_row_set_note (row, _("Excluded"));
      g_hash_table_insert (rows, g_strdup (person->id), entry);
      tav_standings_add_row (standings, row);
    }
  tav_catan_bg_rank_rows (standings, rows, COL_RESULT);

  if (permanent)
    title = g_strdup_printf (_("Permanent ranking: %lld TP or more"),
                             (long long) tav_season_get_param_int (season, "permanent_tp"));
  else
    title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Ranking after %u tournament",
                                          "Ranking after %u tournaments", n_tournaments),
                             n_tournaments);
  tav_standings_set_title (standings, title);
  return standings;
}

/* The 300 TP rule: whoever reached it is in the permanent ranking. */
static gboolean
season_check_player (TavRuleset  *ruleset,
                     TavSeason   *season,
                     const char  *player_id,
                     GError     **error)
{
  const TavSeasonPlayer *player = tav_season_find_player (season, player_id);
  TavCatanScore score;

  season_score (season, player_id, &score);
  if (!is_permanent (season, &score))
    return TRUE;
  g_set_error (error, TAV_SEASON_ERROR, TAV_SEASON_ERROR_REFUSED,
               _("%s has %u TP in the ranking of “%s” (%lld or more) and has moved to the permanent ranking: ranking tournaments are closed to this player"),
               player ? player->name : player_id, score.tp, tav_season_get_name (season),
               (long long) tav_season_get_param_int (season, "permanent_tp"));
  return FALSE;
}

void
tav_catan_bg_season_class_init (TavRulesetClass *klass)
{
  klass->season_fields = season_fields;
  klass->n_season_fields = G_N_ELEMENTS (season_fields);
  klass->season_params = season_params;
  klass->n_season_params = G_N_ELEMENTS (season_params);
  klass->season_results = season_results;
  klass->season_standings = season_standings;
  klass->season_check_player = season_check_player;
  klass->has_permanent_ranking = TRUE;
}
