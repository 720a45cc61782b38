/* tav-wmatch-augment.c — augmenting the weighted matching
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An edge between two S-vertices of different trees closes an augmenting
 * path: the matching is flipped along it, through the blossoms it crosses,
 * each of which then has a new base.
 */
#define G_LOG_DOMAIN "tav-swiss"

#include "config.h"

#include <string.h>

#include "tav-wmatch-private.h"

/* Swaps the matched and unmatched edges inside blossom b along the even
 * path from its base to vertex v, which becomes the base: the children are
 * rotated so that v's comes first. */
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

  i = child_index (childs, t);
  j = even_side (i, len, &jstep, &endptrick);

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

/* Augments the matching along the path through edge k between two
 * S-vertices of different trees, from k to each tree's root. */
void
tav_wmatch_augment (TavWMatch *s,
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
