/* test-venue-results-browser.c — a real browser (Chromium, headless) fills
 * the result form served by `tavolo-cli serve` for a BANG! 2011 table and a
 * Destiny match, and sends it; the result waits in the file's inbox
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <signal.h>
#include <string.h>

#include <glib/gstdio.h>
#include <libsoup/soup.h>

#include "tav-document.h"
#include "tav-event.h"
#include "tav-table-token.h"
#include "tav-test-browser.h"
#include "tav-test-http.h"
#include "tav-event-private.h"

#define KEY "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"

typedef struct
{
  const char *ruleset;
  guint       n_players;
  const char *script;     /* fills the form (f) and sends it */
} Case;

static void
remove_tree (const char *path)
{
  g_autoptr(GSubprocess) rm = g_subprocess_new (G_SUBPROCESS_FLAGS_NONE, NULL, "rm", "-rf", path, NULL);

  g_subprocess_wait (rm, NULL, NULL);
}

static void
test_browser (gconstpointer data)
{
  const Case *c = data;
  g_autofree char *chromium = tav_test_find_chromium ();
  g_autoptr(TavEvent) event = NULL;
  g_autoptr(TavEvent) after = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocess) serve = NULL;
  g_autoptr(GSubprocess) browser = NULL;
  g_autoptr(GDataInputStream) out = NULL;
  g_autoptr(SoupSession) session = soup_session_new ();
  g_autoptr(GString) page = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autofree char *base = NULL;
  g_autofree char *token = NULL;
  g_autofree char *url = NULL;
  g_autofree char *html = NULL;
  g_autofree char *local = NULL;
  g_autofree char *local_url = NULL;
  g_autofree char *profile_arg = NULL;
  g_autofree char *dom = NULL;
  g_autofree char *base_tag = NULL;
  g_autofree char *script = NULL;
  TavStage *stage;
  TavInbox *inbox;
  g_autoptr(TavSubmission) s = NULL;

  if (chromium == NULL)
    {
      g_test_skip ("Chromium is not installed");
      return;
    }

  event = tav_event_new (c->ruleset, "Cup");
  tav_event_set_seed (event, 7);
  for (guint i = 0; i < c->n_players; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %02u", i + 1);

      g_assert_nonnull (tav_event_add_player (event, name, NULL));
    }
  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
  tav_inbox_set_key (tav_event_get_inbox (event), KEY);
  stage = tav_event_get_current_stage (event);
  dir = g_dir_make_tmp ("tavolo-results-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (dir, "cup.tavolo", NULL);
  g_assert_true (tav_document_save_file (event, path, FALSE, &error));

  serve = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error, g_getenv ("TAVOLO_CLI"), "serve",
                            path, "--address", "127.0.0.1", "--port", "0", NULL);
  g_assert_no_error (error);
  out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (serve));
  while (base == NULL)
    {
      g_autofree char *line = g_data_input_stream_read_line_utf8 (out, NULL, NULL, &error);
      char *found;

      g_assert_no_error (error);
      g_assert_nonnull (line);
      if ((found = strstr (line, "http://127.0.0.1:")))
        base = g_strdup (found);
    }

  /* The page as served, with its base and a script that plays the
   * player's thumbs: the form itself is untouched. */
  /* A match's player opens the link printed under his name; a BANG!
   * table has one link. */
  token = g_str_equal (c->ruleset, "destiny") ? tav_token_for_seat (KEY, tav_stage_get_id (stage), 1, 1, 1)
                                              : tav_token_for_table (KEY, tav_stage_get_id (stage), 1, 1);
  url = g_strdup_printf ("%st/%s/1/1/%s", base, tav_stage_get_id (stage), token);
  html = tav_test_http_get (session, url, "", NULL);
  page = g_string_new (html);
  base_tag = g_strdup_printf ("<head><base href=\"%s\">", base);
  g_assert_cmpuint (g_string_replace (page, "<head>", base_tag, 1), ==, 1);
  script = g_strdup_printf ("<script>var f = document.querySelector ('form.result-form');\n%s\n"
                            "f.submit ();</script></body>", c->script);
  g_assert_cmpuint (g_string_replace (page, "</body>", script, 1), ==, 1);
  local = g_build_filename (dir, "form.html", NULL);
  g_assert_true (g_file_set_contents (local, page->str, page->len, &error));
  local_url = g_filename_to_uri (local, NULL, &error);
  profile_arg = g_strdup_printf ("--user-data-dir=%s/profile", dir);

  browser = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_SILENCE, &error,
                              chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                              "--disable-extensions", profile_arg, "--virtual-time-budget=10000",
                              "--dump-dom", local_url, NULL);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate_utf8 (browser, NULL, NULL, &dom, NULL, &error));
  g_assert_no_error (error);
  g_test_message ("%s", dom);
  g_assert_nonnull (strstr (dom, "<h1>Result sent</h1>"));
  g_assert_nonnull (strstr (dom, "the organiser will confirm the result"));

  /* In the file, waiting, as the browser sent it. */
  after = tav_document_load_file (path, &error);
  g_assert_no_error (error);
  inbox = tav_event_get_inbox (after);
  g_assert_cmpuint (tav_inbox_get_n_pending (inbox), ==, 1);
  s = g_list_model_get_item (tav_inbox_get_submissions (inbox), 0);
  g_assert_cmpuint (tav_submission_get_agreed (s), ==, g_str_equal (c->ruleset, "destiny") ? 1 : 0);
  g_assert_true (tav_inbox_accept (inbox, tav_submission_get_id (s), &error));
  g_assert_no_error (error);
  {
    TavTable *table = tav_round_find_table (tav_stage_get_round (tav_event_get_current_stage (after), 1), 1);
    JsonObject *result = tav_table_get_result (table);

    if (g_str_equal (c->ruleset, "destiny"))
      g_assert_cmpstr (tav_result_get_string (result, "winner"), ==, tav_table_get_seat (table, 1));
    else
      {
        g_assert_cmpstr (tav_result_get_string (result, "outcome"), ==, "law");
        g_assert_cmpstr (tav_result_get_string (tav_result_get_seat (result, 2), "role"), ==, "outlaw");
        g_assert_true (tav_result_get_bool (tav_result_get_seat (result, 4), "alive"));
        g_assert_false (tav_result_get_bool (tav_result_get_seat (result, 1), "alive"));
      }
  }

  g_subprocess_send_signal (serve, SIGTERM);
  g_assert_true (g_subprocess_wait (serve, NULL, &error));
  remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  /* Seat 2 wins the Destiny match; at the BANG! table the law wins. */
  static const Case destiny = {
    "destiny", 8,
    "f.winner.selectedIndex = 2;",
  };
  static const Case bang = {
    "bang-2011", 10,
    "var roles = ['sheriff', 'renegade', 'outlaw', 'outlaw', 'deputy'];\n"
    "roles.forEach (function (r, i) { if (i > 0) f.elements['s' + (i + 1) + '.role'].value = r;"
    " f.elements['s' + (i + 1) + '.spent'].value = '0'; });\n"
    "f.elements['s1.alive'].checked = true; f.elements['s5.alive'].checked = true;\n"
    "f.elements['outcome'].value = 'law';",
  };

  g_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/venue/results/browser/destiny", &destiny, test_browser);
  g_test_add_data_func ("/venue/results/browser/bang-2011", &bang, test_browser);
  return g_test_run ();
}
