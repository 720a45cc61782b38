/* tav-seating-cyclic.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Schedules with a prescribed automorphism (the Kramer–Mesner idea): the
 * players are permuted by a generator `gen` of order m, and every round is
 * the image gen^j (R) of one of a few base rounds R. The pairs of players
 * fall into orbits under gen; when every orbit has m pairs, the m rounds
 * developed from R meet each pair of an orbit once for every base-table pair
 * in that orbit. So no pair meets twice exactly when the pairs of all base
 * tables lie in distinct orbits, and the search is over base rounds only: a
 * few tables instead of a whole schedule.
 */
#define G_LOG_DOMAIN "tav-seating"

#include <string.h>

#include "tav-exact-cover.h"
#include "tav-random.h"
#include "tav-seating-cyclic.h"

typedef struct
{
  const TavCyclicModel *model;
  const guint16        *orbit;    /* n × n: orbit of each pair */
  const guint          *item;     /* per orbit: its item, or G_MAXUINT when unusable */
  const guint          *orb_min;  /* per player: smallest player of his orbit */
  GArray               *options;  /* guint: per option its round, then its k players */
  guint                 round;    /* the base round, or n_base for a fixed round */
  guint64               budget;
  guint64               work;     /* players tried so far */
  guint                 member[TAV_CYCLIC_MAX_PLAYERS];
  guint8                used[TAV_CYCLIC_MAX_PLAYERS * TAV_CYCLIC_MAX_PLAYERS / 2];
} Search;

/* The exact cover as one run lays it: the options in `order`, the items
 * renamed by `relabel`, the first n_primary of them primary. */
typedef struct
{
  const Search *search;
  guint         n_options;
  guint         n_primary;
  guint         n_items;
  guint        *order;
  guint        *relabel;
} Cover;

/* Adds the tables that start with the `size` members chosen, extended by
 * players above the last one, each bringing pairs of orbits that are
 * usable and not taken by the table yet. */
static void
enumerate (Search *s,
           guint   size)
{
  const TavCyclicModel *model = s->model;
  guint n = model->n, k = model->k;

  if (size == k)
    {
      g_array_append_val (s->options, s->round);
      g_array_append_vals (s->options, s->member, k);
      return;
    }

  for (guint q = s->member[size - 1] + 1; q + (k - size) <= n && s->work < s->budget; q++)
    {
      guint j;

      s->work++;

      /* A base round can be turned by any power of gen without changing
       * the schedule. When gen fixes player 0, turn his table so that his
       * first partner is the smallest of that partner's orbit: any base
       * round has such a turn, and partners from other orbits are then
       * all larger. A fixed round holds one player of each orbit at every
       * table. */
      if (s->round < model->n_base)
        {
          if (size == 1 && s->member[0] == 0 && model->gen[0] == 0 && s->orb_min[q] != q)
            continue;
        }
      else
        {
          for (j = 0; j < size && s->orb_min[s->member[j]] != s->orb_min[q]; j++)
            ;
          if (j < size)
            continue;
        }

      for (j = 0; j < size; j++)
        {
          guint o = s->orbit[q * n + s->member[j]];

          if (s->item[o] == G_MAXUINT || s->used[o])
            break;
          s->used[o] = 1;
        }
      if (j == size)
        {
          s->member[size] = q;
          enumerate (s, size + 1);
        }
      while (j-- > 0)
        s->used[s->orbit[q * n + s->member[j]]] = 0;
    }
}

/* The Luby sequence 1, 1, 2, 1, 1, 2, 4, 1, …: the budgets of restarts
 * that waste at most a logarithmic factor on any distribution of run
 * lengths (Luby, Sinclair and Zuckerman, 1993). */
static guint64
luby (guint64 i)
{
  for (;;)
    {
      guint k = 1;

      while ((G_GUINT64_CONSTANT (1) << k) - 1 < i)
        k++;
      if ((G_GUINT64_CONSTANT (1) << k) - 1 == i)
        return G_GUINT64_CONSTANT (1) << (k - 1);
      i -= (G_GUINT64_CONSTANT (1) << (k - 1)) - 1;
    }
}

/* A fixed round: the m tables gen^j (T), j < m, of the k players
 * `members` of T, one from each orbit of players; round[p] is the table
 * of player p. */
void
tav_cyclic_turn (const TavCyclicModel *model,
                 const guint          *members,
                 guint                *round)
{
  for (guint j = 0; j < model->k; j++)
    for (guint t = 0, p = members[j]; t < model->m; t++, p = model->gen[p])
      round[p] = t;
}

/* Writes the tables of the options chosen: base round r (tables numbered
 * by their smallest player) to base[r · n …], and each fixed round, its
 * table through player 0 turned m times, after them. */
static void
decode (const TavCyclicModel *model,
        const TavExactCover  *ec,
        const guint          *order,
        const GArray         *options,
        guint                *base)
{
  guint n = model->n, k = model->k, stride = k + 1, n_chosen, fixed = 0;
  const guint *chosen = tav_exact_cover_get_solution (ec, &n_chosen);
  g_autofree guint *sorted = g_new (guint, n_chosen);
  g_autofree guint *next_table = g_new0 (guint, model->n_base);

  for (guint i = 0; i < n_chosen; i++)
    sorted[i] = order[chosen[i]];

  /* options were added in increasing order of their players */
  for (guint i = 1; i < n_chosen; i++)
    for (guint j = i; j > 0 && sorted[j - 1] > sorted[j]; j--)
      {
        guint t = sorted[j - 1];

        sorted[j - 1] = sorted[j];
        sorted[j] = t;
      }

  for (guint i = 0; i < n_chosen; i++)
    {
      const guint *option = &g_array_index (options, guint, (gsize) sorted[i] * stride);

      if (option[0] < model->n_base)
        {
          guint r = option[0], t = next_table[r]++;

          for (guint j = 0; j < k; j++)
            base[r * n + option[1 + j]] = t;
        }
      else
        tav_cyclic_turn (model, option + 1, base + (gsize) (model->n_base + fixed++) * n);
    }
}

/* The orbits of the players under gen: orb_min[p] is the smallest player
 * of p's orbit, orb_size[p] its size. */
static void
player_orbits (const TavCyclicModel *model,
               guint                *orb_min,
               guint                *orb_size)
{
  for (guint p = 0; p < model->n; p++)
    {
      guint q = model->gen[p];

      orb_min[p] = p;
      orb_size[p] = 1;
      for (guint j = 1; j < model->m && q != p; j++, q = model->gen[q])
        orb_min[p] = MIN (orb_min[p], q), orb_size[p]++;
    }
}

/* Numbers the orbits of the pairs under gen: orbit[p · n + q] is that of
 * the pair {p, q}, size[o] the number of pairs in orbit o. Returns the
 * number of orbits. */
static guint
pair_orbits (const TavCyclicModel *model,
             guint16              *orbit,
             guint                *size)
{
  guint n = model->n, n_orbits = 0;

  for (guint i = 0; i < n * n; i++)
    orbit[i] = G_MAXUINT16;

  for (guint p = 0; p < n; p++)
    for (guint q = p + 1; q < n; q++)
      if (orbit[p * n + q] == G_MAXUINT16)
        {
          guint a = p, b = q;

          for (guint j = 0; j < model->m; j++)
            {
              if (orbit[a * n + b] == G_MAXUINT16)
                {
                  orbit[a * n + b] = orbit[b * n + a] = n_orbits;
                  size[n_orbits]++;
                }
              a = model->gen[a];
              b = model->gen[b];
            }
          n_orbits++;
        }
  return n_orbits;
}

/* Gives each usable orbit (m pairs, none of them to avoid) its item, after
 * the players of the base rounds; the others get G_MAXUINT. Returns the
 * number of usable orbits. */
static guint
number_items (const TavCyclicModel *model,
              const guint16        *orbit,
              const guint          *size,
              guint                 n_orbits,
              guint                *item)
{
  guint n = model->n, n_usable = 0;

  for (guint o = 0; o < n_orbits; o++)
    item[o] = size[o] == model->m ? 0 : G_MAXUINT;
  for (guint i = 0; i < model->n_avoid; i++)
    item[orbit[model->avoid[2 * i] * n + model->avoid[2 * i + 1]]] = G_MAXUINT;
  for (guint o = 0; o < n_orbits; o++)
    if (item[o] != G_MAXUINT)
      item[o] = model->n_base * n + n_usable++;
  return n_usable;
}

/* Lists the options: the tables of every base round, then those through
 * player 0 of a fixed round. */
static void
list_options (Search *s)
{
  const TavCyclicModel *model = s->model;

  for (s->round = 0; s->round < model->n_base; s->round++)
    for (guint p = 0; p + model->k <= model->n; p++)
      {
        s->member[0] = p;
        enumerate (s, 1);
      }
  if (model->n_fixed > 0)
    {
      s->member[0] = 0;
      enumerate (s, 1);
    }
}

/* Adds the options to ec in this run's order until run_budget nodes are
 * laid. Returns the nodes laid. */
static guint64
lay_options (const Cover   *c,
             TavExactCover *ec,
             guint64        run_budget)
{
  const Search *s = c->search;
  const TavCyclicModel *model = s->model;
  guint n = model->n, k = model->k;
  guint64 laid = 0;

  for (guint i = 0; i < c->n_options && laid < run_budget; i++)
    {
      const guint *option = &g_array_index (s->options, guint, (gsize) c->order[i] * (k + 1));
      const guint *member = option + 1;
      guint its[TAV_CYCLIC_MAX_PLAYERS + TAV_CYCLIC_MAX_PLAYERS * TAV_CYCLIC_MAX_PLAYERS / 2];
      guint n_its = 0;

      if (option[0] < model->n_base)
        for (guint j = 0; j < k; j++)
          its[n_its++] = c->relabel[option[0] * n + member[j]];
      for (guint a = 0; a < k; a++)
        for (guint b = a + 1; b < k; b++)
          its[n_its++] = c->relabel[s->item[s->orbit[member[a] * n + member[b]]]];
      tav_exact_cover_add_option (ec, its, n_its);
      laid += n_its + 1;
    }
  return laid;
}

/* Run `run` of the search, on what `spent` (updated) left of the budget:
 * in the order listed first, shuffled from the second run on. Returns TRUE
 * when it found rounds, written to base; sets *last when no run may
 * follow. */
static gboolean
cover_run (Cover    *c,
           guint     run,
           guint64   budget,
           guint64   restart,
           guint64  *spent,
           gboolean *last,
           guint    *base)
{
  g_autoptr(TavExactCover) ec = tav_exact_cover_new (c->n_primary, c->n_items - c->n_primary);
  guint64 run_budget = budget - *spent, run_nodes = 0, laid;
  gboolean found = FALSE;
  TavRandom rng;

  for (guint i = 0; i < c->n_options; i++)
    c->order[i] = i;
  for (guint i = 0; i < c->n_items; i++)
    c->relabel[i] = i;
  if (restart > 0)
    run_budget = MIN (run_budget, restart * luby (run + 1));
  if (run > 0)
    {
      tav_random_init (&rng, run);
      tav_random_shuffle (&rng, c->order, c->n_options, sizeof (guint));
      tav_random_shuffle (&rng, c->relabel, c->n_primary, sizeof (guint));
    }
  laid = lay_options (c, ec, run_budget);
  /* the nodes laid count against this run's budget, and the search
   * gets what is left of it */
  if (laid < run_budget)
    found = tav_exact_cover_solve (ec, run_budget - laid, &run_nodes);
  *spent += MIN (laid, run_budget) + run_nodes;
  if (found)
    decode (c->search->model, ec, c->order, c->search->options, base);
  /* a run that ends within its budget has searched everything */
  *last = restart == 0 || (laid < run_budget && run_nodes < run_budget - laid);
  return found;
}

/* Searches the base rounds (and fixed rounds) as an exact cover: the
 * items are the players of every base round, each seated once, and the
 * usable pair orbits, each taken once (at most once when the rounds have
 * fewer pairs than there are such orbits); the options are the tables
 * whose pairs lie in distinct usable orbits, for every base round, and
 * the tables through player 0 that hold one player of each orbit, for the
 * fixed rounds. Algorithm X with dancing links, branching on the item with
 * the fewest options left (tav-exact-cover.c).
 *
 * `budget` bounds the work, counted in players tried while listing the
 * tables, nodes laid in the exact cover (which bounds its memory to about
 * 12 bytes each) and tables tried by its search. With `restart` 0 the
 * options are tried in the order listed, once; otherwise the search
 * restarts with the options (and the items) shuffled, run i with a seed i
 * and `restart` times the i-th term of the Luby sequence as its budget,
 * the first run in the order listed: a search that is stuck in one bad
 * early choice gets out of it. Either way the search is deterministic:
 * the same model and arguments always give the same rounds.
 *
 * base[r · n + p] is the table of player p in base round r, then in fixed
 * round r − n_base. Returns FALSE when there is none or the budget runs
 * out; `nodes` (may be NULL) gets the work done. */
gboolean
tav_cyclic_search (const TavCyclicModel *model,
                   guint64               budget,
                   guint64               restart,
                   guint                *base,
                   guint64              *nodes)
{
  guint n = model->n, m = model->m, k, n_orbits, n_usable, pairs, need;
  g_autofree guint16 *orbit = NULL;
  g_autofree guint *size = NULL;
  g_autofree guint *item = NULL;
  g_autofree guint *orb_min = NULL;
  g_autofree guint *orb_size = NULL;
  g_autoptr(GArray) options = NULL;
  g_autofree Search *s = NULL;
  g_autofree guint *order = NULL;
  g_autofree guint *relabel = NULL;
  Cover c;
  guint64 spent;
  gboolean exact, found = FALSE, last = FALSE;

  if (nodes)
    *nodes = 0;
  g_return_val_if_fail (n >= 2 && n <= TAV_CYCLIC_MAX_PLAYERS, FALSE);
  g_return_val_if_fail (model->k >= 2 && n % model->k == 0 && m >= 1, FALSE);
  k = model->k;

  orbit = g_new (guint16, n * n);
  size = g_new0 (guint, n * n);
  orb_min = g_new (guint, n);
  orb_size = g_new (guint, n);
  player_orbits (model, orb_min, orb_size);
  n_orbits = pair_orbits (model, orbit, size);
  item = g_new (guint, n_orbits);
  n_usable = number_items (model, orbit, size, n_orbits, item);

  /* Every usable orbit is an item taken exactly once when the rounds have
   * as many pairs as there are usable orbits (the designs), at most once
   * when fewer. A fixed round needs n = m · k with every player turned. */
  pairs = k * (k - 1) / 2;
  need = (model->n_base * (n / k) + model->n_fixed) * pairs;
  exact = need == n_usable;
  if (need > n_usable || (model->n_fixed > 0 && (!exact || n != m * k || orb_size[0] != m)))
    return FALSE;
  if (model->n_base + model->n_fixed == 0)
    return TRUE;

  options = g_array_new (FALSE, FALSE, sizeof (guint));
  s = g_new0 (Search, 1);
  s->budget = budget;
  s->model = model;
  s->orbit = orbit;
  s->item = item;
  s->orb_min = orb_min;
  s->options = options;
  list_options (s);

  spent = s->work;
  c.search = s;
  c.n_options = options->len / (k + 1);
  c.n_primary = model->n_base * n + (exact ? n_usable : 0);
  c.n_items = model->n_base * n + n_usable;
  c.order = order = g_new (guint, c.n_options);
  c.relabel = relabel = g_new (guint, c.n_items);
  for (guint run = 0; !found && !last && spent < budget; run++)
    found = cover_run (&c, run, budget, restart, &spent, &last, base);
  if (nodes)
    *nodes = spent;

  return found;
}

/* Writes the m · n_base rounds developed from the base rounds, then the
 * n_fixed fixed rounds as they are: player p sits in round r · m + j where
 * gen^−j (p) sits in base round r. table[round · n + p] is his table.
 * Returns the number of rounds. */
guint
tav_cyclic_develop (const TavCyclicModel *model,
                    const guint          *base,
                    guint                *table)
{
  guint n = model->n;
  g_autofree guint *inv = g_new (guint, n);
  g_autofree guint *back = g_new (guint, n);

  for (guint p = 0; p < n; p++)
    inv[model->gen[p]] = p;

  for (guint r = 0; r < model->n_base; r++)
    {
      for (guint p = 0; p < n; p++)
        back[p] = p;
      for (guint j = 0; j < model->m; j++)
        {
          guint *row = table + (gsize) (r * model->m + j) * n;

          for (guint p = 0; p < n; p++)
            {
              row[p] = base[r * n + back[p]];
              back[p] = inv[back[p]];
            }
        }
    }
  memcpy (table + (gsize) model->m * model->n_base * n, base + (gsize) model->n_base * n,
          sizeof (guint) * model->n_fixed * n);

  return model->m * model->n_base + model->n_fixed;
}

/* Σ over pairs of max(0, meetings − 1) in n_rounds rounds of n players,
 * counted pair by pair: the check that a construction is what it claims. */
guint64
tav_cyclic_repeats (guint        n,
                    guint        n_rounds,
                    const guint *table)
{
  g_autofree guint *met = g_new0 (guint, (gsize) n * n);
  guint64 repeats = 0;

  for (guint r = 0; r < n_rounds; r++)
    for (guint p = 0; p < n; p++)
      for (guint q = p + 1; q < n; q++)
        if (table[(gsize) r * n + p] == table[(gsize) r * n + q] && met[p * n + q]++ > 0)
          repeats++;

  return repeats;
}
