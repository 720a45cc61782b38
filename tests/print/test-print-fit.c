/* test-print-fit.c — no name is ever cut, in any document, ruleset or language
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every printable kind of every ruleset, with players whose real-looking
 * names are long (Latin with diacritics, Cyrillic, mixed scripts), in the
 * language of LANGUAGE with the build's catalogs (TAV_LOCALE_DIR; meson runs
 * it once per language: GLib decides once per process whether to
 * translate), on A4 and Letter, Record Sheets one, two, four and six a page,
 * the seating and the standings at three sizes. The pages are drawn on a
 * recording surface and the document's own count of ellipsised and
 * overflowing texts must be zero:
 * pdftotext cannot see a cut, as it returns the whole text of a layout.
 * TAVOLO_PRINT_KEEP=DIR keeps every document as a PDF.
 */
#include "config.h"

#include <locale.h>
#include <string.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "tav-event-private.h"
#include "tav-bracket.h"
#include "tav-document.h"
#include "tav-event.h"
#include "tav-inbox.h"
#include "tav-print-document.h"
#include "tav-print-private.h"
#include "tav-test-bang.h"
#include "tav-test-locale.h"

/* At least 32 characters each; enough of them for the 27 players of the
 * largest example. */
static const char *const long_names[] = {
  "Александра Константиновна Римская-Корсакова",
  "Maria Grazia Benedetta Fontana di Sopra",
  "Десислава Стоянова Димитрова-Георгиева",
  "François-Xavier Lefèvre-Duchâteau",
  "Łukasz Żółkiewski-Brzęczyszczykiewicz",
  "Святослав Всеволодович Преображенский",
  "Ștefan-Cristian Țurcanu Bălănescu",
  "Jürgen Ølstad-Åkesson (Юрген Ольстад)",
  "Йорданка Христова Хаджипетрова-Бонева",
  "Giuseppe Antonio Maria Caracciolo-Brienza",
  "Екатерина Владимировна Тер-Оганесян",
  "Zoë Ångström-Ðorđević de la Fuente",
  "Николай «Кольо» Papadopoulos-Папазов",
  "Ana Sofía Rodríguez-Villalobos Núñez",
  "Владимир Александрович Голенищев-Кутузов",
  "Anne-Laure Dupont-Aignan de Saint-Exupéry",
  "Милена Красимирова Петрова-Стефанова",
  "Bartholomäus Größenwahn-Schönefeld",
  "Αλέξανδρος Παπαδόπουλος-Konstantinidis",
  "Ruslan Khasbulatov (Руслан Хасбулатов)",
  "Στέλιος Καραγιάννης (Stelios Karagiannis)",
  "Francesca Beatrice D’Alessandro-Ruggeri",
  "Ярослава Мирославовна Добровольская",
  "Sébastien Côté-Lévesque de Montréal",
  "Христо Ботев Петков-Чолаков Младши",
  "Dragoljub Đurić Šćepanović-Petrović",
  "Маргарита Николаевна Воронцова-Дашкова",
};

typedef struct
{
  const char *name;
  TavEvent *(*make) (void);
} Scenario;

#define STANDINGS_LEAST_NAME 8.0

/* ---- Events -------------------------------------------------------------- */

static void
rename_players (TavEvent *event)
{
  guint n = tav_event_get_n_players (event);

  g_assert_cmpuint (n, <=, G_N_ELEMENTS (long_names));
  for (guint i = 0; i < n; i++)
    tav_player_set_name (tav_event_get_player (event, i), long_names[i]);
}

static TavEvent *
load_example (const char *file)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "examples",
                                                 file, NULL);
  g_autoptr(GError) error = NULL;
  TavEvent *event = tav_document_load_file (path, &error);

  g_assert_no_error (error);
  rename_players (event);
  /* The event's own name is long too: a header must not cut it. */
  tav_event_set_name (event, "Campionato Regionale Open — Circolo Ludico di Sopra");
  return event;
}

static TavEvent *
new_event (const char *ruleset,
           guint       n_players)
{
  TavEvent *event = tav_event_new (ruleset, "Открытый чемпионат Санкт-Петербурга");

  tav_event_set_date (event, "2026-11-22");
  tav_event_set_venue (event, "Дом культуры «Невский», Санкт-Петербург");
  tav_event_set_seed (event, 7);
  for (guint i = 0; i < n_players; i++)
    g_assert_nonnull (tav_event_add_player (event, long_names[i], NULL));
  return event;
}

static void
set_param (TavEvent   *event,
           const char *key,
           const char *value)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (tav_event_set_param (event, key, value, &error));
  g_assert_no_error (error);
}

static void
draw (TavEvent *event)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
}

/* A bracket of @n seeds in seeding order, as the BANG! finals are; seats
 * past the event's players are byes. */
static void
add_bracket (TavEvent *event,
             guint     n)
{
  g_autoptr(GPtrArray) seeds = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (seeds, i < tav_event_get_n_players (event)
                            ? (gpointer) tav_player_get_id (tav_event_get_player (event, i)) : "");
  g_ptr_array_add (seeds, NULL);
  g_assert_nonnull (tav_bracket_create (event, "finals", "Finals",
                                        (const char * const *) seeds->pdata, TRUE, &error));
  g_assert_no_error (error);
}

static TavEvent *
make_bang_2011 (void)
{
  TavEvent *event = load_example ("bang-2011-27-players.tavolo");

  add_bracket (event, 16);
  return event;
}

/* 27 players in a bracket of 32: five byes, split over pages. */
static TavEvent *
make_bang_2011_32 (void)
{
  TavEvent *event = load_example ("bang-2011-27-players.tavolo");

  add_bracket (event, 32);
  return event;
}

static TavEvent *
make_bgl (void)
{
  return load_example ("bgl-26-players.tavolo");
}

static TavEvent *
make_catan (void)
{
  return load_example ("catan-bg-14-players.tavolo");
}

/* Tables of 5, whose scores carry a note; a game played, the next drawn. */
static TavEvent *
make_bang_2007 (void)
{
  TavEvent *event = new_event ("bang-2007", 25);
  TavRandom rng;

  tav_random_init (&rng, 2007);
  draw (event);
  tav_test_bang_play_game (event, &rng);
  draw (event);
  add_bracket (event, 8);
  return event;
}

/* Tables of 5 and 6: the scores at tables of 5 carry a factor, said in
 * a note; one player withdrawn, out of the ranking, said too. The judge's
 * copy of the secret ranking, with every column of the ruleset. */
static TavEvent *
make_bang_2007_notes (void)
{
  TavEvent *event = new_event ("bang-2007", 27);
  g_autoptr(GError) error = NULL;
  TavRandom rng;

  set_param (event, "layout", "mixed-5-6");
  tav_random_init (&rng, 2033);
  draw (event);
  tav_test_bang_play_game (event, &rng);
  g_assert_true (tav_event_withdraw (event, tav_player_get_id (tav_event_get_player (event, 3)),
                                     TAV_PLAYER_WITHDRAWN, NULL, &error));
  g_assert_no_error (error);
  return event;
}

static void
play_destiny_round (TavEvent *event)
{
  TavStage *stage = tav_event_get_current_stage (event);
  TavRound *round = tav_stage_get_last_round (stage);

  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    {
      TavTable *table = tav_round_get_table (round, t);
      g_autoptr(JsonObject) result = json_object_new ();
      g_autoptr(GError) error = NULL;

      if (tav_table_has_result (table) || tav_table_get_n_seats (table) < 2)
        continue;
      json_object_set_string_member (result, "winner", tav_table_get_seat (table, t % 2));
      tav_event_set_result (event, stage, tav_round_get_number (round),
                            tav_table_get_number (table), result, &error);
      g_assert_no_error (error);
    }
}

/* 23 players: a bye in every round. */
static TavEvent *
make_destiny (void)
{
  TavEvent *event = new_event ("destiny", 23);

  draw (event);
  play_destiny_round (event);
  draw (event);
  return event;
}

/* Only playoffs, best of three: 12 players and 4 byes. */
static TavEvent *
make_destiny_playoffs (void)
{
  TavEvent *event = new_event ("destiny", 12);

  set_param (event, "start_with_playoffs", "true");
  set_param (event, "playoffs", "best-of-3");
  draw (event);
  return event;
}

static const Scenario scenarios[] = {
  { "bang-2011", make_bang_2011 },
  { "bang-2011-32", make_bang_2011_32 },
  { "bang-2007", make_bang_2007 },
  { "bang-2007-notes", make_bang_2007_notes },
  { "bgl", make_bgl },
  { "catan-bg", make_catan },
  { "destiny", make_destiny },
  { "destiny-playoffs", make_destiny_playoffs },
};

/* ---- Rendering ----------------------------------------------------------- */

/* Lays @doc out and draws every page without writing anything; adds what
 * was cut to @report. */
static void
render (TavPrintDocument *doc,
        const char       *what,
        GString          *report)
{
  PangoContext *context = tav_print_create_context ();
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) cuts = NULL;
  double page_w, page_h, margin = TAV_PRINT_DEFAULT_MARGIN;
  cairo_surface_t *surface;
  cairo_t *cr;
  guint n_pages;

  tav_print_document_get_page_size (doc, &page_w, &page_h);
  n_pages = tav_print_document_paginate (doc, context, page_w - 2 * margin, page_h - 2 * margin,
                                         &error);
  g_assert_no_error (error);
  g_assert_cmpuint (n_pages, >, 0);

  surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cr = cairo_create (surface);
  for (guint page = 0; page < n_pages; page++)
    {
      cairo_save (cr);
      cairo_translate (cr, margin, margin);
      tav_print_document_draw_page (doc, cr, context, page);
      cairo_restore (cr);
    }
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  /* A bracket's names: never below 9 pt, however many players. */
  if (tav_print_document_get_kind (doc) == TAV_PRINT_BRACKET &&
      tav_print_document_get_smallest_name (doc) < 9.0)
    g_string_append_printf (report, "%s: names at %.1f pt\n", what,
                            tav_print_document_get_smallest_name (doc));
  /* The standings' names: four fifths of their 10 pt at least, on two
   * lines if need be. */
  if (tav_print_document_get_kind (doc) == TAV_PRINT_STANDINGS &&
      tav_print_document_get_smallest_name (doc) > 0 &&
      tav_print_document_get_smallest_name (doc) < STANDINGS_LEAST_NAME - 0.01)
    g_string_append_printf (report, "%s: names at %.2f pt\n", what,
                            tav_print_document_get_smallest_name (doc));
  cairo_surface_destroy (surface);
  g_object_unref (context);

  /* TAVOLO_PRINT_KEEP=DIR writes the pages, to be looked at. */
  if (g_getenv ("TAVOLO_PRINT_KEEP"))
    {
      g_autofree char *base = g_strdelimit (g_strdup_printf ("%s.pdf", what), "/ ,", '-');
      g_autofree char *path = g_build_filename (g_getenv ("TAVOLO_PRINT_KEEP"), base, NULL);

      g_assert_true (tav_print_document_export_pdf (doc, path, &error));
      g_assert_no_error (error);
    }
  if (tav_print_document_get_n_cut (doc, NULL, NULL) == 0)
    return;
  cuts = tav_print_document_dup_cuts (doc);
  for (guint i = 0; cuts[i]; i++)
    g_string_append_printf (report, "%s: %s\n", what, cuts[i]);
}

/* Record Sheets one and two a page; two-player slips also four and six a
 * page, on portrait and landscape paper; the seating and the standings
 * also at the large and the wall size. */
static void
render_kind (TavEvent     *event,
             TavPrintKind  kind,
             TavStage     *stage,
             const char   *what,
             GString      *report)
{
  static const guint densities[] = { 1, 2, 4, 6 };
  guint last_size = kind == TAV_PRINT_SEATING || kind == TAV_PRINT_STANDINGS ? TAV_PRINT_SIZE_WALL
                                                                             : TAV_PRINT_SIZE_NORMAL;

  /* Record Sheets also with each table's result link (a QR code and its
   * short code) taking room beside the title. */
  for (guint link = 0; link < (kind == TAV_PRINT_RECORD_SHEETS ? 2 : 1); link++)
  for (guint paper = TAV_PRINT_PAPER_A4; paper <= TAV_PRINT_PAPER_LETTER; paper++)
    for (guint d = 0; d < (kind == TAV_PRINT_RECORD_SHEETS ? G_N_ELEMENTS (densities) : 1); d++)
      for (guint turn = 0; turn < (densities[d] > 2 ? 2 : 1); turn++)
        for (guint size = TAV_PRINT_SIZE_NORMAL; size <= last_size; size++)
        {
          guint per_page = densities[d];
          g_autoptr(TavPrintDocument) doc = tav_print_document_new (event, kind, stage, 0);
          g_autofree char *label = g_strdup_printf ("%s, %s%s, %u a page%s%s", what,
                                                    paper == TAV_PRINT_PAPER_A4 ? "A4" : "Letter",
                                                    turn ? " landscape" : "", per_page,
                                                    size == TAV_PRINT_SIZE_WALL ? ", wall size"
                                                    : size == TAV_PRINT_SIZE_LARGE ? ", large" : "",
                                                    link ? ", with result links" : "");
          g_autoptr(GError) error = NULL;

          tav_print_document_set_paper (doc, paper);
          tav_print_document_set_sheets_per_page (doc, per_page);
          tav_print_document_set_size (doc, size);
          if (link)
            {
              tav_inbox_ensure_key (tav_event_get_inbox (event));
              tav_print_document_set_venue_url (doc, "http://192.168.100.200:8642/");
            }
          if (turn)
            tav_print_document_set_orientation (doc, TAV_PRINT_ORIENTATION_LANDSCAPE);
          if (!tav_print_document_check (doc, &error) && per_page > 2)
            {
              /* Four a page is for two-player slips only. */
              g_assert_error (error, TAV_PRINT_ERROR, TAV_PRINT_ERROR_PAGE);
              continue;
            }
          if (error)
            {
              /* A secret ranking is the judge's to print. */
              g_assert_error (error, TAV_PRINT_ERROR, TAV_PRINT_ERROR_SECRET);
              tav_print_document_set_judge_copy (doc, TRUE);
            }
          render (doc, label, report);
        }
}

static void
test_matrix (gconstpointer data)
{
  const Scenario *scenario = data;
  g_autoptr(TavEvent) event = scenario->make ();
  g_autoptr(GString) report = g_string_new (NULL);
  const char *language = g_getenv ("LANGUAGE");
  g_autofree char *standings = g_strdup_printf ("%s/%s Standings", scenario->name, language);

  /* The catalogs must be found, or the matrix tests only English. */
  if (g_strcmp0 (language, "C") != 0)
    g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, "Standings"), !=, "Standings");
  render_kind (event, TAV_PRINT_STANDINGS, NULL, standings, report);
  for (guint s = 0; s < tav_event_get_n_stages (event); s++)
    {
      TavStage *stage = tav_event_get_stage (event, s);
      gboolean bracket = tav_stage_get_kind (stage) == TAV_STAGE_BRACKET;
      g_autofree char *sheets = NULL;
      g_autofree char *seating = NULL;
      g_autofree char *drawing = NULL;

      if (tav_stage_get_n_rounds (stage) == 0)
        continue;
      sheets = g_strdup_printf ("%s/%s %s %s", scenario->name, language,
                                tav_stage_get_id (stage), bracket ? "Match slips" : "Record Sheets");
      seating = g_strdup_printf ("%s/%s %s Seating", scenario->name, language,
                                 tav_stage_get_id (stage));
      render_kind (event, TAV_PRINT_RECORD_SHEETS, stage, sheets, report);
      render_kind (event, TAV_PRINT_SEATING, stage, seating, report);
      if (!bracket)
        continue;
      drawing = g_strdup_printf ("%s/%s %s Bracket", scenario->name, language,
                                 tav_stage_get_id (stage));
      render_kind (event, TAV_PRINT_BRACKET, stage, drawing, report);
    }

  if (report->len)
    g_test_fail_printf ("Cut on the pages:\n%s", report->str);
}

static guint
count_pages (TavEvent     *event,
             TavPrintKind  kind,
             TavStage     *stage)
{
  g_autoptr(TavPrintDocument) doc = tav_print_document_new (event, kind, stage, 0);
  PangoContext *context = tav_print_create_context ();
  g_autoptr(GError) error = NULL;
  guint n;

  /* One a page: the pages count the sheets. */
  tav_print_document_set_sheets_per_page (doc, 1);
  n = tav_print_document_paginate (doc, context, 523, 770, &error);

  g_assert_no_error (error);
  g_object_unref (context);
  return n;
}

/* The pages and the cuts of @event's Record Sheets at @per_page a page. */
static guint
paginate_sheets (TavEvent      *event,
                 guint          per_page,
                 TavPrintPaper  paper,
                 guint         *n_cut)
{
  g_autoptr(TavPrintDocument) doc = tav_print_document_new (event, TAV_PRINT_RECORD_SHEETS, NULL, 0);
  g_autoptr(GString) report = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  PangoContext *context = tav_print_create_context ();
  cairo_surface_t *surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cairo_t *cr = cairo_create (surface);
  double page_w, page_h;
  guint n;

  tav_print_document_set_paper (doc, paper);
  tav_print_document_set_sheets_per_page (doc, per_page);
  tav_print_document_get_page_size (doc, &page_w, &page_h);
  n = tav_print_document_paginate (doc, context, page_w - 2 * TAV_PRINT_DEFAULT_MARGIN,
                                   page_h - 2 * TAV_PRINT_DEFAULT_MARGIN, &error);
  g_assert_no_error (error);
  for (guint page = 0; page < n; page++)
    tav_print_document_draw_page (doc, cr, context, page);
  *n_cut = tav_print_document_get_n_cut (doc, NULL, NULL);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  g_object_unref (context);
  return n;
}

/* A 70-player Swiss round of 32-character names and longer: 35 slips
 * take 35 pages one a page, 18 two a page, 9 four a page, 6 six a page;
 * the default is six, nothing cut, on A4 and on Letter. A slip that
 * fits no sixth nor quarter makes the default fall back to what fits. */
static void
test_auto_per_page (void)
{
  static const guint per_page[] = { 1, 2, 4, 6 };
  static const guint pages[] = { 35, 18, 9, 6 };
  g_autoptr(TavEvent) event = tav_event_new ("destiny", "Открытый чемпионат Санкт-Петербурга");
  g_autoptr(GError) error = NULL;
  g_autofree char *huge = NULL;
  guint n_cut;

  tav_event_set_date (event, "2026-11-22");
  tav_event_set_venue (event, "Дом культуры «Невский», Санкт-Петербург");
  tav_event_set_seed (event, 70);
  for (guint i = 0; i < 70; i++)
    {
      g_autofree char *name = i < G_N_ELEMENTS (long_names) ? g_strdup (long_names[i])
                              : g_strdup_printf ("%s %u", long_names[i % G_N_ELEMENTS (long_names)],
                                                 (guint) (i / G_N_ELEMENTS (long_names) + 1));

      g_assert_nonnull (tav_event_add_player (event, name, &error));
      g_assert_no_error (error);
    }
  draw (event);
  for (guint paper = TAV_PRINT_PAPER_A4; paper <= TAV_PRINT_PAPER_LETTER; paper++)
    {
      for (guint i = 0; i < G_N_ELEMENTS (per_page); i++)
        {
          g_assert_cmpuint (paginate_sheets (event, per_page[i], paper, &n_cut), ==, pages[i]);
          g_assert_cmpuint (n_cut, ==, 0);
        }
      g_assert_cmpuint (paginate_sheets (event, TAV_PRINT_SHEETS_AUTO, paper, &n_cut), ==, 6);
      g_assert_cmpuint (n_cut, ==, 0);
    }

  /* A name of 117 characters needs the width of half a page: the
   * default falls back to two a page (18 pages), nothing cut. */
  huge = g_strjoinv (" ", (char **) (const char *[]) { "Maria Grazia Benedetta Fontana di Sopra",
                                                       "Александра Константиновна Римская-Корсакова",
                                                       "Anne-Laure Dupont-Aignan de Saint", NULL });
  g_assert_cmpint (g_utf8_strlen (huge, -1), ==, 117);
  tav_player_set_name (tav_event_get_player (event, 0), huge);
  paginate_sheets (event, 6, TAV_PRINT_PAPER_A4, &n_cut);
  g_assert_cmpuint (n_cut, >, 0);
  paginate_sheets (event, 4, TAV_PRINT_PAPER_A4, &n_cut);
  g_assert_cmpuint (n_cut, >, 0);
  g_assert_cmpuint (paginate_sheets (event, TAV_PRINT_SHEETS_AUTO, TAV_PRINT_PAPER_A4, &n_cut), ==, 18);
  g_assert_cmpuint (n_cut, ==, 0);
}

/* A bye gets no sheet, and no match slip: nothing is played. */
static void
test_byes (void)
{
  g_autoptr(TavEvent) swiss = make_destiny ();
  g_autoptr(TavEvent) playoffs = make_destiny_playoffs ();
  TavRound *round = tav_stage_get_last_round (tav_event_get_current_stage (swiss));

  /* 23 players: 11 games and a bye. */
  g_assert_cmpuint (tav_round_get_n_tables (round), ==, 12);
  g_assert_cmpuint (count_pages (swiss, TAV_PRINT_RECORD_SHEETS, NULL), ==, 11);
  /* 12 players in a bracket of 16: 8 matches, 4 of them byes. */
  round = tav_stage_get_round (tav_event_find_stage (playoffs, "playoffs"), 1);
  g_assert_cmpuint (tav_round_get_n_tables (round), ==, 8);
  g_assert_cmpuint (count_pages (playoffs, TAV_PRINT_RECORD_SHEETS, NULL), ==, 4);
}

/* The text of @doc's PDF, every run of white space one space, or NULL
 * without pdftotext. */
static char *
document_text (TavPrintDocument *doc)
{
  g_autofree char *dir = g_dir_make_tmp ("tavolo-fit-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "doc.pdf", NULL);
  const char *argv[] = { g_getenv ("PDFTOTEXT"), "-enc", "UTF-8", path, "-", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(GRegex) space = g_regex_new ("\\s+", 0, 0, NULL);
  g_autofree char *out = NULL;
  int status;

  if (argv[0] == NULL)
    return NULL;
  g_assert_nonnull (dir);
  g_assert_true (tav_print_document_export_pdf (doc, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL,
                               NULL, &out, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_remove (path);
  g_rmdir (dir);
  return g_regex_replace_literal (space, out, -1, 0, " ", 0, NULL);
}

static guint
count_occurrences (const char *text,
                   const char *word)
{
  guint n = 0;

  for (const char *at = strstr (text, word); at; at = strstr (at + strlen (word), word))
    n++;
  return n;
}

/* The BGL example's final-table sheet: the stage and its only round are
 * both "Final table", said once; the date is in the reader's language
 * (the C library's month names follow LC_TIME, C here, not LANGUAGE). */
static void
test_final_table_header (void)
{
  static const struct
  {
    const char *language;
    const char *final_table;
    const char *date;
  } expected[] = {
    { "C", "Final table", "31 October 2026" },
    { "ru", "Финальный стол", "31 октября 2026" },
    { "it", "Tavolo finale", "31 ottobre 2026" },
    { "bg", "Финална маса", "31 октомври 2026 г." },
  };
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "examples",
                                                 "bgl-26-players.tavolo", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TavEvent) event = tav_document_load_file (path, &error);
  g_autoptr(TavPrintDocument) doc = NULL;
  g_autofree char *text = NULL;
  const char *language = g_getenv ("LANGUAGE");

  g_assert_no_error (error);
  doc = tav_print_document_new (event, TAV_PRINT_RECORD_SHEETS,
                                tav_event_find_stage (event, "final"), 0);
  text = document_text (doc);
  if (text == NULL)
    {
      g_test_skip ("pdftotext not found");
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    if (g_strcmp0 (language, expected[i].language) == 0)
      {
        g_assert_cmpuint (count_occurrences (text, expected[i].final_table), ==, 1);
        g_assert_cmpuint (count_occurrences (text, expected[i].date), ==, 1);
        return;
      }
  g_test_skip ("no expected words for this language");
}

/* The lines of @text wrapped between words in @width, and how many of
 * its breaks fall inside a word (@inside) or leave a part of fewer than
 * three letters (@short_parts). */
static guint
wrap (PangoContext *context,
      const char   *text,
      double        width,
      PangoWrapMode mode,
      guint        *inside,
      guint        *short_parts)
{
  g_autoptr(PangoLayout) layout = tav_print_layout (context, text, 7.5, TAV_TEXT_BOLD | TAV_TEXT_CAPS |
                                                    TAV_TEXT_WRAP, width);

  pango_layout_set_wrap (layout, mode);
  tav_print_layout_breaks (layout, inside, short_parts);
  return (guint) pango_layout_get_line_count (layout);
}

/* What the matrix counts as a bad break: "РЕЗУЛТА-Т" (a word too long
 * for its line, broken before its last letter) is one, a break
 * after a name's own hyphen or at a hyphenation point is not; the
 * hyphenation points leave three letters at least on either side. */
static void
test_breaks (void)
{
  PangoContext *context = tav_print_create_context ();
  g_autofree char *coefficient = tav_print_hyphenate ("Коэффициент");
  g_autofree char *lot = tav_print_hyphenate ("Жребий");
  g_autofree char *renegade = tav_print_hyphenate ("Ренегатът побеждава");
  double word = tav_print_text_width (context, "РЕЗУЛТА", 7.5, TAV_TEXT_BOLD);
  guint inside, short_parts;

  g_assert_cmpstr (coefficient, ==, "Коэф\u00ADфициент");
  g_assert_cmpstr (lot, ==, "Жребий");
  g_assert_cmpstr (renegade, ==, "Рене\u00ADгатът побеж\u00ADдава");

  /* Inside a word, as the last resort of tav_print_fit_text. */
  g_assert_cmpuint (wrap (context, "Резултат", word + 1, PANGO_WRAP_WORD_CHAR, &inside, &short_parts), ==, 2);
  g_assert_cmpuint (inside, ==, 1);
  g_assert_cmpuint (short_parts, ==, 1);
  g_assert_cmpuint (wrap (context, "Anne-Laure Dupont", tav_print_text_width (context, "ANNE-LAURE", 7.5,
                                                                           TAV_TEXT_BOLD) + 1,
                          PANGO_WRAP_WORD, &inside, &short_parts), >=, 2);
  g_assert_cmpuint (inside + short_parts, ==, 0);
  g_assert_cmpuint (wrap (context, coefficient, tav_print_text_width (context, "ФИЦИЕНТ", 7.5, TAV_TEXT_BOLD) + 1,
                          PANGO_WRAP_WORD, &inside, &short_parts), ==, 2);
  g_assert_cmpuint (inside + short_parts, ==, 0);
  g_object_unref (context);
}

int
main (int   argc,
      char *argv[])
{
  tav_test_require_locale (NULL);
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("TAV_LOCALE_DIR"));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (scenarios); i++)
    {
      g_autofree char *path = g_strdup_printf ("/print/fit/%s", scenarios[i].name);

      g_test_add_data_func (path, &scenarios[i], test_matrix);
    }
  g_test_add_func ("/print/fit/byes", test_byes);
  g_test_add_func ("/print/fit/breaks", test_breaks);
  g_test_add_func ("/print/fit/auto-per-page", test_auto_per_page);
  g_test_add_func ("/print/fit/final-table-header", test_final_table_header);
  return g_test_run ();
}
