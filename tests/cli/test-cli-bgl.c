/* test-cli-bgl.c — Boardgame League events and a league with tavolo-cli
 *
 * A 26-player event at tables of 4 (five of 4, two of 3 with a virtual
 * player) over 3 rounds and a final table, a 12-player team event, and a
 * league of two tournaments; the figures are computed here by hand from
 * the seatings the program printed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <string.h>

#include "tav-test-cli.h"

/* Game points by seat: 40, 30, 20, 10. At a table of 4 that is places
 * 1–4 (100, 55, 35, 15) and PBG 40, 30, 20, 10. At a table of 3 the
 * virtual player has floor (0.9 × 90 / 3) = 27 and takes 3rd place: the
 * players get 100, 55, 15 and PBG 40, 30, 20 out of 117. */
static const gint64 by_seat[] = { 40, 30, 20, 10 };

static double
hand_points (guint size,
             guint seat)
{
  static const double four[] = { 100, 55, 35, 15 };
  static const double three[] = { 100, 55, 15 };

  return size == 4 ? four[seat] : three[seat];
}

static double
hand_pbg (guint size,
          guint seat)
{
  return 100.0 * by_seat[seat] / (size == 4 ? 100 : 117);
}

static char *
seat_result (guint size)
{
  g_autoptr(GString) json = g_string_new ("{\"seats\":[");

  for (guint s = 0; s < size; s++)
    g_string_append_printf (json, "%s{\"points\":%" G_GINT64_FORMAT "}", s ? "," : "", by_seat[s]);
  g_string_append (json, "]}");
  return g_string_free (g_steal_pointer (&json), FALSE);
}

typedef struct
{
  double      points, pbg, pba;
  GPtrArray  *met;
} Hand;

static void
hand_free (gpointer data)
{
  Hand *hand = data;

  g_ptr_array_unref (hand->met);
  g_free (hand);
}

static Hand *
hand_of (GHashTable *hands,
         const char *id)
{
  Hand *hand = g_hash_table_lookup (hands, id);

  if (hand == NULL)
    {
      hand = g_new0 (Hand, 1);
      hand->met = g_ptr_array_new_with_free_func (g_free);
      g_hash_table_insert (hands, g_strdup (id), hand);
    }
  return hand;
}

/* Enters by_seat at every table of the round shown, and adds it to hands. */
static void
play_bgl_round (Fixture    *f,
            const char *stage,
            guint       round,
            GHashTable *hands)
{
  g_autofree char *round_text = g_strdup_printf ("%u", round);
  g_autofree char *out = cli_ok ("show", f->file, "--stage", stage, "--round", round_text,
                                 "--format", "json", NULL);
  g_autoptr(JsonNode) shown = parse_json (out);
  JsonArray *tables = round_tables (shown);

  for (guint t = 0; t < json_array_get_length (tables); t++)
    {
      guint size = table_size (tables, t);
      g_autofree char *table_text = g_strdup_printf ("%u", t + 1);
      g_autofree char *json = seat_result (size);

      g_free (cli_ok ("result", f->file, "--stage", stage, "--round", round_text,
                      "--table", table_text, "--json", json, NULL));
      for (guint s = 0; hands && s < size; s++)
        {
          Hand *hand = hand_of (hands, table_seat (tables, t, s));

          hand->points += hand_points (size, s);
          hand->pbg += hand_pbg (size, s);
          for (guint o = 0; o < size; o++)
            if (o != s)
              g_ptr_array_add (hand->met, g_strdup (table_seat (tables, t, o)));
        }
    }
}

static void
compute_pba (GHashTable *hands)
{
  GHashTableIter iter;
  Hand *hand;

  g_hash_table_iter_init (&iter, hands);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &hand))
    {
      hand->pba = 0;
      for (guint m = 0; m < hand->met->len; m++)
        hand->pba += ((Hand *) g_hash_table_lookup (hands, hand->met->pdata[m]))->points;
    }
}

static void
check_standings (Fixture    *f,
                 GHashTable *hands)
{
  g_autofree char *out = cli_ok ("standings", f->file, "--format", "json", NULL);
  g_autoptr(JsonNode) rows = parse_json (out);
  JsonArray *array = json_node_get_array (rows);

  compute_pba (hands);
  g_assert_cmpuint (json_array_get_length (array), ==, g_hash_table_size (hands));
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonObject *row = json_array_get_object_element (array, i);
      Hand *hand = g_hash_table_lookup (hands, json_object_get_string_member (row, "id"));

      g_assert_nonnull (hand);
      g_assert_cmpfloat_with_epsilon (json_object_get_double_member (row, "points"), hand->points, 1e-9);
      g_assert_cmpfloat_with_epsilon (json_object_get_double_member (row, "pbg"), hand->pbg, 1e-9);
      g_assert_cmpfloat_with_epsilon (json_object_get_double_member (row, "pba"), hand->pba, 1e-9);
    }
}

static void
test_26_players (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(GHashTable) hands = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, hand_free);
  g_autoptr(GString) list = g_string_new ("name\n");
  g_autofree char *list_path = fixture_path (f, "players.csv");
  g_autofree char *out = NULL;
  g_autoptr(JsonNode) shown = NULL;
  g_autoptr(JsonNode) standings = NULL;
  JsonArray *tables, *rows;

  g_free (cli_ok ("new", f->file, "--ruleset", "bgl", "--name", "Coppa Catan", "--seed", "26",
                  "--param", "game=Catan", "--param", "band=a", NULL));
  for (guint i = 1; i <= 26; i++)
    g_string_append_printf (list, "Giocatore %u\n", i);
  write_file (list_path, list->str);
  g_free (cli_ok ("players", f->file, "import", list_path, NULL));
  cli_fails (f->file, 1, "this event is not played in teams", "standings", f->file, "--teams", NULL);

  for (guint r = 1; r <= 3; r++)
    {
      out = cli_ok ("draw", f->file, NULL);
      if (r == 1)
        assert_contains (out, "26 players: 3 rounds at tables of 4 4 4 4 4 3 3, then a final table of 4");
      g_clear_pointer (&out, g_free);
      play_bgl_round (f, "rounds", r, hands);
      check_standings (f, hands);
    }

  /* The final table: the top 4 by points, then PBG, then PBA. */
  out = cli_ok ("draw", f->file, NULL);
  assert_contains (out, "Final table");
  shown = show_round (f, "1");
  tables = round_tables (shown);
  g_assert_cmpuint (json_array_get_length (tables), ==, 1);
  g_assert_cmpuint (table_size (tables, 0), ==, 4);
  {
    g_autofree char *ranking = cli_ok ("standings", f->file, "--format", "json", NULL);
    g_autoptr(JsonNode) before = parse_json (ranking);

    for (guint s = 0; s < 4; s++)
      g_assert_cmpstr (table_seat (tables, 0, s), ==,
                       json_object_get_string_member (json_array_get_object_element (json_node_get_array (before), s), "id"));
  }
  play_bgl_round (f, "final", 1, NULL);

  g_clear_pointer (&out, g_free);
  out = cli_ok ("standings", f->file, "--format", "json", NULL);
  standings = parse_json (out);
  rows = json_node_get_array (standings);
  for (guint s = 0; s < 4; s++)
    {
      JsonObject *row = json_array_get_object_element (rows, s);

      g_assert_cmpstr (json_object_get_string_member (row, "id"), ==, table_seat (tables, 0, s));
      g_assert_cmpint (json_object_get_int_member (row, "rank"), ==, s + 1);
    }
  g_clear_pointer (&out, g_free);
  out = cli_ok ("standings", f->file, NULL);
  assert_contains (out, "Final standings");
}

/* 3 teams of 4, united at tables of 4, winners and losers. */
static void
test_teams (Fixture       *f,
            gconstpointer  data)
{
  static const char * const teams[] = { "Rossi", "Blu", "Verdi" };
  g_autoptr(GHashTable) team_points = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GHashTable) team_of = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autofree char *out = NULL;
  g_autoptr(JsonNode) standings = NULL;
  JsonArray *rows;

  g_free (cli_ok ("new", f->file, "--ruleset", "bgl", "--name", "Squadre", "--seed", "12",
                  "--param", "teams=fixed", "--param", "team_size=4", "--param", "team_pairing=united",
                  "--param", "team_scoring=winners_losers", NULL));
  for (guint t = 0; t < 3; t++)
    {
      g_autofree char *a = g_strdup_printf ("%s A", teams[t]);
      g_autofree char *b = g_strdup_printf ("%s B", teams[t]);
      g_autofree char *c = g_strdup_printf ("%s C", teams[t]);
      g_autofree char *d = g_strdup_printf ("%s D", teams[t]);

      g_free (cli_ok ("players", f->file, "add", "--team", teams[t], a, b, c, d, NULL));
    }
  out = cli_ok ("players", f->file, "list", "--format", "json", NULL);
  {
    g_autoptr(JsonNode) list = parse_json (out);

    for (guint i = 0; i < 12; i++)
      {
        JsonObject *player = json_array_get_object_element (json_node_get_array (list), i);

        g_hash_table_insert (team_of, g_strdup (json_object_get_string_member (player, "id")),
                             g_strdup (json_object_get_string_member (player, "team")));
      }
  }

  for (guint r = 1; r <= 2; r++)
    {
      g_autofree char *round_text = g_strdup_printf ("%u", r);
      g_autoptr(JsonNode) shown = NULL;
      JsonArray *tables;

      g_free (cli_ok ("draw", f->file, NULL));
      shown = show_round (f, round_text);
      tables = round_tables (shown);
      g_assert_cmpuint (json_array_get_length (tables), ==, 3);
      for (guint t = 0; t < 3; t++)
        {
          const char *winners = g_hash_table_lookup (team_of, table_seat (tables, t, 0));
          const char *losers = g_hash_table_lookup (team_of, table_seat (tables, t, 2));
          double *sum;

          g_assert_cmpstr (g_hash_table_lookup (team_of, table_seat (tables, t, 1)), ==, winners);
          g_assert_cmpstr (g_hash_table_lookup (team_of, table_seat (tables, t, 3)), ==, losers);
          g_assert_cmpstr (winners, !=, losers);
          /* 40 + 30 beat 20 + 10: 77.5 each for the winners, 25 for the losers. */
          if (!(sum = g_hash_table_lookup (team_points, winners)))
            g_hash_table_insert (team_points, g_strdup (winners), (sum = g_new0 (double, 1)));
          *sum += 155;
          if (!(sum = g_hash_table_lookup (team_points, losers)))
            g_hash_table_insert (team_points, g_strdup (losers), (sum = g_new0 (double, 1)));
          *sum += 50;
        }
      play_bgl_round (f, "rounds", r, NULL);
    }

  g_clear_pointer (&out, g_free);
  out = cli_ok ("standings", f->file, "--teams", "--format", "json", NULL);
  standings = parse_json (out);
  rows = json_node_get_array (standings);
  g_assert_cmpuint (json_array_get_length (rows), ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      JsonObject *row = json_array_get_object_element (rows, i);
      double *sum = g_hash_table_lookup (team_points, json_object_get_string_member (row, "name"));

      g_assert_nonnull (sum);
      g_assert_cmpfloat_with_epsilon (json_object_get_double_member (row, "points"), *sum, 1e-9);
    }
  g_clear_pointer (&out, g_free);
  out = cli_ok ("standings", f->file, "--teams", NULL);
  assert_contains (out, "Final team standings");
}

/* 8 players at tables of 4, 2 rounds and a final; seat 1 wins every game,
 * so the winner of the final won both rounds: PM 100, PF 100. */
static char *
league_event (Fixture    *f,
              const char *seed,
              const char *name,
              const char *game,
              const char *band,
              const char *prefix)
{
  g_autofree char *file = fixture_path (f, name);
  g_autofree char *game_param = g_strdup_printf ("game=%s", game);
  g_autofree char *band_param = g_strdup_printf ("band=%s", band);
  g_autoptr(GPtrArray) args = g_ptr_array_new_with_free_func (g_free);
  g_auto(Run) run = { 0, };
  g_autoptr(JsonNode) shown = NULL;
  Fixture event = { f->dir, file };

  g_free (cli_ok ("new", file, "--ruleset", "bgl", "--name", name, "--seed", seed,
                  "--param", game_param, "--param", band_param, NULL));
  g_ptr_array_add (args, g_strdup ("players"));
  g_ptr_array_add (args, g_strdup (file));
  g_ptr_array_add (args, g_strdup ("add"));
  for (guint i = 1; i <= 8; i++)
    g_ptr_array_add (args, g_strdup_printf ("%s %u", prefix, i));
  g_ptr_array_add (args, NULL);
  run_argv (&run, (const char * const *) args->pdata);
  g_assert_cmpint (run.status, ==, 0);
  for (guint r = 1; r <= 2; r++)
    {
      g_free (cli_ok ("draw", file, NULL));
      play_bgl_round (&event, "rounds", r, NULL);
    }
  g_free (cli_ok ("draw", file, NULL));
  play_bgl_round (&event, "final", 1, NULL);
  shown = show_round (&event, "1");
  return g_strdup (json_object_get_string_member (
    json_array_get_object_element (json_object_get_array_member (
      json_array_get_object_element (round_tables (shown), 0), "seats"), 0), "name"));
}

static void
test_league (Fixture       *f,
             gconstpointer  data)
{
  g_autofree char *season = fixture_path (f, "league.tavolo-season");
  g_autofree char *catan = league_event (f, "3", "catan.tavolo", "Catan", "c", "Anna");
  g_autofree char *agricola = league_event (f, "4", "agricola.tavolo", "Agricola", "a", "Bruno");
  g_autofree char *catan_file = fixture_path (f, "catan.tavolo");
  g_autofree char *agricola_file = fixture_path (f, "agricola.tavolo");
  g_autofree char *out = NULL;
  g_autoptr(JsonNode) standings = NULL;
  JsonArray *rows;

  g_free (cli_ok ("season", "new", season, "--ruleset", "bgl", "--name", "BGL 2026", NULL));
  g_free (cli_ok ("season", "add", season, catan_file, NULL));
  g_free (cli_ok ("season", "add", season, agricola_file, NULL));
  out = cli_ok ("season", "standings", season, "--format", "json", NULL);
  standings = parse_json (out);
  rows = json_node_get_array (standings);
  g_assert_cmpuint (json_array_get_length (rows), ==, 16);

  /* 10 × (100 + 0.5 × 100) × (1 − e^(−8/10)) = 826.0; band A × 2.5 =
   * 2065.0. One tournament of a game and band weighs 1 − e^(−1/10):
   * 196.5 → 197 and 78.6 → 79. */
  {
    JsonObject *first = json_array_get_object_element (rows, 0);
    g_autofree char *rest = NULL;

    g_assert_cmpstr (json_object_get_string_member (first, "name"), ==, agricola);
    g_assert_cmpint (json_object_get_int_member (first, "points"), ==, 197);
    for (guint i = 0; i < json_array_get_length (rows); i++)
      {
        JsonObject *row = json_array_get_object_element (rows, i);

        if (g_strcmp0 (json_object_get_string_member (row, "name"), catan) == 0)
          g_assert_cmpint (json_object_get_int_member (row, "points"), ==, 79);
      }
  }
  g_clear_pointer (&out, g_free);
  out = cli_ok ("season", "standings", season, NULL);
  assert_contains (out, "League ranking after 2 tournaments");
  assert_contains (out, "Agricola A: 197");

  /* 3.18: 640 points last year start him at 100 more; a newcomer with
   * 1001 last year is ranked on his bonus of 150 alone. */
  g_free (cli_ok ("season", "carry", season, agricola, "last_year=640", NULL));
  g_free (cli_ok ("season", "carry", season, "Zeno Nuovo", "last_year=1001", NULL));
  cli_fails (season, 1, "“last=640” is not FIELD=VALUE with a field of this season: average, final, last_year",
             "season", "carry", season, agricola, "last=640", NULL);
  cli_fails (season, 1, "has no permanent ranking", "season", "permanent", season, NULL);
  g_clear_pointer (&out, g_free);
  out = cli_ok ("season", "standings", season, "--format", "json", NULL);
  {
    g_autoptr(JsonNode) ranking = parse_json (out);
    JsonObject *first = json_array_get_object_element (json_node_get_array (ranking), 0);
    JsonObject *second = json_array_get_object_element (json_node_get_array (ranking), 1);

    g_assert_cmpstr (json_object_get_string_member (first, "name"), ==, agricola);
    g_assert_cmpint (json_object_get_int_member (first, "points"), ==, 297);
    g_assert_cmpint (json_object_get_int_member (first, "bonus"), ==, 100);
    g_assert_cmpstr (json_object_get_string_member (second, "name"), ==, "Zeno Nuovo");
    g_assert_cmpint (json_object_get_int_member (second, "points"), ==, 150);
  }
}

/* A reserve needs a team, as in the app (tests/app/test-bgl-window.c):
 * refused with the core's words, the file unchanged. */
static void
test_reserve_needs_team (Fixture       *f,
                         gconstpointer  data)
{
  g_autofree char *out = NULL;

  g_free (cli_ok ("new", f->file, "--ruleset", "bgl", "--name", "Squadre", "--param", "teams=fixed",
                  NULL));
  g_free (cli_ok ("players", f->file, "add", "--team", "Rossi", "Ada", "Bea", NULL));
  cli_fails (f->file, 1, "players add: A reserve needs the name of his team; nothing was added",
             "players", f->file, "add", "--reserve", "Carlo", NULL);
  cli_fails (f->file, 1, "players add: A reserve needs the name of his team; nothing was added",
             "players", f->file, "add", "--team", " ", "--reserve", "Carlo", NULL);
  cli_fails (f->file, 1, "players team: A reserve needs the name of his team",
             "players", f->file, "team", "Ada", "", "--reserve", NULL);
  out = cli_ok ("players", f->file, "team", "Ada", "rossi", "--reserve", NULL);
  assert_contains (out, "Ada (p1) is the reserve of team Rossi");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/cli/bgl/26-players", Fixture, NULL, fixture_setup, test_26_players, fixture_teardown);
  g_test_add ("/cli/bgl/teams", Fixture, NULL, fixture_setup, test_teams, fixture_teardown);
  g_test_add ("/cli/bgl/reserve-needs-team", Fixture, NULL, fixture_setup, test_reserve_needs_team,
              fixture_teardown);
  g_test_add ("/cli/bgl/league", Fixture, NULL, fixture_setup, test_league, fixture_teardown);

  return g_test_run ();
}
