/* tav-round-private.h — raw setters of rounds and tables, for the core only
 *
 * Outside the core a round is released and a table's clock extended by the
 * event's checked operations (tav_event_release_round (),
 * tav_event_extend_table ()); the loader and those operations use these.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-round.h"

G_BEGIN_DECLS

void tav_round_set_released  (TavRound   *self,
                              gboolean    released);
void tav_table_add_extension (TavTable   *self,
                              guint       minutes,
                              const char *reason,
                              GDateTime  *time);

G_END_DECLS
