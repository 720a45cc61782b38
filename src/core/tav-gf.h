/* tav-gf.h — arithmetic in small finite fields GF(p^m)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define TAV_GF_MAX_ORDER 64

/* Elements are 0..order-1, read as polynomials over GF(p) whose coefficients
 * are the base-p digits. Addition and multiplication are plain table look-ups,
 * which is all the seating constructions need. */
typedef struct
{
  guint  order;
  guint  characteristic;
  guint8 add[TAV_GF_MAX_ORDER][TAV_GF_MAX_ORDER];
  guint8 mul[TAV_GF_MAX_ORDER][TAV_GF_MAX_ORDER];
} TavGF;

gboolean tav_gf_is_prime_power (guint  q,
                                guint *p,
                                guint *m);
gboolean tav_gf_init           (TavGF *self,
                                guint  order);

static inline guint
tav_gf_add (const TavGF *self,
            guint        a,
            guint        b)
{
  return self->add[a][b];
}

static inline guint
tav_gf_mul (const TavGF *self,
            guint        a,
            guint        b)
{
  return self->mul[a][b];
}

G_END_DECLS
