/* tav-test-bang.h — building BANG! results in tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-event.h"
#include "tav-random.h"

G_BEGIN_DECLS

JsonObject *tav_test_bang_result      (const char * const *roles,
                                       const gboolean     *alive,
                                       const int          *spent,
                                       guint               n_seats,
                                       const char         *outcome,
                                       gboolean            renegade_killed_last);
JsonObject *tav_test_bang_random      (TavRandom          *rng,
                                       guint               n_seats);
void        tav_test_bang_play_round  (TavEvent           *event,
                                       TavRandom          *rng);
JsonObject *tav_test_bang_game        (const char         *roles,
                                       const char         *alive,
                                       const int          *spent,
                                       const char         *outcome,
                                       gboolean            final_duel);
JsonObject *tav_test_bang_game_random (TavRandom          *rng,
                                       guint               n_seats);
void        tav_test_bang_seat_first  (TavEvent           *event,
                                       const char * const *t1,
                                       const char * const *t2);
void        tav_test_bang_play_game   (TavEvent           *event,
                                       TavRandom          *rng);
void        tav_test_bang_play_stage  (TavEvent           *event,
                                       TavRandom          *rng);

G_END_DECLS
