/* tav-test-app.h — small helpers shared by the window tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

void       tav_test_gtk_init           (int              *argc,
                                        char           ***argv);
void       tav_test_let_gtk_quirks_through (void);
void       tav_test_bind_translations  (void);
char      *tav_test_app_init           (int              *argc,
                                        char           ***argv,
                                        const char       *name);
void       tav_test_app_remove_folder  (char             *folder);
gpointer   tav_test_window_new         (void);
char      *tav_test_export_csv         (gpointer          window,
                                        const char       *kind,
                                        const char       *folder,
                                        const char       *name,
                                        gboolean          bom);
gboolean   tav_test_is_mapped          (gpointer          widget);
guint      tav_test_n_rows             (GtkListBox       *list);
gpointer   tav_test_find_toplevel      (GType             type);
gpointer   tav_test_wait_for_toplevel  (GType             type);
void       tav_test_wait_for_no_toplevel (GType           type);
void       tav_test_close_window       (gpointer          window);
void       tav_test_answer             (AdwMessageDialog *dialog,
                                        const char       *response);
void       tav_test_respond            (const char       *heading,
                                        const char       *response);
void       tav_test_paste_players      (gpointer          page,
                                        const char       *text);
void       tav_test_player_prompt      (gpointer          page,
                                        const char       *action,
                                        const char       *id,
                                        const char       *heading,
                                        const char       *text);
void       tav_test_check_in_typed     (gpointer          bar,
                                        const char       *name);
gpointer   tav_test_child              (gpointer          widget,
                                        GType             type,
                                        const char       *name);
typedef gboolean (*TavTestWidgetMatch) (GtkWidget     *widget,
                                        gconstpointer  data);
GtkWidget *tav_test_find_widget        (GtkWidget        *widget,
                                        TavTestWidgetMatch match,
                                        gconstpointer     data);
GtkWidget *tav_test_find_descendant    (GtkWidget        *widget,
                                        GType             type);
GtkWidget *tav_test_find_action_button (GtkWidget        *widget,
                                        const char       *action);
GtkWidget *tav_test_find_button        (GtkWidget        *widget,
                                        const char       *label);
GtkWidget *tav_test_find_field         (GtkWidget        *root,
                                        const char       *id);
GtkWidget *tav_test_find_cell          (GtkWidget        *widget,
                                        GType             type,
                                        gpointer          player);
GMenuModel *tav_test_opened_menu       (GtkMenuButton    *button);
gboolean   tav_test_menu_has_action    (GMenuModel       *menu,
                                        const char       *action);
void       tav_test_choose             (GtkWidget        *editor,
                                        const char       *id);
void       tav_test_wait_for_frame     (GtkWidget        *widget);
void       tav_test_screenshot         (GtkWidget        *window,
                                        const char       *name);
char      *tav_test_shot_name          (const char       *name);
void       tav_test_load_style         (void);
void       tav_test_save_result_closes (gpointer          dialog);
gboolean   tav_test_is_in_view         (GtkWidget        *widget,
                                        GtkWidget        *viewport);
gpointer   tav_test_show_event         (gpointer          event,
                                        int               width,
                                        const char       *page_name);
char      *tav_test_pdf_text           (const char       *path);
AdwMessageDialog *tav_test_shown_message_dialog (void);

G_END_DECLS
