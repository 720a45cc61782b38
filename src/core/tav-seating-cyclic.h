/* tav-seating-cyclic.h — schedules invariant under a cyclic group of players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Private to the seating solver; not part of the library's API.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define TAV_CYCLIC_MAX_PLAYERS 64

/* n players at tables of k, and a permutation `gen` of the players of order
 * m. A base round is a seating of all n players; it is developed into the m
 * rounds gen^j (base), j < m. Pairs fall into orbits under gen: a schedule
 * developed from base rounds has no repeated meeting when the pairs of all
 * base tables lie in distinct orbits of m pairs each. `avoid` lists pairs
 * (2 × n_avoid players) whose orbits must meet nobody: a zero-repeat
 * schedule that leaves some pairs unmet names them here, which makes the
 * search exact. n_fixed more rounds are each turned into themselves by gen:
 * m tables gen^j (T), T holding player 0 and one player of each orbit,
 * which needs n = m · k and player 0 turned; such a round takes the orbits
 * of T's pairs. With fixed rounds the rounds must take every usable orbit. */
typedef struct
{
  guint        n;
  guint        k;
  guint        m;
  guint        n_base;
  const guint *gen;
  const guint *avoid;
  guint        n_avoid;
  guint        n_fixed;
} TavCyclicModel;

gboolean tav_cyclic_search  (const TavCyclicModel *model,
                             guint64               budget,
                             guint64               restart,
                             guint                *base,
                             guint64              *nodes);
void     tav_cyclic_turn    (const TavCyclicModel *model,
                             const guint          *members,
                             guint                *round);
guint    tav_cyclic_develop (const TavCyclicModel *model,
                             const guint          *base,
                             guint                *table);
guint64  tav_cyclic_repeats (guint                 n,
                             guint                 n_rounds,
                             const guint          *table);

G_END_DECLS
