/* test-document-player-codes.c — players' codes and self check-in in the file
 *
 * Format version 5: how many times each player's code was renewed and
 * the self check-in switch, read back as written, written only when set
 * (a version 4 file without them keeps its version and its bytes), and a
 * file that holds them wrongly, or in an older version, refused with the
 * place and the reason; two hands' renewals merged to the larger count.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "tav-document.h"
#include "tav-event-private.h"
#include "tav-merge.h"
#include "tav-test-document.h"

static TavEvent *
new_event (void)
{
  static const char * const names[] = { "Anna Rossi", "Bruno Bianchi", "Carla Verdi", "Dario Neri" };
  TavEvent *event = tav_event_new ("catan-bg", "Codes");

  tav_event_set_seed (event, 42);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    g_assert_nonnull (tav_event_add_player (event, names[i], NULL));
  return event;
}

/* Bruno's code renewed twice, Dario's once, self check-in allowed. */
static TavEvent *
codes_event (void)
{
  g_autoptr(GError) error = NULL;
  TavEvent *event = new_event ();

  g_assert_true (tav_event_renew_player_code (event, "p2", &error));
  g_assert_true (tav_event_renew_player_code (event, "p2", &error));
  g_assert_true (tav_event_renew_player_code (event, "p4", &error));
  g_assert_no_error (error);
  tav_event_set_self_check_in (event, TRUE);
  return event;
}

static char *
to_text (TavEvent *event)
{
  gsize length;

  return tav_document_to_data (event, &length);
}

static TavEvent *
load (const char *text)
{
  g_autoptr(GError) error = NULL;
  TavEvent *event = tav_document_load_data (text, strlen (text), &error);

  g_assert_no_error (error);
  return event;
}

static void
test_round_trip (void)
{
  g_autoptr(TavEvent) event = codes_event ();
  g_autofree char *text = to_text (event);
  g_autoptr(TavEvent) copy = load (text);
  g_autofree char *again = to_text (copy);
  g_auto(GStrv) parts = g_strsplit (text, "code_renewals", -1);

  g_assert_cmpint (tav_test_document_version (text), ==, 5);
  g_assert_nonnull (strstr (text, "\"left_round\" : 0,\n      \"code_renewals\" : 2\n"));
  g_assert_nonnull (strstr (text, "\"self_check_in\" : true"));
  /* Only where set. */
  g_assert_cmpuint (g_strv_length (parts), ==, 3);
  g_assert_cmpuint (tav_event_get_player_code_renewals (copy, "p1"), ==, 0);
  g_assert_cmpuint (tav_event_get_player_code_renewals (copy, "p2"), ==, 2);
  g_assert_cmpuint (tav_event_get_player_code_renewals (copy, "p4"), ==, 1);
  g_assert_true (tav_event_get_self_check_in (copy));
  g_assert_cmpstr (again, ==, text);
}

/* A version 4 file (a fixed table) without codes renewed keeps its
 * version and its bytes; each of the two makes it version 5. */
static void
test_version (void)
{
  g_autoptr(TavEvent) event = new_event ();
  g_autoptr(GError) error = NULL;
  g_autofree char *v4 = NULL;
  g_autofree char *renewed = NULL;
  g_autofree char *allowed = NULL;
  g_autofree char *back = NULL;

  g_assert_true (tav_event_change_fixed_table (event, "p1", 3, &error));
  g_assert_no_error (error);
  v4 = to_text (event);
  g_assert_cmpint (tav_test_document_version (v4), ==, 4);
  g_assert_null (strstr (v4, "code_renewals"));
  g_assert_null (strstr (v4, "self_check_in"));
  {
    g_autoptr(TavEvent) copy = load (v4);
    g_autofree char *again = to_text (copy);

    g_assert_cmpstr (again, ==, v4);
  }
  g_assert_true (tav_event_renew_player_code (event, "p3", &error));
  renewed = to_text (event);
  g_assert_cmpint (tav_test_document_version (renewed), ==, 5);
  tav_player_set_code_renewals (tav_event_find_player (event, "p3"), 0);
  tav_event_set_self_check_in (event, TRUE);
  allowed = to_text (event);
  g_assert_cmpint (tav_test_document_version (allowed), ==, 5);
  tav_event_set_self_check_in (event, FALSE);
  back = to_text (event);
  g_assert_cmpstr (back, ==, v4);
}

/* An older file cannot hold them: the Tavolo that wrote it did not know
 * them. */
static void
test_older_version (void)
{
  g_autoptr(TavEvent) event = codes_event ();
  g_autofree char *text = to_text (event);
  g_autofree char *v4 = tav_test_replace (text, "\"version\" : 5", "\"version\" : 4");
  g_autofree char *v1 = tav_test_replace (text, "\"version\" : 5", "\"version\" : 1");
  g_autofree char *no_bruno = tav_test_replace (v4, ",\n      \"code_renewals\" : 2", "");
  g_autofree char *no_dario = tav_test_replace (no_bruno, ",\n      \"code_renewals\" : 1", "");
  const char *tail = ": a file of version 4 cannot hold players’ personal codes or self check-in "
                     "(version 5 or later)";
  g_autofree char *m1 = g_strconcat ("players[1].code_renewals", tail, NULL);
  g_autofree char *m2 = g_strconcat ("players[3].code_renewals", tail, NULL);
  g_autofree char *m3 = g_strconcat ("event.self_check_in", tail, NULL);

  tav_test_assert_refused (v4, m1);
  tav_test_assert_refused (no_bruno, m2);
  tav_test_assert_refused (no_dario, m3);
  tav_test_assert_refused (v1, "players[1].code_renewals: a file of version 1 cannot hold players’ "
                               "personal codes or self check-in (version 5 or later)");
}

typedef struct
{
  const char *from;
  const char *to;
  const char *message;
} EditCase;

static void
test_refused (void)
{
  static const EditCase cases[] = {
    { "\"code_renewals\" : 2", "\"code_renewals\" : -1",
      "players[1].code_renewals: -1 is out of range (0 to 9999)" },
    { "\"code_renewals\" : 2", "\"code_renewals\" : 10000",
      "players[1].code_renewals: 10000 is out of range (0 to 9999)" },
    { "\"code_renewals\" : 1", "\"code_renewals\" : \"1\"", "players[3].code_renewals: expected a whole number" },
    { "\"code_renewals\" : 1", "\"code_renewals\" : 1.5", "players[3].code_renewals: expected a whole number" },
    { "\"code_renewals\" : 1", "\"code_renewals\" : null", "players[3].code_renewals: expected a whole number" },
    { "\"self_check_in\" : true", "\"self_check_in\" : 1", "event.self_check_in: expected true or false" },
    { "\"self_check_in\" : true", "\"self_check_in\" : \"yes\"", "event.self_check_in: expected true or false" },
  };
  g_autoptr(TavEvent) event = codes_event ();
  g_autofree char *text = to_text (event);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *bad = tav_test_replace (text, cases[i].from, cases[i].to);

      g_test_message ("case %u: %s", i, cases[i].message);
      tav_test_assert_refused (bad, cases[i].message);
    }
  /* The most renewals a file may hold, and none said as 0, are read. */
  {
    g_autofree char *most = tav_test_replace (text, "\"code_renewals\" : 2", "\"code_renewals\" : 9999");
    g_autofree char *zero = tav_test_replace (text, "\"code_renewals\" : 1", "\"code_renewals\" : 0");
    g_autoptr(TavEvent) a = load (most);
    g_autoptr(TavEvent) b = load (zero);
    g_autoptr(GError) error = NULL;

    g_assert_cmpuint (tav_event_get_player_code_renewals (a, "p2"), ==, 9999);
    g_assert_false (tav_event_renew_player_code (a, "p2", &error));
    g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID);
    g_assert_cmpstr (error->message, ==,
                     "The code of “Bruno Bianchi” was renewed 9999 times already, the most it may be");
    g_assert_cmpuint (tav_event_get_player_code_renewals (b, "p4"), ==, 0);
  }
}

/* Two hands renew codes at once: each player keeps the larger count, so
 * a code either revoked stays revoked, and the switch set by one hand
 * stays set; no conflict. */
static void
test_merge (void)
{
  g_autoptr(TavEvent) event = new_event ();
  g_autofree char *base = NULL;
  g_autoptr(TavEvent) ours = NULL;
  g_autoptr(TavEvent) theirs = NULL;
  g_autofree char *ours_text = NULL;
  g_autofree char *theirs_text = NULL;
  g_autoptr(TavMerge) merge = NULL;
  g_autoptr(TavEvent) merged = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (tav_event_renew_player_code (event, "p1", &error));
  base = to_text (event);
  ours = load (base);
  theirs = load (base);
  /* Anna: renewed twice more here, once more there, as well as her club. */
  g_assert_true (tav_event_renew_player_code (ours, "p1", &error));
  g_assert_true (tav_event_renew_player_code (ours, "p1", &error));
  g_assert_true (tav_event_renew_player_code (theirs, "p1", &error));
  g_assert_true (tav_event_change_club (theirs, "p1", "Torino", &error));
  /* Bruno: once there, once here (the same count on both sides). */
  g_assert_true (tav_event_renew_player_code (ours, "p2", &error));
  g_assert_true (tav_event_renew_player_code (theirs, "p2", &error));
  g_assert_true (tav_event_change_fixed_table (theirs, "p2", 4, &error));
  /* Carla: only there. */
  g_assert_true (tav_event_renew_player_code (theirs, "p3", &error));
  g_assert_true (tav_event_renew_player_code (theirs, "p3", &error));
  g_assert_true (tav_event_change_fixed_table (ours, "p3", 2, &error));
  g_assert_no_error (error);
  tav_event_set_self_check_in (theirs, TRUE);
  ours_text = to_text (ours);
  theirs_text = to_text (theirs);

  merge = tav_merge_new (base, ours_text, theirs_text, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tav_merge_get_n_conflicts (merge), ==, 0);
  merged = tav_merge_get_event (merge, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tav_event_get_player_code_renewals (merged, "p1"), ==, 3);
  g_assert_cmpstr (tav_player_get_club (tav_event_find_player (merged, "p1")), ==, "Torino");
  g_assert_cmpuint (tav_event_get_player_code_renewals (merged, "p2"), ==, 1);
  g_assert_cmpuint (tav_player_get_fixed_table (tav_event_find_player (merged, "p2")), ==, 4);
  g_assert_cmpuint (tav_event_get_player_code_renewals (merged, "p3"), ==, 2);
  g_assert_cmpuint (tav_player_get_fixed_table (tav_event_find_player (merged, "p3")), ==, 2);
  g_assert_cmpuint (tav_event_get_player_code_renewals (merged, "p4"), ==, 0);
  g_assert_true (tav_event_get_self_check_in (merged));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/document-player-codes/round-trip", test_round_trip);
  g_test_add_func ("/document-player-codes/version", test_version);
  g_test_add_func ("/document-player-codes/older-version", test_older_version);
  g_test_add_func ("/document-player-codes/refused", test_refused);
  g_test_add_func ("/document-player-codes/merge", test_merge);

  return g_test_run ();
}
