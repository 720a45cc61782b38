/* test-examples.c — every bundled example event loads and validates
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tav-document.h"

static void
test_example (gconstpointer data)
{
  const char *path = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TavEvent) event = tav_document_load_file (path, &error);
  g_autofree char *saved = NULL;
  g_autofree char *original = NULL;

  g_assert_no_error (error);
  g_assert_nonnull (event);
  g_assert_cmpuint (tav_event_get_n_players (event), >, 0);

  /* The files are written by this version: saving reproduces them exactly. */
  saved = tav_document_to_data (event, NULL);
  g_assert_true (g_file_get_contents (path, &original, NULL, NULL));
  g_assert_cmpstr (saved, ==, original);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *dir = NULL;
  g_autoptr(GDir) listing = NULL;
  const char *name;

  g_test_init (&argc, &argv, NULL);

  dir = g_test_build_filename (G_TEST_DIST, "..", "data", "examples", NULL);
  listing = g_dir_open (dir, 0, NULL);
  g_assert_nonnull (listing);
  while ((name = g_dir_read_name (listing)))
    if (g_str_has_suffix (name, ".tavolo"))
      {
        g_autofree char *test_path = g_strconcat ("/examples/", name, NULL);

        g_test_add_data_func_full (test_path, g_build_filename (dir, name, NULL),
                                   test_example, g_free);
      }

  return g_test_run ();
}
