/* tav-event-edits.c — the edits of players and of the event's choices
 *
 * The app, the command line and the venue change an event only through
 * operations such as these: each checks its input with the rules every
 * other route uses (names, UTF-8, sizes: tav-text.c; the team rule:
 * tav_event_check_team ()), changes nothing when refused, and emits
 * “changed” once, which the app's history keeps as one edit to undo.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-event"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tav-event-private.h"
#include "tav-date.h"
#include "tav-text.h"

/* The player of @player_id, or %NULL with an error that names the id. */
TavPlayer *
tav_event_require_player (TavEvent    *self,
                          const char  *player_id,
                          GError     **error)
{
  TavPlayer *player = tav_event_find_player (self, player_id);

  if (player == NULL)
    g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_NOT_FOUND,
                 _("No player with id “%s”"), player_id);
  return player;
}

/**
 * tav_event_register_player:
 * @club: (nullable): his club
 * @team: (nullable): his team (tav_event_check_team ())
 *
 * Adds a player with his club and team; when any of them is refused,
 * nobody is added.
 *
 * Returns: (transfer none) (nullable): the player added
 */
TavPlayer *
tav_event_register_player (TavEvent    *self,
                           const char  *name,
                           const char  *club,
                           const char  *team,
                           gboolean     reserve,
                           GError     **error)
{
  g_autofree char *clean_club = NULL;
  g_autofree char *spelling = NULL;
  TavPlayer *player;

  g_return_val_if_fail (TAV_IS_EVENT (self), NULL);

  if (!(clean_club = tav_text_clean_optional (club, error)) ||
      !(spelling = tav_event_check_team (self, NULL, team, reserve, error)) ||
      !(player = tav_event_add_player_quiet (self, name, error)))
    return NULL;
  tav_player_set_club (player, clean_club);
  tav_player_set_team (player, spelling);
  tav_player_set_reserve (player, reserve);
  tav_event_changed (self);
  return player;
}

/* A player's optional text (a club, cleaned as names are; a deck, in
 * lines), set by @set once @clean accepted it. */
static gboolean
change_text (TavEvent    *self,
             const char  *player_id,
             const char  *text,
             char      *(*clean_text) (const char *, GError **),
             const char *(*get) (TavPlayer *),
             void        (*set) (TavPlayer *, const char *),
             GError     **error)
{
  g_autofree char *clean = NULL;
  TavPlayer *player;

  g_return_val_if_fail (TAV_IS_EVENT (self), FALSE);

  if (!(player = tav_event_require_player (self, player_id, error)) ||
      !(clean = clean_text (text, error)))
    return FALSE;
  if (g_strcmp0 (clean, get (player)) != 0)
    {
      set (player, clean);
      tav_event_changed (self);
    }
  return TRUE;
}

gboolean
tav_event_change_club (TavEvent    *self,
                       const char  *player_id,
                       const char  *club,
                       GError     **error)
{
  return change_text (self, player_id, club, tav_text_clean_optional, tav_player_get_club, tav_player_set_club, error);
}

gboolean
tav_event_change_deck (TavEvent    *self,
                       const char  *player_id,
                       const char  *deck,
                       GError     **error)
{
  return change_text (self, player_id, deck, tav_player_clean_deck, tav_player_get_deck, tav_player_set_deck, error);
}

/* A player's team and whether he is its reserve, until the first draw:
 * the teams' sizes are checked when it is made. */
gboolean
tav_event_change_team (TavEvent    *self,
                       const char  *player_id,
                       const char  *team,
                       gboolean     reserve,
                       GError     **error)
{
  g_autofree char *spelling = NULL;
  TavPlayer *player;

  g_return_val_if_fail (TAV_IS_EVENT (self), FALSE);

  if (!(player = tav_event_require_player (self, player_id, error)) ||
      !(spelling = tav_event_check_team (self, player, team, reserve, error)))
    return FALSE;
  if (g_strcmp0 (spelling, tav_player_get_team (player)) == 0 &&
      !reserve == !tav_player_get_reserve (player))
    return TRUE;
  tav_player_set_team (player, spelling);
  tav_player_set_reserve (player, reserve);
  tav_event_changed (self);
  return TRUE;
}

/* What players may see follows from it (tav_event_is_ranking_public ()). */
void
tav_event_publish (TavEvent *self,
                   gboolean  published)
{
  g_return_if_fail (TAV_IS_EVENT (self));

  if (!published == !tav_event_get_published (self))
    return;
  tav_event_set_published (self, published);
  tav_event_changed (self);
}

void
tav_event_change_clubs_apart (TavEvent *self,
                              gboolean  apart)
{
  g_return_if_fail (TAV_IS_EVENT (self));

  if (!apart == !tav_event_get_keep_clubs_apart (self))
    return;
  tav_event_set_keep_clubs_apart (self, apart);
  tav_event_changed (self);
}

/* Each parameter of @params is one of the ruleset's and holds a value its
 * spec allows. */
static gboolean
check_params (TavEvent    *self,
              JsonObject  *params,
              GError     **error)
{
  TavRuleset *ruleset = tav_event_get_ruleset (self);
  const TavFieldSpec *specs = NULL;
  guint n_specs = 0;
  g_autoptr(GList) members = json_object_get_members (params);

  if (ruleset != NULL)
    specs = tav_ruleset_get_params (ruleset, &n_specs);
  for (const GList *l = members; l != NULL; l = l->next)
    {
      const TavFieldSpec *spec = tav_field_find (specs, n_specs, l->data);

      if (spec == NULL)
        {
          g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_NOT_FOUND,
                       _("The ruleset “%s” has no parameter “%s”"),
                       tav_event_get_ruleset_id (self), (const char *) l->data);
          return FALSE;
        }
      if (!tav_field_validate_value (spec, json_object_get_member (params, l->data), spec->id, error))
        return FALSE;
    }
  return TRUE;
}

/**
 * tav_event_edit_details:
 *
 * Sets the event's name, date, venue, and before the first draw its seed
 * and parameters: all checked first (names as a player's, the date
 * YYYY-MM-DD, each parameter against its spec), then all set, with one
 * “changed”; nothing is set when anything is refused.
 */
gboolean
tav_event_edit_details (TavEvent              *self,
                        const TavEventDetails *details,
                        GError               **error)
{
  g_autofree char *name = NULL;
  g_autofree char *venue = NULL;

  g_return_val_if_fail (TAV_IS_EVENT (self), FALSE);
  g_return_val_if_fail (details != NULL, FALSE);

  if (details->name && !(name = tav_text_clean_name (details->name, error)))
    return FALSE;
  if (details->venue && !(venue = tav_text_clean_optional (details->venue, error)))
    return FALSE;
  if (details->date && details->date[0] != '\0' && !tav_date_is_valid (details->date))
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID,
                   _("“%s” is not a date written YYYY-MM-DD"), details->date);
      return FALSE;
    }
  if ((details->set_seed || details->params) && tav_event_has_started (self))
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE,
                   _("The seed and the parameters cannot change once the first round is drawn"));
      return FALSE;
    }
  if (details->set_seed && details->seed > TAV_EVENT_MAX_SEED)
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID,
                   _("The seed is a whole number from 0 to %llu"),
                   (unsigned long long) TAV_EVENT_MAX_SEED);
      return FALSE;
    }
  if (details->params && !check_params (self, details->params, error))
    return FALSE;

  if (name)
    tav_event_set_name (self, name);
  if (details->date)
    tav_event_set_date (self, details->date);
  if (venue)
    tav_event_set_venue (self, venue);
  if (details->set_seed)
    tav_event_set_seed (self, details->seed);
  if (details->params)
    {
      g_autoptr(GList) members = json_object_get_members (details->params);

      for (const GList *l = members; l != NULL; l = l->next)
        tav_event_set_param_node (self, l->data, json_object_get_member (details->params, l->data));
    }
  tav_event_changed (self);
  return TRUE;
}
