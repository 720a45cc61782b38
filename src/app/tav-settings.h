/* tav-settings.h — the application's settings, installed or not
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TAV_RECENT_FILES_MAX 10

GSettings *tav_settings_new           (void);
void       tav_settings_add_recent    (GSettings *settings,
                                       GFile     *file);
void       tav_settings_remove_recent (GSettings *settings,
                                       GFile     *file);
void       tav_settings_restore_window (GSettings *settings,
                                        GtkWindow *window);
void       tav_settings_save_window   (GSettings *settings,
                                       GtkWindow *window);

G_END_DECLS
