/* tav-swiss.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-swiss"

#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "tav-matching.h"
#include "tav-random.h"
#include "tav-swiss.h"

/* How it works (docs/pairing.md has the proofs):
 *
 * 1. Players are sorted into score groups, shuffled inside each group.
 * 2. A sparse candidate graph: random Hamiltonian cycles through each group,
 *    random links between groups up to two ranks apart and from each odd
 *    group to the next few, every pair in small groups — rematches left
 *    out.
 * 3. The fewest rematches and the bye come from cardinality matching: the
 *    bye goes to the first player in bye order that some maximum rematch-free
 *    matching leaves single (Gallai–Edmonds), checked on the candidates
 *    first and on the full graph only when the candidates fall short.
 * 4. A maximum weight perfect matching on the candidates, warm-started from
 *    the perfect matchings inside the groups, with weights that encode
 *    rematches ≫ mixed pairs ≫ squared score gaps.
 * 5. Its dual solution is checked against every pair of the field, not just
 *    the candidates. When it holds, the pairing is optimal over all pairings
 *    (LP duality); when not, the violated pairs join the candidates and 4
 *    runs again. */

G_DEFINE_QUARK (tav-swiss-error-quark, tav_swiss_error)

#define NONE TAV_MATCH_NONE
#define MAX_LEVEL 12
#define DENSE_FALLBACK_MAX 2048
#define REFINE_BUDGET 20000000
#define NEAR_GROUPS 2
#define NEAR_PLAYERS 8
#define VIOLATIONS_PER_SCAN 2
#define NEAR_ODD_GROUPS 3
#define MANY_GROUPS 64

static const TavSwissTuning default_tuning = { 128, 3, 2, 16, 6 };

struct _TavSwissRequest
{
  guint           n;
  double         *score;
  guint          *byes;
  guint8         *inactive;
  GArray         *played;   /* Edge, a < b */
  gboolean        first_round;
  TavSwissObjective objective;
  TavSwissTuning  tuning;
};

struct _TavSwissPairing
{
  GArray            *pairs;
  int                bye;
  TavSwissByeReason  bye_reason;
  double             bye_score;
  guint              bye_byes;
  guint              rematches;
  guint              mixed;
  guint              parity_bound;
  double             gap_cost;
  gboolean           certified;
  gboolean           first_round;
  guint              attempts;
  guint              candidate_edges;
};

typedef struct
{
  guint u;
  guint v;
} Edge;

/* ------------------------------------------------------------------------ */

TavSwissRequest *
tav_swiss_request_new (guint n_players)
{
  TavSwissRequest *self = g_new0 (TavSwissRequest, 1);

  self->n = n_players;
  self->score = g_new0 (double, MAX (1, n_players));
  self->byes = g_new0 (guint, MAX (1, n_players));
  self->inactive = g_new0 (guint8, MAX (1, n_players));
  self->played = g_array_new (FALSE, FALSE, sizeof (Edge));
  self->tuning = default_tuning;
  return self;
}

void
tav_swiss_request_free (TavSwissRequest *self)
{
  if (self == NULL)
    return;
  g_free (self->score);
  g_free (self->byes);
  g_free (self->inactive);
  g_array_unref (self->played);
  g_free (self);
}

void
tav_swiss_request_set_score (TavSwissRequest *self,
                             guint            player,
                             double           score)
{
  g_return_if_fail (self != NULL && player < self->n);
  self->score[player] = score;
}

void
tav_swiss_request_set_byes (TavSwissRequest *self,
                            guint            player,
                            guint            byes)
{
  g_return_if_fail (self != NULL && player < self->n);
  self->byes[player] = byes;
}

void
tav_swiss_request_set_active (TavSwissRequest *self,
                              guint            player,
                              gboolean         active)
{
  g_return_if_fail (self != NULL && player < self->n);
  self->inactive[player] = !active;
}

void
tav_swiss_request_add_played (TavSwissRequest *self,
                              guint            a,
                              guint            b)
{
  Edge e;

  g_return_if_fail (self != NULL && a < self->n && b < self->n && a != b);
  e.u = MIN (a, b);
  e.v = MAX (a, b);
  g_array_append_val (self->played, e);
}

void
tav_swiss_request_set_first_round (TavSwissRequest *self,
                                   gboolean         first_round)
{
  g_return_if_fail (self != NULL);
  self->first_round = !!first_round;
}

void
tav_swiss_request_set_objective (TavSwissRequest   *self,
                                 TavSwissObjective  objective)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (objective == TAV_SWISS_FEWEST_PAIR_DOWNS || objective == TAV_SWISS_SMALLEST_GAPS);
  self->objective = objective;
}

void
tav_swiss_request_set_tuning (TavSwissRequest      *self,
                              const TavSwissTuning *tuning)
{
  g_return_if_fail (self != NULL);
  self->tuning = default_tuning;
  if (tuning == NULL)
    return;
  if (tuning->dense_below)
    self->tuning.dense_below = tuning->dense_below;
  if (tuning->group_cycles)
    self->tuning.group_cycles = tuning->group_cycles;
  if (tuning->cross_links)
    self->tuning.cross_links = tuning->cross_links;
  if (tuning->complete_below)
    self->tuning.complete_below = tuning->complete_below;
  if (tuning->max_attempts)
    self->tuning.max_attempts = tuning->max_attempts;
}

guint
tav_swiss_request_get_n_players (const TavSwissRequest *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->n;
}

/* ------------------------------------------------------------------------ */
/* The solver's view: vertices 0..n-1 are the active players sorted by score
 * (group 0 = highest), shuffled inside each group; vertex n is the bye when
 * the field is odd. */

typedef struct
{
  const TavSwissRequest *req;
  TavSwissTuning  tuning;
  guint64         seed;
  TavRandom       rng;
  gboolean        first_round;

  guint           n;
  guint           N;
  guint           dummy;
  guint          *player;
  double         *score;
  guint          *group;
  guint           n_groups;
  guint          *gstart;
  gint64         *gunit;
  gint64          mixed_cost;
  gint64          gap_weight;
  gint64          rematch_cost;

  guint          *hoff;
  guint          *hadj;

  guint          *bye_class;
  guint          *bye_order;
  guint           rho;
  guint           bye_key;
  guint8         *bye_ok;
  gboolean        bye_skipped;

  guint          *m_in;
  guint          *m1;          /* step 3's perfect matching, bye included */
  GArray         *extra;
  guint          *level_in;
  GHashTable     *level_cross;
  GHashTable     *bumped;
  gboolean        dense;
} Swiss;

static void
swiss_clear (Swiss *s)
{
  g_free (s->player);
  g_free (s->score);
  g_free (s->group);
  g_free (s->gstart);
  g_free (s->gunit);
  g_free (s->hoff);
  g_free (s->hadj);
  g_free (s->bye_class);
  g_free (s->bye_order);
  g_free (s->bye_ok);
  g_free (s->m_in);
  g_free (s->m1);
  g_free (s->level_in);
  if (s->extra)
    g_array_unref (s->extra);
  if (s->level_cross)
    g_hash_table_unref (s->level_cross);
  if (s->bumped)
    g_hash_table_unref (s->bumped);
}

static gboolean
played (const Swiss *s,
        guint        u,
        guint        v)
{
  guint lo, hi;

  if (s->hoff[u + 1] - s->hoff[u] > s->hoff[v + 1] - s->hoff[v])
    {
      guint t = u;

      u = v;
      v = t;
    }
  lo = s->hoff[u];
  hi = s->hoff[u + 1];
  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;

      if (s->hadj[mid] < v)
        lo = mid + 1;
      else if (s->hadj[mid] > v)
        hi = mid;
      else
        return TRUE;
    }
  return FALSE;
}

static inline gint64
gap_cost (const Swiss *s,
          guint        g,
          guint        h)
{
  gint64 d = s->gunit[g] - s->gunit[h];

  return d * d;
}

/* The weight of pairing u and v is minus this. */
/* Zero inside a group, and growing as h moves away from g: the certificate
 * relies on both. */
static inline gint64
pair_cost_groups (const Swiss *s,
                  guint        g,
                  guint        h)
{
  return g == h ? 0 : s->mixed_cost + s->gap_weight * gap_cost (s, g, h);
}

static inline gint64
pair_cost (const Swiss *s,
           guint        u,
           guint        v)
{
  gint64 c;

  if (u == s->dummy || v == s->dummy)
    return 0;
  c = pair_cost_groups (s, s->group[u], s->group[v]);
  if (played (s, u, v))
    c += s->rematch_cost;
  return c;
}

typedef struct
{
  double score;
  guint  player;
  guint  tie;
} Sortable;

static int
by_score_desc (const void *a,
               const void *b)
{
  const Sortable *x = a, *y = b;

  if (x->score != y->score)
    return x->score > y->score ? -1 : 1;
  return x->player < y->player ? -1 : x->player > y->player;
}

typedef struct
{
  guint byes;
  guint group;
  guint tie;
  guint v;
} ByeKey;

static int
by_bye_key (const void *a,
            const void *b)
{
  const ByeKey *x = a, *y = b;

  if (x->byes != y->byes)
    return x->byes < y->byes ? -1 : 1;
  /* Lowest score first: the highest group index. */
  if (x->group != y->group)
    return x->group > y->group ? -1 : 1;
  if (x->tie != y->tie)
    return x->tie < y->tie ? -1 : 1;
  return x->v < y->v ? -1 : x->v > y->v;
}

static int
cmp_guint (const void *a,
           const void *b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return x < y ? -1 : x > y;
}

static int
cmp_guint64 (const void *a,
             const void *b)
{
  guint64 x = *(const guint64 *) a, y = *(const guint64 *) b;

  return x < y ? -1 : x > y;
}

static void
setup_groups (Swiss *s)
{
  const TavSwissRequest *req = s->req;
  g_autofree Sortable *all = g_new (Sortable, MAX (1, s->n));
  guint k = 0;

  for (guint p = 0; p < req->n; p++)
    if (!req->inactive[p])
      {
        all[k].score = s->first_round ? 0 : req->score[p];
        all[k].player = p;
        k++;
      }
  qsort (all, s->n, sizeof (Sortable), by_score_desc);

  s->player = g_new (guint, MAX (1, s->n));
  s->score = g_new (double, MAX (1, s->n));
  s->group = g_new (guint, MAX (1, s->n));
  s->gstart = g_new (guint, s->n + 2);
  s->n_groups = 0;
  for (guint i = 0; i < s->n; i++)
    {
      /* Scores within 1e-9 are one group: sums of halves stay exact, but a
       * rounding slip must not split a group. */
      if (i == 0 || fabs (all[i].score - all[s->gstart[s->n_groups - 1]].score) > 1e-9)
        s->gstart[s->n_groups++] = i;
      s->group[i] = s->n_groups - 1;
    }
  s->gstart[s->n_groups] = s->n;

  for (guint g = 0; g < s->n_groups; g++)
    tav_random_shuffle (&s->rng, all + s->gstart[g], s->gstart[g + 1] - s->gstart[g],
                        sizeof (Sortable));
  for (guint i = 0; i < s->n; i++)
    {
      s->player[i] = all[i].player;
      s->score[i] = req->score[all[i].player];
    }
}

/* Gap units: the score in its natural grid (whole points, halves, ...), or
 * the group rank when the scores have none. */
static void
setup_units (Swiss   *s,
             gboolean ranks)
{
  g_free (s->gunit);
  s->gunit = g_new0 (gint64, MAX (1, s->n_groups));
  if (s->first_round || s->n_groups == 0)
    return;

  if (!ranks)
    for (guint q = 1; q <= 64; q *= 2)
      {
        gboolean ok = TRUE;

        for (guint g = 0; g < s->n_groups && ok; g++)
          {
            double x = s->score[s->gstart[g]] * q;

            ok = fabs (x) < 1e9 && fabs (x - round (x)) < 1e-6;
          }
        if (ok && llround ((s->score[0] - s->score[s->n - 1]) * q) <= 1 << 16)
          {
            for (guint g = 0; g < s->n_groups; g++)
              s->gunit[g] = llround (s->score[s->gstart[g]] * q);
            return;
          }
      }

  for (guint g = 0; g < s->n_groups; g++)
    s->gunit[g] = s->n_groups - 1 - g;
}

/* Weights for rematches ≫ mixed pairs ≫ gaps (or ≫ gaps ≫ mixed pairs):
 * each level outweighs every possible sum of the levels below it over a
 * whole pairing. */
static void
setup_levels (Swiss *s)
{
  const gint64 budget = G_GINT64_CONSTANT (1) << 46;
  gint64 pairs = s->N / 2 + 1;

  for (int attempt = 0; attempt < 3; attempt++)
    {
      gint64 span = s->n_groups ? s->gunit[0] - s->gunit[s->n_groups - 1] : 0;
      gint64 g2 = span * span;
      gint64 worst;

      if (s->req->objective == TAV_SWISS_SMALLEST_GAPS)
        {
          s->mixed_cost = 1;
          s->gap_weight = pairs + 1;
        }
      else
        {
          s->mixed_cost = pairs * g2 + 1;
          s->gap_weight = 1;
        }
      /* Without rematches to price, the pair weight itself is the limit. */
      if (g2 <= budget / pairs / s->gap_weight)
        {
          worst = s->mixed_cost + s->gap_weight * g2;
          s->rematch_cost = s->rho > 0 ? pairs * worst + 1 : 0;
          if (worst <= (s->rho > 0 ? budget / pairs : budget))
            return;
        }
      if (attempt == 0)
        setup_units (s, TRUE);
      else
        memset (s->gunit, 0, s->n_groups * sizeof (gint64));
    }
}

static void
setup_history (Swiss *s)
{
  const TavSwissRequest *req = s->req;
  g_autofree guint *vertex = g_new (guint, MAX (1, req->n));
  g_autofree guint *fill = NULL;
  guint total;

  for (guint p = 0; p < req->n; p++)
    vertex[p] = NONE;
  for (guint i = 0; i < s->n; i++)
    vertex[s->player[i]] = i;

  s->hoff = g_new0 (guint, s->n + 1);
  for (guint i = 0; i < req->played->len; i++)
    {
      const Edge *e = &g_array_index (req->played, Edge, i);

      if (vertex[e->u] != NONE && vertex[e->v] != NONE)
        {
          s->hoff[vertex[e->u]]++;
          s->hoff[vertex[e->v]]++;
        }
    }
  total = 0;
  for (guint v = 0; v <= s->n; v++)
    {
      guint c = v < s->n ? s->hoff[v] : 0;

      s->hoff[v] = total;
      total += c;
    }
  s->hadj = g_new (guint, MAX (1, total));
  fill = g_memdup2 (s->hoff, (s->n + 1) * sizeof (guint));
  for (guint i = 0; i < req->played->len; i++)
    {
      const Edge *e = &g_array_index (req->played, Edge, i);
      guint a = vertex[e->u], b = vertex[e->v];

      if (a != NONE && b != NONE)
        {
          s->hadj[fill[a]++] = b;
          s->hadj[fill[b]++] = a;
        }
    }

  /* Sort each row and drop repeated meetings. */
  total = 0;
  for (guint v = 0; v < s->n; v++)
    {
      guint start = s->hoff[v], end = s->hoff[v + 1];
      guint first = total;

      qsort (s->hadj + start, end - start, sizeof (guint), cmp_guint);
      for (guint i = start; i < end; i++)
        if (i == start || s->hadj[i] != s->hadj[i - 1])
          s->hadj[total++] = s->hadj[i];
      s->hoff[v] = first;
    }
  s->hoff[s->n] = total;
}

static void
setup_bye_order (Swiss *s)
{
  g_autofree ByeKey *keys = g_new (ByeKey, MAX (1, s->n));
  guint cls = 0;

  for (guint v = 0; v < s->n; v++)
    {
      keys[v].byes = s->req->byes[s->player[v]];
      keys[v].group = s->first_round ? 0 : s->group[v];
      keys[v].tie = (guint) tav_random_next (&s->rng);
      keys[v].v = v;
    }
  qsort (keys, s->n, sizeof (ByeKey), by_bye_key);

  s->bye_order = g_new (guint, MAX (1, s->n));
  s->bye_class = g_new (guint, MAX (1, s->n));
  for (guint i = 0; i < s->n; i++)
    {
      if (i > 0 && (keys[i].byes != keys[i - 1].byes || keys[i].group != keys[i - 1].group))
        cls++;
      s->bye_order[i] = keys[i].v;
      s->bye_class[keys[i].v] = cls;
    }
}

/* ------------------------------------------------------------------------ */
/* Graphs */

typedef struct
{
  TavGraph  g;
  guint    *off;
  guint    *adj;
} Csr;

static void
csr_build (Csr         *c,
           guint        n,
           const Edge  *edges,
           guint        n_edges,
           gboolean     in_group_only,
           const Swiss *s)
{
  g_autofree guint *fill = NULL;

  c->off = g_new0 (guint, n + 1);
  for (guint i = 0; i < n_edges; i++)
    {
      if (in_group_only && s->group[edges[i].u] != s->group[edges[i].v])
        continue;
      c->off[edges[i].u + 1]++;
      c->off[edges[i].v + 1]++;
    }
  for (guint v = 0; v < n; v++)
    c->off[v + 1] += c->off[v];
  c->adj = g_new (guint, MAX (1, c->off[n]));
  fill = g_memdup2 (c->off, (n + 1) * sizeof (guint));
  for (guint i = 0; i < n_edges; i++)
    {
      if (in_group_only && s->group[edges[i].u] != s->group[edges[i].v])
        continue;
      c->adj[fill[edges[i].u]++] = edges[i].v;
      c->adj[fill[edges[i].v]++] = edges[i].u;
    }
  c->g.n = n;
  c->g.off = c->off;
  c->g.adj = c->adj;
  c->g.complement = FALSE;
  c->g.removed = NULL;
}

static void
csr_clear (Csr *c)
{
  g_clear_pointer (&c->off, g_free);
  g_clear_pointer (&c->adj, g_free);
}

static inline void
push_key (GArray *keys,
          guint   u,
          guint   v)
{
  guint64 key = u < v ? ((guint64) u << 32) | v : ((guint64) v << 32) | u;

  g_array_append_val (keys, key);
}

static void
add_allowed (const Swiss *s,
             GArray      *keys,
             guint        u,
             guint        v)
{
  if (u != v && !played (s, u, v))
    push_key (keys, u, v);
}

static void
add_all_pairs (const Swiss *s,
               GArray      *keys,
               guint        g,
               guint        h)
{
  for (guint u = s->gstart[g]; u < s->gstart[g + 1]; u++)
    for (guint v = (g == h ? u + 1 : s->gstart[h]); v < s->gstart[h + 1]; v++)
      add_allowed (s, keys, u, v);
}

static guint64
cross_key (const Swiss *s,
           guint        g,
           guint        h)
{
  return (guint64) MIN (g, h) * s->n_groups + MAX (g, h);
}

static guint
cross_level (const Swiss *s,
             guint        g,
             guint        h)
{
  guint64 key = cross_key (s, g, h);

  return GPOINTER_TO_UINT (g_hash_table_lookup (s->level_cross, &key));
}

static void
add_cross (const Swiss *s,
           GArray      *keys,
           guint        g,
           guint        h)
{
  guint sg = s->gstart[g + 1] - s->gstart[g];
  guint sh = s->gstart[h + 1] - s->gstart[h];
  guint64 links = (guint64) s->tuning.cross_links << cross_level (s, g, h);
  guint big = MAX (sg, sh);
  TavRandom r;
  g_autofree guint *pg = NULL;
  g_autofree guint *ph = NULL;

  if ((guint64) sg * sh <= (guint64) s->tuning.complete_below * s->tuning.complete_below
      || links * big >= (guint64) sg * sh)
    {
      add_all_pairs (s, keys, g, h);
      return;
    }

  pg = g_new (guint, sg);
  ph = g_new (guint, sh);
  for (guint i = 0; i < sg; i++)
    pg[i] = s->gstart[g] + i;
  for (guint i = 0; i < sh; i++)
    ph[i] = s->gstart[h] + i;
  /* A stream per group pair: more links later extend the same draw. */
  tav_random_init (&r, tav_random_derive (s->seed, "swiss-links", g, h));
  for (guint64 l = 0; l < links; l++)
    {
      tav_random_shuffle (&r, pg, sg, sizeof (guint));
      tav_random_shuffle (&r, ph, sh, sizeof (guint));
      for (guint i = 0; i < big; i++)
        add_allowed (s, keys, pg[i % sg], ph[i % sh]);
    }
}

/* The candidate pairs, allowed (rematch-free) pairs only, sorted and
 * unique, as u << 32 | v with u < v. Each group and group pair draws from
 * its own stream, so a widened set contains the previous one. */
static GArray *
build_candidates (Swiss *s)
{
  GArray *keys = g_array_new (FALSE, FALSE, sizeof (guint64));
  g_autoptr(GHashTable) linked = NULL;
  GHashTableIter iter;
  gpointer key;
  guint out = 0;

  if (s->dense)
    {
      for (guint u = 0; u < s->n; u++)
        for (guint v = u + 1; v < s->n; v++)
          add_allowed (s, keys, u, v);
      return keys;
    }

  for (guint g = 0; g < s->n_groups; g++)
    {
      guint size = s->gstart[g + 1] - s->gstart[g];
      guint64 cycles = (guint64) s->tuning.group_cycles << s->level_in[g];
      g_autofree guint *perm = NULL;
      TavRandom r;

      if (size <= s->tuning.complete_below || 2 * cycles >= size)
        {
          add_all_pairs (s, keys, g, g);
          continue;
        }
      perm = g_new (guint, size);
      for (guint i = 0; i < size; i++)
        perm[i] = s->gstart[g] + i;
      tav_random_init (&r, tav_random_derive (s->seed, "swiss-cycles", g, 0));
      /* Cycle 0 runs through the group's random order, whose consecutive
       * pairs are the starting matching. */
      for (guint64 c = 0; c < cycles; c++)
        {
          if (c > 0)
            tav_random_shuffle (&r, perm, size, sizeof (guint));
          for (guint i = 0; i < size; i++)
            add_allowed (s, keys, perm[i], perm[(i + 1) % size]);
        }
    }

  /* Neighbouring groups, the odd groups that parity pairs up, and whatever
   * earlier certificates asked for. */
  linked = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  {
    g_autofree guint *odd = g_new (guint, MAX (1, s->n_groups));
    guint n_odd = 0;

    for (guint g = 0; g < s->n_groups; g++)
      {
        guint size = s->gstart[g + 1] - s->gstart[g];

        /* The natural bye leaves its group, most likely. */
        if (s->n % 2 == 1 && s->group[s->bye_order[0]] == g)
          size--;
        if (size % 2 == 1)
          odd[n_odd++] = g;
        /* The next two groups, and more while they are small, so that
         * every player has a few players to pair down to. */
        for (guint h = g + 1, below = 0;
             h < s->n_groups && (h <= g + NEAR_GROUPS || below < NEAR_PLAYERS);
             h++)
          {
            g_hash_table_add (linked, g_memdup2 (&(guint64) { cross_key (s, g, h) }, sizeof (guint64)));
            below += s->gstart[h + 1] - s->gstart[h];
          }
      }
    /* Parity pairs the odd groups up; the certificate also needs the pairs
     * it did not choose to be priced, so each odd group is linked with the
     * next few. */
    for (guint i = 0; i < n_odd; i++)
      for (guint j = i + 1; j < n_odd && j <= i + NEAR_ODD_GROUPS; j++)
        g_hash_table_add (linked, g_memdup2 (&(guint64) { cross_key (s, odd[i], odd[j]) }, sizeof (guint64)));
  }
  g_hash_table_iter_init (&iter, s->level_cross);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    g_hash_table_add (linked, g_memdup2 (key, sizeof (guint64)));

  {
    g_autofree guint64 *pairs = g_new (guint64, g_hash_table_size (linked) + 1);
    guint n_pairs = 0;

    /* A fixed order, so that the draw does not depend on hashing. */
    g_hash_table_iter_init (&iter, linked);
    while (g_hash_table_iter_next (&iter, &key, NULL))
      pairs[n_pairs++] = *(guint64 *) key;
    qsort (pairs, n_pairs, sizeof (guint64), cmp_guint64);
    for (guint i = 0; i < n_pairs; i++)
      add_cross (s, keys, pairs[i] / s->n_groups, pairs[i] % s->n_groups);
  }

  for (guint i = 0; i < s->extra->len; i++)
    {
      const Edge *e = &g_array_index (s->extra, Edge, i);

      push_key (keys, e->u, e->v);
    }

  if (keys->len > 0)
    {
      guint64 *k = (guint64 *) keys->data;

      qsort (k, keys->len, sizeof (guint64), cmp_guint64);
      for (guint i = 0; i < keys->len; i++)
        if (i == 0 || k[i] != k[i - 1])
          k[out++] = k[i];
      g_array_set_size (keys, out);
    }
  return keys;
}

static void
merge_extra (Swiss  *s,
             GArray *keys)
{
  guint64 *k;
  guint out = 0;

  for (guint i = 0; i < s->extra->len; i++)
    {
      const Edge *e = &g_array_index (s->extra, Edge, i);

      push_key (keys, e->u, e->v);
    }
  if (keys->len == 0)
    return;
  k = (guint64 *) keys->data;
  qsort (k, keys->len, sizeof (guint64), cmp_guint64);
  for (guint i = 0; i < keys->len; i++)
    if (i == 0 || k[i] != k[i - 1])
      k[out++] = k[i];
  g_array_set_size (keys, out);
}

static Edge *
keys_to_edges (GArray *keys)
{
  Edge *edges = g_new (Edge, MAX (1, keys->len));

  for (guint i = 0; i < keys->len; i++)
    {
      guint64 k = g_array_index (keys, guint64, i);

      edges[i].u = k >> 32;
      edges[i].v = k & G_MAXUINT32;
    }
  return edges;
}

/* ------------------------------------------------------------------------ */
/* Step 3: the fewest rematches and the bye. */

/* Keeps step 3's matching, completed with rematches (the pairs it leaves
 * single have all met) and the bye, as a perfect matching the candidates
 * must contain. */
static void
remember_matching (Swiss       *s,
                   const guint *mate,
                   guint        bye)
{
  guint single = NONE;

  s->m1 = g_new (guint, s->N);
  for (guint u = 0; u < s->n; u++)
    s->m1[u] = mate[u];
  if (bye != NONE)
    {
      s->m1[bye] = s->dummy;
      s->m1[s->dummy] = bye;
    }
  for (guint u = 0; u < s->n; u++)
    {
      if (s->m1[u] != NONE)
        continue;
      if (single == NONE)
        single = u;
      else
        {
          s->m1[u] = single;
          s->m1[single] = u;
          single = NONE;
        }
    }
  for (guint u = 0; u < s->n; u++)
    if (s->m1[u] != s->dummy && u < s->m1[u] && !played (s, u, s->m1[u]))
      {
        Edge e = { u, s->m1[u] };

        g_array_append_val (s->extra, e);
      }
}

static void
analyse_byes_and_rematches (Swiss    *s,
                            Csr      *cand)
{
  g_autofree guint *mate = g_memdup2 (s->m_in, MAX (1, s->n) * sizeof (guint));
  g_autofree guint8 *removed = g_new0 (guint8, MAX (1, s->n));
  g_autofree guint8 *even = NULL;
  TavGraph full;
  const TavGraph *fullp;
  guint p0 = NONE;
  guint nu;

  s->bye_ok = g_new0 (guint8, MAX (1, s->n));
  s->bye_key = 0;

  if (s->n % 2 == 1)
    {
      /* The natural bye: first of the best class, preferably one the group
       * matching left single. */
      for (guint i = 0; i < s->n && s->bye_class[s->bye_order[i]] == 0; i++)
        if (mate[s->bye_order[i]] == NONE)
          {
            p0 = s->bye_order[i];
            break;
          }
      if (p0 == NONE)
        p0 = s->bye_order[0];
      if (mate[p0] != NONE)
        {
          mate[mate[p0]] = NONE;
          mate[p0] = NONE;
        }
      removed[p0] = 1;
    }

  cand->g.removed = removed;
  if (tav_matching_maximum (&cand->g, mate) == s->n / 2)
    {
      s->rho = 0;
      for (guint v = 0; v < s->n; v++)
        s->bye_ok[v] = s->n % 2 == 1 && s->bye_class[v] == 0;
      remember_matching (s, mate, p0);
      cand->g.removed = NULL;
      return;
    }
  cand->g.removed = NULL;

  /* The candidates fall short: decide on the full graph of allowed pairs,
   * which the candidates are when the field is dense. */
  full.n = s->n;
  full.off = s->hoff;
  full.adj = s->hadj;
  full.complement = TRUE;
  full.removed = NULL;
  fullp = s->dense ? &cand->g : &full;

  if (p0 != NONE)
    removed[p0] = 0;
  nu = tav_matching_maximum (fullp, mate);
  s->rho = s->n / 2 - nu;

  if (s->n % 2 == 1)
    {
      guint best = NONE;
      guint p;

      even = g_new0 (guint8, s->n);
      tav_matching_even_set (fullp, mate, even);
      for (guint i = 0; i < s->n; i++)
        if (even[s->bye_order[i]])
          {
            best = s->bye_order[i];
            break;
          }
      g_return_if_fail (best != NONE);
      s->bye_key = s->bye_class[best];
      for (guint v = 0; v < s->n; v++)
        s->bye_ok[v] = even[v] && s->bye_class[v] == s->bye_key;

      /* A maximum matching that leaves the bye single, for the record of a
       * perfect matching the candidates must hold. */
      p = best;
      if (mate[p] != NONE)
        {
          mate[mate[p]] = NONE;
          mate[p] = NONE;
        }
      removed[p] = 1;
      {
        TavGraph without = *fullp;

        without.removed = removed;
        tav_matching_maximum (&without, mate);
      }
      remember_matching (s, mate, p);
    }
  else
    remember_matching (s, mate, NONE);
}

/* ------------------------------------------------------------------------ */
/* Step 5: the dual certificate over every pair of the field. */

typedef struct
{
  guint  group;
  gint64 d;
  guint  vertex;
  guint  child;
} Entry;

static int
by_group_then_dual (const void *a,
                    const void *b)
{
  const Entry *x = a, *y = b;

  if (x->group != y->group)
    return x->group < y->group ? -1 : 1;
  if (x->d != y->d)
    return x->d < y->d ? -1 : 1;
  return x->vertex < y->vertex ? -1 : x->vertex > y->vertex;
}

static int
by_dual (const void *a,
         const void *b)
{
  const Entry *x = a, *y = b;

  if (x->d != y->d)
    return x->d < y->d ? -1 : 1;
  return x->vertex < y->vertex ? -1 : x->vertex > y->vertex;
}

typedef struct
{
  Swiss           *s;
  const TavWMatch *wm;
  guint            n_nodes;     /* 2N + 1: the last one is the virtual root */
  guint            root;
  int             *parent;
  gint64          *zacc;        /* Σ z over the node and its ancestors */
  guint           *depth;
  guint           *coff;        /* children, compressed rows */
  guint           *cadj;
  guint            violations;
  gboolean         broken;      /* the solution itself is inconsistent */
  guint64          refine_steps;
} Cert;

static gint64
lca_zacc (Cert  *c,
          guint  u,
          guint  v)
{
  int a = u, b = v;

  while (c->depth[a] > c->depth[b])
    a = c->parent[a];
  while (c->depth[b] > c->depth[a])
    b = c->parent[b];
  while (a != b)
    {
      a = c->parent[a];
      b = c->parent[b];
    }
  return a == (int) c->root ? 0 : c->zacc[a];
}

static gint64
pair_slack (Cert  *c,
            guint  u,
            guint  v)
{
  return tav_wmatch_get_vertex_dual (c->wm, u) + tav_wmatch_get_vertex_dual (c->wm, v)
         + 4 * pair_cost (c->s, u, v) + 2 * lca_zacc (c, u, v);
}

static void
bump (Swiss *s,
      guint  g,
      guint  h)
{
  guint64 key = g == h ? G_MAXUINT64 - g : cross_key (s, g, h);

  if (g_hash_table_contains (s->bumped, &key))
    return;
  g_hash_table_add (s->bumped, g_memdup2 (&key, sizeof key));
  if (g == h)
    s->level_in[g] = MIN (s->level_in[g] + 1, MAX_LEVEL);
  else
    {
      guint level = MIN (cross_level (s, g, h) + 1, MAX_LEVEL);

      g_hash_table_insert (s->level_cross, g_memdup2 (&key, sizeof key), GUINT_TO_POINTER (level));
    }
}

static void
violation (Cert  *c,
           guint  u,
           guint  v)
{
  Swiss *s = c->s;
  Edge e = { MIN (u, v), MAX (u, v) };

  c->violations++;
  g_array_append_val (s->extra, e);
  bump (s, s->group[u], s->group[v]);
}

/* The child of `node` that holds vertex u, or NONE when u is not below it. */
static guint
child_of (Cert  *c,
          guint  u,
          guint  node)
{
  guint target = node == c->root ? 1 : c->depth[node] + 1;
  int a = u;

  if (c->depth[a] < target)
    return NONE;
  while (c->depth[a] > target)
    a = c->parent[a];
  return c->parent[a] == (int) node ? (guint) a : NONE;
}

/* The players of group g below `node`, with the child that holds each. */
static void
collect_group (Cert   *c,
               guint   node,
               guint   g,
               GArray *out)
{
  for (guint u = c->s->gstart[g]; u < c->s->gstart[g + 1]; u++)
    {
      guint child = child_of (c, u, node);

      if (child != NONE)
        {
          Entry e = { g, tav_wmatch_get_vertex_dual (c->wm, u), u, child };

          g_array_append_val (out, e);
        }
    }
}

/* The smallest pair of group g and group h under `node`, in different
 * children, that has not met: the coarse check's minimum was a rematch. */
static gboolean
refine (Cert   *c,
        guint   node,
        guint   g,
        guint   h,
        gint64  base)
{
  g_autoptr(GArray) lg = g_array_new (FALSE, FALSE, sizeof (Entry));
  g_autoptr(GArray) lh = g_array_new (FALSE, FALSE, sizeof (Entry));
  GArray *other;

  collect_group (c, node, g, lg);
  if (h != g)
    collect_group (c, node, h, lh);
  other = g == h ? lg : lh;
  if (lg->len > 1)
    qsort (lg->data, lg->len, sizeof (Entry), by_dual);
  if (other != lg && lh->len > 1)
    qsort (lh->data, lh->len, sizeof (Entry), by_dual);

  for (guint i = 0; i < lg->len; i++)
    {
      const Entry *a = &g_array_index (lg, Entry, i);
      gint64 thr = -(a->d + base);

      if (other->len == 0 || g_array_index (other, Entry, 0).d >= thr)
        break;
      for (guint j = 0; j < other->len; j++)
        {
          const Entry *b = &g_array_index (other, Entry, j);

          if (b->d >= thr)
            break;
          if (++c->refine_steps > REFINE_BUDGET)
            {
              /* Give up on naming the pair; widen the groups instead. */
              c->violations++;
              bump (c->s, g, h);
              return TRUE;
            }
          if (b->vertex == a->vertex || b->child == a->child
              || played (c->s, a->vertex, b->vertex))
            continue;
          violation (c, a->vertex, b->vertex);
          return TRUE;
        }
    }
  return FALSE;
}

typedef struct
{
  Entry b1;
  Entry b2;
  gboolean has_b2;
} Best;

/* With thousands of groups (scores nearly all distinct), scanning group
 * pairs is quadratic. A lower bound first: the groups 2^k .. 2^(k+1) − 1
 * places away (in direction `dir`) cost at least the nearest one's weight,
 * and their least dual comes from a sparse table. */
typedef struct
{
  guint   len;
  guint   levels;
  gint64 *table;
} Sparse;

static void
sparse_init (Sparse       *t,
             const Best   *best,
             guint         len)
{
  t->len = len;
  t->levels = 1;
  while ((1u << t->levels) <= len)
    t->levels++;
  t->table = g_new (gint64, (gsize) t->levels * len);
  for (guint i = 0; i < len; i++)
    t->table[i] = best[i].b1.d;
  for (guint k = 1; k < t->levels; k++)
    for (guint i = 0; i + (1u << k) <= len; i++)
      t->table[k * len + i] = MIN (t->table[(k - 1) * len + i],
                                   t->table[(k - 1) * len + i + (1u << (k - 1))]);
}

static gint64
sparse_min (const Sparse *t,
            guint         lo,
            guint         hi)
{
  guint l = 0;

  while ((2u << l) <= hi - lo + 1)
    l++;
  return MIN (t->table[l * t->len + lo], t->table[l * t->len + hi + 1 - (1u << l)]);
}

static gboolean
window_safe (const Swiss  *s,
             const Sparse *t,
             const Best   *best,
             guint         i,
             int           dir,
             gint64        base)
{
  for (guint k = 0; k < 31; k++)
    {
      gint64 near = (gint64) i + dir * ((gint64) 1 << k);
      gint64 far = (gint64) i + dir * (((gint64) 2 << k) - 1);
      guint lo, hi;
      gint64 m, w;

      if (near < 0 || near >= t->len)
        break;
      far = CLAMP (far, 0, (gint64) t->len - 1);
      lo = MIN (near, far);
      hi = MAX (near, far);
      m = sparse_min (t, lo, hi);
      w = 4 * pair_cost_groups (s, best[i].b1.group, best[near].b1.group);
      if (best[i].b1.d + m + base + w < 0)
        return FALSE;
    }
  return TRUE;
}

/* The least slack over the pairs of groups x and y in different children. */
static gboolean
check_pair (Cert       *c,
            guint       node,
            const Best *x,
            const Best *y,
            gint64      base)
{
  Swiss *s = c->s;
  gint64 w = 4 * pair_cost_groups (s, x->b1.group, y->b1.group);
  gint64 val;
  guint a, b;

  if (x->b1.child != y->b1.child)
    {
      val = x->b1.d + y->b1.d;
      a = x->b1.vertex;
      b = y->b1.vertex;
    }
  else
    {
      gint64 v1 = y->has_b2 ? x->b1.d + y->b2.d : G_MAXINT64 / 4;
      gint64 v2 = x->has_b2 ? x->b2.d + y->b1.d : G_MAXINT64 / 4;

      if (v1 <= v2)
        {
          val = v1;
          a = x->b1.vertex;
          b = y->has_b2 ? y->b2.vertex : NONE;
        }
      else
        {
          val = v2;
          a = x->b2.vertex;
          b = y->b1.vertex;
        }
    }
  if (b == NONE || val + base + w >= 0)
    return FALSE;
  if (!played (s, a, b))
    {
      violation (c, a, b);
      return TRUE;
    }
  return refine (c, node, x->b1.group, y->b1.group, base + w);
}

/* Checks the pairs whose lowest common blossom is `node`, from the best two
 * duals per group among its children; returns the node's own summary (the
 * best dual per group, sorted by group).
 *
 * Such pairs come from two different children, so one of them lies outside
 * the largest ("heavy") child: only groups present outside it start a scan,
 * and the heavy child's summary is merged, not re-sorted. Nested blossoms
 * then cost the size of what each level adds, not of everything below. */
static Entry *
check_node (Cert    *c,
            guint    node,
            Entry  **child_summary,
            guint   *child_len,
            guint   *out_len)
{
  Swiss *s = c->s;
  gint64 base = node == c->root ? 0 : 2 * c->zacc[node];
  guint heavy = NONE, heavy_len = 0, total = 0, n_light_groups = 0;
  g_autoptr(GArray) light = g_array_new (FALSE, FALSE, sizeof (Entry));
  g_autofree Entry *all = NULL;
  g_autofree Best *best = NULL;
  g_autofree guint8 *is_light = NULL;
  g_autofree gint64 *prefix = NULL;
  g_autofree gint64 *suffix = NULL;
  Sparse table = { 0, };
  guint n_all = 0, n_best = 0;
  Entry *summary;

  for (guint i = c->coff[node]; i < c->coff[node + 1]; i++)
    {
      guint ch = c->cadj[i];

      total += child_len[ch];
      if (heavy == NONE || child_len[ch] > heavy_len)
        {
          heavy = ch;
          heavy_len = child_len[ch];
        }
    }
  for (guint i = c->coff[node]; i < c->coff[node + 1]; i++)
    {
      guint ch = c->cadj[i];

      if (ch == heavy)
        continue;
      for (guint j = 0; j < child_len[ch]; j++)
        {
          Entry e = child_summary[ch][j];

          e.child = ch;
          g_array_append_val (light, e);
        }
      g_clear_pointer (&child_summary[ch], g_free);
    }
  if (light->len > 1)
    qsort (light->data, light->len, sizeof (Entry), by_group_then_dual);

  /* Merge the light entries into the heavy child's sorted summary. */
  all = g_new (Entry, MAX (1, total));
  {
    const Entry *h = heavy != NONE ? child_summary[heavy] : NULL;
    const Entry *l = (const Entry *) light->data;
    guint ih = 0, il = 0;

    while (ih < heavy_len || il < light->len)
      {
        Entry e;

        if (il >= light->len || (ih < heavy_len && by_group_then_dual (&h[ih], &l[il]) <= 0))
          {
            e = h[ih++];
            e.child = heavy;
          }
        else
          e = l[il++];
        all[n_all++] = e;
      }
    if (heavy != NONE)
      g_clear_pointer (&child_summary[heavy], g_free);
  }

  best = g_new0 (Best, MAX (1, n_all));
  is_light = g_new0 (guint8, MAX (1, n_all));
  for (guint i = 0; i < n_all;)
    {
      Best b = { 0, };
      gboolean lit = FALSE;
      guint j = i;

      b.b1 = all[i];
      for (; j < n_all && all[j].group == b.b1.group; j++)
        {
          if (!b.has_b2 && all[j].child != b.b1.child)
            {
              b.b2 = all[j];
              b.has_b2 = TRUE;
            }
          lit |= all[j].child != heavy;
        }
      n_light_groups += lit;
      is_light[n_best] = lit;
      best[n_best++] = b;
      i = j;
    }

  /* The least dual on each side, for stopping the scans. */
  prefix = g_new (gint64, n_best + 1);
  suffix = g_new (gint64, n_best + 1);
  for (guint i = 0; i < n_best; i++)
    prefix[i] = MIN (i > 0 ? prefix[i - 1] : G_MAXINT64 / 4, best[i].b1.d);
  suffix[n_best] = G_MAXINT64 / 4;
  for (guint i = n_best; i > 0; i--)
    suffix[i - 1] = MIN (suffix[i], best[i - 1].b1.d);
  if (n_light_groups >= MANY_GROUPS)
    sparse_init (&table, best, n_best);

  for (guint i = 0; i < n_best; i++)
    {
      const Best *x = &best[i];

      if (!is_light[i])
        continue;

      if (x->has_b2 && x->b1.d + x->b2.d + base < 0)
        {
          if (!played (s, x->b1.vertex, x->b2.vertex))
            violation (c, x->b1.vertex, x->b2.vertex);
          else
            refine (c, node, x->b1.group, x->b1.group, base);
        }

      /* Other groups, nearest first: the weight only grows with the gap.
       * Downwards, light groups are skipped: they scan upwards themselves.
       * A couple of violations per scan are enough: the check has failed,
       * and naming every pair could flood the candidates. */
      if (!table.table || !window_safe (s, &table, best, i, 1, base))
        for (guint j = i + 1, found = 0; j < n_best && found < VIOLATIONS_PER_SCAN; j++)
          {
            if (x->b1.d + suffix[j] + base
                + 4 * pair_cost_groups (s, x->b1.group, best[j].b1.group) >= 0)
              break;
            found += check_pair (c, node, x, &best[j], base);
          }
      if (!table.table || !window_safe (s, &table, best, i, -1, base))
        for (guint j = i, found = 0; j-- > 0 && found < VIOLATIONS_PER_SCAN;)
          {
            if (x->b1.d + prefix[j] + base
                + 4 * pair_cost_groups (s, x->b1.group, best[j].b1.group) >= 0)
              break;
            if (!is_light[j])
              found += check_pair (c, node, x, &best[j], base);
          }
    }
  g_free (table.table);

  summary = g_new (Entry, MAX (1, n_best));
  for (guint i = 0; i < n_best; i++)
    summary[i] = best[i].b1;
  *out_len = n_best;
  return summary;
}

static void
check_structured (Cert *c)
{
  Swiss *s = c->s;
  g_autofree Entry **summary = g_new0 (Entry *, c->n_nodes);
  g_autofree guint *len = g_new0 (guint, c->n_nodes);
  g_autofree guint *next = g_new0 (guint, c->n_nodes);
  g_autoptr(GArray) stack = g_array_new (FALSE, FALSE, sizeof (guint));

  /* Post-order walk from the virtual root. */
  g_array_append_val (stack, c->root);
  while (stack->len > 0)
    {
      guint x = g_array_index (stack, guint, stack->len - 1);

      if (x < s->N)
        {
          if (x < s->n)
            {
              summary[x] = g_new (Entry, 1);
              summary[x][0] = (Entry) { s->group[x], tav_wmatch_get_vertex_dual (c->wm, x), x, x };
              len[x] = 1;
            }
          g_array_set_size (stack, stack->len - 1);
          continue;
        }
      if (c->coff[x] + next[x] < c->coff[x + 1])
        {
          guint ch = c->cadj[c->coff[x] + next[x]++];

          g_array_append_val (stack, ch);
          continue;
        }
      summary[x] = check_node (c, x, summary, len, &len[x]);
      g_array_set_size (stack, stack->len - 1);
    }
  g_free (summary[c->root]);
}

static gboolean
certify (Swiss           *s,
         const TavWMatch *wm,
         guint           *n_violations)
{
  Cert c = { 0, };
  guint N = s->N;
  g_autofree guint8 *in_use = NULL;
  g_autofree guint *fill = NULL;
  g_autofree int *order = NULL;
  guint n_order = 0;

  c.s = s;
  c.wm = wm;
  c.n_nodes = 2 * N + 1;
  c.root = 2 * N;
  c.parent = g_new (int, c.n_nodes);
  c.zacc = g_new0 (gint64, c.n_nodes);
  c.depth = g_new0 (guint, c.n_nodes);
  in_use = g_new0 (guint8, c.n_nodes);
  order = g_new (int, c.n_nodes);

  /* The blossom forest: every blossom in use is an ancestor of a vertex. */
  for (guint x = 0; x < c.n_nodes; x++)
    c.parent[x] = -1;
  for (guint v = 0; v < N; v++)
    {
      int x = v;

      while (x >= 0 && !in_use[x])
        {
          int p = tav_wmatch_get_parent (wm, x);

          in_use[x] = 1;
          c.parent[x] = p >= 0 ? p : (int) c.root;
          x = p;
        }
    }
  in_use[c.root] = 1;

  /* Depth and z sums, parents first. */
  for (guint x = 0; x < c.root; x++)
    if (in_use[x] && c.depth[x] == 0)
      {
        int y = x;

        n_order = 0;
        while (y != (int) c.root && c.depth[y] == 0)
          {
            order[n_order++] = y;
            y = c.parent[y];
          }
        while (n_order > 0)
          {
            int z = order[--n_order];
            int p = c.parent[z];
            gint64 own = z >= (int) N ? tav_wmatch_get_blossom_dual (wm, z) : 0;

            if (own < 0)
              c.broken = TRUE;
            c.depth[z] = (p == (int) c.root ? 0 : c.depth[p]) + 1;
            c.zacc[z] = own + (p == (int) c.root ? 0 : c.zacc[p]);
          }
      }

  c.coff = g_new0 (guint, c.n_nodes + 1);
  for (guint x = 0; x < c.root; x++)
    if (in_use[x])
      c.coff[c.parent[x] + 1]++;
  for (guint x = 0; x < c.n_nodes; x++)
    c.coff[x + 1] += c.coff[x];
  c.cadj = g_new (guint, MAX (1, c.coff[c.n_nodes]));
  fill = g_memdup2 (c.coff, (c.n_nodes + 1) * sizeof (guint));
  for (guint x = 0; x < c.root; x++)
    if (in_use[x])
      c.cadj[fill[c.parent[x]]++] = x;

  /* Complementary slackness: a perfect matching of tight pairs, and every
   * blossom with a positive z holds as many pairs as it can. */
  for (guint v = 0; v < N; v++)
    {
      guint m = tav_wmatch_get_mate (wm, v);

      if (m == NONE || (v < m && pair_slack (&c, v, m) != 0))
        c.broken = TRUE;
    }
  if (!c.broken)
    {
      g_autofree guint *leaves = g_new0 (guint, c.n_nodes);
      g_autofree guint *inside = g_new0 (guint, c.n_nodes);

      /* Pairs counted at their lowest common blossom, then summed up. */
      for (guint v = 0; v < N; v++)
        {
          guint m = tav_wmatch_get_mate (wm, v);
          int a = v, b = m;

          leaves[v] = 1;
          if (v > m)
            continue;
          while (c.depth[a] > c.depth[b])
            a = c.parent[a];
          while (c.depth[b] > c.depth[a])
            b = c.parent[b];
          while (a != b)
            {
              a = c.parent[a];
              b = c.parent[b];
            }
          inside[a]++;
        }
      {
        /* Deepest first, so that each node is complete before its parent. */
        g_autofree guint *by_depth = g_new (guint, c.root);
        guint n_by = 0, max_depth = 0;
        g_autofree guint *count = NULL;
        g_autofree guint *start = NULL;

        for (guint x = 0; x < c.root; x++)
          if (in_use[x])
            max_depth = MAX (max_depth, c.depth[x]);
        count = g_new0 (guint, max_depth + 2);
        start = g_new0 (guint, max_depth + 2);
        for (guint x = 0; x < c.root; x++)
          if (in_use[x])
            count[c.depth[x]]++;
        for (guint d = max_depth + 1; d > 0; d--)
          start[d - 1] = start[d] + count[d];
        for (guint x = 0; x < c.root; x++)
          if (in_use[x])
            by_depth[start[c.depth[x]]++] = x;
        n_by = 0;
        for (guint x = 0; x < c.root; x++)
          n_by += in_use[x];
        for (guint i = 0; i < n_by; i++)
          {
            guint x = by_depth[i];
            int p = c.parent[x];

            if (x >= N && tav_wmatch_get_blossom_dual (wm, x) > 0
                && (leaves[x] % 2 == 0 || 2 * inside[x] != leaves[x] - 1))
              c.broken = TRUE;
            if (p != (int) c.root)
              {
                leaves[p] += leaves[x];
                inside[p] += inside[x];
              }
          }
      }
    }

  /* Dual feasibility. The bye's pairs and the rematches are all candidates,
   * so they are checked one by one; the rest by score group. */
  if (!c.broken && s->dummy != NONE)
    for (guint v = 0; v < s->n; v++)
      if (s->bye_ok[v] && pair_slack (&c, v, s->dummy) < 0)
        c.broken = TRUE;
  if (!c.broken && s->rho > 0)
    for (guint u = 0; u < s->n; u++)
      for (guint i = s->hoff[u]; i < s->hoff[u + 1]; i++)
        if (u < s->hadj[i] && pair_slack (&c, u, s->hadj[i]) < 0)
          c.broken = TRUE;
  if (!c.broken)
    check_structured (&c);

  *n_violations = c.violations;
  g_free (c.parent);
  g_free (c.zacc);
  g_free (c.depth);
  g_free (c.coff);
  g_free (c.cadj);
  if (c.broken)
    g_debug ("the matching's own dual solution does not check out");
  return !c.broken && c.violations == 0;
}

/* ------------------------------------------------------------------------ */
/* Step 4: the weighted matching on one candidate set. */

/* Starting duals: each vertex at minus its cheapest pair (weights are
 * doubled, so these stay even and no slack goes negative). Pairs inside a
 * group cost 0, so in a Destiny field this is all zeros; when groups are
 * single players, every pair of mutual cheapest partners becomes tight and
 * joins the starting matching, instead of every player starting single. */
static void
warm_start (Swiss     *s,
            TavWMatch *wm,
            GArray    *eu,
            GArray    *ev,
            GArray    *ew,
            GArray    *init)
{
  g_autofree gint64 *best = g_new (gint64, s->N);
  g_autofree gint64 *dual = g_new (gint64, s->N);
  g_autofree guint *mate = g_new (guint, s->N);
  guint m = eu->len;

  for (guint v = 0; v < s->N; v++)
    {
      best[v] = G_MININT64;
      mate[v] = NONE;
    }
  for (guint k = 0; k < m; k++)
    {
      guint u = g_array_index (eu, guint, k), v = g_array_index (ev, guint, k);
      gint64 w = g_array_index (ew, gint64, k);

      best[u] = MAX (best[u], w);
      best[v] = MAX (best[v], w);
    }
  for (guint v = 0; v < s->N; v++)
    dual[v] = best[v] == G_MININT64 ? 0 : MIN (0, best[v]);
  tav_wmatch_set_vertex_duals (wm, dual);

  for (guint i = 0; i < init->len; i++)
    {
      guint k = g_array_index (init, guint, i);
      guint u = g_array_index (eu, guint, k), v = g_array_index (ev, guint, k);

      mate[u] = v;
      mate[v] = u;
    }
  for (guint k = 0; k < m; k++)
    {
      guint u = g_array_index (eu, guint, k), v = g_array_index (ev, guint, k);
      gint64 w = g_array_index (ew, gint64, k);

      if (mate[u] == NONE && mate[v] == NONE && w == best[u] && w == best[v])
        {
          mate[u] = v;
          mate[v] = u;
          g_array_append_val (init, k);
        }
    }
}

static TavWMatch *
solve_weighted (Swiss  *s,
                GArray *keys,
                guint  *n_edges_out)
{
  g_autoptr(GArray) eu = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) ev = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) ew = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GArray) init = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree guint *dummy_edge = NULL;
  guint64 *k = (guint64 *) keys->data;
  TavWMatch *wm;

#define ADD_EDGE(U, V, W) G_STMT_START { \
    guint u_ = (U), v_ = (V); gint64 w_ = (W); \
    g_array_append_val (eu, u_); g_array_append_val (ev, v_); g_array_append_val (ew, w_); \
  } G_STMT_END

  for (guint i = 0; i < keys->len; i++)
    {
      guint u = k[i] >> 32, v = k[i] & G_MAXUINT32;

      ADD_EDGE (u, v, -2 * pair_cost_groups (s, s->group[u], s->group[v]));
    }

  /* The starting matching: the pairs inside the groups. */
  for (guint u = 0; u < s->n; u++)
    if (s->m_in[u] != NONE && u < s->m_in[u])
      {
        guint64 key = ((guint64) u << 32) | s->m_in[u];
        guint64 *hit = keys->len ? bsearch (&key, k, keys->len, sizeof (guint64), cmp_guint64) : NULL;

        if (hit != NULL)
          {
            guint idx = hit - k;

            g_array_append_val (init, idx);
          }
      }

  if (s->dummy != NONE)
    {
      gboolean placed = FALSE;

      dummy_edge = g_new (guint, s->n);
      for (guint i = 0; i < s->n; i++)
        {
          guint v = s->bye_order[i];

          if (!s->bye_ok[v])
            continue;
          dummy_edge[v] = eu->len;
          ADD_EDGE (v, s->dummy, 0);
          if (!placed && s->m_in[v] == NONE)
            {
              guint idx = dummy_edge[v];

              g_array_append_val (init, idx);
              placed = TRUE;
            }
        }
    }

  if (s->rho > 0)
    for (guint u = 0; u < s->n; u++)
      for (guint i = s->hoff[u]; i < s->hoff[u + 1]; i++)
        if (u < s->hadj[i])
          ADD_EDGE (u, s->hadj[i], -2 * pair_cost (s, u, s->hadj[i]));

#undef ADD_EDGE

  *n_edges_out = eu->len;
  wm = tav_wmatch_new (s->N, eu->len, (guint *) eu->data, (guint *) ev->data,
                       (gint64 *) ew->data);
  warm_start (s, wm, eu, ev, ew, init);
  tav_wmatch_set_initial (wm, (guint *) init->data, init->len);
  tav_wmatch_solve (wm, TRUE);
  return wm;
}

/* ------------------------------------------------------------------------ */

typedef struct
{
  TavSwissPair pair;
  guint        order;
} Table;

/* Top tables first. */
static int
by_table (const void *a,
          const void *b)
{
  const Table *x = a, *y = b;

  if (x->pair.score_a != y->pair.score_a)
    return x->pair.score_a > y->pair.score_a ? -1 : 1;
  if (x->pair.score_b != y->pair.score_b)
    return x->pair.score_b > y->pair.score_b ? -1 : 1;
  return x->order < y->order ? -1 : x->order > y->order;
}

static TavSwissPairing *
pairing_new (void)
{
  TavSwissPairing *p = g_new0 (TavSwissPairing, 1);

  p->pairs = g_array_new (FALSE, FALSE, sizeof (TavSwissPair));
  p->bye = -1;
  p->certified = TRUE;
  return p;
}

static void
finish (Swiss           *s,
        TavSwissPairing *p,
        const guint     *mate,
        guint            bye)
{
  g_autofree guint *odd = g_new0 (guint, MAX (1, s->n_groups));
  g_autofree guint *order = g_new (guint, MAX (1, s->n));

  p->first_round = s->first_round;
  if (bye != NONE)
    {
      p->bye = s->player[bye];
      p->bye_score = s->score[bye];
      p->bye_byes = s->req->byes[p->bye];
      if (s->first_round)
        p->bye_reason = TAV_SWISS_BYE_RANDOM;
      else if (s->bye_class[bye] == 0)
        p->bye_reason = TAV_SWISS_BYE_LOWEST;
      else
        p->bye_reason = TAV_SWISS_BYE_AVOIDS_REMATCH;
    }

  for (guint u = 0; u < s->n; u++)
    if (u != bye)
      odd[s->group[u]] ^= 1;
  for (guint g = 0; g < s->n_groups; g++)
    p->parity_bound += odd[g];
  p->parity_bound = (p->parity_bound + 1) / 2;

  /* Stable table order: by scores, then the random order of the groups. */
  for (guint u = 0; u < s->n; u++)
    order[u] = u;
  for (guint i = 0; i < s->n; i++)
    {
      guint u = order[i];
      guint v = mate[u];
      TavSwissPair pair;

      if (v == NONE || v == s->dummy || v < u)
        continue;
      if (s->score[v] > s->score[u] && !s->first_round)
        {
          guint t = u;

          u = v;
          v = t;
        }
      pair.a = s->player[u];
      pair.b = s->player[v];
      pair.score_a = s->score[u];
      pair.score_b = s->score[v];
      pair.pair_down = s->group[u] != s->group[v];
      pair.rematch = played (s, u, v);
      p->rematches += pair.rematch;
      p->mixed += pair.pair_down;
      p->gap_cost += (pair.score_a - pair.score_b) * (pair.score_a - pair.score_b);
      g_array_append_val (p->pairs, pair);
    }
  if (!s->first_round && p->pairs->len > 1)
    {
      /* Ties keep the vertex order, which is random within a group. */
      g_autofree Table *t = g_new (Table, p->pairs->len);

      for (guint i = 0; i < p->pairs->len; i++)
        {
          t[i].pair = g_array_index (p->pairs, TavSwissPair, i);
          t[i].order = i;
        }
      qsort (t, p->pairs->len, sizeof (Table), by_table);
      for (guint i = 0; i < p->pairs->len; i++)
        g_array_index (p->pairs, TavSwissPair, i) = t[i].pair;
    }
}

TavSwissPairing *
tav_swiss_pair (const TavSwissRequest *self,
                guint64                seed,
                GError               **error)
{
  Swiss s = { 0, };
  TavSwissPairing *result;
  g_autofree guint *mate = NULL;
  g_autoptr(GArray) keys = NULL;
  Csr in_group = { 0, };
  Csr cand = { 0, };
  guint bye = NONE;
  guint attempt;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  for (guint p = 0; p < self->n; p++)
    if (!self->inactive[p] && !isfinite (self->score[p]))
      {
        g_set_error (error, TAV_SWISS_ERROR, TAV_SWISS_ERROR_INVALID,
                     _("player %u has no valid score"), p);
        return NULL;
      }

  s.req = self;
  s.tuning = self->tuning;
  s.seed = seed;
  s.first_round = self->first_round;
  tav_random_init (&s.rng, tav_random_derive (seed, "swiss", 0, 0));
  for (guint p = 0; p < self->n; p++)
    s.n += !self->inactive[p];
  s.dummy = s.n % 2 == 1 ? s.n : NONE;
  s.N = s.n + (s.n % 2);
  s.dense = s.n <= s.tuning.dense_below;

  setup_groups (&s);
  setup_units (&s, FALSE);
  setup_history (&s);
  setup_bye_order (&s);
  s.extra = g_array_new (FALSE, FALSE, sizeof (Edge));
  s.level_in = g_new0 (guint, MAX (1, s.n_groups));
  s.level_cross = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  s.bumped = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);

  result = pairing_new ();
  if (s.n <= 1)
    {
      mate = g_new (guint, 1);
      mate[0] = NONE;
      if (s.n == 1)
        {
          s.bye_ok = g_new0 (guint8, 1);
          bye = 0;
        }
      finish (&s, result, mate, bye);
      swiss_clear (&s);
      return result;
    }

  /* Steps 2 and 3: the candidates, the groups' own matching, the bye. */
  keys = build_candidates (&s);
  {
    g_autofree Edge *edges = keys_to_edges (keys);

    csr_build (&in_group, s.n, edges, keys->len, TRUE, &s);
    csr_build (&cand, s.n, edges, keys->len, FALSE, &s);
  }
  s.m_in = g_new (guint, s.n);
  for (guint v = 0; v < s.n; v++)
    s.m_in[v] = NONE;
  for (guint g = 0; g < s.n_groups; g++)
    for (guint u = s.gstart[g]; u + 1 < s.gstart[g + 1]; u += 2)
      if (!played (&s, u, u + 1))
        {
          s.m_in[u] = u + 1;
          s.m_in[u + 1] = u;
        }
  tav_matching_maximum (&in_group.g, s.m_in);
  analyse_byes_and_rematches (&s, &cand);
  csr_clear (&in_group);
  csr_clear (&cand);
  setup_levels (&s);
  merge_extra (&s, keys);

  /* Steps 4 and 5, widening the candidates until the certificate holds. */
  mate = g_new (guint, s.N);
  for (attempt = 0;; attempt++)
    {
      g_autoptr(TavWMatch) wm = NULL;
      gboolean last = FALSE;
      guint n_edges = 0;
      guint n_violations = 0;
      gboolean ok;

      if (attempt > 0)
        {
          if (attempt > s.tuning.max_attempts && !s.dense)
            {
              /* Out of widenings: every pair, if the field is small enough. */
              if (s.n > DENSE_FALLBACK_MAX)
                break;
              s.dense = TRUE;
              last = TRUE;
            }
          g_array_unref (keys);
          keys = build_candidates (&s);
        }

      wm = solve_weighted (&s, keys, &n_edges);
      for (guint v = 0; v < s.N; v++)
        mate[v] = tav_wmatch_get_mate (wm, v);
      result->attempts = attempt + 1;
      result->candidate_edges = n_edges;

      g_hash_table_remove_all (s.bumped);
      ok = certify (&s, wm, &n_violations);
      if (ok)
        break;
      if (last || n_violations == 0 || (s.dense && attempt > s.tuning.max_attempts))
        {
          g_debug ("no certificate after %u attempts", attempt + 1);
          result->certified = FALSE;
          break;
        }
    }
  if (attempt > s.tuning.max_attempts && s.n > DENSE_FALLBACK_MAX)
    result->certified = FALSE;

  /* The candidates hold step 3's perfect matching, so this is perfect;
   * should it not be, step 3's matching is still a valid round. */
  for (guint v = 0; v < s.N; v++)
    if (mate[v] == NONE)
      {
        g_debug ("the weighted matching is not perfect");
        memcpy (mate, s.m1, s.N * sizeof (guint));
        result->certified = FALSE;
        break;
      }
  if (s.dummy != NONE)
    bye = mate[s.dummy];
  finish (&s, result, mate, bye);
  swiss_clear (&s);
  return result;
}

/* ------------------------------------------------------------------------ */

void
tav_swiss_pairing_free (TavSwissPairing *self)
{
  if (self == NULL)
    return;
  g_array_unref (self->pairs);
  g_free (self);
}

guint
tav_swiss_pairing_get_n_pairs (const TavSwissPairing *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->pairs->len;
}

const TavSwissPair *
tav_swiss_pairing_get_pair (const TavSwissPairing *self,
                            guint                  i)
{
  g_return_val_if_fail (self != NULL && i < self->pairs->len, NULL);
  return &g_array_index (self->pairs, TavSwissPair, i);
}

int
tav_swiss_pairing_get_bye (const TavSwissPairing *self)
{
  g_return_val_if_fail (self != NULL, -1);
  return self->bye;
}

TavSwissByeReason
tav_swiss_pairing_get_bye_reason (const TavSwissPairing *self)
{
  g_return_val_if_fail (self != NULL, TAV_SWISS_BYE_NONE);
  return self->bye_reason;
}

guint
tav_swiss_pairing_get_rematches (const TavSwissPairing *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->rematches;
}

guint
tav_swiss_pairing_get_mixed_pairs (const TavSwissPairing *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->mixed;
}

guint
tav_swiss_pairing_get_parity_bound (const TavSwissPairing *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->parity_bound;
}

double
tav_swiss_pairing_get_gap_cost (const TavSwissPairing *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->gap_cost;
}

gboolean
tav_swiss_pairing_is_certified (const TavSwissPairing *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->certified;
}

guint
tav_swiss_pairing_get_attempts (const TavSwissPairing *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->attempts;
}

guint
tav_swiss_pairing_get_candidate_edges (const TavSwissPairing *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->candidate_edges;
}

static char *
format_score (double score)
{
  return g_strdup_printf ("%g", score);
}

char *
tav_swiss_pairing_explain (const TavSwissPairing *self,
                           guint                  i)
{
  const TavSwissPair *pair;
  g_autofree char *sa = NULL;
  g_autofree char *sb = NULL;
  g_autofree char *what = NULL;

  g_return_val_if_fail (self != NULL && i < self->pairs->len, NULL);

  pair = &g_array_index (self->pairs, TavSwissPair, i);
  sa = format_score (pair->score_a);
  sb = format_score (pair->score_b);
  if (self->first_round)
    what = g_strdup (_("first round: random pairing"));
  else if (pair->pair_down)
    what = g_strdup_printf (_("pair-down from %s to %s points"), sa, sb);
  else
    what = g_strdup_printf (_("both on %s points"), sa);

  if (pair->rematch)
    /* Translators: the first %s is one of the other explanations */
    return g_strdup_printf (_("%s; a rematch, as every pairing of this round needs one"), what);
  return g_steal_pointer (&what);
}

char *
tav_swiss_pairing_explain_bye (const TavSwissPairing *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  switch (self->bye_reason)
    {
    case TAV_SWISS_BYE_NONE:
      return NULL;
    case TAV_SWISS_BYE_RANDOM:
      return g_strdup (_("bye: random player (first round)"));
    case TAV_SWISS_BYE_LOWEST:
      if (self->bye_byes == 0)
        return g_strdup (_("bye: lowest score without a bye"));
      return g_strdup (_("bye: everyone has had a bye; lowest score with the fewest byes"));
    case TAV_SWISS_BYE_AVOIDS_REMATCH:
    default:
      if (self->bye_byes == 0)
        return g_strdup (_("bye: lowest score without a bye whose bye avoids a rematch"));
      return g_strdup (_("bye: a bye to a lower-ranked player would force a rematch"));
    }
}
