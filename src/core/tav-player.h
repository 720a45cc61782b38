/* tav-player.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

typedef enum
{
  TAV_PLAYER_ACTIVE,
  TAV_PLAYER_WITHDRAWN,
  TAV_PLAYER_DROPPED,
  TAV_PLAYER_EJECTED,
  TAV_PLAYER_DISQUALIFIED,
} TavPlayerStatus;

#define TAV_TYPE_PLAYER (tav_player_get_type ())

G_DECLARE_FINAL_TYPE (TavPlayer, tav_player, TAV, PLAYER, GObject)

/* A registered deck: team, battlefield, a card a line (tav_player_clean_deck ()). */
#define TAV_PLAYER_DECK_MAX_LINES 100    /* lines that are not blank */
#define TAV_PLAYER_DECK_MAX_BYTES 8192

TavPlayer       *tav_player_new              (const char      *id,
                                              const char      *name);
const char      *tav_player_get_id           (TavPlayer       *self);
const char      *tav_player_get_name         (TavPlayer       *self);
const char      *tav_player_get_name_key     (TavPlayer       *self);
const char      *tav_player_get_club         (TavPlayer       *self);
const char      *tav_player_get_note         (TavPlayer       *self);
const char      *tav_player_get_deck         (TavPlayer       *self);
char            *tav_player_clean_deck       (const char      *deck,
                                              GError         **error);
const char      *tav_player_get_team         (TavPlayer       *self);
gboolean         tav_player_get_reserve      (TavPlayer       *self);
TavPlayerStatus  tav_player_get_status       (TavPlayer       *self);
guint            tav_player_get_left_round   (TavPlayer       *self);
const guint     *tav_player_get_missed_rounds (TavPlayer      *self,
                                              guint           *n_rounds);
gboolean         tav_player_get_checked_in   (TavPlayer       *self);
/* The table the player always sits at (0: none), and whether he needs
 * one of the event's accessible tables (tav-event-constraints.h). */
guint            tav_player_get_fixed_table  (TavPlayer       *self);
gboolean         tav_player_get_needs_accessible (TavPlayer   *self);
/* How many times the player's personal code was renewed: the code is
 * never kept, only this (tav-player-codes.c). */
guint            tav_player_get_code_renewals (TavPlayer      *self);
gboolean         tav_player_is_active        (TavPlayer       *self);

char            *tav_player_join_names       (GPtrArray       *players);
char            *tav_player_join_names_at_most (GPtrArray     *players,
                                              guint            max);

const char      *tav_player_status_to_string (TavPlayerStatus  status);
gboolean         tav_player_status_from_string (const char    *str,
                                              TavPlayerStatus *status);
const char      *tav_player_status_get_label (TavPlayerStatus  status);

G_END_DECLS
