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
