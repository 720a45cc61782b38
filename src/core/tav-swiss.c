/* tav-swiss.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-swiss"

#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "tav-swiss-private.h"

/* How it works (docs/pairing.md has the proofs):
 *
 * 1. Players are sorted into score groups, shuffled inside each group.
 * 2. A sparse candidate graph: random Hamiltonian cycles through each group,
 *    random links between groups up to two ranks apart and from each odd
 *    group to the next few, every pair in small groups — rematches left
 *    out.
 * 3. The fewest rematches and the bye come from cardinality matching: the
 *    bye goes to the first player in bye order that some maximum rematch-free
 *    matching leaves single (Gallai–Edmonds), checked on the candidates
 *    first and on the full graph only when the candidates fall short.
 * 4. A maximum weight perfect matching on the candidates, warm-started from
 *    the perfect matchings inside the groups, with weights that encode
 *    rematches ≫ mixed pairs ≫ squared score gaps.
 * 5. Its dual solution is checked against every pair of the field, not just
 *    the candidates. When it holds, the pairing is optimal over all pairings
 *    (LP duality); when not, the violated pairs join the candidates and 4
 *    runs again.
 *
 * Here: the request, step 4 and the result. Score groups and the bye order
 * (1) are in tav-swiss-groups.c, the candidates (2) in
 * tav-swiss-candidates.c, the bye and rematches (3) in tav-swiss-byes.c,
 * the certificate (5) in tav-swiss-certify.c. */

G_DEFINE_QUARK (tav-swiss-error-quark, tav_swiss_error)

static const TavSwissTuning default_tuning = { 128, 3, 2, 16, 6 };

/* ------------------------------------------------------------------------ */

TavSwissRequest *
tav_swiss_request_new (guint n_players)
{
  TavSwissRequest *self = g_new0 (TavSwissRequest, 1);

  self->n = n_players;
  self->score = g_new0 (double, MAX (1, n_players));
  self->byes = g_new0 (guint, MAX (1, n_players));
  self->inactive = g_new0 (guint8, MAX (1, n_players));
  self->played = g_array_new (FALSE, FALSE, sizeof (Edge));
  self->apart = g_array_new (FALSE, FALSE, sizeof (Edge));
  self->tuning = default_tuning;
  return self;
}

void
tav_swiss_request_free (TavSwissRequest *self)
{
  if (self == NULL)
    return;
  g_free (self->score);
  g_free (self->byes);
  g_free (self->inactive);
  g_array_unref (self->played);
  g_array_unref (self->apart);
  g_free (self);
}

void
tav_swiss_request_set_score (TavSwissRequest *self,
                             guint            player,
                             double           score)
{
  g_return_if_fail (self != NULL && player < self->n);
  self->score[player] = score;
}

void
tav_swiss_request_set_byes (TavSwissRequest *self,
                            guint            player,
                            guint            byes)
{
  g_return_if_fail (self != NULL && player < self->n);
  self->byes[player] = byes;
}

void
tav_swiss_request_set_active (TavSwissRequest *self,
                              guint            player,
                              gboolean         active)
{
  g_return_if_fail (self != NULL && player < self->n);
  self->inactive[player] = !active;
}

void
tav_swiss_request_add_played (TavSwissRequest *self,
                              guint            a,
                              guint            b)
{
  Edge e;

  g_return_if_fail (self != NULL && a < self->n && b < self->n && a != b);
  e.u = MIN (a, b);
  e.v = MAX (a, b);
  g_array_append_val (self->played, e);
}

/* A pair who should not meet (kept apart, one club): for the solver a game
 * played already, so it weighs as a rematch; the result tells them apart. */
void
tav_swiss_request_add_apart (TavSwissRequest *self,
                             guint            a,
                             guint            b)
{
  Edge e;

  g_return_if_fail (self != NULL && a < self->n && b < self->n && a != b);
  tav_swiss_request_add_played (self, a, b);
  e.u = MIN (a, b);
  e.v = MAX (a, b);
  g_array_append_val (self->apart, e);
}

void
tav_swiss_request_set_first_round (TavSwissRequest *self,
                                   gboolean         first_round)
{
  g_return_if_fail (self != NULL);
  self->first_round = !!first_round;
}

void
tav_swiss_request_set_objective (TavSwissRequest   *self,
                                 TavSwissObjective  objective)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (objective == TAV_SWISS_FEWEST_PAIR_DOWNS || objective == TAV_SWISS_SMALLEST_GAPS);
  self->objective = objective;
}

void
tav_swiss_request_set_tuning (TavSwissRequest      *self,
                              const TavSwissTuning *tuning)
{
  g_return_if_fail (self != NULL);
  self->tuning = default_tuning;
  if (tuning == NULL)
    return;
  if (tuning->dense_below)
    self->tuning.dense_below = tuning->dense_below;
  if (tuning->group_cycles)
    self->tuning.group_cycles = tuning->group_cycles;
  if (tuning->cross_links)
    self->tuning.cross_links = tuning->cross_links;
  if (tuning->complete_below)
    self->tuning.complete_below = tuning->complete_below;
  if (tuning->max_attempts)
    self->tuning.max_attempts = tuning->max_attempts;
}

guint
tav_swiss_request_get_n_players (const TavSwissRequest *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->n;
}


static void
swiss_clear (Swiss *s)
{
  g_free (s->player);
  g_free (s->score);
  g_free (s->group);
  g_free (s->gstart);
  g_free (s->gunit);
  g_free (s->hoff);
  g_free (s->hadj);
  g_free (s->bye_class);
  g_free (s->bye_order);
  g_free (s->bye_ok);
  g_free (s->m_in);
  g_free (s->m1);
  g_free (s->level_in);
  if (s->extra)
    g_array_unref (s->extra);
  if (s->level_cross)
    g_hash_table_unref (s->level_cross);
  if (s->bumped)
    g_hash_table_unref (s->bumped);
}


/* ------------------------------------------------------------------------ */
/* Step 4: the weighted matching on one candidate set. */

/* Starting duals: each vertex at minus its cheapest pair (weights are
 * doubled, so these stay even and no slack goes negative). Pairs inside a
 * group cost 0, so in a Destiny field this is all zeros; when groups are
 * single players, every pair of mutual cheapest partners becomes tight and
 * joins the starting matching, instead of every player starting single. */
static void
warm_start (Swiss     *s,
            TavWMatch *wm,
            GArray    *eu,
            GArray    *ev,
            GArray    *ew,
            GArray    *init)
{
  g_autofree gint64 *best = g_new (gint64, s->N);
  g_autofree gint64 *dual = g_new (gint64, s->N);
  g_autofree guint *mate = g_new (guint, s->N);
  guint m = eu->len;

  for (guint v = 0; v < s->N; v++)
    {
      best[v] = G_MININT64;
      mate[v] = NONE;
    }
  for (guint k = 0; k < m; k++)
    {
      guint u = g_array_index (eu, guint, k), v = g_array_index (ev, guint, k);
      gint64 w = g_array_index (ew, gint64, k);

      best[u] = MAX (best[u], w);
      best[v] = MAX (best[v], w);
    }
  for (guint v = 0; v < s->N; v++)
    dual[v] = best[v] == G_MININT64 ? 0 : MIN (0, best[v]);
  tav_wmatch_set_vertex_duals (wm, dual);

  for (guint i = 0; i < init->len; i++)
    {
      guint k = g_array_index (init, guint, i);
      guint u = g_array_index (eu, guint, k), v = g_array_index (ev, guint, k);

      mate[u] = v;
      mate[v] = u;
    }
  for (guint k = 0; k < m; k++)
    {
      guint u = g_array_index (eu, guint, k), v = g_array_index (ev, guint, k);
      gint64 w = g_array_index (ew, gint64, k);

      if (mate[u] == NONE && mate[v] == NONE && w == best[u] && w == best[v])
        {
          mate[u] = v;
          mate[v] = u;
          g_array_append_val (init, k);
        }
    }
}

static TavWMatch *
solve_weighted (Swiss  *s,
                GArray *keys,
                guint  *n_edges_out)
{
  g_autoptr(GArray) eu = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) ev = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) ew = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GArray) init = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree guint *dummy_edge = NULL;
  guint64 *k = (guint64 *) keys->data;
  TavWMatch *wm;

#define ADD_EDGE(U, V, W) G_STMT_START { \
    guint u_ = (U), v_ = (V); gint64 w_ = (W); \
    g_array_append_val (eu, u_); g_array_append_val (ev, v_); g_array_append_val (ew, w_); \
  } G_STMT_END

  for (guint i = 0; i < keys->len; i++)
    {
      guint u = k[i] >> 32, v = k[i] & G_MAXUINT32;

      ADD_EDGE (u, v, -2 * pair_cost_groups (s, s->group[u], s->group[v]));
    }

  /* The starting matching: the pairs inside the groups. */
  for (guint u = 0; u < s->n; u++)
    if (s->m_in[u] != NONE && u < s->m_in[u])
      {
        guint64 key = ((guint64) u << 32) | s->m_in[u];
        guint64 *hit = keys->len ? bsearch (&key, k, keys->len, sizeof (guint64), cmp_guint64) : NULL;

        if (hit != NULL)
          {
            guint idx = hit - k;

            g_array_append_val (init, idx);
          }
      }

  if (s->dummy != NONE)
    {
      gboolean placed = FALSE;

      dummy_edge = g_new (guint, s->n);
      for (guint i = 0; i < s->n; i++)
        {
          guint v = s->bye_order[i];

          if (!s->bye_ok[v])
            continue;
          dummy_edge[v] = eu->len;
          ADD_EDGE (v, s->dummy, 0);
          if (!placed && s->m_in[v] == NONE)
            {
              guint idx = dummy_edge[v];

              g_array_append_val (init, idx);
              placed = TRUE;
            }
        }
    }

  if (s->rho > 0)
    for (guint u = 0; u < s->n; u++)
      for (guint i = s->hoff[u]; i < s->hoff[u + 1]; i++)
        if (u < s->hadj[i])
          ADD_EDGE (u, s->hadj[i], -2 * pair_cost (s, u, s->hadj[i]));

#undef ADD_EDGE

  *n_edges_out = eu->len;
  wm = tav_wmatch_new (s->N, eu->len, (guint *) eu->data, (guint *) ev->data,
                       (gint64 *) ew->data);
  warm_start (s, wm, eu, ev, ew, init);
  tav_wmatch_set_initial (wm, (guint *) init->data, init->len);
  tav_wmatch_solve (wm, TRUE);
  return wm;
}

/* ------------------------------------------------------------------------ */

typedef struct
{
  TavSwissPair pair;
  guint        order;
} Table;

static int
by_edge (const void *a,
         const void *b)
{
  const Edge *x = a, *y = b;

  if (x->u != y->u)
    return x->u < y->u ? -1 : 1;
  return (x->v > y->v) - (x->v < y->v);
}

/* How often @e is in @edges, sorted by_edge. */
static guint
count_edge (GArray     *edges,
            const Edge *e)
{
  guint lo = 0, hi = edges->len, count = 0;

  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;

      if (by_edge (&g_array_index (edges, Edge, mid), e) < 0)
        lo = mid + 1;
      else
        hi = mid;
    }
  while (lo + count < edges->len && by_edge (&g_array_index (edges, Edge, lo + count), e) == 0)
    count++;
  return count;
}

/* A pair is a rematch when they played, and kept apart when the request
 * says so: the solver saw both as played. */
static void
mark_apart (const TavSwissRequest *req,
            TavSwissPairing       *p)
{
  g_autoptr(GArray) played = g_array_copy (req->played);
  g_autoptr(GArray) apart = g_array_copy (req->apart);

  g_array_sort (played, by_edge);
  g_array_sort (apart, by_edge);
  p->rematches = 0;
  for (guint i = 0; i < p->pairs->len; i++)
    {
      TavSwissPair *pair = &g_array_index (p->pairs, TavSwissPair, i);
      Edge e = { MIN (pair->a, pair->b), MAX (pair->a, pair->b) };
      guint kept = count_edge (apart, &e);

      pair->apart = kept > 0;
      pair->rematch = count_edge (played, &e) > kept;
      p->rematches += pair->rematch;
      p->apart_meetings += pair->apart;
    }
}

/* Top tables first. */
static int
by_table (const void *a,
          const void *b)
{
  const Table *x = a, *y = b;

  if (x->pair.score_a != y->pair.score_a)
    return x->pair.score_a > y->pair.score_a ? -1 : 1;
  if (x->pair.score_b != y->pair.score_b)
    return x->pair.score_b > y->pair.score_b ? -1 : 1;
  return x->order < y->order ? -1 : x->order > y->order;
}

static TavSwissPairing *
pairing_new (void)
{
  TavSwissPairing *p = g_new0 (TavSwissPairing, 1);

  p->pairs = g_array_new (FALSE, FALSE, sizeof (TavSwissPair));
  p->bye = -1;
  p->certified = TRUE;
  return p;
}

static void
finish (Swiss           *s,
        TavSwissPairing *p,
        const guint     *mate,
        guint            bye)
{
  g_autofree guint *odd = g_new0 (guint, MAX (1, s->n_groups));
  g_autofree guint *order = g_new (guint, MAX (1, s->n));

  p->first_round = s->first_round;
  if (bye != NONE)
    {
      p->bye = s->player[bye];
      p->bye_score = s->score[bye];
      p->bye_byes = s->req->byes[p->bye];
      if (s->first_round)
        p->bye_reason = TAV_SWISS_BYE_RANDOM;
      else if (s->bye_class[bye] == 0)
        p->bye_reason = TAV_SWISS_BYE_LOWEST;
      else
        p->bye_reason = TAV_SWISS_BYE_AVOIDS_REMATCH;
    }

  for (guint u = 0; u < s->n; u++)
    if (u != bye)
      odd[s->group[u]] ^= 1;
  for (guint g = 0; g < s->n_groups; g++)
    p->parity_bound += odd[g];
  p->parity_bound = (p->parity_bound + 1) / 2;

  /* Stable table order: by scores, then the random order of the groups. */
  for (guint u = 0; u < s->n; u++)
    order[u] = u;
  for (guint i = 0; i < s->n; i++)
    {
      guint u = order[i];
      guint v = mate[u];
      TavSwissPair pair;

      if (v == NONE || v == s->dummy || v < u)
        continue;
      if (s->score[v] > s->score[u] && !s->first_round)
        {
          guint t = u;

          u = v;
          v = t;
        }
      pair.a = s->player[u];
      pair.b = s->player[v];
      pair.score_a = s->score[u];
      pair.score_b = s->score[v];
      pair.pair_down = s->group[u] != s->group[v];
      pair.rematch = played (s, u, v);
      pair.apart = FALSE;
      p->rematches += pair.rematch;
      p->mixed += pair.pair_down;
      p->gap_cost += (pair.score_a - pair.score_b) * (pair.score_a - pair.score_b);
      g_array_append_val (p->pairs, pair);
    }
  if (s->req->apart->len > 0)
    mark_apart (s->req, p);
  if (!s->first_round && p->pairs->len > 1)
    {
      /* Ties keep the vertex order, which is random within a group. */
      g_autofree Table *t = g_new (Table, p->pairs->len);

      for (guint i = 0; i < p->pairs->len; i++)
        {
          t[i].pair = g_array_index (p->pairs, TavSwissPair, i);
          t[i].order = i;
        }
      qsort (t, p->pairs->len, sizeof (Table), by_table);
      for (guint i = 0; i < p->pairs->len; i++)
        g_array_index (p->pairs, TavSwissPair, i) = t[i].pair;
    }
}

/* Step 1: the solver's view of the request, its score groups, the
 * history of meetings and the order of the bye. */
static void
swiss_init (Swiss                 *s,
            const TavSwissRequest *self,
            guint64                seed)
{
  s->req = self;
  s->tuning = self->tuning;
  s->seed = seed;
  s->first_round = self->first_round;
  tav_random_init (&s->rng, tav_random_derive (seed, "swiss", 0, 0));
  for (guint p = 0; p < self->n; p++)
    s->n += !self->inactive[p];
  s->dummy = s->n % 2 == 1 ? s->n : NONE;
  s->N = s->n + (s->n % 2);
  s->dense = s->n <= s->tuning.dense_below;

  tav_swiss_setup_groups (s);
  tav_swiss_setup_units (s, FALSE);
  tav_swiss_setup_history (s);
  tav_swiss_setup_bye_order (s);
  s->extra = g_array_new (FALSE, FALSE, sizeof (Edge));
  s->level_in = g_new0 (guint, MAX (1, s->n_groups));
  s->level_cross = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  s->bumped = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
}

/* Steps 2 and 3: the candidates, the groups' own matching, the bye. */
static GArray *
candidates_and_bye (Swiss *s)
{
  GArray *keys;
  Csr in_group = { 0, };
  Csr cand = { 0, };

  keys = tav_swiss_build_candidates (s);
  {
    g_autofree Edge *edges = tav_swiss_keys_to_edges (keys);

    tav_swiss_csr_build (&in_group, s->n, edges, keys->len, TRUE, s);
    tav_swiss_csr_build (&cand, s->n, edges, keys->len, FALSE, s);
  }
  s->m_in = g_new (guint, s->n);
  for (guint v = 0; v < s->n; v++)
    s->m_in[v] = NONE;
  for (guint g = 0; g < s->n_groups; g++)
    for (guint u = s->gstart[g]; u + 1 < s->gstart[g + 1]; u += 2)
      if (!played (s, u, u + 1))
        {
          s->m_in[u] = u + 1;
          s->m_in[u + 1] = u;
        }
  tav_matching_maximum (&in_group.g, s->m_in);
  tav_swiss_analyse_byes_and_rematches (s, &cand);
  tav_swiss_csr_clear (&in_group);
  tav_swiss_csr_clear (&cand);
  tav_swiss_setup_levels (s);
  tav_swiss_merge_extra (s, keys);
  return keys;
}

/* Steps 4 and 5: the weighted matching, widening the candidates @keys
 * until the certificate holds; @mate gets the matching. */
static void
solve_and_certify (Swiss           *s,
                   GArray         **keys,
                   guint           *mate,
                   TavSwissPairing *result)
{
  guint attempt;

  for (attempt = 0;; attempt++)
    {
      g_autoptr(TavWMatch) wm = NULL;
      gboolean last = FALSE;
      guint n_edges = 0;
      guint n_violations = 0;
      gboolean ok;

      if (attempt > 0)
        {
          if (attempt > s->tuning.max_attempts && !s->dense)
            {
              /* Out of widenings: every pair, if the field is small enough. */
              if (s->n > DENSE_FALLBACK_MAX)
                break;
              s->dense = TRUE;
              last = TRUE;
            }
          g_array_unref (*keys);
          *keys = tav_swiss_build_candidates (s);
        }

      wm = solve_weighted (s, *keys, &n_edges);
      for (guint v = 0; v < s->N; v++)
        mate[v] = tav_wmatch_get_mate (wm, v);
      result->attempts = attempt + 1;
      result->candidate_edges = n_edges;

      g_hash_table_remove_all (s->bumped);
      ok = tav_swiss_certify (s, wm, &n_violations);
      if (ok)
        break;
      if (last || n_violations == 0 || (s->dense && attempt > s->tuning.max_attempts))
        {
          g_debug ("no certificate after %u attempts", attempt + 1);
          result->certified = FALSE;
          break;
        }
    }
  if (attempt > s->tuning.max_attempts && s->n > DENSE_FALLBACK_MAX)
    result->certified = FALSE;
}

TavSwissPairing *
tav_swiss_pair (const TavSwissRequest *self,
                guint64                seed,
                GError               **error)
{
  Swiss s = { 0, };
  TavSwissPairing *result;
  g_autofree guint *mate = NULL;
  g_autoptr(GArray) keys = NULL;
  guint bye = NONE;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  for (guint p = 0; p < self->n; p++)
    if (!self->inactive[p] && !isfinite (self->score[p]))
      {
        g_set_error (error, TAV_SWISS_ERROR, TAV_SWISS_ERROR_INVALID,
                     _("player %u has no valid score"), p);
        return NULL;
      }

  swiss_init (&s, self, seed);
  result = pairing_new ();
  if (s.n <= 1)
    {
      mate = g_new (guint, 1);
      mate[0] = NONE;
      if (s.n == 1)
        {
          s.bye_ok = g_new0 (guint8, 1);
          bye = 0;
        }
      finish (&s, result, mate, bye);
      swiss_clear (&s);
      return result;
    }

  keys = candidates_and_bye (&s);
  mate = g_new (guint, s.N);
  solve_and_certify (&s, &keys, mate, result);

  /* The candidates hold step 3's perfect matching, so this is perfect;
   * should it not be, step 3's matching is still a valid round. */
  for (guint v = 0; v < s.N; v++)
    if (mate[v] == NONE)
      {
        g_debug ("the weighted matching is not perfect");
        memcpy (mate, s.m1, s.N * sizeof (guint));
        result->certified = FALSE;
        break;
      }
  if (s.dummy != NONE)
    bye = mate[s.dummy];
  finish (&s, result, mate, bye);
  swiss_clear (&s);
  return result;
}

/* ------------------------------------------------------------------------ */

void
tav_swiss_pairing_free (TavSwissPairing *self)
{
  if (self == NULL)
    return;
  g_array_unref (self->pairs);
  g_free (self);
}

guint
tav_swiss_pairing_get_n_pairs (const TavSwissPairing *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->pairs->len;
}

const TavSwissPair *
tav_swiss_pairing_get_pair (const TavSwissPairing *self,
                            guint                  i)
{
  g_return_val_if_fail (self != NULL && i < self->pairs->len, NULL);
  return &g_array_index (self->pairs, TavSwissPair, i);
}

int
tav_swiss_pairing_get_bye (const TavSwissPairing *self)
{
  g_return_val_if_fail (self != NULL, -1);
  return self->bye;
}

TavSwissByeReason
tav_swiss_pairing_get_bye_reason (const TavSwissPairing *self)
{
  g_return_val_if_fail (self != NULL, TAV_SWISS_BYE_NONE);
  return self->bye_reason;
}

guint
tav_swiss_pairing_get_rematches (const TavSwissPairing *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->rematches;
}

guint
tav_swiss_pairing_get_apart_meetings (const TavSwissPairing *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->apart_meetings;
}

guint
tav_swiss_pairing_get_mixed_pairs (const TavSwissPairing *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->mixed;
}

guint
tav_swiss_pairing_get_parity_bound (const TavSwissPairing *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->parity_bound;
}

double
tav_swiss_pairing_get_gap_cost (const TavSwissPairing *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->gap_cost;
}

gboolean
tav_swiss_pairing_is_certified (const TavSwissPairing *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->certified;
}

guint
tav_swiss_pairing_get_attempts (const TavSwissPairing *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->attempts;
}

guint
tav_swiss_pairing_get_candidate_edges (const TavSwissPairing *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->candidate_edges;
}

static char *
format_score (double score)
{
  return g_strdup_printf ("%g", score);
}

char *
tav_swiss_pairing_explain (const TavSwissPairing *self,
                           guint                  i)
{
  const TavSwissPair *pair;
  g_autofree char *sa = NULL;
  g_autofree char *sb = NULL;
  g_autofree char *what = NULL;

  g_return_val_if_fail (self != NULL && i < self->pairs->len, NULL);

  pair = &g_array_index (self->pairs, TavSwissPair, i);
  sa = format_score (pair->score_a);
  sb = format_score (pair->score_b);
  if (self->first_round)
    what = g_strdup (_("first round: random pairing"));
  else if (pair->pair_down)
    what = g_strdup_printf (_("pair-down from %s to %s points"), sa, sb);
  else
    what = g_strdup_printf (_("both on %s points"), sa);

  if (pair->apart)
    /* Translators: the first %s is one of the other explanations */
    return g_strdup_printf (_("%s; kept apart, as every pairing of this round needs such a meeting"), what);
  if (pair->rematch)
    /* Translators: the first %s is one of the other explanations */
    return g_strdup_printf (_("%s; a rematch, as every pairing of this round needs one"), what);
  return g_steal_pointer (&what);
}

char *
tav_swiss_pairing_explain_bye (const TavSwissPairing *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  switch (self->bye_reason)
    {
    case TAV_SWISS_BYE_NONE:
      return NULL;
    case TAV_SWISS_BYE_RANDOM:
      return g_strdup (_("bye: random player (first round)"));
    case TAV_SWISS_BYE_LOWEST:
      if (self->bye_byes == 0)
        return g_strdup (_("bye: lowest score without a bye"));
      return g_strdup (_("bye: everyone has had a bye; lowest score with the fewest byes"));
    case TAV_SWISS_BYE_AVOIDS_REMATCH:
    default:
      if (self->bye_byes == 0)
        return g_strdup (_("bye: lowest score without a bye whose bye avoids a rematch"));
      return g_strdup (_("bye: a bye to a lower-ranked player would force a rematch"));
    }
}
