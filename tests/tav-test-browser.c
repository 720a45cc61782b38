/* tav-test-browser.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tavolo-test"

#include <gio/gio.h>

#include "tav-test-browser.h"
#include "tav-test-wait.h"

/* Chromium as Debian installs it (or Chrome), or NULL: the tests that need
 * it are skipped without it. */
char *
tav_test_find_chromium (void)
{
  static const char * const names[] = { "chromium", "chromium-browser", "google-chrome" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      char *path = g_find_program_in_path (names[i]);

      if (path != NULL)
        return path;
    }
  return NULL;
}

typedef struct
{
  char     *out;
  GError   *error;
  gboolean  done;
} Run;

static void
communicated_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  Run *run = user_data;

  g_subprocess_communicate_utf8_finish (G_SUBPROCESS (object), result, &run->out, NULL, &run->error);
  run->done = TRUE;
}

/* Chromium's output for @mode on @url, in a window of @size. The main
 * context keeps running meanwhile: a window under test stays alive. */
static char *
run_chromium (const char *chromium,
              const char *profile,
              const char *language,
              const char *size,
              const char *mode,
              const char *url)
{
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *user_dir = g_strconcat ("--user-data-dir=", profile, NULL);
  g_autofree char *lang = g_strconcat ("--lang=", language ? language : "en", NULL);
  Run run = { NULL, NULL, FALSE };

  process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_SILENCE, &error,
                              chromium, "--headless", "--no-sandbox", "--disable-gpu",
                              "--no-first-run", "--disable-extensions", lang,
                              size, user_dir, mode, url, NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8_async (process, NULL, NULL, communicated_cb, &run);
  tav_test_wait_for_flag (&run.done, "Chromium");
  g_assert_no_error (run.error);
  return run.out;
}

/* The DOM Chromium builds for @url after running the page (script
 * included), logged; with @shot_name, a screenshot at phone width in the
 * test's build directory too. */
char *
tav_test_browse (const char *chromium,
                 const char *url,
                 const char *language,
                 const char *shot_name)
{
  return tav_test_browse_sized (chromium, url, language, 360, 800, shot_name);
}

/* The same in a window of @width × @height (a phone's, a laptop's). */
char *
tav_test_browse_sized (const char *chromium,
                       const char *url,
                       const char *language,
                       guint       width,
                       guint       height,
                       const char *shot_name)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *profile = g_dir_make_tmp ("tavolo-chromium-XXXXXX", &error);
  g_autofree char *size = g_strdup_printf ("--window-size=%u,%u", width, height);
  g_autoptr(GSubprocess) rm = NULL;
  char *dom;

  g_assert_no_error (error);
  dom = run_chromium (chromium, profile, language, size, "--dump-dom", url);
  g_test_message ("%s", dom);
  if (shot_name != NULL)
    {
      g_autofree char *shot = g_test_build_filename (G_TEST_BUILT, shot_name, NULL);
      g_autofree char *shot_arg = g_strconcat ("--screenshot=", shot, NULL);

      g_free (run_chromium (chromium, profile, language, size, shot_arg, url));
      g_assert_true (g_file_test (shot, G_FILE_TEST_IS_REGULAR));
      g_test_message ("Screenshot: %s", shot);
    }

  rm = g_subprocess_new (G_SUBPROCESS_FLAGS_NONE, NULL, "rm", "-rf", profile, NULL);
  g_subprocess_wait (rm, NULL, NULL);
  return dom;
}
