/* test-flatpak-manifest.c — the Flatpak manifest
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The manifest given as the first argument is valid JSON, builds the app
 * against the GNOME runtime with Meson, and grants no more than a window
 * needs: files come through the portals, with no access to the home folder.
 */
#include "config.h"

#include <string.h>

#include <json-glib/json-glib.h>

static const char *manifest_path;

static JsonObject *
load_manifest (JsonParser *parser)
{
  g_autoptr(GError) error = NULL;
  JsonNode *root;

  if (!json_parser_load_from_file (parser, manifest_path, &error))
    g_error ("%s: %s", manifest_path, error->message);
  root = json_parser_get_root (parser);
  g_assert_nonnull (root);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (root));
  return json_node_get_object (root);
}

static void
test_syntax (void)
{
  g_autoptr(JsonParser) parser = json_parser_new ();

  load_manifest (parser);
}

static void
test_application (void)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *manifest = load_manifest (parser);

  g_assert_cmpstr (json_object_get_string_member (manifest, "id"), ==, APPLICATION_ID);
  g_assert_cmpstr (json_object_get_string_member (manifest, "runtime"), ==, "org.gnome.Platform");
  g_assert_cmpstr (json_object_get_string_member (manifest, "sdk"), ==, "org.gnome.Sdk");
  /* GNOME 51: GLib 2.90, GTK 4.24, libadwaita 1.10, as in the Debian
   * testing leg of CI (tests/run-on-debian forky), which stands for it. */
  g_assert_cmpstr (json_object_get_string_member (manifest, "runtime-version"), ==, "51");
  g_assert_cmpstr (json_object_get_string_member (manifest, "command"), ==, "tavolo");
}

static void
test_finish_args (void)
{
  static const char *const expected[] = {
    "--share=ipc",
    "--socket=wayland",
    "--socket=fallback-x11",
    "--device=dri",
    "--share=network",   /* the venue network serves the phones in the room */
  };
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *manifest = load_manifest (parser);
  JsonArray *args = json_object_get_array_member (manifest, "finish-args");

  g_assert_nonnull (args);
  g_assert_cmpuint (json_array_get_length (args), ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    g_assert_cmpstr (json_array_get_string_element (args, i), ==, expected[i]);
}

/* The last module is the app itself, built with Meson; json-glib and
 * libadwaita come with the GNOME runtime. */
static void
test_modules (void)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *manifest = load_manifest (parser);
  JsonArray *modules = json_object_get_array_member (manifest, "modules");
  JsonObject *app;
  guint n;

  g_assert_nonnull (modules);
  n = json_array_get_length (modules);
  g_assert_cmpuint (n, >=, 1);
  app = json_array_get_object_element (modules, n - 1);
  g_assert_nonnull (app);
  g_assert_cmpstr (json_object_get_string_member (app, "name"), ==, "tavolo");
  g_assert_cmpstr (json_object_get_string_member (app, "buildsystem"), ==, "meson");
  g_assert_true (json_object_has_member (app, "sources"));

  for (guint i = 0; i + 1 < n; i++)
    {
      JsonObject *module = json_array_get_object_element (modules, i);
      const char *name = json_object_get_string_member_with_default (module, "name", "");

      g_assert_cmpstr (name, !=, "json-glib");
      g_assert_cmpstr (name, !=, "libadwaita");
    }
}

/* The GNOME runtime has no libqrencode (the venue network's QR codes): a
 * module builds it before the app, as a shared library without its
 * tools, from a source pinned to one commit. */
static void
test_qrencode (void)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *manifest = load_manifest (parser);
  JsonArray *modules = json_object_get_array_member (manifest, "modules");
  guint n = json_array_get_length (modules);
  gboolean found = FALSE;

  for (guint i = 0; i + 1 < n; i++)
    {
      JsonObject *module = json_array_get_object_element (modules, i);
      JsonArray *options, *sources;
      JsonObject *source;
      g_autofree char *joined = NULL;
      g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
      g_auto(GStrv) strv = NULL;

      if (g_strcmp0 (json_object_get_string_member_with_default (module, "name", ""), "libqrencode") != 0)
        continue;
      found = TRUE;
      g_assert_cmpstr (json_object_get_string_member (module, "buildsystem"), ==, "cmake-ninja");
      options = json_object_get_array_member (module, "config-opts");
      for (guint k = 0; k < json_array_get_length (options); k++)
        g_strv_builder_add (builder, json_array_get_string_element (options, k));
      strv = g_strv_builder_end (builder);
      joined = g_strjoinv (" ", strv);
      g_assert_nonnull (strstr (joined, "-DBUILD_SHARED_LIBS=ON"));
      g_assert_nonnull (strstr (joined, "-DWITH_TOOLS=OFF"));
      sources = json_object_get_array_member (module, "sources");
      g_assert_cmpuint (json_array_get_length (sources), ==, 1);
      source = json_array_get_object_element (sources, 0);
      g_assert_cmpstr (json_object_get_string_member (source, "type"), ==, "git");
      g_assert_cmpstr (json_object_get_string_member (source, "tag"), ==, "v4.1.1");
      g_assert_cmpuint (strlen (json_object_get_string_member (source, "commit")), ==, 40);
    }
  g_assert_true (found);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  if (argc < 2)
    {
      g_printerr ("usage: %s MANIFEST\n", argv[0]);
      return 2;
    }
  manifest_path = argv[1];

  g_test_add_func ("/flatpak/syntax", test_syntax);
  g_test_add_func ("/flatpak/application", test_application);
  g_test_add_func ("/flatpak/finish-args", test_finish_args);
  g_test_add_func ("/flatpak/modules", test_modules);
  g_test_add_func ("/flatpak/qrencode", test_qrencode);

  return g_test_run ();
}
