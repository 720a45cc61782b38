/* tav-document-requests.c — players’ requests in the file
 *
 * Format version 5: `venue.registration` (the organiser opened
 * registration from phones) and, for a submission that is no table's
 * result, `venue.submissions[].kind` ("registration" or "deck"),
 * `.player` (the deck's player; the registration's, once accepted) and
 * `.request` (its texts: name, club, deck) in place of `.result`. Read
 * with the checks the inbox makes of what phones send
 * (tav_inbox_check_request ()), and written only when present: a file
 * without them stays as older versions wrote it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-document"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tav-document.h"
#include "tav-document-private.h"
#include "tav-log-entry.h"

#define INVALID(error, ...) \
  g_set_error (error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_INVALID, __VA_ARGS__)

static gboolean
check_version (gint64       version,
               const char  *where,
               GError     **error)
{
  if (version >= 5)
    return TRUE;
  INVALID (error, _("%s: a file of version %lld cannot hold players’ requests from phones (version 5 or later)"),
           where, (long long) version);
  return FALSE;
}

/* `venue.registration`. */
gboolean
tav_document_read_registration (const TavJsonValue  *venue,
                                gint64               version,
                                TavInbox            *inbox,
                                GError             **error)
{
  gboolean open = FALSE;

  if (tav_json_value_get_member (venue, "registration") == NULL)
    return TRUE;
  if (!check_version (version, "venue.registration", error) ||
      !tav_json_get_bool (venue, "registration", &open, "venue", error))
    return FALSE;
  tav_inbox_set_registration_open (inbox, open);
  return TRUE;
}

/**
 * tav_document_read_request:
 * @object: a member of `venue.submissions`
 * @request: (out): its `request`, or %NULL for a result
 *
 * Reads the members a request adds to a submission.
 */
gboolean
tav_document_read_request (const TavJsonValue   *object,
                           gint64                version,
                           TavSubmissionKind    *kind,
                           const char          **player,
                           const TavJsonValue  **request,
                           const char           *path,
                           GError              **error)
{
  const char *kind_str = NULL;
  g_autofree char *where = NULL;

  *kind = TAV_SUBMISSION_RESULT;
  *player = "";
  *request = NULL;
  if (tav_json_value_get_member (object, "kind") == NULL &&
      tav_json_value_get_member (object, "player") == NULL &&
      tav_json_value_get_member (object, "request") == NULL)
    return TRUE;
  where = g_strconcat (path, ".kind", NULL);
  if (!check_version (version, where, error) ||
      !tav_json_get_string (object, "kind", TRUE, &kind_str, path, error) ||
      !tav_json_get_string (object, "player", FALSE, player, path, error))
    return FALSE;
  if (!tav_submission_kind_from_string (kind_str, kind) || *kind == TAV_SUBMISSION_RESULT)
    {
      INVALID (error, _("%s: unknown kind of request “%s”"), where, kind_str);
      return FALSE;
    }
  if (tav_json_value_get_member (object, "result") != NULL)
    {
      INVALID (error, _("%s: a request holds no result"), path);
      return FALSE;
    }
  if (!tav_json_get_object (object, "request", TRUE, request, path, error))
    return FALSE;
  if (*kind == TAV_SUBMISSION_DECK && (*player)[0] == '\0')
    {
      INVALID (error, _("%s.player: a deck needs its player’s id"), path);
      return FALSE;
    }
  return TRUE;
}

/* The request's texts follow the rules of what a phone may send. */
gboolean
tav_document_check_request (TavInbox       *inbox,
                            TavSubmission  *submission,
                            const char     *path,
                            GError        **error)
{
  g_autoptr(JsonObject) clean = NULL;
  g_autoptr(GError) local_error = NULL;
  TavSubmissionKind kind = tav_submission_get_kind (submission);

  if (kind == TAV_SUBMISSION_RESULT || tav_submission_get_state (submission) == TAV_SUBMISSION_REFUSED)
    return TRUE;
  if (!(clean = tav_inbox_check_request (inbox, kind, tav_submission_get_result (submission),
                                         FALSE, &local_error)))
    {
      INVALID (error, "%s.request: %s", path, local_error->message);
      return FALSE;
    }
  return TRUE;
}

void
tav_document_write_request (TavJsonWriter *w,
                            TavSubmission *s)
{
  if (tav_submission_get_kind (s) == TAV_SUBMISSION_RESULT)
    return;
  tav_json_writer_string_member (w, "kind", tav_submission_kind_to_string (tav_submission_get_kind (s)));
  tav_json_writer_string_member (w, "player", tav_submission_get_player_id (s));
  if (tav_submission_get_result (s))
    {
      tav_json_writer_member (w, "request");
      tav_json_writer_object (w, tav_submission_get_result (s));
    }
}

void
tav_document_write_registration (TavJsonWriter *w,
                                 TavInbox      *inbox)
{
  if (tav_inbox_get_registration_open (inbox))
    tav_json_writer_boolean_member (w, "registration", TRUE);
}

/* Whether the file needs version 5 for the requests. */
gboolean
tav_document_needs_requests (TavEvent *event)
{
  TavInbox *inbox = tav_event_get_inbox (event);
  GListModel *list = tav_inbox_get_submissions (inbox);

  GListModel *log = tav_event_get_log (event);

  if (tav_inbox_get_registration_open (inbox))
    return TRUE;
  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr(TavLogEntry) entry = g_list_model_get_item (log, i);

      if (tav_log_entry_act_version (tav_log_entry_get_act (entry)) >= 5)
        return TRUE;
    }
  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr(TavSubmission) s = g_list_model_get_item (list, i);

      if (tav_submission_get_kind (s) != TAV_SUBMISSION_RESULT)
        return TRUE;
    }
  return FALSE;
}

/* The log of a file of an older version cannot name a request either. */
gboolean
tav_document_check_version_5 (gint64     version,
                              TavEvent  *event,
                              GError   **error)
{
  if (version >= 5 || !tav_document_needs_requests (event))
    return TRUE;
  INVALID (error, _("log: a file of version %lld cannot hold players’ requests from phones (version 5 or later)"),
           (long long) version);
  return FALSE;
}
