/* tav-venue-private.h — the contents of a snapshot, for the page renderer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

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
  guint  rank;
  char  *name;
  double value;
} TavVenueRow;

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

  /* The current round; round_number 0: none drawn yet. */
  guint          round_number;
  char          *round_name;    /* stored name (may be a msgid), or NULL */
  char          *stage_name;    /* stored name (may be a msgid), or NULL */
  const char    *head_label;    /* msgid of the first seat's role, or NULL */
  gboolean       matches;       /* a bracket: no seat roles */
  GPtrArray     *tables;        /* TavVenueTable */
  GPtrArray     *seats;         /* TavVenueSeat, by name */

  /* Only when tav_event_is_ranking_public () said so; else no rows. */
  gboolean       standings_public;
  const char    *column_label;  /* msgid */
  TavColumnKind  column_kind;
  GPtrArray     *rows;          /* TavVenueRow */
  GPtrArray     *texts;         /* for TAV_COLUMN_TEXT values */

  /* Whether the event has finals (the page is listed); their matches and
   * winners only when the ranking is public, as the standings. */
  gboolean       has_finals;
  GPtrArray     *finals;        /* TavVenueFinals */
};

char *tav_venue_fold (const char *text);

G_END_DECLS
