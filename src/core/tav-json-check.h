/* tav-json-check.h — strict JSON, read straight into json-glib nodes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

JsonNode *tav_json_read         (const char  *data,
                                 gsize        length,
                                 guint        max_depth,
                                 gboolean     sealed,
                                 GError     **error);
JsonNode *tav_json_deep_copy    (JsonNode    *node);
char     *tav_json_to_text      (JsonNode    *root,
                                 gsize       *length);

G_END_DECLS
