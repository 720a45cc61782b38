/* tav-test-venue.h — the venue tests' common set-up: one event served on
 * 127.0.0.1 (a free port), a session to ask it, Chromium when the test
 * wants a browser, and the tear-down that checks nothing is left over
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <libsoup/soup.h>

#include "tav-venue-server.h"

G_BEGIN_DECLS

/* The key of the event's inbox (table links, form ids, codes). */
#define TAV_TEST_VENUE_KEY "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"

typedef struct
{
  TavEvent       *event;      /* the test's; released by the tear-down */
  TavVenueServer *server;
  SoupSession    *session;
  char           *base;       /* http://127.0.0.1:PORT */
  char           *chromium;   /* NULL without Chromium, or not looked for */
} TavTestVenue;

void      tav_test_venue_prepare       (TavTestVenue *venue);
void      tav_test_venue_start         (TavTestVenue *venue);
void      tav_test_venue_serve         (TavTestVenue *venue);
void      tav_test_venue_tear_down     (TavTestVenue *venue,
                                        gconstpointer data);

gboolean  tav_test_venue_need_chromium (TavTestVenue *venue);
char     *tav_test_venue_thumbs        (TavTestVenue *venue,
                                        const char   *path,
                                        const char   *form,
                                        const char   *language,
                                        const char   *script);

G_END_DECLS
