/* tav-state-file.h — what the app keeps of the room beside the event files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

GKeyFile *tav_state_file_read  (const char *name);
void      tav_state_file_write (const char *name,
                                GKeyFile   *key_file);

G_END_DECLS
