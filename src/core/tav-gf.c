/* tav-gf.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-gf"

#include <string.h>

#include "tav-gf.h"

#define MAX_DEGREE 6 /* 2^6 = 64 is the largest order we support */

gboolean
tav_gf_is_prime_power (guint  q,
                       guint *p,
                       guint *m)
{
  guint prime = 0;
  guint degree = 0;

  if (q < 2)
    return FALSE;

  for (guint d = 2; d <= q; d++)
    if (q % d == 0)
      {
        prime = d;
        break;
      }

  while (q % prime == 0)
    {
      q /= prime;
      degree++;
    }

  if (q != 1)
    return FALSE;

  if (p)
    *p = prime;
  if (m)
    *m = degree;
  return TRUE;
}

static void
to_digits (guint  x,
           guint  p,
           guint  m,
           guint *digits)
{
  for (guint i = 0; i < m; i++, x /= p)
    digits[i] = x % p;
}

static guint
from_digits (const guint *digits,
             guint        p,
             guint        m)
{
  guint x = 0;

  for (guint i = m; i > 0; i--)
    x = x * p + digits[i - 1];
  return x;
}

/* Product of a and b modulo the monic polynomial x^m + Σ low[i] x^i. */
static guint
poly_mul_mod (guint        a,
              guint        b,
              guint        p,
              guint        m,
              const guint *low)
{
  guint da[MAX_DEGREE], db[MAX_DEGREE];
  guint prod[2 * MAX_DEGREE] = { 0 };

  to_digits (a, p, m, da);
  to_digits (b, p, m, db);

  for (guint i = 0; i < m; i++)
    for (guint j = 0; j < m; j++)
      prod[i + j] = (prod[i + j] + da[i] * db[j]) % p;

  /* x^m ≡ -Σ low[i] x^i, applied from the highest degree down */
  for (guint d = 2 * m - 2; d >= m && d < 2 * m; d--)
    {
      guint c = prod[d];

      if (c == 0)
        continue;
      prod[d] = 0;
      for (guint i = 0; i < m; i++)
        prod[d - m + i] = (prod[d - m + i] + (p - c) * low[i]) % p;
    }

  return from_digits (prod, p, m);
}

gboolean
tav_gf_init (TavGF *self,
             guint  order)
{
  guint p, m;
  guint n_candidates = 1;

  g_return_val_if_fail (self != NULL, FALSE);

  if (order > TAV_GF_MAX_ORDER || !tav_gf_is_prime_power (order, &p, &m))
    return FALSE;

  memset (self, 0, sizeof *self);
  self->order = order;
  self->characteristic = p;

  for (guint a = 0; a < order; a++)
    for (guint b = 0; b < order; b++)
      {
        guint da[MAX_DEGREE], db[MAX_DEGREE];

        to_digits (a, p, m, da);
        to_digits (b, p, m, db);
        for (guint i = 0; i < m; i++)
          da[i] = (da[i] + db[i]) % p;
        self->add[a][b] = from_digits (da, p, m);
      }

  for (guint i = 0; i < m; i++)
    n_candidates *= p;

  /* Try the monic polynomials of degree m in a fixed order and keep the first
   * irreducible one, recognised by its multiplication having no zero
   * divisors: cheaper to write than a table of known primitive polynomials,
   * and instant at these sizes. */
  for (guint c = 0; c < n_candidates; c++)
    {
      guint low[MAX_DEGREE];
      gboolean field = TRUE;

      to_digits (c, p, m, low);
      for (guint a = 1; a < order && field; a++)
        for (guint b = 1; b < order && field; b++)
          {
            self->mul[a][b] = poly_mul_mod (a, b, p, m, low);
            field = self->mul[a][b] != 0;
          }

      if (field)
        return TRUE;
    }

  g_assert_not_reached ();
  return FALSE;
}
