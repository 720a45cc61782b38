/* tav-test-destiny.h — playing Star Wars: Destiny rounds in tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-event.h"

G_BEGIN_DECLS

void tav_test_destiny_set_winner (TavEvent   *event,
                                  TavStage   *stage,
                                  guint       round,
                                  guint       table,
                                  const char *winner);
void tav_test_destiny_play_round (TavEvent   *event,
                                  gboolean    seat_one);

G_END_DECLS
