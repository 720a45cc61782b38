/* test-keyboard.c — a small event run from the keyboard alone
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every step is a key pressed and released on the X server (XTest), so
 * that it reaches the window as a person's would: through the focus, the
 * mnemonics and the application's accelerators. Nothing is clicked and no
 * widget is called: a control the keyboard cannot reach fails the test.
 *
 * NOT YET IN THE SUITE: under Xvfb, without a window manager, the X focus
 * does not always come back to a dialog after a popover (a combo row's
 * list, the main menu) closes, and the key after it is lost; the test
 * gives the focus back itself (focus_window()), yet still times out in
 * one run of two or three, on the result dialog's Ctrl+Return or on
 * Ctrl+? (see the helper's report for issue #16). Run it by hand:
 *   meson compile -C _build tests/app/test-keyboard
 *   dbus-run-session -- xvfb-run -a -s '-screen 0 1600x1200x24' \
 *     env GSK_RENDERER=cairo GTK_A11Y=test _build/tests/app/test-keyboard
 */
#include "config.h"

#include <string.h>

#include <adwaita.h>
#include <gdk/x11/gdkx.h>
#include <X11/extensions/XTest.h>
#include <X11/XKBlib.h>
#include <X11/keysym.h>

#include "tav-application.h"
#include "tav-event-dialog.h"
#include "tav-result-dialog.h"
#include "tav-result-form.h"
#include "tav-test-app.h"
#include "tav-test-wait.h"
#include "tav-window.h"

#define wait_until(condition, data) tav_test_wait_until (condition, data, #condition)

/* ---- Keys ------------------------------------------------------------- */

static Display *
x_display (void)
{
  return gdk_x11_display_get_xdisplay (gdk_display_get_default ());
}

static void
fake_key (KeySym   keysym,
          gboolean press)
{
  KeyCode code = XKeysymToKeycode (x_display (), keysym);

  g_assert_cmpuint (code, !=, 0);
  XTestFakeKeyEvent (x_display (), code, press, CurrentTime);
}

/* Presses @accelerator ("<Control>n", "Tab", "a") and lets the window
 * take it. A key typed with Shift on the keyboard (“?”) gets it. */
static void
press (const char *accelerator)
{
  guint keyval;
  GdkModifierType modifiers;
  KeyCode code;
  gboolean shifted;

  g_assert_true (gtk_accelerator_parse (accelerator, &keyval, &modifiers));
  code = XKeysymToKeycode (x_display (), keyval);
  g_assert_cmpuint (code, !=, 0);
  shifted = XkbKeycodeToKeysym (x_display (), code, 0, 0) != (KeySym) keyval;

  if (modifiers & GDK_CONTROL_MASK)
    fake_key (XK_Control_L, TRUE);
  if (modifiers & GDK_ALT_MASK)
    fake_key (XK_Alt_L, TRUE);
  if ((modifiers & GDK_SHIFT_MASK) || shifted)
    fake_key (XK_Shift_L, TRUE);
  fake_key (keyval, TRUE);
  fake_key (keyval, FALSE);
  if ((modifiers & GDK_SHIFT_MASK) || shifted)
    fake_key (XK_Shift_L, FALSE);
  if (modifiers & GDK_ALT_MASK)
    fake_key (XK_Alt_L, FALSE);
  if (modifiers & GDK_CONTROL_MASK)
    fake_key (XK_Control_L, FALSE);
  /* What the keys set off (a window mapped, a popover) may take another
   * round trip to the server. */
  for (guint i = 0; i < 3; i++)
    {
      XSync (x_display (), False);
      tav_test_run_pending ();
    }
}

/* Types @text (ASCII letters, digits and spaces; capitals with Shift). */
static void
type (const char *text)
{
  for (const char *p = text; *p != '\0'; p++)
    {
      char key[2] = { *p, '\0' };

      if (g_ascii_isupper (*p))
        {
          g_autofree char *shifted = g_strdup_printf ("<Shift>%c", g_ascii_tolower (*p));

          press (shifted);
        }
      else
        press (*p == ' ' ? "space" : key);
    }
}

/* ---- The focus -------------------------------------------------------- */

static GtkWindow *
active_window (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (gtk_window_is_active (window))
        return window;
    }
  return NULL;
}

static GtkWidget *
focus_widget (void)
{
  GtkWindow *window = active_window ();

  return window ? gtk_root_get_focus (GTK_ROOT (window)) : NULL;
}

static gboolean
is_active (gpointer window)
{
  return gtk_window_is_active (window);
}

/* Whether the X server gives @window the keys. */
static gboolean
has_x_focus (gpointer window)
{
  Window focus;
  int revert;

  XGetInputFocus (x_display (), &focus, &revert);
  return focus == gdk_x11_surface_get_xid (gtk_native_get_surface (GTK_NATIVE (window)));
}

/* Gives @window the X input focus, as a window manager would when it is
 * shown (Xvfb has none). */
static void
focus_window (GtkWindow *window)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));

  wait_until (tav_test_is_mapped, window);
  XSetInputFocus (x_display (), gdk_x11_surface_get_xid (surface), RevertToParent, CurrentTime);
  XSync (x_display (), False);
  wait_until (has_x_focus, window);
  wait_until (is_active, window);
  tav_test_run_pending ();
}

/* Whether the focus is @widget or inside it. */
static gboolean
focus_in (GtkWidget *widget)
{
  GtkWidget *focus = focus_widget ();

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

/* Presses Tab until the focus reaches @widget: at most 40 times, as no
 * dialog of Tavolo has that many stops. */
static void
tab_to (GtkWidget *widget)
{
  for (guint i = 0; i < 40 && !focus_in (widget); i++)
    press ("Tab");

  if (!focus_in (widget))
    g_error ("Tab never reaches the %s (the focus is on a %s)", G_OBJECT_TYPE_NAME (widget),
             focus_widget () ? G_OBJECT_TYPE_NAME (focus_widget ()) : "nothing");
}

/* ---- Windows ---------------------------------------------------------- */

typedef struct {
  GType type;
} Kind;

static gboolean
toplevel_mapped (gpointer data)
{
  GtkWindow *window = tav_test_find_toplevel (((Kind *) data)->type);

  return window != NULL && gtk_widget_get_mapped (GTK_WIDGET (window));
}

static gboolean
toplevel_active (gpointer data)
{
  GtkWindow *window = tav_test_find_toplevel (((Kind *) data)->type);

  return window != NULL && gtk_window_is_active (window);
}

static gboolean
toplevel_gone (gpointer data)
{
  GtkWindow *window = tav_test_find_toplevel (((Kind *) data)->type);

  return window == NULL || !gtk_widget_get_visible (GTK_WIDGET (window));
}

/* Waits for the newest window of @type to be shown and take the focus. */
static gpointer
wait_for_window (GType type)
{
  Kind kind = { type };
  GtkWindow *window;

  wait_until (toplevel_mapped, &kind);
  window = tav_test_find_toplevel (type);
  if (!gtk_window_is_active (window))
    focus_window (window);
  wait_until (toplevel_active, &kind);
  return window;
}

static gpointer
child (gpointer    widget,
       GType       type,
       const char *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (widget), type, name);

  g_assert_nonnull (object);
  return object;
}

static gboolean
has_event (gpointer window)
{
  return tav_window_get_event (window) != NULL;
}

static const char *
visible_page (TavWindow *window)
{
  return adw_view_stack_get_visible_child_name (child (window, TAV_TYPE_WINDOW, "view_stack"));
}

static gboolean
popover_shown (gpointer button)
{
  GtkPopover *popover = gtk_menu_button_get_popover (button);

  return popover != NULL && gtk_widget_get_mapped (GTK_WIDGET (popover));
}

static gboolean
popover_hidden (gpointer button)
{
  return !popover_shown (button);
}

static gboolean
is_unmapped (gpointer widget)
{
  return !gtk_widget_get_mapped (widget);
}

/* The popover under @widget (a combo row's list). */
static GtkWidget *
find_popover (GtkWidget *widget)
{
  if (GTK_IS_POPOVER (widget))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_popover (c);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The Main Menu button of the window's header bar. */
static GtkMenuButton *
main_menu_button (GtkWidget *widget)
{
  if (GTK_IS_MENU_BUTTON (widget) && gtk_menu_button_get_primary (GTK_MENU_BUTTON (widget)))
    return GTK_MENU_BUTTON (widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkMenuButton *found = main_menu_button (c);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The shortcut of @action in the shortcuts window @window. */
static GtkWidget *
shortcut_for (GtkWidget  *widget,
              const char *action)
{
  if (GTK_IS_SHORTCUTS_SHORTCUT (widget))
    {
      g_autofree char *name = NULL;

      g_object_get (widget, "action-name", &name, NULL);
      if (g_strcmp0 (name, action) == 0)
        return widget;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = shortcut_for (c, action);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* ---- The test --------------------------------------------------------- */

/* A Star Wars: Destiny event of four players, from the keyboard alone:
 * made (Ctrl+N, the name typed, the ruleset chosen with the arrows,
 * Alt+R), its players typed in, round 1 drawn (Ctrl+2, Alt+D), the result
 * of table 1 entered (Ctrl+F, “1”, Enter, Tab to the winner, Space, Enter,
 * Ctrl+Return), then the standings (Ctrl+3), the main menu (F10, Escape)
 * and the shortcuts window (Ctrl+?). */
static void
test_keyboard_workflow (void)
{
  static const char *names[] = { "Ann", "Bob", "Cid", "Dee" };
  g_autoptr(TavApplication) app = tav_application_new ();
  g_autoptr(GError) error = NULL;
  TavEventDialog *event_dialog;
  TavResultDialog *result_dialog;
  GtkShortcutsWindow *shortcuts;
  GtkMenuButton *menu_button;
  GtkWidget *ruleset_row, *popover, *form, *winner_field, *shortcut;
  TavWindow *window;
  TavEvent *event;
  TavStage *stage;
  TavRound *round;
  TavTable *table;
  const char *winner;
  g_autofree char *accelerator = NULL;

  /* The application's accelerators are set when it starts. */
  g_application_set_flags (G_APPLICATION (app),
                           g_application_get_flags (G_APPLICATION (app)) | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);

  window = g_object_ref (tav_window_new (GTK_APPLICATION (app)));
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 900);
  gtk_window_present (GTK_WINDOW (window));
  focus_window (GTK_WINDOW (window));

  /* A new event. */
  press ("<Control>n");
  event_dialog = wait_for_window (TAV_TYPE_EVENT_DIALOG);
  type ("Keyboard Cup");
  ruleset_row = child (event_dialog, TAV_TYPE_EVENT_DIALOG, "ruleset_row");
  tab_to (ruleset_row);
  /* Space opens the list, Down goes to the fourth ruleset (Star Wars:
   * Destiny), Enter chooses it. */
  press ("space");
  popover = find_popover (ruleset_row);
  g_assert_nonnull (popover);
  wait_until (tav_test_is_mapped, popover);
  for (guint i = 0; i < 3; i++)
    press ("Down");
  press ("Return");
  wait_until (is_unmapped, popover);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (ruleset_row)), ==, 3);
  /* Without a window manager the X focus does not come back to the dialog
   * from the list's window on its own. */
  focus_window (GTK_WINDOW (event_dialog));
  press ("<Alt>r");
  wait_until (has_event, window);
  event = tav_window_get_event (window);
  g_assert_cmpstr (tav_event_get_name (event), ==, "Keyboard Cup");
  g_assert_cmpstr (tav_event_get_ruleset_id (event), ==, "destiny");
  focus_window (GTK_WINDOW (window));
  g_assert_cmpstr (visible_page (window), ==, "players");

  /* Its players, each name typed and Enter. */
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      type (names[i]);
      press ("Return");
    }
  g_assert_cmpuint (tav_event_get_n_players (event), ==, 4);
  g_assert_cmpstr (tav_player_get_name (tav_event_get_player (event, 3)), ==, "Dee");

  /* Round 1. */
  press ("<Control>2");
  g_assert_cmpstr (visible_page (window), ==, "rounds");
  press ("<Alt>d");
  stage = tav_event_get_current_stage (event);
  g_assert_nonnull (stage);
  round = tav_stage_get_last_round (stage);
  g_assert_nonnull (round);
  g_assert_cmpuint (tav_round_get_n_tables (round), ==, 2);

  /* Table 1's result: found by number, opened with Enter. */
  press ("<Control>f");
  type ("1");
  press ("Return");
  result_dialog = wait_for_window (TAV_TYPE_RESULT_DIALOG);
  /* The winner: Tab to the field, Space opens its list, Enter takes the
   * first player (the first seat). */
  form = adw_bin_get_child (child (result_dialog, TAV_TYPE_RESULT_DIALOG, "form_bin"));
  winner_field = tav_result_form_get_editor (TAV_RESULT_FORM (form), -1, "winner");
  g_assert_true (ADW_IS_COMBO_ROW (winner_field));
  tab_to (winner_field);
  press ("space");
  popover = find_popover (winner_field);
  g_assert_nonnull (popover);
  wait_until (tav_test_is_mapped, popover);
  press ("Home");
  press ("Return");
  wait_until (is_unmapped, popover);
  table = tav_round_find_table (round, 1);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (winner_field)), ==, 0);
  focus_window (GTK_WINDOW (result_dialog));
  press ("<Control>Return");
  {
    Kind kind = { TAV_TYPE_RESULT_DIALOG };

    wait_until (toplevel_gone, &kind);
  }
  event = tav_window_get_event (window);
  round = tav_stage_get_last_round (tav_event_get_current_stage (event));
  table = tav_round_find_table (round, 1);
  g_assert_true (tav_table_has_result (table));
  winner = json_object_get_string_member (tav_table_get_result (table), "winner");
  g_assert_cmpstr (winner, ==, tav_table_get_seat (table, 0));
  g_assert_cmpuint (tav_round_get_n_entered (round), ==, 1);

  /* The other pages and menus. */
  focus_window (GTK_WINDOW (window));
  press ("<Control>3");
  g_assert_cmpstr (visible_page (window), ==, "standings");
  press ("<Control>1");
  g_assert_cmpstr (visible_page (window), ==, "players");

  menu_button = main_menu_button (GTK_WIDGET (window));
  g_assert_nonnull (menu_button);
  press ("F10");
  wait_until (popover_shown, menu_button);
  press ("Escape");
  wait_until (popover_hidden, menu_button);
  focus_window (GTK_WINDOW (window));

  press ("<Control>question");
  shortcuts = wait_for_window (GTK_TYPE_SHORTCUTS_WINDOW);
  shortcut = shortcut_for (GTK_WIDGET (shortcuts), "win.new");
  g_assert_nonnull (shortcut);
  g_object_get (shortcut, "accelerator", &accelerator, NULL);
  g_assert_cmpstr (accelerator, ==, "<Control>n");
  press ("Escape");
  {
    Kind kind = { GTK_TYPE_SHORTCUTS_WINDOW };

    wait_until (toplevel_gone, &kind);
  }

  gtk_window_destroy (GTK_WINDOW (window));
  tav_test_wait_for_finalize (window);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/keyboard/workflow", test_keyboard_workflow);

  return g_test_run ();
}
