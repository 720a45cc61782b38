/* tav-ejections.h — the players a judge put out of the event, with why
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-event.h"

G_BEGIN_DECLS

typedef struct
{
  TavPlayer  *player;
  TavPenalty *removal;    /* the ejection or disqualification; NULL in old files */
  char       *reasons;    /* the removals' reasons, "; " between */
  GPtrArray  *warnings;   /* of TavPenalty, oldest first */
} TavEjection;

GPtrArray *tav_ejections_list         (TavEvent   *event);
char      *tav_ejections_describe_when (TavEvent   *event,
                                        TavPenalty *penalty);
guint      tav_ejections_round        (TavEjection *ejection);
char      *tav_ejections_join_warnings (TavEvent   *event,
                                        TavEjection *ejection);

G_END_DECLS
