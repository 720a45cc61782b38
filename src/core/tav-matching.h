/* tav-matching.h — matchings in general graphs: Edmonds' blossom algorithm
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Private to tav-swiss.c (and its tests); not part of the library's API.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define TAV_MATCH_NONE G_MAXUINT

/* An undirected graph in compressed rows: the neighbours of v are
 * adj[off[v] .. off[v + 1]). With `complement` set, adj lists the pairs that
 * are NOT edges and every other pair of vertices is one, so that a nearly
 * complete graph costs only its few missing pairs. Vertices with
 * removed[v] != 0 are left out. */
typedef struct
{
  guint         n;
  const guint  *off;
  const guint  *adj;
  gboolean      complement;
  const guint8 *removed;
} TavGraph;

/* Maximum cardinality matching (Edmonds, with union-find blossoms), grown
 * from the matching already in mate[] (TAV_MATCH_NONE = single). Returns the
 * number of matched pairs. */
guint    tav_matching_maximum  (const TavGraph *graph,
                                guint          *mate);

/* Given a maximum matching, sets even[v] for the vertices some maximum
 * matching leaves single: the set D of the Gallai–Edmonds decomposition. */
void     tav_matching_even_set (const TavGraph *graph,
                                const guint    *mate,
                                guint8         *even);

/* Maximum weight matching by the primal-dual blossom algorithm (Edmonds;
 * Galil 1986), on integer weights. With max_cardinality set, the best among
 * the maximum cardinality matchings, hence the best perfect matching when
 * there is one. */
typedef struct _TavWMatch TavWMatch;

TavWMatch *tav_wmatch_new            (guint           n_vertices,
                                      guint           n_edges,
                                      const guint    *edge_u,
                                      const guint    *edge_v,
                                      const gint64   *edge_w);
void       tav_wmatch_free           (TavWMatch      *self);
/* A warm start. The vertex duals (2·y, by default max(0, largest weight)
 * for all) must leave no edge with a negative slack and must all be even;
 * the initial edges must form a matching of tight edges. */
void       tav_wmatch_set_vertex_duals (TavWMatch    *self,
                                        const gint64 *duals);
void       tav_wmatch_set_initial    (TavWMatch      *self,
                                      const guint    *edges,
                                      guint           n_edges);
void       tav_wmatch_solve          (TavWMatch      *self,
                                      gboolean        max_cardinality);
guint      tav_wmatch_get_mate       (const TavWMatch *self,
                                      guint           v);
/* The dual solution, for checking optimality from outside: 2·y(v) for a
 * vertex, z(b) and the parent (or -1) of blossom b in n .. 2n − 1, and the
 * parent of vertex v. The children of blossom b are its sub-blossoms. */
gint64     tav_wmatch_get_vertex_dual (const TavWMatch *self,
                                       guint            v);
gint64     tav_wmatch_get_blossom_dual (const TavWMatch *self,
                                        guint            b);
int        tav_wmatch_get_parent     (const TavWMatch *self,
                                      guint            node);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TavWMatch, tav_wmatch_free)

G_END_DECLS
