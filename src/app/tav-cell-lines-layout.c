/* tav-cell-lines-layout.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-cell-lines-layout"

#include "config.h"

#include "tav-cell-lines-layout.h"

/* Stacks the children of a column view's cell (a name, and under it what
 * the folded columns said), each as high as its text needs at the cell's
 * width, so that wrapping labels take as many lines as they need.
 *
 * A wrapping label makes its cell, and so its row, height-for-width, and
 * GTK 4.24 then measures every cell of the row for the width its column
 * has, before some columns have any (a warning for each). So the cell
 * asks for a height of its own instead: that of its lines at the width it
 * was last given. When it is given another, it asks again, a frame later;
 * until then a line may be clipped, never cut. */
struct _TavCellLinesLayout
{
  GtkLayoutManager parent_instance;

  int width;
  guint changed_id;
};

G_DEFINE_FINAL_TYPE (TavCellLinesLayout, tav_cell_lines_layout, GTK_TYPE_LAYOUT_MANAGER)

static int
height_at (GtkWidget *child,
           int        width)
{
  int minimum = 0, natural = 0;

  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, width, &minimum, &natural, NULL, NULL);
  return natural;
}

static void
tav_cell_lines_layout_measure (GtkLayoutManager *manager,
                               GtkWidget        *widget,
                               GtkOrientation    orientation,
                               int               for_size,
                               int              *minimum,
                               int              *natural,
                               int              *minimum_baseline,
                               int              *natural_baseline)
{
  TavCellLinesLayout *self = TAV_CELL_LINES_LAYOUT (manager);
  int least_width = 0;

  *minimum = *natural = 0;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (gtk_widget_should_layout (c))
      {
        int child_min = 0, child_nat = 0;

        gtk_widget_measure (c, GTK_ORIENTATION_HORIZONTAL, -1, &child_min, &child_nat, NULL, NULL);
        least_width = MAX (least_width, child_min);
        if (orientation == GTK_ORIENTATION_HORIZONTAL)
          {
            *minimum = MAX (*minimum, child_min);
            *natural = MAX (*natural, child_nat);
          }
      }
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    return;

  /* Never given a width yet: each line at its natural one. */
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (gtk_widget_should_layout (c))
      *minimum += height_at (c, self->width > 0 ? MAX (self->width, least_width) : -1);
  *natural = *minimum;
}

static gboolean
changed_cb (gpointer data)
{
  TavCellLinesLayout *self = data;

  self->changed_id = 0;
  gtk_layout_manager_layout_changed (GTK_LAYOUT_MANAGER (self));

  return G_SOURCE_REMOVE;
}

static void
tav_cell_lines_layout_allocate (GtkLayoutManager *manager,
                                GtkWidget        *widget,
                                int               width,
                                int               height,
                                int               baseline)
{
  TavCellLinesLayout *self = TAV_CELL_LINES_LAYOUT (manager);
  int y = 0;

  /* A resize cannot be asked for while the window is being laid out. */
  if (width != self->width)
    {
      self->width = width;
      if (self->changed_id == 0)
        self->changed_id = g_idle_add (changed_cb, self);
    }

  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (gtk_widget_should_layout (c))
      {
        int h = height_at (c, width);

        gtk_widget_size_allocate (c, &(GtkAllocation) { 0, y, width, h }, -1);
        y += h;
      }
}

static GtkSizeRequestMode
tav_cell_lines_layout_get_request_mode (GtkLayoutManager *manager,
                                        GtkWidget        *widget)
{
  return GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void
tav_cell_lines_layout_dispose (GObject *object)
{
  TavCellLinesLayout *self = TAV_CELL_LINES_LAYOUT (object);

  g_clear_handle_id (&self->changed_id, g_source_remove);

  G_OBJECT_CLASS (tav_cell_lines_layout_parent_class)->dispose (object);
}

static void
tav_cell_lines_layout_class_init (TavCellLinesLayoutClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkLayoutManagerClass *layout_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  object_class->dispose = tav_cell_lines_layout_dispose;
  layout_class->measure = tav_cell_lines_layout_measure;
  layout_class->allocate = tav_cell_lines_layout_allocate;
  layout_class->get_request_mode = tav_cell_lines_layout_get_request_mode;
}

static void
tav_cell_lines_layout_init (TavCellLinesLayout *self)
{
}

GtkLayoutManager *
tav_cell_lines_layout_new (void)
{
  return g_object_new (TAV_TYPE_CELL_LINES_LAYOUT, NULL);
}
