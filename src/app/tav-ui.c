/* tav-ui.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-ui"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-compat.h"
#include "tav-ui.h"

/* Pages report through the window they are in, without knowing it: a
 * toast goes to the nearest AdwToastOverlay above the widget. */

GtkWindow *
tav_ui_get_window (GtkWidget *widget)
{
  GtkRoot *root = gtk_widget_get_root (widget);

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

/* The overlay around @widget, or for a window the one it is made of. */
static GtkWidget *
find_toast_overlay (GtkWidget *widget)
{
  GtkWidget *content = NULL;

  if (ADW_IS_APPLICATION_WINDOW (widget))
    content = adw_application_window_get_content (ADW_APPLICATION_WINDOW (widget));
  else if (ADW_IS_WINDOW (widget))
    content = adw_window_get_content (ADW_WINDOW (widget));
  else if (GTK_IS_WINDOW (widget))
    content = gtk_window_get_child (GTK_WINDOW (widget));

  if (ADW_IS_TOAST_OVERLAY (content))
    return content;

  return gtk_widget_get_ancestor (widget, ADW_TYPE_TOAST_OVERLAY);
}

/* The toast on screen, which a new message replaces in place, and the
 * timer that takes it away 4 s after the last one. */
typedef struct
{
  AdwToast       *toast;
  guint           timeout_id;
  TavUiUndoFunc   undo;      /* its button's, or NULL: no button */
  gpointer        undo_data;
  GDestroyNotify  undo_destroy;
} Shown;

static void
shown_set_undo (Shown          *shown,
                TavUiUndoFunc   undo,
                gpointer        data,
                GDestroyNotify  destroy)
{
  gboolean had_button = shown->undo != NULL;

  if (shown->undo_destroy)
    shown->undo_destroy (shown->undo_data);
  shown->undo = undo;
  shown->undo_data = data;
  shown->undo_destroy = destroy;
  /* Only when the button comes or goes: a toast of libadwaita 1.2 that is
   * still coming in is best left alone (see show_toast ()), and most
   * toasts never have a button. */
  if (had_button != (undo != NULL))
    adw_toast_set_button_label (shown->toast, undo ? _("_Undo") : NULL);
}

static void
shown_free (Shown *shown)
{
  g_clear_handle_id (&shown->timeout_id, g_source_remove);
  if (shown->undo_destroy)
    shown->undo_destroy (shown->undo_data);
  g_clear_object (&shown->toast);
  g_free (shown);
}

static gboolean
toast_timeout_cb (gpointer data)
{
  Shown *shown = data;

  shown->timeout_id = 0;
  /* Frees @shown, through toast_dismissed_cb. */
  adw_toast_dismiss (shown->toast);
  return G_SOURCE_REMOVE;
}

/* Gone from the screen (the timer, or its close button): the next message
 * is a new toast. */
static void
toast_dismissed_cb (AdwToast  *toast,
                    GtkWidget *overlay)
{
  Shown *shown = g_object_get_data (G_OBJECT (overlay), "tav-toast");

  if (shown && shown->toast == toast)
    g_object_set_data (G_OBJECT (overlay), "tav-toast", NULL);
}

/* The button of the toast on screen: what it undoes is the last news's. */
static void
toast_button_cb (AdwToast  *toast,
                 GtkWidget *overlay)
{
  Shown *shown = g_object_get_data (G_OBJECT (overlay), "tav-toast");

  if (shown && shown->toast == toast && shown->undo)
    shown->undo (shown->undo_data);
}

/* The news replaces the old in the toast on screen, for 4 s more: 38
 * players checked in one after the other would otherwise queue 38
 * toasts, the last one on screen minutes later. (The toasts of
 * libadwaita 1.2 keep their own timeout from when they were shown, and
 * dismissing one that is still coming in can crash: they have none,
 * this timer takes them away.) Its title and its Undo are set in one go:
 * a button that stays is not taken away and given back. */
static void
show_toast (GtkWidget      *widget,
            const char     *title,
            TavUiUndoFunc   undo,
            gpointer        data,
            GDestroyNotify  destroy)
{
  GtkWidget *overlay = find_toast_overlay (widget);
  g_autofree char *escaped = NULL;
  Shown *shown;

  if (overlay == NULL)
    {
      if (destroy)
        destroy (data);
      return;
    }

  /* For tests and for the next toast to tell: what was said last. */
  g_object_set_data_full (G_OBJECT (overlay), "tav-last-toast", g_strdup (title), g_free);

  /* A toast's title is markup: a name such as “Rossi & Figli” is text. */
  escaped = g_markup_escape_text (title, -1);
  if ((shown = g_object_get_data (G_OBJECT (overlay), "tav-toast")) != NULL)
    {
      adw_toast_set_title (shown->toast, escaped);
      shown_set_undo (shown, undo, data, destroy);
    }
  else
    {
      shown = g_new0 (Shown, 1);
      shown->toast = adw_toast_new (escaped);
      adw_toast_set_timeout (shown->toast, 0);
      shown_set_undo (shown, undo, data, destroy);
      g_object_set_data_full (G_OBJECT (overlay), "tav-toast", shown, (GDestroyNotify) shown_free);
      g_signal_connect_object (shown->toast, "dismissed", G_CALLBACK (toast_dismissed_cb), overlay, 0);
      g_signal_connect_object (shown->toast, "button-clicked", G_CALLBACK (toast_button_cb), overlay, 0);
      adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), g_object_ref (shown->toast));
    }
  g_clear_handle_id (&shown->timeout_id, g_source_remove);
  shown->timeout_id = g_timeout_add_seconds (4, toast_timeout_cb, shown);
}

/* As tav_ui_toast (), with an Undo button that calls @undo (@data);
 * @destroy frees @data when the toast goes or says something else. */
void
tav_ui_toast_with_undo (GtkWidget      *widget,
                        const char     *title,
                        TavUiUndoFunc   undo,
                        gpointer        data,
                        GDestroyNotify  destroy)
{
  show_toast (widget, title, undo, data, destroy);
}

void
tav_ui_toast (GtkWidget  *widget,
              const char *title)
{
  show_toast (widget, title, NULL, NULL, NULL);
}

/* What the Undo of the toast on screen over @widget undoes (its @data),
 * or %NULL: news that comes while it is shown may add to it. */
gpointer
tav_ui_get_toast_undo_data (GtkWidget *widget)
{
  GtkWidget *overlay = find_toast_overlay (widget);
  Shown *shown = overlay ? g_object_get_data (G_OBJECT (overlay), "tav-toast") : NULL;

  return shown && shown->undo ? shown->undo_data : NULL;
}

/* The toast on screen over @widget, or %NULL. */
AdwToast *
tav_ui_get_toast (GtkWidget *widget)
{
  GtkWidget *overlay = find_toast_overlay (widget);
  Shown *shown = overlay ? g_object_get_data (G_OBJECT (overlay), "tav-toast") : NULL;

  return shown ? shown->toast : NULL;
}

/* The title of the last toast shown over @widget, or %NULL. */
const char *
tav_ui_get_last_toast (GtkWidget *widget)
{
  GtkWidget *overlay = find_toast_overlay (widget);

  return overlay ? g_object_get_data (G_OBJECT (overlay), "tav-last-toast") : NULL;
}

/* The core's messages already say what is wrong and why: @body is one. */
void
tav_ui_error (GtkWidget  *widget,
              const char *heading,
              const char *body)
{
  tav_compat_show_error (tav_ui_get_window (widget), heading, body);
}

/* ---- Tooltips of rows and cards ---------------------------------------- */

/* gtk_widget_set_tooltip_text() asks the display where the pointer is
 * each time the text changes (GTK 4.8: three round trips to the X server),
 * which list views paid for each of the hundreds of rows they build. A
 * row's tooltip is kept here and given when GTK asks for it instead; its
 * text also describes the widget to assistive technologies, as a tooltip
 * set by GTK does. */

static gboolean
query_tooltip_cb (GtkWidget  *widget,
                  int         x,
                  int         y,
                  gboolean    keyboard,
                  GtkTooltip *tooltip,
                  gpointer    user_data)
{
  const char *text = tav_ui_get_tooltip (widget);

  if (text == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

void
tav_ui_set_tooltip (GtkWidget  *widget,
                    const char *text)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  if (text != NULL && text[0] == '\0')
    text = NULL;
  if (g_strcmp0 (text, tav_ui_get_tooltip (widget)) == 0)
    return;

  if (g_object_get_data (G_OBJECT (widget), "tav-tooltip-handler") == NULL)
    g_object_set_data (G_OBJECT (widget), "tav-tooltip-handler",
                       GSIZE_TO_POINTER (g_signal_connect (widget, "query-tooltip",
                                                           G_CALLBACK (query_tooltip_cb), NULL)));
  g_object_set_data_full (G_OBJECT (widget), "tav-tooltip", g_strdup (text), g_free);
  gtk_widget_set_has_tooltip (widget, text != NULL);
  if (text != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

const char *
tav_ui_get_tooltip (GtkWidget *widget)
{
  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);

  return g_object_get_data (G_OBJECT (widget), "tav-tooltip");
}

static void
fit_placeholder (GtkWidget *entry)
{
  g_autofree char *text = NULL;
  g_autoptr(PangoLayout) layout = NULL;
  PangoFontMetrics *metrics;
  int width = 0;
  int char_width;
  int chars;

  g_object_get (entry, "placeholder-text", &text, NULL);
  if (text == NULL || text[0] == '\0')
    return;

  /* In the units GtkText counts its width in: the wider of a character
   * and a digit of the entry's font. */
  layout = gtk_widget_create_pango_layout (entry, text);
  pango_layout_get_size (layout, &width, NULL);
  metrics = pango_context_get_metrics (gtk_widget_get_pango_context (entry), NULL, NULL);
  char_width = MAX (pango_font_metrics_get_approximate_char_width (metrics),
                    pango_font_metrics_get_approximate_digit_width (metrics));
  pango_font_metrics_unref (metrics);
  chars = (width + char_width - 1) / MAX (char_width, 1) + 1;

  if (gtk_editable_get_max_width_chars (GTK_EDITABLE (entry)) < chars)
    gtk_editable_set_max_width_chars (GTK_EDITABLE (entry), chars);
}

/**
 * tav_ui_fit_placeholder:
 * @entry: a #GtkEntry or #GtkSearchEntry
 *
 * Makes room for @entry's placeholder, in every language, wherever the
 * entry may have its natural width. Up to GTK 4.8 an entry's natural width
 * included its placeholder; since then the placeholder is cut ("Check in a
 * player by na…") unless the entry asks for the room (max-width-chars).
 * Its minimum width stays as it was: in a narrow window the placeholder is
 * cut as before. Follows changes of the placeholder and of the font.
 */
void
tav_ui_fit_placeholder (GtkWidget *entry)
{
  g_return_if_fail (GTK_IS_EDITABLE (entry));

  g_signal_connect (entry, "notify::placeholder-text", G_CALLBACK (fit_placeholder), NULL);
  g_signal_connect (entry, "realize", G_CALLBACK (fit_placeholder), NULL);
  fit_placeholder (entry);
}

/* Names for screen readers the row of a list view that holds @child: GTK
 * 4.8 exports the row with an empty name, whatever text is in it. */
void
tav_ui_name_list_row (GtkWidget  *child,
                      const char *label)
{
  GtkWidget *row;

  g_return_if_fail (GTK_IS_WIDGET (child));

  row = gtk_widget_get_parent (child);
  if (row != NULL && gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (row)) == GTK_ACCESSIBLE_ROLE_LIST_ITEM)
    gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

static void
check_opacity (GtkListItem *item,
               GParamSpec  *pspec,
               GtkWidget   *check)
{
  /* Hidden by opacity, as GTK's own rows: the list keeps its width. */
  gtk_widget_set_opacity (check, gtk_list_item_get_selected (item) ? 1.0 : 0.0);
}

/* The fewest characters a line of a chosen item is given: its widest
 * word in most languages. */
#define CHOSEN_LINE_CHARS 12

/* Wide, @text on one line; narrowed down to lines of CHOSEN_LINE_CHARS,
 * as many lines as it then takes, so that no word of it is cut. */
static void
chosen_show (GtkInscription *inscription,
             const char     *text)
{
  guint length = (guint) g_utf8_strlen (text, -1);
  guint line = MIN (length, CHOSEN_LINE_CHARS);
  guint lines;

  gtk_inscription_set_text (inscription, text);
  gtk_inscription_set_nat_chars (inscription, length + 1);
  gtk_inscription_set_min_chars (inscription, line + 1);
  /* A line more than its characters fill, as a word does not end where
   * its line would; as many lines at least, as a list view gives its
   * rows their least height. */
  lines = line > 0 ? (length + line - 1) / line + (length > line) : 1;
  gtk_inscription_set_min_lines (inscription, lines);
  gtk_inscription_set_nat_lines (inscription, lines);
}

static void
drop_down_row_setup_cb (GtkSignalListItemFactory *factory,
                        GtkListItem              *item,
                        gpointer                  with_check)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label;

  if (!with_check)
    {
      /* The chosen item, beside a row's title or in a narrow grid: a
       * long one takes more lines rather than being cut. An inscription,
       * as the list of one that holds it is measured for no width in
       * particular: its lines are set with its text (chosen_show()). */
      label = gtk_inscription_new (NULL);
      gtk_inscription_set_wrap_mode (GTK_INSCRIPTION (label), PANGO_WRAP_WORD);
      gtk_inscription_set_text_overflow (GTK_INSCRIPTION (label), GTK_INSCRIPTION_OVERFLOW_ELLIPSIZE_END);
      gtk_inscription_set_xalign (GTK_INSCRIPTION (label), 0);
    }
  else
    {
      label = gtk_label_new (NULL);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
    }
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), label);
  if (with_check)
    {
      GtkWidget *check = gtk_image_new_from_icon_name ("object-select-symbolic");

      gtk_accessible_update_state (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      gtk_box_append (GTK_BOX (box), check);
      g_signal_connect_object (item, "notify::selected", G_CALLBACK (check_opacity), check, 0);
      check_opacity (item, NULL, check);
    }
  gtk_list_item_set_child (item, box);
}

static void
drop_down_row_bind_cb (GtkSignalListItemFactory *factory,
                       GtkListItem              *item)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *label = gtk_widget_get_first_child (box);
  const char *text = gtk_string_object_get_string (gtk_list_item_get_item (item));

  if (GTK_IS_INSCRIPTION (label))
    chosen_show (GTK_INSCRIPTION (label), text);
  else
    gtk_label_set_label (GTK_LABEL (label), text);
  tav_ui_name_list_row (box, text);
}

/**
 * tav_ui_named_rows_factory:
 * @with_check: for an open list (a check mark beside the chosen row), or
 *   for the chosen item alone (a combo row shows it in a list of one),
 *   which wraps where it is long
 *
 * Returns: (transfer full): for a drop-down or a combo row of strings,
 *   rows named for screen readers by their text, which GTK 4.8 leaves
 *   empty; drawn as GTK's and libadwaita's own
 */
GtkListItemFactory *
tav_ui_named_rows_factory (gboolean with_check)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (drop_down_row_setup_cb), GINT_TO_POINTER (with_check));
  g_signal_connect (factory, "bind", G_CALLBACK (drop_down_row_bind_cb), NULL);

  return factory;
}

static GtkWidget *
find_search_entry (GtkWidget *widget)
{
  if (GTK_IS_SEARCH_ENTRY (widget))
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_search_entry (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
name_shortcuts_controls (GtkWidget  *widget,
                         const char *search,
                         const char *title)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_SEARCH_ENTRY (child) ||
          (GTK_IS_TOGGLE_BUTTON (child) && gtk_button_get_label (GTK_BUTTON (child)) == NULL))
        gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL, search, -1);
      else if (GTK_IS_MENU_BUTTON (child))
        gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
      name_shortcuts_controls (child, search, title);
    }
}

/* GTK's shortcuts window leaves its search entry, its search button and
 * its menu of sections unnamed for screen readers (GTK 4.8 says
 * "GtkSearchEntry", "GtkImage", "GtkMenuButton"): named with the words
 * it shows, the entry's placeholder (GTK's own translation) and the
 * window's title. */
void
tav_ui_name_shortcuts_window (GtkWindow *window)
{
  GtkWidget *entry;
  g_autofree char *search = NULL;

  g_return_if_fail (GTK_IS_WINDOW (window));

  entry = find_search_entry (GTK_WIDGET (window));
  if (entry != NULL)
    g_object_get (entry, "placeholder-text", &search, NULL);
  name_shortcuts_controls (GTK_WIDGET (window), search ? search : gtk_window_get_title (window),
                           gtk_window_get_title (window));
}

/**
 * tav_ui_label_drop_down:
 * @dropdown: a #GtkDropDown
 * @label: the label that names it
 *
 * GTK 4.8 gives screen readers a drop-down's button apart from the
 * drop-down, with no name: labels it as the drop-down is.
 */
void
tav_ui_label_drop_down (GtkDropDown *dropdown,
                        GtkWidget   *label)
{
  g_return_if_fail (GTK_IS_DROP_DOWN (dropdown));
  g_return_if_fail (GTK_IS_WIDGET (label));

  gtk_accessible_update_relation (GTK_ACCESSIBLE (gtk_widget_get_first_child (GTK_WIDGET (dropdown))),
                                  GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
}
