/* tav-random.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-random"

#include <string.h>

#include "tav-random.h"

static guint64
splitmix64 (guint64 *state)
{
  guint64 z = (*state += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

static inline guint64
rotl (guint64 x,
      int     k)
{
  return (x << k) | (x >> (64 - k));
}

void
tav_random_init (TavRandom *self,
                 guint64    seed)
{
  guint64 state = seed;

  g_return_if_fail (self != NULL);

  for (guint i = 0; i < 4; i++)
    self->s[i] = splitmix64 (&state);
}

guint64
tav_random_next (TavRandom *self)
{
  guint64 *s = self->s;
  guint64 result = rotl (s[1] * 5, 7) * 9;
  guint64 t = s[1] << 17;

  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl (s[3], 45);

  return result;
}

/* Uniform in [0, n) without modulo bias (Lemire's method with rejection). */
guint32
tav_random_range (TavRandom *self,
                  guint32    n)
{
  guint64 m;
  guint32 low;

  g_return_val_if_fail (n > 0, 0);

  m = (guint64) (guint32) (tav_random_next (self) >> 32) * n;
  low = (guint32) m;
  if (low < n)
    {
      guint32 threshold = -n % n;

      while (low < threshold)
        {
          m = (guint64) (guint32) (tav_random_next (self) >> 32) * n;
          low = (guint32) m;
        }
    }

  return m >> 32;
}

double
tav_random_double (TavRandom *self)
{
  return (tav_random_next (self) >> 11) * 0x1.0p-53;
}

void
tav_random_shuffle (TavRandom *self,
                    gpointer   array,
                    gsize      n_elements,
                    gsize      element_size)
{
  guint8 *bytes = array;
  guint8 tmp[64];

  g_return_if_fail (element_size <= sizeof tmp);

  for (gsize i = n_elements; i > 1; i--)
    {
      gsize j = tav_random_range (self, (guint32) i);

      if (j != i - 1)
        {
          memcpy (tmp, bytes + j * element_size, element_size);
          memcpy (bytes + j * element_size, bytes + (i - 1) * element_size, element_size);
          memcpy (bytes + (i - 1) * element_size, tmp, element_size);
        }
    }
}

/* A sub-seed for one purpose ("seating", round 3, re-draw 1, ...), so that the
 * draws of different rounds are independent yet all follow from the event seed. */
guint64
tav_random_derive (guint64     seed,
                   const char *purpose,
                   guint64     a,
                   guint64     b)
{
  guint64 state = seed ^ G_GUINT64_CONSTANT (0x5851f42d4c957f2d);
  guint64 h = splitmix64 (&state);

  for (const char *p = purpose; p && *p; p++)
    {
      state ^= (guchar) *p;
      h ^= splitmix64 (&state);
    }
  state ^= a * G_GUINT64_CONSTANT (0xd6e8feb86659fd93);
  h ^= splitmix64 (&state);
  state ^= b * G_GUINT64_CONSTANT (0xa0761d6478bd642f);
  h ^= splitmix64 (&state);

  return h;
}
