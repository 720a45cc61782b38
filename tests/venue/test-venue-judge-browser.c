/* test-venue-judge-browser.c — the judge's console in a real browser
 * (Chromium, headless) at a phone's size (360×740) and a laptop's
 * (1366×768), in the four languages: every table with its state and its
 * clock; the filter as the judge types; a result and a warning sent from
 * the table's page; a page whose code is revoked says so (skipped without
 * Chromium)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <libsoup/soup.h>

#include "tav-event-private.h"
#include "tav-test-browser.h"
#include "tav-test-http.h"
#include "tav-test-log.h"
#include "tav-test-venue.h"
#include "tav-test-wait.h"

#define N_PLAYERS 40

typedef struct
{
  TavTestVenue    venue;
  char           *code;
  char           *dir;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  static const char * const names[] = { "Anna", "Bruno", "Čedomir", "Dora", "Élodie", "Fëdor", "Gianni", "Hana" };
  g_autoptr(GError) error = NULL;

  f->venue.chromium = tav_test_find_chromium ();
  f->venue.event = tav_event_new ("destiny", "Destiny Cup");
  tav_event_set_seed (f->venue.event, 11);
  for (guint i = 0; i < N_PLAYERS; i++)
    {
      g_autofree char *name = g_strdup_printf ("%s %02u", names[i % G_N_ELEMENTS (names)], i + 1);

      g_assert_nonnull (tav_event_add_player (f->venue.event, name, NULL));
    }
  g_assert_true (tav_event_draw_round (f->venue.event, &error));
  g_assert_no_error (error);
  /* Table 2 plays 5 minutes longer; table 4 is over. */
  g_assert_true (tav_event_extend_table (f->venue.event, tav_event_get_current_stage (f->venue.event), 1, 2, 5,
                                         "Deck check", &error));
  g_assert_no_error (error);
  {
    TavTable *four = tav_round_find_table (tav_stage_get_round (tav_event_get_current_stage (f->venue.event), 1), 4);
    g_autoptr(JsonObject) result = json_object_new ();

    json_object_set_string_member (result, "winner", tav_table_get_seat (four, 0));
    g_assert_true (tav_event_set_result (f->venue.event, tav_event_get_current_stage (f->venue.event),
                                         1, 4, result, &error));
    g_assert_no_error (error);
  }
  tav_inbox_set_key (tav_event_get_inbox (f->venue.event), TAV_TEST_VENUE_KEY);
  f->code = tav_inbox_add_judge (tav_event_get_inbox (f->venue.event), "Marco", FALSE, &error);
  g_assert_no_error (error);

  tav_test_venue_serve (&f->venue);
  tav_venue_server_set_timer (f->venue.server, 50 * 60, 35 * 60, TRUE);
  f->dir = g_dir_make_tmp ("tavolo-judge-XXXXXX", &error);
  g_assert_no_error (error);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(GSubprocess) rm = g_subprocess_new (G_SUBPROCESS_FLAGS_NONE, NULL, "rm", "-rf", f->dir, NULL);

  g_subprocess_wait (rm, NULL, NULL);
  tav_test_venue_tear_down (&f->venue, NULL);
  g_free (f->code);
  g_free (f->dir);
}

static char *
console_url (Fixture    *f,
             guint       table,
             const char *language)
{
  g_autofree char *code = g_uri_escape_string (f->code, NULL, FALSE);

  return table ? g_strdup_printf ("%s/judge?code=%s&table=%u&lang=%s", f->venue.base, code, table, language)
               : g_strdup_printf ("%s/judge?code=%s&lang=%s", f->venue.base, code, language);
}

typedef struct
{
  const char *language;
  const char *judge;      /* "Judge: Marco" as the reader reads it */
  const char *playing;
  guint       width, height;
  const char *size;
} Look;

/* Every table of the round, its state and its running clock; no table's
 * result and no standings; the language the phone asked for. */
static void
test_console (Fixture       *f,
              gconstpointer  data)
{
  const Look *look = data;
  g_autofree char *url = NULL;
  g_autofree char *dom = NULL;
  g_autofree char *shot = NULL;
  g_autofree char *lang = NULL;

  if (!tav_test_venue_need_chromium (&f->venue))
    return;
  url = console_url (f, 0, look->language);
  shot = g_strdup_printf ("judge-console-%s-%s.png", look->language, look->size);
  dom = tav_test_browse_at (f->venue.chromium, url, look->language, look->width, look->height, shot);
  lang = g_strdup_printf ("<html lang=\"%s\">", look->language);
  g_assert_nonnull (strstr (dom, lang));
  g_assert_nonnull (strstr (dom, look->judge));
  g_assert_cmpuint (tav_test_count (dom, "<li data-filter="), ==, N_PLAYERS / 2);
  g_assert_cmpuint (tav_test_count (dom, look->playing), ==, N_PLAYERS / 2 - 1);
  g_assert_cmpuint (tav_test_count (dom, "state-entered"), ==, 1);
  g_assert_cmpuint (tav_test_count (dom, "data-running=\"true\""), ==, N_PLAYERS / 2 - 1);
  /* Table 2's own clock: the round's 35 minutes and its 5. */
  g_assert_nonnull (strstr (dom, "data-remaining-ms=\"23"));
  g_assert_cmpuint (tav_test_count (dom, "<span class=\"extra\">+5"), ==, 1);
  g_assert_null (strstr (dom, "/standings"));
}

/* The page at @url as served, with its base and @script at its end (the
 * judge's thumbs: the page itself is untouched), opened from a file. */
static char *
browse_with (Fixture    *f,
             const char *url,
             const char *language,
             const char *script,
             const char *name)
{
  g_autofree char *html = NULL;
  g_autofree char *tail = g_strconcat ("<script>", script, "</script></body>", NULL);
  g_autofree char *base_tag = g_strdup_printf ("<head><base href=\"%s/\">", f->venue.base);
  g_autofree char *local = g_build_filename (f->dir, name, NULL);
  g_autofree char *local_url = NULL;
  g_autoptr(GString) page = NULL;
  g_autoptr(GError) error = NULL;
  guint status = 0;

  html = tav_test_http_send (f->venue.session, url, "", NULL, language, &status);
  g_assert_cmpuint (status, ==, 200);
  page = g_string_new (html);
  g_assert_cmpuint (g_string_replace (page, "<head>", base_tag, 1), ==, 1);
  g_assert_cmpuint (g_string_replace (page, "</body>", tail, 1), ==, 1);
  g_assert_true (g_file_set_contents (local, page->str, page->len, &error));
  local_url = g_filename_to_uri (local, NULL, &error);
  return tav_test_browse_at (f->venue.chromium, local_url, language, 360, 740, NULL);
}

/* The filter as the judge types part of a name, accents or not. */
static void
test_filter (Fixture       *f,
             gconstpointer  data)
{
  g_autofree char *url = console_url (f, 0, "en");
  g_autofree char *dom = NULL;

  if (!tav_test_venue_need_chromium (&f->venue))
    return;
  /* "fedor" finds Fëdor 06, 14, 22, 30 and 38: five tables at most. */
  dom = browse_with (f, url, "en",
                     "window.addEventListener ('load', function () {"
                     " var i = document.getElementById ('judge-filter');"
                     " i.value = 'fedor'; i.dispatchEvent (new Event ('input')); });",
                     "console.html");
  g_assert_cmpuint (tav_test_count (dom, "<li data-filter="), ==, N_PLAYERS / 2);
  g_assert_cmpuint (tav_test_count (dom, "<li data-filter=") - tav_test_count (dom, " hidden=\"\""), >=, 1);
  g_assert_cmpuint (tav_test_count (dom, "<li data-filter=") - tav_test_count (dom, " hidden=\"\""), <=, 5);
  g_assert_cmpuint (tav_test_count (dom, " hidden=\"\""), >=, N_PLAYERS / 2 - 5);
}

/* A table's page in the browser: its forms filled and sent as a judge's
 * thumbs would; the answer page in the reader's language. */
static char *
send_form (Fixture    *f,
           guint       table,
           const char *language,
           const char *form_class,
           const char *fill)
{
  g_autofree char *url = console_url (f, table, language);
  g_autofree char *script = g_strdup_printf ("var f = document.querySelector ('form.%s');\n%s\nf.submit ();",
                                             form_class, fill);
  g_autofree char *name = g_strdup_printf ("%s-%u.html", form_class, table);

  return browse_with (f, url, language, script, name);
}

static void
test_acts (Fixture       *f,
           gconstpointer  data)
{
  TavStage *stage = tav_event_get_current_stage (f->venue.event);
  TavTable *table = tav_round_find_table (tav_stage_get_round (stage, 1), 3);
  const char *warned = tav_table_get_seat (table, 0);
  g_autofree char *result = NULL;
  g_autofree char *warning = NULL;
  g_autofree char *table_url = console_url (f, 3, "bg");
  g_autofree char *page = NULL;
  g_autoptr(TavSubmission) s = NULL;
  g_autoptr(TavEvent) before = NULL;

  if (!tav_test_venue_need_chromium (&f->venue))
    return;
  before = tav_test_copy_event (f->venue.event);
  result = send_form (f, 3, "it", "result-form", "f.winner.selectedIndex = 2;");
  tav_test_record_log (f->venue.event, &before);
  g_assert_nonnull (strstr (result, "l’organizzatore confermerà il risultato"));
  g_assert_nonnull (strstr (result, "state-waiting"));
  /* The answer carries the version its act made: the news of that act
   * does not reload it and take the judge's confirmation away. */
  {
    g_autofree char *version = g_strdup_printf (" data-version=\"%" G_GUINT64_FORMAT "\"",
                                                tav_venue_server_get_version (f->venue.server));

    g_assert_nonnull (strstr (result, version));
  }
  g_assert_cmpuint (tav_inbox_get_n_pending (tav_event_get_inbox (f->venue.event)), ==, 1);
  s = g_list_model_get_item (tav_inbox_get_submissions (tav_event_get_inbox (f->venue.event)), 0);
  g_assert_cmpstr (tav_submission_get_judge (s), ==, "Marco");
  g_assert_cmpstr (tav_result_get_string (tav_submission_get_result (s), "winner"), ==,
                   tav_table_get_seat (table, 1));

  warning = send_form (f, 3, "bg", "penalty-form",
                       "f.player.selectedIndex = 1; f.kind.value = 'warning';"
                       " f.reason.value = 'Бавна игра';");
  tav_test_record_log (f->venue.event, &before);
  g_assert_nonnull (strstr (warning, "Записано е предупреждение за"));
  g_assert_cmpuint (tav_event_count_penalties (f->venue.event, warned, TAV_PENALTY_WARNING), ==, 1);

  /* The table's page after both (for docs/screenshots): who did what,
   * from the event's log, each act with its hand. */
  page = tav_test_browse_at (f->venue.chromium, table_url, "bg", 1366, 768, "judge-table-bg-laptop.png");
  g_assert_nonnull (strstr (page, "Кой какво е направил"));
  g_assert_nonnull (strstr (page, "Резултатът е изпратен</span> <span class=\"hand\">— съдия Marco"));
  g_assert_nonnull (strstr (page, "Бавна игра</span> <span class=\"hand\">— съдия Marco"));
}

static gboolean
stream_open (gpointer data)
{
  return tav_venue_server_get_n_live (((Fixture *) data)->venue.server) == 1;
}

/* A console open in the browser when the organiser revokes the code: the
 * page says so by itself. */
static void
test_revoked (Fixture       *f,
              gconstpointer  data)
{
  g_autofree char *url = NULL;
  g_autofree char *dom = NULL;
  g_autoptr(GError) error = NULL;
  TavTestBrowsing *browsing;

  if (!tav_test_venue_need_chromium (&f->venue))
    return;
  url = console_url (f, 0, "ru");
  browsing = tav_test_browsing_start (f->venue.chromium, url, "ru");
  tav_test_wait_until (stream_open, f, "the console's live stream in Chromium");

  g_assert_true (tav_inbox_revoke_judge (tav_event_get_inbox (f->venue.event), "Marco", &error));
  g_assert_no_error (error);
  dom = tav_test_browsing_finish (browsing);
  g_assert_nonnull (strstr (dom, "<p class=\"revoked\" role=\"alert\">Этот код отозван"));
  g_assert_null (strstr (dom, "<li data-filter="));
}

int
main (int   argc,
      char *argv[])
{
  static const Look looks[] = {
    { "en", "Judge: Marco", ">Playing<", 360, 740, "phone" },
    { "ru", "Судья: Marco", ">Идёт игра<", 360, 740, "phone" },
    { "it", "Arbitro: Marco", ">In gioco<", 360, 740, "phone" },
    { "bg", "Съдия: Marco", ">Играе се<", 360, 740, "phone" },
    { "en", "Judge: Marco", ">Playing<", 1366, 768, "laptop" },
    { "ru", "Судья: Marco", ">Идёт игра<", 1366, 768, "laptop" },
    { "it", "Arbitro: Marco", ">In gioco<", 1366, 768, "laptop" },
    { "bg", "Съдия: Marco", ">Играе се<", 1366, 768, "laptop" },
  };

  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (looks); i++)
    {
      g_autofree char *path = g_strdup_printf ("/venue-judge/browser/console/%s/%s", looks[i].size, looks[i].language);

      g_test_add (path, Fixture, &looks[i], fixture_set_up, test_console, fixture_tear_down);
    }
  g_test_add ("/venue-judge/browser/filter", Fixture, NULL, fixture_set_up, test_filter, fixture_tear_down);
  g_test_add ("/venue-judge/browser/acts", Fixture, NULL, fixture_set_up, test_acts, fixture_tear_down);
  g_test_add ("/venue-judge/browser/revoked", Fixture, NULL, fixture_set_up, test_revoked, fixture_tear_down);
  return g_test_run ();
}
