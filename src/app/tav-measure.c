/* tav-measure.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-measure"

#include "config.h"

#include "tav-measure.h"

/* The width @child takes on a line of any height: its natural width, or
 * its minimum when not @natural. */
int
tav_measure_width (GtkWidget *child,
                   gboolean   natural)
{
  int minimum = 0, nat = 0;

  g_return_val_if_fail (GTK_IS_WIDGET (child), 0);

  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &nat, NULL, NULL);
  return natural ? nat : minimum;
}
