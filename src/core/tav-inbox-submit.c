/* tav-inbox-submit.c
 *
 * What a table sends. A submission must name a table of the open round
 * (the last round drawn of the current stage) whose result is not yet
 * entered, carry that table's token or a judge's code, carry an id never
 * seen before (a replayed request is refused) and pass the ruleset's own
 * checks. Every refusal is logged for the organiser in the inbox's
 * TavRefusalLog, which is no part of the event: logging one changes
 * nothing the event file holds or the phones are shown. Whoever serves
 * the event decides where that log lives (see tav_inbox_set_refusals ()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-inbox"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tav-event.h"
#include "tav-inbox-private.h"
#include "tav-refusal-log.h"
#include "tav-table-token.h"

#define MAX_ID_LENGTH 64

static guint
seats_of (TavInbox   *self,
          const char *stage_id,
          guint       round_number,
          guint       table_number)
{
  TavStage *stage = stage_id ? tav_event_find_stage (self->event, stage_id) : NULL;
  TavRound *round = stage ? tav_stage_get_round (stage, round_number) : NULL;
  TavTable *table = round ? tav_round_find_table (round, table_number) : NULL;

  return table ? tav_table_get_n_seats (table) : 0;
}

static guint
table_seats (TavInbox      *self,
             TavSubmission *s)
{
  return seats_of (self, tav_submission_get_stage_id (s), tav_submission_get_round (s),
                   tav_submission_get_table (s));
}

/* @seat's word is the last one it gave: it no longer agrees with the
 * other results waiting for its table. */
static void
withdraw_agreement (TavInbox      *self,
                    TavSubmission *keep,
                    guint          seat)
{
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->submissions)); i++)
    {
      TavSubmission *s = tav_inbox_get_submission (self, i);

      if (s != keep && tav_submission_has_agreed (s, seat) &&
          tav_inbox_pending_for (s, tav_submission_get_stage_id (keep), tav_submission_get_round (keep),
                       tav_submission_get_table (keep)))
        tav_submission_restore_flags (s, tav_submission_get_agreed (s) & ~(1u << (seat - 1)),
                                      tav_submission_get_disputed (s), tav_submission_get_edited (s));
    }
}

static guint
count_pending_for (TavInbox   *self,
                   const char *stage_id,
                   guint       round,
                   guint       table)
{
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->submissions)); i++)
    {
      TavSubmission *s = tav_inbox_get_submission (self, i);

      if (tav_inbox_pending_for (s, stage_id, round, table))
        n++;
    }
  return n;
}

static void
mark_disputed (TavInbox   *self,
               const char *stage_id,
               guint       round,
               guint       table)
{
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->submissions)); i++)
    {
      TavSubmission *s = tav_inbox_get_submission (self, i);

      if (tav_inbox_pending_for (s, stage_id, round, table))
        tav_submission_set_disputed (s, TRUE);
    }
}

/* Open: the last round drawn of the current stage, the table there and,
 * unless @correction, its result not entered yet. */
static gboolean
check_open (TavInbox    *self,
            const char  *stage_id,
            guint        round_number,
            guint        table_number,
            gboolean     correction,
            GError     **error)
{
  TavStage *stage, *current;
  TavRound *round;
  TavTable *table;

  stage = tav_event_find_stage (self->event, stage_id);
  current = tav_event_get_current_stage (self->event);
  round = stage ? tav_stage_get_round (stage, round_number) : NULL;
  table = round ? tav_round_find_table (round, table_number) : NULL;
  if (table == NULL)
    {
      tav_rule_error_set (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_FORBIDDEN,
                          N_("There is no table %u in round %u"), table_number, round_number);
      return FALSE;
    }
  if (stage != current || round_number != tav_stage_get_n_rounds (stage))
    {
      tav_rule_error_set (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_CLOSED,
                          N_("Round %u is closed: results are no longer taken from the tables"),
                          round_number);
      return FALSE;
    }
  if (!correction && tav_table_has_result (table))
    {
      tav_rule_error_set (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_CLOSED,
                          N_("The result of table %u is already confirmed; ask the organiser to change it"),
                          table_number);
      return FALSE;
    }
  return TRUE;
}

/* The one-time id of a form: present, short, UTF-8. */
gboolean
tav_inbox_check_id (const char  *id,
                    GError     **error)
{
  if (id == NULL || id[0] == '\0' || strlen (id) > MAX_ID_LENGTH || !g_utf8_validate (id, -1, NULL))
    {
      tav_rule_error_set (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_INVALID,
                          N_("The submission carries no valid id; reload the form"));
      return FALSE;
    }
  return TRUE;
}

/* Who sends, to which table, under which id: refused (to be logged) unless
 * @credential opens the table of the open round, @id is new and @seat,
 * when not 0, is the seat whose own code @credential is. On success
 * @judge is the judge's name or "", @who that seat or 0. */
static gboolean
check_sender (TavInbox     *self,
              const char   *credential,
              TavStage     *stage,
              const char   *stage_id,
              guint         round,
              guint         table,
              const char   *id,
              guint         seat,
              const char  **judge,
              guint        *who,
              GError      **error)
{
  guint n_seats;

  /* A judge may send a correction of an entered result: it waits for
   * the organiser (see tav_inbox_submit ()). A table may not. */
  if (!tav_inbox_authorize (self, credential, stage_id, round, table, judge, error) ||
      !check_open (self, stage_id, round, table, (*judge)[0] != '\0', error))
    return FALSE;
  if (!tav_inbox_check_id (id, error))
    return FALSE;
  if (tav_inbox_has_seen (self, id))
    {
      tav_rule_error_set (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_REPLAY,
                          N_("This submission for table %u was received before; reload the form to send another"),
                          table);
      return FALSE;
    }
  /* check_open () found the table. */
  n_seats = tav_table_get_n_seats (tav_round_find_table (tav_stage_get_round (stage, round), table));
  if (seat > n_seats)
    {
      tav_rule_error_set (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_INVALID,
                          N_("Table %u has no seat %u"), table, seat);
      return FALSE;
    }
  /* Only a seat's own code speaks for it. */
  *who = tav_inbox_credential_seat (self, credential, stage_id, round, table);
  if (seat && seat != *who)
    {
      tav_rule_error_set (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_FORBIDDEN,
                          N_("Only the code printed for seat %u of table %u can agree for that seat"),
                          seat, table);
      return FALSE;
    }
  return TRUE;
}

/* The ruleset's own checks. A result refused for a figure the ranking
 * keeps secret (more $ spent than the balance) is taken all the same,
 * @held, for the organiser to judge: were the sender told, a few tries
 * would find another player's balance. It is never entered by itself. */
static gboolean
check_result (TavInbox    *self,
              TavStage    *stage,
              guint        round,
              guint        table,
              JsonObject  *result,
              gboolean    *held,
              GError     **error)
{
  g_autoptr(GError) local_error = NULL;

  if (tav_event_check_result (self->event, stage, round, table, result, &local_error))
    return TRUE;
  if (tav_event_error_is_secret (self->event, local_error))
    {
      *held = TRUE;
      return TRUE;
    }
  /* The sender is told; an invalid result is no abuse, so not logged. */
  /* With the rules' place and words, for the sender's language. */
  g_set_error_literal (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_INVALID, local_error->message);
  if (error)
    tav_rule_error_copy_data (*error, local_error);
  return FALSE;
}

/* The submission @result goes into: one waiting for the table with the
 * same result, which @who now agrees with, or a new one; refused (to be
 * logged) when the table has too many waiting. */
static TavSubmission *
file_result (TavInbox    *self,
             const char  *stage_id,
             guint        round,
             guint        table,
             const char  *id,
             JsonObject  *result,
             const char  *judge,
             guint        who,
             GError     **error)
{
  g_autoptr(GDateTime) now = NULL;
  g_autoptr(TavSubmission) fresh = NULL;
  TavSubmission *same = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->submissions)); i++)
    {
      TavSubmission *s = tav_inbox_get_submission (self, i);

      if (tav_inbox_pending_for (s, stage_id, round, table) &&
          tav_inbox_same_result (tav_submission_get_result (s), result))
        same = s;
    }

  if (same)
    {
      /* Another "I agree with this result". */
      if (who)
        tav_submission_add_agreed (same, who);
      return g_object_ref (same);
    }
  if (count_pending_for (self, stage_id, round, table) >= TAV_INBOX_MAX_PER_TABLE)
    {
      g_set_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_FULL,
                   _("Table %u has sent %u results still waiting; ask the organiser"),
                   table, TAV_INBOX_MAX_PER_TABLE);
      return NULL;
    }
  /* A different result from the same table: the organiser decides. */
  if (count_pending_for (self, stage_id, round, table) > 0)
    mark_disputed (self, stage_id, round, table);
  now = g_date_time_new_now_utc ();
  fresh = tav_submission_new (id, stage_id, round, table, result, judge, now);
  if (who)
    tav_submission_add_agreed (fresh, who);
  if (count_pending_for (self, stage_id, round, table) > 0)
    tav_submission_set_disputed (fresh, TRUE);
  g_list_store_append (self->submissions, fresh);
  return g_steal_pointer (&fresh);
}

gboolean
tav_inbox_check_open (TavInbox    *self,
                      const char  *stage_id,
                      guint        round_number,
                      guint        table_number,
                      GError     **error)
{
  g_return_val_if_fail (TAV_IS_INBOX (self), FALSE);

  return check_open (self, stage_id, round_number, table_number, FALSE, error);
}

/* A table's token (or short code) opens that table only; a judge's code
 * opens every table. On success @judge is the judge's name or "". */
gboolean
tav_inbox_authorize (TavInbox     *self,
                     const char   *credential,
                     const char   *stage_id,
                     guint         round,
                     guint         table,
                     const char  **judge,
                     GError      **error)
{
  const char *name;

  g_return_val_if_fail (TAV_IS_INBOX (self), FALSE);

  if (self->key && stage_id &&
      tav_token_check_table (self->key, stage_id, round, table, credential))
    {
      *judge = "";
      return TRUE;
    }
  if (tav_inbox_credential_seat (self, credential, stage_id, round, table) > 0)
    {
      *judge = "";
      return TRUE;
    }
  if ((name = tav_inbox_check_judge (self, credential)))
    {
      *judge = name;
      return TRUE;
    }
  tav_rule_error_set (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_FORBIDDEN,
                      N_("This code does not open table %u of round %u"), table, round);
  return FALSE;
}

/* Returns: the submission the result went into (a new one, or one with the
 * same result that the sender now agrees with), already accepted when the
 * options say so; NULL with @error when refused, the refusal logged.
 * The sender agrees for the seat whose own code @credential is, and for
 * no seat with the table's or a judge's code; @seat, when not 0, is the
 * seat the sender claims, refused unless the code is that seat's. */
TavSubmission *
tav_inbox_submit (TavInbox    *self,
                  const char  *credential,
                  const char  *stage_id,
                  guint        round,
                  guint        table,
                  const char  *id,
                  guint        seat,
                  JsonObject  *result,
                  const char  *client,
                  GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(TavSubmission) fresh = NULL;
  TavStage *stage;
  const char *judge = "";
  guint who = 0;
  gboolean held = FALSE;

  g_return_val_if_fail (TAV_IS_INBOX (self), NULL);
  g_return_val_if_fail (result != NULL, NULL);

  stage = stage_id ? tav_event_find_stage (self->event, stage_id) : NULL;
  if (!check_sender (self, credential, stage, stage_id, round, table, id, seat, &judge, &who, &local_error))
    goto refuse;
  if (!check_result (self, stage, round, table, result, &held, error))
    return NULL;

  tav_inbox_add_seen (self, id);
  if (!(fresh = file_result (self, stage_id, round, table, id, result, judge, who, &local_error)))
    goto refuse;
  if (who)
    withdraw_agreement (self, fresh, who);
  /* A correction of an entered result is never taken by itself: the
   * organiser sees both and chooses (tav_inbox_accept_replacing ()). */
  if (!held && (self->auto_accept || tav_inbox_judge_auto_accepts (self, judge)) &&
      tav_inbox_is_unanimous (self, fresh) && !tav_inbox_accept_replaces (self, fresh))
    {
      /* Valid a moment ago, on this same event: cannot fail. */
      if (!tav_inbox_accept (self, tav_submission_get_id (fresh), &local_error))
        g_warning ("Accepting a submission for table %u: %s", table, local_error->message);
    }
  else
    tav_inbox_changed (self);
  return g_steal_pointer (&fresh);

refuse:
  tav_inbox_log_refusal (self, stage_id, round, table, client, local_error->message);
  g_propagate_error (error, g_steal_pointer (&local_error));
  return NULL;
}

/* Nothing of the event changes: no save, no new version for the phones. */
void
tav_inbox_log_refusal (TavInbox   *self,
                       const char *stage_id,
                       guint       round,
                       guint       table,
                       const char *client,
                       const char *message)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autofree char *id = tav_token_new_random (16);
  g_autofree char *reason = NULL;
  g_autoptr(TavSubmission) refusal = NULL;

  g_return_if_fail (TAV_IS_INBOX (self));

  reason = client && client[0] ? g_strdup_printf ("%s (%s)", message, client) : g_strdup (message);
  /* The stage is what the link said: kept only when it can be written. */
  if (stage_id && (strlen (stage_id) > MAX_ID_LENGTH || !g_utf8_validate (stage_id, -1, NULL)))
    stage_id = "";
  refusal = tav_submission_new (id, stage_id, round, table, NULL, NULL, now);
  tav_submission_set_state (refusal, TAV_SUBMISSION_REFUSED, reason);
  tav_refusal_log_add (self->refusals, refusal);
}

/**
 * tav_inbox_credential_seat:
 *
 * Returns: the seat (1-based) whose own code or token @credential is, or
 * 0. Only the two seats of a two-player table have one: agreement there
 * takes both players, each with his own code; the table's code and a
 * judge's speak for no seat.
 */
guint
tav_inbox_credential_seat (TavInbox   *self,
                           const char *credential,
                           const char *stage_id,
                           guint       round,
                           guint       table)
{
  g_return_val_if_fail (TAV_IS_INBOX (self), 0);

  if (self->key == NULL || stage_id == NULL || credential == NULL ||
      seats_of (self, stage_id, round, table) != 2)
    return 0;
  for (guint seat = 1; seat <= 2; seat++)
    if (tav_token_check_seat (self->key, stage_id, round, table, seat, credential))
      return seat;
  return 0;
}

/* Unanimous: no one at the table sent something else, and at a
 * two-player table both players agreed (a judge's word is enough). */
gboolean
tav_inbox_is_unanimous (TavInbox      *self,
                        TavSubmission *submission)
{
  g_return_val_if_fail (TAV_IS_INBOX (self), FALSE);

  if (tav_submission_get_disputed (submission))
    return FALSE;
  if (tav_submission_get_judge (submission)[0])
    return TRUE;
  if (table_seats (self, submission) == 2)
    return tav_submission_has_agreed (submission, 1) && tav_submission_has_agreed (submission, 2);
  return TRUE;
}
