/* tav-standings.h — a ranking with its tie-breaker columns
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "tav-player.h"

G_BEGIN_DECLS

typedef enum
{
  TAV_COLUMN_INTEGER,
  TAV_COLUMN_MONEY,
  TAV_COLUMN_DECIMAL,
  TAV_COLUMN_PERCENT,
  TAV_COLUMN_TEXT,      /* the value is the index of a text: tav_standings_add_text () */
} TavColumnKind;

typedef struct
{
  const char    *id;      /* key in JSON/CSV output */
  const char    *label;   /* N_() msgid */
  TavColumnKind  kind;
} TavColumn;

#define TAV_TYPE_STANDINGS_ROW (tav_standings_row_get_type ())

G_DECLARE_FINAL_TYPE (TavStandingsRow, tav_standings_row, TAV, STANDINGS_ROW, GObject)

#define TAV_TYPE_STANDINGS (tav_standings_get_type ())

G_DECLARE_FINAL_TYPE (TavStandings, tav_standings, TAV, STANDINGS, GObject)

TavStandingsRow *tav_standings_row_new        (TavPlayer        *player,
                                               guint             n_columns);
guint            tav_standings_row_get_rank   (TavStandingsRow  *self);
void             tav_standings_row_set_rank   (TavStandingsRow  *self,
                                               guint             rank);
TavPlayer       *tav_standings_row_get_player (TavStandingsRow  *self);
double           tav_standings_row_get_value  (TavStandingsRow  *self,
                                               guint             column);
void             tav_standings_row_set_value  (TavStandingsRow  *self,
                                               guint             column,
                                               double            value);
const char      *tav_standings_row_get_note   (TavStandingsRow  *self);
void             tav_standings_row_set_note   (TavStandingsRow  *self,
                                               const char       *note);

TavStandings    *tav_standings_new            (const TavColumn  *columns,
                                               guint             n_columns);
guint            tav_standings_get_n_columns  (TavStandings     *self);
const TavColumn *tav_standings_get_column     (TavStandings     *self,
                                               guint             column);
int              tav_standings_find_column    (TavStandings     *self,
                                               const char       *id);
GListModel      *tav_standings_get_rows       (TavStandings     *self);
guint            tav_standings_get_n_rows     (TavStandings     *self);
TavStandingsRow *tav_standings_get_row        (TavStandings     *self,
                                               guint             position);
TavStandingsRow *tav_standings_find_player    (TavStandings     *self,
                                               const char       *player_id);
void             tav_standings_add_row        (TavStandings     *self,
                                               TavStandingsRow  *row);
void             tav_standings_sort           (TavStandings     *self,
                                               GCompareDataFunc  compare,
                                               gpointer          data);
const char      *tav_standings_get_title      (TavStandings     *self);
void             tav_standings_set_title      (TavStandings     *self,
                                               const char       *title);
gboolean         tav_standings_get_final      (TavStandings     *self);
void             tav_standings_set_final      (TavStandings     *self,
                                               gboolean          final);
char            *tav_standings_format_money   (double            value);
char            *tav_standings_format_value   (TavStandings     *self,
                                               guint             column,
                                               double            value);
guint            tav_standings_add_text       (TavStandings     *self,
                                               const char       *text);
const char      *tav_standings_get_text       (TavStandings     *self,
                                               double            value);
gboolean         tav_standings_update         (TavStandings     *self,
                                               TavStandings     *from);

G_END_DECLS
