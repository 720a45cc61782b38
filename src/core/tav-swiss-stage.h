/* tav-swiss-stage.h — a stage of two-player Swiss rounds, shared by rulesets
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-event.h"
#include "tav-standings.h"
#include "tav-swiss.h"
#include "tav-tiebreak.h"

G_BEGIN_DECLS

/* How a ruleset uses it
 * ---------------------
 * A two-player ruleset with Swiss rounds fills a TavSwissStageSpec from its
 * parameters each time it needs one (the points may be editable) and calls:
 *
 *  - draw_round: tav_swiss_stage_draw_round () creates the stage on the
 *    first call, pairs the next round through tav_swiss_pair (), seats a
 *    bye as a table of one with its result already entered ("winner",
 *    "bye"), redraws the last round, and sets *over when every planned
 *    round is played: the ruleset then ends the event or calls
 *    tav_swiss_stage_build_cut ().
 *  - standings: tav_swiss_record_compute () gives each player's points,
 *    wins, draws, losses, byes, missed rounds, opponents and games round by
 *    round; the ruleset picks its columns and tie-breakers from it
 *    (tav_swiss_record_sos ()/_esos (), or the shared tie-breakers unit)
 *    and tav_swiss_record_note () says why a player lost rounds he missed.
 *  - build_finals: tav_swiss_stage_build_cut () seeds the best active
 *    players of the standings into a single-elimination bracket; its
 *    parameter lists the cuts with TAV_SWISS_CUT_CHOICES and its matches
 *    take the fields of tav_swiss_stage_match_fields ().
 *  - player_returned: tav_swiss_stage_charge_missed ().
 *  - explaining a round: tav_swiss_stage_explain_round () and
 *    tav_swiss_stage_points_before ().
 *
 * The ruleset keeps what is its own: its plan (rounds, cut), its result
 * fields and their validation, its columns and texts. A result is read
 * through spec->read_result, or by default from "winner" (the seat whose id
 * it holds won; a table with a result and another winner lost) and a
 * boolean "draw" (both drew).
 *
 * Players are indexed by their position in the event, as everywhere in a
 * record. */

/* The top cuts into single elimination, none and 2 to 32 players: entries
 * of a ruleset's TavChoice list of its "cut" parameter, which may add its
 * own before and after them. */
#define TAV_SWISS_CUT_CHOICES \
  { "none", N_("No cut") }, \
  { "2", N_("Top 2") }, \
  { "4", N_("Top 4") }, \
  { "8", N_("Top 8") }, \
  { "16", N_("Top 16") }, \
  { "32", N_("Top 32") }

typedef enum
{
  TAV_SWISS_LOSS,
  TAV_SWISS_DRAW,
  TAV_SWISS_WIN,
} TavSwissOutcome;

/* What a seat of a table with a result got; games are 0 unless the ruleset
 * plays matches of several games (best of three). */
typedef struct
{
  TavSwissOutcome outcome;
  guint           games_won;
  guint           games_lost;
  guint           games_drawn;
} TavSwissSeatResult;

/* Reads seat @seat (0 or 1) of @table, which has a result, into @out; a
 * bye is a table of one (its outcome is read too: a bye result that does
 * not name the player counts as a loss). Games won and lost are for
 * matches of several games: GW% and OGW% read them. */
typedef void (*TavSwissReadResult) (TavEvent           *event,
                                    TavTable           *table,
                                    guint               seat,
                                    TavSwissSeatResult *out,
                                    gpointer            user_data);

/* The standings the top cut is seeded from, best first. */
typedef TavStandings *(*TavSwissStandingsFunc) (TavEvent *event,
                                                gpointer  user_data);

typedef struct
{
  const char           *stage;          /* stage id, e.g. "swiss" */
  const char           *stage_name;     /* N_() name given to a new stage */
  const char           *random_label;   /* tav_random_derive () label of the pairings */
  guint                 win_points;
  guint                 draw_points;
  guint                 loss_points;
  guint                 bye_points;     /* a bye counts as a win besides */
  guint                 missed_points;  /* a round missed while in the event: a loss besides */
  guint                 planned_rounds; /* set on the stage when it is created */
  TavSwissObjective     objective;
  TavSwissReadResult    read_result;    /* NULL: "winner" and "draw" */
  /* The top cut. */
  guint                 cut;            /* 0: no cut */
  const char           *cut_stage;      /* bracket stage id, e.g. "playoffs" */
  const char           *cut_name;       /* N_() name of the bracket */
  TavSwissStandingsFunc standings;
  gpointer              user_data;      /* for read_result and standings */
} TavSwissStageSpec;

/* One round of a player: a game, a bye (opponent -1), a round missed
 * while in the event (opponent -2), or a game against someone no longer
 * registered (-3). */
typedef struct
{
  guint              round;
  int                opponent;
  TavSwissSeatResult result;
  guint              points;
} TavSwissGame;

#define TAV_SWISS_GAME_BYE    (-1)
#define TAV_SWISS_GAME_MISSED (-2)
#define TAV_SWISS_GAME_UNKNOWN (-3)

/* What the Swiss rounds before a round give each player. Byes count as
 * wins and missed rounds as losses in wins/losses and played. A ruleset
 * computes its tie-breakers from games or tiebreak. */
typedef struct
{
  guint     n;
  guint     n_rounds;   /* the rounds counted */
  guint    *points;
  guint    *wins;
  guint    *draws;
  guint    *losses;
  guint    *played;     /* games, byes and missed rounds */
  guint    *byes;
  guint    *missed;
  gboolean *late;       /* every missed round came before his first game */
  GArray  **opponents;  /* guint, in round order; byes are not opponents */
  GArray  **games;      /* TavSwissGame, in round order */
  /* The same games as the shared tie-breakers read them (tav-tiebreak.h,
   * with rec->n players): byes, missed rounds and games against someone
   * no longer registered have no opponent; score is the points. */
  TavTiebreakPlayer *tiebreak;
  double   *sos;        /* tav_swiss_record_sos () of each player */
  double   *esos;
  GArray  **tiebreak_games;  /* TavTiebreakGame, behind tiebreak[i].games */
} TavSwissRecord;

TavSwissRecord *tav_swiss_record_compute     (const TavSwissStageSpec *spec,
                                              TavEvent                *event,
                                              guint                    upto);
void            tav_swiss_record_free        (TavSwissRecord          *rec);
int             tav_swiss_record_find        (const TavSwissRecord    *rec,
                                              TavEvent                *event,
                                              const char              *player_id);
/* Wins over rounds played (byes and missed rounds included). */
double          tav_swiss_record_win_ratio   (const TavSwissRecord    *rec,
                                              guint                    i);
/* Strength of schedule: the opponents' mean win ratio; extended: the
 * opponents' mean SoS. 0 without opponents. */
double          tav_swiss_record_sos         (const TavSwissRecord    *rec,
                                              guint                    i);
double          tav_swiss_record_esos        (const TavSwissRecord    *rec,
                                              guint                    i);
/* "late entry: 2 missed rounds lost", … or NULL when none were missed. */
char           *tav_swiss_record_note        (const TavSwissRecord    *rec,
                                              TavEvent                *event,
                                              guint                    i);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TavSwissRecord, tav_swiss_record_free)

gboolean    tav_swiss_stage_draw_round        (const TavSwissStageSpec  *spec,
                                               TavEvent                 *event,
                                               gboolean                  redraw,
                                               gboolean                 *over,
                                               GError                  **error);
gboolean    tav_swiss_stage_pair_round        (const TavSwissStageSpec  *spec,
                                               TavEvent                 *event,
                                               TavStage                 *stage,
                                               guint                     number,
                                               guint                     salt,
                                               GError                  **error);
guint       tav_swiss_stage_seated_in_first_round (TavStage             *stage);
gboolean    tav_swiss_stage_build_cut         (const TavSwissStageSpec  *spec,
                                               TavEvent                 *event,
                                               GError                  **error);
const TavFieldSpec *tav_swiss_stage_match_fields (guint              *n_fields);
void        tav_swiss_stage_charge_missed     (const TavSwissStageSpec  *spec,
                                               TavEvent                 *event,
                                               TavPlayer                *player);
GStrv       tav_swiss_stage_explain_round     (const TavSwissStageSpec  *spec,
                                               TavEvent                 *event,
                                               guint                     number,
                                               GError                  **error);
int         tav_swiss_stage_compare_values (const TavStandingsRow  *a,
                                               const TavStandingsRow  *b,
                                               guint                   column);
void        tav_swiss_stage_rank              (TavStandings             *standings,
                                               TavStage                 *cut,
                                               GCompareDataFunc          compare,
                                               gpointer                  data);
GHashTable *tav_swiss_stage_points_before     (const TavSwissStageSpec  *spec,
                                               TavEvent                 *event,
                                               guint                     number);

G_END_DECLS
