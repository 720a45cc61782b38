/* tav-seating.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-seating"

#include <math.h>  /* NAN */
#include <string.h>

#include "tav-random.h"
#include "tav-seating.h"
#include "tav-seating-search.h"

/* Budgets of the local search. They are counts of evaluated moves, never
 * durations, so that a stored seed redraws the same seating on every
 * machine. The tabu budget takes about 0.3 s on one core of the benchmark
 * machine. */
#define ANNEAL_PER_SEAT 200
#define TABU_BUDGET     8000000

/* Tabu tenures, in iterations (plus a random 0..tenure − 1). Run 0 keeps the
 * longer one, which reaches the bound for 17–30 players with more seeds; the
 * extra runs take the short one, which wins on the hard BANG! counts: with
 * seed 2011 it gave 0, 7, 10, 0 and 0 repeats for 31, 33, 35, 38 and 39
 * players as the only tenure, where 5 gave 3, 8, 10, 1 and 1 (issue #19). */
#define TABU_TENURE       5
#define TABU_TENURE_SHORT 2

/* Seeded runs of the search when the first one stays above the lower bound,
 * shared by two threads: four of them take about 0.65 s of CPU for 31–39
 * players, where one takes 0.2 s. Below 25 players one run is enough: it
 * reaches the bound from 17 to 24, and an exhaustive search found nothing
 * better from 10 to 14. */
#define RUNS             4
#define RUNS_MIN_PLAYERS 25
#define RUNS_MAX_PLAYERS 500

/* The meeting matrices take 3 n² bytes. */
#define MAX_PLAYERS     5000

struct _TavSeatingRequest
{
  guint      n_players;
  GPtrArray *rounds;     /* one GArray of guint table sizes per round */
  GArray    *met;        /* TavSeatingMet, as added: duplicates are summed later */
  guint     *head_count;
  gboolean   heads;
};

struct _TavSeating
{
  guint    n_rounds;
  guint   *round_first;  /* n_rounds + 1 indices into table_first */
  guint   *table_first;  /* n_tables + 1 indices into players */
  guint   *players;
  guint64  repeats;
  guint    head_repeats;
};

G_DEFINE_QUARK (tav-seating-error-quark, tav_seating_error)

/* Request {{{ */

TavSeatingRequest *
tav_seating_request_new (guint n_players)
{
  TavSeatingRequest *self = g_new0 (TavSeatingRequest, 1);

  self->n_players = n_players;
  self->rounds = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  self->met = g_array_new (FALSE, FALSE, sizeof (TavSeatingMet));
  self->head_count = g_new0 (guint, MAX (n_players, 1));
  return self;
}

void
tav_seating_request_free (TavSeatingRequest *self)
{
  if (self == NULL)
    return;

  g_ptr_array_unref (self->rounds);
  g_array_unref (self->met);
  g_free (self->head_count);
  g_free (self);
}

void
tav_seating_request_add_round (TavSeatingRequest *self,
                               const guint       *table_sizes,
                               guint              n_tables)
{
  GArray *sizes;

  g_return_if_fail (self != NULL);
  g_return_if_fail (table_sizes != NULL || n_tables == 0);

  /* Kept even when empty or wrong: solve() says which round is at fault. */
  sizes = g_array_sized_new (FALSE, FALSE, sizeof (guint), n_tables);
  if (n_tables > 0)
    g_array_append_vals (sizes, table_sizes, n_tables);
  g_ptr_array_add (self->rounds, sizes);
}

void
tav_seating_request_add_met (TavSeatingRequest *self,
                             guint              a,
                             guint              b,
                             guint              times)
{
  TavSeatingMet met = { MIN (a, b), MAX (a, b), times };

  g_return_if_fail (self != NULL);
  g_return_if_fail (a < self->n_players);
  g_return_if_fail (b < self->n_players);
  g_return_if_fail (a != b);

  if (times > 0)
    g_array_append_val (self->met, met);
}

void
tav_seating_request_set_heads (TavSeatingRequest *self,
                               gboolean           heads)
{
  g_return_if_fail (self != NULL);

  self->heads = !!heads;
}

void
tav_seating_request_set_head_count (TavSeatingRequest *self,
                                    guint              player,
                                    guint              times)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (player < self->n_players);

  /* far beyond any real count, and keeps the matching levels from overflowing */
  self->head_count[player] = MIN (times, 1u << 20);
}

static GArray *
round_sizes (const TavSeatingRequest *self,
             guint                    round)
{
  return g_ptr_array_index (self->rounds, round);
}

static gboolean
request_validate (const TavSeatingRequest  *self,
                  GError                  **error)
{
  if (self->n_players > MAX_PLAYERS)
    {
      g_set_error (error, TAV_SEATING_ERROR, TAV_SEATING_ERROR_INVALID,
                   "Cannot seat %u players, at most %u",
                   self->n_players, MAX_PLAYERS);
      return FALSE;
    }

  for (guint r = 0; r < self->rounds->len; r++)
    {
      GArray *sizes = round_sizes (self, r);
      guint64 sum = 0;

      if (sizes->len == 0)
        {
          g_set_error (error, TAV_SEATING_ERROR, TAV_SEATING_ERROR_INVALID,
                       "Round %u has no tables", r + 1);
          return FALSE;
        }

      for (guint t = 0; t < sizes->len; t++)
        {
          if (g_array_index (sizes, guint, t) == 0)
            {
              g_set_error (error, TAV_SEATING_ERROR, TAV_SEATING_ERROR_INVALID,
                           "Round %u: table %u has no seats", r + 1, t + 1);
              return FALSE;
            }
          sum += g_array_index (sizes, guint, t);
        }

      if (sum != self->n_players)
        {
          g_set_error (error, TAV_SEATING_ERROR, TAV_SEATING_ERROR_INVALID,
                       "Round %u: table sizes sum to %" G_GUINT64_FORMAT
                       " but there are %u players",
                       r + 1, sum, self->n_players);
          return FALSE;
        }
    }

  return TRUE;
}

static int
compare_met (gconstpointer a,
             gconstpointer b)
{
  const TavSeatingMet *ma = a, *mb = b;

  if (ma->a != mb->a)
    return ma->a < mb->a ? -1 : 1;
  if (ma->b != mb->b)
    return ma->b < mb->b ? -1 : 1;
  return 0;
}

/* The history with one entry per pair, times summed. */
static GArray *
request_history (const TavSeatingRequest *self,
                 guint64                 *fixed_repeats)
{
  GArray *hist = g_array_copy (self->met);
  guint out = 0;

  g_array_sort (hist, compare_met);
  for (guint i = 0; i < hist->len; i++)
    {
      TavSeatingMet *m = &g_array_index (hist, TavSeatingMet, i);
      TavSeatingMet *last = out > 0 ? &g_array_index (hist, TavSeatingMet, out - 1) : NULL;

      if (last && last->a == m->a && last->b == m->b)
        last->times = (guint) MIN ((guint64) last->times + m->times, G_MAXUINT);
      else
        g_array_index (hist, TavSeatingMet, out++) = *m;
    }
  g_array_set_size (hist, out);

  *fixed_repeats = 0;
  for (guint i = 0; i < hist->len; i++)
    *fixed_repeats += g_array_index (hist, TavSeatingMet, i).times - 1;

  return hist;
}

/* The fewest pairs of a table of `size` seats that sat together at one of
 * the tables of a reference round, whose sizes are `groups`: fill the table
 * from the least used groups first, since the k-th player taken from one
 * group meets k − 1 of them again. */
static guint64
spread_cost (GArray *groups,
             guint   size)
{
  guint64 cost = 0;

  for (guint level = 0; size > 0; level++)
    {
      guint open = 0;

      for (guint i = 0; i < groups->len; i++)
        open += g_array_index (groups, guint, i) > level;
      if (open == 0)
        break;  /* more seats than players: an invalid request anyway */
      cost += (guint64) level * MIN (open, size);
      size -= MIN (open, size);
    }

  return cost;
}

/* Three honest bounds, the largest wins. Pairs that already met cost a
 * repeat whenever they meet again, fresh pairs only from their second
 * meeting, so:
 *  - globally, the planned pair-meetings beyond the number of fresh pairs
 *    must all be repeats;
 *  - per player, the planned meetings (at least Σ (smallest table − 1) over
 *    the rounds) beyond the players not met yet are repeats; every repeat is
 *    seen by both of its players, hence the half;
 *  - pigeonhole: take one planned round as reference. Every pair that sits
 *    together in another round and also in the reference round is a repeat
 *    of its own, and a table cannot avoid such pairs once it has more seats
 *    than the reference round has tables (see spread_cost()).
 * The repeats already in the history are added as they are. */
guint64
tav_seating_request_lower_bound (const TavSeatingRequest *self)
{
  g_autoptr(GArray) hist = NULL;
  g_autofree guint *partners = NULL;
  guint64 fixed, planned = 0, pairs, fresh, global = 0, excess = 0, pigeon = 0;
  guint64 min_degree = 0;
  guint n;

  g_return_val_if_fail (self != NULL, 0);

  n = self->n_players;
  hist = request_history (self, &fixed);
  partners = g_new0 (guint, MAX (n, 1));
  for (guint i = 0; i < hist->len; i++)
    {
      partners[g_array_index (hist, TavSeatingMet, i).a]++;
      partners[g_array_index (hist, TavSeatingMet, i).b]++;
    }

  for (guint r = 0; r < self->rounds->len; r++)
    {
      GArray *sizes = round_sizes (self, r);
      guint smallest = G_MAXUINT;
      guint64 overlap = 0;

      for (guint t = 0; t < sizes->len; t++)
        {
          guint64 k = g_array_index (sizes, guint, t);

          planned += k * (k - (k > 0)) / 2;
          smallest = MIN (smallest, (guint) k);
        }
      if (sizes->len > 0 && smallest > 0)
        min_degree += smallest - 1;

      for (guint other = 0; other < self->rounds->len; other++)
        {
          GArray *tables = round_sizes (self, other);

          for (guint t = 0; other != r && t < tables->len; t++)
            overlap += spread_cost (sizes, g_array_index (tables, guint, t));
        }
      pigeon = MAX (pigeon, overlap);
    }

  pairs = (guint64) n * (n - (n > 0)) / 2;
  fresh = pairs - hist->len;
  if (planned > fresh)
    global = planned - fresh;

  for (guint p = 0; p < n; p++)
    {
      guint64 unmet = n - 1 - partners[p];

      if (min_degree > unmet)
        excess += min_degree - unmet;
    }

  return fixed + MAX (MAX (global, (excess + 1) / 2), pigeon);
}

/* }}} */

/* Heads {{{ */

typedef struct
{
  const TavSearch *s;
  const guint  *h0;      /* earlier head turns */
  guint        *head;    /* per table-round: its head, or NO_PLAYER */
  guint        *used;    /* per player: head turns in this plan */
  guint        *cap;
  guint        *stamp;
  guint         now;
} Heads;

/* Kuhn's augmenting path, with capacities: a player whose turns are used up
 * may still take this table if one of his other tables can find a new head. */
static gboolean
heads_augment (Heads *h,
               guint  tr)
{
  const TavSearch *s = h->s;

  for (guint i = s->tr_first[tr]; i < s->tr_first[tr + 1]; i++)
    {
      guint p = s->seats[i];

      if (h->stamp[p] == h->now)
        continue;
      h->stamp[p] = h->now;

      if (h->used[p] < h->cap[p])
        {
          h->head[tr] = p;
          h->used[p]++;
          return TRUE;
        }

      for (guint r = 0; r < s->n_rounds; r++)
        {
          guint other = tav_search_tr_of (s, r, p);

          if (other != tr && h->head[other] == p && heads_augment (h, other))
            {
              h->head[tr] = p;
              return TRUE;
            }
        }
    }

  return FALSE;
}

/* Augments every headless table-round; returns how many have a head. */
static guint
heads_pass (Heads *h)
{
  guint matched = 0;

  for (guint tr = 0; tr < h->s->n_tr; tr++)
    {
      if (h->head[tr] == NO_PLAYER)
        {
          h->now++;
          heads_augment (h, tr);
        }
      matched += h->head[tr] != NO_PLAYER;
    }

  return matched;
}

static void
heads_set_level (Heads *h,
                 guint  level)
{
  for (guint p = 0; p < h->s->n; p++)
    h->cap[p] = level > h->h0[p] ? MIN (level - h->h0[p], h->s->n_rounds) : 0;
}

/* Level by level: first everyone's first turn ever, then turns that make a
 * total of two, and so on. The tables a player can head form a transversal
 * matroid, so this greedy order gives the fewest repeats and spreads them
 * over the players with the fewest turns. */
static guint
heads_finish (Heads *h,
              guint  level)
{
  const TavSearch *s = h->s;
  guint repeats = 0;

  while (heads_pass (h) < s->n_tr)
    {
      guint next = G_MAXUINT;

      /* skip levels that would give nobody a new turn */
      for (guint p = 0; p < s->n; p++)
        if (h->h0[p] >= level)
          next = MIN (next, h->h0[p] + 1);
        else if (level - h->h0[p] < s->n_rounds)
          next = MIN (next, level + 1);
      g_assert (next != G_MAXUINT);

      level = next;
      heads_set_level (h, level);
    }

  for (guint p = 0; p < s->n; p++)
    repeats += h->h0[p] >= 1 ? h->used[p] : (h->used[p] > 0 ? h->used[p] - 1 : 0);

  return repeats;
}

static void
heads_reset (Heads *h)
{
  for (guint tr = 0; tr < h->s->n_tr; tr++)
    h->head[tr] = NO_PLAYER;
  memset (h->used, 0, sizeof (guint) * h->s->n);
  heads_set_level (h, 1);
}

/* Makes first head turns go as far as they can: while a table-round has no
 * first-timer, bring one in from another table of that round, trading him
 * for whoever costs the fewest repeats. Heads already placed stay put. */
static guint
heads_repair (Heads     *h,
              TavSearch *s,
              guint      matched,
              guint      wanted)
{
  guint n = s->n;

  while (matched < wanted)
    {
      guint tr = 0, round, best_p = NO_PLAYER, best_q = NO_PLAYER;
      int best = G_MAXINT;

      while (h->head[tr] != NO_PLAYER)
        tr++;
      round = s->tr_round[tr];

      for (guint q = 0; q < n; q++)
        {
          if (h->h0[q] > 0 || h->used[q] > 0 || tav_search_tr_of (s, round, q) == tr)
            continue;
          for (guint i = s->tr_first[tr]; i < s->tr_first[tr + 1]; i++)
            {
              int d = tav_search_swap_delta (s, round, s->seats[i], q);

              if (d < best)
                {
                  best = d;
                  best_p = s->seats[i];
                  best_q = q;
                }
            }
        }
      g_assert (best_q != NO_PLAYER);

      tav_search_swap_apply (s, round, best_p, best_q, best);
      h->head[tr] = best_q;
      h->used[best_q] = 1;
      matched = heads_pass (h);
    }

  return matched;
}

/* }}} */

/* Solve {{{ */

static void
seating_fill (TavSeating      *seating,
              const TavSearch *s,
              const guint     *head,
              TavRandom       *rng)
{
  guint n_tables = s->n_tr;
  guint t = 0, k = 0;

  seating->n_rounds = s->n_rounds;
  seating->round_first = g_new0 (guint, s->n_rounds + 1);
  seating->table_first = g_new0 (guint, n_tables + 1);
  seating->players = g_new0 (guint, (gsize) s->n_rounds * s->n + 1);

  for (guint r = 0; r < s->n_rounds; r++)
    {
      guint first = s->round_tr[r], count = s->round_tr[r + 1] - first;
      g_autofree guint *group = g_new (guint, count);

      /* Which group sits at which table is free among tables of one size:
       * Fisher–Yates within each size. */
      for (guint i = 0; i < count; i++)
        group[i] = first + i;
      for (guint i = count; i > 1; i--)
        {
          guint size = tav_search_tr_size (s, first + i - 1), same = 0, j, tmp;

          for (j = 0; j < i; j++)
            same += tav_search_tr_size (s, first + j) == size;
          same = tav_random_range (rng, same);
          for (j = 0; same > 0 || tav_search_tr_size (s, first + j) != size; j++)
            same -= tav_search_tr_size (s, first + j) == size;
          tmp = group[i - 1], group[i - 1] = group[j], group[j] = tmp;
        }

      seating->round_first[r] = t;
      for (guint i = 0; i < count; i++, t++)
        {
          guint tr = group[i];
          guint *out = seating->players + k;
          guint size = tav_search_tr_size (s, tr), skip = 0;

          seating->table_first[t] = k;
          if (head != NULL)
            {
              out[skip++] = head[tr];
              k++;
            }
          for (guint j = s->tr_first[tr]; j < s->tr_first[tr + 1]; j++)
            if (head == NULL || s->seats[j] != head[tr])
              seating->players[k++] = s->seats[j];
          tav_random_shuffle (rng, out + skip, size - skip, sizeof (guint));
        }
    }
  seating->round_first[s->n_rounds] = t;
  seating->table_first[n_tables] = k;
}

/* Seeded runs of the search {{{ */

/* Independent searches from different seeds; the best wins, ties going to
 * the lowest run. Run 0 is the search a single run would make, so extra
 * runs can only improve a draw. Runs are shared out among threads, but the
 * result depends only on the seed: a run is skipped only when an earlier run
 * already reached the lower bound, which a later run could at best tie. */
typedef struct
{
  const TavSeatingRequest *req;
  GArray                  *hist;
  guint64                  seed;
  gint64                   target;
  guint                    n_runs;
  gint                     next;      /* atomic: the next run to start */
  gint                     reached;   /* atomic: lowest run at the target */
  gint64                  *cost;      /* per run; G_MAXINT64 when skipped */
  guint                  **seats;     /* per run; NULL when skipped */
} Runs;

/* Annealing clears the bulk of the conflicts cheaply, even for a thousand
 * players; tabu search then works on what is left. */
static void
runs_search (Runs  *runs,
             guint  run)
{
  TavSearch s;
  TavRandom rng;
  guint *best;
  gint64 best_cost;

  tav_search_init (&s, runs->req->n_players, runs->req->rounds, runs->hist);
  best = g_new0 (guint, (gsize) s.n_rounds * s.n + 1);

  tav_random_init (&rng, tav_random_derive (runs->seed, "seating", run, 0));
  if (!tav_search_seat_design (&s, &rng, best))
    tav_search_seat_random (&s, &rng, best);
  tav_search_load (&s, best);
  best_cost = s.cost;
  tav_search_anneal (&s, &rng, (guint64) ANNEAL_PER_SEAT * s.n_rounds * s.n,
                     runs->target, best, &best_cost);
  tav_search_tabu (&s, &rng, run == 0 ? TABU_TENURE : TABU_TENURE_SHORT,
                   TABU_BUDGET, runs->target, best, &best_cost);
  tav_search_clear (&s);

  runs->cost[run] = best_cost;
  runs->seats[run] = best;
  if (best_cost <= runs->target)
    {
      gint was = g_atomic_int_get (&runs->reached);

      while ((gint) run < was &&
             !g_atomic_int_compare_and_exchange (&runs->reached, was, (gint) run))
        was = g_atomic_int_get (&runs->reached);
    }
}

static gpointer
runs_worker (gpointer data)
{
  Runs *runs = data;
  gint run;

  while ((run = g_atomic_int_add (&runs->next, 1)) < (gint) runs->n_runs)
    if (g_atomic_int_get (&runs->reached) > run)
      runs_search (runs, run);

  return NULL;
}

/* The seats of the best run; the others are freed. */
static guint *
runs_best (const TavSeatingRequest *req,
           GArray                  *hist,
           guint64                  seed,
           gint64                   target,
           guint                    n_runs,
           gboolean                 threads)
{
  Runs runs = { req, hist, seed, target, MAX (n_runs, 1), 0, G_MAXINT, NULL, NULL };
  g_autoptr(GThread) helper = NULL;
  guint best = 0;

  runs.cost = g_new (gint64, runs.n_runs);
  runs.seats = g_new0 (guint *, runs.n_runs);
  for (guint i = 0; i < runs.n_runs; i++)
    runs.cost[i] = G_MAXINT64;

  /* run 0 alone first: most draws reach the bound there */
  runs_search (&runs, 0);
  runs.next = 1;
  if (runs.cost[0] > target && runs.n_runs > 1)
    {
      if (threads)
        helper = g_thread_new ("seating", runs_worker, &runs);
      runs_worker (&runs);
      if (helper != NULL)
        g_thread_join (g_steal_pointer (&helper));
    }

  for (guint i = 1; i < runs.n_runs; i++)
    if (runs.cost[i] < runs.cost[best])
      best = i;
  for (guint i = 0; i < runs.n_runs; i++)
    if (i != best)
      g_free (runs.seats[i]);

  {
    guint *seats = runs.seats[best];

    g_free (runs.cost);
    g_free (runs.seats);
    return seats;
  }
}

/* }}} */

/* Every run holds its own 3 n² bytes of meeting matrices, so large events
 * (where one run reaches the bound anyway) get one run, and so do small
 * ones, which would only wait longer. */
TavSeating *
tav_seating_solve (const TavSeatingRequest  *self,
                   guint64                   seed,
                   GError                  **error)
{
  g_return_val_if_fail (self != NULL, NULL);

  return tav_seating_solve_runs (self, seed,
                                 self->n_players >= RUNS_MIN_PLAYERS &&
                                 self->n_players <= RUNS_MAX_PLAYERS ? RUNS : 1,
                                 g_get_num_processors () > 1, error);
}

TavSeating *
tav_seating_solve_runs (const TavSeatingRequest  *self,
                        guint64                   seed,
                        guint                     n_runs,
                        gboolean                  threads,
                        GError                  **error)
{
  g_autoptr(GArray) hist = NULL;
  g_autofree guint *best = NULL;
  TavSeating *seating;
  TavRandom rng;
  TavSearch s;
  guint64 fixed;
  gint64 target, best_cost;
  guint head_repeats = 0;
  g_autofree guint *head = NULL;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!request_validate (self, error))
    return NULL;

  hist = request_history (self, &fixed);
  target = tav_seating_request_lower_bound (self) - fixed;
  best = runs_best (self, hist, seed, target, n_runs, threads);
  tav_search_init (&s, self->n_players, self->rounds, hist);
  tav_search_load (&s, best);

  tav_random_init (&rng, tav_random_derive (seed, "seating-heads", 0, 0));
  if (self->heads && s.n_rounds > 0)
    {
      Heads h = { &s, self->head_count, NULL, NULL, NULL, NULL, 0 };
      guint fresh = 0, wanted, matched;

      head = g_new (guint, s.n_tr);
      h.head = head;
      h.used = g_new0 (guint, s.n);
      h.cap = g_new0 (guint, s.n);
      h.stamp = g_new0 (guint, s.n);

      for (guint p = 0; p < s.n; p++)
        fresh += self->head_count[p] == 0;
      wanted = MIN (fresh, s.n_tr);

      heads_reset (&h);
      matched = heads_pass (&h);
      if (matched < wanted)
        {
          /* Repair, then search again with those heads held in place. */
          heads_repair (&h, &s, matched, wanted);
          for (guint tr = 0; tr < s.n_tr; tr++)
            if (head[tr] != NO_PLAYER)
              s.pinned[s.tr_round[tr] * s.n + head[tr]] = TRUE;

          best_cost = s.cost;
          memcpy (best, s.seats, sizeof (guint) * s.n_rounds * s.n);
          tav_search_tabu (&s, &rng, TABU_TENURE, TABU_BUDGET / 2, target, best,
                           &best_cost);
          tav_search_load (&s, best);

          heads_reset (&h);
          heads_pass (&h);
        }
      head_repeats = heads_finish (&h, 1);

      g_free (h.used);
      g_free (h.cap);
      g_free (h.stamp);
    }

  seating = g_new0 (TavSeating, 1);
  seating_fill (seating, &s, head, &rng);
  seating->repeats = fixed + s.cost;
  seating->head_repeats = head_repeats;

  tav_search_clear (&s);
  return seating;
}

/* }}} */

/* Random draws {{{ */

/* The average repeats of draws that seat everybody at random (the history
 * still counts): the yardstick for the solver. NAN when the request is
 * invalid. */
double
tav_seating_request_random_repeats (const TavSeatingRequest *self,
                                    guint64                  seed,
                                    guint                    samples)
{
  g_autoptr(GArray) hist = NULL;
  g_autofree guint *seats = NULL;
  guint64 fixed, total = 0;
  TavSearch s;

  g_return_val_if_fail (self != NULL, NAN);
  g_return_val_if_fail (samples > 0, NAN);

  if (!request_validate (self, NULL))
    return NAN;

  hist = request_history (self, &fixed);
  tav_search_init (&s, self->n_players, self->rounds, hist);
  seats = g_new0 (guint, (gsize) s.n_rounds * s.n + 1);

  for (guint i = 0; i < samples; i++)
    {
      TavRandom rng;

      tav_random_init (&rng, tav_random_derive (seed, "seating-random", i, 0));
      tav_search_seat_random (&s, &rng, seats);
      tav_search_load (&s, seats);
      total += fixed + s.cost;
    }

  tav_search_clear (&s);
  return (double) total / samples;
}

/* }}} */

/* Result {{{ */

void
tav_seating_free (TavSeating *self)
{
  if (self == NULL)
    return;

  g_free (self->round_first);
  g_free (self->table_first);
  g_free (self->players);
  g_free (self);
}

guint
tav_seating_get_n_rounds (const TavSeating *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->n_rounds;
}

guint
tav_seating_get_n_tables (const TavSeating *self,
                          guint             round)
{
  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (round < self->n_rounds, 0);

  return self->round_first[round + 1] - self->round_first[round];
}

guint
tav_seating_get_table_size (const TavSeating *self,
                            guint             round,
                            guint             table)
{
  guint t;

  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (table < tav_seating_get_n_tables (self, round), 0);

  t = self->round_first[round] + table;
  return self->table_first[t + 1] - self->table_first[t];
}

guint
tav_seating_get_player (const TavSeating *self,
                        guint             round,
                        guint             table,
                        guint             seat)
{
  g_return_val_if_fail (seat < tav_seating_get_table_size (self, round, table), 0);

  return self->players[self->table_first[self->round_first[round] + table] + seat];
}

guint64
tav_seating_get_repeats (const TavSeating *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->repeats;
}

guint
tav_seating_get_head_repeats (const TavSeating *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->head_repeats;
}

/* }}} */
