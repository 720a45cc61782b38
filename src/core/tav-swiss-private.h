/* tav-swiss-private.h — what the files of the Swiss pairing engine share
 *
 * tav-swiss.c (the request, steps 1 and 4, the result), tav-swiss-groups.c
 * (score groups, history, bye order), tav-swiss-candidates.c (step 2),
 * tav-swiss-byes.c (step 3) and tav-swiss-certify.c (step 5); the steps are
 * described at the top of tav-swiss.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-matching.h"
#include "tav-random.h"
#include "tav-swiss.h"

G_BEGIN_DECLS


#define NONE TAV_MATCH_NONE
#define MAX_LEVEL 12
#define DENSE_FALLBACK_MAX 2048
#define REFINE_BUDGET 20000000
#define NEAR_GROUPS 2
#define NEAR_PLAYERS 8
#define VIOLATIONS_PER_SCAN 2
#define NEAR_ODD_GROUPS 3
#define MANY_GROUPS 64

struct _TavSwissRequest
{
  guint           n;
  double         *score;
  guint          *byes;
  guint8         *inactive;
  GArray         *played;   /* Edge, a < b: games, and the pairs kept apart */
  GArray         *apart;    /* Edge, a < b: the pairs kept apart only */
  gboolean        first_round;
  TavSwissObjective objective;
  TavSwissTuning  tuning;
};

struct _TavSwissPairing
{
  GArray            *pairs;
  int                bye;
  TavSwissByeReason  bye_reason;
  double             bye_score;
  guint              bye_byes;
  guint              rematches;
  guint              apart_meetings;
  guint              mixed;
  guint              parity_bound;
  double             gap_cost;
  gboolean           certified;
  gboolean           first_round;
  guint              attempts;
  guint              candidate_edges;
};

typedef struct
{
  guint u;
  guint v;
} Edge;

/* The solver's view: vertices 0..n-1 are the active players sorted by score
 * (group 0 = highest), shuffled inside each group; vertex n is the bye when
 * the field is odd. */

typedef struct
{
  const TavSwissRequest *req;
  TavSwissTuning  tuning;
  guint64         seed;
  TavRandom       rng;
  gboolean        first_round;

  guint           n;
  guint           N;
  guint           dummy;
  guint          *player;
  double         *score;
  guint          *group;
  guint           n_groups;
  guint          *gstart;
  gint64         *gunit;
  gint64          mixed_cost;
  gint64          gap_weight;
  gint64          rematch_cost;

  guint          *hoff;
  guint          *hadj;

  guint          *bye_class;
  guint          *bye_order;
  guint           rho;
  guint           bye_key;
  guint8         *bye_ok;
  gboolean        bye_skipped;

  guint          *m_in;
  guint          *m1;          /* step 3's perfect matching, bye included */
  GArray         *extra;
  guint          *level_in;
  GHashTable     *level_cross;
  GHashTable     *bumped;
  gboolean        dense;
} Swiss;

static inline gboolean
played (const Swiss *s,
        guint        u,
        guint        v)
{
  guint lo, hi;

  if (s->hoff[u + 1] - s->hoff[u] > s->hoff[v + 1] - s->hoff[v])
    {
      guint t = u;

      u = v;
      v = t;
    }
  lo = s->hoff[u];
  hi = s->hoff[u + 1];
  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;

      if (s->hadj[mid] < v)
        lo = mid + 1;
      else if (s->hadj[mid] > v)
        hi = mid;
      else
        return TRUE;
    }
  return FALSE;
}

static inline gint64
gap_cost (const Swiss *s,
          guint        g,
          guint        h)
{
  gint64 d = s->gunit[g] - s->gunit[h];

  return d * d;
}

/* The weight of pairing u and v is minus this. */
/* Zero inside a group, and growing as h moves away from g: the certificate
 * relies on both. */
static inline gint64
pair_cost_groups (const Swiss *s,
                  guint        g,
                  guint        h)
{
  return g == h ? 0 : s->mixed_cost + s->gap_weight * gap_cost (s, g, h);
}

static inline gint64
pair_cost (const Swiss *s,
           guint        u,
           guint        v)
{
  gint64 c;

  if (u == s->dummy || v == s->dummy)
    return 0;
  c = pair_cost_groups (s, s->group[u], s->group[v]);
  if (played (s, u, v))
    c += s->rematch_cost;
  return c;
}

static inline int
cmp_guint64 (const void *a,
             const void *b)
{
  guint64 x = *(const guint64 *) a, y = *(const guint64 *) b;

  return x < y ? -1 : x > y;
}

typedef struct
{
  TavGraph  g;
  guint    *off;
  guint    *adj;
} Csr;

/* Step 1: tav-swiss-groups.c */
void     tav_swiss_setup_groups               (Swiss           *s);
void     tav_swiss_setup_units                (Swiss           *s,
                                               gboolean         ranks);
void     tav_swiss_setup_levels               (Swiss           *s);
void     tav_swiss_setup_history              (Swiss           *s);
void     tav_swiss_setup_bye_order            (Swiss           *s);

/* Step 2: tav-swiss-candidates.c */
void     tav_swiss_csr_build                  (Csr             *c,
                                               guint            n,
                                               const Edge      *edges,
                                               guint            n_edges,
                                               gboolean         in_group_only,
                                               const Swiss     *s);
void     tav_swiss_csr_clear                  (Csr             *c);
guint64  tav_swiss_cross_key                  (const Swiss     *s,
                                               guint            g,
                                               guint            h);
guint    tav_swiss_cross_level                (const Swiss     *s,
                                               guint            g,
                                               guint            h);
GArray  *tav_swiss_build_candidates           (Swiss           *s);
void     tav_swiss_merge_extra                (Swiss           *s,
                                               GArray          *keys);
Edge    *tav_swiss_keys_to_edges              (GArray          *keys);

/* Step 3: tav-swiss-byes.c */
void     tav_swiss_analyse_byes_and_rematches (Swiss           *s,
                                               Csr             *cand);

/* Step 5: tav-swiss-certify.c */
gboolean tav_swiss_certify                    (Swiss           *s,
                                               const TavWMatch *wm,
                                               guint           *n_violations);

G_END_DECLS
