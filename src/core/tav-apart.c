/* tav-apart.c — the pairs of players a draw keeps apart
 *
 * Players kept apart (family, couples) and, when the event keeps clubs
 * apart in every round, players of one club are given to the solvers as
 * if they had met already: they weigh exactly as a repeated meeting or a
 * rematch, and no solver needs to know why. The pairs come in a fixed
 * order, so a plan computed again is the same plan.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-draw"

#include "config.h"

#include <string.h>

#include "tav-apart.h"
#include "tav-text.h"

/* No team event: its own pairing modes place teammates, as in round 1. */
static gboolean
has_teams (TavEvent *event)
{
  for (guint i = 0; i < tav_event_get_n_players (event); i++)
    if (tav_player_get_team (tav_event_get_player (event, i))[0])
      return TRUE;
  return FALSE;
}

/* Whether the draws keep clubs apart in every round. */
gboolean
tav_apart_clubs_every_round (TavEvent *event)
{
  return tav_event_get_keep_clubs_apart (event) && tav_event_get_clubs_every_round (event) &&
         !has_teams (event);
}

/* Whether players of one club should not meet in @round of @stage: in
 * every round, or in round 1 of the first stage of tables only. */
gboolean
tav_apart_club_rule_holds (TavEvent *event,
                           TavStage *stage,
                           guint     round)
{
  if (!tav_event_get_keep_clubs_apart (event) || has_teams (event))
    return FALSE;
  if (tav_event_get_clubs_every_round (event))
    return TRUE;
  return round == 1 && stage == tav_event_get_stage (event, 0) &&
         tav_stage_get_kind (stage) == TAV_STAGE_TABLES;
}

/* Clubs are told apart as names are (case and spacing ignored). */
gboolean
tav_apart_same_club (TavPlayer *a,
                     TavPlayer *b)
{
  g_autofree char *ka = NULL;
  g_autofree char *kb = NULL;

  if (a == NULL || b == NULL || tav_player_get_club (a)[0] == '\0' || tav_player_get_club (b)[0] == '\0')
    return FALSE;
  ka = tav_text_name_key (tav_player_get_club (a));
  kb = tav_text_name_key (tav_player_get_club (b));
  return strcmp (ka, kb) == 0;
}

/* Why @a and @b should not meet in a draw, kept apart first. */
TavApartReason
tav_apart_reason (TavEvent  *event,
                  TavPlayer *a,
                  TavPlayer *b)
{
  if (tav_event_are_kept_apart (event, tav_player_get_id (a), tav_player_get_id (b)))
    return TAV_APART_KEPT;
  if (tav_apart_clubs_every_round (event) && tav_apart_same_club (a, b))
    return TAV_APART_CLUB;
  return TAV_APART_NONE;
}

typedef struct
{
  char  *key;
  guint  index;
} Member;

static int
by_key (gconstpointer p,
        gconstpointer q)
{
  const Member *x = p, *y = q;
  int c = strcmp (x->key, y->key);

  return c ? c : (x->index > y->index) - (x->index < y->index);
}

static int
by_pair (gconstpointer p,
         gconstpointer q)
{
  const TavApartPair *x = p, *y = q;

  if (x->a != y->a)
    return x->a < y->a ? -1 : 1;
  return (x->b > y->b) - (x->b < y->b);
}

static void
add_pair (GArray *pairs,
          guint   i,
          guint   j)
{
  TavApartPair pair = { MIN (i, j), MAX (i, j) };

  if (i != j)
    g_array_append_val (pairs, pair);
}

static void
add_club_pairs (GArray    *pairs,
                GPtrArray *players)
{
  g_autoptr(GArray) members = g_array_new (FALSE, FALSE, sizeof (Member));

  for (guint i = 0; i < players->len; i++)
    {
      const char *club = tav_player_get_club (players->pdata[i]);
      Member member = { NULL, i };

      if (club[0] == '\0')
        continue;
      member.key = tav_text_name_key (club);
      g_array_append_val (members, member);
    }
  g_array_sort (members, by_key);
  for (guint i = 0; i < members->len; i++)
    {
      Member *x = &g_array_index (members, Member, i);

      for (guint j = i + 1; j < members->len; j++)
        {
          Member *y = &g_array_index (members, Member, j);

          if (strcmp (x->key, y->key) != 0)
            break;
          add_pair (pairs, x->index, y->index);
        }
    }
  for (guint i = 0; i < members->len; i++)
    g_free (g_array_index (members, Member, i).key);
}

static void
add_group_pairs (GArray     *pairs,
                 TavEvent   *event,
                 GHashTable *index)
{
  for (guint g = 0; g < tav_event_get_n_apart_groups (event); g++)
    {
      const char * const *ids = tav_event_get_apart_group (event, g);

      for (guint x = 0; ids[x]; x++)
        for (guint y = x + 1; ids[y]; y++)
          {
            guint i = GPOINTER_TO_UINT (g_hash_table_lookup (index, ids[x]));
            guint j = GPOINTER_TO_UINT (g_hash_table_lookup (index, ids[y]));

            /* Only pairs of players both in this draw. */
            if (i && j)
              add_pair (pairs, i - 1, j - 1);
          }
    }
}

/**
 * tav_apart_pairs:
 * @event: an event
 * @players: (element-type TavPlayer): the players of a draw
 *
 * Returns: (transfer full): every pair of @players that should not meet
 *   (kept apart, or of one club when clubs are kept apart in every
 *   round), as TavApartPair, sorted, each once
 */
GArray *
tav_apart_pairs (TavEvent  *event,
                 GPtrArray *players)
{
  GArray *pairs = g_array_new (FALSE, FALSE, sizeof (TavApartPair));
  g_autoptr(GHashTable) index = g_hash_table_new (g_str_hash, g_str_equal);
  guint kept = 0;

  g_return_val_if_fail (TAV_IS_EVENT (event), pairs);

  for (guint i = 0; i < players->len; i++)
    g_hash_table_insert (index, (gpointer) tav_player_get_id (players->pdata[i]),
                         GUINT_TO_POINTER (i + 1));
  add_group_pairs (pairs, event, index);
  if (tav_apart_clubs_every_round (event))
    add_club_pairs (pairs, players);

  g_array_sort (pairs, by_pair);
  for (guint i = 0; i < pairs->len; i++)
    if (kept == 0 || by_pair (&g_array_index (pairs, TavApartPair, i),
                              &g_array_index (pairs, TavApartPair, kept - 1)) != 0)
      g_array_index (pairs, TavApartPair, kept++) = g_array_index (pairs, TavApartPair, i);
  g_array_set_size (pairs, kept);
  return pairs;
}
