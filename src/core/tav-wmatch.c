/* tav-wmatch.c — maximum weight matching: the stages and the search
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The primal-dual method, following the structure of Joris van Rantwijk's
 * well-tested implementation of Galil's description. Each stage grows
 * alternating trees of tight edges from the single vertices until an
 * augmenting path turns up (tav-wmatch-augment.c), shrinking odd cycles into
 * blossoms on the way (tav-wmatch-blossom.c); when the trees can grow no
 * further the duals change (tav-wmatch-dual.c) and the search goes on. A
 * stage that changes the duals without augmenting is the last.
 */
#define G_LOG_DOMAIN "tav-swiss"

#include "config.h"

#include <string.h>

#include "tav-wmatch-private.h"

static void
vec_free (IntVec *v)
{
  g_clear_pointer (&v->d, g_free);
  v->len = v->cap = 0;
}

/* A new stage: every label cleared, the single vertices S roots. */
static void
begin_stage (TavWMatch *s)
{
  guint n = s->n;

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
      tav_wmatch_assign_label (s, v, 1, -1);
}

/* Follows the tight edge k from S-vertex v to w (p its endpoint at w): w's
 * blossom becomes T, or closes a blossom, or an augmenting path. Returns
 * TRUE when it augmented. */
static gboolean
follow_tight_edge (TavWMatch *s,
                   int        v,
                   int        w,
                   int        p,
                   int        k)
{
  if (s->label[s->inblossom[w]] == 0)
    tav_wmatch_assign_label (s, w, 2, p ^ 1);
  else if (s->label[s->inblossom[w]] == 1)
    {
      int base = tav_wmatch_scan_blossom (s, v, w);

      if (base >= 0)
        tav_wmatch_add_blossom (s, base, k);
      else
        {
          tav_wmatch_augment (s, k);
          return TRUE;
        }
    }
  else if (s->label[w] == 0)
    {
      s->label[w] = 2;
      s->labelend[w] = p ^ 1;
    }
  return FALSE;
}

/* Edge k from S-vertex v to w is not tight: it is kept when it has the
 * least slack so far to an S-blossom (delta3) or to a free vertex
 * (delta2). */
static void
keep_least_slack (TavWMatch *s,
                  int        v,
                  int        w,
                  int        k,
                  gint64     kslack)
{
  if (s->label[s->inblossom[w]] == 1)
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

/* Scans the edges of S-vertex v. Returns TRUE when it augmented. */
static gboolean
scan_vertex (TavWMatch *s,
             int        v)
{
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
          if (follow_tight_edge (s, v, w, p, k))
            return TRUE;
        }
      else
        keep_least_slack (s, v, w, k, kslack);
    }
  return FALSE;
}

/* Grows the trees from the queued S-vertices. Returns TRUE when it
 * augmented. */
static gboolean
grow_trees (TavWMatch *s)
{
  while (s->queue.len > 0)
    {
      int v = s->queue.d[--s->queue.len];

      if (scan_vertex (s, v))
        return TRUE;
    }
  return FALSE;
}

/* After an augmentation: the top-level S-blossoms whose dual is zero are
 * undone, so that the next stage may relabel their parts. */
static void
expand_zero_blossoms (TavWMatch *s)
{
  for (guint b = s->n; b < 2 * s->n; b++)
    if (s->blossomparent[b] == -1 && s->blossombase[b] >= 0
        && s->label[b] == 1 && s->dualvar[b] == 0)
      tav_wmatch_expand_blossom (s, b, TRUE);
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

void
tav_wmatch_solve (TavWMatch *s,
                  gboolean   max_cardinality)
{
  if (s->n == 0 || s->m == 0)
    return;

  for (;;)
    {
      gboolean augmented;

      begin_stage (s);
      do
        augmented = grow_trees (s);
      while (!augmented && tav_wmatch_update_duals (s, max_cardinality));

      if (!augmented)
        break;
      expand_zero_blossoms (s);
    }
}

guint
tav_wmatch_get_mate (const TavWMatch *s,
                     guint            v)
{
  g_return_val_if_fail (v < s->n, TAV_MATCH_NONE);
  return s->mate[v] < 0 ? TAV_MATCH_NONE : (guint) endpoint (s, s->mate[v]);
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

