/* test-ruleset.c — the registry and what views ask of a ruleset
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <locale.h>

#include "tav-event.h"
#include "tav-ruleset.h"
#include "tav-event-private.h"

static TavEvent *
make_event (const char *ruleset_id,
            guint       n_players)
{
  TavEvent *event = tav_event_new (ruleset_id, "Event");

  tav_event_set_seed (event, 7);
  for (guint i = 0; i < n_players; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %u", i + 1);

      g_assert_nonnull (tav_event_add_player (event, name, NULL));
    }
  return event;
}

/* The order of the list is the New Event dialog's. */
static void
test_registry_order (void)
{
  const char *expected[] = { "bang-2011", "bang-2007", "catan-bg", "destiny", "bgl" };
  g_autoptr(GPtrArray) all = tav_ruleset_list ();

  g_assert_cmpuint (all->len, >=, G_N_ELEMENTS (expected));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_assert_cmpstr (tav_ruleset_get_id (all->pdata[i]), ==, expected[i]);
      g_assert_true (tav_ruleset_lookup (expected[i]) == all->pdata[i]);
    }
  g_assert_null (tav_ruleset_lookup ("chess"));
  g_assert_cmpstr (tav_ruleset_get_id (tav_ruleset_get_default_season ()), ==, "catan-bg");
}

static void
assert_sheet_params (const char *ruleset_id,
                     const char *first,
                     const char *second)
{
  g_autoptr(TavEvent) event = make_event (ruleset_id, 0);
  const char * const *params;

  params = tav_ruleset_get_sheet_params (tav_event_get_ruleset (event), event, NULL, NULL);
  if (first == NULL)
    {
      g_assert_null (params);
      return;
    }
  g_assert_cmpstr (params[0], ==, first);
  g_assert_cmpstr (params[1], ==, second);
  g_assert_null (params[2]);
}

static void
test_sheet_params (void)
{
  assert_sheet_params ("catan-bg", "target_vp", "turn_minutes");
  assert_sheet_params ("bgl", "game", "round_minutes");
  assert_sheet_params ("bang-2011", NULL, NULL);
  assert_sheet_params ("bang-2007", NULL, NULL);
}

/* Destiny pairs its Swiss rounds by points and explains them; its players
 * may drop between them; a Swiss sheet shows the Swiss round's timer. */
static void
test_swiss_pairings (void)
{
  g_autoptr(TavEvent) event = make_event ("destiny", 8);
  TavRuleset *ruleset = tav_event_get_ruleset (event);
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) reasons = NULL;
  g_autoptr(GHashTable) points = NULL;
  const char * const *params;
  TavStage *swiss;
  TavRound *round;

  g_assert_null (tav_ruleset_get_paired_stage (ruleset, event));
  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
  swiss = tav_ruleset_get_paired_stage (ruleset, event);
  g_assert_nonnull (swiss);
  g_assert_cmpstr (tav_stage_get_id (swiss), ==, "swiss");
  g_assert_true (tav_ruleset_pairs_by_points (ruleset, swiss));
  g_assert_true (tav_ruleset_may_drop_between_rounds (ruleset, swiss));

  round = tav_stage_get_round (swiss, 1);
  params = tav_ruleset_get_sheet_params (ruleset, event, swiss, round);
  g_assert_cmpstr (params[0], ==, "swiss_minutes");
  g_assert_null (params[1]);

  reasons = tav_ruleset_explain_round (ruleset, event, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_strv_length (reasons), ==, tav_round_get_n_tables (round));
  g_assert_cmpuint (tav_round_get_n_tables (round), ==, 4);
  points = tav_ruleset_points_before (ruleset, event, 1);
  g_assert_cmpuint (g_hash_table_size (points), ==, 8);
  g_assert_cmpuint (GPOINTER_TO_UINT (g_hash_table_lookup (points, "p1")), ==, 0);

  g_assert_null (tav_ruleset_explain_round (ruleset, event, 2, &error));
  g_assert_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE);
}

/* A ruleset that seats tables has nothing to explain. */
static void
test_no_pairings (void)
{
  g_autoptr(TavEvent) event = make_event ("bgl", 8);
  TavRuleset *ruleset = tav_event_get_ruleset (event);
  g_autoptr(GError) error = NULL;

  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
  g_assert_null (tav_ruleset_get_paired_stage (ruleset, event));
  g_assert_false (tav_ruleset_pairs_by_points (ruleset, tav_event_get_stage (event, 0)));
  g_assert_false (tav_ruleset_may_drop_between_rounds (ruleset, tav_event_get_stage (event, 0)));
  g_assert_null (tav_ruleset_points_before (ruleset, event, 1));
  g_assert_null (tav_ruleset_explain_round (ruleset, event, 1, &error));
  g_assert_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_UNSUPPORTED);
  g_assert_cmpstr (error->message, ==, "the ruleset “bgl” has no Swiss pairings to explain");
}

static void
test_fixed_teams (void)
{
  g_autoptr(TavEvent) bgl = make_event ("bgl", 0);
  g_autoptr(TavEvent) bang = make_event ("bang-2011", 0);
  g_autoptr(GError) error = NULL;

  g_assert_false (tav_ruleset_has_fixed_teams (tav_event_get_ruleset (bgl), bgl));
  g_assert_true (tav_event_set_param (bgl, "teams", "variable", &error));
  g_assert_false (tav_ruleset_has_fixed_teams (tav_event_get_ruleset (bgl), bgl));
  g_assert_true (tav_event_set_param (bgl, "teams", "fixed", &error));
  g_assert_no_error (error);
  g_assert_true (tav_ruleset_has_fixed_teams (tav_event_get_ruleset (bgl), bgl));
  g_assert_false (tav_ruleset_has_fixed_teams (tav_event_get_ruleset (bang), bang));
}

/* The warning that ejects, as the rules name it. */
static void
test_ejection_words (void)
{
  TavRuleset *bang = tav_ruleset_lookup ("bang-2007");
  TavRuleset *destiny = tav_ruleset_lookup ("destiny");
  g_autofree char *reason = tav_ruleset_ejection_reason (bang, "insults");
  g_autofree char *notice = tav_ruleset_ejection_notice (bang, "Anna");
  g_autofree char *other = tav_ruleset_ejection_reason (destiny, "insults");
  g_autofree char *other_notice = tav_ruleset_ejection_notice (destiny, "Anna");

  g_assert_cmpuint (tav_ruleset_get_warnings_to_eject (bang), ==, 2);
  g_assert_cmpstr (reason, ==, "Second warning: insults");
  g_assert_cmpstr (notice, ==, "Anna is ejected: this was the second warning");
  g_assert_cmpstr (other, ==, "Last warning: insults");
  g_assert_cmpstr (other_notice, ==, "Anna is ejected: this was the last warning");
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/ruleset/registry-order", test_registry_order);
  g_test_add_func ("/core/ruleset/sheet-params", test_sheet_params);
  g_test_add_func ("/core/ruleset/swiss-pairings", test_swiss_pairings);
  g_test_add_func ("/core/ruleset/no-pairings", test_no_pairings);
  g_test_add_func ("/core/ruleset/fixed-teams", test_fixed_teams);
  g_test_add_func ("/core/ruleset/ejection-words", test_ejection_words);

  return g_test_run ();
}
