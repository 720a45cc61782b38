/* tav-window.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-window"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-compat.h"
#include "tav-date.h"
#include "tav-display.h"
#include "tav-event-dialog.h"
#include "tav-finals-page.h"
#include "tav-open-error.h"
#include "tav-players-page.h"
#include "tav-export.h"
#include "tav-print-operation.h"
#include "tav-season-window.h"
#include "tav-public-display.h"
#include "tav-recovery.h"
#include "tav-round-timer.h"
#include "tav-rounds-page.h"
#include "tav-disk-changes.h"
#include "tav-session.h"
#include "tav-settings.h"
#include "tav-standings-page.h"
#include "tav-timer-button.h"
#include "tav-timer-store.h"
#include "tav-ui.h"
#include "tav-inbox-window.h"
#include "tav-venue-window.h"
#include "tav-welcome-page.h"
#include "tav-window.h"
#include "tav-wrap-layout.h"

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

G_DEFINE_FINAL_TYPE (TavWindow, tav_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_EVENT,
  PROP_FILE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* What to do once the changes are saved or given up. */
typedef void (*TavWindowThen) (TavWindow *self,
                               gpointer   data);

typedef struct
{
  TavWindowThen  then;
  gpointer       data;
  GDestroyNotify destroy;
} Continuation;

static void tav_window_save_as_then (TavWindow    *self,
                                     Continuation *continuation);

TavWindow *
tav_window_new (GtkApplication *application)
{
  g_return_val_if_fail (!application || GTK_IS_APPLICATION (application), NULL);

  return g_object_new (TAV_TYPE_WINDOW,
                       "application", application,
                       NULL);
}

static Continuation *
continuation_new (TavWindowThen  then,
                  gpointer       data,
                  GDestroyNotify destroy)
{
  Continuation *continuation = g_new0 (Continuation, 1);

  continuation->then = then;
  continuation->data = data;
  continuation->destroy = destroy;

  return continuation;
}

static void
continuation_free (Continuation *continuation)
{
  if (continuation->destroy != NULL)
    continuation->destroy (continuation->data);
  g_free (continuation);
}

static void
continuation_run (Continuation *continuation,
                  TavWindow    *self)
{
  if (continuation->then != NULL)
    continuation->then (self, continuation->data);
  continuation_free (continuation);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Continuation, continuation_free)

/* ---- Header ----------------------------------------------------------- */

static void
set_label_or_hide (GtkLabel   *label,
                   GtkWidget  *box,
                   const char *text)
{
  gboolean has_text = text != NULL && text[0] != '\0';

  gtk_label_set_label (label, has_text ? text : "");
  gtk_widget_set_visible (box, has_text);
}

/* The file's name as shown, or %NULL before it is saved. */
static char *
display_file_name (TavWindow *self)
{
  GFile *file = tav_session_get_file (self->session);
  g_autofree char *basename = file ? g_file_get_basename (file) : NULL;

  return basename ? g_filename_display_name (basename) : NULL;
}

static char *
describe_file (TavWindow *self)
{
  g_autofree char *name = display_file_name (self);

  /* An event with no file yet, changed or not (one handed to the window
   * rather than opened), says so rather than showing an empty line. */
  if (name == NULL)
    return g_strdup (_("Not saved yet"));
  if (tav_session_get_modified (self->session))
    /* Translators: %s is the name of the file; shown below the event's name */
    return g_strdup_printf (_("%s (unsaved changes)"), name);

  return g_steal_pointer (&name);
}

static void update_inbox_button (TavWindow *self);
static void
tav_window_update_header (TavWindow *self)
{
  TavEvent *event = tav_session_get_event (self->session);
  g_autofree char *date = NULL;
  g_autofree char *players = NULL;
  g_autofree char *file = NULL;
  const char *name;
  guint n_players, n_active;

  g_assert (TAV_IS_WINDOW (self));

  if (event == NULL)
    {
      gtk_window_set_title (GTK_WINDOW (self), _("Tavolo"));
      adw_view_switcher_title_set_subtitle (self->switcher_title, NULL);
      return;
    }

  name = tav_event_get_name (event);
  if (name == NULL || name[0] == '\0')
    name = _("Untitled Event");

  gtk_window_set_title (GTK_WINDOW (self), name);
  gtk_label_set_label (self->event_name_label, name);
  gtk_label_set_label (self->ruleset_label,
                       tav_event_get_ruleset (event) ?
                       tav_ruleset_get_name (tav_event_get_ruleset (event)) :
                       tav_event_get_ruleset_id (event));

  date = tav_date_format (tav_event_get_date (event));
  set_label_or_hide (self->date_label, self->date_box, date);
  set_label_or_hide (self->venue_label, GTK_WIDGET (self->venue_box), tav_event_get_venue (event));

  file = describe_file (self);
  /* The name alone is shortened, never “(unsaved changes)” after it. */
  {
    g_autofree char *file_name = display_file_name (self);
    gboolean modified = tav_session_get_modified (self->session);

    gtk_label_set_label (self->file_label, file_name != NULL && modified ? file_name : file);
    gtk_widget_set_visible (GTK_WIDGET (self->modified_label), file_name != NULL && modified);
  }
  gtk_image_set_from_icon_name (self->file_icon,
                                tav_session_get_modified (self->session) ?
                                "document-edit-symbolic" : "x-office-document-symbolic");
  adw_view_switcher_title_set_subtitle (self->switcher_title, file);

  n_players = tav_event_get_n_players (event);
  n_active = tav_event_count_players (event, TRUE);
  if (n_active == n_players)
    players = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u player", "%u players", n_players),
                               n_players);
  else
    /* Translators: players registered, then how many of them are still playing */
    players = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u player, %u active", "%u players, %u active", n_players),
                               n_players, n_active);
  gtk_label_set_label (self->players_label, players);
}

static void
tav_window_update_actions (TavWindow *self)
{
  TavEvent *event = tav_session_get_event (self->session);
  gboolean has_event = event != NULL;
  AdwViewStackPage *finals = adw_view_stack_get_page (self->view_stack, GTK_WIDGET (self->finals_page));

  /* No Finals page for a ruleset that has none (Catan). */
  adw_view_stack_page_set_visible (finals, !has_event || tav_event_get_ruleset (event) == NULL ||
                                           tav_ruleset_has_finals (tav_event_get_ruleset (event)));

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save", has_event);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save-as", has_event);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.event-details", has_event);
  /* Nothing to print or export on the welcome screen. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.print", has_event);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.export-pdf", has_event);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.export-csv", has_event);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.public-display", has_event);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.venue-network", has_event);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.show-page", has_event);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.timer-toggle", has_event);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo", tav_session_get_can_undo (self->session));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo", tav_session_get_can_redo (self->session));
}

/* ---- The event -------------------------------------------------------- */

/* ---- The timer across a crash or a restart --------------------------- */

static char *
timer_store_key (TavWindow *self,
                 gboolean   recovery)
{
  const char *id = tav_session_get_recovery_id (self->session);
  GFile *file = tav_session_get_file (self->session);

  if (recovery)
    return id ? g_strconcat ("recovery:", id, NULL) : NULL;

  return file ? g_file_get_uri (file) : NULL;
}

static gboolean
timer_is_fresh (TavWindow *self)
{
  guint duration = tav_round_timer_get_duration (self->timer);

  return !tav_round_timer_get_running (self->timer) &&
         tav_round_timer_get_remaining (self->timer) == duration &&
         duration == tav_timer_button_get_round_length (self->timer_button);
}

/* Under the file, for the next time it is opened, and under the recovery
 * copy while there is one (an event never saved has no file). A timer not
 * started or reset is the one the round gets anyway: nothing is kept. */
static void
save_timer (TavWindow *self)
{
  const char *round_key = tav_timer_button_get_round_key (self->timer_button);
  gboolean fresh = timer_is_fresh (self);

  if (self->restoring_timer || round_key == NULL ||
      tav_session_get_event (self->session) == NULL)
    return;

  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *key = timer_store_key (self, i == 0);

      if (key != NULL && fresh)
        tav_timer_store_forget (key);
      else if (key != NULL)
        tav_timer_store_save (key, round_key, self->timer);
    }
}

/* The recovery copy's timer is the newer when there is one. */
static void
restore_timer (TavWindow *self)
{
  const char *round_key = tav_timer_button_get_round_key (self->timer_button);

  if (round_key == NULL || tav_session_get_event (self->session) == NULL)
    return;

  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *key = timer_store_key (self, i == 0);

      if (key != NULL && tav_timer_store_restore (key, round_key, self->timer))
        break;
    }
}

static void
session_event_changed_cb (TavWindow *self)
{
  TavEvent *event = tav_session_get_event (self->session);

  /* The timer button sets the timer for the round first: that is not a
   * state to keep over the one stored. */
  self->restoring_timer = TRUE;

  g_signal_group_set_target (self->event_signals, event);

  tav_window_update_header (self);
  tav_window_update_actions (self);
  update_inbox_button (self);

  adw_view_switcher_title_set_view_switcher_enabled (self->switcher_title, event != NULL);
  gtk_widget_set_visible (self->edit_buttons, event != NULL);
  gtk_widget_set_visible (self->display_button, event != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->timer_button), event != NULL);
  gtk_stack_set_visible_child_name (self->main_stack, event != NULL ? "event" : "welcome");

  if (self->display != NULL)
    tav_public_display_set_event (TAV_PUBLIC_DISPLAY (self->display), event);
  if (self->venue != NULL)
    tav_venue_window_set_event (TAV_VENUE_WINDOW (self->venue), event, tav_session_get_file (self->session));
  if (self->inbox != NULL)
    tav_inbox_window_set_event (TAV_INBOX_WINDOW (self->inbox), event);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EVENT]);

  restore_timer (self);
  self->restoring_timer = FALSE;
}

static void
session_file_changed_cb (TavWindow *self)
{
  /* The session names the file after the event: an event just opened
   * finds its timer now. A timer in use goes with the event to its new
   * file instead. */
  if (timer_is_fresh (self))
    {
      self->restoring_timer = TRUE;
      restore_timer (self);
      self->restoring_timer = FALSE;
    }
  save_timer (self);
  /* A file older than event ids knows its season by its name. */
  if (self->venue != NULL)
    tav_venue_window_set_event (TAV_VENUE_WINDOW (self->venue), tav_session_get_event (self->session),
                                tav_session_get_file (self->session));

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
}

static void
event_edited_cb (TavWindow *self)
{
  tav_window_update_header (self);
  update_inbox_button (self);
}

/**
 * tav_window_set_event:
 * @self: a #TavWindow
 * @event: (nullable): the event to show
 * @file: (nullable): where @event was read from
 *
 * Shows @event in place of the current one, with an empty undo history;
 * %NULL shows the welcome page.
 */
void
tav_window_set_event (TavWindow *self,
                      TavEvent  *event,
                      GFile     *file)
{
  g_return_if_fail (TAV_IS_WINDOW (self));
  g_return_if_fail (!event || TAV_IS_EVENT (event));
  g_return_if_fail (!file || G_IS_FILE (file));

  tav_session_load (self->session, event, file, FALSE);
}

TavEvent *
tav_window_get_event (TavWindow *self)
{
  g_return_val_if_fail (TAV_IS_WINDOW (self), NULL);

  return tav_session_get_event (self->session);
}

GFile *
tav_window_get_file (TavWindow *self)
{
  g_return_val_if_fail (TAV_IS_WINDOW (self), NULL);

  return tav_session_get_file (self->session);
}

TavSession *
tav_window_get_session (TavWindow *self)
{
  g_return_val_if_fail (TAV_IS_WINDOW (self), NULL);

  return self->session;
}

/* The address of the venue network while it is on and reachable from the
 * room (not this computer's loopback), else NULL. */
const char *
tav_window_get_venue_url (TavWindow *self)
{
  const char *url;

  g_return_val_if_fail (TAV_IS_WINDOW (self), NULL);

  url = self->venue ? tav_venue_window_get_url (TAV_VENUE_WINDOW (self->venue)) : NULL;
  return url && !g_str_has_prefix (url, "http://127.") ? url : NULL;
}

TavRoundTimer *
tav_window_get_timer (TavWindow *self)
{
  g_return_val_if_fail (TAV_IS_WINDOW (self), NULL);

  return self->timer;
}

/* Neither showing an event nor loading one: a file to open can go here. */
gboolean
tav_window_is_empty (TavWindow *self)
{
  g_return_val_if_fail (TAV_IS_WINDOW (self), FALSE);

  return tav_session_get_event (self->session) == NULL && self->loading == NULL;
}

void
tav_window_add_toast (TavWindow  *self,
                      const char *title)
{
  g_return_if_fail (TAV_IS_WINDOW (self));

  tav_ui_toast (GTK_WIDGET (self->toast_overlay), title);
}

/* ---- Opening ---------------------------------------------------------- */

static void
open_file_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  TavWindow *self = TAV_WINDOW (object);
  GFile *file = tav_session_read_file_get_file (result);
  g_autoptr(TavEvent) event = NULL;
  g_autoptr(GError) error = NULL;

  event = tav_session_read_file_finish (result, &error);

  /* Cancelled: another file is loading in its place, or the window is gone. */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;

  g_clear_object (&self->loading);

  if (event == NULL)
    {
      /* With the offer of FILE~ when it loads. */
      tav_open_error_show (self, file, error);

      /* A recent event that is gone is not offered again. */
      if (g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT) ||
          g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        tav_settings_remove_recent (self->settings, file);
      return;
    }

  tav_session_load (self->session, event, file, FALSE);
  tav_settings_add_recent (self->settings, file);

  /* Into the page shown, rather than on the Open button. */
  gtk_widget_child_focus (GTK_WIDGET (self->view_stack), GTK_DIR_TAB_FORWARD);
}

/**
 * tav_window_open_file:
 * @self: a #TavWindow
 * @file: a .tavolo file
 *
 * Reads @file in the background and shows its event. When it cannot be
 * read, an error dialog says why and the window keeps what it shows.
 * Unsaved changes are not asked about: see tav_window_request_open().
 */
void
tav_window_open_file (TavWindow *self,
                      GFile     *file)
{
  g_return_if_fail (TAV_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  g_cancellable_cancel (self->loading);
  g_clear_object (&self->loading);
  self->loading = g_cancellable_new ();

  tav_session_read_file_async (file, self, self->loading, open_file_cb, NULL);
}

/* ---- Saving ----------------------------------------------------------- */

static gboolean
tav_window_save_to (TavWindow *self,
                    GFile     *file)
{
  g_autoptr(GError) error = NULL;

  if (!tav_session_save (self->session, file, &error))
    {
      g_autofree char *basename = g_file_get_basename (file);
      g_autofree char *display_name = g_filename_display_name (basename);
      /* Translators: %s is the name of a file */
      g_autofree char *heading = g_strdup_printf (_("Could Not Save “%s”"), display_name);

      tav_compat_show_error (GTK_WINDOW (self), heading, error->message);
      return FALSE;
    }

  tav_settings_add_recent (self->settings, file);
  return TRUE;
}

static void
save_as_cb (GObject      *object,
            GAsyncResult *result,
            gpointer      user_data)
{
  TavWindow *self = TAV_WINDOW (object);
  g_autoptr(Continuation) continuation = user_data;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *basename = NULL;

  file = tav_compat_ask_file_finish (result, &error);
  if (file == NULL || gtk_widget_in_destruction (GTK_WIDGET (self)) ||
      tav_session_get_event (self->session) == NULL)
    return;

  /* The chooser keeps what was typed: make sure it is a .tavolo file. */
  basename = g_file_get_basename (file);
  if (basename != NULL && !g_str_has_suffix (basename, ".tavolo"))
    {
      g_autoptr(GFile) parent = g_file_get_parent (file);
      g_autofree char *with_suffix = g_strconcat (basename, ".tavolo", NULL);

      g_set_object (&file, g_file_get_child (parent, with_suffix));
    }

  if (tav_window_save_to (self, file))
    continuation_run (g_steal_pointer (&continuation), self);
}

static void
tav_window_save_as_then (TavWindow    *self,
                         Continuation *continuation)
{
  TavEvent *event = tav_session_get_event (self->session);
  GFile *file = tav_session_get_file (self->session);
  g_autoptr(GFile) folder = file ? g_file_get_parent (file) : NULL;
  g_autofree char *name = NULL;
  g_autofree char *base = NULL;

  g_return_if_fail (event != NULL);

  /* The event's name, made safe for a file name. */
  base = g_strdup (tav_event_get_name (event));
  g_strdelimit (base, "/\\:*?\"<>|", '-');
  g_strstrip (base);
  /* Translators: the file name proposed for an event without a name
   * (“.tavolo” is added); avoid characters that are not allowed in file names */
  name = g_strconcat (base[0] ? base : _("Event"), ".tavolo", NULL);

  tav_compat_ask_file (GTK_WINDOW (self), TAV_FILE_SAVE_EVENT, name, folder, NULL, 0, NULL,
                       save_as_cb, continuation);
}

static void
tav_window_save_then (TavWindow    *self,
                      Continuation *continuation)
{
  if (tav_session_get_file (self->session) == NULL)
    {
      tav_window_save_as_then (self, continuation);
      return;
    }

  if (tav_window_save_to (self, tav_session_get_file (self->session)))
    continuation_run (continuation, self);
  else
    continuation_free (continuation);
}

static void
save_changes_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  TavWindow *self = TAV_WINDOW (object);
  g_autoptr(Continuation) continuation = user_data;
  g_autofree char *response = tav_compat_choose_finish (result, NULL);

  if (g_strcmp0 (response, "discard") == 0)
    {
      tav_session_discard (self->session);
      continuation_run (g_steal_pointer (&continuation), self);
    }
  else if (g_strcmp0 (response, "save") == 0)
    tav_window_save_then (self, g_steal_pointer (&continuation));
}

/* Runs @then at once when nothing would be lost, otherwise once the changes
 * are saved or discarded; not at all if the organiser cancels. */
static void
tav_window_confirm_then (TavWindow      *self,
                         TavWindowThen   then,
                         gpointer        data,
                         GDestroyNotify  destroy)
{
  static const TavResponse responses[] = {
    { "cancel", N_("_Cancel"), TAV_RESPONSE_DEFAULT },
    { "discard", N_("_Discard"), TAV_RESPONSE_DESTRUCTIVE },
    { "save", N_("_Save"), TAV_RESPONSE_SUGGESTED },
  };
  TavResponse translated[G_N_ELEMENTS (responses)];
  Continuation *continuation = continuation_new (then, data, destroy);
  g_autofree char *body = NULL;
  TavEvent *event = tav_session_get_event (self->session);

  tav_session_flush (self->session);

  if (event == NULL || !tav_session_get_modified (self->session))
    {
      continuation_run (continuation, self);
      return;
    }

  for (guint i = 0; i < G_N_ELEMENTS (responses); i++)
    {
      translated[i] = responses[i];
      translated[i].label = _(responses[i].label);
    }

  /* Translators: %s is the name of the event */
  body = g_strdup_printf (_("“%s” has unsaved changes. Changes which are not saved will be permanently lost."),
                          tav_event_get_name (event));
  tav_compat_choose (GTK_WINDOW (self), _("Save Changes?"), body, NULL,
                     translated, G_N_ELEMENTS (translated), "save", "cancel",
                     NULL, save_changes_cb, continuation);
}

/* ---- Actions ---------------------------------------------------------- */

static void
open_then (TavWindow *self,
           gpointer   data)
{
  tav_window_open_file (self, data);
}

/* Opens @file here, after asking about unsaved changes. */
void
tav_window_request_open (TavWindow *self,
                         GFile     *file)
{
  g_return_if_fail (TAV_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  tav_window_confirm_then (self, open_then, g_object_ref (file), g_object_unref);
}

static void
choose_file_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  TavWindow *self = TAV_WINDOW (object);
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  file = tav_compat_ask_file_finish (result, &error);
  if (file == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("Could not choose a file: %s", error->message);
      return;
    }

  /* The window may have been closed while the chooser was open. */
  if (gtk_widget_in_destruction (GTK_WIDGET (self)))
    return;

  tav_window_request_open (self, file);
}

static void
tav_window_open_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  tav_compat_ask_file (GTK_WINDOW (widget), TAV_FILE_OPEN_EVENT, NULL, NULL, NULL, 0, NULL,
                       choose_file_cb, NULL);
}

static void
tav_window_open_recent_action (GtkWidget  *widget,
                               const char *action_name,
                               GVariant   *parameter)
{
  g_autoptr(GFile) file = g_file_new_for_uri (g_variant_get_string (parameter, NULL));

  tav_window_request_open (TAV_WINDOW (widget), file);
}

static void
event_created_cb (TavWindow *self,
                  TavEvent  *event)
{
  /* A new event is unsaved until it is saved somewhere. */
  tav_session_load (self->session, event, NULL, TRUE);
  adw_view_stack_set_visible_child_name (self->view_stack, "players");

  /* Registration comes next: the name of the first player. */
  gtk_widget_grab_focus (GTK_WIDGET (self->players_page));
}

static void
new_then (TavWindow *self,
          gpointer   data)
{
  TavEventDialog *dialog = tav_event_dialog_new (GTK_WINDOW (self), NULL);

  g_signal_connect_object (dialog, "done", G_CALLBACK (event_created_cb), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
tav_window_new_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  tav_window_confirm_then (TAV_WINDOW (widget), new_then, NULL, NULL);
}

static void
tav_window_event_details_action (GtkWidget  *widget,
                                 const char *action_name,
                                 GVariant   *parameter)
{
  TavWindow *self = TAV_WINDOW (widget);
  TavEvent *event = tav_session_get_event (self->session);

  if (event != NULL)
    gtk_window_present (GTK_WINDOW (tav_event_dialog_new (GTK_WINDOW (self), event)));
}

static void
tav_window_save_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  TavWindow *self = TAV_WINDOW (widget);

  if (tav_session_get_event (self->session) != NULL)
    tav_window_save_then (self, continuation_new (NULL, NULL, NULL));
}

static void
tav_window_save_as_action (GtkWidget  *widget,
                           const char *action_name,
                           GVariant   *parameter)
{
  TavWindow *self = TAV_WINDOW (widget);

  if (tav_session_get_event (self->session) != NULL)
    tav_window_save_as_then (self, continuation_new (NULL, NULL, NULL));
}

static void
tav_window_undo_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  TavWindow *self = TAV_WINDOW (widget);

  if (tav_session_undo (self->session))
    {
      const char *what = tav_session_get_last_step (self->session);
      g_autofree char *toast = NULL;

      /* Translators: a short notification after Undo; %s says what was
       * undone, e.g. "result of table 5" */
      toast = what ? g_strdup_printf (_("Undone: %s"), what) : g_strdup (_("Undone"));
      tav_window_add_toast (self, toast);
    }
}

static void
tav_window_redo_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  TavWindow *self = TAV_WINDOW (widget);

  if (tav_session_redo (self->session))
    {
      const char *what = tav_session_get_last_step (self->session);
      g_autofree char *toast = NULL;

      /* Translators: a short notification after Redo; %s says what was
       * redone, e.g. "draw of round 2" */
      toast = what ? g_strdup_printf (_("Redone: %s"), what) : g_strdup (_("Redone"));
      tav_window_add_toast (self, toast);
    }
}

static void
tav_window_show_page_action (GtkWidget  *widget,
                             const char *action_name,
                             GVariant   *parameter)
{
  TavWindow *self = TAV_WINDOW (widget);

  adw_view_stack_set_visible_child_name (self->view_stack, g_variant_get_string (parameter, NULL));
}

static void
tav_window_timer_toggle_action (GtkWidget  *widget,
                                const char *action_name,
                                GVariant   *parameter)
{
  TavWindow *self = TAV_WINDOW (widget);

  if (tav_round_timer_get_running (self->timer))
    tav_round_timer_pause (self->timer);
  else if (tav_round_timer_get_finished (self->timer))
    tav_round_timer_reset (self->timer);
  else
    tav_round_timer_start (self->timer);
}

static void
display_destroyed_cb (TavWindow *self)
{
  self->display = NULL;
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->display_button), FALSE);
}

static void
tav_window_print_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  TavWindow *self = TAV_WINDOW (widget);

  tav_print_run (GTK_WINDOW (self), tav_window_get_event (self), g_variant_get_string (parameter, NULL));
}

/* A season has a window of its own, beside the event's. */
static void
tav_window_season_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  GtkApplication *application = gtk_window_get_application (GTK_WINDOW (widget));
  TavSeasonWindow *window = tav_season_window_new (application);

  gtk_window_present (GTK_WINDOW (window));
}

static void
tav_window_export_pdf_action (GtkWidget  *widget,
                              const char *action_name,
                              GVariant   *parameter)
{
  TavWindow *self = TAV_WINDOW (widget);

  tav_print_export_pdf (GTK_WINDOW (self), tav_window_get_event (self), g_variant_get_string (parameter, NULL));
}

/* Ctrl+F wherever the focus is: the pages bind it while the focus is in
 * them; from anywhere else (the header bar, a tab) it reaches the window,
 * which hands it to the page shown. */
static void
tav_window_find_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  TavWindow *self = TAV_WINDOW (widget);
  const char *page = adw_view_stack_get_visible_child_name (self->view_stack);

  if (tav_window_get_event (self) == NULL)
    return;
  if (g_strcmp0 (page, "players") == 0)
    gtk_widget_activate_action (GTK_WIDGET (self->players_page), "players.search", NULL);
  else if (g_strcmp0 (page, "rounds") == 0)
    gtk_widget_activate_action (GTK_WIDGET (self->rounds_page), "rounds.find", NULL);
}

static void
tav_window_export_csv_action (GtkWidget  *widget,
                              const char *action_name,
                              GVariant   *parameter)
{
  TavWindow *self = TAV_WINDOW (widget);
  TavCsvKind kind;

  if (tav_window_get_event (self) != NULL &&
      tav_csv_kind_from_string (g_variant_get_string (parameter, NULL), &kind))
    tav_export_csv (GTK_WINDOW (self), tav_window_get_event (self), kind);
}

static void
tav_window_public_display_action (GtkWidget  *widget,
                                  const char *action_name,
                                  GVariant   *parameter)
{
  TavWindow *self = TAV_WINDOW (widget);

  if (self->display != NULL)
    {
      gtk_window_destroy (self->display);
      return;
    }

  /* Not transient: it goes full screen on the projector, not over us. */
  self->display = GTK_WINDOW (tav_public_display_new (tav_session_get_event (self->session),
                                                      self->timer));
  gtk_window_set_application (self->display, gtk_window_get_application (GTK_WINDOW (self)));
  g_signal_connect_object (self->display, "destroy",
                           G_CALLBACK (display_destroyed_cb), self, G_CONNECT_SWAPPED);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->display_button), TRUE);
  gtk_window_present (self->display);
}

static void
venue_destroyed_cb (TavWindow *self)
{
  self->venue = NULL;
}

/* The badge: how many results from the tables wait, hidden at none. */
static void
update_inbox_button (TavWindow *self)
{
  TavEvent *event = tav_session_get_event (self->session);
  guint n = event ? tav_inbox_get_n_pending (tav_event_get_inbox (event)) : 0;
  g_autofree char *label = g_strdup_printf (ngettext ("%u Result", "%u Results", n), n);

  gtk_button_set_label (self->inbox_button, label);
  gtk_widget_set_visible (GTK_WIDGET (self->inbox_button), n > 0);
}

static void
inbox_destroyed_cb (TavWindow *self)
{
  self->inbox = NULL;
}

static void
tav_window_inbox_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  TavWindow *self = TAV_WINDOW (widget);

  if (tav_session_get_event (self->session) == NULL)
    return;
  if (self->inbox == NULL)
    {
      self->inbox = GTK_WINDOW (tav_inbox_window_new (tav_session_get_event (self->session)));
      gtk_window_set_transient_for (self->inbox, GTK_WINDOW (self));
      g_signal_connect_object (self->inbox, "destroy",
                               G_CALLBACK (inbox_destroyed_cb), self, G_CONNECT_SWAPPED);
    }
  gtk_window_present (self->inbox);
}

/* One venue window: asked again, it comes to the front. */
static void
tav_window_venue_network_action (GtkWidget  *widget,
                                 const char *action_name,
                                 GVariant   *parameter)
{
  TavWindow *self = TAV_WINDOW (widget);

  if (self->venue == NULL)
    {
      self->venue = GTK_WINDOW (tav_venue_window_new (tav_session_get_event (self->session),
                                                      tav_session_get_file (self->session), self->timer));
      gtk_window_set_application (self->venue, gtk_window_get_application (GTK_WINDOW (self)));
      g_signal_connect_object (self->venue, "destroy",
                               G_CALLBACK (venue_destroyed_cb), self, G_CONNECT_SWAPPED);
      tav_venue_window_start (TAV_VENUE_WINDOW (self->venue), NULL);
    }
  gtk_window_present (self->venue);
}

/* ---- Recovery --------------------------------------------------------- */

/* Goes on with the copy of an event left unsaved by a crash. */
gboolean
tav_window_recover (TavWindow       *self,
                    TavRecoveryItem *item,
                    GError         **error)
{
  g_return_val_if_fail (TAV_IS_WINDOW (self), FALSE);

  return tav_session_recover_item (self->session, item, error);
}

/* ---- Closing ---------------------------------------------------------- */

static void
close_then (TavWindow *self,
            gpointer   data)
{
  self->close_confirmed = TRUE;
  gtk_window_close (GTK_WINDOW (self));
}

static gboolean
tav_window_close_request (GtkWindow *window)
{
  TavWindow *self = TAV_WINDOW (window);

  tav_session_flush (self->session);

  if (!self->close_confirmed && tav_session_get_modified (self->session))
    {
      tav_window_confirm_then (self, close_then, NULL, NULL);
      return TRUE;
    }

  tav_settings_save_window (self->settings, GTK_WINDOW (self));

  /* Nothing is left to recover from this window. */
  {
    g_autofree char *key = timer_store_key (self, TRUE);

    if (key != NULL)
      tav_timer_store_forget (key);
  }
  tav_session_discard (self->session);

  if (self->display != NULL)
    gtk_window_destroy (self->display);
  if (self->venue != NULL)
    gtk_window_destroy (self->venue);
  if (self->inbox != NULL)
    gtk_window_destroy (self->inbox);

  return GTK_WINDOW_CLASS (tav_window_parent_class)->close_request (window);
}

/* ---- Drag and drop ---------------------------------------------------- */

static gboolean
drop_cb (GtkDropTarget *target,
         const GValue  *value,
         double         x,
         double         y,
         TavWindow     *self)
{
  g_autoptr(GSList) files = NULL;

  if (!G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    return FALSE;

  files = gdk_file_list_get_files (g_value_get_boxed (value));
  if (files == NULL)
    return FALSE;

  /* One event a window: the first file dropped. */
  tav_window_request_open (self, files->data);
  return TRUE;
}

/* The shortcuts window is built the first time it is asked for.
 * GtkApplication would build it with every window (from the resource
 * gtk/help-overlay.ui, which is why it has another name here), a fortieth
 * of the time to the first frame of an event. Given to the window as
 * GtkApplication gives it, it shows the keys of each action. */
static void
tav_window_show_help_overlay_action (GtkWidget  *widget,
                                     const char *action_name,
                                     GVariant   *parameter)
{
  GtkApplicationWindow *window = GTK_APPLICATION_WINDOW (widget);

  if (gtk_application_window_get_help_overlay (window) == NULL)
    {
      g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource ("/io/github/tavolo/Tavolo/tav-shortcuts.ui");

      gtk_application_window_set_help_overlay (window,
                                               GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay")));
      tav_ui_name_shortcuts_window (GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay")));
    }
  gtk_window_present (GTK_WINDOW (gtk_application_window_get_help_overlay (window)));
}

/* ---- Object ----------------------------------------------------------- */

static void
tav_window_dispose (GObject *object)
{
  TavWindow *self = (TavWindow *)object;

  g_cancellable_cancel (self->loading);
  g_clear_object (&self->loading);

  if (self->display != NULL)
    gtk_window_destroy (self->display);
  if (self->venue != NULL)
    gtk_window_destroy (self->venue);
  if (self->inbox != NULL)
    gtk_window_destroy (self->inbox);

  if (self->event_signals != NULL)
    g_signal_group_set_target (self->event_signals, NULL);
  g_clear_object (&self->event_signals);

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);

  g_clear_object (&self->timer);
  g_clear_object (&self->settings);

  gtk_widget_dispose_template (GTK_WIDGET (self), TAV_TYPE_WINDOW);

  G_OBJECT_CLASS (tav_window_parent_class)->dispose (object);
}

static void
tav_window_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  TavWindow *self = TAV_WINDOW (object);

  switch (prop_id)
    {
    case PROP_EVENT:
      g_value_set_object (value, self->session ? tav_session_get_event (self->session) : NULL);
      break;

    case PROP_FILE:
      g_value_set_object (value, self->session ? tav_session_get_file (self->session) : NULL);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tav_window_class_init (TavWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = tav_window_dispose;
  object_class->get_property = tav_window_get_property;

  window_class->close_request = tav_window_close_request;

  properties[PROP_EVENT] =
    g_param_spec_object ("event", NULL, NULL,
                         TAV_TYPE_EVENT,
                         (G_PARAM_READABLE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL,
                         G_TYPE_FILE,
                         (G_PARAM_READABLE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_install_action (widget_class, "win.new", NULL, tav_window_new_action);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, tav_window_open_action);
  gtk_widget_class_install_action (widget_class, "win.open-recent", "s", tav_window_open_recent_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, tav_window_save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, tav_window_save_as_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, tav_window_undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, tav_window_redo_action);
  gtk_widget_class_install_action (widget_class, "win.event-details", NULL, tav_window_event_details_action);
  gtk_widget_class_install_action (widget_class, "win.public-display", NULL, tav_window_public_display_action);
  gtk_widget_class_install_action (widget_class, "win.venue-network", NULL, tav_window_venue_network_action);
  gtk_widget_class_install_action (widget_class, "win.inbox", NULL, tav_window_inbox_action);
  gtk_widget_class_install_action (widget_class, "win.print", "s", tav_window_print_action);
  gtk_widget_class_install_action (widget_class, "win.export-pdf", "s", tav_window_export_pdf_action);
  gtk_widget_class_install_action (widget_class, "win.export-csv", "s", tav_window_export_csv_action);
  gtk_widget_class_install_action (widget_class, "win.find", NULL, tav_window_find_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "win.find", NULL);
  gtk_widget_class_install_action (widget_class, "win.season", NULL, tav_window_season_action);
  gtk_widget_class_install_action (widget_class, "win.show-page", "s", tav_window_show_page_action);
  gtk_widget_class_install_action (widget_class, "win.timer-toggle", NULL, tav_window_timer_toggle_action);
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL, tav_window_show_help_overlay_action);

  g_type_ensure (TAV_TYPE_WELCOME_PAGE);
  g_type_ensure (TAV_TYPE_PLAYERS_PAGE);
  g_type_ensure (TAV_TYPE_ROUNDS_PAGE);
  g_type_ensure (TAV_TYPE_STANDINGS_PAGE);
  g_type_ensure (TAV_TYPE_FINALS_PAGE);
  g_type_ensure (TAV_TYPE_TIMER_BUTTON);
  g_type_ensure (TAV_TYPE_WRAP_LAYOUT);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tavolo/Tavolo/tav-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TavWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, main_stack);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, switcher_title);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, view_stack);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, welcome_page);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, players_page);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, rounds_page);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, standings_page);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, finals_page);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, edit_buttons);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, display_button);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, timer_button);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, event_name_label);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, ruleset_label);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, date_box);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, date_label);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, venue_box);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, inbox_button);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, venue_label);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, file_icon);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, file_label);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, modified_label);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, players_label);
}

static void
tav_window_init (TavWindow *self)
{
  GtkDropTarget *drop;

  self->session = tav_session_new ();
  self->timer = tav_round_timer_new ();
  self->settings = tav_settings_new ();

  gtk_widget_init_template (GTK_WIDGET (self));

  tav_settings_restore_window (self->settings, GTK_WINDOW (self));

  tav_welcome_page_set_settings (self->welcome_page, self->settings);
  tav_timer_button_set_timer (self->timer_button, self->timer);
  g_signal_connect_object (self->timer, "state-changed",
                           G_CALLBACK (save_timer), self, G_CONNECT_SWAPPED);

  self->event_signals = g_signal_group_new (TAV_TYPE_EVENT);
  g_signal_group_connect_swapped (self->event_signals, "changed",
                                  G_CALLBACK (event_edited_cb), self);

  g_signal_connect_swapped (self->session, "notify::event",
                            G_CALLBACK (session_event_changed_cb), self);
  g_signal_connect_swapped (self->session, "notify::file",
                            G_CALLBACK (tav_window_update_header), self);
  g_signal_connect_swapped (self->session, "notify::modified",
                            G_CALLBACK (tav_window_update_header), self);
  /* A recovery copy begins: keep the timer there too. */
  g_signal_connect_swapped (self->session, "notify::modified",
                            G_CALLBACK (save_timer), self);

  g_signal_connect_swapped (self->session, "notify::file",
                            G_CALLBACK (session_file_changed_cb), self);
  g_signal_connect_swapped (self->session, "notify::can-undo",
                            G_CALLBACK (tav_window_update_actions), self);
  g_signal_connect_swapped (self->session, "notify::can-redo",
                            G_CALLBACK (tav_window_update_actions), self);
  tav_disk_changes_attach (GTK_WINDOW (self), self->session);

  drop = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);
  g_signal_connect (drop, "drop", G_CALLBACK (drop_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop));

  session_event_changed_cb (self);
}
