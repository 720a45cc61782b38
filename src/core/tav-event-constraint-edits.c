/* tav-event-constraint-edits.c — the edits of the room's constraints
 *
 * Fixed and accessible tables, players kept apart, clubs kept apart in
 * every round: each edit checks its input, changes nothing when refused
 * and emits “changed” once (as tav-event-edits.c). What a draw cannot
 * honour (an accessible player when no table is accessible) is allowed
 * here: the draw counts and describes it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-event"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tav-event-private.h"

static gboolean
check_table_number (guint     number,
                    GError  **error)
{
  if (number >= 1 && number <= TAV_TABLE_MAX_NUMBER)
    return TRUE;
  g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID,
               _("There is no table %u: tables are numbered 1 to %u"),
               number, (guint) TAV_TABLE_MAX_NUMBER);
  return FALSE;
}

gboolean
tav_event_change_fixed_table (TavEvent    *self,
                              const char  *player_id,
                              guint        table,
                              GError     **error)
{
  TavPlayer *player;

  g_return_val_if_fail (TAV_IS_EVENT (self), FALSE);

  if (!(player = tav_event_require_player (self, player_id, error)))
    return FALSE;
  if (table != 0 && !check_table_number (table, error))
    return FALSE;
  if (tav_player_get_fixed_table (player) == table)
    return TRUE;
  tav_player_set_fixed_table (player, table);
  tav_event_changed (self);
  return TRUE;
}

gboolean
tav_event_change_needs_accessible (TavEvent    *self,
                                   const char  *player_id,
                                   gboolean     accessible,
                                   GError     **error)
{
  TavPlayer *player;

  g_return_val_if_fail (TAV_IS_EVENT (self), FALSE);

  if (!(player = tav_event_require_player (self, player_id, error)))
    return FALSE;
  if (!tav_player_get_needs_accessible (player) == !accessible)
    return TRUE;
  tav_player_set_needs_accessible (player, accessible);
  tav_event_changed (self);
  return TRUE;
}

gboolean
tav_event_change_accessible_tables (TavEvent     *self,
                                    const guint  *numbers,
                                    guint         n_numbers,
                                    GError      **error)
{
  guint n_current;

  g_return_val_if_fail (TAV_IS_EVENT (self), FALSE);
  g_return_val_if_fail (numbers != NULL || n_numbers == 0, FALSE);

  for (guint i = 0; i < n_numbers; i++)
    {
      if (!check_table_number (numbers[i], error))
        return FALSE;
      for (guint j = 0; j < i; j++)
        if (numbers[j] == numbers[i])
          {
            g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID,
                         _("Table %u is named twice among the accessible tables"), numbers[i]);
            return FALSE;
          }
    }
  tav_event_get_accessible_tables (self, &n_current);
  if (n_current == n_numbers)
    {
      guint same = 0;

      for (guint i = 0; i < n_numbers; i++)
        same += tav_event_is_table_accessible (self, numbers[i]);
      if (same == n_numbers)
        return TRUE;
    }
  tav_event_set_accessible_tables (self, numbers, n_numbers);
  tav_event_changed (self);
  return TRUE;
}

/* Whether every two players of @players are kept apart already. */
static gboolean
all_kept_apart (TavEvent  *self,
                GPtrArray *players)
{
  for (guint i = 0; i < players->len; i++)
    for (guint j = i + 1; j < players->len; j++)
      if (!tav_event_are_kept_apart (self, tav_player_get_id (players->pdata[i]),
                                     tav_player_get_id (players->pdata[j])))
        return FALSE;
  return TRUE;
}

/**
 * tav_event_keep_apart:
 * @player_ids: a %NULL-terminated list of player ids; one named twice
 *   counts once
 *
 * Adds a group of players that no draw should seat together.
 */
gboolean
tav_event_keep_apart (TavEvent            *self,
                      const char * const  *player_ids,
                      GError             **error)
{
  g_autoptr(GPtrArray) players = g_ptr_array_new ();
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();

  g_return_val_if_fail (TAV_IS_EVENT (self), FALSE);
  g_return_val_if_fail (player_ids != NULL, FALSE);

  for (guint i = 0; player_ids[i]; i++)
    {
      TavPlayer *player = tav_event_require_player (self, player_ids[i], error);

      if (player == NULL)
        return FALSE;
      if (!g_ptr_array_find (players, player, NULL))
        {
          g_ptr_array_add (players, player);
          g_ptr_array_add (ids, (gpointer) tav_player_get_id (player));
        }
    }
  if (players->len < 2)
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID,
                   _("Players kept apart are two or more different players"));
      return FALSE;
    }
  if (all_kept_apart (self, players))
    {
      g_autofree char *names = tav_player_join_names (players);

      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID,
                   _("These players are already kept apart: %s"), names);
      return FALSE;
    }
  g_ptr_array_add (ids, NULL);
  tav_event_add_apart_group (self, (const char * const *) ids->pdata);
  tav_event_changed (self);
  return TRUE;
}

/* @position: of the group, from 0 (tav_event_get_apart_group ()). */
gboolean
tav_event_remove_apart_group (TavEvent  *self,
                              guint      position,
                              GError   **error)
{
  GPtrArray *groups;

  g_return_val_if_fail (TAV_IS_EVENT (self), FALSE);

  groups = tav_event_get_apart_store (self);
  if (position >= groups->len)
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_NOT_FOUND,
                   _("There is no group of players kept apart numbered %u"), position + 1);
      return FALSE;
    }
  g_ptr_array_remove_index (groups, position);
  tav_event_changed (self);
  return TRUE;
}

/* Every round keeps clubs apart (and so round 1 does), or only round 1. */
void
tav_event_change_clubs_every_round (TavEvent *self,
                                    gboolean  every_round)
{
  g_return_if_fail (TAV_IS_EVENT (self));

  if (!every_round == !tav_event_get_clubs_every_round (self))
    return;
  tav_event_set_clubs_every_round (self, every_round);
  tav_event_changed (self);
}
