/* tav-test-http.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "tav-test-http.h"
#include "tav-test-wait.h"

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

typedef struct
{
  GBytes   *body;
  GError   *error;
  gboolean  done;
} Reply;

static void
sent_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      data)
{
  Reply *reply = data;

  reply->body = soup_session_send_and_read_finish (SOUP_SESSION (source), result, &reply->error);
  reply->done = TRUE;
}

/* A GET, or a POST of @form (urlencoded), answered whatever its status;
 * @answered: the message, for its status and headers (the caller's). The
 * server may answer from this thread's main context (the event is the
 * app's), so that runs while the request is sent; a hung server is the
 * test's timeout. */
char *
tav_test_http_send_full (SoupSession  *session,
                         const char   *base,
                         const char   *path,
                         const char   *form,
                         const char   *language,
                         SoupMessage **answered)
{
  g_autofree char *uri = g_strconcat (base, path, NULL);
  g_autoptr(SoupMessage) msg = soup_message_new (form ? "POST" : "GET", uri);
  Reply reply = { NULL, };
  char *text;

  g_assert_nonnull (msg);
  if (form)
    {
      g_autoptr(GBytes) bytes = g_bytes_new (form, strlen (form));

      soup_message_set_request_body_from_bytes (msg, "application/x-www-form-urlencoded", bytes);
    }
  if (language)
    soup_message_headers_replace (soup_message_get_request_headers (msg), "Accept-Language", language);
  soup_session_send_and_read_async (session, msg, G_PRIORITY_DEFAULT, NULL, sent_cb, &reply);
  tav_test_wait_for_flag (&reply.done, "an answer from the venue server");
  g_assert_no_error (reply.error);
  text = g_strndup (g_bytes_get_data (reply.body, NULL), g_bytes_get_size (reply.body));
  g_bytes_unref (reply.body);
  *answered = g_steal_pointer (&msg);
  return text;
}

/* The same, the status in @status. */
char *
tav_test_http_send (SoupSession *session,
                    const char  *base,
                    const char  *path,
                    const char  *form,
                    const char  *language,
                    guint       *status)
{
  g_autoptr(SoupMessage) msg = NULL;
  char *text = tav_test_http_send_full (session, base, path, form, language, &msg);

  *status = soup_message_get_status (msg);
  return text;
}

struct _TavTestLive
{
  GInputStream *stream;
  GCancellable *cancellable;
  GString      *received;
  char          buffer[4096];
  gboolean      ended;
};

static void
read_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      data)
{
  TavTestLive *live = data;
  gssize n = g_input_stream_read_finish (G_INPUT_STREAM (source), result, NULL);

  if (n <= 0 || g_cancellable_is_cancelled (live->cancellable))
    {
      live->ended = TRUE;
      return;
    }
  g_string_append_len (live->received, live->buffer, n);
  g_input_stream_read_async (live->stream, live->buffer, sizeof live->buffer, G_PRIORITY_DEFAULT,
                             live->cancellable, read_cb, live);
}

/* Reads the stream opened by @msg as it comes. */
static TavTestLive *
live_read (SoupMessage  *msg,
           GInputStream *stream)
{
  TavTestLive *live = g_new0 (TavTestLive, 1);

  g_assert_cmpstr (soup_message_headers_get_content_type (soup_message_get_response_headers (msg), NULL),
                   ==, "text/event-stream");
  live->received = g_string_new (NULL);
  live->cancellable = g_cancellable_new ();
  live->stream = stream;
  g_input_stream_read_async (live->stream, live->buffer, sizeof live->buffer, G_PRIORITY_DEFAULT,
                             live->cancellable, read_cb, live);
  return live;
}

TavTestLive *
tav_test_live_open (SoupSession *session,
                    const char  *base)
{
  g_autofree char *uri = g_strconcat (base, "/events", NULL);
  g_autoptr(SoupMessage) msg = soup_message_new ("GET", uri);
  g_autoptr(GError) error = NULL;
  GInputStream *stream = soup_session_send (session, msg, NULL, &error);

  g_assert_no_error (error);
  return live_read (msg, stream);
}

typedef struct
{
  GInputStream *stream;
  GError       *error;
  gboolean      done;
} Opened;

static void
opened_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  Opened *opened = data;

  opened->stream = soup_session_send_finish (SOUP_SESSION (source), result, &opened->error);
  opened->done = TRUE;
}

/* A live stream at @path that the event's thread (this one) opens, as a
 * judge's ("/judge/events?code=…"): this thread runs while it waits. */
TavTestLive *
tav_test_live_open_at (SoupSession *session,
                       const char  *base,
                       const char  *path)
{
  g_autofree char *uri = g_strconcat (base, path, NULL);
  g_autoptr(SoupMessage) msg = soup_message_new ("GET", uri);
  Opened opened = { NULL, };

  soup_session_send_async (session, msg, G_PRIORITY_DEFAULT, NULL, opened_cb, &opened);
  tav_test_wait_for_flag (&opened.done, "a live stream");
  g_assert_no_error (opened.error);
  return live_read (msg, opened.stream);
}

const char *
tav_test_live_received (TavTestLive *live)
{
  return live->received->str;
}

/* Whether the server ended the stream. */
gboolean
tav_test_live_ended (TavTestLive *live)
{
  return live->ended;
}

typedef struct
{
  TavTestLive *live;
  const char  *text;
} Expect;

static gboolean
live_has (gpointer data)
{
  Expect *expect = data;

  return strstr (expect->live->received->str, expect->text) != NULL;
}

void
tav_test_live_wait (TavTestLive *live,
                    const char  *text)
{
  Expect expect = { live, text };

  tav_test_wait_until (live_has, &expect, text);
}

static gboolean
live_ended (gpointer data)
{
  return ((TavTestLive *) data)->ended;
}

/* Ends the stream as a phone going away does, and frees @live. */
void
tav_test_live_close (TavTestLive *live)
{
  g_cancellable_cancel (live->cancellable);
  tav_test_wait_until (live_ended, live, "the live stream's end");
  g_input_stream_close (live->stream, NULL, NULL);
  g_clear_object (&live->stream);
  g_clear_object (&live->cancellable);
  g_string_free (live->received, TRUE);
  g_free (live);
}

guint
tav_test_count (const char *haystack,
                const char *needle)
{
  guint n = 0;

  for (const char *p = haystack; (p = strstr (p, needle)); p += strlen (needle))
    n++;
  return n;
}

char *
tav_test_form_id (const char *page)
{
  g_autoptr(GRegex) regex = g_regex_new ("name=\"id\" value=\"([^\"]+)\"", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;

  if (!g_regex_match (regex, page, 0, &match))
    g_error ("No form on the page: %s", page);
  return g_match_info_fetch (match, 1);
}
