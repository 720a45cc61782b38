/* tav-test-http.h — what the venue tests ask the server
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <libsoup/soup.h>

G_BEGIN_DECLS

char *tav_test_http_get (SoupSession *session,
                         const char  *base,
                         const char  *path,
                         const char  *language);

char *tav_test_http_send (SoupSession *session,
                          const char  *base,
                          const char  *path,
                          const char  *form,
                          const char  *language,
                          guint       *status);

G_END_DECLS
