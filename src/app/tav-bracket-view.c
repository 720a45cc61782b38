/* tav-bracket-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-bracket-view"

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "tav-bracket-view.h"
#include "tav-display.h"

/* A single-elimination bracket drawn with Cairo: one column per round, a box
 * per match with its two players (the winner in bold), and lines from each
 * match to the one its winner plays next. Rounds not drawn yet are shown
 * as empty boxes, so the whole bracket is visible from the start.
 *
 * Match i of a round meets, in the next round, the winner of match n−1−i
 * (the bracket engine pairs the first with the last): the first round is
 * ordered from the final backwards so that the lines never cross. A click
 * on a match whose players are known emits TavBracketView::match-activated. */
struct _TavBracketView
{
  AdwBin          parent_instance;

  TavEvent       *event;
  TavStage       *stage;
  GSignalGroup   *event_signals;
  GArray         *boxes;       /* of Box, laid out at scale 1 */
  double          scale;
  double          width;
  double          height;
  int             hover;

  /* Template widgets */
  GtkDrawingArea *area;
};

G_DEFINE_FINAL_TYPE (TavBracketView, tav_bracket_view, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_EVENT,
  PROP_STAGE,
  N_PROPS
};

enum {
  MATCH_ACTIVATED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

#define BOX_WIDTH   210.0
#define LINE_HEIGHT  30.0
#define BOX_HEIGHT  (2 * LINE_HEIGHT)
#define COLUMN_GAP   64.0
#define ROW_GAP      40.0
#define MARGIN       20.0
#define TITLE_HEIGHT 40.0
#define LABEL_HEIGHT 20.0

typedef struct
{
  guint     round;      /* from 0 */
  guint     index;      /* in the round, from 0 */
  double    x, y;       /* top left of the box */
  TavTable *match;      /* NULL: not drawn yet */
  int       next;       /* the box the winner goes to, or -1 */
} Box;

GtkWidget *
tav_bracket_view_new (void)
{
  return g_object_new (TAV_TYPE_BRACKET_VIEW, NULL);
}

/* ---- Layout ----------------------------------------------------------- */

static guint
count_first_matches (TavStage *stage)
{
  const char * const *seeds = tav_stage_get_seeds (stage);
  TavRound *first = tav_stage_get_round (stage, 1);
  guint n = seeds ? g_strv_length ((char **) seeds) / 2 : 0;

  if (n == 0 && first != NULL)
    n = tav_round_get_n_tables (first);

  return n;
}

static int
find_box (GArray *boxes,
          guint   round,
          guint   index)
{
  for (guint i = 0; i < boxes->len; i++)
    {
      Box *box = &g_array_index (boxes, Box, i);

      if (box->round == round && box->index == index)
        return (int) i;
    }

  return -1;
}

static void
layout (TavBracketView *self)
{
  g_autoptr(GArray) order = NULL;
  guint n_first, n_rounds = 0;
  gboolean third_place;

  g_array_set_size (self->boxes, 0);
  self->width = self->height = 0;

  if (self->stage == NULL || (n_first = count_first_matches (self->stage)) == 0)
    {
      gtk_drawing_area_set_content_width (self->area, 0);
      gtk_drawing_area_set_content_height (self->area, 0);
      return;
    }

  for (guint n = n_first; n >= 1; n /= 2)
    n_rounds++;

  /* The first round from top to bottom: expand the final into the matches
   * that feed it, round by round. */
  order = g_array_new (FALSE, FALSE, sizeof (guint));
  {
    guint zero = 0;

    g_array_append_val (order, zero);
  }
  for (guint r = n_rounds - 1; r > 0; r--)
    {
      g_autoptr(GArray) feeders = g_array_new (FALSE, FALSE, sizeof (guint));
      guint n_before = n_first >> (r - 1);

      for (guint i = 0; i < order->len; i++)
        {
          guint j = g_array_index (order, guint, i);
          guint other = n_before - 1 - j;

          g_array_append_val (feeders, j);
          g_array_append_val (feeders, other);
        }
      g_array_unref (order);
      order = g_steal_pointer (&feeders);
    }

  for (guint r = 0; r < n_rounds; r++)
    {
      TavRound *round = tav_stage_get_round (self->stage, r + 1);
      guint n = n_first >> r;

      for (guint j = 0; j < n; j++)
        {
          Box box = { r, j, MARGIN + r * (BOX_WIDTH + COLUMN_GAP), 0, NULL, -1 };

          if (round != NULL && j < tav_round_get_n_tables (round))
            box.match = tav_round_get_table (round, j);

          if (r == 0)
            {
              guint position = 0;

              for (guint i = 0; i < order->len; i++)
                if (g_array_index (order, guint, i) == j)
                  position = i;
              box.y = MARGIN + TITLE_HEIGHT + LABEL_HEIGHT + position * (BOX_HEIGHT + ROW_GAP + LABEL_HEIGHT);
            }
          else
            {
              int a = find_box (self->boxes, r - 1, j);
              int b = find_box (self->boxes, r - 1, (n_first >> (r - 1)) - 1 - j);

              box.y = (g_array_index (self->boxes, Box, a).y + g_array_index (self->boxes, Box, b).y) / 2;
              g_array_index (self->boxes, Box, a).next = (int) self->boxes->len;
              g_array_index (self->boxes, Box, b).next = (int) self->boxes->len;
            }

          g_array_append_val (self->boxes, box);
        }
    }

  self->width = 2 * MARGIN + n_rounds * BOX_WIDTH + (n_rounds - 1) * COLUMN_GAP;
  self->height = 2 * MARGIN + TITLE_HEIGHT + n_first * (BOX_HEIGHT + ROW_GAP + LABEL_HEIGHT) - ROW_GAP;

  /* A match for 3rd place goes under the final. */
  third_place = tav_stage_get_third_place (self->stage) && n_rounds > 1;
  if (third_place)
    {
      TavRound *last = tav_stage_get_round (self->stage, n_rounds);
      Box box = { n_rounds - 1, 1, MARGIN + (n_rounds - 1) * (BOX_WIDTH + COLUMN_GAP), 0, NULL, -1 };
      int final = find_box (self->boxes, n_rounds - 1, 0);

      if (last != NULL && tav_round_get_n_tables (last) > 1)
        box.match = tav_round_get_table (last, 1);
      box.y = g_array_index (self->boxes, Box, final).y + BOX_HEIGHT + ROW_GAP + 2 * LABEL_HEIGHT;
      g_array_append_val (self->boxes, box);
      self->height = MAX (self->height, box.y + BOX_HEIGHT + MARGIN);
    }

  gtk_drawing_area_set_content_width (self->area, (int) ceil (self->width * self->scale));
  gtk_drawing_area_set_content_height (self->area, (int) ceil (self->height * self->scale));
}

/* ---- Drawing ---------------------------------------------------------- */

static void
draw_text (TavBracketView *self,
           cairo_t        *cr,
           const char     *text,
           double          x,
           double          y,
           double          width,
           gboolean        bold,
           gboolean        small,
           const GdkRGBA  *color)
{
  g_autoptr(PangoLayout) text_layout = gtk_widget_create_pango_layout (GTK_WIDGET (self->area), text);
  PangoAttrList *attrs = pango_attr_list_new ();
  int text_height;

  if (bold)
    pango_attr_list_insert (attrs, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
  if (small)
    pango_attr_list_insert (attrs, pango_attr_scale_new (0.85));
  pango_layout_set_attributes (text_layout, attrs);
  pango_attr_list_unref (attrs);

  pango_layout_set_width (text_layout, (int) (width * PANGO_SCALE));
  pango_layout_set_ellipsize (text_layout, PANGO_ELLIPSIZE_END);
  pango_layout_get_pixel_size (text_layout, NULL, &text_height);

  gdk_cairo_set_source_rgba (cr, color);
  cairo_move_to (cr, x, y - text_height / 2.0);
  pango_cairo_show_layout (cr, text_layout);
}

static void
rounded_rectangle (cairo_t *cr,
                   double   x,
                   double   y,
                   double   width,
                   double   height,
                   double   radius)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + width - radius, y + radius, radius, -G_PI / 2, 0);
  cairo_arc (cr, x + width - radius, y + height - radius, radius, 0, G_PI / 2);
  cairo_arc (cr, x + radius, y + height - radius, radius, G_PI / 2, G_PI);
  cairo_arc (cr, x + radius, y + radius, radius, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

static const char *
seat_name (TavBracketView *self,
           TavTable       *match,
           guint           seat)
{
  const char *id;
  TavPlayer *player;

  if (match == NULL || seat >= tav_table_get_n_seats (match))
    return NULL;

  id = tav_table_get_seat (match, seat);
  if (id == NULL || id[0] == '\0')
    return NULL;

  player = self->event ? tav_event_find_player (self->event, id) : NULL;
  return player ? tav_player_get_name (player) : id;
}

static void
draw_cb (GtkDrawingArea *area,
         cairo_t        *cr,
         int             width,
         int             height,
         gpointer        user_data)
{
  TavBracketView *self = user_data;
  GtkStyleContext *style = gtk_widget_get_style_context (GTK_WIDGET (area));
  GdkRGBA fg, line, fill, accent;
  guint n_titles = 0;

  if (self->boxes->len == 0)
    return;

  gtk_style_context_get_color (style, &fg);
  line = fg;
  line.alpha = 0.3;
  if (!gtk_style_context_lookup_color (style, "card_bg_color", &fill))
    {
      fill = fg;
      fill.alpha = 0.05;
    }
  if (!gtk_style_context_lookup_color (style, "accent_color", &accent))
    accent = fg;

  cairo_scale (cr, self->scale, self->scale);
  cairo_set_line_width (cr, 1.5);

  /* Connectors first, so the boxes are drawn over their ends. */
  for (guint i = 0; i < self->boxes->len; i++)
    {
      Box *box = &g_array_index (self->boxes, Box, i);
      Box *next;
      double x1, y1, x2, y2, mid;

      if (box->next < 0)
        continue;

      next = &g_array_index (self->boxes, Box, box->next);
      x1 = box->x + BOX_WIDTH;
      y1 = box->y + BOX_HEIGHT / 2;
      x2 = next->x;
      y2 = next->y + BOX_HEIGHT / 2;
      mid = x1 + COLUMN_GAP / 2;

      gdk_cairo_set_source_rgba (cr, &line);
      cairo_move_to (cr, x1, y1);
      cairo_line_to (cr, mid, y1);
      cairo_line_to (cr, mid, y2);
      cairo_line_to (cr, x2, y2);
      cairo_stroke (cr);
    }

  for (guint i = 0; i < self->boxes->len; i++)
    {
      Box *box = &g_array_index (self->boxes, Box, i);
      const char *winner = box->match ? tav_result_get_string (tav_table_get_result (box->match), "winner") : NULL;
      g_autofree char *label = box->match ? tav_display_table_title (box->match) : NULL;
      gboolean ready = box->match != NULL && tav_table_is_ready (box->match);

      /* The name of each round, above its column, and of each match above
       * its box unless it says the same (“Final”). */
      {
        TavRound *round = tav_stage_get_round (self->stage, box->round + 1);
        g_autofree char *title = round ? tav_display_round_title (round) : NULL;

        if (title == NULL)
          {
            guint n = count_first_matches (self->stage) >> box->round;

            /* Translators: the titles of the columns of a finals bracket,
             * by the number of matches in them; “Final” is the one match
             * (the last one) that decides the champion */
            title = g_strdup (n == 1 ? _("Final") : n == 2 ? _("Semi-finals") :
                              n == 4 ? _("Quarter-finals") : _("Next round"));
          }

        if (box->index == 0 && box->round == n_titles)
          {
            draw_text (self, cr, title, box->x, MARGIN + TITLE_HEIGHT / 3, BOX_WIDTH, TRUE, FALSE, &fg);
            n_titles++;
          }

        if (label != NULL && g_strcmp0 (label, title) != 0)
          {
            GdkRGBA dim = fg;

            dim.alpha = 0.6;
            draw_text (self, cr, label, box->x, box->y - LABEL_HEIGHT / 2 - 2, BOX_WIDTH, FALSE, TRUE, &dim);
          }
      }

      rounded_rectangle (cr, box->x, box->y, BOX_WIDTH, BOX_HEIGHT, 8);
      gdk_cairo_set_source_rgba (cr, &fill);
      cairo_fill_preserve (cr);
      gdk_cairo_set_source_rgba (cr, (int) i == self->hover && ready ? &accent : &line);
      cairo_stroke (cr);

      cairo_move_to (cr, box->x + 1, box->y + LINE_HEIGHT);
      cairo_line_to (cr, box->x + BOX_WIDTH - 1, box->y + LINE_HEIGHT);
      gdk_cairo_set_source_rgba (cr, &line);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
      cairo_set_line_width (cr, 1.5);

      for (guint s = 0; s < 2; s++)
        {
          const char *name = seat_name (self, box->match, s);
          gboolean won = name != NULL && winner != NULL &&
                         g_strcmp0 (tav_table_get_seat (box->match, s), winner) == 0;
          GdkRGBA color = fg;

          if (name == NULL)
            color.alpha = 0.45;
          else if (winner != NULL && !won)
            color.alpha = 0.55;

          draw_text (self, cr, name ? name : _("To be decided"),
                     box->x + 10, box->y + LINE_HEIGHT * s + LINE_HEIGHT / 2,
                     BOX_WIDTH - 20, won, FALSE, &color);
        }
    }
}

/* ---- Input ------------------------------------------------------------ */

/**
 * tav_bracket_view_get_match_at:
 *
 * Returns: (transfer none) (nullable): the match drawn at @x, @y (in the
 *   view's coordinates)
 */
TavTable *
tav_bracket_view_get_match_at (TavBracketView *self,
                               double          x,
                               double          y)
{
  g_return_val_if_fail (TAV_IS_BRACKET_VIEW (self), NULL);

  x /= self->scale;
  y /= self->scale;

  for (guint i = 0; i < self->boxes->len; i++)
    {
      Box *box = &g_array_index (self->boxes, Box, i);

      if (x >= box->x && x <= box->x + BOX_WIDTH && y >= box->y && y <= box->y + BOX_HEIGHT)
        return box->match;
    }

  return NULL;
}

static void
released_cb (TavBracketView *self,
             int             n_press,
             double          x,
             double          y)
{
  TavTable *match = tav_bracket_view_get_match_at (self, x, y);

  if (match != NULL && tav_table_is_ready (match))
    g_signal_emit (self, signals[MATCH_ACTIVATED], 0, match);
}

static void
motion_cb (TavBracketView *self,
           double          x,
           double          y)
{
  TavTable *match = tav_bracket_view_get_match_at (self, x, y);
  int hover = -1;

  for (guint i = 0; match != NULL && i < self->boxes->len; i++)
    if (g_array_index (self->boxes, Box, i).match == match)
      hover = (int) i;

  gtk_widget_set_cursor_from_name (GTK_WIDGET (self->area),
                                   match && tav_table_is_ready (match) &&
                                   g_signal_has_handler_pending (self, signals[MATCH_ACTIVATED], 0, FALSE) ?
                                   "pointer" : NULL);

  if (hover != self->hover)
    {
      self->hover = hover;
      gtk_widget_queue_draw (GTK_WIDGET (self->area));
    }
}

static void
leave_cb (TavBracketView *self)
{
  motion_cb (self, -1, -1);
}

/* ---- Object ----------------------------------------------------------- */

static void
tav_bracket_view_update (TavBracketView *self)
{
  layout (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->area));
}

TavEvent *
tav_bracket_view_get_event (TavBracketView *self)
{
  g_return_val_if_fail (TAV_IS_BRACKET_VIEW (self), NULL);

  return self->event;
}

void
tav_bracket_view_set_event (TavBracketView *self,
                            TavEvent       *event)
{
  g_return_if_fail (TAV_IS_BRACKET_VIEW (self));
  g_return_if_fail (!event || TAV_IS_EVENT (event));

  if (!g_set_object (&self->event, event))
    return;

  g_signal_group_set_target (self->event_signals, event);
  tav_bracket_view_update (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EVENT]);
}

TavStage *
tav_bracket_view_get_stage (TavBracketView *self)
{
  g_return_val_if_fail (TAV_IS_BRACKET_VIEW (self), NULL);

  return self->stage;
}

void
tav_bracket_view_set_stage (TavBracketView *self,
                            TavStage       *stage)
{
  g_return_if_fail (TAV_IS_BRACKET_VIEW (self));
  g_return_if_fail (!stage || TAV_IS_STAGE (stage));

  if (!g_set_object (&self->stage, stage))
    return;

  tav_bracket_view_update (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STAGE]);
}

/* Larger for the public display. */
void
tav_bracket_view_set_scale (TavBracketView *self,
                            double          scale)
{
  g_return_if_fail (TAV_IS_BRACKET_VIEW (self));
  g_return_if_fail (scale > 0);

  self->scale = scale;
  tav_bracket_view_update (self);
}

static void
tav_bracket_view_dispose (GObject *object)
{
  TavBracketView *self = (TavBracketView *)object;

  g_signal_group_set_target (self->event_signals, NULL);
  g_clear_object (&self->event);
  g_clear_object (&self->stage);
  g_array_set_size (self->boxes, 0);

  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), TAV_TYPE_BRACKET_VIEW);

  G_OBJECT_CLASS (tav_bracket_view_parent_class)->dispose (object);
}

static void
tav_bracket_view_finalize (GObject *object)
{
  TavBracketView *self = (TavBracketView *)object;

  g_clear_object (&self->event_signals);
  g_clear_pointer (&self->boxes, g_array_unref);

  G_OBJECT_CLASS (tav_bracket_view_parent_class)->finalize (object);
}

static void
tav_bracket_view_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TavBracketView *self = TAV_BRACKET_VIEW (object);

  switch (prop_id)
    {
    case PROP_EVENT:
      g_value_set_object (value, self->event);
      break;

    case PROP_STAGE:
      g_value_set_object (value, self->stage);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tav_bracket_view_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  TavBracketView *self = TAV_BRACKET_VIEW (object);

  switch (prop_id)
    {
    case PROP_EVENT:
      tav_bracket_view_set_event (self, g_value_get_object (value));
      break;

    case PROP_STAGE:
      tav_bracket_view_set_stage (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tav_bracket_view_class_init (TavBracketViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tav_bracket_view_dispose;
  object_class->finalize = tav_bracket_view_finalize;
  object_class->get_property = tav_bracket_view_get_property;
  object_class->set_property = tav_bracket_view_set_property;

  properties[PROP_EVENT] =
    g_param_spec_object ("event", NULL, NULL,
                         TAV_TYPE_EVENT,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_STAGE] =
    g_param_spec_object ("stage", NULL, NULL,
                         TAV_TYPE_STAGE,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TavBracketView::match-activated:
   * @match: the match clicked, with both players known
   */
  signals[MATCH_ACTIVATED] =
    g_signal_new ("match-activated",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, TAV_TYPE_TABLE);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tavolo/Tavolo/tav-bracket-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TavBracketView, area);
  gtk_widget_class_bind_template_callback (widget_class, released_cb);
  gtk_widget_class_bind_template_callback (widget_class, motion_cb);
  gtk_widget_class_bind_template_callback (widget_class, leave_cb);
}

static void
tav_bracket_view_init (TavBracketView *self)
{
  self->boxes = g_array_new (FALSE, TRUE, sizeof (Box));
  self->scale = 1.0;
  self->hover = -1;

  gtk_widget_init_template (GTK_WIDGET (self));

  gtk_drawing_area_set_draw_func (self->area, draw_cb, self, NULL);

  /* Results fill the boxes, and the next round appears once drawn. */
  self->event_signals = g_signal_group_new (TAV_TYPE_EVENT);
  g_signal_group_connect_swapped (self->event_signals, "changed",
                                  G_CALLBACK (tav_bracket_view_update), self);
}
