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
  g_autofree char *window = g_strconcat ("--window-size=", size, NULL);
  Run run = { NULL, NULL, FALSE };

  process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_SILENCE, &error,
                              chromium, "--headless", "--no-sandbox", "--disable-gpu",
                              "--no-first-run", "--disable-extensions", lang,
                              window, user_dir, mode, url, NULL);
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
  return tav_test_browse_at (chromium, url, language, 360, 800, shot_name);
}

/* The same in a window of @width × @height: a phone's, a laptop's. */
char *
tav_test_browse_at (const char *chromium,
                    const char *url,
                    const char *language,
                    guint       width,
                    guint       height,
                    const char *shot_name)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *profile = g_dir_make_tmp ("tavolo-chromium-XXXXXX", &error);
  g_autofree char *size = g_strdup_printf ("%u,%u", width, height);
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

struct _TavTestBrowsing
{
  GSubprocess *process;
  char        *profile;
  Run          run;
};

/* Chromium started on @url at a phone's size, to dump its DOM once the
 * page has run for a few seconds of its own time (its live stream open
 * holds that clock): the test acts meanwhile, then
 * tav_test_browsing_finish () gives the DOM. */
TavTestBrowsing *
tav_test_browsing_start (const char *chromium,
                         const char *url,
                         const char *language)
{
  TavTestBrowsing *self = g_new0 (TavTestBrowsing, 1);
  g_autoptr(GError) error = NULL;
  g_autofree char *user_dir = NULL;
  g_autofree char *lang = g_strconcat ("--lang=", language ? language : "en", NULL);

  self->profile = g_dir_make_tmp ("tavolo-chromium-XXXXXX", &error);
  g_assert_no_error (error);
  user_dir = g_strconcat ("--user-data-dir=", self->profile, NULL);
  self->process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_SILENCE, &error,
                                    chromium, "--headless", "--no-sandbox", "--disable-gpu",
                                    "--no-first-run", "--disable-extensions", lang, "--window-size=360,740",
                                    user_dir, "--virtual-time-budget=5000", "--dump-dom", url, NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8_async (self->process, NULL, NULL, communicated_cb, &self->run);
  return self;
}

char *
tav_test_browsing_finish (TavTestBrowsing *self)
{
  g_autoptr(GSubprocess) rm = NULL;
  char *dom;

  tav_test_wait_for_flag (&self->run.done, "Chromium");
  g_assert_no_error (self->run.error);
  dom = self->run.out;
  g_test_message ("%s", dom);
  rm = g_subprocess_new (G_SUBPROCESS_FLAGS_NONE, NULL, "rm", "-rf", self->profile, NULL);
  g_subprocess_wait (rm, NULL, NULL);
  g_object_unref (self->process);
  g_free (self->profile);
  g_free (self);
  return dom;
}

/* @html, a page as served from @base (http://HOST:PORT), opened from a
 * file with @script run at its end — a person's thumbs; the page itself
 * is untouched — in a window of @width × @height: the DOM Chromium ends
 * on (the answer to a form the script sent). */
char *
tav_test_browse_html (const char *chromium,
                      const char *html,
                      const char *base,
                      const char *script,
                      const char *language,
                      guint       width,
                      guint       height)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tavolo-page-XXXXXX", &error);
  g_autofree char *base_tag = g_strdup_printf ("<head><base href=\"%s/\">", base);
  g_autofree char *tail = g_strconcat ("<script>", script, "</script></body>", NULL);
  g_autofree char *local = NULL;
  g_autofree char *url = NULL;
  g_autoptr(GString) page = g_string_new (html);
  g_autoptr(GSubprocess) rm = NULL;
  char *dom;

  g_assert_no_error (error);
  g_assert_cmpuint (g_string_replace (page, "<head>", base_tag, 1), ==, 1);
  g_assert_cmpuint (g_string_replace (page, "</body>", tail, 1), ==, 1);
  local = g_build_filename (dir, "page.html", NULL);
  g_assert_true (g_file_set_contents (local, page->str, page->len, &error));
  url = g_filename_to_uri (local, NULL, &error);
  g_assert_no_error (error);
  dom = tav_test_browse_at (chromium, url, language, width, height, NULL);

  rm = g_subprocess_new (G_SUBPROCESS_FLAGS_NONE, NULL, "rm", "-rf", dir, NULL);
  g_subprocess_wait (rm, NULL, NULL);
  return dom;
}
