/* tav-table-places.h — the numbers of a solved round's tables
 *
 * The draws decide who sits with whom; the room decides where. A player
 * may be fixed to one table or need an accessible one: once a round is
 * solved, its tables are numbered to fit, which never changes who meets
 * whom. Plain arrays, no event: every draw calls it before its tables are
 * made (tav_draw_add_tables () reads the event's wishes).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* What one seated player asks of his table's number. */
typedef struct
{
  guint    table;       /* the table he is fixed to; 0: none */
  gboolean accessible;  /* he needs one of the accessible tables */
} TavPlaceWish;

/* A player whose wish the numbering could not honour. */
typedef struct
{
  guint    table;       /* his table's index in the plan */
  guint    seat;
  gboolean accessible;  /* FALSE: not at his fixed table; TRUE: not at an accessible one */
} TavPlaceBreach;

guint *tav_table_places_number (const guint        *sizes,
                                guint               n_tables,
                                const TavPlaceWish *wishes,
                                const guint        *accessible,
                                guint               n_accessible,
                                GArray            **breaches);

G_END_DECLS
