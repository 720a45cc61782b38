/* tav-cli-inbox.c — tavolo-cli inbox: the results sent from the tables
 * and the requests players sent from their phones (registrations, decks)
 *
 * Every action that changes the file holds its lock for the whole
 * read-modify-write, as the app and `serve` do.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tavolo-cli"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "tav-cli.h"
#include "tav-result-words.h"
#include "tav-table-token.h"
#include "tav-venue-qr.h"

static const char *
state_label (TavSubmissionState state)
{
  switch (state)
    {
    case TAV_SUBMISSION_PENDING:
      /* TRANSLATORS: the state of a result sent from a table */
      return _("waiting");
    case TAV_SUBMISSION_ACCEPTED:
      return _("accepted");
    case TAV_SUBMISSION_REJECTED:
      return _("rejected");
    case TAV_SUBMISSION_REFUSED:
      return _("refused");
    default:
      g_assert_not_reached ();
    }
}

/* "seats 1, 2 agree", "judge Anna", "DISPUTED" … */
static char *
describe_sender (TavSubmission *s)
{
  g_autoptr(GString) out = g_string_new (NULL);

  if (tav_submission_get_judge (s)[0])
    g_string_append_printf (out, _("judge %s"), tav_submission_get_judge (s));
  else
    {
      g_autoptr(GString) seats = g_string_new (NULL);

      for (guint seat = 1; seat <= 32; seat++)
        if (tav_submission_has_agreed (s, seat))
          g_string_append_printf (seats, "%s%u", seats->len ? ", " : "", seat);
      if (seats->len)
        g_string_append_printf (out, _("agreed by seats %s"), seats->str);
      else
        g_string_append (out, _("from the table"));
    }
  if (tav_submission_get_disputed (s))
    g_string_append_printf (out, "; %s", _("DISPUTED: the table sent different results"));
  if (tav_submission_get_edited (s))
    g_string_append_printf (out, "; %s", _("edited by the organiser"));
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* A request: "ID  registration  waiting\n    Ada King (Roma) — deck: …". */
static void
append_request (GString       *out,
                TavEvent      *event,
                TavSubmission *s)
{
  g_autofree char *what = tav_inbox_describe_request (s);
  g_autofree char *warning = tav_inbox_request_warning (tav_event_get_inbox (event), s);
  TavPlayer *player = tav_event_find_player (event, tav_submission_get_player_id (s));

  if (tav_submission_get_kind (s) == TAV_SUBMISSION_REGISTRATION)
    /* TRANSLATORS: "ID  registration  waiting"; the last %s is the state */
    g_string_append_printf (out, _("%s  registration  %s\n"), tav_submission_get_id (s),
                            state_label (tav_submission_get_state (s)));
  else
    /* TRANSLATORS: "ID  deck of Anna Rossi  waiting"; the last %s is the state */
    g_string_append_printf (out, _("%s  deck of %s  %s\n"), tav_submission_get_id (s),
                            player ? tav_player_get_name (player) : tav_submission_get_player_id (s),
                            state_label (tav_submission_get_state (s)));
  g_string_append_printf (out, "    %s\n", what);
  if (warning)
    g_string_append_printf (out, "    %s\n", warning);
  if (tav_submission_get_reason (s)[0])
    g_string_append_printf (out, "    %s\n", tav_submission_get_reason (s));
}

static void
append_item (GString       *out,
             TavSubmission *s)
{
  TavSubmissionState state = tav_submission_get_state (s);

  g_string_append_printf (out, _("%s  round %u, table %u  %s"), tav_submission_get_id (s),
                          tav_submission_get_round (s), tav_submission_get_table (s),
                          state_label (state));
  if (tav_submission_get_result (s))
    {
      g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
      g_autofree char *sender = describe_sender (s);
      g_autofree char *result = NULL;

      json_node_set_object (node, tav_submission_get_result (s));
      result = json_to_string (node, FALSE);
      g_string_append_printf (out, " (%s)\n    %s\n", sender, result);
    }
  else
    {
      g_autoptr(GDateTime) local = g_date_time_to_local (tav_submission_get_time (s));
      g_autofree char *when = g_date_time_format (local, "%Y-%m-%d %H:%M:%S");

      g_string_append_printf (out, " %s\n", when);
    }
  if (tav_submission_get_reason (s)[0])
    g_string_append_printf (out, "    %s\n", tav_submission_get_reason (s));
}

/* The requests `serve` turned away are kept apart from FILE (see
 * TavRefusalLog): read into the event's log, with those a file of an
 * older version still holds. */
static gboolean
read_refusals (TavEvent   *event,
               const char *path)
{
  g_autofree char *log_path = tav_refusal_log_path_for_event (path);
  g_autoptr(GError) error = NULL;

  if (!tav_refusal_log_read (tav_inbox_get_refusals (tav_event_get_inbox (event)), log_path, &error))
    {
      tav_cli_fail_error ("inbox", error);
      return FALSE;
    }
  return TRUE;
}

static void
list (TavEvent *event,
      gboolean  all,
      gboolean  refusals_only)
{
  TavInbox *inbox = tav_event_get_inbox (event);
  GListModel *submissions = tav_inbox_get_submissions (inbox);
  GListModel *refusals = tav_refusal_log_get_model (tav_inbox_get_refusals (inbox));
  g_autoptr(GString) out = g_string_new (NULL);
  guint n = g_list_model_get_n_items (submissions);
  guint n_refused = g_list_model_get_n_items (refusals);
  guint n_requests = 0;

  for (guint i = 0; i < n && !refusals_only; i++)
    {
      g_autoptr(TavSubmission) s = g_list_model_get_item (submissions, i);

      if (tav_submission_get_kind (s) != TAV_SUBMISSION_RESULT &&
          tav_submission_get_state (s) == TAV_SUBMISSION_PENDING)
        n_requests++;
      if (!all && tav_submission_get_state (s) != TAV_SUBMISSION_PENDING)
        continue;
      if (tav_submission_get_kind (s) == TAV_SUBMISSION_RESULT)
        append_item (out, s);
      else
        append_request (out, event, s);
    }
  for (guint i = 0; (all || refusals_only) && i < n_refused; i++)
    {
      g_autoptr(TavSubmission) s = g_list_model_get_item (refusals, i);

      append_item (out, s);
    }
  if (refusals_only)
    /* TRANSLATORS: %u is at most TAV_REFUSAL_LOG_MAX (200): the newest are kept */
    g_string_append_printf (out, ngettext ("%u request refused\n", "%u requests refused\n", n_refused),
                            n_refused);
  else
    g_string_append_printf (out, ngettext ("%u result waiting\n", "%u results waiting\n",
                                           tav_inbox_get_n_pending (inbox) - n_requests),
                            tav_inbox_get_n_pending (inbox) - n_requests);
  if (!refusals_only && n_requests)
    /* TRANSLATORS: players' requests from phones (registrations, decks) */
    g_string_append_printf (out, ngettext ("%u request waiting\n", "%u requests waiting\n", n_requests),
                            n_requests);
  tav_cli_write (out->str);
}

/* The open round's codes, for a judge's desk or a test: TABLE CODE TOKEN
 * a table, then TABLE.SEAT CODE TOKEN for each seat of a two-player
 * table (its players agree each with his own). */
static void
codes (TavEvent *event)
{
  TavStage *stage = tav_event_get_current_stage (event);
  TavRound *round = stage ? tav_stage_get_last_round (stage) : NULL;
  const char *key = tav_inbox_ensure_key (tav_event_get_inbox (event));
  g_autoptr(GString) out = g_string_new (NULL);

  for (guint seat = 0; seat <= 2; seat++)
    for (guint i = 0; round && i < tav_round_get_n_tables (round); i++)
      {
        TavTable *table = tav_round_get_table (round, i);
        guint number = tav_table_get_number (table);
        const char *stage_id = tav_stage_get_id (stage);
        guint r = tav_round_get_number (round);
        g_autofree char *code = NULL;
        g_autofree char *printed = NULL;
        g_autofree char *token = NULL;

        if (seat && tav_table_get_n_seats (table) != 2)
          continue;
        code = seat ? tav_token_code_for_seat (key, stage_id, r, number, seat)
                    : tav_token_code_for_table (key, stage_id, r, number);
        token = seat ? tav_token_for_seat (key, stage_id, r, number, seat)
                     : tav_token_for_table (key, stage_id, r, number);
        printed = tav_token_format_code (code);
        if (seat)
          g_string_append_printf (out, "%u.%u\t%s\t%s\n", number, seat, printed, token);
        else
          g_string_append_printf (out, "%u\t%s\t%s\n", number, printed, token);
      }
  tav_cli_write (out->str);
}

/* What the organiser hands over: the new player's code. */
static void
request_accepted (TavEvent      *event,
                  TavSubmission *s,
                  GString       *out)
{
  TavPlayer *player = tav_event_find_player (event, tav_submission_get_player_id (s));
  g_autofree char *code = NULL;
  g_autofree char *printed = NULL;

  if (player == NULL)
    return;
  if (tav_submission_get_kind (s) == TAV_SUBMISSION_DECK)
    {
      g_string_append_printf (out, _("Deck of %s accepted\n"), tav_player_get_name (player));
      return;
    }
  code = tav_event_get_player_code (event, tav_player_get_id (player));
  printed = tav_token_format_code (code);
  /* TRANSLATORS: "Ada King registered (p5); personal code: K7QM-3XPA" */
  g_string_append_printf (out, _("%s registered (%s); personal code: %s\n"),
                          tav_player_get_name (player), tav_player_get_id (player), printed);
}

/* A result the table already has, or one of a closed round, is replaced
 * only with --replace: both are named, for the organiser to choose. */
static gboolean
accept (TavEvent   *event,
        const char *id,
        gboolean    replace,
        GString    *out)
{
  TavInbox *inbox = tav_event_get_inbox (event);
  TavSubmission *s = tav_inbox_find (inbox, id);
  g_autoptr(GError) error = NULL;
  g_autofree char *replaced = NULL;

  if (s && replace && tav_inbox_accept_replaces (inbox, s))
    {
      TavStage *stage = tav_event_find_stage (event, tav_submission_get_stage_id (s));
      TavRound *round = stage ? tav_stage_get_round (stage, tav_submission_get_round (s)) : NULL;
      TavTable *table = round ? tav_round_find_table (round, tav_submission_get_table (s)) : NULL;

      replaced = table ? tav_result_describe (event, stage, table) : NULL;
    }
  if (!(replace ? tav_inbox_accept_replacing (inbox, id, &error)
                : tav_inbox_accept (inbox, id, &error)))
    {
      if (g_error_matches (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_REPLACES))
        /* TRANSLATORS: %s says what the table has and what was sent */
        tav_cli_fail (id, _("%s; “inbox accept --replace” enters the one sent"), error->message);
      else
        tav_cli_fail_error (id, error);
      return FALSE;
    }
  if (tav_submission_get_kind (s) != TAV_SUBMISSION_RESULT)
    request_accepted (event, s, out);
  else if (replaced)
    /* TRANSLATORS: %s is the result replaced, e.g. “Anna wins” */
    g_string_append_printf (out, _("Round %u, table %u: result accepted, in place of “%s”\n"),
                            tav_submission_get_round (s), tav_submission_get_table (s), replaced);
  else
    g_string_append_printf (out, _("Round %u, table %u: result accepted\n"),
                            tav_submission_get_round (s), tav_submission_get_table (s));
  return TRUE;
}

/* One run of `inbox`: its options, the file and what it prints. */
typedef struct
{
  char         *reason;
  char         *table_text;
  char         *seat_text;
  char         *code;
  char         *json;
  char         *url;
  char         *qr;
  gboolean      all;
  gboolean      auto_accept;
  gboolean      replace;
  const char   *path;
  const char   *action;
  char        **args;      /* the action's own arguments */
  guint         n_args;
  TavEvent     *event;
  GString      *out;
} InboxCall;

static void
inbox_call_clear (InboxCall *call)
{
  g_clear_pointer (&call->reason, g_free);
  g_clear_pointer (&call->table_text, g_free);
  g_clear_pointer (&call->seat_text, g_free);
  g_clear_pointer (&call->code, g_free);
  g_clear_pointer (&call->json, g_free);
  g_clear_pointer (&call->url, g_free);
  g_clear_pointer (&call->qr, g_free);
  g_clear_object (&call->event);
  if (call->out)
    g_string_free (g_steal_pointer (&call->out), TRUE);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (InboxCall, inbox_call_clear)

/* The checks of an action's arguments, made before the file is read. */

static int
check_no_argument (InboxCall *call)
{
  if (call->n_args)
    return tav_cli_usage ("inbox", _("“%s” takes no argument"), call->action);
  return TAV_CLI_OK;
}

static int
check_ids (InboxCall *call)
{
  if (call->n_args == 0)
    return tav_cli_usage ("inbox", _("“%s” needs the id of a submission (see “list”)"),
                          call->action);
  if (call->reason && strcmp (call->action, "reject"))
    return tav_cli_usage ("inbox", _("--reason does not apply to “%s”"), call->action);
  return TAV_CLI_OK;
}

static int
check_edit (InboxCall *call)
{
  if (call->n_args != 1 || call->json == NULL)
    return tav_cli_usage ("inbox", _("“edit” needs the id of a submission and --json"));
  return TAV_CLI_OK;
}

static int
check_submit (InboxCall *call)
{
  if (!call->table_text || !call->code || !call->json)
    return tav_cli_usage ("inbox", _("“submit” needs --table, --code and --json"));
  return TAV_CLI_OK;
}

static int
check_judge (InboxCall *call)
{
  if (call->n_args != 1)
    return tav_cli_usage ("inbox", _("“%s” needs the judge’s name"), call->action);
  if (call->qr && !call->url)
    return tav_cli_usage ("inbox", _("--qr needs --url, the venue’s address"));
  if (call->url)
    {
      g_strchomp (call->url);
      while (g_str_has_suffix (call->url, "/"))
        call->url[strlen (call->url) - 1] = '\0';
      if ((!g_str_has_prefix (call->url, "http://") && !g_str_has_prefix (call->url, "https://")) ||
          strpbrk (call->url, " \t\n?#\"<>") != NULL || !g_utf8_validate (call->url, -1, NULL) ||
          strlen (call->url) > 200)
        return tav_cli_usage ("inbox", _("--url: “%s” is not an address such as http://192.168.1.20:8642"),
                              call->url);
    }
  return TAV_CLI_OK;
}

static int
check_on_off (InboxCall *call)
{
  if (call->n_args != 1 || (strcmp (call->args[0], "on") && strcmp (call->args[0], "off")))
    return strcmp (call->action, "registration") == 0
           ? tav_cli_usage ("inbox", _("“registration” needs “on” or “off”"))
           : tav_cli_usage ("inbox", _("“auto-accept” needs “on” or “off”"));
  return TAV_CLI_OK;
}

/* The actions, one function each. */

static int
inbox_list (InboxCall *call)
{
  gboolean refusals_only = strcmp (call->action, "refusals") == 0;

  if ((call->all || refusals_only) && !read_refusals (call->event, call->path))
    return TAV_CLI_FAILED;
  list (call->event, call->all, refusals_only);
  return TAV_CLI_OK;
}

/* All or nothing: the file is saved only if every one succeeds. */
static int
inbox_accept (InboxCall *call)
{
  for (guint i = 0; i < call->n_args; i++)
    if (!accept (call->event, call->args[i], call->replace, call->out))
      return TAV_CLI_FAILED;
  return TAV_CLI_OK;
}

static int
inbox_reject (InboxCall *call)
{
  TavInbox *inbox = tav_event_get_inbox (call->event);

  for (guint i = 0; i < call->n_args; i++)
    {
      TavSubmission *s = tav_inbox_find (inbox, call->args[i]);
      g_autoptr(GError) error = NULL;

      if (!tav_inbox_reject (inbox, call->args[i], call->reason, &error))
        return tav_cli_fail_error (call->args[i], error);
      if (tav_submission_get_kind (s) != TAV_SUBMISSION_RESULT)
        g_string_append_printf (call->out, _("%s: request refused\n"), call->args[i]);
      else
        g_string_append_printf (call->out, _("Round %u, table %u: result rejected\n"),
                                tav_submission_get_round (s), tav_submission_get_table (s));
    }
  return TAV_CLI_OK;
}

static int
inbox_edit (InboxCall *call)
{
  TavInbox *inbox = tav_event_get_inbox (call->event);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) result = tav_cli_parse_result (call->json, &error);
  TavSubmission *s = tav_inbox_find (inbox, call->args[0]);

  if (result == NULL)
    return tav_cli_usage ("inbox", "--json: %s", error->message);
  if (!tav_inbox_edit (inbox, call->args[0], result, &error))
    return tav_cli_fail_error (call->args[0], error);
  if (tav_submission_get_kind (s) != TAV_SUBMISSION_RESULT)
    {
      g_autofree char *what = tav_inbox_describe_request (s);

      g_string_append_printf (call->out, _("%s: request edited, waiting to be accepted: %s\n"),
                              call->args[0], what);
      return TAV_CLI_OK;
    }
  g_string_append_printf (call->out, _("Round %u, table %u: result edited, waiting to be accepted\n"),
                          tav_submission_get_round (s), tav_submission_get_table (s));
  return TAV_CLI_OK;
}

/* A refusal is logged for the organiser where `serve` logs them, not in
 * FILE (a damaged log is replaced). */
static void
keep_refusals (TavInbox   *inbox,
               const char *path)
{
  g_autofree char *log_path = tav_refusal_log_path_for_event (path);
  g_autoptr(TavRefusalLog) refusals = tav_refusal_log_new ();
  g_autoptr(GError) error = NULL;

  /* Said, not fatal: the result is still taken; the unreadable log was
   * set aside, and the message says where. */
  if (!tav_refusal_log_keep_in (refusals, log_path, &error))
    tav_cli_fail_error ("inbox", error);
  tav_inbox_set_refusals (inbox, refusals);
}

static int
inbox_submit (InboxCall *call)
{
  TavInbox *inbox = tav_event_get_inbox (call->event);
  TavStage *stage = tav_event_get_current_stage (call->event);
  TavRound *round = stage ? tav_stage_get_last_round (stage) : NULL;
  g_autoptr(JsonObject) result = NULL;
  g_autoptr(TavSubmission) s = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *id = tav_token_new_random (16);
  guint table = 0, seat = 0;
  int status = TAV_CLI_OK;

  if (!tav_cli_parse_number ("inbox", "--table", call->table_text, 1, &table, &status) ||
      (call->seat_text &&
       !tav_cli_parse_number ("inbox", "--seat", call->seat_text, 1, &seat, &status)))
    return status;
  if (!(result = tav_cli_parse_result (call->json, &error)))
    return tav_cli_usage ("inbox", "--json: %s", error->message);
  if (round == NULL)
    return tav_cli_fail ("inbox", _("no round has been drawn"));
  keep_refusals (inbox, call->path);
  s = tav_inbox_submit (inbox, call->code, tav_stage_get_id (stage), tav_round_get_number (round),
                        table, id, seat, result, NULL, &error);
  if (s == NULL)
    return tav_cli_fail_error ("inbox", error);
  g_string_append_printf (call->out, tav_submission_get_state (s) == TAV_SUBMISSION_ACCEPTED
                                       ? _("Round %u, table %u: result sent and accepted (%s)\n")
                                       : _("Round %u, table %u: result sent, waiting in the inbox (%s)\n"),
                          tav_submission_get_round (s), table, tav_submission_get_id (s));
  return TAV_CLI_OK;
}

/* The codes are printed at once, before the key they come from is saved. */
static int
inbox_codes (InboxCall *call)
{
  codes (call->event);
  return TAV_CLI_OK;
}

/* The judge's link as a QR code, a PNG written whole or not at all. */
static gboolean
write_qr (const char  *path,
          const char  *link,
          GError     **error)
{
  g_autofree char *temporary = g_strconcat (path, ".part", NULL);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 480, 480);
  cairo_t *cr = cairo_create (surface);
  cairo_status_t status;
  gboolean drawn;

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  drawn = tav_venue_qr_draw (cr, link, 24, 24, 432, error);
  cairo_destroy (cr);
  status = drawn ? cairo_surface_write_to_png (surface, temporary) : CAIRO_STATUS_SUCCESS;
  cairo_surface_destroy (surface);
  if (!drawn)
    return FALSE;
  if (status != CAIRO_STATUS_SUCCESS || g_rename (temporary, path) != 0)
    {
      g_unlink (temporary);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("Cannot write the QR code to %s"), path);
      return FALSE;
    }
  return TRUE;
}

static int
inbox_judge_add (InboxCall *call)
{
  TavInbox *inbox = tav_event_get_inbox (call->event);
  g_autoptr(GError) error = NULL;
  g_autofree char *judge_code = tav_inbox_add_judge (inbox, call->args[0], call->auto_accept,
                                                     &error);
  g_autofree char *printed = NULL;
  g_autofree char *link = NULL;

  if (judge_code == NULL)
    return tav_cli_fail_error ("inbox", error);
  printed = tav_token_format_code (judge_code);
  /* TRANSLATORS: the code is shown once: only its hash is kept */
  g_string_append_printf (call->out, _("Judge %s: code %s (write it down: it is not shown again)\n"),
                          tav_inbox_find_judge (inbox, call->args[0]), printed);
  link = g_strdup_printf ("%s/judge?code=%s", call->url ? call->url : "", judge_code);
  /* TRANSLATORS: the judge's console on the venue network */
  g_string_append_printf (call->out, call->url ? _("Judge’s console: %s\n")
                                               : _("Judge’s console: %s on the venue’s address\n"), link);
  if (call->qr && !write_qr (call->qr, link, &error))
    return tav_cli_fail_error ("inbox", error);
  return TAV_CLI_OK;
}

static int
inbox_judge_revoke (InboxCall *call)
{
  TavInbox *inbox = tav_event_get_inbox (call->event);
  g_autofree char *name = g_strdup (tav_inbox_find_judge (inbox, call->args[0]));
  g_autoptr(GError) error = NULL;

  if (!tav_inbox_revoke_judge (inbox, call->args[0], &error))
    return tav_cli_fail_error ("inbox", error);
  g_string_append_printf (call->out, _("Judge %s: code revoked\n"), name);
  return TAV_CLI_OK;
}

static int
inbox_auto_accept (InboxCall *call)
{
  tav_inbox_set_auto_accept (tav_event_get_inbox (call->event),
                             strcmp (call->args[0], "on") == 0);
  return TAV_CLI_OK;
}

static int
inbox_registration (InboxCall *call)
{
  tav_inbox_set_registration_open (tav_event_get_inbox (call->event),
                                   strcmp (call->args[0], "on") == 0);
  return TAV_CLI_OK;
}

typedef struct
{
  const char  *name;
  gboolean     writes;
  int        (*check) (InboxCall *call);
  int        (*run)   (InboxCall *call);
} InboxAction;

static const InboxAction actions[] = {
  { "list", FALSE, check_no_argument, inbox_list },
  { "refusals", FALSE, check_no_argument, inbox_list },
  { "accept", TRUE, check_ids, inbox_accept },
  { "reject", TRUE, check_ids, inbox_reject },
  { "edit", TRUE, check_edit, inbox_edit },
  { "submit", TRUE, check_submit, inbox_submit },
  { "codes", TRUE, NULL, inbox_codes },
  { "judge-add", TRUE, check_judge, inbox_judge_add },
  { "judge-revoke", TRUE, check_judge, inbox_judge_revoke },
  { "auto-accept", TRUE, check_on_off, inbox_auto_accept },
  { "registration", TRUE, check_on_off, inbox_registration },
};

static const InboxAction *
find_action (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    if (strcmp (name, actions[i].name) == 0)
      return &actions[i];
  return NULL;
}

int
tav_cli_inbox (int    argc,
               char **argv)
{
  g_auto(InboxCall) call = { 0 };
  const GOptionEntry entries[] = {
    { "all", 'a', 0, G_OPTION_ARG_NONE, &call.all,
      N_("list: also the results accepted, rejected and refused"), NULL },
    { "reason", 0, 0, G_OPTION_ARG_FILENAME, &call.reason,
      N_("reject: why, shown on the phone that sent it"), N_("TEXT") },
    { "table", 't', 0, G_OPTION_ARG_FILENAME, &call.table_text,
      N_("submit: the table of the open round"), N_("N") },
    { "seat", 0, 0, G_OPTION_ARG_FILENAME, &call.seat_text,
      N_("submit: the seat of the player who agrees with the result"), N_("N") },
    { "code", 0, 0, G_OPTION_ARG_FILENAME, &call.code,
      N_("submit: the table's code or a judge's code"), N_("CODE") },
    { "json", 'j', 0, G_OPTION_ARG_FILENAME, &call.json,
      N_("submit, edit: the result, as for “result”"), N_("JSON") },
    { "auto-accept", 0, 0, G_OPTION_ARG_NONE, &call.auto_accept,
      N_("judge-add: accept this judge’s results at once"), NULL },
    { "url", 0, 0, G_OPTION_ARG_STRING, &call.url,
      N_("judge-add: the venue’s address, for the judge’s link"), N_("URL") },
    { "qr", 0, 0, G_OPTION_ARG_FILENAME, &call.qr,
      N_("judge-add: write the judge’s link as a QR code (PNG)"), N_("FILE") },
    { "replace", 0, 0, G_OPTION_ARG_NONE, &call.replace,
      N_("accept: even in place of the result the table has, or in a closed round"), NULL },
    { NULL }
  };
  g_auto(GStrv) args = NULL;
  const InboxAction *spec;
  int status = TAV_CLI_OK;

  if (!tav_cli_parse_options (tav_cli_find_command ("inbox"), entries, argc, argv, &args,
                              &status) ||
      !tav_cli_check_args ("inbox", args, 1, G_MAXINT, "FILE", &status))
    return status;
  call.path = args[1];
  call.action = args[2] ? args[2] : "list";
  call.args = args[2] ? args + 3 : args + 2;
  call.n_args = g_strv_length (call.args);
  call.out = g_string_new (NULL);

  /* The listings pass over the other actions' options; any other action,
   * even one unknown, refuses --replace but “accept”. */
  spec = find_action (call.action);
  if (call.replace && (spec == NULL || spec->writes) && strcmp (call.action, "accept"))
    return tav_cli_usage ("inbox", _("--replace does not apply to “%s”"), call.action);
  if (spec == NULL)
    return tav_cli_usage ("inbox", _("unknown action “%s”"), call.action);

  /* The arguments are checked before the file is touched. */
  if (spec->check && (status = spec->check (&call)) != TAV_CLI_OK)
    return status;
  if (!(call.event = spec->writes ? tav_cli_load_for_writing (call.path) : tav_cli_load (call.path)))
    return TAV_CLI_FAILED;
  if ((status = spec->run (&call)) != TAV_CLI_OK)
    return status;
  if (spec->writes && !tav_cli_save (call.event, call.path))
    return TAV_CLI_FAILED;
  tav_cli_write (call.out->str);
  return TAV_CLI_OK;
}
