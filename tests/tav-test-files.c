/* tav-test-files.c — looking at a folder from the tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <signal.h>
#include <sys/prctl.h>

#include <glib/gstdio.h>

#include "tav-document.h"
#include "tav-test-files.h"

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

/* The names in a folder, sorted, separated by spaces: a stray temporary
 * file shows in an assertion at once. */
char *
tav_test_list_dir (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)))
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

/* tests/@name (a file of the sources) copied into @dir, for a test that
 * changes it: the copy's path. */
char *
tav_test_copy_source (const char *dir,
                      const char *name)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, name, NULL);
  g_autofree char *base = g_path_get_basename (name);
  g_autofree char *text = NULL;
  char *path = g_build_filename (dir, base, NULL);
  g_autoptr(GError) error = NULL;
  gsize length = 0;

  g_assert_true (g_file_get_contents (source, &text, &length, &error));
  g_assert_true (g_file_set_contents (path, text, length, &error));
  g_assert_no_error (error);
  return path;
}

/* @path and all it holds, gone. */
void
tav_test_remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir && (name = g_dir_read_name (dir)))
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        tav_test_remove_tree (child);
      else
        g_remove (child);
    }
  g_rmdir (path);
}

/* @path read, or the test fails. */
TavEvent *
tav_test_load_event (const char *path)
{
  g_autoptr(GError) error = NULL;
  TavEvent *event = tav_document_load_file (path, &error);

  g_assert_no_error (error);
  return event;
}

void
tav_test_save_event (TavEvent   *event,
                     const char *path)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (tav_document_save_file (event, path, FALSE, &error));
  g_assert_no_error (error);
}

/* A child's setup: a program the test starts (tavolo-cli serve) ends with
 * the test, even one that fails, rather than hold what meson reads. */
void
tav_test_end_with_parent (gpointer data)
{
  prctl (PR_SET_PDEATHSIG, SIGTERM);
}

/* Stops @process (SIGTERM) and frees it: it must end well, status 0. */
void
tav_test_stop_process (GSubprocess *process)
{
  g_autoptr(GSubprocess) stopped = process;
  g_autoptr(GError) error = NULL;

  g_subprocess_send_signal (stopped, SIGTERM);
  g_assert_true (g_subprocess_wait (stopped, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (stopped));
  g_assert_cmpint (g_subprocess_get_exit_status (stopped), ==, 0);
}
