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
#include "tav-venue-results.h"
#include "tav-venue-retranslate.h"

#define T(msgid) tav_venue_catalog_gettext (catalog, msgid)
#define MAX_CREDENTIAL 64
#define MAX_FIELD_TEXT 200

struct _TavVenueResults
{
  /* Main thread */
  GMainContext      *main_context;
  TavEvent          *event;
  TavVenueEditBegin  begin;
  TavVenueEditEnd    end;
  gpointer           editor_data;

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

/* ---- HTML ------------------------------------------------------------- */

static void
escape (GString    *out,
        const char *text)
{
  g_autofree char *escaped = g_markup_escape_text (text ? text : "", -1);

  g_string_append (out, escaped);
}

static void
page_start (GString         *out,
            TavVenueCatalog *catalog,
            const char      *title)
{
  g_string_append_printf (out,
                          "<!DOCTYPE html>\n<html lang=\"%s\">\n<head>\n<meta charset=\"utf-8\">\n"
                          "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                          "<meta name=\"color-scheme\" content=\"light dark\">\n<title>",
                          tav_venue_catalog_get_language (catalog));
  escape (out, title);
  /* No script: a form being filled in is never reloaded under the thumb. */
  g_string_append (out, "</title>\n<link rel=\"stylesheet\" href=\"/static/venue.css\">\n"
                        "</head>\n<body>\n<main>\n<h1>");
  escape (out, title);
  g_string_append (out, "</h1>\n");
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
  g_string_append (job->body, "<p class=\"message\" role=\"status\">");
  escape (job->body, message);
  g_string_append (job->body, "</p>\n");
  page_end (job->body);
}

/* ---- The form --------------------------------------------------------- */

static char *
field_name (const TavFieldSpec *spec,
            guint               seat)
{
  return seat ? g_strdup_printf ("s%u.%s", seat, spec->id) : g_strdup (spec->id);
}

static const char *
form_value (GHashTable *form,
            const char *name)
{
  return form ? g_hash_table_lookup (form, name) : NULL;
}

static void
option (GString    *out,
        const char *value,
        const char *label,
        gboolean    selected)
{
  g_string_append (out, "<option value=\"");
  escape (out, value);
  g_string_append_printf (out, "\"%s>", selected ? " selected" : "");
  escape (out, label);
  g_string_append (out, "</option>");
}

/* One input for @spec (of @seat, or of the table when 0), showing the
 * value sent before when the form comes back with a message. */
static void
field_input (GString            *out,
             TavVenueCatalog    *catalog,
             TavEvent           *event,
             TavTable           *table,
             const TavFieldSpec *spec,
             guint               seat,
             GHashTable         *form)
{
  g_autofree char *name = field_name (spec, seat);
  const char *sent = form_value (form, name);
  const char *value = sent ? sent : form ? "" : spec->default_value ? spec->default_value : "";
  gboolean optional = (spec->flags & TAV_FIELD_OPTIONAL) != 0;

  g_string_append (out, "<label>");
  escape (out, T (spec->label));
  g_string_append (out, " ");
  switch (spec->kind)
    {
    case TAV_FIELD_BOOLEAN:
      g_string_append_printf (out, "<input type=\"checkbox\" name=\"%s\" value=\"true\"%s>",
                              name, g_strcmp0 (value, "true") == 0 ? " checked" : "");
      break;
    case TAV_FIELD_INTEGER:
    case TAV_FIELD_NUMBER:
      {
        g_autofree char *step = spec->step > 0 ? g_strdup_printf ("%g", spec->step)
                                               : g_strdup (spec->kind == TAV_FIELD_INTEGER ? "1" : "any");

        g_string_append_printf (out, "<input type=\"number\" name=\"%s\" inputmode=\"%s\" min=\"%g\" "
                                     "max=\"%g\" step=\"%s\" value=\"",
                                name, spec->kind == TAV_FIELD_INTEGER ? "numeric" : "decimal",
                                spec->min, spec->max, step);
      }
      escape (out, value);
      g_string_append_printf (out, "\"%s>", optional ? "" : " required");
      break;
    case TAV_FIELD_CHOICE:
      g_string_append_printf (out, "<select name=\"%s\"%s>", name, optional ? "" : " required");
      option (out, "", "—", value[0] == '\0');
      for (const TavChoice *c = spec->choices; c && c->id; c++)
        option (out, c->id, T (c->label), g_strcmp0 (value, c->id) == 0);
      g_string_append (out, "</select>");
      break;
    case TAV_FIELD_PLAYER:
      g_string_append_printf (out, "<select name=\"%s\"%s>", name, optional ? "" : " required");
      option (out, "", "—", value[0] == '\0');
      for (guint s = 0; s < tav_table_get_n_seats (table); s++)
        option (out, tav_table_get_seat (table, s), tav_event_seat_name (event, table, s),
                g_strcmp0 (value, tav_table_get_seat (table, s)) == 0);
      g_string_append (out, "</select>");
      break;
    case TAV_FIELD_STRING:
    default:
      g_string_append_printf (out, "<input type=\"text\" name=\"%s\" maxlength=\"%d\" value=\"",
                              name, MAX_FIELD_TEXT);
      escape (out, value);
      g_string_append (out, "\">");
      break;
    }
  g_string_append (out, "</label>\n");
}

static void
seat_chooser (GString         *out,
              TavVenueCatalog *catalog,
              TavEvent        *event,
              TavTable        *table)
{
  g_string_append (out, "<label>");
  escape (out, T (N_("I am")));
  g_string_append (out, " <select name=\"seat\">");
  option (out, "0", "—", TRUE);
  for (guint s = 0; s < tav_table_get_n_seats (table); s++)
    {
      g_autofree char *number = g_strdup_printf ("%u", s + 1);

      option (out, number, tav_event_seat_name (event, table, s), FALSE);
    }
  g_string_append (out, "</select></label>\n");
}

/* The hidden fields that carry the table and its code when typed by hand,
 * and a new id: a form sent twice is refused the second time. */
static void
hidden_fields (GString *out,
               Job     *job,
               guint    table)
{
  g_autofree char *id = tav_token_new_random (16);

  g_string_append_printf (out, "<input type=\"hidden\" name=\"id\" value=\"%s\">\n", id);
  if (job->stage_id == NULL)
    {
      g_string_append_printf (out, "<input type=\"hidden\" name=\"table\" value=\"%u\">\n", table);
      g_string_append (out, "<input type=\"hidden\" name=\"code\" value=\"");
      escape (out, job->credential);
      g_string_append (out, "\">\n");
    }
}

/* "Anna: Sheriff, alive, 0" … one line a seat, then the table's fields. */
static void
describe_result (GString            *out,
                 TavVenueCatalog    *catalog,
                 TavEvent           *event,
                 TavTable           *table,
                 const TavFieldSpec *specs,
                 guint               n_specs,
                 JsonObject         *result)
{
  g_string_append (out, "<ul class=\"result\">\n");
  for (guint s = 0; json_object_has_member (result, "seats") && s < tav_result_get_n_seats (result); s++)
    {
      JsonObject *seat = tav_result_get_seat (result, s);
      gboolean any = FALSE;

      for (guint f = 0; seat && f < n_specs; f++)
        {
          JsonNode *node = json_object_get_member (seat, specs[f].id);
          g_autofree char *text = NULL;

          if (!(specs[f].flags & TAV_FIELD_PER_SEAT) || node == NULL || !JSON_NODE_HOLDS_VALUE (node))
            continue;
          if (!any)
            {
              g_string_append (out, "<li>");
              escape (out, tav_event_seat_name (event, table, s));
              g_string_append (out, ":");
              any = TRUE;
            }
          g_string_append (out, " ");
          escape (out, T (specs[f].label));
          g_string_append (out, " ");
          if (specs[f].kind == TAV_FIELD_CHOICE)
            escape (out, T (tav_field_choice_label (&specs[f], json_node_get_string (node))));
          else if (specs[f].kind == TAV_FIELD_BOOLEAN)
            escape (out, json_node_get_boolean (node) ? T (N_("yes")) : T (N_("no")));
          else
            {
              GValue v = G_VALUE_INIT;

              json_node_get_value (node, &v);
              text = g_strdup_value_contents (&v);
              g_value_unset (&v);
              escape (out, text);
            }
          g_string_append (out, ";");
        }
      if (any)
        g_string_append (out, "</li>\n");
    }
  for (guint f = 0; f < n_specs; f++)
    {
      JsonNode *node = json_object_get_member (result, specs[f].id);

      if ((specs[f].flags & TAV_FIELD_PER_SEAT) || node == NULL || !JSON_NODE_HOLDS_VALUE (node))
        continue;
      g_string_append (out, "<li>");
      escape (out, T (specs[f].label));
      g_string_append (out, ": ");
      if (specs[f].kind == TAV_FIELD_PLAYER)
        {
          int seat = tav_table_find_seat (table, json_node_get_string (node));

          escape (out, seat >= 0 ? tav_event_seat_name (event, table, seat) : json_node_get_string (node));
        }
      else if (specs[f].kind == TAV_FIELD_CHOICE)
        escape (out, T (tav_field_choice_label (&specs[f], json_node_get_string (node))));
      else if (specs[f].kind == TAV_FIELD_BOOLEAN)
        escape (out, json_node_get_boolean (node) ? T (N_("yes")) : T (N_("no")));
      else
        {
          g_autofree char *text = json_to_string (node, FALSE);

          escape (out, text);
        }
      g_string_append (out, "</li>\n");
    }
  g_string_append (out, "</ul>\n");
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

static void
form_page (Job        *job,
           TavEvent   *event,
           TavStage   *stage,
           guint       round,
           TavTable   *table,
           const char *message,
           guint       status)
{
  TavVenueCatalog *catalog = job->catalog;
  TavInbox *inbox = tav_event_get_inbox (event);
  const TavFieldSpec *specs;
  guint n_specs = 0;
  g_autofree char *title = table_title (catalog, table);
  TavSubmission *pending = tav_inbox_find_pending (inbox, tav_stage_get_id (stage), round,
                                                   tav_table_get_number (table));
  TavSubmission *rejected = last_rejected (inbox, tav_stage_get_id (stage), round,
                                           tav_table_get_number (table));
  GString *out;

  specs = tav_ruleset_get_result_fields (tav_event_get_ruleset (event), event, stage, &n_specs);
  job->status = status;
  job->body = out = g_string_new (NULL);
  page_start (out, catalog, title);

  if (message)
    {
      g_string_append (out, "<p class=\"error\" role=\"alert\">");
      escape (out, message);
      g_string_append (out, "</p>\n");
    }
  if (rejected && !pending)
    {
      g_string_append (out, "<p class=\"rejected\">");
      escape (out, T (N_("The organiser did not accept the result sent before:")));
      g_string_append (out, " ");
      escape (out, tav_submission_get_reason (rejected));
      g_string_append (out, "</p>\n");
    }

  /* Someone at the table sent a result: the others can agree with it. */
  if (pending)
    {
      g_string_append (out, "<section class=\"pending\">\n<h2>");
      escape (out, T (N_("Result sent, waiting for the organiser")));
      g_string_append (out, "</h2>\n");
      describe_result (out, catalog, event, table, specs, n_specs, tav_submission_get_result (pending));
      g_string_append_printf (out, "<form method=\"post\" action=\"%s\">\n", job->path);
      hidden_fields (out, job, tav_table_get_number (table));
      g_string_append (out, "<input type=\"hidden\" name=\"action\" value=\"agree\">\n");
      seat_chooser (out, catalog, event, table);
      g_string_append (out, "<button type=\"submit\">");
      escape (out, T (N_("I agree with this result")));
      g_string_append (out, "</button>\n</form>\n</section>\n<h2>");
      escape (out, T (N_("Or send a different result")));
      g_string_append (out, "</h2>\n");
    }

  g_string_append_printf (out, "<form method=\"post\" action=\"%s\" class=\"result-form\">\n", job->path);
  hidden_fields (out, job, tav_table_get_number (table));
  for (guint s = 0; s < tav_table_get_n_seats (table); s++)
    {
      gboolean any = FALSE;

      for (guint f = 0; f < n_specs; f++)
        any |= (specs[f].flags & TAV_FIELD_PER_SEAT) != 0;
      if (!any)
        break;
      g_string_append (out, "<fieldset>\n<legend>");
      {
        g_autofree char *legend = g_strdup_printf (T (N_("Seat %u: %s")), s + 1,
                                                   tav_event_seat_name (event, table, s));

        escape (out, legend);
      }
      g_string_append (out, "</legend>\n");
      for (guint f = 0; f < n_specs; f++)
        if (specs[f].flags & TAV_FIELD_PER_SEAT)
          field_input (out, catalog, event, table, &specs[f], s + 1, job->form);
      g_string_append (out, "</fieldset>\n");
    }
  g_string_append (out, "<fieldset>\n");
  for (guint f = 0; f < n_specs; f++)
    if (!(specs[f].flags & TAV_FIELD_PER_SEAT))
      field_input (out, catalog, event, table, &specs[f], 0, job->form);
  seat_chooser (out, catalog, event, table);
  g_string_append (out, "</fieldset>\n<button type=\"submit\">");
  escape (out, T (N_("Send the result")));
  g_string_append (out, "</button>\n</form>\n");
  page_end (out);
}

/* ---- Reading the form back ---------------------------------------------- */

static char *
why_not (TavVenueCatalog    *catalog,
         const TavFieldSpec *spec)
{
  switch (spec->kind)
    {
    case TAV_FIELD_INTEGER:
    case TAV_FIELD_NUMBER:
      if (spec->step > 1)
        return g_strdup_printf (T (N_("enter a number from %g to %g, in steps of %g")),
                                spec->min, spec->max, spec->step);
      return g_strdup_printf (T (N_("enter a number from %g to %g")), spec->min, spec->max);
    case TAV_FIELD_CHOICE:
    case TAV_FIELD_PLAYER:
      return g_strdup (T (N_("choose one from the list")));
    case TAV_FIELD_BOOLEAN:
    case TAV_FIELD_STRING:
    default:
      return g_strdup (T (N_("this value cannot be used")));
    }
}

/* The value of one field, or NULL to leave it out; *message says what is
 * wrong, naming the seat and the field in the reader's language. */
static gboolean
read_field (TavEvent            *event,
            TavTable            *table,
            const TavFieldSpec  *spec,
            guint                seat,
            GHashTable          *form,
            TavVenueCatalog     *catalog,
            JsonNode           **node_out,
            char               **message)
{
  g_autofree char *name = field_name (spec, seat);
  g_autofree char *where = NULL;
  g_autofree char *reason = NULL;
  g_autoptr(JsonNode) node = NULL;
  const char *text = form_value (form, name);
  gboolean optional = (spec->flags & TAV_FIELD_OPTIONAL) != 0;

  *node_out = NULL;
  if (spec->kind == TAV_FIELD_BOOLEAN)
    {
      gboolean on = g_strcmp0 (text, "true") == 0;

      if (on || !optional)
        *node_out = json_node_init_boolean (json_node_alloc (), on);
      return TRUE;
    }
  if (text && (strlen (text) > MAX_FIELD_TEXT || !g_utf8_validate (text, -1, NULL)))
    text = NULL, reason = g_strdup (T (N_("this value cannot be used")));
  else if (text == NULL || g_strstrip (g_strdup (text))[0] == '\0')
    {
      g_autofree char *copy = text ? g_strstrip (g_strdup (text)) : NULL;

      if (optional)
        return TRUE;
      if (copy == NULL || copy[0] == '\0')
        reason = g_strdup (T (N_("missing")));
    }
  if (reason == NULL)
    {
      node = tav_field_parse_value (spec, text, NULL);
      if (node == NULL || !tav_field_validate_value (spec, node, spec->id, NULL))
        reason = why_not (catalog, spec);
      else if (spec->kind == TAV_FIELD_PLAYER &&
               tav_table_find_seat (table, json_node_get_string (node)) < 0)
        reason = why_not (catalog, spec);
    }
  if (reason)
    {
      where = seat ? g_strdup_printf (T (N_("Seat %u (%s), %s")), seat,
                                      tav_event_seat_name (event, table, seat - 1), T (spec->label))
                   : g_strdup (T (spec->label));
      *message = g_strdup_printf ("%s: %s", where, reason);
      return FALSE;
    }
  *node_out = g_steal_pointer (&node);
  return TRUE;
}

/* Returns: the result the form describes, or NULL with @message. */
JsonObject *
tav_venue_results_read_form (TavEvent         *event,
                             TavStage         *stage,
                             TavTable         *table,
                             GHashTable       *form,
                             TavVenueCatalog  *catalog,
                             char            **message)
{
  const TavFieldSpec *specs;
  guint n_specs = 0;
  g_autoptr(JsonObject) result = json_object_new ();
  g_autoptr(JsonArray) seats = json_array_new ();
  gboolean per_seat = FALSE;

  specs = tav_ruleset_get_result_fields (tav_event_get_ruleset (event), event, stage, &n_specs);
  for (guint f = 0; f < n_specs; f++)
    per_seat |= (specs[f].flags & TAV_FIELD_PER_SEAT) != 0;
  for (guint s = 1; per_seat && s <= tav_table_get_n_seats (table); s++)
    {
      JsonObject *seat = json_object_new ();

      json_array_add_object_element (seats, seat);
      for (guint f = 0; f < n_specs; f++)
        {
          JsonNode *node;

          if (!(specs[f].flags & TAV_FIELD_PER_SEAT))
            continue;
          if (!read_field (event, table, &specs[f], s, form, catalog, &node, message))
            return NULL;
          if (node)
            json_object_set_member (seat, specs[f].id, node);
        }
    }
  if (per_seat)
    json_object_set_array_member (result, "seats", json_array_ref (seats));
  for (guint f = 0; f < n_specs; f++)
    {
      JsonNode *node;

      if (specs[f].flags & TAV_FIELD_PER_SEAT)
        continue;
      if (!read_field (event, table, &specs[f], 0, form, catalog, &node, message))
        return NULL;
      if (node)
        json_object_set_member (result, specs[f].id, node);
    }
  return g_steal_pointer (&result);
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
      text = tav_venue_retranslate (catalog, error->message);
    }
  message_page (job, status, T (N_("Result not sent")), text);
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
  TavTable *table = r ? tav_round_find_table (r, job->table) : NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) result = NULL;
  g_autoptr(TavSubmission) s = NULL;
  g_autofree char *message = NULL;
  const char *judge;
  const char *action;
  guint seat = 0;

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
    }
  if (job->form == NULL)
    {
      form_page (job, event, stage, round, table, NULL, SOUP_STATUS_OK);
      return;
    }

  action = form_value (job->form, "action");
  if (form_value (job->form, "seat"))
    seat = (guint) MIN (strtoul (form_value (job->form, "seat"), NULL, 10), 64);
  if (table && g_strcmp0 (action, "agree") == 0)
    {
      TavSubmission *pending = tav_inbox_find_pending (inbox, stage_id, round, job->table);

      if (pending == NULL)
        {
          form_page (job, event, stage, round, table,
                     T (N_("The result you agreed with is no longer waiting; check it and send it again")), 409);
          return;
        }
      result = json_object_ref (tav_submission_get_result (pending));
    }
  else if (table &&
           !(result = tav_venue_results_read_form (event, stage, table, job->form, catalog, &message)))
    {
      form_page (job, event, stage, round, table, message, 422);
      return;
    }
  if (result == NULL)
    result = json_object_new ();

  s = tav_inbox_submit (inbox, job->credential, stage_id, round, job->table,
                        form_value (job->form, "id"), seat, result, job->client, &error);
  if (s == NULL)
    {
      if (g_error_matches (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_INVALID) && table)
        {
          g_autofree char *told = tav_venue_retranslate (catalog, error->message);

          form_page (job, event, stage, round, table, told, 422);
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
  SoupMessageHeaders *headers = soup_server_message_get_response_headers (job->msg);

  soup_message_headers_replace (headers, "Content-Language",
                                tav_venue_catalog_get_language (job->catalog));
  soup_server_message_set_status (job->msg, job->status, NULL);
  soup_server_message_set_response (job->msg, "text/html; charset=utf-8", SOUP_MEMORY_COPY,
                                    job->body->str, job->body->len);
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

  event = self->begin ? self->begin (self->editor_data, &error)
                      : self->event ? g_object_ref (self->event) : NULL;
  if (event == NULL)
    message_page (job, SOUP_STATUS_SERVICE_UNAVAILABLE, T (N_("Result not sent")),
                  T (N_("The event cannot be read right now; try again in a moment.")));
  else
    {
      answer (job, event);
      if (self->end && !self->end (self->editor_data, event, &error))
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
static gboolean
token_within_rate (TavVenueResults *self,
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
  job->path = g_strdup (path);
  job->client = g_strdup (soup_server_message_get_remote_host (msg));

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
  if (!token_within_rate (self, job->credential))
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
