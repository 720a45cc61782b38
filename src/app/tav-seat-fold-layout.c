/* tav-seat-fold-layout.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-seat-fold-layout"

#include "config.h"

#include "tav-seat-fold-layout.h"
#include "tav-measure.h"

/* Lays out the first two children of a widget: the head (a seat's number
 * and name) and the tail (its fields) on one line when the head fits whole
 * beside the tail, else the tail on a line of its own under the head. The
 * minimum width is that of the folded layout, so a window holding such
 * rows can be as narrow as the widest of their parts, and a name is never
 * cut while there is a line for it. Libadwaita 1.2 has no breakpoints; a
 * layout manager decides in the allocation itself, with no second pass. */
struct _TavSeatFoldLayout
{
  GtkLayoutManager parent_instance;
};

G_DEFINE_FINAL_TYPE (TavSeatFoldLayout, tav_seat_fold_layout, GTK_TYPE_LAYOUT_MANAGER)

#define SPACING 12

static gboolean
get_children (GtkWidget  *widget,
              GtkWidget **head,
              GtkWidget **tail)
{
  *head = gtk_widget_get_first_child (widget);
  *tail = *head ? gtk_widget_get_next_sibling (*head) : NULL;

  return *head != NULL && *tail != NULL &&
         gtk_widget_should_layout (*head) && gtk_widget_should_layout (*tail);
}

/* Folded below the width where the head, at its natural width, and the
 * tail no longer share a line. */
static gboolean
folds_at (GtkWidget *head,
          GtkWidget *tail,
          int        width)
{
  return width >= 0 &&
         width < tav_measure_width (head, TRUE) + SPACING + tav_measure_width (tail, TRUE);
}

static void
tav_seat_fold_layout_measure (GtkLayoutManager *manager,
                              GtkWidget        *widget,
                              GtkOrientation    orientation,
                              int               for_size,
                              int              *minimum,
                              int              *natural,
                              int              *minimum_baseline,
                              int              *natural_baseline)
{
  GtkWidget *head, *tail;
  int head_min = 0, head_nat = 0, tail_min = 0, tail_nat = 0;

  *minimum = *natural = 0;
  if (!get_children (widget, &head, &tail))
    {
      if (head != NULL && gtk_widget_should_layout (head))
        gtk_widget_measure (head, orientation, for_size, minimum, natural, NULL, NULL);
      return;
    }

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      gtk_widget_measure (head, orientation, -1, &head_min, &head_nat, NULL, NULL);
      gtk_widget_measure (tail, orientation, -1, &tail_min, &tail_nat, NULL, NULL);
      *minimum = MAX (head_min, tail_min);
      *natural = head_nat + SPACING + tail_nat;
      return;
    }

  if (folds_at (head, tail, for_size))
    {
      gtk_widget_measure (head, orientation, for_size, &head_min, &head_nat, NULL, NULL);
      gtk_widget_measure (tail, orientation, MAX (for_size, 0), &tail_min, &tail_nat, NULL, NULL);
      *minimum = head_min + SPACING / 2 + tail_min;
      *natural = head_nat + SPACING / 2 + tail_nat;
    }
  else
    {
      gtk_widget_measure (head, orientation, -1, &head_min, &head_nat, NULL, NULL);
      gtk_widget_measure (tail, orientation, -1, &tail_min, &tail_nat, NULL, NULL);
      *minimum = MAX (head_min, tail_min);
      *natural = MAX (head_nat, tail_nat);
    }
}

static void
tav_seat_fold_layout_allocate (GtkLayoutManager *manager,
                               GtkWidget        *widget,
                               int               width,
                               int               height,
                               int               baseline)
{
  GtkWidget *head, *tail;
  int tail_width;

  if (!get_children (widget, &head, &tail))
    {
      if (head != NULL && gtk_widget_should_layout (head))
        gtk_widget_size_allocate (head, &(GtkAllocation) { 0, 0, width, height }, -1);
      return;
    }

  /* The tail keeps to the right edge either way, under the column
   * headings. */
  tail_width = MIN (tav_measure_width (tail, TRUE), width);

  if (folds_at (head, tail, width))
    {
      int head_height = tav_measure_height (head, width);
      int tail_height = tav_measure_height (tail, tail_width);

      gtk_widget_size_allocate (head, &(GtkAllocation) { 0, 0, width, head_height }, -1);
      gtk_widget_size_allocate (tail, &(GtkAllocation) { width - tail_width, head_height + SPACING / 2,
                                                          tail_width, MAX (tail_height, height - head_height - SPACING / 2) }, -1);
    }
  else
    {
      gtk_widget_size_allocate (head, &(GtkAllocation) { 0, 0, width - tail_width - SPACING, height }, -1);
      gtk_widget_size_allocate (tail, &(GtkAllocation) { width - tail_width, 0, tail_width, height }, -1);
    }
}

static void
tav_seat_fold_layout_class_init (TavSeatFoldLayoutClass *klass)
{
  GtkLayoutManagerClass *layout_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  layout_class->measure = tav_seat_fold_layout_measure;
  layout_class->allocate = tav_seat_fold_layout_allocate;
  layout_class->get_request_mode = tav_measure_height_for_width;
}

static void
tav_seat_fold_layout_init (TavSeatFoldLayout *self)
{
}

GtkLayoutManager *
tav_seat_fold_layout_new (void)
{
  return g_object_new (TAV_TYPE_SEAT_FOLD_LAYOUT, NULL);
}

/**
 * tav_seat_fold_layout_is_folded:
 * @widget: the widget @self lays out
 *
 * Returns: whether @widget's tail is under its head at the width it has
 */
gboolean
tav_seat_fold_layout_is_folded (TavSeatFoldLayout *self,
                                GtkWidget         *widget)
{
  GtkWidget *head, *tail;

  g_return_val_if_fail (TAV_IS_SEAT_FOLD_LAYOUT (self), FALSE);

  return get_children (widget, &head, &tail) && folds_at (head, tail, gtk_widget_get_width (widget));
}
