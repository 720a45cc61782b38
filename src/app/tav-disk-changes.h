/* tav-disk-changes.h — telling the user what others changed in the file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "tav-session.h"

G_BEGIN_DECLS

void tav_disk_changes_attach (GtkWindow  *window,
                              TavSession *session);

G_END_DECLS
