/* tav-player-list.h — reading lists of players (text or CSV)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-event.h"

G_BEGIN_DECLS

typedef struct
{
  guint     line;     /* where the row starts in the text, for messages */
  char     *name;
  char     *club;
  char     *team;     /* a fixed team (bgl), or "" */
  gboolean  reserve;  /* registered as the team's reserve */
} TavPlayerListRow;

gboolean   tav_player_list_looks_like_csv (const char *text);
GPtrArray *tav_player_list_parse     (const char  *text,
                                      gsize        length,
                                      gboolean     csv,
                                      GError     **error);
gboolean   tav_event_import_players  (TavEvent    *event,
                                      GPtrArray   *rows,
                                      GError     **error);

G_END_DECLS
