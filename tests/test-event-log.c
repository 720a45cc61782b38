/* test-event-log.c — the event's log: each act recorded by real
 * operations with its hand and place, put in words in every language,
 * kept in the file, folded at its bound, merged as a union, and a hostile
 * log refused with its place
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "tav-document.h"
#include "tav-event-log.h"
#include "tav-event-private.h"
#include "tav-log-values.h"
#include "tav-merge.h"
#include "tav-table-token.h"
#include "tav-test-destiny.h"
#include "tav-test-locale.h"

static const char *names[] = {
  "Anna", "Bruno", "Chiara", "Dario", "Elena", "Fabio", "Giulia", "Ivo",
  "Lara", "Marco", "Nadia",
};

static TavEvent *
make_event (const char *ruleset,
            guint       n_players)
{
  TavEvent *event = tav_event_new (ruleset, "Log Cup");
  g_autoptr(GError) error = NULL;

  tav_event_set_seed (event, 5);
  for (guint i = 0; i < n_players; i++)
    {
      g_assert_nonnull (tav_event_add_player (event, names[i], &error));
      g_assert_no_error (error);
    }
  return event;
}

/* The event as a second hand would read it from the file. */
static TavEvent *
copy_event (TavEvent *event)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  gsize length = 0;
  TavEvent *copy;

  data = tav_document_to_data (event, &length);
  copy = tav_document_load_data (data, length, &error);
  g_assert_no_error (error);
  return copy;
}

static GDateTime *
at (int minute)
{
  return g_date_time_new_utc (2026, 11, 29, 10, minute, 0);
}

/* Borrowed: the log keeps its own reference. */
static TavLogEntry *
entry_at (TavEvent *event,
          guint     i)
{
  g_autoptr(TavLogEntry) entry = g_list_model_get_item (tav_event_get_log (event), i);

  g_assert_nonnull (entry);
  return entry;
}

static guint
n_entries (TavEvent *event)
{
  return g_list_model_get_n_items (tav_event_get_log (event));
}

static char *
words (TavEvent *event,
       guint     i)
{
  g_autoptr(TavLogEntry) entry = g_list_model_get_item (tav_event_get_log (event), i);

  return tav_log_entry_describe (entry, event);
}

#define assert_words(event, i, expected)          \
  G_STMT_START {                                   \
    g_autofree char *said_ = words (event, i);     \
    g_assert_cmpstr (said_, ==, expected);         \
  } G_STMT_END

static void
assert_entry (TavEvent      *event,
              guint          i,
              const char    *act,
              TavHandKind    kind,
              const char    *hand_name,
              const char    *stage_id,
              guint          round,
              guint          table)
{
  TavLogEntry *entry = entry_at (event, i);

  g_assert_cmpstr (tav_log_entry_get_act (entry), ==, act);
  g_assert_cmpint (tav_log_entry_get_hand (entry)->kind, ==, kind);
  g_assert_cmpstr (tav_log_entry_get_hand (entry)->name, ==, hand_name);
  g_assert_cmpstr (tav_log_entry_get_stage_id (entry), ==, stage_id);
  g_assert_cmpuint (tav_log_entry_get_round (entry), ==, round);
  g_assert_cmpuint (tav_log_entry_get_table (entry), ==, table);
}

/* A destiny event of 8 with round 1 drawn by the app at 10:00. */
static TavEvent *
drawn_destiny (void)
{
  TavEvent *event = make_event ("destiny", 8);
  g_autoptr(TavEvent) before = copy_event (event);
  g_autoptr(TavHand) app = tav_hand_new (TAV_HAND_APP, NULL);
  g_autoptr(GDateTime) time = at (0);
  g_autoptr(GError) error = NULL;

  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
  tav_event_log_record (event, before, app, time);
  return event;
}

static void
set_winner (TavEvent      *event,
            guint          table,
            guint          seat,
            const TavHand *hand,
            int            minute)
{
  TavStage *swiss = tav_event_find_stage (event, "swiss");
  TavTable *t = tav_round_find_table (tav_stage_get_round (swiss, 1), table);
  g_autoptr(TavEvent) before = copy_event (event);
  g_autoptr(JsonObject) result = json_object_new ();
  g_autoptr(GDateTime) time = at (minute);
  g_autoptr(TavHand) app = tav_hand_new (TAV_HAND_APP, NULL);
  g_autoptr(GError) error = NULL;

  json_object_set_string_member (result, "winner", tav_table_get_seat (t, seat));
  tav_event_set_hand (event, hand);
  g_assert_true (tav_event_set_result (event, swiss, 1, table, result, &error));
  g_assert_no_error (error);
  tav_event_log_record (event, before, app, time);
}

static const char *
seat_name (TavEvent *event,
           guint     table,
           guint     seat)
{
  TavStage *swiss = tav_event_find_stage (event, "swiss");
  TavTable *t = tav_round_find_table (tav_stage_get_round (swiss, 1), table);

  return tav_player_get_name (tav_event_find_player (event, tav_table_get_seat (t, seat)));
}

static void
test_results (void)
{
  g_autoptr(TavEvent) event = drawn_destiny ();
  g_autoptr(TavHand) marco = tav_hand_new (TAV_HAND_JUDGE, "Marco");
  g_autoptr(TavHand) table = tav_hand_new (TAV_HAND_TABLE, NULL);
  g_autoptr(TavEvent) before = NULL;
  g_autoptr(TavHand) cli = tav_hand_new (TAV_HAND_CLI, "night");
  g_autoptr(GError) error = NULL;
  g_autofree char *expected = NULL;
  TavLogEntry *entry;

  g_assert_cmpuint (n_entries (event), ==, 1);
  assert_entry (event, 0, "round-drawn", TAV_HAND_APP, NULL, "swiss", 1, 0);
  assert_words (event, 0, "Round 1: round drawn: 4 tables");

  /* Entered from the table's link, corrected by a judge: the hand the
   * venue set wins over the caller's, and is cleared once recorded. */
  set_winner (event, 2, 0, table, 5);
  g_assert_null (tav_event_get_hand (event));
  set_winner (event, 2, 1, marco, 7);
  g_assert_null (tav_event_get_hand (event));
  g_assert_cmpuint (n_entries (event), ==, 3);
  assert_entry (event, 1, "result-entered", TAV_HAND_TABLE, NULL, "swiss", 1, 2);
  assert_entry (event, 2, "result-corrected", TAV_HAND_JUDGE, "Marco", "swiss", 1, 2);
  expected = g_strdup_printf ("Round 1, table 2: result entered: %s wins", seat_name (event, 2, 0));
  assert_words (event, 1, expected);
  g_free (expected);
  expected = g_strdup_printf ("Round 1, table 2: result corrected: %s wins → %s wins",
                              seat_name (event, 2, 0), seat_name (event, 2, 1));
  assert_words (event, 2, expected);

  /* The log keeps a copy: the table's own result is not sealed by it. */
  g_assert_false (json_object_is_immutable (tav_table_get_result (tav_round_find_table (
    tav_stage_get_round (tav_event_find_stage (event, "swiss"), 1), 2))));

  /* The entry keeps the seats the result was entered for. */
  entry = entry_at (event, 2);
  g_assert_true (tav_log_entry_concerns_player (entry, tav_player_get_id (tav_event_lookup_player (event, seat_name (event, 2, 0), NULL))));
  g_assert_cmpuint (g_strv_length ((char **) tav_log_entry_get_players (entry)), ==, 2);
  g_assert_nonnull (tav_log_entry_get_object (entry, "before"));
  g_assert_nonnull (tav_log_entry_get_object (entry, "after"));
  {
    g_autoptr(GDateTime) seven = at (7);

    g_assert_true (g_date_time_equal (tav_log_entry_get_time (entry), seven));
  }

  /* Cleared by a script, which gave its name. */
  before = copy_event (event);
  g_assert_true (tav_event_clear_result (event, tav_event_find_stage (event, "swiss"), 1, 2, &error));
  g_assert_no_error (error);
  tav_event_log_record (event, before, cli, NULL);
  assert_entry (event, 3, "result-cleared", TAV_HAND_CLI, "night", "swiss", 1, 2);
  g_free (expected);
  expected = g_strdup_printf ("Round 1, table 2: result cleared (it was: %s wins)", seat_name (event, 2, 1));
  assert_words (event, 3, expected);

  /* Nothing changed: nothing recorded. */
  g_clear_object (&before);
  before = copy_event (event);
  tav_event_log_record (event, before, cli, NULL);
  g_assert_cmpuint (n_entries (event), ==, 4);
}

static void
test_redraw_and_swap (void)
{
  g_autoptr(TavEvent) event = drawn_destiny ();
  g_autoptr(TavHand) app = tav_hand_new (TAV_HAND_APP, NULL);
  g_autoptr(TavEvent) before = copy_event (event);
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GError) error = NULL;
  TavStage *swiss = tav_event_find_stage (event, "swiss");
  TavRound *round = tav_stage_get_round (swiss, 1);
  g_autofree char *a = g_strdup (tav_table_get_seat (tav_round_get_table (round, 0), 0));
  g_autofree char *b = g_strdup (tav_table_get_seat (tav_round_get_table (round, 1), 0));
  g_autofree char *expected = NULL;

  g_assert_true (tav_event_swap_seats (event, swiss, 1, a, b, &problems, &error));
  g_assert_no_error (error);
  tav_event_log_record (event, before, app, NULL);
  g_assert_cmpuint (n_entries (event), ==, 2);
  assert_entry (event, 1, "seats-swapped", TAV_HAND_APP, NULL, "swiss", 1, 0);
  g_assert_true (tav_log_entry_concerns_player (entry_at (event, 1), a));
  g_assert_true (tav_log_entry_concerns_player (entry_at (event, 1), b));
  expected = g_strdup_printf ("Round 1: %s and %s swapped seats",
                              tav_player_get_name (tav_event_find_player (event, b)),
                              tav_player_get_name (tav_event_find_player (event, a)));
  assert_words (event, 1, expected);

  g_clear_object (&before);
  before = copy_event (event);
  tav_event_set_seed (event, 99);
  g_assert_true (tav_event_redraw_round (event, &error));
  g_assert_no_error (error);
  tav_event_log_record (event, before, app, NULL);
  g_assert_cmpstr (tav_log_entry_get_act (entry_at (event, n_entries (event) - 1)), ==, "round-redrawn");
}

static void
test_warnings (void)
{
  g_autoptr(TavEvent) event = make_event ("bang-2011", 11);
  g_autoptr(TavHand) marco = tav_hand_new (TAV_HAND_JUDGE, "Marco");
  g_autoptr(TavHand) app = tav_hand_new (TAV_HAND_APP, NULL);
  g_autoptr(TavEvent) before = NULL;
  g_autoptr(GError) error = NULL;
  gboolean ejected = FALSE;
  guint n;

  g_autofree char *warned = NULL;
  guint t;

  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
  /* A warning is given at the player's table: the log files it there. */
  t = tav_table_get_number (tav_round_find_player (tav_stage_get_last_round (tav_event_get_current_stage (event)),
                                                   "p4", NULL));
  warned = g_strdup_printf ("Round 1, table %u: Warning for Dario: Showed his role card", t);
  before = copy_event (event);
  tav_event_set_hand (event, marco);
  g_assert_true (tav_event_warn (event, "p4", "Showed his role card", &ejected, &error));
  g_assert_false (ejected);
  tav_event_log_record (event, before, app, NULL);
  n = n_entries (event);
  assert_entry (event, n - 1, "penalty", TAV_HAND_JUDGE, "Marco", "elimination", 1, t);
  assert_words (event, n - 1, warned);

  /* The second warning ejects: the ejection is recorded once, as the
   * rules' penalty, by the same hand. */
  g_clear_object (&before);
  before = copy_event (event);
  tav_event_set_hand (event, marco);
  g_assert_true (tav_event_warn (event, "p4", "Looked at another hand", &ejected, &error));
  g_assert_true (ejected);
  tav_event_log_record (event, before, app, NULL);
  g_assert_cmpuint (n_entries (event), ==, n + 2);
  assert_entry (event, n, "penalty", TAV_HAND_JUDGE, "Marco", "elimination", 1, t);
  assert_entry (event, n + 1, "penalty", TAV_HAND_JUDGE, "Marco", "elimination", 1, t);
  g_assert_cmpstr (tav_log_entry_get_string (entry_at (event, n), "kind"), ==, "warning");
  g_assert_cmpstr (tav_log_entry_get_string (entry_at (event, n + 1), "kind"), ==, "ejection");
  g_assert_true (tav_log_entry_concerns_player (entry_at (event, n + 1), "p4"));
  {
    g_autofree char *said = words (event, n + 1);
    g_autofree char *second = g_strdup_printf ("Round 1, table %u: Warning for Dario: Looked at another hand", t);
    g_autofree char *ejection = g_strdup_printf ("Round 1, table %u: Ejection for Dario", t);

    assert_words (event, n, second);
    g_assert_true (g_str_has_prefix (said, ejection));
  }
}

static void
test_release_and_extensions (void)
{
  g_autoptr(TavEvent) event = make_event ("destiny", 8);
  g_autoptr(TavHand) app = tav_hand_new (TAV_HAND_APP, NULL);
  g_autoptr(TavHand) ada = tav_hand_new (TAV_HAND_JUDGE, "Ada");
  g_autoptr(TavEvent) before = copy_event (event);
  g_autoptr(GError) error = NULL;
  TavStage *swiss;

  g_assert_true (tav_event_change_release (event, TRUE, &error));
  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
  tav_event_log_record (event, before, app, NULL);
  g_assert_cmpuint (n_entries (event), ==, 2);
  assert_entry (event, 0, "release-manual", TAV_HAND_APP, NULL, NULL, 0, 0);
  assert_entry (event, 1, "round-drawn", TAV_HAND_APP, NULL, "swiss", 1, 0);
  assert_words (event, 0, "new rounds shown to the room when released");

  g_clear_object (&before);
  before = copy_event (event);
  g_assert_true (tav_event_release_round (event, &error));
  g_assert_no_error (error);
  tav_event_log_record (event, before, app, NULL);
  g_assert_cmpuint (n_entries (event), ==, 3);
  assert_entry (event, 2, "round-released", TAV_HAND_APP, NULL, "swiss", 1, 0);
  assert_words (event, 2, "Round 1: round released to the room");

  /* A judge adds time to table 3 for a missing card. */
  g_clear_object (&before);
  before = copy_event (event);
  swiss = tav_event_find_stage (event, "swiss");
  tav_event_set_hand (event, ada);
  g_assert_true (tav_event_extend_table (event, swiss, 1, 3, 5, "Missing card", &error));
  g_assert_no_error (error);
  tav_event_log_record (event, before, app, NULL);
  g_assert_cmpuint (n_entries (event), ==, 4);
  assert_entry (event, 3, "table-extended", TAV_HAND_JUDGE, "Ada", "swiss", 1, 3);
  g_assert_cmpuint (tav_log_entry_get_uint (entry_at (event, 3), "minutes"), ==, 5);
  assert_words (event, 3, "Round 1, table 3: 5 minutes added: Missing card");
  g_assert_true (tav_log_entry_concerns_player (entry_at (event, 3),
                                                tav_table_get_seat (tav_round_find_table (tav_stage_get_round (swiss, 1), 3), 0)));
}

static void
test_players (void)
{
  g_autoptr(TavEvent) event = make_event ("destiny", 4);
  g_autoptr(TavHand) cli = tav_hand_new (TAV_HAND_CLI, NULL);
  g_autoptr(TavEvent) before = copy_event (event);
  g_autoptr(GError) error = NULL;
  TavPlayer *player;
  static const char * const acts[] = {
    "player-renamed", "player-club", "player-deck", "player-checked-in", "player-added",
  };

  player = tav_event_add_player (event, "Lara", &error);
  g_assert_no_error (error);
  g_assert_true (tav_event_rename_player (event, "p1", "Anna Maria", &error));
  g_assert_true (tav_event_change_club (event, "p2", "Rovigo", &error));
  g_assert_true (tav_event_change_deck (event, "p3", "Rey / Poe", &error));
  g_assert_true (tav_event_check_in (event, "Dario", TRUE, &error));
  g_assert_no_error (error);
  tav_event_log_record (event, before, cli, NULL);
  g_assert_cmpuint (n_entries (event), ==, G_N_ELEMENTS (acts));
  for (guint i = 0; i < G_N_ELEMENTS (acts); i++)
    assert_entry (event, i, acts[i], TAV_HAND_CLI, NULL, NULL, 0, 0);
  /* In the order of the players' list. */
  g_assert_true (tav_log_entry_concerns_player (entry_at (event, 4), tav_player_get_id (player)));
  assert_words (event, 0, "“Anna” renamed “Anna Maria”");
  assert_words (event, 1, "Bruno: club “” → “Rovigo”");
  assert_words (event, 2, "Chiara: deck changed");
  assert_words (event, 3, "Dario checked in");
  assert_words (event, 4, "Lara added");

  /* Withdrawn, then reinstated. */
  g_clear_object (&before);
  before = copy_event (event);
  g_assert_true (tav_event_withdraw (event, "p2", TAV_PLAYER_WITHDRAWN, NULL, &error));
  g_assert_no_error (error);
  tav_event_log_record (event, before, cli, NULL);
  assert_entry (event, 5, "player-withdrawn", TAV_HAND_CLI, NULL, NULL, 0, 0);
  assert_words (event, 5, "Bruno: Withdrawn");
  g_clear_object (&before);
  before = copy_event (event);
  g_assert_true (tav_event_reinstate (event, "p2", &error));
  g_assert_no_error (error);
  tav_event_log_record (event, before, cli, NULL);
  assert_entry (event, 6, "player-reinstated", TAV_HAND_CLI, NULL, NULL, 0, 0);
  assert_words (event, 6, "Bruno reinstated");
}

static void
test_details (void)
{
  g_autoptr(TavEvent) event = make_event ("destiny", 4);
  g_autoptr(TavHand) app = tav_hand_new (TAV_HAND_APP, NULL);
  g_autoptr(TavEvent) before = copy_event (event);
  g_autoptr(GError) error = NULL;
  g_autofree char *code = NULL;
  TavEventDetails details = { .name = "Spring Cup", .venue = "Circolo" };

  g_assert_true (tav_event_edit_details (event, &details, &error));
  g_assert_no_error (error);
  tav_event_publish (event, TRUE);
  code = tav_inbox_add_judge (tav_event_get_inbox (event), "Marco", FALSE, &error);
  g_assert_no_error (error);
  tav_event_log_record (event, before, app, NULL);
  g_assert_cmpuint (n_entries (event), ==, 4);
  assert_words (event, 0, "event renamed: “Log Cup” → “Spring Cup”");
  assert_words (event, 1, "event venue: “” → “Circolo”");
  assert_words (event, 2, "event published");
  assert_words (event, 3, "judge code made for Marco");
  /* The code itself is never in the log. */
  {
    g_autofree char *json = tav_event_log_to_json (event, NULL);

    g_assert_null (strstr (json, code));
  }
}

#define KEY "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"

/* A result sent from table 1's link, then accepted by the organiser; a
 * judge's code made, then revoked. */
static void
test_inbox (void)
{
  g_autoptr(TavEvent) event = drawn_destiny ();
  g_autoptr(TavHand) table = tav_hand_new (TAV_HAND_TABLE, NULL);
  g_autoptr(TavHand) app = tav_hand_new (TAV_HAND_APP, NULL);
  g_autoptr(TavEvent) before = NULL;
  g_autoptr(TavSubmission) sent = NULL;
  g_autoptr(JsonObject) result = json_object_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *token = tav_token_for_table (KEY, "swiss", 1, 1);
  g_autofree char *code = NULL;
  g_autofree char *expected = NULL;
  TavInbox *inbox = tav_event_get_inbox (event);
  guint n;

  g_assert_true (tav_inbox_set_key (inbox, KEY));
  before = copy_event (event);
  json_object_set_string_member (result, "winner",
                                 tav_player_get_id (tav_event_lookup_player (event, seat_name (event, 1, 0), NULL)));
  sent = tav_inbox_submit (inbox, token, "swiss", 1, 1, "s1", 0, result, "192.0.2.7", &error);
  g_assert_no_error (error);
  g_assert_nonnull (sent);
  tav_event_log_record (event, before, table, NULL);
  n = n_entries (event);
  assert_entry (event, n - 1, "result-received", TAV_HAND_TABLE, NULL, "swiss", 1, 1);
  expected = g_strdup_printf ("Round 1, table 1: result sent: %s wins", seat_name (event, 1, 0));
  assert_words (event, n - 1, expected);

  g_clear_object (&before);
  before = copy_event (event);
  g_assert_true (tav_inbox_accept (inbox, "s1", &error));
  g_assert_no_error (error);
  tav_event_log_record (event, before, app, NULL);
  g_assert_cmpuint (n_entries (event), ==, n + 2);
  assert_entry (event, n, "result-entered", TAV_HAND_APP, NULL, "swiss", 1, 1);
  assert_entry (event, n + 1, "result-accepted", TAV_HAND_APP, NULL, "swiss", 1, 1);

  g_clear_object (&before);
  before = copy_event (event);
  code = tav_inbox_add_judge (inbox, "Ada", FALSE, &error);
  g_assert_no_error (error);
  tav_event_log_record (event, before, app, NULL);
  g_clear_object (&before);
  before = copy_event (event);
  g_assert_true (tav_inbox_revoke_judge (inbox, "Ada", &error));
  tav_event_log_record (event, before, app, NULL);
  assert_entry (event, n + 2, "judge-added", TAV_HAND_APP, NULL, NULL, 0, 0);
  assert_entry (event, n + 3, "judge-revoked", TAV_HAND_APP, NULL, NULL, 0, 0);
  assert_words (event, n + 3, "judge code of Ada revoked");

  /* Table 2 sends a result the organiser turns away. */
  g_clear_object (&before);
  g_clear_object (&sent);
  g_free (token);
  token = tav_token_for_table (KEY, "swiss", 1, 2);
  json_object_set_string_member (result, "winner",
                                 tav_player_get_id (tav_event_lookup_player (event, seat_name (event, 2, 1), NULL)));
  before = copy_event (event);
  sent = tav_inbox_submit (inbox, token, "swiss", 1, 2, "s2", 0, result, "192.0.2.7", &error);
  g_assert_no_error (error);
  g_assert_true (tav_inbox_reject (inbox, "s2", "Wrong winner", &error));
  g_assert_no_error (error);
  tav_event_log_record (event, before, app, NULL);
  n = n_entries (event);
  assert_entry (event, n - 2, "result-received", TAV_HAND_APP, NULL, "swiss", 1, 2);
  assert_entry (event, n - 1, "result-rejected", TAV_HAND_APP, NULL, "swiss", 1, 2);
  assert_words (event, n - 1, "Round 1, table 2: sent result rejected: Wrong winner");
}

/* A parameter changed before the first draw; the finals built after the
 * Swiss rounds. */
static void
test_parameter_and_finals (void)
{
  g_autoptr(TavEvent) event = make_event ("destiny", 8);
  g_autoptr(TavHand) app = tav_hand_new (TAV_HAND_APP, NULL);
  g_autoptr(TavEvent) before = copy_event (event);
  g_autoptr(JsonObject) params = json_object_new ();
  g_autoptr(GError) error = NULL;
  TavEventDetails details = { .params = params };
  guint n;

  json_object_set_string_member (params, "playoffs", "best-of-3");
  json_object_set_string_member (params, "cut", "4");
  g_assert_true (tav_event_edit_details (event, &details, &error));
  g_assert_no_error (error);
  tav_event_log_record (event, before, app, NULL);
  g_assert_cmpuint (n_entries (event), ==, 2);
  assert_entry (event, 0, "event-parameter", TAV_HAND_APP, NULL, NULL, 0, 0);
  g_assert_cmpstr (tav_log_entry_get_string (entry_at (event, 0), "new"), ==, "best-of-3");
  assert_words (event, 0, "rule “Playoff matches”: As the structure says → Best of three");
  assert_words (event, 1, "rule “Top cut”: From the structure table → Top 4");

  do
    tav_test_destiny_play_round (event, FALSE);
  while (tav_stage_get_n_rounds (tav_event_get_current_stage (event)) <
         tav_stage_get_planned_rounds (tav_event_get_current_stage (event)));
  g_clear_object (&before);
  before = copy_event (event);
  g_assert_true (tav_event_build_finals (event, &error));
  g_assert_no_error (error);
  n = n_entries (event);
  tav_event_log_record (event, before, app, NULL);
  g_assert_cmpuint (n_entries (event), >, n);
  g_assert_cmpstr (tav_log_entry_get_act (entry_at (event, n)), ==, "stage-added");
  g_assert_cmpstr (tav_log_entry_get_stage_id (entry_at (event, n)), ==,
                   tav_stage_get_id (tav_event_get_current_stage (event)));
}

/* Undo brings an older document back, not an older log: the log is
 * carried over and the undo noted. */
static void
test_undo (void)
{
  g_autoptr(TavEvent) event = drawn_destiny ();
  g_autoptr(TavHand) app = tav_hand_new (TAV_HAND_APP, NULL);
  g_autoptr(TavEvent) older = make_event ("destiny", 8);

  set_winner (event, 1, 0, app, 3);
  g_assert_cmpuint (n_entries (older), ==, 0);
  tav_event_log_copy (older, event);
  tav_event_log_note (older, app, NULL, "undo");
  g_assert_cmpuint (n_entries (older), ==, 3);
  g_assert_true (entry_at (older, 1) == entry_at (event, 1));
  assert_words (older, 2, "last change undone");
}


static void
test_languages (void)
{
  static const char *languages[][2] = {
    { "ru", "ru_RU.UTF-8" }, { "it", "it_IT.UTF-8" }, { "bg", "bg_BG.UTF-8" },
  };
  g_autoptr(TavEvent) event = drawn_destiny ();
  g_autoptr(TavHand) marco = tav_hand_new (TAV_HAND_JUDGE, "Marco");

  set_winner (event, 1, 0, marco, 3);
  set_winner (event, 1, 1, marco, 4);
  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      g_autofree char *place = NULL;
      g_autofree char *what = NULL;
      g_autofree char *a = NULL;
      g_autofree char *b = NULL;
      g_autofree char *expected = NULL;
      g_autofree char *hand = NULL;
      g_autofree char *judge = NULL;

      if (!tav_test_use_language (languages[i][0], languages[i][1]))
        {
          g_test_skip ("the test locales are missing");
          return;
        }
      g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, "result corrected: %s → %s"), !=,
                       "result corrected: %s → %s");
      place = g_strdup_printf (g_dgettext (GETTEXT_PACKAGE, "Round %u, table %u"), 1u, 1u);
      a = g_strdup_printf (g_dgettext (GETTEXT_PACKAGE, "%s wins"), seat_name (event, 1, 0));
      b = g_strdup_printf (g_dgettext (GETTEXT_PACKAGE, "%s wins"), seat_name (event, 1, 1));
      what = g_strdup_printf (g_dgettext (GETTEXT_PACKAGE, "result corrected: %s → %s"), a, b);
      expected = g_strdup_printf (g_dgettext (GETTEXT_PACKAGE, "%s: %s"), place, what);
      assert_words (event, 2, expected);
      hand = tav_hand_describe (tav_log_entry_get_hand (entry_at (event, 2)));
      judge = g_strdup_printf (g_dgettext (GETTEXT_PACKAGE, "judge %s"), "Marco");
      g_assert_cmpstr (hand, ==, judge);
    }
  tav_test_use_language ("C", "C.UTF-8");
}

static void
test_round_trip (void)
{
  g_autoptr(TavEvent) event = drawn_destiny ();
  g_autoptr(TavHand) marco = tav_hand_new (TAV_HAND_JUDGE, "Marco");
  g_autoptr(TavEvent) again = NULL;
  g_autofree char *data = NULL;
  g_autofree char *data_again = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text_again = NULL;

  set_winner (event, 1, 0, marco, 3);
  set_winner (event, 1, 1, marco, 4);
  data = tav_document_to_data (event, NULL);
  /* A log needs version 3: an older Tavolo says it is too old. */
  g_assert_nonnull (strstr (data, "\"version\" : 3,"));
  g_assert_nonnull (strstr (data, "\"log\""));
  g_assert_nonnull (strstr (data, "\"act\" : \"result-corrected\""));
  again = copy_event (event);
  g_assert_cmpuint (n_entries (again), ==, 3);
  data_again = tav_document_to_data (again, NULL);
  g_assert_cmpstr (data_again, ==, data);
  text = tav_event_log_to_text (event, NULL);
  text_again = tav_event_log_to_text (again, NULL);
  g_assert_cmpstr (text_again, ==, text);
  assert_entry (again, 2, "result-corrected", TAV_HAND_JUDGE, "Marco", "swiss", 1, 1);

  /* An event without a log is written as before: no "log" member. */
  {
    g_autoptr(TavEvent) bare = make_event ("destiny", 4);
    g_autofree char *bare_data = tav_document_to_data (bare, NULL);

    g_assert_null (strstr (bare_data, "\"log\""));
  }
}

static void
test_fold (void)
{
  g_autoptr(TavEvent) event = make_event ("destiny", 4);
  g_autoptr(TavHand) app = tav_hand_new (TAV_HAND_APP, NULL);
  g_autoptr(TavHand) ada = tav_hand_new (TAV_HAND_JUDGE, "Ada");
  g_autoptr(TavEvent) again = NULL;
  const guint total = TAV_EVENT_LOG_MAX + 700;
  guint sum = 0, first_count;
  JsonObject *hands;
  TavLogEntry *folded;

  for (guint i = 0; i < total; i++)
    {
      g_autoptr(GDateTime) time = g_date_time_new_utc (2026, 11, 29, 8, 0, 0);
      g_autoptr(GDateTime) later = g_date_time_add_seconds (time, i);

      tav_event_log_note (event, i % 3 == 0 ? ada : app, later, i % 2 ? "undo" : "redo");
    }
  g_assert_cmpuint (n_entries (event), <=, TAV_EVENT_LOG_MAX);
  folded = entry_at (event, 0);
  g_assert_cmpstr (tav_log_entry_get_act (folded), ==, "folded");
  for (guint i = 0; i < n_entries (event); i++)
    {
      sum += tav_log_entry_count_changes (entry_at (event, i));
      if (i > 0)
        g_assert_cmpstr (tav_log_entry_get_act (entry_at (event, i)), !=, "folded");
    }
  /* Nothing lost: every change is an entry or counted in the summary. */
  g_assert_cmpuint (sum, ==, total);
  first_count = tav_log_entry_count_changes (folded);
  hands = tav_log_entry_get_object (folded, "hands");
  g_assert_cmpint (json_object_get_int_member (hands, "app") + json_object_get_int_member (hands, "judge:Ada"),
                   ==, first_count);
  g_assert_cmpint (json_object_get_int_member (hands, "judge:Ada"), ==, (first_count + 2) / 3);
  g_assert_cmpstr (tav_log_entry_get_string (folded, "from"), ==, "2026-11-29T08:00:00Z");
  {
    g_autofree char *said = words (event, 0);
    g_autofree char *head = g_strdup_printf ("%u earlier changes, from ", first_count);

    g_assert_true (g_str_has_prefix (said, head));
    g_assert_nonnull (strstr (said, "judge Ada"));
  }

  /* Saved and read, the summary is the same; more changes fold it again,
   * and its count adds up. */
  again = copy_event (event);
  g_assert_cmpuint (tav_log_entry_count_changes (entry_at (again, 0)), ==, first_count);
  for (guint i = 0; i < TAV_EVENT_LOG_MAX; i++)
    tav_event_log_note (again, app, NULL, "undo");
  sum = 0;
  for (guint i = 0; i < n_entries (again); i++)
    sum += tav_log_entry_count_changes (entry_at (again, i));
  g_assert_cmpuint (sum, ==, total + TAV_EVENT_LOG_MAX);
  g_assert_cmpuint (tav_log_entry_count_changes (entry_at (again, 0)), >, first_count);
  g_assert_cmpuint (n_entries (again), <=, TAV_EVENT_LOG_MAX);
}

static char *
text_of (TavEvent *event)
{
  return tav_document_to_data (event, NULL);
}

static void
test_merge (void)
{
  g_autoptr(TavEvent) base = drawn_destiny ();
  g_autoptr(TavEvent) ours = copy_event (base);
  g_autoptr(TavEvent) theirs = copy_event (base);
  g_autoptr(TavHand) app = tav_hand_new (TAV_HAND_APP, NULL);
  g_autoptr(TavHand) marco = tav_hand_new (TAV_HAND_JUDGE, "Marco");
  g_autoptr(TavMerge) merge = NULL;
  g_autoptr(TavEvent) merged = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *base_text = NULL;
  g_autofree char *ours_text = NULL;
  g_autofree char *theirs_text = NULL;

  /* Ours enters table 1 at 10:05, theirs (a judge) table 2 at 10:03. */
  set_winner (ours, 1, 0, app, 5);
  set_winner (theirs, 2, 1, marco, 3);
  base_text = text_of (base);
  ours_text = text_of (ours);
  theirs_text = text_of (theirs);
  merge = tav_merge_new (base_text, ours_text, theirs_text, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tav_merge_get_n_conflicts (merge), ==, 0);
  merged = tav_merge_get_event (merge, &error);
  g_assert_no_error (error);
  /* The union, by time; the entry both had (the draw) once. */
  g_assert_cmpuint (n_entries (merged), ==, 3);
  assert_entry (merged, 0, "round-drawn", TAV_HAND_APP, NULL, "swiss", 1, 0);
  assert_entry (merged, 1, "result-entered", TAV_HAND_JUDGE, "Marco", "swiss", 1, 2);
  assert_entry (merged, 2, "result-entered", TAV_HAND_APP, NULL, "swiss", 1, 1);
}

/* Two folded logs: the larger summary is kept, and what it counts is not
 * listed again. */
static void
test_merge_folded (void)
{
  g_autoptr(TavEvent) base = make_event ("destiny", 4);
  g_autoptr(TavEvent) ours = NULL;
  g_autoptr(TavEvent) theirs = NULL;
  g_autoptr(TavHand) app = tav_hand_new (TAV_HAND_APP, NULL);
  g_autoptr(TavHand) ada = tav_hand_new (TAV_HAND_JUDGE, "Ada");
  g_autoptr(TavMerge) merge = NULL;
  g_autoptr(TavEvent) merged = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *base_text = NULL;
  g_autofree char *ours_text = NULL;
  g_autofree char *theirs_text = NULL;
  g_autoptr(GDateTime) start = g_date_time_new_utc (2026, 11, 29, 8, 0, 0);
  guint sum = 0;

  for (guint i = 0; i < TAV_EVENT_LOG_MAX - 10; i++)
    {
      g_autoptr(GDateTime) time = g_date_time_add_seconds (start, i);

      tav_event_log_note (base, app, time, "undo");
    }
  ours = copy_event (base);
  theirs = copy_event (base);
  for (guint i = 0; i < 300; i++)
    {
      g_autoptr(GDateTime) time = g_date_time_add_seconds (start, 10000 + 2 * i);
      g_autoptr(GDateTime) other = g_date_time_add_seconds (start, 10001 + 2 * i);

      tav_event_log_note (ours, app, time, "undo");
      if (i < 100)
        tav_event_log_note (theirs, ada, other, "redo");
    }
  base_text = text_of (base);
  ours_text = text_of (ours);
  theirs_text = text_of (theirs);
  merge = tav_merge_new (base_text, ours_text, theirs_text, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tav_merge_get_n_conflicts (merge), ==, 0);
  merged = tav_merge_get_event (merge, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tav_log_entry_get_act (entry_at (merged, 0)), ==, "folded");
  for (guint i = 0; i < n_entries (merged); i++)
    sum += tav_log_entry_count_changes (entry_at (merged, i));
  /* Every change of both hands, each once. */
  g_assert_cmpuint (sum, ==, TAV_EVENT_LOG_MAX - 10 + 300 + 100);
  g_assert_cmpstr (tav_log_entry_get_act (entry_at (merged, n_entries (merged) - 1)), ==, "undo");
}

/* A saved event whose log[INDEX] gets MEMBER = VALUE (JSON; NULL removes
 * it), read back: refused with a message that names PLACE. */
static void
assert_refused (TavEvent   *event,
                guint       index,
                const char *member,
                const char *value,
                const char *place)
{
  g_autofree char *data = tav_document_to_data (event, NULL);
  g_autoptr(JsonNode) root = json_from_string (data, NULL);
  JsonArray *log = json_object_get_array_member (json_node_get_object (root), "log");
  JsonObject *entry = json_array_get_object_element (log, index);
  g_autoptr(GError) error = NULL;
  g_autoptr(TavEvent) loaded = NULL;
  g_autofree char *text = NULL;

  if (value == NULL)
    json_object_remove_member (entry, member);
  else
    json_object_set_member (entry, member, json_from_string (value, NULL));
  text = json_to_string (root, TRUE);
  loaded = tav_document_load_data (text, strlen (text), &error);
  if (loaded != NULL)
    g_error ("log[%u].%s = %s was read", index, member, value);
  g_assert_error (error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_INVALID);
  if (strstr (error->message, place) == NULL)
    g_error ("“%s” does not name %s", error->message, place);
}

static void
test_hostile (void)
{
  g_autoptr(TavEvent) event = drawn_destiny ();
  g_autoptr(TavHand) marco = tav_hand_new (TAV_HAND_JUDGE, "Marco");

  set_winner (event, 1, 0, marco, 3);
  set_winner (event, 1, 1, marco, 4);
  assert_refused (event, 0, "time", "\"2026-11-29T10:00:00\"", "log[0].time");
  assert_refused (event, 0, "time", "\"yesterday\"", "log[0].time");
  assert_refused (event, 0, "time", NULL, "log[0].time: missing");
  assert_refused (event, 0, "time", "12", "log[0].time");
  assert_refused (event, 1, "hand", "\"robot\"", "log[1].hand: unknown hand");
  assert_refused (event, 1, "by", "\"Mar\\u0007co\"", "log[1].by");
  assert_refused (event, 1, "by", "\"Mar\\u202Eco\"", "log[1].by");
  assert_refused (event, 1, "act", "\"format-disk\"", "log[1].act: unknown act");
  assert_refused (event, 1, "extra", "1", "log[1].extra: unknown field");
  assert_refused (event, 1, "round", "-1", "log[1].round");
  assert_refused (event, 1, "table", "1e9", "log[1].table");
  assert_refused (event, 1, "players", "[5]", "log[1].players[0]");
  assert_refused (event, 1, "players", "[\"p\\u0001\"]", "log[1].players[0]");
  assert_refused (event, 2, "before", "\"Anna\"", "log[2].before: expected an object");
  assert_refused (event, 2, "minutes", "500", "log[2].minutes");
  assert_refused (event, 2, "reason", "\"a\\u0007b\"", "log[2].reason");
  assert_refused (event, 2, "hands", "{\"robot\": 3}", "log[2].hands");
  assert_refused (event, 2, "hands", "{\"app\": -3}", "log[2].hands.app");
  assert_refused (event, 2, "from", "\"soon\"", "log[2].from");
  assert_refused (event, 2, "act", "\"folded\"", "log[2]: a folded summary can only be the log’s first entry");
  {
    g_autoptr(GString) long_text = g_string_new ("\"");

    for (guint i = 0; i <= TAV_LOG_MAX_TEXT; i++)
      g_string_append_c (long_text, 'x');
    g_string_append_c (long_text, '"');
    assert_refused (event, 2, "reason", long_text->str, "log[2].reason: longer than");
  }
}

static void
test_hostile_array (void)
{
  g_autoptr(TavEvent) event = make_event ("destiny", 4);
  g_autoptr(TavHand) app = tav_hand_new (TAV_HAND_APP, NULL);
  g_autofree char *data = NULL;
  g_autoptr(GString) text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TavEvent) loaded = NULL;
  char *end;

  data = tav_document_to_data (event, NULL);
  end = strrchr (data, '}');
  g_assert_nonnull (end);
  *end = '\0';
  /* A log in a file of version 1 or 2: refused as such. */
  text = g_string_new (data);
  g_string_append (text, ", \"log\" : []}");
  loaded = tav_document_load_data (text->str, text->len, &error);
  g_assert_null (loaded);
  g_assert_nonnull (strstr (error->message, "log: a file of version 1 cannot hold the event’s log"));
  g_clear_error (&error);
  g_assert_nonnull (strstr (data, "\"version\" : 1,"));
  memcpy (strstr (data, "\"version\" : 1,"), "\"version\" : 3,", strlen ("\"version\" : 3,"));

  /* "log" that is not a list */
  g_string_assign (text, data);
  g_string_append (text, ", \"log\" : {}}");
  loaded = tav_document_load_data (text->str, text->len, &error);
  g_assert_null (loaded);
  g_assert_nonnull (strstr (error->message, "log: expected a list"));
  g_clear_error (&error);

  /* More entries than a file may hold. */
  g_string_assign (text, data);
  g_string_append (text, ", \"log\" : [");
  for (guint i = 0; i <= TAV_EVENT_LOG_MAX_READ; i++)
    g_string_append_printf (text, "%s{\"time\": \"2026-11-29T10:00:00Z\", \"hand\": \"app\", \"act\": \"undo\"}",
                            i ? "," : "");
  g_string_append (text, "]}");
  loaded = tav_document_load_data (text->str, text->len, &error);
  g_assert_null (loaded);
  g_assert_nonnull (strstr (error->message, "log: 4003 entries"));
  (void) app;
}

static guint
count_lines (const char *text)
{
  guint n = 0;

  for (const char *p = text; *p; p++)
    n += *p == '\n';
  return n;
}

static void
test_export (void)
{
  g_autoptr(TavEvent) event = drawn_destiny ();
  g_autoptr(TavHand) marco = tav_hand_new (TAV_HAND_JUDGE, "Marco");
  g_autoptr(TavHand) table = tav_hand_new (TAV_HAND_TABLE, NULL);
  g_autofree char *text = NULL;
  g_autofree char *csv = NULL;
  g_autofree char *json = NULL;
  g_autofree char *by_table = NULL;
  g_autofree char *by_judge = NULL;
  g_autofree char *by_player = NULL;
  g_auto(GStrv) lines = NULL;
  g_auto(GStrv) rows = NULL;
  g_autoptr(JsonNode) parsed = NULL;
  TavLogFilter filter = { 0 };
  TavStage *swiss = tav_event_find_stage (event, "swiss");
  const char *seat = tav_table_get_seat (tav_round_find_table (tav_stage_get_round (swiss, 1), 3), 0);
  g_autofree char *name_cell = NULL;

  set_winner (event, 2, 0, table, 3);
  set_winner (event, 3, 0, marco, 4);
  set_winner (event, 3, 1, marco, 5);

  text = tav_event_log_to_text (event, NULL);
  lines = g_strsplit (text, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 5);   /* four lines and the end */
  g_assert_nonnull (strstr (lines[2], "  judge Marco  Round 1, table 3: result entered: "));

  filter.table = 3;
  by_table = tav_event_log_to_text (event, &filter);
  g_assert_cmpuint (count_lines (by_table), ==, 2);
  filter = (TavLogFilter) { .by_hand = TRUE, .hand = TAV_HAND_TABLE };
  by_judge = tav_event_log_to_text (event, &filter);
  g_assert_nonnull (strstr (by_judge, "table 2"));
  g_assert_null (strstr (by_judge, "table 3"));
  filter = (TavLogFilter) { .player_id = seat };
  by_player = tav_event_log_to_csv (event, &filter);
  rows = g_strsplit (by_player, "\n", -1);
  g_assert_cmpuint (g_strv_length (rows), ==, 4);   /* header, two rows, the end */
  g_assert_cmpstr (rows[0], ==, "time,hand,name,act,stage,round,table,players,words");
  g_assert_true (g_str_has_prefix (rows[1], "2026-11-29T10:04:00Z,judge,Marco,result-entered,swiss,1,3,"));
  name_cell = g_strdup_printf (",%s; ", tav_player_get_name (tav_event_find_player (event, seat)));
  g_assert_nonnull (strstr (rows[1], name_cell));

  csv = tav_event_log_to_csv (event, NULL);
  g_assert_nonnull (strstr (csv, "2026-11-29T10:00:00Z,app,,round-drawn,swiss,1,,,Round 1: round drawn: 4 tables\n"));

  json = tav_event_log_to_json (event, NULL);
  parsed = json_from_string (json, NULL);
  g_assert_nonnull (parsed);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (parsed)), ==, 4);
  {
    JsonObject *last = json_array_get_object_element (json_node_get_array (parsed), 3);

    g_assert_cmpstr (json_object_get_string_member (last, "act"), ==, "result-corrected");
    g_assert_cmpstr (json_object_get_string_member (last, "by"), ==, "Marco");
    g_assert_cmpstr (json_object_get_string_member (last, "hand_words"), ==, "judge Marco");
    g_assert_cmpint (json_object_get_int_member (last, "table"), ==, 3);
    g_assert_true (json_object_has_member (last, "before"));
    g_assert_cmpuint (json_array_get_length (json_object_get_array_member (last, "players")), ==, 2);
    g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (last, "names"), 0), ==,
                     seat_name (event, 3, 0));
  }
}

int
main (int   argc,
      char *argv[])
{
  /* The words are checked in each language: skipped, and said so, where
   * the system lacks one of their locales. */
  tav_test_require_translations ();
  /* Local times in the text export are UTC's. */
  g_setenv ("TZ", "UTC", TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/event-log/results", test_results);
  g_test_add_func ("/event-log/redraw-and-swap", test_redraw_and_swap);
  g_test_add_func ("/event-log/warnings", test_warnings);
  g_test_add_func ("/event-log/release-and-extensions", test_release_and_extensions);
  g_test_add_func ("/event-log/players", test_players);
  g_test_add_func ("/event-log/details", test_details);
  g_test_add_func ("/event-log/inbox", test_inbox);
  g_test_add_func ("/event-log/undo", test_undo);
  g_test_add_func ("/event-log/parameter-and-finals", test_parameter_and_finals);
  g_test_add_func ("/event-log/languages", test_languages);
  g_test_add_func ("/event-log/round-trip", test_round_trip);
  g_test_add_func ("/event-log/fold", test_fold);
  g_test_add_func ("/event-log/merge", test_merge);
  g_test_add_func ("/event-log/merge-folded", test_merge_folded);
  g_test_add_func ("/event-log/hostile", test_hostile);
  g_test_add_func ("/event-log/hostile-array", test_hostile_array);
  g_test_add_func ("/event-log/export", test_export);

  return g_test_run ();
}
