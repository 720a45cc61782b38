/* tav-bgl-private.h — what the parts of the bgl ruleset share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-bgl.h"
#include "tav-bgl-score.h"

G_BEGIN_DECLS

#define TAV_BGL_ROUNDS "rounds"
#define TAV_BGL_FINAL  "final"

typedef enum
{
  TAV_BGL_TEAMS_NONE,
  TAV_BGL_TEAMS_FIXED,
  TAV_BGL_TEAMS_VARIABLE,
} TavBglTeams;

typedef enum
{
  TAV_BGL_PAIRING_FREE,
  TAV_BGL_PAIRING_UNITED,
  TAV_BGL_PAIRING_DIVIDED,
} TavBglPairing;

/* Every registered player's figures over rounds 1..after of the
 * elimination stage, plus the final table. Indexed by event position. */
typedef struct
{
  guint        n;
  GHashTable  *index;      /* player id → position + 1 */
  TavBglScore *scores;
  GArray     **opponents;  /* positions met, once per meeting */
  guint64     *lots;
} TavBglRecord;

/* Records (tav-bgl-record.c) */
guint64        tav_bgl_player_lot        (TavEvent      *event,
                                          const char    *player_id,
                                          guint64        purpose);
TavBglRecord  *tav_bgl_record_new        (TavEvent      *event,
                                          guint          after_round);
void           tav_bgl_record_free       (TavBglRecord  *record);
int            tav_bgl_record_find       (TavBglRecord  *record,
                                          const char    *player_id);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TavBglRecord, tav_bgl_record_free)

int            tav_bgl_compare_seating   (const TavBglScore *a,
                                          const TavBglScore *b);
int            tav_bgl_compare_ranking   (const TavBglScore *a,
                                          const TavBglScore *b);

/* Parameters (tav-bgl.c) */
guint          tav_bgl_per_table         (TavEvent      *event);
TavBglTeams    tav_bgl_teams             (TavEvent      *event);
TavBglPairing  tav_bgl_pairing           (TavEvent      *event);
gboolean       tav_bgl_winners_losers    (TavEvent      *event);
gboolean       tav_bgl_is_seated         (TavPlayer     *player);

/* Results (tav-bgl-result.c) */
void           tav_bgl_result_class_init (TavRulesetClass *klass);

/* Teams (tav-bgl-teams.c) */
gboolean       tav_bgl_check_teams       (TavEvent      *event,
                                          guint          n_seated,
                                          GError       **error);
gboolean       tav_bgl_seat_divided      (TavEvent      *event,
                                          GPtrArray     *order,
                                          GArray        *sizes,
                                          GPtrArray    **tables,
                                          GError       **error);
gboolean       tav_bgl_seat_united       (TavEvent      *event,
                                          TavBglRecord  *record,
                                          GPtrArray     *order,
                                          gboolean       first_round,
                                          guint64        lot_seed,
                                          GPtrArray    **tables,
                                          GError       **error);
void           tav_bgl_team_player_left  (TavEvent      *event,
                                          TavPlayer     *player);
GPtrArray     *tav_bgl_check_team_table  (TavEvent      *event,
                                          TavTable      *table);

/* League (tav-bgl-season.c) */
void           tav_bgl_season_class_init (TavRulesetClass *klass);

G_END_DECLS
