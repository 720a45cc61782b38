/* tav-test-catan.h — building catan-bg events and results in tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-event.h"
#include "tav-random.h"

G_BEGIN_DECLS

/* A seating by position: for each round, tables of positions 0..13 in seat
 * order, each ended by -1 (the season test's hand computation uses it). */
#define TAV_TEST_CATAN_ROUNDS 3
#define TAV_TEST_CATAN_TABLES 4
extern const int tav_test_catan_seating[TAV_TEST_CATAN_ROUNDS][TAV_TEST_CATAN_TABLES][5];

TavEvent   *tav_test_catan_event       (const char          *name,
                                        guint                n_players,
                                        guint64              seed);
JsonObject *tav_test_catan_result      (guint                n_seats,
                                        const guint         *vp,
                                        const guint         *place,
                                        const gboolean      *left,
                                        const char          *substitute);
JsonObject *tav_test_catan_by_seat     (guint                n_seats);
JsonObject *tav_test_catan_random      (TavRandom           *rng,
                                        guint                n_seats);
void        tav_test_catan_arrange     (TavEvent            *event,
                                        guint                round,
                                        const int          (*tables)[5],
                                        guint                n_tables,
                                        const guint         *player_at);
void        tav_test_catan_play_round  (TavEvent            *event,
                                        TavRandom           *rng);
void        tav_test_catan_play_seated (TavEvent            *event,
                                        const guint         *player_at);

#define TAV_TEST_VARNA_ID "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"
TavEvent   *tav_test_catan_varna       (const char          *event_id);

G_END_DECLS
