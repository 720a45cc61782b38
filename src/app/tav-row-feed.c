/* tav-row-feed.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-row-feed"

#include "config.h"

#include "tav-row-feed.h"

/* A list view gives its items to the view a screenful first, the rest a
 * step per frame drawn.
 *
 * GTK 4.8's list and column views make a row widget for each of the first
 * 200 items they are given, and a grid view for 30 rows of them, however
 * few fit on the screen; in a room of hundreds that is what the first
 * frame of an event, or a search going back to the whole round, waited
 * for. The view is given its items through a GtkSliceListModel instead:
 * as many at once as its window could show were every row @row_height
 * pixels high (a grid view: every line of cards), then @step more after
 * each frame drawn (while the view is on screen) until it has them all.
 * What the user sees first is complete; the rows below it arrive before
 * he can scroll to them. */
struct _TavRowFeed
{
  GObject            parent_instance;

  GtkWidget         *view;      /* weak */
  GtkSliceListModel *slice;
  guint              row_height;
  guint              step;

  GdkFrameClock     *clock;     /* waiting for its after-paint */
  gulong             paint_id;
  guint              idle_id;
};

G_DEFINE_FINAL_TYPE (TavRowFeed, tav_row_feed, G_TYPE_OBJECT)

static void schedule (TavRowFeed *self);

static guint
n_wanted (TavRowFeed *self)
{
  GListModel *model = gtk_slice_list_model_get_model (self->slice);

  return model != NULL ? g_list_model_get_n_items (model) : 0;
}

gboolean
tav_row_feed_is_finished (TavRowFeed *self)
{
  g_return_val_if_fail (TAV_IS_ROW_FEED (self), TRUE);

  return gtk_slice_list_model_get_size (self->slice) == G_MAXUINT;
}

static void
cancel (TavRowFeed *self)
{
  if (self->clock != NULL)
    {
      g_clear_signal_handler (&self->paint_id, self->clock);
      g_clear_object (&self->clock);
    }
  g_clear_handle_id (&self->idle_id, g_source_remove);
}

static gboolean
grow_cb (gpointer user_data)
{
  TavRowFeed *self = user_data;
  guint size = gtk_slice_list_model_get_size (self->slice);

  self->idle_id = 0;
  if (size == G_MAXUINT)
    return G_SOURCE_REMOVE;

  size += self->step;
  gtk_slice_list_model_set_size (self->slice, size >= n_wanted (self) ? G_MAXUINT : size);
  schedule (self);

  return G_SOURCE_REMOVE;
}

static void
after_paint_cb (GdkFrameClock *clock,
                TavRowFeed    *self)
{
  g_clear_signal_handler (&self->paint_id, self->clock);
  g_clear_object (&self->clock);

  /* Out of the frame: input and the next frame come before each step. */
  if (self->idle_id == 0)
    self->idle_id = g_idle_add (grow_cb, self);
}

/* The next step comes once a frame has been drawn with the rows given. */
static void
schedule (TavRowFeed *self)
{
  GdkFrameClock *clock;

  if (tav_row_feed_is_finished (self))
    {
      cancel (self);
      return;
    }
  if (self->view == NULL || !gtk_widget_get_mapped (self->view) ||
      self->clock != NULL || self->idle_id != 0)
    return;

  clock = gtk_widget_get_frame_clock (self->view);
  if (clock == NULL)
    return;
  self->clock = g_object_ref (clock);
  self->paint_id = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), self);
  gtk_widget_queue_draw (self->view);
}

static void
view_map_cb (TavRowFeed *self)
{
  schedule (self);
}

static void
view_unmap_cb (TavRowFeed *self)
{
  cancel (self);
}

/* The window is the most the view can show: all of it rows, in a grid
 * view as many to a line as it may have. A window not yet shown counts as
 * a tall screen. */
static guint
n_first (TavRowFeed *self)
{
  GtkRoot *root = gtk_widget_get_root (self->view);
  int height = root != NULL ? gtk_widget_get_height (GTK_WIDGET (root)) : 0;
  guint per_line = 1;

  if (height <= 0)
    height = 1440;
  if (GTK_IS_GRID_VIEW (self->view))
    per_line = gtk_grid_view_get_max_columns (GTK_GRID_VIEW (self->view));

  return (height / self->row_height + 2) * per_line;
}

/**
 * tav_row_feed_restart:
 * @self: a #TavRowFeed
 *
 * Gives the view the first items only, the rest to follow: called before
 * the items are all replaced (an event opened, a search ended).
 */
void
tav_row_feed_restart (TavRowFeed *self)
{
  g_return_if_fail (TAV_IS_ROW_FEED (self));

  cancel (self);
  gtk_slice_list_model_set_size (self->slice, self->view != NULL ? n_first (self) : G_MAXUINT);
  schedule (self);
}

/**
 * tav_row_feed_finish:
 * @self: a #TavRowFeed
 *
 * Gives the view every item now: for what needs a row below the first
 * screenful at once (scrolling to it).
 */
void
tav_row_feed_finish (TavRowFeed *self)
{
  g_return_if_fail (TAV_IS_ROW_FEED (self));

  cancel (self);
  gtk_slice_list_model_set_size (self->slice, G_MAXUINT);
}

static void
tav_row_feed_dispose (GObject *object)
{
  TavRowFeed *self = (TavRowFeed *)object;

  cancel (self);
  if (self->view != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->view, self);
      g_object_remove_weak_pointer (G_OBJECT (self->view), (gpointer *)&self->view);
      self->view = NULL;
    }
  g_clear_object (&self->slice);

  G_OBJECT_CLASS (tav_row_feed_parent_class)->dispose (object);
}

static void
tav_row_feed_class_init (TavRowFeedClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = tav_row_feed_dispose;
}

static void
tav_row_feed_init (TavRowFeed *self)
{
}

/**
 * tav_row_feed_new:
 * @view: the list, column or grid view shown
 * @slice: the slice of the view's items it is given
 * @row_height: the least height of a row (of a line of a grid view)
 * @step: how many more items after each frame
 *
 * Returns: (transfer full): a feed of @slice, every item given at first
 */
TavRowFeed *
tav_row_feed_new (GtkWidget         *view,
                  GtkSliceListModel *slice,
                  guint              row_height,
                  guint              step)
{
  TavRowFeed *self;

  g_return_val_if_fail (GTK_IS_WIDGET (view), NULL);
  g_return_val_if_fail (GTK_IS_SLICE_LIST_MODEL (slice), NULL);
  g_return_val_if_fail (row_height > 0 && step > 0, NULL);

  self = g_object_new (TAV_TYPE_ROW_FEED, NULL);
  self->view = view;
  g_object_add_weak_pointer (G_OBJECT (view), (gpointer *)&self->view);
  self->slice = g_object_ref (slice);
  self->row_height = row_height;
  self->step = step;
  gtk_slice_list_model_set_offset (slice, 0);
  gtk_slice_list_model_set_size (slice, G_MAXUINT);
  g_signal_connect_swapped (view, "map", G_CALLBACK (view_map_cb), self);
  g_signal_connect_swapped (view, "unmap", G_CALLBACK (view_unmap_cb), self);

  return self;
}
