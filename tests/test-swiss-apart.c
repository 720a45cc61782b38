/* test-swiss-apart.c — pairs kept apart in the Swiss pairing engine
 *
 * A pair kept apart weighs exactly as a rematch: the engine meets it only
 * when every pairing meets it, and then reports it as kept apart, not as
 * a rematch. Checked against a brute force over every pairing of small
 * fields.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-swiss-apart"

#include <string.h>

#include "tav-random.h"
#include "tav-swiss.h"

#define MAX_FIELD 12

typedef struct
{
  guint    n;
  double   score[MAX_FIELD];
  guint8   played[MAX_FIELD][MAX_FIELD];
  guint8   apart[MAX_FIELD][MAX_FIELD];
} Field;

static TavSwissRequest *
field_request (const Field *f,
               gboolean     with_apart)
{
  TavSwissRequest *req = tav_swiss_request_new (f->n);

  for (guint i = 0; i < f->n; i++)
    {
      tav_swiss_request_set_score (req, i, f->score[i]);
      for (guint j = i + 1; j < f->n; j++)
        {
          if (f->played[i][j])
            tav_swiss_request_add_played (req, i, j);
          if (with_apart && f->apart[i][j])
            tav_swiss_request_add_apart (req, j, i);
        }
    }
  return req;
}

/* The field paired, with its pairs kept apart or without them. */
static TavSwissPairing *
pair_field (const Field *f,
            gboolean     with_apart,
            guint64      seed)
{
  g_autoptr(TavSwissRequest) req = field_request (f, with_apart);
  g_autoptr(GError) error = NULL;
  TavSwissPairing *p = tav_swiss_pair (req, seed, &error);

  g_assert_no_error (error);
  g_assert_nonnull (p);
  return p;
}

static gboolean
pairs_meet (const TavSwissPairing *p,
            guint                  a,
            guint                  b)
{
  for (guint i = 0; i < tav_swiss_pairing_get_n_pairs (p); i++)
    {
      const TavSwissPair *pair = tav_swiss_pairing_get_pair (p, i);

      if ((pair->a == a && pair->b == b) || (pair->a == b && pair->b == a))
        return TRUE;
    }
  return FALSE;
}

/* (pairs that are a rematch or kept apart — a pair both counts once —,
 * mixed pairs, squared gaps, apart meetings) of a pairing as the engine
 * reports it, its flags recounted from the field. */
static void
engine_key (const Field           *f,
            const TavSwissPairing *p,
            double                *key)
{
  guint rematches = 0, apart = 0, either = 0;

  for (guint i = 0; i < tav_swiss_pairing_get_n_pairs (p); i++)
    {
      const TavSwissPair *pair = tav_swiss_pairing_get_pair (p, i);

      g_assert_cmpint (pair->rematch, ==, f->played[pair->a][pair->b] > 0);
      g_assert_cmpint (pair->apart, ==, f->apart[pair->a][pair->b] > 0);
      rematches += pair->rematch;
      apart += pair->apart;
      either += pair->rematch || pair->apart;
    }
  g_assert_cmpuint (tav_swiss_pairing_get_rematches (p), ==, rematches);
  g_assert_cmpuint (tav_swiss_pairing_get_apart_meetings (p), ==, apart);
  key[0] = either;
  key[1] = tav_swiss_pairing_get_mixed_pairs (p);
  key[2] = tav_swiss_pairing_get_gap_cost (p);
  key[3] = apart;
}

/* The best (meetings to avoid, mixed pairs, gaps) over every pairing, and
 * the fewest apart meetings among the pairings that reach it. */
typedef struct
{
  const Field *f;
  gboolean     with_apart;
  gboolean     used[MAX_FIELD];
  double       cur[4];
  double       best[4];
} Brute;

static int
key_cmp (const double *a,
         const double *b,
         guint         n)
{
  for (guint i = 0; i < n; i++)
    if (a[i] != b[i])
      return a[i] < b[i] ? -1 : 1;
  return 0;
}

static void
brute_rec (Brute *b)
{
  guint i = 0;

  while (i < b->f->n && b->used[i])
    i++;
  if (i == b->f->n)
    {
      if (key_cmp (b->cur, b->best, 4) < 0)
        memcpy (b->best, b->cur, sizeof b->best);
      return;
    }
  b->used[i] = TRUE;
  for (guint j = i + 1; j < b->f->n; j++)
    if (!b->used[j])
      {
        double save[4];
        double d = b->f->score[i] - b->f->score[j];
        gboolean apart = b->with_apart && b->f->apart[i][j];

        memcpy (save, b->cur, sizeof save);
        b->cur[0] += b->f->played[i][j] || apart;
        b->cur[1] += d != 0;
        b->cur[2] += d * d;
        b->cur[3] += apart;
        b->used[j] = TRUE;
        brute_rec (b);
        b->used[j] = FALSE;
        memcpy (b->cur, save, sizeof save);
      }
  b->used[i] = FALSE;
}

static void
brute_force (const Field *f,
             gboolean     with_apart,
             double      *best)
{
  Brute b = { 0, };

  b.f = f;
  b.with_apart = with_apart;
  for (guint k = 0; k < 4; k++)
    b.best[k] = G_MAXDOUBLE;
  brute_rec (&b);
  memcpy (best, b.best, sizeof b.best);
}

/* Two leaders kept apart: with an alternative of equal score quality
 * (four on 2 points) they never meet; without the pair they do at times. */
static void
test_avoided_equal_quality (void)
{
  Field f = { 0, };
  gboolean met_without = FALSE;

  f.n = 8;
  for (guint i = 0; i < f.n; i++)
    f.score[i] = i < 4 ? 2 : i < 6 ? 1 : 0;
  f.apart[0][1] = f.apart[1][0] = 1;

  for (guint64 seed = 1; seed <= 40; seed++)
    {
      g_autoptr(TavSwissPairing) without = pair_field (&f, FALSE, seed);
      g_autoptr(TavSwissPairing) with = pair_field (&f, TRUE, seed);

      met_without |= pairs_meet (without, 0, 1);
      g_assert_false (pairs_meet (with, 0, 1));
      g_assert_cmpuint (tav_swiss_pairing_get_apart_meetings (with), ==, 0);
      g_assert_cmpuint (tav_swiss_pairing_get_rematches (with), ==, 0);
      g_assert_cmpuint (tav_swiss_pairing_get_mixed_pairs (with), ==,
                        tav_swiss_pairing_get_mixed_pairs (without));
      g_assert_cmpfloat (tav_swiss_pairing_get_gap_cost (with), ==,
                         tav_swiss_pairing_get_gap_cost (without));
    }
  g_assert_true (met_without);
}

/* Only two on top, kept apart: they are split even at the cost of two
 * pairs across score groups, as a rematch would be. */
static void
test_avoided_before_groups (void)
{
  Field f = { 0, };

  f.n = 6;
  for (guint i = 0; i < f.n; i++)
    f.score[i] = i < 2 ? 2 : 1;
  f.apart[0][1] = f.apart[1][0] = 1;

  for (guint64 seed = 1; seed <= 20; seed++)
    {
      g_autoptr(TavSwissPairing) without = pair_field (&f, FALSE, seed);
      g_autoptr(TavSwissPairing) with = pair_field (&f, TRUE, seed);

      g_assert_true (pairs_meet (without, 0, 1));
      g_assert_cmpuint (tav_swiss_pairing_get_mixed_pairs (without), ==, 0);
      g_assert_false (pairs_meet (with, 0, 1));
      g_assert_cmpuint (tav_swiss_pairing_get_mixed_pairs (with), ==, 2);
    }
}

/* Two players left, kept apart: they meet, counted apart, not as a
 * rematch; and a pair who played and is kept apart is both. */
static void
test_unavoidable (void)
{
  Field f = { 0, };
  g_autoptr(TavSwissPairing) p = NULL;
  g_autofree char *why = NULL;
  const TavSwissPair *pair;

  f.n = 2;
  f.score[0] = 1;
  f.apart[0][1] = f.apart[1][0] = 1;
  p = pair_field (&f, TRUE, 5);
  g_assert_cmpuint (tav_swiss_pairing_get_n_pairs (p), ==, 1);
  pair = tav_swiss_pairing_get_pair (p, 0);
  g_assert_true (pair->apart);
  g_assert_false (pair->rematch);
  g_assert_cmpuint (tav_swiss_pairing_get_apart_meetings (p), ==, 1);
  g_assert_cmpuint (tav_swiss_pairing_get_rematches (p), ==, 0);
  why = tav_swiss_pairing_explain (p, 0);
  g_assert_cmpstr (why, ==, "pair-down from 1 to 0 points; kept apart, as every pairing of this "
                            "round needs such a meeting");

  g_clear_pointer (&p, tav_swiss_pairing_free);
  f.played[0][1] = f.played[1][0] = 1;
  p = pair_field (&f, TRUE, 5);
  pair = tav_swiss_pairing_get_pair (p, 0);
  g_assert_true (pair->apart);
  g_assert_true (pair->rematch);
  g_assert_cmpuint (tav_swiss_pairing_get_apart_meetings (p), ==, 1);
  g_assert_cmpuint (tav_swiss_pairing_get_rematches (p), ==, 1);
}

/* Random small fields: the engine's pairing is the best one, the pairs
 * kept apart weighing as rematches; so a pair kept apart meets only when
 * no pairing of equal score quality avoids it. */
static void
test_property (void)
{
  TavRandom r;

  tav_random_init (&r, 36);
  for (guint trial = 0; trial < 300; trial++)
    {
      Field f = { 0, };
      double best[4], best_free[4], key[4];
      g_autoptr(TavSwissPairing) p = NULL;

      f.n = 4 + 2 * tav_random_range (&r, 4);
      for (guint i = 0; i < f.n; i++)
        f.score[i] = tav_random_range (&r, 3);
      for (guint i = 0; i < f.n; i++)
        for (guint j = i + 1; j < f.n; j++)
          {
            f.played[i][j] = f.played[j][i] = tav_random_range (&r, 6) == 0;
            f.apart[i][j] = f.apart[j][i] = tav_random_range (&r, 5) == 0;
          }
      p = pair_field (&f, TRUE, trial + 1);
      engine_key (&f, p, key);
      brute_force (&f, TRUE, best);
      g_assert_cmpint (key_cmp (key, best, 3), ==, 0);

      /* With no game to repeat, the fewest apart meetings come first. */
      memset (f.played, 0, sizeof f.played);
      g_clear_pointer (&p, tav_swiss_pairing_free);
      p = pair_field (&f, TRUE, trial + 1);
      engine_key (&f, p, key);
      brute_force (&f, TRUE, best);
      brute_force (&f, FALSE, best_free);
      g_assert_cmpint (key_cmp (key, best, 3), ==, 0);
      if (best[0] == 0)
        {
          g_assert_cmpfloat (key[3], ==, 0);
          /* Equal score quality available: the same as without the pairs. */
          if (best[1] == best_free[1] && best[2] == best_free[2])
            g_assert_cmpint (key_cmp (key + 1, best_free + 1, 2), ==, 0);
        }
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/swiss-apart/equal-quality", test_avoided_equal_quality);
  g_test_add_func ("/core/swiss-apart/before-groups", test_avoided_before_groups);
  g_test_add_func ("/core/swiss-apart/unavoidable", test_unavoidable);
  g_test_add_func ("/core/swiss-apart/property", test_property);

  return g_test_run ();
}
