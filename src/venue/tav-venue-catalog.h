/* tav-venue-catalog.h — the project's translations for one reader
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define TAV_TYPE_VENUE_CATALOG (tav_venue_catalog_get_type ())

G_DECLARE_FINAL_TYPE (TavVenueCatalog, tav_venue_catalog, TAV, VENUE_CATALOG, GObject)

TavVenueCatalog    *tav_venue_catalog_new      (const char      *language,
                                                const char      *locale_dir);
const char         *tav_venue_catalog_get_language (TavVenueCatalog *self);
const char         *tav_venue_catalog_gettext  (TavVenueCatalog *self,
                                                const char      *msgid) G_GNUC_FORMAT (2);
const char         *tav_venue_catalog_pgettext (TavVenueCatalog *self,
                                                const char      *context,
                                                const char      *msgid) G_GNUC_FORMAT (3);

void                tav_venue_catalog_foreach  (TavVenueCatalog *self,
                                                GHFunc           func,
                                                gpointer         data);

const char * const *tav_venue_catalog_languages (void);
const char         *tav_venue_catalog_pick     (const char      *accept_language,
                                                const char      *asked);

G_END_DECLS
