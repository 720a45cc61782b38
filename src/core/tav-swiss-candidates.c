/* tav-swiss-candidates.c — the sparse candidate graph of a Swiss pairing (step 2)
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
/* Graphs */

void
tav_swiss_csr_build (Csr         *c,
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

void
tav_swiss_csr_clear (Csr *c)
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

guint64
tav_swiss_cross_key (const Swiss *s,
                     guint        g,
                     guint        h)
{
  return (guint64) MIN (g, h) * s->n_groups + MAX (g, h);
}

guint
tav_swiss_cross_level (const Swiss *s,
                       guint        g,
                       guint        h)
{
  guint64 key = tav_swiss_cross_key (s, g, h);

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
  guint64 links = (guint64) s->tuning.cross_links << tav_swiss_cross_level (s, g, h);
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
GArray *
tav_swiss_build_candidates (Swiss *s)
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
            g_hash_table_add (linked, g_memdup2 (&(guint64) { tav_swiss_cross_key (s, g, h) }, sizeof (guint64)));
            below += s->gstart[h + 1] - s->gstart[h];
          }
      }
    /* Parity pairs the odd groups up; the certificate also needs the pairs
     * it did not choose to be priced, so each odd group is linked with the
     * next few. */
    for (guint i = 0; i < n_odd; i++)
      for (guint j = i + 1; j < n_odd && j <= i + NEAR_ODD_GROUPS; j++)
        g_hash_table_add (linked, g_memdup2 (&(guint64) { tav_swiss_cross_key (s, odd[i], odd[j]) }, sizeof (guint64)));
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

void
tav_swiss_merge_extra (Swiss  *s,
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

Edge *
tav_swiss_keys_to_edges (GArray *keys)
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
