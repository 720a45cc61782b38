/* tav-submission.h — one result sent from a table, waiting in the inbox
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

typedef enum
{
  TAV_SUBMISSION_PENDING,
  TAV_SUBMISSION_ACCEPTED,
  TAV_SUBMISSION_REJECTED,
  TAV_SUBMISSION_REFUSED,   /* turned away at the door: logged for the organiser */
} TavSubmissionState;

/* What a phone sent: a table's result, a request to register (its
 * payload: name, club, deck) or a player's deck (payload: deck). */
typedef enum
{
  TAV_SUBMISSION_RESULT,
  TAV_SUBMISSION_REGISTRATION,
  TAV_SUBMISSION_DECK,
} TavSubmissionKind;

#define TAV_TYPE_SUBMISSION (tav_submission_get_type ())

G_DECLARE_FINAL_TYPE (TavSubmission, tav_submission, TAV, SUBMISSION, GObject)

TavSubmission      *tav_submission_new            (const char         *id,
                                                   const char         *stage_id,
                                                   guint               round,
                                                   guint               table,
                                                   JsonObject         *result,
                                                   const char         *judge,
                                                   GDateTime          *time);
const char         *tav_submission_get_id         (TavSubmission      *self);
const char         *tav_submission_get_stage_id   (TavSubmission      *self);
guint               tav_submission_get_round      (TavSubmission      *self);
guint               tav_submission_get_table      (TavSubmission      *self);
JsonObject         *tav_submission_get_result     (TavSubmission      *self);
void                tav_submission_set_result     (TavSubmission      *self,
                                                   JsonObject         *result);
const char         *tav_submission_get_judge      (TavSubmission      *self);
GDateTime          *tav_submission_get_time       (TavSubmission      *self);
TavSubmissionState  tav_submission_get_state      (TavSubmission      *self);
const char         *tav_submission_get_reason     (TavSubmission      *self);
void                tav_submission_set_state      (TavSubmission      *self,
                                                   TavSubmissionState  state,
                                                   const char         *reason);
guint               tav_submission_get_agreed     (TavSubmission      *self);
void                tav_submission_add_agreed     (TavSubmission      *self,
                                                   guint               seat);
gboolean            tav_submission_has_agreed     (TavSubmission      *self,
                                                   guint               seat);
gboolean            tav_submission_get_disputed   (TavSubmission      *self);
void                tav_submission_set_disputed   (TavSubmission      *self,
                                                   gboolean            disputed);
gboolean            tav_submission_get_edited     (TavSubmission      *self);
void                tav_submission_restore_flags  (TavSubmission      *self,
                                                   guint               agreed,
                                                   gboolean            disputed,
                                                   gboolean            edited);

TavSubmissionKind   tav_submission_get_kind       (TavSubmission      *self);
void                tav_submission_set_kind       (TavSubmission      *self,
                                                   TavSubmissionKind   kind);
const char         *tav_submission_get_player_id  (TavSubmission      *self);
void                tav_submission_set_player_id  (TavSubmission      *self,
                                                   const char         *player_id);

TavSubmission      *tav_submission_copy           (TavSubmission      *self);
const char         *tav_submission_state_to_string   (TavSubmissionState  state);
gboolean            tav_submission_state_from_string (const char         *str,
                                                      TavSubmissionState *state);
const char         *tav_submission_kind_to_string    (TavSubmissionKind   kind);
gboolean            tav_submission_kind_from_string  (const char         *str,
                                                      TavSubmissionKind  *kind);

G_END_DECLS
