/* test-accessible.c — every control of every page has a name, the window
 * works 360 px wide, and the shortcuts window lists every accelerator
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <string.h>

#include <glib/gi18n.h>

#include <adwaita.h>

#include "tav-application.h"
#include "tav-document.h"
#include "tav-event-dialog.h"
#include "tav-inbox-window.h"
#include "tav-public-display.h"
#include "tav-result-dialog.h"
#include "tav-result-form.h"
#include "tav-rounds-page.h"
#include "tav-season-window.h"
#include "tav-test-app.h"
#include "tav-test-destiny.h"
#include "tav-test-wait.h"
#include "tav-ui.h"
#include "tav-venue-window.h"
#include "tav-window.h"
#include "tav-event-private.h"

#define EXAMPLE_PATH TAV_EXAMPLES_DIR G_DIR_SEPARATOR_S "bang-2011-27-players.tavolo"

#define wait_until(condition, data) tav_test_wait_until (condition, data, #condition)

static gboolean
has_event (gpointer data)
{
  return tav_window_get_event (data) != NULL;
}

/* The roles a user acts on, which a screen reader must be able to name. */
static gboolean
is_interactive (GtkAccessibleRole role)
{
  switch (role)
    {
    case GTK_ACCESSIBLE_ROLE_BUTTON:
    case GTK_ACCESSIBLE_ROLE_CHECKBOX:
    case GTK_ACCESSIBLE_ROLE_COMBO_BOX:
    case GTK_ACCESSIBLE_ROLE_LINK:
    case GTK_ACCESSIBLE_ROLE_MENU_ITEM:
    case GTK_ACCESSIBLE_ROLE_MENU_ITEM_CHECKBOX:
    case GTK_ACCESSIBLE_ROLE_MENU_ITEM_RADIO:
    case GTK_ACCESSIBLE_ROLE_RADIO:
    case GTK_ACCESSIBLE_ROLE_SEARCH_BOX:
    case GTK_ACCESSIBLE_ROLE_SLIDER:
    case GTK_ACCESSIBLE_ROLE_SPIN_BUTTON:
    case GTK_ACCESSIBLE_ROLE_SWITCH:
    case GTK_ACCESSIBLE_ROLE_TEXT_BOX:
      return TRUE;

    default:
      return FALSE;
    }
}

/* A visible text inside the widget, which ATs read as its name. */
static gboolean
has_text (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && gtk_label_get_text (GTK_LABEL (widget))[0] != '\0')
    return TRUE;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_get_visible (child) && has_text (child))
      return TRUE;

  return FALSE;
}

static gboolean
has_name (GtkWidget *widget)
{
  GtkAccessible *accessible = GTK_ACCESSIBLE (widget);

  return gtk_test_accessible_has_property (accessible, GTK_ACCESSIBLE_PROPERTY_LABEL) ||
         gtk_test_accessible_has_relation (accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY) ||
         has_text (widget);
}

static void
describe (GString   *out,
          GtkWidget *widget)
{
  g_string_append_printf (out, "\n  %s", G_OBJECT_TYPE_NAME (widget));
  if (gtk_widget_get_tooltip_text (widget) != NULL)
    g_string_append_printf (out, " “%s”", gtk_widget_get_tooltip_text (widget));
  for (GtkWidget *parent = gtk_widget_get_parent (widget); parent; parent = gtk_widget_get_parent (parent))
    g_string_append_printf (out, " < %s", G_OBJECT_TYPE_NAME (parent));
}

/* Test messages, one a line. */
static void
print_lines (const char *text)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    if (lines[i][0] != '\0')
      g_test_message ("%s", lines[i]);
}

/* Collects the unnamed interactive widgets shown under @widget. */
static guint
walk (GtkWidget *widget,
      GString   *unnamed)
{
  guint n_checked = 0;

  if (!gtk_widget_get_mapped (widget))
    return 0;

  if (is_interactive (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (widget))))
    {
      n_checked++;
      if (!has_name (widget))
        describe (unnamed, widget);
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    n_checked += walk (child, unnamed);

  return n_checked;
}

static void
test_accessible_names (void)
{
  static const char *pages[] = { "players", "rounds", "standings", "finals" };
  g_autoptr(GFile) file = g_file_new_for_path (EXAMPLE_PATH);
  TavWindow *window = tav_window_new (NULL);
  g_autoptr(GString) unnamed = g_string_new (NULL);
  guint n_checked = 0;

  g_object_ref (window);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 900);
  gtk_window_present (GTK_WINDOW (window));
  wait_until (tav_test_is_mapped, window);

  /* The welcome page first, then each page of an event. */
  tav_test_wait_for_frame (GTK_WIDGET (window));
  g_string_append (unnamed, "\nwelcome:");
  n_checked += walk (GTK_WIDGET (window), unnamed);

  tav_window_open_file (window, file);
  wait_until (has_event, window);

  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", pages[i]));
      tav_test_wait_for_frame (GTK_WIDGET (window));
      g_string_append_printf (unnamed, "\n%s:", pages[i]);
      n_checked += walk (GTK_WIDGET (window), unnamed);
    }

  /* The result form of a table, where each seat has a role drop-down and
   * check boxes: each is named with its seat and player. */
  {
    TavEvent *event = tav_window_get_event (window);
    TavStage *stage = tav_event_get_current_stage (event);
    TavRound *round = tav_stage_get_last_round (stage);
    TavTable *table = tav_round_get_table (round, 0);
    TavResultDialog *dialog = tav_result_dialog_new (GTK_WINDOW (window), event, stage, round, table);
    TavResultForm *form = TAV_RESULT_FORM (tav_result_dialog_get_form (dialog));
    const char *name = tav_player_get_name (tav_event_find_player (event, tav_table_get_seat (table, 2)));
    g_autofree char *expected = g_strdup_printf ("Role, seat 3, %s", name);
    GtkWidget *role = tav_result_form_get_editor (form, 2, "role");
    g_autofree char *role_error = NULL;
    g_autofree char *button_error = NULL;

    gtk_window_present (GTK_WINDOW (dialog));
    wait_until (tav_test_is_mapped, dialog);
    tav_test_wait_for_frame (GTK_WIDGET (dialog));
    g_string_append (unnamed, "\nresult form:");
    n_checked += walk (GTK_WIDGET (dialog), unnamed);

    g_assert_true (GTK_IS_DROP_DOWN (role));
    role_error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (role), GTK_ACCESSIBLE_PROPERTY_LABEL, expected);
    g_assert_null (role_error);
    button_error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (gtk_widget_get_first_child (role)),
                                                       GTK_ACCESSIBLE_PROPERTY_LABEL, expected);
    g_assert_null (button_error);
    /* The check boxes and the number fields say it the same way. */
    {
      g_autofree char *alive = g_strdup_printf ("Alive, seat 3, %s", name);
      g_autofree char *spent = g_strdup_printf ("Auction $, seat 3, %s", name);
      g_autofree char *alive_error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (tav_result_form_get_editor (form, 2, "alive")),
                                                                         GTK_ACCESSIBLE_PROPERTY_LABEL, alive);
      g_autofree char *spent_error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (tav_result_form_get_editor (form, 2, "spent")),
                                                                         GTK_ACCESSIBLE_PROPERTY_LABEL, spent);

      g_assert_true (GTK_IS_CHECK_BUTTON (tav_result_form_get_editor (form, 2, "alive")));
      g_assert_null (alive_error);
      g_assert_null (spent_error);
    }
    gtk_window_destroy (GTK_WINDOW (dialog));
  }

  /* All of them listed at once, one a line. */
  if (strstr (unnamed->str, "\n  ") != NULL)
    {
      print_lines (unnamed->str);
      g_test_fail_printf ("Controls with no accessible name (listed above)");
    }

  /* The walk saw the controls at all: the header bar alone has five. */
  g_assert_cmpuint (n_checked, >, 20);

  gtk_window_destroy (GTK_WINDOW (window));
  tav_test_wait_for_finalize (window);
}

static int min_width (GtkWidget *widget);
static TavEvent *make_swiss_event (void);
static void show_bye (TavWindow *window,
                      TavEvent  *event);

/* The narrowest widgets that are too wide: those whose children all fit. */
static gboolean
list_too_wide (GtkWidget *widget,
               int        limit,
               GString   *out)
{
  gboolean child_too_wide = FALSE;
  int min;

  if (!gtk_widget_get_visible (widget))
    return FALSE;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  if (min <= limit)
    return FALSE;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    child_too_wide |= list_too_wide (child, limit, out);

  if (!child_too_wide)
    {
      g_string_append_printf (out, "\n  %d px:", min);
      describe (out, widget);
      for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
        if (gtk_widget_get_visible (child))
          for (GtkWidget *grandchild = gtk_widget_get_first_child (child); grandchild; grandchild = gtk_widget_get_next_sibling (grandchild))
            if (gtk_widget_get_visible (grandchild))
              {
                g_string_append_printf (out, "\n    %s %d px", G_OBJECT_TYPE_NAME (grandchild), min_width (grandchild));
                for (GtkWidget *c = gtk_widget_get_first_child (grandchild); c; c = gtk_widget_get_next_sibling (c))
                  if (gtk_widget_get_visible (c))
                    g_string_append_printf (out, "\n      %s %d px", G_OBJECT_TYPE_NAME (c), min_width (c));
              }
    }

  return TRUE;
}

static int
min_width (GtkWidget *widget)
{
  int min;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);

  return min;
}

#define NARROW 360

static void
check_narrow (TavWindow  *window,
              const char *what,
              GString    *out)
{
  GtkWidget *content = adw_application_window_get_content (ADW_APPLICATION_WINDOW (window));

  g_test_message ("%s needs %d px", what, min_width (content));
  if (min_width (content) > NARROW)
    {
      g_string_append_printf (out, "\n%s: %d px", what, min_width (content));
      list_too_wide (content, NARROW, out);
    }
}

/* With TAV_TEST_SCREENSHOT_DIR set, @window at @width px goes to @name there. */
static void
screenshot (GtkWindow  *window,
            int         width,
            const char *name)
{
  if (g_getenv ("TAV_TEST_SCREENSHOT_DIR") == NULL)
    return;
  gtk_window_set_default_size (window, width, 800);
  tav_test_screenshot (GTK_WIDGET (window), name);
}

/* Every page fits a window 360 px wide: nothing asks for more. */
static void
test_narrow (void)
{
  static const char *pages[] = { "players", "rounds", "standings", "finals" };
  g_autoptr(GFile) file = g_file_new_for_path (EXAMPLE_PATH);
  TavWindow *window = tav_window_new (NULL);
  g_autoptr(GString) too_wide = g_string_new (NULL);

  /* GNOME's own title bar buttons: a close button alone (Xvfb has no
   * desktop settings, and GTK would add minimize and maximize). */
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", "appmenu:close", NULL);

  g_object_ref (window);
  gtk_window_set_default_size (GTK_WINDOW (window), NARROW, 700);
  gtk_window_present (GTK_WINDOW (window));
  wait_until (tav_test_is_mapped, window);
  tav_test_wait_for_frame (GTK_WIDGET (window));
  check_narrow (window, "welcome", too_wide);

  tav_window_open_file (window, file);
  wait_until (has_event, window);

  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", pages[i]));
      tav_test_wait_for_frame (GTK_WIDGET (window));
      check_narrow (window, pages[i], too_wide);
    }

  /* The example's cards, for docs/screenshots. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "rounds"));
  screenshot (GTK_WINDOW (window), 360, "window-360.png");
  screenshot (GTK_WINDOW (window), 800, "window-800.png");
  screenshot (GTK_WINDOW (window), 1440, "window-1440.png");

  /* A Swiss round's bye with a long name: its card fits too. */
  {
    g_autoptr(TavEvent) swiss = make_swiss_event ();

    gtk_window_set_default_size (GTK_WINDOW (window), NARROW, 700);
    tav_window_set_event (window, swiss, NULL);
    show_bye (window, swiss);
    check_narrow (window, "swiss bye", too_wide);
  }

  if (too_wide->len > 0)
    {
      print_lines (too_wide->str);
      g_test_fail_printf ("Pages wider than %d px (listed above)", NARROW);
    }

  gtk_window_destroy (GTK_WINDOW (window));
  tav_test_wait_for_finalize (window);
}

/* Shows @window, walks it for unnamed controls (listed under @what in
 * @unnamed), and destroys it. */
static guint
walk_window (GtkWindow  *window,
             const char *what,
             GString    *unnamed)
{
  guint n_checked;

  g_object_ref (window);
  gtk_window_present (window);
  wait_until (tav_test_is_mapped, window);
  tav_test_wait_for_frame (GTK_WIDGET (window));
  g_string_append_printf (unnamed, "\n%s:", what);
  n_checked = walk (GTK_WIDGET (window), unnamed);
  gtk_window_destroy (window);
  tav_test_wait_for_finalize (window);

  return n_checked;
}

/* A season of the Catan example, for its window to show a tournament and
 * a ranking. */
static TavSeason *
make_catan_season (void)
{
  g_autofree char *path = g_build_filename (TAV_EXAMPLES_DIR, "catan-bg-14-players.tavolo", NULL);
  g_autofree char *data = NULL;
  gsize length;
  g_autoptr(GError) error = NULL;
  g_autoptr(TavEvent) event = NULL;
  TavSeason *season = tav_season_new ("catan-bg", "Сезон 2026");

  g_assert_true (g_file_get_contents (path, &data, &length, &error));
  event = tav_document_load_data (data, length, &error);
  g_assert_no_error (error);
  g_assert_cmpint (tav_season_add_event (season, event, path, FALSE, NULL, &error), ==, TAV_SEASON_IMPORT_ADDED);
  g_assert_no_error (error);

  return season;
}

/* What the walk of the pages does not show, walked the same way: the
 * round one line a match and its short list found, the pages of a window
 * 360 px wide, the event's dialogs and the other windows. */
static void
test_accessible_other_windows (void)
{
  static const char *pages[] = { "players", "rounds", "standings", "finals" };
  g_autoptr(GFile) file = g_file_new_for_path (EXAMPLE_PATH);
  g_autoptr(TavSeason) season = make_catan_season ();
  TavWindow *window = tav_window_new (NULL);
  g_autoptr(GString) unnamed = g_string_new (NULL);
  GtkWidget *rounds_page;
  TavEvent *event;
  guint n_checked = 0;

  g_object_ref (window);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 900);
  gtk_window_present (GTK_WINDOW (window));
  wait_until (tav_test_is_mapped, window);
  tav_window_open_file (window, file);
  wait_until (has_event, window);
  event = tav_window_get_event (window);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "rounds"));
  rounds_page = tav_test_child (window, TAV_TYPE_WINDOW, "rounds_page");
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (gtk_widget_get_template_child (rounds_page, TAV_TYPE_ROUNDS_PAGE, "compact_button")),
                                TRUE);
  tav_test_wait_for_frame (GTK_WIDGET (window));
  g_string_append (unnamed, "\nrounds, one line a match:");
  n_checked += walk (GTK_WIDGET (window), unnamed);
  {
    GtkEditable *find = GTK_EDITABLE (gtk_widget_get_template_child (rounds_page, TAV_TYPE_ROUNDS_PAGE, "find_entry"));

    gtk_editable_set_text (find, "3");
    g_signal_emit_by_name (find, "search-changed");
    tav_test_wait_for_frame (GTK_WIDGET (window));
    g_string_append (unnamed, "\nrounds, table 3 found:");
    n_checked += walk (GTK_WIDGET (window), unnamed);
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (gtk_widget_get_template_child (rounds_page, TAV_TYPE_ROUNDS_PAGE, "compact_button")),
                                  FALSE);
    tav_test_wait_for_frame (GTK_WIDGET (window));
    g_string_append (unnamed, "\nrounds, table 3 found, cards:");
    n_checked += walk (GTK_WIDGET (window), unnamed);
    gtk_editable_set_text (find, "");
    g_signal_emit_by_name (find, "search-changed");
  }

  /* Narrow: the sidebar folded, the pages switched from a bar below. */
  gtk_window_set_default_size (GTK_WINDOW (window), NARROW, 700);
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", pages[i]));
      tav_test_wait_for_frame (GTK_WIDGET (window));
      tav_test_wait_for_frame (GTK_WIDGET (window));
      g_string_append_printf (unnamed, "\n%s, 360 px:", pages[i]);
      n_checked += walk (GTK_WIDGET (window), unnamed);
    }
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 900);

  n_checked += walk_window (GTK_WINDOW (tav_event_dialog_new (GTK_WINDOW (window), NULL)), "new event", unnamed);
  n_checked += walk_window (GTK_WINDOW (tav_event_dialog_new (GTK_WINDOW (window), event)), "event details", unnamed);
  n_checked += walk_window (GTK_WINDOW (tav_public_display_new (event, NULL)), "public display", unnamed);
  n_checked += walk_window (GTK_WINDOW (tav_inbox_window_new (event)), "inbox", unnamed);
  /* Not started: a test must not take the venue's port. */
  n_checked += walk_window (GTK_WINDOW (tav_venue_window_new (event, file, NULL)), "venue network", unnamed);
  n_checked += walk_window (GTK_WINDOW (tav_season_window_new (NULL)), "season, empty", unnamed);
  {
    TavSeasonWindow *season_window = tav_season_window_new (NULL);

    tav_season_window_set_season (season_window, season, NULL);
    n_checked += walk_window (GTK_WINDOW (season_window), "season", unnamed);
  }

  if (strstr (unnamed->str, "\n  ") != NULL)
    {
      print_lines (unnamed->str);
      g_test_fail_printf ("Controls with no accessible name (listed above)");
    }
  /* Each walk saw controls: the dialogs' and windows' own buttons. */
  g_test_message ("%u controls checked", n_checked);
  g_assert_cmpuint (n_checked, >, 100);

  gtk_window_destroy (GTK_WINDOW (window));
  tav_test_wait_for_finalize (window);
}

/* The accelerators in @text ("<Control>Return <Control>s"), spelled as
 * gtk_accelerator_name() spells them, added to @set. */
static void
add_accelerators (GHashTable *set,
                  const char *text)
{
  g_auto(GStrv) accels = g_strsplit (text, " ", -1);

  for (guint i = 0; accels[i] != NULL; i++)
    {
      guint keyval;
      GdkModifierType modifiers;

      if (accels[i][0] == '\0')
        continue;
      g_assert_true (gtk_accelerator_parse (accels[i], &keyval, &modifiers));
      g_hash_table_add (set, gtk_accelerator_name (keyval, modifiers));
    }
}

/* The keys that Tavolo's own widgets under @widget bind to actions (class
 * key bindings and shortcut controllers; GTK's own widgets left out),
 * each once in @keys as " accelerator (action)", and in @out too unless
 * @shown has the accelerator. */
static void
list_widget_shortcuts (GtkWidget  *widget,
                       GHashTable *shown,
                       GHashTable *keys,
                       GString    *out)
{
  if (g_str_has_prefix (G_OBJECT_TYPE_NAME (widget), "Tav"))
    {
      g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

      for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
        {
          g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

          if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
            continue;
          for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
            {
              g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
              GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);
              GtkShortcutAction *action = gtk_shortcut_get_action (shortcut);
              g_autofree char *accel = NULL;
              g_autofree char *key = NULL;

              if (!GTK_IS_KEYVAL_TRIGGER (trigger) || !GTK_IS_NAMED_ACTION (action))
                continue;
              accel = gtk_accelerator_name (gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)),
                                            gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)));
              key = g_strdup_printf (" %s (%s)", accel, gtk_named_action_get_action_name (GTK_NAMED_ACTION (action)));
              /* The window also lists the keys of the pages it manages. */
              if (g_hash_table_contains (keys, key))
                continue;
              if (!g_hash_table_contains (shown, accel))
                g_string_append (out, key);
              g_hash_table_add (keys, g_steal_pointer (&key));
            }
        }
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    list_widget_shortcuts (child, shown, keys, out);
}

/* Every key the application and its window give an action is in the
 * shortcuts window: the application's accelerators under their actions,
 * and the keys the pages bind themselves (Ctrl+F, Alt+W) by their keys. */
static void
test_shortcuts_complete (void)
{
  g_autoptr(TavApplication) app = tav_application_new ();
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource ("/io/github/tavolo/Tavolo/tav-shortcuts.ui");
  g_autoptr(GHashTable) shown = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GHashTable) shown_keys = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GHashTable) keys = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) missing = g_string_new (NULL);
  g_auto(GStrv) actions = NULL;
  TavWindow *window;
  GSList *objects;
  guint n_accels = 0;

  g_application_set_flags (G_APPLICATION (app),
                           g_application_get_flags (G_APPLICATION (app)) | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);

  objects = gtk_builder_get_objects (builder);
  for (GSList *l = objects; l != NULL; l = l->next)
    if (GTK_IS_SHORTCUTS_SHORTCUT (l->data))
      {
        g_autofree char *action = NULL;
        g_autofree char *accelerator = NULL;

        g_object_get (l->data, "action-name", &action, "accelerator", &accelerator, NULL);
        if (action != NULL)
          g_hash_table_add (shown, g_steal_pointer (&action));
        if (accelerator != NULL)
          add_accelerators (shown_keys, accelerator);
      }
  g_slist_free (objects);

  actions = gtk_application_list_action_descriptions (GTK_APPLICATION (app));
  for (guint i = 0; actions[i] != NULL; i++)
    {
      g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), actions[i]);

      if (accels[0] == NULL)
        continue;
      n_accels++;
      if (!g_hash_table_contains (shown, actions[i]))
        g_string_append_printf (missing, " %s (%s)", actions[i], accels[0]);
    }

  /* The window and every page in it, shown or not. */
  window = tav_window_new (NULL);
  g_object_ref_sink (window);
  list_widget_shortcuts (GTK_WIDGET (window), shown_keys, keys, missing);
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
  /* The season window's own keys. */
  {
    TavSeasonWindow *season_window = tav_season_window_new (NULL);

    g_object_ref_sink (season_window);
    list_widget_shortcuts (GTK_WIDGET (season_window), shown_keys, keys, missing);
    gtk_window_destroy (GTK_WINDOW (season_window));
    g_object_unref (season_window);
  }

  g_assert_cmpstr (missing->str, ==, "");
  g_assert_cmpuint (n_accels, >=, 18);
  /* Ctrl+F on the window, the players and the rounds; Alt+W and Alt+A. */
  g_assert_cmpuint (g_hash_table_size (keys), >=, 5);
  /* Ctrl+P and Shift+Ctrl+E among them. */
  g_assert_true (g_hash_table_contains (shown, "win.print::record-sheets"));
  g_assert_true (g_hash_table_contains (shown, "win.export-pdf::record-sheets"));
  g_assert_true (g_hash_table_contains (shown_keys, "<Alt>w"));
  g_assert_true (g_hash_table_contains (shown_keys, "<Alt>a"));
}

/* Lists the shown labels under @widget whose text is ellipsized. */
static void
list_cut_labels (GtkWidget *widget,
                 GString   *out)
{
  if (!gtk_widget_get_mapped (widget))
    return;

  /* A name cut short on a narrow card is whole in its tooltip, and told
   * to screen readers whole (tav_ui_set_tooltip ()). */
  if (GTK_IS_LABEL (widget) && pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget))) &&
      g_strcmp0 (tav_ui_get_tooltip (widget), gtk_label_get_text (GTK_LABEL (widget))) != 0)
    {
      g_string_append_printf (out, "\n  “%s”", gtk_label_get_text (GTK_LABEL (widget)));
      describe (out, widget);
    }
  /* The cells of a ranking are given their width: one is cut when its
   * text, laid out whole, is wider. */
  if (GTK_IS_INSCRIPTION (widget) && gtk_inscription_get_text (GTK_INSCRIPTION (widget)) != NULL)
    {
      g_autoptr(PangoLayout) whole = gtk_widget_create_pango_layout (widget, gtk_inscription_get_text (GTK_INSCRIPTION (widget)));
      int text_width = 0;

      pango_layout_get_pixel_size (whole, &text_width, NULL);
      if (text_width > gtk_widget_get_width (widget))
        {
          g_string_append_printf (out, "\n  “%s”", gtk_inscription_get_text (GTK_INSCRIPTION (widget)));
          describe (out, widget);
        }
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    list_cut_labels (child, out);
}

/* Star Wars: Destiny, 21 players with long Italian and Cyrillic names,
 * round 1 played and round 2 drawn: a Swiss round of ten matches and a
 * bye, whose card says who has it. */
static TavEvent *
make_swiss_event (void)
{
  TavEvent *event = tav_event_new ("destiny", "Campionato Regionale di Star Wars: Destiny");
  g_autoptr(GError) error = NULL;

  tav_event_set_seed (event, 21);
  for (guint i = 1; i <= 21; i++)
    {
      g_autofree char *name = g_strdup_printf (i % 2 ? "Giulia Mancini-Fontana %u" : "Йорданка Преображенска-Верещагина %u", i);

      g_assert_nonnull (tav_event_add_player (event, name, &error));
    }
  tav_test_destiny_play_round (event, TRUE);
  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);

  return event;
}

/* The rounds page of @window shows the card of the bye of @event (a
 * Swiss event with one), at the last table, found by its number: the card
 * says who has it beside the table's title. */
static void
show_bye (TavWindow *window,
          TavEvent  *event)
{
  GtkWidget *page = tav_test_child (window, TAV_TYPE_WINDOW, "rounds_page");
  GtkEditable *find = GTK_EDITABLE (gtk_widget_get_template_child (page, TAV_TYPE_ROUNDS_PAGE, "find_entry"));
  TavRound *round = tav_stage_get_last_round (tav_event_get_current_stage (event));
  TavTable *bye = tav_round_get_table (round, tav_round_get_n_tables (round) - 1);
  g_autofree char *number = g_strdup_printf ("%u", tav_table_get_number (bye));

  g_assert_cmpuint (tav_table_get_n_seats (bye), ==, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "rounds"));
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (gtk_widget_get_template_child (page, TAV_TYPE_ROUNDS_PAGE, "compact_button")),
                                FALSE);
  gtk_editable_set_text (find, number);
  g_signal_emit_by_name (find, "search-changed");
  tav_test_wait_for_frame (GTK_WIDGET (window));
}

/* Each of @pages of @window shown in turn, its cut labels listed in @cut
 * under "@what @page" and, with TAV_TEST_SCREENSHOT_DIR set, a screenshot
 * taken. */
static void
list_cut_pages (TavWindow   *window,
                const char  *what,
                const char **pages,
                GString     *cut)
{
  for (guint i = 0; pages[i] != NULL; i++)
    {
      g_autofree char *name = g_strdup_printf ("%s-%s-%s.png", g_getenv ("LANGUAGE"), what, pages[i]);

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", pages[i]));
      /* The ranking of BANG! is secret: shown, as the judge sees it. */
      if (strcmp (pages[i], "standings") == 0)
        gtk_widget_activate_action (tav_test_child (window, TAV_TYPE_WINDOW, "standings_page"),
                                    "standings.unlock", NULL);
      tav_test_wait_for_frame (GTK_WIDGET (window));
      g_string_append_printf (cut, "\n%s %s:", what, pages[i]);
      list_cut_labels (GTK_WIDGET (window), cut);
      tav_test_screenshot (GTK_WIDGET (window), name);
    }
}

/* In the language of LANGUAGE, at the window's default size, no label of
 * any page is cut short: in the BANG! example and in a Swiss round with a
 * bye. */
static void
test_translated_not_cut (void)
{
  static const char *pages[] = { "players", "rounds", "standings", "finals", NULL };
  g_autoptr(GFile) file = g_file_new_for_path (EXAMPLE_PATH);
  g_autoptr(TavEvent) swiss = NULL;
  TavWindow *window = tav_window_new (NULL);
  g_autoptr(GString) cut = g_string_new (NULL);
  g_autofree char *shot = NULL;
  int width, height;

  if (g_getenv ("TAV_LOCALE_DIR") == NULL)
    {
      g_test_skip ("Run with LANGUAGE and TAV_LOCALE_DIR (meson test window-ru)");
      gtk_window_destroy (GTK_WINDOW (window));
      return;
    }

  /* The catalog is in use: this is not English under another name. */
  g_assert_cmpstr (_("Main menu"), !=, "Main menu");

  /* The default size of a first start, not the one a test may have left. */
  g_object_get (window, "default-width", &width, "default-height", &height, NULL);
  g_assert_cmpint (width, ==, 1180);
  g_object_ref (window);
  gtk_window_present (GTK_WINDOW (window));
  wait_until (tav_test_is_mapped, window);
  tav_window_open_file (window, file);
  wait_until (has_event, window);

  list_cut_pages (window, "bang", pages, cut);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "rounds"));
  shot = g_strdup_printf ("window-%d-%s.png", width, g_getenv ("LANGUAGE"));
  screenshot (GTK_WINDOW (window), width, shot);

  swiss = make_swiss_event ();
  tav_window_set_event (window, swiss, NULL);
  list_cut_pages (window, "swiss", pages, cut);
  /* The Swiss round one line a match, too. */
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (gtk_widget_get_template_child (tav_test_child (window, TAV_TYPE_WINDOW, "rounds_page"),
                                                                                  TAV_TYPE_ROUNDS_PAGE, "compact_button")),
                                TRUE);
  list_cut_pages (window, "swiss-compact", (const char *[]) { "rounds", NULL }, cut);
  show_bye (window, swiss);
  list_cut_pages (window, "swiss-bye", (const char *[]) { "rounds", NULL }, cut);

  if (strstr (cut->str, "\n  ") != NULL)
    {
      print_lines (cut->str);
      g_test_fail_printf ("Labels cut short in %s (listed above)", g_getenv ("LANGUAGE"));
    }

  gtk_window_destroy (GTK_WINDOW (window));
  tav_test_wait_for_finalize (window);
}

int
main (int   argc,
      char *argv[])
{
  /* The language comes from LANGUAGE, the catalogs from TAV_LOCALE_DIR
   * (the build directory) when it is set. */
  if (g_getenv ("TAV_LOCALE_DIR") != NULL)
    {
      setlocale (LC_ALL, "");
      bindtextdomain (GETTEXT_PACKAGE, g_getenv ("TAV_LOCALE_DIR"));
      bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
      textdomain (GETTEXT_PACKAGE);
    }

  tav_test_gtk_init (&argc, &argv);
  adw_init ();

  tav_test_load_style ();

  g_test_add_func ("/accessible/names", test_accessible_names);
  g_test_add_func ("/accessible/other-windows", test_accessible_other_windows);
  g_test_add_func ("/adaptive/narrow", test_narrow);
  g_test_add_func ("/shortcuts/complete", test_shortcuts_complete);
  g_test_add_func ("/translated/not-cut", test_translated_not_cut);

  return g_test_run ();
}
