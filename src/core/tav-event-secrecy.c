/* tav-event-secrecy.c — what players may see of an event's ranking
 *
 * Decided here only, for the public display, the printouts for the room
 * and the venue pages alike.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-event"

#include "config.h"

#include "tav-event.h"
#include "tav-rule-error.h"

/* The one rule of what players may see of the ranking, read by the public
 * display and the venue pages: only once it is published, and never while
 * the ruleset keeps it secret (BANG! 2011 until its finals). */
gboolean
tav_event_is_ranking_public (TavEvent *self)
{
  TavRuleset *ruleset;

  g_return_val_if_fail (TAV_IS_EVENT (self), FALSE);

  ruleset = tav_event_get_ruleset (self);
  return ruleset != NULL && tav_event_get_published (self) &&
         !tav_ruleset_is_ranking_secret (ruleset, self);
}

/* Whether @error, a refused result, quotes what the ranking keeps from the
 * players now (a balance while it is secret): its message is then for
 * the organiser only, and a phone is told only which figure is wrong. */
gboolean
tav_event_error_is_secret (TavEvent     *self,
                           const GError *error)
{
  g_return_val_if_fail (TAV_IS_EVENT (self), TRUE);

  return tav_ruleset_error_quotes_ranking (error) && !tav_event_is_ranking_public (self);
}
