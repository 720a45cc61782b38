/* tav-destiny.c — Star Wars: Destiny tournament rules 2.2
 *
 * Two-player Swiss rounds (win 1 TP, bye = win), ties by strength of
 * schedule, extended SoS and a seeded lot; drops, re-entry with a loss for
 * each missed round; a top cut to single-elimination playoffs of single
 * games or best of three, or an event that is only playoffs, with byes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-destiny"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tav-bracket.h"
#include "tav-destiny.h"
#include "tav-event-private.h"
#include "tav-lots.h"
#include "tav-random.h"
#include "tav-swiss-stage.h"

#define SWISS "swiss"
#define PLAYOFFS "playoffs"

/* Ratios are averages of fractions: equal values may differ in the last
 * bits depending on the order of the sums. */

static const TavStageSpec stages[] = {
  { SWISS, TAV_STAGE_TABLES, TRUE },
  { PLAYOFFS, TAV_STAGE_BRACKET, FALSE },
};

struct _TavDestiny
{
  TavRuleset parent_instance;
};

G_DEFINE_FINAL_TYPE (TavDestiny, tav_destiny, TAV_TYPE_RULESET)

static const TavChoice structures[] = {
  { "basic", N_("Basic (single-game playoffs)") },
  { "advanced", N_("Advanced (best-of-3 playoffs)") },
  { "custom", N_("Custom (rounds and cut as set)") },
  { NULL, NULL }
};

static const TavChoice cuts[] = {
  { "auto", N_("From the structure table") },
  TAV_SWISS_CUT_CHOICES,
  { "64", N_("Top 64") },
  { NULL, NULL }
};

static const TavChoice formats[] = {
  { "auto", N_("As the structure says") },
  { "single", N_("Single game") },
  { "best-of-3", N_("Best of three") },
  { NULL, NULL }
};

static const TavChoice levels[] = {
  { "casual", N_("Casual") },
  { "competitive", N_("Competitive") },
  { "premier", N_("Premier") },
  { NULL, NULL }
};

static const TavFieldSpec params[] = {
  { "structure", N_("Structure"),
    N_("Basic or Advanced follow the structure tables of the rules; Custom uses the rounds and cut below"),
    TAV_FIELD_CHOICE, TAV_FIELD_OPTIONAL, 0, 0, 0, "basic", structures },
  { "rounds", N_("Swiss rounds"),
    N_("0 follows the structure table; required with the Custom structure"),
    TAV_FIELD_INTEGER, TAV_FIELD_OPTIONAL, 0, 20, 1, "0", NULL },
  { "cut", N_("Top cut"), N_("How many players go on to the playoffs"),
    TAV_FIELD_CHOICE, TAV_FIELD_OPTIONAL, 0, 0, 0, "auto", cuts },
  { "playoffs", N_("Playoff matches"), N_("Single games or best of three (Advanced: best of three)"),
    TAV_FIELD_CHOICE, TAV_FIELD_OPTIONAL, 0, 0, 0, "auto", formats },
  { "start_with_playoffs", N_("Start with the playoffs"),
    N_("No Swiss rounds: everybody plays the playoffs, with byes up to a power of two"),
    TAV_FIELD_BOOLEAN, TAV_FIELD_OPTIONAL, 0, 0, 0, "false", NULL },
  { "level", N_("Event level"), N_("Casual, Competitive or Premier"),
    TAV_FIELD_CHOICE, TAV_FIELD_OPTIONAL, 0, 0, 0, "competitive", levels },
  { "swiss_minutes", N_("Swiss round (minutes)"), N_("The timer of a Swiss round"),
    TAV_FIELD_INTEGER, TAV_FIELD_OPTIONAL, 1, 600, 1, "35", NULL },
  { "playoff_minutes", N_("Playoff match (minutes)"),
    N_("0: 35 for a single game, 90 for best of three"),
    TAV_FIELD_INTEGER, TAV_FIELD_OPTIONAL, 0, 600, 1, "0", NULL },
  { "final_minutes", N_("Final (minutes)"),
    N_("0: 50 for a single game, 120 for best of three"),
    TAV_FIELD_INTEGER, TAV_FIELD_OPTIONAL, 0, 600, 1, "0", NULL },
};

static const TavFieldSpec swiss_fields[] = {
  { "winner", N_("Winner"), N_("The player who won the game"),
    TAV_FIELD_PLAYER, TAV_FIELD_TABLE, 0, 0, 0, "", NULL },
  { "bye", N_("Bye"), N_("The player had no opponent: a win"),
    TAV_FIELD_BOOLEAN, TAV_FIELD_OPTIONAL, 0, 0, 0, "false", NULL },
};

enum {
  COL_SCORE,
  COL_RECORD,
  COL_SOS,
  COL_ESOS,
  COL_LOT,
  N_COLUMNS
};

static const TavColumn columns[N_COLUMNS] = {
  { "score", N_("TP"), TAV_COLUMN_INTEGER },
  { "record", N_("W–L"), TAV_COLUMN_TEXT },
  { "sos", N_("SoS"), TAV_COLUMN_PERCENT },
  { "esos", N_("eSoS"), TAV_COLUMN_PERCENT },
  { "lot", N_("Lot"), TAV_COLUMN_INTEGER },
};

/* ---- Structure -------------------------------------------------------- */

typedef struct
{
  guint max_players;
  guint rounds;
  guint cut;
} Bracket;

/* The structure tables of the rules: up to max_players → rounds, cut.
 * Advanced 77–148 reads "71" in the source, a typo. */
static const Bracket basic_table[] = {
  { 8, 3, 0 }, { 16, 4, 0 }, { 24, 4, 4 }, { 40, 5, 4 }, { 44, 5, 8 },
  { 76, 6, 8 }, { 148, 6, 16 }, { G_MAXUINT, 7, 16 },
};

static const Bracket advanced_table[] = {
  { 12, 4, 4 }, { 24, 5, 4 }, { 40, 6, 8 }, { 76, 7, 8 }, { 148, 8, 8 },
  { 288, 8, 16 }, { 512, 9, 16 }, { G_MAXUINT, 9, 32 },
};

/* FALSE when @n_players is below the table (4 Basic, 9 Advanced). */
gboolean
tav_destiny_structure (gboolean  advanced,
                       guint     n_players,
                       guint    *rounds,
                       guint    *cut)
{
  const Bracket *table = advanced ? advanced_table : basic_table;
  guint n = advanced ? G_N_ELEMENTS (advanced_table) : G_N_ELEMENTS (basic_table);

  if (n_players < (advanced ? 9u : 4u))
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (n_players <= table[i].max_players)
      {
        *rounds = table[i].rounds;
        *cut = table[i].cut;
        return TRUE;
      }
  g_return_val_if_reached (FALSE);
}

static gboolean
is_custom (TavEvent *event)
{
  return g_strcmp0 (tav_event_get_param_string (event, "structure"), "custom") == 0;
}

static gboolean
is_advanced (TavEvent *event)
{
  return g_strcmp0 (tav_event_get_param_string (event, "structure"), "advanced") == 0;
}

gboolean
tav_destiny_best_of_three (TavEvent *event)
{
  const char *format = tav_event_get_param_string (event, "playoffs");

  if (g_strcmp0 (format, "best-of-3") == 0)
    return TRUE;
  if (g_strcmp0 (format, "single") == 0)
    return FALSE;
  return is_advanced (event);
}

static gboolean
starts_with_playoffs (TavEvent *event)
{
  return tav_event_get_param_bool (event, "start_with_playoffs");
}

/* Rounds and cut for @n_players, as announced before the event. */
static gboolean
plan_for (TavEvent  *event,
          guint      n_players,
          guint     *rounds,
          guint     *cut,
          GError   **error)
{
  const char *cut_param = tav_event_get_param_string (event, "cut");
  guint param_rounds = (guint) tav_event_get_param_int (event, "rounds");

  *rounds = 0;
  *cut = 0;
  if (!is_custom (event) && !tav_destiny_structure (is_advanced (event), n_players, rounds, cut))
    {
      g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_PLAYERS,
                   _("%u players are too few for the %s structure (at least %u); choose Custom"),
                   n_players, is_advanced (event) ? _("Advanced") : _("Basic"),
                   is_advanced (event) ? 9 : 4);
      return FALSE;
    }
  if (param_rounds)
    *rounds = param_rounds;
  if (g_strcmp0 (cut_param, "none") == 0)
    *cut = 0;
  else if (cut_param && g_strcmp0 (cut_param, "auto") != 0)
    *cut = (guint) g_ascii_strtoull (cut_param, NULL, 10);

  if (*rounds == 0)
    {
      g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_PLAYERS,
                   _("The Custom structure needs the number of Swiss rounds (parameter “rounds”)"));
      return FALSE;
    }
  if (n_players < 2)
    {
      g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_PLAYERS,
                   _("A Swiss event needs at least 2 players, not %u"), n_players);
      return FALSE;
    }
  if (*cut > n_players)
    {
      g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_PLAYERS,
                   _("A top %u cut needs at least %u players, not %u"), *cut, *cut, n_players);
      return FALSE;
    }
  return TRUE;
}

static guint
planned_cut (TavEvent *event)
{
  TavStage *swiss = tav_event_find_stage (event, SWISS);
  guint n = swiss ? tav_swiss_stage_seated_in_first_round (swiss) : tav_event_count_players (event, TRUE);
  guint rounds, cut;

  if (!plan_for (event, n, &rounds, &cut, NULL))
    return 0;
  return cut;
}

static gboolean
tav_destiny_check_players (TavRuleset  *ruleset,
                           TavEvent    *event,
                           GError     **error)
{
  guint n = tav_event_count_players (event, TRUE);
  guint rounds, cut;

  if (starts_with_playoffs (event))
    {
      if (n < 2 || n > 64)
        {
          g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_PLAYERS,
                       _("The playoffs need 2 to 64 players, not %u"), n);
          return FALSE;
        }
      return TRUE;
    }
  return plan_for (event, n, &rounds, &cut, error);
}

static char *
tav_destiny_describe_plan (TavRuleset *ruleset,
                           TavEvent   *event)
{
  TavStage *swiss = tav_event_find_stage (event, SWISS);
  guint n = swiss ? tav_swiss_stage_seated_in_first_round (swiss) : tav_event_count_players (event, TRUE);
  const char *format = tav_destiny_best_of_three (event) ? _("best-of-3 playoffs")
                                                         : _("single-game playoffs");
  g_autoptr(GError) error = NULL;
  g_autofree char *swiss_text = NULL;
  guint rounds, cut;

  if (starts_with_playoffs (event))
    {
      guint size = 2;

      while (size < n)
        size *= 2;
      /* TRANSLATORS: e.g. "12 players: playoffs from the start, 4 byes, best-of-3 playoffs" */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%u players: playoffs from the start, %u bye, %s",
                                           "%u players: playoffs from the start, %u byes, %s",
                                           size - n),
                              n, size - n, format);
    }
  if (!plan_for (event, n, &rounds, &cut, &error))
    return g_strdup (error->message);
  if (swiss && tav_stage_get_planned_rounds (swiss))
    rounds = tav_stage_get_planned_rounds (swiss);
  swiss_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u players: %u Swiss round",
                                             "%u players: %u Swiss rounds", rounds),
                                n, rounds);
  if (cut == 0)
    /* TRANSLATORS: "%s" is e.g. "16 players: 4 Swiss rounds" */
    return g_strdup_printf (_("%s, no cut"), swiss_text);
  /* TRANSLATORS: e.g. "40 players: 6 Swiss rounds, top 8, best-of-3 playoffs" */
  return g_strdup_printf (_("%s, top %u, %s"), swiss_text, cut, format);
}

/* ---- Swiss rounds ----------------------------------------------------- */

static TavStandings *tav_destiny_compute_standings (TavRuleset *ruleset,
                                                    TavEvent   *event);
static gboolean      build_playoffs                (TavEvent   *event,
                                                    GError    **error);

static TavStandings *
standings_for_cut (TavEvent *event,
                   gpointer  user_data)
{
  return tav_destiny_compute_standings (NULL, event);
}

/* A win is 1 TP, a bye a win, a missed round a loss; the plan and the cut
 * are filled in by those who need them. */
static void
swiss_spec (TavSwissStageSpec *spec)
{
  *spec = (TavSwissStageSpec) {
    .stage = SWISS,
    .stage_name = N_("Swiss rounds"),
    .random_label = "destiny-swiss",
    .win_points = 1,
    .bye_points = 1,
    /* The rules float the odd player down one score group at a time; the
     * smallest squared gaps give exactly that chain, never one long jump. */
    .objective = TAV_SWISS_SMALLEST_GAPS,
    .cut_stage = PLAYOFFS,
    .cut_name = N_("Playoffs"),
    .standings = standings_for_cut,
  };
}

static TavSwissRecord *
record_compute (TavEvent *event,
                guint     upto)
{
  TavSwissStageSpec spec;

  swiss_spec (&spec);
  return tav_swiss_record_compute (&spec, event, upto);
}

static gboolean
tav_destiny_draw_round (TavRuleset  *ruleset,
                        TavEvent    *event,
                        gboolean     redraw,
                        GError     **error)
{
  TavStage *playoffs = tav_event_find_stage (event, PLAYOFFS);
  TavSwissStageSpec spec;
  gboolean over;
  guint cut;

  if (playoffs)
    {
      if (tav_stage_is_complete (playoffs))
        g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE,
                     _("The playoffs are over: the event is finished"));
      else
        g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE,
                     _("The playoffs are under way: enter the matches with “duel”; each next round is paired by itself"));
      return FALSE;
    }
  if (starts_with_playoffs (event))
    return build_playoffs (event, error);

  swiss_spec (&spec);
  if (tav_event_find_stage (event, SWISS) == NULL &&
      !plan_for (event, tav_event_count_players (event, TRUE), &spec.planned_rounds, &cut, error))
    return FALSE;
  if (!tav_swiss_stage_draw_round (&spec, event, redraw, &over, error))
    return FALSE;
  if (!over)
    return TRUE;
  if (planned_cut (event) == 0)
    {
      g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE,
                   _("All %u Swiss rounds are played and there is no cut: the event is finished"),
                   tav_stage_get_n_rounds (tav_event_find_stage (event, SWISS)));
      return FALSE;
    }
  return build_playoffs (event, error);
}

/* One explanation per table of a Swiss round (tav_swiss_stage_explain_round ()). */
GStrv
tav_destiny_explain_round (TavEvent  *event,
                           guint      number,
                           GError   **error)
{
  TavSwissStageSpec spec;

  swiss_spec (&spec);
  return tav_swiss_stage_explain_round (&spec, event, number, error);
}

/**
 * tav_destiny_points_before:
 * @event: a Star Wars: Destiny event
 * @number: a Swiss round
 *
 * The points the players had when Swiss round @number was paired: the
 * score groups that tav_destiny_explain_round() speaks of.
 *
 * Returns: (transfer full): player id → points (GUINT_TO_POINTER), every
 *   registered player included
 */
GHashTable *
tav_destiny_points_before (TavEvent *event,
                           guint     number)
{
  TavSwissStageSpec spec;

  g_return_val_if_fail (TAV_IS_EVENT (event), g_hash_table_new (g_str_hash, g_str_equal));

  swiss_spec (&spec);
  return tav_swiss_stage_points_before (&spec, event, number);
}

/* ---- Results ---------------------------------------------------------- */

static const TavFieldSpec *
tav_destiny_get_result_fields (TavRuleset *ruleset,
                               TavEvent   *event,
                               TavStage   *stage,
                               guint      *n_fields)
{
  if (stage && tav_stage_get_kind (stage) == TAV_STAGE_BRACKET)
    return tav_swiss_stage_match_fields (n_fields);
  *n_fields = G_N_ELEMENTS (swiss_fields);
  return swiss_fields;
}

/* A bye is a table of one, recorded by the draw; a game score only exists
 * in best-of-three playoffs. */
static gboolean
tav_destiny_result_field_applies (TavRuleset         *ruleset,
                                  TavEvent           *event,
                                  TavStage           *stage,
                                  TavTable           *table,
                                  const TavFieldSpec *field)
{
  if (g_str_equal (field->id, "bye"))
    return tav_table_get_n_seats (table) == 1;
  if (g_str_equal (field->id, "score"))
    return tav_destiny_best_of_three (event);
  return TRUE;
}

static gboolean
tav_destiny_validate_result (TavRuleset  *ruleset,
                             TavEvent    *event,
                             TavStage    *stage,
                             TavRound    *round,
                             TavTable    *table,
                             JsonObject  *result,
                             GError     **error)
{
  const char *winner = tav_result_get_string (result, "winner");
  guint n = tav_table_get_n_seats (table);

  if (tav_stage_get_kind (stage) == TAV_STAGE_BRACKET)
    {
      const char *score = tav_result_get_string (result, "score");
      gboolean walkover = tav_result_get_bool (result, "forfeit") || tav_bracket_is_bye (table);

      if (!tav_bracket_validate_result (event, table, result, error))
        return FALSE;
      if (score && !tav_destiny_best_of_three (event))
        {
          tav_rule_error_set (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_INVALID_RESULT,
                              N_("match %u: the playoffs are single games, a game score does not apply"),
                              tav_table_get_number (table));
          if (error)
            tav_rule_error_locate (*error, 0, "score");
          return FALSE;
        }
      if (score == NULL && !walkover && tav_destiny_best_of_three (event))
        {
          tav_rule_error_set (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_INVALID_RESULT,
                              N_("match %u: a best-of-three match needs its game score (2-0, 2-1 or 1-0)"),
                              tav_table_get_number (table));
          if (error)
            tav_rule_error_locate (*error, 0, "score");
          return FALSE;
        }
      return TRUE;
    }

  if (n == 1)
    {
      if (!tav_result_get_bool (result, "bye") ||
          g_strcmp0 (winner, tav_table_get_seat (table, 0)) != 0)
        {
          tav_rule_error_set (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_INVALID_RESULT,
                              N_("table %u is a bye: its result is a win for %s"),
                              tav_table_get_number (table), tav_table_get_seat (table, 0));
          if (error)
            tav_rule_error_locate (*error, 0, "winner");
          return FALSE;
        }
      return TRUE;
    }
  if (n != 2)
    {
      tav_rule_error_set (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_INVALID_RESULT,
                          N_("table %u has %u players; a game has two"), tav_table_get_number (table), n);
      return FALSE;
    }
  if (tav_result_get_bool (result, "bye"))
    {
      tav_rule_error_set (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_INVALID_RESULT,
                          N_("table %u has two players: it is not a bye"), tav_table_get_number (table));
      if (error)
        tav_rule_error_locate (*error, 0, "bye");
      return FALSE;
    }
  if (winner == NULL || winner[0] == '\0' || tav_table_find_seat (table, winner) < 0)
    {
      tav_rule_error_set (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_INVALID_RESULT,
                          N_("table %u: the winner “%s” does not play there (%s v %s)"),
                          tav_table_get_number (table), winner ? winner : "",
                          tav_table_get_seat (table, 0), tav_table_get_seat (table, 1));
      if (error)
        tav_rule_error_locate (*error, 0, "winner");
      return FALSE;
    }
  return TRUE;
}

/* ---- Standings -------------------------------------------------------- */

/* The Swiss order: score, SoS, eSoS, then the lot (lowest first). */
static int
compare_rows (gconstpointer a,
              gconstpointer b,
              gpointer      user_data)
{
  int c;

  if ((c = tav_swiss_stage_compare_values (a, b, COL_SCORE)) ||
      (c = tav_swiss_stage_compare_values (a, b, COL_SOS)) ||
      (c = tav_swiss_stage_compare_values (a, b, COL_ESOS)))
    return c;
  return -tav_swiss_stage_compare_values (a, b, COL_LOT);
}

static TavStandings *
tav_destiny_compute_standings (TavRuleset *ruleset,
                               TavEvent   *event)
{
  TavStandings *standings = tav_standings_new (columns, N_COLUMNS);
  TavStage *swiss = tav_event_find_stage (event, SWISS);
  TavStage *playoffs = tav_event_find_stage (event, PLAYOFFS);
  g_autoptr(TavSwissRecord) rec = record_compute (event, G_MAXUINT);
  g_autofree guint *lots = tav_lots_draw (event, "destiny-lots");
  gboolean final;

  for (guint i = 0; i < rec->n; i++)
    {
      TavPlayer *player = tav_event_get_player (event, i);
      g_autoptr(TavStandingsRow) row = tav_standings_row_new (player, N_COLUMNS);
      g_autofree char *record = g_strdup_printf ("%u-%u", rec->wins[i],
                                                 rec->played[i] - rec->wins[i]);
      g_autofree char *note = tav_swiss_record_note (rec, event, i);

      tav_standings_row_set_value (row, COL_SCORE, rec->wins[i]);
      tav_standings_row_set_value (row, COL_RECORD, tav_standings_add_text (standings, record));
      tav_standings_row_set_value (row, COL_SOS, 100 * tav_swiss_record_sos (rec, i));
      tav_standings_row_set_value (row, COL_ESOS, 100 * tav_swiss_record_esos (rec, i));
      tav_standings_row_set_value (row, COL_LOT, lots[i]);
      if (!tav_player_is_active (player))
        tav_standings_row_set_note (row, tav_player_status_get_label (tav_player_get_status (player)));
      else if (note)
        tav_standings_row_set_note (row, note);
      tav_standings_add_row (standings, row);
    }

  /* Until the final is decided, the playoff players keep their Swiss order. */
  tav_swiss_stage_rank (standings, playoffs, compare_rows, NULL);

  final = playoffs ? tav_stage_is_complete (playoffs)
                   : swiss && tav_stage_is_complete (swiss) && planned_cut (event) == 0;
  tav_standings_set_final (standings, final);
  if (final)
    tav_standings_set_title (standings, _("Final standings"));
  else if (playoffs && swiss == NULL)
    tav_standings_set_title (standings, _("Playoffs under way"));
  else if (playoffs)
    tav_standings_set_title (standings, _("Swiss standings (playoffs under way)"));
  else
    {
      g_autofree char *title =
        tav_stage_progress_title (swiss, _("Swiss standings"),
                                  swiss ? tav_stage_get_planned_rounds (swiss) : 0);

      tav_standings_set_title (standings, title);
    }
  return standings;
}

/* ---- Playoffs --------------------------------------------------------- */

static gboolean
build_playoffs (TavEvent  *event,
                GError   **error)
{
  g_autoptr(GPtrArray) seeds = NULL;
  g_auto(GStrv) with_byes = NULL;
  TavSwissStageSpec spec;
  guint n;

  if (tav_event_find_stage (event, PLAYOFFS))
    {
      g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE,
                   _("The playoffs are already built"));
      return FALSE;
    }
  if (!starts_with_playoffs (event))
    {
      swiss_spec (&spec);
      spec.cut = planned_cut (event);
      return tav_swiss_stage_build_cut (&spec, event, error);
    }

  seeds = g_ptr_array_new ();
  n = tav_event_get_n_players (event);
  for (guint i = 0; i < n; i++)
    if (tav_player_is_active (tav_event_get_player (event, i)))
      g_ptr_array_add (seeds, (gpointer) tav_player_get_id (tav_event_get_player (event, i)));
  g_ptr_array_add (seeds, NULL);
  with_byes = tav_bracket_seed_with_byes ((const char * const *) seeds->pdata,
                                          tav_random_derive (tav_event_get_seed (event),
                                                             "destiny-playoffs", 0, 0),
                                          error);
  if (with_byes == NULL)
    return FALSE;
  return tav_bracket_create (event, PLAYOFFS, N_("Playoffs"),
                             (const char * const *) with_byes, FALSE, error) != NULL;
}

static gboolean
tav_destiny_build_finals (TavRuleset  *ruleset,
                          TavEvent    *event,
                          GError     **error)
{
  return build_playoffs (event, error);
}

static guint
tav_destiny_get_round_minutes (TavRuleset *ruleset,
                               TavEvent   *event,
                               TavStage   *stage)
{
  gboolean bo3, final;
  guint minutes;

  if (event == NULL)
    return 35;
  if (stage == NULL || tav_stage_get_kind (stage) != TAV_STAGE_BRACKET)
    return (guint) tav_event_get_param_int (event, "swiss_minutes");
  bo3 = tav_destiny_best_of_three (event);
  final = tav_stage_get_n_rounds (stage) > 0 &&
          tav_round_get_n_tables (tav_stage_get_last_round (stage)) == 1;
  minutes = (guint) tav_event_get_param_int (event, final ? "final_minutes" : "playoff_minutes");
  if (minutes)
    return minutes;
  if (final)
    return bo3 ? 120 : 50;
  return bo3 ? 90 : 35;
}

static char *
tav_destiny_describe_player (TavRuleset *ruleset,
                             TavEvent   *event,
                             TavPlayer  *player)
{
  g_autoptr(TavSwissRecord) rec = record_compute (event, G_MAXUINT);

  for (guint i = 0; i < rec->n; i++)
    if (tav_event_get_player (event, i) == player)
      /* TRANSLATORS: a player's Swiss record, e.g. "3 TP (3-1)" */
      return g_strdup_printf (_("%u TP (%u-%u)"), rec->wins[i], rec->wins[i],
                              rec->played[i] - rec->wins[i]);
  return NULL;
}

/* A loss for each Swiss round drawn without him, kept if he leaves again. */
static void
tav_destiny_player_returned (TavRuleset *ruleset,
                             TavEvent   *event,
                             TavPlayer  *player)
{
  TavSwissStageSpec spec;

  swiss_spec (&spec);
  tav_swiss_stage_charge_missed (&spec, event, player);
}

/* A record sheet shows the round's timer: Swiss, playoff or final. */
static const char * const *
tav_destiny_get_sheet_params (TavRuleset *ruleset,
                              TavEvent   *event,
                              TavStage   *stage,
                              TavRound   *round)
{
  static const char * const swiss[] = { "swiss_minutes", NULL };
  static const char * const final[] = { "final_minutes", NULL };
  static const char * const playoff[] = { "playoff_minutes", NULL };

  if (tav_stage_get_kind (stage) != TAV_STAGE_BRACKET)
    return swiss;
  return tav_round_get_n_tables (round) <= (tav_stage_get_third_place (stage) ? 2u : 1u)
         ? final : playoff;
}

static GStrv
tav_destiny_explain_round_vfunc (TavRuleset  *ruleset,
                                 TavEvent    *event,
                                 guint        round,
                                 GError     **error)
{
  return tav_destiny_explain_round (event, round, error);
}

static GHashTable *
tav_destiny_points_before_vfunc (TavRuleset *ruleset,
                                 TavEvent   *event,
                                 guint       round)
{
  return tav_destiny_points_before (event, round);
}

static void
tav_destiny_class_init (TavDestinyClass *klass)
{
  TavRulesetClass *ruleset_class = TAV_RULESET_CLASS (klass);

  ruleset_class->id = "destiny";
  ruleset_class->name = N_("Star Wars: Destiny (Swiss and top cut)");
  ruleset_class->description =
    N_("Two-player Swiss rounds with strength of schedule, drops and re-entry, then a top cut to single-elimination playoffs of single games or best of three");
  ruleset_class->params = params;
  ruleset_class->n_params = G_N_ELEMENTS (params);
  ruleset_class->stages = stages;
  ruleset_class->n_stages = G_N_ELEMENTS (stages);
  ruleset_class->head_seat_label = NULL;
  /* "Optional deck registration per player (team, battlefield, list)". */
  ruleset_class->registers_decks = TRUE;
  ruleset_class->round_minutes = 35;
  ruleset_class->match_minutes = 35;
  ruleset_class->get_result_fields = tav_destiny_get_result_fields;
  ruleset_class->check_players = tav_destiny_check_players;
  ruleset_class->describe_plan = tav_destiny_describe_plan;
  ruleset_class->draw_round = tav_destiny_draw_round;
  ruleset_class->validate_result = tav_destiny_validate_result;
  ruleset_class->result_field_applies = tav_destiny_result_field_applies;
  ruleset_class->compute_standings = tav_destiny_compute_standings;
  ruleset_class->build_finals = tav_destiny_build_finals;
  ruleset_class->describe_player = tav_destiny_describe_player;
  /* A late entry or a player who sits a round out is charged like one
   * who comes back: a loss for each Swiss round drawn without him. */
  ruleset_class->player_returned = tav_destiny_player_returned;
  ruleset_class->sit_out =
    N_("the rules count each round missed as a loss, as for a dropped player who re-enters");
  ruleset_class->get_round_minutes = tav_destiny_get_round_minutes;
  ruleset_class->get_sheet_params = tav_destiny_get_sheet_params;
  ruleset_class->drop_between_rounds = TRUE;
  ruleset_class->paired_stage = SWISS;
  ruleset_class->explain_round = tav_destiny_explain_round_vfunc;
  ruleset_class->points_before = tav_destiny_points_before_vfunc;
}

static void
tav_destiny_init (TavDestiny *self)
{
}
