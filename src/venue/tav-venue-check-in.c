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
 * here too: after TAV_VENUE_CHECK_IN_FAILURES wrong names or codes in
 * ten minutes from one address, or typed for one name or one code, that
 * address, name or code is refused for ten minutes, and told so.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-venue-check-in"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "tav-table-token.h"
#include "tav-text.h"
#include "tav-venue-check-in-private.h"
#include "tav-venue-check-in.h"

#define T(msgid) tav_venue_catalog_gettext (job->catalog, msgid)

#define TAV_VENUE_CHECK_IN_FAILURES 5
#define FAILURE_WINDOW  (10 * 60 * G_USEC_PER_SEC)
#define LOCKOUT         (10 * 60 * G_USEC_PER_SEC)
#define MAX_WATCHED     10000
/* Kept on the server as its data: a unit of its own, that the server's
 * other units need not know of. Worker thread only. */
#define FAILURES_KEY    "tav-venue-check-in-failures"

/* The recent failures of one address, name or code. */
typedef struct
{
  gint64 times[TAV_VENUE_CHECK_IN_FAILURES];
  guint  n;
  gint64 locked_until;
} Failures;

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
  char              *keys[3];       /* address, name and code, as counted */

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
  for (guint i = 0; i < G_N_ELEMENTS (job->keys); i++)
    g_free (job->keys[i]);
  if (job->body)
    g_string_free (job->body, TRUE);
  g_free (job);
}

/* ---- Failures, in the server's thread --------------------------------- */

static GHashTable *
failures_of (TavVenueServer *server)
{
  GHashTable *table = g_object_get_data (G_OBJECT (server), FAILURES_KEY);

  if (table == NULL)
    {
      table = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
      g_object_set_data_full (G_OBJECT (server), FAILURES_KEY, table, (GDestroyNotify) g_hash_table_unref);
    }
  return table;
}

/* What is counted of a request: its address, the name as the core
 * compares it (folded) and the code as the core reads it. */
static void
count_keys (Job *job)
{
  const char *name = job->form ? g_hash_table_lookup (job->form, "name") : NULL;
  const char *code = job->form ? g_hash_table_lookup (job->form, "code") : NULL;
  g_autofree char *clean = name ? tav_text_clean_name (name, NULL) : NULL;
  g_autofree char *fold = clean ? tav_text_fold (clean) : NULL;
  g_autofree char *canon = code ? tav_token_normalize (code, TAV_TOKEN_CODE_CHARS) : NULL;

  job->keys[0] = g_strconcat ("address ", job->client ? job->client : "", NULL);
  if (fold && fold[0])
    job->keys[1] = g_strconcat ("name ", fold, NULL);
  if (canon || (code && code[0]))
    job->keys[2] = g_strconcat ("code ", canon ? canon : code, NULL);
}

/* Minutes left to the longest lockout of the request's keys, or 0. */
static guint
locked_minutes (Job *job)
{
  GHashTable *table = failures_of (job->server);
  gint64 now = g_get_monotonic_time ();
  gint64 longest = 0;

  for (guint i = 0; i < G_N_ELEMENTS (job->keys); i++)
    {
      Failures *f = job->keys[i] ? g_hash_table_lookup (table, job->keys[i]) : NULL;

      if (f && f->locked_until > now)
        longest = MAX (longest, f->locked_until - now);
    }
  return longest ? (guint) ((longest + 60 * G_USEC_PER_SEC - 1) / (60 * G_USEC_PER_SEC)) : 0;
}

static gboolean
not_locked (gpointer key,
            gpointer value,
            gpointer data)
{
  return ((Failures *) value)->locked_until <= *(gint64 *) data;
}

static void
count_failure (Job *job)
{
  GHashTable *table = failures_of (job->server);
  gint64 now = g_get_monotonic_time ();

  /* Bounded: the failures not locked out are forgotten first, so that a
   * flood of made-up names does not lift a lockout. */
  if (g_hash_table_size (table) > MAX_WATCHED)
    g_hash_table_foreach_remove (table, not_locked, &now);
  if (g_hash_table_size (table) > MAX_WATCHED)
    g_hash_table_remove_all (table);
  for (guint i = 0; i < G_N_ELEMENTS (job->keys); i++)
    {
      Failures *f;
      guint kept = 0;

      if (job->keys[i] == NULL)
        continue;
      if (!(f = g_hash_table_lookup (table, job->keys[i])))
        {
          f = g_new0 (Failures, 1);
          g_hash_table_insert (table, g_strdup (job->keys[i]), f);
        }
      /* Only the failures of the last ten minutes count. */
      for (guint k = 0; k < f->n; k++)
        if (now - f->times[k] < FAILURE_WINDOW)
          f->times[kept++] = f->times[k];
      f->n = kept;
      f->times[f->n++] = now;
      if (f->n == TAV_VENUE_CHECK_IN_FAILURES)
        {
          f->locked_until = now + LOCKOUT;
          f->n = 0;
        }
    }
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
  SoupMessageHeaders *headers = soup_server_message_get_response_headers (job->msg);

  if (job->failed)
    count_failure (job);
  tav_venue_set_security_headers (job->msg);
  soup_message_headers_replace (headers, "Content-Language", tav_venue_catalog_get_language (job->catalog));
  soup_server_message_set_status (job->msg, job->status, job->status == 429 ? "Too Many Requests" : NULL);
  soup_server_message_set_response (job->msg, "text/html; charset=utf-8", SOUP_MEMORY_COPY,
                                    job->body->str, job->body->len);
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
      count_keys (job);
      if ((minutes = locked_minutes (job)) > 0)
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
