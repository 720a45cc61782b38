/* tav-venue-judge-acts.c
 *
 * What a judge does from the console: enter or correct a table's result,
 * add time to a table's clock, warn or penalise one of its players. Each
 * form carries a one-time id signed for this judge and this table; the
 * event's hand is the judge's before anything changes, so that the
 * event's log names him. Every answer is the table's page again, with
 * what happened on top.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-venue-judge"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "tav-table-token.h"
#include "tav-venue-form.h"
#include "tav-venue-judge-private.h"
#include "tav-venue-retranslate.h"

#define T(msgid) tav_venue_catalog_gettext (answer->catalog, msgid)

typedef struct
{
  TavStage *stage;
  guint     round;
  TavTable *table;
} Place;

static const char *
sent (TavJudgeAnswer *answer,
      const char     *name)
{
  return g_hash_table_lookup (answer->form, name);
}

static void
as_judge (TavJudgeAnswer *answer)
{
  TavHand hand = { TAV_HAND_JUDGE, (char *) answer->judge };
  const TavHand *earlier = tav_event_get_hand (answer->event);

  if (!answer->acting && earlier != NULL)
    answer->earlier = tav_hand_copy (earlier);
  answer->acting = TRUE;
  tav_event_set_hand (answer->event, &hand);
}

/* The act failed: nothing of it is anybody's, and a change the host has
 * not recorded yet keeps the hand it had. */
/* The table's page answering the act is made by the caller once the act
 * is saved (tav-venue-judge.c): made now, it would carry the version from
 * before the act, and the console's script, told of the act's version,
 * would reload it at once, taking the judge's confirmation away. */
void
tav_venue_judge_answer_act (TavJudgeAnswer *answer,
                            guint           table,
                            guint           status,
                            const char     *message,
                            gboolean        done)
{
  answer->act_table = table;
  answer->act_status = status;
  g_free (answer->act_message);
  answer->act_message = g_strdup (message);
  answer->act_done = done;
}

static void
refused (TavJudgeAnswer *answer,
         const Place    *place,
         guint           status,
         const char     *message)
{
  if (answer->acting)
    tav_event_set_hand (answer->event, answer->earlier);
  tav_venue_judge_answer_act (answer, tav_table_get_number (place->table), status, message, FALSE);
}

static void
refused_by (TavJudgeAnswer *answer,
            const Place    *place,
            guint           status,
            const GError   *error)
{
  g_autofree char *text = tav_venue_retranslate (answer->catalog, error);

  refused (answer, place, status, text);
}

static void
done (TavJudgeAnswer *answer,
      const Place    *place,
      guint           status,
      const char     *message)
{
  tav_venue_judge_answer_act (answer, tav_table_get_number (place->table), status, message, TRUE);
}

/* Whether the organiser lets this judge's results in at once. */
static gboolean
judge_is_trusted (TavJudgeAnswer *answer)
{
  TavInbox *inbox = tav_event_get_inbox (answer->event);
  gboolean trusted = FALSE;

  for (guint i = 0; i < tav_inbox_get_n_judges (inbox); i++)
    if (g_strcmp0 (tav_inbox_get_judge (inbox, i, NULL, &trusted), answer->judge) == 0)
      return trusted;
  return FALSE;
}

/* A result: waiting in the inbox as this judge's, or entered at once when
 * the organiser lets this judge's results in. Such a judge corrects an
 * entered result at once too; another judge's correction, or one with a
 * figure the ranking keeps secret, waits in the inbox beside the entered
 * result for the organiser to choose. */
static void
act_result (TavJudgeAnswer *answer,
            const Place    *place)
{
  TavInbox *inbox = tav_event_get_inbox (answer->event);
  guint number = tav_table_get_number (place->table);
  g_autoptr(JsonObject) result = NULL;
  g_autoptr(TavSubmission) s = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  gboolean secret;

  result = tav_venue_form_read (answer->event, place->stage, place->table, answer->form, answer->catalog, &message);
  if (result == NULL)
    {
      refused (answer, place, 422, message);
      return;
    }
  secret = !tav_event_check_result (answer->event, place->stage, place->round, number, result, &error) &&
           tav_event_error_is_secret (answer->event, error);
  if (error && !secret)
    {
      g_autofree char *told = tav_venue_form_refusal (answer->catalog, answer->event, place->stage,
                                                      place->table, error);

      refused (answer, place, 422, told);
      return;
    }
  g_clear_error (&error);

  if (tav_table_has_result (place->table) && !secret && judge_is_trusted (answer))
    {
      tav_inbox_add_seen (inbox, sent (answer, "id"));
      as_judge (answer);
      if (!tav_event_set_result (answer->event, place->stage, place->round, number, result, &error))
        {
          refused_by (answer, place, 409, error);
          return;
        }
      done (answer, place, SOUP_STATUS_OK, T (N_("The result is corrected.")));
      return;
    }

  as_judge (answer);
  s = tav_inbox_submit (inbox, answer->code, tav_stage_get_id (place->stage), place->round, number,
                        sent (answer, "id"), 0, result, answer->client, &error);
  if (s == NULL)
    {
      if (g_error_matches (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_REPLAY))
        refused (answer, place, 409, T (N_("This form was sent before: nothing was changed. Here is a new one.")));
      else
        refused_by (answer, place, g_error_matches (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_INVALID) ? 422 : 409, error);
      return;
    }
  if (tav_submission_get_state (s) == TAV_SUBMISSION_ACCEPTED)
    done (answer, place, SOUP_STATUS_OK, T (N_("Thank you: the result is entered.")));
  else if (tav_table_has_result (place->table))
    done (answer, place, SOUP_STATUS_ACCEPTED,
          T (N_("Thank you: the organiser will see your correction beside the entered result and choose.")));
  else
    done (answer, place, SOUP_STATUS_ACCEPTED, T (N_("Thank you: the organiser will confirm the result.")));
}

static void
act_extend (TavJudgeAnswer *answer,
            const Place    *place)
{
  const char *reason = sent (answer, "reason");
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  guint64 minutes;

  if (!sent (answer, "minutes") ||
      !g_ascii_string_to_unsigned (sent (answer, "minutes"), 10, 1, TAV_EXTENSION_MAX_MINUTES, &minutes, NULL))
    {
      text = g_strdup_printf (T (N_("Minutes: a whole number from 1 to %u")), TAV_EXTENSION_MAX_MINUTES);
      refused (answer, place, 400, text);
      return;
    }
  tav_inbox_add_seen (tav_event_get_inbox (answer->event), sent (answer, "id"));
  as_judge (answer);
  if (!tav_event_extend_table (answer->event, place->stage, place->round, tav_table_get_number (place->table),
                               (guint) minutes, reason ? reason : "", &error))
    {
      refused_by (answer, place, 409, error);
      return;
    }
  text = g_strdup_printf (T (N_("%u minutes added to table %u.")), (guint) minutes, tav_table_get_number (place->table));
  done (answer, place, SOUP_STATUS_OK, text);
}

/* A warning, an ejection or a disqualification, as the app's player menu
 * offers them: the rules decide whether a warning ejects. */
static void
act_penalty (TavJudgeAnswer *answer,
             const Place    *place)
{
  const char *player_id = sent (answer, "player");
  const char *kind = sent (answer, "kind");
  g_autofree char *reason = g_strstrip (g_strdup (sent (answer, "reason") ? sent (answer, "reason") : ""));
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  TavPlayer *player;
  gboolean ejected = FALSE;
  gboolean ok;

  if (player_id == NULL || tav_table_find_seat (place->table, player_id) < 0 ||
      !(player = tav_event_find_player (answer->event, player_id)))
    {
      refused (answer, place, 400, T (N_("Choose a player of this table.")));
      return;
    }
  if (reason[0] == '\0' || g_utf8_strlen (reason, -1) > TAV_VENUE_JUDGE_MAX_REASON)
    {
      refused (answer, place, 400, T (N_("A warning or a penalty needs a reason.")));
      return;
    }
  tav_inbox_add_seen (tav_event_get_inbox (answer->event), sent (answer, "id"));
  as_judge (answer);
  if (g_strcmp0 (kind, "warning") == 0)
    ok = tav_event_warn (answer->event, player_id, reason, &ejected, &error);
  else if (g_strcmp0 (kind, "ejection") == 0)
    ok = ejected = tav_event_withdraw (answer->event, player_id, TAV_PLAYER_EJECTED, reason, &error);
  else if (g_strcmp0 (kind, "disqualification") == 0)
    ok = tav_event_withdraw (answer->event, player_id, TAV_PLAYER_DISQUALIFIED, reason, &error);
  else
    {
      refused (answer, place, 400, T (N_("Choose a player of this table.")));
      return;
    }
  if (!ok)
    {
      refused_by (answer, place, 409, error);
      return;
    }
  if (ejected)
    text = g_strdup_printf (T (N_("%s is ejected")), tav_player_get_name (player));
  else if (g_strcmp0 (kind, "disqualification") == 0)
    text = g_strdup_printf (T (N_("%s is disqualified")), tav_player_get_name (player));
  else
    text = g_strdup_printf (T (N_("Warning recorded for %s")), tav_player_get_name (player));
  done (answer, place, SOUP_STATUS_OK, text);
}

/* A POST from the console: its form id first (made by this server, for
 * this judge and this table, never sent before), then its act. */
void
tav_venue_judge_act (TavJudgeAnswer *answer,
                     guint           number)
{
  TavInbox *inbox = tav_event_get_inbox (answer->event);
  const char *action = sent (answer, "action");
  const char *id = sent (answer, "id");
  g_autofree char *scope = NULL;
  Place place = { NULL, };

  place.table = tav_venue_judge_find_table (answer->event, number, &place.stage, &place.round);
  if (place.table == NULL)
    {
      g_autofree char *text = g_strdup_printf (T (N_("The round shown to the room has no table %u.")), number);

      tav_venue_judge_plain_page (answer, 409, T (N_("Nothing was changed")), text);
      return;
    }
  scope = tav_venue_judge_form_scope (place.stage, answer->judge);
  if (!tav_token_check_form_id (tav_inbox_get_key (inbox), scope, place.round, number, id))
    {
      refused (answer, &place, 400, T (N_("This form was not made by this server for this table: it was not sent. Here is a new one.")));
      return;
    }
  if (tav_inbox_has_seen (inbox, id))
    {
      refused (answer, &place, 409, T (N_("This form was sent before: nothing was changed. Here is a new one.")));
      return;
    }
  if (g_strcmp0 (action, "result") == 0)
    act_result (answer, &place);
  else if (g_strcmp0 (action, "extend") == 0)
    act_extend (answer, &place);
  else if (g_strcmp0 (action, "penalty") == 0)
    act_penalty (answer, &place);
  else
    refused (answer, &place, 400, T (N_("This form was not made by this server for this table: it was not sent. Here is a new one.")));
}
