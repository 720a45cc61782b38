/* tav-swiss.h — two-player Swiss pairings: no avoidable rematch, fair byes,
 * the fewest players paired out of their score group
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A Swiss request knows nothing of events: players are indices 0..n-1 with a
 * score (tournament points so far), a bye count and the opponents they met.
 * Inactive players (dropped, or not yet entered) are left out of the round.
 *
 * tav_swiss_pair() returns, in this order of priority:
 *  1. the fewest rematches and meetings of pairs kept apart, together
 *     (tav_swiss_request_add_apart (): none whenever a pairing free of
 *     both exists, whatever the bye and the score groups);
 *  2. the bye, when the field is odd, to the first player in the order
 *     (fewest byes, lowest score) whose bye keeps 1; in the first round
 *     scores are ignored, so the bye is random among those with no bye;
 *  3. the fewest pairs of players from different score groups;
 *  4. the smallest sum of squared score differences over the pairs
 *     (3 and 4 swap with TAV_SWISS_SMALLEST_GAPS, below);
 *  5. a random choice, from the seed, among what remains equal.
 * The result is exact (see docs/pairing.md) and a function of the request
 * and the seed only. */
typedef struct _TavSwissRequest TavSwissRequest;
typedef struct _TavSwissPairing TavSwissPairing;

typedef struct
{
  guint    a;          /* the higher score of the two */
  guint    b;
  double   score_a;
  double   score_b;
  gboolean pair_down;  /* different score groups */
  gboolean rematch;    /* they met before: every pairing had a rematch */
  gboolean apart;      /* kept apart: every pairing had such a meeting */
} TavSwissPair;

typedef enum
{
  TAV_SWISS_BYE_NONE,            /* even field */
  TAV_SWISS_BYE_RANDOM,          /* first round */
  TAV_SWISS_BYE_LOWEST,          /* lowest score among the fewest byes */
  TAV_SWISS_BYE_AVOIDS_REMATCH,  /* a lower-ranked bye would force a rematch */
} TavSwissByeReason;

/* What comes after rematches and the bye. The default is the fewest pairs
 * across score groups, so two odd groups far apart are paired directly
 * (one pair, a large gap). SMALLEST_GAPS puts the squared gaps first, so
 * the odd player floats down one group at a time, as in "pair the leftover
 * with the next group down" (more pairs across groups, each one step). */
typedef enum
{
  TAV_SWISS_FEWEST_PAIR_DOWNS,
  TAV_SWISS_SMALLEST_GAPS,
} TavSwissObjective;

/* Knobs of the candidate graph, for tests and benchmarks; the defaults suit
 * real events. Zero fields keep their default. */
typedef struct
{
  guint dense_below;     /* fields up to this size: every pair is a candidate */
  guint group_cycles;    /* random Hamiltonian cycles through each score group */
  guint cross_links;     /* random links per player between paired groups */
  guint complete_below;  /* groups up to this size: every pair */
  guint max_attempts;    /* candidate widenings before the dense fallback */
} TavSwissTuning;

TavSwissRequest   *tav_swiss_request_new             (guint                    n_players);
void               tav_swiss_request_free            (TavSwissRequest         *self);
void               tav_swiss_request_set_score       (TavSwissRequest         *self,
                                                      guint                    player,
                                                      double                   score);
void               tav_swiss_request_set_byes        (TavSwissRequest         *self,
                                                      guint                    player,
                                                      guint                    byes);
void               tav_swiss_request_set_active      (TavSwissRequest         *self,
                                                      guint                    player,
                                                      gboolean                 active);
void               tav_swiss_request_add_played      (TavSwissRequest         *self,
                                                      guint                    a,
                                                      guint                    b);
void               tav_swiss_request_add_apart       (TavSwissRequest         *self,
                                                      guint                    a,
                                                      guint                    b);
void               tav_swiss_request_set_first_round (TavSwissRequest         *self,
                                                      gboolean                 first_round);
void               tav_swiss_request_set_objective   (TavSwissRequest         *self,
                                                      TavSwissObjective        objective);
void               tav_swiss_request_set_tuning      (TavSwissRequest         *self,
                                                      const TavSwissTuning    *tuning);
guint              tav_swiss_request_get_n_players   (const TavSwissRequest   *self);

TavSwissPairing   *tav_swiss_pair                    (const TavSwissRequest   *self,
                                                      guint64                  seed,
                                                      GError                 **error);
void               tav_swiss_pairing_free            (TavSwissPairing         *self);
guint              tav_swiss_pairing_get_n_pairs     (const TavSwissPairing   *self);
const TavSwissPair *tav_swiss_pairing_get_pair       (const TavSwissPairing   *self,
                                                      guint                    i);
int                tav_swiss_pairing_get_bye         (const TavSwissPairing   *self);
TavSwissByeReason  tav_swiss_pairing_get_bye_reason  (const TavSwissPairing   *self);
guint              tav_swiss_pairing_get_rematches   (const TavSwissPairing   *self);
/* Pairs kept apart who meet all the same (not counted as rematches). */
guint              tav_swiss_pairing_get_apart_meetings (const TavSwissPairing *self);
guint              tav_swiss_pairing_get_mixed_pairs (const TavSwissPairing   *self);
/* ⌈odd score groups / 2⌉ once the bye is out: no pairing has fewer mixed
 * pairs, rematches or not. */
guint              tav_swiss_pairing_get_parity_bound (const TavSwissPairing  *self);
/* Σ (score_a − score_b)² over the pairs. */
double             tav_swiss_pairing_get_gap_cost    (const TavSwissPairing   *self);
/* TRUE when the dual certificate proved the pairing optimal (always, unless
 * a huge field exhausted its candidate widenings). */
gboolean           tav_swiss_pairing_is_certified    (const TavSwissPairing   *self);
guint              tav_swiss_pairing_get_attempts    (const TavSwissPairing   *self);
guint              tav_swiss_pairing_get_candidate_edges (const TavSwissPairing *self);
char              *tav_swiss_pairing_explain         (const TavSwissPairing   *self,
                                                      guint                    i);
char              *tav_swiss_pairing_explain_bye     (const TavSwissPairing   *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TavSwissRequest, tav_swiss_request_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TavSwissPairing, tav_swiss_pairing_free)

#define TAV_SWISS_ERROR (tav_swiss_error_quark ())
GQuark tav_swiss_error_quark (void);

typedef enum
{
  TAV_SWISS_ERROR_INVALID,
} TavSwissError;

G_END_DECLS
