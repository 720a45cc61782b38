/* tav-ui.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-ui"

#include "config.h"

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

void
tav_ui_toast (GtkWidget  *widget,
              const char *title)
{
  GtkWidget *overlay = find_toast_overlay (widget);
  AdwToast *toast;

  if (overlay == NULL)
    return;

  toast = adw_toast_new (title);
  adw_toast_set_timeout (toast, 4);
  /* For tests and for the next toast to tell: what was said last. */
  g_object_set_data_full (G_OBJECT (overlay), "tav-last-toast", g_strdup (title), g_free);
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), toast);
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
