/* tav-season-check.c — what a season must hold, whoever made it
 *
 * The loader (tav-season-document.c) reads members; these checks see the
 * whole: references, uniqueness, names and every value against what the
 * ruleset declares. The import and the edits of people use the same
 * checks of names, dates and values.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-season"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tav-date.h"
#include "tav-season-private.h"
#include "tav-text.h"

#define MAX_NAME_LENGTH 200

#define FAIL(code, ...) g_set_error (error, TAV_SEASON_ERROR, TAV_SEASON_ERROR_##code, __VA_ARGS__)

/* @values against the ruleset's declared fields: no unknown member, every
 * required one (all optional for carried values), each of its type and range. */
gboolean
tav_season_check_values (const TavFieldSpec  *specs,
                         guint                n_specs,
                         JsonObject          *values,
                         gboolean             all_optional,
                         const char          *path,
                         GError             **error)
{
  g_autoptr(GList) members = json_object_get_members (values);

  for (GList *l = members; l; l = l->next)
    if (tav_field_find (specs, n_specs, l->data) == NULL)
      {
        FAIL (INVALID, _("%s.%s: unknown field"), path, (const char *) l->data);
        return FALSE;
      }
  for (guint i = 0; i < n_specs; i++)
    {
      g_autofree char *where = g_strdup_printf ("%s.%s", path, specs[i].id);
      JsonNode *node = json_object_get_member (values, specs[i].id);
      g_autoptr(GError) local_error = NULL;

      if (node == NULL)
        {
          if (all_optional || (specs[i].flags & TAV_FIELD_OPTIONAL))
            continue;
          FAIL (INVALID, _("%s: missing"), where);
          return FALSE;
        }
      if (!tav_field_validate_value (&specs[i], node, where, &local_error))
        {
          FAIL (INVALID, "%s", local_error->message);
          return FALSE;
        }
    }
  return TRUE;
}

/* A person's name or alias, held to the rules of event names. */
gboolean
tav_season_check_name (const char  *name,
                       const char  *what,
                       GError     **error)
{
  g_autofree char *key = tav_season_name_key (name);
  g_autofree char *clean = NULL;
  g_autoptr(GError) local_error = NULL;

  if (name == NULL || !g_utf8_validate (name, -1, NULL) || key[0] == '\0')
    {
      FAIL (INVALID, _("%s: a name is needed"), what);
      return FALSE;
    }
  /* The rules of event names (tav-text.c): a season file edited by hand
   * must not bring a name an event would refuse. */
  if (!(clean = tav_text_clean_name (name, &local_error)))
    {
      FAIL (INVALID, "%s: %s", what, local_error->message);
      return FALSE;
    }
  if (g_utf8_strlen (name, -1) > MAX_NAME_LENGTH)
    {
      g_autofree char *start = g_utf8_substring (name, 0, 40);

      FAIL (INVALID, _("%s: “%s…” is longer than %d characters"), what, start, MAX_NAME_LENGTH);
      return FALSE;
    }
  return TRUE;
}

/* Empty, or a real day written 2026-11-22. */
gboolean
tav_season_valid_date (const char *date)
{
  return date == NULL || date[0] == '\0' || tav_date_is_valid (date);
}

/* Ids unique, names and aliases valid and nobody's twice, carried values
 * of the declared fields. */
static gboolean
validate_players (TavSeason           *self,
                  const TavFieldSpec  *fields,
                  guint                n_fields,
                  GError             **error)
{
  g_autoptr(GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) keys = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < self->players->len; i++)
    {
      TavSeasonPlayer *player = self->players->pdata[i];
      g_autofree char *path = g_strdup_printf ("players[%u]", i);
      g_autofree char *name_path = g_strdup_printf ("%s.name", path);

      if (player->id[0] == '\0' || !g_hash_table_add (ids, player->id))
        {
          FAIL (INVALID, _("%s.id: “%s” is empty or used twice"), path, player->id);
          return FALSE;
        }
      if (!tav_season_check_name (player->name, name_path, error))
        return FALSE;
      for (int a = -1; a < 0 || (player->aliases && player->aliases[a]); a++)
        {
          const char *name = a < 0 ? player->name : player->aliases[a];
          g_autofree char *alias_path = a < 0 ? g_strdup (name_path)
                                              : g_strdup_printf ("%s.aliases[%d]", path, a);
          char *key;
          const char *other;

          if (a >= 0 && !tav_season_check_name (name, alias_path, error))
            return FALSE;
          key = tav_season_name_key (name);
          if ((other = g_hash_table_lookup (keys, key)))
            {
              FAIL (INVALID, _("%s: “%s” is also a name of the season player “%s”"),
                    alias_path, name, other);
              g_free (key);
              return FALSE;
            }
          g_hash_table_insert (keys, key, player->id);
        }
      if (player->carried)
        {
          g_autofree char *carried_path = g_strdup_printf ("%s.carried.values", path);

          if (!tav_season_check_values (fields, n_fields, player->carried, TRUE, carried_path,
                                        error))
            return FALSE;
        }
    }
  return TRUE;
}

/* Ids unique, each event once, its parameters the ruleset's, its results
 * for known people, once each, with the declared values. */
static gboolean
validate_tournaments (TavSeason           *self,
                      TavRuleset          *ruleset,
                      const TavFieldSpec  *fields,
                      guint                n_fields,
                      GError             **error)
{
  g_autoptr(GHashTable) tournament_ids = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint t = 0; t < self->tournaments->len; t++)
    {
      TavSeasonTournament *tournament = self->tournaments->pdata[t];
      g_autofree char *path = g_strdup_printf ("tournaments[%u]", t);
      g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
      g_autoptr(GHashTable) seen_event = g_hash_table_new (g_str_hash, g_str_equal);

      if (tournament->id[0] == '\0' || !g_hash_table_add (tournament_ids, tournament->id))
        {
          FAIL (INVALID, _("%s.id: “%s” is empty or used twice"), path, tournament->id);
          return FALSE;
        }
      if (tournament->event_id[0] != '\0' && !tav_event_is_event_id (tournament->event_id))
        {
          FAIL (INVALID, _("%s.event_id: “%s” is not an event id (32 hexadecimal digits 0–9, a–f)"),
                path, tournament->event_id);
          return FALSE;
        }
      for (guint u = 0; u < t; u++)
        {
          const TavSeasonTournament *earlier = self->tournaments->pdata[u];

          if (tav_season_same_event (earlier, tournament->event_id, tournament->seed))
            {
              FAIL (INVALID, _("%s.%s: the event was imported twice (also as “%s”)"), path,
                    tournament->event_id[0] && earlier->event_id[0] ? "event_id" : "seed",
                    earlier->id);
              return FALSE;
            }
        }
      if (tournament->params)
        {
          g_autofree char *params_path = g_strdup_printf ("%s.params", path);
          const TavFieldSpec *event_params;
          guint n_event_params = 0;
          g_autoptr(GError) local_error = NULL;

          event_params = tav_ruleset_get_params (ruleset, &n_event_params);
          if (!tav_field_validate_params (event_params, n_event_params, tournament->params,
                                          params_path, &local_error))
            {
              FAIL (INVALID, "%s", local_error->message);
              return FALSE;
            }
        }
      if (!tav_season_valid_date (tournament->date))
        {
          FAIL (INVALID, _("%s.date: “%s” is not a date like 2026-11-22"), path, tournament->date);
          return FALSE;
        }
      for (guint r = 0; r < tournament->results->len; r++)
        {
          TavSeasonResult *result = tournament->results->pdata[r];
          g_autofree char *result_path = g_strdup_printf ("%s.results[%u]", path, r);
          g_autofree char *values_path = g_strdup_printf ("%s.values", result_path);

          if (tav_season_find_player (self, result->player) == NULL)
            {
              FAIL (INVALID, _("%s.player: unknown season player “%s”"), result_path, result->player);
              return FALSE;
            }
          if (!g_hash_table_add (seen, result->player))
            {
              FAIL (INVALID, _("%s.player: “%s” has two results in this tournament"),
                    result_path, result->player);
              return FALSE;
            }
          if (result->event_player[0] == '\0' || !g_hash_table_add (seen_event, result->event_player))
            {
              FAIL (INVALID, _("%s.event_player: “%s” is empty or used twice"), result_path,
                    result->event_player);
              return FALSE;
            }
          if (!tav_season_check_values (fields, n_fields, result->values, FALSE, values_path,
                                        error))
            return FALSE;
        }
    }
  return TRUE;
}

static gboolean
validate_exclusions (TavSeason  *self,
                     GError    **error)
{
  g_autoptr(GHashTable) excluded = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < self->exclusions->len; i++)
    {
      TavSeasonExclusion *exclusion = self->exclusions->pdata[i];

      if (tav_season_find_player (self, exclusion->player) == NULL)
        {
          FAIL (INVALID, _("excluded[%u].player: unknown season player “%s”"), i, exclusion->player);
          return FALSE;
        }
      if (!g_hash_table_add (excluded, exclusion->player))
        {
          FAIL (INVALID, _("excluded[%u].player: “%s” is excluded twice"), i, exclusion->player);
          return FALSE;
        }
      if (!tav_season_valid_date (exclusion->date))
        {
          FAIL (INVALID, _("excluded[%u].date: “%s” is not a date like 2026-11-22"), i,
                exclusion->date);
          return FALSE;
        }
    }
  return TRUE;
}

/* What the loader cannot see member by member: references, uniqueness,
 * and every value against the ruleset's declaration. */
gboolean
tav_season_validate (TavSeason  *self,
                     GError    **error)
{
  TavRuleset *ruleset;
  const TavFieldSpec *fields, *params;
  guint n_fields = 0, n_params = 0;

  g_return_val_if_fail (TAV_IS_SEASON (self), FALSE);

  ruleset = tav_season_get_ruleset (self);
  if (ruleset == NULL || !tav_ruleset_has_season (ruleset))
    {
      if (ruleset)
        FAIL (INVALID, _("season.ruleset: the ruleset “%s” has no season ranking"), self->ruleset_id);
      else
        FAIL (INVALID, _("season.ruleset: unknown ruleset “%s”"), self->ruleset_id);
      return FALSE;
    }
  fields = tav_ruleset_get_season_fields (ruleset, &n_fields);
  params = tav_ruleset_get_season_params (ruleset, &n_params);
  {
    g_autoptr(GError) local_error = NULL;

    if (!tav_field_validate_params (params, n_params, self->params, "season.params", &local_error))
      {
        FAIL (INVALID, "%s", local_error->message);
        return FALSE;
      }
  }

  return validate_players (self, fields, n_fields, error) &&
         validate_tournaments (self, ruleset, fields, n_fields, error) &&
         validate_exclusions (self, error);
}
