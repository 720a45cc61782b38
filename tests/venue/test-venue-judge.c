/* test-venue-judge.c — the judge's console over HTTP: a wrong and a
 * revoked code are refused and logged; a good one lists the round's
 * tables and filters them; each act (a result, time added, a warning)
 * changes the event in the judge's hand; a form is taken once; revoking
 * the code closes the judge's open page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <signal.h>

#include <glib/gstdio.h>
#include <libsoup/soup.h>

#include "tav-document.h"
#include "tav-table-token.h"
#include "tav-test-destiny.h"
#include "tav-test-http.h"
#include "tav-test-log.h"
#include "tav-test-venue.h"
#include "tav-test-wait.h"
#include "tav-event-private.h"

typedef struct
{
  TavTestVenue    venue;
  char           *code;       /* judge Marco's */
  TavEvent       *before;     /* what the host's recorder last saw */
} Fixture;

static void
fixture_start (Fixture    *f,
               const char *ruleset,
               guint       n_players,
               gboolean    auto_accept)
{
  g_autoptr(GError) error = NULL;

  f->venue.event = tav_event_new (ruleset, "Cup");
  tav_event_set_seed (f->venue.event, 7);
  for (guint i = 0; i < n_players; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %02u", i + 1);

      g_assert_nonnull (tav_event_add_player (f->venue.event, name, NULL));
    }
  g_assert_true (tav_event_draw_round (f->venue.event, &error));
  g_assert_no_error (error);
  tav_inbox_set_key (tav_event_get_inbox (f->venue.event), TAV_TEST_VENUE_KEY);
  f->code = tav_inbox_add_judge (tav_event_get_inbox (f->venue.event), "Marco", auto_accept, &error);
  g_assert_no_error (error);

  tav_test_venue_serve (&f->venue);
  f->before = tav_test_copy_event (f->venue.event);
}

static void
fixture_destiny (Fixture       *f,
                 gconstpointer  data)
{
  fixture_start (f, "destiny", 8, FALSE);
}

static void
fixture_destiny_trusted (Fixture       *f,
                         gconstpointer  data)
{
  fixture_start (f, "destiny", 8, TRUE);
}

static void
fixture_bang (Fixture       *f,
              gconstpointer  data)
{
  fixture_start (f, "bang-2011", 10, FALSE);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  tav_test_venue_tear_down (&f->venue, NULL);
  g_clear_object (&f->before);
  g_free (f->code);
}

/* The answer is made in this thread's main context (the event is the
 * app's): see tav_test_http_send (). */
static char *
request (Fixture    *f,
         const char *path,
         const char *form,
         const char *language,
         guint      *status)
{
  return tav_test_http_send (f->venue.session, f->venue.base, path, form, language, status);
}

static char *
console_path (const char *code,
              guint       table)
{
  g_autofree char *escaped = g_uri_escape_string (code, NULL, FALSE);

  return table ? g_strdup_printf ("/judge?code=%s&table=%u", escaped, table)
               : g_strdup_printf ("/judge?code=%s", escaped);
}

/* The one-time id of the form of @action on a table's page. */
static char *
form_id (const char *page,
         const char *action)
{
  g_autofree char *pattern = g_strdup_printf ("name=\"id\" value=\"([^\"]+)\">\n"
                                              "<input type=\"hidden\" name=\"action\" value=\"%s\">", action);
  g_autoptr(GRegex) regex = g_regex_new (pattern, 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;

  if (!g_regex_match (regex, page, 0, &match))
    g_error ("No %s form on the page: %s", action, page);
  return g_match_info_fetch (match, 1);
}

/* A form of a table's page, as the judge's browser sends it. */
static char *
post_sent (Fixture    *f,
           guint       table,
           const char *action,
           const char *fields,
           guint      *status,
           char      **sent)
{
  g_autofree char *path = console_path (f->code, table);
  g_autofree char *page = NULL;
  g_autofree char *id = NULL;
  g_autofree char *code = g_uri_escape_string (f->code, NULL, FALSE);
  g_autofree char *form = NULL;

  page = request (f, path, NULL, "en", status);
  g_assert_cmpuint (*status, ==, 200);
  id = form_id (page, action);
  form = g_strdup_printf ("code=%s&table=%u&id=%s&action=%s&%s", code, table, id, action, fields);
  if (sent)
    *sent = g_strdup (form);
  return request (f, "/judge", form, "en", status);
}

static char *
post (Fixture    *f,
      guint       table,
      const char *action,
      const char *fields,
      guint      *status)
{
  return post_sent (f, table, action, fields, status, NULL);
}

static guint
n_refusals (Fixture *f)
{
  TavInbox *inbox = tav_event_get_inbox (f->venue.event);

  return g_list_model_get_n_items (tav_refusal_log_get_model (tav_inbox_get_refusals (inbox)));
}

static TavTable *
table_of (Fixture *f,
          guint    number)
{
  TavStage *stage = tav_event_get_current_stage (f->venue.event);

  return tav_round_find_table (tav_stage_get_round (stage, tav_stage_get_n_rounds (stage)), number);
}

static void
assert_judge_hand (Fixture *f)
{
  const TavHand *hand = tav_event_get_hand (f->venue.event);

  g_assert_nonnull (hand);
  g_assert_cmpint (hand->kind, ==, TAV_HAND_JUDGE);
  g_assert_cmpstr (hand->name, ==, "Marco");
  tav_event_set_hand (f->venue.event, NULL);
}

/* A wrong code and a revoked one: 403 in the reader's language, each
 * logged with the refusals; the page names no table. */
static void
test_wrong_code (Fixture       *f,
                 gconstpointer  data)
{
  g_autofree char *wrong = NULL;
  g_autofree char *revoked = NULL;
  g_autofree char *path = console_path (f->code, 0);
  g_autoptr(GError) error = NULL;
  guint before = n_refusals (f);
  guint status = 0;

  wrong = request (f, "/judge?code=ABCDEFGHJK", NULL, "ru", &status);
  g_assert_cmpuint (status, ==, 403);
  g_assert_nonnull (strstr (wrong, "lang=\"ru\""));
  g_assert_nonnull (strstr (wrong, "Этот код не является кодом судьи или был отозван"));
  g_assert_null (strstr (wrong, "Player 0"));
  g_assert_cmpuint (n_refusals (f), ==, before + 1);

  g_assert_true (tav_inbox_revoke_judge (tav_event_get_inbox (f->venue.event), "Marco", &error));
  g_assert_no_error (error);
  revoked = request (f, path, NULL, "it", &status);
  g_assert_cmpuint (status, ==, 403);
  g_assert_nonnull (strstr (revoked, "lang=\"it\""));
  g_assert_null (strstr (revoked, "Player 0"));
  g_assert_cmpuint (n_refusals (f), ==, before + 2);
}

/* A good code: every table of the round with its players and state; a
 * search by table number or by part of a name (without script). */
static void
test_console (Fixture       *f,
              gconstpointer  data)
{
  g_autofree char *path = console_path (f->code, 0);
  g_autofree char *all = NULL;
  g_autofree char *by_number = NULL;
  g_autofree char *by_name = NULL;
  g_autofree char *search = NULL;
  TavTable *table = table_of (f, 3);
  guint status = 0;

  all = request (f, path, NULL, "en", &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_nonnull (strstr (all, "Judge: Marco"));
  for (guint i = 1; i <= 4; i++)
    {
      g_autofree char *label = g_strdup_printf ("<span class=\"number\">Table %u</span>", i);

      g_assert_nonnull (strstr (all, label));
    }
  g_assert_nonnull (strstr (all, "state-playing"));
  g_assert_null (strstr (all, "Standings"));

  search = g_strconcat (path, "&q=3", NULL);
  by_number = request (f, search, NULL, "en", &status);
  g_assert_nonnull (strstr (by_number, "Table 3</span>"));
  g_assert_null (strstr (by_number, "Table 2</span>"));

  g_free (search);
  search = g_strdup_printf ("%s&q=%s", path, tav_event_seat_name (f->venue.event, table, 1) + strlen ("Player "));
  by_name = request (f, search, NULL, "en", &status);
  g_assert_nonnull (strstr (by_name, "Table 3</span>"));
  g_assert_null (strstr (by_name, "Table 1</span>"));
}

/* A judge's result waits for the organiser as the judge's; the same form
 * sent again is refused; another judge's form id is refused. */
static void
test_result_waits (Fixture       *f,
                   gconstpointer  data)
{
  TavTable *table = table_of (f, 2);
  TavInbox *inbox = tav_event_get_inbox (f->venue.event);
  g_autofree char *fields = g_strdup_printf ("winner=%s", tav_table_get_seat (table, 0));
  g_autofree char *page = NULL;
  g_autofree char *again = NULL;
  g_autofree char *path = console_path (f->code, 2);
  g_autofree char *id = NULL;
  g_autofree char *form = NULL;
  g_autofree char *code = g_uri_escape_string (f->code, NULL, FALSE);
  g_autoptr(TavSubmission) s = NULL;
  guint status = 0;

  g_free (request (f, path, NULL, NULL, &status));
  tav_event_set_hand (f->venue.event, NULL);
  page = request (f, path, NULL, "en", &status);
  id = form_id (page, "result");
  form = g_strdup_printf ("code=%s&table=2&id=%s&action=result&%s", code, id, fields);
  g_free (page);
  page = request (f, "/judge", form, "en", &status);
  g_assert_cmpuint (status, ==, 202);
  g_assert_nonnull (strstr (page, "the organiser will confirm the result"));
  g_assert_false (tav_table_has_result (table));
  g_assert_cmpuint (tav_inbox_get_n_pending (inbox), ==, 1);
  s = g_list_model_get_item (tav_inbox_get_submissions (inbox), 0);
  g_assert_cmpstr (tav_submission_get_judge (s), ==, "Marco");
  assert_judge_hand (f);
  g_assert_nonnull (strstr (page, "state-waiting"));
  g_assert_nonnull (strstr (page, "<ul class=\"result\">"));

  again = request (f, "/judge", form, "en", &status);
  g_assert_cmpuint (status, ==, 409);
  g_assert_cmpuint (tav_inbox_get_n_pending (inbox), ==, 1);
  g_assert_null (tav_event_get_hand (f->venue.event));

  /* A form id made for a table (not for this judge) is not his. */
  g_free (id);
  g_free (form);
  g_free (again);
  id = tav_token_new_form_id (TAV_TEST_VENUE_KEY,
                              tav_stage_get_id (tav_event_get_current_stage (f->venue.event)), 1, 2);
  form = g_strdup_printf ("code=%s&table=2&id=%s&action=result&%s", code, id, fields);
  again = request (f, "/judge", form, "en", &status);
  g_assert_cmpuint (status, ==, 400);
  g_assert_cmpuint (tav_inbox_get_n_pending (inbox), ==, 1);
}

/* The part of a table's page that says who did what. */
static char *
history_of (const char *page)
{
  const char *start = strstr (page, "<section id=\"history\"");

  g_assert_nonnull (start);
  return g_strndup (start, strstr (start, "</section>") - start);
}

/* A judge the organiser trusts: the result is entered at once, and he
 * may correct it. */
static void
test_result_entered (Fixture       *f,
                     gconstpointer  data)
{
  TavTable *table = table_of (f, 1);
  g_autofree char *first = g_strdup_printf ("winner=%s", tav_table_get_seat (table, 0));
  g_autofree char *second = g_strdup_printf ("winner=%s", tav_table_get_seat (table, 1));
  g_autofree char *page = NULL;
  guint status = 0;

  page = post (f, 1, "result", first, &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_nonnull (strstr (page, "the result is entered"));
  g_assert_cmpstr (tav_result_get_string (tav_table_get_result (table), "winner"), ==, tav_table_get_seat (table, 0));
  assert_judge_hand (f);
  /* The answer to a form reloads itself from the table's own address
   * (a GET), never by sending the form again. */
  {
    g_autofree char *code = g_uri_escape_string (f->code, NULL, FALSE);
    g_autofree char *here = g_strdup_printf (" data-here=\"/judge?code=%s&amp;table=1&amp;lang=en\"", code);

    g_assert_nonnull (strstr (page, here));
  }

  g_free (page);
  page = post (f, 1, "result", second, &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_nonnull (strstr (page, "The result is corrected."));
  g_assert_cmpstr (tav_result_get_string (tav_table_get_result (table), "winner"), ==, tav_table_get_seat (table, 1));
  assert_judge_hand (f);
}

/* A correction in the history: by whom, the new result and the old. */
static void
test_history_correction (Fixture       *f,
                         gconstpointer  data)
{
  TavTable *table = table_of (f, 1);
  g_autofree char *first = g_strdup_printf ("winner=%s", tav_table_get_seat (table, 0));
  g_autofree char *second = g_strdup_printf ("winner=%s", tav_table_get_seat (table, 1));
  g_autofree char *path = console_path (f->code, 1);
  g_autofree char *was = g_strdup_printf ("<div class=\"was\">It was:<ul class=\"result\">\n<li>Winner: %s</li>",
                                          tav_event_seat_name (f->venue.event, table, 0));
  g_autofree char *page = NULL;
  g_autofree char *history = NULL;
  guint status = 0;

  g_free (post (f, 1, "result", first, &status));
  tav_test_record_log (f->venue.event, &f->before);
  g_free (post (f, 1, "result", second, &status));
  g_assert_cmpuint (status, ==, 200);
  tav_test_record_log (f->venue.event, &f->before);
  page = request (f, path, NULL, "en", &status);
  history = history_of (page);
  g_assert_nonnull (strstr (history, "Result entered</span> <span class=\"hand\">— judge Marco"));
  g_assert_nonnull (strstr (history, "Result corrected</span> <span class=\"hand\">— judge Marco"));
  g_assert_nonnull (strstr (history, was));
}

/* Time added to one table, in the judge's hand; out of range refused. */
static void
test_extend (Fixture       *f,
             gconstpointer  data)
{
  TavTable *table = table_of (f, 4);
  g_autofree char *path = console_path (f->code, 4);
  g_autofree char *page = NULL;
  guint status = 0;

  page = post (f, 4, "extend", "minutes=61&reason=Deck+check", &status);
  g_assert_cmpuint (status, ==, 400);
  g_assert_cmpuint (tav_table_get_extra_minutes (table), ==, 0);

  g_free (page);
  page = post (f, 4, "extend", "minutes=5&reason=Deck+check", &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_cmpuint (tav_table_get_extra_minutes (table), ==, 5);
  g_assert_cmpstr (tav_table_get_extension_reason (table, 0), ==, "Deck check");
  tav_test_record_log (f->venue.event, &f->before);
  g_free (page);
  page = request (f, path, NULL, "en", &status);
  g_assert_nonnull (strstr (page, "+5 min: Deck check</span> <span class=\"hand\">— judge Marco</span>"));
}

/* BANG! 2011: the second warning ejects, and the page says so. */
static void
test_warnings (Fixture       *f,
               gconstpointer  data)
{
  TavTable *table = table_of (f, 1);
  const char *id = tav_table_get_seat (table, 2);
  TavPlayer *player = tav_event_find_player (f->venue.event, id);
  g_autofree char *fields = g_strdup_printf ("player=%s&kind=warning&reason=Slow+play", id);
  g_autofree char *page = NULL;
  g_autofree char *ejected = NULL;
  g_autofree char *sent = NULL;
  g_autofree char *again = NULL;
  guint status = 0;

  page = post_sent (f, 1, "penalty", fields, &status, &sent);
  g_assert_cmpuint (status, ==, 200);
  g_assert_nonnull (strstr (page, "Warning recorded for"));
  g_assert_nonnull (strstr (page, "By the rules, warning 2 ejects the player."));
  g_assert_cmpuint (tav_event_count_penalties (f->venue.event, id, TAV_PENALTY_WARNING), ==, 1);
  g_assert_cmpint (tav_player_get_status (player), ==, TAV_PLAYER_ACTIVE);
  assert_judge_hand (f);

  /* The same form again (a double tap, a replay): taken once. */
  again = request (f, "/judge", sent, "en", &status);
  g_assert_cmpuint (status, ==, 409);
  g_assert_cmpuint (tav_event_count_penalties (f->venue.event, id, TAV_PENALTY_WARNING), ==, 1);
  g_assert_null (tav_event_get_hand (f->venue.event));

  ejected = g_strdup_printf ("%s is ejected", tav_player_get_name (player));
  g_free (page);
  page = post (f, 1, "penalty", fields, &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_nonnull (strstr (page, ejected));
  g_assert_cmpint (tav_player_get_status (player), ==, TAV_PLAYER_EJECTED);
  assert_judge_hand (f);
  /* The console shows no standings, and no balance of the secret ranking. */
  g_assert_null (strstr (page, "Standings"));
  g_assert_null (strstr (page, "balance"));
}

/* Table 2 of BANG! 2011's round 1, entered by the organiser: the
 * outlaw of seat 3 spent $700, a figure of the secret ranking. */
static void
enter_bang_result (Fixture *f)
{
  g_autoptr(JsonObject) result = json_object_new ();
  g_autoptr(JsonArray) seats = json_array_new ();
  static const char * const roles[] = { "sheriff", "renegade", "outlaw", "outlaw", "deputy" };
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < 5; i++)
    {
      JsonObject *seat = json_object_new ();

      json_object_set_string_member (seat, "role", roles[i]);
      json_object_set_boolean_member (seat, "alive", i == 0 || i == 4);
      json_object_set_int_member (seat, "spent", i == 2 ? 700 : 0);
      json_array_add_object_element (seats, seat);
    }
  json_object_set_array_member (result, "seats", json_array_ref (seats));
  json_object_set_string_member (result, "outcome", "law");
  g_assert_true (tav_event_set_result (f->venue.event, tav_event_get_current_stage (f->venue.event),
                                       1, 2, result, &error));
  g_assert_no_error (error);
}

/* BANG! 2011 keeps its ranking secret: a table's results, sent or
 * entered, are not shown (their $ add up to the balances). */
static void
test_secret (Fixture       *f,
             gconstpointer  data)
{
  TavTable *table = table_of (f, 2);
  g_autofree char *path = console_path (f->code, 2);
  g_autofree char *page = NULL;
  guint status = 0;

  enter_bang_result (f);
  g_assert_true (tav_table_has_result (table));
  page = request (f, path, NULL, "en", &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_nonnull (strstr (page, "Entered."));
  g_assert_null (strstr (page, "<ul class=\"result\">"));
  g_assert_null (strstr (page, "700"));
}

/* Who did what at a table, from the event's log: time added by judge
 * Marco, a warning by judge Lucia, the result the organiser entered in
 * the app, each with its hand in the reader's language. Another table's
 * acts are not there. */
static void
test_history (Fixture       *f,
              gconstpointer  data)
{
  TavTable *table = table_of (f, 3);
  const char *player = tav_table_get_seat (table, 1);
  const char *name = tav_player_get_name (tav_event_find_player (f->venue.event, player));
  char *marco = f->code;         /* freed with the fixture */
  g_autofree char *lucia = NULL;
  g_autofree char *fields = g_strdup_printf ("player=%s&kind=warning&reason=Slow+play", player);
  g_autofree char *warning = g_strdup_printf ("Warning for %s: Slow play</span> <span class=\"hand\">— judge Lucia", name);
  g_autofree char *avviso = g_strdup_printf ("Ammonizione per %s: Slow play</span> <span class=\"hand\">— giudice Lucia", name);
  g_autoptr(JsonObject) result = json_object_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *path = console_path (marco, 3);
  g_autofree char *empty = NULL;
  g_autofree char *page = NULL;
  g_autofree char *history = NULL;
  guint status = 0;

  lucia = tav_inbox_add_judge (tav_event_get_inbox (f->venue.event), "Lucia", FALSE, &error);
  g_assert_no_error (error);
  tav_test_record_log (f->venue.event, &f->before);
  empty = request (f, path, NULL, "en", &status);
  g_assert_nonnull (strstr (empty, "Nothing yet."));

  g_free (post (f, 3, "extend", "minutes=5&reason=Deck+check", &status));
  g_assert_cmpuint (status, ==, 200);
  tav_test_record_log (f->venue.event, &f->before);
  g_free (post (f, 4, "extend", "minutes=7&reason=Elsewhere", &status));
  tav_test_record_log (f->venue.event, &f->before);
  f->code = lucia;
  g_free (post (f, 3, "penalty", fields, &status));
  g_assert_cmpuint (status, ==, 200);
  tav_test_record_log (f->venue.event, &f->before);
  f->code = marco;
  json_object_set_string_member (result, "winner", tav_table_get_seat (table, 0));
  g_assert_true (tav_event_set_result (f->venue.event, tav_event_get_current_stage (f->venue.event),
                                       1, 3, result, &error));
  g_assert_no_error (error);
  tav_test_record_log (f->venue.event, &f->before);

  page = request (f, path, NULL, "en", &status);
  g_assert_cmpuint (status, ==, 200);
  history = history_of (page);
  g_assert_nonnull (strstr (history, "+5 min: Deck check</span> <span class=\"hand\">— judge Marco</span>"));
  g_assert_nonnull (strstr (history, warning));
  g_assert_nonnull (strstr (history, "Result entered</span> <span class=\"hand\">— the organiser (app)</span>"));
  g_assert_nonnull (strstr (history, "<ul class=\"result\">"));
  g_assert_null (strstr (history, "Elsewhere"));
  g_assert_null (strstr (history, "Nothing yet."));

  g_free (page);
  g_free (history);
  page = request (f, path, NULL, "it", &status);
  history = history_of (page);
  g_assert_nonnull (strstr (history, "giudice Marco"));
  g_assert_nonnull (strstr (history, avviso));
  g_assert_null (strstr (history, "judge"));
  g_assert_null (strstr (history, "the organiser"));
}

/* Where the ranking is secret (BANG! 2011), the history says a result
 * was entered, and by whom, but not what it was. */
static void
test_history_secret (Fixture       *f,
                     gconstpointer  data)
{
  g_autofree char *path = console_path (f->code, 2);
  g_autofree char *page = NULL;
  g_autofree char *history = NULL;
  guint status = 0;

  enter_bang_result (f);
  tav_test_record_log (f->venue.event, &f->before);
  page = request (f, path, NULL, "ru", &status);
  g_assert_cmpuint (status, ==, 200);
  history = history_of (page);
  g_assert_nonnull (strstr (history, "Результат внесён</span> <span class=\"hand\">— организатор (приложение)"));
  g_assert_null (strstr (history, "<ul class=\"result\">"));
  g_assert_null (strstr (history, "700"));
}

/* A judge the organiser does not trust corrects an entered result: the
 * correction waits in the inbox beside it (202), the entered result
 * stays; the organiser accepts it, replacing, or rejects it. */
static void
test_correction_waits (Fixture       *f,
                       gconstpointer  data)
{
  TavTable *table = table_of (f, 1);
  TavInbox *inbox = tav_event_get_inbox (f->venue.event);
  const char *a = tav_table_get_seat (table, 0);
  const char *b = tav_table_get_seat (table, 1);
  g_autofree char *fields = g_strdup_printf ("winner=%s", b);
  g_autoptr(JsonObject) entered = json_object_new ();
  g_autoptr(TavSubmission) s = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *page = NULL;
  guint status = 0;

  json_object_set_string_member (entered, "winner", a);
  g_assert_true (tav_event_set_result (f->venue.event, tav_event_get_current_stage (f->venue.event),
                                       1, 1, entered, &error));
  page = post (f, 1, "result", fields, &status);
  g_assert_cmpuint (status, ==, 202);
  g_assert_nonnull (strstr (page, "beside the entered result"));
  g_assert_nonnull (strstr (page, "Sent by judge Marco, waiting for the organiser:"));
  assert_judge_hand (f);
  g_assert_cmpstr (tav_result_get_string (tav_table_get_result (table), "winner"), ==, a);
  g_assert_cmpuint (tav_inbox_get_n_pending (inbox), ==, 1);
  s = g_list_model_get_item (tav_inbox_get_submissions (inbox), 0);
  g_assert_cmpstr (tav_submission_get_judge (s), ==, "Marco");
  g_assert_true (tav_inbox_accept_replaces (inbox, s));

  g_assert_true (tav_inbox_accept_replacing (inbox, tav_submission_get_id (s), &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tav_result_get_string (tav_table_get_result (table), "winner"), ==, b);
}

typedef struct
{
  GInputStream *stream;
  GCancellable *cancellable;
  GString      *received;
  char          buffer[4096];
  gboolean      opened;
  gboolean      ended;
  GError       *error;
} Live;

static void
read_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      data)
{
  Live *live = data;
  gssize n = g_input_stream_read_finish (G_INPUT_STREAM (source), result, NULL);

  if (n <= 0)
    {
      live->ended = TRUE;
      return;
    }
  g_string_append_len (live->received, live->buffer, n);
  g_input_stream_read_async (live->stream, live->buffer, sizeof live->buffer, G_PRIORITY_DEFAULT,
                             live->cancellable, read_cb, live);
}

static void
opened_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  Live *live = data;

  live->stream = soup_session_send_finish (SOUP_SESSION (source), result, &live->error);
  live->opened = TRUE;
}

static gboolean
live_ended (gpointer data)
{
  return ((Live *) data)->ended;
}

static gboolean
live_has_version (gpointer data)
{
  return strstr (((Live *) data)->received->str, "event: version") != NULL;
}

/* The judge's live stream, open and read as a console's script does. */
static SoupMessage *
live_open (Fixture *f,
           Live    *live)
{
  g_autofree char *escaped = g_uri_escape_string (f->code, NULL, FALSE);
  g_autofree char *uri = g_strdup_printf ("%s/judge/events?code=%s", f->venue.base, escaped);
  SoupMessage *msg = soup_message_new ("GET", uri);

  live->received = g_string_new (NULL);
  live->cancellable = g_cancellable_new ();
  soup_session_send_async (f->venue.session, msg, G_PRIORITY_DEFAULT, live->cancellable, opened_cb, live);
  tav_test_wait_for_flag (&live->opened, "the judge's live stream");
  g_assert_no_error (live->error);
  g_assert_cmpuint (soup_message_get_status (msg), ==, 200);
  g_input_stream_read_async (live->stream, live->buffer, sizeof live->buffer, G_PRIORITY_DEFAULT,
                             live->cancellable, read_cb, live);
  tav_test_wait_until (live_has_version, live, "the event's version on the judge's stream");
  return msg;
}

/* Waits for the stream to end with "revoked". */
static void
live_revoked (Live *live)
{
  tav_test_wait_until (live_ended, live, "the end of the revoked judge's stream");
  g_assert_nonnull (strstr (live->received->str, "event: revoked\n"));
  g_input_stream_close (live->stream, NULL, NULL);
  g_clear_object (&live->stream);
  g_clear_object (&live->cancellable);
  g_string_free (live->received, TRUE);
}

/* Revoking the code ends the judge's open page within the second; the
 * next request with it is refused. */
static void
test_revoke_closes (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(SoupMessage) msg = NULL;
  g_autofree char *path = console_path (f->code, 0);
  g_autoptr(GError) error = NULL;
  Live live = { NULL, };
  guint status = 0;

  msg = live_open (f, &live);
  g_assert_cmpuint (tav_venue_server_get_n_live (f->venue.server), ==, 1);

  g_assert_true (tav_inbox_revoke_judge (tav_event_get_inbox (f->venue.event), "Marco", &error));
  g_assert_no_error (error);
  live_revoked (&live);

  g_free (request (f, path, NULL, NULL, &status));
  g_assert_cmpuint (status, ==, 403);

}

/* A round drawn but not released is not the judges' either: the console
 * keeps the round the room sees and says the next one is being prepared;
 * a form for a table of it is refused. Released, it is there. */
static void
test_unreleased (Fixture       *f,
                 gconstpointer  data)
{
  g_autofree char *path = console_path (f->code, 0);
  g_autofree char *waiting = NULL;
  g_autofree char *released = NULL;
  g_autoptr(GError) error = NULL;
  guint status = 0;

  g_assert_true (tav_event_change_release (f->venue.event, TRUE, &error));
  for (guint t = 1; t <= 4; t++)
    tav_test_destiny_set_winner (f->venue.event, tav_event_get_current_stage (f->venue.event), 1, t,
                                 tav_table_get_seat (table_of (f, t), 0));
  g_assert_true (tav_event_draw_round (f->venue.event, &error));
  g_assert_no_error (error);
  g_assert_true (tav_event_is_round_waiting (f->venue.event));

  waiting = request (f, path, NULL, "en", &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_nonnull (strstr (waiting, "<h1>Round 1</h1>"));
  g_assert_nonnull (strstr (waiting, "The next round is being prepared"));
  g_assert_null (strstr (waiting, "Round 2"));
  g_assert_null (strstr (waiting, "state-playing"));   /* round 1's tables are all entered */

  g_assert_true (tav_event_release_round (f->venue.event, &error));
  g_assert_no_error (error);
  released = request (f, path, NULL, "en", &status);
  g_assert_nonnull (strstr (released, "<h1>Round 2</h1>"));
  g_assert_null (strstr (released, "being prepared"));
  g_assert_nonnull (strstr (released, "state-playing"));
}

static void
run_cli (const char * const *argv)
{
  g_autoptr(GSubprocess) cli = NULL;
  g_autoptr(GError) error = NULL;

  cli = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDOUT_SILENCE, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_wait_check (cli, NULL, &error));
  g_assert_no_error (error);
}

/* `tavolo-cli serve`: a judge's act is saved in FILE; `judge-revoke` on
 * FILE, from another process, closes the judge's open page. */
static void
test_serve (Fixture       *f,
            gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tavolo-judge-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "cup.tavolo", NULL);
  g_autofree char *page = NULL;
  g_autofree char *served = NULL;
  g_autoptr(GSubprocess) serve = NULL;
  g_autoptr(GDataInputStream) out = NULL;
  g_autoptr(SoupMessage) msg = NULL;
  g_autoptr(TavEvent) after = NULL;
  const char *warned = tav_table_get_seat (table_of (f, 2), 1);
  const char *revoke[] = { g_getenv ("TAVOLO_CLI"), "inbox", path, "judge-revoke", "Marco", NULL };
  Live live = { NULL, };
  guint status = 0;

  g_assert_no_error (error);
  g_assert_true (tav_document_save_file (f->venue.event, path, FALSE, &error));
  g_assert_no_error (error);
  serve = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error, g_getenv ("TAVOLO_CLI"), "serve",
                            path, "--address", "127.0.0.1", "--port", "0", NULL);
  g_assert_no_error (error);
  out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (serve));
  while (served == NULL)
    {
      g_autofree char *line = g_data_input_stream_read_line_utf8 (out, NULL, NULL, &error);
      char *found;

      g_assert_no_error (error);
      g_assert_nonnull (line);
      if ((found = strstr (line, "http://127.0.0.1:")))
        served = g_strdup (g_strchomp (found));
    }
  if (g_str_has_suffix (served, "/"))
    served[strlen (served) - 1] = '\0';
  g_free (f->venue.base);
  f->venue.base = g_strdup (served);

  /* A warning through the served console: in FILE. Its answer carries
   * the version the act made, and serve's own save of FILE makes no
   * other: the open console hears one new version, not two, before it
   * hears it is revoked. */
  msg = live_open (f, &live);
  {
    g_autofree char *fields = g_strdup_printf ("player=%s&kind=warning&reason=Slow+play", warned);
    g_autofree char *version = NULL;
    const char *at;

    page = post (f, 2, "penalty", fields, &status);
    g_assert_cmpuint (status, ==, 200);
    after = tav_document_load_file (path, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (tav_event_count_penalties (after, warned, TAV_PENALTY_WARNING), ==, 1);

    run_cli (revoke);
    tav_test_wait_until (live_ended, &live, "the end of the revoked judge's stream");
    g_assert_cmpuint (tav_test_count (live.received->str, "event: version\n"), ==, 2);
    at = g_strrstr (live.received->str, "event: version\ndata: ");
    g_assert_nonnull (at);
    version = g_strdup_printf (" data-version=\"%" G_GUINT64_FORMAT "\"",
                               g_ascii_strtoull (at + strlen ("event: version\ndata: "), NULL, 10));
    g_assert_nonnull (strstr (page, version));
  }
  live_revoked (&live);

  g_subprocess_send_signal (serve, SIGTERM);
  g_assert_true (g_subprocess_wait (serve, NULL, &error));
  g_unlink (path);
  g_rmdir (dir);
}

/* A form over 16 KB is refused unread; a code answers 30 requests a
 * minute, whatever the address; anything but GET, HEAD and a form's POST
 * is refused. */
static void
test_limits (Fixture       *f,
             gconstpointer  data)
{
  g_autofree char *path = console_path (f->code, 0);
  g_autoptr(GString) large = g_string_new ("code=");
  g_autofree char *answer = NULL;
  guint status = 0;

  g_string_append (large, f->code);
  g_string_append (large, "&table=1&action=extend&reason=");
  while (large->len < 20 * 1024)
    g_string_append (large, "xxxxxxxxxxxxxxxx");
  answer = request (f, "/judge", large->str, "en", &status);
  g_assert_cmpuint (status, ==, 413);
  g_assert_cmpuint (tav_table_get_n_extensions (table_of (f, 1)), ==, 0);
  g_free (request (f, "/judge/events", "code=x", "en", &status));
  g_assert_cmpuint (status, ==, 405);

  for (guint i = 0; i < TAV_VENUE_TOKEN_PER_MIN; i++)
    {
      g_free (request (f, path, NULL, "en", &status));
      g_assert_cmpuint (status, ==, 200);
    }
  g_free (answer);
  answer = request (f, path, NULL, "it", &status);
  g_assert_cmpuint (status, ==, 429);
  g_assert_nonnull (strstr (answer, "lang=\"it\""));
}

/* Without a code: a field to type it; a POST without one changes nothing. */
static void
test_code_form (Fixture       *f,
                gconstpointer  data)
{
  g_autofree char *page = NULL;
  guint status = 0;

  page = request (f, "/judge", NULL, "bg", &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_nonnull (strstr (page, "name=\"code\""));
  g_assert_nonnull (strstr (page, "lang=\"bg\""));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_setenv ("TZ", "UTC", TRUE);

#define ADD(path, setup, func) g_test_add (path, Fixture, NULL, setup, func, fixture_tear_down)
  ADD ("/venue-judge/wrong-code", fixture_destiny, test_wrong_code);
  ADD ("/venue-judge/console", fixture_destiny, test_console);
  ADD ("/venue-judge/code-form", fixture_destiny, test_code_form);
  ADD ("/venue-judge/result-waits", fixture_destiny, test_result_waits);
  ADD ("/venue-judge/result-entered", fixture_destiny_trusted, test_result_entered);
  ADD ("/venue-judge/history-correction", fixture_destiny_trusted, test_history_correction);
  ADD ("/venue-judge/extend", fixture_destiny, test_extend);
  ADD ("/venue-judge/history", fixture_destiny, test_history);
  ADD ("/venue-judge/history-secret", fixture_bang, test_history_secret);
  ADD ("/venue-judge/correction-waits", fixture_destiny, test_correction_waits);
  ADD ("/venue-judge/warnings", fixture_bang, test_warnings);
  ADD ("/venue-judge/secret", fixture_bang, test_secret);
  ADD ("/venue-judge/revoke-closes", fixture_destiny, test_revoke_closes);
  ADD ("/venue-judge/unreleased", fixture_destiny, test_unreleased);
  ADD ("/venue-judge/serve", fixture_destiny, test_serve);
  ADD ("/venue-judge/limits", fixture_destiny, test_limits);
#undef ADD

  return g_test_run ();
}
