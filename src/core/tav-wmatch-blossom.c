/* tav-wmatch-blossom.c — the blossoms of the weighted matching
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Labels, and the blossoms the search shrinks and expands: an odd cycle of
 * the trees becomes one S-blossom (with its least-slack edges to the other
 * S-blossoms, for delta3), and a blossom whose dual reaches zero is undone,
 * relabelled in place when it was a T-blossom mid-stage.
 */
#define G_LOG_DOMAIN "tav-swiss"

#include "config.h"

#include "tav-wmatch-private.h"

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

/* Labels w's top-level blossom t (1 S, 2 T), reached through endpoint p; a
 * T-blossom's base's mate becomes S in turn. S-vertices join the queue. */
void
tav_wmatch_assign_label (TavWMatch *s,
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

/* Walks up the trees from the S-vertices v and w at once: returns the base
 * of the new blossom where the paths meet, or -1 when they reach two roots
 * (an augmenting path). */
int
tav_wmatch_scan_blossom (TavWMatch *s,
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

/* Keeps edge k in bestedgeto[] when it is the least-slack edge so far from
 * blossom b to another S-blossom. */
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

/* Links the sub-blossoms of the new blossom b around its cycle, from its
 * base through the tree path to v, edge k, and back along w's path. */
static void
link_cycle (TavWMatch *s,
            int        b,
            int        base,
            int        k)
{
  int v = s->eu[k];
  int w = s->ev[k];
  int bb = s->inblossom[base];
  int bv = s->inblossom[v];
  int bw = s->inblossom[w];
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
}

/* The least-slack edges from the new blossom b to each other S-blossom,
 * from its sub-blossoms' lists where they have one. */
static void
collect_best_edges (TavWMatch *s,
                    int        b)
{
  IntVec *path = &s->childs[b];

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

/* Shrinks the odd cycle that edge k closes between two S-vertices of one
 * tree into a new S-blossom with the given base. */
void
tav_wmatch_add_blossom (TavWMatch *s,
                        int        base,
                        int        k)
{
  int bb = s->inblossom[base];
  int b = s->unused[--s->n_unused];

  link_cycle (s, b, base, k);

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

  collect_best_edges (s, b);
}

/* Relabels the sub-blossoms of the T-blossom b expanded mid-stage: those on
 * the even path from the entry to the base, and those reachable on the odd
 * side. */
static void
relabel_expanded (TavWMatch *s,
                  int        b)
{
  IntVec *childs = &s->childs[b];
  IntVec *endps = &s->endps[b];
  int len = childs->len;
  int entrychild = s->inblossom[endpoint (s, s->labelend[b] ^ 1)];
  int jstep, endptrick;
  int j = even_side (child_index (childs, entrychild), len, &jstep, &endptrick);
  int p = s->labelend[b];
  int bv;

  while (j != 0)
    {
      s->label[endpoint (s, p ^ 1)] = 0;
      s->label[endpoint (s, endps->d[wrap (j - endptrick, len)] ^ endptrick ^ 1)] = 0;
      tav_wmatch_assign_label (s, endpoint (s, p ^ 1), 2, p);
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
          tav_wmatch_assign_label (s, reached, 2, s->labelend[reached]);
        }
      j += jstep;
    }
}

/* Undoes blossom b: its sub-blossoms become top-level again; at the end
 * of a stage, those of dual zero are expanded in turn. */
void
tav_wmatch_expand_blossom (TavWMatch *s,
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
        tav_wmatch_expand_blossom (s, sub, endstage);
      else
        {
          s->tmp.len = 0;
          leaves (s, sub, &s->tmp);
          for (guint q = 0; q < s->tmp.len; q++)
            s->inblossom[s->tmp.d[q]] = sub;
        }
    }

  /* A T-blossom expanded mid-stage keeps its place in the tree. */
  if (!endstage && s->label[b] == 2)
    relabel_expanded (s, b);

  s->label[b] = s->labelend[b] = -1;
  childs->len = 0;
  endps->len = 0;
  s->blossombase[b] = -1;
  s->bestedges[b].len = 0;
  s->has_bestedges[b] = 0;
  s->bestedge[b] = -1;
  s->unused[s->n_unused++] = b;
}

