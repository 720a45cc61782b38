/* test-merge.c — merging an edited event with its file changed on disk
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "tav-document.h"
#include "tav-merge.h"
#include "tav-random.h"
#include "tav-stage.h"
#include "tav-round.h"
#include "tav-table.h"
#include "tav-test-bang.h"
#include "tav-event-private.h"

/* Ten players (p1 … p10), and round 1 drawn (two tables of five) if asked. */
static char *
base_event_drawn (gboolean drawn)
{
  g_autoptr(TavEvent) event = tav_event_new ("bang-2011", "Merge Cup");
  g_autoptr(GError) error = NULL;

  tav_event_set_seed (event, 11);
  for (guint i = 1; i <= 10; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %02u", i);

      g_assert_nonnull (tav_event_add_player (event, name, &error));
    }
  if (drawn)
    g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
  return tav_document_to_data (event, NULL);
}

static char *
base_event (void)
{
  return base_event_drawn (TRUE);
}

static TavEvent *
load (const char *text)
{
  g_autoptr(GError) error = NULL;
  TavEvent *event = tav_document_load_data (text, strlen (text), &error);

  g_assert_no_error (error);
  return event;
}

static char *
with_result (const char *text,
             guint       table,
             guint       seed)
{
  g_autoptr(TavEvent) event = load (text);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) result = NULL;
  TavRandom rng;

  tav_random_init (&rng, seed);
  result = tav_test_bang_random (&rng, 5);
  g_assert_true (tav_event_set_result (event, tav_event_get_current_stage (event), 1, table,
                                       result, &error));
  g_assert_no_error (error);
  return tav_document_to_data (event, NULL);
}

static char *
renamed (const char *text,
         const char *id,
         const char *name)
{
  g_autoptr(TavEvent) event = load (text);
  g_autoptr(GError) error = NULL;

  g_assert_true (tav_event_rename_player (event, id, name, &error));
  g_assert_no_error (error);
  return tav_document_to_data (event, NULL);
}

static JsonObject *
result_at (TavEvent *event,
           guint     table)
{
  TavRound *round = tav_stage_get_last_round (tav_event_get_current_stage (event));

  return tav_table_get_result (tav_round_get_table (round, table - 1));
}

/* Results at different tables, one entered here and one by the CLI. */
static void
test_different_tables (void)
{
  g_autofree char *base = base_event ();
  g_autofree char *ours = with_result (base, 1, 1);
  g_autofree char *theirs = with_result (base, 2, 2);
  g_autoptr(GError) error = NULL;
  g_autoptr(TavMerge) merge = tav_merge_new (base, ours, theirs, &error);
  g_autoptr(TavEvent) merged = NULL;
  g_autoptr(TavEvent) mine = load (ours);
  g_autoptr(TavEvent) other = load (theirs);

  g_assert_no_error (error);
  g_assert_cmpuint (tav_merge_get_n_conflicts (merge), ==, 0);
  merged = tav_merge_get_event (merge, &error);
  g_assert_no_error (error);
  g_assert_true (json_object_equal (result_at (merged, 1), result_at (mine, 1)));
  g_assert_true (json_object_equal (result_at (merged, 2), result_at (other, 2)));
}

/* The same table's result entered differently on each side. */
static void
test_same_table (void)
{
  g_autofree char *base = base_event ();
  g_autofree char *ours = with_result (base, 2, 1);
  g_autofree char *theirs = with_result (base, 2, 2);
  g_autoptr(GError) error = NULL;
  g_autoptr(TavMerge) merge = tav_merge_new (base, ours, theirs, &error);
  g_autofree char *label = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (tav_merge_get_n_conflicts (merge), >=, 1);
  g_assert_true (g_str_has_prefix (tav_merge_get_conflict_path (merge, 0),
                                   "stages[0].rounds[0].tables[1].result"));
  label = tav_merge_get_conflict_label (merge, 0);
  g_test_message ("%s / %s", tav_merge_get_conflict_path (merge, 0), label);
  g_assert_true (g_str_has_prefix (label, "stage elimination, round 1, table 2, result"));
}

/* Different players renamed on each side; then the same one, differently. */
static void
test_players (void)
{
  g_autofree char *base = base_event ();
  g_autofree char *ours = renamed (base, "p1", "Anna Rossi");
  g_autofree char *theirs = renamed (base, "p2", "Bruno Neri");
  g_autofree char *ours2 = renamed (ours, "p3", "Carla Bianchi");
  g_autofree char *theirs2 = renamed (theirs, "p3", "Carla Verdi");
  g_autoptr(GError) error = NULL;
  g_autoptr(TavMerge) merge = tav_merge_new (base, ours, theirs, &error);
  g_autoptr(TavMerge) clash = NULL;
  g_autoptr(TavEvent) merged = NULL;
  g_autoptr(TavEvent) kept = NULL;
  g_autoptr(TavEvent) taken = NULL;
  g_autofree char *mine = NULL;
  g_autofree char *other = NULL;
  g_autofree char *label = NULL;

  g_assert_cmpuint (tav_merge_get_n_conflicts (merge), ==, 0);
  merged = tav_merge_get_event (merge, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tav_player_get_name (tav_event_find_player (merged, "p1")), ==, "Anna Rossi");
  g_assert_cmpstr (tav_player_get_name (tav_event_find_player (merged, "p2")), ==, "Bruno Neri");

  /* Both renamed p3: the one true conflict, shown with both values. */
  clash = tav_merge_new (base, ours2, theirs2, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tav_merge_get_n_conflicts (clash), ==, 1);
  g_assert_cmpstr (tav_merge_get_conflict_path (clash, 0), ==, "players[2].name");
  label = tav_merge_get_conflict_label (clash, 0);
  g_assert_cmpstr (label, ==, "player p3, name");
  mine = tav_merge_get_conflict_ours (clash, 0);
  other = tav_merge_get_conflict_theirs (clash, 0);
  g_assert_cmpstr (mine, ==, "\"Carla Bianchi\"");
  g_assert_cmpstr (other, ==, "\"Carla Verdi\"");

  kept = tav_merge_get_event (clash, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tav_player_get_name (tav_event_find_player (kept, "p3")), ==, "Carla Bianchi");
  g_assert_cmpstr (tav_player_get_name (tav_event_find_player (kept, "p2")), ==, "Bruno Neri");
  tav_merge_take_theirs (clash, 0, TRUE);
  taken = tav_merge_get_event (clash, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tav_player_get_name (tav_event_find_player (taken, "p3")), ==, "Carla Verdi");
  g_assert_cmpstr (tav_player_get_name (tav_event_find_player (taken, "p1")), ==, "Anna Rossi");
}

/* Both added a player: both took id p11, which only a person can sort out. */
static void
test_both_added (void)
{
  g_autofree char *base = base_event_drawn (FALSE);
  g_autoptr(TavEvent) a = load (base);
  g_autoptr(TavEvent) b = load (base);
  g_autoptr(GError) error = NULL;
  g_autoptr(TavMerge) merge = NULL;
  g_autofree char *ours = NULL;
  g_autofree char *theirs = NULL;

  g_assert_nonnull (tav_event_add_player (a, "Late Luca", &error));
  g_assert_nonnull (tav_event_add_player (b, "Late Lara", &error));
  ours = tav_document_to_data (a, NULL);
  theirs = tav_document_to_data (b, NULL);
  merge = tav_merge_new (base, ours, theirs, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tav_merge_get_n_conflicts (merge), ==, 1);
  g_assert_cmpstr (tav_merge_get_conflict_path (merge, 0), ==, "players");
}

/* Two judges, one on each side, add time to the same table and warn two
 * players (BANG! 2011): both sides' facts are kept, in time order, and
 * an undo on one side of what both had takes it away. */
static void
test_facts (void)
{
  g_autofree char *base = NULL;
  g_autoptr(TavEvent) start = load (base = base_event ());
  g_autoptr(TavEvent) a = NULL;
  g_autoptr(TavEvent) b = NULL;
  g_autoptr(TavEvent) merged = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TavMerge) merge = NULL;
  g_autofree char *with_one = NULL;
  g_autofree char *ours = NULL;
  g_autofree char *theirs = NULL;
  TavStage *stage = tav_event_get_current_stage (start);
  TavTable *table;

  g_assert_true (tav_event_extend_table (start, stage, 1, 1, 2, "judge call", &error));
  with_one = tav_document_to_data (start, NULL);
  a = load (with_one);
  b = load (with_one);
  g_assert_true (tav_event_extend_table (a, tav_event_get_current_stage (a), 1, 1, 5, "deck check", &error));
  g_assert_true (tav_event_warn (a, "p1", "slow play", NULL, &error));
  g_assert_true (tav_event_extend_table (b, tav_event_get_current_stage (b), 1, 1, 3, "missing card", &error));
  g_assert_true (tav_event_extend_table (b, tav_event_get_current_stage (b), 1, 2, 4, "ruling", &error));
  g_assert_true (tav_event_warn (b, "p2", "table talk", NULL, &error));
  g_assert_no_error (error);
  ours = tav_document_to_data (a, NULL);
  theirs = tav_document_to_data (b, NULL);

  merge = tav_merge_new (with_one, ours, theirs, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tav_merge_get_n_conflicts (merge), ==, 0);
  merged = tav_merge_get_event (merge, &error);
  g_assert_no_error (error);
  table = tav_round_find_table (tav_stage_get_last_round (tav_event_get_current_stage (merged)), 1);
  g_assert_cmpuint (tav_table_get_n_extensions (table), ==, 3);
  g_assert_cmpstr (tav_table_get_extension_reason (table, 0), ==, "judge call");
  g_assert_cmpstr (tav_table_get_extension_reason (table, 1), ==, "deck check");
  g_assert_cmpstr (tav_table_get_extension_reason (table, 2), ==, "missing card");
  g_assert_cmpuint (tav_table_get_extra_minutes (table), ==, 10);
  table = tav_round_find_table (tav_stage_get_last_round (tav_event_get_current_stage (merged)), 2);
  g_assert_cmpuint (tav_table_get_extra_minutes (table), ==, 4);
  g_assert_cmpuint (g_list_model_get_n_items (tav_event_get_penalties (merged)), ==, 2);
  g_assert_cmpuint (tav_event_count_penalties (merged, "p1", TAV_PENALTY_WARNING), ==, 1);
  g_assert_cmpuint (tav_event_count_penalties (merged, "p2", TAV_PENALTY_WARNING), ==, 1);

  /* Their undo of the first extension, our new one: only ours stays. */
  {
    g_autoptr(TavMerge) undone = tav_merge_new (with_one, ours, base, &error);
    g_autoptr(TavEvent) event = NULL;

    g_assert_no_error (error);
    g_assert_cmpuint (tav_merge_get_n_conflicts (undone), ==, 0);
    event = tav_merge_get_event (undone, &error);
    g_assert_no_error (error);
    table = tav_round_find_table (tav_stage_get_last_round (tav_event_get_current_stage (event)), 1);
    g_assert_cmpuint (tav_table_get_n_extensions (table), ==, 1);
    g_assert_cmpstr (tav_table_get_extension_reason (table, 0), ==, "deck check");
  }
}

/* One hand removes a player before the first draw while the other keeps
 * him apart: the merged event forgets him in its groups, as a removal
 * does, and reads (it was refused). A group of three keeps its other two. */
static void
test_removed_kept_apart (void)
{
  g_autofree char *base = base_event_drawn (FALSE);
  g_autoptr(TavEvent) a = load (base);
  g_autoptr(TavEvent) b = load (base);
  g_autoptr(TavEvent) merged = NULL;
  g_autoptr(TavMerge) merge = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *ours = NULL;
  g_autofree char *theirs = NULL;
  const char *couple[] = { "p1", "p3", NULL };
  const char *family[] = { "p2", "p3", "p4", NULL };

  g_assert_true (tav_event_remove_player (a, "p3", &error));
  g_assert_true (tav_event_keep_apart (b, couple, &error));
  g_assert_true (tav_event_keep_apart (b, family, &error));
  g_assert_no_error (error);
  ours = tav_document_to_data (a, NULL);
  theirs = tav_document_to_data (b, NULL);
  merge = tav_merge_new (base, ours, theirs, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tav_merge_get_n_conflicts (merge), ==, 0);
  merged = tav_merge_get_event (merge, &error);
  g_assert_no_error (error);
  g_assert_null (tav_event_find_player (merged, "p3"));
  g_assert_cmpuint (tav_event_get_n_apart_groups (merged), ==, 1);
  g_assert_true (tav_event_are_kept_apart (merged, "p2", "p4"));
  g_assert_false (tav_event_are_kept_apart (merged, "p1", "p2"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/merge/different-tables", test_different_tables);
  g_test_add_func ("/core/merge/same-table", test_same_table);
  g_test_add_func ("/core/merge/players", test_players);
  g_test_add_func ("/core/merge/both-added", test_both_added);
  g_test_add_func ("/core/merge/facts", test_facts);
  g_test_add_func ("/core/merge/removed-kept-apart", test_removed_kept_apart);

  return g_test_run ();
}
