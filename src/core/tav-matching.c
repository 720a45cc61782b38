/* tav-matching.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-swiss"

#include "config.h"

#include <string.h>

#include "tav-matching.h"

#define NONE TAV_MATCH_NONE

/* ------------------------------------------------------------------------ */
/* Maximum cardinality: Edmonds' search with the blossoms kept in a
 * union-find forest whose roots are the blossom bases, so that a search
 * costs about the edges it scans. Only the vertices a search touched are
 * reset afterwards: most searches stay small. */

typedef struct
{
  const TavGraph *g;
  guint          *mate;
  guint8         *label;    /* 0 unreached, 1 even, 2 odd */
  guint8         *seen;
  guint          *parent;
  guint          *dsu;
  guint          *vis;
  guint           vis_stamp;
  guint          *mark;
  guint           mark_stamp;
  guint          *queue;
  guint           qh, qt;
  guint          *touched;
  guint           n_touched;
  guint          *nbuf;
} Card;

static void
card_init (Card           *c,
           const TavGraph *g,
           guint          *mate)
{
  guint n = g->n;

  memset (c, 0, sizeof *c);
  c->g = g;
  c->mate = mate;
  c->label = g_new0 (guint8, n);
  c->seen = g_new0 (guint8, n);
  c->parent = g_new (guint, n);
  c->dsu = g_new (guint, n);
  c->vis = g_new0 (guint, n);
  c->mark = g_new0 (guint, n);
  c->queue = g_new (guint, n);
  c->touched = g_new (guint, n);
  c->nbuf = g_new (guint, n);
  for (guint v = 0; v < n; v++)
    {
      c->parent[v] = NONE;
      c->dsu[v] = v;
    }
}

static void
card_clear (Card *c)
{
  g_free (c->label);
  g_free (c->seen);
  g_free (c->parent);
  g_free (c->dsu);
  g_free (c->vis);
  g_free (c->mark);
  g_free (c->queue);
  g_free (c->touched);
  g_free (c->nbuf);
}

static inline gboolean
is_removed (const TavGraph *g,
            guint           v)
{
  return g->removed != NULL && g->removed[v];
}

/* Copies the neighbours of v into c->nbuf. */
static guint
card_neighbours (Card  *c,
                 guint  v)
{
  const TavGraph *g = c->g;
  guint k = 0;

  if (!g->complement)
    {
      for (guint i = g->off[v]; i < g->off[v + 1]; i++)
        if (!is_removed (g, g->adj[i]))
          c->nbuf[k++] = g->adj[i];
      return k;
    }

  if (++c->mark_stamp == 0)
    {
      memset (c->mark, 0, g->n * sizeof (guint));
      c->mark_stamp = 1;
    }
  for (guint i = g->off[v]; i < g->off[v + 1]; i++)
    c->mark[g->adj[i]] = c->mark_stamp;
  for (guint u = 0; u < g->n; u++)
    if (u != v && c->mark[u] != c->mark_stamp && !is_removed (g, u))
      c->nbuf[k++] = u;
  return k;
}

static inline void
card_touch (Card  *c,
            guint  v)
{
  if (!c->seen[v])
    {
      c->seen[v] = 1;
      c->touched[c->n_touched++] = v;
    }
}

static void
card_reset (Card *c)
{
  for (guint i = 0; i < c->n_touched; i++)
    {
      guint v = c->touched[i];

      c->seen[v] = 0;
      c->label[v] = 0;
      c->parent[v] = NONE;
      c->dsu[v] = v;
    }
  c->n_touched = 0;
  c->qh = c->qt = 0;
}

static guint
card_find (Card  *c,
           guint  v)
{
  guint r = v;

  while (c->dsu[r] != r)
    r = c->dsu[r];
  while (c->dsu[v] != r)
    {
      guint next = c->dsu[v];

      c->dsu[v] = r;
      v = next;
    }
  return r;
}

/* The base where the tree paths from v and w meet, or NONE when they lie in
 * different trees (then they close an augmenting path). */
static guint
card_lca (Card  *c,
          guint  v,
          guint  w)
{
  guint a = card_find (c, v);
  guint b = card_find (c, w);

  if (++c->vis_stamp == 0)
    {
      memset (c->vis, 0, c->g->n * sizeof (guint));
      c->vis_stamp = 1;
    }

  while (a != NONE || b != NONE)
    {
      if (a != NONE)
        {
          if (c->vis[a] == c->vis_stamp)
            return a;
          c->vis[a] = c->vis_stamp;
          a = c->mate[a] == NONE ? NONE : card_find (c, c->parent[c->mate[a]]);
        }
      {
        guint t = a;

        a = b;
        b = t;
      }
    }
  return NONE;
}

static void
card_push (Card  *c,
           guint  v)
{
  c->queue[c->qt++] = v;
}

static void
card_blossom (Card  *c,
              guint  v,
              guint  w,
              guint  base)
{
  while (card_find (c, v) != base)
    {
      guint m;

      c->parent[v] = w;
      m = c->mate[v];
      if (c->label[m] == 2)
        {
          c->label[m] = 1;
          card_push (c, m);
        }
      /* Merge only at set roots: a sub-blossom joins when the walk
       * reaches its base, not before (it would cut the walk short). */
      if (c->dsu[v] == v)
        c->dsu[v] = base;
      if (c->dsu[m] == m)
        c->dsu[m] = base;
      w = m;
      v = c->parent[m];
    }
}

static void
card_augment (Card  *c,
              guint  u)
{
  while (u != NONE)
    {
      guint pv = c->parent[u];
      guint ppv = c->mate[pv];

      c->mate[u] = pv;
      c->mate[pv] = u;
      u = ppv;
    }
}

/* Grows alternating trees from the roots already queued. Returns TRUE when it
 * augmented (single-root use only). */
static gboolean
card_grow (Card *c)
{
  while (c->qh < c->qt)
    {
      guint v = c->queue[c->qh++];
      guint k = card_neighbours (c, v);

      for (guint i = 0; i < k; i++)
        {
          guint u = c->nbuf[i];

          if (card_find (c, u) == card_find (c, v) || c->label[u] == 2)
            continue;

          if (c->label[u] == 0)
            {
              guint m = c->mate[u];

              card_touch (c, u);
              c->parent[u] = v;
              if (m == NONE)
                {
                  card_augment (c, u);
                  return TRUE;
                }
              c->label[u] = 2;
              c->label[m] = 1;
              card_touch (c, m);
              card_push (c, m);
            }
          else
            {
              guint base = card_lca (c, v, u);

              /* Two trees joined: only a non-maximum matching has that. */
              if (base == NONE)
                continue;
              card_blossom (c, v, u, base);
              card_blossom (c, u, v, base);
            }
        }
    }
  return FALSE;
}

guint
tav_matching_maximum (const TavGraph *graph,
                      guint          *mate)
{
  Card c;
  guint pairs = 0;

  g_return_val_if_fail (graph != NULL && mate != NULL, 0);

  card_init (&c, graph, mate);

  /* Cheap first: single neighbours of single vertices. */
  for (guint v = 0; v < graph->n; v++)
    {
      guint k;

      if (mate[v] != NONE || is_removed (graph, v))
        continue;
      k = card_neighbours (&c, v);
      for (guint i = 0; i < k; i++)
        if (mate[c.nbuf[i]] == NONE)
          {
            mate[v] = c.nbuf[i];
            mate[c.nbuf[i]] = v;
            break;
          }
    }

  /* A vertex with no augmenting path now never gets one later, so one pass
   * over the single vertices reaches the maximum. */
  for (guint v = 0; v < graph->n; v++)
    {
      if (mate[v] != NONE || is_removed (graph, v))
        continue;
      c.label[v] = 1;
      card_touch (&c, v);
      card_push (&c, v);
      card_grow (&c);
      card_reset (&c);
    }

  for (guint v = 0; v < graph->n; v++)
    if (mate[v] != NONE && v < mate[v])
      pairs++;

  card_clear (&c);
  return pairs;
}

void
tav_matching_even_set (const TavGraph *graph,
                       const guint    *mate,
                       guint8         *even)
{
  Card c;
  guint *copy;

  g_return_if_fail (graph != NULL && mate != NULL && even != NULL);

  /* The search only reads mate[] when it does not augment. */
  copy = g_memdup2 (mate, graph->n * sizeof (guint));
  card_init (&c, graph, copy);
  for (guint v = 0; v < graph->n; v++)
    if (copy[v] == NONE && !is_removed (graph, v))
      {
        c.label[v] = 1;
        card_touch (&c, v);
        card_push (&c, v);
      }
  card_grow (&c);
  for (guint v = 0; v < graph->n; v++)
    even[v] = c.label[v] == 1;
  card_clear (&c);
  g_free (copy);
}

/* ------------------------------------------------------------------------ */
/* Maximum weight: the primal-dual method, following the structure of Joris
 * van Rantwijk's well-tested implementation of Galil's description. Vertices
 * are 0..n-1, blossoms n..2n-1; edge k has endpoints 2k (u) and 2k+1 (v).
 * Vertex duals are stored doubled (2·y) so that integer weights keep every
 * quantity integral. */

typedef struct
{
  int  *d;
  guint len;
  guint cap;
} IntVec;

static inline void
vec_push (IntVec *v,
          int     x)
{
  if (v->len == v->cap)
    {
      v->cap = MAX (8, v->cap * 2);
      v->d = g_renew (int, v->d, v->cap);
    }
  v->d[v->len++] = x;
}

static void
vec_free (IntVec *v)
{
  g_clear_pointer (&v->d, g_free);
  v->len = v->cap = 0;
}

struct _TavWMatch
{
  guint    n;
  guint    m;
  guint   *eu;
  guint   *ev;
  gint64  *ew;
  guint   *nb_off;
  int     *nb;           /* remote endpoints of the edges at each vertex */
  int     *mate;         /* remote endpoint of the matched edge, or -1 */
  int     *label;        /* 0 free, 1 S, 2 T; 5 = S with a breadcrumb */
  int     *labelend;
  int     *inblossom;
  int     *blossomparent;
  int     *blossombase;
  int     *bestedge;
  IntVec  *childs;
  IntVec  *endps;
  IntVec  *bestedges;
  guint8  *has_bestedges;
  int     *unused;
  guint    n_unused;
  gint64  *dualvar;
  guint8  *allowedge;
  IntVec   queue;
  int     *bestedgeto;
  IntVec   bet_touched;
  IntVec   lstack;
  IntVec   path;
  IntVec   tmp;
  IntVec   tmp2;
  IntVec   rot;
  guint    stages;

  /* What this stage touched, so that a substage costs the size of the
   * trees rather than n: labelled vertices and blossoms, and the holders of
   * a least-slack edge (delta2, delta3). Each listed once per stage. */
  guint    stage;
  guint   *seen_v;
  guint   *seen_b;
  guint   *seen_d2;
  guint   *seen_d3;
  IntVec   lab_v;
  IntVec   lab_b;
  IntVec   d2;
  IntVec   d3;
};

static inline int
endpoint (const TavWMatch *s,
          int              p)
{
  return (p & 1) ? (int) s->ev[p >> 1] : (int) s->eu[p >> 1];
}

static inline gint64
slack (const TavWMatch *s,
       int              k)
{
  return s->dualvar[s->eu[k]] + s->dualvar[s->ev[k]] - 2 * s->ew[k];
}

TavWMatch *
tav_wmatch_new (guint         n_vertices,
                guint         n_edges,
                const guint  *edge_u,
                const guint  *edge_v,
                const gint64 *edge_w)
{
  TavWMatch *s = g_new0 (TavWMatch, 1);
  guint n = n_vertices;
  gint64 maxw = 0;
  guint *fill;

  s->n = n;
  s->m = n_edges;
  s->eu = g_memdup2 (edge_u, MAX (1, n_edges) * sizeof (guint));
  s->ev = g_memdup2 (edge_v, MAX (1, n_edges) * sizeof (guint));
  s->ew = g_memdup2 (edge_w, MAX (1, n_edges) * sizeof (gint64));

  s->nb_off = g_new0 (guint, n + 1);
  for (guint k = 0; k < n_edges; k++)
    {
      g_return_val_if_fail (edge_u[k] < n && edge_v[k] < n && edge_u[k] != edge_v[k], s);
      s->nb_off[edge_u[k] + 1]++;
      s->nb_off[edge_v[k] + 1]++;
      maxw = MAX (maxw, edge_w[k]);
    }
  for (guint v = 0; v < n; v++)
    s->nb_off[v + 1] += s->nb_off[v];
  s->nb = g_new (int, MAX (1, 2 * n_edges));
  fill = g_memdup2 (s->nb_off, (n + 1) * sizeof (guint));
  for (guint k = 0; k < n_edges; k++)
    {
      s->nb[fill[edge_u[k]]++] = 2 * k + 1;
      s->nb[fill[edge_v[k]]++] = 2 * k;
    }
  g_free (fill);

  s->mate = g_new (int, MAX (1, n));
  s->label = g_new0 (int, 2 * n + 1);
  s->labelend = g_new (int, 2 * n + 1);
  s->inblossom = g_new (int, MAX (1, n));
  s->blossomparent = g_new (int, 2 * n + 1);
  s->blossombase = g_new (int, 2 * n + 1);
  s->bestedge = g_new (int, 2 * n + 1);
  s->childs = g_new0 (IntVec, 2 * n + 1);
  s->endps = g_new0 (IntVec, 2 * n + 1);
  s->bestedges = g_new0 (IntVec, 2 * n + 1);
  s->has_bestedges = g_new0 (guint8, 2 * n + 1);
  s->unused = g_new (int, MAX (1, n));
  s->dualvar = g_new0 (gint64, 2 * n + 1);
  s->allowedge = g_new0 (guint8, MAX (1, n_edges));
  s->bestedgeto = g_new (int, 2 * n + 1);
  s->seen_v = g_new0 (guint, 2 * n + 1);
  s->seen_b = g_new0 (guint, 2 * n + 1);
  s->seen_d2 = g_new0 (guint, 2 * n + 1);
  s->seen_d3 = g_new0 (guint, 2 * n + 1);

  for (guint v = 0; v < n; v++)
    {
      s->mate[v] = -1;
      s->inblossom[v] = v;
      s->dualvar[v] = maxw;
    }
  for (guint b = 0; b < 2 * n; b++)
    {
      s->labelend[b] = -1;
      s->blossomparent[b] = -1;
      s->blossombase[b] = b < n ? (int) b : -1;
      s->bestedge[b] = -1;
      s->bestedgeto[b] = -1;
    }
  for (guint i = 0; i < n; i++)
    s->unused[s->n_unused++] = 2 * n - 1 - i;

  return s;
}

void
tav_wmatch_free (TavWMatch *s)
{
  if (s == NULL)
    return;
  for (guint b = 0; b < 2 * s->n; b++)
    {
      vec_free (&s->childs[b]);
      vec_free (&s->endps[b]);
      vec_free (&s->bestedges[b]);
    }
  g_free (s->eu);
  g_free (s->ev);
  g_free (s->ew);
  g_free (s->nb_off);
  g_free (s->nb);
  g_free (s->mate);
  g_free (s->label);
  g_free (s->labelend);
  g_free (s->inblossom);
  g_free (s->blossomparent);
  g_free (s->blossombase);
  g_free (s->bestedge);
  g_free (s->childs);
  g_free (s->endps);
  g_free (s->bestedges);
  g_free (s->has_bestedges);
  g_free (s->unused);
  g_free (s->dualvar);
  g_free (s->allowedge);
  g_free (s->bestedgeto);
  g_free (s->seen_v);
  g_free (s->seen_b);
  g_free (s->seen_d2);
  g_free (s->seen_d3);
  vec_free (&s->lab_v);
  vec_free (&s->lab_b);
  vec_free (&s->d2);
  vec_free (&s->d3);
  vec_free (&s->queue);
  vec_free (&s->bet_touched);
  vec_free (&s->lstack);
  vec_free (&s->path);
  vec_free (&s->tmp);
  vec_free (&s->tmp2);
  vec_free (&s->rot);
  g_free (s);
}

void
tav_wmatch_set_vertex_duals (TavWMatch    *s,
                             const gint64 *duals)
{
  for (guint v = 0; v < s->n; v++)
    {
      /* Even duals keep every S–S slack even, so delta3 stays integral. */
      g_return_if_fail ((duals[v] & 1) == 0);
      s->dualvar[v] = duals[v];
    }
  for (guint k = 0; k < s->m; k++)
    g_return_if_fail (slack (s, k) >= 0);
}

void
tav_wmatch_set_initial (TavWMatch   *s,
                        const guint *edges,
                        guint        n_edges)
{
  for (guint i = 0; i < n_edges; i++)
    {
      guint k = edges[i];

      g_return_if_fail (k < s->m);
      g_return_if_fail (s->mate[s->eu[k]] == -1 && s->mate[s->ev[k]] == -1);
      g_return_if_fail (slack (s, k) == 0);
      s->mate[s->eu[k]] = 2 * k + 1;
      s->mate[s->ev[k]] = 2 * k;
    }
}

/* Appends the vertices of blossom b to out. */
static void
leaves (TavWMatch *s,
        int        b,
        IntVec    *out)
{
  if (b < (int) s->n)
    {
      vec_push (out, b);
      return;
    }
  s->lstack.len = 0;
  vec_push (&s->lstack, b);
  while (s->lstack.len > 0)
    {
      int x = s->lstack.d[--s->lstack.len];

      if (x < (int) s->n)
        vec_push (out, x);
      else
        for (guint i = s->childs[x].len; i > 0; i--)
          vec_push (&s->lstack, s->childs[x].d[i - 1]);
    }
}

static inline void
note (guint  *seen,
      IntVec *list,
      guint   stage,
      int     x)
{
  if (seen[x] != stage)
    {
      seen[x] = stage;
      vec_push (list, x);
    }
}

/* Records the vertices and blossom of a newly labelled top-level b. */
static void
note_labelled (TavWMatch *s,
               int        b)
{
  if (b >= (int) s->n)
    note (s->seen_b, &s->lab_b, s->stage, b);
  s->tmp2.len = 0;
  leaves (s, b, &s->tmp2);
  for (guint i = 0; i < s->tmp2.len; i++)
    note (s->seen_v, &s->lab_v, s->stage, s->tmp2.d[i]);
}

static void
assign_label (TavWMatch *s,
              int        w,
              int        t,
              int        p)
{
  for (;;)
    {
      int b = s->inblossom[w];
      int base;

      s->label[w] = s->label[b] = t;
      s->labelend[w] = s->labelend[b] = p;
      s->bestedge[w] = s->bestedge[b] = -1;
      note_labelled (s, b);
      if (t == 1)
        {
          leaves (s, b, &s->queue);
          return;
        }
      /* A T-blossom: its base's mate becomes S. */
      base = s->blossombase[b];
      w = endpoint (s, s->mate[base]);
      p = s->mate[base] ^ 1;
      t = 1;
    }
}

static int
scan_blossom (TavWMatch *s,
              int        v,
              int        w)
{
  int base = -1;

  s->path.len = 0;
  while (v != -1 || w != -1)
    {
      int b = s->inblossom[v];

      if (s->label[b] & 4)
        {
          base = s->blossombase[b];
          break;
        }
      vec_push (&s->path, b);
      s->label[b] = 5;
      if (s->labelend[b] == -1)
        v = -1;
      else
        {
          v = endpoint (s, s->labelend[b]);
          b = s->inblossom[v];
          v = endpoint (s, s->labelend[b]);
        }
      if (w != -1)
        {
          int t = v;

          v = w;
          w = t;
        }
    }
  for (guint i = 0; i < s->path.len; i++)
    s->label[s->path.d[i]] = 1;
  return base;
}

static void
reverse (int   *d,
         guint  len)
{
  for (guint i = 0, j = len; i + 1 < j; i++, j--)
    {
      int t = d[i];

      d[i] = d[j - 1];
      d[j - 1] = t;
    }
}

static void
consider_best (TavWMatch *s,
               int        b,
               int        k)
{
  int i = s->eu[k];
  int j = s->ev[k];
  int bj;

  if (s->inblossom[j] == b)
    {
      int t = i;

      i = j;
      j = t;
    }
  bj = s->inblossom[j];
  if (bj != b && s->label[bj] == 1
      && (s->bestedgeto[bj] == -1 || slack (s, k) < slack (s, s->bestedgeto[bj])))
    {
      if (s->bestedgeto[bj] == -1)
        vec_push (&s->bet_touched, bj);
      s->bestedgeto[bj] = k;
    }
}

static void
add_blossom (TavWMatch *s,
             int        base,
             int        k)
{
  int v = s->eu[k];
  int w = s->ev[k];
  int bb = s->inblossom[base];
  int bv = s->inblossom[v];
  int bw = s->inblossom[w];
  int b = s->unused[--s->n_unused];
  IntVec *path = &s->childs[b];
  IntVec *endps = &s->endps[b];

  s->blossombase[b] = base;
  s->blossomparent[b] = -1;
  s->blossomparent[bb] = b;
  path->len = 0;
  endps->len = 0;

  while (bv != bb)
    {
      s->blossomparent[bv] = b;
      vec_push (path, bv);
      vec_push (endps, s->labelend[bv]);
      v = endpoint (s, s->labelend[bv]);
      bv = s->inblossom[v];
    }
  vec_push (path, bb);
  reverse (path->d, path->len);
  reverse (endps->d, endps->len);
  vec_push (endps, 2 * k);
  while (bw != bb)
    {
      s->blossomparent[bw] = b;
      vec_push (path, bw);
      vec_push (endps, s->labelend[bw] ^ 1);
      w = endpoint (s, s->labelend[bw]);
      bw = s->inblossom[w];
    }

  s->label[b] = 1;
  s->labelend[b] = s->labelend[bb];
  s->dualvar[b] = 0;
  note (s->seen_b, &s->lab_b, s->stage, b);

  s->tmp.len = 0;
  leaves (s, b, &s->tmp);
  for (guint i = 0; i < s->tmp.len; i++)
    {
      int x = s->tmp.d[i];

      /* Its T-vertices become S: scan them too. */
      if (s->label[s->inblossom[x]] == 2)
        vec_push (&s->queue, x);
      s->inblossom[x] = b;
    }

  /* The least-slack edges from the new blossom to each other S-blossom. */
  s->bet_touched.len = 0;
  for (guint c = 0; c < path->len; c++)
    {
      int sub = path->d[c];

      if (!s->has_bestedges[sub])
        {
          s->tmp2.len = 0;
          leaves (s, sub, &s->tmp2);
          for (guint i = 0; i < s->tmp2.len; i++)
            {
              int x = s->tmp2.d[i];

              for (guint q = s->nb_off[x]; q < s->nb_off[x + 1]; q++)
                consider_best (s, b, s->nb[q] >> 1);
            }
        }
      else
        {
          for (guint i = 0; i < s->bestedges[sub].len; i++)
            consider_best (s, b, s->bestedges[sub].d[i]);
        }
      s->has_bestedges[sub] = 0;
      s->bestedges[sub].len = 0;
      s->bestedge[sub] = -1;
    }
  s->bestedges[b].len = 0;
  s->has_bestedges[b] = 1;
  s->bestedge[b] = -1;
  for (guint i = 0; i < s->bet_touched.len; i++)
    {
      int to = s->bet_touched.d[i];
      int e = s->bestedgeto[to];

      vec_push (&s->bestedges[b], e);
      if (s->bestedge[b] == -1 || slack (s, e) < slack (s, s->bestedge[b]))
        s->bestedge[b] = e;
      s->bestedgeto[to] = -1;
    }
  s->bet_touched.len = 0;
  if (s->bestedge[b] != -1)
    note (s->seen_d3, &s->d3, s->stage, b);
}

static guint
child_index (const IntVec *childs,
             int           t)
{
  for (guint i = 0; i < childs->len; i++)
    if (childs->d[i] == t)
      return i;
  g_return_val_if_reached (0);
}

static inline guint
wrap (int j,
      int len)
{
  return j < 0 ? (guint) (j + len) : (guint) j;
}

static void
expand_blossom (TavWMatch *s,
                int        b,
                gboolean   endstage)
{
  IntVec *childs = &s->childs[b];
  IntVec *endps = &s->endps[b];
  int len = childs->len;

  for (int i = 0; i < len; i++)
    {
      int sub = childs->d[i];

      s->blossomparent[sub] = -1;
      if (sub < (int) s->n)
        s->inblossom[sub] = sub;
      else if (endstage && s->dualvar[sub] == 0)
        expand_blossom (s, sub, endstage);
      else
        {
          s->tmp.len = 0;
          leaves (s, sub, &s->tmp);
          for (guint q = 0; q < s->tmp.len; q++)
            s->inblossom[s->tmp.d[q]] = sub;
        }
    }

  /* A T-blossom expanded mid-stage: relabel the sub-blossoms on the even
   * path from the entry to the base, and those reachable on the odd side. */
  if (!endstage && s->label[b] == 2)
    {
      int entrychild = s->inblossom[endpoint (s, s->labelend[b] ^ 1)];
      int j = child_index (childs, entrychild);
      int jstep, endptrick;
      int p = s->labelend[b];
      int bv;

      if (j & 1)
        {
          j -= len;
          jstep = 1;
          endptrick = 0;
        }
      else
        {
          jstep = -1;
          endptrick = 1;
        }

      while (j != 0)
        {
          s->label[endpoint (s, p ^ 1)] = 0;
          s->label[endpoint (s, endps->d[wrap (j - endptrick, len)] ^ endptrick ^ 1)] = 0;
          assign_label (s, endpoint (s, p ^ 1), 2, p);
          s->allowedge[endps->d[wrap (j - endptrick, len)] >> 1] = 1;
          j += jstep;
          p = endps->d[wrap (j - endptrick, len)] ^ endptrick;
          s->allowedge[p >> 1] = 1;
          j += jstep;
        }

      bv = childs->d[wrap (j, len)];
      s->label[endpoint (s, p ^ 1)] = s->label[bv] = 2;
      s->labelend[endpoint (s, p ^ 1)] = s->labelend[bv] = p;
      s->bestedge[bv] = -1;
      note_labelled (s, bv);
      j += jstep;
      while (childs->d[wrap (j, len)] != entrychild)
        {
          int reached = -1;

          bv = childs->d[wrap (j, len)];
          if (s->label[bv] == 1)
            {
              j += jstep;
              continue;
            }
          s->tmp.len = 0;
          leaves (s, bv, &s->tmp);
          for (guint q = 0; q < s->tmp.len; q++)
            if (s->label[s->tmp.d[q]] != 0)
              {
                reached = s->tmp.d[q];
                break;
              }
          if (reached != -1)
            {
              s->label[reached] = 0;
              s->label[endpoint (s, s->mate[s->blossombase[bv]])] = 0;
              assign_label (s, reached, 2, s->labelend[reached]);
            }
          j += jstep;
        }
    }

  s->label[b] = s->labelend[b] = -1;
  childs->len = 0;
  endps->len = 0;
  s->blossombase[b] = -1;
  s->bestedges[b].len = 0;
  s->has_bestedges[b] = 0;
  s->bestedge[b] = -1;
  s->unused[s->n_unused++] = b;
}

static void
augment_blossom (TavWMatch *s,
                 int        b,
                 int        v)
{
  IntVec *childs = &s->childs[b];
  IntVec *endps = &s->endps[b];
  int len = childs->len;
  int t = v;
  int i, j, jstep, endptrick;

  while (s->blossomparent[t] != b)
    t = s->blossomparent[t];
  if (t >= (int) s->n)
    augment_blossom (s, t, v);

  i = j = child_index (childs, t);
  if (i & 1)
    {
      j -= len;
      jstep = 1;
      endptrick = 0;
    }
  else
    {
      jstep = -1;
      endptrick = 1;
    }

  while (j != 0)
    {
      int p;

      j += jstep;
      t = childs->d[wrap (j, len)];
      p = endps->d[wrap (j - endptrick, len)] ^ endptrick;
      if (t >= (int) s->n)
        augment_blossom (s, t, endpoint (s, p));
      j += jstep;
      t = childs->d[wrap (j, len)];
      if (t >= (int) s->n)
        augment_blossom (s, t, endpoint (s, p ^ 1));
      s->mate[endpoint (s, p)] = p ^ 1;
      s->mate[endpoint (s, p ^ 1)] = p;
    }

  /* Rotate so that the new base comes first. */
  if (i > 0)
    {
      s->rot.len = 0;
      for (int q = 0; q < len; q++)
        vec_push (&s->rot, childs->d[(q + i) % len]);
      memcpy (childs->d, s->rot.d, len * sizeof (int));
      s->rot.len = 0;
      for (int q = 0; q < len; q++)
        vec_push (&s->rot, endps->d[(q + i) % len]);
      memcpy (endps->d, s->rot.d, len * sizeof (int));
    }
  s->blossombase[b] = s->blossombase[childs->d[0]];
}

static void
augment_matching (TavWMatch *s,
                  int        k)
{
  int ends[2][2] = { { s->eu[k], 2 * k + 1 }, { s->ev[k], 2 * k } };

  for (int e = 0; e < 2; e++)
    {
      int x = ends[e][0];
      int p = ends[e][1];

      for (;;)
        {
          int bs = s->inblossom[x];
          int t, bt, j;

          if (bs >= (int) s->n)
            augment_blossom (s, bs, x);
          s->mate[x] = p;
          if (s->labelend[bs] == -1)
            break;
          t = endpoint (s, s->labelend[bs]);
          bt = s->inblossom[t];
          x = endpoint (s, s->labelend[bt]);
          j = endpoint (s, s->labelend[bt] ^ 1);
          if (bt >= (int) s->n)
            augment_blossom (s, bt, j);
          s->mate[j] = s->labelend[bt];
          p = s->labelend[bt] ^ 1;
        }
    }
}

void
tav_wmatch_solve (TavWMatch *s,
                  gboolean   max_cardinality)
{
  guint n = s->n;

  if (n == 0 || s->m == 0)
    return;

  for (;;)
    {
      gboolean augmented = FALSE;

      s->stages++;
      s->stage++;
      s->lab_v.len = s->lab_b.len = s->d2.len = s->d3.len = 0;
      for (guint b = 0; b < 2 * n; b++)
        {
          s->label[b] = 0;
          s->bestedge[b] = -1;
          if (b >= n)
            {
              s->bestedges[b].len = 0;
              s->has_bestedges[b] = 0;
            }
        }
      memset (s->allowedge, 0, s->m);
      s->queue.len = 0;

      for (guint v = 0; v < n; v++)
        if (s->mate[v] == -1 && s->label[s->inblossom[v]] == 0)
          assign_label (s, v, 1, -1);

      for (;;)
        {
          int deltatype = -1;
          gint64 delta = 0;
          int deltaedge = -1, deltablossom = -1;

          while (s->queue.len > 0 && !augmented)
            {
              int v = s->queue.d[--s->queue.len];

              for (guint q = s->nb_off[v]; q < s->nb_off[v + 1]; q++)
                {
                  int p = s->nb[q];
                  int k = p >> 1;
                  int w = endpoint (s, p);
                  gint64 kslack = 0;

                  if (s->inblossom[v] == s->inblossom[w])
                    continue;
                  if (!s->allowedge[k])
                    {
                      kslack = slack (s, k);
                      if (kslack <= 0)
                        s->allowedge[k] = 1;
                    }
                  if (s->allowedge[k])
                    {
                      if (s->label[s->inblossom[w]] == 0)
                        assign_label (s, w, 2, p ^ 1);
                      else if (s->label[s->inblossom[w]] == 1)
                        {
                          int base = scan_blossom (s, v, w);

                          if (base >= 0)
                            add_blossom (s, base, k);
                          else
                            {
                              augment_matching (s, k);
                              augmented = TRUE;
                              break;
                            }
                        }
                      else if (s->label[w] == 0)
                        {
                          s->label[w] = 2;
                          s->labelend[w] = p ^ 1;
                        }
                    }
                  else if (s->label[s->inblossom[w]] == 1)
                    {
                      int b = s->inblossom[v];

                      if (s->bestedge[b] == -1 || kslack < slack (s, s->bestedge[b]))
                        {
                          s->bestedge[b] = k;
                          note (s->seen_d3, &s->d3, s->stage, b);
                        }
                    }
                  else if (s->label[w] == 0)
                    {
                      if (s->bestedge[w] == -1 || kslack < slack (s, s->bestedge[w]))
                        {
                          s->bestedge[w] = k;
                          note (s->seen_d2, &s->d2, s->stage, w);
                        }
                    }
                }
            }

          if (augmented)
            break;

          if (!max_cardinality)
            {
              deltatype = 1;
              delta = s->dualvar[0];
              for (guint v = 1; v < n; v++)
                delta = MIN (delta, s->dualvar[v]);
            }

          for (guint i = 0; i < s->d2.len; i++)
            {
              int v = s->d2.d[i];

              if (s->label[s->inblossom[v]] == 0 && s->bestedge[v] != -1)
              {
                gint64 d = slack (s, s->bestedge[v]);

                if (deltatype == -1 || d < delta)
                  {
                    delta = d;
                    deltatype = 2;
                    deltaedge = s->bestedge[v];
                  }
              }
            }

          for (guint i = 0; i < s->d3.len; i++)
            {
              int b = s->d3.d[i];

              if (s->blossomparent[b] == -1 && s->label[b] == 1 && s->bestedge[b] != -1)
              {
                gint64 kslack = slack (s, s->bestedge[b]);
                gint64 d;

                /* Both ends are S, so their duals share a parity. */
                g_warn_if_fail ((kslack & 1) == 0);
                d = kslack / 2;
                if (deltatype == -1 || d < delta)
                  {
                    delta = d;
                    deltatype = 3;
                    deltaedge = s->bestedge[b];
                  }
              }
            }

          for (guint i = 0; i < s->lab_b.len; i++)
            {
              int b = s->lab_b.d[i];

              if (s->blossombase[b] >= 0 && s->blossomparent[b] == -1 && s->label[b] == 2
                  && (deltatype == -1 || s->dualvar[b] < delta))
                {
                  delta = s->dualvar[b];
                  deltatype = 4;
                  deltablossom = b;
                }
            }

          if (deltatype == -1)
            {
              /* Maximum cardinality reached: no more growth possible. */
              deltatype = 1;
              delta = s->dualvar[0];
              for (guint v = 1; v < n; v++)
                delta = MIN (delta, s->dualvar[v]);
              delta = MAX (0, delta);
            }

          for (guint i = 0; i < s->lab_v.len; i++)
            {
              int v = s->lab_v.d[i];
              int l = s->label[s->inblossom[v]];

              if (l == 1)
                s->dualvar[v] -= delta;
              else if (l == 2)
                s->dualvar[v] += delta;
            }
          for (guint i = 0; i < s->lab_b.len; i++)
            {
              int b = s->lab_b.d[i];

              if (s->blossombase[b] >= 0 && s->blossomparent[b] == -1)
                {
                  if (s->label[b] == 1)
                    s->dualvar[b] += delta;
                  else if (s->label[b] == 2)
                    s->dualvar[b] -= delta;
                }
            }

          if (deltatype == 1)
            break;
          else if (deltatype == 2)
            {
              int i = s->eu[deltaedge];
              int j = s->ev[deltaedge];

              s->allowedge[deltaedge] = 1;
              if (s->label[s->inblossom[i]] == 0)
                i = j;
              vec_push (&s->queue, i);
            }
          else if (deltatype == 3)
            {
              s->allowedge[deltaedge] = 1;
              vec_push (&s->queue, s->eu[deltaedge]);
            }
          else
            expand_blossom (s, deltablossom, FALSE);
        }

      if (!augmented)
        break;

      for (guint b = n; b < 2 * n; b++)
        if (s->blossomparent[b] == -1 && s->blossombase[b] >= 0
            && s->label[b] == 1 && s->dualvar[b] == 0)
          expand_blossom (s, b, TRUE);
    }
}

guint
tav_wmatch_get_mate (const TavWMatch *s,
                     guint            v)
{
  g_return_val_if_fail (v < s->n, NONE);
  return s->mate[v] < 0 ? NONE : (guint) endpoint (s, s->mate[v]);
}

gint64
tav_wmatch_get_vertex_dual (const TavWMatch *s,
                            guint            v)
{
  g_return_val_if_fail (v < s->n, 0);
  return s->dualvar[v];
}

gint64
tav_wmatch_get_blossom_dual (const TavWMatch *s,
                             guint            b)
{
  g_return_val_if_fail (b < 2 * s->n, 0);
  if (b < s->n || s->blossombase[b] < 0)
    return 0;
  return s->dualvar[b];
}

int
tav_wmatch_get_parent (const TavWMatch *s,
                       guint            node)
{
  g_return_val_if_fail (node < 2 * s->n, -1);
  if (node >= s->n && s->blossombase[node] < 0)
    return -1;
  return s->blossomparent[node];
}
