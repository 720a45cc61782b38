/* tav-test-app.c — small helpers shared by the window tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tav-test-app.h"

/* A TavTestCondition: @widget is on screen. */
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

/* With TAV_SCREENSHOT_DIR set (docs/screenshots/ is made so, under
 * xvfb-run), the screen as it is now goes to @name.png there. */
void
tav_test_screenshot (const char *name)
{
  const char *dir = g_getenv ("TAV_SCREENSHOT_DIR");
  g_autofree char *path = NULL;
  g_autofree char *command = NULL;
  int status = 0;

  if (dir == NULL)
    return;
  for (guint i = 0; i < 20; i++)
    while (g_main_context_iteration (NULL, FALSE))
      ;
  path = g_build_filename (dir, name, NULL);
  command = g_strdup_printf ("import -window root '%s.png'", path);
  g_assert_true (g_spawn_command_line_sync (command, NULL, NULL, &status, NULL));
  g_assert_cmpint (status, ==, 0);
}
