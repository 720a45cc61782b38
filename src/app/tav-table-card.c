/* tav-table-card.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-table-card"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-display.h"
#include "tav-result-words.h"
#include "tav-seat-row.h"
#include "tav-table-card.h"
#include "tav-table-clock.h"

/* One table of a round (or one match of a bracket): its players in seating
 * order and whether its result is in. When the game gives seat 1 a role of
 * its own (the Sheriff of BANG!), #TavTableCard:head-seat names it. */
struct _TavTableCard
{
  AdwBin        parent_instance;

  TavEvent     *event;
  TavStage     *stage;
  TavTable     *table;
  char         *head_seat;
  GSignalGroup *event_signals;
  GSignalGroup *table_signals;
  TavRoundTimer *timer;
  GSignalGroup *timer_signals;

  /* Template widgets */
  GtkLabel     *title_label;
  GtkWidget    *state_box;
  GtkImage     *state_icon;
  GtkLabel     *state_label;
  GtkLabel     *clock_label;
  GtkBox       *seats_box;
  GtkWidget    *result_separator;
  GtkButton    *result_button;
  GtkWidget    *time_button;

  GHashTable   *found;
};

G_DEFINE_FINAL_TYPE (TavTableCard, tav_table_card, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_EVENT,
  PROP_TABLE,
  PROP_HEAD_SEAT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

GtkWidget *
tav_table_card_new (void)
{
  return g_object_new (TAV_TYPE_TABLE_CARD, NULL);
}

static const char *
seat_player_name (TavTableCard *self,
                  const char   *player_id)
{
  TavPlayer *player;

  if (player_id == NULL || player_id[0] == '\0')
    return NULL;
  player = self->event ? tav_event_find_player (self->event, player_id) : NULL;
  return player != NULL ? tav_player_get_name (player) : player_id;
}

static void
mark_found (TavTableCard *self,
            GtkWidget    *row,
            const char   *player_id)
{
  tav_seat_row_set_found (TAV_SEAT_ROW (row), player_id != NULL && self->found != NULL &&
                                              g_hash_table_contains (self->found, player_id));
}

/* Only the marks: a search key changes them on every card on screen, and
 * the names stay as they are. */
static void
tav_table_card_mark_seats (TavTableCard *self)
{
  guint n_seats = self->table ? tav_table_get_n_seats (self->table) : 0;
  GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->seats_box));

  for (guint i = 0; i < n_seats && row != NULL; i++, row = gtk_widget_get_next_sibling (row))
    mark_found (self, row, tav_table_get_seat (self->table, i));
}

/* The rows already there are kept and only change their text: a card is
 * bound to table after table as the grid scrolls or a search filters it,
 * and names change under it. */
static void
tav_table_card_update_seats (TavTableCard *self)
{
  guint n_seats = self->table ? tav_table_get_n_seats (self->table) : 0;
  GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->seats_box));

  for (guint i = 0; i < n_seats; i++)
    {
      const char *id = tav_table_get_seat (self->table, i);
      const char *name = seat_player_name (self, id);
      const char *head = i == 0 ? self->head_seat : NULL;
      GtkWidget *row = child;

      if (row == NULL)
        {
          row = tav_seat_row_new (i, name, head);
          gtk_box_append (self->seats_box, row);
        }
      else
        {
          tav_seat_row_update (TAV_SEAT_ROW (row), name, head);
          child = gtk_widget_get_next_sibling (child);
        }
      mark_found (self, row, id);
    }

  while (child != NULL)
    {
      GtkWidget *next = gtk_widget_get_next_sibling (child);

      gtk_box_remove (self->seats_box, child);
      child = next;
    }
}

static void
tav_table_card_update_state (TavTableCard *self)
{
  gboolean entered = self->table != NULL && tav_table_has_result (self->table);
  gboolean ready = self->table != NULL && tav_table_is_ready (self->table);
  const char *action = entered ? _("_Correct Result…") : _("_Enter Result…");
  g_autofree char *words = NULL;

  /* Who won, when the card knows the stage whose rules say it. */
  if (entered && self->event != NULL && self->stage != NULL)
    words = tav_result_describe (self->event, self->stage, self->table);

  /* A match still waiting for its players has no result to enter. */
  gtk_widget_set_visible (GTK_WIDGET (self->result_button), ready);
  gtk_widget_set_visible (self->result_separator, ready);
  /* Time is added to a table still playing. */
  gtk_widget_set_visible (self->time_button, ready && !entered);
  /* Given only when it changes: a label given a text lays it out again. */
  if (g_strcmp0 (gtk_button_get_label (self->result_button), action) != 0)
    gtk_button_set_label (self->result_button, action);

  gtk_image_set_from_icon_name (self->state_icon,
                                entered ? "object-select-symbolic" : "content-loading-symbolic");
  /* Translators: the result of a table */
  gtk_label_set_label (self->state_label,
                       words ? words : entered ? C_("result", "Entered") : C_("result", "Waiting"));

  if (entered)
    {
      gtk_widget_add_css_class (self->state_box, "entered");
      gtk_widget_remove_css_class (self->state_box, "waiting");
    }
  else
    {
      gtk_widget_add_css_class (self->state_box, "waiting");
      gtk_widget_remove_css_class (self->state_box, "entered");
    }
}

/* The button asks the page for the result of the card's table. It has no
 * action name of its own: GTK 4.8 took ~15 ms to give a new card's button
 * an action while the round's other cards watch the same one. */
static void
result_clicked_cb (TavTableCard *self)
{
  if (self->table != NULL)
    gtk_widget_activate_action (GTK_WIDGET (self), "rounds.edit-result", "u",
                                tav_table_get_number (self->table));
}

static void
time_clicked_cb (TavTableCard *self)
{
  if (self->table != NULL)
    gtk_widget_activate_action (GTK_WIDGET (self), "rounds.extend", "u",
                                tav_table_get_number (self->table));
}

/* Only a table given more time has a clock of its own; the others keep
 * to the round timer in the header bar. */
static void
tav_table_card_update_clock (TavTableCard *self)
{
  tav_table_clock_show (self->clock_label, self->table, self->timer);
}

static void
tav_table_card_update_title (TavTableCard *self)
{
  g_autofree char *title = NULL;

  if (self->table != NULL)
    title = tav_display_table_title (self->table);

  gtk_label_set_label (self->title_label, title ? title : "");
}

static void
tav_table_card_update (TavTableCard *self)
{
  tav_table_card_update_title (self);
  tav_table_card_update_state (self);
  tav_table_card_update_clock (self);
  tav_table_card_update_seats (self);
}

TavEvent *
tav_table_card_get_event (TavTableCard *self)
{
  g_return_val_if_fail (TAV_IS_TABLE_CARD (self), NULL);

  return self->event;
}

/* The event the players are looked up in. */
void
tav_table_card_set_event (TavTableCard *self,
                          TavEvent     *event)
{
  g_return_if_fail (TAV_IS_TABLE_CARD (self));
  g_return_if_fail (!event || TAV_IS_EVENT (event));

  if (!g_set_object (&self->event, event))
    return;

  g_signal_group_set_target (self->event_signals, event);
  tav_table_card_update_seats (self);
  tav_table_card_update_clock (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EVENT]);
}

/* The stage of the table's round: its rules put the result in words. */
void
tav_table_card_set_stage (TavTableCard *self,
                          TavStage     *stage)
{
  g_return_if_fail (TAV_IS_TABLE_CARD (self));
  g_return_if_fail (!stage || TAV_IS_STAGE (stage));

  if (g_set_object (&self->stage, stage))
    tav_table_card_update_state (self);
}

TavTable *
tav_table_card_get_table (TavTableCard *self)
{
  g_return_val_if_fail (TAV_IS_TABLE_CARD (self), NULL);

  return self->table;
}

void
tav_table_card_set_table (TavTableCard *self,
                          TavTable     *table)
{
  g_return_if_fail (TAV_IS_TABLE_CARD (self));
  g_return_if_fail (!table || TAV_IS_TABLE (table));

  if (!g_set_object (&self->table, table))
    return;

  g_signal_group_set_target (self->table_signals, table);
  tav_table_card_update (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TABLE]);
}

const char *
tav_table_card_get_head_seat (TavTableCard *self)
{
  g_return_val_if_fail (TAV_IS_TABLE_CARD (self), NULL);

  return self->head_seat;
}

/* The role of seat 1, or %NULL when seat 1 is like any other. */
void
tav_table_card_set_head_seat (TavTableCard *self,
                              const char   *head_seat)
{
  g_return_if_fail (TAV_IS_TABLE_CARD (self));

  if (g_strcmp0 (self->head_seat, head_seat) == 0)
    return;

  g_free (self->head_seat);
  self->head_seat = g_strdup (head_seat);

  tav_table_card_update_seats (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HEAD_SEAT]);
}

/**
 * tav_table_card_set_timer:
 * @self: a #TavTableCard
 * @timer: (nullable): the round timer: a table given more time shows
 *   its own clock while it runs
 */
void
tav_table_card_set_timer (TavTableCard  *self,
                          TavRoundTimer *timer)
{
  g_return_if_fail (TAV_IS_TABLE_CARD (self));
  g_return_if_fail (!timer || TAV_IS_ROUND_TIMER (timer));

  if (!g_set_object (&self->timer, timer))
    return;

  g_signal_group_set_target (self->timer_signals, timer);
  tav_table_card_update_clock (self);
}

/**
 * tav_table_card_set_found:
 * @self: a #TavTableCard
 * @player_ids: (nullable): the ids of the players to mark, found by a
 *   search (a set, shared with the other cards)
 */
void
tav_table_card_set_found (TavTableCard *self,
                          GHashTable   *player_ids)
{
  g_return_if_fail (TAV_IS_TABLE_CARD (self));

  if (self->found == player_ids)
    return;

  g_clear_pointer (&self->found, g_hash_table_unref);
  self->found = player_ids ? g_hash_table_ref (player_ids) : NULL;

  tav_table_card_mark_seats (self);
}

static void
tav_table_card_dispose (GObject *object)
{
  TavTableCard *self = (TavTableCard *)object;

  g_signal_group_set_target (self->event_signals, NULL);
  g_signal_group_set_target (self->table_signals, NULL);
  g_signal_group_set_target (self->timer_signals, NULL);
  g_clear_object (&self->timer);
  g_clear_object (&self->event);
  g_clear_object (&self->stage);
  g_clear_object (&self->table);

  gtk_widget_dispose_template (GTK_WIDGET (self), TAV_TYPE_TABLE_CARD);

  G_OBJECT_CLASS (tav_table_card_parent_class)->dispose (object);
}

static void
tav_table_card_finalize (GObject *object)
{
  TavTableCard *self = (TavTableCard *)object;

  g_clear_object (&self->event_signals);
  g_clear_object (&self->table_signals);
  g_clear_object (&self->timer_signals);
  g_clear_pointer (&self->head_seat, g_free);
  g_clear_pointer (&self->found, g_hash_table_unref);

  G_OBJECT_CLASS (tav_table_card_parent_class)->finalize (object);
}

static void
tav_table_card_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  TavTableCard *self = TAV_TABLE_CARD (object);

  switch (prop_id)
    {
    case PROP_EVENT:
      g_value_set_object (value, self->event);
      break;

    case PROP_TABLE:
      g_value_set_object (value, self->table);
      break;

    case PROP_HEAD_SEAT:
      g_value_set_string (value, self->head_seat);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tav_table_card_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  TavTableCard *self = TAV_TABLE_CARD (object);

  switch (prop_id)
    {
    case PROP_EVENT:
      tav_table_card_set_event (self, g_value_get_object (value));
      break;

    case PROP_TABLE:
      tav_table_card_set_table (self, g_value_get_object (value));
      break;

    case PROP_HEAD_SEAT:
      tav_table_card_set_head_seat (self, g_value_get_string (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tav_table_card_class_init (TavTableCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tav_table_card_dispose;
  object_class->finalize = tav_table_card_finalize;
  object_class->get_property = tav_table_card_get_property;
  object_class->set_property = tav_table_card_set_property;

  properties[PROP_EVENT] =
    g_param_spec_object ("event", NULL, NULL,
                         TAV_TYPE_EVENT,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  properties[PROP_TABLE] =
    g_param_spec_object ("table", NULL, NULL,
                         TAV_TYPE_TABLE,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  properties[PROP_HEAD_SEAT] =
    g_param_spec_string ("head-seat", NULL, NULL,
                         NULL,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tavolo/Tavolo/tav-table-card.ui");
  gtk_widget_class_bind_template_child (widget_class, TavTableCard, title_label);
  gtk_widget_class_bind_template_child (widget_class, TavTableCard, state_box);
  gtk_widget_class_bind_template_child (widget_class, TavTableCard, state_icon);
  gtk_widget_class_bind_template_child (widget_class, TavTableCard, state_label);
  gtk_widget_class_bind_template_child (widget_class, TavTableCard, clock_label);
  gtk_widget_class_bind_template_child (widget_class, TavTableCard, seats_box);
  gtk_widget_class_bind_template_child (widget_class, TavTableCard, result_separator);
  gtk_widget_class_bind_template_child (widget_class, TavTableCard, result_button);
  gtk_widget_class_bind_template_child (widget_class, TavTableCard, time_button);
  gtk_widget_class_bind_template_callback (widget_class, result_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, time_clicked_cb);
}

static void
tav_table_card_init (TavTableCard *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  /* Names and seats can change under a card: a player renamed, a seat
   * swapped, a result entered or cleared. */
  self->event_signals = g_signal_group_new (TAV_TYPE_EVENT);
  g_signal_group_connect_swapped (self->event_signals, "changed",
                                  G_CALLBACK (tav_table_card_update_seats), self);
  /* Time added to a table is an edit of the event like any other. */
  g_signal_group_connect_swapped (self->event_signals, "changed",
                                  G_CALLBACK (tav_table_card_update_clock), self);

  /* The clock ticks with the round timer: once a second, and only on
   * the cards of tables given more time does a label change. */
  self->timer_signals = g_signal_group_new (TAV_TYPE_ROUND_TIMER);
  g_signal_group_connect_swapped (self->timer_signals, "notify::remaining",
                                  G_CALLBACK (tav_table_card_update_clock), self);
  g_signal_group_connect_swapped (self->timer_signals, "notify::overtime",
                                  G_CALLBACK (tav_table_card_update_clock), self);
  g_signal_group_connect_swapped (self->timer_signals, "notify::running",
                                  G_CALLBACK (tav_table_card_update_clock), self);

  self->table_signals = g_signal_group_new (TAV_TYPE_TABLE);
  g_signal_group_connect_swapped (self->table_signals, "notify::label",
                                  G_CALLBACK (tav_table_card_update_title), self);
  g_signal_group_connect_swapped (self->table_signals, "notify::seats",
                                  G_CALLBACK (tav_table_card_update_seats), self);
  g_signal_group_connect_swapped (self->table_signals, "notify::seats",
                                  G_CALLBACK (tav_table_card_update_state), self);
  g_signal_group_connect_swapped (self->table_signals, "notify::has-result",
                                  G_CALLBACK (tav_table_card_update_state), self);
  g_signal_group_connect_swapped (self->table_signals, "notify::has-result",
                                  G_CALLBACK (tav_table_card_update_clock), self);

  tav_table_card_update (self);
}
