/* test-event-constraints.c — the room's constraints: model and edits
 *
 * Fixed and accessible tables, players kept apart and clubs kept apart
 * in every round: each edit refuses bad input with nothing changed and
 * no “changed” emitted, and emits “changed” once when it changes
 * something.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "tav-csv.h"
#include "tav-document.h"
#include "tav-event-log.h"
#include "tav-event.h"
#include "tav-test-log.h"

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
count_notify (GObject    *object,
              GParamSpec *pspec,
              guint      *count)
{
  (*count)++;
}

static void
fixture_setup (Fixture       *f,
               gconstpointer  data)
{
  static const char * const names[] = { "Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio" };

  f->event = tav_event_new ("catan-bg", "Constraints");
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    g_assert_nonnull (tav_event_add_player (f->event, names[i], NULL));
  g_signal_connect (f->event, "changed", G_CALLBACK (count_changed), &f->changes);
}

static void
fixture_teardown (Fixture       *f,
                  gconstpointer  data)
{
  g_clear_object (&f->event);
}

static TavPlayer *
player (Fixture    *f,
        const char *id)
{
  TavPlayer *found = tav_event_find_player (f->event, id);

  g_assert_nonnull (found);
  return found;
}

/* Asserts that @error holds a message containing @part, and clears it. */
static void
assert_refused (GError    **error,
                const char *part)
{
  g_assert_nonnull (*error);
  if (strstr ((*error)->message, part) == NULL)
    g_error ("“%s” does not say “%s”", (*error)->message, part);
  g_clear_error (error);
}

static void
test_fixed_table (Fixture       *f,
                  gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  guint notified = 0;

  g_signal_connect (player (f, "p1"), "notify::fixed-table",
                    G_CALLBACK (count_notify), &notified);
  g_assert_cmpuint (tav_player_get_fixed_table (player (f, "p1")), ==, 0);
  g_assert_true (tav_event_change_fixed_table (f->event, "p1", 3, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tav_player_get_fixed_table (player (f, "p1")), ==, 3);
  g_assert_cmpuint (f->changes, ==, 1);
  g_assert_cmpuint (notified, ==, 1);

  /* The same table again is no edit. */
  g_assert_true (tav_event_change_fixed_table (f->event, "p1", 3, &error));
  g_assert_cmpuint (f->changes, ==, 1);
  g_assert_cmpuint (notified, ==, 1);

  /* Refused: out of range, an unknown player; nothing changes. */
  g_assert_false (tav_event_change_fixed_table (f->event, "p1", TAV_TABLE_MAX_NUMBER + 1, &error));
  assert_refused (&error, "There is no table 100001: tables are numbered 1 to 100000");
  g_assert_false (tav_event_change_fixed_table (f->event, "p99", 2, &error));
  assert_refused (&error, "No player with id “p99”");
  g_assert_cmpuint (tav_player_get_fixed_table (player (f, "p1")), ==, 3);
  g_assert_cmpuint (f->changes, ==, 1);

  /* The property notifies only on a real change. */
  g_object_set (player (f, "p1"), "fixed-table", 3, NULL);
  g_assert_cmpuint (notified, ==, 1);

  /* The highest number, then none. */
  g_assert_true (tav_event_change_fixed_table (f->event, "p1", TAV_TABLE_MAX_NUMBER, &error));
  g_assert_true (tav_event_change_fixed_table (f->event, "p1", 0, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tav_player_get_fixed_table (player (f, "p1")), ==, 0);
  g_assert_cmpuint (f->changes, ==, 3);
}

static void
test_needs_accessible (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  /* Allowed with no accessible table: the draw reports it. */
  g_assert_true (tav_event_change_needs_accessible (f->event, "p2", TRUE, &error));
  g_assert_no_error (error);
  g_assert_true (tav_player_get_needs_accessible (player (f, "p2")));
  g_assert_false (tav_player_get_needs_accessible (player (f, "p1")));
  g_assert_cmpuint (f->changes, ==, 1);
  g_assert_true (tav_event_change_needs_accessible (f->event, "p2", TRUE, &error));
  g_assert_cmpuint (f->changes, ==, 1);
  g_assert_false (tav_event_change_needs_accessible (f->event, "nobody", TRUE, &error));
  assert_refused (&error, "No player with id “nobody”");
  g_assert_true (tav_event_change_needs_accessible (f->event, "p2", FALSE, &error));
  g_assert_false (tav_player_get_needs_accessible (player (f, "p2")));
  g_assert_cmpuint (f->changes, ==, 2);
}

static void
test_accessible_tables (Fixture       *f,
                        gconstpointer  data)
{
  static const guint numbers[] = { 7, 2, 5 };
  static const guint same[] = { 5, 7, 2 };
  static const guint repeated[] = { 4, 9, 4 };
  static const guint out[] = { 4, 0 };
  g_autoptr(GError) error = NULL;
  const guint *got;
  guint n;

  got = tav_event_get_accessible_tables (f->event, &n);
  g_assert_cmpuint (n, ==, 0);
  g_assert_false (tav_event_is_table_accessible (f->event, 1));

  g_assert_true (tav_event_change_accessible_tables (f->event, numbers, 3, &error));
  g_assert_no_error (error);
  got = tav_event_get_accessible_tables (f->event, &n);
  g_assert_cmpuint (n, ==, 3);
  g_assert_cmpuint (got[0], ==, 2);
  g_assert_cmpuint (got[1], ==, 5);
  g_assert_cmpuint (got[2], ==, 7);
  g_assert_true (tav_event_is_table_accessible (f->event, 5));
  g_assert_false (tav_event_is_table_accessible (f->event, 3));
  g_assert_cmpuint (f->changes, ==, 1);

  /* The same set in another order is no edit. */
  g_assert_true (tav_event_change_accessible_tables (f->event, same, 3, &error));
  g_assert_cmpuint (f->changes, ==, 1);

  g_assert_false (tav_event_change_accessible_tables (f->event, repeated, 3, &error));
  assert_refused (&error, "Table 4 is named twice");
  g_assert_false (tav_event_change_accessible_tables (f->event, out, 2, &error));
  assert_refused (&error, "There is no table 0");
  got = tav_event_get_accessible_tables (f->event, &n);
  g_assert_cmpuint (n, ==, 3);
  g_assert_cmpuint (got[0], ==, 2);
  g_assert_cmpuint (f->changes, ==, 1);

  g_assert_true (tav_event_change_accessible_tables (f->event, NULL, 0, &error));
  tav_event_get_accessible_tables (f->event, &n);
  g_assert_cmpuint (n, ==, 0);
  g_assert_cmpuint (f->changes, ==, 2);
}

static void
test_keep_apart (Fixture       *f,
                 gconstpointer  data)
{
  const char *couple[] = { "p1", "p2", NULL };
  const char *family[] = { "p3", "p4", "p5", "p3", NULL };
  const char *again[] = { "p2", "p1", NULL };
  const char *inside[] = { "p5", "p3", NULL };
  const char *overlap[] = { "p1", "p3", NULL };
  const char *alone[] = { "p6", "p6", NULL };
  const char *unknown[] = { "p1", "p42", NULL };
  g_autoptr(GError) error = NULL;
  const char * const *group;

  g_assert_cmpuint (tav_event_get_n_apart_groups (f->event), ==, 0);
  g_assert_true (tav_event_keep_apart (f->event, couple, &error));
  g_assert_no_error (error);
  /* A player named twice counts once. */
  g_assert_true (tav_event_keep_apart (f->event, family, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (f->changes, ==, 2);
  g_assert_cmpuint (tav_event_get_n_apart_groups (f->event), ==, 2);
  group = tav_event_get_apart_group (f->event, 1);
  g_assert_cmpuint (g_strv_length ((char **) group), ==, 3);
  g_assert_cmpstr (group[0], ==, "p3");
  g_assert_cmpstr (group[2], ==, "p5");

  g_assert_true (tav_event_are_kept_apart (f->event, "p2", "p1"));
  g_assert_true (tav_event_are_kept_apart (f->event, "p3", "p5"));
  g_assert_false (tav_event_are_kept_apart (f->event, "p1", "p3"));
  g_assert_false (tav_event_are_kept_apart (f->event, "p1", "p1"));

  /* Refused: a group kept already (in any order, or inside a larger
   * one), fewer than two players, an unknown player. */
  g_assert_false (tav_event_keep_apart (f->event, again, &error));
  assert_refused (&error, "These players are already kept apart: Bruno, Anna");
  g_assert_false (tav_event_keep_apart (f->event, inside, &error));
  assert_refused (&error, "already kept apart");
  g_assert_false (tav_event_keep_apart (f->event, alone, &error));
  assert_refused (&error, "two or more different players");
  g_assert_false (tav_event_keep_apart (f->event, unknown, &error));
  assert_refused (&error, "No player with id “p42”");
  g_assert_cmpuint (tav_event_get_n_apart_groups (f->event), ==, 2);
  g_assert_cmpuint (f->changes, ==, 2);

  /* A group sharing one player with another is a new group. */
  g_assert_true (tav_event_keep_apart (f->event, overlap, &error));
  g_assert_cmpuint (tav_event_get_n_apart_groups (f->event), ==, 3);

  g_assert_false (tav_event_remove_apart_group (f->event, 3, &error));
  assert_refused (&error, "no group of players kept apart numbered 4");
  g_assert_true (tav_event_remove_apart_group (f->event, 0, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tav_event_get_n_apart_groups (f->event), ==, 2);
  g_assert_false (tav_event_are_kept_apart (f->event, "p1", "p2"));
  g_assert_cmpstr (tav_event_get_apart_group (f->event, 0)[0], ==, "p3");
  g_assert_cmpuint (f->changes, ==, 4);
}

/* Removing a player takes him out of his groups; a group left with one
 * player goes. */
static void
test_remove_player (Fixture       *f,
                    gconstpointer  data)
{
  const char *couple[] = { "p1", "p2", NULL };
  const char *family[] = { "p3", "p4", "p5", NULL };
  const char *other[] = { "p6", "p4", NULL };
  g_autoptr(GError) error = NULL;

  g_assert_true (tav_event_keep_apart (f->event, couple, &error));
  g_assert_true (tav_event_keep_apart (f->event, family, &error));
  g_assert_true (tav_event_keep_apart (f->event, other, &error));
  g_assert_true (tav_event_remove_player (f->event, "p4", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tav_event_get_n_apart_groups (f->event), ==, 2);
  g_assert_cmpuint (g_strv_length ((char **) tav_event_get_apart_group (f->event, 1)), ==, 2);
  g_assert_true (tav_event_are_kept_apart (f->event, "p3", "p5"));
  g_assert_true (tav_event_remove_player (f->event, "p2", &error));
  g_assert_cmpuint (tav_event_get_n_apart_groups (f->event), ==, 1);
  g_assert_cmpstr (tav_event_get_apart_group (f->event, 0)[0], ==, "p3");
}

static void
test_clubs_every_round (Fixture       *f,
                        gconstpointer  data)
{
  g_assert_true (tav_event_get_keep_clubs_apart (f->event));
  g_assert_false (tav_event_get_clubs_every_round (f->event));

  /* Every round implies round 1, even when round 1 was mixed. */
  tav_event_change_clubs_apart (f->event, FALSE);
  tav_event_change_clubs_every_round (f->event, TRUE);
  g_assert_true (tav_event_get_clubs_every_round (f->event));
  g_assert_true (tav_event_get_keep_clubs_apart (f->event));
  g_assert_cmpuint (f->changes, ==, 2);
  tav_event_change_clubs_every_round (f->event, TRUE);
  g_assert_cmpuint (f->changes, ==, 2);

  /* Mixing clubs in round 1 mixes them in every round. */
  tav_event_change_clubs_apart (f->event, FALSE);
  g_assert_false (tav_event_get_clubs_every_round (f->event));
  g_assert_cmpuint (f->changes, ==, 3);

  tav_event_change_clubs_every_round (f->event, TRUE);
  tav_event_change_clubs_every_round (f->event, FALSE);
  g_assert_false (tav_event_get_clubs_every_round (f->event));
  g_assert_true (tav_event_get_keep_clubs_apart (f->event));
  g_assert_cmpuint (f->changes, ==, 5);
}

/* Each edit leaves its entry in the log, in words; a removed player's
 * leaving his group is said once, as his removal. */
static void
test_log (Fixture       *f,
          gconstpointer  data)
{
  static const char * const expected[] = {
    "Anna fixed to table 3",
    "Bruno needs an accessible table",
    "accessible tables: 1, 4",
    "clubs kept apart in every round",
    "Anna and Bruno kept apart",
    "Carla, p4 and Elena kept apart",  /* named as the event names them now */
    "Anna no longer fixed to a table",
    "Bruno no longer needs an accessible table",
    "no accessible tables",
    "clubs kept apart in round 1 only",
    "Anna and Bruno no longer kept apart",
    "Giulia added",
    "Dario removed",
  };
  static const guint tables[] = { 4, 1 };
  const char *couple[] = { "p1", "p2", NULL };
  const char *family[] = { "p3", "p4", "p5", NULL };
  g_autoptr(TavHand) cli = tav_hand_new (TAV_HAND_CLI, NULL);
  g_autoptr(TavEvent) before = tav_test_copy_event (f->event);
  g_autoptr(GError) error = NULL;
  g_autoptr(TavEvent) again = NULL;

  g_assert_true (tav_event_change_fixed_table (f->event, "p1", 3, &error));
  g_assert_true (tav_event_change_needs_accessible (f->event, "p2", TRUE, &error));
  g_assert_true (tav_event_change_accessible_tables (f->event, tables, 2, &error));
  tav_event_change_clubs_every_round (f->event, TRUE);
  g_assert_true (tav_event_keep_apart (f->event, couple, &error));
  g_assert_true (tav_event_keep_apart (f->event, family, &error));
  tav_event_log_record (f->event, before, cli, NULL);
  g_clear_object (&before);
  before = tav_test_copy_event (f->event);
  g_assert_true (tav_event_change_fixed_table (f->event, "p1", 0, &error));
  g_assert_true (tav_event_change_needs_accessible (f->event, "p2", FALSE, &error));
  g_assert_true (tav_event_change_accessible_tables (f->event, NULL, 0, &error));
  tav_event_change_clubs_every_round (f->event, FALSE);
  g_assert_true (tav_event_remove_apart_group (f->event, 0, &error));
  tav_event_log_record (f->event, before, cli, NULL);
  g_clear_object (&before);
  before = tav_test_copy_event (f->event);
  g_assert_true (tav_event_remove_player (f->event, "p4", &error));
  g_assert_nonnull (tav_event_add_player (f->event, "Giulia", &error));
  g_assert_no_error (error);
  tav_event_log_record (f->event, before, cli, NULL);

  g_assert_cmpuint (g_list_model_get_n_items (tav_event_get_log (f->event)), ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_autofree char *said = tav_test_log_words (f->event, i);

      g_assert_cmpstr (said, ==, expected[i]);
    }
  /* A log that speaks of them is version 4 even when they are gone. */
  g_assert_true (tav_event_remove_apart_group (f->event, 0, &error));
  again = tav_test_copy_event (f->event);
  g_assert_cmpuint (g_list_model_get_n_items (tav_event_get_log (again)), ==, G_N_ELEMENTS (expected));
  {
    g_autofree char *text = tav_document_to_data (f->event, NULL);
    g_autofree char *v3 = NULL;
    g_autoptr(TavEvent) refused = NULL;
    char *version = strstr (text, "\"version\" : 4");

    g_assert_nonnull (version);
    version[strlen ("\"version\" : ")] = '3';
    refused = tav_document_load_data (text, strlen (text), &error);
    g_assert_null (refused);
    g_assert_nonnull (error);
    g_assert_cmpstr (error->message, ==,
                     "log: a file of version 3 cannot hold changes of fixed or accessible tables, "
                     "players kept apart or clubs apart in every round (version 4 or later)");
  }
}

/* The players' list in CSV: the columns of seats once a player has one. */
static void
test_csv (Fixture       *f,
          gconstpointer  data)
{
  g_autoptr(GString) plain = g_string_new (NULL);
  g_autoptr(GString) seated = g_string_new (NULL);
  g_auto(GStrv) lines = NULL;

  tav_csv_players (plain, f->event);
  g_assert_true (g_str_has_prefix (plain->str, "id,name,club,status,warnings\n"));
  g_assert_true (tav_event_change_fixed_table (f->event, "p1", 7, NULL));
  g_assert_true (tav_event_change_needs_accessible (f->event, "p2", TRUE, NULL));
  tav_csv_players (seated, f->event);
  lines = g_strsplit (seated->str, "\n", -1);
  g_assert_cmpstr (lines[0], ==, "id,name,club,status,warnings,table,accessible");
  g_assert_cmpstr (lines[1], ==, "p1,Anna,,active,0,7,");
  g_assert_cmpstr (lines[2], ==, "p2,Bruno,,active,0,,yes");
  g_assert_cmpstr (lines[3], ==, "p3,Carla,,active,0,,");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, fn) g_test_add ("/event-constraints/" path, Fixture, NULL, fixture_setup, fn, fixture_teardown)
  ADD ("fixed-table", test_fixed_table);
  ADD ("needs-accessible", test_needs_accessible);
  ADD ("accessible-tables", test_accessible_tables);
  ADD ("keep-apart", test_keep_apart);
  ADD ("remove-player", test_remove_player);
  ADD ("clubs-every-round", test_clubs_every_round);
  ADD ("log", test_log);
  ADD ("csv", test_csv);
#undef ADD

  return g_test_run ();
}
