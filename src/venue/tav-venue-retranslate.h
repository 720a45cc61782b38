/* tav-venue-retranslate.h — the core's messages in the reader's language
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-venue-catalog.h"

G_BEGIN_DECLS

char *tav_venue_retranslate (TavVenueCatalog *catalog,
                             const GError    *error);

G_END_DECLS
