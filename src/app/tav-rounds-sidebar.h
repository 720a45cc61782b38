/* tav-rounds-sidebar.h — the rounds page's sidebar: stages and their rounds
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "tav-event.h"

G_BEGIN_DECLS

GListModel *tav_rounds_sidebar_new_model     (TavEvent       *event);
guint       tav_rounds_sidebar_find          (GListModel     *model,
                                              gpointer        item);
gboolean    tav_rounds_sidebar_has_rounds    (GListModel     *model);
void        tav_rounds_sidebar_bind_template (GtkWidgetClass *widget_class);

G_END_DECLS
