/* tav-bgl-record.c — Boardgame League records: what the rounds give
 *
 * Reads each table of the elimination rounds and the final table into
 * every player's placement points, PBG, PBA and games, with the lots that
 * break full ties; the seating, the final and the standings all order the
 * players from such a record, by the two orders of the rules.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-bgl"

#include "config.h"

#include <string.h>

#include "tav-bgl-private.h"
#include "tav-random.h"
#include "tav-tiebreak.h"

/* ---- Reading a result ---------------------------------------------------- */

/* The teams at a table in winners/losers scoring: the two halves of the
 * seats for variable teams, the two registered teams for fixed ones. */
static void
assign_sides (TavEvent   *event,
              TavTable   *table,
              TavBglSeat *seats)
{
  guint n = tav_table_get_n_seats (table);
  const char *first_team = NULL;
  gboolean two_teams = TRUE;
  guint n_first = 0;

  for (guint s = 0; s < n; s++)
    seats[s].side = -1;
  if (!tav_bgl_winners_losers (event) || n < 2 || n % 2 != 0)
    return;

  if (tav_bgl_teams (event) == TAV_BGL_TEAMS_VARIABLE)
    {
      for (guint s = 0; s < n; s++)
        seats[s].side = s < n / 2 ? 0 : 1;
      return;
    }

  for (guint s = 0; s < n; s++)
    {
      TavPlayer *player = tav_event_find_player (event, tav_table_get_seat (table, s));
      const char *team = player ? tav_player_get_team (player) : "";

      if (first_team == NULL)
        first_team = team;
      n_first += g_strcmp0 (team, first_team) == 0;
    }
  /* Exactly two teams of half the table each, or it is not a team game. */
  for (guint s = 0; s < n && two_teams; s++)
    {
      TavPlayer *player = tav_event_find_player (event, tav_table_get_seat (table, s));

      two_teams = player && tav_player_get_team (player)[0];
    }
  if (!two_teams || n_first != n / 2)
    return;
  for (guint s = 0; s < n; s++)
    {
      TavPlayer *player = tav_event_find_player (event, tav_table_get_seat (table, s));

      seats[s].side = g_strcmp0 (tav_player_get_team (player), first_team) == 0 ? 0 : 1;
    }
}

/* @team_game: the elimination rounds; the final table is played by
 * players, whatever the teams. */
static gboolean
read_table (TavEvent      *event,
            TavTable      *table,
            gboolean       team_game,
            TavBglSeat    *seats,
            TavBglOutcome *outcomes,
            TavBglTable   *info)
{
  JsonObject *result = tav_table_get_result (table);
  guint n = tav_table_get_n_seats (table);

  if (result == NULL || n == 0 || n > TAV_BGL_MAX_TABLE || tav_result_get_n_seats (result) != n)
    return FALSE;
  for (guint s = 0; s < n; s++)
    {
      JsonObject *seat = tav_result_get_seat (result, s);

      if (seat == NULL)
        return FALSE;
      seats[s].game = tav_result_get_int (seat, "points");
      seats[s].place = (guint) CLAMP (tav_result_get_int (seat, "place"), 0, TAV_BGL_MAX_TABLE);
      seats[s].last = tav_result_get_bool (seat, "last");
      seats[s].left = (guint) CLAMP (tav_result_get_int (seat, "left"), 0, TAV_BGL_MAX_TABLE);
    }
  assign_sides (event, table, seats);
  for (guint s = 0; s < n && !team_game; s++)
    seats[s].side = -1;
  tav_bgl_score_table (tav_bgl_per_table (event), n, seats, outcomes, info);
  return TRUE;
}

/* ---- Records ------------------------------------------------------------- */

/* PBA: the opponents' points now, once per meeting (an uncut Buchholz). */
static void
record_pba (TavBglRecord *record)
{
  g_autofree TavTiebreakPlayer *players = g_new0 (TavTiebreakPlayer, MAX (record->n, 1));
  g_autofree TavTiebreakGame **games = g_new0 (TavTiebreakGame *, MAX (record->n, 1));
  g_autofree double *pba = g_new0 (double, MAX (record->n, 1));

  for (guint i = 0; i < record->n; i++)
    {
      GArray *opponents = record->opponents[i];

      games[i] = g_new0 (TavTiebreakGame, MAX (opponents->len, 1));
      for (guint k = 0; k < opponents->len; k++)
        games[i][k].opponent = g_array_index (opponents, guint, k);
      players[i] = (TavTiebreakPlayer) { games[i], opponents->len, record->scores[i].points };
    }
  tav_tiebreak_buchholz (players, record->n, TAV_TIEBREAK_CUT_NONE, pba);
  for (guint i = 0; i < record->n; i++)
    {
      record->scores[i].pba = (guint64) pba[i];   /* whole 60ths: exact */
      g_free (games[i]);
    }
}

/* Doubles are compared to a millionth of a point: PBG sums the same
 * quotients in another order for two players who are really equal. */
static int
compare_double (double a,
                double b)
{
  if (a > b + 1e-6)
    return 1;
  if (b > a + 1e-6)
    return -1;
  return 0;
}

/* Lots are drawn once per event from its seed: the same ties always fall
 * the same way, in the CLI and the app. */
guint64
tav_bgl_player_lot (TavEvent   *event,
                    const char *player_id,
                    guint64     purpose)
{
  return tav_random_derive (tav_event_get_seed (event), "bgl-lots", g_str_hash (player_id), purpose);
}

int
tav_bgl_record_find (TavBglRecord *record,
                     const char   *player_id)
{
  return GPOINTER_TO_INT (g_hash_table_lookup (record->index, player_id)) - 1;
}

void
tav_bgl_record_free (TavBglRecord *record)
{
  if (record == NULL)
    return;
  for (guint i = 0; i < record->n; i++)
    g_array_unref (record->opponents[i]);
  g_free (record->opponents);
  g_free (record->scores);
  g_free (record->lots);
  g_hash_table_unref (record->index);
  g_free (record);
}

TavBglRecord *
tav_bgl_record_new (TavEvent *event,
                    guint     after_round)
{
  TavBglRecord *record = g_new0 (TavBglRecord, 1);
  TavStage *stage = tav_event_find_stage (event, TAV_BGL_ROUNDS);
  TavStage *final = tav_event_find_stage (event, TAV_BGL_FINAL);

  record->n = tav_event_get_n_players (event);
  record->index = g_hash_table_new (g_str_hash, g_str_equal);
  record->scores = g_new0 (TavBglScore, record->n);
  record->opponents = g_new0 (GArray *, record->n);
  record->lots = g_new0 (guint64, record->n);
  for (guint i = 0; i < record->n; i++)
    {
      const char *id = tav_player_get_id (tav_event_get_player (event, i));

      g_hash_table_insert (record->index, (gpointer) id, GUINT_TO_POINTER (i + 1));
      record->opponents[i] = g_array_new (FALSE, FALSE, sizeof (guint));
      record->lots[i] = tav_bgl_player_lot (event, id, 0);
    }

  for (guint r = 1; stage && r <= MIN (after_round, tav_stage_get_n_rounds (stage)); r++)
    {
      TavRound *round = tav_stage_get_round (stage, r);

      for (guint t = 0; t < tav_round_get_n_tables (round); t++)
        {
          TavTable *table = tav_round_get_table (round, t);
          TavBglSeat seats[TAV_BGL_MAX_TABLE];
          TavBglOutcome outcomes[TAV_BGL_MAX_TABLE];
          TavBglTable info;
          guint n = tav_table_get_n_seats (table);

          if (!read_table (event, table, TRUE, seats, outcomes, &info))
            continue;
          for (guint s = 0; s < n; s++)
            {
              int p = tav_bgl_record_find (record, tav_table_get_seat (table, s));

              if (p < 0)
                continue;
              record->scores[p].points += outcomes[s].points;
              record->scores[p].pbg += outcomes[s].pbg;
              record->scores[p].games++;
              for (guint o = 0; o < n; o++)
                {
                  int q = tav_bgl_record_find (record, tav_table_get_seat (table, o));

                  if (o != s && q >= 0)
                    g_array_append_val (record->opponents[p], q);
                }
            }
        }
    }

  record_pba (record);

  if (final && tav_stage_get_n_rounds (final) > 0)
    {
      TavRound *round = tav_stage_get_round (final, 1);

      for (guint t = 0; t < tav_round_get_n_tables (round); t++)
        {
          TavTable *table = tav_round_get_table (round, t);
          TavBglSeat seats[TAV_BGL_MAX_TABLE];
          TavBglOutcome outcomes[TAV_BGL_MAX_TABLE];
          TavBglTable info;

          if (!read_table (event, table, FALSE, seats, outcomes, &info))
            continue;
          for (guint s = 0; s < tav_table_get_n_seats (table); s++)
            {
              int p = tav_bgl_record_find (record, tav_table_get_seat (table, s));

              if (p < 0)
                continue;
              record->scores[p].final_points = outcomes[s].points;
              record->scores[p].final_position = outcomes[s].position;
            }
        }
    }
  return record;
}

gboolean
tav_bgl_player_score (TavEvent    *event,
                      const char  *player_id,
                      guint        after_round,
                      TavBglScore *score)
{
  g_autoptr(TavBglRecord) record = tav_bgl_record_new (event, after_round);
  int p = tav_bgl_record_find (record, player_id);

  memset (score, 0, sizeof *score);
  if (p < 0)
    return FALSE;
  *score = record->scores[p];
  return TRUE;
}

/* Seating order: more points; then lower PBA, higher PBG. */
int
tav_bgl_compare_seating (const TavBglScore *a,
                         const TavBglScore *b)
{
  int cmp;

  if (a->points != b->points)
    return a->points > b->points ? -1 : 1;
  if (a->pba != b->pba)
    return a->pba < b->pba ? -1 : 1;
  if ((cmp = compare_double (a->pbg, b->pbg)) != 0)
    return -cmp;
  return 0;
}

/* Ranking and access to the final: more points; then higher PBG, higher PBA. */
int
tav_bgl_compare_ranking (const TavBglScore *a,
                         const TavBglScore *b)
{
  int cmp;

  if (a->points != b->points)
    return a->points > b->points ? -1 : 1;
  if ((cmp = compare_double (a->pbg, b->pbg)) != 0)
    return -cmp;
  if (a->pba != b->pba)
    return a->pba > b->pba ? -1 : 1;
  return 0;
}
