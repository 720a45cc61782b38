/* tav-season-document.c — the season JSON file
 *
 * Read and written by the same path as the event file (tav-json-file.c:
 * the size capped, the strict JSON reader, "format" and "version", the
 * read-back before an atomic save that keeps FILE~); here, the members:
 * unknown ones are errors, every error names its path, and a failed load
 * returns nothing.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-season"

#include "config.h"

#include <stdio.h>
#include <string.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "tav-document.h"
#include "tav-json-check.h"
#include "tav-json-file.h"
#include "tav-json-get.h"
#include "tav-season-document.h"

#define INVALID(error, ...) \
  g_set_error (error, TAV_SEASON_ERROR, TAV_SEASON_ERROR_INVALID, __VA_ARGS__)

/* Here, above the season and the rulesets, as it looks the ruleset up
 * (tav_season_new_for_ruleset ()). NULL for an id no ruleset has. */
TavSeason *
tav_season_new (const char *ruleset_id,
                const char *name)
{
  TavRuleset *ruleset;

  g_return_val_if_fail (ruleset_id != NULL, NULL);

  ruleset = tav_ruleset_lookup (ruleset_id);
  g_return_val_if_fail (ruleset != NULL, NULL);
  return tav_season_new_for_ruleset (ruleset, name);
}

/* The ruleset checks what values hold; here only that they are an object. */
static gboolean
get_values (const TavJsonValue  *object,
            const char          *member,
            gboolean             required,
            JsonObject         **value,
            const char          *path,
            GError             **error)
{
  const TavJsonValue *values;

  *value = NULL;
  if (!tav_json_get_object (object, member, required, &values, path, error))
    return FALSE;
  if (values)
    {
      g_autoptr(JsonNode) wrapper = tav_json_value_to_node (values, TRUE);
      g_autoptr(JsonNode) copy = NULL;

      copy = tav_json_deep_copy (wrapper);
      *value = json_object_ref (json_node_get_object (copy));
    }
  return TRUE;
}

/* ---- Reading ----------------------------------------------------------- */

static gboolean
read_header (const TavJsonValue  *root,
             TavSeason          **season_out,
             GError             **error)
{
  static const char * const known[] = { "name", "ruleset", "params", NULL };
  g_autoptr(TavSeason) season = NULL;
  const TavJsonValue *object, *params;
  const char *name, *ruleset_id;

  if (!tav_json_get_object (root, "season", TRUE, &object, "", error) ||
      !tav_json_check_members (object, known, "season", error) ||
      !tav_json_get_string (object, "name", TRUE, &name, "season", error) ||
      !tav_json_get_string (object, "ruleset", TRUE, &ruleset_id, "season", error))
    return FALSE;
  if (tav_ruleset_lookup (ruleset_id) == NULL)
    {
      INVALID (error, _("season.ruleset: unknown ruleset “%s”"), ruleset_id);
      return FALSE;
    }
  season = tav_season_new (ruleset_id, name);
  if (!tav_json_get_object (object, "params", FALSE, &params, "season", error))
    return FALSE;
  if (params)
    {
      /* The season keeps its parameters as json-glib nodes. */
      g_autoptr(JsonNode) params_node = tav_json_value_to_node (params, TRUE);
      JsonObject *params_object = json_node_get_object (params_node);
      g_autoptr(GList) members = json_object_get_members (params_object);

      for (GList *l = members; l; l = l->next)
        tav_season_set_param_node (season, l->data, json_object_get_member (params_object, l->data));
    }
  *season_out = g_steal_pointer (&season);
  return TRUE;
}

static gboolean
read_players (const TavJsonValue  *root,
              TavSeason           *season,
              GError             **error)
{
  static const char * const known[] = { "id", "name", "aliases", "carried", NULL };
  static const char * const carried_known[] = { "participations", "values", NULL };
  const TavJsonValue *array;

  if (!tav_json_get_array (root, "players", FALSE, &array, "", error))
    return FALSE;
  for (guint i = 0; array && i < array->length; i++)
    {
      const TavJsonValue *node = &array->v.elements[i];
      g_autofree char *path = g_strdup_printf ("players[%u]", i);
      g_autofree char *carried_path = g_strdup_printf ("%s.carried", path);
      g_autoptr(TavSeasonPlayer) player = g_new0 (TavSeasonPlayer, 1);
      const TavJsonValue *object, *carried;
      const char *id, *name;
      guint64 participations = 0;

      if (node->kind != TAV_JSON_OBJECT)
        {
          INVALID (error, _("%s: expected an object"), path);
          return FALSE;
        }
      object = node;
      if (!tav_json_check_members (object, known, path, error) ||
          !tav_json_get_string (object, "id", TRUE, &id, path, error) ||
          !tav_json_get_string (object, "name", TRUE, &name, path, error) ||
          !tav_json_get_strv (object, "aliases", _("%s[%u]: expected a name"),
                              &player->aliases, path, error) ||
          !tav_json_get_object (object, "carried", FALSE, &carried, path, error))
        return FALSE;
      if (carried &&
          (!tav_json_check_members (carried, carried_known, carried_path, error) ||
           !tav_json_get_uint (carried, "participations", TRUE, 100000, &participations, carried_path, error) ||
           !get_values (carried, "values", TRUE, &player->carried, carried_path, error)))
        return FALSE;
      player->id = g_strdup (id);
      player->name = g_strdup (name);
      player->carried_participations = (guint) participations;
      tav_season_insert_player (season, g_steal_pointer (&player));
    }
  return TRUE;
}

static gboolean
read_results (const TavJsonValue   *object,
              TavSeasonTournament  *tournament,
              const char           *path,
              GError              **error)
{
  static const char * const known[] = { "player", "event_player", "name", "rank", "values", NULL };
  const TavJsonValue *array;

  if (!tav_json_get_array (object, "results", FALSE, &array, path, error))
    return FALSE;
  for (guint r = 0; array && r < array->length; r++)
    {
      const TavJsonValue *node = &array->v.elements[r];
      g_autofree char *result_path = g_strdup_printf ("%s.results[%u]", path, r);
      TavSeasonResult *result;
      const TavJsonValue *entry;
      JsonObject *values = NULL;
      const char *player, *event_player, *name;
      guint64 rank;

      if (node->kind != TAV_JSON_OBJECT)
        {
          INVALID (error, _("%s: expected an object"), result_path);
          return FALSE;
        }
      entry = node;
      if (!tav_json_check_members (entry, known, result_path, error) ||
          !tav_json_get_string (entry, "player", TRUE, &player, result_path, error) ||
          !tav_json_get_string (entry, "event_player", TRUE, &event_player, result_path, error) ||
          !tav_json_get_string (entry, "name", TRUE, &name, result_path, error) ||
          !tav_json_get_uint (entry, "rank", TRUE, 100000, &rank, result_path, error) ||
          !get_values (entry, "values", TRUE, &values, result_path, error))
        return FALSE;
      result = g_new0 (TavSeasonResult, 1);
      result->player = g_strdup (player);
      result->event_player = g_strdup (event_player);
      result->name = g_strdup (name);
      result->rank = (guint) rank;
      result->values = values;
      g_ptr_array_add (tournament->results, result);
    }
  return TRUE;
}

static gboolean
read_tournaments (const TavJsonValue  *root,
                  TavSeason           *season,
                  GError             **error)
{
  static const char * const known[] = {
    "id", "event_id", "seed", "file", "name", "date", "venue", "players", "params", "imported", "results", NULL
  };
  const TavJsonValue *array;

  if (!tav_json_get_array (root, "tournaments", FALSE, &array, "", error))
    return FALSE;
  for (guint t = 0; array && t < array->length; t++)
    {
      const TavJsonValue *node = &array->v.elements[t];
      g_autofree char *path = g_strdup_printf ("tournaments[%u]", t);
      g_autoptr(TavSeasonTournament) tournament = g_new0 (TavSeasonTournament, 1);
      const char *id, *event_id, *file, *name, *date, *venue, *imported;
      guint64 seed, n_players;
      const TavJsonValue *object;

      if (node->kind != TAV_JSON_OBJECT)
        {
          INVALID (error, _("%s: expected an object"), path);
          return FALSE;
        }
      object = node;
      tournament->results = g_ptr_array_new_with_free_func ((GDestroyNotify) tav_season_result_free);
      if (!tav_json_check_members (object, known, path, error) ||
          !tav_json_get_string (object, "id", TRUE, &id, path, error) ||
          !tav_json_get_string (object, "event_id", FALSE, &event_id, path, error) ||
          !tav_json_get_uint (object, "seed", TRUE, TAV_EVENT_MAX_SEED, &seed, path, error) ||
          !tav_json_get_string (object, "file", FALSE, &file, path, error) ||
          !tav_json_get_string (object, "name", TRUE, &name, path, error) ||
          !tav_json_get_string (object, "date", FALSE, &date, path, error) ||
          !tav_json_get_string (object, "venue", FALSE, &venue, path, error) ||
          !tav_json_get_uint (object, "players", TRUE, 100000, &n_players, path, error) ||
          !get_values (object, "params", FALSE, &tournament->params, path, error) ||
          !tav_json_get_string (object, "imported", FALSE, &imported, path, error) ||
          !read_results (object, tournament, path, error))
        return FALSE;
      if (imported[0])
        {
          g_autoptr(GDateTime) time = g_date_time_new_from_iso8601 (imported, NULL);

          if (time == NULL)
            {
              INVALID (error, _("%s.imported: “%s” is not a date and time"), path, imported);
              return FALSE;
            }
        }
      tournament->id = g_strdup (id);
      tournament->event_id = g_strdup (event_id);
      tournament->seed = seed;
      tournament->file = g_strdup (file);
      tournament->name = g_strdup (name);
      tournament->date = g_strdup (date);
      tournament->venue = g_strdup (venue);
      tournament->n_players = (guint) n_players;
      tournament->imported = g_strdup (imported);
      tav_season_insert_tournament (season, g_steal_pointer (&tournament));
    }
  return TRUE;
}

static gboolean
read_exclusions (const TavJsonValue  *root,
                 TavSeason           *season,
                 GError             **error)
{
  static const char * const known[] = { "player", "reason", "date", NULL };
  const TavJsonValue *array;

  if (!tav_json_get_array (root, "excluded", FALSE, &array, "", error))
    return FALSE;
  for (guint i = 0; array && i < array->length; i++)
    {
      const TavJsonValue *node = &array->v.elements[i];
      g_autofree char *path = g_strdup_printf ("excluded[%u]", i);
      TavSeasonExclusion *exclusion;
      const char *player, *reason, *date;
      const TavJsonValue *object;

      if (node->kind != TAV_JSON_OBJECT)
        {
          INVALID (error, _("%s: expected an object"), path);
          return FALSE;
        }
      object = node;
      if (!tav_json_check_members (object, known, path, error) ||
          !tav_json_get_string (object, "player", TRUE, &player, path, error) ||
          !tav_json_get_string (object, "reason", TRUE, &reason, path, error) ||
          !tav_json_get_string (object, "date", FALSE, &date, path, error))
        return FALSE;
      exclusion = g_new0 (TavSeasonExclusion, 1);
      exclusion->player = g_strdup (player);
      exclusion->reason = g_strdup (reason);
      exclusion->date = g_strdup (date);
      tav_season_insert_exclusion (season, exclusion);
    }
  return TRUE;
}

static gpointer load_data (const char  *data,
                           gsize        length,
                           GError     **error);

static const TavJsonFileKind season_kind = {
  .format = TAV_SEASON_FORMAT,
  .newest = TAV_SEASON_VERSION,
  .max_size = TAV_SEASON_MAX_SIZE,
  .max_depth = TAV_SEASON_MAX_DEPTH,
  .domain = tav_season_error_quark,
  .too_large = TAV_SEASON_ERROR_TOO_LARGE,
  .syntax = TAV_SEASON_ERROR_SYNTAX,
  .not_kind = TAV_SEASON_ERROR_NOT_SEASON,
  .newer = TAV_SEASON_ERROR_NEWER_VERSION,
  .invalid = TAV_SEASON_ERROR_INVALID,
  .too_large_msg = N_("The file is larger than %d MiB; a Tavolo season is much smaller"),
  .empty_msg = N_("Not a Tavolo season: the file is empty"),
  .not_object_msg = N_("Not a Tavolo season: the file must hold a JSON object"),
  .format_msg = N_("Not a Tavolo season: “format” must be “%s”"),
  .other_format = TAV_DOCUMENT_FORMAT,
  .other_format_msg = N_("This is a Tavolo event, not a season"),
  .newer_msg = N_("This season was saved by a newer Tavolo (season format version %lld); this version reads up to version %d. Please update Tavolo to open it."),
  .load_data = load_data,
};

TavSeason *
tav_season_load_data (const char  *data,
                      gsize        length,
                      GError     **error)
{
  static const char * const known[] = {
    "format", "version", "generator", "season", "players", "tournaments", "excluded", NULL
  };
  g_autoptr(TavJsonDoc) doc = NULL;
  g_autoptr(TavSeason) season = NULL;
  g_autoptr(GError) local_error = NULL;
  const TavJsonValue *root;
  gint64 v;

  doc = tav_json_file_parse (&season_kind, data, length, &v, error);
  if (doc == NULL)
    return NULL;
  root = tav_json_doc_get_root (doc);

  if (!tav_json_check_finite (root, "", &local_error) ||
      !tav_json_check_members (root, known, "", &local_error) ||
      !read_header (root, &season, &local_error) ||
      !read_players (root, season, &local_error) ||
      !read_tournaments (root, season, &local_error) ||
      !read_exclusions (root, season, &local_error) ||
      !tav_season_validate (season, &local_error))
    {
      tav_json_file_set_invalid (&season_kind, local_error, error);
      return NULL;
    }
  return g_steal_pointer (&season);
}

static gpointer
load_data (const char  *data,
           gsize        length,
           GError     **error)
{
  return tav_season_load_data (data, length, error);
}

TavSeason *
tav_season_load_file (const char  *path,
                      GError     **error)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  g_return_val_if_fail (path != NULL, NULL);

  data = tav_json_file_read (&season_kind, path, &length, error);
  return data ? tav_season_load_data (data, length, error) : NULL;
}

/* ---- Writing ----------------------------------------------------------- */

static void
add_object (JsonBuilder *builder,
            JsonObject  *object)
{
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);

  json_node_set_object (node, object);
  json_builder_add_value (builder, tav_json_deep_copy (node));
}

static void
add_string (JsonBuilder *builder,
            const char  *member,
            const char  *value)
{
  json_builder_set_member_name (builder, member);
  json_builder_add_string_value (builder, value ? value : "");
}

static void
add_int (JsonBuilder *builder,
         const char  *member,
         gint64       value)
{
  json_builder_set_member_name (builder, member);
  json_builder_add_int_value (builder, value);
}

static void
write_players (JsonBuilder *builder,
               TavSeason   *season)
{
  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint i = 0; i < tav_season_get_n_players (season); i++)
    {
      const TavSeasonPlayer *player = tav_season_get_player (season, i);

      json_builder_begin_object (builder);
      add_string (builder, "id", player->id);
      add_string (builder, "name", player->name);
      json_builder_set_member_name (builder, "aliases");
      json_builder_begin_array (builder);
      for (guint a = 0; player->aliases && player->aliases[a]; a++)
        json_builder_add_string_value (builder, player->aliases[a]);
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "carried");
      if (player->carried)
        {
          json_builder_begin_object (builder);
          add_int (builder, "participations", player->carried_participations);
          json_builder_set_member_name (builder, "values");
          add_object (builder, player->carried);
          json_builder_end_object (builder);
        }
      else
        json_builder_add_null_value (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
write_tournaments (JsonBuilder *builder,
                   TavSeason   *season)
{
  json_builder_set_member_name (builder, "tournaments");
  json_builder_begin_array (builder);
  for (guint t = 0; t < tav_season_get_n_tournaments (season); t++)
    {
      const TavSeasonTournament *tournament = tav_season_get_tournament (season, t);

      json_builder_begin_object (builder);
      add_string (builder, "id", tournament->id);
      if (tournament->event_id[0] != '\0')
        add_string (builder, "event_id", tournament->event_id);
      add_int (builder, "seed", (gint64) tournament->seed);
      add_string (builder, "file", tournament->file);
      add_string (builder, "name", tournament->name);
      add_string (builder, "date", tournament->date);
      add_string (builder, "venue", tournament->venue);
      add_int (builder, "players", tournament->n_players);
      json_builder_set_member_name (builder, "params");
      if (tournament->params)
        add_object (builder, tournament->params);
      else
        {
          json_builder_begin_object (builder);
          json_builder_end_object (builder);
        }
      add_string (builder, "imported", tournament->imported);
      json_builder_set_member_name (builder, "results");
      json_builder_begin_array (builder);
      for (guint r = 0; r < tournament->results->len; r++)
        {
          const TavSeasonResult *result = tournament->results->pdata[r];

          json_builder_begin_object (builder);
          add_string (builder, "player", result->player);
          add_string (builder, "event_player", result->event_player);
          add_string (builder, "name", result->name);
          add_int (builder, "rank", result->rank);
          json_builder_set_member_name (builder, "values");
          add_object (builder, result->values);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

JsonNode *
tav_season_to_json (TavSeason *season)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  g_return_val_if_fail (TAV_IS_SEASON (season), NULL);

  json_builder_begin_object (builder);
  add_string (builder, "format", TAV_SEASON_FORMAT);
  add_int (builder, "version", TAV_SEASON_VERSION);
  add_string (builder, "generator", "Tavolo " PACKAGE_VERSION);

  json_builder_set_member_name (builder, "season");
  json_builder_begin_object (builder);
  add_string (builder, "name", tav_season_get_name (season));
  add_string (builder, "ruleset", tav_season_get_ruleset_id (season));
  json_builder_set_member_name (builder, "params");
  add_object (builder, tav_season_get_params (season));
  json_builder_end_object (builder);

  write_players (builder, season);
  write_tournaments (builder, season);

  json_builder_set_member_name (builder, "excluded");
  json_builder_begin_array (builder);
  for (guint i = 0; i < tav_season_get_n_exclusions (season); i++)
    {
      const TavSeasonExclusion *exclusion = tav_season_get_exclusion (season, i);

      json_builder_begin_object (builder);
      add_string (builder, "player", exclusion->player);
      add_string (builder, "reason", exclusion->reason);
      add_string (builder, "date", exclusion->date);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

char *
tav_season_to_data (TavSeason *season,
                    gsize     *length)
{
  g_autoptr(JsonNode) root = tav_season_to_json (season);

  return tav_json_to_text (root, length);
}

/* As an event file: atomic, the previous version kept as FILE~. */
gboolean
tav_season_save_file (TavSeason   *season,
                      const char  *path,
                      gboolean     keep_backup,
                      GError     **error)
{
  return tav_season_save_file_locked (season, path, keep_backup, NULL, error);
}

/* LOCK, when given, is the caller's lock on PATH (tav_file_save). */
gboolean
tav_season_save_file_locked (TavSeason   *season,
                             const char  *path,
                             gboolean     keep_backup,
                             TavFileLock *lock,
                             GError     **error)
{
  gsize length = 0;
  g_autofree char *data = NULL;

  g_return_val_if_fail (TAV_IS_SEASON (season), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  data = tav_season_to_data (season, &length);
  return tav_json_file_save (&season_kind, path, data, length, keep_backup, lock, error);
}
