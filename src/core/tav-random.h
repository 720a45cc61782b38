/* tav-random.h — a seeded, platform-independent random generator
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* xoshiro256** seeded through splitmix64. Our own generator rather than GRand so
 * that a draw stored in a file reproduces bit for bit on every GLib version. */
typedef struct
{
  guint64 s[4];
} TavRandom;

void     tav_random_init     (TavRandom  *self,
                              guint64     seed);
guint64  tav_random_next     (TavRandom  *self);
guint32  tav_random_range    (TavRandom  *self,
                              guint32     n);
double   tav_random_double   (TavRandom  *self);
void     tav_random_shuffle  (TavRandom  *self,
                              gpointer    array,
                              gsize       n_elements,
                              gsize       element_size);
guint64  tav_random_derive   (guint64     seed,
                              const char *purpose,
                              guint64     a,
                              guint64     b);

G_END_DECLS
