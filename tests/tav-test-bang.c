/* tav-test-bang.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "tav-test-bang.h"
#include "rulesets/tav-bang-common.h"

JsonObject *
tav_test_bang_result (const char * const *roles,
                      const gboolean     *alive,
                      const int          *spent,
                      guint               n_seats,
                      const char         *outcome,
                      gboolean            renegade_killed_last)
{
  JsonObject *result = json_object_new ();
  JsonArray *seats = json_array_new ();

  json_object_set_string_member (result, "outcome", outcome);
  json_object_set_boolean_member (result, "renegade_killed_last", renegade_killed_last);
  for (guint s = 0; s < n_seats; s++)
    {
      JsonObject *seat = json_object_new ();

      json_object_set_string_member (seat, "role", roles[s]);
      json_object_set_boolean_member (seat, "alive", alive[s]);
      json_object_set_int_member (seat, "spent", spent ? spent[s] : 0);
      json_array_add_object_element (seats, seat);
    }
  json_object_set_array_member (result, "seats", seats);
  return result;
}

/* A random but possible game: roles shuffled behind the Sheriff, an outcome,
 * and who is alive consistent with it; small auction bids. */
JsonObject *
tav_test_bang_random (TavRandom *rng,
                      guint      n_seats)
{
  const char *roles[7] = { "sheriff", "deputy", "outlaw", "outlaw", "renegade", NULL, NULL };
  gboolean alive[7] = { FALSE, };
  int spent[7] = { 0, };
  guint outcome = tav_random_range (rng, 3);
  gboolean killed_last = FALSE;

  if (n_seats == 6)
    {
      roles[4] = "outlaw";
      roles[5] = "renegade";
    }
  else if (n_seats == 7)
    {
      roles[2] = "deputy";
      roles[3] = "outlaw";
      roles[4] = "outlaw";
      roles[5] = "outlaw";
      roles[6] = "renegade";
    }
  tav_random_shuffle (rng, roles + 1, n_seats - 1, sizeof (char *));

  for (guint s = 0; s < n_seats; s++)
    {
      gboolean is_outlaw = g_str_equal (roles[s], "outlaw");
      gboolean is_renegade = g_str_equal (roles[s], "renegade");
      gboolean is_deputy = g_str_equal (roles[s], "deputy");

      spent[s] = 100 * (int) tav_random_range (rng, 4);
      switch (outcome)
        {
        case 0:
          alive[s] = s == 0 || (is_deputy && tav_random_range (rng, 2));
          break;
        case 1:
          alive[s] = s != 0 && !is_renegade && (is_outlaw || is_deputy) && tav_random_range (rng, 2);
          if (is_renegade)
            alive[s] = tav_random_range (rng, 2);
          break;
        default:
          alive[s] = is_renegade;
          break;
        }
    }
  if (outcome == 0)
    killed_last = tav_random_range (rng, 2);
  if (outcome == 1)
    {
      /* The Outlaws win only while someone but the Renegade lives. */
      gboolean any = FALSE;

      for (guint s = 1; s < n_seats; s++)
        any |= alive[s] && !g_str_equal (roles[s], "renegade");
      for (guint s = 1; !any && s < n_seats; s++)
        if (g_str_equal (roles[s], "outlaw"))
          any = alive[s] = TRUE;
    }

  return tav_test_bang_result (roles, alive, spent, n_seats,
                               outcome == 0 ? "law" : outcome == 1 ? "outlaws" : "renegade",
                               killed_last);
}

void
tav_test_bang_play_round (TavEvent  *event,
                          TavRandom *rng)
{
  TavStage *stage = tav_event_get_current_stage (event);
  TavRound *round = tav_stage_get_last_round (stage);

  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    {
      TavTable *table = tav_round_get_table (round, t);
      g_autoptr(JsonObject) result = tav_test_bang_random (rng, tav_table_get_n_seats (table));
      g_autoptr(GError) error = NULL;

      /* Bids are at most 300 $ a game and winnings never negative, so over
       * five games a balance never drops below the next bid. */
      tav_event_set_result (event, stage, tav_round_get_number (round),
                            tav_table_get_number (table), result, &error);
      g_assert_no_error (error);
    }
}

/* A BANG! 2007 game: roles "SDOOR", alive "A-A--" (A: still in play),
 * spent NULL: 100 $ each. */
JsonObject *
tav_test_bang_game (const char *roles,
                    const char *alive,
                    const int  *spent,
                    const char *outcome,
                    gboolean    final_duel)
{
  JsonObject *result = json_object_new ();
  JsonArray *seats = json_array_new ();

  json_object_set_string_member (result, "outcome", outcome);
  json_object_set_boolean_member (result, "renegade_final_duel", final_duel);
  for (guint s = 0; roles[s]; s++)
    {
      JsonObject *seat = json_object_new ();
      const char *role = roles[s] == 'S' ? "sheriff" : roles[s] == 'D' ? "deputy" :
                         roles[s] == 'O' ? "outlaw" : "renegade";

      json_object_set_string_member (seat, "role", role);
      json_object_set_boolean_member (seat, "alive", alive[s] == 'A');
      json_object_set_int_member (seat, "spent", spent ? spent[s] : 100);
      json_array_add_object_element (seats, seat);
    }
  json_object_set_array_member (result, "seats", seats);
  return result;
}

/* A possible BANG! 2007 game at a table of @n: roles behind the Sheriff,
 * an outcome, who lives, bids of 100–400 $ with the last seat at the
 * minimum (seven games never spend a balance of 5000 $). */
JsonObject *
tav_test_bang_game_random (TavRandom *rng,
                           guint      n)
{
  char roles[8] = { 0, };
  char alive[8] = { 0, };
  int spent[8];
  guint counts[TAV_BANG_N_ROLES], k = 1;
  guint outcome = tav_random_range (rng, 3);
  gboolean deputy_alive = FALSE, other_alive = FALSE;

  g_assert_true (tav_bang_role_counts (n, counts));
  roles[0] = 'S';
  for (guint i = 0; i < counts[TAV_BANG_DEPUTY]; i++)
    roles[k++] = 'D';
  for (guint i = 0; i < counts[TAV_BANG_OUTLAW]; i++)
    roles[k++] = 'O';
  roles[k++] = 'R';
  tav_random_shuffle (rng, roles + 1, n - 1, 1);
  for (guint s = 0; s < n; s++)
    {
      gboolean lives = tav_random_range (rng, 2);

      alive[s] = (outcome == 0 ? roles[s] == 'S' || (roles[s] == 'D' && lives) :
                  outcome == 1 ? roles[s] != 'S' && lives : roles[s] == 'R') ? 'A' : '-';
      deputy_alive |= roles[s] == 'D' && alive[s] == 'A';
      other_alive |= (roles[s] == 'D' || roles[s] == 'O') && alive[s] == 'A';
      spent[s] = s == n - 1 ? 100 : 100 * (1 + (int) tav_random_range (rng, 4));
    }
  /* The Outlaws win only while someone but the Renegade lives. */
  if (outcome == 1 && !other_alive)
    alive[strchr (roles, 'O') - roles] = 'A';
  return tav_test_bang_game (roles, alive, spent,
                             outcome == 0 ? "law" : outcome == 1 ? "outlaws" : "renegade",
                             outcome == 0 && !deputy_alive && tav_random_range (rng, 2));
}

/* BANG! 2007: round 1 seated by hand, as if drawn; the following games
 * are drawn by the ruleset from it. */
void
tav_test_bang_seat_first (TavEvent           *event,
                          const char * const *t1,
                          const char * const *t2)
{
  g_autoptr(TavStage) stage = tav_stage_new ("elimination", TAV_STAGE_TABLES);
  g_autoptr(TavRound) round = tav_round_new (1);
  g_autoptr(TavTable) a = tav_table_new (1, t1);
  g_autoptr(TavTable) b = tav_table_new (2, t2);

  tav_round_add_table (round, a);
  tav_round_add_table (round, b);
  tav_stage_add_round (stage, round);
  tav_stage_set_planned_rounds (stage, MAX (g_strv_length ((char **) t1),
                                            g_strv_length ((char **) t2)));
  tav_event_add_stage (event, stage);
}

/* Random results for the tables of the last game that have none. */
void
tav_test_bang_play_game (TavEvent  *event,
                         TavRandom *rng)
{
  TavStage *stage = tav_event_find_stage (event, "elimination");
  TavRound *round = tav_stage_get_last_round (stage);

  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    {
      TavTable *table = tav_round_get_table (round, t);
      g_autoptr(JsonObject) result = NULL;
      g_autoptr(GError) error = NULL;

      if (tav_table_has_result (table))
        continue;
      result = tav_test_bang_game_random (rng, tav_table_get_n_seats (table));
      tav_event_set_result (event, stage, tav_round_get_number (round),
                            tav_table_get_number (table), result, &error);
      g_assert_no_error (error);
    }
}

/* Draws and plays every game until the stage is over. */
void
tav_test_bang_play_stage (TavEvent  *event,
                          TavRandom *rng)
{
  for (;;)
    {
      g_autoptr(GError) error = NULL;

      if (!tav_event_draw_round (event, &error))
        {
          g_assert_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE);
          g_assert_nonnull (strstr (error->message, "build the finals next"));
          break;
        }
      tav_test_bang_play_game (event, rng);
    }
  g_assert_true (tav_stage_is_complete (tav_event_find_stage (event, "elimination")));
}
