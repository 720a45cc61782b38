/* tav-event-check-in.c — who is present for the next rounds
 *
 * Before a round the organiser marks the players who are there. While
 * anybody is checked in, every draw seats only them: the others sit the
 * round out where the ruleset allows it (they are charged like a player
 * coming back, a loss each in destiny) and the draw is refused, with the
 * rule, where it does not. A draw does not end the check-in: a player
 * absent at it stays out of the following draws until he checks in or is
 * withdrawn, and nobody who never came is seated. Only the organiser ends
 * it (tav_event_clear_check_in ()); a late entry or a player let back in
 * during it has come to the desk, and is checked in with it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-event"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tav-event-private.h"

gboolean
tav_event_check_in (TavEvent    *self,
                    const char  *id_or_name,
                    gboolean     present,
                    GError     **error)
{
  TavPlayer *player;

  g_return_val_if_fail (TAV_IS_EVENT (self), FALSE);

  if (!(player = tav_event_lookup_player (self, id_or_name, error)))
    return FALSE;
  if (!tav_player_is_active (player))
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE,
                   _("%s cannot be checked in: %s"), tav_player_get_name (player),
                   tav_player_status_get_label (tav_player_get_status (player)));
      return FALSE;
    }
  if (tav_player_get_checked_in (player) == !!present)
    return TRUE;
  tav_player_set_checked_in (player, present);
  tav_event_changed (self);
  return TRUE;
}

/* Whether a check-in is under way: some active player is checked in. */
gboolean
tav_event_is_checking_in (TavEvent *self)
{
  g_return_val_if_fail (TAV_IS_EVENT (self), FALSE);

  for (guint i = 0; i < tav_event_get_n_players (self); i++)
    {
      TavPlayer *player = tav_event_get_player (self, i);

      if (tav_player_is_active (player) && tav_player_get_checked_in (player))
        return TRUE;
    }
  return FALSE;
}

/* The active players not checked in while a check-in is under way, in
 * registration order: those the next draw leaves out. Empty when there
 * is none. */
GPtrArray *
tav_event_get_not_checked_in (TavEvent *self)
{
  GPtrArray *absent = g_ptr_array_new ();

  g_return_val_if_fail (TAV_IS_EVENT (self), absent);

  if (!tav_event_is_checking_in (self))
    return absent;
  for (guint i = 0; i < tav_event_get_n_players (self); i++)
    {
      TavPlayer *player = tav_event_get_player (self, i);

      if (tav_player_is_active (player) && !tav_player_get_checked_in (player))
        g_ptr_array_add (absent, player);
    }
  return absent;
}

/* Ends the check-in: nobody is marked present any more, and the next draw
 * seats every active player. */
void
tav_event_clear_check_in (TavEvent *self)
{
  gboolean changed = FALSE;

  g_return_if_fail (TAV_IS_EVENT (self));

  for (guint i = 0; i < tav_event_get_n_players (self); i++)
    {
      TavPlayer *player = tav_event_get_player (self, i);

      changed |= tav_player_get_checked_in (player);
      tav_player_set_checked_in (player, FALSE);
    }
  if (changed)
    tav_event_changed (self);
}

/* A late entry or a player let back in comes to the desk: during a
 * check-in he is checked in, or no draw would seat him. */
void
tav_event_check_in_arrival (TavEvent  *self,
                            TavPlayer *player)
{
  g_return_if_fail (TAV_IS_EVENT (self));
  g_return_if_fail (TAV_IS_PLAYER (player));

  if (tav_event_is_checking_in (self))
    tav_player_set_checked_in (player, TRUE);
}

/* Where the rules let nobody sit a round out: the draw waits for them. */
/* Names past these are counted, not listed (tav_player_join_names_at_most ()). */
#define MAX_NAMED 40

static char *
describe_refusal (GPtrArray  *absent,
                  const char *rule)
{
  g_autofree char *names = tav_player_join_names_at_most (absent, MAX_NAMED);

  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "Not checked in: %s. Check the player in or withdraw him: %s",
                                       "Not checked in: %s. Check the players in or withdraw them: %s",
                                       absent->len),
                          names, rule);
}

/* What the next draw does with the players it leaves out, said before
 * it: “2 players absent at check-in will not be seated: …”, with the
 * ruleset's rule; NULL when it seats every active player. */
char *
tav_event_describe_absent (TavEvent *self)
{
  g_autoptr(GPtrArray) absent = NULL;
  g_autofree char *names = NULL;
  TavRuleset *ruleset;
  const char *rule;

  g_return_val_if_fail (TAV_IS_EVENT (self), NULL);

  absent = tav_event_get_not_checked_in (self);
  if (absent->len == 0 || (ruleset = tav_event_get_ruleset (self)) == NULL)
    return NULL;
  if ((rule = tav_ruleset_get_no_sit_out (ruleset)))
    return describe_refusal (absent, rule);
  names = tav_player_join_names_at_most (absent, MAX_NAMED);
  /* TRANSLATORS: the number of players, their names, then the rule of
   * the ruleset for a round missed, e.g. “the rules count each round
   * missed as a loss” */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%u player absent at check-in will not be seated: %s. Check him in or withdraw him; %s",
                                       "%u players absent at check-in will not be seated: %s. Check them in or withdraw them; %s",
                                       absent->len),
                          absent->len, names, tav_ruleset_get_sit_out (ruleset));
}

/* Round 1 of the first stage, just drawn, when its clubs are to be kept
 * apart: not in an event of fixed teams, whose own pairing modes place
 * teammates. With clubs apart in every round the seating plans and the
 * Swiss pairing already weigh club pairs (tav-apart.c), and this pass is
 * never run after round 1: a swap would leave the plan. On round 1 it
 * still serves the draws that are not solved (a random first round). */
static TavRound *
first_round (TavEvent *self)
{
  TavStage *stage = tav_event_get_current_stage (self);
  TavRound *round = stage ? tav_stage_get_last_round (stage) : NULL;

  if (!tav_event_get_keep_clubs_apart (self) || round == NULL ||
      tav_event_get_stage (self, 0) != stage || tav_stage_get_kind (stage) != TAV_STAGE_TABLES ||
      tav_round_get_number (round) != 1)
    return NULL;
  for (guint i = 0; i < tav_event_get_n_players (self); i++)
    if (tav_player_get_team (tav_event_get_player (self, i))[0])
      return NULL;
  return round;
}

/* Draws (or redraws) a round with the checked-in players: those absent
 * are out of the event only while the ruleset draws, then come back
 * charged for the round as the ruleset charges a returning player. */
gboolean
tav_event_draw_checked_in (TavEvent  *self,
                           gboolean   redraw,
                           GError   **error)
{
  TavRuleset *ruleset = tav_event_get_ruleset (self);
  g_autoptr(GPtrArray) absent = tav_event_get_not_checked_in (self);
  const char *rule = tav_ruleset_get_no_sit_out (ruleset);
  TavRound *round;
  gboolean ok;

  if (absent->len && rule)
    {
      g_autofree char *text = describe_refusal (absent, rule);

      g_set_error_literal (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE, text);
      return FALSE;
    }

  for (guint i = 0; i < absent->len; i++)
    tav_player_set_status (absent->pdata[i], TAV_PLAYER_DROPPED);
  ok = tav_ruleset_draw_round (ruleset, self, redraw, error);
  for (guint i = 0; i < absent->len; i++)
    {
      tav_player_set_status (absent->pdata[i], TAV_PLAYER_ACTIVE);
      if (ok)
        tav_ruleset_player_returned (ruleset, self, absent->pdata[i]);
    }
  if (!ok)
    return FALSE;
  if ((round = first_round (self)))
    tav_event_keep_clubs_apart (self, round);
  return TRUE;
}
