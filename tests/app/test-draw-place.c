/* test-draw-place.c — the next draw on the Rounds page, and the check-in
 *
 * Where the next round is drawn stays in sight while the round before it
 * waits for results, with the tables named, and the draw (button, Alt+D,
 * action) says so; a check-in's absent players are named before the
 * draw and left out of the following rounds too; redo of a draw shows the
 * round drawn; the check-in line is whole at 1,100 px in every language.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "tav-check-in-bar.h"
#include "tav-players-page.h"
#include "tav-rounds-page.h"
#include "tav-test-app.h"
#include "tav-test-destiny.h"
#include "tav-test-wait.h"
#include "tav-ui.h"
#include "tav-window.h"
#include "tav-event-private.h"

#define wait_until(condition, data) tav_test_wait_until (condition, data, #condition)
#define iterate() tav_test_run_pending ()

static gpointer
page_child (TavRoundsPage *page,
            const char    *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (page), TAV_TYPE_ROUNDS_PAGE, name);

  g_assert_nonnull (object);
  return object;
}

/* An event of @names; of Star Wars: Destiny, a Swiss without a cut. */
static TavEvent *
make_event (const char *ruleset,
            const char * const *names)
{
  TavEvent *event = tav_event_new (ruleset, g_str_equal (ruleset, "destiny") ? "Destiny Open Torino"
                                                                             : "BANG! Cup");
  g_autoptr(GError) error = NULL;

  tav_event_set_seed (event, 9);
  if (g_str_equal (ruleset, "destiny"))
    {
      g_assert_true (tav_event_set_param (event, "structure", "custom", &error));
      g_assert_true (tav_event_set_param (event, "rounds", "4", &error));
      g_assert_true (tav_event_set_param (event, "cut", "none", &error));
    }
  for (guint i = 0; names[i]; i++)
    g_assert_nonnull (tav_event_add_player (event, names[i], &error));
  g_assert_no_error (error);
  return event;
}

static const char * const eight[] = {
  "Anna Rossi", "Bruno Neri", "Carla Blu", "Dario Verdi",
  "Elena Gialli", "Fabio Mori", "Giulia Conti", "Marco Bianchi", NULL
};

static void
close_window (TavWindow *window)
{
  gtk_window_close (GTK_WINDOW (window));
  tav_test_respond (_("Save Changes?"), "discard");
  tav_test_wait_for_finalize (window);
}

/* A button activated runs its action once its press is drawn, later. */
static gboolean
toast_is_waiting (gpointer window)
{
  return g_str_has_prefix (tav_ui_get_last_toast (GTK_WIDGET (window)), "Round 1 is not complete");
}

static gboolean
has_round_2 (gpointer window)
{
  TavStage *swiss = tav_event_find_stage (tav_window_get_event (window), "swiss");

  return tav_stage_get_n_rounds (swiss) == 2;
}

static guint
n_rounds (TavWindow *window)
{
  TavStage *swiss = tav_event_find_stage (tav_window_get_event (window), "swiss");

  return swiss ? tav_stage_get_n_rounds (swiss) : 0;
}

static void
set_winner (TavWindow *window,
            guint      round,
            guint      table)
{
  TavEvent *event = tav_window_get_event (window);
  TavStage *swiss = tav_event_find_stage (event, "swiss");
  TavTable *t = tav_round_get_table (tav_stage_get_round (swiss, round), table - 1);

  tav_test_destiny_set_winner (event, swiss, round, table, tav_table_get_seat (t, 0));
  iterate ();
}

/* Round 1 waits for results: "Draw Round 2" stays in sight, the tables
 * still missing are named under it, and the button, Alt+D and the action
 * say so in a toast rather than doing nothing. */
static void
test_waiting (void)
{
  g_autoptr(TavEvent) created = make_event ("destiny", eight);
  TavWindow *window = g_object_ref (tav_test_show_event (created, 1280, "rounds"));
  TavRoundsPage *page = tav_test_child (window, TAV_TYPE_WINDOW, "rounds_page");
  GtkWidget *button = page_child (page, "draw_button");
  GtkLabel *note = page_child (page, "draw_note_label");
  const char *waiting_one = "Round 1 is not complete: waiting for the result of table 4";

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "rounds.draw", NULL));
  iterate ();
  g_assert_cmpuint (n_rounds (window), ==, 1);

  g_assert_true (gtk_widget_get_mapped (button));
  g_assert_true (gtk_widget_is_sensitive (button));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (button)), ==, "_Draw Round 2");
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (note)));
  g_assert_cmpstr (gtk_label_get_label (note), ==,
                   "Round 1 is not complete: waiting for the results of tables 1, 2, 3, 4");

  for (guint t = 1; t <= 3; t++)
    set_winner (window, 1, t);
  g_assert_cmpstr (gtk_label_get_label (note), ==, waiting_one);
  tav_test_screenshot (GTK_WIDGET (window), "rounds-waiting.png");

  /* The action, the button and its mnemonic (Alt+D): a toast, no round. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "rounds.draw", NULL));
  iterate ();
  g_assert_cmpuint (n_rounds (window), ==, 1);
  g_assert_cmpstr (tav_ui_get_last_toast (GTK_WIDGET (window)), ==, waiting_one);
  tav_ui_toast (GTK_WIDGET (window), "-");
  g_assert_true (gtk_widget_mnemonic_activate (button, FALSE));
  wait_until (toast_is_waiting, window);
  g_assert_cmpuint (n_rounds (window), ==, 1);
  g_assert_cmpstr (tav_ui_get_last_toast (GTK_WIDGET (window)), ==, waiting_one);

  /* The last result in, the note goes and the draw is made. */
  set_winner (window, 1, 4);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (note)));
  g_assert_true (gtk_widget_mnemonic_activate (button, FALSE));
  wait_until (has_round_2, window);
  iterate ();
  g_assert_cmpuint (tav_round_get_number (tav_rounds_page_get_round (page)), ==, 2);

  close_window (window);
}

/* Undo of a draw shows the round before; redo shows the round drawn
 * again, as after the draw itself. */
static void
test_redo_draw (void)
{
  g_autoptr(TavEvent) created = make_event ("destiny", eight);
  TavWindow *window = g_object_ref (tav_test_show_event (created, 1280, "rounds"));
  TavRoundsPage *page = tav_test_child (window, TAV_TYPE_WINDOW, "rounds_page");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "rounds.draw", NULL));
  iterate ();
  for (guint t = 1; t <= 4; t++)
    set_winner (window, 1, t);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "rounds.draw", NULL));
  iterate ();
  g_assert_cmpuint (tav_round_get_number (tav_rounds_page_get_round (page)), ==, 2);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  iterate ();
  g_assert_cmpuint (n_rounds (window), ==, 1);
  g_assert_cmpuint (tav_round_get_number (tav_rounds_page_get_round (page)), ==, 1);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  iterate ();
  g_assert_cmpuint (n_rounds (window), ==, 2);
  g_assert_true (tav_rounds_page_get_event (page) == tav_window_get_event (window));
  g_assert_cmpuint (tav_round_get_number (tav_rounds_page_get_round (page)), ==, 2);
  close_window (window);
}

/* Two players never arrive: the check-in names them before the draw,
 * round 1 and round 2 leave them out, the Rounds page says so beside the
 * draw button; one arrives, is checked in from the bar, and is seated. */
static void
test_absent (void)
{
  g_autoptr(TavEvent) created = make_event ("destiny", eight);
  TavWindow *window = g_object_ref (tav_test_show_event (created, 1280, "players"));
  TavPlayersPage *players = tav_test_child (window, TAV_TYPE_WINDOW, "players_page");
  TavRoundsPage *page = tav_test_child (window, TAV_TYPE_WINDOW, "rounds_page");
  TavCheckInBar *bar = TAV_CHECK_IN_BAR (tav_players_page_get_check_in_bar (players));
  GtkLabel *note = page_child (page, "draw_note_label");
  const char *said = "2 players absent at check-in will not be seated: Giulia Conti, Marco Bianchi. "
                     "Check them in or withdraw them; the rules count each round missed as a loss, "
                     "as for a dropped player who re-enters";
  TavEvent *event;
  TavStage *swiss;

  for (guint i = 0; i < 6; i++)
    tav_test_check_in_typed (bar, eight[i]);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "rounds"));
  iterate ();
  /* Before round 1: under the plan, on the empty page. */
  g_assert_nonnull (strstr (adw_status_page_get_description (page_child (page, "empty_page")), said));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "rounds.draw", NULL));
  iterate ();
  for (guint t = 1; t <= 3; t++)
    set_winner (window, 1, t);

  /* Before round 2: beside the draw button. */
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (note)));
  g_assert_cmpstr (gtk_label_get_label (note), ==, said);
  tav_test_screenshot (GTK_WIDGET (window), "rounds-absent.png");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "rounds.draw", NULL));
  iterate ();
  event = tav_window_get_event (window);
  swiss = tav_event_find_stage (event, "swiss");
  g_assert_cmpuint (tav_stage_get_n_rounds (swiss), ==, 2);
  g_assert_cmpuint (tav_round_get_n_tables (tav_stage_get_round (swiss, 2)), ==, 3);
  g_assert_null (tav_round_find_player (tav_stage_get_round (swiss, 2), "p7", NULL));
  g_assert_null (tav_round_find_player (tav_stage_get_round (swiss, 2), "p8", NULL));

  /* Giulia arrives: checked in by a part of her name, seated in round 3. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "players"));
  iterate ();
  tav_test_check_in_typed (bar, "giulia");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "rounds"));
  iterate ();
  for (guint t = 1; t <= 3; t++)
    set_winner (window, 2, t);
  g_assert_cmpstr (gtk_label_get_label (note), ==,
                   "1 player absent at check-in will not be seated: Marco Bianchi. "
                   "Check him in or withdraw him; the rules count each round missed as a loss, "
                   "as for a dropped player who re-enters");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "rounds.draw", NULL));
  iterate ();
  event = tav_window_get_event (window);
  swiss = tav_event_find_stage (event, "swiss");
  g_assert_nonnull (tav_round_find_player (tav_stage_get_round (swiss, 3), "p7", NULL));
  g_assert_null (tav_round_find_player (tav_stage_get_round (swiss, 3), "p8", NULL));

  close_window (window);
}

/* Whether @label shows its text whole: not ellipsized. */
static gboolean
is_whole (GtkLabel *label)
{
  return !pango_layout_is_ellipsized (gtk_label_get_layout (label));
}

/* The check-in line at 1,100 px, in the language of the run: whole with
 * two absent players of a Swiss and with the rule of BANG! 2011. */
static void
test_check_in_line (void)
{
  static const char * const twelve[] = {
    "Anna Rossi", "Bruno Neri", "Carla Blu", "Dario Verdi", "Elena Gialli",
    "Fabio Mori", "Giulia Conti", "Ilaria Fontana", "Luca Esposito", "Nadia Colombo",
    "Alessandra Bianchi-Ferraro", "Massimiliano Santangelo", NULL
  };
  const char *rulesets[] = { "destiny", "bang-2011" };

  for (guint r = 0; r < G_N_ELEMENTS (rulesets); r++)
    {
      g_autoptr(TavEvent) created = make_event (rulesets[r], twelve);
      TavWindow *window = g_object_ref (tav_test_show_event (created, 1100, "players"));
      TavPlayersPage *players = tav_test_child (window, TAV_TYPE_WINDOW, "players_page");
      TavCheckInBar *bar = TAV_CHECK_IN_BAR (tav_players_page_get_check_in_bar (players));
      GtkLabel *label = tav_check_in_bar_get_label (bar);
      const char *lang = g_getenv ("LANGUAGE") ? g_getenv ("LANGUAGE") : "en";
      g_autofree char *shot = g_strdup_printf ("check-in-line-%s-%s.png", rulesets[r], lang);

      for (guint i = 0; i < 10; i++)
        tav_test_check_in_typed (bar, twelve[i]);
      tav_test_wait_for_frame (GTK_WIDGET (window));
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 1100);
      g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (label)));
      g_assert_nonnull (strstr (gtk_label_get_label (label), "Massimiliano Santangelo"));
      if (!is_whole (label))
        g_test_fail_printf ("%s, %s: the check-in line is cut at 1,100 px: “%s”",
                            lang, rulesets[r], gtk_label_get_label (label));
      tav_test_screenshot (GTK_WIDGET (window), shot);
      close_window (window);
    }
}

int
main (int   argc,
      char *argv[])
{
  tav_test_bind_translations ();
  tav_test_gtk_init (&argc, &argv);
  adw_init ();
  tav_test_load_style ();

  g_test_add_func ("/draw-place/waiting", test_waiting);
  g_test_add_func ("/draw-place/redo-draw", test_redo_draw);
  g_test_add_func ("/draw-place/absent", test_absent);
  g_test_add_func ("/draw-place/check-in-line", test_check_in_line);

  return g_test_run ();
}
