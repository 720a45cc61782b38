/* tav-season.c — a season: the results of many tournaments, one ranking
 *
 * A season collects what each finished event gave its players, in the
 * values its ruleset declares (season_fields), and the ruleset ranks the
 * season from them: catan-bg sums, another ruleset may weigh. People are
 * matched across event files by name, ignoring case and spacing, or by an
 * alias; an event is matched by its event id (by its seed for files older
 * than ids), so importing a corrected file replaces the earlier import
 * instead of counting it twice.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-season"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tav-json-check.h"
#include "tav-season.h"
#include "tav-text.h"

#define MAX_NAME_LENGTH 200

struct _TavSeason
{
  GObject     parent_instance;
  char       *name;
  char       *ruleset_id;
  JsonObject *params;
  GPtrArray  *players;       /* TavSeasonPlayer */
  GPtrArray  *tournaments;   /* TavSeasonTournament */
  GPtrArray  *exclusions;    /* TavSeasonExclusion */
};

G_DEFINE_FINAL_TYPE (TavSeason, tav_season, G_TYPE_OBJECT)
G_DEFINE_QUARK (tav-season-error-quark, tav_season_error)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

#define FAIL(code, ...) g_set_error (error, TAV_SEASON_ERROR, TAV_SEASON_ERROR_##code, __VA_ARGS__)

/* ---- Records ------------------------------------------------------------ */

void
tav_season_player_free (TavSeasonPlayer *player)
{
  if (player == NULL)
    return;
  g_free (player->id);
  g_free (player->name);
  g_strfreev (player->aliases);
  g_clear_pointer (&player->carried, json_object_unref);
  g_free (player);
}

void
tav_season_result_free (TavSeasonResult *result)
{
  if (result == NULL)
    return;
  g_free (result->player);
  g_free (result->event_player);
  g_free (result->name);
  g_clear_pointer (&result->values, json_object_unref);
  g_free (result);
}

void
tav_season_tournament_free (TavSeasonTournament *tournament)
{
  if (tournament == NULL)
    return;
  g_free (tournament->id);
  g_free (tournament->event_id);
  g_free (tournament->file);
  g_free (tournament->name);
  g_free (tournament->date);
  g_free (tournament->venue);
  g_free (tournament->imported);
  g_clear_pointer (&tournament->params, json_object_unref);
  g_clear_pointer (&tournament->results, g_ptr_array_unref);
  g_free (tournament);
}

void
tav_season_exclusion_free (TavSeasonExclusion *exclusion)
{
  if (exclusion == NULL)
    return;
  g_free (exclusion->player);
  g_free (exclusion->reason);
  g_free (exclusion->date);
  g_free (exclusion);
}

/* ---- Object ------------------------------------------------------------- */

static void
tav_season_finalize (GObject *object)
{
  TavSeason *self = (TavSeason *)object;

  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->ruleset_id, g_free);
  g_clear_pointer (&self->params, json_object_unref);
  g_clear_pointer (&self->players, g_ptr_array_unref);
  g_clear_pointer (&self->tournaments, g_ptr_array_unref);
  g_clear_pointer (&self->exclusions, g_ptr_array_unref);

  G_OBJECT_CLASS (tav_season_parent_class)->finalize (object);
}

static void
tav_season_class_init (TavSeasonClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tav_season_finalize;

  /* Emitted after every operation, for autosave and the views. */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tav_season_init (TavSeason *self)
{
  self->name = g_strdup ("");
  self->params = json_object_new ();
  self->players = g_ptr_array_new_with_free_func ((GDestroyNotify) tav_season_player_free);
  self->tournaments = g_ptr_array_new_with_free_func ((GDestroyNotify) tav_season_tournament_free);
  self->exclusions = g_ptr_array_new_with_free_func ((GDestroyNotify) tav_season_exclusion_free);
}

TavSeason *
tav_season_new (const char *ruleset_id,
                const char *name)
{
  TavSeason *self;

  g_return_val_if_fail (ruleset_id != NULL, NULL);

  self = g_object_new (TAV_TYPE_SEASON, NULL);
  self->ruleset_id = g_strdup (ruleset_id);
  tav_season_set_name (self, name);
  return self;
}

const char *
tav_season_get_name (TavSeason *self)
{
  g_return_val_if_fail (TAV_IS_SEASON (self), NULL);
  return self->name;
}

void
tav_season_set_name (TavSeason  *self,
                     const char *name)
{
  g_return_if_fail (TAV_IS_SEASON (self));
  g_free (self->name);
  self->name = g_strdup (name ? name : "");
}

const char *
tav_season_get_ruleset_id (TavSeason *self)
{
  g_return_val_if_fail (TAV_IS_SEASON (self), NULL);
  return self->ruleset_id;
}

TavRuleset *
tav_season_get_ruleset (TavSeason *self)
{
  g_return_val_if_fail (TAV_IS_SEASON (self), NULL);
  return tav_ruleset_lookup (self->ruleset_id);
}

void
tav_season_changed (TavSeason *self)
{
  g_return_if_fail (TAV_IS_SEASON (self));
  g_signal_emit (self, signals[CHANGED], 0);
}

/* ---- Parameters --------------------------------------------------------- */

JsonObject *
tav_season_get_params (TavSeason *self)
{
  g_return_val_if_fail (TAV_IS_SEASON (self), NULL);
  return self->params;
}

static const TavFieldSpec *
find_param (TavSeason  *self,
            const char *id)
{
  TavRuleset *ruleset = tav_season_get_ruleset (self);
  const TavFieldSpec *specs;
  guint n = 0;

  if (ruleset == NULL)
    return NULL;
  specs = tav_ruleset_get_season_params (ruleset, &n);
  return tav_field_find (specs, n, id);
}

gboolean
tav_season_set_param (TavSeason   *self,
                      const char  *id,
                      const char  *text,
                      GError     **error)
{
  const TavFieldSpec *spec;
  JsonNode *node;

  g_return_val_if_fail (TAV_IS_SEASON (self), FALSE);

  if ((spec = find_param (self, id)) == NULL)
    {
      FAIL (NOT_FOUND, _("Seasons of the ruleset “%s” have no parameter “%s”"),
            self->ruleset_id, id);
      return FALSE;
    }
  if ((node = tav_field_parse_value (spec, text, error)) == NULL)
    return FALSE;
  json_object_set_member (self->params, id, node);
  return TRUE;
}

void
tav_season_set_param_node (TavSeason  *self,
                           const char *id,
                           JsonNode   *node)
{
  g_return_if_fail (TAV_IS_SEASON (self));
  json_object_set_member (self->params, id, json_node_copy (node));
}

/* The stored value, or the ruleset's default. */
gint64
tav_season_get_param_int (TavSeason  *self,
                          const char *id)
{
  const TavFieldSpec *spec;
  g_autoptr(JsonNode) fallback = NULL;

  g_return_val_if_fail (TAV_IS_SEASON (self), 0);

  if (json_object_has_member (self->params, id))
    return tav_result_get_int (self->params, id);
  spec = find_param (self, id);
  g_return_val_if_fail (spec != NULL, 0);
  fallback = tav_field_default_node (spec);
  return fallback ? json_node_get_int (fallback) : 0;
}

double
tav_season_get_param_double (TavSeason  *self,
                             const char *id)
{
  const TavFieldSpec *spec;
  g_autoptr(JsonNode) fallback = NULL;
  JsonNode *node;

  g_return_val_if_fail (TAV_IS_SEASON (self), 0);

  node = json_object_get_member (self->params, id);
  if (node == NULL)
    {
      spec = find_param (self, id);
      g_return_val_if_fail (spec != NULL, 0);
      node = fallback = tav_field_default_node (spec);
    }
  if (node && JSON_NODE_HOLDS_VALUE (node) &&
      (json_node_get_value_type (node) == G_TYPE_DOUBLE ||
       json_node_get_value_type (node) == G_TYPE_INT64))
    return json_node_get_double (node);
  return 0;
}

/* ---- Finding things ----------------------------------------------------- */

/* How names are compared: trimmed, runs of spaces as one, composed, and
 * case-folded, so "Ivan  petrov" is "Ivan Petrov". */
char *
tav_season_name_key (const char *name)
{
  g_autoptr(GString) spaced = g_string_new (NULL);
  g_autofree char *normal = NULL;
  gboolean space = FALSE;

  if (name == NULL || !g_utf8_validate (name, -1, NULL))
    return g_strdup ("");
  for (const char *p = name; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_isspace (c))
        {
          space = spaced->len > 0;
          continue;
        }
      if (space)
        g_string_append_c (spaced, ' ');
      space = FALSE;
      g_string_append_unichar (spaced, c);
    }
  normal = g_utf8_normalize (spaced->str, -1, G_NORMALIZE_DEFAULT_COMPOSE);
  return g_utf8_casefold (normal ? normal : "", -1);
}

static gboolean
player_has_key (const TavSeasonPlayer *player,
                const char            *key)
{
  g_autofree char *own = tav_season_name_key (player->name);

  if (strcmp (own, key) == 0)
    return TRUE;
  for (guint i = 0; player->aliases && player->aliases[i]; i++)
    {
      g_autofree char *alias = tav_season_name_key (player->aliases[i]);

      if (strcmp (alias, key) == 0)
        return TRUE;
    }
  return FALSE;
}

static TavSeasonPlayer *
find_by_key (GPtrArray  *players,
             const char *key)
{
  for (guint i = 0; players && i < players->len; i++)
    if (player_has_key (players->pdata[i], key))
      return players->pdata[i];
  return NULL;
}

guint
tav_season_get_n_players (TavSeason *self)
{
  g_return_val_if_fail (TAV_IS_SEASON (self), 0);
  return self->players->len;
}

const TavSeasonPlayer *
tav_season_get_player (TavSeason *self,
                       guint      position)
{
  g_return_val_if_fail (TAV_IS_SEASON (self), NULL);
  g_return_val_if_fail (position < self->players->len, NULL);
  return self->players->pdata[position];
}

const TavSeasonPlayer *
tav_season_find_player (TavSeason  *self,
                        const char *id)
{
  g_return_val_if_fail (TAV_IS_SEASON (self), NULL);
  for (guint i = 0; i < self->players->len; i++)
    if (g_strcmp0 (((TavSeasonPlayer *) self->players->pdata[i])->id, id) == 0)
      return self->players->pdata[i];
  return NULL;
}

/* By id ("s4"), then by name or alias in any case. */
const TavSeasonPlayer *
tav_season_lookup_player (TavSeason  *self,
                          const char *id_or_name)
{
  const TavSeasonPlayer *found;
  g_autofree char *key = NULL;

  g_return_val_if_fail (TAV_IS_SEASON (self), NULL);
  if ((found = tav_season_find_player (self, id_or_name)))
    return found;
  key = tav_season_name_key (id_or_name);
  return key[0] ? find_by_key (self->players, key) : NULL;
}

guint
tav_season_get_n_tournaments (TavSeason *self)
{
  g_return_val_if_fail (TAV_IS_SEASON (self), 0);
  return self->tournaments->len;
}

const TavSeasonTournament *
tav_season_get_tournament (TavSeason *self,
                           guint      position)
{
  g_return_val_if_fail (TAV_IS_SEASON (self), NULL);
  g_return_val_if_fail (position < self->tournaments->len, NULL);
  return self->tournaments->pdata[position];
}

const TavSeasonTournament *
tav_season_find_tournament (TavSeason  *self,
                            const char *id)
{
  g_return_val_if_fail (TAV_IS_SEASON (self), NULL);
  for (guint i = 0; i < self->tournaments->len; i++)
    if (g_strcmp0 (((TavSeasonTournament *) self->tournaments->pdata[i])->id, id) == 0)
      return self->tournaments->pdata[i];
  return NULL;
}

/* The same event: by the event ids when both have one, by the seed when
 * either comes from a file older than ids. */
static gboolean
same_event (const TavSeasonTournament *tournament,
            const char                *event_id,
            guint64                    seed)
{
  if (tournament->event_id[0] != '\0' && event_id[0] != '\0')
    return strcmp (tournament->event_id, event_id) == 0;
  return tournament->seed == seed;
}

const TavSeasonTournament *
tav_season_find_event (TavSeason *self,
                       TavEvent  *event)
{
  g_return_val_if_fail (TAV_IS_SEASON (self), NULL);
  g_return_val_if_fail (TAV_IS_EVENT (event), NULL);

  for (guint i = 0; i < self->tournaments->len; i++)
    if (same_event (self->tournaments->pdata[i], tav_event_get_event_id (event),
                    tav_event_get_seed (event)))
      return self->tournaments->pdata[i];
  return NULL;
}

/* By the path it was imported from, or that path's last part. */
const TavSeasonTournament *
tav_season_find_file (TavSeason  *self,
                      const char *file)
{
  g_autofree char *base = NULL;

  g_return_val_if_fail (TAV_IS_SEASON (self), NULL);
  for (guint i = 0; i < self->tournaments->len; i++)
    if (g_strcmp0 (((TavSeasonTournament *) self->tournaments->pdata[i])->file, file) == 0)
      return self->tournaments->pdata[i];
  base = g_path_get_basename (file);
  for (guint i = 0; i < self->tournaments->len; i++)
    {
      g_autofree char *other = g_path_get_basename (((TavSeasonTournament *) self->tournaments->pdata[i])->file);

      if (strcmp (other, base) == 0)
        return self->tournaments->pdata[i];
    }
  return NULL;
}

guint
tav_season_get_n_exclusions (TavSeason *self)
{
  g_return_val_if_fail (TAV_IS_SEASON (self), 0);
  return self->exclusions->len;
}

const TavSeasonExclusion *
tav_season_get_exclusion (TavSeason *self,
                          guint      position)
{
  g_return_val_if_fail (TAV_IS_SEASON (self), NULL);
  g_return_val_if_fail (position < self->exclusions->len, NULL);
  return self->exclusions->pdata[position];
}

const TavSeasonExclusion *
tav_season_find_exclusion (TavSeason  *self,
                           const char *player_id)
{
  g_return_val_if_fail (TAV_IS_SEASON (self), NULL);
  for (guint i = 0; i < self->exclusions->len; i++)
    if (g_strcmp0 (((TavSeasonExclusion *) self->exclusions->pdata[i])->player, player_id) == 0)
      return self->exclusions->pdata[i];
  return NULL;
}

void
tav_season_insert_player (TavSeason       *self,
                          TavSeasonPlayer *player)
{
  g_return_if_fail (TAV_IS_SEASON (self));
  g_ptr_array_add (self->players, player);
}

void
tav_season_insert_tournament (TavSeason           *self,
                              TavSeasonTournament *tournament)
{
  g_return_if_fail (TAV_IS_SEASON (self));
  g_ptr_array_add (self->tournaments, tournament);
}

void
tav_season_insert_exclusion (TavSeason          *self,
                             TavSeasonExclusion *exclusion)
{
  g_return_if_fail (TAV_IS_SEASON (self));
  g_ptr_array_add (self->exclusions, exclusion);
}

/* ---- Checks shared with the loader -------------------------------------- */

/* @values against the ruleset's declared fields: no unknown member, every
 * required one (all optional for carried values), each of its type and range. */
static gboolean
check_values (const TavFieldSpec  *specs,
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

static gboolean
check_name (const char  *name,
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

static gboolean
valid_date (const char *date)
{
  guint year, month, day;

  if (date == NULL || date[0] == '\0')
    return TRUE;
  if (strlen (date) != 10 || date[4] != '-' || date[7] != '-')
    return FALSE;
  for (guint i = 0; i < 10; i++)
    if (i != 4 && i != 7 && !g_ascii_isdigit (date[i]))
      return FALSE;
  year = (guint) g_ascii_strtoull (date, NULL, 10);
  month = (guint) g_ascii_strtoull (date + 5, NULL, 10);
  day = (guint) g_ascii_strtoull (date + 8, NULL, 10);
  return g_date_valid_dmy (day, month, year);
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
  g_autoptr(GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) keys = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GHashTable) excluded = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) tournament_ids = g_hash_table_new (g_str_hash, g_str_equal);

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
      if (!check_name (player->name, name_path, error))
        return FALSE;
      for (int a = -1; a < 0 || (player->aliases && player->aliases[a]); a++)
        {
          const char *name = a < 0 ? player->name : player->aliases[a];
          g_autofree char *alias_path = a < 0 ? g_strdup (name_path)
                                              : g_strdup_printf ("%s.aliases[%d]", path, a);
          char *key;
          const char *other;

          if (a >= 0 && !check_name (name, alias_path, error))
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

          if (!check_values (fields, n_fields, player->carried, TRUE, carried_path, error))
            return FALSE;
        }
    }

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

          if (same_event (earlier, tournament->event_id, tournament->seed))
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
      if (!valid_date (tournament->date))
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
          if (!check_values (fields, n_fields, result->values, FALSE, values_path, error))
            return FALSE;
        }
    }

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
      if (!valid_date (exclusion->date))
        {
          FAIL (INVALID, _("excluded[%u].date: “%s” is not a date like 2026-11-22"), i,
                exclusion->date);
          return FALSE;
        }
    }
  return TRUE;
}

/* ---- Importing events --------------------------------------------------- */

static char *
next_id (GPtrArray  *records,
         gsize       id_offset,
         GPtrArray  *more,
         const char  prefix)
{
  guint64 max = 0;

  for (guint pass = 0; pass < 2; pass++)
    {
      GPtrArray *list = pass == 0 ? records : more;

      for (guint i = 0; list && i < list->len; i++)
        {
          const char *id = G_STRUCT_MEMBER (const char *, list->pdata[i], id_offset);
          guint64 v;

          if (id[0] == prefix &&
              g_ascii_string_to_unsigned (id + 1, 10, 0, G_MAXUINT32, &v, NULL))
            max = MAX (max, v);
        }
    }
  return g_strdup_printf ("%c%" G_GUINT64_FORMAT, prefix, max + 1);
}

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

static gboolean
has_results (TavSeason  *self,
             const char *player_id)
{
  for (guint t = 0; t < self->tournaments->len; t++)
    {
      TavSeasonTournament *tournament = self->tournaments->pdata[t];

      for (guint r = 0; r < tournament->results->len; r++)
        if (g_strcmp0 (((TavSeasonResult *) tournament->results->pdata[r])->player, player_id) == 0)
          return TRUE;
    }
  return FALSE;
}

/* People known only from a tournament that was removed or corrected are
 * forgotten; aliases, exclusions and carried values are kept. */
static void
prune_players (TavSeason *self)
{
  for (guint i = self->players->len; i > 0; i--)
    {
      TavSeasonPlayer *player = self->players->pdata[i - 1];

      if (player->carried == NULL && player->carried_participations == 0 &&
          (player->aliases == NULL || player->aliases[0] == NULL) &&
          tav_season_find_exclusion (self, player->id) == NULL &&
          !has_results (self, player->id))
        g_ptr_array_remove_index (self->players, i - 1);
    }
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
      if (!check_values (fields, n_fields, json_node_get_object (node), FALSE, path, error))
        return NULL;

      person = find_by_key (self->players, key);
      if (person == NULL)
        person = find_by_key (new_players, key);
      if (person == NULL)
        {
          person = g_new0 (TavSeasonPlayer, 1);
          person->id = next_id (self->players, G_STRUCT_OFFSET (TavSeasonPlayer, id), new_players, 's');
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
           : next_id (self->tournaments, G_STRUCT_OFFSET (TavSeasonTournament, id), NULL, 't');
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
  prune_players (self);
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
  prune_players (self);
  tav_season_changed (self);
  return TRUE;
}

/* ---- People ------------------------------------------------------------- */

/* The season player of that id or name, created for a name the season has
 * not seen yet (a player excluded before any of his events was imported). */
static TavSeasonPlayer *
ensure_player (TavSeason   *self,
               const char  *id_or_name,
               GError     **error)
{
  TavSeasonPlayer *player = (TavSeasonPlayer *) tav_season_lookup_player (self, id_or_name);
  g_autofree char *clean = NULL;

  if (player)
    return player;
  if (!check_name (id_or_name, _("Player"), error))
    return NULL;
  clean = g_strstrip (g_strdup (id_or_name));
  player = g_new0 (TavSeasonPlayer, 1);
  player->id = next_id (self->players, G_STRUCT_OFFSET (TavSeasonPlayer, id), NULL, 's');
  player->name = g_steal_pointer (&clean);
  g_ptr_array_add (self->players, player);
  return player;
}

/* Excluded from future ranking tournaments: refused at registration. His
 * results so far stay in the ranking. */
gboolean
tav_season_exclude (TavSeason   *self,
                    const char  *id_or_name,
                    const char  *reason,
                    const char  *date,
                    GError     **error)
{
  g_autofree char *clean = g_strstrip (g_strdup (reason ? reason : ""));
  const TavSeasonExclusion *existing;
  TavSeasonExclusion *exclusion;
  TavSeasonPlayer *player;

  g_return_val_if_fail (TAV_IS_SEASON (self), FALSE);

  if (clean[0] == '\0' || !g_utf8_validate (clean, -1, NULL))
    {
      FAIL (INVALID, _("An exclusion needs a reason"));
      return FALSE;
    }
  if (!valid_date (date))
    {
      FAIL (INVALID, _("“%s” is not a date like 2026-11-22"), date);
      return FALSE;
    }
  player = (TavSeasonPlayer *) tav_season_lookup_player (self, id_or_name);
  if (player && (existing = tav_season_find_exclusion (self, player->id)))
    {
      FAIL (CONFLICT, _("%s is already excluded: %s"), player->name, existing->reason);
      return FALSE;
    }
  if (player == NULL && !(player = ensure_player (self, id_or_name, error)))
    return FALSE;

  exclusion = g_new0 (TavSeasonExclusion, 1);
  exclusion->player = g_strdup (player->id);
  exclusion->reason = g_steal_pointer (&clean);
  exclusion->date = g_strdup (date ? date : "");
  g_ptr_array_add (self->exclusions, exclusion);
  tav_season_changed (self);
  return TRUE;
}

gboolean
tav_season_lift_exclusion (TavSeason   *self,
                           const char  *id_or_name,
                           GError     **error)
{
  const TavSeasonPlayer *player = tav_season_lookup_player (self, id_or_name);
  const TavSeasonExclusion *exclusion = player ? tav_season_find_exclusion (self, player->id) : NULL;

  g_return_val_if_fail (TAV_IS_SEASON (self), FALSE);

  if (exclusion == NULL)
    {
      FAIL (NOT_FOUND, _("“%s” is not excluded"), id_or_name);
      return FALSE;
    }
  g_ptr_array_remove (self->exclusions, (gpointer) exclusion);
  prune_players (self);
  tav_season_changed (self);
  return TRUE;
}

static void
append_alias (TavSeasonPlayer *player,
              const char      *alias)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  if (player->aliases)
    g_strv_builder_addv (builder, (const char **) player->aliases);
  g_strv_builder_add (builder, alias);
  g_strfreev (player->aliases);
  player->aliases = g_strv_builder_end (builder);
}

/* Two season players that turn out to be one person: @other's results,
 * names and exclusion become @player's. */
static gboolean
merge_players (TavSeason        *self,
               TavSeasonPlayer  *player,
               TavSeasonPlayer  *other,
               GError          **error)
{
  const TavSeasonExclusion *exclusion;

  for (guint t = 0; t < self->tournaments->len; t++)
    {
      TavSeasonTournament *tournament = self->tournaments->pdata[t];
      gboolean has_a = FALSE, has_b = FALSE;

      for (guint r = 0; r < tournament->results->len; r++)
        {
          TavSeasonResult *result = tournament->results->pdata[r];

          has_a |= g_strcmp0 (result->player, player->id) == 0;
          has_b |= g_strcmp0 (result->player, other->id) == 0;
        }
      if (has_a && has_b)
        {
          FAIL (CONFLICT, _("%s and %s both played in “%s”: they are two people"),
                player->name, other->name, tournament->name);
          return FALSE;
        }
    }
  if (player->carried && other->carried)
    {
      FAIL (CONFLICT, _("%s and %s both carry results from earlier seasons"), player->name,
            other->name);
      return FALSE;
    }

  for (guint t = 0; t < self->tournaments->len; t++)
    {
      TavSeasonTournament *tournament = self->tournaments->pdata[t];

      for (guint r = 0; r < tournament->results->len; r++)
        {
          TavSeasonResult *result = tournament->results->pdata[r];

          if (g_strcmp0 (result->player, other->id) == 0)
            {
              g_free (result->player);
              result->player = g_strdup (player->id);
            }
        }
    }
  append_alias (player, other->name);
  for (guint i = 0; other->aliases && other->aliases[i]; i++)
    append_alias (player, other->aliases[i]);
  if (other->carried)
    {
      player->carried = g_steal_pointer (&other->carried);
      player->carried_participations = other->carried_participations;
    }
  if ((exclusion = tav_season_find_exclusion (self, other->id)))
    {
      if (tav_season_find_exclusion (self, player->id))
        g_ptr_array_remove (self->exclusions, (gpointer) exclusion);
      else
        {
          g_free (((TavSeasonExclusion *) exclusion)->player);
          ((TavSeasonExclusion *) exclusion)->player = g_strdup (player->id);
        }
    }
  g_ptr_array_remove (self->players, other);
  return TRUE;
}

/**
 * tav_season_add_alias:
 *
 * @alias is another spelling of a player's name. When the season already
 * knows @alias as a player of its own, the two become one (refused if both
 * played in the same tournament).
 */
gboolean
tav_season_add_alias (TavSeason   *self,
                      const char  *id_or_name,
                      const char  *alias,
                      GError     **error)
{
  TavSeasonPlayer *player = (TavSeasonPlayer *) tav_season_lookup_player (self, id_or_name);
  TavSeasonPlayer *other;
  g_autofree char *key = NULL;
  g_autofree char *clean = NULL;

  g_return_val_if_fail (TAV_IS_SEASON (self), FALSE);

  if (player == NULL)
    {
      FAIL (NOT_FOUND, _("The season has no player “%s”"), id_or_name);
      return FALSE;
    }
  if (!check_name (alias, _("Alias"), error))
    return FALSE;
  clean = g_strstrip (g_strdup (alias));
  key = tav_season_name_key (clean);
  other = find_by_key (self->players, key);
  if (other == player)
    {
      FAIL (CONFLICT, _("“%s” is already a name of %s"), clean, player->name);
      return FALSE;
    }
  if (other && !merge_players (self, player, other, error))
    return FALSE;
  if (other == NULL)
    append_alias (player, clean);
  tav_season_changed (self);
  return TRUE;
}

/**
 * tav_season_carry:
 * @text: "FIELD=VALUE", a season field of the ruleset
 *
 * Sets what a player brings from earlier seasons (carried TP in catan-bg,
 * last year's league points in bgl); a player the season does not know
 * yet is added by name. An empty VALUE removes the field.
 */
gboolean
tav_season_carry (TavSeason   *self,
                  const char  *id_or_name,
                  const char  *text,
                  GError     **error)
{
  TavRuleset *ruleset = tav_season_get_ruleset (self);
  const TavFieldSpec *fields, *spec;
  g_autofree char *field = NULL;
  g_autoptr(JsonNode) node = NULL;
  TavSeasonPlayer *player;
  const char *equals;
  guint n_fields = 0;

  g_return_val_if_fail (TAV_IS_SEASON (self), FALSE);
  g_return_val_if_fail (ruleset != NULL, FALSE);

  equals = strchr (text, '=');
  field = g_strstrip (g_strndup (text, equals ? (gsize) (equals - text) : strlen (text)));
  fields = tav_ruleset_get_season_fields (ruleset, &n_fields);
  if (equals == NULL || !(spec = tav_field_find (fields, n_fields, field)))
    {
      g_autoptr(GString) known = g_string_new (NULL);

      for (guint i = 0; i < n_fields; i++)
        g_string_append_printf (known, "%s%s", i ? ", " : "", fields[i].id);
      FAIL (INVALID, _("“%s” is not FIELD=VALUE with a field of this season: %s"), text, known->str);
      return FALSE;
    }
  if (equals[1] != '\0' && !(node = tav_field_parse_value (spec, equals + 1, error)))
    return FALSE;
  if (!(player = (TavSeasonPlayer *) tav_season_lookup_player (self, id_or_name)) &&
      !(player = ensure_player (self, id_or_name, error)))
    return FALSE;

  if (node == NULL)
    {
      if (player->carried)
        json_object_remove_member (player->carried, field);
    }
  else
    {
      if (player->carried == NULL)
        player->carried = json_object_new ();
      json_object_set_member (player->carried, field, g_steal_pointer (&node));
    }
  tav_season_changed (self);
  return TRUE;
}

/**
 * tav_season_check_player:
 * @name: the name a player is being registered under, in an event of the
 *   season
 *
 * Registration is refused for an excluded player and for what the ruleset
 * refuses (a catan-bg player in the permanent ranking). A name the season
 * does not know is always accepted.
 */
gboolean
tav_season_check_player (TavSeason   *self,
                         const char  *name,
                         GError     **error)
{
  const TavSeasonPlayer *player;
  const TavSeasonExclusion *exclusion;
  g_autofree char *key = NULL;
  TavRuleset *ruleset;

  g_return_val_if_fail (TAV_IS_SEASON (self), FALSE);

  key = tav_season_name_key (name);
  if (key[0] == '\0' || (player = find_by_key (self->players, key)) == NULL)
    return TRUE;
  if ((exclusion = tav_season_find_exclusion (self, player->id)))
    {
      if (exclusion->date[0])
        FAIL (REFUSED, _("%s is excluded from the ranking tournaments of “%s” since %s (%s) and cannot be registered"),
              player->name, self->name, exclusion->date, exclusion->reason);
      else
        FAIL (REFUSED, _("%s is excluded from the ranking tournaments of “%s” (%s) and cannot be registered"),
              player->name, self->name, exclusion->reason);
      return FALSE;
    }
  ruleset = tav_season_get_ruleset (self);
  return ruleset == NULL || tav_ruleset_season_check_player (ruleset, self, player->id, error);
}

/* ---- Ranking ------------------------------------------------------------ */

/* Tournaments the player has a result in, plus the ones carried over. */
guint
tav_season_count_participations (TavSeason  *self,
                                 const char *player_id)
{
  const TavSeasonPlayer *player;
  guint count = 0;

  g_return_val_if_fail (TAV_IS_SEASON (self), 0);

  player = tav_season_find_player (self, player_id);
  if (player)
    count = player->carried_participations;
  for (guint t = 0; t < self->tournaments->len; t++)
    {
      TavSeasonTournament *tournament = self->tournaments->pdata[t];

      for (guint r = 0; r < tournament->results->len; r++)
        if (g_strcmp0 (((TavSeasonResult *) tournament->results->pdata[r])->player, player_id) == 0)
          count++;
    }
  return count;
}

TavStandings *
tav_season_compute_standings (TavSeason *self)
{
  TavRuleset *ruleset;

  g_return_val_if_fail (TAV_IS_SEASON (self), NULL);
  ruleset = tav_season_get_ruleset (self);
  g_return_val_if_fail (ruleset != NULL && tav_ruleset_has_season (ruleset), NULL);
  return tav_ruleset_season_standings (ruleset, self, FALSE);
}

TavStandings *
tav_season_compute_permanent (TavSeason *self)
{
  TavRuleset *ruleset;

  g_return_val_if_fail (TAV_IS_SEASON (self), NULL);
  ruleset = tav_season_get_ruleset (self);
  g_return_val_if_fail (ruleset != NULL && tav_ruleset_has_season (ruleset), NULL);
  return tav_ruleset_season_standings (ruleset, self, TRUE);
}
