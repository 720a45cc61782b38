/* test-print-links.c — the result links on Record Sheets and match slips
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * While the venue network is on, each seat of a two-player table has its
 * own short code printed under its name (its QR code beside it is scanned
 * back by tests/venue/test-venue-print.c), and the table's code is not
 * printed; a table of players keeps one code for the table. The PDFs are
 * read back with pdftotext (PDFTOTEXT in the environment; the text checks
 * are skipped without it). That no name is cut beside the codes is the fit
 * matrix's (test-print-fit.c, "with result links").
 *
 * The players' personal codes go on slips with the check-in address
 * (tav-print-codes.c): each active player's code, as the core makes it,
 * once, and a name too long for its slip ellipsised and counted. The
 * deck-check sheets (tav-print-decks.c) are a page per registered deck.
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "tav-event.h"
#include "tav-inbox.h"
#include "tav-print-document.h"
#include "tav-table-token.h"
#include "tav-event-private.h"

#define URL "http://192.168.1.20:8642/"

static const char *const duel_names[] = {
  "Александра Константиновна Римская-Корсакова",
  "Boris",
  "Святослав Всеволодович Преображенский",
  "Maximilian Wolfeschlegelsteinhausen",
  "Десислава Стоянова Димитрова-Георгиева",
  "Łukasz Żółkiewski-Brzęczyszczykiewicz",
};

static TavEvent *
make_event (const char *ruleset,
            guint       n_players)
{
  TavEvent *event = tav_event_new (ruleset, "Открытый чемпионат Санкт-Петербурга");
  g_autoptr(GError) error = NULL;

  tav_event_set_seed (event, 32);
  for (guint i = 0; i < n_players; i++)
    {
      g_autofree char *name = i < G_N_ELEMENTS (duel_names) ? g_strdup (duel_names[i])
                              : g_strdup_printf ("Player %02u", i + 1);

      g_assert_nonnull (tav_event_add_player (event, name, &error));
      g_assert_no_error (error);
    }
  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
  return event;
}

/* Writes @event's Record Sheets, @per_page a page, with the result links;
 * returns the PDF's path. */
static char *
export_sheets (TavEvent   *event,
               guint       per_page,
               const char *name,
               guint      *n_pages)
{
  g_autoptr(TavPrintDocument) doc = tav_print_document_new (event, TAV_PRINT_RECORD_SHEETS, NULL, 0);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tavolo-print-links-XXXXXX", NULL);
  char *path = g_build_filename (dir, name, NULL);

  tav_inbox_ensure_key (tav_event_get_inbox (event));
  tav_print_document_set_venue_url (doc, URL);
  tav_print_document_set_sheets_per_page (doc, per_page);
  g_assert_true (tav_print_document_export_pdf (doc, path, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tav_print_document_get_n_cut (doc, NULL, NULL), ==, 0);
  if (n_pages)
    *n_pages = tav_print_document_get_n_pages (doc);
  return path;
}

static void
remove_pdf (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);

  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* Page @page's text in the order it was drawn. */
static char *
page_text (const char *path,
           guint       page)
{
  g_autofree char *number = g_strdup_printf ("%u", page);
  const char *argv[] = { g_getenv ("PDFTOTEXT"), "-raw", "-enc", "UTF-8", "-f", number, "-l", number,
                         path, "-", NULL };
  g_autoptr(GError) error = NULL;
  char *out = NULL;
  int status;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                               &out, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return out;
}

static char *
printed_code (TavEvent *event,
              TavTable *table,
              guint     seat)
{
  const char *key = tav_inbox_get_key (tav_event_get_inbox (event));
  TavStage *stage = tav_event_get_current_stage (event);
  guint round = tav_round_get_number (tav_stage_get_last_round (stage));
  g_autofree char *code = seat ? tav_token_code_for_seat (key, tav_stage_get_id (stage), round,
                                                          tav_table_get_number (table), seat)
                               : tav_token_code_for_table (key, tav_stage_get_id (stage), round,
                                                           tav_table_get_number (table));

  return tav_token_format_code (code);
}

/* Where the first word of @seat's player's name (0-based) is in @text. */
static const char *
find_name (TavEvent   *event,
           TavTable   *table,
           guint       seat,
           const char *text)
{
  TavPlayer *player = tav_event_find_player (event, tav_table_get_seat (table, seat));
  g_auto(GStrv) words = g_strsplit (tav_player_get_name (player), " ", 2);
  const char *at = strstr (text, words[0]);

  g_assert_nonnull (at);
  /* Once on the page: the order below means something. */
  g_assert_null (strstr (at + 1, words[0]));
  return at;
}

/* Each slip of a Swiss round of duels carries, under each player's name
 * and before the next seat's, that seat's own code, and not the table's:
 * it counts as nobody's agreement. One, two and four a page (where the
 * long word of a name puts the codes under it, test_seat_codes). */
static void
test_seat_codes (void)
{
  g_autoptr(TavEvent) event = make_event ("destiny", 6);
  TavRound *round = tav_stage_get_last_round (tav_event_get_current_stage (event));
  static const guint per_page[] = { 1, 2, 4 };

  if (g_getenv ("PDFTOTEXT") == NULL)
    {
      g_test_skip ("pdftotext (poppler-utils) is not installed");
      return;
    }
  g_assert_cmpuint (tav_round_get_n_tables (round), ==, 3);
  for (guint i = 0; i < G_N_ELEMENTS (per_page); i++)
    {
      guint n_pages;
      g_autofree char *path = export_sheets (event, per_page[i], "duels.pdf", &n_pages);

      g_assert_cmpuint (n_pages, ==, (3 + per_page[i] - 1) / per_page[i]);
      for (guint t = 0; t < 3; t++)
        {
          TavTable *table = tav_round_get_table (round, t);
          g_autofree char *text = page_text (path, t / per_page[i] + 1);
          g_autofree char *table_code = printed_code (event, table, 0);
          g_autofree char *first = printed_code (event, table, 1);
          g_autofree char *second = printed_code (event, table, 2);
          const char *name_1 = find_name (event, table, 0, text);
          const char *name_2 = find_name (event, table, 1, text);
          const char *code_1 = strstr (text, first);
          const char *code_2 = strstr (text, second);

          g_assert_null (strstr (text, table_code));
          g_assert_nonnull (code_1);
          g_assert_nonnull (code_2);
          g_assert_true (name_1 < code_1);
          g_assert_true (code_1 < name_2);
          g_assert_true (name_2 < code_2);
          /* Each once. */
          g_assert_null (strstr (code_1 + 1, first));
          g_assert_null (strstr (code_2 + 1, second));
        }
      remove_pdf (path);
    }
}

/* A table of players has no seats' codes: its sheet keeps the table's. */
static void
test_table_code (void)
{
  g_autoptr(TavEvent) event = make_event ("bang-2011", 14);
  TavRound *round = tav_stage_get_last_round (tav_event_get_current_stage (event));
  g_autofree char *path = NULL;

  if (g_getenv ("PDFTOTEXT") == NULL)
    {
      g_test_skip ("pdftotext (poppler-utils) is not installed");
      return;
    }
  path = export_sheets (event, 1, "tables.pdf", NULL);
  g_assert_cmpuint (tav_round_get_n_tables (round), ==, 2);
  for (guint t = 0; t < 2; t++)
    {
      TavTable *table = tav_round_get_table (round, t);
      g_autofree char *text = page_text (path, t + 1);
      g_autofree char *table_code = printed_code (event, table, 0);

      g_assert_cmpuint (tav_table_get_n_seats (table), >, 2);
      g_assert_nonnull (strstr (text, table_code));
    }
  remove_pdf (path);
}

/* A sixth of a page has no room for two codes beside long names: with the
 * seats' own links, four slips a page at most, asked for or chosen. */
static void
test_per_page (void)
{
  g_autoptr(TavEvent) event = make_event ("destiny", 20);
  g_autoptr(TavPrintDocument) plain = tav_print_document_new (event, TAV_PRINT_RECORD_SHEETS, NULL, 0);
  g_autoptr(TavPrintDocument) six = tav_print_document_new (event, TAV_PRINT_RECORD_SHEETS, NULL, 0);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tavolo-print-links-XXXXXX", NULL);
  g_autofree char *plain_path = g_build_filename (dir, "plain.pdf", NULL);
  g_autofree char *path = NULL;
  guint n_pages;

  /* Without the links, ten slips fit six a page. */
  g_assert_true (tav_print_document_export_pdf (plain, plain_path, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tav_print_document_get_n_pages (plain), ==, 2);
  g_assert_cmpint (g_remove (plain_path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);

  path = export_sheets (event, TAV_PRINT_SHEETS_AUTO, "auto.pdf", &n_pages);
  g_assert_cmpuint (n_pages, ==, 3);
  remove_pdf (path);

  tav_print_document_set_venue_url (six, URL);
  tav_print_document_set_sheets_per_page (six, 6);
  g_assert_false (tav_print_document_check (six, &error));
  g_assert_error (error, TAV_PRINT_ERROR, TAV_PRINT_ERROR_PAGE);
  g_assert_cmpstr (error->message, ==,
                   "6 slips a page leave no room for each player’s own result code: choose 1, 2 or 4");
  g_clear_error (&error);
  tav_print_document_set_sheets_per_page (six, 4);
  g_assert_true (tav_print_document_check (six, &error));
  g_assert_no_error (error);
}

/* 31 players, one withdrawn: 30 slips, ten to an A4 page (two columns of
 * five: a slip is at least 230 × 115 pt, the page 523 × 770 inside its
 * margins). Every code is printed once, the withdrawn player's not at all.
 * Only the 57-letter name is cut: at 10 pt bold it is about 380 pt wide,
 * and a slip has 227 pt for it. */
#define LONG_NAME "Александра Константиновна Преображенская-Верхнеднепровская"

static void
test_codes (void)
{
  g_autoptr(TavEvent) event = tav_event_new ("destiny", "Открытый чемпионат Санкт-Петербурга");
  g_autoptr(TavPrintDocument) doc = tav_print_document_new (event, TAV_PRINT_PLAYER_CODES, NULL, 0);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tavolo-print-codes-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "codes.pdf", NULL);
  g_autoptr(GString) text = g_string_new (NULL);
  guint ellipsized = 1000, overflowed = 1000;

  for (guint i = 0; i < 31; i++)
    {
      g_autofree char *name = i == 29 ? g_strdup (LONG_NAME) : g_strdup_printf ("Player %02u", i + 1);

      g_assert_nonnull (tav_event_add_player (event, name, &error));
      g_assert_no_error (error);
    }
  g_assert_true (tav_event_withdraw (event, "p31", TAV_PLAYER_WITHDRAWN, NULL, &error));
  g_assert_no_error (error);

  tav_print_document_set_venue_url (doc, URL);
  g_assert_true (tav_print_document_export_pdf (doc, path, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tav_print_document_get_n_pages (doc), ==, 3);
  tav_print_document_get_n_cut (doc, &ellipsized, &overflowed);
  g_assert_cmpuint (ellipsized, ==, 1);
  g_assert_cmpuint (overflowed, ==, 0);

  if (g_getenv ("PDFTOTEXT") == NULL)
    {
      remove_pdf (path);
      g_test_skip ("pdftotext (poppler-utils) is not installed");
      return;
    }
  for (guint page = 1; page <= 3; page++)
    {
      g_autofree char *page_out = page_text (path, page);

      g_string_append (text, page_out);
    }
  for (guint i = 0; i < 31; i++)
    {
      g_autofree char *id = g_strdup_printf ("p%u", i + 1);
      g_autofree char *code = tav_event_get_player_code (event, id);
      g_autofree char *printed = tav_token_format_code (code);
      const char *at = strstr (text->str, printed);

      g_assert_cmpuint (strlen (printed), ==, 9);
      if (i == 30)
        g_assert_null (at);
      else
        {
          g_assert_nonnull (at);
          g_assert_null (strstr (at + 1, printed));
        }
    }
  g_assert_nonnull (strstr (text->str, "Player 29"));
  g_assert_nonnull (strstr (text->str, "Александра"));
  g_assert_nonnull (strstr (text->str, URL));
  remove_pdf (path);
}

/* One player's slip alone (the app's Print Slip), and its code. */
static void
test_code_one (void)
{
  g_autoptr(TavEvent) event = tav_event_new ("bang-2011", "Cup");
  g_autoptr(TavPrintDocument) doc = tav_print_document_new (event, TAV_PRINT_PLAYER_CODES, NULL, 0);
  g_autoptr(GError) error = NULL;
  PangoContext *context = tav_print_create_context ();

  for (guint i = 0; i < 12; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %02u", i + 1);

      g_assert_nonnull (tav_event_add_player (event, name, &error));
    }
  tav_print_document_set_player (doc, "p7");
  g_assert_cmpuint (tav_print_document_paginate (doc, context, 523, 770, &error), ==, 1);
  g_assert_no_error (error);
  tav_print_document_set_player (doc, "p99");
  g_assert_false (tav_print_document_check (doc, &error));
  g_assert_error (error, TAV_PRINT_ERROR, TAV_PRINT_ERROR_NOT_FOUND);
  g_object_unref (context);
}

/* Six players, three decks, one of them a withdrawn player's: two pages,
 * each with its player and his deck as registered. No deck: nothing. */
static void
test_deck_checks (void)
{
  g_autoptr(TavEvent) event = tav_event_new ("destiny", "Destiny Cup");
  g_autoptr(TavPrintDocument) doc = tav_print_document_new (event, TAV_PRINT_DECK_CHECKS, NULL, 0);
  g_autoptr(TavEvent) bare = tav_event_new ("destiny", "Bare");
  g_autoptr(TavPrintDocument) none = tav_print_document_new (bare, TAV_PRINT_DECK_CHECKS, NULL, 0);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tavolo-print-decks-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "decks.pdf", NULL);

  for (guint i = 0; i < 6; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %02u", i + 1);

      g_assert_nonnull (tav_event_add_player (event, name, &error));
      g_assert_nonnull (tav_event_add_player (bare, name, &error));
    }
  g_assert_true (tav_event_change_deck (event, "p2", "Kylo Ren, Palpatine / Death Star", &error));
  /* A deck of lines: team, battlefield, the cards, a blank line kept. */
  g_assert_true (tav_event_change_deck (event, "p5", "Rey, Finn\nStarkiller Base\n\n2x Force Choke\nHidden Agenda",
                                        &error));
  g_assert_true (tav_event_change_deck (event, "p6", "Boba Fett / Cloud City", &error));
  g_assert_true (tav_event_withdraw (event, "p6", TAV_PLAYER_WITHDRAWN, NULL, &error));
  g_assert_no_error (error);

  g_assert_true (tav_print_document_export_pdf (doc, path, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tav_print_document_get_n_pages (doc), ==, 2);
  g_assert_cmpuint (tav_print_document_get_n_cut (doc, NULL, NULL), ==, 0);
  if (g_getenv ("PDFTOTEXT") != NULL)
    {
      g_autofree char *first = page_text (path, 1);
      g_autofree char *second = page_text (path, 2);

      g_assert_nonnull (strstr (first, "Player 02"));
      g_assert_nonnull (strstr (first, "Kylo Ren, Palpatine / Death Star"));
      g_assert_null (strstr (first, "Rey, Finn"));
      g_assert_nonnull (strstr (second, "Player 05"));
      /* Each line of the deck on its own printed line, in order. */
      g_assert_nonnull (strstr (second, "\nRey, Finn\nStarkiller Base\n"));
      g_assert_nonnull (strstr (second, "\n2x Force Choke\nHidden Agenda\n"));
    }
  remove_pdf (path);

  g_assert_false (tav_print_document_check (none, &error));
  g_assert_error (error, TAV_PRINT_ERROR, TAV_PRINT_ERROR_NOT_FOUND);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/print/links/seat-codes", test_seat_codes);
  g_test_add_func ("/print/links/table-code", test_table_code);
  g_test_add_func ("/print/links/per-page", test_per_page);
  g_test_add_func ("/print/codes/thirty-players", test_codes);
  g_test_add_func ("/print/codes/one-player", test_code_one);
  g_test_add_func ("/print/decks/one-page-per-deck", test_deck_checks);

  return g_test_run ();
}
