/* tav-event-rules.c — what of an event its ruleset decides: who may
 * still join
 *
 * The model (tav-event.c) calls no rule, so that the rules can call the
 * model; what needs both lives here, above them. The inbox calls in here
 * (a registration from a phone), so nothing here calls the inbox: the
 * event is made with it in tav-event-new.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-event"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tav-event-private.h"
#include "tav-rule-error.h"

/* Whether a player can still join once the first round is drawn: where
 * the ruleset lets him, in the first stage, outside a knockout bracket. Says why not in
 * @error, naming @name, or the registration as a whole when @name is
 * NULL. */
gboolean
tav_event_can_add_late (TavEvent    *self,
                        const char  *name,
                        GError     **error)
{
  TavRuleset *ruleset = tav_event_get_ruleset (self);
  TavStage *stage = tav_event_get_current_stage (self);
  const char *rule;

  g_return_val_if_fail (TAV_IS_EVENT (self), FALSE);

  if (!tav_event_has_started (self))
    return TRUE;
  if (ruleset == NULL)
    {
      if (name)
        g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE,
                     _("Cannot add “%s”: the first round has already been drawn"), name);
      else
        g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE,
                     _("Registration is closed: the first round has already been drawn"));
      return FALSE;
    }
  if ((rule = tav_ruleset_get_no_late_entry (ruleset)))
    {
      if (name)
        g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE,
                     /* TRANSLATORS: the second %s is the rule, e.g. "the rules draw …" */
                     _("Cannot add “%s” after the first draw: %s"), name, rule);
      else
        g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE,
                     /* TRANSLATORS: %s is the rule, e.g. "the rules draw …" */
                     _("Registration is closed since the first draw: %s"), rule);
      return FALSE;
    }
  for (guint i = 0; i < tav_event_get_n_players (self); i++)
    if (tav_player_get_team (tav_event_get_player (self, i))[0])
      {
        if (name)
          g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE,
                       _("Cannot add “%s” after the first draw: the fixed teams were registered before it"),
                       name);
        else
          g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE,
                       _("Registration is closed since the first draw: the fixed teams were registered before it"));
        return FALSE;
      }
  if (stage && stage != tav_event_get_stage (self, 0))
    {
      if (name)
        g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE,
                     _("Cannot add “%s” during %s: late entries join the first stage only"),
                     name, tav_stage_get_name (stage));
      else
        g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE,
                     _("Registration is closed during %s: late entries join the first stage only"),
                     tav_stage_get_name (stage));
      return FALSE;
    }
  if (stage && tav_stage_get_kind (stage) == TAV_STAGE_BRACKET)
    {
      if (name)
        g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE,
                     _("Cannot add “%s” during %s: a knockout bracket takes no new players"),
                     name, tav_stage_get_name (stage));
      else
        g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE,
                     _("Registration is closed during %s: a knockout bracket takes no new players"),
                     tav_stage_get_name (stage));
      return FALSE;
    }
  return TRUE;
}

/* Adds a player without emitting “changed”, for the operations that set
 * more of him before they do (tav-event-edits.c). */
TavPlayer *
tav_event_add_player_quiet (TavEvent    *self,
                            const char  *name,
                            GError     **error)
{
  g_autofree char *clean = NULL;
  TavPlayer *player;

  g_return_val_if_fail (TAV_IS_EVENT (self), NULL);

  if (!(clean = tav_event_check_player_name (self, NULL, name, error)))
    return NULL;
  if (tav_event_has_started (self) && !tav_event_can_add_late (self, clean, error))
    return NULL;

  player = tav_event_append_new_player (self, clean);
  /* A late entry is charged what a player coming back would be. */
  if (tav_event_has_started (self))
    {
      tav_ruleset_player_returned (tav_event_get_ruleset (self), self, player);
      tav_event_check_in_arrival (self, player);
    }
  return player;
}

TavPlayer *
tav_event_add_player (TavEvent    *self,
                      const char  *name,
                      GError     **error)
{
  TavPlayer *player = tav_event_add_player_quiet (self, name, error);

  if (player != NULL)
    tav_event_changed (self);
  return player;
}
