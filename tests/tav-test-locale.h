/* tav-test-locale.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

void     tav_test_require_locale       (const char *name);
void     tav_test_require_translations (void);
gboolean tav_test_use_language         (const char *language,
                                        const char *locale);

G_END_DECLS
