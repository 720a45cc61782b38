/* tav-release-banner.h — a round drawn but not shown to the room yet
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tav-event.h"

G_BEGIN_DECLS

#define TAV_TYPE_RELEASE_BANNER (tav_release_banner_get_type ())

G_DECLARE_FINAL_TYPE (TavReleaseBanner, tav_release_banner, TAV, RELEASE_BANNER, AdwBin)

GtkWidget *tav_release_banner_new       (void);
void       tav_release_banner_set_event (TavReleaseBanner *self,
                                         TavEvent         *event);

G_END_DECLS
