/* tav-timer-store.h — the round timers kept across a crash or a restart
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-round-timer.h"

G_BEGIN_DECLS

void     tav_timer_store_save    (const char    *key,
                                  const char    *round_key,
                                  TavRoundTimer *timer);
gboolean tav_timer_store_restore (const char    *key,
                                  const char    *round_key,
                                  TavRoundTimer *timer);

G_END_DECLS
