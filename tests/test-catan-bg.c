/* test-catan-bg.c — the Bulgarian Catan ranking tournament ruleset
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <locale.h>
#include <string.h>

#include <glib/gstdio.h>

#include "tav-event-private.h"
#include "tav-document.h"
#include "tav-draw.h"
#include "tav-event.h"
#include "tav-test-catan.h"
#include "rulesets/tav-catan-bg.h"

static TavStage *
ranking (TavEvent *event)
{
  return tav_event_find_stage (event, "ranking");
}

static void
draw (TavEvent *event)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
}

static void
set_result (TavEvent   *event,
            guint       round,
            guint       table,
            JsonObject *result)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (tav_event_set_result (event, ranking (event), round, table, result, &error));
  g_assert_no_error (error);
}

static void
score_of (TavEvent      *event,
          guint          player,
          TavCatanScore *score)
{
  g_autofree char *id = g_strdup_printf ("p%u", player);

  tav_catan_bg_player_score (event, id, score);
}

static char *
figures_of (TavEvent *event,
            guint     player)
{
  TavCatanScore score;

  score_of (event, player, &score);
  return tav_catan_bg_format_score (&score);
}

/* ---- Points and the source's examples ----------------------------------- */

static void
test_points (void)
{
  /* 2.2.1: 5/3/2/1 at a table of 4, 5/2/1 at a table of 3. */
  g_assert_cmpuint (tav_catan_bg_points (4, 1), ==, 5);
  g_assert_cmpuint (tav_catan_bg_points (4, 2), ==, 3);
  g_assert_cmpuint (tav_catan_bg_points (4, 3), ==, 2);
  g_assert_cmpuint (tav_catan_bg_points (4, 4), ==, 1);
  g_assert_cmpuint (tav_catan_bg_points (3, 1), ==, 5);
  g_assert_cmpuint (tav_catan_bg_points (3, 2), ==, 2);
  g_assert_cmpuint (tav_catan_bg_points (3, 3), ==, 1);
  /* The "fourth place" of a player who left a game of 3. */
  g_assert_cmpuint (tav_catan_bg_points (3, 4), ==, 0);
  g_assert_cmpuint (tav_catan_bg_points (2, 1), ==, 0);
  g_assert_cmpuint (tav_catan_bg_points (5, 1), ==, 0);
}

static void
test_vp_share (void)
{
  /* 2.2.2, player A: 13 of 32 is 40,63 %, 13 of 36 is 36,11 %, in all
   * 76,74 %. Player B: 13 of 30 is 43,33 %, 13 of 33 is 39,39 %, in all
   * 82,72 %: the source adds the rounded shares (the exact sum would be
   * 82,73 %), and rounds 40,625 up. */
  guint a1 = tav_catan_bg_vp_share (13, 32, 4), a2 = tav_catan_bg_vp_share (13, 36, 4);
  guint b1 = tav_catan_bg_vp_share (13, 30, 4), b2 = tav_catan_bg_vp_share (13, 33, 4);

  g_assert_cmpuint (a1, ==, 4063);
  g_assert_cmpuint (a2, ==, 3611);
  g_assert_cmpuint (a1 + a2, ==, 7674);
  g_assert_cmpuint (b1, ==, 4333);
  g_assert_cmpuint (b2, ==, 3939);
  g_assert_cmpuint (b1 + b2, ==, 8272);

  /* 2.2.3: 13, 10 and 9 at a table of 3 is 32, and a virtual fourth of
   * floor(32 / 3) = 10 makes 42: 30,95 %, 23,81 %, 21,43 %. (The text's
   * 32 / 3 = 10,67 and 42,67 would give 30,47 %; its figures use 42.) */
  g_assert_cmpuint (tav_catan_bg_vp_share (13, 32, 3), ==, 3095);
  g_assert_cmpuint (tav_catan_bg_vp_share (10, 32, 3), ==, 2381);
  g_assert_cmpuint (tav_catan_bg_vp_share (9, 32, 3), ==, 2143);
  g_assert_cmpuint (tav_catan_bg_vp_share (0, 0, 4), ==, 0);
}

/* The source's tie-break example played as an event: A and B win both
 * their games with 13, at tables of 32 and 36 VP (A) and 30 and 33 (B). */
static void
test_tie_breakers (void)
{
  static const int round1[2][5] = { { 0, 2, 3, 4, -1 }, { 1, 5, 6, 7, -1 } };
  static const int round2[2][5] = { { 0, 5, 6, 7, -1 }, { 1, 2, 3, 4, -1 } };
  static const guint identity[] = { 0, 1, 2, 3, 4, 5, 6, 7 };
  static const guint places[] = { 1, 2, 3, 4 };
  static const guint a1[] = { 13, 9, 6, 4 }, b1[] = { 13, 8, 5, 4 };
  static const guint a2[] = { 13, 12, 6, 5 }, b2[] = { 13, 10, 6, 4 };
  g_autoptr(TavEvent) event = tav_test_catan_event ("Tie-breakers", 8, 3);
  g_autoptr(TavStandings) standings = NULL;
  TavCatanScore a, b, c;

  tav_event_set_param (event, "rounds", "2", NULL);
  draw (event);
  tav_test_catan_arrange (event, 1, round1, 2, identity);
  set_result (event, 1, 1, tav_test_catan_result (4, a1, places, NULL, NULL));
  set_result (event, 1, 2, tav_test_catan_result (4, b1, places, NULL, NULL));
  draw (event);
  tav_test_catan_arrange (event, 2, round2, 2, identity);
  set_result (event, 2, 1, tav_test_catan_result (4, a2, places, NULL, NULL));
  set_result (event, 2, 2, tav_test_catan_result (4, b2, places, NULL, NULL));

  score_of (event, 1, &a);
  score_of (event, 2, &b);
  g_assert_cmpuint (a.tp, ==, 10);
  g_assert_cmpuint (a.vp, ==, 26);
  g_assert_cmpuint (a.vp_share_bp, ==, 7674);
  g_assert_cmpuint (b.vp_share_bp, ==, 8272);
  g_assert_cmpint (tav_catan_bg_score_compare (&b, &a), <, 0);

  standings = tav_event_compute_standings (event);
  g_assert_true (tav_standings_get_final (standings));
  for (guint i = 0; i < 2; i++)
    {
      TavStandingsRow *row = tav_standings_get_row (standings, i);
      int column = tav_standings_find_column (standings, "result");
      g_autofree char *text = tav_standings_format_value (standings, column,
                                                          tav_standings_row_get_value (row, column));

      g_assert_cmpstr (tav_player_get_id (tav_standings_row_get_player (row)), ==, i == 0 ? "p2" : "p1");
      g_assert_cmpuint (tav_standings_row_get_rank (row), ==, i + 1);
      g_assert_cmpstr (text, ==, i == 0 ? "10/26/82.72%/2/0/0/1" : "10/26/76.74%/2/0/0/1");
    }

  /* Then 1st, 2nd and 3rd places, in that order. */
  a = (TavCatanScore) { 10, 26, 7674, { 1, 2, 0 }, 3, 1 };
  b = (TavCatanScore) { 10, 26, 7674, { 1, 1, 3 }, 3, 1 };
  c = (TavCatanScore) { 10, 26, 7674, { 2, 0, 0 }, 3, 1 };
  g_assert_cmpint (tav_catan_bg_score_compare (&c, &a), <, 0);
  g_assert_cmpint (tav_catan_bg_score_compare (&a, &b), <, 0);
  b.places[1] = 2;
  g_assert_cmpint (tav_catan_bg_score_compare (&a, &b), >, 0);
  a = b;
  g_assert_cmpint (tav_catan_bg_score_compare (&a, &b), ==, 0);
  a.vp = 27;
  g_assert_cmpint (tav_catan_bg_score_compare (&a, &b), <, 0);
  a.tp = 9;
  g_assert_cmpint (tav_catan_bg_score_compare (&a, &b), >, 0);
}

/* A locale whose decimal separator is a comma: Bulgarian if the system has
 * it, else built with localedef into a folder of our own. */
static gboolean
use_comma_locale (char **dir)
{
  static const char *names[] = { "bg_BG.UTF-8", "bg_BG.utf8", "de_DE.UTF-8", "fr_FR.UTF-8" };
  g_autofree char *localedef = g_find_program_in_path ("localedef");
  g_autofree char *target = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (setlocale (LC_NUMERIC, names[i]))
      return TRUE;
  if (localedef == NULL || !(*dir = g_dir_make_tmp ("tavolo-locale-XXXXXX", NULL)))
    return FALSE;
  target = g_build_filename (*dir, "bg_BG.UTF-8", NULL);
  {
    const char *argv[] = { localedef, "-i", "bg_BG", "-f", "UTF-8", target, NULL };

    g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL,
                  NULL, NULL, NULL, NULL, NULL, NULL);
  }
  g_setenv ("LOCPATH", *dir, TRUE);
  return setlocale (LC_NUMERIC, "bg_BG.UTF-8") != NULL;
}

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  if (dir == NULL)
    {
      g_unlink (path);
      return;
    }
  while ((name = g_dir_read_name (dir)))
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      remove_tree (child);
    }
  g_rmdir (path);
}

static void
test_format (void)
{
  TavCatanScore score = { 5, 13, 4063, { 1, 0, 0 }, 1, 7 };
  g_autofree char *c_text = tav_catan_bg_format_score (&score);
  g_autofree char *dir = NULL;

  /* The source's own example, 5/13/40,63%/1/0/0/7, in the C locale... */
  g_assert_cmpstr (c_text, ==, "5/13/40.63%/1/0/0/7");

  /* ...and with the decimal comma of the user's locale. */
  if (use_comma_locale (&dir))
    {
      g_autofree char *text = tav_catan_bg_format_score (&score);

      g_assert_cmpstr (text, ==, "5/13/40,63%/1/0/0/7");
    }
  else
    g_test_message ("no locale with a decimal comma: only the C locale was checked");
  setlocale (LC_NUMERIC, "C");
  g_unsetenv ("LOCPATH");
  if (dir)
    remove_tree (dir);
}

/* ---- Tables ------------------------------------------------------------- */

static void
check_sizes (guint        n,
             const guint *sizes,
             guint        n_tables)
{
  guint total = 0, threes = 0;

  g_assert_cmpuint (n_tables, ==, (n + 3) / 4);
  for (guint t = 0; t < n_tables; t++)
    {
      g_assert_cmpuint (sizes[t], >=, 3);
      g_assert_cmpuint (sizes[t], <=, 4);
      /* Tables of 4 first. */
      if (t > 0)
        g_assert_cmpuint (sizes[t], <=, sizes[t - 1]);
      total += sizes[t];
      threes += sizes[t] == 3;
    }
  g_assert_cmpuint (total, ==, n);
  g_assert_cmpuint (threes, ==, 4 * n_tables - n);
}

static void
test_table_sizes (void)
{
  g_autoptr(GError) error = NULL;
  GArray *sizes = NULL;

  for (guint n = 3; n <= 60; n++)
    {
      if (n == 5)
        continue;
      g_assert_true (tav_catan_bg_table_sizes (n, &sizes, &error));
      g_assert_no_error (error);
      check_sizes (n, (const guint *) sizes->data, sizes->len);
      g_clear_pointer (&sizes, g_array_unref);
    }

  /* 14 players: 4 4 3 3. */
  g_assert_true (tav_catan_bg_table_sizes (14, &sizes, NULL));
  g_assert_cmpuint (sizes->len, ==, 4);
  g_assert_cmpuint (g_array_index (sizes, guint, 0), ==, 4);
  g_assert_cmpuint (g_array_index (sizes, guint, 3), ==, 3);
  g_clear_pointer (&sizes, g_array_unref);

  /* Five players would need a table of 2. */
  g_assert_false (tav_catan_bg_table_sizes (5, &sizes, &error));
  g_assert_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_PLAYERS);
  g_assert_nonnull (strstr (error->message, "table of 2"));
  g_clear_error (&error);
  for (guint n = 0; n < 3; n++)
    {
      g_assert_false (tav_catan_bg_table_sizes (n, &sizes, &error));
      g_assert_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_PLAYERS);
      g_clear_error (&error);
    }
}

static void
check_round (TavEvent *event,
             guint     expected_players)
{
  TavRound *round = tav_stage_get_last_round (ranking (event));
  guint seated = 0;

  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    {
      guint n = tav_table_get_n_seats (tav_round_get_table (round, t));

      g_assert_cmpuint (n, >=, 3);
      g_assert_cmpuint (n, <=, 4);
      seated += n;
    }
  g_assert_cmpuint (seated, ==, expected_players);
}

/* Every count from 6 to 60, with 1 to 3 players who do not come to round
 * 1 once it is drawn (the players of the last table, a table of 3 when
 * there is one): never a table of 2. The absent players are taken off, and
 * a player moves over from a table of 4; when no table of 4 can give one,
 * the round is drawn again. The next round is drawn for who is left. */
static void
test_absences (void)
{
  for (guint n = 6; n <= 60; n++)
    for (guint absent = 1; absent <= 3; absent++)
      {
        g_autoptr(TavEvent) event = tav_test_catan_event ("Absences", n, n * 10 + absent);
        g_autoptr(GPtrArray) moves = NULL;
        g_autoptr(GPtrArray) problems = NULL;
        g_autoptr(GError) error = NULL;
        TavRound *round;
        TavTable *last;
        guint left = n - absent;
        TavRandom rng;

        tav_random_init (&rng, n);
        draw (event);
        round = tav_stage_get_last_round (ranking (event));
        last = tav_round_get_table (round, tav_round_get_n_tables (round) - 1);
        for (guint a = 0; a < absent; a++)
          {
            const char *id = tav_table_get_seat (last, a);

            g_assert_true (tav_event_withdraw (event, id, TAV_PLAYER_WITHDRAWN, NULL, &error));
            g_assert_no_error (error);
          }
        problems = tav_ruleset_check_round (tav_event_get_ruleset (event), event,
                                            ranking (event), round);
        g_assert_cmpuint (problems->len, >=, absent);
        g_clear_pointer (&problems, g_ptr_array_unref);

        if (left == 5)
          {
            /* Nothing seats 5: the draw says so. */
            g_assert_false (tav_catan_bg_seat_absentees (event, NULL, &error) &&
                            tav_event_redraw_round (event, &error));
            g_assert_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_PLAYERS);
            continue;
          }
        if (!tav_catan_bg_seat_absentees (event, &moves, &error))
          {
            g_assert_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_PLAYERS);
            g_assert_nonnull (strstr (error->message, "draw round 1 again"));
            g_clear_error (&error);
            g_assert_true (tav_event_redraw_round (event, &error));
            g_assert_no_error (error);
          }
        else
          g_assert_cmpuint (moves->len, >=, absent);
        check_round (event, left);
        problems = tav_ruleset_check_round (tav_event_get_ruleset (event), event, ranking (event),
                                            tav_stage_get_last_round (ranking (event)));
        g_assert_cmpuint (problems->len, ==, 0);

        /* Round 2 for the players left. */
        tav_test_catan_play_round (event, &rng);
        draw (event);
        check_round (event, left);
      }
}

/* A table of 3 loses one player: a player of a table of 4 moves over, and
 * the one chosen has met the two who are left as little as possible; in
 * round 1 nobody has met anybody, and the first seat of the first table
 * of 4 moves (the same seating wherever it is computed). */
static void
test_absent_move (void)
{
  g_autoptr(TavEvent) event = tav_test_catan_event ("Absent", 7, 1);
  g_autoptr(GPtrArray) moves = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *first = NULL;
  TavRound *round;
  TavTable *three;

  draw (event);
  round = tav_stage_get_last_round (ranking (event));
  three = tav_round_get_table (round, 1);
  g_assert_cmpuint (tav_table_get_n_seats (three), ==, 3);
  first = g_strdup (tav_table_get_seat (tav_round_get_table (round, 0), 0));
  g_assert_true (tav_event_withdraw (event, tav_table_get_seat (three, 0), TAV_PLAYER_WITHDRAWN,
                                     NULL, &error));
  g_assert_true (tav_catan_bg_seat_absentees (event, &moves, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (moves->len, ==, 2);
  g_assert_nonnull (strstr (moves->pdata[0], "is taken off"));
  g_assert_nonnull (strstr (moves->pdata[1], "moves from table 1 to table 2"));
  g_assert_cmpuint (tav_table_get_n_seats (tav_round_get_table (round, 0)), ==, 3);
  g_assert_cmpuint (tav_table_get_n_seats (three), ==, 3);
  g_assert_cmpstr (tav_table_get_seat (three, 2), ==, first);
  g_assert_cmpint (tav_table_find_seat (tav_round_get_table (round, 0), first), ==, -1);

  /* Nothing more to do: a second call changes nothing. */
  g_clear_pointer (&moves, g_ptr_array_unref);
  g_assert_true (tav_catan_bg_seat_absentees (event, &moves, &error));
  g_assert_cmpuint (moves->len, ==, 0);
}

/* 14 players, 3 rounds: tables 4 4 3 3, everybody every round, nobody
 * meets anybody twice, and no fourth round. */
static void
test_draw (void)
{
  g_autoptr(TavEvent) event = tav_test_catan_event ("Draw", 14, 2026);
  g_autoptr(GHashTable) met = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TavStandings) final = NULL;
  g_autofree char *plan = NULL;
  TavRandom rng;

  tav_random_init (&rng, 14);
  plan = tav_ruleset_describe_plan (tav_event_get_ruleset (event), event);
  g_assert_cmpstr (plan, ==, "14 players: 3 rounds at tables of 4 4 3 3");
  for (guint r = 1; r <= 3; r++)
    {
      TavRound *round;

      /* Not before the round is complete. */
      if (r > 1)
        {
          g_assert_false (tav_event_draw_round (event, &error));
          g_assert_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE);
          g_clear_error (&error);
          tav_test_catan_play_round (event, &rng);
        }
      draw (event);
      round = tav_stage_get_round (ranking (event), r);
      g_assert_cmpuint (tav_round_get_n_tables (round), ==, 4);
      check_round (event, 14);
      for (guint t = 0; t < 4; t++)
        {
          TavTable *table = tav_round_get_table (round, t);
          guint n = tav_table_get_n_seats (table);

          g_assert_cmpuint (n, ==, t < 2 ? 4 : 3);
          for (guint a = 0; a < n; a++)
            for (guint b = a + 1; b < n; b++)
              {
                const char *x = tav_table_get_seat (table, a), *y = tav_table_get_seat (table, b);
                char *key = strcmp (x, y) < 0 ? g_strdup_printf ("%s-%s", x, y)
                                              : g_strdup_printf ("%s-%s", y, x);

                g_assert_true (g_hash_table_add (met, key));
              }
        }
    }
  tav_test_catan_play_round (event, &rng);
  g_assert_false (tav_event_draw_round (event, &error));
  g_assert_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE);
  g_assert_nonnull (strstr (error->message, "no final"));
  g_clear_error (&error);
  final = tav_event_compute_standings (event);
  g_assert_true (tav_standings_get_final (final));

  /* Rounds are 2 or 3. */
  g_assert_false (tav_event_set_param (event, "rounds", "4", &error));
  g_clear_error (&error);
  g_assert_false (tav_event_set_param (event, "rounds", "1", &error));
}

/* ---- Results ------------------------------------------------------------ */

static void
expect_refused (TavEvent   *event,
                guint       table,
                JsonObject *result,
                const char *expected)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) owned = result;

  g_assert_false (tav_event_set_result (event, ranking (event), 1, table, owned, &error));
  g_assert_nonnull (error);
  if (strstr (error->message, expected) == NULL)
    g_error ("expected “%s” in “%s”", expected, error->message);
  g_assert_false (tav_table_has_result (tav_round_find_table (tav_stage_get_round (ranking (event), 1), table)));
}

static void
test_invalid (void)
{
  static const guint order[] = { 1, 2, 3, 4 };
  g_autoptr(TavEvent) event = tav_test_catan_event ("Invalid", 14, 7);
  g_autofree char *four = NULL;
  g_autofree char *three_3 = NULL;
  TavRound *round;

  draw (event);
  round = tav_stage_get_round (ranking (event), 1);
  four = g_strdup (tav_player_get_name (tav_event_find_player (event, tav_table_get_seat (tav_round_get_table (round, 0), 1))));
  three_3 = g_strdup (tav_player_get_name (tav_event_find_player (event, tav_table_get_seat (tav_round_get_table (round, 2), 2))));

  {
    const guint vp[] = { 13, 10, 8, 6 }, place[] = { 1, 2, 2, 4 };

    expect_refused (event, 1, tav_test_catan_result (4, vp, place, NULL, NULL),
                    "round 1: table 1: seats 2 (");
  }
  {
    const guint vp[] = { 13, 10, 8 }, place[] = { 1, 2, 4 };
    g_autofree char *message = g_strdup_printf ("table 3, seat 3 (%s): place 4 at a table of 3", three_3);

    expect_refused (event, 3, tav_test_catan_result (3, vp, place, NULL, NULL), message);
  }
  {
    const guint vp[] = { 12, 10, 8, 6 };

    expect_refused (event, 1, tav_test_catan_result (4, vp, order, NULL, NULL),
                    "table 1, seat 1 (");
    expect_refused (event, 1, tav_test_catan_result (4, vp, order, NULL, NULL),
                    "the winner has 12 victory points; the first to announce 13 wins");
  }
  {
    const guint vp[] = { 13, 6, 8, 10 };

    expect_refused (event, 1, tav_test_catan_result (4, vp, order, NULL, NULL),
                    "table 1, seat 3 (");
    expect_refused (event, 1, tav_test_catan_result (4, vp, order, NULL, NULL),
                    "place 3 with 8 victory points, behind seat 2");
  }
  {
    const guint vp[] = { 13, 10, 8, 5 };
    const gboolean left[] = { FALSE, FALSE, FALSE, TRUE };

    expect_refused (event, 1, tav_test_catan_result (4, vp, order, left, NULL),
                    "seat 4 (");
    expect_refused (event, 1, tav_test_catan_result (4, vp, order, left, NULL),
                    "a player who left the game has 0 victory points, not 5");
  }
  {
    const guint vp[] = { 13, 0, 8, 6 };
    const gboolean left[] = { FALSE, TRUE, FALSE, FALSE };
    g_autofree char *message = g_strdup_printf ("table 1, seat 2 (%s): a player who left the game takes the last place, not 2", four);

    expect_refused (event, 1, tav_test_catan_result (4, vp, order, left, NULL), message);
  }
  {
    const guint vp[] = { 0, 0, 0 }, place[] = { 1, 2, 3 };
    const gboolean left[] = { TRUE, TRUE, TRUE };

    expect_refused (event, 3, tav_test_catan_result (3, vp, place, left, NULL),
                    "table 3: every player left the game");
  }
  {
    const guint vp[] = { 13, 10, 8 }, place[] = { 1, 2, 3 };

    expect_refused (event, 3, tav_test_catan_result (3, vp, place, NULL, "Judge"),
                    "table 3: a substitute is nominated only when a player leaves the game and two are left");
  }
  {
    const guint vp[] = { 13, 10, 8, 0 };
    const gboolean left[] = { FALSE, FALSE, FALSE, TRUE };

    /* Three are left at a table of 4: no substitute. */
    expect_refused (event, 1, tav_test_catan_result (4, vp, order, left, "Judge"),
                    "a substitute is nominated only when");
  }
  {
    const guint vp[] = { 13, 0, 8 }, place[] = { 1, 3, 2 };
    const gboolean left[] = { FALSE, TRUE, FALSE };

    expect_refused (event, 3, tav_test_catan_result (3, vp, place, left, "player 01"),
                    "table 3: the substitute “player 01” is a player of the tournament");
  }

  /* The declared fields: shape, types and ranges, with the path. */
  {
    g_autoptr(JsonParser) parser = json_parser_new ();
    static const struct { const char *json; const char *expected; } cases[] = {
      { "{\"seats\":[{\"vp\":13},{\"vp\":10,\"place\":2},{\"vp\":8,\"place\":3},{\"vp\":6,\"place\":4}]}",
        "round 1, table 1: result.seats[0].place: missing" },
      { "{\"seats\":[{\"vp\":41,\"place\":1},{\"vp\":10,\"place\":2},{\"vp\":8,\"place\":3},{\"vp\":6,\"place\":4}]}",
        "result.seats[0].vp: 41 is out of range (0 to 40)" },
      { "{\"seats\":[{\"vp\":13,\"place\":0},{\"vp\":10,\"place\":2},{\"vp\":8,\"place\":3},{\"vp\":6,\"place\":4}]}",
        "result.seats[0].place: 0 is out of range (1 to 4)" },
      { "{\"seats\":[{\"vp\":13,\"place\":1},{\"vp\":10,\"place\":2},{\"vp\":8,\"place\":3}]}",
        "result.seats: 3 entries for 4 seats" },
      { "{\"seats\":[{\"vp\":13,\"place\":1,\"left\":1},{\"vp\":10,\"place\":2},{\"vp\":8,\"place\":3},{\"vp\":6,\"place\":4}]}",
        "result.seats[0].left: expected true or false" },
      { "{\"winner\":\"p1\",\"seats\":[{\"vp\":13,\"place\":1},{\"vp\":10,\"place\":2},{\"vp\":8,\"place\":3},{\"vp\":6,\"place\":4}]}",
        "result.winner: unknown field" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
      {
        g_assert_true (json_parser_load_from_data (parser, cases[i].json, -1, NULL));
        expect_refused (event, 1, json_object_ref (json_node_get_object (json_parser_get_root (parser))),
                        cases[i].expected);
      }
  }

  /* A table of 2, seated by hand, has no result at all. */
  {
    const char *two[] = { "p1", "p2", NULL };
    TavTable *table = tav_round_get_table (round, 3);
    const guint vp[] = { 13, 10 }, place[] = { 1, 2 };
    g_autoptr(GPtrArray) problems = NULL;

    tav_table_set_seats (table, two);
    problems = tav_ruleset_check_round (tav_event_get_ruleset (event), event, ranking (event), round);
    g_assert_cmpuint (problems->len, >=, 1);
    g_assert_cmpstr (problems->pdata[0], ==, "Table 4 has 2 players; a Catan game is played by 3 or 4");
    expect_refused (event, 4, tav_test_catan_result (2, vp, place, NULL, NULL),
                    "table 4 has 2 players; a Catan game is played by 3 or 4");
  }
}

static TavCatanScore
score_at (TavEvent *event,
          guint     table,
          guint     seat)
{
  TavCatanScore scores[4];
  TavTable *t = tav_round_find_table (tav_stage_get_round (ranking (event), 1), table);

  g_assert_true (tav_catan_bg_score_table (event, t, scores));
  return scores[seat];
}

/* The winner's points count as the target even when more were entered;
 * what was entered is kept. A player who missed announcing his 13 keeps
 * them, capped too. */
static void
test_vp_cap (void)
{
  static const guint order[] = { 1, 2, 3, 4 };
  g_autoptr(TavEvent) event = tav_test_catan_event ("Cap", 14, 8);
  TavCatanScore s;

  draw (event);
  {
    const guint vp[] = { 15, 10, 9 };

    set_result (event, 1, 3, tav_test_catan_result (3, vp, order, NULL, NULL));
    g_assert_cmpint (tav_result_get_int (tav_result_get_seat (tav_table_get_result (tav_round_find_table (tav_stage_get_round (ranking (event), 1), 3)), 0), "vp"), ==, 15);
    /* As the source's 13, 10, 9. */
    s = score_at (event, 3, 0);
    g_assert_cmpuint (s.vp, ==, 13);
    g_assert_cmpuint (s.vp_share_bp, ==, 3095);
    g_assert_cmpuint (score_at (event, 3, 1).vp_share_bp, ==, 2381);
    g_assert_cmpuint (score_at (event, 3, 2).vp_share_bp, ==, 2143);
  }
  {
    const guint vp[] = { 14, 13, 8, 6 };

    set_result (event, 1, 1, tav_test_catan_result (4, vp, order, NULL, NULL));
    s = score_at (event, 1, 1);
    g_assert_cmpuint (s.tp, ==, 3);
    g_assert_cmpuint (s.vp, ==, 13);
    /* 13 of 13 + 13 + 8 + 6 = 40. */
    g_assert_cmpuint (s.vp_share_bp, ==, 3250);
    g_assert_cmpuint (score_at (event, 1, 0).vp_share_bp, ==, 3250);
  }
  /* Another target, for a Seafarers scenario. */
  {
    g_autoptr(TavEvent) seafarers = tav_test_catan_event ("Seafarers", 8, 9);
    const guint vp[] = { 14, 12, 8, 6 }, low[] = { 13, 12, 8, 6 };

    g_assert_true (tav_event_set_param (seafarers, "target_vp", "14", NULL));
    draw (seafarers);
    expect_refused (seafarers, 1, tav_test_catan_result (4, low, order, NULL, NULL),
                    "the first to announce 14 wins");
    set_result (seafarers, 1, 1, tav_test_catan_result (4, vp, order, NULL, NULL));
    g_assert_cmpuint (score_at (seafarers, 1, 0).vp, ==, 14);
  }
}

/* 0 VP and the "fourth place" of the source: 1 TP at a table of 4, none at
 * a table of 3, and no 1st, 2nd or 3rd place. */
static void
test_left (void)
{
  g_autoptr(TavEvent) event = tav_test_catan_event ("Left", 14, 10);
  TavCatanScore s;

  draw (event);
  {
    const guint vp[] = { 13, 10, 0, 8 }, place[] = { 1, 2, 4, 3 };
    const gboolean left[] = { FALSE, FALSE, TRUE, FALSE };

    set_result (event, 1, 1, tav_test_catan_result (4, vp, place, left, NULL));
    s = score_at (event, 1, 2);
    g_assert_cmpuint (s.tp, ==, 1);
    g_assert_cmpuint (s.vp, ==, 0);
    g_assert_cmpuint (s.vp_share_bp, ==, 0);
    g_assert_cmpuint (s.places[2], ==, 0);
    g_assert_cmpuint (score_at (event, 1, 3).tp, ==, 2);
    g_assert_cmpuint (score_at (event, 1, 3).places[2], ==, 1);
    /* 13 of 31. */
    g_assert_cmpuint (score_at (event, 1, 0).vp_share_bp, ==, 4194);
  }
  {
    /* Two leave a table of 4: both are "fourth", nobody is third. */
    const guint vp[] = { 13, 0, 0, 9 }, place[] = { 1, 3, 4, 2 };
    const gboolean left[] = { FALSE, TRUE, TRUE, FALSE };

    set_result (event, 1, 2, tav_test_catan_result (4, vp, place, left, "Judge Dredd"));
    g_assert_cmpuint (score_at (event, 2, 1).tp, ==, 1);
    g_assert_cmpuint (score_at (event, 2, 2).tp, ==, 1);
    g_assert_cmpuint (score_at (event, 2, 1).places[2], ==, 0);
    g_assert_cmpuint (score_at (event, 2, 3).tp, ==, 3);
  }
  {
    const guint vp[] = { 13, 0, 7 }, place[] = { 1, 3, 2 };
    const gboolean left[] = { FALSE, TRUE, FALSE };

    set_result (event, 1, 3, tav_test_catan_result (3, vp, place, left, NULL));
    s = score_at (event, 3, 1);
    g_assert_cmpuint (s.tp, ==, 0);
    g_assert_cmpuint (s.places[2], ==, 0);
    g_assert_cmpuint (score_at (event, 3, 2).tp, ==, 2);
    /* 20 VP and a virtual fourth of 6: 13 of 26 and 7 of 26. */
    g_assert_cmpuint (score_at (event, 3, 0).vp_share_bp, ==, 5000);
    g_assert_cmpuint (score_at (event, 3, 2).vp_share_bp, ==, 2692);
  }
}

/* The substitute finishes the game of a player who left when two were left:
 * he is recorded, scores nothing and is nobody's opponent in the ranking;
 * the game may then end without a tournament player at the target. */
static void
test_substitute (void)
{
  g_autoptr(TavEvent) event = tav_test_catan_event ("Substitute", 14, 11);
  g_autoptr(TavStandings) standings = NULL;
  const guint vp[] = { 9, 0, 7 }, place[] = { 1, 3, 2 };
  const gboolean left[] = { FALSE, TRUE, FALSE };

  draw (event);
  expect_refused (event, 4, tav_test_catan_result (3, vp, place, left, NULL),
                  "the winner has 9 victory points");
  expect_refused (event, 4, tav_test_catan_result (3, vp, place, left, "   "),
                  "the winner has 9 victory points");
  set_result (event, 1, 4, tav_test_catan_result (3, vp, place, left, "Георги Съдията"));
  g_assert_cmpstr (tav_result_get_string (tav_table_get_result (tav_round_find_table (tav_stage_get_round (ranking (event), 1), 4)), "substitute"),
                   ==, "Георги Съдията");
  g_assert_cmpuint (score_at (event, 4, 0).tp, ==, 5);
  g_assert_cmpuint (score_at (event, 4, 0).vp, ==, 9);
  standings = tav_event_compute_standings (event);
  g_assert_cmpuint (tav_standings_get_n_rows (standings), ==, 14);
}

/* ---- A whole event ------------------------------------------------------ */

/* 14 players seated by hand as tav_test_catan_seating, seat 1 winning with
 * 13, then 10, 8 and 6 in seat order. Per game, by table size and seat:
 *
 *   table of 4 (37 VP):        seat 1  5 TP  13 VP  13/37 = 35,14 %
 *                              seat 2  3 TP  10 VP  10/37 = 27,03 %
 *                              seat 3  2 TP   8 VP   8/37 = 21,62 %
 *                              seat 4  1 TP   6 VP   6/37 = 16,22 %
 *   table of 3 (31 + 10 = 41): seat 1  5 TP  13 VP  13/41 = 31,71 %
 *                              seat 2  2 TP  10 VP  10/41 = 24,39 %
 *                              seat 3  1 TP   8 VP   8/41 = 19,51 %
 *
 * Player p(k+1) sits (size, seat) in rounds 1, 2, 3:
 *
 *   p1  4/1 4/4 4/4  5+1+1 = 7  13+6+6 = 25    35,14+16,22+16,22 = 67,58  1st 1
 *   p2  4/2 4/3 3/3  3+2+1 = 6  10+8+8 = 26    27,03+21,62+19,51 = 68,16  2nd 1, 3rd 2
 *   p3  4/3 3/2 3/3  2+2+1 = 5  8+10+8 = 26    21,62+24,39+19,51 = 65,52  2nd 1, 3rd 2
 *   p4  4/4 3/1 4/3  1+5+2 = 8  6+13+8 = 27    16,22+31,71+21,62 = 69,55  1st 1, 3rd 1
 *   p5  4/1 4/1 4/4  5+5+1 = 11 13+13+6 = 32   35,14+35,14+16,22 = 86,50  1st 2
 *   p6  4/2 4/4 3/2  3+1+2 = 6  10+6+10 = 26   27,03+16,22+24,39 = 67,64  2nd 2
 *   p7  4/3 3/3 4/3  2+1+2 = 5  8+8+8 = 24     21,62+19,51+21,62 = 62,75  3rd 3
 *   p8  4/4 3/2 3/1  1+2+5 = 8  6+10+13 = 29   16,22+24,39+31,71 = 72,32  1st 1, 2nd 1
 *   p9  3/1 4/2 3/1  5+3+5 = 13 13+10+13 = 36  31,71+27,03+31,71 = 90,45  1st 2, 2nd 1
 *   p10 3/2 4/1 4/2  2+5+3 = 10 10+13+10 = 33  24,39+35,14+27,03 = 86,56  1st 1, 2nd 2
 *   p11 3/3 3/3 4/2  1+1+3 = 5  8+8+10 = 26    19,51+19,51+27,03 = 66,05  2nd 1, 3rd 2
 *   p12 3/1 4/3 3/2  5+2+2 = 9  13+8+10 = 31   31,71+21,62+24,39 = 77,72  1st 1, 2nd 1, 3rd 1
 *   p13 3/2 4/2 4/1  2+3+5 = 10 10+10+13 = 33  24,39+27,03+35,14 = 86,56  1st 1, 2nd 2
 *   p14 3/3 3/1 4/1  1+5+5 = 11 8+13+13 = 34   19,51+31,71+35,14 = 86,36  1st 2, 3rd 1
 *
 * Ranking: p9 13 TP; p14 and p5 11 TP, p14 ahead on VP (34 to 32) though
 * behind on share; p10 and p13 tied in everything, sharing 4th; p12;
 * p8 and p4 8 TP, p8 on VP; p1; p2 and p6 6 TP 26 VP, p2 on share;
 * p11, p3 and p7 5 TP: p7 last on VP, p11 ahead of p3 on share. */
static const struct {
  const char *id;
  guint       rank;
  const char *figures;
} event_a[] = {
  { "p9", 1, "13/36/90.45%/2/1/0/1" },
  { "p14", 2, "11/34/86.36%/2/0/1/1" },
  { "p5", 3, "11/32/86.50%/2/0/0/1" },
  { "p10", 4, "10/33/86.56%/1/2/0/1" },
  { "p13", 4, "10/33/86.56%/1/2/0/1" },
  { "p12", 6, "9/31/77.72%/1/1/1/1" },
  { "p8", 7, "8/29/72.32%/1/1/0/1" },
  { "p4", 8, "8/27/69.55%/1/0/1/1" },
  { "p1", 9, "7/25/67.58%/1/0/0/1" },
  { "p2", 10, "6/26/68.16%/0/1/2/1" },
  { "p6", 11, "6/26/67.64%/0/2/0/1" },
  { "p11", 12, "5/26/66.05%/0/1/2/1" },
  { "p3", 13, "5/26/65.52%/0/1/2/1" },
  { "p7", 14, "5/24/62.75%/0/0/3/1" },
};

static void
test_event_14 (void)
{
  static const guint identity[14] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13 };
  g_autoptr(TavEvent) event = tav_test_catan_event ("Катан — Ранглиста, София", 14, 14);
  g_autoptr(TavStandings) standings = NULL;
  g_autofree char *data = NULL;
  g_autoptr(TavEvent) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *p9 = NULL;
  g_autofree char *described = NULL;
  g_autofree char *again = NULL;
  int result_column;

  tav_test_catan_play_seated (event, identity);
  standings = tav_event_compute_standings (event);
  g_assert_true (tav_standings_get_final (standings));
  g_assert_cmpstr (tav_standings_get_title (standings), ==, "Final standings");
  g_assert_cmpuint (tav_standings_get_n_rows (standings), ==, 14);
  result_column = tav_standings_find_column (standings, "result");
  g_assert_cmpint (result_column, >=, 0);
  g_assert_cmpint (tav_standings_get_column (standings, result_column)->kind, ==, TAV_COLUMN_TEXT);
  for (guint i = 0; i < G_N_ELEMENTS (event_a); i++)
    {
      TavStandingsRow *row = tav_standings_get_row (standings, i);
      g_autofree char *text = tav_standings_format_value (standings, result_column,
                                                          tav_standings_row_get_value (row, result_column));

      g_assert_cmpstr (tav_player_get_id (tav_standings_row_get_player (row)), ==, event_a[i].id);
      g_assert_cmpuint (tav_standings_row_get_rank (row), ==, event_a[i].rank);
      g_assert_cmpstr (text, ==, event_a[i].figures);
    }
  p9 = figures_of (event, 9);
  g_assert_cmpstr (p9, ==, "13/36/90.45%/2/1/0/1");
  described = tav_ruleset_describe_player (tav_event_get_ruleset (event), event,
                                           tav_event_find_player (event, "p9"));
  g_assert_cmpstr (described, ==, "Player 09: 13/36/90.45%/2/1/0/1 after 3 games");

  /* The file keeps all of it. */
  data = tav_document_to_data (event, NULL);
  loaded = tav_document_load_data (data, strlen (data), &error);
  g_assert_no_error (error);
  g_clear_object (&standings);
  standings = tav_event_compute_standings (loaded);
  g_assert_cmpstr (tav_player_get_id (tav_standings_row_get_player (tav_standings_get_row (standings, 0))), ==, "p9");
  again = tav_document_to_data (loaded, NULL);
  g_assert_cmpstr (again, ==, data);
}

/* 2 rounds when the tournament announces 2. */
static void
test_two_rounds (void)
{
  g_autoptr(TavEvent) event = tav_test_catan_event ("Two", 9, 12);
  g_autoptr(GError) error = NULL;
  g_autoptr(TavStandings) after_one = NULL;
  g_autoptr(TavStandings) final = NULL;
  TavRandom rng;

  tav_random_init (&rng, 2);
  g_assert_true (tav_event_set_param (event, "rounds", "2", &error));
  draw (event);
  tav_test_catan_play_round (event, &rng);
  after_one = tav_event_compute_standings (event);
  g_assert_false (tav_standings_get_final (after_one));
  g_assert_cmpstr (tav_standings_get_title (after_one), ==, "Standings after round 1 of 2");
  draw (event);
  tav_test_catan_play_round (event, &rng);
  g_assert_false (tav_event_draw_round (event, &error));
  g_assert_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE);
  final = tav_event_compute_standings (event);
  g_assert_true (tav_standings_get_final (final));
}

/* Rule 1.1.5: late or absent players, the tournament goes on with those
 * present. Ten registered, two absent: two tables of 4 (not 4 3 3); a late
 * entry after round 1 joins, charged nothing. */
static void
test_check_in_late_entry (void)
{
  g_autoptr(TavEvent) event = tav_test_catan_event ("Check-in", 10, 3);
  g_autoptr(GError) error = NULL;
  TavRandom rng;
  TavStage *stage;
  TavRound *round;
  TavPlayer *late;
  guint n_missed;

  for (guint i = 1; i <= 8; i++)
    {
      g_autofree char *id = g_strdup_printf ("p%u", i);

      g_assert_true (tav_event_check_in (event, id, TRUE, &error));
    }
  tav_random_init (&rng, 11);
  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
  tav_test_catan_play_round (event, &rng);
  stage = tav_event_get_current_stage (event);
  round = tav_stage_get_round (stage, 1);
  g_assert_cmpuint (tav_round_get_n_tables (round), ==, 2);
  g_assert_cmpuint (tav_table_get_n_seats (tav_round_get_table (round, 0)), ==, 4);
  g_assert_cmpuint (tav_table_get_n_seats (tav_round_get_table (round, 1)), ==, 4);
  g_assert_null (tav_round_find_player (round, "p9", NULL));
  g_assert_null (tav_round_find_player (round, "p10", NULL));
  g_assert_true (tav_player_is_active (tav_event_find_player (event, "p9")));

  late = tav_event_add_player (event, "Late Comer", &error);
  g_assert_no_error (error);
  tav_player_get_missed_rounds (late, &n_missed);
  g_assert_cmpuint (n_missed, ==, 0);

  /* The check-in goes on: the late entry came to the desk and is checked
   * in; the two absent are still out, and the draw says so before. */
  g_assert_true (tav_player_get_checked_in (late));
  {
    g_autofree char *said = tav_event_describe_absent (event);

    g_assert_nonnull (said);
    g_assert_true (g_str_has_prefix (said, "2 players absent at check-in will not be seated: "));
    g_assert_true (g_str_has_suffix (said, "; the rules (1.1.5) go on with the players present: a round missed scores nothing"));
  }

  /* Round 2: the eight and the late entry, 3 3 3. */
  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
  tav_test_catan_play_round (event, &rng);
  round = tav_stage_get_round (stage, 2);
  g_assert_cmpuint (tav_round_get_n_tables (round), ==, 3);
  for (guint t = 0; t < 3; t++)
    g_assert_cmpuint (tav_table_get_n_seats (tav_round_get_table (round, t)), ==, 3);
  g_assert_nonnull (tav_round_find_player (round, tav_player_get_id (late), NULL));
  g_assert_null (tav_round_find_player (round, "p9", NULL));
  g_assert_null (tav_round_find_player (round, "p10", NULL));

  /* p9 arrives: round 3 seats ten, 4 3 3; p10 is still out. */
  g_assert_true (tav_event_check_in (event, "p9", TRUE, &error));
  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
  round = tav_stage_get_round (stage, 3);
  g_assert_cmpuint (tav_round_get_n_tables (round), ==, 3);
  g_assert_nonnull (tav_round_find_player (round, "p9", NULL));
  g_assert_null (tav_round_find_player (round, "p10", NULL));
}

/* Round 1 keeps clubs apart: six of Alfa over three tables of 4 must
 * meet in pairs (3 meetings, one a table), the three of Beta need not. */
static void
test_clubs_apart (void)
{
  g_autoptr(TavEvent) event = tav_test_catan_event ("Clubs", 12, 4);
  g_autoptr(GError) error = NULL;
  g_autoptr(TavEvent) copy = NULL;
  g_autofree char *data = NULL;
  TavRound *round;
  gsize length;

  for (guint i = 0; i < 9; i++)
    tav_player_set_club (tav_event_get_player (event, i), i < 6 ? "Alfa" : "beta");
  /* Spelled differently, one club. */
  tav_player_set_club (tav_event_get_player (event, 8), "BETA");
  g_assert_true (tav_event_get_keep_clubs_apart (event));
  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
  round = tav_stage_get_round (tav_event_get_current_stage (event), 1);
  g_assert_cmpuint (tav_event_count_club_meetings (event, round), ==, 3);
  for (guint t = 0; t < 3; t++)
    {
      TavTable *table = tav_round_get_table (round, t);
      guint alfa = 0, beta = 0;

      g_assert_cmpuint (tav_table_get_n_seats (table), ==, 4);
      for (guint k = 0; k < 4; k++)
        {
          const char *club = tav_player_get_club (tav_event_find_player (event, tav_table_get_seat (table, k)));

          alfa += g_str_equal (club, "Alfa");
          beta += g_ascii_strcasecmp (club, "beta") == 0;
        }
      g_assert_cmpuint (alfa, ==, 2);
      g_assert_cmpuint (beta, ==, 1);
    }

  /* Turned off, it is in the file; round 1 is then the ruleset's draw. */
  tav_event_set_keep_clubs_apart (event, FALSE);
  data = tav_document_to_data (event, &length);
  g_assert_nonnull (strstr (data, "\"clubs_mixed\" : true"));
  copy = tav_document_load_data (data, length, &error);
  g_assert_no_error (error);
  g_assert_false (tav_event_get_keep_clubs_apart (copy));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/catan-bg/points", test_points);
  g_test_add_func ("/catan-bg/check-in-late-entry", test_check_in_late_entry);
  g_test_add_func ("/catan-bg/clubs-apart", test_clubs_apart);
  g_test_add_func ("/catan-bg/vp-share", test_vp_share);
  g_test_add_func ("/catan-bg/tie-breakers", test_tie_breakers);
  g_test_add_func ("/catan-bg/format", test_format);
  g_test_add_func ("/catan-bg/table-sizes", test_table_sizes);
  g_test_add_func ("/catan-bg/absences", test_absences);
  g_test_add_func ("/catan-bg/absent-move", test_absent_move);
  g_test_add_func ("/catan-bg/draw", test_draw);
  g_test_add_func ("/catan-bg/results/invalid", test_invalid);
  g_test_add_func ("/catan-bg/results/vp-cap", test_vp_cap);
  g_test_add_func ("/catan-bg/results/left", test_left);
  g_test_add_func ("/catan-bg/results/substitute", test_substitute);
  g_test_add_func ("/catan-bg/event-14", test_event_14);
  g_test_add_func ("/catan-bg/two-rounds", test_two_rounds);

  return g_test_run ();
}
