/* tav-venue-check-in.c
 *
 * Players check themselves in at the door (/check-in), when the organiser
 * allows it (tav_event_get_self_check_in ()): a name and a personal code,
 * a one-time form id, and the player is checked in for the next round
 * (tav-venue-check-in-page.c).
 *
 * As the tables' forms: the server's thread limits the request (the
 * body's size in early_cb, the server's rate per address), then the
 * event's thread answers it, the host's editor locking and saving the
 * event around it. A personal code is short, so guessing is slowed down
 * here too: wrong names and codes are counted with the venue's other
 * doors' (tav-venue-lockout.c), and a locked address, name or code is
 * refused, and told so.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-venue-check-in"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "tav-venue-check-in-private.h"
#include "tav-venue-check-in.h"
#include "tav-venue-lockout.h"

#define T(msgid) tav_venue_catalog_gettext (job->catalog, msgid)

typedef struct
{
  TavVenueServer    *server;        /* worker thread only */
  TavVenueResults   *results;
  SoupServerMessage *msg;
  GMainContext      *worker_context;
  TavVenueCatalog   *catalog;
  GHashTable        *form;
  char              *client;
  char              *prefix;        /* the server's, fixed while it serves */
  gboolean           language_asked;
  TavVenueLockoutKeys keys;         /* as counted (tav-venue-lockout.c) */

  guint              status;
  GString           *body;
  gboolean           failed;
} Job;

gboolean
tav_venue_check_in_is_path (const char *path)
{
  return strcmp (path, TAV_VENUE_CHECK_IN_PATH) == 0;
}

gboolean
tav_venue_check_in_takes_post (const char *method,
                               const char *path)
{
  return method == SOUP_METHOD_POST && tav_venue_check_in_is_path (path);
}

static void
job_free (Job *job)
{
  tav_venue_results_free (job->results);
  g_clear_object (&job->msg);
  g_main_context_unref (job->worker_context);
  g_clear_pointer (&job->form, g_hash_table_unref);
  g_free (job->client);
  g_free (job->prefix);
  tav_venue_lockout_keys_clear (&job->keys);
  if (job->body)
    g_string_free (job->body, TRUE);
  g_free (job);
}

/* ---- In the event's thread -------------------------------------------- */

static gboolean reply_cb (gpointer data);

static gboolean
answer_cb (gpointer data)
{
  Job *job = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TavEvent) event = tav_venue_results_edit_begin (job->results, &error);
  TavCheckInAnswer answer = {
    .catalog = job->catalog, .event = event, .form = job->form, .client = job->client,
    .prefix = job->prefix, .language_asked = job->language_asked,
  };

  if (event != NULL)
    {
      tav_venue_check_in_answer (&answer);
      /* Told once saved: a check-in the file did not take is none. */
      if (!tav_venue_results_edit_end (job->results, event, &error))
        {
          g_warning ("Saving a check-in from a phone: %s", error->message);
          g_string_free (g_steal_pointer (&answer.body), TRUE);
        }
      g_free (answer.player_id);
    }
  if (answer.body == NULL)
    {
      answer.event = NULL;
      tav_venue_check_in_message_page (&answer, SOUP_STATUS_SERVICE_UNAVAILABLE,
                                       T (N_("The event cannot be read right now; try again in a moment.")));
    }
  job->status = answer.status;
  job->body = answer.body;
  job->failed = answer.failed;
  g_main_context_invoke (job->worker_context, reply_cb, job);
  return G_SOURCE_REMOVE;
}

/* ---- In the server's thread ------------------------------------------- */

static gboolean
reply_cb (gpointer data)
{
  Job *job = data;

  if (job->failed)
    tav_venue_lockout_fail (job->server, &job->keys);
  tav_venue_respond_html (job->msg, job->status, tav_venue_catalog_get_language (job->catalog), job->body);
  soup_server_message_unpause (job->msg);
  job_free (job);
  return G_SOURCE_REMOVE;
}

void
tav_venue_check_in_handle (TavVenueServer    *server,
                           SoupServerMessage *msg,
                           GHashTable        *query)
{
  Job *job = g_new0 (Job, 1);
  const char *asked = query ? g_hash_table_lookup (query, "lang") : NULL;
  const char *accepted = soup_message_headers_get_one (soup_server_message_get_request_headers (msg),
                                                       "Accept-Language");
  guint minutes;

  job->server = server;
  job->results = g_atomic_rc_box_acquire (server->results);
  job->msg = g_object_ref (msg);
  job->worker_context = g_main_context_ref (server->context);
  job->catalog = tav_venue_server_catalog_for (server, tav_venue_catalog_pick (accepted, asked));
  job->client = g_strdup (soup_server_message_get_remote_host (msg));
  job->prefix = g_strdup (server->prefix ? server->prefix : "");
  job->language_asked = asked != NULL;

  if (soup_server_message_get_method (msg) == SOUP_METHOD_POST)
    {
      g_autoptr(GBytes) bytes = soup_message_body_flatten (soup_server_message_get_request_body (msg));
      g_autofree char *text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
      const char *lang;

      job->form = soup_form_decode (text);
      /* The answer in the language the page was read in. */
      if ((lang = g_hash_table_lookup (job->form, "lang")))
        {
          job->catalog = tav_venue_server_catalog_for (server, tav_venue_catalog_pick (NULL, lang));
          job->language_asked = TRUE;
        }
      tav_venue_lockout_keys_init (&job->keys, job->client, g_hash_table_lookup (job->form, "name"),
                                   g_hash_table_lookup (job->form, "code"));
      if ((minutes = tav_venue_lockout_minutes (server, &job->keys)) > 0)
        {
          TavCheckInAnswer locked = { .catalog = job->catalog, .prefix = job->prefix,
                                      .language_asked = job->language_asked };
          /* TRANSLATORS: %u is a number of minutes, at most 10 */
          g_autofree char *told = g_strdup_printf (T (N_("Too many failed check-ins from this phone, or with this name or code: try again in %u min.")),
                                                   minutes);

          soup_message_headers_replace (soup_server_message_get_response_headers (msg), "Retry-After", "600");
          tav_venue_check_in_message_page (&locked, 429, told);
          job->status = locked.status;
          job->body = locked.body;
          reply_cb (job);
          return;
        }
    }
  soup_server_message_pause (msg);
  g_main_context_invoke (tav_venue_results_get_main_context (job->results), answer_cb, job);
}
