/* tav-venue-server-routes.c
 *
 * The way of a request on the worker thread: the limits checked before a
 * byte of its body is read (rate, method, body, length of the address),
 * then the path to its answer. A refusal is said in the phone's language
 * and ends the connection.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-venue-server"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "tav-venue-check-in.h"
#include "tav-venue-judge.h"
#include "tav-venue-requests.h"
#include "tav-venue-results.h"
#include "tav-venue-server-private.h"

#define MAX_URI_LENGTH     2048

static const char security_headers[][2][64] = {
  { "Content-Security-Policy", "" },   /* filled by tav_venue_set_security_headers () */
  { "X-Content-Type-Options", "nosniff" },
  { "Referrer-Policy", "no-referrer" },
  { "X-Frame-Options", "DENY" },
  { "Cache-Control", "no-store" },
};

static const char csp[] =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
  "connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

static gboolean
has_body (SoupMessageHeaders *headers)
{
  return soup_message_headers_get_encoding (headers) == SOUP_ENCODING_CHUNKED ||
         soup_message_headers_get_content_length (headers) > 0;
}

/* A refused request ends its connection. One that announced a body is
 * answered without reading it: the body could be a gigabyte, or never
 * come. */
static void
refuse (TavVenueServer     *self,
        SoupServerMessage  *msg,
        guint               status,
        const char * const *headers,
        TavVenueCatalog    *catalog,
        const char         *message)
{
  SoupMessageHeaders *response = soup_server_message_get_response_headers (msg);
  g_autofree char *text = g_strconcat (tav_venue_catalog_gettext (catalog, message), "\n", NULL);

  if (has_body (soup_server_message_get_request_headers (msg)))
    {
      tav_venue_connections_refuse (self->connections, msg, status, headers, text);
      return;
    }
  for (guint i = 0; headers != NULL && headers[i] != NULL; i++)
    {
      g_auto(GStrv) pair = g_strsplit (headers[i], ": ", 2);

      soup_message_headers_replace (response, pair[0], pair[1]);
    }
  soup_message_headers_replace (response, "Connection", "close");
  tav_venue_respond_text (msg, status, text);
}

/* The event a path is for, and the path within it: in a hall, the server
 * mounted at "/e/SLUG/" (NULL: none, or a path of the hall's own); alone,
 * the server itself. Worker thread. */
static TavVenueServer *
route (TavVenueServer  *self,
       const char      *path,
       const char     **rest)
{
  const char *slug = path + strlen ("/e/");
  const char *end;
  gsize length;

  *rest = path;
  if (self->mounts == NULL)
    return self;
  if (!g_str_has_prefix (path, "/e/"))
    return NULL;
  end = strchr (slug, '/');
  length = end ? (gsize) (end - slug) : strlen (slug);
  *rest = end ? end : "/";
  for (guint i = 0; i < self->mounts->len; i++)
    {
      TavVenueServer *mounted = self->mounts->pdata[i];
      const char *own = mounted->prefix + strlen ("/e/");

      if (strlen (own) == length && strncmp (own, slug, length) == 0)
        return mounted;
    }
  return NULL;
}

/* The requests of an event that carry a form's body (a POST): each route
 * that takes one adds its condition here. */
gboolean
tav_venue_server_takes_body (const char *method,
                             const char *path)
{
  return (method == SOUP_METHOD_POST && tav_venue_results_is_path (path)) ||
         tav_venue_judge_takes_post (method, path) || tav_venue_check_in_takes_post (method, path) ||
         tav_venue_requests_takes_post (method, path);
}

/* Before the body is read: only GET and HEAD, without a body, with a URI
 * of sane length, from an address within its rate; a form's body only,
 * and bounded. */
static void
early_cb (SoupServer        *server,
          SoupServerMessage *msg,
          const char        *path,
          GHashTable        *query,
          gpointer           user_data)
{
  TavVenueServer *self = user_data;
  const char *method = soup_server_message_get_method (msg);
  SoupMessageHeaders *headers = soup_server_message_get_request_headers (msg);
  g_autofree char *uri = g_uri_to_string (soup_server_message_get_uri (msg));
  TavVenueClient *client = tav_venue_server_client_for (self, soup_server_message_get_remote_host (msg));
  gint64 now = g_get_monotonic_time ();
  const char *rest;
  /* A form of an event mounted in a hall is one under its prefix. */
  gboolean form = route (self, path, &rest) != NULL && tav_venue_server_takes_body (method, rest);
  TavVenueCatalog *catalog = tav_venue_server_catalog_of_request (self, msg, query);

  if (now - client->minute_start > 60 * G_USEC_PER_SEC)
    {
      client->minute_start = now;
      client->requests = 0;
    }
  if (++client->requests > self->requests_per_minute)
    {
      refuse (self, msg, 429 /* Too Many Requests */, (const char *[]) { "Retry-After: 60", NULL }, catalog,
              N_("Too many requests from this phone: try again in a minute."));
      return;
    }
  if (!form && method != SOUP_METHOD_GET && method != SOUP_METHOD_HEAD)
    {
      refuse (self, msg, SOUP_STATUS_METHOD_NOT_ALLOWED, (const char *[]) { "Allow: GET, HEAD", NULL }, catalog,
              N_("Only GET and HEAD are allowed here."));
      return;
    }
  if (!form && has_body (headers))
    {
      refuse (self, msg, SOUP_STATUS_REQUEST_ENTITY_TOO_LARGE, NULL, catalog, N_("A request here has no body."));
      return;
    }
  if (strlen (uri) > MAX_URI_LENGTH)
    {
      refuse (self, msg, SOUP_STATUS_REQUEST_URI_TOO_LONG, NULL, catalog, N_("The address is too long."));
      return;
    }

  if (form)
    {
      /* A result is answered from the app's thread after a pause, and
       * libsoup (3.2) then drops the connection without saying so: the
       * phone's next request on it would meet a broken pipe. Saying
       * "close" makes it open a new one; a table sends a result once. */
      soup_message_headers_replace (soup_server_message_get_response_headers (msg), "Connection", "close");
      g_autofree char *too_large = g_strconcat (tav_venue_catalog_gettext (catalog, N_("The form is too large.")),
                                                "\n", NULL);

      tav_venue_connections_limit_body (self->connections, msg,
                                        tav_venue_requests_is_path (rest) ? TAV_VENUE_MAX_REQUEST_BODY
                                                                          : TAV_VENUE_MAX_BODY,
                                        too_large);
    }
  else if (!tav_venue_connections_keep_alive ())
    soup_message_headers_replace (soup_server_message_get_response_headers (msg), "Connection", "close");
}

/* The pages of one event, @path within its prefix: each route of an
 * event is one line here. */
void
tav_venue_server_dispatch (TavVenueServer    *self,
                           SoupServerMessage *msg,
                           const char        *path,
                           GHashTable        *query)
{
  if (strcmp (path, "/") == 0)
    tav_venue_server_serve_page (self, msg, TAV_VENUE_PAGE_FIND, query);
  else if (strcmp (path, "/round") == 0)
    tav_venue_server_serve_page (self, msg, TAV_VENUE_PAGE_ROUND, query);
  else if (strcmp (path, "/standings") == 0)
    tav_venue_server_serve_page (self, msg, TAV_VENUE_PAGE_STANDINGS, query);
  else if (strcmp (path, "/finals") == 0)
    tav_venue_server_serve_page (self, msg, TAV_VENUE_PAGE_FINALS, query);
  else if (strcmp (path, "/season") == 0)
    tav_venue_server_serve_page (self, msg, TAV_VENUE_PAGE_SEASON, query);
  else if (strcmp (path, "/events") == 0)
    tav_venue_server_serve_live (self, msg);
  else if (tav_venue_results_is_path (path))
    {
      tav_venue_set_security_headers (msg);
      tav_venue_results_handle (self->results, msg, path, query,
                                tav_venue_server_catalog_of_request (self, msg, query), self->context);
    }
  else if (tav_venue_judge_is_path (path))
    tav_venue_judge_handle (self, msg, path, query, tav_venue_server_catalog_of_request (self, msg, query));
  else if (tav_venue_check_in_is_path (path))
    tav_venue_check_in_handle (self, msg, query);
  else if (tav_venue_requests_is_path (path))
    tav_venue_requests_handle (self, msg, path, query, tav_venue_server_catalog_of_request (self, msg, query));
  else if (g_str_has_prefix (path, "/static/"))
    tav_venue_serve_asset (msg, path + strlen ("/static/"));
  else
    tav_venue_respond_text (msg, SOUP_STATUS_NOT_FOUND, "Not found.\n");
}

static void
handler_cb (SoupServer        *server,
            SoupServerMessage *msg,
            const char        *path,
            GHashTable        *query,
            gpointer           user_data)
{
  TavVenueServer *self = user_data;
  const char *rest;
  TavVenueServer *event = route (self, path, &rest);

  if (event != NULL)
    tav_venue_server_dispatch (event, msg, rest, query);
  else if (self->front == NULL || !self->front (self->front_data, msg, path, query))
    tav_venue_server_dispatch (self, msg, path, query);
}

void
tav_venue_server_add_handlers (TavVenueServer *self)
{
  soup_server_add_early_handler (self->soup, NULL, early_cb, self, NULL);
  soup_server_add_handler (self->soup, NULL, handler_cb, self, NULL);
}

TavVenueClient *
tav_venue_server_client_for (TavVenueServer *self,
                             const char     *host)
{
  TavVenueClient *client = g_hash_table_lookup (self->clients, host ? host : "");

  if (client == NULL)
    {
      client = g_new0 (TavVenueClient, 1);
      g_hash_table_insert (self->clients, g_strdup (host ? host : ""), client);
    }
  return client;
}

/* The catalog of the phone's language: the one it chose (?lang=), or the
 * first of its Accept-Language the venue speaks. */
TavVenueCatalog *
tav_venue_server_catalog_of_request (TavVenueServer    *self,
                                     SoupServerMessage *msg,
                                     GHashTable        *query)
{
  SoupMessageHeaders *headers = soup_server_message_get_request_headers (msg);

  return tav_venue_server_catalog_for (self, tav_venue_catalog_pick (
                                         soup_message_headers_get_one (headers, "Accept-Language"),
                                         query ? g_hash_table_lookup (query, "lang") : NULL));
}

TavVenueCatalog *
tav_venue_server_catalog_for (TavVenueServer *self,
                              const char     *language)
{
  const char * const *languages = tav_venue_catalog_languages ();

  for (guint i = 0; languages[i]; i++)
    if (strcmp (languages[i], language) == 0)
      return self->catalogs[i];
  return self->catalogs[0];
}

void
tav_venue_set_security_headers (SoupServerMessage *msg)
{
  SoupMessageHeaders *headers = soup_server_message_get_response_headers (msg);

  soup_message_headers_replace (headers, security_headers[0][0], csp);
  for (guint i = 1; i < G_N_ELEMENTS (security_headers); i++)
    soup_message_headers_replace (headers, security_headers[i][0], security_headers[i][1]);
}

/* A form's answer, made on the event's thread: an HTML page in the
 * reader's language, with the venue's security headers. */
void
tav_venue_respond_html (SoupServerMessage *msg,
                        guint              status,
                        const char        *language,
                        GString           *body)
{
  tav_venue_set_security_headers (msg);
  soup_message_headers_replace (soup_server_message_get_response_headers (msg), "Content-Language", language);
  /* libsoup 3.2 has no phrase for 429 and says "Unknown Error". */
  soup_server_message_set_status (msg, status, status == 429 ? "Too Many Requests" : NULL);
  soup_server_message_set_response (msg, "text/html; charset=utf-8", SOUP_MEMORY_COPY, body->str, body->len);
}

void
tav_venue_respond_text (SoupServerMessage *msg,
                        guint              status,
                        const char        *text)
{
  tav_venue_set_security_headers (msg);
  /* libsoup 3.2 has no phrase for 429 and says "Unknown Error". */
  soup_server_message_set_status (msg, status, status == 429 ? "Too Many Requests" : NULL);
  soup_server_message_set_response (msg, "text/plain; charset=utf-8", SOUP_MEMORY_COPY,
                                    text, strlen (text));
}
