/* tav-swiss-certify.c — the dual certificate of a Swiss pairing over every pair of the field (step 5)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-swiss"

#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "tav-swiss-private.h"

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
  guint64 key = g == h ? G_MAXUINT64 - g : tav_swiss_cross_key (s, g, h);

  if (g_hash_table_contains (s->bumped, &key))
    return;
  g_hash_table_add (s->bumped, g_memdup2 (&key, sizeof key));
  if (g == h)
    s->level_in[g] = MIN (s->level_in[g] + 1, MAX_LEVEL);
  else
    {
      guint level = MIN (tav_swiss_cross_level (s, g, h) + 1, MAX_LEVEL);

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

/* The summaries of @node's children as one list sorted by group then dual,
 * each entry marked with its child; the heavy child's summary is merged,
 * not re-sorted. The children's summaries are freed. */
static Entry *
merge_children (Cert    *c,
                guint    node,
                Entry  **child_summary,
                guint   *child_len,
                guint   *heavy_out,
                guint   *n_out)
{
  guint heavy = NONE, heavy_len = 0, total = 0;
  g_autoptr(GArray) light = g_array_new (FALSE, FALSE, sizeof (Entry));
  Entry *all;
  guint n_all = 0;

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
  *heavy_out = heavy;
  *n_out = n_all;
  return all;
}

/* The best dual per group of @all, and the second best from another
 * child; a group is light when it has an entry outside the heavy child. */
static Best *
best_per_group (const Entry *all,
                guint        n_all,
                guint        heavy,
                guint8     **is_light_out,
                guint       *n_best_out,
                guint       *n_light_groups_out)
{
  Best *best;
  guint8 *is_light;
  guint n_best = 0, n_light_groups = 0;

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
  *is_light_out = is_light;
  *n_best_out = n_best;
  *n_light_groups_out = n_light_groups;
  return best;
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
  guint heavy, n_light_groups;
  g_autofree Entry *all = NULL;
  g_autofree Best *best = NULL;
  g_autofree guint8 *is_light = NULL;
  g_autofree gint64 *prefix = NULL;
  g_autofree gint64 *suffix = NULL;
  Sparse table = { 0, };
  guint n_all, n_best;
  Entry *summary;

  all = merge_children (c, node, child_summary, child_len, &heavy, &n_all);
  best = best_per_group (all, n_all, heavy, &is_light, &n_best, &n_light_groups);

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

/* The blossom forest of the matching's duals under a root: parents, depths,
 * the sums of z down from the root, and each node's children. */
static void
build_forest (Cert   *c,
              guint8 *in_use)
{
  guint N = c->s->N;
  g_autofree guint *fill = NULL;
  g_autofree int *order = g_new (int, c->n_nodes);
  guint n_order = 0;

  /* The blossom forest: every blossom in use is an ancestor of a vertex. */
  for (guint x = 0; x < c->n_nodes; x++)
    c->parent[x] = -1;
  for (guint v = 0; v < N; v++)
    {
      int x = v;

      while (x >= 0 && !in_use[x])
        {
          int p = tav_wmatch_get_parent (c->wm, x);

          in_use[x] = 1;
          c->parent[x] = p >= 0 ? p : (int) c->root;
          x = p;
        }
    }
  in_use[c->root] = 1;

  /* Depth and z sums, parents first. */
  for (guint x = 0; x < c->root; x++)
    if (in_use[x] && c->depth[x] == 0)
      {
        int y = x;

        n_order = 0;
        while (y != (int) c->root && c->depth[y] == 0)
          {
            order[n_order++] = y;
            y = c->parent[y];
          }
        while (n_order > 0)
          {
            int z = order[--n_order];
            int p = c->parent[z];
            gint64 own = z >= (int) N ? tav_wmatch_get_blossom_dual (c->wm, z) : 0;

            if (own < 0)
              c->broken = TRUE;
            c->depth[z] = (p == (int) c->root ? 0 : c->depth[p]) + 1;
            c->zacc[z] = own + (p == (int) c->root ? 0 : c->zacc[p]);
          }
      }

  c->coff = g_new0 (guint, c->n_nodes + 1);
  for (guint x = 0; x < c->root; x++)
    if (in_use[x])
      c->coff[c->parent[x] + 1]++;
  for (guint x = 0; x < c->n_nodes; x++)
    c->coff[x + 1] += c->coff[x];
  c->cadj = g_new (guint, MAX (1, c->coff[c->n_nodes]));
  fill = g_memdup2 (c->coff, (c->n_nodes + 1) * sizeof (guint));
  for (guint x = 0; x < c->root; x++)
    if (in_use[x])
      c->cadj[fill[c->parent[x]]++] = x;
}

/* Complementary slackness: a perfect matching of tight pairs, and every
 * blossom with a positive z holds as many pairs as it can. */
static void
check_slackness (Cert         *c,
                 const guint8 *in_use)
{
  guint N = c->s->N;

  for (guint v = 0; v < N; v++)
    {
      guint m = tav_wmatch_get_mate (c->wm, v);

      if (m == NONE || (v < m && pair_slack (c, v, m) != 0))
        c->broken = TRUE;
    }
  if (!c->broken)
    {
      g_autofree guint *leaves = g_new0 (guint, c->n_nodes);
      g_autofree guint *inside = g_new0 (guint, c->n_nodes);

      /* Pairs counted at their lowest common blossom, then summed up. */
      for (guint v = 0; v < N; v++)
        {
          guint m = tav_wmatch_get_mate (c->wm, v);
          int a = v, b = m;

          leaves[v] = 1;
          if (v > m)
            continue;
          while (c->depth[a] > c->depth[b])
            a = c->parent[a];
          while (c->depth[b] > c->depth[a])
            b = c->parent[b];
          while (a != b)
            {
              a = c->parent[a];
              b = c->parent[b];
            }
          inside[a]++;
        }
      {
        /* Deepest first, so that each node is complete before its parent. */
        g_autofree guint *by_depth = g_new (guint, c->root);
        guint n_by = 0, max_depth = 0;
        g_autofree guint *count = NULL;
        g_autofree guint *start = NULL;

        for (guint x = 0; x < c->root; x++)
          if (in_use[x])
            max_depth = MAX (max_depth, c->depth[x]);
        count = g_new0 (guint, max_depth + 2);
        start = g_new0 (guint, max_depth + 2);
        for (guint x = 0; x < c->root; x++)
          if (in_use[x])
            count[c->depth[x]]++;
        for (guint d = max_depth + 1; d > 0; d--)
          start[d - 1] = start[d] + count[d];
        for (guint x = 0; x < c->root; x++)
          if (in_use[x])
            by_depth[start[c->depth[x]]++] = x;
        n_by = 0;
        for (guint x = 0; x < c->root; x++)
          n_by += in_use[x];
        for (guint i = 0; i < n_by; i++)
          {
            guint x = by_depth[i];
            int p = c->parent[x];

            if (x >= N && tav_wmatch_get_blossom_dual (c->wm, x) > 0
                && (leaves[x] % 2 == 0 || 2 * inside[x] != leaves[x] - 1))
              c->broken = TRUE;
            if (p != (int) c->root)
              {
                leaves[p] += leaves[x];
                inside[p] += inside[x];
              }
          }
      }
    }
}

gboolean
tav_swiss_certify (Swiss           *s,
                   const TavWMatch *wm,
                   guint           *n_violations)
{
  Cert c = { 0, };
  guint N = s->N;
  g_autofree guint8 *in_use = NULL;

  c.s = s;
  c.wm = wm;
  c.n_nodes = 2 * N + 1;
  c.root = 2 * N;
  c.parent = g_new (int, c.n_nodes);
  c.zacc = g_new0 (gint64, c.n_nodes);
  c.depth = g_new0 (guint, c.n_nodes);
  in_use = g_new0 (guint8, c.n_nodes);

  build_forest (&c, in_use);
  check_slackness (&c, in_use);

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
