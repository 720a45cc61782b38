/* test-application.c — the application starts as the README runs it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include <gio/gio.h>

#include "tav-test-wait.h"

#define EXAMPLE_PATH TAV_EXAMPLES_DIR G_DIR_SEPARATOR_S "bang-2011-27-players.tavolo"

static char *tmp_dir;

#define wait_until(condition, data) tav_test_wait_until (condition, data, #condition)

/* The application's settings, written by its keyfile backend: the event
 * is in the recent files once the window has read it and shown it. */
static gboolean
example_opened (gpointer data)
{
  const char *keyfile = data;
  g_autofree char *contents = NULL;
  const char *recent;

  if (!g_file_get_contents (keyfile, &contents, NULL, NULL))
    return FALSE;

  recent = strstr (contents, "recent-files");
  return recent != NULL && strstr (recent, "bang-2011-27-players.tavolo") != NULL;
}

static gboolean
name_has_owner (gpointer data)
{
  GDBusConnection *bus = data;
  g_autoptr(GVariant) reply = NULL;
  gboolean owned = FALSE;

  reply = g_dbus_connection_call_sync (bus, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                                       "org.freedesktop.DBus", "NameHasOwner",
                                       g_variant_new ("(s)", "io.github.tavolo.Tavolo"),
                                       G_VARIANT_TYPE ("(b)"), G_DBUS_CALL_FLAGS_NONE,
                                       -1, NULL, NULL);
  if (reply != NULL)
    g_variant_get (reply, "(b)", &owned);

  return owned;
}

static void
wait_cb (GObject      *object,
         GAsyncResult *result,
         gpointer      user_data)
{
  gboolean *done = user_data;

  g_subprocess_wait_finish (G_SUBPROCESS (object), result, NULL);
  *done = TRUE;
}

/* ./_build/src/app/tavolo data/examples/bang-2011-27-players.tavolo, with
 * every warning fatal: it shows the event and quits cleanly when asked. */
static void
test_application_example (void)
{
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_autoptr(GSubprocess) app = NULL;
  g_autoptr(GDBusConnection) bus = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) reply = NULL;
  g_autofree char *data_home = g_build_filename (tmp_dir, "data", NULL);
  g_autofree char *config_home = g_build_filename (tmp_dir, "config", NULL);
  g_autofree char *keyfile = g_build_filename (config_home, "glib-2.0", "settings", "keyfile", NULL);
  g_autofree char *output = NULL;
  GInputStream *stderr_pipe;
  char buffer[8192];
  gssize n_read;
  gboolean done = FALSE;

  if (!g_file_test (EXAMPLE_PATH, G_FILE_TEST_EXISTS))
    {
      g_test_skip ("The bundled example event is missing");
      return;
    }

  bus = g_bus_get_sync (G_BUS_TYPE_SESSION, NULL, &error);
  g_assert_no_error (error);

  g_subprocess_launcher_setenv (launcher, "G_DEBUG", "fatal-warnings", TRUE);
  g_subprocess_launcher_setenv (launcher, "XDG_DATA_HOME", data_home, TRUE);
  /* Settings in a file of our own, so that the test can see them change. */
  g_subprocess_launcher_setenv (launcher, "XDG_CONFIG_HOME", config_home, TRUE);
  g_subprocess_launcher_setenv (launcher, "GSETTINGS_BACKEND", "keyfile", TRUE);
  app = g_subprocess_launcher_spawn (launcher, &error, TAVOLO_BIN, EXAMPLE_PATH, NULL);
  g_assert_no_error (error);
  g_subprocess_wait_async (app, NULL, wait_cb, &done);

  wait_until (name_has_owner, bus);

  wait_until (example_opened, keyfile);
  g_assert_false (done);

  /* Quit through the application's own action, as a second instance
   * would. */
  reply = g_dbus_connection_call_sync (bus, "io.github.tavolo.Tavolo", "/io/github/tavolo/Tavolo",
                                       "org.gtk.Actions", "Activate",
                                       g_variant_new_parsed ("('quit', @av [], @a{sv} {})"),
                                       NULL, G_DBUS_CALL_FLAGS_NONE, -1, NULL, &error);
  g_assert_no_error (error);

  tav_test_wait_for_flag (&done, "the application to quit");
  g_assert_true (g_subprocess_get_if_exited (app));
  g_assert_cmpint (g_subprocess_get_exit_status (app), ==, 0);

  stderr_pipe = g_subprocess_get_stderr_pipe (app);
  n_read = g_input_stream_read (stderr_pipe, buffer, sizeof buffer - 1, NULL, NULL);
  output = g_strndup (buffer, MAX (n_read, 0));
  g_assert_null (strstr (output, "WARNING"));
  g_assert_null (strstr (output, "CRITICAL"));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autofree char *command = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);

  tmp_dir = g_dir_make_tmp ("tavolo-test-application-XXXXXX", &error);
  g_assert_no_error (error);

  g_test_add_func ("/application/example", test_application_example);

  status = g_test_run ();

  command = g_strdup_printf ("rm -rf '%s'", tmp_dir);
  g_spawn_command_line_sync (command, NULL, NULL, NULL, NULL);
  g_free (tmp_dir);

  return status;
}
