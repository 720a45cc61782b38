/* tav-team-replace.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-team-replace"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-compat.h"
#include "tav-team-replace.h"
#include "tav-ui.h"

/* Fixed teams stay as registered once the first round is drawn; the rules
 * let the team's reserve take the place of a member, who leaves the event,
 * and a member who leaves without a reserve takes his team with him. The
 * player's menu offers the replacement, and says the rule when it cannot
 * be; Withdraw… says what follows for the team. */

/* Whether @player's leaving now touches his team: a member (not the
 * reserve) of a fixed team, during its rounds. */
static gboolean
leaving_touches_team (TavEvent  *event,
                      TavPlayer *player)
{
  TavStage *stage = tav_event_get_current_stage (event);

  return tav_player_get_team (player)[0] && !tav_player_get_reserve (player) &&
         tav_player_is_active (player) && stage != NULL && stage == tav_event_get_stage (event, 0);
}

/**
 * tav_team_replace_describe_leaving:
 *
 * Returns: (nullable): what @player's withdrawal does to his team, for the
 *   Withdraw… question; %NULL when it does nothing to a team
 */
char *
tav_team_replace_describe_leaving (TavEvent  *event,
                                   TavPlayer *player)
{
  const char *team = tav_player_get_team (player);
  TavPlayer *reserve;
  g_autoptr(GPtrArray) mates = NULL;
  g_autofree char *names = NULL;

  if (!leaving_touches_team (event, player))
    return NULL;
  if ((reserve = tav_event_get_team_reserve (event, player)) != NULL)
    /* Translators: the team's name, then the reserve's name */
    return g_strdup_printf (_("The reserve of “%s”, %s, takes his place."), team, tav_player_get_name (reserve));

  mates = g_ptr_array_new ();
  for (guint i = 0; i < tav_event_get_n_players (event); i++)
    {
      TavPlayer *other = tav_event_get_player (event, i);

      if (other != player && tav_player_is_active (other) && g_strcmp0 (tav_player_get_team (other), team) == 0)
        g_ptr_array_add (mates, other);
    }
  if (mates->len == 0)
    return NULL;
  names = tav_player_join_names (mates);
  /* Translators: the team's name, then the names of its other members */
  return g_strdup_printf (_("“%s” has no reserve left: the whole team withdraws with him (%s)."), team, names);
}

typedef struct
{
  GtkWidget *widget;
  TavEvent  *event;
  char      *player_id;
} Ask;

static void
ask_free (Ask *ask)
{
  g_clear_object (&ask->widget);
  g_clear_object (&ask->event);
  g_free (ask->player_id);
  g_free (ask);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Ask, ask_free)

static void
replace_cb (GObject      *object,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr(Ask) ask = user_data;
  g_autofree char *response = tav_compat_choose_finish (result, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *toast = NULL;
  g_autofree char *member = NULL;
  TavPlayer *reserve = NULL;
  TavPlayer *player;

  if (g_strcmp0 (response, "replace") != 0)
    return;
  player = tav_event_find_player (ask->event, ask->player_id);
  member = g_strdup (player ? tav_player_get_name (player) : ask->player_id);
  if (!tav_event_replace_by_reserve (ask->event, ask->player_id, &reserve, &error))
    {
      tav_ui_error (ask->widget, _("The Reserve Cannot Take His Place"), error->message);
      return;
    }
  /* Translators: the reserve's name, then the member's */
  toast = g_strdup_printf (_("%s takes the place of %s"), tav_player_get_name (reserve), member);
  tav_ui_toast (ask->widget, toast);
}

/* Asks before the reserve takes @player_id's place, or says why he cannot. */
void
tav_team_replace_ask (GtkWidget  *widget,
                      TavEvent   *event,
                      const char *player_id)
{
  TavPlayer *player = tav_event_find_player (event, player_id);
  g_autoptr(GError) error = NULL;
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  TavPlayer *reserve;
  Ask *ask;

  g_return_if_fail (TAV_IS_EVENT (event));

  if (player == NULL)
    return;
  if (!tav_event_can_replace_by_reserve (event, player, &error))
    {
      tav_ui_error (widget, _("The Reserve Cannot Take His Place"), error->message);
      return;
    }

  reserve = tav_event_get_team_reserve (event, player);
  /* Translators: the member's name, then the reserve's */
  heading = g_strdup_printf (_("Replace %s by %s?"), tav_player_get_name (player), tav_player_get_name (reserve));
  /* Translators: the reserve, his team, then the member twice */
  body = g_strdup_printf (_("%s, the reserve of “%s”, plays in the place of %s from now on, at the table of this round too if its result is not in. %s leaves the event."),
                          tav_player_get_name (reserve), tav_player_get_team (player),
                          tav_player_get_name (player), tav_player_get_name (player));

  ask = g_new0 (Ask, 1);
  ask->widget = g_object_ref (widget);
  ask->event = g_object_ref (event);
  ask->player_id = g_strdup (player_id);
  tav_compat_choose (tav_ui_get_window (widget), heading, body, NULL,
                     (TavResponse[]) {
                       { "cancel", _("_Cancel"), TAV_RESPONSE_DEFAULT },
                       { "replace", _("_Replace"), TAV_RESPONSE_DESTRUCTIVE },
                     }, 2, "cancel", "cancel", NULL, replace_cb, ask);
}
