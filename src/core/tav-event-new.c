/* tav-event-new.c — an event made with its ruleset and its inbox
 *
 * Apart from tav-event-rules.c because the inbox calls the rules (a
 * registration from a phone is a late entry): made here, above both,
 * the event's inbox makes no circle between the core's modules
 * (tests/check-core-cycles.py).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-event"

#include "config.h"

#include "tav-event-private.h"
#include "tav-inbox.h"

TavEvent *
tav_event_new (const char *ruleset_id,
               const char *name)
{
  TavEvent *self;
  TavRuleset *ruleset;
  TavInbox *inbox;
  g_autofree char *event_id = NULL;
  const TavFieldSpec *params = NULL;
  guint n_params = 0;

  g_return_val_if_fail (ruleset_id != NULL, NULL);

  ruleset = tav_ruleset_lookup (ruleset_id);
  if (ruleset != NULL)
    params = tav_ruleset_get_params (ruleset, &n_params);
  self = g_object_new (TAV_TYPE_EVENT,
                       "ruleset-id", ruleset_id,
                       "name", name ? name : "",
                       NULL);
  inbox = tav_inbox_new (self);
  tav_event_bind (self, ruleset, params, n_params, inbox);
  /* A new event is a new tournament: 128 random bits tell it from any
   * other, even one given the same name and seed by hand. The loader puts
   * back the id of a file (none in files older than ids). */
  event_id = g_strdup_printf ("%08x%08x%08x%08x", g_random_int (), g_random_int (),
                              g_random_int (), g_random_int ());
  tav_event_set_event_id (self, event_id);
  return self;
}
