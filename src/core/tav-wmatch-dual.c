/* tav-wmatch-dual.c — the dual update of the weighted matching
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * When the search can grow no further, the duals change by the largest
 * delta that keeps every slack non-negative: the least of a vertex dual
 * (delta1: the stage ends), the slack of an edge from an S-vertex to a free
 * one (delta2), half the slack of an edge between two S-blossoms (delta3)
 * and the dual of a T-blossom (delta4: it is expanded). Only the vertices
 * and blossoms this stage touched are looked at.
 */
#define G_LOG_DOMAIN "tav-swiss"

#include "config.h"

#include "tav-wmatch-private.h"

typedef struct
{
  int    type;      /* 1 to 4, -1 while none is known */
  gint64 delta;
  int    edge;      /* the tight edge of delta2 and delta3 */
  int    blossom;   /* the T-blossom of delta4 */
} Delta;

static gint64
least_vertex_dual (const TavWMatch *s)
{
  gint64 delta = s->dualvar[0];

  for (guint v = 1; v < s->n; v++)
    delta = MIN (delta, s->dualvar[v]);
  return delta;
}

static void
consider_delta2 (const TavWMatch *s,
                 Delta           *d)
{
  for (guint i = 0; i < s->d2.len; i++)
    {
      int v = s->d2.d[i];

      if (s->label[s->inblossom[v]] == 0 && s->bestedge[v] != -1)
        {
          gint64 slack_v = slack (s, s->bestedge[v]);

          if (d->type == -1 || slack_v < d->delta)
            {
              d->delta = slack_v;
              d->type = 2;
              d->edge = s->bestedge[v];
            }
        }
    }
}

static void
consider_delta3 (const TavWMatch *s,
                 Delta           *d)
{
  for (guint i = 0; i < s->d3.len; i++)
    {
      int b = s->d3.d[i];

      if (s->blossomparent[b] == -1 && s->label[b] == 1 && s->bestedge[b] != -1)
        {
          gint64 kslack = slack (s, s->bestedge[b]);
          gint64 half;

          /* Both ends are S, so their duals share a parity. */
          g_warn_if_fail ((kslack & 1) == 0);
          half = kslack / 2;
          if (d->type == -1 || half < d->delta)
            {
              d->delta = half;
              d->type = 3;
              d->edge = s->bestedge[b];
            }
        }
    }
}

static void
consider_delta4 (const TavWMatch *s,
                 Delta           *d)
{
  for (guint i = 0; i < s->lab_b.len; i++)
    {
      int b = s->lab_b.d[i];

      if (s->blossombase[b] >= 0 && s->blossomparent[b] == -1 && s->label[b] == 2
          && (d->type == -1 || s->dualvar[b] < d->delta))
        {
          d->delta = s->dualvar[b];
          d->type = 4;
          d->blossom = b;
        }
    }
}

static void
choose_delta (const TavWMatch *s,
              gboolean         max_cardinality,
              Delta           *d)
{
  d->type = -1;
  d->delta = 0;
  d->edge = -1;
  d->blossom = -1;

  if (!max_cardinality)
    {
      d->type = 1;
      d->delta = least_vertex_dual (s);
    }
  consider_delta2 (s, d);
  consider_delta3 (s, d);
  consider_delta4 (s, d);

  if (d->type == -1)
    {
      /* Maximum cardinality reached: no more growth possible. */
      d->type = 1;
      d->delta = MAX (0, least_vertex_dual (s));
    }
}

/* S-vertices and T-blossoms give up delta, T-vertices and S-blossoms gain
 * it: the tight edges of the trees stay tight. */
static void
shift_duals (TavWMatch *s,
             gint64     delta)
{
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
}

gboolean
tav_wmatch_update_duals (TavWMatch *s,
                         gboolean   max_cardinality)
{
  Delta d;

  choose_delta (s, max_cardinality, &d);
  shift_duals (s, d.delta);

  if (d.type == 1)
    return FALSE;
  else if (d.type == 2)
    {
      int i = s->eu[d.edge];
      int j = s->ev[d.edge];

      /* The newly tight edge is scanned from its S end. */
      s->allowedge[d.edge] = 1;
      if (s->label[s->inblossom[i]] == 0)
        i = j;
      vec_push (&s->queue, i);
    }
  else if (d.type == 3)
    {
      s->allowedge[d.edge] = 1;
      vec_push (&s->queue, s->eu[d.edge]);
    }
  else
    tav_wmatch_expand_blossom (s, d.blossom, FALSE);
  return TRUE;
}
