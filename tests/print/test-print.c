/* test-print.c — Record Sheets, seating, standings and brackets as PDF
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The PDFs are read back with pdftotext (PDFTOTEXT in the environment; the
 * text checks are skipped without it). TAVOLO_PRINT_KEEP=DIR keeps them.
 */
#include <stdio.h>
#include <string.h>

#include <glib/gstdio.h>

#include "tav-event-private.h"
#include "tav-bracket.h"
#include "tav-event.h"
#include "tav-print-document.h"
#include "tav-test-bang.h"
#include "tav-test-catan.h"

static char *out_dir;

static const char *const special_names[] = {
  "Иван Петров",
  "Десислава Димитрова",
  "Roberta Mancini-Fontana di Sopra",
  "Zoë Ångström",
  "Łukasz Żółkiewski",
  "François Lefèvre-Duchâteau",
  "Ștefan Țurcanu",
  "Йордан Христов",
};

/* Long enough to be cut in every cell it is printed in. */
#define LONG_NAME "Maria Aurora Benedetta Mancini-Fontana di Sopra della Valle Superiore e Inferiore"
#define LONG_NAME_TAIL "Inferiore"

/* ---- Helpers ------------------------------------------------------------- */

static TavEvent *
make_event (guint    n_players,
            gboolean long_name)
{
  TavEvent *event = tav_event_new ("bang-2011", "Campionato Italiano BANG! — Milano");

  tav_event_set_date (event, "2026-11-22");
  tav_event_set_venue (event, "Circolo Ludico «Il Dado», Milano");
  tav_event_set_seed (event, 2011);
  for (guint i = 0; i < n_players; i++)
    {
      g_autofree char *name = NULL;
      g_autoptr(GError) error = NULL;

      if (long_name && i == 0)
        name = g_strdup (LONG_NAME);
      else if (i < G_N_ELEMENTS (special_names))
        name = g_strdup (special_names[i]);
      else
        name = g_strdup_printf ("Player %03u", i + 1);
      g_assert_nonnull (tav_event_add_player (event, name, &error));
      g_assert_no_error (error);
    }
  return event;
}

static void
draw (TavEvent *event)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
}

static void assert_inside (const char *path,
                           double      page_width,
                           double      page_height,
                           double      margin);

static char *
export (TavPrintDocument *doc,
        const char       *name,
        guint             expected_pages)
{
  g_autoptr(GError) error = NULL;
  char *path = g_build_filename (out_dir, name, NULL);
  double width, height;

  g_assert_true (tav_print_document_export_pdf (doc, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  if (expected_pages)
    g_assert_cmpuint (tav_print_document_get_n_pages (doc), ==, expected_pages);
  tav_print_document_get_page_size (doc, &width, &height);
  assert_inside (path, width, height,
                 MIN (MIN (tav_print_document_get_margin (doc, TAV_PRINT_MARGIN_TOP),
                           tav_print_document_get_margin (doc, TAV_PRINT_MARGIN_RIGHT)),
                      MIN (tav_print_document_get_margin (doc, TAV_PRINT_MARGIN_BOTTOM),
                           tav_print_document_get_margin (doc, TAV_PRINT_MARGIN_LEFT))));
  return path;
}

static gboolean
have_pdftotext (void)
{
  return g_getenv ("PDFTOTEXT") != NULL;
}

/* The text of one page (1-based), or of all pages for 0. @raw keeps the
 * order in which the text was drawn. */
static char *
page_text (const char *path,
           guint       page,
           gboolean    raw)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  char *out = NULL;
  int status;

  g_ptr_array_add (argv, g_strdup (g_getenv ("PDFTOTEXT")));
  if (raw)
    g_ptr_array_add (argv, g_strdup ("-raw"));
  if (page)
    {
      g_ptr_array_add (argv, g_strdup ("-f"));
      g_ptr_array_add (argv, g_strdup_printf ("%u", page));
      g_ptr_array_add (argv, g_strdup ("-l"));
      g_ptr_array_add (argv, g_strdup_printf ("%u", page));
    }
  g_ptr_array_add (argv, g_strdup (path));
  g_ptr_array_add (argv, g_strdup ("-"));
  g_ptr_array_add (argv, NULL);

  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_STDERR_TO_DEV_NULL,
                               NULL, NULL, &out, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return out;
}

/* pdftotext breaks a line where a name is long; compare without breaks. */
static char *
flatten (char *text)
{
  for (char *p = text; *p; p++)
    if (*p == '\n')
      *p = ' ';
  return text;
}

typedef struct
{
  double  x0, y0, x1, y1;
  char   *text;
} Word;

static void
clear_word (gpointer data)
{
  g_free (((Word *) data)->text);
}

/* The words of a page (0: all pages) and where they are, in points. */
static GArray *
page_words (const char *path,
            guint       page)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;
  GArray *words = g_array_new (FALSE, TRUE, sizeof (Word));
  int status;

  g_array_set_clear_func (words, clear_word);
  g_ptr_array_add (argv, g_strdup (g_getenv ("PDFTOTEXT")));
  g_ptr_array_add (argv, g_strdup ("-bbox"));
  if (page)
    {
      g_ptr_array_add (argv, g_strdup ("-f"));
      g_ptr_array_add (argv, g_strdup_printf ("%u", page));
      g_ptr_array_add (argv, g_strdup ("-l"));
      g_ptr_array_add (argv, g_strdup_printf ("%u", page));
    }
  g_ptr_array_add (argv, g_strdup (path));
  g_ptr_array_add (argv, g_strdup ("-"));
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_STDERR_TO_DEV_NULL,
                               NULL, NULL, &out, NULL, &status, &error));
  g_assert_no_error (error);

  /* Plain scanning: GRegex is far slower on the thousands of lines. */
  for (char *line = out; line && *line; )
    {
      char *end = strchr (line, '\n');
      char *start = strstr (line, "<word xMin=\"");
      Word word;

      if (end)
        *end = '\0';
      if (start && sscanf (start, "<word xMin=\"%lf\" yMin=\"%lf\" xMax=\"%lf\" yMax=\"%lf\">",
                           &word.x0, &word.y0, &word.x1, &word.y1) == 4)
        {
          char *text = strchr (start, '>') + 1;
          char *close = strstr (text, "</word>");

          word.text = g_strndup (text, close ? (gsize) (close - text) : strlen (text));
          g_array_append_val (words, word);
        }
      line = end ? end + 1 : NULL;
    }
  return words;
}

static const Word *
find_word (GArray     *words,
           const char *needle)
{
  for (guint i = 0; i < words->len; i++)
    if (strstr (g_array_index (words, Word, i).text, needle))
      return &g_array_index (words, Word, i);
  return NULL;
}

/* No text in the margins, on any page: nothing is cut by the printer. */
static void
assert_inside (const char *path,
               double      page_width,
               double      page_height,
               double      margin)
{
  g_autoptr(GArray) words = NULL;

  if (!have_pdftotext ())
    {
      g_test_skip ("pdftotext (poppler-utils) is not installed: the text of the PDF is not read back");
      return;
    }
  words = page_words (path, 0);
  g_assert_cmpuint (words->len, >, 0);
  for (guint i = 0; i < words->len; i++)
    {
      const Word *word = &g_array_index (words, Word, i);

      if (word->x0 < margin - 0.5 || word->y0 < margin - 0.5 ||
          word->x1 > page_width - margin + 0.5 || word->y1 > page_height - margin + 0.5)
        g_error ("%s: “%s” at %.1f,%.1f–%.1f,%.1f is outside the margins", path, word->text,
                 word->x0, word->y0, word->x1, word->y1);
    }
}

/* Without spaces and hyphens: a name on two lines may break after a
 * hyphen, which pdftotext then drops as if it were a word broken in two. */
static char *
squeeze (const char *text)
{
  GString *out = g_string_new (NULL);

  for (const char *p = text; *p; p++)
    if (*p != ' ' && *p != '\n' && *p != '-')
      g_string_append_c (out, *p);
  return g_string_free (out, FALSE);
}

static gboolean
contains (const char *text,
          const char *needle)
{
  g_autofree char *squeezed_text = NULL;
  g_autofree char *squeezed_needle = NULL;

  if (strstr (text, needle) != NULL)
    return TRUE;
  squeezed_text = squeeze (text);
  squeezed_needle = squeeze (needle);
  return strstr (squeezed_text, squeezed_needle) != NULL;
}

static const char *
name_of (TavEvent   *event,
         const char *id)
{
  return tav_player_get_name (tav_event_find_player (event, id));
}

static void
assert_no_money (const char *text)
{
  g_autoptr(GRegex) money = g_regex_new ("[0-9][0-9 ]*\\$", 0, 0, NULL);

  g_assert_false (g_regex_match (money, text, 0, NULL));
  g_assert_false (contains (text, "2000"));
  g_assert_false (contains (text, "Buchholz"));
  g_assert_false (contains (text, "Score"));
}

/* ---- Record Sheets ------------------------------------------------------- */

static void
check_sheets (TavEvent   *event,
              const char *path,
              guint       per_page)
{
  TavStage *stage = tav_event_get_current_stage (event);
  TavRound *round = tav_stage_get_last_round (stage);
  guint n_tables = tav_round_get_n_tables (round);

  if (!have_pdftotext ())
    {
      g_test_skip ("pdftotext (poppler-utils) is not installed: the text of the PDF is not read back");
      return;
    }

  for (guint t = 0; t < n_tables; t++)
    {
      TavTable *table = tav_round_get_table (round, t);
      guint page = t / per_page + 1;
      g_autofree char *text = flatten (page_text (path, page, FALSE));

      g_assert_true (contains (text, "SHERIFF"));
      g_assert_true (contains (text, "RECORD SHEET"));
      g_assert_true (contains (text, "Law wins"));
      g_assert_true (contains (text, "Renegade killed last"));
      g_assert_true (contains (text, "22 November 2026"));
      g_assert_true (contains (text, "Circolo Ludico «Il Dado», Milano"));
      assert_no_money (text);

      for (guint s = 0; s < tav_table_get_n_seats (table); s++)
        {
          const char *name = name_of (event, tav_table_get_seat (table, s));

          if (g_str_equal (name, LONG_NAME))
            {
              /* Cut with an ellipsis (whose text is the whole name, for
               * copy and paste), never spilling into the next column. */
              g_autoptr(GArray) words = page_words (path, page);
              const Word *tail = find_word (words, LONG_NAME_TAIL);
              const Word *role = find_word (words, "Role");

              g_assert_nonnull (tail);
              g_assert_nonnull (role);
              g_assert_cmpfloat (tail->x1, <, role->x0);
            }
          else if (!contains (text, name))
            g_error ("table %u: “%s” is not on page %u:\n%s", t + 1, name, page, text);
        }

      /* Nobody from another page. */
      for (guint o = 0; o < n_tables; o++)
        {
          TavTable *other = tav_round_get_table (round, o);

          if (o / per_page + 1 == page)
            continue;
          for (guint s = 0; s < tav_table_get_n_seats (other); s++)
            {
              const char *name = name_of (event, tav_table_get_seat (other, s));

              if (!g_str_equal (name, LONG_NAME))
                g_assert_false (contains (text, name));
            }
        }
    }
}

static void
test_record_sheets (void)
{
  g_autoptr(TavEvent) event = make_event (27, TRUE);
  g_autoptr(TavPrintDocument) doc = NULL;
  g_autofree char *one = NULL;
  g_autofree char *two = NULL;
  TavRound *round;
  TavRandom rng;

  /* A round played, so balances exist that must not leak onto paper. */
  tav_random_init (&rng, 27);
  draw (event);
  tav_test_bang_play_round (event, &rng);
  draw (event);
  round = tav_stage_get_last_round (tav_event_get_current_stage (event));
  g_assert_cmpuint (tav_round_get_n_tables (round), ==, 5);

  doc = tav_print_document_new (event, TAV_PRINT_RECORD_SHEETS, NULL, 0);
  one = export (doc, "sheets-27.pdf", 5);
  check_sheets (event, one, 1);

  tav_print_document_set_sheets_per_page (doc, 2);
  two = export (doc, "sheets-27-two.pdf", 3);
  check_sheets (event, two, 2);

  /* An earlier round by number, with its own seating. */
  g_clear_object (&doc);
  doc = tav_print_document_new (event, TAV_PRINT_RECORD_SHEETS, NULL, 1);
  g_free (export (doc, "sheets-27-round-1.pdf", 5));
}

static void
test_paper (void)
{
  g_autoptr(TavEvent) event = make_event (27, FALSE);
  const struct {
    TavPrintPaper paper;
    TavPrintOrientation orientation;
    guint per_page;
    double width, height;
    const char *name;
  } cases[] = {
    { TAV_PRINT_PAPER_A4, TAV_PRINT_ORIENTATION_PORTRAIT, 1, 595.28, 841.89, "a4-portrait" },
    { TAV_PRINT_PAPER_A4, TAV_PRINT_ORIENTATION_LANDSCAPE, 2, 841.89, 595.28, "a4-landscape" },
    { TAV_PRINT_PAPER_LETTER, TAV_PRINT_ORIENTATION_PORTRAIT, 2, 612, 792, "letter-portrait" },
    { TAV_PRINT_PAPER_LETTER, TAV_PRINT_ORIENTATION_LANDSCAPE, 1, 792, 612, "letter-landscape" },
  };

  draw (event);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      TavPrintKind kinds[] = { TAV_PRINT_RECORD_SHEETS, TAV_PRINT_SEATING };

      for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
        {
          g_autoptr(TavPrintDocument) doc = tav_print_document_new (event, kinds[k], NULL, 0);
          g_autofree char *name = g_strdup_printf ("%s-%s.pdf", k ? "seating" : "sheets", cases[i].name);
          g_autofree char *path = NULL;
          double w, h;

          tav_print_document_set_paper (doc, cases[i].paper);
          tav_print_document_set_orientation (doc, cases[i].orientation);
          tav_print_document_set_sheets_per_page (doc, cases[i].per_page);
          tav_print_document_get_page_size (doc, &w, &h);
          g_assert_cmpfloat_with_epsilon (w, cases[i].width, 0.01);
          g_assert_cmpfloat_with_epsilon (h, cases[i].height, 0.01);

          path = export (doc, name, k ? 0 : (5 + cases[i].per_page - 1) / cases[i].per_page);
          if (k == 0)
            check_sheets (event, path, cases[i].per_page);
        }
    }
}

/* Tables of 7 on half a Letter page, the tightest sheet there is. */
static void
test_seven_seats (void)
{
  g_autoptr(TavEvent) event = make_event (14, TRUE);
  g_autoptr(TavPrintDocument) doc = NULL;
  g_autofree char *path = NULL;
  TavRound *round;

  draw (event);
  round = tav_stage_get_last_round (tav_event_get_current_stage (event));
  g_assert_cmpuint (tav_table_get_n_seats (tav_round_get_table (round, 0)), ==, 7);

  doc = tav_print_document_new (event, TAV_PRINT_RECORD_SHEETS, NULL, 0);
  tav_print_document_set_paper (doc, TAV_PRINT_PAPER_LETTER);
  tav_print_document_set_sheets_per_page (doc, 2);
  path = export (doc, "sheets-14-letter-two.pdf", 1);
  check_sheets (event, path, 2);
}

/* ---- Seating ------------------------------------------------------------- */

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  g_autofree char *fa = g_utf8_casefold (*(const char **) a, -1);
  g_autofree char *fb = g_utf8_casefold (*(const char **) b, -1);

  return g_utf8_collate (fa, fb);
}

static void
test_seating (void)
{
  g_autoptr(TavEvent) event = make_event (27, FALSE);
  g_autoptr(TavPrintDocument) doc = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  g_autofree char *path = NULL;
  g_autofree char *tables = NULL;
  g_autofree char *list = NULL;
  TavRound *round;
  const char *from;
  guint n_pages;

  draw (event);
  round = tav_stage_get_last_round (tav_event_get_current_stage (event));
  doc = tav_print_document_new (event, TAV_PRINT_SEATING, NULL, 0);
  g_assert_cmpint (tav_print_document_get_orientation (doc), ==, TAV_PRINT_ORIENTATION_LANDSCAPE);
  path = export (doc, "seating-27.pdf", 0);
  n_pages = tav_print_document_get_n_pages (doc);
  /* One page of tables, one of names. */
  g_assert_cmpuint (n_pages, ==, 2);
  if (!have_pdftotext ())
    {
      g_test_skip ("pdftotext (poppler-utils) is not installed: the text of the PDF is not read back");
      return;
    }

  tables = flatten (page_text (path, 1, FALSE));
  list = flatten (page_text (path, 2, TRUE));
  g_assert_true (contains (tables, "SHERIFF"));
  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    {
      TavTable *table = tav_round_get_table (round, t);
      g_autofree char *title = g_strdup_printf ("Table %u", t + 1);

      g_assert_true (contains (tables, title));
      for (guint s = 0; s < tav_table_get_n_seats (table); s++)
        {
          const char *name = name_of (event, tav_table_get_seat (table, s));

          g_assert_true (contains (tables, name));
          g_assert_true (contains (list, name));
          g_ptr_array_add (names, (gpointer) name);
        }
    }

  /* The list is in the order it was drawn: alphabetical. */
  g_ptr_array_sort (names, compare_names);
  from = list;
  for (guint i = 0; i < names->len; i++)
    {
      const char *at = strstr (from, names->pdata[i]);

      if (at == NULL)
        g_error ("“%s” is out of order in:\n%s", (char *) names->pdata[i], list);
      from = at + strlen (names->pdata[i]);
    }
}

/* ---- Standings ----------------------------------------------------------- */

/* Two rounds drawn and played, as the standings need. */
static void
play_two_rounds (TavEvent *event)
{
  TavRandom rng;

  tav_random_init (&rng, 5);
  for (guint r = 0; r < 2; r++)
    {
      draw (event);
      tav_test_bang_play_round (event, &rng);
    }
}

static void
test_standings (void)
{
  g_autoptr(TavEvent) event = make_event (27, FALSE);
  g_autoptr(TavPrintDocument) doc = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *refused = g_build_filename (out_dir, "standings-refused.pdf", NULL);
  g_autofree char *judge = NULL;
  g_autofree char *public = NULL;

  play_two_rounds (event);

  /* Secret: refused, and no file. */
  doc = tav_print_document_new (event, TAV_PRINT_STANDINGS, NULL, 0);
  g_assert_false (tav_print_document_check (doc, &error));
  g_assert_error (error, TAV_PRINT_ERROR, TAV_PRINT_ERROR_SECRET);
  g_clear_error (&error);
  g_assert_false (tav_print_document_export_pdf (doc, refused, &error));
  g_assert_error (error, TAV_PRINT_ERROR, TAV_PRINT_ERROR_SECRET);
  g_clear_error (&error);
  g_assert_false (g_file_test (refused, G_FILE_TEST_EXISTS));

  /* The judge's copy says what it is on every page. */
  tav_print_document_set_judge_copy (doc, TRUE);
  judge = export (doc, "standings-judge.pdf", 1);
  if (have_pdftotext ())
    {
      g_autofree char *text = flatten (page_text (judge, 1, FALSE));

      g_assert_true (contains (text, "CONFIDENTIAL"));
      g_assert_true (contains (text, "JUDGE"));
    }

  /* Published: anyone may print it, without the mark. */
  tav_event_set_published (event, TRUE);
  g_clear_object (&doc);
  doc = tav_print_document_new (event, TAV_PRINT_STANDINGS, NULL, 0);
  g_assert_true (tav_print_document_check (doc, NULL));
  public = export (doc, "standings.pdf", 1);
  if (have_pdftotext ())
    {
      g_autofree char *text = flatten (page_text (public, 1, FALSE));
      g_autoptr(TavStandings) standings = tav_event_compute_standings (event);

      g_assert_false (contains (text, "CONFIDENTIAL"));
      g_assert_true (contains (text, "BUCHHOLZ"));
      g_assert_true (contains (text, tav_standings_get_title (standings)));
      for (guint i = 0; i < tav_standings_get_n_rows (standings); i++)
        {
          TavStandingsRow *row = tav_standings_get_row (standings, i);
          g_autofree char *score = tav_standings_format_value (standings, 0,
                                                               tav_standings_row_get_value (row, 0));

          g_assert_true (contains (text, tav_player_get_name (tav_standings_row_get_player (row))));
          g_assert_true (contains (text, score));
        }
    }
}

static void
test_standings_withdrawn (void)
{
  g_autoptr(TavEvent) event = make_event (27, FALSE);
  g_autoptr(TavPrintDocument) doc = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  TavRandom rng;

  tav_random_init (&rng, 9);
  draw (event);
  tav_test_bang_play_round (event, &rng);
  g_assert_true (tav_event_withdraw (event, tav_player_get_id (tav_event_get_player (event, 3)),
                                     TAV_PLAYER_WITHDRAWN, "ill", &error));
  g_assert_no_error (error);
  tav_event_set_published (event, TRUE);

  doc = tav_print_document_new (event, TAV_PRINT_STANDINGS, NULL, 0);
  path = export (doc, "standings-withdrawn.pdf", 1);
  if (have_pdftotext ())
    {
      g_autofree char *text = flatten (page_text (path, 1, FALSE));

      g_assert_true (contains (text, "Withdrawn"));
    }
}

/* ---- Brackets ------------------------------------------------------------ */

static TavStage *
make_bracket (TavEvent *event,
              guint     n_seeds,
              guint     n_missing)
{
  g_autoptr(GPtrArray) seeds = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  TavStage *stage;

  for (guint i = 0; i < n_seeds; i++)
    g_ptr_array_add (seeds, i < n_seeds - n_missing
                            ? (gpointer) tav_player_get_id (tav_event_get_player (event, i)) : "");
  g_ptr_array_add (seeds, NULL);
  stage = tav_bracket_create (event, "finals", "Finals", (const char * const *) seeds->pdata,
                              TRUE, &error);
  g_assert_no_error (error);
  return stage;
}

/* Plays every match that can be played, the better seed winning all but
 * every third one; stops after @rounds rounds (0: to the end). */
static void
play_bracket (TavEvent *event,
              TavStage *stage,
              guint     rounds)
{
  for (guint r = 1; r <= tav_stage_get_n_rounds (stage) && (rounds == 0 || r <= rounds); r++)
    {
      TavRound *round = tav_stage_get_round (stage, r);

      for (guint t = 0; t < tav_round_get_n_tables (round); t++)
        {
          TavTable *match = tav_round_get_table (round, t);
          g_autoptr(GError) error = NULL;

          if (tav_table_has_result (match) || !tav_table_is_ready (match))
            continue;
          tav_event_record_match (event, tav_table_get_number (match),
                                  tav_table_get_seat (match, (t % 3 == 2) ? 1 : 0),
                                  t % 2 ? "short" : "long", &error);
          g_assert_no_error (error);
        }
    }
}

static void
check_bracket (TavEvent   *event,
               TavStage   *stage,
               const char *name,
               gboolean    byes)
{
  g_autoptr(TavPrintDocument) doc = tav_print_document_new (event, TAV_PRINT_BRACKET, NULL, 0);
  TavRound *first = tav_stage_get_round (stage, 1);
  /* Up to 16 players a page; 32 in two halves and a page of finals, for
   * names of at least 9 pt. */
  g_autofree char *path = export (doc, name, tav_round_get_n_tables (first) <= 8 ? 1 : 3);
  g_autofree char *text = NULL;

  g_assert_cmpuint (tav_print_document_get_n_cut (doc, NULL, NULL), ==, 0);
  g_assert_cmpfloat (tav_print_document_get_smallest_name (doc), >=, 9.0);
  if (!have_pdftotext ())
    {
      g_test_skip ("pdftotext (poppler-utils) is not installed: the text of the PDF is not read back");
      return;
    }
  /* In drawing order: a name on two lines beside a seed number stays whole. */
  text = flatten (page_text (path, 0, TRUE));
  g_assert_true (contains (text, "Finals"));
  for (guint t = 0; t < tav_round_get_n_tables (first); t++)
    {
      TavTable *match = tav_round_get_table (first, t);

      for (guint s = 0; s < 2; s++)
        {
          const char *id = tav_table_get_seat (match, s);

          if (id[0] && !contains (text, name_of (event, id)))
            g_error ("%s: “%s” is missing:\n%s", name, name_of (event, id), text);
        }
    }
  if (tav_stage_is_complete (stage))
    {
      TavRound *last = tav_stage_get_last_round (stage);
      const char *champion = tav_bracket_get_winner (tav_round_get_table (last, 0));

      g_assert_true (contains (text, name_of (event, champion)));
    }
  if (byes)
    g_assert_true (contains (text, "bye"));
  if (tav_round_get_n_tables (first) >= 2)
    g_assert_true (contains (text, "3RD PLACE"));
}

static void
test_brackets (void)
{
  const guint sizes[] = { 2, 4, 8, 16, 32 };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      guint n = sizes[i];

      /* Played to the end, half-way, and not at all. */
      for (guint played = 0; played < 3; played++)
        {
          g_autoptr(TavEvent) event = make_event (n, FALSE);
          g_autofree char *name = g_strdup_printf ("bracket-%u-%s.pdf", n,
                                                   played == 0 ? "final" : played == 1 ? "half" : "new");
          TavStage *stage = make_bracket (event, n, 0);

          if (played == 0)
            play_bracket (event, stage, 0);
          else if (played == 1)
            play_bracket (event, stage, 1);
          check_bracket (event, stage, name, FALSE);
        }
    }
}

static void
test_bracket_byes (void)
{
  g_autoptr(TavEvent) event = make_event (32, FALSE);
  g_autoptr(TavEvent) forfeits = make_event (16, FALSE);
  g_autoptr(TavPrintDocument) slips = NULL;
  g_autofree char *path = NULL;
  TavStage *stage;

  /* Seats nobody fills: the seed before them goes through. */
  stage = make_bracket (event, 32, 5);
  check_bracket (event, stage, "bracket-32-byes.pdf", TRUE);

  /* Seeds who left before the bracket was built lose by forfeit. */
  for (guint i = 13; i < 16; i++)
    tav_player_set_status (tav_event_get_player (forfeits, i), TAV_PLAYER_WITHDRAWN);
  stage = make_bracket (forfeits, 16, 0);
  check_bracket (forfeits, stage, "bracket-16-forfeits.pdf", FALSE);

  /* The match slips of the first round: one per match, no Sheriff. */
  slips = tav_print_document_new (forfeits, TAV_PRINT_RECORD_SHEETS, stage, 1);
  tav_print_document_set_sheets_per_page (slips, 1);
  path = export (slips, "slips-16.pdf", 8);
  if (have_pdftotext ())
    {
      TavRound *round = tav_stage_get_round (stage, 1);

      for (guint t = 0; t < 8; t++)
        {
          TavTable *match = tav_round_get_table (round, t);
          g_autofree char *text = flatten (page_text (path, t + 1, FALSE));

          g_assert_true (contains (text, "MATCH SLIP"));
          g_assert_true (contains (text, "Long duel"));
          /* One game: no game score to write down. */
          g_assert_false (contains (text, "Game score"));
          g_assert_false (contains (text, "SHERIFF"));
          g_assert_true (contains (text, name_of (forfeits, tav_table_get_seat (match, 0))));
          g_assert_true (contains (text, name_of (forfeits, tav_table_get_seat (match, 1))));
        }
    }
}

/* Match slips four to a page: 16 seeds, 8 slips on 2 pages, each page
 * with the names of its 4 matches in reading order; the default puts
 * duels four to a page and tables of players one; four a page is refused
 * for tables of players. */
static void
test_slips_per_page (void)
{
  g_autoptr(TavEvent) event = make_event (16, FALSE);
  g_autoptr(TavEvent) tables = make_event (20, FALSE);
  g_autoptr(TavEvent) sixes = make_event (27, FALSE);
  g_autoptr(TavPrintDocument) six_sheets = NULL;
  TavStage *stage = make_bracket (event, 16, 0);
  TavRound *round = tav_stage_get_round (stage, 1);
  g_autoptr(TavPrintDocument) slips = tav_print_document_new (event, TAV_PRINT_RECORD_SHEETS, stage, 1);
  g_autoptr(TavPrintDocument) turned = tav_print_document_new (event, TAV_PRINT_RECORD_SHEETS, stage, 1);
  g_autoptr(TavPrintDocument) sheets = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *turned_path = NULL;

  /* The default: what fits best. */
  g_assert_cmpuint (tav_print_document_get_sheets_per_page (slips), ==, TAV_PRINT_SHEETS_AUTO);
  path = export (slips, "slips-16-auto.pdf", 2);
  g_clear_pointer (&path, g_free);

  tav_print_document_set_sheets_per_page (slips, 4);
  path = export (slips, "slips-16-4.pdf", 2);
  tav_print_document_set_sheets_per_page (turned, 4);
  tav_print_document_set_orientation (turned, TAV_PRINT_ORIENTATION_LANDSCAPE);
  turned_path = export (turned, "slips-16-4-landscape.pdf", 2);
  g_assert_cmpuint (tav_print_document_get_n_cut (slips, NULL, NULL), ==, 0);
  g_assert_cmpuint (tav_print_document_get_n_cut (turned, NULL, NULL), ==, 0);
  if (have_pdftotext ())
    for (guint page = 1; page <= 2; page++)
      {
        g_autofree char *text = flatten (page_text (path, page, FALSE));
        g_autoptr(GArray) words = page_words (path, page);
        g_auto(GStrv) slips_on_page = g_strsplit (text, "MATCH SLIP", -1);
        double width, height;

        tav_print_document_get_page_size (slips, &width, &height);
        g_assert_cmpuint (g_strv_length (slips_on_page), ==, 4 + 1);
        for (guint t = (page - 1) * 4; t < page * 4; t++)
          {
            TavTable *match = tav_round_get_table (round, t);
            const char *name = name_of (event, tav_table_get_seat (match, 0));
            g_auto(GStrv) parts = g_strsplit_set (strrchr (name, ' ') + 1, "-", 2);
            const Word *word = find_word (words, parts[0]);
            guint i = t % 4;

            /* Row by row: top left, top right, bottom left, bottom right. */
            g_assert_nonnull (word);
            g_assert_cmpint ((word->x0 > width / 2), ==, i % 2);
            g_assert_cmpint ((word->y0 > height / 2), ==, i / 2);
            g_assert_true (contains (text, name_of (event, tav_table_get_seat (match, 1))));
          }
      }

  /* Tables of players, never four a page: by default two a page where
   * every sheet fits half a page with an inch left for notes (four tables
   * of five, two pages), else one a page (tables of six). */
  draw (tables);
  sheets = tav_print_document_new (tables, TAV_PRINT_RECORD_SHEETS, NULL, 0);
  g_clear_pointer (&path, g_free);
  g_assert_cmpuint (tav_round_get_n_tables (tav_stage_get_last_round (tav_event_get_current_stage (tables))), ==, 4);
  path = export (sheets, "sheets-auto.pdf", 2);
  draw (sixes);
  six_sheets = tav_print_document_new (sixes, TAV_PRINT_RECORD_SHEETS, NULL, 0);
  g_free (export (six_sheets, "sheets-auto-6.pdf", 5));
  tav_print_document_set_sheets_per_page (sheets, 4);
  g_assert_false (tav_print_document_check (sheets, &error));
  g_assert_error (error, TAV_PRINT_ERROR, TAV_PRINT_ERROR_PAGE);
  g_assert_nonnull (strstr (error->message, "4 sheets a page fit two-player slips only"));
}

/* Names stored by a judge working in Russian print in the reader's
 * language: they are derived from the bracket's structure. */
static void
test_bracket_labels (void)
{
  g_autoptr(TavEvent) event = make_event (16, FALSE);
  TavStage *stage = make_bracket (event, 16, 0);
  TavRound *first = tav_stage_get_round (stage, 1);
  g_autoptr(TavPrintDocument) doc = NULL;
  g_autoptr(TavPrintDocument) slips = NULL;
  g_autofree char *path = NULL;
  g_autofree char *slips_path = NULL;
  g_autofree char *text = NULL;

  tav_round_set_name (first, "Топ-16");
  for (guint t = 0; t < tav_round_get_n_tables (first); t++)
    tav_table_set_label (tav_round_get_table (first, t), "Топ-16, матч");
  doc = tav_print_document_new (event, TAV_PRINT_BRACKET, NULL, 0);
  path = export (doc, "bracket-16-labels.pdf", 1);
  slips = tav_print_document_new (event, TAV_PRINT_RECORD_SHEETS, stage, 1);
  tav_print_document_set_sheets_per_page (slips, 1);
  slips_path = export (slips, "slips-16-labels.pdf", 8);
  if (!have_pdftotext ())
    {
      g_test_skip ("pdftotext (poppler-utils) is not installed: the text of the PDF is not read back");
      return;
    }
  text = flatten (page_text (path, 1, FALSE));
  g_assert_true (contains (text, "ROUND OF 16"));
  g_assert_false (contains (text, "Топ"));
  g_free (text);
  text = flatten (page_text (slips_path, 3, FALSE));
  g_assert_true (contains (text, "Round of 16 3"));
  g_assert_false (contains (text, "Топ"));
}

/* A knock-out round's seating speaks of matches: "By match", the list's
 * MATCH column, each card "Quarter-final 4" (not "Quarter-finals 4"). */
static void
test_bracket_seating_words (void)
{
  g_autoptr(TavEvent) event = make_event (8, FALSE);
  TavStage *stage = make_bracket (event, 8, 0);
  g_autoptr(TavPrintDocument) doc = tav_print_document_new (event, TAV_PRINT_SEATING, stage, 1);
  /* Eight players: the list fits under the four match cards, one page. */
  g_autofree char *path = export (doc, "seating-quarter-finals.pdf", 1);
  g_autofree char *page = NULL;

  if (!have_pdftotext ())
    {
      g_test_skip ("pdftotext (poppler-utils) is not installed: the text of the PDF is not read back");
      return;
    }
  page = flatten (page_text (path, 1, FALSE));
  g_assert_true (contains (page, "By match"));
  g_assert_false (contains (page, "By table"));
  /* (The title "Seating — Quarter-finals" meets the date, "22 November".) */
  g_assert_true (contains (page, "Quarter-final 4"));
  g_assert_false (contains (page, "Quarter-finals 4"));
  g_assert_true (contains (page, "MATCH"));
  g_assert_false (contains (page, "TABLE"));
}

/* Swiss pairing cards show the points the players were paired by. */
static void
test_swiss_points (void)
{
  g_autoptr(TavEvent) event = tav_event_new ("destiny", "Destiny");
  g_autoptr(TavPrintDocument) doc = NULL;
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;
  TavStage *swiss;
  TavRound *round;

  tav_event_set_seed (event, 3);
  for (guint i = 0; i < 8; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %u", i + 1);

      g_assert_nonnull (tav_event_add_player (event, name, NULL));
    }
  draw (event);
  swiss = tav_event_get_current_stage (event);
  round = tav_stage_get_last_round (swiss);
  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    {
      g_autoptr(JsonObject) result = json_object_new ();
      g_autoptr(GError) error = NULL;

      json_object_set_string_member (result, "winner",
                                     tav_table_get_seat (tav_round_get_table (round, t), 0));
      g_assert_true (tav_event_set_result (event, swiss, 1, t + 1, result, &error));
      g_assert_no_error (error);
    }
  draw (event);
  doc = tav_print_document_new (event, TAV_PRINT_SEATING, NULL, 0);
  path = export (doc, "seating-swiss-points.pdf", 0);
  if (!have_pdftotext ())
    {
      g_test_skip ("pdftotext (poppler-utils) is not installed: the text of the PDF is not read back");
      return;
    }
  text = flatten (page_text (path, 1, FALSE));
  /* A win is 1 TP: the four winners of round 1 play each other with 1 TP,
   * the four losers with 0, each on his card. */
  {
    guint ones = 0, zeros = 0;

    for (const char *p = strstr (text, "1 TP"); p; p = strstr (p + 1, "1 TP"))
      ones++;
    for (const char *p = strstr (text, "0 TP"); p; p = strstr (p + 1, "0 TP"))
      zeros++;
    g_assert_cmpuint (ones, ==, 4);
    g_assert_cmpuint (zeros, ==, 4);
  }
}

static void
test_no_bracket (void)
{
  g_autoptr(TavEvent) event = make_event (27, FALSE);
  g_autoptr(TavPrintDocument) doc = tav_print_document_new (event, TAV_PRINT_BRACKET, NULL, 0);
  g_autoptr(TavPrintDocument) sheets = tav_print_document_new (event, TAV_PRINT_RECORD_SHEETS, NULL, 0);
  g_autoptr(GError) error = NULL;

  g_assert_false (tav_print_document_check (doc, &error));
  g_assert_error (error, TAV_PRINT_ERROR, TAV_PRINT_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_false (tav_print_document_check (sheets, &error));
  g_assert_error (error, TAV_PRINT_ERROR, TAV_PRINT_ERROR_NOT_FOUND);
}

/* A round drawn under Russian or Italian by an earlier version stored
 * its name in that language ("Раунд 1", "Turno 1"): an English reader's
 * sheets and seating say "Round 1". A name of the organiser's own stays,
 * even one shaped like a generic name ("Day 1", "Giorno 1"). */
static void
test_stored_round_name (void)
{
  static const struct
  {
    const char *stored;
    const char *title;      /* on the seating list, after "Seating — " */
  } cases[] = {
    { "Раунд 1", NULL },
    { "Turno 1", NULL },
    { "Рунд 1", NULL },
    { "Round 1", NULL },
    { "", NULL },
    { "Day one, morning", "Day one, morning" },
    { "Day 1", "Day 1" },
    { "Giorno 1", "Giorno 1" },
    { "Раунд 4", "Раунд 4" },
  };
  g_autoptr(TavEvent) event = make_event (12, FALSE);
  TavRound *round;

  draw (event);
  round = tav_stage_get_last_round (tav_event_get_current_stage (event));
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(TavPrintDocument) sheets = tav_print_document_new (event, TAV_PRINT_RECORD_SHEETS, NULL, 0);
      g_autoptr(TavPrintDocument) seating = tav_print_document_new (event, TAV_PRINT_SEATING, NULL, 0);
      g_autofree char *sheets_path = NULL;
      g_autofree char *seating_path = NULL;
      g_autofree char *sheet_text = NULL;
      g_autofree char *seating_text = NULL;
      g_autofree char *text = NULL;
      g_autofree char *title = NULL;

      tav_round_set_name (round, cases[i].stored);
      sheets_path = export (sheets, "stored-round-sheets.pdf", 2);
      seating_path = export (seating, "stored-round-seating.pdf", 0);
      if (!have_pdftotext ())
        continue;
      sheet_text = flatten (page_text (sheets_path, 1, FALSE));
      seating_text = flatten (page_text (seating_path, 0, FALSE));
      text = g_strconcat (sheet_text, " ", seating_text, NULL);
      title = g_strdup_printf ("Seating — %s", cases[i].title ? cases[i].title : "Round 1");
      g_assert_true (contains (text, title));
      /* "of 5" goes with the generic name only. */
      g_assert_cmpint (contains (text, "Round 1 of"), ==, cases[i].title == NULL);
      if (cases[i].title == NULL)
        {
          g_assert_false (contains (text, "Раунд"));
          g_assert_false (contains (text, "Рунд"));
          g_assert_false (contains (text, "Turno"));
        }
    }
}

/* @word is drawn twice as tall on @big_page of @big as on @page of @path. */
static void
assert_twice_as_tall (const char *path,
                      guint       page,
                      const char *big,
                      guint       big_page,
                      const char *word)
{
  g_autoptr(GArray) words = page_words (path, page);
  g_autoptr(GArray) big_words = page_words (big, big_page);
  const Word *small = find_word (words, word);
  const Word *large = find_word (big_words, word);

  g_assert_nonnull (small);
  g_assert_nonnull (large);
  g_assert_cmpfloat_with_epsilon ((large->y1 - large->y0) / (small->y1 - small->y0), 2.0, 0.05);
}

/* @kind of @event at the normal and at the wall size, with @pages and
 * @wall_pages pages; nothing is cut at the wall size. */
static void
export_both_sizes (TavEvent      *event,
                   TavPrintKind   kind,
                   const char    *name,
                   guint          pages,
                   guint          wall_pages,
                   char         **path,
                   char         **wall_path)
{
  g_autoptr(TavPrintDocument) normal = tav_print_document_new (event, kind, NULL, 0);
  g_autoptr(TavPrintDocument) wall = tav_print_document_new (event, kind, NULL, 0);
  g_autofree char *normal_name = g_strdup_printf ("%s-normal.pdf", name);
  g_autofree char *wall_name = g_strdup_printf ("%s-wall.pdf", name);

  tav_print_document_set_size (wall, TAV_PRINT_SIZE_WALL);
  *path = export (normal, normal_name, pages);
  *wall_path = export (wall, wall_name, wall_pages);
  g_assert_cmpuint (tav_print_document_get_n_cut (wall, NULL, NULL), ==, 0);
}

/* The seating list at the wall size: names of 28 pt rather than 14, nine
 * to a landscape A4 page in one column rather than all 27 on a page of two
 * columns. The height of a name in the PDF doubles. */
static void
test_wall_size (void)
{
  g_autoptr(TavEvent) event = make_event (27, FALSE);
  g_autofree char *normal_path = NULL;
  g_autofree char *wall_path = NULL;
  TavTable *first;

  draw (event);
  /* The five tables on a page of cards, then the list: 27 names on one
   * page; or the cards two a page (three pages), then the list on three. */
  export_both_sizes (event, TAV_PRINT_SEATING, "seating-27", 2, 6, &normal_path, &wall_path);
  if (!have_pdftotext ())
    {
      g_test_skip ("pdftotext (poppler-utils) is not installed: the text of the PDF is not read back");
      return;
    }
  /* "Player 027" in the list, whose last page it ends. */
  assert_twice_as_tall (normal_path, 2, wall_path, 6, "027");
  /* A name on table 1's card: 24 pt rather than 12. */
  first = tav_round_get_table (tav_stage_get_last_round (tav_event_get_current_stage (event)), 0);
  assert_twice_as_tall (normal_path, 1, wall_path, 1,
                        strrchr (name_of (event, tav_table_get_seat (first, 1)), ' ') + 1);
}

/* On a slip whose rows are two lines tall for a long name, a name that
 * would fit on one line only much smaller takes two lines at the size of
 * the other: "Łukasz Преображенский" is drawn as tall as "Александър
 * Тер-Оганесян". */
static void
test_names_alike (void)
{
  g_autoptr(TavEvent) event = tav_event_new ("destiny", "Кубок Софии");
  g_autoptr(TavPrintDocument) doc = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GArray) words = NULL;
  const Word *short_name, *long_name;

  /* With seed 2 the Swiss round pairs each long name with a short one. */
  tav_event_set_seed (event, 2);
  g_assert_nonnull (tav_event_add_player (event, "Александър Тер-Оганесян", &error));
  g_assert_nonnull (tav_event_add_player (event, "Владимир Александрович Голенищев-Кутузов", &error));
  g_assert_nonnull (tav_event_add_player (event, "Елена Caracciolo-Brienza", &error));
  g_assert_nonnull (tav_event_add_player (event, "Łukasz Преображенский", &error));
  draw (event);
  g_assert_cmpstr (tav_table_get_seat (tav_round_get_table (tav_stage_get_last_round (tav_event_get_current_stage (event)), 0), 1),
                   ==, "p4");
  doc = tav_print_document_new (event, TAV_PRINT_RECORD_SHEETS, NULL, 0);
  tav_print_document_set_sheets_per_page (doc, 6);
  path = export (doc, "names-alike.pdf", 1);
  g_assert_cmpuint (tav_print_document_get_n_cut (doc, NULL, NULL), ==, 0);
  if (!have_pdftotext ())
    {
      g_test_skip ("pdftotext (poppler-utils) is not installed: the text of the PDF is not read back");
      return;
    }
  words = page_words (path, 1);
  short_name = find_word (words, "Łukasz");
  long_name = find_word (words, "Александър");
  g_assert_nonnull (short_name);
  g_assert_nonnull (long_name);
  g_assert_cmpfloat_with_epsilon ((short_name->y1 - short_name->y0) / (long_name->y1 - long_name->y0),
                                  1.0, 0.03);
}

/* A small event's seating is one page: the list follows the cards. */
static void
test_seating_one_page (void)
{
  g_autoptr(TavEvent) event = make_event (10, FALSE);
  g_autoptr(TavPrintDocument) doc = NULL;
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;

  draw (event);
  doc = tav_print_document_new (event, TAV_PRINT_SEATING, NULL, 0);
  path = export (doc, "seating-10.pdf", 1);
  g_assert_cmpuint (tav_print_document_get_n_cut (doc, NULL, NULL), ==, 0);
  if (!have_pdftotext ())
    {
      g_test_skip ("pdftotext (poppler-utils) is not installed: the text of the PDF is not read back");
      return;
    }
  text = flatten (page_text (path, 1, FALSE));
  g_assert_true (contains (text, "By table"));
  g_assert_true (contains (text, "Who sits where"));
  /* Every name twice: on its table's card and in the list. */
  for (guint i = 0; i < tav_event_get_n_players (event); i++)
    {
      const char *name = tav_player_get_name (tav_event_get_player (event, i));
      const char *first = strstr (text, name);

      g_assert_nonnull (first);
      g_assert_nonnull (strstr (first + strlen (name), name));
    }
}

/* The standings for the wall: turned landscape, the names twice as tall,
 * nothing cut; the score stays. */
static void
test_standings_wall_size (void)
{
  g_autoptr(TavEvent) event = make_event (27, FALSE);
  g_autoptr(TavPrintDocument) turned = NULL;
  g_autofree char *normal_path = NULL;
  g_autofree char *wall_path = NULL;
  g_autofree char *wall_text = NULL;

  play_two_rounds (event);
  tav_event_set_published (event, TRUE);
  turned = tav_print_document_new (event, TAV_PRINT_STANDINGS, NULL, 0);
  g_assert_cmpint (tav_print_document_get_orientation (turned), ==, TAV_PRINT_ORIENTATION_PORTRAIT);
  tav_print_document_set_size (turned, TAV_PRINT_SIZE_WALL);
  g_assert_cmpint (tav_print_document_get_orientation (turned), ==, TAV_PRINT_ORIENTATION_LANDSCAPE);
  /* 27 rows: one portrait page, or three landscape pages of 13 rows at
   * twice the size. */
  export_both_sizes (event, TAV_PRINT_STANDINGS, "standings-27", 1, 3, &normal_path, &wall_path);
  if (!have_pdftotext ())
    {
      g_test_skip ("pdftotext (poppler-utils) is not installed: the text of the PDF is not read back");
      return;
    }
  assert_twice_as_tall (normal_path, 1, wall_path, 1, "Player");
  wall_text = flatten (page_text (wall_path, 1, FALSE));
  g_assert_true (contains (wall_text, "SCORE"));
}

/* ---- Large events -------------------------------------------------------- */

static void
test_hundred_tables (void)
{
  g_autoptr(TavEvent) event = make_event (600, FALSE);
  g_autoptr(TavPrintDocument) sheets = NULL;
  g_autoptr(TavPrintDocument) seating = NULL;
  g_autofree char *sheets_path = NULL;
  g_autofree char *seating_path = NULL;
  TavRound *round;

  draw (event);
  round = tav_stage_get_last_round (tav_event_get_current_stage (event));
  g_assert_cmpuint (tav_round_get_n_tables (round), ==, 100);

  sheets = tav_print_document_new (event, TAV_PRINT_RECORD_SHEETS, NULL, 0);
  sheets_path = export (sheets, "sheets-100.pdf", 100);
  seating = tav_print_document_new (event, TAV_PRINT_SEATING, NULL, 0);
  seating_path = export (seating, "seating-100.pdf", 0);
  g_assert_cmpuint (tav_print_document_get_n_pages (seating), >=, 10);

  if (have_pdftotext ())
    {
      /* The last table on the last sheet; every player on the wall. */
      TavTable *last = tav_round_get_table (round, 99);
      g_autofree char *text = flatten (page_text (sheets_path, 100, FALSE));
      g_autofree char *wall = flatten (page_text (seating_path, 0, FALSE));

      for (guint s = 0; s < tav_table_get_n_seats (last); s++)
        g_assert_true (contains (text, name_of (event, tav_table_get_seat (last, s))));
      for (guint i = 0; i < tav_event_get_n_players (event); i++)
        g_assert_true (contains (wall, tav_player_get_name (tav_event_get_player (event, i))));
    }
}

static void
test_thousand_standings (void)
{
  g_autoptr(TavEvent) event = make_event (1000, FALSE);
  g_autoptr(TavPrintDocument) doc = NULL;
  g_autofree char *path = NULL;
  TavRandom rng;
  guint n_pages;

  tav_random_init (&rng, 1000);
  draw (event);
  tav_test_bang_play_round (event, &rng);
  tav_event_set_published (event, TRUE);

  doc = tav_print_document_new (event, TAV_PRINT_STANDINGS, NULL, 0);
  path = export (doc, "standings-1000.pdf", 0);
  n_pages = tav_print_document_get_n_pages (doc);
  g_assert_cmpuint (n_pages, >=, 15);
  g_assert_cmpuint (n_pages, <=, 30);
  if (have_pdftotext ())
    {
      g_autofree char *text = flatten (page_text (path, n_pages, FALSE));

      /* The column titles again on the last page. */
      g_assert_true (contains (text, "BUCHHOLZ"));
      g_assert_true (contains (text, "1000"));
    }
}

/* ---- Pages for a printer, and files -------------------------------------- */

/* What a GtkPrintOperation does: its own context, its own area, one
 * draw_page () per page onto a surface it owns. */
static void
test_print_operation (void)
{
  g_autoptr(TavEvent) event = make_event (27, FALSE);
  g_autoptr(TavPrintDocument) doc = NULL;
  g_autoptr(GError) error = NULL;
  PangoContext *context = tav_print_create_context ();
  cairo_surface_t *surface;
  cairo_t *cr;
  guint n;

  draw (event);
  doc = tav_print_document_new (event, TAV_PRINT_RECORD_SHEETS, NULL, 0);
  tav_print_document_set_sheets_per_page (doc, 2);
  n = tav_print_document_paginate (doc, context, 540, 720, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (n, ==, 3);

  surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cr = cairo_create (surface);
  for (guint page = 0; page < n; page++)
    {
      PangoContext *other = tav_print_create_context ();
      double x, y, w, h;

      cairo_save (cr);
      tav_print_document_draw_page (doc, cr, other, page);
      cairo_restore (cr);
      cairo_recording_surface_ink_extents (surface, &x, &y, &w, &h);
      g_assert_cmpfloat (w, >, 0);
      g_object_unref (other);
    }
  /* Nothing outside the area it was given (tick marks aside). */
  {
    double x, y, w, h;

    cairo_recording_surface_ink_extents (surface, &x, &y, &w, &h);
    g_assert_cmpfloat (x, >=, -13);
    g_assert_cmpfloat (y, >=, -13);
    g_assert_cmpfloat (x + w, <=, 540 + 13);
    g_assert_cmpfloat (y + h, <=, 720 + 13);
  }
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);

  /* Too small for anything. */
  g_assert_cmpuint (tav_print_document_paginate (doc, context, 100, 100, &error), ==, 0);
  g_assert_error (error, TAV_PRINT_ERROR, TAV_PRINT_ERROR_PAGE);
  g_object_unref (context);
}

static void
test_margins (void)
{
  g_autoptr(TavEvent) event = make_event (120, FALSE);
  g_autoptr(TavPrintDocument) doc = NULL;
  g_autofree char *narrow = NULL;
  g_autofree char *wide = NULL;
  guint narrow_pages;
  TavRandom rng;

  tav_random_init (&rng, 3);
  draw (event);
  tav_test_bang_play_round (event, &rng);
  tav_event_set_published (event, TRUE);

  doc = tav_print_document_new (event, TAV_PRINT_STANDINGS, NULL, 0);
  tav_print_document_set_margins (doc, 18, 18, 18, 18);
  narrow = export (doc, "standings-narrow-margins.pdf", 0);
  narrow_pages = tav_print_document_get_n_pages (doc);
  tav_print_document_set_margins (doc, 144, 72, 144, 72);
  wide = export (doc, "standings-wide-margins.pdf", 0);
  g_assert_cmpuint (tav_print_document_get_n_pages (doc), >, narrow_pages);
}

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir && (name = g_dir_read_name (dir)))
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        remove_tree (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

static void
assert_no_leftovers (const char *dir,
                     guint       expected)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  guint n = 0;

  while (g_dir_read_name (listing))
    n++;
  g_assert_cmpuint (n, ==, expected);
}

static void
test_unwritable (void)
{
  g_autoptr(TavEvent) event = make_event (27, FALSE);
  g_autoptr(TavPrintDocument) doc = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_build_filename (out_dir, "unwritable", NULL);
  g_autofree char *missing = g_build_filename (out_dir, "no-such-dir", "sheets.pdf", NULL);
  g_autofree char *file = g_build_filename (dir, "file", NULL);
  g_autofree char *under_file = g_build_filename (dir, "file", "sheets.pdf", NULL);
  g_autofree char *is_dir = g_build_filename (dir, "a-dir", NULL);
  g_autofree char *good = g_build_filename (dir, "good.pdf", NULL);
  g_autofree char *after = NULL;

  draw (event);
  doc = tav_print_document_new (event, TAV_PRINT_RECORD_SHEETS, NULL, 0);
  remove_tree (dir);
  g_assert_cmpint (g_mkdir_with_parents (is_dir, 0755), ==, 0);
  g_assert_true (g_file_set_contents (file, "x", 1, NULL));

  g_assert_false (tav_print_document_export_pdf (doc, missing, &error));
  g_assert_error (error, TAV_PRINT_ERROR, TAV_PRINT_ERROR_WRITE);
  g_test_message ("%s", error->message);
  g_clear_error (&error);
  g_assert_false (g_file_test (missing, G_FILE_TEST_EXISTS));

  g_assert_false (tav_print_document_export_pdf (doc, under_file, &error));
  g_assert_error (error, TAV_PRINT_ERROR, TAV_PRINT_ERROR_WRITE);
  g_clear_error (&error);

  /* The rename fails last: the temporary file goes too. */
  g_assert_false (tav_print_document_export_pdf (doc, is_dir, &error));
  g_assert_error (error, TAV_PRINT_ERROR, TAV_PRINT_ERROR_WRITE);
  g_clear_error (&error);
  g_assert_true (g_file_test (is_dir, G_FILE_TEST_IS_DIR));
  assert_no_leftovers (dir, 2);

  /* A file replaced whole, never half-written. */
  g_assert_true (g_file_set_contents (good, "old", 3, NULL));
  g_assert_true (tav_print_document_export_pdf (doc, good, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (good, &after, NULL, NULL));
  g_assert_true (g_str_has_prefix (after, "%PDF-"));
  assert_no_leftovers (dir, 3);
}

/* ---- Main ---------------------------------------------------------------- */

/* ---- Catan and seasons --------------------------------------------------- */

/* The generic sheet from catan-bg's declared fields: VP, place and a box
 * for leaving the game per seat, then lines for the winner's announcement
 * and a substitute. Nobody is a head seat. */
static void
test_catan_sheets (void)
{
  g_autoptr(TavEvent) event = tav_test_catan_event ("Катан — Ранглиста Турнир", 14, 14);
  g_autoptr(TavPrintDocument) doc = NULL;
  g_autofree char *path = NULL;

  draw (event);
  doc = tav_print_document_new (event, TAV_PRINT_RECORD_SHEETS, NULL, 0);
  g_assert_cmpint (tav_print_document_get_orientation (doc), ==, TAV_PRINT_ORIENTATION_PORTRAIT);
  /* Four tables of four, two to a page by default: each half page has
   * room for the notes. */
  path = export (doc, "catan-sheets.pdf", 2);
  if (have_pdftotext ())
    {
      g_autofree char *text = flatten (page_text (path, 2, FALSE));

      g_assert_true (contains (text, "Victory points"));
      g_assert_true (contains (text, "Place"));
      g_assert_true (contains (text, "Left the game"));
      g_assert_true (contains (text, "Victory announced"));
      g_assert_true (contains (text, "Substitute"));
      g_assert_true (contains (text, "Round 1 of 3"));
      g_assert_false (contains (text, "SHERIFF"));
    }

  /* Two to a page, and a landscape A5 each: the labels still fit. */
  tav_print_document_set_sheets_per_page (doc, 2);
  tav_print_document_set_orientation (doc, TAV_PRINT_ORIENTATION_LANDSCAPE);
  g_free (export (doc, "catan-sheets-a5.pdf", 2));
}

/* A season's ranking and its permanent ranking, laid out like standings:
 * across the page, as the 7 figures need the width. */
static void
test_season_ranking (void)
{
  static const guint identity[14] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13 };
  g_autoptr(TavEvent) event = tav_test_catan_event ("Sofia", 14, 14);
  g_autoptr(TavSeason) season = tav_season_new ("catan-bg", "Ранглиста 2026");
  g_autoptr(TavPrintDocument) doc = NULL;
  g_autoptr(TavPrintDocument) permanent = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *title = NULL;

  tav_event_set_date (event, "2026-03-14");
  tav_test_catan_play_seated (event, identity);
  g_assert_cmpint (tav_season_add_event (season, event, NULL, FALSE, NULL, &error), ==,
                   TAV_SEASON_IMPORT_ADDED);
  g_assert_true (tav_season_set_param (season, "permanent_tp", "13", NULL));

  doc = tav_print_document_new_for_season (season, TAV_PRINT_SEASON);
  g_assert_null (tav_print_document_get_event (doc));
  g_assert_true (tav_print_document_get_season (doc) == season);
  g_assert_cmpint (tav_print_document_get_orientation (doc), ==, TAV_PRINT_ORIENTATION_LANDSCAPE);
  title = tav_print_document_get_title (doc);
  g_assert_cmpstr (title, ==, "Ранглиста 2026 — Ranking");
  path = export (doc, "season.pdf", 1);
  if (have_pdftotext ())
    {
      g_autofree char *text = flatten (page_text (path, 1, FALSE));

      g_assert_true (contains (text, "Ранглиста 2026"));
      g_assert_true (contains (text, "1 tournament"));
      g_assert_true (contains (text, "14 March 2026"));
      g_assert_true (contains (text, "11/34/86.36%/2/0/1/1"));
      g_assert_true (contains (text, "Permanent ranking"));
      g_assert_true (contains (text, "TOURNAMENTS"));
      /* Nothing cut short. */
      g_assert_false (contains (text, "…"));
    }

  permanent = tav_print_document_new_for_season (season, TAV_PRINT_PERMANENT);
  g_free (path);
  path = export (permanent, "permanent.pdf", 1);
  if (have_pdftotext ())
    {
      g_autofree char *text = flatten (page_text (path, 1, FALSE));

      g_assert_true (contains (text, "Permanent ranking: 13 TP or more"));
      g_assert_true (contains (text, "13/36/90.45%/2/1/0/1"));
      g_assert_false (contains (text, "Player 14"));
    }
}

int
main (int   argc,
      char *argv[])
{
  const char *keep = g_getenv ("TAVOLO_PRINT_KEEP");
  int status;

  g_test_init (&argc, &argv, NULL);

  if (keep)
    {
      g_mkdir_with_parents (keep, 0755);
      out_dir = g_strdup (keep);
    }
  else
    out_dir = g_dir_make_tmp ("tavolo-print-XXXXXX", NULL);
  g_assert_nonnull (out_dir);
  if (!have_pdftotext ())
    g_test_message ("pdftotext not found: the text of the pages is not checked");

  g_test_add_func ("/print/record-sheets", test_record_sheets);
  g_test_add_func ("/print/paper", test_paper);
  g_test_add_func ("/print/seven-seats", test_seven_seats);
  g_test_add_func ("/print/seating", test_seating);
  g_test_add_func ("/print/seating/wall-size", test_wall_size);
  g_test_add_func ("/print/stored-round-name", test_stored_round_name);
  g_test_add_func ("/print/standings", test_standings);
  g_test_add_func ("/print/standings/withdrawn", test_standings_withdrawn);
  g_test_add_func ("/print/standings/wall-size", test_standings_wall_size);
  g_test_add_func ("/print/seating/one-page", test_seating_one_page);
  g_test_add_func ("/print/sheets/names-alike", test_names_alike);
  g_test_add_func ("/print/bracket/sizes", test_brackets);
  g_test_add_func ("/print/bracket/byes", test_bracket_byes);
  g_test_add_func ("/print/bracket/none", test_no_bracket);
  g_test_add_func ("/print/bracket/labels", test_bracket_labels);
  g_test_add_func ("/print/bracket/seating-words", test_bracket_seating_words);
  g_test_add_func ("/print/bracket/slips-per-page", test_slips_per_page);
  g_test_add_func ("/print/seating/swiss-points", test_swiss_points);
  g_test_add_func ("/print/large/hundred-tables", test_hundred_tables);
  g_test_add_func ("/print/large/thousand-standings", test_thousand_standings);
  g_test_add_func ("/print/print-operation", test_print_operation);
  g_test_add_func ("/print/margins", test_margins);
  g_test_add_func ("/print/unwritable", test_unwritable);
  g_test_add_func ("/print/catan/record-sheets", test_catan_sheets);
  g_test_add_func ("/print/season", test_season_ranking);

  status = g_test_run ();
  if (!keep)
    remove_tree (out_dir);
  g_free (out_dir);
  return status;
}
