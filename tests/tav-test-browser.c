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

/* Chromium's output for @mode on @url, in a window of @size, with @flags
 * (NULL-terminated, or NULL) besides the usual ones. The main context
 * keeps running meanwhile: a window or a server under test stays alive. */
static char *
run_chromium (const char         *chromium,
              const char         *profile,
              const char         *language,
              const char         *size,
              const char * const *flags,
              const char         *mode,
              const char         *url)
{
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *user_dir = g_strconcat ("--user-data-dir=", profile, NULL);
  g_autofree char *lang = g_strconcat ("--lang=", language ? language : "en", NULL);
  g_autofree char *window = g_strconcat ("--window-size=", size, NULL);
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  const char * const usual[] = { chromium, "--headless", "--no-sandbox", "--disable-gpu",
                                 "--no-first-run", "--disable-extensions", lang, window, user_dir };
  Run run = { NULL, NULL, FALSE };

  for (guint i = 0; i < G_N_ELEMENTS (usual); i++)
    g_ptr_array_add (argv, (gpointer) usual[i]);
  for (guint i = 0; flags && flags[i]; i++)
    g_ptr_array_add (argv, (gpointer) flags[i]);
  g_ptr_array_add (argv, (gpointer) mode);
  g_ptr_array_add (argv, (gpointer) url);
  g_ptr_array_add (argv, NULL);
  process = g_subprocess_newv ((const char * const *) argv->pdata,
                               G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_SILENCE, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8_async (process, NULL, NULL, communicated_cb, &run);
  tav_test_wait_for_flag (&run.done, "Chromium");
  g_assert_no_error (run.error);
  return run.out;
}

static void
remove_tree (const char *path)
{
  g_autoptr(GSubprocess) rm = g_subprocess_new (G_SUBPROCESS_FLAGS_NONE, NULL, "rm", "-rf", path, NULL);

  g_subprocess_wait (rm, NULL, NULL);
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

/* The DOM of @url with @flags (NULL-terminated, or NULL) besides the
 * usual ones, logged, and the screenshot @shot_name if given, in a
 * window of @width × @height and a profile of its own. */
static char *
browse (const char         *chromium,
        const char         *url,
        const char         *language,
        guint               width,
        guint               height,
        const char * const *flags,
        const char         *shot_name)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *profile = g_dir_make_tmp ("tavolo-chromium-XXXXXX", &error);
  g_autofree char *size = g_strdup_printf ("%u,%u", width, height);
  char *dom;

  g_assert_no_error (error);
  dom = run_chromium (chromium, profile, language, size, flags, "--dump-dom", url);
  g_test_message ("%s", dom);
  if (shot_name != NULL)
    {
      g_autofree char *shot = g_test_build_filename (G_TEST_BUILT, shot_name, NULL);
      g_autofree char *shot_arg = g_strconcat ("--screenshot=", shot, NULL);

      g_free (run_chromium (chromium, profile, language, size, flags, shot_arg, url));
      g_assert_true (g_file_test (shot, G_FILE_TEST_IS_REGULAR));
      g_test_message ("Screenshot: %s", shot);
    }
  remove_tree (profile);
  return dom;
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
  return browse (chromium, url, language, width, height, NULL, shot_name);
}

/* The DOM of @url once loaded (logged), Chromium run with @flags
 * (NULL-terminated) besides the usual ones. */
char *
tav_test_browse_with (const char         *chromium,
                      const char         *url,
                      const char         *language,
                      guint               width,
                      guint               height,
                      const char * const *flags)
{
  return browse (chromium, url, language, width, height, flags, NULL);
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
  char *dom;

  tav_test_wait_for_flag (&self->run.done, "Chromium");
  g_assert_no_error (self->run.error);
  dom = self->run.out;
  g_test_message ("%s", dom);
  remove_tree (self->profile);
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
  char *dom;

  g_assert_no_error (error);
  g_assert_cmpuint (g_string_replace (page, "<head>", base_tag, 1), ==, 1);
  g_assert_cmpuint (g_string_replace (page, "</body>", tail, 1), ==, 1);
  local = g_build_filename (dir, "page.html", NULL);
  g_assert_true (g_file_set_contents (local, page->str, page->len, &error));
  url = g_filename_to_uri (local, NULL, &error);
  g_assert_no_error (error);
  dom = tav_test_browse_at (chromium, url, language, width, height, NULL);
  remove_tree (dir);
  return dom;
}
