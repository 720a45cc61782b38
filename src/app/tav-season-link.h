/* tav-season-link.h — the season file of each event, kept on this computer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "tav-event.h"

G_BEGIN_DECLS

char *tav_season_link_get (TavEvent   *event,
                           GFile      *file);
void  tav_season_link_set (TavEvent   *event,
                           GFile      *file,
                           const char *season_path);

G_END_DECLS
