/* tav-player-codes.h — players' personal codes and self check-in
 *
 * A player's code proves the player's hand on the venue network (checking
 * in from a phone, a decklist). It is made from the venue key, the
 * player's id and how many times it was renewed, so the organiser can
 * print it again; the file keeps only that count (see
 * tav-player-codes.c). Included at the end of tav-event.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A code renewed more often than this is refused, in an edit as in a
 * file: far more than a day's lost badges. */
#define TAV_PLAYER_CODE_MAX_RENEWALS 9999

/* The player's code, canonical (8 characters, TAV_TOKEN_CODE_CHARS; shown
 * with tav_token_format_code ()): NULL when no such player. Makes the
 * venue key when the event has none yet. */
char       *tav_event_get_player_code        (TavEvent    *self,
                                              const char  *player_id);
/* The old code stops working and a new one is made (logged). */
gboolean    tav_event_renew_player_code      (TavEvent    *self,
                                              const char  *player_id,
                                              GError     **error);
guint       tav_event_get_player_code_renewals (TavEvent   *self,
                                                const char *player_id);

/* The player who signs with @typed_name and @typed_code: the code (as
 * typed: tav_token_normalize () rules) must be the player's, compared in
 * constant time, and the name, folded, the player's whole name or one of
 * its words. NULL otherwise, and for a player withdrawn, dropped or
 * disqualified. */
TavPlayer  *tav_event_find_player_by_code    (TavEvent    *self,
                                              const char  *typed_name,
                                              const char  *typed_code);

/* Whether players may check themselves in from their phones (the
 * organiser's switch; off by default, logged when changed). */
gboolean    tav_event_get_self_check_in      (TavEvent    *self);
void        tav_event_set_self_check_in      (TavEvent    *self,
                                              gboolean     allowed);

G_END_DECLS
