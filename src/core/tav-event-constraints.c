/* tav-event-constraints.c — what a real room asks of every draw
 *
 * The event's accessible tables and its groups of players kept apart,
 * read by the draws (layer 3) and kept by the event (tav-event.c holds
 * the storage, so that removing a player can leave the groups). The
 * checked edits are in tav-event-constraint-edits.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-event"

#include "config.h"

#include <stdlib.h>

#include "tav-event-private.h"

static int
compare_numbers (gconstpointer a,
                 gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return x < y ? -1 : x > y;
}

const guint *
tav_event_get_accessible_tables (TavEvent *self,
                                 guint    *n_numbers)
{
  GArray *numbers;

  g_return_val_if_fail (TAV_IS_EVENT (self), NULL);
  g_return_val_if_fail (n_numbers != NULL, NULL);

  numbers = tav_event_get_accessible_store (self);
  *n_numbers = numbers->len;
  return (const guint *) (gpointer) numbers->data;
}

gboolean
tav_event_is_table_accessible (TavEvent *self,
                               guint     number)
{
  GArray *numbers;

  g_return_val_if_fail (TAV_IS_EVENT (self), FALSE);

  numbers = tav_event_get_accessible_store (self);
  return numbers->len > 0 &&
         bsearch (&number, numbers->data, numbers->len, sizeof (guint), compare_numbers) != NULL;
}

/* @numbers: any order; kept ascending and distinct. */
void
tav_event_set_accessible_tables (TavEvent    *self,
                                 const guint *numbers,
                                 guint        n_numbers)
{
  GArray *store;
  guint n = 0;

  g_return_if_fail (TAV_IS_EVENT (self));
  g_return_if_fail (numbers != NULL || n_numbers == 0);

  store = tav_event_get_accessible_store (self);
  g_array_set_size (store, 0);
  if (n_numbers == 0)
    return;
  g_array_append_vals (store, numbers, n_numbers);
  g_array_sort (store, compare_numbers);
  for (guint i = 0; i < store->len; i++)
    if (n == 0 || g_array_index (store, guint, i) != g_array_index (store, guint, n - 1))
      g_array_index (store, guint, n++) = g_array_index (store, guint, i);
  g_array_set_size (store, n);
}

guint
tav_event_get_n_apart_groups (TavEvent *self)
{
  g_return_val_if_fail (TAV_IS_EVENT (self), 0);
  return tav_event_get_apart_store (self)->len;
}

const char * const *
tav_event_get_apart_group (TavEvent *self,
                           guint     position)
{
  GPtrArray *groups;

  g_return_val_if_fail (TAV_IS_EVENT (self), NULL);

  groups = tav_event_get_apart_store (self);
  g_return_val_if_fail (position < groups->len, NULL);
  return groups->pdata[position];
}

/* As read from a file or checked by tav_event_keep_apart (). */
void
tav_event_add_apart_group (TavEvent           *self,
                           const char * const *player_ids)
{
  g_return_if_fail (TAV_IS_EVENT (self));
  g_return_if_fail (player_ids != NULL);

  g_ptr_array_add (tav_event_get_apart_store (self), g_strdupv ((char **) player_ids));
}

gboolean
tav_event_are_kept_apart (TavEvent   *self,
                          const char *player_a,
                          const char *player_b)
{
  GPtrArray *groups;

  g_return_val_if_fail (TAV_IS_EVENT (self), FALSE);

  if (player_a == NULL || player_b == NULL || g_strcmp0 (player_a, player_b) == 0)
    return FALSE;
  groups = tav_event_get_apart_store (self);
  for (guint g = 0; g < groups->len; g++)
    {
      const char * const *ids = groups->pdata[g];

      if (g_strv_contains (ids, player_a) && g_strv_contains (ids, player_b))
        return TRUE;
    }
  return FALSE;
}
