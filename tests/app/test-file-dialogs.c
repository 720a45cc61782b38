/* test-file-dialogs.c — the file choosers of tav-compat.c, on the stack
 * built against: GtkFileChooserNative on GTK 4.8, GtkFileDialog from 4.10
 * on (outside a sandbox, both show a GtkFileChooserDialog, driven here)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <adwaita.h>
#include <glib/gstdio.h>

#include "tav-compat.h"
#include "tav-test-app.h"
#include "tav-test-wait.h"

static char *folder;

typedef struct
{
  GAsyncResult *result;
} Answer;

static void
answered_cb (GObject      *object,
             GAsyncResult *result,
             gpointer      user_data)
{
  Answer *answer = user_data;

  g_assert_null (answer->result);
  answer->result = g_object_ref (result);
}

static gboolean
has_answer (gpointer data)
{
  Answer *answer = data;

  return answer->result != NULL;
}

static gboolean
chooser_has_file (gpointer chooser)
{
  g_autoptr(GFile) file = gtk_file_chooser_get_file (chooser);

  return file != NULL;
}

static GtkWindow *
parent_new (void)
{
  GtkWindow *parent = GTK_WINDOW (adw_application_window_new (NULL));

  gtk_window_set_default_size (parent, 800, 600);
  gtk_window_present (parent);
  tav_test_wait_until (tav_test_is_mapped, parent, "the window to be shown");

  return parent;
}

/* The chooser shown, modal over @parent, named @title, with @accept as
 * its default button. */
static GtkFileChooser *
wait_for_chooser (GtkWindow  *parent,
                  const char *title,
                  const char *accept)
{
  GtkWindow *dialog = tav_test_wait_for_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG);
  GtkWidget *button;

  tav_test_wait_until (tav_test_is_mapped, dialog, "the file chooser to be shown");
  g_assert_true (gtk_window_get_transient_for (dialog) == parent);
  g_assert_true (gtk_window_get_modal (dialog));
  g_assert_cmpstr (gtk_window_get_title (dialog), ==, title);
  button = gtk_window_get_default_widget (dialog);
  g_assert_nonnull (button);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (button)), ==, accept);

  return GTK_FILE_CHOOSER (dialog);
}

static void
accept (GtkFileChooser *chooser)
{
  tav_test_wait_until (chooser_has_file, chooser, "the file chooser's folder");
  gtk_widget_activate (gtk_window_get_default_widget (GTK_WINDOW (chooser)));
}

static char *
write_file (const char *name)
{
  g_autoptr(GError) error = NULL;
  char *path = g_build_filename (folder, name, NULL);

  g_file_set_contents (path, "{}", -1, &error);
  g_assert_no_error (error);
  return path;
}

static void
check_filter (GtkFileChooser *chooser,
              const char     *name,
              guint           n_filters)
{
  g_autoptr(GListModel) filters = gtk_file_chooser_get_filters (chooser);
  GtkFileFilter *filter = gtk_file_chooser_get_filter (chooser);

  g_assert_cmpuint (g_list_model_get_n_items (filters), ==, n_filters);
  g_assert_nonnull (filter);
  g_assert_cmpstr (gtk_file_filter_get_name (filter), ==, name);
}

static gboolean
is_hidden (gpointer data)
{
  GtkWidget **chooser = data;

  return *chooser == NULL || !gtk_widget_get_mapped (*chooser);
}

/* The answer, given over @parent, and the chooser gone from the screen
 * (GtkFileDialog destroys its own; GtkFileChooserNative hides it, freed
 * with the answer). */
static void
wait_for_answer (GtkWindow      *parent,
                 GtkFileChooser *chooser,
                 Answer         *answer)
{
  GtkWidget *weak = GTK_WIDGET (chooser);

  g_object_add_weak_pointer (G_OBJECT (weak), (gpointer *) &weak);
  tav_test_wait_until (has_answer, answer, "the file chooser's answer");
  g_assert_true (g_task_get_source_object (G_TASK (answer->result)) == parent);
  tav_test_wait_until (is_hidden, &weak, "the file chooser to be hidden");
  g_clear_weak_pointer (&weak);
}

static void
done (GtkWindow *parent,
      Answer    *answer)
{
  g_clear_object (&answer->result);
  gtk_window_destroy (parent);
  tav_test_wait_for_no_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG);
}

static void
test_open (void)
{
  g_autofree char *path = write_file ("Friday.tavolo");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) chosen = NULL;
  g_autoptr(GError) error = NULL;
  GtkWindow *parent = parent_new ();
  GtkFileChooser *chooser;
  Answer answer = { NULL };

  tav_compat_ask_file (parent, TAV_FILE_OPEN_EVENT, NULL, NULL, NULL, 0, NULL, answered_cb, &answer);
  chooser = wait_for_chooser (parent, "Open Event", "_Open");
  g_assert_cmpint (gtk_file_chooser_get_action (chooser), ==, GTK_FILE_CHOOSER_ACTION_OPEN);
  g_assert_false (gtk_file_chooser_get_select_multiple (chooser));
  check_filter (chooser, "Tavolo Events", 1);
  gtk_file_chooser_set_file (chooser, file, NULL);
  accept (chooser);

  wait_for_answer (parent, chooser, &answer);
  chosen = tav_compat_ask_file_finish (answer.result, &error);
  g_assert_no_error (error);
  g_assert_true (g_file_equal (chosen, file));
  done (parent, &answer);
}

static void
test_open_multiple (void)
{
  g_autofree char *path = write_file ("Saturday.tavolo");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GListModel) chosen = NULL;
  g_autoptr(GFile) first = NULL;
  g_autoptr(GError) error = NULL;
  GtkWindow *parent = parent_new ();
  GtkFileChooser *chooser;
  Answer answer = { NULL };

  tav_compat_ask_file (parent, TAV_FILE_ADD_EVENTS, NULL, NULL, NULL, 0, NULL, answered_cb, &answer);
  chooser = wait_for_chooser (parent, "Add Tournaments", "_Add");
  g_assert_true (gtk_file_chooser_get_select_multiple (chooser));
  check_filter (chooser, "Tavolo Events", 1);
  gtk_file_chooser_set_file (chooser, file, NULL);
  accept (chooser);

  wait_for_answer (parent, chooser, &answer);
  chosen = tav_compat_ask_files_finish (answer.result, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (chosen), ==, 1);
  first = g_list_model_get_item (chosen, 0);
  g_assert_true (g_file_equal (first, file));
  done (parent, &answer);
}

/* The name offered, in the folder offered. */
static void
test_save (void)
{
  g_autoptr(GFile) in = g_file_new_for_path (folder);
  g_autoptr(GFile) expected = g_file_get_child (in, "Sunday.tavolo");
  g_autoptr(GFile) chosen = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *offered = NULL;
  GtkWindow *parent = parent_new ();
  GtkFileChooser *chooser;
  Answer answer = { NULL };

  tav_compat_ask_file (parent, TAV_FILE_SAVE_EVENT, "Sunday.tavolo", in, NULL, 0, NULL, answered_cb, &answer);
  chooser = wait_for_chooser (parent, "Save Event", "_Save");
  g_assert_cmpint (gtk_file_chooser_get_action (chooser), ==, GTK_FILE_CHOOSER_ACTION_SAVE);
  offered = gtk_file_chooser_get_current_name (chooser);
  g_assert_cmpstr (offered, ==, "Sunday.tavolo");
  accept (chooser);

  wait_for_answer (parent, chooser, &answer);
  chosen = tav_compat_ask_file_finish (answer.result, &error);
  g_assert_no_error (error);
  g_assert_true (g_file_equal (chosen, expected));
  done (parent, &answer);
}

/* Closed without a file: G_IO_ERROR_CANCELLED, whichever chooser. */
static void
test_dismiss (void)
{
  g_autoptr(GFile) chosen = NULL;
  g_autoptr(GError) error = NULL;
  GtkWindow *parent = parent_new ();
  GtkFileChooser *chooser;
  Answer answer = { NULL };

  tav_compat_ask_file (parent, TAV_FILE_IMPORT_PLAYERS, NULL, NULL, NULL, 0, NULL, answered_cb, &answer);
  chooser = wait_for_chooser (parent, "Import Players", "_Import");
  check_filter (chooser, "Player Lists", 2);
  gtk_window_close (GTK_WINDOW (chooser));

  wait_for_answer (parent, chooser, &answer);
  chosen = tav_compat_ask_file_finish (answer.result, &error);
  g_assert_null (chosen);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  done (parent, &answer);
}

/* Every kind its title, button, action and file types: one table in
 * tav-compat.c, whichever chooser shows it. */
static void
test_kinds (void)
{
  static const struct {
    TavFileKind kind;
    const char *title;
    const char *accept;
    GtkFileChooserAction action;
    const char *filter;
    guint n_filters;
  } kinds[] = {
    { TAV_FILE_OPEN_EVENT, "Open Event", "_Open", GTK_FILE_CHOOSER_ACTION_OPEN, "Tavolo Events", 1 },
    { TAV_FILE_SAVE_EVENT, "Save Event", "_Save", GTK_FILE_CHOOSER_ACTION_SAVE, "Tavolo Events", 1 },
    { TAV_FILE_ADD_EVENTS, "Add Tournaments", "_Add", GTK_FILE_CHOOSER_ACTION_OPEN, "Tavolo Events", 1 },
    { TAV_FILE_OPEN_SEASON, "Open Season", "_Open", GTK_FILE_CHOOSER_ACTION_OPEN, "Seasons", 1 },
    { TAV_FILE_SAVE_SEASON, "Save Season", "_Save", GTK_FILE_CHOOSER_ACTION_SAVE, "Seasons", 1 },
    { TAV_FILE_EXPORT_PDF, "Export PDF", "_Export", GTK_FILE_CHOOSER_ACTION_SAVE, "PDF Documents", 1 },
    { TAV_FILE_EXPORT_CSV, "Export CSV", "_Export", GTK_FILE_CHOOSER_ACTION_SAVE, "CSV Files", 1 },
    { TAV_FILE_IMPORT_PLAYERS, "Import Players", "_Import", GTK_FILE_CHOOSER_ACTION_OPEN, "Player Lists", 2 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    {
      g_autoptr(GError) error = NULL;
      GtkWindow *parent = parent_new ();
      GtkFileChooser *chooser;
      Answer answer = { NULL };

      gboolean save = kinds[i].action == GTK_FILE_CHOOSER_ACTION_SAVE;
      g_autoptr(GFile) in = g_file_new_for_path (folder);

      tav_compat_ask_file (parent, kinds[i].kind, save ? "Name" : NULL, in, NULL, 0, NULL,
                           answered_cb, &answer);
      chooser = wait_for_chooser (parent, kinds[i].title, kinds[i].accept);
      g_assert_cmpint (gtk_file_chooser_get_action (chooser), ==, kinds[i].action);
      check_filter (chooser, kinds[i].filter, kinds[i].n_filters);
      gtk_window_close (GTK_WINDOW (chooser));
      wait_for_answer (parent, chooser, &answer);
      g_assert_null (tav_compat_ask_file_finish (answer.result, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      done (parent, &answer);
    }
}

/* A switch beside the file (the CSV export's byte order mark): always
 * the native chooser, what was chosen read in the answer. */
static void
test_choice (void)
{
  const TavCompatChoice bom = { "bom", "For spreadsheets (UTF-8 with BOM)" };
  g_autoptr(GFile) in = g_file_new_for_path (folder);
  g_autoptr(GFile) expected = g_file_get_child (in, "Standings.csv");
  g_autoptr(GFile) chosen = NULL;
  g_autoptr(GError) error = NULL;
  GtkWindow *parent = parent_new ();
  GtkFileChooser *chooser;
  Answer answer = { NULL };

  tav_compat_ask_file (parent, TAV_FILE_EXPORT_CSV, "Standings.csv", in, &bom, 1, NULL,
                       answered_cb, &answer);
  chooser = wait_for_chooser (parent, "Export CSV", "_Export");
  g_assert_cmpstr (gtk_file_chooser_get_choice (chooser, "bom"), ==, "false");
  gtk_file_chooser_set_choice (chooser, "bom", "true");
  accept (chooser);

  wait_for_answer (parent, chooser, &answer);
  chosen = tav_compat_ask_file_finish (answer.result, &error);
  g_assert_no_error (error);
  g_assert_true (g_file_equal (chosen, expected));
  g_assert_cmpstr (tav_compat_get_choice (answer.result, "bom"), ==, "true");
  done (parent, &answer);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  folder = tav_test_app_init (&argc, &argv, "file-dialogs");
#if GTK_CHECK_VERSION (4, 10, 0)
  g_test_message ("GTK %u.%u: GtkFileDialog", gtk_get_major_version (), gtk_get_minor_version ());
#else
  g_test_message ("GTK %u.%u: GtkFileChooserNative", gtk_get_major_version (), gtk_get_minor_version ());
#endif

  g_test_add_func ("/file-dialogs/open", test_open);
  g_test_add_func ("/file-dialogs/open-multiple", test_open_multiple);
  g_test_add_func ("/file-dialogs/save", test_save);
  g_test_add_func ("/file-dialogs/dismiss", test_dismiss);
  g_test_add_func ("/file-dialogs/kinds", test_kinds);
  g_test_add_func ("/file-dialogs/choice", test_choice);

  status = g_test_run ();
  tav_test_app_remove_folder (folder);

  return status;
}
