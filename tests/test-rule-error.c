/* test-rule-error.c — a refused result carries its place (stage, round,
 * table, seat, field) and its words (msgid + values), which each catalog
 * renders again: the message a phone in ru, it or bg is told is the
 * translation of the same msgid with the same values
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "tav-event.h"
#include "tav-inbox.h"
#include "tav-test-bang.h"
#include "tav-test-catan.h"
#include "tav-test-locale.h"
#include "tav-event-private.h"

/* What a case must find in the error. */
typedef struct
{
  guint       seat;
  guint       other_seat;
  const char *field;
  const char *msgid;
} Expected;

static const char *languages[][2] = {
  { "ru", "ru_RU.UTF-8" },
  { "it", "it_IT.UTF-8" },
  { "bg", "bg_BG.UTF-8" },
};

static TavEvent *
event_with (const char *ruleset,
            guint       n_players)
{
  TavEvent *event = tav_event_new (ruleset, "Cup");
  g_autoptr(GError) error = NULL;

  tav_event_set_seed (event, 7);
  for (guint i = 0; i < n_players; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %02u", i + 1);

      g_assert_nonnull (tav_event_add_player (event, name, &error));
    }
  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
  return event;
}

static TavTable *
first_table (TavEvent *event)
{
  return tav_round_get_table (tav_stage_get_last_round (tav_event_get_current_stage (event)), 0);
}

/* @result refused for table 1 of round 1 with the place of @expected; its
 * message, made in English, rendered in each language as the catalog's
 * "round %u: " and the translation of the msgid with @args. */
static void
check_refusal (TavEvent       *event,
               JsonObject     *result,
               const Expected *expected,
               char         *(*format) (const char *translation, TavTable *table))
{
  TavStage *stage = tav_event_get_current_stage (event);
  TavTable *table = first_table (event);
  g_autoptr(GError) error = NULL;
  TavRulePlace place;

  g_assert_false (tav_event_check_result (event, stage, 1, tav_table_get_number (table), result, &error));
  g_assert_nonnull (error);
  g_assert_true (tav_rule_error_get_place (error, &place));
  g_assert_cmpstr (place.stage, ==, tav_stage_get_id (stage));
  g_assert_cmpuint (place.round, ==, 1);
  g_assert_cmpuint (place.table, ==, tav_table_get_number (table));
  g_assert_cmpuint (place.seat, ==, expected->seat);
  g_assert_cmpuint (place.other_seat, ==, expected->other_seat);
  g_assert_cmpstr (place.field, ==, expected->field);
  g_assert_cmpstr (tav_rule_error_get_msgid (error), ==, expected->msgid);

  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      g_autofree char *told = NULL;
      g_autofree char *prefix = NULL;
      g_autofree char *message = NULL;
      g_autofree char *whole = NULL;

      if (!tav_test_use_language (languages[i][0], languages[i][1]))
        {
          g_test_skip ("the test locales are missing");
          return;
        }
      told = tav_rule_error_render (error, NULL, NULL, TRUE);
      prefix = g_strdup_printf (g_dgettext (GETTEXT_PACKAGE, "round %u: "), 1u);
      message = format (g_dgettext (GETTEXT_PACKAGE, expected->msgid), table);
      whole = g_strconcat (prefix, message, NULL);
      /* The catalog is there: not the English text. */
      g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, expected->msgid), !=, expected->msgid);
      g_assert_cmpstr (told, ==, whole);
      g_assert_cmpstr (error->message, !=, told);
    }
  tav_test_use_language ("C", "C.UTF-8");
}

/* ---- BANG! 2011: two Sheriffs, an auction not in hundreds ------------------ */

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"

static char *
two_sheriffs (const char *translation,
              TavTable   *table)
{
  return g_strdup_printf (translation, tav_table_get_number (table), 1, 3u);
}

static char *
not_hundreds (const char *translation,
              TavTable   *table)
{
  /* The path was made with the error, in English: a value as it is. */
  g_autofree char *where = g_strdup_printf ("round %u, table %u: result.seats[1].spent",
                                            1u, tav_table_get_number (table));

  return g_strdup_printf (translation, where, "150", "100");
}

static void
test_bang (void)
{
  g_autoptr(TavEvent) event = event_with ("bang-2011", 10);
  const char *roles[] = { "sheriff", "renegade", "sheriff", "outlaw", "deputy" };
  const char *good[] = { "sheriff", "renegade", "outlaw", "outlaw", "deputy" };
  gboolean alive[] = { TRUE, FALSE, FALSE, FALSE, TRUE };
  int spent[] = { 0, 150, 0, 0, 0 };
  g_autoptr(JsonObject) twice = NULL;
  g_autoptr(JsonObject) odd = NULL;
  Expected sheriffs = { 3, 1, "role", "table %u: two Sheriffs (seats %d and %u)" };

  g_assert_cmpuint (tav_table_get_n_seats (first_table (event)), ==, 5);
  twice = tav_test_bang_result (roles, alive, NULL, 5, "law", FALSE);
  check_refusal (event, twice, &sheriffs, two_sheriffs);

  /* The shape of a value: the field's check names the seat too. */
  odd = tav_test_bang_result (good, alive, spent, 5, "law", FALSE);
  {
    TavStage *stage = tav_event_get_current_stage (event);
    g_autoptr(GError) error = NULL;
    TavRulePlace place;

    g_assert_false (tav_event_check_result (event, stage, 1, 1, odd, &error));
    g_assert_true (tav_rule_error_get_place (error, &place));
    g_assert_cmpuint (place.seat, ==, 2);
    g_assert_cmpstr (place.field, ==, "spent");
    g_assert_cmpuint (place.table, ==, 1);
    g_assert_cmpstr (tav_rule_error_get_msgid (error), ==, "%s: %s is not a multiple of %s");
    for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
      {
        g_autofree char *told = NULL;
        g_autofree char *whole = NULL;
        g_autofree char *translation = NULL;

        g_assert_true (tav_test_use_language (languages[i][0], languages[i][1]));
        told = tav_rule_error_render (error, NULL, NULL, FALSE);
        translation = g_strdup (g_dgettext (GETTEXT_PACKAGE, "%s: %s is not a multiple of %s"));
        whole = not_hundreds (translation, first_table (event));
        g_assert_cmpstr (told, ==, whole);
      }
    tav_test_use_language ("C", "C.UTF-8");
  }
}

/* ---- Catan: two winners ---------------------------------------------------- */

static char *
two_winners (const char *translation,
             TavTable   *table)
{
  TavEvent *event = g_object_get_data (G_OBJECT (table), "event");

  return g_strdup_printf (translation, tav_table_get_number (table),
                          1, tav_event_seat_name (event, table, 0),
                          2u, tav_event_seat_name (event, table, 1), 1u);
}

static void
test_catan (void)
{
  g_autoptr(TavEvent) event = tav_test_catan_event ("Cup", 12, 7);
  g_autoptr(GError) error = NULL;
  TavTable *table;
  guint vp[] = { 13, 13, 8, 6 };
  guint place[] = { 1, 1, 3, 4 };
  g_autoptr(JsonObject) result = NULL;
  Expected expected = { 2, 0, "place", "table %u: seats %d (%s) and %u (%s) both have place %u" };

  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
  table = first_table (event);
  g_object_set_data (G_OBJECT (table), "event", event);
  result = tav_test_catan_result (tav_table_get_n_seats (table), vp, place, NULL, NULL);
  check_refusal (event, result, &expected, two_winners);
}

/* ---- Destiny: a winner who does not play there ------------------------------ */

static char *
stranger (const char *translation,
          TavTable   *table)
{
  return g_strdup_printf (translation, tav_table_get_number (table), "nobody",
                          tav_table_get_seat (table, 0), tav_table_get_seat (table, 1));
}

static void
test_destiny (void)
{
  g_autoptr(TavEvent) event = event_with ("destiny", 4);
  g_autoptr(JsonObject) result = json_object_new ();
  Expected expected = { 0, 0, "winner", "table %u: the winner “%s” does not play there (%s v %s)" };

  json_object_set_string_member (result, "winner", "nobody");
  check_refusal (event, result, &expected, stranger);
}

/* ---- BGL: a place shared with different game points ------------------------- */

static char *
shared_place (const char *translation,
              TavTable   *table)
{
  TavEvent *event = g_object_get_data (G_OBJECT (table), "event");

  return g_strdup_printf (translation, tav_table_get_number (table),
                          1u, tav_event_seat_name (event, table, 0),
                          2u, tav_event_seat_name (event, table, 1), 1u);
}

static void
test_bgl (void)
{
  g_autoptr(TavEvent) event = event_with ("bgl", 8);
  TavTable *table = first_table (event);
  g_autoptr(JsonObject) result = json_object_new ();
  JsonArray *seats = json_array_new ();
  guint n = tav_table_get_n_seats (table);
  Expected expected = { 2, 0, "place", "table %u: seats %u (%s) and %u (%s) share place %u with different game points" };

  g_object_set_data (G_OBJECT (table), "event", event);
  for (guint s = 0; s < n; s++)
    {
      JsonObject *seat = json_object_new ();

      json_object_set_int_member (seat, "points", 20 - 2 * (gint64) s);
      json_object_set_int_member (seat, "place", s == 1 ? 1 : s + 1);
      json_array_add_object_element (seats, seat);
    }
  json_object_set_array_member (result, "seats", seats);
  check_refusal (event, result, &expected, shared_place);
}

/* ---- A translation that reorders the values ---------------------------------- */

/* ru and it say "in round 2 there is no table 7" (%2$u before %1$u). */
static void
test_positions (void)
{
  g_autoptr(GError) error = NULL;
  const char *msgid = "There is no table %u in round %u";

  tav_rule_error_set (&error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_INVALID,
                      N_("There is no table %u in round %u"), 7u, 2u);
  g_assert_cmpstr (error->message, ==, "There is no table 7 in round 2");
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *told = NULL;
      g_autofree char *expected = NULL;

      g_assert_true (tav_test_use_language (languages[i][0], languages[i][1]));
      told = tav_rule_error_render (error, NULL, NULL, TRUE);
      expected = g_strdup_printf (g_dgettext (GETTEXT_PACKAGE, msgid), 7u, 2u);
      g_assert_nonnull (strstr (g_dgettext (GETTEXT_PACKAGE, msgid), "%2$u"));
      g_assert_cmpstr (told, ==, expected);
    }
  tav_test_use_language ("C", "C.UTF-8");
}

/* A label the rules name is stored untranslated and read in the reader's
 * language: a bye drawn in English reads as the Russian catalog says, and
 * the file keeps "Bye". */
static void
test_label (void)
{
  g_autoptr(TavEvent) event = tav_event_new ("swiss", "Labels");
  g_autoptr(GError) error = NULL;
  TavRound *round;
  TavTable *bye = NULL;

  g_assert_true (tav_test_use_language ("C", "C.UTF-8"));
  for (guint i = 0; i < 3; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %u", i + 1);

      g_assert_nonnull (tav_event_add_player (event, name, &error));
    }
  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
  round = tav_stage_get_last_round (tav_event_get_current_stage (event));
  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    if (tav_table_get_n_seats (tav_round_get_table (round, t)) == 1)
      bye = tav_round_get_table (round, t);
  g_assert_nonnull (bye);
  g_assert_cmpstr (tav_table_get_label (bye), ==, "Bye");

  g_assert_true (tav_test_use_language ("ru", "ru_RU.UTF-8"));
  g_assert_cmpstr (tav_table_get_label (bye), ==, g_dgettext (GETTEXT_PACKAGE, "Bye"));
  g_assert_cmpstr (tav_table_get_label (bye), !=, "Bye");
  g_assert_cmpstr (tav_table_get_stored_label (bye), ==, "Bye");
  tav_test_use_language ("C", "C.UTF-8");
}

#pragma GCC diagnostic pop

int
main (int   argc,
      char *argv[])
{
  /* Rendered in each language: skipped, and said so, where the system
   * lacks one of their locales (a root with build dependencies only). */
  tav_test_require_translations ();
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/rule-error/bang", test_bang);
  g_test_add_func ("/rule-error/catan", test_catan);
  g_test_add_func ("/rule-error/destiny", test_destiny);
  g_test_add_func ("/rule-error/bgl", test_bgl);
  g_test_add_func ("/rule-error/positions", test_positions);
  g_test_add_func ("/rule-error/label", test_label);

  return g_test_run ();
}
