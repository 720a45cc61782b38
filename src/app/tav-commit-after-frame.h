/* tav-commit-after-frame.h — an edit shown first, written to the history after
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "tav-session.h"

G_BEGIN_DECLS

void tav_commit_after_frame_attach (GtkWidget  *widget,
                                    TavSession *session);

G_END_DECLS
