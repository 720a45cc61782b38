/* tav-event-log.h — the event's log: every change, its time and its hand
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-event.h"
#include "tav-json-check.h"
#include "tav-json-writer.h"
#include "tav-log-entry.h"

G_BEGIN_DECLS

/* Beyond this many entries the oldest are folded into one summary. */
#define TAV_EVENT_LOG_MAX 2000
/* A file (a merge of two full logs) may hold up to this many; read, it is
 * folded down to TAV_EVENT_LOG_MAX. */
#define TAV_EVENT_LOG_MAX_READ (2 * TAV_EVENT_LOG_MAX + 2)

typedef struct
{
  guint        table;      /* 0: any */
  const char  *player_id;  /* NULL: any */
  gboolean     by_hand;
  TavHandKind  hand;
} TavLogFilter;

void      tav_event_log_record    (TavEvent           *after,
                                   TavEvent           *before,
                                   const TavHand      *default_hand,
                                   GDateTime          *time);
void      tav_event_log_append    (TavEvent           *event,
                                   TavLogEntry        *entry);
void      tav_event_log_note      (TavEvent           *event,
                                   const TavHand      *hand,
                                   GDateTime          *time,
                                   const char         *act);
void      tav_event_log_copy      (TavEvent           *to,
                                   TavEvent           *from);
gboolean  tav_event_log_matches   (TavLogEntry        *entry,
                                   const TavLogFilter *filter);

/* The file's "log" member (tav-document.c). */
gboolean  tav_event_log_read      (TavEvent           *event,
                                   const TavJsonValue *root,
                                   gint64              version,
                                   GError            **error);
void      tav_event_log_write     (TavEvent           *event,
                                   TavJsonWriter      *writer);
void      tav_event_log_write_members (TavJsonWriter  *writer,
                                       TavLogEntry    *entry);
/* Two hands' logs as one (tav-merge.c). */
JsonNode *tav_event_log_merge     (JsonNode           *ours,
                                   JsonNode           *theirs);

char     *tav_event_log_to_text   (TavEvent           *event,
                                   const TavLogFilter *filter);
char     *tav_event_log_to_csv    (TavEvent           *event,
                                   const TavLogFilter *filter);
char     *tav_event_log_to_json   (TavEvent           *event,
                                   const TavLogFilter *filter);

G_END_DECLS
