/* tav-display-pager.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-display-pager"

#include "config.h"

#include "tav-display-pager.h"

/* The items of a public display page (names, tables, standings) run down
 * the columns of the screen; what does not fit makes further pages, shown
 * in turn. The type grows with the window so that a projector shows it
 * large: the font size is a fixed share of the window's height, and the
 * number of columns follows from the width. Items are never cut: a label
 * that needs more width wraps and its item takes more height. */
struct _TavDisplayPager
{
  GtkWidget       parent_instance;

  GPtrArray      *items;     /* GtkWidget, in reading order */
  GArray         *pages;     /* guint page of each item, from the last layout */
  guint           page;
  guint           n_pages;
  guint           n_columns;
  double          min_column_em;
  gboolean        even_rows;
  int             row_px;       /* the height of a line, with even rows */
  guint           notify_id;
  int             font_px;      /* the size the window's height asks for */
  int             applied_px;   /* the size in the style, 0 before the first */
  GtkCssProvider *provider;
};

G_DEFINE_FINAL_TYPE (TavDisplayPager, tav_display_pager, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_PAGE,
  PROP_N_PAGES,
  N_PROPS
};

static GParamSpec *properties [N_PROPS];

#define GAP_EM 1.0
/* How much narrower than their minimum the columns may get to save a page. */
#define SQUEEZE 0.85
#define MIN_FONT_PX 12

GtkWidget *
tav_display_pager_new (void)
{
  return g_object_new (TAV_TYPE_DISPLAY_PAGER, NULL);
}

static int
font_px_for (TavDisplayPager *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  int height = root ? gtk_widget_get_height (GTK_WIDGET (root)) : 0;

  return MAX (MIN_FONT_PX, (height + TAV_DISPLAY_PAGER_LINES_PER_SCREEN / 2) / TAV_DISPLAY_PAGER_LINES_PER_SCREEN);
}

/* Changing the style during a layout would lay out again at once: the new
 * size is applied afterwards, and the next frame uses it. */
static gboolean
apply_font_cb (gpointer user_data)
{
  TavDisplayPager *self = user_data;
  g_autofree char *css = g_strdup_printf ("* { font-size: %dpx; }", self->font_px);

  self->notify_id = 0;
  if (self->applied_px != self->font_px)
    gtk_css_provider_load_from_data (self->provider, css, -1);
  self->applied_px = self->font_px;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PAGES]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAGE]);

  return G_SOURCE_REMOVE;
}

static void
queue_notify (TavDisplayPager *self)
{
  /* Before the next frame is drawn, so that it shows the new figures. */
  if (self->notify_id == 0)
    self->notify_id = g_idle_add_full (G_PRIORITY_HIGH_IDLE, apply_font_cb, self, NULL);
}

/* With even rows, every item takes a whole number of lines: a long name
 * set smaller, one line or two, is as tall as one or two lines of the
 * others, so that the lines of neighbouring columns stay level. */
static int
item_height (TavDisplayPager *self,
             GtkWidget       *child,
             int              column_width)
{
  int height;

  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, column_width, NULL, &height, NULL, NULL);
  if (self->even_rows && self->row_px > 0)
    height = (height + self->row_px - 1) / self->row_px * self->row_px;
  return height;
}

/* The height of a line of the even rows: the tallest item that is not
 * half as tall again as the shortest (those wrap). */
static void
measure_row (TavDisplayPager *self,
             int              column_width)
{
  int shortest = G_MAXINT, row = 0;

  self->row_px = 0;
  if (!self->even_rows)
    return;
  for (guint i = 0; i < self->items->len; i++)
    {
      int height;

      gtk_widget_measure (self->items->pdata[i], GTK_ORIENTATION_VERTICAL, column_width, NULL, &height, NULL, NULL);
      shortest = MIN (shortest, height);
    }
  for (guint i = 0; i < self->items->len; i++)
    {
      int height;

      gtk_widget_measure (self->items->pdata[i], GTK_ORIENTATION_VERTICAL, column_width, NULL, &height, NULL, NULL);
      if (2 * height < 3 * shortest)
        row = MAX (row, height);
    }
  self->row_px = row;
}

/* The most items page @page of @n_target may take: its share of the
 * @n_left still to place (a page that held fewer raises the later ones). */
static guint
page_share (guint n_left,
            guint n_target,
            guint page)
{
  return n_target > page ? (n_left + n_target - page - 1) / (n_target - page) : G_MAXUINT;
}

/* Fills self->pages for @n_columns columns a page and returns the width
 * of a column; *tallest is the height of the tallest item. With
 * @n_target pages (0: as many as it takes), each page takes no more than
 * its share, so that the pages hold about as many. */
static int
lay_out_columns (TavDisplayPager *self,
                 guint            n_columns,
                 guint            n_target,
                 int              width,
                 int              height,
                 int             *tallest)
{
  int gap = (int) (GAP_EM * MAX (1, self->font_px));
  int column_width = MAX (1, (width - gap * ((int) n_columns - 1)) / (int) n_columns);
  guint page = 0, column = 0, on_page = 0;
  guint per_page = page_share (self->items->len, n_target, 0);
  int y = 0;

  self->n_columns = n_columns;
  g_array_set_size (self->pages, self->items->len);
  *tallest = 0;
  measure_row (self, column_width);

  for (guint i = 0; i < self->items->len; i++)
    {
      int child_height = item_height (self, self->items->pdata[i], column_width);

      *tallest = MAX (*tallest, child_height);

      /* An item taller than the page still gets a column of its own. */
      if (on_page == per_page || (y > 0 && y + child_height > height))
        {
          y = 0;
          if (on_page == per_page || ++column == n_columns)
            {
              column = 0;
              on_page = 0;
              page++;
              per_page = page_share (self->items->len - i, n_target, page);
            }
        }

      g_array_index (self->pages, guint, i) = page;
      y += child_height;
      on_page++;
    }

  self->n_pages = self->items->len > 0 ? page + 1 : 0;

  return column_width;
}

/* Fills self->pages and returns the width of a column. As many columns
 * as the width holds; but an item taller than the page would be cut at
 * its foot (a table of six long names, each on three lines), so fewer,
 * wider columns are tried, in which its names wrap less, until it fits or
 * one column is left.
 *
 * Then the page is filled: when the items take more than one page
 * (5 BANG! tables on a 1366 × 768 projector, one a column with the foot
 * of each empty), somewhat narrower columns are taken if they need fewer
 * pages; and the items are shared evenly between the pages (3 and 2, not
 * 4 and 1). */
static int
lay_out (TavDisplayPager *self,
         int              width,
         int              height)
{
  int em = MAX (1, self->font_px);
  int gap = (int) (GAP_EM * em);
  int min_column = MAX (1, (int) (self->min_column_em * em));
  int narrowest = MAX (1, (int) (SQUEEZE * self->min_column_em * em));
  guint n_columns = MAX (1, (width + gap) / (min_column + gap));
  guint more, n_pages;
  int column_width, tallest;

  for (;; n_columns--)
    {
      column_width = lay_out_columns (self, n_columns, 0, width, height, &tallest);
      if (tallest <= height || n_columns == 1)
        break;
    }
  if (self->n_pages <= 1)
    return column_width;

  n_pages = self->n_pages;
  more = n_columns + 1;
  if ((width - gap * ((int) more - 1)) / (int) more >= narrowest)
    {
      lay_out_columns (self, more, 0, width, height, &tallest);
      if (self->n_pages < n_pages && tallest <= height)
        {
          n_columns = more;
          n_pages = self->n_pages;
        }
    }

  column_width = lay_out_columns (self, n_columns, n_pages, width, height, &tallest);
  if (self->n_pages > n_pages)
    column_width = lay_out_columns (self, n_columns, 0, width, height, &tallest);
  return column_width;
}

static void
tav_display_pager_size_allocate (GtkWidget *widget,
                                 int        width,
                                 int        height,
                                 int        baseline)
{
  TavDisplayPager *self = TAV_DISPLAY_PAGER (widget);
  int font_px = font_px_for (self);
  guint old_n_pages = self->n_pages;
  guint old_page = self->page;
  int column_width;
  int em, column = -1;
  int x = 0, y = 0;
  guint last_page = G_MAXUINT;

  if (font_px != self->font_px)
    {
      self->font_px = font_px;
      queue_notify (self);
    }

  column_width = lay_out (self, width, height);
  em = MAX (1, self->font_px);

  if (self->n_pages == 0)
    self->page = 0;
  else if (self->page >= self->n_pages)
    self->page = self->n_pages - 1;

  for (guint i = 0; i < self->items->len; i++)
    {
      GtkWidget *child = self->items->pdata[i];
      guint page = g_array_index (self->pages, guint, i);
      int child_width, child_height;

      gtk_widget_set_child_visible (child, page == self->page);
      if (page != self->page)
        continue;

      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &child_width, NULL, NULL, NULL);
      child_height = item_height (self, child, column_width);

      if (last_page != page || (y > 0 && y + child_height > height))
        {
          column++;
          y = 0;
          x = column * (column_width + (int) (GAP_EM * em));
        }
      last_page = page;

      gtk_widget_size_allocate (child,
                                &(GtkAllocation) { x, y, MAX (column_width, child_width), child_height },
                                -1);
      y += child_height;
    }

  if (old_n_pages != self->n_pages || old_page != self->page)
    queue_notify (self);
}

static void
tav_display_pager_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  TavDisplayPager *self = TAV_DISPLAY_PAGER (widget);

  /* Whatever the size, the items are spread over pages: the pager asks
   * for little, and takes the room it is given. */
  *minimum = 0;
  *natural = 0;

  for (guint i = 0; orientation == GTK_ORIENTATION_HORIZONTAL && i < self->items->len; i++)
    {
      int child_min;

      gtk_widget_measure (self->items->pdata[i], orientation, -1, &child_min, NULL, NULL, NULL);
      *minimum = MAX (*minimum, child_min);
    }
  *natural = *minimum;
}

static GtkSizeRequestMode
tav_display_pager_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

void
tav_display_pager_append (TavDisplayPager *self,
                          GtkWidget       *child)
{
  g_return_if_fail (TAV_IS_DISPLAY_PAGER (self));
  g_return_if_fail (GTK_IS_WIDGET (child));

  gtk_widget_set_parent (child, GTK_WIDGET (self));
  g_ptr_array_add (self->items, child);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
tav_display_pager_remove_all (TavDisplayPager *self)
{
  g_return_if_fail (TAV_IS_DISPLAY_PAGER (self));

  for (guint i = 0; i < self->items->len; i++)
    gtk_widget_unparent (self->items->pdata[i]);
  g_ptr_array_set_size (self->items, 0);
  g_array_set_size (self->pages, 0);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/**
 * tav_display_pager_reorder:
 * @items: (element-type GtkWidget): the pager's items, each once, in
 *   their new reading order
 *
 * Puts the items in another order; each keeps its widget, and the sizes
 * GTK has measured for it.
 */
void
tav_display_pager_reorder (TavDisplayPager *self,
                           GPtrArray       *items)
{
  g_return_if_fail (TAV_IS_DISPLAY_PAGER (self));
  g_return_if_fail (items != NULL && items->len == self->items->len);

  for (guint i = 0; i < items->len; i++)
    {
      g_return_if_fail (gtk_widget_get_parent (items->pdata[i]) == GTK_WIDGET (self));
      self->items->pdata[i] = items->pdata[i];
    }
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

guint
tav_display_pager_get_n_items (TavDisplayPager *self)
{
  g_return_val_if_fail (TAV_IS_DISPLAY_PAGER (self), 0);

  return self->items->len;
}

GtkWidget *
tav_display_pager_get_item (TavDisplayPager *self,
                            guint            position)
{
  g_return_val_if_fail (TAV_IS_DISPLAY_PAGER (self), NULL);
  g_return_val_if_fail (position < self->items->len, NULL);

  return self->items->pdata[position];
}

/* The page an item was put on by the last layout. */
guint
tav_display_pager_get_item_page (TavDisplayPager *self,
                                 guint            position)
{
  g_return_val_if_fail (TAV_IS_DISPLAY_PAGER (self), 0);
  g_return_val_if_fail (position < self->pages->len, 0);

  return g_array_index (self->pages, guint, position);
}

guint
tav_display_pager_get_page (TavDisplayPager *self)
{
  g_return_val_if_fail (TAV_IS_DISPLAY_PAGER (self), 0);

  return self->page;
}

void
tav_display_pager_set_page (TavDisplayPager *self,
                            guint            page)
{
  g_return_if_fail (TAV_IS_DISPLAY_PAGER (self));

  if (self->page == page)
    return;

  self->page = page;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAGE]);
}

guint
tav_display_pager_get_n_pages (TavDisplayPager *self)
{
  g_return_val_if_fail (TAV_IS_DISPLAY_PAGER (self), 0);

  return self->n_pages;
}

guint
tav_display_pager_get_n_columns (TavDisplayPager *self)
{
  g_return_val_if_fail (TAV_IS_DISPLAY_PAGER (self), 0);

  return self->n_columns;
}

/* The size the items are set in, in pixels; 0 before the first layout. */
int
tav_display_pager_get_font_px (TavDisplayPager *self)
{
  g_return_val_if_fail (TAV_IS_DISPLAY_PAGER (self), 0);

  return self->applied_px;
}

/* The narrowest a column may be, in multiples of the font size. */
void
tav_display_pager_set_min_column_em (TavDisplayPager *self,
                                     double           em)
{
  g_return_if_fail (TAV_IS_DISPLAY_PAGER (self));
  g_return_if_fail (em > 0);

  self->min_column_em = em;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

/* Lines of one name each (who sits where): every item at least as tall
 * as a line, so that the columns' lines stay level. */
void
tav_display_pager_set_even_rows (TavDisplayPager *self,
                                 gboolean         even_rows)
{
  g_return_if_fail (TAV_IS_DISPLAY_PAGER (self));

  self->even_rows = !!even_rows;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

static void
tav_display_pager_dispose (GObject *object)
{
  TavDisplayPager *self = (TavDisplayPager *)object;

  g_clear_handle_id (&self->notify_id, g_source_remove);
  if (self->items != NULL)
    tav_display_pager_remove_all (self);

  G_OBJECT_CLASS (tav_display_pager_parent_class)->dispose (object);
}

static void
tav_display_pager_finalize (GObject *object)
{
  TavDisplayPager *self = (TavDisplayPager *)object;

  g_clear_pointer (&self->items, g_ptr_array_unref);
  g_clear_pointer (&self->pages, g_array_unref);
  g_clear_object (&self->provider);

  G_OBJECT_CLASS (tav_display_pager_parent_class)->finalize (object);
}

static void
tav_display_pager_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  TavDisplayPager *self = TAV_DISPLAY_PAGER (object);

  switch (prop_id)
    {
    case PROP_PAGE:
      g_value_set_uint (value, self->page);
      break;

    case PROP_N_PAGES:
      g_value_set_uint (value, self->n_pages);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tav_display_pager_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  TavDisplayPager *self = TAV_DISPLAY_PAGER (object);

  switch (prop_id)
    {
    case PROP_PAGE:
      tav_display_pager_set_page (self, g_value_get_uint (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tav_display_pager_class_init (TavDisplayPagerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tav_display_pager_dispose;
  object_class->finalize = tav_display_pager_finalize;
  object_class->get_property = tav_display_pager_get_property;
  object_class->set_property = tav_display_pager_set_property;

  widget_class->measure = tav_display_pager_measure;
  widget_class->size_allocate = tav_display_pager_size_allocate;
  widget_class->get_request_mode = tav_display_pager_get_request_mode;

  properties [PROP_PAGE] =
    g_param_spec_uint ("page", NULL, NULL, 0, G_MAXUINT, 0,
                       (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties [PROP_N_PAGES] =
    g_param_spec_uint ("n-pages", NULL, NULL, 0, G_MAXUINT, 0,
                       (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "displaypager");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_LIST);
}

static void
tav_display_pager_init (TavDisplayPager *self)
{
  self->items = g_ptr_array_new ();
  self->pages = g_array_new (FALSE, TRUE, sizeof (guint));
  self->min_column_em = 14;
  self->provider = gtk_css_provider_new ();

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_add_provider (gtk_widget_get_style_context (GTK_WIDGET (self)),
                                  GTK_STYLE_PROVIDER (self->provider),
                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION + 1);
  G_GNUC_END_IGNORE_DEPRECATIONS

  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
}
