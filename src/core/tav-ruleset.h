/* tav-ruleset.h — what every ruleset provides, and the registry
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "tav-field.h"
#include "tav-player.h"
#include "tav-rule-error.h"
#include "tav-stage.h"
#include "tav-standings.h"

G_BEGIN_DECLS

typedef struct _TavEvent TavEvent;
typedef struct _TavSeason TavSeason;

/* The stages a ruleset plays, in order; a document with other stages is
 * refused before any rule reads it. */
typedef struct
{
  const char   *id;
  TavStageKind  kind;
  gboolean      optional;  /* an event may skip it (destiny without Swiss) */
} TavStageSpec;

#define TAV_TYPE_RULESET (tav_ruleset_get_type ())

G_DECLARE_DERIVABLE_TYPE (TavRuleset, tav_ruleset, TAV, RULESET, GObject)

/* A ruleset is a stateless object: everything it needs is in the event, so
 * the same call on the same document always gives the same answer. */
struct _TavRulesetClass
{
  GObjectClass parent_class;

  const char         *id;
  const char         *name;                /* N_() */
  const char         *description;         /* N_() */
  const TavFieldSpec *params;
  guint               n_params;
  guint               warnings_to_eject;   /* 0: warnings never eject */
  const char         *no_reentry;          /* N_(), the rule that keeps a player who
                                            * withdrew out; NULL: he may return */
  gboolean            disqualify_left;     /* a judge may disqualify a player who
                                            * already withdrew */
  gboolean            registers_decks;     /* each player registers a deck (free
                                            * text), which judges check: a request
                                            * to register from a phone carries one,
                                            * and a player may send his own until
                                            * the first draw */
  const char         *no_late_entry;       /* N_(), the rule that refuses a new player
                                            * once the first round is drawn; NULL: he
                                            * joins, charged like a returning player */
  const char         *no_sit_out;          /* N_(), the rule that keeps an active player
                                            * from sitting a round out; NULL: a player not
                                            * checked in sits the round out */
  const char         *sit_out;             /* N_(), what a round sat out costs, where
                                            * one may be; NULL: nothing */
  const char         *head_seat_label;     /* N_(), seat 1's role at tables, or NULL */
  guint               round_minutes;       /* default round timer; 0: none */
  guint               match_minutes;       /* default timer of bracket matches */
  const TavStageSpec *stages;
  guint               n_stages;

  const TavFieldSpec *(*get_result_fields) (TavRuleset  *self,
                                            TavEvent    *event,
                                            TavStage    *stage,
                                            guint       *n_fields);
  gboolean      (*check_players)     (TavRuleset  *self,
                                      TavEvent    *event,
                                      GError     **error);
  char         *(*describe_plan)     (TavRuleset  *self,
                                      TavEvent    *event);
  gboolean      (*draw_round)        (TavRuleset  *self,
                                      TavEvent    *event,
                                      gboolean     redraw,
                                      GError     **error);
  gboolean      (*validate_result)   (TavRuleset  *self,
                                      TavEvent    *event,
                                      TavStage    *stage,
                                      TavRound    *round,
                                      TavTable    *table,
                                      JsonObject  *result,
                                      GError     **error);
  void          (*result_changed)    (TavRuleset  *self,
                                      TavEvent    *event,
                                      TavStage    *stage,
                                      TavRound    *round,
                                      TavTable    *table);
  GPtrArray    *(*check_round)       (TavRuleset  *self,
                                      TavEvent    *event,
                                      TavStage    *stage,
                                      TavRound    *round);
  TavStandings *(*compute_standings) (TavRuleset  *self,
                                      TavEvent    *event);
  gboolean      (*is_ranking_secret) (TavRuleset  *self,
                                      TavEvent    *event);
  gboolean      (*build_finals)      (TavRuleset  *self,
                                      TavEvent    *event,
                                      GError     **error);
  void          (*player_left)       (TavRuleset  *self,
                                      TavEvent    *event,
                                      TavPlayer   *player);
  /* NULL: a player coming back takes nothing for the rounds he missed. */
  void          (*player_returned)   (TavRuleset  *self,
                                      TavEvent    *event,
                                      TavPlayer   *player);
  char         *(*describe_player)   (TavRuleset  *self,
                                      TavEvent    *event,
                                      TavPlayer   *player);
  /* What the finals pay or leave out (an award the rules only define for
   * some events); NULL: nothing to say. */
  char         *(*describe_finals)   (TavRuleset  *self,
                                      TavEvent    *event);
  /* NULL: round_minutes / match_minutes (or a "round_minutes" param). */
  guint         (*get_round_minutes) (TavRuleset  *self,
                                      TavEvent    *event,
                                      TavStage    *stage);

  /* What views, printouts and the CLI ask of a ruleset, so that none of
   * them names one (tav-ruleset-views.c). */
  const char * const *sheet_params;        /* params a record sheet's header
                                            * shows, NULL-terminated, or NULL */
  const char * const *(*get_sheet_params) (TavRuleset *self,
                                           TavEvent   *event,
                                           TavStage   *stage,
                                           TavRound   *round);  /* NULL: sheet_params */
  gboolean            drop_between_rounds; /* a player may drop between rounds
                                            * outside the finals: sheets ask */
  const char         *paired_stage;        /* the stage whose rounds are paired
                                            * by points (Swiss), or NULL */
  GStrv         (*explain_round)     (TavRuleset  *self,
                                      TavEvent    *event,
                                      guint        round,
                                      GError     **error);
  GHashTable   *(*points_before)     (TavRuleset  *self,
                                      TavEvent    *event,
                                      guint        round);
  gboolean      (*has_fixed_teams)   (TavRuleset  *self,
                                      TavEvent    *event);
  /* The words of the warning limit, as the rules name the warning that
   * ejects: the reason recorded ("Second warning: …") and what the
   * organiser is told; NULL: "the last warning". */
  char         *(*ejection_reason)   (TavRuleset  *self,
                                      const char  *reason);
  char         *(*ejection_notice)   (TavRuleset  *self,
                                      const char  *name);

  /* Seasons (tav-season.h): what a finished event gives each player, as
   * the values declared in season_fields, and the ranking over a season's
   * tournaments. A ruleset without season_fields has no season. */
  const TavFieldSpec *season_fields;
  guint               n_season_fields;
  const TavFieldSpec *season_params;
  guint               n_season_params;
  JsonObject   *(*season_results)    (TavRuleset  *self,
                                      TavEvent    *event,
                                      GError     **error);
  TavStandings *(*season_standings)  (TavRuleset  *self,
                                      TavSeason   *season,
                                      gboolean     permanent);
  gboolean      (*season_check_player) (TavRuleset *self,
                                        TavSeason  *season,
                                        const char *player_id,
                                        GError    **error);

  gboolean      has_permanent_ranking;  /* season_standings (permanent) means something */

  /* Team standings of an event played in teams; NULL: none (the default). */
  TavStandings *(*compute_team_standings) (TavRuleset *self,
                                           TavEvent   *event);

  /* Whether a declared result field can apply to @table (a bye switch on a
   * table of two cannot); forms leave out the others. NULL: all apply. */
  gboolean      (*result_field_applies) (TavRuleset         *self,
                                         TavEvent           *event,
                                         TavStage           *stage,
                                         TavTable           *table,
                                         const TavFieldSpec *field);

  /* What the rules need of the whole event that a file edited by hand can
   * break and still load: the loader takes it, so that the command the
   * message names can mend it, and `validate`, the draw and the finals
   * refuse it. NULL: nothing beyond the loader's checks. */
  gboolean      (*check_event)       (TavRuleset  *self,
                                      TavEvent    *event,
                                      GError     **error);

  gpointer padding[3];
};

const char         *tav_ruleset_get_id            (TavRuleset   *self);
const char         *tav_ruleset_get_name          (TavRuleset   *self);
const char         *tav_ruleset_get_description   (TavRuleset   *self);
const TavFieldSpec *tav_ruleset_get_params        (TavRuleset   *self,
                                                   guint        *n_params);
gboolean            tav_ruleset_has_finals        (TavRuleset   *self);
gboolean            tav_ruleset_result_field_applies (TavRuleset         *self,
                                                      TavEvent           *event,
                                                      TavStage           *stage,
                                                      TavTable           *table,
                                                      const TavFieldSpec *field);
guint               tav_ruleset_get_warnings_to_eject (TavRuleset *self);
const char         *tav_ruleset_get_no_reentry (TavRuleset *self);
gboolean            tav_ruleset_get_disqualify_left (TavRuleset *self);
gboolean            tav_ruleset_get_registers_decks (TavRuleset *self);
const char         *tav_ruleset_get_no_late_entry (TavRuleset *self);
const char         *tav_ruleset_get_no_sit_out    (TavRuleset *self);
const char         *tav_ruleset_get_sit_out       (TavRuleset *self);
const char         *tav_ruleset_get_head_seat_label (TavRuleset *self,
                                                     TavStage   *stage);
guint               tav_ruleset_get_round_minutes (TavRuleset   *self,
                                                   TavEvent     *event,
                                                   TavStage     *stage);
const TavFieldSpec *tav_ruleset_get_result_fields (TavRuleset   *self,
                                                   TavEvent     *event,
                                                   TavStage     *stage,
                                                   guint        *n_fields);
gboolean            tav_ruleset_check_players     (TavRuleset   *self,
                                                   TavEvent     *event,
                                                   GError      **error);
char               *tav_ruleset_describe_finals   (TavRuleset   *self,
                                                   TavEvent     *event);
char               *tav_ruleset_describe_plan     (TavRuleset   *self,
                                                   TavEvent     *event);
gboolean            tav_ruleset_draw_round        (TavRuleset   *self,
                                                   TavEvent     *event,
                                                   gboolean      redraw,
                                                   GError      **error);
gboolean            tav_ruleset_validate_result   (TavRuleset   *self,
                                                   TavEvent     *event,
                                                   TavStage     *stage,
                                                   TavRound     *round,
                                                   TavTable     *table,
                                                   JsonObject   *result,
                                                   GError      **error);
void                tav_ruleset_result_changed    (TavRuleset   *self,
                                                   TavEvent     *event,
                                                   TavStage     *stage,
                                                   TavRound     *round,
                                                   TavTable     *table);
GPtrArray          *tav_ruleset_check_round       (TavRuleset   *self,
                                                   TavEvent     *event,
                                                   TavStage     *stage,
                                                   TavRound     *round);
TavStandings       *tav_ruleset_compute_standings (TavRuleset   *self,
                                                   TavEvent     *event);
TavStandings       *tav_ruleset_compute_team_standings (TavRuleset *self,
                                                        TavEvent   *event);
gboolean            tav_ruleset_is_ranking_secret (TavRuleset   *self,
                                                   TavEvent     *event);
gboolean            tav_ruleset_build_finals      (TavRuleset   *self,
                                                   TavEvent     *event,
                                                   GError      **error);
void                tav_ruleset_player_left       (TavRuleset   *self,
                                                   TavEvent     *event,
                                                   TavPlayer    *player);
void                tav_ruleset_player_returned   (TavRuleset   *self,
                                                   TavEvent     *event,
                                                   TavPlayer    *player);
gboolean            tav_ruleset_check_stages      (TavRuleset   *self,
                                                   TavEvent     *event,
                                                   GError      **error);
gboolean            tav_ruleset_check_event       (TavRuleset   *self,
                                                   TavEvent     *event,
                                                   GError      **error);
char               *tav_ruleset_describe_player   (TavRuleset   *self,
                                                   TavEvent     *event,
                                                   TavPlayer    *player);

const char * const *tav_ruleset_get_sheet_params  (TavRuleset   *self,
                                                   TavEvent     *event,
                                                   TavStage     *stage,
                                                   TavRound     *round);
gboolean            tav_ruleset_may_drop_between_rounds (TavRuleset *self,
                                                         TavStage   *stage);
TavStage           *tav_ruleset_get_paired_stage  (TavRuleset   *self,
                                                   TavEvent     *event);
gboolean            tav_ruleset_pairs_by_points   (TavRuleset   *self,
                                                   TavStage     *stage);
GStrv               tav_ruleset_explain_round     (TavRuleset   *self,
                                                   TavEvent     *event,
                                                   guint         round,
                                                   GError      **error);
GHashTable         *tav_ruleset_points_before     (TavRuleset   *self,
                                                   TavEvent     *event,
                                                   guint         round);
gboolean            tav_ruleset_has_fixed_teams   (TavRuleset   *self,
                                                   TavEvent     *event);
char               *tav_ruleset_ejection_reason   (TavRuleset   *self,
                                                   const char   *reason);
char               *tav_ruleset_ejection_notice   (TavRuleset   *self,
                                                   const char   *name);

gboolean            tav_ruleset_has_season        (TavRuleset   *self);
gboolean            tav_ruleset_has_permanent_ranking (TavRuleset *self);
const TavFieldSpec *tav_ruleset_get_season_fields (TavRuleset   *self,
                                                   guint        *n_fields);
const TavFieldSpec *tav_ruleset_get_season_params (TavRuleset   *self,
                                                   guint        *n_params);
JsonObject         *tav_ruleset_season_results    (TavRuleset   *self,
                                                   TavEvent     *event,
                                                   GError      **error);
TavStandings       *tav_ruleset_season_standings  (TavRuleset   *self,
                                                   TavSeason    *season,
                                                   gboolean      permanent);
gboolean            tav_ruleset_season_check_player (TavRuleset *self,
                                                     TavSeason  *season,
                                                     const char *player_id,
                                                     GError    **error);

/* For rulesets: FALSE, with the tables still to enter, while the last
 * round of @stage is not complete. */
gboolean            tav_ruleset_check_earlier_rounds (TavStage  *stage,
                                                      GError   **error);
gboolean            tav_ruleset_check_complete    (TavStage     *stage,
                                                   GError      **error);

/* The registry of built-in rulesets. */
TavRuleset         *tav_ruleset_lookup            (const char   *id);
GPtrArray          *tav_ruleset_list              (void);
TavRuleset         *tav_ruleset_get_default_season (void);

G_END_DECLS
