/* tav-date.h — an event's date in the reader's language
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

char     *tav_date_format   (const char *iso_date);
gboolean  tav_date_is_valid (const char *text);

G_END_DECLS
