/* tav-standings-columns.h — the columns of a ranking in a GtkColumnView
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "tav-standings.h"

G_BEGIN_DECLS

/* The fixed columns; 0… are the ranking's own columns. */
#define TAV_STANDINGS_COLUMN_RANK (-1)
#define TAV_STANDINGS_COLUMN_NAME (-2)
#define TAV_STANDINGS_COLUMN_NOTE (-3)

#define TAV_TYPE_STANDINGS_COLUMNS (tav_standings_columns_get_type ())

G_DECLARE_FINAL_TYPE (TavStandingsColumns, tav_standings_columns, TAV, STANDINGS_COLUMNS, GObject)

TavStandingsColumns *tav_standings_columns_new           (void);
GtkColumnViewColumn *tav_standings_columns_create        (TavStandingsColumns *self,
                                                          const char          *title,
                                                          int                  column);
TavStandings        *tav_standings_columns_get_standings (TavStandingsColumns *self);
void                 tav_standings_columns_update        (TavStandingsColumns *self,
                                                          GtkColumnView       *view,
                                                          TavStandings        *standings,
                                                          GtkColumnViewColumn *last);
void                 tav_standings_columns_set_folded    (TavStandingsColumns *self,
                                                          gboolean             folded);

G_END_DECLS
