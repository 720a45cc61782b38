/* tav-bang-2011.c — BANG! Italian Championship 2011
 *
 * Elimination Round of multiplayer tables drawn from the official chart,
 * seat 1 is the Sheriff and nobody is Sheriff twice; $ winnings by role,
 * outcome and table size; score = 2000 + winnings − auction spending; ties
 * by Buchholz, then seeded lots; the ranking is secret until published;
 * top-4 duel finals and the special award.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-bang-2011"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tav-bang-2011.h"
#include "tav-bracket.h"
#include "tav-draw.h"
#include "tav-event-private.h"
#include "tav-tiebreak.h"

#define START_BALANCE 2000
#define ELIMINATION "elimination"
#define FINALS "finals"

static const TavStageSpec stages[] = {
  { ELIMINATION, TAV_STAGE_TABLES },
  { FINALS, TAV_STAGE_BRACKET },
};

struct _TavBang2011
{
  TavRuleset parent_instance;
};

G_DEFINE_FINAL_TYPE (TavBang2011, tav_bang_2011, TAV_TYPE_RULESET)

/* The TABLES CHART of the rules, verbatim: players → table sizes. */
static const guint8 chart[41][11] = {
  /* 10 */ { 5, 5 },
  /* 11 */ { 6, 5 },
  /* 12 */ { 6, 6 },
  /* 13 */ { 7, 6 },
  /* 14 */ { 7, 7 },
  /* 15 */ { 5, 5, 5 },
  /* 16 */ { 6, 5, 5 },
  /* 17 */ { 6, 6, 5 },
  /* 18 */ { 6, 6, 6 },
  /* 19 */ { 6, 6, 7 },
  /* 20 */ { 5, 5, 5, 5 },
  /* 21 */ { 6, 5, 5, 5 },
  /* 22 */ { 6, 6, 5, 5 },
  /* 23 */ { 6, 6, 6, 5 },
  /* 24 */ { 6, 6, 6, 6 },
  /* 25 */ { 5, 5, 5, 5, 5 },
  /* 26 */ { 6, 5, 5, 5, 5 },
  /* 27 */ { 6, 6, 5, 5, 5 },
  /* 28 */ { 6, 6, 6, 5, 5 },
  /* 29 */ { 6, 6, 6, 6, 5 },
  /* 30 */ { 6, 6, 6, 6, 6 },
  /* 31 */ { 6, 5, 5, 5, 5, 5 },
  /* 32 */ { 6, 6, 5, 5, 5, 5 },
  /* 33 */ { 6, 6, 6, 5, 5, 5 },
  /* 34 */ { 6, 6, 6, 6, 5, 5 },
  /* 35 */ { 6, 6, 6, 6, 6, 5 },
  /* 36 */ { 6, 6, 6, 6, 6, 6 },
  /* 37 */ { 6, 6, 5, 5, 5, 5, 5 },
  /* 38 */ { 6, 6, 6, 5, 5, 5, 5 },
  /* 39 */ { 6, 6, 6, 6, 5, 5, 5 },
  /* 40 */ { 5, 5, 5, 5, 5, 5, 5, 5 },
  /* 41 */ { 6, 5, 5, 5, 5, 5, 5, 5 },
  /* 42 */ { 6, 6, 5, 5, 5, 5, 5, 5 },
  /* 43 */ { 6, 6, 6, 5, 5, 5, 5, 5 },
  /* 44 */ { 6, 6, 6, 6, 5, 5, 5, 5 },
  /* 45 */ { 6, 6, 6, 6, 6, 5, 5, 5 },
  /* 46 */ { 6, 6, 6, 6, 6, 6, 5, 5 },
  /* 47 */ { 6, 6, 6, 6, 6, 6, 6, 5 },
  /* 48 */ { 6, 6, 6, 6, 6, 6, 6, 6 },
  /* 49 */ { 6, 6, 6, 6, 5, 5, 5, 5, 5 },
  /* 50 */ { 5, 5, 5, 5, 5, 5, 5, 5, 5, 5 },
};

static const TavFieldSpec params[] = {
  { "rounds", N_("Rounds"),
    N_("Rounds of the Elimination Round; 0 follows the rules: 3 for 10–14 players, 4 for 15–24, 5 for 25 or more"),
    TAV_FIELD_INTEGER, TAV_FIELD_OPTIONAL, 0, 10, 1, "0", NULL },
  { "allow_small", N_("Allow fewer than 10 players"),
    N_("A friendly event with 5 to 7 players at one table; not valid for the championship"),
    TAV_FIELD_BOOLEAN, TAV_FIELD_OPTIONAL, 0, 0, 0, "false", NULL },
};

static const TavFieldSpec table_fields[] = {
  { "outcome", N_("Outcome"), N_("Who won the game"),
    TAV_FIELD_CHOICE, TAV_FIELD_TABLE, 0, 0, 0, "law", tav_bang_outcomes },
  { "renegade_killed_last", N_("Renegade killed last"),
    N_("Law wins and the Renegade lost the final duel with the Sheriff"),
    TAV_FIELD_BOOLEAN, TAV_FIELD_OPTIONAL, 0, 0, 0, "false", NULL },
  { "role", N_("Role"), N_("The role card of the seat"),
    TAV_FIELD_CHOICE, TAV_FIELD_PER_SEAT, 0, 0, 0, "outlaw", tav_bang_roles },
  { "alive", N_("Alive"), N_("Still in play at the end of the game"),
    TAV_FIELD_BOOLEAN, TAV_FIELD_PER_SEAT, 0, 0, 0, "false", NULL },
  { "spent", N_("Auction $"), N_("Dollars paid in the character auction, a multiple of 100"),
    TAV_FIELD_INTEGER, TAV_FIELD_PER_SEAT, 0, 1000000, 100, "0", NULL },
};

enum {
  COL_SCORE,
  COL_BUCHHOLZ,
  COL_LOT,
  COL_GAMES,
  COL_AWARD,
  N_COLUMNS
};

static const TavColumn columns[N_COLUMNS] = {
  { "score", N_("Score"), TAV_COLUMN_MONEY },
  { "buchholz", N_("Buchholz"), TAV_COLUMN_MONEY },
  { "lot", N_("Lot"), TAV_COLUMN_INTEGER },
  { "games", N_("Games"), TAV_COLUMN_INTEGER },
  { "award", N_("Award"), TAV_COLUMN_MONEY },
};

/* ---- Plan ------------------------------------------------------------- */

/* The rules define the special award for 3, 4 and 5 rounds only; Tavolo
 * does not invent one for other counts and says so. */
static const char no_award[] =
  N_("No special award: the rules set it for 3, 4 or 5 rounds only");

guint
tav_bang_2011_rounds_for (guint n_players)
{
  if (n_players <= 14)
    return 3;
  if (n_players <= 24)
    return 4;
  return 5;
}

/* Above 50 players (our documented extension): ceil(n/6) tables, as many of
 * 6 as needed and the rest of 5, never a 7, so that tables × 5 rounds ≤
 * players and nobody must be Sheriff twice. */
gboolean
tav_bang_2011_table_sizes (guint     n_players,
                           gboolean  allow_small,
                           GArray  **sizes,
                           GError  **error)
{
  g_autoptr(GArray) result = g_array_new (FALSE, FALSE, sizeof (guint));

  if (n_players >= 10 && n_players <= 50)
    {
      for (guint i = 0; i < G_N_ELEMENTS (chart[0]) && chart[n_players - 10][i]; i++)
        {
          guint size = chart[n_players - 10][i];

          g_array_append_val (result, size);
        }
    }
  else if (n_players > 50)
    {
      guint tables = (n_players + 5) / 6;
      guint sixes = n_players - 5 * tables;

      for (guint t = 0; t < tables; t++)
        {
          guint size = t < sixes ? 6 : 5;

          g_array_append_val (result, size);
        }
    }
  else if (allow_small && n_players >= 5 && n_players <= 7)
    g_array_append_val (result, n_players);
  else
    {
      if (n_players >= 5 && n_players <= 7)
        g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_PLAYERS,
                     _("%u players are too few for the championship (at least 10); allow fewer than 10 players for a friendly event"),
                     n_players);
      else
        g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_PLAYERS,
                     _("%u active players cannot be seated at tables of 5 to 7 (the chart starts at 10 players)"),
                     n_players);
      return FALSE;
    }

  *sizes = g_steal_pointer (&result);
  return TRUE;
}

static guint
planned_rounds (TavEvent *event)
{
  guint rounds = (guint) tav_event_get_param_int (event, "rounds");

  return rounds ? rounds : tav_bang_2011_rounds_for (tav_event_get_n_players (event));
}

static gboolean
tav_bang_2011_check_players (TavRuleset  *ruleset,
                             TavEvent    *event,
                             GError     **error)
{
  g_autoptr(GArray) sizes = NULL;

  return tav_bang_2011_table_sizes (tav_event_count_players (event, TRUE),
                                    tav_event_get_param_bool (event, "allow_small"),
                                    &sizes, error);
}

static char *
tav_bang_2011_describe_plan (TavRuleset *ruleset,
                             TavEvent   *event)
{
  guint n = tav_event_count_players (event, TRUE);
  g_autoptr(GArray) sizes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *tables = NULL;
  g_autofree char *plan = NULL;
  TavStage *stage = tav_event_find_stage (event, ELIMINATION);
  guint rounds = stage && tav_stage_get_planned_rounds (stage) ?
                 tav_stage_get_planned_rounds (stage) : planned_rounds (event);

  if (!tav_bang_2011_table_sizes (n, tav_event_get_param_bool (event, "allow_small"),
                                  &sizes, &error))
    return g_strdup (error->message);
  tables = tav_bang_format_sizes ((const guint *) sizes->data, sizes->len);
  /* TRANSLATORS: e.g. "27 players: 5 rounds at tables of 6 6 5 5 5" */
  plan = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%u players: %u round at tables of %s",
                                       "%u players: %u rounds at tables of %s", rounds),
                          n, rounds, tables);
  if (rounds >= 3 && rounds <= 5)
    return g_steal_pointer (&plan);
  return g_strdup_printf ("%s. %s", plan, _(no_award));
}

/* Withdrawals left too few players for any table of the chart (9 of 10):
 * the rules cannot seat another round, so the Elimination Round ends with
 * the rounds played, each of them complete. */
static gboolean
cannot_continue (TavEvent *event,
                 TavStage *stage)
{
  g_autoptr(GArray) sizes = NULL;

  return tav_stage_get_n_rounds (stage) > 0 &&
         tav_ruleset_check_complete (stage, NULL) &&
         !tav_stage_is_complete (stage) &&
         !tav_bang_2011_table_sizes (tav_event_count_players (event, TRUE),
                                     tav_event_get_param_bool (event, "allow_small"),
                                     &sizes, NULL);
}

static gboolean
tav_bang_2011_draw_round (TavRuleset  *ruleset,
                          TavEvent    *event,
                          gboolean     redraw,
                          GError     **error)
{
  TavStage *stage = tav_event_find_stage (event, ELIMINATION);
  g_autoptr(GArray) sizes = NULL;
  guint n_rounds;

  if (tav_event_find_stage (event, FINALS))
    {
      g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE,
                   _("The Elimination Round is over: the finals are played as duels"));
      return FALSE;
    }
  /* Drawing round 1 again is what mends it; anything else would go on. */
  if (!(redraw && stage && tav_stage_get_n_rounds (stage) == 1) &&
      !tav_bang_check_event (ruleset, event, error))
    return FALSE;

  if (stage == NULL)
    {
      g_autoptr(TavStage) created = tav_stage_new (ELIMINATION, TAV_STAGE_TABLES);

      if (!tav_bang_2011_check_players (ruleset, event, error))
        return FALSE;
      tav_stage_set_name (created, N_("Elimination Round"));
      tav_event_add_stage (event, created);
      stage = created;
    }

  n_rounds = tav_stage_get_n_rounds (stage);
  if (!redraw)
    {
      if (!tav_ruleset_check_complete (stage, error))
        return FALSE;
      if (tav_stage_get_planned_rounds (stage) && n_rounds >= tav_stage_get_planned_rounds (stage))
        {
          g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE,
                       _("All %u rounds of the Elimination Round are drawn; build the finals next"),
                       n_rounds);
          return FALSE;
        }
    }

  if (n_rounds > 0 && cannot_continue (event, stage))
    {
      g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_PLAYERS,
                   g_dngettext (GETTEXT_PACKAGE,
                                "%u active players cannot be seated at tables of 5 to 7: build the finals from the %u round played",
                                "%u active players cannot be seated at tables of 5 to 7: build the finals from the %u rounds played",
                                n_rounds),
                   tav_event_count_players (event, TRUE), n_rounds);
      return FALSE;
    }
  if (!tav_bang_2011_table_sizes (tav_event_count_players (event, TRUE),
                                  tav_event_get_param_bool (event, "allow_small"),
                                  &sizes, error))
    {
      if (n_rounds == 0)
        tav_event_remove_stage (event, ELIMINATION);
      return FALSE;
    }

  /* The number of rounds follows the players registered at the start and
   * never changes afterwards. */
  if (tav_stage_get_planned_rounds (stage) == 0)
    tav_stage_set_planned_rounds (stage, planned_rounds (event));

  if (!tav_draw_tables_round (event, stage, (const guint *) sizes->data, sizes->len,
                              tav_stage_get_planned_rounds (stage), TRUE, redraw, error))
    {
      if (tav_stage_get_n_rounds (stage) == 0)
        tav_event_remove_stage (event, ELIMINATION);
      return FALSE;
    }
  return TRUE;
}

static GPtrArray *
tav_bang_2011_check_round (TavRuleset *ruleset,
                           TavEvent   *event,
                           TavStage   *stage,
                           TavRound   *round)
{
  return tav_bang_check_seating (event, stage, round, 5);
}

/* ---- Results ---------------------------------------------------------- */

/* The winnings table of the rules: index [outcome][row][size − 5]. */
int
tav_bang_2011_winnings (guint          size,
                        TavBangOutcome outcome,
                        TavBangRole    role,
                        gboolean       alive,
                        gboolean       renegade_killed_last)
{
  static const int law_sheriff[3] = { 1000, 1500, 1200 };
  static const int law_deputy_alive[3] = { 900, 1400, 1100 };
  static const int law_deputy_dead[3] = { 800, 1300, 1000 };
  static const int law_renegade_last[3] = { 600, 900, 1100 };
  static const int out_outlaw_alive[3] = { 2200, 1600, 1200 };
  static const int out_outlaw_dead[3] = { 1800, 1200, 800 };
  static const int out_renegade_alive[3] = { 500, 600, 700 };
  static const int out_deputy[3] = { 100, 500, 300 };
  static const int ren_renegade[3] = { 4000, 5000, 6000 };
  static const int ren_sheriff[3] = { 500, 600, 700 };
  guint i;

  g_return_val_if_fail (size >= 5 && size <= 7, 0);
  i = size - 5;

  switch (outcome)
    {
    case TAV_BANG_LAW:
      switch (role)
        {
        case TAV_BANG_SHERIFF:
          return law_sheriff[i];
        case TAV_BANG_DEPUTY:
          return alive ? law_deputy_alive[i] : law_deputy_dead[i];
        case TAV_BANG_RENEGADE_ROLE:
          return renegade_killed_last ? law_renegade_last[i] : 0;
        case TAV_BANG_OUTLAW:
        default:
          return 0;
        }
    case TAV_BANG_OUTLAWS:
      switch (role)
        {
        case TAV_BANG_OUTLAW:
          return alive ? out_outlaw_alive[i] : out_outlaw_dead[i];
        case TAV_BANG_RENEGADE_ROLE:
          return alive ? out_renegade_alive[i] : 0;
        case TAV_BANG_DEPUTY:
          return out_deputy[i];
        case TAV_BANG_SHERIFF:
        default:
          return 0;
        }
    case TAV_BANG_RENEGADE:
      switch (role)
        {
        case TAV_BANG_RENEGADE_ROLE:
          return ren_renegade[i];
        case TAV_BANG_SHERIFF:
          return ren_sheriff[i];
        case TAV_BANG_DEPUTY:
        case TAV_BANG_OUTLAW:
        default:
          return 0;
        }
    default:
      g_return_val_if_reached (0);
    }
}

int
tav_bang_2011_award (guint rounds,
                     guint place)
{
  static const int share[5] = { 0, 800, 400, 200, 200 };

  if (rounds < 3 || rounds > 5 || place < 1 || place > 4)
    return 0;
  return share[place] * (int) rounds;
}

/* What a seat won (or lost) at one table: winnings − auction spending. */
static gint64
seat_net (JsonObject *result,
          guint       seat,
          guint       size)
{
  JsonObject *s = tav_result_get_seat (result, seat);

  return tav_bang_2011_winnings (size, tav_bang_result_outcome (result),
                                 tav_bang_seat_role (result, seat), tav_result_get_bool (s, "alive"),
                                 tav_result_get_bool (result, "renegade_killed_last")) -
         tav_result_get_int (s, "spent");
}

/* The player's balance before the auction of @before_round (G_MAXUINT:
 * after every entered round). */
gint64
tav_bang_2011_balance (TavEvent   *event,
                       const char *player_id,
                       guint       before_round)
{
  TavStage *stage = tav_event_find_stage (event, ELIMINATION);
  gint64 balance = START_BALANCE;

  if (stage == NULL)
    return balance;
  for (guint r = 1; r < before_round && r <= tav_stage_get_n_rounds (stage); r++)
    {
      TavRound *round = tav_stage_get_round (stage, r);
      guint seat = 0;
      TavTable *table = tav_round_find_player (round, player_id, &seat);

      if (table && tav_table_has_result (table) && tav_bang_result_fits (table))
        balance += seat_net (tav_table_get_result (table), seat, tav_table_get_n_seats (table));
    }
  return balance;
}

static const TavFieldSpec *
tav_bang_2011_get_result_fields (TavRuleset *ruleset,
                                 TavEvent   *event,
                                 TavStage   *stage,
                                 guint      *n_fields)
{
  if (stage && tav_stage_get_kind (stage) == TAV_STAGE_BRACKET)
    return TAV_RULESET_CLASS (tav_bang_2011_parent_class)->get_result_fields (ruleset, event,
                                                                              stage, n_fields);
  *n_fields = G_N_ELEMENTS (table_fields);
  return table_fields;
}

static gboolean
tav_bang_2011_validate_result (TavRuleset  *ruleset,
                               TavEvent    *event,
                               TavStage    *stage,
                               TavRound    *round,
                               TavTable    *table,
                               JsonObject  *result,
                               GError     **error)
{
  guint n = tav_table_get_n_seats (table);

  if (tav_stage_get_kind (stage) == TAV_STAGE_BRACKET)
    return TAV_RULESET_CLASS (tav_bang_2011_parent_class)->validate_result (ruleset, event, stage,
                                                                            round, table, result,
                                                                            error);
  if (n < 5 || n > 7)
    {
      tav_rule_error_set (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_INVALID_RESULT,
                          N_("table %u has %u players; results exist for tables of 5 to 7"),
                          tav_table_get_number (table), n);
      return FALSE;
    }
  return tav_bang_check_roles (table, result, error) &&
         tav_bang_check_outcome (table, result, "renegade_killed_last",
                                 N_("Renegade killed last"), error) &&
         tav_bang_check_spending (event, round, table, result, tav_bang_2011_balance, 0, error);
}

/* ---- Standings -------------------------------------------------------- */

static int
compare_rows (gconstpointer a,
              gconstpointer b,
              gpointer      user_data)
{
  TavStandingsRow *ra = (TavStandingsRow *) a;
  TavStandingsRow *rb = (TavStandingsRow *) b;
  GHashTable *places = user_data;
  guint pa = places ? GPOINTER_TO_UINT (g_hash_table_lookup (places, tav_player_get_id (tav_standings_row_get_player (ra)))) : 0;
  guint pb = places ? GPOINTER_TO_UINT (g_hash_table_lookup (places, tav_player_get_id (tav_standings_row_get_player (rb)))) : 0;
  double d;

  /* The top four's final order follows the duels, not the dollars. */
  if (pa != pb)
    {
      if (pa == 0 || pb == 0)
        return pa == 0 ? 1 : -1;
      return pa < pb ? -1 : 1;
    }
  if ((d = tav_standings_row_get_value (rb, COL_SCORE) - tav_standings_row_get_value (ra, COL_SCORE)) != 0)
    return d > 0 ? 1 : -1;
  if ((d = tav_standings_row_get_value (rb, COL_BUCHHOLZ) - tav_standings_row_get_value (ra, COL_BUCHHOLZ)) != 0)
    return d > 0 ? 1 : -1;
  d = tav_standings_row_get_value (ra, COL_LOT) - tav_standings_row_get_value (rb, COL_LOT);
  return d < 0 ? -1 : d > 0;
}

/* Buchholz: the final scores of everyone met, once per table shared. */
static void
set_buchholz (TavEvent   *event,
              TavStage   *stage,
              GHashTable *rows)
{
  guint n_players = tav_event_get_n_players (event);
  guint n_rounds = stage ? tav_stage_get_n_rounds (stage) : 0;
  g_autoptr(GHashTable) index = g_hash_table_new (g_str_hash, g_str_equal);
  g_autofree TavTiebreakPlayer *players = g_new0 (TavTiebreakPlayer, MAX (n_players, 1));
  g_autofree GArray **games = g_new0 (GArray *, MAX (n_players, 1));
  g_autofree double *buchholz = g_new0 (double, MAX (n_players, 1));

  for (guint i = 0; i < n_players; i++)
    {
      const char *id = tav_player_get_id (tav_event_get_player (event, i));

      g_hash_table_insert (index, (gpointer) id, GUINT_TO_POINTER (i));
      games[i] = g_array_new (FALSE, TRUE, sizeof (TavTiebreakGame));
      players[i].score = tav_standings_row_get_value (g_hash_table_lookup (rows, id), COL_SCORE);
    }
  for (guint r = 1; r <= n_rounds; r++)
    {
      TavRound *round = tav_stage_get_round (stage, r);

      for (guint t = 0; t < tav_round_get_n_tables (round); t++)
        {
          TavTable *table = tav_round_get_table (round, t);
          guint n = tav_table_get_n_seats (table);

          if (tav_table_get_result (table) == NULL)
            continue;
          for (guint s = 0; s < n; s++)
            for (guint o = 0; o < n; o++)
              if (o != s)
                {
                  guint i = GPOINTER_TO_UINT (g_hash_table_lookup (index, tav_table_get_seat (table, s)));
                  TavTiebreakGame game = {
                    .opponent = GPOINTER_TO_UINT (g_hash_table_lookup (index, tav_table_get_seat (table, o))),
                  };

                  g_array_append_val (games[i], game);
                }
        }
    }
  for (guint i = 0; i < n_players; i++)
    {
      players[i].games = (const TavTiebreakGame *) games[i]->data;
      players[i].n_games = games[i]->len;
    }
  tav_tiebreak_buchholz (players, n_players, TAV_TIEBREAK_CUT_NONE, buchholz);
  for (guint i = 0; i < n_players; i++)
    {
      const char *id = tav_player_get_id (tav_event_get_player (event, i));

      tav_standings_row_set_value (g_hash_table_lookup (rows, id), COL_BUCHHOLZ, buchholz[i]);
      g_array_unref (games[i]);
    }
}

static TavStandings *
tav_bang_2011_compute_standings (TavRuleset *ruleset,
                                 TavEvent   *event)
{
  TavStandings *standings = tav_standings_new (columns, N_COLUMNS);
  TavStage *stage = tav_event_find_stage (event, ELIMINATION);
  TavStage *finals = tav_event_find_stage (event, FINALS);
  g_autoptr(GHashTable) rows = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) places = NULL;
  g_autofree guint *lots = tav_bang_draw_lots (event);
  guint n_players = tav_event_get_n_players (event);
  guint n_rounds = stage ? tav_stage_get_n_rounds (stage) : 0;

  for (guint i = 0; i < n_players; i++)
    {
      TavPlayer *player = tav_event_get_player (event, i);
      g_autoptr(TavStandingsRow) row = tav_standings_row_new (player, N_COLUMNS);

      tav_standings_row_set_value (row, COL_SCORE, START_BALANCE);
      tav_standings_row_set_value (row, COL_LOT, lots[i]);
      if (!tav_player_is_active (player))
        tav_standings_row_set_note (row, tav_player_status_get_label (tav_player_get_status (player)));
      g_hash_table_insert (rows, (gpointer) tav_player_get_id (player), row);
      tav_standings_add_row (standings, row);
    }

  for (guint r = 1; r <= n_rounds; r++)
    {
      TavRound *round = tav_stage_get_round (stage, r);

      for (guint t = 0; t < tav_round_get_n_tables (round); t++)
        {
          TavTable *table = tav_round_get_table (round, t);
          JsonObject *result = tav_table_get_result (table);
          guint n = tav_table_get_n_seats (table);

          if (result == NULL)
            continue;
          for (guint s = 0; s < n; s++)
            {
              TavStandingsRow *row = g_hash_table_lookup (rows, tav_table_get_seat (table, s));

              tav_standings_row_set_value (row, COL_SCORE,
                                           tav_standings_row_get_value (row, COL_SCORE) +
                                           seat_net (result, s, n));
              tav_standings_row_set_value (row, COL_GAMES,
                                           tav_standings_row_get_value (row, COL_GAMES) + 1);
            }
        }
    }
  set_buchholz (event, stage, rows);

  if (finals)
    {
      places = tav_bracket_get_places (finals);
      for (guint i = 0; i < n_players; i++)
        {
          TavPlayer *player = tav_event_get_player (event, i);
          guint place = GPOINTER_TO_UINT (g_hash_table_lookup (places, tav_player_get_id (player)));
          TavStandingsRow *row = g_hash_table_lookup (rows, tav_player_get_id (player));

          if (place > 0 && tav_stage_is_complete (finals))
            tav_standings_row_set_value (row, COL_AWARD, tav_bang_2011_award (n_rounds, place));
        }
      /* Until a duel is decided, its players keep their elimination order. */
      if (!tav_stage_is_complete (finals))
        g_clear_pointer (&places, g_hash_table_unref);
    }

  tav_standings_sort (standings, compare_rows, places);
  for (guint i = 0; i < tav_standings_get_n_rows (standings); i++)
    {
      TavStandingsRow *row = tav_standings_get_row (standings, i);
      guint place = places ? GPOINTER_TO_UINT (g_hash_table_lookup (places, tav_player_get_id (tav_standings_row_get_player (row)))) : 0;

      /* Semi-final losers share 3rd place. */
      tav_standings_row_set_rank (row, place ? place : i + 1);
    }

  tav_standings_set_final (standings, finals && tav_stage_is_complete (finals));
  if (tav_standings_get_final (standings))
    tav_standings_set_title (standings, _("Final standings"));
  else if (finals)
    tav_standings_set_title (standings, _("Elimination Round (final ranking)"));
  else
    {
      g_autofree char *title =
        tav_stage_progress_title (stage, _("Elimination Round"),
                                  stage ? tav_stage_get_planned_rounds (stage) : planned_rounds (event));
      tav_standings_set_title (standings, title);
    }
  return standings;
}

static gboolean
tav_bang_2011_is_ranking_secret (TavRuleset *ruleset,
                                 TavEvent   *event)
{
  return !tav_event_get_published (event);
}

/* ---- Finals ----------------------------------------------------------- */

static gboolean
tav_bang_2011_build_finals (TavRuleset  *ruleset,
                            TavEvent    *event,
                            GError     **error)
{
  TavStage *stage = tav_event_find_stage (event, ELIMINATION);
  g_autoptr(TavStandings) standings = NULL;
  const char *seeds[5] = { NULL, };
  guint n_seeds;

  if (tav_event_find_stage (event, FINALS))
    {
      g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE,
                   _("The finals are already built"));
      return FALSE;
    }
  if (!tav_bang_check_event (ruleset, event, error))
    return FALSE;
  if (stage && cannot_continue (event, stage))
    tav_stage_set_planned_rounds (stage, tav_stage_get_n_rounds (stage));
  if (stage == NULL || !tav_stage_is_complete (stage))
    {
      g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE,
                   _("The Elimination Round is not complete: %u of %u rounds played"),
                   stage && tav_stage_get_n_rounds (stage) &&
                   tav_round_is_complete (tav_stage_get_last_round (stage)) ?
                   tav_stage_get_n_rounds (stage) :
                   stage && tav_stage_get_n_rounds (stage) ? tav_stage_get_n_rounds (stage) - 1 : 0,
                   stage ? tav_stage_get_planned_rounds (stage) : planned_rounds (event));
      return FALSE;
    }

  /* The top four players still in the tournament. */
  standings = tav_bang_2011_compute_standings (ruleset, event);
  n_seeds = tav_bang_top_active (standings, 4, seeds);
  if (n_seeds < 4)
    {
      g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_PLAYERS,
                   _("The finals need 4 players still in the tournament, only %u are left"), n_seeds);
      return FALSE;
    }

  if (!tav_bracket_create (event, FINALS, N_("Finals"), seeds, FALSE, error))
    return FALSE;
  /* The ranking is published at the end of the Elimination Round. */
  tav_event_set_published (event, TRUE);
  return TRUE;
}

static char *
tav_bang_2011_describe_finals (TavRuleset *ruleset,
                               TavEvent   *event)
{
  TavStage *stage = tav_event_find_stage (event, ELIMINATION);
  guint rounds = stage ? tav_stage_get_n_rounds (stage) : 0;

  if (rounds < 3 || rounds > 5)
    /* TRANSLATORS: the first %s explains there is no award; %u rounds */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s (this event played %u round).",
                                         "%s (this event played %u rounds).", rounds),
                            _(no_award), rounds);
  /* TRANSLATORS: "Special award for 5 rounds: 4000 / 2000 / 1000 / 1000 $" */
  return g_strdup_printf (_("Special award for %u rounds: %d / %d / %d / %d $"), rounds,
                          tav_bang_2011_award (rounds, 1), tav_bang_2011_award (rounds, 2),
                          tav_bang_2011_award (rounds, 3), tav_bang_2011_award (rounds, 4));
}

static char *
tav_bang_2011_describe_player (TavRuleset *ruleset,
                               TavEvent   *event,
                               TavPlayer  *player)
{
  const char *id = tav_player_get_id (player);

  return tav_bang_describe_balance (player, tav_bang_2011_balance (event, id, G_MAXUINT),
                                    tav_bang_games_played (tav_event_find_stage (event, ELIMINATION),
                                                           id));
}

static void
tav_bang_2011_class_init (TavBang2011Class *klass)
{
  TavRulesetClass *ruleset_class = TAV_RULESET_CLASS (klass);

  ruleset_class->id = "bang-2011";
  ruleset_class->name = N_("BANG! Italian Championship 2011");
  ruleset_class->description =
    N_("Multiplayer BANG! tables from the official chart, a new Sheriff at every table, $ winnings, a secret ranking with Buchholz, and top-4 duel finals");
  ruleset_class->params = params;
  ruleset_class->n_params = G_N_ELEMENTS (params);
  ruleset_class->warnings_to_eject = 2;
  ruleset_class->ejection_reason = tav_bang_ejection_reason;
  ruleset_class->ejection_notice = tav_bang_ejection_notice;
  ruleset_class->no_reentry =
    N_("the rules say a player who abandons the tournament “may not re-enter that same tournament”");
  ruleset_class->no_late_entry =
    N_("the rules set the rounds and the tables from the players registered when the Elimination Round “begins with random assignment to the gaming tables”");
  ruleset_class->no_sit_out =
    N_("the rules seat every player still in the tournament at each round; one who leaves “may not re-enter”");
  ruleset_class->stages = stages;
  ruleset_class->n_stages = G_N_ELEMENTS (stages);
  ruleset_class->head_seat_label = N_("Sheriff");
  /* The rules set no time; High Noon ends long games. An hour a round and
   * half an hour a duel are what organisers plan. */
  ruleset_class->round_minutes = 60;
  ruleset_class->match_minutes = 30;
  ruleset_class->get_result_fields = tav_bang_2011_get_result_fields;
  ruleset_class->check_players = tav_bang_2011_check_players;
  ruleset_class->describe_plan = tav_bang_2011_describe_plan;
  ruleset_class->draw_round = tav_bang_2011_draw_round;
  ruleset_class->validate_result = tav_bang_2011_validate_result;
  ruleset_class->check_round = tav_bang_2011_check_round;
  ruleset_class->compute_standings = tav_bang_2011_compute_standings;
  ruleset_class->is_ranking_secret = tav_bang_2011_is_ranking_secret;
  ruleset_class->build_finals = tav_bang_2011_build_finals;
  ruleset_class->describe_player = tav_bang_2011_describe_player;
  ruleset_class->describe_finals = tav_bang_2011_describe_finals;
  ruleset_class->check_event = tav_bang_check_event;
  ruleset_class->player_returned = tav_bang_player_returned;
}

static void
tav_bang_2011_init (TavBang2011 *self)
{
}
