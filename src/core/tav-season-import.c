/* tav-season-import.c — a finished event into a season, and out again
 *
 * The tournament record is built beside the season and checked (its
 * values, the people the rules bar from ranking tournaments) before
 * anything changes; an event already in the season, by its event id (its
 * seed for files older than ids), is replaced or left as it was.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-season"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tav-json-check.h"
#include "tav-season-private.h"

#define FAIL(code, ...) g_set_error (error, TAV_SEASON_ERROR, TAV_SEASON_ERROR_##code, __VA_ARGS__)

static gboolean
objects_equal (JsonObject *a,
               JsonObject *b)
{
  g_autoptr(JsonNode) na = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(JsonNode) nb = json_node_new (JSON_NODE_OBJECT);

  if (a == NULL || b == NULL)
    return a == b;
  json_node_set_object (na, a);
  json_node_set_object (nb, b);
  return json_node_equal (na, nb);
}

/* The same import again: where the file was read from does not count. */
static gboolean
tournaments_equal (const TavSeasonTournament *a,
                   const TavSeasonTournament *b)
{
  if (g_strcmp0 (a->name, b->name) || g_strcmp0 (a->date, b->date) ||
      g_strcmp0 (a->venue, b->venue) || a->n_players != b->n_players ||
      !objects_equal (a->params, b->params) || a->results->len != b->results->len)
    return FALSE;
  for (guint i = 0; i < a->results->len; i++)
    {
      const TavSeasonResult *ra = a->results->pdata[i];
      const TavSeasonResult *rb = b->results->pdata[i];

      if (g_strcmp0 (ra->player, rb->player) || g_strcmp0 (ra->event_player, rb->event_player) ||
          g_strcmp0 (ra->name, rb->name) || ra->rank != rb->rank ||
          !objects_equal (ra->values, rb->values))
        return FALSE;
    }
  return TRUE;
}

gboolean
tav_season_check_ruleset (TavSeason  *self,
                          TavEvent   *event,
                          GError    **error)
{
  g_return_val_if_fail (TAV_IS_SEASON (self), FALSE);
  g_return_val_if_fail (TAV_IS_EVENT (event), FALSE);

  if (g_strcmp0 (tav_event_get_ruleset_id (event), self->ruleset_id) != 0)
    {
      FAIL (REFUSED, _("The season “%s” ranks %s tournaments; “%s” is played under %s"),
            self->name, self->ruleset_id, tav_event_get_name (event),
            tav_event_get_ruleset_id (event));
      return FALSE;
    }
  if (tav_event_get_ruleset (event) == NULL || !tav_ruleset_has_season (tav_event_get_ruleset (event)))
    {
      FAIL (REFUSED, _("The ruleset “%s” has no season ranking"), self->ruleset_id);
      return FALSE;
    }
  return TRUE;
}

/* Builds the tournament record of @event without touching the season; new
 * people go to @new_players with ids that follow the season's. */
static TavSeasonTournament *
build_tournament (TavSeason   *self,
                  TavEvent    *event,
                  const char  *file,
                  const char  *id,
                  GPtrArray   *new_players,
                  GError     **error)
{
  TavRuleset *ruleset = tav_event_get_ruleset (event);
  g_autoptr(JsonObject) values = NULL;
  g_autoptr(TavStandings) standings = NULL;
  g_autoptr(TavSeasonTournament) tournament = g_new0 (TavSeasonTournament, 1);
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  const TavFieldSpec *fields;
  guint n_fields = 0;
  guint n = tav_event_get_n_players (event);

  if (!(values = tav_ruleset_season_results (ruleset, event, error)))
    return NULL;
  standings = tav_event_compute_standings (event);
  fields = tav_ruleset_get_season_fields (ruleset, &n_fields);

  tournament->id = g_strdup (id);
  tournament->event_id = g_strdup (tav_event_get_event_id (event));
  tournament->seed = tav_event_get_seed (event);
  tournament->file = g_strdup (file ? file : "");
  tournament->name = g_strdup (tav_event_get_name (event));
  tournament->date = g_strdup (tav_event_get_date (event));
  tournament->venue = g_strdup (tav_event_get_venue (event));
  tournament->n_players = n;
  /* What a ruleset may weigh a tournament by (a band, a game) is in its
   * parameters: kept with it. */
  {
    g_autoptr(JsonNode) wrapper = json_node_new (JSON_NODE_OBJECT);
    g_autoptr(JsonNode) copy = NULL;

    json_node_set_object (wrapper, tav_event_get_params (event));
    copy = tav_json_deep_copy (wrapper);
    tournament->params = json_object_ref (json_node_get_object (copy));
  }
  tournament->imported = g_date_time_format_iso8601 (now);
  tournament->results = g_ptr_array_new_with_free_func ((GDestroyNotify) tav_season_result_free);

  for (guint i = 0; i < n; i++)
    {
      TavPlayer *player = tav_event_get_player (event, i);
      const char *name = tav_player_get_name (player);
      JsonNode *node = json_object_get_member (values, tav_player_get_id (player));
      g_autofree char *key = tav_season_name_key (name);
      g_autofree char *path = NULL;
      TavSeasonPlayer *person;
      TavSeasonResult *result;
      TavStandingsRow *row;
      const char *other;

      if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
        continue;
      path = g_strdup_printf ("%s (%s)", name, tav_player_get_id (player));
      if (!tav_season_check_values (fields, n_fields, json_node_get_object (node), FALSE, path,
                                    error))
        return NULL;

      person = tav_season_find_by_key (self->players, key);
      if (person == NULL)
        person = tav_season_find_by_key (new_players, key);
      if (person == NULL)
        {
          person = g_new0 (TavSeasonPlayer, 1);
          person->id = tav_season_next_id (self->players, G_STRUCT_OFFSET (TavSeasonPlayer, id),
                                           new_players, 's');
          person->name = g_strdup (name);
          g_ptr_array_add (new_players, person);
        }
      if ((other = g_hash_table_lookup (seen, person->id)))
        {
          FAIL (CONFLICT, _("“%s” and “%s” of “%s” are the same season player “%s” (an alias): only one of them can have played"),
                other, name, tav_event_get_name (event), person->name);
          return NULL;
        }
      g_hash_table_insert (seen, person->id, (gpointer) name);

      row = tav_standings_find_player (standings, tav_player_get_id (player));
      result = g_new0 (TavSeasonResult, 1);
      result->player = g_strdup (person->id);
      result->event_player = g_strdup (tav_player_get_id (player));
      result->name = g_strdup (name);
      result->rank = row ? tav_standings_row_get_rank (row) : 0;
      result->values = json_object_ref (json_node_get_object (node));
      g_ptr_array_add (tournament->results, result);
    }
  return g_steal_pointer (&tournament);
}

/* Whether @earlier took place before @tournament: by their dates, and in
 * the order of import when either has none. */
static gboolean
played_before (TavSeason                 *self,
               const TavSeasonTournament *earlier,
               const TavSeasonTournament *tournament,
               const TavSeasonTournament *old)
{
  guint a = 0, b = self->tournaments->len;

  if (earlier == old)
    return FALSE;
  if (earlier->date[0] && tournament->date[0])
    return strcmp (earlier->date, tournament->date) < 0;
  g_ptr_array_find (self->tournaments, earlier, &a);
  if (old)
    g_ptr_array_find (self->tournaments, old, &b);
  return a < b;
}

static gboolean
has_result_in (const TavSeasonTournament *tournament,
               const char                *player_id)
{
  for (guint r = 0; tournament && r < tournament->results->len; r++)
    if (strcmp (((TavSeasonResult *) tournament->results->pdata[r])->player, player_id) == 0)
      return TRUE;
  return FALSE;
}

/* The rules close ranking tournaments to excluded players and to those in
 * the permanent ranking: an event in which one of them played anyway (he
 * was registered without the season) is refused, naming each. Only what
 * was true before the tournament counts: his exclusion dated before it,
 * his points from the tournaments played before it. Who already counted
 * in the import it corrects stays accepted. */
static gboolean
check_entries (TavSeason                 *self,
               const TavSeasonTournament *tournament,
               const TavSeasonTournament *old,
               GError                   **error)
{
  g_autoptr(GString) refused = g_string_new (NULL);
  g_autoptr(GPtrArray) before = g_ptr_array_new ();
  TavRuleset *ruleset = tav_season_get_ruleset (self);
  GPtrArray *all = self->tournaments;

  for (guint t = 0; t < all->len; t++)
    if (played_before (self, all->pdata[t], tournament, old))
      g_ptr_array_add (before, all->pdata[t]);

  for (guint r = 0; r < tournament->results->len; r++)
    {
      const TavSeasonResult *result = tournament->results->pdata[r];
      const TavSeasonPlayer *player = tav_season_find_player (self, result->player);
      const TavSeasonExclusion *exclusion = tav_season_find_exclusion (self, result->player);
      g_autoptr(GError) local_error = NULL;
      g_autofree char *line = NULL;

      if (player == NULL || has_result_in (old, result->player))
        continue;
      if (exclusion &&
          !(exclusion->date[0] && tournament->date[0] && strcmp (tournament->date, exclusion->date) <= 0))
        {
          if (exclusion->date[0])
            line = g_strdup_printf (_("%s is excluded since %s (%s)"), player->name,
                                    exclusion->date, exclusion->reason);
          else
            line = g_strdup_printf (_("%s is excluded (%s)"), player->name, exclusion->reason);
        }
      else if (ruleset)
        {
          /* The ruleset counts over the tournaments played before this one
           * only: the others are set aside for the check. */
          self->tournaments = before;
          if (!tav_ruleset_season_check_player (ruleset, self, result->player, &local_error))
            line = g_strdup (local_error->message);
          self->tournaments = all;
        }
      if (line)
        g_string_append_printf (refused, "%s%s", refused->len ? "; " : "", line);
    }
  if (refused->len > 0)
    {
      FAIL (REFUSED, _("“%s” cannot count in “%s”: ranking tournaments are closed to players who played in it: %s. Remove them from the event (players remove) or lift the exclusion first"),
            tournament->name, self->name, refused->str);
      return FALSE;
    }
  return TRUE;
}

/**
 * tav_season_add_event:
 * @file: (nullable): where @event was read from, to show and to find it
 * @replace: whether a tournament already in the season with other results
 *   may be replaced by @event (a corrected file)
 * @tournament: (out) (optional): the season's record of @event
 *
 * Imports a finished event. An event already in the season (the same event
 * id; the same seed for a file older than ids) is replaced by this import
 * when @replace is set, so a corrected file is never counted twice, and
 * refused with TAV_SEASON_ERROR_EXISTS otherwise; the same results again
 * change nothing. Refused when the event is not of the season's ruleset or
 * not finished, when a player played whom the rules bar from ranking
 * tournaments, or when a file without id has the seed of another event
 * (another name and date).
 */
TavSeasonImport
tav_season_add_event (TavSeason                  *self,
                      TavEvent                   *event,
                      const char                 *file,
                      gboolean                    replace,
                      const TavSeasonTournament **tournament_out,
                      GError                    **error)
{
  g_autoptr(GPtrArray) new_players = g_ptr_array_new_with_free_func ((GDestroyNotify) tav_season_player_free);
  g_autoptr(TavSeasonTournament) tournament = NULL;
  g_autofree char *id = NULL;
  const TavSeasonTournament *old;
  TavSeasonTournament *added;
  TavSeasonImport outcome;

  g_return_val_if_fail (TAV_IS_SEASON (self), TAV_SEASON_IMPORT_FAILED);
  g_return_val_if_fail (TAV_IS_EVENT (event), TAV_SEASON_IMPORT_FAILED);

  if (!tav_season_check_ruleset (self, event, error))
    return TAV_SEASON_IMPORT_FAILED;

  old = tav_season_find_event (self, event);
  /* Without ids on both sides, a correction keeps its name or its date;
   * both changed means another event made with the same seed by hand. */
  if (old && (old->event_id[0] == '\0' || tav_event_get_event_id (event)[0] == '\0') &&
      g_strcmp0 (old->name, tav_event_get_name (event)) != 0 &&
      g_strcmp0 (old->date, tav_event_get_date (event)) != 0)
    {
      FAIL (CONFLICT, _("“%s” (%s) has the same seed as the tournament %s, “%s” (%s), but another name and date: if it corrects that tournament, remove %s first; if it is another event, it needs its own seed"),
            tav_event_get_name (event), tav_event_get_date (event), old->id, old->name, old->date,
            old->id);
      return TAV_SEASON_IMPORT_FAILED;
    }

  id = old ? g_strdup (old->id)
           : tav_season_next_id (self->tournaments, G_STRUCT_OFFSET (TavSeasonTournament, id),
                                 NULL, 't');
  tournament = build_tournament (self, event, file, id, new_players, error);
  if (tournament == NULL)
    return TAV_SEASON_IMPORT_FAILED;

  if (old && tournaments_equal (old, tournament))
    {
      if (tournament_out)
        *tournament_out = old;
      return TAV_SEASON_IMPORT_UNCHANGED;
    }
  if (old && !replace)
    {
      FAIL (EXISTS, _("“%s” is already in the season as %s (imported from “%s”) with other results: replacing them needs a confirmation"),
            tav_event_get_name (event), old->id, old->file);
      return TAV_SEASON_IMPORT_FAILED;
    }
  if (!check_entries (self, tournament, old, error))
    return TAV_SEASON_IMPORT_FAILED;

  while (new_players->len > 0)
    g_ptr_array_add (self->players, g_ptr_array_steal_index (new_players, 0));
  added = g_steal_pointer (&tournament);
  if (old)
    {
      guint index = 0;

      /* In the place of the import it corrects, under its id. */
      g_ptr_array_find (self->tournaments, old, &index);
      tav_season_tournament_free (self->tournaments->pdata[index]);
      self->tournaments->pdata[index] = added;
      outcome = TAV_SEASON_IMPORT_REPLACED;
    }
  else
    {
      g_ptr_array_add (self->tournaments, added);
      outcome = TAV_SEASON_IMPORT_ADDED;
    }
  if (tournament_out)
    *tournament_out = added;
  tav_season_prune_players (self);
  tav_season_changed (self);
  return outcome;
}

gboolean
tav_season_remove_tournament (TavSeason   *self,
                              const char  *id,
                              GError     **error)
{
  const TavSeasonTournament *tournament;

  g_return_val_if_fail (TAV_IS_SEASON (self), FALSE);

  if ((tournament = tav_season_find_tournament (self, id)) == NULL)
    {
      FAIL (NOT_FOUND, _("The season has no tournament “%s”"), id);
      return FALSE;
    }
  g_ptr_array_remove (self->tournaments, (gpointer) tournament);
  tav_season_prune_players (self);
  tav_season_changed (self);
  return TRUE;
}
