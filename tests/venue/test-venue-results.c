/* test-venue-results.c — the tables' result forms over HTTP: the right
 * table is accepted; another table, another round, a closed round, a
 * forged token and a replayed form are refused; messages in the reader's
 * language name the seat and the field; both players of a match agree
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <libsoup/soup.h>

#include "tav-document.h"
#include "tav-random.h"
#include "tav-table-token.h"
#include "tav-test-bang.h"
#include "tav-test-http.h"
#include "tav-test-venue.h"
#include "tav-test-wait.h"
#include "tav-event-private.h"

typedef TavTestVenue Fixture;

static void
fixture_start (Fixture    *f,
               const char *ruleset,
               guint       n_players)
{
  g_autoptr(GError) error = NULL;

  f->event = tav_event_new (ruleset, "Cup");
  tav_event_set_seed (f->event, 7);
  for (guint i = 0; i < n_players; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %02u", i + 1);

      g_assert_nonnull (tav_event_add_player (f->event, name, NULL));
    }
  g_assert_true (tav_event_draw_round (f->event, &error));
  g_assert_no_error (error);
  tav_inbox_set_key (tav_event_get_inbox (f->event), TAV_TEST_VENUE_KEY);

  tav_test_venue_serve (f);
}

static void
fixture_destiny (Fixture       *f,
                 gconstpointer  data)
{
  fixture_start (f, "destiny", 8);
}

static void
fixture_bang (Fixture       *f,
              gconstpointer  data)
{
  fixture_start (f, "bang-2011", 10);
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
  return tav_test_http_send (f->session, f->base, path, form, language, status);
}

static TavStage *
stage_of (Fixture *f)
{
  return tav_event_get_current_stage (f->event);
}

static TavTable *
table_of (Fixture *f,
          guint    round,
          guint    number)
{
  return tav_round_find_table (tav_stage_get_round (stage_of (f), round), number);
}

static char *
link_path (Fixture *f,
           guint    round,
           guint    table,
           guint    token_table)
{
  const char *stage = tav_stage_get_id (stage_of (f));
  g_autofree char *token = tav_token_for_table (TAV_TEST_VENUE_KEY, stage, round, token_table);

  return g_strdup_printf ("/t/%s/%u/%u/%s", stage, round, table, token);
}

/* A form id as the server signs it for @table of @round. */
static char *
new_id (Fixture *f,
        guint    round,
        guint    table)
{
  return tav_token_new_form_id (TAV_TEST_VENUE_KEY, tav_stage_get_id (stage_of (f)), round, table);
}

static char *
seat_path (Fixture *f,
           guint    round,
           guint    table,
           guint    seat)
{
  const char *stage = tav_stage_get_id (stage_of (f));
  g_autofree char *token = tav_token_for_seat (TAV_TEST_VENUE_KEY, stage, round, table, seat);

  return g_strdup_printf ("/t/%s/%u/%u/%s", stage, round, table, token);
}

/* Refusals are counted in the inbox's refusal log, the rest in the inbox. */
static guint
count_state (TavEvent           *event,
             TavSubmissionState  state)
{
  TavInbox *inbox = tav_event_get_inbox (event);
  GListModel *list = state == TAV_SUBMISSION_REFUSED
                       ? tav_refusal_log_get_model (tav_inbox_get_refusals (inbox))
                       : tav_inbox_get_submissions (inbox);
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr(TavSubmission) s = g_list_model_get_item (list, i);

      n += tav_submission_get_state (s) == state;
    }
  return n;
}

/* Destiny, table 2: the form lists both players; seat 2 sends with the
 * code printed under his name, seat 1 agrees with his own; the table's
 * code agrees for nobody; the organiser accepts; the link then says the
 * result is in. */
static void
test_right_table (Fixture       *f,
                  gconstpointer  data)
{
  TavTable *table = table_of (f, 1, 2);
  g_autofree char *path = link_path (f, 1, 2, 2);
  g_autofree char *seat_1 = seat_path (f, 1, 2, 1);
  g_autofree char *seat_2 = seat_path (f, 1, 2, 2);
  g_autofree char *page = NULL;
  g_autofree char *sent = NULL;
  g_autofree char *agreed = NULL;
  g_autofree char *after = NULL;
  g_autofree char *form = NULL;
  g_autofree char *agree = NULL;
  g_autofree char *id_1 = new_id (f, 1, 2);
  g_autofree char *id_2 = new_id (f, 1, 2);
  g_autofree char *id_3 = new_id (f, 1, 2);
  g_autofree char *name_a = g_markup_escape_text (tav_event_seat_name (f->event, table, 0), -1);
  g_autofree char *name_b = g_markup_escape_text (tav_event_seat_name (f->event, table, 1), -1);
  const char *winner = tav_table_get_seat (table, 1);
  TavInbox *inbox = tav_event_get_inbox (f->event);
  g_autoptr(GError) error = NULL;
  TavSubmission *s;
  guint status = 0;

  page = request (f, path, NULL, NULL, &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_nonnull (strstr (page, "<select name=\"winner\" required>"));
  g_assert_nonnull (strstr (page, name_a));
  g_assert_nonnull (strstr (page, name_b));
  /* Nothing chosen for the players, no seat to claim, no bye at a table of two. */
  g_assert_null (strstr (page, " selected>" "P"));
  g_assert_null (strstr (page, "name=\"seat\""));
  g_assert_null (strstr (page, "name=\"bye\""));

  form = g_strdup_printf ("id=%s&winner=%s&seat=2", id_1, winner);
  sent = request (f, seat_2, form, NULL, &status);
  g_assert_cmpuint (status, ==, 202);
  g_assert_nonnull (strstr (sent, "the organiser will confirm the result"));
  g_assert_cmpuint (tav_inbox_get_n_pending (inbox), ==, 1);
  s = tav_inbox_find (inbox, id_1);
  g_assert_true (tav_submission_has_agreed (s, 2));
  g_assert_false (tav_submission_has_agreed (s, 1));

  /* The table's code shows it, but offers no "I agree": it is no one's. */
  g_free (page);
  page = request (f, path, NULL, NULL, &status);
  g_assert_null (strstr (page, "I agree with this result"));
  agree = g_strdup_printf ("id=%s&action=agree&submission=%s", id_2, id_1);
  g_free (request (f, path, agree, NULL, &status));
  g_assert_cmpuint (status, ==, 202);
  g_assert_false (tav_submission_has_agreed (s, 1));
  g_assert_false (tav_inbox_is_unanimous (inbox, s));

  /* Seat 1's own link: his opponent's result, and he agrees. */
  g_free (page);
  page = request (f, seat_1, NULL, NULL, &status);
  g_assert_nonnull (strstr (page, "Your opponent sent this result"));
  g_assert_nonnull (strstr (page, "I agree with this result"));
  g_free (agree);
  agree = g_strdup_printf ("id=%s&action=agree&submission=%s", id_3, id_1);
  agreed = request (f, seat_1, agree, NULL, &status);
  g_assert_cmpuint (status, ==, 202);
  g_assert_true (tav_submission_has_agreed (s, 1) && tav_submission_has_agreed (s, 2));
  g_assert_true (tav_inbox_is_unanimous (inbox, s));

  g_assert_true (tav_inbox_accept (inbox, id_1, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tav_result_get_string (tav_table_get_result (table), "winner"), ==, winner);
  after = request (f, path, NULL, NULL, &status);
  g_assert_cmpuint (status, ==, 409);
  g_assert_nonnull (strstr (after, "already confirmed"));
}

/* A dispute: seat 1 sends one winner, seat 2 the other; each phone is
 * told, and neither one's word counts for both; auto-accept waits. */
static void
test_dispute (Fixture       *f,
              gconstpointer  data)
{
  TavTable *table = table_of (f, 1, 3);
  TavInbox *inbox = tav_event_get_inbox (f->event);
  g_autofree char *seat_1 = seat_path (f, 1, 3, 1);
  g_autofree char *seat_2 = seat_path (f, 1, 3, 2);
  g_autofree char *id_1 = new_id (f, 1, 3);
  g_autofree char *id_2 = new_id (f, 1, 3);
  g_autofree char *id_3 = new_id (f, 1, 3);
  g_autofree char *form_1 = g_strdup_printf ("id=%s&winner=%s", id_1, tav_table_get_seat (table, 0));
  g_autofree char *form_2 = g_strdup_printf ("id=%s&winner=%s", id_2, tav_table_get_seat (table, 1));
  g_autofree char *claim = g_strdup_printf ("id=%s&winner=%s&seat=2", id_3, tav_table_get_seat (table, 0));
  g_autofree char *page_1 = NULL;
  g_autofree char *page_2 = NULL;
  guint status = 0;

  tav_inbox_set_auto_accept (inbox, TRUE);
  /* Seat 1's code speaks for seat 1, whatever seat the form claims. */
  g_free (request (f, seat_1, claim, NULL, &status));
  g_assert_cmpuint (status, ==, 202);
  g_assert_false (tav_submission_has_agreed (tav_inbox_find (inbox, id_3), 2));
  g_free (request (f, seat_1, form_1, NULL, &status));
  g_assert_cmpuint (status, ==, 202);
  g_assert_false (tav_table_has_result (table));
  g_free (request (f, seat_2, form_2, NULL, &status));
  g_assert_cmpuint (status, ==, 202);
  g_assert_false (tav_table_has_result (table));
  g_assert_cmpuint (tav_inbox_get_n_pending (inbox), ==, 2);
  g_assert_null (tav_inbox_find (inbox, id_1));   /* the same result: seat 1 agreed again */

  page_1 = request (f, seat_1, NULL, "en", &status);
  page_2 = request (f, seat_2, NULL, "en", &status);
  g_assert_nonnull (strstr (page_1, "Your opponent sent a different result: the organiser decides"));
  g_assert_nonnull (strstr (page_2, "Your opponent sent a different result: the organiser decides"));
  g_assert_nonnull (strstr (page_1, "You sent this result"));
  g_assert_true (tav_submission_has_agreed (tav_inbox_find (inbox, id_3), 1));
  g_assert_false (tav_submission_has_agreed (tav_inbox_find (inbox, id_3), 2));
  g_assert_true (tav_submission_has_agreed (tav_inbox_find (inbox, id_2), 2));
  g_assert_false (tav_submission_has_agreed (tav_inbox_find (inbox, id_2), 1));
}

/* A form id the server did not sign is refused, in words; nothing waits. */
static void
test_made_up_id (Fixture       *f,
                 gconstpointer  data)
{
  g_autofree char *path = link_path (f, 1, 1, 1);
  g_autofree char *other = new_id (f, 1, 2);
  g_autofree char *made_up = g_strdup_printf ("id=AAAAAAAAAAAAAAAA&winner=%s",
                                              tav_table_get_seat (table_of (f, 1, 1), 0));
  g_autofree char *elsewhere = g_strdup_printf ("id=%s&winner=%s", other,
                                                tav_table_get_seat (table_of (f, 1, 1), 0));
  g_autofree char *page = NULL;
  g_autofree char *answer = NULL;
  g_autofree char *ru = NULL;
  const char *id;
  guint status = 0;

  answer = request (f, path, made_up, NULL, &status);
  g_assert_cmpuint (status, ==, 400);
  g_assert_nonnull (strstr (answer, "This form was not made by this server for this table"));
  g_free (request (f, path, elsewhere, NULL, &status));
  g_assert_cmpuint (status, ==, 400);
  ru = request (f, path, made_up, "ru", &status);
  g_assert_cmpuint (status, ==, 400);
  g_assert_null (strstr (ru, "This form was not made"));
  g_assert_cmpuint (tav_inbox_get_n_pending (tav_event_get_inbox (f->event)), ==, 0);

  /* The id the page carries is taken. */
  page = request (f, path, NULL, NULL, &status);
  id = strstr (page, "name=\"id\" value=\"");
  g_assert_nonnull (id);
  id += strlen ("name=\"id\" value=\"");
  g_free (answer);
  {
    g_autofree char *form = g_strdup_printf ("id=%.*s&winner=%s", (int) (strchr (id, '"') - id), id,
                                             tav_table_get_seat (table_of (f, 1, 1), 0));

    answer = request (f, path, form, NULL, &status);
  }
  g_assert_cmpuint (status, ==, 202);
}

static void
count_changed (guint *n)
{
  (*n)++;
}

/* Another table's token, a forged token, a replayed form: refused, each
 * refusal logged, nothing entered. The log is no part of the event: the
 * refusals change nothing the phones are shown (no new version, no
 * reload). */
static void
test_refused (Fixture       *f,
              gconstpointer  data)
{
  guint64 version = tav_venue_server_get_version (f->server);
  guint n_changed = 0;
  gulong changed_id = g_signal_connect_swapped (f->event, "changed", G_CALLBACK (count_changed), &n_changed);
  g_autofree char *other = link_path (f, 1, 3, 1);
  g_autofree char *right = link_path (f, 1, 1, 1);
  g_autofree char *forged = g_strdup (right);
  g_autofree char *id_1 = new_id (f, 1, 3);
  g_autofree char *id_2 = new_id (f, 1, 1);
  g_autofree char *form = g_strdup_printf ("id=%s&winner=%s", id_1, tav_table_get_seat (table_of (f, 1, 3), 0));
  g_autofree char *form1 = g_strdup_printf ("id=%s&winner=%s", id_2, tav_table_get_seat (table_of (f, 1, 1), 0));
  guint status = 0;
  char *last = forged + strlen (forged) - 1;

  g_free (request (f, other, NULL, NULL, &status));
  g_assert_cmpuint (status, ==, 403);
  g_free (request (f, other, form, NULL, &status));
  g_assert_cmpuint (status, ==, 403);

  *last = *last == 'A' ? 'B' : 'A';
  g_free (request (f, forged, form1, NULL, &status));
  g_assert_cmpuint (status, ==, 403);
  g_assert_cmpuint (count_state (f->event, TAV_SUBMISSION_REFUSED), ==, 3);
  /* No change of the event, so no rebuild is even scheduled. */
  g_assert_cmpuint (n_changed, ==, 0);
  g_assert_cmpuint (tav_venue_server_get_version (f->server), ==, version);

  g_free (request (f, right, form1, NULL, &status));
  g_assert_cmpuint (status, ==, 202);
  g_free (request (f, right, form1, NULL, &status));
  g_assert_cmpuint (status, ==, 409);

  g_assert_cmpuint (count_state (f->event, TAV_SUBMISSION_REFUSED), ==, 4);
  g_assert_cmpuint (tav_inbox_get_n_pending (tav_event_get_inbox (f->event)), ==, 1);
  g_assert_false (tav_table_has_result (table_of (f, 1, 3)));
  g_signal_handler_disconnect (f->event, changed_id);
}

/* Round 2 drawn: round 1's links are closed, and round 1's token does not
 * open round 2's table. */
static void
test_other_round (Fixture       *f,
                  gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *closed = link_path (f, 1, 1, 1);
  g_autofree char *body = NULL;
  g_autofree char *mixed = NULL;
  guint status = 0;

  for (guint t = 1; t <= 4; t++)
    {
      g_autoptr(JsonObject) r = json_object_new ();

      json_object_set_string_member (r, "winner", tav_table_get_seat (table_of (f, 1, t), 0));
      g_assert_true (tav_event_set_result (f->event, stage_of (f), 1, t, r, &error));
    }
  g_assert_true (tav_event_draw_round (f->event, &error));
  g_assert_no_error (error);

  body = request (f, closed, NULL, NULL, &status);
  g_assert_cmpuint (status, ==, 409);
  g_assert_nonnull (strstr (body, "Round 1 is closed"));
  mixed = g_strdup_printf ("/t/%s/2/1/%s", tav_stage_get_id (stage_of (f)),
                           strrchr (closed, '/') + 1);
  g_free (request (f, mixed, NULL, NULL, &status));
  g_assert_cmpuint (status, ==, 403);
}

/* The code typed by hand opens the same form. */
static void
test_typed_code (Fixture       *f,
                 gconstpointer  data)
{
  g_autofree char *code = tav_token_code_for_table (TAV_TEST_VENUE_KEY, tav_stage_get_id (stage_of (f)), 1, 4);
  g_autofree char *printed = tav_token_format_code (code);
  g_autofree char *path = g_strdup_printf ("/t?table=4&code=%s", printed);
  g_autofree char *wrong = g_strdup_printf ("/t?table=3&code=%s", printed);
  g_autofree char *page = NULL;
  guint status = 0;

  page = request (f, path, NULL, NULL, &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_nonnull (strstr (page, "name=\"code\""));
  g_free (request (f, wrong, NULL, NULL, &status));
  g_assert_cmpuint (status, ==, 403);
}

/* Past the body limit: 413, before the form is read. Past the token's
 * rate: 429. */
static void
test_limits (Fixture       *f,
             gconstpointer  data)
{
  g_autofree char *path = link_path (f, 1, 1, 1);
  g_autofree char *big = g_strnfill (TAV_VENUE_MAX_BODY + 1, 'x');
  guint status = 0;

  g_free (request (f, path, big, NULL, &status));
  g_assert_cmpuint (status, ==, 413);
  for (guint i = 0; i < TAV_VENUE_TOKEN_PER_MIN + 1; i++)
    {
      g_autofree char *other = link_path (f, 1, 2, 2);

      g_free (request (f, other, NULL, NULL, &status));
      g_assert_cmpuint (status, ==, i < TAV_VENUE_TOKEN_PER_MIN ? 200 : 429);
    }
}

/* BANG! 2011: a seat without its role is named, in Russian, by seat and
 * field; the whole table then goes through; two Sheriffs are refused by
 * the rules, in Russian, Italian and Bulgarian. */
static void
test_bang_messages (Fixture       *f,
                    gconstpointer  data)
{
  TavTable *table = table_of (f, 1, 1);
  g_autofree char *path = link_path (f, 1, 1, 1);
  g_autofree char *id_1 = new_id (f, 1, 1);
  g_autofree char *id_0 = new_id (f, 1, 1);
  g_autoptr(GString) form = g_string_new (NULL);
  g_autofree char *body = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *page = NULL;
  static const char * const roles[] = { "sheriff", "renegade", "outlaw", "outlaw", "deputy" };
  guint status = 0;

  g_string_printf (form, "id=%s&outcome=law", id_1);
  g_assert_cmpuint (tav_table_get_n_seats (table), ==, 5);
  page = request (f, path, NULL, "ru", &status);
  g_assert_cmpuint (status, ==, 200);
  g_assert_nonnull (strstr (page, "<select name=\"s5.role\" required>"));
  g_assert_nonnull (strstr (page, "Роль"));

  /* The Sheriff and the Deputy alive: the law won. */
  for (guint s = 1; s <= 5; s++)
    if (s != 3)
      g_string_append_printf (form, "&s%u.role=%s&s%u.spent=0%s", s, roles[s - 1], s,
                              s == 1 ? "&s1.alive=true" : s == 5 ? "&s5.alive=true" : "");
  body = request (f, path, form->str, "ru", &status);
  g_assert_cmpuint (status, ==, 422);
  expected = g_strdup_printf ("Место 3 (%s), Роль: отсутствует", tav_event_seat_name (f->event, table, 2));
  g_assert_nonnull (strstr (body, expected));
  g_assert_cmpuint (tav_inbox_get_n_pending (tav_event_get_inbox (f->event)), ==, 0);

  /* The rules' own message, in each phone's language: two Sheriffs. */
  {
    g_autoptr(GString) twice = g_string_new (form->str);
    static const char * const told[][2] = {
      { "ru", "раунд 1: стол 1: два Шерифа (места 1 и 3)" },
      { "it", "turno 1: tavolo 1: due Sceriffi (posti 1 e 3)" },
      { "bg", "рунд 1: маса 1: двама Шерифи (места 1 и 3)" },
    };

    g_string_replace (twice, id_1, id_0, 1);
    g_string_append (twice, "&s3.role=sheriff&s3.spent=0");
    for (guint i = 0; i < G_N_ELEMENTS (told); i++)
      {
        g_autofree char *answer = request (f, path, twice->str, told[i][0], &status);

        g_assert_cmpuint (status, ==, 422);
        g_assert_nonnull (strstr (answer, told[i][1]));
      }
  }

  g_string_append (form, "&s3.role=outlaw&s3.spent=0");
  g_free (body);
  body = request (f, path, form->str, "ru", &status);
  g_assert_cmpuint (status, ==, 202);
  g_assert_cmpuint (tav_inbox_get_n_pending (tav_event_get_inbox (f->event)), ==, 1);
}

/* The form a phone posts for @result: the same field names the server's
 * form has (s2.role, outcome…), a checkbox sent only when ticked. */
static void
append_fields (GString    *form,
               JsonObject *object,
               guint       seat)
{
  g_autoptr(GList) members = json_object_get_members (object);

  for (GList *l = members; l; l = l->next)
    {
      JsonNode *node = json_object_get_member (object, l->data);
      g_autofree char *name = seat ? g_strdup_printf ("s%u.%s", seat, (char *) l->data)
                                   : g_strdup (l->data);
      g_autofree char *value = NULL;

      if (!JSON_NODE_HOLDS_VALUE (node))
        continue;
      if (json_node_get_value_type (node) == G_TYPE_BOOLEAN)
        {
          if (!json_node_get_boolean (node))
            continue;
          value = g_strdup ("true");
        }
      else if (json_node_get_value_type (node) == G_TYPE_INT64)
        value = g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (node));
      else
        value = g_uri_escape_string (json_node_get_string (node), NULL, FALSE);
      g_string_append_printf (form, "&%s=%s", name, value);
    }
}

static char *
form_of (JsonObject *result,
         const char *id)
{
  GString *form = g_string_new (NULL);

  g_string_append_printf (form, "id=%s", id);
  append_fields (form, result, 0);
  for (guint s = 0; s < tav_result_get_n_seats (result); s++)
    append_fields (form, tav_result_get_seat (result, s), s + 1);
  return g_string_free (form, FALSE);
}

static void
assert_same_standings (TavEvent *a,
                       TavEvent *b)
{
  g_autoptr(TavStandings) sa = tav_event_compute_standings (a);
  g_autoptr(TavStandings) sb = tav_event_compute_standings (b);

  g_assert_cmpuint (tav_standings_get_n_rows (sa), ==, tav_standings_get_n_rows (sb));
  g_assert_cmpuint (tav_standings_get_n_columns (sa), ==, tav_standings_get_n_columns (sb));
  for (guint i = 0; i < tav_standings_get_n_rows (sa); i++)
    {
      TavStandingsRow *ra = tav_standings_get_row (sa, i);
      TavStandingsRow *rb = tav_standings_get_row (sb, i);

      g_assert_cmpstr (tav_player_get_id (tav_standings_row_get_player (ra)), ==,
                       tav_player_get_id (tav_standings_row_get_player (rb)));
      g_assert_cmpuint (tav_standings_row_get_rank (ra), ==, tav_standings_row_get_rank (rb));
      for (guint c = 0; c < tav_standings_get_n_columns (sa); c++)
        g_assert_cmpfloat (tav_standings_row_get_value (ra, c), ==, tav_standings_row_get_value (rb, c));
    }
}

/* A whole round from the phones: every table's form sent through its link,
 * every result accepted from the inbox; the event then holds exactly what
 * typing the same results by hand gives, standings and all. @make returns
 * table t's result. */
static void
whole_round (Fixture    *f,
             JsonObject *(*make) (TavEvent *event, TavTable *table, TavRandom *rng))
{
  g_autofree char *before = tav_document_to_data (f->event, NULL);
  g_autoptr(TavEvent) by_hand = tav_document_load_data (before, strlen (before), NULL);
  TavRound *round = tav_stage_get_last_round (stage_of (f));
  TavInbox *inbox = tav_event_get_inbox (f->event);
  g_autoptr(GError) error = NULL;
  TavRandom rng;

  tav_random_init (&rng, 2011);
  for (guint i = 0; i < tav_round_get_n_tables (round); i++)
    {
      TavTable *table = tav_round_get_table (round, i);
      guint number = tav_table_get_number (table);
      g_autoptr(JsonObject) result = NULL;
      g_autofree char *id = g_strdup_printf ("t%u", number);
      g_autofree char *path = NULL;
      g_autofree char *form = NULL;
      guint status = 0;

      if (tav_table_has_result (table))
        continue;   /* a bye, entered by the draw */
      result = make (f->event, table, &rng);
      path = link_path (f, tav_round_get_number (round), number, number);
      g_free (id);
      id = new_id (f, tav_round_get_number (round), number);
      form = form_of (result, id);
      g_free (request (f, path, form, NULL, &status));
      g_assert_cmpuint (status, ==, 202);
      g_assert_true (tav_event_set_result (by_hand, tav_event_get_current_stage (by_hand),
                                           tav_round_get_number (round), number, result, &error));
      g_assert_no_error (error);
    }
  /* The organiser works down the queue. */
  while (tav_inbox_get_n_pending (inbox) > 0)
    {
      TavSubmission *s = NULL;
      GListModel *list = tav_inbox_get_submissions (inbox);

      for (guint i = 0; s == NULL && i < g_list_model_get_n_items (list); i++)
        {
          g_autoptr(TavSubmission) item = g_list_model_get_item (list, i);

          if (tav_submission_get_state (item) == TAV_SUBMISSION_PENDING)
            s = item;
        }
      g_assert_true (tav_inbox_accept (inbox, tav_submission_get_id (s), &error));
      g_assert_no_error (error);
    }
  g_assert_true (tav_round_is_complete (round));
  assert_same_standings (f->event, by_hand);
  /* The stored results may differ only in leaving out an optional member
   * at its default (an unticked box): the standings above are the same. */
}

static JsonObject *
destiny_result (TavEvent  *event,
                TavTable  *table,
                TavRandom *rng)
{
  JsonObject *result = json_object_new ();

  json_object_set_string_member (result, "winner", tav_table_get_seat (table, tav_random_range (rng, 2)));
  return result;
}

static JsonObject *
bang_result (TavEvent  *event,
             TavTable  *table,
             TavRandom *rng)
{
  return tav_test_bang_random (rng, tav_table_get_n_seats (table));
}

static void
fixture_destiny_40 (Fixture       *f,
                    gconstpointer  data)
{
  fixture_start (f, "destiny", 40);
}

static void
fixture_bang_27 (Fixture       *f,
                 gconstpointer  data)
{
  fixture_start (f, "bang-2011", 27);
}

/* The measure of done: a 40-player Destiny round and a 27-player
 * BANG! 2011 round entered entirely from the phones. */
static void
test_destiny_round (Fixture       *f,
                    gconstpointer  data)
{
  whole_round (f, destiny_result);
}

static void
test_bang_round (Fixture       *f,
                 gconstpointer  data)
{
  whole_round (f, bang_result);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, setup, func) g_test_add (path, Fixture, NULL, setup, func, tav_test_venue_tear_down)
  ADD ("/venue/results/right-table", fixture_destiny, test_right_table);
  ADD ("/venue/results/dispute", fixture_destiny, test_dispute);
  ADD ("/venue/results/made-up-id", fixture_destiny, test_made_up_id);
  ADD ("/venue/results/refused", fixture_destiny, test_refused);
  ADD ("/venue/results/other-round", fixture_destiny, test_other_round);
  ADD ("/venue/results/typed-code", fixture_destiny, test_typed_code);
  ADD ("/venue/results/limits", fixture_destiny, test_limits);
  ADD ("/venue/results/bang-messages", fixture_bang, test_bang_messages);
  ADD ("/venue/results/destiny-40-round", fixture_destiny_40, test_destiny_round);
  ADD ("/venue/results/bang-27-round", fixture_bang_27, test_bang_round);
#undef ADD

  return g_test_run ();
}
