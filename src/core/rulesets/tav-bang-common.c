/* tav-bang-common.c — what the BANG! rulesets share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-bang"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tav-bang-common.h"
#include "tav-lots.h"
#include "tav-draw.h"
#include "tav-random.h"

const TavChoice tav_bang_outcomes[] = {
  { "law", N_("Law wins") },
  { "outlaws", N_("Outlaws win") },
  { "renegade", N_("Renegade wins") },
  { NULL, NULL }
};

const TavChoice tav_bang_roles[] = {
  { "sheriff", N_("Sheriff") },
  { "deputy", N_("Deputy") },
  { "outlaw", N_("Outlaw") },
  { "renegade", N_("Renegade") },
  { NULL, NULL }
};

/* The role cards of the game rules for 4 to 7 players; a table of 4 only
 * happens in BANG! 2007, when withdrawals shrink a table. */
gboolean
tav_bang_role_counts (guint n_players,
                      guint counts[TAV_BANG_N_ROLES])
{
  static const guint cards[4][TAV_BANG_N_ROLES] = {
    /* S  D  O  R */
    { 1, 0, 2, 1 },
    { 1, 1, 2, 1 },
    { 1, 1, 3, 1 },
    { 1, 2, 3, 1 },
  };

  if (n_players < 4 || n_players > 7)
    return FALSE;
  for (guint r = 0; r < TAV_BANG_N_ROLES; r++)
    counts[r] = cards[n_players - 4][r];
  return TRUE;
}

/* The result has passed the field checks, so the values are known ids;
 * an unknown one (a hand-edited file) reads as the harmless Outlaw. */
TavBangRole
tav_bang_seat_role (JsonObject *result,
                    guint       seat)
{
  const char *id = tav_result_get_string (tav_result_get_seat (result, seat), "role");

  for (guint i = 0; tav_bang_roles[i].id; i++)
    if (g_strcmp0 (tav_bang_roles[i].id, id) == 0)
      return i;
  return TAV_BANG_OUTLAW;
}

TavBangOutcome
tav_bang_result_outcome (JsonObject *result)
{
  const char *id = tav_result_get_string (result, "outcome");

  for (guint i = 0; tav_bang_outcomes[i].id; i++)
    if (g_strcmp0 (tav_bang_outcomes[i].id, id) == 0)
      return i;
  g_return_val_if_reached (TAV_BANG_LAW);
}

/* Money is summed from results before they are all checked (loading a
 * file checks them in order): a result whose seats do not match its table
 * is skipped rather than read out of bounds. */
gboolean
tav_bang_result_fits (TavTable *table)
{
  JsonObject *result = tav_table_get_result (table);
  JsonNode *seats = result ? json_object_get_member (result, "seats") : NULL;
  JsonArray *array;

  if (seats == NULL || !JSON_NODE_HOLDS_ARRAY (seats))
    return FALSE;
  array = json_node_get_array (seats);
  if (json_array_get_length (array) != tav_table_get_n_seats (table))
    return FALSE;
  for (guint s = 0; s < json_array_get_length (array); s++)
    if (!JSON_NODE_HOLDS_OBJECT (json_array_get_element (array, s)))
      return FALSE;
  return TRUE;
}

gboolean
tav_bang_check_roles (TavTable    *table,
                      JsonObject  *result,
                      GError     **error)
{
  guint n = tav_table_get_n_seats (table);
  guint count[TAV_BANG_N_ROLES] = { 0, };
  guint expected[TAV_BANG_N_ROLES];
  int first_sheriff = -1;

  if (!tav_bang_role_counts (n, expected))
    g_return_val_if_reached (FALSE);

  for (guint s = 0; s < n; s++)
    {
      TavBangRole role = tav_bang_seat_role (result, s);

      count[role]++;
      if (role == TAV_BANG_SHERIFF)
        {
          if (first_sheriff >= 0)
            {
              tav_rule_error_set (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_INVALID_RESULT,
                                  N_("table %u: two Sheriffs (seats %d and %u)"),
                                  tav_table_get_number (table), first_sheriff + 1, s + 1);
              if (error)
                {
                  tav_rule_error_locate (*error, s + 1, "role");
                  tav_rule_error_also_seat (*error, (guint) first_sheriff + 1);
                }
              return FALSE;
            }
          first_sheriff = (int) s;
        }
    }
  if (first_sheriff != 0)
    {
      tav_rule_error_set (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_INVALID_RESULT,
                          N_("table %u: seat 1 is the Sheriff, but its role is not Sheriff"),
                          tav_table_get_number (table));
      if (error)
        tav_rule_error_locate (*error, 1, "role");
      return FALSE;
    }
  for (guint r = 0; r < TAV_BANG_N_ROLES; r++)
    if (count[r] != expected[r])
      {
        tav_rule_error_set (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_INVALID_RESULT,
                            /* TRANSLATORS: the role counts a table needs, then the counts entered */
                            N_("table %u: a table of %u needs Deputies %u, Outlaws %u, Renegade %u; the result has %u, %u and %u"),
                            tav_table_get_number (table), n,
                            expected[TAV_BANG_DEPUTY], expected[TAV_BANG_OUTLAW],
                            expected[TAV_BANG_RENEGADE_ROLE],
                            count[TAV_BANG_DEPUTY], count[TAV_BANG_OUTLAW], count[TAV_BANG_RENEGADE_ROLE]);
        return FALSE;
      }
  return TRUE;
}

/* The outcome must be possible for who is still alive; @last_duel_field is
 * the flag of the Renegade's last stand against the Sheriff, which only a
 * Law win can have. */
gboolean
tav_bang_check_outcome (TavTable    *table,
                        JsonObject  *result,
                        const char  *last_duel_field,
                        const char  *last_duel_label,
                        GError     **error)
{
  TavBangOutcome outcome = tav_bang_result_outcome (result);
  gboolean last_duel = tav_result_get_bool (result, last_duel_field);
  guint n = tav_table_get_n_seats (table);
  gboolean alive[TAV_BANG_N_ROLES] = { FALSE, };
  guint others_alive = 0;

  for (guint s = 0; s < n; s++)
    {
      TavBangRole role = tav_bang_seat_role (result, s);

      if (tav_result_get_bool (tav_result_get_seat (result, s), "alive"))
        {
          alive[role] = TRUE;
          if (role != TAV_BANG_RENEGADE_ROLE)
            others_alive++;
        }
    }

/* The message, then the table; about the whole table, the form shows it
 * above the seats. */
#define FAIL(msgid) G_STMT_START { \
    tav_rule_error_set (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_INVALID_RESULT, "%s", msgid); \
    if (error) \
      { \
        tav_rule_error_translate_value (*error, 0); \
        tav_rule_error_prefix (error, N_("table %u: "), tav_table_get_number (table)); \
      } \
    return FALSE; \
  } G_STMT_END

  if (last_duel && outcome != TAV_BANG_LAW)
    {
      tav_rule_error_set (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_INVALID_RESULT,
                          /* TRANSLATORS: %s is the name of a result field, e.g. “Renegade killed last” */
                          N_("“%s” only applies when the Law wins"), last_duel_label);
      if (error)
        {
          tav_rule_error_translate_value (*error, 0);
          tav_rule_error_prefix (error, N_("table %u: "), tav_table_get_number (table));
        }
      return FALSE;
    }
  switch (outcome)
    {
    case TAV_BANG_LAW:
      if (!alive[TAV_BANG_SHERIFF])
        FAIL (N_("the Law cannot win with the Sheriff dead"));
      if (alive[TAV_BANG_OUTLAW] || alive[TAV_BANG_RENEGADE_ROLE])
        FAIL (N_("the Law wins only when every Outlaw and the Renegade are dead"));
      break;
    case TAV_BANG_OUTLAWS:
      if (alive[TAV_BANG_SHERIFF])
        FAIL (N_("the Outlaws cannot win with the Sheriff alive"));
      if (others_alive == 0)
        FAIL (N_("with only the Renegade alive, the Renegade wins"));
      break;
    case TAV_BANG_RENEGADE:
      if (!alive[TAV_BANG_RENEGADE_ROLE] || others_alive > 0)
        FAIL (N_("the Renegade wins only as the last player alive"));
      break;
    default:
      g_assert_not_reached ();
    }
#undef FAIL
  return TRUE;
}

/* No bid above the balance before the round. With a @minimum price (BANG!
 * 2007), paying exactly the minimum is always possible, even in debt, and
 * someone always pays it: the last player takes the last character for it. */
gboolean
tav_bang_check_spending (TavEvent            *event,
                         TavRound            *round,
                         TavTable            *table,
                         JsonObject          *result,
                         TavBangBalanceFunc   balance_func,
                         gint64               minimum,
                         GError             **error)
{
  guint n = tav_table_get_n_seats (table);
  gboolean paid_minimum = FALSE;

  for (guint s = 0; s < n; s++)
    {
      gint64 spent = tav_result_get_int (tav_result_get_seat (result, s), "spent");
      gint64 balance;

      if (minimum > 0 && spent == minimum)
        {
          paid_minimum = TRUE;
          continue;
        }
      balance = balance_func (event, tav_table_get_seat (table, s), tav_round_get_number (round));
      if (spent > balance)
        {
          tav_rule_error_set (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_INVALID_RESULT,
                              N_("table %u, seat %u (%s): %lld $ spent in the auction, but the balance was only %lld $"),
                              tav_table_get_number (table), s + 1, tav_event_seat_name (event, table, s),
                              (long long) spent, (long long) balance);
          /* The balance is the player's score, which the ranking may hide. */
          if (error)
            tav_ruleset_error_locate (*error, s + 1, "spent", TRUE);
          return FALSE;
        }
    }
  if (minimum > 0 && !paid_minimum)
    {
      tav_rule_error_set (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_INVALID_RESULT,
                          N_("table %u: nobody paid the minimum of %lld $ in the auction, but the last player always does"),
                          tav_table_get_number (table), (long long) minimum);
      return FALSE;
    }
  return TRUE;
}

/* What a seating by hand can break: the table sizes (@min_players to 7)
 * and nobody Sheriff twice. */
GPtrArray *
tav_bang_check_seating (TavEvent *event,
                        TavStage *stage,
                        TavRound *round,
                        guint     min_players)
{
  GPtrArray *problems = g_ptr_array_new_with_free_func (g_free);

  if (tav_stage_get_kind (stage) != TAV_STAGE_TABLES)
    return problems;

  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    {
      TavTable *table = tav_round_get_table (round, t);
      guint n = tav_table_get_n_seats (table);
      guint before;

      if (n < min_players || n > 7)
        g_ptr_array_add (problems,
                         g_strdup_printf (_("Table %u has %u players; BANG! tables have 5 to 7"),
                                          tav_table_get_number (table), n));
      if (n == 0)
        continue;
      before = tav_draw_count_heads (stage, tav_table_get_seat (table, 0),
                                     tav_round_get_number (round));
      if (before > 0)
        g_ptr_array_add (problems,
                         g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                       "Table %u: %s is Sheriff again (already Sheriff %u time)",
                                                       "Table %u: %s is Sheriff again (already Sheriff %u times)",
                                                       before),
                                          tav_table_get_number (table),
                                          tav_event_seat_name (event, table, 0), before));
    }
  return problems;
}

/* ---- Round 1 seats everybody ---------------------------------------------- */

/* Both BANG! rulesets draw round 1 of the Elimination Round from every
 * player registered and still in the tournament: they take no late entry
 * and let nobody sit a round out (no_late_entry, no_sit_out). The one
 * active player round 1 may leave out is one a judge let back in after the
 * draw, having left before it; tav_bang_player_returned () records the
 * round as missed for him. Anybody else was put in the file by hand: such
 * a file loads, so that the command the message names can mend it, but
 * the event does not go on (draw, finals) and `validate` refuses it. */
static TavPlayer *
left_out_of_first_round (TavEvent *event,
                         TavRound *round)
{
  for (guint i = 0; i < tav_event_get_n_players (event); i++)
    {
      TavPlayer *player = tav_event_get_player (event, i);
      guint n_missed;
      const guint *missed = tav_player_get_missed_rounds (player, &n_missed);

      if (tav_player_is_active (player) && !(n_missed && missed[0] == 1) &&
          tav_round_find_player (round, tav_player_get_id (player), NULL) == NULL)
        return player;
    }
  return NULL;
}

gboolean
tav_bang_check_event (TavRuleset  *ruleset,
                      TavEvent    *event,
                      GError     **error)
{
  TavStage *stage = tav_event_find_stage (event, TAV_BANG_ELIMINATION);
  TavRound *round = stage ? tav_stage_get_round (stage, 1) : NULL;
  g_autofree char *where = NULL;
  TavPlayer *player;
  guint index = 0;

  if (round == NULL || !(player = left_out_of_first_round (event, round)))
    return TRUE;
  while (tav_event_get_stage (event, index) != stage)
    index++;
  where = g_strdup_printf ("stages[%u].rounds[0].tables", index);
  if (tav_stage_get_n_rounds (stage) == 1 && tav_round_get_n_entered (round) == 0 &&
      tav_event_get_current_stage (event) == stage)
    g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE,
                 /* TRANSLATORS: the first %s is a place in the file,
                  * "stages[0].rounds[0].tables", then a player's id and name */
                 _("%s: player %s (%s), active, is not seated in round 1; round 1 has no result yet: draw it again to seat every active player (tavolo-cli redraw FILE)"),
                 where, tav_player_get_id (player), tav_player_get_name (player));
  else
    g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE,
                 /* TRANSLATORS: the first %s is a place in the file,
                  * "stages[0].rounds[0].tables", then a player's id and name,
                  * and his id again */
                 _("%s: player %s (%s), active, is not seated in round 1, and round 1 is under way; withdraw him (tavolo-cli players FILE withdraw %s), or, if a judge had let him back in after the draw, withdraw him and reinstate him with --judge-override"),
                 where, tav_player_get_id (player), tav_player_get_name (player),
                 tav_player_get_id (player));
  return FALSE;
}

/* A judge let back in a player who had left (reinstate with the override):
 * the rounds of the Elimination Round drawn without him are recorded as
 * missed. They cost him nothing in BANG!, but show that round 1 left him
 * out by the judge's decision (tav_bang_check_event ()). */
void
tav_bang_player_returned (TavRuleset *ruleset,
                          TavEvent   *event,
                          TavPlayer  *player)
{
  TavStage *stage = tav_event_find_stage (event, TAV_BANG_ELIMINATION);

  for (guint r = 1; stage && r <= tav_stage_get_n_rounds (stage); r++)
    if (tav_round_find_player (tav_stage_get_round (stage, r), tav_player_get_id (player),
                               NULL) == NULL)
      tav_player_add_missed_round (player, r);
}

/* The games of @stage with a result at which @player_id sat. */
guint
tav_bang_games_played (TavStage   *stage,
                       const char *player_id)
{
  guint played = 0;

  for (guint r = 1; stage && r <= tav_stage_get_n_rounds (stage); r++)
    {
      TavTable *table = tav_round_find_player (tav_stage_get_round (stage, r), player_id, NULL);

      if (table && tav_table_has_result (table))
        played++;
    }
  return played;
}

/* A seeded random order of the registered players, by registration
 * position: lot 1 wins a tie nothing else breaks. */
guint *
tav_bang_draw_lots (TavEvent *event)
{
  return tav_lots_draw (event, "lots");
}

/* The first @n players of @standings still in the tournament, into @seeds;
 * returns how many there are. */
guint
tav_bang_top_active (TavStandings  *standings,
                     guint          n,
                     const char   **seeds)
{
  guint found = 0;

  for (guint i = 0; i < tav_standings_get_n_rows (standings) && found < n; i++)
    {
      TavPlayer *player = tav_standings_row_get_player (tav_standings_get_row (standings, i));

      if (tav_player_is_active (player))
        seeds[found++] = tav_player_get_id (player);
    }
  return found;
}

char *
tav_bang_describe_balance (TavPlayer *player,
                           gint64     balance,
                           guint      games)
{
  g_autofree char *money = tav_standings_format_money (balance);

  /* TRANSLATORS: the answer to a player asking for his own balance; the
   * second %s is the amount, e.g. "7 500 $" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%s: %s after %u game",
                                       "%s: %s after %u games", games),
                          tav_player_get_name (player), money, games);
}

char *
tav_bang_format_sizes (const guint *sizes,
                       guint        n_tables)
{
  g_autoptr(GString) s = g_string_new (NULL);

  for (guint i = 0; i < n_tables; i++)
    g_string_append_printf (s, "%s%u", i ? " " : "", sizes[i]);
  return g_string_free (g_steal_pointer (&s), FALSE);
}
