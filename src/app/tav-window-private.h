/* tav-window-private.h — what the window's units share
 *
 * The window is one object in several files, one a concern, as GNOME Text
 * Editor's is: the window itself (tav-window.c), its files (opening, saving
 * and asking before changes are lost, tav-window-file.c), the windows it
 * opens beside it (tav-window-companions.c), the round timer kept across a
 * restart (tav-window-timer.c) and its other actions (tav-window-actions.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-finals-page.h"
#include "tav-players-page.h"
#include "tav-rounds-page.h"
#include "tav-settings.h"
#include "tav-standings-page.h"
#include "tav-timer-button.h"
#include "tav-welcome-page.h"
#include "tav-window.h"

G_BEGIN_DECLS

/* A window shows one event at a time. The event, its file and its undo
 * history are the session's; the window offers the actions on them (new,
 * open, save, undo), asks before changes are lost, and holds what belongs
 * to the tournament room rather than to the file: the round timer and the
 * public display. */
struct _TavWindow
{
  AdwApplicationWindow  parent_instance;

  TavSession           *session;
  GSettings            *settings;
  TavRoundTimer        *timer;
  GCancellable         *loading;
  GSignalGroup         *event_signals;
  GtkWindow            *display;
  GtkWindow            *venue;
  GtkWindow            *inbox;
  GtkWindow            *log;
  GtkButton            *inbox_button;
  guint                 close_confirmed : 1;
  guint                 restoring_timer : 1;

  /* Template widgets */
  AdwToastOverlay      *toast_overlay;
  GtkStack             *main_stack;
  AdwViewSwitcherTitle *switcher_title;
  AdwViewStack         *view_stack;
  TavWelcomePage       *welcome_page;
  TavPlayersPage       *players_page;
  TavRoundsPage        *rounds_page;
  TavStandingsPage     *standings_page;
  TavFinalsPage        *finals_page;
  GtkWidget            *edit_buttons;
  GtkWidget            *display_button;
  TavTimerButton       *timer_button;
  GtkLabel             *event_name_label;
  GtkLabel             *ruleset_label;
  GtkWidget            *date_box;
  GtkLabel             *date_label;
  GtkWidget            *venue_box;
  GtkLabel             *venue_label;
  GtkImage             *file_icon;
  GtkLabel             *file_label;
  GtkLabel             *modified_label;
  GtkLabel             *players_label;
};

/* What to do once the changes are saved or given up. */
typedef void (*TavWindowThen) (TavWindow *self,
                               gpointer   data);

/* tav-window-actions.c */
void tav_window_class_install_actions       (GtkWidgetClass *widget_class);
void tav_window_update_actions              (TavWindow      *self);

/* tav-window-file.c */
void tav_window_confirm_then                (TavWindow      *self,
                                             TavWindowThen   then,
                                             gpointer        data,
                                             GDestroyNotify  destroy);
void tav_window_new_action                  (GtkWidget      *widget,
                                             const char     *action_name,
                                             GVariant       *parameter);
void tav_window_open_action                 (GtkWidget      *widget,
                                             const char     *action_name,
                                             GVariant       *parameter);
void tav_window_open_recent_action          (GtkWidget      *widget,
                                             const char     *action_name,
                                             GVariant       *parameter);
void tav_window_save_action                 (GtkWidget      *widget,
                                             const char     *action_name,
                                             GVariant       *parameter);
void tav_window_save_as_action              (GtkWidget      *widget,
                                             const char     *action_name,
                                             GVariant       *parameter);

/* tav-window-companions.c */
void tav_window_update_inbox_button         (TavWindow      *self);
void tav_window_companions_set_event        (TavWindow      *self);
void tav_window_companions_set_file         (TavWindow      *self);
void tav_window_companions_destroy          (TavWindow      *self);
void tav_window_public_display_action       (GtkWidget      *widget,
                                             const char     *action_name,
                                             GVariant       *parameter);
void tav_window_venue_network_action        (GtkWidget      *widget,
                                             const char     *action_name,
                                             GVariant       *parameter);
void tav_window_inbox_action                (GtkWidget      *widget,
                                             const char     *action_name,
                                             GVariant       *parameter);
void tav_window_log_action                  (GtkWidget      *widget,
                                             const char     *action_name,
                                             GVariant       *parameter);

/* tav-window-timer.c */
void tav_window_save_timer                  (TavWindow      *self);
void tav_window_restore_timer               (TavWindow      *self);
void tav_window_timer_follow_file           (TavWindow      *self);
void tav_window_forget_recovery_timer       (TavWindow      *self);

G_END_DECLS
