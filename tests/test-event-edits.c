/* test-event-edits.c — the checked edits of players and of the event
 *
 * Each edit refuses bad input with nothing changed and no “changed”
 * emitted, and emits “changed” once when it changes something (the app's
 * history keeps one edit to undo for each).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "tav-document.h"
#include "tav-event.h"
#include "tav-text.h"

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
  f->event = tav_event_new (data ? data : "bgl", "Edits");
  for (guint i = 1; i <= 10; i++)
    {
      g_autofree char *name = g_strdup_printf ("P%u", i);

      g_assert_nonnull (tav_event_add_player (f->event, name, NULL));
    }
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

static void
test_club (Fixture       *f,
           gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (tav_event_change_club (f->event, "p1", "  Circolo Ludico ", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tav_player_get_club (player (f, "p1")), ==, "Circolo Ludico");
  g_assert_cmpuint (f->changes, ==, 1);

  /* The same club again is no edit. */
  g_assert_true (tav_event_change_club (f->event, "p1", "Circolo Ludico", &error));
  g_assert_cmpuint (f->changes, ==, 1);

  /* Refused: a text-direction control, bad UTF-8, an unknown player. */
  g_assert_false (tav_event_change_club (f->event, "p1", "Red\u202eBlue", &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "text-direction control"));
  g_clear_error (&error);
  g_assert_false (tav_event_change_club (f->event, "p1", "Caf\xe9", &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_false (tav_event_change_club (f->event, "p99", "Club", &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_NOT_FOUND);
  g_assert_cmpstr (tav_player_get_club (player (f, "p1")), ==, "Circolo Ludico");
  g_assert_cmpuint (f->changes, ==, 1);

  /* "" takes the club away. */
  g_assert_true (tav_event_change_club (f->event, "p1", "", NULL));
  g_assert_cmpstr (tav_player_get_club (player (f, "p1")), ==, "");
  g_assert_cmpuint (f->changes, ==, 2);
}

static void
test_deck (Fixture       *f,
           gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (tav_event_change_deck (f->event, "p2", " Dragons ", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tav_player_get_deck (player (f, "p2")), ==, "Dragons");
  g_assert_cmpuint (f->changes, ==, 1);
  g_assert_false (tav_event_change_deck (f->event, "p2", "Dra\x07gons", &error));
  g_assert_nonnull (strstr (error->message, "control character"));
  g_assert_cmpstr (tav_player_get_deck (player (f, "p2")), ==, "Dragons");
  g_assert_cmpuint (f->changes, ==, 1);
}

/* A deck of lines (team, battlefield, list) is kept in its lines, saved
 * and read back as it was; a line too many changes nothing. */
static void
test_deck_lines (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) long_deck = g_string_new (NULL);
  g_autoptr(TavEvent) loaded = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *again = NULL;
  gsize length, length_again;

  g_assert_true (tav_event_change_deck (f->event, "p2",
                                        "Kylo Ren, FN-2199  \r\nCommand Center\r\n\r\n2x Force Choke\r\n",
                                        &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tav_player_get_deck (player (f, "p2")), ==,
                   "Kylo Ren, FN-2199\nCommand Center\n\n2x Force Choke");
  g_assert_cmpuint (f->changes, ==, 1);

  saved = tav_document_to_data (f->event, &length);
  g_assert_nonnull (strstr (saved, "\"deck\" : \"Kylo Ren, FN-2199\\nCommand Center\\n\\n2x Force Choke\""));
  loaded = tav_document_load_data (saved, length, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tav_player_get_deck (tav_event_find_player (loaded, "p2")), ==,
                   "Kylo Ren, FN-2199\nCommand Center\n\n2x Force Choke");
  again = tav_document_to_data (loaded, &length_again);
  g_assert_cmpuint (length_again, ==, length);
  g_assert_cmpstr (again, ==, saved);

  /* 101 lines: refused, the deck as it was. */
  for (guint i = 1; i <= 101; i++)
    g_string_append_printf (long_deck, "Card %u\n", i);
  g_assert_false (tav_event_change_deck (f->event, "p2", long_deck->str, &error));
  g_assert_error (error, TAV_TEXT_ERROR, TAV_TEXT_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "line 101: at most 100 lines are allowed");
  g_assert_cmpstr (tav_player_get_deck (player (f, "p2")), ==,
                   "Kylo Ren, FN-2199\nCommand Center\n\n2x Force Choke");
  g_assert_cmpuint (f->changes, ==, 1);
}

/* A file's deck passes the same rules: a deck of lines is read, a
 * control character in one is refused with its place. */
static void
test_deck_file (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) data_text = NULL;
  g_autoptr(TavEvent) bad = NULL;
  g_autofree char *saved = NULL;
  gsize length;

  g_assert_true (tav_event_change_deck (f->event, "p1", "Rey\nPoe", &error));
  saved = tav_document_to_data (f->event, &length);
  data_text = g_string_new (saved);
  g_assert_cmpuint (g_string_replace (data_text, "Rey\\nPoe", "Rey\\nPo\\u0007e", 0), ==, 1);
  bad = tav_document_load_data (data_text->str, data_text->len, &error);
  g_assert_null (bad);
  g_assert_cmpstr (error->message, ==,
                   "players[0].deck: line 2: “Po<U+0007>e” holds a control character (U+0007); type it without one");
}

static void
test_team (Fixture       *f,
           gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (tav_event_change_team (f->event, "p1", "Red", FALSE, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (f->changes, ==, 1);
  /* "red" joins "Red", as its members spell it. */
  g_assert_true (tav_event_change_team (f->event, "p2", " red ", TRUE, &error));
  g_assert_cmpstr (tav_player_get_team (player (f, "p2")), ==, "Red");
  g_assert_true (tav_player_get_reserve (player (f, "p2")));
  g_assert_cmpuint (f->changes, ==, 2);
  g_assert_true (tav_event_change_team (f->event, "p2", "Red", TRUE, &error));
  g_assert_cmpuint (f->changes, ==, 2);

  /* A reserve needs a team: refused, nothing changed. */
  g_assert_false (tav_event_change_team (f->event, "p2", "  ", TRUE, &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "A reserve needs the name of his team");
  g_clear_error (&error);
  g_assert_cmpstr (tav_player_get_team (player (f, "p2")), ==, "Red");
  g_assert_true (tav_player_get_reserve (player (f, "p2")));
  g_assert_cmpuint (f->changes, ==, 2);

  /* His own team does not give the spelling: the only member renames it. */
  g_assert_true (tav_event_change_team (f->event, "p3", "Blue", FALSE, NULL));
  g_assert_true (tav_event_change_team (f->event, "p3", "BLUE", FALSE, NULL));
  g_assert_cmpstr (tav_player_get_team (player (f, "p3")), ==, "BLUE");
  g_assert_cmpuint (f->changes, ==, 4);
}

static void
test_team_started (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (tav_event_change_team (f->event, "p1", "Red", FALSE, NULL));
  g_assert_true (tav_event_draw_round (f->event, &error));
  g_assert_no_error (error);
  f->changes = 0;

  g_assert_false (tav_event_change_team (f->event, "p1", "Blue", FALSE, &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE);
  g_clear_error (&error);
  g_assert_false (tav_event_change_team (f->event, "p2", "Red", FALSE, &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE);
  g_clear_error (&error);
  g_assert_cmpstr (tav_player_get_team (player (f, "p1")), ==, "Red");
  g_assert_cmpstr (tav_player_get_team (player (f, "p2")), ==, "");
  /* Unchanged is no change of the teams. */
  g_assert_true (tav_event_change_team (f->event, "p1", " Red ", FALSE, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (f->changes, ==, 0);
}

static void
test_register (Fixture       *f,
               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  TavPlayer *added;

  /* Refused club or team: nobody is added, nothing emitted. */
  g_assert_null (tav_event_register_player (f->event, "Anna", "Red\u202eBlue", NULL, FALSE, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_null (tav_event_register_player (f->event, "Anna", NULL, "", TRUE, &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_null (tav_event_register_player (f->event, "p\xff", NULL, NULL, FALSE, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_cmpuint (tav_event_get_n_players (f->event), ==, 10);
  g_assert_cmpuint (f->changes, ==, 0);

  added = tav_event_register_player (f->event, " Anna ", " Circolo ", " Red ", TRUE, &error);
  g_assert_no_error (error);
  g_assert_nonnull (added);
  g_assert_cmpstr (tav_player_get_name (added), ==, "Anna");
  g_assert_cmpstr (tav_player_get_club (added), ==, "Circolo");
  g_assert_cmpstr (tav_player_get_team (added), ==, "Red");
  g_assert_true (tav_player_get_reserve (added));
  g_assert_cmpuint (tav_event_get_n_players (f->event), ==, 11);
  g_assert_cmpuint (f->changes, ==, 1);
}

/* A late entry without a team is no change of the teams. */
static void
test_register_late (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (tav_event_draw_round (f->event, &error));
  f->changes = 0;
  g_assert_null (tav_event_register_player (f->event, "Late", NULL, "Red", FALSE, &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE);
  g_clear_error (&error);
  g_assert_cmpuint (f->changes, ==, 0);
  g_assert_nonnull (tav_event_register_player (f->event, "Late", "Club", NULL, FALSE, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (f->changes, ==, 1);
}

static void
test_publish (Fixture       *f,
              gconstpointer  data)
{
  g_assert_false (tav_event_get_published (f->event));
  tav_event_publish (f->event, TRUE);
  g_assert_true (tav_event_get_published (f->event));
  g_assert_cmpuint (f->changes, ==, 1);
  tav_event_publish (f->event, TRUE);
  g_assert_cmpuint (f->changes, ==, 1);
  tav_event_publish (f->event, FALSE);
  g_assert_false (tav_event_get_published (f->event));
  g_assert_cmpuint (f->changes, ==, 2);
}

static void
test_clubs_apart (Fixture       *f,
                  gconstpointer  data)
{
  g_assert_true (tav_event_get_keep_clubs_apart (f->event));
  tav_event_change_clubs_apart (f->event, TRUE);
  g_assert_cmpuint (f->changes, ==, 0);
  tav_event_change_clubs_apart (f->event, FALSE);
  g_assert_false (tav_event_get_keep_clubs_apart (f->event));
  g_assert_cmpuint (f->changes, ==, 1);
}

/* The event's details: everything checked before anything is set, one
 * "changed"; the seed and the parameters only before the first draw. */
static void
test_details (Fixture       *f,
              gconstpointer  data)
{
  g_autoptr(JsonObject) params = json_object_new ();
  g_autoptr(JsonObject) bad = json_object_new ();
  g_autoptr(JsonObject) unknown = json_object_new ();
  TavEventDetails details = { NULL, };
  g_autoptr(GError) error = NULL;

  json_object_set_int_member (params, "win_points", 2);
  json_object_set_int_member (bad, "win_points", 99);
  json_object_set_int_member (unknown, "nope", 1);

  /* Refused: nothing set, nothing emitted, the first fault named. */
  details.name = "Open di Roma";
  details.date = "2026-02-30";
  g_assert_false (tav_event_edit_details (f->event, &details, &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "2026-02-30"));
  g_clear_error (&error);
  details.date = "2026-11-29";
  details.params = bad;
  g_assert_false (tav_event_edit_details (f->event, &details, &error));
  g_clear_error (&error);
  details.params = unknown;
  g_assert_false (tav_event_edit_details (f->event, &details, &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_NOT_FOUND);
  g_clear_error (&error);
  details.params = NULL;
  details.name = "Bad\x01name";
  g_assert_false (tav_event_edit_details (f->event, &details, &error));
  g_clear_error (&error);
  g_assert_cmpstr (tav_event_get_name (f->event), ==, "Edits");
  g_assert_cmpstr (tav_event_get_date (f->event), ==, "");
  g_assert_cmpuint (f->changes, ==, 0);

  /* Accepted: all of it, one change. */
  details.name = "  Open di Roma ";
  details.venue = "Sala Verdi";
  details.set_seed = TRUE;
  details.seed = 42;
  details.params = params;
  g_assert_true (tav_event_edit_details (f->event, &details, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tav_event_get_name (f->event), ==, "Open di Roma");
  g_assert_cmpstr (tav_event_get_date (f->event), ==, "2026-11-29");
  g_assert_cmpstr (tav_event_get_venue (f->event), ==, "Sala Verdi");
  g_assert_cmpuint (tav_event_get_seed (f->event), ==, 42);
  g_assert_cmpint (tav_event_get_param_int (f->event, "win_points"), ==, 2);
  g_assert_cmpuint (f->changes, ==, 1);

  /* After the first draw the name may change, the seed may not. */
  g_assert_true (tav_event_draw_round (f->event, &error));
  g_assert_no_error (error);
  f->changes = 0;
  details = (TavEventDetails) { .set_seed = TRUE, .seed = 7 };
  g_assert_false (tav_event_edit_details (f->event, &details, &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE);
  g_clear_error (&error);
  g_assert_cmpuint (tav_event_get_seed (f->event), ==, 42);
  details = (TavEventDetails) { .name = "Open di Roma 2026" };
  g_assert_true (tav_event_edit_details (f->event, &details, &error));
  g_assert_cmpstr (tav_event_get_name (f->event), ==, "Open di Roma 2026");
  g_assert_cmpuint (f->changes, ==, 1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func, ruleset) \
  g_test_add ("/core/event-edits/" path, Fixture, ruleset, fixture_setup, func, fixture_teardown)
  ADD ("club", test_club, NULL);
  ADD ("deck", test_deck, "destiny");
  ADD ("deck-lines", test_deck_lines, "destiny");
  ADD ("deck-file", test_deck_file, "destiny");
  ADD ("team", test_team, NULL);
  ADD ("team-started", test_team_started, "bang-2011");
  ADD ("register", test_register, NULL);
  ADD ("register-late", test_register_late, "destiny");
  ADD ("publish", test_publish, NULL);
  ADD ("clubs-apart", test_clubs_apart, NULL);
  ADD ("details", test_details, "swiss");
#undef ADD

  return g_test_run ();
}
