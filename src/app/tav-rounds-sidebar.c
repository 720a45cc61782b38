/* tav-rounds-sidebar.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-rounds-sidebar"

#include "config.h"

#include "tav-round-row.h"
#include "tav-rounds-page.h"
#include "tav-rounds-sidebar.h"
#include "tav-ui.h"

/* The sidebar of the rounds page lists the rounds under the name of their
 * stage: its model, flattened from the event's stages, and the rows its
 * factory (the page template's) makes of it. A heading is not chosen; a
 * round is. */

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
bind_heading (GtkListItem *list_item,
              TavStage    *stage)
{
  GtkWidget *child = gtk_list_item_get_child (list_item);

  if (!GTK_IS_LABEL (child))
    {
      child = gtk_label_new (NULL);
      gtk_label_set_xalign (GTK_LABEL (child), 0.0);
      /* A stage's name can be long ("Квалификационен етап"): wrapped,
       * never cut, in the narrow sidebar. */
      gtk_label_set_wrap (GTK_LABEL (child), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (child), PANGO_WRAP_WORD_CHAR);
      gtk_widget_add_css_class (child, "sidebar-heading");
      gtk_widget_add_css_class (child, "heading");
      gtk_widget_add_css_class (child, "dim-label");
      gtk_list_item_set_child (list_item, child);
    }
  gtk_label_set_label (GTK_LABEL (child), tav_stage_get_name (stage));
  tav_ui_name_list_row (child, tav_stage_get_name (stage));
  gtk_list_item_set_selectable (list_item, FALSE);
  gtk_list_item_set_activatable (list_item, FALSE);
}

static void
sidebar_bind_cb (GtkSignalListItemFactory *factory,
                 GtkListItem              *list_item,
                 gpointer                  page)
{
  gpointer item = gtk_list_item_get_item (list_item);
  GtkWidget *child = gtk_list_item_get_child (list_item);

  if (TAV_IS_STAGE (item))
    {
      bind_heading (list_item, item);
      return;
    }
  if (!TAV_IS_ROUND_ROW (child))
    {
      child = tav_round_row_new ();
      gtk_list_item_set_child (list_item, child);
    }
  tav_round_row_set_round (TAV_ROUND_ROW (child), item);
  tav_round_row_set_event (TAV_ROUND_ROW (child), tav_rounds_page_get_event (page));
  gtk_list_item_set_selectable (list_item, TRUE);
  gtk_list_item_set_activatable (list_item, TRUE);
}

static void
sidebar_unbind_cb (GtkSignalListItemFactory *factory,
                   GtkListItem              *list_item,
                   gpointer                  page)
{
  GtkWidget *child = gtk_list_item_get_child (list_item);

  if (TAV_IS_ROUND_ROW (child))
    {
      tav_round_row_set_round (TAV_ROUND_ROW (child), NULL);
      tav_round_row_set_event (TAV_ROUND_ROW (child), NULL);
    }
}

/**
 * tav_rounds_sidebar_new_model:
 * @event: an event
 *
 * Returns: (transfer full): the stages of @event, each followed by its
 *   rounds, following the event
 */
GListModel *
tav_rounds_sidebar_new_model (TavEvent *event)
{
  GtkMapListModel *stages = gtk_map_list_model_new (g_object_ref (tav_event_get_stages (event)),
                                                    map_stage_to_sidebar, NULL, NULL);

  return G_LIST_MODEL (gtk_flatten_list_model_new (G_LIST_MODEL (stages)));
}

/* Where @item is in @model, or GTK_INVALID_LIST_POSITION. */
guint
tav_rounds_sidebar_find (GListModel *model,
                         gpointer    item)
{
  guint n_items = g_list_model_get_n_items (model);

  for (guint i = 0; i < n_items; i++)
    {
      g_autoptr(GObject) candidate = g_list_model_get_item (model, i);

      if (candidate == item)
        return i;
    }

  return GTK_INVALID_LIST_POSITION;
}

/* Whether @model lists a round, not only headings. */
gboolean
tav_rounds_sidebar_has_rounds (GListModel *model)
{
  guint n_items = g_list_model_get_n_items (model);
  gboolean has_rounds = FALSE;

  for (guint i = 0; i < n_items && !has_rounds; i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (model, i);

      has_rounds = TAV_IS_ROUND (item);
    }
  return has_rounds;
}

/* The callbacks of the sidebar's factory, named in the page's template. */
void
tav_rounds_sidebar_bind_template (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, sidebar_bind_cb);
  gtk_widget_class_bind_template_callback (widget_class, sidebar_unbind_cb);
}
