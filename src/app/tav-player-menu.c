/* tav-player-menu.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-player-menu"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-player-menu.h"

/* The menu of a player's row on the players page: what may be edited
 * about him, and the judge's decisions, each offered only where it
 * applies to his status and the rules (the actions are the page's,
 * "players.…", with his id as target). */

/* When a menu item applies to a player. */
typedef enum
{
  FOR_ANYONE,
  FOR_ACTIVE,
  FOR_LEFT,         /* withdrew or dropped: he may come back */
  FOR_DISQUALIFY,   /* active, or left where the rules still disqualify */
} MenuFor;

static gboolean
menu_applies (MenuFor     when,
              TavPlayer  *player,
              TavRuleset *ruleset)
{
  TavPlayerStatus status = tav_player_get_status (player);
  gboolean left = status == TAV_PLAYER_WITHDRAWN || status == TAV_PLAYER_DROPPED;

  switch (when)
    {
    case FOR_ACTIVE:
      return status == TAV_PLAYER_ACTIVE;
    case FOR_LEFT:
      return left;
    case FOR_DISQUALIFY:
      return status == TAV_PLAYER_ACTIVE ||
             (left && ruleset && tav_ruleset_get_disqualify_left (ruleset));
    case FOR_ANYONE:
    default:
      return TRUE;
    }
}

/**
 * tav_player_menu_new:
 * @player: the player of the row
 * @ruleset: (nullable): the event's ruleset
 * @teams: whether the event plays in fixed teams
 * @started: whether its first round is drawn
 *
 * Builds the menu when it opens, so that it follows the player: once he
 * withdrew it offers Reinstate, not Withdraw.
 *
 * Returns: (transfer full): the menu, an edit section and a judge's one
 */
GMenuModel *
tav_player_menu_new (TavPlayer  *player,
                     TavRuleset *ruleset,
                     gboolean    teams,
                     gboolean    started)
{
  GMenu *menu = g_menu_new ();
  g_autoptr(GMenu) judge = g_menu_new ();
  g_autoptr(GMenu) edit = g_menu_new ();
  GVariant *id = g_variant_new_string (tav_player_get_id (player));
  static const struct {
    const char *label;
    const char *action;
    MenuFor     when;
    gboolean    judge;
  } items[] = {
    { N_("_Rename…"), "players.rename", FOR_ANYONE, FALSE },
    { N_("_Club…"), "players.club", FOR_ANYONE, FALSE },
    { N_("Always at T_able…"), "players.seat", FOR_ANYONE, FALSE },
    { N_("_Keep Apart From…"), "players.apart", FOR_ANYONE, FALSE },
    { N_("_Team…"), "players.team", FOR_ANYONE, FALSE },
    { N_("De_ck…"), "players.deck", FOR_ANYONE, FALSE },
    { N_("_Personal Code…"), "players.code", FOR_ANYONE, FALSE },
    { N_("_Remove"), "players.remove", FOR_ANYONE, FALSE },
    { N_("_Warn…"), "players.warn", FOR_ACTIVE, TRUE },
    { N_("Wi_thdraw…"), "players.withdraw", FOR_ACTIVE, TRUE },
    { N_("_Eject…"), "players.eject", FOR_ACTIVE, TRUE },
    { N_("_Disqualify…"), "players.disqualify", FOR_DISQUALIFY, TRUE },
    { N_("Replace by the Rese_rve…"), "players.replace", FOR_ACTIVE, TRUE },
    { N_("Rein_state"), "players.reinstate", FOR_LEFT, TRUE },
  };

  g_variant_ref_sink (id);

  for (guint i = 0; i < G_N_ELEMENTS (items); i++)
    {
      g_autoptr(GMenuItem) item = NULL;

      if (!menu_applies (items[i].when, player, ruleset))
        continue;
      if (!teams && g_str_equal (items[i].action, "players.team"))
        continue;
      /* Where the rules register decks, or a deck was given anyway. */
      if (g_str_equal (items[i].action, "players.deck") && !tav_player_get_deck (player)[0] &&
          (ruleset == NULL || !tav_ruleset_get_registers_decks (ruleset)))
        continue;
      /* Once teams are fixed, for a member of one (not its reserve). */
      if (g_str_equal (items[i].action, "players.replace") &&
          (!teams || !started || !tav_player_get_team (player)[0] || tav_player_get_reserve (player)))
        continue;

      item = g_menu_item_new (_(items[i].label), NULL);
      g_menu_item_set_action_and_target_value (item, items[i].action, id);
      g_menu_append_item (items[i].judge ? judge : edit, item);
    }

  g_menu_append_section (menu, NULL, G_MENU_MODEL (edit));
  g_menu_append_section (menu, NULL, G_MENU_MODEL (judge));
  g_variant_unref (id);

  return G_MENU_MODEL (menu);
}
