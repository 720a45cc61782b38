/* tav-log-entry.h — one change of the event's log
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "tav-hand.h"

G_BEGIN_DECLS

typedef struct _TavEvent TavEvent;

#define TAV_TYPE_LOG_ENTRY (tav_log_entry_get_type ())

G_DECLARE_FINAL_TYPE (TavLogEntry, tav_log_entry, TAV, LOG_ENTRY, GObject)

TavLogEntry        *tav_log_entry_new              (GDateTime          *time,
                                                    const TavHand      *hand,
                                                    const char         *act,
                                                    const char         *stage_id,
                                                    guint               round,
                                                    guint               table,
                                                    const char * const *players,
                                                    JsonObject         *values);
GDateTime          *tav_log_entry_get_time         (TavLogEntry        *self);
const TavHand      *tav_log_entry_get_hand         (TavLogEntry        *self);
const char         *tav_log_entry_get_act          (TavLogEntry        *self);
const char         *tav_log_entry_get_stage_id     (TavLogEntry        *self);
guint               tav_log_entry_get_round        (TavLogEntry        *self);
guint               tav_log_entry_get_table        (TavLogEntry        *self);
const char * const *tav_log_entry_get_players      (TavLogEntry        *self);
JsonObject         *tav_log_entry_get_values       (TavLogEntry        *self);
const char         *tav_log_entry_get_string       (TavLogEntry        *self,
                                                    const char         *member);
guint               tav_log_entry_get_uint         (TavLogEntry        *self,
                                                    const char         *member);
JsonObject         *tav_log_entry_get_object       (TavLogEntry        *self,
                                                    const char         *member);
gboolean            tav_log_entry_concerns_player  (TavLogEntry        *self,
                                                    const char         *player_id);
guint               tav_log_entry_count_changes    (TavLogEntry        *self);
gboolean            tav_log_entry_is_act           (const char         *act);
guint               tav_log_entry_act_version      (const char         *act);
/* In tav-log-words.c: the change in words, in the reader's language. */
char               *tav_log_entry_describe         (TavLogEntry        *self,
                                                    TavEvent           *event);

G_END_DECLS
