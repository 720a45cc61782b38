/* tav-lots.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-event.h"

G_BEGIN_DECLS

guint *tav_lots_draw (TavEvent   *event,
                      const char *purpose);

G_END_DECLS
