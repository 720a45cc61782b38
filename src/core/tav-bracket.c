/* tav-bracket.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-bracket"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tav-bracket.h"
#include "tav-random.h"

/* A bracket is a stage whose rounds hold two-seat tables ("matches"),
 * numbered through the whole stage. Round 1 pairs the seeds 1st v last, 2nd
 * v second-to-last, ...; each next round pairs the winner of the first
 * match with the winner of the last, and so on inwards, so the top seeds can
 * only meet in the final. */

static const TavChoice duel_kinds[] = {
  { "long", N_("Long duel") },
  { "short", N_("Short duel") },
  { NULL, NULL }
};

static const TavFieldSpec match_fields[] = {
  { "winner", N_("Winner"), N_("The player who won the match"),
    TAV_FIELD_PLAYER, TAV_FIELD_TABLE, 0, 0, 0, "", NULL },
  { "kind", N_("Duel"), N_("Long or short duel, chosen by the judge"),
    TAV_FIELD_CHOICE, TAV_FIELD_OPTIONAL, 0, 0, 0, "long", duel_kinds },
  { "forfeit", N_("Forfeit"), N_("The loser withdrew before or during the match"),
    TAV_FIELD_BOOLEAN, TAV_FIELD_OPTIONAL, 0, 0, 0, "false", NULL },
};

const TavFieldSpec *
tav_bracket_get_result_fields (guint *n_fields)
{
  *n_fields = G_N_ELEMENTS (match_fields);
  return match_fields;
}

JsonObject *
tav_bracket_make_result (const char *winner_id,
                         const char *kind)
{
  JsonObject *result = json_object_new ();

  json_object_set_string_member (result, "winner", winner_id ? winner_id : "");
  if (kind && kind[0])
    json_object_set_string_member (result, "kind", kind);
  return result;
}

gboolean
tav_bracket_validate_result (TavEvent    *event,
                             TavTable    *table,
                             JsonObject  *result,
                             GError     **error)
{
  const char *winner = tav_result_get_string (result, "winner");

  if (tav_table_get_n_seats (table) != 2)
    {
      tav_rule_error_set (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_INVALID_RESULT,
                          N_("match %u does not have two players"), tav_table_get_number (table));
      return FALSE;
    }
  /* An empty seat is a bye, never a winner. */
  if (winner == NULL || winner[0] == '\0' || tav_table_find_seat (table, winner) < 0)
    {
      TavPlayer *a = tav_event_find_player (event, tav_table_get_seat (table, 0));
      TavPlayer *b = tav_event_find_player (event, tav_table_get_seat (table, 1));

      tav_rule_error_set (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_INVALID_RESULT,
                          N_("the winner “%s” does not play match %u (%s v %s)"),
                          winner ? winner : "", tav_table_get_number (table),
                          a ? tav_player_get_name (a) : "?", b ? tav_player_get_name (b) : "?");
      if (error)
        tav_rule_error_locate (*error, 0, "winner");
      return FALSE;
    }
  return TRUE;
}

/* The last round of a bracket holds the final (and the 3rd-place match):
 * one match, or two after a round of two. */
static gboolean
is_last_round (TavStage *stage,
               guint     number)
{
  TavRound *round = tav_stage_get_round (stage, number);
  guint n = round ? tav_round_get_n_tables (round) : 0;

  return n == 1 ||
         (tav_stage_get_third_place (stage) && n == 2 && number > 1 &&
          tav_round_get_n_tables (tav_stage_get_round (stage, number - 1)) == 2);
}

static gboolean
plays_after (TavStage   *stage,
             guint       number,
             const char *player_id)
{
  for (guint r = number + 1; r <= tav_stage_get_n_rounds (stage); r++)
    if (tav_round_find_player (tav_stage_get_round (stage, r), player_id, NULL))
      return TRUE;
  return FALSE;
}

/* The match of the last round @player_id won, or NULL: his place is then
 * settled and he has no duel left to lose. */
TavTable *
tav_bracket_find_last_win (TavStage   *stage,
                           const char *player_id)
{
  guint n = tav_stage_get_n_rounds (stage);
  TavRound *last = tav_stage_get_last_round (stage);

  if (last == NULL || !is_last_round (stage, n))
    return NULL;
  for (guint t = 0; t < tav_round_get_n_tables (last); t++)
    if (g_strcmp0 (tav_bracket_get_winner (tav_round_get_table (last, t)), player_id) == 0)
      return tav_round_get_table (last, t);
  return NULL;
}

/* A player who left loses the duel he was due to play, so he can only have
 * won a match before he left: then he sits in a later match (lost by
 * forfeit), or the round of that match was still being played when he
 * left. A forfeit is lost by a player who left; when both left, the
 * bracket had to name one of them the winner. */
gboolean
tav_bracket_check_left_players (TavEvent    *event,
                                TavStage    *stage,
                                TavRound    *round,
                                TavTable    *table,
                                JsonObject  *result,
                                GError     **error)
{
  const char *winner_id = tav_result_get_string (result, "winner");
  const char *loser_id = g_strcmp0 (tav_table_get_seat (table, 0), winner_id) == 0 ?
                         tav_table_get_seat (table, 1) : tav_table_get_seat (table, 0);
  TavPlayer *winner = tav_event_find_player (event, winner_id);
  TavPlayer *loser = tav_event_find_player (event, loser_id);
  guint number = tav_round_get_number (round);
  gboolean forfeit = tav_result_get_bool (result, "forfeit");

  if (winner == NULL || loser == NULL)
    return TRUE;
  if (forfeit && tav_player_is_active (loser))
    {
      tav_rule_error_set (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_INVALID_RESULT,
                          N_("match %u is recorded as a forfeit, but %s has not left the event"),
                          tav_table_get_number (table), tav_player_get_name (loser));
      if (error)
        tav_rule_error_locate (*error, 0, "forfeit");
      return FALSE;
    }
  if (tav_player_is_active (winner) || (forfeit && !tav_player_is_active (loser)) ||
      plays_after (stage, number, winner_id) ||
      (number == tav_stage_get_n_rounds (stage) && !is_last_round (stage, number) &&
       !tav_round_is_complete (round)))
    return TRUE;
  tav_rule_error_set (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_INVALID_RESULT,
                      N_("%s left the event (%s) and cannot win match %u: a player who leaves loses his duel"),
                      tav_player_get_name (winner),
                      tav_player_status_get_label (tav_player_get_status (winner)),
                      tav_table_get_number (table));
  if (error)
    tav_rule_error_locate (*error, 0, "winner");
  return FALSE;
}

const char *
tav_bracket_get_winner (TavTable *match)
{
  return tav_result_get_string (tav_table_get_result (match), "winner");
}

const char *
tav_bracket_get_loser (TavTable *match)
{
  const char *winner = tav_bracket_get_winner (match);

  if (winner == NULL || tav_table_get_n_seats (match) != 2)
    return NULL;
  return g_strcmp0 (tav_table_get_seat (match, 0), winner) == 0 ?
         tav_table_get_seat (match, 1) : tav_table_get_seat (match, 0);
}

/* The label of match @index (from 0) of a round of @n_matches: one match
 * is named in the singular, "Semi-final 2", "Quarter-final 3"; with
 * @alone (the only match played in its round, the others byes) without a
 * number: "Semi-final". Larger rounds: "Round of 16 2". */
char *
tav_bracket_match_label (guint    n_matches,
                         guint    index,
                         gboolean alone)
{
  g_autofree char *name = NULL;

  switch (n_matches)
    {
    case 1:
      return g_strdup (_("Final"));
    case 2:
      /* TRANSLATORS: one match of the semi-finals, e.g. "Semi-final 2" */
      return alone ? g_strdup (_("Semi-final")) : g_strdup_printf (_("Semi-final %u"), index + 1);
    case 4:
      /* TRANSLATORS: one match of the quarter-finals, e.g. "Quarter-final 3" */
      return alone ? g_strdup (_("Quarter-final")) : g_strdup_printf (_("Quarter-final %u"), index + 1);
    default:
      name = tav_bracket_round_name (n_matches);
      if (alone)
        return g_steal_pointer (&name);
      /* TRANSLATORS: e.g. "Round of 16 2": the second match of that round */
      return g_strdup_printf (_("%s %u"), name, index + 1);
    }
}

/* "Final", "Semi-finals", …, "Round of 64": the name of a round of
 * @n_matches matches, also for rounds not created yet. */
char *
tav_bracket_round_name (guint n_matches)
{
  switch (n_matches)
    {
    case 1:
      return g_strdup (_("Final"));
    case 2:
      return g_strdup (_("Semi-finals"));
    case 4:
      return g_strdup (_("Quarter-finals"));
    /* The usual ones have names of their own: "1/8 финала", "Ottavi di
     * finale" are not "Round of 16" with a number in it. */
    case 8:
      return g_strdup (_("Round of 16"));
    case 16:
      return g_strdup (_("Round of 32"));
    case 32:
      return g_strdup (_("Round of 64"));
    default:
      /* TRANSLATORS: a round of a knockout bracket, e.g. "Round of 128" */
      return g_strdup_printf (_("Round of %u"), 2 * n_matches);
    }
}

/* The matches of round @number, the 3rd place match left out: the first
 * round's, halved at each round (an odd one rounded up). */
static guint
round_matches (TavStage *stage,
               guint     number)
{
  TavRound *first = tav_stage_get_round (stage, 1);
  guint n = first ? tav_round_get_n_tables (first) : 1;

  for (guint r = 1; r < number && n > 1; r++)
    n = (n + 1) / 2;
  return MAX (n, 1);
}

/**
 * tav_bracket_derive_round_name:
 *
 * The name of round @number of the bracket @stage, in the reader's language,
 * from the bracket's structure rather than the name stored when it was
 * drawn (in whichever language the judge used then).
 */
char *
tav_bracket_derive_round_name (TavStage *stage,
                               guint     number)
{
  return tav_bracket_round_name (round_matches (stage, number));
}

/**
 * tav_bracket_derive_match_label:
 * @index: the match's place in its round, from 0
 *
 * "Quarter-final 2", "Final", "3rd place": the label of a match from the
 * bracket's structure, in the reader's language.
 */
char *
tav_bracket_derive_match_label (TavStage *stage,
                                guint     number,
                                guint     index)
{
  guint n = round_matches (stage, number);

  if (index >= n)
    return g_strdup (_("3rd place"));
  /* One match of the semi-finals is a "Semi-final 1", as the bracket
   * labels it when it is drawn, not a "Semi-finals 1". */
  return tav_bracket_match_label (n, index, FALSE);
}

static guint
next_match_number (TavStage *stage)
{
  guint n = tav_stage_get_n_rounds (stage);
  guint max = 0;

  for (guint r = 1; r <= n; r++)
    {
      TavRound *round = tav_stage_get_round (stage, r);

      for (guint t = 0; t < tav_round_get_n_tables (round); t++)
        max = MAX (max, tav_table_get_number (tav_round_get_table (round, t)));
    }
  return max + 1;
}

/* A bye is an empty seat ("") in a first-round match: the other player
 * wins it at once, as a walkover. */
gboolean
tav_bracket_is_bye (TavTable *match)
{
  return tav_table_get_n_seats (match) == 2 &&
         (tav_table_get_seat (match, 0)[0] == '\0') != (tav_table_get_seat (match, 1)[0] == '\0');
}

/* A player who left before his match loses it: the opponent advances. */
static void
apply_forfeits (TavEvent *event,
                TavRound *round)
{
  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    {
      TavTable *match = tav_round_get_table (round, t);

      if (!tav_table_has_result (match) && tav_round_get_number (round) == 1 &&
          tav_bracket_is_bye (match))
        {
          guint s = tav_table_get_seat (match, 0)[0] == '\0' ? 1 : 0;
          g_autoptr(JsonObject) result =
            tav_bracket_make_result (tav_table_get_seat (match, s), NULL);

          json_object_set_boolean_member (result, "forfeit", TRUE);
          tav_table_set_result (match, result);
          continue;
        }
      if (tav_table_has_result (match) || !tav_table_is_ready (match))
        continue;
      for (guint s = 0; s < 2; s++)
        {
          TavPlayer *player = tav_event_find_player (event, tav_table_get_seat (match, s));

          if (player && !tav_player_is_active (player))
            {
              g_autoptr(JsonObject) result =
                tav_bracket_make_result (tav_table_get_seat (match, 1 - s), NULL);

              json_object_set_boolean_member (result, "forfeit", TRUE);
              tav_table_set_result (match, result);
              break;
            }
        }
    }
}

static TavRound *
add_round (TavStage  *stage,
           GPtrArray *pairs,
           gboolean   with_third_place,
           GPtrArray *third_pair)
{
  g_autoptr(TavRound) round = tav_round_new (tav_stage_get_n_rounds (stage) + 1);
  guint number = next_match_number (stage);
  guint n_matches = pairs->len / 2;
  g_autofree char *name = tav_bracket_round_name (n_matches);
  guint n_played = 0;

  /* A match against nobody (a bye, "") is no match to number. */
  for (guint i = 0; i < n_matches; i++)
    {
      const char *a = pairs->pdata[2 * i];
      const char *b = pairs->pdata[2 * i + 1];

      if ((a == NULL || a[0] != '\0') && (b == NULL || b[0] != '\0'))
        n_played++;
    }

  tav_round_set_name (round, name);
  for (guint i = 0; i < n_matches; i++)
    {
      const char *seats[] = { pairs->pdata[2 * i], pairs->pdata[2 * i + 1], NULL };
      g_autoptr(TavTable) match = tav_table_new (number++, seats);
      g_autofree char *label = NULL;

      label = tav_bracket_match_label (n_matches, i, n_played == 1);
      tav_table_set_label (match, label);
      tav_round_add_table (round, match);
    }
  if (with_third_place)
    {
      const char *seats[] = { third_pair->pdata[0], third_pair->pdata[1], NULL };
      g_autoptr(TavTable) match = tav_table_new (number++, seats);

      tav_table_set_label (match, N_("3rd place"));
      tav_round_add_table (round, match);
    }
  tav_stage_add_round (stage, round);
  return round;
}

TavStage *
tav_bracket_create (TavEvent            *event,
                    const char          *stage_id,
                    const char          *name,
                    const char * const  *seeds,
                    gboolean             third_place,
                    GError             **error)
{
  g_autoptr(TavStage) stage = NULL;
  g_autoptr(GPtrArray) pairs = g_ptr_array_new ();
  guint n;
  TavRound *round;

  g_return_val_if_fail (TAV_IS_EVENT (event), NULL);

  /* Seeds may be "" for byes (see tav_bracket_seed_with_byes ()). */
  n = g_strv_length ((char **) seeds);
  if (n < 2 || (n & (n - 1)) != 0 || n > 64)
    {
      g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE,
                   _("A bracket needs 2, 4, 8, 16, 32 or 64 players, not %u"), n);
      return NULL;
    }

  stage = tav_stage_new (stage_id, TAV_STAGE_BRACKET);
  tav_stage_set_name (stage, name);
  tav_stage_set_seeds (stage, seeds);
  tav_stage_set_third_place (stage, third_place && n >= 4);
  for (guint i = 0; i < n / 2; i++)
    {
      g_ptr_array_add (pairs, (gpointer) seeds[i]);
      g_ptr_array_add (pairs, (gpointer) seeds[n - 1 - i]);
    }
  round = add_round (stage, pairs, FALSE, NULL);
  tav_event_add_stage (event, stage);
  apply_forfeits (event, round);
  tav_bracket_advance (event, stage);

  return stage;
}

/* Creates the next round once every match of the last one has a winner. */
void
tav_bracket_advance (TavEvent *event,
                     TavStage *stage)
{
  TavRound *last;
  g_autoptr(GPtrArray) pairs = g_ptr_array_new ();
  g_autoptr(GPtrArray) third = g_ptr_array_new ();
  guint n_matches;

  for (;;)
    {
      TavRound *next;

      last = tav_stage_get_last_round (stage);
      if (last == NULL || !tav_round_is_complete (last) || tav_stage_is_complete (stage))
        return;
      n_matches = tav_round_get_n_tables (last);
      g_ptr_array_set_size (pairs, 0);
      g_ptr_array_set_size (third, 0);
      for (guint i = 0; i < n_matches / 2; i++)
        {
          g_ptr_array_add (pairs, (gpointer) tav_bracket_get_winner (tav_round_get_table (last, i)));
          g_ptr_array_add (pairs, (gpointer) tav_bracket_get_winner (
                             tav_round_get_table (last, n_matches - 1 - i)));
        }
      if (n_matches == 2)
        for (guint i = 0; i < 2; i++)
          g_ptr_array_add (third, (gpointer) tav_bracket_get_loser (tav_round_get_table (last, i)));

      next = add_round (stage, pairs, n_matches == 2 && tav_stage_get_third_place (stage), third);
      apply_forfeits (event, next);
    }
}

/* The player leaves: the match he is due to play goes to his opponent. */
void
tav_bracket_forfeit (TavEvent   *event,
                     TavStage   *stage,
                     const char *player_id)
{
  TavRound *last = tav_stage_get_last_round (stage);

  if (last == NULL)
    return;
  apply_forfeits (event, last);
  tav_bracket_advance (event, stage);
}

/* Player id → final place in the bracket: 1 and 2 from the final, 3 and 4
 * from the 3rd-place match (or 3 for both semi-final losers), then the
 * losers of each earlier round share the next place. Transfer full. */
GHashTable *
tav_bracket_get_places (TavStage *stage)
{
  GHashTable *places = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint n_rounds = tav_stage_get_n_rounds (stage);
  guint shared = 1;

  /* Walk back from the final; players eliminated earlier place lower. */
  for (guint r = n_rounds; r >= 1; r--)
    {
      TavRound *round = tav_stage_get_round (stage, r);
      guint n = tav_round_get_n_tables (round);
      gboolean has_third = tav_stage_get_third_place (stage) && r == n_rounds && n == 2 &&
                           n_rounds > 1;

      for (guint t = 0; t < n; t++)
        {
          TavTable *match = tav_round_get_table (round, t);
          const char *winner = tav_bracket_get_winner (match);
          const char *loser = tav_bracket_get_loser (match);

          if (winner == NULL)
            continue;
          if (r == n_rounds && t == 0)
            {
              g_hash_table_insert (places, g_strdup (winner), GUINT_TO_POINTER (1));
              if (loser[0] != '\0')
                g_hash_table_insert (places, g_strdup (loser), GUINT_TO_POINTER (2));
            }
          else if (has_third && t == 1)
            {
              g_hash_table_insert (places, g_strdup (winner), GUINT_TO_POINTER (3));
              g_hash_table_insert (places, g_strdup (loser), GUINT_TO_POINTER (4));
            }
          else if (loser[0] != '\0' && !g_hash_table_contains (places, loser))
            g_hash_table_insert (places, g_strdup (loser), GUINT_TO_POINTER (shared));
        }
      /* Losers of round r-1 place after everyone still in at round r. */
      shared = (has_third ? 4 : 2 * n) + 1;
      if (r == 1)
        break;
    }
  return places;
}

/* An event that starts with the playoffs: the field is filled up to the
 * next power of two with byes, drawn at random, and the other players are
 * paired at random. Returns the seeds for tav_bracket_create (), with ""
 * for each bye, laid out so that each bye faces one player. */
GStrv
tav_bracket_seed_with_byes (const char * const *players,
                            guint64             seed,
                            GError            **error)
{
  guint n = g_strv_length ((char **) players);
  guint size = 2, n_byes;
  g_autoptr(GPtrArray) order = g_ptr_array_new ();
  TavRandom rng;
  GStrv seeds;

  if (n < 2 || n > 64)
    {
      g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_PLAYERS,
                   _("The playoffs need 2 to 64 players, not %u"), n);
      return NULL;
    }
  while (size < n)
    size *= 2;
  n_byes = size - n;

  /* The same seed gives the same draw. */
  tav_random_init (&rng, tav_random_derive (seed, "bracket-byes", n, 0));
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (order, (gpointer) players[i]);
  tav_random_shuffle (&rng, order->pdata, n, sizeof (gpointer));

  /* Pair k holds seeds k and size − 1 − k: the first n_byes players of the
   * shuffled order meet a bye, the rest meet each other in turn. */
  seeds = g_new0 (char *, size + 1);
  for (guint k = 0, next = 0; k < size / 2; k++)
    {
      seeds[k] = g_strdup (order->pdata[next++]);
      seeds[size - 1 - k] = g_strdup (k < n_byes ? "" : order->pdata[next++]);
    }
  return seeds;
}
