/* tav-exact-cover.h — exact cover by dancing links
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Private to the seating solver; not part of the library's API.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _TavExactCover TavExactCover;

TavExactCover *tav_exact_cover_new          (guint                n_primary,
                                             guint                n_secondary);
void           tav_exact_cover_free         (TavExactCover       *ec);
guint          tav_exact_cover_add_option   (TavExactCover       *ec,
                                             const guint         *items,
                                             guint                n_items);
guint          tav_exact_cover_get_n_options (const TavExactCover *ec);
gboolean       tav_exact_cover_solve        (TavExactCover       *ec,
                                             guint64              budget,
                                             guint64             *nodes);
const guint   *tav_exact_cover_get_solution (const TavExactCover *ec,
                                             guint               *n_options);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TavExactCover, tav_exact_cover_free)

G_END_DECLS
