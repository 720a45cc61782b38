/* tav-venue-requests.c
 *
 * What players ask from their phones. /register: where the organiser
 * opened registration and the rules take a new player, a form (name,
 * club, the deck where the rules register decks) whose request waits in
 * the inbox; the phone keeps the request's one-time id in its address
 * (/register?id=…) and reads there what the organiser decided. /deck: a
 * player signs with his name and personal code and sees, he alone, his
 * deck in a text area to send again, until the first draw.
 *
 * As the judge's console: the server's thread reads and limits a request
 * (the rate per code is the tables'), the event's thread answers it under
 * the host's editor, the player's hand on what he sends. A wrong name or
 * code is answered 403, logged with the refusals and counted with the
 * check-in's (tav-venue-lockout.c); no answer tells which players exist.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-venue-requests"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "tav-table-token.h"
#include "tav-venue-form.h"
#include "tav-venue-lockout.h"
#include "tav-venue-requests.h"
#include "tav-venue-retranslate.h"
#include "tav-venue-server-private.h"

#define T(msgid) tav_venue_catalog_gettext (job->catalog, msgid)
#define MAX_CODE 64

typedef struct
{
  TavVenueServer    *server;
  TavVenueResults   *results;
  SoupServerMessage *msg;
  GMainContext      *worker_context;
  TavVenueCatalog   *catalog;
  gboolean           deck;        /* /deck, else /register */
  GHashTable        *query;
  GHashTable        *form;        /* what a POST sent, or NULL */
  char              *client;
  TavVenueLockoutKeys keys;       /* a /deck's, as counted */

  TavEvent          *event;       /* while answering, in the event's thread */
  guint              status;
  GString           *body;
  gboolean           failed;      /* no player signs so: counted */
} Job;

gboolean
tav_venue_requests_is_path (const char *path)
{
  return strcmp (path, TAV_VENUE_REGISTER_PATH) == 0 || strcmp (path, TAV_VENUE_DECK_PATH) == 0;
}

gboolean
tav_venue_requests_takes_post (const char *method,
                               const char *path)
{
  return method == SOUP_METHOD_POST && tav_venue_requests_is_path (path);
}

static void
job_free (Job *job)
{
  tav_venue_results_free (job->results);
  g_clear_object (&job->msg);
  g_main_context_unref (job->worker_context);
  g_clear_pointer (&job->query, g_hash_table_unref);
  g_clear_pointer (&job->form, g_hash_table_unref);
  g_free (job->client);
  tav_venue_lockout_keys_clear (&job->keys);
  if (job->body)
    g_string_free (job->body, TRUE);
  g_free (job);
}

static const char *
field (Job        *job,
       const char *name)
{
  const char *value = job->form ? g_hash_table_lookup (job->form, name) : NULL;

  if (value == NULL && job->query)
    value = g_hash_table_lookup (job->query, name);
  return value && g_utf8_validate (value, -1, NULL) ? value : NULL;
}

/* ---- The pages --------------------------------------------------------- */

static void
page_start (Job        *job,
            guint       status,
            const char *title)
{
  job->status = status;
  job->body = g_string_new (NULL);
  tav_venue_html_head (job->body, job->catalog, title);
  g_string_append (job->body, "</head>\n<body class=\"request-form\">\n<main>\n<h1>");
  tav_venue_escape (job->body, title);
  g_string_append (job->body, "</h1>\n");
}

static void
page_end (Job *job)
{
  g_string_append (job->body, "</main>\n</body>\n</html>\n");
}

static void
text_field (Job        *job,
            const char *label,
            const char *name,
            const char *value,
            gboolean    required)
{
  GString *out = job->body;

  g_string_append (out, "<label><span>");
  tav_venue_escape (out, label);
  g_string_append_printf (out, "</span> <input type=\"text\" name=\"%s\" maxlength=\"%u\" "
                               "autocomplete=\"off\"%s value=\"", name, (guint) TAV_INBOX_MAX_NAME,
                          required ? " required" : "");
  tav_venue_escape (out, value ? value : "");
  g_string_append (out, "\"></label>\n");
}

/* The deck in its lines, as the player typed it (the core keeps them). */
static void
deck_field (Job        *job,
            const char *deck)
{
  g_string_append (job->body, "<label><span>");
  tav_venue_escape (job->body, T (N_("Deck (team, battlefield, list: one a line)")));
  g_string_append_printf (job->body, "</span> <textarea name=\"deck\" rows=\"10\" maxlength=\"%u\">",
                          (guint) TAV_PLAYER_DECK_MAX_BYTES);
  tav_venue_escape (job->body, deck ? deck : "");
  g_string_append (job->body, "</textarea></label>\n");
}

static void
form_start (Job        *job,
            const char *action)
{
  g_autofree char *id = tav_token_new_random (16);

  g_string_append_printf (job->body, "<form method=\"post\" action=\"%s%s\">\n",
                          job->server->prefix ? job->server->prefix : "", action);
  tav_venue_hidden (job->body, "id", id);
  tav_venue_hidden (job->body, "lang", tav_venue_catalog_get_language (job->catalog));
}

static void
form_end (Job        *job,
          const char *button)
{
  g_string_append (job->body, "<button type=\"submit\">");
  tav_venue_escape (job->body, button);
  g_string_append (job->body, "</button>\n</form>\n");
}

static void
message (Job        *job,
         gboolean    error,
         const char *text)
{
  tav_venue_paragraph (job->body, error ? "class=\"error\" role=\"alert\"" : "class=\"message\" role=\"status\"",
                       text);
}

static void
plain_page (Job        *job,
            guint       status,
            const char *title,
            const char *text)
{
  page_start (job, status, title);
  message (job, status != SOUP_STATUS_OK, text);
  page_end (job);
}

/* What the organiser decided about a request: its state and reason. */
static void
tell_decision (Job           *job,
               TavSubmission *s,
               const char    *waiting,
               const char    *accepted)
{
  TavSubmissionState state = tav_submission_get_state (s);

  if (state == TAV_SUBMISSION_PENDING)
    message (job, FALSE, waiting);
  else if (state == TAV_SUBMISSION_ACCEPTED)
    message (job, FALSE, accepted);
  else if (tav_submission_get_reason (s)[0])
    {
      g_autofree char *text = g_strdup_printf (T (N_("Refused by the organiser: %s")),
                                               tav_submission_get_reason (s));
      message (job, TRUE, text);
    }
  else
    message (job, TRUE, T (N_("Refused by the organiser")));
}

/* ---- /register --------------------------------------------------------- */

static void
register_form (Job          *job,
               guint         status,
               const GError *error)
{
  TavRuleset *ruleset = tav_event_get_ruleset (job->event);

  page_start (job, status, T (N_("Register for this event")));
  if (error)
    {
      g_autofree char *text = tav_venue_retranslate (job->catalog, error);

      message (job, TRUE, text);
    }
  form_start (job, TAV_VENUE_REGISTER_PATH);
  text_field (job, T (N_("Name")), "name", field (job, "name"), TRUE);
  text_field (job, T (N_("Club")), "club", field (job, "club"), FALSE);
  if (tav_ruleset_get_registers_decks (ruleset))
    deck_field (job, field (job, "deck"));
  form_end (job, T (N_("Ask to register")));
  page_end (job);
}

static void
answer_register (Job *job)
{
  TavInbox *inbox = tav_event_get_inbox (job->event);
  const char *id = field (job, "id");
  TavSubmission *s = id ? tav_inbox_find (inbox, id) : NULL;
  g_autoptr(GError) error = NULL;

  /* Asked again: what became of the request this phone sent. */
  if (job->form == NULL && s && tav_submission_get_kind (s) == TAV_SUBMISSION_REGISTRATION)
    {
      page_start (job, SOUP_STATUS_OK, T (N_("Register for this event")));
      tell_decision (job, s, T (N_("Your request waits for the organiser")),
                     T (N_("You are registered: the organiser gives you your personal code")));
      page_end (job);
      return;
    }
  if (!tav_inbox_check_registration (inbox, &error))
    {
      g_autofree char *text = tav_venue_retranslate (job->catalog, error);

      plain_page (job, SOUP_STATUS_FORBIDDEN, T (N_("Register for this event")), text);
      return;
    }
  if (job->form == NULL)
    {
      register_form (job, SOUP_STATUS_OK, NULL);
      return;
    }
  {
    g_autoptr(TavSubmission) sent = NULL;
    TavHand hand = { TAV_HAND_PLAYER, (char *) field (job, "name") };
    g_autoptr(TavHand) earlier = tav_event_get_hand (job->event) ? tav_hand_copy (tav_event_get_hand (job->event)) : NULL;
    g_autofree char *escaped = NULL;
    g_autofree char *link = NULL;

    tav_event_set_hand (job->event, &hand);
    sent = tav_inbox_request_registration (inbox, id, field (job, "name"), field (job, "club"),
                                           field (job, "deck"), job->client, &error);
    if (sent == NULL)
      {
        tav_event_set_hand (job->event, earlier);
        register_form (job, g_error_matches (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_REPLAY)
                            ? SOUP_STATUS_CONFLICT : SOUP_STATUS_UNPROCESSABLE_ENTITY, error);
        return;
      }
    page_start (job, SOUP_STATUS_OK, T (N_("Register for this event")));
    message (job, FALSE, T (N_("Your request waits for the organiser")));
    escaped = g_uri_escape_string (id, NULL, FALSE);
    link = g_strdup_printf ("%s%s?id=%s&lang=%s", job->server->prefix ? job->server->prefix : "",
                            TAV_VENUE_REGISTER_PATH, escaped,
                            tav_venue_catalog_get_language (job->catalog));
    g_string_append (job->body, "<p><a href=\"");
    tav_venue_escape (job->body, link);
    g_string_append (job->body, "\">");
    tav_venue_escape (job->body, T (N_("See the organiser’s answer")));
    g_string_append (job->body, "</a></p>\n");
    page_end (job);
  }
}

/* ---- /deck ------------------------------------------------------------- */

static void
sign_in_form (Job        *job,
              guint       status,
              const char *error)
{
  page_start (job, status, T (N_("My deck")));
  if (error)
    message (job, TRUE, error);
  form_start (job, TAV_VENUE_DECK_PATH);
  text_field (job, T (N_("Name")), "name", NULL, TRUE);
  text_field (job, T (N_("Personal code")), "code", NULL, TRUE);
  form_end (job, T (N_("Open")));
  page_end (job);
}

/* The signed player's page: his deck, and a form while decks are open. */
static void
deck_page (Job          *job,
           TavPlayer    *player,
           guint         status,
           const char   *note,
           gboolean      note_is_error)
{
  TavInbox *inbox = tav_event_get_inbox (job->event);
  TavSubmission *last = tav_inbox_find_deck_request (inbox, tav_player_get_id (player));
  g_autoptr(GError) closed = NULL;
  const char *shown = tav_player_get_deck (player);

  page_start (job, status, T (N_("My deck")));
  tav_venue_paragraph (job->body, "class=\"player\"", tav_player_get_name (player));
  if (note)
    message (job, note_is_error, note);
  else if (last)
    tell_decision (job, last, T (N_("Your deck waits for the organiser")), T (N_("Your deck is registered")));
  /* What he sent last, while it waits, else what the event holds. */
  if (last && tav_submission_get_state (last) == TAV_SUBMISSION_PENDING)
    shown = json_object_get_string_member_with_default (tav_submission_get_result (last), "deck", shown);
  if (!tav_inbox_check_decks_open (inbox, &closed))
    {
      g_autofree char *text = tav_venue_retranslate (job->catalog, closed);

      message (job, TRUE, text);
      g_string_append (job->body, "<pre class=\"deck\">");
      tav_venue_escape (job->body, shown);
      g_string_append (job->body, "</pre>\n");
      page_end (job);
      return;
    }
  form_start (job, TAV_VENUE_DECK_PATH);
  tav_venue_hidden (job->body, "name", field (job, "name"));
  tav_venue_hidden (job->body, "code", field (job, "code"));
  deck_field (job, shown);
  form_end (job, T (N_("Send my deck")));
  page_end (job);
}

static void
answer_deck (Job *job)
{
  TavInbox *inbox = tav_event_get_inbox (job->event);
  TavPlayer *player;
  g_autoptr(GError) error = NULL;
  g_autoptr(TavSubmission) sent = NULL;

  if (job->form == NULL)
    {
      sign_in_form (job, SOUP_STATUS_OK, NULL);
      return;
    }
  player = tav_event_find_player_by_code (job->event, field (job, "name"), field (job, "code"));
  if (player == NULL)
    {
      /* Logged in the process's language, told in the phone's. */
      tav_inbox_log_refusal (inbox, NULL, 0, 0, job->client,
                             _("This name and code do not match a player of this event"));
      job->failed = TRUE;
      sign_in_form (job, SOUP_STATUS_FORBIDDEN,
                    T (N_("This name and code do not match a player of this event")));
      return;
    }
  if (field (job, "deck") == NULL)
    {
      deck_page (job, player, SOUP_STATUS_OK, NULL, FALSE);
      return;
    }
  {
    TavHand hand = { TAV_HAND_PLAYER, (char *) tav_player_get_name (player) };
    g_autoptr(TavHand) earlier = tav_event_get_hand (job->event) ? tav_hand_copy (tav_event_get_hand (job->event)) : NULL;

    tav_event_set_hand (job->event, &hand);
    sent = tav_inbox_submit_deck (inbox, tav_player_get_id (player), field (job, "id"),
                                  field (job, "deck"), job->client, &error);
    if (sent == NULL)
      {
        g_autofree char *text = tav_venue_retranslate (job->catalog, error);

        tav_event_set_hand (job->event, earlier);
        deck_page (job, player, SOUP_STATUS_UNPROCESSABLE_ENTITY, text, TRUE);
        return;
      }
  }
  deck_page (job, player, SOUP_STATUS_OK, T (N_("Your deck waits for the organiser")), FALSE);
}

/* ---- Threads ----------------------------------------------------------- */

static gboolean
reply_cb (gpointer data)
{
  Job *job = data;
  SoupMessageHeaders *headers = soup_server_message_get_response_headers (job->msg);

  if (job->failed)
    tav_venue_lockout_fail (job->server, &job->keys);
  tav_venue_respond_html (job->msg, job->status, tav_venue_catalog_get_language (job->catalog), job->body);
  /* A deck is its player's: no cache keeps it. */
  soup_message_headers_replace (headers, "Cache-Control", "no-store");
  soup_server_message_unpause (job->msg);
  job_free (job);
  return G_SOURCE_REMOVE;
}

static gboolean
answer_cb (gpointer data)
{
  Job *job = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TavEvent) event = tav_venue_results_edit_begin (job->results, &error);

  if (event != NULL)
    {
      job->event = event;
      if (job->deck)
        answer_deck (job);
      else
        answer_register (job);
      job->event = NULL;
      if (tav_venue_results_edit_end (job->results, event, &error))
        {
          g_main_context_invoke (job->worker_context, reply_cb, job);
          return G_SOURCE_REMOVE;
        }
      g_warning ("Saving a player’s request: %s", error->message);
      g_string_free (g_steal_pointer (&job->body), TRUE);
    }
  plain_page (job, SOUP_STATUS_SERVICE_UNAVAILABLE, job->deck ? T (N_("My deck")) : T (N_("Register for this event")),
              T (N_("The event cannot be read right now; try again in a moment.")));
  g_main_context_invoke (job->worker_context, reply_cb, job);
  return G_SOURCE_REMOVE;
}

void
tav_venue_requests_handle (TavVenueServer    *server,
                           SoupServerMessage *msg,
                           const char        *path,
                           GHashTable        *query,
                           TavVenueCatalog   *catalog)
{
  Job *job = g_new0 (Job, 1);
  const char *code;
  guint minutes;

  job->server = server;
  job->results = g_atomic_rc_box_acquire (server->results);
  job->msg = g_object_ref (msg);
  job->worker_context = g_main_context_ref (server->context);
  job->catalog = catalog;
  job->deck = strcmp (path, TAV_VENUE_DECK_PATH) == 0;
  job->query = query ? g_hash_table_ref (query) : NULL;
  job->client = g_strdup (soup_server_message_get_remote_host (msg));
  soup_server_message_pause (msg);

  if (soup_server_message_get_method (msg) == SOUP_METHOD_POST)
    {
      g_autoptr(GBytes) bytes = soup_message_body_flatten (soup_server_message_get_request_body (msg));
      g_autofree char *text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));

      job->form = soup_form_decode (text);
      /* The answer in the language the page was read in. */
      if (field (job, "lang"))
        job->catalog = tav_venue_server_catalog_for (server, tav_venue_catalog_pick (NULL, field (job, "lang")));
    }
  /* A code is tried a few times a minute at most, whoever tries it. */
  code = field (job, "code");
  if (job->deck && code && !tav_venue_results_within_rate (job->results, strlen (code) > MAX_CODE ? "" : code))
    {
      soup_message_headers_replace (soup_server_message_get_response_headers (msg), "Retry-After", "60");
      plain_page (job, 429, T (N_("My deck")), T (N_("Too many requests with this code: try again in a minute.")));
      reply_cb (job);
      return;
    }
  /* Wrong names and codes are counted with the venue's other doors'. */
  if (job->deck && job->form)
    {
      tav_venue_lockout_keys_init (&job->keys, job->client, field (job, "name"), code);
      if ((minutes = tav_venue_lockout_minutes (server, &job->keys)) > 0)
        {
          /* TRANSLATORS: %u is a number of minutes, at most 10 */
          g_autofree char *told = g_strdup_printf (T (N_("Too many wrong names or codes from this phone, or with this name or code: try again in %u min.")),
                                                   minutes);

          soup_message_headers_replace (soup_server_message_get_response_headers (msg), "Retry-After", "600");
          plain_page (job, 429, T (N_("My deck")), told);
          reply_cb (job);
          return;
        }
    }
  g_main_context_invoke (tav_venue_results_get_main_context (job->results), answer_cb, job);
}
