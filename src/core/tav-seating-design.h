/* tav-seating-design.h — schedules with no repeated meeting, by construction
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Private to the seating solver; not part of the library's API.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

guint tav_design_rounds (guint  n_tables,
                         guint  size,
                         guint  max_rounds,
                         guint *table);

G_END_DECLS
