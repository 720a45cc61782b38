/* tav-players-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-players-page"

#include "config.h"

#include <string.h>

#include "tav-players-page.h"

struct _TavPlayersPage
{
  AdwBin            parent_instance;

  TavEvent         *event;

  /* Template widgets */
  GtkStack         *stack;
  GtkColumnView    *column_view;
  GtkColumnViewColumn *id_column;
  GtkColumnViewColumn *status_column;
  GtkSortListModel *sort_model;
};

G_DEFINE_FINAL_TYPE (TavPlayersPage, tav_players_page, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_EVENT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Player ids are “p1”, “p2”, … “p10”: sort them as a person would. */
static int
compare_ids (gconstpointer a,
             gconstpointer b,
             gpointer      user_data)
{
  g_autofree char *key_a = g_utf8_collate_key_for_filename (tav_player_get_id ((TavPlayer *)a), -1);
  g_autofree char *key_b = g_utf8_collate_key_for_filename (tav_player_get_id ((TavPlayer *)b), -1);
  int result = strcmp (key_a, key_b);

  return result < 0 ? GTK_ORDERING_SMALLER : result > 0 ? GTK_ORDERING_LARGER : GTK_ORDERING_EQUAL;
}

static int
compare_status (gconstpointer a,
                gconstpointer b,
                gpointer      user_data)
{
  TavPlayerStatus status_a = tav_player_get_status ((TavPlayer *)a);
  TavPlayerStatus status_b = tav_player_get_status ((TavPlayer *)b);

  return status_a < status_b ? GTK_ORDERING_SMALLER
       : status_a > status_b ? GTK_ORDERING_LARGER
       : GTK_ORDERING_EQUAL;
}

/* Closures of the column factories in the template. */
static char *
status_label_cb (GtkListItem     *item,
                 TavPlayerStatus  status)
{
  return g_strdup (tav_player_status_get_label (status));
}

static char **
status_css_classes_cb (GtkListItem     *item,
                       TavPlayerStatus  status)
{
  GStrvBuilder *builder = g_strv_builder_new ();
  char **classes;

  g_strv_builder_add (builder, "player-status");
  if (status == TAV_PLAYER_ACTIVE)
    g_strv_builder_add (builder, "dim-label");
  else
    g_strv_builder_add (builder, "warning");

  classes = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);

  return classes;
}

static void
tav_players_page_update (TavPlayersPage *self)
{
  GListModel *players = self->event ? tav_event_get_players (self->event) : NULL;
  gboolean empty = players == NULL || g_list_model_get_n_items (players) == 0;

  gtk_stack_set_visible_child_name (self->stack, empty ? "empty" : "players");
}

TavEvent *
tav_players_page_get_event (TavPlayersPage *self)
{
  g_return_val_if_fail (TAV_IS_PLAYERS_PAGE (self), NULL);

  return self->event;
}

void
tav_players_page_set_event (TavPlayersPage *self,
                            TavEvent       *event)
{
  GListModel *players;

  g_return_if_fail (TAV_IS_PLAYERS_PAGE (self));
  g_return_if_fail (!event || TAV_IS_EVENT (event));

  if (self->event != NULL)
    g_signal_handlers_disconnect_by_func (tav_event_get_players (self->event),
                                          tav_players_page_update,
                                          self);

  if (!g_set_object (&self->event, event))
    return;

  players = event ? tav_event_get_players (event) : NULL;
  gtk_sort_list_model_set_model (self->sort_model, players);
  if (players != NULL)
    g_signal_connect_object (players, "items-changed",
                             G_CALLBACK (tav_players_page_update),
                             self,
                             G_CONNECT_SWAPPED);

  tav_players_page_update (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EVENT]);
}

/**
 * tav_players_page_get_model:
 * @self: a #TavPlayersPage
 *
 * Returns: (transfer none): the players as the list shows them, sorted
 */
GListModel *
tav_players_page_get_model (TavPlayersPage *self)
{
  g_return_val_if_fail (TAV_IS_PLAYERS_PAGE (self), NULL);

  return G_LIST_MODEL (self->sort_model);
}

static void
tav_players_page_dispose (GObject *object)
{
  TavPlayersPage *self = (TavPlayersPage *)object;

  if (self->event != NULL)
    g_signal_handlers_disconnect_by_func (tav_event_get_players (self->event),
                                          tav_players_page_update,
                                          self);
  g_clear_object (&self->event);

  /* The stack is the bin's child: take it out first, or both the template
   * and the bin would unparent it. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), TAV_TYPE_PLAYERS_PAGE);

  G_OBJECT_CLASS (tav_players_page_parent_class)->dispose (object);
}

static void
tav_players_page_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TavPlayersPage *self = TAV_PLAYERS_PAGE (object);

  switch (prop_id)
    {
    case PROP_EVENT:
      g_value_set_object (value, self->event);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tav_players_page_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  TavPlayersPage *self = TAV_PLAYERS_PAGE (object);

  switch (prop_id)
    {
    case PROP_EVENT:
      tav_players_page_set_event (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tav_players_page_class_init (TavPlayersPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tav_players_page_dispose;
  object_class->get_property = tav_players_page_get_property;
  object_class->set_property = tav_players_page_set_property;

  properties[PROP_EVENT] =
    g_param_spec_object ("event", NULL, NULL,
                         TAV_TYPE_EVENT,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The template's expressions look players up by type name. */
  g_type_ensure (TAV_TYPE_PLAYER);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tavolo/Tavolo/tav-players-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TavPlayersPage, stack);
  gtk_widget_class_bind_template_child (widget_class, TavPlayersPage, column_view);
  gtk_widget_class_bind_template_child (widget_class, TavPlayersPage, id_column);
  gtk_widget_class_bind_template_child (widget_class, TavPlayersPage, status_column);
  gtk_widget_class_bind_template_child (widget_class, TavPlayersPage, sort_model);
  gtk_widget_class_bind_template_callback (widget_class, status_label_cb);
  gtk_widget_class_bind_template_callback (widget_class, status_css_classes_cb);
}

static void
tav_players_page_init (TavPlayersPage *self)
{
  g_autoptr(GtkSorter) id_sorter = NULL;
  g_autoptr(GtkSorter) status_sorter = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));

  id_sorter = GTK_SORTER (gtk_custom_sorter_new (compare_ids, NULL, NULL));
  gtk_column_view_column_set_sorter (self->id_column, id_sorter);

  status_sorter = GTK_SORTER (gtk_custom_sorter_new (compare_status, NULL, NULL));
  gtk_column_view_column_set_sorter (self->status_column, status_sorter);
}
