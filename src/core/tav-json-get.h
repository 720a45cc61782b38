/* tav-json-get.h — typed access to what the strict reader read, every error with its path
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-json-check.h"

G_BEGIN_DECLS

char       *tav_json_join          (const char          *path,
                                    const char          *member);
gboolean    tav_json_check_finite  (const TavJsonValue  *value,
                                    const char          *path,
                                    GError             **error);
gboolean    tav_json_check_members (const TavJsonValue  *object,
                                    const char * const  *known,
                                    const char          *path,
                                    GError             **error);
gboolean    tav_json_get_object    (const TavJsonValue  *parent,
                                    const char          *member,
                                    gboolean             required,
                                    const TavJsonValue **value,
                                    const char          *path,
                                    GError             **error);
gboolean    tav_json_get_array     (const TavJsonValue  *parent,
                                    const char          *member,
                                    gboolean             required,
                                    const TavJsonValue **value,
                                    const char          *path,
                                    GError             **error);
gboolean    tav_json_get_string    (const TavJsonValue  *object,
                                    const char          *member,
                                    gboolean             required,
                                    const char         **value,
                                    const char          *path,
                                    GError             **error);
gboolean    tav_json_get_uint      (const TavJsonValue  *object,
                                    const char          *member,
                                    gboolean             required,
                                    guint64              max,
                                    guint64             *value,
                                    const char          *path,
                                    GError             **error);
gboolean    tav_json_get_bool      (const TavJsonValue  *object,
                                    const char          *member,
                                    gboolean            *value,
                                    const char          *path,
                                    GError             **error);
gboolean    tav_json_get_strv      (const TavJsonValue  *object,
                                    const char          *member,
                                    const char          *item_error,
                                    GStrv               *value,
                                    const char          *path,
                                    GError             **error);

G_END_DECLS
