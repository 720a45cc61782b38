/* tav-display-ticker.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-display-ticker"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-display-ticker.h"

/* One line along the foot of the public display that runs through every
 * player and their table, right to left, so that someone who arrives late
 * finds their seat without waiting for their page. Only the few entries on
 * screen are laid out on each frame, whatever the size of the room. */
struct _TavDisplayTicker
{
  GtkWidget  parent_instance;

  GStrv      items;
  guint      n_items;
  guint      first;     /* the entry at the left edge */
  double     offset;    /* how far it has run off the left edge */
  gint64     last_time;
  guint      tick_id;
};

G_DEFINE_FINAL_TYPE (TavDisplayTicker, tav_display_ticker, GTK_TYPE_WIDGET)

/* Speed in multiples of the line's height per second: slow enough to read. */
#define LINES_PER_SECOND 2.5
#define SEPARATOR "   •   "

GtkWidget *
tav_display_ticker_new (void)
{
  return g_object_new (TAV_TYPE_DISPLAY_TICKER, NULL);
}

static PangoLayout *
entry_layout (TavDisplayTicker *self,
              guint             index)
{
  g_autofree char *text = g_strconcat (self->items[index % self->n_items], SEPARATOR, NULL);

  return gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
}

static int
entry_width (TavDisplayTicker *self,
             guint             index)
{
  g_autoptr(PangoLayout) layout = entry_layout (self, index);
  int width;

  pango_layout_get_pixel_size (layout, &width, NULL);

  return MAX (1, width);
}

/* Moves the line left; entries that have left the screen go to the back. */
void
tav_display_ticker_advance (TavDisplayTicker *self,
                            double            pixels)
{
  g_return_if_fail (TAV_IS_DISPLAY_TICKER (self));

  if (self->n_items == 0)
    return;

  self->offset += pixels;
  for (int width = entry_width (self, self->first);
       self->offset >= width;
       width = entry_width (self, self->first))
    {
      self->offset -= width;
      self->first = (self->first + 1) % self->n_items;
    }

  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The entry at the left edge of the line. */
guint
tav_display_ticker_get_first (TavDisplayTicker *self)
{
  g_return_val_if_fail (TAV_IS_DISPLAY_TICKER (self), 0);

  return self->first;
}

static gboolean
tick_cb (GtkWidget     *widget,
         GdkFrameClock *clock,
         gpointer       user_data)
{
  TavDisplayTicker *self = TAV_DISPLAY_TICKER (widget);
  gint64 now = gdk_frame_clock_get_frame_time (clock);

  if (self->last_time != 0)
    tav_display_ticker_advance (self, LINES_PER_SECOND * gtk_widget_get_height (widget)
                                      * (now - self->last_time) / (double) G_USEC_PER_SEC);
  self->last_time = now;

  return G_SOURCE_CONTINUE;
}

void
tav_display_ticker_set_items (TavDisplayTicker  *self,
                              const char *const *items)
{
  g_autofree char *all = NULL;

  g_return_if_fail (TAV_IS_DISPLAY_TICKER (self));

  g_strfreev (self->items);
  self->items = g_strdupv ((char **) items);
  self->n_items = self->items ? g_strv_length (self->items) : 0;
  self->first = 0;
  self->offset = 0;

  /* A screen reader reads the whole list, not what happens to scroll by. */
  all = self->items ? g_strjoinv ("; ", self->items) : g_strdup ("");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, all,
                                  -1);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

static void
tav_display_ticker_snapshot (GtkWidget   *widget,
                             GtkSnapshot *snapshot)
{
  TavDisplayTicker *self = TAV_DISPLAY_TICKER (widget);
  int width = gtk_widget_get_width (widget);
  GdkRGBA color;
  double x;

  if (self->n_items == 0)
    return;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &color);
  G_GNUC_END_IGNORE_DEPRECATIONS

  x = -self->offset;
  for (guint i = self->first; x < width; i++)
    {
      g_autoptr(PangoLayout) layout = entry_layout (self, i);
      int entry_width;

      pango_layout_get_pixel_size (layout, &entry_width, NULL);
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT ((float) x, 0));
      gtk_snapshot_append_layout (snapshot, layout, &color);
      gtk_snapshot_restore (snapshot);
      x += MAX (1, entry_width);
    }
}

static void
tav_display_ticker_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, "Tg");
  int height;

  pango_layout_get_pixel_size (layout, NULL, &height);
  *minimum = *natural = orientation == GTK_ORIENTATION_VERTICAL ? height : 0;
}

static void
tav_display_ticker_map (GtkWidget *widget)
{
  TavDisplayTicker *self = TAV_DISPLAY_TICKER (widget);

  GTK_WIDGET_CLASS (tav_display_ticker_parent_class)->map (widget);

  self->last_time = 0;
  self->tick_id = gtk_widget_add_tick_callback (widget, tick_cb, NULL, NULL);
}

static void
tav_display_ticker_unmap (GtkWidget *widget)
{
  TavDisplayTicker *self = TAV_DISPLAY_TICKER (widget);

  if (self->tick_id != 0)
    gtk_widget_remove_tick_callback (widget, self->tick_id);
  self->tick_id = 0;

  GTK_WIDGET_CLASS (tav_display_ticker_parent_class)->unmap (widget);
}

static void
tav_display_ticker_finalize (GObject *object)
{
  TavDisplayTicker *self = (TavDisplayTicker *)object;

  g_clear_pointer (&self->items, g_strfreev);

  G_OBJECT_CLASS (tav_display_ticker_parent_class)->finalize (object);
}

static void
tav_display_ticker_class_init (TavDisplayTickerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = tav_display_ticker_finalize;

  widget_class->snapshot = tav_display_ticker_snapshot;
  widget_class->measure = tav_display_ticker_measure;
  widget_class->map = tav_display_ticker_map;
  widget_class->unmap = tav_display_ticker_unmap;

  gtk_widget_class_set_css_name (widget_class, "displayticker");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_MARQUEE);
}

static void
tav_display_ticker_init (TavDisplayTicker *self)
{
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Find your table"),
                                  -1);
}
