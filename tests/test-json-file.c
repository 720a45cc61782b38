/* test-json-file.c — the envelope the event and the season files share:
 * each refusal of the shared loader in each kind's domain and words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <locale.h>
#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "tav-document.h"
#include "tav-season-document.h"
#include "tav-test-files.h"

typedef struct
{
  const char *name;
  const char *data;
  int event_code;
  const char *event_message;
  int season_code;
  const char *season_message;
} Case;

static const Case cases[] = {
  { "empty", " \n\t",
    TAV_DOCUMENT_ERROR_NOT_TAVOLO, "Not a Tavolo event: the file is empty",
    TAV_SEASON_ERROR_NOT_SEASON, "Not a Tavolo season: the file is empty" },
  { "truncated", "{\"format\": \"tavolo\", \"version\": 1,",
    TAV_DOCUMENT_ERROR_SYNTAX, "line 1, column 35: not valid JSON: a member name in double quotes expected",
    TAV_SEASON_ERROR_SYNTAX, "line 1, column 35: not valid JSON: a member name in double quotes expected" },
  { "not-utf8", "{\"format\": \"tavolo\",\n \"name\": \"Caf\xe9\"}",
    TAV_DOCUMENT_ERROR_NOT_TAVOLO, "line 2, column 14: the text is not UTF-8 (save it as UTF-8)",
    TAV_SEASON_ERROR_NOT_SEASON, "line 2, column 14: the text is not UTF-8 (save it as UTF-8)" },
  { "array", "[1, 2]",
    TAV_DOCUMENT_ERROR_NOT_TAVOLO, "Not a Tavolo event: the file must hold a JSON object",
    TAV_SEASON_ERROR_NOT_SEASON, "Not a Tavolo season: the file must hold a JSON object" },
  { "other-format", "{\"format\": \"chess\", \"version\": 1}",
    TAV_DOCUMENT_ERROR_NOT_TAVOLO, "Not a Tavolo event: “format” must be “tavolo”",
    TAV_SEASON_ERROR_NOT_SEASON, "Not a Tavolo season: “format” must be “tavolo-season”" },
  { "event-as-season", "{\"format\": \"tavolo\", \"version\": 99}",
    TAV_DOCUMENT_ERROR_NEWER_VERSION,
    "This file was saved by a newer Tavolo (file format version 99); this version reads up to version 5. Please update Tavolo to open it.",
    TAV_SEASON_ERROR_NOT_SEASON, "This is a Tavolo event, not a season" },
  { "season-newer", "{\"format\": \"tavolo-season\", \"version\": 2}",
    TAV_DOCUMENT_ERROR_NOT_TAVOLO, "Not a Tavolo event: “format” must be “tavolo”",
    TAV_SEASON_ERROR_NEWER_VERSION,
    "This season was saved by a newer Tavolo (season format version 2); this version reads up to version 1. Please update Tavolo to open it." },
  { "event-version-zero", "{\"format\": \"tavolo\", \"version\": 0}",
    TAV_DOCUMENT_ERROR_INVALID, "version: expected a whole number of at least 1",
    TAV_SEASON_ERROR_NOT_SEASON, "This is a Tavolo event, not a season" },
  { "season-version-text", "{\"format\": \"tavolo-season\", \"version\": \"1\"}",
    TAV_DOCUMENT_ERROR_NOT_TAVOLO, "Not a Tavolo event: “format” must be “tavolo”",
    TAV_SEASON_ERROR_INVALID, "version: expected a whole number of at least 1" },
};

static char *
write_temp (const char *data,
            gsize       length)
{
  g_autoptr(GError) error = NULL;
  char *path = NULL;
  int fd = g_file_open_tmp ("tavolo-json-file-XXXXXX", &path, &error);

  g_assert_no_error (error);
  g_assert_cmpint (write (fd, data, length), ==, (gssize) length);
  close (fd);
  return path;
}

static void
assert_refused (gconstpointer  loaded,
                GError        *error,
                GQuark         domain,
                int            code,
                const char    *message)
{
  g_assert_null (loaded);
  g_assert_error (error, domain, code);
  g_assert_cmpstr (error->message, ==, message);
}

/* From memory and from a file, both kinds: the same refusal each time. */
static void
test_refused (gconstpointer data)
{
  const Case *c = data;
  gsize length = strlen (c->data);
  g_autofree char *path = write_temp (c->data, length);
  g_autoptr(GError) error = NULL;
  g_autoptr(TavEvent) event = NULL;
  g_autoptr(TavSeason) season = NULL;

  event = tav_document_load_data (c->data, length, &error);
  assert_refused (event, error, TAV_DOCUMENT_ERROR, c->event_code, c->event_message);
  g_clear_error (&error);

  event = tav_document_load_file (path, &error);
  assert_refused (event, error, TAV_DOCUMENT_ERROR, c->event_code, c->event_message);
  g_clear_error (&error);

  season = tav_season_load_data (c->data, length, &error);
  assert_refused (season, error, TAV_SEASON_ERROR, c->season_code, c->season_message);
  g_clear_error (&error);

  season = tav_season_load_file (path, &error);
  assert_refused (season, error, TAV_SEASON_ERROR, c->season_code, c->season_message);

  g_unlink (path);
}

/* A file one byte over the limit is refused before it is parsed; the
 * file is sparse, so the test writes almost nothing. */
static void
test_too_large (void)
{
  g_autofree char *path = write_temp ("{", 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(TavEvent) event = NULL;
  g_autoptr(TavSeason) season = NULL;

  g_assert_cmpint (truncate (path, TAV_DOCUMENT_MAX_SIZE + 1), ==, 0);
  event = tav_document_load_file (path, &error);
  assert_refused (event, error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_TOO_LARGE,
                  "The file is larger than 32 MiB; a Tavolo event is much smaller");
  g_clear_error (&error);

  g_assert_cmpint (truncate (path, TAV_SEASON_MAX_SIZE + 1), ==, 0);
  season = tav_season_load_file (path, &error);
  assert_refused (season, error, TAV_SEASON_ERROR, TAV_SEASON_ERROR_TOO_LARGE,
                  "The file is larger than 32 MiB; a Tavolo season is much smaller");
  g_unlink (path);
}

/* The guard before a save reads the text back with the kind's loader. */
static void
test_read_back (void)
{
  g_autoptr(GError) error = NULL;
  const char *bad = "{\"format\": \"tavolo\", \"version\": 6}";

  g_assert_false (tav_document_check_readable (bad, strlen (bad), &error));
  g_assert_error (error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==,
                   "Tavolo could not read back what it was about to save (This file was saved by a newer "
                   "Tavolo (file format version 6); this version reads up to version 5. Please update "
                   "Tavolo to open it.), so nothing was saved; please report this");
}

/* A season saved and read again through the shared path; the previous
 * version is kept as FILE~. */
static void
test_season_save (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TavSeason) season = NULL;
  g_autoptr(TavSeason) again = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tavolo-json-file-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "s.tavolo-season", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  const char *text = "{\"format\": \"tavolo-season\", \"version\": 1, "
                     "\"season\": {\"name\": \"Lega 2026\", \"ruleset\": \"catan-bg\"}}";

  g_assert_no_error (error);
  season = tav_season_load_data (text, strlen (text), &error);
  g_assert_no_error (error);
  g_assert_nonnull (season);
  g_assert_true (tav_season_save_file (season, path, TRUE, &error));
  g_assert_no_error (error);
  g_assert_true (tav_season_save_file (season, path, TRUE, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &first, NULL, NULL));
  g_assert_true (g_file_get_contents (backup, &second, NULL, NULL));
  g_assert_cmpstr (first, ==, second);
  again = tav_season_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tav_season_get_name (again), ==, "Lega 2026");
  tav_test_remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *test_path = g_strdup_printf ("/json-file/refused/%s", cases[i].name);

      g_test_add_data_func (test_path, &cases[i], test_refused);
    }
  g_test_add_func ("/json-file/too-large", test_too_large);
  g_test_add_func ("/json-file/read-back", test_read_back);
  g_test_add_func ("/json-file/season-save", test_season_save);

  return g_test_run ();
}
