/* tav-test-browser.h — a real browser (Chromium, headless) in the tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

char *tav_test_find_chromium (void);
char *tav_test_browse        (const char *chromium,
                              const char *url,
                              const char *language,
                              const char *shot_name);
char *tav_test_browse_sized  (const char *chromium,
                              const char *url,
                              const char *language,
                              guint       width,
                              guint       height,
                              const char *shot_name);

G_END_DECLS
