/* tav-swiss-groups.c — score groups, their levels, the history of meetings and the order of the bye
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-swiss"

#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "tav-swiss-private.h"

typedef struct
{
  double score;
  guint  player;
  guint  tie;
} Sortable;

static int
by_score_desc (const void *a,
               const void *b)
{
  const Sortable *x = a, *y = b;

  if (x->score != y->score)
    return x->score > y->score ? -1 : 1;
  return x->player < y->player ? -1 : x->player > y->player;
}

typedef struct
{
  guint byes;
  guint group;
  guint tie;
  guint v;
} ByeKey;

static int
by_bye_key (const void *a,
            const void *b)
{
  const ByeKey *x = a, *y = b;

  if (x->byes != y->byes)
    return x->byes < y->byes ? -1 : 1;
  /* Lowest score first: the highest group index. */
  if (x->group != y->group)
    return x->group > y->group ? -1 : 1;
  if (x->tie != y->tie)
    return x->tie < y->tie ? -1 : 1;
  return x->v < y->v ? -1 : x->v > y->v;
}

static int
cmp_guint (const void *a,
           const void *b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return x < y ? -1 : x > y;
}

void
tav_swiss_setup_groups (Swiss *s)
{
  const TavSwissRequest *req = s->req;
  g_autofree Sortable *all = g_new (Sortable, MAX (1, s->n));
  guint k = 0;

  for (guint p = 0; p < req->n; p++)
    if (!req->inactive[p])
      {
        all[k].score = s->first_round ? 0 : req->score[p];
        all[k].player = p;
        k++;
      }
  qsort (all, s->n, sizeof (Sortable), by_score_desc);

  s->player = g_new (guint, MAX (1, s->n));
  s->score = g_new (double, MAX (1, s->n));
  s->group = g_new (guint, MAX (1, s->n));
  s->gstart = g_new (guint, s->n + 2);
  s->n_groups = 0;
  for (guint i = 0; i < s->n; i++)
    {
      /* Scores within 1e-9 are one group: sums of halves stay exact, but a
       * rounding slip must not split a group. */
      if (i == 0 || fabs (all[i].score - all[s->gstart[s->n_groups - 1]].score) > 1e-9)
        s->gstart[s->n_groups++] = i;
      s->group[i] = s->n_groups - 1;
    }
  s->gstart[s->n_groups] = s->n;

  for (guint g = 0; g < s->n_groups; g++)
    tav_random_shuffle (&s->rng, all + s->gstart[g], s->gstart[g + 1] - s->gstart[g],
                        sizeof (Sortable));
  for (guint i = 0; i < s->n; i++)
    {
      s->player[i] = all[i].player;
      s->score[i] = req->score[all[i].player];
    }
}

/* Gap units: the score in its natural grid (whole points, halves, ...), or
 * the group rank when the scores have none. */
void
tav_swiss_setup_units (Swiss   *s,
                       gboolean ranks)
{
  g_free (s->gunit);
  s->gunit = g_new0 (gint64, MAX (1, s->n_groups));
  if (s->first_round || s->n_groups == 0)
    return;

  if (!ranks)
    for (guint q = 1; q <= 64; q *= 2)
      {
        gboolean ok = TRUE;

        for (guint g = 0; g < s->n_groups && ok; g++)
          {
            double x = s->score[s->gstart[g]] * q;

            ok = fabs (x) < 1e9 && fabs (x - round (x)) < 1e-6;
          }
        if (ok && llround ((s->score[0] - s->score[s->n - 1]) * q) <= 1 << 16)
          {
            for (guint g = 0; g < s->n_groups; g++)
              s->gunit[g] = llround (s->score[s->gstart[g]] * q);
            return;
          }
      }

  for (guint g = 0; g < s->n_groups; g++)
    s->gunit[g] = s->n_groups - 1 - g;
}

/* Weights for rematches ≫ mixed pairs ≫ gaps (or ≫ gaps ≫ mixed pairs):
 * each level outweighs every possible sum of the levels below it over a
 * whole pairing. */
void
tav_swiss_setup_levels (Swiss *s)
{
  const gint64 budget = G_GINT64_CONSTANT (1) << 46;
  gint64 pairs = s->N / 2 + 1;

  for (int attempt = 0; attempt < 3; attempt++)
    {
      gint64 span = s->n_groups ? s->gunit[0] - s->gunit[s->n_groups - 1] : 0;
      gint64 g2 = span * span;
      gint64 worst;

      if (s->req->objective == TAV_SWISS_SMALLEST_GAPS)
        {
          s->mixed_cost = 1;
          s->gap_weight = pairs + 1;
        }
      else
        {
          s->mixed_cost = pairs * g2 + 1;
          s->gap_weight = 1;
        }
      /* Without rematches to price, the pair weight itself is the limit. */
      if (g2 <= budget / pairs / s->gap_weight)
        {
          worst = s->mixed_cost + s->gap_weight * g2;
          s->rematch_cost = s->rho > 0 ? pairs * worst + 1 : 0;
          if (worst <= (s->rho > 0 ? budget / pairs : budget))
            return;
        }
      if (attempt == 0)
        tav_swiss_setup_units (s, TRUE);
      else
        memset (s->gunit, 0, s->n_groups * sizeof (gint64));
    }
}

void
tav_swiss_setup_history (Swiss *s)
{
  const TavSwissRequest *req = s->req;
  g_autofree guint *vertex = g_new (guint, MAX (1, req->n));
  g_autofree guint *fill = NULL;
  guint total;

  for (guint p = 0; p < req->n; p++)
    vertex[p] = NONE;
  for (guint i = 0; i < s->n; i++)
    vertex[s->player[i]] = i;

  s->hoff = g_new0 (guint, s->n + 1);
  for (guint i = 0; i < req->played->len; i++)
    {
      const Edge *e = &g_array_index (req->played, Edge, i);

      if (vertex[e->u] != NONE && vertex[e->v] != NONE)
        {
          s->hoff[vertex[e->u]]++;
          s->hoff[vertex[e->v]]++;
        }
    }
  total = 0;
  for (guint v = 0; v <= s->n; v++)
    {
      guint c = v < s->n ? s->hoff[v] : 0;

      s->hoff[v] = total;
      total += c;
    }
  s->hadj = g_new (guint, MAX (1, total));
  fill = g_memdup2 (s->hoff, (s->n + 1) * sizeof (guint));
  for (guint i = 0; i < req->played->len; i++)
    {
      const Edge *e = &g_array_index (req->played, Edge, i);
      guint a = vertex[e->u], b = vertex[e->v];

      if (a != NONE && b != NONE)
        {
          s->hadj[fill[a]++] = b;
          s->hadj[fill[b]++] = a;
        }
    }

  /* Sort each row and drop repeated meetings. */
  total = 0;
  for (guint v = 0; v < s->n; v++)
    {
      guint start = s->hoff[v], end = s->hoff[v + 1];
      guint first = total;

      qsort (s->hadj + start, end - start, sizeof (guint), cmp_guint);
      for (guint i = start; i < end; i++)
        if (i == start || s->hadj[i] != s->hadj[i - 1])
          s->hadj[total++] = s->hadj[i];
      s->hoff[v] = first;
    }
  s->hoff[s->n] = total;
}

void
tav_swiss_setup_bye_order (Swiss *s)
{
  g_autofree ByeKey *keys = g_new (ByeKey, MAX (1, s->n));
  guint cls = 0;

  for (guint v = 0; v < s->n; v++)
    {
      keys[v].byes = s->req->byes[s->player[v]];
      keys[v].group = s->first_round ? 0 : s->group[v];
      keys[v].tie = (guint) tav_random_next (&s->rng);
      keys[v].v = v;
    }
  qsort (keys, s->n, sizeof (ByeKey), by_bye_key);

  s->bye_order = g_new (guint, MAX (1, s->n));
  s->bye_class = g_new (guint, MAX (1, s->n));
  for (guint i = 0; i < s->n; i++)
    {
      if (i > 0 && (keys[i].byes != keys[i - 1].byes || keys[i].group != keys[i - 1].group))
        cls++;
      s->bye_order[i] = keys[i].v;
      s->bye_class[keys[i].v] = cls;
    }
}
