/* tav-test-bang.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tav-test-bang.h"

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
