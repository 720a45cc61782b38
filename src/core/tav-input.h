/* tav-input.h — bounded reading of files and streams
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* What the program reads at most, besides event and season files
 * (TAV_DOCUMENT_MAX_SIZE, TAV_SEASON_MAX_SIZE); docs/cli.md names them. */
#define TAV_INPUT_MAX_JSON         (1024 * 1024)
#define TAV_INPUT_MAX_PLAYER_LIST  (8 * 1024 * 1024)

char *tav_input_read_file (const char  *path,
                           gsize        max,
                           gsize       *length,
                           GError     **error);
char *tav_input_read_fd   (int          fd,
                           gsize        max,
                           gsize       *length,
                           GError     **error);

/* What a file that is not a regular one is, in words ("a pipe, not a
 * regular file"); NULL for a regular file. */
const char *tav_input_describe_kind (guint mode);

G_END_DECLS
