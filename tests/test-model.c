/* test-model.c — the event model: players, parameters, signals
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tav-event-private.h"
#include "tav-event.h"
#include "tav-standings.h"

static void
count_items_changed (GListModel *model,
                     guint       position,
                     guint       removed,
                     guint       added,
                     guint      *count)
{
  (*count)++;
}

static void
count_changed (TavEvent *event,
               guint    *count)
{
  (*count)++;
}

static void
test_players (void)
{
  g_autoptr(TavEvent) event = tav_event_new ("bang-2011", "Model");
  g_autoptr(GError) error = NULL;
  guint changes = 0, list_changes = 0;
  TavPlayer *anna;
  g_autofree char *long_name = g_strnfill (201, 'x');

  g_signal_connect (tav_event_get_players (event), "items-changed",
                    G_CALLBACK (count_items_changed), &list_changes);
  g_signal_connect (event, "changed", G_CALLBACK (count_changed), &changes);

  anna = tav_event_add_player (event, "  Анна Петрова ", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tav_player_get_id (anna), ==, "p1");
  g_assert_cmpstr (tav_player_get_name (anna), ==, "Анна Петрова");
  g_assert_nonnull (tav_event_add_player (event, "Marco", &error));
  g_assert_cmpuint (list_changes, ==, 2);
  g_assert_cmpuint (changes, ==, 2);

  /* Names are unique, ignoring case, so they can be used as handles. */
  g_assert_null (tav_event_add_player (event, "анна петрова", &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_null (tav_event_add_player (event, "   ", &error));
  g_clear_error (&error);
  g_assert_null (tav_event_add_player (event, long_name, &error));
  g_clear_error (&error);
  g_assert_null (tav_event_add_player (event, "\xff\xfe", &error));
  g_clear_error (&error);

  g_assert_true (tav_event_lookup_player (event, "MARCO", NULL) == tav_event_find_player (event, "p2"));
  g_assert_true (tav_event_lookup_player (event, "p1", NULL) == anna);
  g_assert_null (tav_event_lookup_player (event, "nobody", &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_NOT_FOUND);
  g_clear_error (&error);

  /* A part of a name, as in the search fields: one player found, or the
   * players it could be named. */
  g_assert_nonnull (tav_event_add_player (event, "Łukasz Wójcik", &error));
  g_assert_nonnull (tav_event_add_player (event, "Marcella Neri", &error));
  g_assert_no_error (error);
  g_assert_true (tav_event_lookup_player_by_part (event, "  lukasz ", NULL) ==
                 tav_event_lookup_player (event, "Łukasz Wójcik", NULL));
  g_assert_true (tav_event_lookup_player_by_part (event, "MARCO", NULL) == tav_event_find_player (event, "p2"));
  g_assert_true (tav_event_lookup_player_by_part (event, "петр", NULL) == anna);
  g_assert_null (tav_event_lookup_player_by_part (event, "marc", &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_NOT_FOUND);
  g_assert_cmpstr (error->message, ==, "“marc” is in 2 players' names: Marco, Marcella Neri; type more of the name");
  g_clear_error (&error);
  g_assert_null (tav_event_lookup_player_by_part (event, "giulia", &error));
  g_assert_cmpstr (error->message, ==, "No player with id or name “giulia”");
  g_clear_error (&error);
  g_assert_true (tav_event_remove_player (event, tav_player_get_id (tav_event_lookup_player (event, "Łukasz Wójcik", NULL)), NULL));
  g_assert_true (tav_event_remove_player (event, tav_player_get_id (tav_event_lookup_player (event, "Marcella Neri", NULL)), NULL));

  /* Ids are never reused, even after a removal. */
  g_assert_true (tav_event_remove_player (event, "p2", &error));
  g_assert_cmpstr (tav_player_get_id (tav_event_add_player (event, "Luca", &error)), ==, "p2");
  g_assert_true (tav_event_remove_player (event, "p1", &error));
  g_assert_cmpstr (tav_player_get_id (tav_event_add_player (event, "Sara", &error)), ==, "p3");
  g_assert_no_error (error);
  g_assert_cmpuint (tav_event_count_players (event, TRUE), ==, 2);
}

static void
test_no_changes_after_start (void)
{
  g_autoptr(TavEvent) event = tav_event_new ("bang-2011", "Started");
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < 10; i++)
    {
      g_autofree char *name = g_strdup_printf ("P%u", i);

      tav_event_add_player (event, name, NULL);
    }
  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_true (tav_event_has_started (event));
  g_assert_false (tav_event_remove_player (event, "p1", &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE);
  g_clear_error (&error);
  g_assert_null (tav_event_add_player (event, "Late", &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE);
}

static void
notify_counter (GObject    *object,
                GParamSpec *pspec,
                guint      *count)
{
  (*count)++;
}

static void
test_notify_on_real_change (void)
{
  g_autoptr(TavPlayer) player = tav_player_new ("p1", "Luca");
  guint count = 0;

  g_signal_connect (player, "notify::name", G_CALLBACK (notify_counter), &count);
  tav_player_set_name (player, "Luca");
  g_assert_cmpuint (count, ==, 0);
  tav_player_set_name (player, "Luca B.");
  g_assert_cmpuint (count, ==, 1);
}

static void
test_params (void)
{
  g_autoptr(TavEvent) event = tav_event_new ("bang-2011", "Params");
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (tav_event_get_param_int (event, "rounds"), ==, 0);
  g_assert_false (tav_event_get_param_bool (event, "allow_small"));
  g_assert_true (tav_event_set_param (event, "rounds", "4", &error));
  g_assert_cmpint (tav_event_get_param_int (event, "rounds"), ==, 4);
  g_assert_true (tav_event_set_param (event, "allow_small", "yes", &error));
  g_assert_true (tav_event_get_param_bool (event, "allow_small"));
  g_assert_false (tav_event_set_param (event, "rounds", "11", &error));
  g_assert_error (error, TAV_FIELD_ERROR, TAV_FIELD_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (tav_event_set_param (event, "rounds", "four", &error));
  g_clear_error (&error);
  g_assert_false (tav_event_set_param (event, "speed", "1", &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_NOT_FOUND);
}

static void
test_rulesets (void)
{
  g_autoptr(GPtrArray) list = tav_ruleset_list ();
  TavRuleset *bang = tav_ruleset_lookup ("bang-2011");

  g_assert_cmpuint (list->len, >=, 1);
  g_assert_nonnull (bang);
  g_assert_cmpstr (tav_ruleset_get_id (bang), ==, "bang-2011");
  g_assert_null (tav_ruleset_lookup ("chess"));
  g_assert_cmpuint (tav_ruleset_get_warnings_to_eject (bang), ==, 2);
}

/* The name key is kept, but never outlives the name it was made from. */
static void
test_name_key_follows_name (void)
{
  g_autoptr(TavPlayer) player = tav_player_new ("p1", "ANDR\xc3\x89");

  g_assert_cmpstr (tav_player_get_name_key (player), ==, "andr\xc3\xa9");
  tav_player_set_name (player, "Luca B.");
  g_assert_cmpstr (tav_player_get_name_key (player), ==, "luca b.");
}

static const TavColumn update_columns[] = {
  { "points", "Points", TAV_COLUMN_INTEGER },
  { "record", "Record", TAV_COLUMN_TEXT },
};

/* Players a–d ranked in the order given, with points and a record text
 * (@tag, the player's letter and points). */
static TavStandings *
ranking_tagged (TavPlayer   **players,
                const char   *order,
                const double *points,
                const char   *tag)
{
  TavStandings *standings = tav_standings_new (update_columns, G_N_ELEMENTS (update_columns));

  for (guint i = 0; order[i] != '\0'; i++)
    {
      g_autoptr(TavStandingsRow) row = tav_standings_row_new (players[order[i] - 'a'], 2);
      g_autofree char *record = g_strdup_printf ("%s%c%.0f", tag, order[i], points[i]);

      tav_standings_row_set_rank (row, i + 1);
      tav_standings_row_set_value (row, 0, points[i]);
      tav_standings_row_set_value (row, 1, tav_standings_add_text (standings, record));
      tav_standings_add_row (standings, row);
    }
  return standings;
}

static TavStandings *
ranking (TavPlayer   **players,
         const char   *order,
         const double *points)
{
  return ranking_tagged (players, order, points, "");
}

static void
count_row_changed (TavStandingsRow *row,
                   guint           *count)
{
  (*count)++;
}

typedef struct { guint count, position, removed, added; } Splice;

static void
record_splice (GListModel *model,
               guint       position,
               guint       removed,
               guint       added,
               Splice     *splice)
{
  splice->count++;
  splice->position = position;
  splice->removed = removed;
  splice->added = added;
}

static int
compare_points (gconstpointer a,
                gconstpointer b,
                gpointer      user_data)
{
  double x = tav_standings_row_get_value ((TavStandingsRow *) a, 0);
  double y = tav_standings_row_get_value ((TavStandingsRow *) b, 0);

  return x < y ? 1 : x > y ? -1 : 0;
}

/* The order of the rows, as the players' letters: from the rows
 * themselves and from their list model, which must agree. */
static char *
row_letters (TavStandings *standings)
{
  GListModel *model = tav_standings_get_rows (standings);
  GString *letters = g_string_new (NULL);

  g_assert_cmpuint (g_list_model_get_n_items (model), ==, tav_standings_get_n_rows (standings));
  for (guint i = 0; i < tav_standings_get_n_rows (standings); i++)
    {
      g_autoptr(TavStandingsRow) item = g_list_model_get_item (model, i);
      TavStandingsRow *row = tav_standings_get_row (standings, i);

      g_assert_true (item == row);
      g_string_append (letters, tav_player_get_id (tav_standings_row_get_player (row)));
    }
  g_assert_null (tav_standings_get_row (standings, tav_standings_get_n_rows (standings)));
  return g_string_free (letters, FALSE);
}

/* Sorting keeps rows of equal points in the order they were added (the
 * rulesets draw lots by that order), and the list model asked for before
 * rows are added and sorted follows them. */
static void
test_standings_sort_stable (void)
{
  g_autoptr(TavPlayer) a = tav_player_new ("a", "Anna");
  g_autoptr(TavPlayer) b = tav_player_new ("b", "Bea");
  g_autoptr(TavPlayer) c = tav_player_new ("c", "Cleo");
  g_autoptr(TavPlayer) d = tav_player_new ("d", "Dina");
  TavPlayer *players[] = { a, b, c, d };
  static const double points[] = { 1, 3, 1, 3 };
  g_autoptr(TavStandings) early = tav_standings_new (update_columns, G_N_ELEMENTS (update_columns));
  g_autoptr(TavStandings) late = ranking (players, "abcd", points);
  g_autofree char *late_order = NULL;
  g_autofree char *early_order = NULL;

  g_assert_nonnull (tav_standings_get_rows (early));
  for (guint i = 0; i < 4; i++)
    tav_standings_add_row (early, tav_standings_get_row (late, i));
  tav_standings_sort (late, compare_points, NULL);
  tav_standings_sort (early, compare_points, NULL);
  late_order = row_letters (late);
  early_order = row_letters (early);
  g_assert_cmpstr (late_order, ==, "bdac");
  g_assert_cmpstr (early_order, ==, "bdac");
}

/* A result moves c above b: the rows keep their objects, only b and c are
 * told, and the list changes by one move: c out of position 2, back in at
 * position 1. */
static void
test_standings_update (void)
{
  g_autoptr(TavPlayer) a = tav_player_new ("a", "Anna");
  g_autoptr(TavPlayer) b = tav_player_new ("b", "Bea");
  g_autoptr(TavPlayer) c = tav_player_new ("c", "Cleo");
  g_autoptr(TavPlayer) d = tav_player_new ("d", "Dora");
  TavPlayer *players[] = { a, b, c, d };
  const double before[] = { 3, 2, 1, 0 };
  const double after[] = { 3, 2, 1, 0 };
  g_autoptr(TavStandings) shown = ranking (players, "abcd", before);
  g_autoptr(TavStandings) next = ranking (players, "acbd", after);
  g_autoptr(TavStandings) other = tav_standings_new (update_columns, 1);
  g_autoptr(TavStandings) retold = NULL;
  TavStandingsRow *rows[4];
  guint told[4] = { 0 };
  Splice splice = { 0 };

  for (guint i = 0; i < 4; i++)
    {
      rows[i] = tav_standings_get_row (shown, i);
      g_signal_connect (rows[i], "changed", G_CALLBACK (count_row_changed), &told[i]);
    }
  g_signal_connect (tav_standings_get_rows (shown), "items-changed", G_CALLBACK (record_splice), &splice);

  g_assert_false (tav_standings_update (shown, other));
  g_assert_cmpuint (splice.count, ==, 0);

  g_assert_true (tav_standings_update (shown, next));
  g_assert_cmpuint (splice.count, ==, 2);
  g_assert_cmpuint (splice.position, ==, 1);
  g_assert_cmpuint (splice.removed, ==, 0);
  g_assert_cmpuint (splice.added, ==, 1);
  g_assert_true (tav_standings_get_row (shown, 0) == rows[0]);
  g_assert_true (tav_standings_get_row (shown, 1) == rows[2]);
  g_assert_true (tav_standings_get_row (shown, 2) == rows[1]);
  g_assert_true (tav_standings_get_row (shown, 3) == rows[3]);
  g_assert_cmpuint (told[0], ==, 0);
  g_assert_cmpuint (told[1], ==, 1);
  g_assert_cmpuint (told[2], ==, 1);
  g_assert_cmpuint (told[3], ==, 0);
  g_assert_cmpuint (tav_standings_row_get_rank (rows[2]), ==, 2);
  g_assert_cmpfloat (tav_standings_row_get_value (rows[2], 0), ==, 2);
  g_assert_cmpuint (tav_standings_row_get_rank (rows[1]), ==, 3);
  g_assert_cmpstr (tav_standings_get_text (shown, tav_standings_row_get_value (rows[2], 1)), ==, "c2");
  g_assert_cmpstr (tav_standings_get_text (shown, tav_standings_row_get_value (rows[1], 1)), ==, "b1");

  /* The same figures again: nothing to tell. */
  g_assert_true (tav_standings_update (shown, next));
  g_assert_cmpuint (splice.count, ==, 2);
  g_assert_cmpuint (told[1] + told[2], ==, 2);

  /* The same values, but the record texts read otherwise: all are told. */
  retold = ranking_tagged (players, "acbd", after, "x");
  g_assert_true (tav_standings_update (shown, retold));
  g_assert_cmpuint (splice.count, ==, 2);
  for (guint i = 0; i < 4; i++)
    g_assert_cmpuint (told[i], ==, i == 1 || i == 2 ? 2 : 1);
  g_assert_cmpstr (tav_standings_get_text (shown, tav_standings_row_get_value (rows[1], 1)), ==, "xb1");
}

/* @n players p0…p(n-1) ranked in @order (indices), 0 points each. */
static TavStandings *
long_ranking (GPtrArray   *players,
              const guint *order,
              guint        n)
{
  TavStandings *standings = tav_standings_new (update_columns, G_N_ELEMENTS (update_columns));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TavStandingsRow) row = tav_standings_row_new (players->pdata[order[i]], 2);

      tav_standings_row_set_rank (row, i + 1);
      tav_standings_add_row (standings, row);
    }
  return standings;
}

/* What a listener to a row's rank finds when it is told. */
typedef struct { guint told; guint rank; char *note; double points; } RankSeen;

static void
rank_notified (TavStandingsRow *row,
               GParamSpec      *pspec,
               RankSeen        *seen)
{
  seen->told++;
  seen->rank = tav_standings_row_get_rank (row);
  g_free (seen->note);
  seen->note = g_strdup (tav_standings_row_get_note (row));
  seen->points = tav_standings_row_get_value (row, 0);
}

/* A row taking new figures tells of its rank once the note and the
 * values are new too, and tells nothing when its rank stays. */
static void
test_standings_update_notify (void)
{
  g_autoptr(TavPlayer) a = tav_player_new ("a", "Anna");
  g_autoptr(TavPlayer) b = tav_player_new ("b", "Bea");
  TavPlayer *players[] = { a, b };
  const double before[] = { 2, 1 };
  const double after[] = { 4, 3 };
  g_autoptr(TavStandings) shown = ranking (players, "ab", before);
  g_autoptr(TavStandings) next = ranking (players, "ba", after);
  g_autoptr(TavStandings) again = ranking (players, "ba", after);
  const double later[] = { 6, 5 };
  g_autoptr(TavStandings) back = ranking (players, "ab", later);
  TavStandingsRow *row_b = tav_standings_get_row (shown, 1);
  RankSeen seen = { 0 };

  tav_standings_row_set_note (tav_standings_get_row (next, 0), "qualified");
  tav_standings_row_set_note (tav_standings_get_row (again, 0), "qualified");
  g_signal_connect (row_b, "notify::rank", G_CALLBACK (rank_notified), &seen);

  g_assert_true (tav_standings_update (shown, next));
  g_assert_cmpuint (seen.told, ==, 1);
  g_assert_cmpuint (seen.rank, ==, 1);
  g_assert_cmpstr (seen.note, ==, "qualified");
  g_assert_cmpfloat (seen.points, ==, 4);

  g_assert_true (tav_standings_update (shown, again));
  g_assert_cmpuint (seen.told, ==, 1);

  /* The rank and the points change, not the note. */
  tav_standings_row_set_note (tav_standings_get_row (back, 1), "qualified");
  g_assert_true (tav_standings_update (shown, back));
  g_assert_cmpuint (seen.told, ==, 2);
  g_assert_cmpuint (seen.rank, ==, 2);
  g_assert_cmpfloat (seen.points, ==, 5);
  g_free (seen.note);
}

/* In a room of 200, the last player goes to the top: he alone moves (two
 * splices of one row), the 199 he passes stay and are told their new
 * rank. With every pair of neighbours swapped, the list changes in one
 * splice. */
static void
test_standings_update_long (void)
{
  const guint n = 200;
  g_autoptr(GPtrArray) players = g_ptr_array_new_with_free_func (g_object_unref);
  g_autofree guint *order = g_new (guint, n);
  g_autofree guint *told = g_new0 (guint, n);
  g_autoptr(TavStandings) shown = NULL;
  g_autoptr(TavStandings) next = NULL;
  g_autoptr(TavStandings) swapped = NULL;
  Splice splice = { 0 };
  TavStandingsRow *last;

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *id = g_strdup_printf ("p%u", i);

      g_ptr_array_add (players, tav_player_new (id, id));
      order[i] = i;
    }
  shown = long_ranking (players, order, n);
  for (guint i = 0; i < n; i++)
    g_signal_connect (tav_standings_get_row (shown, i), "changed", G_CALLBACK (count_row_changed), &told[i]);
  g_signal_connect (tav_standings_get_rows (shown), "items-changed", G_CALLBACK (record_splice), &splice);
  last = tav_standings_get_row (shown, n - 1);

  for (guint i = 0; i < n; i++)
    order[i] = (i + n - 1) % n;
  next = long_ranking (players, order, n);
  g_assert_true (tav_standings_update (shown, next));
  g_assert_cmpuint (splice.count, ==, 2);
  g_assert_cmpuint (splice.position, ==, 0);
  g_assert_cmpuint (splice.removed, ==, 0);
  g_assert_cmpuint (splice.added, ==, 1);
  g_assert_true (tav_standings_get_row (shown, 0) == last);
  g_assert_cmpuint (tav_standings_row_get_rank (last), ==, 1);
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpuint (told[i], ==, 1);
      g_assert_true (tav_standings_row_get_player (tav_standings_get_row (shown, i)) == players->pdata[order[i]]);
    }

  /* Every pair of neighbours swapped: a hundred moves. */
  for (guint i = 0; i < n; i++)
    order[i] = i ^ 1;
  swapped = long_ranking (players, order, n);
  g_assert_true (tav_standings_update (shown, swapped));
  g_assert_cmpuint (splice.count, ==, 3);
  /* From [p199 p0 p1 … p198] to [p1 p0 p3 p2 … p199 p198]: all but the
   * last row. */
  g_assert_cmpuint (splice.position, ==, 0);
  g_assert_cmpuint (splice.removed, ==, n - 1);
  g_assert_cmpuint (splice.added, ==, n - 1);
  for (guint i = 0; i < n; i++)
    g_assert_true (tav_standings_row_get_player (tav_standings_get_row (shown, i)) == players->pdata[i ^ 1]);
}

/* A round known only by its number, as any version stored it: shown as
 * "Round 2" (in the reader's language; the test runs untranslated). A
 * name of the organiser's own stays, even shaped like one ("Day 2"), and
 * so does a generic name of another round's number. */
static void
test_round_generic_name (void)
{
  static const struct
  {
    const char *stored;
    gboolean    generic;
    const char *shown;
  } cases[] = {
    { "", TRUE, "" },
    { "Round 2", TRUE, "Round 2" },
    { "Раунд 2", TRUE, "Round 2" },
    { "Turno 2", TRUE, "Round 2" },
    { "Рунд 2", TRUE, "Round 2" },
    { "Day 2", FALSE, "Day 2" },
    { "Giorno 2", FALSE, "Giorno 2" },
    { "Раунд 3", FALSE, "Раунд 3" },
    { "Round 2 ", FALSE, "Round 2 " },
    { "round 2", FALSE, "round 2" },
    { "Final table", FALSE, "Final table" },
  };
  g_autoptr(TavRound) round = tav_round_new (2);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      tav_round_set_name (round, cases[i].stored);
      g_assert_cmpint (tav_round_has_generic_name (round), ==, cases[i].generic);
      g_assert_cmpstr (tav_round_get_name (round), ==, cases[i].shown);
      g_assert_cmpstr (tav_round_get_stored_name (round), ==, cases[i].stored);
    }
}

/* The count of tables with a result is kept between calls and follows
 * every result set, corrected, cleared, and every table added. */
static void
test_round_entered_count (void)
{
  static const char * const seats[] = { "p1", "p2", NULL };
  g_autoptr(TavRound) round = tav_round_new (1);
  g_autoptr(JsonObject) result = json_object_new ();
  g_autoptr(JsonObject) corrected = json_object_new ();
  TavTable *tables[3];

  g_assert_cmpuint (tav_round_get_n_entered (round), ==, 0);
  g_assert_false (tav_round_is_complete (round));
  for (guint i = 0; i < G_N_ELEMENTS (tables); i++)
    {
      g_autoptr(TavTable) table = tav_table_new (i + 1, seats);

      tav_round_add_table (round, table);
      tables[i] = table;
    }
  g_assert_cmpuint (tav_round_get_n_entered (round), ==, 0);
  tav_table_set_result (tables[1], result);
  g_assert_cmpuint (tav_round_get_n_entered (round), ==, 1);
  g_assert_true (tav_round_has_any_result (round));
  tav_table_set_result (tables[0], result);
  tav_table_set_result (tables[2], result);
  g_assert_cmpuint (tav_round_get_n_entered (round), ==, 3);
  g_assert_true (tav_round_is_complete (round));
  tav_table_set_result (tables[2], corrected);
  g_assert_cmpuint (tav_round_get_n_entered (round), ==, 3);
  tav_table_set_result (tables[0], NULL);
  g_assert_cmpuint (tav_round_get_n_entered (round), ==, 2);
  g_assert_false (tav_round_is_complete (round));
  {
    g_autoptr(TavTable) table = tav_table_new (4, seats);

    tav_table_set_result (table, result);
    tav_round_add_table (round, table);
  }
  g_assert_cmpuint (tav_round_get_n_entered (round), ==, 3);
  tav_table_set_result (tables[1], NULL);
  tav_table_set_result (tables[2], NULL);
  g_assert_cmpuint (tav_round_get_n_entered (round), ==, 1);
}

/* Names for a message: all of them while few, the first ones and a count
 * past the limit, with the count's plural. */
static void
test_join_names (void)
{
  g_autoptr(TavEvent) event = tav_event_new ("bgl", "Names");
  g_autoptr(GPtrArray) players = g_ptr_array_new ();
  g_autofree char *all = NULL;
  g_autofree char *one_more = NULL;
  g_autofree char *two_more = NULL;

  for (guint i = 0; i < 4; i++)
    {
      static const char * const names[] = { "Anna Rossi", "Борислав Тодоров", "Carla Neri", "Dario" };

      g_ptr_array_add (players, tav_event_add_player (event, names[i], NULL));
    }
  all = tav_player_join_names_at_most (players, 4);
  g_assert_cmpstr (all, ==, "Anna Rossi, Борислав Тодоров, Carla Neri, Dario");
  one_more = tav_player_join_names_at_most (players, 3);
  g_assert_cmpstr (one_more, ==, "Anna Rossi, Борислав Тодоров, Carla Neri and 1 other");
  two_more = tav_player_join_names_at_most (players, 2);
  g_assert_cmpstr (two_more, ==, "Anna Rossi, Борислав Тодоров and 2 others");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/model/players", test_players);
  g_test_add_func ("/core/model/join-names", test_join_names);
  g_test_add_func ("/core/model/no-changes-after-start", test_no_changes_after_start);
  g_test_add_func ("/core/model/notify-on-real-change", test_notify_on_real_change);
  g_test_add_func ("/core/model/params", test_params);
  g_test_add_func ("/core/model/rulesets", test_rulesets);
  g_test_add_func ("/core/model/standings-update", test_standings_update);
  g_test_add_func ("/core/model/standings-sort-stable", test_standings_sort_stable);
  g_test_add_func ("/core/model/standings-update-long", test_standings_update_long);
  g_test_add_func ("/core/model/standings-update-notify", test_standings_update_notify);
  g_test_add_func ("/core/model/name-key-follows-name", test_name_key_follows_name);
  g_test_add_func ("/core/model/round-generic-name", test_round_generic_name);
  g_test_add_func ("/core/model/round-entered-count", test_round_entered_count);

  return g_test_run ();
}
