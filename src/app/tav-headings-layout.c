/* tav-headings-layout.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-headings-layout"

#include "config.h"

#include "tav-headings-layout.h"
#include "tav-measure.h"

/* Lays the column headings of a result form out on one line, at their
 * natural widths, as a box would; where that line does not fit, it takes
 * no room at all and the headings are hidden, since the seats' fields
 * then wrap with a caption each (tav-fields-layout.c). So the headings
 * never make the form wider than its narrowest field. */
struct _TavHeadingsLayout
{
  GtkLayoutManager parent_instance;
};

G_DEFINE_FINAL_TYPE (TavHeadingsLayout, tav_headings_layout, GTK_TYPE_LAYOUT_MANAGER)

#define SPACING 6

/* The width of the headings on one line, at their natural or minimum
 * widths: the same as the fields under them, being in their size groups. */
static int
line_width (GtkWidget *widget,
            gboolean   natural)
{
  int width = 0, n = 0;

  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (gtk_widget_should_layout (c))
      {
        width += tav_measure_width (c, natural);
        n++;
      }

  return n > 0 ? width + (n - 1) * SPACING : 0;
}

static void
tav_headings_layout_measure (GtkLayoutManager *manager,
                             GtkWidget        *widget,
                             GtkOrientation    orientation,
                             int               for_size,
                             int              *minimum,
                             int              *natural,
                             int              *minimum_baseline,
                             int              *natural_baseline)
{
  *minimum = *natural = 0;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *natural = line_width (widget, TRUE);
      return;
    }

  if (for_size >= 0 && for_size < line_width (widget, FALSE))
    return;

  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (gtk_widget_should_layout (c))
      {
        int child_min = 0, child_nat = 0;

        gtk_widget_measure (c, orientation, -1, &child_min, &child_nat, NULL, NULL);
        *minimum = MAX (*minimum, child_min);
        *natural = MAX (*natural, child_nat);
      }

  /* For no width in particular, the least height is that of the hidden
   * headings: GTK 4.10 and later take this as the height below which no
   * width is asked for, and warn when the headings are allocated less. */
  if (for_size < 0)
    *minimum = 0;
}

static void
tav_headings_layout_allocate (GtkLayoutManager *manager,
                              GtkWidget        *widget,
                              int               width,
                              int               height,
                              int               baseline)
{
  g_autoptr(GArray) sizes = g_array_new (FALSE, TRUE, sizeof (GtkRequestedSize));
  gboolean fits = width >= line_width (widget, FALSE);
  int x = 0;
  guint i = 0;

  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (gtk_widget_should_layout (c))
      {
        GtkRequestedSize size = { c, 0, 0 };

        gtk_widget_set_child_visible (c, fits);
        g_array_append_val (sizes, size);
      }
  if (!fits)
    return;

  /* Shrunk like the fields below them. */
  tav_measure_share_line (sizes, width, SPACING);
  for (i = 0; i < sizes->len; i++)
    {
      GtkRequestedSize *size = &g_array_index (sizes, GtkRequestedSize, i);

      gtk_widget_size_allocate (size->data, &(GtkAllocation) { x, 0, size->minimum_size, height }, -1);
      x += size->minimum_size + SPACING;
    }
}

static void
tav_headings_layout_class_init (TavHeadingsLayoutClass *klass)
{
  GtkLayoutManagerClass *layout_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  layout_class->measure = tav_headings_layout_measure;
  layout_class->allocate = tav_headings_layout_allocate;
  layout_class->get_request_mode = tav_measure_height_for_width;
}

static void
tav_headings_layout_init (TavHeadingsLayout *self)
{
}

GtkLayoutManager *
tav_headings_layout_new (void)
{
  return g_object_new (TAV_TYPE_HEADINGS_LAYOUT, NULL);
}
