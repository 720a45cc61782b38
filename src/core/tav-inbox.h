/* tav-inbox.h — results sent from the tables, waiting for the organiser
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "tav-refusal-log.h"
#include "tav-submission.h"

G_BEGIN_DECLS

#define TAV_INBOX_MAX_REFUSALS   TAV_REFUSAL_LOG_MAX
#define TAV_INBOX_MAX_PER_TABLE  8
#define TAV_INBOX_MAX_JUDGES     50
#define TAV_INBOX_MAX_REQUESTS   200    /* registrations waiting at once */
#define TAV_INBOX_MAX_NAME       100    /* characters of a name or club asked for */

typedef struct _TavEvent TavEvent;

#define TAV_TYPE_INBOX (tav_inbox_get_type ())

G_DECLARE_FINAL_TYPE (TavInbox, tav_inbox, TAV, INBOX, GObject)

TavInbox      *tav_inbox_new               (TavEvent      *event);
const char    *tav_inbox_get_key           (TavInbox      *self);
const char    *tav_inbox_ensure_key        (TavInbox      *self);
gboolean       tav_inbox_set_key           (TavInbox      *self,
                                            const char    *key);
gboolean       tav_inbox_get_auto_accept   (TavInbox      *self);
void           tav_inbox_set_auto_accept   (TavInbox      *self,
                                            gboolean       auto_accept);
gboolean       tav_inbox_is_empty          (TavInbox      *self);

GListModel    *tav_inbox_get_submissions   (TavInbox      *self);
guint          tav_inbox_get_n_pending     (TavInbox      *self);
TavSubmission *tav_inbox_find              (TavInbox      *self,
                                            const char    *id);
void           tav_inbox_restore           (TavInbox      *self,
                                            TavSubmission *submission);
gboolean       tav_inbox_has_seen          (TavInbox      *self,
                                            const char    *id);
void           tav_inbox_add_seen          (TavInbox      *self,
                                            const char    *id);
GPtrArray     *tav_inbox_get_seen          (TavInbox      *self);
TavRefusalLog *tav_inbox_get_refusals      (TavInbox      *self);
void           tav_inbox_set_refusals      (TavInbox      *self,
                                            TavRefusalLog *refusals);

char          *tav_inbox_add_judge         (TavInbox      *self,
                                            const char    *name,
                                            gboolean       auto_accept,
                                            GError       **error);
const char    *tav_inbox_find_judge        (TavInbox      *self,
                                            const char    *name);
gboolean       tav_inbox_revoke_judge      (TavInbox      *self,
                                            const char    *name,
                                            GError       **error);
void           tav_inbox_restore_judge     (TavInbox      *self,
                                            const char    *name,
                                            const char    *hash,
                                            gboolean       auto_accept);
guint          tav_inbox_get_n_judges      (TavInbox      *self);
const char    *tav_inbox_get_judge         (TavInbox      *self,
                                            guint          position,
                                            const char   **hash,
                                            gboolean      *auto_accept);
const char    *tav_inbox_check_judge       (TavInbox      *self,
                                            const char    *code);

gboolean       tav_inbox_check_open        (TavInbox      *self,
                                            const char    *stage_id,
                                            guint          round,
                                            guint          table,
                                            GError       **error);
gboolean       tav_inbox_authorize         (TavInbox      *self,
                                            const char    *credential,
                                            const char    *stage_id,
                                            guint          round,
                                            guint          table,
                                            const char   **judge,
                                            GError       **error);
TavSubmission *tav_inbox_submit            (TavInbox      *self,
                                            const char    *credential,
                                            const char    *stage_id,
                                            guint          round,
                                            guint          table,
                                            const char    *id,
                                            guint          seat,
                                            JsonObject    *result,
                                            const char    *client,
                                            GError       **error);
void           tav_inbox_log_refusal       (TavInbox      *self,
                                            const char    *stage_id,
                                            guint          round,
                                            guint          table,
                                            const char    *client,
                                            const char    *message);
TavSubmission *tav_inbox_find_pending      (TavInbox      *self,
                                            const char    *stage_id,
                                            guint          round,
                                            guint          table);
guint          tav_inbox_credential_seat   (TavInbox      *self,
                                            const char    *credential,
                                            const char    *stage_id,
                                            guint          round,
                                            guint          table);
gboolean       tav_inbox_is_unanimous      (TavInbox      *self,
                                            TavSubmission *submission);
gboolean       tav_inbox_accept            (TavInbox      *self,
                                            const char    *id,
                                            GError       **error);
gboolean       tav_inbox_accept_replacing  (TavInbox      *self,
                                            const char    *id,
                                            GError       **error);
gboolean       tav_inbox_accept_replaces   (TavInbox      *self,
                                            TavSubmission *submission);
gboolean       tav_inbox_reject            (TavInbox      *self,
                                            const char    *id,
                                            const char    *reason,
                                            GError       **error);
gboolean       tav_inbox_edit              (TavInbox      *self,
                                            const char    *id,
                                            JsonObject    *result,
                                            GError       **error);
/* What players ask from their phones (tav-inbox-requests.c). */
gboolean       tav_inbox_get_registration_open (TavInbox  *self);
void           tav_inbox_set_registration_open (TavInbox  *self,
                                                gboolean   open);
gboolean       tav_inbox_check_registration (TavInbox     *self,
                                             GError      **error);
TavSubmission *tav_inbox_request_registration (TavInbox   *self,
                                               const char *id,
                                               const char *name,
                                               const char *club,
                                               const char *deck,
                                               const char *client,
                                               GError    **error);
gboolean       tav_inbox_check_decks_open  (TavInbox     *self,
                                            GError      **error);
TavSubmission *tav_inbox_submit_deck       (TavInbox     *self,
                                            const char   *player_id,
                                            const char   *id,
                                            const char   *deck,
                                            const char   *client,
                                            GError      **error);
TavSubmission *tav_inbox_find_deck_request (TavInbox     *self,
                                            const char   *player_id);
JsonObject    *tav_inbox_check_request     (TavInbox          *self,
                                            TavSubmissionKind  kind,
                                            JsonObject        *payload,
                                            gboolean           new_name,
                                            GError           **error);
char          *tav_inbox_describe_request  (TavSubmission *submission);
char          *tav_inbox_request_warning   (TavInbox      *self,
                                            TavSubmission *submission);

void           tav_inbox_take_arrivals     (TavInbox      *self,
                                            TavInbox      *from);

#define TAV_INBOX_ERROR (tav_inbox_error_quark ())
GQuark tav_inbox_error_quark (void);

typedef enum
{
  TAV_INBOX_ERROR_FORBIDDEN,   /* the token or code does not open this table */
  TAV_INBOX_ERROR_CLOSED,      /* the round is closed or the result confirmed */
  TAV_INBOX_ERROR_REPLAY,      /* this submission was received before */
  TAV_INBOX_ERROR_INVALID,     /* the result breaks the rules */
  TAV_INBOX_ERROR_NOT_FOUND,
  TAV_INBOX_ERROR_STATE,
  TAV_INBOX_ERROR_FULL,
  TAV_INBOX_ERROR_REPLACES,    /* accepting would change a result the organiser has */
  TAV_INBOX_ERROR_LOCKED,      /* decks are locked: the first round is drawn */
} TavInboxError;

G_END_DECLS
