/* tav-season-window.h — a season: its tournaments and its ranking
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tav-season.h"

G_BEGIN_DECLS

#define TAV_TYPE_SEASON_WINDOW (tav_season_window_get_type ())

G_DECLARE_FINAL_TYPE (TavSeasonWindow, tav_season_window, TAV, SEASON_WINDOW, AdwWindow)

TavSeasonWindow *tav_season_window_new           (GtkApplication  *application);
TavSeason       *tav_season_window_get_season    (TavSeasonWindow *self);
GFile           *tav_season_window_get_file      (TavSeasonWindow *self);
void             tav_season_window_set_season    (TavSeasonWindow *self,
                                                  TavSeason       *season,
                                                  GFile           *file);
gboolean         tav_season_window_get_modified  (TavSeasonWindow *self);
gboolean         tav_season_window_get_permanent (TavSeasonWindow *self);
void             tav_season_window_set_permanent (TavSeasonWindow *self,
                                                  gboolean         permanent);
GListModel      *tav_season_window_get_model     (TavSeasonWindow *self);
guint            tav_season_window_add_files     (TavSeasonWindow *self,
                                                  GListModel      *files);

G_END_DECLS
