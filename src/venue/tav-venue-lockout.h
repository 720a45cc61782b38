/* tav-venue-lockout.h — the venue's count of wrong names and personal
 * codes typed at its doors (/check-in, /deck)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-venue-server-private.h"

G_BEGIN_DECLS

#define TAV_VENUE_LOCKOUT_FAILURES 5    /* in ten minutes lock for ten */

/* What a request is counted by: its address, the name and the code. */
typedef struct
{
  char *keys[3];
} TavVenueLockoutKeys;

void  tav_venue_lockout_keys_init  (TavVenueLockoutKeys *keys,
                                    const char          *client,
                                    const char          *name,
                                    const char          *code);
void  tav_venue_lockout_keys_clear (TavVenueLockoutKeys *keys);
guint tav_venue_lockout_minutes    (TavVenueServer      *server,
                                    TavVenueLockoutKeys *keys);
void  tav_venue_lockout_fail       (TavVenueServer      *server,
                                    TavVenueLockoutKeys *keys);

G_END_DECLS
