/* tav-event.h — the tournament document
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "tav-hand.h"
#include "tav-inbox.h"
#include "tav-penalty.h"
#include "tav-player.h"
#include "tav-ruleset.h"
#include "tav-stage.h"
#include "tav-standings.h"

G_BEGIN_DECLS

/* Seeds stay below 2^53 so that any JSON reader keeps them exact. */
#define TAV_EVENT_MAX_SEED G_GUINT64_CONSTANT (9007199254740991)

#define TAV_TYPE_EVENT (tav_event_get_type ())

G_DECLARE_FINAL_TYPE (TavEvent, tav_event, TAV, EVENT, GObject)

TavEvent     *tav_event_new                (const char   *ruleset_id,
                                            const char   *name);
const char   *tav_event_get_name           (TavEvent     *self);
const char   *tav_event_get_date           (TavEvent     *self);
const char   *tav_event_get_venue          (TavEvent     *self);
const char   *tav_event_get_ruleset_id     (TavEvent     *self);
TavRuleset   *tav_event_get_ruleset        (TavEvent     *self);
guint64       tav_event_get_seed           (TavEvent     *self);
const char   *tav_event_get_event_id       (TavEvent     *self);
void          tav_event_set_event_id       (TavEvent     *self,
                                            const char   *event_id);
gboolean      tav_event_is_event_id        (const char   *text);
guint         tav_event_get_lot_players    (TavEvent     *self);
gboolean      tav_event_get_published      (TavEvent     *self);
gboolean      tav_event_is_ranking_public  (TavEvent     *self);
gboolean      tav_event_error_is_secret    (TavEvent     *self,
                                            const GError *error);
gboolean      tav_event_get_keep_clubs_apart (TavEvent   *self);
/* Round 1 and clubs (tav-event-clubs.c). */
gboolean      tav_event_has_clubs          (TavEvent     *self);
guint         tav_event_count_club_meetings (TavEvent    *self,
                                             TavRound    *round);
guint         tav_event_keep_clubs_apart   (TavEvent     *self,
                                            TavRound     *round);

JsonObject   *tav_event_get_params         (TavEvent     *self);
JsonNode     *tav_event_parse_param        (TavEvent     *self,
                                            const char   *id,
                                            const char   *text,
                                            GError      **error);
gint64        tav_event_get_param_int      (TavEvent     *self,
                                            const char   *id);
double        tav_event_get_param_double   (TavEvent     *self,
                                            const char   *id);
gboolean      tav_event_get_param_bool     (TavEvent     *self,
                                            const char   *id);
const char   *tav_event_get_param_string   (TavEvent     *self,
                                            const char   *id);

GListModel   *tav_event_get_players        (TavEvent     *self);
guint         tav_event_get_n_players      (TavEvent     *self);
TavPlayer    *tav_event_get_player         (TavEvent     *self,
                                            guint         position);
TavPlayer    *tav_event_find_player        (TavEvent     *self,
                                            const char   *id);
TavPlayer    *tav_event_lookup_player      (TavEvent     *self,
                                            const char   *id_or_name,
                                            GError      **error);
TavPlayer    *tav_event_lookup_player_by_part (TavEvent   *self,
                                              const char *text,
                                              GError    **error);
guint         tav_event_count_players      (TavEvent     *self,
                                            gboolean      active_only);
char         *tav_event_check_player_name  (TavEvent     *self,
                                            TavPlayer    *player,
                                            const char   *name,
                                            GError      **error);
gboolean      tav_event_can_add_late       (TavEvent     *self,
                                            const char   *name,
                                            GError      **error);
TavPlayer    *tav_event_add_player         (TavEvent     *self,
                                            const char   *name,
                                            GError      **error);
gboolean      tav_event_rename_player      (TavEvent     *self,
                                            const char   *id,
                                            const char   *name,
                                            GError      **error);
void          tav_event_insert_player      (TavEvent     *self,
                                            TavPlayer    *player);
gboolean      tav_event_remove_player      (TavEvent     *self,
                                            const char   *id,
                                            GError      **error);
GPtrArray    *tav_event_get_active_players (TavEvent     *self);
char         *tav_event_check_team         (TavEvent     *self,
                                            TavPlayer    *player,
                                            const char   *team,
                                            gboolean      reserve,
                                            GError      **error);

/* Edits of players and of the event's choices, each checked and emitting
 * “changed” once (tav-event-edits.c). */
TavPlayer    *tav_event_register_player    (TavEvent     *self,
                                            const char   *name,
                                            const char   *club,
                                            const char   *team,
                                            gboolean      reserve,
                                            GError      **error);
gboolean      tav_event_change_club        (TavEvent     *self,
                                            const char   *player_id,
                                            const char   *club,
                                            GError      **error);
gboolean      tav_event_change_deck        (TavEvent     *self,
                                            const char   *player_id,
                                            const char   *deck,
                                            GError      **error);
gboolean      tav_event_change_team        (TavEvent     *self,
                                            const char   *player_id,
                                            const char   *team,
                                            gboolean      reserve,
                                            GError      **error);
/* What the event dialog and `tavolo-cli new` set; NULL / FALSE: kept. */
typedef struct
{
  const char *name;
  const char *date;      /* YYYY-MM-DD, or "" for none */
  const char *venue;
  gboolean    set_seed;
  guint64     seed;      /* with set_seed, before the first draw only */
  JsonObject *params;    /* id → value, before the first draw only */
} TavEventDetails;

gboolean      tav_event_edit_details       (TavEvent              *self,
                                            const TavEventDetails *details,
                                            GError               **error);
void          tav_event_publish            (TavEvent     *self,
                                            gboolean      published);
void          tav_event_change_clubs_apart (TavEvent     *self,
                                            gboolean      apart);

const char   *tav_event_seat_name          (TavEvent     *self,
                                            TavTable     *table,
                                            guint         seat);

/* Check-in before a round (tav-event-check-in.c). */
gboolean      tav_event_check_in           (TavEvent     *self,
                                            const char   *id_or_name,
                                            gboolean      present,
                                            GError      **error);
gboolean      tav_event_is_checking_in     (TavEvent     *self);
GPtrArray    *tav_event_get_not_checked_in (TavEvent     *self);
void          tav_event_clear_check_in     (TavEvent     *self);
char         *tav_event_describe_absent    (TavEvent     *self);
void          tav_event_check_in_arrival   (TavEvent     *self,
                                            TavPlayer    *player);
gboolean      tav_event_draw_checked_in    (TavEvent     *self,
                                            gboolean      redraw,
                                            GError      **error);

/* Fixed teams after the first draw (tav-event-teams.c). */
TavPlayer    *tav_event_get_team_reserve   (TavEvent     *self,
                                            TavPlayer    *player);
gboolean      tav_event_can_replace_by_reserve (TavEvent   *self,
                                                TavPlayer  *player,
                                                GError    **error);
gboolean      tav_event_replace_by_reserve (TavEvent     *self,
                                            const char   *player_id,
                                            TavPlayer   **reserve,
                                            GError      **error);

GListModel   *tav_event_get_stages         (TavEvent     *self);
guint         tav_event_get_n_stages       (TavEvent     *self);
TavStage     *tav_event_get_stage          (TavEvent     *self,
                                            guint         position);
TavStage     *tav_event_find_stage         (TavEvent     *self,
                                            const char   *id);
TavStage     *tav_event_get_current_stage  (TavEvent     *self);
void          tav_event_add_stage          (TavEvent     *self,
                                            TavStage     *stage);
void          tav_event_remove_stage       (TavEvent     *self,
                                            const char   *id);
gboolean      tav_event_has_started        (TavEvent     *self);

GListModel   *tav_event_get_penalties      (TavEvent     *self);
void          tav_event_add_penalty        (TavEvent     *self,
                                            TavPenalty   *penalty);
guint         tav_event_count_penalties    (TavEvent     *self,
                                            const char   *player_id,
                                            TavPenaltyKind kind);

TavInbox     *tav_event_get_inbox          (TavEvent     *self);

/* The event's log: TavLogEntry, oldest first (tav-event-log.h). */
GListModel   *tav_event_get_log            (TavEvent     *self);

/* The hand of the changes made from now until the host records them in
 * the event's log (never saved): a venue sets a judge before his act. */
const TavHand *tav_event_get_hand          (TavEvent     *self);
void          tav_event_set_hand           (TavEvent      *self,
                                            const TavHand *hand);

/* Rounds shown to the room when drawn, or when the organiser releases them
 * (tav-event-release.c). */
gboolean      tav_event_get_manual_release (TavEvent     *self);
gboolean      tav_event_change_release     (TavEvent     *self,
                                            gboolean      manual,
                                            GError      **error);
gboolean      tav_event_release_round      (TavEvent     *self,
                                            GError      **error);
gboolean      tav_event_is_round_waiting   (TavEvent     *self);
TavRound     *tav_event_get_public_round   (TavEvent     *self,
                                            TavStage    **stage);
gboolean      tav_event_is_round_public    (TavEvent     *self,
                                            TavStage     *stage,
                                            TavRound     *round);

/* Time added to one table (tav-event-extensions.c). */
#define TAV_EXTENSION_MAX_MINUTES 60
#define TAV_TABLE_MAX_EXTRA_MINUTES 240
gboolean      tav_event_extend_table       (TavEvent     *self,
                                            TavStage     *stage,
                                            guint         round,
                                            guint         table,
                                            guint         minutes,
                                            const char   *reason,
                                            GError      **error);

void          tav_event_changed            (TavEvent     *self);

/* Operations: each one checks the ruleset's rules and either changes the
 * event or leaves it untouched and explains why in @error. */
gboolean      tav_event_draw_round         (TavEvent     *self,
                                            GError      **error);
gboolean      tav_event_redraw_round       (TavEvent     *self,
                                            GError      **error);
gboolean      tav_event_set_result         (TavEvent     *self,
                                            TavStage     *stage,
                                            guint         round,
                                            guint         table,
                                            JsonObject   *result,
                                            GError      **error);
gboolean      tav_event_check_result       (TavEvent     *self,
                                            TavStage     *stage,
                                            guint         round,
                                            guint         table,
                                            JsonObject   *result,
                                            GError      **error);
gboolean      tav_event_clear_result       (TavEvent     *self,
                                            TavStage     *stage,
                                            guint         round,
                                            guint         table,
                                            GError      **error);
gboolean      tav_event_swap_seats         (TavEvent     *self,
                                            TavStage     *stage,
                                            guint         round,
                                            const char   *player_a,
                                            const char   *player_b,
                                            GPtrArray   **problems,
                                            GError      **error);
GPtrArray    *tav_event_swap_costs         (TavEvent     *self,
                                            TavStage     *stage,
                                            guint         round,
                                            const char   *player_a,
                                            const char   *player_b,
                                            GError      **error);
gboolean      tav_event_withdraw           (TavEvent     *self,
                                            const char   *player_id,
                                            TavPlayerStatus status,
                                            const char   *reason,
                                            GError      **error);
gboolean      tav_event_reinstate_full     (TavEvent     *self,
                                            const char   *player_id,
                                            gboolean      judge_override,
                                            GError      **error);
gboolean      tav_event_reinstate          (TavEvent     *self,
                                            const char   *player_id,
                                            GError      **error);
gboolean      tav_event_warn               (TavEvent     *self,
                                            const char   *player_id,
                                            const char   *reason,
                                            gboolean     *ejected,
                                            GError      **error);
gboolean      tav_event_build_finals       (TavEvent     *self,
                                            GError      **error);
gboolean      tav_event_record_match       (TavEvent     *self,
                                            guint         match,
                                            const char   *winner_id,
                                            const char   *kind,
                                            GError      **error);
TavStandings *tav_event_compute_standings  (TavEvent     *self);
gboolean      tav_event_validate           (TavEvent     *self,
                                            GError      **error);
guint         tav_event_get_round_position (TavEvent     *self);

#define TAV_EVENT_ERROR (tav_event_error_quark ())
GQuark tav_event_error_quark (void);

typedef enum
{
  TAV_EVENT_ERROR_INVALID,
  TAV_EVENT_ERROR_NOT_FOUND,
  TAV_EVENT_ERROR_STATE,
  TAV_EVENT_ERROR_NO_REENTRY,
} TavEventError;

G_END_DECLS

#include "tav-event-constraints.h"
#include "tav-player-codes.h"
