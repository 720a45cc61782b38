/* tav-seating-search.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-seating"

#include <string.h>

#include "tav-seating-design.h"
#include "tav-seating-search.h"

#define TABU_STALL   300  /* iterations without a new best before a kick */
#define TABU_KICK    5    /* random swaps of a kick */
#define TABU_RESTART 10   /* every so many kicks in vain, a big one */

/* The tabu search's state between iterations. */
typedef struct
{
  TavSearch *s;
  TavRandom *rng;
  guint64   *until;       /* per (round, player): the iteration its tabu ends */
  int       *joins;       /* per table-round: partners of p met before */
  guint     *local;       /* the best seating of this stretch */
  gint64     local_cost;
  guint64    iter;
  guint64    last_best;   /* the iteration that found the stretch's best */
  guint      idle_kicks;
} Tabu;

/* The best swap of an iteration. */
typedef struct
{
  int   delta;
  guint p;
  guint q;
  guint round;
} Move;

/* State {{{ */

/* Meeting counts are only ever compared with 1 and 2, so clamping the history
 * at 2 keeps every comparison exact and the matrix small. */
void
tav_search_init (TavSearch *s,
                 guint      n,
                 GPtrArray *rounds,
                 GArray    *history)
{
  guint tr = 0;

  memset (s, 0, sizeof *s);
  s->n = n;
  s->n_rounds = rounds->len;
  for (guint r = 0; r < s->n_rounds; r++)
    s->n_tr += ((GArray *) g_ptr_array_index (rounds, r))->len;

  s->round_tr = g_new0 (guint, s->n_rounds + 1);
  s->tr_round = g_new0 (guint, s->n_tr);
  s->tr_first = g_new0 (guint, s->n_tr + 1);
  s->seat_tr = g_new0 (guint, (gsize) s->n_rounds * n + 1);
  s->seats = g_new0 (guint, (gsize) s->n_rounds * n + 1);
  s->pos = g_new0 (guint, (gsize) s->n_rounds * n + 1);
  s->hist = g_new0 (guint8, (gsize) n * n + 1);
  s->met = g_new0 (guint16, (gsize) n * n + 1);
  s->conf = g_new0 (guint, s->n_tr + 1);
  s->conf_set = g_new0 (guint, s->n_tr + 1);
  s->conf_index = g_new0 (guint, s->n_tr + 1);
  s->pinned = g_new0 (guint8, (gsize) s->n_rounds * n + 1);
  s->buf = g_new0 (guint, n + 1);

  for (guint r = 0; r < s->n_rounds; r++)
    {
      GArray *sizes = g_ptr_array_index (rounds, r);
      guint seat = r * n;

      s->round_tr[r] = tr;
      for (guint t = 0; t < sizes->len; t++, tr++)
        {
          s->tr_round[tr] = r;
          s->tr_first[tr] = seat;
          for (guint k = 0; k < g_array_index (sizes, guint, t); k++)
            s->seat_tr[seat++] = tr;
        }
    }
  s->round_tr[s->n_rounds] = tr;
  s->tr_first[s->n_tr] = s->n_rounds * n;

  for (guint i = 0; i < history->len; i++)
    {
      const TavSeatingMet *m = &g_array_index (history, TavSeatingMet, i);
      guint8 h = MIN (m->times, 2);

      s->hist[m->a * n + m->b] = s->hist[m->b * n + m->a] = h;
    }
}

void
tav_search_clear (TavSearch *s)
{
  g_free (s->round_tr);
  g_free (s->tr_round);
  g_free (s->tr_first);
  g_free (s->seat_tr);
  g_free (s->seats);
  g_free (s->pos);
  g_free (s->hist);
  g_free (s->met);
  g_free (s->conf);
  g_free (s->conf_set);
  g_free (s->conf_index);
  g_free (s->pinned);
  g_free (s->buf);
}

/* Keeps conf_set, the table-rounds with a conflict, in step with conf. */
static void
conf_add (TavSearch *s,
          guint      tr,
          int        d)
{
  guint before = s->conf[tr];

  s->conf[tr] += d;
  if (before == 0 && s->conf[tr] > 0)
    {
      s->conf_index[tr] = s->n_conf;
      s->conf_set[s->n_conf++] = tr;
    }
  else if (before > 0 && s->conf[tr] == 0)
    {
      guint last = s->conf_set[--s->n_conf];

      s->conf_set[s->conf_index[tr]] = last;
      s->conf_index[last] = s->conf_index[tr];
    }
}

/* Rebuilds every derived structure from a full seating. */
void
tav_search_load (TavSearch   *s,
                 const guint *seats)
{
  guint n = s->n;

  memcpy (s->seats, seats, sizeof (guint) * s->n_rounds * n);
  for (gsize i = 0; i < (gsize) n * n; i++)
    s->met[i] = s->hist[i];
  s->cost = 0;

  for (guint r = 0; r < s->n_rounds; r++)
    for (guint i = r * n; i < (r + 1) * n; i++)
      s->pos[r * n + s->seats[i]] = i;

  for (guint tr = 0; tr < s->n_tr; tr++)
    for (guint i = s->tr_first[tr]; i < s->tr_first[tr + 1]; i++)
      for (guint j = i + 1; j < s->tr_first[tr + 1]; j++)
        {
          guint a = s->seats[i], b = s->seats[j];

          s->cost += s->met[a * n + b] >= 1;
          s->met[a * n + b]++;
          s->met[b * n + a]++;
        }

  s->n_conf = 0;
  for (guint tr = 0; tr < s->n_tr; tr++)
    {
      s->conf[tr] = 0;
      for (guint i = s->tr_first[tr]; i < s->tr_first[tr + 1]; i++)
        for (guint j = i + 1; j < s->tr_first[tr + 1]; j++)
          s->conf[tr] += s->met[s->seats[i] * n + s->seats[j]] >= 2;
      if (s->conf[tr] > 0)
        {
          s->conf_index[tr] = s->n_conf;
          s->conf_set[s->n_conf++] = tr;
        }
    }
}

/* Conflicts of player p with the others at table-round tr. */
static guint
player_conf (const TavSearch *s,
             guint            tr,
             guint            p)
{
  const guint16 *row = s->met + (gsize) p * s->n;
  guint c = 0;

  for (guint i = s->tr_first[tr]; i < s->tr_first[tr + 1]; i++)
    c += s->seats[i] != p && row[s->seats[i]] >= 2;
  return c;
}

/* Change in planned repeats if p and q, at different tables of one round,
 * trade places: a pair gains a repeat when it meets after having met, and
 * loses one when a meeting it had twice or more goes away. */
int
tav_search_swap_delta (const TavSearch *s,
                       guint            round,
                       guint            p,
                       guint            q)
{
  guint a = tav_search_tr_of (s, round, p), b = tav_search_tr_of (s, round, q);
  const guint16 *row_p = s->met + (gsize) p * s->n;
  const guint16 *row_q = s->met + (gsize) q * s->n;
  int d = 0;

  for (guint i = s->tr_first[a]; i < s->tr_first[a + 1]; i++)
    {
      guint x = s->seats[i];

      if (x != p)
        d += (row_q[x] >= 1) - (row_p[x] >= 2);
    }
  for (guint i = s->tr_first[b]; i < s->tr_first[b + 1]; i++)
    {
      guint y = s->seats[i];

      if (y != q)
        d += (row_p[y] >= 1) - (row_q[y] >= 2);
    }

  return d;
}

/* One meeting of a and b more or less; when that crosses the "met twice"
 * line, the tables of the other rounds where they sit together gain or lose
 * a conflict. */
static void
pair_bump (TavSearch *s,
           guint      round,
           guint      a,
           guint      b,
           int        dir)
{
  guint n = s->n;
  guint16 before = s->met[a * n + b];
  guint16 after = before + dir;

  s->met[a * n + b] = s->met[b * n + a] = after;
  if ((before >= 2) == (after >= 2))
    return;

  for (guint r = 0; r < s->n_rounds; r++)
    {
      guint tr = tav_search_tr_of (s, r, a);

      if (r != round && tr == tav_search_tr_of (s, r, b))
        conf_add (s, tr, after >= 2 ? 1 : -1);
    }
}

void
tav_search_swap_apply (TavSearch *s,
                       guint      round,
                       guint      p,
                       guint      q,
                       int        delta)
{
  guint n = s->n;
  guint a = tav_search_tr_of (s, round, p), b = tav_search_tr_of (s, round, q);
  guint sp = s->pos[round * n + p], sq = s->pos[round * n + q];

  conf_add (s, a, -(int) player_conf (s, a, p));
  conf_add (s, b, -(int) player_conf (s, b, q));
  for (guint i = s->tr_first[a]; i < s->tr_first[a + 1]; i++)
    if (s->seats[i] != p)
      pair_bump (s, round, p, s->seats[i], -1);
  for (guint i = s->tr_first[b]; i < s->tr_first[b + 1]; i++)
    if (s->seats[i] != q)
      pair_bump (s, round, q, s->seats[i], -1);

  s->seats[sp] = q;
  s->seats[sq] = p;
  s->pos[round * n + p] = sq;
  s->pos[round * n + q] = sp;

  for (guint i = s->tr_first[a]; i < s->tr_first[a + 1]; i++)
    if (s->seats[i] != q)
      pair_bump (s, round, q, s->seats[i], 1);
  for (guint i = s->tr_first[b]; i < s->tr_first[b + 1]; i++)
    if (s->seats[i] != p)
      pair_bump (s, round, p, s->seats[i], 1);
  conf_add (s, a, player_conf (s, a, q));
  conf_add (s, b, player_conf (s, b, p));

  s->cost += delta;
}

/* }}} */

/* Starting points {{{ */

void
tav_search_seat_random (const TavSearch *s,
                        TavRandom       *rng,
                        guint           *seats)
{
  for (guint r = 0; r < s->n_rounds; r++)
    {
      guint *round = seats + (gsize) r * s->n;

      for (guint p = 0; p < s->n; p++)
        round[p] = p;
      tav_random_shuffle (rng, round, s->n, sizeof (guint));
    }
}

/* When every round has g tables of k seats, the rounds that
 * tav_design_rounds() builds with no pair meeting twice, with players,
 * rounds and tables drawn at random: a random subset of the design's rounds
 * when it has more than needed. Extra rounds start random. Returns FALSE
 * when the shape has no construction beyond a single round. */
gboolean
tav_search_seat_design (const TavSearch *s,
                        TavRandom       *rng,
                        guint           *seats)
{
  guint g, k, want, built;
  g_autofree guint *table = NULL;
  g_autofree guint *player = NULL;
  g_autofree guint *order = NULL;
  g_autofree guint *label = NULL;
  g_autofree guint *fill = NULL;

  if (s->n_rounds == 0)
    return FALSE;
  g = s->round_tr[1] - s->round_tr[0];
  k = s->n / g;
  if (g * k != s->n)
    return FALSE;
  for (guint r = 0; r < s->n_rounds; r++)
    if (s->round_tr[r + 1] - s->round_tr[r] != g)
      return FALSE;
  for (guint tr = 0; tr < s->n_tr; tr++)
    if (tav_search_tr_size (s, tr) != k)
      return FALSE;

  /* more rounds than asked for, so that the subset varies with the seed */
  want = MAX (s->n_rounds, MIN (s->n, 64));
  table = g_new (guint, (gsize) want * s->n);
  built = tav_design_rounds (g, k, want, table);
  if (built < 2)
    return FALSE;

  tav_search_seat_random (s, rng, seats);

  player = g_new (guint, s->n);
  for (guint p = 0; p < s->n; p++)
    player[p] = p;
  tav_random_shuffle (rng, player, s->n, sizeof (guint));
  order = g_new (guint, built);
  for (guint r = 0; r < built; r++)
    order[r] = r;
  tav_random_shuffle (rng, order, built, sizeof (guint));
  label = g_new (guint, g);
  fill = g_new (guint, g);

  for (guint r = 0; r < MIN (s->n_rounds, built); r++)
    {
      guint *round = seats + (gsize) r * s->n;
      const guint *row = table + (gsize) order[r] * s->n;

      for (guint t = 0; t < g; t++)
        label[t] = t, fill[t] = 0;
      tav_random_shuffle (rng, label, g, sizeof (guint));

      for (guint p = 0; p < s->n; p++)
        {
          guint t = label[row[p]];

          round[t * k + fill[t]++] = player[p];
        }
    }

  return TRUE;
}

/* }}} */

/* Local search {{{ */

/* e^(−1/16) in 0.32 fixed point. */
#define EXP_MINUS_1_16 G_GUINT64_CONSTANT (4034748382)

/* Simulated annealing over swaps of two players within a round. Moves always
 * start from a player in conflict (min-conflicts), the partner is anyone at
 * another table of that round. The inverse temperature grows linearly from
 * 1 to 10 in steps of 1/16. A worse move by d is taken with probability
 * e^(−d/T), computed in fixed point: floating point may round differently
 * on another machine (or with fused multiply-add) and change the draw. */
void
tav_search_anneal (TavSearch *s,
                   TavRandom *rng,
                   guint64    budget,
                   gint64     target,
                   guint     *best_seats,
                   gint64    *best_cost)
{
  guint64 accept[8] = { 0 };
  guint64 p1 = G_GUINT64_CONSTANT (1) << 32;
  guint64 stage_length = MAX (budget / 145, 1);
  guint n = s->n;

  for (guint i = 0; i < 16; i++)
    p1 = (p1 * EXP_MINUS_1_16) >> 32;

  for (guint64 it = 0; it < budget && *best_cost > target && s->n_conf > 0; it++)
    {
      guint tr, round, size, n_cand = 0, p, q, seat;
      int delta;

      if (it % stage_length == 0)
        {
          if (it > 0)
            p1 = (p1 * EXP_MINUS_1_16) >> 32;
          accept[0] = G_GUINT64_CONSTANT (1) << 32;
          for (guint d = 1; d < G_N_ELEMENTS (accept); d++)
            accept[d] = (accept[d - 1] * p1) >> 32;
        }

      tr = s->conf_set[tav_random_range (rng, s->n_conf)];
      round = s->tr_round[tr];
      size = tav_search_tr_size (s, tr);
      if (size == n)
        continue;

      for (guint i = s->tr_first[tr]; i < s->tr_first[tr + 1]; i++)
        {
          guint x = s->seats[i];

          if (!s->pinned[round * n + x] && player_conf (s, tr, x) > 0)
            s->buf[n_cand++] = x;
        }
      if (n_cand == 0)
        continue;
      p = s->buf[tav_random_range (rng, n_cand)];

      seat = round * n + tav_random_range (rng, n - size);
      if (seat >= s->tr_first[tr])
        seat += size;
      q = s->seats[seat];
      if (s->pinned[round * n + q])
        continue;

      delta = tav_search_swap_delta (s, round, p, q);
      if (delta > 0 && (delta >= (int) G_N_ELEMENTS (accept) ||
                        (tav_random_next (rng) >> 32) >= accept[delta]))
        continue;

      tav_search_swap_apply (s, round, p, q, delta);
      if (s->cost < *best_cost)
        {
          *best_cost = s->cost;
          memcpy (best_seats, s->seats, sizeof (guint) * s->n_rounds * n);
        }
    }
}

/* Weighs the swaps of every conflicting player who may move with anyone at
 * another table of that round, and keeps the best in *move (ties broken at
 * random). A tabu swap counts only when it beats best_cost. Returns the
 * swaps weighed: none when nobody can move. */
static guint64
weigh_swaps (Tabu   *t,
             gint64  best_cost,
             Move   *move)
{
  TavSearch *s = t->s;
  guint n = s->n;
  const guint64 *until = t->until;
  guint64 iter = t->iter, evals = 0;
  int *joins = t->joins;
  int best_delta = G_MAXINT;
  guint best_p = NO_PLAYER, best_q = NO_PLAYER, best_r = 0, ties = 0;

  for (guint c = 0; c < s->n_conf; c++)
    {
      guint tr = s->conf_set[c];
      guint round = s->tr_round[tr];
      guint first = s->tr_first[tr], last = s->tr_first[tr + 1];

      for (guint i = first; i < last; i++)
        {
          guint p = s->seats[i];
          const guint16 *row_p = s->met + (gsize) p * n;
          int leaves = player_conf (s, tr, p);

          if (s->pinned[round * n + p] || leaves == 0)
            continue;

          /* tav_search_swap_delta() split in the part that depends only
           * on p and the other table, computed once per table here... */
          for (guint u = s->round_tr[round]; u < s->round_tr[round + 1]; u++)
            joins[u] = 0;
          for (guint j = round * n; j < (round + 1) * n; j++)
            joins[s->seat_tr[j]] += row_p[s->seats[j]] >= 1;

          for (guint j = round * n; j < (round + 1) * n; j++)
            {
              guint q = s->seats[j], other = s->seat_tr[j];
              const guint16 *row_q = s->met + (gsize) q * n;
              int d;

              if (other == tr || s->pinned[round * n + q])
                continue;

              /* ...and the part that depends on q */
              d = joins[other] - leaves - 2 * (row_p[q] >= 1);
              for (guint x = first; x < last; x++)
                d += row_q[s->seats[x]] >= 1;
              for (guint y = s->tr_first[other]; y < s->tr_first[other + 1]; y++)
                d -= row_q[s->seats[y]] >= 2;

              evals++;
              if ((until[round * n + p] > iter || until[round * n + q] > iter) &&
                  s->cost + d >= best_cost)
                continue;
              if (d < best_delta)
                {
                  best_delta = d;
                  ties = 0;
                }
              if (d == best_delta && tav_random_range (t->rng, ++ties) == 0)
                {
                  best_p = p;
                  best_q = q;
                  best_r = round;
                }
            }
        }
    }
  move->delta = best_delta;
  move->p = best_p;
  move->q = best_q;
  move->round = best_r;
  return evals;
}

/* Stuck: a few random swaps from the best seating of this stretch; when
 * that keeps failing, a lot of them, and the search goes on from there as
 * if from a new start. */
static void
kick (Tabu *t)
{
  TavSearch *s = t->s;
  guint n = s->n;
  guint n_swaps = TABU_KICK;

  if (++t->idle_kicks % TABU_RESTART == 0)
    n_swaps = s->n_rounds * n / 2;
  else
    tav_search_load (s, t->local);

  for (guint k = 0; k < n_swaps; k++)
    {
      guint r = tav_random_range (t->rng, s->n_rounds);
      guint p = tav_random_range (t->rng, n), q = tav_random_range (t->rng, n);

      if (tav_search_tr_of (s, r, p) != tav_search_tr_of (s, r, q) &&
          !s->pinned[r * n + p] && !s->pinned[r * n + q])
        tav_search_swap_apply (s, r, p, q, tav_search_swap_delta (s, r, p, q));
    }
  if (n_swaps > TABU_KICK)
    {
      t->local_cost = s->cost;
      memcpy (t->local, s->seats, sizeof (guint) * s->n_rounds * n);
    }
  t->last_best = t->iter;
}

/* After a move: a new best of the stretch is kept (and of the whole search,
 * in best_seats); a stretch that finds none for long ends in a kick. */
static void
keep_or_kick (Tabu   *t,
              guint  *best_seats,
              gint64 *best_cost)
{
  TavSearch *s = t->s;

  if (s->cost < t->local_cost)
    {
      t->local_cost = s->cost;
      t->last_best = t->iter;
      t->idle_kicks = 0;
      memcpy (t->local, s->seats, sizeof (guint) * s->n_rounds * s->n);
      if (s->cost < *best_cost)
        {
          *best_cost = s->cost;
          memcpy (best_seats, s->seats, sizeof (guint) * s->n_rounds * s->n);
        }
    }
  else if (t->iter - t->last_best > TABU_STALL)
    kick (t);
}

/* Tabu search: every iteration takes the best swap of a conflicting player
 * with anyone at another table of that round; a moved (round, player) may not
 * move again for a few iterations unless that beats the best. Budget counts
 * evaluated swaps. */
void
tav_search_tabu (TavSearch *s,
                 TavRandom *rng,
                 guint      tenure,
                 guint64    budget,
                 gint64     target,
                 guint     *best_seats,
                 gint64    *best_cost)
{
  guint n = s->n;
  g_autofree guint64 *until = g_new0 (guint64, (gsize) s->n_rounds * n + 1);
  g_autofree int *joins = g_new0 (int, s->n_tr + 1);
  g_autofree guint *local = g_memdup2 (s->seats, sizeof (guint) * s->n_rounds * n + 1);
  Tabu t = { s, rng, until, joins, local, s->cost, 0, 0, 0 };
  guint64 evals = 0;

  while (evals < budget && *best_cost > target && s->n_conf > 0)
    {
      Move move;
      guint64 weighed;

      t.iter++;
      weighed = weigh_swaps (&t, *best_cost, &move);
      evals += weighed;
      if (weighed == 0)
        break;      /* nobody can move: one table, or all pinned */
      if (move.p == NO_PLAYER)
        continue;   /* everything tabu: let it expire */

      tav_search_swap_apply (s, move.round, move.p, move.q, move.delta);
      until[move.round * n + move.p] = t.iter + tenure + tav_random_range (rng, tenure);
      until[move.round * n + move.q] = t.iter + tenure + tav_random_range (rng, tenure);
      keep_or_kick (&t, best_seats, best_cost);
    }
}

/* }}} */
