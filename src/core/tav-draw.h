/* tav-draw.h — drawing a round of multiplayer tables from a seating plan
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-event.h"

G_BEGIN_DECLS

gboolean  tav_draw_tables_round  (TavEvent     *event,
                                  TavStage     *stage,
                                  const guint  *table_sizes,
                                  guint         n_tables,
                                  guint         planned_rounds,
                                  gboolean      heads,
                                  gboolean      redraw,
                                  GError      **error);
guint     tav_draw_count_heads   (TavStage     *stage,
                                  const char   *player_id,
                                  guint         before_round);
gboolean  tav_draw_split_tables  (guint         n_players,
                                  guint         min_size,
                                  guint         max_size,
                                  GArray      **sizes);

char     *tav_draw_format_sizes  (GArray       *sizes);

void      tav_draw_add_tables    (TavEvent     *event,
                                  TavRound     *round,
                                  GPtrArray    *tables);

G_END_DECLS
