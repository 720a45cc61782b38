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

/* The live stream (/events) as received so far. */
char *tav_test_http_send_full (SoupSession  *session,
                               const char   *base,
                               const char   *path,
                               const char   *form,
                               const char   *language,
                               SoupMessage **answered);

typedef struct _TavTestLive TavTestLive;

TavTestLive *tav_test_live_open     (SoupSession *session,
                                     const char  *base);
TavTestLive *tav_test_live_open_at  (SoupSession *session,
                                     const char  *base,
                                     const char  *path);
const char  *tav_test_live_received (TavTestLive *live);
gboolean     tav_test_live_ended    (TavTestLive *live);
void         tav_test_live_wait     (TavTestLive *live,
                                     const char  *text);
void         tav_test_live_close    (TavTestLive *live);

/* The one-time id of the first form on @page (its hidden "id" field). */
char        *tav_test_form_id       (const char  *page);

/* How many times @needle is in @haystack (not overlapping). */
guint        tav_test_count         (const char  *haystack,
                                     const char  *needle);

G_END_DECLS
