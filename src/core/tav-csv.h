/* tav-csv.h — standings, players and pairings as CSV
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-event.h"

G_BEGIN_DECLS

typedef enum
{
  TAV_CSV_STANDINGS,
  TAV_CSV_PLAYERS,
  TAV_CSV_PAIRINGS,
  TAV_CSV_EJECTED,
} TavCsvKind;

void      tav_csv_append_cell (GString      *line,
                               const char   *cell,
                               gboolean      first);
char     *tav_csv_number      (double        value);
void      tav_csv_standings   (GString      *out,
                               TavStandings *standings);
void      tav_csv_ejections   (GString      *out,
                               TavEvent     *event);
void      tav_csv_players     (GString      *out,
                               TavEvent     *event);
void      tav_csv_pairings    (GString      *out,
                               TavEvent     *event,
                               TavStage     *stage,
                               guint         first,
                               guint         last);
gboolean  tav_csv_kind_from_string (const char *text,
                                    TavCsvKind *kind);
char     *tav_csv_export      (TavEvent     *event,
                               TavCsvKind    kind,
                               gboolean      bom);

G_END_DECLS
