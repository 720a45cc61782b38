/* tav-venue-private.h — the contents of a snapshot, for the page renderer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-venue-catalog.h"
#include "tav-venue-snapshot.h"

G_BEGIN_DECLS

/* Plain copies of public data only (names, seats, a public ranking): a
 * snapshot holds no reference to the model, so server threads read it
 * while the app edits the event. */
typedef struct
{
  char      *label;       /* the table's own label, or NULL: "Table %u" */
  guint      number;
  GPtrArray *names;       /* by seat; NULL for an empty seat */
  guint      extra_minutes;  /* the judges' extensions, summed */
  guint      n_extensions;
} TavVenueTable;

typedef struct
{
  char  *name;
  char  *fold;            /* normalised and case-folded, for searching */
  char  *sort_key;
  guint  table;           /* index in tables */
  guint  seat;            /* from 0 */
} TavVenueSeat;

typedef struct
{
  guint       rank;       /* 0: listed outside the ranking */
  char       *name;
  double      value;
  const char *note;       /* msgid, or NULL */
} TavVenueRow;

/* A ranking as the pages show it: ranks, names and its first column. */
typedef struct
{
  const char    *column_label;  /* msgid */
  TavColumnKind  column_kind;
  GPtrArray     *rows;          /* TavVenueRow */
  GPtrArray     *texts;         /* for TAV_COLUMN_TEXT values */
} TavVenueRanking;

typedef struct
{
  char *name;
  char *date;             /* YYYY-MM-DD or "" */
} TavVenueTournament;

/* The season the event is part of, as the room may see it
 * (tav_season_dup_public ()): built once per version of the season file
 * and of its secrecy, shared by the snapshots of the event's versions. */
struct _TavVenueSeason
{
  char            *name;
  gboolean         held_back;     /* the event's own results left out */
  GPtrArray       *tournaments;   /* TavVenueTournament, in the season's order */
  TavVenueRanking  ranking;
};

/* A match of a bracket, or a table of finals played at tables. */
typedef struct
{
  char      *label;       /* the table's own label, or NULL */
  guint      number;
  guint      index;       /* in its round, from 0 */
  GPtrArray *names;       /* by seat; NULL: not known yet, or a bye */
  int        winner;      /* the winner's seat, or -1 */
  gboolean   forfeit;
} TavVenueMatch;

typedef struct
{
  guint      n_matches;   /* a bracket round's, the 3rd place match left out */
  GPtrArray *matches;     /* TavVenueMatch */
} TavVenueFinalRound;

/* A stage built from the standings of the one before (duel finals, a
 * final table, playoffs), or a bracket from the start. */
typedef struct
{
  char      *name;        /* stored name (may be a msgid) */
  gboolean   bracket;
  gboolean   complete;
  char      *champion;    /* a complete bracket's winner, or NULL */
  GPtrArray *rounds;      /* TavVenueFinalRound */
} TavVenueFinals;

struct _TavVenueSnapshot
{
  GObject        parent_instance;

  guint64        version;
  char          *event_name;
  char          *announcement;
  gboolean       self_check_in; /* the find page links /check-in */
  const char    *game;          /* msgid of the ruleset's name, or NULL */
  char          *venue;         /* where it is played (a room, a shop), or NULL */

  /* The round the room may see (tav_event_get_public_round ()), never a
   * drawn one the organiser has not released; round_number 0: none. */
  guint          round_number;
  char          *stage_id;
  guint          waiting_round; /* drawn, not released yet: its number, or 0 */
  char          *round_name;    /* stored name (may be a msgid), or NULL */
  char          *stage_name;    /* stored name (may be a msgid), or NULL */
  const char    *head_label;    /* msgid of the first seat's role, or NULL */
  gboolean       matches;       /* a bracket: no seat roles */
  GPtrArray     *tables;        /* TavVenueTable */
  GPtrArray     *seats;         /* TavVenueSeat, by name */

  /* Only when tav_event_is_ranking_public () said so; else no rows. */
  gboolean       standings_public;
  TavVenueRanking standings;

  /* Whether the event has finals (the page is listed); their matches and
   * winners only when the ranking is public, as the standings. */
  gboolean       has_finals;
  GPtrArray     *finals;        /* TavVenueFinals */

  /* The season, or NULL when the event is part of none. */
  TavVenueSeason *season;
};

char *tav_venue_fold          (const char      *text);
void  tav_venue_ranking_init  (TavVenueRanking *ranking);
void  tav_venue_ranking_fill  (TavVenueRanking *ranking,
                               TavStandings    *standings,
                               TavStandings    *marked,
                               const char      *note);
void  tav_venue_ranking_clear (TavVenueRanking *ranking);

/* tav-venue-pages.c, for the hall's page (tav-venue-hall-page.c) */
char *tav_venue_round_title   (TavVenueCatalog  *catalog,
                               TavVenueSnapshot *snapshot);
char *tav_venue_seat_place    (TavVenueCatalog  *catalog,
                               TavVenueSnapshot *snapshot,
                               TavVenueSeat     *seat);
char *tav_venue_format_clock  (gint64            remaining_ms);

G_END_DECLS
