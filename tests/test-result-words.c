/* test-result-words.c — a table's result in words, for the cards and rows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tav-result-words.h"

static TavEvent *
make_event (const char *ruleset,
            guint       n_players)
{
  TavEvent *event = tav_event_new (ruleset, "Words");
  static const char *names[] = { "Anna", "Bruno", "Chiara", "Dario", "Elena", "Fabio", "Giulia" };

  for (guint i = 0; i < n_players; i++)
    g_assert_nonnull (tav_event_add_player (event, names[i], NULL));
  return event;
}

/* A table seated with the first @n players, p1 first. */
static TavTable *
make_table (guint n)
{
  const char *seats[] = { "p1", "p2", "p3", "p4", "p5", "p6", "p7", NULL };

  seats[n] = NULL;
  return tav_table_new (1, seats);
}

static char *
describe (TavEvent   *event,
          TavStage   *stage,
          TavTable   *table,
          const char *json)
{
  g_autoptr(JsonNode) node = json_from_string (json, NULL);

  g_assert_nonnull (node);
  tav_table_set_result (table, json_node_get_object (node));
  return tav_result_describe (event, stage, table);
}

#define assert_words(event, stage, table, json, words)                 \
  G_STMT_START {                                                       \
    g_autofree char *said = describe (event, stage, table, json);      \
    g_assert_cmpstr (said, ==, words);                                 \
  } G_STMT_END

static void
test_bang (void)
{
  g_autoptr(TavEvent) event = make_event ("bang-2011", 5);
  g_autoptr(TavStage) stage = tav_stage_new ("elimination", TAV_STAGE_TABLES);
  g_autoptr(TavTable) table = make_table (5);

  g_assert_null (tav_result_describe (event, stage, table));
  assert_words (event, stage, table, "{\"outcome\": \"law\", \"seats\": []}", "Law wins");
  assert_words (event, stage, table, "{\"outcome\": \"outlaws\", \"seats\": []}", "Outlaws win");
  assert_words (event, stage, table, "{\"outcome\": \"renegade\", \"seats\": []}", "Renegade wins");
}

static void
test_destiny (void)
{
  g_autoptr(TavEvent) event = make_event ("destiny", 2);
  g_autoptr(TavStage) swiss = tav_stage_new ("swiss", TAV_STAGE_TABLES);
  g_autoptr(TavStage) playoffs = tav_stage_new ("playoffs", TAV_STAGE_BRACKET);
  g_autoptr(TavTable) table = make_table (2);
  g_autoptr(TavTable) bye = make_table (1);

  assert_words (event, swiss, table, "{\"winner\": \"p2\"}", "Bruno wins");
  assert_words (event, swiss, bye, "{\"winner\": \"p1\", \"bye\": true}", "Anna: bye");
  assert_words (event, playoffs, table, "{\"winner\": \"p1\", \"score\": \"2-1\"}", "Anna 2–1");
  /* The note in brackets stays on the form. */
  assert_words (event, playoffs, table, "{\"winner\": \"p2\", \"score\": \"1-0\"}", "Bruno 1–0");
  assert_words (event, playoffs, table, "{\"winner\": \"p2\", \"forfeit\": true}", "Bruno wins by forfeit");
  assert_words (event, playoffs, table, "{\"winner\": \"p1\"}", "Anna wins");
}

static void
test_catan (void)
{
  g_autoptr(TavEvent) event = make_event ("catan-bg", 4);
  g_autoptr(TavStage) stage = tav_stage_new ("tournament", TAV_STAGE_TABLES);
  g_autoptr(TavTable) table = make_table (4);

  /* The place decides, not the victory points. */
  assert_words (event, stage, table,
                "{\"seats\": [{\"vp\": 9, \"place\": 2}, {\"vp\": 8, \"place\": 3},"
                " {\"vp\": 13, \"place\": 1}, {\"vp\": 4, \"place\": 4}]}",
                "Chiara wins");
}

static void
test_bgl (void)
{
  g_autoptr(TavEvent) event = make_event ("bgl", 4);
  g_autoptr(TavStage) stage = tav_stage_new ("tournament", TAV_STAGE_TABLES);
  g_autoptr(TavTable) table = make_table (4);

  /* By game points; who left cannot be first. */
  assert_words (event, stage, table,
                "{\"seats\": [{\"points\": 41}, {\"points\": 55, \"left\": 1},"
                " {\"points\": 38}, {\"points\": 12}]}",
                "Anna wins");
  assert_words (event, stage, table,
                "{\"seats\": [{\"points\": 41}, {\"points\": 30},"
                " {\"points\": 41}, {\"points\": 12}]}",
                "Anna, Chiara tie");
  /* A place given by the game's own tie-break wins over equal points. */
  assert_words (event, stage, table,
                "{\"seats\": [{\"points\": 41, \"place\": 2}, {\"points\": 30, \"place\": 3},"
                " {\"points\": 41, \"place\": 1}, {\"points\": 12, \"place\": 4}]}",
                "Chiara wins");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/result-words/bang", test_bang);
  g_test_add_func ("/result-words/destiny", test_destiny);
  g_test_add_func ("/result-words/catan", test_catan);
  g_test_add_func ("/result-words/bgl", test_bgl);

  return g_test_run ();
}
