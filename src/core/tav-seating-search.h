/* tav-seating-search.h — the local search behind tav_seating_solve()
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Private to tav-seating.c; not part of the library's API.
 */
#pragma once

#include <glib.h>

#include "tav-random.h"
#include "tav-seating.h"

G_BEGIN_DECLS

/* tav_seating_solve() with a chosen number of seeded runs, shared with a
 * second thread or not: the result is the same either way. */
TavSeating *tav_seating_solve_runs (const TavSeatingRequest  *self,
                                    guint64                   seed,
                                    guint                     n_runs,
                                    gboolean                  threads,
                                    GError                  **error);

#define NO_PLAYER G_MAXUINT

/* Players a < b met `times` times before. */
typedef struct
{
  guint a;
  guint b;
  guint times;
} TavSeatingMet;

/* A full plan: every planned round seats all n players, the seats of round r
 * being r·n .. r·n + n − 1, grouped by table-round ("tr": one table of one
 * round). Moves swap two players of one round. */
typedef struct
{
  guint    n;
  guint    n_rounds;
  guint    n_tr;         /* table-rounds, over all rounds */
  guint   *round_tr;     /* n_rounds + 1: first table-round of each round */
  guint   *tr_round;
  guint   *tr_first;     /* n_tr + 1: first seat of each table-round */
  guint   *seat_tr;      /* table-round of each seat; fixed */
  guint   *seats;        /* n_rounds × n: the player in each seat */
  guint   *pos;          /* n_rounds × n: the seat of each (round, player) */
  guint8  *hist;         /* n × n: history meetings, clamped to 2 */
  guint16 *met;          /* n × n: clamped history + planned meetings */
  guint   *conf;         /* per table-round: its pairs that meet again */
  guint   *conf_set;     /* table-rounds with conf > 0, in any order */
  guint   *conf_index;
  guint    n_conf;
  guint8  *pinned;       /* n_rounds × n: (round, player) may not move */
  guint   *buf;          /* n scratch */
  gint64   cost;         /* planned repeats */
} TavSearch;

static inline guint
tav_search_tr_size (const TavSearch *s,
                    guint            tr)
{
  return s->tr_first[tr + 1] - s->tr_first[tr];
}

static inline guint
tav_search_tr_of (const TavSearch *s,
                  guint            round,
                  guint            player)
{
  return s->seat_tr[s->pos[round * s->n + player]];
}

void     tav_search_init        (TavSearch       *s,
                                 guint            n_players,
                                 GPtrArray       *rounds,
                                 GArray          *history);
void     tav_search_clear       (TavSearch       *s);
void     tav_search_load        (TavSearch       *s,
                                 const guint     *seats);
int      tav_search_swap_delta  (const TavSearch *s,
                                 guint            round,
                                 guint            p,
                                 guint            q);
void     tav_search_swap_apply  (TavSearch       *s,
                                 guint            round,
                                 guint            p,
                                 guint            q,
                                 int              delta);
void     tav_search_seat_random (const TavSearch *s,
                                 TavRandom       *rng,
                                 guint           *seats);
gboolean tav_search_seat_design (const TavSearch *s,
                                 TavRandom       *rng,
                                 guint           *seats);
void     tav_search_anneal      (TavSearch       *s,
                                 TavRandom       *rng,
                                 guint64          budget,
                                 gint64           target,
                                 guint           *best_seats,
                                 gint64          *best_cost);
void     tav_search_tabu        (TavSearch       *s,
                                 TavRandom       *rng,
                                 guint            tenure,
                                 guint64          budget,
                                 gint64           target,
                                 guint           *best_seats,
                                 gint64          *best_cost);

G_END_DECLS
