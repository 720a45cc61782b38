/* test-inbox.c — table tokens, judges' codes and the inbox of results
 * sent from the tables: submit, confirm, accept, edit, reject, refusals,
 * saving and loading
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>

#include "tav-document.h"
#include "tav-event.h"
#include "tav-inbox.h"
#include "tav-table-token.h"
#include "tav-test-bang.h"
#include "tav-test-catan.h"
#include "tav-event-private.h"

/* 00 01 02 … 1f written in hex: the key as it is kept in the file. */
#define KEY "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"

/* The values below were computed apart from Tavolo, with Python's hmac
 * module: HMAC-SHA256 (KEY, "tavolo-table\0swiss\03\012"), its first 130
 * bits in Crockford's base 32 for the link, its last 40 for the code. */
static void
test_token_known_values (void)
{
  g_autofree char *token = tav_token_for_table (KEY, "swiss", 3, 12);
  g_autofree char *code = tav_token_code_for_table (KEY, "swiss", 3, 12);
  g_autofree char *other = tav_token_for_table (KEY, "swiss", 3, 13);
  g_autofree char *earlier = tav_token_code_for_table (KEY, "swiss", 2, 12);
  g_autofree char *elim = tav_token_for_table (KEY, "elimination", 1, 1);
  g_autofree char *printed = tav_token_format_code (code);

  g_assert_cmpstr (token, ==, "4XDNH9WYN2APJMVZ2BQMBZ08Z2");
  g_assert_cmpstr (code, ==, "SP2WQRAH");
  g_assert_cmpstr (other, ==, "650WK8T6EQK10N6MCABXAKMX58");
  g_assert_cmpstr (earlier, ==, "0ENCP0G2");
  g_assert_cmpstr (elim, ==, "YB0XC9NZTWPBYJ8VDJ0BY1MQ2N");
  g_assert_cmpstr (printed, ==, "SP2W-QRAH");
}

static void
test_token_check (void)
{
  static const char * const good[] = {
    "4XDNH9WYN2APJMVZ2BQMBZ08Z2", "4xdnh9wyn2apjmvz2bqmbz08z2", "4XDNH9WYN2APJMVZ2BQMBZ0BZ2",
    "SP2WQRAH", "SP2W-QRAH", "sp2w qrah",
  };
  static const char * const bad[] = {
    "4XDNH9WYN2APJMVZ2BQMBZ08Z3", "4XDNH9WYN2APJMVZ2BQMBZ08Z", "SP2WQRAJ", "SP2WQRA",
    "SP2WQRAH!", "", "650WK8T6EQK10N6MCABXAKMX58", "HR2455XF", "SP2WQRAHSP2WQRAHSP2WQRAHSP2WQRAH",
  };

  /* "0B" in the third spelling is no typo: B is not 8, so it must fail. */
  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      gboolean ok = tav_token_check_table (KEY, "swiss", 3, 12, good[i]);

      g_test_message ("%s", good[i]);
      g_assert_true (i == 2 ? !ok : ok);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_test_message ("%s", bad[i]);
      g_assert_false (tav_token_check_table (KEY, "swiss", 3, 12, bad[i]));
    }
  /* O, I and L as typed by hand read as 0, 1 and 1. */
  g_assert_true (tav_token_check_table (KEY, "swiss", 2, 12, "OENC-POG2"));
  g_assert_false (tav_token_check_table (KEY, "swiss", 3, 12, "0ENCP0G2"));
  g_assert_false (tav_token_check_table (KEY, "Swiss", 3, 12, "SP2WQRAH"));
  g_assert_false (tav_token_check_table (KEY "0", "swiss", 3, 12, "SP2WQRAH"));
}

static void
test_token_key (void)
{
  g_autofree char *a = tav_token_new_key ();
  g_autofree char *b = tav_token_new_key ();

  g_assert_true (tav_token_key_is_valid (a));
  g_assert_cmpuint (strlen (a), ==, 64);
  g_assert_cmpstr (a, !=, b);
  g_assert_false (tav_token_key_is_valid ("000102030405060708090A0B0C0D0E0F101112131415161718191a1b1c1d1e1f"));
  g_assert_false (tav_token_key_is_valid ("00"));
}

/* ---- A Destiny event with round 1 drawn --------------------------------- */

static TavEvent *
destiny_event (guint n_players)
{
  TavEvent *event = tav_event_new ("destiny", "Destiny");
  g_autoptr(GError) error = NULL;

  tav_event_set_seed (event, 42);
  for (guint i = 0; i < n_players; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %u", i + 1);

      g_assert_nonnull (tav_event_add_player (event, name, NULL));
    }
  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
  tav_inbox_set_key (tav_event_get_inbox (event), KEY);
  return event;
}

static TavTable *
table_of (TavEvent *event,
          guint     round,
          guint     number)
{
  TavStage *stage = tav_event_get_current_stage (event);

  return tav_round_find_table (tav_stage_get_round (stage, round), number);
}

static JsonObject *
winner_result (const char *winner)
{
  JsonObject *result = json_object_new ();

  json_object_set_string_member (result, "winner", winner);
  return result;
}

/* Every table of round 1 entered, seat @seat winning, and round 2 drawn. */
static void
close_round_one (TavEvent *event,
                 guint     seat)
{
  TavStage *stage = tav_event_get_current_stage (event);
  TavRound *round = tav_stage_get_round (stage, 1);
  g_autoptr(GError) error = NULL;

  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    {
      TavTable *table = tav_round_get_table (round, t);
      g_autoptr(JsonObject) r = winner_result (tav_table_get_seat (table, seat));

      g_assert_true (tav_event_set_result (event, stage, 1, tav_table_get_number (table), r, &error));
      g_assert_no_error (error);
    }
  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
}

static TavSubmission *
submit (TavEvent    *event,
        guint        round,
        guint        table,
        const char  *credential,
        const char  *id,
        guint        seat,
        const char  *winner,
        GError     **error)
{
  const char *stage = tav_stage_get_id (tav_event_get_current_stage (event));
  g_autoptr(JsonObject) result = winner_result (winner);
  /* A seat speaks with the code printed under its name. */
  g_autofree char *token = credential ? NULL
                         : seat ? tav_token_for_seat (KEY, stage, round, table, seat)
                         : tav_token_for_table (KEY, stage, round, table);

  return tav_inbox_submit (tav_event_get_inbox (event), credential ? credential : token,
                           stage, round, table, id, seat, result, "192.0.2.7", error);
}

/* Refusals are counted in the refusal log, the rest in the inbox. */
static guint
count_state (TavInbox           *inbox,
             TavSubmissionState  state)
{
  GListModel *list = state == TAV_SUBMISSION_REFUSED
                       ? tav_refusal_log_get_model (tav_inbox_get_refusals (inbox))
                       : tav_inbox_get_submissions (inbox);
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr(TavSubmission) s = g_list_model_get_item (list, i);

      n += tav_submission_get_state (s) == state;
    }
  return n;
}

/* Both players send the same result: one submission that both agree with;
 * accepting it enters it as any result, and the file before the accept
 * (what undo reads back) has it waiting again. */
static void
test_submit_confirm_accept (void)
{
  g_autoptr(TavEvent) event = destiny_event (8);
  TavInbox *inbox = tav_event_get_inbox (event);
  TavTable *table = table_of (event, 1, 2);
  const char *a = tav_table_get_seat (table, 0);
  g_autoptr(GError) error = NULL;
  g_autoptr(TavEvent) undone = NULL;
  g_autofree char *before = NULL;
  TavSubmission *s, *t;

  s = submit (event, 1, 2, NULL, "req-1", 1, a, &error);
  g_assert_no_error (error);
  g_assert_nonnull (s);
  g_assert_cmpint (tav_submission_get_state (s), ==, TAV_SUBMISSION_PENDING);
  g_assert_false (tav_inbox_is_unanimous (inbox, s));
  g_object_unref (s);

  /* Player 2 agrees: the same result from seat 2. */
  t = submit (event, 1, 2, NULL, "req-2", 2, a, &error);
  g_assert_no_error (error);
  g_assert_true (t == s);
  g_assert_true (tav_submission_has_agreed (t, 1) && tav_submission_has_agreed (t, 2));
  g_assert_true (tav_inbox_is_unanimous (inbox, t));
  g_assert_cmpuint (tav_inbox_get_n_pending (inbox), ==, 1);
  g_assert_false (tav_table_has_result (table));

  before = tav_document_to_data (event, NULL);
  g_assert_true (tav_inbox_accept (inbox, "req-1", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tav_result_get_string (tav_table_get_result (table), "winner"), ==, a);
  g_assert_cmpint (tav_submission_get_state (t), ==, TAV_SUBMISSION_ACCEPTED);
  g_assert_cmpuint (tav_inbox_get_n_pending (inbox), ==, 0);
  g_object_unref (t);

  /* Accepted twice: refused, nothing changes. */
  g_assert_false (tav_inbox_accept (inbox, "req-1", &error));
  g_assert_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_STATE);
  g_clear_error (&error);

  undone = tav_document_load_data (before, strlen (before), &error);
  g_assert_no_error (error);
  g_assert_false (tav_table_has_result (table_of (undone, 1, 2)));
  g_assert_cmpuint (tav_inbox_get_n_pending (tav_event_get_inbox (undone)), ==, 1);
}

static void
count_changed (guint *n)
{
  (*n)++;
}

/* Each refusal has its reason and is logged; nothing enters the event. */
static void
test_refusals (void)
{
  g_autoptr(TavEvent) event = destiny_event (8);
  TavInbox *inbox = tav_event_get_inbox (event);
  const char *stage = tav_stage_get_id (tav_event_get_current_stage (event));
  const char *a = tav_table_get_seat (table_of (event, 1, 1), 0);
  const char *c = tav_table_get_seat (table_of (event, 1, 3), 0);
  g_autofree char *token_1 = tav_token_for_table (KEY, stage, 1, 1);
  g_autofree char *forged = g_strdup (token_1);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = tav_document_to_data (event, NULL);
  g_autofree char *after = NULL;
  guint n_changed = 0;
  TavSubmission *s;

  g_signal_connect_swapped (event, "changed", G_CALLBACK (count_changed), &n_changed);

  /* Table 1's token used for table 3. */
  s = submit (event, 1, 3, token_1, "r1", 0, c, &error);
  g_assert_null (s);
  g_assert_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_FORBIDDEN);
  g_assert_cmpstr (error->message, ==, "This code does not open table 3 of round 1");
  g_clear_error (&error);

  /* A forged token: one character changed. */
  forged[5] = forged[5] == 'A' ? 'B' : 'A';
  g_assert_null (submit (event, 1, 1, forged, "r2", 0, a, &error));
  g_assert_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_FORBIDDEN);
  g_clear_error (&error);

  /* Turned away at the door: logged, and the event is as it was. */
  after = tav_document_to_data (event, NULL);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpuint (n_changed, ==, 0);
  g_assert_cmpuint (count_state (inbox, TAV_SUBMISSION_REFUSED), ==, 2);
  {
    g_autoptr(TavSubmission) first = g_list_model_get_item (tav_refusal_log_get_model (tav_inbox_get_refusals (inbox)), 0);

    g_assert_cmpuint (tav_submission_get_table (first), ==, 3);
    g_assert_cmpstr (tav_submission_get_reason (first), ==, "This code does not open table 3 of round 1 (192.0.2.7)");
  }

  /* A result that is not one of the table's players: the rules' own check. */
  g_assert_null (submit (event, 1, 1, NULL, "r3", 0, c, &error));
  g_assert_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_INVALID);
  g_test_message ("%s", error->message);
  g_clear_error (&error);

  /* The right one, then the same request again: a replay. */
  s = submit (event, 1, 1, NULL, "r4", 1, a, &error);
  g_assert_no_error (error);
  g_clear_object (&s);
  g_assert_null (submit (event, 1, 1, NULL, "r4", 1, a, &error));
  g_assert_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_REPLAY);
  g_clear_error (&error);

  /* Once the result is confirmed the token stops working. */
  g_assert_true (tav_inbox_accept (inbox, "r4", &error));
  g_assert_null (submit (event, 1, 1, NULL, "r5", 1, a, &error));
  g_assert_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_CLOSED);
  g_assert_cmpstr (error->message, ==,
                   "The result of table 1 is already confirmed; ask the organiser to change it");
  g_clear_error (&error);

  /* Four refusals logged (the invalid result is the sender's to fix). */
  g_assert_cmpuint (count_state (inbox, TAV_SUBMISSION_REFUSED), ==, 4);
  g_assert_cmpuint (count_state (inbox, TAV_SUBMISSION_ACCEPTED), ==, 1);
}

/* Round 1 is closed once round 2 is drawn: its tokens no longer work, and
 * round 2's tokens are different ones. */
static void
test_closed_round (void)
{
  g_autoptr(TavEvent) event = destiny_event (4);
  TavStage *stage = tav_event_get_current_stage (event);
  g_autoptr(GError) error = NULL;
  g_autofree char *token_1 = tav_token_for_table (KEY, tav_stage_get_id (stage), 1, 1);
  g_autofree char *token_2 = tav_token_for_table (KEY, tav_stage_get_id (stage), 2, 1);

  close_round_one (event, 0);

  /* Table 1 of round 1 has a result too, but the round is what closes it. */
  g_assert_null (submit (event, 1, 1, token_1, "x1", 0,
                         tav_table_get_seat (table_of (event, 1, 1), 0), &error));
  g_assert_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_CLOSED);
  g_assert_cmpstr (error->message, ==,
                   "Round 1 is closed: results are no longer taken from the tables");
  g_clear_error (&error);
  /* Round 1's token for round 2's table 1. */
  g_assert_null (submit (event, 2, 1, token_1, "x2", 0,
                         tav_table_get_seat (table_of (event, 2, 1), 0), &error));
  g_assert_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_FORBIDDEN);
  g_clear_error (&error);
  g_assert_cmpstr (token_1, !=, token_2);
}

/* Two different results from one table: both flagged, none accepted
 * automatically; the organiser edits one and accepts it, the other is set
 * aside with a reason; a rejection keeps the organiser's reason. */
static void
test_dispute_edit_reject (void)
{
  g_autoptr(TavEvent) event = destiny_event (8);
  TavInbox *inbox = tav_event_get_inbox (event);
  TavTable *table = table_of (event, 1, 1);
  const char *a = tav_table_get_seat (table, 0);
  const char *b = tav_table_get_seat (table, 1);
  g_autoptr(JsonObject) fixed = winner_result (b);
  g_autoptr(GError) error = NULL;
  g_autoptr(TavSubmission) s1 = NULL;
  g_autoptr(TavSubmission) s2 = NULL;
  g_autoptr(TavSubmission) s3 = NULL;

  tav_inbox_set_auto_accept (inbox, TRUE);
  s1 = submit (event, 1, 1, NULL, "d1", 1, a, &error);
  s2 = submit (event, 1, 1, NULL, "d2", 2, b, &error);
  g_assert_no_error (error);
  g_assert_true (tav_submission_get_disputed (s1) && tav_submission_get_disputed (s2));
  g_assert_cmpuint (tav_inbox_get_n_pending (inbox), ==, 2);
  g_assert_false (tav_table_has_result (table));

  g_assert_true (tav_inbox_edit (inbox, "d1", fixed, &error));
  g_assert_no_error (error);
  g_assert_true (tav_submission_get_edited (s1));
  g_assert_true (tav_inbox_accept (inbox, "d1", &error));
  g_assert_cmpstr (tav_result_get_string (tav_table_get_result (table), "winner"), ==, b);
  g_assert_cmpint (tav_submission_get_state (s2), ==, TAV_SUBMISSION_REJECTED);
  g_assert_cmpstr (tav_submission_get_reason (s2), ==, "Another result for this table was accepted");

  /* An edit must pass the rules too. */
  s3 = submit (event, 1, 2, NULL, "d3", 1, tav_table_get_seat (table_of (event, 1, 2), 0), &error);
  g_assert_no_error (error);
  g_assert_false (tav_inbox_edit (inbox, "d3", fixed, &error));
  g_assert_nonnull (error);
  g_assert_true (g_str_has_prefix (error->message, "round 1: table 2: the winner “"));
  g_clear_error (&error);
  g_assert_true (tav_inbox_reject (inbox, "d3", "Seat 2 says he won; come to the desk", &error));
  g_assert_cmpint (tav_submission_get_state (s3), ==, TAV_SUBMISSION_REJECTED);
  g_assert_cmpstr (tav_submission_get_reason (s3), ==, "Seat 2 says he won; come to the desk");
  g_assert_false (tav_table_has_result (table_of (event, 1, 2)));
}

/* With auto-accept on, a two-player table enters once both agree. */
static void
test_auto_accept (void)
{
  g_autoptr(TavEvent) event = destiny_event (4);
  TavInbox *inbox = tav_event_get_inbox (event);
  TavTable *table = table_of (event, 1, 1);
  const char *a = tav_table_get_seat (table, 0);
  g_autoptr(GError) error = NULL;
  g_autoptr(TavSubmission) s1 = NULL;
  g_autoptr(TavSubmission) s2 = NULL;

  tav_inbox_set_auto_accept (inbox, TRUE);
  s1 = submit (event, 1, 1, NULL, "a1", 2, a, &error);
  g_assert_cmpint (tav_submission_get_state (s1), ==, TAV_SUBMISSION_PENDING);
  g_assert_false (tav_table_has_result (table));
  s2 = submit (event, 1, 1, NULL, "a2", 1, a, &error);
  g_assert_no_error (error);
  g_assert_cmpint (tav_submission_get_state (s2), ==, TAV_SUBMISSION_ACCEPTED);
  g_assert_cmpstr (tav_result_get_string (tav_table_get_result (table), "winner"), ==, a);
}

/* Agreement takes two hands: the table's code agrees for no seat, a seat's
 * code for its own seat only, and a claim to another seat is refused. */
static void
test_agreement_by_two (void)
{
  g_autoptr(TavEvent) event = destiny_event (4);
  TavInbox *inbox = tav_event_get_inbox (event);
  const char *stage = tav_stage_get_id (tav_event_get_current_stage (event));
  const char *a = tav_table_get_seat (table_of (event, 1, 1), 0);
  g_autofree char *table_token = tav_token_for_table (KEY, stage, 1, 1);
  g_autofree char *seat_1 = tav_token_code_for_seat (KEY, stage, 1, 1, 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(TavSubmission) s = NULL;
  g_autoptr(TavSubmission) t = NULL;

  tav_inbox_set_auto_accept (inbox, TRUE);
  g_assert_cmpuint (tav_inbox_credential_seat (inbox, seat_1, stage, 1, 1), ==, 1);
  g_assert_cmpuint (tav_inbox_credential_seat (inbox, table_token, stage, 1, 1), ==, 0);
  g_assert_cmpuint (tav_inbox_credential_seat (inbox, seat_1, stage, 1, 2), ==, 0);

  s = submit (event, 1, 1, table_token, "t1", 0, a, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tav_submission_get_agreed (s), ==, 0);
  g_assert_null (submit (event, 1, 1, table_token, "t2", 2, a, &error));
  g_assert_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_FORBIDDEN);
  g_clear_error (&error);
  g_assert_null (submit (event, 1, 1, seat_1, "t3", 2, a, &error));
  g_assert_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_FORBIDDEN);
  g_clear_error (&error);
  /* Seat 1 twice is still one hand. */
  t = submit (event, 1, 1, seat_1, "t4", 0, a, &error);
  g_assert_no_error (error);
  g_assert_true (t == s);
  g_clear_object (&t);
  t = submit (event, 1, 1, seat_1, "t5", 1, a, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tav_submission_get_agreed (s), ==, 1);
  g_assert_false (tav_inbox_is_unanimous (inbox, s));
  g_assert_false (tav_table_has_result (table_of (event, 1, 1)));
}

/* A judge's code opens every table of the open round; it is kept hashed
 * and stops working once revoked. */
static void
test_judges (void)
{
  g_autoptr(TavEvent) event = destiny_event (8);
  TavInbox *inbox = tav_event_get_inbox (event);
  g_autoptr(GError) error = NULL;
  g_autofree char *code = NULL;
  g_autofree char *hash = NULL;
  g_autofree char *data = NULL;
  g_autoptr(TavSubmission) s = NULL;
  const char *stored;
  gboolean auto_accept;

  /* A known code: its hash, computed with Python's hmac module. */
  hash = tav_token_hash_judge (KEY, "abcde-12345");
  g_assert_cmpstr (hash, ==, "521cd3c2518c60b8d623f1b042fc7577b488465330fb76e70b54805567aa2e2d");

  code = tav_inbox_add_judge (inbox, "  Anna Rossi ", TRUE, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (strlen (code), ==, TAV_TOKEN_JUDGE_CHARS);
  g_assert_cmpstr (tav_inbox_get_judge (inbox, 0, &stored, &auto_accept), ==, "Anna Rossi");
  g_assert_true (auto_accept);
  g_clear_pointer (&hash, g_free);
  hash = tav_token_hash_judge (KEY, code);
  g_assert_cmpstr (stored, ==, hash);
  data = tav_document_to_data (event, NULL);
  g_assert_null (strstr (data, code));
  g_assert_null (tav_inbox_add_judge (inbox, "Anna Rossi", FALSE, &error));
  g_assert_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_STATE);
  g_clear_error (&error);

  /* Any table; this judge's word is accepted at once. */
  s = submit (event, 1, 4, code, "j1", 0, tav_table_get_seat (table_of (event, 1, 4), 1), &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tav_submission_get_judge (s), ==, "Anna Rossi");
  g_assert_cmpint (tav_submission_get_state (s), ==, TAV_SUBMISSION_ACCEPTED);
  g_assert_true (tav_table_has_result (table_of (event, 1, 4)));

  g_assert_true (tav_inbox_revoke_judge (inbox, "Anna Rossi", &error));
  g_assert_null (submit (event, 1, 3, code, "j2", 0, tav_table_get_seat (table_of (event, 1, 3), 1), &error));
  g_assert_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_FORBIDDEN);
}

/* The rules of BANG! 2011 check what a table sends: two Sheriffs are named
 * by seat. */
static void
test_bang_validation (void)
{
  g_autoptr(TavEvent) event = tav_event_new ("bang-2011", "BANG!");
  TavInbox *inbox = tav_event_get_inbox (event);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) result = NULL;
  g_autofree char *token = NULL;
  static const char * const roles[] = { "sheriff", "renegade", "outlaw", "sheriff", "outlaw" };
  static const gboolean alive[] = { TRUE, FALSE, FALSE, TRUE, FALSE };
  static const int spent[] = { 0, 0, 0, 0, 0 };
  TavStage *stage;

  tav_event_set_seed (event, 7);
  for (guint i = 0; i < 10; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %u", i + 1);

      g_assert_nonnull (tav_event_add_player (event, name, NULL));
    }
  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
  stage = tav_event_get_current_stage (event);
  tav_inbox_set_key (inbox, KEY);
  token = tav_token_code_for_table (KEY, tav_stage_get_id (stage), 1, 1);
  result = tav_test_bang_result (roles, alive, spent, 5, "law", FALSE);
  g_assert_null (tav_inbox_submit (inbox, token, tav_stage_get_id (stage), 1, 1, "b1", 0,
                                   result, NULL, &error));
  g_assert_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "round 1: table 1: two Sheriffs (seats 1 and 4)");
}

/* Pending submissions, judges, the key, the option and the ids received
 * survive saving and loading; the file says version 2 only then. */
static void
test_save_load (void)
{
  g_autoptr(TavEvent) event = destiny_event (8);
  g_autoptr(TavEvent) plain = destiny_event (8);
  g_autoptr(TavEvent) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *code = NULL;
  g_autofree char *data = NULL;
  g_autofree char *again = NULL;
  g_autofree char *plain_data = NULL;
  g_autoptr(TavSubmission) s = NULL;
  TavInbox *inbox;
  TavSubmission *back;

  code = tav_inbox_add_judge (tav_event_get_inbox (event), "Marco", FALSE, &error);
  tav_inbox_set_auto_accept (tav_event_get_inbox (event), TRUE);
  s = submit (event, 1, 3, NULL, "s1", 2, tav_table_get_seat (table_of (event, 1, 3), 1), &error);
  g_assert_no_error (error);
  g_assert_null (submit (event, 1, 3, "WRONG", "s2", 0, "p1", &error));
  g_clear_error (&error);

  data = tav_document_to_data (event, NULL);
  g_assert_nonnull (strstr (data, "\"version\" : 2"));
  loaded = tav_document_load_data (data, strlen (data), &error);
  g_assert_no_error (error);
  inbox = tav_event_get_inbox (loaded);
  g_assert_cmpstr (tav_inbox_get_key (inbox), ==, KEY);
  g_assert_true (tav_inbox_get_auto_accept (inbox));
  g_assert_cmpstr (tav_inbox_check_judge (inbox, code), ==, "Marco");
  g_assert_true (tav_inbox_has_seen (inbox, "s1"));
  g_assert_cmpuint (tav_inbox_get_n_pending (inbox), ==, 1);
  back = tav_inbox_find (inbox, "s1");
  g_assert_true (tav_submission_has_agreed (back, 2) && !tav_submission_has_agreed (back, 1));
  /* The refusal was logged apart: the file has none. */
  g_assert_null (strstr (data, "\"refused\""));
  g_assert_cmpuint (count_state (tav_event_get_inbox (event), TAV_SUBMISSION_REFUSED), ==, 1);
  g_assert_cmpuint (count_state (inbox, TAV_SUBMISSION_REFUSED), ==, 0);
  again = tav_document_to_data (loaded, NULL);
  g_assert_cmpstr (again, ==, data);

  /* Accepting it after the reload works as before the save. */
  g_assert_true (tav_inbox_accept (inbox, "s1", &error));
  g_assert_no_error (error);
  g_assert_true (tav_table_has_result (table_of (loaded, 1, 3)));

  /* An event that never used the inbox keeps writing version 1. */
  tav_inbox_set_key (tav_event_get_inbox (plain), NULL);
  plain_data = tav_document_to_data (plain, NULL);
  g_assert_nonnull (strstr (plain_data, "\"version\" : 1"));
  g_assert_null (strstr (plain_data, "\"submissions\""));
}

/* A version 1 file cannot hold an inbox; a broken inbox is refused with
 * the path of what is wrong. */
static void
test_load_errors (void)
{
  g_autoptr(TavEvent) event = destiny_event (4);
  g_autofree char *data = tav_document_to_data (event, NULL);
  static const struct { const char *from, *to, *message; } cases[] = {
    { "\"version\" : 2", "\"version\" : 1",
      "venue: a file of version 1 cannot hold the venue inbox (version 2 or later)" },
    { "\"key\" : \"0001", "\"key\" : \"X001",
      "venue.key: expected 64 lower-case hexadecimal digits" },
    { "\"state\" : \"pending\"", "\"state\" : \"maybe\"",
      "venue.submissions[0].state: unknown state “maybe”" },
    { "\"agreed\" : [\n          1\n", "\"agreed\" : [\n          33\n",
      "venue.submissions[0].agreed[0]: expected a seat number from 1 to 32" },
  };
  g_autoptr(TavSubmission) s = NULL;
  g_autoptr(GError) error = NULL;

  s = submit (event, 1, 1, NULL, "e1", 1, tav_table_get_seat (table_of (event, 1, 1), 0), &error);
  g_assert_no_error (error);
  g_free (data);
  data = tav_document_to_data (event, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) local_error = NULL;
      g_autoptr(GString) text = g_string_new (data);
      g_autoptr(TavEvent) loaded = NULL;

      g_test_message ("%s", cases[i].to);
      g_assert_cmpuint (g_string_replace (text, cases[i].from, cases[i].to, 1), ==, 1);
      loaded = tav_document_load_data (text->str, text->len, &local_error);
      g_assert_null (loaded);
      g_assert_error (local_error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_INVALID);
      g_assert_cmpstr (local_error->message, ==, cases[i].message);
    }
}

/* The log of refusals is bounded. */
static void
test_refusal_log_bounded (void)
{
  g_autoptr(TavEvent) event = destiny_event (4);
  TavInbox *inbox = tav_event_get_inbox (event);

  GListModel *log = tav_refusal_log_get_model (tav_inbox_get_refusals (inbox));
  g_autoptr(TavSubmission) last = NULL;

  for (guint i = 0; i < TAV_INBOX_MAX_REFUSALS + 50; i++)
    tav_inbox_log_refusal (inbox, "swiss", 1, 1, "198.51.100.1", "forged");
  g_assert_cmpuint (count_state (inbox, TAV_SUBMISSION_REFUSED), ==, TAV_INBOX_MAX_REFUSALS);

  /* The stage a forged link names is kept only if it can be written. */
  tav_inbox_log_refusal (inbox, "sw\xff" "iss", 1, 1, "198.51.100.1", "forged");
  last = g_list_model_get_item (log, g_list_model_get_n_items (log) - 1);
  g_assert_cmpstr (tav_submission_get_stage_id (last), ==, "");
  g_assert_cmpstr (tav_submission_get_reason (last), ==, "forged (198.51.100.1)");
}

/* A file written before the log left the event holds its refusals in the
 * inbox: it still loads, they go to the refusal log, and the next save
 * leaves them out. */
static void
test_refusals_of_older_file (void)
{
  g_autoptr(TavEvent) event = destiny_event (4);
  g_autoptr(TavEvent) loaded = NULL;
  g_autoptr(TavSubmission) s = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *again = NULL;
  g_autoptr(GString) older = NULL;
  g_autoptr(TavSubmission) refusal = NULL;
  TavInbox *inbox;

  s = submit (event, 1, 1, NULL, "o1", 1, tav_table_get_seat (table_of (event, 1, 1), 0), &error);
  g_assert_no_error (error);
  data = tav_document_to_data (event, NULL);
  older = g_string_new (data);
  g_assert_cmpuint (g_string_replace (older, "\"submissions\" : [\n",
                                      "\"submissions\" : [\n"
                                      "{\"id\": \"old-refusal\", \"stage\": \"swiss\", \"round\": 1, \"table\": 2,"
                                      " \"judge\": \"\", \"time\": \"2025-11-08T10:15:00Z\", \"state\": \"refused\","
                                      " \"reason\": \"This code does not open table 2 of round 1 (192.0.2.9)\"},\n", 1), ==, 1);

  loaded = tav_document_load_data (older->str, older->len, &error);
  g_assert_no_error (error);
  inbox = tav_event_get_inbox (loaded);
  g_assert_cmpuint (tav_inbox_get_n_pending (inbox), ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (tav_inbox_get_submissions (inbox)), ==, 1);
  g_assert_cmpuint (count_state (inbox, TAV_SUBMISSION_REFUSED), ==, 1);
  refusal = g_list_model_get_item (tav_refusal_log_get_model (tav_inbox_get_refusals (inbox)), 0);
  g_assert_cmpstr (tav_submission_get_id (refusal), ==, "old-refusal");
  g_assert_cmpuint (tav_submission_get_table (refusal), ==, 2);
  again = tav_document_to_data (loaded, NULL);
  g_assert_cmpstr (again, ==, data);
}

static guint
n_refusals (TavRefusalLog *log)
{
  return g_list_model_get_n_items (tav_refusal_log_get_model (log));
}

/* Kept in a file of its own: nothing is written at each refusal, the
 * newest 200 are written at once when flushed, read back in order, and a
 * damaged file is named. */
static void
test_refusal_log_file (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tavolo-refusals-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "refusals", "log.json", NULL);
  g_autoptr(TavRefusalLog) log = tav_refusal_log_new ();
  g_autoptr(TavRefusalLog) back = tav_refusal_log_new ();
  g_autoptr(TavRefusalLog) damaged = tav_refusal_log_new ();
  g_autoptr(TavSubmission) oldest = NULL;
  g_autoptr(TavSubmission) newest = NULL;
  g_autoptr(GDateTime) start = g_date_time_new_utc (2026, 3, 14, 9, 0, 0);
  g_autofree char *sub = g_path_get_dirname (path);
  GStatBuf st;

  g_assert_no_error (error);
  g_assert_true (tav_refusal_log_keep_in (log, path, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < TAV_REFUSAL_LOG_MAX + 50; i++)
    {
      g_autoptr(GDateTime) when = g_date_time_add_seconds (start, i);
      g_autofree char *id = g_strdup_printf ("r%03u", i);
      g_autofree char *reason = g_strdup_printf ("This code does not open table %u of round 2 (198.51.100.%u)",
                                                 i % 20 + 1, i % 250);
      g_autoptr(TavSubmission) refusal = tav_submission_new (id, "swiss", 2, i % 20 + 1, NULL, NULL, when);

      tav_submission_set_state (refusal, TAV_SUBMISSION_REFUSED, reason);
      tav_refusal_log_add (log, refusal);
      /* The same one again (a log read twice) is not added. */
      tav_refusal_log_add (log, refusal);
    }
  g_assert_cmpuint (n_refusals (log), ==, TAV_REFUSAL_LOG_MAX);
  /* A flood writes nothing by itself: the write waits for its time. */
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (tav_refusal_log_flush (log, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);
  g_assert_cmpint (st.st_size, <, 64 * 1024);

  g_assert_true (tav_refusal_log_read (back, path, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_refusals (back), ==, TAV_REFUSAL_LOG_MAX);
  oldest = g_list_model_get_item (tav_refusal_log_get_model (back), 0);
  newest = g_list_model_get_item (tav_refusal_log_get_model (back), TAV_REFUSAL_LOG_MAX - 1);
  g_assert_cmpstr (tav_submission_get_id (oldest), ==, "r050");
  g_assert_cmpstr (tav_submission_get_id (newest), ==, "r249");
  g_assert_cmpuint (tav_submission_get_table (newest), ==, 10);
  g_assert_cmpstr (tav_submission_get_reason (newest), ==, "This code does not open table 10 of round 2 (198.51.100.249)");
  g_assert_cmpint (tav_submission_get_state (newest), ==, TAV_SUBMISSION_REFUSED);

  /* Read again into the same log: nothing doubles. */
  g_assert_true (tav_refusal_log_read (back, path, &error));
  g_assert_cmpuint (n_refusals (back), ==, TAV_REFUSAL_LOG_MAX);

  g_assert_true (g_file_set_contents (path, "{\"format\": \"tavolo-refusals\", \"version\": 1, \"refusals\": [{\"id\": 5}]}",
                                      -1, NULL));
  g_assert_false (tav_refusal_log_read (damaged, path, &error));
  g_assert_error (error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_INVALID);
  g_assert_true (g_str_has_prefix (error->message, path));
  g_assert_nonnull (strstr (error->message, "refusals[0].id: expected"));
  g_clear_error (&error);
  g_assert_cmpuint (n_refusals (damaged), ==, 0);

  g_remove (path);
  g_rmdir (sub);
  g_rmdir (dir);
}

/* A log this version cannot read (here one of a newer Tavolo) is never
 * written over: kept byte for byte beside it, named in the message, and a
 * new log begins in its place. */
static void
test_refusal_log_unreadable (void)
{
  static const char newer[] = "{\"format\": \"tavolo-refusals\", \"version\": 2, \"refusals\": []}";
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tavolo-refusals-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "log.json", NULL);
  g_autoptr(TavRefusalLog) log = tav_refusal_log_new ();
  g_autoptr(TavRefusalLog) back = tav_refusal_log_new ();
  g_autoptr(GDateTime) when = g_date_time_new_utc (2026, 3, 14, 9, 0, 0);
  g_autoptr(TavSubmission) refusal = tav_submission_new ("r1", "swiss", 1, 2, NULL, NULL, when);
  g_autoptr(GDir) listing = NULL;
  g_autofree char *aside = NULL;
  g_autofree char *kept = NULL;
  const char *name;

  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (path, newer, -1, NULL));
  g_assert_false (tav_refusal_log_keep_in (log, path, &error));
  g_assert_error (error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_INVALID);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  listing = g_dir_open (dir, 0, NULL);
  while ((name = g_dir_read_name (listing)))
    {
      g_assert_null (aside);
      aside = g_build_filename (dir, name, NULL);
    }
  g_assert_nonnull (aside);
  g_assert_true (g_str_has_prefix (aside, path));
  g_assert_nonnull (strstr (aside, ".unreadable-"));
  g_assert_nonnull (strstr (error->message, aside));
  g_assert_true (g_file_get_contents (aside, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, newer);

  /* The new log is written where the old one was; the old one stays. */
  tav_submission_set_state (refusal, TAV_SUBMISSION_REFUSED, "This code does not open table 2 of round 1");
  tav_refusal_log_add (log, refusal);
  g_clear_error (&error);
  g_assert_true (tav_refusal_log_flush (log, &error));
  g_assert_no_error (error);
  g_assert_true (tav_refusal_log_read (back, path, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_refusals (back), ==, 1);
  g_clear_pointer (&kept, g_free);
  g_assert_true (g_file_get_contents (aside, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, newer);

  g_remove (path);
  g_remove (aside);
  g_rmdir (dir);
}

/* One judge, however the name is typed: another case or another accent
 * is the same judge, refused as a second one and found to revoke. */
static void
test_judge_names (void)
{
  g_autoptr(TavEvent) event = destiny_event (4);
  TavInbox *inbox = tav_event_get_inbox (event);
  g_autoptr(GError) error = NULL;
  g_autofree char *code = tav_inbox_add_judge (inbox, "Marco <i>Judge</i>", FALSE, &error);
  g_autofree char *andre = NULL;

  g_assert_no_error (error);
  g_assert_null (tav_inbox_add_judge (inbox, "marco <i>judge</i>", FALSE, &error));
  g_assert_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_STATE);
  g_assert_cmpstr (error->message, ==, "There is already a judge named “Marco <i>Judge</i>”");
  g_clear_error (&error);
  g_assert_cmpuint (tav_inbox_get_n_judges (inbox), ==, 1);
  g_assert_cmpstr (tav_inbox_find_judge (inbox, "  MARCO <I>JUDGE</I> "), ==, "Marco <i>Judge</i>");

  andre = tav_inbox_add_judge (inbox, "André Łukasiewicz", TRUE, &error);
  g_assert_no_error (error);
  g_assert_null (tav_inbox_add_judge (inbox, "ANDRE LUKASIEWICZ", FALSE, &error));
  g_assert_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_STATE);
  g_clear_error (&error);

  g_assert_true (tav_inbox_revoke_judge (inbox, "marco <i>judge</i>", &error));
  g_assert_no_error (error);
  g_assert_null (tav_inbox_check_judge (inbox, code));
  g_assert_true (tav_inbox_revoke_judge (inbox, "andre łukasiewicz", &error));
  g_assert_cmpuint (tav_inbox_get_n_judges (inbox), ==, 0);
  g_assert_false (tav_inbox_revoke_judge (inbox, "Marco <i>Judge</i>", &error));
  g_assert_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_NOT_FOUND);
}

static const char *
name_of (TavEvent   *event,
         const char *id)
{
  return tav_player_get_name (tav_event_find_player (event, id));
}

/* Table 5 was entered by the organiser while a submission still waited
 * for it: accepting that submission is refused, naming the table and both
 * results, and changes nothing; replacing, chosen, does. A submission
 * that says what was entered is accepted as it is. */
static void
test_accept_never_replaces (void)
{
  g_autoptr(TavEvent) event = destiny_event (12);
  TavInbox *inbox = tav_event_get_inbox (event);
  TavStage *stage = tav_event_get_current_stage (event);
  TavTable *table = table_of (event, 1, 5);
  const char *a = tav_table_get_seat (table, 0);
  const char *b = tav_table_get_seat (table, 1);
  g_autoptr(JsonObject) entered = winner_result (a);
  g_autoptr(GError) error = NULL;
  g_autoptr(TavSubmission) s = NULL;
  g_autoptr(TavSubmission) same = NULL;
  g_autofree char *message = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  tav_inbox_set_auto_accept (inbox, TRUE);
  s = submit (event, 1, 5, NULL, "late-5", 1, b, &error);
  g_assert_no_error (error);
  g_assert_cmpint (tav_submission_get_state (s), ==, TAV_SUBMISSION_PENDING);
  g_assert_false (tav_inbox_accept_replaces (inbox, s));

  /* `tavolo-cli result`, or the app's form. */
  g_assert_true (tav_event_set_result (event, stage, 1, 5, entered, &error));
  g_assert_true (tav_inbox_accept_replaces (inbox, s));
  before = tav_document_to_data (event, NULL);
  g_assert_false (tav_inbox_accept (inbox, "late-5", &error));
  g_assert_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_REPLACES);
  message = g_strdup_printf ("Table 5 of round 1 already has a result: %s wins; the submission says: %s wins",
                             name_of (event, a), name_of (event, b));
  g_assert_cmpstr (error->message, ==, message);
  g_clear_error (&error);
  after = tav_document_to_data (event, NULL);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpint (tav_submission_get_state (s), ==, TAV_SUBMISSION_PENDING);
  g_assert_cmpstr (tav_result_get_string (tav_table_get_result (table), "winner"), ==, a);

  /* The organiser chose the one sent. */
  g_assert_true (tav_inbox_accept_replacing (inbox, "late-5", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tav_result_get_string (tav_table_get_result (table), "winner"), ==, b);
  g_assert_cmpint (tav_submission_get_state (s), ==, TAV_SUBMISSION_ACCEPTED);

  /* The same result as entered: nothing is replaced, so it is accepted. */
  same = submit (event, 1, 6, NULL, "same-6", 1, tav_table_get_seat (table_of (event, 1, 6), 0), &error);
  g_assert_no_error (error);
  g_clear_pointer (&entered, json_object_unref);
  entered = winner_result (tav_table_get_seat (table_of (event, 1, 6), 0));
  g_assert_true (tav_event_set_result (event, stage, 1, 6, entered, &error));
  g_assert_false (tav_inbox_accept_replaces (inbox, same));
  g_assert_true (tav_inbox_accept (inbox, "same-6", &error));
  g_assert_no_error (error);
}

/* Round 2 is drawn while a disputed round-1 submission still waits: it
 * cannot change table 2's winner without the organiser choosing to. */
static void
test_accept_closed_round (void)
{
  g_autoptr(TavEvent) event = destiny_event (8);
  TavInbox *inbox = tav_event_get_inbox (event);
  TavTable *table = table_of (event, 1, 2);
  const char *a = tav_table_get_seat (table, 0);
  const char *b = tav_table_get_seat (table, 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(TavSubmission) s1 = NULL;
  g_autoptr(TavSubmission) s2 = NULL;
  g_autofree char *message = NULL;

  s1 = submit (event, 1, 2, NULL, "d-a", 1, a, &error);
  s2 = submit (event, 1, 2, NULL, "d-b", 2, b, &error);
  g_assert_no_error (error);
  g_assert_true (tav_submission_get_disputed (s2));
  close_round_one (event, 0);

  g_assert_false (tav_inbox_accept (inbox, "d-b", &error));
  g_assert_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_REPLACES);
  message = g_strdup_printf ("Round 1 is closed and table 2 has a result: %s wins; the submission says: %s wins",
                             name_of (event, a), name_of (event, b));
  g_assert_cmpstr (error->message, ==, message);
  g_clear_error (&error);
  g_assert_cmpstr (tav_result_get_string (tav_table_get_result (table), "winner"), ==, a);

  /* The one that says what was entered changes nothing: accepted. */
  g_assert_true (tav_inbox_accept (inbox, "d-a", &error));
  g_assert_no_error (error);
  g_assert_cmpint (tav_submission_get_state (s2), ==, TAV_SUBMISSION_REJECTED);

  /* A closed round's table without a result (cleared since). */
  {
    g_autoptr(TavSubmission) s3 = NULL;
    g_autoptr(TavEvent) other = destiny_event (8);
    TavStage *other_stage = tav_event_get_current_stage (other);

    s3 = submit (other, 1, 3, NULL, "c-3", 1, tav_table_get_seat (table_of (other, 1, 3), 0), &error);
    g_assert_no_error (error);
    close_round_one (other, 1);
    g_assert_true (tav_event_clear_result (other, other_stage, 1, 3, &error));
    g_assert_no_error (error);
    g_assert_false (tav_inbox_accept (tav_event_get_inbox (other), "c-3", &error));
    g_assert_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_REPLACES);
    g_clear_pointer (&message, g_free);
    message = g_strdup_printf ("Round 1 is closed; table 3 has no result, the submission says: %s wins",
                               name_of (other, tav_table_get_seat (table_of (other, 1, 3), 0)));
    g_assert_cmpstr (error->message, ==, message);
  }
}

/* A table of four may have TAV_INBOX_MAX_PER_TABLE different results
 * waiting: the next different one is refused and logged, its id spent;
 * one it already sent is still another "I agree". */
static void
test_table_full (void)
{
  g_autoptr(TavEvent) event = tav_test_catan_event ("Full", 8, 2);
  TavInbox *inbox = tav_event_get_inbox (event);
  static const guint place[] = { 1, 2, 3, 4 };
  g_autoptr(GError) error = NULL;
  g_autoptr(TavSubmission) again = NULL;
  const char *stage;
  g_autofree char *token = NULL;

  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
  tav_inbox_set_key (inbox, KEY);
  stage = tav_stage_get_id (tav_event_get_current_stage (event));
  token = tav_token_for_table (KEY, stage, 1, 1);
  g_assert_cmpuint (tav_table_get_n_seats (table_of (event, 1, 1)), ==, 4);

  /* Seat 4 with 0 to 8 VP: nine different results. */
  for (guint vp4 = 0; vp4 <= TAV_INBOX_MAX_PER_TABLE; vp4++)
    {
      const guint vp[] = { 13, 10, 9, vp4 };
      g_autoptr(JsonObject) result = tav_test_catan_result (4, vp, place, NULL, NULL);
      g_autofree char *id = g_strdup_printf ("full-%u", vp4);
      g_autoptr(TavSubmission) s = tav_inbox_submit (inbox, token, stage, 1, 1, id, 0, result,
                                                     "192.0.2.7", &error);

      if (vp4 < TAV_INBOX_MAX_PER_TABLE)
        {
          g_assert_no_error (error);
          g_assert_true (tav_submission_get_disputed (s) == (vp4 > 0));
          continue;
        }
      g_assert_null (s);
      g_assert_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_FULL);
      g_assert_cmpstr (error->message, ==, "Table 1 has sent 8 results still waiting; ask the organiser");
      g_clear_error (&error);
      g_assert_true (tav_inbox_has_seen (inbox, id));
    }
  g_assert_cmpuint (tav_inbox_get_n_pending (inbox), ==, TAV_INBOX_MAX_PER_TABLE);
  g_assert_cmpuint (count_state (inbox, TAV_SUBMISSION_REFUSED), ==, 1);

  {
    const guint vp[] = { 13, 10, 9, 0 };
    g_autoptr(JsonObject) result = tav_test_catan_result (4, vp, place, NULL, NULL);

    again = tav_inbox_submit (inbox, token, stage, 1, 1, "full-again", 0, result, "192.0.2.7", &error);
    g_assert_no_error (error);
    g_assert_cmpstr (tav_submission_get_id (again), ==, "full-0");
    g_assert_cmpuint (tav_inbox_get_n_pending (inbox), ==, TAV_INBOX_MAX_PER_TABLE);
  }
}

/* A judge's correction of an entered result waits for the organiser,
 * even from a judge whose results are taken at once and with the tables'
 * auto-accept on; accepting it replaces the result, rejecting it keeps
 * the entered one. A table still may not send once it has a result, and
 * a form id is taken once. */
static void
test_judge_correction (void)
{
  g_autoptr(TavEvent) event = destiny_event (8);
  TavInbox *inbox = tav_event_get_inbox (event);
  TavStage *stage = tav_event_get_current_stage (event);
  TavTable *table = table_of (event, 1, 2);
  const char *a = tav_table_get_seat (table, 0);
  const char *b = tav_table_get_seat (table, 1);
  g_autoptr(JsonObject) entered = winner_result (a);
  g_autoptr(GError) error = NULL;
  g_autoptr(TavSubmission) first = NULL;
  g_autoptr(TavSubmission) second = NULL;
  g_autoptr(TavSubmission) other = NULL;
  g_autofree char *code = NULL;

  code = tav_inbox_add_judge (inbox, "Marco", TRUE, &error);
  g_assert_no_error (error);
  tav_inbox_set_auto_accept (inbox, TRUE);
  g_assert_true (tav_event_set_result (event, stage, 1, 2, entered, &error));

  g_assert_null (submit (event, 1, 2, NULL, "table-2", 0, b, &error));
  g_assert_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_CLOSED);
  g_clear_error (&error);

  first = submit (event, 1, 2, code, "fix-1", 0, b, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tav_submission_get_judge (first), ==, "Marco");
  g_assert_cmpint (tav_submission_get_state (first), ==, TAV_SUBMISSION_PENDING);
  g_assert_false (tav_submission_get_disputed (first));
  g_assert_true (tav_inbox_accept_replaces (inbox, first));
  g_assert_cmpstr (tav_result_get_string (tav_table_get_result (table), "winner"), ==, a);
  g_assert_null (submit (event, 1, 2, code, "fix-1", 0, b, &error));
  g_assert_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_REPLAY);
  g_clear_error (&error);

  /* Rejected: the entered result stays. */
  g_assert_true (tav_inbox_reject (inbox, "fix-1", "Seen at the table", &error));
  g_assert_cmpstr (tav_result_get_string (tav_table_get_result (table), "winner"), ==, a);

  /* Accepted, as the organiser chose it: it replaces the entered one. */
  second = submit (event, 1, 2, code, "fix-2", 0, b, &error);
  g_assert_no_error (error);
  g_assert_cmpint (tav_submission_get_state (second), ==, TAV_SUBMISSION_PENDING);
  g_assert_false (tav_inbox_accept (inbox, "fix-2", &error));
  g_assert_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_REPLACES);
  g_clear_error (&error);
  g_assert_true (tav_inbox_accept_replacing (inbox, "fix-2", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tav_result_get_string (tav_table_get_result (table), "winner"), ==, b);
  g_assert_cmpint (tav_submission_get_state (second), ==, TAV_SUBMISSION_ACCEPTED);

  /* A judge's word that says what is entered changes nothing: taken. */
  other = submit (event, 1, 2, code, "fix-3", 0, b, &error);
  g_assert_no_error (error);
  g_assert_cmpint (tav_submission_get_state (other), ==, TAV_SUBMISSION_ACCEPTED);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/inbox/token/known-values", test_token_known_values);
  g_test_add_func ("/inbox/token/check", test_token_check);
  g_test_add_func ("/inbox/token/key", test_token_key);
  g_test_add_func ("/inbox/submit-confirm-accept", test_submit_confirm_accept);
  g_test_add_func ("/inbox/refusals", test_refusals);
  g_test_add_func ("/inbox/closed-round", test_closed_round);
  g_test_add_func ("/inbox/dispute-edit-reject", test_dispute_edit_reject);
  g_test_add_func ("/inbox/auto-accept", test_auto_accept);
  g_test_add_func ("/inbox/agreement-by-two", test_agreement_by_two);
  g_test_add_func ("/inbox/judges", test_judges);
  g_test_add_func ("/inbox/bang-validation", test_bang_validation);
  g_test_add_func ("/inbox/table-full", test_table_full);
  g_test_add_func ("/inbox/save-load", test_save_load);
  g_test_add_func ("/inbox/load-errors", test_load_errors);
  g_test_add_func ("/inbox/refusal-log-bounded", test_refusal_log_bounded);
  g_test_add_func ("/inbox/refusals-of-older-file", test_refusals_of_older_file);
  g_test_add_func ("/inbox/refusal-log-file", test_refusal_log_file);
  g_test_add_func ("/inbox/refusal-log-unreadable", test_refusal_log_unreadable);
  g_test_add_func ("/inbox/judge-names", test_judge_names);
  g_test_add_func ("/inbox/accept-never-replaces", test_accept_never_replaces);
  g_test_add_func ("/inbox/accept-closed-round", test_accept_closed_round);
  g_test_add_func ("/inbox/judge-correction", test_judge_correction);

  return g_test_run ();
}
