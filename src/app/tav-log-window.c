/* tav-log-window.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-log-window"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n.h>

#include "tav-log-window.h"

#include "tav-compat.h"
#include "tav-event-log.h"
#include "tav-export.h"
#include "tav-text.h"
#include "tav-ui.h"

/* The event's log, newest first: each change in words, with its time and
 * its hand. The search takes a table number or part of a player's name;
 * the drop-down keeps one hand's changes. The list is the event's own
 * model behind a sorter and a filter, so it follows every change, and a
 * new event (an undo, another file) is given by the main window. */
struct _TavLogWindow
{
  AdwWindow           parent_instance;

  TavEvent           *event;
  GtkSortListModel   *newest_first;
  GtkFilterListModel *shown;

  /* What the filter keeps: a table (0: any), the players whose names
   * hold the search, a hand (-1: any). */
  guint               table;
  GPtrArray          *player_ids;
  int                 hand;

  /* Template widgets */
  GtkListBox         *list;
  GtkSearchEntry     *search_entry;
  GtkDropDown        *hand_drop_down;
};

G_DEFINE_FINAL_TYPE (TavLogWindow, tav_log_window, ADW_TYPE_WINDOW)

static int
newest_first (gconstpointer a,
              gconstpointer b,
              gpointer      user_data)
{
  return g_date_time_compare (tav_log_entry_get_time ((TavLogEntry *) b),
                              tav_log_entry_get_time ((TavLogEntry *) a));
}

static gboolean
keep_entry (gpointer item,
            gpointer user_data)
{
  TavLogWindow *self = user_data;
  TavLogEntry *entry = item;
  gboolean concerns = self->player_ids == NULL;

  if (self->hand >= 0 && (int) tav_log_entry_get_hand (entry)->kind != self->hand)
    return FALSE;
  if (self->table > 0 && tav_log_entry_get_table (entry) != self->table)
    return FALSE;
  for (guint i = 0; !concerns && i < self->player_ids->len; i++)
    concerns = tav_log_entry_concerns_player (entry, self->player_ids->pdata[i]);
  return concerns;
}

static void
refilter (TavLogWindow *self)
{
  GtkFilter *filter = gtk_filter_list_model_get_filter (self->shown);

  gtk_filter_changed (filter, GTK_FILTER_CHANGE_DIFFERENT);
}

/* "14:05:09", with the date in front when it is not today's. */
static char *
format_time (GDateTime *time)
{
  g_autoptr(GDateTime) local = g_date_time_to_local (time);
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  int y, m, d, ny, nm, nd;

  g_date_time_get_ymd (local, &y, &m, &d);
  g_date_time_get_ymd (now, &ny, &nm, &nd);
  if (y == ny && m == nm && d == nd)
    return g_date_time_format (local, "%H:%M:%S");
  return g_date_time_format (local, "%x %H:%M:%S");
}

static GtkWidget *
create_row (gpointer item,
            gpointer user_data)
{
  TavLogWindow *self = user_data;
  TavLogEntry *entry = item;
  g_autofree char *words = tav_log_entry_describe (entry, self->event);
  g_autofree char *hand = tav_hand_describe (tav_log_entry_get_hand (entry));
  g_autofree char *time = format_time (tav_log_entry_get_time (entry));
  g_autofree char *subtitle = NULL;
  GtkWidget *row = adw_action_row_new ();

  /* TRANSLATORS: under a change in the event's log: its time, then its
   * hand ("14:05:09 · judge Marco") */
  subtitle = g_strdup_printf (_("%s · %s"), time, hand);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), words ? words : "");
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  g_object_set_data_full (G_OBJECT (row), "entry", g_object_ref (entry), g_object_unref);
  return row;
}

/* ---- Filters ----------------------------------------------------------- */

static void
set_players (TavLogWindow *self,
             const char   *text)
{
  g_autofree char *folded = tav_text_fold (text);

  self->player_ids = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; self->event && i < tav_event_get_n_players (self->event); i++)
    {
      TavPlayer *player = tav_event_get_player (self->event, i);
      g_autofree char *name = tav_text_fold (tav_player_get_name (player));

      if (strstr (name, folded) != NULL)
        g_ptr_array_add (self->player_ids, g_strdup (tav_player_get_id (player)));
    }
}

/* A number is a table; any other text, part of players' names. */
void
tav_log_window_set_search (TavLogWindow *self,
                           const char   *text)
{
  g_autofree char *clean = g_strstrip (g_strdup (text ? text : ""));

  g_return_if_fail (TAV_IS_LOG_WINDOW (self));

  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->search_entry)), text ? text : "") != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->search_entry), text ? text : "");
  self->table = 0;
  g_clear_pointer (&self->player_ids, g_ptr_array_unref);
  if (tav_text_is_number (clean))
    self->table = (guint) MIN (strtoul (clean, NULL, 10), G_MAXUINT);
  else if (clean[0] != '\0')
    set_players (self, clean);
  refilter (self);
}

static void
search_changed_cb (TavLogWindow *self)
{
  tav_log_window_set_search (self, gtk_editable_get_text (GTK_EDITABLE (self->search_entry)));
}

/* KIND: a TavHandKind, or -1 for every hand. */
void
tav_log_window_set_hand (TavLogWindow *self,
                         int           kind)
{
  g_return_if_fail (TAV_IS_LOG_WINDOW (self));
  g_return_if_fail (kind >= -1 && kind <= TAV_HAND_LAST);

  if (gtk_drop_down_get_selected (self->hand_drop_down) != (guint) (kind + 1))
    gtk_drop_down_set_selected (self->hand_drop_down, kind + 1);
  self->hand = kind;
  refilter (self);
}

static void
hand_selected_cb (TavLogWindow *self)
{
  guint selected = gtk_drop_down_get_selected (self->hand_drop_down);

  tav_log_window_set_hand (self, selected == GTK_INVALID_LIST_POSITION ? -1 : (int) selected - 1);
}

/* ---- Export ------------------------------------------------------------ */

/* The whole log, as `tavolo-cli log --format csv` writes it; the file is
 * replaced whole or not at all. */
gboolean
tav_log_window_export_to (TavLogWindow  *self,
                          GFile         *file,
                          GError       **error)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (TAV_IS_LOG_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (self->event != NULL, FALSE);

  text = tav_event_log_to_csv (self->event, NULL);
  if (!g_file_replace_contents (file, text, strlen (text), NULL, FALSE,
                                G_FILE_CREATE_REPLACE_DESTINATION, NULL, NULL, error))
    return FALSE;
  tav_export_toast (GTK_WINDOW (self), file);
  return TRUE;
}

static void
export_chosen_cb (GObject      *object,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(TavLogWindow) self = user_data;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  if (!(file = tav_compat_ask_file_finish (result, &error)) || self->event == NULL)
    return;
  if (!tav_log_window_export_to (self, file, &error))
    tav_compat_show_error (GTK_WINDOW (self), _("Could Not Export the CSV File"), error->message);
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TavLogWindow *self = TAV_LOG_WINDOW (widget);
  g_autofree char *name = NULL;

  if (self->event == NULL)
    return;
  /* TRANSLATORS: a file name: the event's name, then "Log" */
  name = g_strdup_printf (_("%s — Log.csv"), tav_event_get_name (self->event));
  g_strdelimit (name, "/\\:", '-');
  tav_compat_ask_file (GTK_WINDOW (self), TAV_FILE_EXPORT_CSV, name, NULL, NULL, 0, NULL,
                       export_chosen_cb, g_object_ref (self));
}

/* ---- The event --------------------------------------------------------- */

void
tav_log_window_set_event (TavLogWindow *self,
                          TavEvent     *event)
{
  g_return_if_fail (TAV_IS_LOG_WINDOW (self));
  g_return_if_fail (!event || TAV_IS_EVENT (event));

  if (!g_set_object (&self->event, event))
    return;
  gtk_sort_list_model_set_model (self->newest_first, event ? tav_event_get_log (event) : NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "log.export-csv", event != NULL);
  /* The players found by name are the new event's. */
  search_changed_cb (self);
}

GtkListBox *
tav_log_window_get_list (TavLogWindow *self)
{
  g_return_val_if_fail (TAV_IS_LOG_WINDOW (self), NULL);
  return self->list;
}

static void
tav_log_window_dispose (GObject *object)
{
  TavLogWindow *self = TAV_LOG_WINDOW (object);

  if (self->list)
    gtk_list_box_bind_model (self->list, NULL, NULL, NULL, NULL);
  g_clear_object (&self->shown);
  g_clear_object (&self->newest_first);
  g_clear_object (&self->event);
  g_clear_pointer (&self->player_ids, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), TAV_TYPE_LOG_WINDOW);

  G_OBJECT_CLASS (tav_log_window_parent_class)->dispose (object);
}

static void
find_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  gtk_widget_grab_focus (GTK_WIDGET (TAV_LOG_WINDOW (widget)->search_entry));
}

static void
tav_log_window_class_init (TavLogWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tav_log_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tavolo/Tavolo/tav-log-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TavLogWindow, list);
  gtk_widget_class_bind_template_child (widget_class, TavLogWindow, search_entry);
  gtk_widget_class_bind_template_child (widget_class, TavLogWindow, hand_drop_down);
  gtk_widget_class_install_action (widget_class, "log.export-csv", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "log.find", NULL, find_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "log.find", NULL);
}

static void
tav_log_window_init (TavLogWindow *self)
{
  g_autoptr(GtkStringList) hands = gtk_string_list_new (NULL);
  GtkWidget *placeholder;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->hand = -1;

  gtk_string_list_append (hands, _("Every Hand"));
  for (guint i = 0; i <= TAV_HAND_LAST; i++)
    gtk_string_list_append (hands, tav_hand_kind_get_label (i));
  gtk_drop_down_set_model (self->hand_drop_down, G_LIST_MODEL (hands));
  gtk_drop_down_set_selected (self->hand_drop_down, 0);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->hand_drop_down),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Whose changes to show"), -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_first_child (GTK_WIDGET (self->hand_drop_down))),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Whose changes to show"), -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->search_entry),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Table number or player"), -1);
  tav_ui_fit_placeholder (GTK_WIDGET (self->search_entry));

  self->newest_first = gtk_sort_list_model_new (NULL, GTK_SORTER (gtk_custom_sorter_new (newest_first, NULL, NULL)));
  self->shown = gtk_filter_list_model_new (G_LIST_MODEL (g_object_ref (self->newest_first)),
                                           GTK_FILTER (gtk_custom_filter_new (keep_entry, self, NULL)));
  gtk_list_box_bind_model (self->list, G_LIST_MODEL (self->shown), create_row, self, NULL);
  placeholder = gtk_label_new (_("No change to show. Each change to the event appears here, with its time and whose hand made it."));
  gtk_label_set_wrap (GTK_LABEL (placeholder), TRUE);
  gtk_widget_add_css_class (placeholder, "dim-label");
  gtk_widget_set_margin_top (placeholder, 24);
  gtk_widget_set_margin_bottom (placeholder, 24);
  gtk_widget_set_margin_start (placeholder, 12);
  gtk_widget_set_margin_end (placeholder, 12);
  gtk_list_box_set_placeholder (self->list, placeholder);

  g_signal_connect_swapped (self->search_entry, "search-changed", G_CALLBACK (search_changed_cb), self);
  g_signal_connect_swapped (self->hand_drop_down, "notify::selected", G_CALLBACK (hand_selected_cb), self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "log.export-csv", FALSE);
}

TavLogWindow *
tav_log_window_new (TavEvent *event)
{
  TavLogWindow *self = g_object_new (TAV_TYPE_LOG_WINDOW, NULL);

  tav_log_window_set_event (self, event);
  return self;
}
