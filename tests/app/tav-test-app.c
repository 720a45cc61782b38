/* tav-test-app.c — small helpers shared by the window tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "tav-check-in-bar.h"
#include "tav-field-editor.h"
#include "tav-test-app.h"
#include "tav-test-wait.h"
#include "tav-ui.h"
#include "tav-window.h"

/* GTK 4.24's X11 backend, on a server without a compositor (Xvfb), says
 * that a frame was submitted twice whenever a popover is shown: a bare GTK
 * program with a GtkMenuButton does the same (Debian testing, 2026-11). It
 * is GTK's own state, not the app's, so this one message, from GDK, on
 * that GTK, is let through as a TAP note instead of failing the test; every
 * other message keeps the tests' fatal-warnings. */
static GLogWriterOutput
write_log (GLogLevelFlags   level,
           const GLogField *fields,
           gsize            n_fields,
           gpointer         user_data)
{
  static const char gdk_quirk[] = "gdk_frame_timings_submitted() called on submitted frame";
  const char *domain = NULL;
  const char *message = NULL;

  for (gsize i = 0; i < n_fields; i++)
    if (g_str_equal (fields[i].key, "GLIB_DOMAIN"))
      domain = fields[i].value;
    else if (g_str_equal (fields[i].key, "MESSAGE"))
      message = fields[i].value;

  if (gtk_get_major_version () == 4 && gtk_get_minor_version () >= 24 &&
      (level & G_LOG_LEVEL_WARNING) && g_strcmp0 (domain, "Gdk") == 0 &&
      message != NULL && g_str_has_prefix (message, gdk_quirk))
    {
      static gboolean said;

      /* On stderr: the AT-SPI driver's stdout is the test's to read. */
      if (!said)
        g_printerr ("Gdk on X11 without a compositor: %s (GTK's own, let through)\n", message);
      said = TRUE;
      return G_LOG_WRITER_HANDLED;
    }

  return g_log_writer_default (level, fields, n_fields, user_data);
}

/* Lets through the one warning GTK 4.24 gives of itself on Xvfb, before
 * GTK is initialised: for the window tests and the AT-SPI driver. */
void
tav_test_let_gtk_quirks_through (void)
{
  g_log_set_writer_func (write_log, NULL, NULL);
}

/* gtk_test_init(), for every window test: the locale it switches to is
 * there (tests/run-gui-test.sh skips the test where it is not), and the
 * one warning GTK 4.24 gives of itself on Xvfb is let through. */
void
tav_test_gtk_init (int    *argc,
                   char ***argv)
{
  tav_test_let_gtk_quirks_through ();
  gtk_test_init (argc, argv, NULL);
}

/* The language of LANGUAGE, from the catalogs in TAV_LOCALE_DIR (the
 * build directory) when it is set: for the runs of a test in ru, it, bg. */
void
tav_test_bind_translations (void)
{
  if (g_getenv ("TAV_LOCALE_DIR") == NULL)
    return;
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("TAV_LOCALE_DIR"));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}

/* Starts GTK and libadwaita for a window test named @name, with a folder
 * of its own (returned) for its files and its recovery copies
 * (XDG_DATA_HOME), never the developer's. */
char *
tav_test_app_init (int          *argc,
                   char       ***argv,
                   const char   *name)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *template = g_strdup_printf ("tavolo-test-%s-XXXXXX", name);
  char *folder = g_dir_make_tmp (template, &error);
  g_autofree char *data_home = NULL;

  g_assert_no_error (error);
  data_home = g_build_filename (folder, "data", NULL);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);

  tav_test_gtk_init (argc, argv);
  adw_init ();
  /* GTK 4.8 warns when a focused entry blinks over a selection: not what
   * these tests are about. */
  g_object_set (gtk_settings_get_default (), "gtk-cursor-blink", FALSE, NULL);

  return folder;
}

/* Removes @folder and all in it (the event's lock folders too), and
 * frees the name. */
void
tav_test_app_remove_folder (char *folder)
{
  g_autofree char *command = g_strdup_printf ("rm -rf '%s'", folder);

  /* Nested folders: simplest removed by the shell. */
  g_spawn_command_line_sync (command, NULL, NULL, NULL, NULL);
  g_free (folder);
}

/* A new main window, 1280 × 900, on screen; the caller holds a reference
 * (tav_test_wait_for_finalize() lets go of it). */
gpointer
tav_test_window_new (void)
{
  TavWindow *window = tav_window_new (NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 900);
  gtk_window_present (GTK_WINDOW (window));
  tav_test_wait_until (tav_test_is_mapped, window, "the window to be shown");

  return g_object_ref (window);
}

/* A TavTestCondition: @widget is on screen. */
/* The rows a list box shows (a filter's model behind it, or its own). */
guint
tav_test_n_rows (GtkListBox *list)
{
  guint n = 0;

  while (gtk_list_box_get_row_at_index (list, (int) n))
    n++;
  return n;
}

gboolean
tav_test_is_mapped (gpointer widget)
{
  return gtk_widget_get_mapped (widget);
}

/* The last toplevel of @type (the newest dialog), or NULL. */
gpointer
tav_test_find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  gpointer found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) toplevel = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (toplevel, type))
        found = toplevel;
    }
  return found;
}

static gboolean
toplevel_shown (gpointer data)
{
  return tav_test_find_toplevel (GPOINTER_TO_SIZE (data)) != NULL;
}

static gboolean
toplevel_gone (gpointer data)
{
  return tav_test_find_toplevel (GPOINTER_TO_SIZE (data)) == NULL;
}

/* The newest toplevel of @type, once there is one. */
gpointer
tav_test_wait_for_toplevel (GType type)
{
  tav_test_wait_until (toplevel_shown, GSIZE_TO_POINTER (type), g_type_name (type));
  return tav_test_find_toplevel (type);
}

/* Waits until no toplevel of @type is left, then runs what its closing
 * left pending. */
void
tav_test_wait_for_no_toplevel (GType type)
{
  tav_test_wait_until (toplevel_gone, GSIZE_TO_POINTER (type), g_type_name (type));
  tav_test_run_pending ();
}

static gboolean
is_toplevel (gpointer window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) toplevel = g_list_model_get_item (toplevels, i);

      if (toplevel == window)
        return TRUE;
    }
  return FALSE;
}

static gboolean
window_gone (gpointer data)
{
  gpointer *weak = data;

  return *weak == NULL || !is_toplevel (*weak);
}

/* Closes @window as its close button would, and waits until it is gone:
 * the next dialog looked for cannot be this one. */
void
tav_test_close_window (gpointer window)
{
  gpointer weak = window;

  g_object_add_weak_pointer (G_OBJECT (window), &weak);
  gtk_window_destroy (GTK_WINDOW (window));
  tav_test_wait_until (window_gone, &weak, "the window to close");
  g_clear_weak_pointer (&weak);
  tav_test_run_pending ();
}

/* Answers @dialog as its button would, and closes it: a response alone
 * leaves the window among the toplevels. */
void
tav_test_answer (AdwMessageDialog *dialog,
                 const char       *response)
{
  gpointer weak = dialog;

  /* No reference kept: the dialog may outlive the window it belongs to
   * only as long as GTK keeps it. */
  g_object_add_weak_pointer (G_OBJECT (dialog), &weak);
  adw_message_dialog_response (dialog, response);
  if (weak != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (dialog), &weak);
      tav_test_close_window (dialog);
    }
}

/* Answers the message dialog shown now, after checking its heading
 * (unless @heading is NULL). */
void
tav_test_respond (const char *heading,
                  const char *response)
{
  AdwMessageDialog *dialog = tav_test_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG);

  if (heading != NULL)
    g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, heading);
  tav_test_answer (dialog, response);
}

/* Players page, Import ▸ Paste: @text in the box, then Import. */
void
tav_test_paste_players (gpointer    page,
                        const char *text)
{
  AdwMessageDialog *dialog;
  GtkWidget *scrolled;
  GtkTextView *view;

  g_assert_true (gtk_widget_activate_action (page, "players.import-paste", NULL));
  dialog = tav_test_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  scrolled = adw_message_dialog_get_extra_child (dialog);
  view = GTK_TEXT_VIEW (gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled)));
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (view), text, -1);
  tav_test_answer (dialog, "accept");
}

/* A question of the player's menu on the Players page (Withdraw…, Warn…),
 * checked by its heading and answered with @text; no error follows. */
void
tav_test_player_prompt (gpointer    page,
                        const char *action,
                        const char *id,
                        const char *heading,
                        const char *text)
{
  AdwMessageDialog *dialog;

  g_assert_true (gtk_widget_activate_action (page, action, "s", id));
  dialog = tav_test_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, heading);
  gtk_editable_set_text (GTK_EDITABLE (adw_message_dialog_get_extra_child (dialog)), text);
  tav_test_answer (dialog, "accept");
  dialog = tav_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  if (dialog != NULL)
    g_error ("the app says: %s — %s", adw_message_dialog_get_heading (dialog), adw_message_dialog_get_body (dialog));
}

/* The check-in bar of the Players page: @name typed, then Enter. */
void
tav_test_check_in_typed (gpointer    bar,
                         const char *name)
{
  GtkEntry *entry = tav_check_in_bar_get_entry (bar);

  gtk_editable_set_text (GTK_EDITABLE (entry), name);
  g_signal_emit_by_name (entry, "activate");
  tav_test_run_pending ();
}

/* The template child @name of @widget, a @type. */
gpointer
tav_test_child (gpointer    widget,
                GType       type,
                const char *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (widget), type, name);

  g_assert_nonnull (object);
  return object;
}

/* The first widget under @widget (itself included), in the order of the
 * widget tree, that @match accepts, or NULL. */
GtkWidget *
tav_test_find_widget (GtkWidget          *widget,
                      TavTestWidgetMatch  match,
                      gconstpointer       data)
{
  if (match (widget, data))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = tav_test_find_widget (c, match, data);

      if (found)
        return found;
    }
  return NULL;
}

static gboolean
is_of_type (GtkWidget     *widget,
            gconstpointer  type)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, GPOINTER_TO_SIZE (type));
}

/* The first widget of @type under @widget (itself included). */
GtkWidget *
tav_test_find_descendant (GtkWidget *widget,
                          GType      type)
{
  return tav_test_find_widget (widget, is_of_type, GSIZE_TO_POINTER (type));
}

static gboolean
is_action_button (GtkWidget     *widget,
                  gconstpointer  action)
{
  return GTK_IS_BUTTON (widget) && gtk_widget_get_mapped (widget) &&
         g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0;
}

/* The first shown button under @widget (itself included) that activates
 * @action, or NULL. */
GtkWidget *
tav_test_find_action_button (GtkWidget  *widget,
                             const char *action)
{
  return tav_test_find_widget (widget, is_action_button, action);
}

static gboolean
is_labelled_button (GtkWidget     *widget,
                    gconstpointer  label)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

/* The first button under @widget labelled @label (with its mnemonic:
 * "_End Check-in"), shown or not, or NULL. */
GtkWidget *
tav_test_find_button (GtkWidget  *widget,
                      const char *label)
{
  return tav_test_find_widget (widget, is_labelled_button, label);
}

static gboolean
is_field (GtkWidget     *widget,
          gconstpointer  id)
{
  const TavFieldSpec *spec = tav_field_editor_get_spec (widget);

  return spec != NULL && g_str_equal (spec->id, id);
}

/* The editor of the ruleset's field @id under @root (a parameter row of
 * the event dialog, a detail of a match form), as the organiser finds it
 * by its label. */
GtkWidget *
tav_test_find_field (GtkWidget  *root,
                     const char *id)
{
  return tav_test_find_widget (root, is_field, id);
}

/* Picks the choice @id of a choice editor, as a click in its list does. */
void
tav_test_choose (GtkWidget  *editor,
                 const char *id)
{
  const TavFieldSpec *spec = tav_field_editor_get_spec (editor);
  guint position;

  g_assert_nonnull (spec);
  /* Two players on buttons: none pressed is nothing chosen. */
  if (!GTK_IS_DROP_DOWN (editor) && !ADW_IS_COMBO_ROW (editor) && id[0] == '\0')
    {
      tav_field_editor_clear_choice (editor);
      return;
    }
  position = tav_field_editor_find_choice (editor, id);
  if (position == GTK_INVALID_LIST_POSITION)
    g_error ("%s has no choice “%s”", spec->id, id);

  if (GTK_IS_DROP_DOWN (editor) || ADW_IS_COMBO_ROW (editor))
    g_object_set (editor, "selected", position, NULL);
  else
    {
      g_autoptr(JsonNode) node = json_node_new (JSON_NODE_VALUE);

      json_node_set_string (node, id);
      tav_field_editor_set_value (editor, node);
    }
}

static void
after_paint_cb (GdkFrameClock *clock,
                gboolean      *painted)
{
  *painted = TRUE;
}

/* Waits until @widget's window has painted a frame with what it shows now. */
void
tav_test_wait_for_frame (GtkWidget *widget)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  gboolean painted = FALSE;
  gulong handler;

  g_assert_nonnull (clock);
  handler = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &painted);
  gtk_widget_queue_draw (widget);
  tav_test_wait_for_flag (&painted, "a frame of the window");
  g_signal_handler_disconnect (clock, handler);
}

/* Whether a stack or leaflet under @widget is still sliding or fading
 * from one child to another. */
static gboolean
transition_running (GtkWidget *widget)
{
  if (GTK_IS_STACK (widget) && gtk_stack_get_transition_running (GTK_STACK (widget)))
    return TRUE;
  if (ADW_IS_LEAFLET (widget) && adw_leaflet_get_child_transition_running (ADW_LEAFLET (widget)))
    return TRUE;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    if (gtk_widget_get_mapped (c) && transition_running (c))
      return TRUE;
  return FALSE;
}

static gboolean
transitions_done (gpointer data)
{
  return !transition_running (data);
}

/* With TAV_TEST_SCREENSHOT_DIR set, @window as it is on screen now goes
 * to @name there (a PNG), cropped to the window: without a window manager
 * every window sits at the top left of the screen. With @window %NULL,
 * the whole screen (a popover reaches beyond its window). */
void
tav_test_screenshot (GtkWidget  *window,
                     const char *name)
{
  const char *dir = g_getenv ("TAV_TEST_SCREENSHOT_DIR");
  g_autofree char *path = NULL;
  g_autofree char *crop = NULL;
  g_autoptr(GError) error = NULL;
  int status = 0;

  if (dir == NULL)
    return;

  /* From the first screenshot on, a leaflet folds and a page changes at
   * once: a window resized for the next screenshot is not taken halfway
   * through its sliding sidebar (libadwaita tells of no fold under way). */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  if (window != NULL)
    {
      /* Not halfway through a page's cross-fade. */
      tav_test_wait_until (transitions_done, window, "the window's transitions to end");
      tav_test_wait_for_frame (window);
      tav_test_run_pending ();
      tav_test_wait_for_frame (window);
    }
  for (guint i = 0; i < 20; i++)
    tav_test_run_pending ();
  path = g_build_filename (dir, name, NULL);
  crop = window ? g_strdup_printf ("%dx%d+0+0", gtk_widget_get_width (window), gtk_widget_get_height (window))
                : g_strdup ("100%");
  g_assert_true (g_spawn_sync (NULL, (char *[]) { "import", "-window", "root", "-crop", crop, path, NULL }, NULL,
                               G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
}

/* A screenshot's file name: NAME.png in English, NAME-ru.png in the
 * language of LANGUAGE otherwise. */
char *
tav_test_shot_name (const char *name)
{
  const char *language = g_getenv ("LANGUAGE");

  if (language == NULL || language[0] == '\0' || g_str_equal (language, "C") || g_str_has_prefix (language, "en"))
    return g_strdup_printf ("%s.png", name);
  return g_strdup_printf ("%s-%.2s.png", name, language);
}

/* The widget of type @type in a list (the players list) bound to @player
 * (its "player" data). */
GtkWidget *
tav_test_find_cell (GtkWidget *widget,
                    GType      type,
                    gpointer   player)
{
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found;

      if (G_TYPE_CHECK_INSTANCE_TYPE (c, type) && g_object_get_data (G_OBJECT (c), "player") == player)
        return c;
      if ((found = tav_test_find_cell (c, type, player)))
        return found;
    }
  return NULL;
}

/* The player menus are built when they open. */
GMenuModel *
tav_test_opened_menu (GtkMenuButton *button)
{
  gtk_menu_button_popup (button);
  gtk_menu_button_popdown (button);
  return gtk_menu_button_get_menu_model (button);
}

gboolean
tav_test_menu_has_action (GMenuModel *menu,
                          const char *action)
{
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *name = NULL;
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);

      if (section && tav_test_menu_has_action (section, action))
        return TRUE;
      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &name) &&
          g_str_equal (name, action))
        return TRUE;
    }
  return FALSE;
}

/* ---- Export CSV, through the file chooser ------------------------------ */

static gboolean
file_exists (gpointer path)
{
  return g_file_test (path, G_FILE_TEST_EXISTS);
}

static gboolean
chooser_has_file (gpointer chooser)
{
  g_autoptr(GFile) file = gtk_file_chooser_get_file (chooser);

  return file != NULL;
}

/* Export CSV ▸ @kind of @window, as the organiser does it: the file chooser
 * opens in the current folder (made @folder first) on the name offered
 * (the event's, then what is exported), @name is typed, the byte order
 * mark switch set to @bom, Export pressed. Returns the file written. */
char *
tav_test_export_csv (gpointer    window,
                     const char *kind,
                     const char *folder,
                     const char *name,
                     gboolean    bom)
{
  g_autofree char *path = g_build_filename (folder, name, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *offered = NULL;
  g_autofree char *toast = NULL;
  char *contents = NULL;
  GtkFileChooser *chooser;
  GtkWidget *button;

  g_autofree char *was = g_get_current_dir ();

  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_cmpint (g_chdir (folder), ==, 0);
  g_assert_true (gtk_widget_activate_action (window, "win.export-csv", "s", kind));
  chooser = tav_test_wait_for_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG);
  tav_test_wait_until (tav_test_is_mapped, chooser, "the file chooser to be shown");
  /* Open, it has read the folder: the test's own goes back as it was. */
  g_assert_cmpint (g_chdir (was), ==, 0);
  offered = gtk_file_chooser_get_current_name (chooser);
  g_assert_true (g_str_has_prefix (offered, tav_event_get_name (tav_window_get_event (window))));
  g_assert_true (g_str_has_suffix (offered, ".csv"));

  gtk_file_chooser_set_current_name (chooser, name);
  gtk_file_chooser_set_choice (chooser, "bom", bom ? "true" : "false");
  /* The chooser looks its folder up before it can name a file in it. */
  tav_test_wait_until (chooser_has_file, chooser, "the file chooser's folder");
  {
    g_autoptr(GFile) chosen = gtk_file_chooser_get_file (chooser);

    g_assert_cmpstr (g_file_peek_path (chosen), ==, path);
  }
  button = gtk_window_get_default_widget (GTK_WINDOW (chooser));
  g_assert_nonnull (button);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (button)), ==, "_Export");
  gtk_widget_activate (button);
  tav_test_wait_until (file_exists, path, path);
  toast = g_strdup_printf ("Exported “%s”", name);
  g_assert_cmpstr (tav_ui_get_last_toast (window), ==, toast);

  g_assert_true (g_file_get_contents (path, &contents, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_str_has_prefix (contents, "\xEF\xBB\xBF"), ==, bom);
  return contents;
}

/* The application's style sheet, which AdwApplication loads itself: window
 * tests that build a window without the application lay it out as shown. */
void
tav_test_load_style (void)
{
  g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();

  gtk_css_provider_load_from_resource (css, "/io/github/tavolo/Tavolo/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

/* Save in a result dialog, accepted: the dialog closes. */
void
tav_test_save_result_closes (gpointer dialog)
{
  g_object_ref (dialog);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "result.save", NULL));
  tav_test_wait_for_finalize (dialog);
}

/* Whether all of @widget is within the height @viewport shows. */
gboolean
tav_test_is_in_view (GtkWidget *widget,
                     GtkWidget *viewport)
{
  graphene_rect_t bounds;

  if (!gtk_widget_get_mapped (widget) || !gtk_widget_compute_bounds (widget, viewport, &bounds))
    return FALSE;
  return bounds.origin.y >= 0 && bounds.origin.y + bounds.size.height <= gtk_widget_get_height (viewport);
}

/* A window showing @event at @width × 900, on the page @page_name. */
gpointer
tav_test_show_event (gpointer    event,
                     int         width,
                     const char *page_name)
{
  TavWindow *window = tav_window_new (NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), width, 900);
  gtk_window_present (GTK_WINDOW (window));
  tav_test_wait_until (tav_test_is_mapped, window, "the window to be shown");
  tav_window_set_event (window, event, NULL);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", page_name));
  tav_test_run_pending ();
  return window;
}

/* The text of the PDF at @path as pdftotext lays it out (a form feed
 * after each page); the caller checks pdftotext is there. */
char *
tav_test_pdf_text (const char *path)
{
  const char *argv[] = { "pdftotext", "-layout", path, "-", NULL };
  g_autofree char *out = NULL;
  int status = 0;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL,
                               G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                               NULL, NULL, &out, NULL, &status, NULL));
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return g_steal_pointer (&out);
}

/* The message dialog on screen (the newest, when several are), or NULL. */
AdwMessageDialog *
tav_test_shown_message_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  AdwMessageDialog *found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) toplevel = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (toplevel) && gtk_widget_get_visible (GTK_WIDGET (toplevel)))
        found = ADW_MESSAGE_DIALOG (toplevel);
    }
  return found;
}
