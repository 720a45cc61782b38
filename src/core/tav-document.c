/* tav-document.c
 *
 * Loading never trusts the file: its size is capped, it is read by the
 * strict JSON reader (tav-json-check.c: nesting depth, number syntax,
 * UTF-8, duplicate members; json-glib's own parser crashes on very deep
 * nesting and reads "00012" as octal), non-finite numbers are refused, and
 * every field is checked with its path before a new event is returned. The caller's open event is never touched by a failed load.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-document"

#include "config.h"

#include <stdio.h>
#include <string.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "tav-document.h"
#include "tav-document-private.h"
#include "tav-event-log.h"
#include "tav-event-private.h"
#include "tav-json-check.h"
#include "tav-json-file.h"
#include "tav-json-get.h"
#include "tav-json-writer.h"
#include "tav-round-private.h"
#include "tav-text.h"

/* Defined with the JSON readers (tav-json-check.c), which report in it. */

#define INVALID(error, ...) \
  g_set_error (error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_INVALID, __VA_ARGS__)

/* The rounds @player missed and was charged for: round numbers 1 to @max
 * in increasing order. */
static gboolean
get_missed_rounds (const TavJsonValue  *object,
                   const char          *member,
                   guint                max,
                   TavPlayer           *player,
                   const char          *path,
                   GError             **error)
{
  const TavJsonValue *array;
  gint64 last = 0;

  if (!tav_json_get_array (object, member, FALSE, &array, path, error))
    return FALSE;
  for (guint i = 0; array && i < array->length; i++)
    {
      const TavJsonValue *node = &array->v.elements[i];
      gint64 v = node->kind == TAV_JSON_INT ? node->v.integer : 0;

      if (v <= last || v > max)
        {
          /* Spelled out only here: this runs for every player. */
          g_autofree char *where = tav_json_join (path, member);

          INVALID (error, _("%s[%u]: expected round numbers in increasing order, from 1 to %u"),
                   where, i, max);
          return FALSE;
        }
      tav_player_add_missed_round (player, (guint) v);
      last = v;
    }
  return TRUE;
}

/* ---- Reading ---------------------------------------------------------- */

static gboolean
read_event_header (const TavJsonValue  *root,
                   TavEvent           **event_out,
                   GError             **error)
{
  static const char * const known[] = {
    "name", "date", "venue", "ruleset", "params", "seed", "id", "published",
    "clubs_mixed", "lot_players", "release", "accessible_tables", "apart", "clubs_apart",
    "self_check_in", NULL
  };
  const TavJsonValue *object;
  const char *name, *date, *venue, *ruleset_id, *event_id = "", *release = "at-once";
  const TavJsonValue *params;
  guint64 seed, lot_players = 0;
  gboolean published, clubs_mixed;
  TavRuleset *ruleset;
  g_autoptr(TavEvent) event = NULL;
  const TavFieldSpec *specs;
  guint n_specs = 0;

  if (!tav_json_get_object (root, "event", TRUE, &object, "", error) ||
      !tav_json_check_members (object, known, "event", error) ||
      !tav_json_get_string (object, "name", TRUE, &name, "event", error) ||
      !tav_json_get_string (object, "date", FALSE, &date, "event", error) ||
      !tav_json_get_string (object, "venue", FALSE, &venue, "event", error) ||
      !tav_json_get_string (object, "ruleset", TRUE, &ruleset_id, "event", error) ||
      !tav_json_get_uint (object, "seed", TRUE, TAV_DOCUMENT_MAX_SEED, &seed, "event", error) ||
      (tav_json_value_get_member (object, "id") &&
       !tav_json_get_string (object, "id", TRUE, &event_id, "event", error)) ||
      !tav_json_get_bool (object, "published", &published, "event", error) ||
      !tav_json_get_bool (object, "clubs_mixed", &clubs_mixed, "event", error) ||
      (tav_json_value_get_member (object, "lot_players") &&
       !tav_json_get_uint (object, "lot_players", TRUE, G_MAXINT32, &lot_players, "event", error)) ||
      (tav_json_value_get_member (object, "release") &&
       !tav_json_get_string (object, "release", TRUE, &release, "event", error)))
    return FALSE;
  if (!g_str_equal (release, "at-once") && !g_str_equal (release, "manual"))
    {
      INVALID (error, _("event.release: “%s” is neither “at-once” nor “manual”"), release);
      return FALSE;
    }

  if (date[0] != '\0')
    {
      g_autofree char *iso = g_strconcat (date, "T00:00:00Z", NULL);
      g_autoptr(GDateTime) dt = g_date_time_new_from_iso8601 (iso, NULL);

      if (dt == NULL || strlen (date) != 10)
        {
          INVALID (error, _("event.date: “%s” is not a date like 2026-11-22"), date);
          return FALSE;
        }
    }

  if (tav_json_value_get_member (object, "id") && !tav_event_is_event_id (event_id))
    {
      INVALID (error, _("event.id: “%s” is not an event id (32 hexadecimal digits 0–9, a–f)"), event_id);
      return FALSE;
    }

  ruleset = tav_ruleset_lookup (ruleset_id);
  if (ruleset == NULL)
    {
      INVALID (error, _("event.ruleset: unknown ruleset “%s”"), ruleset_id);
      return FALSE;
    }

  event = tav_event_new (ruleset_id, name);
  tav_event_set_date (event, date);
  tav_event_set_venue (event, venue);
  tav_event_set_seed (event, seed);
  tav_event_set_event_id (event, event_id);
  tav_event_set_published (event, published);
  tav_event_set_keep_clubs_apart (event, !clubs_mixed);
  tav_event_set_lot_players (event, (guint) lot_players);
  tav_event_set_manual_release (event, g_str_equal (release, "manual"));

  if (tav_json_value_get_member (object, "params") &&
      !tav_json_get_object (object, "params", TRUE, &params, "event", error))
    return FALSE;
  if (!tav_json_value_get_member (object, "params"))
    params = NULL;
  if (params)
    {
      /* The event keeps its parameters as json-glib nodes. */
      g_autoptr(JsonNode) params_node = tav_json_value_to_node (params, TRUE);
      JsonObject *params_object = json_node_get_object (params_node);
      g_autoptr(GList) members = json_object_get_members (params_object);

      specs = tav_ruleset_get_params (ruleset, &n_specs);
      if (!tav_field_validate_params (specs, n_specs, params_object, "event.params", error))
        return FALSE;
      for (GList *l = members; l; l = l->next)
        tav_event_set_param_node (event, l->data, json_object_get_member (params_object, l->data));
    }

  *event_out = g_steal_pointer (&event);
  return TRUE;
}

/* Names from a file follow the rules of names typed in (tav-text.c); an
 * optional one may be empty. */
static gboolean
clean_text (const char  *text,
            gboolean     required,
            char       **clean,
            const char  *path,
            const char  *member,
            GError     **error)
{
  g_autoptr(GError) local_error = NULL;

  if (!required && text[0] == '\0')
    {
      *clean = g_strdup ("");
      return TRUE;
    }
  if (!(*clean = tav_text_clean_name (text, &local_error)))
    {
      INVALID (error, "%s.%s: %s", path, member, local_error->message);
      return FALSE;
    }
  return TRUE;
}

static gboolean
read_players (const TavJsonValue  *root,
              TavEvent            *event,
              GError             **error)
{
  static const char * const known[] = {
    "id", "name", "club", "note", "deck", "team", "reserve", "status", "left_round",
    "missed_rounds", "checked_in", "table", "accessible", "code_renewals", NULL
  };
  const TavJsonValue *array;

  if (!tav_json_get_array (root, "players", TRUE, &array, "", error))
    return FALSE;
  for (guint i = 0; i < array->length; i++)
    {
      const TavJsonValue *node = &array->v.elements[i];
      g_autofree char *path = g_strdup_printf ("players[%u]", i);
      g_autoptr(TavPlayer) player = NULL;
      g_autofree char *clean_name = NULL;
      g_autofree char *clean_club = NULL;
      g_autofree char *clean_team = NULL;
      g_autofree char *clean_deck = NULL;
      g_autoptr(GError) deck_error = NULL;
      const TavJsonValue *object;
      const char *id, *name, *club, *note, *deck, *team, *status_str;
      TavPlayerStatus status = TAV_PLAYER_ACTIVE;
      gboolean reserve, checked_in;
      guint64 left_round;

      if (node->kind != TAV_JSON_OBJECT)
        {
          INVALID (error, _("%s: expected an object"), path);
          return FALSE;
        }
      object = node;
      if (!tav_json_check_members (object, known, path, error) ||
          !tav_json_get_string (object, "id", TRUE, &id, path, error) ||
          !tav_json_get_string (object, "name", TRUE, &name, path, error) ||
          !tav_json_get_string (object, "club", FALSE, &club, path, error) ||
          !tav_json_get_string (object, "note", FALSE, &note, path, error) ||
          !tav_json_get_string (object, "deck", FALSE, &deck, path, error) ||
          !tav_json_get_string (object, "team", FALSE, &team, path, error) ||
          !tav_json_get_bool (object, "reserve", &reserve, path, error) ||
          !tav_json_get_bool (object, "checked_in", &checked_in, path, error) ||
          !tav_json_get_string (object, "status", FALSE, &status_str, path, error) ||
          !tav_json_get_uint (object, "left_round", FALSE, 1000, &left_round, path, error))
        return FALSE;
      if (status_str[0] && !tav_player_status_from_string (status_str, &status))
        {
          INVALID (error, _("%s.status: unknown status “%s”"), path, status_str);
          return FALSE;
        }
      if (!clean_text (name, TRUE, &clean_name, path, "name", error) ||
          !clean_text (club, FALSE, &clean_club, path, "club", error) ||
          !clean_text (team, FALSE, &clean_team, path, "team", error))
        return FALSE;
      if (!(clean_deck = tav_player_clean_deck (deck, &deck_error)))
        {
          INVALID (error, "%s.deck: %s", path, deck_error->message);
          return FALSE;
        }
      player = tav_player_new (id, clean_name);
      tav_player_set_club (player, clean_club);
      tav_player_set_note (player, note);
      tav_player_set_deck (player, clean_deck);
      tav_player_set_team (player, clean_team);
      tav_player_set_reserve (player, reserve);
      tav_player_set_checked_in (player, checked_in);
      tav_player_set_status (player, status);
      tav_player_set_left_round (player, (guint) left_round);
      if (!get_missed_rounds (object, "missed_rounds", 1000, player, path, error))
        return FALSE;
      tav_event_insert_player (event, player);
    }
  if (tav_event_get_lot_players (event) > array->length)
    {
      INVALID (error, _("event.lot_players: %u players drew lots, but the file lists %u"),
               tav_event_get_lot_players (event), array->length);
      return FALSE;
    }
  return TRUE;
}

static gboolean
read_table (const TavJsonValue  *object,
            TavRound            *round,
            const char          *path,
            GError             **error)
{
  static const char * const known[] = { "number", "label", "seats", "result", "extensions", NULL };
  guint64 number;
  const char *label;
  g_auto(GStrv) seats = NULL;
  g_autoptr(TavTable) table = NULL;
  const TavJsonValue *result;

  if (!tav_json_check_members (object, known, path, error) ||
      !tav_json_get_uint (object, "number", TRUE, 100000, &number, path, error) ||
      !tav_json_get_string (object, "label", FALSE, &label, path, error) ||
      !tav_json_get_strv (object, "seats", _("%s[%u]: expected a player id"), &seats, path, error) ||
      !tav_json_get_object (object, "result", FALSE, &result, path, error))
    return FALSE;

  table = tav_table_new ((guint) number, (const char * const *) seats);
  tav_table_set_label (table, label);
  if (result)
    {
      /* A table keeps its result as a sealed json-glib object. */
      g_autoptr(JsonNode) result_node = tav_json_value_to_node (result, TRUE);

      tav_table_set_result (table, json_node_get_object (result_node));
    }
  if (!tav_document_read_extensions (object, table, path, error))
    return FALSE;
  tav_round_add_table (round, table);
  return TRUE;
}

static gboolean
read_round (const TavJsonValue  *object,
            TavStage            *stage,
            const char          *path,
            GError             **error)
{
  static const char * const known[] = {
    "number", "name", "plan_start", "plan_salt", "released", "tables", NULL
  };
  guint64 number, plan_start, plan_salt;
  gboolean released = TRUE;
  const char *name;
  const TavJsonValue *tables;
  g_autoptr(TavRound) round = NULL;

  if (!tav_json_check_members (object, known, path, error) ||
      !tav_json_get_uint (object, "number", TRUE, 1000, &number, path, error) ||
      !tav_json_get_string (object, "name", FALSE, &name, path, error) ||
      !tav_json_get_uint (object, "plan_start", FALSE, 1000, &plan_start, path, error) ||
      !tav_json_get_uint (object, "plan_salt", FALSE, G_MAXUINT32, &plan_salt, path, error) ||
      (tav_json_value_get_member (object, "released") &&
       !tav_json_get_bool (object, "released", &released, path, error)) ||
      !tav_json_get_array (object, "tables", TRUE, &tables, path, error))
    return FALSE;
  if (number != tav_stage_get_n_rounds (stage) + 1)
    {
      INVALID (error, _("%s.number: expected %u, found %llu"), path,
               tav_stage_get_n_rounds (stage) + 1, (unsigned long long) number);
      return FALSE;
    }
  if (plan_start > number)
    {
      INVALID (error, _("%s.plan_start: a plan cannot start after its round"), path);
      return FALSE;
    }

  round = tav_round_new ((guint) number);
  tav_round_set_name (round, name);
  tav_round_set_plan (round, (guint) plan_start, (guint) plan_salt);
  tav_round_set_released (round, released);
  for (guint i = 0; i < tables->length; i++)
    {
      const TavJsonValue *node = &tables->v.elements[i];
      g_autofree char *table_path = g_strdup_printf ("%s.tables[%u]", path, i);

      if (node->kind != TAV_JSON_OBJECT)
        {
          INVALID (error, _("%s: expected an object"), table_path);
          return FALSE;
        }
      if (!read_table (node, round, table_path, error))
        return FALSE;
    }
  tav_stage_add_round (stage, round);
  return TRUE;
}

static gboolean
read_stages (const TavJsonValue  *root,
             TavEvent            *event,
             GError             **error)
{
  static const char * const known[] = {
    "id", "kind", "name", "planned_rounds", "seeds", "third_place", "rounds", NULL
  };
  const TavJsonValue *array;

  if (!tav_json_get_array (root, "stages", FALSE, &array, "", error))
    return FALSE;
  for (guint i = 0; array && i < array->length; i++)
    {
      const TavJsonValue *node = &array->v.elements[i];
      g_autofree char *path = g_strdup_printf ("stages[%u]", i);
      g_autoptr(TavStage) stage = NULL;
      g_auto(GStrv) seeds = NULL;
      const TavJsonValue *object;
      const char *id, *kind_str, *name;
      TavStageKind kind;
      guint64 planned;
      gboolean third_place;
      const TavJsonValue *rounds;

      if (node->kind != TAV_JSON_OBJECT)
        {
          INVALID (error, _("%s: expected an object"), path);
          return FALSE;
        }
      object = node;
      if (!tav_json_check_members (object, known, path, error) ||
          !tav_json_get_string (object, "id", TRUE, &id, path, error) ||
          !tav_json_get_string (object, "kind", TRUE, &kind_str, path, error) ||
          !tav_json_get_string (object, "name", FALSE, &name, path, error) ||
          !tav_json_get_uint (object, "planned_rounds", FALSE, 1000, &planned, path, error) ||
          !tav_json_get_strv (object, "seeds", _("%s[%u]: expected a player id"), &seeds, path, error) ||
          !tav_json_get_bool (object, "third_place", &third_place, path, error) ||
          !tav_json_get_array (object, "rounds", TRUE, &rounds, path, error))
        return FALSE;
      if (!tav_stage_kind_from_string (kind_str, &kind))
        {
          INVALID (error, _("%s.kind: unknown kind “%s”"), path, kind_str);
          return FALSE;
        }
      if (id[0] == '\0' || tav_event_find_stage (event, id))
        {
          INVALID (error, _("%s.id: “%s” is empty or used twice"), path, id);
          return FALSE;
        }
      /* "" is a bye of a bracket that starts the event (tav-bracket.c). */
      for (guint s = 0; seeds[s]; s++)
        if (tav_event_find_player (event, seeds[s]) == NULL &&
            !(seeds[s][0] == '\0' && kind == TAV_STAGE_BRACKET))
          {
            INVALID (error, _("%s.seeds[%u]: unknown player id “%s”"), path, s, seeds[s]);
            return FALSE;
          }

      stage = tav_stage_new (id, kind);
      tav_stage_set_name (stage, name);
      tav_stage_set_planned_rounds (stage, (guint) planned);
      tav_stage_set_seeds (stage, (const char * const *) seeds);
      tav_stage_set_third_place (stage, third_place);
      for (guint r = 0; r < rounds->length; r++)
        {
          const TavJsonValue *round_node = &rounds->v.elements[r];
          g_autofree char *round_path = g_strdup_printf ("%s.rounds[%u]", path, r);

          if (round_node->kind != TAV_JSON_OBJECT)
            {
              INVALID (error, _("%s: expected an object"), round_path);
              return FALSE;
            }
          if (!read_round (round_node, stage, round_path, error))
            return FALSE;
        }
      tav_event_add_stage (event, stage);
    }
  return TRUE;
}

static gboolean
read_penalties (const TavJsonValue  *root,
                TavEvent            *event,
                GError             **error)
{
  static const char * const known[] = {
    "player", "kind", "stage", "round", "reason", "time", NULL
  };
  const TavJsonValue *array;

  if (!tav_json_get_array (root, "penalties", FALSE, &array, "", error))
    return FALSE;
  for (guint i = 0; array && i < array->length; i++)
    {
      const TavJsonValue *node = &array->v.elements[i];
      g_autofree char *path = g_strdup_printf ("penalties[%u]", i);
      g_autoptr(TavPenalty) penalty = NULL;
      g_autoptr(GDateTime) time = NULL;
      const TavJsonValue *object;
      const char *player, *kind_str, *stage, *reason, *time_str;
      TavPenaltyKind kind;
      guint64 round;

      if (node->kind != TAV_JSON_OBJECT)
        {
          INVALID (error, _("%s: expected an object"), path);
          return FALSE;
        }
      object = node;
      if (!tav_json_check_members (object, known, path, error) ||
          !tav_json_get_string (object, "player", TRUE, &player, path, error) ||
          !tav_json_get_string (object, "kind", TRUE, &kind_str, path, error) ||
          !tav_json_get_string (object, "stage", FALSE, &stage, path, error) ||
          !tav_json_get_uint (object, "round", FALSE, 1000, &round, path, error) ||
          !tav_json_get_string (object, "reason", FALSE, &reason, path, error) ||
          !tav_json_get_string (object, "time", TRUE, &time_str, path, error))
        return FALSE;
      if (!tav_penalty_kind_from_string (kind_str, &kind))
        {
          INVALID (error, _("%s.kind: unknown penalty “%s”"), path, kind_str);
          return FALSE;
        }
      time = g_date_time_new_from_iso8601 (time_str, NULL);
      if (time == NULL)
        {
          INVALID (error, _("%s.time: “%s” is not a date and time"), path, time_str);
          return FALSE;
        }
      penalty = tav_penalty_new (player, kind, stage, (guint) round, reason, time);
      tav_event_add_penalty (event, penalty);
    }
  return TRUE;
}

/* The venue inbox (version 2): the key, judges, submissions and the ids
 * already received. */
static gboolean
read_judges (const TavJsonValue  *venue,
             TavInbox            *inbox,
             GError             **error)
{
  static const char * const known[] = { "name", "hash", "auto_accept", NULL };
  const TavJsonValue *array;

  if (!tav_json_get_array (venue, "judges", FALSE, &array, "venue", error))
    return FALSE;
  for (guint i = 0; array && i < array->length; i++)
    {
      const TavJsonValue *node = &array->v.elements[i];
      g_autofree char *path = g_strdup_printf ("venue.judges[%u]", i);
      g_autofree char *name = NULL;
      const TavJsonValue *object;
      const char *name_str, *hash;
      gboolean auto_accept;

      if (node->kind != TAV_JSON_OBJECT)
        {
          INVALID (error, _("%s: expected an object"), path);
          return FALSE;
        }
      object = node;
      if (!tav_json_check_members (object, known, path, error) ||
          !tav_json_get_string (object, "name", TRUE, &name_str, path, error) ||
          !tav_json_get_string (object, "hash", TRUE, &hash, path, error) ||
          !tav_json_get_bool (object, "auto_accept", &auto_accept, path, error) ||
          !clean_text (name_str, TRUE, &name, path, "name", error))
        return FALSE;
      if (strlen (hash) != 64 || strspn (hash, "0123456789abcdef") != 64)
        {
          INVALID (error, _("%s.hash: expected 64 hexadecimal digits"), path);
          return FALSE;
        }
      tav_inbox_restore_judge (inbox, name, hash, auto_accept);
    }
  return TRUE;
}

static gboolean
read_submission (const TavJsonValue  *object,
                 gint64               version,
                 TavInbox            *inbox,
                 const char          *path,
                 GError             **error)
{
  static const char * const known[] = {
    "id", "stage", "round", "table", "result", "judge", "time", "state", "reason",
    "agreed", "disputed", "edited", "kind", "player", "request", NULL
  };
  TavSubmissionKind kind;
  const char *player;
  const char *id, *stage, *judge, *time_str, *state_str, *reason;
  guint64 round, table;
  gboolean disputed, edited;
  const TavJsonValue *result = NULL, *request = NULL;
  g_autoptr(JsonNode) result_node = NULL;
  const TavJsonValue *agreed_array;
  guint agreed = 0;
  TavSubmissionState state;
  g_autoptr(GDateTime) time = NULL;
  g_autoptr(TavSubmission) submission = NULL;

  if (!tav_json_check_members (object, known, path, error) ||
      !tav_json_get_string (object, "id", TRUE, &id, path, error) ||
      !tav_json_get_string (object, "stage", FALSE, &stage, path, error) ||
      !tav_json_get_uint (object, "round", FALSE, 1000, &round, path, error) ||
      !tav_json_get_uint (object, "table", FALSE, 100000, &table, path, error) ||
      !tav_json_get_string (object, "judge", FALSE, &judge, path, error) ||
      !tav_json_get_string (object, "time", TRUE, &time_str, path, error) ||
      !tav_json_get_string (object, "state", TRUE, &state_str, path, error) ||
      !tav_json_get_string (object, "reason", FALSE, &reason, path, error) ||
      !tav_json_get_array (object, "agreed", FALSE, &agreed_array, path, error) ||
      !tav_json_get_bool (object, "disputed", &disputed, path, error) ||
      !tav_json_get_bool (object, "edited", &edited, path, error))
    return FALSE;
  if (tav_json_value_get_member (object, "result") &&
      !tav_json_get_object (object, "result", TRUE, &result, path, error))
    return FALSE;
  if (!tav_document_read_request (object, version, &kind, &player, &request, path, error))
    return FALSE;
  if (request)
    result = request;
  if (!tav_submission_state_from_string (state_str, &state))
    {
      INVALID (error, _("%s.state: unknown state “%s”"), path, state_str);
      return FALSE;
    }
  if (id[0] == '\0' || (result == NULL && state != TAV_SUBMISSION_REFUSED))
    {
      INVALID (error, _("%s: a submission needs an id and, unless refused, a result"), path);
      return FALSE;
    }
  if (!(time = g_date_time_new_from_iso8601 (time_str, NULL)))
    {
      INVALID (error, _("%s.time: “%s” is not a date and time"), path, time_str);
      return FALSE;
    }
  for (guint i = 0; agreed_array && i < agreed_array->length; i++)
    {
      const TavJsonValue *node = &agreed_array->v.elements[i];
      gint64 v = node->kind == TAV_JSON_INT ? node->v.integer : 0;

      if (v < 1 || v > 32)
        {
          INVALID (error, _("%s.agreed[%u]: expected a seat number from 1 to 32"), path, i);
          return FALSE;
        }
      agreed |= 1u << (v - 1);
    }
  if (result)
    result_node = tav_json_value_to_node (result, TRUE);
  submission = tav_submission_new (id, stage, (guint) round, (guint) table,
                                   result_node ? json_node_get_object (result_node) : NULL,
                                   judge, time);
  tav_submission_set_state (submission, state, reason);
  tav_submission_restore_flags (submission, agreed, disputed, edited);
  tav_submission_set_kind (submission, kind);
  tav_submission_set_player_id (submission, player);
  if (!tav_document_check_request (inbox, submission, path, error))
    return FALSE;
  tav_inbox_restore (inbox, submission);
  return TRUE;
}

static gboolean
read_venue (const TavJsonValue  *root,
            gint64               version,
            TavEvent            *event,
            GError             **error)
{
  static const char * const known[] = {
    "key", "auto_accept", "judges", "submissions", "seen", "registration", NULL
  };
  TavInbox *inbox = tav_event_get_inbox (event);
  const TavJsonValue *venue;
  const TavJsonValue *submissions;
  g_auto(GStrv) seen = NULL;
  const char *key;
  gboolean auto_accept;

  if (!tav_json_value_get_member (root, "venue"))
    return TRUE;
  if (version < 2)
    {
      INVALID (error, _("venue: a file of version %lld cannot hold the venue inbox (version 2 or later)"),
               (long long) version);
      return FALSE;
    }
  if (!tav_json_get_object (root, "venue", TRUE, &venue, "", error) ||
      !tav_json_check_members (venue, known, "venue", error) ||
      !tav_json_get_string (venue, "key", FALSE, &key, "venue", error) ||
      !tav_json_get_bool (venue, "auto_accept", &auto_accept, "venue", error) ||
      !tav_json_get_array (venue, "submissions", FALSE, &submissions, "venue", error) ||
      !tav_json_get_strv (venue, "seen", _("%s[%u]: expected a text"), &seen, "venue", error))
    return FALSE;
  if (key[0] && !tav_inbox_set_key (inbox, key))
    {
      INVALID (error, _("venue.key: expected 64 lower-case hexadecimal digits"));
      return FALSE;
    }
  if (!read_judges (venue, inbox, error) ||
      !tav_document_read_registration (venue, version, inbox, error))
    return FALSE;
  if (auto_accept)
    tav_inbox_set_auto_accept (inbox, TRUE);
  for (guint i = 0; submissions && i < submissions->length; i++)
    {
      const TavJsonValue *node = &submissions->v.elements[i];
      g_autofree char *path = g_strdup_printf ("venue.submissions[%u]", i);

      if (node->kind != TAV_JSON_OBJECT)
        {
          INVALID (error, _("%s: expected an object"), path);
          return FALSE;
        }
      if (!read_submission (node, version, inbox, path, error))
        return FALSE;
    }
  for (guint i = 0; seen && seen[i]; i++)
    tav_inbox_add_seen (inbox, seen[i]);
  return TRUE;
}

static gboolean
check_version_3 (gint64     version,
                 TavEvent  *event,
                 GError   **error)
{
  if (version >= 3 || !tav_document_needs_version_3 (event))
    return TRUE;
  INVALID (error, _("A file of version %lld cannot hold rounds released by hand or added time (version 3 or later)"),
           (long long) version);
  return FALSE;
}

/* The members were refused by name as they were read: what is left is
 * the log's words for them. */
static gboolean
check_version_4 (gint64     version,
                 TavEvent  *event,
                 GError   **error)
{
  if (version >= 4 || !tav_document_needs_version_4 (event))
    return TRUE;
  INVALID (error, _("log: a file of version %lld cannot hold changes of fixed or accessible tables, players kept apart or clubs apart in every round (version 4 or later)"),
           (long long) version);
  return FALSE;
}

static gboolean
check_version_5 (gint64     version,
                 TavEvent  *event,
                 GError   **error)
{
  if (version >= 5 || !tav_document_needs_version_5 (event))
    return TRUE;
  INVALID (error, _("log: a file of version %lld cannot hold changes of players’ personal codes or self check-in (version 5 or later)"),
           (long long) version);
  return FALSE;
}

static gpointer load_data (const char  *data,
                           gsize        length,
                           GError     **error);

static const TavJsonFileKind event_kind = {
  .format = TAV_DOCUMENT_FORMAT,
  .newest = TAV_DOCUMENT_VERSION,
  .max_size = TAV_DOCUMENT_MAX_SIZE,
  .max_depth = TAV_DOCUMENT_MAX_DEPTH,
  .domain = tav_document_error_quark,
  .too_large = TAV_DOCUMENT_ERROR_TOO_LARGE,
  .syntax = TAV_DOCUMENT_ERROR_SYNTAX,
  .not_kind = TAV_DOCUMENT_ERROR_NOT_TAVOLO,
  .newer = TAV_DOCUMENT_ERROR_NEWER_VERSION,
  .invalid = TAV_DOCUMENT_ERROR_INVALID,
  .too_large_msg = N_("The file is larger than %d MiB; a Tavolo event is much smaller"),
  .empty_msg = N_("Not a Tavolo event: the file is empty"),
  .not_object_msg = N_("Not a Tavolo event: the file must hold a JSON object"),
  .format_msg = N_("Not a Tavolo event: “format” must be “tavolo”"),
  .newer_msg = N_("This file was saved by a newer Tavolo (file format version %lld); this version reads up to version %d. Please update Tavolo to open it."),
  .load_data = load_data,
};

TavEvent *
tav_document_load_data (const char  *data,
                        gsize        length,
                        GError     **error)
{
  static const char * const known[] = {
    "format", "version", "generator", "event", "players", "stages", "penalties", "venue", "log", NULL
  };
  g_autoptr(TavJsonDoc) doc = NULL;
  g_autoptr(TavEvent) event = NULL;
  g_autoptr(GError) local_error = NULL;
  const TavJsonValue *root;
  gint64 v;

  doc = tav_json_file_parse (&event_kind, data, length, &v, error);
  if (doc == NULL)
    return NULL;
  root = tav_json_doc_get_root (doc);

  if (!tav_json_check_finite (root, "", &local_error) ||
      !tav_json_check_members (root, known, "", &local_error) ||
      !read_event_header (root, &event, &local_error) ||
      !read_players (root, event, &local_error) ||
      !tav_document_read_constraints (root, v, event, &local_error) ||
      !tav_document_read_player_codes (root, v, event, &local_error) ||
      !read_stages (root, event, &local_error) ||
      !read_penalties (root, event, &local_error) ||
      !read_venue (root, v, event, &local_error) ||
      !tav_event_log_read (event, root, v, &local_error) ||
      !check_version_3 (v, event, &local_error) ||
      /* Before 4, whose log test would count a version 5 act. */
      !check_version_5 (v, event, &local_error) ||
      !tav_document_check_version_5 (v, event, &local_error) ||
      !check_version_4 (v, event, &local_error))
    {
      tav_json_file_set_invalid (&event_kind, local_error, error);
      return NULL;
    }

  if (!tav_event_validate (event, &local_error))
    {
      g_set_error (error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_INVALID,
                   "%s", local_error->message);
      return NULL;
    }

  return g_steal_pointer (&event);
}

static gpointer
load_data (const char  *data,
           gsize        length,
           GError     **error)
{
  return tav_document_load_data (data, length, error);
}

TavEvent *
tav_document_load_file (const char  *path,
                        GError     **error)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  g_return_val_if_fail (path != NULL, NULL);

  data = tav_json_file_read (&event_kind, path, &length, error);
  return data ? tav_document_load_data (data, length, error) : NULL;
}

/* ---- Writing ---------------------------------------------------------- */

/* The text is written as it goes (TavJsonWriter), in the layout json-glib's
 * generator gave the files, member for member: older files and other
 * programs read it as they always did. */

static void
write_strings (TavJsonWriter      *w,
               const char         *name,
               const char * const *strv)
{
  tav_json_writer_member (w, name);
  tav_json_writer_begin_array (w);
  for (guint i = 0; strv && strv[i]; i++)
    tav_json_writer_string (w, strv[i]);
  tav_json_writer_end_array (w);
}

static void
write_table (TavJsonWriter *w,
             TavTable      *table)
{
  JsonObject *result = tav_table_get_result (table);

  tav_json_writer_begin_object (w);
  tav_json_writer_int_member (w, "number", tav_table_get_number (table));
  tav_json_writer_string_member (w, "label", tav_table_get_stored_label (table));
  write_strings (w, "seats", tav_table_get_seats (table));
  tav_json_writer_member (w, "result");
  if (result)
    tav_json_writer_object (w, result);
  else
    tav_json_writer_null (w);
  tav_document_write_extensions (w, table);
  tav_json_writer_end_object (w);
}

static void
write_stage (TavJsonWriter *w,
             TavStage      *stage)
{
  tav_json_writer_begin_object (w);
  tav_json_writer_string_member (w, "id", tav_stage_get_id (stage));
  tav_json_writer_string_member (w, "kind", tav_stage_kind_to_string (tav_stage_get_kind (stage)));
  tav_json_writer_string_member (w, "name", tav_stage_get_stored_name (stage));
  tav_json_writer_int_member (w, "planned_rounds", tav_stage_get_planned_rounds (stage));
  if (tav_stage_get_kind (stage) == TAV_STAGE_BRACKET)
    {
      write_strings (w, "seeds", tav_stage_get_seeds (stage));
      tav_json_writer_boolean_member (w, "third_place", tav_stage_get_third_place (stage));
    }
  tav_json_writer_member (w, "rounds");
  tav_json_writer_begin_array (w);
  for (guint r = 1; r <= tav_stage_get_n_rounds (stage); r++)
    {
      TavRound *round = tav_stage_get_round (stage, r);

      tav_json_writer_begin_object (w);
      tav_json_writer_int_member (w, "number", tav_round_get_number (round));
      tav_json_writer_string_member (w, "name", tav_round_get_stored_name (round));
      tav_json_writer_int_member (w, "plan_start", tav_round_get_plan_start (round));
      tav_json_writer_int_member (w, "plan_salt", tav_round_get_plan_salt (round));
      /* Only while it waits: every other round stays as it was written. */
      if (!tav_round_get_released (round))
        tav_json_writer_boolean_member (w, "released", FALSE);
      tav_json_writer_member (w, "tables");
      tav_json_writer_begin_array (w);
      for (guint t = 0; t < tav_round_get_n_tables (round); t++)
        write_table (w, tav_round_get_table (round, t));
      tav_json_writer_end_array (w);
      tav_json_writer_end_object (w);
    }
  tav_json_writer_end_array (w);
  tav_json_writer_end_object (w);
}

static void
write_submission (TavJsonWriter *w,
                  TavSubmission *s)
{
  g_autofree char *time = g_date_time_format_iso8601 (tav_submission_get_time (s));

  tav_json_writer_begin_object (w);
  tav_json_writer_string_member (w, "id", tav_submission_get_id (s));
  tav_json_writer_string_member (w, "stage", tav_submission_get_stage_id (s));
  tav_json_writer_int_member (w, "round", tav_submission_get_round (s));
  tav_json_writer_int_member (w, "table", tav_submission_get_table (s));
  if (tav_submission_get_result (s) && tav_submission_get_kind (s) == TAV_SUBMISSION_RESULT)
    {
      tav_json_writer_member (w, "result");
      tav_json_writer_object (w, tav_submission_get_result (s));
    }
  tav_json_writer_string_member (w, "judge", tav_submission_get_judge (s));
  tav_json_writer_string_member (w, "time", time);
  tav_json_writer_string_member (w, "state",
                                 tav_submission_state_to_string (tav_submission_get_state (s)));
  tav_json_writer_string_member (w, "reason", tav_submission_get_reason (s));
  tav_json_writer_member (w, "agreed");
  tav_json_writer_begin_array (w);
  for (guint seat = 1; seat <= 32; seat++)
    if (tav_submission_has_agreed (s, seat))
      tav_json_writer_int (w, seat);
  tav_json_writer_end_array (w);
  tav_json_writer_boolean_member (w, "disputed", tav_submission_get_disputed (s));
  tav_json_writer_boolean_member (w, "edited", tav_submission_get_edited (s));
  tav_document_write_request (w, s);
  tav_json_writer_end_object (w);
}

static void
write_venue (TavJsonWriter *w,
             TavInbox      *inbox)
{
  GListModel *submissions = tav_inbox_get_submissions (inbox);
  GPtrArray *seen = tav_inbox_get_seen (inbox);

  tav_json_writer_member (w, "venue");
  tav_json_writer_begin_object (w);
  tav_json_writer_string_member (w, "key", tav_inbox_get_key (inbox) ? tav_inbox_get_key (inbox) : "");
  tav_json_writer_boolean_member (w, "auto_accept", tav_inbox_get_auto_accept (inbox));
  tav_json_writer_member (w, "judges");
  tav_json_writer_begin_array (w);
  for (guint i = 0; i < tav_inbox_get_n_judges (inbox); i++)
    {
      const char *hash;
      gboolean auto_accept;
      const char *name = tav_inbox_get_judge (inbox, i, &hash, &auto_accept);

      tav_json_writer_begin_object (w);
      tav_json_writer_string_member (w, "name", name);
      tav_json_writer_string_member (w, "hash", hash);
      tav_json_writer_boolean_member (w, "auto_accept", auto_accept);
      tav_json_writer_end_object (w);
    }
  tav_json_writer_end_array (w);
  tav_json_writer_member (w, "submissions");
  tav_json_writer_begin_array (w);
  for (guint i = 0; i < g_list_model_get_n_items (submissions); i++)
    {
      g_autoptr(TavSubmission) s = g_list_model_get_item (submissions, i);

      write_submission (w, s);
    }
  tav_json_writer_end_array (w);
  tav_document_write_registration (w, inbox);
  tav_json_writer_member (w, "seen");
  tav_json_writer_begin_array (w);
  for (guint i = 0; i < seen->len; i++)
    tav_json_writer_string (w, g_ptr_array_index (seen, i));
  tav_json_writer_end_array (w);
  tav_json_writer_end_object (w);
}

static void
write_event_header (TavJsonWriter *w,
                    TavEvent      *event)
{
  tav_json_writer_member (w, "event");
  tav_json_writer_begin_object (w);
  tav_json_writer_string_member (w, "name", tav_event_get_name (event));
  tav_json_writer_string_member (w, "date", tav_event_get_date (event));
  tav_json_writer_string_member (w, "venue", tav_event_get_venue (event));
  tav_json_writer_string_member (w, "ruleset", tav_event_get_ruleset_id (event));
  tav_json_writer_member (w, "params");
  tav_json_writer_object (w, tav_event_get_params (event));
  tav_json_writer_int_member (w, "seed", (gint64) tav_event_get_seed (event));
  if (tav_event_get_event_id (event)[0] != '\0')
    tav_json_writer_string_member (w, "id", tav_event_get_event_id (event));
  tav_json_writer_boolean_member (w, "published", tav_event_get_published (event));
  /* Only written when turned off: older files stay byte for byte. */
  if (!tav_event_get_keep_clubs_apart (event))
    tav_json_writer_boolean_member (w, "clubs_mixed", TRUE);
  /* Only once a late entry came: other files stay byte for byte. */
  if (tav_event_get_lot_players (event))
    tav_json_writer_int_member (w, "lot_players", tav_event_get_lot_players (event));
  if (tav_event_get_manual_release (event))
    tav_json_writer_string_member (w, "release", "manual");
  tav_document_write_event_constraints (w, event);
  tav_document_write_event_player_codes (w, event);
  tav_json_writer_end_object (w);
}

static void
write_player (TavJsonWriter *w,
              TavPlayer     *player)
{
  guint n_missed;
  const guint *missed = tav_player_get_missed_rounds (player, &n_missed);

  tav_json_writer_begin_object (w);
  tav_json_writer_string_member (w, "id", tav_player_get_id (player));
  tav_json_writer_string_member (w, "name", tav_player_get_name (player));
  tav_json_writer_string_member (w, "club", tav_player_get_club (player));
  tav_json_writer_string_member (w, "note", tav_player_get_note (player));
  /* Only written when registered: older files stay byte for byte. */
  if (tav_player_get_deck (player)[0])
    tav_json_writer_string_member (w, "deck", tav_player_get_deck (player));
  if (tav_player_get_team (player)[0])
    tav_json_writer_string_member (w, "team", tav_player_get_team (player));
  if (tav_player_get_reserve (player))
    tav_json_writer_boolean_member (w, "reserve", TRUE);
  /* Only written during a check-in: older files stay byte for byte. */
  if (tav_player_get_checked_in (player))
    tav_json_writer_boolean_member (w, "checked_in", TRUE);
  tav_json_writer_string_member (w, "status", tav_player_status_to_string (tav_player_get_status (player)));
  tav_json_writer_int_member (w, "left_round", tav_player_get_left_round (player));
  /* Only written once charged: older files stay byte for byte. */
  if (n_missed)
    {
      tav_json_writer_member (w, "missed_rounds");
      tav_json_writer_begin_array (w);
      for (guint k = 0; k < n_missed; k++)
        tav_json_writer_int (w, missed[k]);
      tav_json_writer_end_array (w);
    }
  tav_document_write_player_constraints (w, player);
  tav_document_write_player_code (w, player);
  tav_json_writer_end_object (w);
}

static void
write_penalty (TavJsonWriter *w,
               TavPenalty    *penalty)
{
  g_autofree char *time = g_date_time_format_iso8601 (tav_penalty_get_time (penalty));

  tav_json_writer_begin_object (w);
  tav_json_writer_string_member (w, "player", tav_penalty_get_player_id (penalty));
  tav_json_writer_string_member (w, "kind", tav_penalty_kind_to_string (tav_penalty_get_kind (penalty)));
  tav_json_writer_string_member (w, "stage", tav_penalty_get_stage_id (penalty));
  tav_json_writer_int_member (w, "round", tav_penalty_get_round (penalty));
  tav_json_writer_string_member (w, "reason", tav_penalty_get_reason (penalty));
  tav_json_writer_string_member (w, "time", time);
  tav_json_writer_end_object (w);
}

/* The text of EVENT's file, the same for every save, the app's undo
 * history and its recovery copy. */
char *
tav_document_to_data (TavEvent *event,
                      gsize    *length)
{
  g_autoptr(TavJsonWriter) w = NULL;
  GListModel *penalties;
  gboolean venue;

  g_return_val_if_fail (TAV_IS_EVENT (event), NULL);

  /* About 400 bytes a player once a few rounds are played. */
  w = tav_json_writer_new (4096 + 512 * (gsize) tav_event_get_n_players (event));
  penalties = tav_event_get_penalties (event);
  venue = !tav_inbox_is_empty (tav_event_get_inbox (event));

  tav_json_writer_begin_object (w);
  tav_json_writer_string_member (w, "format", TAV_DOCUMENT_FORMAT);
  /* The lowest version that holds the content (version 2 only when the
   * file holds the venue inbox): every other file stays readable by the
   * Tavolo that wrote version 1. */
  tav_json_writer_int_member (w, "version",
                              tav_document_needs_version_5 (event) ||
                              tav_document_needs_requests (event) ? 5 :
                              tav_document_needs_version_4 (event) ? 4 :
                              tav_document_needs_version_3 (event) ? 3 : venue ? 2 : 1);
  tav_json_writer_string_member (w, "generator", "Tavolo " PACKAGE_VERSION);
  write_event_header (w, event);

  tav_json_writer_member (w, "players");
  tav_json_writer_begin_array (w);
  for (guint i = 0; i < tav_event_get_n_players (event); i++)
    write_player (w, tav_event_get_player (event, i));
  tav_json_writer_end_array (w);

  tav_json_writer_member (w, "stages");
  tav_json_writer_begin_array (w);
  for (guint i = 0; i < tav_event_get_n_stages (event); i++)
    write_stage (w, tav_event_get_stage (event, i));
  tav_json_writer_end_array (w);

  tav_json_writer_member (w, "penalties");
  tav_json_writer_begin_array (w);
  for (guint i = 0; i < g_list_model_get_n_items (penalties); i++)
    {
      g_autoptr(TavPenalty) penalty = g_list_model_get_item (penalties, i);

      write_penalty (w, penalty);
    }
  tav_json_writer_end_array (w);
  if (venue)
    write_venue (w, tav_event_get_inbox (event));
  tav_event_log_write (event, w);
  tav_json_writer_end_object (w);

  return tav_json_writer_free_to_text (g_steal_pointer (&w), length);
}

gboolean
tav_document_write_stream (TavEvent       *event,
                           GOutputStream  *stream,
                           GCancellable   *cancellable,
                           GError        **error)
{
  gsize length = 0;
  g_autofree char *data = tav_document_to_data (event, &length);

  return g_output_stream_write_all (stream, data, length, NULL, cancellable, error) &&
         g_output_stream_close (stream, cancellable, error);
}

/* Atomic, with the previous version kept as FILE~ (tav_file_save). */
gboolean
tav_document_save_file (TavEvent    *event,
                        const char  *path,
                        gboolean     keep_backup,
                        GError     **error)
{
  return tav_document_save_file_locked (event, path, keep_backup, NULL, error);
}

/* LOCK, when given, is the caller's lock on PATH (tav_file_save). */
gboolean
tav_document_save_file_locked (TavEvent    *event,
                               const char  *path,
                               gboolean     keep_backup,
                               TavFileLock *lock,
                               GError     **error)
{
  gsize length = 0;
  g_autofree char *data = NULL;

  g_return_val_if_fail (TAV_IS_EVENT (event), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  data = tav_document_to_data (event, &length);
  return tav_json_file_save (&event_kind, path, data, length, keep_backup, lock, error);
}

/* Refuses text that the loader would refuse (tav_json_file_check_readable). */
gboolean
tav_document_check_readable (const char  *data,
                             gsize        length,
                             GError     **error)
{
  return tav_json_file_check_readable (&event_kind, data, length, error);
}

/* Seeds stay below 2^53 so that any JSON reader keeps them exact. */
guint64
tav_document_new_seed (void)
{
  guint64 hi = g_random_int ();
  guint64 lo = g_random_int ();

  return ((hi << 32) | lo) & TAV_DOCUMENT_MAX_SEED;
}
