/* test-atspi.c — every control of every page and dialog has a name, read
 * over the AT-SPI bus as a screen reader (Orca) reads it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK's own accessible properties can say a name that a screen reader
 * never hears: GTK 4.8 gives an icon button the name of the image inside
 * it ("GtkImage"), and its tooltip is not its name. So this test reads
 * what the app exports: it runs the app (tav-atspi-driver) in a process
 * of its own with GTK's AT-SPI backend, and at each page and dialog walks
 * the app's accessible tree through libatspi, as Orca does.
 */
#include "config.h"

#include <locale.h>
#include <string.h>

#include <glib/gi18n.h>

#include <atspi/atspi.h>
#include <gio/gio.h>

#include "tav-test-wait.h"

/* The roles a user acts on, which a screen reader must be able to name. */
static gboolean
is_control (AtspiRole role)
{
  switch (role)
    {
    /* The window itself, which a screen reader says first. */
    case ATSPI_ROLE_DIALOG:
    case ATSPI_ROLE_FRAME:
    case ATSPI_ROLE_WINDOW:
    case ATSPI_ROLE_CHECK_BOX:
    case ATSPI_ROLE_CHECK_MENU_ITEM:
    case ATSPI_ROLE_COMBO_BOX:
    case ATSPI_ROLE_ENTRY:
    case ATSPI_ROLE_LINK:
    case ATSPI_ROLE_LIST_ITEM:
    case ATSPI_ROLE_MENU_ITEM:
    case ATSPI_ROLE_PASSWORD_TEXT:
    case ATSPI_ROLE_PUSH_BUTTON:
    case ATSPI_ROLE_PUSH_BUTTON_MENU:
    case ATSPI_ROLE_RADIO_BUTTON:
    case ATSPI_ROLE_RADIO_MENU_ITEM:
    case ATSPI_ROLE_SLIDER:
    case ATSPI_ROLE_SPIN_BUTTON:
    case ATSPI_ROLE_TOGGLE_BUTTON:
      return TRUE;

    default:
      return FALSE;
    }
}

/* No name, or the name of a type ("GtkImage", "GtkMenuButton"): what GTK
 * says when nothing names the control. */
static gboolean
is_unnamed (const char *name)
{
  g_autofree char *stripped = g_strstrip (g_strdup (name ? name : ""));

  if (stripped[0] == '\0')
    return TRUE;

  return g_regex_match_simple ("^(Gtk|Adw|Tav|Gdk)[A-Z][A-Za-z0-9]*$", stripped, 0, 0);
}

typedef struct
{
  const char *step;
  GHashTable *seen;     /* each unnamed control listed once */
  GString    *unnamed;
  guint       n_checked;
  guint       n_step;
  gboolean    found_menu; /* the header bar's "Main menu", named */
  gboolean    showing;    /* the toolkit says what is on screen */
} Walk;

static gboolean
has_state (AtspiAccessible *accessible,
           AtspiStateType   state)
{
  AtspiStateSet *states = atspi_accessible_get_state_set (accessible);
  gboolean has = atspi_state_set_contains (states, state);

  g_object_unref (states);

  return has;
}

/* Not hidden, and on screen where the toolkit says so: GTK 4.8 says
 * "showing" of windows alone, and exports every page of a stack. */
static gboolean
is_shown (AtspiAccessible *accessible,
          Walk            *self)
{
  AtspiStateSet *states = atspi_accessible_get_state_set (accessible);
  gboolean shown = atspi_state_set_contains (states, ATSPI_STATE_VISIBLE) &&
                   (!self->showing || atspi_state_set_contains (states, ATSPI_STATE_SHOWING));

  g_object_unref (states);

  return shown;
}

/* Walks the shown objects under @accessible; @where names the nearest
 * named ancestors, for the list. */
static void
walk (AtspiAccessible *accessible,
      const char      *where,
      Walk            *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = atspi_accessible_get_name (accessible, &error);
  AtspiRole role;
  g_autofree char *here = NULL;
  int n_children;

  /* Gone since it was listed (a row recycled): nothing left to read. */
  if (error != NULL)
    return;
  role = atspi_accessible_get_role (accessible, NULL);
  /* TAV_ATSPI_DUMP=1: every object read, to see what the toolkit says. */
  if (g_getenv ("TAV_ATSPI_DUMP") != NULL)
    {
      g_autofree char *role_name = atspi_role_get_name (role);

      g_printerr ("%s [%s] “%s” visible %d showing %d\n", where, role_name, name ? name : "",
                  has_state (accessible, ATSPI_STATE_VISIBLE), has_state (accessible, ATSPI_STATE_SHOWING));
    }
  if (!is_shown (accessible, self))
    return;

  if (is_control (role))
    {
      self->n_checked++;
      self->n_step++;
      if (is_unnamed (name))
        {
          g_autofree char *role_name = atspi_role_get_name (role);
          g_autofree char *description = atspi_accessible_get_description (accessible, NULL);
          g_autofree char *line = g_strdup_printf ("  %s “%s”%s%s%s in %s", role_name, name ? name : "",
                                                   description && *description ? " (description “" : "",
                                                   description && *description ? description : "",
                                                   description && *description ? "”)" : "",
                                                   where);

          if (g_hash_table_add (self->seen, g_strdup (line)))
            g_string_append_printf (self->unnamed, "%s: %s\n", self->step, line);
        }
      if (role == ATSPI_ROLE_TOGGLE_BUTTON || role == ATSPI_ROLE_PUSH_BUTTON || role == ATSPI_ROLE_PUSH_BUTTON_MENU)
        self->found_menu |= g_strcmp0 (name, _("Main menu")) == 0;
    }

  /* The list says where a control is: its window and named groups. */
  if (!is_unnamed (name) && role != ATSPI_ROLE_LABEL &&
      (!is_control (role) || role == ATSPI_ROLE_FRAME || role == ATSPI_ROLE_DIALOG || role == ATSPI_ROLE_WINDOW))
    here = where[0] != '\0' ? g_strdup_printf ("%s < “%s”", where, name) : g_strdup_printf ("“%s”", name);

  n_children = atspi_accessible_get_child_count (accessible, NULL);
  for (int i = 0; i < n_children; i++)
    {
      AtspiAccessible *child = atspi_accessible_get_child_at_index (accessible, i, NULL);

      if (child != NULL)
        walk (child, here ? here : where, self);
      g_clear_object (&child);
    }
}

typedef struct
{
  GPid             pid;
  AtspiAccessible *application;
} FindApp;

/* The application of @data's process on the desktop, once it is there. */
static gboolean
app_registered (gpointer data)
{
  FindApp *find = data;
  /* libatspi 2.46 (Debian 12) has no g_autoptr() for its types. */
  AtspiAccessible *desktop = atspi_get_desktop (0);
  int n = atspi_accessible_get_child_count (desktop, NULL);

  for (int i = 0; i < n && find->application == NULL; i++)
    {
      AtspiAccessible *app = atspi_accessible_get_child_at_index (desktop, i, NULL);

      if (app != NULL && atspi_accessible_get_process_id (app, NULL) == (guint) find->pid)
        find->application = g_steal_pointer (&app);
      g_clear_object (&app);
    }
  g_object_unref (desktop);

  return find->application != NULL;
}

/* Whether the toolkit says "showing" of what is on screen inside @window
 * (newer GTK), or of windows alone (4.8). */
static gboolean
says_showing (AtspiAccessible *window)
{
  int n = atspi_accessible_get_child_count (window, NULL);
  gboolean showing = FALSE;

  for (int i = 0; i < n && !showing; i++)
    {
      AtspiAccessible *child = atspi_accessible_get_child_at_index (window, i, NULL);

      showing = child != NULL && has_state (child, ATSPI_STATE_SHOWING);
      g_clear_object (&child);
    }
  return showing;
}

/* Walks the windows of @application titled @title for the step @step (a
 * line "KIND NAME\tTITLE" of the driver); FALSE if it was left out: a
 * page of a window read whole before, on a GTK that exports every page. */
static gboolean
walk_step (AtspiAccessible *application,
           const char      *step,
           GHashTable      *pages_read,
           Walk            *self)
{
  g_auto(GStrv) fields = g_strsplit (step, "\t", 2);
  gboolean page = g_str_has_prefix (fields[0], "page ");
  int n_windows = atspi_accessible_get_child_count (application, NULL);
  g_autoptr(GString) windows = g_string_new (NULL);
  gboolean walked = FALSE;

  g_assert_nonnull (fields[1]);
  self->step = strchr (fields[0], ' ') + 1;
  self->n_step = 0;
  for (int i = 0; i < n_windows; i++)
    {
      AtspiAccessible *window = atspi_accessible_get_child_at_index (application, i, NULL);
      g_autofree char *title = window ? atspi_accessible_get_name (window, NULL) : NULL;
      /* A window with no title of ours (GTK's shortcuts window) is
       * exported under its type's name. */
      gboolean titled = g_strcmp0 (title, fields[1]) == 0 || (fields[1][0] == '\0' && is_unnamed (title));

      /* What is there instead, should the window not be found. */
      if (window != NULL)
        {
          g_autofree char *role_name = atspi_role_get_name (atspi_accessible_get_role (window, NULL));

          g_string_append_printf (windows, "%s %s “%s”", windows->len ? "," : "", role_name, title ? title : "");
        }
      if (titled)
        {
          self->showing = says_showing (window);
          if (!page || self->showing || g_hash_table_add (pages_read, g_strdup (fields[1])))
            {
              walk (window, "", self);
              walked = TRUE;
            }
        }
      g_clear_object (&window);
    }
  if (walked)
    g_test_message ("%s: %u controls", self->step, self->n_step);
  else if (page && g_hash_table_contains (pages_read, fields[1]))
    g_test_message ("%s: read with the window's first page", self->step);
  else
    g_test_fail_printf ("%s: no window titled “%s” on the AT-SPI bus (there:%s)", self->step, fields[1],
                        windows->str);

  return walked;
}

/* The accessibility bus, started by the session bus when asked for (as
 * a desktop does): FALSE, with why, where it cannot be. */
static gboolean
a11y_bus_available (char **why)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GDBusConnection) session = g_bus_get_sync (G_BUS_TYPE_SESSION, NULL, &error);
  g_autoptr(GVariant) reply = NULL;

  if (session != NULL)
    reply = g_dbus_connection_call_sync (session, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus",
                                         "GetAddress", NULL, G_VARIANT_TYPE ("(s)"),
                                         G_DBUS_CALL_FLAGS_NONE, 30000, NULL, &error);
  if (reply == NULL)
    *why = g_strdup_printf ("the AT-SPI bus could not be started (package at-spi2-core): %s", error->message);

  return reply != NULL;
}

static void
test_atspi_names (void)
{
  g_autofree char *why = NULL;
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) driver = NULL;
  g_autoptr(GDataInputStream) steps = NULL;
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GHashTable) pages_read = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GString) unnamed = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  GOutputStream *next;
  Walk self = { .seen = seen, .unnamed = unnamed };
  guint n_steps = 0;

  if (!a11y_bus_available (&why))
    {
      g_test_skip (why);
      return;
    }
  g_assert_cmpint (atspi_init (), <=, 1);

  /* GTK's real backend, which the other window tests turn off. */
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  g_subprocess_launcher_setenv (launcher, "GTK_A11Y", "atspi", TRUE);
  g_subprocess_launcher_unsetenv (launcher, "NO_AT_BRIDGE");
  driver = g_subprocess_launcher_spawn (launcher, &error, TAV_ATSPI_DRIVER, NULL);
  g_assert_no_error (error);
  steps = g_data_input_stream_new (g_subprocess_get_stdout_pipe (driver));
  next = g_subprocess_get_stdin_pipe (driver);

  for (;;)
    {
      g_autofree char *line = g_data_input_stream_read_line (steps, NULL, NULL, &error);
      FindApp find = { .pid = atoi (g_subprocess_get_identifier (driver)) };

      g_assert_no_error (error);
      g_assert_nonnull (line);
      if (strcmp (line, "done") == 0)
        break;

      tav_test_wait_until (app_registered, &find, "the app on the AT-SPI bus");
      /* What is on screen now, not what an earlier page left cached. */
      atspi_accessible_set_cache_mask (find.application, ATSPI_CACHE_NONE);
      atspi_accessible_clear_cache (find.application);
      /* Each page and dialog has its own controls (a close button at least). */
      if (walk_step (find.application, line, pages_read, &self))
        g_assert_cmpuint (self.n_step, >, 0);
      n_steps++;
      g_clear_object (&find.application);

      g_assert_true (g_output_stream_write_all (next, "next\n", 5, NULL, NULL, &error));
      g_assert_no_error (error);
      g_assert_true (g_output_stream_flush (next, NULL, &error));
    }

  g_assert_true (g_subprocess_wait_check (driver, NULL, &error));
  g_assert_no_error (error);

  if (unnamed->len > 0)
    {
      g_auto(GStrv) lines = g_strsplit (unnamed->str, "\n", -1);

      for (guint i = 0; lines[i] != NULL; i++)
        if (lines[i][0] != '\0')
          g_test_message ("%s", lines[i]);
      g_test_fail_printf ("Controls a screen reader cannot name (listed above)");
    }

  /* The walk read names at all: the header bar's menu button by its own. */
  g_assert_true (self.found_menu);
  g_assert_cmpuint (n_steps, >=, 20);
  g_test_message ("%u controls read in %u pages and dialogs", self.n_checked, n_steps);
  g_assert_cmpuint (self.n_checked, >, 300);
}

int
main (int   argc,
      char *argv[])
{
  /* The language of LANGUAGE, as the app speaks it (the driver binds
   * the same catalogs). */
  setlocale (LC_ALL, "");
  if (g_getenv ("TAV_LOCALE_DIR") != NULL)
    bindtextdomain (GETTEXT_PACKAGE, g_getenv ("TAV_LOCALE_DIR"));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_test_init (&argc, &argv, NULL);
  /* libatspi warns of what a toolkit does not offer (GTK 4.8 has no
   * AT-SPI cache object, and libatspi asks each object instead): not a
   * fault of the app, whose own process keeps warnings fatal. */
  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);

  g_test_add_func ("/atspi/names", test_atspi_names);

  return g_test_run ();
}
