/* tav-measure.h — what the layout managers ask of a child
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

int                tav_measure_width             (GtkWidget        *child,
                                                  gboolean          natural);
int                tav_measure_height            (GtkWidget        *child,
                                                  int               width);
void               tav_measure_share_line        (GArray           *sizes,
                                                  int               width,
                                                  int               spacing);
GtkSizeRequestMode tav_measure_height_for_width  (GtkLayoutManager *manager,
                                                  GtkWidget        *widget);

G_END_DECLS
