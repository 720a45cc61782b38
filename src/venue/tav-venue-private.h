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
};

char *tav_venue_fold (const char *text);

G_END_DECLS
