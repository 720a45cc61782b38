/* tav-open-error.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-window.h"

G_BEGIN_DECLS

void tav_open_error_show (TavWindow    *window,
                          GFile        *file,
                          const GError *error);

G_END_DECLS
