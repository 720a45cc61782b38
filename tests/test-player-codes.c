/* test-player-codes.c — players' personal codes and self check-in
 *
 * The codes below were computed by hand, apart from Tavolo, with Python:
 *
 *   key = bytes (range (32)).hex ()     # KEY below, as the file holds it
 *   mac = hmac.new (key.encode (), b"tavolo-player\0p1\0" + b"0",
 *                   hashlib.sha256).digest ()
 *   base64.b32encode (mac[:5]).decode ().translate (str.maketrans (
 *     "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", "0123456789ABCDEFGHJKMNPQRSTVWXYZ"))
 *
 * (RFC 4648's base 32 letters mapped to Crockford's, value for value):
 * p1 renewed 0 times is GBAEWQ58, once 12WM88C7; p2 EPGTFZFD; p4 207D6FHJ.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "tav-document.h"
#include "tav-event-log.h"
#include "tav-event.h"
#include "tav-inbox.h"
#include "tav-table-token.h"
#include "tav-test-document.h"
#include "tav-test-log.h"

#define KEY "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"

typedef struct
{
  TavEvent *event;
  guint     changes;
} Fixture;

static void
count_changed (TavEvent *event,
               guint    *count)
{
  (*count)++;
}

static void
fixture_setup (Fixture       *f,
               gconstpointer  data)
{
  static const char * const names[] = { "Anna Rossi", "Bruno Bianchi", "Carla Verdi", "Dario Neri" };

  f->event = tav_event_new ("catan-bg", "Codes");
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    g_assert_nonnull (tav_event_add_player (f->event, names[i], NULL));
  g_assert_cmpstr (tav_player_get_id (tav_event_get_player (f->event, 0)), ==, "p1");
  g_assert_cmpstr (tav_player_get_id (tav_event_get_player (f->event, 3)), ==, "p4");
  g_assert_true (tav_inbox_set_key (tav_event_get_inbox (f->event), KEY));
  g_signal_connect (f->event, "changed", G_CALLBACK (count_changed), &f->changes);
}

static void
fixture_teardown (Fixture       *f,
                  gconstpointer  data)
{
  g_clear_object (&f->event);
}

static void
assert_code (Fixture    *f,
             const char *player_id,
             const char *expected)
{
  g_autofree char *code = tav_event_get_player_code (f->event, player_id);

  g_assert_cmpstr (code, ==, expected);
}

static void
test_token (void)
{
  g_autofree char *p1 = tav_token_code_for_player (KEY, "p1", 0);
  g_autofree char *p1_renewed = tav_token_code_for_player (KEY, "p1", 1);
  g_autofree char *p2 = tav_token_code_for_player (KEY, "p2", 0);

  g_assert_cmpstr (p1, ==, "GBAEWQ58");
  g_assert_cmpstr (p1_renewed, ==, "12WM88C7");
  g_assert_cmpstr (p2, ==, "EPGTFZFD");
}

static void
test_code (Fixture       *f,
           gconstpointer  data)
{
  assert_code (f, "p1", "GBAEWQ58");
  assert_code (f, "p2", "EPGTFZFD");
  assert_code (f, "p4", "207D6FHJ");
  assert_code (f, "p9", NULL);
  g_assert_cmpuint (tav_event_get_player_code_renewals (f->event, "p1"), ==, 0);
  g_assert_cmpuint (f->changes, ==, 0);
}

/* An event without a key makes one the first time a code is asked. */
static void
test_makes_key (void)
{
  g_autoptr(TavEvent) event = tav_event_new ("catan-bg", "No key yet");
  TavInbox *inbox = tav_event_get_inbox (event);
  g_autofree char *code = NULL;
  g_autofree char *again = NULL;
  g_autofree char *expected = NULL;

  g_assert_nonnull (tav_event_add_player (event, "Anna Rossi", NULL));
  g_assert_null (tav_inbox_get_key (inbox));
  code = tav_event_get_player_code (event, "p1");
  g_assert_true (tav_token_key_is_valid (tav_inbox_get_key (inbox)));
  expected = tav_token_code_for_player (tav_inbox_get_key (inbox), "p1", 0);
  g_assert_cmpstr (code, ==, expected);
  again = tav_event_get_player_code (event, "p1");
  g_assert_cmpstr (again, ==, code);
}

static void
test_renew (Fixture       *f,
            gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (tav_event_find_player_by_code (f->event, "Anna Rossi", "GBAEWQ58") ==
                 tav_event_get_player (f->event, 0));
  g_assert_true (tav_event_renew_player_code (f->event, "p1", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (f->changes, ==, 1);
  g_assert_cmpuint (tav_event_get_player_code_renewals (f->event, "p1"), ==, 1);
  assert_code (f, "p1", "12WM88C7");
  /* The others keep theirs. */
  assert_code (f, "p2", "EPGTFZFD");
  g_assert_null (tav_event_find_player_by_code (f->event, "Anna Rossi", "GBAEWQ58"));
  g_assert_true (tav_event_find_player_by_code (f->event, "Anna Rossi", "12WM88C7") ==
                 tav_event_get_player (f->event, 0));

  g_assert_false (tav_event_renew_player_code (f->event, "p9", &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_NOT_FOUND);
  g_assert_cmpstr (error->message, ==, "No player with id “p9”");
  g_assert_cmpuint (f->changes, ==, 1);
}

static void
test_names (Fixture       *f,
            gconstpointer  data)
{
  static const struct
  {
    const char *name;
    gboolean    found;
  } cases[] = {
    { "Anna Rossi", TRUE },
    { "rossi", TRUE },
    { "ANNA ROSSI", TRUE },
    { "Anna  Rossi", TRUE },
    { "  anna ", TRUE },
    { "Ann", FALSE },
    { "Rossi Anna", FALSE },
    { "Anna Ros", FALSE },
    { "Bruno", FALSE },
    { "", FALSE },
    { "   ", FALSE },
    { "Anna\nRossi", FALSE },
  };
  TavPlayer *anna = tav_event_get_player (f->event, 0);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      TavPlayer *found = tav_event_find_player_by_code (f->event, cases[i].name, "GBAEWQ58");

      g_test_message ("%s", cases[i].name);
      g_assert_true (found == (cases[i].found ? anna : NULL));
    }
  /* The right name with someone else's code. */
  g_assert_null (tav_event_find_player_by_code (f->event, "Anna Rossi", "EPGTFZFD"));
  g_assert_null (tav_event_find_player_by_code (f->event, NULL, "GBAEWQ58"));
}

/* As typed on a phone: dashes, spaces, lower case, O for 0, I and L for 1. */
static void
test_spellings (Fixture       *f,
                gconstpointer  data)
{
  static const char * const typed[] = { "207D-6FHJ", "2o7d-6fhj", "2O7D 6FHJ", " 207d6fhj " };
  static const char * const wrong[] = { "207D-6FH", "207D-6FHJX", "207D-6FHK", "207D_6FHJ", "", NULL };
  TavPlayer *dario = tav_event_get_player (f->event, 3);

  for (guint i = 0; i < G_N_ELEMENTS (typed); i++)
    g_assert_true (tav_event_find_player_by_code (f->event, "neri", typed[i]) == dario);
  for (guint i = 0; i < G_N_ELEMENTS (wrong); i++)
    g_assert_null (tav_event_find_player_by_code (f->event, "neri", wrong[i]));
  g_assert_true (tav_event_renew_player_code (f->event, "p1", NULL));
  g_assert_true (tav_event_find_player_by_code (f->event, "Anna", "i2wm-88c7") ==
                 tav_event_get_player (f->event, 0));
  g_assert_true (tav_event_find_player_by_code (f->event, "Anna", "l2WM88C7") ==
                 tav_event_get_player (f->event, 0));
}

/* Withdrawn, dropped, ejected or disqualified: the code no longer signs. */
static void
test_not_active (void)
{
  TavPlayerStatus statuses[] = { TAV_PLAYER_WITHDRAWN, TAV_PLAYER_DROPPED,
                                 TAV_PLAYER_EJECTED, TAV_PLAYER_DISQUALIFIED };

  for (guint i = 0; i < G_N_ELEMENTS (statuses); i++)
    {
      Fixture f = { NULL, 0 };
      g_autoptr(GError) error = NULL;

      fixture_setup (&f, NULL);
      g_assert_true (tav_event_find_player_by_code (f.event, "Bruno", "EPGTFZFD") ==
                     tav_event_get_player (f.event, 1));
      g_assert_true (tav_event_withdraw (f.event, "p2", statuses[i], "test", &error));
      g_assert_no_error (error);
      g_assert_null (tav_event_find_player_by_code (f.event, "Bruno", "EPGTFZFD"));
      /* The others still sign. */
      g_assert_true (tav_event_find_player_by_code (f.event, "Anna", "GBAEWQ58") ==
                     tav_event_get_player (f.event, 0));
      fixture_teardown (&f, NULL);
    }
}

/* No key, no codes: nothing is found, and asking makes no key. */
static void
test_no_key (void)
{
  g_autoptr(TavEvent) event = tav_event_new ("catan-bg", "No key");

  g_assert_nonnull (tav_event_add_player (event, "Anna Rossi", NULL));
  g_assert_null (tav_event_find_player_by_code (event, "Anna Rossi", "GBAEWQ58"));
  g_assert_null (tav_inbox_get_key (tav_event_get_inbox (event)));
}

static void
test_self_check_in (Fixture       *f,
                    gconstpointer  data)
{
  g_assert_false (tav_event_get_self_check_in (f->event));
  tav_event_set_self_check_in (f->event, FALSE);
  g_assert_cmpuint (f->changes, ==, 0);
  tav_event_set_self_check_in (f->event, TRUE);
  g_assert_true (tav_event_get_self_check_in (f->event));
  g_assert_cmpuint (f->changes, ==, 1);
  tav_event_set_self_check_in (f->event, TRUE);
  g_assert_cmpuint (f->changes, ==, 1);
  tav_event_set_self_check_in (f->event, FALSE);
  g_assert_false (tav_event_get_self_check_in (f->event));
  g_assert_cmpuint (f->changes, ==, 2);
}

/* Each change leaves its entry in the log, by its hand; a log that
 * speaks of them keeps the file at version 5, even with the switch off
 * again and no code renewed. */
static void
test_log (Fixture       *f,
          gconstpointer  data)
{
  static const char * const expected[] = {
    /* The event's details are said before its players. */
    "players may check in from their phones",
    "Anna Rossi’s personal code renewed",
    "players may no longer check in from their phones",
  };
  g_autoptr(TavHand) cli = tav_hand_new (TAV_HAND_CLI, "door");
  g_autoptr(TavEvent) before = tav_test_copy_event (f->event);
  g_autofree char *text = NULL;
  g_autofree char *none = NULL;
  g_autofree char *v4 = NULL;
  g_autoptr(TavLogEntry) first = NULL;
  guint n;

  g_assert_true (tav_event_renew_player_code (f->event, "p1", NULL));
  tav_event_set_self_check_in (f->event, TRUE);
  tav_event_log_record (f->event, before, cli, NULL);
  g_clear_object (&before);
  before = tav_test_copy_event (f->event);
  tav_event_set_self_check_in (f->event, FALSE);
  tav_event_log_record (f->event, before, cli, NULL);

  n = g_list_model_get_n_items (tav_event_get_log (f->event));
  g_assert_cmpuint (n, ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *said = tav_test_log_words (f->event, i);
      g_autoptr(TavLogEntry) entry = g_list_model_get_item (tav_event_get_log (f->event), i);

      g_assert_cmpstr (said, ==, expected[i]);
      g_assert_cmpint (tav_log_entry_get_hand (entry)->kind, ==, TAV_HAND_CLI);
    }
  first = g_list_model_get_item (tav_event_get_log (f->event), 1);
  g_assert_true (tav_log_entry_concerns_player (first, "p1"));

  /* Only the log holds them once the count is taken out by hand. */
  tav_event_set_self_check_in (f->event, FALSE);
  text = tav_document_to_data (f->event, NULL);
  g_assert_cmpint (tav_test_document_version (text), ==, 5);
  none = tav_test_replace (text, ",\n      \"code_renewals\" : 1", "");
  v4 = tav_test_replace (none, "\"version\" : 5", "\"version\" : 4");
  tav_test_assert_refused (v4, "log: a file of version 4 cannot hold changes of players’ personal "
                               "codes or self check-in (version 5 or later)");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/player-codes/token", test_token);
  g_test_add_func ("/player-codes/makes-key", test_makes_key);
  g_test_add_func ("/player-codes/no-key", test_no_key);
  g_test_add_func ("/player-codes/not-active", test_not_active);
#define ADD(path, fn) g_test_add ("/player-codes/" path, Fixture, NULL, fixture_setup, fn, fixture_teardown)
  ADD ("code", test_code);
  ADD ("renew", test_renew);
  ADD ("names", test_names);
  ADD ("spellings", test_spellings);
  ADD ("self-check-in", test_self_check_in);
  ADD ("log", test_log);
#undef ADD

  return g_test_run ();
}
