/* tav-document-private.h — the parts of the event's file kept in units of
 * their own, for tav-document.c only
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-event.h"
#include "tav-json-get.h"
#include "tav-json-writer.h"

G_BEGIN_DECLS

gboolean tav_document_read_extensions  (const TavJsonValue  *object,
                                        TavTable            *table,
                                        const char          *path,
                                        GError             **error);
void     tav_document_write_extensions (TavJsonWriter       *w,
                                        TavTable            *table);
gboolean tav_document_needs_version_3  (TavEvent            *event);
gboolean tav_document_read_constraints (const TavJsonValue  *root,
                                        gint64               version,
                                        TavEvent            *event,
                                        GError             **error);
void     tav_document_write_event_constraints  (TavJsonWriter *w,
                                                TavEvent      *event);
void     tav_document_write_player_constraints (TavJsonWriter *w,
                                                TavPlayer     *player);
gboolean tav_document_needs_version_4  (TavEvent            *event);
gboolean tav_document_read_player_codes (const TavJsonValue *root,
                                         gint64              version,
                                         TavEvent           *event,
                                         GError            **error);
void     tav_document_write_event_player_codes (TavJsonWriter *w,
                                                TavEvent      *event);
void     tav_document_write_player_code (TavJsonWriter      *w,
                                         TavPlayer          *player);
gboolean tav_document_needs_version_5  (TavEvent            *event);
/* tav-document-versions.c */
gboolean tav_document_check_member_version (const TavJsonValue *object,
                                            const char         *member,
                                            gint64              version,
                                            gint64              since,
                                            const char         *path,
                                            GError            **error);
gboolean tav_document_log_needs_version (TavEvent           *event,
                                         guint               since);
/* Players' requests from phones, version 5 (tav-document-requests.c). */
gboolean tav_document_read_registration (const TavJsonValue  *venue,
                                         gint64               version,
                                         TavInbox            *inbox,
                                         GError             **error);
gboolean tav_document_read_request     (const TavJsonValue   *object,
                                        gint64                version,
                                        TavSubmissionKind    *kind,
                                        const char          **player,
                                        const TavJsonValue  **request,
                                        const char           *path,
                                        GError              **error);
gboolean tav_document_check_request    (TavInbox            *inbox,
                                        TavSubmission       *submission,
                                        const char          *path,
                                        GError             **error);
void     tav_document_write_request    (TavJsonWriter       *w,
                                        TavSubmission       *s);
void     tav_document_write_registration (TavJsonWriter     *w,
                                          TavInbox          *inbox);
gboolean tav_document_needs_requests   (TavEvent            *event);
gboolean tav_document_check_version_5  (gint64               version,
                                        TavEvent            *event,
                                        GError             **error);

G_END_DECLS
