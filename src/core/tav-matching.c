/* tav-matching.c — maximum cardinality matching and the Gallai–Edmonds set
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The maximum weight matching of tav-matching.h is tav-wmatch*.c.
 */
#define G_LOG_DOMAIN "tav-swiss"

#include "config.h"

#include <string.h>

#include "tav-matching.h"

#define NONE TAV_MATCH_NONE

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
