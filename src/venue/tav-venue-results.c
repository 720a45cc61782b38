/* tav-venue-results.c
 *
 * The tables' result forms: a phone opens its table's link (the QR code on
 * the Record Sheet) or types the table and its short code at /t, gets the
 * ruleset's own result form prefilled with the seating, and sends it. What
 * it sends waits in the event's inbox (tav-inbox.c) for the organiser.
 *
 * The server's thread only parses the request and limits it (per token,
 * on top of the server's per-address limits); the event belongs to the
 * app's main thread, so the request is paused and handed over there, and
 * the answer handed back. Nothing a phone sends is trusted: the form is
 * read field by field against the ruleset's descriptors, then the inbox
 * checks the token, the round, replays and the rules.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-venue-results"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n.h>

#include "tav-table-token.h"
#include "tav-venue-form.h"
#include "tav-venue-results.h"
#include "tav-venue-retranslate.h"
#include "tav-venue-server-private.h"

#define T(msgid) tav_venue_catalog_gettext (catalog, msgid)
#define MAX_CREDENTIAL 64

struct _TavVenueResults
{
  /* Main thread */
  GMainContext      *main_context;
  TavEvent          *event;
  TavVenueEditBegin  begin;
  TavVenueEditEnd    end;
  gpointer           editor_data;
  TavVenueReadClock  read_clock;
  gpointer           clock_data;
  char              *prefix;      /* of the forms' addresses in a hall; fixed while served */

  /* Worker thread */
  GHashTable        *token_use;   /* credential → TokenUse */
};

typedef struct
{
  guint  requests;
  gint64 minute_start;
} TokenUse;

typedef struct
{
  TavVenueResults   *self;
  SoupServerMessage *msg;
  GMainContext      *worker_context;
  TavVenueCatalog   *catalog;
  char              *path;
  char              *stage_id;     /* NULL: the current stage (typed code) */
  guint              round;        /* 0: the last round drawn */
  guint              table;
  char              *credential;
  GHashTable        *form;         /* POST fields, or NULL for GET */
  char              *client;
  gboolean           paused;
  guint              status;
  GString           *body;
  TavVenueTimer      timer;        /* the round timer when asked */
} Job;

/* Shared with the requests under way: a server stopped while the app
 * answers one must not take the state away under it. */
TavVenueResults *
tav_venue_results_new (GMainContext *main_context)
{
  TavVenueResults *self = g_atomic_rc_box_new0 (TavVenueResults);

  self->main_context = g_main_context_ref (main_context);
  self->token_use = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  return self;
}

static void
results_clear (gpointer data)
{
  TavVenueResults *self = data;

  g_main_context_unref (self->main_context);
  g_clear_object (&self->event);
  g_hash_table_unref (self->token_use);
  g_free (self->prefix);
}

void
tav_venue_results_free (TavVenueResults *self)
{
  g_atomic_rc_box_release_full (self, results_clear);
}

void
tav_venue_results_set_editor (TavVenueResults   *self,
                              TavVenueEditBegin  begin,
                              TavVenueEditEnd    end,
                              gpointer           data)
{
  self->begin = begin;
  self->end = end;
  self->editor_data = data;
}

void
tav_venue_results_set_event (TavVenueResults *self,
                             TavEvent        *event)
{
  g_set_object (&self->event, event);
}

/* Where the event is in a hall ("/e/SLUG"), for the forms' addresses;
 * NULL alone. Set while no request is served. */
void
tav_venue_results_set_prefix (TavVenueResults *self,
                              const char      *prefix)
{
  g_free (self->prefix);
  self->prefix = g_strdup (prefix);
}

GMainContext *
tav_venue_results_get_main_context (TavVenueResults *self)
{
  return self->main_context;
}

/* The event a request reads or changes, from the host's editor when it
 * has one (`tavolo-cli serve` locks and reads its file), else its own. */
TavEvent *
tav_venue_results_edit_begin (TavVenueResults  *self,
                              GError          **error)
{
  if (self->begin)
    return self->begin (self->editor_data, error);
  return self->event ? g_object_ref (self->event) : NULL;
}

gboolean
tav_venue_results_edit_end (TavVenueResults  *self,
                            TavEvent         *event,
                            GError          **error)
{
  return self->end == NULL || self->end (self->editor_data, event, error);
}

void
tav_venue_results_set_clock (TavVenueResults   *self,
                             TavVenueReadClock  read,
                             gpointer           data)
{
  self->read_clock = read;
  self->clock_data = data;
}

gboolean
tav_venue_results_is_path (const char *path)
{
  return strcmp (path, "/t") == 0 || g_str_has_prefix (path, "/t/");
}

static void
job_free (Job *job)
{
  tav_venue_results_free (job->self);
  g_clear_object (&job->msg);
  g_main_context_unref (job->worker_context);
  g_free (job->path);
  g_free (job->stage_id);
  g_free (job->credential);
  g_clear_pointer (&job->form, g_hash_table_unref);
  g_free (job->client);
  if (job->body)
    g_string_free (job->body, TRUE);
  g_free (job);
}

static const char *
form_value (GHashTable *form,
            const char *name)
{
  return form ? g_hash_table_lookup (form, name) : NULL;
}

/* ---- HTML ------------------------------------------------------------- */

/* @body: the body's attributes; a page with a clock (or waiting for its
 * round) has the script, which never reloads a form. */
static void
page_start_with (GString         *out,
                 TavVenueCatalog *catalog,
                 const char      *title,
                 const char      *body)
{
  tav_venue_html_head (out, catalog, title);
  if (body != NULL)
    g_string_append (out, "<script src=\"/static/venue.js\" defer></script>\n");
  g_string_append_printf (out, "</head>\n<body class=\"table-form\"%s>\n<main>\n<h1>", body ? body : "");
  tav_venue_escape (out, title);
  g_string_append (out, "</h1>\n");
}

static void
page_start (GString         *out,
            TavVenueCatalog *catalog,
            const char      *title)
{
  page_start_with (out, catalog, title, NULL);
}

static void
page_end (GString *out)
{
  g_string_append (out, "</main>\n</body>\n</html>\n");
}

static void
message_page (Job        *job,
              guint       status,
              const char *title,
              const char *message)
{
  job->status = status;
  job->body = g_string_new (NULL);
  page_start (job->body, job->catalog, title);
  tav_venue_paragraph (job->body, "class=\"message\" role=\"status\"", message);
  page_end (job->body);
}

/* The round is drawn but not released: the page waits, and reloads by
 * itself at the next change of the event. */
static void
prepared_page (Job   *job,
               guint  round)
{
  TavVenueCatalog *catalog = job->catalog;
  g_autofree char *title = g_strdup_printf (T (N_("Round %u is being prepared")), round);

  job->status = job->form ? 409 : SOUP_STATUS_OK;
  job->body = g_string_new (NULL);
  page_start_with (job->body, catalog, title, " data-wait=\"release\"");
  tav_venue_paragraph (job->body, "class=\"prepared message\" role=\"status\"",
             T (N_("The organiser is checking the draw: this page shows your table once the round is released.")));
  page_end (job->body);
}

/* ---- The form page ---------------------------------------------------- */

typedef struct
{
  TavEvent *event;
  TavStage *stage;
  guint     round;
  TavTable *table;
  guint     me;        /* the seat the code proves, or 0 */
} Place;

/* The hidden fields that carry the table and its code when typed by hand,
 * and a new id the server signs: a made-up form is refused, and a form
 * sent twice is refused the second time. */
static void
hidden_fields (GString     *out,
               Job         *job,
               const Place *place)
{
  const char *key = tav_inbox_ensure_key (tav_event_get_inbox (place->event));
  g_autofree char *id = tav_token_new_form_id (key, tav_stage_get_id (place->stage), place->round,
                                               tav_table_get_number (place->table));

  g_string_append_printf (out, "<input type=\"hidden\" name=\"id\" value=\"%s\">\n", id);
  if (job->stage_id == NULL)
    {
      g_string_append_printf (out, "<input type=\"hidden\" name=\"table\" value=\"%u\">\n",
                              tav_table_get_number (place->table));
      g_string_append (out, "<input type=\"hidden\" name=\"code\" value=\"");
      tav_venue_escape (out, job->credential);
      g_string_append (out, "\">\n");
    }
}

static char *
table_title (TavVenueCatalog *catalog,
             TavTable        *table)
{
  return g_strdup_printf (T (N_("Table %u: the result")), tav_table_get_number (table));
}

static TavSubmission *
last_rejected (TavInbox   *inbox,
               const char *stage_id,
               guint       round,
               guint       table)
{
  GListModel *list = tav_inbox_get_submissions (inbox);
  TavSubmission *found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr(TavSubmission) s = g_list_model_get_item (list, i);

      if (tav_submission_get_state (s) == TAV_SUBMISSION_REJECTED &&
          tav_submission_get_round (s) == round && tav_submission_get_table (s) == table &&
          g_strcmp0 (tav_submission_get_stage_id (s), stage_id) == 0)
        found = s;
    }
  return found;
}

/**
 * tav_venue_results_pending:
 *
 * Returns: (transfer full): the submissions waiting for @table of @round,
 * in the order they came
 */
GPtrArray *
tav_venue_results_pending (TavEvent *event,
                           TavStage *stage,
                           guint     round,
                           TavTable *table)
{
  GListModel *list = tav_inbox_get_submissions (tav_event_get_inbox (event));
  GPtrArray *found = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr(TavSubmission) s = g_list_model_get_item (list, i);

      if (tav_submission_get_state (s) == TAV_SUBMISSION_PENDING &&
          tav_submission_get_round (s) == round &&
          tav_submission_get_table (s) == tav_table_get_number (table) &&
          g_strcmp0 (tav_submission_get_stage_id (s), tav_stage_get_id (stage)) == 0)
        g_ptr_array_add (found, g_steal_pointer (&s));
    }
  return found;
}

static GPtrArray *
pending_of (const Place *place)
{
  return tav_venue_results_pending (place->event, place->stage, place->round, place->table);
}

/* "I agree with this result", for the seat the code proves. */
static void
agree_button (GString       *out,
              Job           *job,
              const Place   *place,
              TavSubmission *s)
{
  TavVenueCatalog *catalog = job->catalog;

  g_string_append_printf (out, "<form method=\"post\" action=\"%s\">\n", job->path);
  hidden_fields (out, job, place);
  g_string_append (out, "<input type=\"hidden\" name=\"action\" value=\"agree\">\n"
                        "<input type=\"hidden\" name=\"submission\" value=\"");
  tav_venue_escape (out, tav_submission_get_id (s));
  g_string_append (out, "\">\n<button type=\"submit\">");
  tav_venue_escape (out, T (N_("I agree with this result")));
  g_string_append (out, "</button>\n</form>\n");
}

/* One result waiting: who sent it, as this phone may know, and what. At a
 * two-player table each player's own code speaks for him: the phone with
 * seat N's code may agree with the other seat's result, and is told when
 * the other seat sent a different one. */
static void
pending_section (GString       *out,
                 Job           *job,
                 const Place   *place,
                 TavSubmission *s,
                 gboolean       disputed)
{
  TavVenueCatalog *catalog = job->catalog;
  guint other = place->me ? 3 - place->me : 0;
  gboolean mine = place->me && tav_submission_has_agreed (s, place->me);
  gboolean theirs = other && tav_submission_has_agreed (s, other);
  const char *heading;

  if (mine && theirs)
    heading = N_("Both players agree: waiting for the organiser");
  else if (mine)
    heading = N_("You sent this result: waiting for your opponent and the organiser");
  else if (theirs && disputed)
    heading = N_("Your opponent sent a different result: the organiser decides");
  else if (theirs)
    heading = N_("Your opponent sent this result");
  else
    heading = N_("Result sent, waiting for the organiser");

  g_string_append_printf (out, "<section class=\"pending%s\">\n<h2>", disputed ? " disputed" : "");
  tav_venue_escape (out, T (heading));
  g_string_append (out, "</h2>\n");
  tav_venue_form_describe (out, catalog, place->event, place->stage, place->table,
                           tav_submission_get_result (s));
  if (place->me && !mine)
    agree_button (out, job, place, s);
  g_string_append (out, "</section>\n");
}

static void
form_page (Job         *job,
           const Place *place,
           const char  *message,
           guint        status)
{
  TavVenueCatalog *catalog = job->catalog;
  TavInbox *inbox = tav_event_get_inbox (place->event);
  g_autofree char *title = table_title (catalog, place->table);
  g_autoptr(GPtrArray) pending = pending_of (place);
  TavSubmission *rejected = last_rejected (inbox, tav_stage_get_id (place->stage), place->round,
                                           tav_table_get_number (place->table));
  gboolean disputed = FALSE;
  GString *out;

  job->status = status;
  job->body = out = g_string_new (NULL);
  if (tav_table_has_result (place->table) || job->timer.duration == 0)
    page_start (out, catalog, title);
  else
    {
      /* The table's own clock, moved by the extensions the live stream
       * tells of; the form itself is never reloaded under the thumb. */
      g_autofree char *stage_id = g_markup_escape_text (tav_stage_get_id (place->stage), -1);
      g_autofree char *body = g_strdup_printf (" data-stage=\"%s\" data-round=\"%u\"", stage_id, place->round);
      TavVenueClockSlot slot = { 0, TRUE, tav_table_get_number (place->table),
                                 tav_table_get_extra_minutes (place->table),
                                 tav_table_get_n_extensions (place->table) };

      page_start_with (out, catalog, title, body);
      tav_venue_table_clock (out, catalog, &job->timer, &slot);
    }

  if (message)
    tav_venue_paragraph (out, "class=\"error\" role=\"alert\"", message);
  if (rejected && pending->len == 0)
    {
      g_autofree char *text = g_strdup_printf ("%s %s", T (N_("The organiser did not accept the result sent before:")),
                                               tav_submission_get_reason (rejected));

      tav_venue_paragraph (out, "class=\"rejected\"", text);
    }
  for (guint i = 0; i < pending->len; i++)
    disputed |= tav_submission_get_disputed (pending->pdata[i]);
  if (disputed && place->me == 0)
    tav_venue_paragraph (out, "class=\"dispute\" role=\"status\"",
               T (N_("The table sent different results: the organiser will decide. Please wait at your table.")));
  for (guint i = 0; i < pending->len; i++)
    pending_section (out, job, place, pending->pdata[i], disputed);
  if (pending->len && tav_table_get_n_seats (place->table) == 2 && place->me == 0)
    tav_venue_paragraph (out, "class=\"hint\"",
               T (N_("A player agrees with a result through the link or the code printed under his name.")));
  if (pending->len)
    {
      g_string_append (out, "<h2>");
      tav_venue_escape (out, T (N_("Or send a different result")));
      g_string_append (out, "</h2>\n");
    }

  g_string_append_printf (out, "<form method=\"post\" action=\"%s\" class=\"result-form\">\n", job->path);
  hidden_fields (out, job, place);
  tav_venue_form_fields (out, catalog, place->event, place->stage, place->table, job->form);
  g_string_append (out, "<button type=\"submit\">");
  tav_venue_escape (out, T (N_("Send the result")));
  g_string_append (out, "</button>\n</form>\n");
  page_end (out);
}

/* ---- Answering, in the main thread ---------------------------------------- */

/* The inbox's refusals, told in the reader's language. */
static void
refusal_page (Job        *job,
              TavEvent   *event,
              TavStage   *stage,
              guint       round,
              const GError *error)
{
  TavVenueCatalog *catalog = job->catalog;
  TavRound *r = stage ? tav_stage_get_round (stage, round) : NULL;
  TavTable *table = r ? tav_round_find_table (r, job->table) : NULL;
  g_autofree char *text = NULL;
  guint status = 403;

  if (g_error_matches (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_CLOSED))
    {
      status = 409;
      gboolean round_open = stage && stage == tav_event_get_current_stage (event) &&
                            round == tav_stage_get_n_rounds (stage);

      text = round_open && table && tav_table_has_result (table)
               ? g_strdup_printf (T (N_("The result of table %u is already confirmed; ask the organiser to change it")), job->table)
               : g_strdup_printf (T (N_("Round %u is closed: results are no longer taken from the tables")), round);
    }
  else if (g_error_matches (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_REPLAY))
    {
      status = 409;
      text = g_strdup_printf (T (N_("This submission for table %u was received before; reload the form to send another")), job->table);
    }
  else if (g_error_matches (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_FULL))
    {
      status = 429;
      text = g_strdup_printf (T (N_("Table %u has sent %u results still waiting; ask the organiser")),
                              job->table, TAV_INBOX_MAX_PER_TABLE);
    }
  else if (g_error_matches (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_FORBIDDEN))
    text = g_strdup_printf (T (N_("This code does not open table %u of round %u")), job->table, round);
  else
    {
      status = 422;
      text = tav_venue_retranslate (catalog, error);
    }
  message_page (job, status, T (N_("Result not sent")), text);
}

/* The result a POST stands for: the form read back and checked by the
 * rules, or the waiting one the phone agrees with; NULL with the form
 * page made. */
static JsonObject *
posted_result (Job         *job,
               const Place *place)
{
  TavVenueCatalog *catalog = job->catalog;
  const char *key = tav_inbox_get_key (tav_event_get_inbox (place->event));
  g_autoptr(JsonObject) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;

  if (!tav_token_check_form_id (key, tav_stage_get_id (place->stage), place->round,
                                tav_table_get_number (place->table), form_value (job->form, "id")))
    {
      form_page (job, place, T (N_("This form was not made by this server for this table: it was not sent. Here is a new one.")), 400);
      return NULL;
    }
  if (g_strcmp0 (form_value (job->form, "action"), "agree") == 0)
    {
      TavSubmission *s = tav_inbox_find (tav_event_get_inbox (place->event),
                                         form_value (job->form, "submission"));
      g_autoptr(GPtrArray) pending = pending_of (place);
      guint at;

      if (s == NULL || !g_ptr_array_find (pending, s, &at))
        {
          form_page (job, place,
                     T (N_("The result you agreed with is no longer waiting; check it and send it again")), 409);
          return NULL;
        }
      return json_object_ref (tav_submission_get_result (s));
    }
  result = tav_venue_form_read (place->event, place->stage, place->table, job->form, catalog, &message);
  if (result == NULL)
    {
      form_page (job, place, message, 422);
      return NULL;
    }
  /* A figure the ranking keeps secret is not judged here: the inbox holds
   * such a result for the organiser, and the phone is answered as for any
   * other (see tav_inbox_submit ()). */
  if (!tav_event_check_result (place->event, place->stage, place->round,
                               tav_table_get_number (place->table), result, &error) &&
      !tav_event_error_is_secret (place->event, error))
    {
      g_autofree char *told = tav_venue_form_refusal (catalog, place->event, place->stage,
                                                      place->table, error);

      form_page (job, place, told, 422);
      return NULL;
    }
  return g_steal_pointer (&result);
}

static void
answer (Job      *job,
        TavEvent *event)
{
  TavVenueCatalog *catalog = job->catalog;
  TavInbox *inbox = tav_event_get_inbox (event);
  TavStage *stage = job->stage_id ? tav_event_find_stage (event, job->stage_id)
                                  : tav_event_get_current_stage (event);
  guint round = job->round ? job->round : stage ? tav_stage_get_n_rounds (stage) : 0;
  const char *stage_id = stage ? tav_stage_get_id (stage) : job->stage_id;
  TavRound *r = stage ? tav_stage_get_round (stage, round) : NULL;
  Place place = { event, stage, round, r ? tav_round_find_table (r, job->table) : NULL, 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) result = NULL;
  g_autoptr(TavSubmission) s = NULL;
  const char *judge;

  if (!tav_inbox_authorize (inbox, job->credential, stage_id, round, job->table, &judge, &error) ||
      !tav_inbox_check_open (inbox, stage_id, round, job->table, &error))
    {
      /* A wrong code is worth the organiser's eye; a closed table is not. */
      if (job->form == NULL && g_error_matches (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_FORBIDDEN))
        tav_inbox_log_refusal (inbox, stage_id, round, job->table, job->client, error->message);
      if (job->form == NULL || !g_error_matches (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_FORBIDDEN))
        {
          refusal_page (job, event, stage, round, error);
          return;
        }
      /* A POST goes on to the inbox, which refuses and logs it. */
      g_clear_error (&error);
      place.table = NULL;
    }
  else
    place.me = tav_inbox_credential_seat (inbox, job->credential, stage_id, round, job->table);
  /* A sheet printed before the round is released opens no seat, no
   * opponent and no form: the core says what the room may see. */
  if (place.table != NULL && !tav_event_is_round_public (event, stage, r))
    {
      prepared_page (job, round);
      return;
    }
  if (job->form == NULL)
    {
      form_page (job, &place, NULL, SOUP_STATUS_OK);
      return;
    }
  if (place.table && !(result = posted_result (job, &place)))
    return;
  if (result == NULL)
    result = json_object_new ();

  s = tav_inbox_submit (inbox, job->credential, stage_id, round, job->table,
                        form_value (job->form, "id"), 0, result, job->client, &error);
  if (s == NULL)
    {
      if (g_error_matches (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_INVALID) && place.table)
        {
          g_autofree char *told = tav_venue_retranslate (catalog, error);

          form_page (job, &place, told, 422);
        }
      else
        refusal_page (job, event, stage, round, error);
      return;
    }
  if (tav_submission_get_state (s) == TAV_SUBMISSION_ACCEPTED)
    message_page (job, SOUP_STATUS_OK, T (N_("Result accepted")),
                  T (N_("Thank you: the result is entered.")));
  else if (tav_submission_get_disputed (s))
    message_page (job, SOUP_STATUS_ACCEPTED, T (N_("Result sent")),
                  T (N_("The table sent different results: the organiser will decide. Please wait at your table.")));
  else
    message_page (job, SOUP_STATUS_ACCEPTED, T (N_("Result sent")),
                  T (N_("Thank you: the organiser will confirm the result.")));
}

static gboolean
reply_cb (gpointer data)
{
  Job *job = data;
  /* Its security headers were set as it came (tav-venue-server-routes.c):
   * setting them again changes nothing. */
  tav_venue_respond_html (job->msg, job->status, tav_venue_catalog_get_language (job->catalog), job->body);
  if (job->paused)
    soup_server_message_unpause (job->msg);
  job_free (job);
  return G_SOURCE_REMOVE;
}

static gboolean
answer_cb (gpointer data)
{
  Job *job = data;
  TavVenueResults *self = job->self;
  TavVenueCatalog *catalog = job->catalog;
  g_autoptr(GError) error = NULL;
  g_autoptr(TavEvent) event = NULL;

  event = tav_venue_results_edit_begin (self, &error);
  if (event == NULL)
    message_page (job, SOUP_STATUS_SERVICE_UNAVAILABLE, T (N_("Result not sent")),
                  T (N_("The event cannot be read right now; try again in a moment.")));
  else
    {
      answer (job, event);
      if (!tav_venue_results_edit_end (self, event, &error))
        {
          g_string_free (job->body, TRUE);
          job->body = NULL;
          g_warning ("Saving a result sent from table %u: %s", job->table, error->message);
          message_page (job, SOUP_STATUS_SERVICE_UNAVAILABLE, T (N_("Result not sent")),
                        T (N_("The event cannot be read right now; try again in a moment.")));
        }
    }
  g_main_context_invoke (job->worker_context, reply_cb, job);
  return G_SOURCE_REMOVE;
}

/* ---- The server's thread ---------------------------------------------- */

static gboolean parse_path (Job        *job,
                            const char *path,
                            GHashTable *query);

/**
 * tav_venue_results_respond:
 *
 * The answer to one request for a table's form, made in the event's
 * thread as the server makes it after its own limits: for the tests that
 * send more than a token's rate allows.
 *
 * Returns: the page, its status in @status
 */
char *
tav_venue_results_respond (TavEvent        *event,
                           const char      *path,
                           GHashTable      *query,
                           GHashTable      *form,
                           TavVenueCatalog *catalog,
                           guint           *status)
{
  Job job = { NULL, };

  job.catalog = catalog;
  job.path = (char *) path;
  job.form = form;
  job.client = (char *) "127.0.0.1";
  if (!parse_path (&job, path, query))
    {
      *status = SOUP_STATUS_NOT_FOUND;
      g_free (job.stage_id);
      g_free (job.credential);
      return g_strdup ("");
    }
  answer (&job, event);
  g_free (job.stage_id);
  g_free (job.credential);
  *status = job.status;
  return g_string_free (job.body, FALSE);
}

static gboolean
parse_path (Job        *job,
            const char *path,
            GHashTable *query)
{
  g_auto(GStrv) parts = NULL;
  const char *table_text;
  guint64 round, table;

  if (strcmp (path, "/t") == 0)
    {
      /* Typed by hand: the table and its code, in the query or the form. */
      table_text = form_value (job->form, "table") ? form_value (job->form, "table")
                                                   : form_value (query, "table");
      job->credential = g_strdup (form_value (job->form, "code") ? form_value (job->form, "code")
                                                                 : form_value (query, "code"));
      return table_text && job->credential &&
             g_ascii_string_to_unsigned (table_text, 10, 1, 100000, &table, NULL) &&
             (job->table = (guint) table, TRUE);
    }
  parts = g_strsplit (path + strlen ("/t/"), "/", -1);
  if (g_strv_length (parts) != 4 || parts[0][0] == '\0' || strlen (parts[0]) > 64 ||
      !g_ascii_string_to_unsigned (parts[1], 10, 1, 1000, &round, NULL) ||
      !g_ascii_string_to_unsigned (parts[2], 10, 1, 100000, &table, NULL))
    return FALSE;
  job->stage_id = g_strdup (parts[0]);
  job->round = (guint) round;
  job->table = (guint) table;
  job->credential = g_strdup (parts[3]);
  return TRUE;
}

/* A token (or code) answers a bounded number of requests a minute, from
 * any address: guessing a short code is slowed down whatever the phones. */
gboolean
tav_venue_results_within_rate (TavVenueResults *self,
                               const char      *credential)
{
  gint64 now = g_get_monotonic_time ();
  TokenUse *use = g_hash_table_lookup (self->token_use, credential);

  if (use == NULL)
    {
      /* Forget the idle ones first: the table cannot grow without bound. */
      if (g_hash_table_size (self->token_use) > 10000)
        g_hash_table_remove_all (self->token_use);
      use = g_new0 (TokenUse, 1);
      g_hash_table_insert (self->token_use, g_strdup (credential), use);
    }
  if (now - use->minute_start > 60 * G_USEC_PER_SEC)
    {
      use->minute_start = now;
      use->requests = 0;
    }
  return ++use->requests <= TAV_VENUE_TOKEN_PER_MIN;
}

void
tav_venue_results_handle (TavVenueResults   *self,
                          SoupServerMessage *msg,
                          const char        *path,
                          GHashTable        *query,
                          TavVenueCatalog   *catalog,
                          GMainContext      *worker_context)
{
  Job *job = g_new0 (Job, 1);
  const char *method = soup_server_message_get_method (msg);

  job->self = g_atomic_rc_box_acquire (self);
  job->msg = g_object_ref (msg);
  job->worker_context = g_main_context_ref (worker_context);
  job->catalog = catalog;
  /* The address the forms send to: the event's, in a hall. */
  job->path = g_strconcat (self->prefix ? self->prefix : "", path, NULL);
  job->client = g_strdup (soup_server_message_get_remote_host (msg));
  if (self->read_clock != NULL)
    self->read_clock (self->clock_data, &job->timer);

  if (method == SOUP_METHOD_POST)
    {
      SoupMessageBody *body = soup_server_message_get_request_body (msg);
      g_autoptr(GBytes) bytes = soup_message_body_flatten (body);
      g_autofree char *text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));

      job->form = soup_form_decode (text);
    }
  if (!parse_path (job, path, query) || strlen (job->credential) > MAX_CREDENTIAL)
    {
      message_page (job, SOUP_STATUS_NOT_FOUND, T (N_("Result not sent")),
                    T (N_("This link or code is not complete: scan the code on the sheet again, or type the table and its code.")));
      reply_cb (job);
      return;
    }
  if (!tav_venue_results_within_rate (self, job->credential))
    {
      soup_message_headers_replace (soup_server_message_get_response_headers (msg), "Retry-After", "60");
      message_page (job, 429, T (N_("Result not sent")),
                    T (N_("Too many requests with this code: try again in a minute.")));
      reply_cb (job);
      return;
    }
  soup_server_message_pause (msg);
  job->paused = TRUE;
  g_main_context_invoke (self->main_context, answer_cb, job);
}
