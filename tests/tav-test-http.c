/* tav-test-http.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tav-test-http.h"

/* The page at @base + @path, which must be answered 200 OK; @language,
 * when given, is the Accept-Language sent; @session %NULL: a session of
 * its own. */
char *
tav_test_http_get (SoupSession *session,
                   const char  *base,
                   const char  *path,
                   const char  *language)
{
  g_autoptr(SoupSession) own = session ? NULL : soup_session_new ();
  g_autofree char *uri = g_strconcat (base, path, NULL);
  g_autoptr(SoupMessage) msg = soup_message_new ("GET", uri);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) body = NULL;

  g_assert_nonnull (msg);
  if (language != NULL)
    soup_message_headers_replace (soup_message_get_request_headers (msg), "Accept-Language", language);
  body = soup_session_send_and_read (session ? session : own, msg, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (soup_message_get_status (msg), ==, 200);
  return g_strndup (g_bytes_get_data (body, NULL), g_bytes_get_size (body));
}
