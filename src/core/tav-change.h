/* tav-change.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-event.h"

G_BEGIN_DECLS

char *tav_change_describe (TavEvent *before,
                           TavEvent *after);

G_END_DECLS
