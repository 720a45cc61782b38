/* tav-wmatch-private.h — what the steps of the weighted matching share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The primal-dual blossom algorithm (tav-matching.h) in four units: the
 * stages and the search that grows the trees (tav-wmatch.c), the blossoms
 * shrunk and expanded (tav-wmatch-blossom.c), the augmentation
 * (tav-wmatch-augment.c) and the dual update (tav-wmatch-dual.c). Vertices
 * are 0..n-1, blossoms n..2n-1; edge k has endpoints 2k (u) and 2k+1 (v).
 * Vertex duals are stored doubled (2·y) so that integer weights keep every
 * quantity integral.
 */
#pragma once

#include "tav-matching.h"

G_BEGIN_DECLS

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

static inline guint
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

/* The way round a blossom's cycle of len children from child j to the
 * base (child 0) along the even-length side: forwards from j − len when j
 * is odd, backwards from j when it is even. Returns where the walk starts;
 * endptrick tells which end of each edge of the cycle points forwards. */
static inline int
even_side (int  j,
           int  len,
           int *jstep,
           int *endptrick)
{
  if (j & 1)
    {
      *jstep = 1;
      *endptrick = 0;
      return j - len;
    }
  *jstep = -1;
  *endptrick = 1;
  return j;
}

/* Blossoms (tav-wmatch-blossom.c) */
void     tav_wmatch_assign_label   (TavWMatch *s,
                                    int        w,
                                    int        t,
                                    int        p);
int      tav_wmatch_scan_blossom   (TavWMatch *s,
                                    int        v,
                                    int        w);
void     tav_wmatch_add_blossom    (TavWMatch *s,
                                    int        base,
                                    int        k);
void     tav_wmatch_expand_blossom (TavWMatch *s,
                                    int        b,
                                    gboolean   endstage);

/* Augmenting along edge k (tav-wmatch-augment.c) */
void     tav_wmatch_augment        (TavWMatch *s,
                                    int        k);

/* The dual update at the end of a substage (tav-wmatch-dual.c): returns
 * FALSE when the stage is over without an augmenting path. */
gboolean tav_wmatch_update_duals   (TavWMatch *s,
                                    gboolean   max_cardinality);

G_END_DECLS
