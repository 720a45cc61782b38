/* tav-json-get.h — typed access to loaded JSON, every error with its path
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

char       *tav_json_join          (const char          *path,
                                    const char          *member);
gboolean    tav_json_check_finite  (JsonNode            *node,
                                    const char          *path,
                                    GError             **error);
gboolean    tav_json_check_members (JsonObject          *object,
                                    const char * const  *known,
                                    const char          *path,
                                    GError             **error);
gboolean    tav_json_get_object    (JsonObject          *parent,
                                    const char          *member,
                                    gboolean             required,
                                    JsonObject         **value,
                                    const char          *path,
                                    GError             **error);
gboolean    tav_json_get_array     (JsonObject          *parent,
                                    const char          *member,
                                    gboolean             required,
                                    JsonArray          **value,
                                    const char          *path,
                                    GError             **error);
gboolean    tav_json_get_string    (JsonObject          *object,
                                    const char          *member,
                                    gboolean             required,
                                    const char         **value,
                                    const char          *path,
                                    GError             **error);
gboolean    tav_json_get_uint      (JsonObject          *object,
                                    const char          *member,
                                    gboolean             required,
                                    guint64              max,
                                    guint64             *value,
                                    const char          *path,
                                    GError             **error);
gboolean    tav_json_get_bool      (JsonObject          *object,
                                    const char          *member,
                                    gboolean            *value,
                                    const char          *path,
                                    GError             **error);
gboolean    tav_json_get_strv      (JsonObject          *object,
                                    const char          *member,
                                    const char          *item_error,
                                    GStrv               *value,
                                    const char          *path,
                                    GError             **error);

G_END_DECLS
