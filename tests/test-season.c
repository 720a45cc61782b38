/* test-season.c — a season of catan-bg tournaments, and its file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include <glib/gstdio.h>

#include "tav-event-private.h"
#include "tav-season-document.h"
#include "tav-test-catan.h"
#include "rulesets/tav-catan-bg.h"

/* ---- Three tournaments and the hand computation --------------------------- */

/* Three 14-player events seated as tav_test_catan_seating, seat 1 winning
 * every game with 13, then 10, 8 and 6 (see test-catan-bg.c for each
 * position's figures). What a position k gives in one tournament:
 *
 *   k   TP  VP   share  1st 2nd 3rd       k   TP  VP   share  1st 2nd 3rd
 *   0    7  25   67,58   1   0   0        7    8  29   72,32   1   1   0
 *   1    6  26   68,16   0   1   2        8   13  36   90,45   2   1   0
 *   2    5  26   65,52   0   1   2        9   10  33   86,56   1   2   0
 *   3    8  27   69,55   1   0   1       10    5  26   66,05   0   1   2
 *   4   11  32   86,50   2   0   0       11    9  31   77,72   1   1   1
 *   5    6  26   67,64   0   2   0       12   10  33   86,56   1   2   0
 *   6    5  24   62,75   0   0   3       13   11  34   86,36   2   0   1
 *
 * Player i (0-based, "Player 01" is 0) sits at position i in event A,
 * (i + 5) mod 14 in event B and 13 − i in event C:
 *
 *   Player 01  0 + 5 + 13:  7+6+11 = 24  25+26+34 = 85  67,58+67,64+86,36 = 221,58  3/2/1
 *   Player 02  1 + 6 + 12:  6+5+10 = 21  26+24+33 = 83  68,16+62,75+86,56 = 217,47  1/3/5
 *   Player 03  2 + 7 + 11:  5+8+9  = 22  26+29+31 = 86  65,52+72,32+77,72 = 215,56  2/3/3
 *   Player 04  3 + 8 + 10:  8+13+5 = 26  27+36+26 = 89  69,55+90,45+66,05 = 226,05  3/2/3
 *   Player 05  4 + 9 + 9:  11+10+10 = 31 32+33+33 = 98  86,50+86,56+86,56 = 259,62  4/4/0
 *   Player 06  5 + 10 + 8:  6+5+13 = 24  26+26+36 = 88  67,64+66,05+90,45 = 224,14  2/4/2
 *   Player 07  6 + 11 + 7:  5+9+8  = 22  24+31+29 = 84  62,75+77,72+72,32 = 212,79  2/2/4
 *   Player 08  7 + 12 + 6:  8+10+5 = 23  29+33+24 = 86  72,32+86,56+62,75 = 221,63  2/3/3
 *   Player 09  8 + 13 + 5: 13+11+6 = 30  36+34+26 = 96  90,45+86,36+67,64 = 244,45  4/3/1
 *   Player 10  9 + 0 + 4:  10+7+11 = 28  33+25+32 = 90  86,56+67,58+86,50 = 240,64  4/2/0
 *   Player 11  10 + 1 + 3:  5+6+8  = 19  26+26+27 = 79  66,05+68,16+69,55 = 203,76  1/2/5
 *   Player 12  11 + 2 + 2:  9+5+5  = 19  31+26+26 = 83  77,72+65,52+65,52 = 208,76  1/3/5
 *   Player 13  12 + 3 + 1: 10+8+6  = 24  33+27+26 = 86  86,56+69,55+68,16 = 224,27  2/3/3
 *   Player 14  13 + 4 + 0: 11+11+7 = 29  34+32+25 = 91  86,36+86,50+67,58 = 240,44  5/0/1
 *
 * Ranking: Player 05 (31 TP), 09 (30), 14 (29), 10 (28), 04 (26); three
 * with 24 TP: 06 (88 VP), then 13 and 01 (86 and 85 VP); 08 (23); 03
 * and 07 with 22 TP, 03 on VP (86 to 84); 02 (21); 12 and 11 with 19 TP,
 * 12 on VP (83 to 79). Player 14 has the most 1st places but no more TP.
 */
static const struct {
  const char *id;
  const char *figures;
} season_abc[] = {
  { "s5", "31/98/259.62%/4/4/0/3" },
  { "s9", "30/96/244.45%/4/3/1/3" },
  { "s14", "29/91/240.44%/5/0/1/3" },
  { "s10", "28/90/240.64%/4/2/0/3" },
  { "s4", "26/89/226.05%/3/2/3/3" },
  { "s6", "24/88/224.14%/2/4/2/3" },
  { "s13", "24/86/224.27%/2/3/3/3" },
  { "s1", "24/85/221.58%/3/2/1/3" },
  { "s8", "23/86/221.63%/2/3/3/3" },
  { "s3", "22/86/215.56%/2/3/3/3" },
  { "s7", "22/84/212.79%/2/2/4/3" },
  { "s2", "21/83/217.47%/1/3/5/3" },
  { "s12", "19/83/208.76%/1/3/5/3" },
  { "s11", "19/79/203.76%/1/2/5/3" },
};

typedef enum
{
  EVENT_A,
  EVENT_B,
  EVENT_C,
} Which;

/* Event B and C change how the names are written: the season still finds
 * the same people. */
static TavEvent *
make_event (Which which)
{
  static const char *names[] = { "Sofia", "Plovdiv", "Varna" };
  static const char *dates[] = { "2026-03-14", "2026-04-18", "2026-05-23" };
  guint player_at[14];
  TavEvent *event = tav_test_catan_event (names[which], 14, 1000 + which);

  tav_event_set_date (event, dates[which]);
  for (guint i = 0; i < 14; i++)
    {
      guint position = which == EVENT_A ? i : which == EVENT_B ? (i + 5) % 14 : 13 - i;

      player_at[position] = i;
    }
  if (which == EVENT_C)
    for (guint i = 0; i < 14; i++)
      {
        g_autofree char *id = g_strdup_printf ("p%u", i + 1);
        g_autofree char *name = g_strdup_printf ("  PLAYER   %02u ", i + 1);

        g_assert_true (tav_event_rename_player (event, id, name, NULL));
      }
  tav_test_catan_play_seated (event, player_at);
  return event;
}

/* A replacement is asked for only where it is expected. */
static void
add_event (TavSeason       *season,
           TavEvent        *event,
           TavSeasonImport  expected)
{
  g_autoptr(GError) error = NULL;
  const TavSeasonTournament *tournament = NULL;

  g_assert_cmpint (tav_season_add_event (season, event, "event.tavolo",
                                         expected == TAV_SEASON_IMPORT_REPLACED,
                                         &tournament, &error), ==,
                   expected);
  g_assert_no_error (error);
  g_assert_nonnull (tournament);
  g_assert_cmpuint (tournament->seed, ==, tav_event_get_seed (event));
}

static char *
figures (TavStandings *standings,
         guint         row)
{
  int column = tav_standings_find_column (standings, "result");

  return tav_standings_format_value (standings, column,
                                     tav_standings_row_get_value (tav_standings_get_row (standings, row),
                                                                  column));
}

static void
check_abc (TavSeason *season)
{
  g_autoptr(TavStandings) standings = tav_season_compute_standings (season);

  g_assert_cmpstr (tav_standings_get_title (standings), ==, "Ranking after 3 tournaments");
  g_assert_cmpuint (tav_standings_get_n_rows (standings), ==, G_N_ELEMENTS (season_abc));
  for (guint i = 0; i < G_N_ELEMENTS (season_abc); i++)
    {
      TavStandingsRow *row = tav_standings_get_row (standings, i);
      g_autofree char *text = figures (standings, i);

      g_assert_cmpstr (tav_player_get_id (tav_standings_row_get_player (row)), ==, season_abc[i].id);
      g_assert_cmpuint (tav_standings_row_get_rank (row), ==, i + 1);
      g_assert_cmpstr (text, ==, season_abc[i].figures);
    }
}

static void
test_hand_computation (void)
{
  g_autoptr(TavSeason) season = tav_season_new ("catan-bg", "Ранглиста 2026");
  g_autoptr(TavEvent) a = make_event (EVENT_A);
  g_autoptr(TavEvent) b = make_event (EVENT_B);
  g_autoptr(TavEvent) c = make_event (EVENT_C);
  const TavSeasonTournament *tournament;

  add_event (season, a, TAV_SEASON_IMPORT_ADDED);
  add_event (season, b, TAV_SEASON_IMPORT_ADDED);
  add_event (season, c, TAV_SEASON_IMPORT_ADDED);
  g_assert_cmpuint (tav_season_get_n_tournaments (season), ==, 3);
  /* One season player each, named as in the first event. */
  g_assert_cmpuint (tav_season_get_n_players (season), ==, 14);
  g_assert_cmpstr (tav_season_lookup_player (season, "player 05")->id, ==, "s5");
  g_assert_cmpstr (tav_season_lookup_player (season, "PLAYER 05")->name, ==, "Player 05");
  tournament = tav_season_get_tournament (season, 2);
  g_assert_cmpstr (tournament->id, ==, "t3");
  g_assert_cmpstr (tournament->name, ==, "Varna");
  g_assert_cmpstr (tournament->date, ==, "2026-05-23");
  g_assert_cmpuint (tournament->results->len, ==, 14);
  g_assert_true (json_object_has_member (tournament->params, "rounds") == FALSE);
  check_abc (season);
}

/* ---- Importing again, correcting, removing ------------------------------- */

static void
set_round3_table3 (TavEvent *event)
{
  static const guint vp[] = { 13, 8, 10 }, place[] = { 1, 3, 2 };
  g_autoptr(JsonObject) result = tav_test_catan_result (3, vp, place, NULL, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_true (tav_event_set_result (event, tav_event_find_stage (event, "ranking"), 3, 3,
                                       result, &error));
  g_assert_no_error (error);
}

static void
expect_row (TavSeason  *season,
            const char *id,
            const char *expected)
{
  g_autoptr(TavStandings) standings = tav_season_compute_standings (season);

  for (guint i = 0; i < tav_standings_get_n_rows (standings); i++)
    if (g_strcmp0 (tav_player_get_id (tav_standings_row_get_player (tav_standings_get_row (standings, i))), id) == 0)
      {
        g_autofree char *text = figures (standings, i);

        g_assert_cmpstr (text, ==, expected);
        return;
      }
  g_error ("%s is not in the season ranking", id);
}

/* What the room may see while Varna (event C) is open: until its ranking
 * is published, the season of Sofia and Plovdiv alone. Player 05 then
 * has positions 4 and 9: 11 + 10 = 21 TP, 32 + 33 = 65 VP, 86,50 + 86,56
 * = 173,06 %, 2 + 1 first and 0 + 2 second places, 2 tournaments. */
static void
test_public_during_event (void)
{
  g_autoptr(TavSeason) season = tav_season_new ("catan-bg", "Ранглиста 2026");
  g_autoptr(TavEvent) a = make_event (EVENT_A);
  g_autoptr(TavEvent) b = make_event (EVENT_B);
  g_autoptr(TavEvent) c = make_event (EVENT_C);
  g_autoptr(TavEvent) other = make_event (EVENT_C);
  g_autoptr(TavSeason) shown = NULL;
  g_autoptr(TavSeason) whole = NULL;
  g_autoptr(TavSeason) unrelated = NULL;

  add_event (season, a, TAV_SEASON_IMPORT_ADDED);
  add_event (season, b, TAV_SEASON_IMPORT_ADDED);
  add_event (season, c, TAV_SEASON_IMPORT_ADDED);
  g_assert_false (tav_event_is_ranking_public (c));
  g_assert_true (tav_season_find_secret (season, c) == tav_season_get_tournament (season, 2));

  shown = tav_season_dup_public (season, c);
  g_assert_true (shown != season);
  g_assert_cmpuint (tav_season_get_n_tournaments (shown), ==, 2);
  g_assert_null (tav_season_find_event (shown, c));
  expect_row (shown, "s5", "21/65/173.06%/3/2/0/2");
  /* The season itself is left whole. */
  check_abc (season);

  /* Another event, or none: nothing to keep back. */
  tav_event_set_event_id (other, "0123456789abcdef0123456789abcdef");
  tav_event_set_seed (other, 99);
  g_assert_null (tav_season_find_secret (season, other));
  unrelated = tav_season_dup_public (season, other);
  g_assert_true (unrelated == season);
  g_assert_null (tav_season_find_secret (season, NULL));

  tav_event_set_published (c, TRUE);
  g_assert_null (tav_season_find_secret (season, c));
  whole = tav_season_dup_public (season, c);
  g_assert_true (whole == season);
}

static void
test_reimport (void)
{
  g_autoptr(TavSeason) season = tav_season_new ("catan-bg", "Season");
  g_autoptr(TavEvent) a = make_event (EVENT_A);
  g_autoptr(TavEvent) b = make_event (EVENT_B);
  g_autoptr(TavEvent) c = make_event (EVENT_C);
  g_autoptr(TavEvent) other = NULL;
  g_autoptr(TavEvent) unfinished = NULL;
  g_autoptr(TavEvent) bang = tav_event_new ("bang-2011", "BANG!");
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;

  add_event (season, a, TAV_SEASON_IMPORT_ADDED);
  add_event (season, b, TAV_SEASON_IMPORT_ADDED);
  add_event (season, c, TAV_SEASON_IMPORT_ADDED);

  /* The same file again changes nothing. */
  before = tav_season_to_data (season, NULL);
  add_event (season, b, TAV_SEASON_IMPORT_UNCHANGED);
  {
    g_autofree char *after = tav_season_to_data (season, NULL);

    g_assert_cmpstr (after, ==, before);
  }

  /* A corrected result in B, round 3, table 3 (positions 7, 11, 1: Player
   * 03, Player 07, Player 11): Player 07 is 3rd with 8 instead of 2nd with
   * 10, Player 11 2nd with 10. Player 07: 22 − 1 TP, 84 − 2 VP, 212,79 −
   * 24,39 + 19,51 %, a 2nd place less and a 3rd more; Player 11 the other
   * way round. Counted once: still 3 tournaments each. */
  set_round3_table3 (b);
  /* Not without the organiser's word. */
  g_assert_cmpint (tav_season_add_event (season, b, "event.tavolo", FALSE, NULL, &error), ==,
                   TAV_SEASON_IMPORT_FAILED);
  g_assert_error (error, TAV_SEASON_ERROR, TAV_SEASON_ERROR_EXISTS);
  g_assert_cmpstr (error->message, ==,
                   "“Plovdiv” is already in the season as t2 (imported from “event.tavolo”) with other results: replacing them needs a confirmation");
  g_clear_error (&error);
  {
    g_autofree char *after = tav_season_to_data (season, NULL);

    g_assert_cmpstr (after, ==, before);
  }
  add_event (season, b, TAV_SEASON_IMPORT_REPLACED);
  g_assert_cmpuint (tav_season_get_n_tournaments (season), ==, 3);
  g_assert_cmpstr (tav_season_get_tournament (season, 1)->id, ==, "t2");
  expect_row (season, "s7", "21/82/207.91%/2/1/5/3");
  expect_row (season, "s11", "20/81/208.64%/1/3/4/3");
  expect_row (season, "s5", "31/98/259.62%/4/4/0/3");

  /* Out and in again. */
  g_assert_true (tav_season_remove_tournament (season, "t2", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tav_season_count_participations (season, "s7"), ==, 2);
  /* Player 07 without B: positions 6 and 7, 5 + 8 TP. */
  expect_row (season, "s7", "13/53/135.07%/1/1/3/2");
  g_assert_false (tav_season_remove_tournament (season, "t2", &error));
  g_assert_error (error, TAV_SEASON_ERROR, TAV_SEASON_ERROR_NOT_FOUND);
  g_clear_error (&error);
  add_event (season, b, TAV_SEASON_IMPORT_ADDED);
  g_assert_cmpstr (tav_season_get_tournament (season, 2)->id, ==, "t4");
  expect_row (season, "s7", "21/82/207.91%/2/1/5/3");
  g_assert_cmpuint (tav_season_count_participations (season, "s7"), ==, 3);
  g_assert_true (tav_season_find_file (season, "/somewhere/else/event.tavolo") != NULL);

  /* Another event with B's seed and name, given by hand: its own event
   * id tells it apart, so it is a tournament of its own. */
  other = make_event (EVENT_A);
  tav_event_set_seed (other, tav_event_get_seed (b));
  tav_event_set_name (other, "Plovdiv");
  g_assert_cmpstr (tav_event_get_event_id (other), !=, tav_event_get_event_id (b));
  g_assert_cmpint (tav_season_add_event (season, other, NULL, FALSE, NULL, &error), ==,
                   TAV_SEASON_IMPORT_ADDED);
  g_assert_no_error (error);
  g_assert_cmpuint (tav_season_get_n_tournaments (season), ==, 4);
  g_assert_true (tav_season_find_event (season, other) == tav_season_get_tournament (season, 3));
  g_assert_true (tav_season_find_event (season, b) == tav_season_get_tournament (season, 2));
  g_assert_true (tav_season_validate (season, NULL));
  g_assert_true (tav_season_remove_tournament (season, "t5", NULL));

  /* A file older than event ids is known by its seed: with another name
   * and date it is another event, refused, not replaced. */
  tav_event_set_event_id (other, "");
  tav_event_set_name (other, "Burgas");
  g_assert_cmpint (tav_season_add_event (season, other, NULL, FALSE, NULL, &error), ==, TAV_SEASON_IMPORT_FAILED);
  g_assert_error (error, TAV_SEASON_ERROR, TAV_SEASON_ERROR_CONFLICT);
  g_assert_nonnull (strstr (error->message, "has the same seed as the tournament t4"));
  g_clear_error (&error);

  /* Only finished tournaments of the season's ruleset. */
  unfinished = tav_test_catan_event ("Unfinished", 8, 77);
  g_assert_true (tav_event_draw_round (unfinished, NULL));
  g_assert_cmpint (tav_season_add_event (season, unfinished, NULL, FALSE, NULL, &error), ==,
                   TAV_SEASON_IMPORT_FAILED);
  g_assert_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE);
  g_assert_cmpstr (error->message, ==, "“Unfinished” is not finished: 0 of 3 rounds have all their results");
  g_clear_error (&error);
  g_assert_cmpint (tav_season_add_event (season, bang, NULL, FALSE, NULL, &error), ==, TAV_SEASON_IMPORT_FAILED);
  g_assert_error (error, TAV_SEASON_ERROR, TAV_SEASON_ERROR_REFUSED);
  g_assert_nonnull (strstr (error->message, "ranks catan-bg tournaments"));
  g_assert_cmpuint (tav_season_get_n_tournaments (season), ==, 3);
}

/* ---- The 300 TP rule ----------------------------------------------------- */

static const char carried_season[] =
  "{\n"
  "  \"format\": \"tavolo-season\",\n"
  "  \"version\": 1,\n"
  "  \"season\": { \"name\": \"Ранглиста\", \"ruleset\": \"catan-bg\" },\n"
  "  \"players\": [\n"
  "    { \"id\": \"s1\", \"name\": \"Player 09\", \"aliases\": [],\n"
  "      \"carried\": { \"participations\": 30,\n"
  "                   \"values\": { \"tp\": 290, \"vp\": 900, \"vp_share_bp\": 250000,\n"
  "                               \"first\": 20, \"second\": 10, \"third\": 5, \"games\": 90 } } }\n"
  "  ]\n"
  "}\n";

static TavSeason *
load_text (const char *text)
{
  g_autoptr(GError) error = NULL;
  TavSeason *season = tav_season_load_data (text, strlen (text), &error);

  g_assert_no_error (error);
  return season;
}

static void
test_permanent (void)
{
  g_autoptr(TavSeason) season = load_text (carried_season);
  g_autoptr(TavEvent) a = make_event (EVENT_A);
  g_autoptr(TavStandings) standings = NULL;
  g_autoptr(TavStandings) permanent = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  guint last;

  /* 290 TP carried over: he may still play. */
  g_assert_true (tav_season_check_player (season, "Player 09", &error));
  g_assert_no_error (error);
  standings = tav_season_compute_standings (season);
  g_assert_cmpuint (tav_standings_get_n_rows (standings), ==, 1);
  g_clear_object (&standings);

  /* 13 more in Sofia: 303, the permanent ranking. */
  add_event (season, a, TAV_SEASON_IMPORT_ADDED);
  g_assert_false (tav_season_check_player (season, "player 09", &error));
  g_assert_error (error, TAV_SEASON_ERROR, TAV_SEASON_ERROR_REFUSED);
  g_assert_cmpstr (error->message, ==,
                   "Player 09 has 303 TP in the ranking of “Ранглиста” (300 or more) and has moved to the permanent ranking: ranking tournaments are closed to this player");
  g_clear_error (&error);
  g_assert_true (tav_season_check_player (season, "Player 01", &error));

  /* Listed after the ranked players, unranked. */
  standings = tav_season_compute_standings (season);
  last = tav_standings_get_n_rows (standings) - 1;
  g_assert_cmpuint (last, ==, 13);
  g_assert_cmpstr (tav_player_get_name (tav_standings_row_get_player (tav_standings_get_row (standings, last))), ==, "Player 09");
  g_assert_cmpuint (tav_standings_row_get_rank (tav_standings_get_row (standings, last)), ==, 0);
  g_assert_cmpstr (tav_standings_row_get_note (tav_standings_get_row (standings, last)), ==, "Permanent ranking");
  g_assert_cmpstr (tav_player_get_name (tav_standings_row_get_player (tav_standings_get_row (standings, 0))), ==, "Player 14");
  g_assert_cmpuint (tav_standings_row_get_rank (tav_standings_get_row (standings, 0)), ==, 1);

  /* The permanent ranking: 290 + 13 TP, 900 + 36 VP, 2500 + 90,45 %,
   * 20 + 2 first, 10 + 1 second and 5 third places, 30 + 1 tournaments. */
  permanent = tav_season_compute_permanent (season);
  g_assert_cmpuint (tav_standings_get_n_rows (permanent), ==, 1);
  g_assert_cmpstr (tav_standings_get_title (permanent), ==, "Permanent ranking: 300 TP or more");
  text = figures (permanent, 0);
  g_assert_cmpstr (text, ==, "303/936/2590.45%/22/11/5/31");
  g_assert_cmpuint (tav_standings_row_get_rank (tav_standings_get_row (permanent, 0)), ==, 1);

  /* The rule follows the results: without Sofia he is back at 290. */
  g_assert_true (tav_season_remove_tournament (season, "t1", NULL));
  g_assert_true (tav_season_check_player (season, "Player 09", NULL));
  /* Carried values keep him in the season when his tournaments go. */
  g_assert_nonnull (tav_season_lookup_player (season, "Player 09"));
  g_assert_null (tav_season_lookup_player (season, "Player 01"));

  /* The threshold is a season parameter; 0: no permanent ranking. */
  add_event (season, a, TAV_SEASON_IMPORT_ADDED);
  g_assert_true (tav_season_set_param (season, "permanent_tp", "0", NULL));
  g_assert_true (tav_season_check_player (season, "Player 09", NULL));
  g_assert_true (tav_season_set_param (season, "permanent_tp", "13", NULL));
  g_assert_false (tav_season_check_player (season, "Player 09", NULL));
  g_assert_false (tav_season_set_param (season, "permanent_tp", "-1", &error));
  g_assert_error (error, TAV_FIELD_ERROR, TAV_FIELD_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (tav_season_set_param (season, "speed", "1", &error));
  g_assert_error (error, TAV_SEASON_ERROR, TAV_SEASON_ERROR_NOT_FOUND);
}

/* ---- Imports the rules close ------------------------------------------------ */

/* A player in the permanent ranking or excluded may not play a ranking
 * tournament: one in which he played all the same (registered without
 * --season) is refused, naming him; what counts is the state before it. */
static void
test_closed_entries (void)
{
  g_autoptr(TavSeason) season = load_text (carried_season);
  g_autoptr(TavSeason) reversed = load_text (carried_season);
  g_autoptr(TavEvent) a = make_event (EVENT_A);
  g_autoptr(TavEvent) b = make_event (EVENT_B);
  g_autoptr(TavEvent) c = make_event (EVENT_C);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;

  /* Player 09: 290 carried + 13 in Sofia (2026-03-14) = 303 TP; Plovdiv
   * (2026-04-18) came after he moved to the permanent ranking. */
  add_event (season, a, TAV_SEASON_IMPORT_ADDED);
  before = tav_season_to_data (season, NULL);
  g_assert_cmpint (tav_season_add_event (season, b, "b.tavolo", FALSE, NULL, &error), ==,
                   TAV_SEASON_IMPORT_FAILED);
  g_assert_error (error, TAV_SEASON_ERROR, TAV_SEASON_ERROR_REFUSED);
  g_assert_cmpstr (error->message, ==,
                   "“Plovdiv” cannot count in “Ранглиста”: ranking tournaments are closed to players who played in it: "
                   "Player 09 has 303 TP in the ranking of “Ранглиста” (300 or more) and has moved to the permanent ranking: ranking tournaments are closed to this player. "
                   "Remove them from the event (players remove) or lift the exclusion first");
  g_clear_error (&error);
  {
    g_autofree char *after = tav_season_to_data (season, NULL);

    g_assert_cmpstr (after, ==, before);
  }

  /* Imported in the other order, Plovdiv first: 290 + 11 = 301 after it,
   * and Sofia, played before Plovdiv, still counts (290 before it). */
  add_event (reversed, b, TAV_SEASON_IMPORT_ADDED);
  add_event (reversed, a, TAV_SEASON_IMPORT_ADDED);
  g_assert_cmpuint (tav_season_get_n_tournaments (reversed), ==, 2);

  /* Excluded after Sofia: Varna (2026-05-23) is refused, naming him and
   * Player 09 (303 TP before Varna); a correction of Sofia, dated on the
   * day of the exclusion, is not. */
  g_assert_true (tav_season_exclude (season, "Player 03", "Left the tournament in Sofia",
                                     "2026-03-14", NULL));
  g_assert_cmpint (tav_season_add_event (season, c, "c.tavolo", FALSE, NULL, &error), ==,
                   TAV_SEASON_IMPORT_FAILED);
  g_assert_error (error, TAV_SEASON_ERROR, TAV_SEASON_ERROR_REFUSED);
  g_assert_nonnull (strstr (error->message, ": Player 03 is excluded since 2026-03-14 (Left the tournament in Sofia); Player 09 has 303 TP"));
  g_clear_error (&error);
  set_round3_table3 (a);
  add_event (season, a, TAV_SEASON_IMPORT_REPLACED);

  /* The rule lifted, both count. */
  g_assert_true (tav_season_set_param (season, "permanent_tp", "0", NULL));
  g_assert_true (tav_season_lift_exclusion (season, "Player 03", NULL));
  add_event (season, c, TAV_SEASON_IMPORT_ADDED);
}

/* ---- Excluded players, aliases --------------------------------------------- */

static void
test_excluded (void)
{
  g_autoptr(TavSeason) season = tav_season_new ("catan-bg", "Ранглиста 2026");
  g_autoptr(TavEvent) a = make_event (EVENT_A);
  g_autoptr(TavStandings) standings = NULL;
  g_autoptr(GError) error = NULL;

  add_event (season, a, TAV_SEASON_IMPORT_ADDED);
  g_assert_true (tav_season_exclude (season, "player 03", "Left the tournament in Sofia",
                                     "2026-03-14", &error));
  g_assert_no_error (error);
  g_assert_false (tav_season_check_player (season, "PLAYER  03", &error));
  g_assert_error (error, TAV_SEASON_ERROR, TAV_SEASON_ERROR_REFUSED);
  g_assert_cmpstr (error->message, ==,
                   "Player 03 is excluded from the ranking tournaments of “Ранглиста 2026” since 2026-03-14 (Left the tournament in Sofia) and cannot be registered");
  g_clear_error (&error);
  /* His results stay, marked. */
  standings = tav_season_compute_standings (season);
  for (guint i = 0; i < tav_standings_get_n_rows (standings); i++)
    {
      TavStandingsRow *row = tav_standings_get_row (standings, i);

      if (g_str_equal (tav_player_get_id (tav_standings_row_get_player (row)), "s3"))
        g_assert_cmpstr (tav_standings_row_get_note (row), ==, "Excluded");
    }

  /* Somebody the season has not seen yet. */
  g_assert_true (tav_season_exclude (season, "Новак Новаков", "Cheating", NULL, &error));
  g_assert_false (tav_season_check_player (season, "новак новаков", &error));
  g_assert_nonnull (strstr (error->message, "(Cheating) and cannot be registered"));
  g_clear_error (&error);
  g_clear_object (&standings);
  standings = tav_season_compute_standings (season);
  g_assert_cmpuint (tav_standings_get_n_rows (standings), ==, 14);

  g_assert_false (tav_season_exclude (season, "s3", "Again", NULL, &error));
  g_assert_error (error, TAV_SEASON_ERROR, TAV_SEASON_ERROR_CONFLICT);
  g_clear_error (&error);
  g_assert_false (tav_season_exclude (season, "Player 04", "  ", NULL, &error));
  g_assert_error (error, TAV_SEASON_ERROR, TAV_SEASON_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (tav_season_exclude (season, "Player 04", "Late", "2026-02-30", &error));
  g_assert_error (error, TAV_SEASON_ERROR, TAV_SEASON_ERROR_INVALID);
  g_clear_error (&error);

  /* Lifted: he may play again; the stranger is forgotten with it. */
  g_assert_true (tav_season_lift_exclusion (season, "Player 03", &error));
  g_assert_true (tav_season_check_player (season, "Player 03", NULL));
  g_assert_true (tav_season_lift_exclusion (season, "Новак Новаков", &error));
  g_assert_null (tav_season_lookup_player (season, "Новак Новаков"));
  g_assert_false (tav_season_lift_exclusion (season, "Player 03", &error));
  g_assert_error (error, TAV_SEASON_ERROR, TAV_SEASON_ERROR_NOT_FOUND);
}

static void
test_aliases (void)
{
  g_autoptr(TavSeason) season = tav_season_new ("catan-bg", "Season");
  g_autoptr(TavEvent) a = make_event (EVENT_A);
  g_autoptr(TavEvent) c = make_event (EVENT_C);
  g_autoptr(GError) error = NULL;
  const TavSeasonPlayer *player;

  /* In Varna Player 01 registered in Latin letters of another spelling. */
  g_assert_true (tav_event_rename_player (c, "p1", "P. One", NULL));
  add_event (season, a, TAV_SEASON_IMPORT_ADDED);
  add_event (season, c, TAV_SEASON_IMPORT_ADDED);
  g_assert_cmpuint (tav_season_get_n_players (season), ==, 15);
  g_assert_cmpuint (tav_season_count_participations (season, "s1"), ==, 1);

  /* One person: the results of "P. One" become Player 01's. */
  g_assert_true (tav_season_add_alias (season, "Player 01", "p. one", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tav_season_get_n_players (season), ==, 14);
  player = tav_season_lookup_player (season, "P. ONE");
  g_assert_cmpstr (player->id, ==, "s1");
  g_assert_cmpstr (player->aliases[0], ==, "P. One");
  g_assert_cmpuint (tav_season_count_participations (season, "s1"), ==, 2);
  /* Importing Varna again finds him by the alias. */
  add_event (season, c, TAV_SEASON_IMPORT_UNCHANGED);

  g_assert_false (tav_season_add_alias (season, "Player 02", "player 03", &error));
  g_assert_error (error, TAV_SEASON_ERROR, TAV_SEASON_ERROR_CONFLICT);
  g_assert_nonnull (strstr (error->message, "both played in “Sofia”"));
  g_clear_error (&error);
  g_assert_false (tav_season_add_alias (season, "Player 02", "PLAYER 02", &error));
  g_assert_error (error, TAV_SEASON_ERROR, TAV_SEASON_ERROR_CONFLICT);
  g_clear_error (&error);
  g_assert_false (tav_season_add_alias (season, "Nobody", "Somebody", &error));
  g_assert_error (error, TAV_SEASON_ERROR, TAV_SEASON_ERROR_NOT_FOUND);
  g_clear_error (&error);

  /* A new spelling nobody uses yet. */
  g_assert_true (tav_season_add_alias (season, "s2", "Play Two", NULL));
  g_assert_cmpstr (tav_season_lookup_player (season, "play two")->id, ==, "s2");
}

/* ---- The file ------------------------------------------------------------ */

static void
test_round_trip (void)
{
  g_autoptr(TavSeason) season = tav_season_new ("catan-bg", "Ранглиста \"2026\"\n");
  g_autoptr(TavEvent) a = make_event (EVENT_A);
  g_autoptr(TavEvent) b = make_event (EVENT_B);
  g_autoptr(TavSeason) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *again = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tavolo-season-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "season.json", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autofree char *first = NULL;
  g_autofree char *kept = NULL;

  g_assert_true (tav_season_set_param (season, "permanent_tp", "250", NULL));
  g_assert_true (tav_event_set_param (a, "target_vp", "13", NULL));
  add_event (season, a, TAV_SEASON_IMPORT_ADDED);
  g_assert_cmpint (tav_result_get_int (tav_season_get_tournament (season, 0)->params, "target_vp"), ==, 13);
  add_event (season, b, TAV_SEASON_IMPORT_ADDED);
  g_assert_true (tav_season_exclude (season, "Player 04", "Left\tearly", "2026-04-18", NULL));
  g_assert_true (tav_season_add_alias (season, "Player 05", "Петър Пети", NULL));

  data = tav_season_to_data (season, NULL);
  g_assert_true (g_str_has_prefix (data, "{\n  \"format\" : \"tavolo-season\",\n  \"version\" : 1,"));
  loaded = tav_season_load_data (data, strlen (data), &error);
  g_assert_no_error (error);
  again = tav_season_to_data (loaded, NULL);
  g_assert_cmpstr (again, ==, data);
  g_assert_cmpint (tav_season_get_param_int (loaded, "permanent_tp"), ==, 250);
  g_assert_cmpstr (tav_season_get_name (loaded), ==, "Ранглиста \"2026\"\n");

  /* Saved whole, the previous version kept as FILE~. */
  g_assert_true (tav_season_save_file (season, path, TRUE, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (backup, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_get_contents (path, &first, NULL, NULL));
  g_assert_cmpstr (first, ==, data);
  g_assert_true (tav_season_remove_tournament (season, "t1", NULL));
  g_assert_true (tav_season_save_file (season, path, TRUE, &error));
  g_assert_true (g_file_get_contents (backup, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, data);
  g_clear_object (&loaded);
  loaded = tav_season_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tav_season_get_n_tournaments (loaded), ==, 1);

  g_assert_null (tav_season_load_file ("/nonexistent/season.json", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);

  g_unlink (path);
  g_unlink (backup);
  g_rmdir (dir);
}

/* A valid season to break, member by member. */
#define HEAD "{\"format\":\"tavolo-season\",\"version\":1,\"season\":{\"name\":\"S\",\"ruleset\":\"catan-bg\"}"
#define VALUES "{\"tp\":5,\"vp\":13,\"vp_share_bp\":4063,\"first\":1,\"second\":0,\"third\":0,\"games\":1}"
#define PLAYERS ",\"players\":[{\"id\":\"s1\",\"name\":\"Ann\"},{\"id\":\"s2\",\"name\":\"Bob\"}]"
#define RESULT(player, event_player) \
  "{\"player\":\"" player "\",\"event_player\":\"" event_player "\",\"name\":\"Ann\",\"rank\":1,\"values\":" VALUES "}"
#define TOURNAMENT(id, seed, results) \
  "{\"id\":\"" id "\",\"seed\":" seed ",\"name\":\"Sofia\",\"players\":2,\"results\":[" results "]}"

static void
test_bad_files (void)
{
  static const struct {
    const char *text;
    int         code;
    const char *message;
  } cases[] = {
    { "", TAV_SEASON_ERROR_NOT_SEASON, "Not a Tavolo season: the file is empty" },
    { " \n ", TAV_SEASON_ERROR_NOT_SEASON, "the file is empty" },
    { "[]", TAV_SEASON_ERROR_NOT_SEASON, "the file must hold a JSON object" },
    { "{\"format\":\"tavolo\",\"version\":1}", TAV_SEASON_ERROR_NOT_SEASON,
      "This is a Tavolo event, not a season" },
    { "{\"format\":\"league\",\"version\":1}", TAV_SEASON_ERROR_NOT_SEASON,
      "“format” must be “tavolo-season”" },
    { "{\"format\":\"tavolo-season\",\"version\":2,\"what\":1}", TAV_SEASON_ERROR_NEWER_VERSION,
      "newer Tavolo (season format version 2)" },
    { "{\"format\":\"tavolo-season\",\"version\":0}", TAV_SEASON_ERROR_INVALID,
      "version: expected a whole number of at least 1" },
    { "{\"format\":\"tavolo-season\",\"version\":012}", TAV_SEASON_ERROR_SYNTAX, "line 1, column" },
    { "{\"format\":\"tavolo-season\",\"version\":1,}", TAV_SEASON_ERROR_SYNTAX, "not valid JSON" },
    { "{\"format\":\"tavolo-season\",\"version\":1,\"seed\":99999999999999999999}",
      TAV_SEASON_ERROR_SYNTAX, "not valid JSON" },
    { "{\"format\":\"tavolo-season\",\"version\":1}", TAV_SEASON_ERROR_INVALID, "season: missing" },
    { HEAD ",\"extra\":1}", TAV_SEASON_ERROR_INVALID, "extra: unknown field" },
    { "{\"format\":\"tavolo-season\",\"version\":1,\"season\":{\"name\":\"S\",\"ruleset\":\"chess\"}}",
      TAV_SEASON_ERROR_INVALID, "season.ruleset: unknown ruleset “chess”" },
    { "{\"format\":\"tavolo-season\",\"version\":1,\"season\":{\"name\":\"S\",\"ruleset\":\"bang-2011\"}}",
      TAV_SEASON_ERROR_INVALID, "season.ruleset: the ruleset “bang-2011” has no season ranking" },
    { "{\"format\":\"tavolo-season\",\"version\":1,\"season\":{\"ruleset\":\"catan-bg\"}}",
      TAV_SEASON_ERROR_INVALID, "season.name: missing" },
    { "{\"format\":\"tavolo-season\",\"version\":1,\"season\":{\"name\":\"S\",\"ruleset\":\"catan-bg\",\"params\":{\"permanent_tp\":\"300\"}}}",
      TAV_SEASON_ERROR_INVALID, "season.params.permanent_tp: expected a whole number" },
    { "{\"format\":\"tavolo-season\",\"version\":1,\"season\":{\"name\":\"S\",\"ruleset\":\"catan-bg\",\"params\":{\"rounds\":3}}}",
      TAV_SEASON_ERROR_INVALID, "season.params.rounds: unknown parameter" },
    { HEAD ",\"players\":{}}", TAV_SEASON_ERROR_INVALID, "players: expected a list" },
    { HEAD ",\"players\":[{\"id\":\"s1\"}]}", TAV_SEASON_ERROR_INVALID, "players[0].name: missing" },
    { HEAD ",\"players\":[{\"id\":\"s1\",\"name\":\"  \"}]}", TAV_SEASON_ERROR_INVALID,
      "players[0].name: a name is needed" },
    { HEAD ",\"players\":[{\"id\":\"s1\",\"name\":\"Ann\"},{\"id\":\"s1\",\"name\":\"Bob\"}]}",
      TAV_SEASON_ERROR_INVALID, "players[1].id: “s1” is empty or used twice" },
    { HEAD ",\"players\":[{\"id\":\"s1\",\"name\":\"Ann\"},{\"id\":\"s2\",\"name\":\"Bob\",\"aliases\":[\"ANN\"]}]}",
      TAV_SEASON_ERROR_INVALID, "players[1].aliases[0]: “ANN” is also a name of the season player “s1”" },
    { HEAD ",\"players\":[{\"id\":\"s1\",\"name\":\"Ann\",\"aliases\":[1]}]}",
      TAV_SEASON_ERROR_INVALID, "players[0].aliases[0]: expected a name" },
    { HEAD ",\"players\":[{\"id\":\"s1\",\"name\":\"Ann\",\"carried\":{\"values\":{}}}]}",
      TAV_SEASON_ERROR_INVALID, "players[0].carried.participations: missing" },
    { HEAD ",\"players\":[{\"id\":\"s1\",\"name\":\"Ann\",\"carried\":{\"participations\":1,\"values\":{\"tp\":-1}}}]}",
      TAV_SEASON_ERROR_INVALID, "players[0].carried.values.tp: -1 is out of range" },
    { HEAD PLAYERS ",\"tournaments\":[" TOURNAMENT ("t1", "7", RESULT ("s3", "p1")) "]}",
      TAV_SEASON_ERROR_INVALID, "tournaments[0].results[0].player: unknown season player “s3”" },
    { HEAD PLAYERS ",\"tournaments\":[" TOURNAMENT ("t1", "7", RESULT ("s1", "p1") "," RESULT ("s1", "p2")) "]}",
      TAV_SEASON_ERROR_INVALID, "tournaments[0].results[1].player: “s1” has two results in this tournament" },
    { HEAD PLAYERS ",\"tournaments\":[" TOURNAMENT ("t1", "7", RESULT ("s1", "p1") "," RESULT ("s2", "p1")) "]}",
      TAV_SEASON_ERROR_INVALID, "tournaments[0].results[1].event_player: “p1” is empty or used twice" },
    { HEAD PLAYERS ",\"tournaments\":[" TOURNAMENT ("t1", "7", RESULT ("s1", "p1")) ","
      TOURNAMENT ("t2", "7", RESULT ("s1", "p1")) "]}",
      TAV_SEASON_ERROR_INVALID, "tournaments[1].seed: the event was imported twice (also as “t1”)" },
    { HEAD PLAYERS ",\"tournaments\":[" TOURNAMENT ("t1", "7", RESULT ("s1", "p1")) ","
      TOURNAMENT ("t1", "8", RESULT ("s1", "p1")) "]}",
      TAV_SEASON_ERROR_INVALID, "tournaments[1].id: “t1” is empty or used twice" },
    { HEAD PLAYERS ",\"tournaments\":[" TOURNAMENT ("t1", "-7", "") "]}",
      TAV_SEASON_ERROR_INVALID, "tournaments[0].seed: -7 is out of range" },
    { HEAD PLAYERS ",\"tournaments\":[{\"id\":\"t1\",\"seed\":7,\"name\":\"S\",\"players\":2,\"date\":\"14.03.2026\",\"results\":[]}]}",
      TAV_SEASON_ERROR_INVALID, "tournaments[0].date: “14.03.2026” is not a date like 2026-11-22" },
    { HEAD PLAYERS ",\"tournaments\":[{\"id\":\"t1\",\"seed\":7,\"name\":\"S\",\"players\":2,\"imported\":\"yesterday\",\"results\":[]}]}",
      TAV_SEASON_ERROR_INVALID, "tournaments[0].imported: “yesterday” is not a date and time" },
    { HEAD PLAYERS ",\"tournaments\":[{\"id\":\"t1\",\"seed\":7,\"name\":\"S\",\"players\":2,\"results\":[{\"player\":\"s1\",\"event_player\":\"p1\",\"name\":\"Ann\",\"rank\":1,\"values\":{\"tp\":5}}]}]}",
      TAV_SEASON_ERROR_INVALID, "tournaments[0].results[0].values.vp: missing" },
    { HEAD PLAYERS ",\"tournaments\":[{\"id\":\"t1\",\"seed\":7,\"name\":\"S\",\"players\":2,\"results\":[{\"player\":\"s1\",\"event_player\":\"p1\",\"name\":\"Ann\",\"rank\":1,\"values\":{\"tp\":5.5,\"vp\":1,\"vp_share_bp\":1,\"first\":0,\"second\":0,\"third\":0,\"games\":1}}]}]}",
      TAV_SEASON_ERROR_INVALID, "tournaments[0].results[0].values.tp: expected a whole number" },
    { HEAD PLAYERS ",\"tournaments\":[{\"id\":\"t1\",\"seed\":7,\"name\":\"S\",\"players\":2,\"results\":[{\"player\":\"s1\",\"event_player\":\"p1\",\"name\":\"Ann\",\"rank\":1,\"values\":{\"tp\":5,\"vp\":1,\"vp_share_bp\":1,\"first\":0,\"second\":0,\"third\":0,\"games\":1,\"bonus\":9}}]}]}",
      TAV_SEASON_ERROR_INVALID, "tournaments[0].results[0].values.bonus: unknown field" },
    { HEAD PLAYERS ",\"tournaments\":[{\"id\":\"t1\",\"seed\":7,\"name\":\"S\",\"players\":2,\"results\":[{\"player\":\"s1\",\"name\":\"Ann\",\"rank\":1,\"values\":" VALUES "}]}]}",
      TAV_SEASON_ERROR_INVALID, "tournaments[0].results[0].event_player: missing" },
    { HEAD PLAYERS ",\"tournaments\":[{\"id\":\"t1\",\"seed\":7,\"name\":\"S\",\"players\":2,\"results\":[" RESULT ("s1", "p1") "],\"winner\":1}]}",
      TAV_SEASON_ERROR_INVALID, "tournaments[0].winner: unknown field" },
    { HEAD PLAYERS ",\"tournaments\":[{\"id\":\"t1\",\"seed\":7,\"name\":\"S\",\"players\":2,\"params\":{\"rounds\":4},\"results\":[]}]}",
      TAV_SEASON_ERROR_INVALID, "tournaments[0].params.rounds: 4 is out of range (2 to 3)" },
    { HEAD PLAYERS ",\"tournaments\":[{\"id\":\"t1\",\"seed\":7,\"name\":\"S\",\"players\":2,\"params\":[],\"results\":[]}]}",
      TAV_SEASON_ERROR_INVALID, "tournaments[0].params: expected an object" },
    { HEAD PLAYERS ",\"excluded\":[{\"player\":\"s9\",\"reason\":\"x\"}]}",
      TAV_SEASON_ERROR_INVALID, "excluded[0].player: unknown season player “s9”" },
    { HEAD PLAYERS ",\"excluded\":[{\"player\":\"s1\"}]}",
      TAV_SEASON_ERROR_INVALID, "excluded[0].reason: missing" },
    { HEAD PLAYERS ",\"excluded\":[{\"player\":\"s1\",\"reason\":\"x\"},{\"player\":\"s1\",\"reason\":\"y\"}]}",
      TAV_SEASON_ERROR_INVALID, "excluded[1].player: “s1” is excluded twice" },
  };
  g_autofree char *deep = NULL;
  g_autofree char *large = NULL;
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(TavSeason) season = tav_season_load_data (cases[i].text, strlen (cases[i].text), &error);

      if (season != NULL || error == NULL || error->domain != TAV_SEASON_ERROR ||
          error->code != cases[i].code || strstr (error->message, cases[i].message) == NULL)
        g_error ("case %u: expected “%s” (code %d), got %s (code %d)", i, cases[i].message,
                 cases[i].code, error ? error->message : "a season", error ? error->code : -1);
      g_clear_error (&error);
    }

  /* The minimal season loads. */
  {
    g_autoptr(TavSeason) season = load_text (HEAD "}");

    g_assert_cmpuint (tav_season_get_n_players (season), ==, 0);
    g_assert_cmpint (tav_season_get_param_int (season, "permanent_tp"), ==, 300);
  }

  /* Too deep for json-glib, too large to read. */
  deep = g_strnfill (10000, '[');
  g_assert_null (tav_season_load_data (deep, strlen (deep), &error));
  g_assert_error (error, TAV_SEASON_ERROR, TAV_SEASON_ERROR_SYNTAX);
  g_clear_error (&error);
  large = g_malloc (TAV_SEASON_MAX_SIZE + 2);
  memset (large, ' ', TAV_SEASON_MAX_SIZE + 1);
  large[TAV_SEASON_MAX_SIZE + 1] = '\0';
  g_assert_null (tav_season_load_data (large, TAV_SEASON_MAX_SIZE + 1, &error));
  g_assert_error (error, TAV_SEASON_ERROR, TAV_SEASON_ERROR_TOO_LARGE);
  g_clear_error (&error);
  g_assert_null (tav_season_load_data ("\xff{}", 3, &error));
  g_assert_error (error, TAV_SEASON_ERROR, TAV_SEASON_ERROR_NOT_SEASON);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/season/hand-computation", test_hand_computation);
  g_test_add_func ("/season/public-during-event", test_public_during_event);
  g_test_add_func ("/season/reimport", test_reimport);
  g_test_add_func ("/season/permanent", test_permanent);
  g_test_add_func ("/season/excluded", test_excluded);
  g_test_add_func ("/season/closed-entries", test_closed_entries);
  g_test_add_func ("/season/aliases", test_aliases);
  g_test_add_func ("/season/round-trip", test_round_trip);
  g_test_add_func ("/season/bad-files", test_bad_files);

  return g_test_run ();
}
