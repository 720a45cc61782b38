/* test-document.c — the .tavolo file: round trip, loader errors and their
 * paths, hostile input, and saving atomically
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "tav-event-private.h"
#include "tav-bracket.h"
#include "tav-document.h"
#include "tav-test-wait.h"

/* Below 2^53, with bits in both halves. */
#define TEST_SEED G_GUINT64_CONSTANT (0x1D2C3B4A596877)

/* ---- Building events through the API ---------------------------------- */

static const char * const player_names[] = {
  "Alessandro Bianchi", "Beatrice Conti", "Carlo Esposito", "Daniela Ferri",
  "Enrico Galli", "Francesca Greco", "Giorgio Lombardi", "Ilaria Marino",
  "Luca Moretti", "Martina Ricci", "Niccolò Romano", "Ottavia Rossi",
  "Paolo Russo", "Quirino Sala", "Rebecca Santoro", "Stefano Testa",
  "Tiziana Villa", "Umberto Zanetti", "Valentina Fontana", "Walter Caruso",
  "Ximena Pellegrini", "Yuri Leone", "Zoe Mancini",
  "Ada \"la Sceriffa\" Neri",          /* quotes */
  "Bruno D'Angelo \\ Coppola",         /* backslash */
  "Chiara Costa 🤠",                   /* outside the BMP */
  "Dario Gatti",
};

static const char * const roles_5[] = { "sheriff", "deputy", "outlaw", "outlaw", "renegade" };
static const char * const roles_6[] = {
  "sheriff", "deputy", "outlaw", "outlaw", "outlaw", "renegade"
};
static const char * const roles_7[] = {
  "sheriff", "deputy", "deputy", "outlaw", "outlaw", "outlaw", "renegade"
};

/* A possible game for a table of @n_seats: the Sheriff in seat 1, the other
 * roles turned around the table by @variant, an outcome that the living
 * players allow, and bids of 0 to 300 $ (so no balance ever runs short in a
 * few rounds). */
static JsonObject *
make_result (guint n_seats,
             guint variant)
{
  static const char * const outcomes[] = { "law", "outlaws", "renegade" };
  const char * const *roles = n_seats == 5 ? roles_5 : n_seats == 6 ? roles_6 : roles_7;
  guint outcome = variant % 3;
  JsonObject *result = json_object_new ();
  JsonArray *seats = json_array_new ();
  gboolean outlaw_alive = FALSE;

  g_assert_cmpuint (n_seats, >=, 5);
  g_assert_cmpuint (n_seats, <=, 7);

  json_object_set_string_member (result, "outcome", outcomes[outcome]);
  json_object_set_boolean_member (result, "renegade_killed_last", outcome == 0 && variant % 2);
  for (guint s = 0; s < n_seats; s++)
    {
      const char *role = s == 0 ? roles[0] : roles[1 + (s - 1 + variant) % (n_seats - 1)];
      JsonObject *seat = json_object_new ();
      gboolean alive = FALSE;

      switch (outcome)
        {
        case 0:
          alive = g_str_equal (role, "sheriff") ||
                  (g_str_equal (role, "deputy") && (s + variant) % 2 == 0);
          break;
        case 1:
          if (g_str_equal (role, "outlaw") && !outlaw_alive)
            alive = outlaw_alive = TRUE;
          else if (g_str_equal (role, "renegade"))
            alive = variant % 2;
          break;
        default:
          alive = g_str_equal (role, "renegade");
          break;
        }
      json_object_set_string_member (seat, "role", role);
      json_object_set_boolean_member (seat, "alive", alive);
      json_object_set_int_member (seat, "spent", 100 * ((s + variant) % 4));
      json_array_add_object_element (seats, seat);
    }
  json_object_set_array_member (result, "seats", seats);
  return result;
}

static TavStage *
elimination (TavEvent *event)
{
  return tav_event_find_stage (event, "elimination");
}

static void
draw_and_play (TavEvent *event,
               guint     variant)
{
  g_autoptr(GError) error = NULL;
  TavStage *stage;
  TavRound *round;

  tav_event_draw_round (event, &error);
  g_assert_no_error (error);
  stage = elimination (event);
  round = tav_stage_get_last_round (stage);
  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    {
      TavTable *table = tav_round_get_table (round, t);
      g_autoptr(JsonObject) result = make_result (tav_table_get_n_seats (table), variant + t);

      tav_event_set_result (event, stage, tav_round_get_number (round),
                            tav_table_get_number (table), result, &error);
      g_assert_no_error (error);
    }
}

static TavEvent *
new_event (guint n_players)
{
  TavEvent *event = tav_event_new ("bang-2011", "Torneo d'Autunno — BANG! 2026");

  g_assert_cmpuint (n_players, <=, G_N_ELEMENTS (player_names));
  tav_event_set_date (event, "2026-11-22");
  tav_event_set_venue (event, "Circolo Ludico «La Tana», Bologna");
  tav_event_set_seed (event, TEST_SEED);
  for (guint i = 0; i < n_players; i++)
    {
      g_autoptr(GError) error = NULL;
      TavPlayer *player = tav_event_add_player (event, player_names[i], &error);

      g_assert_no_error (error);
      if (i % 3 == 0)
        tav_player_set_club (player, i % 2 ? "Dado Tratto" : "Gilda del Grifone");
      if (i == 4)
        tav_player_set_note (player, "Vegetarian lunch.\nArrives at 10:30.");
    }
  return event;
}

/* The event of the documentation: 10 players, round 1 played, one warning. */
static TavEvent *
build_small_event (void)
{
  TavEvent *event = new_event (10);
  g_autoptr(GError) error = NULL;

  draw_and_play (event, 0);
  tav_event_warn (event, "p4", "Showed a role card to the table", NULL, &error);
  g_assert_no_error (error);
  return event;
}

/* 27 players over 3 rounds: a warning after round 1, a withdrawal after
 * round 2 (26 players then), then with @complete the last round, the finals
 * and the first semi-final as a short duel. */
static TavEvent *
build_full_event (gboolean complete)
{
  TavEvent *event = new_event (27);
  g_autoptr(GError) error = NULL;
  TavStage *finals;
  TavTable *match;

  tav_event_set_param (event, "rounds", "3", &error);
  g_assert_no_error (error);

  draw_and_play (event, 0);
  tav_event_warn (event, "p5", "Late to the table", NULL, &error);
  g_assert_no_error (error);
  draw_and_play (event, 1);
  tav_event_withdraw (event, "p7", TAV_PLAYER_WITHDRAWN, "Had to leave", &error);
  g_assert_no_error (error);
  if (!complete)
    return event;

  draw_and_play (event, 2);
  tav_event_build_finals (event, &error);
  g_assert_no_error (error);
  finals = tav_event_find_stage (event, "finals");
  g_assert_nonnull (finals);
  match = tav_stage_find_match (finals, 1, NULL);
  g_assert_nonnull (match);
  tav_event_record_match (event, 1, tav_table_get_seat (match, 1), "short", &error);
  g_assert_no_error (error);
  return event;
}

/* ---- Comparing events field by field ---------------------------------- */

static void
assert_strv_equal (const char * const *a,
                   const char * const *b)
{
  g_assert_cmpuint (a ? g_strv_length ((char **) a) : 0, ==, b ? g_strv_length ((char **) b) : 0);
  for (guint i = 0; a && a[i]; i++)
    g_assert_cmpstr (a[i], ==, b[i]);
}

static void
assert_objects_equal (JsonObject *a,
                      JsonObject *b)
{
  g_autoptr(JsonNode) na = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(JsonNode) nb = json_node_new (JSON_NODE_OBJECT);

  g_assert_true ((a == NULL) == (b == NULL));
  if (a == NULL)
    return;
  json_node_set_object (na, a);
  json_node_set_object (nb, b);
  if (!json_node_equal (na, nb))
    {
      g_autofree char *ta = json_to_string (na, FALSE);
      g_autofree char *tb = json_to_string (nb, FALSE);

      g_assert_cmpstr (ta, ==, tb);
    }
}

static void
assert_events_equal (TavEvent *a,
                     TavEvent *b)
{
  GListModel *pa = tav_event_get_penalties (a);
  GListModel *pb = tav_event_get_penalties (b);

  g_assert_cmpstr (tav_event_get_name (a), ==, tav_event_get_name (b));
  g_assert_cmpstr (tav_event_get_date (a), ==, tav_event_get_date (b));
  g_assert_cmpstr (tav_event_get_venue (a), ==, tav_event_get_venue (b));
  g_assert_cmpstr (tav_event_get_ruleset_id (a), ==, tav_event_get_ruleset_id (b));
  g_assert_cmpuint (tav_event_get_seed (a), ==, tav_event_get_seed (b));
  g_assert_cmpint (tav_event_get_published (a), ==, tav_event_get_published (b));
  assert_objects_equal (tav_event_get_params (a), tav_event_get_params (b));

  g_assert_cmpuint (tav_event_get_n_players (a), ==, tav_event_get_n_players (b));
  for (guint i = 0; i < tav_event_get_n_players (a); i++)
    {
      TavPlayer *x = tav_event_get_player (a, i);
      TavPlayer *y = tav_event_get_player (b, i);

      g_assert_cmpstr (tav_player_get_id (x), ==, tav_player_get_id (y));
      g_assert_cmpstr (tav_player_get_name (x), ==, tav_player_get_name (y));
      g_assert_cmpstr (tav_player_get_club (x), ==, tav_player_get_club (y));
      g_assert_cmpstr (tav_player_get_note (x), ==, tav_player_get_note (y));
      g_assert_cmpint (tav_player_get_status (x), ==, tav_player_get_status (y));
      g_assert_cmpuint (tav_player_get_left_round (x), ==, tav_player_get_left_round (y));
    }

  g_assert_cmpuint (tav_event_get_n_stages (a), ==, tav_event_get_n_stages (b));
  for (guint i = 0; i < tav_event_get_n_stages (a); i++)
    {
      TavStage *x = tav_event_get_stage (a, i);
      TavStage *y = tav_event_get_stage (b, i);

      g_assert_cmpstr (tav_stage_get_id (x), ==, tav_stage_get_id (y));
      g_assert_cmpint (tav_stage_get_kind (x), ==, tav_stage_get_kind (y));
      g_assert_cmpstr (tav_stage_get_name (x), ==, tav_stage_get_name (y));
      g_assert_cmpuint (tav_stage_get_planned_rounds (x), ==, tav_stage_get_planned_rounds (y));
      assert_strv_equal (tav_stage_get_seeds (x), tav_stage_get_seeds (y));
      g_assert_cmpint (tav_stage_get_third_place (x), ==, tav_stage_get_third_place (y));
      g_assert_cmpuint (tav_stage_get_n_rounds (x), ==, tav_stage_get_n_rounds (y));
      for (guint r = 1; r <= tav_stage_get_n_rounds (x); r++)
        {
          TavRound *rx = tav_stage_get_round (x, r);
          TavRound *ry = tav_stage_get_round (y, r);

          g_assert_cmpuint (tav_round_get_number (rx), ==, tav_round_get_number (ry));
          g_assert_cmpstr (tav_round_get_name (rx), ==, tav_round_get_name (ry));
          g_assert_cmpuint (tav_round_get_plan_start (rx), ==, tav_round_get_plan_start (ry));
          g_assert_cmpuint (tav_round_get_plan_salt (rx), ==, tav_round_get_plan_salt (ry));
          g_assert_cmpuint (tav_round_get_n_tables (rx), ==, tav_round_get_n_tables (ry));
          for (guint t = 0; t < tav_round_get_n_tables (rx); t++)
            {
              TavTable *tx = tav_round_get_table (rx, t);
              TavTable *ty = tav_round_get_table (ry, t);

              g_assert_cmpuint (tav_table_get_number (tx), ==, tav_table_get_number (ty));
              g_assert_cmpstr (tav_table_get_label (tx), ==, tav_table_get_label (ty));
              assert_strv_equal (tav_table_get_seats (tx), tav_table_get_seats (ty));
              assert_objects_equal (tav_table_get_result (tx), tav_table_get_result (ty));
            }
        }
    }

  g_assert_cmpuint (g_list_model_get_n_items (pa), ==, g_list_model_get_n_items (pb));
  for (guint i = 0; i < g_list_model_get_n_items (pa); i++)
    {
      g_autoptr(TavPenalty) x = g_list_model_get_item (pa, i);
      g_autoptr(TavPenalty) y = g_list_model_get_item (pb, i);

      g_assert_cmpstr (tav_penalty_get_player_id (x), ==, tav_penalty_get_player_id (y));
      g_assert_cmpint (tav_penalty_get_kind (x), ==, tav_penalty_get_kind (y));
      g_assert_cmpstr (tav_penalty_get_stage_id (x), ==, tav_penalty_get_stage_id (y));
      g_assert_cmpuint (tav_penalty_get_round (x), ==, tav_penalty_get_round (y));
      g_assert_cmpstr (tav_penalty_get_reason (x), ==, tav_penalty_get_reason (y));
      g_assert_true (g_date_time_equal (tav_penalty_get_time (x), tav_penalty_get_time (y)));
    }
}

static TavEvent *
load_text (const char  *text,
           GError     **error)
{
  return tav_document_load_data (text, strlen (text), error);
}

static TavEvent *
reload (TavEvent *event)
{
  g_autoptr(GError) error = NULL;
  gsize length = 0;
  g_autofree char *data = tav_document_to_data (event, &length);
  TavEvent *copy = tav_document_load_data (data, length, &error);

  g_assert_no_error (error);
  g_assert_nonnull (copy);
  return copy;
}

static void
assert_same_data (TavEvent *a,
                  TavEvent *b)
{
  gsize la = 0, lb = 0;
  g_autofree char *da = tav_document_to_data (a, &la);
  g_autofree char *db = tav_document_to_data (b, &lb);

  g_assert_cmpstr (da, ==, db);
  g_assert_cmpmem (da, la, db, lb);
}

/* ---- Round trip ------------------------------------------------------- */

static void
test_round_trip (void)
{
  g_autoptr(TavEvent) event = build_full_event (TRUE);
  g_autoptr(TavEvent) loaded = NULL;
  g_autoptr(GError) error = NULL;
  gsize length = 0, length2 = 0;
  g_autofree char *data = tav_document_to_data (event, &length);
  g_autofree char *data2 = NULL;
  TavStage *finals;

  /* The event really has what the file must carry. */
  g_assert_cmpuint (tav_event_get_n_players (event), ==, 27);
  g_assert_cmpuint (tav_event_get_n_stages (event), ==, 2);
  g_assert_cmpuint (tav_stage_get_n_rounds (elimination (event)), ==, 3);
  g_assert_cmpint (tav_player_get_status (tav_event_find_player (event, "p7")), ==,
                   TAV_PLAYER_WITHDRAWN);
  g_assert_cmpuint (g_list_model_get_n_items (tav_event_get_penalties (event)), ==, 1);
  g_assert_true (tav_event_get_published (event));
  finals = tav_event_find_stage (event, "finals");
  g_assert_true (tav_table_has_result (tav_stage_find_match (finals, 1, NULL)));
  g_assert_cmpuint (length, ==, strlen (data));
  g_assert_true (g_str_has_suffix (data, "}\n"));

  loaded = tav_document_load_data (data, length, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  assert_events_equal (event, loaded);

  data2 = tav_document_to_data (loaded, &length2);
  g_assert_cmpstr (data, ==, data2);
  g_assert_cmpmem (data, length, data2, length2);
}

static void
test_round_trip_file (void)
{
  g_autoptr(TavEvent) event = build_full_event (TRUE);
  g_autoptr(TavEvent) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tavolo-test-document-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "event.tavolo", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *data = tav_document_to_data (event, NULL);

  g_assert_no_error (error);
  g_assert_true (tav_document_save_file (event, path, TRUE, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, NULL, &error));
  g_assert_cmpstr (contents, ==, data);

  loaded = tav_document_load_file (path, &error);
  g_assert_no_error (error);
  assert_events_equal (event, loaded);
  assert_same_data (event, loaded);

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* An edit that slipped past its own checks (here a player both active
 * and gone since round 2) is never written: the save reads its text back
 * first, refuses, and leaves the file as it was. */
static void
test_save_guard (void)
{
  g_autoptr(TavEvent) event = build_full_event (TRUE);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tavolo-test-document-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "event.tavolo", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  TavPlayer *player;

  g_assert_true (tav_document_save_file (event, path, TRUE, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));

  player = tav_event_get_player (event, 0);
  g_assert_true (tav_player_is_active (player));
  tav_player_set_left_round (player, 2);
  g_assert_false (tav_document_save_file (event, path, TRUE, &error));
  g_assert_error (error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "could not read back what it was about to save"));
  g_assert_nonnull (strstr (error->message, "left_round: 2 for a player who is still active"));
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);
  g_assert_false (g_file_test (backup, G_FILE_TEST_EXISTS));

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* A file is a resumable state: what comes next (the next draw, the next
 * duel, the standings) is the same from the loaded event as from the
 * original. */
static void
test_round_trip_resume (void)
{
  g_autoptr(TavEvent) event = build_full_event (FALSE);
  g_autoptr(TavEvent) loaded = reload (event);
  g_autoptr(TavEvent) full = NULL;
  g_autoptr(TavEvent) full_loaded = NULL;
  g_autoptr(TavStandings) sa = NULL;
  g_autoptr(TavStandings) sb = NULL;
  g_autoptr(GError) error = NULL;
  TavTable *match;

  draw_and_play (event, 2);
  draw_and_play (loaded, 2);
  assert_events_equal (event, loaded);
  assert_same_data (event, loaded);

  sa = tav_event_compute_standings (event);
  sb = tav_event_compute_standings (loaded);
  g_assert_cmpuint (tav_standings_get_n_rows (sa), ==, tav_standings_get_n_rows (sb));
  for (guint i = 0; i < tav_standings_get_n_rows (sa); i++)
    {
      TavStandingsRow *ra = tav_standings_get_row (sa, i);
      TavStandingsRow *rb = tav_standings_get_row (sb, i);

      g_assert_cmpstr (tav_player_get_id (tav_standings_row_get_player (ra)), ==,
                       tav_player_get_id (tav_standings_row_get_player (rb)));
      g_assert_cmpuint (tav_standings_row_get_rank (ra), ==, tav_standings_row_get_rank (rb));
      for (guint c = 0; c < 5; c++)
        g_assert_cmpfloat (tav_standings_row_get_value (ra, c), ==,
                           tav_standings_row_get_value (rb, c));
    }

  /* The finals continue the same way from a loaded file. */
  full = build_full_event (TRUE);
  full_loaded = reload (full);
  match = tav_stage_find_match (tav_event_find_stage (full, "finals"), 2, NULL);
  g_assert_nonnull (match);
  tav_event_record_match (full, 2, tav_table_get_seat (match, 0), "long", &error);
  g_assert_no_error (error);
  tav_event_record_match (full_loaded, 2, tav_table_get_seat (match, 0), "long", &error);
  g_assert_no_error (error);
  assert_same_data (full, full_loaded);
  g_assert_nonnull (tav_stage_find_match (tav_event_find_stage (full_loaded, "finals"), 3, NULL));
}

/* Whatever the API lets an organiser create must load again. */
static void
test_round_trip_extremes (void)
{
  g_autoptr(TavEvent) event = new_event (12);
  g_autoptr(TavEvent) loaded = NULL;

  tav_event_set_name (event, "");
  tav_event_set_date (event, "");
  tav_event_set_venue (event, "Line one\nline two \"quoted\" \\ \x01\x1f end");
  tav_event_set_seed (event, TAV_DOCUMENT_MAX_SEED);
  tav_player_set_note (tav_event_find_player (event, "p2"), "\u00e8\u20ac\U0001F0A1");
  loaded = reload (event);
  assert_events_equal (event, loaded);
  assert_same_data (event, loaded);
  g_clear_object (&loaded);

  tav_event_set_seed (event, 0);
  loaded = reload (event);
  g_assert_cmpuint (tav_event_get_seed (loaded), ==, 0);
}

/* Penalty times keep their microseconds through a save and a load. */
static void
test_round_trip_times (void)
{
  g_autoptr(TavEvent) event = new_event (10);
  g_autoptr(TavEvent) loaded = NULL;
  g_autoptr(GTimeZone) utc = g_time_zone_new_utc ();
  g_autoptr(GTimeZone) rome = g_time_zone_new_offset (3600);
  static const gint64 micro[] = { 0, 1, 999999, 500000, 123456, 100, 999000 };

  for (guint i = 0; i < G_N_ELEMENTS (micro); i++)
    {
      g_autoptr(GDateTime) base = g_date_time_new (i % 2 ? rome : utc, 2026, 11, 22, 9 + i, 30, 15);
      g_autoptr(GDateTime) time = g_date_time_add (base, micro[i]);
      g_autoptr(TavPenalty) penalty = tav_penalty_new ("p1", TAV_PENALTY_WARNING, "", 0,
                                                       "Reason", time);

      tav_event_add_penalty (event, penalty);
    }
  loaded = reload (event);
  assert_events_equal (event, loaded);
  assert_same_data (event, loaded);
}

/* A seed above 2^53 cannot be written exactly by every JSON reader, and the
 * loader refuses it; an event must never save a file it cannot open, so
 * the event refuses such a seed (a programming error) and keeps its own. */
static void
test_round_trip_big_seed (void)
{
  g_autoptr(TavEvent) event = new_event (10);
  g_autoptr(TavEvent) loaded = NULL;

  for (guint i = 0; i < 1000; i++)
    g_assert_cmpuint (tav_document_new_seed (), <=, TAV_DOCUMENT_MAX_SEED);

  g_test_expect_message ("tav-event", G_LOG_LEVEL_CRITICAL, "*seed*");
  tav_event_set_seed (event, TAV_DOCUMENT_MAX_SEED + 1);
  g_test_assert_expected_messages ();
  /* Through the property, GObject itself refuses it: the property's range
   * ends at the largest seed a file may hold. (How loudly GObject says so
   * is its own business: a warning in GLib 2.74, a critical in 2.84.) */
  {
    GParamSpec *pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (event), "seed");
    g_auto(GValue) value = G_VALUE_INIT;

    g_assert_true (G_IS_PARAM_SPEC_UINT64 (pspec));
    g_assert_cmpuint (G_PARAM_SPEC_UINT64 (pspec)->maximum, ==, TAV_DOCUMENT_MAX_SEED);
    g_value_init (&value, G_TYPE_UINT64);
    g_value_set_uint64 (&value, G_MAXUINT64);
    g_assert_true (g_param_value_validate (pspec, &value));
  }

  g_assert_cmpuint (tav_event_get_seed (event), ==, TEST_SEED);
  loaded = reload (event);
  g_assert_cmpuint (tav_event_get_seed (loaded), ==, TEST_SEED);
}

/* The result given to tav_event_set_result() stays the caller's: editing
 * it afterwards must not change the event behind the validation, or the
 * next save writes a file that no longer opens. */
static void
test_round_trip_caller_result (void)
{
  g_autoptr(TavEvent) event = new_event (10);
  g_autoptr(JsonObject) result = NULL;
  g_autoptr(TavEvent) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  JsonArray *seats;
  TavStage *stage;
  TavTable *table;
  gsize length = 0;

  tav_event_draw_round (event, &error);
  g_assert_no_error (error);
  stage = elimination (event);
  table = tav_round_get_table (tav_stage_get_round (stage, 1), 0);
  result = make_result (tav_table_get_n_seats (table), 0);
  tav_event_set_result (event, stage, 1, tav_table_get_number (table), result, &error);
  g_assert_no_error (error);

  json_object_set_string_member (result, "outcome", "renegade");
  seats = json_object_get_array_member (result, "seats");
  json_object_set_int_member (json_array_get_object_element (seats, 0), "spent", 150);
  g_assert_cmpstr (tav_result_get_string (tav_table_get_result (table), "outcome"), ==, "law");

  data = tav_document_to_data (event, &length);
  loaded = tav_document_load_data (data, length, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);
}

/* @data saved again by this build, with the "generator" of @data: the
 * version of Tavolo that wrote a file is the only line allowed to differ. */
static void
assert_saves_as (const char *data,
                 gsize       length,
                 const char *what)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TavEvent) event = tav_document_load_data (data, length, &error);
  g_autofree char *again = NULL;
  g_autofree char *theirs = NULL;
  g_autofree char *ours = NULL;
  g_auto(GStrv) lines = NULL;

  if (error)
    g_test_message ("%s: %s", what, error->message);
  g_assert_no_error (error);
  again = tav_document_to_data (event, NULL);
  lines = g_strsplit (data, "\n", 5);
  g_assert_cmpuint (g_strv_length (lines), ==, 5);
  g_assert_true (g_str_has_prefix (lines[3], "  \"generator\" : "));
  theirs = g_strconcat (lines[3], "\n", NULL);
  ours = g_strdup_printf ("  \"generator\" : \"Tavolo %s\",\n", PACKAGE_VERSION);
  {
    g_autoptr(GString) expected = g_string_new_len (data, (gssize) length);

    g_string_replace (expected, theirs, ours, 1);
    g_assert_cmpstr (again, ==, expected->str);
  }
}

/* The complete example of docs/file-format.md is exact saver output. */
static void
test_documented_example (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "docs", "file-format.md", NULL);
  g_autofree char *doc = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TavEvent) event = NULL;
  const char *start, *end;
  g_autofree char *json = NULL;

  if (!g_file_get_contents (path, &doc, NULL, NULL))
    {
      g_test_skip ("docs/file-format.md is not in the source tree");
      return;
    }
  start = strstr (doc, "<!-- example: begin -->");
  g_assert_nonnull (start);
  start = strstr (start, "```json\n");
  g_assert_nonnull (start);
  start += strlen ("```json\n");
  end = strstr (start, "```\n<!-- example: end -->");
  g_assert_nonnull (end);
  json = g_strndup (start, end - start);

  assert_saves_as (json, strlen (json), "docs/file-format.md");
  event = load_text (json, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tav_event_get_n_players (event), ==, 10);
  g_assert_true (tav_round_is_complete (tav_stage_get_round (elimination (event), 1)));
  g_assert_cmpuint (tav_event_count_penalties (event, "p4", TAV_PENALTY_WARNING), ==, 1);
}

/* The example events shipped with Tavolo load, and save unchanged. */
static void
test_bundled_examples (void)
{
  g_autofree char *dir = g_test_build_filename (G_TEST_DIST, "..", "data", "examples", NULL);
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  guint n = 0;

  if (d == NULL)
    {
      g_test_skip ("data/examples is not in the source tree");
      return;
    }
  while ((name = g_dir_read_name (d)))
    {
      g_autofree char *path = NULL;
      g_autofree char *data = NULL;
      g_autoptr(GError) error = NULL;
      gsize length = 0;

      if (!g_str_has_suffix (name, ".tavolo"))
        continue;
      path = g_build_filename (dir, name, NULL);
      g_assert_true (g_file_get_contents (path, &data, &length, &error));
      g_assert_no_error (error);
      assert_saves_as (data, length, name);
      n++;
    }
  g_assert_cmpuint (n, >, 0);
}

/* ---- Editing a saved document ----------------------------------------- */

static JsonNode *
parse_json (const char *text)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);
  return json_node_copy (json_parser_get_root (parser));
}

/* json_node_copy() shares the objects and arrays of the node it copies. */
static JsonNode *
deep_copy (JsonNode *node)
{
  g_autofree char *text = json_to_string (node, FALSE);

  return parse_json (text);
}

/* The saved document of @event, as a tree to edit. */
static JsonNode *
document_tree (TavEvent *event)
{
  g_autofree char *text = tav_document_to_data (event, NULL);

  return parse_json (text);
}

/* The node at @path, written as in the loader's messages
 * ("stages[0].rounds[0].tables[0].seats[3]"), with its container and the
 * last step of the path. */
static JsonNode *
lookup (JsonNode    *root,
        const char  *path,
        JsonNode   **parent_out,
        char       **member_out,
        int         *index_out)
{
  JsonNode *node = root;
  JsonNode *parent = NULL;
  g_autofree char *member = NULL;
  const char *p = path;
  int index = -1;

  while (*p)
    {
      if (node == NULL)
        g_error ("%s: no such node in the test document", path);
      parent = node;
      g_clear_pointer (&member, g_free);
      index = -1;
      if (*p == '[')
        {
          char *end = NULL;
          JsonArray *array;

          g_assert_true (JSON_NODE_HOLDS_ARRAY (parent));
          array = json_node_get_array (parent);
          index = (int) strtol (p + 1, &end, 10);
          g_assert_true (*end == ']');
          p = end + 1;
          node = (guint) index < json_array_get_length (array) ?
                 json_array_get_element (array, index) : NULL;
        }
      else
        {
          gsize n;

          if (*p == '.')
            p++;
          n = strcspn (p, ".[");
          member = g_strndup (p, n);
          p += n;
          g_assert_true (JSON_NODE_HOLDS_OBJECT (parent));
          node = json_object_get_member (json_node_get_object (parent), member);
        }
    }
  if (parent_out)
    *parent_out = parent;
  if (member_out)
    *member_out = g_steal_pointer (&member);
  if (index_out)
    *index_out = index;
  return node;
}

static const char *
string_at (JsonNode   *root,
           const char *path)
{
  JsonNode *node = lookup (root, path, NULL, NULL, NULL);

  g_assert_nonnull (node);
  return json_node_get_string (node);
}

/* Sets the node at @path to the JSON text @json, or removes it when @json
 * is NULL. An index one past the end appends. */
static void
edit (JsonNode   *root,
      const char *path,
      const char *json)
{
  JsonNode *parent = NULL;
  g_autofree char *member = NULL;
  int index = -1;

  lookup (root, path, &parent, &member, &index);
  if (member)
    {
      JsonObject *object = json_node_get_object (parent);

      if (json)
        json_object_set_member (object, member, parse_json (json));
      else
        json_object_remove_member (object, member);
    }
  else
    {
      JsonArray *array = json_node_get_array (parent);
      g_autoptr(JsonArray) copy = json_array_new ();
      guint length = json_array_get_length (array);

      g_assert_cmpuint (index, <=, length);
      for (guint i = 0; i <= length; i++)
        {
          if ((int) i == index)
            {
              if (json)
                json_array_add_element (copy, parse_json (json));
            }
          else if (i < length)
            json_array_add_element (copy, json_node_copy (json_array_get_element (array, i)));
        }
      json_node_set_array (parent, copy);
    }
}

static char *
to_text (JsonNode *root)
{
  return json_to_string (root, TRUE);
}

static JsonNode *
small_document (void)
{
  g_autoptr(TavEvent) event = build_small_event ();

  return document_tree (event);
}

static JsonNode *
full_document (void)
{
  g_autoptr(TavEvent) event = build_full_event (TRUE);

  return document_tree (event);
}

typedef struct
{
  const char *path;
  const char *json;      /* NULL: remove the member or element */
  int         code;      /* TavDocumentError */
  const char *message;   /* the whole message */
} EditCase;

/* Every edit of @base must be refused with its exact message; the list of
 * mismatches is compared at the end, so one run shows all of them. */
static void
run_edit_cases (JsonNode       *base,
                const EditCase *cases,
                guint           n_cases)
{
  g_autoptr(GString) mismatches = g_string_new (NULL);

  for (guint i = 0; i < n_cases; i++)
    {
      g_autoptr(JsonNode) root = deep_copy (base);
      g_autoptr(GError) error = NULL;
      g_autoptr(TavEvent) event = NULL;
      g_autofree char *text = NULL;

      edit (root, cases[i].path, cases[i].json);
      text = to_text (root);
      event = load_text (text, &error);
      if (event != NULL || error == NULL)
        g_string_append_printf (mismatches, "%s = %s: loaded\n", cases[i].path,
                                cases[i].json ? cases[i].json : "(removed)");
      else if (!g_error_matches (error, TAV_DOCUMENT_ERROR, cases[i].code) ||
               g_strcmp0 (error->message, cases[i].message) != 0)
        g_string_append_printf (mismatches,
                                "%s = %s:\n  expected %s #%d: %s\n  got      %s #%d: %s\n",
                                cases[i].path, cases[i].json ? cases[i].json : "(removed)",
                                g_quark_to_string (TAV_DOCUMENT_ERROR), cases[i].code,
                                cases[i].message, g_quark_to_string (error->domain),
                                error->code, error->message);
    }
  if (mismatches->len)
    g_test_message ("%s", mismatches->str);
  g_assert_cmpstr (mismatches->str, ==, "");
}

/* A minimal valid document with @seed as the text of the seed. */
static char *
doc_with_seed (const char *seed)
{
  return g_strdup_printf ("{\"format\": \"tavolo\", \"version\": 1,\n"
                          " \"event\": {\"name\": \"x\", \"ruleset\": \"bang-2011\","
                          " \"seed\": %s},\n"
                          " \"players\": []}", seed);
}

#define INVALID TAV_DOCUMENT_ERROR_INVALID
#define T0 "stages[0].rounds[0].tables[0]"

/* ---- Loader errors ---------------------------------------------------- */

static void
test_error_not_json (void)
{
  static const char * const texts[] = {
    "{", "}", "{\"format\": \"tavolo\",}", "{\"format\" \"tavolo\"}", "tavolo", "[1,]",
  };

  /* The message starts with the place of the mistake. */
  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TavEvent) event = load_text (texts[i], &error);

      g_assert_null (event);
      g_assert_error (error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_SYNTAX);
      g_assert_true (g_str_has_prefix (error->message, "line 1, column "));
      g_assert_nonnull (strstr (error->message, ": not valid JSON: "));
      g_assert_null (strstr (error->message, "<data>"));
    }

  {
    g_autoptr(GError) error = NULL;
    g_autoptr(TavEvent) event = load_text ("{\"format\":\n\"tavolo\",\n\"version\": 1,,\n}",
                                           &error);

    g_assert_error (error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_SYNTAX);
    g_assert_true (g_str_has_prefix (error->message, "line 3, column "));
  }
}

static void
test_error_not_object (void)
{
  static const char * const texts[] = {
    "[]", "\"x\"", "42", "null", "true", "[{\"format\": \"tavolo\", \"version\": 1}]",
  };
  static const char * const blank[] = { "", "  \n", "\t\r\n" };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TavEvent) event = load_text (texts[i], &error);

      g_assert_null (event);
      g_assert_error (error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_NOT_TAVOLO);
      g_assert_cmpstr (error->message, ==,
                       "Not a Tavolo event: the file must hold a JSON object");
    }
  for (guint i = 0; i < G_N_ELEMENTS (blank); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TavEvent) event = load_text (blank[i], &error);

      g_assert_null (event);
      g_assert_error (error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_NOT_TAVOLO);
      g_assert_cmpstr (error->message, ==, "Not a Tavolo event: the file is empty");
    }
}

static void
test_error_header (void)
{
  g_autoptr(JsonNode) base = small_document ();
  static const char not_tavolo[] = "Not a Tavolo event: “format” must be “tavolo”";
  static const char bad_version[] = "version: expected a whole number of at least 1";
  static const EditCase cases[] = {
    { "format", NULL, TAV_DOCUMENT_ERROR_NOT_TAVOLO, not_tavolo },
    { "format", "\"tavola\"", TAV_DOCUMENT_ERROR_NOT_TAVOLO, not_tavolo },
    { "format", "\"Tavolo\"", TAV_DOCUMENT_ERROR_NOT_TAVOLO, not_tavolo },
    { "format", "1", TAV_DOCUMENT_ERROR_NOT_TAVOLO, not_tavolo },
    { "format", "null", TAV_DOCUMENT_ERROR_NOT_TAVOLO, not_tavolo },
    { "version", NULL, INVALID, bad_version },
    { "version", "0", INVALID, bad_version },
    { "version", "-1", INVALID, bad_version },
    { "version", "\"1\"", INVALID, bad_version },
    { "version", "1.0", INVALID, bad_version },
    { "version", "true", INVALID, bad_version },
    { "version", "null", INVALID, bad_version },
    { "version", "[1]", INVALID, bad_version },
  };

  run_edit_cases (base, cases, G_N_ELEMENTS (cases));
}

static void
test_error_newer_version (void)
{
  static const char * const versions[] = { "6", "17", "9007199254740991" };

  for (guint i = 0; i < G_N_ELEMENTS (versions); i++)
    {
      g_autoptr(JsonNode) root = small_document ();
      g_autoptr(GError) error = NULL;
      g_autoptr(TavEvent) event = NULL;
      g_autofree char *text = NULL;
      g_autofree char *expected = NULL;

      /* A newer file may have fields this version does not know: the
       * version is what the organiser must be told about. */
      edit (root, "version", versions[i]);
      edit (root, "event.timezone", "\"Europe/Rome\"");
      edit (root, "teams", "[]");
      text = to_text (root);
      event = load_text (text, &error);
      g_assert_null (event);
      g_assert_error (error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_NEWER_VERSION);
      expected = g_strdup_printf ("This file was saved by a newer Tavolo (file format version %s);"
                                  " this version reads up to version 5."
                                  " Please update Tavolo to open it.", versions[i]);
      g_assert_cmpstr (error->message, ==, expected);
    }
}

static void
test_error_unknown_field (void)
{
  g_autoptr(JsonNode) base = small_document ();
  static const EditCase cases[] = {
    { "event.extra", "1", INVALID, "event.extra: unknown field" },
    { "event.Name", "\"x\"", INVALID, "event.Name: unknown field" },
    { "players[0].extra", "1", INVALID, "players[0].extra: unknown field" },
    { "players[9].rating", "1500", INVALID, "players[9].rating: unknown field" },
    { "stages[0].extra", "1", INVALID, "stages[0].extra: unknown field" },
    { "stages[0].rounds[0].extra", "1", INVALID, "stages[0].rounds[0].extra: unknown field" },
    { T0 ".extra", "1", INVALID, T0 ".extra: unknown field" },
    { "penalties[0].extra", "1", INVALID, "penalties[0].extra: unknown field" },
  };

  run_edit_cases (base, cases, G_N_ELEMENTS (cases));
}

/* Inside results too, the path names the unknown member itself, in the
 * style of the rest of the document. */
static void
test_error_result_unknown_field (void)
{
  g_autoptr(JsonNode) base = small_document ();
  g_autoptr(JsonNode) finals = full_document ();
  static const EditCase cases[] = {
    { T0 ".result.extra", "1", INVALID, T0 ".result.extra: unknown field" },
    { T0 ".result.role", "\"sheriff\"", INVALID, T0 ".result.role: unknown field" },
    { T0 ".result.seats[0].extra", "1", INVALID, T0 ".result.seats[0].extra: unknown field" },
    { T0 ".result.seats[0].outcome", "\"law\"", INVALID,
      T0 ".result.seats[0].outcome: unknown field" },
  };
  static const EditCase match_cases[] = {
    { "stages[1].rounds[0].tables[0].result.seats", "[]", INVALID,
      "stages[1].rounds[0].tables[0].result.seats: unknown field" },
    { "stages[1].rounds[0].tables[0].result.outcome", "\"law\"", INVALID,
      "stages[1].rounds[0].tables[0].result.outcome: unknown field" },
  };

  run_edit_cases (base, cases, G_N_ELEMENTS (cases));
  run_edit_cases (finals, match_cases, G_N_ELEMENTS (match_cases));
}

/* The root has no path of its own: its members' paths are their names
 * (not ".event"). */
static void
test_error_root_paths (void)
{
  g_autoptr(JsonNode) base = small_document ();
  static const EditCase cases[] = {
    { "event", NULL, INVALID, "event: missing" },
    { "event", "[]", INVALID, "event: expected an object" },
    { "event", "null", INVALID, "event: expected an object" },
    { "players", NULL, INVALID, "players: missing" },
    { "players", "{}", INVALID, "players: expected a list" },
    { "stages", "{}", INVALID, "stages: expected a list" },
    { "penalties", "\"none\"", INVALID, "penalties: expected a list" },
  };

  run_edit_cases (base, cases, G_N_ELEMENTS (cases));

  /* A number out of the range of a double, anywhere. */
  {
    g_autofree char *text = doc_with_seed ("1e999");
    g_autoptr(GError) error = NULL;
    g_autoptr(TavEvent) event = load_text (text, &error);

    g_assert_error (error, TAV_DOCUMENT_ERROR, INVALID);
    g_assert_cmpstr (error->message, ==, "event.seed: the number is too large");
  }

  /* An unknown member of the root itself. */
  {
    g_autoptr(JsonNode) root = deep_copy (base);
    g_autoptr(GError) error = NULL;
    g_autoptr(TavEvent) event = NULL;
    g_autofree char *text = NULL;

    edit (root, "extra", "1");
    text = to_text (root);
    event = load_text (text, &error);
    g_assert_error (error, TAV_DOCUMENT_ERROR, INVALID);
    g_assert_cmpstr (error->message, ==, "extra: unknown field");
  }
}

static void
test_error_missing (void)
{
  g_autoptr(JsonNode) base = small_document ();
  static const EditCase cases[] = {
    { "event.name", NULL, INVALID, "event.name: missing" },
    { "event.ruleset", NULL, INVALID, "event.ruleset: missing" },
    { "event.seed", NULL, INVALID, "event.seed: missing" },
    { "players[0].id", NULL, INVALID, "players[0].id: missing" },
    { "players[3].name", NULL, INVALID, "players[3].name: missing" },
    { "stages[0].id", NULL, INVALID, "stages[0].id: missing" },
    { "stages[0].kind", NULL, INVALID, "stages[0].kind: missing" },
    { "stages[0].rounds", NULL, INVALID, "stages[0].rounds: missing" },
    { "stages[0].rounds[0].number", NULL, INVALID, "stages[0].rounds[0].number: missing" },
    { "stages[0].rounds[0].tables", NULL, INVALID, "stages[0].rounds[0].tables: missing" },
    { T0 ".number", NULL, INVALID, T0 ".number: missing" },
    { "stages[0].rounds[0].tables[1].number", NULL, INVALID,
      "stages[0].rounds[0].tables[1].number: missing" },
    { "penalties[0].player", NULL, INVALID, "penalties[0].player: missing" },
    { "penalties[0].kind", NULL, INVALID, "penalties[0].kind: missing" },
    { "penalties[0].time", NULL, INVALID, "penalties[0].time: missing" },
    { T0 ".result.outcome", NULL, INVALID, T0 ".result.outcome: missing" },
    { T0 ".result.outcome", "null", INVALID, T0 ".result.outcome: missing" },
    { T0 ".result.seats", NULL, INVALID,
      T0 ".result.seats: missing (one entry per seat expected)" },
    { T0 ".result.seats", "{}", INVALID,
      T0 ".result.seats: missing (one entry per seat expected)" },
    { T0 ".result.seats[2].role", NULL, INVALID, T0 ".result.seats[2].role: missing" },
    { T0 ".result.seats[2].alive", NULL, INVALID, T0 ".result.seats[2].alive: missing" },
    { T0 ".result.seats[4].spent", NULL, INVALID, T0 ".result.seats[4].spent: missing" },
    /* Empty is not a value for the fields that name things. */
    { "players[2].id", "\"\"", INVALID, "players[2].id: empty" },
    { "players[2].name", "\"\"", INVALID, "players[2].name: A name needs at least one visible character" },
    { "stages[0].id", "\"\"", INVALID, "stages[0].id: “” is empty or used twice" },
    { T0 ".seats[0]", "\"\"", INVALID, T0 ".seats[0]: unknown player id “”" },
  };

  run_edit_cases (base, cases, G_N_ELEMENTS (cases));
}

static void
test_error_types (void)
{
  g_autoptr(JsonNode) base = small_document ();
  static const EditCase cases[] = {
    { "event.name", "5", INVALID, "event.name: expected a text" },
    { "event.name", "null", INVALID, "event.name: expected a text" },
    { "event.date", "20261122", INVALID, "event.date: expected a text" },
    { "event.venue", "[]", INVALID, "event.venue: expected a text" },
    { "event.ruleset", "{}", INVALID, "event.ruleset: expected a text" },
    { "event.seed", "\"42\"", INVALID, "event.seed: expected a whole number" },
    { "event.seed", "4.5", INVALID, "event.seed: expected a whole number" },
    { "event.seed", "42.0", INVALID, "event.seed: expected a whole number" },
    { "event.seed", "true", INVALID, "event.seed: expected a whole number" },
    { "event.published", "\"yes\"", INVALID, "event.published: expected true or false" },
    { "event.published", "1", INVALID, "event.published: expected true or false" },
    { "event.params", "[]", INVALID, "event.params: expected an object" },
    { "players[0]", "5", INVALID, "players[0]: expected an object" },
    { "players[0]", "\"p1\"", INVALID, "players[0]: expected an object" },
    { "players[1].id", "2", INVALID, "players[1].id: expected a text" },
    { "players[1].club", "false", INVALID, "players[1].club: expected a text" },
    { "players[1].note", "{}", INVALID, "players[1].note: expected a text" },
    { "players[1].status", "0", INVALID, "players[1].status: expected a text" },
    { "players[1].left_round", "\"2\"", INVALID, "players[1].left_round: expected a whole number" },
    { "players[1].left_round", "1001", INVALID,
      "players[1].left_round: 1001 is out of range (0 to 1000)" },
    { "stages[0]", "[]", INVALID, "stages[0]: expected an object" },
    { "stages[0].kind", "1", INVALID, "stages[0].kind: expected a text" },
    { "stages[0].name", "1", INVALID, "stages[0].name: expected a text" },
    { "stages[0].planned_rounds", "\"3\"", INVALID,
      "stages[0].planned_rounds: expected a whole number" },
    { "stages[0].seeds", "\"p1\"", INVALID, "stages[0].seeds: expected a list" },
    { "stages[0].seeds", "[1]", INVALID, "stages[0].seeds[0]: expected a player id" },
    { "stages[0].third_place", "0", INVALID, "stages[0].third_place: expected true or false" },
    { "stages[0].rounds", "{}", INVALID, "stages[0].rounds: expected a list" },
    { "stages[0].rounds[0]", "1", INVALID, "stages[0].rounds[0]: expected an object" },
    { "stages[0].rounds[0].number", "1.5", INVALID,
      "stages[0].rounds[0].number: expected a whole number" },
    { "stages[0].rounds[0].name", "[]", INVALID, "stages[0].rounds[0].name: expected a text" },
    { "stages[0].rounds[0].plan_salt", "4294967296", INVALID,
      "stages[0].rounds[0].plan_salt: 4294967296 is out of range (0 to 4294967295)" },
    { "stages[0].rounds[0].tables", "{}", INVALID, "stages[0].rounds[0].tables: expected a list" },
    { T0, "[]", INVALID, T0 ": expected an object" },
    { T0 ".number", "\"1\"", INVALID, T0 ".number: expected a whole number" },
    { T0 ".label", "1", INVALID, T0 ".label: expected a text" },
    { T0 ".seats", "\"p1\"", INVALID, T0 ".seats: expected a list" },
    { T0 ".seats[1]", "7", INVALID, T0 ".seats[1]: expected a player id" },
    { T0 ".seats[1]", "null", INVALID, T0 ".seats[1]: expected a player id" },
    { T0 ".result", "[]", INVALID, T0 ".result: expected an object" },
    { T0 ".result", "\"law\"", INVALID, T0 ".result: expected an object" },
    { T0 ".result.outcome", "\"draw\"", INVALID,
      T0 ".result.outcome: expected one of \"law\", \"outlaws\", \"renegade\"" },
    { T0 ".result.outcome", "1", INVALID,
      T0 ".result.outcome: expected one of \"law\", \"outlaws\", \"renegade\"" },
    { T0 ".result.renegade_killed_last", "\"no\"", INVALID,
      T0 ".result.renegade_killed_last: expected true or false" },
    { T0 ".result.seats[0]", "\"sheriff\"", INVALID, T0 ".result.seats[0]: expected an object" },
    { T0 ".result.seats[1].role", "\"Deputy\"", INVALID,
      T0 ".result.seats[1].role: expected one of"
      " \"sheriff\", \"deputy\", \"outlaw\", \"renegade\"" },
    { T0 ".result.seats[1].alive", "\"yes\"", INVALID,
      T0 ".result.seats[1].alive: expected true or false" },
    { T0 ".result.seats[1].spent", "\"100\"", INVALID,
      T0 ".result.seats[1].spent: expected a whole number" },
    { T0 ".result.seats[1].spent", "100.0", INVALID,
      T0 ".result.seats[1].spent: expected a whole number" },
    { "penalties[0]", "[]", INVALID, "penalties[0]: expected an object" },
    { "penalties[0].player", "4", INVALID, "penalties[0].player: expected a text" },
    { "penalties[0].round", "\"1\"", INVALID, "penalties[0].round: expected a whole number" },
    { "penalties[0].reason", "null", INVALID, "penalties[0].reason: expected a text" },
    { "penalties[0].time", "1763800000", INVALID, "penalties[0].time: expected a text" },
  };

  run_edit_cases (base, cases, G_N_ELEMENTS (cases));
}

static void
test_error_values (void)
{
  g_autoptr(JsonNode) base = small_document ();
  static const EditCase cases[] = {
    { "event.date", "\"2026-13-01\"", INVALID,
      "event.date: “2026-13-01” is not a date like 2026-11-22" },
    { "event.date", "\"2026-02-30\"", INVALID,
      "event.date: “2026-02-30” is not a date like 2026-11-22" },
    { "event.date", "\"2026-1-1\"", INVALID,
      "event.date: “2026-1-1” is not a date like 2026-11-22" },
    { "event.date", "\"22/11/2026\"", INVALID,
      "event.date: “22/11/2026” is not a date like 2026-11-22" },
    { "event.date", "\"2026-11-22T10:00:00Z\"", INVALID,
      "event.date: “2026-11-22T10:00:00Z” is not a date like 2026-11-22" },
    { "event.date", "\"tomorrow\"", INVALID,
      "event.date: “tomorrow” is not a date like 2026-11-22" },
    { "event.ruleset", "\"chess\"", INVALID, "event.ruleset: unknown ruleset “chess”" },
    { "event.ruleset", "\"\"", INVALID, "event.ruleset: unknown ruleset “”" },
    { "players[2].status", "\"gone\"", INVALID, "players[2].status: unknown status “gone”" },
    { "players[2].status", "\"Active\"", INVALID, "players[2].status: unknown status “Active”" },
    { "stages[0].kind", "\"swiss\"", INVALID, "stages[0].kind: unknown kind “swiss”" },
    { "stages[0].rounds[0].number", "2", INVALID,
      "stages[0].rounds[0].number: expected 1, found 2" },
    { "stages[0].rounds[0].number", "0", INVALID,
      "stages[0].rounds[0].number: expected 1, found 0" },
    { "stages[0].rounds[0].plan_start", "2", INVALID,
      "stages[0].rounds[0].plan_start: a plan cannot start after its round" },
    { "stages[0].rounds[1]", "{\"number\": 3, \"tables\": []}", INVALID,
      "stages[0].rounds[1].number: expected 2, found 3" },
    { "stages[0].rounds[0].tables[1].number", "1", INVALID,
      "stages[0].rounds[0].tables[1].number: 1 is missing or used twice" },
    { T0 ".number", "0", INVALID, T0 ".number: 0 is missing or used twice" },
    { T0 ".number", "100001", INVALID, T0 ".number: 100001 is out of range (0 to 100000)" },
    { "penalties[0].kind", "\"yellow-card\"", INVALID,
      "penalties[0].kind: unknown penalty “yellow-card”" },
    { "penalties[0].time", "\"yesterday\"", INVALID,
      "penalties[0].time: “yesterday” is not a date and time" },
    { "penalties[0].time", "\"2026-11-22\"", INVALID,
      "penalties[0].time: “2026-11-22” is not a date and time" },
    { "penalties[0].player", "\"p99\"", INVALID, "penalties[0].player: unknown player id “p99”" },
  };

  run_edit_cases (base, cases, G_N_ELEMENTS (cases));
}

/* References between parts of the document: seats name registered
 * players, once per round. */
static void
test_error_references (void)
{
  g_autoptr(JsonNode) base = small_document ();
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TavEvent) event = NULL;
  g_autofree char *text = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *twice = NULL;

  /* The example of the documentation. */
  root = deep_copy (base);
  edit (root, T0 ".seats[3]", "\"p41\"");
  text = to_text (root);
  event = load_text (text, &error);
  g_assert_null (event);
  g_assert_error (error, TAV_DOCUMENT_ERROR, INVALID);
  g_assert_nonnull (strstr (error->message,
                            "stages[0].rounds[0].tables[0].seats[3]: unknown player id “p41”"));
  g_assert_cmpstr (error->message, ==,
                   "stages[0].rounds[0].tables[0].seats[3]: unknown player id “p41”");
  g_clear_error (&error);
  g_clear_pointer (&text, g_free);
  g_clear_pointer (&root, json_node_unref);

  /* A player seated at two tables: reported at the second seat. */
  root = deep_copy (base);
  twice = g_strdup (string_at (root, "stages[0].rounds[0].tables[1].seats[2]"));
  {
    g_autofree char *quoted = g_strdup_printf ("\"%s\"", twice);

    edit (root, T0 ".seats[1]", quoted);
  }
  text = to_text (root);
  event = load_text (text, &error);
  g_assert_null (event);
  g_assert_error (error, TAV_DOCUMENT_ERROR, INVALID);
  expected = g_strdup_printf ("stages[0].rounds[0].tables[1].seats[2]:"
                              " player “%s” is seated twice in this round", twice);
  g_assert_cmpstr (error->message, ==, expected);
  g_clear_error (&error);
  g_clear_pointer (&text, g_free);
  g_clear_pointer (&root, json_node_unref);

  /* The same player twice at one table. */
  root = deep_copy (base);
  {
    g_autofree char *quoted = g_strdup_printf ("\"%s\"", string_at (root, T0 ".seats[0]"));

    edit (root, T0 ".seats[4]", quoted);
  }
  text = to_text (root);
  event = load_text (text, &error);
  g_assert_error (error, TAV_DOCUMENT_ERROR, INVALID);
  g_clear_pointer (&expected, g_free);
  expected = g_strdup_printf (T0 ".seats[4]: player “%s” is seated twice in this round",
                              string_at (base, T0 ".seats[0]"));
  g_assert_cmpstr (error->message, ==, expected);
  g_clear_error (&error);
  g_clear_pointer (&text, g_free);
  g_clear_pointer (&root, json_node_unref);

  /* Two players with one id. */
  root = deep_copy (base);
  edit (root, "players[5].id", "\"p2\"");
  text = to_text (root);
  event = load_text (text, &error);
  g_assert_error (error, TAV_DOCUMENT_ERROR, INVALID);
  g_assert_cmpstr (error->message, ==, "players[5].id: “p2” is used twice");
}

/* Results are checked with the path of the result and the rule broken. */
static void
test_error_results (void)
{
  g_autoptr(JsonNode) base = small_document ();
  static const EditCase cases[] = {
    { T0 ".result.seats[2].role", "\"sheriff\"", INVALID,
      T0 ".result: table 1: two Sheriffs (seats 1 and 3)" },
    { T0 ".result.seats[0].role", "\"renegade\"", INVALID,
      T0 ".result: table 1: seat 1 is the Sheriff, but its role is not Sheriff" },
    { T0 ".result.seats[1].spent", "150", INVALID,
      T0 ".result.seats[1].spent: 150 is not a multiple of 100" },
    { T0 ".result.seats[1].spent", "-100", INVALID,
      T0 ".result.seats[1].spent: -100 is out of range (0 to 1000000)" },
    { T0 ".result.seats[4]", NULL, INVALID, T0 ".result.seats: 4 entries for 5 seats" },
    { T0 ".result.seats[5]", "{\"role\": \"outlaw\", \"alive\": false, \"spent\": 0}", INVALID,
      T0 ".result.seats: 6 entries for 5 seats" },
    { T0 ".result.seats", "[]", INVALID, T0 ".result.seats: 0 entries for 5 seats" },
    { T0 ".result.outcome", "\"renegade\"", INVALID,
      T0 ".result: table 1: the Renegade wins only as the last player alive" },
  };
  g_autoptr(GString) mismatches = g_string_new (NULL);
  const char *outcome = string_at (base, T0 ".result.outcome");

  /* Round 1, table 1 is a win of the Law in the test event, table 2 one
   * of the Outlaws. */
  g_assert_cmpstr (outcome, ==, "law");
  run_edit_cases (base, cases, G_N_ELEMENTS (cases));

  /* Rules that depend on the rest of the document. */
  {
    g_autoptr(JsonNode) root = deep_copy (base);
    g_autoptr(GError) error = NULL;
    g_autoptr(TavEvent) event = NULL;
    g_autofree char *text = NULL;
    g_autofree char *expected = NULL;
    const char *id = string_at (base, T0 ".seats[1]");
    g_autoptr(TavEvent) small = build_small_event ();

    /* A bid above the balance (2000 $ before the first game). */
    edit (root, T0 ".result.seats[1].spent", "2100");
    text = to_text (root);
    event = load_text (text, &error);
    g_assert_error (error, TAV_DOCUMENT_ERROR, INVALID);
    expected = g_strdup_printf (T0 ".result: table 1, seat 2 (%s): 2100 $ spent in the auction,"
                                " but the balance was only 2000 $",
                                tav_player_get_name (tav_event_find_player (small, id)));
    if (g_strcmp0 (error->message, expected) != 0)
      g_string_append_printf (mismatches, "expected %s\ngot      %s\n", expected, error->message);
  }

  /* A seat count the ruleset has no game for. */
  {
    g_autoptr(JsonNode) root = deep_copy (base);
    g_autoptr(GError) error = NULL;
    g_autoptr(TavEvent) event = NULL;
    g_autofree char *text = NULL;

    edit (root, T0 ".seats[4]", NULL);
    text = to_text (root);
    event = load_text (text, &error);
    g_assert_error (error, TAV_DOCUMENT_ERROR, INVALID);
    g_assert_cmpstr (error->message, ==, T0 ".result.seats: 5 entries for 4 seats");
  }

  /* Renegade killed last with the Outlaws winning. */
  {
    g_autoptr(JsonNode) root = deep_copy (base);
    g_autoptr(GError) error = NULL;
    g_autoptr(TavEvent) event = NULL;
    g_autofree char *text = NULL;

    edit (root, "stages[0].rounds[0].tables[1].result.renegade_killed_last", "true");
    text = to_text (root);
    event = load_text (text, &error);
    g_assert_error (error, TAV_DOCUMENT_ERROR, INVALID);
    g_assert_cmpstr (error->message, ==,
                     "stages[0].rounds[0].tables[1].result:"
                     " table 2: “Renegade killed last” only applies when the Law wins");
  }

  g_assert_cmpstr (mismatches->str, ==, "");
}

static const char *
player_name (TavEvent   *event,
             const char *id)
{
  return tav_player_get_name (tav_event_find_player (event, id));
}

/* Results of the duel finals, and the bracket's references. */
static void
test_error_bracket (void)
{
  g_autoptr(JsonNode) base = full_document ();
  g_autoptr(TavEvent) full = build_full_event (TRUE);
  TavTable *match = tav_stage_find_match (tav_event_find_stage (full, "finals"), 1, NULL);
  const char *loser = string_at (base, "stages[1].rounds[0].tables[0].seats[0]");
  const char *winner = string_at (base, "stages[1].rounds[0].tables[0].result.winner");
  const char *other = string_at (base, "stages[1].rounds[0].tables[1].seats[0]");
  g_autofree char *not_playing = g_strdup_printf ("\"%s\"", other);
  g_autofree char *not_playing_message =
    g_strdup_printf ("stages[1].rounds[0].tables[0].result:"
                     " the winner “%s” does not play match 1 (%s v %s)", other,
                     player_name (full, tav_table_get_seat (match, 0)),
                     player_name (full, tav_table_get_seat (match, 1)));
  const EditCase cases[] = {
    { "stages[1].rounds[0].tables[0].result.winner", not_playing, INVALID, not_playing_message },
    { "stages[1].rounds[0].tables[0].result.winner", "\"p99\"", INVALID,
      "stages[1].rounds[0].tables[0].result: the winner “p99” does not play match 1 (" },
    { "stages[1].rounds[0].tables[0].result.winner", NULL, INVALID,
      "stages[1].rounds[0].tables[0].result.winner: missing" },
    { "stages[1].rounds[0].tables[0].result.winner", "7", INVALID,
      "stages[1].rounds[0].tables[0].result.winner: expected a text" },
    { "stages[1].rounds[0].tables[0].result.kind", "\"medium\"", INVALID,
      "stages[1].rounds[0].tables[0].result.kind: expected one of \"long\", \"short\"" },
    { "stages[1].rounds[0].tables[0].result.forfeit", "\"yes\"", INVALID,
      "stages[1].rounds[0].tables[0].result.forfeit: expected true or false" },
    { "stages[1].seeds[0]", "\"p99\"", INVALID, "stages[1].seeds[0]: unknown player id “p99”" },
    { "stages[1].id", "\"elimination\"", INVALID,
      "stages[1].id: “elimination” is empty or used twice" },
    /* Match numbers run through the whole bracket. */
    { "stages[1].rounds[0].tables[1].number", "1", INVALID,
      "stages[1].rounds[0].tables[1].number: 1 is missing or used twice" },
    { "stages[1].rounds[0].tables[0].seats[1]", "\"\"", INVALID,
      "stages[1].rounds[0].tables[0].seats[1]: unknown player id “”" },
  };

  g_assert_nonnull (loser);
  g_assert_nonnull (winner);
  g_assert_cmpstr (string_at (base, "stages[1].kind"), ==, "bracket");
  run_edit_cases (base, cases, 1);
  run_edit_cases (base, cases + 2, G_N_ELEMENTS (cases) - 2);

  /* The message for an unknown winner names the match's players. */
  {
    g_autoptr(JsonNode) root = deep_copy (base);
    g_autoptr(GError) error = NULL;
    g_autoptr(TavEvent) event = NULL;
    g_autofree char *text = NULL;

    edit (root, cases[1].path, cases[1].json);
    text = to_text (root);
    event = load_text (text, &error);
    g_assert_error (error, TAV_DOCUMENT_ERROR, INVALID);
    g_assert_true (g_str_has_prefix (error->message, cases[1].message));
  }

  /* A match waiting for its players may have empty seats, as long as it
   * has no result. */
  {
    g_autoptr(JsonNode) root = deep_copy (base);
    g_autoptr(GError) error = NULL;
    g_autoptr(TavEvent) event = NULL;
    g_autofree char *text = NULL;

    edit (root, "stages[1].rounds[0].tables[1].seats", "[\"\", \"\"]");
    text = to_text (root);
    event = load_text (text, &error);
    g_assert_no_error (error);
    g_assert_nonnull (event);
  }
}

/* The ruleset's parameters, checked against its declarations (the error
 * domain is the subject of /core/document/error/domain). */
static void
test_error_params (void)
{
  g_autoptr(JsonNode) base = small_document ();
  static const char * const cases[][3] = {
    { "event.params.extra", "1", "event.params.extra: unknown parameter" },
    { "event.params.rounds", "\"3\"", "event.params.rounds: expected a whole number" },
    { "event.params.rounds", "3.0", "event.params.rounds: expected a whole number" },
    { "event.params.rounds", "11", "event.params.rounds: 11 is out of range (0 to 10)" },
    { "event.params.rounds", "-1", "event.params.rounds: -1 is out of range (0 to 10)" },
    { "event.params.allow_small", "1", "event.params.allow_small: expected true or false" },
  };
  g_autoptr(GString) mismatches = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(JsonNode) root = deep_copy (base);
      g_autoptr(GError) error = NULL;
      g_autoptr(TavEvent) event = NULL;
      g_autofree char *text = NULL;

      edit (root, cases[i][0], cases[i][1]);
      text = to_text (root);
      event = load_text (text, &error);
      if (event)
        g_string_append_printf (mismatches, "%s = %s: loaded\n", cases[i][0], cases[i][1]);
      else if (g_strcmp0 (error->message, cases[i][2]) != 0)
        g_string_append_printf (mismatches, "%s = %s: %s\n", cases[i][0], cases[i][1],
                                error->message);
    }
  g_assert_cmpstr (mismatches->str, ==, "");

  /* Parameters that are valid are kept as they are. */
  {
    g_autoptr(JsonNode) root = deep_copy (base);
    g_autoptr(GError) error = NULL;
    g_autoptr(TavEvent) event = NULL;
    g_autofree char *text = NULL;

    edit (root, "event.params", "{\"rounds\": 4, \"allow_small\": true}");
    text = to_text (root);
    event = load_text (text, &error);
    g_assert_no_error (error);
    g_assert_cmpint (tav_event_get_param_int (event, "rounds"), ==, 4);
    g_assert_true (tav_event_get_param_bool (event, "allow_small"));
  }
}

/* Every error of the loader is in TAV_DOCUMENT_ERROR, whatever part of the
 * core found it, so that callers can tell a bad file from other failures. */
static void
test_error_domain (void)
{
  g_autoptr(JsonNode) base = small_document ();
  static const char * const edits[][2] = {
    { "event.params.rounds", "\"3\"" },
    { "event.params.rounds", "11" },
    { "event.params.extra", "1" },
    { T0 ".result.outcome", "\"draw\"" },
    { T0 ".result.seats[2].role", "\"sheriff\"" },
    { "players[5].id", "\"p2\"" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (edits); i++)
    {
      g_autoptr(JsonNode) root = deep_copy (base);
      g_autoptr(GError) error = NULL;
      g_autoptr(TavEvent) event = NULL;
      g_autofree char *text = NULL;

      edit (root, edits[i][0], edits[i][1]);
      text = to_text (root);
      event = load_text (text, &error);
      g_assert_null (event);
      g_assert_nonnull (error);
      if (error->domain != TAV_DOCUMENT_ERROR)
        g_test_message ("%s = %s: error in %s", edits[i][0], edits[i][1],
                        g_quark_to_string (error->domain));
      g_assert_error (error, TAV_DOCUMENT_ERROR, INVALID);
    }
}

/* ---- Hostile input ---------------------------------------------------- */

static char *
repeat (const char *prefix,
        const char *unit,
        guint       times,
        const char *suffix)
{
  GString *s = g_string_new (prefix);

  for (guint i = 0; i < times; i++)
    g_string_append (s, unit);
  g_string_append (s, suffix);
  return g_string_free (s, FALSE);
}

static void
assert_refused (const char *text,
                gsize       length,
                int         code,
                const char *message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TavEvent) event = tav_document_load_data (text, length, &error);

  g_assert_null (event);
  g_assert_error (error, TAV_DOCUMENT_ERROR, code);
  if (message)
    g_assert_cmpstr (error->message, ==, message);
}

/* Positions are tested elsewhere; here only what is said. */
static void
assert_refused_ending (const char *text,
                       gsize       length,
                       int         code,
                       const char *ending)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TavEvent) event = tav_document_load_data (text, length, &error);

  g_assert_null (event);
  g_assert_error (error, TAV_DOCUMENT_ERROR, code);
  if (!g_str_has_suffix (error->message, ending))
    g_error ("“%s” does not end in “%s”", error->message, ending);
}

static void
test_hostile_nesting (void)
{
  g_autofree char *arrays = NULL;
  g_autofree char *objects = NULL;
  g_autofree char *closed = NULL;
  g_autofree char *legal = NULL;
  g_autofree char *too_deep = NULL;


  /* The place is the first bracket too many. */
  arrays = repeat ("", "[", 100000, "");
  assert_refused (arrays, strlen (arrays), TAV_DOCUMENT_ERROR_SYNTAX,
                  "line 1, column 65: not valid JSON: nested more than 64 levels deep");
  objects = repeat ("", "{\"a\":", 100000, "");
  assert_refused (objects, strlen (objects), TAV_DOCUMENT_ERROR_SYNTAX,
                  "line 1, column 321: not valid JSON: nested more than 64 levels deep");
  closed = repeat ("{\"format\": \"tavolo\", \"version\": 1, \"x\":\n", "[", 100000, "");
  assert_refused (closed, strlen (closed), TAV_DOCUMENT_ERROR_SYNTAX,
                  "line 2, column 64: not valid JSON: nested more than 64 levels deep");

  /* Exactly at the limit is still read; one more level is not. */
  legal = repeat ("", "[", 64, "");
  {
    GString *s = g_string_new (legal);

    for (guint i = 0; i < 64; i++)
      g_string_append_c (s, ']');
    g_free (legal);
    legal = g_string_free (s, FALSE);
  }
  assert_refused (legal, strlen (legal), TAV_DOCUMENT_ERROR_NOT_TAVOLO, NULL);
  too_deep = g_strconcat ("[", legal, "]", NULL);
  assert_refused (too_deep, strlen (too_deep), TAV_DOCUMENT_ERROR_SYNTAX,
                  "line 1, column 65: not valid JSON: nested more than 64 levels deep");
}

/* json-glib 1.6 also reads C comments and single-quoted strings: a quote
 * inside them must not hide the nesting from the depth check. */
static void
test_hostile_nesting_hidden (void)
{
  static const char * const prefixes[] = {
    "/* \" */",
    "['\"', ",
    "{\"format\": 'tavolo\"', \"x\": ",
  };


  for (guint i = 0; i < G_N_ELEMENTS (prefixes); i++)
    {
      g_autofree char *text = repeat (prefixes[i], "[", 100000, "");
      g_autoptr(GError) error = NULL;
      g_autoptr(TavEvent) event = tav_document_load_data (text, strlen (text), &error);

      g_assert_null (event);
      g_assert_error (error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_SYNTAX);
    }
}

static void
test_hostile_numbers (void)
{
  static const char leading_zero[] = "not valid JSON: a number with a leading zero";
  static const struct {
    const char *seed;
    int         code;
    const char *message;
  } cases[] = {
    { "00012", TAV_DOCUMENT_ERROR_SYNTAX, leading_zero },
    { "012", TAV_DOCUMENT_ERROR_SYNTAX, leading_zero },
    { "-012", TAV_DOCUMENT_ERROR_SYNTAX, leading_zero },
    { "00", TAV_DOCUMENT_ERROR_SYNTAX, leading_zero },
    { "1e999", INVALID, "event.seed: the number is too large" },
    { "-1e999", INVALID, NULL },
    { "1E400", INVALID, "event.seed: the number is too large" },
    { "NaN", TAV_DOCUMENT_ERROR_SYNTAX, "line 2, column 57: not valid JSON: unexpected “N”" },
    { "nan", TAV_DOCUMENT_ERROR_SYNTAX, NULL },
    { "Infinity", TAV_DOCUMENT_ERROR_SYNTAX, NULL },
    { "-Infinity", TAV_DOCUMENT_ERROR_SYNTAX, NULL },
    { "inf", TAV_DOCUMENT_ERROR_SYNTAX, NULL },
    { "+1", TAV_DOCUMENT_ERROR_SYNTAX, NULL },
    { "1.", TAV_DOCUMENT_ERROR_SYNTAX, NULL },
    { ".5", TAV_DOCUMENT_ERROR_SYNTAX, NULL },
    { "1e", TAV_DOCUMENT_ERROR_SYNTAX, NULL },
    { "--1", TAV_DOCUMENT_ERROR_SYNTAX, NULL },
    { "-1", INVALID, "event.seed: -1 is out of range (0 to 9007199254740991)" },
    { "9007199254740992", INVALID,
      "event.seed: 9007199254740992 is out of range (0 to 9007199254740991)" },
    { "9223372036854775807", INVALID,
      "event.seed: 9223372036854775807 is out of range (0 to 9007199254740991)" },
    { "1.5", INVALID, "event.seed: expected a whole number" },
    { "1e3", INVALID, "event.seed: expected a whole number" },
  };
  g_autoptr(GString) mismatches = g_string_new (NULL);


  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = doc_with_seed (cases[i].seed);
      g_autoptr(GError) error = NULL;
      g_autoptr(TavEvent) event = load_text (text, &error);

      if (event != NULL)
        g_string_append_printf (mismatches, "seed %s: loaded as %" G_GUINT64_FORMAT "\n",
                                cases[i].seed, tav_event_get_seed (event));
      else if (!g_error_matches (error, TAV_DOCUMENT_ERROR, cases[i].code) ||
               (cases[i].message && !g_str_has_suffix (error->message, cases[i].message)))
        g_string_append_printf (mismatches, "seed %s: expected #%d %s, got %s #%d %s\n",
                                cases[i].seed, cases[i].code,
                                cases[i].message ? cases[i].message : "",
                                g_quark_to_string (error->domain), error->code, error->message);
    }
  g_assert_cmpstr (mismatches->str, ==, "");

  /* Zeros that are valid JSON. */
  {
    static const char * const valid[] = { "0", "-0", "0 ", "10", "100" };

    for (guint i = 0; i < G_N_ELEMENTS (valid); i++)
      {
        g_autofree char *text = doc_with_seed (valid[i]);
        g_autoptr(GError) error = NULL;
        g_autoptr(TavEvent) event = load_text (text, &error);

        g_assert_no_error (error);
        g_assert_nonnull (event);
      }
  }

  /* The largest seed is kept exactly. */
  {
    g_autofree char *text = doc_with_seed ("9007199254740991");
    g_autoptr(GError) error = NULL;
    g_autoptr(TavEvent) event = load_text (text, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (tav_event_get_seed (event), ==, TAV_DOCUMENT_MAX_SEED);
  }
}

/* Numbers beyond 64 bits: json-glib 1.6 saturates or wraps them (to -1,
 * or to a positive number from a negative one), so they are refused before
 * it reads them, at their place in the text. */
static void
test_hostile_huge_integers (void)
{
  static const char * const seeds[] = {
    "18446744073709551615", "18446744073709551617", "99999999999999999999",
    "9223372036854775808", "-9223372036854775809", "100000000000000000000000000000",
  };

  for (guint i = 0; i < G_N_ELEMENTS (seeds); i++)
    {
      g_autofree char *text = doc_with_seed (seeds[i]);
      g_autoptr(GError) error = NULL;
      g_autoptr(TavEvent) event = load_text (text, &error);

      g_assert_null (event);
      g_assert_error (error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_SYNTAX);
      g_assert_cmpstr (error->message, ==,
                       "line 2, column 57: not valid JSON: the number is too large");
    }

  /* The largest and smallest 64-bit numbers are read, then checked. */
  {
    g_autofree char *text = doc_with_seed ("-9223372036854775808");
    g_autoptr(GError) error = NULL;
    g_autoptr(TavEvent) event = load_text (text, &error);

    g_assert_error (error, TAV_DOCUMENT_ERROR, INVALID);
    g_assert_cmpstr (error->message, ==,
                     "event.seed: -9223372036854775808 is out of range (0 to 9007199254740991)");
  }
}

/* Only JSON: what json-glib 1.6 reads beyond it (hexadecimal, binary and
 * $ numbers, comments, single quotes, unknown escapes, a second value) is
 * refused, and so are the usual slips of people editing a file by hand. */
static void
test_hostile_not_json (void)
{
  static const char * const seeds[] = {
    "0x10", "0X1F", "0b101", "$ff", "-0x10", "1_000", "١",
  };
  static const char * const documents[] = {
    "{\"format\": \"tavolo\", \"version\": 1,\n"
    " \"event\": {\"name\": \"x\", \"ruleset\": \"bang-2011\", \"seed\": 1,}, \"players\": []}",
    "{\"format\": \"tavolo\", \"version\": 1,\n"
    " \"event\": {\"name\": \"x\", \"ruleset\": \"bang-2011\", \"seed\": 1}, \"players\": [,]}",
    "{\"format\": \"tavolo\", \"version\": 1,\n"
    " \"event\": {\"name\": \"tab\there\", \"ruleset\": \"bang-2011\", \"seed\": 1},"
    " \"players\": []}",
    "{\"format\": \"tavolo\", \"version\": 1,\n"
    " \"event\": {\"name\": \"x, \"ruleset\": \"bang-2011\", \"seed\": 1}, \"players\": []}",
    "{\"format\": \"tavolo\", \"version\": 1,\n"
    " \"event\": {name: \"x\", \"ruleset\": \"bang-2011\", \"seed\": 1}, \"players\": []}",
    "{\"format\": \"tavolo\", \"version\": 1,\n"
    " \"event\": {\"name\": \"\\u12\", \"ruleset\": \"bang-2011\", \"seed\": 1}, \"players\": []}",
    "{\"format\": \"tavolo\", \"version\": 1,\n"
    " \"event\": {\"name\": \"x\", \"ruleset\": \"bang-2011\", \"seed\": 1}, \"players\": [] ",
    "{\"format\": \"tavolo\", \"version\": 1, /* a comment */\n"
    " \"event\": {\"name\": \"x\", \"ruleset\": \"bang-2011\", \"seed\": 1}, \"players\": []}",
    "{\"format\": 'tavolo', \"version\": 1,\n"
    " \"event\": {\"name\": \"x\", \"ruleset\": \"bang-2011\", \"seed\": 1}, \"players\": []}",
    "{\"format\": \"tavolo\", \"version\": 1,\n"
    " \"event\": {\"name\": \"x\", \"ruleset\": \"bang-2011\", \"seed\": 1}, \"players\": []} []",
    "{\"format\": \"tavolo\", \"version\": 1,\n"
    " \"event\": {\"name\": \"x\\q\", \"ruleset\": \"bang-2011\", \"seed\": 1}, \"players\": []}",
  };
  g_autoptr(GString) mismatches = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (seeds); i++)
    {
      g_autofree char *text = doc_with_seed (seeds[i]);
      g_autoptr(GError) error = NULL;
      g_autoptr(TavEvent) event = load_text (text, &error);

      if (event)
        g_string_append_printf (mismatches, "seed %s: loaded as %" G_GUINT64_FORMAT "\n",
                                seeds[i], tav_event_get_seed (event));
      else if (!g_error_matches (error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_SYNTAX))
        g_string_append_printf (mismatches, "seed %s: %s\n", seeds[i], error->message);
    }
  for (guint i = 0; i < G_N_ELEMENTS (documents); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TavEvent) event = load_text (documents[i], &error);

      if (event)
        g_string_append_printf (mismatches, "document %u: loaded\n", i);
      else if (!g_error_matches (error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_SYNTAX))
        g_string_append_printf (mismatches, "document %u: %s\n", i, error->message);
    }
  if (mismatches->len)
    g_test_message ("%s", mismatches->str);
  g_assert_cmpstr (mismatches->str, ==, "");
}

/* Error messages are shown in labels and terminals: they must be UTF-8
 * even when they quote the character that is wrong. */
static void
test_hostile_message_encoding (void)
{
  static const char * const texts[] = {
    "{\"a\": é}",
    "[«]",
    "{\"format\": \"tavolo\", \"version\": 1, \"x\": 🤠}",
    "{\"a\": \"\\é\"}",
    "{\"a\": \"\\€\"}",
    "{\"a\": 1} é",
    "{é: 1}",
  };
  g_autoptr(GString) mismatches = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TavEvent) event = load_text (texts[i], &error);

      g_assert_null (event);
      g_assert_error (error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_SYNTAX);
      if (!g_utf8_validate (error->message, -1, NULL))
        {
          g_autofree char *valid = g_utf8_make_valid (error->message, -1);

          g_string_append_printf (mismatches, "%s: %s\n", texts[i], valid);
        }
    }
  g_assert_cmpstr (mismatches->str, ==, "");
}

/* Tavolo's texts are C strings: a \u0000 escape would cut a name or an id
 * short without a word, so it is refused. */
static void
test_hostile_nul_escape (void)
{
  static const char * const texts[] = {
    "{\"format\": \"tavolo\", \"version\": 1, \"event\": {\"name\": \"Torneo\\u0000 di Natale\","
    " \"ruleset\": \"bang-2011\", \"seed\": 1}, \"players\": []}",
    "{\"format\": \"tavolo\", \"version\": 1, \"event\": {\"name\": \"x\","
    " \"ruleset\": \"bang-2011\", \"seed\": 1},"
    " \"players\": [{\"id\": \"p1\\u0000\", \"name\": \"Ann\"}]}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TavEvent) event = load_text (texts[i], &error);

      if (event)
        g_test_message ("loaded with the name “%s” and the first id “%s”",
                        tav_event_get_name (event),
                        tav_event_get_n_players (event) ?
                        tav_player_get_id (tav_event_get_player (event, 0)) : "");
      g_assert_null (event);
      g_assert_nonnull (error);
      g_assert_true (error->domain == TAV_DOCUMENT_ERROR);
    }
}

static void
test_hostile_negative_counts (void)
{
  g_autoptr(JsonNode) base = small_document ();
  static const EditCase cases[] = {
    { "players[1].left_round", "-1", INVALID,
      "players[1].left_round: -1 is out of range (0 to 1000)" },
    { "stages[0].planned_rounds", "-3", INVALID,
      "stages[0].planned_rounds: -3 is out of range (0 to 1000)" },
    { "stages[0].rounds[0].number", "-1", INVALID,
      "stages[0].rounds[0].number: -1 is out of range (0 to 1000)" },
    { "stages[0].rounds[0].plan_start", "-1", INVALID,
      "stages[0].rounds[0].plan_start: -1 is out of range (0 to 1000)" },
    { "stages[0].rounds[0].plan_salt", "-1", INVALID,
      "stages[0].rounds[0].plan_salt: -1 is out of range (0 to 4294967295)" },
    { T0 ".number", "-2", INVALID, T0 ".number: -2 is out of range (0 to 100000)" },
    { "penalties[0].round", "-1", INVALID, "penalties[0].round: -1 is out of range (0 to 1000)" },
    { "event.seed", "-9007199254740991", INVALID,
      "event.seed: -9007199254740991 is out of range (0 to 9007199254740991)" },
  };

  run_edit_cases (base, cases, G_N_ELEMENTS (cases));
}

/* The strict reader: halves of surrogate pairs and members given twice are
 * refused with their place, before json-glib could keep a corrupt text or
 * the last of two values. */
static void
test_hostile_strict_reader (void)
{
  static const struct {
    const char *text;
    const char *message;
  } cases[] = {
    { "{\"event\":{\"name\":\"A\\ud800B\"}}",
      "line 1, column 20: not valid JSON: \\uD800 is the first half of a surrogate pair without its second half" },
    { "{\"event\":{\"name\":\"A\\udc00B\"}}",
      "line 1, column 20: not valid JSON: \\uDC00 is the second half of a surrogate pair without its first half" },
    /* The halves in the wrong order. */
    { "{\"event\":{\"name\":\"\\udc00\\ud800\"}}",
      "line 1, column 19: not valid JSON: \\uDC00 is the second half of a surrogate pair without its first half" },
    /* A high half followed by an escape that is not a low half. */
    { "{\"event\":{\"name\":\"\\ud800\\u0041\"}}",
      "line 1, column 19: not valid JSON: \\uD800 is the first half of a surrogate pair without its second half" },
    { "{\"event\":{\"name\":\"\\ud800\"}}",
      "line 1, column 19: not valid JSON: \\uD800 is the first half of a surrogate pair without its second half" },
    { "{\"format\":\"tavolo\",\"version\":1,\"event\":{\"name\":\"x\",\"seed\":42,\"seed\":43}}",
      "line 1, column 62: not valid JSON: “event.seed” appears twice; keep only one of them" },
    { "{\"stages\":[],\"players\":[],\"stages\":[]}",
      "line 1, column 27: not valid JSON: “stages” appears twice; keep only one of them" },
    /* Equal once the escape is read. */
    { "{\"stages\":[{\"rounds\":[{\"tables\":[{\"result\":{\"a\":1,\"\\u0061\":2}}]}]}]}",
      "line 1, column 51: not valid JSON: “stages[0].rounds[0].tables[0].result.a” appears twice; keep only one of them" },
    { "{\n  \"a\": 1,\n  \"a\": 2\n}",
      "line 3, column 3: not valid JSON: “a” appears twice; keep only one of them" },
    /* Columns count characters, not bytes. */
    { "{\"ü\": x}", "line 1, column 7: not valid JSON: unexpected “x”" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    assert_refused (cases[i].text, strlen (cases[i].text), TAV_DOCUMENT_ERROR_SYNTAX,
                    cases[i].message);

  /* A whole pair is a character outside the BMP, kept as it is. */
  {
    g_autoptr(TavEvent) event = build_small_event ();
    g_autofree char *text = NULL;
    g_autoptr(GString) edited = NULL;
    g_autoptr(TavEvent) loaded = NULL;
    g_autoptr(GError) error = NULL;
    const char *name;

    tav_event_set_name (event, "Cup");
    text = tav_document_to_data (event, NULL);
    edited = g_string_new (text);
    g_string_replace (edited, "\"Cup\"", "\"Cup \\ud83c\\udfb2\"", 1);
    loaded = tav_document_load_data (edited->str, edited->len, &error);
    g_assert_no_error (error);
    name = tav_event_get_name (loaded);
    g_assert_cmpstr (name, ==, "Cup \xf0\x9f\x8e\xb2");
  }
}

static void
test_hostile_bytes (void)
{
  g_autoptr(JsonNode) base = small_document ();
  g_autofree char *good = to_text (base);
  static const char * const bad_utf8[] = {
    "\xff", "\xc0\xaf", "\xed\xa0\x80", "\xf4\x90\x80\x80", "\xe2\x82", "\x80",
  };
  static const char not_utf8[] = "the text is not UTF-8 (save it as UTF-8)";
  static const char nul[] = "a NUL byte; a text never holds one";
  const char *name = strstr (good, "Alessandro");

  g_assert_nonnull (name);

  /* Invalid UTF-8 inside a string, at the start, at the end. */
  for (guint i = 0; i < G_N_ELEMENTS (bad_utf8); i++)
    {
      g_autoptr(GString) s = g_string_new (good);
      gsize at = name - good;

      g_string_insert (s, at, bad_utf8[i]);
      assert_refused_ending (s->str, s->len, TAV_DOCUMENT_ERROR_NOT_TAVOLO, not_utf8);
      g_string_assign (s, bad_utf8[i]);
      g_string_append (s, good);
      assert_refused_ending (s->str, s->len, TAV_DOCUMENT_ERROR_NOT_TAVOLO, not_utf8);
      g_string_assign (s, good);
      g_string_append (s, bad_utf8[i]);
      assert_refused_ending (s->str, s->len, TAV_DOCUMENT_ERROR_NOT_TAVOLO, not_utf8);
    }

  /* A NUL byte, in a string and between tokens; the length is given, so
   * the loader sees what follows it. */
  {
    g_autoptr(GString) s = g_string_new (good);

    g_string_insert_len (s, name - good, "\0", 1);
    assert_refused (s->str, s->len, TAV_DOCUMENT_ERROR_NOT_TAVOLO,
                    "line 18, column 17: a NUL byte; a text never holds one");
    g_string_assign (s, good);
    g_string_insert_len (s, 1, "\0", 1);
    assert_refused (s->str, s->len, TAV_DOCUMENT_ERROR_NOT_TAVOLO,
                    "line 1, column 2: a NUL byte; a text never holds one");
    g_string_assign (s, good);
    g_string_append_len (s, "\0", 1);
    assert_refused_ending (s->str, s->len, TAV_DOCUMENT_ERROR_NOT_TAVOLO, nul);
  }

  /* An empty file and a file of blanks. */
  assert_refused ("", 0, TAV_DOCUMENT_ERROR_NOT_TAVOLO, NULL);
  assert_refused ("\n\n  \t", 5, TAV_DOCUMENT_ERROR_NOT_TAVOLO, NULL);
  /* A UTF-8 byte order mark is ignored, as RFC 8259 allows. */
  {
    g_autofree char *bom = g_strconcat ("\xef\xbb\xbf", good, NULL);
    g_autoptr(GError) error = NULL;
    g_autoptr(TavEvent) event = load_text (bom, &error);

    g_assert_no_error (error);
    g_assert_nonnull (event);
  }
}

static void
test_hostile_empty_file (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tavolo-test-document-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "empty.tavolo", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing.tavolo", NULL);
  g_autoptr(TavEvent) event = NULL;

  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (path, "", 0, &error));
  event = tav_document_load_file (path, &error);
  g_assert_null (event);
  g_assert_error (error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_NOT_TAVOLO);
  g_clear_error (&error);

  /* Files that cannot be read report the GIO error. */
  event = tav_document_load_file (missing, &error);
  g_assert_null (event);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_clear_error (&error);

  event = tav_document_load_file (dir, &error);
  g_assert_null (event);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY);
  g_clear_error (&error);

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_hostile_too_large (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tavolo-test-document-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "huge.tavolo", NULL);
  gsize size = 33 * 1024 * 1024;
  g_autofree char *data = g_malloc (size);
  g_autoptr(TavEvent) event = NULL;
  static const char expected[] = "The file is larger than 32 MiB; a Tavolo event is much smaller";

  g_assert_no_error (error);
  /* Blanks around a valid document: its size alone is the problem. */
  memset (data, ' ', size);
  memcpy (data, "{\"format\": \"tavolo\"", 19);
  data[size - 1] = '}';
  g_assert_true (g_file_set_contents (path, data, (gssize) size, &error));
  g_assert_no_error (error);

  event = tav_document_load_file (path, &error);
  g_assert_null (event);
  g_assert_error (error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_TOO_LARGE);
  g_assert_cmpstr (error->message, ==, expected);
  g_clear_error (&error);

  event = tav_document_load_data (data, size, &error);
  g_assert_null (event);
  g_assert_error (error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_TOO_LARGE);
  g_clear_error (&error);

  /* One byte over the limit is too much; at the limit the file is read. */
  event = tav_document_load_data (data, TAV_DOCUMENT_MAX_SIZE + 1, &error);
  g_assert_error (error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_TOO_LARGE);
  g_clear_error (&error);
  data[TAV_DOCUMENT_MAX_SIZE - 1] = '}';
  event = tav_document_load_data (data, TAV_DOCUMENT_MAX_SIZE, &error);
  g_assert_null (event);
  g_assert_nonnull (error);
  g_assert_false (g_error_matches (error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_TOO_LARGE));
  g_clear_error (&error);

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* A file that never ends (a device, a pipe) is refused once it passes the
 * size limit, not read until memory runs out. */
static void
test_hostile_endless_file (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TavEvent) event = NULL;
  struct rlimit rl;

  if (!g_file_test ("/dev/zero", G_FILE_TEST_EXISTS))
    {
      g_test_skip ("no /dev/zero");
      return;
    }


  /* Four times the size limit is plenty; more is a runaway read. */
  rl.rlim_cur = rl.rlim_max = 4 * (rlim_t) TAV_DOCUMENT_MAX_SIZE + 256 * 1024 * 1024;
  g_assert_cmpint (setrlimit (RLIMIT_AS, &rl), ==, 0);

  event = tav_document_load_file ("/dev/zero", &error);
  g_assert_null (event);
  g_assert_nonnull (error);
  g_test_message ("/dev/zero: %s", error->message);
  /* Not a regular file: refused before the first byte is read. */
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
}

/* Nesting well inside the limit, where a result may hold anything: it is
 * read, then refused as an unknown field. Root, stages, stage, rounds,
 * round, tables, table and result are 8 levels; 56 more make 64. */
static void
test_hostile_nested_result (void)
{
  g_autoptr(JsonNode) base = small_document ();
  g_autoptr(GError) error = NULL;

  for (guint depth = 50; depth <= 57; depth++)
    {
      g_autoptr(JsonNode) root = deep_copy (base);
      g_autofree char *inner = repeat ("", "[", depth, "");
      g_autofree char *value = NULL;
      g_autofree char *text = NULL;
      g_autoptr(TavEvent) event = NULL;
      GString *s = g_string_new (inner);

      for (guint i = 0; i < depth; i++)
        g_string_append_c (s, ']');
      value = g_string_free (s, FALSE);
      edit (root, T0 ".result.extra", value);
      text = to_text (root);
      event = load_text (text, &error);
      g_assert_null (event);
      if (depth <= 56)
        {
          g_assert_error (error, TAV_DOCUMENT_ERROR, INVALID);
          g_assert_true (g_str_has_prefix (error->message, T0 ".result"));
          g_assert_nonnull (strstr (error->message, "unknown field"));
        }
      else
        g_assert_error (error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_SYNTAX);
      g_clear_error (&error);
    }

  /* Deep objects inside a seat of the result. */
  {
    g_autoptr(JsonNode) root = deep_copy (base);
    g_autofree char *value = repeat ("", "{\"a\": ", 50, "1");
    GString *s = g_string_new (value);
    g_autofree char *text = NULL;
    g_autoptr(TavEvent) event = NULL;

    for (guint i = 0; i < 50; i++)
      g_string_append_c (s, '}');
    g_free (value);
    value = g_string_free (s, FALSE);
    edit (root, T0 ".result.seats[0].spent", value);
    text = to_text (root);
    event = load_text (text, &error);
    g_assert_null (event);
    g_assert_error (error, TAV_DOCUMENT_ERROR, INVALID);
    g_assert_cmpstr (error->message, ==, T0 ".result.seats[0].spent: expected a whole number");
  }
}

/* The ruleset reads the results of its Elimination Round by stage id: a
 * document in which that id belongs to a stage of another shape must be
 * refused, not crash the validation of the stages before it. */
static void
test_hostile_stage_shapes (void)
{
  g_autoptr(TavEvent) small = NULL;
  g_autoptr(JsonNode) base = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TavEvent) event = NULL;
  g_autofree char *text = NULL;
  g_autofree char *bracket = NULL;


  /* Two rounds played in a stage called "main". */
  small = build_small_event ();
  draw_and_play (small, 1);
  base = document_tree (small);
  root = deep_copy (base);
  edit (root, "stages[0].id", "\"main\"");
  bracket = g_strdup ("{\"id\": \"elimination\", \"kind\": \"bracket\","
                      " \"seeds\": [\"p1\", \"p2\"],"
                      " \"rounds\": [{\"number\": 1, \"tables\": [{\"number\": 1,"
                      " \"seats\": [\"p1\", \"p2\"], \"result\": {\"winner\": \"p1\"}}]}]}");
  edit (root, "stages[1]", bracket);
  text = to_text (root);
  event = load_text (text, &error);
  g_assert_null (event);
  g_assert_error (error, TAV_DOCUMENT_ERROR, INVALID);
  g_clear_error (&error);
  g_clear_pointer (&text, g_free);
  g_clear_pointer (&root, json_node_unref);

  /* The same with a tables stage whose result is not a game at all. */
  root = deep_copy (base);
  edit (root, "stages[0].id", "\"main\"");
  edit (root, "stages[1]",
        "{\"id\": \"elimination\", \"kind\": \"tables\", \"rounds\": [{\"number\": 1, \"tables\":"
        " [{\"number\": 1, \"seats\": [\"p1\", \"p2\"], \"result\": {\"outcome\": \"law\"}}]}]}");
  text = to_text (root);
  event = load_text (text, &error);
  g_assert_null (event);
  g_assert_error (error, TAV_DOCUMENT_ERROR, INVALID);
}

/* The checks must stay close to linear: a file well under the size limit
 * with many players at one table must not keep the program busy for
 * minutes. */
static void
test_hostile_many_players (void)
{
  const guint n = 100000;
  g_autoptr(GString) s = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TavEvent) event = NULL;
  gint64 start;


  g_string_append (s, "{\"format\": \"tavolo\", \"version\": 1, \"event\": {\"name\": \"x\","
                      " \"ruleset\": \"bang-2011\", \"seed\": 1}, \"players\": [");
  for (guint i = 0; i < n; i++)
    g_string_append_printf (s, "%s{\"id\": \"p%u\", \"name\": \"P%u\"}",
                            i ? ", " : "", i + 1, i + 1);
  g_string_append (s, "], \"stages\": [{\"id\": \"elimination\", \"kind\": \"tables\", \"rounds\":"
                      " [{\"number\": 1, \"tables\": [{\"number\": 1, \"seats\": [");
  for (guint i = 0; i < n; i++)
    g_string_append_printf (s, "%s\"p%u\"", i ? ", " : "", i + 1);
  g_string_append (s, "]}]}]}]}");
  g_assert_cmpuint (s->len, <, TAV_DOCUMENT_MAX_SIZE / 4);

  start = g_get_monotonic_time ();
  event = tav_document_load_data (s->str, s->len, &error);
  g_test_message ("%u players at one table: %s in %.1f s", n,
                  event ? "loaded" : error->message,
                  (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC);
  g_assert_true ((event == NULL) != (error == NULL));
}

/* ---- Fuzzing ---------------------------------------------------------- */

static void
check_any_outcome (const char *data,
                   gsize       length)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TavEvent) event = tav_document_load_data (data, length, &error);

  g_assert_true ((event == NULL) != (error == NULL));
  if (error)
    {
      g_assert_nonnull (error->message);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
    }
  else
    {
      /* What loads saves, and loads again the same. */
      g_autoptr(TavEvent) again = reload (event);

      assert_same_data (event, again);
    }
}

static void
test_fuzz (void)
{
  g_autoptr(TavEvent) event = NULL;
  g_autofree char *data = NULL;
  const char *log_path = g_getenv ("TAVOLO_TEST_PROGRESS");
  g_autoptr(GRand) rand = NULL;
  gsize length = 0;
  FILE *log;

  event = build_full_event (TRUE);
  data = tav_document_to_data (event, &length);
  rand = g_rand_new_with_seed (20261122);
  log = g_fopen (log_path ? log_path : "/dev/null", "w");
  g_assert_nonnull (log);

  for (guint i = 0; i < 200; i++)
    {
      gsize cut = g_rand_int_range (rand, 0, (gint32) length);

      rewind (log);
      fprintf (log, "truncated at byte %zu          \n", cut);
      fflush (log);
      check_any_outcome (data, cut);
    }

  for (guint i = 0; i < 500; i++)
    {
      g_autofree char *copy = g_memdup2 (data, length);
      gsize at = g_rand_int_range (rand, 0, (gint32) length);
      guint8 mask = (guint8) g_rand_int_range (rand, 1, 256);

      copy[at] ^= mask;
      rewind (log);
      fprintf (log, "byte %zu xor 0x%02x          \n", at, mask);
      fflush (log);
      check_any_outcome (copy, length);
    }

  /* Bytes that matter to the syntax, at random places. */
  for (guint i = 0; i < 200; i++)
    {
      static const char specials[] = "{}[]\",:0-\\/'*\n";
      g_autofree char *copy = g_memdup2 (data, length);
      gsize at = g_rand_int_range (rand, 0, (gint32) length);
      char c = specials[g_rand_int_range (rand, 0, sizeof specials - 1)];

      copy[at] = c;
      rewind (log);
      fprintf (log, "byte %zu set to '%c'          \n", at, c);
      fflush (log);
      check_any_outcome (copy, length);
    }

  fclose (log);
}

/* The values of a document, and a copy of its texts. */
static void
collect_values (JsonNode  *node,
                GPtrArray *values,
                GPtrArray *texts)
{
  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObject *object = json_node_get_object (node);
      g_autoptr(GList) members = json_object_get_members (object);

      for (GList *l = members; l; l = l->next)
        collect_values (json_object_get_member (object, l->data), values, texts);
    }
  else if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);

      for (guint i = 0; i < json_array_get_length (array); i++)
        collect_values (json_array_get_element (array, i), values, texts);
    }
  else
    {
      g_ptr_array_add (values, node);
      if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
        g_ptr_array_add (texts, g_strdup (json_node_get_string (node)));
    }
}

/* Valid JSON with wrong values: another id in a seat, a role or an outcome
 * swapped, a bid changed by 100, a flag flipped. Many of these documents
 * load, so the rules, the standings and the next operations run on them. */
static void
test_fuzz_values (void)
{
  static const gint64 numbers[] = {
    0, 1, 2, 3, 5, 6, 7, 100, 150, 300, 2000, 2100, 5000, -1, 1000, 1000000,
  };
  g_autoptr(TavEvent) event = build_full_event (TRUE);
  g_autofree char *base = tav_document_to_data (event, NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261123);
  guint loaded = 0;

  for (guint i = 0; i < 400; i++)
    {
      g_autoptr(JsonNode) root = parse_json (base);
      g_autoptr(GPtrArray) values = g_ptr_array_new ();
      g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(GError) error = NULL;
      g_autoptr(TavEvent) other = NULL;
      g_autofree char *text = NULL;
      guint n = g_rand_int_range (rand, 1, 4);

      collect_values (root, values, texts);
      for (guint k = 0; k < n; k++)
        {
          JsonNode *node = values->pdata[g_rand_int_range (rand, 0, (gint32) values->len)];
          GType type = JSON_NODE_HOLDS_VALUE (node) ? json_node_get_value_type (node) : G_TYPE_NONE;
          guint pick = g_rand_int_range (rand, 0, (gint32) texts->len);
          guint number = g_rand_int_range (rand, 0, G_N_ELEMENTS (numbers));
          gint64 step = 100 * g_rand_int_range (rand, -2, 3);

          /* Same-type edits only: json_node_init_*() of json-glib 1.6 reuse
           * the value they have just freed. */
          switch (g_rand_int_range (rand, 0, 3))
            {
            case 0:
              if (type == G_TYPE_STRING)
                json_node_set_string (node, texts->pdata[pick]);
              break;
            case 1:
              if (type == G_TYPE_INT64)
                json_node_set_int (node, g_rand_boolean (rand) ? numbers[number]
                                                               : json_node_get_int (node) + step);
              break;
            default:
              if (type == G_TYPE_BOOLEAN)
                json_node_set_boolean (node, !json_node_get_boolean (node));
              break;
            }
        }
      text = to_text (root);
      other = load_text (text, &error);
      g_assert_true ((other == NULL) != (error == NULL));
      if (other)
        {
          g_autoptr(TavEvent) again = reload (other);
          g_autoptr(TavStandings) standings = tav_event_compute_standings (other);
          g_autoptr(GError) ignored = NULL;

          assert_same_data (other, again);
          g_assert_nonnull (standings);
          /* Going on from there fails or works, but cleanly. */
          if (!tav_event_draw_round (again, &ignored))
            g_clear_error (&ignored);
          if (!tav_event_build_finals (again, &ignored))
            g_clear_error (&ignored);
          loaded++;
        }
    }
  g_test_message ("%u of 400 edited documents loaded", loaded);
  g_assert_cmpuint (loaded, >, 0);
}

/* ---- A failed load changes nothing ------------------------------------ */

static void
test_failed_load (void)
{
  g_autoptr(TavEvent) event = build_full_event (TRUE);
  g_autofree char *before = tav_document_to_data (event, NULL);
  g_autofree char *after = NULL;
  g_autoptr(JsonNode) root = full_document ();
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tavolo-test-document-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "bad.tavolo", NULL);
  g_autofree char *bad = NULL;
  g_autofree char *on_disk = NULL;
  g_autofree char *text = NULL;
  static const char * const texts[] = {
    "{", "[]", "{\"format\": \"tavolo\", \"version\": 2}",
  };

  g_assert_no_error (error);

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(TavEvent) other = load_text (texts[i], &error);

      g_assert_null (other);
      g_clear_error (&error);
    }

  /* A document that fails only at its very end, after everything has been
   * read: the last result of the finals names a stranger. */
  edit (root, "stages[1].rounds[0].tables[0].result.winner", "\"p99\"");
  text = to_text (root);
  {
    g_autoptr(TavEvent) other = load_text (text, &error);

    g_assert_null (other);
    g_assert_error (error, TAV_DOCUMENT_ERROR, INVALID);
    g_clear_error (&error);
  }

  /* From a file: the file is not touched either. */
  g_assert_true (g_file_set_contents (path, text, -1, &error));
  {
    g_autoptr(TavEvent) other = tav_document_load_file (path, &error);

    g_assert_null (other);
    g_assert_error (error, TAV_DOCUMENT_ERROR, INVALID);
    g_clear_error (&error);
  }
  g_assert_true (g_file_get_contents (path, &on_disk, NULL, &error));
  g_assert_cmpstr (on_disk, ==, text);

  after = tav_document_to_data (event, NULL);
  g_assert_cmpstr (before, ==, after);

  bad = g_strconcat (path, "~", NULL);
  g_assert_false (g_file_test (bad, G_FILE_TEST_EXISTS));
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* The JSON tree of an event belongs to the caller: editing it (an export
 * filter, a script) must not reach into the event behind the validation. */
/* ---- Saving ----------------------------------------------------------- */

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(char * const *) a, *(char * const *) b);
}

/* The names in @dir, sorted, joined by spaces. */
static char *
list_dir (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)))
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

static void
clear_dir (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  if (d == NULL)
    return;
  while ((name = g_dir_read_name (d)))
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_unlink (path);
    }
}

static void
remove_dir (const char *dir)
{
  clear_dir (dir);
  g_rmdir (dir);
}

static char *
read_file (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, &error));
  g_assert_no_error (error);
  return contents;
}

static void
test_save_backup (void)
{
  g_autoptr(TavEvent) event = build_small_event ();
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tavolo-test-document-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "autumn.tavolo", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *listing = NULL;

  g_assert_no_error (error);

  /* A first save has nothing to back up. */
  g_assert_true (tav_document_save_file (event, path, TRUE, &error));
  g_assert_no_error (error);
  first = tav_document_to_data (event, NULL);
  contents = read_file (path);
  g_assert_cmpstr (contents, ==, first);
  g_clear_pointer (&contents, g_free);
  listing = list_dir (dir);
  g_assert_cmpstr (listing, ==, "autumn.tavolo");
  g_clear_pointer (&listing, g_free);

  /* Saving over it keeps the previous content as FILE~. */
  tav_event_set_venue (event, "Sala Borsa, Bologna");
  second = tav_document_to_data (event, NULL);
  g_assert_cmpstr (first, !=, second);
  g_assert_true (tav_document_save_file (event, path, TRUE, &error));
  g_assert_no_error (error);
  contents = read_file (path);
  g_assert_cmpstr (contents, ==, second);
  g_clear_pointer (&contents, g_free);
  contents = read_file (backup);
  g_assert_cmpstr (contents, ==, first);
  g_clear_pointer (&contents, g_free);
  listing = list_dir (dir);
  g_assert_cmpstr (listing, ==, "autumn.tavolo autumn.tavolo~");
  g_clear_pointer (&listing, g_free);

  /* Without a backup, FILE~ stays as it was. */
  tav_event_set_venue (event, "Palazzo Re Enzo, Bologna");
  g_assert_true (tav_document_save_file (event, path, FALSE, &error));
  g_assert_no_error (error);
  contents = read_file (backup);
  g_assert_cmpstr (contents, ==, first);
  g_clear_pointer (&contents, g_free);
  listing = list_dir (dir);
  g_assert_cmpstr (listing, ==, "autumn.tavolo autumn.tavolo~");

  remove_dir (dir);
}

static void
test_save_no_directory (void)
{
  g_autoptr(TavEvent) event = build_small_event ();
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tavolo-test-document-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "missing", "event.tavolo", NULL);
  g_autofree char *listing = NULL;

  g_assert_no_error (error);
  g_assert_false (tav_document_save_file (event, path, TRUE, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  g_clear_error (&error);

  /* A directory in the way of the file. */
  g_assert_false (tav_document_save_file (event, dir, TRUE, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);

  listing = list_dir (dir);
  g_assert_cmpstr (listing, ==, "");
  remove_dir (dir);
}

/* An event file may hold notes about people: saving keeps the permissions
 * the organiser gave it, and the backup is no more readable than it. */
static void
test_save_permissions (void)
{
  g_autoptr(TavEvent) event = build_small_event ();
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tavolo-test-document-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "private.tavolo", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  guint file_mode, backup_mode;
  gboolean saved;
  GStatBuf st;

  g_assert_no_error (error);
  g_assert_true (tav_document_save_file (event, path, TRUE, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_chmod (path, 0600), ==, 0);

  tav_event_set_venue (event, "Sala Borsa, Bologna");
  saved = tav_document_save_file (event, path, TRUE, &error);
  g_assert_no_error (error);
  g_assert_true (saved);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  file_mode = st.st_mode & 0777;
  g_assert_cmpint (g_stat (backup, &st), ==, 0);
  backup_mode = st.st_mode & 0777;
  remove_dir (dir);

  g_assert_cmpint (file_mode, ==, 0600);
  g_assert_cmpint (backup_mode & 0077, ==, 0);
}

/* The file must be byte-identical after a save that failed, with no
 * temporary file left beside it. The child saves; the parent checks. */
static void
check_failed_save (const char *dir,
                   const char *path,
                   const char *original)
{
  g_autofree char *contents = read_file (path);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autofree char *listing = list_dir (dir);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *only = g_strdup (base);
  g_autofree char *with_backup = g_strconcat (base, " ", base, "~", NULL);

  g_assert_cmpstr (contents, ==, original);
  if (g_file_test (backup, G_FILE_TEST_EXISTS))
    {
      g_autofree char *old = read_file (backup);

      g_assert_cmpstr (old, ==, original);
      g_assert_cmpstr (listing, ==, with_backup);
    }
  else
    g_assert_cmpstr (listing, ==, only);
}

static void
test_save_file_size_limit (void)
{
  g_autoptr(TavEvent) small = NULL;
  g_autoptr(TavEvent) full = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autofree char *original = NULL;
  gsize original_length = 0;

  small = build_small_event ();
  full = build_full_event (TRUE);
  original = tav_document_to_data (small, &original_length);
  dir = g_dir_make_tmp ("tavolo-test-document-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (dir, "event.tavolo", NULL);
  g_assert_true (g_file_set_contents (path, original, (gssize) original_length, &error));

  /* Room for the old file (and its backup) but not for the new one. */
  for (guint with_backup = 0; with_backup < 2; with_backup++)
    {
      g_autofree char *child = g_strdup_printf ("/core/document/save/file-size-limit/subprocess/%u",
                                                with_backup);

      g_setenv ("TAVOLO_TEST_PATH", path, TRUE);
      g_setenv ("TAVOLO_TEST_LIMIT", "0", TRUE);
      g_test_trap_subprocess (child, 60 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_test_trap_assert_passed ();
      check_failed_save (dir, path, original);
    }

  /* Not even room for the backup: nothing is written at all. */
  g_setenv ("TAVOLO_TEST_LIMIT", "16", TRUE);
  g_test_trap_subprocess ("/core/document/save/file-size-limit/subprocess/1",
                          60 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
  check_failed_save (dir, path, original);

  g_unsetenv ("TAVOLO_TEST_PATH");
  g_unsetenv ("TAVOLO_TEST_LIMIT");
  remove_dir (dir);
}

static void
save_with_size_limit (gboolean with_backup)
{
  const char *path = g_getenv ("TAVOLO_TEST_PATH");
  guint64 limit = g_ascii_strtoull (g_getenv ("TAVOLO_TEST_LIMIT"), NULL, 10);
  g_autoptr(TavEvent) full = build_full_event (TRUE);
  g_autofree char *data = tav_document_to_data (full, NULL);
  g_autoptr(GError) error = NULL;
  struct rlimit rl;
  GStatBuf st;

  g_assert_nonnull (path);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  if (limit == 0)
    limit = (guint64) st.st_size + 512;
  g_assert_cmpuint (strlen (data), >, limit);

  signal (SIGXFSZ, SIG_IGN);
  rl.rlim_cur = rl.rlim_max = limit;
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &rl), ==, 0);

  g_assert_false (tav_document_save_file (full, path, with_backup, &error));
  g_assert_nonnull (error);
  g_test_message ("the save failed: %s", error->message);
}

static void
test_save_file_size_limit_child_plain (void)
{
  save_with_size_limit (FALSE);
}

static void
test_save_file_size_limit_child_backup (void)
{
  save_with_size_limit (TRUE);
}

/* A real full disk: a 64 KiB tmpfs, when this test may mount one. */
static void
test_save_full_disk (void)
{
  g_autoptr(TavEvent) small = build_small_event ();
  g_autoptr(TavEvent) full = build_full_event (TRUE);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tavolo-test-document-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autofree char *filler = NULL;
  g_autofree char *original = NULL;
  g_autofree char *listing = NULL;
  gsize original_length = 0, full_length = 0;
  g_autofree char *full_data = tav_document_to_data (full, &full_length);
  struct statvfs vfs;
  gsize space;

  g_assert_no_error (error);
  if (geteuid () != 0 || mount ("tmpfs", dir, "tmpfs", 0, "size=64k") != 0)
    {
      g_rmdir (dir);
      g_test_skip ("cannot mount a small tmpfs here");
      return;
    }

  path = g_build_filename (dir, "event.tavolo", NULL);
  filler = g_build_filename (dir, "filler", NULL);
  original = tav_document_to_data (small, &original_length);
  g_assert_true (g_file_set_contents (path, original, (gssize) original_length, &error));
  g_assert_no_error (error);

  /* Leave room for a backup of the old file, but not for the new one. */
  g_assert_cmpint (statvfs (dir, &vfs), ==, 0);
  space = (gsize) vfs.f_bavail * vfs.f_frsize;
  g_test_message ("%zu bytes free; old file %zu, new %zu", space, original_length, full_length);
  if (space > original_length + full_length / 2 + 8192)
    {
      gsize fill = space - original_length - 8192;
      g_autofree char *zeros = g_malloc0 (fill);

      g_assert_true (g_file_set_contents (filler, zeros, (gssize) fill, &error));
      g_assert_no_error (error);
    }
  g_assert_cmpint (statvfs (dir, &vfs), ==, 0);
  g_assert_cmpuint ((gsize) vfs.f_bavail * vfs.f_frsize, <, full_length);

  g_assert_false (tav_document_save_file (full, path, TRUE, &error));
  g_assert_nonnull (error);
  g_test_message ("the save failed: %s", error->message);
  g_clear_error (&error);

  g_unlink (filler);
  listing = list_dir (dir);
  g_assert_true (g_str_equal (listing, "event.tavolo") ||
                 g_str_equal (listing, "event.tavolo event.tavolo~"));
  {
    g_autofree char *contents = read_file (path);

    g_assert_cmpstr (contents, ==, original);
  }

  /* With the space back, the same save works. */
  {
    g_autofree char *backup = g_strconcat (path, "~", NULL);

    g_unlink (backup);
    g_assert_true (tav_document_save_file (full, path, FALSE, &error));
    g_assert_no_error (error);
  }

  clear_dir (dir);
  g_assert_cmpint (umount2 (dir, MNT_DETACH), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* An output stream that takes @limit bytes, then reports a full disk. */
#define TEST_TYPE_FULL_STREAM (test_full_stream_get_type ())
G_DECLARE_FINAL_TYPE (TestFullStream, test_full_stream, TEST, FULL_STREAM, GOutputStream)

struct _TestFullStream
{
  GOutputStream  parent_instance;
  GByteArray    *written;
  gsize          limit;
  gboolean       fail_close;
};

G_DEFINE_FINAL_TYPE (TestFullStream, test_full_stream, G_TYPE_OUTPUT_STREAM)

static gssize
test_full_stream_write (GOutputStream  *stream,
                        const void     *buffer,
                        gsize           count,
                        GCancellable   *cancellable,
                        GError        **error)
{
  TestFullStream *self = TEST_FULL_STREAM (stream);
  gsize room = self->limit - self->written->len;

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return -1;
  if (room == 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE, "No space left on device");
      return -1;
    }
  count = MIN (count, room);
  g_byte_array_append (self->written, buffer, (guint) count);
  return (gssize) count;
}

static gboolean
test_full_stream_close (GOutputStream  *stream,
                        GCancellable   *cancellable,
                        GError        **error)
{
  TestFullStream *self = TEST_FULL_STREAM (stream);

  if (self->fail_close)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE, "No space left on device");
      return FALSE;
    }
  return TRUE;
}

static void
test_full_stream_finalize (GObject *object)
{
  TestFullStream *self = TEST_FULL_STREAM (object);

  g_byte_array_unref (self->written);
  G_OBJECT_CLASS (test_full_stream_parent_class)->finalize (object);
}

static void
test_full_stream_class_init (TestFullStreamClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GOutputStreamClass *stream_class = G_OUTPUT_STREAM_CLASS (klass);

  object_class->finalize = test_full_stream_finalize;
  stream_class->write_fn = test_full_stream_write;
  stream_class->close_fn = test_full_stream_close;
}

static void
test_full_stream_init (TestFullStream *self)
{
  self->written = g_byte_array_new ();
  self->limit = G_MAXSIZE;
}

static TestFullStream *
test_full_stream_new (gsize    limit,
                      gboolean fail_close)
{
  TestFullStream *self = g_object_new (TEST_TYPE_FULL_STREAM, NULL);

  self->limit = limit;
  self->fail_close = fail_close;
  return self;
}

static void
test_save_stream (void)
{
  g_autoptr(TavEvent) event = build_small_event ();
  gsize length = 0;
  g_autofree char *data = tav_document_to_data (event, &length);
  static const gsize limits[] = { 0, 1, 100, 4096 };

  /* Room for everything. */
  {
    g_autoptr(TestFullStream) stream = test_full_stream_new (G_MAXSIZE, FALSE);
    g_autoptr(GError) error = NULL;

    g_assert_true (tav_document_write_stream (event, G_OUTPUT_STREAM (stream), NULL, &error));
    g_assert_no_error (error);
    g_assert_cmpmem (stream->written->data, stream->written->len, data, length);
    g_assert_true (g_output_stream_is_closed (G_OUTPUT_STREAM (stream)));
  }

  /* The disk fills up after a few bytes. */
  for (guint i = 0; i < G_N_ELEMENTS (limits); i++)
    {
      g_autoptr(TestFullStream) stream = test_full_stream_new (limits[i], FALSE);
      g_autoptr(GError) error = NULL;

      g_assert_cmpuint (limits[i], <, length);
      g_assert_false (tav_document_write_stream (event, G_OUTPUT_STREAM (stream), NULL, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
      g_assert_cmpuint (stream->written->len, ==, limits[i]);
    }

  /* Exactly full: the write fits, but closing (flushing) fails. */
  {
    g_autoptr(TestFullStream) stream = test_full_stream_new (length, TRUE);
    g_autoptr(GError) error = NULL;

    g_assert_false (tav_document_write_stream (event, G_OUTPUT_STREAM (stream), NULL, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
  }

  /* A cancelled save. */
  {
    g_autoptr(TestFullStream) stream = test_full_stream_new (G_MAXSIZE, FALSE);
    g_autoptr(GCancellable) cancellable = g_cancellable_new ();
    g_autoptr(GError) error = NULL;

    g_cancellable_cancel (cancellable);
    g_assert_false (tav_document_write_stream (event, G_OUTPUT_STREAM (stream), cancellable,
                                               &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  }
}

/* ---- Running ---------------------------------------------------------- */

typedef struct
{
  const char   *path;
  GTestFunc     func;
  guint         timeout_s;        /* 0: the default */
  const char *(*skip_reason) (void);
} TestCase;

/* Reasons to skip, decided in the parent: a child cannot report a skip. */
static const char *
no_tmpfs (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tavolo-test-document-XXXXXX", NULL);
  gboolean ok;

  if (dir == NULL)
    return "no temporary directory";
  ok = geteuid () == 0 && mount ("tmpfs", dir, "tmpfs", 0, "size=64k") == 0;
  if (ok)
    umount2 (dir, MNT_DETACH);
  g_rmdir (dir);
  return ok ? NULL : "cannot mount a small tmpfs here (needs root)";
}

static const char *
no_dev_zero (void)
{
  /* AddressSanitizer reserves terabytes of shadow memory up front, so the
   * test's limit on the address space cannot hold under it. */
  if (tav_test_under_sanitizer ())
    return "a limit on the address space cannot hold under AddressSanitizer";

  return g_file_test ("/dev/zero", G_FILE_TEST_EXISTS) ? NULL : "no /dev/zero";
}

static const char *
no_source_tree (void)
{
  g_autofree char *docs = g_test_build_filename (G_TEST_DIST, "..", "docs", "file-format.md",
                                                 NULL);
  g_autofree char *examples = g_test_build_filename (G_TEST_DIST, "..", "data", "examples",
                                                     NULL);

  return g_file_test (docs, G_FILE_TEST_EXISTS) && g_file_test (examples, G_FILE_TEST_IS_DIR) ?
         NULL : "the source tree (docs/, data/examples/) is not available";
}

#define DEFAULT_TIMEOUT_S 240

static const TestCase tests[] = {
  { "/core/document/round-trip/full", test_round_trip, 0 },
  { "/core/document/round-trip/file", test_round_trip_file, 0 },
  { "/core/document/save/guard", test_save_guard, 0 },
  { "/core/document/round-trip/resume", test_round_trip_resume, 0 },
  { "/core/document/round-trip/extremes", test_round_trip_extremes, 0 },
  { "/core/document/round-trip/times", test_round_trip_times, 0 },
  { "/core/document/round-trip/big-seed", test_round_trip_big_seed, 0 },
  { "/core/document/round-trip/caller-result", test_round_trip_caller_result, 0 },
  { "/core/document/round-trip/documented-example", test_documented_example, 0, no_source_tree },
  { "/core/document/round-trip/bundled-examples", test_bundled_examples, 0, no_source_tree },

  { "/core/document/error/not-json", test_error_not_json, 0 },
  { "/core/document/error/not-object", test_error_not_object, 0 },
  { "/core/document/error/header", test_error_header, 0 },
  { "/core/document/error/newer-version", test_error_newer_version, 0 },
  { "/core/document/error/unknown-field", test_error_unknown_field, 0 },
  { "/core/document/error/result-unknown-field", test_error_result_unknown_field, 0 },
  { "/core/document/error/root-paths", test_error_root_paths, 0 },
  { "/core/document/error/missing", test_error_missing, 0 },
  { "/core/document/error/types", test_error_types, 0 },
  { "/core/document/error/values", test_error_values, 0 },
  { "/core/document/error/references", test_error_references, 0 },
  { "/core/document/error/results", test_error_results, 0 },
  { "/core/document/error/bracket", test_error_bracket, 0 },
  { "/core/document/error/params", test_error_params, 0 },
  { "/core/document/error/domain", test_error_domain, 0 },

  { "/core/document/hostile/nesting", test_hostile_nesting, 0 },
  { "/core/document/hostile/nesting-hidden", test_hostile_nesting_hidden, 60 },
  { "/core/document/hostile/numbers", test_hostile_numbers, 0 },
  { "/core/document/hostile/huge-integers", test_hostile_huge_integers, 0 },
  { "/core/document/hostile/not-json", test_hostile_not_json, 0 },
  { "/core/document/hostile/message-encoding", test_hostile_message_encoding, 0 },
  { "/core/document/hostile/nul-escape", test_hostile_nul_escape, 0 },
  { "/core/document/hostile/negative-counts", test_hostile_negative_counts, 0 },
  { "/core/document/hostile/bytes", test_hostile_bytes, 0 },
  { "/core/document/hostile/empty-file", test_hostile_empty_file, 0 },
  { "/core/document/hostile/too-large", test_hostile_too_large, 0 },
  { "/core/document/hostile/endless-file", test_hostile_endless_file, 60, no_dev_zero },
  { "/core/document/hostile/nested-result", test_hostile_nested_result, 0 },
  { "/core/document/hostile/stage-shapes", test_hostile_stage_shapes, 60 },
  { "/core/document/hostile/many-players", test_hostile_many_players, 30 },
  { "/core/document/hostile/strict-reader", test_hostile_strict_reader, 0 },
  { "/core/document/hostile/fuzz", test_fuzz, 0 },
  { "/core/document/hostile/fuzz-values", test_fuzz_values, 0 },

  { "/core/document/failed-load", test_failed_load, 0 },


  { "/core/document/save/backup", test_save_backup, 0 },
  { "/core/document/save/no-directory", test_save_no_directory, 0 },
  { "/core/document/save/permissions", test_save_permissions, 0 },
  { "/core/document/save/file-size-limit", test_save_file_size_limit, 0 },
  { "/core/document/save/full-disk", test_save_full_disk, 0, no_tmpfs },
  { "/core/document/save/stream", test_save_stream, 0 },
};

/* Every test runs in a child process: a crash, a critical or a hang fails
 * that test only, and the other tests still run. A test may write what it
 * is doing to $TAVOLO_TEST_PROGRESS, shown when it fails. */
static void
run_isolated (gconstpointer data)
{
  const TestCase *test = data;
  g_autofree char *progress = NULL;
  g_autofree char *last = NULL;

  if (g_test_subprocess ())
    {
      test->func ();
      return;
    }
  if (test->skip_reason && test->skip_reason ())
    {
      g_test_skip (test->skip_reason ());
      return;
    }

  progress = g_strdup_printf ("%s/tavolo-test-%d.progress", g_get_tmp_dir (), (int) getpid ());
  g_setenv ("TAVOLO_TEST_PROGRESS", progress, TRUE);
  /* A hang, not a slow machine: sanitizers make the code several times
   * slower. */
  g_test_trap_subprocess (NULL,
                          (guint64) (test->timeout_s ? test->timeout_s : DEFAULT_TIMEOUT_S) *
                          (tav_test_under_sanitizer () ? 4 : 1) * G_USEC_PER_SEC,
                          G_TEST_SUBPROCESS_INHERIT_STDERR);
  if (!g_test_trap_has_passed () && g_file_get_contents (progress, &last, NULL, NULL))
    g_test_message ("the last case tried: %s", g_strstrip (last));
  g_unlink (progress);
  g_unsetenv ("TAVOLO_TEST_PROGRESS");
  g_test_trap_assert_passed ();
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  /* The parent only watches its children: a failed child must not stop
   * the run. */
  if (!g_test_subprocess ())
    g_test_set_nonfatal_assertions ();

  for (guint i = 0; i < G_N_ELEMENTS (tests); i++)
    g_test_add_data_func (tests[i].path, &tests[i], run_isolated);

  /* Children of /core/document/save/file-size-limit, run on request only. */
  g_test_add_func ("/core/document/save/file-size-limit/subprocess/0",
                   test_save_file_size_limit_child_plain);
  g_test_add_func ("/core/document/save/file-size-limit/subprocess/1",
                   test_save_file_size_limit_child_backup);

  return g_test_run ();
}
