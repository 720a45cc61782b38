/* tav-swiss-game.c — any two-player game in Swiss rounds (`swiss`)
 *
 * Points for a win, a draw and a loss (3/1/0 unless set), byes worth a
 * win, up to three tie-breakers in the organiser's order from the shared
 * set (tav-tiebreak.h), single games or best of three, and an optional top
 * cut into single elimination. The whole ruleset is this file.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-swiss-game"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tav-bracket.h"
#include "tav-event.h"
#include "tav-lots.h"
#include "tav-ruleset.h"
#include "tav-rule-error.h"
#include "tav-swiss-stage.h"
#include "tav-tiebreak.h"

#define SWISS "swiss"
#define TOP_CUT "top-cut"
#define N_TIEBREAKS 3
#define MAX_COLUMNS (N_TIEBREAKS + 3)

/* Averages of fractions: equal values may differ in their last bits. */

#define TAV_TYPE_SWISS_GAME_RULESET (tav_swiss_game_ruleset_get_type ())
G_DECLARE_FINAL_TYPE (TavSwissGameRuleset, tav_swiss_game_ruleset, TAV, SWISS_GAME_RULESET, TavRuleset)

struct _TavSwissGameRuleset
{
  TavRuleset parent_instance;
};

G_DEFINE_FINAL_TYPE (TavSwissGameRuleset, tav_swiss_game_ruleset, TAV_TYPE_RULESET)

static const TavStageSpec stages[] = {
  { SWISS, TAV_STAGE_TABLES, FALSE },
  { TOP_CUT, TAV_STAGE_BRACKET, TRUE },
};

static const TavChoice byes[] = {
  { "win", N_("A win") },
  { "draw", N_("A draw") },
  { "loss", N_("A loss") },
  { NULL, NULL }
};

/* The ids are the standings' column ids. */
static const TavChoice tiebreaks[] = {
  { "none", N_("None") },
  { "buchholz", N_("Buchholz") },
  { "buchholz-cut1", N_("Buchholz cut 1") },
  { "median-buchholz", N_("Median Buchholz") },
  { "sonneborn-berger", N_("Sonneborn-Berger") },
  { "omw", N_("Opponents’ match-win %") },
  { "gw", N_("Game-win %") },
  { "ogw", N_("Opponents’ game-win %") },
  { NULL, NULL }
};

static const TavChoice cuts[] = {
  TAV_SWISS_CUT_CHOICES,
  { NULL, NULL }
};

static const TavFieldSpec params[] = {
  { "rounds", N_("Swiss rounds"),
    N_("0: as many as it takes to leave one unbeaten player (⌈log₂ players⌉)"),
    TAV_FIELD_INTEGER, TAV_FIELD_OPTIONAL, 0, 20, 1, "0", NULL },
  { "win_points", N_("Points for a win"), N_("What a match won gives"),
    TAV_FIELD_INTEGER, TAV_FIELD_OPTIONAL, 1, 10, 1, "3", NULL },
  { "draw_points", N_("Points for a draw"), N_("What a drawn match gives each player"),
    TAV_FIELD_INTEGER, TAV_FIELD_OPTIONAL, 0, 10, 1, "1", NULL },
  { "loss_points", N_("Points for a loss"), N_("What a match lost gives"),
    TAV_FIELD_INTEGER, TAV_FIELD_OPTIONAL, 0, 10, 1, "0", NULL },
  { "bye", N_("A bye counts as"), N_("The result of the player left without an opponent"),
    TAV_FIELD_CHOICE, TAV_FIELD_OPTIONAL, 0, 0, 0, "win", byes },
  { "tiebreak_1", N_("First tie-breaker"), N_("Chess: Buchholz and Sonneborn-Berger; card games: OMW%, GW%, OGW%"),
    TAV_FIELD_CHOICE, TAV_FIELD_OPTIONAL, 0, 0, 0, "buchholz-cut1", tiebreaks },
  { "tiebreak_2", N_("Second tie-breaker"), N_("Used when the first leaves a tie"),
    TAV_FIELD_CHOICE, TAV_FIELD_OPTIONAL, 0, 0, 0, "buchholz", tiebreaks },
  { "tiebreak_3", N_("Third tie-breaker"), N_("Used when the second leaves a tie; then a seeded lot"),
    TAV_FIELD_CHOICE, TAV_FIELD_OPTIONAL, 0, 0, 0, "sonneborn-berger", tiebreaks },
  { "best_of_3", N_("Best of three"), N_("Each match is the best of three games; the games are entered"),
    TAV_FIELD_BOOLEAN, TAV_FIELD_OPTIONAL, 0, 0, 0, "false", NULL },
  { "cut", N_("Top cut"), N_("How many players go on to single elimination after the Swiss rounds"),
    TAV_FIELD_CHOICE, TAV_FIELD_OPTIONAL, 0, 0, 0, "none", cuts },
  { "round_minutes", N_("Round (minutes)"), N_("The timer of a round"),
    TAV_FIELD_INTEGER, TAV_FIELD_OPTIONAL, 1, 600, 1, "50", NULL },
};

#define WINNER_FIELD \
  { "winner", N_("Winner"), N_("The player who won the match; none for a draw"), \
    TAV_FIELD_PLAYER, TAV_FIELD_OPTIONAL, 0, 0, 0, "", NULL }
#define DRAW_FIELD \
  { "draw", N_("Drawn match"), N_("Neither player won the match"), \
    TAV_FIELD_BOOLEAN, TAV_FIELD_OPTIONAL, 0, 0, 0, "false", NULL }
#define BYE_FIELD \
  { "bye", N_("Bye"), N_("The player had no opponent"), \
    TAV_FIELD_BOOLEAN, TAV_FIELD_OPTIONAL, 0, 0, 0, "false", NULL }

/* What a record sheet's header shows, in the Swiss rounds and the cut. */
static const char * const sheet_params[] = { "round_minutes", NULL };

static const TavFieldSpec swiss_fields[] = { WINNER_FIELD, DRAW_FIELD, BYE_FIELD };

/* A best of three also enters the games (then every result has "seats"). */
static const TavFieldSpec best_of_three_fields[] = {
  WINNER_FIELD,
  DRAW_FIELD,
  { "games", N_("Games won"), N_("Games the player won in the match"),
    TAV_FIELD_INTEGER, TAV_FIELD_PER_SEAT | TAV_FIELD_OPTIONAL, 0, 2, 1, "0", NULL },
  { "drawn_games", N_("Games drawn"), N_("Games of the match that ended in a draw"),
    TAV_FIELD_INTEGER, TAV_FIELD_OPTIONAL, 0, 3, 1, "0", NULL },
  BYE_FIELD,
};

/* ---- Parameters ---------------------------------------------------------- */

static gboolean
best_of_three (TavEvent *event)
{
  return tav_event_get_param_bool (event, "best_of_3");
}

static guint
planned_cut (TavEvent *event)
{
  const char *cut = tav_event_get_param_string (event, "cut");

  return cut && g_ascii_isdigit (cut[0]) ? (guint) g_ascii_strtoull (cut, NULL, 10) : 0;
}

static guint
rounds_for (TavEvent *event,
            guint     n_players)
{
  guint rounds = (guint) tav_event_get_param_int (event, "rounds");

  if (rounds > 0)
    return rounds;
  rounds = 1;
  while ((1u << rounds) < n_players)
    rounds++;
  return rounds;
}

static gboolean
tav_swiss_game_check_players (TavRuleset  *ruleset,
                              TavEvent    *event,
                              GError     **error)
{
  guint n = tav_event_count_players (event, TRUE);
  guint cut = planned_cut (event);
  gint64 win = tav_event_get_param_int (event, "win_points");
  gint64 draw = tav_event_get_param_int (event, "draw_points");
  gint64 loss = tav_event_get_param_int (event, "loss_points");

  if (!(win > draw && draw >= loss))
    {
      g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE,
                   _("Points for a win, a draw and a loss must go down: %d, %d, %d"),
                   (int) win, (int) draw, (int) loss);
      return FALSE;
    }
  if (n < 2)
    {
      g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_PLAYERS,
                   _("A Swiss event needs at least 2 players, not %u"), n);
      return FALSE;
    }
  if (cut > n)
    {
      g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_PLAYERS,
                   _("A top %u cut needs at least %u players, not %u"), cut, cut, n);
      return FALSE;
    }
  return TRUE;
}

static char *
tav_swiss_game_describe_plan (TavRuleset *ruleset,
                              TavEvent   *event)
{
  TavStage *swiss = tav_event_find_stage (event, SWISS);
  guint n = tav_event_count_players (event, TRUE);
  guint rounds = swiss ? tav_stage_get_planned_rounds (swiss) : rounds_for (event, n);
  guint cut = planned_cut (event);
  g_autofree char *players = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u player", "%u players", n), n);
  g_autofree char *swiss_rounds = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u Swiss round",
                                                                "%u Swiss rounds", rounds), rounds);

  if (cut == 0)
    /* TRANSLATORS: "40 players: 6 Swiss rounds, no cut" */
    return g_strdup_printf (_("%s: %s, no cut"), players, swiss_rounds);
  /* TRANSLATORS: "40 players: 6 Swiss rounds, top 8" */
  return g_strdup_printf (_("%s: %s, top %u"), players, swiss_rounds, cut);
}

/* ---- The Swiss stage ----------------------------------------------------- */

static TavSwissOutcome
bye_outcome (TavEvent *event)
{
  const char *bye = tav_event_get_param_string (event, "bye");

  return g_strcmp0 (bye, "draw") == 0 ? TAV_SWISS_DRAW :
         g_strcmp0 (bye, "loss") == 0 ? TAV_SWISS_LOSS : TAV_SWISS_WIN;
}

/* A bye is what the parameter says; a best of three reads the games (a
 * bye: 2-0), a single game is one game won, lost or drawn. */
static void
read_result (TavEvent           *event,
             TavTable           *table,
             guint               seat,
             TavSwissSeatResult *out,
             gpointer            user_data)
{
  JsonObject *result = tav_table_get_result (table);
  const char *winner = tav_result_get_string (result, "winner");
  guint per_match = best_of_three (event) ? 2 : 1;

  if (tav_table_get_n_seats (table) == 1)
    out->outcome = bye_outcome (event);
  else if (tav_result_get_bool (result, "draw"))
    out->outcome = TAV_SWISS_DRAW;
  else
    out->outcome = g_strcmp0 (winner, tav_table_get_seat (table, seat)) == 0 ? TAV_SWISS_WIN : TAV_SWISS_LOSS;
  if (best_of_three (event) && tav_table_get_n_seats (table) == 2)
    {
      out->games_won = (guint) tav_result_get_int (tav_result_get_seat (result, seat), "games");
      out->games_lost = (guint) tav_result_get_int (tav_result_get_seat (result, 1 - seat), "games");
      out->games_drawn = (guint) tav_result_get_int (result, "drawn_games");
      return;
    }
  out->games_won = out->outcome == TAV_SWISS_WIN ? per_match : 0;
  out->games_lost = out->outcome == TAV_SWISS_LOSS ? per_match : 0;
  out->games_drawn = out->outcome == TAV_SWISS_DRAW ? per_match : 0;
}

static TavStandings *cut_standings (TavEvent *event,
                                    gpointer  user_data);

/* The stage's rules from the parameters; @n_players plans the rounds. */
static TavSwissStageSpec
stage_spec (TavEvent *event,
            guint     n_players)
{
  TavSwissStageSpec spec = {
    .stage = SWISS,
    .stage_name = N_("Swiss rounds"),
    .random_label = "swiss-game",
    .win_points = (guint) tav_event_get_param_int (event, "win_points"),
    .draw_points = (guint) tav_event_get_param_int (event, "draw_points"),
    .loss_points = (guint) tav_event_get_param_int (event, "loss_points"),
    .objective = TAV_SWISS_FEWEST_PAIR_DOWNS,
    .read_result = read_result,
    .cut = planned_cut (event),
    .cut_stage = TOP_CUT,
    .cut_name = N_("Top cut"),
    .standings = cut_standings,
  };

  /* A bye won is worth a win; one counted as a draw or a loss is read so. */
  spec.bye_points = spec.win_points;
  spec.missed_points = spec.loss_points;
  spec.planned_rounds = rounds_for (event, n_players);
  return spec;
}

static TavSwissStageSpec
event_spec (TavEvent *event)
{
  return stage_spec (event, tav_event_count_players (event, TRUE));
}

/* A best of three stores every result with its seats, the bye's too. */
static void
give_bye_seats (TavEvent *event)
{
  TavStage *swiss = tav_event_find_stage (event, SWISS);
  TavRound *round = swiss ? tav_stage_get_last_round (swiss) : NULL;

  for (guint t = 0; round && best_of_three (event) && t < tav_round_get_n_tables (round); t++)
    {
      TavTable *table = tav_round_get_table (round, t);
      JsonObject *result = tav_table_get_result (table);

      if (tav_table_get_n_seats (table) == 1 && result && !json_object_has_member (result, "seats"))
        {
          g_autoptr(JsonObject) copy = json_object_ref (result);
          JsonArray *seats = json_array_new ();

          json_array_add_object_element (seats, json_object_new ());
          json_object_set_array_member (copy, "seats", seats);
          tav_table_set_result (table, copy);
        }
    }
}

static gboolean
tav_swiss_game_draw_round (TavRuleset  *ruleset,
                           TavEvent    *event,
                           gboolean     redraw,
                           GError     **error)
{
  TavStage *cut = tav_event_find_stage (event, TOP_CUT);
  TavSwissStageSpec spec;
  gboolean over = FALSE;

  if (cut)
    {
      if (tav_stage_is_complete (cut))
        g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE,
                     _("The top cut is over: the event is finished"));
      else
        g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE,
                     _("The top cut is under way: enter its matches with “duel”; each next round is paired by itself"));
      return FALSE;
    }
  if (tav_event_find_stage (event, SWISS) == NULL &&
      !tav_swiss_game_check_players (ruleset, event, error))
    return FALSE;
  spec = event_spec (event);
  if (!tav_swiss_stage_draw_round (&spec, event, redraw, &over, error))
    return FALSE;
  if (!over)
    {
      give_bye_seats (event);
      return TRUE;
    }
  if (spec.cut == 0)
    {
      g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE,
                   _("All %u Swiss rounds are played and there is no cut: the event is finished"),
                   tav_stage_get_n_rounds (tav_event_find_stage (event, SWISS)));
      return FALSE;
    }
  return tav_swiss_stage_build_cut (&spec, event, error);
}

/* ---- Results ------------------------------------------------------------------ */

static const TavFieldSpec *
tav_swiss_game_get_result_fields (TavRuleset *ruleset,
                                  TavEvent   *event,
                                  TavStage   *stage,
                                  guint      *n_fields)
{
  if (stage && tav_stage_get_kind (stage) == TAV_STAGE_BRACKET)
    return tav_swiss_stage_match_fields (n_fields);
  if (event && best_of_three (event))
    {
      *n_fields = G_N_ELEMENTS (best_of_three_fields);
      return best_of_three_fields;
    }
  *n_fields = G_N_ELEMENTS (swiss_fields);
  return swiss_fields;
}

/* A bye is a table of one; games exist only in a best of three. */
static gboolean
tav_swiss_game_result_field_applies (TavRuleset         *ruleset,
                                     TavEvent           *event,
                                     TavStage           *stage,
                                     TavTable           *table,
                                     const TavFieldSpec *field)
{
  gboolean single = tav_table_get_n_seats (table) == 1;

  if (g_str_equal (field->id, "bye"))
    return single;
  if (g_str_equal (field->id, "games") || g_str_equal (field->id, "drawn_games") ||
      g_str_equal (field->id, "score"))
    return best_of_three (event) && !single;
  if (g_str_equal (field->id, "draw"))
    return !single;
  return TRUE;
}

/* Best of three: the games must say who won (equal games: a draw). */
static gboolean
validate_games (TavTable    *table,
                JsonObject  *result,
                const char  *winner,
                GError     **error)
{
  guint number = tav_table_get_number (table);
  guint games[2], drawn = (guint) tav_result_get_int (result, "drawn_games");
  int ahead;

  for (guint s = 0; s < 2; s++)
    {
      JsonObject *seat = tav_result_get_seat (result, s);

      if (seat == NULL || !json_object_has_member (seat, "games"))
        TAV_RULE_REFUSE_AT (s + 1, "games",
                            N_("table %u, seat %u: a best-of-three match needs the games each player won"),
                            number, s + 1);
      games[s] = (guint) tav_result_get_int (seat, "games");
    }
  if (games[0] == 2 && games[1] == 2)
    TAV_RULE_REFUSE_AT (2, "games",
                        N_("table %u, seat 2: both players won 2 games; a best-of-three match ends at 2"),
                        number);
  if (games[0] + games[1] + drawn > 3)
    TAV_RULE_REFUSE_AT (0, "drawn_games",
                        N_("table %u: %u games won and %u drawn make more than the 3 of a best of three"),
                        number, games[0] + games[1], drawn);
  ahead = games[0] > games[1] ? 0 : games[1] > games[0] ? 1 : -1;
  if (ahead < 0 && winner != NULL)
    TAV_RULE_REFUSE_AT ((guint) tav_table_find_seat (table, winner) + 1, "games",
                        N_("table %u, seat %u: the games are equal (%u–%u), so the match is a draw, not a win"),
                        number, (guint) tav_table_find_seat (table, winner) + 1, games[0], games[1]);
  if (ahead >= 0 && g_strcmp0 (winner, tav_table_get_seat (table, (guint) ahead)) != 0)
    TAV_RULE_REFUSE_AT ((guint) ahead + 1, "games",
                        N_("table %u, seat %u: this player won more games (%u–%u), so the match is his"),
                        number, (guint) ahead + 1, games[ahead], games[1 - ahead]);
  return TRUE;
}

static gboolean
validate_swiss (TavEvent    *event,
                TavTable    *table,
                JsonObject  *result,
                GError     **error)
{
  guint number = tav_table_get_number (table);
  guint n = tav_table_get_n_seats (table);
  const char *winner = tav_result_get_string (result, "winner");
  gboolean draw = tav_result_get_bool (result, "draw");

  if (winner && winner[0] == '\0')
    winner = NULL;
  if (n == 1)
    {
      if (!tav_result_get_bool (result, "bye"))
        TAV_RULE_REFUSE_AT (1, "bye", N_("table %u is a bye: its result is the bye"), number);
      return TRUE;
    }
  if (n != 2)
    TAV_RULE_REFUSE_AT (0, NULL, N_("table %u has %u players; a match has two"), number, n);
  if (tav_result_get_bool (result, "bye"))
    TAV_RULE_REFUSE_AT (0, "bye", N_("table %u has two players: it is not a bye"), number);
  if (winner && tav_table_find_seat (table, winner) < 0)
    TAV_RULE_REFUSE_AT (0, "winner", N_("table %u: the winner “%s” does not play there (%s v %s)"),
                        number, winner, tav_table_get_seat (table, 0), tav_table_get_seat (table, 1));
  if (winner && draw)
    TAV_RULE_REFUSE_AT (0, "draw", N_("table %u: a match is either won or drawn, not both"), number);
  if (winner == NULL && !draw)
    TAV_RULE_REFUSE_AT (0, "winner", N_("table %u: enter the winner, or mark the match drawn"), number);
  if (best_of_three (event))
    return validate_games (table, result, winner, error);
  return TRUE;
}

static gboolean
tav_swiss_game_validate_result (TavRuleset  *ruleset,
                                TavEvent    *event,
                                TavStage    *stage,
                                TavRound    *round,
                                TavTable    *table,
                                JsonObject  *result,
                                GError     **error)
{
  const char *score = tav_result_get_string (result, "score");
  gboolean walkover;

  if (tav_stage_get_kind (stage) != TAV_STAGE_BRACKET)
    return validate_swiss (event, table, result, error);

  walkover = tav_result_get_bool (result, "forfeit") || tav_bracket_is_bye (table);
  if (!tav_bracket_validate_result (event, table, result, error))
    return FALSE;
  if (score && !best_of_three (event))
    TAV_RULE_REFUSE_AT (0, "score",
                        N_("match %u: the matches are single games, a game score does not apply"),
                        tav_table_get_number (table));
  if (score == NULL && !walkover && best_of_three (event))
    TAV_RULE_REFUSE_AT (0, "score",
                        N_("match %u: a best-of-three match needs its game score (2-0, 2-1 or 1-0)"),
                        tav_table_get_number (table));
  return TRUE;
}

/* ---- Standings ------------------------------------------------------------------ */

/* The columns of one choice of tie-breakers, kept for the life of the
 * program: a standings table points at its columns. */
static const TavColumn *
columns_for (TavEvent *event,
             guint    *n_columns)
{
  G_LOCK_DEFINE_STATIC (sets);
  static GHashTable *sets;
  g_autoptr(GString) key = g_string_new (NULL);
  TavColumn *columns;

  for (guint t = 0; t < N_TIEBREAKS; t++)
    {
      g_autofree char *param = g_strdup_printf ("tiebreak_%u", t + 1);

      g_string_append_printf (key, "%s,", tav_event_get_param_string (event, param));
    }
  G_LOCK (sets);
  if (sets == NULL)
    sets = g_hash_table_new (g_str_hash, g_str_equal);
  columns = g_hash_table_lookup (sets, key->str);
  if (columns == NULL)
    {
      guint n = 0;

      columns = g_new0 (TavColumn, MAX_COLUMNS);
      columns[n++] = (TavColumn) { "score", N_("Points"), TAV_COLUMN_INTEGER };
      columns[n++] = (TavColumn) { "record", N_("W-L-D"), TAV_COLUMN_TEXT };
      for (guint t = 0; t < N_TIEBREAKS; t++)
        {
          g_autofree char *param = g_strdup_printf ("tiebreak_%u", t + 1);
          const char *id = tav_event_get_param_string (event, param);

          for (guint c = 1; tiebreaks[c].id; c++)
            if (g_strcmp0 (id, tiebreaks[c].id) == 0)
              columns[n++] = (TavColumn) {
                tiebreaks[c].id, tiebreaks[c].label,
                g_str_has_prefix (id, "o") || g_str_equal (id, "gw") ? TAV_COLUMN_PERCENT
                                                                      : TAV_COLUMN_DECIMAL };
        }
      columns[n] = (TavColumn) { "lot", N_("Lot"), TAV_COLUMN_INTEGER };
      g_hash_table_insert (sets, g_strdup (key->str), columns);
    }
  G_UNLOCK (sets);
  for (*n_columns = 0; *n_columns < MAX_COLUMNS && columns[*n_columns].id; (*n_columns)++)
    ;
  return columns;
}

/* One tie-breaker for every player. */
static void
compute_tiebreak (TavEvent                *event,
                  const TavTiebreakPlayer *players,
                  guint                    n,
                  const char              *id,
                  double                  *out)
{
  g_autofree double *values = g_new0 (double, MAX (n, 1));
  double win = tav_event_get_param_int (event, "win_points");

  if (g_str_equal (id, "buchholz"))
    tav_tiebreak_buchholz (players, n, TAV_TIEBREAK_CUT_NONE, out);
  else if (g_str_equal (id, "buchholz-cut1"))
    tav_tiebreak_buchholz (players, n, TAV_TIEBREAK_CUT_1, out);
  else if (g_str_equal (id, "median-buchholz"))
    tav_tiebreak_buchholz (players, n, TAV_TIEBREAK_CUT_MEDIAN, out);
  else if (g_str_equal (id, "sonneborn-berger"))
    tav_tiebreak_sonneborn_berger (players, n, out);
  else if (g_str_equal (id, "gw"))
    tav_tiebreak_game_win (players, n, TAV_TIEBREAK_MTR_FLOOR, out);
  else if (g_str_equal (id, "omw") || g_str_equal (id, "ogw"))
    {
      if (g_str_equal (id, "omw"))
        tav_tiebreak_match_win (players, n, win, TAV_TIEBREAK_MTR_FLOOR, values);
      else
        tav_tiebreak_game_win (players, n, TAV_TIEBREAK_MTR_FLOOR, values);
      tav_tiebreak_opponents_average (players, n, values, TAV_TIEBREAK_MTR_FLOOR, out);
    }
  if (g_str_equal (id, "omw") || g_str_equal (id, "ogw") || g_str_equal (id, "gw"))
    for (guint i = 0; i < n; i++)
      out[i] *= 100;
}

/* The Swiss order: points, then the tie-breakers in their columns' order
 * (the record column is text, and the lot comes last, lowest first). */
static int
compare_rows (gconstpointer a,
              gconstpointer b,
              gpointer      user_data)
{
  guint n_columns = GPOINTER_TO_UINT (user_data);
  int c;

  for (guint col = 0; col + 1 < n_columns; col++)
    if (col != 1 && (c = tav_swiss_stage_compare_values (a, b, col)))
      return c;
  return -tav_swiss_stage_compare_values (a, b, n_columns - 1);
}

static void
set_title (TavStandings *standings,
           TavEvent     *event,
           TavStage     *swiss,
           TavStage     *cut)
{
  gboolean final = cut ? tav_stage_is_complete (cut)
                       : swiss && tav_stage_is_complete (swiss) &&
                         tav_stage_get_n_rounds (swiss) >= tav_stage_get_planned_rounds (swiss) &&
                         planned_cut (event) == 0;
  g_autofree char *title = NULL;

  tav_standings_set_final (standings, final);
  if (final)
    tav_standings_set_title (standings, _("Final standings"));
  else if (cut)
    tav_standings_set_title (standings, _("Swiss standings (top cut under way)"));
  else
    {
      title = tav_stage_progress_title (swiss, _("Swiss standings"),
                                        swiss ? tav_stage_get_planned_rounds (swiss) : 0);
      tav_standings_set_title (standings, title);
    }
}

static TavStandings *
tav_swiss_game_compute_standings (TavRuleset *ruleset,
                                  TavEvent   *event)
{
  guint n_columns;
  const TavColumn *columns = columns_for (event, &n_columns);
  TavStandings *standings = tav_standings_new (columns, n_columns);
  TavStage *swiss = tav_event_find_stage (event, SWISS);
  TavStage *cut = tav_event_find_stage (event, TOP_CUT);
  TavSwissStageSpec spec = event_spec (event);
  g_autoptr(TavSwissRecord) rec = tav_swiss_record_compute (&spec, event, G_MAXUINT);
  g_autofree guint *lots = tav_lots_draw (event, "swiss-game-lots");
  g_autofree double *values = g_new0 (double, MAX (rec->n, 1) * MAX_COLUMNS);

  for (guint c = 2; c + 1 < n_columns; c++)
    compute_tiebreak (event, rec->tiebreak, rec->n, columns[c].id, values + c * MAX (rec->n, 1));
  for (guint i = 0; i < rec->n; i++)
    {
      TavPlayer *player = tav_event_get_player (event, i);
      g_autoptr(TavStandingsRow) row = tav_standings_row_new (player, n_columns);
      g_autofree char *record = g_strdup_printf ("%u-%u-%u", rec->wins[i], rec->losses[i], rec->draws[i]);

      g_autofree char *note = tav_swiss_record_note (rec, event, i);

      tav_standings_row_set_value (row, 0, rec->points[i]);
      tav_standings_row_set_value (row, 1, tav_standings_add_text (standings, record));
      for (guint c = 2; c + 1 < n_columns; c++)
        tav_standings_row_set_value (row, c, values[c * MAX (rec->n, 1) + i]);
      tav_standings_row_set_value (row, n_columns - 1, lots[i]);
      if (!tav_player_is_active (player))
        tav_standings_row_set_note (row, tav_player_status_get_label (tav_player_get_status (player)));
      else if (note)
        tav_standings_row_set_note (row, note);
      tav_standings_add_row (standings, row);
    }

  /* Until the final is decided, the cut keeps its Swiss order. */
  tav_swiss_stage_rank (standings, cut, compare_rows, GUINT_TO_POINTER (n_columns));
  set_title (standings, event, swiss, cut);
  return standings;
}

/* ---- Top cut ------------------------------------------------------------------- */

static TavStandings *
cut_standings (TavEvent *event,
               gpointer  user_data)
{
  return tav_swiss_game_compute_standings (NULL, event);
}

static gboolean
tav_swiss_game_build_finals (TavRuleset  *ruleset,
                             TavEvent    *event,
                             GError     **error)
{
  TavSwissStageSpec spec = event_spec (event);

  return tav_swiss_stage_build_cut (&spec, event, error);
}

static char *
tav_swiss_game_describe_player (TavRuleset *ruleset,
                                TavEvent   *event,
                                TavPlayer  *player)
{
  TavSwissStageSpec spec = event_spec (event);
  g_autoptr(TavSwissRecord) rec = tav_swiss_record_compute (&spec, event, G_MAXUINT);
  int i = tav_swiss_record_find (rec, event, tav_player_get_id (player));

  if (i < 0)
    return NULL;
  /* TRANSLATORS: a player's Swiss record, points then wins-losses-draws: "7 points (2-0-1)" */
  return g_strdup_printf (_("%u points (%u-%u-%u)"), rec->points[i],
                          rec->wins[i], rec->losses[i], rec->draws[i]);
}

/* A player back in the event loses the rounds drawn without him, for good. */
static void
tav_swiss_game_player_returned (TavRuleset *ruleset,
                                TavEvent   *event,
                                TavPlayer  *player)
{
  TavSwissStageSpec spec = event_spec (event);

  tav_swiss_stage_charge_missed (&spec, event, player);
}

static GStrv
tav_swiss_game_explain_round (TavRuleset  *ruleset,
                              TavEvent    *event,
                              guint        number,
                              GError     **error)
{
  TavSwissStageSpec spec = event_spec (event);

  return tav_swiss_stage_explain_round (&spec, event, number, error);
}

static GHashTable *
tav_swiss_game_points_before (TavRuleset *ruleset,
                              TavEvent   *event,
                              guint       number)
{
  TavSwissStageSpec spec = event_spec (event);

  return tav_swiss_stage_points_before (&spec, event, number);
}

static void
tav_swiss_game_ruleset_class_init (TavSwissGameRulesetClass *klass)
{
  TavRulesetClass *ruleset_class = TAV_RULESET_CLASS (klass);

  ruleset_class->id = "swiss";
  ruleset_class->name = N_("Swiss, any two-player game");
  ruleset_class->description =
    N_("Two-player Swiss rounds with points for a win, a draw and a loss, byes, chess or card-game tie-breakers, best of three if wished, and an optional top cut to single elimination");
  ruleset_class->params = params;
  ruleset_class->n_params = G_N_ELEMENTS (params);
  ruleset_class->stages = stages;
  ruleset_class->n_stages = G_N_ELEMENTS (stages);
  ruleset_class->round_minutes = 50;
  ruleset_class->match_minutes = 50;
  ruleset_class->get_result_fields = tav_swiss_game_get_result_fields;
  ruleset_class->check_players = tav_swiss_game_check_players;
  ruleset_class->describe_plan = tav_swiss_game_describe_plan;
  ruleset_class->draw_round = tav_swiss_game_draw_round;
  ruleset_class->validate_result = tav_swiss_game_validate_result;
  ruleset_class->result_field_applies = tav_swiss_game_result_field_applies;
  ruleset_class->compute_standings = tav_swiss_game_compute_standings;
  ruleset_class->build_finals = tav_swiss_game_build_finals;
  ruleset_class->describe_player = tav_swiss_game_describe_player;
  ruleset_class->player_returned = tav_swiss_game_player_returned;
  ruleset_class->sit_out = N_("a round sat out is lost, as for a player who drops and comes back");
  ruleset_class->sheet_params = sheet_params;
  ruleset_class->drop_between_rounds = TRUE;
  ruleset_class->paired_stage = SWISS;
  ruleset_class->explain_round = tav_swiss_game_explain_round;
  ruleset_class->points_before = tav_swiss_game_points_before;
}

static void
tav_swiss_game_ruleset_init (TavSwissGameRuleset *self)
{
}
