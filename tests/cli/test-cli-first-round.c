/* test-cli-first-round.c — round 1 of a BANG! event seats every active
 * player (issue #31)
 *
 * The BANG! rules take no late entry and let nobody sit a round out, so a
 * file whose round 1 leaves out an active player was edited by hand: it
 * loads, so that the command its message names can mend it, and that
 * command works; but `validate`, the next draw and the finals refuse it.
 * Whatever the program itself does (withdrawals, ejections, removals before
 * the draw, a judge's reinstatement) never leads there.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tav-test-cli.h"

/* ---- Editing the file by hand -------------------------------------------- */

static JsonNode *
read_document (Fixture *f)
{
  g_autofree char *text = read_or_null (f->file);

  g_assert_nonnull (text);
  return parse_json (text);
}

static void
write_document (Fixture  *f,
                JsonNode *root)
{
  g_autofree char *text = json_to_string (root, TRUE);

  write_file (f->file, text);
}

/* A player registered by hand, as a late entry the program refused. */
static void
add_player_by_hand (Fixture    *f,
                    const char *id,
                    const char *name)
{
  g_autoptr(JsonNode) root = read_document (f);
  JsonArray *players = json_object_get_array_member (json_node_get_object (root), "players");
  JsonObject *player = json_object_new ();

  json_object_set_string_member (player, "id", id);
  json_object_set_string_member (player, "name", name);
  json_array_add_object_element (players, player);
  write_document (f, root);
}

/* A player who left made active again by hand: what a judge's reinstatement
 * wrote before it recorded the rounds drawn without him. */
static void
reactivate_by_hand (Fixture    *f,
                    const char *id)
{
  g_autoptr(JsonNode) root = read_document (f);
  JsonArray *players = json_object_get_array_member (json_node_get_object (root), "players");

  for (guint i = 0; i < json_array_get_length (players); i++)
    {
      JsonObject *player = json_array_get_object_element (players, i);

      if (g_str_equal (json_object_get_string_member (player, "id"), id))
        {
          json_object_set_string_member (player, "status", "active");
          json_object_set_int_member (player, "left_round", 0);
        }
    }
  write_document (f, root);
}

/* ---- Checks -------------------------------------------------------------- */

/* validate and draw refuse the file with @expected, and leave it as it is. */
static void
assert_refused (Fixture    *f,
                const char *expected)
{
  cli_fails (f->file, 1, expected, "validate", f->file, NULL);
  cli_fails (f->file, 1, expected, "draw", f->file, NULL);
}

static void
assert_valid (Fixture *f)
{
  g_autofree char *out = cli_ok ("validate", f->file, NULL);

  assert_contains (out, ": valid (");
}

/* Whether @id has a seat in round @round. */
static gboolean
is_seated (Fixture    *f,
           const char *round,
           const char *id)
{
  g_autoptr(JsonNode) shown = show_round (f, round);
  JsonArray *tables = round_tables (shown);

  for (guint t = 0; t < json_array_get_length (tables); t++)
    for (guint s = 0; s < table_size (tables, t); s++)
      if (g_str_equal (table_seat (tables, t, s), id))
        return TRUE;
  return FALSE;
}

/* ---- Tests --------------------------------------------------------------- */

/* Round 1 without a result: the message names redraw, which seats him.
 * BANG! 2007 draws its tables once, from every registered player: the same
 * hole, mended the same way. @data is the ruleset. */
static void
test_redraw_mends (Fixture       *f,
                   gconstpointer  data)
{
  new_event_of (f, data, 10);
  g_free (cli_ok ("draw", f->file, NULL));
  add_player_by_hand (f, "p11", "Kappa");

  assert_refused (f, "stages[0].rounds[0].tables: player p11 (Kappa), active, is not seated in "
                     "round 1; round 1 has no result yet: draw it again to seat every active "
                     "player (tavolo-cli redraw FILE)");
  g_free (cli_ok ("redraw", f->file, NULL));
  assert_valid (f);
  g_assert_true (is_seated (f, "1", "p11"));
}

/* Round 1 played: the message names a withdrawal, which works; so do a
 * judge's withdrawal and reinstatement, for the file of an older Tavolo
 * that did not record the round he missed. */
static void
test_withdraw_mends (Fixture       *f,
                     gconstpointer  data)
{
  static const char expected[] =
    "stages[0].rounds[0].tables: player p11 (Player 11), active, is not seated in round 1, and "
    "round 1 is under way; withdraw him (tavolo-cli players FILE withdraw p11), or, if a judge "
    "had let him back in after the draw, withdraw him and reinstate him with --judge-override";

  new_event (f, 11);
  g_free (cli_ok ("players", f->file, "withdraw", "p11", NULL));
  g_free (cli_ok ("draw", f->file, NULL));
  play_round (f, 1);
  reactivate_by_hand (f, "p11");

  assert_refused (f, expected);
  cli_fails (f->file, 1, expected, "finals", f->file, NULL);
  g_free (cli_ok ("players", f->file, "withdraw", "p11", NULL));
  assert_valid (f);
  g_free (cli_ok ("players", f->file, "reinstate", "p11", "--judge-override", NULL));
  assert_valid (f);
  g_free (cli_ok ("draw", f->file, NULL));
  g_assert_true (is_seated (f, "2", "p11"));

  /* A late entry typed into the file: withdrawn, he stays out. */
  play_round (f, 2);
  add_player_by_hand (f, "p12", "Lambda");
  cli_fails (f->file, 1, "player p12 (Lambda), active, is not seated in round 1",
             "validate", f->file, NULL);
  g_free (cli_ok ("players", f->file, "withdraw", "p12", NULL));
  assert_valid (f);
  g_free (cli_ok ("draw", f->file, NULL));
  g_assert_false (is_seated (f, "3", "p12"));
}

/* What the program does itself: removed, withdrawn, ejected, disqualified
 * before the first draw, and a judge's reinstatement after it. */
static void
test_program_states (Fixture       *f,
                     gconstpointer  data)
{
  new_event (f, 15);
  g_free (cli_ok ("players", f->file, "remove", "p15", NULL));
  g_free (cli_ok ("players", f->file, "withdraw", "p14", NULL));
  g_free (cli_ok ("players", f->file, "eject", "p13", "--reason", "Cheating", NULL));
  g_free (cli_ok ("players", f->file, "disqualify", "p12", NULL));
  g_free (cli_ok ("players", f->file, "check-in", "p1", NULL));
  cli_fails (f->file, 1, "Not checked in: ", "draw", f->file, NULL);
  g_free (cli_ok ("players", f->file, "check-out", "p1", NULL));
  g_free (cli_ok ("draw", f->file, NULL));
  assert_valid (f);
  g_free (cli_ok ("players", f->file, "reinstate", "p14", "--judge-override", NULL));
  assert_valid (f);
  g_assert_false (is_seated (f, "1", "p14"));
  play_round (f, 1);
  g_free (cli_ok ("players", f->file, "withdraw", "p2", NULL));
  g_free (cli_ok ("draw", f->file, NULL));
  assert_valid (f);
  g_assert_true (is_seated (f, "2", "p14"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, data, func) \
  g_test_add (path, Fixture, data, fixture_setup, func, fixture_teardown)
  ADD ("/cli/first-round/redraw-mends", "bang-2011", test_redraw_mends);
  ADD ("/cli/first-round/redraw-mends-2007", "bang-2007", test_redraw_mends);
  ADD ("/cli/first-round/withdraw-mends", NULL, test_withdraw_mends);
  ADD ("/cli/first-round/program-states", NULL, test_program_states);
#undef ADD

  return g_test_run ();
}
