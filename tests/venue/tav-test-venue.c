/* tav-test-venue.c — the venue tests' common set-up and tear-down
 *
 * Every venue test served an event the same way and took it down the same
 * way (the server finalized: no connection or source keeps it alive); the
 * steps live here once. A test that must set something before the start
 * (limits, a season file) calls prepare, sets it, then start.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tav-test-browser.h"
#include "tav-test-http.h"
#include "tav-test-venue.h"

/* A server for @venue's event, not started yet. */
void
tav_test_venue_prepare (TavTestVenue *venue)
{
  g_assert_nonnull (venue->event);
  g_assert_null (venue->server);

  venue->server = tav_venue_server_new ();
  tav_venue_server_set_event (venue->server, venue->event);
}

/* The prepared server started on 127.0.0.1 (a free port); its base URL
 * and a session to ask it. */
void
tav_test_venue_start (TavTestVenue *venue)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (tav_venue_server_start (venue->server, "127.0.0.1", 0, &error));
  g_assert_no_error (error);
  venue->base = g_strdup_printf ("http://127.0.0.1:%u", tav_venue_server_get_port (venue->server));
  venue->session = soup_session_new ();
}

void
tav_test_venue_serve (TavTestVenue *venue)
{
  tav_test_venue_prepare (venue);
  tav_test_venue_start (venue);
}

/* The session closed, the server stopped and checked to be finalized
 * (nothing of a connection or a source may keep it), the rest freed.
 * @data is unused: a test whose fixture is a TavTestVenue passes this to
 * g_test_add () itself. */
void
tav_test_venue_tear_down (TavTestVenue  *venue,
                          gconstpointer  data)
{
  g_clear_object (&venue->session);
  tav_venue_server_stop (venue->server);
  g_assert_finalize_object (venue->server);
  venue->server = NULL;
  g_clear_object (&venue->event);
  g_clear_pointer (&venue->base, g_free);
  g_clear_pointer (&venue->chromium, g_free);
}

/* Whether the test can go on in a browser; without Chromium it is
 * skipped. */
gboolean
tav_test_venue_need_chromium (TavTestVenue *venue)
{
  if (venue->chromium != NULL)
    return TRUE;
  g_test_skip ("Chromium is not installed");
  return FALSE;
}

/* @path as served (GET, or POST of @form) in @language, filled and sent
 * by @script in Chromium at a phone's size: the DOM of the answer. */
char *
tav_test_venue_thumbs (TavTestVenue *venue,
                       const char   *path,
                       const char   *form,
                       const char   *language,
                       const char   *script)
{
  guint status = 0;
  g_autofree char *html = tav_test_http_send (venue->session, venue->base, path, form, language, &status);

  g_assert_cmpuint (status, ==, 200);
  return tav_test_browse_html (venue->chromium, html, venue->base, script, language, 360, 740);
}
