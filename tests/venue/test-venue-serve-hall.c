/* test-venue-serve-hall.c — `tavolo-cli serve A B`: two files at one
 * address, each followed and written as one served alone
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <signal.h>
#include <string.h>

#include <glib/gstdio.h>
#include <libsoup/soup.h>

#include "tav-document.h"
#include "tav-event-private.h"
#include "tav-test-files.h"
#include "tav-table-token.h"
#include "tav-test-http.h"
#include "tav-test-wait.h"

#define KEY_A "a00102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"
#define KEY_B "b00102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"

typedef struct
{
  char        *dir;
  char        *paths[2];
  GSubprocess *serve;
  GDataInputStream *out;
  GString     *said;        /* what serve printed up to "Press Ctrl+C" */
  char        *base;
  SoupSession *session;
} Fixture;

static void
save_event (const char *path,
            const char *name,
            const char *key,
            const char *first)
{
  g_autoptr(TavEvent) event = tav_event_new ("destiny", name);
  g_autoptr(GError) error = NULL;

  tav_event_set_seed (event, 5);
  for (guint i = 0; i < 16; i++)
    {
      g_autofree char *player = g_strdup_printf ("%s %02u", first, i + 1);

      g_assert_nonnull (tav_event_add_player (event, player, NULL));
    }
  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
  g_assert_true (tav_inbox_set_key (tav_event_get_inbox (event), key));
  tav_test_save_event (event, path);
}

static GSubprocess *
spawn (GSubprocessFlags   flags,
       const char * const *argv)
{
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (flags);
  g_autoptr(GError) error = NULL;
  GSubprocess *process;

  /* A test that fails must not leave the server behind. */
  g_subprocess_launcher_set_child_setup (launcher, tav_test_end_with_parent, NULL, NULL);
  process = g_subprocess_launcher_spawnv (launcher, argv, &error);
  g_assert_no_error (error);
  return process;
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  const char *cli = g_getenv ("TAVOLO_CLI");

  g_assert_nonnull (cli);
  f->dir = g_dir_make_tmp ("tavolo-hall-XXXXXX", &error);
  g_assert_no_error (error);
  f->paths[0] = g_build_filename (f->dir, "side.tavolo", NULL);
  f->paths[1] = g_build_filename (f->dir, "cup.tavolo", NULL);
  save_event (f->paths[0], "Destiny Side Event", KEY_A, "Anna");
  save_event (f->paths[1], "Destiny Cup", KEY_B, "Bruno");

  f->serve = spawn (G_SUBPROCESS_FLAGS_STDOUT_PIPE,
                    (const char *[]) { cli, "serve", f->paths[0], f->paths[1], "--address", "127.0.0.1",
                                       "--port", "0", "--requests-per-minute", "1000000", NULL });
  f->out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (f->serve));
  f->said = g_string_new (NULL);
  while (strstr (f->said->str, "Press Ctrl+C") == NULL)
    {
      g_autofree char *line = g_data_input_stream_read_line_utf8 (f->out, NULL, NULL, &error);
      char *url;

      g_assert_no_error (error);
      g_assert_nonnull (line);
      g_string_append_printf (f->said, "%s\n", line);
      if (f->base == NULL && (url = strstr (line, "http://127.0.0.1:")))
        f->base = g_strndup (url, strlen (url) - 1);  /* without the final "/" */
    }
  f->session = soup_session_new ();
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  tav_test_stop_process (g_steal_pointer (&f->serve));
  g_clear_object (&f->out);
  g_clear_object (&f->session);
  g_string_free (f->said, TRUE);
  for (guint i = 0; i < 2; i++)
    {
      g_remove (f->paths[i]);
      g_free (f->paths[i]);
    }
  g_rmdir (f->dir);
  g_free (f->dir);
  g_free (f->base);
}

static char *
get (Fixture    *f,
     const char *path)
{
  return tav_test_http_get (f->session, f->base, path, "en");
}

typedef struct
{
  Fixture    *f;
  const char *path;
  const char *text;
} Shows;

static gboolean
page_shows (gpointer data)
{
  Shows *shows = data;
  g_autofree char *page = get (shows->f, shows->path);

  return strstr (page, shows->text) != NULL;
}

/* One address, both events listed, each under its path; a result sent to
 * the second's table is written into its file only; a save of the first
 * file shows on its pages. */
static void
test_two_files (Fixture       *f,
                gconstpointer  data)
{
  g_autofree char *side_line = g_strdup_printf ("  /e/destiny-side-event/  %s\n", f->paths[0]);
  g_autofree char *cup_line = g_strdup_printf ("  /e/destiny-cup/  %s\n", f->paths[1]);
  g_autofree char *list = get (f, "/");
  g_autofree char *cup_round = get (f, "/e/destiny-cup/round");
  g_autoptr(TavEvent) cup = tav_test_load_event (f->paths[1]);
  g_autoptr(TavEvent) side = NULL;
  g_autoptr(TavEvent) cup_after = NULL;
  g_autoptr(TavEvent) renamed = tav_test_load_event (f->paths[0]);
  g_autoptr(GError) error = NULL;
  TavStage *stage = tav_event_get_current_stage (cup);
  TavTable *table = tav_round_find_table (tav_stage_get_round (stage, 1), 3);
  g_autofree char *token = tav_token_for_table (KEY_B, tav_stage_get_id (stage), 1, 3);
  g_autofree char *path = g_strdup_printf ("/e/destiny-cup/t/%s/1/3/%s", tav_stage_get_id (stage), token);
  g_autofree char *id = tav_token_new_form_id (KEY_B, tav_stage_get_id (stage), 1, 3);
  g_autofree char *form = g_strdup_printf ("id=%s&winner=%s", id, tav_table_get_seat (table, 0));
  g_autofree char *sent = NULL;
  guint status = 0;
  Shows shows = { f, "/", "Destiny Side Event (renamed)" };

  g_assert_nonnull (strstr (f->said->str, "Serving 2 events on the venue network at:\n"));
  g_assert_nonnull (strstr (f->said->str, side_line));
  g_assert_nonnull (strstr (f->said->str, cup_line));

  g_assert_nonnull (strstr (list, "<a href=\"/e/destiny-side-event/\">Destiny Side Event</a>"));
  g_assert_nonnull (strstr (list, "<a href=\"/e/destiny-cup/\">Destiny Cup</a>"));
  g_assert_nonnull (strstr (cup_round, "Bruno 01"));
  g_assert_null (strstr (cup_round, "Anna 01"));

  sent = tav_test_http_send (f->session, f->base, path, form, "en", &status);
  g_assert_cmpuint (status, ==, 202);
  cup_after = tav_test_load_event (f->paths[1]);
  side = tav_test_load_event (f->paths[0]);
  g_assert_cmpuint (tav_inbox_get_n_pending (tav_event_get_inbox (cup_after)), ==, 1);
  g_assert_cmpuint (tav_submission_get_table (tav_inbox_find (tav_event_get_inbox (cup_after), id)), ==, 3);
  g_assert_cmpuint (tav_inbox_get_n_pending (tav_event_get_inbox (side)), ==, 0);

  /* The first file saved by someone else: its pages follow it. */
  tav_event_set_name (renamed, "Destiny Side Event (renamed)");
  tav_test_save_event (renamed, f->paths[0]);
  tav_test_wait_until (page_shows, &shows, "the renamed event on the venue's list");
}

/* One file twice, or a season with several: a usage error, nothing served. */
static void
test_refused (void)
{
  const char *cli = g_getenv ("TAVOLO_CLI");
  g_autofree char *dir = g_dir_make_tmp ("tavolo-hall-XXXXXX", NULL);
  g_autofree char *a = g_build_filename (dir, "a.tavolo", NULL);
  g_autofree char *b = g_build_filename (dir, "b.tavolo", NULL);
  const char * const *cases[] = {
    (const char *[]) { cli, "serve", a, a, "--port", "0", NULL },
    (const char *[]) { cli, "serve", a, b, "--season", a, "--port", "0", NULL },
  };
  const char *said[] = { "is given twice", "--season serves one event’s season" };

  save_event (a, "A", KEY_A, "Anna");
  save_event (b, "B", KEY_B, "Bruno");
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GSubprocess) process = spawn (G_SUBPROCESS_FLAGS_STDERR_PIPE | G_SUBPROCESS_FLAGS_STDOUT_SILENCE,
                                              cases[i]);
      g_autofree char *err = NULL;
      g_autoptr(GError) error = NULL;

      g_subprocess_communicate_utf8 (process, NULL, NULL, NULL, &err, &error);
      g_assert_no_error (error);
      g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 2);
      g_assert_nonnull (strstr (err, said[i]));
    }
  g_remove (a);
  g_remove (b);
  g_rmdir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/venue/serve-hall/two-files", Fixture, NULL, fixture_set_up, test_two_files, fixture_tear_down);
  g_test_add_func ("/venue/serve-hall/refused", test_refused);
  return g_test_run ();
}
