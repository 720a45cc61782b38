/* tav-event-breaches.c — what a drawn round could not honour of the room
 *
 * The draws never fail for a constraint of the room: kept-apart players
 * and clubs weigh as earlier meetings, fixed tables are numbered after
 * the round is solved. What could not be met is told here, for the
 * organiser to see after the draw: the meetings first (tav-apart.c,
 * tav-event-clubs.c), then the tables (tav-event-seats.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-event-breaches"

#include "config.h"

#include "tav-event.h"

GPtrArray *
tav_event_describe_breaches (TavEvent *self,
                             TavStage *stage,
                             guint     round)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);

  g_return_val_if_fail (TAV_IS_EVENT (self), out);
  g_return_val_if_fail (TAV_IS_STAGE (stage), out);

  tav_event_describe_apart_meetings (self, stage, round, out);
  tav_event_describe_seat_breaches (self, stage, round, out);
  return out;
}
