/* tav-swap-chooser.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-swap-chooser"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "tav-compat.h"
#include "tav-display.h"
#include "tav-swap-chooser.h"
#include "tav-ui.h"

/* Picks the two players of a round whose seats are swapped. Each is listed
 * with where they sit now, in alphabetical order, and can be found by
 * typing. Tables with a result are left out: their seats cannot change.
 * What the swap would cost is shown under them as they are chosen, so the
 * organiser sees it before pressing Swap. */
struct _TavSwapChooser
{
  AdwBin       parent_instance;

  TavEvent    *event;
  TavRound    *round;
  GStrv        ids;
  GStrv        names;   /* as ids: the chosen player shown on two lines */
  GStrv        places;

  /* Template widgets */
  GtkDropDown *first_dropdown;
  GtkDropDown *second_dropdown;
  GtkWidget   *first_label;
  GtkWidget   *second_label;
  GtkLabel    *costs_label;
};

G_DEFINE_FINAL_TYPE (TavSwapChooser, tav_swap_chooser, ADW_TYPE_BIN)

typedef struct
{
  char *id;
  char *label;
  char *name;
  char *place;
  char *key;
} Entry;

static int
compare_entries (gconstpointer a,
                 gconstpointer b)
{
  const Entry *entry_a = *(Entry **) a;
  const Entry *entry_b = *(Entry **) b;

  return strcmp (entry_a->key, entry_b->key);
}

static void
entry_free (Entry *entry)
{
  g_free (entry->id);
  g_free (entry->label);
  g_free (entry->name);
  g_free (entry->place);
  g_free (entry->key);
  g_free (entry);
}

static void
chosen_setup_cb (GtkSignalListItemFactory *factory,
                 GtkListItem              *item)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  for (guint i = 0; i < 2; i++)
    {
      GtkWidget *label = gtk_label_new (NULL);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      if (i == 1)
        {
          gtk_widget_add_css_class (label, "caption");
          gtk_widget_add_css_class (label, "dim-label");
        }
      gtk_box_append (GTK_BOX (box), label);
    }
  gtk_list_item_set_child (item, box);
}

static void
chosen_bind_cb (GtkSignalListItemFactory *factory,
                GtkListItem              *item,
                TavSwapChooser           *self)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  guint position = gtk_list_item_get_position (item);

  if (self->names == NULL || position >= g_strv_length (self->names))
    return;
  gtk_label_set_label (GTK_LABEL (gtk_widget_get_first_child (box)), self->names[position]);
  gtk_label_set_label (GTK_LABEL (gtk_widget_get_last_child (box)), self->places[position]);
  tav_ui_name_list_row (box, gtk_string_object_get_string (gtk_list_item_get_item (item)));
}

#define MAX_COSTS_SHOWN 6

static const char *get_selected (TavSwapChooser *self,
                                GtkDropDown    *dropdown);

/* What swapping the two chosen players would cost, said before the swap. */
static void
update_costs (TavSwapChooser *self)
{
  const char *first = get_selected (self, self->first_dropdown);
  const char *second = get_selected (self, self->second_dropdown);
  TavStage *stage = tav_display_find_stage (self->event, self->round);
  g_autoptr(GPtrArray) costs = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) text = g_string_new (NULL);

  if (first == NULL || second == NULL || stage == NULL)
    g_string_truncate (text, 0);
  else if (g_strcmp0 (first, second) == 0)
    g_string_append (text, _("Choose two different players"));
  else if (!(costs = tav_event_swap_costs (self->event, stage, tav_round_get_number (self->round),
                                           first, second, &error)))
    g_string_append (text, error->message);
  else if (costs->len == 0)
    g_string_append (text, _("This swap costs nothing."));
  else
    {
      /* The rarest costs come first; a long tail of repeated meetings at
       * large tables is counted, not listed, so the buttons stay on a
       * small screen. */
      guint shown = costs->len > MAX_COSTS_SHOWN ? MAX_COSTS_SHOWN - 1 : costs->len;

      g_string_append (text, _("This swap makes:"));
      for (guint i = 0; i < shown; i++)
        g_string_append_printf (text, "\n• %s", (const char *) costs->pdata[i]);
      if (shown < costs->len)
        {
          guint more = costs->len - shown;
          /* TRANSLATORS: after the first costs of a swap, how many more */
          g_autofree char *rest = g_strdup_printf (ngettext ("…and %u more", "…and %u more", more), more);

          g_string_append_printf (text, "\n• %s", rest);
        }
    }
  gtk_label_set_label (self->costs_label, text->str);
}

GtkWidget *
tav_swap_chooser_new (TavEvent *event,
                      TavRound *round)
{
  TavSwapChooser *self = g_object_new (TAV_TYPE_SWAP_CHOOSER, NULL);
  g_autoptr(GPtrArray) entries = g_ptr_array_new_with_free_func ((GDestroyNotify) entry_free);
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);
  g_autoptr(GStrvBuilder) ids = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) places = g_strv_builder_new ();
  g_autoptr(GtkExpression) expression = NULL;

  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    {
      TavTable *table = tav_round_get_table (round, t);
      g_autofree char *table_title = tav_display_table_title (table);

      if (tav_table_has_result (table))
        continue;

      for (guint s = 0; s < tav_table_get_n_seats (table); s++)
        {
          const char *id = tav_table_get_seat (table, s);
          TavPlayer *player = tav_event_find_player (event, id);
          Entry *entry;

          if (player == NULL)
            continue;

          entry = g_new0 (Entry, 1);
          entry->id = g_strdup (id);
          /* Translators: a player and where they sit, e.g. “Anna Rossi (Table 3, seat 2)” */
          entry->label = g_strdup_printf (_("%s (%s, seat %u)"), tav_player_get_name (player),
                                          table_title, s + 1);
          entry->name = g_strdup (tav_player_get_name (player));
          /* Translators: where a player sits, under their name, e.g. “Table 3, seat 2” */
          entry->place = g_strdup_printf (_("%s, seat %u"), table_title, s + 1);
          entry->key = g_utf8_collate_key (tav_player_get_name (player), -1);
          g_ptr_array_add (entries, entry);
        }
    }

  g_ptr_array_sort (entries, compare_entries);
  for (guint i = 0; i < entries->len; i++)
    {
      Entry *entry = entries->pdata[i];

      g_strv_builder_add (ids, entry->id);
      g_strv_builder_add (names, entry->name);
      g_strv_builder_add (places, entry->place);
      gtk_string_list_append (labels, entry->label);
    }
  self->ids = g_strv_builder_end (ids);
  self->names = g_strv_builder_end (names);
  self->places = g_strv_builder_end (places);

  /* The search looks at the names the list shows. */
  expression = gtk_property_expression_new (GTK_TYPE_STRING_OBJECT, NULL, "string");
  gtk_drop_down_set_expression (self->first_dropdown, expression);
  gtk_drop_down_set_expression (self->second_dropdown, expression);
  /* The chosen player on two lines, the name above where they sit: on
   * one line a long name and its table would widen the dialog past a
   * narrow screen. The open list keeps one line each. */
  for (guint i = 0; i < 2; i++)
    {
      GtkDropDown *dropdown = i ? self->second_dropdown : self->first_dropdown;
      g_autoptr(GtkListItemFactory) chosen = gtk_signal_list_item_factory_new ();
      g_autoptr(GtkListItemFactory) rows = tav_ui_named_rows_factory (TRUE);

      g_signal_connect (chosen, "setup", G_CALLBACK (chosen_setup_cb), NULL);
      g_signal_connect_object (chosen, "bind", G_CALLBACK (chosen_bind_cb), self, 0);
      gtk_drop_down_set_factory (dropdown, chosen);
      gtk_drop_down_set_list_factory (dropdown, rows);
    }
  gtk_drop_down_set_model (self->first_dropdown, G_LIST_MODEL (labels));
  gtk_drop_down_set_model (self->second_dropdown, G_LIST_MODEL (labels));
  if (entries->len > 1)
    gtk_drop_down_set_selected (self->second_dropdown, 1);

  self->event = g_object_ref (event);
  self->round = g_object_ref (round);
  g_signal_connect_object (self->first_dropdown, "notify::selected",
                           G_CALLBACK (update_costs), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->second_dropdown, "notify::selected",
                           G_CALLBACK (update_costs), self, G_CONNECT_SWAPPED);
  update_costs (self);

  return GTK_WIDGET (self);
}

static const char *
get_selected (TavSwapChooser *self,
              GtkDropDown    *dropdown)
{
  guint selected = gtk_drop_down_get_selected (dropdown);

  if (self->ids == NULL || selected >= g_strv_length (self->ids))
    return NULL;

  return self->ids[selected];
}

const char *
tav_swap_chooser_get_first (TavSwapChooser *self)
{
  g_return_val_if_fail (TAV_IS_SWAP_CHOOSER (self), NULL);

  return get_selected (self, self->first_dropdown);
}

const char *
tav_swap_chooser_get_second (TavSwapChooser *self)
{
  g_return_val_if_fail (TAV_IS_SWAP_CHOOSER (self), NULL);

  return get_selected (self, self->second_dropdown);
}

static void
select_id (TavSwapChooser *self,
           GtkDropDown    *dropdown,
           const char     *id)
{
  for (guint i = 0; self->ids != NULL && self->ids[i] != NULL; i++)
    if (g_strcmp0 (self->ids[i], id) == 0)
      gtk_drop_down_set_selected (dropdown, i);
}

/* What the chosen swap would cost, as shown: for tests. */
const char *
tav_swap_chooser_get_costs (TavSwapChooser *self)
{
  g_return_val_if_fail (TAV_IS_SWAP_CHOOSER (self), NULL);

  return gtk_label_get_label (self->costs_label);
}

void
tav_swap_chooser_select (TavSwapChooser *self,
                         const char     *first,
                         const char     *second)
{
  g_return_if_fail (TAV_IS_SWAP_CHOOSER (self));

  select_id (self, self->first_dropdown, first);
  select_id (self, self->second_dropdown, second);
}

/* ---- The question ----------------------------------------------------- */

typedef struct
{
  GtkWidget      *widget;
  TavEvent       *event;
  TavRound       *round;
  TavSwapChooser *chooser;
} Swap;

static void
swap_free (Swap *swap)
{
  g_clear_object (&swap->widget);
  g_clear_object (&swap->event);
  g_clear_object (&swap->round);
  g_clear_object (&swap->chooser);
  g_free (swap);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Swap, swap_free)

static void
swap_cb (GObject      *object,
         GAsyncResult *result,
         gpointer      user_data)
{
  g_autoptr(Swap) swap = user_data;
  g_autofree char *response = tav_compat_choose_finish (result, NULL);
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GError) error = NULL;
  const char *first = tav_swap_chooser_get_first (swap->chooser);
  const char *second = tav_swap_chooser_get_second (swap->chooser);
  TavStage *stage;

  if (g_strcmp0 (response, "swap") != 0 || first == NULL || second == NULL)
    return;

  stage = tav_display_find_stage (swap->event, swap->round);
  if (stage == NULL)
    return;

  if (g_strcmp0 (first, second) == 0)
    g_set_error (&error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID,
                 _("Choose two different players"));
  else
    tav_event_swap_seats (swap->event, stage, tav_round_get_number (swap->round),
                          first, second, &problems, &error);

  if (error != NULL)
    {
      tav_ui_error (swap->widget, _("Could Not Swap the Seats"), error->message);
      return;
    }

  /* The seating stands (the organiser decides), but what it breaks is
   * said now, and stays listed above the tables. */
  if (problems != NULL && problems->len > 0)
    {
      g_autoptr(GString) text = g_string_new (NULL);

      for (guint i = 0; i < problems->len; i++)
        g_string_append_printf (text, "%s%s", i ? "\n" : "", (const char *) problems->pdata[i]);
      tav_ui_error (swap->widget, _("The New Seating Breaks a Rule"), text->str);
    }
  else
    tav_ui_toast (swap->widget, _("Seats swapped"));
}

/**
 * tav_swap_chooser_ask:
 * @widget: the widget asking, for the window and the messages
 * @event: the event
 * @round: the round whose seats change
 * @first: (nullable): the player offered first
 * @second: (nullable): and second
 *
 * Asks for two players of @round, shows what swapping them would cost and
 * swaps their seats on Swap only; the rules the new seating breaks are
 * reported.
 */
void
tav_swap_chooser_ask (GtkWidget  *widget,
                      TavEvent   *event,
                      TavRound   *round,
                      const char *first,
                      const char *second)
{
  TavResponse responses[] = {
    { "cancel", _("_Cancel"), TAV_RESPONSE_DEFAULT },
    { "swap", _("_Swap"), TAV_RESPONSE_SUGGESTED },
  };
  Swap *swap;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (TAV_IS_EVENT (event));
  g_return_if_fail (TAV_IS_ROUND (round));

  swap = g_new0 (Swap, 1);
  swap->widget = g_object_ref (widget);
  swap->event = g_object_ref (event);
  swap->round = g_object_ref (round);
  swap->chooser = g_object_ref_sink (TAV_SWAP_CHOOSER (tav_swap_chooser_new (event, round)));
  tav_swap_chooser_select (swap->chooser, first, second);

  tav_compat_choose (tav_ui_get_window (widget), _("Swap Seats"),
                     _("The two players change places; the rules of the seating are checked again."),
                     GTK_WIDGET (swap->chooser), responses, G_N_ELEMENTS (responses),
                     "swap", "cancel", NULL, swap_cb, swap);
}

static void
tav_swap_chooser_dispose (GObject *object)
{
  TavSwapChooser *self = (TavSwapChooser *)object;

  gtk_widget_dispose_template (GTK_WIDGET (object), TAV_TYPE_SWAP_CHOOSER);
  g_clear_object (&self->event);
  g_clear_object (&self->round);

  G_OBJECT_CLASS (tav_swap_chooser_parent_class)->dispose (object);
}

static void
tav_swap_chooser_finalize (GObject *object)
{
  TavSwapChooser *self = (TavSwapChooser *)object;

  g_clear_pointer (&self->ids, g_strfreev);
  g_clear_pointer (&self->names, g_strfreev);
  g_clear_pointer (&self->places, g_strfreev);

  G_OBJECT_CLASS (tav_swap_chooser_parent_class)->finalize (object);
}

static void
tav_swap_chooser_class_init (TavSwapChooserClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tav_swap_chooser_dispose;
  object_class->finalize = tav_swap_chooser_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tavolo/Tavolo/tav-swap-chooser.ui");
  gtk_widget_class_bind_template_child (widget_class, TavSwapChooser, first_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TavSwapChooser, second_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TavSwapChooser, first_label);
  gtk_widget_class_bind_template_child (widget_class, TavSwapChooser, second_label);
  gtk_widget_class_bind_template_child (widget_class, TavSwapChooser, costs_label);
}

static void
tav_swap_chooser_init (TavSwapChooser *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  tav_ui_label_drop_down (self->first_dropdown, self->first_label);
  tav_ui_label_drop_down (self->second_dropdown, self->second_label);
}
