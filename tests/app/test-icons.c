/* test-icons.c — every icon the app names is drawn, not a "missing" glyph
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * On a minimal Debian, with packages installed without their
 * recommendations, the SVG loader of gdk-pixbuf (librsvg2-common) was
 * missing and every symbolic icon of the window came out as the "missing
 * image" glyph, with no warning. Here each icon named in the .ui files and in
 * src/app is looked up in the icon theme as the window does, drawn at 16
 * pixels, and compared with what GTK draws for a name no theme has.
 */
#include <gtk/gtk.h>

#include "tav-test-app.h"

#define MISSING_NAME "tavolo-test-no-such-icon-symbolic"

/* The icon names in @path: icon-name properties of a .ui file, and the
 * "…-symbolic" strings of a C file. */
static void
collect_names (const char *path,
               GHashTable *names)
{
  static GRegex *in_ui;
  static GRegex *in_c;
  g_autofree char *text = NULL;
  g_autoptr(GMatchInfo) match = NULL;
  g_autoptr(GError) error = NULL;

  if (in_ui == NULL)
    {
      in_ui = g_regex_new ("name=\"icon[-_]name\"[^>]*>([a-z0-9-]+)<", 0, 0, NULL);
      in_c = g_regex_new ("\"([a-z0-9-]+-symbolic)\"", 0, 0, NULL);
    }

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  g_regex_match (g_str_has_suffix (path, ".ui") ? in_ui : in_c, text, 0, &match);
  while (g_match_info_matches (match))
    {
      g_hash_table_add (names, g_match_info_fetch (match, 1));
      g_match_info_next (match, NULL);
    }
}

static void
collect_folder (const char *folder,
                const char *suffix,
                GHashTable *names)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, suffix))
      {
        g_autofree char *path = g_build_filename (folder, name, NULL);

        collect_names (path, names);
      }
}

/* @name drawn as the window draws it, 16 pixels, in RGBA bytes. */
static GBytes *
draw_icon (const char *name)
{
  GtkIconTheme *theme = gtk_icon_theme_get_for_display (gdk_display_get_default ());
  g_autoptr(GtkIconPaintable) icon = NULL;
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  cairo_surface_t *surface;
  cairo_t *cr;
  GBytes *bytes;

  icon = gtk_icon_theme_lookup_icon (theme, name, NULL, 16, 1, GTK_TEXT_DIR_LTR, 0);
  gdk_paintable_snapshot (GDK_PAINTABLE (icon), snapshot, 16, 16);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 16, 16);
  cr = cairo_create (surface);
  if (node != NULL)
    gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  bytes = g_bytes_new (cairo_image_surface_get_data (surface),
                       (gsize) cairo_image_surface_get_stride (surface) * 16);
  cairo_surface_destroy (surface);

  return bytes;
}

static gboolean
is_blank (GBytes *pixels)
{
  gsize size;
  const guint8 *data = g_bytes_get_data (pixels, &size);

  for (gsize i = 0; i < size; i++)
    if (data[i] != 0)
      return FALSE;
  return TRUE;
}

static void
test_icons_drawn (void)
{
  g_autoptr(GHashTable) names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autofree char *ui = g_test_build_filename (G_TEST_DIST, "..", "ui", NULL);
  g_autofree char *app = g_test_build_filename (G_TEST_DIST, "..", "src", "app", NULL);
  g_autoptr(GBytes) missing = draw_icon (MISSING_NAME);
  g_autoptr(GString) failures = g_string_new (NULL);
  GHashTableIter iter;
  const char *name;

  collect_folder (ui, ".ui", names);
  collect_folder (app, ".c", names);
  /* The walk found what the window shows: its header bar's icons. */
  g_assert_cmpuint (g_hash_table_size (names), >=, 20);
  g_assert_true (g_hash_table_contains (names, "open-menu-symbolic"));

  g_hash_table_iter_init (&iter, names);
  while (g_hash_table_iter_next (&iter, (gpointer *) &name, NULL))
    {
      g_autoptr(GBytes) drawn = draw_icon (name);

      if (g_bytes_equal (drawn, missing))
        g_string_append_printf (failures, " %s (the \"missing image\" glyph: no such icon, or no SVG loader)", name);
      else if (is_blank (drawn))
        g_string_append_printf (failures, " %s (nothing drawn)", name);
    }
  g_test_message ("%u icons checked", g_hash_table_size (names));
  if (failures->len > 0)
    g_test_fail_printf ("icons not drawn:%s", failures->str);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *folder = tav_test_app_init (&argc, &argv, "icons");
  int status;

  g_test_add_func ("/icons/drawn", test_icons_drawn);
  status = g_test_run ();
  tav_test_app_remove_folder (g_steal_pointer (&folder));

  return status;
}
