/* tav-seating-eight-fours.h — 32 players at 8 tables of 4 for 10 rounds
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Private to the seating solver; not part of the library's API.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define TAV_EIGHT_FOURS_ROUNDS 10

gboolean tav_eight_fours_rounds (guint *table);

G_END_DECLS
