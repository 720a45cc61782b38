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
#include "tav-season-private.h"
#include "tav-text.h"

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
  g_clear_object (&self->ruleset);
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

/* The season of @ruleset's events. tav_season_new () finds the ruleset by
 * its id: the registry links every ruleset, and some rulesets call the
 * season, so this unit takes the ruleset it is given. */
TavSeason *
tav_season_new_for_ruleset (TavRuleset *ruleset,
                            const char *name)
{
  TavSeason *self;

  g_return_val_if_fail (ruleset != NULL, NULL);

  self = g_object_new (TAV_TYPE_SEASON, NULL);
  self->ruleset = g_object_ref (ruleset);
  self->ruleset_id = g_strdup (tav_ruleset_get_id (ruleset));
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
  return self->ruleset;
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

TavSeasonPlayer *
tav_season_find_by_key (GPtrArray  *players,
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
  return key[0] ? tav_season_find_by_key (self->players, key) : NULL;
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
gboolean
tav_season_same_event (const TavSeasonTournament *tournament,
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
    if (tav_season_same_event (self->tournaments->pdata[i], tav_event_get_event_id (event),
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

/* ---- Records shared with the import ----------------------------------- */

/* The next free id of @prefix ('s' players, 't' tournaments) among the
 * records of @records and @more (either may be NULL). */
char *
tav_season_next_id (GPtrArray  *records,
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
void
tav_season_prune_players (TavSeason *self)
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
  if (!tav_season_check_name (id_or_name, _("Player"), error))
    return NULL;
  clean = g_strstrip (g_strdup (id_or_name));
  player = g_new0 (TavSeasonPlayer, 1);
  player->id = tav_season_next_id (self->players, G_STRUCT_OFFSET (TavSeasonPlayer, id), NULL,
                                   's');
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
  if (!tav_season_valid_date (date))
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
  tav_season_prune_players (self);
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
  if (!tav_season_check_name (alias, _("Alias"), error))
    return FALSE;
  clean = g_strstrip (g_strdup (alias));
  key = tav_season_name_key (clean);
  other = tav_season_find_by_key (self->players, key);
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
  if (key[0] == '\0' || (player = tav_season_find_by_key (self->players, key)) == NULL)
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
