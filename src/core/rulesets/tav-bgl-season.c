/* tav-bgl-season.c — the Boardgame League ranking across tournaments
 *
 * Each tournament gives each player A0 · (PM + k · PF) · (1 − e^(−N/τ)) ·
 * the band's multiplier, PM being his average points over the elimination
 * rounds, PF his points at the final table and N the players registered.
 * The league averages a player's tournaments of each game and band, weighs
 * each average by (1 − e^(−n/τ)) for his n tournaments there, and adds
 * them up, plus a starting bonus for last year's league points.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-bgl"

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "tav-bgl-private.h"
#include "tav-season.h"

/* What one tournament gives a player. */
static const TavFieldSpec season_fields[] = {
  { "average", N_("PM"), N_("Average points over the elimination rounds of the tournament"),
    TAV_FIELD_NUMBER, TAV_FIELD_TABLE, 0, 100, 0, "0", NULL },
  { "final", N_("PF"), N_("Points at the final table; 0 when not in it"),
    TAV_FIELD_NUMBER, TAV_FIELD_TABLE, 0, 100, 0, "0", NULL },
  /* Only in a player's carried values. */
  { "last_year", N_("Last year"), N_("League points of last year's league, for the starting bonus"),
    TAV_FIELD_INTEGER, TAV_FIELD_OPTIONAL, 0, 100000000, 1, "0", NULL },
};

static const TavFieldSpec season_params[] = {
  { "a0", N_("A0"), N_("The scale of tournament points"),
    TAV_FIELD_NUMBER, TAV_FIELD_OPTIONAL, 0, 1000, 0, "10", NULL },
  { "final_weight", N_("Weight of the final (k)"), N_("How much the final table's points count against the average"),
    TAV_FIELD_NUMBER, TAV_FIELD_OPTIONAL, 0, 10, 0, "0.5", NULL },
  { "tau", N_("τ"), N_("How fast the points grow with the players of a tournament, and with the tournaments of a game"),
    TAV_FIELD_NUMBER, TAV_FIELD_OPTIONAL, 0.1, 1000, 0, "10", NULL },
  { "band_a", N_("Band A multiplier"), NULL,
    TAV_FIELD_NUMBER, TAV_FIELD_OPTIONAL, 0, 100, 0, "2.5", NULL },
  { "band_b", N_("Band B multiplier"), NULL,
    TAV_FIELD_NUMBER, TAV_FIELD_OPTIONAL, 0, 100, 0, "1.5", NULL },
  { "band_c", N_("Band C multiplier"), NULL,
    TAV_FIELD_NUMBER, TAV_FIELD_OPTIONAL, 0, 100, 0, "1", NULL },
};

enum {
  COL_POINTS,
  COL_BONUS,
  COL_TOURNAMENTS,
  COL_GAMES,
  N_COLUMNS
};

static const TavColumn columns[N_COLUMNS] = {
  /* TRANSLATORS: Boardgame League points */
  { "points", N_("BGL points"), TAV_COLUMN_INTEGER },
  /* TRANSLATORS: the starting bonus for last year's league */
  { "bonus", N_("Bonus"), TAV_COLUMN_INTEGER },
  { "tournaments", N_("Tournaments"), TAV_COLUMN_INTEGER },
  /* TRANSLATORS: a player's points per game and band, e.g. "Catan A: 209" */
  { "games", N_("By game"), TAV_COLUMN_TEXT },
};

static double
get_number (JsonObject *object,
            const char *member)
{
  JsonNode *node = object ? json_object_get_member (object, member) : NULL;

  if (node && JSON_NODE_HOLDS_VALUE (node) &&
      (json_node_get_value_type (node) == G_TYPE_DOUBLE ||
       json_node_get_value_type (node) == G_TYPE_INT64))
    return json_node_get_double (node);
  return 0;
}

static const char *
get_string (JsonObject *object,
            const char *member,
            const char *fallback)
{
  JsonNode *node = object ? json_object_get_member (object, member) : NULL;

  if (node && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    return json_node_get_string (node);
  return fallback;
}

/* A finished tournament: every round and the final table played. */
static JsonObject *
season_results (TavRuleset  *ruleset,
                TavEvent    *event,
                GError     **error)
{
  TavStage *stage = tav_event_find_stage (event, TAV_BGL_ROUNDS);
  TavStage *final = tav_event_find_stage (event, TAV_BGL_FINAL);
  g_autoptr(TavBglRecord) record = NULL;
  guint planned = stage ? tav_stage_get_planned_rounds (stage) : 0;
  guint rounds;
  JsonObject *values;

  if (stage == NULL || !tav_stage_is_complete (stage))
    {
      g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE,
                   _("“%s” is not finished: its elimination rounds are not all played"),
                   tav_event_get_name (event));
      return NULL;
    }
  if (tav_event_get_param_bool (event, "final_table") && (final == NULL || !tav_stage_is_complete (final)))
    {
      g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE,
                   _("“%s” is not finished: its final table has no result yet"),
                   tav_event_get_name (event));
      return NULL;
    }

  rounds = MAX (planned, tav_stage_get_n_rounds (stage));
  record = tav_bgl_record_new (event, rounds);
  values = json_object_new ();
  for (guint i = 0; i < record->n; i++)
    {
      TavPlayer *player = tav_event_get_player (event, i);
      const TavBglScore *score = &record->scores[i];
      JsonObject *object;

      if (score->games == 0)
        continue;
      object = json_object_new ();
      /* The average over the tournament's rounds: a round missed counts 0. */
      json_object_set_double_member (object, "average",
                                     score->points / (double) TAV_BGL_UNIT / rounds);
      json_object_set_double_member (object, "final", score->final_points / (double) TAV_BGL_UNIT);
      json_object_set_object_member (values, tav_player_get_id (player), object);
    }
  return values;
}

static double
band_multiplier (TavSeason  *season,
                 const char *band)
{
  if (g_strcmp0 (band, "a") == 0)
    return tav_season_get_param_double (season, "band_a");
  if (g_strcmp0 (band, "b") == 0)
    return tav_season_get_param_double (season, "band_b");
  return tav_season_get_param_double (season, "band_c");
}

/* What @tournament gave the player of @result, in league points before
 * the multi-game weighting (the national ranking of the single game). */
double
tav_bgl_tournament_points (TavSeason                 *season,
                           const TavSeasonTournament *tournament,
                           const TavSeasonResult     *result)
{
  return tav_bgl_league_points (get_number (result->values, "average"),
                                get_number (result->values, "final"),
                                tournament->n_players,
                                tav_season_get_param_double (season, "a0"),
                                tav_season_get_param_double (season, "final_weight"),
                                tav_season_get_param_double (season, "tau"),
                                band_multiplier (season, get_string (tournament->params, "band", "c")));
}

typedef struct
{
  char   *game;
  char   *band;
  double  sum;
  guint   n;
} GameBand;

static void
game_band_free (GameBand *entry)
{
  g_free (entry->game);
  g_free (entry->band);
  g_free (entry);
}

static int
compare_game_bands (gconstpointer a,
                    gconstpointer b)
{
  const GameBand *ga = *(GameBand * const *) a, *gb = *(GameBand * const *) b;
  int cmp = g_utf8_collate (ga->game, gb->game);

  return cmp ? cmp : g_strcmp0 (ga->band, gb->band);
}

/* A player's league points: per game and band the average of his
 * tournaments weighted by (1 − e^(−n/τ)), summed; @detail lists them. */
double
tav_bgl_player_league (TavSeason  *season,
                       const char *player_id,
                       guint      *n_tournaments,
                       char      **detail)
{
  g_autoptr(GPtrArray) entries = g_ptr_array_new_with_free_func ((GDestroyNotify) game_band_free);
  g_autoptr(GString) text = g_string_new (NULL);
  double tau = tav_season_get_param_double (season, "tau");
  double total = 0;

  *n_tournaments = 0;
  for (guint t = 0; t < tav_season_get_n_tournaments (season); t++)
    {
      const TavSeasonTournament *tournament = tav_season_get_tournament (season, t);

      for (guint r = 0; r < tournament->results->len; r++)
        {
          const TavSeasonResult *result = tournament->results->pdata[r];
          const char *game = get_string (tournament->params, "game", "");
          const char *band = get_string (tournament->params, "band", "c");
          GameBand *entry = NULL;

          if (g_strcmp0 (result->player, player_id) != 0)
            continue;
          for (guint e = 0; e < entries->len && entry == NULL; e++)
            {
              GameBand *candidate = entries->pdata[e];
              g_autofree char *a = g_utf8_casefold (candidate->game, -1);
              g_autofree char *b = g_utf8_casefold (game, -1);

              if (g_strcmp0 (a, b) == 0 && g_strcmp0 (candidate->band, band) == 0)
                entry = candidate;
            }
          if (entry == NULL)
            {
              entry = g_new0 (GameBand, 1);
              entry->game = g_strdup (game);
              entry->band = g_ascii_strup (band, -1);
              entry->band[0] = g_ascii_tolower (entry->band[0]);
              g_ptr_array_add (entries, entry);
            }
          entry->sum += tav_bgl_tournament_points (season, tournament, result);
          entry->n++;
          (*n_tournaments)++;
        }
    }

  g_ptr_array_sort (entries, compare_game_bands);
  for (guint e = 0; e < entries->len; e++)
    {
      GameBand *entry = entries->pdata[e];
      double points = entry->sum / entry->n * tav_bgl_league_weight (entry->n, tau);
      g_autofree char *band = g_ascii_strup (entry->band, -1);

      total += points;
      /* TRANSLATORS: a game, its band and the points it gives, e.g. "Catan A: 209" */
      g_string_append_printf (text, _("%s%s %s: %.0f"), e ? "; " : "",
                              entry->game[0] ? entry->game : _("(game not named)"), band, points);
    }
  if (detail)
    *detail = g_string_free (g_steal_pointer (&text), FALSE);
  return total;
}

static int
compare_rows (gconstpointer a,
              gconstpointer b,
              gpointer      user_data)
{
  TavStandingsRow *ra = (TavStandingsRow *) a, *rb = (TavStandingsRow *) b;
  double va = tav_standings_row_get_value (ra, COL_POINTS), vb = tav_standings_row_get_value (rb, COL_POINTS);

  if (va != vb)
    return va > vb ? -1 : 1;
  return g_utf8_collate (tav_player_get_name (tav_standings_row_get_player (ra)),
                         tav_player_get_name (tav_standings_row_get_player (rb)));
}

static TavStandings *
season_standings (TavRuleset *ruleset,
                  TavSeason  *season,
                  gboolean    permanent)
{
  TavStandings *standings = tav_standings_new (columns, N_COLUMNS);
  guint n_tournaments = tav_season_get_n_tournaments (season);
  g_autofree char *title = NULL;

  if (permanent)
    {
      tav_standings_set_title (standings, _("The Boardgame League has no permanent ranking"));
      return standings;
    }

  for (guint i = 0; i < tav_season_get_n_players (season); i++)
    {
      const TavSeasonPlayer *person = tav_season_get_player (season, i);
      g_autoptr(TavPlayer) player = tav_player_new (person->id, person->name);
      g_autoptr(TavStandingsRow) row = NULL;
      g_autofree char *detail = NULL;
      guint played = 0;
      double points = tav_bgl_player_league (season, person->id, &played, &detail);
      guint bonus = person->carried ?
                    tav_bgl_last_year_bonus (tav_result_get_int (person->carried, "last_year")) : 0;

      if (played == 0 && bonus == 0)
        continue;
      row = tav_standings_row_new (player, N_COLUMNS);
      /* Rounded to the nearest whole point, as the league publishes it. */
      tav_standings_row_set_value (row, COL_POINTS, floor (points + 0.5) + bonus);
      tav_standings_row_set_value (row, COL_BONUS, bonus);
      tav_standings_row_set_value (row, COL_TOURNAMENTS, played);
      tav_standings_row_set_value (row, COL_GAMES, tav_standings_add_text (standings, detail));
      if (tav_season_find_exclusion (season, person->id))
        tav_standings_row_set_note (row, _("Excluded"));
      tav_standings_add_row (standings, row);
    }
  tav_standings_sort (standings, compare_rows, NULL);
  for (guint i = 0; i < tav_standings_get_n_rows (standings); i++)
    {
      TavStandingsRow *row = tav_standings_get_row (standings, i);
      TavStandingsRow *before = i ? tav_standings_get_row (standings, i - 1) : NULL;

      if (before && tav_standings_row_get_value (before, COL_POINTS) == tav_standings_row_get_value (row, COL_POINTS))
        tav_standings_row_set_rank (row, tav_standings_row_get_rank (before));
      else
        tav_standings_row_set_rank (row, i + 1);
    }

  title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "League ranking after %u tournament",
                                        "League ranking after %u tournaments", n_tournaments),
                           n_tournaments);
  tav_standings_set_title (standings, title);
  return standings;
}

void
tav_bgl_season_class_init (TavRulesetClass *klass)
{
  klass->season_fields = season_fields;
  klass->n_season_fields = G_N_ELEMENTS (season_fields);
  klass->season_params = season_params;
  klass->n_season_params = G_N_ELEMENTS (season_params);
  klass->season_results = season_results;
  klass->season_standings = season_standings;
}
