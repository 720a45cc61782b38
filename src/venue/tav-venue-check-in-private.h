/* tav-venue-check-in-private.h — what the check-in's units share: the
 * request, its limits and its threads (tav-venue-check-in.c), and its
 * answer, made in the event's thread (tav-venue-check-in-page.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-event.h"
#include "tav-venue-catalog.h"

G_BEGIN_DECLS

#define TAV_VENUE_CHECK_IN_MAX_NAME 100   /* characters of a typed name */
#define TAV_VENUE_CHECK_IN_MAX_CODE 64    /* bytes of a typed code */

/* One answer, made in the event's thread. */
typedef struct
{
  TavVenueCatalog *catalog;
  TavEvent        *event;
  GHashTable      *form;        /* what a POST sent, or NULL for the form */
  const char      *client;      /* the phone's address */
  const char      *prefix;      /* of the links: "" alone, "/e/SLUG" in a hall */
  gboolean         language_asked;

  guint            status;
  GString         *body;
  gboolean         failed;      /* no player signs so: counted */
  char            *player_id;   /* checked in now, or NULL */
} TavCheckInAnswer;

/* The page alone, without the event (a request refused before it). */
void tav_venue_check_in_message_page (TavCheckInAnswer *answer,
                                      guint             status,
                                      const char       *message);
/* The form, or what a POST did, from the event. */
void tav_venue_check_in_answer       (TavCheckInAnswer *answer);

G_END_DECLS
