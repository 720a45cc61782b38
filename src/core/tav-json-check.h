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
JsonNode *tav_json_deep_copy    (JsonNode    *node);

G_END_DECLS
