/* tav-json-check.h — strict JSON syntax check before json-glib parses
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

gboolean  tav_json_check_syntax (const char  *data,
                                 gsize        length,
                                 guint        max_depth,
                                 GError     **error);
gboolean  tav_json_parse        (JsonParser  *parser,
                                 const char  *data,
                                 gsize        length,
                                 guint        max_depth,
                                 GError     **error);
JsonNode *tav_json_deep_copy    (JsonNode    *node);
char     *tav_json_to_text      (JsonNode    *root,
                                 gsize       *length);

G_END_DECLS
