/* tav-season-document.h — the season JSON file: load, validate, save atomically
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "tav-file-lock.h"
#include "tav-season.h"

G_BEGIN_DECLS

#define TAV_SEASON_FORMAT    "tavolo-season"
#define TAV_SEASON_VERSION   1
#define TAV_SEASON_MAX_SIZE  (32 * 1024 * 1024)
#define TAV_SEASON_MAX_DEPTH 64

TavSeason *tav_season_load_data  (const char  *data,
                                  gsize        length,
                                  GError     **error);
TavSeason *tav_season_load_file  (const char  *path,
                                  GError     **error);
JsonNode  *tav_season_to_json    (TavSeason   *season);
char      *tav_season_to_data    (TavSeason   *season,
                                  gsize       *length);
gboolean   tav_season_save_file  (TavSeason   *season,
                                  const char  *path,
                                  gboolean     keep_backup,
                                  GError     **error);
gboolean   tav_season_save_file_locked (TavSeason   *season,
                                        const char  *path,
                                        gboolean     keep_backup,
                                        TavFileLock *lock,
                                        GError     **error);

G_END_DECLS
