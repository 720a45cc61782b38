/* tav-page-fold-layout.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-page-fold-layout"

#include "config.h"

#include "tav-measure.h"
#include "tav-page-fold-layout.h"
#include "tav-wrap-layout.h"

/* Gives its children the whole of the widget, as a GtkBinLayout does, and
 * says whether the widget is narrower than its fold width: a page then
 * folds its table into rows of one column.
 *
 * libadwaita 1.2 has no breakpoints, and the newer ones are not on every
 * stack we run on: the width the page is given decides, the same way on
 * all. The change is told after the allocation, never during it, so a
 * page that rebuilds its columns does so before the next frame.
 *
 * Made by tav_page_fold_layout_new_fit(), it asks for no width of its own
 * and folds where its child has less than its minimum width, drawing it
 * then not at all: a header's title (the result dialog's) gives way to
 * the buttons beside it, and what it says goes elsewhere. Not an
 * AdwSqueezer: on GTK 4.10 and later a squeezer asks a title that wraps
 * for its height at a width below its minimum, which GTK warns about;
 * here a child is never measured nor given less than its minimum. */
struct _TavPageFoldLayout
{
  GtkLayoutManager parent_instance;

  int              fold_width;   /* -1: where the child does not fit */
  gboolean         folded;
  guint            notify_id;
};

G_DEFINE_FINAL_TYPE (TavPageFoldLayout, tav_page_fold_layout, GTK_TYPE_LAYOUT_MANAGER)

enum {
  PROP_0,
  PROP_FOLDED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

GtkLayoutManager *
tav_page_fold_layout_new (int fold_width)
{
  TavPageFoldLayout *self = g_object_new (TAV_TYPE_PAGE_FOLD_LAYOUT, NULL);

  self->fold_width = fold_width;

  return GTK_LAYOUT_MANAGER (self);
}

GtkLayoutManager *
tav_page_fold_layout_new_fit (void)
{
  return tav_page_fold_layout_new (-1);
}

gboolean
tav_page_fold_layout_get_folded (TavPageFoldLayout *self)
{
  g_return_val_if_fail (TAV_IS_PAGE_FOLD_LAYOUT (self), FALSE);

  return self->folded;
}

static void
tav_page_fold_layout_measure (GtkLayoutManager *manager,
                         GtkWidget        *widget,
                         GtkOrientation    orientation,
                         int               for_size,
                         int              *minimum,
                         int              *natural,
                         int              *minimum_baseline,
                         int              *natural_baseline)
{
  gboolean fit = TAV_PAGE_FOLD_LAYOUT (manager)->fold_width < 0;

  *minimum = *natural = 0;
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int child_min = 0, child_nat = 0;

      if (!gtk_widget_should_layout (child))
        continue;
      if (fit && orientation == GTK_ORIENTATION_VERTICAL && for_size >= 0)
        for_size = MAX (for_size, tav_measure_width (child, FALSE));
      gtk_widget_measure (child, orientation, for_size, &child_min, &child_nat, NULL, NULL);
      if (!fit || orientation == GTK_ORIENTATION_VERTICAL)
        *minimum = MAX (*minimum, child_min);
      *natural = MAX (*natural, child_nat);
    }
}

static gboolean
notify_folded_cb (gpointer data)
{
  TavPageFoldLayout *self = data;

  self->notify_id = 0;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOLDED]);

  return G_SOURCE_REMOVE;
}

static void
tav_page_fold_layout_allocate (GtkLayoutManager *manager,
                          GtkWidget        *widget,
                          int               width,
                          int               height,
                          int               baseline)
{
  TavPageFoldLayout *self = TAV_PAGE_FOLD_LAYOUT (manager);
  gboolean folded = width < self->fold_width;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (!gtk_widget_should_layout (child))
        continue;
      if (self->fold_width < 0)
        {
          gboolean fits = width >= tav_measure_width (child, FALSE);

          folded = folded || !fits;
          gtk_widget_set_child_visible (child, fits);
          if (!fits)
            continue;
        }
      gtk_widget_allocate (child, width, height, -1, NULL);
    }

  if (folded == self->folded)
    return;
  self->folded = folded;
  /* Before the next frame is laid out. */
  if (self->notify_id == 0)
    self->notify_id = g_idle_add_full (G_PRIORITY_HIGH_IDLE, notify_folded_cb, self, NULL);
}

static void
tav_page_fold_layout_dispose (GObject *object)
{
  TavPageFoldLayout *self = TAV_PAGE_FOLD_LAYOUT (object);

  g_clear_handle_id (&self->notify_id, g_source_remove);

  G_OBJECT_CLASS (tav_page_fold_layout_parent_class)->dispose (object);
}

static void
tav_page_fold_layout_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  TavPageFoldLayout *self = TAV_PAGE_FOLD_LAYOUT (object);

  switch (prop_id)
    {
    case PROP_FOLDED:
      g_value_set_boolean (value, self->folded);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tav_page_fold_layout_class_init (TavPageFoldLayoutClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkLayoutManagerClass *layout_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  object_class->dispose = tav_page_fold_layout_dispose;
  object_class->get_property = tav_page_fold_layout_get_property;
  layout_class->measure = tav_page_fold_layout_measure;
  layout_class->allocate = tav_page_fold_layout_allocate;

  properties[PROP_FOLDED] =
    g_param_spec_boolean ("folded", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tav_page_fold_layout_init (TavPageFoldLayout *self)
{
}

/**
 * tav_page_fold_layout_wrap_box:
 * @box: a horizontal GtkBox
 * @wrap: whether its children wrap onto more lines
 *
 * A tool bar on one line, as wide as its children, or wrapped onto as
 * many lines as a folded page needs.
 */
void
tav_page_fold_layout_wrap_box (GtkBox   *box,
                          gboolean  wrap)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (box));
  int spacing;

  g_return_if_fail (GTK_IS_BOX (box));

  if (wrap == TAV_IS_WRAP_LAYOUT (layout))
    return;
  if (wrap)
    {
      spacing = gtk_box_layout_get_spacing (GTK_BOX_LAYOUT (layout));
      g_object_set_data (G_OBJECT (box), "tav-fold-spacing", GINT_TO_POINTER (spacing));
      layout = g_object_new (TAV_TYPE_WRAP_LAYOUT, "column-spacing", spacing, "row-spacing", spacing, NULL);
    }
  else
    {
      spacing = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (box), "tav-fold-spacing"));
      layout = gtk_box_layout_new (GTK_ORIENTATION_HORIZONTAL);
      gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), spacing);
    }
  gtk_widget_set_layout_manager (GTK_WIDGET (box), layout);
}

/**
 * tav_page_fold_layout_fold_column:
 * @column: a column of a view that folds
 * @folded: whether it is hidden
 *
 * Hides or shows @column. GTK 4.8 counts the minimum width of a hidden
 * column when it shares the width out, so that the shown ones stay at
 * their minimum: hidden, the column asks for no width at all, and shown
 * again it has the width it had.
 */
void
tav_page_fold_layout_fold_column (GtkColumnViewColumn *column,
                             gboolean             folded)
{
  GObject *object = G_OBJECT (column);

  g_return_if_fail (GTK_IS_COLUMN_VIEW_COLUMN (column));

  if (folded && g_object_get_data (object, "tav-fold-width") == NULL)
    {
      g_object_set_data (object, "tav-fold-width",
                         GINT_TO_POINTER (gtk_column_view_column_get_fixed_width (column) + 2));
      gtk_column_view_column_set_fixed_width (column, 0);
    }
  else if (!folded && g_object_get_data (object, "tav-fold-width") != NULL)
    {
      gtk_column_view_column_set_fixed_width (column, GPOINTER_TO_INT (g_object_get_data (object, "tav-fold-width")) - 2);
      g_object_set_data (object, "tav-fold-width", NULL);
    }
  gtk_column_view_column_set_visible (column, !folded);
}
