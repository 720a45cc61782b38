/* test-swiss.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-swiss"

#include <math.h>
#include <string.h>

#include "tav-matching.h"
#include "tav-random.h"
#include "tav-swiss.h"

#define NONE TAV_MATCH_NONE
#define MAX_FIELD 40

/* ------------------------------------------------------------------------ */
/* A small event, kept by the test on its own to recount everything. */

typedef struct
{
  guint    n;
  double   score[MAX_FIELD];
  guint    byes[MAX_FIELD];
  gboolean active[MAX_FIELD];
  guint8   met[MAX_FIELD][MAX_FIELD];
} Event;

static void
event_init (Event *ev,
            guint  n)
{
  memset (ev, 0, sizeof *ev);
  ev->n = n;
  for (guint i = 0; i < n; i++)
    ev->active[i] = TRUE;
}

static void
event_meet (Event *ev,
            guint  a,
            guint  b)
{
  ev->met[a][b]++;
  ev->met[b][a]++;
}

static TavSwissRequest *
event_request (const Event *ev,
               gboolean     first_round)
{
  TavSwissRequest *req = tav_swiss_request_new (ev->n);

  for (guint i = 0; i < ev->n; i++)
    {
      tav_swiss_request_set_score (req, i, ev->score[i]);
      tav_swiss_request_set_byes (req, i, ev->byes[i]);
      tav_swiss_request_set_active (req, i, ev->active[i]);
      for (guint j = i + 1; j < ev->n; j++)
        for (guint t = 0; t < ev->met[i][j]; t++)
          tav_swiss_request_add_played (req, i, j);
    }
  tav_swiss_request_set_first_round (req, first_round);
  return req;
}

static TavSwissPairing *
pair_ok (const TavSwissRequest *req,
         guint64                seed)
{
  g_autoptr(GError) error = NULL;
  TavSwissPairing *p = tav_swiss_pair (req, seed, &error);

  g_assert_no_error (error);
  g_assert_nonnull (p);
  return p;
}

/* Every active player exactly once, the report consistent with the pairs. */
static void
check_valid (const Event           *ev,
             const TavSwissPairing *p,
             gboolean               first_round)
{
  guint seen[MAX_FIELD] = { 0, };
  guint n_active = 0, rematches = 0, mixed = 0;
  double gap = 0;
  int bye = tav_swiss_pairing_get_bye (p);

  for (guint i = 0; i < ev->n; i++)
    n_active += ev->active[i];
  g_assert_cmpuint (tav_swiss_pairing_get_n_pairs (p), ==, n_active / 2);
  for (guint i = 0; i < tav_swiss_pairing_get_n_pairs (p); i++)
    {
      const TavSwissPair *pair = tav_swiss_pairing_get_pair (p, i);
      g_autofree char *why = tav_swiss_pairing_explain (p, i);

      g_assert_cmpuint (pair->a, <, ev->n);
      g_assert_cmpuint (pair->b, <, ev->n);
      g_assert_true (ev->active[pair->a] && ev->active[pair->b]);
      seen[pair->a]++;
      seen[pair->b]++;
      g_assert_cmpfloat (pair->score_a, ==, ev->score[pair->a]);
      g_assert_cmpfloat (pair->score_b, ==, ev->score[pair->b]);
      if (!first_round)
        {
          g_assert_cmpfloat (pair->score_a, >=, pair->score_b);
          g_assert_cmpint (pair->pair_down, ==, pair->score_a != pair->score_b);
        }
      g_assert_cmpint (pair->rematch, ==, ev->met[pair->a][pair->b] > 0);
      g_assert_nonnull (why);
      rematches += pair->rematch;
      mixed += pair->pair_down;
      gap += (pair->score_a - pair->score_b) * (pair->score_a - pair->score_b);
    }
  if (n_active % 2 == 1)
    {
      g_autofree char *why = tav_swiss_pairing_explain_bye (p);

      g_assert_cmpint (bye, >=, 0);
      g_assert_true (ev->active[bye]);
      seen[bye]++;
      g_assert_nonnull (why);
      g_assert_cmpint (tav_swiss_pairing_get_bye_reason (p), !=, TAV_SWISS_BYE_NONE);
    }
  else
    {
      g_assert_cmpint (bye, ==, -1);
      g_assert_cmpint (tav_swiss_pairing_get_bye_reason (p), ==, TAV_SWISS_BYE_NONE);
    }
  for (guint i = 0; i < ev->n; i++)
    g_assert_cmpuint (seen[i], ==, ev->active[i] ? 1 : 0);
  g_assert_cmpuint (tav_swiss_pairing_get_rematches (p), ==, rematches);
  g_assert_cmpuint (tav_swiss_pairing_get_mixed_pairs (p), ==, mixed);
  g_assert_cmpfloat_with_epsilon (tav_swiss_pairing_get_gap_cost (p), gap, 1e-9);
  g_assert_cmpuint (mixed, >=, tav_swiss_pairing_get_parity_bound (p));
  g_assert_true (tav_swiss_pairing_is_certified (p));
}

static void
event_play (Event                 *ev,
            const TavSwissPairing *p,
            TavRandom             *r)
{
  int bye = tav_swiss_pairing_get_bye (p);

  for (guint i = 0; i < tav_swiss_pairing_get_n_pairs (p); i++)
    {
      const TavSwissPair *pair = tav_swiss_pairing_get_pair (p, i);

      event_meet (ev, pair->a, pair->b);
      ev->score[tav_random_range (r, 2) ? pair->a : pair->b] += 1;
    }
  if (bye >= 0)
    {
      ev->score[bye] += 1;
      ev->byes[bye]++;
    }
}

static gboolean
same_pairing (const TavSwissPairing *x,
              const TavSwissPairing *y)
{
  if (tav_swiss_pairing_get_n_pairs (x) != tav_swiss_pairing_get_n_pairs (y)
      || tav_swiss_pairing_get_bye (x) != tav_swiss_pairing_get_bye (y))
    return FALSE;
  for (guint i = 0; i < tav_swiss_pairing_get_n_pairs (x); i++)
    {
      const TavSwissPair *a = tav_swiss_pairing_get_pair (x, i);
      const TavSwissPair *b = tav_swiss_pairing_get_pair (y, i);

      if (a->a != b->a || a->b != b->b)
        return FALSE;
    }
  return TRUE;
}

static guint
partner_of (const TavSwissPairing *p,
            guint                  player)
{
  for (guint i = 0; i < tav_swiss_pairing_get_n_pairs (p); i++)
    {
      const TavSwissPair *pair = tav_swiss_pairing_get_pair (p, i);

      if (pair->a == player)
        return pair->b;
      if (pair->b == player)
        return pair->a;
    }
  return NONE;
}

/* ------------------------------------------------------------------------ */
/* Oracles, independent of the engine. The largest rematch-free matching from
 * the rank of a random Tutte matrix (Lovász): rank = 2ν with probability at
 * least 1 − n/p per draw; the best of two draws. */

#define PRIME G_GUINT64_CONSTANT (2147483647)

static guint64
powmod (guint64 b,
        guint64 e)
{
  guint64 r = 1;

  b %= PRIME;
  while (e)
    {
      if (e & 1)
        r = r * b % PRIME;
      b = b * b % PRIME;
      e >>= 1;
    }
  return r;
}

static guint
tutte_nu (const Event *ev,
          int          skip,
          TavRandom   *r)
{
  guint idx[MAX_FIELD], n = 0, best = 0;
  static guint64 m[MAX_FIELD][MAX_FIELD];

  for (guint i = 0; i < ev->n; i++)
    if (ev->active[i] && (int) i != skip)
      idx[n++] = i;

  for (int trial = 0; trial < 2; trial++)
    {
      guint rank = 0;

      for (guint i = 0; i < n; i++)
        for (guint j = 0; j < n; j++)
          m[i][j] = 0;
      for (guint i = 0; i < n; i++)
        for (guint j = i + 1; j < n; j++)
          if (!ev->met[idx[i]][idx[j]])
            {
              guint64 x = 1 + tav_random_range (r, (guint32) (PRIME - 1));

              m[i][j] = x;
              m[j][i] = PRIME - x;
            }
      for (guint col = 0; col < n && rank < n; col++)
        {
          guint piv = NONE;

          for (guint row = rank; row < n; row++)
            if (m[row][col])
              {
                piv = row;
                break;
              }
          if (piv == NONE)
            continue;
          for (guint j = 0; j < n; j++)
            {
              guint64 t = m[piv][j];

              m[piv][j] = m[rank][j];
              m[rank][j] = t;
            }
          {
            guint64 inv = powmod (m[rank][col], PRIME - 2);

            for (guint row = rank + 1; row < n; row++)
              if (m[row][col])
                {
                  guint64 f = m[row][col] * inv % PRIME;

                  for (guint j = col; j < n; j++)
                    m[row][j] = (m[row][j] + (PRIME - f) * m[rank][j]) % PRIME;
                }
          }
          rank++;
        }
      best = MAX (best, rank / 2);
    }
  return best;
}

/* Brute force over every bye and every pairing, lexicographic on
 * (rematches, bye's byes, bye's score, then the objective's two levels). */
typedef struct
{
  const Event      *ev;
  gboolean          first_round;
  TavSwissObjective objective;
  guint             idx[MAX_FIELD];
  guint             n;
  gboolean          used[MAX_FIELD];
  double            best[5];
  double            cur[5];
} Brute;

static int
lex_cmp (const double *a,
         const double *b)
{
  for (int i = 0; i < 5; i++)
    if (a[i] != b[i])
      return a[i] < b[i] ? -1 : 1;
  return 0;
}

static void
brute_rec (Brute *b)
{
  guint i = 0;

  if (lex_cmp (b->cur, b->best) >= 0)
    return;
  while (i < b->n && b->used[i])
    i++;
  if (i == b->n)
    {
      memcpy (b->best, b->cur, sizeof b->best);
      return;
    }
  b->used[i] = TRUE;
  for (guint j = i + 1; j < b->n; j++)
    if (!b->used[j])
      {
        guint u = b->idx[i], v = b->idx[j];
        double save[5];
        double d = b->first_round ? 0 : b->ev->score[u] - b->ev->score[v];
        double mixed = d != 0, gap = d * d;

        memcpy (save, b->cur, sizeof save);
        b->cur[0] += b->ev->met[u][v] > 0;
        b->cur[3] += b->objective == TAV_SWISS_SMALLEST_GAPS ? gap : mixed;
        b->cur[4] += b->objective == TAV_SWISS_SMALLEST_GAPS ? mixed : gap;
        b->used[j] = TRUE;
        brute_rec (b);
        b->used[j] = FALSE;
        memcpy (b->cur, save, sizeof save);
      }
  b->used[i] = FALSE;
}

static void
brute_force (const Event       *ev,
             gboolean           first_round,
             TavSwissObjective  objective,
             double            *best)
{
  Brute b = { 0, };

  b.ev = ev;
  b.first_round = first_round;
  b.objective = objective;
  for (guint i = 0; i < ev->n; i++)
    if (ev->active[i])
      b.idx[b.n++] = i;
  for (int k = 0; k < 5; k++)
    b.best[k] = G_MAXDOUBLE;

  if (b.n % 2 == 0)
    brute_rec (&b);
  else
    for (guint i = 0; i < b.n; i++)
      {
        memset (b.cur, 0, sizeof b.cur);
        b.cur[1] = ev->byes[b.idx[i]];
        b.cur[2] = first_round ? 0 : ev->score[b.idx[i]];
        b.used[i] = TRUE;
        brute_rec (&b);
        b.used[i] = FALSE;
      }
  memcpy (best, b.best, sizeof b.best);
}

static void
engine_key (const Event           *ev,
            const TavSwissPairing *p,
            gboolean               first_round,
            TavSwissObjective      objective,
            double                *key)
{
  int bye = tav_swiss_pairing_get_bye (p);
  double mixed = first_round ? 0 : tav_swiss_pairing_get_mixed_pairs (p);
  double gap = first_round ? 0 : tav_swiss_pairing_get_gap_cost (p);

  key[0] = tav_swiss_pairing_get_rematches (p);
  key[1] = bye >= 0 ? ev->byes[bye] : 0;
  key[2] = bye >= 0 && !first_round ? ev->score[bye] : 0;
  key[3] = objective == TAV_SWISS_SMALLEST_GAPS ? gap : mixed;
  key[4] = objective == TAV_SWISS_SMALLEST_GAPS ? mixed : gap;
}

/* Guarantees 1 and 2 against the Tutte oracle: the fewest rematches, and no
 * player ahead of the bye in bye order could have taken it without one
 * more rematch. */
static void
check_rematches_and_bye (const Event           *ev,
                         const TavSwissPairing *p,
                         gboolean               first_round,
                         TavRandom             *r,
                         guint                 *oracle_calls)
{
  guint n_active = 0;
  guint rematches = tav_swiss_pairing_get_rematches (p);
  int bye = tav_swiss_pairing_get_bye (p);
  guint nu = G_MAXUINT;

  for (guint i = 0; i < ev->n; i++)
    n_active += ev->active[i];

  if (rematches > 0)
    {
      nu = tutte_nu (ev, -1, r);
      (*oracle_calls)++;
      g_assert_cmpuint (rematches, ==, n_active / 2 - nu);
    }

  if (bye < 0)
    return;
  for (guint i = 0; i < ev->n; i++)
    {
      gboolean ahead;

      if (!ev->active[i] || (int) i == bye)
        continue;
      ahead = ev->byes[i] < ev->byes[bye]
              || (!first_round && ev->byes[i] == ev->byes[bye] && ev->score[i] < ev->score[bye]);
      if (!ahead)
        continue;
      /* i ranks before the bye: giving i the bye must cost a rematch. */
      if (nu == G_MAXUINT)
        {
          nu = tutte_nu (ev, -1, r);
          (*oracle_calls)++;
        }
      g_assert_cmpuint (tutte_nu (ev, i, r), <, nu);
      (*oracle_calls)++;
    }
  if (nu != G_MAXUINT && rematches > 0)
    g_assert_cmpuint (tutte_nu (ev, bye, r), ==, nu);

  if (tav_swiss_pairing_get_bye_reason (p) == TAV_SWISS_BYE_AVOIDS_REMATCH)
    g_assert_false (first_round);
}

/* ------------------------------------------------------------------------ */
/* Hand-made fields */

static void
test_empty (void)
{
  Event ev;
  g_autoptr(TavSwissRequest) req = tav_swiss_request_new (0);
  g_autoptr(TavSwissPairing) p = pair_ok (req, 1);
  g_autoptr(TavSwissRequest) req3 = NULL;
  g_autoptr(TavSwissPairing) p3 = NULL;

  g_assert_cmpuint (tav_swiss_pairing_get_n_pairs (p), ==, 0);
  g_assert_cmpint (tav_swiss_pairing_get_bye (p), ==, -1);
  g_assert_null (tav_swiss_pairing_explain_bye (p));

  /* Everyone dropped. */
  event_init (&ev, 3);
  for (guint i = 0; i < 3; i++)
    ev.active[i] = FALSE;
  req3 = event_request (&ev, FALSE);
  p3 = pair_ok (req3, 1);
  check_valid (&ev, p3, FALSE);
}

static void
test_one (void)
{
  Event ev;
  g_autoptr(TavSwissRequest) req = NULL;
  g_autoptr(TavSwissPairing) p = NULL;

  event_init (&ev, 1);
  req = event_request (&ev, TRUE);
  p = pair_ok (req, 7);
  check_valid (&ev, p, TRUE);
  g_assert_cmpint (tav_swiss_pairing_get_bye (p), ==, 0);
  g_assert_cmpint (tav_swiss_pairing_get_bye_reason (p), ==, TAV_SWISS_BYE_RANDOM);
}

static void
test_two (void)
{
  Event ev;

  event_init (&ev, 2);
  for (guint round = 0; round < 3; round++)
    {
      g_autoptr(TavSwissRequest) req = event_request (&ev, round == 0);
      g_autoptr(TavSwissPairing) p = pair_ok (req, round);

      check_valid (&ev, p, round == 0);
      /* Only one pairing exists; from round 2 it is a rematch. */
      g_assert_cmpuint (tav_swiss_pairing_get_rematches (p), ==, round > 0);
      event_meet (&ev, 0, 1);
      ev.score[round % 2] += 1;
    }
}

static void
test_first_round_random (void)
{
  Event ev;
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  event_init (&ev, 8);
  for (guint64 seed = 1; seed <= 32; seed++)
    {
      g_autoptr(TavSwissRequest) req = event_request (&ev, TRUE);
      g_autoptr(TavSwissPairing) p = pair_ok (req, seed);
      g_autoptr(TavSwissPairing) again = pair_ok (req, seed);
      GString *key = g_string_new (NULL);

      check_valid (&ev, p, TRUE);
      g_assert_true (same_pairing (p, again));
      for (guint i = 0; i < 8; i++)
        g_string_append_printf (key, "%u,", partner_of (p, i));
      g_hash_table_add (seen, g_string_free (key, FALSE));
    }
  /* 105 pairings of 8 players; 32 seeds should find many of them. */
  g_assert_cmpuint (g_hash_table_size (seen), >=, 16);
}

static void
test_first_round_bye (void)
{
  Event ev;
  guint got[7] = { 0, };
  guint distinct = 0;

  event_init (&ev, 7);
  for (guint64 seed = 1; seed <= 70; seed++)
    {
      g_autoptr(TavSwissRequest) req = event_request (&ev, TRUE);
      g_autoptr(TavSwissPairing) p = pair_ok (req, seed);

      check_valid (&ev, p, TRUE);
      g_assert_cmpint (tav_swiss_pairing_get_bye_reason (p), ==, TAV_SWISS_BYE_RANDOM);
      got[tav_swiss_pairing_get_bye (p)]++;
    }
  for (guint i = 0; i < 7; i++)
    distinct += got[i] > 0;
  g_assert_cmpuint (distinct, >=, 6);
}

static void
test_bye_lowest (void)
{
  static const double scores[] = { 3, 3, 2, 2, 1, 1, 0 };
  Event ev;
  gboolean got4 = FALSE, got5 = FALSE;

  event_init (&ev, 7);
  for (guint i = 0; i < 7; i++)
    ev.score[i] = scores[i];
  {
    g_autoptr(TavSwissRequest) req = event_request (&ev, FALSE);
    g_autoptr(TavSwissPairing) p = pair_ok (req, 3);
    g_autofree char *why = NULL;

    check_valid (&ev, p, FALSE);
    g_assert_cmpint (tav_swiss_pairing_get_bye (p), ==, 6);
    g_assert_cmpint (tav_swiss_pairing_get_bye_reason (p), ==, TAV_SWISS_BYE_LOWEST);
    why = tav_swiss_pairing_explain_bye (p);
    g_assert_cmpstr (why, ==, "bye: lowest score without a bye");
  }

  /* The 0-pointer had a bye: one of the two 1-pointers, at random. */
  ev.byes[6] = 1;
  for (guint64 seed = 1; seed <= 40; seed++)
    {
      g_autoptr(TavSwissRequest) req = event_request (&ev, FALSE);
      g_autoptr(TavSwissPairing) p = pair_ok (req, seed);
      int bye = tav_swiss_pairing_get_bye (p);

      check_valid (&ev, p, FALSE);
      g_assert_true (bye == 4 || bye == 5);
      got4 |= bye == 4;
      got5 |= bye == 5;
    }
  g_assert_true (got4 && got5);
}

static void
test_bye_no_second (void)
{
  Event ev;
  g_autoptr(TavSwissRequest) req = NULL;
  g_autoptr(TavSwissPairing) p = NULL;

  /* Only the leader has no bye: the leader gets it. */
  event_init (&ev, 5);
  for (guint i = 0; i < 5; i++)
    {
      ev.score[i] = 4 - i;
      ev.byes[i] = i == 0 ? 0 : 1;
    }
  req = event_request (&ev, FALSE);
  p = pair_ok (req, 11);
  check_valid (&ev, p, FALSE);
  g_assert_cmpint (tav_swiss_pairing_get_bye (p), ==, 0);
}

static void
test_bye_all_had_one (void)
{
  Event ev;
  g_autoptr(TavSwissRequest) req = NULL;
  g_autoptr(TavSwissPairing) p = NULL;
  g_autofree char *why = NULL;

  /* Everyone had a bye, the last player two: the lowest with one bye. */
  event_init (&ev, 5);
  for (guint i = 0; i < 5; i++)
    {
      ev.score[i] = 4 - i;
      ev.byes[i] = i == 4 ? 2 : 1;
    }
  req = event_request (&ev, FALSE);
  p = pair_ok (req, 12);
  check_valid (&ev, p, FALSE);
  g_assert_cmpint (tav_swiss_pairing_get_bye (p), ==, 3);
  why = tav_swiss_pairing_explain_bye (p);
  g_assert_cmpstr (why, ==, "bye: everyone has had a bye; lowest score with the fewest byes");
}

static void
test_pair_down_forced (void)
{
  Event ev;

  event_init (&ev, 6);
  for (guint i = 0; i < 6; i++)
    ev.score[i] = i < 3 ? 2 : 1;
  for (guint64 seed = 1; seed <= 10; seed++)
    {
      g_autoptr(TavSwissRequest) req = event_request (&ev, FALSE);
      g_autoptr(TavSwissPairing) p = pair_ok (req, seed);
      const TavSwissPair *top;
      g_autofree char *why = NULL;

      check_valid (&ev, p, FALSE);
      g_assert_cmpuint (tav_swiss_pairing_get_mixed_pairs (p), ==, 1);
      g_assert_cmpuint (tav_swiss_pairing_get_parity_bound (p), ==, 1);
      /* Pairs come in table order: the 2-2 pair, then the pair-down. */
      top = tav_swiss_pairing_get_pair (p, 1);
      g_assert_true (top->pair_down);
      why = tav_swiss_pairing_explain (p, 1);
      g_assert_cmpstr (why, ==, "pair-down from 2 to 1 points");
    }
}

static void
test_rematch_avoided (void)
{
  Event ev;

  /* Four on the same score; 0-1 and 2-3 met: the other two pairings. */
  event_init (&ev, 4);
  event_meet (&ev, 0, 1);
  event_meet (&ev, 2, 3);
  for (guint i = 0; i < 4; i++)
    ev.score[i] = 1;
  for (guint64 seed = 1; seed <= 20; seed++)
    {
      g_autoptr(TavSwissRequest) req = event_request (&ev, FALSE);
      g_autoptr(TavSwissPairing) p = pair_ok (req, seed);

      check_valid (&ev, p, FALSE);
      g_assert_cmpuint (tav_swiss_pairing_get_rematches (p), ==, 0);
      g_assert_cmpuint (tav_swiss_pairing_get_mixed_pairs (p), ==, 0);
    }
}

static void
test_rematch_needs_pair_down (void)
{
  Event ev;

  /* 0 and 1 lead and met: both pair down, two mixed pairs instead of one
   * rematch. */
  event_init (&ev, 4);
  event_meet (&ev, 0, 1);
  event_meet (&ev, 2, 3);
  event_meet (&ev, 0, 2);
  event_meet (&ev, 1, 3);
  ev.score[0] = ev.score[1] = 2;
  {
    g_autoptr(TavSwissRequest) req = event_request (&ev, FALSE);
    g_autoptr(TavSwissPairing) p = pair_ok (req, 5);

    check_valid (&ev, p, FALSE);
    g_assert_cmpuint (tav_swiss_pairing_get_rematches (p), ==, 0);
    g_assert_cmpuint (tav_swiss_pairing_get_mixed_pairs (p), ==, 2);
    g_assert_cmpuint (partner_of (p, 0), ==, 3);
    g_assert_cmpuint (partner_of (p, 1), ==, 2);
  }
}

static void
test_rematch_unavoidable (void)
{
  Event ev;

  /* Player 0 met everyone: one rematch, and only one. */
  event_init (&ev, 6);
  for (guint i = 1; i < 6; i++)
    event_meet (&ev, 0, i);
  for (guint64 seed = 1; seed <= 10; seed++)
    {
      g_autoptr(TavSwissRequest) req = event_request (&ev, FALSE);
      g_autoptr(TavSwissPairing) p = pair_ok (req, seed);
      guint mate = partner_of (p, 0);
      g_autofree char *why = NULL;

      check_valid (&ev, p, FALSE);
      g_assert_cmpuint (tav_swiss_pairing_get_rematches (p), ==, 1);
      for (guint i = 0; i < 3; i++)
        {
          const TavSwissPair *pair = tav_swiss_pairing_get_pair (p, i);

          if (pair->rematch)
            {
              why = tav_swiss_pairing_explain (p, i);
              g_assert_true (pair->a == 0 || pair->b == 0);
            }
        }
      g_assert_nonnull (strstr (why, "rematch"));
      g_assert_cmpuint (mate, !=, NONE);
    }
}

static void
test_bye_avoids_rematch (void)
{
  Event ev;
  g_autoptr(TavSwissRequest) req = NULL;
  g_autoptr(TavSwissPairing) p = NULL;
  g_autofree char *why = NULL;

  /* 0 (2 points) and 1 (1 point) met; 2 (0 points) is the natural bye, but
   * then 0-1 would be a rematch. The next in line is 1. */
  event_init (&ev, 3);
  ev.score[0] = 2;
  ev.score[1] = 1;
  event_meet (&ev, 0, 1);
  req = event_request (&ev, FALSE);
  p = pair_ok (req, 9);
  check_valid (&ev, p, FALSE);
  g_assert_cmpint (tav_swiss_pairing_get_bye (p), ==, 1);
  g_assert_cmpuint (tav_swiss_pairing_get_rematches (p), ==, 0);
  g_assert_cmpint (tav_swiss_pairing_get_bye_reason (p), ==, TAV_SWISS_BYE_AVOIDS_REMATCH);
  why = tav_swiss_pairing_explain_bye (p);
  g_assert_cmpstr (why, ==, "bye: lowest score without a bye whose bye avoids a rematch");
}

static void
test_all_played_all (void)
{
  for (guint n = 2; n <= 9; n++)
    {
      Event ev;
      g_autoptr(TavSwissRequest) req = NULL;
      g_autoptr(TavSwissPairing) p = NULL;

      event_init (&ev, n);
      for (guint i = 0; i < n; i++)
        {
          ev.score[i] = i % 3;
          for (guint j = i + 1; j < n; j++)
            event_meet (&ev, i, j);
        }
      req = event_request (&ev, FALSE);
      p = pair_ok (req, n);
      check_valid (&ev, p, FALSE);
      g_assert_cmpuint (tav_swiss_pairing_get_rematches (p), ==, n / 2);
    }
}

static void
test_objectives (void)
{
  static const double scores[] = { 3, 2, 2, 1, 1, 0 };
  Event ev;

  event_init (&ev, 6);
  for (guint i = 0; i < 6; i++)
    ev.score[i] = scores[i];

  /* Groups 3 and 0 are odd. Fewest pair-downs: 3 meets 0 directly. */
  {
    g_autoptr(TavSwissRequest) req = event_request (&ev, FALSE);
    g_autoptr(TavSwissPairing) p = pair_ok (req, 1);

    check_valid (&ev, p, FALSE);
    g_assert_cmpuint (tav_swiss_pairing_get_mixed_pairs (p), ==, 1);
    g_assert_cmpfloat (tav_swiss_pairing_get_gap_cost (p), ==, 9);
    g_assert_cmpuint (partner_of (p, 0), ==, 5);
  }
  /* Smallest gaps: the float runs down 3 → 2 → 1 → 0. */
  {
    g_autoptr(TavSwissRequest) req = event_request (&ev, FALSE);
    g_autoptr(TavSwissPairing) p = NULL;

    tav_swiss_request_set_objective (req, TAV_SWISS_SMALLEST_GAPS);
    p = pair_ok (req, 1);
    check_valid (&ev, p, FALSE);
    g_assert_cmpuint (tav_swiss_pairing_get_mixed_pairs (p), ==, 3);
    g_assert_cmpfloat (tav_swiss_pairing_get_gap_cost (p), ==, 3);
  }
}

static void
test_invalid (void)
{
  g_autoptr(TavSwissRequest) req = tav_swiss_request_new (2);
  g_autoptr(GError) error = NULL;
  TavSwissPairing *p;

  tav_swiss_request_set_score (req, 1, NAN);
  p = tav_swiss_pair (req, 1, &error);
  g_assert_null (p);
  g_assert_error (error, TAV_SWISS_ERROR, TAV_SWISS_ERROR_INVALID);
}

static void
test_half_points (void)
{
  Event ev;
  g_autoptr(TavSwissRequest) req = NULL;
  g_autoptr(TavSwissPairing) p = NULL;

  /* Draws: groups 1.5 (one player), 1 (two), 0.5 (one). */
  event_init (&ev, 4);
  ev.score[0] = 1.5;
  ev.score[1] = ev.score[2] = 1;
  ev.score[3] = 0.5;
  req = event_request (&ev, FALSE);
  p = pair_ok (req, 2);
  check_valid (&ev, p, FALSE);
  g_assert_cmpuint (tav_swiss_pairing_get_mixed_pairs (p), ==, 1);
  g_assert_cmpuint (partner_of (p, 0), ==, 3);
}

/* ------------------------------------------------------------------------ */
/* The matching module against its reference cases and brute force. */

static void
test_matching_reference (void)
{
  /* Cases from Van Rantwijk's mwmatching.py test suite. */
  static const struct
  {
    gboolean maxcard;
    int      n_edges;
    int      edges[13][3];
    int      n;
    int      mate[13];
  } cases[] = {
    { FALSE, 2, { { 1, 2, 10 }, { 2, 3, 11 } }, 4, { -1, -1, 3, 2 } },
    { TRUE, 3, { { 1, 2, 5 }, { 2, 3, 11 }, { 3, 4, 5 } }, 5, { -1, 2, 1, 4, 3 } },
    { TRUE, 5, { { 1, 2, 2 }, { 1, 3, -2 }, { 2, 3, 1 }, { 2, 4, -1 }, { 3, 4, -6 } }, 5, { -1, 3, 4, 1, 2 } },
    { FALSE, 6, { { 1, 2, 8 }, { 1, 3, 9 }, { 2, 3, 10 }, { 3, 4, 7 }, { 1, 6, 5 }, { 4, 5, 6 } }, 7, { -1, 6, 3, 2, 5, 4, 1 } },
    { FALSE, 6, { { 1, 2, 9 }, { 1, 3, 8 }, { 2, 3, 10 }, { 1, 4, 5 }, { 4, 5, 3 }, { 3, 6, 4 } }, 7, { -1, 2, 1, 6, 5, 4, 3 } },
    { FALSE, 9, { { 1, 2, 10 }, { 1, 7, 10 }, { 2, 3, 12 }, { 3, 4, 20 }, { 3, 5, 20 }, { 4, 5, 25 }, { 5, 6, 10 }, { 6, 7, 10 }, { 7, 8, 8 } }, 9, { -1, 2, 1, 4, 3, 6, 5, 8, 7 } },
    { FALSE, 8, { { 1, 2, 23 }, { 1, 5, 22 }, { 1, 6, 15 }, { 2, 3, 25 }, { 3, 4, 22 }, { 4, 5, 25 }, { 4, 8, 14 }, { 5, 7, 13 } }, 9, { -1, 6, 3, 2, 8, 7, 1, 5, 4 } },
    { FALSE, 10, { { 1, 2, 45 }, { 1, 5, 45 }, { 2, 3, 50 }, { 3, 4, 45 }, { 4, 5, 50 }, { 1, 6, 30 }, { 3, 9, 35 }, { 4, 8, 28 }, { 5, 7, 26 }, { 9, 10, 5 } }, 11, { -1, 6, 3, 2, 8, 7, 1, 5, 4, 10, 9 } },
    { FALSE, 13, { { 1, 2, 45 }, { 1, 7, 45 }, { 2, 3, 50 }, { 3, 4, 45 }, { 4, 5, 95 }, { 4, 6, 94 }, { 5, 6, 94 }, { 6, 7, 50 }, { 1, 8, 30 }, { 3, 11, 35 }, { 5, 9, 36 }, { 7, 10, 26 }, { 11, 12, 5 } }, 13, { -1, 8, 3, 2, 6, 9, 4, 10, 1, 5, 7, 12, 11 } },
    { FALSE, 11, { { 1, 2, 40 }, { 1, 3, 40 }, { 2, 3, 60 }, { 2, 4, 55 }, { 3, 5, 55 }, { 4, 5, 50 }, { 1, 8, 15 }, { 5, 7, 30 }, { 7, 6, 10 }, { 8, 10, 10 }, { 4, 9, 30 } }, 11, { -1, 2, 1, 5, 9, 3, 7, 6, 10, 4, 8 } },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      guint u[13], v[13];
      gint64 w[13];
      g_autoptr(TavWMatch) wm = NULL;

      for (int k = 0; k < cases[c].n_edges; k++)
        {
          u[k] = cases[c].edges[k][0];
          v[k] = cases[c].edges[k][1];
          w[k] = cases[c].edges[k][2];
        }
      wm = tav_wmatch_new (cases[c].n, cases[c].n_edges, u, v, w);
      tav_wmatch_solve (wm, cases[c].maxcard);
      for (int i = 0; i < cases[c].n; i++)
        {
          guint m = tav_wmatch_get_mate (wm, i);

          g_assert_cmpint (m == NONE ? -1 : (int) m, ==, cases[c].mate[i]);
        }
    }
}

static gint64 bw[12][12];
static gboolean bused[12];

static gint64
best_perfect (guint n)
{
  guint i = 0;
  gint64 best = G_MININT64;

  while (i < n && bused[i])
    i++;
  if (i == n)
    return 0;
  bused[i] = TRUE;
  for (guint j = i + 1; j < n; j++)
    if (!bused[j] && bw[i][j] != G_MININT64)
      {
        gint64 rest;

        bused[j] = TRUE;
        rest = best_perfect (n);
        if (rest != G_MININT64)
          best = MAX (best, rest + bw[i][j]);
        bused[j] = FALSE;
      }
  bused[i] = FALSE;
  return best;
}

static void
test_matching_random (void)
{
  TavRandom r;

  tav_random_init (&r, 2024);
  for (guint it = 0; it < 3000; it++)
    {
      guint n = 2 * (1 + tav_random_range (&r, 6));
      double density = 0.2 + 0.8 * tav_random_double (&r);
      guint u[66], v[66], init[6], n_init = 0, m = 0;
      gint64 w[66], got = 0;
      gboolean matched[12] = { 0, };
      g_autoptr(TavWMatch) wm = NULL;

      for (guint i = 0; i < n; i++)
        for (guint j = 0; j < n; j++)
          bw[i][j] = G_MININT64;
      for (guint i = 0; i < n; i++)
        for (guint j = i + 1; j < n; j++)
          if (tav_random_double (&r) < density || (j == i + 1 && i % 2 == 0))
            {
              u[m] = i;
              v[m] = j;
              w[m] = tav_random_range (&r, 3) == 0 ? 0 : -(gint64) tav_random_range (&r, 20);
              bw[i][j] = bw[j][i] = w[m];
              m++;
            }
      wm = tav_wmatch_new (n, m, u, v, w);
      /* Half of them warm-started from zero-weight pairs. */
      if (it % 2)
        for (guint k = 0; k < m; k++)
          if (w[k] == 0 && !matched[u[k]] && !matched[v[k]])
            {
              matched[u[k]] = matched[v[k]] = TRUE;
              init[n_init++] = k;
            }
      tav_wmatch_set_initial (wm, init, n_init);
      tav_wmatch_solve (wm, TRUE);
      for (guint i = 0; i < n; i++)
        {
          guint j = tav_wmatch_get_mate (wm, i);

          g_assert_cmpuint (j, !=, NONE);
          if (j > i)
            got += bw[i][j];
        }
      g_assert_cmpint (got, ==, best_perfect (n));
    }
}

static guint
brute_nu (guint          n,
          const guint8   adj[12][12],
          int            skip,
          guint          i,
          gboolean      *used)
{
  guint best;

  while (i < n && (used[i] || (int) i == skip))
    i++;
  if (i >= n)
    return 0;
  used[i] = TRUE;
  best = brute_nu (n, adj, skip, i + 1, used);
  for (guint j = i + 1; j < n; j++)
    if (!used[j] && (int) j != skip && adj[i][j])
      {
        used[j] = TRUE;
        best = MAX (best, 1 + brute_nu (n, adj, skip, i + 1, used));
        used[j] = FALSE;
      }
  used[i] = FALSE;
  return best;
}

static void
test_matching_cardinality (void)
{
  TavRandom r;

  tav_random_init (&r, 77);
  for (guint it = 0; it < 3000; it++)
    {
      guint n = 1 + tav_random_range (&r, 11);
      double density = tav_random_double (&r);
      gboolean complement = it % 2;
      guint8 adj[12][12] = { { 0, } };
      guint off[13], list[144], k = 0, mate[12];
      guint8 even[12];
      gboolean used[12] = { 0, };
      TavGraph g;
      guint nu;

      for (guint i = 0; i < n; i++)
        for (guint j = i + 1; j < n; j++)
          adj[i][j] = adj[j][i] = tav_random_double (&r) < density;
      off[0] = 0;
      for (guint i = 0; i < n; i++)
        {
          for (guint j = 0; j < n; j++)
            if (j != i && (complement ? !adj[i][j] : adj[i][j]))
              list[k++] = j;
          off[i + 1] = k;
        }
      g = (TavGraph) { n, off, list, complement, NULL };
      for (guint i = 0; i < n; i++)
        mate[i] = NONE;
      nu = tav_matching_maximum (&g, mate);
      g_assert_cmpuint (nu, ==, brute_nu (n, adj, -1, 0, used));
      for (guint i = 0; i < n; i++)
        if (mate[i] != NONE)
          {
            g_assert_true (adj[i][mate[i]]);
            g_assert_cmpuint (mate[mate[i]], ==, i);
          }
      tav_matching_even_set (&g, mate, even);
      for (guint v = 0; v < n; v++)
        g_assert_cmpint (even[v], ==, brute_nu (n, adj, v, 0, used) == nu);
    }
}

/* ------------------------------------------------------------------------ */
/* Random tournaments */

static const TavSwissTuning tunings[] = {
  { 0, 0, 0, 0, 0 },       /* the defaults: small fields use every pair */
  { 1, 1, 1, 2, 3 },       /* as sparse as it gets: the certificate works */
  { 1, 0, 0, 4, 0 },       /* sparse with the default widths */
};

static void
test_property (void)
{
  const char *env = g_getenv ("TAVOLO_SWISS_EVENTS");
  guint n_events = env ? (guint) g_ascii_strtoull (env, NULL, 10) : 10000;
  guint rounds_total = 0, brute_checks = 0, oracle_calls = 0, byes_moved = 0;
  guint with_rematches = 0, widened = 0, drops = 0, reentries = 0;

  for (guint e = 0; e < n_events; e++)
    {
      Event ev;
      TavRandom r;
      guint n, rounds;
      guint tuning;
      TavSwissObjective objective;

      tav_random_init (&r, tav_random_derive (20240, "test-swiss-event", e, 0));
      n = 2 + tav_random_range (&r, MAX_FIELD - 1);
      rounds = n <= 12 ? 1 + tav_random_range (&r, n + 2) : 1 + tav_random_range (&r, 10);
      tuning = tav_random_range (&r, G_N_ELEMENTS (tunings));
      objective = tav_random_range (&r, 4) == 0 ? TAV_SWISS_SMALLEST_GAPS : TAV_SWISS_FEWEST_PAIR_DOWNS;
      event_init (&ev, n);

      for (guint round = 0; round < rounds; round++)
        {
          gboolean first = round == 0;
          g_autoptr(TavSwissRequest) req = NULL;
          g_autoptr(TavSwissPairing) p = NULL;
          guint64 seed = tav_random_next (&r);
          guint n_active = 0;

          /* Drops, and re-entries with a loss for each missed round. */
          if (!first)
            for (guint i = 0; i < n; i++)
              {
                if (ev.active[i] && tav_random_range (&r, 100) < 5)
                  {
                    ev.active[i] = FALSE;
                    drops++;
                  }
                else if (!ev.active[i] && tav_random_range (&r, 100) < 30)
                  {
                    ev.active[i] = TRUE;
                    reentries++;
                  }
              }
          for (guint i = 0; i < n; i++)
            n_active += ev.active[i];

          req = event_request (&ev, first);
          tav_swiss_request_set_tuning (req, &tunings[tuning]);
          tav_swiss_request_set_objective (req, objective);
          p = pair_ok (req, seed);
          rounds_total++;

          check_valid (&ev, p, first);
          check_rematches_and_bye (&ev, p, first, &r, &oracle_calls);
          with_rematches += tav_swiss_pairing_get_rematches (p) > 0;
          byes_moved += tav_swiss_pairing_get_bye_reason (p) == TAV_SWISS_BYE_AVOIDS_REMATCH;
          widened += tav_swiss_pairing_get_attempts (p) > 1;

          if (n_active <= 12)
            {
              double want[5], got[5];

              brute_force (&ev, first, objective, want);
              engine_key (&ev, p, first, objective, got);
              for (int k = 0; k < 5; k++)
                g_assert_cmpfloat (got[k], ==, want[k]);
              brute_checks++;
            }

          /* Same request, same seed, same pairing. */
          if (round % 4 == 1)
            {
              g_autoptr(TavSwissPairing) again = pair_ok (req, seed);

              g_assert_true (same_pairing (p, again));
            }

          event_play (&ev, p, &r);
        }
    }

  g_test_message ("%u random events, %u rounds: %u brute-force optima matched, "
                  "%u Tutte-oracle checks, %u rounds with unavoidable rematches, "
                  "%u byes moved to avoid a rematch, %u rounds widened the candidates, "
                  "%u drops, %u re-entries",
                  n_events, rounds_total, brute_checks, oracle_calls, with_rematches,
                  byes_moved, widened, drops, reentries);
}

/* A mid-sized field through a whole event with the default knobs. */
static void
test_large (void)
{
  const guint n = 1001;
  g_autofree double *score = g_new0 (double, n);
  g_autofree guint *byes = g_new0 (guint, n);
  g_autoptr(GArray) met = g_array_new (FALSE, FALSE, sizeof (guint) * 2);
  TavRandom r;

  tav_random_init (&r, 1001);
  for (guint round = 0; round < 9; round++)
    {
      g_autoptr(TavSwissRequest) req = tav_swiss_request_new (n);
      g_autoptr(TavSwissPairing) p = NULL;
      g_autoptr(GHashTable) pairs = g_hash_table_new (g_int64_hash, g_int64_equal);
      g_autofree guint *seen = g_new0 (guint, n);
      g_autofree gint64 *keys = g_new (gint64, met->len + 1);
      int bye;

      for (guint i = 0; i < n; i++)
        {
          tav_swiss_request_set_score (req, i, score[i]);
          tav_swiss_request_set_byes (req, i, byes[i]);
        }
      for (guint i = 0; i < met->len; i++)
        {
          guint *e = &g_array_index (met, guint, 2 * i);

          tav_swiss_request_add_played (req, e[0], e[1]);
          keys[i] = (gint64) MIN (e[0], e[1]) * n + MAX (e[0], e[1]);
          g_hash_table_add (pairs, &keys[i]);
        }
      tav_swiss_request_set_first_round (req, round == 0);
      p = pair_ok (req, round);
      g_assert_true (tav_swiss_pairing_is_certified (p));
      g_assert_cmpuint (tav_swiss_pairing_get_rematches (p), ==, 0);
      g_assert_cmpuint (tav_swiss_pairing_get_n_pairs (p), ==, n / 2);
      for (guint i = 0; i < tav_swiss_pairing_get_n_pairs (p); i++)
        {
          const TavSwissPair *pair = tav_swiss_pairing_get_pair (p, i);
          guint e[2] = { pair->a, pair->b };
          gint64 key = (gint64) MIN (e[0], e[1]) * n + MAX (e[0], e[1]);

          g_assert_false (g_hash_table_contains (pairs, &key));
          seen[pair->a]++;
          seen[pair->b]++;
          g_array_append_vals (met, e, 1);
          score[tav_random_range (&r, 2) ? pair->a : pair->b] += 1;
        }
      bye = tav_swiss_pairing_get_bye (p);
      g_assert_cmpint (bye, >=, 0);
      g_assert_cmpuint (byes[bye], ==, 0);
      seen[bye]++;
      score[bye] += 1;
      byes[bye]++;
      for (guint i = 0; i < n; i++)
        g_assert_cmpuint (seen[i], ==, 1);
      if (round > 0)
        g_assert_cmpuint (tav_swiss_pairing_get_mixed_pairs (p), ==,
                          tav_swiss_pairing_get_parity_bound (p));
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/swiss/empty", test_empty);
  g_test_add_func ("/core/swiss/one", test_one);
  g_test_add_func ("/core/swiss/two", test_two);
  g_test_add_func ("/core/swiss/first-round/random", test_first_round_random);
  g_test_add_func ("/core/swiss/first-round/bye", test_first_round_bye);
  g_test_add_func ("/core/swiss/bye/lowest", test_bye_lowest);
  g_test_add_func ("/core/swiss/bye/no-second", test_bye_no_second);
  g_test_add_func ("/core/swiss/bye/all-had-one", test_bye_all_had_one);
  g_test_add_func ("/core/swiss/bye/avoids-rematch", test_bye_avoids_rematch);
  g_test_add_func ("/core/swiss/pair-down/forced", test_pair_down_forced);
  g_test_add_func ("/core/swiss/rematch/avoided", test_rematch_avoided);
  g_test_add_func ("/core/swiss/rematch/needs-pair-down", test_rematch_needs_pair_down);
  g_test_add_func ("/core/swiss/rematch/unavoidable", test_rematch_unavoidable);
  g_test_add_func ("/core/swiss/all-played-all", test_all_played_all);
  g_test_add_func ("/core/swiss/objectives", test_objectives);
  g_test_add_func ("/core/swiss/half-points", test_half_points);
  g_test_add_func ("/core/swiss/invalid", test_invalid);
  g_test_add_func ("/core/swiss/matching/reference", test_matching_reference);
  g_test_add_func ("/core/swiss/matching/random", test_matching_random);
  g_test_add_func ("/core/swiss/matching/cardinality", test_matching_cardinality);
  g_test_add_func ("/core/swiss/large", test_large);
  g_test_add_func ("/core/swiss/property", test_property);

  return g_test_run ();
}
