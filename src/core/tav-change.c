/* tav-change.c
 *
 * Names the edit that turned one state of an event into another, for the
 * organiser who undoes or redoes it ("result of table 5", "draw of round
 * 2"). The history keeps whole documents (tav-session.c), so the edit is
 * found by comparing two events, the largest change first: a stage, a
 * round, results, players, then the event's own details.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-change"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tav-change.h"
#include "tav-player.h"
#include "tav-round.h"
#include "tav-stage.h"
#include "tav-table.h"

static gboolean
same_result (TavTable *a,
             TavTable *b)
{
  JsonObject *ra = tav_table_has_result (a) ? tav_table_get_result (a) : NULL;
  JsonObject *rb = tav_table_has_result (b) ? tav_table_get_result (b) : NULL;

  if (ra == NULL || rb == NULL)
    return ra == rb;
  return json_object_equal (ra, rb);
}

static gboolean
same_seats (TavTable *a,
            TavTable *b)
{
  if (tav_table_get_n_seats (a) != tav_table_get_n_seats (b))
    return FALSE;
  for (guint s = 0; s < tav_table_get_n_seats (a); s++)
    if (g_strcmp0 (tav_table_get_seat (a, s), tav_table_get_seat (b, s)) != 0)
      return FALSE;
  return TRUE;
}

/* Results or seats changed within one round drawn on both sides. */
static char *
describe_round (TavRound *before,
                TavRound *after)
{
  TavTable *result = NULL, *seated = NULL;
  guint n_results = 0, n_seated = 0;

  if (tav_round_get_n_tables (before) != tav_round_get_n_tables (after))
    return g_strdup_printf (_("seating of round %u"), tav_round_get_number (after));
  for (guint t = 0; t < tav_round_get_n_tables (after); t++)
    {
      TavTable *a = tav_round_get_table (before, t), *b = tav_round_get_table (after, t);

      if (!same_result (a, b))
        n_results++, result = b;
      if (!same_seats (a, b))
        n_seated++, seated = b;
    }
  if (n_seated == 1)
    return g_strdup_printf (_("seating of table %u"), tav_table_get_number (seated));
  if (n_seated > 1)
    return g_strdup_printf (_("seating of round %u"), tav_round_get_number (after));
  if (n_results == 1)
    return g_strdup_printf (_("result of table %u"), tav_table_get_number (result));
  if (n_results > 1)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "results of %u table", "results of %u tables",
                                         n_results), n_results);
  return NULL;
}

static char *
describe_stage (TavStage *before,
                TavStage *after)
{
  guint n_before = tav_stage_get_n_rounds (before);
  guint n_after = tav_stage_get_n_rounds (after);

  if (n_after > n_before)
    return g_strdup_printf (_("draw of round %u"), n_after);
  if (n_after < n_before)
    return g_strdup_printf (_("removal of round %u"), n_before);
  for (guint r = 1; r <= n_after; r++)
    {
      char *what = describe_round (tav_stage_get_round (before, r), tav_stage_get_round (after, r));

      if (what)
        return what;
    }
  return NULL;
}

static char *
describe_player (TavPlayer *before,
                 TavPlayer *after)
{
  const char *name = tav_player_get_name (after);

  if (g_strcmp0 (tav_player_get_name (before), name) != 0)
    return g_strdup_printf (_("renaming of “%s”"), name);
  if (tav_player_get_status (before) != tav_player_get_status (after))
    return g_strdup_printf (_("status of “%s”"), name);
  if (tav_player_get_checked_in (before) != tav_player_get_checked_in (after))
    return g_strdup_printf (_("check-in of “%s”"), name);
  if (tav_player_get_fixed_table (before) != tav_player_get_fixed_table (after) ||
      tav_player_get_needs_accessible (before) != tav_player_get_needs_accessible (after))
    /* TRANSLATORS: the table a player is fixed to, or his need of an accessible one */
    return g_strdup_printf (_("table of “%s”"), name);
  if (tav_player_get_code_renewals (before) != tav_player_get_code_renewals (after))
    /* TRANSLATORS: what an undo takes back: a renewal of the player's personal code */
    return g_strdup_printf (_("personal code of “%s”"), name);
  if (g_strcmp0 (tav_player_get_club (before), tav_player_get_club (after)) != 0 ||
      g_strcmp0 (tav_player_get_note (before), tav_player_get_note (after)) != 0 ||
      g_strcmp0 (tav_player_get_deck (before), tav_player_get_deck (after)) != 0 ||
      g_strcmp0 (tav_player_get_team (before), tav_player_get_team (after)) != 0 ||
      tav_player_get_reserve (before) != tav_player_get_reserve (after))
    return g_strdup_printf (_("details of “%s”"), name);
  return NULL;
}

static char *
describe_players (TavEvent *before,
                  TavEvent *after)
{
  guint n_before = tav_event_get_n_players (before);
  guint n_after = tav_event_get_n_players (after);

  if (n_after == n_before + 1)
    return g_strdup_printf (_("new player “%s”"),
                            tav_player_get_name (tav_event_get_player (after, n_before)));
  if (n_after > n_before)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u new player", "%u new players",
                                         n_after - n_before), n_after - n_before);
  if (n_after < n_before)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "removal of %u player", "removal of %u players",
                                         n_before - n_after), n_before - n_after);
  for (guint i = 0; i < n_after; i++)
    {
      char *what = describe_player (tav_event_get_player (before, i), tav_event_get_player (after, i));

      if (what)
        return what;
    }
  return NULL;
}

/* The room's constraints of the event (tav-event-constraints.h). */
static char *
describe_room (TavEvent *before,
               TavEvent *after)
{
  guint n_before, n_after;
  const guint *tables_before = tav_event_get_accessible_tables (before, &n_before);
  const guint *tables_after = tav_event_get_accessible_tables (after, &n_after);

  if (n_before != n_after ||
      (n_after > 0 && memcmp (tables_before, tables_after, n_after * sizeof (guint)) != 0))
    return g_strdup (_("accessible tables"));
  n_before = tav_event_get_n_apart_groups (before);
  n_after = tav_event_get_n_apart_groups (after);
  for (guint g = 0; g < MAX (n_before, n_after); g++)
    if (g >= n_before || g >= n_after ||
        !g_strv_equal (tav_event_get_apart_group (before, g), tav_event_get_apart_group (after, g)))
      return g_strdup (_("players kept apart"));
  return NULL;
}

/* Returns: (transfer full) (nullable): what changed from @before to
 * @after, as a phrase to follow "Undone: "; %NULL when nothing the
 * organiser would name did. */
char *
tav_change_describe (TavEvent *before,
                     TavEvent *after)
{
  guint n_before, n_after;
  char *what;

  g_return_val_if_fail (TAV_IS_EVENT (before), NULL);
  g_return_val_if_fail (TAV_IS_EVENT (after), NULL);

  n_before = tav_event_get_n_stages (before);
  n_after = tav_event_get_n_stages (after);
  /* The first stage comes with the first draw; later ones are the
   * finals or playoffs, named as they are. */
  if (n_after != n_before)
    {
      TavEvent *longer = n_after > n_before ? after : before;
      guint n = MAX (n_after, n_before);
      TavStage *stage = tav_event_get_stage (longer, n - 1);

      if (n > 1 || tav_stage_get_n_rounds (stage) == 0)
        return g_strdup (tav_stage_get_name (stage));
      return g_strdup_printf (n_after > n_before ? _("draw of round %u") : _("removal of round %u"),
                              tav_stage_get_n_rounds (stage));
    }
  for (guint i = 0; i < n_after; i++)
    if ((what = describe_stage (tav_event_get_stage (before, i), tav_event_get_stage (after, i))))
      return what;
  if ((what = describe_players (before, after)))
    return what;
  if (g_list_model_get_n_items (tav_event_get_penalties (before)) !=
      g_list_model_get_n_items (tav_event_get_penalties (after)))
    return g_strdup (_("penalty"));
  if ((what = describe_room (before, after)))
    return what;
  if (g_strcmp0 (tav_event_get_name (before), tav_event_get_name (after)) != 0 ||
      g_strcmp0 (tav_event_get_date (before), tav_event_get_date (after)) != 0 ||
      g_strcmp0 (tav_event_get_venue (before), tav_event_get_venue (after)) != 0 ||
      tav_event_get_seed (before) != tav_event_get_seed (after) ||
      tav_event_get_keep_clubs_apart (before) != tav_event_get_keep_clubs_apart (after) ||
      tav_event_get_clubs_every_round (before) != tav_event_get_clubs_every_round (after) ||
      tav_event_get_self_check_in (before) != tav_event_get_self_check_in (after) ||
      !json_object_equal (tav_event_get_params (before), tav_event_get_params (after)))
    return g_strdup (_("event details"));
  return NULL;
}
