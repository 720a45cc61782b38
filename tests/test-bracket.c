/* test-bracket.c — single elimination
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tav-event-private.h"
#include "tav-bracket.h"
#include "tav-event.h"

static TavEvent *
make_event (guint n)
{
  TavEvent *event = tav_event_new ("bang-2011", "Bracket");

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = g_strdup_printf ("Seed %u", i + 1);

      g_assert_nonnull (tav_event_add_player (event, name, NULL));
    }
  return event;
}

static void
assert_match (TavStage   *stage,
              guint       number,
              const char *a,
              const char *b)
{
  TavTable *match = tav_stage_find_match (stage, number, NULL);

  g_assert_nonnull (match);
  g_assert_cmpstr (tav_table_get_seat (match, 0), ==, a);
  g_assert_cmpstr (tav_table_get_seat (match, 1), ==, b);
}

static void
win (TavEvent   *event,
     guint       match,
     const char *winner)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (tav_event_record_match (event, match, winner, "long", &error));
  g_assert_no_error (error);
}

static void
test_eight_with_third_place (void)
{
  g_autoptr(TavEvent) event = make_event (8);
  const char *seeds[] = { "p1", "p2", "p3", "p4", "p5", "p6", "p7", "p8", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(GHashTable) places = NULL;
  TavStage *stage;

  stage = tav_bracket_create (event, "playoffs", "Playoffs", seeds, TRUE, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tav_stage_get_n_rounds (stage), ==, 1);
  /* 1st v last, 2nd v second-to-last, ... */
  assert_match (stage, 1, "p1", "p8");
  assert_match (stage, 2, "p2", "p7");
  assert_match (stage, 3, "p3", "p6");
  assert_match (stage, 4, "p4", "p5");

  win (event, 1, "p1");
  win (event, 2, "p7");
  win (event, 3, "p3");
  g_assert_cmpuint (tav_stage_get_n_rounds (stage), ==, 1);
  win (event, 4, "p5");
  /* Winner of match 1 v winner of the last match, 2 v second-to-last. */
  g_assert_cmpuint (tav_stage_get_n_rounds (stage), ==, 2);
  assert_match (stage, 5, "p1", "p5");
  assert_match (stage, 6, "p7", "p3");

  /* A decided round cannot be cleared once the next one exists. */
  g_assert_false (tav_event_clear_result (event, stage, 1, 1, &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE);
  g_clear_error (&error);

  win (event, 5, "p5");
  win (event, 6, "p3");
  g_assert_cmpuint (tav_stage_get_n_rounds (stage), ==, 3);
  assert_match (stage, 7, "p5", "p3");
  assert_match (stage, 8, "p1", "p7");
  g_assert_cmpstr (tav_table_get_label (tav_stage_find_match (stage, 8, NULL)), ==, "3rd place");
  g_assert_false (tav_stage_is_complete (stage));
  win (event, 8, "p7");
  win (event, 7, "p3");
  g_assert_true (tav_stage_is_complete (stage));

  places = tav_bracket_get_places (stage);
  g_assert_cmpuint (GPOINTER_TO_UINT (g_hash_table_lookup (places, "p3")), ==, 1);
  g_assert_cmpuint (GPOINTER_TO_UINT (g_hash_table_lookup (places, "p5")), ==, 2);
  g_assert_cmpuint (GPOINTER_TO_UINT (g_hash_table_lookup (places, "p7")), ==, 3);
  g_assert_cmpuint (GPOINTER_TO_UINT (g_hash_table_lookup (places, "p1")), ==, 4);
  for (guint i = 0; i < 4; i++)
    {
      const char *loser[] = { "p8", "p2", "p6", "p4" };

      g_assert_cmpuint (GPOINTER_TO_UINT (g_hash_table_lookup (places, loser[i])), ==, 5);
    }
}

static void
test_sizes (void)
{
  g_autoptr(TavEvent) event = make_event (8);
  const char *three[] = { "p1", "p2", "p3", NULL };
  const char *six[] = { "p1", "p2", "p3", "p4", "p5", "p6", NULL };
  const char *two[] = { "p1", "p2", NULL };
  g_autoptr(GError) error = NULL;
  TavStage *stage;

  g_assert_null (tav_bracket_create (event, "a", "A", three, FALSE, &error));
  g_assert_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE);
  g_clear_error (&error);
  g_assert_null (tav_bracket_create (event, "b", "B", six, FALSE, &error));
  g_clear_error (&error);
  stage = tav_bracket_create (event, "c", "C", two, TRUE, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tav_round_get_name (tav_stage_get_round (stage, 1)), ==, "Final");
  win (event, 1, "p2");
  g_assert_true (tav_stage_is_complete (stage));
}

static void
test_forfeit_at_creation (void)
{
  g_autoptr(TavEvent) event = make_event (4);
  const char *seeds[] = { "p1", "p2", "p3", "p4", NULL };
  g_autoptr(GError) error = NULL;
  TavStage *stage;
  TavTable *match;

  /* The 4th seed left before the bracket was built: the 1st advances. */
  tav_player_set_status (tav_event_find_player (event, "p4"), TAV_PLAYER_WITHDRAWN);
  stage = tav_bracket_create (event, "finals", "Finals", seeds, FALSE, &error);
  g_assert_no_error (error);
  match = tav_stage_find_match (stage, 1, NULL);
  g_assert_cmpstr (tav_bracket_get_winner (match), ==, "p1");
  g_assert_true (tav_result_get_bool (tav_table_get_result (match), "forfeit"));

  /* During the final: the opponent wins the tournament. */
  win (event, 2, "p3");
  g_assert_cmpuint (tav_stage_get_n_rounds (stage), ==, 2);
  g_assert_true (tav_event_withdraw (event, "p3", TAV_PLAYER_WITHDRAWN, NULL, &error));
  g_assert_true (tav_stage_is_complete (stage));
  g_assert_cmpstr (tav_bracket_get_winner (tav_stage_find_match (stage, 3, NULL)), ==, "p1");
}

/* A match is named in the singular; the only match of a round whose
 * other one is a bye needs no number. */
static void
test_match_labels (void)
{
  g_autoptr(TavEvent) event = make_event (3);
  const char *seeds[] = { "p1", "", "p2", "p3", NULL };
  const char *four[] = { "p1", "p4", "p2", "p3", NULL };
  g_autoptr(TavEvent) full = make_event (4);
  g_autoptr(GError) error = NULL;
  TavStage *stage;
  TavRound *round;
  guint n_played = 0;
  const struct { guint n, index; gboolean alone; const char *label; } cases[] = {
    { 1, 0, FALSE, "Final" },
    { 2, 1, FALSE, "Semi-final 2" },
    { 2, 0, TRUE, "Semi-final" },
    { 4, 2, FALSE, "Quarter-final 3" },
    { 8, 1, FALSE, "Round of 16 2" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *label = tav_bracket_match_label (cases[i].n, cases[i].index, cases[i].alone);

      g_assert_cmpstr (label, ==, cases[i].label);
    }

  /* Three players: p1 has a bye, p2 v p3 is the one semi-final. */
  stage = tav_bracket_create (event, "playoffs", "Playoffs", seeds, FALSE, &error);
  g_assert_no_error (error);
  round = tav_stage_get_round (stage, 1);
  g_assert_cmpstr (tav_round_get_name (round), ==, "Semi-finals");
  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    {
      TavTable *match = tav_round_get_table (round, t);

      if (!tav_bracket_is_bye (match))
        {
          g_assert_cmpstr (tav_table_get_label (match), ==, "Semi-final");
          n_played++;
        }
    }
  g_assert_cmpuint (n_played, ==, 1);

  stage = tav_bracket_create (full, "playoffs", "Playoffs", four, FALSE, &error);
  g_assert_no_error (error);
  round = tav_stage_get_round (stage, 1);
  g_assert_cmpstr (tav_table_get_label (tav_round_get_table (round, 0)), ==, "Semi-final 1");
  g_assert_cmpstr (tav_table_get_label (tav_round_get_table (round, 1)), ==, "Semi-final 2");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/bracket/eight-with-third-place", test_eight_with_third_place);
  g_test_add_func ("/core/bracket/sizes", test_sizes);
  g_test_add_func ("/core/bracket/forfeit", test_forfeit_at_creation);
  g_test_add_func ("/core/bracket/match-labels", test_match_labels);

  return g_test_run ();
}
