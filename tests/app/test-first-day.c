/* test-first-day.c — the first tournament day of a new organiser, walked
 * again in the language of the run (issue #33's walk: a 40-player Destiny
 * event in Italian, the 27-player BANG! 2011 example in Russian)
 *
 * What stopped an organiser once must not stop this walk: players absent
 * at the check-in seated again, the next draw hidden while results are
 * missing, a refused Save out of view or marks that stay once mended, a
 * winner's name hidden in a list, a check-in that needs the whole name, a
 * late entry that renumbers the lots, undo that does not say what it took
 * back, redo of a draw that leaves the page on the round before, an
 * auction turned into 0, a check-in line cut at 1,100 px. The narrow
 * pages, the screen reader's names, the print preview and the printouts
 * have tests of their own in every language (docs/accessibility.md,
 * docs/printing.md); this one walks the day in order, through the widgets.
 *
 * Every text is compared with the catalog's own translation, so the test
 * holds in any language; each run first checks that its language is the
 * one it was started in.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <string.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "tav-check-in-bar.h"
#include "tav-document.h"
#include "tav-field-editor.h"
#include "tav-lots.h"
#include "tav-players-page.h"
#include "tav-result-dialog.h"
#include "tav-result-form.h"
#include "tav-rounds-page.h"
#include "tav-test-app.h"
#include "tav-test-destiny.h"
#include "tav-test-wait.h"
#include "tav-ui.h"
#include "tav-window.h"
#include "tav-event-private.h"

#define wait_until(condition, data) tav_test_wait_until (condition, data, #condition)
#define iterate() tav_test_run_pending ()

#define BANG_EXAMPLE TAV_EXAMPLES_DIR "/bang-2011-27-players.tavolo"

/* ---- The window ------------------------------------------------------------ */

static gpointer
rounds_child (TavRoundsPage *page,
              const char    *name)
{
  return tav_test_child (page, TAV_TYPE_ROUNDS_PAGE, name);
}

static void
show_page (TavWindow  *window,
           const char *name)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", name));
  iterate ();
}

static void
close_window (TavWindow *window)
{
  gtk_window_close (GTK_WINDOW (window));
  tav_test_respond (_("Save Changes?"), "discard");
}

static const char *
last_toast (TavWindow *window)
{
  return tav_ui_get_last_toast (GTK_WIDGET (window));
}

/* The toasts of undo and redo: what was taken back, in so many words. */
static void
assert_undo_toasts (TavWindow  *window,
                    const char *what)
{
  g_autofree char *undone = g_strdup_printf (_("Undone: %s"), what);
  g_autofree char *redone = g_strdup_printf (_("Redone: %s"), what);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  iterate ();
  g_assert_cmpstr (last_toast (window), ==, undone);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  iterate ();
  g_assert_cmpstr (last_toast (window), ==, redone);
}

static gboolean
is_whole (GtkLabel *label)
{
  return !pango_layout_is_ellipsized (gtk_label_get_layout (label));
}

/* ---- The result dialog ------------------------------------------------------ */

static TavResultDialog *
open_result (TavRoundsPage *page,
             guint          table)
{
  g_assert_null (tav_test_find_toplevel (TAV_TYPE_RESULT_DIALOG));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "rounds.edit-result", "u", table));
  return tav_test_wait_for_toplevel (TAV_TYPE_RESULT_DIALOG);
}

typedef struct {
  GtkWidget *widget;
  GtkWidget *viewport;
} InView;

static gboolean
in_view (gpointer data)
{
  InView *check = data;

  return tav_test_is_in_view (check->widget, check->viewport);
}

/* The dialog's form scrolled to its end, as after filling its last seat. */
static GtkWidget *
scroll_to_end (TavResultDialog *dialog)
{
  GtkScrolledWindow *scrolled = tav_test_child (dialog, TAV_TYPE_RESULT_DIALOG, "scrolled_window");
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (scrolled);

  tav_test_wait_for_frame (GTK_WIDGET (dialog));
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment) -
                                        gtk_adjustment_get_page_size (adjustment));
  tav_test_wait_for_frame (GTK_WIDGET (dialog));
  return GTK_WIDGET (scrolled);
}

static gboolean
is_label_reading (GtkWidget     *widget,
                  gconstpointer  text)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0;
}

/* ---- Destiny in the language of the run: 40 players, two never come ------ */

static const char * const italians[] = {
  "Giulia Conti", "Marco Bianchi", "Sara Neri", "Luca Esposito", "Francesca Romano",
  "Alessandro Colombo", "Chiara Ricci", "Davide Bruno", "Elena Gallo", "Federico De Luca",
  "Martina Costa", "Simone Fontana", "Valentina Greco", "Matteo Rizzo", "Alessia Lombardi",
  "Andrea Moretti", "Beatrice Barbieri", "Lorenzo Mariani", "Silvia Santoro", "Paolo Rinaldi",
  "Ilaria Caruso", "Stefano Ferrara", "Roberta Galli", "Nicola Martini", "Laura Leone",
  "Giorgio Longo", "Marta Gentile", "Riccardo Martinelli", "Anna Vitale", "Tommaso Lombardo",
  "Camilla Serra", "Emanuele Coppola", "Sofia De Santis", "Filippo D'Angelo", "Irene Marchetti",
  "Gabriele Parisi", "Noemi Villa", "Daniele Conte", "Maria Beatrice Santangelo-Castelfranchi",
  "Pierfrancesco Montecchi della Rovere", NULL
};

static TavEvent *
make_destiny (void)
{
  TavEvent *event = tav_event_new ("destiny", "Torneo Destiny Torino");
  g_autoptr(GError) error = NULL;

  tav_event_set_seed (event, 20261128);
  g_assert_true (tav_event_set_param (event, "structure", "custom", &error));
  g_assert_true (tav_event_set_param (event, "rounds", "5", &error));
  g_assert_true (tav_event_set_param (event, "cut", "none", &error));
  for (guint i = 0; italians[i]; i++)
    g_assert_nonnull (tav_event_add_player (event, italians[i], &error));
  g_assert_no_error (error);
  return event;
}

static guint
n_rounds (TavWindow *window)
{
  TavStage *swiss = tav_event_find_stage (tav_window_get_event (window), "swiss");

  return swiss ? tav_stage_get_n_rounds (swiss) : 0;
}

static TavRound *
swiss_round (TavWindow *window,
             guint      number)
{
  return tav_stage_get_round (tav_event_find_stage (tav_window_get_event (window), "swiss"), number);
}

/* The id of the player called @name. */
static const char *
id_of (TavWindow  *window,
       const char *name)
{
  TavEvent *event = tav_window_get_event (window);

  for (guint i = 0; i < tav_event_get_n_players (event); i++)
    if (g_str_equal (tav_player_get_name (tav_event_get_player (event, i)), name))
      return tav_player_get_id (tav_event_get_player (event, i));
  g_error ("no player %s", name);
}

static void
assert_absent_from (TavWindow *window,
                    guint      round)
{
  TavRound *r = swiss_round (window, round);

  g_assert_null (tav_round_find_player (r, id_of (window, "Marco Bianchi"), NULL));
  g_assert_null (tav_round_find_player (r, id_of (window, "Sara Neri"), NULL));
  g_assert_nonnull (tav_round_find_player (r, id_of (window, "Giulia Conti"), NULL));
  g_assert_cmpuint (tav_round_get_n_tables (r), ==, 19);
}

/* The first player of each table of @round wins, but for table @skip. */
static void
enter_winners (TavWindow *window,
               guint      round,
               guint      skip)
{
  TavEvent *event = tav_window_get_event (window);
  TavStage *swiss = tav_event_find_stage (event, "swiss");
  TavRound *r = tav_stage_get_round (swiss, round);

  for (guint t = 0; t < tav_round_get_n_tables (r); t++)
    if (t + 1 != skip)
      tav_test_destiny_set_winner (event, swiss, round, t + 1,
                                   tav_table_get_seat (tav_round_get_table (r, t), 0));
  iterate ();
}

/* Table @number's result through its dialog: both names on view as
 * buttons, Save with none pressed refused in view, the mark gone as soon
 * as one is pressed, Save. */
static void
enter_match_in_dialog (TavWindow     *window,
                       TavRoundsPage *page,
                       guint          number)
{
  TavRound *round = tav_rounds_page_get_round (page);
  TavTable *table = tav_round_find_table (round, number);
  TavEvent *event = tav_window_get_event (window);
  TavResultDialog *dialog = open_result (page, number);
  TavResultForm *form = TAV_RESULT_FORM (tav_result_dialog_get_form (dialog));
  GtkWidget *winner = tav_result_form_get_editor (form, -1, "winner");
  GtkWidget *first = NULL;
  GtkWidget *focus = NULL;
  InView check = { NULL, NULL };

  for (guint s = 0; s < 2; s++)
    {
      const char *name = tav_player_get_name (tav_event_find_player (event, tav_table_get_seat (table, s)));
      GtkWidget *label = tav_test_find_widget (GTK_WIDGET (dialog), is_label_reading, name);

      g_assert_nonnull (label);
      g_assert_true (gtk_widget_get_mapped (label));
      g_assert_true (is_whole (GTK_LABEL (label)));
      g_assert_nonnull (gtk_widget_get_ancestor (label, GTK_TYPE_TOGGLE_BUTTON));
      if (s == 0)
        first = gtk_widget_get_ancestor (label, GTK_TYPE_TOGGLE_BUTTON);
    }
  g_assert_true (tav_field_editor_is_unchosen (winner));

  check.viewport = scroll_to_end (dialog);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "result.save", NULL));
  g_assert_false (tav_table_has_result (table));
  check.widget = tav_result_form_get_error_widget (form, &focus);
  g_assert_nonnull (check.widget);
  wait_until (in_view, &check);

  g_signal_emit_by_name (first, "clicked");
  g_assert_null (tav_result_form_get_error_widget (form, &focus));
  g_assert_null (tav_result_form_get_message (form));
  tav_test_save_result_closes (dialog);
  g_assert_cmpstr (tav_result_get_string (tav_table_get_result (table), "winner"), ==,
                   tav_table_get_seat (table, 0));
}

static void
test_destiny (void)
{
  g_autoptr(TavEvent) created = make_destiny ();
  TavWindow *window = tav_test_show_event (created, 1100, "players");
  TavPlayersPage *players = tav_test_child (window, TAV_TYPE_WINDOW, "players_page");
  TavRoundsPage *page = tav_test_child (window, TAV_TYPE_WINDOW, "rounds_page");
  TavCheckInBar *bar = TAV_CHECK_IN_BAR (tav_players_page_get_check_in_bar (players));
  GtkLabel *note = rounds_child (page, "draw_note_label");
  g_autofree char *absent = NULL;
  g_autofree char *waiting = NULL;
  g_autofree guint *lots_before = NULL;
  g_autofree guint *lots_after = NULL;
  g_autofree char *what = NULL;
  TavEvent *event;

  /* Check-in: each arrival typed as people say it, Giulia by her first
   * name alone; Marco Bianchi and Sara Neri never come. */
  for (guint i = 3; italians[i]; i++)
    tav_test_check_in_typed (bar, italians[i]);
  tav_test_check_in_typed (bar, "giulia");
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (tav_check_in_bar_get_entry (bar)), "error"));
  event = tav_window_get_event (window);
  g_assert_true (tav_player_get_checked_in (tav_event_find_player (event, id_of (window, "Giulia Conti"))));
  g_assert_true (is_whole (tav_check_in_bar_get_label (bar)));

  /* Before round 1, the Rounds page names who will not be seated. */
  show_page (window, "rounds");
  absent = tav_event_describe_absent (event);
  g_assert_nonnull (absent);
  g_assert_nonnull (strstr (absent, "Marco Bianchi"));
  g_assert_nonnull (strstr (absent, "Sara Neri"));
  g_assert_null (strstr (absent, "Giulia Conti"));
  g_assert_nonnull (strstr (adw_status_page_get_description (rounds_child (page, "empty_page")), absent));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "rounds.draw", NULL));
  iterate ();
  g_assert_cmpuint (n_rounds (window), ==, 1);
  assert_absent_from (window, 1);

  /* All results but table 7's: the next draw in sight, the table named,
   * the draw refused aloud. */
  enter_winners (window, 1, 7);
  waiting = g_strdup_printf (ngettext ("Round %u is not complete: waiting for the result of table %s",
                                       "Round %u is not complete: waiting for the results of tables %s", 1),
                             1, "7");
  g_assert_true (gtk_widget_get_mapped (rounds_child (page, "draw_button")));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (note)));
  g_assert_cmpstr (gtk_label_get_label (note), ==, waiting);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "rounds.draw", NULL));
  iterate ();
  g_assert_cmpuint (n_rounds (window), ==, 1);
  g_assert_cmpstr (last_toast (window), ==, waiting);

  enter_match_in_dialog (window, page, 7);
  what = g_strdup_printf (_("result of table %u"), 7);
  assert_undo_toasts (window, what);
  g_clear_pointer (&what, g_free);

  /* Round 2 still leaves the two absent players out, and says so first. */
  g_assert_cmpstr (gtk_label_get_label (note), ==, absent);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "rounds.draw", NULL));
  iterate ();
  g_assert_cmpuint (n_rounds (window), ==, 2);
  assert_absent_from (window, 2);

  /* Undo and redo of the draw: said, and the page follows the round. */
  what = g_strdup_printf (_("draw of round %u"), 2);
  assert_undo_toasts (window, what);
  g_assert_cmpuint (tav_round_get_number (tav_rounds_page_get_round (page)), ==, 2);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  iterate ();
  g_assert_cmpuint (tav_round_get_number (tav_rounds_page_get_round (page)), ==, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  iterate ();
  g_assert_cmpuint (tav_round_get_number (tav_rounds_page_get_round (page)), ==, 2);
  g_clear_pointer (&what, g_free);

  /* A late entry, typed on the Players page: nobody's lot changes. */
  event = tav_window_get_event (window);
  lots_before = tav_lots_draw (event, "destiny-lots");
  show_page (window, "players");
  {
    GtkEditable *entry = tav_test_child (players, TAV_TYPE_PLAYERS_PAGE, "add_entry");

    gtk_editable_set_text (entry, "Zeno Ultimo");
    g_signal_emit_by_name (entry, "activate");
    iterate ();
  }
  event = tav_window_get_event (window);
  g_assert_cmpuint (tav_event_get_n_players (event), ==, 41);
  lots_after = tav_lots_draw (event, "destiny-lots");
  for (guint i = 0; i < 40; i++)
    g_assert_cmpuint (lots_after[i], ==, lots_before[i]);
  g_assert_cmpuint (lots_after[40], ==, 41);

  close_window (window);
}

/* ---- BANG! 2011 in the language of the run: the 27-player example --------- */

static const char *
role_at (guint seat)
{
  static const char *roles[] = { "sheriff", "renegade", "outlaw", "outlaw", "deputy", "outlaw", "deputy" };

  return roles[seat];
}

static void
test_bang (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TavEvent) loaded = tav_document_load_file (BANG_EXAMPLE, &error);
  TavWindow *window;
  TavRoundsPage *page;
  TavResultDialog *dialog;
  TavResultForm *form;
  TavTable *table;
  GtkLabel *note;
  InView check = { NULL, NULL };
  g_autofree char *waiting = NULL;
  g_autofree char *what = NULL;
  guint n_seats;

  g_assert_no_error (error);
  window = tav_test_show_event (loaded, 1100, "rounds");
  page = tav_test_child (window, TAV_TYPE_WINDOW, "rounds_page");
  note = rounds_child (page, "draw_note_label");

  /* Round 3 waits for all five tables: the next draw is in sight and
   * says so. */
  g_assert_cmpuint (tav_round_get_number (tav_rounds_page_get_round (page)), ==, 3);
  waiting = g_strdup_printf (ngettext ("Round %u is not complete: waiting for the result of table %s",
                                       "Round %u is not complete: waiting for the results of tables %s", 5),
                             3, "1, 2, 3, 4, 5");
  g_assert_true (gtk_widget_get_mapped (rounds_child (page, "draw_button")));
  g_assert_cmpstr (gtk_label_get_label (note), ==, waiting);

  /* Table 1: the Law wins with a dead Sheriff, seen from the form's end. */
  table = tav_round_find_table (tav_rounds_page_get_round (page), 1);
  n_seats = tav_table_get_n_seats (table);
  dialog = open_result (page, 1);
  form = TAV_RESULT_FORM (tav_result_dialog_get_form (dialog));
  for (guint s = 0; s < n_seats; s++)
    {
      tav_test_choose (tav_result_form_get_editor (form, s, "role"), role_at (s));
      gtk_check_button_set_active (GTK_CHECK_BUTTON (tav_result_form_get_editor (form, s, "alive")),
                                   g_str_equal (role_at (s), "deputy"));
      gtk_editable_set_text (GTK_EDITABLE (tav_result_form_get_editor (form, s, "spent")), "0");
    }
  tav_test_choose (tav_result_form_get_editor (form, -1, "outcome"), "law");
  check.viewport = scroll_to_end (dialog);
  check.widget = tav_test_child (form, TAV_TYPE_RESULT_FORM, "message_box");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "result.save", NULL));
  g_assert_false (tav_table_has_result (table));
  g_assert_nonnull (tav_result_form_get_message (form));
  wait_until (in_view, &check);

  /* Mended, the banner goes before Save. */
  gtk_check_button_set_active (GTK_CHECK_BUTTON (tav_result_form_get_editor (form, 0, "alive")), TRUE);
  g_assert_null (tav_result_form_get_message (form));

  /* "-50" in an auction stays as typed and is refused, not taken as 0. */
  gtk_editable_set_text (GTK_EDITABLE (tav_result_form_get_editor (form, 2, "spent")), "-50");
  iterate ();
  g_assert_nonnull (tav_result_form_get_seat_error (form, 2));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "result.save", NULL));
  iterate ();
  g_assert_false (tav_table_has_result (table));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (tav_result_form_get_editor (form, 2, "spent"))), ==, "-50");
  gtk_editable_set_text (GTK_EDITABLE (tav_result_form_get_editor (form, 2, "spent")), "0");
  iterate ();
  g_assert_null (tav_result_form_get_seat_error (form, 2));
  tav_test_save_result_closes (dialog);
  g_assert_true (tav_table_has_result (table));

  /* The note follows; undo says what it took back. */
  g_clear_pointer (&waiting, g_free);
  waiting = g_strdup_printf (ngettext ("Round %u is not complete: waiting for the result of table %s",
                                       "Round %u is not complete: waiting for the results of tables %s", 4),
                             3, "2, 3, 4, 5");
  g_assert_cmpstr (gtk_label_get_label (note), ==, waiting);
  what = g_strdup_printf (_("result of table %u"), 1);
  /* The edit is committed to the history when the main loop is idle. */
  iterate ();
  assert_undo_toasts (window, what);

  close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  const char *language = g_getenv ("LANGUAGE");

  tav_test_bind_translations ();
  tav_test_gtk_init (&argc, &argv);
  adw_init ();
  tav_test_load_style ();

  /* The run is in the language it was started in, or it proves nothing. */
  if (language != NULL && (g_str_has_prefix (language, "ru") || g_str_has_prefix (language, "it") ||
                           g_str_has_prefix (language, "bg")))
    g_assert_cmpstr (_("Save Changes?"), !=, "Save Changes?");

  g_test_add_func ("/first-day/destiny", test_destiny);
  g_test_add_func ("/first-day/bang-2011", test_bang);
  return g_test_run ();
}
