/* tav-venue-retranslate.c
 *
 * The rules check a result in the core, whose messages come out in the
 * computer's language (gettext follows the process, not the phone). The
 * error carries its words as data (tav-rule-error.h): the untranslated
 * formats and their values, which the phone's catalog renders again. An
 * error without them (an I/O error) is told as it is.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-venue-retranslate"

#include "config.h"

#include "tav-rule-error.h"
#include "tav-venue-retranslate.h"

static const char *
catalog_gettext (gpointer    data,
                 const char *msgid)
{
  return tav_venue_catalog_gettext (data, msgid);
}

/* @error's message in @catalog's language. */
char *
tav_venue_retranslate (TavVenueCatalog *catalog,
                       const GError    *error)
{
  g_return_val_if_fail (TAV_IS_VENUE_CATALOG (catalog), NULL);
  g_return_val_if_fail (error != NULL, NULL);

  return tav_rule_error_render (error, catalog_gettext, catalog, TRUE);
}
