/* tav-event-clubs.c — keeping the players of one club apart in round 1
 *
 * Round 1 is drawn at random in every ruleset; players who came together
 * from one club should not spend it playing each other. After the draw,
 * players are swapped between tables (never into or out of a bye) while a
 * swap lowers the number of same-club meetings: the table sizes, and so
 * the ruleset's plan of tables, stay as drawn. What is left could not be
 * avoided by any single swap, and is shown to the organiser.
 *
 * Players kept apart, and clubs kept apart in every round, are the
 * solvers' work (tav-apart.c): a swap after a planned round would leave
 * the plan. Here they are only counted and described after a draw.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-event"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tav-apart.h"
#include "tav-event.h"
#include "tav-random.h"
#include "tav-text.h"

typedef struct
{
  guint  n_tables;
  guint  n_clubs;
  guint *count;      /* count[table * n_clubs + club] */
} ClubCounts;

/* The club of each seated player as a small number, or -1 for none;
 * clubs are told apart as names are (case and spacing ignored). */
static int
club_index (TavEvent   *self,
            const char *player_id,
            GHashTable *clubs)
{
  TavPlayer *player = tav_event_find_player (self, player_id);
  g_autofree char *key = NULL;
  gpointer value;

  if (player == NULL || tav_player_get_club (player)[0] == '\0')
    return -1;
  key = tav_text_name_key (tav_player_get_club (player));
  if (!g_hash_table_lookup_extended (clubs, key, NULL, &value))
    {
      value = GUINT_TO_POINTER (g_hash_table_size (clubs));
      g_hash_table_insert (clubs, g_steal_pointer (&key), value);
    }
  return (int) GPOINTER_TO_UINT (value);
}

/* Whether any player registered with a club. */
gboolean
tav_event_has_clubs (TavEvent *self)
{
  g_return_val_if_fail (TAV_IS_EVENT (self), FALSE);

  for (guint i = 0; i < tav_event_get_n_players (self); i++)
    if (tav_player_get_club (tav_event_get_player (self, i))[0])
      return TRUE;
  return FALSE;
}

/* Pairs of players of one club seated at one table of @round. */
guint
tav_event_count_club_meetings (TavEvent *self,
                               TavRound *round)
{
  g_autoptr(GHashTable) clubs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint meetings = 0;

  g_return_val_if_fail (TAV_IS_EVENT (self), 0);

  for (guint t = 0; round && t < tav_round_get_n_tables (round); t++)
    {
      TavTable *table = tav_round_get_table (round, t);
      guint n = tav_table_get_n_seats (table);

      for (guint a = 0; a < n; a++)
        for (guint b = a + 1; b < n; b++)
          {
            int ca = club_index (self, tav_table_get_seat (table, a), clubs);

            meetings += ca >= 0 && ca == club_index (self, tav_table_get_seat (table, b), clubs);
          }
    }
  return meetings;
}

typedef struct
{
  guint    table;
  guint    seat;
  int      club;
  gboolean pinned;   /* fixed or accessible: his table was chosen for him */
} Seat;

static inline guint *
count_of (ClubCounts *counts,
          guint       table,
          int         club)
{
  return &counts->count[table * counts->n_clubs + (guint) club];
}

/* How many same-club meetings swapping @a and @b adds (negative: removes). */
static int
swap_delta (ClubCounts *counts,
            const Seat *a,
            const Seat *b)
{
  int delta = 0;

  if (a->club == b->club)
    return 0;
  if (a->club >= 0)
    delta += (int) *count_of (counts, b->table, a->club) - ((int) *count_of (counts, a->table, a->club) - 1);
  if (b->club >= 0)
    delta += (int) *count_of (counts, a->table, b->club) - ((int) *count_of (counts, b->table, b->club) - 1);
  return delta;
}

/* Players kept apart whom the player at @seats[@from] would meet at
 * @table (himself and the one he swaps with left out). */
static guint
apart_at (TavEvent  *self,
          GArray    *seats,
          GPtrArray *ids,
          guint      from,
          guint      table,
          guint      other)
{
  guint count = 0;

  for (guint k = 0; k < seats->len; k++)
    if (k != from && k != other && g_array_index (seats, Seat, k).table == table)
      count += tav_event_are_kept_apart (self, ids->pdata[from], ids->pdata[k]);
  return count;
}

/* Whether swapping seats @i and @j would seat players kept apart together
 * more often than now: a club rule never breaks that one. */
static gboolean
swap_meets_apart (TavEvent  *self,
                  GArray    *seats,
                  GPtrArray *ids,
                  guint      i,
                  guint      j)
{
  guint ti = g_array_index (seats, Seat, i).table, tj = g_array_index (seats, Seat, j).table;

  if (tav_event_get_n_apart_groups (self) == 0)
    return FALSE;
  return apart_at (self, seats, ids, i, tj, j) + apart_at (self, seats, ids, j, ti, i) >
         apart_at (self, seats, ids, i, ti, j) + apart_at (self, seats, ids, j, tj, i);
}

/* Swaps players between the tables of @round while that lowers the
 * same-club meetings and seats no more players kept apart together; the order of the tries comes from the event's seed,
 * so the same file always gives the same tables. Returns the meetings
 * left. */
guint
tav_event_keep_clubs_apart (TavEvent *self,
                            TavRound *round)
{
  g_autoptr(GHashTable) clubs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GArray) seats = g_array_new (FALSE, FALSE, sizeof (Seat));
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  ClubCounts counts = { 0, };
  TavRandom rng;
  gboolean improved = TRUE;

  g_return_val_if_fail (TAV_IS_EVENT (self), 0);

  counts.n_tables = tav_round_get_n_tables (round);
  for (guint t = 0; t < counts.n_tables; t++)
    {
      TavTable *table = tav_round_get_table (round, t);

      /* A bye is won when drawn: its player stays. */
      if (tav_table_get_n_seats (table) < 2)
        continue;
      for (guint s = 0; s < tav_table_get_n_seats (table); s++)
        {
          TavPlayer *player = tav_event_find_player (self, tav_table_get_seat (table, s));
          Seat seat = { t, s, club_index (self, tav_table_get_seat (table, s), clubs),
                        player && (tav_player_get_fixed_table (player) > 0 ||
                                   tav_player_get_needs_accessible (player)) };

          g_array_append_val (seats, seat);
          g_ptr_array_add (ids, g_strdup (tav_table_get_seat (table, s)));
        }
    }
  counts.n_clubs = g_hash_table_size (clubs);
  if (counts.n_clubs == 0)
    return 0;
  counts.count = g_new0 (guint, counts.n_tables * counts.n_clubs);
  for (guint i = 0; i < seats->len; i++)
    {
      Seat *seat = &g_array_index (seats, Seat, i);

      if (seat->club >= 0)
        (*count_of (&counts, seat->table, seat->club))++;
    }

  /* The seats are tried in an order drawn from the seed. */
  {
    g_autofree guint *order = g_new (guint, seats->len);

    for (guint i = 0; i < seats->len; i++)
      order[i] = i;
    tav_random_init (&rng, tav_random_derive (tav_event_get_seed (self), "clubs-apart",
                                              tav_round_get_number (round), 0));
    tav_random_shuffle (&rng, order, seats->len, sizeof (guint));

    while (improved)
      {
        improved = FALSE;
        for (guint i = 0; i < seats->len; i++)
          for (guint j = i + 1; j < seats->len; j++)
            {
              Seat *a = &g_array_index (seats, Seat, order[i]);
              Seat *b = &g_array_index (seats, Seat, order[j]);
              int club;
              gpointer id;

              if (a->table == b->table || a->pinned || b->pinned ||
                  swap_delta (&counts, a, b) >= 0 ||
                  swap_meets_apart (self, seats, ids, order[i], order[j]))
                continue;
              if (a->club >= 0)
                {
                  (*count_of (&counts, a->table, a->club))--;
                  (*count_of (&counts, b->table, a->club))++;
                }
              if (b->club >= 0)
                {
                  (*count_of (&counts, b->table, b->club))--;
                  (*count_of (&counts, a->table, b->club))++;
                }
              club = a->club;
              a->club = b->club;
              b->club = club;
              id = ids->pdata[order[i]];
              ids->pdata[order[i]] = ids->pdata[order[j]];
              ids->pdata[order[j]] = id;
              improved = TRUE;
            }
      }
  }
  g_free (counts.count);

  /* The seats, written back table by table. */
  for (guint i = 0; i < seats->len; )
    {
      TavTable *table = tav_round_get_table (round, g_array_index (seats, Seat, i).table);
      guint n = tav_table_get_n_seats (table);
      g_autofree const char **row = g_new0 (const char *, n + 1);

      for (guint s = 0; s < n; s++)
        row[s] = ids->pdata[i + s];
      tav_table_set_seats (table, row);
      i += n;
    }
  return tav_event_count_club_meetings (self, round);
}

/* Pairs of players kept apart seated at one table of @round, each once. */
guint
tav_event_count_apart_meetings (TavEvent *self,
                                TavRound *round)
{
  guint meetings = 0;

  g_return_val_if_fail (TAV_IS_EVENT (self), 0);

  for (guint t = 0; round && t < tav_round_get_n_tables (round); t++)
    {
      const char * const *seats = tav_table_get_seats (tav_round_get_table (round, t));

      for (guint a = 0; seats[a]; a++)
        for (guint b = a + 1; seats[b]; b++)
          meetings += tav_event_are_kept_apart (self, seats[a], seats[b]);
    }
  return meetings;
}

static char *
describe_meeting (TavEvent  *self,
                  TavPlayer *a,
                  TavPlayer *b,
                  gboolean   clubs,
                  guint      table)
{
  if (tav_event_are_kept_apart (self, tav_player_get_id (a), tav_player_get_id (b)))
    /* TRANSLATORS: two players' names, then a table number */
    return g_strdup_printf (_("%s and %s, kept apart, meet at table %u."),
                            tav_player_get_name (a), tav_player_get_name (b), table);
  if (clubs && tav_apart_same_club (a, b))
    /* TRANSLATORS: two players' names, their club, then a table number */
    return g_strdup_printf (_("%s and %s, both of club %s, meet at table %u."),
                            tav_player_get_name (a), tav_player_get_name (b),
                            tav_player_get_club (a), table);
  return NULL;
}

/**
 * tav_event_describe_apart_meetings:
 * @self: an event
 * @stage: a stage of @self
 * @round: a round number of @stage
 * @out: (element-type utf8): where the sentences go
 *
 * Appends one sentence in the reader's language per pair of players kept
 * apart who meet in @round, and per pair of one club when the club rule
 * holds for @round, in table and seat order.
 */
void
tav_event_describe_apart_meetings (TavEvent  *self,
                                   TavStage  *stage,
                                   guint      round,
                                   GPtrArray *out)
{
  TavRound *drawn;
  gboolean clubs;

  g_return_if_fail (TAV_IS_EVENT (self));
  g_return_if_fail (out != NULL);

  drawn = stage ? tav_stage_get_round (stage, round) : NULL;
  clubs = drawn && tav_apart_club_rule_holds (self, stage, round);
  for (guint t = 0; drawn && t < tav_round_get_n_tables (drawn); t++)
    {
      TavTable *table = tav_round_get_table (drawn, t);
      const char * const *seats = tav_table_get_seats (table);

      for (guint a = 0; seats[a]; a++)
        for (guint b = a + 1; seats[b]; b++)
          {
            TavPlayer *pa = tav_event_find_player (self, seats[a]);
            TavPlayer *pb = tav_event_find_player (self, seats[b]);
            char *text;

            if (pa == NULL || pb == NULL)
              continue;
            text = describe_meeting (self, pa, pb, clubs, tav_table_get_number (table));
            if (text)
              g_ptr_array_add (out, text);
          }
    }
}
