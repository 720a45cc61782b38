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

/* The height @child takes at @width: its minimum. */
int
tav_measure_height (GtkWidget *child,
                    int        width)
{
  int minimum = 0;

  g_return_val_if_fail (GTK_IS_WIDGET (child), 0);

  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, width, &minimum, NULL, NULL, NULL);
  return minimum;
}

/**
 * tav_measure_share_line:
 * @sizes: (element-type GtkRequestedSize): one for each child on the line,
 *   its widget in data
 * @width: the width of the line
 * @spacing: the space between two children
 *
 * Shares @width among the children of one line as a box shrinks them:
 * each gets its minimum width and a share of what is left towards its
 * natural one, in its minimum_size; what does not fit is not shared.
 */
void
tav_measure_share_line (GArray *sizes,
                        int     width,
                        int     spacing)
{
  int line = 0;

  g_return_if_fail (sizes != NULL);

  for (guint i = 0; i < sizes->len; i++)
    {
      GtkRequestedSize *size = &g_array_index (sizes, GtkRequestedSize, i);

      gtk_widget_measure (size->data, GTK_ORIENTATION_HORIZONTAL, -1,
                          &size->minimum_size, &size->natural_size, NULL, NULL);
      line += size->minimum_size + (i > 0 ? spacing : 0);
    }

  gtk_distribute_natural_allocation (MAX (width - line, 0), sizes->len,
                                     (GtkRequestedSize *) (gpointer) sizes->data);
}

/* The request mode of the layouts whose height follows from their width. */
GtkSizeRequestMode
tav_measure_height_for_width (GtkLayoutManager *manager,
                              GtkWidget        *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}
