/* tav-measure.h — what the layout managers ask of a child
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

int tav_measure_width (GtkWidget *child,
                       gboolean   natural);

G_END_DECLS
