/* test-change.c — naming the edit that undo or redo takes back
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "tav-change.h"
#include "tav-document.h"
#include "tav-event.h"
#include "tav-round.h"
#include "tav-stage.h"
#include "tav-table.h"
#include "tav-test-destiny.h"
#include "tav-event-private.h"

static TavEvent *
copy_of (TavEvent *event)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data = tav_document_to_data (event, NULL);
  TavEvent *copy = tav_document_load_data (data, strlen (data), &error);

  g_assert_no_error (error);
  return copy;
}

static void
assert_change (TavEvent   *before,
               TavEvent   *after,
               const char *expected)
{
  g_autofree char *what = tav_change_describe (before, after);

  g_assert_cmpstr (what, ==, expected);
}

/* Each kind of edit of an organiser's day, both ways. */
static void
test_change_describe (void)
{
  g_autoptr(TavEvent) event = tav_event_new ("destiny", "Change Cup");
  g_autoptr(TavEvent) empty = NULL;
  g_autoptr(TavEvent) registered = NULL;
  g_autoptr(TavEvent) drawn = NULL;
  g_autoptr(TavEvent) played = NULL;
  g_autoptr(GError) error = NULL;
  TavStage *stage;
  TavTable *table;

  tav_event_set_seed (event, 7);
  empty = copy_of (event);
  for (guint i = 1; i <= 8; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %u", i);

      g_assert_nonnull (tav_event_add_player (event, name, NULL));
    }
  registered = copy_of (event);
  assert_change (empty, registered, "8 new players");
  assert_change (registered, empty, "removal of 8 players");

  g_assert_nonnull (tav_event_add_player (event, "Giulia Bianchi", NULL));
  assert_change (registered, event, "new player “Giulia Bianchi”");
  g_assert_true (tav_event_rename_player (event, "p9", "Giulia Rossi", &error));
  g_assert_no_error (error);
  assert_change (registered, event, "new player “Giulia Rossi”");
  g_clear_object (&registered);
  registered = copy_of (event);
  g_assert_true (tav_event_rename_player (event, "p9", "Giulia Verdi", &error));
  assert_change (registered, event, "renaming of “Giulia Verdi”");
  g_clear_object (&registered);
  registered = copy_of (event);

  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
  drawn = copy_of (event);
  assert_change (registered, drawn, "draw of round 1");
  assert_change (drawn, registered, "removal of round 1");

  stage = tav_event_get_current_stage (event);
  table = tav_round_get_table (tav_stage_get_round (stage, 1), 2);
  tav_test_destiny_set_winner (event, stage, 1, tav_table_get_number (table),
                               tav_table_get_seat (table, 0));
  played = copy_of (event);
  assert_change (drawn, played, "result of table 3");
  assert_change (played, drawn, "result of table 3");
  assert_change (played, played, NULL);

  tav_event_set_venue (event, "Sala Grande");
  assert_change (played, event, "event details");
}

/* The room's constraints: a player's table, the accessible tables, the
 * players kept apart, clubs apart in every round. */
static void
test_change_room (void)
{
  g_autoptr(TavEvent) event = tav_event_new ("catan-bg", "Room Cup");
  static const guint tables[] = { 2 };
  const char *couple[] = { "p1", "p2", NULL };
  g_autoptr(TavEvent) start = NULL;
  g_autoptr(TavEvent) step = NULL;

  g_assert_nonnull (tav_event_add_player (event, "Anna", NULL));
  g_assert_nonnull (tav_event_add_player (event, "Bruno", NULL));
  start = copy_of (event);
  g_assert_true (tav_event_change_fixed_table (event, "p1", 3, NULL));
  assert_change (start, event, "table of “Anna”");
  step = copy_of (event);
  g_assert_true (tav_event_change_needs_accessible (event, "p1", TRUE, NULL));
  assert_change (step, event, "table of “Anna”");
  g_clear_object (&step);
  step = copy_of (event);
  g_assert_true (tav_event_change_accessible_tables (event, tables, 1, NULL));
  assert_change (step, event, "accessible tables");
  g_clear_object (&step);
  step = copy_of (event);
  g_assert_true (tav_event_keep_apart (event, couple, NULL));
  assert_change (step, event, "players kept apart");
  assert_change (event, step, "players kept apart");
  g_clear_object (&step);
  step = copy_of (event);
  tav_event_change_clubs_every_round (event, TRUE);
  assert_change (step, event, "event details");
}

/* Undoing a renewal brings the older code back; the switch is one of the
 * event's settings. */
static void
test_change_codes (void)
{
  g_autoptr(TavEvent) event = tav_event_new ("catan-bg", "Door Cup");
  g_autoptr(TavEvent) start = NULL;
  g_autoptr(TavEvent) step = NULL;

  g_assert_nonnull (tav_event_add_player (event, "Anna", NULL));
  start = copy_of (event);
  g_assert_true (tav_event_renew_player_code (event, "p1", NULL));
  assert_change (start, event, "personal code of “Anna”");
  assert_change (event, start, "personal code of “Anna”");
  step = copy_of (event);
  tav_event_set_self_check_in (event, TRUE);
  assert_change (step, event, "event details");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/change/describe", test_change_describe);
  g_test_add_func ("/change/room", test_change_room);
  g_test_add_func ("/change/codes", test_change_codes);
  return g_test_run ();
}
