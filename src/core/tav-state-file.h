/* tav-state-file.h — what is kept of the room beside the event files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

char     *tav_state_file_path  (const char *name);
GKeyFile *tav_state_file_read  (const char *name);
void      tav_state_file_write (const char *name,
                                GKeyFile   *key_file);

G_END_DECLS
