/* tav-text.h — the rules every name follows, and safe output of texts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define TAV_TEXT_ERROR (tav_text_error_quark ())
GQuark tav_text_error_quark (void);

typedef enum
{
  TAV_TEXT_ERROR_INVALID,
} TavTextError;

char     *tav_text_clean_name     (const char  *text,
                                   GError     **error);
char     *tav_text_clean_optional (const char  *text,
                                   GError     **error);
char     *tav_text_clean_lines    (const char  *text,
                                   guint        max_lines,
                                   gsize        max_bytes,
                                   GError     **error);
char     *tav_text_name_key       (const char  *name);
char     *tav_text_fold           (const char  *text);
char     *tav_text_escape         (const char  *text);
gboolean  tav_text_is_number      (const char  *text);
char     *tav_text_csv_neutralise (const char  *cell);

G_END_DECLS
