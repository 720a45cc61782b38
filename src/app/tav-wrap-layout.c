/* tav-wrap-layout.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-wrap-layout"

#include "config.h"

#include "tav-wrap-layout.h"
#include "tav-measure.h"

/* Lays children out left to right, at their natural width, and starts a
 * new line when the next one does not fit; a child wider than the whole
 * line gets the line and wraps its own text.
 *
 * It is what the window's line of event details used a GtkFlowBox for.
 * A flow box measures its children at every width it tries, and a label
 * that wraps lays its text out anew at each: measuring the five details
 * of an event once cost as much as drawing the rest of the window. Here a
 * child is measured at its natural width, which GTK remembers, and only a
 * child wider than the line at the line's width. */
struct _TavWrapLayout
{
  GtkLayoutManager parent_instance;

  int              column_spacing;
  int              row_spacing;
};

G_DEFINE_FINAL_TYPE (TavWrapLayout, tav_wrap_layout, GTK_TYPE_LAYOUT_MANAGER)

enum {
  PROP_0,
  PROP_COLUMN_SPACING,
  PROP_ROW_SPACING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Where one child goes. */
typedef struct {
  int x, y, width, height;
} Place;

static gboolean
is_laid_out (GtkWidget *child)
{
  return gtk_widget_should_layout (child);
}

/* Lines the children up within @width (or on one line when @width < 0);
 * fills @places (one per child laid out, if not NULL) and returns the
 * height of all the lines. */
static int
lay_out (TavWrapLayout *self,
         GtkWidget     *widget,
         int            width,
         GArray        *places)
{
  int x = 0, y = 0, line_height = 0;
  guint line_start = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      Place place = { 0, };
      int min_width, nat_width, child_height;

      if (!is_laid_out (child))
        continue;

      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, &nat_width, NULL, NULL);
      place.width = width < 0 ? nat_width : MAX (min_width, MIN (nat_width, width));

      if (x > 0 && width >= 0 && x + self->column_spacing + place.width > width)
        {
          y += line_height + self->row_spacing;
          x = 0;
          line_height = 0;
          line_start = places ? places->len : 0;
        }
      if (x > 0)
        x += self->column_spacing;

      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, place.width, NULL, &child_height, NULL, NULL);
      place.x = x;
      place.y = y;
      place.height = child_height;
      x += place.width;

      if (child_height > line_height)
        {
          line_height = child_height;
          /* Every child of the line as high as the highest. */
          for (guint i = line_start; places != NULL && i < places->len; i++)
            g_array_index (places, Place, i).height = line_height;
        }
      else
        place.height = line_height;

      if (places != NULL)
        g_array_append_val (places, place);
    }

  return y + line_height;
}

static void
tav_wrap_layout_measure (GtkLayoutManager *manager,
                         GtkWidget        *widget,
                         GtkOrientation    orientation,
                         int               for_size,
                         int              *minimum,
                         int              *natural,
                         int              *minimum_baseline,
                         int              *natural_baseline)
{
  TavWrapLayout *self = TAV_WRAP_LAYOUT (manager);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      int min = 0, nat = 0, n = 0;

      /* As narrow as the widest child can be; naturally all on one line. */
      for (GtkWidget *child = gtk_widget_get_first_child (widget);
           child != NULL;
           child = gtk_widget_get_next_sibling (child))
        {
          int child_min, child_nat;

          if (!is_laid_out (child))
            continue;
          gtk_widget_measure (child, orientation, -1, &child_min, &child_nat, NULL, NULL);
          min = MAX (min, child_min);
          nat += child_nat;
          n++;
        }
      *minimum = min;
      *natural = nat + MAX (n - 1, 0) * self->column_spacing;
    }
  else
    *minimum = *natural = lay_out (self, widget, for_size, NULL);
}

static void
tav_wrap_layout_allocate (GtkLayoutManager *manager,
                          GtkWidget        *widget,
                          int               width,
                          int               height,
                          int               baseline)
{
  TavWrapLayout *self = TAV_WRAP_LAYOUT (manager);
  g_autoptr(GArray) places = g_array_new (FALSE, FALSE, sizeof (Place));
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  guint i = 0;

  lay_out (self, widget, width, places);

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      Place *place;
      GtkAllocation allocation;

      if (!is_laid_out (child))
        continue;
      place = &g_array_index (places, Place, i++);
      allocation.x = rtl ? width - place->x - place->width : place->x;
      allocation.y = place->y;
      allocation.width = place->width;
      allocation.height = place->height;
      gtk_widget_size_allocate (child, &allocation, -1);
    }
}

static void
tav_wrap_layout_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  TavWrapLayout *self = TAV_WRAP_LAYOUT (object);

  switch (prop_id)
    {
    case PROP_COLUMN_SPACING:
      g_value_set_int (value, self->column_spacing);
      break;

    case PROP_ROW_SPACING:
      g_value_set_int (value, self->row_spacing);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
set_spacing (TavWrapLayout *self,
             int           *spacing,
             int            value,
             guint          prop_id)
{
  if (*spacing == value)
    return;
  *spacing = value;
  gtk_layout_manager_layout_changed (GTK_LAYOUT_MANAGER (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
}

static void
tav_wrap_layout_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  TavWrapLayout *self = TAV_WRAP_LAYOUT (object);

  switch (prop_id)
    {
    case PROP_COLUMN_SPACING:
      set_spacing (self, &self->column_spacing, g_value_get_int (value), prop_id);
      break;

    case PROP_ROW_SPACING:
      set_spacing (self, &self->row_spacing, g_value_get_int (value), prop_id);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tav_wrap_layout_class_init (TavWrapLayoutClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkLayoutManagerClass *layout_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  object_class->get_property = tav_wrap_layout_get_property;
  object_class->set_property = tav_wrap_layout_set_property;

  layout_class->get_request_mode = tav_measure_height_for_width;
  layout_class->measure = tav_wrap_layout_measure;
  layout_class->allocate = tav_wrap_layout_allocate;

  properties[PROP_COLUMN_SPACING] =
    g_param_spec_int ("column-spacing", NULL, NULL, 0, G_MAXINT, 0,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ROW_SPACING] =
    g_param_spec_int ("row-spacing", NULL, NULL, 0, G_MAXINT, 0,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tav_wrap_layout_init (TavWrapLayout *self)
{
}

GtkLayoutManager *
tav_wrap_layout_new (void)
{
  return g_object_new (TAV_TYPE_WRAP_LAYOUT, NULL);
}
