/* tav-fields-layout.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-fields-layout"

#include "config.h"

#include "tav-fields-layout.h"
#include "tav-measure.h"

/* Lays out a seat's fields, its children taken in pairs: a caption, then
 * the field it names. Where the fields fit on one line, they stand there
 * under the column headings and the captions are hidden; where they do
 * not (a folded row at 360 px), they wrap onto as many lines as needed,
 * each with its caption above it, since the headings are no longer over
 * them. The minimum width is that of the widest field or caption word. */
struct _TavFieldsLayout
{
  GtkLayoutManager parent_instance;
};

G_DEFINE_FINAL_TYPE (TavFieldsLayout, tav_fields_layout, GTK_TYPE_LAYOUT_MANAGER)

#define SPACING 6
#define LINE_SPACING 8
#define CAPTION_SPACING 2

/* The next caption and field after @caption, both to lay out. */
static GtkWidget *
next_pair (GtkWidget  *caption,
           GtkWidget **field)
{
  for (; caption != NULL; caption = gtk_widget_get_next_sibling (*field))
    {
      *field = gtk_widget_get_next_sibling (caption);
      if (*field == NULL)
        return NULL;
      if (gtk_widget_should_layout (caption) && gtk_widget_should_layout (*field))
        return caption;
    }

  return NULL;
}

#define FOREACH_PAIR(widget, caption, field) \
  for (caption = next_pair (gtk_widget_get_first_child (widget), &field); \
       caption != NULL; \
       caption = next_pair (gtk_widget_get_next_sibling (field), &field))

/* The width of the fields on one line, at their natural widths, or at
 * their minimum ones. */
static int
line_width (GtkWidget *widget,
            gboolean   natural)
{
  GtkWidget *caption, *field;
  int width = 0, n = 0;

  FOREACH_PAIR (widget, caption, field)
    {
      width += tav_measure_width (field, natural);
      n++;
    }

  return n > 0 ? width + (n - 1) * SPACING : 0;
}

/* Wrapped only where the fields cannot share a line even shrunk, as a box
 * would shrink them. */
static gboolean
wraps_at (GtkWidget *widget,
          int        width)
{
  return width >= 0 && width < line_width (widget, FALSE);
}

/* A wrapped field's place: as wide as its field and its caption, within
 * @width. */
static int
item_width (GtkWidget *caption,
            GtkWidget *field,
            int        width)
{
  int field_width = MIN (tav_measure_width (field, TRUE), width);

  field_width = MAX (field_width, tav_measure_width (field, FALSE));
  return MAX (field_width, MIN (tav_measure_width (caption, TRUE), width));
}

/* Lays the fields out wrapped at @width, allocating them when @allocate;
 * returns the height they take. */
static int
wrap (GtkWidget *widget,
      int        width,
      gboolean   allocate)
{
  GtkWidget *caption, *field;
  int x = 0, y = 0, line_height = 0;

  FOREACH_PAIR (widget, caption, field)
    {
      int w = item_width (caption, field, width);
      int caption_height, field_width;

      if (x > 0 && x + w > width)
        {
          y += line_height + LINE_SPACING;
          x = line_height = 0;
        }

      field_width = MAX (MIN (tav_measure_width (field, TRUE), w),
                         tav_measure_width (field, FALSE));
      caption_height = tav_measure_height (caption, w);
      line_height = MAX (line_height, caption_height + CAPTION_SPACING + tav_measure_height (field, field_width));

      if (allocate)
        {
          gtk_widget_set_child_visible (caption, TRUE);
          gtk_widget_size_allocate (caption, &(GtkAllocation) { x, y, w, caption_height }, -1);
          gtk_widget_size_allocate (field, &(GtkAllocation) { x, y + caption_height + CAPTION_SPACING,
                                                              field_width, tav_measure_height (field, field_width) }, -1);
        }
      x += w + SPACING;
    }

  return y + line_height;
}

static void
tav_fields_layout_measure (GtkLayoutManager *manager,
                         GtkWidget        *widget,
                         GtkOrientation    orientation,
                         int               for_size,
                         int              *minimum,
                         int              *natural,
                         int              *minimum_baseline,
                         int              *natural_baseline)
{
  GtkWidget *caption, *field;

  *minimum = *natural = 0;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      FOREACH_PAIR (widget, caption, field)
        *minimum = MAX (*minimum, MAX (tav_measure_width (field, FALSE),
                                       tav_measure_width (caption, FALSE)));
      *natural = MAX (*minimum, line_width (widget, TRUE));
      return;
    }

  if (wraps_at (widget, for_size))
    {
      *minimum = *natural = wrap (widget, for_size, FALSE);
      return;
    }

  FOREACH_PAIR (widget, caption, field)
    {
      int field_min = 0, field_nat = 0;

      gtk_widget_measure (field, orientation, -1, &field_min, &field_nat, NULL, NULL);
      *minimum = MAX (*minimum, field_min);
      *natural = MAX (*natural, field_nat);
    }
}

static void
tav_fields_layout_allocate (GtkLayoutManager *manager,
                          GtkWidget        *widget,
                          int               width,
                          int               height,
                          int               baseline)
{
  GtkWidget *caption, *field;
  g_autoptr(GArray) sizes = g_array_new (FALSE, TRUE, sizeof (GtkRequestedSize));
  int x = 0;
  guint i = 0;

  if (wraps_at (widget, width))
    {
      wrap (widget, width, TRUE);
      return;
    }

  /* One line, shrunk towards the minimum widths as a box shrinks. */
  FOREACH_PAIR (widget, caption, field)
    {
      GtkRequestedSize size = { field, 0, 0 };

      g_array_append_val (sizes, size);
    }
  tav_measure_share_line (sizes, width, SPACING);

  FOREACH_PAIR (widget, caption, field)
    {
      int w = g_array_index (sizes, GtkRequestedSize, i++).minimum_size;
      int h = tav_measure_height (field, w);

      gtk_widget_set_child_visible (caption, FALSE);
      gtk_widget_size_allocate (field, &(GtkAllocation) { x, MAX ((height - h) / 2, 0), w, h }, -1);
      x += w + SPACING;
    }
}

static void
tav_fields_layout_class_init (TavFieldsLayoutClass *klass)
{
  GtkLayoutManagerClass *layout_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  layout_class->measure = tav_fields_layout_measure;
  layout_class->allocate = tav_fields_layout_allocate;
  layout_class->get_request_mode = tav_measure_height_for_width;
}

static void
tav_fields_layout_init (TavFieldsLayout *self)
{
}

GtkLayoutManager *
tav_fields_layout_new (void)
{
  return g_object_new (TAV_TYPE_FIELDS_LAYOUT, NULL);
}

/**
 * tav_fields_layout_is_wrapped:
 * @widget: the widget @self lays out
 *
 * Returns: whether @widget's fields are on more than one line, with
 *   their captions, at the width it has
 */
gboolean
tav_fields_layout_is_wrapped (TavFieldsLayout *self,
                            GtkWidget     *widget)
{
  g_return_val_if_fail (TAV_IS_FIELDS_LAYOUT (self), FALSE);

  return wraps_at (widget, gtk_widget_get_width (widget));
}
