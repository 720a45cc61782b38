/* tav-apart.h — the pairs of players a draw keeps apart
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-event.h"

G_BEGIN_DECLS

typedef enum
{
  TAV_APART_NONE,
  TAV_APART_KEPT,   /* in one of the event's groups kept apart */
  TAV_APART_CLUB,   /* of one club, with clubs apart in every round */
} TavApartReason;

typedef struct
{
  guint a;   /* indices into the players given, a < b */
  guint b;
} TavApartPair;

gboolean        tav_apart_clubs_every_round (TavEvent   *event);
gboolean        tav_apart_club_rule_holds   (TavEvent   *event,
                                             TavStage   *stage,
                                             guint       round);
gboolean        tav_apart_same_club         (TavPlayer  *a,
                                             TavPlayer  *b);
TavApartReason  tav_apart_reason            (TavEvent   *event,
                                             TavPlayer  *a,
                                             TavPlayer  *b);
GArray         *tav_apart_pairs             (TavEvent   *event,
                                             GPtrArray  *players);

G_END_DECLS
