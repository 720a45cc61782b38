/* tav-rounds-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-rounds-page"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-display.h"
#include "tav-round-row.h"
#include "tav-rounds-page.h"
#include "tav-table-card.h"

/* The seating of every round: a sidebar lists the rounds under the name of
 * their stage, and the tables of the chosen round are shown as cards. */
struct _TavRoundsPage
{
  AdwBin              parent_instance;

  TavEvent           *event;
  TavRound           *round;
  char               *head_seat;
  GSignalGroup       *round_signals;

  /* Template widgets */
  GtkStack           *stack;
  AdwLeaflet         *leaflet;
  GtkSingleSelection *sidebar_selection;
  GtkWidget          *content_box;
  GtkLabel           *round_title_label;
  GtkLabel           *round_subtitle_label;
  GtkNoSelection     *tables_selection;
};

G_DEFINE_FINAL_TYPE (TavRoundsPage, tav_rounds_page, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_EVENT,
  PROP_ROUND,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Each stage becomes its heading followed by its rounds. */
static gpointer
map_stage_to_sidebar (gpointer item,
                      gpointer user_data)
{
  g_autoptr(TavStage) stage = item;
  g_autoptr(GListStore) heading = g_list_store_new (TAV_TYPE_STAGE);
  GListStore *parts = g_list_store_new (G_TYPE_LIST_MODEL);

  g_list_store_append (heading, stage);
  g_list_store_append (parts, heading);
  g_list_store_append (parts, tav_stage_get_rounds (stage));

  return gtk_flatten_list_model_new (G_LIST_MODEL (parts));
}

static void
tav_rounds_page_update_header (TavRoundsPage *self)
{
  g_autofree char *title = NULL;
  g_autofree char *progress = NULL;
  g_autofree char *subtitle = NULL;
  TavStage *stage = NULL;
  guint n_tables, n_entered;

  if (self->round == NULL)
    {
      gtk_label_set_label (self->round_title_label, "");
      gtk_label_set_label (self->round_subtitle_label, "");
      return;
    }

  title = tav_display_round_title (self->round);
  n_tables = tav_round_get_n_tables (self->round);
  n_entered = tav_round_get_n_entered (self->round);

  if (n_tables > 0 && n_entered == n_tables)
    progress = g_strdup (_("All results entered"));
  else
    progress = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "%u of %u result entered",
                                             "%u of %u results entered",
                                             n_tables),
                                n_entered, n_tables);

  if (self->event != NULL)
    stage = tav_display_find_stage (self->event, self->round);

  if (stage != NULL && tav_stage_get_name (stage)[0] != '\0')
    /* Translators: the stage of a round, then how many results are in */
    subtitle = g_strdup_printf (_("%s · %s"), tav_stage_get_name (stage), progress);
  else
    subtitle = g_steal_pointer (&progress);

  gtk_label_set_label (self->round_title_label, title);
  gtk_label_set_label (self->round_subtitle_label, subtitle);
}

static void
tav_rounds_page_show_round (TavRoundsPage *self,
                            TavRound      *round)
{
  const char *head_seat = NULL;

  if (self->round == round)
    return;

  g_set_object (&self->round, round);
  g_signal_group_set_target (self->round_signals, round);

  /* The cards read the head seat when they are bound to a table: change it
   * before the tables. */
  if (round != NULL && self->event != NULL)
    {
      TavStage *stage = tav_display_find_stage (self->event, round);

      if (stage != NULL)
        head_seat = tav_display_head_seat (self->event, stage);
    }
  g_free (self->head_seat);
  self->head_seat = g_strdup (head_seat);

  gtk_no_selection_set_model (self->tables_selection,
                              round != NULL ? tav_round_get_tables (round) : NULL);
  tav_rounds_page_update_header (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROUND]);
}

static guint
find_in_sidebar (TavRoundsPage *self,
                 gpointer       item)
{
  GListModel *model = G_LIST_MODEL (self->sidebar_selection);
  guint n_items = g_list_model_get_n_items (model);

  for (guint i = 0; i < n_items; i++)
    {
      g_autoptr(GObject) candidate = g_list_model_get_item (model, i);

      if (candidate == item)
        return i;
    }

  return GTK_INVALID_LIST_POSITION;
}

/**
 * tav_rounds_page_select_round:
 * @self: a #TavRoundsPage
 * @round: a round of the event shown
 *
 * Shows the tables of @round.
 *
 * Returns: %TRUE if @round is one of the event's rounds
 */
gboolean
tav_rounds_page_select_round (TavRoundsPage *self,
                              TavRound      *round)
{
  guint position;

  g_return_val_if_fail (TAV_IS_ROUNDS_PAGE (self), FALSE);
  g_return_val_if_fail (TAV_IS_ROUND (round), FALSE);

  position = find_in_sidebar (self, round);
  if (position == GTK_INVALID_LIST_POSITION)
    return FALSE;

  gtk_single_selection_set_selected (self->sidebar_selection, position);

  return self->round == round;
}

/* The round being played: the last one of the last stage. */
static void
tav_rounds_page_select_current (TavRoundsPage *self)
{
  TavStage *stage = self->event ? tav_event_get_current_stage (self->event) : NULL;
  TavRound *round = stage ? tav_stage_get_last_round (stage) : NULL;

  if (round != NULL)
    tav_rounds_page_select_round (self, round);
  else
    tav_rounds_page_show_round (self, NULL);
}

static void
sidebar_selection_changed_cb (TavRoundsPage *self)
{
  gpointer item = gtk_single_selection_get_selected_item (self->sidebar_selection);

  if (TAV_IS_ROUND (item))
    tav_rounds_page_show_round (self, item);
}

/* On a narrow window the sidebar and the tables take turns: a click on a
 * round (or Enter) goes on to its tables. The arrow keys only choose. */
static void
sidebar_activate_cb (TavRoundsPage *self)
{
  if (self->round != NULL && adw_leaflet_get_folded (self->leaflet))
    adw_leaflet_set_visible_child (self->leaflet, self->content_box);
}

static void
sidebar_released_cb (TavRoundsPage *self)
{
  sidebar_activate_cb (self);
}

static void
sidebar_items_changed_cb (TavRoundsPage *self)
{
  GListModel *model = G_LIST_MODEL (self->sidebar_selection);
  guint n_items = g_list_model_get_n_items (model);
  gboolean has_rounds = FALSE;

  for (guint i = 0; i < n_items && !has_rounds; i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (model, i);

      has_rounds = TAV_IS_ROUND (item);
    }

  gtk_stack_set_visible_child_name (self->stack, has_rounds ? "rounds" : "empty");

  /* A round shown may be gone (a redraw replaces the last round). */
  if (self->round == NULL || find_in_sidebar (self, self->round) == GTK_INVALID_LIST_POSITION)
    tav_rounds_page_select_current (self);
}

TavEvent *
tav_rounds_page_get_event (TavRoundsPage *self)
{
  g_return_val_if_fail (TAV_IS_ROUNDS_PAGE (self), NULL);

  return self->event;
}

void
tav_rounds_page_set_event (TavRoundsPage *self,
                           TavEvent      *event)
{
  g_autoptr(GListModel) sidebar = NULL;

  g_return_if_fail (TAV_IS_ROUNDS_PAGE (self));
  g_return_if_fail (!event || TAV_IS_EVENT (event));

  if (self->event == event)
    return;

  tav_rounds_page_show_round (self, NULL);
  g_set_object (&self->event, event);

  if (event != NULL)
    {
      GtkMapListModel *stages;

      stages = gtk_map_list_model_new (g_object_ref (tav_event_get_stages (event)),
                                       map_stage_to_sidebar, NULL, NULL);
      sidebar = G_LIST_MODEL (gtk_flatten_list_model_new (G_LIST_MODEL (stages)));
    }

  gtk_single_selection_set_model (self->sidebar_selection, sidebar);

  sidebar_items_changed_cb (self);
  adw_leaflet_set_visible_child (self->leaflet, self->content_box);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EVENT]);
}

TavRound *
tav_rounds_page_get_round (TavRoundsPage *self)
{
  g_return_val_if_fail (TAV_IS_ROUNDS_PAGE (self), NULL);

  return self->round;
}

static void
sidebar_bind_cb (GtkSignalListItemFactory *factory,
                 GtkListItem              *list_item,
                 TavRoundsPage            *self)
{
  gpointer item = gtk_list_item_get_item (list_item);
  GtkWidget *child = gtk_list_item_get_child (list_item);

  if (TAV_IS_STAGE (item))
    {
      if (!GTK_IS_LABEL (child))
        {
          child = gtk_label_new (NULL);
          gtk_label_set_xalign (GTK_LABEL (child), 0.0);
          gtk_label_set_ellipsize (GTK_LABEL (child), PANGO_ELLIPSIZE_END);
          gtk_widget_add_css_class (child, "sidebar-heading");
          gtk_widget_add_css_class (child, "heading");
          gtk_widget_add_css_class (child, "dim-label");
          gtk_list_item_set_child (list_item, child);
        }
      gtk_label_set_label (GTK_LABEL (child), tav_stage_get_name (item));
      gtk_list_item_set_selectable (list_item, FALSE);
      gtk_list_item_set_activatable (list_item, FALSE);
    }
  else
    {
      if (!TAV_IS_ROUND_ROW (child))
        {
          child = tav_round_row_new ();
          gtk_list_item_set_child (list_item, child);
        }
      tav_round_row_set_round (TAV_ROUND_ROW (child), item);
      gtk_list_item_set_selectable (list_item, TRUE);
      gtk_list_item_set_activatable (list_item, TRUE);
    }
}

static void
sidebar_unbind_cb (GtkSignalListItemFactory *factory,
                   GtkListItem              *list_item,
                   TavRoundsPage            *self)
{
  GtkWidget *child = gtk_list_item_get_child (list_item);

  if (TAV_IS_ROUND_ROW (child))
    tav_round_row_set_round (TAV_ROUND_ROW (child), NULL);
}

static void
tables_setup_cb (GtkSignalListItemFactory *factory,
                 GtkListItem              *list_item,
                 TavRoundsPage            *self)
{
  gtk_list_item_set_child (list_item, tav_table_card_new ());
  gtk_list_item_set_activatable (list_item, FALSE);
}

static void
tables_bind_cb (GtkSignalListItemFactory *factory,
                GtkListItem              *list_item,
                TavRoundsPage            *self)
{
  TavTableCard *card = TAV_TABLE_CARD (gtk_list_item_get_child (list_item));

  tav_table_card_set_event (card, self->event);
  tav_table_card_set_head_seat (card, self->head_seat);
  tav_table_card_set_table (card, gtk_list_item_get_item (list_item));
}

static void
tables_unbind_cb (GtkSignalListItemFactory *factory,
                  GtkListItem              *list_item,
                  TavRoundsPage            *self)
{
  TavTableCard *card = TAV_TABLE_CARD (gtk_list_item_get_child (list_item));

  tav_table_card_set_table (card, NULL);
  tav_table_card_set_event (card, NULL);
}

static void
tav_rounds_page_show_sidebar (GtkWidget  *widget,
                              const char *action_name,
                              GVariant   *parameter)
{
  TavRoundsPage *self = TAV_ROUNDS_PAGE (widget);

  adw_leaflet_navigate (self->leaflet, ADW_NAVIGATION_DIRECTION_BACK);
}

static void
tav_rounds_page_dispose (GObject *object)
{
  TavRoundsPage *self = (TavRoundsPage *)object;

  g_signal_group_set_target (self->round_signals, NULL);
  g_clear_object (&self->round);
  g_clear_object (&self->event);

  /* The stack is the bin's child: take it out first, or both the template
   * and the bin would unparent it. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), TAV_TYPE_ROUNDS_PAGE);

  G_OBJECT_CLASS (tav_rounds_page_parent_class)->dispose (object);
}

static void
tav_rounds_page_finalize (GObject *object)
{
  TavRoundsPage *self = (TavRoundsPage *)object;

  g_clear_object (&self->round_signals);
  g_clear_pointer (&self->head_seat, g_free);

  G_OBJECT_CLASS (tav_rounds_page_parent_class)->finalize (object);
}

static void
tav_rounds_page_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  TavRoundsPage *self = TAV_ROUNDS_PAGE (object);

  switch (prop_id)
    {
    case PROP_EVENT:
      g_value_set_object (value, self->event);
      break;

    case PROP_ROUND:
      g_value_set_object (value, self->round);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tav_rounds_page_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  TavRoundsPage *self = TAV_ROUNDS_PAGE (object);

  switch (prop_id)
    {
    case PROP_EVENT:
      tav_rounds_page_set_event (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tav_rounds_page_class_init (TavRoundsPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tav_rounds_page_dispose;
  object_class->finalize = tav_rounds_page_finalize;
  object_class->get_property = tav_rounds_page_get_property;
  object_class->set_property = tav_rounds_page_set_property;

  properties[PROP_EVENT] =
    g_param_spec_object ("event", NULL, NULL,
                         TAV_TYPE_EVENT,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  properties[PROP_ROUND] =
    g_param_spec_object ("round", NULL, NULL,
                         TAV_TYPE_ROUND,
                         (G_PARAM_READABLE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_install_action (widget_class, "rounds.show-sidebar", NULL,
                                   tav_rounds_page_show_sidebar);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tavolo/Tavolo/tav-rounds-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TavRoundsPage, stack);
  gtk_widget_class_bind_template_child (widget_class, TavRoundsPage, leaflet);
  gtk_widget_class_bind_template_child (widget_class, TavRoundsPage, sidebar_selection);
  gtk_widget_class_bind_template_child (widget_class, TavRoundsPage, content_box);
  gtk_widget_class_bind_template_child (widget_class, TavRoundsPage, round_title_label);
  gtk_widget_class_bind_template_child (widget_class, TavRoundsPage, round_subtitle_label);
  gtk_widget_class_bind_template_child (widget_class, TavRoundsPage, tables_selection);
  gtk_widget_class_bind_template_callback (widget_class, sidebar_selection_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, sidebar_items_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, sidebar_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, sidebar_released_cb);
  gtk_widget_class_bind_template_callback (widget_class, sidebar_bind_cb);
  gtk_widget_class_bind_template_callback (widget_class, sidebar_unbind_cb);
  gtk_widget_class_bind_template_callback (widget_class, tables_setup_cb);
  gtk_widget_class_bind_template_callback (widget_class, tables_bind_cb);
  gtk_widget_class_bind_template_callback (widget_class, tables_unbind_cb);
}

static void
tav_rounds_page_init (TavRoundsPage *self)
{
  self->round_signals = g_signal_group_new (TAV_TYPE_ROUND);
  g_signal_group_connect_swapped (self->round_signals, "notify::n-entered",
                                  G_CALLBACK (tav_rounds_page_update_header), self);
  g_signal_group_connect_swapped (self->round_signals, "notify::name",
                                  G_CALLBACK (tav_rounds_page_update_header), self);

  gtk_widget_init_template (GTK_WIDGET (self));
}
