/* tav-width-first-layout.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-width-first-layout"

#include "config.h"

#include "tav-width-first-layout.h"
#include "tav-measure.h"

/* Gives its children the whole of the widget, as a GtkBinLayout does, but
 * tells their width without asking what it would be at a given height.
 *
 * An AdwLeaflet measures its pages' width for the height it has, at every
 * allocation, and a label that wraps answers such a question by laying
 * its text out at width after width until it finds the narrowest that
 * fits the height: the rounds page's list of the players found (up to
 * eleven lines) was laid out some thirty times for each search key. The
 * width a page needs does not depend on its height here (its lists
 * scroll), so the question is asked without the height: the label answers
 * from one layout, which GTK remembers. */
struct _TavWidthFirstLayout
{
  GtkLayoutManager parent_instance;
};

G_DEFINE_FINAL_TYPE (TavWidthFirstLayout, tav_width_first_layout, GTK_TYPE_LAYOUT_MANAGER)

GtkLayoutManager *
tav_width_first_layout_new (void)
{
  return g_object_new (TAV_TYPE_WIDTH_FIRST_LAYOUT, NULL);
}

static void
tav_width_first_layout_measure (GtkLayoutManager *manager,
                                GtkWidget        *widget,
                                GtkOrientation    orientation,
                                int               for_size,
                                int              *minimum,
                                int              *natural,
                                int              *minimum_baseline,
                                int              *natural_baseline)
{
  /* The width is the same at any height. */
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    for_size = -1;

  *minimum = *natural = 0;
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int child_min = 0, child_nat = 0;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, orientation, for_size, &child_min, &child_nat, NULL, NULL);
      *minimum = MAX (*minimum, child_min);
      *natural = MAX (*natural, child_nat);
    }
}

static void
tav_width_first_layout_allocate (GtkLayoutManager *manager,
                                 GtkWidget        *widget,
                                 int               width,
                                 int               height,
                                 int               baseline)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_should_layout (child))
      gtk_widget_allocate (child, width, height, -1, NULL);
}

static void
tav_width_first_layout_class_init (TavWidthFirstLayoutClass *klass)
{
  GtkLayoutManagerClass *layout_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  layout_class->get_request_mode = tav_measure_height_for_width;
  layout_class->measure = tav_width_first_layout_measure;
  layout_class->allocate = tav_width_first_layout_allocate;
}

static void
tav_width_first_layout_init (TavWidthFirstLayout *self)
{
}
