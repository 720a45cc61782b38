/* test-document-constraints.c — the room's constraints in the file
 *
 * Fixed and accessible tables, players kept apart and clubs apart in
 * every round (format version 4): read back as written, written only
 * when set (a file without them keeps its version and its bytes), and a
 * file that holds them wrongly, or in an older version, refused with
 * the place and the reason.
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
  static const char * const names[] = { "Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio" };
  TavEvent *event = tav_event_new ("catan-bg", "Constraints");

  tav_event_set_seed (event, 42);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    g_assert_nonnull (tav_event_add_player (event, names[i], NULL));
  return event;
}

/* Every constraint once. */
static TavEvent *
constrained_event (void)
{
  static const guint accessible[] = { 5, 2 };
  const char *couple[] = { "p1", "p2", NULL };
  const char *family[] = { "p3", "p4", "p5", NULL };
  g_autoptr(GError) error = NULL;
  TavEvent *event = new_event ();

  g_assert_true (tav_event_change_fixed_table (event, "p1", 3, &error));
  g_assert_true (tav_event_change_needs_accessible (event, "p2", TRUE, &error));
  g_assert_true (tav_event_change_accessible_tables (event, accessible, 2, &error));
  g_assert_true (tav_event_keep_apart (event, couple, &error));
  g_assert_true (tav_event_keep_apart (event, family, &error));
  tav_event_change_clubs_every_round (event, TRUE);
  g_assert_no_error (error);
  return event;
}

static char *
to_text (TavEvent *event)
{
  gsize length;

  return tav_document_to_data (event, &length);
}

static void
test_round_trip (void)
{
  g_autoptr(TavEvent) event = constrained_event ();
  g_autoptr(TavEvent) copy = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = to_text (event);
  g_autofree char *again = NULL;
  const char * const *group;
  const guint *numbers;
  guint n;

  g_assert_cmpint (tav_test_document_version (text), ==, 4);
  g_assert_nonnull (strstr (text, "\"accessible_tables\" : [\n      2,\n      5\n    ]"));
  g_assert_nonnull (strstr (text, "\"clubs_apart\" : \"every-round\""));
  g_assert_nonnull (strstr (text, "\"table\" : 3"));
  g_assert_nonnull (strstr (text, "\"accessible\" : true"));

  copy = tav_document_load_data (text, strlen (text), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tav_player_get_fixed_table (tav_event_find_player (copy, "p1")), ==, 3);
  g_assert_cmpuint (tav_player_get_fixed_table (tav_event_find_player (copy, "p2")), ==, 0);
  g_assert_true (tav_player_get_needs_accessible (tav_event_find_player (copy, "p2")));
  g_assert_false (tav_player_get_needs_accessible (tav_event_find_player (copy, "p1")));
  numbers = tav_event_get_accessible_tables (copy, &n);
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpuint (numbers[0], ==, 2);
  g_assert_cmpuint (numbers[1], ==, 5);
  g_assert_cmpuint (tav_event_get_n_apart_groups (copy), ==, 2);
  group = tav_event_get_apart_group (copy, 1);
  g_assert_cmpuint (g_strv_length ((char **) group), ==, 3);
  g_assert_cmpstr (group[0], ==, "p3");
  g_assert_cmpstr (group[2], ==, "p5");
  g_assert_true (tav_event_are_kept_apart (copy, "p2", "p1"));
  g_assert_true (tav_event_get_clubs_every_round (copy));

  again = to_text (copy);
  g_assert_cmpstr (again, ==, text);
}

/* Each constraint alone makes the file version 4; without any, the file
 * keeps the lowest version that holds it, byte for byte. */
static void
test_version (void)
{
  g_autoptr(TavEvent) event = new_event ();
  g_autoptr(GError) error = NULL;
  g_autofree char *plain = to_text (event);
  g_autofree char *released = NULL;
  const char *pair[] = { "p4", "p6", NULL };
  static const guint one[] = { 9 };

  g_assert_cmpint (tav_test_document_version (plain), ==, 1);
  g_assert_null (strstr (plain, "\"table\""));
  g_assert_null (strstr (plain, "\"accessible"));
  g_assert_null (strstr (plain, "\"apart\""));
  g_assert_null (strstr (plain, "\"clubs_apart\""));

  /* A version 3 file (a round released by hand) read and saved again. */
  tav_event_set_manual_release (event, TRUE);
  released = to_text (event);
  g_assert_cmpint (tav_test_document_version (released), ==, 3);
  {
    g_autoptr(TavEvent) copy = tav_document_load_data (released, strlen (released), &error);
    g_autofree char *again = NULL;

    g_assert_no_error (error);
    again = to_text (copy);
    g_assert_cmpstr (again, ==, released);
  }
  tav_event_set_manual_release (event, FALSE);

#define ASSERT_VERSION(expected) \
  G_STMT_START { g_autofree char *t = to_text (event); g_assert_cmpint (tav_test_document_version (t), ==, expected); } G_STMT_END
  g_assert_true (tav_event_change_fixed_table (event, "p6", 12, &error));
  ASSERT_VERSION (4);
  g_assert_true (tav_event_change_fixed_table (event, "p6", 0, &error));
  ASSERT_VERSION (1);
  g_assert_true (tav_event_change_needs_accessible (event, "p6", TRUE, &error));
  ASSERT_VERSION (4);
  g_assert_true (tav_event_change_needs_accessible (event, "p6", FALSE, &error));
  g_assert_true (tav_event_change_accessible_tables (event, one, 1, &error));
  ASSERT_VERSION (4);
  g_assert_true (tav_event_change_accessible_tables (event, NULL, 0, &error));
  g_assert_true (tav_event_keep_apart (event, pair, &error));
  ASSERT_VERSION (4);
  g_assert_true (tav_event_remove_apart_group (event, 0, &error));
  tav_event_change_clubs_every_round (event, TRUE);
  ASSERT_VERSION (4);
  tav_event_change_clubs_every_round (event, FALSE);
  g_assert_no_error (error);
#undef ASSERT_VERSION
  {
    g_autofree char *back = to_text (event);

    g_assert_cmpstr (back, ==, plain);
  }
}

/* An older version cannot hold them: the Tavolo that wrote it did not
 * know them. */
static void
test_older_version (void)
{
  g_autoptr(TavEvent) event = constrained_event ();
  g_autofree char *text = to_text (event);
  g_autofree char *v3 = tav_test_replace (text, "\"version\" : 4", "\"version\" : 3");
  g_autofree char *no_tables = NULL;
  g_autofree char *no_access = NULL;
  g_autofree char *no_apart = NULL;
  g_autofree char *no_clubs = NULL;
  const char *tail = ": a file of version 3 cannot hold fixed or accessible tables, players kept "
                     "apart or clubs apart in every round (version 4 or later)";
  g_autofree char *m1 = g_strconcat ("players[0].table", tail, NULL);
  g_autofree char *m2 = g_strconcat ("players[1].accessible", tail, NULL);
  g_autofree char *m3 = g_strconcat ("event.accessible_tables", tail, NULL);
  g_autofree char *m4 = g_strconcat ("event.apart", tail, NULL);
  g_autofree char *m5 = g_strconcat ("event.clubs_apart", tail, NULL);

  tav_test_assert_refused (v3, m1);
  no_tables = tav_test_replace (v3, ",\n      \"table\" : 3", "");
  tav_test_assert_refused (no_tables, m2);
  no_access = tav_test_replace (no_tables, ",\n      \"accessible\" : true", "");
  tav_test_assert_refused (no_access, m3);
  no_apart = tav_test_replace (no_access, "\"accessible_tables\" : [\n      2,\n      5\n    ],\n    ", "");
  tav_test_assert_refused (no_apart, m4);
  no_clubs = tav_test_replace (no_apart, ",\n    \"apart\" : [\n      [\n        \"p1\",\n        \"p2\"\n      ],\n"
                                "      [\n        \"p3\",\n        \"p4\",\n        \"p5\"\n      ]\n    ]", "");
  tav_test_assert_refused (no_clubs, m5);
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
    { "\"table\" : 3", "\"table\" : 0", "players[0].table: expected a table number from 1 to 100000" },
    { "\"table\" : 3", "\"table\" : 100001", "players[0].table: expected a table number from 1 to 100000" },
    { "\"table\" : 3", "\"table\" : \"3\"", "players[0].table: expected a table number from 1 to 100000" },
    { "\"accessible\" : true", "\"accessible\" : 1", "players[1].accessible: expected true or false" },
    { "      2,\n      5\n", "      2,\n      -5\n",
      "event.accessible_tables[1]: expected a table number from 1 to 100000" },
    { "      2,\n      5\n", "      2,\n      2\n", "event.accessible_tables[1]: table 2 is listed twice" },
    { "\"accessible_tables\" : [\n      2,\n      5\n    ]", "\"accessible_tables\" : 2",
      "event.accessible_tables: expected a list" },
    { "\"p1\",\n        \"p2\"", "\"p1\",\n        \"p9\"", "event.apart[0][1]: no player with id “p9”" },
    { "\"p1\",\n        \"p2\"", "\"p1\",\n        \"p1\"", "event.apart[0][1]: “p1” is listed twice in the group" },
    { "\"p1\",\n        \"p2\"", "\"p1\"", "event.apart[0]: a group kept apart holds two or more players" },
    { "\"p1\",\n        \"p2\"", "\"p1\",\n        2", "event.apart[0][1]: expected a player id" },
    { "\"p3\",\n        \"p4\",\n        \"p5\"", "\"p2\",\n        \"p1\"",
      "event.apart[1]: these players are kept apart already by the groups before it" },
    { "\"apart\" : [\n      [", "\"apart\" : [\n      \"p1\", [", "event.apart[0]: expected a list of player ids" },
    { "\"every-round\"", "\"round-1\"", "event.clubs_apart: “round-1” is not “every-round”" },
    { "\"published\" : false", "\"published\" : false, \"clubs_mixed\" : true",
      "event.clubs_apart: clubs cannot be kept apart in every round when event.clubs_mixed mixes them in round 1" },
  };
  g_autoptr(TavEvent) event = constrained_event ();
  g_autofree char *text = to_text (event);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *bad = tav_test_replace (text, cases[i].from, cases[i].to);
      g_test_message ("case %u: %s", i, cases[i].message);

      tav_test_assert_refused (bad, cases[i].message);
    }
}

/* Two hands who keep two couples apart, or mark tables accessible, at
 * once: both are kept, with no conflict; a couple both kept apart is
 * kept apart once. */
static void
test_merge (void)
{
  static const guint ours_tables[] = { 1, 3 };
  static const guint their_tables[] = { 2 };
  const char *couple[] = { "p1", "p2", NULL };
  const char *other[] = { "p3", "p4", NULL };
  const char *same[] = { "p2", "p1", NULL };
  g_autoptr(TavEvent) event = new_event ();
  g_autofree char *base = to_text (event);
  g_autoptr(TavEvent) ours = tav_document_load_data (base, strlen (base), NULL);
  g_autoptr(TavEvent) theirs = tav_document_load_data (base, strlen (base), NULL);
  g_autofree char *ours_text = NULL;
  g_autofree char *theirs_text = NULL;
  g_autoptr(TavMerge) merge = NULL;
  g_autoptr(TavEvent) merged = NULL;
  g_autoptr(GError) error = NULL;
  const guint *numbers;
  guint n;

  g_assert_true (tav_event_keep_apart (ours, couple, &error));
  g_assert_true (tav_event_change_accessible_tables (ours, ours_tables, 2, &error));
  g_assert_true (tav_event_change_fixed_table (ours, "p5", 3, &error));
  g_assert_true (tav_event_keep_apart (theirs, other, &error));
  g_assert_true (tav_event_keep_apart (theirs, same, &error));
  g_assert_true (tav_event_change_accessible_tables (theirs, their_tables, 1, &error));
  g_assert_true (tav_event_change_needs_accessible (theirs, "p6", TRUE, &error));
  g_assert_no_error (error);
  ours_text = to_text (ours);
  theirs_text = to_text (theirs);
  merge = tav_merge_new (base, ours_text, theirs_text, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tav_merge_get_n_conflicts (merge), ==, 0);
  merged = tav_merge_get_event (merge, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tav_event_get_n_apart_groups (merged), ==, 2);
  g_assert_true (tav_event_are_kept_apart (merged, "p1", "p2"));
  g_assert_true (tav_event_are_kept_apart (merged, "p3", "p4"));
  numbers = tav_event_get_accessible_tables (merged, &n);
  g_assert_cmpuint (n, ==, 3);
  g_assert_cmpuint (numbers[0], ==, 1);
  g_assert_cmpuint (numbers[2], ==, 3);
  g_assert_cmpuint (tav_player_get_fixed_table (tav_event_find_player (merged, "p5")), ==, 3);
  g_assert_true (tav_player_get_needs_accessible (tav_event_find_player (merged, "p6")));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/document-constraints/round-trip", test_round_trip);
  g_test_add_func ("/document-constraints/version", test_version);
  g_test_add_func ("/document-constraints/older-version", test_older_version);
  g_test_add_func ("/document-constraints/refused", test_refused);
  g_test_add_func ("/document-constraints/merge", test_merge);

  return g_test_run ();
}
