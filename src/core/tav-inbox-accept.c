/* tav-inbox-accept.c
 *
 * The organiser's decisions about what the tables sent: accept (the
 * result enters the event as an ordinary tav_event_set_result ()), reject
 * with a reason the phone shows, or correct a result before accepting it.
 * A result the organiser has, or a closed round, is changed only when he
 * says so.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-inbox"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tav-event.h"
#include "tav-inbox-private.h"
#include "tav-result-words.h"
#include "tav-text.h"

static TavSubmission *
require_pending (TavInbox    *self,
                 const char  *id,
                 GError     **error)
{
  TavSubmission *s = tav_inbox_find (self, id);

  if (s == NULL)
    {
      g_set_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_NOT_FOUND,
                   _("There is no submission “%s” in the inbox"), id);
      return NULL;
    }
  if (tav_submission_get_state (s) != TAV_SUBMISSION_PENDING &&
      tav_submission_get_kind (s) != TAV_SUBMISSION_RESULT)
    {
      g_set_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_STATE,
                   _("The request “%s” was already accepted or refused"), id);
      return NULL;
    }
  if (tav_submission_get_state (s) != TAV_SUBMISSION_PENDING)
    {
      g_set_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_STATE,
                   _("The submission for table %u was already accepted, rejected or refused"),
                   tav_submission_get_table (s));
      return NULL;
    }
  return s;
}

/* The table of @s as it is in the event now, and whether its round is
 * closed (no longer the last round drawn of the current stage). */
static TavTable *
find_table_of (TavInbox      *self,
               TavSubmission *s,
               TavStage     **stage_out,
               gboolean      *closed)
{
  TavStage *stage = tav_event_find_stage (self->event, tav_submission_get_stage_id (s));
  TavRound *round = stage ? tav_stage_get_round (stage, tav_submission_get_round (s)) : NULL;

  *stage_out = stage;
  *closed = stage != tav_event_get_current_stage (self->event) ||
            (stage && tav_submission_get_round (s) != tav_stage_get_n_rounds (stage));
  return round ? tav_round_find_table (round, tav_submission_get_table (s)) : NULL;
}

/* Names the table and both results, for the organiser to choose. */
static void
set_replace_error (TavInbox       *self,
                   TavSubmission  *s,
                   GError        **error)
{
  TavStage *stage;
  gboolean closed;
  TavTable *table = find_table_of (self, s, &stage, &closed);
  g_autofree char *entered = tav_result_describe (self->event, stage, table);
  g_autofree char *sent = tav_result_describe_result (self->event, stage, table, tav_submission_get_result (s));
  guint round = tav_submission_get_round (s), number = tav_submission_get_table (s);

  if (entered && closed)
    g_set_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_REPLACES,
                 _("Round %u is closed and table %u has a result: %s; the submission says: %s"),
                 round, number, entered, sent);
  else if (entered)
    g_set_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_REPLACES,
                 _("Table %u of round %u already has a result: %s; the submission says: %s"),
                 number, round, entered, sent);
  else
    g_set_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_REPLACES,
                 _("Round %u is closed; table %u has no result, the submission says: %s"),
                 round, number, sent);
}

/* The result enters the event as if typed by the organiser; the other
 * submissions still waiting for the table are set aside with a reason.
 * Without @replace, a result the organiser has (or a closed round) is
 * never changed. */
static gboolean
accept (TavInbox    *self,
        const char  *id,
        gboolean     replace,
        GError     **error)
{
  TavSubmission *s;
  TavStage *stage;

  if (!(s = require_pending (self, id, error)))
    return FALSE;
  if (tav_submission_get_kind (s) != TAV_SUBMISSION_RESULT)
    return tav_inbox_accept_request (self, s, error);
  stage = tav_event_find_stage (self->event, tav_submission_get_stage_id (s));
  if (stage == NULL)
    {
      g_set_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_NOT_FOUND,
                   _("The stage of the submission for table %u no longer exists"),
                   tav_submission_get_table (s));
      return FALSE;
    }
  if (!replace && tav_inbox_accept_replaces (self, s))
    {
      set_replace_error (self, s, error);
      return FALSE;
    }
  /* Set the states first: the event's change signal then sees them. */
  tav_submission_set_state (s, TAV_SUBMISSION_ACCEPTED, NULL);
  if (!tav_event_set_result (self->event, stage, tav_submission_get_round (s),
                             tav_submission_get_table (s), tav_submission_get_result (s), error))
    {
      tav_submission_set_state (s, TAV_SUBMISSION_PENDING, NULL);
      return FALSE;
    }
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->submissions)); i++)
    {
      TavSubmission *other = tav_inbox_get_submission (self, i);

      if (other != s && tav_inbox_pending_for (other, tav_submission_get_stage_id (s),
                                     tav_submission_get_round (s), tav_submission_get_table (s)))
        tav_submission_set_state (other, TAV_SUBMISSION_REJECTED,
                                  _("Another result for this table was accepted"));
    }
  tav_inbox_notify_pending (self);
  return TRUE;
}

/* Refused (TAV_INBOX_ERROR_REPLACES, both results named) when the table
 * already has another result or its round is closed: see
 * tav_inbox_accept_replacing (). Auto-accept goes through here. */
gboolean
tav_inbox_accept (TavInbox    *self,
                  const char  *id,
                  GError     **error)
{
  g_return_val_if_fail (TAV_IS_INBOX (self), FALSE);
  return accept (self, id, FALSE, error);
}

/* The organiser saw both results and chose the one sent. */
gboolean
tav_inbox_accept_replacing (TavInbox    *self,
                            const char  *id,
                            GError     **error)
{
  g_return_val_if_fail (TAV_IS_INBOX (self), FALSE);
  return accept (self, id, TRUE, error);
}

/**
 * tav_inbox_accept_replaces:
 * @self: the inbox
 * @submission: a submission waiting in it
 *
 * Whether accepting @submission would change what the organiser has:
 * its table already has another result, or its round is closed (the
 * standings a later draw was made from would change).
 */
gboolean
tav_inbox_accept_replaces (TavInbox      *self,
                           TavSubmission *submission)
{
  TavStage *stage;
  TavTable *table;
  gboolean closed;

  g_return_val_if_fail (TAV_IS_INBOX (self), FALSE);
  g_return_val_if_fail (TAV_IS_SUBMISSION (submission), FALSE);

  table = find_table_of (self, submission, &stage, &closed);
  if (table == NULL)
    return FALSE;
  if (tav_table_has_result (table) &&
      tav_inbox_same_result (tav_table_get_result (table), tav_submission_get_result (submission)))
    return FALSE;
  return closed || tav_table_has_result (table);
}

gboolean
tav_inbox_reject (TavInbox    *self,
                  const char  *id,
                  const char  *reason,
                  GError     **error)
{
  TavSubmission *s;
  g_autofree char *clean = NULL;

  g_return_val_if_fail (TAV_IS_INBOX (self), FALSE);

  if (!(s = require_pending (self, id, error)))
    return FALSE;
  /* The phone shows the reason: it follows the rules of any text shown. */
  if (reason && reason[0] && !(clean = tav_text_clean_name (reason, error)))
    {
      g_prefix_error (error, _("Reason: "));
      return FALSE;
    }
  tav_submission_set_state (s, TAV_SUBMISSION_REJECTED, clean);
  tav_inbox_changed (self);
  return TRUE;
}

/* The organiser's correction: checked as any result (a request: as a new
 * request, tav_inbox_check_request ()), the submission stays waiting,
 * marked edited. */
gboolean
tav_inbox_edit (TavInbox    *self,
                const char  *id,
                JsonObject  *result,
                GError     **error)
{
  TavSubmission *s;
  TavStage *stage;

  g_return_val_if_fail (TAV_IS_INBOX (self), FALSE);
  g_return_val_if_fail (result != NULL, FALSE);

  if (!(s = require_pending (self, id, error)))
    return FALSE;
  if (tav_submission_get_kind (s) != TAV_SUBMISSION_RESULT)
    return tav_inbox_edit_request (self, s, result, error);
  stage = tav_event_find_stage (self->event, tav_submission_get_stage_id (s));
  if (stage == NULL ||
      !tav_event_check_result (self->event, stage, tav_submission_get_round (s),
                               tav_submission_get_table (s), result, error))
    {
      if (stage == NULL)
        g_set_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_NOT_FOUND,
                     _("The stage of the submission for table %u no longer exists"),
                     tav_submission_get_table (s));
      return FALSE;
    }
  tav_submission_set_result (s, result);
  tav_inbox_changed (self);
  return TRUE;
}
