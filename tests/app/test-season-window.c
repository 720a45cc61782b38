/* test-season-window.c — a season's tournaments and ranking in its window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"
#include <locale.h>
#include <glib/gi18n.h>
#include <adwaita.h>
#include <glib/gstdio.h>

#include "tav-document.h"
#include "tav-print-document.h"
#include "tav-settings.h"

#include "tav-season-document.h"
#include "tav-season-window.h"
#include "tav-test-catan.h"
#include "tav-test-files.h"
#include "tav-ui.h"
#include "tav-test-app.h"
#include "tav-test-wait.h"
#include "tav-event-private.h"

#define wait_until(condition, data) tav_test_wait_until (condition, data, #condition)

/* Runs what the last step left pending: the season window follows its
 * season at once or from idle callbacks, never from a timer. */
#define iterate() tav_test_run_pending ()

static gboolean
not_folded (gpointer data)
{
  return !adw_leaflet_get_folded (data);
}

static gboolean
is_maximized (gpointer data)
{
  return gtk_window_is_maximized (data);
}

static void
after_paint_cb (GdkFrameClock *clock,
                gboolean      *painted)
{
  *painted = TRUE;
}

/* Waits until @window is maximized and drawn so, for a screenshot. */
static void
wait_for_maximized_frame (GtkWindow *window)
{
  GdkFrameClock *clock;
  gboolean painted = FALSE;
  gulong handler;

  wait_until (is_maximized, window);
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  handler = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &painted);
  gtk_widget_queue_draw (GTK_WIDGET (window));
  tav_test_wait_for_flag (&painted, "a frame of the maximized window");
  g_signal_handler_disconnect (clock, handler);
}

#define N_EVENTS 3

/* A finished 14-player catan-bg event, each seated otherwise. */
static TavEvent *
make_event (guint e)
{
  static const char *names[N_EVENTS] = { "Sofia Open", "Plovdiv Cup", "Varna Trophy" };
  static const char *dates[N_EVENTS] = { "2026-03-14", "2026-04-18", "2026-05-23" };
  TavEvent *event = tav_test_catan_event (names[e], 14, 1000 + e);
  guint player_at[14];

  tav_event_set_date (event, dates[e]);
  for (guint i = 0; i < 14; i++)
    player_at[(i + 5 * e) % 14] = i;
  tav_test_catan_play_seated (event, player_at);
  return event;
}

static TavSeason *
make_season (void)
{
  TavSeason *season = tav_season_new ("catan-bg", "Bulgarian Season 2026");

  for (guint e = 0; e < N_EVENTS; e++)
    {
      g_autoptr(TavEvent) event = make_event (e);
      g_autoptr(GError) error = NULL;
      g_autofree char *file = g_strdup_printf ("event-%u.tavolo", e + 1);

      g_assert_cmpint (tav_season_add_event (season, event, file, FALSE, NULL, &error), ==,
                       TAV_SEASON_IMPORT_ADDED);
      g_assert_no_error (error);
    }

  return season;
}

static guint
count_rows (GtkWidget *list)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (list); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LIST_BOX_ROW (child))
      n++;
  return n;
}

static void
check_ranking (TavSeasonWindow *window,
               TavSeason       *season)
{
  g_autoptr(TavStandings) expected = tav_season_compute_standings (season);
  GListModel *model = tav_season_window_get_model (window);

  g_assert_cmpuint (g_list_model_get_n_items (model), ==, tav_standings_get_n_rows (expected));
  g_assert_cmpuint (g_list_model_get_n_items (model), >, 0);

  /* Sorted by rank, as the core ranks them. */
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(TavStandingsRow) row = g_list_model_get_item (model, i);
      TavStandingsRow *core = tav_standings_get_row (expected, i);

      g_assert_cmpuint (tav_standings_row_get_rank (row), ==, tav_standings_row_get_rank (core));
      g_assert_cmpstr (tav_player_get_name (tav_standings_row_get_player (row)), ==,
                       tav_player_get_name (tav_standings_row_get_player (core)));
    }
}

static void
test_season_window (void)
{
  g_autoptr(TavSeason) season = make_season ();
  TavSeasonWindow *window = tav_season_window_new (NULL);
  GtkWidget *list;
  GtkColumnView *view;
  g_autoptr(GListModel) columns = NULL;
  g_autoptr(TavStandings) standings = NULL;
  const char *screenshot = g_getenv ("TAV_TEST_SCREENSHOT");
  const char *first_id;

  g_object_ref (window);
  gtk_window_present (GTK_WINDOW (window));
  wait_until (tav_test_is_mapped, window);

  /* Nothing open yet. */
  g_assert_null (tav_season_window_get_season (window));
  g_assert_cmpuint (g_list_model_get_n_items (tav_season_window_get_model (window)), ==, 0);

  tav_season_window_set_season (window, season, NULL);
  iterate ();
  g_assert_true (tav_season_window_get_season (window) == season);
  g_assert_true (tav_season_window_get_modified (window));

  /* One row per tournament. */
  list = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), TAV_TYPE_SEASON_WINDOW,
                                                   "tournament_list"));
  g_assert_true (GTK_IS_LIST_BOX (list));
  g_assert_cmpuint (count_rows (list), ==, 3);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0))),
                   ==, "Sofia Open");

  /* The rank, the player, every column of the ranking, and the note. */
  view = GTK_COLUMN_VIEW (gtk_widget_get_template_child (GTK_WIDGET (window), TAV_TYPE_SEASON_WINDOW,
                                                         "column_view"));
  standings = tav_season_compute_standings (season);
  columns = g_object_ref (gtk_column_view_get_columns (view));
  g_assert_cmpuint (g_list_model_get_n_items (columns), ==, tav_standings_get_n_columns (standings) + 3);
  check_ranking (window, season);

  if (screenshot != NULL)
    {
      const char *argv[] = { "import", "-window", "root", screenshot, NULL };
      int status = 0;

      gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
      gtk_window_maximize (GTK_WINDOW (window));
      wait_for_maximized_frame (GTK_WINDOW (window));
      g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH,
                                   NULL, NULL, NULL, NULL, &status, NULL));
      g_assert_true (g_spawn_check_wait_status (status, NULL));
    }

  /* The permanent ranking, and back. */
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window),
                                                                                    TAV_TYPE_SEASON_WINDOW,
                                                                                    "permanent_toggle"))));
  tav_season_window_set_permanent (window, TRUE);
  iterate ();
  g_assert_true (tav_season_window_get_permanent (window));
  tav_season_window_set_permanent (window, FALSE);
  iterate ();
  check_ranking (window, season);

  /* Removing a tournament with its row's button. */
  first_id = tav_season_get_tournament (season, 0)->id;
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "season.remove-tournament",
                                             "s", first_id));
  iterate ();
  g_assert_cmpuint (tav_season_get_n_tournaments (season), ==, 2);
  g_assert_cmpuint (count_rows (list), ==, 2);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0))),
                   ==, "Plovdiv Cup");
  check_ranking (window, season);

  /* Added again from its file, as “Add Tournament…” does; a second time
   * it is already there and left unchanged. */
  {
    g_autoptr(TavEvent) event = make_event (0);
    g_autoptr(GError) error = NULL;
    g_autofree char *dir = g_dir_make_tmp ("tavolo-season-window-XXXXXX", &error);
    g_autofree char *path = g_build_filename (dir, "sofia.tavolo", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autoptr(GListStore) files = g_list_store_new (G_TYPE_FILE);

    g_assert_no_error (error);
    g_assert_true (tav_document_save_file (event, path, FALSE, &error));
    g_assert_no_error (error);
    g_list_store_append (files, file);

    g_assert_cmpuint (tav_season_window_add_files (window, G_LIST_MODEL (files)), ==, 1);
    iterate ();
    g_assert_cmpuint (tav_season_get_n_tournaments (season), ==, 3);
    g_assert_cmpuint (count_rows (list), ==, 3);
    g_assert_cmpuint (tav_season_window_add_files (window, G_LIST_MODEL (files)), ==, 0);
    iterate ();
    g_assert_cmpuint (count_rows (list), ==, 3);
    check_ranking (window, season);

    g_assert_cmpint (g_remove (path), ==, 0);
    g_assert_cmpint (g_rmdir (dir), ==, 0);
  }

  /* The window lets go of the season when it goes. */
  g_clear_object (&columns);
  gtk_window_destroy (GTK_WINDOW (window));
  tav_test_wait_for_finalize (window);
  g_assert_finalize_object (g_steal_pointer (&season));
}

static AdwMessageDialog *
find_message_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) toplevel = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (toplevel))
        return ADW_MESSAGE_DIALOG (toplevel);
    }

  return NULL;
}

static gboolean
message_dialog_shown (gpointer data)
{
  return find_message_dialog () != NULL;
}

/* A corrected file of a tournament already in the season replaces it only
 * when the user says so in the dialog. */
static void
respond_to_dialog (const char *response)
{
  AdwMessageDialog *dialog;

  wait_until (message_dialog_shown, NULL);
  dialog = g_object_ref (find_message_dialog ());
  adw_message_dialog_response (dialog, response);
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);
  iterate ();
}

static void
test_season_window_replace (void)
{
  g_autoptr(TavSeason) season = make_season ();
  TavSeasonWindow *window = tav_season_window_new (NULL);
  g_autoptr(TavEvent) corrected = tav_test_catan_event ("Sofia Open", 14, 1000);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tavolo-season-window-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "sofia.tavolo", NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GListStore) files = g_list_store_new (G_TYPE_FILE);
  guint player_at[14];

  /* Sofia played again with the players in reverse order: the same
   * tournament (its id), other results. */
  for (guint i = 0; i < 14; i++)
    player_at[13 - i] = i;
  tav_event_set_date (corrected, "2026-03-14");
  tav_event_set_event_id (corrected, tav_season_get_tournament (season, 0)->event_id);
  tav_test_catan_play_seated (corrected, player_at);
  g_assert_true (tav_document_save_file (corrected, path, FALSE, &error));
  g_assert_no_error (error);
  g_list_store_append (files, file);

  g_object_ref (window);
  gtk_window_present (GTK_WINDOW (window));
  wait_until (tav_test_is_mapped, window);
  tav_season_window_set_season (window, season, NULL);
  iterate ();

  before = tav_season_to_data (season, NULL);
  g_assert_cmpuint (tav_season_window_add_files (window, G_LIST_MODEL (files)), ==, 0);
  respond_to_dialog ("cancel");
  after = tav_season_to_data (season, NULL);
  g_assert_cmpstr (after, ==, before);

  g_assert_cmpuint (tav_season_window_add_files (window, G_LIST_MODEL (files)), ==, 0);
  respond_to_dialog ("replace");
  g_assert_cmpuint (tav_season_get_n_tournaments (season), ==, 3);
  g_assert_cmpstr (tav_season_get_tournament (season, 0)->id, ==, "t1");
  g_assert_cmpint (tav_season_add_event (season, corrected, path, FALSE, NULL, NULL), ==,
                   TAV_SEASON_IMPORT_UNCHANGED);
  check_ranking (window, season);

  gtk_window_destroy (GTK_WINDOW (window));
  tav_test_wait_for_finalize (window);
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* “New Season…” offers every ruleset with a season; the Boardgame League
 * has no permanent ranking, so no switch to it. */
static void
test_season_window_bgl (void)
{
  TavSeasonWindow *window = tav_season_window_new (NULL);
  GtkWidget *permanent = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), TAV_TYPE_SEASON_WINDOW,
                                                                    "permanent_toggle"));
  AdwMessageDialog *dialog;
  GtkWidget *list;
  AdwComboRow *rules;
  GListModel *names;
  guint position = G_MAXUINT;

  g_object_ref (window);
  gtk_window_present (GTK_WINDOW (window));
  wait_until (tav_test_is_mapped, window);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "season.new", NULL));
  wait_until (message_dialog_shown, NULL);
  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  list = adw_message_dialog_get_extra_child (dialog);
  gtk_editable_set_text (GTK_EDITABLE (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0)), "Lega 2026");
  rules = ADW_COMBO_ROW (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 1));
  names = adw_combo_row_get_model (rules);
  for (guint i = 0; i < g_list_model_get_n_items (names); i++)
    if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (names), i), "Boardgame League (any game)"))
      position = i;
  g_assert_cmpuint (position, <, g_list_model_get_n_items (names));
  adw_combo_row_set_selected (rules, position);

  g_object_ref (dialog);
  adw_message_dialog_response (dialog, "create");
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);
  iterate ();

  g_assert_nonnull (tav_season_window_get_season (window));
  g_assert_cmpstr (tav_ruleset_get_id (tav_season_get_ruleset (tav_season_window_get_season (window))), ==, "bgl");
  g_assert_cmpstr (tav_season_get_name (tav_season_window_get_season (window)), ==, "Lega 2026");
  g_assert_false (gtk_widget_get_visible (permanent));
  tav_season_window_set_permanent (window, TRUE);
  g_assert_false (tav_season_window_get_permanent (window));

  /* Carried values: a bad number comes back with the reason and what was
   * typed; a good one is set for a player the season did not know. */
  for (guint attempt = 0; attempt < 2; attempt++)
    {
      GtkGrid *grid;
      const TavSeasonPlayer *player;

      if (attempt == 0)
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "season.carry", NULL));
      wait_until (message_dialog_shown, NULL);
      dialog = find_message_dialog ();
      g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Carried Values");
      grid = GTK_GRID (adw_message_dialog_get_extra_child (dialog));
      /* Player, then PM, PF and Last year. */
      if (attempt == 0)
        {
          gtk_editable_set_text (GTK_EDITABLE (gtk_grid_get_child_at (grid, 1, 0)), "Elisa Marino");
          gtk_editable_set_text (GTK_EDITABLE (gtk_grid_get_child_at (grid, 1, 3)), "13x0");
        }
      else
        {
          g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "13x0"));
          g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (gtk_grid_get_child_at (grid, 1, 0))), ==, "Elisa Marino");
          g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (gtk_grid_get_child_at (grid, 1, 3))), ==, "13x0");
          gtk_editable_set_text (GTK_EDITABLE (gtk_grid_get_child_at (grid, 1, 3)), "1320");
        }
      g_object_ref (dialog);
      adw_message_dialog_response (dialog, "accept");
      gtk_window_destroy (GTK_WINDOW (dialog));
      g_object_unref (dialog);
      iterate ();
      player = tav_season_lookup_player (tav_season_window_get_season (window), "elisa marino");
      if (attempt == 0)
        g_assert_null (player);
      else
        {
          g_assert_nonnull (player);
          g_assert_cmpint (json_object_get_int_member (player->carried, "last_year"), ==, 1320);
        }
    }

  gtk_window_destroy (GTK_WINDOW (window));
  tav_test_wait_for_finalize (window);
}

#define NARROW 360

static int
min_width (GtkWidget *widget)
{
  int min;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  return min;
}

/* The window, and the part of it inside its frame (what has to fit a
 * screen 360 px wide), as the main window's narrow test measures it. */
static void
check_narrow (TavSeasonWindow *window,
              const char      *what)
{
  GtkWidget *content = adw_window_get_content (ADW_WINDOW (window));

  g_test_message ("%s: the window needs %d px, its content %d px", what,
                  min_width (GTK_WIDGET (window)), min_width (content));
  g_assert_cmpint (min_width (content), <=, NARROW);
  g_assert_cmpint (min_width (GTK_WIDGET (window)), <=, NARROW);
}

/* The shown labels under @widget cut short with “…”, one a line. The
 * window's title cannot wrap: it is cut on a narrow window, as the main
 * window's is. */
static void
list_cut_labels (GtkWidget *widget,
                 GString   *out)
{
  if (!gtk_widget_get_mapped (widget) || ADW_IS_WINDOW_TITLE (widget))
    return;
  if (GTK_IS_LABEL (widget) && pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget))))
    g_string_append_printf (out, "\n“%s”", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    list_cut_labels (c, out);
}

/* The window as it is now: no label cut, and a screenshot in
 * TAV_TEST_SCREENSHOT_DIR (if set) named after @what and the language. */
static void
check_shown (TavSeasonWindow *window,
             const char      *what)
{
  g_autoptr(GString) cut = g_string_new (NULL);
  g_autofree char *name = g_strdup_printf ("season-%s-%s.png", what,
                                           g_getenv ("LANGUAGE") ? g_getenv ("LANGUAGE") : "en");

  tav_test_wait_for_frame (GTK_WIDGET (window));
  list_cut_labels (GTK_WIDGET (window), cut);
  if (cut->len > 0)
    g_test_fail_printf ("%s: labels cut short:%s", what, cut->str);
  tav_test_screenshot (GTK_WIDGET (window), name);
}

/* The New Season dialog over @window: as narrow as the window may be, its
 * labels whole; a screenshot named after @what. */
static void
check_new_season_dialog (TavSeasonWindow *window,
                         const char      *what)
{
  g_autoptr(GString) cut = g_string_new (NULL);
  g_autofree char *name = g_strdup_printf ("season-%s-new-%s.png", what,
                                           g_getenv ("LANGUAGE") ? g_getenv ("LANGUAGE") : "en");
  AdwMessageDialog *dialog;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "season.new", NULL));
  wait_until (message_dialog_shown, NULL);
  dialog = find_message_dialog ();
  wait_until (tav_test_is_mapped, dialog);
  tav_test_wait_for_frame (GTK_WIDGET (dialog));
  g_test_message ("New Season dialog over %s px: it needs %d px", what, min_width (GTK_WIDGET (dialog)));
  g_assert_cmpint (min_width (GTK_WIDGET (dialog)), <=, NARROW);
  list_cut_labels (GTK_WIDGET (dialog), cut);
  if (cut->len > 0)
    g_test_fail_printf ("New Season dialog over %s px: labels cut short:%s", what, cut->str);
  tav_test_screenshot (NULL, name);
  respond_to_dialog ("cancel");
}

/* The season window and its New Season dialog fit a window 360 px wide:
 * the tournaments and the ranking take turns, a row leads to a ranking
 * and the back button returns; a wide window shows both side by side. */
static void
test_season_window_narrow (void)
{
  g_autoptr(TavSeason) season = make_season ();
  TavSeasonWindow *window = tav_season_window_new (NULL);
  AdwLeaflet *leaflet = tav_test_child (window, TAV_TYPE_SEASON_WINDOW, "leaflet");
  GtkWidget *sidebar = tav_test_child (window, TAV_TYPE_SEASON_WINDOW, "sidebar");
  GtkWidget *content = tav_test_child (window, TAV_TYPE_SEASON_WINDOW, "content");
  GtkWidget *permanent_row = tav_test_child (window, TAV_TYPE_SEASON_WINDOW, "permanent_row");
  GtkWidget *season_row = gtk_widget_get_prev_sibling (permanent_row);
  GtkWidget *column_view = tav_test_child (window, TAV_TYPE_SEASON_WINDOW, "column_view");

  /* GNOME's own title bar buttons: a close button alone (Xvfb has no
   * desktop settings, and GTK would add minimize and maximize). */
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", "appmenu:close", NULL);
  /* The leaflet goes from page to page at once, not sliding. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_object_ref (window);
  gtk_window_set_default_size (GTK_WINDOW (window), NARROW, 700);
  gtk_window_present (GTK_WINDOW (window));
  wait_until (tav_test_is_mapped, window);
  tav_test_wait_for_frame (GTK_WIDGET (window));
  check_narrow (window, "no season");
  check_shown (window, "360-empty");

  /* A season opens on its tournaments, with the rows that lead to its
   * rankings above them. */
  tav_season_window_set_season (window, season, NULL);
  iterate ();
  check_shown (window, "360-tournaments");
  check_narrow (window, "a season");
  g_assert_true (adw_leaflet_get_folded (leaflet));
  g_assert_true (adw_leaflet_get_visible_child (leaflet) == sidebar);
  g_assert_true (gtk_widget_get_mapped (permanent_row));
  g_assert_false (gtk_widget_get_mapped (content));

  /* A row shows its ranking, with a button back. */
  gtk_widget_activate (permanent_row);
  iterate ();
  g_assert_true (adw_leaflet_get_visible_child (leaflet) == content);
  check_shown (window, "360-permanent");
  g_assert_true (tav_season_window_get_permanent (window));
  g_assert_false (gtk_widget_get_mapped (sidebar));
  g_assert_nonnull (tav_test_find_action_button (content, "season.show-tournaments"));

  /* As a click does (an activated button waits for its press to show). */
  g_signal_emit_by_name (tav_test_find_action_button (content, "season.show-tournaments"), "clicked");
  iterate ();
  g_assert_true (adw_leaflet_get_visible_child (leaflet) == sidebar);
  check_shown (window, "360-back");
  g_assert_true (gtk_widget_get_mapped (season_row));

  gtk_widget_activate (season_row);
  iterate ();
  g_assert_true (adw_leaflet_get_visible_child (leaflet) == content);
  check_shown (window, "360-season");
  g_assert_false (tav_season_window_get_permanent (window));
  g_assert_true (gtk_widget_get_mapped (column_view));
  check_ranking (window, season);
  check_narrow (window, "the ranking");

  /* The New Season dialog fits too. */
  check_new_season_dialog (window, "360");

  /* Wide, both side by side as before, and no back button. */
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 700);
  wait_until (not_folded, leaflet);
  check_shown (window, "1100");
  g_assert_true (gtk_widget_get_mapped (sidebar));
  g_assert_true (gtk_widget_get_mapped (content));
  g_assert_false (gtk_widget_get_mapped (season_row));
  g_assert_null (tav_test_find_action_button (content, "season.show-tournaments"));
  check_new_season_dialog (window, "1100");

  gtk_window_destroy (GTK_WINDOW (window));
  tav_test_wait_for_finalize (window);
}

static gboolean
file_exists (gpointer path)
{
  return g_file_test (path, G_FILE_TEST_IS_REGULAR);
}

/* The type sizes beside the file: the one list of three (the file types
 * list has one). */
static gboolean
is_size_choice (GtkWidget     *widget,
                gconstpointer  data)
{
  return GTK_IS_DROP_DOWN (widget) &&
         g_list_model_get_n_items (gtk_drop_down_get_model (GTK_DROP_DOWN (widget))) == 3;
}

static gboolean
chooser_has_file (gpointer chooser)
{
  g_autoptr(GFile) file = gtk_file_chooser_get_file (chooser);

  return file != NULL;
}

/* The season's PDF goes the event's way (tav_print_export_document_pdf):
 * the type size is offered beside the file, the PDF follows the one
 * chosen there, and it is remembered for the next printout. */
static void
test_season_window_export_pdf (void)
{
  g_autoptr(TavSeason) season = make_season ();
  g_autoptr(GSettings) settings = tav_settings_new ();
  g_autoptr(TavPrintDocument) wall = NULL;
  g_autoptr(TavPrintDocument) normal = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *was = g_get_current_dir ();
  g_autofree char *pdftotext = g_find_program_in_path ("pdftotext");
  g_autofree char *remembered = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tavolo-season-pdf-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "ranking.pdf", NULL);
  g_autofree char *wall_path = g_build_filename (dir, "wall.pdf", NULL);
  g_autofree char *normal_path = g_build_filename (dir, "normal.pdf", NULL);
  TavSeasonWindow *window = tav_season_window_new (NULL);
  GtkFileChooser *chooser;
  GtkWidget *sizes;

  g_assert_no_error (error);
  g_settings_set_string (settings, "print-size", "normal");
  g_object_ref (window);
  gtk_window_present (GTK_WINDOW (window));
  wait_until (tav_test_is_mapped, window);
  tav_season_window_set_season (window, season, NULL);
  iterate ();

  /* The chooser saves into the folder it was opened in. */
  g_assert_cmpint (g_chdir (dir), ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "season.export-pdf", NULL));
  chooser = tav_test_wait_for_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG);
  wait_until (tav_test_is_mapped, chooser);
  g_assert_cmpint (g_chdir (was), ==, 0);
  /* The type size is offered beside the file, as for the event's lists. */
  g_assert_cmpstr (gtk_file_chooser_get_choice (chooser, "size"), ==, "normal");
  /* Chosen as a person does: GTK 4.8's gtk_file_chooser_set_choice ()
   * leaves a list choice as it was. */
  sizes = tav_test_find_widget (GTK_WIDGET (chooser), is_size_choice, NULL);
  g_assert_nonnull (sizes);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (sizes), TAV_PRINT_SIZE_WALL);
  g_assert_cmpstr (gtk_file_chooser_get_choice (chooser, "size"), ==, "wall");
  gtk_file_chooser_set_current_name (chooser, "ranking.pdf");
  wait_until (chooser_has_file, chooser);
  gtk_widget_activate (gtk_window_get_default_widget (GTK_WINDOW (chooser)));
  wait_until (file_exists, path);
  g_assert_cmpstr (tav_ui_get_last_toast (GTK_WIDGET (window)), ==, "Exported “ranking.pdf”");
  remembered = g_settings_get_string (settings, "print-size");
  g_assert_cmpstr (remembered, ==, "wall");

  wall = tav_print_document_new_for_season (season, TAV_PRINT_SEASON);
  tav_print_document_set_size (wall, TAV_PRINT_SIZE_WALL);
  g_assert_true (tav_print_document_export_pdf (wall, wall_path, &error));
  normal = tav_print_document_new_for_season (season, TAV_PRINT_SEASON);
  g_assert_true (tav_print_document_export_pdf (normal, normal_path, &error));
  g_assert_no_error (error);
  if (pdftotext != NULL)
    {
      g_autofree char *text = tav_test_pdf_text (path);
      g_autofree char *wall_text = tav_test_pdf_text (wall_path);
      g_autofree char *normal_text = tav_test_pdf_text (normal_path);

      g_assert_cmpstr (wall_text, !=, normal_text);
      g_assert_cmpstr (text, ==, wall_text);
    }

  tav_test_close_window (window);
  g_object_unref (window);
  tav_test_remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  /* The language comes from LANGUAGE, the catalogs from TAV_LOCALE_DIR
   * (the build directory) when it is set (meson test season-narrow-ru). */
  if (g_getenv ("TAV_LOCALE_DIR") != NULL)
    {
      setlocale (LC_ALL, "");
      bindtextdomain (GETTEXT_PACKAGE, g_getenv ("TAV_LOCALE_DIR"));
      bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
      textdomain (GETTEXT_PACKAGE);
    }

  tav_test_gtk_init (&argc, &argv);
  adw_init ();

  g_test_add_func ("/season-window/tournaments-and-ranking", test_season_window);
  g_test_add_func ("/season-window/bgl", test_season_window_bgl);
  g_test_add_func ("/season-window/replace", test_season_window_replace);
  g_test_add_func ("/season-window/narrow", test_season_window_narrow);
  g_test_add_func ("/season-window/export-pdf", test_season_window_export_pdf);

  return g_test_run ();
}
