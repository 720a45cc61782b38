/* tav-ui.h — small things every page does
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

GtkWindow *tav_ui_get_window (GtkWidget  *widget);
typedef void (*TavUiUndoFunc) (gpointer data);

void       tav_ui_toast      (GtkWidget  *widget,
                              const char *title);
void       tav_ui_toast_with_undo (GtkWidget      *widget,
                                   const char     *title,
                                   TavUiUndoFunc   undo,
                                   gpointer        data,
                                   GDestroyNotify  destroy);
gpointer    tav_ui_get_toast_undo_data (GtkWidget *widget);
const char *tav_ui_get_last_toast (GtkWidget *widget);
AdwToast   *tav_ui_get_toast  (GtkWidget  *widget);
void       tav_ui_error      (GtkWidget  *widget,
                              const char *heading,
                              const char *body);
void       tav_ui_set_tooltip (GtkWidget  *widget,
                               const char *text);
const char *tav_ui_get_tooltip (GtkWidget *widget);
void       tav_ui_fit_placeholder (GtkWidget *entry);
void       tav_ui_name_list_row (GtkWidget  *child,
                                 const char *label);
GtkListItemFactory *tav_ui_named_rows_factory (gboolean with_check);
void       tav_ui_name_shortcuts_window (GtkWindow *window);
void       tav_ui_label_drop_down (GtkDropDown *dropdown,
                                   GtkWidget   *label);

G_END_DECLS
