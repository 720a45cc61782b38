/* tav-season-private.h — what the season's units share inside the core
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-season.h"

G_BEGIN_DECLS

struct _TavSeason
{
  GObject     parent_instance;
  char       *name;
  char       *ruleset_id;
  TavRuleset *ruleset;       /* given by tav_season_new () (tav-season-document.c) */
  JsonObject *params;
  GPtrArray  *players;       /* TavSeasonPlayer */
  GPtrArray  *tournaments;   /* TavSeasonTournament */
  GPtrArray  *exclusions;    /* TavSeasonExclusion */
};

TavSeasonPlayer *tav_season_find_by_key   (GPtrArray                 *players,
                                           const char                *key);
char            *tav_season_next_id       (GPtrArray                 *records,
                                           gsize                      id_offset,
                                           GPtrArray                 *more,
                                           const char                 prefix);
void             tav_season_prune_players (TavSeason                 *self);
gboolean         tav_season_check_values  (const TavFieldSpec        *specs,
                                           guint                      n_specs,
                                           JsonObject                *values,
                                           gboolean                   all_optional,
                                           const char                *path,
                                           GError                   **error);
gboolean         tav_season_check_name    (const char                *name,
                                           const char                *what,
                                           GError                   **error);
gboolean         tav_season_valid_date    (const char                *date);
gboolean         tav_season_same_event    (const TavSeasonTournament *tournament,
                                           const char                *event_id,
                                           guint64                    seed);

G_END_DECLS
