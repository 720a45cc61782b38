/* test-keyboard.c — small events run from the keyboard alone (Destiny, BANG!)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every step is a key pressed and released on the X server (XTest), so
 * that it reaches the window as a person's would: through the focus, the
 * mnemonics and the application's accelerators. Nothing is clicked and no
 * widget is called: a control the keyboard cannot reach fails the test.
 *
 * What makes it deterministic (it used to lose a key in one run of two):
 * - No key is sent before a person would see where it goes: the window
 *   GTK calls active has the X focus, and the focus inside it is on a
 *   shown widget. After a popover (a drop-down's list, the main menu)
 *   closes, GTK gives the focus back to the widget that opened it a few
 *   events later; a key sent in between went to a hidden widget and was
 *   lost. The test waits for it instead (keyboard_focus_settled()).
 * - Each key is waited for until GDK has read its release from the X
 *   server ("xevent" of the GdkX11Display); a key that never comes fails
 *   at once, naming the window that had the X focus.
 * - Xvfb has no window manager: the test does what one would, giving the
 *   X focus to a window when it is shown and back to the main window when
 *   a dialog closes (focus_window()).
 * - Enter in the Rounds page's search waits until the page shows the
 *   table typed: the search entry reports a change after a short delay.
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include <adwaita.h>
#include <gdk/x11/gdkx.h>
#include <X11/extensions/XInput2.h>
#include <X11/extensions/XTest.h>
#include <X11/XKBlib.h>
#include <X11/keysym.h>

#include "tav-application.h"
#include "tav-document.h"
#include "tav-event-dialog.h"
#include "tav-field-editor.h"
#include "tav-result-dialog.h"
#include "tav-result-form.h"
#include "tav-rounds-page.h"
#include "tav-standings-page.h"
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

/* The key whose release the test waits for GDK to read, and whether it
 * has. */
static KeyCode awaited_key;
static gboolean key_arrived;
static int xi_opcode;

/* Sees every X event before GDK turns it into its own: the release of
 * the awaited key, from the keyboard (XInput 2, as GTK asks for them) or
 * as a core event. */
static gboolean
xevent_cb (GdkX11Display *display,
           const XEvent  *xevent,
           gpointer       data)
{
  if (xevent->type == GenericEvent && xevent->xcookie.extension == xi_opcode
      && xevent->xcookie.evtype == XI_KeyRelease && xevent->xcookie.data != NULL)
    {
      const XIDeviceEvent *event = xevent->xcookie.data;

      if (event->detail == awaited_key)
        key_arrived = TRUE;
    }
  else if (xevent->type == KeyRelease && xevent->xkey.keycode == awaited_key)
    key_arrived = TRUE;

  return FALSE;
}

static void
watch_keys (void)
{
  int event, error;

  g_assert_true (XQueryExtension (x_display (), "XInputExtension", &xi_opcode, &event, &error));
  g_signal_connect (gdk_display_get_default (), "xevent", G_CALLBACK (xevent_cb), NULL);
}

static gboolean
has_key_arrived (gpointer data)
{
  return key_arrived;
}

static void
fake_key (KeySym   keysym,
          gboolean press)
{
  KeyCode code = XKeysymToKeycode (x_display (), keysym);

  g_assert_cmpuint (code, !=, 0);
  XTestFakeKeyEvent (x_display (), code, press, CurrentTime);
}

static void wait_for_keyboard_focus (const char *accelerator);
static char *describe_x_focus (void);

/* Presses @accelerator ("<Control>n", "Tab", "a") once the focus has
 * settled on a shown widget, and returns when the application has read
 * the key's release and done what it set off at once; what takes longer
 * (a window mapped) the caller waits for. A key typed with Shift on the
 * keyboard (“?”) gets it. */
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

  wait_for_keyboard_focus (accelerator);

  awaited_key = code;
  key_arrived = FALSE;
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
  XSync (x_display (), False);

  {
    g_autofree char *focus = describe_x_focus ();
    g_autofree char *what = g_strdup_printf ("the key %s to reach the application (X focus on %s)",
                                             accelerator, focus);

    tav_test_wait_until (has_key_arrived, NULL, what);
  }
  /* The modifiers' releases came before the reply to XSync: all the
   * events are read; GTK handles them. */
  tav_test_run_pending ();
}

/* Types @text (ASCII letters, digits, spaces and the signs of a path;
 * capitals with Shift). */
static void
type (const char *text)
{
  static const char *signs[][2] = { { " ", "space" }, { "/", "slash" }, { ".", "period" },
                                    { "-", "minus" }, { "_", "underscore" } };

  for (const char *p = text; *p != '\0'; p++)
    {
      char key[2] = { *p, '\0' };
      const char *name = key;

      for (guint i = 0; i < G_N_ELEMENTS (signs); i++)
        if (*p == signs[i][0][0])
          name = signs[i][1];
      if (g_ascii_isupper (*p))
        {
          g_autofree char *shifted = g_strdup_printf ("<Shift>%c", g_ascii_tolower (*p));

          press (shifted);
        }
      else
        press (name);
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

/* The toplevel of the application that X gives the keys to, if any. */
static GtkWindow *
x_focus_window (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (gtk_widget_get_realized (GTK_WIDGET (window)) && has_x_focus (window))
        return window;
    }
  return NULL;
}

static char *
describe_x_focus (void)
{
  GtkWindow *window = x_focus_window ();
  Window focus;
  int revert;

  XGetInputFocus (x_display (), &focus, &revert);
  return g_strdup_printf ("window 0x%lx, %s", focus,
                          window ? G_OBJECT_TYPE_NAME (window) : "none of the application's");
}

typedef struct {
  const char *accelerator;
  char       *problem;
} FocusCheck;

/* Whether a key pressed now goes where a person at the keyboard sees the
 * focus: the X server gives the keys to the window GTK calls active, and
 * the focus inside it is on a widget that is shown (not one left in a
 * popover that has just closed). */
static gboolean
keyboard_focus_settled (gpointer data)
{
  FocusCheck *check = data;
  GtkWindow *window = active_window ();
  GtkWidget *focus;

  g_clear_pointer (&check->problem, g_free);
  if (window == NULL)
    {
      g_autofree char *x_focus = describe_x_focus ();

      check->problem = g_strdup_printf ("no window of the application is active (X focus on %s)", x_focus);
      return FALSE;
    }
  if (!has_x_focus (window))
    {
      g_autofree char *x_focus = describe_x_focus ();

      check->problem = g_strdup_printf ("the %s is active but the X server gives the keys to %s",
                                        G_OBJECT_TYPE_NAME (window), x_focus);
      return FALSE;
    }
  focus = gtk_root_get_focus (GTK_ROOT (window));
  if (focus != NULL && !gtk_widget_get_mapped (focus))
    {
      check->problem = g_strdup_printf ("the focus of the %s is on a %s that is not shown",
                                        G_OBJECT_TYPE_NAME (window), G_OBJECT_TYPE_NAME (focus));
      return FALSE;
    }
  return TRUE;
}

/* Waits for keyboard_focus_settled(), saying (once) why not yet. */
static gboolean
keyboard_focus_settled_logged (gpointer data)
{
  FocusCheck *check = data;
  g_autofree char *previous = g_steal_pointer (&check->problem);

  if (keyboard_focus_settled (check))
    return TRUE;
  if (g_strcmp0 (previous, check->problem) != 0)
    g_test_message ("Before the key %s: %s", check->accelerator, check->problem);
  return FALSE;
}

static void
wait_for_keyboard_focus (const char *accelerator)
{
  FocusCheck check = { accelerator, NULL };
  g_autofree char *what = g_strdup_printf ("the keyboard focus to settle before the key %s"
                                           " (the last message above says where it is)", accelerator);

  tav_test_wait_until (keyboard_focus_settled_logged, &check, what);
  g_clear_pointer (&check.problem, g_free);
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
  g_autofree char *what = g_strdup_printf ("a %s to be shown", g_type_name (type));

  tav_test_wait_until (toplevel_mapped, &kind, what);
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

typedef gboolean (*WidgetTest) (GtkWidget  *widget,
                                const char *action);

/* The first widget under @widget, itself included, that @test accepts. */
static GtkWidget *
find_widget (GtkWidget  *widget,
             WidgetTest  test,
             const char *action)
{
  if (test (widget, action))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_widget (c, test, action);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The popover under @widget (a combo row's list). */
static GtkWidget *
find_popover (GtkWidget *widget)
{
  return tav_test_find_descendant (widget, GTK_TYPE_POPOVER);
}

static gboolean
is_main_menu_button (GtkWidget  *widget,
                     const char *unused)
{
  return GTK_IS_MENU_BUTTON (widget) && gtk_menu_button_get_primary (GTK_MENU_BUTTON (widget));
}

/* The Main Menu button of the window's header bar. */
static GtkMenuButton *
main_menu_button (GtkWidget *widget)
{
  return GTK_MENU_BUTTON (find_widget (widget, is_main_menu_button, NULL));
}

static gboolean
is_shortcut_for (GtkWidget  *widget,
                 const char *action)
{
  g_autofree char *name = NULL;

  if (!GTK_IS_SHORTCUTS_SHORTCUT (widget))
    return FALSE;
  g_object_get (widget, "action-name", &name, NULL);
  return g_strcmp0 (name, action) == 0;
}

/* The shortcut of @action in the shortcuts window @window. */
static GtkWidget *
shortcut_for (GtkWidget  *widget,
              const char *action)
{
  return find_widget (widget, is_shortcut_for, action);
}

/* Fails, saying which key did not do what, unless @done. Keys do what
 * they do as GTK reads them: press() has returned after that. */
static void
expect_after (const char *key,
              gboolean    done,
              const char *what)
{
  if (!done)
    g_error ("The key %s did not %s", key, what);
}

/* ---- Steps ------------------------------------------------------------ */

/* Goes to item @position of the list of @widget (a combo row or a
 * drop-down) the way a keyboard user does: Tab to it, Space opens its list,
 * Home and Down go to the item, Enter takes it. */
static void
pick (GtkWidget *widget,
      guint      position)
{
  GtkWidget *popover;

  tab_to (widget);
  press ("space");
  popover = find_popover (widget);
  g_assert_nonnull (popover);
  tav_test_wait_until (tav_test_is_mapped, popover, "the drop-down's list to open on Space");
  press ("Home");
  for (guint i = 0; i < position; i++)
    press ("Down");
  press ("Return");
  tav_test_wait_until (is_unmapped, popover, "the drop-down's list to close on Enter");
}

/* Chooses item @position of the combo row @row from the keyboard. */
static void
choose (GtkWidget *row,
        guint      position)
{
  pick (row, position);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (row)), ==, position);
}

/* Chooses the choice @id of the result form's field @editor from the
 * keyboard. */
static void
choose_field (GtkWidget  *editor,
              const char *id)
{
  guint position = tav_field_editor_find_choice (editor, id);

  g_assert_cmpuint (position, !=, GTK_INVALID_LIST_POSITION);
  pick (editor, position);
  /* A table's field is a combo row, a seat's a drop-down. */
  g_assert_cmpuint (ADW_IS_COMBO_ROW (editor) ? adw_combo_row_get_selected (ADW_COMBO_ROW (editor))
                                              : gtk_drop_down_get_selected (GTK_DROP_DOWN (editor)), ==, position);
}

/* Ticks or clears the check box @editor from the keyboard: Tab to it,
 * Space. */
static void
set_check (GtkWidget *editor,
           gboolean   active)
{
  g_assert_true (GTK_IS_CHECK_BUTTON (editor));
  if (gtk_check_button_get_active (GTK_CHECK_BUTTON (editor)) == active)
    return;
  tab_to (editor);
  press ("space");
  expect_after ("space", gtk_check_button_get_active (GTK_CHECK_BUTTON (editor)) == active,
                "tick the check box");
}

static TavRound *
current_round (TavWindow *window)
{
  TavStage *stage = tav_event_get_current_stage (tav_window_get_event (window));

  return stage != NULL ? tav_stage_get_last_round (stage) : NULL;
}

typedef struct {
  GtkGridView *view;
  guint        number;
} Shown;

/* Whether the rounds page's cards are table @number's alone. */
static gboolean
shows_table_alone (gpointer data)
{
  Shown *shown = data;
  GListModel *model = G_LIST_MODEL (gtk_grid_view_get_model (shown->view));
  g_autoptr(TavTable) table = NULL;

  if (g_list_model_get_n_items (model) != 1)
    return FALSE;
  table = g_list_model_get_item (model, 0);
  return tav_table_get_number (table) == shown->number;
}

/* Table @number's result dialog, opened from the Rounds page's search
 * (Ctrl+F, the number, Enter). */
static TavResultDialog *
open_result (TavWindow *window,
             guint      number)
{
  g_autofree char *typed = g_strdup_printf ("%u", number);
  gpointer rounds_page = child (window, TAV_TYPE_WINDOW, "rounds_page");
  GtkEditable *find_entry;

  press ("<Control>f");
  find_entry = child (rounds_page, TAV_TYPE_ROUNDS_PAGE, "find_entry");
  expect_after ("<Control>f", focus_in (GTK_WIDGET (find_entry)), "put the focus in the Rounds page's search");
  /* The number replaces what the entry held: Ctrl+F selects it, also
   * when the entry has the focus already, as after a result. */
  type (typed);
  g_assert_cmpstr (gtk_editable_get_text (find_entry), ==, typed);
  /* Enter once the page shows that table alone, as the organiser sees it. */
  {
    /* (a table number typed shows it alone, in the short list's own view) */
    Shown shown = { child (rounds_page, TAV_TYPE_ROUNDS_PAGE, "found_tables_view"), number };

    wait_until (shows_table_alone, &shown);
  }
  press ("Return");
  return wait_for_window (TAV_TYPE_RESULT_DIALOG);
}

/* The form of @dialog, and one of its fields. */
static TavResultForm *
form_of (TavResultDialog *dialog)
{
  return TAV_RESULT_FORM (adw_bin_get_child (child (dialog, TAV_TYPE_RESULT_DIALOG, "form_bin")));
}

/* Saves @dialog with Ctrl+Return; the table @number has its result. */
static void
save_result (TavWindow       *window,
             TavResultDialog *dialog,
             guint            number)
{
  g_object_ref (dialog);
  press ("<Control>Return");
  tav_test_wait_until (is_unmapped, dialog, "the result dialog to close on Ctrl+Return (Save)");
  g_object_unref (dialog);
  /* The window manager gives the keys back to the main window. */
  focus_window (GTK_WINDOW (window));
  g_assert_true (tav_table_has_result (tav_round_find_table (current_round (window), number)));
}

/* Table @number's result, found by its number on the Rounds page, the
 * winner the player in seat @seat (from 0), saved with Ctrl+Return. */
static void
enter_result (TavWindow *window,
              guint      number,
              guint      seat)
{
  TavResultDialog *dialog = open_result (window, number);
  GtkWidget *winner_field = tav_result_form_get_editor (form_of (dialog), -1, "winner");
  TavTable *table = tav_round_find_table (current_round (window), number);

  /* Both players' names on buttons, none pressed yet: Tab to the
   * winner's, Space. */
  g_assert_true (GTK_IS_BOX (winner_field));
  g_assert_true (tav_field_editor_is_unchosen (winner_field));
  {
    GtkWidget *button = gtk_widget_get_first_child (winner_field);

    for (guint i = 0; i < seat; i++)
      button = gtk_widget_get_next_sibling (button);
    tab_to (button);
    press ("space");
    expect_after ("space", gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)), "press the winner's button");
  }
  {
    g_autofree char *chosen = tav_field_editor_get_text (winner_field);

    g_assert_cmpstr (chosen, ==, tav_table_get_seat (table, seat));
  }
  save_result (window, dialog, number);

  table = tav_round_find_table (current_round (window), number);
  g_assert_cmpstr (json_object_get_string_member (tav_table_get_result (table), "winner"), ==,
                   tav_table_get_seat (table, seat));
}

/* The tournament points of @player_id in the standings page's table. */
static double
points_of (TavWindow  *window,
           const char *player_id)
{
  TavStandings *standings = tav_standings_page_get_standings (child (window, TAV_TYPE_WINDOW, "standings_page"));
  TavStandingsRow *row = tav_standings_find_player (standings, player_id);
  int column = tav_standings_find_column (standings, "score");

  g_assert_nonnull (row);
  g_assert_cmpint (column, >=, 0);
  return tav_standings_row_get_value (row, column);
}

typedef struct {
  TavWindow  *window;
  const char *player_id;
  double      points;
} Points;

static gboolean
has_points (gpointer data)
{
  Points *points = data;

  return points_of (points->window, points->player_id) == points->points;
}

/* The application started (its accelerators are set then) and a window
 * of it shown, with the keys. */
static TavWindow *
start_window (TavApplication *app)
{
  g_autoptr(GError) error = NULL;
  TavWindow *window;

  g_application_set_flags (G_APPLICATION (app),
                           g_application_get_flags (G_APPLICATION (app)) | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);

  window = g_object_ref (tav_window_new (GTK_APPLICATION (app)));
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 900);
  gtk_window_present (GTK_WINDOW (window));
  focus_window (GTK_WINDOW (window));
  return window;
}

/* ---- The test --------------------------------------------------------- */

/* A Star Wars: Destiny event of four players, from the keyboard alone:
 * made (Ctrl+N, the name typed, the ruleset chosen from its list, Alt+R),
 * its players typed in, round 1 drawn (Ctrl+2, Alt+D), the result of both
 * tables entered (Ctrl+F, the number, Enter, the winner chosen,
 * Ctrl+Return), the standings (Ctrl+3), and the last result undone
 * (Ctrl+Z); then the main menu (F10, Escape) and the shortcuts window
 * (Ctrl+?). */
static void
test_keyboard_workflow (void)
{
  static const char *names[] = { "Ann", "Bob", "Cid", "Dee" };
  g_autoptr(TavApplication) app = tav_application_new ();
  g_autoptr(GError) error = NULL;
  TavEventDialog *event_dialog;
  GtkShortcutsWindow *shortcuts;
  GtkMenuButton *menu_button;
  GtkWidget *shortcut;
  TavWindow *window;
  TavEvent *event;
  TavRound *round;
  TavTable *table1, *table2;
  g_autofree char *accelerator = NULL;
  g_autofree char *winner1 = NULL, *winner2 = NULL, *loser2 = NULL;
  Kind event_dialog_kind = { TAV_TYPE_EVENT_DIALOG };

  window = start_window (app);
  g_assert_null (tav_window_get_event (window));

  /* A new event. */
  press ("<Control>n");
  event_dialog = wait_for_window (TAV_TYPE_EVENT_DIALOG);
  type ("Keyboard Cup");
  /* The fourth ruleset of the list: Star Wars: Destiny. */
  choose (child (event_dialog, TAV_TYPE_EVENT_DIALOG, "ruleset_row"), 3);
  press ("<Alt>r");
  /* The event is made a moment later. */
  tav_test_wait_until (has_event, window, "the event that Alt+R (the New Event dialog's Create button) makes");
  tav_test_wait_until (toplevel_gone, &event_dialog_kind, "the New Event dialog to close");
  event = tav_window_get_event (window);
  g_assert_cmpstr (tav_event_get_name (event), ==, "Keyboard Cup");
  g_assert_cmpstr (tav_event_get_ruleset_id (event), ==, "destiny");
  focus_window (GTK_WINDOW (window));
  expect_after ("<Alt>r", g_str_equal (visible_page (window), "players"), "open the new event on its Players page");

  /* Its players, each name typed and Enter. */
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      type (names[i]);
      press ("Return");
      expect_after ("Return", tav_event_get_n_players (tav_window_get_event (window)) == i + 1,
                    "add the player typed in the Players page");
    }
  event = tav_window_get_event (window);
  g_assert_cmpuint (tav_event_get_n_players (event), ==, 4);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    g_assert_cmpstr (tav_player_get_name (tav_event_get_player (event, i)), ==, names[i]);

  /* Round 1. */
  press ("<Control>2");
  expect_after ("<Control>2", g_str_equal (visible_page (window), "rounds"), "show the Rounds page");
  press ("<Alt>d");
  round = current_round (window);
  expect_after ("<Alt>d", round != NULL, "draw round 1 (the Rounds page's Draw Round 1 button)");
  g_assert_cmpuint (tav_round_get_n_tables (round), ==, 2);
  g_assert_cmpuint (tav_round_get_n_entered (round), ==, 0);

  /* Every result: seat 1 wins at table 1, seat 2 at table 2. */
  enter_result (window, 1, 0);
  enter_result (window, 2, 1);
  round = current_round (window);
  g_assert_cmpuint (tav_round_get_n_entered (round), ==, 2);
  table1 = tav_round_find_table (round, 1);
  table2 = tav_round_find_table (round, 2);
  winner1 = g_strdup (tav_table_get_seat (table1, 0));
  winner2 = g_strdup (tav_table_get_seat (table2, 1));
  loser2 = g_strdup (tav_table_get_seat (table2, 0));

  /* The standings: a win is one tournament point. */
  press ("<Control>3");
  expect_after ("<Control>3", g_str_equal (visible_page (window), "standings"), "show the Standings page");
  g_assert_cmpuint (tav_standings_get_n_rows (tav_standings_page_get_standings (child (window, TAV_TYPE_WINDOW, "standings_page"))), ==, 4);
  g_assert_cmpfloat (points_of (window, winner1), ==, 1);
  g_assert_cmpfloat (points_of (window, winner2), ==, 1);
  g_assert_cmpfloat (points_of (window, tav_table_get_seat (table1, 1)), ==, 0);
  g_assert_cmpfloat (points_of (window, loser2), ==, 0);

  /* Undo takes back table 2's result, and the standings follow. */
  press ("<Control>z");
  round = current_round (window);
  expect_after ("<Control>z", tav_round_get_n_entered (round) == 1, "undo the last result");
  g_assert_true (tav_table_has_result (tav_round_find_table (round, 1)));
  g_assert_false (tav_table_has_result (tav_round_find_table (round, 2)));
  {
    Points points = { window, winner2, 0 };

    wait_until (has_points, &points);
  }
  g_assert_cmpfloat (points_of (window, winner1), ==, 1);

  /* The main menu opens on F10 and closes on Escape. */
  menu_button = main_menu_button (GTK_WIDGET (window));
  g_assert_nonnull (menu_button);
  press ("F10");
  tav_test_wait_until (popover_shown, menu_button, "the main menu to open on F10");
  press ("Escape");
  tav_test_wait_until (popover_hidden, menu_button, "the main menu to close on Escape");

  /* The shortcuts window, with the application's keys. */
  press ("<Control>question");
  shortcuts = wait_for_window (GTK_TYPE_SHORTCUTS_WINDOW);
  shortcut = shortcut_for (GTK_WIDGET (shortcuts), "win.new");
  g_assert_nonnull (shortcut);
  g_object_get (shortcut, "accelerator", &accelerator, NULL);
  g_assert_cmpstr (accelerator, ==, "<Control>n");
  press ("Escape");
  {
    Kind kind = { GTK_TYPE_SHORTCUTS_WINDOW };

    tav_test_wait_until (toplevel_gone, &kind, "the shortcuts window to close on Escape");
  }

  gtk_window_destroy (GTK_WINDOW (window));
  tav_test_wait_for_finalize (window);
}

/* Whether the file @path exists. */
static gboolean
file_exists (gpointer path)
{
  return g_file_test (path, G_FILE_TEST_IS_REGULAR);
}

/* BANG! 2011 from the keyboard alone, where the window test's tournament
 * goes and the Destiny event above does not: ten players, round 1 drawn
 * and drawn again (Alt+A, the question answered with Alt+D), a table's
 * result with a role, a life and dollars for each seat (drop-downs, check
 * boxes and a number field, each reached with Tab), the secret standings
 * shown (Ctrl+3, Tab to Show, Enter), and the event saved (Ctrl+S, the
 * file's path typed in the file chooser, Enter). */
static void
test_keyboard_bang (void)
{
  static const char *names[] = { "Ada", "Ben", "Cleo", "Dan", "Eva", "Finn", "Gus", "Hana", "Ivo", "Jo" };
  static const char *roles[] = { "sheriff", "deputy", "outlaw", "outlaw", "renegade" };
  g_autoptr(TavApplication) app = tav_application_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tavolo-keys-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "bang-night.tavolo", NULL);
  Kind event_dialog_kind = { TAV_TYPE_EVENT_DIALOG };
  Kind question_kind = { ADW_TYPE_MESSAGE_DIALOG };
  gpointer rounds_page, standings_page;
  TavResultDialog *dialog;
  TavResultForm *form;
  TavWindow *window;
  TavRound *round;
  TavTable *table;
  JsonObject *result;

  g_assert_no_error (error);
  window = start_window (app);
  rounds_page = child (window, TAV_TYPE_WINDOW, "rounds_page");
  standings_page = child (window, TAV_TYPE_WINDOW, "standings_page");

  /* A new event, BANG! 2011 (the first ruleset of the list). */
  press ("<Control>n");
  wait_for_window (TAV_TYPE_EVENT_DIALOG);
  type ("Bang Night");
  choose (child (tav_test_find_toplevel (TAV_TYPE_EVENT_DIALOG), TAV_TYPE_EVENT_DIALOG, "ruleset_row"), 0);
  press ("<Alt>r");
  tav_test_wait_until (has_event, window, "the event that Alt+R makes");
  tav_test_wait_until (toplevel_gone, &event_dialog_kind, "the New Event dialog to close");
  g_assert_cmpstr (tav_event_get_ruleset_id (tav_window_get_event (window)), ==, "bang-2011");
  focus_window (GTK_WINDOW (window));

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      type (names[i]);
      press ("Return");
    }
  g_assert_cmpuint (tav_event_get_n_players (tav_window_get_event (window)), ==, 10);

  /* Round 1 at two tables of five, drawn again after the question. */
  press ("<Control>2");
  press ("<Alt>d");
  round = current_round (window);
  expect_after ("<Alt>d", round != NULL, "draw round 1");
  g_assert_cmpuint (tav_round_get_n_tables (round), ==, 2);
  press ("<Alt>a");
  wait_for_window (ADW_TYPE_MESSAGE_DIALOG);
  press ("<Alt>d");
  tav_test_wait_until (toplevel_gone, &question_kind, "the question to close on Alt+D (Draw Again)");
  focus_window (GTK_WINDOW (window));
  round = current_round (window);
  g_assert_cmpuint (tav_round_get_plan_salt (round), ==, 1);
  g_assert_nonnull (strstr (gtk_label_get_label (child (rounds_page, TAV_TYPE_ROUNDS_PAGE, "round_subtitle_label")),
                            "drawn again 1×"));

  /* Table 1: the Law wins; the Sheriff and the Deputy alive, the
   * Outlaw in seat 3 paid $300 in the auction. */
  dialog = open_result (window, 1);
  form = form_of (dialog);
  for (guint seat = 0; seat < 5; seat++)
    {
      choose_field (tav_result_form_get_editor (form, seat, "role"), roles[seat]);
      set_check (tav_result_form_get_editor (form, seat, "alive"), seat < 2);
    }
  tab_to (tav_result_form_get_editor (form, 2, "spent"));
  /* Tab selects the field's text: what is typed replaces it. */
  type ("300");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (tav_result_form_get_editor (form, 2, "spent"))), ==, "300");
  choose_field (tav_result_form_get_editor (form, -1, "outcome"), "law");
  save_result (window, dialog, 1);

  table = tav_round_find_table (current_round (window), 1);
  result = tav_table_get_result (table);
  g_assert_cmpstr (tav_result_get_string (result, "outcome"), ==, "law");
  for (guint seat = 0; seat < 5; seat++)
    {
      JsonObject *entry = tav_result_get_seat (result, seat);

      g_assert_cmpstr (tav_result_get_string (entry, "role"), ==, roles[seat]);
      g_assert_cmpint (tav_result_get_bool (entry, "alive"), ==, seat < 2);
      g_assert_cmpint (tav_result_get_int (entry, "spent"), ==, seat == 2 ? 300 : 0);
    }

  /* The ranking is secret until shown. */
  press ("<Control>3");
  g_assert_true (tav_standings_page_get_locked (standings_page));
  tab_to (tav_test_find_action_button (standings_page, "standings.unlock"));
  press ("Return");
  expect_after ("Return", !tav_standings_page_get_locked (standings_page), "show the secret standings");
  g_assert_cmpuint (tav_standings_get_n_rows (tav_standings_page_get_standings (standings_page)), ==, 10);

  /* Saved: Ctrl+S asks where, the path typed over the name offered. */
  press ("<Control>s");
  wait_for_window (GTK_TYPE_FILE_CHOOSER_DIALOG);
  press ("<Control>a");
  type (path);
  press ("Return");
  tav_test_wait_until (file_exists, path, "the file typed in the file chooser to be written");
  {
    g_autoptr(TavEvent) saved = tav_document_load_file (path, &error);

    g_assert_no_error (error);
    g_assert_cmpstr (tav_event_get_name (saved), ==, "Bang Night");
    g_assert_cmpuint (tav_event_get_n_players (saved), ==, 10);
  }

  gtk_window_destroy (GTK_WINDOW (window));
  tav_test_wait_for_finalize (window);
  g_unlink (path);
  g_rmdir (dir);
}

/* The text of the row of @editor's open list that has the keyboard
 * focus: the one a person sees highlighted. */
static char *
highlighted (GtkWidget *editor)
{
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (editor));
  GtkWidget *label;

  g_assert_nonnull (focus);
  g_assert_true (gtk_widget_is_ancestor (focus, find_popover (editor)));
  label = tav_test_find_descendant (focus, GTK_TYPE_LABEL);
  g_assert_nonnull (label);
  return g_strdup (gtk_label_get_label (GTK_LABEL (label)));
}

static guint
selected_of (GtkWidget *editor)
{
  guint selected = GTK_INVALID_LIST_POSITION;

  g_object_get (editor, "selected", &selected, NULL);
  return selected;
}

static const char *
selected_label (GtkWidget *editor)
{
  g_autoptr(GListModel) labels = NULL;

  g_object_get (editor, "model", &labels, NULL);
  return gtk_string_list_get_string (GTK_STRING_LIST (labels), selected_of (editor));
}

/* Space opens @editor's list; Enter (or Escape) closes it. Returns the
 * text highlighted in between. */
static char *
open_and_press (GtkWidget  *editor,
                const char *key)
{
  g_autofree char *shown = NULL;

  tab_to (editor);
  press ("space");
  tav_test_wait_until (tav_test_is_mapped, find_popover (editor), "the list to open on Space");
  shown = highlighted (editor);
  press (key);
  tav_test_wait_until (is_unmapped, find_popover (editor), "the list to close");
  return g_steal_pointer (&shown);
}

/* A BANG! table's result from the keyboard, with the obvious keys: Space
 * opens a role's list on the first role when none is chosen, and Enter
 * chooses the role highlighted; on the role chosen when there is one;
 * Escape leaves it as it was; the outcome's list alike. */
static void
test_keyboard_result_keys (void)
{
  g_autoptr(TavApplication) app = tav_application_new ();
  g_autoptr(TavEvent) event = tav_event_new ("bang-2011", "Keys");
  g_autoptr(GError) error = NULL;
  TavResultDialog *dialog;
  TavResultForm *form;
  TavWindow *window;
  TavStage *stage;
  TavRound *round;

  for (guint i = 0; i < 10; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %u", i + 1);

      g_assert_nonnull (tav_event_add_player (event, name, &error));
    }
  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
  stage = tav_event_get_current_stage (event);
  round = tav_stage_get_last_round (stage);

  window = start_window (app);
  dialog = tav_result_dialog_new (GTK_WINDOW (window), event, stage, round, tav_round_get_table (round, 0));
  gtk_window_present (GTK_WINDOW (dialog));
  wait_for_window (TAV_TYPE_RESULT_DIALOG);
  form = form_of (dialog);

  /* Seat 1 holds the Sheriff from the draw: the list opens on him. */
  {
    GtkWidget *role = tav_result_form_get_editor (form, 0, "role");
    g_autofree char *shown = open_and_press (role, "Return");

    g_assert_cmpstr (shown, ==, "Sheriff");
    g_assert_cmpstr (selected_label (role), ==, "Sheriff");
  }
  /* Seat 2, nothing chosen: the first role, and Enter takes it. */
  {
    GtkWidget *role = tav_result_form_get_editor (form, 1, "role");
    g_autofree char *shown = NULL;

    g_assert_true (tav_field_editor_is_unchosen (role));
    shown = open_and_press (role, "Return");
    g_assert_cmpstr (shown, ==, "Sheriff");
    g_assert_false (tav_field_editor_is_unchosen (role));
    g_assert_cmpstr (selected_label (role), ==, shown);
  }
  /* Seat 3: Escape chooses nothing. */
  {
    GtkWidget *role = tav_result_form_get_editor (form, 2, "role");
    g_autofree char *shown = open_and_press (role, "Escape");

    g_assert_cmpstr (shown, ==, "Sheriff");
    g_assert_true (tav_field_editor_is_unchosen (role));
  }
  /* The outcome, a row of the game: the same. */
  {
    GtkWidget *outcome = tav_result_form_get_editor (form, -1, "outcome");
    g_autofree char *shown = open_and_press (outcome, "Return");

    g_assert_cmpstr (shown, ==, "Law wins");
    g_assert_cmpstr (selected_label (outcome), ==, shown);
  }

  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
  tav_test_wait_for_finalize (window);
}

int
main (int   argc,
      char *argv[])
{
  tav_test_gtk_init (&argc, &argv);
  adw_init ();

  watch_keys ();
  g_test_add_func ("/keyboard/workflow", test_keyboard_workflow);
  g_test_add_func ("/keyboard/bang", test_keyboard_bang);
  g_test_add_func ("/keyboard/result-keys", test_keyboard_result_keys);

  return g_test_run ();
}
