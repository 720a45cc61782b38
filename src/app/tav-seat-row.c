/* tav-seat-row.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-seat-row"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-seat-row.h"
#include "tav-ui.h"

/* One seat of a table card: its number, who sits there (nobody yet when the
 * player is still to be decided) and, on seat 1, the role the game gives it. */
struct _TavSeatRow
{
  AdwBin     parent_instance;

  guint      seat;
  char      *player;
  char      *head_seat;
  gboolean   found;

  /* Template widgets */
  GtkLabel  *number_label;
  GtkLabel  *player_label;
  GtkWidget *head_box;
  GtkLabel  *head_label;
};

G_DEFINE_FINAL_TYPE (TavSeatRow, tav_seat_row, ADW_TYPE_BIN)

/* How far the mark of a name found reaches past the name, and its corners. */
#define FOUND_MARK_SPREAD 3.f
#define FOUND_MARK_RADIUS 7.f

enum {
  PROP_0,
  PROP_SEAT,
  PROP_PLAYER,
  PROP_HEAD_SEAT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/**
 * tav_seat_row_new:
 * @seat: the seat, from 0
 * @player_name: (nullable): who sits there, %NULL when not decided yet
 * @head_seat: (nullable): the role of the seat, if it has one
 */
GtkWidget *
tav_seat_row_new (guint       seat,
                  const char *player_name,
                  const char *head_seat)
{
  return g_object_new (TAV_TYPE_SEAT_ROW,
                       "seat", seat,
                       "player", player_name,
                       "head-seat", head_seat,
                       NULL);
}

guint
tav_seat_row_get_seat (TavSeatRow *self)
{
  g_return_val_if_fail (TAV_IS_SEAT_ROW (self), 0);

  return self->seat;
}

const char *
tav_seat_row_get_player (TavSeatRow *self)
{
  g_return_val_if_fail (TAV_IS_SEAT_ROW (self), NULL);

  return self->player;
}

const char *
tav_seat_row_get_head_seat (TavSeatRow *self)
{
  g_return_val_if_fail (TAV_IS_SEAT_ROW (self), NULL);

  return self->head_seat;
}

static void
tav_seat_row_set_seat (TavSeatRow *self,
                       guint       seat)
{
  g_autofree char *number = g_strdup_printf ("%u", seat + 1);

  self->seat = seat;
  gtk_label_set_label (self->number_label, number);
}

static void
tav_seat_row_set_player (TavSeatRow *self,
                         const char *player)
{
  gboolean decided = player != NULL && player[0] != '\0';

  g_free (self->player);
  self->player = decided ? g_strdup (player) : NULL;

  gtk_label_set_label (self->player_label, decided ? player : _("To be decided"));
  /* Long names are cut short on narrow cards. */
  tav_ui_set_tooltip (GTK_WIDGET (self->player_label), decided ? player : NULL);

  if (decided)
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self->player_label), "dim-label");
      gtk_widget_remove_css_class (GTK_WIDGET (self->player_label), "undecided");
    }
  else
    {
      gtk_widget_add_css_class (GTK_WIDGET (self->player_label), "dim-label");
      gtk_widget_add_css_class (GTK_WIDGET (self->player_label), "undecided");
    }
}

static void
tav_seat_row_set_head_seat (TavSeatRow *self,
                            const char *head_seat)
{
  gboolean has_role = head_seat != NULL && head_seat[0] != '\0';

  g_free (self->head_seat);
  self->head_seat = has_role ? g_strdup (head_seat) : NULL;

  gtk_label_set_label (self->head_label, has_role ? head_seat : "");
  gtk_widget_set_visible (self->head_box, has_role);

  if (has_role)
    gtk_widget_add_css_class (GTK_WIDGET (self), "head");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "head");
}

/**
 * tav_seat_row_update:
 * @self: a #TavSeatRow
 * @player_name: (nullable): who sits there now
 * @head_seat: (nullable): the role of the seat now
 *
 * Shows another player or role on the same seat: a card bound to another
 * table keeps its rows.
 */
void
tav_seat_row_update (TavSeatRow *self,
                     const char *player_name,
                     const char *head_seat)
{
  g_return_if_fail (TAV_IS_SEAT_ROW (self));

  if (g_strcmp0 (self->player, player_name && player_name[0] ? player_name : NULL) != 0 ||
      gtk_label_get_label (self->player_label)[0] == '\0')
    tav_seat_row_set_player (self, player_name);
  if (g_strcmp0 (self->head_seat, head_seat && head_seat[0] ? head_seat : NULL) != 0)
    tav_seat_row_set_head_seat (self, head_seat);
}

gboolean
tav_seat_row_get_found (TavSeatRow *self)
{
  g_return_val_if_fail (TAV_IS_SEAT_ROW (self), FALSE);

  return self->found;
}

/* Marks the player as found by a search. The mark is drawn, not styled: a
 * style class changed on the names of the ~180 cards a search key marks
 * had GTK match each name's style again, and draw it anew; now the row
 * alone is drawn again, and its name's drawing is kept. */
void
tav_seat_row_set_found (TavSeatRow *self,
                        gboolean    found)
{
  g_return_if_fail (TAV_IS_SEAT_ROW (self));

  found = !!found;
  if (self->found == found)
    return;
  self->found = found;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The mark behind a name found: the accent's background, faint, around
 * the name's place with a few pixels to spare. */
static void
snapshot_found_mark (TavSeatRow  *self,
                     GtkSnapshot *snapshot)
{
  GtkStyleContext *style = gtk_widget_get_style_context (GTK_WIDGET (self));
  graphene_rect_t bounds;
  GskRoundedRect mark;
  GdkRGBA color;

  if (!gtk_widget_compute_bounds (GTK_WIDGET (self->player_label), GTK_WIDGET (self), &bounds))
    return;
  if (!gtk_style_context_lookup_color (style, "accent_bg_color", &color))
    gtk_style_context_get_color (style, &color);
  color.alpha *= 0.2;

  gsk_rounded_rect_init_from_rect (&mark,
                                   &GRAPHENE_RECT_INIT (bounds.origin.x - FOUND_MARK_SPREAD,
                                                        bounds.origin.y - FOUND_MARK_SPREAD,
                                                        bounds.size.width + 2 * FOUND_MARK_SPREAD,
                                                        bounds.size.height + 2 * FOUND_MARK_SPREAD),
                                   FOUND_MARK_RADIUS);
  gtk_snapshot_push_rounded_clip (snapshot, &mark);
  gtk_snapshot_append_color (snapshot, &color, &mark.bounds);
  gtk_snapshot_pop (snapshot);
}

static void
tav_seat_row_snapshot (GtkWidget   *widget,
                       GtkSnapshot *snapshot)
{
  TavSeatRow *self = TAV_SEAT_ROW (widget);

  if (self->found)
    snapshot_found_mark (self, snapshot);
  GTK_WIDGET_CLASS (tav_seat_row_parent_class)->snapshot (widget, snapshot);
}

static void
tav_seat_row_finalize (GObject *object)
{
  TavSeatRow *self = (TavSeatRow *)object;

  g_clear_pointer (&self->player, g_free);
  g_clear_pointer (&self->head_seat, g_free);

  G_OBJECT_CLASS (tav_seat_row_parent_class)->finalize (object);
}

static void
tav_seat_row_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), TAV_TYPE_SEAT_ROW);

  G_OBJECT_CLASS (tav_seat_row_parent_class)->dispose (object);
}

static void
tav_seat_row_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  TavSeatRow *self = TAV_SEAT_ROW (object);

  switch (prop_id)
    {
    case PROP_SEAT:
      g_value_set_uint (value, self->seat);
      break;

    case PROP_PLAYER:
      g_value_set_string (value, self->player);
      break;

    case PROP_HEAD_SEAT:
      g_value_set_string (value, self->head_seat);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tav_seat_row_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  TavSeatRow *self = TAV_SEAT_ROW (object);

  switch (prop_id)
    {
    case PROP_SEAT:
      tav_seat_row_set_seat (self, g_value_get_uint (value));
      break;

    case PROP_PLAYER:
      tav_seat_row_set_player (self, g_value_get_string (value));
      break;

    case PROP_HEAD_SEAT:
      tav_seat_row_set_head_seat (self, g_value_get_string (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tav_seat_row_class_init (TavSeatRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tav_seat_row_dispose;
  object_class->finalize = tav_seat_row_finalize;
  object_class->get_property = tav_seat_row_get_property;
  object_class->set_property = tav_seat_row_set_property;
  widget_class->snapshot = tav_seat_row_snapshot;

  /* A seat row shows one seat for its whole life: the card makes new rows
   * when the seating changes. */
  properties[PROP_SEAT] =
    g_param_spec_uint ("seat", NULL, NULL,
                       0, G_MAXUINT, 0,
                       (G_PARAM_READWRITE |
                        G_PARAM_CONSTRUCT_ONLY |
                        G_PARAM_STATIC_STRINGS));

  properties[PROP_PLAYER] =
    g_param_spec_string ("player", NULL, NULL,
                         NULL,
                         (G_PARAM_READWRITE |
                          G_PARAM_CONSTRUCT_ONLY |
                          G_PARAM_STATIC_STRINGS));

  properties[PROP_HEAD_SEAT] =
    g_param_spec_string ("head-seat", NULL, NULL,
                         NULL,
                         (G_PARAM_READWRITE |
                          G_PARAM_CONSTRUCT_ONLY |
                          G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tavolo/Tavolo/tav-seat-row.ui");
  gtk_widget_class_set_css_name (widget_class, "seat");
  gtk_widget_class_bind_template_child (widget_class, TavSeatRow, number_label);
  gtk_widget_class_bind_template_child (widget_class, TavSeatRow, player_label);
  gtk_widget_class_bind_template_child (widget_class, TavSeatRow, head_box);
  gtk_widget_class_bind_template_child (widget_class, TavSeatRow, head_label);
}

static void
tav_seat_row_init (TavSeatRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
