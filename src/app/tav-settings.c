/* tav-settings.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-settings"

#include "config.h"

#include "tav-settings.h"

/* The schema of an installed Tavolo is found by GSettings itself. Run from
 * the build directory, the schema compiled there is used instead; and with
 * neither (a bare test program), the application runs without settings
 * rather than aborting as g_settings_new() would. */
static GSettingsSchema *
lookup_schema (void)
{
  static GSettingsSchema *schema;
  static gsize initialized;

  if (g_once_init_enter (&initialized))
    {
      GSettingsSchemaSource *source = g_settings_schema_source_get_default ();

      if (source != NULL)
        schema = g_settings_schema_source_lookup (source, APPLICATION_ID, TRUE);

#ifdef TAV_BUILD_SCHEMA_DIR
      if (schema == NULL &&
          g_file_test (TAV_BUILD_SCHEMA_DIR G_DIR_SEPARATOR_S "gschemas.compiled", G_FILE_TEST_EXISTS))
        {
          g_autoptr(GSettingsSchemaSource) build_source = NULL;

          build_source = g_settings_schema_source_new_from_directory (TAV_BUILD_SCHEMA_DIR,
                                                                      source, FALSE, NULL);
          if (build_source != NULL)
            schema = g_settings_schema_source_lookup (build_source, APPLICATION_ID, FALSE);
        }
#endif

      g_once_init_leave (&initialized, 1);
    }

  return schema;
}

/**
 * tav_settings_new:
 *
 * Returns: (transfer full) (nullable): the settings, or %NULL when the
 *   schema is nowhere to be found
 */
GSettings *
tav_settings_new (void)
{
  GSettingsSchema *schema = lookup_schema ();

  if (schema == NULL)
    return NULL;

  return g_settings_new_full (schema, NULL, NULL);
}

static void
update_recent (GSettings *settings,
               GFile     *file,
               gboolean   add)
{
  g_auto(GStrv) old = NULL;
  g_autoptr(GStrvBuilder) builder = NULL;
  g_auto(GStrv) recent = NULL;
  g_autofree char *uri = NULL;
  guint n = 0;

  if (settings == NULL || file == NULL)
    return;

  uri = g_file_get_uri (file);
  old = g_settings_get_strv (settings, "recent-files");
  builder = g_strv_builder_new ();

  if (add)
    {
      g_strv_builder_add (builder, uri);
      n++;
    }

  for (guint i = 0; old[i] != NULL && n < TAV_RECENT_FILES_MAX; i++)
    {
      if (g_strcmp0 (old[i], uri) == 0)
        continue;
      g_strv_builder_add (builder, old[i]);
      n++;
    }

  recent = g_strv_builder_end (builder);
  if (!g_strv_equal ((const char * const *) old, (const char * const *) recent))
    g_settings_set_strv (settings, "recent-files", (const char * const *) recent);
}

/* Puts @file first in the recent events. */
void
tav_settings_add_recent (GSettings *settings,
                         GFile     *file)
{
  update_recent (settings, file, TRUE);
}

void
tav_settings_remove_recent (GSettings *settings,
                            GFile     *file)
{
  update_recent (settings, file, FALSE);
}

/* The size of the main window, as it was last closed. */
void
tav_settings_restore_window (GSettings *settings,
                             GtkWindow *window)
{
  if (settings == NULL)
    return;

  gtk_window_set_default_size (window,
                               g_settings_get_int (settings, "window-width"),
                               g_settings_get_int (settings, "window-height"));
  if (g_settings_get_boolean (settings, "window-maximized"))
    gtk_window_maximize (window);
}

void
tav_settings_save_window (GSettings *settings,
                          GtkWindow *window)
{
  gboolean maximized = gtk_window_is_maximized (window);
  int width, height;

  if (settings == NULL)
    return;

  gtk_window_get_default_size (window, &width, &height);
  g_settings_set_boolean (settings, "window-maximized", maximized);

  /* A maximized window keeps the size it comes back to. */
  if (!maximized && width > 0 && height > 0)
    {
      g_settings_set_int (settings, "window-width", width);
      g_settings_set_int (settings, "window-height", height);
    }
}
