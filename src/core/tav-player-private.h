/* tav-player-private.h — the raw setters of a player, for the core only
 *
 * The app, the CLI, the venue and print change a player through the
 * event's checked operations (tav-event.h), which check the input and
 * emit “changed”; these setters do neither.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-player.h"

G_BEGIN_DECLS

void             tav_player_set_name         (TavPlayer       *self,
                                              const char      *name);
void             tav_player_set_club         (TavPlayer       *self,
                                              const char      *club);
void             tav_player_set_note         (TavPlayer       *self,
                                              const char      *note);
void             tav_player_set_deck         (TavPlayer       *self,
                                              const char      *deck);
void             tav_player_set_team         (TavPlayer       *self,
                                              const char      *team);
void             tav_player_set_reserve      (TavPlayer       *self,
                                              gboolean         reserve);
void             tav_player_set_status       (TavPlayer       *self,
                                              TavPlayerStatus  status);
void             tav_player_set_left_round   (TavPlayer       *self,
                                              guint            round);
void             tav_player_add_missed_round (TavPlayer       *self,
                                              guint            round);
void             tav_player_set_checked_in   (TavPlayer       *self,
                                              gboolean         checked_in);

void             tav_player_set_fixed_table  (TavPlayer       *self,
                                              guint            table);
void             tav_player_set_needs_accessible (TavPlayer   *self,
                                                  gboolean     accessible);
void             tav_player_set_code_renewals (TavPlayer      *self,
                                               guint           renewals);

G_END_DECLS
