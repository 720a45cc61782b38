/* tav-swiss-stage.c — a stage of two-player Swiss rounds, shared by rulesets
 *
 * The records of the rounds played, the draw of the next round through the
 * pairing engine, byes, missed rounds and the top cut into a bracket; what
 * differs between rulesets (points, plan, cut) comes in a TavSwissStageSpec.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-swiss-stage"

#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "tav-apart.h"
#include "tav-bracket.h"
#include "tav-draw.h"
#include "tav-player-private.h"
#include "tav-random.h"
#include "tav-ruleset.h"
#include "tav-swiss-stage.h"

/* ---- Record ----------------------------------------------------------- */

void
tav_swiss_record_free (TavSwissRecord *rec)
{
  if (rec == NULL)
    return;
  for (guint i = 0; i < rec->n; i++)
    {
      g_array_unref (rec->opponents[i]);
      g_array_unref (rec->games[i]);
      g_array_unref (rec->tiebreak_games[i]);
    }
  g_free (rec->opponents);
  g_free (rec->games);
  g_free (rec->tiebreak_games);
  g_free (rec->tiebreak);
  g_free (rec->sos);
  g_free (rec->esos);
  g_free (rec->points);
  g_free (rec->wins);
  g_free (rec->draws);
  g_free (rec->losses);
  g_free (rec->played);
  g_free (rec->byes);
  g_free (rec->missed);
  g_free (rec->late);
  g_free (rec);
}

static TavSwissRecord *
record_new (guint n,
            guint n_rounds)
{
  TavSwissRecord *rec = g_new0 (TavSwissRecord, 1);
  guint size = MAX (n, 1);

  rec->n = n;
  rec->n_rounds = n_rounds;
  rec->points = g_new0 (guint, size);
  rec->wins = g_new0 (guint, size);
  rec->draws = g_new0 (guint, size);
  rec->losses = g_new0 (guint, size);
  rec->played = g_new0 (guint, size);
  rec->byes = g_new0 (guint, size);
  rec->missed = g_new0 (guint, size);
  rec->late = g_new0 (gboolean, size);
  rec->opponents = g_new0 (GArray *, size);
  rec->games = g_new0 (GArray *, size);
  rec->tiebreak_games = g_new0 (GArray *, size);
  rec->tiebreak = g_new0 (TavTiebreakPlayer, size);
  rec->sos = g_new0 (double, size);
  rec->esos = g_new0 (double, size);
  for (guint i = 0; i < n; i++)
    {
      rec->opponents[i] = g_array_new (FALSE, FALSE, sizeof (guint));
      rec->games[i] = g_array_new (FALSE, FALSE, sizeof (TavSwissGame));
      rec->tiebreak_games[i] = g_array_new (FALSE, FALSE, sizeof (TavTiebreakGame));
    }
  return rec;
}

static void
read_default (TavEvent           *event,
              TavTable           *table,
              guint               seat,
              TavSwissSeatResult *out,
              gpointer            user_data)
{
  JsonObject *result = tav_table_get_result (table);

  if (tav_result_get_bool (result, "draw"))
    out->outcome = TAV_SWISS_DRAW;
  else if (g_strcmp0 (tav_result_get_string (result, "winner"),
                      tav_table_get_seat (table, seat)) == 0)
    out->outcome = TAV_SWISS_WIN;
  else
    out->outcome = TAV_SWISS_LOSS;
}

/* Points for @game: a bye won is worth bye_points, a missed round
 * missed_points, a game its outcome's points. */
static guint
game_points (const TavSwissStageSpec *spec,
             const TavSwissGame      *game)
{
  if (game->opponent == TAV_SWISS_GAME_MISSED)
    return spec->missed_points;
  switch (game->result.outcome)
    {
    case TAV_SWISS_WIN:
      return game->opponent == TAV_SWISS_GAME_BYE ? spec->bye_points : spec->win_points;
    case TAV_SWISS_DRAW:
      return spec->draw_points;
    case TAV_SWISS_LOSS:
    default:
      return spec->loss_points;
    }
}

static void
record_add (TavSwissRecord          *rec,
            const TavSwissStageSpec *spec,
            guint                    i,
            const TavSwissGame      *game)
{
  TavSwissGame copy = *game;

  copy.points = game_points (spec, game);
  rec->points[i] += copy.points;
  rec->played[i]++;
  if (game->result.outcome == TAV_SWISS_WIN)
    rec->wins[i]++;
  else if (game->result.outcome == TAV_SWISS_DRAW)
    rec->draws[i]++;
  else
    rec->losses[i]++;
  g_array_append_val (rec->games[i], copy);
}

static GHashTable *
index_players (TavEvent *event)
{
  GHashTable *index = g_hash_table_new (g_str_hash, g_str_equal);
  guint n = tav_event_get_n_players (event);

  for (guint i = 0; i < n; i++)
    g_hash_table_insert (index, (gpointer) tav_player_get_id (tav_event_get_player (event, i)),
                         GUINT_TO_POINTER (i + 1));
  return index;
}

/* The games of round @r; marks who was seated in it. */
static void
record_round (TavSwissRecord          *rec,
              const TavSwissStageSpec *spec,
              TavEvent                *event,
              TavRound                *round,
              guint                    r,
              GHashTable              *index,
              gboolean                *seated,
              guint                   *last_seated)
{
  TavSwissReadResult read = spec->read_result ? spec->read_result : read_default;

  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    {
      TavTable *table = tav_round_get_table (round, t);
      guint n_seats = tav_table_get_n_seats (table);
      guint idx[2] = { 0, 0 };

      for (guint s = 0; s < n_seats && s < 2; s++)
        {
          guint i = GPOINTER_TO_UINT (g_hash_table_lookup (index, tav_table_get_seat (table, s)));

          if (i == 0)
            continue;
          idx[s] = i;
          seated[(i - 1) * rec->n_rounds + (r - 1)] = TRUE;
          last_seated[i - 1] = r;
        }
      if (!tav_table_has_result (table))
        continue;
      for (guint s = 0; s < n_seats && s < 2; s++)
        {
          TavSwissGame game = { r, TAV_SWISS_GAME_BYE, { 0 }, 0 };

          if (idx[s] == 0)
            continue;
          read (event, table, s, &game.result, spec->user_data);
          /* A table of one is a bye. */
          if (n_seats == 1)
            rec->byes[idx[s] - 1]++;
          else
            game.opponent = idx[1 - s] ? (int) idx[1 - s] - 1 : TAV_SWISS_GAME_UNKNOWN;
          record_add (rec, spec, idx[s] - 1, &game);
        }
      /* Byes are not opponents. */
      if (n_seats == 2 && idx[0] && idx[1])
        {
          guint a = idx[0] - 1, b = idx[1] - 1;

          g_array_append_val (rec->opponents[a], b);
          g_array_append_val (rec->opponents[b], a);
        }
    }
}

static int
compare_games (gconstpointer a,
               gconstpointer b)
{
  const TavSwissGame *ga = a, *gb = b;

  return ga->round < gb->round ? -1 : ga->round > gb->round;
}

/* A loss for each round missed while in the event: up to now for a
 * player still in it (he may have come back), and for one who left, the
 * rounds he was charged when he came back (recorded then, so that leaving
 * again takes nothing back) and, in files written before that record,
 * those before his last game. */
static void
record_missed (TavSwissRecord          *rec,
               const TavSwissStageSpec *spec,
               TavEvent                *event,
               const gboolean          *seated,
               const guint             *last_seated)
{
  guint n_rounds = rec->n_rounds;

  for (guint i = 0; i < rec->n; i++)
    {
      TavPlayer *player = tav_event_get_player (event, i);
      guint until = tav_player_is_active (player) ? n_rounds : last_seated[i];
      guint n_charged;
      const guint *charged = tav_player_get_missed_rounds (player, &n_charged);
      TavSwissGame game = { 0, TAV_SWISS_GAME_MISSED, { TAV_SWISS_LOSS, 0, 0, 0 }, 0 };
      guint first = 0, last_missed = 0;

      for (guint r = n_rounds; r >= 1; r--)
        if (seated[i * n_rounds + (r - 1)])
          first = r;
      for (guint r = 1; r <= until; r++)
        if (!seated[i * n_rounds + (r - 1)])
          {
            rec->missed[i]++;
            last_missed = r;
            game.round = r;
            record_add (rec, spec, i, &game);
          }
      for (guint k = 0; k < n_charged; k++)
        if (charged[k] > until && charged[k] <= n_rounds &&
            !seated[i * n_rounds + (charged[k] - 1)])
          {
            rec->missed[i]++;
            last_missed = MAX (last_missed, charged[k]);
            game.round = charged[k];
            record_add (rec, spec, i, &game);
          }
      /* A late entry (or a player absent from the first check-ins) missed
       * rounds before he ever played; a returning player after. */
      rec->late[i] = rec->missed[i] && (first == 0 || last_missed < first);
      g_array_sort (rec->games[i], compare_games);
    }
}

static TavTiebreakOutcome
tiebreak_outcome (TavSwissOutcome outcome)
{
  switch (outcome)
    {
    case TAV_SWISS_WIN:
      return TAV_TIEBREAK_WIN;
    case TAV_SWISS_DRAW:
      return TAV_TIEBREAK_DRAW;
    case TAV_SWISS_LOSS:
    default:
      return TAV_TIEBREAK_LOSS;
    }
}

/* The games as the tie-breakers read them, and strength of schedule. */
static void
record_tiebreak (TavSwissRecord *rec)
{
  g_autofree double *ratio = g_new0 (double, MAX (rec->n, 1));

  for (guint i = 0; i < rec->n; i++)
    {
      for (guint k = 0; k < rec->games[i]->len; k++)
        {
          const TavSwissGame *game = &g_array_index (rec->games[i], TavSwissGame, k);
          TavTiebreakGame tb = {
            game->opponent >= 0 ? (guint) game->opponent : TAV_TIEBREAK_NO_OPPONENT,
            tiebreak_outcome (game->result.outcome),
            game->points,
            game->result.games_won,
            game->result.games_lost,
            game->result.games_drawn,
          };

          g_array_append_val (rec->tiebreak_games[i], tb);
        }
      rec->tiebreak[i].games = (const TavTiebreakGame *) rec->tiebreak_games[i]->data;
      rec->tiebreak[i].n_games = rec->tiebreak_games[i]->len;
      rec->tiebreak[i].score = rec->points[i];
      ratio[i] = tav_swiss_record_win_ratio (rec, i);
    }
  tav_tiebreak_opponents_average (rec->tiebreak, rec->n, ratio, 0, rec->sos);
  tav_tiebreak_opponents_average (rec->tiebreak, rec->n, rec->sos, 0, rec->esos);
}

/**
 * tav_swiss_record_compute:
 * @spec: the stage's rules
 * @event: an event
 * @upto: a Swiss round; G_MAXUINT: all of them
 *
 * What the rounds of the stage before @upto give each player.
 *
 * Returns: (transfer full): the record, indexed by player position
 */
TavSwissRecord *
tav_swiss_record_compute (const TavSwissStageSpec *spec,
                          TavEvent                *event,
                          guint                    upto)
{
  TavStage *swiss = tav_event_find_stage (event, spec->stage);
  guint n_rounds = swiss ? MIN (tav_stage_get_n_rounds (swiss), upto - 1) : 0;
  TavSwissRecord *rec = record_new (tav_event_get_n_players (event), n_rounds);
  g_autoptr(GHashTable) index = index_players (event);
  g_autofree guint *last_seated = g_new0 (guint, MAX (rec->n, 1));
  g_autofree gboolean *seated = g_new0 (gboolean, MAX (rec->n, 1) * MAX (n_rounds, 1));

  for (guint r = 1; r <= n_rounds; r++)
    record_round (rec, spec, event, tav_stage_get_round (swiss, r), r, index, seated, last_seated);
  record_missed (rec, spec, event, seated, last_seated);
  record_tiebreak (rec);
  return rec;
}

/* -1 when @player_id is not in the event. */
int
tav_swiss_record_find (const TavSwissRecord *rec,
                       TavEvent             *event,
                       const char           *player_id)
{
  for (guint i = 0; i < rec->n; i++)
    if (g_strcmp0 (tav_player_get_id (tav_event_get_player (event, i)), player_id) == 0)
      return (int) i;
  return -1;
}

double
tav_swiss_record_win_ratio (const TavSwissRecord *rec,
                            guint                 i)
{
  g_return_val_if_fail (i < rec->n, 0);

  return rec->played[i] ? (double) rec->wins[i] / rec->played[i] : 0;
}

double
tav_swiss_record_sos (const TavSwissRecord *rec,
                      guint                 i)
{
  g_return_val_if_fail (i < rec->n, 0);

  return rec->sos[i];
}

double
tav_swiss_record_esos (const TavSwissRecord *rec,
                       guint                 i)
{
  g_return_val_if_fail (i < rec->n, 0);

  return rec->esos[i];
}

char *
tav_swiss_record_note (const TavSwissRecord *rec,
                       TavEvent             *event,
                       guint                 i)
{
  TavPlayer *player;
  guint missed;

  g_return_val_if_fail (i < rec->n, NULL);

  player = tav_event_get_player (event, i);
  missed = rec->missed[i];
  if (missed == 0)
    return NULL;
  if (tav_event_is_checking_in (event) && !tav_player_get_checked_in (player))
    /* TRANSLATORS: a player absent at the check-in of the rounds drawn
     * without him, not arrived yet */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "absent: %u missed round lost",
                                         "absent: %u missed rounds lost", missed), missed);
  if (rec->late[i])
    /* TRANSLATORS: a player who came after the first rounds: a late
     * entry, or absent at their check-in */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "late entry: %u missed round lost",
                                         "late entry: %u missed rounds lost", missed), missed);
  /* TRANSLATORS: a player who dropped and came back */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "returned: %u missed round lost",
                                       "returned: %u missed rounds lost", missed), missed);
}

/* ---- Draw ------------------------------------------------------------- */

/* Players kept apart, and of one club when clubs are kept apart in every
 * round, weigh as a rematch; indices are the event's, as the record's. */
static void
add_apart_pairs (TavSwissRequest *request,
                 TavEvent        *event)
{
  g_autoptr(GPtrArray) players = g_ptr_array_new ();
  g_autoptr(GArray) pairs = NULL;

  for (guint i = 0; i < tav_event_get_n_players (event); i++)
    g_ptr_array_add (players, tav_event_get_player (event, i));
  pairs = tav_apart_pairs (event, players);
  for (guint i = 0; i < pairs->len; i++)
    {
      const TavApartPair *pair = &g_array_index (pairs, TavApartPair, i);

      tav_swiss_request_add_apart (request, pair->a, pair->b);
    }
}

static TavSwissRequest *
request_from_record (const TavSwissRecord *rec,
                     TavEvent             *event,
                     guint                *n_active)
{
  TavSwissRequest *request = tav_swiss_request_new (rec->n);

  *n_active = 0;
  for (guint i = 0; i < rec->n; i++)
    {
      gboolean active = tav_player_is_active (tav_event_get_player (event, i));

      tav_swiss_request_set_score (request, i, rec->points[i]);
      tav_swiss_request_set_byes (request, i, rec->byes[i]);
      tav_swiss_request_set_active (request, i, active);
      *n_active += active;
      for (guint k = 0; k < rec->opponents[i]->len; k++)
        if (g_array_index (rec->opponents[i], guint, k) > i)
          tav_swiss_request_add_played (request, i, g_array_index (rec->opponents[i], guint, k));
    }
  add_apart_pairs (request, event);
  return request;
}

/* The pairs in the order of the pairing, numbered to fit the room (a pair
 * takes the fixed or accessible table of its players); the bye, played at
 * no table, comes after the last table. */
static void
add_tables (TavRound              *round,
            TavEvent              *event,
            const TavSwissPairing *pairing)
{
  guint n_pairs = tav_swiss_pairing_get_n_pairs (pairing);
  g_autoptr(GPtrArray) pairs = g_ptr_array_new_with_free_func (g_free);
  guint last = 0;
  int bye;

  for (guint p = 0; p < n_pairs; p++)
    {
      const TavSwissPair *pair = tav_swiss_pairing_get_pair (pairing, p);
      const char **seats = g_new0 (const char *, 3);

      seats[0] = tav_player_get_id (tav_event_get_player (event, pair->a));
      seats[1] = tav_player_get_id (tav_event_get_player (event, pair->b));
      g_ptr_array_add (pairs, seats);
    }
  tav_draw_add_tables (event, round, pairs);
  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    last = MAX (last, tav_table_get_number (tav_round_get_table (round, t)));

  bye = tav_swiss_pairing_get_bye (pairing);
  if (bye >= 0)
    {
      const char *id = tav_player_get_id (tav_event_get_player (event, (guint) bye));
      const char *seats[] = { id, NULL };
      g_autoptr(TavTable) table = tav_table_new (last + 1, seats);
      g_autoptr(JsonObject) result = json_object_new ();

      /* The bye is a win at once: nothing to enter. */
      json_object_set_string_member (result, "winner", id);
      json_object_set_boolean_member (result, "bye", TRUE);
      tav_table_set_label (table, N_("Bye"));
      tav_table_set_result (table, result);
      tav_round_add_table (round, table);
    }
}

/* Pairs round @number of @stage from the rounds before it and adds it;
 * @salt tells a redraw from the first draw. */
gboolean
tav_swiss_stage_pair_round (const TavSwissStageSpec  *spec,
                            TavEvent                 *event,
                            TavStage                 *stage,
                            guint                     number,
                            guint                     salt,
                            GError                  **error)
{
  g_autoptr(TavSwissRecord) rec = tav_swiss_record_compute (spec, event, number);
  g_autoptr(TavSwissRequest) request = NULL;
  g_autoptr(TavSwissPairing) pairing = NULL;
  g_autoptr(TavRound) round = tav_round_new (number);
  /* Stored in English, whoever draws it: shown as "Round N" in the
   * reader's language (tav_round_get_name ()). */
  g_autofree char *name = g_strdup_printf ("Round %u", number);
  guint n_active;

  request = request_from_record (rec, event, &n_active);
  if (n_active < 2)
    {
      g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_PLAYERS,
                   _("Round %u cannot be paired: %u player is still in the event"),
                   number, n_active);
      return FALSE;
    }
  tav_swiss_request_set_first_round (request, number == 1);
  tav_swiss_request_set_objective (request, spec->objective);
  pairing = tav_swiss_pair (request,
                            tav_random_derive (tav_event_get_seed (event), spec->random_label,
                                               number, salt),
                            error);
  if (pairing == NULL)
    {
      g_prefix_error (error, _("Round %u: "), number);
      return FALSE;
    }

  tav_round_set_name (round, name);
  tav_round_set_plan (round, 0, salt);
  add_tables (round, event, pairing);
  tav_stage_add_round (stage, round);
  return TRUE;
}

/**
 * tav_swiss_stage_draw_round:
 * @spec: the stage's rules; planned_rounds is used when the stage is new
 * @event: an event
 * @redraw: draw the last round again
 * @over: (out): set when every planned round is played: nothing is drawn
 * @error: why no round was drawn
 *
 * Draws the next Swiss round (the first one creates the stage). A refused
 * draw changes nothing.
 */
gboolean
tav_swiss_stage_draw_round (const TavSwissStageSpec  *spec,
                            TavEvent                 *event,
                            gboolean                  redraw,
                            gboolean                 *over,
                            GError                  **error)
{
  TavStage *swiss = tav_event_find_stage (event, spec->stage);
  g_autoptr(TavRound) removed = NULL;
  guint n_rounds, salt = 0;

  *over = FALSE;
  if (swiss == NULL)
    {
      g_autoptr(TavStage) created = tav_stage_new (spec->stage, TAV_STAGE_TABLES);

      tav_stage_set_name (created, spec->stage_name);
      tav_stage_set_planned_rounds (created, spec->planned_rounds);
      tav_event_add_stage (event, created);
      swiss = created;
    }

  n_rounds = tav_stage_get_n_rounds (swiss);
  if (redraw)
    {
      /* Kept, to be put back if the round cannot be paired again. */
      removed = g_object_ref (tav_stage_get_last_round (swiss));
      salt = tav_round_get_plan_salt (removed) + 1;
      tav_stage_remove_last_round (swiss);
      n_rounds--;
    }
  else if (n_rounds > 0)
    {
      if (!tav_ruleset_check_complete (swiss, error))
        return FALSE;
      if (n_rounds >= tav_stage_get_planned_rounds (swiss))
        {
          *over = TRUE;
          return TRUE;
        }
    }

  if (!tav_swiss_stage_pair_round (spec, event, swiss, n_rounds + 1, salt, error))
    {
      if (removed != NULL)
        tav_stage_add_round (swiss, removed);
      else if (tav_stage_get_n_rounds (swiss) == 0)
        tav_event_remove_stage (event, spec->stage);
      return FALSE;
    }
  return TRUE;
}

/* The players seated in the first round: what a plan fixed by round 1
 * counts. */
guint
tav_swiss_stage_seated_in_first_round (TavStage *stage)
{
  TavRound *first = stage ? tav_stage_get_round (stage, 1) : NULL;
  guint n = 0;

  for (guint t = 0; first && t < tav_round_get_n_tables (first); t++)
    n += tav_table_get_n_seats (tav_round_get_table (first, t));
  return n;
}

/* Charges a returning player the rounds drawn without him, for good: the
 * record survives his leaving again. A round redrawn with him seated
 * costs him nothing. */
void
tav_swiss_stage_charge_missed (const TavSwissStageSpec *spec,
                               TavEvent                *event,
                               TavPlayer               *player)
{
  TavStage *swiss = tav_event_find_stage (event, spec->stage);
  guint n_rounds = swiss ? tav_stage_get_n_rounds (swiss) : 0;

  for (guint r = 1; r <= n_rounds; r++)
    if (tav_round_find_player (tav_stage_get_round (swiss, r), tav_player_get_id (player), NULL) == NULL)
      tav_player_add_missed_round (player, r);
}

/* ---- Top cut ---------------------------------------------------------- */

static guint
rounds_played (TavStage *swiss)
{
  guint n = swiss ? tav_stage_get_n_rounds (swiss) : 0;

  if (n && !tav_round_is_complete (tav_stage_get_last_round (swiss)))
    n--;
  return n;
}

/**
 * tav_swiss_stage_build_cut:
 * @spec: the stage's rules: cut, cut_stage, cut_name and standings
 * @event: an event whose Swiss rounds are over
 * @error: why no bracket was built
 *
 * Seeds the top spec->cut active players of the standings, in their order,
 * into a single-elimination bracket: a player of the cut who has left is
 * replaced by the next one.
 */
gboolean
tav_swiss_stage_build_cut (const TavSwissStageSpec  *spec,
                           TavEvent                 *event,
                           GError                  **error)
{
  TavStage *swiss = tav_event_find_stage (event, spec->stage);
  g_autoptr(GPtrArray) seeds = g_ptr_array_new ();
  g_autoptr(TavStandings) standings = NULL;
  guint n_rows;

  if (tav_event_find_stage (event, spec->cut_stage))
    {
      g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE,
                   _("The playoffs are already built"));
      return FALSE;
    }
  if (swiss == NULL || !tav_stage_is_complete (swiss))
    {
      g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE,
                   _("The Swiss rounds are not over: %u of %u played"),
                   rounds_played (swiss), swiss ? tav_stage_get_planned_rounds (swiss) : 0);
      return FALSE;
    }
  if (spec->cut == 0)
    {
      g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE,
                   _("This event has no cut: it ends with the Swiss rounds"));
      return FALSE;
    }

  standings = spec->standings (event, spec->user_data);
  n_rows = tav_standings_get_n_rows (standings);
  for (guint i = 0; i < n_rows && seeds->len < spec->cut; i++)
    {
      TavPlayer *player = tav_standings_row_get_player (tav_standings_get_row (standings, i));

      if (tav_player_is_active (player))
        g_ptr_array_add (seeds, (gpointer) tav_player_get_id (player));
    }
  if (seeds->len < spec->cut)
    {
      g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_PLAYERS,
                   _("The top %u cut needs %u players still in the event, only %u are left"),
                   spec->cut, spec->cut, seeds->len);
      return FALSE;
    }
  g_ptr_array_add (seeds, NULL);
  return tav_bracket_create (event, spec->cut_stage, spec->cut_name,
                             (const char * const *) seeds->pdata, FALSE, error) != NULL;
}

/* ---- The top cut's matches -------------------------------------------- */

static const TavChoice match_scores[] = {
  { "2-0", N_("2–0") },
  { "2-1", N_("2–1") },
  { "1-0", N_("1–0 (win on time)") },
  { NULL, NULL }
};

/* A match of the bracket: its winner, and for a best of three the games. */
static const TavFieldSpec match_fields[] = {
  { "winner", N_("Winner"), N_("The player who won the match"),
    TAV_FIELD_PLAYER, TAV_FIELD_TABLE, 0, 0, 0, "", NULL },
  { "score", N_("Games"), N_("The game score of a best-of-three match"),
    TAV_FIELD_CHOICE, TAV_FIELD_OPTIONAL, 0, 0, 0, "2-0", match_scores },
  { "forfeit", N_("Forfeit"), N_("The loser left before or during the match, or a bye"),
    TAV_FIELD_BOOLEAN, TAV_FIELD_OPTIONAL, 0, 0, 0, "false", NULL },
};

/**
 * tav_swiss_stage_match_fields:
 * @n_fields: (out): how many fields
 *
 * The result fields of a match of the top cut, whichever ruleset seeded
 * it: the winner, the game score of a best of three and a forfeit.
 */
const TavFieldSpec *
tav_swiss_stage_match_fields (guint *n_fields)
{
  *n_fields = G_N_ELEMENTS (match_fields);
  return match_fields;
}

/* ---- Explanations ----------------------------------------------------- */

static char *
explain_bye (const TavSwissRecord *rec,
             TavRound             *round,
             GHashTable           *index,
             guint                 number,
             guint                 a)
{
  guint n_tables = tav_round_get_n_tables (round);
  guint fewest = G_MAXUINT, lowest = G_MAXUINT;

  /* The engine's order: fewest byes, then the lowest score. */
  for (guint t = 0; t < n_tables; t++)
    {
      TavTable *other = tav_round_get_table (round, t);

      for (guint s = 0; s < tav_table_get_n_seats (other); s++)
        {
          guint i = GPOINTER_TO_UINT (g_hash_table_lookup (index, tav_table_get_seat (other, s)));

          if (i-- == 0)
            continue;
          if (rec->byes[i] < fewest)
            {
              fewest = rec->byes[i];
              lowest = rec->points[i];
            }
          else if (rec->byes[i] == fewest)
            lowest = MIN (lowest, rec->points[i]);
        }
    }
  if (number == 1)
    return g_strdup (_("bye: drawn at random (first round)"));
  if (rec->byes[a] == fewest && rec->points[a] == lowest)
    return fewest == 0 ? g_strdup (_("bye: lowest score without a bye"))
                       : g_strdup (_("bye: lowest score among the fewest byes"));
  return g_strdup (_("bye: a lower-ranked bye would force a rematch"));
}

static char *
explain_pair (const TavSwissRecord *rec,
              TavEvent             *event,
              guint                 number,
              guint                 a,
              guint                 b)
{
  TavApartReason apart = tav_apart_reason (event, tav_event_get_player (event, a),
                                           tav_event_get_player (event, b));
  gboolean rematch = FALSE;
  guint high = MAX (rec->points[a], rec->points[b]);
  guint low = MIN (rec->points[a], rec->points[b]);
  g_autofree char *text = NULL;

  for (guint k = 0; k < rec->opponents[a]->len; k++)
    rematch |= g_array_index (rec->opponents[a], guint, k) == b;
  if (number == 1)
    text = g_strdup (_("paired at random (first round)"));
  else if (high == low)
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "same score group (%u point)",
                                         "same score group (%u points)", high),
                            high);
  else
    /* TRANSLATORS: e.g. "pair-down from 3 to 2 points" */
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "pair-down from %u to %u point",
                                         "pair-down from %u to %u points", low),
                            high, low);
  if (rematch)
    {
      /* TRANSLATORS: appended to an explanation of a pairing */
      char *more = g_strdup_printf (_("%s; a rematch, as no pairing avoided one"), text);

      g_free (text);
      text = more;
    }
  if (apart == TAV_APART_KEPT)
    /* TRANSLATORS: appended to an explanation of a pairing: the two
     * players are to be kept apart (family, couples) */
    return g_strdup_printf (_("%s; kept apart, but no pairing avoided it"), text);
  if (apart == TAV_APART_CLUB)
    /* TRANSLATORS: appended to an explanation of a pairing: the two
     * players are of one club, kept apart in every round */
    return g_strdup_printf (_("%s; of one club, but no pairing avoided it"), text);
  return g_steal_pointer (&text);
}

/* Each player's partner in the pairing the engine gives round @number
 * (player index + 1, 0 for none), with the players @round seats: the round
 * as drawn, before any swap by hand. NULL when the engine cannot pair it. */
static guint *
engine_partners (const TavSwissStageSpec *spec,
                 TavEvent                *event,
                 const TavSwissRecord    *rec,
                 GHashTable              *index,
                 TavRound                *round,
                 guint                    number)
{
  g_autoptr(TavSwissRequest) request = NULL;
  g_autoptr(TavSwissPairing) pairing = NULL;
  guint *partners;
  guint n_active;

  /* Whoever was absent at the draw sat nothing: the seated are the field. */
  request = request_from_record (rec, event, &n_active);
  for (guint i = 0; i < rec->n; i++)
    tav_swiss_request_set_active (request, i, FALSE);
  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    {
      TavTable *table = tav_round_get_table (round, t);

      for (guint s = 0; s < tav_table_get_n_seats (table); s++)
        {
          guint i = GPOINTER_TO_UINT (g_hash_table_lookup (index, tav_table_get_seat (table, s)));

          if (i > 0)
            tav_swiss_request_set_active (request, i - 1, TRUE);
        }
    }
  tav_swiss_request_set_first_round (request, number == 1);
  tav_swiss_request_set_objective (request, spec->objective);
  pairing = tav_swiss_pair (request,
                            tav_random_derive (tav_event_get_seed (event), spec->random_label,
                                               number, tav_round_get_plan_salt (round)),
                            NULL);
  if (pairing == NULL)
    return NULL;
  partners = g_new0 (guint, rec->n);
  for (guint p = 0; p < tav_swiss_pairing_get_n_pairs (pairing); p++)
    {
      const TavSwissPair *pair = tav_swiss_pairing_get_pair (pairing, p);

      partners[pair->a] = pair->b + 1;
      partners[pair->b] = pair->a + 1;
    }
  return partners;
}

/* A pair the engine did not make: the organiser swapped seats. */
static char *
explain_swapped (const TavSwissRecord *rec,
                 guint                 a,
                 guint                 b)
{
  for (guint k = 0; k < rec->opponents[a]->len; k++)
    if (g_array_index (rec->opponents[a], guint, k) == b)
      return g_strdup (_("set by the organiser (seats swapped); a rematch"));
  return g_strdup (_("set by the organiser (seats swapped)"));
}

/**
 * tav_swiss_stage_explain_round:
 * @spec: the stage's rules
 * @event: an event
 * @number: a Swiss round
 * @error: why there is nothing to explain
 *
 * One explanation per table of a Swiss round, in table order: why these
 * two meet, or why this player has the bye. Computed from the rounds
 * before it, so a corrected earlier result shows here too. A pair the
 * engine would not have made (the seed and the round's salt give its
 * pairing again) was set by the organiser, and is said to be.
 *
 * Returns: (transfer full): the explanations, "" for a table of unknown
 *   players
 */
GStrv
tav_swiss_stage_explain_round (const TavSwissStageSpec  *spec,
                               TavEvent                 *event,
                               guint                     number,
                               GError                  **error)
{
  TavStage *swiss = tav_event_find_stage (event, spec->stage);
  TavRound *round = swiss ? tav_stage_get_round (swiss, number) : NULL;
  g_autoptr(TavSwissRecord) rec = NULL;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr(GHashTable) index = NULL;
  g_autofree guint *partners = NULL;

  if (round == NULL)
    {
      g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE,
                   _("There is no Swiss round %u (%u drawn)"), number,
                   swiss ? tav_stage_get_n_rounds (swiss) : 0);
      return NULL;
    }
  rec = tav_swiss_record_compute (spec, event, number);
  index = index_players (event);
  partners = engine_partners (spec, event, rec, index, round, number);
  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    {
      TavTable *table = tav_round_get_table (round, t);
      guint a = GPOINTER_TO_UINT (g_hash_table_lookup (index, tav_table_get_seat (table, 0)));
      guint b = 0;
      g_autofree char *text = NULL;

      if (tav_table_get_n_seats (table) > 1)
        b = GPOINTER_TO_UINT (g_hash_table_lookup (index, tav_table_get_seat (table, 1)));
      if (a == 0)
        text = g_strdup ("");
      else if (tav_table_get_n_seats (table) == 1)
        text = explain_bye (rec, round, index, number, a - 1);
      else if (b == 0)
        text = g_strdup ("");
      else if (partners && partners[a - 1] != b)
        text = explain_swapped (rec, a - 1, b - 1);
      else
        text = explain_pair (rec, event, number, a - 1, b - 1);
      g_strv_builder_add (builder, text);
    }
  return g_strv_builder_end (builder);
}

/**
 * tav_swiss_stage_points_before:
 * @spec: the stage's rules
 * @event: an event
 * @number: a Swiss round
 *
 * The points the players had when Swiss round @number was paired: the
 * score groups that tav_swiss_stage_explain_round() speaks of.
 *
 * Returns: (transfer full): player id → points (GUINT_TO_POINTER), every
 *   registered player included
 */
GHashTable *
tav_swiss_stage_points_before (const TavSwissStageSpec *spec,
                               TavEvent                *event,
                               guint                    number)
{
  g_autoptr(TavSwissRecord) rec = NULL;
  GHashTable *points = g_hash_table_new (g_str_hash, g_str_equal);

  g_return_val_if_fail (TAV_IS_EVENT (event), points);

  rec = tav_swiss_record_compute (spec, event, number);
  for (guint i = 0; i < rec->n; i++)
    g_hash_table_insert (points, (gpointer) tav_player_get_id (tav_event_get_player (event, i)),
                         GUINT_TO_POINTER (rec->points[i]));
  return points;
}

/* ---- Final standings ---------------------------------------------------- */

/**
 * tav_swiss_stage_compare_values:
 *
 * The higher of the two rows' values in @column first, values within
 * 1e-9 equal: a tie-breaker's order.
 */
int
tav_swiss_stage_compare_values (const TavStandingsRow *a,
                                const TavStandingsRow *b,
                                guint                  column)
{
  double va = tav_standings_row_get_value ((TavStandingsRow *) a, column);
  double vb = tav_standings_row_get_value ((TavStandingsRow *) b, column);

  if (fabs (va - vb) < 1e-9)
    return 0;
  return va > vb ? -1 : 1;
}

typedef struct
{
  GHashTable       *places;
  GCompareDataFunc  compare;
  gpointer          data;
} CutOrder;

static guint
place_in_cut (GHashTable      *places,
              TavStandingsRow *row)
{
  if (places == NULL)
    return 0;
  return GPOINTER_TO_UINT (g_hash_table_lookup (places, tav_player_get_id (tav_standings_row_get_player (row))));
}

static int
compare_cut_first (gconstpointer a,
                   gconstpointer b,
                   gpointer      user_data)
{
  const CutOrder *order = user_data;
  guint pa = place_in_cut (order->places, (TavStandingsRow *) a);
  guint pb = place_in_cut (order->places, (TavStandingsRow *) b);

  if (pa != pb)
    {
      if (pa == 0 || pb == 0)
        return pa == 0 ? 1 : -1;
      return pa < pb ? -1 : 1;
    }
  return order->compare (a, b, order->data);
}

/**
 * tav_swiss_stage_rank:
 * @cut: (nullable): the top cut
 * @compare: the Swiss order of two rows
 *
 * Sorts @standings and ranks its rows: once @cut is complete its places
 * come first (the losers of one of its rounds share their place), and
 * everyone else keeps the Swiss order, as do the cut's players until its
 * final is decided.
 */
void
tav_swiss_stage_rank (TavStandings     *standings,
                      TavStage         *cut,
                      GCompareDataFunc  compare,
                      gpointer          data)
{
  g_autoptr(GHashTable) places = NULL;
  CutOrder order = { NULL, compare, data };

  if (cut && tav_stage_is_complete (cut))
    places = tav_bracket_get_places (cut);
  order.places = places;
  tav_standings_sort (standings, compare_cut_first, &order);
  for (guint i = 0; i < tav_standings_get_n_rows (standings); i++)
    {
      TavStandingsRow *row = tav_standings_get_row (standings, i);
      guint place = place_in_cut (places, row);

      tav_standings_row_set_rank (row, place ? place : i + 1);
    }
}
