/* tav-welcome-page.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TAV_TYPE_WELCOME_PAGE (tav_welcome_page_get_type ())

G_DECLARE_FINAL_TYPE (TavWelcomePage, tav_welcome_page, TAV, WELCOME_PAGE, AdwBin)

GSettings *tav_welcome_page_get_settings (TavWelcomePage *self);
void       tav_welcome_page_set_settings (TavWelcomePage *self,
                                          GSettings      *settings);

G_END_DECLS
