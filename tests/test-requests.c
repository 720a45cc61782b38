/* test-requests.c — what players ask from their phones: a request to
 * register and a deck, waiting in the inbox; accepted, corrected or
 * refused; decks locked by the first draw; kept in the file (version 5),
 * logged by the player's hand and merged when two hands write
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tav-document.h"
#include "tav-event.h"
#include "tav-event-log.h"
#include "tav-inbox.h"
#include "tav-log-entry.h"
#include "tav-merge.h"
#include "tav-test-destiny.h"
#include "tav-test-log.h"

static TavEvent *
destiny_event (void)
{
  static const char * const names[] = { "Anna Rossi", "Bruno Neri", "Carla Bianchi", "Dario Verdi" };
  TavEvent *event = tav_event_new ("destiny", "Destiny Cup");
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_assert_nonnull (tav_event_add_player (event, names[i], &error));
      g_assert_no_error (error);
    }
  return event;
}

static TavEvent *
reload (TavEvent *event)
{
  g_autoptr(GError) error = NULL;
  gsize length;
  g_autofree char *data = tav_document_to_data (event, &length);
  TavEvent *loaded = tav_document_load_data (data, length, &error);

  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  return loaded;
}

static const char *
payload (TavSubmission *s,
         const char    *name)
{
  return json_object_get_string_member (tav_submission_get_result (s), name);
}

/* A late registration with a deck of three lines, accepted. */
static void
test_registration (void)
{
  g_autoptr(TavEvent) event = destiny_event ();
  TavInbox *inbox = tav_event_get_inbox (event);
  g_autoptr(GError) error = NULL;
  g_autoptr(TavSubmission) s = NULL;
  g_autoptr(TavSubmission) again = NULL;
  TavPlayer *player;

  /* Closed until the organiser opens it. */
  g_assert_null (tav_inbox_request_registration (inbox, "r1", "Ada Lovelace", "Roma", "", "10.0.0.7", &error));
  g_assert_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_CLOSED);
  g_clear_error (&error);

  tav_inbox_set_registration_open (inbox, TRUE);
  s = tav_inbox_request_registration (inbox, "r1", "  Ada Lovelace ", "Roma",
                                      "Rey, Poe\n\n  Command Center \r\n", NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (tav_submission_get_kind (s), ==, TAV_SUBMISSION_REGISTRATION);
  g_assert_cmpstr (payload (s, "name"), ==, "Ada Lovelace");
  g_assert_cmpstr (payload (s, "club"), ==, "Roma");
  /* Kept in lines: the blank one inside stays, the CRLF and spaces go. */
  g_assert_cmpstr (payload (s, "deck"), ==, "Rey, Poe\n\nCommand Center");
  g_assert_cmpuint (tav_inbox_get_n_pending (inbox), ==, 1);
  g_assert_cmpuint (tav_event_get_n_players (event), ==, 4);

  /* The same form twice is refused. A name already taken is not (the
   * phone may not learn who is registered): the organiser is warned, and
   * accepting it as it is stays refused. */
  g_assert_null (tav_inbox_request_registration (inbox, "r1", "Ada Byron", "", "", NULL, &error));
  g_assert_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_REPLAY);
  g_clear_error (&error);
  {
    g_autoptr(TavSubmission) taken = tav_inbox_request_registration (inbox, "r2", "anna rossi", "", "", NULL, &error);
    g_autofree char *warning = NULL;
    g_autofree char *none = tav_inbox_request_warning (inbox, s);

    g_assert_no_error (error);
    warning = tav_inbox_request_warning (inbox, taken);
    g_assert_cmpstr (warning, ==, "A player named “Anna Rossi” is already registered (p1): "
                                  "edit the name or refuse the request");
    g_assert_null (none);
    g_assert_false (tav_inbox_accept (inbox, "r2", &error));
    g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID);
    g_assert_cmpstr (error->message, ==, "A player named “anna rossi” is already registered (p1)");
    g_clear_error (&error);
    g_assert_true (tav_inbox_reject (inbox, "r2", "Already registered", &error));
    g_assert_no_error (error);
    g_clear_pointer (&warning, g_free);
    g_assert_null ((warning = tav_inbox_request_warning (inbox, taken)));
    g_assert_cmpuint (tav_event_get_n_players (event), ==, 4);
  }
  g_assert_null (tav_inbox_request_registration (inbox, "r3", "Zed\x01", "", "", NULL, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);

  /* Corrected, then accepted: the player has the club and the deck. */
  {
    g_autoptr(JsonObject) fixed = json_object_new ();

    json_object_set_string_member (fixed, "name", "Ada King");
    json_object_set_string_member (fixed, "club", "Roma Nord");
    json_object_set_string_member (fixed, "deck", "Rey, Poe\nCommand Center");
    g_assert_true (tav_inbox_edit (inbox, "r1", fixed, &error));
    g_assert_no_error (error);
    g_assert_true (tav_submission_get_edited (s));
  }
  g_assert_true (tav_inbox_accept (inbox, "r1", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tav_event_get_n_players (event), ==, 5);
  player = tav_event_get_player (event, 4);
  g_assert_cmpstr (tav_player_get_name (player), ==, "Ada King");
  g_assert_cmpstr (tav_player_get_club (player), ==, "Roma Nord");
  g_assert_cmpstr (tav_player_get_deck (player), ==, "Rey, Poe\nCommand Center");
  g_assert_cmpint (tav_submission_get_state (s), ==, TAV_SUBMISSION_ACCEPTED);
  g_assert_cmpstr (tav_submission_get_player_id (s), ==, tav_player_get_id (player));
  g_assert_cmpuint (tav_inbox_get_n_pending (inbox), ==, 0);

  /* Once decided, a request cannot be accepted again. */
  g_assert_false (tav_inbox_accept (inbox, "r1", &error));
  g_assert_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_STATE);
  g_clear_error (&error);

  /* Destiny takes late entries: the same after the first draw. */
  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
  again = tav_inbox_request_registration (inbox, "r4", "Bea Late", "", "", NULL, &error);
  g_assert_no_error (error);
  g_assert_true (tav_inbox_accept (inbox, "r4", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tav_event_get_n_players (event), ==, 6);
}

/* BANG! takes no late entry; Catan registers no decks. */
static void
test_rules (void)
{
  g_autoptr(TavEvent) bang = tav_event_new ("bang-2011", "Bang Cup");
  g_autoptr(TavEvent) catan = tav_event_new ("catan-bg", "Catan Cup");
  g_autoptr(GError) error = NULL;
  g_autoptr(TavSubmission) early = NULL;

  tav_inbox_set_registration_open (tav_event_get_inbox (bang), TRUE);
  early = tav_inbox_request_registration (tav_event_get_inbox (bang), "b1", "Early Bird", "", "", NULL, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < 12; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %u", i + 1);

      g_assert_nonnull (tav_event_add_player (bang, name, &error));
    }
  g_assert_true (tav_event_draw_round (bang, &error));
  g_assert_no_error (error);
  g_assert_false (tav_inbox_check_registration (tav_event_get_inbox (bang), &error));
  g_assert_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_CLOSED);
  g_clear_error (&error);
  /* The request sent before the draw cannot be accepted after it. */
  g_assert_false (tav_inbox_accept (tav_event_get_inbox (bang), "b1", &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE);
  g_clear_error (&error);
  g_assert_cmpuint (tav_event_get_n_players (bang), ==, 12);

  g_assert_nonnull (tav_event_add_player (catan, "Anna", &error));
  tav_inbox_set_registration_open (tav_event_get_inbox (catan), TRUE);
  g_assert_null (tav_inbox_request_registration (tav_event_get_inbox (catan), "c1", "Bruno", "",
                                                 "Rey", NULL, &error));
  g_assert_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_null (tav_inbox_submit_deck (tav_event_get_inbox (catan),
                                        tav_player_get_id (tav_event_get_player (catan, 0)),
                                        "c2", "Rey", NULL, &error));
  g_assert_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_INVALID);
}

/* A player's deck until the first draw; then only the organiser. */
static void
test_deck_lock (void)
{
  g_autoptr(TavEvent) event = destiny_event ();
  TavInbox *inbox = tav_event_get_inbox (event);
  const char *anna = tav_player_get_id (tav_event_get_player (event, 0));
  const char *bruno = tav_player_get_id (tav_event_get_player (event, 1));
  g_autoptr(GError) error = NULL;
  g_autoptr(TavSubmission) first = NULL;
  g_autoptr(TavSubmission) second = NULL;
  g_autoptr(TavSubmission) brunos = NULL;

  first = tav_inbox_submit_deck (inbox, anna, "d1", "Kylo Ren\nFN-2199", NULL, &error);
  g_assert_no_error (error);
  second = tav_inbox_submit_deck (inbox, anna, "d2", "Kylo Ren\nRey", NULL, &error);
  g_assert_no_error (error);
  brunos = tav_inbox_submit_deck (inbox, bruno, "d3", "Han Solo", NULL, &error);
  g_assert_no_error (error);
  /* The later deck replaces the earlier one. */
  g_assert_cmpint (tav_submission_get_state (first), ==, TAV_SUBMISSION_REJECTED);
  g_assert_cmpstr (tav_submission_get_reason (first), ==, "Replaced by a deck sent later");
  g_assert_true (tav_inbox_find_deck_request (inbox, anna) == second);
  g_assert_null (tav_inbox_submit_deck (inbox, anna, "d4", " \n ", NULL, &error));
  g_assert_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_null (tav_inbox_submit_deck (inbox, "p999", "d5", "Rey", NULL, &error));
  g_assert_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_FORBIDDEN);
  g_clear_error (&error);

  g_assert_true (tav_inbox_accept (inbox, "d2", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tav_player_get_deck (tav_event_get_player (event, 0)), ==, "Kylo Ren\nRey");

  /* Drawn: nothing more from the phones, nor the deck still waiting. */
  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
  g_assert_null (tav_inbox_submit_deck (inbox, anna, "d6", "Rey", NULL, &error));
  g_assert_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_LOCKED);
  g_assert_cmpstr (error->message, ==, "Decks are locked: the first round is drawn");
  g_clear_error (&error);
  g_assert_false (tav_inbox_accept (inbox, "d3", &error));
  g_assert_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_LOCKED);
  g_clear_error (&error);
  g_assert_cmpstr (tav_player_get_deck (tav_event_get_player (event, 1)), ==, "");
  g_assert_true (tav_inbox_reject (inbox, "d3", "Too late", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tav_submission_get_reason (brunos), ==, "Too late");
  /* The organiser (or a judge) still can. */
  g_assert_true (tav_event_change_deck (event, bruno, "Han Solo; Chewbacca", &error));
  g_assert_no_error (error);
}

/* Kept in the file (version 5 only then), refused reasons with them. */
static void
test_file (void)
{
  g_autoptr(TavEvent) event = destiny_event ();
  TavInbox *inbox = tav_event_get_inbox (event);
  g_autoptr(TavEvent) loaded = NULL;
  g_autoptr(TavSubmission) r = NULL;
  g_autoptr(TavSubmission) d = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *plain = tav_document_to_data (event, NULL);
  g_autofree char *data = NULL;
  TavSubmission *back;

  g_assert_nonnull (strstr (plain, "\"version\" : 1"));
  tav_inbox_set_registration_open (inbox, TRUE);
  r = tav_inbox_request_registration (inbox, "r1", "Ada King", "Roma", "Rey", NULL, &error);
  d = tav_inbox_submit_deck (inbox, tav_player_get_id (tav_event_get_player (event, 2)), "d1",
                             "Vader", NULL, &error);
  g_assert_no_error (error);
  g_assert_true (tav_inbox_reject (inbox, "r1", "Come to the desk", &error));
  data = tav_document_to_data (event, NULL);
  g_assert_nonnull (strstr (data, "\"version\" : 5"));
  g_assert_nonnull (strstr (data, "\"registration\" : true"));

  loaded = reload (event);
  inbox = tav_event_get_inbox (loaded);
  g_assert_true (tav_inbox_get_registration_open (inbox));
  back = tav_inbox_find (inbox, "r1");
  g_assert_cmpint (tav_submission_get_kind (back), ==, TAV_SUBMISSION_REGISTRATION);
  g_assert_cmpint (tav_submission_get_state (back), ==, TAV_SUBMISSION_REJECTED);
  g_assert_cmpstr (tav_submission_get_reason (back), ==, "Come to the desk");
  g_assert_cmpstr (payload (back, "name"), ==, "Ada King");
  back = tav_inbox_find (inbox, "d1");
  g_assert_cmpint (tav_submission_get_kind (back), ==, TAV_SUBMISSION_DECK);
  g_assert_cmpstr (tav_submission_get_player_id (back), ==, "p3");
  g_assert_cmpstr (payload (back, "deck"), ==, "Vader");
  g_assert_true (tav_inbox_accept (inbox, "d1", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tav_player_get_deck (tav_event_find_player (loaded, "p3")), ==, "Vader");
}

static void
expect_refused (const char *data,
                const char *from,
                const char *to,
                const char *message)
{
  g_autoptr(GString) text = g_string_new (data);
  g_autoptr(GError) error = NULL;
  g_autoptr(TavEvent) event = NULL;

  g_assert_cmpuint (g_string_replace (text, from, to, 1), ==, 1);
  event = tav_document_load_data (text->str, text->len, &error);
  g_assert_null (event);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, message));
}

/* Bad members are refused with their place. */
static void
test_file_refused (void)
{
  g_autoptr(TavEvent) event = destiny_event ();
  TavInbox *inbox = tav_event_get_inbox (event);
  g_autoptr(TavSubmission) d = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;

  d = tav_inbox_submit_deck (inbox, tav_player_get_id (tav_event_get_player (event, 0)), "d1",
                             "Vader", NULL, &error);
  g_assert_no_error (error);
  data = tav_document_to_data (event, NULL);
  expect_refused (data, "\"version\" : 5", "\"version\" : 4",
                  "venue.submissions[0].kind: a file of version 4 cannot hold players’ requests");
  expect_refused (data, "\"kind\" : \"deck\"", "\"kind\" : \"party\"",
                  "venue.submissions[0].kind: unknown kind of request “party”");
  expect_refused (data, "\"player\" : \"p1\"", "\"player\" : \"\"",
                  "venue.submissions[0].player: a deck needs its player’s id");
  expect_refused (data, "\"deck\" : \"Vader\"", "\"deck\" : \"Va\\u0007der\"",
                  "venue.submissions[0].request: line 1: “Va<U+0007>der” holds a control character");
}

/* The arrival by the player's hand, the decision by the organiser's. */
static void
test_log (void)
{
  g_autoptr(TavEvent) event = destiny_event ();
  g_autoptr(TavEvent) before = tav_test_copy_event (event);
  TavInbox *inbox = tav_event_get_inbox (event);
  g_autoptr(TavHand) player = tav_hand_new (TAV_HAND_PLAYER, "Ada King");
  g_autoptr(TavSubmission) r = NULL;
  g_autoptr(GError) error = NULL;
  GListModel *log = tav_event_get_log (event);
  g_autoptr(TavLogEntry) received = NULL;
  g_autoptr(TavLogEntry) accepted = NULL;
  g_autofree char *words = NULL;

  tav_inbox_set_registration_open (inbox, TRUE);
  tav_test_record_log (event, &before);
  tav_event_set_hand (event, player);
  r = tav_inbox_request_registration (inbox, "r1", "Ada King", "", "", NULL, &error);
  g_assert_no_error (error);
  tav_test_record_log (event, &before);
  g_assert_true (tav_inbox_accept (inbox, "r1", &error));
  tav_test_record_log (event, &before);

  received = g_list_model_get_item (log, 1);
  g_assert_cmpstr (tav_log_entry_get_act (received), ==, "registration-received");
  g_assert_cmpint (tav_log_entry_get_hand (received)->kind, ==, TAV_HAND_PLAYER);
  g_assert_cmpstr (tav_log_entry_get_hand (received)->name, ==, "Ada King");
  words = tav_log_entry_describe (received, event);
  g_assert_cmpstr (words, ==, "request to register Ada King");
  g_clear_pointer (&words, g_free);
  /* The same once the file is read back. */
  {
    g_autoptr(TavEvent) loaded = reload (event);
    g_autoptr(TavLogEntry) read = g_list_model_get_item (tav_event_get_log (loaded), 1);

    words = tav_log_entry_describe (read, loaded);
    g_assert_cmpstr (words, ==, "request to register Ada King");
    g_clear_pointer (&words, g_free);
  }
  /* Then player-added, and the acceptance naming the new player. */
  accepted = g_list_model_get_item (log, g_list_model_get_n_items (log) - 1);
  g_assert_cmpstr (tav_log_entry_get_act (accepted), ==, "registration-accepted");
  g_assert_cmpint (tav_log_entry_get_hand (accepted)->kind, ==, TAV_HAND_APP);
  g_assert_cmpstr (tav_log_entry_get_players (accepted)[0], ==, "p5");
}

/* One hand accepts a registration while another refuses a deck. */
static void
test_merge (void)
{
  g_autoptr(TavEvent) event = destiny_event ();
  TavInbox *inbox = tav_event_get_inbox (event);
  g_autoptr(TavSubmission) r = NULL;
  g_autoptr(TavSubmission) d = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *base = NULL;
  g_autofree char *ours = NULL;
  g_autofree char *theirs = NULL;
  g_autoptr(TavEvent) mine = NULL;
  g_autoptr(TavEvent) other = NULL;
  g_autoptr(TavMerge) merge = NULL;
  g_autoptr(TavEvent) merged = NULL;

  tav_inbox_set_registration_open (inbox, TRUE);
  r = tav_inbox_request_registration (inbox, "r1", "Ada King", "", "", NULL, &error);
  d = tav_inbox_submit_deck (inbox, "p2", "d1", "Han Solo", NULL, &error);
  g_assert_no_error (error);
  base = tav_document_to_data (event, NULL);
  mine = reload (event);
  other = reload (event);
  g_assert_true (tav_inbox_accept (tav_event_get_inbox (mine), "r1", &error));
  g_assert_true (tav_inbox_reject (tav_event_get_inbox (other), "d1", "Illegal card", &error));
  g_assert_no_error (error);
  ours = tav_document_to_data (mine, NULL);
  theirs = tav_document_to_data (other, NULL);

  merge = tav_merge_new (base, ours, theirs, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tav_merge_get_n_conflicts (merge), ==, 0);
  merged = tav_merge_get_event (merge, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tav_event_get_n_players (merged), ==, 5);
  g_assert_cmpint (tav_submission_get_state (tav_inbox_find (tav_event_get_inbox (merged), "r1")), ==,
                   TAV_SUBMISSION_ACCEPTED);
  g_assert_cmpint (tav_submission_get_state (tav_inbox_find (tav_event_get_inbox (merged), "d1")), ==,
                   TAV_SUBMISSION_REJECTED);
  g_assert_cmpstr (tav_submission_get_reason (tav_inbox_find (tav_event_get_inbox (merged), "d1")), ==,
                   "Illegal card");
}

/* Undo takes back the organiser's acceptance, not the request: it waits
 * again, even where results are accepted on arrival. */
static void
test_undo (void)
{
  g_autoptr(TavEvent) event = destiny_event ();
  g_autoptr(TavEvent) earlier = NULL;
  g_autoptr(TavSubmission) r = NULL;
  g_autoptr(GError) error = NULL;
  TavSubmission *back;

  tav_inbox_set_auto_accept (tav_event_get_inbox (event), TRUE);
  tav_inbox_set_registration_open (tav_event_get_inbox (event), TRUE);
  earlier = tav_test_copy_event (event);
  r = tav_inbox_request_registration (tav_event_get_inbox (event), "r1", "Ada King", "", "", NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (tav_submission_get_state (r), ==, TAV_SUBMISSION_PENDING);
  g_assert_true (tav_inbox_accept (tav_event_get_inbox (event), "r1", &error));
  g_assert_no_error (error);

  tav_inbox_take_arrivals (tav_event_get_inbox (earlier), tav_event_get_inbox (event));
  back = tav_inbox_find (tav_event_get_inbox (earlier), "r1");
  g_assert_nonnull (back);
  g_assert_cmpint (tav_submission_get_kind (back), ==, TAV_SUBMISSION_REGISTRATION);
  g_assert_cmpint (tav_submission_get_state (back), ==, TAV_SUBMISSION_PENDING);
  g_assert_cmpuint (tav_event_get_n_players (earlier), ==, 4);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/requests/registration", test_registration);
  g_test_add_func ("/core/requests/rules", test_rules);
  g_test_add_func ("/core/requests/deck-lock", test_deck_lock);
  g_test_add_func ("/core/requests/file", test_file);
  g_test_add_func ("/core/requests/file-refused", test_file_refused);
  g_test_add_func ("/core/requests/log", test_log);
  g_test_add_func ("/core/requests/merge", test_merge);
  g_test_add_func ("/core/requests/undo", test_undo);

  return g_test_run ();
}
