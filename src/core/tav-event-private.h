/* tav-event-private.h — raw setters and quiet steps, for the core only
 *
 * Outside the core an event changes through its checked operations
 * (tav-event.h), each of which emits “changed” once; the loader and the
 * operations themselves use these.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-event.h"
#include "tav-player-private.h"

G_BEGIN_DECLS

/* Raw setters: outside the core, tav_event_edit_details (). */
void          tav_event_set_name           (TavEvent     *self,
                                            const char   *name);
void          tav_event_set_date           (TavEvent     *self,
                                            const char   *date);
void          tav_event_set_venue          (TavEvent     *self,
                                            const char   *venue);
void          tav_event_set_seed           (TavEvent     *self,
                                            guint64       seed);
gboolean      tav_event_set_param          (TavEvent     *self,
                                            const char   *id,
                                            const char   *text,
                                            GError      **error);
void          tav_event_set_param_node     (TavEvent     *self,
                                            const char   *id,
                                            JsonNode     *node);

void          tav_event_set_lot_players    (TavEvent     *self,
                                            guint         n_players);
void          tav_event_set_published      (TavEvent     *self,
                                            gboolean      published);
void          tav_event_set_manual_release (TavEvent     *self,
                                            gboolean      manual);
void          tav_event_hold_drawn_round   (TavEvent     *self);
void          tav_event_set_keep_clubs_apart (TavEvent   *self,
                                              gboolean    apart);
void          tav_event_set_clubs_every_round (TavEvent  *self,
                                               gboolean   every_round);
/* Raw: tav_event_set_self_check_in () is the edit. */
void          tav_event_store_self_check_in (TavEvent    *self,
                                             gboolean     allowed);
/* The room's constraints, set as read from a file (checked there). */
GArray       *tav_event_get_accessible_store (TavEvent   *self);
GPtrArray    *tav_event_get_apart_store    (TavEvent     *self);
void          tav_event_set_accessible_tables (TavEvent    *self,
                                               const guint *numbers,
                                               guint        n_numbers);
void          tav_event_add_apart_group    (TavEvent           *self,
                                            const char * const *player_ids);
void          tav_event_bind               (TavEvent           *self,
                                            TavRuleset         *ruleset,
                                            const TavFieldSpec *param_specs,
                                            guint               n_param_specs,
                                            TavInbox           *inbox);
TavPlayer    *tav_event_append_new_player  (TavEvent     *self,
                                            const char   *name);
TavPlayer    *tav_event_require_player     (TavEvent     *self,
                                            const char   *player_id,
                                            GError      **error);
TavPlayer    *tav_event_add_player_quiet   (TavEvent     *self,
                                            const char   *name,
                                            GError      **error);

G_END_DECLS
