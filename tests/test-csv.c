/* test-csv.c — the CSV the app exports and tavolo-cli writes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "tav-csv.h"
#include "tav-test-destiny.h"
#include "tav-event-private.h"

static void
assert_number (double      value,
               const char *expected)
{
  g_autofree char *text = tav_csv_number (value);

  g_assert_cmpstr (text, ==, expected);
}

/* Six significant digits made 12345.71 and 12345.67 both 12345.7; all
 * seventeen showed the noise of binary arithmetic (63.99999999999999). */
static void
test_csv_number (void)
{
  g_autofree char *third = tav_csv_number (200.0 / 3.0);
  double sos = 100 * ((0.7 + 0.58) / 2);

  assert_number (12345.71, "12345.71");
  assert_number (12345.67, "12345.67");
  assert_number (0.1, "0.1");
  assert_number (-11, "-11");
  assert_number (83800, "83800");
  assert_number (75.0, "75");
  assert_number (2.5e-7, "2.5e-07");
  assert_number (123456789.012345, "123456789.012345");
  /* A third to fifteen digits, not 66.6667. */
  g_assert_cmpstr (third, ==, "66.6666666666667");
  /* An average whose double is a hair off 64 is 64. */
  g_assert_cmpfloat (sos, !=, 64.0);
  assert_number (sos, "64");
  assert_number (0.1 + 0.2, "0.3");
}

static void
test_csv_cells (void)
{
  g_autoptr(GString) line = g_string_new (NULL);

  tav_csv_append_cell (line, "Rossi, Anna", TRUE);
  tav_csv_append_cell (line, "say \"hi\"", FALSE);
  tav_csv_append_cell (line, "=1+1", FALSE);
  tav_csv_append_cell (line, "-11", FALSE);
  tav_csv_append_cell (line, NULL, FALSE);
  g_assert_cmpstr (line->str, ==, "\"Rossi, Anna\",\"say \"\"hi\"\"\",'=1+1,-11,");
}

/* Four Destiny players, one round: the pairings a line per seat, the
 * BOM only when asked for. */
static void
test_csv_export (void)
{
  g_autoptr(TavEvent) event = tav_event_new ("destiny", "CSV");
  g_autoptr(GError) error = NULL;
  g_autofree char *pairings = NULL;
  g_autofree char *players = NULL;
  g_autofree char *with_bom = NULL;
  g_auto(GStrv) lines = NULL;
  TavCsvKind kind;

  tav_event_set_seed (event, 3);
  g_assert_nonnull (tav_event_add_player (event, "Anna", &error));
  g_assert_nonnull (tav_event_add_player (event, "Bruno", &error));
  g_assert_nonnull (tav_event_add_player (event, "Carla", &error));
  g_assert_nonnull (tav_event_add_player (event, "Dario, jr", &error));
  g_assert_no_error (error);
  tav_test_destiny_play_round (event, TRUE);

  players = tav_csv_export (event, TAV_CSV_PLAYERS, FALSE);
  g_assert_cmpstr (players, ==,
                   "id,name,club,status,warnings\n"
                   "p1,Anna,,active,0\n"
                   "p2,Bruno,,active,0\n"
                   "p3,Carla,,active,0\n"
                   "p4,\"Dario, jr\",,active,0\n");

  pairings = tav_csv_export (event, TAV_CSV_PAIRINGS, FALSE);
  lines = g_strsplit (pairings, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 6);
  g_assert_cmpstr (lines[0], ==, "stage,round,table,seat,id,name");
  g_assert_true (g_str_has_prefix (lines[1], "swiss,1,1,1,p"));
  g_assert_true (g_str_has_prefix (lines[4], "swiss,1,2,2,p"));
  g_assert_cmpstr (lines[5], ==, "");

  with_bom = tav_csv_export (event, TAV_CSV_PLAYERS, TRUE);
  g_assert_true (g_str_has_prefix (with_bom, "\xEF\xBB\xBF" "id,name,"));
  g_assert_cmpstr (with_bom + 3, ==, players);

  g_assert_true (tav_csv_kind_from_string ("standings", &kind));
  g_assert_cmpint (kind, ==, TAV_CSV_STANDINGS);
  g_assert_false (tav_csv_kind_from_string ("seating", &kind));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/csv/number", test_csv_number);
  g_test_add_func ("/csv/cells", test_csv_cells);
  g_test_add_func ("/csv/export", test_csv_export);

  return g_test_run ();
}
