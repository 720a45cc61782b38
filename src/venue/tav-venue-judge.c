/* tav-venue-judge.c
 *
 * The judge's console: a judge's code (tavolo-cli inbox FILE judge-add)
 * opens /judge?code=CODE on any browser: every table of the round the room
 * sees, and from one table the judge's acts (tav-venue-judge-acts.c).
 *
 * As the tables' forms: the server's thread parses and limits a request
 * (the rate per code is the forms'), the event's thread answers it, the
 * host's editor locking and saving the event around it. A wrong or
 * revoked code is answered 403 and logged with the refusals. An open
 * console holds a live stream of its own (/judge/events): the server
 * closes it as soon as the code is no longer a judge's, and the page
 * then says so.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-venue-judge"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "tav-venue-judge-private.h"
#include "tav-venue-judge.h"

#define T(msgid) tav_venue_catalog_gettext (job->catalog, msgid)
#define MAX_CODE       64
#define STREAM_HASH    "tav-venue-judge-hash"

typedef struct
{
  TavVenueServer    *server;        /* worker thread only */
  TavVenueResults   *results;
  SoupServerMessage *msg;
  GMainContext      *worker_context;
  TavVenueCatalog   *catalog;
  char              *code;
  guint              table;
  char              *search;
  GHashTable        *form;
  char              *client;
  gboolean           stream;
  TavVenueTimer      timer;
  guint64            version;
  char              *prefix;        /* the server's, as the request came */

  guint              status;
  GString           *body;
  char              *hash;          /* the judge's, for a stream */
} Job;

gboolean
tav_venue_judge_is_path (const char *path)
{
  return strcmp (path, TAV_VENUE_JUDGE_PATH) == 0 || strcmp (path, TAV_VENUE_JUDGE_EVENTS_PATH) == 0;
}

gboolean
tav_venue_judge_takes_post (const char *method,
                            const char *path)
{
  return method == SOUP_METHOD_POST && strcmp (path, TAV_VENUE_JUDGE_PATH) == 0;
}

static void
job_free (Job *job)
{
  tav_venue_results_free (job->results);
  g_clear_object (&job->msg);
  g_main_context_unref (job->worker_context);
  g_free (job->code);
  g_free (job->search);
  g_clear_pointer (&job->form, g_hash_table_unref);
  g_free (job->client);
  if (job->body)
    g_string_free (job->body, TRUE);
  g_free (job->hash);
  g_free (job->prefix);
  g_free (job);
}

static const char *
lookup (GHashTable *table,
        const char *name)
{
  return table ? g_hash_table_lookup (table, name) : NULL;
}

/* ---- In the event's thread -------------------------------------------- */

static const char *
judge_hash (TavInbox   *inbox,
            const char *name)
{
  const char *hash = NULL;

  for (guint i = 0; i < tav_inbox_get_n_judges (inbox); i++)
    if (g_strcmp0 (tav_inbox_get_judge (inbox, i, &hash, NULL), name) == 0)
      return hash;
  return NULL;
}

static void
answer (Job            *job,
        TavJudgeAnswer *answer)
{
  TavInbox *inbox = tav_event_get_inbox (answer->event);

  answer->judge = tav_inbox_check_judge (inbox, job->code);
  if (answer->judge == NULL)
    {
      /* Logged apart from the event, in the process's language as every
       * refusal; the phone is told in its own. */
      tav_inbox_log_refusal (inbox, NULL, 0, job->table, job->client,
                             _("This code is not a judge’s code, or it was revoked"));
      tav_venue_judge_plain_page (answer, SOUP_STATUS_FORBIDDEN, T (N_("Judge’s console")),
                                  T (N_("This code is not a judge’s code, or it was revoked")));
    }
  else if (job->stream)
    {
      job->hash = g_strdup (judge_hash (inbox, answer->judge));
      answer->status = SOUP_STATUS_OK;
    }
  else if (job->form)
    tav_venue_judge_act (answer, job->table);
  else if (job->table)
    tav_venue_judge_table_page (answer, job->table, SOUP_STATUS_OK, NULL, FALSE);
  else
    tav_venue_judge_console (answer, job->search);
  g_clear_pointer (&answer->earlier, tav_hand_free);
}

static gboolean reply_cb (gpointer data);

static gboolean
answer_cb (gpointer data)
{
  Job *job = data;
  TavJudgeAnswer unread = { job->catalog, NULL, .prefix = job->prefix };
  g_autoptr(GError) error = NULL;
  g_autoptr(TavEvent) event = tav_venue_results_edit_begin (job->results, &error);

  if (event != NULL)
    {
      TavJudgeAnswer reply = {
        .catalog = job->catalog, .event = event, .code = job->code, .client = job->client,
        .timer = &job->timer, .version = job->version, .form = job->form, .prefix = job->prefix,
      };
      gboolean saved;

      answer (job, &reply);
      saved = tav_venue_results_edit_end (job->results, event, &error);
      if (saved && reply.act_table != 0)
        {
          /* The act's page carries the version the act made (published
           * now, not after the delay that gathers a burst of edits), and
           * the act is in its history. */
          reply.version = tav_venue_server_publish_pending (job->server);
          tav_venue_judge_table_page (&reply, reply.act_table, reply.act_status,
                                      reply.act_message, reply.act_done);
        }
      g_free (reply.act_message);
      job->status = reply.status;
      job->body = reply.body;
      if (saved)
        {
          g_main_context_invoke (job->worker_context, reply_cb, job);
          return G_SOURCE_REMOVE;
        }
      g_warning ("Saving a judge’s act: %s", error->message);
      if (job->body)
        g_string_free (g_steal_pointer (&job->body), TRUE);
    }
  g_clear_pointer (&job->hash, g_free);
  tav_venue_judge_plain_page (&unread, SOUP_STATUS_SERVICE_UNAVAILABLE, T (N_("Judge’s console")),
                              T (N_("The event cannot be read right now; try again in a moment.")));
  job->status = unread.status;
  job->body = unread.body;
  g_main_context_invoke (job->worker_context, reply_cb, job);
  return G_SOURCE_REMOVE;
}

/* ---- In the server's thread ------------------------------------------- */

static void
respond (Job *job)
{
  tav_venue_respond_html (job->msg, job->status, tav_venue_catalog_get_language (job->catalog), job->body);
}

static gboolean
reply_cb (gpointer data)
{
  Job *job = data;

  if (job->stream && job->hash)
    {
      /* The server's own stream, marked with the judge's hash: it carries
       * the event's version (the console reloads) and is closed when
       * that hash is no longer a judge's. */
      g_object_set_data_full (G_OBJECT (job->msg), STREAM_HASH, g_steal_pointer (&job->hash), g_free);
      tav_venue_server_serve_live (job->server, job->msg);
    }
  else
    respond (job);
  soup_server_message_unpause (job->msg);
  job_free (job);
  return G_SOURCE_REMOVE;
}

static gboolean
parse (Job        *job,
       GHashTable *query)
{
  const char *table = lookup (job->form, "table") ? lookup (job->form, "table") : lookup (query, "table");
  const char *search = lookup (query, "q");
  guint64 number = 0;

  job->code = g_strdup (lookup (job->form, "code") ? lookup (job->form, "code") : lookup (query, "code"));
  if (job->code)
    g_strstrip (job->code);
  if (table && table[0] && !g_ascii_string_to_unsigned (table, 10, 1, 100000, &number, NULL))
    return FALSE;
  job->table = (guint) number;
  if (search && g_utf8_validate (search, -1, NULL))
    {
      const char *end = g_utf8_offset_to_pointer (search, MIN (g_utf8_strlen (search, -1), TAV_VENUE_MAX_QUERY));

      job->search = g_strstrip (g_strndup (search, end - search));
    }
  return job->form == NULL || job->table != 0;
}

void
tav_venue_judge_handle (TavVenueServer    *server,
                        SoupServerMessage *msg,
                        const char        *path,
                        GHashTable        *query,
                        TavVenueCatalog   *catalog)
{
  Job *job = g_new0 (Job, 1);
  g_autoptr(TavVenueSnapshot) snapshot = NULL;

  job->server = server;
  job->prefix = g_strdup (server->prefix);
  job->results = g_atomic_rc_box_acquire (server->results);
  job->msg = g_object_ref (msg);
  job->worker_context = g_main_context_ref (server->context);
  job->catalog = catalog;
  job->client = g_strdup (soup_server_message_get_remote_host (msg));
  job->stream = strcmp (path, TAV_VENUE_JUDGE_EVENTS_PATH) == 0;
  snapshot = tav_venue_server_get_snapshot (server, &job->timer);
  job->version = tav_venue_snapshot_get_version (snapshot);

  if (soup_server_message_get_method (msg) == SOUP_METHOD_POST)
    {
      g_autoptr(GBytes) bytes = soup_message_body_flatten (soup_server_message_get_request_body (msg));
      g_autofree char *text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));

      job->form = soup_form_decode (text);
      /* The answer in the language the page was read in. */
      if (lookup (job->form, "lang"))
        job->catalog = catalog = tav_venue_server_catalog_for (server, tav_venue_catalog_pick (NULL, lookup (job->form, "lang")));
    }
  if (!parse (job, query))
    {
      TavJudgeAnswer bad = { catalog, NULL, .prefix = job->prefix };

      tav_venue_judge_plain_page (&bad, SOUP_STATUS_BAD_REQUEST, T (N_("Judge’s console")),
                                  T (N_("This link is not complete: open the judge’s link again.")));
      job->status = bad.status;
      job->body = bad.body;
      reply_cb (job);
      return;
    }
  if (job->code == NULL || job->code[0] == '\0')
    {
      TavJudgeAnswer ask = { catalog, NULL, .prefix = job->prefix };

      tav_venue_judge_code_page (&ask);
      job->stream = FALSE;
      job->status = ask.status;
      job->body = ask.body;
      reply_cb (job);
      return;
    }
  /* A code too long to be one is still a wrong code: logged as such. */
  if (strlen (job->code) > MAX_CODE)
    job->code[MAX_CODE] = '\0';
  if (!tav_venue_results_within_rate (job->results, job->code))
    {
      TavJudgeAnswer slow = { catalog, NULL, .prefix = job->prefix };

      soup_message_headers_replace (soup_server_message_get_response_headers (msg), "Retry-After", "60");
      tav_venue_judge_plain_page (&slow, 429, T (N_("Judge’s console")),
                                  T (N_("Too many requests with this code: try again in a minute.")));
      job->stream = FALSE;
      job->status = slow.status;
      job->body = slow.body;
      reply_cb (job);
      return;
    }
  soup_server_message_pause (msg);
  g_main_context_invoke (tav_venue_results_get_main_context (job->results), answer_cb, job);
}

/* ---- Revocation -------------------------------------------------------- */

typedef struct
{
  TavVenueServer *server;
  GStrv           hashes;   /* the judges' codes that still open */
} Check;

static gboolean
close_revoked_cb (gpointer data)
{
  Check *check = data;
  GPtrArray *streams = check->server->streams;
  g_autoptr(GPtrArray) revoked = g_ptr_array_new_with_free_func (g_object_unref);
  static const char text[] = "event: revoked\ndata: \n\n";

  /* Taken out of its hall since: its streams ended then. */
  for (guint i = 0; streams != NULL && i < streams->len; i++)
    {
      const char *hash = g_object_get_data (streams->pdata[i], STREAM_HASH);

      if (hash && !g_strv_contains ((const char * const *) check->hashes, hash))
        g_ptr_array_add (revoked, g_object_ref (streams->pdata[i]));
    }
  for (guint i = 0; i < revoked->len; i++)
    {
      SoupMessageBody *body = soup_server_message_get_response_body (revoked->pdata[i]);

      /* Out of the news and counted out at once: its body is complete. */
      tav_venue_server_stream_ended (check->server, revoked->pdata[i]);
      g_object_set_data (revoked->pdata[i], STREAM_HASH, NULL);
      soup_message_body_append (body, SOUP_MEMORY_STATIC, text, strlen (text));
      soup_message_body_complete (body);
      soup_server_message_unpause (revoked->pdata[i]);
    }
  g_strfreev (check->hashes);
  g_free (check);
  return G_SOURCE_REMOVE;
}

/**
 * tav_venue_judge_check_streams:
 *
 * Closes the consoles of the judges whose code no longer opens: called in
 * the event's thread whenever the event changes (in the app, or on disk
 * for `tavolo-cli serve`).
 */
void
tav_venue_judge_check_streams (TavVenueServer *server)
{
  TavInbox *inbox = server->event ? tav_event_get_inbox (server->event) : NULL;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  Check *check;

  if (server->context == NULL)
    return;
  for (guint i = 0; inbox && i < tav_inbox_get_n_judges (inbox); i++)
    {
      const char *hash = NULL;

      tav_inbox_get_judge (inbox, i, &hash, NULL);
      g_strv_builder_add (builder, hash);
    }
  check = g_new0 (Check, 1);
  check->server = server;
  check->hashes = g_strv_builder_end (builder);
  g_main_context_invoke (server->context, close_revoked_cb, check);
}
