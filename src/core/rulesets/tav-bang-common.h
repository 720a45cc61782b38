/* tav-bang-common.h — what the BANG! rulesets share
 *
 * Roles and outcomes, the role cards dealt at each table size, the checks
 * of a game result that do not depend on the year's rules, auction bids,
 * seeded lots and the top of a ranking for the duels.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-event.h"

G_BEGIN_DECLS

typedef enum
{
  TAV_BANG_LAW,
  TAV_BANG_OUTLAWS,
  TAV_BANG_RENEGADE,
} TavBangOutcome;

typedef enum
{
  TAV_BANG_SHERIFF,
  TAV_BANG_DEPUTY,
  TAV_BANG_OUTLAW,
  TAV_BANG_RENEGADE_ROLE,
} TavBangRole;

#define TAV_BANG_N_ROLES 4

/* The stage of the Elimination Round, in both rulesets. */
#define TAV_BANG_ELIMINATION "elimination"

/* Choices of the "outcome" and "role" result fields, in enum order. */
extern const TavChoice tav_bang_outcomes[];
extern const TavChoice tav_bang_roles[];

/* The player's balance before the auction of round @before_round
 * (G_MAXUINT: after every entered round). */
typedef gint64 (*TavBangBalanceFunc) (TavEvent   *event,
                                      const char *player_id,
                                      guint       before_round);

gboolean       tav_bang_role_counts     (guint               n_players,
                                         guint               counts[TAV_BANG_N_ROLES]);
TavBangRole    tav_bang_seat_role       (JsonObject         *result,
                                         guint               seat);
TavBangOutcome tav_bang_result_outcome  (JsonObject         *result);
gboolean       tav_bang_result_fits     (TavTable           *table);

gboolean       tav_bang_check_roles     (TavTable           *table,
                                         JsonObject         *result,
                                         GError            **error);
gboolean       tav_bang_check_outcome   (TavTable           *table,
                                         JsonObject         *result,
                                         const char         *last_duel_field,
                                         const char         *last_duel_label,
                                         GError            **error);
gboolean       tav_bang_check_spending  (TavEvent           *event,
                                         TavRound           *round,
                                         TavTable           *table,
                                         JsonObject         *result,
                                         TavBangBalanceFunc  balance,
                                         gint64              minimum,
                                         GError            **error);

GPtrArray     *tav_bang_check_seating   (TavEvent           *event,
                                         TavStage           *stage,
                                         TavRound           *round,
                                         guint               min_players);
guint          tav_bang_games_played    (TavStage           *stage,
                                         const char         *player_id);
/* TavRulesetClass.check_event and .player_returned of both rulesets. */
gboolean       tav_bang_check_event     (TavRuleset         *ruleset,
                                         TavEvent           *event,
                                         GError            **error);
void           tav_bang_player_returned (TavRuleset         *ruleset,
                                         TavEvent           *event,
                                         TavPlayer          *player);
/* .ejection_reason and .ejection_notice: the second warning ejects. */
char          *tav_bang_ejection_reason (TavRuleset         *ruleset,
                                         const char         *reason);
char          *tav_bang_ejection_notice (TavRuleset         *ruleset,
                                         const char         *name);

guint         *tav_bang_draw_lots       (TavEvent           *event);
guint          tav_bang_top_active      (TavStandings       *standings,
                                         guint               n,
                                         const char        **seeds);
char          *tav_bang_describe_balance (TavPlayer         *player,
                                          gint64             balance,
                                          guint              games);
char          *tav_bang_format_sizes    (const guint        *sizes,
                                         guint               n_tables);

G_END_DECLS
