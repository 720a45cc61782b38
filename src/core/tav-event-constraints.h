/* tav-event-constraints.h — what a real room asks of every draw
 *
 * Tables fixed for a player (a number, or any of the event's accessible
 * tables), groups of players kept apart (family, couples, teammates
 * outside a team event) and clubs kept apart in every round rather than
 * in round 1 only. The data belongs to the model (layer 2): the draws of
 * layer 3 read it. The edits and the reports need the ruleset (layer 5).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-event.h"

G_BEGIN_DECLS

/* A table number as the file allows it (tables[].number). */
#define TAV_TABLE_MAX_NUMBER 100000

/* ---- The model (layer 2) --------------------------------------------- */

/* The event's accessible tables, sorted, distinct; @n_numbers: their count. */
const guint        *tav_event_get_accessible_tables  (TavEvent    *self,
                                                      guint       *n_numbers);
gboolean            tav_event_is_table_accessible    (TavEvent    *self,
                                                      guint        number);

/* Groups of players kept apart: each of two or more distinct ids of the
 * event's players, NULL-terminated, in the order they were given. */
guint               tav_event_get_n_apart_groups     (TavEvent    *self);
const char * const *tav_event_get_apart_group        (TavEvent    *self,
                                                      guint        position);
gboolean            tav_event_are_kept_apart         (TavEvent    *self,
                                                      const char  *player_a,
                                                      const char  *player_b);

/* Clubs kept apart in every round (implies tav_event_get_keep_clubs_apart ()). */
gboolean            tav_event_get_clubs_every_round  (TavEvent    *self);

/* ---- Edits (layer 5): each checked, emitting "changed" once ------------ */

/* @table: 1 … TAV_TABLE_MAX_NUMBER, or 0 for none. */
gboolean            tav_event_change_fixed_table     (TavEvent    *self,
                                                      const char  *player_id,
                                                      guint        table,
                                                      GError     **error);
gboolean            tav_event_change_needs_accessible (TavEvent   *self,
                                                       const char *player_id,
                                                       gboolean    accessible,
                                                       GError    **error);
/* @numbers: any order, no repeat; n_numbers 0 clears them. */
gboolean            tav_event_change_accessible_tables (TavEvent    *self,
                                                        const guint *numbers,
                                                        guint        n_numbers,
                                                        GError     **error);
/* A new group of two or more distinct players (ids); refused when every
 * pair of it is already kept apart. */
gboolean            tav_event_keep_apart             (TavEvent    *self,
                                                      const char * const *player_ids,
                                                      GError     **error);
gboolean            tav_event_remove_apart_group     (TavEvent    *self,
                                                      guint        position,
                                                      GError     **error);
void                tav_event_change_clubs_every_round (TavEvent  *self,
                                                        gboolean   every_round);

/* ---- After a draw (layer 5): what a round could not honour ----------- */

/* Meetings at one table of players kept apart (each pair once). */
guint               tav_event_count_apart_meetings   (TavEvent    *self,
                                                      TavRound    *round);
/* Players not at their fixed table, or needing an accessible table and
 * not at one. */
guint               tav_event_count_seat_breaches    (TavEvent    *self,
                                                      TavRound    *round);
/* for tav_event_describe_breaches (): one sentence per meeting of players
 * kept apart, and of one club when the club rule holds for @round
 * (tav-event-clubs.c), appended to @out (element-type utf8). */
void                tav_event_describe_apart_meetings (TavEvent   *self,
                                                       TavStage   *stage,
                                                       guint       round,
                                                       GPtrArray  *out);
/* Every breach of @round in the reader's language, one sentence each
 * ("Anna and Bruno, kept apart, meet at table 3."; "Carla is fixed to
 * table 5 but sits at table 2: Dario is fixed to table 5 too."): kept
 * apart, clubs (when the club rule holds for the round), tables. */
GPtrArray          *tav_event_describe_breaches      (TavEvent    *self,
                                                      TavStage    *stage,
                                                      guint        round);

/* For tav_event_describe_breaches (): the players of a round not at their
 * fixed table, or not at an accessible one (none in a bracket, whose
 * numbers are its matches'). */
void                tav_event_describe_seat_breaches (TavEvent    *self,
                                                      TavStage    *stage,
                                                      guint        round,
                                                      GPtrArray   *out);

G_END_DECLS
