/* test-destiny.c — Star Wars: Destiny: Swiss, tie-breakers, drops, playoffs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>

#include "tav-event-private.h"
#include "tav-bracket.h"
#include "tav-destiny.h"
#include "tav-document.h"
#include "tav-event.h"
#include "tav-random.h"
#include "tav-test-destiny.h"

static TavEvent *
make_event (guint        n,
            const char  *first_param,
            ...)
{
  TavEvent *event = tav_event_new ("destiny", "Destiny");
  va_list ap;

  tav_event_set_seed (event, 42);
  va_start (ap, first_param);
  for (const char *key = first_param; key; key = va_arg (ap, const char *))
    {
      g_autoptr(GError) error = NULL;

      g_assert_true (tav_event_set_param (event, key, va_arg (ap, const char *), &error));
      g_assert_no_error (error);
    }
  va_end (ap);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %u", i + 1);

      g_assert_nonnull (tav_event_add_player (event, name, NULL));
    }
  return event;
}

static guint
id_number (const char *id)
{
  return (guint) g_ascii_strtoull (id + 1, NULL, 10);
}

/* Draws the next Swiss round; the lower id wins every game. */
static void
draw_and_play (TavEvent *event)
{
  tav_test_destiny_play_round (event, FALSE);
}

static TavStandingsRow *
row_of (TavStandings *standings,
        const char   *id)
{
  TavStandingsRow *row = tav_standings_find_player (standings, id);

  g_assert_nonnull (row);
  return row;
}

static double
value_of (TavStandings *standings,
          const char   *id,
          const char   *column)
{
  return tav_standings_row_get_value (row_of (standings, id),
                                      tav_standings_find_column (standings, column));
}

static const char *
record_of (TavStandings *standings,
           const char   *id)
{
  return tav_standings_get_text (standings, value_of (standings, id, "record"));
}

static void
test_structure (void)
{
  static const struct { gboolean advanced; guint n, rounds, cut; } cases[] = {
    { FALSE, 4, 3, 0 }, { FALSE, 8, 3, 0 }, { FALSE, 9, 4, 0 }, { FALSE, 16, 4, 0 },
    { FALSE, 17, 4, 4 }, { FALSE, 40, 5, 4 }, { FALSE, 41, 5, 8 }, { FALSE, 44, 5, 8 },
    { FALSE, 45, 6, 8 }, { FALSE, 76, 6, 8 }, { FALSE, 77, 6, 16 }, { FALSE, 148, 6, 16 },
    { FALSE, 149, 7, 16 }, { FALSE, 400, 7, 16 },
    { TRUE, 9, 4, 4 }, { TRUE, 12, 4, 4 }, { TRUE, 13, 5, 4 }, { TRUE, 24, 5, 4 },
    { TRUE, 25, 6, 8 }, { TRUE, 40, 6, 8 }, { TRUE, 41, 7, 8 }, { TRUE, 76, 7, 8 },
    { TRUE, 77, 8, 8 }, { TRUE, 148, 8, 8 }, { TRUE, 149, 8, 16 }, { TRUE, 288, 8, 16 },
    { TRUE, 289, 9, 16 }, { TRUE, 512, 9, 16 }, { TRUE, 513, 9, 32 },
  };
  guint rounds, cut;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_assert_true (tav_destiny_structure (cases[i].advanced, cases[i].n, &rounds, &cut));
      g_assert_cmpuint (rounds, ==, cases[i].rounds);
      g_assert_cmpuint (cut, ==, cases[i].cut);
    }
  g_assert_false (tav_destiny_structure (FALSE, 3, &rounds, &cut));
  g_assert_false (tav_destiny_structure (TRUE, 8, &rounds, &cut));

  /* Too few for Advanced: refused at the first draw, with the way out. */
  {
    g_autoptr(TavEvent) event = make_event (6, "structure", "advanced", NULL);
    g_autoptr(GError) error = NULL;

    g_assert_false (tav_event_draw_round (event, &error));
    g_assert_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_PLAYERS);
    g_assert_nonnull (strstr (error->message, "Custom"));
  }
}

/* Three players, rounds laid out by hand: R1 p1 beats p2, p3 has the bye;
 * R2 p3 beats p1, p2 has the bye. Byes are wins but not opponents. */
static void
test_sos_by_hand (void)
{
  g_autoptr(TavEvent) event = make_event (3, "structure", "custom", "rounds", "2", NULL);
  g_autoptr(TavStage) swiss = tav_stage_new ("swiss", TAV_STAGE_TABLES);
  g_autoptr(TavStandings) standings = NULL;
  const char *pairs[2][3] = { { "p1", "p2", "p3" }, { "p3", "p1", "p2" } };

  tav_stage_set_planned_rounds (swiss, 2);
  tav_event_add_stage (event, swiss);
  for (guint r = 0; r < 2; r++)
    {
      g_autoptr(TavRound) round = tav_round_new (r + 1);
      const char *game[] = { pairs[r][0], pairs[r][1], NULL };
      const char *bye[] = { pairs[r][2], NULL };
      g_autoptr(TavTable) t1 = tav_table_new (1, game);
      g_autoptr(TavTable) t2 = tav_table_new (2, bye);
      g_autoptr(JsonObject) bye_result = json_object_new ();

      json_object_set_string_member (bye_result, "winner", pairs[r][2]);
      json_object_set_boolean_member (bye_result, "bye", TRUE);
      tav_table_set_result (t2, bye_result);
      tav_round_add_table (round, t1);
      tav_round_add_table (round, t2);
      tav_stage_add_round (swiss, round);
      tav_test_destiny_set_winner (event, swiss, r + 1, 1, pairs[r][0]);
    }

  standings = tav_event_compute_standings (event);
  /* Win ratios: p1 1/2, p2 1/2 (a bye and a loss), p3 2/2. */
  g_assert_cmpfloat_with_epsilon (value_of (standings, "p1", "sos"), 75.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (value_of (standings, "p2", "sos"), 50.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (value_of (standings, "p3", "sos"), 50.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (value_of (standings, "p1", "esos"), 50.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (value_of (standings, "p2", "esos"), 75.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (value_of (standings, "p3", "esos"), 75.0, 1e-9);
  g_assert_cmpstr (record_of (standings, "p3"), ==, "2-0");
  g_assert_cmpstr (record_of (standings, "p2"), ==, "1-1");
  /* p3 on 2 TP, then p1 and p2 on 1 TP split by SoS. */
  g_assert_cmpstr (tav_player_get_id (tav_standings_row_get_player (tav_standings_get_row (standings, 0))), ==, "p3");
  g_assert_cmpstr (tav_player_get_id (tav_standings_row_get_player (tav_standings_get_row (standings, 1))), ==, "p1");
  g_assert_cmpstr (tav_player_get_id (tav_standings_row_get_player (tav_standings_get_row (standings, 2))), ==, "p2");
  g_assert_true (tav_standings_get_final (standings));

  /* A bye result on a two-player table is refused. */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(JsonObject) result = json_object_new ();

    json_object_set_string_member (result, "winner", "p1");
    json_object_set_boolean_member (result, "bye", TRUE);
    g_assert_false (tav_event_set_result (event, swiss, 1, 1, result, &error));
    g_assert_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_INVALID_RESULT);
  }
}

/* Odd fields: one bye a round, never twice to the same player while
 * others have none, and the bye table does not block a redraw. */
static void
test_byes (void)
{
  g_autoptr(TavEvent) event = make_event (7, "structure", "custom", "rounds", "5", NULL);
  g_autoptr(GHashTable) had_bye = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GError) error = NULL;
  TavStage *swiss;

  for (guint r = 1; r <= 5; r++)
    {
      TavRound *round;
      TavTable *bye;
      g_auto(GStrv) reasons = NULL;

      g_assert_true (tav_event_draw_round (event, &error));
      g_assert_no_error (error);
      swiss = tav_event_find_stage (event, "swiss");
      round = tav_stage_get_last_round (swiss);
      g_assert_cmpuint (tav_round_get_n_tables (round), ==, 4);
      bye = tav_round_get_table (round, 3);
      g_assert_cmpuint (tav_table_get_n_seats (bye), ==, 1);
      g_assert_true (tav_table_has_result (bye));
      g_assert_true (g_hash_table_add (had_bye, g_strdup (tav_table_get_seat (bye, 0))));
      reasons = tav_destiny_explain_round (event, r, &error);
      g_assert_no_error (error);
      if (r == 1)
        g_assert_cmpstr (reasons[3], ==, "bye: drawn at random (first round)");
      else
        g_assert_cmpstr (reasons[3], ==, "bye: lowest score without a bye");

      if (r == 2)
        {
          /* The bye is no entered result: the round can be drawn again. */
          g_hash_table_remove (had_bye, tav_table_get_seat (bye, 0));
          g_assert_true (tav_event_redraw_round (event, &error));
          g_assert_no_error (error);
          round = tav_stage_get_last_round (swiss);
          g_assert_cmpuint (tav_round_get_number (round), ==, 2);
          g_assert_true (g_hash_table_add (had_bye, g_strdup (tav_table_get_seat (tav_round_get_table (round, 3), 0))));
        }
      for (guint t = 0; t < 3; t++)
        {
          TavTable *table = tav_round_get_table (round, t);
          const char *a = tav_table_get_seat (table, 0), *b = tav_table_get_seat (table, 1);

          tav_test_destiny_set_winner (event, swiss, r, t + 1,
                                       id_number (a) < id_number (b) ? a : b);
        }
    }
  /* Swiss over, no cut: the event is finished. */
  g_assert_false (tav_event_draw_round (event, &error));
  g_assert_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE);
}

/* A round that cannot be paired again (one player left) is refused, and
 * the refusal changes nothing: the round drawn before is still there. Found
 * by the app's walk: the redraw had taken the round away. */
static void
test_redraw_refused_keeps_round (void)
{
  g_autoptr(TavEvent) event = make_event (4, "structure", "custom", "rounds", "4", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  g_assert_true (tav_event_draw_round (event, &error));
  for (guint i = 2; i <= 4; i++)
    {
      g_autofree char *id = g_strdup_printf ("p%u", i);

      g_assert_true (tav_event_withdraw (event, id, TAV_PLAYER_WITHDRAWN, NULL, &error));
    }
  g_assert_no_error (error);
  before = tav_document_to_data (event, NULL);
  g_assert_false (tav_event_redraw_round (event, &error));
  g_assert_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_PLAYERS);
  after = tav_document_to_data (event, NULL);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpuint (tav_stage_get_n_rounds (tav_event_find_stage (event, "swiss")), ==, 1);
}

/* A dropped player is not paired; he comes back with a loss for each
 * missed round. A disqualified player cannot come back. */
static void
test_drop_and_return (void)
{
  g_autoptr(TavEvent) event = make_event (6, "structure", "custom", "rounds", "4", NULL);
  g_autoptr(TavStandings) standings = NULL;
  g_autoptr(GError) error = NULL;
  TavStage *swiss;

  draw_and_play (event);
  g_assert_true (tav_event_withdraw (event, "p6", TAV_PLAYER_DROPPED, NULL, &error));
  g_assert_true (tav_event_withdraw (event, "p5", TAV_PLAYER_DISQUALIFIED, "cheating", &error));
  g_assert_no_error (error);
  draw_and_play (event);
  swiss = tav_event_find_stage (event, "swiss");
  g_assert_null (tav_round_find_player (tav_stage_get_round (swiss, 2), "p6", NULL));
  g_assert_null (tav_round_find_player (tav_stage_get_round (swiss, 2), "p5", NULL));
  draw_and_play (event);

  g_assert_false (tav_event_reinstate (event, "p5", &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE);
  g_clear_error (&error);
  g_assert_false (tav_event_reinstate (event, "p1", &error));
  g_clear_error (&error);
  g_assert_true (tav_event_reinstate (event, "p6", &error));
  g_assert_no_error (error);

  standings = tav_event_compute_standings (event);
  /* p6 lost round 1 to a lower id, then missed rounds 2 and 3. */
  g_assert_cmpstr (record_of (standings, "p6"), ==, "0-3");
  g_assert_cmpstr (tav_standings_row_get_note (row_of (standings, "p6")), ==,
                   "returned: 2 missed rounds lost");
  /* The disqualified player keeps the games he played, no more. */
  g_assert_cmpuint (strlen (record_of (standings, "p5")), ==, 3);
  g_assert_true (g_str_has_suffix (record_of (standings, "p5"), "-1") ||
                 g_str_has_suffix (record_of (standings, "p5"), "-0"));

  draw_and_play (event);
  g_assert_nonnull (tav_round_find_player (tav_stage_get_round (swiss, 4), "p6", NULL));
}

/* The top 4 cut: a player of the cut who leaves before the playoffs is
 * replaced by the next one, and the cut is seeded again. */
/* Reloads @event from its own file text: what the app's undo and a
 * reopened file see. */
static TavEvent *
reload (TavEvent *event)
{
  g_autoptr(GError) error = NULL;
  gsize length;
  g_autofree char *data = tav_document_to_data (event, &length);
  TavEvent *copy = tav_document_load_data (data, length, &error);

  g_assert_no_error (error);
  return copy;
}

/* The loss for a round missed before coming back stays when the player
 * leaves again, is disqualified later, or the file is reopened; a round
 * redrawn with him seated is no longer missed. */
/* Eight players, four rounds, no cut; round 1 played, then p1 (the
 * lowest id, who wins every game he plays) withdraws. */
static TavEvent *
event_p1_left (void)
{
  TavEvent *event = make_event (8, "structure", "custom", "rounds", "4", "cut", "none", NULL);
  g_autoptr(GError) error = NULL;

  draw_and_play (event);
  g_assert_true (tav_event_withdraw (event, "p1", TAV_PLAYER_WITHDRAWN, NULL, &error));
  g_assert_no_error (error);
  return event;
}

static void
test_leave_again (void)
{
  g_autoptr(TavEvent) event = event_p1_left ();
  g_autoptr(TavEvent) copy = NULL;
  g_autoptr(TavStandings) standings = NULL;
  g_autoptr(GError) error = NULL;
  TavPlayer *p1;
  const guint *missed;
  guint n_missed;

  draw_and_play (event);
  g_assert_true (tav_event_reinstate (event, "p1", &error));
  g_assert_no_error (error);
  p1 = tav_event_find_player (event, "p1");
  missed = tav_player_get_missed_rounds (p1, &n_missed);
  g_assert_cmpuint (n_missed, ==, 1);
  g_assert_cmpuint (missed[0], ==, 2);
  standings = tav_event_compute_standings (event);
  g_assert_cmpstr (record_of (standings, "p1"), ==, "1-1");
  g_assert_cmpstr (tav_standings_row_get_note (row_of (standings, "p1")), ==,
                   "returned: 1 missed round lost");
  g_clear_object (&standings);

  g_assert_true (tav_event_withdraw (event, "p1", TAV_PLAYER_WITHDRAWN, NULL, &error));
  standings = tav_event_compute_standings (event);
  g_assert_cmpstr (record_of (standings, "p1"), ==, "1-1");
  g_clear_object (&standings);

  copy = reload (event);
  standings = tav_event_compute_standings (copy);
  g_assert_cmpstr (record_of (standings, "p1"), ==, "1-1");
  g_clear_object (&standings);

  /* Back for round 3, disqualified after it: W, missed, W. */
  g_assert_true (tav_event_reinstate (copy, "p1", &error));
  draw_and_play (copy);
  g_assert_true (tav_event_withdraw (copy, "p1", TAV_PLAYER_DISQUALIFIED, "cheating", &error));
  g_assert_no_error (error);
  standings = tav_event_compute_standings (copy);
  g_assert_cmpstr (record_of (standings, "p1"), ==, "2-1");
  g_clear_object (&standings);
  g_clear_object (&event);
  event = reload (copy);
  standings = tav_event_compute_standings (event);
  g_assert_cmpstr (record_of (standings, "p1"), ==, "2-1");
}

/* Coming back after a round is drawn charges it; drawing it again with
 * him seated takes the charge back. */
static void
test_return_then_redraw (void)
{
  g_autoptr(TavEvent) event = event_p1_left ();
  g_autoptr(TavStandings) standings = NULL;
  g_autoptr(GError) error = NULL;
  TavStage *swiss;

  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_true (tav_event_reinstate (event, "p1", &error));
  g_assert_no_error (error);
  standings = tav_event_compute_standings (event);
  g_assert_cmpstr (record_of (standings, "p1"), ==, "1-1");
  g_clear_object (&standings);

  g_assert_true (tav_event_redraw_round (event, &error));
  g_assert_no_error (error);
  swiss = tav_event_find_stage (event, "swiss");
  g_assert_nonnull (tav_round_find_player (tav_stage_get_round (swiss, 2), "p1", NULL));
  g_assert_true (tav_event_withdraw (event, "p1", TAV_PLAYER_WITHDRAWN, NULL, &error));
  standings = tav_event_compute_standings (event);
  g_assert_cmpstr (record_of (standings, "p1"), ==, "1-0");
  g_assert_cmpstr (tav_standings_row_get_note (row_of (standings, "p1")), ==, "Withdrawn");
}

/* A file's charged rounds must be round numbers in increasing order. */
static void
test_missed_rounds_file (void)
{
  static const char *bad[] = { "[2, 2]", "[0]", "[3, 1]", "[\"2\"]", "[1001]", "2" };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *data =
        g_strdup_printf ("{\"format\": \"tavolo\", \"version\": 1,"
                         " \"event\": {\"name\": \"E\", \"ruleset\": \"destiny\", \"seed\": 1},"
                         " \"players\": [{\"id\": \"p1\", \"name\": \"A\", \"missed_rounds\": %s}],"
                         " \"stages\": []}", bad[i]);
      g_autoptr(GError) error = NULL;
      g_autoptr(TavEvent) event = tav_document_load_data (data, strlen (data), &error);

      g_assert_null (event);
      g_assert_error (error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_INVALID);
      g_assert_true (g_str_has_prefix (error->message, "players[0].missed_rounds"));
    }
}

/* ---- Property: drops and re-entries against the rule file ------------ */

/* An exact fraction, always reduced, with a positive denominator. */
typedef struct { gint64 num, den; } Frac;

static gint64
gcd64 (gint64 a,
       gint64 b)
{
  while (b)
    {
      gint64 t = a % b;

      a = b;
      b = t;
    }
  return a < 0 ? -a : a;
}

static gint64
mul_checked (gint64 a,
             gint64 b)
{
  gint64 r;

  g_assert_false (__builtin_mul_overflow (a, b, &r));
  return r;
}

static Frac
frac (gint64 num,
      gint64 den)
{
  gint64 g;

  g_assert_cmpint (den, >, 0);
  g = gcd64 (num, den);
  return g ? (Frac) { num / g, den / g } : (Frac) { 0, 1 };
}

static Frac
frac_add (Frac a,
          Frac b)
{
  gint64 g = gcd64 (a.den, b.den);

  return frac (mul_checked (a.num, b.den / g) + mul_checked (b.num, a.den / g),
               mul_checked (a.den, b.den / g));
}

static int
frac_cmp (Frac a,
          Frac b)
{
  gint64 l = mul_checked (a.num, b.den), r = mul_checked (b.num, a.den);

  return (l > r) - (l < r);
}

#define MAX_PLAYERS 12
#define MAX_ROUNDS 7

/* What the rule file says, kept by the test from what it did: the games
 * it entered, and per player whether he is out, the rounds drawn while he
 * was out since he left, and the rounds he took as losses on returning. */
typedef struct
{
  guint    n, rounds;
  gboolean out[MAX_PLAYERS], disqualified[MAX_PLAYERS];
  guint    away[MAX_PLAYERS];      /* bit r-1: round r drawn while out */
  guint    charged[MAX_PLAYERS];   /* bit r-1: round r taken as a loss */
  guint    drawn;
  /* game[r][p]: 0 none, 1 won a game, 2 lost one, 3 a bye */
  guint    game[MAX_ROUNDS + 1][MAX_PLAYERS];
  guint    opponent[MAX_ROUNDS + 1][MAX_PLAYERS];
} Model;

static char *
pid (guint p)
{
  return g_strdup_printf ("p%u", p + 1);
}

static guint
n_bits (guint bits)
{
  return (guint) __builtin_popcount (bits);
}

static void
model_check (Model    *m,
             TavEvent *event)
{
  g_autoptr(TavStandings) standings = tav_event_compute_standings (event);
  guint wins[MAX_PLAYERS] = { 0 }, played[MAX_PLAYERS] = { 0 }, met[MAX_PLAYERS] = { 0 };
  Frac ratio[MAX_PLAYERS], sos[MAX_PLAYERS], esos[MAX_PLAYERS];
  guint lot_col = tav_standings_find_column (standings, "lot");

  /* Win ratio: TP / rounds played, byes and missed rounds included. */
  for (guint p = 0; p < m->n; p++)
    {
      for (guint r = 1; r <= m->drawn; r++)
        {
          wins[p] += m->game[r][p] == 1 || m->game[r][p] == 3;
          played[p] += m->game[r][p] != 0;
          met[p] += m->game[r][p] == 1 || m->game[r][p] == 2;
        }
      played[p] += n_bits (m->charged[p]);
      ratio[p] = played[p] ? frac (wins[p], played[p]) : frac (0, 1);
    }
  /* SoS over the opponents actually met; eSoS, their SoS averaged. */
  for (guint pass = 0; pass < 2; pass++)
    for (guint p = 0; p < m->n; p++)
      {
        Frac sum = frac (0, 1);

        for (guint r = 1; r <= m->drawn; r++)
          if (m->game[r][p] == 1 || m->game[r][p] == 2)
            sum = frac_add (sum, pass == 0 ? ratio[m->opponent[r][p]] : sos[m->opponent[r][p]]);
        if (met[p])
          sum = frac (sum.num, mul_checked (sum.den, met[p]));
        if (pass == 0)
          sos[p] = sum;
        else
          esos[p] = sum;
      }

  g_assert_cmpuint (tav_standings_get_n_rows (standings), ==, m->n);
  for (guint i = 0; i < m->n; i++)
    {
      TavStandingsRow *row = tav_standings_get_row (standings, i);
      const char *id = tav_player_get_id (tav_standings_row_get_player (row));
      guint p = id_number (id) - 1;
      g_autofree char *record = g_strdup_printf ("%u-%u", wins[p], played[p] - wins[p]);
      g_autofree char *note = NULL;

      g_assert_cmpfloat (value_of (standings, id, "score"), ==, wins[p]);
      g_assert_cmpstr (record_of (standings, id), ==, record);
      g_assert_cmpfloat_with_epsilon (value_of (standings, id, "sos"),
                                      100.0 * sos[p].num / sos[p].den, 1e-9);
      g_assert_cmpfloat_with_epsilon (value_of (standings, id, "esos"),
                                      100.0 * esos[p].num / esos[p].den, 1e-9);
      if (m->out[p])
        note = g_strdup (m->disqualified[p] ? "Disqualified" : "Withdrawn");
      else if (m->charged[p])
        {
          /* Every missed round before his first game: a late entry. */
          guint first = 0, last_missed = 0;
          gboolean late;

          for (guint r = m->drawn; r >= 1; r--)
            if (m->game[r][p] != 0)
              first = r;
          for (guint r = 1; r <= m->drawn; r++)
            if (m->charged[p] & (1u << (r - 1)))
              last_missed = r;
          late = first == 0 || last_missed < first;
          note = g_strdup_printf (n_bits (m->charged[p]) == 1 ?
                                  (late ? "late entry: %u missed round lost" : "returned: %u missed round lost") :
                                  (late ? "late entry: %u missed rounds lost" : "returned: %u missed rounds lost"),
                                  n_bits (m->charged[p]));
        }
      else
        note = g_strdup ("");
      g_assert_cmpstr (tav_standings_row_get_note (row), ==, note);
      g_assert_cmpuint (tav_standings_row_get_rank (row), ==, i + 1);

      /* Order: TP, SoS, eSoS, then the lot. */
      if (i > 0)
        {
          TavStandingsRow *prev = tav_standings_get_row (standings, i - 1);
          guint q = id_number (tav_player_get_id (tav_standings_row_get_player (prev))) - 1;
          int c = wins[q] != wins[p] ? (wins[q] > wins[p] ? 1 : -1) : frac_cmp (sos[q], sos[p]);

          if (c == 0)
            c = frac_cmp (esos[q], esos[p]);
          g_assert_cmpint (c, >=, 0);
          if (c == 0)
            g_assert_cmpfloat (tav_standings_row_get_value (prev, lot_col), <,
                               tav_standings_row_get_value (row, lot_col));
        }
    }
}

static guint
model_count_in (Model *m)
{
  guint n = 0;

  for (guint p = 0; p < m->n; p++)
    n += !m->out[p];
  return n;
}

/* Reads the round just drawn: everybody in is seated once, nobody out;
 * a round drawn again first forgets what the old draw said. */
static void
model_read_draw (Model    *m,
                 TavEvent *event,
                 gboolean  again)
{
  TavRound *round = tav_stage_get_last_round (tav_event_find_stage (event, "swiss"));
  guint r = tav_round_get_number (round);
  guint seated = 0;

  g_assert_cmpuint (r, ==, again ? m->drawn : m->drawn + 1);
  m->drawn = r;
  for (guint p = 0; p < m->n; p++)
    {
      m->game[r][p] = 0;
      m->away[p] &= ~(1u << (r - 1));
      if (m->out[p])
        m->away[p] |= 1u << (r - 1);
      else
        /* Back before the round was drawn again: he plays it. */
        m->charged[p] &= ~(1u << (r - 1));
    }
  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    {
      TavTable *table = tav_round_get_table (round, t);

      for (guint s = 0; s < tav_table_get_n_seats (table); s++)
        {
          guint p = id_number (tav_table_get_seat (table, s)) - 1;

          g_assert_false (m->out[p]);
          g_assert_false (seated & (1u << p));
          seated |= 1u << p;
        }
      if (tav_table_get_n_seats (table) == 1)
        m->game[r][id_number (tav_table_get_seat (table, 0)) - 1] = 3;
    }
  g_assert_cmpuint (n_bits (seated), ==, model_count_in (m));
}

/* Withdraws, disqualifies or brings back a random player, as the rules
 * allow; keeps at least three players in so that rounds can be drawn. */
static void
model_random_op (Model    *m,
                 TavEvent *event,
                 GRand    *rand)
{
  guint p = g_rand_int_range (rand, 0, m->n);
  g_autofree char *id = pid (p);
  g_autoptr(GError) error = NULL;

  if (m->out[p])
    {
      if (m->disqualified[p])
        {
          g_assert_false (tav_event_reinstate (event, id, &error));
          return;
        }
      g_assert_true (tav_event_reinstate (event, id, &error));
      g_assert_no_error (error);
      m->out[p] = FALSE;
      m->charged[p] |= m->away[p];
      m->away[p] = 0;
    }
  else if (model_count_in (m) > 3)
    {
      gboolean dq = g_rand_int_range (rand, 0, 8) == 0;

      g_assert_true (tav_event_withdraw (event, id, dq ? TAV_PLAYER_DISQUALIFIED
                                                       : TAV_PLAYER_WITHDRAWN,
                                         dq ? "cheating" : NULL, &error));
      g_assert_no_error (error);
      m->out[p] = TRUE;
      m->disqualified[p] = dq;
    }
}

static void
model_random_ops (Model    *m,
                  TavEvent *event,
                  GRand    *rand,
                  guint     most)
{
  for (guint k = g_rand_int_range (rand, 0, most + 1); k > 0; k--)
    {
      model_random_op (m, event, rand);
      model_check (m, event);
    }
}

/* Random events with drops, re-entries (before and after a round is
 * drawn, sometimes followed by a redraw), second drops and
 * disqualifications: after every step each row of the standings must
 * give the W-L, SoS and eSoS that the rules give, computed here with
 * exact fractions. */
static void
test_drops_property (void)
{
  for (guint seed = 1; seed <= 150; seed++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      Model m = { 0 };
      g_autofree char *rounds = NULL;
      g_autoptr(TavEvent) event = NULL;
      TavStage *swiss;

      m.n = g_rand_int_range (rand, 5, MAX_PLAYERS + 1);
      m.rounds = g_rand_int_range (rand, 3, MAX_ROUNDS + 1);
      rounds = g_strdup_printf ("%u", m.rounds);
      event = make_event (m.n, "structure", "custom", "rounds", rounds, "cut", "none", NULL);
      tav_event_set_seed (event, seed);

      for (guint r = 1; r <= m.rounds; r++)
        {
          g_autoptr(GError) error = NULL;
          TavRound *round;

          model_random_ops (&m, event, rand, 4);
          g_assert_true (tav_event_draw_round (event, &error));
          g_assert_no_error (error);
          model_read_draw (&m, event, FALSE);
          model_check (&m, event);
          /* Between the draw and the results: late returns, leavers. */
          model_random_ops (&m, event, rand, 2);
          if (g_rand_int_range (rand, 0, 4) == 0)
            {
              g_assert_true (tav_event_redraw_round (event, &error));
              g_assert_no_error (error);
              model_read_draw (&m, event, TRUE);
              model_check (&m, event);
            }

          swiss = tav_event_find_stage (event, "swiss");
          round = tav_stage_get_round (swiss, r);
          for (guint t = 0; t < tav_round_get_n_tables (round); t++)
            {
              TavTable *table = tav_round_get_table (round, t);
              guint a, b, w;

              if (tav_table_get_n_seats (table) == 1)
                continue;
              a = id_number (tav_table_get_seat (table, 0)) - 1;
              b = id_number (tav_table_get_seat (table, 1)) - 1;
              w = g_rand_boolean (rand) ? a : b;
              tav_test_destiny_set_winner (event, swiss, r, tav_table_get_number (table),
                                           tav_table_get_seat (table, w == a ? 0 : 1));
              m.game[r][a] = w == a ? 1 : 2;
              m.game[r][b] = w == b ? 1 : 2;
              m.opponent[r][a] = b;
              m.opponent[r][b] = a;
            }
          model_check (&m, event);
        }
      /* Leaving and returning after the last round changes nothing played. */
      model_random_ops (&m, event, rand, 4);
    }
}

static void
test_cut_reseeded (void)
{
  g_autoptr(TavEvent) event = make_event (8, "structure", "custom", "rounds", "3", "cut", "4", NULL);
  g_autoptr(TavStandings) before = NULL;
  g_autoptr(GError) error = NULL;
  const char *order[5];
  TavStage *playoffs;
  TavTable *match;

  for (guint r = 0; r < 3; r++)
    draw_and_play (event);
  before = tav_event_compute_standings (event);
  for (guint i = 0; i < 5; i++)
    order[i] = tav_player_get_id (tav_standings_row_get_player (tav_standings_get_row (before, i)));
  g_assert_cmpstr (order[0], ==, "p1");

  /* The second-best leaves: 1st v 5th (now 4th), 3rd v 4th (now 2nd v 3rd). */
  g_assert_true (tav_event_withdraw (event, order[1], TAV_PLAYER_DROPPED, NULL, &error));
  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
  playoffs = tav_event_find_stage (event, "playoffs");
  g_assert_nonnull (playoffs);
  match = tav_stage_find_match (playoffs, 1, NULL);
  g_assert_cmpstr (tav_table_get_seat (match, 0), ==, order[0]);
  g_assert_cmpstr (tav_table_get_seat (match, 1), ==, order[4]);
  match = tav_stage_find_match (playoffs, 2, NULL);
  g_assert_cmpstr (tav_table_get_seat (match, 0), ==, order[2]);
  g_assert_cmpstr (tav_table_get_seat (match, 1), ==, order[3]);

  /* Late entries join the Swiss, not the playoffs. */
  g_assert_null (tav_event_add_player (event, "Late Comer", &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE);
  g_assert_nonnull (strstr (error->message, "late entries join the first stage only"));
  g_clear_error (&error);

  /* Single games: no game score. */
  {
    g_autoptr(JsonObject) result = tav_bracket_make_result (order[0], NULL);

    json_object_set_string_member (result, "score", "2-0");
    g_assert_false (tav_event_set_result (event, playoffs, 1, 1, result, &error));
    g_assert_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_INVALID_RESULT);
    g_clear_error (&error);
  }
  g_assert_cmpuint (tav_ruleset_get_round_minutes (tav_event_get_ruleset (event), event, playoffs), ==, 35);
  g_assert_true (tav_event_record_match (event, 1, order[0], NULL, &error));
  g_assert_true (tav_event_record_match (event, 2, order[3], NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tav_ruleset_get_round_minutes (tav_event_get_ruleset (event), event, playoffs), ==, 50);
  g_assert_true (tav_event_record_match (event, 3, order[3], NULL, &error));
  g_assert_no_error (error);

  {
    g_autoptr(TavStandings) final = tav_event_compute_standings (event);

    g_assert_true (tav_standings_get_final (final));
    g_assert_cmpstr (tav_player_get_id (tav_standings_row_get_player (tav_standings_get_row (final, 0))), ==, order[3]);
    g_assert_cmpuint (tav_standings_row_get_rank (tav_standings_get_row (final, 1)), ==, 2);
    g_assert_cmpuint (tav_standings_row_get_rank (tav_standings_get_row (final, 2)), ==, 3);
    g_assert_cmpuint (tav_standings_row_get_rank (tav_standings_get_row (final, 3)), ==, 3);
    g_assert_cmpuint (tav_standings_row_get_rank (tav_standings_get_row (final, 4)), ==, 5);
  }
}

/* An event that starts with the playoffs: 5 players → 3 byes in a bracket
 * of 8, walkovers at once; the document saves and loads. Best of three:
 * a game score is required; a player who leaves forfeits. */
static void
test_playoffs_with_byes (void)
{
  g_autoptr(TavEvent) event = make_event (5, "start_with_playoffs", "true",
                                          "playoffs", "best-of-3", NULL);
  g_autoptr(TavEvent) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  TavStage *playoffs;
  TavRound *first;
  TavTable *open = NULL;
  guint n_byes = 0;
  gsize length;

  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
  playoffs = tav_event_find_stage (event, "playoffs");
  g_assert_nonnull (playoffs);
  g_assert_null (tav_event_find_stage (event, "swiss"));
  first = tav_stage_get_round (playoffs, 1);
  g_assert_cmpuint (tav_round_get_n_tables (first), ==, 4);
  for (guint t = 0; t < 4; t++)
    {
      TavTable *match = tav_round_get_table (first, t);

      if (tav_bracket_is_bye (match))
        {
          n_byes++;
          g_assert_true (tav_table_has_result (match));
          g_assert_true (tav_result_get_bool (tav_table_get_result (match), "forfeit"));
        }
      else
        {
          g_assert_null (open);
          open = match;
        }
    }
  g_assert_cmpuint (n_byes, ==, 3);
  g_assert_nonnull (open);
  g_assert_cmpuint (tav_ruleset_get_round_minutes (tav_event_get_ruleset (event), event, playoffs), ==, 90);

  data = tav_document_to_data (event, &length);
  loaded = tav_document_load_data (data, length, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);

  /* Best of three without a game score: refused. */
  g_assert_false (tav_event_record_match (event, tav_table_get_number (open),
                                          tav_table_get_seat (open, 0), NULL, &error));
  g_assert_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_INVALID_RESULT);
  g_clear_error (&error);
  {
    g_autoptr(JsonObject) result = tav_bracket_make_result (tav_table_get_seat (open, 0), NULL);

    json_object_set_string_member (result, "score", "2-1");
    g_assert_true (tav_event_set_result (event, playoffs, 1, tav_table_get_number (open), result,
                                         &error));
    g_assert_no_error (error);
  }
  /* Round 2: two semi-finals. A player leaves: his opponent goes on. */
  g_assert_cmpuint (tav_stage_get_n_rounds (playoffs), ==, 2);
  {
    TavRound *semis = tav_stage_get_round (playoffs, 2);
    TavTable *semi = tav_round_get_table (semis, 0);
    const char *leaver = tav_table_get_seat (semi, 0);
    g_autofree char *stays = g_strdup (tav_table_get_seat (semi, 1));

    g_assert_true (tav_event_withdraw (event, leaver, TAV_PLAYER_WITHDRAWN, NULL, &error));
    g_assert_no_error (error);
    g_assert_cmpstr (tav_bracket_get_winner (semi), ==, stays);
    g_assert_true (tav_result_get_bool (tav_table_get_result (semi), "forfeit"));
    /* Nobody returns into a bracket. */
    g_assert_false (tav_event_reinstate (event, leaver, &error));
    g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE);
  }
}

/* The lot of every player is drawn once: a late entry takes the next lot
 * and nobody else's changes, in the event and in its file. Without late
 * entries the lots are the seeded shuffle of all players they always were. */
static void
test_lots_stable (void)
{
  g_autoptr(TavEvent) event = make_event (40, NULL);
  g_autoptr(TavEvent) copy = NULL;
  g_autoptr(TavStandings) before = NULL;
  g_autoptr(TavStandings) after = NULL;
  g_autoptr(TavStandings) reloaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  guint order[40];
  TavRandom rng;

  draw_and_play (event);
  before = tav_event_compute_standings (event);
  tav_random_init (&rng, tav_random_derive (tav_event_get_seed (event), "destiny-lots", 0, 0));
  for (guint i = 0; i < 40; i++)
    order[i] = i;
  tav_random_shuffle (&rng, order, 40, sizeof (guint));
  for (guint i = 0; i < 40; i++)
    {
      g_autofree char *id = g_strdup_printf ("p%u", order[i] + 1);

      g_assert_cmpfloat (value_of (before, id, "lot"), ==, i + 1);
    }
  g_assert_cmpuint (tav_event_get_lot_players (event), ==, 0);

  g_assert_nonnull (tav_event_add_player (event, "Late Comer", &error));
  g_assert_no_error (error);
  g_assert_nonnull (tav_event_add_player (event, "Later Still", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tav_event_get_lot_players (event), ==, 40);
  after = tav_event_compute_standings (event);
  copy = reload (event);
  reloaded = tav_event_compute_standings (copy);
  for (guint i = 1; i <= 42; i++)
    {
      g_autofree char *id = g_strdup_printf ("p%u", i);

      if (i <= 40)
        g_assert_cmpfloat (value_of (after, id, "lot"), ==, value_of (before, id, "lot"));
      else
        g_assert_cmpfloat (value_of (after, id, "lot"), ==, i);
      g_assert_cmpfloat (value_of (reloaded, id, "lot"), ==, value_of (after, id, "lot"));
    }

  /* More players drawing lots than the file lists is refused. */
  tav_event_set_lot_players (copy, 43);
  data = tav_document_to_data (copy, NULL);
  g_assert_null (tav_document_load_data (data, strlen (data), &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "event.lot_players"));
}

/* A late entry into round 3 of a Swiss: rounds 1 to 3 count as losses
 * (round 3 is drawn without him); he is paired from round 4 on, and the
 * charge survives the file. */
static void
test_late_entry (void)
{
  g_autoptr(TavEvent) event = make_event (8, "structure", "custom", "rounds", "4", "cut", "none", NULL);
  g_autoptr(TavEvent) copy = NULL;
  g_autoptr(TavStandings) standings = NULL;
  g_autoptr(GError) error = NULL;
  TavPlayer *late;
  const guint *missed;
  guint n_missed;
  TavStage *swiss;

  draw_and_play (event);
  draw_and_play (event);
  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);

  late = tav_event_add_player (event, "Late Comer", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tav_player_get_id (late), ==, "p9");
  missed = tav_player_get_missed_rounds (late, &n_missed);
  g_assert_cmpuint (n_missed, ==, 3);
  g_assert_cmpuint (missed[0], ==, 1);
  g_assert_cmpuint (missed[2], ==, 3);

  swiss = tav_event_find_stage (event, "swiss");
  g_assert_null (tav_round_find_player (tav_stage_get_round (swiss, 3), "p9", NULL));
  /* Round 3 is played without him (the lower id wins). */
  for (guint t = 1; t <= 4; t++)
    {
      TavTable *table = tav_round_get_table (tav_stage_get_round (swiss, 3), t - 1);
      const char *a = tav_table_get_seat (table, 0), *b = tav_table_get_seat (table, 1);

      tav_test_destiny_set_winner (event, swiss, 3, t, id_number (a) < id_number (b) ? a : b);
    }

  standings = tav_event_compute_standings (event);
  g_assert_cmpstr (record_of (standings, "p9"), ==, "0-3");
  g_assert_cmpfloat (value_of (standings, "p9", "score"), ==, 0);
  /* p1 beats everyone: 3-0. */
  g_assert_cmpstr (record_of (standings, "p1"), ==, "3-0");

  copy = reload (event);
  missed = tav_player_get_missed_rounds (tav_event_find_player (copy, "p9"), &n_missed);
  g_assert_cmpuint (n_missed, ==, 3);

  /* Nine players: round 4 seats him (at a table or with the bye). */
  draw_and_play (event);
  g_assert_nonnull (tav_round_find_player (tav_stage_get_round (swiss, 4), "p9", NULL));
  g_clear_object (&standings);
  standings = tav_event_compute_standings (event);
  g_assert_cmpuint (strlen (record_of (standings, "p9")), ==, 3);
  g_assert_true (g_str_has_suffix (record_of (standings, "p9"), "-3") ||
                 g_str_has_suffix (record_of (standings, "p9"), "-4"));

}

/* Check-in with two absentees: the draw seats the six present, the two
 * others take a loss for the round. The check-in goes on: they are left
 * out of round 2 too, until one checks in; a late entry comes to the desk
 * and is checked in with it. */
static void
test_check_in (void)
{
  g_autoptr(TavEvent) event = make_event (8, "structure", "custom", "rounds", "3", "cut", "none", NULL);
  g_autoptr(TavEvent) copy = NULL;
  g_autoptr(TavStandings) standings = NULL;
  g_autoptr(GPtrArray) absent = NULL;
  g_autoptr(GError) error = NULL;
  TavStage *swiss;
  TavRound *round;

  g_assert_false (tav_event_is_checking_in (event));
  absent = tav_event_get_not_checked_in (event);
  g_assert_cmpuint (absent->len, ==, 0);
  g_clear_pointer (&absent, g_ptr_array_unref);

  for (guint i = 1; i <= 6; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %u", i);

      g_assert_true (tav_event_check_in (event, name, TRUE, &error));
      g_assert_no_error (error);
    }
  g_assert_false (tav_event_check_in (event, "Nobody", TRUE, &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_NOT_FOUND);
  g_clear_error (&error);
  absent = tav_event_get_not_checked_in (event);
  g_assert_cmpuint (absent->len, ==, 2);
  g_assert_cmpstr (tav_player_get_id (absent->pdata[0]), ==, "p7");
  g_assert_cmpstr (tav_player_get_id (absent->pdata[1]), ==, "p8");

  /* The check-in is in the file. */
  copy = reload (event);
  g_assert_true (tav_player_get_checked_in (tav_event_find_player (copy, "p1")));
  g_assert_false (tav_player_get_checked_in (tav_event_find_player (copy, "p7")));

  draw_and_play (event);
  swiss = tav_event_find_stage (event, "swiss");
  round = tav_stage_get_round (swiss, 1);
  g_assert_cmpuint (tav_round_get_n_tables (round), ==, 3);
  g_assert_null (tav_round_find_player (round, "p7", NULL));
  g_assert_null (tav_round_find_player (round, "p8", NULL));
  g_assert_true (tav_event_is_checking_in (event));
  g_assert_true (tav_player_is_active (tav_event_find_player (event, "p7")));

  standings = tav_event_compute_standings (event);
  g_assert_cmpstr (record_of (standings, "p7"), ==, "0-1");
  g_assert_cmpstr (record_of (standings, "p8"), ==, "0-1");
  g_assert_cmpfloat (value_of (standings, "p1", "score"), ==, 1);
  /* Not arrived: absent, not a late entry. */
  g_assert_cmpstr (tav_standings_row_get_note (row_of (standings, "p7")), ==,
                   "absent: 1 missed round lost");

  /* Said before the next draw, with the rule. */
  {
    g_autofree char *said = tav_event_describe_absent (event);

    g_assert_cmpstr (said, ==, "2 players absent at check-in will not be seated: Player 7, Player 8. "
                     "Check them in or withdraw them; the rules count each round missed as a loss, "
                     "as for a dropped player who re-enters");
  }

  /* Round 2: still without them; the absence is in the file. */
  g_clear_object (&copy);
  copy = reload (event);
  g_clear_pointer (&absent, g_ptr_array_unref);
  absent = tav_event_get_not_checked_in (copy);
  g_assert_cmpuint (absent->len, ==, 2);
  draw_and_play (event);
  round = tav_stage_get_round (swiss, 2);
  g_assert_cmpuint (tav_round_get_n_tables (round), ==, 3);
  g_assert_null (tav_round_find_player (round, "p7", NULL));
  g_assert_null (tav_round_find_player (round, "p8", NULL));
  g_clear_object (&standings);
  standings = tav_event_compute_standings (event);
  g_assert_cmpstr (record_of (standings, "p8"), ==, "0-2");
  g_assert_cmpstr (tav_standings_row_get_note (row_of (standings, "p8")), ==,
                   "absent: 2 missed rounds lost");

  /* p7 arrives, a late entry registers: round 3 seats eight, p8 still out. */
  g_assert_true (tav_event_check_in (event, "Player 7", TRUE, &error));
  g_assert_no_error (error);
  g_assert_nonnull (tav_event_add_player (event, "Player 9", &error));
  g_assert_no_error (error);
  g_assert_true (tav_player_get_checked_in (tav_event_find_player (event, "p9")));
  draw_and_play (event);
  round = tav_stage_get_round (swiss, 3);
  g_assert_cmpuint (tav_round_get_n_tables (round), ==, 4);
  g_assert_nonnull (tav_round_find_player (round, "p7", NULL));
  g_assert_nonnull (tav_round_find_player (round, "p9", NULL));
  g_assert_null (tav_round_find_player (round, "p8", NULL));
  g_clear_object (&standings);
  standings = tav_event_compute_standings (event);
  g_assert_cmpstr (record_of (standings, "p8"), ==, "0-3");
  g_assert_cmpstr (tav_standings_row_get_note (row_of (standings, "p7")), ==,
                   "late entry: 2 missed rounds lost");

  /* The organiser ends the check-in: nobody is left out any more. */
  tav_event_clear_check_in (event);
  g_assert_false (tav_event_is_checking_in (event));
  g_assert_null (tav_event_describe_absent (event));

  /* A player who left cannot be checked in. */
  g_assert_true (tav_event_withdraw (event, "p2", TAV_PLAYER_WITHDRAWN, NULL, &error));
  g_assert_false (tav_event_check_in (event, "p2", TRUE, &error));
  g_assert_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE);
}

/* A file written before the check-in went on past the draw: that draw
 * had cleared every mark, so nothing says who was absent. It loads with
 * no check-in under way, and its next draw seats every active player, as
 * it did then. */
static void
test_check_in_old_file (void)
{
  g_autoptr(TavEvent) event = make_event (8, "structure", "custom", "rounds", "3", "cut", "none", NULL);
  g_autoptr(TavEvent) old = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *cleared = NULL;
  gsize length;
  TavStage *swiss;

  for (guint i = 1; i <= 6; i++)
    {
      g_autofree char *id = g_strdup_printf ("p%u", i);

      g_assert_true (tav_event_check_in (event, id, TRUE, &error));
    }
  draw_and_play (event);
  data = tav_document_to_data (event, &length);
  g_assert_nonnull (strstr (data, "\"checked_in\" : true"));
  {
    g_autoptr(GRegex) mark = g_regex_new ("\"checked_in\" : true,\\s*", 0, 0, NULL);

    cleared = g_regex_replace_literal (mark, data, length, 0, "", 0, &error);
    g_assert_no_error (error);
  }
  g_assert_null (strstr (cleared, "checked_in"));
  old = tav_document_load_data (cleared, strlen (cleared), &error);
  g_assert_no_error (error);
  g_assert_false (tav_event_is_checking_in (old));

  tav_test_destiny_play_round (old, FALSE);
  swiss = tav_event_find_stage (old, "swiss");
  g_assert_cmpuint (tav_round_get_n_tables (tav_stage_get_round (swiss, 2)), ==, 4);
  g_assert_nonnull (tav_round_find_player (tav_stage_get_round (swiss, 2), "p7", NULL));
}

/* Two clubs of four in pairs: nobody meets his club in round 1, whatever
 * the seed; with the option off, round 1 is the seed's draw, clubs or
 * not (for some seeds with same-club pairs). */
static void
test_clubs_apart (void)
{
  guint drawn_together = 0;

  for (guint64 seed = 1; seed <= 12; seed++)
    for (guint off = 0; off < 2; off++)
      {
        g_autoptr(TavEvent) event = make_event (8, "structure", "custom", "rounds", "3", "cut", "none", NULL);
        g_autoptr(TavEvent) plain = make_event (8, "structure", "custom", "rounds", "3", "cut", "none", NULL);
        g_autoptr(GError) error = NULL;
        TavRound *round, *plain_round;

        tav_event_set_seed (event, seed);
        tav_event_set_seed (plain, seed);
        for (guint i = 0; i < 8; i++)
          tav_player_set_club (tav_event_get_player (event, i), i < 4 ? "Jedi" : "Sith");
        tav_event_set_keep_clubs_apart (event, !off);
        g_assert_true (tav_event_draw_round (event, &error));
        g_assert_true (tav_event_draw_round (plain, &error));
        round = tav_stage_get_round (tav_event_find_stage (event, "swiss"), 1);
        plain_round = tav_stage_get_round (tav_event_find_stage (plain, "swiss"), 1);
        g_assert_cmpuint (tav_round_get_n_tables (round), ==, 4);
        if (!off)
          {
            g_assert_cmpuint (tav_event_count_club_meetings (event, round), ==, 0);
            continue;
          }
        drawn_together += tav_event_count_club_meetings (event, round) > 0;
        for (guint t = 0; t < 4; t++)
          g_assert_true (g_strv_equal (tav_table_get_seats (tav_round_get_table (round, t)),
                                       tav_table_get_seats (tav_round_get_table (plain_round, t))));
      }
  g_assert_cmpuint (drawn_together, >, 0);
}

static const char *
standings_title (TavEvent *event)
{
  static char title[128];
  g_autoptr(TavStandings) standings = tav_event_compute_standings (event);

  g_strlcpy (title, tav_standings_get_title (standings), sizeof title);
  return title;
}

/* The title counts what the rows contain: a result entered in round 2
 * is no longer "after round 1". */
static void
test_progress_title (void)
{
  g_autoptr(TavEvent) event = tav_event_new ("destiny", "Titles");
  g_autoptr(GError) error = NULL;
  TavStage *swiss;
  TavRound *round;

  tav_event_set_seed (event, 5);
  for (char name[] = "A"; name[0] <= 'H'; name[0]++)
    g_assert_nonnull (tav_event_add_player (event, name, &error));
  g_assert_true (tav_event_set_param (event, "structure", "custom", &error));
  g_assert_true (tav_event_set_param (event, "rounds", "3", &error));
  g_assert_no_error (error);

  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_cmpstr (standings_title (event), ==, "Swiss standings before round 1 of 3");
  swiss = tav_event_find_stage (event, "swiss");
  round = tav_stage_get_last_round (swiss);
  tav_test_destiny_set_winner (event, swiss, 1, 1, tav_table_get_seat (tav_round_find_table (round, 1), 0));
  g_assert_cmpstr (standings_title (event), ==, "Swiss standings, round 1 in progress: 1 of 4 tables");
  for (guint t = 2; t <= 4; t++)
    tav_test_destiny_set_winner (event, swiss, 1, t, tav_table_get_seat (tav_round_find_table (round, t), 1));
  g_assert_cmpstr (standings_title (event), ==, "Swiss standings after round 1 of 3");

  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (standings_title (event), ==, "Swiss standings after round 1 of 3");
  round = tav_stage_get_last_round (swiss);
  tav_test_destiny_set_winner (event, swiss, 2, 3, tav_table_get_seat (tav_round_find_table (round, 3), 0));
  tav_test_destiny_set_winner (event, swiss, 2, 4, tav_table_get_seat (tav_round_find_table (round, 4), 0));
  g_assert_cmpstr (standings_title (event), ==, "Swiss standings, round 2 in progress: 2 of 4 tables");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/destiny/structure", test_structure);
  g_test_add_func ("/destiny/sos-by-hand", test_sos_by_hand);
  g_test_add_func ("/destiny/byes", test_byes);
  g_test_add_func ("/destiny/drop-and-return", test_drop_and_return);
  g_test_add_func ("/destiny/late-entry", test_late_entry);
  g_test_add_func ("/destiny/lots-stable", test_lots_stable);
  g_test_add_func ("/destiny/check-in", test_check_in);
  g_test_add_func ("/destiny/check-in-old-file", test_check_in_old_file);
  g_test_add_func ("/destiny/clubs-apart", test_clubs_apart);
  g_test_add_func ("/destiny/leave-again", test_leave_again);
  g_test_add_func ("/destiny/return-then-redraw", test_return_then_redraw);
  g_test_add_func ("/destiny/missed-rounds-file", test_missed_rounds_file);
  g_test_add_func ("/destiny/drops-property", test_drops_property);
  g_test_add_func ("/destiny/cut-reseeded", test_cut_reseeded);
  g_test_add_func ("/destiny/playoffs-with-byes", test_playoffs_with_byes);
  g_test_add_func ("/destiny/progress-title", test_progress_title);
  g_test_add_func ("/destiny/redraw-refused-keeps-round", test_redraw_refused_keeps_round);
  return g_test_run ();
}
