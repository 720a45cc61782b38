/* tav-venue-server-pages.c
 *
 * The pages and the assets the worker thread answers with. A page is
 * rendered once for each kind of reader of a snapshot and kept until the
 * next snapshot; only the clocks are put in for each request. The assets
 * are the few files listed, answered again without a body when the phone
 * has them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-venue-server"

#include "config.h"

#include <string.h>

#include "tav-venue-resources.h"
#include "tav-venue-server-private.h"

/* A page as rendered for one kind of reader (page, language, search),
 * without its timer: a room reloading after a change asks for the same few
 * pages a thousand times. */
typedef struct
{
  GBytes *body;
  GArray *slots;      /* TavVenueClockSlot */
} CachedPage;

#define MAX_CACHED_PAGES   4096   /* searches are many: a bound on memory */
#define RESOURCE_PREFIX    "/io/github/tavolo/Tavolo/venue/"

static void
cached_page_free (CachedPage *cached)
{
  g_bytes_unref (cached->body);
  g_array_unref (cached->slots);
  g_free (cached);
}

/* The page from the cache of the current snapshot, rendered once for each
 * kind of reader; only the timer is put in for each request. */
static GBytes *
cached_page (TavVenueServer      *self,
             TavVenueSnapshot    *snapshot,
             TavVenuePage         page,
             TavVenueCatalog     *catalog,
             gboolean             language_asked,
             const char          *search,
             const TavVenueTimer *timer)
{
  g_autofree char *key = g_strdup_printf ("%d %s %d %s", page, tav_venue_catalog_get_language (catalog),
                                          language_asked, page == TAV_VENUE_PAGE_FIND && search ? search : "");
  CachedPage *cached;

  if (self->pages_of != snapshot || g_hash_table_size (self->pages) >= MAX_CACHED_PAGES)
    {
      g_hash_table_remove_all (self->pages);
      g_set_object (&self->pages_of, snapshot);
    }
  cached = g_hash_table_lookup (self->pages, key);
  if (cached == NULL)
    {
      cached = g_new0 (CachedPage, 1);
      cached->slots = g_array_new (FALSE, FALSE, sizeof (TavVenueClockSlot));
      cached->body = tav_venue_page_render_template (page, snapshot, catalog, language_asked,
                                                     search, self->prefix, cached->slots);
      g_hash_table_insert (self->pages, g_steal_pointer (&key), cached);
    }
  return tav_venue_page_fill (cached->body, cached->slots, catalog, timer);
}

/* The pages of one snapshot, by reader. */
GHashTable *
tav_venue_server_page_cache_new (void)
{
  return g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) cached_page_free);
}

void
tav_venue_server_serve_page (TavVenueServer    *self,
                             SoupServerMessage *msg,
                             TavVenuePage       page,
                             GHashTable        *query)
{
  const char *asked = query ? g_hash_table_lookup (query, "lang") : NULL;
  const char *q = query ? g_hash_table_lookup (query, "q") : NULL;
  const char *language = tav_venue_catalog_pick (soup_message_headers_get_one (
                                                   soup_server_message_get_request_headers (msg),
                                                   "Accept-Language"), asked);
  g_autofree char *search = NULL;
  g_autoptr(TavVenueSnapshot) snapshot = NULL;
  g_autoptr(GBytes) body = NULL;
  TavVenueTimer timer;

  /* A query that is not text, or too long, is cut or dropped rather than
   * refused: the page still helps. */
  if (q != NULL && g_utf8_validate (q, -1, NULL))
    search = g_strstrip (g_utf8_substring (q, 0, MIN (g_utf8_strlen (q, -1), TAV_VENUE_MAX_QUERY)));

  snapshot = tav_venue_server_get_snapshot (self, &timer);
  body = cached_page (self, snapshot, page, tav_venue_server_catalog_for (self, language),
                      asked != NULL && strcmp (asked, language) == 0, search, &timer);
  tav_venue_respond_page (msg, language, body);
}

/* A page in @language, as every reader of it gets it. */
void
tav_venue_respond_page (SoupServerMessage *msg,
                        const char        *language,
                        GBytes            *body)
{
  SoupMessageHeaders *headers = soup_server_message_get_response_headers (msg);

  tav_venue_set_security_headers (msg);
  soup_message_headers_replace (headers, "Content-Language", language);
  soup_message_headers_replace (headers, "Vary", "Accept-Language");
  soup_server_message_set_status (msg, SOUP_STATUS_OK, NULL);
  soup_message_headers_set_content_type (headers, "text/html; charset=utf-8", NULL);
  soup_message_body_append_bytes (soup_server_message_get_response_body (msg), body);
}

void
tav_venue_serve_asset (SoupServerMessage *msg,
                       const char        *name)
{
  static const struct { const char *name, *type; } assets[] = {
    { "venue.css", "text/css; charset=utf-8" },
    { "venue.js", "text/javascript; charset=utf-8" },
    { "judge.css", "text/css; charset=utf-8" },
    { "judge.js", "text/javascript; charset=utf-8" },
  };

  static char *etags[G_N_ELEMENTS (assets)];

  /* Only the names listed: nothing else of the resource, or of the disk,
   * can be asked for. */
  for (guint i = 0; i < G_N_ELEMENTS (assets); i++)
    if (strcmp (name, assets[i].name) == 0)
      {
        g_autofree char *path = g_strconcat (RESOURCE_PREFIX, name, NULL);
        g_autoptr(GBytes) bytes = g_resource_lookup_data (tav_venue_get_resource (), path,
                                                         G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
        SoupMessageHeaders *headers = soup_server_message_get_response_headers (msg);
        const char *known;

        if (bytes == NULL)
          break;
        /* A reloading page asks again ("no-cache"): the same asset is
         * then answered without its body. */
        if (g_once_init_enter (&etags[i]))
          {
            g_autofree char *sum = g_compute_checksum_for_bytes (G_CHECKSUM_SHA256, bytes);

            g_once_init_leave (&etags[i], g_strdup_printf ("\"%.32s\"", sum));
          }
        tav_venue_set_security_headers (msg);
        soup_message_headers_replace (headers, "Cache-Control", "no-cache");
        soup_message_headers_replace (headers, "ETag", etags[i]);
        known = soup_message_headers_get_list (soup_server_message_get_request_headers (msg), "If-None-Match");
        if (known != NULL && strstr (known, etags[i]) != NULL)
          {
            soup_server_message_set_status (msg, SOUP_STATUS_NOT_MODIFIED, NULL);
            return;
          }
        soup_server_message_set_status (msg, SOUP_STATUS_OK, NULL);
        soup_message_headers_set_content_type (headers, assets[i].type, NULL);
        soup_message_body_append_bytes (soup_server_message_get_response_body (msg), bytes);
        return;
      }

  tav_venue_respond_text (msg, SOUP_STATUS_NOT_FOUND, "Not found.\n");
}
