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

#include "tav-seating-cyclic.h"

typedef struct
{
  const TavCyclicModel *model;
  guint16              *orbit;    /* n × n: orbit of each pair */
  guint8               *usable;   /* per orbit: m pairs and not avoided */
  guint8               *used;     /* per orbit: taken by a base table */
  guint                *orb_min;  /* per player: smallest player of his orbit */
  guint                *base;
  guint                *members;  /* k per table, tables of all rounds in turn */
  guint                *member;   /* the table being built */
  guint64               budget;
  guint64               nodes;
  gboolean              aborted;
} Search;

static gboolean fill (Search *s, guint r, guint t, guint64 mask);

/* Adds players above the last member to table t of base round r, each
 * bringing pairs of orbits nobody took yet. */
static gboolean
extend (Search  *s,
        guint    r,
        guint    t,
        guint64  mask,
        guint    size)
{
  const TavCyclicModel *model = s->model;
  guint n = model->n, *member = s->member;

  if (size == model->k)
    {
      gboolean done;

      s->member += model->k;
      done = fill (s, r, t + 1, mask);
      s->member = member;
      return done;
    }

  for (guint q = member[size - 1] + 1; q + (model->k - size) <= n; q++)
    {
      guint j;

      if (mask & (G_GUINT64_CONSTANT (1) << q))
        continue;
      if (++s->nodes > s->budget)
        {
          s->aborted = TRUE;
          return FALSE;
        }
      /* A base round can be turned by any power of gen without changing
       * the schedule. When the table of player 0 is built and gen fixes
       * player 0, turn it so that his first partner is the smallest of
       * that partner's orbit: any base round has such a turn, and the
       * partners from other orbits are then all larger. */
      if (size == 1 && member[0] == 0 && model->gen[0] == 0 && s->orb_min[q] != q)
        continue;

      for (j = 0; j < size; j++)
        {
          guint o = s->orbit[q * n + member[j]];

          if (!s->usable[o] || s->used[o])
            break;
          s->used[o] = 1;
        }
      if (j == size)
        {
          member[size] = q;
          s->base[r * n + q] = t;
          if (extend (s, r, t, mask | (G_GUINT64_CONSTANT (1) << q), size + 1))
            return TRUE;
        }
      while (j-- > 0)
        s->used[s->orbit[q * n + member[j]]] = 0;
      if (s->aborted)
        return FALSE;
    }

  return FALSE;
}

/* Seats the lowest player not seated yet in base round r at table t. */
static gboolean
fill (Search  *s,
      guint    r,
      guint    t,
      guint64  mask)
{
  const TavCyclicModel *model = s->model;
  guint64 full = model->n == 64 ? G_MAXUINT64 : (G_GUINT64_CONSTANT (1) << model->n) - 1;
  guint p;

  if (mask == full)
    return r + 1 == model->n_base || fill (s, r + 1, 0, 0);

  for (p = 0; mask & (G_GUINT64_CONSTANT (1) << p); p++)
    ;
  s->member[0] = p;
  s->base[r * model->n + p] = t;

  return extend (s, r, t, mask | (G_GUINT64_CONSTANT (1) << p), 1);
}

/* Searches base rounds, depth first, for at most `budget` placed players:
 * base[r · n + p] is the table of player p in base round r. The search is
 * deterministic: the same model always gives the same base rounds. Returns
 * FALSE when there is none or the budget runs out; `nodes` (may be NULL)
 * gets the players placed. */
gboolean
tav_cyclic_search (const TavCyclicModel *model,
                   guint64               budget,
                   guint                *base,
                   guint64              *nodes)
{
  guint n = model->n, m = model->m, n_orbits = 0;
  g_autofree guint16 *orbit = NULL;
  g_autofree guint *size = NULL;
  g_autofree guint8 *usable = NULL;
  g_autofree guint8 *used = NULL;
  g_autofree guint *orb_min = NULL;
  g_autofree guint *members = NULL;
  Search s = { 0 };
  gboolean found;

  g_return_val_if_fail (n >= 2 && n <= TAV_CYCLIC_MAX_PLAYERS, FALSE);
  g_return_val_if_fail (model->k >= 2 && n % model->k == 0 && m >= 1, FALSE);

  orbit = g_new (guint16, n * n);
  size = g_new0 (guint, n * n);
  orb_min = g_new (guint, n);
  for (guint i = 0; i < n * n; i++)
    orbit[i] = G_MAXUINT16;

  for (guint p = 0; p < n; p++)
    {
      guint q = model->gen[p];

      orb_min[p] = p;
      for (guint j = 1; j < m && q != p; j++, q = model->gen[q])
        orb_min[p] = MIN (orb_min[p], q);
    }

  for (guint p = 0; p < n; p++)
    for (guint q = p + 1; q < n; q++)
      if (orbit[p * n + q] == G_MAXUINT16)
        {
          guint a = p, b = q;

          for (guint j = 0; j < m; j++)
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

  usable = g_new (guint8, n_orbits);
  used = g_new0 (guint8, n_orbits);
  for (guint o = 0; o < n_orbits; o++)
    usable[o] = size[o] == m;
  for (guint i = 0; i < model->n_avoid; i++)
    usable[orbit[model->avoid[2 * i] * n + model->avoid[2 * i + 1]]] = 0;

  s.model = model;
  s.orbit = orbit;
  s.usable = usable;
  s.used = used;
  s.orb_min = orb_min;
  s.base = base;
  s.members = s.member = members = g_new (guint, (gsize) model->n_base * n);
  s.budget = budget;

  found = model->n_base == 0 || fill (&s, 0, 0, 0);
  if (nodes)
    *nodes = s.nodes;

  return found;
}

/* Writes the m · n_base rounds developed from the base rounds: player p
 * sits in round r · m + j where gen^−j (p) sits in base round r.
 * table[round · n + p] is his table. Returns the number of rounds. */
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

  return model->m * model->n_base;
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
