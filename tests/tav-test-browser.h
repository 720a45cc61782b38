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
char *tav_test_browse_at     (const char *chromium,
                              const char *url,
                              const char *language,
                              guint       width,
                              guint       height,
                              const char *shot_name);
char *tav_test_browse_with   (const char         *chromium,
                              const char         *url,
                              const char         *language,
                              guint               width,
                              guint               height,
                              const char * const *flags);

char *tav_test_browse_html   (const char *chromium,
                              const char *html,
                              const char *base,
                              const char *script,
                              const char *language,
                              guint       width,
                              guint       height);

typedef struct _TavTestBrowsing TavTestBrowsing;

TavTestBrowsing *tav_test_browsing_start  (const char      *chromium,
                                           const char      *url,
                                           const char      *language);
char            *tav_test_browsing_finish (TavTestBrowsing *self);

G_END_DECLS
