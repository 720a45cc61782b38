/* tav-swiss-byes.c — the fewest rematches and the bye of a Swiss pairing (step 3)
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

void
tav_swiss_analyse_byes_and_rematches (Swiss    *s,
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
