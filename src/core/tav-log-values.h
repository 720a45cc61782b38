/* tav-log-values.h — the values of a log entry: their members, their
 * checks in a file and when recorded, and how they are written
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-json-check.h"
#include "tav-json-writer.h"
#include "tav-log-entry.h"

G_BEGIN_DECLS

/* The members an entry may hold beside its place (docs/file-format.md). */
#define TAV_LOG_VALUE_MEMBERS \
  "field", "old", "new", "kind", "reason", "minutes", "count", "before", "after", \
  "from", "to", "hands"
#define TAV_LOG_MAX_TEXT    1000   /* characters of a text value */
#define TAV_LOG_MAX_PLAYERS 100

JsonObject *tav_log_values_read       (const TavJsonValue  *object,
                                       const char          *path,
                                       GError             **error);
void        tav_log_values_write      (TavJsonWriter       *writer,
                                       JsonObject          *values);
gboolean    tav_log_values_check_text (const char          *text,
                                       char               **clean,
                                       const char          *path,
                                       const char          *member,
                                       GError             **error);
gboolean    tav_log_values_check_id   (const char          *id,
                                       const char          *path,
                                       const char          *member,
                                       GError             **error);
char       *tav_log_values_safe_text  (const char          *text);
TavHand    *tav_log_values_safe_hand  (const TavHand       *hand);
char       *tav_log_values_hand_key   (const TavHand       *hand);
gboolean    tav_log_values_parse_hand_key (const char      *key,
                                           TavHand        **hand);
GDateTime  *tav_log_values_get_time   (TavLogEntry         *entry,
                                       const char          *member);

G_END_DECLS
