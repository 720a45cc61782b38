/* tav-season.h — a season: the results of many tournaments, one ranking
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-event.h"

G_BEGIN_DECLS

/* A person across tournaments: found by name, ignoring case, or by one of
 * his aliases (the same person spelt otherwise in another event file). */
typedef struct
{
  char       *id;                      /* "s1" */
  char       *name;
  GStrv       aliases;
  guint       carried_participations;  /* from earlier seasons */
  JsonObject *carried;                 /* values from earlier seasons, or NULL */
} TavSeasonPlayer;

/* What one tournament gave one player. */
typedef struct
{
  char       *player;        /* a season player id */
  char       *event_player;  /* his id in the event file */
  char       *name;          /* his name in the event file */
  guint       rank;          /* in the event's final standings */
  JsonObject *values;        /* the ruleset's season fields */
} TavSeasonResult;

/* An imported event. Its event id is its identity: Tavolo gives every new
 * event a random id that never changes, so a corrected file is recognised
 * and another event with the same name and seed is not taken for it. Files
 * older than ids are known by their seed. */
typedef struct
{
  char       *id;            /* "t1" */
  char       *event_id;      /* the event's id; "" when its file had none */
  guint64     seed;
  char       *file;          /* as given when it was imported */
  char       *name;
  char       *date;
  char       *venue;
  guint       n_players;
  JsonObject *params;        /* the event's parameters, as in its file */
  char       *imported;      /* ISO 8601 */
  GPtrArray  *results;       /* TavSeasonResult */
} TavSeasonTournament;

typedef struct
{
  char *player;              /* a season player id */
  char *reason;
  char *date;                /* "" or YYYY-MM-DD */
} TavSeasonExclusion;

typedef enum
{
  TAV_SEASON_IMPORT_FAILED,
  TAV_SEASON_IMPORT_ADDED,
  TAV_SEASON_IMPORT_REPLACED,
  TAV_SEASON_IMPORT_UNCHANGED,
} TavSeasonImport;

void                 tav_season_player_free     (TavSeasonPlayer     *player);
void                 tav_season_result_free     (TavSeasonResult     *result);
void                 tav_season_tournament_free (TavSeasonTournament *tournament);
void                 tav_season_exclusion_free  (TavSeasonExclusion  *exclusion);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TavSeasonPlayer, tav_season_player_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TavSeasonTournament, tav_season_tournament_free)

#define TAV_TYPE_SEASON (tav_season_get_type ())

G_DECLARE_FINAL_TYPE (TavSeason, tav_season, TAV, SEASON, GObject)

TavSeason                 *tav_season_new               (const char           *ruleset_id,
                                                         const char           *name);
TavSeason                 *tav_season_new_for_ruleset   (TavRuleset           *ruleset,
                                                         const char           *name);
const char                *tav_season_get_name          (TavSeason            *self);
void                       tav_season_set_name          (TavSeason            *self,
                                                         const char           *name);
const char                *tav_season_get_ruleset_id    (TavSeason            *self);
TavRuleset                *tav_season_get_ruleset       (TavSeason            *self);
JsonObject                *tav_season_get_params        (TavSeason            *self);
gboolean                   tav_season_set_param         (TavSeason            *self,
                                                         const char           *id,
                                                         const char           *text,
                                                         GError              **error);
void                       tav_season_set_param_node    (TavSeason            *self,
                                                         const char           *id,
                                                         JsonNode             *node);
gint64                     tav_season_get_param_int     (TavSeason            *self,
                                                         const char           *id);

double                     tav_season_get_param_double  (TavSeason            *self,
                                                         const char           *id);
guint                      tav_season_get_n_players     (TavSeason            *self);
const TavSeasonPlayer     *tav_season_get_player        (TavSeason            *self,
                                                         guint                 position);
const TavSeasonPlayer     *tav_season_find_player       (TavSeason            *self,
                                                         const char           *id);
const TavSeasonPlayer     *tav_season_lookup_player     (TavSeason            *self,
                                                         const char           *id_or_name);

guint                      tav_season_get_n_tournaments (TavSeason            *self);
const TavSeasonTournament *tav_season_get_tournament    (TavSeason            *self,
                                                         guint                 position);
const TavSeasonTournament *tav_season_find_tournament   (TavSeason            *self,
                                                         const char           *id);
const TavSeasonTournament *tav_season_find_event        (TavSeason            *self,
                                                         TavEvent             *event);
const TavSeasonTournament *tav_season_find_file         (TavSeason            *self,
                                                         const char           *file);

guint                      tav_season_get_n_exclusions  (TavSeason            *self);
const TavSeasonExclusion  *tav_season_get_exclusion     (TavSeason            *self,
                                                         guint                 position);
const TavSeasonExclusion  *tav_season_find_exclusion    (TavSeason            *self,
                                                         const char           *player_id);

/* For the loader: each takes ownership. */
void                       tav_season_insert_player     (TavSeason            *self,
                                                         TavSeasonPlayer      *player);
void                       tav_season_insert_tournament (TavSeason            *self,
                                                         TavSeasonTournament  *tournament);
void                       tav_season_insert_exclusion  (TavSeason            *self,
                                                         TavSeasonExclusion   *exclusion);

/* Operations: each one either changes the season or leaves it untouched
 * and explains why in @error. */
TavSeasonImport            tav_season_add_event         (TavSeason            *self,
                                                         TavEvent             *event,
                                                         const char           *file,
                                                         gboolean              replace,
                                                         const TavSeasonTournament **tournament,
                                                         GError              **error);
gboolean                   tav_season_remove_tournament (TavSeason            *self,
                                                         const char           *id,
                                                         GError              **error);
gboolean                   tav_season_exclude           (TavSeason            *self,
                                                         const char           *id_or_name,
                                                         const char           *reason,
                                                         const char           *date,
                                                         GError              **error);
gboolean                   tav_season_lift_exclusion    (TavSeason            *self,
                                                         const char           *id_or_name,
                                                         GError              **error);
gboolean                   tav_season_add_alias         (TavSeason            *self,
                                                         const char           *id_or_name,
                                                         const char           *alias,
                                                         GError              **error);

gboolean                   tav_season_carry             (TavSeason            *self,
                                                         const char           *id_or_name,
                                                         const char           *text,
                                                         GError              **error);
/* Registration of a player for an event of the season. */
gboolean                   tav_season_check_player      (TavSeason            *self,
                                                         const char           *name,
                                                         GError              **error);
gboolean                   tav_season_check_ruleset     (TavSeason            *self,
                                                         TavEvent             *event,
                                                         GError              **error);

guint                      tav_season_count_participations (TavSeason         *self,
                                                            const char        *player_id);
TavStandings              *tav_season_compute_standings (TavSeason            *self);
TavStandings              *tav_season_compute_permanent (TavSeason            *self);

/* What the room may see while @event is open (tav-season-public.c). */
const TavSeasonTournament *tav_season_find_secret       (TavSeason            *self,
                                                         TavEvent             *event);
TavSeason                 *tav_season_dup_public        (TavSeason            *self,
                                                         TavEvent             *event);
gboolean                   tav_season_validate          (TavSeason            *self,
                                                         GError              **error);
void                       tav_season_changed           (TavSeason            *self);
char                      *tav_season_name_key          (const char           *name);

#define TAV_SEASON_ERROR (tav_season_error_quark ())
GQuark tav_season_error_quark (void);

typedef enum
{
  TAV_SEASON_ERROR_TOO_LARGE,
  TAV_SEASON_ERROR_SYNTAX,
  TAV_SEASON_ERROR_NOT_SEASON,
  TAV_SEASON_ERROR_NEWER_VERSION,
  TAV_SEASON_ERROR_INVALID,
  TAV_SEASON_ERROR_NOT_FOUND,
  TAV_SEASON_ERROR_CONFLICT,
  TAV_SEASON_ERROR_REFUSED,
  TAV_SEASON_ERROR_EXISTS,
} TavSeasonError;

G_END_DECLS
