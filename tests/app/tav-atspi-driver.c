/* tav-atspi-driver.c — the app shown page by page for test-atspi, which
 * reads it over the AT-SPI bus from another process
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A screen reader is another process: so is the test. This program, run
 * by it with GTK's real AT-SPI backend, shows each page and dialog in
 * turn, writes "page NAME\tTITLE" or "window NAME\tTITLE" on stdout when
 * it is on screen in the window titled TITLE, and goes on when a line
 * comes on stdin. libatspi in this process would block GTK's
 * main loop with its synchronous calls to GTK itself.
 */
#include "config.h"

#include <locale.h>
#include <stdio.h>

#include <gio/gunixinputstream.h>
#include <glib/gi18n.h>

#include <adwaita.h>

#include "tav-event-dialog.h"
#include "tav-inbox-window.h"
#include "tav-print-document.h"
#include "tav-print-operation.h"
#include "tav-print-options.h"
#include "tav-print-preview.h"
#include "tav-public-display.h"
#include "tav-result-dialog.h"
#include "tav-season-window.h"
#include "tav-test-app.h"
#include "tav-test-destiny.h"
#include "tav-test-wait.h"
#include "tav-venue-window.h"
#include "tav-window.h"
#include "tav-event-private.h"

#define EXAMPLE_PATH TAV_EXAMPLES_DIR G_DIR_SEPARATOR_S "bang-2011-27-players.tavolo"

static GDataInputStream *commands;

static void
line_read_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      data)
{
  g_autofree char *line = g_data_input_stream_read_line_finish (G_DATA_INPUT_STREAM (source), result, NULL, NULL);
  gboolean *read = data;

  /* stdin closed: the test is gone, and so are we. */
  if (line == NULL)
    exit (1);
  *read = TRUE;
}

/* Tells the test that @name is on screen in @window, and waits until it
 * has read it. A @page of the main window may be read once an event on a
 * GTK that does not say which page is shown (4.8 exports them all). */
static void
step_in (GtkWindow  *window,
         const char *kind,
         const char *name)
{
  gboolean read = FALSE;
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) toplevel = g_list_model_get_item (toplevels, i);

      if (gtk_widget_get_mapped (toplevel))
        tav_test_wait_for_frame (toplevel);
    }
  printf ("%s %s\t%s\n", kind, name, gtk_window_get_title (window) ? gtk_window_get_title (window) : "");
  fflush (stdout);
  g_data_input_stream_read_line_async (commands, G_PRIORITY_DEFAULT, NULL, line_read_cb, &read);
  tav_test_wait_for_flag (&read, "the test to read the window");
}

static void
step (GtkWindow  *window,
      const char *name)
{
  step_in (window, "window", name);
}

static gboolean
has_event (gpointer data)
{
  return tav_window_get_event (data) != NULL;
}

static void
show_pages (TavWindow  *window,
            const char *what)
{
  static const char *pages[] = { "players", "rounds", "standings", "finals" };

  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      g_autofree char *name = g_strdup_printf ("%s %s", what, pages[i]);

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", pages[i]));
      step_in (GTK_WINDOW (window), "page", name);
    }
}

/* The newest window of @type, opened by @action of @window. */
static void
show_dialog (TavWindow  *window,
             const char *action,
             GType       type,
             const char *name)
{
  GtkWidget *dialog;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
  dialog = tav_test_wait_for_toplevel (type);
  tav_test_wait_until (tav_test_is_mapped, dialog, name);
  step (GTK_WINDOW (dialog), name);
  tav_test_close_window (dialog);
}

static void
show_window (GtkWindow  *shown,
             const char *name)
{
  gtk_window_present (shown);
  tav_test_wait_until (tav_test_is_mapped, shown, name);
  step (shown, name);
  tav_test_close_window (shown);
}

/* The result form of the first table of the round shown. */
static void
show_result (TavWindow  *window,
             const char *name)
{
  TavEvent *event = tav_window_get_event (window);
  TavRound *round = tav_stage_get_last_round (tav_event_get_current_stage (event));
  GtkWidget *rounds_page = tav_test_child (window, TAV_TYPE_WINDOW, "rounds_page");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "rounds"));
  g_assert_true (gtk_widget_activate_action (rounds_page, "rounds.edit-result", "u",
                                             tav_table_get_number (tav_round_get_table (round, 0))));
  show_window (tav_test_wait_for_toplevel (TAV_TYPE_RESULT_DIALOG), name);
}

/* A Swiss event of Star Wars: Destiny, round 1 played, round 2 drawn. */
static TavEvent *
make_destiny_event (void)
{
  TavEvent *event = tav_event_new ("destiny", "Campionato di Star Wars: Destiny");
  g_autoptr(GError) error = NULL;

  tav_event_set_seed (event, 40);
  for (guint i = 1; i <= 40; i++)
    {
      g_autofree char *name = g_strdup_printf ("Giulia Mancini %u", i);

      g_assert_nonnull (tav_event_add_player (event, name, &error));
    }
  tav_test_destiny_play_round (event, TRUE);
  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);

  return event;
}

/* The layout choices of the print dialog's own tab, in a window of their
 * own (the print dialog's other tabs are GTK's). */
static GtkWindow *
print_options_window (TavEvent *event)
{
  g_autoptr(TavPrintDocument) document = tav_print_document_new (event, TAV_PRINT_RECORD_SHEETS, NULL, 0);
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());

  gtk_window_set_title (window, "Print options");
  gtk_window_set_child (window, tav_print_options_new (document));

  return window;
}

/* A question of @widget's @action (with @parameter), read and answered
 * "cancel", so that nothing changes. */
static void
show_question (GtkWidget  *widget,
               const char *action,
               GVariant   *parameter,
               const char *name)
{
  GtkWidget *dialog;

  g_assert_true (gtk_widget_activate_action_variant (widget, action, parameter));
  dialog = tav_test_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  tav_test_wait_until (tav_test_is_mapped, dialog, name);
  step (GTK_WINDOW (dialog), name);
  tav_test_answer (ADW_MESSAGE_DIALOG (dialog), "cancel");
}

/* Tavolo's own preview of the record sheets of @event. */
static void
show_preview (TavEvent *event)
{
  g_autoptr(TavPrintDocument) document = tav_print_document_new (event, TAV_PRINT_RECORD_SHEETS, NULL, 0);
  g_autoptr(TavPrintOperation) operation = tav_print_operation_new (document);
  g_autoptr(GError) error = NULL;
  GtkWidget *preview;

  g_assert_cmpint (gtk_print_operation_run (GTK_PRINT_OPERATION (operation), GTK_PRINT_OPERATION_ACTION_PREVIEW,
                                            NULL, &error),
                   !=, GTK_PRINT_OPERATION_RESULT_ERROR);
  g_assert_no_error (error);
  preview = tav_test_wait_for_toplevel (TAV_TYPE_PRINT_PREVIEW);
  tav_test_wait_until (tav_test_is_mapped, preview, "print preview");
  step (GTK_WINDOW (preview), "print preview");
  tav_test_close_window (preview);
}

static void
walk_app (void)
{
  g_autoptr(GFile) file = g_file_new_for_path (EXAMPLE_PATH);
  g_autoptr(TavEvent) destiny = make_destiny_event ();
  TavWindow *window = tav_window_new (NULL);
  TavEvent *event;

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 900);
  gtk_window_present (GTK_WINDOW (window));
  tav_test_wait_until (tav_test_is_mapped, window, "the window");
  step (GTK_WINDOW (window), "welcome");
  show_dialog (window, "win.new", TAV_TYPE_EVENT_DIALOG, "new event");
  show_dialog (window, "win.show-help-overlay", GTK_TYPE_SHORTCUTS_WINDOW, "shortcuts");

  tav_window_open_file (window, file);
  tav_test_wait_until (has_event, window, "the example to open");
  event = tav_window_get_event (window);
  show_pages (window, "bang");
  show_result (window, "bang result");
  show_dialog (window, "win.event-details", TAV_TYPE_EVENT_DIALOG, "event details");
  show_dialog (window, "win.inbox", TAV_TYPE_INBOX_WINDOW, "inbox");
  show_dialog (window, "win.public-display", TAV_TYPE_PUBLIC_DISPLAY, "public display");
  show_dialog (window, "win.season", TAV_TYPE_SEASON_WINDOW, "season");
  /* Not started: a test must not take the venue's port. */
  show_window (GTK_WINDOW (tav_venue_window_new (event, file, NULL)), "venue network");
  show_window (print_options_window (event), "print options");
  show_preview (event);
  {
    GtkWidget *players_page = tav_test_child (window, TAV_TYPE_WINDOW, "players_page");
    GtkWidget *rounds_page = tav_test_child (window, TAV_TYPE_WINDOW, "rounds_page");
    g_autoptr(TavPlayer) player = g_list_model_get_item (tav_event_get_players (event), 0);

    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "players"));
    show_question (players_page, "players.withdraw", g_variant_new_string (tav_player_get_id (player)),
                   "withdraw question");
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "rounds"));
    show_question (rounds_page, "rounds.swap", NULL, "swap seats");
  }

  tav_window_set_event (window, destiny, NULL);
  show_pages (window, "destiny");
  show_result (window, "destiny result");

  /* Narrow: the pages switched from a bar below, the sidebar folded. */
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 700);
  show_pages (window, "destiny 360 px");

  printf ("done\n");
  fflush (stdout);
  tav_test_close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GInputStream) in = g_unix_input_stream_new (0, FALSE);

  /* The language of LANGUAGE, from the build's catalogs where told. */
  setlocale (LC_ALL, "");
  if (g_getenv ("TAV_LOCALE_DIR") != NULL)
    bindtextdomain (GETTEXT_PACKAGE, g_getenv ("TAV_LOCALE_DIR"));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  commands = g_data_input_stream_new (in);
  tav_test_let_gtk_quirks_through ();
  gtk_init ();
  adw_init ();
  tav_test_load_style ();
  g_object_set (gtk_settings_get_default (), "gtk-cursor-blink", FALSE, NULL);

  walk_app ();
  g_clear_object (&commands);

  return 0;
}
