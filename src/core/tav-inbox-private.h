/* tav-inbox-private.h — what the inbox's units share inside the core
 *
 * The inbox is one object in six files, one a concern: the object and
 * its lists (tav-inbox.c), the judges (tav-inbox-judges.c), what a table
 * sends (tav-inbox-submit.c), the organiser's decisions
 * (tav-inbox-accept.c), the arrivals an undo keeps
 * (tav-inbox-arrivals.c) and what players ask from their phones
 * (tav-inbox-requests.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-inbox.h"

G_BEGIN_DECLS

typedef struct
{
  char     *name;
  char     *hash;
  gboolean  auto_accept;
} TavInboxJudge;

struct _TavInbox
{
  GObject     parent_instance;
  TavEvent   *event;        /* owns us */
  char       *key;
  gboolean    auto_accept;
  GListStore *submissions;
  GHashTable *seen;         /* ids of every request received */
  GPtrArray  *seen_order;   /* the same, in order, for saving */
  GPtrArray  *judges;       /* TavInboxJudge */
  TavRefusalLog *refusals;
  gboolean    registration_open;  /* phones may ask to register */
};

void           tav_inbox_changed            (TavInbox            *self);
void           tav_inbox_notify_pending     (TavInbox            *self);
TavSubmission *tav_inbox_get_submission     (TavInbox            *self,
                                             guint                i);
gboolean       tav_inbox_pending_for        (TavSubmission       *s,
                                             const char          *stage_id,
                                             guint                round,
                                             guint                table);
gboolean       tav_inbox_same_result        (JsonObject          *a,
                                             JsonObject          *b);

gboolean       tav_inbox_check_id           (const char          *id,
                                             GError             **error);
gboolean       tav_inbox_accept_request     (TavInbox            *self,
                                             TavSubmission       *s,
                                             GError             **error);
gboolean       tav_inbox_edit_request       (TavInbox            *self,
                                             TavSubmission       *s,
                                             JsonObject          *payload,
                                             GError             **error);

void           tav_inbox_judge_free         (gpointer             data);
TavInboxJudge *tav_inbox_judge_copy         (const TavInboxJudge *judge);
gboolean       tav_inbox_judge_auto_accepts (TavInbox            *self,
                                             const char          *name);

G_END_DECLS
